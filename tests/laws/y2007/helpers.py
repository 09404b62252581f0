"""Builders shared by the tests of an older edition's Laws."""

from __future__ import annotations

from bridgelaws import Board, Deal, Seat
from bridgelaws.engine.tablemode import TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(laws: str, board: int = 1) -> TableMode:
    """Board 1 (North deals) under the ``laws`` edition."""
    return TableMode(Board.numbered(board, DEAL), edition=laws)


def auction(t: TableMode) -> str:
    return " ".join(f"{seat}:{call}" for seat, call in t.calls)


def cited(t: TableMode) -> list[str]:
    """Every clause the trail cites, with its edition: '31B (2007)'."""
    return [f"{r.law} ({r.law.edition})" for r in t.trail]
