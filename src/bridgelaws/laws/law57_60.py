"""Laws 57-60: premature leads and plays, several cards at once, and the right to rectify
lost by playing on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import CardPlayed
from bridgelaws.engine.steps import (
    IrregularActionError,
    Option,
    Pending,
)
from bridgelaws.engine.tableplay import (
    _HONOUR,
    CardRetracted,
    CardsTogether,
    PlayedTogether,
    PlayRule,
)
from bridgelaws.laws import law47, law48_52
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card, Rank, Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L48A = law("48A")
L57A = law("57A")
L57A1 = law("57A1")
L57A2 = law("57A2")
L57A3 = law("57A3")
L57A4 = law("57A4")
L57C1 = law("57C1")
L57C2 = law("57C2")
L57C3 = law("57C3")
L57D = law("57D")
L58A = law("58A")
L58B = law("58B")
L58B1 = law("58B1")
L58B2 = law("58B2")
L60A1 = law("60A1")


def together_at_once(t: TableMode, event: PlayedTogether) -> None:
    """58A: two cards played at the same moment: the one in turn counts first."""
    t._note("consequence", L58A, "played.together", seat=event.seat, card=event.card)
    t._card(event.seat, event.card)


def out_of_turn(t: TableMode, seat: Seat, card: Card) -> None:
    """57: a card played to the trick before the player's turn: declarer's side 57C3, a
    defender after his partner 57D, otherwise 57A."""
    ps = t._ps()
    declarer = ps.declarer
    if seat.side == declarer.side:
        t._note("consequence", L57C3, "declarer.premature", seat=seat, card=card)
        t._place(seat, card)
        return
    if seat.partner in ps.current:
        at_rho_turn(t, seat, card)
        return
    premature(t, seat, card, lead=False)


@per_edition
def at_rho_turn(t: TableMode, seat: Seat, card: Card) -> None:
    """57D: a defender plays at his right-hand opponent's turn, after his partner: a
    card legal to the trick counts as played at his own turn; any other becomes a major
    penalty card."""
    if t._ps().allowed(seat) & (1 << card):
        t._note("consequence", L57D, "played.at.own.turn", seat=seat, card=card)
        t._place(seat, card)
    else:
        t._note("irregularity", L57D, "premature.illegal", seat=seat, card=card)
        law48_52.make_penalty(t, seat, [card], major=True, law=L57D)


def premature(t: TableMode, seat: Seat, card: Card, lead: bool) -> None:
    """57A: a defender leads to the next trick, or plays to this one, while his partner
    still owes a card to the trick in progress. 57C1 exempts only a card played to this
    trick after declarer has played from both hands: a lead to the next trick stays 57A."""
    ps = t._ps()
    declarer = ps.declarer
    key = "premature.lead" if lead else "premature.play"
    if ps.dummy_jumped == ps.number:
        t._note("consequence", L57C2, "premature.after.dummy", seat=seat, card=card)
        if lead:
            ps.early = (seat, card)
        else:
            t._place(seat, card)
        return
    dummy_named = ps.dummy in ps.current and ps.misplaced.get(ps.number) != ps.dummy
    if declarer in ps.current and dummy_named and not lead:
        t._note("consequence", L57C1, "premature.no.rectification", seat=seat,
                card=card)
        t._place(seat, card)
        return
    t._note("irregularity", L57A, key, seat=seat, card=card, partner=seat.partner)
    law48_52.make_penalty(t, seat, [card], major=True, law=L57A)
    partner = seat.partner
    led = Suit(ps.current[ps.leader] // 13) if ps.leader in ps.current else None
    t._options("premature", L57A, seat, Message(key, seat=seat, card=card,
                                                    partner=partner),
               premature_options(t, declarer, partner, led), card=card)


@per_edition
def premature_options(t: TableMode, declarer: Seat, partner: Seat,
                      led: Suit | None) -> list[Option]:
    """57A1-57A4: declarer's choices for the offender's partner: the highest or the
    lowest card of the suit led, or a card of another suit he names, required or
    prohibited."""
    options = []
    if led is not None:
        options += [
            Option("highest", declarer, L57A1, Message(
                "option.highest", chooser=declarer, seat=partner, suit=led)),
            Option("lowest", declarer, L57A2, Message(
                "option.lowest", chooser=declarer, seat=partner, suit=led)),
        ]
    others = [s for s in Suit if s != led]
    options += [Option(f"require {s.letter}", declarer, L57A3, Message(
        "option.require.play", chooser=declarer, seat=partner, suit=s)) for s in others]
    options += [Option(f"prohibit {s.letter}", declarer, L57A4, Message(
        "option.prohibit.play", chooser=declarer, seat=partner, suit=s)) for s in others]
    return options


def step_premature(t: TableMode, p: Pending, event: object) -> None:
    """57A: declarer's choice for the offender's partner after a premature lead or play
    (57A1-57A4); playing on from the next hand loses it (60A1)."""
    ps = t._ps()
    declarer = ps.declarer
    card = p.data["card"]
    if isinstance(event, CardRetracted) and event.seat == p.offender and event.card == card:
        law47.retract_out_of_turn(t, p, p.offender, event.card)
        return
    if isinstance(event, CardPlayed) and event.seat == p.offender.lho \
            and event.seat.side == declarer.side:
        # 60A1, 60A2: declarer plays on from the next hand before choosing: the right
        # to rectify is lost, and the premature card counts as played in turn
        t._held(event.seat, event.card)
        t._pending = None
        t._note("consequence", L60A1, "rectification.lost", seat=event.seat)
        premature_stands(t, p)
        t._card(event.seat, event.card)
        return
    option = t._chosen(p, event)
    partner = p.offender.partner
    how, _, letter = option.name.partition(" ")
    suit = Suit.parse(letter) if letter else None
    ps.play_rule = PlayRule(partner, how, suit, option.law)
    led = Suit(ps.current[ps.leader] // 13) if ps.leader in ps.current else None
    t._note("choice", option.law, f"chose.{how}.play", seat=declarer, partner=partner,
               suit=suit if suit is not None else led)
    if ps.early is not None and ps.early[0] == p.offender:
        ps.early = None


def together(t: TableMode, event: CardsTogether) -> None:
    """58B: two or more cards led or played at once."""
    seat, cards, hidden = event.seat, event.cards, event.hidden
    ps = t._ps()
    for c in (*cards, *hidden):
        t._held(seat, c)
    if not cards:
        raise IrregularActionError(Message("no.card.visible", seat=seat), L58B)
    if len(cards) == 1:
        t._note("consequence", L58B1, "together.one.visible", seat=seat, card=cards[0],
                   cards=list(hidden))
        t._card(seat, cards[0])
        return
    t._note("irregularity", L58B, "together.visible", seat=seat, cards=list(cards))
    in_turn = (ps.faced or seat == ps.declarer.lho) and seat == ps.turn \
        and seat not in ps.current and ps.replay_for in (None, seat)
    if not in_turn:
        chooser = ps.declarer if seat == ps.dummy else seat
        options = [Option(f"play {c}", chooser, L58B2, Message(
            "option.choose.card", chooser=chooser, card=c)) for c in cards]
        t._options("together", L58B2, seat, Message(
            "together.visible", seat=seat, cards=list(cards)), options)
        return
    t._card(seat, cards[0])
    if in_turn and t._pending is None and ps.current.get(seat) == cards[0]:
        # the cards lie in the trick until someone notices (58B2, 58B4)
        for extra in cards[1:]:
            ps.masks[seat] &= ~(1 << extra)
            ps.penalty.get(seat, {}).pop(extra, None)
            ps.played[extra] = ps.number
            ps.surplus.setdefault(seat, []).append(extra)
        ps.doubles[ps.number] = seat
        return
    others_exposed(t, seat, list(cards[1:]))


def others_exposed(t: TableMode, seat: Seat, others: list[Card]) -> None:
    """58B2: the other visible cards: a defender's become penalty cards (minor for a
    single card below an honour, shown by accident), declarer's go back."""
    ps = t._ps()
    if seat.side == ps.declarer.side:
        t._note("consequence", L48A, "declarer.exposed", seat=seat, cards=others)
    else:
        honour = any(Rank(c % 13) >= _HONOUR for c in others)
        law48_52.make_penalty(t, seat, others, major=honour or len(others) > 1, law=L58B2)


def step_together(t: TableMode, p: Pending, event: object) -> None:
    """58B2: the player says which of the cards played at once he plays; the others are
    exposed cards."""
    option = t._chosen(p, event)
    seat = p.offender
    card = Card.parse(option.name.split()[1])
    t._note("choice", L58B2, "chose.card", seat=seat, card=card)
    others_exposed(t, seat, [Card.parse(o.name.split()[1]) for o in p.step.options
                                if o.name != option.name])
    t._card(seat, card)


def premature_stands(t: TableMode, p: Pending) -> None:
    """No rectification for a premature lead or play (43B3, 60A1, 60A2): the card is no
    penalty card and counts as played in turn."""
    ps = t._ps()
    offender, card = p.offender, p.data["card"]
    assert isinstance(card, Card)
    ps.penalty.get(offender, {}).pop(card, None)
    if offender in ps.current:
        ps.early = (offender, card)
    else:
        t._place(offender, card)
