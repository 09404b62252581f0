"""Laws 68 and 69 in the 1997 Laws: as in 2007 (:mod:`bridgelaws.laws.y2007.law68_69`).

63A3 (1997): agreeing to the opponents' claim or concession establishes a revoke at once;
1997 has no 63A4.
"""

from __future__ import annotations

from bridgelaws.laws import law68_69
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.y2007 import law68_69 as as_2007

__all__: list[str] = []

LAWS_1997.replaces(law68_69.agreed_to_claim)(as_2007.agreed_to_claim)
