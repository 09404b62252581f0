"""Real files written by other programs and people (../shared/corpus): read every one,
report what is broken, never crash; the PBN export of each reads back the same."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.formats.lin import check_lin_board, load_lin
from bridgelaws.formats.pbn import check_game, load_pbn, read_pbn, write_pbn

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus"

PBN_FILES = sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.suffix.lower() == ".pbn")
LIN_FILES = sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.suffix.lower() == ".lin")


def test_the_corpus_is_there() -> None:
    # a missing corpus is a failure, not a skip: CI must read the real files
    assert CORPUS.is_dir(), f"the corpus of real files is missing: expected it at {CORPUS}"
    assert len(PBN_FILES) > 200 and len(LIN_FILES) > 700


def test_every_pbn_file_is_read_and_replayed_without_crashing() -> None:
    games = flawed = 0
    for path in PBN_FILES:
        pbn = load_pbn(path)
        for game in pbn.games:
            games += 1
            problems = check_game(game)
            flawed += any(not p.warning for p in problems)  # a warning is no flaw
            for problem in problems:
                assert problem.source == str(path) and problem.line >= 1
    assert games > 20_000
    # most real boards are sound (one file of 7,632 boards with shifted auctions aside)
    assert flawed < games // 2


def test_every_lin_file_is_read_and_replayed_without_crashing() -> None:
    boards = 0
    for path in LIN_FILES:
        for record in load_lin(path):
            boards += 1
            check_lin_board(record)
    assert boards > 1000


def test_pbn_export_of_every_file_reads_back_the_same() -> None:
    for path in PBN_FILES:
        first = load_pbn(path)
        again = read_pbn(write_pbn(first.games), "export")
        assert len(again.games) == len(first.games), path
        for a, b in zip(first.games, again.games, strict=True):
            assert a.content() == b.content(), f"{path}:{a.line}"


def _problems(relative: str) -> list[str]:
    """The problems check finds in a file of the corpus (warnings left out)."""
    return [str(p) for g in load_pbn(CORPUS / relative).games for p in check_game(g)
            if not p.warning]


def test_a_clean_tournament_file_has_no_problem() -> None:
    assert _problems("pbn/ben/src/christy170a.pbn") == []


def test_known_broken_boards_are_reported_precisely() -> None:
    # This file's auctions do not start with the dealer, so the Declarer tags disagree.
    found = _problems("pbn/endplay/tests/pbn/example3.pbn")
    assert any("board 1: Declarer tag says E, the auction gives N (Law 22A)" in m for m in found)
    # A BBO challenge file with a token that is not a call.
    found = _problems("pbn/ben/Challenges/BW.pbn")
    assert any(":100: board 3: 'AC' is not a call" in m for m in found)
