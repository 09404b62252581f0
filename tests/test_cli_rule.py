"""``bridgelaws rule``: the director's wizard, driven with answers given in advance."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.cli.lang import CliError
from bridgelaws.cli.rule import ScriptedPrompter, record_text, wizard
from bridgelaws.formats.tablelog import read_table_log, replay_log
from bridgelaws.judgement.procedures import Record


def run(answers: list[object], lang: str = "en",
        save: Path | None = None) -> tuple[str, ScriptedPrompter]:
    prompter = ScriptedPrompter(answers)
    out = io.StringIO()
    assert wizard(prompter, lang, out, save) == 0
    assert prompter.answers == []  # every answer was asked for
    return out.getvalue(), prompter


def test_27_an_insufficient_bid_shows_the_options_and_writes_the_log(tmp_path: Path) -> None:
    log = tmp_path / "ruling.log"
    text, prompter = run(["insufficient", "1", "1NT", "1h", "S accepts"], save=log)
    assert prompter.asked[:2] == ["What happened?", "Board number"]
    assert "Read this to the table:" in text
    assert "Law 27A1" in text and "Law 27B" in text  # both options, with their laws
    assert "South accepted 1♥." in text
    written = log.read_text(encoding="utf-8")
    assert written == '[Board "1"]\nN 1NT\nE 1H\nS accepts\n'
    replay = replay_log(read_table_log(written))  # the log replays as the wizard showed it
    assert replay.mode.step is None


def test_27_refused_goes_on_to_the_director_s_finding() -> None:
    # Refused: the offender must replace it; a comparable call (27B1(b)) is the director's
    # finding, asked as a yes-or-no question once the replacement is known. Here the
    # wizard stops when no more choices or findings are pending.
    text, _ = run(["insufficient", "1", "1NT", "1H", "S refuses"])
    assert "S refuses" in text.split("The table log of this ruling:")[1]


def test_29_a_call_out_of_rotation_dealer_from_the_board_number() -> None:
    # Board 2: East deals; South calls first, out of rotation.
    text, prompter = run(["rotation", "2", "", "S", "1S", "W refuses"])
    assert "(East)" in prompter.asked[2]
    assert "Law 29" in text
    assert '[Board "2"]\nS 1S\nW refuses' in text


def test_24_a_card_exposed_during_the_auction() -> None:
    text, _ = run(["exposed", "1", "1H", "W", "sa"])
    assert "Law 24B" in text and "East must pass at the next turn to call." in text
    assert "W exposes SA" in text


def test_16B_a_hesitation_walks_the_procedure_and_prints_the_record(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    text, _ = run(["hesitation", True, True, True, True, "60% 4S N = ; 40% 4S N -1"],
                  save=saved)
    assert text.startswith("Ruling record: Unauthorised information from partner (16B)")
    assert "16B1(b)" in text and "→ 60% 4S N = ; 40% 4S N -1 (the director)" in text
    record = Record.from_dict(json.loads(saved.read_text(encoding="utf-8")))
    assert record.outcome is not None and record.outcome.id == "outcome.ui.adjust"


def test_21B_a_wrong_explanation_in_german() -> None:
    text, prompter = run(["explanation", "no-evidence", "later", False], lang="de")
    assert prompter.asked[0] == "Was ist passiert?"
    assert text.startswith("Entscheidungsprotokoll: Falschinformation")
    assert "Keine Beweise in die eine oder andere Richtung (Turnierleiter)" in text


@pytest.mark.parametrize("lang", ["fr", "it", "nl"])
def test_the_wizard_speaks_every_language(lang: str) -> None:
    text, prompter = run(["claim", True, "unaware", "none-needed", "9"], lang=lang)
    assert prompter.asked[0] != "What happened?"
    assert "70C2" in text and "Claim" not in prompter.asked[0]


def test_a_bad_board_number_is_refused_with_a_message() -> None:
    with pytest.raises(CliError) as info:
        run(["insufficient", "0"])
    assert "1 to 9999" in info.value.render("en")


def test_calls_that_cannot_be_read_are_refused() -> None:
    with pytest.raises(CliError) as info:
        run(["insufficient", "1", "1NT 9Q"])
    assert "separated by spaces" in info.value.render("en")


def test_an_adjusted_score_whose_weights_do_not_add_up_is_refused() -> None:
    with pytest.raises(CliError) as info:
        run(["revoke", True, "50% 4S N = ; 40% 4S N -1"])
    assert "add up to 9/10" in info.value.render("en")


def test_39_a_call_after_the_final_pass_is_ruled_not_refused() -> None:
    text, _ = run(["insufficient", "1", "P P P P", "1C"])
    assert "Law 39A" in text and "1♣ by North is cancelled." in text


def test_a_card_named_twice_is_refused() -> None:
    with pytest.raises(CliError) as info:
        run(["exposed", "1", "", "W", "SA SA"])
    assert "more than once" in info.value.render("en")


def test_record_text_names_who_answered() -> None:
    record = Record.from_dict({"procedure": "claim", "answers": [
        {"ask": "ask.claim.repeated", "value": "yes"},
        {"ask": "ask.claim.trump", "value": "no-trump-out", "by": "engine"}]})
    text = record_text(record, "en")
    assert "No opponent holds a trump (computed by bridgelaws)" in text


def test_the_command_is_listed() -> None:
    with pytest.raises(SystemExit):
        main(["rule", "--help"])


def test_54_an_opening_lead_out_of_turn_is_one_script_with_the_50D2_choices() -> None:
    text, prompter = run(["lead", "1", "1NT P 3NT P P P", "W", "hk", "N refuses",
                          "N requires H"])
    script = text.split("Read this to the table:")[1]
    for law in ("54B", "54A", "54D", "50D2(a)", "50D2(b)"):  # every choice, read at once
        assert f"(Law {law})" in script
    assert "Who faced the opening lead?" in prompter.asked
    log = text.split("The table log of this ruling:")[1]
    assert '[Hands "?"]' in log and "W HK\nN refuses\nN requires H" in log


def test_54_the_auction_must_end_before_a_lead() -> None:
    with pytest.raises(CliError) as info:
        run(["lead", "1", "1NT P"])
    assert "do not end the auction" in info.value.render("en")


def test_64A2_a_revoke_from_who_won_which_trick(tmp_path: Path) -> None:
    log = tmp_path / "revoke.log"
    text, prompter = run(["revoke-tricks", "1", "3NT N", "W", "3", "S", "2", True,
                          "E N N W N N N N N N E", True], save=log)
    assert "Law 64A2" in text and "After the revoke transfer declarer's side has 11 tricks" \
        in text
    assert prompter.asked[-1].startswith("Does the trick transfer fully compensate")
    replay = replay_log(read_table_log(log.read_text(encoding="utf-8")))
    assert replay.mode.result == 11 and replay.mode.score == (460, -460)


def test_64A1_a_revoke_in_the_first_trick_won_by_the_offender() -> None:
    text, prompter = run(["revoke-tricks", "2", "4SX E", "E", "1", "H", True,
                          "E E W S E E N E E W E E N", False], lang="de")
    assert "§ 64A1" in text
    assert not any("vor dem Revoke-Stich" in q for q in prompter.asked)  # trick 1


def test_62A_a_revoke_not_established_is_corrected_and_needs_the_cards() -> None:
    text, _ = run(["revoke-tricks", "1", "3NT N", "W", "5", "D", "4", False])
    assert "Law 62A: West’s revoke in trick 5 is not established" in text
    assert " revoke W" not in text.split("The table log of this ruling:")[1]


def test_a_revoke_needs_one_winner_for_each_trick_from_it() -> None:
    with pytest.raises(CliError) as info:
        run(["revoke-tricks", "1", "3NT N", "W", "12", "S", "9", True, "N N N"])
    assert "for each trick from trick 12 to 13" in info.value.render("en")
