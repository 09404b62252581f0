"""The director's guided procedures (bridgelaws.judgement.procedures), step by step, by
the clause each question asks, with the properties that hold for every procedure."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.engine.steps import AnswerType
from bridgelaws.judgement.procedures import (
    CLAIM,
    END_OF_HAND,
    MISINFORMATION,
    PROCEDURES,
    REVOKE_EQUITY,
    UNAUTHORISED_INFORMATION,
    Ask,
    ProcedureError,
    Record,
    parse_adjustment,
)
from bridgelaws.messages import LANGUAGES, Message
from bridgelaws.scoring.session import Artificial, Assigned, Played, SessionError

UI = UNAUTHORISED_INFORMATION


def walk(record: Record, *answers: object) -> Record:
    for value in answers:
        assert record.waiting is not None
        record = record.answer(record.waiting.id, value)
    return record


def test_16B1_no_unauthorised_information_the_result_stands() -> None:
    record = walk(Record.start(UI, {"event": "hesitation"}), False)
    assert record.outcome is not None and record.outcome.id == "outcome.ui.none"
    assert not record.outcome.adjust


def test_16B1a_not_demonstrably_suggested_the_result_stands() -> None:
    record = walk(Record.start(UI), True, False)
    assert record.outcome is not None and record.outcome.id == "outcome.ui.not-suggested"
    assert [str(c) for c in record.laws()] == ["16B1", "16B1(a)", "16B1(a)"]


def test_16B1b_no_logical_alternative_the_result_stands() -> None:
    record = walk(Record.start(UI), True, True, False)
    assert record.outcome is not None and record.outcome.id == "outcome.ui.no-alternative"


def test_12B1_an_infraction_without_damage_is_not_adjusted() -> None:
    record = walk(Record.start(UI), True, True, True, False)
    assert record.outcome is not None and record.outcome.id == "outcome.ui.no-damage"


def test_16B3_damage_asks_for_the_adjusted_score_before_it_ends() -> None:
    record = walk(Record.start(UI), True, True, True, True)
    assert record.waiting is not None and record.waiting.id == "ask.ui.score"
    assert record.waiting.answer is AnswerType.ADJUSTED_SCORE
    assert not record.complete  # no outcome without the score
    record = record.answer("ask.ui.score", parse_adjustment("60% 4S N = ; 40% 4S N -1"))
    assert record.outcome is not None and record.outcome.id == "outcome.ui.adjust"
    assert record.outcome.adjust


def test_16B_an_answer_of_the_wrong_kind_is_refused() -> None:
    record = Record.start(UI)
    with pytest.raises(ProcedureError) as info:
        record.answer("ask.ui.available", "perhaps")
    assert info.value.message.key == "procedure.error.answer"
    assert "yes-no" in str(info.value)


def test_16B_a_question_off_the_path_cannot_be_answered() -> None:
    record = Record.start(UI)
    with pytest.raises(ProcedureError) as info:
        record.answer("ask.ui.damage", True)  # the first question is still open
    assert info.value.message.key == "procedure.error.off.path"


def test_79C_a_reopened_ruling_keeps_the_earlier_answer() -> None:
    record = walk(Record.start(UI), True, True, True, False)
    assert record.outcome is not None and record.outcome.id == "outcome.ui.no-damage"
    reopened = record.answer("ask.ui.alternative", False, note="poll: nobody passes")
    assert reopened.outcome is not None and reopened.outcome.id == "outcome.ui.no-alternative"
    assert [(a.ask, a.value) for a in reopened.answers][-2:] == [
        ("ask.ui.damage", False), ("ask.ui.alternative", False)]
    assert len(reopened.answers) == 5  # the earlier answers stay in the record


def test_21B1b_no_evidence_is_treated_as_a_mistaken_explanation() -> None:
    no_evidence = walk(Record.start(MISINFORMATION), "no-evidence")
    explanation = walk(Record.start(MISINFORMATION), "mistaken-explanation")
    assert no_evidence.waiting is not None and explanation.waiting is not None
    assert no_evidence.waiting.id == explanation.waiting.id == "ask.mi.when"


def test_75C_a_mistaken_call_is_no_misinformation() -> None:
    record = walk(Record.start(MISINFORMATION), "mistaken-call")
    assert record.outcome is not None and record.outcome.id == "outcome.mi.call"
    assert str(record.outcome.law) == "75C" and not record.outcome.adjust
    assert "75A" in record.outcome.message.render("en")


def test_21B1a_found_in_the_auction_the_call_may_be_changed() -> None:
    record = walk(Record.start(MISINFORMATION), "no-evidence", "auction")
    assert record.outcome is not None and record.outcome.id == "outcome.mi.change"


def test_21B3_damage_after_the_auction_is_adjusted() -> None:
    record = walk(Record.start(MISINFORMATION), "mistaken-explanation", "later", True,
                  Artificial.AVERAGE_PLUS)
    assert record.outcome is not None and record.outcome.id == "outcome.mi.adjust"


def test_21B_a_choice_not_offered_is_refused() -> None:
    with pytest.raises(ProcedureError) as info:
        Record.start(MISINFORMATION).answer("ask.mi.agreement", "mistaken-bid")
    assert "mistaken-explanation, mistaken-call, no-evidence" in str(info.value)


def test_70_a_contested_claim_ends_with_the_tricks_awarded() -> None:
    record = walk(Record.start(CLAIM, {"statement": "all, drawing trumps"}), True)
    record = record.answer("ask.claim.trump", "unaware", by="director")
    record = record.answer("ask.claim.finesse", "none-needed", by="engine")
    assert record.waiting is not None and record.waiting.id == "ask.claim.tricks"
    with pytest.raises(ProcedureError):
        record.answer("ask.claim.tricks", 14)
    record = record.answer("ask.claim.tricks", 9)
    assert record.outcome is not None and record.outcome.id == "outcome.claim.ruled"
    assert [a.by for a in record.answers] == ["director", "director", "engine", "director"]


def test_64C1_equity_after_a_revoke() -> None:
    enough = walk(Record.start(REVOKE_EQUITY), False)
    adjust = walk(Record.start(REVOKE_EQUITY), True, parse_adjustment("4H S ="))
    assert enough.outcome is not None and enough.outcome.id == "outcome.revoke.enough"
    assert adjust.outcome is not None and adjust.outcome.id == "outcome.revoke.adjust"


def test_72C_the_end_of_hand_review() -> None:
    assert walk(Record.start(END_OF_HAND), False).outcome.id == "outcome.review.stands"  # type: ignore[union-attr]
    assert walk(Record.start(END_OF_HAND), True, False).outcome.id == "outcome.review.stands"  # type: ignore[union-attr]
    done = walk(Record.start(END_OF_HAND), True, True, parse_adjustment("score 420"))
    assert done.outcome is not None and done.outcome.id == "outcome.review.adjust"


def test_12C_adjusted_scores_are_checked() -> None:
    assert parse_adjustment("ave+") is Artificial.AVERAGE_PLUS
    assert parse_adjustment("4S N -1") == Assigned.single(Played.parse("4S N -1"))
    weighted = parse_adjustment("1/3 4S N = ; 2/3 4S N -1")
    assert isinstance(weighted, Assigned) and weighted.outcomes[0][0] == Fraction(1, 3)
    with pytest.raises(SessionError):
        parse_adjustment("50% 4S N = ; 40% 4S N -1")  # weights must add up to one
    with pytest.raises(SessionError):
        parse_adjustment("4S N +4")  # no fourteen tricks


# --- every procedure ---

@pytest.mark.parametrize("procedure", PROCEDURES.values(), ids=list(PROCEDURES))
def test_every_question_and_outcome_has_words_in_every_language(procedure: object) -> None:
    steps = [*procedure.asks.values(), *procedure.outcomes.values()]  # type: ignore[attr-defined]
    for lang in LANGUAGES:
        for step in steps:
            assert step.message.render(lang)
        assert Message(procedure.key).render(lang)  # type: ignore[attr-defined]


@pytest.mark.parametrize("procedure", PROCEDURES.values(), ids=list(PROCEDURES))
def test_every_question_is_reachable_and_every_outcome_too(procedure: object) -> None:
    reached = {procedure.first}  # type: ignore[attr-defined]
    for ask in procedure.asks.values():  # type: ignore[attr-defined]
        reached.update(ask.leads.values())
    assert reached == set(procedure.asks) | set(procedure.outcomes)  # type: ignore[attr-defined]


def answers_for(ask: Ask) -> st.SearchStrategy[object]:
    if ask.answer is AnswerType.YES_NO:
        return st.booleans()
    if ask.answer is AnswerType.CHOICE:
        return st.sampled_from(ask.choices)
    if ask.answer is AnswerType.TRICKS:
        return st.integers(0, 13)
    return st.sampled_from([Artificial.AVERAGE_PLUS, parse_adjustment("4S N -1"),
                            parse_adjustment("60% 3NT S = ; 40% 3NT S -1")])


@given(st.sampled_from(sorted(PROCEDURES)), st.data())
def test_property_no_procedure_ends_without_every_answer_on_its_path(
        name: str, data: st.DataObject) -> None:
    record = Record.start(PROCEDURES[name])
    for _ in range(12):
        if data.draw(st.booleans()) and record.answers:  # now and then, reopen one
            earlier = data.draw(st.sampled_from([a.ask for a in record.answers
                                                 if a.ask in {s.id for s in record.path()}]))
            ask = PROCEDURES[name].asks[earlier]
        elif record.waiting is not None:
            ask = record.waiting
        else:
            break
        record = record.answer(ask.id, data.draw(answers_for(ask)))
        answered = record.latest()
        path = record.path()
        for step in path[:-1]:  # every question before the last step has its answer
            assert step.id in answered
        if record.complete:
            assert all(s.id in answered for s in path if isinstance(s, Ask))
        # and the record survives JSON unchanged
        again = Record.from_dict(json.loads(json.dumps(record.as_dict())))
        assert again.path() == path and len(again.answers) == len(record.answers)


def test_12C_one_reader_for_the_session_file_the_table_log_and_the_procedures() -> None:
    from bridgelaws.formats.sessionfile import read_adjusted
    from bridgelaws.judgement import procedures
    from bridgelaws.scoring import session

    assert procedures.parse_adjustment is session.parse_adjustment
    same = parse_adjustment("assign 60% 4S N = ; 40% 4S N -1")
    assert same == parse_adjustment("0.6 4S N = ; 0.4 4S N 9")
    assert read_adjusted("assign 0.6 4S N = ; 0.4 4S N 9")[0] == session.outcome_text(same)
    better = parse_adjustment("better-of NS assign 4S N =")
    assert isinstance(better, session.BetterOf)
    with pytest.raises(SessionError) as info:
        parse_adjustment("4S N -1 extra")
    assert info.value.column == 9  # the reader says where
