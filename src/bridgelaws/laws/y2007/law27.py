"""Law 27 in the 2007 Laws: the insufficient bid.

The director's two questions are the 2007 tests, not 2017's. 27B1(a): is the
replacement the lowest sufficient bid in the same denomination, with neither bid
artificial? 27B1(b): has the replacement the same meaning as the insufficient bid, or a
more precise one wholly contained in its possible meanings? (2017 asks instead whether
the bids show the same denomination(s), and whether the call is comparable.) Under
27B1(b) the information from the insufficient bid stays unauthorised for the offenders
(16D is not excluded, as it is under 27B1(a)). Otherwise the rectification is 2017's:
partner barred for the whole auction (27B2, 27B3, 27B4), Law 26 for the lead, 27D after
a correction without rectification.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws import law16, law27
from bridgelaws.laws.editions import LAWS_2007, rule_2017
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["ask_comparable", "judge", "replacement_stands"]

# The clauses this module cites, as the 2007 Laws number them.
L27B1a = law("27B1(a)", "2007")
L27B1b = law("27B1(b)", "2007")


@LAWS_2007.replaces(law27.judge)
def judge(t: TableMode, offender: Seat, withdrawn: Call, call: Call, penalised: bool) -> None:
    """27B1(a) (2007): a replacement that is the lowest sufficient bid in the denomination
    of the insufficient bid: are both bids natural (not artificial)? Any other
    replacement: 27B1(b), the same or a more precise meaning (1997: 27B2 or 27B3)."""
    facts = {"offender": offender, "withdrawn": withdrawn, "call": call,
             "penalised": penalised}
    if (call.strain is not None and call.strain == withdrawn.strain
            and t._lowest_sufficient(call.strain) == call):
        t._ask("natural", t.edition.cite(L27B1a), offender, Message(
            "question.natural", withdrawn=withdrawn, replacement=call),
            law27.same_denomination_found, **facts)
        return
    law27.ask_comparable(t, offender, withdrawn, call, penalised)


@LAWS_2007.replaces(law27.ask_comparable)
def ask_comparable(t: TableMode, offender: Seat, withdrawn: Call, call: Call,
                   penalised: bool) -> None:
    """27B1(b) (2007): has the replacement the same meaning as the insufficient bid, or a
    more precise one, wholly contained in its possible meanings?"""
    t._ask("more-precise", L27B1b, offender, Message(
        "question.more.precise", withdrawn=withdrawn, replacement=call),
        law27.comparable_found, offender=offender, withdrawn=withdrawn, call=call,
        penalised=penalised)


@LAWS_2007.replaces(law27.replacement_stands)
def replacement_stands(t: TableMode, law: Clause, offender: Seat, call: Call,
                       withdrawn: Call) -> None:
    """27B1 (2007): the replacement stands with no rectification and 27D to review; after
    27B1(b) the insufficient bid's information is still unauthorised for the offenders
    (16D)."""
    if law == law27.L27B1b:
        law16.information(t, offender, withdrawn)
    rule_2017(law27.replacement_stands)(t, law, offender, call, withdrawn)
