"""Laws 50 and 51 in the 1997 Laws: no 50E, and no 51B2(c).

* 1997 has no 50E. 50D1 (and 50C for a minor penalty card) say the same as 2007's 50E:
  the duty to play the card is authorised information, anything else partner learns
  from seeing it is unauthorised for him (16A). 2017 makes it all authorised while the
  card lies on the table.
* 51B2 (1997), as 2007: no leaving the lead free with penalty cards in more than one
  suit (:mod:`bridgelaws.laws.y2007.law48_52`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws import law48_52
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import law
from bridgelaws.laws.y2007 import law48_52 as as_2007
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["penalty_information"]

L50D1 = law("50D1", "1997")


@LAWS_1997.replaces(law48_52.penalty_information)
def penalty_information(t: TableMode, seat: Seat) -> None:
    """50D1 (1997): the duty to play the card is authorised information; anything else
    partner learns from it is unauthorised for him (16A)."""
    t._note("information", L50D1, "penalty.information.partner", seat=seat,
            partner=seat.partner)


LAWS_1997.replaces(law48_52.no_restriction)(as_2007.no_restriction)
LAWS_1997.replaces(law48_52.penalty_played)(as_2007.penalty_played)
