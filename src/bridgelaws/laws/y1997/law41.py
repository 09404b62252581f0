"""The opening lead by the wrong side in the 1997 Laws: Law 24, not 54E.

1997 has no 54E. Its auction period lasts until the opening lead is faced (17E), so a
card that presumed declarer or dummy faces as a lead is a card exposed during the
auction (24): it goes back to the hand, and as the offender's side is declarer's, no
penalty card follows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws import law41
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import law
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["wrong_side"]

L24 = law("24", "1997")


@LAWS_1997.replaces(law41.wrong_side)
def wrong_side(t: TableMode, seat: Seat, card: Card) -> None:
    """24 (1997): presumed declarer or dummy faces a card as the opening lead: a card
    exposed before the auction period ends (17E); it goes back to the hand."""
    t._note("irregularity", L24, "lead.wrong.side", seat=seat, card=card)
    t._note("consequence", L24, "exposed.returned.play", seat=seat)
