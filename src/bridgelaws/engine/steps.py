"""What a board in table mode tells the table, and the events both periods share.

A rectification :class:`Step` says what the board waits for: the options the Laws give a
player (each an :class:`Option` with its chooser and law), or a :class:`Question` only the
director can answer. Every ruling is a :class:`Ruling` in the trail. These types, and the
events that happen in the auction and the play alike (attention drawn, the director at the
table, a choice, a finding, cards exposed), live here so that the auction
(:mod:`bridgelaws.engine.tablemode`) and the play (:mod:`bridgelaws.engine.tableplay`) share them.

>>> Choice(Seat.SOUTH, "accept"), Finding("comparable", False)
(Choice(seat=<Seat.SOUTH: 2>, option='accept'), Finding(question='comparable', answer=False))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from bridgelaws.errors import IllegalActionError
from bridgelaws.laws.index import Clause
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card, Seat, Strain

__all__ = [
    "AnswerType",
    "AttentionDrawn",
    "Choice",
    "DirectorCalled",
    "ExposedCards",
    "Finding",
    "IrregularActionError",
    "Option",
    "Pending",
    "Question",
    "Ruling",
    "ScoreAdjusted",
    "Step",
    "rule_name",
]


class ExposedCards(NamedTuple):
    """``seat`` exposed ``cards`` so that partner could see them, dropped them, or named
    them; during the auction ``led`` marks a premature lead (Law 24). In the play period
    the exposure is dealt with by Law 48 (declarer) or 49 (a defender)."""

    seat: Seat
    cards: tuple[Card, ...]
    led: bool = False


class AttentionDrawn(NamedTuple):
    """``seat`` drew attention to an irregularity (Law 9A)."""

    seat: Seat


class DirectorCalled(NamedTuple):
    """The director is at the table and rules (Law 9B)."""

    note: str = ""


class Choice(NamedTuple):
    """``seat`` chose one of the options a step offers (``accept``, ``refuse``,
    ``prohibit S``, ``highest``, ``play HK`` ...: the names are the options' names)."""

    seat: Seat
    option: str


class Finding(NamedTuple):
    """The director's answer to a question of judgement (``unintended``, ``comparable``,
    ``deliberate``, ``compensated`` ...): yes or no, or for ``denominations`` (26B,
    27B1(a), 29C) the denominations a call showed, in bidding order (empty: none)."""

    question: str
    answer: bool | tuple[Strain, ...]


class ScoreAdjusted(NamedTuple):
    """The director's adjusted score once the board is complete (Law 12C): ``result`` as
    a session file writes it (``assign 4S N -1``, ``assign 60% 4S N = ; 40% 4S N -1``,
    ``ave+ / ave-``), or ``none`` when the table result stands; ``law`` the clause it is
    given under (``12C1(c)``) and the director's ``note``."""

    result: str
    law: str = ""
    note: str = ""


class IrregularActionError(IllegalActionError):
    """An action the board cannot take now: it waits for a decision, or the action is not
    possible at all (a card the player does not hold). Irregular calls and plays are not
    errors: they are recorded and rectified. ``str()`` is the English message alone."""

    message: Message

    def __init__(self, message: Message, law: Clause | str = "") -> None:
        super().__init__(message, law)
        self.args = (self.reason,)


@dataclass(frozen=True, slots=True)
class Option:
    """One thing ``chooser`` may decide, under ``law``."""

    name: str
    chooser: Seat
    law: Clause
    message: Message


class AnswerType(StrEnum):
    """What kind of answer a director's question takes."""

    YES_NO = "yes-no"
    CHOICE = "choice"
    TRICKS = "tricks"
    SEAT = "seat"
    CARD = "card"
    CALL = "call"
    ADJUSTED_SCORE = "adjusted-score"
    DENOMINATIONS = "denominations"
    """The denominations a call showed, by its meaning (26B, 27B1(a), 29C): a list of
    strains, possibly empty."""


@dataclass(frozen=True, slots=True)
class Question:
    """A finding only the director can make, under ``law``: ``message`` states the test,
    ``answer`` the kind of answer it takes, and ``facts`` what it rests on (the seats,
    cards and calls involved), by name.

    >>> q = Question("deliberate", "50B", Message("question.deliberate", seat=Seat.WEST,
    ...              card=Card.parse("S2")), facts={"seat": Seat.WEST})
    >>> q.answer, str(q.facts["seat"])
    (<AnswerType.YES_NO: 'yes-no'>, 'W')
    """

    name: str
    law: Clause
    message: Message
    answer: AnswerType = AnswerType.YES_NO
    facts: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Step:
    """A rectification step: the irregularity, and either a question for the director or
    the options for a player. ``waiting_for`` says in one sentence what the board waits
    for."""

    law: Clause
    irregularity: Message
    question: Question | None
    options: tuple[Option, ...]
    waiting_for: Message


@dataclass(frozen=True, slots=True)
class Ruling:
    """One line of the ruling trail: what happened or followed, and the law."""

    kind: str  # irregularity, option, choice, finding, consequence, obligation, information,
    #            flag, auction, play
    law: Clause
    message: Message


def rule_name(rule: Callable[..., None]) -> str:
    """The name a rule function is kept under in the engine's tables: its module's last
    part and its own name.

    >>> from bridgelaws.laws import law27
    >>> rule_name(law27.comparable_found)
    'law27.comparable_found'
    """
    return f"{rule.__module__.rpartition('.')[2]}.{rule.__name__}"


@dataclass
class Pending:
    """The step a board waits for, with what its rule needs to go on: ``kind`` names the
    step rule (or ``question``, ``director``), ``then`` the rule function that takes the
    director's answer or ruling (``"law27.comparable_found"``), and ``data`` the facts
    both need. Nothing in it is code: a waiting board describes itself."""

    kind: str
    offender: Seat
    step: Step
    then: str = ""
    data: dict[str, object] = field(default_factory=dict)
