"""Law 44: sequence of play: following suit, who wins a trick, who leads next."""

import pytest

from bridgelaws import Board, Card, Deal, Holding, IllegalPlayError, Seat, Table

from ..helpers import table_after


def _play(table, cards: str) -> None:  # type: ignore[no-untyped-def]
    for text in cards.split():
        table.play(Card.parse(text))


def test_44A_leader_may_lead_any_card() -> None:
    table = table_after("1S P P P")
    assert table.legal_cards() == table.hands[Seat.EAST]  # type: ignore[index]


def test_44C_must_follow_suit_when_able() -> None:
    table = table_after("1S P P P")
    _play(table, "CA")
    assert table.legal_cards() == Holding.parse("...T98")  # South's clubs
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("DA"))  # South holds diamonds too, but clubs were led
    assert info.value.law == "44C"
    assert len(table.events) == 5  # the refused card is not recorded


# North: seven spades and no diamonds; West: no spades
VOIDS = Deal.parse(
    "N:AKQJT98.AKQ..432 765.JT9.AKQJ.AKQ 432.8765.T98.JT9 .432.765432.8765"
)


def _voids_table(calls: str = "1S P P P") -> Table:
    table = Table(Board.numbered(1, VOIDS))
    for c in calls.split():
        table.call(c)
    return table


def test_44D_any_card_when_unable_to_follow() -> None:
    table = _voids_table()
    _play(table, "S7 S2")  # East leads a spade; dummy South follows
    assert table.legal_cards() == table.hands[Seat.WEST]  # type: ignore[index]
    _play(table, "H2")  # West discards a heart


def test_44E_highest_trump_wins() -> None:
    table = _voids_table()
    _play(table, "DA D8 D2 S8")  # North ruffs the diamond ace with a low trump
    assert table.tricks[0].winner == Seat.NORTH
    assert (table.declarer_tricks, table.defence_tricks) == (1, 0)


def test_44F_highest_card_of_suit_led_wins_without_trumps() -> None:
    table = _voids_table()
    _play(table, "CA C9 C5 C2")
    assert table.tricks[0].winner == Seat.EAST
    assert (table.declarer_tricks, table.defence_tricks) == (0, 1)


def test_44F_a_discard_of_a_higher_card_does_not_win() -> None:
    table = _voids_table("1NT P P P")  # notrump: no trumps at all
    _play(table, "DJ D8 D7 SA")  # North, void in diamonds, throws the spade ace
    assert table.tricks[0].winner == Seat.EAST


def test_44G_winner_of_a_trick_leads_to_the_next() -> None:
    table = _voids_table()
    _play(table, "DA D8 D2 S8")
    assert table.turn == Seat.NORTH
    _play(table, "HA HT H5 H2")
    assert table.turn == Seat.NORTH
