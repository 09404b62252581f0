"""The table log: one board at one table, everything that happened, as plain text.

The format is specified in ``docs/table-log.md``. A log is a header of PBN-style tags and
then one action per line (calls, irregular ones too; cards exposed; changes of call;
choices; the director's findings; the play; a claim), with ``expect`` checks between
them. :func:`read_table_log` reads a log into events for :class:`~bridgelaws.engine.tablemode.
TableMode`; :func:`replay_log` runs them through the Laws and evaluates the checks;
:func:`write_table_log` writes a board back as a log, and :func:`to_pbn` exports it as a
PBN game.

A log is a program: the first malformed line, the first action the board cannot take
and the first check that fails stop it, with a :class:`TableLogError` naming the file,
line and column.

>>> log = read_table_log('''
... [Board "1"]
... [Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
... N 1S
... E 1H              # insufficient over 1S
... S refuses
... E 3C
... TD comparable no
... expect obligation W rest
... S 3S
... W pass
... N pass
... E pass
... expect contract 3S N
... ''', "club.log")
>>> log.board.dealer, len(log.actions), [c.line for c in log.checks]
(<Seat.NORTH: 0>, 9, [9, 14])
>>> replay = replay_log(log)
>>> [r.text for r in replay.checks]
['obligation W rest', 'contract 3S N']
>>> str(replay.mode.contract)
'3S N'
>>> read_table_log("N 1S\\nE 1Z", "club.log")
Traceback (most recent call last):
...
bridgelaws.formats.tablelog.TableLogError: club.log:2:3: '1Z' is not a call, a card or \
an action word (expected e.g. 1S, Pass, HK, changes, exposes, accepts)
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Final, NamedTuple

from bridgelaws.engine.events import CallMade, CardPlayed, ClaimAgreed
from bridgelaws.engine.judged import (
    AGREEMENT_FINDINGS,
    Agreed,
    AgreementFound,
    AgreementWithdrawn,
    Asked,
    CancelAsked,
    ClaimStated,
    Explained,
    Extraneous,
    Objected,
    PlayContinued,
    ProcedureAnswered,
    ProcedureOpened,
    Tempo,
)
from bridgelaws.engine.steps import ScoreAdjusted
from bridgelaws.engine.tablemode import (
    AttentionDrawn,
    ChangedCall,
    Choice,
    DirectorCalled,
    ExposedCards,
    Finding,
    IrregularActionError,
    Ruling,
    Step,
    TableEvent,
    TableMode,
)
from bridgelaws.engine.tableplay import (
    BREACHES,
    Breach,
    CardAdded,
    CardHeld,
    CardPointed,
    CardRetracted,
    CardsTogether,
    CardTouched,
    CardTurned,
    ConcessionAgreed,
    Designated,
    DummyPlaced,
    DummySuggested,
    DummyWarned,
    FaceDownLead,
    HandSpread,
    HandsReturned,
    Inquiry,
    LaterBoard,
    LeadFaced,
    PlayChanged,
    PlayedTogether,
    ReviewAsked,
    RoundEnded,
    TrickInspected,
    TrickQuitted,
    TrickSummary,
)
from bridgelaws.errors import FormatError, Renderable
from bridgelaws.formats.pbn import MANDATORY_TAGS, PbnGame, PbnTag, write_pbn
from bridgelaws.formats.sessionfile import read_adjusted
from bridgelaws.formats.text import split_lines
from bridgelaws.laws import editions
from bridgelaws.laws.index import law
from bridgelaws.laws.index import law as clause
from bridgelaws.messages import Message, Term
from bridgelaws.parsing import BOARD_NUMBER, NumberError, read_number, shown, whole_number
from bridgelaws.procedure.score import MAX_SCORE
from bridgelaws.values.board import Board, Vulnerability, dealer_for, vulnerability_for
from bridgelaws.values.calls import Call, Contract, HighBid, parse_contract
from bridgelaws.values.cards import Card, Holding, Seat, Strain, Suit
from bridgelaws.values.deal import Deal, DealError, complete_deal, parse_partial
from bridgelaws.values.regulations import Regulations

__all__ = [
    "ActionResult",
    "Check",
    "CheckResult",
    "Replay",
    "TableLog",
    "TableLogError",
    "action_text",
    "check_file",
    "load_table_log",
    "read_table_log",
    "replay_log",
    "to_pbn",
    "write_table_log",
]

LAWS_EDITIONS: Final = ("2017", "2007", "1997")
"""The editions of the Laws a log may name (``[Laws "2007"]``); see docs/editions.md for
what the engine rectifies under each."""

QUESTIONS: Final = ("unintended", "comparable", "same-denomination", "artificial-pass",
                    "lead", "deliberate", "own-lead", "to-comply", "misinformed", "claim",
                    "compensated", "unintended-card", "current-trick", "lowest",
                    "denominations", "natural", "more-precise", "inadvertent", "holds-suit",
                    "inadvertent-card")
"""The director's findings a log may give: ``TD NAME yes|no``, and ``TD denominations
H S`` (or ``none``), the denominations an alerted call showed (26B, 27B1(a), 29C)."""

_DENOMINATIONS: Final = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS,
                         "S": Strain.SPADES, "NT": Strain.NOTRUMP, "N": Strain.NOTRUMP}

CHECK_KINDS: Final = (
    "contract", "waiting", "question", "chooser", "option", "obligation", "no-obligation",
    "legal", "turn", "law", "flag", "no-flag", "restriction", "penalty-cards", "information",
    "tricks", "score", "revoke", "no-revoke", "established", "transfer", "result",
    "declarer", "cards", "severity", "winner", "rule", "no-option", "no-restriction",
    "no-information", "not-established", "pending", "refused", "played", "outcome", "answer",
    "adjusted",
)
"""The words an ``expect`` line may start with."""


# --- what a log holds ------------------------------------------------------------------

class TableLogError(FormatError):
    """A log that cannot be run: a malformed line, an action the board cannot take, or a
    check that fails. ``str()`` is ``source:line:column: message``."""

    line: int
    column: int

    def __init__(self, source: str, line: int, column: int,
                 message: str | Renderable) -> None:
        super().__init__(source, line, column, message)


@dataclass(frozen=True, slots=True)
class Check:
    """An ``expect`` line: where it is, its words (after ``expect``), and ``position``, the
    number of actions before it (it is evaluated after them)."""

    line: int
    column: int
    words: tuple[str, ...]
    position: int

    def __str__(self) -> str:
        return " ".join(self.words)


@dataclass(frozen=True, slots=True)
class CheckResult:
    """A check evaluated: whether it holds, what was expected and what the board showed."""

    check: Check
    ok: bool
    expected: str
    found: str
    found_message: Message | None = None  # ``found`` as a sentence of the catalogue

    @property
    def text(self) -> str:
        """``contract 3S N`` when it holds, else ``expected contract 3S N, found 3C E``."""
        return self.expected if self.ok else f"expected {self.expected}, found {self.found}"


@dataclass
class TableLog:
    """A log as read: the board, the edition of the Laws, the regulations, the actions
    (line, event) and the checks; ``tags`` holds every header tag except ``Regulation``.

    ``W leads HK`` is read as ``ExposedCards(W, (HK,), led=True)``; :func:`replay_log`
    plays it as a card when the auction is over, as the format says."""

    source: str
    board: Board
    laws: str = "2017"
    regulations: Regulations = field(default_factory=Regulations)
    actions: list[tuple[int, TableEvent]] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    tags: dict[str, str] = field(default_factory=dict)


# --- reading -----------------------------------------------------------------------------

class _Bad(Exception):
    """A bad line: the reason (a catalogue message, or an error that renders itself) and
    the column."""

    def __init__(self, message: Renderable, column: int) -> None:
        super().__init__(message.render("en"))
        self.message = message
        self.column = column


def _reason(error: Exception) -> Renderable:
    """A lower layer's error as a reason: itself when it renders in a language."""
    if callable(getattr(error, "render", None)):
        return error  # type: ignore[return-value]
    return Message("tablelog.reason", reason=str(error))


class _Token(NamedTuple):
    text: str
    column: int  # 1-based


_WORDS_RE: Final = re.compile(r"\S+")
_TAG_RE: Final = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)((?:\s*"(?:[^"\\]|\\.)*")+)\s*\]')
_VALUE_RE: Final = re.compile(r'"((?:[^"\\]|\\.)*)"')
_CALL_RE: Final = re.compile(r"(?i)(pass|p|xx|x)|([1-9])(c|d|h|s|nt|n)")
_CARD_RE: Final = re.compile(r"(?i)[cdhs](?:10|[2-9tjqka])")
_SEATS: Final = {
    "N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST,
    "NORTH": Seat.NORTH, "EAST": Seat.EAST, "SOUTH": Seat.SOUTH, "WEST": Seat.WEST,
}
_VULNERABLE: Final = {
    "NONE": Vulnerability.NONE, "LOVE": Vulnerability.NONE, "-": Vulnerability.NONE,
    "NS": Vulnerability.NS, "EW": Vulnerability.EW,
    "ALL": Vulnerability.BOTH, "BOTH": Vulnerability.BOTH,
}
_CHOICES: Final = {"accepts": "accept", "refuses": "refuse", "withdraws": "withdraw",
                   "keeps": "keep", "highest": "highest", "lowest": "lowest",
                   "returns": "return"}
