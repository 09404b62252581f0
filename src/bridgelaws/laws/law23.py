"""Law 23: the comparable call.

After a cancelled call (Laws 30-32), the offender's replacement is compared with it; the
director finds whether it is comparable (23A), and the board carries the 23C review.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L23A = law("23A")
L23C = law("23C")
L72C = law("72C")

# The sub-clause each outcome applies: comparable, not comparable (31B2 and 32B2 apply
# A2(a) or A2(b) of their Law).
_CLAUSES: dict[Clause, tuple[Clause, Clause]] = {
    law("30B1(b)"): (law("30B1(b)(i)"), law("30B1(b)(ii)")),
    **dict.fromkeys((law("31A2"), law("31B2")), (law("31A2(a)"), law("31A2(b)"))),
    **dict.fromkeys((law("32A2"), law("32B2")), (law("32A2(a)"), law("32A2(b)"))),
}


def ask_comparable(t: TableMode, seat: Seat, withdrawn: Call, call: Call, law: Clause) -> None:
    """23A: after a call out of rotation was cancelled (``law``: 30B1(b), 31A2, 31B2,
    32A2, 32B2), the director finds whether ``seat``'s legal replacement is comparable to
    the withdrawn call; for an artificial one, the question names the denominations it
    showed (29C)."""
    shown = t.shown.get((seat, withdrawn)) if (seat, withdrawn) in t.alerted else None
    message = Message("question.comparable", replacement=call, withdrawn=withdrawn) \
        if shown is None else Message("question.comparable.shown", replacement=call,
                                      withdrawn=withdrawn, denominations=shown)
    t._ask("comparable", L23A, seat, message, comparable_found, seat=seat,
           withdrawn=withdrawn, law=law)


def comparable_found(t: TableMode, comparable: bool, *, seat: Seat, withdrawn: Call,
                     law: Clause) -> None:
    """23A: a comparable replacement ends the rectification (30B1(b)(i), 31A2(a),
    32A2(a); the 23C review stays on the board); otherwise partner passes at his next
    turn and 26B applies (30B1(b)(ii), 31A2(b), 32A2(b))."""
    if comparable:
        t._note("consequence", _CLAUSES[law][0], "no.rectification")
        t._note("flag", L23C, "flag.23C", offender=seat, nos=seat.side.opponents)
    else:
        law = _CLAUSES[law][1]
        t._silence(seat.partner, False, law)
        t._lead_restriction_from(seat, withdrawn, law)
        t._note("flag", L72C, "flag.72C", offender=seat)
