"""Law 18: bids, their order, sufficiency."""

import pytest

from bridgelaws import Auction, Call, IllegalCallError, Seat, Strain
from bridgelaws.values.calls import ALL_CALLS

BIDS = [c for c in ALL_CALLS if c.is_bid]


def test_18A_a_bid_names_one_to_seven_odd_tricks_and_a_strain() -> None:
    assert len(BIDS) == 35
    assert {c.level for c in BIDS} == set(range(1, 8))
    with pytest.raises(ValueError):
        Call.bid(8, Strain.CLUBS)
    with pytest.raises(ValueError):
        Call.parse("0NT")


def test_18A_pass_double_redouble_are_calls_not_bids() -> None:
    assert not any(c.is_bid for c in (Call.PASS, Call.DOUBLE, Call.REDOUBLE))


def test_18B_higher_strain_same_level_or_any_higher_level_supersedes() -> None:
    assert Call.parse("1NT") > Call.parse("1S") > Call.parse("1H")
    assert Call.parse("2C") > Call.parse("1NT")
    assert Call.parse("7C") > Call.parse("6NT")


def test_18C_every_higher_bid_is_sufficient() -> None:
    auction = Auction(Seat.NORTH).after(Call.parse("2H"))
    legal_bids = [c for c in auction.legal_calls() if c.is_bid]
    assert legal_bids == [c for c in BIDS if c > Call.parse("2H")]


@pytest.mark.parametrize("bid", ["2H", "2D", "1NT", "1C"])
def test_18D_insufficient_bid_refused_in_strict_mode(bid: str) -> None:
    auction = Auction(Seat.NORTH).after(Call.parse("2H"))
    with pytest.raises(IllegalCallError) as info:
        auction.after(Call.parse(bid))
    assert info.value.law == "18D"


def test_18E_strain_order_notrump_highest() -> None:
    assert list(Strain) == [Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES,
                            Strain.NOTRUMP]


def test_no_bid_after_7NT() -> None:
    auction = Auction(Seat.NORTH).after(Call.parse("7NT"))
    assert [str(c) for c in auction.legal_calls()] == ["Pass", "X"]
