"""Laws 65-67 in the 1997 Laws: no 65B3, and no rectification in 67B1(a).

* 1997's Law 65 has no 65B3: pointing out a quitted card turned the wrong way is no
  irregularity at any time.
* 67B1(a) (1997): a player who failed to play to a trick and holds a card of the suit
  led places one in it with no further rectification; only 67B1(b), when he has none,
  counts as a revoke (one trick may go over, Law 64). 2007 and 2017 count both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.tableplay import CardPointed
from bridgelaws.laws import law65_67
from bridgelaws.laws.editions import LAWS_1997, rule_2017
from bridgelaws.laws.index import Clause, law
from bridgelaws.values.cards import Card, Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["deemed_revoke", "pointed"]

L65B = law("65B", "1997")
L67B1a = law("67B1(a)", "1997")


@LAWS_1997.replaces(law65_67.pointed)
def pointed(t: TableMode, event: CardPointed) -> None:
    """65B (1997): a card turned the wrong way may be pointed out; the 1997 Laws set no
    time limit (2017 and 2007 limit it)."""
    t._note("procedure", L65B, "pointed", seat=event.seat)


@LAWS_1997.replaces(law65_67.deemed_revoke)
def deemed_revoke(t: TableMode, seat: Seat, card: Card, trick: int, law: Clause,
                  led: Suit) -> None:
    """67B1(a) (1997): a card of the suit led is placed with no further rectification;
    67B1(b) (1997): any card, deemed a revoke in the defective trick."""
    if law == L67B1a:
        t._note("consequence", L67B1a, "defective.card.placed.free", seat=seat, card=card,
                trick=trick)
        return
    rule_2017(law65_67.deemed_revoke)(t, seat, card, trick, law, led)
