"""What happened at the table that the director judges (bridgelaws.engine.judged), and the
guided procedures the table log opens and answers (bridgelaws.laws.law12_procedures): by
the clause each step applies."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgelaws.cli.replay import replay_text
from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.formats.tablelog import (
    TableLogError,
    read_table_log,
    replay_log,
    write_table_log,
)
from bridgelaws.judgement.procedures import Record
from bridgelaws.messages import LANGUAGES
from bridgelaws.values.cards import Card, Seat

CASES = Path(__file__).resolve().parents[1] / "cases"
HEADER = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:KQ864.52.KJ4.A93 3.KQJ96.Q95.KJ72 AJ75.843.A72.Q65 T92.AT7.T863.T84"]
"""
AUCTION = "N 1S\nE 2H\nS 4S\nW pass\nN pass\nE pass\n"
# seven tricks played: no trump is left, South is on lead with six cards each
SEVEN = " ".join("""E S3 S SA W ST N SK S SJ W S9 N SQ E HK N S8 E HQ S S7 W S2 N S6 E HJ
S S5 W HA N S4 E H9 S H8 W HT N H5 E H6 S H4 W H7 W DT N DK E DQ S DA""".split())
# six tricks played another way: West still holds three trumps
SIX = " ".join("""E C2 S C5 W C4 N C3 S C6 W C8 N C9 E C7 N CA E CJ S CQ W CT N D4 E D5
S D2 W D3 E CK S D7 W D6 N DJ E D9 S DA W D8 N DK""".split())


def _cards(text: str) -> str:
    words = text.split()
    return "\n".join(f"{words[i]} {words[i + 1]}" for i in range(0, len(words), 2)) + "\n"


def run(body: str) -> TableMode:
    return replay_log(read_table_log(HEADER + body, "judged.log")).mode


def kinds(mode: TableMode) -> list[tuple[str, str, str]]:
    return [(r.kind, str(r.law), r.message.key) for r in mode.trail]


def test_16B1_a_hesitation_is_unauthorised_for_partner_and_at_the_opponents_risk() -> None:
    mode = run("N 1S\nE 2H\nS 3S\nW hesitates \"ten seconds\"\nW pass\n")
    assert ("information", "16B1", "judged.tempo.hesitation") in kinds(mode)
    assert ("information", "73D1", "judged.tempo.opponents") in kinds(mode)
    words = [r for r in mode.trail if r.message.key == "judged.words"]
    assert words and words[0].message.values["text"] == "ten seconds"
    assert mode.step is None  # a hesitation is no infraction: the auction goes on (73D1)


def test_20F3_a_question_about_one_call_and_40B2_an_announcement_with_its_words() -> None:
    mode = run("N 1NT\nS announces 1NT \"15-17\"\nE asks 1NT\nE pass\n")
    assert ("procedure", "40B2", "judged.explained.announcement") in kinds(mode)
    assert ("procedure", "20F3", "judged.asked.call") in kinds(mode)


def test_20F1_an_explanation_of_a_call_nobody_made_is_refused() -> None:
    with pytest.raises(TableLogError, match="1NT was not called by South"):
        run("N 1S\nS explains 1NT \"strong\"\n")


def test_16D_extraneous_information_before_and_after_the_first_call() -> None:
    before = run("E extraneous \"saw North's hand\"\n")
    after = run("N 1S\nE extraneous\n")
    assert ("consequence", "16D2", "judged.extraneous.before") in kinds(before)
    assert ("consequence", "16D3", "judged.extraneous.after") in kinds(after)


def test_68D_a_claim_with_a_statement_stops_play_until_an_opponent_agrees_69A() -> None:
    mode = run(AUCTION + _cards(SEVEN) + "N claims 4 order H D C \"a heart, clubs\"\n")
    assert mode.step is not None and str(mode.step.law) == "68D"
    with pytest.raises(IrregularActionError):
        mode.play_card(Seat.SOUTH, Card.parse("H3"))
    agreed = run(AUCTION + _cards(SEVEN) + "N claims 4 order H D C\nW agrees\n")
    assert agreed.play is not None and agreed.play.over and agreed.result == 10


def test_68D2a_an_objection_opens_the_contested_claim_with_the_cards_computed() -> None:
    mode = run(AUCTION + _cards(SEVEN) + "N claims 4 order H D C\nS objects\n"
               "TD answers claim.repeated yes\n")
    record = mode.records[-1]
    assert record.procedure.id == "claim" and record.facts["claimer"].name == "NORTH"  # type: ignore[attr-defined]
    assert "worst" in str(record.facts["check"])
    # 70C: no opponent holds a trump, a fact of the cards: the engine answers, and says so
    trump = record.latest()["ask.claim.trump"]
    assert (trump.value, trump.by) == ("no-trump-out", "engine")
    assert mode.step is not None and str(mode.step.law) == "70E1"


