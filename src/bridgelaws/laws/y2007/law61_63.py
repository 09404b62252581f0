"""Laws 61-63 in the 2007 Laws: no 62C3 correction of both sides' revokes.

2007 has no counterpart of 2017's 62C3 (both sides revoked in the same trick and one of
them has already played to the next trick): the established revoke stands (63B), and
only the other side's revoke, not yet established, is corrected (62A).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tableplay import Revoke
from bridgelaws.laws import law61_63
from bridgelaws.laws.editions import LAWS_2007

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["corrected_together"]


@LAWS_2007.replaces(law61_63.corrected_together)
def corrected_together(t: TableMode, r: Revoke, other: Revoke) -> bool:
    """62A, 63B (2007): both sides' revokes in one trick are corrected together only while
    neither is established; an established one stands."""
    return not (other.established or r.established)
