"""Laws 53-56 in the 1997 Laws: as in 2007 (:mod:`bridgelaws.laws.y2007.law53_56`).

53A (1997) lets any faced lead out of turn be accepted, the lead to the thirteenth trick
included; the letters B and C of Law 53 are the 2007 ones.
"""

from __future__ import annotations

from bridgelaws.laws import law53_56
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.y2007 import law53_56 as as_2007

__all__: list[str] = []

LAWS_1997.replaces(law53_56.last_trick_lead)(as_2007.last_trick_lead)
