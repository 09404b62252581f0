"""Laws 42 and 43: dummy's rights and the limitations on his conduct.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import (
    IrregularActionError,
    Option,
    Pending,
)
from bridgelaws.engine.tableplay import (
    BREACHES,
    Breach,
    DummySuggested,
    DummyWarned,
)
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L42B2 = law("42B2")
L43 = law("43")
L43A1 = law("43A1")
L43A1c = law("43A1(c)")
L43A2 = law("43A2")
L43A3 = law("43A3")
L43B1 = law("43B1")
L43B2a = law("43B2(a)")
L45F = law("45F")
L90 = law("90")


def dummy_suggested(t: TableMode, event: DummySuggested) -> None:
    """45F: dummy suggests a play; 43A1(c): play goes on, and the director may rule
    later (16)."""
    seat = event.seat
    ps = t._ps()
    if seat != ps.dummy:
        raise IrregularActionError(Message("not.dummy", seat=seat), L45F)
    ps.dummy_jumped = ps.number
    t._note("irregularity", L45F, "dummy.suggested", seat=seat)
    t._note("consequence", L43A1c, "play.continues")
    t._note("flag", L45F, "flag.45F", seat=seat, declarer=ps.declarer)


def conduct(t: TableMode, event: Breach) -> None:
    """43A: dummy breaks a limitation on his conduct (43A1, 43A2) or a defender shows
    his cards (43A3); the review flags follow (43B, 90)."""
    seat, law = event.seat, event.law
    ps = t._ps()
    key = BREACHES.get(law)
    if key is None:
        raise IrregularActionError(Message("unknown.breach", law=law), L43)
    dummy_law = law.startswith(L43A1) or law.startswith(L43A2)
    if dummy_law and seat != ps.dummy:
        raise IrregularActionError(Message("not.dummy", seat=seat), law)
    if law == L43A3 and seat.side == ps.declarer.side:
        raise IrregularActionError(Message("not.defender", seat=seat), law)
    t._note("irregularity", law, key, seat=seat)
    if law.startswith(L43A2):
        ps.dummy_breached = True
    t._note("flag", L43B1 if dummy_law else L90, "flag.43B1" if dummy_law
               else "flag.90", seat=seat)


def warned(t: TableMode, event: DummyWarned) -> None:
    """42B2: dummy may warn declarer against leading from the wrong hand; after a 43A2
    breach either defender chooses the hand to lead from (43B2(a))."""
    seat = event.seat
    ps = t._ps()
    if seat != ps.dummy:
        raise IrregularActionError(Message("not.dummy", seat=seat), L42B2)
    declarer_to_lead = not ps.current and ps.turn in (ps.declarer, ps.dummy)
    if not ps.dummy_breached or not declarer_to_lead:
        t._note("procedure", L42B2, "dummy.warns", seat=seat)
        return
    declarer = ps.declarer
    t._note("consequence", L43B2a, "dummy.warns.after.breach", seat=seat)
    options = []
    for defender in (declarer.lho, declarer.rho):
        options += [Option(f"hand {h}", defender, L43B2a, Message(
            "option.hand", chooser=defender, hand=h)) for h in (declarer, ps.dummy)]
    t._options("hand", L43B2a, seat, Message("dummy.warns.after.breach",
                                                   seat=seat), options)


def step_hand(t: TableMode, p: Pending, event: object) -> None:
    """43B2(a): a defender chooses the hand declarer leads from."""
    ps = t._ps()
    option = t._chosen(p, event)
    hand = Seat.parse(option.name.split()[1])
    ps.forced_hand = hand
    t._note("choice", L43B2a, "chose.hand", seat=option.chooser, hand=hand)
