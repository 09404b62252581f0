"""Law 32 (2007, and 1997 alike): a double or redouble out of rotation at partner's turn
bars partner for the whole auction (32A); at RHO's turn, a pass by RHO makes the
offender repeat it (32B1), a bid by RHO leaves the offender free and bars partner
(32B2). Lead restrictions: 26B."""

from __future__ import annotations

import pytest

from bridgelaws import Call
from bridgelaws.engine.tablemode import TableMode

from .helpers import E, N, S, W, table

PASS = (Call.parse("Pass"),)


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_32A_double_at_partners_turn_bars_partner_for_the_whole_auction(laws: str) -> None:
    t = table(laws)
    t.call(N, "1S")
    t.call(W, "X")  # at East's turn: East is his partner
    t.choose(N, "refuse")
    assert t.turn == E
    assert t.obligations[E].rest_of_auction and t.obligations[E].law == "32A"
    assert t.restrictions and t.restrictions[0].offender == W
    assert t.legal_calls(E) == PASS
    t.call(E, "Pass")
    t.call(S, "2S")
    t.call(W, "3H")
    t.call(N, "Pass")
    assert t.legal_calls(E) == PASS
    assert t.step is None and [f.law for f in t.flags] == ["23"]


def west_doubles_at_souths_turn(laws: str) -> TableMode:
    """North opens 1S, East passes, and West doubles at South's (his RHO's) turn."""
    t = table(laws)
    t.call(N, "1S")
    t.call(E, "Pass")
    t.call(W, "X")
    t.choose(N, "refuse")
    assert t.turn == S and t.obligations == {}
    return t


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_32B1_rho_passes_offender_repeats_his_double(laws: str) -> None:
    t = west_doubles_at_souths_turn(laws)
    t.call(S, "Pass")
    assert t.legal_calls(W) == (Call.parse("X"),)
    t.call(W, "X")
    assert t.obligations == {} and t.flags == []


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_32B2_rho_bids_offender_free_partner_barred(laws: str) -> None:
    t = west_doubles_at_souths_turn(laws)
    t.call(S, "2S")
    assert len(t.legal_calls(W)) > 1
    t.call(W, "Pass")
    assert t.step is None  # no comparable-call question
    assert t.obligations[E].rest_of_auction and t.obligations[E].law == "32B2"
    assert t.obligations[E].law.edition == laws
    assert t.restrictions and t.restrictions[0].offender == W