_PLAY_WORDS: Final[dict[str, Callable[[Seat], TableEvent]]] = {
    "faces": LeadFaced, "review": ReviewAsked, "suggests": DummySuggested, "spreads": HandSpread,
    "warns": DummyWarned, "turns": CardTurned, "inspects": TrickInspected,
    "points": CardPointed, "next-board": LaterBoard,
}
_CARD_WORDS: Final[dict[str, Callable[[Seat, Card], TableEvent]]] = {
    "face-down": FaceDownLead, "places": DummyPlaced, "adds": CardAdded,
    "retracts": CardRetracted, "holds": CardHeld, "touches": CardTouched,
}
_YES_NO: Final = {"yes": True, "no": False}
_A_CARD: Final = Term("tablelog.what.card")
_A_SEAT: Final = Term("tablelog.what.seat")
_A_TRICK: Final = Term("tablelog.what.trick")
_TYPED_OPTIONS: Final = {"accepts": "accept", "refuses": "refuse", "withdraws": "withdraw",
                         "keeps": "keep", "no-restriction": "none", "prohibits": "prohibit",
                         "requires": "require", "picks": "play", "spreads": "spread",
                         "returns": "return", "penalizes": "penalty"}
"""An option as a log line writes it, and the option's name (``expect option`` takes
either)."""


def _strip_comment(line: str) -> str:
    """The line without its comment: ``%`` or ``#`` outside a quoted tag value."""
    quoted = escaped = False
    for i, ch in enumerate(line):
        if escaped:
            escaped = False
        elif ch == "\\" and quoted:
            escaped = True
        elif ch == '"':
            quoted = not quoted
        elif ch in "%#" and not quoted:
            return line[:i]
    return line


def _tokens(text: str) -> list[_Token]:
    return [_Token(m.group(), m.start() + 1) for m in _WORDS_RE.finditer(text)]


def _seat(token: _Token) -> Seat:
    seat = _SEATS.get(token.text.upper())
    if seat is None:
        raise _Bad(Message("tablelog.seat", token=repr(token.text)), token.column)
    return seat


def _call(token: _Token) -> Call | HighBid:
    m = _CALL_RE.fullmatch(token.text)
    if m is None:
        raise _Bad(Message("tablelog.call", token=repr(token.text)), token.column)
    if m.group(1):
        return Call.parse(m.group(1))
    level, strain = int(m.group(2)), Strain.parse(m.group(3))
    return HighBid(level, strain) if level > 7 else Call.bid(level, strain)


def _is_call(text: str) -> bool:
    return _CALL_RE.fullmatch(text) is not None


def _card(token: _Token) -> Card:
    if _CARD_RE.fullmatch(token.text) is None:
        raise _Bad(Message("tablelog.card", token=repr(token.text)), token.column)
    return Card.parse(token.text)


def _suit(token: _Token) -> Suit:
    if token.text.upper() not in ("C", "D", "H", "S"):
        raise _Bad(Message("tablelog.suit", token=repr(token.text)), token.column)
    return Suit.parse(token.text)


def _law(token: _Token) -> str:
    if re.fullmatch(r"[1-9][0-9]?(?:[A-Z](?:[0-9]+(?:\([a-z]\)(?:\([ivx]+\))?)?)?)?",
                    token.text) is None:
        raise _Bad(Message("tablelog.law", token=repr(token.text)), token.column)
    return token.text


class _Line:
    """The tokens of one line, read from left to right."""

    def __init__(self, tokens: list[_Token], end: int, body: str = "") -> None:
        self.tokens = tokens
        self.i = 0
        self.end = end
        self.body = body  # the line without its comment, for TD adjusts

    def next(self, what: str | Message) -> _Token:
        """The next token; ``what`` it should be (a term, or a log keyword) when the line
        has ended."""
        if self.i >= len(self.tokens):
            raise _Bad(Message("tablelog.expected.end", what=what), self.end)
        self.i += 1
        return self.tokens[self.i - 1]

    def rest(self) -> list[_Token]:
        out = self.tokens[self.i:]
        self.i = len(self.tokens)
        return out

    def more(self) -> bool:
        return self.i < len(self.tokens)

    def done(self) -> None:
        if self.more():
            token = self.tokens[self.i]
            raise _Bad(Message("tablelog.unexpected", token=repr(token.text)), token.column)


class _Header:
    def __init__(self) -> None:
        self.values: dict[str, str] = {}
        self.board: int | None = None
        self.dealer: Seat | None = None
        self.vulnerability: Vulnerability | None = None
        self.deal: Deal | None = None
        self.hands: tuple[Holding, ...] | None = None
        self.laws = "2017"
        self.regulations = Regulations()
        self.regulations_seen: set[str] = set()

    def tag(self, text: str, column: int) -> None:
        m = _TAG_RE.fullmatch(text.strip())
        if m is None:
            raise _Bad(Message("tablelog.tag.form"), column)
        name = m.group(1)
        offset = column + text.strip().index(m.group(2))
        values = []
        columns = []
        for v in _VALUE_RE.finditer(m.group(2)):
            values.append(re.sub(r"\\(.)", r"\1", v.group(1)))
            columns.append(offset + v.start() + 1)
        if name == "Regulation":
            self._regulation(values, columns, column)
            return
        if len(values) != 1:
            raise _Bad(Message("tablelog.tag.values", name=name, count=len(values)), columns[1])
        value, at = values[0], columns[0]
        if name in self.values:
            raise _Bad(Message("tablelog.tag.twice", name=name), column)
        self.values[name] = value
        text_value = value.strip()
        if name == "Board":
            try:
                self.board = read_number(text_value, BOARD_NUMBER, minimum=1)
            except NumberError as e:
                if e.out_of_range and text_value.strip("0"):
                    raise _Bad(e, at) from None
                raise _Bad(Message("tablelog.board", text=shown(value)), at) from None
        elif name == "Dealer":
            seat = _SEATS.get(text_value.upper())
            if seat is None:
                raise _Bad(Message("tablelog.dealer", value=repr(value)), at)
            self.dealer = seat
        elif name == "Vulnerable":
            vul = _VULNERABLE.get(text_value.upper())
            if vul is None:
                raise _Bad(Message("tablelog.vulnerability", value=repr(value)), at)
            self.vulnerability = vul
        elif name == "Deal":
            if "Hands" in self.values:
                raise _Bad(Message("tablelog.deal-or-hands"), column)
            if text_value not in ("", "?"):
                try:
                    self.deal = complete_deal(parse_partial(text_value))
                except DealError as e:
                    raise _Bad(Message("tablelog.deal", reason=e), at) from None
        elif name == "Hands":
            if "Deal" in self.values and self.deal is not None:
                raise _Bad(Message("tablelog.deal-or-hands"), column)
            hands: list[Holding | None] = [None] * 4
            if text_value not in ("", "?"):
                try:
                    hands = parse_partial(text_value)
                    self.deal = complete_deal(hands)
                except DealError as e:
                    raise _Bad(Message("tablelog.hands", reason=e), at) from None
            if self.deal is None:
                self.hands = tuple(h if h is not None else Holding(0) for h in hands)
        elif name == "Laws":
            if text_value not in LAWS_EDITIONS:
                raise _Bad(Message("tablelog.laws", value=repr(value),
                                   laws=", ".join(LAWS_EDITIONS)), at)
            self.laws = text_value

    def _regulation(self, values: list[str], columns: list[int], column: int) -> None:
        if len(values) != 2:
            raise _Bad(Message("tablelog.regulation.form"), column)
        name, value = values[0].strip(), values[1].strip()
        if name != "lead-restrictions":
            raise _Bad(Message("tablelog.regulation.unknown", value=repr(values[0])),
                       columns[0])
        if name in self.regulations_seen:
            raise _Bad(Message("tablelog.regulation.twice", name=name), column)
        if value not in ("prohibit", "require-or-prohibit"):
            raise _Bad(Message("tablelog.regulation.lead", value=repr(value)), columns[1])
        self.regulations_seen.add(name)
        self.regulations = self.regulations.replace(lead_restrictions=value)

    def board_value(self) -> Board:
        number = self.board or 1
        return Board(number,
                     self.dealer if self.dealer is not None else dealer_for(number),
                     self.vulnerability if self.vulnerability is not None
                     else vulnerability_for(number),
                     self.deal, self.hands)


