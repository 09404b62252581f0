"""The session and movement commands, as a scorer uses them."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bridgelaws.cli import main

EXAMPLES = Path(__file__).parents[1] / "examples"
PAIRS = str(EXAMPLES / "tuesday-pairs.txt")
TEAMS = str(EXAMPLES / "club-teams.txt")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_session_score_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "session", "score", PAIRS, "--method", "mp")
    assert code == 0 and not err
    assert "North-South" in out and "East-West" in out
    assert "Eva Evans & Finn Ford" in out and "89.58" in out


def test_session_score_travellers_and_cards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "session", "score", PAIRS, "--method", "mp", "--travellers",
                       "--card", "1")
    assert code == 0
    assert "adjusted: Law 12C2(a): board fouled at this table" in out
    assert "Score card: pair 1, Ann Adams & Bob Brown" in out
    code, _, err = run(capsys, "session", "score", PAIRS, "--method", "mp", "--card", "99")
    assert code == 2 and "no pair '99' in the session" in err


@pytest.mark.parametrize("method", ["mp", "butler", "cross-imp", "total"])
def test_session_score_every_pairs_method_as_json(capsys: pytest.CaptureFixture[str],
                                                  method: str) -> None:
    code, out, _ = run(capsys, "session", "score", PAIRS, "--method", method, "--format",
                       "json")
    data = json.loads(out)
    assert code == 0 and data["method"] == method and len(data["standings"]) == 6
    assert data["rejected"] == []


@pytest.mark.parametrize("method", ["imp", "teams"])
def test_session_score_teams(capsys: pytest.CaptureFixture[str], method: str) -> None:
    code, out, _ = run(capsys, "session", "score", TEAMS, "--method", method, "--format",
                       "json")
    data = json.loads(out)
    assert code == 0 and len(data["matches"]) == 2
    assert (data["matches"][0]["vps"] is None) == (method == "imp")


@pytest.mark.parametrize("fmt", ["csv", "html", "pbn", "usebio"])
def test_session_score_formats(capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    code, out, _ = run(capsys, "session", "score", PAIRS, "--method", "mp", "--format", fmt)
    assert code == 0 and out.endswith("\n")
    if fmt == "usebio":
        assert ET.fromstring(out).tag == "USEBIO"
    elif fmt == "html":
        assert out.startswith("<!DOCTYPE html>")
    elif fmt == "pbn":
        assert "[TotalScoreTable" in out and "[ScoreTable" in out
    else:
        assert out.splitlines()[0].startswith("board,")


def test_session_score_usebio_club(capsys: pytest.CaptureFixture[str],
                                   tmp_path: Path) -> None:
    """USEBIO's CLUB: ``--club`` first, else the session file's ``club`` line."""
    path = tmp_path / "s.txt"
    path.write_text('club "File club"\npair 1 "A" "B" numbers 11 12\npair 2 "C" "D"\n'
                    "1 1 2 4S N =\n", encoding="utf-8")
    code, out, _ = run(capsys, "session", "score", str(path), "--method", "mp",
                       "--format", "usebio")
    assert code == 0 and ET.fromstring(out).findtext("CLUB/CLUB_NAME") == "File club"
    assert [e.text for e in ET.fromstring(out).iter("NATIONAL_ID_NUMBER")] == ["11", "12"]
    code, out, _ = run(capsys, "session", "score", str(path), "--method", "mp",
                       "--format", "usebio", "--club", "Hove & District")
    assert code == 0 and ET.fromstring(out).findtext("CLUB/CLUB_NAME") == "Hove & District"


def test_session_bad_lines_are_reported_and_the_rest_scored(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "s.txt"
    path.write_text("1 1 2 4S N =\n1 3 4 4S N +9\n1 5 6 3NT N =\n")
    code, out, err = run(capsys, "session", "score", str(path), "--method", "mp")
    assert code == 1
    assert f"{path}:2:12: board 1: 4S N +9 is impossible" in err
    assert "Rank" in out
    code, out, err = run(capsys, "session", "check", str(path))
    assert code == 1 and "2 results, 1 line rejected" in out


def test_session_wrong_method_or_missing_file(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    code, _, err = run(capsys, "session", "score", PAIRS, "--method", "teams")
    assert code == 2 and "teams scores team matches; this is a pairs session" in err
    code, _, err = run(capsys, "session", "score", str(tmp_path / "nope.txt"),
                       "--method", "mp")
    assert code == 2 and "cannot read" in err


def test_movement_commands(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "movement", "howell", "4")
    assert code == 0 and out.startswith("movement ")
    path = tmp_path / "h4.mov"
    path.write_text(out)
    code, out, _ = run(capsys, "movement", "check", str(path), "--meetings", "all")
    assert code == 0 and out.strip().endswith("ok")
    code, out, _ = run(capsys, "movement", "mitchell", "4", "--boards", "3")
    assert code == 0
    path.write_text(out.replace("1        1      1   5", "1        1      1   6", 1))
    code, out, _ = run(capsys, "movement", "check", str(path))
    assert code == 1 and "round 1: pair 6 is at table 1 and at table 2" in out
    code, _, err = run(capsys, "movement", "howell", "12")
    assert code == 2 and err


def test_fuzz_E_movement_files_outside_the_folder_need_allow_any_path(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Fuzz item E: a session file names its movement file relative to its own folder;
    --allow-any-path lets it name any regular file."""
    code, out, _ = run(capsys, "movement", "howell", "3")
    (tmp_path / "h3.mov").write_text(out)
    (tmp_path / "club").mkdir()
    session = tmp_path / "club" / "s.txt"
    session.write_text('movement file "../h3.mov"\n1 6 1 4S N =\n')
    code, out, err = run(capsys, "session", "check", str(session))
    assert code == 1 and "1 result, 1 line rejected" in out
    assert err == (f"{session}:1:15: the movement file '../h3.mov' is not in the session file's "
                   f"folder: name a file in that folder, or allow any path (--allow-any-path)\n")
    code, out, err = run(capsys, "session", "check", str(session), "--allow-any-path")
    assert code == 0 and not err and "1 result, ok" in out
    session.write_text('movement file "/dev/zero"\n1 6 1 4S N =\n')
    code, out, err = run(capsys, "session", "score", str(session), "--method", "mp",
                         "--allow-any-path")
    assert code == 1 and "the movement file /dev/zero is not a regular file" in err


