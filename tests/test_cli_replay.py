"""``bridgelaws replay``: the ruling trail of a table log, as a director reads it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.formats.pbn import read_pbn

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
HEADER = f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n[Laws "2017"]\n\n'
CLUB = HEADER + """\
N 1S
E 1H              # insufficient over 1S
S refuses         # East's left-hand opponent does not accept it
E 3C
TD comparable no
expect obligation W rest
S 3S
W pass
N pass
E pass
expect contract 3S N
E CA
S C8
W C5
N C2
E claims 3
expect score 140
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def log_file(tmp_path: Path, text: str, name: str = "club.log") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_text_output_tells_the_story(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                     ) -> None:
    code, out, err = run(capsys, "replay", log_file(tmp_path, CLUB))
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0] == "Board 1   Dealer North   Vulnerable None   Laws 2017"
    assert "    8  E 1H" in lines
    assert any("irregularity  Law 27" in line and "insufficient over 1♠" in line
               for line in lines)
    assert any("option        Law 27A1" in line and "South may accept 1♥" in line
               for line in lines)
    assert any("finding       Law 27B1(b)   The director’s finding on the comparable "
               "call (23A): no." in line for line in lines)
    assert any("obligation    Law 27B2      West must pass for the rest" in line
               for line in lines)
    assert any("information   Law 16C" in line for line in lines)
    assert "   17  E CA" not in lines  # cards go to the play section
    assert "West   North  East   South\n       1♠     3♣     3♠\nPass   Pass   Pass" in out
    assert "Contract 3♠, declarer North" in lines
    assert " 1. E ♣A  S ♣8  W ♣5  N ♣2   won by E" in lines
    assert "Declarer's side has won 9 tricks (claim agreed)" in lines
    assert "Score: NS +140  EW -140" in lines and "Checks: 3 held" in lines
    assert "To review after the hand:" in lines


def test_json_output_follows_the_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                        ) -> None:
    code, out, _ = run(capsys, "replay", log_file(tmp_path, CLUB), "--json")
    data = json.loads(out)
    assert code == 0
    assert set(data) == {"file", "board", "laws", "language", "trail", "pending", "auction",
                         "auction_over", "contract", "declarer", "flags", "obligations",
                         "restrictions", "penalty_cards", "tricks", "result", "play",
                         "score", "checks", "records", "format", "mode", "phase", "turn",
                         "score_status", "adjusted", "script"}
    # the board's part is the library's view model (engine/view.py), versioned
    assert (data["format"], data["mode"], data["phase"]) == ("bridgelaws.view/2", "table",
                                                             "complete")
    assert data["board"] == {"number": 1, "dealer": "N", "vulnerable": "None", "deal": DEAL}
    assert data["laws"] == "2017" and data["pending"] is None
    assert all(set(e) == {"line", "kind", "law", "key", "text"} for e in data["trail"])
    assert data["trail"][0] == {"line": 8, "kind": "irregularity", "law": "27",
                                "key": "insufficient",
                                "text": "East bid 1♥, which is insufficient over 1♠."}
    assert [e["kind"] for e in data["trail"] if e["line"] == 8] == [
        "irregularity", "option", "option"]
    assert data["auction"][:2] == [{"seat": "N", "call": "1S"}, {"seat": "E", "call": "3C"}]
    assert (data["contract"], data["declarer"], data["tricks"]) == ("3S", "N", 9)
    assert data["score"] == {"ns": 140, "ew": -140}
    assert [f["law"] for f in data["flags"]] == ["72C"]
    assert data["obligations"] == [] and data["penalty_cards"] == {}
    assert data["restrictions"] == [{"seat": "E", "call": "1H", "law": "27B2"}]
    assert data["checks"] == [
        {"line": 12, "ok": True, "text": "obligation W rest"},
        {"line": 17, "ok": True, "text": "contract 3S N"},
        {"line": 23, "ok": True, "text": "score 140"}]


