"""Law 12: the director's adjusted score, recorded with the board it was given on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import IrregularActionError, ScoreAdjusted
from bridgelaws.laws.index import law
from bridgelaws.messages import Message

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L12C = law("12C")


def adjusted(t: TableMode, event: ScoreAdjusted) -> None:
    """12C: once the board is complete the director assigns an adjusted score (12C1), an
    artificial one (12C2), or rules that the table result stands; it answers the flags
    the board carries for the end of the hand."""
    complete = t.auction_over and (t.contract is None or (t.play is not None
                                                         and t.play.over))
    if not complete or t.step is not None:
        raise IrregularActionError(Message("adjust.not.complete"), L12C)
    clause = law(event.law) if event.law else L12C
    if event.result == "none":
        t._note("finding", clause, "score.stands")
    else:
        t._note("finding", clause, "score.adjusted", result=event.result)
    t.adjusted = event
