"""The session file reader's fast path for the common line (board, pairs, played result,
perhaps a lead) reads exactly what the full reader reads.

A comment at the end of a line sends it to the full reader, so a file read as it is and
read with a comment on every line must give the same session and the same problems.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.formats.problems import Problem
from bridgelaws.formats.sessionfile import read_session
from bridgelaws.scoring.session import Played, TableResult

WORDS = ["1", "2", "02", "0", "13", "x", "1NT", "4S", "4s", "4SX", "4SXX", "7NT", "8S", "pass",
         "N", "e", "Q", "=", "+1", "-2", "-9", "10", "14", "HK", "h2", "law", "ave", "-", "2&3"]


def random_line(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.6:  # a plain line, right or nearly
        words = [str(rng.randint(0, 4)), str(rng.randint(1, 6)), str(rng.randint(1, 6)),
                 rng.choice(["1NT", "4S", "3NTX", "6hxx", "5C", "pass", "9D"]),
                 rng.choice("NESWnx"), rng.choice(["=", "+1", "-1", "-3", "9", "12", "14"])]
        if rng.random() < 0.2:
            words.append(rng.choice(["HK", "s2", "CT", "ZZ", "group"]))
    else:
        words = [rng.choice(WORDS) for _ in range(rng.randint(0, 8))]
    separators = [" ", " ", "  ", "\t", "\x0b"]
    return rng.choice(["", " "]) + "".join(w + rng.choice(separators) for w in words)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1),
       st.sampled_from(["", "expect 3\n", 'pair 1 "A"\npair 2 "B"\npair 3 "C"\n',
                        "type teams\n", "type individual\n", "movement mitchell 3\n"]))
def test_the_fast_path_reads_what_the_full_reader_reads(seed: int, header: str) -> None:
    rng = random.Random(seed)
    lines = [random_line(rng) for _ in range(rng.randint(1, 25))]
    fast = read_session(header + "\n".join(lines) + "\n", "s")
    full = read_session(header + "\n".join(line + " # full" for line in lines) + "\n", "s")
    assert fast[0].results == full[0].results
    assert [shown(p) for p in fast[1]] == [shown(p) for p in full[1]]


def shown(problem: Problem) -> str:
    # the comment moves the end of the line: a problem "at the end of the line" is there
    if "at the end of the line" in problem.message:
        return f"{problem.line}: {problem.message}"
    return str(problem)


def test_the_fast_table_result_sets_every_field() -> None:
    # TableResult._played sets the fields one by one: a new field must be added there too
    assert [f.name for f in dataclasses.fields(TableResult)] == [
        "board", "ns", "ew", "outcome", "ew_outcome", "reason", "group", "round", "players"]
    played = Played.parse("4S N =")
    fast = TableResult._played(3, "1", "2", played)
    assert fast == TableResult(3, "1", "2", played)
    assert hash(fast) == hash(TableResult(3, "1", "2", played))
    with __import__("pytest").raises(dataclasses.FrozenInstanceError):
        fast.board = 4  # type: ignore[misc]
