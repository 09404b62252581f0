"""Law 25: a change of call.

An unintended call may be replaced (25A) until partner calls; a deliberate change is
for the left-hand opponent to accept or refuse (25B).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CallMade
from bridgelaws.engine.steps import (
    Choice,
    IrregularActionError,
    Option,
    Pending,
    Step,
)
from bridgelaws.laws import law16
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableEvent, TableMode

# The clauses this module cites; law() checks each against the index on import.
L25 = law("25")
L25A = law("25A")
L25A1 = law("25A1")
L25A4 = law("25A4")
L25A5 = law("25A5")
L25A6 = law("25A6")
L25B = law("25B")
L25B1 = law("25B1")
L25B2 = law("25B2")
L23C = law("23C")
L26A = law("26A")
L26B = law("26B")


def change(t: TableMode, seat: Seat, call: Call, how: Clause = L25) -> None:
    """25: a player tries to change his call (``how``: 25 itself, or 30B2, 31C, 32C for
    a later call at his left-hand opponent's turn); 25A4 and 25A5 say when it is too
    late, otherwise the director finds whether the call was unintended (25A)."""
    index = t._last_index_of(seat)
    if index is None:
        raise IrregularActionError(Message("no.change.to.make", seat=seat), L25)
    original = t.calls[index][1]
    if any(s == seat.partner for s, _ in t.calls[index + 1:]):
        t._note("consequence", L25A4, "substitution.too.late", seat=seat,
                   original=original)
        return
    if t.auction_over and t.play is not None and t.play.started:
        # 25A5: the auction period ended with the opening lead faced
        t._note("consequence", L25A5, "substitution.too.late", seat=seat,
                   original=original)
        return
    t._note("irregularity", how, "change.attempt", seat=seat, withdrawn=original,
            call=call)
    ask_unintended(t, seat, original, call, index)


@per_edition
def ask_unintended(t: TableMode, seat: Seat, original: Call, call: Call, index: int) -> None:
    """25A: the director finds whether ``original`` was unintended (a slip, not a change
    of mind), however the error was noticed (25A2, 25A3)."""
    t._ask("unintended", L25A, seat, Message(
        "question.unintended", seat=seat, call=original, intended=call), unintended_found,
        seat=seat, original=original, call=call, index=index)


def unintended_found(t: TableMode, unintended: bool, *, seat: Seat, original: Call,
                     call: Call, index: int) -> None:
    """25A1: an unintended call is replaced by the intended one (the left-hand opponent
    may then withdraw a call he made over it, 25A6); a deliberate change is for the
    left-hand opponent to accept or refuse (25B)."""
    later = t.calls[index + 1:]
    if unintended:
        reopen(t, seat)
        t._note("consequence", L25A1, "substitution.allowed", seat=seat,
                withdrawn=original, call=call)
        del t.calls[index:]
        t.turn = seat
        if later:
            lho = seat.lho
            options = (Option("withdraw", lho, L25A6, Message("option.withdraw",
                                                              chooser=lho)),
                       Option("keep", lho, L25A6, Message("option.keep", chooser=lho)))
            step = Step(L25A6, Message("change.attempt", seat=seat, withdrawn=original,
                                        call=call), None,
                        options, Message("waiting.choice", chooser=lho, law=L25A6))
            t._pending = Pending("withdraw25", seat, step, data={"call": call, "later": later})
            return
        t._made_call(CallMade(seat, call))
        return
    lho = seat.lho
    options = (
        Option("accept", lho, L25B1, Message("option.accept", chooser=lho, call=call)),
        Option("refuse", lho, L25B2, Message("option.refuse", chooser=lho, call=call)),
    )
    step = Step(L25B, Message("change.attempt", seat=seat, withdrawn=original,
                               call=call), None, options,
                Message("waiting.choice", chooser=lho, law=L25B))
    t._pending = Pending("change25b", seat, step, data={
        "call": call, "original": original, "index": index})


def reopen(t: TableMode, seat: Seat) -> None:
    """An allowed change of the final pass before the opening lead (25A5): the auction
    is open again."""
    if not t.auction_over:
        return
    t.auction_over = False
    t.contract = None
    t.play = None
    t._auction_penalty = {}
    t._asked_lead = set()
    t._note("consequence", L25A5, "auction.reopened", seat=seat)


def withdraw25(t: TableMode, p: Pending, event: TableEvent) -> None:
    """25A6: after an allowed change, the left-hand opponent may withdraw the call he
    made over the unintended one (its information is authorised for his opponents, 16C)."""
    lho = p.offender.lho
    if not (isinstance(event, Choice) and event.seat == lho
            and event.option in ("withdraw", "keep")):
        raise t._wait(p.step.waiting_for)
    t._pending = None
    call = p.data["call"]
    later = p.data["later"]
    assert isinstance(call, Call) and isinstance(later, list)
    t._made_call(CallMade(p.offender, call))
    for s, c in later:
        if event.option == "withdraw" and s == lho:
            t._note("choice", L25A6, "chose.withdraw", seat=s, call=c)
            law16.information(t, s, c, authorised_for_offenders=True)
        else:
            t._note("choice", L25A6, "chose.keep", seat=s, call=c)
            if t._pending is None and not t.auction_over and t.turn == s:
                t._made_call(CallMade(s, c))


def change25b(t: TableMode, p: Pending, event: TableEvent) -> None:
    """25B: the left-hand opponent accepts the changed call (25B1, the first call's
    information is 16C's) or refuses it (25B2: the first call stands, Law 26 for the
    lead)."""
    lho = p.offender.lho
    call, original = p.data["call"], p.data["original"]
    assert isinstance(call, Call) and isinstance(original, Call)
    index = p.data["index"]
    assert isinstance(index, int)
    accept = isinstance(event, Choice) and event.seat == lho and event.option == "accept"
    called = isinstance(event, CallMade) and event.seat == lho
    if accept or called:
        t._pending = None
        key = "chose.accept" if accept else "chose.accept.by.calling"
        t._note("choice", L25B1, key, seat=lho, call=call)
        law16.information(t, p.offender, original)
        lho_call = event.call if isinstance(event, CallMade) else None
        review(t, p.offender, original, call, index, lho_call)
        return
    if not (isinstance(event, Choice) and event.seat == lho and event.option == "refuse"):
        raise t._wait(p.step.waiting_for)
    t._pending = None
    t._note("choice", L25B2, "chose.refuse", seat=lho, call=call)
    t._note("consequence", L25B2, "substitution.cancelled", seat=p.offender, call=call,
               original=original)
    law16.information(t, p.offender, call)
    review(t, p.offender, call, original, -1, None)


@per_edition
def review(t: TableMode, offender: Seat, withdrawn: Call, replacement: Call, index: int,
           lho_call: Call | HighBid | None) -> None:
    """25B1, 25B2: "Law 26 may apply", after an accepted change (``replacement`` takes
    the place of ``withdrawn`` at ``index``; ``lho_call`` is the call that accepted it) or
    a cancelled one (``index`` -1: the original call, ``replacement``, stands for the
    cancelled ``withdrawn``): only if the call that stands is not comparable (26A); the
    director finds which."""
    later = {} if lho_call is None else {"lho_call": lho_call}
    t._ask("comparable", L26A, offender, Message(
        "question.comparable", replacement=replacement, withdrawn=withdrawn),
        comparable_found, offender=offender, withdrawn=withdrawn, replacement=replacement,
        index=index, **later)


def comparable_found(t: TableMode, comparable: bool, *, offender: Seat, withdrawn: Call,
                     replacement: Call, index: int, lho_call: Call | None = None) -> None:
    """26A, 26B after a change of mind (25B1: the new call replaces the withdrawn one;
    25B2, ``index`` -1: the original call stands for the cancelled change): with a
    comparable call there is no lead restriction (26A, with the 23C review); otherwise
    declarer may restrict partner's lead (26B). An accepted change then takes its place
    in the auction, and the call that accepted it follows."""
    if comparable:
        t._note("consequence", L26A, "no.rectification")
        t._note("flag", L23C, "flag.23C", offender=offender, nos=offender.side.opponents)
    else:
        t._lead_restriction_from(offender, withdrawn, L26B)
    place(t, offender, replacement, index, lho_call)


def place(t: TableMode, offender: Seat, replacement: Call, index: int,
          lho_call: Call | HighBid | None = None) -> None:
    """25B1: an accepted change takes the place of the withdrawn call at ``index`` in the
    auction, and the call that accepted it follows (nothing for ``index`` -1, 25B2)."""
    if index < 0:
        return
    reopen(t, offender)
    del t.calls[index:]
    t.turn = offender
    t._made_call(CallMade(offender, replacement))
    if lho_call is not None and t._pending is None and not t.auction_over:
        t._made_call(CallMade(offender.lho, lho_call))
