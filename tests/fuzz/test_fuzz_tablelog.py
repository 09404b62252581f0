"""Fuzzing the table log: read_table_log, replay_log through the Laws, and what
``bridgelaws replay`` prints (text, JSON, PBN). Reading and replaying return or raise
TableLogError at a line and column of the log; the outputs of a log that runs never
raise, and a log written back from the board reads and replays again."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.cli.replay import replay_json, replay_text
from bridgelaws.formats.pbn import read_pbn
from bridgelaws.formats.tablelog import (
    CHECK_KINDS,
    QUESTIONS,
    TableLogError,
    read_table_log,
    replay_log,
    to_pbn,
    write_table_log,
)

from .harness import ROOT, assembled, fuzz, line_count, long_runs, mutated, watchdog

LOGS = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests" / "cases").glob("*.log"))]
SEEDS = [*LOGS, *(  # and each log without its deal: nothing can be played
    "\n".join(line for line in log.split("\n") if not line.startswith("[Deal"))
    for log in LOGS if "[Deal" in log)]
PARTS = ("N", "E", "S", "W", "TD", "expect", "1S", "1H", "2C", "3NT", "8S", "pass", "X", "XX",
         "HK", "S2", "CT", "D10", "changes", "exposes", "leads", "attention", "accepts",
         "refuses", "withdraws", "keeps", "prohibits", "requires", "no-restriction", "picks",
         "claims", "concedes", "together", "hidden", "face-down", "faces", "review", "adds",
         "names", "high", "retracts", "places", "suggests", "warns", "breach", "43A2(c)",
         "spreads", "asks", "turns", "points", "inspects", "trick", "quitted", "next-board",
         "round", "ends", "hand", "yes", "no", "rest", "next", "major", "minor", "13", "0",
         '[Board "1"]', '[Dealer "E"]', '[Vulnerable "All"]', '[Laws "2017"]',
         '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 -"]',
         '[Regulation "lead-restrictions" "require-or-prohibit"]', *CHECK_KINDS, *QUESTIONS)


def check_text(text: str, language: str) -> None:
    lines = line_count(text)
    with watchdog():
        try:
            log = read_table_log(text, "f.log")
            replay = replay_log(log, language)
        except TableLogError as error:
            assert 1 <= error.line <= lines and error.column >= 1, error
            assert str(error).startswith(f"f.log:{error.line}:{error.column}: ")
            return
        replay_text(replay, language)
        json.dumps(replay_json(replay, language))
        read_pbn(to_pbn(replay.mode, log.tags))
        again = write_table_log(replay.mode, log.tags)
        replay_log(read_table_log(again, "again.log"))


@fuzz(400)
@given(mutated(SEEDS, PARTS), st.sampled_from(["en", "de"]))
def test_table_log_mutated(text: str, language: str) -> None:
    check_text(text, language)


@fuzz(100)
@given(st.one_of(assembled(PARTS), long_runs(3000).map(lambda run: SEEDS[0] + run)))
def test_table_log_built(text: str) -> None:
    check_text(text, "en")
