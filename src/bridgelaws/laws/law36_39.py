"""Laws 36-39: inadmissible doubles and redoubles, calls in breach of an obligation to pass,
bids above seven, and calls after the final pass.

Laws 36-38 wait for the director: calls made meanwhile by the next players are recorded
and then ruled on together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bridgelaws.engine.events import CallMade, CardPlayed
from bridgelaws.engine.steps import (
    IrregularActionError,
    Pending,
    Step,
)
from bridgelaws.engine.tablestate import PASS, Restriction
from bridgelaws.laws import law16, law26
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableEvent, TableMode


def await_director(t: TableMode, seat: Seat, call: Call | HighBid, law: str, key: str,
                    rule: Callable[[list[tuple[Seat, Call]]], None]) -> None:
    msg = Message(key, seat=seat, call=call)
    t._note("irregularity", law, key, seat=seat, call=call)
    step = Step(law, msg, None, (), Message("waiting.director", law=law))
    later: list[tuple[Seat, Call]] = []
    t._pending = Pending("director", seat, step,
                             data={"rule": lambda: rule(later), "later": later,
                                   "next": seat.lho, "turn": t.turn, "call": call})


def director_event(t: TableMode, p: Pending, event: TableEvent) -> None:
    later = p.data["later"]
    nxt = p.data["next"]
    assert isinstance(later, list) and isinstance(nxt, Seat)
    if isinstance(event, CallMade) and event.seat == nxt and isinstance(event.call, Call):
        later.append((event.seat, event.call))
        p.data["next"] = nxt.lho
        t._note("consequence", p.step.law, "later.call", seat=event.seat, call=event.call)
        return
    if (p.step.law == "36" and isinstance(event, CardPlayed)
            and ended(t.calls + later)):
        if t.board.deal is None:  # no card can be played, so no lead was faced
            raise IrregularActionError(Message("no.deal", seat=event.seat), "41")
        # 36C: attention first drawn after the opening lead was faced: the contract is
        # recorded as if the inadmissible double or redouble had not been made
        t._pending = None
        call = p.data["call"]
        assert isinstance(call, Call)
        t._note("consequence", "36C", "recorded.without", seat=p.offender, call=call)
        t.calls.extend(later)
        t._end_auction()
        if t._pending is None:
            t._play_event(event)
        else:
            t._pending_event(event)
        return
    raise t._wait(p.step.waiting_for)


def ended(calls: list[tuple[Seat, Call]]) -> bool:
    passes = 0
    for _, c in reversed(calls):
        if c.index != 0:
            break
        passes += 1
    return passes >= 4 or (passes >= 3 and any(c.index >= 3 for _, c in calls))


def inadmissible(t: TableMode, seat: Seat, call: Call) -> None:
    turn = t.turn

    def rule(later: list[tuple[Seat, Call]]) -> None:
        t._note("consequence", "36", "cancelled", seat=seat, call=call)
        if later:  # 36A: LHO called first: cancel everything, as if nothing happened
            for s, c in later:
                t._note("consequence", "36A", "cancelled.later", seat=s, call=c)
            t.turn = turn
            t._note("consequence", "36A", "auction.reverts", seat=turn)
            return
        law16.information(t, seat, call, "16C")
        t._silence(seat.partner, True, "36B2")
        t._lead_restriction_from(seat, call, "36B3")
        t._note("flag", "72C", "flag.72C", offender=seat)
        if turn != seat:  # 36B4: also out of rotation
            t.turn = turn
            t._note("consequence", "36B4", "auction.reverts", seat=turn)
            t._note("consequence", "36B4", "any.call", seat=seat)
        else:
            replacement_any(t, seat, "36B2")

    await_director(t, seat, call, "36", "inadmissible.double", rule)


def replacement_any(t: TableMode, seat: Seat, law: str) -> None:
    t._note("consequence", law, "option.replace", offender=seat)


def breach(t: TableMode, seat: Seat, call: Call) -> None:
    turn = t.turn
    obligation = t.obligations[seat]

    def rule(later: list[tuple[Seat, Call]]) -> None:
        if later:  # 37A: LHO called before rectification: everything stands
            t._note("consequence", "37A", "stands", seat=seat, call=call)
            t.turn = turn
            t._append(seat, call, keep_obligation=True)
            if not obligation.rest_of_auction:
                t.obligations.pop(seat, None)
            for s, c in later:
                if t._pending is None and not t.auction_over:
                    t._made_call(CallMade(s, c))
            return
        t._note("consequence", "37B", "replaced.by.pass", seat=seat, call=call)
        law16.information(t, seat, call, "16C")
        t.turn = turn
        t._silence(seat, True, "37B2")
        t._silence(seat.partner, True, "37B2")
        t._lead_restriction_from(seat, call, "37B2")
        t._note("flag", "72C", "flag.72C", offender=seat)
        if seat == turn:
            t._append(seat, PASS)

    await_director(t, seat, call, "37", "breach.pass", rule)


def above_seven(t: TableMode, seat: Seat, call: HighBid) -> None:
    turn = t.turn

    def rule(later: list[tuple[Seat, Call]]) -> None:
        t._note("consequence", "38B", "cancelled", seat=seat, call=call)
        law16.information(t, seat, call, "16C")
        for s, c in later:
            t._note("consequence", "38B", "cancelled.later", seat=s, call=c)
        if later:  # 38D: LHO called before rectification: no 26B, no 72C
            t._note("consequence", "38D", "no.rectification")
        t.turn = turn
        t._note("consequence", "38C", "replaced.by.pass", seat=seat, call=call)
        t._silence(seat, True, "38C")
        t._silence(seat.partner, True, "38C")
        if not later:
            t._lead_restriction_from(seat, call, "38D")
            t._note("flag", "72C", "flag.72C", offender=seat)
        if seat == turn:
            t._append(seat, PASS)

    await_director(t, seat, call, "38", "above.seven", rule)


def after_final_pass(t: TableMode, seat: Seat, call: Call | HighBid) -> None:
    t._note("irregularity", "39", "after.final.pass", seat=seat, call=call)
    t._note("consequence", "39A", "cancelled", seat=seat, call=call)
    law16.information(t, seat, call, "16C")
    declarer = t.declarer
    defender = declarer is not None and seat.side != declarer.side
    previous = t.restrictions[-1] if t.restrictions else None
    if previous and previous.law == "39C" and seat == previous.offender.lho:
        t.restrictions.pop()  # 39B: LHO called before rectification
        t._note("consequence", "39B", "lead.restriction.void", seat=previous.offender,
                   call=previous.call)
    if defender and (isinstance(call, HighBid) or call.index != 0):
        t._note("consequence", "39C", "lead.restriction", offender=seat,
                   partner=seat.partner, seat=seat, call=call)
        t.restrictions.append(Restriction(seat, call, "39C"))
        law26.offer_lead_restriction_if_due(t)
    else:
        t._note("consequence", "39B", "no.rectification")
