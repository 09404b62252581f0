"""Law 24: cards exposed or led during the auction period.

The cards stay face up until the auction ends; a single low card shown by accident has no
rectification (24A), otherwise partner passes once (24B, 24C). Once the auction is over a
defender's cards become penalty cards (24E).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import (
    ExposedCards,
    IrregularActionError,
)
from bridgelaws.laws import law16
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Rank

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L24 = law("24")
L24A = law("24A")
L24B = law("24B")
L24C = law("24C")
L41 = law("41")
L72C = law("72C")


def exposed(t: TableMode, event: ExposedCards) -> None:
    """24: cards exposed or led during the auction stay face up; 24A no rectification
    for one low card shown by accident, otherwise partner passes once (24B, 24C) and the
    72C review stays."""
    seat, cards, led = event.seat, event.cards, event.led
    if t.auction_over:  # no deal: nothing can be played
        raise IrregularActionError(Message("no.deal", seat=seat), L41)
    hand = t.board.deal[seat] if t.board.deal is not None else None
    for card in cards:
        if hand is not None and card not in hand:
            raise IrregularActionError(Message("card.not.held", seat=seat, card=card), L24)
    key = "led.auction" if led else "exposed.auction"
    t._note("irregularity", L24, key, seat=seat, cards=list(cards))
    t.exposed.setdefault(seat, []).extend((c, led) for c in cards)
    t._note("consequence", L24, "exposed.stay", seat=seat)
    law16.information_cards(t, seat)
    honour = any(Rank(c % 13) >= Rank.TEN for c in cards)
    if len(cards) == 1 and not honour and not led:
        t._note("consequence", L24A, "no.rectification")
    else:
        law = L24C if len(cards) > 1 else L24B
        t._silence(seat.partner, False, law)
        t._note("flag", L72C, "flag.72C", offender=seat)