def _action(line: _Line) -> TableEvent:
    first = line.next(Term("tablelog.what.action"))
    two_words: dict[str, tuple[str, Callable[[], TableEvent]]] = {
        "trick": ("quitted", TrickQuitted), "round": ("ends", RoundEnded),
        "hands": ("returned", HandsReturned), "play": ("continues", PlayContinued)}
    if first.text.lower() == "trick" and line.more() \
            and line.tokens[line.i].text.upper() in _SEATS:
        return _summary(line)
    if first.text.lower() in two_words:
        expected, kind = two_words[first.text.lower()]
        second = line.next(expected)
        if second.text.lower() != expected:
            raise _Bad(Message("tablelog.expected", what=f"'{first.text.lower()} {expected}'",
                               token=repr(second.text)), second.column)
        line.done()
        return kind()
    if first.text.upper() == "TD":
        if not line.more():
            return DirectorCalled()
        name = line.next(Term("tablelog.what.finding"))
        if name.text.lower() == "adjusts":
            return _adjusted(line)
        if name.text.lower() == "denominations":
            return Finding("denominations", _denominations(line))
        if name.text.lower() in _JUDGED_TD:
            return _judged_td(name.text.lower(), line)
        if name.text.lower() not in QUESTIONS:
            raise _Bad(Message("tablelog.finding", token=repr(name.text),
                               known=", ".join(QUESTIONS)), name.column)
        answer = line.next(Term("tablelog.what.yes-no"))
        if answer.text.lower() not in _YES_NO:
            raise _Bad(Message("tablelog.expected", what=Term("tablelog.what.yes-no"),
                               token=repr(answer.text)), answer.column)
        line.done()
        return Finding(name.text.lower(), _YES_NO[answer.text.lower()])
    if first.text.upper() not in _SEATS:
        raise _Bad(Message("tablelog.statement", token=repr(first.text)), first.column)
    seat = _seat(first)
    token = line.next(Term("tablelog.what.call-card-action"))
    word = token.text.lower()
    event: TableEvent
    if _is_call(token.text):
        marks = {"together": False, "alert": False}
        while line.more() and line.tokens[line.i].text.lower() in marks \
                and not marks[line.tokens[line.i].text.lower()]:
            marks[line.next("together").text.lower()] = True
        event = CallMade(seat, _call(token), marks["together"], marks["alert"])
    elif _CARD_RE.fullmatch(token.text):
        event = _cards_line(seat, token, line)
    elif word == "changes" and line.more() and _CARD_RE.fullmatch(line.tokens[line.i].text):
        event = PlayChanged(seat, _card(line.next(_A_CARD)))
    elif word == "changes":
        new = line.next(Term("tablelog.what.new-call"))
        call = _call(new)
        if isinstance(call, HighBid):
            raise _Bad(Message("tablelog.change.high", token=repr(new.text)), new.column)
        event = ChangedCall(seat, call)
    elif word in ("exposes", "leads"):
        cards = [_card(t) for t in line.rest()]
        if not cards:
            key = "tablelog.exposes.none" if word == "exposes" else "tablelog.leads.none"
            raise _Bad(Message(key, seat=seat), line.end)
        event = ExposedCards(seat, tuple(cards), word == "leads")
    elif word == "attention":
        event = AttentionDrawn(seat)
    elif word in _CHOICES:
        event = Choice(seat, _CHOICES[word])
    elif word in ("prohibits", "requires"):
        suits = [_suit(line.next(Term("tablelog.what.suit")))]
        if word == "prohibits":
            suits += [_suit(t) for t in line.rest()]
        event = Choice(seat, f"{word[:-1]} {' '.join(s.letter for s in suits)}")
    elif word == "no-restriction":
        event = Choice(seat, "none")
    elif word == "picks":
        event = Choice(seat, f"play {_card(line.next(_A_CARD))}")
    elif word == "penalizes":
        cards = [_card(t) for t in line.rest()]
        if not cards:
            raise _Bad(Message("tablelog.penalizes.none"), line.end)
        event = Choice(seat, "penalty " + " ".join(c.name for c in cards))
    elif word == "hand":
        event = Choice(seat, f"hand {_seat(line.next(_A_SEAT))}")
    elif word in ("claims", "concedes"):
        count = line.next(Term("tablelog.what.claimed" if word == "claims"
                                else "tablelog.what.conceded"))
        tricks = whole_number(count.text, 13)
        if tricks is None:
            raise _Bad(Message("tablelog.tricks", text=shown(count.text)), count.column)
        if line.more():
            said = _quoted_tail(line)
            words = [t.text for t in line.rest()]
            event = ClaimStated(seat, tricks, word == "concedes", " ".join(words), said)
        else:
            event = ClaimAgreed(seat, tricks) if word == "claims" \
                else ConcessionAgreed(seat, tricks)
    elif word in _PLAY_WORDS:
        event = _PLAY_WORDS[word](seat)
    elif word in _CARD_WORDS:
        event = _CARD_WORDS[word](seat, _card(line.next(_A_CARD)))
    elif word == "names":
        what = line.next(Term("tablelog.what.designation"))
        if not re.fullmatch(r"(?i)high|low|win|ruff|anything|[cdhs]|10|[2-9tjqka]|"
                            r"[cdhs](?:10|[2-9tjqka])", what.text):
            raise _Bad(Message("tablelog.designation", token=repr(what.text)), what.column)
        event = Designated(seat, what.text.upper() if len(what.text) <= 3
                           and what.text.lower() not in ("low", "win") else what.text.lower())
    elif word == "asks" and line.more() and line.tokens[line.i].text.upper() in _SEATS:
        event = Inquiry(seat, _seat(line.next(Term("tablelog.what.asked"))))
    elif word == "asks":
        event = Asked(seat, _plain_call(line.next(Term("tablelog.what.call")))
                      if line.more() else None)
    elif word in _TEMPO_WORDS:
        event = Tempo(seat, _TEMPO_WORDS[word], _quoted(line, optional=True))
    elif word in _EXPLAIN_WORDS:
        call = None
        if (line.more() and not line.tokens[line.i].text.startswith('"')) or word != "explains":
            call = _plain_call(line.next(Term("tablelog.what.call")))
        event = Explained(seat, _EXPLAIN_WORDS[word], call, _quoted(line, optional=True))
    elif word in _SEAT_JUDGED:
        event = _SEAT_JUDGED[word](seat)
    elif word == "extraneous":
        event = Extraneous(seat, _quoted(line, optional=True))
    elif word == "breach":
        law = line.next(Term("tablelog.what.breach"))
        if law.text not in BREACHES:
            raise _Bad(Message("tablelog.breach", token=repr(law.text), known=", ".join(BREACHES)),
                       law.column)
        event = Breach(seat, clause(law.text))
    else:
        raise _Bad(Message("tablelog.action", token=repr(token.text)), token.column)
    line.done()
    return event


_TEMPO_WORDS: Final = {"hesitates": "hesitation", "hurries": "haste",
                        "gestures": "mannerism", "remarks": "remark"}
"""A break in tempo or a mannerism (16B1, 73D1) and the kind it is recorded as."""
_EXPLAIN_WORDS: Final = {"alerts": "alert", "no-alert": "no-alert",
                         "announces": "announcement", "explains": "explanation"}
_SEAT_JUDGED: Final[dict[str, Callable[[Seat], TableEvent]]] = {
    "agrees": Agreed, "objects": Objected, "withdraws-agreement": AgreementWithdrawn,
    "cancels-concession": CancelAsked}
_JUDGED_TD: Final = ("rules", "answers", "reopens", "agreement")
_QUOTED_RE: Final = re.compile(r'"((?:[^"\\]|\\.)*)"\s*')


def _plain_call(token: _Token) -> Call:
    call = _call(token)
    if isinstance(call, HighBid):
        raise _Bad(Message("tablelog.expected", what=Term("tablelog.what.call"),
                           token=repr(token.text)), token.column)
    return call


def _quoted(line: _Line, optional: bool = False) -> str:
    """A quoted text that ends the line (``"15-17"``): what a player or the director
    said, kept as it was said."""
    if not line.more():
        if optional:
            return ""
        raise _Bad(Message("tablelog.expected.end", what=Term("tablelog.what.quoted")),
                   line.end)
    token = line.tokens[line.i]
    m = _QUOTED_RE.fullmatch(line.body, token.column - 1)
    if m is None:
        raise _Bad(Message("tablelog.expected", what=Term("tablelog.what.quoted"),
                           token=repr(token.text)), token.column)
    line.rest()
    return re.sub(r"\\(.)", r"\1", m.group(1))


def _quoted_tail(line: _Line) -> str:
    """A claim's statement in words, quoted at the end of its line (taken off the line's
    tokens, which keep the structured form before it)."""
    at = line.body.find('"')
    if at < 0:
        return ""
    m = _QUOTED_RE.fullmatch(line.body, at)
    if m is None:
        raise _Bad(Message("tablelog.expected.end", what=Term("tablelog.what.quoted")),
                   at + 1)
    line.tokens = [t for t in line.tokens if t.column <= at]
    return re.sub(r"\\(.)", r"\1", m.group(1))


def _judged_td(word: str, line: _Line) -> TableEvent:
    """``TD rules ui [SEAT]``, ``TD answers ui.available yes ["note"]``, ``TD reopens
    ui.alternative no ["note"]``, ``TD agreement no-evidence|mistaken-explanation|
    mistaken-call ["the card's line"]``."""
    if word == "rules":
        name = line.next(Term("tablelog.what.procedure"))
        seat = _seat(line.next(Term("tablelog.what.seat"))) if line.more() else None
        line.done()
        return ProcedureOpened(name.text.lower(), seat)
    if word == "agreement":
        finding = line.next(", ".join(AGREEMENT_FINDINGS))
        if finding.text.lower() not in AGREEMENT_FINDINGS:
            raise _Bad(Message("tablelog.expected", what=", ".join(AGREEMENT_FINDINGS),
                               token=repr(finding.text)), finding.column)
        return AgreementFound(finding.text.lower(), _quoted(line, optional=True))
    ask = line.next(Term("tablelog.what.question"))
    value = line.next(Term("tablelog.what.answer"))
    note = _quoted(line, optional=True)
    return ProcedureAnswered(ask.text.lower(), value.text.lower(), word == "reopens", note)


_NO_ADJUSTMENT_RE: Final = re.compile(
    r'(?i)none(?:\s+law\s+(?P<law>\S+))?(?:\s+"(?P<note>(?:[^"\\]|\\.)*)")?\s*')


