"""Laws 45 and 46: cards played, named or placed; a fifth card; dummy's card placed without
instruction; declarer's incomplete or erroneous designation of dummy's card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CardPlayed
from bridgelaws.engine.steps import (
    ExposedCards,
    IrregularActionError,
    Option,
    Pending,
)
from bridgelaws.engine.tableplay import (
    CardAdded,
    CardHeld,
    CardTouched,
    Designated,
    DummyPlaced,
    DummySuggested,
    PlayChanged,
    _bits,
    _highest,
    _lowest,
    _mask,
)
from bridgelaws.laws import law42_43, law48_52, law57_60, law61_63, law65_67
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.cards import SUIT_MASKS, Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L45B = law("45B")
L45C1 = law("45C1")
L45C2 = law("45C2")
L45C3 = law("45C3")
L45C4 = law("45C4")
L45C4a = law("45C4(a)")
L45C4b = law("45C4(b)")
L45D = law("45D")
L45D1 = law("45D1")
L45D2 = law("45D2")
L45E = law("45E")
L45E1 = law("45E1")
L45E2 = law("45E2")
L46 = law("46")
L46B1a = law("46B1(a)")
L46B1b = law("46B1(b)")
L46B1c = law("46B1(c)")
L46B2 = law("46B2")
L46B3a = law("46B3(a)")
L46B3b = law("46B3(b)")
L46B4 = law("46B4")
L46B5 = law("46B5")
L47C = law("47C")
L47F2 = law("47F2")
L49 = law("49")
L63A1 = law("63A1")
L63A2 = law("63A2")


def second_card(t: TableMode, seat: Seat, card: Card) -> None:
    """A player who has played to the trick in progress plays again: a fifth card, or
    a lead to the next trick (45E, 45C1)."""
    t._note("irregularity", L45E, "second.card", seat=seat, card=card)
    t._ask("lead", L45E, seat, Message("question.lead", seat=seat, card=card),
           second_card_found, seat=seat, card=card)


def second_card_found(t: TableMode, lead: bool, *, seat: Seat, card: Card) -> None:
    """45E: a card meant as a lead to the next trick is a lead made too soon (a defender's
    is 57A while partner still owes a card; it establishes revokes, 63A1); otherwise it
    is a fifth card (45E1, 45E2)."""
    ps = t._ps()
    if lead:
        law61_63.establish(t, seat, L63A1, ps.number + 1)
        if seat.side != ps.declarer.side and seat.partner not in ps.current:
            law57_60.premature(t, seat, card, lead=True)
        else:
            t._note("consequence", L45E, "early.lead", seat=seat, card=card)
            ps.early = (seat, card)
    else:
        fifth(t, seat, card)


def fifth(t: TableMode, seat: Seat, card: Card) -> None:
    """45E1, 45E2: a fifth card: a defender's becomes a penalty card, declarer's goes
    back."""
    ps = t._ps()
    if seat.side == ps.declarer.side:
        t._note("consequence", L45E2, "fifth.returned", seat=seat, card=card)
        return
    t._note("consequence", L45E1, "fifth.penalty", seat=seat, card=card)
    law48_52.exposure_penalty(t, seat, [card], L45E1)


def added(t: TableMode, event: CardAdded) -> None:
    """45E: a fifth card added to a trick the player has played to."""
    seat, card = event.seat, event.card
    ps = t._ps()
    t._held(seat, card)
    if ps.current and seat in ps.current:
        second_card(t, seat, card)
        return
    last = ps.quitted[-1] if ps.quitted else None
    if ps.current or last is None or last.card_of(seat) is None:
        raise IrregularActionError(Message("no.fifth", seat=seat), L45E)
    t._note("irregularity", L45E, "second.card", seat=seat, card=card)
    t._ask("lead", L45E, seat, Message("question.lead", seat=seat, card=card),
           added_card_found, seat=seat, card=card)


def added_card_found(t: TableMode, lead: bool, *, seat: Seat, card: Card) -> None:
    """45E: a card added to a quitted trick and meant as a lead is led; otherwise it is a
    fifth card (45E1, 45E2)."""
    if lead:
        t._card(seat, card)
    else:
        fifth(t, seat, card)


def held_or_touched(t: TableMode, event: CardHeld | CardTouched) -> CardPlayed:
    """45C1: a defender's card held so that his partner could see its face is played (a
    second card to the trick goes to 45E); 45C2: declarer's card held face up, touching
    or nearly touching the table (or as if played) is played; 45C3: dummy's card
    deliberately touched by declarer is played, and being no designation it cannot be
    changed under 45C4(b). The card then counts as any card played: the event it
    becomes."""
    seat, card = event.seat, event.card
    ps = t._ps()
    declarer, dummy = ps.declarer, ps.dummy
    if isinstance(event, CardTouched):
        if seat != declarer:
            raise IrregularActionError(Message("touch.not.declarer", seat=seat), L45C3)
        t._held(dummy, card)
        t._note("procedure", L45C3, "card.touched", seat=seat, card=card)
        ps.touched.add(card)
        return CardPlayed(dummy, card)
    if seat == dummy:
        raise IrregularActionError(Message("held.by.dummy", seat=seat), L45B)
    t._held(seat, card)
    if seat == declarer:
        t._note("procedure", L45C2, "card.held.declarer", seat=seat, card=card)
    else:
        t._note("procedure", L45C1, "card.held.defender", seat=seat, card=card,
                partner=seat.partner)
    return CardPlayed(seat, card)


def dummy_placed(t: TableMode, event: DummyPlaced) -> None:
    """45D: dummy places a card declarer did not name; before his right-hand opponent
    played, 57C2 follows too."""
    seat, card = event.seat, event.card
    ps = t._ps()
    if seat != ps.dummy:
        t._card(seat, card)
        return
    t._held(seat, card)
    t._note("irregularity", L45D, "dummy.placed", seat=seat, card=card)
    if ps.faced and ps.current and seat not in ps.current and ps.turn != seat:
        # before his right-hand opponent played (57C2); not a card declarer played
        ps.dummy_jumped = ps.number
        ps.misplaced[ps.number] = seat
        t._place(seat, card)
        return
    t._card(seat, card)
    trick = ps.played.get(card)
    if trick is not None:
        ps.misplaced[trick] = seat


def misplaced_noticed(t: TableMode, trick: int, dummy: Seat) -> None:
    """45D1: dummy's card not named is withdrawn if noticed before both sides have
    played to the next trick (the defenders may then change a card played after it);
    45D2: later, it stands."""
    ps = t._ps()
    if law65_67.both_sides_played_next(t, trick):
        t._note("consequence", L45D2, "dummy.card.too.late", seat=dummy)
        return
    law61_63.reopen_trick(t, trick, L45D1)
    card = ps.current.get(dummy)
    if card is None:
        return
    t._note("consequence", L45D1, "dummy.card.withdrawn", seat=dummy, card=card)
    for r in ps.revokes:
        if r.player == dummy and r.card == card and not r.corrected:
            r.corrected = True
            r.noticed = True
    later = law61_63.after_in_trick(t, dummy)
    ps.take_back(dummy, card)
    declarer = ps.declarer
    chain: list[tuple[Seat, Clause, bool, Seat | None]] = []
    for s in later:
        if s.side != declarer.side:
            chain.append((s, L45D1, False, None))
        else:
            chain.append((s, L45D1, False, declarer.rho))
    ps.chain = chain
    ps.chain_offenders = dummy.side
    ps.withdrew = set()
    ps.replay_for = dummy


def designated(t: TableMode, event: Designated) -> None:
    """45C4(a), 46: a card named; declarer's incomplete designation of dummy's card."""
    seat, what = event.seat, event.what
    ps = t._ps()
    text = what.strip()
    card = Card.lookup(text) if len(text) >= 2 else None
    if seat != ps.declarer:
        if seat == ps.dummy:
            law42_43.dummy_suggested(t, DummySuggested(seat))
            return
        if card is None:
            raise IrregularActionError(Message("names.nothing", seat=seat, what=text),
                                       L45C4)
        if seat == ps.turn and ps.faced and seat not in ps.current:
            t._note("procedure", L45C4a, "card.named", seat=seat, card=card)
            law61_63.establish(t, seat, L63A2)
            t._card(seat, card)
            return
        law48_52.exposed_in_play(t, ExposedCards(seat, (card,)))
        return
    law61_63.establish(t, seat, L63A2)
    dummy = ps.dummy
    if card is not None:
        hands = (dummy,) if ps.turn == dummy else (dummy, seat)
        for hand in hands:
            if ps.masks[hand] & (1 << card):
                t._note("procedure", L45C4a, "card.named", seat=seat, card=card)
                t._card(hand, card)
                return
        t._note("consequence", L46B4, "named.not.in.dummy", seat=seat, card=card)
        return
    resolved, law = resolve_designation(t, text.lower())
    if isinstance(resolved, Card):
        t._note("consequence", law, "designation.resolved", seat=seat, what=text,
                   card=resolved)
        t._card(dummy, resolved)
        return
    if resolved:
        chooser_law = law
        choosers = [ps.declarer] if law == L46B3b else [ps.declarer.lho,
                                                           ps.declarer.rho]
        options = [Option(f"play {c}", who, chooser_law, Message(
            "option.dummy.card", chooser=who, card=c)) for who in choosers
            for c in resolved]
        t._options("designate", law, seat, Message(
            "designation.open", seat=seat, what=text), options)
        return
    t._note("consequence", law, "designation.void", seat=seat, what=text)


def resolve_designation(t: TableMode, text: str) -> tuple[Card | list[Card], Clause]:
    """46B: the card an incomplete designation stands for, or the cards to choose
    from, or ``[]`` when it designates none."""
    ps = t._ps()
    hand = ps.masks[ps.dummy]
    led = ps.current[ps.leader] // 13 if ps.current and ps.leader in ps.current else -1
    follow = hand & SUIT_MASKS[led] if led >= 0 else 0
    if text in ("high", "low", "win"):
        law = {"high": L46B1a, "win": L46B1b, "low": L46B1c}[text]
        if not follow:
            return [], law
        if text == "high":
            return high_card(t, follow), law
        if text == "low":
            return _lowest(follow), law
        best = max((c for s, c in ps._plays() if c // 13 == led), default=-1)
        trumped = ps.trump >= 0 and led != ps.trump and any(
            c // 13 == ps.trump for _, c in ps._plays())
        # what declarer cannot see and a defender still to play might hold
        unseen = 0
        if any(s not in ps.current for s in (ps.declarer.lho, ps.declarer.rho)):
            unseen = SUIT_MASKS[led] & ~ps.masks[ps.declarer] & ~ps.masks[ps.dummy] \
                & ~_mask(ps.played)
        top = max(best, _highest(unseen) if unseen else -1)
        winners = [c for c in _bits(follow) if c > top]
        if trumped or not winners:
            return [], law
        return min(winners), law
    if text in ("anything", "any"):
        legal = t._ps().allowed(ps.dummy) if ps.turn == ps.dummy else hand
        return _bits(legal), L46B5
    if text == "ruff":
        if ps.trump < 0:
            return [], L46B2
        text = "CDHS"[ps.trump]
    if len(text) == 1 and text.upper() in "CDHS":
        suit = "CDHS".index(text.upper())
        in_suit = hand & SUIT_MASKS[suit]
        return (_lowest(in_suit), L46B2) if in_suit else ([], L46B4)
    rank = text.upper().replace("10", "T")
    if len(rank) == 1 and rank in "23456789TJQKA":
        r = "23456789TJQKA".index(rank)
        if not ps.current and ps.quitted and ps.quitted[-1].winner == ps.dummy:
            won = ps.quitted[-1].card_of(ps.dummy)
            assert won is not None
            card = Card(won // 13 * 13 + r)
            if hand & (1 << card):
                return card, L46B3a
        legal = t._ps().allowed(ps.dummy) if ps.turn == ps.dummy else hand
        cards = [Card(s * 13 + r) for s in range(4) if legal & (1 << (s * 13 + r))]
        if len(cards) == 1:
            return cards[0], L46B3b
        if cards:
            return cards, L46B3b
        return [], L46B4
    raise IrregularActionError(Message("names.nothing", seat=ps.declarer, what=text),
                               L46)


@per_edition
def high_card(t: TableMode, follow: int) -> Card:
    """46B1(a): "high" is dummy's highest card of the suit led (``follow``)."""
    return _highest(follow)


