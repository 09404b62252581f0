"""The command line, as a director or scorer uses it."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bridgelaws.cli import main

GOOD = """[Board "3"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
[Declarer "S"]
[Contract "3NT"]
[Result "9"]
[Auction "S"]
1NT Pass 3NT AP
[Play "W"]
S4 SA S8 S5
*
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_one_result(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", "4S", "N", "10", "--vul", "none")
    assert code == 0 and "NS +420  EW -420" in out


def test_score_json_has_integer_ns_and_ew(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", "3NTX", "E", "7", "--vul", "ew", "--json")
    data = json.loads(out)
    assert code == 0 and data["ns"] == 500 and data["ew"] == -500


def test_score_relative_tricks_and_pass(capsys: pytest.CaptureFixture[str]) -> None:
    assert json.loads(run(capsys, "score", "6HXX", "S", "+1", "--vul", "both", "--json")[1])[
        "ns"] == 2470
    assert json.loads(run(capsys, "score", "PASS", "--vul", "both", "--json")[1]) == {
        "contract": "PASS", "declarer": None, "tricks": 0, "vul": "both", "ns": 0, "ew": 0}


def test_score_traveller_from_stdin(capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    lines = "4S N 10 none\n3NT W 8 ew\n# a comment\nPASS\n4HX S 8 both\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    code, out, _ = run(capsys, "score", "--json")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    assert [(r["ns"], r["ew"]) for r in rows] == [(420, -420), (100, -100), (0, 0), (-500, 500)]


def test_score_bad_input_is_one_clear_line(capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    code, _, err = run(capsys, "score", "4S", "N", "14", "--vul", "none")
    assert code == 2 and err.count("\n") == 1 and "14 tricks" in err
    code, _, err = run(capsys, "score", "4Z", "N", "10", "--vul", "none")
    assert code == 2 and "not a contract: '4Z'" in err
    monkeypatch.setattr(sys, "stdin", io.StringIO("4S N 10 none\n4S Q 10 none\n"))
    code, out, err = run(capsys, "score")
    assert code == 2 and out.count("\n") == 1 and "stdin line 2" in err


def test_deal_is_reproducible_and_checks_clean(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    code, first, _ = run(capsys, "deal", "--boards", "16", "--seed", "42")
    assert code == 0 and first.count("[Deal ") == 16
    assert run(capsys, "deal", "--boards", "16", "--seed", "42")[1] == first
    path = tmp_path / "set.pbn"
    path.write_text(first)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0 and "16 boards, ok" in out


def test_check_reports_problems_and_exits_nonzero(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text(GOOD.replace("1NT Pass 3NT AP", "1NT Pass 1S AP"))
    good = tmp_path / "good.pbn"
    good.write_text(GOOD)
    code, out, _ = run(capsys, "check", str(good), str(bad))
    assert code == 1
    assert f"{bad}:9: board 3: illegal call by North: 1S is insufficient over 1NT (Law 18D)" in out
    code, out, _ = run(capsys, "check", "--json", str(good), str(bad))
    data = json.loads(out)
    assert code == 1 and data["problems"] == 1
    assert data["files"][1]["problems"][0] == {
        "file": str(bad), "line": 9, "board": "3", "law": "18D", "level": "problem",
        "message": "illegal call by North: 1S is insufficient over 1NT"}


def test_check_missing_or_binary_file_is_a_clear_error(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    code, _, err = run(capsys, "check", str(tmp_path / "nope.pbn"))
    assert code == 2 and "no such file" in err and err.count("\n") == 1
    binary = tmp_path / "x.pbn"
    binary.write_bytes(b"\x00\x01\x02")
    code, _, err = run(capsys, "check", str(binary))
    assert code == 2 and "binary data" in err


def test_check_reports_the_other_files_when_one_is_unreadable(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = tmp_path / "good.pbn"
    good.write_text(GOOD)
    code, out, err = run(capsys, "check", str(tmp_path / "nope.pbn"), str(good))
    assert code == 2 and "no such file" in err and f"{good}: 1 board, ok" in out


def test_check_warnings_are_shown_on_request_and_never_fail(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "w.pbn"
    path.write_text(GOOD.replace('[Dealer "S"]', '[Dealer "S"]\n[Dealer "S"]'))
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0 and "1 warning" in out and "repeated" not in out
    code, out, _ = run(capsys, "check", "--warnings", str(path))
    assert code == 0 and "warning: tag Dealer repeated; the first one counts" in out
    code, out, _ = run(capsys, "check", "--json", str(path))
    data = json.loads(out)
    assert code == 0 and data["problems"] == 0 and data["warnings"] == 1
    assert data["files"][0]["warnings"][0]["level"] == "warning"


def test_show_prints_diagram_auction_play_and_score(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    path = tmp_path / "good.pbn"
    path.write_text(GOOD)
    code, out, _ = run(capsys, "show", str(path), "--board", "3", "--ascii")
    assert code == 0
    assert "Board 3   Dealer S   Vul EW" in out
    assert "West  North East  South" in out and "1NT" in out
    assert " 1. W S4  N SA  E S8  S S5   won by N" in out
    assert "Contract 3NT S=   9 tricks   NS +400  EW -400   (claim agreed)" in out


def test_show_unknown_board(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "good.pbn"
    path.write_text(GOOD)
    code, _, err = run(capsys, "show", str(path), "--board", "7")
    assert code == 2 and "no board 7 (boards: 3)" in err


def test_console_script_runs() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bridgelaws", "score", "1NT", "S", "7", "--vul", "none"],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0 and "NS +90" in result.stdout


def test_score_odd_numbers_and_bytes(capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    code, _, err = run(capsys, "score", "4S", "N", "²", "--vul", "none")
    assert code == 2 and "tricks must be a number" in err
    code, out, _ = run(capsys, "score", "4S", "N", "-1", "--vul", "none")
    assert code == 0 and "9 tricks" in out

    class BadBytes(io.StringIO):
        def __iter__(self):  # type: ignore[no-untyped-def]
            raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")

    monkeypatch.setattr(sys, "stdin", BadBytes())
    code, _, err = run(capsys, "score")
    assert code == 2 and "stdin is not text" in err and err.count("\n") == 1
