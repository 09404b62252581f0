"""A session's results, validated as they are entered, and the adjusted scores of Law 12.

A :class:`Session` holds the table results of a pairs or teams session. Each
:class:`TableResult` names its board and the contestants sitting North-South and
East-West, and what happened: a :class:`Played` result, a board not played, or an
adjusted score kept as data with its reason (:class:`Reason`): an :class:`Artificial`
score (Law 12C2), an :class:`Assigned` one, possibly weighted (12C1(c)), different
scores for the two sides (12C1(e)), or the better of average plus and an assigned score
in a team match (:class:`BetterOf`, Law 86B2(b)).

:meth:`Session.add` checks a result against everything already entered (and the
movement, when there is one) and raises :class:`SessionError` without changing the
session when it is wrong, so nothing entered before is lost.

>>> s = Session()
>>> s.add(TableResult(1, "1", "2", Played.parse("4S N =")))
>>> s.add(TableResult(1, "1", "3", Played.parse("3NT S +1")))
Traceback (most recent call last):
...
bridgelaws.scoring.session.SessionError: board 1: pair 1 already has a result on this board
>>> len(s.results)
1

Scoring lives in :mod:`bridgelaws.scoring.sessionscore`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Final

from bridgelaws.errors import ReasonError, Renderable, reason_of
from bridgelaws.messages import Message, Term
from bridgelaws.parsing import NumberError, read_fraction, read_number
from bridgelaws.procedure.score import MAX_SCORE, board_score
from bridgelaws.values.board import Board, Vulnerability
from bridgelaws.values.calls import Contract, parse_contract
from bridgelaws.values.cards import Card, Seat, Side
from bridgelaws.values.deal import Deal
from bridgelaws.values.regulations import Regulations

if TYPE_CHECKING:
    from bridgelaws.scoring.movements import Movement

__all__ = [
    "Adjustment",
    "Artificial",
    "Assigned",
    "BetterOf",
    "Contestant",
    "MatchTotal",
    "NotPlayed",
    "Outcome",
    "Penalty",
    "PenaltyUnit",
    "Played",
    "Reason",
    "Session",
    "SessionError",
    "TableResult",
    "Word",
    "Words",
    "outcome_text",
    "parse_adjustment",
    "read_outcome",
    "words",
]


_SIDES: Final = (Side.NS, Side.EW)  # iterating a tuple is faster than the Enum


class SessionError(ReasonError):
    """A result or setting that cannot be part of the session; the session is unchanged.

    The reason is a catalogue message (``session.*``, :meth:`render` in a language); for a
    result, ``board`` is its board and ``bare`` the reason without "board N: " before it.
    """

    def __init__(self, message: str | Renderable, board: int | None = None, *,
                 column: int = 0) -> None:
        super().__init__(message if board is None else Message(
            "session.on.board", board=board, reason=message))
        self.board = board
        self.bare: str | Renderable = message
        self.column = column  # where the reader found it in its text (1-based), or 0


def _kind(kind: str) -> Term:
    """A session's kind of contestant ("pair", "team", "player") as a translated word."""
    return {"pair": Term("session.kind.pair"), "team": Term("session.kind.team"),
            "player": Term("session.kind.player")}[kind]


_TRICKS_RE: Final = re.compile(r"(?:=|[+-][0-9]{1,2}|[0-9]{1,2})\Z")


