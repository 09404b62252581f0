"""Law 27 (1997): a refused insufficient bid is replaced by a sufficient bid or a pass;
only the lowest bid in the same denomination, both bids beyond doubt natural, goes
unpenalised (27B1(a), with a possible adjustment, 27B1(b)); anything else bars partner
for the whole auction (27B2, 27B3). No question of meaning, no second insufficient bid,
no premature replacement."""

from __future__ import annotations

import pytest

from bridgelaws import Call
from bridgelaws.engine.tablemode import IrregularActionError, TableMode

from ..y2007.helpers import E, N, S, W, auction, cited, table

PASS = (Call.parse("Pass"),)


def east_1h_over_1s() -> TableMode:
    t = table("1997")
    t.call(N, "1S")
    t.call(E, "1H")  # insufficient
    t.choose(S, "refuse")
    return t


def test_27B1a_lowest_bid_both_natural_no_penalty_27B1b_flag() -> None:
    t = east_1h_over_1s()
    t.call(E, "2H")
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("natural", "27B1(a)")
    t.find("natural", True)
    assert auction(t) == "N:1S E:2H" and t.obligations == {}
    assert [(f.law, f.law.edition) for f in t.flags] == [("27B1(b)", "1997")]


def test_27B2_lowest_bid_possibly_conventional_bars_partner() -> None:
    t = east_1h_over_1s()
    t.call(E, "2H")
    t.find("natural", False)  # no meaning test follows in 1997
    assert t.step is None
    assert t.obligations[W].rest_of_auction and t.obligations[W].law == "27B2"
    assert t.obligations[W].law.edition == "1997"


def test_27B2_any_other_sufficient_bid_bars_partner_with_no_question() -> None:
    t = east_1h_over_1s()
    t.call(E, "3H")
    assert t.step is None
    assert t.obligations[W].rest_of_auction and "27B2 (1997)" in cited(t)
    assert t.restrictions and t.restrictions[0].offender == E
    assert "23" in [f.law for f in t.flags]


def test_27B3_double_cancelled_partner_barred_then_a_sufficient_bid() -> None:
    t = east_1h_over_1s()
    t.call(E, "X")
    assert t.obligations[W].rest_of_auction and t.obligations[W].law == "27B3"
    assert auction(t) == "N:1S"
    t.call(E, "2H")
    t.find("natural", True)
    assert auction(t) == "N:1S E:2H"


def test_27B_another_insufficient_bid_is_refused() -> None:
    t = east_1h_over_1s()
    with pytest.raises(IrregularActionError) as refused:
        t.call(E, "1D")
    assert refused.value.law == "27B" and refused.value.law.edition == "1997"
    assert "sufficient bid or a pass" in refused.value.message.render("en")


def test_27A_a_replacement_before_lhos_choice_waits() -> None:
    t = table("1997")
    t.call(N, "1S")
    t.call(E, "1H")
    with pytest.raises(IrregularActionError):
        t.call(E, "2H")
    t.choose(S, "accept")
    assert auction(t) == "N:1S E:1H"
