"""Law 26 in the 2007 Laws (1997's reads the same): lead restrictions after a withdrawn
call.

A withdrawn call that related only to one or more suits (a natural suit bid): if the
offender named each such suit in the legal auction there is no restriction (26A1);
otherwise declarer may require the lead of such a suit at partner's first lead, or
prohibit it while partner keeps the lead (26A2). Any other withdrawn call (notrump,
pass, double, redouble): declarer may prohibit any one suit (26B), a suit the offender
named included. 2017 instead has no restriction after a comparable call and lets
declarer only prohibit a suit the offender did not name.

The suit a bid relates to is its strain: whether an artificial bid related to other
suits is not asked (2017's 26B question of the denominations shown is not used here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import Option
from bridgelaws.engine.tablestate import Restriction
from bridgelaws.laws import law26
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["lead_options"]

# The clauses this module cites, as each edition numbers them (1997 has no (a) and (b)).
L26A2a = {"2007": law("26A2(a)", "2007"), "1997": law("26A2", "1997")}
L26A2b = {"2007": law("26A2(b)", "2007"), "1997": law("26A2", "1997")}
L26B = {"2007": law("26B", "2007"), "1997": law("26B", "1997")}
# 2007's 31A2(b) names 26B alone: a bid out of rotation that the offender's later call
# did not repeat lets declarer prohibit any one suit (1997's 31A2(b) names all of Law 26)
L31A2b = law("31A2(b)", "2007")


@LAWS_2007.replaces(law26.lead_options)
def lead_options(t: TableMode, leader: Seat, declarer: Seat,
                 reasons: list[Restriction]) -> list[Option]:
    """26A2 (2007): for a withdrawn suit bid whose suit the offender did not name in the
    legal auction, declarer may require or prohibit that suit (none under 26A1 when he
    named it); 26B: for any other withdrawn call, and after 31A2(b), he may prohibit any
    one suit."""
    year = t.edition.year
    offender = leader.partner
    named = {c.strain for s, c in t.calls if s == offender and c.index >= 3}
    found: dict[str, tuple[Clause, str, Suit]] = {}
    for reason in reasons:
        call = reason.call
        # a bid, a bid above seven (Law 38: a HighBid, a tuple whose index is a method)
        # included, names its strain
        bid = isinstance(call, HighBid) or (isinstance(call, Call) and call.index >= 3)
        strain = call.strain if bid else None
        only_b = reason.law == L31A2b and reason.law.edition == L31A2b.edition
        if bid and strain is not None and int(strain) < 4 and not only_b:
            if strain in named:
                continue  # 26A1: no restriction (16D only)
            suit = Suit(int(strain))
            found.setdefault(f"require {'CDHS'[suit]}", (L26A2a[year], "option.require", suit))
            found.setdefault(f"prohibit {'CDHS'[suit]}",
                             (L26A2b[year], "option.prohibit", suit))
        else:
            for suit in map(Suit, range(4)):
                found.setdefault(f"prohibit {'CDHS'[suit]}", (L26B[year], "option.prohibit",
                                                              suit))
    if t.regulations.lead_restrictions == "prohibit":
        found = {name: v for name, v in found.items() if name.startswith("prohibit")}
    order = sorted(found, key=lambda name: (name.startswith("require"), name))
    return [Option(name, declarer, found[name][0], Message(
        found[name][1], chooser=declarer, leader=leader, suit=found[name][2]))
        for name in order]
