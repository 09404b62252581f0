"""Law 62D: a revoke in the twelfth trick, corrected although established while the hands
are still out of the board; 62C1 and 62C2 apply to the cards played after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import Option, Pending
from bridgelaws.engine.tableplay import PlayedTrick, Revoke, _bits
from bridgelaws.laws import law16
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.procedure.play import Trick, trick_winner
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L16C = law("16C")
L62C1 = law("62C1")
L62C2 = law("62C2")
L62D1 = law("62D1")
L62D2 = law("62D2")
L63B = law("63B")

Withdrawal = tuple[Seat, Clause, Seat | None]
"""Who may withdraw his card in the twelfth trick, under which clause, and (62C2) after
whose withdrawal."""


def correct_twelfth(t: TableMode, r: Revoke) -> None:
    """62D1: a revoke in the twelfth trick is corrected even when established, as long
    as the hands have not gone back into the board. The offender chooses his legal card
    when he has more than one."""
    ps = t._ps()
    offender = r.player
    if len(ps.quitted) < 12:  # a claim ended the play within the twelfth trick
        t._note("consequence", L63B, "revoke.stands", seat=r.player, trick=r.trick)
        return
    for seat, card in ps.return_trick():  # a thirteenth trick in progress
        t._note("consequence", L62D1, "returned.to.hand", seat=seat, card=card)
    led = ps.quitted[11].plays[0][1] // 13
    legal = [c for c in _others(t, offender) if c // 13 == led]
    if len(legal) == 1:
        corrected(t, r, legal[0])
    elif legal:
        chooser = ps.declarer if offender == ps.dummy else offender
        options = [Option(f"play {c}", chooser, L62D1, Message(
            "option.choose.card", chooser=chooser, card=c)) for c in legal]
        t._options("twelfth", L62D1, offender, Message(
            "revoke", seat=offender, card=r.card, suit=r.suit), options, revoke=r)


def corrected(t: TableMode, r: Revoke, legal: Card) -> None:
    """62D1, 62D2: the offender's legal card replaces the revoke card in the twelfth
    trick; then the players who played after him may withdraw their cards (62C1, 62C2)."""
    ps = t._ps()
    offender = r.player
    t._note("consequence", L62D1, "twelfth.corrected", seat=offender, card=r.card,
            new=legal)
    r.twelfth = True
    twelve = ps.quitted[11]
    if offender.side != ps.declarer.side and twelve.plays[0][0] != offender:
        first = [s for s, _ in twelve.plays]
        if first.index(offender) < first.index(offender.partner):
            t._note("information", L62D2, "twelfth.information", seat=offender,
                    partner=offender.partner, card=r.card)
    assert r.card is not None  # a revoke in a trick without its cards is refused before
    exchange(t, offender, r.card, legal)
    chain: list[Withdrawal] = []
    previous_nos: Seat | None = None
    order = [s for s, _ in ps.quitted[11].plays]
    for seat in order[order.index(offender) + 1:]:
        if seat.side != offender.side:
            chain.append((seat, L62C1, None))
            previous_nos = seat
        elif previous_nos is not None:
            chain.append((seat, L62C2, previous_nos))
    offer_withdrawal(t, chain, [])


def _others(t: TableMode, seat: Seat) -> list[Card]:
    """62D1: ``seat``'s cards other than his card in the twelfth trick: in his hand, or
    played to the thirteenth trick."""
    ps = t._ps()
    cards = _bits(ps.masks[seat])
    if len(ps.quitted) == 13:
        last = ps.quitted[12].card_of(seat)
        if last is not None:
            cards.append(last)
    return cards


def _swap(trick: PlayedTrick, seat: Seat, old: Card, new: Card, trump: int) -> PlayedTrick:
    """62D1: ``trick`` with ``seat``'s card ``old`` replaced by ``new``, and its winner
    worked out again."""
    plays = tuple((s, new if (s == seat and c == old) else c) for s, c in trick.plays)
    return Trick.of(trick.leader, plays, trick_winner(plays, trump))


def exchange(t: TableMode, seat: Seat, old: Card, new: Card) -> None:
    """62D1: ``seat``'s card ``old`` in the twelfth trick is replaced by ``new``, his
    other card, which ``old`` replaces in the thirteenth trick or in his hand; the
    winner of the twelfth trick leads to the thirteenth (44G)."""
    ps = t._ps()
    for tr in ps.quitted[11:]:
        assert tr.winner is not None
        ps.won[0 if tr.winner.side == ps.declarer.side else 1] -= 1
    ps.quitted[11] = _swap(ps.quitted[11], seat, old, new, ps.trump)
    leader = ps.quitted[11].winner
    assert leader is not None
    ps.played[new] = 12
    in_hand = True
    if len(ps.quitted) == 13:
        cards = dict(ps.quitted[12].plays)
        if cards.get(seat) == new:
            cards[seat], in_hand = old, False
            ps.played[old] = 13
        plays = tuple((leader.after(k), cards[leader.after(k)]) for k in range(4))
        ps.quitted[12] = Trick.of(leader, plays, trick_winner(plays, ps.trump))
    else:
        ps.leader = leader
    if in_hand:
        ps.masks[seat] = (ps.masks[seat] & ~(1 << new)) | (1 << old)
        ps.penalty.get(seat, {}).pop(new, None)
        ps.played.pop(old, None)
    for tr in ps.quitted[11:]:
        assert tr.winner is not None
        ps.won[0 if tr.winner.side == ps.declarer.side else 1] += 1


def _replacement(t: TableMode, seat: Seat) -> Card | None:
    """62C1, 61A: the card ``seat`` would play in the twelfth trick instead of his own
    after a withdrawal: his one other card, if playing it there is no revoke."""
    ps = t._ps()
    others = _others(t, seat)
    card = ps.quitted[11].card_of(seat)
    if len(others) != 1 or card is None:
        return None
    led = ps.quitted[11].plays[0][1] // 13
    other = others[0]
    if other // 13 != led and card // 13 == led:
        return None  # he would fail to follow suit (61A)
    return other


def offer_withdrawal(t: TableMode, chain: list[Withdrawal], withdrew: list[Seat]) -> None:
    """62C1, 62C2 in the twelfth trick: the next player of the non-offending side who
    played after the revoke, or the offender's partner after a non-offender withdrew,
    chooses whether to withdraw his card (the other is his only card left)."""
    ps = t._ps()
    while chain:
        (seat, clause, after), chain = chain[0], chain[1:]
        if after is not None and after not in withdrew:
            continue
        if _replacement(t, seat) is None:
            continue
        card = ps.quitted[11].card_of(seat)
        chooser = ps.declarer if seat == ps.dummy else seat  # declarer plays dummy's
        options = [Option("withdraw", chooser, clause, Message(
            "option.withdraw.card", chooser=chooser, card=card)),
            Option("keep", chooser, clause, Message(
                "option.keep.card", chooser=chooser, card=card))]
        t._options("twelfth", clause, seat, Message("may.withdraw", seat=seat, card=card),
                   options, chain=chain, withdrew=withdrew, clause=clause)
        return


def step_twelfth(t: TableMode, p: Pending, event: object) -> None:
    """62D1 with 62C1, 62C2: the offender's choice of his legal card, or a player's
    choice to withdraw his card played after the revoke (16C applies to it)."""
    ps = t._ps()
    option = t._chosen(p, event)
    seat = p.offender
    r = p.data.get("revoke")
    if isinstance(r, Revoke):
        chosen = Card.parse(option.name.split()[1])
        t._note("choice", L62D1, "chose.card", seat=seat, card=chosen)
        corrected(t, r, chosen)
        return
    chain, withdrew, clause = p.data["chain"], p.data["withdrew"], p.data["clause"]
    assert isinstance(chain, list) and isinstance(withdrew, list)
    assert isinstance(clause, Clause)
    card = ps.quitted[11].card_of(seat)
    assert card is not None
    if option.name == "keep":
        t._note("choice", clause, "chose.keep.card", seat=seat, card=card)
    else:
        t._note("choice", clause, "chose.withdraw.card", seat=seat, card=card)
        other = _replacement(t, seat)
        assert other is not None
        exchange(t, seat, card, other)
        offenders = seat.side.opponents if clause == L62C1 else seat.side
        law16.card_information(t, seat, card, L16C, offenders)
        withdrew = [*withdrew, seat]
    offer_withdrawal(t, chain, withdrew)