def _summary(line: _Line) -> TrickSummary:
    """``trick W`` or ``trick W revoke E S``: a trick whose cards are not recorded, won
    by W; E revoked in it, failing to follow to spades (a board whose deal is not
    known)."""
    winner = _seat(line.next(_A_SEAT))
    revokes: list[tuple[Seat, Suit]] = []
    while line.more():
        word = line.next("revoke")
        if word.text.lower() != "revoke":
            raise _Bad(Message("tablelog.expected", what="'revoke SEAT SUIT'",
                               token=repr(word.text)), word.column)
        seat = _seat(line.next(_A_SEAT))
        revokes.append((seat, _suit(line.next(Term("tablelog.what.suit")))))
    return TrickSummary(winner, tuple(revokes))


def _adjusted(line: _Line) -> ScoreAdjusted:
    """``TD adjusts RESULT [law LAW] ["NOTE"]``: RESULT as a session file writes an
    adjusted score (12C), or ``none`` when the table result stands."""
    token = line.next(Term("tablelog.what.adjusted"))
    text = line.body[token.column - 1:]
    line.rest()
    m = _NO_ADJUSTMENT_RE.fullmatch(text)
    if m is not None:
        result, law_text = "none", m.group("law") or ""
        note = re.sub(r"\\(.)", r"\1", m.group("note") or "")
    else:
        try:
            result, law_text, note = read_adjusted(text)
        except ValueError as e:
            raise _Bad(_reason(e), token.column + getattr(e, "column", 1) - 1) from None
        # weights as decimals: % starts a comment in a log
        result = re.sub(r"(?<!\S)([0-9]+(?:\.[0-9]+)?)%(?!\S)",
                        lambda w: str((Decimal(w.group(1)) / 100).normalize()), result)
    if law_text:
        try:
            law(law_text)
        except ValueError:
            at = text.find(law_text)
            raise _Bad(Message("tablelog.clause", token=repr(law_text)),
                       token.column + max(at, 0)) from None
    return ScoreAdjusted(result, law_text, note)


def _denominations(line: _Line) -> tuple[Strain, ...]:
    """``TD denominations H S`` or ``TD denominations none``: the denominations an alerted
    call showed, each once, in bidding order."""
    tokens = line.rest()
    if not tokens:
        raise _Bad(Message("tablelog.denominations.none"), line.end)
    if len(tokens) == 1 and tokens[0].text.lower() == "none":
        return ()
    found: set[Strain] = set()
    for token in tokens:
        strain = _DENOMINATIONS.get(token.text.upper())
        if strain is None:
            raise _Bad(Message("tablelog.denomination", token=repr(token.text)), token.column)
        if strain in found:
            raise _Bad(Message("tablelog.denomination.twice", token=repr(token.text)), token.column)
        found.add(strain)
    return tuple(sorted(found))


def _cards_line(seat: Seat, first: _Token, line: _Line) -> TableEvent:
    """``W HK``, ``W HK together`` (58A), ``W HK S3`` (two cards at once, 58B) or ``W HK
    hidden S3`` (the second card's face not seen, 58B1)."""
    cards = [_card(first)]
    hidden: list[Card] = []
    while line.more():
        token = line.tokens[line.i]
        if token.text.lower() == "together" and len(cards) == 1 and not hidden:
            line.next("together")
            return PlayedTogether(seat, cards[0])
        if token.text.lower() == "hidden":
            line.next("hidden")
            hidden += [_card(t) for t in line.rest()]
            if not hidden:
                raise _Bad(Message("tablelog.hidden.none"), line.end)
            break
        cards.append(_card(line.next(_A_CARD)))
    if len(cards) == 1 and not hidden:
        return CardPlayed(seat, cards[0])
    return CardsTogether(seat, tuple(cards), tuple(hidden))


def read_table_log(text: str, source: str = "<log>") -> TableLog:
    """Read a table log; :class:`TableLogError` at the first malformed line.

    >>> log = read_table_log('[Board "6"]\\nE pass together  % Law 33\\nexpect turn S')
    >>> log.board.dealer, str(log.board.vulnerability), log.actions
    (<Seat.EAST: 1>, 'EW', [(2, CallMade(seat=<Seat.EAST: 1>, call=Call.parse('Pass'), \
together=True, alerted=False))])
    >>> read_table_log('[Dealer "X"]', "b.log")
    Traceback (most recent call last):
    ...
    bridgelaws.formats.tablelog.TableLogError: b.log:1:10: 'X' is not a dealer (expected \
N, E, S or W)
    """
    header = _Header()
    actions: list[tuple[int, TableEvent]] = []
    checks: list[Check] = []
    in_header = True
    for number, raw in enumerate(split_lines(text.removeprefix("\ufeff")), 1):
        body = _strip_comment(raw)
        try:
            stripped = body.strip()
            if not stripped:
                continue
            column = len(body) - len(body.lstrip()) + 1
            if stripped.startswith("["):
                if not in_header:
                    raise _Bad(Message("tablelog.tag.late"), column)
                header.tag(body[column - 1:], column)
                continue
            in_header = False
            tokens = _tokens(body)
            line = _Line(tokens, len(body.rstrip()) + 1, body)
            if tokens[0].text.lower() == "expect":
                line.next("expect")
                words = line.rest()
                _parse_check(words, line.end)
                checks.append(Check(number, column, tuple(t.text for t in words),
                                    len(actions)))
                continue
            actions.append((number, _action(line)))
        except _Bad as bad:
            raise TableLogError(source, number, bad.column, bad.message) from None
    tags = dict(header.values)
    regulations = header.regulations
    if "lead-restrictions" not in header.regulations_seen:  # the edition's own default
        regulations = regulations.replace(
            lead_restrictions=editions.edition(header.laws).lead_restrictions)
    return TableLog(source, header.board_value(), header.laws, regulations, actions,
                    checks, tags)


def load_table_log(path: str | Path) -> TableLog:
    """Read a table log file (UTF-8, else Latin-1). :class:`OSError` if it cannot be read."""
    data = Path(path).read_bytes()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return read_table_log(text, str(path))


# --- checks ------------------------------------------------------------------------------

class _Expect(NamedTuple):
    kind: str
    seat: Seat | None = None
    text: str = ""
    number: int = 0
    contract: Contract | None = None
    calls: tuple[Call | HighBid, ...] = ()
    cards: tuple[Card, ...] = ()


