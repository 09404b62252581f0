"""Law 26: the lead restriction after a call is withdrawn or cancelled.

At the offender's partner's first turn to lead, declarer may prohibit a suit the withdrawn
call did not name (26B), or, where the regulations allow, require one.
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
from bridgelaws.engine.tableplay import (
    LeadRule,
)
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableEvent, TableMode

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
    t._asked_lead.add(leader)
    declarer = t.declarer
    named = {c.strain for s, c in t.calls if s == leader.partner and c.index >= 3}
    suits = [Suit(i) for i in range(4) if i not in named]
    options = [Option(f"prohibit {'CDHS'[s]}", declarer, L26B, Message(
        "option.prohibit", chooser=declarer, leader=leader, suit=s)) for s in suits]
    if t.regulations.lead_restrictions == "require-or-prohibit":
        options += [Option(f"require {'CDHS'[s]}", declarer, L26, Message(
            "option.require", chooser=declarer, leader=leader, suit=s)) for s in suits]
    options.append(Option("none", declarer, L26B, Message(
        "option.no.restriction", chooser=declarer, leader=leader)))
    step = Step(L26B, Message(
        "lead.restriction", offender=leader.partner, partner=leader, seat=leader.partner,
        call=reasons[0].call), None, tuple(options),
        Message("waiting.choice", chooser=declarer, law=L26B))
    t._pending = Pending("lead", leader.partner, step, data={"leader": leader})
    return True


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
    t.play.lead_rule = LeadRule(leader, suit if how == "require" else None,
                                   frozenset({suit}) if how == "prohibit" else frozenset(),
                                   L26B if how == "prohibit" else L26)
    t._note("choice", L26B, f"chose.{how}", seat=declarer, suit=suit)
