"""Law 45: card played: only from the hand in turn; dummy's cards are played by declarer."""

import pytest

from bridgelaws import Card, IllegalPlayError, Seat

from ..helpers import table_after


def test_45A_a_card_comes_from_the_hand_in_turn() -> None:
    table = table_after("1S P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("SA"))  # North's card, but East is on lead
    assert info.value.law == "45"
    assert "East does not hold SA" in str(info.value)


def test_45B_declarer_plays_dummys_card_recorded_from_dummys_hand() -> None:
    table = table_after("1S P P P")
    table.play(Card.parse("CA"))
    event = table.play(Card.parse("C8"))
    assert event.seat == Seat.SOUTH  # dummy's hand
    assert Card.parse("C8") not in table.hands[Seat.SOUTH]  # type: ignore[index]


def test_45_a_played_card_leaves_the_hand_and_cannot_be_played_again() -> None:
    table = table_after("1S P P P")
    for c in "CA C8 C5 C2".split():
        table.play(Card.parse(c))
    with pytest.raises(IllegalPlayError):
        table.play(Card.parse("CA"))


def test_45_the_seat_given_must_be_the_hand_in_turn() -> None:
    table = table_after("1S P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("HA"), seat=Seat.WEST)
    assert info.value.law == "44"
