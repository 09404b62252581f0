"""The board's event log: append-only, replayed into state, undone by replaying a prefix."""

from __future__ import annotations

import dataclasses

import pytest

from bridgelaws import (
    Call,
    CallMade,
    Card,
    CardPlayed,
    ClaimAgreed,
    IllegalCallError,
    IllegalPlayError,
    Phase,
    Seat,
    Table,
)

from .helpers import table_after


def test_every_action_is_an_event_in_order() -> None:
    table = table_after("1NT P P P")
    table.play("CA")
    table.claim(7)
    assert table.events == (
        CallMade(Seat.NORTH, Call.parse("1NT")), CallMade(Seat.EAST, Call.PASS),
        CallMade(Seat.SOUTH, Call.PASS), CallMade(Seat.WEST, Call.PASS),
        CardPlayed(Seat.EAST, Card.CA), ClaimAgreed(Seat.NORTH, 7),
    )


def test_a_refused_action_leaves_the_log_unchanged() -> None:
    table = table_after("1NT")
    before = table.snapshot()
    with pytest.raises(IllegalCallError):
        table.call("1C")
    assert table.snapshot() == before


def test_snapshot_is_immutable() -> None:
    snapshot = table_after("1NT P P P").snapshot()
    with pytest.raises(dataclasses.FrozenInstanceError):
        snapshot.phase = Phase.COMPLETE  # type: ignore[misc]


def test_undo_is_a_replay_of_a_prefix_and_the_log_is_not_edited() -> None:
    table = table_after("1NT P P P")
    table.play("CA")
    earlier = table.undo(2)
    assert len(table.events) == 5 and len(earlier.events) == 3
    assert earlier.phase == Phase.AUCTION and earlier.turn == Seat.WEST
    with pytest.raises(ValueError, match="cannot undo 6"):
        table.undo(6)


def test_replay_checks_every_event() -> None:
    table = table_after("1NT P P P")
    bad = [*table.events, CardPlayed(Seat.SOUTH, Card.C8)]  # East is on lead, not South
    with pytest.raises(IllegalPlayError) as info:
        Table.replay(table.board, bad)
    assert info.value.law == "44"


def test_play_cards_keeps_the_legal_cards_before_a_refused_one() -> None:
    table = table_after("1NT P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.play_cards(["CA", "C8", "HA"])  # West holds clubs: the heart ace is a revoke
    assert info.value.law == "44C"
    assert [str(e) for e in table.events[4:]] == ["E CA", "S C8"]


def test_card_events_are_shared_but_equal_to_fresh_ones() -> None:
    # the strict table records a card with one of 208 shared CardPlayed tuples
    one, two = table_after("1NT P P P"), table_after("1NT P P P")
    one.play_cards(["CA", "C8"])
    two.play_cards(["CA"])
    for event in one.events[4:]:
        assert type(event) is CardPlayed and event == CardPlayed(event.seat, event.card)
        assert type(event.seat) is Seat and type(event.card) is Card
    assert one.events[4] == two.events[4] == CardPlayed(Seat.EAST, Card.CA)


def test_play_by_seat_plays_each_trick_from_its_leader() -> None:
    table = table_after("1NT P P P")
    # trick 1: East leads the ace; trick 2: East (winner) leads again
    played = table.play_by_seat([
        (Card.C2, Card.CA, Card.C8, Card.C5),
        (Card.C3, Card.CK, Card.C9, Card.C6),
        (None, Card.CQ, None, None),
    ])
    assert played == 9
    assert [t.winner for t in table.tricks] == [Seat.EAST, Seat.EAST]
    assert table.turn == Seat.SOUTH


def test_cards_need_a_known_deal() -> None:
    from bridgelaws import Board

    table = Table(Board.numbered(1))
    for call in "1NT P P P".split():
        table.call(call)
    with pytest.raises(IllegalPlayError, match="deal of this board is not known"):
        table.play("CA")