def _parse_check(words: list[_Token], end: int) -> _Expect:
    line = _Line(words, end)
    kind_token = line.next(Term("tablelog.what.check"))
    kind = kind_token.text.lower()
    if kind not in CHECK_KINDS:
        raise _Bad(Message("tablelog.check.unknown", token=repr(kind_token.text),
                           known=", ".join(CHECK_KINDS)), kind_token.column)
    result: _Expect
    if kind == "contract":
        first = line.next(Term("tablelog.what.contract"))
        if first.text.lower() in ("pass", "p"):
            result = _Expect(kind)
        else:
            try:
                contract = parse_contract(first.text)
            except ValueError:
                contract = None
            if contract is None or contract.declarer is not None:
                raise _Bad(Message("tablelog.contract", token=repr(first.text)),
                           first.column)
            declarer = _seat(line.next(Term("tablelog.what.declarer")))
            result = _Expect(kind, contract=contract.with_declarer(declarer))
    elif kind in ("waiting", "law", "flag"):
        result = _Expect(kind, text=_law(line.next(Term("tablelog.what.law"))))
    elif kind == "question":
        name = line.next(Term("tablelog.what.finding-name"))
        if name.text.lower() not in QUESTIONS:
            raise _Bad(Message("tablelog.finding", token=repr(name.text),
                               known=", ".join(QUESTIONS)), name.column)
        result = _Expect(kind, text=name.text.lower())
    elif kind in ("chooser", "no-obligation", "turn", "restriction", "no-restriction"):
        result = _Expect(kind, _seat(line.next(_A_SEAT)))
    elif kind in ("option", "no-option"):
        rest = line.rest()
        if not rest:
            raise _Bad(Message("tablelog.option.none"), end)
        typed = rest[0].text.lower()
        names = [_TYPED_OPTIONS.get(typed, typed),
                 *(t.text.upper() if len(t.text) == 1 else t.text.lower() for t in rest[1:])]
        result = _Expect(kind, text=" ".join(names))
    elif kind == "obligation":
        seat = _seat(line.next(_A_SEAT))
        how = line.next(Term("tablelog.what.next-rest"))
        if how.text.lower() not in ("next", "rest"):
            raise _Bad(Message("tablelog.expected", what=Term("tablelog.what.next-rest"),
                               token=repr(how.text)), how.column)
        result = _Expect(kind, seat, how.text.lower())
    elif kind == "legal":
        seat = _seat(line.next(_A_SEAT))
        result = _Expect(kind, seat, calls=tuple(_call(t) for t in line.rest()))
    elif kind in ("no-flag", "no-information", "refused"):
        result = _Expect(kind)
    elif kind in ("outcome", "answer", "adjusted"):
        tokens = line.rest()
        if not tokens:
            raise _Bad(Message("tablelog.expected.end", what=Term("tablelog.what.judged")),
                       line.end)
        result = _Expect(kind, text=" ".join(t.text for t in tokens))
    elif kind == "pending":
        what = line.next("none")
        if what.text.lower() != "none":
            raise _Bad(Message("tablelog.expected", what="'pending none'", token=repr(what.text)),
                       what.column)
        result = _Expect(kind, text="none")
    elif kind == "played":
        number = _trick_number(line.next(_A_TRICK))
        seat = _seat(line.next(_A_SEAT))
        result = _Expect(kind, seat, number=number, cards=(_card(line.next(_A_CARD)),))
    elif kind == "penalty-cards":
        seat = _seat(line.next(_A_SEAT))
        result = _Expect(kind, seat, cards=tuple(_card(t) for t in line.rest()))
    elif kind == "information":
        seat = _seat(line.next(_A_SEAT))
        what = line.next(Term("tablelog.what.call-card"))
        if _CARD_RE.fullmatch(what.text):
            calls: tuple[Call | HighBid, ...] = ()
            cards: tuple[Card, ...] = (Card.parse(what.text),)
        elif _is_call(what.text):
            calls, cards = (_call(what),), ()
        else:
            raise _Bad(Message("tablelog.call-card", token=repr(what.text)), what.column)
        side = ""
        if line.more():
            word = line.next("for")
            if word.text.lower() != "for":
                raise _Bad(Message("tablelog.for", token=repr(word.text)), word.column)
            token = line.next(Term("tablelog.what.side"))
            if token.text.upper() not in ("NS", "EW"):
                raise _Bad(Message("tablelog.side", token=repr(token.text)), token.column)
            side = token.text.upper()
        result = _Expect(kind, seat, side, calls=calls, cards=cards)
    elif kind in ("revoke", "established", "winner", "not-established"):
        first = line.next(_A_SEAT if kind != "winner" else _A_TRICK)
        second = line.next(_A_TRICK if kind != "winner" else _A_SEAT)
        seat_token, number_token = (first, second) if kind != "winner" else (second, first)
        number = _trick_number(number_token)
        result = _Expect(kind, _seat(seat_token), number=number)
    elif kind in ("no-revoke",):
        result = _Expect(kind)
    elif kind in ("declarer", "rule"):
        result = _Expect(kind, _seat(line.next(_A_SEAT)))
    elif kind == "cards":
        seat = _seat(line.next(_A_SEAT))
        rest = line.rest()
        if len(rest) == 1 and rest[0].text.lower() == "none":
            rest = []
        result = _Expect(kind, seat, cards=tuple(_card(t) for t in rest))
    elif kind == "severity":
        seat = _seat(line.next(_A_SEAT))
        card = _card(line.next(_A_CARD))
        how = line.next(Term("tablelog.what.severity"))
        if how.text.lower() not in ("major", "minor"):
            raise _Bad(Message("tablelog.expected", what=Term("tablelog.what.severity"),
                               token=repr(how.text)), how.column)
        result = _Expect(kind, seat, how.text.lower(), cards=(card,))
    else:  # tricks, score, transfer, result
        token = line.next(Term("tablelog.what.number"))
        counted = kind in ("tricks", "transfer", "result")
        try:
            value = (read_number(token.text, Term("tablelog.what.tricks"), maximum=13)
                     if counted else
                     read_number(token.text, Term("tablelog.what.score"), minimum=-MAX_SCORE,
                                 maximum=MAX_SCORE,
                                 signed=True))
        except NumberError as e:
            raise _Bad(e, token.column) from None
        result = _Expect(kind, number=value)
    line.done()
    return result


def _trick_number(token: _Token) -> int:
    number = whole_number(token.text, 13)
    if number is None or number < 1:
        raise _Bad(Message("tablelog.trick", text=shown(token.text)), token.column)
    return number


def _under(law: str, cited: str) -> bool:
    """Whether ``cited`` is ``law`` or a part of it (27 covers 27B1(a), not 2 or 270)."""
    if cited == law:
        return True
    if not cited.startswith(law) or not law:
        return False
    return law[-1].isdigit() != cited[len(law)].isdigit()


def _calls_text(calls: Iterable[Call | HighBid]) -> str:
    return " ".join(str(c) for c in calls)


def _contract_text(contract: Contract | None) -> str:
    return "pass" if contract is None else str(contract)


def _describe(spec: _Expect) -> str:
    kind = spec.kind
    if kind == "contract":
        return f"contract {_contract_text(spec.contract)}"
    if kind in ("waiting", "law", "flag", "question", "option", "no-option", "pending",
                "outcome", "answer", "adjusted"):
        return f"{kind} {spec.text}"
    if kind == "obligation":
        return f"obligation {spec.seat} {spec.text}"
    if kind == "legal":
        return f"legal {spec.seat} {_calls_text(spec.calls)}".rstrip()
    if kind == "penalty-cards":
        return f"penalty-cards {spec.seat} {' '.join(str(c) for c in spec.cards)}".rstrip()
    if kind == "information":
        what = spec.calls[0] if spec.calls else spec.cards[0]
        return f"information {spec.seat} {what}" + (f" for {spec.text}" if spec.text else "")
    if kind in ("tricks", "score", "transfer", "result"):
        return f"{kind} {spec.number}"
    if kind in ("no-flag", "no-revoke", "no-information", "refused"):
        return kind
    if kind == "played":
        return f"played {spec.number} {spec.seat} {spec.cards[0]}"
    if kind in ("revoke", "established", "not-established"):
        return f"{kind} {spec.seat} {spec.number}"
    if kind == "winner":
        return f"winner {spec.number} {spec.seat}"
    if kind == "cards":
        return f"cards {spec.seat} {' '.join(str(c) for c in spec.cards) or 'none'}"
    if kind == "severity":
        return f"severity {spec.seat} {spec.cards[0]} {spec.text}"
    return f"{kind} {spec.seat}"


def _evaluate(spec: _Expect, mode: TableMode) -> tuple[bool, str | Message]:
    """Whether the check holds, and what the board shows, in the check's own words (or a
    catalogue sentence where the board shows nothing the check could name)."""
    kind, step = spec.kind, mode.step
    found: str | Message
    if kind in ("outcome", "answer", "adjusted"):
        return _evaluate_judged(spec, mode)
    if kind == "contract":
        if not mode.auction_over:
            return False, Message("tablelog.found.auction")
        return (mode.contract == spec.contract, _contract_text(mode.contract))
    if kind == "waiting":
        if step is None:
            return False, Message("tablelog.found.no-step")
        return _under(spec.text, step.law), f"waiting {step.law}"
    if kind == "question":
        question = step.question if step is not None else None
        if question is None:
            return False, Message("tablelog.found.no-question")
        return question.name == spec.text, f"question {question.name}"
    if kind == "chooser":
        choosers = sorted({o.chooser for o in step.options} if step is not None else ())
        if not choosers:
            return False, Message("tablelog.found.no-options")
        return spec.seat in choosers, "chooser " + " ".join(str(s) for s in choosers)
    if kind in ("option", "no-option"):
        names = [o.name for o in step.options] if step is not None else []
        offered = spec.text.lower() in (n.lower() for n in names)
        if not names:
            return kind == "no-option", Message("tablelog.found.no-options")
        return offered == (kind == "option"), "options " + ", ".join(names)
    if kind == "pending":
        return step is None, f"waiting {step.law}" if step is not None else "pending none"
    if kind in ("obligation", "no-obligation"):
        assert spec.seat is not None
        duty = mode.obligations.get(spec.seat)
        found = (f"obligation {spec.seat} {'rest' if duty.rest_of_auction else 'next'}"
                 if duty is not None else f"no-obligation {spec.seat}")
        if kind == "no-obligation":
            return duty is None, found
        return (duty is not None and duty.rest_of_auction == (spec.text == "rest"), found)
    if kind == "legal":
        assert spec.seat is not None
        legal = mode.legal_calls(spec.seat)
        return ({str(c) for c in legal} == {str(c) for c in spec.calls},
                f"legal {spec.seat} {_calls_text(legal) or 'none'}")
    if kind == "turn":
        turn = mode.play.turn if mode.play is not None else mode.turn
        return turn == spec.seat, (f"turn {turn}" if turn is not None
                                   else Message("tablelog.found.nobody"))
    if kind == "law":
        cited = list(dict.fromkeys(r.law for r in mode.trail))
        return (any(_under(spec.text, law) for law in cited),
                "laws " + ", ".join(cited) if cited else Message("tablelog.found.no-law"))
    if kind in ("flag", "no-flag"):
        flags = list(dict.fromkeys(r.law for r in mode.flags))
        found = "flag " + ", ".join(flags) if flags else "no-flag"
        if kind == "no-flag":
            return not flags, found
        return any(_under(spec.text, law) for law in flags), found
    if kind in ("restriction", "no-restriction"):
        offenders = sorted({r.offender for r in mode.restrictions})
        found = ("restriction " + " ".join(str(s) for s in offenders) if offenders
                 else Message("tablelog.found.no-restriction"))
        return (spec.seat in offenders) == (kind == "restriction"), found
    if kind == "penalty-cards":
        assert spec.seat is not None
        held = mode.penalty_cards.get(spec.seat, [])
        return (set(held) == set(spec.cards),
                f"penalty-cards {spec.seat} {' '.join(str(c) for c in held) or 'none'}")
    if kind in ("information", "no-information"):
        recorded = _information(mode)
        texts = [" ".join(filter(None, (seat, what, f"for {side}" if side else "")))
                 for seat, what, side in recorded]
        found = ("information " + ", ".join(texts) if texts
                 else Message("tablelog.found.no-information"))
        if kind == "no-information":
            return not any(r.kind == "information" for r in mode.trail), found
        what = str(spec.calls[0] if spec.calls else spec.cards[0])
        return (any(seat == str(spec.seat) and shown_what == what
                    and (not spec.text or side == spec.text)
                    for seat, shown_what, side in recorded), found)
    if kind == "tricks":
        if mode.play is None:
            return False, Message("tablelog.found.no-play")
        tricks = mode.play.declarer_tricks
        return tricks == spec.number, f"tricks {tricks}"
    if kind in ("revoke", "established", "no-revoke", "transfer", "result", "declarer",
                "cards", "severity", "winner", "rule", "not-established", "played"):
        return _evaluate_play(spec, mode)
    score = mode.score
    if score is None:
        return False, Message("tablelog.found.no-score")
    return score[0] == spec.number, f"score {score[0]}"


