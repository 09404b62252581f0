"""Fuzzing the LIN reader: read_lin and the replay of every board. Both return, every
problem placed at a line of the file; only a file that is not text at all raises
(PbnError, from the decoding the two readers share)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.formats.lin import read_lin, replay_lin_board
from bridgelaws.formats.pbn import PbnError, decode

from .harness import assembled, corpus_files, fuzz, line_count, long_runs, mutated, watchdog

RECORD = (
    "pn|a,b,c,d|st||md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
    "rh||ah|Board 5|sv|b|mb|p|mb|1N!|an|15-17|mb|p|mb|p|mb|p|pg||pc|D5|pc|D2|pc|DA|pc|D8|pg||"
    "mc|8|\n"
)
SEEDS = [RECORD, "qx|o1|" + RECORD + "qx|c1|" + RECORD.replace("mc|8|", "mc|13|"),
         *(decode(p.read_bytes(), str(p)) for p in corpus_files("lin", 12, 3000))]
PARTS = ("qx|", "o1|", "md|", "3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|",
         "ah|", "Board 1|", "sv|", "b|", "mb|", "p|", "1N!|", "2C|", "d|", "r|", "pc|",
         "D5|", "SA|", "mc|", "13|", "pg||", "|", "||")


def check_text(text: str) -> None:
    lines = line_count(text)
    with watchdog():
        for board in read_lin(text, "f.lin"):
            _, problems = replay_lin_board(board)
            for problem in problems:
                assert problem.source == "f.lin" and 1 <= problem.line <= lines, problem


@fuzz(300)
@given(st.one_of(mutated(SEEDS, PARTS), assembled(PARTS),
                 long_runs().map(lambda run: RECORD + run + RECORD)))
def test_lin_text(text: str) -> None:
    check_text(text)


@fuzz(60)
@given(mutated(SEEDS, PARTS, most=2), st.binary(max_size=8), st.integers(0, 64))
def test_lin_bytes(text: str, noise: bytes, at: int) -> None:
    data = text.encode("utf-8")
    try:
        decoded = decode(data[:at] + noise + data[at:], "f.lin")
    except PbnError as error:
        assert str(error).startswith("f.lin: ")
        return
    check_text(decoded)
