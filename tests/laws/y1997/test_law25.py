"""Law 25 (1997): a refused change of mind gives the offender a choice: let the first
call stand, partner passing once (25B2(b)(i)), or make any other legal call with his side
capped at average minus (25B2(b)(ii)); Law 26 either way (25B2(c)). An accepted change
stands with no penalty (25B1)."""

from __future__ import annotations

import pytest

from bridgelaws import Call
from bridgelaws.engine.tablemode import IrregularActionError, TableMode

from ..y2007.helpers import E, N, S, W, auction, cited, table


def north_changes_1c_to_1s() -> TableMode:
    t = table("1997")
    t.call(N, "1C")
    t.change(N, "1S")
    t.find("inadvertent", False)
    return t


def test_25B1_accepted_change_stands_without_penalty() -> None:
    t = north_changes_1c_to_1s()
    t.choose(E, "accept")
    assert auction(t) == "N:1S" and t.restrictions == [] and t.step is None
    assert "25B1 (1997)" in cited(t)


def test_25B2b_refused_the_offender_chooses() -> None:
    t = north_changes_1c_to_1s()
    t.choose(E, "refuse")
    assert t.step is not None
    assert [(o.name, o.chooser, o.law) for o in t.step.options] == [
        ("keep", N, "25B2(b)(i)"), ("withdraw", N, "25B2(b)(ii)")]
    assert "average minus" in t.step.options[1].message.render("en")


def test_25B2bi_first_call_stands_partner_passes_once() -> None:
    t = north_changes_1c_to_1s()
    t.choose(E, "refuse")
    t.choose(N, "keep")
    assert auction(t) == "N:1C"
    assert t.obligations[S].rest_of_auction is False
    assert t.obligations[S].law == "25B2(b)(i)" and t.obligations[S].law.edition == "1997"
    assert t.restrictions and str(t.restrictions[0].call) == "1S"  # 25B2(c)
    t.call(E, "Pass")
    assert t.legal_calls(S) == (Call.parse("Pass"),)


def test_25B2bii_another_call_side_capped_at_average_minus() -> None:
    t = north_changes_1c_to_1s()
    t.choose(E, "refuse")
    t.choose(N, "withdraw")
    assert auction(t) == "" and t.turn == N
    with pytest.raises(IrregularActionError):
        t.call(N, "1C")  # another call than the first
    t.call(N, "1NT")
    assert auction(t) == "N:1NT" and t.obligations == {}
    assert [f.law for f in t.flags] == ["25B2(b)(ii)"]
    text = t.flags[0].message.render("en")
    assert "average minus" in text and "East-West" not in text.split(";")[0]
    assert t.restrictions and str(t.restrictions[0].call) == "1C"
    assert "25B2(c) (1997)" in cited(t)
    t.call(E, "Pass")
    t.call(S, "3NT")
    t.call(W, "Pass")
    t.call(N, "Pass")
    t.call(E, "Pass")
    assert t.contract is not None and str(t.contract) .startswith("3NT")