def step_designate(t: TableMode, p: Pending, event: object) -> None:
    """46B: the card an incomplete designation leaves open, chosen by declarer (46B3(b))
    or by the defenders (46B1-46B5)."""
    ps = t._ps()
    option = t._chosen(p, event)
    card = Card.parse(option.name.split()[1])
    t._note("choice", option.law, "chose.dummy.card", seat=option.chooser, card=card)
    t._card(ps.dummy, card)


@per_edition
def changed(t: TableMode, event: PlayChanged) -> None:
    """45C4(b), 47F2: a change of a card played: declarer's unintended designation of
    dummy's card is asked about; any other card stays played (a defender's new card is
    exposed, 49)."""
    seat, card = event.seat, event.card
    ps = t._ps()
    last = ps.dummy_card
    if seat == ps.declarer and last is not None and last[1] not in ps.touched:
        trick, old = last
        if trick in (ps.number, ps.number - 1) and ps.played.get(old) == trick:
            t._held(ps.dummy, card)
            t._ask("unintended-card", L45C4b, seat, Message(
                "question.unintended.card", seat=seat, card=old, new=card),
                unintended_card_found, seat=seat, trick=trick, old=old, card=card)
            return
    t._note("irregularity", L47F2, "no.retraction", seat=seat, card=card)
    if seat.side != ps.declarer.side:
        t._held(seat, card)
        t._note("irregularity", L49, "defender.exposed", seat=seat, cards=[card])
        law48_52.exposure_penalty(t, seat, [card], L49)


