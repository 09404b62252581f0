"""Law 27 in the 1997 Laws: the insufficient bid.

A refused insufficient bid must be replaced by a sufficient bid or a pass (27B). The
one correction without penalty is the lowest sufficient bid in the same denomination
when the director finds both bids beyond doubt not conventional (27B1(a)); he may still
adjust the score if the insufficient bid's information damaged the non-offenders
(27B1(b)). Any other replacement bars partner for the whole auction (27B2), and an
attempt to replace it with a double or redouble is cancelled and bars him too (27B3);
the lead penalties of Law 26 may follow. There is no test of meaning (2007's 27B1(b),
2017's comparable call), no second insufficient bid to accept (2007's 27B4) and no rule
for a premature replacement (2007's 27C: the 1997 27C is the insufficient bid out of
rotation, Law 31).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import IrregularActionError, Pending
from bridgelaws.laws import law27
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import Clause, law
from bridgelaws.laws.y2007 import law27 as y2007
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["ask_comparable", "judge", "premature", "replacement_stands",
           "second_insufficient"]

# The clauses this module cites, as the 1997 Laws number them.
L27B = law("27B", "1997")
L27B1a = law("27B1(a)", "1997")
L27B1b = law("27B1(b)", "1997")


judge = LAWS_1997.replaces(law27.judge)(y2007.judge)


@LAWS_1997.replaces(law27.ask_comparable)
def ask_comparable(t: TableMode, offender: Seat, withdrawn: Call, call: Call,
                   penalised: bool) -> None:
    """27B2, 27B3 (1997): a replacement that is not the lowest sufficient bid in the same
    denomination with both bids natural is penalised, with no question of meaning."""
    law27.comparable_found(t, False, offender=offender, withdrawn=withdrawn, call=call,
                           penalised=penalised)


@LAWS_1997.replaces(law27.replacement_stands)
def replacement_stands(t: TableMode, law: Clause, offender: Seat, call: Call,
                       withdrawn: Call) -> None:
    """27B1(a) (1997): the auction goes on as if no irregularity had happened; 27B1(b):
    the director adjusts the score if the insufficient bid's information damaged the
    non-offenders."""
    t._note("consequence", L27B1a, "no.rectification")
    t._note("flag", L27B1b, "flag.27D", offender=offender, nos=offender.side.opponents)
    t._append(offender, call)


@LAWS_1997.replaces(law27.second_insufficient)
def second_insufficient(t: TableMode, offender: Seat, withdrawn: Call, call: Call) -> None:
    """27B (1997): the replacement must be a sufficient bid or a pass."""
    raise IrregularActionError(Message("must.sufficient", seat=offender), L27B)


@LAWS_1997.replaces(law27.premature)
def premature(t: TableMode, p: Pending, call: Call) -> None:
    """27A (1997): the left-hand opponent decides first whether to accept the insufficient
    bid; the offender's replacement waits for it."""
    raise t._wait(p.step.waiting_for)
