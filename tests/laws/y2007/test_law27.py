"""Law 27 (2007): the director's questions are 2007's own tests: 27B1(a) both bids
natural (not artificial), 27B1(b) the same or a more precise meaning (not 2017's
comparable call); otherwise partner passes for the whole auction (27B2, 27B3)."""

from __future__ import annotations

from bridgelaws import Call
from bridgelaws.engine.tablemode import TableMode

from .helpers import E, N, S, W, auction, cited, table

PASS = (Call.parse("Pass"),)


def east_1h_over_1s() -> TableMode:
    t = table("2007")
    t.call(N, "1S")
    t.call(E, "1H")  # insufficient
    t.choose(S, "refuse")
    return t


def test_27B1a_lowest_bid_in_the_denomination_asks_whether_both_are_natural() -> None:
    t = east_1h_over_1s()
    t.call(E, "2H")
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("natural", "27B1(a)")
    assert t.step.question.law.edition == "2007"
    assert "natural beyond doubt" in t.step.question.message.render("en")
    t.find("natural", True)
    assert auction(t) == "N:1S E:2H" and t.obligations == {}
    assert [f"{f.law}" for f in t.flags] == ["27D"]


def test_27B1b_a_not_natural_lowest_bid_gets_the_more_precise_question() -> None:
    t = east_1h_over_1s()
    t.call(E, "2H")
    t.find("natural", False)
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("more-precise", "27B1(b)")
    assert "more precise" in t.step.question.message.render("en")


def test_27B1b_same_or_more_precise_meaning_stands_and_16D_applies() -> None:
    t = east_1h_over_1s()
    t.call(E, "X")  # 1H showed hearts and values; the double, say, shows the same
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "more-precise"
    t.find("more-precise", True)
    assert auction(t) == "N:1S E:X" and t.obligations == {}
    assert "16D (2007)" in cited(t)  # the insufficient bid stays unauthorised
    assert [f"{f.law}" for f in t.flags] == ["27D"]


def test_27B2_other_sufficient_bid_bars_partner_for_the_whole_auction() -> None:
    t = east_1h_over_1s()
    t.call(E, "2C")
    t.find("more-precise", False)
    assert t.obligations[W].rest_of_auction and t.obligations[W].law == "27B2"
    assert t.restrictions and "23" in [f.law for f in t.flags]
    t.call(S, "2S")
    assert t.legal_calls(W) == PASS


def test_27B3_a_double_without_the_same_meaning_is_cancelled() -> None:
    t = east_1h_over_1s()
    t.call(E, "X")
    t.find("more-precise", False)
    assert t.obligations[W].rest_of_auction and t.obligations[W].law == "27B3"
    assert auction(t) == "N:1S"  # he must still replace the insufficient bid
    t.call(E, "2H")
    t.find("natural", True)
    assert auction(t) == "N:1S E:2H"
