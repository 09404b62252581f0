"""Correct procedure in the play, written once for both modes of the :class:`Table`.

* :func:`winning_index` and :func:`trick_winner`: who wins a trick (Law 44E-44G);
* :func:`follow_mask`: the cards a hand may play to a trick, following suit when able
  (Law 44C, 44E);
* :class:`Trick`: a trick as played, with who played each card.

Cards are the integers of :class:`~bridgelaws.values.cards.Card` (suit ``card // 13``);
hands are bit masks, as in :class:`~bridgelaws.values.cards.Holding`.

>>> from bridgelaws.values.cards import Card, Seat
>>> cards = [Card.parse(c) for c in ("HK", "HA", "S2", "H3")]
>>> winning_index(cards, trump=4), winning_index(cards, trump=3)   # no trumps; spades trumps
(1, 2)
>>> Trick(Seat.NORTH, tuple(cards), Seat.EAST).seat_of(2)
<Seat.SOUTH: 2>
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, NamedTuple

from bridgelaws.values.cards import SUIT_MASKS, Card, Seat

__all__ = ["Trick", "follow_mask", "trick_winner", "winning_index"]

_SEATS: Final = tuple(Seat)


def winning_index(cards: Sequence[int], trump: int) -> int:
    """The position in ``cards`` (in the order played, the lead first) of the card that wins
    the trick: the highest trump, or failing one the highest card of the suit led (44E-44G).
    ``trump`` is the suit index, or 4 (no trumps)."""
    best = 0
    best_card = cards[0]
    best_suit = best_card // 13
    for i in range(1, len(cards)):
        c = cards[i]
        suit = c // 13
        if (suit == best_suit and c > best_card) or (suit == trump and best_suit != trump):
            best, best_card, best_suit = i, c, suit
    return best


def trick_winner(plays: Iterable[tuple[Seat, Card]], trump: int) -> Seat:
    """Who wins a trick given as ``(seat, card)`` in the order played (44E-44G)."""
    items = list(plays)
    return items[winning_index([c for _, c in items], trump)][0]


def follow_mask(hand: int, led: int) -> int:
    """The cards of ``hand`` (a bit mask) that may be played to a trick whose led suit is
    ``led`` (-1 when leading): the cards of that suit if the hand has any (44C), else any
    card (44E).

    >>> follow_mask(0b11 | 1 << 20, 0), follow_mask(1 << 20, 0) == 1 << 20
    (3, True)
    """
    if led >= 0:
        follow = hand & SUIT_MASKS[led]
        if follow:
            return follow
    return hand


class Trick(NamedTuple):
    """A trick: who led it, the cards in the order played, and who won it (once complete).

    ``seats`` names who played each card when that is not simply clockwise from the
    leader (in table mode a trick may hold a surplus card, or lack one, after an
    irregularity). ``plays`` gives the pairs in either case."""

    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat | None
    seats: tuple[Seat, ...] = ()

    @classmethod
    def of(cls, leader: Seat, plays: Iterable[tuple[Seat, Card]],
           winner: Seat | None) -> Trick:
        """A trick from its ``(seat, card)`` pairs."""
        items = tuple(plays)
        seats = tuple(s for s, _ in items)
        clockwise = all(s == _SEATS[(leader + i) & 3] for i, s in enumerate(seats))
        return cls(leader, tuple(c for _, c in items), winner, () if clockwise else seats)

    @property
    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """``(seat, card)`` for each card, in the order played."""
        return tuple((self.seat_of(i), c) for i, c in enumerate(self.cards))

    def seat_of(self, index: int) -> Seat:
        """Who played the card at position ``index``."""
        if self.seats:
            return self.seats[index]
        return _SEATS[(self.leader + index) & 3]

    def card_of(self, seat: Seat) -> Card | None:
        """``seat``'s (first) card in the trick, if he played one."""
        for i, c in enumerate(self.cards):
            if self.seat_of(i) == seat:
                return c
        return None
