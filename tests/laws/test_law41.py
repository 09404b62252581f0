"""Law 41: commencement of play: the opening lead and dummy."""

import pytest

from bridgelaws import Card, IllegalPlayError, Phase, Seat

from ..helpers import table_after


@pytest.mark.parametrize(
    ("calls", "declarer"),
    [("1S P P P", Seat.NORTH), ("P 1H P P P", Seat.EAST), ("P P 1C P P P", Seat.SOUTH),
     ("P P P 1D P P P", Seat.WEST)],
)
def test_41A_opening_lead_by_declarers_left_hand_opponent(calls: str, declarer: Seat) -> None:
    table = table_after(calls)
    assert table.declarer == declarer
    assert table.turn == declarer.lho
    assert table.player_in_turn == declarer.lho


def test_41A_no_one_else_may_lead() -> None:
    table = table_after("1S P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("H5"), seat=Seat.SOUTH)
    assert info.value.law == "44"


def test_41D_dummy_is_declarers_partner_and_declarer_plays_dummys_cards() -> None:
    table = table_after("1S P P P")  # North declares, South is dummy
    assert table.dummy == Seat.SOUTH
    table.play(Card.parse("CA"))  # East leads
    assert table.turn == Seat.SOUTH
    assert table.player_in_turn == Seat.NORTH  # declarer plays from dummy


def test_41_no_card_during_the_auction() -> None:
    table = table_after("1S P")
    assert table.phase == Phase.AUCTION
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("CA"))
    assert info.value.law == "41"
    assert not table.legal_cards()
