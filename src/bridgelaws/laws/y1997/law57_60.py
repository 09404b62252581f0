"""Law 57 in the 1997 Laws: as in 2007 (:mod:`bridgelaws.laws.y2007.law57_60`).

57A (1997) gives declarer the same three choices as 2007 (no requiring a card of a
named suit), and 1997 has no 57D either: a defender's card played at his right-hand
opponent's turn is an exposed card (49), a major penalty card (50B: exposed by a
deliberate play).
"""

from __future__ import annotations

from bridgelaws.laws import law57_60
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.y2007 import law57_60 as as_2007

__all__: list[str] = []

LAWS_1997.replaces(law57_60.premature_options)(as_2007.premature_options)
LAWS_1997.replaces(law57_60.at_rho_turn)(as_2007.at_rho_turn)
