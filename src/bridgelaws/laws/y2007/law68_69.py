"""Laws 68 and 69 in the 2007 Laws: a revoke and an agreed claim.

63A3 (2007) establishes a revoke as soon as a member of the offending side claims or
concedes tricks, or agrees to the opponents' claim or concession. 2017 splits the second
case off as 63A4: agreeing to an opponent's claim establishes the revoke only once the
revoking side calls on a later board or the round ends, so until then it is still
corrected. 1997's 63A3 reads as 2007's (the 1997 package registers this function).
The rest of Laws 68 and 69 the engine models (a hand spread as a claim, cards shown about
the current trick, the agreed claim) reads the same in the three editions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tableplay import Revoke
from bridgelaws.laws import law68_69
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.laws.index import law

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["agreed_to_claim"]

# The clause this module cites, as the 2007 Laws number it (1997's is the same).
L63A3 = law("63A3", "2007")


@LAWS_2007.replaces(law68_69.agreed_to_claim)
def agreed_to_claim(t: TableMode, revoke: Revoke) -> None:
    """63A3 (2007): the revoking side agreed to the opponents' claim or concession: its
    revoke is established at once."""
    revoke.established = True
    t._note("consequence", L63A3, "revoke.established", seat=revoke.player,
            trick=revoke.trick)
