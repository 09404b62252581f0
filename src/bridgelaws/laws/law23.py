"""Law 23: the comparable call.

After a cancelled call (Laws 30-32), the offender's replacement is compared with it; the
director finds whether it is comparable (23A), and the board carries the 23C review.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.messages import Message
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode


def ask_comparable(t: TableMode, seat: Seat, withdrawn: Call, call: Call, law: str) -> None:
    def answer(comparable: bool) -> None:
        if comparable:
            t._note("consequence", law, "no.rectification")
            t._note("flag", "23C", "flag.23C", offender=seat, nos=seat.side.opponents)
        else:
            t._silence(seat.partner, False, law)
            t._lead_restriction_from(seat, withdrawn, law)
            t._note("flag", "72C", "flag.72C", offender=seat)

    t._question("comparable", "23A", seat, Message(
        "question.comparable", replacement=call, withdrawn=withdrawn), answer)
