"""Law 31 (2007): a bid out of rotation bars the offender's partner for the whole auction
at partner's or LHO's turn (31B); at RHO's turn, after RHO calls, partner passes once if
the offender repeats the denomination (31A2(a)), otherwise for the whole auction
(31A2(b)). There is no comparable-call question."""

from __future__ import annotations

import pytest

from bridgelaws import Call
from bridgelaws.engine.tablemode import IrregularActionError

from .helpers import E, N, S, W, auction, cited, table

PASS = (Call.parse("Pass"),)


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_31B_bid_at_partners_turn_bars_partner_for_the_whole_auction(laws: str) -> None:
    t = table(laws)
    t.call(S, "1D")  # at North's turn (North deals)
    t.choose(W, "refuse")
    assert t.turn == N
    assert t.obligations[N].rest_of_auction and t.obligations[N].law == "31B"
    assert t.obligations[N].law.edition == laws
    assert t.legal_calls(N) == PASS
    assert t.restrictions and t.restrictions[0].offender == S
    t.call(N, "Pass")
    t.call(E, "1H")
    assert len(t.legal_calls(S)) > 1  # the offender himself calls freely
    t.call(S, "2D")
    assert t.step is None  # no comparable-call question under this edition
    t.call(W, "Pass")
    assert t.legal_calls(N) == PASS  # still barred at his second turn
    assert f"31B ({laws})" in cited(t)
    assert [f.law for f in t.flags] == ["23"]


def test_31B_bid_at_lhos_turn_before_the_offender_called_bars_partner() -> None:
    t = table("2007")
    t.call(W, "1H")  # West bids at North's (his LHO's) turn, before calling himself
    t.choose(N, "refuse")
    assert t.turn == N and t.obligations[E].rest_of_auction


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_31A1_rho_passes_the_offender_repeats_his_bid(laws: str) -> None:
    t = table(laws)
    t.call(E, "1H")  # at North's (his RHO's) turn
    t.choose(S, "refuse")
    t.call(N, "Pass")
    assert t.legal_calls(E) == (Call.parse("1H"),)
    with pytest.raises(IrregularActionError) as refused:
        t.call(E, "2H")
    assert refused.value.law == "31A1" and refused.value.law.edition == laws
    t.call(E, "1H")
    assert t.obligations == {} and t.restrictions == [] and t.flags == []


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_31A2a_repeating_the_denomination_partner_passes_once(laws: str) -> None:
    t = table(laws)
    t.call(E, "1H")
    t.choose(S, "refuse")
    t.call(N, "1S")
    t.call(E, "2H")  # the same denomination
    assert t.step is None
    assert t.obligations[W].rest_of_auction is False and t.obligations[W].law == "31A2(a)"
    assert t.restrictions == []
    t.call(S, "Pass")
    assert t.legal_calls(W) == PASS
    t.call(W, "Pass")
    assert W not in t.obligations


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_31A2b_another_denomination_bars_partner_and_restricts_the_lead(laws: str) -> None:
    t = table(laws)
    t.call(E, "1H")
    t.choose(S, "refuse")
    t.call(N, "1S")
    t.call(E, "2C")
    assert t.step is None
    assert t.obligations[W].rest_of_auction and t.obligations[W].law == "31A2(b)"
    assert t.restrictions and t.restrictions[0].offender == E
    assert auction(t) == "N:1S E:2C"
