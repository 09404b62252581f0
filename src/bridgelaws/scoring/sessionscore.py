"""Scoring a session (Law 78) with its adjusted scores (Law 12C), penalties (Law 90),
fouled boards (Law 87) and team-event adjustments (Law 86).

:func:`score_session` turns a :class:`~bridgelaws.scoring.session.Session` into a
:class:`SessionScore`: a traveller per board with every result's matchpoints or IMPs,
the standings, and for teams the matches with their IMPs and victory points.

How the adjusted scores are scored:

- An artificial score (12C2) is a percentage of the board's top at matchpoints (60, 50,
  40 by default) and +3, 0 or -3 IMPs at IMPs; with the session-percentage rule (12C2(c))
  a contestant given average plus who made more than 60% on its other boards gets that
  percentage instead, and one given average minus who made less than 40% gets its own.
  At IMPs the same holds for its average per board against +3 and -3. Artificial scores
  take no part in the other results' comparisons: the board is factored up by Neuberg's
  formula as a board with fewer results.
- An assigned score takes part like a table result. A weighted one (12C1(c)) is scored
  result by result, each on its own matchpoint or IMP figure, and the figures are
  weighted; the other contestants are compared with every one of its results, weighted.
- Different scores for the two sides (12C1(e)) are each compared in their own direction.
- Each form of a fouled board (Law 87) is scored on its own and factored up to the
  board's full top.

>>> from bridgelaws.scoring.session import Played, Session, TableResult
>>> s = Session()
>>> for ns, ew, text in [("1", "4", "4S N ="), ("2", "5", "4S N +1"), ("3", "6", "3NT N =")]:
...     s.add(TableResult(1, ns, ew, Played.parse(text)))
>>> score = score_session(s, Method.MATCHPOINTS)
>>> [(line.result.ns, str(line.ns), str(line.ew)) for line in score.travellers[0].lines]
[('1', '2', '2'), ('2', '4', '0'), ('3', '0', '4')]
>>> [(st.field, st.rank, st.id, str(st.percent)) for st in score.standings][:4]
[('NS', '1', '2', '100'), ('NS', '2', '1', '50'), ('NS', '3', '3', '0'), ('EW', '1', '6', '100')]
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict, deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from itertools import repeat
from operator import add, attrgetter, mul
from typing import Final, TypeVar, overload

from bridgelaws.parsing import natural_key
from bridgelaws.scoring.methods import (
    IMP_EDGES,
    MatchpointScale,
    butler_datum,
    imps,
    victory_points,
)
from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    BetterOf,
    Contestant,
    NotPlayed,
    Outcome,
    PenaltyUnit,
    Played,
    Session,
    TableResult,
)
from bridgelaws.values.board import Vulnerability
from bridgelaws.values.cards import Side
from bridgelaws.values.regulations import Regulations

__all__ = [
    "CardLine",
    "Line",
    "MatchScore",
    "Method",
    "SessionScore",
    "Standing",
    "Traveller",
    "artificial_score",
    "score_session",
]


class Method(Enum):
    """How a session is scored (Law 78)."""

    MATCHPOINTS = "mp"
    BUTLER = "butler"  # IMPs against a datum
    CROSS_IMPS = "cross-imp"
    TOTAL_POINTS = "total"
    IMPS = "imp"  # team matches: IMPs across the two tables
    TEAMS = "teams"  # team matches: IMPs converted to victory points

    @property
    def for_teams(self) -> bool:
        return self in (Method.IMPS, Method.TEAMS)

    @property
    def unit(self) -> str:
        return {Method.MATCHPOINTS: "MP", Method.TOTAL_POINTS: "points",
                Method.TEAMS: "VP"}.get(self, "IMPs")


@dataclass(frozen=True, slots=True)
class Line:
    """One result on a traveller, as scored. ``ns_points``/``ew_points`` are the total
    points (the expectation of a weighted score); ``ns``/``ew`` its matchpoints or IMPs
    (``None`` when it earns nothing, e.g. not played); ``top`` the matchpoint top it is
    measured against."""

    result: TableResult
    ns_points: Fraction | None
    ew_points: Fraction | None
    ns: Fraction | None
    ew: Fraction | None
    top: Fraction | None = None
    tie: Fraction | None = None  # with Wignall's percentages, the matchpoints of a tie

    def points(self, side: Side) -> Fraction | None:
        return self.ns_points if side is Side.NS else self.ew_points

    def value(self, side: Side) -> Fraction | None:
        return self.ns if side is Side.NS else self.ew

    def percent(self, side: Side) -> Fraction | None:
        value = self.value(side)
        if value is None or self.top is None:
            return None
        if self.tie is not None and not isinstance(self.result.outcome_for(side), Artificial):
            # Wignall's: compared with every result, its own a tie (an artificial score
            # is not compared and keeps its percentage of the top)
            return (value + self.tie) * 100 / (self.top + 2 * self.tie)
        return value * 100 / self.top if self.top else Fraction(50)  # a lone result


@dataclass(frozen=True, slots=True)
class Traveller:
    """A board's results with their scores. ``top`` is the board's matchpoint top and
    ``datum`` the Butler datum (North-South's view) where they apply."""

    board: int
    lines: Sequence[Line]
    top: Fraction | None = None
    datum: Fraction | None = None


@dataclass(frozen=True, slots=True)
class Standing:
    """A contestant's place. ``total`` is after penalties; ``percent`` at matchpoints;
    ``mean`` (the total per board) when the regulations rank by it."""

    rank: str
    contestant: Contestant
    field: str
    total: Fraction
    boards: int
    penalty: Fraction = Fraction(0)
    top: Fraction | None = None
    percent: Fraction | None = None
    imps: Fraction | None = None  # a team's IMP total, beside its VPs
    mean: Fraction | None = None  # the total per board, when the ranking is by it

    @property
    def id(self) -> str:
        return self.contestant.id


@dataclass(frozen=True, slots=True)
class MatchScore:
    """A team match: the IMPs each team won, each team's net margin and, when converted,
    victory points. ``margins`` are ``(won - lost)`` for each team; they are opposite
    unless the director gave non-balancing scores (both teams average minus, say), in
    which case each team's VPs come from its own margin. ``round`` tells two meetings of
    the same teams apart (a double round robin): each is a match of its own. A match
    entered as IMP totals has no ``boards``, only a ``board_count``."""

    home: str
    away: str
    boards: tuple[int, ...]
    imps: tuple[Fraction, Fraction]
    vps: tuple[Fraction, Fraction] | None = None
    margins: tuple[Fraction, Fraction] = (Fraction(0), Fraction(0))
    round: int | None = None
    board_count: int | None = None  # a match entered as IMP totals: its number of boards

    @property
    def played(self) -> int:
        """The number of boards the match was scored over."""
        return self.board_count if self.board_count is not None else len(self.boards)


@dataclass(frozen=True, slots=True)
class CardLine:
    """A line of a personal score card."""

    board: int
    round: int | None
    side: Side
    opponents: str
    result: TableResult
    points: Fraction | None
    value: Fraction | None
    percent: Fraction | None


@dataclass(frozen=True)
class SessionScore:
    """A scored session."""

    session: Session
    method: Method
    travellers: tuple[Traveller, ...]
    standings: tuple[Standing, ...]
    matches: tuple[MatchScore, ...] = ()
    problems: tuple[str, ...] = ()
    fields: tuple[str, ...] = ("",)

    def standing(self, contestant: str) -> Standing:
        for standing in self.standings:
            if standing.id == contestant:
                return standing
        raise KeyError(contestant)

    def card(self, contestant: str) -> list[CardLine]:
        """A contestant's personal score card: every board it played, in order."""
        lines = []
        for traveller in self.travellers:
            for line in traveller.lines:
                r = line.result
                for side in Side:
                    if contestant in r.players_of(side):
                        lines.append(CardLine(
                            r.board, r.round, side, r.contestant(Side(1 - side)), r,
                            line.points(side), line.value(side), line.percent(side)))
        lines.sort(key=lambda c: (c.round or 0, c.board))
        if self.session.teams:  # a team's two tables share one IMP figure: show it once
            seen: set[int] = set()
            for i, c in enumerate(lines):
                if c.board in seen:
                    lines[i] = CardLine(c.board, c.round, c.side, c.opponents, c.result,
                                        c.points, None, None)
                seen.add(c.board)
        return lines


# --- scoring helpers -------------------------------------------------------------------

Dist = tuple[tuple[Fraction, int], ...]  # weighted scores from one side's point of view
_ONE = Fraction(1)


def _dist(outcome: Outcome, side: Side, vul: Vulnerability) -> Dist | None:
    """The scores ``outcome`` gives ``side``, or None when it is not a table score."""
    sign = 1 if side is Side.NS else -1
    if isinstance(outcome, Played):
        return ((_ONE, sign * outcome.ns_score(vul)),)
    if isinstance(outcome, Assigned):
        return tuple((w, sign * s) for w, s in outcome.ns_scores(vul))
    return None


_POINTS: dict[int, Fraction] = {}  # Fractions are immutable: one per score, shared


def _expectation(dist: Dist) -> Fraction:
    if len(dist) == 1:
        points = dist[0][1]
        found = _POINTS.get(points)
        if found is None:
            found = _POINTS[points] = Fraction(points)
        return found
    return sum((w * s for w, s in dist), Fraction(0))


class _Totals:
    """Exact running totals of every player's figures.

    A board's matchpoints share one denominator, so they are added as a column: a list
    with one whole numerator per player, added to the running column over one common
    denominator (the loops run in C). Their tops are tallied: a count of figures per
    player for each top. A figure added on its own (an artificial score, a sit-out, IMPs)
    goes to the player's own numerators by denominator.
    """

    __slots__ = ("den", "index", "parts", "single", "tallies")

    def __init__(self, index: dict[str, int]) -> None:
        self.index = index  # player -> entry
        self.parts = [0] * len(index)  # numerators over den
        self.den = 1
        self.tallies: dict[Fraction | None, Counter[int]] = {}  # top -> figures per entry
        # entry -> its figures and tops added one by one (numerators by denominator), and
        # their number
        self.single: dict[int, tuple[dict[int, int], dict[int, int], list[int]]] = {}

    def entry(self, player: str) -> int:
        found = self.index.get(player)
        if found is None:  # a player no result names (a sit-out of an individual event)
            found = self.index[player] = len(self.index)
            self.parts.append(0)
        return found

    def add(self, entry: int, value: Fraction, top: Fraction | None) -> None:
        found = self.single.get(entry)
        if found is None:
            found = self.single[entry] = ({}, {}, [0])
        values, tops, count = found
        values[value.denominator] = values.get(value.denominator, 0) + value.numerator
        if top is not None:
            tops[top.denominator] = tops.get(top.denominator, 0) + top.numerator
        count[0] += 1

    def add_all(self, entries: list[int], numerators: list[int], den: int,
                top: Fraction | None) -> None:
        """Add ``numerators[j] / den`` (and ``top``) to player ``entries[j]``, for each j."""
        column = [0] * len(self.index)
        if len(set(entries)) == len(entries):
            # a player has one figure in a group (Session.add sees to it)
            _scatter(column, entries, numerators)
        else:
            for k, n in zip(entries, numerators, strict=True):
                column[k] += n
        common = math.lcm(self.den, den)
        ours, theirs = common // self.den, common // den
        if ours != 1:
            self.parts = list(map(mul, self.parts, repeat(ours)))
        if theirs != 1:
            column = list(map(mul, column, repeat(theirs)))
        self.parts = list(map(add, self.parts, column))
        self.den = common
        tally = self.tallies.get(top)
        if tally is None:
            tally = self.tallies[top] = Counter()
        tally.update(entries)

    def _count(self, entry: int) -> int:
        alone = self.single.get(entry)
        return (alone[2][0] if alone else 0) + sum(t[entry] for t in self.tallies.values())

    def has(self, player: str) -> bool:
        """Whether ``player`` has a figure."""
        entry = self.index.get(player)
        return entry is not None and self._count(entry) > 0

    @staticmethod
    def _fraction(parts: Iterable[tuple[int, int]]) -> Fraction:
        """The sum of numerators over their denominators, given as (denominator, numerator)."""
        found = [(d, n) for d, n in parts if n]
        if not found:
            return Fraction(0)
        common = math.lcm(*(d for d, _ in found))
        return Fraction(sum(n * (common // d) for d, n in found), common)

    def of(self, player: str) -> tuple[Fraction, Fraction, int]:
        """The player's total, total of tops and number of figures."""
        entry = self.index.get(player)
        if entry is None:
            return Fraction(0), Fraction(0), 0
        values, tops, _ = self.single.get(entry, ({}, {}, [0]))
        tallied = [(t.denominator, t.numerator * tally[entry])
                   for t, tally in self.tallies.items() if t is not None]
        return (self._fraction([(self.den, self.parts[entry]), *values.items()]),
                self._fraction([*tallied, *tops.items()]),
                self._count(entry))

    def final(self) -> Callable[[str], tuple[Fraction, Fraction, int]]:
        """:meth:`of` for the totals as they are now, for many players."""
        size = len(self.index)
        top_den = math.lcm(*(t.denominator for t in self.tallies if t is not None))
        tops = [0] * size
        counts = [0] * size
        for t, tally in self.tallies.items():
            for k, c in tally.items():
                counts[k] += c
            if t is not None:
                times = t.numerator * (top_den // t.denominator)
                for k, c in tally.items():
                    tops[k] += c * times
        for k, (_, _, count) in self.single.items():
            counts[k] += count[0]
        index, single, parts, den = self.index, self.single, self.parts, self.den
        shared: dict[tuple[int, int], Fraction] = {}  # most players have the same top

        def of(player: str) -> tuple[Fraction, Fraction, int]:
            entry = index.get(player)
            if entry is None:
                return Fraction(0), Fraction(0), 0
            alone = single.get(entry)
            if alone is None:
                key = (tops[entry], top_den)
                top = shared.get(key)
                if top is None:
                    top = shared[key] = Fraction(*key)
                return Fraction(parts[entry], den), top, counts[entry]
            return (self._fraction([(den, parts[entry]), *alone[0].items()]),
                    self._fraction([(top_den, tops[entry]), *alone[1].items()]),
                    counts[entry])

        return of


def _matchpoint_units(dists: Sequence[Dist]) -> tuple[list[int], int]:
    """Matchpoints of each entry against all the others on the 2/1/0 scale, weights
    respected, as whole numbers over one common denominator (1 without weighted scores).
    An entry is never compared with its own outcomes."""
    table, den = _matchpoint_table(dists)
    return list(map(table.__getitem__, map(id, dists))), den


def _matchpoint_table(dists: Sequence[Dist]) -> tuple[dict[int, int], int]:
    """:func:`_matchpoint_units` by distribution: for the ``id`` of each distinct one.

    A board has few distinct distributions (the entries share them), so each is worked
    out once, against the weight of the field's scores below and at each of its scores:
    whole numbers only, and a 40,000-result board costs a few passes over a list.
    """
    distinct = {id(d): d for d in dists}
    times = Counter(map(id, dists))
    scale = math.lcm(*{w.denominator for d in distinct.values() for w, _ in d})
    weighted = {key: [(w.numerator * (scale // w.denominator), s) for w, s in d]
                for key, d in distinct.items()}
    at: dict[int, int] = defaultdict(int)  # the weight of the field's entries at a score
    for key, units in weighted.items():
        n = times[key]
        for w, s in units:
            at[s] += n * w
    below: dict[int, int] = {}  # and below it
    running = 0
    for s in sorted(at):
        below[s] = running
        running += at[s]
    figures: dict[int, int] = {}
    for key, units in weighted.items():
        total = 0
        for w, s in units:
            under = below[s] - sum(w2 for w2, s2 in units if s2 < s)
            level = at[s] - sum(w2 for w2, s2 in units if s2 == s)
            total += w * (2 * under + level)
        figures[key] = total
    return figures, scale * scale


def _matchpoints(dists: Sequence[Dist], scale: MatchpointScale) -> list[Fraction]:
    """Matchpoints of each entry against all the others, weights respected."""
    units, den = _matchpoint_units(dists)
    halve = 2 if scale is MatchpointScale.ACBL else 1
    return [Fraction(u, den * halve) for u in units]


def _imps_against(score: int, ordered: Sequence[int]) -> int:
    """The sum of ``imps(score - other)`` over ``ordered`` (sorted), by counting the
    scores beyond each band edge."""
    total = 0
    for edge in IMP_EDGES:
        beaten = bisect_right(ordered, score - edge)
        total += beaten - (len(ordered) - bisect_left(ordered, score + edge))
    return total


def _cross_imps(dists: Sequence[Dist]) -> list[Fraction]:
    if all(len(d) == 1 for d in dists):
        scores = [d[0][1] for d in dists]
        ordered = sorted(scores)
        return [Fraction(_imps_against(s, ordered)) for s in scores]
    out = []
    for i, d in enumerate(dists):
        total = Fraction(0)
        for j, other in enumerate(dists):
            if i != j:
                total += sum((w * w2 * imps(s - s2) for w, s in d for w2, s2 in other),
                             Fraction(0))
        out.append(total)
    return out


def _datum(dists: Sequence[Dist], regs: Regulations) -> Fraction:
    singles = [d[0][1] for d in dists if len(d) == 1]
    return butler_datum(singles or [_expectation(d) for d in dists], regs.butler_datum,
                        regs.butler_round_to, regs.butler_rounding)


def _imps_of(dist: Dist, against: Fraction) -> Fraction:
    return sum((w * imps(s - against) for w, s in dist), Fraction(0))


def rank_labels(items: list[tuple[Fraction, str]]) -> dict[str, str]:
    """Ranks for (key, id) pairs, best key first; ties share a rank marked ``=``.

    >>> rank_labels([(Fraction(1, 3), "a"), (Fraction(2), "b"), (Fraction(1, 3), "c")])
    {'b': '1', 'a': '2=', 'c': '2='}
    """
    order, labels = _ranks([k for k, _ in items])
    return {items[k][1]: labels[k] for k in order}


def _rough(key: Fraction) -> float:
    """``key`` as a float, infinite when too large for one."""
    try:
        return float(key)
    except OverflowError:
        return math.inf if key > 0 else -math.inf


def _ranks(keys: Sequence[Fraction]) -> tuple[list[int], list[str]]:
    """The positions of ``keys`` best first (ties in their order) and the rank label of
    each key (ties share a rank marked ``=``).

    The keys are sorted and compared by their floats (float() keeps the order of exact
    numbers, and equal numbers have equal floats), and exactly only where the floats are
    equal: a Fraction comparison costs a hundred times a float's. No tuple is made per key.

    >>> _ranks([Fraction(1, 3), Fraction(2), Fraction(1, 3)])
    ([1, 0, 2], ['2=', '1', '2='])
    """
    n = len(keys)
    rough = [_rough(k) for k in keys]
    order = sorted(range(n), key=rough.__getitem__, reverse=True)  # stable: ties keep order
    i = 0
    while i < n:
        j = i + 1
        while j < n and rough[order[j]] == rough[order[i]]:
            j += 1
        if j - i > 1:  # equal floats: sort exactly
            order[i:j] = sorted(order[i:j], key=keys.__getitem__, reverse=True)
        i = j
    labels = [""] * n
    i = 0
    while i < n:
        first = order[i]
        j = i + 1
        while j < n and rough[order[j]] == rough[first] and keys[order[j]] == keys[first]:
            j += 1
        label = f"{i + 1}=" if j - i > 1 else str(i + 1)
        for k in order[i:j]:
            labels[k] = label
        i = j
    return order, labels


_natural = natural_key  # ids in number order: "2" before "10"


# --- pairs -----------------------------------------------------------------------------
#
# A pairs session is scored in columns: a board keeps, for each direction, one list per
# figure (scores, matchpoints or IMPs, tops) with an entry per result, and the running
# totals one list per denominator with an entry per player. A million results cost a few
# lists of references rather than millions of small objects, and the traveller's lines
# are made when they are read.

_Column = list[Fraction | None]
_T = TypeVar("_T")
_ARTIFICIAL_IDS: Final = frozenset(map(id, Artificial))
_NS, _EW, _OUTCOME, _EW_OUTCOME, _GROUP = map(
    attrgetter, ("ns", "ew", "outcome", "ew_outcome", "group"))
_SIDES: Final = (Side.NS, Side.EW)  # iterating a tuple is faster than the Enum


def _work_out(outcomes: list[Outcome], side: Side,
              vul: Vulnerability) -> tuple[list[Dist | None], list[Outcome]]:
    """The score distribution of each outcome for ``side``, and the distinct outcomes. A
    board has few distinct outcomes (the reader shares them): each is worked out once."""
    distinct = {id(o): o for o in outcomes}
    dists = {key: _dist(o, side, vul) for key, o in distinct.items()}
    return list(map(dists.__getitem__, map(id, outcomes))), list(distinct.values())


class _Board:
    """A board's results while scoring: for each direction (indexed by :class:`Side`) the
    score distribution, the matchpoints or IMPs and the top of each result, in order. A
    result with no distribution (not played, artificial) is not compared."""

    __slots__ = ("artificial", "datum", "dists", "grouped", "names", "number", "played",
                 "results", "top", "tops", "values")

    def __init__(self, number: int, results: list[TableResult], vul: Vulnerability) -> None:
        n = len(results)
        self.number = number
        self.results = results
        outcomes = list(map(_OUTCOME, results))
        given = list(map(_EW_OUTCOME, results))
        ew_outcomes = outcomes if given.count(None) == n else [
            o if e is None else e for o, e in zip(outcomes, given, strict=True)]
        ns_dists, ns_kinds = _work_out(outcomes, Side.NS, vul)
        ew_dists, ew_kinds = _work_out(ew_outcomes, Side.EW, vul)
        self.dists = (ns_dists, ew_dists)
        self.values: tuple[_Column, _Column] = ([None] * n, [None] * n)
        self.tops: tuple[_Column, _Column] = ([None] * n, [None] * n)
        self.top: Fraction | None = None
        self.datum: Fraction | None = None
        self.grouped = any(map(_GROUP, results))  # played in several forms (Law 87)
        self.played = n
        if any(isinstance(o, NotPlayed) for o in ns_kinds):
            self.played = sum(1 for o in outcomes if not isinstance(o, NotPlayed))
        self.artificial: list[int] = []  # the results with an artificial score, in order
        if any(isinstance(o, Artificial) for o in (*ns_kinds, *ew_kinds)):
            self.artificial = sorted({
                i for either in (outcomes, ew_outcomes)
                for i, key in enumerate(map(id, either)) if key in _ARTIFICIAL_IDS})
        self.names = (list(map(_NS, results)), list(map(_EW, results)))

    def groups(self, side: Side) -> list[list[int]]:
        """The results of ``side`` that are compared, form by form of the board (Law 87)."""
        dists = self.dists[side]
        if not self.grouped:
            found = [i for i, d in enumerate(dists) if d is not None]
            return [found] if found else []
        groups: dict[str, list[int]] = {}
        for i, d in enumerate(dists):
            if d is not None:
                groups.setdefault(self.results[i].group, []).append(i)
        return list(groups.values())

    def entries(self, side: Side, group: list[int], totals: _Totals,
                figures: list[int]) -> tuple[list[int], list[int]]:
        """The players' entries in ``totals`` of the results ``group`` of ``side``, with
        each result's figure repeated for each of its players (two at an individual)."""
        results = self.results
        if results and results[0].players is None:
            entries = list(map(totals.index.__getitem__, self.names[side]))
            if len(group) == len(results):  # everyone (then group is 0, 1, 2...)
                return entries, figures
            return list(map(entries.__getitem__, group)), figures
        found, repeated = [], []
        for i, figure in zip(group, figures, strict=True):
            for player in results[i].players_of(side):
                found.append(totals.entry(player))
                repeated.append(figure)
        return found, repeated


def _scatter(target: list[_T], indices: Iterable[int], values: Iterable[_T]) -> None:
    """``target[i] = value`` for each index and value, the loop run in C."""
    deque(map(target.__setitem__, indices, values), maxlen=0)


class _Lines(Sequence[Line]):
    """A traveller's lines, made from the board's columns when they are read."""

    __slots__ = ("_board", "_tie")

    def __init__(self, board: _Board, tie: Fraction | None = None) -> None:
        self._board = board
        self._tie = tie

    def __len__(self) -> int:
        return len(self._board.results)

    @overload
    def __getitem__(self, i: int) -> Line: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[Line, ...]: ...

    def __getitem__(self, i: int | slice) -> Line | tuple[Line, ...]:
        if isinstance(i, slice):
            return tuple(self._line(j) for j in range(len(self))[i])
        return self._line(range(len(self))[i])

    def __iter__(self) -> Iterator[Line]:
        return map(self._line, range(len(self)))

    def _line(self, i: int) -> Line:
        b = self._board
        ns_dist, ew_dist = b.dists[0][i], b.dists[1][i]
        return Line(b.results[i],
                    _expectation(ns_dist) if ns_dist else None,
                    _expectation(ew_dist) if ew_dist else None,
                    b.values[0][i], b.values[1][i], b.tops[0][i] or b.tops[1][i], self._tie)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _Lines | tuple):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))


def _pairs(session: Session, method: Method, regs: Regulations,
           problems: list[str]) -> tuple[list[_Board], _Totals, tuple[set[str], set[str]]]:
    boards = [_Board(number, results, session.board(number).vulnerability)
              for number, results in session.by_board().items()]
    # who sat North-South and who East-West, for the standings
    seats: tuple[set[str], set[str]] = (set(), set())
    for b in boards:
        for side in _SIDES:
            if session.individual:
                seats[side].update(p for r in b.results for p in r.players_of(side))
            else:
                seats[side].update(b.names[side])
    totals = _Totals({p: i for i, p in enumerate(seats[0] | seats[1])})
    counts = [b.played for b in boards]
    most = max(counts, default=1)
    expected = max(session.expected_results or 0, most)
    if session.expected_results and session.expected_results < most:
        problems.append(f"the session expects {session.expected_results} results a board, but "
                        f"a board has {most}: every board is scored against {most}")
    beat = regs.matchpoint_scale.value[0]
    full_top = Fraction(beat * (expected - 1))
    if method is Method.MATCHPOINTS:
        for b in boards:
            b.top = full_top
            _score_board_mp(b, expected, regs, totals)
    else:
        for b in boards:
            b.names = ([], [])  # not needed
            _score_board_imps(b, method, regs, expected, problems)
            for side in _SIDES:
                values, tops = b.values[side], b.tops[side]
                for i, value in enumerate(values):
                    if value is not None:
                        for player in b.results[i].players_of(side):
                            totals.add(totals.entry(player), value, tops[i])
    # 12C2(c) needs each contestant's figure on the boards without artificial scores; at
    # an individual event the figures are the players' (a side's is its two players')
    artificial: list[tuple[_Board, Side, int]] = []
    for b in boards:
        for i in b.artificial:
            r = b.results[i]
            for side in _SIDES:
                if b.values[side][i] is None and isinstance(r.outcome_for(side), Artificial):
                    artificial.append((b, side, i))
    own: dict[str, tuple[Fraction, Fraction, int]] = {}
    for b, side, i in artificial:
        r = b.results[i]
        contestant, players = r.contestant(side), r.players_of(side)
        if contestant not in own and all(totals.has(p) for p in players):
            figures = [totals.of(p) for p in players]
            own[contestant] = (sum((f[0] for f in figures), Fraction(0)),
                               sum((f[1] for f in figures), Fraction(0)),
                               sum(f[2] for f in figures))
    for b, side, i in artificial:
        r = b.results[i]
        _artificial(b, side, i, method, regs, own.get(r.contestant(side)), expected)
        value = b.values[side][i]
        if value is not None:
            for player in r.players_of(side):
                totals.add(totals.entry(player), value, b.tops[side][i])
    if regs.sit_out == "average" and session.phantoms:
        _sit_outs(session, method, boards, totals)
    return boards, totals, seats


def _sit_outs(session: Session, method: Method, boards: list[_Board],
              totals: _Totals) -> None:
    """A pair that sat out against the phantom scores its own average on the board: its
    percentage of the board's top at matchpoints, its mean per board otherwise."""
    averages: dict[str, tuple[Fraction, Fraction, int]] = {}
    pending = []
    for b in boards:
        for i, r in enumerate(b.results):
            if not isinstance(r.outcome, NotPlayed):
                continue
            for side in _SIDES:
                ident = r.contestant(side)
                if ident in session.phantoms or r.contestant(Side(1 - side)) not in \
                        session.phantoms:
                    continue
                if ident not in averages:
                    averages[ident] = totals.of(ident)
                pending.append((b, side, i, ident))
    for b, side, i, ident in pending:
        total, top, count = averages[ident]
        if method is Method.MATCHPOINTS:
            assert b.top is not None
            b.tops[side][i] = b.top
            value = total * b.top / top if top else b.top / 2
        else:
            value = total / count if count else Fraction(0)
        b.values[side][i] = value
        totals.add(totals.entry(ident), value, b.tops[side][i])


def _score_board_mp(b: _Board, expected: int, regs: Regulations, totals: _Totals) -> None:
    """Matchpoint the board's real results and add them to the totals. With Neuberg they
    are factored up to the full top; without, a board with fewer results keeps its own
    smaller top, and that becomes the board's top (for its traveller and its artificial
    scores)."""
    halve = 2 if regs.matchpoint_scale is MatchpointScale.ACBL else 1
    own_tops: list[Fraction] = []
    for side in _SIDES:
        dists, values, tops = b.dists[side], b.values[side], b.tops[side]
        for group in b.groups(side):
            n = len(group)
            group_dists = [d for i in group if (d := dists[i]) is not None]
            table, den = _matchpoint_table(group_dists)
            if regs.neuberg and n != expected:
                # Neuberg on the 2/1/0 scale: (M + 1) * E / n - 1, in whole units
                top = b.top
                divisor = den * n * halve
                table = {k: (u + den) * expected - den * n for k, u in table.items()}
            else:
                top = Fraction(2 * (n - 1), halve)  # the full top when n == expected
                own_tops.append(top)
                divisor = den * halve
            # equal scores get equal matchpoints: one Fraction for each (Fractions are
            # immutable, and a board has few distinct scores)
            shared: dict[int, Fraction] = {}
            for figure in table.values():
                if figure not in shared:
                    shared[figure] = Fraction(figure, divisor)
            figures = list(map(table.__getitem__, map(id, group_dists)))
            _scatter(values, group, map(shared.__getitem__, figures))
            _scatter(tops, group, repeat(top))
            entries, repeated = b.entries(side, group, totals, figures)
            totals.add_all(entries, repeated, divisor, top)
    if own_tops:  # the forms of a fouled board may differ: the largest of their tops
        b.top = max(own_tops)
    b.names = ([], [])  # not needed any more


def _score_board_imps(b: _Board, method: Method, regs: Regulations, expected: int,
                      problems: list[str]) -> None:
    for side in _SIDES:
        all_dists, values = b.dists[side], b.values[side]
        for group in b.groups(side):
            dists = [d for i in group if (d := all_dists[i]) is not None]
            if method is Method.BUTLER:
                if side is Side.NS:
                    b.datum = _datum(dists, regs)
                    datum = b.datum
                else:
                    form = b.results[group[0]].group
                    ns_dists = [d for i, d in enumerate(b.dists[Side.NS])
                                if d is not None and b.results[i].group == form]
                    datum = -_datum(ns_dists or [tuple((w, -s) for w, s in d) for d in dists],
                                    regs)
                for i in group:
                    values[i] = _imps_of(all_dists[i] or (), datum)
            elif method is Method.CROSS_IMPS:
                figures = _cross_imps(dists)
                n = len(group)
                for i, v in zip(group, figures, strict=True):
                    if regs.cross_imps_average:
                        v = v / (n - 1) if n > 1 else Fraction(0)
                    elif regs.neuberg and 1 < n < expected:
                        v = v * (expected - 1) / (n - 1)
                    values[i] = v
            else:  # total points
                for i in group:
                    values[i] = _expectation(all_dists[i] or ())
    if method is Method.TOTAL_POINTS:
        for r in b.results:
            for side in _SIDES:
                outcome = r.outcome_for(side)
                if isinstance(outcome, Artificial):
                    problems.append(f"board {b.number}: an artificial score ({outcome}) has "
                                    f"no value at total points; assign a score instead "
                                    f"(Law 12C1)")


def artificial_score(kind: Artificial, regulations: Regulations,
                     top: Fraction | None = None, own: Fraction | None = None) -> Fraction:
    """Law 12C2: the value of an artificial adjusted score.

    With a matchpoint ``top`` it is matchpoints: the regulations' percentage of the top
    (60, 50, 40), or, by the session-percentage rule (12C2(c)), ``own`` (the contestant's
    percentage on the session's other boards) when that is higher for average plus or
    lower for average minus. Without a top it is IMPs (+3, 0, -3), ``own`` being the
    contestant's average IMPs per board.

    >>> regs = Regulations()
    >>> artificial_score(Artificial.AVERAGE_PLUS, regs, top=Fraction(34))
    Fraction(102, 5)
    >>> float(artificial_score(Artificial.AVERAGE_PLUS, regs, Fraction(34), Fraction("71.6")))
    24.344
    >>> artificial_score(Artificial.AVERAGE_MINUS, regs, own=Fraction(-5))
    Fraction(-5, 1)
    """
    index = list(Artificial).index(kind)
    if top is not None:
        value = Fraction(regulations.artificial_percentages[index])
    else:
        value = Fraction(regulations.artificial_imps[index])
    if regulations.session_percentage_rule and own is not None and (
        (kind is Artificial.AVERAGE_PLUS and own > value)
        or (kind is Artificial.AVERAGE_MINUS and own < value)
    ):
        value = own
    return value * top / 100 if top is not None else value


def _artificial(b: _Board, side: Side, i: int, method: Method, regs: Regulations,
                real: tuple[Fraction, Fraction, int] | None, expected: int) -> None:
    kind = b.results[i].outcome_for(side)
    assert isinstance(kind, Artificial)
    if method is Method.MATCHPOINTS:
        assert b.top is not None
        own = real[0] * 100 / real[1] if real is not None and real[1] else None
        b.values[side][i], b.tops[side][i] = artificial_score(kind, regs, b.top, own), b.top
    elif method is not Method.TOTAL_POINTS:
        own = real[0] / real[2] if real is not None and real[2] else None
        comparisons = max(expected - 1, 1)
        summed = method is Method.CROSS_IMPS and not regs.cross_imps_average
        if summed and own is not None:
            own /= comparisons  # the rule compares IMPs per comparison with +3 and -3
        value = artificial_score(kind, regs, None, own)
        b.values[side][i] = value * comparisons if summed else value


def _pair_standings(session: Session, method: Method, boards: list[_Board],
                    totals: _Totals, seats: tuple[set[str], set[str]], regs: Regulations,
                    problems: list[str]) -> tuple[list[Standing], tuple[str, ...]]:
    ns_seats, ew_seats = seats
    seated = (ns_seats | ew_seats) - session.phantoms
    full_top = max((b.top for b in boards if b.top is not None), default=Fraction(0))
    penalties = _penalties(session, method, full_top, problems)
    ns_only = ns_seats - ew_seats - session.phantoms
    ew_only = ew_seats - ns_seats - session.phantoms
    split = (regs.ranking == "auto" and not session.individual and bool(ns_only)
             and bool(ew_only) and ns_only | ew_only == seated)
    fields = ("NS", "EW") if split else ("",)
    figures = totals.final()
    zero = Fraction(0)
    standings = []
    # a field's rows in columns (one list per figure, not a tuple per contestant: fewer
    # objects for the garbage collector to walk)
    for fld in fields:
        members = sorted((ns_only if fld == "NS" else ew_only) if fld else seated,
                         key=_natural)  # ids in number order: "2" before "10"
        nets, tops, counts, fines, percents = [], [], [], [], []
        tie = _wignall_tie(method, regs)
        for ident in members:
            total, top, count = figures(ident)
            penalty = penalties.get(ident, zero)
            net = total - penalty if penalty else total
            percent = None
            if tie is not None:  # Wignall's: one tie more per board, two on the top
                percent = (net + tie * count) * 100 / (top + 2 * tie * count) \
                    if top or count else Fraction(50)
            elif method is Method.MATCHPOINTS:
                # net * 100 / top, made as one Fraction (top is positive)
                percent = Fraction(net.numerator * 100 * top.denominator,
                                   net.denominator * top.numerator) if top else Fraction(50)
            nets.append(net)
            tops.append(top)
            counts.append(count)
            fines.append(penalty)
            percents.append(percent)
        by_mean = regs.rank_by == "mean" and method is not Method.MATCHPOINTS
        means = [t / c if c else zero for t, c in zip(nets, counts, strict=True)] \
            if by_mean else []
        if method is Method.MATCHPOINTS:
            keys: list[Fraction] = [p if p is not None else zero for p in percents]
        else:
            keys = means if by_mean else nets
        order, labels = _ranks(keys)
        for k in order:  # best first; equal ranks in number order, as members are
            standings.append(Standing(
                labels[k], session.contestant(members[k]), fld, nets[k], int(counts[k]),
                fines[k], tops[k] if method is Method.MATCHPOINTS else None, percents[k],
                mean=means[k] if by_mean else None))
    return standings, fields


def _penalties(session: Session, method: Method, full_top: Fraction,
               problems: list[str]) -> dict[str, Fraction]:
    out: dict[str, Fraction] = defaultdict(Fraction)
    units = {
        Method.MATCHPOINTS: (PenaltyUnit.MATCHPOINTS, PenaltyUnit.PERCENT_OF_TOP),
        Method.TEAMS: (PenaltyUnit.VPS, PenaltyUnit.IMPS),
        Method.TOTAL_POINTS: (),
    }.get(method, (PenaltyUnit.IMPS,))
    if not session.penalties:
        return out
    known = set(session.contestants) | {
        p for r in session.results for side in Side for p in r.players_of(side)}
    for p in session.penalties:
        if p.contestant not in known:
            problems.append(f"penalty to {session.kind} {p.contestant}: no such {session.kind} "
                            f"in the session; not applied")
        elif p.unit not in units:
            problems.append(f"penalty to {session.kind} {p.contestant}: a penalty in "
                            f"{p.unit.value} does not apply at {method.value} scoring; ignored")
        elif p.unit is PenaltyUnit.PERCENT_OF_TOP:
            out[p.contestant] += p.amount * full_top / 100
        elif method is Method.TEAMS and p.unit is PenaltyUnit.IMPS:
            problems.append(f"penalty to team {p.contestant} in IMPs: deducted from its IMP "
                            f"total, not from its VPs; give it in VPs to change the ranking")
        else:
            out[p.contestant] += p.amount
    return out


def _travellers(boards: list[_Board], tie: Fraction | None) -> tuple[Traveller, ...]:
    return tuple(Traveller(b.number, _Lines(b, tie), b.top, b.datum) for b in boards)


def _wignall_tie(method: Method, regs: Regulations) -> Fraction | None:
    """The matchpoints of a tie when percentages are Wignall's, else ``None``."""
    if method is not Method.MATCHPOINTS or regs.percentages != "wignall":
        return None
    return Fraction(1, 2) if regs.matchpoint_scale is MatchpointScale.ACBL else Fraction(1)


# --- teams -----------------------------------------------------------------------------

def _teams(session: Session, method: Method, regs: Regulations,
           problems: list[str]) -> SessionScore:
    # a match is the two teams and the round they met in: teams that meet twice (a
    # double round robin) play two matches
    MatchKey = tuple[frozenset[str], int | None]
    matches: dict[MatchKey, dict[int, list[TableResult]]] = {}
    order: list[tuple[str, str, int | None]] = []
    for r in session.results:
        key = (frozenset((r.ns, r.ew)), r.round)
        if key not in matches:
            matches[key] = {}
            order.append((r.ns, r.ew, r.round))
        matches[key].setdefault(r.board, []).append(r)
    values: dict[tuple[int, str], Fraction] = {}  # (id of result, contestant) -> IMPs
    pending: list[tuple[str, str, int, TableResult, TableResult]] = []
    per_board: dict[str, list[Fraction]] = defaultdict(list)  # for 12C2(c) at IMPs
    for home, away, rnd in order:
        for board, results in sorted(matches[(frozenset((home, away)), rnd)].items()):
            pair = _two_tables(home, away, board, results, problems)
            if pair is None:
                continue
            t1, t2 = pair
            if any(isinstance(t.outcome_for(s), Artificial | NotPlayed)
                   for t in pair for s in Side):
                pending.append((home, away, board, t1, t2))
                continue
            a, b = _board_imps(session, board, t1, t2, regs)
            values[(id(t1), home)] = values[(id(t2), home)] = a
            values[(id(t1), away)] = values[(id(t2), away)] = b
            per_board[home].append(a)
            per_board[away].append(b)
    for home, away, _board, t1, t2 in pending:
        if any(isinstance(t.outcome_for(s), NotPlayed) for t in (t1, t2) for s in Side):
            continue
        a = _team_board(session, home, t1, t2, regs, per_board.get(home))
        b = _team_board(session, away, t2, t1, regs, per_board.get(away))
        if regs.knockout and a != -b:  # 12C4: non-balancing scores are averaged
            a = (a - b) / 2
            b = -a
        values[(id(t1), home)] = values[(id(t2), home)] = a
        values[(id(t1), away)] = values[(id(t2), away)] = b
    match_scores = []
    imp_totals: dict[str, Fraction] = defaultdict(Fraction)
    vp_totals: dict[str, Fraction] = defaultdict(Fraction)
    board_counts: dict[str, int] = defaultdict(int)
    for home, away, rnd in order:
        played = matches[(frozenset((home, away)), rnd)]
        boards = tuple(sorted(played))
        board_values = [(values[(id(played[b][0]), home)], values[(id(played[b][0]), away)])
                        for b in boards if (id(played[b][0]), home) in values]
        zero = Fraction(0)
        # a board's IMPs go to the team that won them (on a non-balancing board, to
        # each team that won some)
        home_won = sum((max(h, zero) for h, _ in board_values), zero)
        away_won = sum((max(a, zero) for _, a in board_values), zero)
        margins = (sum((h for h, _ in board_values), zero),
                   sum((a for _, a in board_values), zero))
        vps = None
        if method is Method.TEAMS and board_values:
            count = len(board_values)
            vps = (victory_points(margins[0], count, regs.vp_decimals),
                   victory_points(margins[1], count, regs.vp_decimals))
            vp_totals[home] += vps[0]
            vp_totals[away] += vps[1]
        match_scores.append(MatchScore(home, away, boards, (home_won, away_won), vps, margins,
                                       rnd))
        imp_totals[home] += margins[0]
        imp_totals[away] += margins[1]
        board_counts[home] += len(board_values)
        board_counts[away] += len(board_values)
    for entered in session.match_totals:  # matches entered as IMP totals
        won = entered.imps
        margins = (won[0] - won[1], won[1] - won[0])
        vps = None
        if method is Method.TEAMS:
            vps = (victory_points(margins[0], entered.boards, regs.vp_decimals),
                   victory_points(margins[1], entered.boards, regs.vp_decimals))
            vp_totals[entered.home] += vps[0]
            vp_totals[entered.away] += vps[1]
        match_scores.append(MatchScore(entered.home, entered.away, (), won, vps, margins,
                                       entered.round, entered.boards))
        imp_totals[entered.home] += margins[0]
        imp_totals[entered.away] += margins[1]
        board_counts[entered.home] += entered.boards
        board_counts[entered.away] += entered.boards
    penalties = _penalties(session, method, Fraction(0), problems)
    imp_penalties = {p.contestant: p.amount for p in session.penalties
                     if p.unit is PenaltyUnit.IMPS}
    idents = sorted((set(imp_totals) | set(session.contestants)) - session.phantoms,
                    key=_natural)
    rows = []
    for ident in idents:
        imps_total = imp_totals[ident] - (imp_penalties.get(ident, Fraction(0))
                                          if method is Method.TEAMS else Fraction(0))
        total = vp_totals[ident] if method is Method.TEAMS else imps_total
        rows.append((ident, total - penalties.get(ident, Fraction(0)), imps_total))
    ranks = rank_labels([(t, i) for i, t, _ in rows])
    standings = sorted(
        (Standing(ranks[i], session.contestant(i), "", t, board_counts[i],
                  penalties.get(i, Fraction(0)), imps=m) for i, t, m in rows),
        key=lambda s: (int(s.rank.rstrip("=")), _natural(s.id)))
    travellers = []
    for number, results in session.by_board().items():
        lines = tuple(
            Line(r, _points(session, r, Side.NS), _points(session, r, Side.EW),
                 values.get((id(r), r.ns)), values.get((id(r), r.ew)))
            for r in results)
        travellers.append(Traveller(number, lines))
    return SessionScore(session, method, tuple(travellers), tuple(standings),
                        tuple(match_scores), tuple(problems))


def _points(session: Session, r: TableResult, side: Side) -> Fraction | None:
    outcome = r.outcome_for(side)
    if isinstance(outcome, BetterOf):
        outcome = outcome.assigned
    dist = _dist(outcome, side, session.board(r.board).vulnerability)
    return _expectation(dist) if dist else None


def _two_tables(home: str, away: str, board: int, results: list[TableResult],
                problems: list[str]) -> tuple[TableResult, TableResult] | None:
    t1 = next((r for r in results if r.ns == home), None)
    t2 = next((r for r in results if r.ns == away), None)
    if t1 is None or t2 is None or len(results) != 2:
        problems.append(f"board {board} of {home} v {away}: a result at only one table; "
                        f"the director should adjust it (Law 86B1); not scored")
        return None
    if t1.group != t2.group:
        problems.append(f"board {board} of {home} v {away}: played in different forms "
                        f"(Law 87); give artificial scores (Law 86B2); not scored")
        return None
    return t1, t2


def _board_imps(session: Session, board: int, t1: TableResult, t2: TableResult,
                regs: Regulations) -> tuple[Fraction, Fraction]:
    """IMPs of the home team (NS at t1) and the away team (NS at t2) on one board."""
    def team(first: Outcome, second: Outcome, first_side: Side) -> Fraction:
        vul = session.board(board).vulnerability
        d1 = _dist(first, first_side, vul) or ()
        d2 = _dist(second, Side(1 - first_side), vul) or ()
        return sum((w1 * w2 * imps(s1 + s2) for w1, s1 in d1 for w2, s2 in d2), Fraction(0))

    better = [(t, t.outcome) for t in (t1, t2) if isinstance(t.outcome, BetterOf)]
    if better:
        table, rule = better[0]
        assert isinstance(rule, BetterOf)
        other = t2 if table is t1 else t1
        # the non-offenders' IMPs with the assigned score against the other table
        nos_home = (rule.side is Side.NS) == (table is t1)
        first, second = (rule.assigned, other.outcome) if table is t1 else (
            other.outcome, rule.assigned)
        assigned = team(first, second, Side.NS) if nos_home else team(second, first, Side.NS)
        nos = max(Fraction(regs.artificial_imps[0]), assigned)
        return (nos, -nos) if nos_home else (-nos, nos)
    home = team(t1.outcome_for(Side.NS), t2.outcome_for(Side.EW), Side.NS)
    away = team(t2.outcome_for(Side.NS), t1.outcome_for(Side.EW), Side.NS)
    if regs.knockout and home != -away:  # 12C4: non-balancing scores are averaged
        home = (home - away) / 2
        away = -home
    return home, away


def _team_board(session: Session, team: str, ns_table: TableResult, ew_table: TableResult,
                regs: Regulations, others: list[Fraction] | None) -> Fraction:
    """A team's IMPs on a board where some score is artificial: from its own two scores
    (North-South at ``ns_table``, East-West at ``ew_table``); an artificial one of its own
    gives the board its artificial value (the mean of two)."""
    own = sum(others, Fraction(0)) / len(others) if others else None
    mine = (ns_table.outcome_for(Side.NS), ew_table.outcome_for(Side.EW))
    artificial = [artificial_score(o, regs, None, own) for o in mine if isinstance(o, Artificial)]
    if artificial:
        return sum(artificial, Fraction(0)) / len(artificial)
    vul = session.board(ns_table.board).vulnerability
    d1 = _dist(mine[0], Side.NS, vul) or ()
    d2 = _dist(mine[1], Side.EW, vul) or ()
    return sum((w1 * w2 * imps(s1 + s2) for w1, s1 in d1 for w2, s2 in d2), Fraction(0))


# --- entry point -----------------------------------------------------------------------

def score_session(session: Session, method: Method | str,
                  regulations: Regulations | None = None) -> SessionScore:
    """Score ``session`` by ``method`` under ``regulations`` (the session's own by default).

    Scoring never raises for a session that :meth:`Session.add` accepted; what cannot be
    scored is listed in :attr:`SessionScore.problems`.
    """
    method = Method(method)
    regs = regulations or session.regulations
    problems: list[str] = []
    if method.for_teams != session.teams:
        what = "team matches" if method.for_teams else "pairs"
        raise ValueError(f"{method.value} scores {what}; this is a {session.kind}s session")
    if method.for_teams:
        return _teams(session, method, regs, problems)
    boards, sums, seats = _pairs(session, method, regs, problems)
    standings, fields = _pair_standings(session, method, boards, sums, seats, regs, problems)
    return SessionScore(session, method, _travellers(boards, _wignall_tie(method, regs)),
                        tuple(standings), (),
                        tuple(problems), fields)

