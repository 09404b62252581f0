"""Law 47 in the 2007 Laws: a lead taken back after misinformation.

47E1 (2007) lets a player take back a lead (or a card played) out of turn that he made
because an opponent told him wrongly it was his turn, and his left-hand opponent may not
accept it; it has no clause like 2017's "Law 63A1 does not apply", so a revoke that lead
established stays established (63A1: any lead or play to the next trick, legal or not).
1997's 47E1 rules the same way (the 1997 package registers this function). The rest of
Law 47 reads as in 2017; 1997's 47F is 2017's 47F2.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws import law47
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.laws.index import law
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["misinformed_lead_revokes"]

# The clause this module cites, as the 2007 Laws number it (1997's is the same).
L63A1 = law("63A1", "2007")


@LAWS_2007.replaces(law47.misinformed_lead_revokes)
def misinformed_lead_revokes(t: TableMode, offender: Seat, card: Card) -> None:
    """47E1, 63A1 (2007): a revoke established by the lead taken back stays
    established."""
    for r in t._ps().revokes:
        if r.established_by == (offender, card):
            t._note("consequence", L63A1, "revoke.stays.established", seat=r.player,
                    trick=r.trick, card=card)
