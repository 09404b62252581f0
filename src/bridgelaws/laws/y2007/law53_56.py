"""Laws 53-56 in the 2007 Laws (and the 1997 Laws, which say the same here).

53A (2007): any lead out of turn may be accepted, the lead to the thirteenth trick too;
2017 makes that one lead an exception that must be taken back. (The letters B and C of
Law 53 are swapped in 2017; :data:`~bridgelaws.laws.editions.LAWS_2007` cites them by the
2007 letters.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws import law53_56
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["last_trick_lead"]


@LAWS_2007.replaces(law53_56.last_trick_lead)
def last_trick_lead(t: TableMode, seat: Seat, card: Card) -> None:
    """53A (2007): a lead out of turn to the thirteenth trick is a lead out of turn like
    any other: it may be accepted (53A), or not (55, 56)."""
    law53_56.lead_out_of_turn(t, seat, card)
