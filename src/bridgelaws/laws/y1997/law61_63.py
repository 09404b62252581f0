"""Laws 61-63 in the 1997 Laws: no 62C3 correction of both sides' revokes; the defenders
may not ask each other about a revoke (61B), and 63B's illegal attention.

1997 has no counterpart of 2017's 62C3 (both sides revoked in the same trick and one of
them has already played to the next trick): the established revoke stands (1997's 63C,
2017's 63B), and only the other side's revoke, not yet established, is corrected (62A).

61B (1997) lets declarer ask a defender and dummy ask declarer, and the defenders ask
declarer, but not each other unless the zonal organisation allows it (the engine takes
the text's default; 2007 lets them unless the regulating authority forbids, 2017 lets
them). A revoke found through such a question is corrected, and Law 64 applies to it as
if it were established (1997's 63B); the question is unauthorised information for the
partner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tableplay import Revoke
from bridgelaws.laws import law61_63
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import law
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["corrected_together", "defender_asks_partner"]


@LAWS_1997.replaces(law61_63.corrected_together)
def corrected_together(t: TableMode, r: Revoke, other: Revoke) -> bool:
    """62A, 63C (1997): both sides' revokes in one trick are corrected together only while
    neither is established; an established one stands."""
    return not (other.established or r.established)


# 61B (1997): the defenders may ask declarer about a revoke, but not each other (the
# zonal organisation may allow it; the engine takes the text's default). 63B (1997):
# when attention is drawn to a revoke against 61B, the revoker must correct it and Law
# 64 applies as if it were established.
L61B = law("61B", "1997")
L63B = law("63B", "1997")
L16A = law("16A", "1997")


@LAWS_1997.replaces(law61_63.defender_asks_partner)
def defender_asks_partner(t: TableMode, seat: Seat, asked: Seat) -> None:
    """61B (1997): a defender asks his partner whether he has a card of the suit led: an
    irregularity, the question unauthorised information for the partner (16A); 63B (1997):
    a revoke it finds is corrected, and Law 64 applies as if it were established."""
    t._note("irregularity", L61B, "defender.asks.partner", seat=seat, asked=asked)
    t._note("information", L16A, "inquiry.information", seat=seat)
    if not law61_63.unnoticed(t, asked):
        t._note("consequence", L61B, "no.revoke", seat=asked)
        return
    t._note("consequence", L63B, "revoke.attention.illegal", seat=asked)
    law61_63.notice(t, asked, as_established=True)
