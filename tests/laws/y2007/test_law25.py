"""Law 25 (2007): the director's question is 2007's test (unintended, replaced without
pause for thought); a deliberate change accepted by LHO stands and Law 26 applies to the
withdrawn call; refused, the first call stands with no lead restriction (16D only).
No comparable-call question."""

from __future__ import annotations

from bridgelaws.engine.tablemode import TableMode

from .helpers import E, N, S, W, auction, cited, table


def north_changes_1c_to_1s() -> TableMode:
    t = table("2007")
    t.call(N, "1C")
    t.change(N, "1S")
    return t


def test_25A_the_question_is_inadvertent_and_without_pause_for_thought() -> None:
    t = north_changes_1c_to_1s()
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("inadvertent", "25A")
    assert t.step.question.law.edition == "2007"
    assert "without pause for thought" in t.step.question.message.render("en")
    t.find("inadvertent", True)
    assert auction(t) == "N:1S" and "25A1 (2007)" in cited(t)


def test_25B1_an_accepted_change_stands_and_Law_26_applies() -> None:
    t = north_changes_1c_to_1s()
    t.find("inadvertent", False)
    t.choose(E, "accept")
    assert t.step is None  # no comparable-call question
    assert auction(t) == "N:1S"
    assert t.restrictions and t.restrictions[0].law == "26"
    assert str(t.restrictions[0].call) == "1C"


def test_25B2_a_refused_change_is_cancelled_the_first_call_stands() -> None:
    t = north_changes_1c_to_1s()
    t.find("inadvertent", False)
    t.choose(E, "refuse")
    assert t.step is None
    assert auction(t) == "N:1C" and t.obligations == {} and t.restrictions == []
    assert "16D (2007)" in cited(t)
    t.call(E, "Pass")
    t.call(S, "1H")
    t.call(W, "Pass")
    assert auction(t) == "N:1C E:Pass S:1H W:Pass"
