"""Laws 48-52: exposed cards and penalty cards.

Declarer's exposed cards are never penalty cards (48A); a defender's become major or minor
penalty cards (49, 50) with their obligations to play (50C, 50D1, 51A) and the lead
choices for declarer when the holder's partner is to lead (50D2, 51B). A penalty card not
played when due is Law 52.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from bridgelaws.engine.events import CardPlayed
from bridgelaws.engine.steps import (
    ExposedCards,
    Option,
    Pending,
)
from bridgelaws.engine.tableplay import (
    _HONOUR,
    LeadRule,
    Revoke,
)
from bridgelaws.laws import law61_63
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message, Term
from bridgelaws.values.cards import Card, Rank, Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L41D = law("41D")
L48A = law("48A")
L49 = law("49")
L50B = law("50B")
L50D2 = law("50D2")
L50D2a = law("50D2(a)")
L50D2b = law("50D2(b)")
L50E1 = law("50E1")
L50E2 = law("50E2")
L50E3 = law("50E3")
L50E4 = law("50E4")
L51A = law("51A")
L51B = law("51B")
L51B1a = law("51B1(a)")
L51B1b = law("51B1(b)")
L51B2a = law("51B2(a)")
L51B2b = law("51B2(b)")
L51B2c = law("51B2(c)")
L52B = law("52B")
L52B1a = law("52B1(a)")
L52B1b = law("52B1(b)")
L52B1c = law("52B1(c)")
L52B2 = law("52B2")


def make_penalty(t: TableMode, seat: Seat, cards: Iterable[Card], major: bool, law: Clause) -> None:
    """``cards`` of a defender become penalty cards (50), major or minor; with two or
    more, all of them are major (50B)."""
    ps = t._ps()
    held = ps.penalty.setdefault(seat, {})
    new = list(cards)
    for c in new:
        held[c] = major
    if len(held) > 1:
        for c in held:
            held[c] = True
    severity = "severity.major" if held[new[0]] else "severity.minor"
    t._note("consequence", law, "penalty.cards.play", seat=seat, cards=new,
               severity=Term(severity))
    if len(held) > 1 and not major:
        t._note("consequence", L50B, "penalty.all.major", seat=seat)
    penalty_information(t, seat)
    t._note("flag", L50E4, "flag.50E4", seat=seat, nos=seat.side.opponents)


@per_edition
def penalty_information(t: TableMode, seat: Seat) -> None:
    """50E1: while a penalty card lies face up, the information from it and the duty to
    play it are authorised for every player (50E2 and 50E3 say what follows once it is
    picked up or played)."""
    t._note("information", L50E1, "penalty.information", seat=seat)


def exposure_penalty(t: TableMode, seat: Seat, cards: list[Card], law: Clause) -> None:
    """A defender's exposed cards become penalty cards; a single card below an honour
    is minor unless the director finds it was exposed deliberately (50B)."""
    ps = t._ps()
    honours = [c for c in cards if Rank(c % 13) >= _HONOUR]
    if len(cards) > 1 or honours or ps.penalty.get(seat):
        make_penalty(t, seat, cards, major=True, law=law)
        return
    t._ask("deliberate", L50B, seat, Message(
        "question.deliberate", seat=seat, card=cards[0]), deliberate_found,
        seat=seat, cards=cards)


def deliberate_found(t: TableMode, deliberate: bool, *, seat: Seat, cards: list[Card]) -> None:
    """50B: a single card below an honour exposed by accident is a minor penalty card;
    exposed deliberately, it is a major one."""
    make_penalty(t, seat, cards, major=deliberate, law=L50B)


def exposed_in_play(t: TableMode, event: ExposedCards) -> None:
    """Cards exposed during the play: declarer's never become penalty cards (48A); a
    defender's do (49)."""
    seat, cards = event.seat, event.cards
    ps = t._ps()
    for c in cards:
        t._held(seat, c)
    if seat == ps.dummy:
        ps.dummy_faced = True
        if not ps.faced:
            ps.dummy_seen = True
            t._note("irregularity", L41D, "dummy.spread.early", seat=seat)
        else:
            t._note("procedure", L48A, "dummy.cards.open", seat=seat)
        return
    if seat == ps.declarer:
        t._note("consequence", L48A, "declarer.exposed", seat=seat, cards=list(cards))
        return
    t._note("irregularity", L49, "defender.exposed", seat=seat, cards=list(cards))
    exposure_penalty(t, seat, list(cards), L49)


