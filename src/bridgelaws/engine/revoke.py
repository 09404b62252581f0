"""The trick arithmetic of an established revoke (Law 64), as a pure function.

At the end of play the director transfers tricks to the non-offending side:

* 64A1: the offending player won the revoke trick: that trick, and one more if the
  offending side won any later trick;
* 64A2: he did not win it: one trick, if his side won the revoke trick or any later one.

A trick won in dummy is not won by declarer (64A's footnote): for 64A1 only the
offending player's own wins count, while "won by the offending side" counts both hands.

64B lists the cases with no transfer; each is a field of :class:`RevokeFacts` the table
supplies. Whatever the arithmetic gives, 64C asks the director to restore equity when the
transfer does not compensate the non-offending side: :func:`revoke_transfer` always says
so in its result, with the law, so the question is never forgotten.

>>> winners = [Seat.NORTH] * 5 + [Seat.EAST] * 4 + [Seat.SOUTH] * 4
>>> r = revoke_transfer(winners, RevokeFacts(Seat.EAST, trick=6))
>>> r.tricks, r.law
(2, '64A1')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bridgelaws.laws.index import Clause, law
from bridgelaws.values.cards import Seat

# The clauses this module cites; law() checks each against the index on import.
L64A1 = law("64A1")
L64A2 = law("64A2")
L64B1 = law("64B1")
L64B2 = law("64B2")
L64B3 = law("64B3")
L64B4 = law("64B4")
L64B5 = law("64B5")
L64B6 = law("64B6")
L64B7 = law("64B7")
L64B8 = law("64B8")
L64C = law("64C")

__all__ = ["RevokeFacts", "Transfer", "revoke_transfer"]


@dataclass(frozen=True, slots=True)
class RevokeFacts:
    """An established revoke and the facts Law 64B turns on.

    ``trick`` is the number (1-13) of the trick in which ``player`` revoked.
    """

    player: Seat
    trick: int
    repeated_in_same_suit: bool = False  # 64B2: a later revoke in the suit, same player
    faced_card: bool = False  # 64B3: failing to play a penalty card or a card of dummy
    after_next_board_call: bool = False  # 64B4: attention drawn after a NOS call on a later board
    after_round_ended: bool = False  # 64B5
    both_sides_revoked: bool = False  # 64B7: both sides' revokes established
    corrected_under_62C3: bool = False  # 64B8

    def __post_init__(self) -> None:
        if not 1 <= self.trick <= 13:
            raise ValueError(f"a revoke is in trick 1 to 13, not {self.trick}")


@dataclass(frozen=True, slots=True)
class Transfer:
    """Tricks to transfer to the non-offending side, the law, and the 64C reminder."""

    tricks: int
    law: Clause
    reason: str
    equity_check: str = L64C


def revoke_transfer(winners: Sequence[Seat], facts: RevokeFacts) -> Transfer:
    """The Law 64 transfer for ``facts``, given the winner of each trick in order.

    >>> winners = [Seat.WEST] * 3 + [Seat.NORTH] * 10
    >>> revoke_transfer(winners, RevokeFacts(Seat.EAST, trick=4)).tricks  # 64B1
    0
    """
    if len(winners) != 13:
        raise ValueError(f"the transfer is worked out at the end of play: 13 tricks, not "
                         f"{len(winners)}")
    no_transfer = [
        # a revoke rectified under 62C3 is no longer standing: 64B8 comes first
        (facts.corrected_under_62C3, L64B8, "rectified under Law 62C3"),
        (facts.trick == 12, L64B6, "the revoke was in the twelfth trick"),
        (facts.repeated_in_same_suit, L64B2, "a later revoke in the same suit by the same "
                                              "player"),
        (facts.faced_card, L64B3, "the revoke was a failure to play a faced card"),
        (facts.after_next_board_call, L64B4, "attention was drawn after a call on a later "
                                              "board"),
        (facts.after_round_ended, L64B5, "attention was drawn after the round ended"),
        (facts.both_sides_revoked, L64B7, "both sides revoked"),
    ]
    for holds, clause, reason in no_transfer:
        if holds:
            return Transfer(0, clause, reason)
    offender = facts.player
    side = offender.side
    revoke_trick = winners[facts.trick - 1]
    side_later = sum(1 for w in winners[facts.trick:] if w.side == side)
    if revoke_trick == offender:
        extra = 1 if side_later else 0
        return Transfer(1 + extra, L64A1, "the offending player won the revoke trick")
    if revoke_trick.side == side or side_later:
        return Transfer(1, L64A2, "the offending side won the revoke trick or a later one")
    return Transfer(0, L64B1, "the offending side won neither the revoke trick nor a "
                               "later one")
