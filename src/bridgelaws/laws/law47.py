"""Law 47: the retraction of a card played, to rectify, to correct an illegal play, or after
misinformation; otherwise a played card stays played (47F2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import (
    IrregularActionError,
    Pending,
)
from bridgelaws.engine.tableplay import (
    CardRetracted,
)
from bridgelaws.laws import law16, law48_52, law61_63
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode


def retract_out_of_turn(t: TableMode, p: Pending, offender: Seat, card: Card) -> None:
    """47E1: a lead out of turn made because an opponent said it was his turn is taken
    back without rectification, and may not be accepted."""
    t._pending = None

    def answer(misinformed: bool) -> None:
        if misinformed:
            t._note("consequence", "47E1", "card.taken.back", seat=offender, card=card)
            law16.card_information(t, offender, card, "16C")
            for r in t._ps().revokes:  # 47E1: Law 63A1 does not apply to it
                if r.established_by == (offender, card):
                    r.established, r.established_by = False, None
                    t._note("consequence", "47E1", "revoke.not.established",
                               seat=r.player, trick=r.trick)
            if p.kind == "premature":  # it was made a penalty card: it is not one
                t._ps().penalty.get(offender, {}).pop(card, None)
        else:
            t._note("consequence", "47F2", "retraction.refused", seat=offender,
                       card=card)
            t._pending = p

    t._question("misinformed", "47E", offender, Message(
        "question.misinformed", seat=offender, card=card), answer)


def retracted(t: TableMode, event: CardRetracted) -> None:
    """47: a player takes back a card he played. The director says why: to comply with
    a rectification or correct an illegal play (47A, 47B)? because of misinformation
    (47E)? Otherwise a played card stays played (47F2)."""
    seat, card = event.seat, event.card
    ps = t._ps()
    trick = ps.played.get(card)
    if trick is None:
        raise IrregularActionError(Message("not.played", seat=seat, card=card), "47")
    in_current = trick == ps.number and (
        ps.current.get(seat) == card or card in ps.surplus.get(seat, []))

    def misinformed(answer: bool) -> None:
        if not answer:
            t._note("consequence", "47F2", "retraction.refused", seat=seat, card=card)
            if seat.side != ps.declarer.side:
                t._note("consequence", "52A", "no.own.withdrawal", seat=seat)
            return
        later = law61_63.after_in_trick(t, seat) if in_current else [seat]
        opening = trick == 1 and ps.number == 1 and ps.leader == seat
        if later or opening:  # 47E2(a); an opening lead once dummy's cards are faced
            t._note("consequence", "47E2(b)", "retraction.too.late", seat=seat,
                       card=card)
            t._note("flag", "47E2(b)", "flag.47E2", seat=seat)
            return
        take_back(t, seat, card, "47E")

    def to_comply(answer: bool) -> None:
        if answer:
            for r in ps.revokes:
                if r.player == seat and r.card == card and not r.noticed:
                    t._note("consequence", "47B", "retraction.corrects", seat=seat,
                               card=card)
                    law61_63.notice(t, seat)
                    return
            if not in_current:
                t._note("consequence", "47F2", "no.retraction", seat=seat, card=card)
                return
            take_back(t, seat, card, "47A")
            if seat.side != ps.declarer.side:
                law48_52.make_penalty(t, seat, [card], major=True, law="47A")
            return
        t._question("misinformed", "47E", seat, Message(
            "question.misinformed", seat=seat, card=card), misinformed)

    t._question("to-comply", "47A", seat, Message(
        "question.to.comply", seat=seat, card=card), to_comply)


def take_back(t: TableMode, seat: Seat, card: Card, law: str) -> None:
    ps = t._ps()
    ps.take_back(seat, card)
    for r in ps.revokes:
        if r.player == seat and r.card == card:
            r.corrected = True
    t._note("consequence", law, "card.taken.back", seat=seat, card=card)
    law16.card_information(t, seat, card, "16C")
    if not ps.current:
        ps.lead_marks.discard(ps.number)
