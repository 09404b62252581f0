"""Law 17: the auction period: dealer calls first, then clockwise, and when it ends."""

import pytest

from bridgelaws import Call, IllegalCallError, Phase, Seat

from ..helpers import table_after


@pytest.mark.parametrize("dealer", list(Seat))
def test_17B_dealer_makes_the_first_call(dealer: Seat) -> None:
    table = table_after("", dealer=dealer)
    assert table.turn == dealer
    event = table.call(Call.PASS)
    assert event.seat == dealer


def test_17C_calls_continue_clockwise_from_dealers_left() -> None:
    table = table_after("1C 1D 1H", dealer=Seat.EAST)
    seats = [e.seat for e in table.events]
    assert seats == [Seat.EAST, Seat.SOUTH, Seat.WEST]
    assert table.turn == Seat.NORTH


def test_17C_strict_mode_refuses_a_call_out_of_rotation() -> None:
    table = table_after("1C")
    with pytest.raises(IllegalCallError) as info:
        table.call(Call.PASS, seat=Seat.WEST)
    assert info.value.law == "17C"
    assert len(table.events) == 1  # nothing recorded


def test_17D_auction_ends_after_three_passes_following_a_call() -> None:
    table = table_after("1C P P")
    assert table.phase == Phase.AUCTION
    table.call(Call.PASS)
    assert table.phase == Phase.PLAY


def test_17D_three_passes_after_a_double_end_the_auction() -> None:
    table = table_after("1C X P P P")
    assert table.auction.is_complete and str(table.contract) == "1CX N"


def test_17D2_four_passes_end_the_auction_period() -> None:
    table = table_after("P P P")
    assert table.phase == Phase.AUCTION
    table.call(Call.PASS)
    assert table.phase == Phase.COMPLETE and table.contract is None


def test_17D_no_call_after_the_auction_has_ended() -> None:
    table = table_after("1C P P P")
    with pytest.raises(IllegalCallError) as info:
        table.call(Call.PASS)
    assert info.value.law == "17D"
    assert table.legal_calls() == ()
