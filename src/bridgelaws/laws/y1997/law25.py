"""Law 25 in the 1997 Laws: a change of call.

25A: as in 2007, an inadvertent call replaced without pause for thought until partner
calls (:func:`bridgelaws.laws.y2007.law25.ask_unintended`). 25B: a deliberate change may
be accepted by the left-hand opponent, and then stands without penalty (25B1). If he
does not accept it, it is cancelled and the offender chooses (25B2(b)): to let his first
call stand, and his partner must pass at his next turn (i); or to make any other legal
call, the auction going on normally, his side scoring no better than average minus
while the non-offenders keep the table score (ii). Either way declarer may restrict the
partner's lead if the offender defends (25B2(c), Law 26). (25B2(a), an illegal first
call, cannot arise: the engine takes a change only of a call that stands in the
auction.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CallMade
from bridgelaws.engine.steps import Option, Pending, Step
from bridgelaws.laws import law16, law25
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import law
from bridgelaws.laws.y2007 import law25 as y2007
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableEvent, TableMode

__all__ = ["ask_unintended", "choose_event", "replacement_event", "review"]

# The clauses this module cites, as the 1997 Laws number them.
L23 = law("23", "1997")
L25B1 = law("25B1", "1997")
L25B2b = law("25B2(b)", "1997")
L25B2bi = law("25B2(b)(i)", "1997")
L25B2bii = law("25B2(b)(ii)", "1997")
L25B2c = law("25B2(c)", "1997")

ask_unintended = LAWS_1997.replaces(law25.ask_unintended)(y2007.ask_unintended)


@LAWS_1997.replaces(law25.review)
def review(t: TableMode, offender: Seat, withdrawn: Call, replacement: Call, index: int,
           lho_call: Call | HighBid | None) -> None:
    """25B1 (1997): an accepted change stands with no penalty. 25B2(b): a refused change
    is cancelled, and the offender chooses whether his first call stands (i) or he makes
    another legal call (ii)."""
    if index >= 0:
        t._note("consequence", L25B1, "no.rectification")
        law25.place(t, offender, replacement, index, lho_call)
        return
    original = replacement
    options = (
        Option("keep", offender, L25B2bi, Message("option.first.stands", chooser=offender,
                                                  call=original, partner=offender.partner)),
        Option("withdraw", offender, L25B2bii, Message("option.another.call",
                                                       chooser=offender, call=original)),
    )
    t._options("choose25", L25B2b, offender, Message(
        "substitution.cancelled", seat=offender, call=withdrawn, original=original),
        list(options), original=original, cancelled=withdrawn)


def choose_event(t: TableMode, p: Pending, event: TableEvent) -> None:
    """25B2(b) (1997): the offender lets his first call stand, and his partner passes at
    his next turn (i), or withdraws it to make another legal call (ii); 25B2(c): declarer
    may restrict the partner's lead either way (Law 26)."""
    option = t._chosen(p, event)
    offender = p.offender
    original, cancelled = p.data["original"], p.data["cancelled"]
    assert isinstance(original, Call) and isinstance(cancelled, Call)
    if option.name == "keep":
        t._note("choice", L25B2bi, "chose.keep", seat=offender, call=original)
        t._silence(offender.partner, False, L25B2bi)
        t._lead_restriction_from(offender, cancelled, L25B2c)
        t._note("flag", L23, "flag.72C", offender=offender)
        return
    t._note("choice", L25B2bii, "chose.withdraw", seat=offender, call=original)
    law16.information(t, offender, original)
    index = t._last_index_of(offender)
    assert index is not None
    law25.reopen(t, offender)
    del t.calls[index:]
    t.turn = offender
    msg = Message("option.replace", offender=offender)
    t._pending = Pending("replace25", offender, Step(L25B2bii, msg, None, (), msg),
                         data={"original": original})


def replacement_event(t: TableMode, p: Pending, event: TableEvent) -> None:
    """25B2(b)(ii) (1997): the offender's other legal call; the auction goes on normally,
    his side scores at most average minus (the non-offenders keep the table score), and
    25B2(c) lets declarer restrict his partner's lead."""
    original = p.data["original"]
    assert isinstance(original, Call)
    if not (isinstance(event, CallMade) and event.seat == p.offender
            and isinstance(event.call, Call) and event.call != original):
        raise t._wait(p.step.waiting_for)
    t._pending = None
    offender = p.offender
    t._note("flag", L25B2bii, "flag.25B2", os=offender.side,
            nos=offender.side.opponents)
    t._lead_restriction_from(offender, original, L25B2c)
    t._made_call(CallMade(offender, event.call))
