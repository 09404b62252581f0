"""Laws 53-56: leads out of turn, and the opening lead out of turn.

Declarer (or, when declarer led from the wrong hand, a defender) may accept the lead or
have it withdrawn; after an opening lead out of turn declarer may also spread his hand
(54A).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CardPlayed
from bridgelaws.engine.steps import (
    Choice,
    ExposedCards,
    IrregularActionError,
    Option,
    Pending,
)
from bridgelaws.engine.tableplay import (
    CardRetracted,
    FaceDownLead,
    HandSpread,
    PlayedTogether,
)
from bridgelaws.laws import law16, law47, law48_52
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L16C = law("16C")
L53A = law("53A")
L53B = law("53B")
L53C = law("53C")
L54 = law("54")
L54A = law("54A")
L54B = law("54B")
L54B1 = law("54B1")
L54B2 = law("54B2")
L54C = law("54C")
L54D = law("54D")
L55 = law("55")
L55A = law("55A")
L55B1 = law("55B1")
L55B2 = law("55B2")
L55C = law("55C")
L56 = law("56")
L56B = law("56B")
L58A = law("58A")
L60C = law("60C")


def opening_out_of_turn(t: TableMode, seat: Seat, card: Card) -> None:
    """54: the opening lead faced by the wrong defender; a face-down lead by the right
    one goes back."""
    ps = t._ps()
    declarer = ps.declarer
    t._note("irregularity", L54, "opening.lead.out.of.turn", seat=seat, card=card,
               turn=declarer.lho)
    if declarer.lho in ps.face_down:
        withdrawn = ps.face_down.pop(declarer.lho)
        del withdrawn
        t._note("consequence", L54, "partner.face.down.withdrawn",
                   seat=declarer.lho)
    offer_opening(t, seat, card, saw=ps.dummy_seen)


def offer_opening(t: TableMode, seat: Seat, card: Card, saw: bool) -> None:
    """54A, 54B, 54D: declarer's choices after an opening lead out of turn (only
    acceptance once he could see dummy's cards, 54C)."""
    declarer = t._ps().declarer
    if saw:
        options = [Option("accept", declarer, L54C, Message(
            "option.must.accept.lead", chooser=declarer, seat=seat, card=card))]
    else:
        options = [
            Option("accept", declarer, L54B, Message(
                "option.accept.opening", chooser=declarer, seat=seat, card=card)),
            Option("spread", declarer, L54A, Message(
                "option.spread", chooser=declarer, dummy=declarer.partner)),
            Option("refuse", declarer, L54D, Message(
                "option.refuse.lead", chooser=declarer, seat=seat, card=card)),
        ]
    t._options("oolead", L54, seat, Message(
        "opening.lead.out.of.turn", seat=seat, card=card, turn=declarer.lho), options,
        card=card)


def step_oolead(t: TableMode, p: Pending, event: object) -> None:
    """54: the choice after an opening lead out of turn, or what happens before it is
    made (60C, 54B1, 54B2, 54C, 47E1)."""
    ps = t._ps()
    declarer, dummy = ps.declarer, ps.dummy
    offender = p.offender
    card = p.data["card"]
    assert isinstance(card, Card)
    if isinstance(event, FaceDownLead) and event.seat == declarer.lho:
        t._held(event.seat, event.card)
        t._note("consequence", L54, "partner.face.down.withdrawn", seat=event.seat)
        return
    if isinstance(event, CardPlayed) and event.seat == declarer.lho:
        # 60C: the offender's partner plays before the rectification is settled
        t._held(event.seat, event.card)
        t._note("irregularity", L60C, "offender.side.played", seat=event.seat,
                   card=event.card)
        law48_52.make_penalty(t, event.seat, [event.card], major=True, law=L60C)
        return
    if isinstance(event, CardRetracted) and event.seat == offender and event.card == card:
        law47.retract_out_of_turn(t, p, offender, card)
        return
    if isinstance(event, ExposedCards | HandSpread) and event.seat == dummy:
        # 54C: declarer could see dummy's cards: he must accept the lead
        t._pending = None
        t._note("consequence", L54C, "dummy.seen", seat=dummy, chooser=declarer)
        offer_opening(t, offender, card, saw=True)
        return
    names = {o.name for o in p.step.options}
    spread = (isinstance(event, HandSpread | ExposedCards) and event.seat == declarer) \
        or (isinstance(event, Choice) and event.seat == declarer
            and event.option == "spread")
    if spread and "spread" in names:
        t._pending = None
        if isinstance(event, ExposedCards):
            t._note("consequence", L54A, "spread.whole.hand", seat=declarer)
        swap_roles(t, offender, card)
        return
    if isinstance(event, Choice) and event.seat == declarer and event.option in names:
        t._pending = None
        if event.option == "accept":
            t._note("choice", p.step.options[0].law, "chose.accept.lead",
                       seat=declarer, card=card)
            accept_opening(t, offender, card)
        else:
            t._note("choice", L54D, "chose.refuse.lead", seat=declarer, card=card)
            ps.faced = True
            law48_52.make_penalty(t, offender, [card], major=True, law=L54D)
        return
    if isinstance(event, CardPlayed) and event.seat in (declarer, dummy):
        t._held(event.seat, event.card)
        t._pending = None
        law = L54B1 if event.seat == declarer else L54B2
        t._note("choice", law, "accept.by.playing.lead", seat=declarer, card=card)
        accept_opening(t, offender, card)
        if event.seat == dummy:
            t._note("consequence", L54B2, "dummy.card.stands", seat=dummy,
                       card=event.card)
        t._card(event.seat, event.card)
        return
    raise IrregularActionError(p.step.waiting_for)


