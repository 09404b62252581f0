"""Law 9: procedure following an irregularity, in table mode."""

import contextlib

import pytest

from bridgelaws import Board, Call, Seat
from bridgelaws.engine.tablemode import (
    AttentionDrawn,
    DirectorCalled,
    IrregularActionError,
    TableMode,
)

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
PASS = Call.parse("Pass")


def _table() -> TableMode:
    return TableMode(Board.numbered(1, BLOCK_DEAL))


def _calls(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _insufficient() -> TableMode:
    t = _table()
    _calls(t, "N 1S E 1H")
    return t


@pytest.mark.parametrize("seat", list(Seat))
def test_9A1_any_player_may_draw_attention_during_the_auction(seat: Seat) -> None:
    t = _insufficient()  # South is the only player with a choice; it is East's turn
    step = t.step
    t.apply(AttentionDrawn(seat))
    ruling = t.trail[-1]
    assert (ruling.kind, ruling.law, ruling.message.values["seat"]) == ("irregularity", "9A",
                                                                        seat)
    assert t.step == step  # drawing attention changes no rectification
    assert t.events[-1] == AttentionDrawn(seat)


def test_9A1_attention_when_nothing_is_pending() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.apply(AttentionDrawn(W))  # not West's turn
    assert t.turn == E and t.step is None
    assert [f"{s} {c}" for s, c in t.calls] == ["N 1S"]


def test_9A2_declarer_or_defender_may_draw_attention_during_play() -> None:
    t = _table()
    _calls(t, "N 1S E Pass S Pass W Pass")
    t.play_card(E, "CA")
    for seat in (N, E, W):  # declarer and both defenders
        t.apply(AttentionDrawn(seat))
    assert [r.law for r in t.trail[-3:]] == ["9A"] * 3


def test_9A4_dummy_may_not_draw_attention_during_play() -> None:
    t = _table()
    _calls(t, "N 1S E Pass S Pass W Pass")  # South is dummy
    t.play_card(E, "CA")
    with contextlib.suppress(IrregularActionError):
        t.apply(AttentionDrawn(S))
    assert not [r for r in t.trail if r.law == "9A" and r.message.values.get("seat") == S]


def test_9B1_director_at_the_table_keeps_every_right() -> None:
    t = _insufficient()
    t.apply(AttentionDrawn(S))
    t.director()
    assert t.trail[-1].law == "9B"
    assert t.events[-1] == DirectorCalled()
    assert t.step is not None  # 9B1(c): calling the director loses no right
    assert [(o.name, o.chooser) for o in t.step.options] == [("accept", S), ("refuse", S)]
    t.choose(S, "accept")
    assert [f"{s} {c}" for s, c in t.calls] == ["N 1S", "E 1H"]


def test_9B1d_attention_to_own_side_irregularity_leaves_opponents_rights() -> None:
    t = _insufficient()
    t.apply(AttentionDrawn(W))  # West points out his partner's insufficient bid
    assert t.step is not None and {o.chooser for o in t.step.options} == {S}
    t.choose(S, "refuse")
    assert t.step is not None and t.step.law == "27B"


def test_9B2_no_action_until_the_rectification_is_explained() -> None:
    t = _insufficient()
    events, trail, calls = list(t.events), list(t.trail), list(t.calls)
    for seat in (W, N):  # neither may call while the board waits for South
        with pytest.raises(IrregularActionError):
            t.call(seat, "Pass")
    with pytest.raises(IrregularActionError):
        t.play_card(E, "CA")
    assert t.events == events and t.trail == trail and t.calls == calls
    assert all(t.legal_calls(seat) == () for seat in Seat)  # nobody calls while it waits


def test_9B2_a_question_cannot_be_passed_by_a_call() -> None:
    t = _table()
    _calls(t, "N 1C")
    t.change(N, "1S")  # the director must find whether 1C was unintended
    assert t.step is not None and t.step.question is not None
    for seat in Seat:
        with pytest.raises(IrregularActionError):
            t.call(seat, "Pass")
    assert [f"{s} {c}" for s, c in t.calls] == ["N 1C"]
    assert t.step.question.name == "unintended"


def test_9B2_an_obliged_player_has_only_pass() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(W, ["HA"])  # East must pass at his next turn (24B)
    assert t.legal_calls(E) == (PASS,)


def test_9C_premature_correction_brings_further_rectification() -> None:
    t = _insufficient()
    t.call(E, "3C")  # East corrects before the director has ruled
    t.choose(S, "refuse")  # South does not accept 1H
    t.find("comparable", False)
    assert t.obligations[W].rest_of_auction
    assert [r.offender for r in t.restrictions] == [E]  # Law 26B may follow
