"""The table-log corpus: every ``tests/cases/*.log`` replays through the Laws with all its
``expect`` checks holding.

Each log is one table situation, composed from the text of a Law: the header, the deal,
what happened at the table, the director's findings and the players' choices, the rest
of the auction (and, where the Law reaches into it, some play), with checks at the key
points. The file name says which Law: ``lawNN-short-description.log``.
"""

import re
from pathlib import Path

import pytest

from bridgelaws.formats.pbn import check_game, read_pbn
from bridgelaws.formats.tablelog import (
    check_file,
    load_table_log,
    read_table_log,
    replay_log,
    to_pbn,
    write_table_log,
)

CASES = Path(__file__).parent / "cases"
LOGS = sorted(CASES.glob("*.log"))
NAME = re.compile(r"law(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*")


def _law(path: Path) -> int:
    m = NAME.fullmatch(path.stem)
    return int(m.group(1)) if m else 0


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_log_replays_with_no_failures(path: Path) -> None:
    failures = check_file(path)
    assert failures == [], "\n".join(failures)


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_log_is_named_explained_and_checked(path: Path) -> None:
    assert NAME.fullmatch(path.stem), f"{path.name}: expected lawNN-short-description.log"
    first = path.read_text(encoding="utf-8").lstrip("\ufeff").splitlines()[0]
    assert first.startswith("%"), f"{path.name}: the case is explained in a % comment first"
    log = load_table_log(path)
    assert log.checks, f"{path.name}: a case with no expect line checks nothing"
    assert log.board.deal is not None or log.board.hands is not None, \
        f"{path.name}: no deal, and no [Hands] tag"


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_log_survives_writing_back(path: Path) -> None:
    """The log is lossless: written back from the board and read again, it replays to
    the same events and the same ruling trail."""
    mode = replay_log(load_table_log(path)).mode
    again = replay_log(read_table_log(write_table_log(mode), f"{path.name} (rewritten)")).mode
    assert again.events == mode.events
    assert again.trail == mode.trail


@pytest.mark.parametrize("path", LOGS, ids=[p.stem for p in LOGS])
def test_log_exports_to_pbn_that_reads_back_and_checks(path: Path) -> None:
    """The PBN export of every log reads back, and the replay of PBN finds nothing wrong
    but the accepted irregularities (^I, ^S, ^R, ^L) it does not replay."""
    mode = replay_log(load_table_log(path)).mode
    pbn = read_pbn(to_pbn(mode), path.name)
    assert not pbn.problems
    (game,) = pbn.games
    problems = [p.message for p in check_game(game)
                if "cannot be replayed yet" not in p.message]
    assert problems == []


LAWS_9_TO_27 = [p for p in LOGS if 9 <= _law(p) <= 27]


@pytest.mark.parametrize("path", LAWS_9_TO_27, ids=[p.stem for p in LAWS_9_TO_27])
def test_laws_9_to_27_logs_run_the_auction_to_its_end(path: Path) -> None:
    mode = replay_log(load_table_log(path)).mode
    assert mode.auction_over, f"{path.name}: the auction does not end"


def test_laws_9_to_27_corpus() -> None:
    assert len(LAWS_9_TO_27) >= 22
    covered = {_law(p) for p in LAWS_9_TO_27}
    assert covered >= {9, 10, 11, 16, 23, 24, 25, 26, 27}


PLAY_LOGS = [p for p in LOGS if 41 <= _law(p) <= 69]


@pytest.mark.parametrize("path", PLAY_LOGS, ids=[p.stem for p in PLAY_LOGS])
def test_play_logs_play_the_board_to_its_end(path: Path) -> None:
    """A log of the play period is a whole deal played out: thirteen tricks, or an
    agreed claim or concession, and nothing left waiting."""
    mode = replay_log(load_table_log(path)).mode
    play = mode.play
    assert play is not None and play.over, f"{path.name}: the play does not end"
    assert play.claim is not None or len(play.tricks) == 13
    assert mode.step is None, f"{path.name}: the board still waits: {mode.step}"
    assert mode.score is not None


def test_play_logs_cover_the_play_laws() -> None:
    assert len(PLAY_LOGS) >= 40
    covered = {_law(p) for p in PLAY_LOGS}
    assert covered >= {41, 45, 46, 47, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 62, 64, 67, 68}


def test_revoke_logs_cover_every_case_of_law_64() -> None:
    """At least twelve revoke cases with exact trick counts; between them every case of
    64A and 64B."""
    laws: set[str] = set()
    revoke_logs = 0
    for path in PLAY_LOGS:
        mode = replay_log(load_table_log(path)).mode
        if not mode.revokes:
            continue
        log = load_table_log(path)
        counted = {c.words[0] for c in log.checks}
        if {"tricks", "result"} <= counted:
            revoke_logs += 1
        laws |= {r.law for r in mode.trail if r.law.startswith("64")}
    assert revoke_logs >= 12
    assert laws >= {"64A1", "64A2", *(f"64B{n}" for n in range(1, 9))}


def test_corpus_size() -> None:
    assert len(LOGS) >= 140  # Laws 9-39 and the play, 41-69


PAIRED = [p for p in LOGS if "% pair: " in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("path", PAIRED, ids=[p.stem for p in PAIRED])
def test_an_edition_pair_is_the_same_board_ruled_differently(path: Path) -> None:
    """A log that names its pair (``% pair: NAME``) plays the same deal under another
    edition, and the two rulings differ."""
    text = path.read_text(encoding="utf-8")
    name = text.split("% pair: ", 1)[1].split()[0]
    other = CASES / f"{name}.log"
    assert other.exists(), f"{path.name}: no pair {name}.log"
    mine, theirs = load_table_log(path), load_table_log(other)
    assert mine.laws != theirs.laws
    assert mine.board.deal == theirs.board.deal
    ruled = [replay_log(log).mode.trail for log in (mine, theirs)]
    assert [(r.law, r.message) for r in ruled[0]] != [(r.law, r.message) for r in ruled[1]]


def _records(path: Path) -> list[object]:
    return list(replay_log(load_table_log(path)).mode.records)


JUDGED = [p for p in LOGS if re.search(r"(?m)^(TD (rules|agreement|answers)|\S+ (objects|"
                                       r"hesitates|extraneous|remarks))",
                                       p.read_text(encoding="utf-8"))]


def test_judgement_corpus_covers_every_procedure() -> None:
    """At least 30 judgement cases (16B, 21B, 40B, 16D, 68-71, 64C, 23C/27D/72C), every
    procedure among them, each procedure ended with its outcome."""
    assert len(JUDGED) >= 30
    seen: set[str] = set()
    outcomes: set[str] = set()
    for path in JUDGED:
        for record in _records(path):
            seen.add(record.procedure.id)  # type: ignore[attr-defined]
            assert record.outcome is not None, f"{path.name}: a procedure is left waiting"  # type: ignore[attr-defined]
            outcomes.add(record.outcome.id)  # type: ignore[attr-defined]
    assert seen == {"ui", "mi", "claim", "revoke", "review", "withdrawal", "concession"}
    assert len(outcomes) >= 18