@dataclass(frozen=True, slots=True)
class Played:
    """A board played to a result: the contract (with declarer), the tricks declarer's
    side took and, when known, the opening lead. ``contract=None`` is a passed-out board.

    >>> p = Played.parse("4SX N -2")
    >>> p.tricks, str(p), p.ns_score(Vulnerability.NONE)
    (8, '4SX N -2', -300)
    >>> str(Played.parse("3NT S 10", lead="HK"))
    '3NT S +1 HK'
    """

    contract: Contract | None
    tricks: int = 0
    lead: Card | None = None

    def __post_init__(self) -> None:
        if self.contract is None:
            if self.tricks != 0:
                raise SessionError(Message("session.passed.tricks"))
            return
        if self.contract.declarer is None:
            raise SessionError(Message("session.no.declarer", contract=str(self.contract)))
        if not 0 <= self.tricks <= 13:
            raise SessionError(Message("session.tricks.impossible", count=self.tricks))

    @classmethod
    def parse(cls, text: str, lead: str | Card | None = None) -> Played:
        """Read ``"4S N ="``, ``"3NTX S -1"``, ``"6H E +1"``, ``"2D W 7"`` (tricks taken)
        or ``"pass"``."""
        words = text.split()
        if len(words) == 1 and parse_contract(words[0]) is None:
            return cls(None)
        if len(words) != 3:
            raise SessionError(Message("session.played.form", text=repr(text)))
        contract_text, declarer_text, tricks_text = words
        try:
            contract = parse_contract(contract_text)
            declarer = Seat.parse(declarer_text)
        except ValueError as e:
            raise SessionError(reason_of(e)) from None  # the values' own reason
        if contract is None:
            raise SessionError(Message("session.passed.result", text=repr(text)))
        contract = Contract(contract.level, contract.strain, contract.risk, declarer)
        tricks = parse_tricks(tricks_text, contract)
        card = Card.lookup(lead) if isinstance(lead, str) else lead
        if isinstance(lead, str) and card is None:
            raise SessionError(Message("session.lead", text=repr(lead)))
        return cls(contract, tricks, card)

    def ns_score(self, vulnerability: Vulnerability) -> int:
        """North-South's score (Law 77)."""
        return board_score(self.contract, self.tricks, vulnerability)[0]

    @property
    def result_text(self) -> str:
        """The result relative to the contract: ``=``, ``+1``, ``-2`` (empty when passed out)."""
        if self.contract is None:
            return ""
        over = self.tricks - self.contract.tricks_needed
        return "=" if over == 0 else f"{over:+d}"

    def __str__(self) -> str:
        if self.contract is None:
            return "pass"
        text = f"{self.contract} {self.result_text}"
        return f"{text} {self.lead}" if self.lead is not None else text


def parse_tricks(text: str, contract: Contract) -> int:
    """Tricks taken from ``=``, ``+N``, ``-N`` or a number of tricks (0-13).

    >>> parse_tricks("-2", Contract.parse("4S"))
    8
    """
    if not _TRICKS_RE.match(text):
        raise SessionError(Message("session.not.result", text=repr(text)))
    if text == "=":
        return contract.tricks_needed
    if text[0] in "+-":
        over = read_number(text, signed=True, minimum=-99, maximum=99)
        tricks = contract.tricks_needed + over
        if not 0 <= tricks <= 13 or over == 0:
            raise SessionError(Message("session.result.impossible", contract=str(contract),
                                       text=text, count=contract.tricks_needed))
        return tricks
    tricks = read_number(text, maximum=99)
    if tricks > 13:
        raise SessionError(Message("session.tricks.impossible", count=tricks))
    return tricks


class Artificial(Enum):
    """Law 12C2's artificial adjusted scores, by the contestant's share of the fault."""

    AVERAGE_PLUS = "ave+"  # in no way at fault
    AVERAGE = "ave"  # partly at fault
    AVERAGE_MINUS = "ave-"  # directly at fault

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class NotPlayed:
    """The board was not played and earns no score (a sit-out, say)."""

    def __str__(self) -> str:
        return "not played"


@dataclass(frozen=True, slots=True)
class Assigned:
    """An assigned adjusted score (Law 12C1): one result, or several with their weights
    (12C1(c)); a result may be a :class:`Played` board or a bare North-South score.

    >>> a = Assigned.weighted([(Fraction(1, 3), Played.parse("4S N =")),
    ...                        (Fraction(2, 3), Played.parse("4S N -1"))])
    >>> str(a), a.is_weighted
    ('1/3 4S N = ; 2/3 4S N -1', True)
    >>> str(Assigned.weighted([("0.6", 420), ("0.4", -50)]))
    '60% score 420 ; 40% score -50'
    """

    outcomes: tuple[tuple[Fraction, Played | int], ...]

    def __post_init__(self) -> None:
        if not self.outcomes:
            raise SessionError(Message("session.assigned.empty"))
        if any(weight <= 0 for weight, _ in self.outcomes):
            raise SessionError(Message("session.weights.positive"))
        for _, outcome in self.outcomes:
            if isinstance(outcome, int) and abs(outcome) > MAX_SCORE:
                raise SessionError(Message("session.assigned.large", most=MAX_SCORE))
        total = sum((weight for weight, _ in self.outcomes), Fraction(0))
        if total != 1:
            raise SessionError(Message("session.weights.total", total=str(total)))

    @classmethod
    def single(cls, outcome: Played | int) -> Assigned:
        """One assigned result."""
        return cls(((Fraction(1), outcome),))

    @classmethod
    def weighted(cls, outcomes: Iterable[tuple[Fraction | int | str, Played | int]]) -> Assigned:
        """Several results with their weights (fractions adding up to one)."""
        return cls(tuple((read_fraction(w, "a weight") if isinstance(w, str) else Fraction(w), o)
                         for w, o in outcomes))

    @property
    def is_weighted(self) -> bool:
        return len(self.outcomes) > 1

    def ns_scores(self, vulnerability: Vulnerability) -> tuple[tuple[Fraction, int], ...]:
        """Each result's weight and North-South score."""
        return tuple(
            (w, o if isinstance(o, int) else o.ns_score(vulnerability)) for w, o in self.outcomes
        )

    def __str__(self) -> str:
        def text(o: Played | int) -> str:
            return f"score {o}" if isinstance(o, int) else str(o)

        def weight(w: Fraction) -> str:
            percent = w * 100
            return f"{percent.numerator}%" if percent.denominator == 1 else str(w)

        if not self.is_weighted:
            return text(self.outcomes[0][1])
        return " ; ".join(f"{weight(w)} {text(o)}" for w, o in self.outcomes)


