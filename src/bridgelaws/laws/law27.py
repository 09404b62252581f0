"""Law 27: the insufficient bid.

The left-hand opponent may accept it (27A1); refused, it is replaced, and the director
finds whether the replacement is the lowest bid that specifies the same denomination(s)
(27B1(a), by meaning: an alerted call's denominations are his finding) or a comparable
call (27B1(b)); otherwise partner passes (27B2, 27B3) and Law 26 applies.
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
from bridgelaws.laws import law16, law26
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat, Strain

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableEvent, TableMode

# The clauses this module cites; law() checks each against the index on import.
L27 = law("27")
L27A1 = law("27A1")
L27B = law("27B")
L27B1a = law("27B1(a)")
L27B1b = law("27B1(b)")
L27B2 = law("27B2")
L27B3 = law("27B3")
L27B4 = law("27B4")
L27C = law("27C")
L27D = law("27D")
L72C = law("72C")


def insufficient(t: TableMode, seat: Seat, call: Call, second: bool = False) -> None:
    """27: an insufficient bid; the left-hand opponent may accept it (27A1, 27B4 for a
    second one)."""
    last = t._last_bid()
    assert last is not None
    t._note("irregularity", L27, "insufficient", seat=seat, call=call, last=last[1])
    lho = seat.lho
    law = L27B4 if second else L27A1
    options = (
        Option("accept", lho, law, Message("option.accept", chooser=lho, call=call)),
        Option("refuse", lho, L27B, Message("option.refuse", chooser=lho, call=call)),
    )
    step = Step(L27, Message("insufficient", seat=seat, call=call, last=last[1]), None,
                options, Message("waiting.choice", chooser=lho, law=law))
    t._pending = Pending("insufficient", seat, step, data={"call": call,
                                                               "second": second})


def insufficient_event(t: TableMode, p: Pending, event: TableEvent) -> None:
    """27A1, 27C: the left-hand opponent accepts the insufficient bid (a call of his
    accepts it too) or refuses it; a replacement made before the ruling waits (27C)."""
    call = p.data["call"]
    assert isinstance(call, Call)
    offender = p.offender
    lho = offender.lho
    premature_call = p.data.get("premature")
    accept = isinstance(event, Choice) and event.seat == lho and event.option == "accept"
    if accept or (isinstance(event, CallMade) and event.seat == lho):
        t._pending = None
        key = "chose.accept" if accept else "chose.accept.by.calling"
        t._note("choice", L27A1, key, seat=lho, call=call)
        if isinstance(premature_call, Call):  # 27C: accepted, so the replacement goes
            t._note("consequence", L27C, "cancelled", seat=offender,
                       call=premature_call)
            law16.information(t, offender, premature_call)
        t._append(offender, call)
        if isinstance(event, CallMade):
            t._made_call(event)
        return
    if (isinstance(event, CallMade) and event.seat == offender
            and isinstance(event.call, Call) and premature_call is None):
        premature(t, p, event.call)
        return
    if not (isinstance(event, Choice) and event.seat == lho and event.option == "refuse"):
        raise t._wait(p.step.waiting_for)
    t._note("choice", L27B, "chose.refuse", seat=lho, call=call)
    if p.data["second"]:
        # 27B4: the second insufficient bid is treated as in B3
        t._pending = None
        original = p.data["original"]
        assert isinstance(original, Call)
        for withdrawn in (original, call):
            law16.information(t, offender, withdrawn)
        t._silence(offender.partner, True, L27B4)
        t._lead_restriction_from(offender, call, L27B4)
        t._note("flag", L72C, "flag.72C", offender=offender)
        replacement_needed(t, offender, original)
        t._pending_data()["penalised"] = True
    else:
        replacement_needed(t, offender, call)
    if isinstance(premature_call, Call):
        t._note("consequence", L27C, "stands", seat=offender, call=premature_call)
        t._pending_event(CallMade(offender, premature_call))


@per_edition
def premature(t: TableMode, p: Pending, call: Call) -> None:
    """27C: the offender replaced his insufficient bid before the ruling; his left-hand
    opponent may still accept the insufficient bid."""
    p.data["premature"] = call
    t._note("consequence", L27C, "premature.replacement", seat=p.offender, call=call,
            withdrawn=p.data["call"])


def replacement_needed(t: TableMode, offender: Seat, insufficient: Call) -> None:
    """27B: the offender must replace his refused insufficient bid with a legal call."""
    msg = Message("option.replace", offender=offender)
    step = Step(L27B, msg, None, (), msg)
    t._pending = Pending("replace27", offender, step, data={"call": insufficient})


def replacement(t: TableMode, p: Pending, event: TableEvent) -> None:
    """27B1: the offender's replacement: a second insufficient bid is 27B4; otherwise
    the director is asked 27B1(a) or 27B1(b)."""
    if not (isinstance(event, CallMade) and event.seat == p.offender
            and isinstance(event.call, Call)):
        raise t._wait(p.step.waiting_for)
    offender, withdrawn, call = p.offender, p.data["call"], event.call
    assert isinstance(withdrawn, Call)
    penalised = bool(p.data.get("penalised"))  # partner already silenced (27B3, 27B4)
    t._pending = None
    if call.index >= 3 and not t._sufficient(call):
        second_insufficient(t, offender, withdrawn, call)
        return
    judge(t, offender, withdrawn, call, penalised)


@per_edition
def second_insufficient(t: TableMode, offender: Seat, withdrawn: Call, call: Call) -> None:
    """27B4: the replacement is another insufficient bid, which the left-hand opponent
    may accept."""
    insufficient(t, offender, call, second=True)
    assert t._pending is not None
    t._pending.data["original"] = withdrawn


@per_edition
def judge(t: TableMode, offender: Seat, withdrawn: Call, call: Call, penalised: bool) -> None:
    """27B1(a) or 27B1(b): is the replacement the lowest bid that specifies the same
    denomination(s) as the withdrawn insufficient bid? That turns on what the two calls
    showed: for an alerted call (it may be artificial) the director is asked first which
    denominations it showed, and a call not alerted is natural. When neither was
    alerted, the named strains decide whether the director is asked (as before alerts
    were written). Otherwise he is asked whether the replacement is comparable."""
    facts = {"offender": offender, "withdrawn": withdrawn, "call": call,
             "penalised": penalised}
    for asked in (withdrawn, call):
        if law26.unknown(t, offender, asked):
            law26.ask_denominations(t, L27B1a, offender, asked, denominations_found,
                                    asked=asked, **facts)
            return
    if (offender, withdrawn) not in t.alerted and (offender, call) not in t.alerted:
        if (call.strain is not None and call.strain == withdrawn.strain
                and t._lowest_sufficient(call.strain) == call):
            t._ask("same-denomination", L27B1a, offender, Message(
                "question.same.denomination", withdrawn=withdrawn, replacement=call),
                same_denomination_found, **facts)
            return
    else:
        same = law26.shown(t, offender, withdrawn)
        if same and same == law26.shown(t, offender, call):
            if (offender, call) in t.alerted:  # is there a lower bid that shows them?
                t._ask("lowest", L27B1a, offender, Message(
                    "question.lowest", withdrawn=withdrawn, replacement=call,
                    denominations=same), lowest_found, **facts)
                return
            if call.strain is not None and t._lowest_sufficient(call.strain) == call:
                replacement_stands(t, L27B1a, offender, call, withdrawn)
                return
    ask_comparable(t, offender, withdrawn, call, penalised)


@per_edition
def ask_comparable(t: TableMode, offender: Seat, withdrawn: Call, call: Call,
                   penalised: bool) -> None:
    """27B1(b): the director finds whether the replacement is a comparable call."""
    t._ask("comparable", L27B1b, offender, Message(
        "question.comparable", replacement=call, withdrawn=withdrawn), comparable_found,
        offender=offender, withdrawn=withdrawn, call=call, penalised=penalised)


def denominations_found(t: TableMode, denominations: tuple[Strain, ...], *, asked: Call,
                        offender: Seat, withdrawn: Call, call: Call, penalised: bool) -> None:
    """27B1(a): the denominations the alerted call ``asked`` showed, as the director found
    them; the replacement is then judged on them."""
    t.shown[(offender, asked)] = denominations
    judge(t, offender, withdrawn, call, penalised)


def lowest_found(t: TableMode, lowest: bool, *, offender: Seat, withdrawn: Call, call: Call,
                 penalised: bool) -> None:
    """27B1(a): an alerted replacement that shows the same denominations as the withdrawn
    call, and is the lowest bid that shows them, stands with no rectification (26B and 16C
    do not apply; 27D stays to be reviewed); otherwise 27B1(b) is asked."""
    if lowest:
        replacement_stands(t, L27B1a, offender, call, withdrawn)
    else:
        ask_comparable(t, offender, withdrawn, call, penalised)


@per_edition
def replacement_stands(t: TableMode, law: Clause, offender: Seat, call: Call,
                       withdrawn: Call) -> None:
    """27B1(a), 27B1(b): the replacement stands with no rectification; 27D stays for the
    director to review after the hand."""
    t._note("consequence", law, "no.rectification")
    t._note("flag", L27D, "flag.27D", offender=offender, nos=offender.side.opponents)
    t._append(offender, call)


def same_denomination_found(t: TableMode, same: bool, *, offender: Seat, withdrawn: Call,
                            call: Call, penalised: bool) -> None:
    """27B1(a): the lowest sufficient bid in the same denomination, with no other meaning
    than the insufficient bid's: the auction goes on without rectification (27D stays to
    be reviewed). Otherwise the director asks whether it is comparable (27B1(b))."""
    if same:
        replacement_stands(t, L27B1a, offender, call, withdrawn)
    else:
        ask_comparable(t, offender, withdrawn, call, penalised)


def comparable_found(t: TableMode, comparable: bool, *, offender: Seat, withdrawn: Call,
                     call: Call, penalised: bool) -> None:
    """27B1(b): a comparable replacement stands without rectification (27D to review);
    otherwise a double or redouble is cancelled and replaced again (27B3), and any other
    replacement stands (27B2), with partner passing for the rest of the auction and Law
    26 for the lead."""
    if comparable:
        replacement_stands(t, L27B1b, offender, call, withdrawn)
    elif call.index in (1, 2):
        t._note("consequence", L27B3, "cancelled", seat=offender, call=call)
        if not penalised:
            law16.information(t, offender, withdrawn)
        law16.information(t, offender, call)
        t._silence(offender.partner, True, L27B3)
        t._lead_restriction_from(offender, withdrawn, L27B3)
        t._note("flag", L72C, "flag.72C", offender=offender)
        replacement_needed(t, offender, withdrawn)
        t._pending_data()["penalised"] = True
    else:
        t._note("consequence", L27B2, "stands", seat=offender, call=call)
        if not penalised:
            law16.information(t, offender, withdrawn)
        t._silence(offender.partner, True, L27B2)
        t._lead_restriction_from(offender, withdrawn, L27B2)
        t._note("flag", L72C, "flag.72C", offender=offender)
        t._append(offender, call)
