"""Laws 50 and 51 in the 2007 Laws: the information from a penalty card, and no 51B2(c).

* 50E (2007): that the penalty card must be played is authorised for every player; what
  else its owner's partner learns from seeing it is unauthorised for him (authorised for
  declarer), and the director adjusts when that damaged the other side (50E3). 2017
  instead makes everything the card shows authorised while it lies on the table (50E1).
  2007 has no separate rule for a penalty card once played (2017's 50E3).
* 51B2 (2007): with penalty cards in more than one suit declarer requires one of the
  suits or forbids one or more; leaving the lead free is 2017's 51B2(c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws import law48_52
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.laws.index import Clause, law
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["no_restriction", "penalty_information", "penalty_played"]

L50E = law("50E", "2007")


@LAWS_2007.replaces(law48_52.penalty_information)
def penalty_information(t: TableMode, seat: Seat) -> None:
    """50E1, 50E2 (2007): the duty to play the card is authorised for all; anything else
    partner learns from it is unauthorised for him."""
    t._note("information", L50E, "penalty.information.partner", seat=seat,
            partner=seat.partner)


@LAWS_2007.replaces(law48_52.no_restriction)
def no_restriction(t: TableMode, suits: int) -> Clause | None:
    """50D2(b), 51B2 (2007): the lead is left free only with penalty cards in one
    suit."""
    return law48_52.L50D2b if suits == 1 else None


@LAWS_2007.replaces(law48_52.penalty_played)
def penalty_played(t: TableMode, seat: Seat, card: Card) -> None:
    """50E (2007): nothing more to record when a penalty card is played."""