def accept_opening(t: TableMode, offender: Seat, card: Card) -> None:
    """54B: the opening lead out of turn is accepted; dummy spreads."""
    ps = t._ps()
    ps.faced = True
    ps.dummy_faced = True
    ps.lead_marks.add(1)
    t._note("consequence", L54B, "dummy.spreads", seat=ps.dummy)
    ps.leader = offender
    t._place(offender, card)


def swap_roles(t: TableMode, offender: Seat, card: Card) -> None:
    """54A: declarer spreads his hand and becomes dummy; dummy becomes declarer."""
    ps = t._ps()
    old = ps.declarer
    ps.declarer = old.partner
    ps.swapped = True
    ps.dummy_faced = True
    ps.contract = ps.contract.with_declarer(old.partner)
    t.contract = ps.contract
    ps.faced = True
    t._note("consequence", L54A, "roles.swapped", seat=old, declarer=old.partner)
    ps.leader = offender
    t._place(offender, card)


@per_edition
def last_trick_lead(t: TableMode, seat: Seat, card: Card) -> None:
    """53A: a lead out of turn to the thirteenth trick may not be accepted: the card is
    taken back and the right hand leads."""
    t._note("irregularity", L53A, "lead.thirteen", seat=seat, card=card)


def lead_out_of_turn(t: TableMode, seat: Seat, card: Card) -> None:
    """53, 55, 56: a lead out of turn after the opening lead: by a defender (declarer
    chooses, 53A, 56), or from declarer's side (either defender chooses, 55A)."""
    ps = t._ps()
    expected = ps.turn
    assert expected is not None
    declarer = ps.declarer
    if seat.side != declarer.side:
        t._note("irregularity", L56, "lead.out.of.turn", seat=seat, card=card,
                   turn=expected)
        options = [
            Option("accept", declarer, L53A, Message(
                "option.accept.lead", chooser=declarer, seat=seat, card=card)),
            Option("refuse", declarer, L56B, Message(
                "option.refuse.lead", chooser=declarer, seat=seat, card=card)),
        ]
        t._options("loot", L56, seat, Message(
            "lead.out.of.turn", seat=seat, card=card, turn=expected), options,
            card=card, expected=expected)
        return
    t._note("irregularity", L55, "lead.out.of.turn", seat=seat, card=card,
               turn=expected)
    options = []
    for defender in (seat.lho, seat.rho):  # 55A: the left-hand opponent's choice prevails
        options += [
            Option("accept", defender, L53A, Message(
                "option.accept.lead", chooser=defender, seat=seat, card=card)),
            Option("refuse", defender, L55A, Message(
                "option.retract.lead", chooser=defender, seat=seat, card=card)),
        ]
    t._options("loot", L55, seat, Message(
        "lead.out.of.turn", seat=seat, card=card, turn=expected), options, card=card,
        expected=expected)


