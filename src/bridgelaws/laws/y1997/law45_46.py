"""Laws 45 and 46 in the 1997 Laws: "high" in fourth seat, and the changed designation.

* 46B1 (1997): "high" asks for dummy's highest card of the suit, but when dummy plays
  fourth it may be taken as the lowest card that wins the trick. The engine takes it so
  when dummy has such a card; 2007 and 2017 dropped the fourth-seat reading.
* 45C4(b) (1997): an inadvertent designation may be changed without a pause for thought,
  with no limit in time written; the engine gives declarer's designation of dummy's card
  the 2007 limit, until the next card from dummy
  (:func:`bridgelaws.laws.y2007.law45_46.changed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tableplay import _bits, _highest
from bridgelaws.laws import law45_46
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.y2007 import law45_46 as as_2007
from bridgelaws.procedure.play import trick_winner
from bridgelaws.values.cards import Card

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["high_card"]


@LAWS_1997.replaces(law45_46.high_card)
def high_card(t: TableMode, follow: int) -> Card:
    """46B1 (1997): "high" is the highest card of the suit; in fourth seat the lowest
    card that wins the trick, when dummy has one."""
    ps = t._ps()
    if len(ps.current) != 3:
        return _highest(follow)
    plays = list(ps._plays())
    winners = [c for c in _bits(follow)
               if trick_winner([*plays, (ps.dummy, c)], ps.trump) == ps.dummy]
    return min(winners) if winners else _highest(follow)


LAWS_1997.replaces(law45_46.changed)(as_2007.changed)
