"""Laws 36-39 in the 2007 Laws: the rulings are 2017's, but for one clause.

2007 has no 36C: an inadmissible double or redouble noticed only after the opening lead
is not simply left out of the score. The board keeps waiting for the director, who
rules under 36A or 36B: the lead is not taken while he is awaited. (1997 has none
either; its 36-39 are in :mod:`bridgelaws.laws.y1997.law36_39`.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CardPlayed
from bridgelaws.engine.steps import Pending
from bridgelaws.laws import law36_39
from bridgelaws.laws.editions import LAWS_2007

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["lead_faced"]


@LAWS_2007.replaces(law36_39.lead_faced)
def lead_faced(t: TableMode, p: Pending, event: CardPlayed) -> None:
    """36 (2007): the edition leaves no inadmissible double or redouble out of the score
    once the opening lead is faced; the board waits for the director's ruling under
    36A or 36B."""
    raise t._wait(p.step.waiting_for)
