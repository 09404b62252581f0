"""Events the director judges: what happened at the table that the Laws leave to his
judgement, and his answers to a guided procedure.

These are facts, recorded as they happened: a break in tempo or a mannerism (16B1, 73C,
73D), an alert, an announcement or an explanation with what was said (20F, 40B), a
question about a call (20F), a claim or concession with its statement (68A, 68C), an
agreement, an objection (68B2, 68D), play continued by agreement (68D2(b)), agreement
withdrawn (69B), a concession the conceder asks to cancel (71), extraneous information
(16D), the partnership agreement as the director finds it (21B1(b), 40B). The director's
work on them is :mod:`bridgelaws.judgement.procedures`: ``TD rules ui`` opens a procedure,
``TD answers ui.available yes`` answers its question, ``TD reopens ...`` changes an answer
within the correction period (79C). The rule functions are in
:mod:`bridgelaws.laws.law12_procedures`.

>>> Tempo(Seat.WEST, "hesitation", "about ten seconds")
Tempo(seat=<Seat.WEST: 3>, kind='hesitation', note='about ten seconds')
"""

from __future__ import annotations

from typing import Final, NamedTuple

from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat

__all__ = [
    "AGREEMENT_FINDINGS",
    "EXPLANATIONS",
    "TEMPO",
    "Agreed",
    "AgreementFound",
    "AgreementWithdrawn",
    "Asked",
    "CancelAsked",
    "ClaimStated",
    "Explained",
    "Extraneous",
    "JudgedEvent",
    "Objected",
    "PlayContinued",
    "ProcedureAnswered",
    "ProcedureOpened",
    "Tempo",
]

TEMPO: Final = ("hesitation", "haste", "mannerism", "remark")
"""The kinds of :class:`Tempo`: the ways 16B1 names in which partner may convey
information other than by his calls and plays."""

EXPLANATIONS: Final = ("alert", "no-alert", "announcement", "explanation")
"""The kinds of :class:`Explained`."""

AGREEMENT_FINDINGS: Final = ("mistaken-explanation", "mistaken-call", "no-evidence")
"""What the director finds the partnership's agreement shows (21B1(b)): the explanation was
wrong, the call was wrong, or there is no evidence (then a mistaken explanation is
presumed)."""


class Tempo(NamedTuple):
    """``seat`` broke tempo (``hesitation``, ``haste``), made a ``mannerism`` or a
    ``remark`` (16B1, 73A2, 73D1); ``note`` is what the director was told."""

    seat: Seat
    kind: str
    note: str = ""


class Explained(NamedTuple):
    """``seat`` alerted, failed to alert, announced or explained ``call`` (the last call
    so written; ``None``: the auction as a whole), and ``text`` is what he said (20F,
    40B)."""

    seat: Seat
    kind: str
    call: Call | None = None
    text: str = ""


class Asked(NamedTuple):
    """``seat`` asked about ``call`` (20F3), or about the opponents' auction as a whole
    (``None``, 20F1 and 20F2)."""

    seat: Seat
    call: Call | None = None


class ClaimStated(NamedTuple):
    """``seat`` claims ``tricks`` of the remaining tricks (``concede``: concedes them),
    with a statement (68A, 68B1, 68C): ``line`` in the claim checker's structured form
    (``trumps-first order H S finesse DQ``, :meth:`bridgelaws.judgement.claims.Statement.
    parse`), ``said`` in the claimer's own words. Play stops (68D) until an opponent
    agrees, a player objects or play continues by agreement."""

    seat: Seat
    tricks: int
    concede: bool = False
    line: str = ""
    said: str = ""


class Agreed(NamedTuple):
    """``seat`` agrees to the claim or concession (69A)."""

    seat: Seat


class Objected(NamedTuple):
    """``seat`` (any player, dummy too) disputes the claim or concession (68D2); a
    defender's partner objecting at once to his concession (68B2)."""

    seat: Seat


class PlayContinued(NamedTuple):
    """All four players agree to play on after a disputed claim, at the non-claiming
    side's request (68D2(b))."""


class AgreementWithdrawn(NamedTuple):
    """``seat`` withdraws his agreement to a claim or concession within the correction
    period (69B)."""

    seat: Seat


class CancelAsked(NamedTuple):
    """``seat`` asks the director to cancel his side's concession within the correction
    period (71)."""

    seat: Seat


class Extraneous(NamedTuple):
    """``seat`` received information about the board from another source (16D1)."""

    seat: Seat
    note: str = ""


class AgreementFound(NamedTuple):
    """The partnership agreement as the director finds it (40B, 21B1(b)): ``finding`` one
    of :data:`AGREEMENT_FINDINGS`, ``text`` the evidence (a convention card's line)."""

    finding: str
    text: str = ""


class ProcedureOpened(NamedTuple):
    """The director opens the guided procedure ``procedure`` (an id of
    :data:`bridgelaws.judgement.procedures.PROCEDURES`: ``ui``, ``mi``, ``claim``,
    ``revoke``, ``review``, ``withdrawal``, ``concession``), about ``seat``'s action."""

    procedure: str
    seat: Seat | None = None


class ProcedureAnswered(NamedTuple):
    """The director answers the procedure's question ``ask`` (its id) with ``value`` as
    the log writes it (``yes``, ``no-evidence``, ``9``); ``reopened``: he changes an
    answer already given, within the correction period (79C). ``note`` is his reason."""

    ask: str
    value: str
    reopened: bool = False
    note: str = ""


JudgedEvent = (Tempo | Explained | Asked | ClaimStated | Agreed | Objected | PlayContinued
               | AgreementWithdrawn | CancelAsked | Extraneous | AgreementFound
               | ProcedureOpened | ProcedureAnswered)
