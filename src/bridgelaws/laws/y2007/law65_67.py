"""Law 65 in the 2007 Laws: who may point out a card turned the wrong way, and until when.

65B3 (2007): declarer may have a wrongly turned card put right at any time; dummy and
the defenders may point one out until a card is led to the next trick. 2017 gives every
player the right until his own side leads or plays to the next trick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tableplay import CardPointed
from bridgelaws.laws import law65_67
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.laws.index import law

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["pointed"]

L16B = law("16B", "2007")
L65B3 = law("65B3", "2007")


@LAWS_2007.replaces(law65_67.pointed)
def pointed(t: TableMode, event: CardPointed) -> None:
    """65B3 (2007): declarer may point out a wrongly turned card at any time, dummy and
    the defenders until the lead to the next trick (16B for a later remark)."""
    seat = event.seat
    ps = t._ps()
    if ps.current and seat != ps.declarer:
        t._note("irregularity", L65B3, "pointed.late.lead", seat=seat)
        t._note("information", L16B, "pointed.information", seat=seat)
    else:
        t._note("procedure", L65B3, "pointed", seat=seat)
