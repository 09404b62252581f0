"""Laws 36-39: inadmissible doubles and redoubles, calls in breach of an obligation to pass,
bids above seven, and calls after the final pass.

Laws 36-38 wait for the director: calls made meanwhile by the next players are recorded
and then ruled on together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CallMade, CardPlayed
from bridgelaws.engine.steps import (
    IrregularActionError,
    Pending,
    Step,
    rule_name,
)
from bridgelaws.engine.tablestate import PASS, Restriction
from bridgelaws.laws import law16, law26
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import AnswerRule, TableEvent, TableMode

# The clauses this module cites; law() checks each against the index on import.
L36 = law("36")
L36A = law("36A")
L36B1 = law("36B1")
L36B2 = law("36B2")
L36B3 = law("36B3")
L36B4 = law("36B4")
L36C = law("36C")
L37 = law("37")
L37A = law("37A")
L37B = law("37B")
L37B2 = law("37B2")
L38 = law("38")
L38B = law("38B")
L38C = law("38C")
L38D = law("38D")
L39 = law("39")
L39A = law("39A")
L39B = law("39B")
L39C = law("39C")
L41 = law("41")
L72C = law("72C")


def await_director(t: TableMode, seat: Seat, call: Call | HighBid, law: Clause, key: str,
                   ruling: AnswerRule, **facts: object) -> None:
    """Laws 36-38 are ruled by the director: the board waits for him, recording the
    calls the next players make meanwhile; his ruling goes to ``ruling`` with them."""
    msg = Message(key, seat=seat, call=call)
    t._note("irregularity", law, key, seat=seat, call=call)
    step = Step(law, msg, None, (), Message("waiting.director", law=law))
    t._pending = Pending("director", seat, step, rule_name(ruling), data={
        "seat": seat, "call": call, "turn": t.turn, "later": [], "following": seat.lho,
        **facts})


def director_event(t: TableMode, p: Pending, event: TableEvent) -> None:
    """While the director is awaited (36-38): a call by the next player in rotation is
    recorded for his ruling; 36C: a faced opening lead after an inadmissible double or
    redouble ends the auction as if it had not been made."""
    later = p.data["later"]
    nxt = p.data["following"]
    assert isinstance(later, list) and isinstance(nxt, Seat)
    if isinstance(event, CallMade) and event.seat == nxt and isinstance(event.call, Call):
        later.append((event.seat, event.call))
        p.data["following"] = nxt.lho
        t._note("consequence", p.step.law, "later.call", seat=event.seat, call=event.call)
        return
    if (p.step.law == L36 and isinstance(event, CardPlayed)
            and ended(t.calls + later)):
        if t.board.deal is None:  # no card can be played, so no lead was faced
            raise IrregularActionError(Message("no.deal", seat=event.seat), L41)
        lead_faced(t, p, event)
        return
    raise t._wait(p.step.waiting_for)


@per_edition
def lead_faced(t: TableMode, p: Pending, event: CardPlayed) -> None:
    """36C: attention first drawn to an inadmissible double or redouble after the opening
    lead was faced: the contract is recorded as if it had not been made."""
    later = p.data["later"]
    assert isinstance(later, list)
    t._pending = None
    call = p.data["call"]
    assert isinstance(call, Call)
    t._note("consequence", L36C, "recorded.without", seat=p.offender, call=call)
    t.calls.extend(later)
    t._end_auction()
    if t._pending is None:
        t._play_event(event)
    else:
        t._pending_event(event)


def ended(calls: list[tuple[Seat, Call]]) -> bool:
    """17D: whether ``calls`` end the auction (three passes after a bid, or four)."""
    passes = 0
    for _, c in reversed(calls):
        if c.index != 0:
            break
        passes += 1
    return passes >= 4 or (passes >= 3 and any(c.index >= 3 for _, c in calls))


def inadmissible(t: TableMode, seat: Seat, call: Call) -> None:
    """36: a double or redouble that Law 19 does not allow; the director rules."""
    await_director(t, seat, call, L36, "inadmissible.double", inadmissible_ruled)


def inadmissible_ruled(t: TableMode, _: bool, *, seat: Seat, call: Call, turn: Seat,
                       later: list[tuple[Seat, Call]], following: Seat) -> None:
    """36A: when the left-hand opponent called before the ruling, every call from the
    inadmissible one on is cancelled; 36B: otherwise it is cancelled, the offender makes a
    legal call, partner passes for the rest of the auction (36B2) and Law 26 applies
    (36B3); 36B4 when it was also out of rotation."""
    t._note("consequence", L36A if later else L36B1, "cancelled", seat=seat, call=call)
    if later:  # 36A: LHO called first: cancel everything, as if nothing happened
        for s, c in later:
            t._note("consequence", L36A, "cancelled.later", seat=s, call=c)
        t.turn = turn
        t._note("consequence", L36A, "auction.reverts", seat=turn)
        return
    law16.information(t, seat, call)
    t._silence(seat.partner, True, L36B2)
    t._lead_restriction_from(seat, call, L36B3)
    t._note("flag", L72C, "flag.72C", offender=seat)
    if turn != seat:  # 36B4: also out of rotation
        t.turn = turn
        t._note("consequence", L36B4, "auction.reverts", seat=turn)
        t._note("consequence", L36B4, "any.call", seat=seat)
    else:
        t._note("consequence", L36B2, "option.replace", offender=seat)


def breach(t: TableMode, seat: Seat, call: Call) -> None:
    """37: a call in breach of an obligation to pass; the director rules."""
    await_director(t, seat, call, L37, "breach.pass", breach_ruled,
                   rest_of_auction=t.obligations[seat].rest_of_auction)


def breach_ruled(t: TableMode, _: bool, *, seat: Seat, call: Call, turn: Seat,
                 later: list[tuple[Seat, Call]], following: Seat,
                 rest_of_auction: bool) -> None:
    """37A: when the left-hand opponent called before the ruling, the call and those after
    it stand; 37B: otherwise it is replaced by a pass, both offenders pass for the rest of
    the auction (37B2) and Law 26 applies."""
    if later:  # 37A: LHO called before rectification: everything stands
        t._note("consequence", L37A, "stands", seat=seat, call=call)
        t.turn = turn
        t._append(seat, call, keep_obligation=True)
        if not rest_of_auction:
            t.obligations.pop(seat, None)
        for s, c in later:
            if t._pending is None and not t.auction_over:
                t._made_call(CallMade(s, c))
        return
    t._note("consequence", L37B, "replaced.by.pass", seat=seat, call=call)
    law16.information(t, seat, call)
    t.turn = turn
    t._silence(seat, True, L37B2)
    t._silence(seat.partner, True, L37B2)
    t._lead_restriction_from(seat, call, L37B2)
    t._note("flag", L72C, "flag.72C", offender=seat)
    if seat == turn:
        t._append(seat, PASS)


def above_seven(t: TableMode, seat: Seat, call: HighBid) -> None:
    """38: a bid above the seven level; the director rules."""
    await_director(t, seat, call, L38, "above.seven", above_seven_ruled)


@per_edition
def above_seven_ruled(t: TableMode, _: bool, *, seat: Seat, call: HighBid, turn: Seat,
                      later: list[tuple[Seat, Call]], following: Seat) -> None:
    """38B: the bid and any call after it are cancelled; 38C: both offenders pass for the
    rest of the auction; 38D: Law 26 and the 72C review unless the left-hand opponent
    called before the ruling."""
    t._note("consequence", L38B, "cancelled", seat=seat, call=call)
    law16.information(t, seat, call)
    for s, c in later:
        t._note("consequence", L38B, "cancelled.later", seat=s, call=c)
    if later:  # 38D: LHO called before rectification: no 26B, no 72C
        t._note("consequence", L38D, "no.rectification")
    t.turn = turn
    t._note("consequence", L38C, "replaced.by.pass", seat=seat, call=call)
    t._silence(seat, True, L38C)
    t._silence(seat.partner, True, L38C)
    if not later:
        t._lead_restriction_from(seat, call, L38D)
        t._note("flag", L72C, "flag.72C", offender=seat)
    if seat == turn:
        t._append(seat, PASS)


@per_edition
def after_final_pass(t: TableMode, seat: Seat, call: Call | HighBid) -> None:
    """39: a call after the final pass is cancelled (39A); 39C: a defender's bid, double
    or redouble may restrict his partner's opening lead (Law 26), void once the left-
    hand opponent calls (39B)."""
    t._note("irregularity", L39, "after.final.pass", seat=seat, call=call)
    t._note("consequence", L39A, "cancelled", seat=seat, call=call)
    law16.information(t, seat, call)
    declarer = t.declarer
    defender = declarer is not None and seat.side != declarer.side
    previous = t.restrictions[-1] if t.restrictions else None
    if previous and previous.law == L39C and seat == previous.offender.lho:
        t.restrictions.pop()  # 39B: LHO called before rectification
        t._note("consequence", L39B, "lead.restriction.void", seat=previous.offender,
                   call=previous.call)
    if defender and (isinstance(call, HighBid) or call.index != 0):
        t._note("consequence", L39C, "lead.restriction", offender=seat,
                   partner=seat.partner, seat=seat, call=call)
        t.restrictions.append(Restriction(seat, call, L39C))
        law26.offer_lead_restriction_if_due(t)
    else:
        t._note("consequence", L39B, "no.rectification")