@dataclass(frozen=True, slots=True)
class BetterOf:
    """Law 86B2(b), team events: the non-offending side (``side``) gets the better of
    average plus and the assigned score; the offenders get the complement."""

    assigned: Assigned
    side: Side

    def __str__(self) -> str:
        return f"better of ave+ and {self.assigned} for {self.side.name}"


Adjustment = Artificial | Assigned | BetterOf
Outcome = Played | NotPlayed | Artificial | Assigned | BetterOf


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a score was adjusted: the law (e.g. ``12C1(c)``) and the director's note."""

    law: str = ""
    note: str = ""

    def __str__(self) -> str:
        return f"Law {self.law}: {self.note}" if self.law and self.note else (
            f"Law {self.law}" if self.law else self.note
        )


@dataclass(frozen=True, slots=True)
class TableResult:
    """One table's result on a board.

    ``ew_outcome`` is East-West's own score when the two sides were given different
    (non-balancing) adjustments (Law 12C1(e)); otherwise both sides share ``outcome``.
    ``group`` separates the forms of a fouled board (Law 87): each group is scored on
    its own. ``reason`` records why a score was adjusted. ``players`` are the four
    players (North, South, East, West) of an individual event.
    """

    board: int
    ns: str
    ew: str
    outcome: Outcome
    ew_outcome: Outcome | None = None
    reason: Reason | None = None
    group: str = ""
    round: int | None = None
    players: tuple[str, str, str, str] | None = None  # individual: North, South, East, West

    @classmethod
    def individual(cls, board: int, north: str, south: str, east: str, west: str,
                   outcome: Outcome, **extras: object) -> TableResult:
        """A result of an individual event (Law 92D): four players, whose partnerships
        change from round to round; ``ns`` and ``ew`` name the partnerships
        (``"N&S"``)."""
        return cls(board, f"{north}&{south}", f"{east}&{west}", outcome,
                   players=(north, south, east, west), **extras)  # type: ignore[arg-type]

    @classmethod
    def _played(cls, board: int, ns: str, ew: str, outcome: Played) -> TableResult:
        """``TableResult(board, ns, ew, outcome)``, made in half the time: a frozen
        dataclass's ``__init__`` sets each field through ``object.__setattr__``, and a
        million-line session file spends a second on it. Each field is set here through
        its slot (tests/scoring/test_columnar_scoring.py checks the list of fields)."""
        result = _new(cls)
        _set_board(result, board)
        _set_ns(result, ns)
        _set_ew(result, ew)
        _set_outcome(result, outcome)
        _set_ew_outcome(result, None)
        _set_reason(result, None)
        _set_group(result, "")
        _set_round(result, None)
        _set_players(result, None)
        return result

    def players_of(self, side: Side) -> tuple[str, ...]:
        """The players of ``side``: its two players at an individual, else the pair or
        team itself."""
        if self.players is None:
            return (self.contestant(side),)
        return self.players[:2] if side is Side.NS else self.players[2:]

    @property
    def is_split(self) -> bool:
        return self.ew_outcome is not None and self.ew_outcome != self.outcome

    @property
    def is_adjusted(self) -> bool:
        return not isinstance(self.outcome, Played | NotPlayed) or self.is_split

    def outcome_for(self, side: Side) -> Outcome:
        """The outcome that scores ``side``."""
        if side is Side.EW and self.ew_outcome is not None:
            return self.ew_outcome
        return self.outcome

    def contestant(self, side: Side) -> str:
        return self.ns if side is Side.NS else self.ew

    def describe(self) -> str:
        """The outcome in words, e.g. ``4S N = HK`` or ``ave+ / ave-``."""
        if self.is_split:
            return f"{self.outcome} / {self.ew_outcome}"
        return str(self.outcome)


