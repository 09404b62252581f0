"""Law 19: doubles and redoubles: what may be doubled or redoubled, and 19C superseding."""

import pytest

from bridgelaws import Auction, Call, IllegalCallError, Risk, Seat


def _auction(calls: str) -> Auction:
    return Auction(Seat.NORTH).after_all(Call.parse(c) for c in calls.split())


@pytest.mark.parametrize("calls", ["1H", "1H P P"])
def test_19A1_double_of_opponents_last_bid_with_only_passes_between(calls: str) -> None:
    assert Call.DOUBLE in _auction(calls).legal_calls()


@pytest.mark.parametrize("calls", ["", "P", "1H P", "1H X", "1H X XX", "1H X P P"])
def test_19A1_no_double_otherwise(calls: str) -> None:
    auction = _auction(calls)
    assert Call.DOUBLE not in auction.legal_calls()
    with pytest.raises(IllegalCallError) as info:
        auction.after(Call.DOUBLE)
    assert info.value.law == "19A1"


@pytest.mark.parametrize("calls", ["1H X", "1H X P P", "1H P P X"])
def test_19B1_redouble_of_opponents_double(calls: str) -> None:
    assert Call.REDOUBLE in _auction(calls).legal_calls()


@pytest.mark.parametrize("calls", ["", "1H", "1H X P", "1H X XX", "1H P P X P"])
def test_19B1_no_redouble_otherwise(calls: str) -> None:
    auction = _auction(calls)
    assert Call.REDOUBLE not in auction.legal_calls()
    with pytest.raises(IllegalCallError) as info:
        auction.after(Call.REDOUBLE)
    assert info.value.law == "19B1"


def test_19C_a_later_legal_bid_cancels_double_and_redouble() -> None:
    auction = _auction("1H X XX 2C")
    assert auction.risk == Risk.UNDOUBLED
    assert Call.DOUBLE in auction.legal_calls()


def test_19D_the_contract_carries_the_double() -> None:
    assert _auction("1H X P P P").contract.risk == Risk.DOUBLED  # type: ignore[union-attr]
    assert _auction("1H X XX P P P").contract.risk == Risk.REDOUBLED  # type: ignore[union-attr]
