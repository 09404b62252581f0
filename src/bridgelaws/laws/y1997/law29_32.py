"""Laws 29-32 in the 1997 Laws: the rulings are the 2007 ones
(:mod:`bridgelaws.laws.y2007.law29_32`), cited by the 1997 numbers, which are the same.

The 1997 text differs only in words that change no ruling here: 29C speaks of the
denominations a conventional call implies (2007: specifies), and 32B2 names a bid by
RHO (2007: a bid, double or redouble), though RHO can only pass or bid there: a double
or redouble by him would need a bid of the offender's side as the last bid, over which
the offender's own double could not be admissible.
"""

from __future__ import annotations

from bridgelaws.laws import law29_32
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.y2007 import law29_32 as y2007

__all__ = ["cancelled_oor", "offenders_call"]

cancelled_oor = LAWS_1997.replaces(law29_32.cancelled_oor)(y2007.cancelled_oor)
offenders_call = LAWS_1997.replaces(law29_32.offenders_call)(y2007.offenders_call)
