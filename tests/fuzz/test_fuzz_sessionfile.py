"""Fuzzing the session file: read_session (movement files included, named by any path),
scoring, and every output. Reading never raises: each bad line is a problem at its line
and column; scoring a session that was read never raises, nor does any output of it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.formats import results
from bridgelaws.formats.movementfile import write_movement
from bridgelaws.formats.sessionfile import SessionFileError, read_session, write_session
from bridgelaws.scoring.movements import howell, mitchell
from bridgelaws.scoring.sessionscore import score_session

from .harness import ROOT, assembled, fuzz, line_count, long_runs, mutated, watchdog

SEEDS = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "examples").glob("*.txt"))]
SEEDS.append("""event "Every statement"
date 2026-11-03
expect 3
setting scale acbl
setting artificial 60 50 40
setting artificial-imps 3 0 -3
setting butler-datum median
setting butler-round none
setting vp-decimals 0
setting neuberg no
movement file "club.mov"
pair 1 "A" "B"
pair 2 "C" "D"
pair 3 "E" "F"
pair 4 "G" "H"
board 1 dealer E vul All
1 4 1 4S N = HK law 12C1(c) "note" group A round 1
2 4 1 assign 60% 4S N = ; 40% score -100
1 2 3 ave+/ave-
2 2 3 assign 4S N = / ave-
penalty 1 1/4% law 90B2 "slow"
penalty 2 3mp
""")
MOVEMENT_NAMES = ("club.mov", "notes.txt", "fifo.mov", "zero.mov", "loop.mov", "sub/h3.mov",
                  "../club.mov", "/dev/zero", "/dev/stdin", "/dev/null", ".", "..", "",
                  "nope.mov", "club\x00.mov", "a" * 5000, "a/" * 2000, "\u2028")
PARTS = ("event", "date", "type", "pairs", "teams", "expect", "setting", "movement",
         "mitchell", "howell", "file", "boards", "rounds", "pair", "team", "board", "dealer",
         "vul", "penalty", "law", "group", "round", "assign", "score", "better-of", "NS",
         "ave+", "ave", "ave-", "ave+/ave-", "not-played", "pass", "4S", "3NTX", "N", "=",
         "+1", "-2", "13", "14", "60%", "2/3", "0.5", ";", "/", "25%", "2mp", "3imp", "1vp",
         "12C1(c)", '"note"', "HK", *(f'"{name}"' for name in MOVEMENT_NAMES))
METHODS = {False: ("mp", "butler", "cross-imp", "total"), True: ("imp", "teams")}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The session file's folder: a movement file, a file that is not one, a pipe, a link
    to /dev/zero, a link to itself, a movement file below it."""
    base = tmp_path_factory.mktemp("session") / "club"
    (base / "sub").mkdir(parents=True)
    (base / "club.mov").write_text(write_movement(mitchell(2, 2)))
    (base / "sub" / "h3.mov").write_text(write_movement(howell(3)))
    (base / "notes.txt").write_text("secret\n")
    if hasattr(os, "mkfifo"):
        os.mkfifo(base / "fifo.mov")
    (base / "zero.mov").symlink_to("/dev/zero")
    (base / "loop.mov").symlink_to(base / "loop.mov")
    return base


def check_text(text: str, base: Path, allow_any_path: bool, choice: int) -> None:
    lines = line_count(text)
    with watchdog():
        session, problems = read_session(text, "s.txt", base, allow_any_path=allow_any_path)
        for problem in problems:
            assert problem.source == "s.txt" and 1 <= problem.line <= lines, problem
            assert problem.column is not None and problem.column >= 1, problem
        methods = METHODS[session.teams]
        score = score_session(session, methods[choice % len(methods)])
        output = choice % 7
        if output == 0:
            results.ranking_text(score), results.travellers_text(score)
            for standing in score.standings:
                results.score_card_text(score, standing.id)
        elif output == 1:
            json.dumps(results.to_json(score), allow_nan=False)
        elif output == 2:
            results.to_csv(score), results.standings_csv(score)
        elif output == 3:
            results.to_html(score)
        elif output == 4:
            results.to_pbn(score)
        elif output == 5:
            results.to_usebio(score)
        else:
            try:
                written = write_session(session)
            except SessionFileError:
                return  # a movement the file format cannot name: documented
            read_session(written, "again.txt", base, allow_any_path=allow_any_path)


@fuzz(250)
@given(text=mutated(SEEDS, PARTS), allow_any_path=st.booleans(), choice=st.integers(0, 99))
def test_session_file_mutated(folder: Path, text: str, allow_any_path: bool,
                              choice: int) -> None:
    check_text(text, folder, allow_any_path, choice)


@fuzz(80)
@given(text=st.one_of(assembled(PARTS), long_runs(3000).map(lambda run: SEEDS[0] + run)),
       allow_any_path=st.booleans(), choice=st.integers(0, 99))
def test_session_file_built(folder: Path, text: str, allow_any_path: bool, choice: int) -> None:
    check_text(text, folder, allow_any_path, choice)


@fuzz(60)
@given(name=st.one_of(st.sampled_from(MOVEMENT_NAMES), st.text(max_size=20)),
       allow_any_path=st.booleans())
def test_session_file_movement_paths(folder: Path, name: str, allow_any_path: bool) -> None:
    quoted = name.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")
    check_text(f'movement file "{quoted}"\n1 1 3 4S N =\n', folder, allow_any_path, 0)
