"""Law 47 in the 1997 Laws: as in 2007 (:mod:`bridgelaws.laws.y2007.law47`).

47E1 (1997): a lead out of turn made because an opponent said it was his turn may be
taken back without penalty; nothing keeps a revoke it established from standing (63A1).
"""

from __future__ import annotations

from bridgelaws.laws import law47
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.y2007 import law47 as as_2007

__all__: list[str] = []

LAWS_1997.replaces(law47.misinformed_lead_revokes)(as_2007.misinformed_lead_revokes)