def offer_penalty_lead(t: TableMode, leader: Seat, holder: Seat, majors: list[Card]) -> None:
    """50D2, 51B: the partner of a major penalty card's holder is to lead: declarer
    chooses first."""
    ps = t._ps()
    declarer = ps.declarer
    suits = sorted({Suit(c // 13) for c in majors})
    several = len(majors) > 1
    law = L51B if several else L50D2
    options = [Option(f"require {s.letter}", declarer,
                      L51B1a if several and len(suits) == 1 else
                      L51B2a if several else L50D2a,
                      Message("option.require.penalty", chooser=declarer, leader=leader,
                              suit=s, seat=holder)) for s in suits]
    subsets: list[list[Suit]] = [[s] for s in suits]
    if len(suits) > 1:
        subsets += [[s for i, s in enumerate(suits) if mask >> i & 1]
                    for mask in range(1, 1 << len(suits)) if mask.bit_count() > 1]
    for group in subsets:
        options.append(Option(
            "prohibit " + " ".join(s.letter for s in group), declarer,
            L51B1b if several and len(suits) == 1 else
            L51B2b if several else L50D2a,
            Message("option.prohibit.penalty", chooser=declarer, leader=leader,
                    suits=group, seat=holder)))
    unrestricted = no_restriction(t, len(suits))
    if unrestricted is not None:
        options.append(Option("none", declarer, unrestricted, Message(
            "option.no.penalty.restriction", chooser=declarer, leader=leader, seat=holder)))
    t._options("pcchoice", law, holder, Message(
        "penalty.lead", seat=holder, leader=leader, cards=majors), options,
        leader=leader)


@per_edition
def no_restriction(t: TableMode, suits: int) -> Clause | None:
    """50D2(b), 51B2(c): declarer may also leave the lead free, the penalty cards staying
    on the table, with penalty cards in one suit or in more than one."""
    return L51B2c if suits > 1 else L50D2b


@per_edition
def penalty_played(t: TableMode, seat: Seat, card: Card) -> None:
    """50E3: once a penalty card is played, what partner learns of how it became one is
    unauthorised for him."""
    t._note("information", L50E3, "penalty.played", seat=seat, card=card,
            partner=seat.partner)


def step_pcchoice(t: TableMode, p: Pending, event: object) -> None:
    """50D2, 51B: declarer's choice of lead when the holder of major penalty cards has
    the lead to his partner: require or prohibit a suit, or neither."""
    ps = t._ps()
    declarer = ps.declarer
    leader = p.data["leader"]
    assert isinstance(leader, Seat)
    holder = p.offender
    if isinstance(event, CardPlayed) and event.seat != leader and not ps.current:
        # someone else leads meanwhile: a lead out of turn; the choice comes again
        t._held(event.seat, event.card)
        t._pending = None
        ps.pc_offered = None
        t._card(event.seat, event.card)
        return
    if isinstance(event, CardPlayed) and event.seat == leader:
        # 50D2: he led before declarer chose: Law 49 (the card is a penalty card)
        t._held(leader, event.card)
        t._note("irregularity", L50D2, "led.before.choice", seat=leader,
                   card=event.card)
        make_penalty(t, leader, [event.card], major=True, law=L49)
        return
    option = t._chosen(p, event)
    how, _, letters = option.name.partition(" ")
    if how == "none":
        t._note("choice", option.law, "chose.no.restriction", seat=declarer)
        t._note("consequence", option.law, "penalty.cards.stay", seat=holder)
        return
    suits = [Suit.parse(x) for x in letters.split()]
    old = ps.lead_rule if ps.lead_rule is not None and ps.lead_rule.seat == leader else None
    barred = old.prohibited if old is not None else frozenset()
    if how == "require":
        ps.lead_rule = LeadRule(leader, suits[0], barred, option.law)
        t._note("choice", option.law, "chose.require", seat=declarer, suit=suits[0])
    else:
        required = old.required if old is not None else None
        ps.lead_rule = LeadRule(leader, required, barred | frozenset(suits), option.law)
        t._note("choice", option.law, "chose.prohibit.suits", seat=declarer,
                   suits=suits)
    cards = ps.penalty.get(holder, {})
    picked = [c for c in cards if Suit(c // 13) in suits]
    for c in picked:
        del cards[c]
    ps.released = (ps.number, holder)  # 51B: any legal card to this trick
    ps.pc_offered = (ps.number, frozenset(c for c, major in cards.items() if major))
    t._note("consequence", option.law, "penalty.picked.up", seat=holder, cards=picked)
    t._note("information", L50E2, "penalty.picked.up.information", seat=holder,
               partner=holder.partner, declarer=declarer)


def step_pcpick(t: TableMode, p: Pending, event: object) -> None:
    """51A: declarer chooses which of two or more major penalty cards the holder plays."""
    ps = t._ps()
    declarer = ps.declarer
    option = t._chosen(p, event)
    card = Card.parse(option.name.split()[1])
    ps.designated[p.offender] = card
    t._note("choice", L51A, "chose.penalty.card", seat=declarer, card=card,
               holder=p.offender)


def penalty_failure(t: TableMode, r: Revoke) -> None:
    """52B: a defender played another card when he had to play a penalty card."""
    ps = t._ps()
    declarer = ps.declarer
    if not ps.penalty.get(r.player):  # the penalty card has gone meanwhile: it stands
        r.accepted = True
        t._note("consequence", L52B1c, "penalty.gone", seat=r.player, card=r.card)
        return
    if declarer_played_since(t, r):
        r.accepted = True
        t._note("consequence", L52B1b, "must.accept.play", seat=declarer,
                   card=r.card)
        t._note("consequence", L52B1c, "penalty.cards.stay", seat=r.player)
        return
    options = [Option("accept", declarer, L52B1a, Message(
        "option.accept.play", chooser=declarer, seat=r.player, card=r.card)),
        Option("refuse", declarer, L52B2, Message(
            "option.refuse.play", chooser=declarer, seat=r.player, card=r.card))]
    t._options("accept52", L52B, r.player, Message(
        "penalty.not.played", seat=r.player, card=r.card,
        cards=ps.penalty_cards(r.player)), options, revoke=r)


def declarer_played_since(t: TableMode, r: Revoke) -> bool:
    """52B1(b): whether declarer has played from his hand or dummy since the card."""
    ps = t._ps()
    tricks = [tr.plays for tr in ps.quitted[r.trick - 1:]]
    if ps.current:
        tricks.append(ps._plays())
    seats: list[Seat] = []
    for i, plays in enumerate(tricks):
        order = [s for s, _ in plays]
        if i == 0:
            order = order[order.index(r.player) + 1:] if r.player in order else []
        seats += order
    return any(s in (ps.declarer, ps.dummy) for s in seats)


def step_accept52(t: TableMode, p: Pending, event: object) -> None:
    """52B1(a), 52B2: declarer accepts the card played instead of a penalty card, or
    requires the penalty card."""
    ps = t._ps()
    declarer = ps.declarer
    r = p.data["revoke"]
    assert isinstance(r, Revoke)
    if t._chosen(p, event).name == "accept":
        r.accepted = True
        t._note("choice", L52B1a, "chose.accept.play", seat=declarer, card=r.card)
        t._note("consequence", L52B1c, "penalty.cards.stay", seat=r.player)
        return
    t._note("choice", L52B2, "chose.refuse.play", seat=declarer, card=r.card)
    r.corrected = True
    law61_63.reopen_trick(t, r.trick, L52B2)
    offender = r.player
    if r.card is None or ps.current.get(offender) != r.card:
        return
    cards = ps.penalty.get(offender, {})
    majors = [c for c, major in cards.items() if major] or list(cards)
    if not majors:  # pragma: no cover - the step is not offered then
        return
    replacement = r.required if r.required in cards else majors[0]
    ps.take_back(offender, r.card)
    t._note("consequence", L52B2, "penalty.replaces", seat=offender, card=replacement,
               new=r.card)
    t._place(offender, replacement, check=False)
    make_penalty(t, offender, [r.card], major=True, law=L52B2)
