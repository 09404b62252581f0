"""Laws 16, 20, 40 and 73: what happened at the table that the director may judge later.

A break in tempo, a mannerism or a remark (16B1, 73D1), an alert, an announcement or an
explanation with what was said (20F, 40B2), a question about a call (20F3), information
from another source (16D): each is recorded in the trail as a fact with its law. None of
them is an infraction in itself; the director judges them when he is called, through the
guided procedures (:mod:`bridgelaws.laws.law12_procedures`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bridgelaws.engine.events import CallMade
from bridgelaws.engine.judged import Asked, Explained, Extraneous, Tempo
from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L16B1 = law("16B1")
L16D1 = law("16D1")
L16D2 = law("16D2")
L16D3 = law("16D3")
L20F1 = law("20F1")
L20F2 = law("20F2")
L20F3 = law("20F3")
L40B2 = law("40B2")
L73D1 = law("73D1")

TEMPO_KEYS: Final = {"hesitation": "judged.tempo.hesitation", "haste": "judged.tempo.haste",
                     "mannerism": "judged.tempo.mannerism", "remark": "judged.tempo.remark"}
"""The trail's message for each kind of break in tempo or mannerism (16B1)."""

EXPLAINED_KEYS: Final = {"alert": "judged.explained.alert",
                         "no-alert": "judged.explained.no-alert",
                         "announcement": "judged.explained.announcement",
                         "explanation": "judged.explained.explanation"}
"""The trail's message for each kind of disclosure of a call (20F, 40B2)."""


def tempo(t: TableMode, event: Tempo) -> None:
    """16B1, 73D1: a break in tempo, haste, a mannerism or a remark: what it may suggest is
    unauthorised for the player's partner; the opponents may draw inferences from it at
    their own risk."""
    seat = event.seat
    t._note("information", L16B1, TEMPO_KEYS[event.kind], seat=seat, partner=seat.partner)
    words(t, L16B1, event.note)
    t._note("information", L73D1, "judged.tempo.opponents", nos=seat.side.opponents)


def explained(t: TableMode, event: Explained) -> None:
    """20F1, 20F2, 40B2: an alert, a failure to alert, an announcement or an explanation
    of a call, with what was said; an unexpected one may be unauthorised information for
    the player's partner (16B1)."""
    call = event.call
    if call is not None and not any(isinstance(e, CallMade) and e.call == call
                                    and e.seat in (event.seat, event.seat.partner)
                                    for e in t.events):
        raise IrregularActionError(Message("judged.error.call", seat=event.seat, call=call),
                                   L20F1)
    clause = (L20F2 if t.auction_over else L20F1) if event.kind == "explanation" else L40B2
    key = EXPLAINED_KEYS[event.kind] if call is not None else "judged.explained.explanation.auction"
    t._note("procedure", clause, key, seat=event.seat, call=call)
    words(t, clause, event.text)


def asked(t: TableMode, event: Asked) -> None:
    """20F1, 20F2, 20F3: a question about the opponents' auction, or about a single call
    (16B1 may apply to what the question suggests to partner)."""
    if event.call is not None:
        t._note("procedure", L20F3, "judged.asked.call", seat=event.seat, call=event.call,
                partner=event.seat.partner)
    else:
        t._note("procedure", L20F2 if t.auction_over else L20F1, "judged.asked",
                seat=event.seat)


def extraneous(t: TableMode, event: Extraneous) -> None:
    """16D1-16D3: information about the board from another source; before any call the
    director may choose among 16D2(a)-(d), after the first call only (c) or (d)."""
    t._note("information", L16D1, "judged.extraneous", seat=event.seat)
    words(t, L16D1, event.note)
    before = not any(isinstance(e, CallMade) for e in t.events)
    t._note("consequence", L16D2 if before else L16D3,
            "judged.extraneous.before" if before else "judged.extraneous.after")


def words(t: TableMode, clause: Clause, text: str) -> None:
    """What was said, as it was said (68C, 20F): data, not translated."""
    if text:
        t._note("procedure", clause, "judged.words", text=text)