def test_70C_an_outstanding_trump_is_the_directors_to_judge() -> None:
    mode = run(AUCTION + _cards(SIX) + "N claims 5 \"all but the hearts\"\nE objects\n"
               "TD answers claim.repeated yes\n")
    assert mode.step is not None and str(mode.step.law) == "70C2"
    mode = run(AUCTION + _cards(SIX) + "N claims 5 \"all but the hearts\"\nE objects\n"
               "TD answers claim.repeated yes\nTD answers claim.trump unaware\n"
               "TD answers claim.finesse none-needed\nTD answers claim.tricks 4\n"
               "expect outcome claim.ruled\nexpect tricks 8\n")
    assert mode.play is not None and mode.play.over and mode.result == 8


def test_68B2_a_defenders_concession_his_partner_objects_to_stands_for_nothing() -> None:
    mode = run(AUCTION + _cards(SEVEN) + "E concedes 6 \"the rest are yours\"\nW objects\n")
    assert ("consequence", "68B2", "judged.objected.partner") in kinds(mode)
    assert ("information", "16C", "judged.objected.information") in kinds(mode)
    assert mode.step is None and mode.play is not None and not mode.play.over


def test_68D2b_play_continues_the_claim_is_void() -> None:
    mode = run(AUCTION + _cards(SEVEN) + "N claims 6\nplay continues\n"
               .replace("N claims 6", "N claims 6 \"all\""))
    assert ("consequence", "68D2(b)", "judged.play.continues") in kinds(mode)
    assert mode.step is None and not mode.play.over  # type: ignore[union-attr]
    after = run(AUCTION + _cards(SEVEN) + "N claims 6 \"all\"\nW objects\nplay continues\n")
    assert after.records == [] and after.step is None


def test_69B_agreement_withdrawn_rescored_with_the_trick() -> None:
    mode = run(AUCTION + _cards(SEVEN) + "N claims 4\nE withdraws-agreement\n"
               "TD answers withdrawal.won no\nTD answers withdrawal.likely yes\n"
               "TD answers withdrawal.tricks 3\n")
    assert mode.records[-1].outcome.id == "outcome.withdrawal.rescored"  # type: ignore[union-attr]
    assert mode.result == 9 and ("consequence", "69B", "judged.rescored") in kinds(mode)


def test_71_a_concession_stands_unless_the_trick_could_not_be_lost() -> None:
    stands = run(AUCTION + _cards(SEVEN) + "E concedes 4\nE cancels-concession\n"
                 "TD answers concession.won no\nTD answers concession.normal yes\n")
    assert stands.records[-1].outcome.id == "outcome.concession.stands"  # type: ignore[union-attr]
    assert stands.result == 10  # six tricks to North-South, and four of the six left
    cancelled = run(AUCTION + _cards(SEVEN) + "E concedes 4\nE cancels-concession\n"
                    "TD answers concession.won no\nTD answers concession.normal no\n"
                    "TD answers concession.tricks 3\n")
    assert cancelled.result == 9  # East-West's side gets one of the six tricks back


def test_21B1b_no_evidence_opens_misinformation_as_a_mistaken_explanation() -> None:
    mode = run("N 1S\nE 2D\nW explains 2D \"natural\"\nS 2H\nTD agreement no-evidence\n")
    record = mode.records[-1]
    assert record.procedure.id == "mi"
    assert record.latest()["ask.mi.agreement"].value == "no-evidence"
    assert mode.step is not None and str(mode.step.law) == "21B1(a)"
    changed = run("N 1S\nE 2D\nS 2H\nTD agreement mistaken-explanation \"card: 2D multi\"\n"
                  "TD answers mi.when auction\n")
    assert changed.records[-1].outcome.id == "outcome.mi.change"  # type: ignore[union-attr]
    assert changed.step is None


UI_CASE = (HEADER.replace('[Deal "', '[PairNS "1"]\n[PairEW "2"]\n[Deal "') +
           "N 1S\nE 2H\nS 3S\nW hesitates\nW pass\nN pass\nE 4H\nS pass\nW pass\nN pass\n"
           "E claims 8\nTD rules ui E\nTD answers ui.available yes\n"
           "TD answers ui.suggests yes\nTD answers ui.alternative yes\n"
           "TD answers ui.damage yes\nTD adjusts assign 3S N =\n")