_new = object.__new__
(_set_board, _set_ns, _set_ew, _set_outcome, _set_ew_outcome, _set_reason, _set_group,
 _set_round, _set_players) = (vars(TableResult)[name].__set__ for name in (
    "board", "ns", "ew", "outcome", "ew_outcome", "reason", "group", "round", "players"))


class PenaltyUnit(Enum):
    """What a Law 90 procedural penalty is measured in."""

    PERCENT_OF_TOP = "%"  # at pairs: a percentage of one board's top
    MATCHPOINTS = "mp"
    IMPS = "imp"
    VPS = "vp"


@dataclass(frozen=True, slots=True)
class Penalty:
    """A procedural (Law 90) or disciplinary (Law 91) penalty, deducted from a
    contestant's total."""

    contestant: str
    amount: Fraction
    unit: PenaltyUnit
    reason: Reason = Reason("90")


@dataclass(frozen=True, slots=True)
class MatchTotal:
    """A team match entered as its IMP totals, when no board results exist: the IMPs each
    team won over ``boards`` boards, and the round it was played in."""

    home: str
    away: str
    imps: tuple[Fraction, Fraction]
    boards: int
    round: int | None = None

    def __post_init__(self) -> None:
        if self.home == self.away:
            raise SessionError(Message("session.match.itself", team=self.home))
        if self.boards < 1:
            raise SessionError(Message("session.match.boards"))
        if min(self.imps) < 0:
            raise SessionError(Message("session.match.negative"))


@dataclass(frozen=True, slots=True)
class Contestant:
    """A pair or a team: its number or name, and the players' names."""

    id: str
    names: tuple[str, ...] = ()
    name: str = ""
    numbers: tuple[str, ...] = ()  # the players' membership numbers, when known

    @property
    def label(self) -> str:
        """The team's name or the players' names, for a ranking."""
        if self.name:
            return self.name
        return " & ".join(self.names)


