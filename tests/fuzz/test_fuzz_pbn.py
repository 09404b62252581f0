"""Fuzzing the PBN reader: read_pbn, the replay of every game (check_game), the board
shown by ``bridgelaws show`` and the export. Each returns, every problem placed at a
line of the file; only a file that is not text at all raises (PbnError)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bridgelaws import Board, Table
from bridgelaws.cli.render import auction_table, diagram, play_lines, summary
from bridgelaws.formats.pbn import (
    PbnError,
    check_game,
    decode,
    game_from_table,
    read_pbn,
    replay_game,
    write_pbn,
)
from bridgelaws.formats.problems import Problem
from bridgelaws.values.deal import deal_board_set

from .harness import assembled, corpus_files, fuzz, line_count, long_runs, mutated, watchdog

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
GAME = f"""% PBN 2.1
[Event "Club night"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{DEAL}"]
[Declarer "N"]
[Contract "1NT"]
[Result "7"]
[Auction "N"]
1NT ! =1= $12 Pass Pass Pass
[Note "1:15-17"]
[Play "E"]
CA C8 C5 C2 {{a comment}}
CK C9 ; to the end
*
"""
EXTRAS = """
[Event "#"]
[Board "2"]
[Dealer "E"]
[Vulnerable "##NS"]
[Auction "E"]
- 1S ^I 1H X
XX AP
[ScoreTable "PairId_NS\\2R;Score_NS\\6R"]
 1  420
"""


def _seeds() -> list[str]:
    dealt = [game_from_table(Table(Board.numbered(n, deal)), {"Event": "x"})
             for n, deal in enumerate(deal_board_set(2, seed=7), 1)]
    seeds = [GAME, GAME + EXTRAS, write_pbn(dealt), write_pbn(read_pbn(GAME).games)]
    for path in corpus_files("pbn", 12, 6000):
        seeds.append(decode(path.read_bytes(), str(path)))
    return seeds


SEEDS = _seeds()
PARTS = ("[Board", '"1"]', "[Deal", f'"{DEAL}"]', "[Auction", '"N"]', "[Play", '"E"]',
         "[Result", '"7"]', "[Note", '"1:x"]', "1NT", "Pass", "AP", "X", "XX", "=1=", "$1",
         "^S", "^I", "^R", "^L", "CA", "C8", "-", "*", "+", "{", "}", ";", "%", "!", "?")


def check_text(text: str) -> None:
    lines = line_count(text)

    def placed(problem: Problem) -> None:
        assert problem.source == "f.pbn" and 1 <= problem.line <= lines, problem

    with watchdog():
        pbn = read_pbn(text, "f.pbn")
        for problem in pbn.problems:
            placed(problem)
        for game in pbn.games:
            for problem in check_game(game):
                placed(problem)
            table, _ = replay_game(game)
            if table is not None:
                diagram(table.board), auction_table(table.auction), play_lines(table)
                summary(table)
        read_pbn(write_pbn(pbn.games))


@fuzz(300)
@given(mutated(SEEDS, PARTS))
def test_pbn_mutated_files(text: str) -> None:
    check_text(text)


@fuzz(100)
@given(st.one_of(assembled(PARTS), long_runs().map(lambda run: GAME + run + "\n" + GAME)))
def test_pbn_built_text(text: str) -> None:
    check_text(text)


@fuzz(80)
@given(mutated(SEEDS, PARTS, most=2), st.sampled_from(["utf-8", "utf-16", "cp1252"]),
       st.binary(max_size=8), st.integers(0, 64))
def test_pbn_bytes(text: str, encoding: str, noise: bytes, at: int) -> None:
    data = text.encode(encoding, errors="replace")
    data = data[:at] + noise + data[at:]
    try:
        decoded = decode(data, "f.pbn")
    except PbnError as error:
        assert str(error).startswith("f.pbn: ")
        return
    check_text(decoded)
