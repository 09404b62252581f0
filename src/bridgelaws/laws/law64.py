"""Law 64: the trick transfer after an established revoke, and the director's 64C review.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from bridgelaws.engine.events import ClaimAgreed
from bridgelaws.engine.revoke import RevokeFacts, Transfer, revoke_transfer
from bridgelaws.engine.steps import (
    IrregularActionError,
)
from bridgelaws.engine.tableplay import (
    HandsReturned,
    LaterBoard,
    PlayState,
    Revoke,
    RoundEnded,
)
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message, Term
from bridgelaws.values.cards import Seat, Side, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L7C = law("7C")
L63A4 = law("63A4")
L64A = law("64A")
L64A2 = law("64A2")
L64B1 = law("64B1")
L64B2 = law("64B2")
L64B4 = law("64B4")
L64B5 = law("64B5")
L64B7 = law("64B7")
L64C1 = law("64C1")
L64C2a = law("64C2(a)")
L64C2b = law("64C2(b)")


def _stand_in(side: Side, offenders: set[Seat]) -> Seat:
    """64A: the player of ``side`` that claimed tricks count for: never an offender."""
    first, second = side.seats
    return second if first in offenders else first


def transfers(t: TableMode, ps: PlayState) -> list[tuple[Revoke, Transfer]]:
    """64A, 64B: the tricks each established revoke transfers, each trick counted once."""
    counted = [r for r in ps.revokes if r.noticed and not r.ignored and (
        r.as_established or r.corrected_62C3 or (r.established and not r.corrected))]
    if not counted:
        return []
    winners = [tr.winner for tr in ps.quitted if tr.winner is not None]
    if ps.claim is not None:
        # the claimed tricks count for a side, never for the offending player himself
        offenders = {r.player for r in counted}

        claimer = ps.claim.seat
        remaining = 13 - len(winners)
        mine = ps.claim.tricks if isinstance(ps.claim, ClaimAgreed) \
            else remaining - ps.claim.tricks
        winners += [_stand_in(claimer.side, offenders)] * mine \
            + [_stand_in(claimer.side.opponents, offenders)] * (remaining - mine)
    if len(winners) != 13:
        return []
    both = both_sides_revoked(t, ps, counted)
    out: list[tuple[Revoke, Transfer]] = []
    first_in_suit: dict[tuple[Seat, Suit | None], Revoke] = {}
    for r in sorted(counted, key=attrgetter("trick")):
        key = (r.player, r.suit)
        repeated = key in first_in_suit and r.kind == "follow"
        first_in_suit.setdefault(key, r)
        if r.kind == "defective":
            side_won = any(w.side == r.player.side for w in winners[r.trick - 1:])
            out.append((r, Transfer(1 if side_won else 0, L64A2 if side_won else
                                    L64B1, "a card added to a defective trick (67B1)")))
            continue
        facts = RevokeFacts(
            r.player, r.trick, repeated_in_same_suit=repeated,
            faced_card=r.kind == "penalty" or r.player == ps.dummy,
            after_next_board_call=r.after_next_board, after_round_ended=r.after_round,
            both_sides_revoked=both and not r.corrected_62C3,
            corrected_under_62C3=r.corrected_62C3)
        out.append((r, revoke_tricks(t, ps, r, facts, winners)))
    # each trick is transferred once: a transfer takes tricks the offending side won
    # from its revoke trick on (the revoke trick first under 64A1)
    taken: set[int] = set()
    for i, (r, tf) in enumerate(out):
        need, got = tf.tricks, 0
        order = list(range(r.trick - 1, len(winners)))
        for k in order:
            if got == need:
                break
            if k not in taken and winners[k].side == r.player.side:
                taken.add(k)
                got += 1
        if got != need:
            out[i] = (r, Transfer(got, tf.law, tf.reason))
    return out


@per_edition
def both_sides_revoked(t: TableMode, ps: PlayState, counted: list[Revoke]) -> bool:
    """64B7: both sides have an established revoke on the board (one corrected under
    62C3, and a defective trick's deemed revoke, aside)."""
    return len({r.player.side for r in counted
                if not r.corrected_62C3 and r.kind != "defective"}) == 2


@per_edition
def revoke_tricks(t: TableMode, ps: PlayState, revoke: Revoke, facts: RevokeFacts,
                  winners: list[Seat]) -> Transfer:
    """64A, 64B: the tricks one established revoke transfers, given the winner of each
    trick (a trick won in dummy is not won by declarer, 64A's footnote)."""
    return revoke_transfer(winners, facts)


def settle(t: TableMode) -> None:
    """Once play is over: state the transfer for each revoke counted for the first time,
    and ask the director whether it restores equity (64C)."""
    ps = t._ps()
    new = [(r, tf) for r, tf in transfers(t, ps) if not r.settled]
    if not new:
        return
    for r, tf in new:
        r.settled = True
        if tf.tricks:
            t._note("consequence", tf.law, "transfer", seat=r.player, trick=r.trick,
                       tricks=tf.tricks, nos=r.player.side.opponents)
        else:
            t._note("consequence", tf.law, "no.transfer", seat=r.player, trick=r.trick)
    t._note("consequence", L64A, "transfer.result", tricks=t.result,
               table=ps.won[0], declarer=ps.declarer)
    laws = {tf.law for _, tf in new}
    offenders = sorted({r.player.side for r, _ in new})
    if L64B7 in laws:  # 64C2(b): both sides revoked
        t._ask("compensated", L64C2b, new[0][0].player, Message("question.damaged"),
               undamaged_found)
        return
    law = L64C2a if L64B2 in laws else L64C1
    nos: Side | Term = offenders[0].opponents if len(offenders) == 1 \
        else Term("both.sides")
    t._ask("compensated", law, new[0][0].player, Message(
        "question.compensated", nos=nos), compensated_found, law=law, nos=nos)


def undamaged_found(t: TableMode, undamaged: bool) -> None:
    """64C2(b): when both sides revoked, the director finds whether the result leaves the
    non-offending side undamaged; if not, he adjusts the score (Law 12)."""
    if undamaged:
        t._note("consequence", L64C2b, "equity.restored")
    else:
        t._note("flag", L64C2b, "flag.64C2b")


def compensated_found(t: TableMode, compensated: bool, *, law: Clause, nos: Side | Term) -> None:
    """64C1, 64C2(a): the director finds whether the trick transfer compensates the
    non-offending side for the damage; if not, he adjusts the score."""
    if compensated:
        t._note("consequence", law, "equity.restored")
    else:
        t._note("flag", law, "flag.64C", nos=nos)


def later_board(t: TableMode, event: LaterBoard) -> None:
    """64B4: ``seat``'s side has called on a later board: a revoke of the other side
    found from now on is not rectified by a trick transfer (the director may still
    adjust, 64C); 63A4 establishes the revokes kept open by a claim."""
    seat = event.seat
    ps = t._ps()
    if not ps.over:
        raise IrregularActionError(Message("play.not.over", seat=seat), L64B4)
    ps.later_board.add(seat.side)
    ps.hands_returned = True
    t._note("procedure", L64B4, "later.board", seat=seat)
    establish_after_claim(t, seat.side)


def establish_after_claim(t: TableMode, side: Side | None) -> None:
    """63A4: after an opponent's claim was agreed, the revoking side's revokes are
    established once it calls on a later board (or the round ends) without objecting."""
    for r in t._ps().revokes:
        if r.pending_63A4 and (side is None or r.player.side == side):
            r.pending_63A4 = False
            r.established = True
            t._note("consequence", L63A4, "revoke.established", seat=r.player,
                       trick=r.trick)


def hands_returned(t: TableMode, event: HandsReturned) -> None:
    """7C: after the play the four hands are put back in the board. From then on a
    revoke in the twelfth trick is no longer corrected (62D1) and stands under 64B6; the
    round has not ended, nor has anyone called on a later board (64B4, 64B5)."""
    ps = t._ps()
    if not ps.over:
        raise IrregularActionError(Message("play.not.over", seat=ps.declarer), L7C)
    ps.hands_returned = True
    t._note("procedure", L7C, "hands.returned")


def round_ended(t: TableMode, event: RoundEnded) -> None:
    """64B5, 63A4: the round has ended; the hands are back in the board."""
    ps = t._ps()
    if not ps.over:
        raise IrregularActionError(Message("play.not.over", seat=ps.declarer), L64B5)
    ps.round_over = True
    ps.hands_returned = True
    t._note("procedure", L64B5, "round.ended")
    establish_after_claim(t, None)
