"""Law 9: attention drawn to an irregularity, and the director at the table.

During the play, attention drawn starts the rectification of whatever nobody had noticed
(:func:`bridgelaws.laws.law61_63.notice`); drawn by dummy, it is also a Law 43 matter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import (
    AttentionDrawn,
    DirectorCalled,
)
from bridgelaws.laws import law41, law53_56, law57_60, law61_63
from bridgelaws.laws.index import law
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L9A = law("9A")
L9B = law("9B")
L42B3 = law("42B3")
L43A1b = law("43A1(b)")
L43B1 = law("43B1")
L43B3 = law("43B3")


def director(t: TableMode, event: DirectorCalled) -> None:
    """9B: the director is at the table; a face-down lead out of turn goes back (41A)."""
    t._note("consequence", L9B, "director.called")
    law41.face_down_withdrawn(t)


def attention(t: TableMode, event: AttentionDrawn) -> None:
    """9A: attention is drawn during the play: what nobody had noticed is rectified
    (61-63, 45D, 58B, 67); drawn by dummy, 43A1(b) and the 43B review apply."""
    seat = event.seat
    ps = t._ps()
    if seat == ps.dummy and not ps.over:
        t._note("irregularity", L43A1b, "dummy.attention.play", seat=seat)
        t._note("flag", L43B1, "flag.43B1", seat=seat)
        if ps.dummy_breached:
            t._note("consequence", L43B3, "dummy.first.attention", seat=seat)
            t._note("flag", L43B3, "flag.43B3", seat=seat)
            for r in ps.revokes:
                if r.player.side != ps.declarer.side and not r.noticed:
                    r.noticed = True
                    r.ignored = True  # no rectification; the gain is taken away later
            return
    elif seat == ps.dummy:
        t._note("procedure", L42B3, "dummy.attention.after", seat=seat)
    else:
        t._note("irregularity", L9A, "attention", seat=seat)
    law61_63.notice(t, None)


def attention_while_waiting(t: TableMode, seat: Seat) -> bool:
    """43B3: dummy, having broken a 43A2 limitation, points out first a defenders'
    irregularity the board waits on: it goes unrectified and the play carries on as
    though it had not happened. True when that applies."""
    ps = t._ps()
    p = t._pending
    if (p is None or seat != ps.dummy or not ps.dummy_breached or ps.over
            or p.offender.side == ps.declarer.side
            or p.kind not in ("oolead", "loot", "premature")):
        return False
    t._note("irregularity", L43A1b, "dummy.attention.play", seat=seat)
    t._note("consequence", L43B3, "dummy.first.attention", seat=seat)
    t._note("flag", L43B3, "flag.43B3", seat=seat)
    t._pending = None
    offender = p.offender
    if p.kind == "oolead":
        card = p.data["card"]
        assert isinstance(card, Card)
        law53_56.accept_opening(t, offender, card)
    elif p.kind == "loot":
        card = p.data["card"]
        assert isinstance(card, Card)
        law53_56.accept_lead(t, offender, card)
    else:
        law57_60.premature_stands(t, p)
    t._due()
    return True


def attention_later(t: TableMode, seat: Seat) -> None:
    """9A: attention drawn while the board waits on a step is dealt with once the step
    is settled; by dummy, 43A1(b)."""
    ps = t._ps()
    if seat == ps.dummy and not ps.over:
        t._note("irregularity", L43A1b, "dummy.attention.play", seat=seat)
        t._note("flag", L43B1, "flag.43B1", seat=seat)
    else:
        t._note("irregularity", L9A, "attention", seat=seat)
    if ps.noticing is None:
        ps.noticing = (None, False)