@dataclass
class Session:
    """A pairs or teams session's results, validated as they are entered.

    ``boards`` overrides Law 2's markings for boards that say otherwise; ``movement``,
    when given, is what each result is checked against. ``phantoms`` are the contestants
    that stand for an empty place (a "Bye"): a board against one is a sit-out, and they
    are not ranked.
    """

    event: str = ""
    date: str = ""
    club: str = ""
    laws: str = "2017"
    """The edition of the Laws the session was played under (``2017``, ``2007``, ``1997``):
    its clause index checks the laws the adjusted scores and penalties cite, and 1997 lets
    only an appeals committee weight an assigned score (its 12C3)."""
    method: str = ""  # how the session is to be scored, when the session file says so
    teams: bool = False
    individual: bool = False  # Law 92D's individual event: players, not pairs, are ranked
    regulations: Regulations = field(default_factory=Regulations)
    movement: Movement | None = None
    movement_source: str = ""  # how the session file named it: "mitchell 7", 'file "x.mov"'
    expected_results: int | None = None
    boards: dict[int, Board] = field(default_factory=dict)
    deals: dict[int, Deal] = field(default_factory=dict)  # the hand record, where known
    contestants: dict[str, Contestant] = field(default_factory=dict)
    phantoms: set[str] = field(default_factory=set)  # the "Bye": sitting against it is a sit-out
    results: list[TableResult] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    match_totals: list[MatchTotal] = field(default_factory=list)
    # who already has a result on a board: (board, side for teams or 0) -> contestants and
    # players; one small dict per board and direction, not a key per result
    _seen: dict[tuple[int, int], dict[str, TableResult]] = field(default_factory=dict,
                                                                  repr=False)

    @property
    def kind(self) -> str:
        return "team" if self.teams else "player" if self.individual else "pair"

    def board(self, number: int) -> Board:
        """Board ``number`` with its markings (Law 2 unless the session says otherwise)."""
        found = self.boards.get(number)
        if found is None:
            found = self.boards[number] = Board.numbered(number)
        return found

    def add_contestant(self, contestant: Contestant) -> None:
        if contestant.id in self.contestants:
            raise SessionError(Message("session.twice", kind=_kind(self.kind),
                                               contestant=contestant.id))
        self.contestants[contestant.id] = contestant

    def add_phantom(self, ident: str) -> None:
        """Name the phantom (the "Bye") that pairs sit out against."""
        if ident in self.contestants or ident in self.phantoms:
            raise SessionError(Message("session.twice", kind=_kind(self.kind), contestant=ident))
        self.phantoms.add(ident)

    def contestant(self, ident: str) -> Contestant:
        return self.contestants.get(ident) or Contestant(ident)

    def check(self, result: TableResult) -> None:
        """Raise :class:`SessionError` if ``result`` cannot join the session."""
        where = result.board
        if result.board < 1:
            raise SessionError(Message("session.board.numbered"), where)
        if self.individual != (result.players is not None):
            raise SessionError(Message(
                "session.individual.two" if self.individual else
                "session.four.players.team" if self.teams else "session.four.players.pair"),
                where)
        named = result.players if result.players is not None else (result.ns, result.ew)
        if len(set(named)) != len(named):
            raise SessionError(Message("session.itself", kind=_kind(self.kind),
                                       contestant=result.ns)
                               if result.players is None else
                               Message("session.two.seats"), where)
        for ident in named:
            if self.contestants and ident not in self.contestants and ident not in self.phantoms:
                raise SessionError(Message("session.not.entered", kind=_kind(self.kind),
                                           contestant=ident), where)
        for outcome in (result.outcome, result.ew_outcome):
            assigned = outcome.assigned if isinstance(outcome, BetterOf) else outcome
            if (isinstance(assigned, Assigned) and assigned.is_weighted
                    and not self.regulations.weighted_scores):
                raise SessionError(Message("session.weighted.not.allowed"), where)
            if isinstance(outcome, BetterOf) and not self.teams:
                raise SessionError(Message("session.better.of.teams"), where)
            if isinstance(outcome, NotPlayed) and result.ew_outcome not in (None, outcome):
                raise SessionError(Message("session.not.played.side"), where)
        if isinstance(result.outcome, BetterOf) and result.ew_outcome is not None:
            raise SessionError(Message("session.better.of.ew"), where)
        if result.players is not None:
            seen = self._seen.get((result.board, 0), {})
            for player in result.players:
                if player in seen:
                    raise SessionError(Message("session.player.twice", player=player), where)
        for side in _SIDES:
            key, who = self._key(result, side)
            other = self._seen.get(key, {}).get(who)
            if other is not None and result.players is None:
                who = result.contestant(side)
                if self.teams:
                    raise SessionError(Message("session.team.twice", team=who, side=side),
                                       where)
                raise SessionError(Message("session.pair.twice", pair=who), where)
        if self.movement is not None and result.players is None:
            self._check_movement(result)

    def _entered(self, *idents: str) -> bool:
        return all(i in self.contestants or i in self.phantoms for i in idents)

    def _key(self, result: TableResult, side: Side) -> tuple[tuple[int, int], str]:
        # a pair plays a board once; a team plays it once in each direction
        return (result.board, side if self.teams else 0), result.contestant(side)

    def _check_movement(self, result: TableResult) -> None:
        assert self.movement is not None
        where = result.board
        encounter = self.movement.plays(result.ns, result.board)
        if encounter is None or encounter.ns != result.ns or encounter.ew != result.ew:
            mine = self.movement.plays(result.ew, result.board)
            if encounter is None and mine is None:
                raise SessionError(Message("session.movement.neither", ns=result.ns,
                                           ew=result.ew), where)
            found = encounter or mine
            assert found is not None
            raise SessionError(Message(
                "session.movement.meets", found_ns=found.ns, found_ew=found.ew,
                round=found.round, table=found.table, ns=result.ns, ew=result.ew), where)
        if result.round is not None and result.round != encounter.round:
            raise SessionError(Message("session.movement.round", round=encounter.round,
                                       given=result.round), where)

    def add(self, result: TableResult) -> None:
        """Add a result; on :class:`SessionError` the session is unchanged."""
        if (type(result.outcome) is Played and result.ew_outcome is None
                and result.players is None
                and self._add_played(result.board, result.ns, result.ew, result.outcome,
                                     result)):
            return
        self.check(result)
        if result.round is None and self.movement is not None:
            encounter = self.movement.plays(result.ns, result.board)
            if encounter is not None:
                result = TableResult(result.board, result.ns, result.ew, result.outcome,
                                     result.ew_outcome, result.reason, result.group,
                                     encounter.round, result.players)
        self.board(result.board)
        for side in _SIDES:
            key, who = self._key(result, side)
            self._seen.setdefault(key, {})[who] = result
        for player in result.players or ():
            self._seen.setdefault((result.board, 0), {})[player] = result
        self.results.append(result)

    def _add_played(self, board: int, ns: str, ew: str, outcome: Played,
                    result: TableResult | None = None) -> bool:
        """Add pair ``ns`` against pair ``ew``'s played result on ``board`` (``result``,
        or one made from these) when it is the common case: a pairs session without a
        movement, whose checks then all pass but "already has a result on this board".
        Return whether it was added; if not, nothing changed, and :meth:`add` says why."""
        if (self.movement is not None or self.teams or self.individual or board < 1
                or ns == ew or (self.contestants and not self._entered(ns, ew))):
            return False
        seen = self._seen.get((board, 0))
        if seen is None:
            seen = self._seen[(board, 0)] = {}
        if ns in seen or ew in seen:
            return False
        if board not in self.boards:
            self.board(board)
        if result is None:
            result = TableResult._played(board, ns, ew, outcome)
        seen[ns] = seen[ew] = result
        self.results.append(result)
        return True

    def add_penalty(self, penalty: Penalty) -> None:
        """Add a procedural penalty (Law 90)."""
        if self.contestants and penalty.contestant not in self.contestants:
            raise SessionError(Message("session.penalty.not.entered", kind=_kind(self.kind),
                                       contestant=penalty.contestant))
        if penalty.amount <= 0:
            raise SessionError(Message("session.penalty.positive"))
        self.penalties.append(penalty)

    def add_match_total(self, match: MatchTotal) -> None:
        """Add a team match given by its IMP totals."""
        if not self.teams:
            raise SessionError(Message("session.match.teams"))
        for ident in (match.home, match.away):
            if self.contestants and ident not in self.contestants and ident not in self.phantoms:
                raise SessionError(Message("session.team.not.entered", team=ident))
        for other in self.match_totals:
            if {other.home, other.away} == {match.home, match.away} and \
                    other.round == match.round:
                raise SessionError(Message(
                    "session.match.twice.round" if match.round else "session.match.twice",
                    home=match.home, away=match.away, round=match.round))
        self.match_totals.append(match)

    def by_board(self) -> dict[int, list[TableResult]]:
        """The results grouped by board, boards in order."""
        grouped: dict[int, list[TableResult]] = {}
        for result in self.results:
            grouped.setdefault(result.board, []).append(result)
        return dict(sorted(grouped.items()))

    def __iter__(self) -> Iterator[TableResult]:
        return iter(self.results)

    def __len__(self) -> int:
        return len(self.results)