def _evaluate_judged(spec: _Expect, mode: TableMode) -> tuple[bool, str | Message]:
    """``expect outcome ui.adjust`` (the latest procedure's outcome), ``expect answer
    ui.available yes [director|engine]`` (the latest answer to that question, and who gave
    it), ``expect adjusted assign 4S N -1`` (the director's adjusted score, 12C)."""
    if spec.kind == "adjusted":
        adjusted = mode.adjusted
        if adjusted is None:
            return False, Message("tablelog.found.no-adjusted")

        def same(text: str) -> str:
            try:
                return text if text.lower() == "none" else read_adjusted(text)[0]
            except ValueError:
                return text

        return same(adjusted.result) == same(spec.text), f"adjusted {adjusted.result}"
    if not mode.records:
        return False, Message("tablelog.found.no-procedure")
    if spec.kind == "outcome":
        outcome = mode.records[-1].outcome
        found = outcome.id.removeprefix("outcome.") if outcome is not None else "none"
        return spec.text.removeprefix("outcome.") == found, f"outcome {found}"
    name, _, rest = spec.text.partition(" ")
    ident = name if name.startswith("ask.") else f"ask.{name}"
    for record in reversed(mode.records):
        answer = record.latest().get(ident)
        if answer is not None:
            value = answer.value
            shown_value = ("yes" if value else "no") if isinstance(value, bool) else str(value)
            found = f"{name} {shown_value} {answer.by}"
            wanted = rest.split()
            return found.split()[1:1 + len(wanted)] == wanted, f"answer {found}"
    return False, Message("tablelog.found.no-answer", name=name)


def _evaluate_play(spec: _Expect, mode: TableMode) -> tuple[bool, str | Message]:
    """The checks of the play period."""
    kind, play = spec.kind, mode.play
    if kind == "declarer":
        return mode.declarer == spec.seat, f"declarer {mode.declarer or 'none'}"
    if kind == "result":
        result = mode.result
        return result == spec.number, f"result {result if result is not None else 'none'}"
    if play is None:
        return False, Message("tablelog.found.no-play")
    revokes = [f"{r.player} {r.trick}" for r in play.revokes]
    if kind == "no-revoke":
        return not revokes, "revoke " + ", ".join(revokes) if revokes else "no-revoke"
    if kind == "not-established":
        found = [r for r in play.revokes if r.player == spec.seat and r.trick == spec.number]
        if not found:
            return False, Message("tablelog.found.no-revoke-of", seat=str(spec.seat),
                                  trick=spec.number)
        settled = any(r.established for r in found)
        return (not settled, f"{'established' if settled else 'not-established'} "
                f"{spec.seat} {spec.number}")
    if kind == "played":
        tricks = [*play.tricks, *([play.current_trick] if play.current_trick else [])]
        if len(tricks) < spec.number:
            return False, Message("tablelog.found.not-begun", trick=spec.number)
        assert spec.seat is not None
        card = tricks[spec.number - 1].card_of(spec.seat)
        if card is None:
            return False, Message("tablelog.found.no-card", seat=str(spec.seat),
                                  trick=spec.number)
        return card == spec.cards[0], f"played {spec.number} {spec.seat} {Card(card)}"
    if kind in ("revoke", "established"):
        found = [r for r in play.revokes if r.player == spec.seat and r.trick == spec.number]
        if kind == "established":
            found = [r for r in found if r.established]
            shown = [f"{r.player} {r.trick}" for r in play.revokes if r.established]
            return bool(found), ("established " + ", ".join(shown) if shown
                                 else Message("tablelog.found.none-established"))
        return bool(found), ("revoke " + ", ".join(revokes) if revokes
                             else Message("tablelog.found.no-revoke"))
    if kind == "transfer":
        total = sum(t.tricks for _, t in mode.transfers)
        return total == spec.number, f"transfer {total}"
    if kind == "cards":
        legal = mode.legal_cards(spec.seat)
        return (set(legal) == set(spec.cards),
                f"cards {spec.seat} {' '.join(str(c) for c in sorted(legal)) or 'none'}")
    if kind == "severity":
        assert spec.seat is not None
        cards = play.penalty.get(spec.seat, {})
        card = spec.cards[0]
        if card not in cards:
            return False, Message("tablelog.found.not-penalty", value=str(Card(card)),
                                  seat=str(spec.seat))
        how = "major" if cards[card] else "minor"
        return how == spec.text, f"severity {spec.seat} {card} {how}"
    if kind == "winner":
        if len(play.tricks) < spec.number:
            return False, Message("tablelog.found.quitted", count=len(play.tricks))
        winner = play.tricks[spec.number - 1].winner
        return winner == spec.seat, f"winner {spec.number} {winner}"
    rules = [r.seat for r in (play.lead_rule, play.play_rule) if r is not None]
    return spec.seat in rules, ("rule " + " ".join(str(s) for s in rules) if rules
                                else Message("tablelog.found.no-rule"))


def _information(mode: TableMode) -> list[tuple[str, str, str]]:
    """The information the trail records (16C, 50E, ...): whose call or card (``""``
    where it is about cards in general), and the side it is unauthorised for (``""``
    when it is authorised for every player, 50E1)."""
    out = []
    for r in mode.trail:
        values = r.message.values
        seat, what = values.get("seat"), values.get("call", values.get("card", ""))
        if r.kind != "information" or not isinstance(seat, Seat):
            continue
        side, partner = values.get("os"), values.get("partner")
        if side is None and isinstance(partner, Seat):  # unauthorised for the partner
            side = partner.side
        out.append((str(seat), str(what), "" if side is None else str(side)))
    return out


def _refused(check: Check, found: Message) -> CheckResult:
    """An ``expect refused`` that failed: what happened instead."""
    return CheckResult(check, False, "refused", str(found), found)


def _check_result(check: Check, mode: TableMode) -> CheckResult:
    tokens = [_Token(w, 0) for w in check.words]
    spec = _parse_check(tokens, 0)
    ok, found = _evaluate(spec, mode)
    return CheckResult(check, ok, _describe(spec), str(found),
                       found if isinstance(found, Message) else None)


# --- replay ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ActionResult:
    """One action as the board took it: its line, the event applied, the rulings it gave
    and the step it opened (``None`` if the board waits for nothing new)."""

    line: int
    event: TableEvent
    rulings: tuple[Ruling, ...]
    step: Step | None
    refused: str = ""  # the board's reason, for an action an ``expect refused`` foresaw


@dataclass
class Replay:
    """A log run through the Laws: the board (``mode``), each action's rulings, and the
    checks' results in order."""

    log: TableLog
    mode: TableMode
    actions: list[ActionResult] = field(default_factory=list)
    checks: list[CheckResult] = field(default_factory=list)

    @property
    def failures(self) -> list[CheckResult]:
        """The checks that failed (only with ``keep_going``; otherwise the first raises)."""
        return [c for c in self.checks if not c.ok]


def _event_for(mode: TableMode, event: TableEvent) -> TableEvent:
    if (isinstance(event, ExposedCards) and event.led and mode.auction_over
            and len(event.cards) == 1):
        return CardPlayed(event.seat, event.cards[0])
    return event


def replay_log(log: TableLog, language: str = "en", *, keep_going: bool = False) -> Replay:
    """Run the log's actions through :class:`TableMode`, evaluating each check after the
    actions before it. An action the board cannot take raises :class:`TableLogError` at
    its line (column 1) with the engine's reason in ``language``; so does a failed check,
    unless ``keep_going``, which records it and carries on."""
    mode = TableMode(log.board, log.regulations, log.laws)
    replay = Replay(log, mode)
    pending = sorted(log.checks, key=lambda c: (c.position, c.line))

    def record(result: CheckResult) -> None:
        replay.checks.append(result)
        if not result.ok and not keep_going:
            check = result.check
            raise TableLogError(log.source, check.line, check.column,
                                Message("tablelog.check.failed", expected=result.expected,
                                        found=result.found_message or result.found))

    def run_checks(position: int) -> Check | None:
        """Evaluate the checks before the action at ``position``; an ``expect refused``
        among them is returned, for that action."""
        refusal = None
        while pending and pending[0].position <= position:
            check = pending.pop(0)
            if check.words[0].lower() == "refused":
                if refusal is not None:
                    record(_refused(refusal, Message("tablelog.found.another-refused")))
                refusal = check
                continue
            record(_check_result(check, mode))
        return refusal

    for index, (line, event) in enumerate(log.actions):
        refusal = run_checks(index)
        before, step = len(mode.trail), mode.step
        applied = _event_for(mode, event)
        try:
            mode.apply(applied)
        except IrregularActionError as e:
            reason = _refusal(mode, applied, e, language)
            if refusal is None:
                raise TableLogError(log.source, line, 1, reason) from None
            record(CheckResult(refusal, True, "refused", reason))
            replay.actions.append(ActionResult(line, applied, (), None, reason))
            continue
        if refusal is not None:
            record(_refused(refusal, Message("tablelog.found.taken", line=line,
                                             action=action_text(applied))))
        new_step = mode.step if mode.step is not step else None
        replay.actions.append(ActionResult(line, applied, tuple(mode.trail[before:]),
                                           new_step))
    refusal = run_checks(len(log.actions))
    if refusal is not None:
        record(_refused(refusal, Message("tablelog.found.no-action")))
    return replay


