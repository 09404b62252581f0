"""Law 30 (2007, and 1997 alike): a pass out of rotation before any bid, or at RHO's
turn, makes the offender pass once (30A, 30B1); after a bid at partner's turn the
offender passes for the whole auction (30B2(a)) and partner may not double or redouble
at that turn (30B2(b))."""

from __future__ import annotations

import pytest

from bridgelaws import Call
from bridgelaws.engine.tablemode import IrregularActionError

from .helpers import E, N, S, W, cited, table

PASS = (Call.parse("Pass"),)


def refuse_pass(laws: str, calls: str, offender: object) -> object:
    t = table(laws)
    seat = N
    for c in calls.split():
        t.call(seat, c)
        seat = seat.lho
    t.call(offender, "Pass")  # type: ignore[arg-type]
    t.choose(offender.lho, "refuse")  # type: ignore[attr-defined]
    t.find("artificial-pass", False)
    return t


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_30A_pass_before_any_bid_at_partners_turn_offender_passes_once(laws: str) -> None:
    t = refuse_pass(laws, "", S)  # South passes at North's turn; nobody has bid
    assert t.obligations[S].rest_of_auction is False  # type: ignore[attr-defined]
    assert t.obligations[S].law == "30A"  # type: ignore[attr-defined]
    assert N not in t.obligations  # type: ignore[attr-defined]
    assert len(t.legal_calls(N)) > 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_30B1_pass_at_rhos_turn_after_a_bid_offender_passes_once(laws: str) -> None:
    t = refuse_pass(laws, "1S", S)  # South passes at East's (his RHO's) turn
    assert t.obligations[S].rest_of_auction is False  # type: ignore[attr-defined]
    assert t.obligations[S].law == "30B1"  # type: ignore[attr-defined]
    assert t.flags == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_30B2_pass_at_partners_turn_bars_the_offender_and_partner_may_not_double(
        laws: str) -> None:
    t = table(laws)
    t.call(N, "1S")
    t.call(W, "Pass")  # at East's turn: East is West's partner
    t.choose(N, "refuse")
    t.find("artificial-pass", False)
    assert t.turn == E
    assert t.obligations[W].rest_of_auction and t.obligations[W].law == "30B2(a)"
    assert Call.parse("X") not in t.legal_calls(E)
    assert Call.parse("2H") in t.legal_calls(E)
    with pytest.raises(IrregularActionError) as refused:
        t.call(E, "X")
    assert refused.value.law == "30B2(b)" and refused.value.law.edition == laws
    t.call(E, "2H")
    t.call(S, "Pass")
    assert t.legal_calls(W) == PASS
    t.call(W, "Pass")
    t.call(N, "2S")
    assert Call.parse("X") in t.legal_calls(E)  # only at that turn
    assert f"30B2(b) ({laws})" in cited(t)