# --- Reading a result as a session file writes it ---------------------------------------
# One reader for a session file's result line (formats/sessionfile.py), a table log's
# "TD adjusts" and the adjusted score of a guided procedure (judgement/procedures.py).

_WORD_RE: Final = re.compile(
    r'"(?:[^"\\]|\\.)*"?|[0-9]+/[0-9]+(?:%|[a-z]+)?(?![^\s;])|[/;]|[^\s/;"]+')
_WEIGHT_RE: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?%|[0-9]+/[0-9]+|[0-9]*\.[0-9]+")
_ARTIFICIAL: Final = {a.value: a for a in Artificial}


@dataclass(frozen=True, slots=True)
class Word:
    """One word of a line and its column (1-based); a quoted text keeps its quotes."""

    text: str
    column: int

    @property
    def quoted(self) -> bool:
        return self.text.startswith('"')

    @property
    def value(self) -> str:
        if not self.quoted:
            return self.text
        return re.sub(r"\\(.)", r"\1", self.text[1:-1])


def words(text: str) -> list[Word]:
    """The words of ``text`` as a session file splits them: ``/`` and ``;`` are words of
    their own, a quoted text is one word.

    >>> [w.text for w in words('assign 60% 4S N = ; 40% 4S N -1 "note"')]
    ['assign', '60%', '4S', 'N', '=', ';', '40%', '4S', 'N', '-1', '"note"']
    """
    return [Word(m.group(), m.start() + 1) for m in _WORD_RE.finditer(text)]


