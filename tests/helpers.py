"""Small builders shared by the tests."""

from __future__ import annotations

from bridgelaws import Board, Call, Deal, Seat, Table

# Each player holds whole "blocks": North AKQJ of spades, T98 of hearts ... (easy to reason about)
BLOCK_DEAL = Deal.parse(
    "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
)


def table_after(calls: str, dealer: Seat = Seat.NORTH, number: int = 1) -> Table:
    """A table on BLOCK_DEAL after the given calls (space separated)."""
    table = Table(Board.numbered(number, BLOCK_DEAL, dealer=dealer))
    for text in calls.split():
        table.call(Call.parse(text))
    return table
