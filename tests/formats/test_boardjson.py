"""A board saved as JSON (formats/boardjson.py) loads back in the same state."""

from __future__ import annotations

import pytest

from bridgelaws.engine.table import Table
from bridgelaws.formats.boardjson import dumps, loads
from bridgelaws.values.board import Board


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_a_board_loads_back_under_its_edition(laws: str) -> None:
    """Found by the Hypothesis properties run under every edition: a saved board kept its
    [Laws] tag but was loaded back under 2017."""
    table = Table(Board.numbered(1), mode="table", edition=laws)
    _ = table.call("1NT", table.board.dealer.lho)  # out of rotation: the board waits
    back = loads(dumps(table))
    assert str(back.edition) == laws
    assert back.view() == table.view() and back.step == table.step