def test_fuzz_E_movement_check_reads_a_bounded_amount(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    code, _, err = run(capsys, "movement", "check", "/dev/zero")
    assert code == 2
    assert err == ("bridgelaws movement: /dev/zero: is larger than 2,000,000 bytes, the most a "
                   "movement file may have\n")


def test_fuzz_G_json_with_an_assigned_score_beyond_any_board(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Fuzz item G: an assigned score of 10**400 overflowed a float in --format json."""
    path = tmp_path / "s.txt"
    path.write_text("1 1 2 4S N =\n1 3 4 assign score 1" + "0" * 400 + "\n")
    code, out, err = run(capsys, "session", "score", str(path), "--method", "mp", "--format",
                         "json")
    assert code == 1 and json.loads(out)["rejected"][0]["column"] == 20
    assert err == (f"{path}:2:20: board 1: '10000000000000000000…' (401 characters) is too "
                   f"large for a North-South score: the most is 7600\n")


def test_fuzz_H_movement_generation_is_limited(capsys: pytest.CaptureFixture[str]) -> None:
    """Fuzz item H: 'movement mitchell 200 --boards 10000' needed about 15 GB."""
    code, out, err = run(capsys, "movement", "mitchell", "200", "--boards", "10000")
    assert code == 2 and not out
    assert err.startswith("bridgelaws movement: a Mitchell of 200 tables and 199 rounds has "
                          "398,000,000 board plays")
    code, out, err = run(capsys, "movement", "howell", "8", "--boards", "10000")
    assert code == 2 and "the most a movement may have is 500,000" in err
