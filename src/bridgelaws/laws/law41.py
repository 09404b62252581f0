"""Law 41: the opening lead, face down, and the review of the auction before it is faced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import (
    IrregularActionError,
)
from bridgelaws.engine.tableplay import (
    FaceDownLead,
    LeadFaced,
    ReviewAsked,
)
from bridgelaws.laws import law53_56
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L24D = law("24D")
L41A = law("41A")
L41B = law("41B")
L41C = law("41C")
L54E = law("54E")


def opening(t: TableMode, seat: Seat, card: Card) -> None:
    """41C, 54: a card led face up before the opening lead was faced: the opening lead
    in turn, or out of turn (54), or from the wrong side (54E)."""
    ps = t._ps()
    leader = ps.declarer.lho
    if seat == leader:
        down = ps.face_down.get(seat)
        if down is not None and down != card:
            if t._ps().allowed(seat) & (1 << down) or not t._ps().allowed(seat) & (1 << card):
                raise IrregularActionError(Message("face.down.is.the.lead", seat=seat,
                                                   card=down), L41A)
            t._note("consequence", L41A, "face.down.irregular", seat=seat, card=down)
        ps.face_down.pop(seat, None)
        ps.faced = True
        t._lead(seat, card)
        return
    if seat.side == ps.declarer.side:
        wrong_side(t, seat, card)
        return
    law53_56.opening_out_of_turn(t, seat, card)


@per_edition
def wrong_side(t: TableMode, seat: Seat, card: Card) -> None:
    """54E: declarer or dummy leads at the opening lead: the card goes back to the hand,
    and play goes on as after a card exposed during the auction by declarer's side
    (24D)."""
    t._note("irregularity", L54E, "lead.wrong.side", seat=seat, card=card)
    t._note("consequence", L24D, "exposed.returned.play", seat=seat)


def face_down(t: TableMode, event: FaceDownLead) -> None:
    """41A: the opening lead is made face down; one out of turn goes back on the
    director's instruction."""
    seat, card = event.seat, event.card
    ps = t._ps()
    t._held(seat, card)
    if ps.faced:
        t._card(seat, card)
        return
    if seat.side == ps.declarer.side:
        wrong_side(t, seat, card)
        return
    if seat in ps.face_down:
        raise IrregularActionError(Message("face.down.already", seat=seat), L41A)
    ps.face_down[seat] = card
    if seat == ps.declarer.lho:
        t._note("procedure", L41A, "face.down.lead", seat=seat)
    else:
        t._note("irregularity", L41A, "face.down.out.of.turn", seat=seat,
                   turn=ps.declarer.lho)


def lead_faced(t: TableMode, event: LeadFaced) -> None:
    """41C: the face-down opening lead is faced; dummy's hand follows."""
    seat = event.seat
    ps = t._ps()
    card = ps.face_down.get(seat)
    if card is None or ps.faced:
        raise IrregularActionError(Message("no.face.down", seat=seat), L41C)
    del ps.face_down[seat]
    if seat == ps.declarer.lho:
        t._note("procedure", L41C, "lead.faced", seat=seat, dummy=ps.dummy)
    opening(t, seat, card)


def face_down_withdrawn(t: TableMode) -> None:
    """41A: a face-down lead out of turn goes back to the hand on the director's
    instruction, without rectification."""
    ps = t._ps()
    if ps.faced:
        return
    for seat in [s for s in ps.face_down if s != ps.declarer.lho]:
        del ps.face_down[seat]
        t._note("consequence", L41A, "face.down.withdrawn", seat=seat)


def review(t: TableMode, event: ReviewAsked) -> None:
    """41B, 41C: who may ask for a review of the auction or an explanation, and when."""
    seat = event.seat
    ps = t._ps()
    declarer, dummy = ps.declarer, ps.dummy
    if not ps.faced:
        if seat == dummy:
            t._note("irregularity", L41B, "review.not.dummy", seat=seat)
        elif seat in (declarer, declarer.lho.partner) or (
                seat == declarer.lho and seat not in ps.face_down):
            t._note("procedure", L41B, "review.allowed", seat=seat)
        else:
            t._note("irregularity", L41B, "review.not.now", seat=seat)
        return
    first_turn = not any(seat == s or (seat == declarer and s == dummy)
                         for s in cards_played_by(t))
    in_turn = ps.turn == seat or (seat == declarer and ps.turn == dummy)
    if seat != dummy and in_turn and first_turn:
        t._note("procedure", L41B, "review.allowed", seat=seat)
    elif seat != dummy and in_turn:
        t._note("procedure", L41C, "review.contract.only", seat=seat)
    else:
        t._note("irregularity", L41B, "review.not.now", seat=seat)


def cards_played_by(t: TableMode) -> list[Seat]:
    """41B: the seats that have played a card so far (a player's first turn to play ends
    his right to a review)."""
    ps = t._ps()
    seats = [s for tr in ps.quitted for s, _ in tr.plays]
    return seats + list(ps.current)