def step_loot(t: TableMode, p: Pending, event: object) -> None:
    """53A, 55A, 56B: the choice on a lead out of turn, or a card played before it is
    made (53A, 53B, 53C, 58A, 60C)."""
    ps = t._ps()
    offender = p.offender
    card, expected = p.data["card"], p.data["expected"]
    assert isinstance(card, Card) and isinstance(expected, Seat)
    declarer_led = offender.side == ps.declarer.side
    choosers = {o.chooser for o in p.step.options}
    if isinstance(event, CardRetracted) and event.seat == offender and event.card == card:
        law47.retract_out_of_turn(t, p, offender, card)
        return
    if isinstance(event, Choice) and event.seat in choosers \
            and event.option in ("accept", "refuse"):
        t._pending = None
        if declarer_led and event.seat == offender.rho:
            # 55A: where the defenders differ, the left-hand opponent of the hand that
            # led decides: he may still overrule his partner (his very next word)
            t._note("consequence", L55A, "lho.prevails", seat=offender.lho)
            ps.overrule = (offender, card, expected, event.option)
        if event.option == "accept":
            t._note("choice", L53A, "chose.accept.lead", seat=event.seat, card=card)
            accept_lead(t, offender, card)
            return
        if declarer_led:
            t._note("choice", L55A, "chose.retract.lead", seat=event.seat, card=card)
            declarer_lead_retracted(t, offender, card, expected)
            return
        t._note("choice", L56B, "chose.refuse.lead", seat=event.seat, card=card)
        law48_52.make_penalty(t, offender, [card], major=True, law=L56B)
        return
    if isinstance(event, PlayedTogether) and event.seat == expected:
        # 58A: led at the same moment as the card out of turn, the lead in turn comes
        # first; the other card counts as played after it
        t._held(expected, event.card)
        t._pending = None
        t._note("consequence", L58A, "played.together", seat=offender, card=card)
        t._lead(expected, event.card)
        t._card(offender, card)
        return
    if isinstance(event, CardPlayed | PlayedTogether):
        seat = event.seat
        t._held(seat, event.card)
        if seat == offender.lho and seat != expected:
            # 53A: playing from the next hand accepts the lead (60A1, 60A2)
            t._pending = None
            t._note("choice", L53A, "accept.by.playing.lead", seat=seat, card=card)
            accept_lead(t, offender, card)
            t._card(seat, event.card)
            return
        if seat == expected and seat == offender.lho:
            t._pending = None
            ask_own_lead(t, offender, card, seat, event.card)
            return
        if seat == expected and seat.side != offender.side:
            t._pending = None
            own_lead(t, offender, card, seat, event.card)
            return
        if declarer_led and seat == offender.rho:
            # 53C: the wrong defender plays: the lead stands, 57 for him
            t._pending = None
            t._note("consequence", L53C, "lead.stands.wrong.defender", seat=seat,
                       card=card, offender=offender)
            accept_lead(t, offender, card)
            t._card(seat, event.card)
            return
        if seat.side == offender.side:
            # 60C: the offending side plays before the rectification is settled
            t._note("irregularity", L60C, "offender.side.played", seat=seat,
                       card=event.card)
            if seat.side != ps.declarer.side:
                law48_52.make_penalty(t, seat, [event.card], major=True, law=L60C)
            return
    raise IrregularActionError(p.step.waiting_for)


def declarer_lead_retracted(t: TableMode, offender: Seat, card: Card, expected: Seat) -> None:
    """55B: declarer takes back his lead out of turn."""
    ps = t._ps()
    if expected.side != ps.declarer.side:
        t._note("consequence", L55B1, "lead.returned", seat=offender, card=card,
                   turn=expected)
    else:
        ps.retracted_wrong_hand = True
        t._note("consequence", L55B2, "lead.from.correct.hand", seat=offender,
                   card=card, turn=expected)
    t._note("flag", L55C, "flag.55C", seat=ps.declarer)


def overruled(t: TableMode, event: object) -> bool:
    """55A: the left-hand opponent of the hand that led overrules his partner's choice
    at once; True if he did."""
    ps = t._ps()
    over, ps.overrule = ps.overrule, None
    if over is None or not isinstance(event, Choice):
        return False
    offender, card, expected, first = over
    if event.seat != offender.lho or event.option not in ("accept", "refuse") \
            or event.option == first:
        return False
    if event.option == "refuse":
        if ps.current != {offender: card}:
            return False
        t._note("choice", L55A, "chose.retract.lead", seat=event.seat, card=card)
        ps.take_back(offender, card)
        ps.lead_marks.discard(ps.number)
        ps.leader = expected
        declarer_lead_retracted(t, offender, card, expected)
    else:
        t._note("choice", L53A, "chose.accept.lead", seat=event.seat, card=card)
        ps.retracted_wrong_hand = False
        accept_lead(t, offender, card)
    return True


def accept_lead(t: TableMode, offender: Seat, card: Card) -> None:
    """53A: the lead out of turn is accepted and counts as led in turn (60A3 for
    obligations it carries)."""
    ps = t._ps()
    ps.lead_marks.add(ps.number)
    ps.forced_hand = None
    ps.leader = offender
    t._lead(offender, card, penalty=False)  # 60A3: the duty carries on later


def ask_own_lead(t: TableMode, offender: Seat, card: Card, seat: Seat, own: Card) -> None:
    """53B: the player whose turn it was, and who is also next to play after the lead out
    of turn, plays a card: the director finds whether he meant it as his own lead."""
    t._ask("own-lead", L53B, seat, Message(
        "question.own.lead", seat=seat, card=own, offender=offender, led=card),
        own_lead_found, offender=offender, card=card, seat=seat, own=own)


def own_lead_found(t: TableMode, is_own: bool, *, offender: Seat, card: Card, seat: Seat,
                   own: Card) -> None:
    """53B: his own lead stands and the card led out of turn goes back; otherwise his card
    accepts the lead out of turn (53A)."""
    if is_own:
        own_lead(t, offender, card, seat, own)
    else:
        t._note("consequence", L53A, "accept.by.playing.lead", seat=seat, card=card)
        accept_lead(t, offender, card)
        t._card(seat, own)


def own_lead(t: TableMode, offender: Seat, card: Card, seat: Seat, own: Card) -> None:
    """53B: the player whose turn it was leads: his lead stands, the card led in error
    goes back (16C)."""
    t._note("consequence", L53B, "own.lead.stands", seat=seat, card=own,
               offender=offender, led=card)
    law16.card_information(t, offender, card, L16C)
    t._lead(seat, own)