class Words:
    """The words of one line, read from left to right. :meth:`bad` makes the error a
    reader raises; a file's reader may make its own kind."""

    def __init__(self, items: list[Word], end: int) -> None:
        self.tokens = items
        self.i = 0
        self.end = end  # the column just past the line, for "expected ... at the end"

    def bad(self, message: str | Renderable, column: int) -> Exception:
        return SessionError(message, column=column)

    def expected(self, what: str | Renderable, token: str, column: int) -> Exception:
        """``expected WHAT, not TOKEN``."""
        return self.bad(Message("session.expected", what=what, token=token), column)

    def peek(self) -> Word | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def next(self, what: str | Renderable) -> Word:
        token = self.peek()
        if token is None:
            raise self.bad(Message("session.expected.end", what=what), self.end)
        self.i += 1
        return token

    def word(self, what: str | Renderable) -> Word:
        token = self.next(what)
        if token.quoted or token.text in "/;":
            raise self.expected(what, token.text, token.column)
        return token

    def done(self) -> bool:
        return self.i >= len(self.tokens)


def read_played(cursor: Words) -> Played:
    """A played result, ``4S N -1`` (``pass`` for a passed-out board), with an optional
    opening lead."""
    first = cursor.word(Term("session.what.contract"))
    try:
        contract = parse_contract(first.text)
    except ValueError as e:
        raise cursor.bad(reason_of(e), first.column) from None
    if contract is None:
        return Played(None)
    what = Term("session.what.declarer")
    seat_token = cursor.word(what)
    try:
        declarer = Seat.parse(seat_token.text)
    except ValueError:
        raise cursor.expected(what, repr(seat_token.text), seat_token.column) from None
    contract = Contract(contract.level, contract.strain, contract.risk, declarer)
    tricks_token = cursor.word(Term("session.what.tricks"))
    try:
        tricks = parse_tricks(tricks_token.text, contract)
    except SessionError as e:
        raise cursor.bad(e, tricks_token.column) from None
    lead = None
    token = cursor.peek()
    if token is not None and not token.quoted and (card := Card.lookup(token.text)) is not None:
        cursor.i += 1
        lead = card
    return Played(contract, tricks, lead)


def _weight(cursor: Words, token: Word) -> Fraction:
    """A weight written as ``60%``, ``2/3`` or ``0.6``."""
    text = token.text
    try:
        if text.endswith("%"):
            return read_fraction(text[:-1], Term("number.weight")) / 100
        return read_fraction(text, Term("number.weight"))
    except NumberError as e:
        raise cursor.bad(e, token.column) from None


def read_assigned(cursor: Words) -> Assigned:
    """What follows ``assign``: one result, or weighted results joined by ``;``."""
    start = cursor.peek()
    outcomes: list[tuple[Fraction, Played | int]] = []
    while True:
        token = cursor.peek()
        weight = Fraction(1)
        if token is not None and _WEIGHT_RE.fullmatch(token.text):
            weight = _weight(cursor, token)
            cursor.i += 1
        outcome: Played | int
        token = cursor.peek()
        if token is not None and token.text.lower() == "score":
            cursor.i += 1
            value_token = cursor.word(Term("number.ns-score"))
            try:
                outcome = read_number(value_token.text, Term("number.ns-score"),
                                      minimum=-MAX_SCORE, maximum=MAX_SCORE, signed=True)
            except NumberError as e:
                raise cursor.bad(e, value_token.column) from None
        else:
            outcome = read_played(cursor)
        outcomes.append((weight, outcome))
        token = cursor.peek()
        if token is None or token.text != ";":
            break
        cursor.i += 1
    if len(outcomes) > 1 and any(w == 1 for w, _ in outcomes):
        raise cursor.bad(Message("session.weights.each"), start.column if start else cursor.end)
    try:
        return Assigned(tuple(outcomes))
    except SessionError as e:
        raise cursor.bad(e, start.column if start else cursor.end) from None


def _side_outcome(cursor: Words) -> Artificial | Assigned:
    token = cursor.word(Term("session.what.result"))
    text = token.text.lower()
    if text in _ARTIFICIAL:
        return _ARTIFICIAL[text]
    if text == "assign":
        return read_assigned(cursor)
    raise cursor.expected(Term("session.what.adjusted"), repr(token.text), token.column)


