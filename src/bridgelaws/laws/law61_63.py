"""Laws 61-63: the revoke, its correction before it is established, and its
establishment; 67 and 45D corrections reopen a trick the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bridgelaws.engine.steps import (
    IrregularActionError,
    Option,
    Pending,
)
from bridgelaws.engine.tableplay import (
    Inquiry,
    Revoke,
    _highest,
)
from bridgelaws.laws import law16, law45_46, law48_52, law62d, law65_67
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card, Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L16B = law("16B")
L16C = law("16C")
L47F2 = law("47F2")
L43B2b = law("43B2(b)")
L52 = law("52")
L52B2 = law("52B2")
L61A = law("61A")
L61B = law("61B")
L61B1 = law("61B1")
L61B2a = law("61B2(a)")
L61B2b = law("61B2(b)")
L61B3 = law("61B3")
L62 = law("62")
L62A = law("62A")
L62B = law("62B")
L62B1 = law("62B1")
L62B2 = law("62B2")
L62C1 = law("62C1")
L62C2 = law("62C2")
L62C3 = law("62C3")
L62D1 = law("62D1")
L63B = law("63B")
L67A1 = law("67A1")


def record_revoke(t: TableMode, seat: Seat, card: Card, kind: str, law: Clause) -> None:
    """61A: a card that fails to follow suit, or to play as the Laws or an opponent's
    choice require, is a revoke; it stands until attention is drawn to it (62) or it is
    established (63)."""
    ps = t._ps()
    led = Suit(ps.current[ps.leader] // 13) if ps.current and ps.leader in ps.current \
        else None
    faced = ps.penalty.get(seat, {}).get(card)
    required = None
    if kind == "penalty":
        allowed = t._ps().allowed(seat)
        required = ps.designated.get(seat) or (_highest(allowed) if allowed else None)
    lead = ps.lead_rule if ps.lead_rule is not None and ps.lead_rule.seat == seat else None
    play = ps.play_rule if ps.play_rule is not None and ps.play_rule.seat == seat else None
    ps.revokes.append(Revoke(seat, ps.number, card, led, kind, law, was_penalty=faced,
                             required=required, rules=(lead, play)))
    if kind == "follow":
        assert led is not None
        t._note("irregularity", L61A, "revoke", seat=seat, card=card, suit=led)
    elif kind == "penalty":
        t._note("irregularity", L52, "penalty.not.played", seat=seat, card=card,
                   cards=ps.penalty_cards(seat))
    else:
        t._note("irregularity", L61A, "restriction.broken", seat=seat, card=card,
                   rule=law)


def establish(t: TableMode, seat: Seat, law: Clause, trick: int | None = None,
               by: Card | None = None) -> None:
    """63A1, 63A2: the offender or his partner plays or names a card to a later trick
    (``trick``, the one in progress by default), legally or not."""
    ps = t._ps()
    number = ps.number if trick is None else trick
    for r in ps.revokes:
        if (r.player.side == seat.side and not r.established and not r.corrected
                and number > r.trick):
            r.established = True
            r.established_by = (seat, by) if by is not None else None
            t._note("consequence", law, "revoke.established", seat=r.player,
                       trick=r.trick)


def notice(t: TableMode, only: Seat | None, as_established: bool = False) -> None:
    """Attention is drawn: rectify what nobody had noticed, one thing at a time (45D,
    58B, 67, then revokes: 62, 52); what is left waits until the first is settled."""
    ps = t._ps()
    ps.noticing = (only, as_established)
    while t._pending is None and ps.replay_for is None and not ps.chain:
        if not rectify_next(t, only, as_established):
            ps.noticing = None
            return


def unnoticed(t: TableMode, only: Seat | None) -> list[Revoke]:
    """62: the revokes attention has not yet been drawn to (of one player, or all)."""
    return [r for r in t._ps().revokes if not (r.noticed or r.corrected or r.ignored)
            and (only is None or r.player == only)]


@per_edition
def corrected_together(t: TableMode, r: Revoke, other: Revoke) -> bool:
    """62A, 62C3: the other side's revoke in the same trick is corrected together with
    ``r`` unless both are established (62C3: one side has played to the next trick)."""
    return not (other.established and r.established)


def rectify_next(t: TableMode, only: Seat | None, as_established: bool) -> bool:
    """62A, 62C3, 63B, 62D1, 52, 45D, 58B, 67: rectify the next thing attention was
    drawn to; false when nothing is left."""
    ps = t._ps()
    handlers: list[tuple[dict[int, Seat], Callable[[TableMode, int, Seat], None]]] = [
        (ps.misplaced, law45_46.misplaced_noticed), (ps.doubles, law65_67.double_noticed),
        (ps.defective, law65_67.defective_noticed)]
    for table, handler in handlers:
        for trick, seat in sorted(table.items()):
            if only is None or only == seat:
                del table[trick]
                handler(t, trick, seat)
                return True
    for r in unnoticed(t, only):
        if r.card is None and (not r.established or (r.trick == 12
                                                     and not ps.hands_returned)):
            # a revoke in a trick whose cards are not known: correcting it (62A, 62D1)
            # needs them
            raise IrregularActionError(Message(
                "revoke.cards.unknown", seat=r.player, trick=r.trick),
                L62D1 if r.established else L62A)
        pair = [o for o in unnoticed(t, None) if o is not r and o.trick == r.trick
                and o.player.side != r.player.side and o.kind != "penalty"
                and r.kind != "penalty" and corrected_together(t, r, o)]
        if pair and not ps.over:
            # both sides revoked in the same trick: both are corrected together (62A);
            # 62C3 when one side has already played to the next trick
            first = r if not r.established else pair[0]
            others = [x for x in (r, *pair) if x is not first]
            if r.established or any(o.established for o in pair):
                t._note("consequence", L62C3, "both.corrected")
                for x in (r, *pair):
                    x.corrected_62C3 = True
            first.noticed = True
            correct(t, first, others)
            return True
        r.noticed = True
        r.as_established = as_established
        if r.established:
            if r.trick == 12 and not ps.hands_returned:
                law62d.correct_twelfth(t, r)
            else:
                t._note("consequence", L63B, "revoke.stands", seat=r.player,
                           trick=r.trick)
            if r.player.side.opponents in ps.later_board:
                r.after_next_board = True
            if ps.round_over:
                r.after_round = True
            return True
        if r.kind == "penalty":
            law48_52.penalty_failure(t, r)
        else:
            correct(t, r)
        return True
    return False


_REVOKE_OR_DEFECTIVE = (L62, L52B2, L67A1)
"""The corrections after which a card led to the next trick may stay played (47F2)."""


def reopen_trick(t: TableMode, trick: int, law: Clause = L62) -> None:
    """62A, 67A1, 45D1: a quitted trick is taken back into play to correct it. After a
    revoke (62, 52B2) or a defective trick (67A1), a card already led to the next trick
    waits by its hand: it stays played if its hand still wins the corrected trick (47F2, see
    :func:`led_next`); other cards of the next trick go back."""
    ps = t._ps()
    if trick != len(ps.quitted):
        return
    leader, led = ps.leader, ps.current.get(ps.leader)
    for seat, card in ps.return_trick():
        if seat == leader and card == led and law in _REVOKE_OR_DEFECTIVE:
            ps.led_next = (seat, card, law)  # it waits face up, by his hand, as 57A's
            continue
        t._note("consequence", law, "returned.to.hand", seat=seat, card=card)
    ps.doubles.pop(ps.number, None)
    ps.misplaced.pop(ps.number, None)
    last = ps.quitted.pop()
    assert last.winner is not None
    ps.won[0 if last.winner.side == ps.declarer.side else 1] -= 1
    ps.leader = last.leader
    first = {}
    for seat, card in last.plays:
        if seat in first:
            ps.surplus.setdefault(seat, []).append(card)
        else:
            first[seat] = card
    ps.current = first


def led_next(t: TableMode) -> None:
    """47F2: the corrected trick is complete. A card led to the next trick before the
    correction stays played when its hand still wins the trick, since no Law allows it
    to be taken back; from a hand that no longer has the lead it goes back (62, 67A1)."""
    ps = t._ps()
    if ps.led_next is None:
        return
    seat, card, law = ps.led_next
    ps.led_next = None
    if not ps.masks[seat] & (1 << card):
        return  # played to the corrected trick instead
    if ps.turn == seat and not ps.current:
        t._note("consequence", L47F2, "next.lead.stands", seat=seat, card=card)
        ps.masks[seat] &= ~(1 << card)
        ps.leader = seat
        ps.current[seat] = card
        ps.played[card] = ps.number
        ps.turned.clear()
        return
    t._note("consequence", law, "returned.to.hand", seat=seat, card=card)


def correct(t: TableMode, r: Revoke, others: list[Revoke] | None = None) -> None:
    """62A, 62B: a revoke found before it is established is corrected: the offender
    plays a legal card instead; 62C: later cards may be withdrawn."""
    ps = t._ps()
    t._note("consequence", L62A, "revoke.corrected", seat=r.player, card=r.card)
    reopen_trick(t, r.trick)
    r.corrected = True
    offender = r.player
    if r.card is None or ps.current.get(offender) != r.card:
        return
    ps.take_back(offender, r.card)
    if offender.side != ps.declarer.side and r.was_penalty is None:
        t._note("consequence", L62B1, "revoke.card.penalty", seat=offender,
                   card=r.card)
        law48_52.make_penalty(t, offender, [r.card], major=True, law=L62B1)
    else:
        t._note("consequence", L62B2, "revoke.card.back", seat=offender, card=r.card)
        if r.was_penalty is not None:  # it is a penalty card again, as it was
            ps.penalty.setdefault(offender, {})[r.card] = r.was_penalty
    lead_rule, play_rule = r.rules  # the requirement he broke binds the correction
    if play_rule is not None:
        ps.play_rule = play_rule
    if lead_rule is not None:
        ps.lead_rule = lead_rule
    ps.must_be_legal.add(offender)
    ps.replay_for = offender
    ps.chain = withdraw_chain(t, [offender, *(o.player for o in others or ())],
                              r.corrected_62C3)
    ps.chain_offenders = offender.side
    ps.withdrew = set()
    for other in others or ():  # the other side's revoke in this trick, corrected too
        other.corrected = True
        other.noticed = True
        card = ps.current.get(other.player)
        if card is None:
            continue
        ps.take_back(other.player, card)
        if other.player.side != ps.declarer.side:
            law = L62C3 if other.corrected_62C3 else L62B1
            law48_52.make_penalty(t, other.player, [card], major=True, law=law)
        ps.must_be_legal.add(other.player)


def withdraw_chain(t: TableMode, revokers: list[Seat], both: bool
                   ) -> list[tuple[Seat, Clause, bool, Seat | None]]:
    """62C1, 62C2, 62C3: who may withdraw a card played after a revoke. The first of
    ``revokers`` corrects first, then a second revoker (62C3, or 62A when both are found
    in time); then, in the order of the trick, a player of the other side than a revoker
    before him chooses whether to withdraw (62C1), and the offender's partner may follow
    a non-offender's withdrawal (62C2). Under 62C3 a defender's withdrawn card is a
    penalty card."""
    ps = t._ps()
    order = [ps.leader.after(k) for k in range(4)]
    start = min(order.index(s) for s in revokers)
    forced = [(seat, L62C3 if both else L62B, False, None) for seat in revokers[1:]]
    chain: list[tuple[Seat, Clause, bool, Seat | None]] = []
    previous_nos: Seat | None = None
    for seat in order[start + 1:]:
        if seat in revokers or seat not in ps.current:
            continue
        before = [s for s in revokers if order.index(s) < order.index(seat)]
        if any(s.side != seat.side for s in before):
            chain.append((seat, L62C1, both, None))
            previous_nos = seat
        elif previous_nos is not None:
            chain.append((seat, L62C2, seat.side != ps.declarer.side or both,
                          previous_nos))
    return forced + chain  # the corrections first, then the choices


def after_in_trick(t: TableMode, seat: Seat) -> list[Seat]:
    """62C: the seats that played after ``seat`` to the trick in progress."""
    ps = t._ps()
    out = []
    start = (seat - ps.leader) & 3
    for k in range(start + 1, 4):
        s = ps.leader.after(k)
        if s in ps.current:
            out.append(s)
    return out


def run_chain(t: TableMode) -> None:
    """Offer the next player in the chain the right to withdraw his card (62C, 45D1,
    58B3, 45C4(b))."""
    ps = t._ps()
    while ps.chain:
        seat, law, penalty, after = ps.chain[0]
        if after is not None and after not in ps.withdrew:
            ps.chain.pop(0)
            continue
        if law in (L62C3, L62B):  # a second revoker corrects his card too
            ps.chain.pop(0)
            if seat not in ps.current:
                ps.replay_for = seat
                return
            continue
        if seat not in ps.current:
            ps.chain.pop(0)
            continue
        card = ps.current[seat]
        chooser = ps.declarer if seat == ps.dummy else seat  # declarer plays dummy's
        options = [Option("withdraw", chooser, law, Message("option.withdraw.card",
                                                            chooser=chooser, card=card)),
                   Option("keep", chooser, law, Message("option.keep.card",
                                                        chooser=chooser, card=card))]
        t._options("withdraw", law, seat, Message("may.withdraw", seat=seat,
                                                     card=card), options, penalty=penalty)
        return


def step_withdraw(t: TableMode, p: Pending, event: object) -> None:
    """62C1, 62C2, 45D1, 58B3, 45C4(b): a player who played after a corrected card
    withdraws his own card or keeps it."""
    ps = t._ps()
    seat = p.offender
    option = t._chosen(p, event)
    _, law, penalty, _ = ps.chain.pop(0)
    card = ps.current[seat]
    if option.name == "keep":
        t._note("choice", law, "chose.keep.card", seat=seat, card=card)
        run_chain(t)
        return
    t._note("choice", law, "chose.withdraw.card", seat=seat, card=card)
    ps.take_back(seat, card)
    ps.withdrew.add(seat)
    if penalty and seat.side != ps.declarer.side:
        law48_52.make_penalty(t, seat, [card], major=True, law=law)
    offenders = seat.side.opponents if law == L62C1 else ps.chain_offenders
    law16.card_information(t, seat, card, L16C, offenders)
    ps.replay_for = seat


@per_edition
def defender_asks_partner(t: TableMode, seat: Seat, asked: Seat) -> None:
    """61B3: a defender may ask his partner whether he has a card of the suit led (at
    the risk of creating unauthorised information); a revoke it finds is corrected
    (62A)."""
    t._note("procedure", L61B3, "inquiry", seat=seat, asked=asked)
    if not unnoticed(t, asked):
        t._note("consequence", L61B, "no.revoke", seat=asked)
        return
    t._note("information", L61B3, "inquiry.information", seat=seat)
    notice(t, asked)


def inquiry(t: TableMode, event: Inquiry) -> None:
    """61B: who may ask whom whether he has a card of the suit led."""
    seat, asked = event.seat, event.asked
    ps = t._ps()
    declarer, dummy = ps.declarer, ps.dummy
    if seat == asked:
        raise IrregularActionError(Message("no.inquiry", seat=seat, asked=asked), L61B)
    if seat == dummy and asked == declarer:
        law = L61B2a
    elif seat == dummy:
        t._note("irregularity", L61B2b, "dummy.asks.defender", seat=seat,
                   asked=asked)
        t._note("information", L16B, "inquiry.information", seat=seat)
        return
    elif seat == declarer and asked.side != declarer.side:
        law = L61B1
    elif seat.side != declarer.side and asked == seat.partner:
        defender_asks_partner(t, seat, asked)
        return
    elif seat.side != declarer.side and asked != dummy:
        law = L61B3
    else:
        raise IrregularActionError(Message("no.inquiry", seat=seat, asked=asked), L61B)
    t._note("procedure", law, "inquiry", seat=seat, asked=asked)
    if not unnoticed(t, asked):
        t._note("consequence", L61B, "no.revoke", seat=asked)
        return
    if law == L61B3:
        t._note("information", L61B3, "inquiry.information", seat=seat)
    if law == L61B2a and ps.dummy_breached:
        # 43B2(b): the revoke is corrected, and Law 64 applies as if established
        open_ = [r for r in ps.revokes if r.player == declarer and not r.noticed
                 and not r.established]
        if open_:
            t._note("consequence", L43B2b, "dummy.asked.after.breach", seat=seat)
            notice(t, asked, as_established=True)
            return
    notice(t, asked)
