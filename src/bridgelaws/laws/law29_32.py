"""Laws 29-32: calls out of rotation (pass, bid, double or redouble).

The left-hand opponent may accept the call (29A); cancelled, the auction reverts to the
player in turn, and the offender's partner and the offender are bound as Laws 30-32
say. An artificial call out of rotation (one that was alerted) is dealt with on the
denominations it showed, as the director finds them (29C).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CallMade
from bridgelaws.engine.steps import (
    Choice,
    Option,
    Pending,
    Step,
)
from bridgelaws.laws import law16, law23, law26
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat, Strain

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableEvent, TableMode

# The clauses this module cites; law() checks each against the index on import.
L28B = law("28B")
L29 = law("29")
L29A = law("29A")
L29B = law("29B")
L29C = law("29C")
L30 = law("30")
L30A = law("30A")
L30B1a = law("30B1(a)")
L30B1b = law("30B1(b)")
L30C = law("30C")
L31 = law("31")
L32 = law("32")
L33 = law("33")
L72C = law("72C")


def out_of_rotation(t: TableMode, seat: Seat, call: Call) -> None:
    """29: a call out of rotation; the left-hand opponent may accept it (29A) or refuse
    it (29B)."""
    turn = t.turn
    assert turn is not None
    t._note("irregularity", L29, "oor.call", seat=seat, call=call, turn=turn)
    lho = seat.lho
    options = (
        Option("accept", lho, L29A, Message("option.accept", chooser=lho, call=call)),
        Option("refuse", lho, L29B, Message("option.refuse", chooser=lho, call=call)),
    )
    step = Step(L29, Message("oor.call", seat=seat, call=call, turn=turn), None, options,
                Message("waiting.choice", chooser=lho, law=L29))
    t._pending = Pending("oor", seat, step, data={"call": call, "turn": turn})


def oor_event(t: TableMode, p: Pending, event: TableEvent) -> None:
    """29A, 29B, 28B, 33: the choice on a call out of rotation, a call by the player in
    turn first (28B), or a simultaneous call (33)."""
    call, turn = p.data["call"], p.data["turn"]
    assert isinstance(call, Call) and isinstance(turn, Seat)
    offender = p.offender
    lho = offender.lho
    if isinstance(event, CallMade) and event.seat == turn and event.together:
        # Law 33: made at the same moment as the call of the player in turn, the call
        # out of rotation counts as made after it
        t._pending = None
        t._note("consequence", L33, "simultaneous", seat=offender, call=call,
                   other=turn)
        t._made_call(CallMade(event.seat, event.call))
        if t._pending is None:
            t._made_call(CallMade(offender, call))
        return
    if (isinstance(event, CallMade) and event.seat == turn
            and turn.side != offender.side):
        # 28B: the player in turn (an opponent) called before rectification: the call
        # out of rotation is treated as not made at that turn
        t._pending = None
        t._note("consequence", L28B, "forfeit.called.first", seat=turn, call=call)
        law16.information(t, offender, call)
        t._made_call(event)
        return
    accept = isinstance(event, Choice) and event.seat == lho and event.option == "accept"
    if accept or (isinstance(event, CallMade) and event.seat == lho):
        t._pending = None
        if accept:
            t._note("choice", L29A, "chose.accept", seat=lho, call=call)
        else:
            t._note("choice", L29A, "chose.accept.by.calling", seat=lho, call=call)
        # accepted by a call: the call out of rotation and the call that accepts it come
        # together, so whether the auction ends (17D3, 34) is judged after both
        by_call = isinstance(event, CallMade)
        accept_out_of_rotation(t, offender, call, end=not by_call)
        if isinstance(event, CallMade) and not t.auction_over:
            t._made_call(event)
        return
    if not (isinstance(event, Choice) and event.seat == lho and event.option == "refuse"):
        raise t._wait(p.step.waiting_for)
    t._pending = None
    t._note("choice", L29B, "chose.refuse", seat=lho, call=call)
    t._note("consequence", L29B, "auction.reverts", seat=turn)
    law16.information(t, offender, call)
    if call.index == 0:
        t._ask("artificial-pass", L30C, offender, Message(
            "question.artificial.pass", seat=offender), artificial_pass_found,
            offender=offender, call=call, turn=turn)
    elif law26.unknown(t, offender, call):  # 29C: what did the alerted call show?
        law26.ask_denominations(t, L29C, offender, call, denominations_found,
                                offender=offender, call=call, turn=turn)
    elif (offender, call) in t.alerted:
        denominations_found(t, law26.shown(t, offender, call), offender=offender, call=call,
                            turn=turn)
    else:
        cancelled_oor(t, offender, call, turn, True)


def accept_out_of_rotation(t: TableMode, offender: Seat, call: Call, end: bool = True) -> None:
    """29A: the call out of rotation is accepted and the auction goes on from it (a pass
    out of rotation may take a turn away, 17D3); without ``end`` the end of the auction
    is judged only after the call that accepted it (a pass that accepts is no new
    irregularity: if the auction reverts, 17D3 cancels it with the others)."""
    if call.index == 0:
        t._skipped.append((len(t.calls), offender if t.turn is None else t.turn))
    t.turn = offender
    t._append(offender, call, end=end)


@per_edition
def cancelled_oor(t: TableMode, offender: Seat, call: Call, turn: Seat, as_bid: bool) -> None:
    """Laws 30-32 after a call out of rotation is cancelled (29B)."""
    base = L31 if call.index >= 3 or (call.index == 0 and as_bid) else (
        L30 if call.index == 0 else L32)
    at_rho = turn == offender.rho
    if call.index == 0 and not as_bid:
        if at_rho:
            t._silence(offender, False, L30A)
            t._note("flag", L72C, "flag.72C", offender=offender)
        else:
            t._note("consequence", L30B1a, "any.call", seat=offender.partner)
            t._note("consequence", L30B1b, "any.call", seat=offender)
            t._followups[offender] = ("comparable", call, L30B1b, turn,
                                         len(t.calls))
        return
    if at_rho:
        sub = law(f"{base}A")
        # A1: if RHO passes the offender must repeat; A2: otherwise any legal call
        t._followups[offender] = ("after-rho", call, sub, turn, len(t.calls))
        return
    t._note("consequence", law(f"{base}B1"), "any.call", seat=offender.partner)
    t._note("consequence", law(f"{base}B2"), "any.call", seat=offender)
    t._followups[offender] = ("comparable", call, law(f"{base}B2"), turn, len(t.calls))


@per_edition
def offenders_call(t: TableMode, seat: Seat, withdrawn: Call, call: Call, law: Clause) -> None:
    """30B1(b), 31A2, 31B2, 32A2, 32B2: the offender's legal call at his own turn after
    his call out of rotation was cancelled; the director finds whether it is comparable
    (Law 23)."""
    law23.ask_comparable(t, seat, withdrawn, call, law)


def artificial_pass_found(t: TableMode, artificial: bool, *, offender: Seat, call: Call,
                          turn: Seat) -> None:
    """30C: a cancelled artificial pass out of rotation is dealt with as a bid out of
    rotation (Law 31); a natural one under Law 30."""
    cancelled_oor(t, offender, call, turn, artificial)


def denominations_found(t: TableMode, denominations: tuple[Strain, ...], *, offender: Seat,
                        call: Call, turn: Seat) -> None:
    """29C: a cancelled call out of rotation that was artificial: Laws 30, 31 and 32
    apply to the denominations it showed (as the director found them), not to the strain
    it named; the comparable-call question names them, and the call, if repeated
    (31A1), specifies them in the legal auction (26B)."""
    t.shown[(offender, call)] = denominations
    t._note("consequence", L29C, "oor.artificial", seat=offender, call=call,
            denominations=denominations)
    cancelled_oor(t, offender, call, turn, True)