def _refusal(mode: TableMode, event: TableEvent, error: IrregularActionError,
             language: str) -> str:
    if (isinstance(event, CardPlayed | ClaimAgreed) and mode.board.deal is None
            and mode.board.hands is None and mode.auction_over and mode.contract is not None):
        return Message("tablelog.no-deal").render(language)
    deal = mode.board.deal  # a card played before gets the engine's own message (67B3)
    if isinstance(event, CardPlayed | ExposedCards) and deal is not None:
        cards = (event.card,) if isinstance(event, CardPlayed) else event.cards
        missing = [c for c in cards if c not in deal[event.seat]]
        if missing:
            return Message("tablelog.not-held", seat=event.seat,
                           cards=" ".join(str(c) for c in missing)).render(language)
    message, step = error.message, mode.step
    if (message.key == "wait.decision" and step is not None
            and message.values.get("what") == step.waiting_for.render("en")):
        message = Message("wait.decision", what=step.waiting_for.render(language))
    text = message.render(language)
    return f"{text} (Law {error.law})" if error.law and error.law not in text else text


def check_file(path: str | Path) -> list[str]:
    """Read and replay a log file; every failure as ``file:line:column: message`` (an
    empty list when the log runs and all its checks hold). For test runners."""
    try:
        log = load_table_log(path)
        replay = replay_log(log, keep_going=True)
    except OSError as e:
        return [f"{path}: cannot read: {e.strerror or e}"]
    except TableLogError as e:
        return [str(e)]
    return [f"{log.source}:{r.check.line}:{r.check.column}: {r.text}" for r in replay.failures]


# --- writing -----------------------------------------------------------------------------

def action_text(event: TableEvent) -> str:
    """The log line for ``event``.

    >>> action_text(Choice(Seat.NORTH, "prohibit h")), action_text(Finding("comparable", False))
    ('N prohibits H', 'TD comparable no')
    """
    if isinstance(event, CallMade):
        return (f"{event.seat} {event.call}{' together' if event.together else ''}"
                f"{' alert' if event.alerted else ''}")
    if isinstance(event, ChangedCall):
        return f"{event.seat} changes {event.call}"
    if isinstance(event, ExposedCards):
        verb = "leads" if event.led else "exposes"
        return f"{event.seat} {verb} {' '.join(str(c) for c in event.cards)}"
    if isinstance(event, AttentionDrawn):
        return f"{event.seat} attention"
    if isinstance(event, DirectorCalled):
        return "TD" + (f"  % {event.note}" if event.note else "")
    if isinstance(event, Choice):
        option = " ".join(event.option.lower().split())
        words = {"accept": "accepts", "refuse": "refuses", "withdraw": "withdraws",
                 "keep": "keeps", "none": "no-restriction", "highest": "highest",
                 "lowest": "lowest", "spread": "spreads", "return": "returns"}
        if option in words:
            return f"{event.seat} {words[option]}"
        how, _, rest = option.partition(" ")
        suits = rest.upper().split()
        if how in ("prohibit", "require") and suits and all(x in "CDHS" for x in suits) \
                and (how == "prohibit" or len(suits) == 1):
            return f"{event.seat} {how}s {' '.join(suits)}"
        if how == "play" and Card.lookup(rest) is not None:
            return f"{event.seat} picks {Card.parse(rest)}"
        if how == "penalty" and rest and all(Card.lookup(c) is not None for c in rest.split()):
            return f"{event.seat} penalizes {' '.join(str(Card.parse(c)) for c in rest.split())}"
        if how == "hand" and rest.upper() in _SEATS:
            return f"{event.seat} hand {_SEATS[rest.upper()]}"
        raise ValueError(f"the choice {event.option!r} has no line in a table log")
    if isinstance(event, Finding) and not isinstance(event.answer, bool):
        return f"TD {event.question} {' '.join(str(d) for d in event.answer) or 'none'}"
    if isinstance(event, Finding):
        return f"TD {event.question} {'yes' if event.answer else 'no'}"
    if isinstance(event, ScoreAdjusted):
        return " ".join(filter(None, ("TD adjusts", event.result,
                                      f"law {event.law}" if event.law else "",
                                      _quote(event.note) if event.note else "")))
    if isinstance(event, CardPlayed):
        return f"{event.seat} {event.card}"
    if isinstance(event, PlayedTogether):
        return f"{event.seat} {event.card} together"
    if isinstance(event, CardsTogether):
        hidden = f" hidden {' '.join(str(c) for c in event.hidden)}" if event.hidden else ""
        return f"{event.seat} {' '.join(str(c) for c in event.cards)}{hidden}"
    if isinstance(event, Tempo | Explained | Asked | ClaimStated | Agreed | Objected
                  | PlayContinued | AgreementWithdrawn | CancelAsked | Extraneous
                  | AgreementFound | ProcedureOpened | ProcedureAnswered):
        return _judged_text(event)
    if isinstance(event, ClaimAgreed):
        return f"{event.seat} claims {event.tricks}"
    if isinstance(event, ConcessionAgreed):
        return f"{event.seat} concedes {event.tricks}"
    if isinstance(event, TrickQuitted):
        return "trick quitted"
    if isinstance(event, TrickSummary):
        return " ".join([f"trick {event.winner}", *(f"revoke {seat} {suit.letter}"
                                                     for seat, suit in event.revokes)])
    if isinstance(event, RoundEnded):
        return "round ends"
    if isinstance(event, HandsReturned):
        return "hands returned"
    if isinstance(event, PlayChanged):
        return f"{event.seat} changes {event.card}"
    if isinstance(event, Designated):
        return f"{event.seat} names {event.what}"
    if isinstance(event, Inquiry):
        return f"{event.seat} asks {event.asked}"
    if isinstance(event, Breach):
        return f"{event.seat} breach {event.law}"
    if isinstance(event, FaceDownLead | DummyPlaced | CardAdded | CardRetracted | CardHeld
                  | CardTouched):
        word = next(w for w, k in _CARD_WORDS.items() if k is type(event))
        return f"{event.seat} {word} {event.card}"
    if isinstance(event, LaterBoard | LeadFaced | ReviewAsked | DummySuggested | HandSpread
                  | DummyWarned | CardTurned | TrickInspected | CardPointed):
        word = next(w for w, k in _PLAY_WORDS.items() if k is type(event))
        return f"{event.seat} {word}"
    raise ValueError(f"{event!r} has no line in a table log")  # pragma: no cover


def _judged_text(event: object) -> str:
    """The log line of an event the director judges (:mod:`bridgelaws.engine.judged`)."""
    def said(text: str) -> str:
        return f" {_quote(text)}" if text else ""

    if isinstance(event, Tempo):
        word = next(w for w, k in _TEMPO_WORDS.items() if k == event.kind)
        return f"{event.seat} {word}{said(event.note)}"
    if isinstance(event, Explained):
        word = next(w for w, k in _EXPLAIN_WORDS.items() if k == event.kind)
        call = f" {event.call}" if event.call is not None else ""
        return f"{event.seat} {word}{call}{said(event.text)}"
    if isinstance(event, Asked):
        return f"{event.seat} asks" + (f" {event.call}" if event.call is not None else "")
    if isinstance(event, ClaimStated):
        verb = "concedes" if event.concede else "claims"
        line = f" {event.line}" if event.line else ""
        return f"{event.seat} {verb} {event.tricks}{line}{said(event.said)}"
    if isinstance(event, Agreed | Objected | AgreementWithdrawn | CancelAsked):
        word = next(w for w, k in _SEAT_JUDGED.items() if k is type(event))
        return f"{event.seat} {word}"
    if isinstance(event, PlayContinued):
        return "play continues"
    if isinstance(event, Extraneous):
        return f"{event.seat} extraneous{said(event.note)}"
    if isinstance(event, AgreementFound):
        return f"TD agreement {event.finding}{said(event.text)}"
    if isinstance(event, ProcedureOpened):
        return f"TD rules {event.procedure}" + (f" {event.seat}" if event.seat is not None else "")
    assert isinstance(event, ProcedureAnswered)
    verb = "reopens" if event.reopened else "answers"
    return f"TD {verb} {event.ask.removeprefix('ask.')} {event.value}{said(event.note)}"


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


_OWN_TAGS: Final = ("Board", "Dealer", "Vulnerable", "Deal", "Hands", "Laws", "Regulation")


