"""Law 45C4(b) in the 2007 Laws: changing an inadvertent designation.

2007 lets a player change an inadvertent designation, without pause for thought, until
his partner plays a card; for declarer naming a card of dummy, his partner is dummy, so
the change is in time until the next card is played from dummy, whatever declarer plays
from his own hand meanwhile (2017: only until declarer plays again from either hand, and
the test is a slip of the tongue rather than a pause for thought). The 1997 text sets no
time at all beyond "without pause for thought"; the engine gives it the 2007 limit (the
1997 package registers this function). An opponent who played in turn after the card
named may take his card back (47D), as in 2017.

A defender's or declarer's own card named and then changed is not modelled apart from a
card played: it stays played (47F2), as in 2017.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tableplay import PlayChanged
from bridgelaws.laws import law45_46
from bridgelaws.laws.editions import LAWS_2007, rule_2017
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["changed"]

# The clause this module cites, as the 2007 Laws number it (1997's is the same).
L45C4b = law("45C4(b)", "2007")


def _dummys_last_card(t: TableMode) -> tuple[int, Card] | None:
    """45C4(b) (2007): the trick and card dummy played last, whose designation may still
    be changed (None before dummy has played)."""
    ps = t._ps()
    dummy = ps.dummy
    now = ps.current.get(dummy)
    if now is not None:
        return ps.number, now
    for number in range(len(ps.quitted), 0, -1):
        card = ps.quitted[number - 1].card_of(dummy)
        if card is not None:
            return number, card
    return None


@LAWS_2007.replaces(law45_46.changed)
def changed(t: TableMode, event: PlayChanged) -> None:
    """45C4(b) (2007): declarer's inadvertent designation of dummy's card may be changed
    until the next card from dummy; the director finds whether it was inadvertent and
    changed without pause for thought. Other changes of a played card follow 47F2 as in
    2017."""
    seat, card = event.seat, event.card
    ps = t._ps()
    last = _dummys_last_card(t)
    if seat == ps.declarer and last is not None and last[1] not in ps.touched \
            and ps.played.get(last[1]) == last[0] and last[1] != card:
        trick, old = last
        t._held(ps.dummy, card)
        t._ask("inadvertent-card", L45C4b, seat, Message(
            "question.inadvertent.card", seat=seat, card=old, new=card),
            law45_46.unintended_card_found, seat=seat, trick=trick, old=old, card=card)
        return
    rule_2017(law45_46.changed)(t, event)
