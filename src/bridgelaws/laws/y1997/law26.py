"""Law 26 in the 1997 Laws: the lead penalties after a withdrawn call rule as 2007's
(:mod:`bridgelaws.laws.y2007.law26`): require or prohibit the suit of a withdrawn suit
bid the offender did not name legally (26A2), or prohibit any one suit after any other
withdrawn call (26B), the prohibition lasting while partner keeps the lead.
"""

from __future__ import annotations

from bridgelaws.laws import law26
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.y2007 import law26 as y2007

__all__ = ["lead_options"]

lead_options = LAWS_1997.replaces(law26.lead_options)(y2007.lead_options)
