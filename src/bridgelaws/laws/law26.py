"""Law 26: the lead restriction after a call is withdrawn or cancelled.

At the offender's partner's first turn to lead, declarer may prohibit a suit the offender
did not specify in the legal auction (26B), or, where the regulations allow, require one.

Which suits a call specified turns on its meaning, not on the strain it names: an
ace-showing 5H specifies no suit, a 2D transfer shows hearts. A call that was alerted
may be artificial, so the director is asked which denominations it showed (a finding of
the kind ``denominations``); a call not alerted is taken as natural: a bid specifies its
strain, a pass, double or redouble nothing. The same finding serves 27B1(a) and 29C.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CallMade
from bridgelaws.engine.steps import (
    AnswerType,
    Choice,
    Option,
    Pending,
    Step,
)
from bridgelaws.engine.tableplay import (
    LeadRule,
)
from bridgelaws.engine.tablestate import Restriction
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat, Strain, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import AnswerRule, TableEvent, TableMode

# The clauses this module cites; law() checks each against the index on import.
L26 = law("26")
L26B = law("26B")


def offer_lead_restriction_if_due(t: TableMode) -> bool:
    """At the offender's partner's first turn to lead, declarer chooses (26B); True if
    the board now waits for him."""
    play = t.play
    if play is None or t.declarer is None:
        return False
    if play.current_trick is not None or play.turn is None:
        return False
    leader = play.turn
    if leader in t._asked_lead:
        return False
    reasons = [r for r in t.restrictions
               if r.offender == leader.partner and r.offender.side != t.declarer.side]
    if not reasons:
        return False
    offender = leader.partner
    for s, c in t.calls:
        if s == offender and unknown(t, s, c):  # an alerted call: what did it show?
            ask_denominations(t, L26B, s, c, denominations_found, seat=s, call=c)
            return True
    t._asked_lead.add(leader)
    declarer = t.declarer
    options = lead_options(t, leader, declarer, reasons)
    if not options:
        return False
    options.append(Option("none", declarer, L26B, Message(
        "option.no.restriction", chooser=declarer, leader=leader)))
    step = Step(L26B, Message(
        "lead.restriction", offender=leader.partner, partner=leader, seat=leader.partner,
        call=reasons[0].call), None, tuple(options),
        Message("waiting.choice", chooser=declarer, law=L26B))
    t._pending = Pending("lead", leader.partner, step, data={"leader": leader})
    return True


@per_edition
def lead_options(t: TableMode, leader: Seat, declarer: Seat,
                 reasons: list[Restriction]) -> list[Option]:
    """26B: declarer may prohibit the lead of one suit the offender did not name in the
    legal auction (and require one, where the regulations allow); none when nothing may
    be restricted."""
    offender = leader.partner
    specified = {d for s, c in t.calls if s == offender for d in shown(t, s, c)}
    suits = [Suit(i) for i in range(4) if Strain(i) not in specified]
    options = [Option(f"prohibit {'CDHS'[s]}", declarer, L26B, Message(
        "option.prohibit", chooser=declarer, leader=leader, suit=s)) for s in suits]
    if t.regulations.lead_restrictions == "require-or-prohibit":
        options += [Option(f"require {'CDHS'[s]}", declarer, L26, Message(
            "option.require", chooser=declarer, leader=leader, suit=s)) for s in suits]
    return options


def lead_event(t: TableMode, p: Pending, event: TableEvent) -> None:
    """26B: declarer's choice at the offender's partner's first lead: prohibit a suit,
    require one where the regulations allow, or neither."""
    declarer = t.declarer
    leader = p.data["leader"]
    assert isinstance(leader, Seat) and declarer is not None
    if isinstance(event, CallMade):  # another call after the final pass (Law 39)
        t._pending = None
        t._asked_lead.discard(leader)
        t._made_call(event)
        if t._pending is None:
            offer_lead_restriction_if_due(t)
        return
    if not (isinstance(event, Choice) and event.seat == declarer):
        raise t._wait(p.step.waiting_for)
    option = event.option.lower()
    names = {o.name.lower() for o in p.step.options}
    if option not in names:
        raise t._wait(p.step.waiting_for)
    t._pending = None
    if option == "none":
        t._note("choice", L26B, "chose.no.restriction", seat=declarer)
        return
    how, suit_text = option.split()
    suit = Suit("cdhs".index(suit_text))
    assert t.play is not None
    chosen = next(o.law for o in p.step.options if o.name.lower() == option)
    t.play.lead_rule = LeadRule(leader, suit if how == "require" else None,
                                   frozenset({suit}) if how == "prohibit" else frozenset(),
                                   chosen)
    t._note("choice", chosen, f"chose.{how}", seat=declarer, suit=suit)


def unknown(t: TableMode, seat: Seat, call: Call) -> bool:
    """26B, 27B1(a), 29C: whether ``seat``'s ``call`` was alerted (it may be artificial)
    and the director has not yet found which denominations it showed."""
    return (seat, call) in t.alerted and (seat, call) not in t.shown


def shown(t: TableMode, seat: Seat, call: Call) -> tuple[Strain, ...]:
    """26B, 27B1(a), 29C: the denominations ``seat``'s ``call`` showed: those the
    director found for an alerted call; otherwise the call is natural, and a bid shows
    its strain, a pass, double or redouble none."""
    found = t.shown.get((seat, call))
    if found is not None:
        return found
    return () if call.strain is None else (call.strain,)


def ask_denominations(t: TableMode, law: Clause, seat: Seat, call: Call, then: AnswerRule,
                      /, **facts: object) -> None:
    """The board waits for the director to say which denominations ``seat``'s alerted
    ``call`` showed (under ``law``: 26B, 27B1(a), 29C); ``then`` takes the answer."""
    t._question("denominations", law, seat, Message(
        "question.denominations", seat=seat, call=call), then, AnswerType.DENOMINATIONS, facts)


def denominations_found(t: TableMode, denominations: tuple[Strain, ...], *, seat: Seat,
                        call: Call) -> None:
    """26B: the suits an alerted call of the offender specified, as the director found
    them; declarer's choice is offered once every such call is known."""
    t.shown[(seat, call)] = denominations
    offer_lead_restriction_if_due(t)
