"""Laws 35-39 (1997): an inadmissible call condoned by the left-hand opponent's call is
not penalised (35); 35C: a bid above seven condoned only makes the offender pass, where
2007 and 2017 bar both offenders for the whole auction (38C)."""

from __future__ import annotations

import pytest

from bridgelaws.engine.tablemode import IrregularActionError, TableMode

from ..y2007.helpers import E, N, S, W, auction, cited, table


def north_8h_east_passes(laws: str) -> TableMode:
    t = table(laws)
    t.call(N, "1S")
    t.call(E, "2H")
    t.call(S, "2S")
    t.call(W, "3H")
    t.call(N, "8H")
    t.call(E, "Pass")  # the offender's LHO calls before the director rules
    t.director()
    return t


def test_35C_a_bid_above_seven_condoned_only_the_offender_passes() -> None:
    t = north_8h_east_passes("1997")
    assert auction(t) == "N:1S E:2H S:2S W:3H N:Pass"
    assert t.turn == E and t.obligations == {} and t.restrictions == []
    assert "35C (1997)" in cited(t)
    t.call(E, "Pass")
    assert len(t.legal_calls(S)) > 1  # partner calls freely
    t.call(S, "4S")
    assert t.flags == []


@pytest.mark.parametrize("laws", ["2007", "2017"])
def test_38C_in_2007_and_2017_both_offenders_stay_barred(laws: str) -> None:
    t = north_8h_east_passes(laws)
    assert t.obligations[S].rest_of_auction and t.obligations[N].rest_of_auction


def test_38_a_bid_above_seven_not_condoned_bars_both_with_lead_penalties() -> None:
    t = table("1997")
    t.call(N, "1S")
    t.call(E, "8H")
    t.director()
    assert t.obligations[E].rest_of_auction and t.obligations[W].rest_of_auction
    assert t.obligations[W].law == "38" and t.obligations[W].law.edition == "1997"
    assert t.restrictions and [f.law for f in t.flags] == ["23"]


def test_35A_an_inadmissible_double_condoned_is_cancelled_with_the_later_calls() -> None:
    t = table("1997")
    t.call(N, "1S")
    t.call(E, "Pass")
    t.call(S, "X")  # a double of partner's bid
    t.call(W, "Pass")
    t.director()
    assert auction(t) == "N:1S E:Pass" and t.turn == S and t.obligations == {}
    assert "35A (1997)" in cited(t)


def test_36_an_inadmissible_double_bars_partner() -> None:
    t = table("1997")
    t.call(N, "1S")
    t.call(E, "Pass")
    t.call(S, "X")
    t.director()
    assert t.obligations[N].rest_of_auction and t.obligations[N].law == "36"
    assert t.obligations[N].law.edition == "1997"


def test_35B_a_call_while_barred_condoned_stands() -> None:
    t = table("1997")
    t.call(S, "1D")  # at North's turn: North barred for the whole auction (31B)
    t.choose(W, "refuse")
    t.call(N, "1H")  # in breach of the bar
    t.call(E, "Pass")
    t.director()
    assert auction(t) == "N:1H E:Pass" and "35B (1997)" in cited(t)
    assert t.obligations[N].rest_of_auction  # he goes on passing


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_36_no_36C_the_lead_waits_for_the_director(laws: str) -> None:
    t = table(laws)
    t.call(N, "1S")
    t.call(E, "Pass")
    t.call(S, "X")
    t.call(W, "Pass")
    t.call(N, "Pass")
    t.call(E, "Pass")
    with pytest.raises(IrregularActionError):
        t.play_card(E, "S9")
    t.director()
    assert auction(t) == "N:1S E:Pass" and t.turn == S  # 36A / 35A: cancelled


def test_39A_a_defenders_pass_after_the_final_pass_no_penalty_39B_a_bid_lead_penalty() -> None:
    t = table("1997")
    for seat, c in ((N, "1S"), (E, "Pass"), (S, "Pass"), (W, "Pass")):
        t.call(seat, c)
    t.call(W, "Pass")  # a defender's pass after the final pass: no penalty
    assert "39A (1997)" in cited(t) and t.restrictions == []
    t.call(W, "2H")  # a defender's bid after the final pass
    assert "39B (1997)" in cited(t)
    assert t.step is not None and [o.name for o in t.step.options][:2] == [
        "prohibit H", "require H"]
