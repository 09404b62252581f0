"""The events of a board, in the order they happened.

A board's event log is the truth: its state is derived by replaying the log
(:meth:`bridgelaws.engine.table.Table.replay`), and a later decision is a new event, never an
edit. Events are small immutable tuples.

>>> CallMade(Seat.NORTH, Call.parse("1NT"))
CallMade(seat=<Seat.NORTH: 0>, call=Call.parse('1NT'), together=False, alerted=False)
"""

from __future__ import annotations

from typing import NamedTuple

from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Card, Seat

__all__ = ["CallMade", "CardPlayed", "ClaimAgreed", "Event"]


class CallMade(NamedTuple):
    """``seat`` made ``call`` (Law 17), in turn or not; ``together`` if at the same moment
    as the call before it (Law 33); ``alerted`` if it was alerted, so that it may be
    artificial: where a law turns on the denominations it showed (26B, 27B1(a), 29C), the
    director is asked rather than the named strain assumed. ``call`` is a
    :class:`HighBid` for a bid above seven (Law 38), which only table mode records."""

    seat: Seat
    call: Call | HighBid
    together: bool = False
    alerted: bool = False

    def __str__(self) -> str:
        return f"{self.seat} {self.call}"


class CardPlayed(NamedTuple):
    """A card was played from ``seat``'s hand (by declarer when ``seat`` is dummy; Law 45)."""

    seat: Seat
    card: Card

    def __str__(self) -> str:
        return f"{self.seat} {self.card}"


class ClaimAgreed(NamedTuple):
    """``seat`` claimed (or conceded) so that his side wins ``tricks`` of the tricks not yet
    completed, and the other side agreed (Laws 68-69). Play ends."""

    seat: Seat
    tricks: int

    def __str__(self) -> str:
        return f"{self.seat} claims {self.tricks}"


Event = CallMade | CardPlayed | ClaimAgreed
