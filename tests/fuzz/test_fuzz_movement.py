"""Fuzzing the movement file: read_movement returns a movement or raises MovementError at
a line and column; a movement read is validated and written back without error, and
reads back the same."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.formats.movementfile import MovementError, read_movement, write_movement
from bridgelaws.scoring.movements import howell, mitchell, validate

from .harness import assembled, fuzz, line_count, long_runs, mutated, watchdog

SEEDS = [write_movement(mitchell(3)), write_movement(mitchell(4, 3)),
         write_movement(howell(3, 3)), write_movement(howell(4)),
         '# club\r\nmovement "Tuesday \\"A\\" \\\\ field" shared  # a comment\r\n'
         "1 1 NS1 EW1 1-3,7\r\n1 2 NS2 EW2 4-6\r\n\r\n2 1 NS1 EW2 8,9-10\r\n"]
PARTS = ("movement", '"x"', "shared", "#", "1", "2", "10", "0", "1-3", "3-1", "1,2", ",",
         "1-", "-1", "1-3,7", "NS1", "A", '"a"', "99999", "1-10000", "\\")


def check_text(text: str) -> None:
    lines = line_count(text)
    with watchdog():
        try:
            movement = read_movement(text, "f.mov")
        except MovementError as error:
            assert 1 <= error.line <= lines and error.column >= 1, error
            assert str(error).startswith(f"f.mov:{error.line}:{error.column}: ")
            return
        for meetings in (None, "all", "ns-ew"):
            validate(movement, meetings)  # type: ignore[arg-type]
        lookups = (movement.pairs, movement.boards, movement.tables, movement.rounds)
        assert len(lookups[0]) == len({p for e in movement.encounters for p in e.pairs})
        assert read_movement(write_movement(movement)) == movement


@fuzz(350)
@given(st.one_of(mutated(SEEDS, PARTS), assembled(PARTS),
                 long_runs().map(lambda run: SEEDS[0] + run)))
def test_movement_file(text: str) -> None:
    check_text(text)
