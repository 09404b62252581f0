"""Law 24 in the 1997 Laws: declarer MAY treat a defender's cards exposed during the
auction as penalty cards.

* 24 (1997): the cards stay face up until the auction ends; when the offender becomes a
  defender, declarer chooses whether each such card is a penalty card (50) or goes back
  to the hand. In 2007 and 2017 they become penalty cards, no choice.
* The partner's pass at his next turn (24B, 24C) is the same in the three texts; 1997
  points to its Law 23 (an enforced pass that damaged the other side) where 2017 points
  to 72C.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from bridgelaws.engine.steps import Option, Pending
from bridgelaws.laws import law24, law48_52
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import law
from bridgelaws.messages import Message, Term
from bridgelaws.values.cards import Card, Rank, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["auction_ends", "foreseeable_damage", "step_exposed24"]

L23 = law("23", "1997")
L24 = law("24", "1997")


@LAWS_1997.replaces(law24.foreseeable_damage)
def foreseeable_damage(t: TableMode, seat: Seat) -> None:
    """23 (1997): after the hand the director checks whether the pass partner had to
    make damaged the other side, as the offender could have known."""
    t._note("flag", L23, "flag.72C", offender=seat)


@LAWS_1997.replaces(law24.auction_ends)
def auction_ends(t: TableMode, declarer: Seat) -> None:
    """24 (1997): declarer's side takes its exposed cards back; for each defender with
    exposed cards, declarer chooses which of them are penalty cards."""
    for seat in t.exposed:
        if seat.side == declarer.side:
            t._note("consequence", L24, "exposed.returned", seat=seat)
    _offer(t, declarer, [s for s in t.exposed if s.side != declarer.side])


def _offer(t: TableMode, declarer: Seat, defenders: list[Seat]) -> None:
    """24 (1997): ask declarer about the first defender's exposed cards."""
    if not defenders:
        return
    seat, later = defenders[0], defenders[1:]
    cards = [c for c, _ in t.exposed[seat]]
    options = [Option("penalty " + " ".join(c.name for c in group), declarer, L24, Message(
        "option.penalty24", chooser=declarer, seat=seat, cards=list(group)))
        for size in range(len(cards), 0, -1) for group in combinations(cards, size)]
    options.append(Option("return", declarer, L24, Message(
        "option.return24", chooser=declarer, seat=seat)))
    t._options("exposed24", L24, seat, Message("exposed.penalty.choice", seat=seat,
                                               chooser=declarer, cards=cards),
               options, later=tuple(later))


def step_exposed24(t: TableMode, p: Pending, event: object) -> None:
    """24 (1997): declarer's choice: the cards he names are penalty cards (major when
    more than one, an honour, or led, 50B), the others go back to the hand."""
    option = t._chosen(p, event)
    seat, declarer = p.offender, t.declarer
    assert declarer is not None
    chosen = [Card.parse(c) for c in option.name.split()[1:]]
    if option.name == "return":
        t._note("choice", L24, "chose.return24", chooser=declarer, seat=seat)
    else:
        led = {c for c, was_led in t.exposed[seat] if was_led}
        major = len(chosen) > 1 or any(Rank(c % 13) >= Rank.TEN or c in led for c in chosen)
        # no deal: the play has not started, and its penalty cards wait for it
        penalty = t.play.penalty if t.play is not None else t._auction_penalty
        penalty[seat] = dict.fromkeys(chosen, major)
        t._note("choice", L24, "penalty.cards", seat=seat, cards=chosen,
                severity=Term("severity.major" if major else "severity.minor"))
        law48_52.penalty_information(t, seat)
    later = p.data["later"]
    assert isinstance(later, tuple)
    _offer(t, declarer, list(later))