def read_outcome(cursor: Words) -> tuple[Outcome, Outcome | None]:
    """A result as a session file writes it: played (``4S N -1 HK``), ``pass``,
    ``not-played``, an adjusted score (``assign ...``, ``ave+/ave-``, ``better-of NS assign
    ...``) or different adjusted scores for the two sides (``assign ... / ave-``, 12C1(e)):
    North-South's outcome, and East-West's when it differs."""
    token = cursor.peek()
    if token is None:
        raise cursor.bad(Message("session.expected.end", what=Term("session.what.result")),
                         cursor.end)
    text = token.text.lower()
    if text == "not-played":
        cursor.i += 1
        return NotPlayed(), None
    if text == "better-of":
        cursor.i += 1
        side_token = cursor.word(Term("session.what.side"))
        try:
            side = Side.parse(side_token.text)
        except ValueError:
            raise cursor.expected(Term("session.what.side"), repr(side_token.text),
                                  side_token.column) from None
        word = cursor.word("assign")  # a word of the file
        if word.text.lower() != "assign":
            raise cursor.expected("assign", repr(word.text), word.column)
        return BetterOf(read_assigned(cursor), side), None
    if text in _ARTIFICIAL or text == "assign":
        ns = _side_outcome(cursor)
        slash = cursor.peek()
        if slash is not None and slash.text == "/":
            cursor.i += 1
            return ns, _side_outcome(cursor)
        if isinstance(ns, Artificial) and ns is not Artificial.AVERAGE:
            raise cursor.bad(Message("session.ew.missing", score=str(ns)), token.column)
        return ns, None
    return read_played(cursor), None


def parse_adjustment(text: str) -> Adjustment:
    """One adjusted score for both sides, as a guided procedure takes it (12C): ``ave+``,
    ``ave`` or ``ave-`` alone (12C2), one result (``4S N -1``, ``score 420``: 12C1(b)) or
    weighted results (``60% 4S N = ; 40% 4S N -1``: 12C1(c)), ``assign`` before them as
    in a session file or not, or ``better-of NS assign ...`` (86B2(b)). Read by the
    session file's own reader: the weights add up to one and every result is possible.

    >>> str(parse_adjustment("60% 4S N = ; 40% 4S N -1"))
    '60% 4S N = ; 40% 4S N -1'
    >>> parse_adjustment("assign 0.5 4S N = ; 0.4 4S N -1")
    Traceback (most recent call last):
    ...
    bridgelaws.scoring.session.SessionError: the weights of an assigned score add up to \
9/10, not 1
    """
    cursor = Words(words(text), len(text.rstrip()) + 1)
    first = cursor.peek()
    adjustment: Adjustment
    if first is not None and first.text.lower() in _ARTIFICIAL:
        cursor.i += 1
        adjustment = _ARTIFICIAL[first.text.lower()]
    elif first is not None and first.text.lower() == "better-of":
        outcome, _ = read_outcome(cursor)
        assert isinstance(outcome, BetterOf)
        adjustment = outcome
    else:
        if first is not None and first.text.lower() == "assign":
            cursor.i += 1
        adjustment = read_assigned(cursor)
    extra = cursor.peek()
    if extra is not None:
        raise cursor.bad(Message("session.extra", token=repr(extra.text)), extra.column)
    return adjustment


def outcome_text(outcome: Outcome) -> str:
    """One side's outcome as a session file writes it (``assign 60% 4S N = ; 40% 4S N
    -1``, ``ave+``, ``better-of NS assign 4S N =``, ``4S N -1 HK``)."""
    if isinstance(outcome, Artificial):
        return outcome.value
    if isinstance(outcome, NotPlayed):
        return "not-played"
    if isinstance(outcome, Played):
        return str(outcome)
    if isinstance(outcome, BetterOf):
        return f"better-of {outcome.side.name} assign {_assigned_text(outcome.assigned)}"
    return f"assign {_assigned_text(outcome)}"


def _assigned_text(a: Assigned) -> str:
    def one(o: Played | int) -> str:
        return f"score {o}" if isinstance(o, int) else str(o)

    if not a.is_weighted:
        return one(a.outcomes[0][1])
    return " ; ".join(f"{_percent(w)} {one(o)}" for w, o in a.outcomes)


def _percent(weight: Fraction) -> str:
    value = weight * 100
    if value.denominator == 1:
        return f"{value.numerator}%"
    text = f"{float(value):.12g}"
    return f"{text}%" if Fraction(text) == value else str(weight)
