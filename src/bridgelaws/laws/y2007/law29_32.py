"""Laws 29-32 in the 2007 Laws (1997's are the same): a cancelled call out of rotation.

There is no comparable call. A bid out of rotation at partner's turn, or at LHO's turn
before the offender has called, bars partner for the whole auction (31B); so does a
double or redouble at partner's turn (32A). At RHO's turn the offender repeats his call
if RHO passes (31A1, 32B1); if RHO calls, the offender calls freely, and partner passes
once when a bid repeats the denomination (31A2(a)), otherwise for the whole auction
(31A2(b), 32B2). A pass out of rotation before any bid, or at RHO's turn, makes the
offender pass once (30A, 30B1); after a bid at partner's turn the offender passes for
the whole auction and partner may not double or redouble at that turn (30B2).

The functions here replace the 2017 rule functions of :mod:`bridgelaws.laws.law29_32`
for boards under the 2007 Laws and, by :mod:`bridgelaws.laws.y1997`, the 1997 Laws; the
clauses are cited as the board's edition numbers them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws import law29_32
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.laws.index import Clause, law
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["cancelled_oor", "offenders_call"]

# The clauses this module cites, as the 2007 Laws number them (1997's are the same).
L23 = law("23", "2007")
L30A = law("30A", "2007")
L30B1 = law("30B1", "2007")
L30B2a = law("30B2(a)", "2007")
L30B2b = law("30B2(b)", "2007")
L31A = law("31A", "2007")
L31A2 = law("31A2", "2007")
L31A2a = law("31A2(a)", "2007")
L31A2b = law("31A2(b)", "2007")
L31B = law("31B", "2007")
L32A = law("32A", "2007")
L32B = law("32B", "2007")
L32B2 = law("32B2", "2007")


@LAWS_2007.replaces(law29_32.cancelled_oor)
def cancelled_oor(t: TableMode, offender: Seat, call: Call, turn: Seat, as_bid: bool) -> None:
    """30 (2007): a natural pass out of rotation: before any bid, the offender passes once
    (30A); after a bid, at RHO's turn, once (30B1); at partner's turn for the whole
    auction (30B2(a)), and partner may not double or redouble at that turn (30B2(b)).
    31, 32 (2007): a bid (or an artificial pass, 30C) or a double out of rotation at
    partner's turn, or a bid at LHO's turn before the offender called, bars partner for
    the whole auction (31B, 32A; lead restrictions, Law 26); at RHO's turn what follows
    depends on RHO's call (31A, 32B)."""
    at_rho = turn == offender.rho
    cite = t.edition.cite
    if call.index == 0 and not as_bid:
        if t._last_bid() is None:
            t._silence(offender, False, L30A)
            t._note("flag", L23, "flag.72C", offender=offender)
        elif at_rho:
            t._silence(offender, False, L30B1)
        else:
            t._silence(offender, True, L30B2a)
            t._no_double[offender.partner] = cite(L30B2b)
            t._note("obligation", L30B2b, "no.double.this.turn", seat=offender.partner)
            t._note("flag", L23, "flag.72C", offender=offender)
        return
    bid = call.index >= 3 or call.index == 0
    if at_rho:
        # A1 / B1: if RHO passes the offender must repeat; A2 / B2: otherwise any call
        t._followups[offender] = ("after-rho", call, cite(L31A if bid else L32B), turn,
                                  len(t.calls))
        return
    rule = L31B if bid else L32A
    t._silence(offender.partner, True, rule)
    t._lead_restriction_from(offender, call, rule)
    t._note("flag", L23, "flag.72C", offender=offender)


@LAWS_2007.replaces(law29_32.offenders_call)
def offenders_call(t: TableMode, seat: Seat, withdrawn: Call, call: Call, law: Clause) -> None:
    """31A2 (2007): after RHO called, a bid in the denomination of the cancelled bid makes
    partner pass once (31A2(a)); any other call bars him for the whole auction, with the
    lead restrictions of 26B (31A2(b), also for a cancelled artificial pass). 32B2: after
    RHO called over a cancelled double or redouble, partner passes for the whole auction
    (26B for the lead)."""
    if law == L31A2 and withdrawn.index >= 3 and call.index >= 3 \
            and call.strain == withdrawn.strain:
        t._silence(seat.partner, False, L31A2a)
        t._note("flag", L23, "flag.72C", offender=seat)
        return
    rule = L31A2b if law == L31A2 else L32B2
    t._silence(seat.partner, True, rule)
    t._lead_restriction_from(seat, withdrawn, rule)
    t._note("flag", L23, "flag.72C", offender=seat)
