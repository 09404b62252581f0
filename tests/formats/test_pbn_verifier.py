"""The PBN verifier test files of timheilman/bridge-pbn (../shared/corpus): each game of an
``errors_*`` file has an error written into it on purpose, named in a comment; ``check``
must report it, at a line of that game. The ``correct_*`` files are valid PBN: ``check``
reports nothing there, not even a warning."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgelaws.formats.pbn import load_pbn, replay_game
from bridgelaws.formats.problems import Problem

FOLDER = (Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "pbn"
          / "timheilman-bridge-pbn" / "spec" / "resource" / "reference_impl_tests")

# For each game, a fragment of what check must say about it (problem or warning).
EXPECTED: dict[str, dict[int, str]] = {
    "errors_10.pbn": {
        1: "tag Wrong is not defined", 2: "tag Event has a value without quotes",
        3: "tag Event has a value without quotes", 4: "tab or other control character",
        5: "Round tag '&'", 6: "Round tag '-1'", 7: "Date tag '1995.o6.10'",
        8: "Date tag '95.06.10'", 9: "Dealer tag 'Black'", 10: "Vulnerable tag 'E'",
        11: "'V' is not a rank", 12: "North holds cards already dealt: SK",
        13: "West has 14 cards", 14: "13/13/13/12", 15: "13/12", 16: "more than one space",
        17: "West has 14 cards", 18: "gives no hand", 19: "Declarer tag 'White'",
        20: "Contract tag '5Hearts'", 21: "Contract tag '5NoTrump'", 22: "Result tag 'C-2'",
        23: "'bad' before any tag", 24: "needs a Dealer tag", 25: "needs the Deal tag",
        26: "needs the Declarer tag", 27: "needs the Contract tag", 28: "tag Site repeated",
        29: "starts with West, but North is dealer", 30: "'1' is not a call",
        31: "'1N' is read as 1NT", 32: "1C is insufficient over 1D",
        33: "a double is allowed only", 34: "a redouble is allowed only",
        35: "a second suffix", 36: "Declarer tag says N", 37: "Declarer tag says W",
        38: "Declarer tag says ^S", 39: "Contract tag says 1D", 40: "Contract tag says Pass",
        41: "Contract tag says Pass", 42: "Contract tag says 1CX", 43: "Contract tag says 1C,",
        44: "South must follow suit", 45: "a second suffix", 46: "NAG $1 is for a call",
        47: "notes are numbered 1 to 32", 48: "'S1' is not a card",
        49: "D7 is marked ^R (revoke), but North may play it", 50: "marked ^L",
        51: "a lead cannot be a revoke", 52: "H3 is marked ^R", 53: "S4 is marked ^R",
        54: "without a declarer", 55: "without a declarer", 56: "Note tag 0",
        57: "no Note tag for =3=", 58: "1S is marked ^I", 59: "a second suffix $2",
        60: "Result tag says 4 tricks", 62: "tag Deal may not be '#'", 63: "Score tag 'a'",
        64: "Score tag '10.a'", 65: "Score tag '10.-10'", 66: "Score tag '10. 10'",
        67: "ScorePercentage tag '-10'", 68: "a line of 256 characters",
        69: "a line of 256 characters", 70: "'Unknown tag' is not a scoring method",
        71: "8 cards in one trick", 72: "Note tag '' does not start with a number",
        73: "'CS' is not a card", 74: "tag Note has a value without quotes",
    },
    "errors_20.pbn": {
        1: "'??' is not a scoring method", 2: "has an empty field",
        3: "gives vulnerability NS, the Vulnerable tag 'ALL'",
        4: "gives vulnerability NS, the Vulnerable tag 'ALL'",
        5: "gives vulnerability All, the Vulnerable tag 'NONE'",
        6: "gives vulnerability All, the Vulnerable tag 'NONE'",
        7: "a second '+' in the play", 8: "S7 is played after '+'",
        9: "'+' after the end mark '+'", 10: "'Pass' after the end mark '+'",
        11: "'6S' after the end mark '+'", 12: "tag ActionTable has a value without quotes",
        13: "tag ActionTable has a value without quotes", 14: "column 'Call\\\\L'",
        15: "a comment in a row of the table", 16: "holds %, [, ], { or }",
        17: "tag pair not closed", 18: "unexpected character ']'",
        19: "a comment in a row of the table", 21: "4 elements in a row of 5 columns",
        22: "column Percentage is marked -", 23: "column Percentage is marked -",
    },
    "errors_21.pbn": {1: "OptimumScore tag '100'", 2: "OptimumScore tag 'EW'"},
}
# Not expected: errors_10 game 61 names no error (its Result of 13 tricks is possible after
# the play given); errors_20 game 20 lies inside the comment that game 19's '{' opens.


def _reports(path: Path) -> list[Problem]:
    pbn = load_pbn(path)
    return [*pbn.stray, *(p for game in pbn.games for p in replay_game(game)[1])]


def _games(path: Path) -> list[tuple[int, int]]:
    """(first line, game number) of each game, from the file's own '=== game N' lines."""
    lines = path.read_text(encoding="latin-1").splitlines()
    return [(i + 1, int(m.group(1))) for i, line in enumerate(lines)
            if (m := re.match(r"% =+ game (\d+)", line))]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_check_finds_the_error_of_each_game(name: str) -> None:
    path = FOLDER / name
    starts = _games(path)
    found: dict[int, list[str]] = {}
    for report in _reports(path):
        number = max((n for start, n in starts if start <= report.line), default=0)
        found.setdefault(number, []).append(report.message)
    missing = {
        number: (fragment, found.get(number, []))
        for number, fragment in EXPECTED[name].items()
        if not any(fragment in message for message in found.get(number, []))
    }
    assert not missing


@pytest.mark.parametrize("name", ["correct_10.pbn", "correct_20.pbn", "correct_21.pbn"])
def test_check_reports_nothing_on_valid_files(name: str) -> None:
    assert [str(p) for p in _reports(FOLDER / name)] == []