def unintended_card_found(t: TableMode, unintended: bool, *, seat: Seat, trick: int,
                          old: Card, card: Card) -> None:
    """45C4(b): declarer's unintended designation of dummy's card may be changed until
    he plays again from either hand; otherwise the card named stays played."""
    if unintended:
        change_dummy_card(t, trick, old, card)
    else:
        t._note("consequence", L45C4b, "designation.stands", seat=seat, card=old)


def change_dummy_card(t: TableMode, trick: int, old: Card, new: Card) -> None:
    """45C4(b), 47C: dummy's card is changed to the intended one; the defenders may
    change a card played after it."""
    ps = t._ps()
    dummy = ps.dummy
    law61_63.reopen_trick(t, trick, L45C4b)
    if ps.current.get(dummy) != old:
        return
    later = law61_63.after_in_trick(t, dummy)
    ps.take_back(dummy, old)
    for r in ps.revokes:
        if r.player == dummy and r.card == old:
            r.corrected = True
    t._note("consequence", L47C, "designation.changed", seat=ps.declarer, card=old,
               new=new)
    ps.chain = [(s, L45C4b, False, None) for s in later if s.side != dummy.side]
    ps.chain_offenders = dummy.side
    ps.withdrew = set()
    ps.replay_for = dummy
    t._place(dummy, new)
