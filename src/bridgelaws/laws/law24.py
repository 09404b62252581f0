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
from bridgelaws.laws import law16, law48_52
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import law
from bridgelaws.messages import Message, Term
from bridgelaws.values.cards import Rank, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L24 = law("24")
L24A = law("24A")
L24B = law("24B")
L24C = law("24C")
L24D = law("24D")
L24E = law("24E")
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
        foreseeable_damage(t, seat)


@per_edition
def foreseeable_damage(t: TableMode, seat: Seat) -> None:
    """72C (24 refers to it): after the hand the director checks whether the offender
    could have known that the pass partner must make would likely help his side."""
    t._note("flag", L72C, "flag.72C", offender=seat)


@per_edition
def auction_ends(t: TableMode, declarer: Seat) -> None:
    """24D, 24E: at the end of the auction the cards exposed by declarer's side go back
    to the hands; a defender's become penalty cards, major unless a single low card
    not led (50B)."""
    for seat, cards in t.exposed.items():
        if seat.side == declarer.side:
            t._note("consequence", L24D, "exposed.returned", seat=seat)
            continue
        held = [c for c, _ in cards]
        major = len(held) > 1 or any(Rank(c % 13) >= Rank.TEN or led for c, led in cards)
        t._auction_penalty[seat] = dict.fromkeys(held, major)
        t._note("consequence", L24E, "penalty.cards", seat=seat, cards=held,
                severity=Term("severity.major" if major else "severity.minor"))
        law48_52.penalty_information(t, seat)