def test_a_pending_decision_says_who_decides_what(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = log_file(tmp_path, HEADER + "N 1S\nE 1H\n")
    code, out, err = run(capsys, "replay", path)
    assert code == 0 and not err
    assert "The board waits (Law 27): East bid 1♥, which is insufficient over 1♠." in out
    assert "  South decides:" in out
    assert "    accepts  Law 27A1   South may accept 1♥" in out  # as the log writes it
    assert "    refuses  Law 27B" in out
    assert "  write it as: S accepts | S refuses" in out  # every option
    assert "The auction is not over." in out
    code, out, _ = run(capsys, "replay", path, "--json")
    pending = json.loads(out)["pending"]
    assert code == 0 and pending["law"] == "27" and pending["question"] is None
    assert pending["waiting_for"].startswith("The board waits for South to choose")
    assert [(o["name"], o["chooser"], o["law"]) for o in pending["options"]] == [
        ("accept", "S", "27A1"), ("refuse", "S", "27B")]


def test_a_pending_question_for_the_director(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = log_file(tmp_path, HEADER + "N 1S\nE 1H\nS refuses\nE 3C\n")
    code, out, _ = run(capsys, "replay", path)
    assert code == 0
    assert "The board waits for the director's finding (Law 27B1(b)):" in out
    assert "write the finding as: TD comparable yes  or  TD comparable no" in out
    code, out, _ = run(capsys, "replay", path, "--json")
    question = json.loads(out)["pending"]["question"]
    assert question["name"] == "comparable" and question["law"] == "27B1(b)"
    assert question["answer"] == "yes-no"
    assert question["facts"] == {"offender": "E", "withdrawn": "1H", "call": "3C",
                                 "penalised": False}


def test_waiting_for_the_director(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", log_file(tmp_path, '[Board "2"]\nE 8S\n'))
    assert code == 0
    assert "The board waits for the director to come and rule (Law 38): write TD" in out
    assert "Dealer East   Vulnerable North-South" in out


def test_an_accepted_call_out_of_rotation_in_the_auction(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = log_file(tmp_path, HEADER + "N 1S\nW 2H\nN accepts\nN pass\nE 3H\nS pass\n"
                    "W pass\nN pass\nE 1S\nexpect contract 3H W\n")
    code, out, err = run(capsys, "replay", path)
    assert code == 0, err
    assert "       1♠     -      -\n2♥     Pass   3♥     Pass\nPass   Pass\n" in out
    assert "- a turn lost to a call out of rotation that was accepted (Law 29A)" in out
    assert "East called 1♠ after the final pass." in out


def test_malformed_logs_exit_1_with_line_and_column(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    path = log_file(tmp_path, HEADER + "N 1S\nE 1Q\n")
    code, out, err = run(capsys, "replay", path)
    assert code == 1 and not out
    assert err == (f"{path}:8:3: '1Q' is not a call, a card or an action word (expected "
                   "e.g. 1S, Pass, HK, changes, exposes, accepts)\n")


def test_a_failed_check_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = log_file(tmp_path, CLUB.replace("expect contract 3S N", "expect contract 3C E"))
    code, out, err = run(capsys, "replay", path, "--json")
    assert code == 1 and not out
    assert err == f"{path}:17:1: expected contract 3C E, found 3S N\n"


def test_an_action_the_board_cannot_take_exits_1(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = log_file(tmp_path, HEADER + "N 1S\nE 1H\nW pass\n")
    code, _, err = run(capsys, "replay", path)
    assert code == 1 and err.startswith(f"{path}:9:1: The board waits for South to choose")


def test_missing_files_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", str(tmp_path / "none.log"))
    assert code == 2 and err == f"bridgelaws replay: {tmp_path / 'none.log'}: no such file\n"
    code, _, err = run(capsys, "replay", str(tmp_path))
    assert code == 2 and "is a directory" in err


def test_german_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", log_file(tmp_path, CLUB), "--lang", "de")
    assert code == 0
    assert out.startswith("Board 1   Teiler Nord   Gefahrenlage keine   Regeln 2017\n")
    assert "Das Gebot 1♥ von Ost ist nach 1♠ ungenügend." in out
    assert "§ 27B2" in out and "West muss für den Rest der Reizung passen." in out
    assert "West   Nord   Ost    Süd\n       1♠     3♣     3♠\nPasse  Passe  Passe" in out
    assert "Kontrakt 3♠, Alleinspieler Nord" in out
    code, out, _ = run(capsys, "replay", log_file(tmp_path, CLUB), "--lang", "de", "--json")
    data = json.loads(out)
    assert data["language"] == "de"
    assert data["trail"][0]["text"] == "Das Gebot 1♥ von Ost ist nach 1♠ ungenügend."


def test_pbn_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = log_file(tmp_path, '[Event "Club"]\n' + HEADER + "N 1S\nE 1H\nS accepts\n"
                    "S 2S\nW pass\nN pass\nE pass\n")
    code, out, _ = run(capsys, "replay", path, "--pbn")
    assert code == 0 and "\r" not in out
    assert '[Event "Club"]' in out and "\n1S ^I 1H\n" in out
    assert read_pbn(out).problems == []


REVOKE = HEADER + """\
N 1S
E pass
S pass
W pass
E CA
S C8
W C5
N C2
E CK
S C9
W D8              # West still holds a club: a revoke
N C3
E CQ              # East leads to the next trick: the revoke is established
S CT
W C6
N C4
N attention       # the revoke stands: the transfer comes at the end of play
E CJ
S S5              # dummy ruffs
W C7
N D5
N claims 7
expect question compensated
TD compensated yes
expect tricks 8
expect transfer 1
expect result 9
expect score 140
"""


def test_the_play_shows_revokes_and_the_transfer(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "replay", log_file(tmp_path, REVOKE))
    assert code == 0 and not err, err
    lines = out.splitlines()
    assert any("irregularity  Law 61A" in line and "West played ♦8" in line for line in lines)
    assert any("consequence   Law 63A1" in line for line in lines)
    assert " 2. E ♣K  S ♣9  W ♦8 (revoke)  N ♣3   won by E" in lines
    assert "  West, trick 2: ♦8 (44C), established" in lines
    assert "  64A2: 1 trick to North-South" in lines
    assert "Declarer's side has won 8 tricks (claim agreed)" in lines
    assert "After the revoke transfer declarer's side has 9 tricks" in lines
    assert "Score: NS +140  EW -140" in lines


def test_the_play_in_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", log_file(tmp_path, REVOKE), "--json")
    data = json.loads(out)
    assert code == 0
    play = data["play"]
    assert play["over"] and play["claim"] == {"seat": "N", "tricks": 7, "kind": "claim"}
    assert play["tricks"][1]["cards"][2] == {"seat": "W", "card": "D8"}
    assert play["revokes"] == [{"seat": "W", "trick": 2, "card": "D8", "kind": "follow",
                                "law": "44C", "established": True, "noticed": True,
                                "corrected": False}]
    assert play["transfers"] == [{"seat": "W", "trick": 2, "tricks": 1, "law": "64A2"}]
    assert (data["tricks"], data["result"], data["score"]) == (8, 9, {"ns": 140, "ew": -140})


def test_the_play_in_german(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", log_file(tmp_path, REVOKE), "--lang", "de")
    assert code == 0
    assert "Revoke" in out and "§ 64A2" in out
    assert ("Nach dem Zusprechen von Stichen für das Revoke hat die Seite des "
            "Alleinspielers 9 Stiche") in out


def test_a_pending_choice_in_the_play_says_how_to_write_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = HEADER + "N 1S\nE pass\nS pass\nW pass\nW HA\n"
    code, out, _ = run(capsys, "replay", log_file(tmp_path, text))
    assert code == 0
    assert "The board waits (Law 54): West faced ♥A as the opening lead" in out
    assert "  write it as: N accepts | N spreads | N refuses" in out
    assert "    spreads  Law 54A" in out


def test_session_line_of_the_table_result(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    # CLUB: 3S by North makes 9 (claim), after 72C's flag: the score is pending adjustment
    code, out, _ = run(capsys, "replay", log_file(tmp_path, CLUB), "--session",
                       "--pairs", "3", "7")
    assert code == 0
    assert out == "1 3 7 3S N = CA # pending adjustment\n"
    adjusted = CLUB + 'TD adjusts none law 72C "no damage"\n'
    code, out, _ = run(capsys, "replay", log_file(tmp_path, adjusted), "--session",
                       "--pairs", "3", "7")
    assert out == '1 3 7 3S N = CA law 72C "no damage"\n'


def test_session_line_of_an_adjusted_score_reads_back(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bridgelaws.formats.sessionfile import read_session
    text = CLUB.replace("[Laws", '[PairNS "12"]\n[PairEW "5"]\n[Laws') + (
        'TD adjusts assign 0.6 3S N = ; 0.4 3S N -1 law 12C1(c) "the \\"hesitation\\""\n')
    code, out, _ = run(capsys, "replay", log_file(tmp_path, text), "--session")
    assert code == 0
    assert out == ('1 12 5 assign 0.6 3S N = ; 0.4 3S N -1 law 12C1(c) '
                   '"the \\"hesitation\\""\n')
    session, problems = read_session(out, "s.txt")
    assert problems == []
    (result,) = session.results
    assert result.reason is not None
    assert (result.ns, result.ew, result.reason.law, result.reason.note) == (
        "12", "5", "12C1(c)", 'the "hesitation"')


def test_session_line_needs_the_pairs_and_a_complete_board(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", log_file(tmp_path, CLUB), "--session")
    assert code == 2 and "--pairs NS EW" in err
    code, _, err = run(capsys, "replay", log_file(tmp_path, HEADER + "N 1S\n"), "--session",
                       "--pairs", "1", "2")
    assert code == 2 and "no result yet" in err


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "'1Z' is not a call, a card or an action word"),
    ("de", "'1Z' ist weder Ansage noch Karte noch Handlungswort"),
    ("fr", "'1Z' n’est ni une déclaration, ni une carte, ni un mot d’action"),
    ("it", "'1Z' non è né una chiamata, né una carta, né una parola d’azione"),
    ("nl", "'1Z' is geen bieding, kaart of handelingswoord"),
])
def test_a_bad_log_line_is_refused_in_the_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, said: str) -> None:
    path = log_file(tmp_path, HEADER + "N 1S\nE 1Z\n")
    code, out, err = run(capsys, "replay", path, "--lang", lang)
    assert code == 1 and not out
    assert err.startswith(f"{path}:8:3: {said}")


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("N 1S\nE\n", "de", ":8:2: erwartet eine Ansage, eine Karte oder ein Handlungswort am "
     "Ende der Zeile"),
    ("N 1S\nexpect turn\n", "fr", ":8:12: on attend une position en fin de ligne"),
    ("N 1S\nTD comparable maybe\n", "it",
     ":8:15: si attende yes o no, non 'maybe'"),
    ("N 1S\nexpect tricks 14\n", "nl",
     ":8:15: '14' is te groot voor een aantal slagen van 0 tot 13"),
    ('[Board "x"]\n', "de", ":1:9: eine Boardnummer ist eine ganze Zahl ab 1, nicht 'x'"),
    ("N 1S\nE pass\nS pass\nW pass\nexpect contract 3S N\n", "nl",
     ":11:1: verwacht contract 3S N, gevonden 1S N"),
    ("N 1S\nexpect contract pass\n", "de",
     ":8:1: erwartet contract pass, gefunden die Reizung nicht beendet"),
    ("N 1S\nexpect tricks 9\n", "fr",
     ":8:1: on attendait tricks 9, on trouve pas de jeu de la carte"),
])
def test_the_reader_says_what_it_expected_in_the_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, lang: str, said: str
) -> None:
    header = "" if text.startswith("[") else HEADER
    path = log_file(tmp_path, header + text)
    code, _, err = run(capsys, "replay", path, "--lang", lang)
    assert code == 1
    assert err.startswith(path + said), err
