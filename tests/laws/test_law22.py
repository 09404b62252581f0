"""Law 22: end of the auction; the contract and the declarer."""

import pytest

from bridgelaws import Auction, Call, Phase, Risk, Seat, Strain

from ..helpers import table_after


def _auction(calls: str, dealer: Seat = Seat.NORTH) -> Auction:
    return Auction(dealer).after_all(Call.parse(c) for c in calls.split())


def test_22A_last_bid_followed_by_three_passes_is_the_contract() -> None:
    contract = _auction("1C 1H 2S P P P").contract
    assert contract is not None
    assert (contract.level, contract.strain, contract.risk) == (2, Strain.SPADES, Risk.UNDOUBLED)


@pytest.mark.parametrize(
    ("calls", "declarer"),
    [
        ("1H P 4H P P P", Seat.NORTH),  # opener named hearts first
        ("1C P 1H P 4H P P P", Seat.SOUTH),  # responder named hearts first
        ("P 1S P 2C P 4S P P P", Seat.EAST),
        ("1NT 2H P P 3NT P P P", Seat.NORTH),  # 3NT by South, but North named notrump first
        ("1H 1S 2H 2S P P P", Seat.EAST),
    ],
)
def test_22A_declarer_is_first_of_the_side_to_name_the_strain(calls: str, declarer: Seat) -> None:
    assert _auction(calls).declarer == declarer


def test_22A_opponents_naming_the_strain_does_not_count() -> None:
    # East names spades first; North-South then play in spades, which South named first
    auction = _auction("1H 1S 2S P 4S P P P")
    assert auction.contract is not None and auction.declarer == Seat.SOUTH


def test_22B_four_passes_no_contract_and_zero_score() -> None:
    table = table_after("P P P P")
    assert table.phase == Phase.COMPLETE
    assert table.contract is None
    assert table.score == (0, 0)
    assert table.result is None
