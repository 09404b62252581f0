"""Law 45C4(b) in the 2007 Laws: not yet applied.

2007 lets a player change an unintended designation until his partner plays a card;
2017 lets declarer change an unintended designation of dummy's card until he plays
again from either hand (1997: with no limit in time). The engine does not yet apply the
older limits: a changed designation is refused for a 2007 (or 1997) board with the
edition's message, rather than ruled by 2017's rule. Any other change of a played card
(47F2, 49) is the same in the three editions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.engine.tableplay import PlayChanged
from bridgelaws.laws import law45_46
from bridgelaws.laws.editions import LAWS_2007, rule_2017
from bridgelaws.messages import Message

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["changed"]


@LAWS_2007.replaces(law45_46.changed)
def changed(t: TableMode, event: PlayChanged) -> None:
    """45C4(b) (2007): a changed designation of dummy's card is refused (its time limit
    is not yet written); other changes of a played card follow 47F2 as in 2017."""
    ps = t._ps()
    if event.seat == ps.declarer and ps.dummy_card is not None \
            and ps.dummy_card[1] not in ps.touched:
        raise IrregularActionError(Message("edition.not.rectified", rule=law45_46.L45C4b,
                                           laws=t.edition.year),
                                   t.edition.cite(law45_46.L45C4b))
    rule_2017(law45_46.changed)(t, event)
