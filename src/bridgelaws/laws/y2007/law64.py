"""Law 64 in the 2007 Laws: no transfer when both sides revoked on the board.

2007's 64B7 asks only whether both sides revoked on the same board; 2017 adds that both
revokes must be established. So under 2007 a revoke the other side corrected in time
still cancels the transfer for an established one (64C may still restore equity). 2007
has no 62C3 correction and no 64B8.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tableplay import PlayState, Revoke
from bridgelaws.laws import law64
from bridgelaws.laws.editions import LAWS_2007

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["both_sides_revoked"]


@LAWS_2007.replaces(law64.both_sides_revoked)
def both_sides_revoked(t: TableMode, ps: PlayState, counted: list[Revoke]) -> bool:
    """64B7 (2007): both sides revoked on the board: every revoke attention was drawn to
    counts, established or corrected (a defective trick's deemed revoke aside)."""
    return len({r.player.side for r in ps.revokes
                if r.noticed and not r.ignored and r.kind != "defective"}) == 2