def test_16B3_the_adjusted_score_keeps_the_record_as_its_reason() -> None:
    mode = replay_log(read_table_log(UI_CASE, "ui.log")).mode
    record = mode.records[-1]
    assert record.outcome is not None and record.outcome.id == "outcome.ui.adjust"
    assert mode.adjusted is not None and mode.adjusted.law == "16B3"
    assert mode.adjusted.note == record.note()
    assert "ui.alternative yes" in mode.adjusted.note
    assert [a.by for a in record.answers] == ["director"] * 5


def test_79C_a_reopened_answer_keeps_the_earlier_one_and_changes_the_outcome() -> None:
    mode = replay_log(read_table_log(
        UI_CASE + "TD reopens ui.alternative no \"poll: nobody passes\"\n", "ui.log")).mode
    record = mode.records[-1]
    assert record.outcome is not None and record.outcome.id == "outcome.ui.no-alternative"
    assert [a.ask for a in record.answers].count("ask.ui.alternative") == 2
    assert mode.adjusted is not None and mode.adjusted.result == "none"
    assert mode.score_status == "final"
    with pytest.raises(TableLogError):  # reopen what was never answered: refused
        replay_log(read_table_log(UI_CASE + "TD reopens mi.when later\n", "ui.log"))


def test_12C_the_records_survive_writing_the_log_back() -> None:
    mode = replay_log(read_table_log(
        UI_CASE + "TD reopens ui.damage no \"they would have bid 4H anyway\"\n",
        "ui.log")).mode
    again = replay_log(read_table_log(write_table_log(mode), "again.log")).mode
    assert again.events == mode.events and again.trail == mode.trail
    assert [r.as_dict() for r in again.records] == [r.as_dict() for r in mode.records]
    assert Record.from_dict(mode.records[-1].as_dict()).path() == mode.records[-1].path()


def test_12C_the_session_line_keeps_the_adjusted_score_with_its_reason() -> None:
    from bridgelaws.cli.replay import session_line  # the line `replay --session` prints

    mode = replay_log(read_table_log(UI_CASE, "ui.log")).mode
    line = session_line(mode, "1", "2")
    assert line.startswith("1 1 2 assign 3S N = law 16B3 \"ui: ui.available yes;")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trail_of_a_procedure_in_every_language(lang: str) -> None:
    text = replay_text(replay_log(read_table_log(UI_CASE, "ui.log")), lang)
    assert "16B1(b)" in text and "{" not in text


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_12C_the_directors_answers_are_shown_in_his_language(lang: str) -> None:
    """A choice or a yes/no answer is shown in the trail in the catalogue's words, not as
    the table log's keyword ("mistaken-call", "yes")."""
    path = CASES / "law21-mistaken-call-no-misinformation.log"
    text = replay_text(replay_log(read_table_log(path.read_text(), path.name)), lang)
    answered = [line for line in text.splitlines() if "21B1(b)" in line and "(" in line]
    assert answered and not any("mistaken-call" in line for line in answered), answered
    ui = replay_text(replay_log(read_table_log(UI_CASE, "ui.log")), lang)
    assert not re.search(r": (yes|no) \(", ui), ui


def test_12C_the_record_says_which_facts_the_engine_computed() -> None:
    from bridgelaws.cli.replay import replay_json

    replay = replay_log(read_table_log(HEADER + AUCTION + _cards(SEVEN) +
                                       "N claims 4 order H D C\nW objects\n", "c.log"))
    (record,) = replay_json(replay)["records"]  # type: ignore[misc]
    assert {"check", "doubtful", "remaining"} <= set(record["computed"])
    assert "statement" not in record["computed"] and "claimer" not in record["computed"]
    assert Record.from_dict(record).computed == replay.mode.records[0].computed


def test_70_without_the_deal_the_engine_computes_nothing_and_answers_nothing() -> None:
    header = HEADER.replace(
        '[Deal "N:KQ864.52.KJ4.A93 3.KQJ96.Q95.KJ72 AJ75.843.A72.Q65 T92.AT7.T863.T84"]',
        '[Hands "?"]')
    mode = replay_log(read_table_log(header + AUCTION + "E S3\nS SA\nW ST\nN SK\n"
                                     "N claims 9 \"all\"\nW objects\n"
                                     "TD answers claim.repeated yes\n", "u.log")).mode
    record = mode.records[-1]
    assert record.facts["check"] == "-" and "trump-out" not in record.facts
    assert mode.step is not None and str(mode.step.law) == "70C2"  # the director's to answer
