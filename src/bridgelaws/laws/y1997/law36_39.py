"""Laws 35-39 in the 1997 Laws: inadmissible calls, and the inadmissible call condoned.

When the offender's left-hand opponent calls before the penalty is assessed, Law 35
rules, with no penalty and no lead penalty (35A-35D). Its rulings are 2017's 36A, 37A
and 39B but for one: a bid above seven condoned (35C) is cancelled with every later
call, the offender must pass, and the auction goes on as if nothing had happened: his
partner is not barred (2007 and 2017 bar both offenders for the rest of the auction
even then, 38C and 38D). Otherwise: 36, an inadmissible double or redouble, partner
barred for the rest (a double out of rotation too: Law 32 leads to Law 36 for it); 37,
both offenders barred; 38, both offenders barred; 39, the lead penalties of Law 26 for a
defender's bid, double or redouble after the final pass (39B), none for a defender's
pass or a call of the declaring side (39A). No 36C: an inadmissible double noticed after
the opening lead waits for the director, as in 2007.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tablestate import PASS, Restriction
from bridgelaws.laws import law16, law26, law36_39
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import law
from bridgelaws.laws.y2007 import law36_39 as y2007
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["above_seven_ruled", "after_final_pass", "lead_faced"]

# The clauses this module cites, as the 1997 Laws number them.
L23 = law("23", "1997")
L35C = law("35C", "1997")
L35D = law("35D", "1997")
L38 = law("38", "1997")
L39 = law("39", "1997")
L39A = law("39A", "1997")
L39B = law("39B", "1997")

lead_faced = LAWS_1997.replaces(law36_39.lead_faced)(y2007.lead_faced)


@LAWS_1997.replaces(law36_39.above_seven_ruled)
def above_seven_ruled(t: TableMode, _: bool, *, seat: Seat, call: HighBid, turn: Seat,
                      later: list[tuple[Seat, Call]], following: Seat) -> None:
    """38 (1997): a bid above seven is cancelled and both offenders pass for the rest of
    the auction, with the lead penalties of Law 26. 35C: when the left-hand opponent
    called first, it and every later call are cancelled, the offender passes, and the
    auction goes on as if nothing had happened (no bar, no lead penalty)."""
    law16.information(t, seat, call)
    t.turn = turn
    if later:
        t._note("consequence", L35C, "cancelled", seat=seat, call=call)
        for s, c in later:
            t._note("consequence", L35C, "cancelled.later", seat=s, call=c)
        t._note("consequence", L35C, "replaced.by.pass", seat=seat, call=call)
        t._note("consequence", L35C, "no.rectification")
        if seat == turn:
            t._append(seat, PASS)
        else:
            t._silence(seat, False, L35C)
        return
    t._note("consequence", L38, "cancelled", seat=seat, call=call)
    t._note("consequence", L38, "replaced.by.pass", seat=seat, call=call)
    t._silence(seat, True, L38)
    t._silence(seat.partner, True, L38)
    t._lead_restriction_from(seat, call, L38)
    t._note("flag", L23, "flag.72C", offender=seat)
    if seat == turn:
        t._append(seat, PASS)


@LAWS_1997.replaces(law36_39.after_final_pass)
def after_final_pass(t: TableMode, seat: Seat, call: Call | HighBid) -> None:
    """39 (1997): a call after the final pass is cancelled; a defender's pass or a call of
    the declaring side has no penalty (39A); a defender's bid, double or redouble brings
    the lead penalties of Law 26 (39B), void when the left-hand opponent called over it
    before the penalty was assessed (35D)."""
    t._note("irregularity", L39, "after.final.pass", seat=seat, call=call)
    t._note("consequence", L39, "cancelled", seat=seat, call=call)
    law16.information(t, seat, call)
    declarer = t.declarer
    defender = declarer is not None and seat.side != declarer.side
    previous = t.restrictions[-1] if t.restrictions else None
    if previous and previous.law == L39B and seat == previous.offender.lho:
        t.restrictions.pop()  # 35D: condoned by the left-hand opponent's call
        t._note("consequence", L35D, "lead.restriction.void", seat=previous.offender,
                call=previous.call)
    if defender and (isinstance(call, HighBid) or call.index != 0):
        t._note("consequence", L39B, "lead.restriction", offender=seat,
                partner=seat.partner, seat=seat, call=call)
        t.restrictions.append(Restriction(seat, call, L39B))
        law26.offer_lead_restriction_if_due(t)
    else:
        t._note("consequence", L39A, "no.rectification")
