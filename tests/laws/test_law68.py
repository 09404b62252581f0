"""Laws 68-69: a claim or concession, agreed by the other side, ends play (contested claims,
Law 70, come later)."""

import pytest

from bridgelaws import Card, IllegalPlayError, Phase, Seat, Table

from ..helpers import table_after


def test_68A_69A_declarer_claims_the_rest_agreed() -> None:
    table = table_after("1NT P P P")  # North declares, nobody vulnerable (board 1)
    for c in "CA C8 C5 C2".split():
        table.play(Card.parse(c))
    table.claim(12)
    assert table.phase == Phase.COMPLETE
    assert table.result == 12
    assert table.score == (240, -240)  # 1NT+5, not vulnerable: 40 + 5 x 30 + 50 partscore


def test_68B1_claiming_some_tricks_concedes_the_rest() -> None:
    table = table_after("1NT P P P")
    table.play(Card.parse("CA"))  # claim during the first trick: all 13 tricks are at stake
    table.claim(7, Seat.NORTH)
    assert (table.declarer_tricks, table.defence_tricks) == (7, 6)


def test_68B1_a_defenders_concession() -> None:
    table = table_after("1NT P P P")
    table.claim(0, Seat.EAST)  # East concedes everything
    assert table.result == 13


def test_68_claim_of_more_tricks_than_remain_refused() -> None:
    table = table_after("1NT P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.claim(14)
    assert info.value.law == "68"
    assert table.phase == Phase.PLAY


def test_68D_play_stops_after_an_agreed_claim() -> None:
    table = table_after("1NT P P P")
    table.claim(7)
    with pytest.raises(IllegalPlayError):
        table.play(Card.parse("CA"))
    assert Table.replay(table.board, table.events).result == 7
