"""Double-dummy references, computed by DDS through endplay (the optional ``dd`` extra).

bridgelaws has no double-dummy solver of its own. With ``pip install bridgelaws[dd]`` these
functions ask DDS; without it they return ``None`` and say nothing more. A double-dummy
figure is a reference for the director, never a ruling: it assumes every player sees every
card.
"""

from __future__ import annotations

import dataclasses
import importlib.util

from bridgelaws.judgement.claims import ClaimCheck, Ending
from bridgelaws.values.cards import Seat

__all__ = ["available", "claim_tricks", "with_reference"]

def available() -> bool:
    """Whether endplay (and so DDS) is installed."""
    return importlib.util.find_spec("endplay") is not None


def claim_tricks(ending: Ending, claimer: Seat) -> int | None:
    """The tricks of ``ending`` (the one in progress included) that ``claimer``'s side wins
    double dummy, with best play by all four players; ``None`` without the ``dd`` extra."""
    if not available():
        return None
    from endplay.dds import solve_board  # the optional dd extra
    from endplay.types import Card, Deal, Denom, Player

    hands = list(ending.hands)
    for k, card in enumerate(ending.played):  # the trick so far back in its hands
        seat = ending.leader.after(k)
        hands[seat] = hands[seat] | {card}
    deal = Deal("N:" + " ".join(str(h) for h in hands))
    deal.first = Player.find(ending.leader.letter)
    deal.trump = Denom.nt if ending.trump is None else Denom.find(ending.trump.letter)
    for card in ending.played:
        deal.play(Card(str(card)))
    mover = ending.leader.after(len(ending.played))
    best = int(max(tricks for _, tricks in solve_board(deal)))
    return best if mover.side == claimer.side else ending.remaining - best


def with_reference(check: ClaimCheck, ending: Ending) -> ClaimCheck:
    """``check`` with its double-dummy reference filled in, when the extra is installed."""
    return dataclasses.replace(check, double_dummy=claim_tricks(ending, check.claimer))
