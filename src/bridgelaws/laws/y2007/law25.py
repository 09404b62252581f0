"""Law 25 in the 2007 Laws: a change of call.

25A: the director's question is 2007's test: was the call unintended, and did the
player replace it (or try to) without pause for thought? (2017 asks only about intent,
however the slip was noticed.) 25B: a deliberate change is for the left-hand opponent to
accept; accepted, the first call counts as withdrawn and the offender has chosen another
final call for the round, so Law 26 applies to his partner's lead; refused, the change is
cancelled and the first call stands, with 16D for the cancelled call and no lead
restriction (Law 26 speaks of a withdrawn call, and 25B3 tells a cancelled call from a
withdrawn one). There is no comparable call, and 2007 has no average-minus branch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws import law25
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["ask_unintended", "review"]

# The clauses this module cites, as the 2007 Laws number them (1997's 25A is the same).
L25A = law("25A", "2007")
L26 = law("26", "2007")


@LAWS_2007.replaces(law25.ask_unintended)
def ask_unintended(t: TableMode, seat: Seat, original: Call, call: Call, index: int) -> None:
    """25A (2007): the director finds whether ``original`` was
    unintended and replaced, or the replacement attempted, without pause for thought
    (1997's 25A asks the same)."""
    t._ask("inadvertent", L25A, seat, Message(
        "question.inadvertent", seat=seat, call=original, intended=call),
        law25.unintended_found, seat=seat, original=original, call=call, index=index)


@LAWS_2007.replaces(law25.review)
def review(t: TableMode, offender: Seat, withdrawn: Call, replacement: Call, index: int,
           lho_call: Call | HighBid | None) -> None:
    """25B1 (2007): an accepted change stands and the first call is withdrawn: Law 26
    lets declarer restrict partner's lead. 25B2: a refused change is cancelled and the
    first call stands; 25B3 (16D) for the cancelled call, and no lead restriction."""
    if index < 0:
        return
    t._lead_restriction_from(offender, withdrawn, L26)
    law25.place(t, offender, replacement, index, lho_call)
