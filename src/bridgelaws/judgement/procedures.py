"""The director's guided procedures for the rulings the Laws leave to his judgement.

A :class:`Procedure` is data: the questions the Laws ask, in their order, each with its law,
its catalogue message, the kind of answer it takes and what each answer leads to (the next
question, or an :class:`Outcome`). Nothing in it is code, so the wizard, the web console and
the docs all read the same thing.

A :class:`Record` is a ruling as it is made: the facts, then every answer in the order it was
given, with who gave it (the director, or the engine for a fact it computed). It is a log,
never edited: an answer given again (a ruling reopened within the correction period, 79C)
is appended, and the path through the procedure is worked out again from the latest answer
to each question. The earlier answer stays in the record. A record cannot reach an outcome
without an answer to every question on its path, and it refuses an answer to a question
that is not on its path.

>>> record = Record.start(UNAUTHORISED_INFORMATION, facts={"event": "hesitation"})
>>> record.waiting.id, str(record.waiting.law)
('ask.ui.available', '16B1')
>>> record = record.answer("ask.ui.available", True).answer("ask.ui.suggests", False)
>>> record.outcome.id, record.complete
('outcome.ui.not-suggested', True)
>>> record = record.answer("ask.ui.suggests", True)          # reopened (79C): asked again
>>> record.waiting.id, len(record.answers)
('ask.ui.alternative', 3)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from bridgelaws.engine.steps import AnswerType
from bridgelaws.errors import ReasonError
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import N_, Message
from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    BetterOf,
    SessionError,
    parse_adjustment,
)
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Card, Seat

__all__ = [
    "AGREEMENT_WITHDRAWN",
    "CLAIM",
    "CONCESSION_CANCELLED",
    "END_OF_HAND",
    "MISINFORMATION",
    "PROCEDURES",
    "REVOKE_EQUITY",
    "UNAUTHORISED_INFORMATION",
    "Answer",
    "Ask",
    "Outcome",
    "Procedure",
    "ProcedureError",
    "Record",
    "parse_adjustment",
    "read_answer",
]

ENGINE: Final = "engine"
DIRECTOR: Final = "director"


class ProcedureError(ReasonError):
    """An answer a procedure cannot take, with a catalogue message."""

    message: Message

    def __init__(self, message: Message) -> None:
        super().__init__(message)


@dataclass(frozen=True, slots=True)
class Ask:
    """One question: its id, law and catalogue key; the kind of answer; for a choice, the
    choices; the facts and earlier answers it rests on; and where each answer leads (a
    question's or an outcome's id; ``"*"`` for any answer)."""

    id: str
    law: Clause
    key: str
    answer: AnswerType
    leads: Mapping[str, str]
    choices: tuple[str, ...] = ()
    rests_on: tuple[str, ...] = ()

    @property
    def message(self) -> Message:
        return Message(self.key)


@dataclass(frozen=True, slots=True)
class Outcome:
    """Where a procedure ends: its law, its catalogue key, and whether the director goes on
    to an adjusted score (Law 12C) with the reasons the answers give."""

    id: str
    law: Clause
    key: str
    adjust: bool = False

    @property
    def message(self) -> Message:
        return Message(self.key)


@dataclass(frozen=True, slots=True)
class Procedure:
    """A guided procedure: the first question, then the questions and outcomes by id."""

    id: str
    law: Clause
    key: str
    first: str
    asks: Mapping[str, Ask]
    outcomes: Mapping[str, Outcome]

    def __post_init__(self) -> None:
        for ask in self.asks.values():
            for target in ask.leads.values():
                if target not in self.asks and target not in self.outcomes:
                    raise ValueError(f"{self.id}: {ask.id} leads to nothing: {target}")

    def step(self, ident: str) -> Ask | Outcome:
        return self.asks[ident] if ident in self.asks else self.outcomes[ident]


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer in a record: the question, the value, who gave it, and a note."""

    ask: str
    value: object
    by: str = DIRECTOR
    note: str = ""


