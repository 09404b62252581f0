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
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card, Seat, Side

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L16C = law("16C")
L47 = law("47")
L47A = law("47A")
L47B = law("47B")
L47E = law("47E")
L47E1 = law("47E1")
L47E2a = law("47E2(a)")
L47E2b = law("47E2(b)")
L47F2 = law("47F2")
L52A = law("52A")


def retract_out_of_turn(t: TableMode, p: Pending, offender: Seat, card: Card) -> None:
    """47E1: a lead out of turn made because an opponent said it was his turn is taken
    back without rectification, and may not be accepted; the director finds whether he
    was so misinformed. Until then the step ``p`` is set aside."""
    t._pending = None
    t._ask("misinformed", L47E, offender, Message(
        "question.misinformed", seat=offender, card=card), misinformed_lead_found,
        offender=offender, card=card, resume=p)


def misinformed_lead_found(t: TableMode, misinformed: bool, *, offender: Seat, card: Card,
                           resume: Pending) -> None:
    """47E1: misinformed, the card goes back with no rectification and establishes no
    revoke; the side that gave the wrong information is the offending side, so the
    information from the card is authorised for the card's owner's side and unauthorised
    for the opponents (16C1, 16C2). Otherwise it stays played (47F2) and the step set
    aside is open again."""
    if misinformed:
        t._note("consequence", L47E1, "card.taken.back", seat=offender, card=card)
        law16.card_information(t, offender, card, L16C, offender.side.opponents)
        misinformed_lead_revokes(t, offender, card)
        if resume.kind == "premature":  # it was made a penalty card: it is not one
            t._ps().penalty.get(offender, {}).pop(card, None)
    else:
        t._note("consequence", L47F2, "retraction.refused", seat=offender, card=card)
        t._pending = resume


@per_edition
def misinformed_lead_revokes(t: TableMode, offender: Seat, card: Card) -> None:
    """47E1: Law 63A1 does not apply to a lead taken back after misinformation: a revoke
    it established is not established."""
    for r in t._ps().revokes:
        if r.established_by == (offender, card):
            r.established, r.established_by = False, None
            t._note("consequence", L47E1, "revoke.not.established",
                    seat=r.player, trick=r.trick)


def retracted(t: TableMode, event: CardRetracted) -> None:
    """47: a player takes back a card he played. The director says why: to comply with
    a rectification or correct an illegal play (47A, 47B)? because of misinformation
    (47E)? Otherwise a played card stays played (47F2)."""
    seat, card = event.seat, event.card
    ps = t._ps()
    trick = ps.played.get(card)
    if trick is None:
        raise IrregularActionError(Message("not.played", seat=seat, card=card), L47)
    in_current = trick == ps.number and (
        ps.current.get(seat) == card or card in ps.surplus.get(seat, []))
    t._ask("to-comply", L47A, seat, Message(
        "question.to.comply", seat=seat, card=card), to_comply_found,
        seat=seat, card=card, trick=trick, in_current=in_current)


def to_comply_found(t: TableMode, to_comply: bool, *, seat: Seat, card: Card, trick: int,
                    in_current: bool) -> None:
    """47A, 47B: a card taken back to comply with a rectification, or to correct an
    illegal play, goes back (a defender's becomes a penalty card, 47A); otherwise the
    director asks whether the player was misinformed (47E)."""
    ps = t._ps()
    if to_comply:
        for r in ps.revokes:
            if r.player == seat and r.card == card and not r.noticed:
                t._note("consequence", L47B, "retraction.corrects", seat=seat, card=card)
                law61_63.notice(t, seat)
                return
        if not in_current:
            t._note("consequence", L47F2, "no.retraction", seat=seat, card=card)
            return
        take_back(t, seat, card, L47A)
        if seat.side != ps.declarer.side:
            law48_52.make_penalty(t, seat, [card], major=True, law=L47A)
        return
    t._ask("misinformed", L47E, seat, Message(
        "question.misinformed", seat=seat, card=card), misinformed_play_found,
        seat=seat, card=card, trick=trick, in_current=in_current)


def misinformed_play_found(t: TableMode, misinformed: bool, *, seat: Seat, card: Card,
                           trick: int, in_current: bool) -> None:
    """47E2(a): a card played after a mistaken explanation may be taken back while no
    later card has been played to the trick, and an opening lead until dummy has faced a
    card; too late, 47E2(b) leaves it to the director
    to adjust. The opponents who misinformed him are the offending side for 16C. Not
    misinformed, the card stays played (47F2; a defender may not take back a card on his
    own, 52A)."""
    ps = t._ps()
    if not misinformed:
        t._note("consequence", L47F2, "retraction.refused", seat=seat, card=card)
        if seat.side != ps.declarer.side:
            t._note("consequence", L52A, "no.own.withdrawal", seat=seat)
        return
    later = law61_63.after_in_trick(t, seat) if in_current else [seat]
    opening = trick == 1 and ps.number == 1 and ps.leader == seat
    if later or (opening and ps.dummy_faced):
        if later:
            t._note("consequence", L47E2b, "retraction.too.late", seat=seat, card=card)
        else:  # 47E2(a): an opening lead once dummy has faced a card
            t._note("consequence", L47E2a, "retraction.dummy.faced", seat=seat, card=card,
                    dummy=ps.dummy)
        t._note("flag", L47E2b, "flag.47E2", seat=seat)
        return
    take_back(t, seat, card, L47E, offenders=seat.side.opponents)


def take_back(t: TableMode, seat: Seat, card: Card, law: Clause,
              offenders: Side | None = None) -> None:
    """47: a card is taken back into the hand; its information is Law 16C's, unauthorised
    for ``offenders`` (by default the card's owner's side)."""
    ps = t._ps()
    ps.take_back(seat, card)
    for r in ps.revokes:
        if r.player == seat and r.card == card:
            r.corrected = True
    t._note("consequence", law, "card.taken.back", seat=seat, card=card)
    law16.card_information(t, seat, card, L16C, offenders)
    if not ps.current:
        ps.lead_marks.discard(ps.number)
