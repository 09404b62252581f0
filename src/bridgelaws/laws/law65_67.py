"""Laws 65-67: arranging and inspecting quitted tricks, and the defective trick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import (
    IrregularActionError,
    Option,
    Pending,
)
from bridgelaws.engine.tableplay import (
    _HONOUR,
    CardPointed,
    CardTurned,
    Revoke,
    TrickInspected,
    TrickQuitted,
    _bits,
)
from bridgelaws.laws import law48_52, law61_63
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.procedure.play import Trick
from bridgelaws.values.cards import SUIT_MASKS, Card, Rank, Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L16B = law("16B")
L45G = law("45G")
L48A = law("48A")
L58B2 = law("58B2")
L58B3 = law("58B3")
L65A = law("65A")
L65B3 = law("65B3")
L66 = law("66")
L66A = law("66A")
L66B = law("66B")
L66C = law("66C")
L66D = law("66D")
L67 = law("67")
L67A1 = law("67A1")
L67B1 = law("67B1")
L67B1a = law("67B1(a)")
L67B1b = law("67B1(b)")
L67B2a = law("67B2(a)")
L67B2b = law("67B2(b)")


def turned(t: TableMode, event: CardTurned) -> None:
    """65A, 45G: a card turned face down: once the trick is complete, otherwise too
    soon."""
    seat = event.seat
    ps = t._ps()
    if ps.current and len(ps.current) < 4 and seat in ps.current:
        t._note("irregularity", L45G, "turned.early", seat=seat)
    else:
        ps.turned.add(seat)
        t._note("procedure", L65A, "turned", seat=seat)


@per_edition
def pointed(t: TableMode, event: CardPointed) -> None:
    """65B3: a quitted card turned the wrong way may be pointed out until his side leads
    or plays to the next trick."""
    seat = event.seat
    ps = t._ps()
    if any(s.side == seat.side for s in ps.current):
        t._note("irregularity", L65B3, "pointed.late", seat=seat)
        t._note("information", L16B, "pointed.information", seat=seat)
    else:
        t._note("procedure", L65B3, "pointed", seat=seat)


def inspect(t: TableMode, event: TrickInspected) -> None:
    """66: who may look at the last trick, and when."""
    seat = event.seat
    ps = t._ps()
    if seat == ps.dummy and not ps.over:
        t._note("irregularity", L66, "dummy.inspects", seat=seat)
        return
    if ps.over:
        t._note("procedure", L66D, "inspect.after.play", seat=seat)
        return
    if not ps.quitted:
        t._note("procedure", L66A, "nothing.to.inspect", seat=seat)
        return
    if any(s.side == seat.side for s in ps.current):
        t._note("irregularity", L66C, "inspect.refused", seat=seat)
        return
    last = ps.quitted[-1]
    if seat in ps.turned:  # his own card is face down: he may look at it only
        own = last.card_of(seat if seat != ps.dummy else ps.declarer)
        t._note("procedure", L66B, "inspect.own", seat=seat, card=own)
        return
    t._note("procedure", L66A, "inspect.allowed", seat=seat, cards=list(last.cards))


def quitted(t: TableMode, event: TrickQuitted) -> None:
    """65A, 67: the trick in progress is turned; a card missing makes it defective."""
    ps = t._ps()
    if not ps.current:
        raise IrregularActionError(Message("nothing.to.quit"), L65A)
    missing = [ps.leader.after(k) for k in range(4) if ps.leader.after(k) not in ps.current]
    if not missing:
        t._note("procedure", L65A, "turned", seat=ps.leader)
        return
    if len(missing) > 1:
        raise IrregularActionError(Message("nothing.to.quit"), L67)
    seat = missing[0]
    t._note("irregularity", L67, "defective.trick", seat=seat, trick=ps.number)
    ps.defective[ps.number] = seat
    ps.quit_trick()


def both_sides_played_next(t: TableMode, trick: int) -> bool:
    """67A, 45D2, 58B: whether a player of each side has played to the trick after
    ``trick``."""
    ps = t._ps()
    if ps.over:
        return True  # no trick is reopened once play has ended
    if trick > len(ps.quitted):
        return False  # the trick is still in progress
    if trick < len(ps.quitted):
        return True
    return len({s.side for s in ps.current}) == 2


def defective_noticed(t: TableMode, trick: int, seat: Seat) -> None:
    """67A1: a defective trick corrected in time gets the missing card; 67B1: later, the
    player chooses a card of the suit led (67B1(a)) or any (67B1(b))."""
    ps = t._ps()
    if not both_sides_played_next(t, trick):
        # 67A1: he adds a legal card to the trick
        t._note("consequence", L67A1, "defective.add", seat=seat, trick=trick)
        law61_63.reopen_trick(t, trick, L67A1)
        ps.must_be_legal.add(seat)
        ps.replay_for = seat
        return
    target = ps.quitted[trick - 1]
    led = target.plays[0][1] // 13
    hand = ps.masks[seat]
    candidates = hand & SUIT_MASKS[led] or hand
    law = L67B1a if hand & SUIT_MASKS[led] else L67B1b
    options = [Option(f"play {c}", seat, law, Message("option.defective.card",
                                                      chooser=seat, card=c, trick=trick))
               for c in _bits(candidates)]
    t._options("defective", L67B1, seat, Message(
        "defective.late", seat=seat, trick=trick), options, trick=trick, clause=law)


def step_defective(t: TableMode, p: Pending, event: object) -> None:
    """67B1: the card the player adds to the defective trick; a card he held of the suit
    led may cost his side a trick (Law 64) when it won one from then on."""
    ps = t._ps()
    seat = p.offender
    trick, law = p.data["trick"], p.data["clause"]
    assert isinstance(trick, int) and isinstance(law, Clause)
    option = t._chosen(p, event)
    card = Card.parse(option.name.split()[1])
    target = ps.quitted[trick - 1]
    plays = list(target.plays)
    index = next((i for i, (s, _) in enumerate(plays)
                  if (s - target.leader) & 3 > (seat - target.leader) & 3), len(plays))
    plays.insert(index, (seat, card))
    ps.quitted[trick - 1] = Trick.of(target.leader, tuple(plays), target.winner)
    ps.masks[seat] &= ~(1 << card)
    ps.penalty.get(seat, {}).pop(card, None)
    ps.played[card] = trick
    deemed_revoke(t, seat, card, trick, law, Suit(target.plays[0][1] // 13))


@per_edition
def deemed_revoke(t: TableMode, seat: Seat, card: Card, trick: int, law: Clause,
                  led: Suit) -> None:
    """67B1(a), 67B1(b): the card placed in the defective trick counts as a revoke in it,
    established, so one trick may go over (64A2)."""
    t._note("consequence", law, "defective.card.placed", seat=seat, card=card,
            trick=trick)
    t._ps().revokes.append(Revoke(seat, trick, card, led, "defective", law,
                                  established=True, noticed=True))


def double_noticed(t: TableMode, trick: int, seat: Seat) -> None:
    """58B2: several cards played at once, noticed in time: the player chooses which he
    plays (67B2 later)."""
    ps = t._ps()
    if both_sides_played_next(t, trick):
        double_late(t, trick, seat)
        return
    law61_63.reopen_trick(t, trick, L58B2)
    if seat not in ps.current:
        return
    cards = [ps.current[seat], *ps.surplus.get(seat, [])]
    chooser = ps.declarer if seat == ps.dummy else seat  # declarer plays dummy's cards
    options = [Option(f"play {c}", chooser, L58B2, Message("option.choose.card",
                                                            chooser=chooser, card=c))
               for c in cards]
    t._options("double", L58B2, seat, Message("together.visible", seat=seat,
                                                  cards=cards), options)


def step_double(t: TableMode, p: Pending, event: object) -> None:
    """58B2, 58B3: the card he plays; the others are exposed cards; the opponents may
    change cards played after it."""
    ps = t._ps()
    seat = p.offender
    option = t._chosen(p, event)
    card = Card.parse(option.name.split()[1])
    cards = [ps.current[seat], *ps.surplus.pop(seat, [])]
    others = [c for c in cards if c != card]
    ps.current[seat] = card
    for c in others:
        ps.take_back(seat, c)
    t._note("choice", L58B2, "chose.card", seat=seat, card=card)
    if seat.side != ps.declarer.side:
        honour = any(Rank(c % 13) >= _HONOUR for c in others)
        law48_52.make_penalty(t, seat, others, major=honour or len(others) > 1, law=L58B2)
    else:
        t._note("consequence", L48A, "declarer.exposed", seat=seat, cards=others)
    ps.chain = [(s, L58B3, False, None) for s in law61_63.after_in_trick(t, seat)
                if s.side != seat.side]
    ps.chain_offenders = seat.side
    ps.withdrew = set()
    law61_63.run_chain(t)


def double_late(t: TableMode, trick: int, seat: Seat) -> None:
    """67B2: the extra card goes back to the hand; the trick keeps its winner."""
    ps = t._ps()
    target = ps.quitted[trick - 1]
    mine = [c for s, c in target.plays if s == seat]
    led = target.plays[0][1] // 13
    legal = [c for c in mine if c // 13 == led] or mine
    keep = max(legal)
    extra = [c for c in mine if c != keep]
    plays = []
    kept = False
    for s, c in target.plays:
        if s == seat and (c != keep or kept):
            continue
        kept = kept or (s == seat)
        plays.append((s, c))
    ps.quitted[trick - 1] = Trick.of(target.leader, tuple(plays), target.winner)
    for c in extra:
        ps.take_back(seat, c)
    t._note("consequence", L67B2a, "extra.card.returned", seat=seat, card=keep,
               cards=extra, trick=trick)
    if seat.side != ps.declarer.side:  # the footnote: an exposed card is a penalty card
        honour = any(Rank(c % 13) >= _HONOUR for c in extra)
        law48_52.make_penalty(t, seat, extra, major=honour or len(extra) > 1, law=L67B2a)
    # 67B2(b): the card was always in the hand: failing to play it was a revoke
    for k in range(trick, len(ps.quitted)):
        later = ps.quitted[k]
        led_k = later.plays[0][1] // 13
        card = later.card_of(seat)
        if card is None or card // 13 == led_k:
            continue
        if any(c // 13 == led_k for c in extra):
            r = Revoke(seat, k + 1, card, Suit(led_k), "follow", L67B2b,
                       established=len(ps.quitted) > k + 1 or bool(ps.current),
                       noticed=True)
            ps.revokes.append(r)
            t._note("consequence", L67B2b, "revoke", seat=seat, card=card,
                       suit=Suit(led_k))
            break