@dataclass(frozen=True, slots=True)
class Record:
    """A ruling as it is made (see the module's description)."""

    procedure: Procedure
    facts: Mapping[str, object] = field(default_factory=dict)
    answers: tuple[Answer, ...] = ()
    computed: frozenset[str] = frozenset()
    """The facts the engine computed (from the cards, the play), by name; the others are
    what the table log records as having happened."""

    @classmethod
    def start(cls, procedure: Procedure, facts: Mapping[str, object] | None = None,
              computed: frozenset[str] | set[str] = frozenset()) -> Record:
        return cls(procedure, dict(facts or {}), (), frozenset(computed))

    def latest(self) -> dict[str, Answer]:
        """The latest answer to each question."""
        return {a.ask: a for a in self.answers}

    def path(self) -> list[Ask | Outcome]:
        """The questions on the way, from the first, following the latest answers: the last
        item is the question waiting, or the outcome."""
        latest = self.latest()
        out: list[Ask | Outcome] = []
        here: Ask | Outcome = self.procedure.step(self.procedure.first)
        while True:
            out.append(here)
            if isinstance(here, Outcome) or here.id not in latest:
                return out
            here = self.procedure.step(_lead(here, latest[here.id].value))

    @property
    def waiting(self) -> Ask | None:
        """The question the record waits for, or ``None`` once it has an outcome."""
        last = self.path()[-1]
        return last if isinstance(last, Ask) else None

    @property
    def outcome(self) -> Outcome | None:
        last = self.path()[-1]
        return last if isinstance(last, Outcome) else None

    @property
    def complete(self) -> bool:
        return self.outcome is not None

    def answer(self, ask: str, value: object, *, by: str = DIRECTOR,
               note: str = "") -> Record:
        """The record with ``value`` given to the question ``ask``: the one waiting, or one
        already answered on the path (a ruling reopened). The value must fit the question's
        kind of answer (yes or no, one of its choices, a number of tricks, a seat, a card,
        a call or an adjusted score)."""
        on_path = {s.id: s for s in self.path() if isinstance(s, Ask)}
        if ask not in on_path:
            raise ProcedureError(Message("procedure.error.off.path", what=ask))
        checked = _checked(on_path[ask], value)
        return Record(self.procedure, self.facts, (*self.answers, Answer(ask, checked, by, note)),
                      self.computed)

    def note(self) -> str:
        """The reason a session file keeps with an adjusted score (12C): the procedure and
        the latest answer to each question in the table log's words, with ``(engine)``
        after an answer the engine computed (``ui: ui.available yes; ui.suggests yes``)."""
        parts = [f"{a.ask.removeprefix('ask.')} {_text(a.value)}"
                 + (" (engine)" if a.by == ENGINE else "") for a in self.latest().values()]
        return f"{self.procedure.id}: " + "; ".join(parts)

    def laws(self) -> list[Clause]:
        """The laws of the questions asked and of the outcome, in order."""
        return [step.law for step in self.path()]

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready form (``from_dict`` reads it back)."""
        return {"procedure": self.procedure.id, "facts": {k: str(v) for k, v in
                                                          self.facts.items()},
                "computed": sorted(self.computed),
                "answers": [{"ask": a.ask, "value": _text(a.value), "by": a.by,
                             "note": a.note} for a in self.answers],
                "waiting": self.waiting.id if self.waiting else None,
                "outcome": self.outcome.id if self.outcome else None}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Record:
        procedure = PROCEDURES[str(data["procedure"])]
        facts = data.get("facts", {})
        computed = data.get("computed", [])
        record = cls.start(procedure, dict(facts) if isinstance(facts, Mapping) else {},
                           {str(c) for c in computed} if isinstance(computed, list) else set())
        answers = data.get("answers", [])
        for item in answers if isinstance(answers, list) else []:
            ask = procedure.asks[str(item["ask"])]
            value = read_answer(ask, item["value"])
            record = record.answer(ask.id, value, by=str(item.get("by", DIRECTOR)),
                                   note=str(item.get("note", "")))
        return record


def _lead(ask: Ask, value: object) -> str:
    key = _text(value)
    return ask.leads.get(key, ask.leads.get("*", ""))


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


# The words of each choice an Ask offers, for the wizard's menus and the ruling trail.
CHOICE_WORDS: Final[dict[str, str]] = {
    "mistaken-explanation": N_("rule.choice.mistaken-explanation"),
    "mistaken-call": N_("rule.choice.mistaken-call"),
    "no-evidence": N_("rule.choice.no-evidence"),
    "auction": N_("rule.choice.auction"), "later": N_("rule.choice.later"),
    "no-trump-out": N_("rule.choice.no-trump-out"), "mentioned": N_("rule.choice.mentioned"),
    "aware": N_("rule.choice.aware"), "unaware": N_("rule.choice.unaware"),
    "none-needed": N_("rule.choice.none-needed"), "stated": N_("rule.choice.stated"),
    "shown-out": N_("rule.choice.shown-out"), "not-accepted": N_("rule.choice.not-accepted"),
}


def answer_words(value: object) -> object:
    """An answer as a message shows it: a choice in the catalogue's words; a yes or no, a
    seat, a card or a number as they are (the catalogue translates them too).

    >>> answer_words("mistaken-call").render("en")
    'The explanation was right, the call was not (mistaken call)'
    >>> answer_words(3)
    3
    """
    if isinstance(value, str) and value in CHOICE_WORDS:
        return Message(CHOICE_WORDS[value])
    return value


_ANSWER_TYPES: Final[dict[AnswerType, type | tuple[type, ...]]] = {
    AnswerType.YES_NO: bool, AnswerType.TRICKS: int, AnswerType.SEAT: Seat,
    AnswerType.CARD: Card, AnswerType.CALL: Call, AnswerType.CHOICE: str,
    AnswerType.ADJUSTED_SCORE: (Artificial, Assigned, BetterOf),
}


def _checked(ask: Ask, value: object) -> object:
    if ask.answer is AnswerType.TRICKS and isinstance(value, int) and not isinstance(
            value, bool) and not 0 <= value <= 13:
        raise ProcedureError(Message("procedure.error.tricks", what=ask.id))
    expected = _ANSWER_TYPES.get(ask.answer, object)
    if not isinstance(value, expected) or (ask.answer is AnswerType.TRICKS
                                           and isinstance(value, bool)):
        raise ProcedureError(Message("procedure.error.answer", what=ask.id,
                                     kind=ask.answer.value))
    if ask.answer is AnswerType.CHOICE and value not in ask.choices:
        raise ProcedureError(Message("procedure.error.choice", what=ask.id,
                                     choices=", ".join(ask.choices)))
    return value


def read_answer(ask: Ask, text: object) -> object:
    """An answer to ``ask`` as a table log or JSON writes it (``yes``, ``no-evidence``,
    ``9``, ``assign 4S N -1``), as the value :meth:`Record.answer` takes."""
    raw = str(text)
    try:
        if ask.answer is AnswerType.YES_NO:
            return {"yes": True, "no": False}[raw]
        if ask.answer is AnswerType.TRICKS:
            return int(raw)
        if ask.answer is AnswerType.SEAT:
            return Seat.parse(raw)
        if ask.answer is AnswerType.CARD:
            return Card.parse(raw)
        if ask.answer is AnswerType.CALL:
            return Call.parse(raw)
        if ask.answer is AnswerType.ADJUSTED_SCORE:
            return parse_adjustment(raw)
    except (KeyError, ValueError, SessionError):
        raise ProcedureError(Message("procedure.error.answer", what=ask.id,
                                     kind=ask.answer.value)) from None
    return raw


def _procedure(ident: str, key: str, reference: str, first: str, asks: list[Ask],
               outcomes: list[Outcome]) -> Procedure:
    return Procedure(ident, law(reference), key, first,
                     {a.id: a for a in asks}, {o.id: o for o in outcomes})


def _ask(ident: str, reference: str, answer: AnswerType, leads: Mapping[str, str],
         choices: tuple[str, ...] = (), rests_on: tuple[str, ...] = ()) -> Ask:
    return Ask(ident, law(reference), ident, answer, dict(leads), choices, rests_on)


def _score(ident: str, then: str) -> Ask:
    """The adjusted score itself (12C): assigned, weighted or artificial."""
    return _ask(ident, "12C", AnswerType.ADJUSTED_SCORE, {"*": then},
                rests_on=("damage",))


def _end(ident: str, reference: str, adjust: bool = False) -> Outcome:
    return Outcome(ident, law(reference), ident, adjust)


YES, NO = "yes", "no"
YN: Final = AnswerType.YES_NO

UNAUTHORISED_INFORMATION: Final = _procedure("ui", "procedure.ui", "16B", "ask.ui.available", [
    _ask("ask.ui.available", "16B1", YN, {YES: "ask.ui.suggests", NO: "outcome.ui.none"},
         rests_on=("event",)),
    _ask("ask.ui.suggests", "16B1(a)", YN,
         {YES: "ask.ui.alternative", NO: "outcome.ui.not-suggested"},
         rests_on=("ask.ui.available",)),
    _ask("ask.ui.alternative", "16B1(b)", YN,
         {YES: "ask.ui.damage", NO: "outcome.ui.no-alternative"},
         rests_on=("ask.ui.suggests",)),
    _ask("ask.ui.damage", "12B1", YN, {YES: "ask.ui.score", NO: "outcome.ui.no-damage"},
         rests_on=("ask.ui.alternative",)),
    _score("ask.ui.score", "outcome.ui.adjust"),
], [
    _end("outcome.ui.none", "16B1"), _end("outcome.ui.not-suggested", "16B1(a)"),
    _end("outcome.ui.no-alternative", "16B1(b)"), _end("outcome.ui.no-damage", "12B1"),
    _end("outcome.ui.adjust", "16B3", adjust=True),
])
"""Law 16B: unauthorised information from partner (a hesitation, a remark, an unexpected
alert or explanation) and the action chosen after it."""

MISINFORMATION: Final = _procedure("mi", "procedure.mi", "21B", "ask.mi.agreement", [
    _ask("ask.mi.agreement", "21B1(b)", AnswerType.CHOICE,
         {"mistaken-explanation": "ask.mi.when", "no-evidence": "ask.mi.when",
          "mistaken-call": "outcome.mi.call"},
         choices=("mistaken-explanation", "mistaken-call", "no-evidence"),
         rests_on=("explanation", "agreement")),
    _ask("ask.mi.when", "21B1(a)", AnswerType.CHOICE,
         {"auction": "outcome.mi.change", "later": "ask.mi.damage"}, choices=("auction", "later"),
         rests_on=("ask.mi.agreement",)),
    _ask("ask.mi.damage", "21B3", YN, {YES: "ask.mi.score", NO: "outcome.mi.no-damage"},
         rests_on=("ask.mi.agreement", "ask.mi.when")),
    _score("ask.mi.score", "outcome.mi.adjust"),
], [
    _end("outcome.mi.call", "75C"), _end("outcome.mi.change", "21B1(a)"),
    _end("outcome.mi.no-damage", "12B1"),
    _end("outcome.mi.adjust", "21B3", adjust=True),
])
"""Laws 21, 40, 75: a wrong explanation or a mistaken call. Without evidence to the
contrary the director presumes a mistaken explanation (21B1(b))."""

CLAIM: Final = _procedure("claim", "procedure.claim", "70", "ask.claim.repeated", [
    _ask("ask.claim.repeated", "70B1", YN, {"*": "ask.claim.trump"}, rests_on=("statement",)),
    _ask("ask.claim.trump", "70C2", AnswerType.CHOICE,
         {"no-trump-out": "ask.claim.finesse", "mentioned": "ask.claim.finesse",
          "aware": "ask.claim.finesse", "unaware": "ask.claim.finesse"},
         choices=("no-trump-out", "mentioned", "aware", "unaware"),
         rests_on=("statement", "check")),
    _ask("ask.claim.finesse", "70E1", AnswerType.CHOICE,
         {"none-needed": "ask.claim.tricks", "stated": "ask.claim.tricks",
          "shown-out": "ask.claim.tricks", "not-accepted": "ask.claim.tricks"},
         choices=("none-needed", "stated", "shown-out", "not-accepted"),
         rests_on=("statement", "check")),
    _ask("ask.claim.tricks", "70A", AnswerType.TRICKS, {"*": "outcome.claim.ruled"},
         rests_on=("ask.claim.trump", "ask.claim.finesse", "check")),
], [
    _end("outcome.claim.ruled", "70D1"),
])
"""Laws 70 and 71: a contested claim or concession. The claim checker
(:mod:`bridgelaws.judgement.claims`) gives the facts: the normal lines, the outstanding
trump, the unstated finesse."""

REVOKE_EQUITY: Final = _procedure("revoke", "procedure.revoke", "64C", "ask.revoke.damage", [
    _ask("ask.revoke.damage", "64C1", YN, {YES: "ask.revoke.score", NO: "outcome.revoke.enough"},
         rests_on=("transfer",)),
    _score("ask.revoke.score", "outcome.revoke.adjust"),
], [
    _end("outcome.revoke.enough", "64A"), _end("outcome.revoke.adjust", "64C1", adjust=True),
])
"""Law 64C: equity after a revoke, when the transfer does not make good the damage."""

END_OF_HAND: Final = _procedure("review", "procedure.review", "72C", "ask.review.could-know", [
    _ask("ask.review.could-know", "72C", YN,
         {YES: "ask.review.damage", NO: "outcome.review.stands"},
         rests_on=("irregularity",)),
    _ask("ask.review.damage", "12B1", YN, {YES: "ask.review.score", NO: "outcome.review.stands"},
         rests_on=("ask.review.could-know",)),
    _score("ask.review.score", "outcome.review.adjust"),
], [
    _end("outcome.review.stands", "72C"), _end("outcome.review.adjust", "12C1(b)", adjust=True),
])
"""Laws 23C, 27D and 72C: the review at the end of the hand, whether the offender could
have known that his irregularity would likely help his side, and whether it did."""

AGREEMENT_WITHDRAWN: Final = _procedure(
    "withdrawal", "procedure.withdrawal", "69B", "ask.withdrawal.won", [
        _ask("ask.withdrawal.won", "69B1", YN,
             {YES: "ask.withdrawal.tricks", NO: "ask.withdrawal.likely"},
             rests_on=("claim", "tricks")),
        _ask("ask.withdrawal.likely", "69B2", YN,
             {YES: "ask.withdrawal.tricks", NO: "outcome.withdrawal.stands"},
             rests_on=("claim", "check")),
        _ask("ask.withdrawal.tricks", "69B", AnswerType.TRICKS,
             {"*": "outcome.withdrawal.rescored"},
             rests_on=("ask.withdrawal.won", "ask.withdrawal.likely")),
    ], [
        _end("outcome.withdrawal.stands", "69A"), _end("outcome.withdrawal.rescored", "69B"),
    ])
"""Law 69B: agreement to a claim or concession withdrawn within the correction period."""

CONCESSION_CANCELLED: Final = _procedure(
    "concession", "procedure.concession", "71", "ask.concession.won", [
        _ask("ask.concession.won", "71A", YN,
             {YES: "ask.concession.tricks", NO: "ask.concession.normal"},
             rests_on=("concession", "tricks")),
        _ask("ask.concession.normal", "71B", YN,
             {YES: "outcome.concession.stands", NO: "ask.concession.tricks"},
             rests_on=("concession", "check")),
        _ask("ask.concession.tricks", "71", AnswerType.TRICKS,
             {"*": "outcome.concession.cancelled"},
             rests_on=("ask.concession.won", "ask.concession.normal")),
    ], [
        _end("outcome.concession.stands", "71"), _end("outcome.concession.cancelled", "71"),
    ])
"""Law 71: a concession stands unless the trick had been won (71A) or could not be lost by
any normal play (71B)."""

PROCEDURES: Final[Mapping[str, Procedure]] = {
    p.id: p for p in (UNAUTHORISED_INFORMATION, MISINFORMATION, CLAIM, REVOKE_EQUITY,
                      END_OF_HAND, AGREEMENT_WITHDRAWN, CONCESSION_CANCELLED)
}
