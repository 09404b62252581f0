"""Laws 68 and 69: claims and concessions, and cards shown as one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.events import ClaimAgreed
from bridgelaws.engine.steps import (
    IrregularActionError,
    Pending,
    Step,
)
from bridgelaws.engine.tableplay import (
    ConcessionAgreed,
    HandSpread,
    Revoke,
    _bits,
)
from bridgelaws.laws import law48_52
from bridgelaws.laws.editions import per_edition
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.cards import Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L16 = law("16")
L41D = law("41D")
L48A = law("48A")
L48B2 = law("48B2")
L49 = law("49")
L63A3 = law("63A3")
L68 = law("68")
L68A = law("68A")
L68D = law("68D")
L69A = law("69A")
L70 = law("70")


def spread(t: TableMode, event: HandSpread) -> None:
    """68A, 48B2: a player spreads his hand: the director finds whether it was a claim
    or concession. Dummy spreads the dummy once the opening lead is faced (41D); before,
    too soon."""
    seat = event.seat
    ps = t._ps()
    if seat == ps.dummy:
        if ps.dummy_faced and ps.faced:
            raise IrregularActionError(Message("dummy.cards.open", seat=seat), L41D)
        ps.dummy_faced = True
        if ps.faced:
            t._note("procedure", L41D, "dummy.faced", seat=seat)
            return
        ps.dummy_seen = True
        t._note("irregularity", L41D, "dummy.spread.early", seat=seat)
        return
    law = L48B2 if seat == ps.declarer else L68A
    t._ask("claim", law, seat, Message("question.claim", seat=seat), claim_found, seat=seat)


def claim_found(t: TableMode, claim: bool, *, seat: Seat) -> None:
    """68A, 68D: a hand spread as a claim stops the play (63A3 establishes the claiming
    side's revokes) and the board waits for agreement; declarer's hand shown otherwise
    is not a penalty (48B2, 48A); a defender's is asked about further (68)."""
    ps = t._ps()
    if claim:
        t._note("consequence", L68D, "claim.play.stops", seat=seat)
        for r in ps.revokes:
            if r.player.side == seat.side and not (r.established or r.corrected):
                r.established = True
                t._note("consequence", L63A3, "revoke.established", seat=r.player,
                        trick=r.trick)
        msg = Message("waiting.claim", seat=seat)
        t._pending = Pending("claimwait", seat, Step(L68, msg, None, (), msg))
    elif seat == ps.declarer:
        t._note("consequence", L48A, "declarer.exposed", seat=seat,
                cards=_bits(ps.masks[seat]))
    else:
        t._ask("current-trick", L68, seat, Message("question.current.trick", seat=seat),
               current_trick_found, seat=seat)


def current_trick_found(t: TableMode, only: bool, *, seat: Seat) -> None:
    """68: a defender's cards shown about the current trick only are no penalty cards
    (Laws 16 and 57A may apply); otherwise they are exposed cards (49)."""
    cards = _bits(t._ps().masks[seat])
    if only:  # 68: no penalty cards; Laws 16 and 57A may apply
        t._note("consequence", L68, "current.trick.only", seat=seat)
        t._note("information", L16, "shown.cards.information", seat=seat,
                partner=seat.partner)
        return
    t._note("irregularity", L49, "defender.exposed", seat=seat, cards=cards)
    law48_52.make_penalty(t, seat, cards, major=True, law=L49)


def step_claimwait(t: TableMode, p: Pending, event: object) -> None:
    """68D: play has stopped for a claim; the board waits for its agreement (69A)."""
    if isinstance(event, ClaimAgreed | ConcessionAgreed) and event.seat != t._ps().dummy:
        t._pending = None
        claimed(t, event)
        return
    raise IrregularActionError(p.step.waiting_for)


@per_edition
def agreed_to_claim(t: TableMode, revoke: Revoke) -> None:
    """63A4: the revoking side agreed to the opponents' claim or concession: its revoke
    is established once it calls on a later board or the round ends, not yet."""
    revoke.pending_63A4 = True


def claimed(t: TableMode, event: ClaimAgreed | ConcessionAgreed, ruled: bool = False) -> None:
    """68B, 69A: an agreed claim or concession ends the play; 63A3 and 63A4 establish
    revokes. ``ruled``: the director awarded the tricks of a disputed claim (70)."""
    ps = t._ps()
    if ps.over:
        raise IrregularActionError(Message("play.over", seat=event.seat), L68)
    if event.seat == ps.dummy:
        raise IrregularActionError(Message("dummy.no.claim", seat=event.seat), L68A)
    remaining = 13 - len(ps.quitted)
    if not 0 <= event.tricks <= remaining:
        raise IrregularActionError(Message("claim.impossible", seat=event.seat,
                                           tricks=event.tricks), L68)
    mine = event.tricks if isinstance(event, ClaimAgreed) else remaining - event.tricks
    side = 0 if event.seat.side == ps.declarer.side else 1
    key = "claim.agreed" if isinstance(event, ClaimAgreed) else "concession.agreed"
    t._note("procedure", L70 if ruled else L69A, "claim.ruled" if ruled else key,
            seat=event.seat, tricks=event.tricks)
    for r in ps.revokes:
        if r.established or r.corrected:
            continue
        if r.player.side == event.seat.side:  # 63A3: the offending side claims
            r.established = True
            t._note("consequence", L63A3, "revoke.established", seat=r.player,
                       trick=r.trick)
        else:
            agreed_to_claim(t, r)
    ps.return_trick()
    for table in (ps.doubles, ps.misplaced, ps.defective):
        table.pop(ps.number, None)
    ps.won[side] += mine
    ps.won[1 - side] += remaining - mine
    ps.claim = event
    t._end_play()