def write_table_log(mode: TableMode, tags: Mapping[str, str] | None = None) -> str:
    """The board's events as a table log: the header (board, dealer, vulnerability, deal,
    Laws, the lead-restrictions regulation where it is not the default, then ``tags``),
    then one line per event. Reading it back replays to the same trail.

    >>> mode = TableMode(Board.numbered(3))
    >>> mode.call(Seat.EAST, "1NT"); mode.choose(Seat.SOUTH, "accept")
    >>> print(write_table_log(mode, {"Event": "Club"}), end="")
    [Board "3"]
    [Dealer "S"]
    [Vulnerable "EW"]
    [Laws "2017"]
    [Event "Club"]
    <BLANKLINE>
    E 1NT
    S accepts
    """
    board = mode.board
    out = [f"[Board {_quote(str(board.number))}]", f"[Dealer {_quote(str(board.dealer))}]",
           f"[Vulnerable {_quote(board.vulnerability.pbn)}]"]
    if board.deal is not None:
        out.append(f"[Deal {_quote(board.deal.to_pbn(board.dealer))}]")
    elif board.hands is not None:
        known = " ".join(str(h) if h else "-" for h in board.hands)
        out.append(f"[Hands {_quote('N:' + known)}]")
    out.append(f"[Laws {_quote(mode.edition.year)}]")
    if mode.regulations.lead_restrictions != mode.edition.lead_restrictions:
        out.append(f'[Regulation "lead-restrictions" '
                   f'{_quote(mode.regulations.lead_restrictions)}]')
    for name, value in (tags or {}).items():
        if name not in _OWN_TAGS:
            out.append(f"[{name} {_quote(value)}]")
    out.append("")
    out.extend(action_text(e) for e in mode.events)
    return "\n".join(out) + "\n"


# --- PBN export ----------------------------------------------------------------------------

_PBN_TEXT: Final = str.maketrans({"♣": "\\C", "♦": "\\D", "♥": "\\H", "♠": "\\S",
                                  "’": "'", "‘": "'", "{": "(", "}": ")"})


def _pbn_comment(ruling: Ruling) -> str:
    """A ruling as a PBN comment, in English, suits written ``\\S`` as PBN 3.8 says."""
    text = f"Law {ruling.law}: {ruling.message.render('en')}".translate(_PBN_TEXT)
    text = "{" + text.encode("latin-1", "replace").decode("latin-1") + "}"
    # a long ruling (a procedure's question) goes on several lines: PBN allows 255 a line
    return "\n".join(textwrap.wrap(text, 250, break_long_words=False)) if len(text) > 250 \
        else text


def _auction_tokens(mode: TableMode) -> list[list[str]]:
    """The legal auction as PBN calls, one token list per call or skipped turn: ``^S``
    for a turn lost to an accepted call out of rotation, ``^I`` before an accepted
    insufficient bid (PBN 3.9)."""
    out: list[list[str]] = []
    expected = mode.board.dealer
    highest = -1
    for seat, call in mode.calls:
        while expected != seat:
            out.append(["^S"])
            expected = expected.lho
        insufficient = call.index >= 3 and call.index <= highest
        out.append(["^I", str(call)] if insufficient else [str(call)])
        highest = max(highest, call.index)
        expected = seat.lho
    return out


def _rulings_by_position(mode: TableMode) -> tuple[dict[int, list[Ruling]],
                                                   dict[int, list[Ruling]]]:
    """Each ruling with where it goes: after the how-manyth legal call (auction), or after
    the how-manyth card played (play). The rulings of a rectification stay together: they
    go where the board stood when it no longer waited for a decision."""
    auction: dict[int, list[Ruling]] = {}
    play: dict[int, list[Ruling]] = {}
    waiting: list[tuple[bool, Ruling]] = []
    again = TableMode(mode.board, mode.regulations, mode.edition)

    def place(over: bool, ruling: Ruling) -> None:
        if over and again.play is not None:
            table = again.play
            current = table.current_trick
            cards = 4 * len(table.tricks) + (len(current.cards) if current else 0)
            play.setdefault(cards, []).append(ruling)
        else:
            position = len(mode.calls) if over else min(len(again.calls), len(mode.calls))
            auction.setdefault(position, []).append(ruling)

    for event in mode.events:
        before, over = len(again.trail), again.auction_over
        again.apply(event)
        waiting.extend((over, r) for r in again.trail[before:]
                       if r.kind not in ("auction", "procedure"))
        if again.step is None:
            for item in waiting:
                place(*item)
            waiting.clear()
    for item in waiting:
        place(*item)
    return auction, play


def to_pbn(mode: TableMode, tags: Mapping[str, str] | None = None) -> str:
    """The board as one PBN 2.1 game in export format: identification tags (with
    ``tags`` for Event, Site, players ...), the legal auction from the dealer with PBN's
    ``^S`` and ``^I`` for accepted irregularities, every ruling as a ``{Law ...}`` comment
    after the call (or card) it followed, the play, and Contract, Declarer, Result and
    Score. An unfinished auction or play ends with ``+``.

    >>> mode = TableMode(Board.numbered(1))
    >>> mode.call(Seat.NORTH, "1S"); mode.call(Seat.EAST, "1H"); mode.choose(Seat.SOUTH,
    ...     "accept")
    >>> print(to_pbn(mode).replace("\\r\\n", "\\n").split("[Auction")[1], end="")
     "N"]
    1S ^I 1H
    {Law 27: East bid 1\\H, which is insufficient over 1\\S.}
    {Law 27A1: South accepted 1\\H.}
    +
    <BLANKLINE>
    """
    board = mode.board
    values: dict[str, str] = {name: "?" for name in MANDATORY_TAGS}
    values.update({
        "Board": str(board.number), "Dealer": str(board.dealer),
        "Vulnerable": board.vulnerability.pbn,
        "Deal": board.deal.to_pbn(board.dealer) if board.deal is not None else "?",
    })
    if mode.auction_over:
        contract = mode.contract
        values["Contract"] = "Pass" if contract is None else \
            f"{contract.level}{contract.strain}{contract.risk}"
        swapped = mode.play is not None and mode.play.swapped
        # PBN 3.9: ^ marks a declarer who changed places (54A) and a result that differs
        # from the play (a revoke's trick transfer)
        values["Declarer"] = "" if contract is None else \
            f"{'^' if swapped else ''}{contract.declarer}"
        changed = mode.play is not None and mode.result is not None \
            and mode.result != mode.play.declarer_tricks
        values["Result"] = "" if contract is None else (
            f"{'^' if changed else ''}{mode.result}" if mode.result is not None else "?")
        if mode.score is not None:
            values["Score"] = f"NS {mode.score[0]}"
    for name, value in (tags or {}).items():
        if name not in values or values[name] == "?":
            values[name] = value
    game = PbnGame("<table log>", 0, [PbnTag(n, v, 0) for n, v in values.items()], values)
    lines = write_pbn([game]).split("\r\n")
    while lines and lines[-1] == "":
        lines.pop()
    auction_comments, play_comments = _rulings_by_position(mode)
    lines.append(f'[Auction "{board.dealer}"]')
    lines.extend(_pbn_comment(r) for r in auction_comments.get(0, ()))
    row: list[str] = []
    calls = 0
    for tokens in _auction_tokens(mode):
        row.extend(tokens)
        if tokens[0] != "^S":
            calls += 1
        comments = auction_comments.get(calls, []) if tokens[0] != "^S" else []
        if comments or len([t for t in row if t != "^I"]) == 4:
            lines.append(" ".join(row))
            row = []
            lines.extend(_pbn_comment(r) for r in comments)
    if not mode.auction_over:
        row.append("+")
    if row:
        lines.append(" ".join(row))
    if not (mode.play is not None and (mode.play.tricks or mode.play.current_trick)):
        for ruling in (r for rs in play_comments.values() for r in rs):
            lines.append(_pbn_comment(ruling))
    else:
        lines.extend(_play_lines(mode, play_comments))
    lines.append("")
    return "\r\n".join(lines) + "\r\n"


def _play_lines(mode: TableMode, comments: dict[int, list[Ruling]]) -> list[str]:
    table = mode.play
    declarer = mode.declarer
    assert table is not None and declarer is not None
    leader = declarer.lho
    unfinished = table.claim_event is None and table.turn is not None
    out = [f'[Play "{leader}"]']
    out.extend(_pbn_comment(r) for r in comments.get(0, ()))
    played = 0
    current = table.current_trick
    # PBN 3.9: ^R before a revoke card that stands, ^L before a lead out of turn accepted
    revokes = {(r.trick, r.player, r.card) for r in table.revokes
               if r.kind == "follow" and (not r.corrected or r.established)}
    for number, trick in enumerate([*table.tricks, *([current] if current else [])], 1):
        row = ["-"] * 4
        for i, (seat, card) in enumerate(trick.plays):
            column = (seat - leader) & 3
            if row[column] != "-":
                continue  # a second card of one player (58B) is told in the commentary
            mark = "^R " if (number, seat, card) in revokes else \
                "^L " if i == 0 and number in table.lead_marks else ""
            row[column] = f"{mark}{card}"
        if trick is current and unfinished and table.turn is not None:
            row[(table.turn - leader) & 3] = "+"
        out.append(" ".join(row))
        for count in range(played + 1, played + len(trick.cards) + 1):
            out.extend(_pbn_comment(r) for r in comments.get(count, ()))
        played += len(trick.cards)
    if current is None and unfinished and table.turn is not None:
        row = ["-"] * 4
        row[(table.turn - leader) & 3] = "+"
        out.append(" ".join(row))
    if table.claim_event is not None:
        out.append("*")
    return out
