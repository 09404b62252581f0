"""Movements: who plays which boards against whom in each round.

A :class:`Movement` is a list of :class:`Encounter` records, one for each table in each
round: the two pairs at the table (North-South and East-West) and the boards they play.
:func:`mitchell` and :func:`howell` build the classic movements, :func:`validate` lists
what is wrong with any movement in plain English (:func:`problems`: the same, as catalogue
messages to show in a language). The movement file, a small text format
(``docs/movements.md``), is read and written in :mod:`bridgelaws.formats.movementfile`.
For team events, :func:`round_robin` and :func:`swiss_pairing` say who meets whom.

Pair ids are strings. In a Mitchell of ``n`` tables the North-South pair at table ``t`` is
``str(t)`` and the East-West pair that starts at table ``t`` is ``str(n + t)``; in a
Howell the ``2n`` pairs are ``"1"`` to ``str(2n)``, pair ``str(2n)`` staying North-South
at table 1.

>>> m = mitchell(3)
>>> m.at(2, 1)
Encounter(round=2, table=1, ns='1', ew='6', boards=(3, 4))
>>> m.plays("6", 4)
Encounter(round=2, table=1, ns='1', ew='6', boards=(3, 4))
>>> validate(m, meetings="ns-ew")
[]
>>> h = howell(4)
>>> len(h.pairs), h.rounds, h.tables, len(h.boards), validate(h, meetings="all")
(8, 7, 4, 14, [])
>>> round_robin(["A", "B", "C"])
[[('B', 'C'), ('A', None)], [('C', 'A'), ('B', None)], [('A', 'B'), ('C', None)]]
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, cached_property
from typing import Final, Literal

from bridgelaws.errors import refusal
from bridgelaws.messages import Message, Number
from bridgelaws.parsing import natural_key

__all__ = [
    "MAX_BOARDS_PER_TABLE",
    "MAX_BOARD_PLAYS",
    "MAX_FILE_SIZE",
    "Encounter",
    "Movement",
    "format_boards",
    "howell",
    "mitchell",
    "problems",
    "round_robin",
    "swiss_pairing",
    "validate",
]

MAX_BOARDS_PER_TABLE: Final = 10_000
"""The most boards one table may play in one round (a guard against ``1-999999999``)."""

MAX_BOARD_PLAYS: Final = 500_000
"""The most board plays (a board at a table in a round) a movement built or read here may
have: a 200-table Mitchell of 199 rounds has 79,600 with two boards a round. The guard
keeps ``mitchell(200, 10000)`` or a movement file of many long lines from filling memory."""

MAX_FILE_SIZE: Final = 2_000_000
"""The largest movement file read, in bytes (a 200-table Mitchell written out is 1.3 MB)."""

_PAIR_ID: Final = re.compile(r'[^\s#"]+')
_DIGITS: Final = re.compile(r"[0-9]+")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _count(key: str, count: int) -> Message:
    """``3 tables``, ``1 round``: a count and its noun, in the language's plural form (a
    movement's name, which is data, keeps :func:`_plural`'s English)."""
    return Message(key, count=count)


def _times(count: int) -> Message:
    return Message("movements.twice") if count == 2 else Message("movements.times", count=count)


class _Boards(tuple[int, ...]):
    """Board numbers as a message shows them (``3-4,6``); a plural entry counts them."""

    __slots__ = ()

    def render(self, language: str = "en") -> str:
        return format_boards(sorted(self))


def format_boards(boards: Sequence[int]) -> str:
    """Board numbers in the movement file's form: ascending runs as ranges, in order.

    >>> format_boards((1, 2, 3, 7, 9, 10))
    '1-3,7,9-10'
    """
    parts: list[str] = []
    i = 0
    while i < len(boards):
        j = i
        while j + 1 < len(boards) and boards[j + 1] == boards[j] + 1:
            j += 1
        parts.append(str(boards[i]) if i == j else f"{boards[i]}-{boards[j]}")
        i = j + 1
    return ",".join(parts)


@dataclass(frozen=True, slots=True)
class Encounter:
    """Two pairs at one table in one round, and the boards they play there.

    Rounds and tables are numbered from 1. The boards are kept in the order given (the
    order the table plays them); each is a positive number and none is repeated.

    >>> Encounter(1, 2, "2", "5", (3, 4)).opponent("5")
    '2'
    """

    round: int
    table: int
    ns: str
    ew: str
    boards: tuple[int, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.boards, tuple):
            object.__setattr__(self, "boards", tuple(self.boards))
        if self.round < 1:
            raise refusal("movements.round.first", number=self.round)
        if self.table < 1:
            raise refusal("movements.table.first", number=self.table)
        for pair in (self.ns, self.ew):
            if not isinstance(pair, str) or not _PAIR_ID.fullmatch(pair):
                raise refusal("movements.pair.id", value=repr(pair))
        if not self.boards:
            raise refusal("movements.no.boards", round=self.round, table=self.table)
        if len(self.boards) > MAX_BOARDS_PER_TABLE:
            raise refusal("movements.boards.many", round=self.round, table=self.table,
                          most=MAX_BOARDS_PER_TABLE)
        seen: set[int] = set()
        for board in self.boards:
            if board < 1:
                raise refusal("movements.board.first", number=board)
            if board in seen:
                raise refusal("movements.board.twice", round=self.round, table=self.table,
                              board=board)
            seen.add(board)

    @property
    def pairs(self) -> tuple[str, str]:
        """(North-South, East-West)."""
        return self.ns, self.ew

    def opponent(self, pair: str) -> str:
        """The pair that ``pair`` meets here."""
        if pair == self.ns:
            return self.ew
        if pair == self.ew:
            return self.ns
        raise refusal("movements.not.here", pair=pair, table=self.table, round=self.round)


@dataclass(frozen=True)
class Movement:
    """A whole movement: every table's encounter in every round, kept sorted by round and
    table.

    ``shared`` says that tables may play the same boards in one round, passing them from
    table to table (the 2- and 3-table Howells must: see :func:`howell`); :func:`validate`
    then allows a board at several tables in a round.

    Lookups are built once, on first use: :meth:`plays`, :meth:`at` and :meth:`for_pair`
    take constant time.

    >>> m = mitchell(2, 1)
    >>> m.pairs, m.tables, m.rounds, m.boards
    (('1', '2', '3', '4'), 2, 1, (1, 2))
    >>> [e.table for e in m.for_pair("4")]
    [2]
    """

    name: str
    encounters: tuple[Encounter, ...]
    shared: bool = False

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.encounters, key=lambda e: (e.round, e.table)))
        object.__setattr__(self, "encounters", ordered)

    @cached_property
    def tables(self) -> int:
        """The highest table number (tables are numbered from 1)."""
        return max((e.table for e in self.encounters), default=0)

    @cached_property
    def rounds(self) -> int:
        """The highest round number (rounds are numbered from 1)."""
        return max((e.round for e in self.encounters), default=0)

    @cached_property
    def pairs(self) -> tuple[str, ...]:
        """Every pair id, numeric ids in number order: "2" before "10"."""
        ids = {pair for e in self.encounters for pair in (e.ns, e.ew)}
        return tuple(sorted(ids, key=natural_key))

    @cached_property
    def boards(self) -> tuple[int, ...]:
        """Every board number played, ascending."""
        return tuple(sorted({board for e in self.encounters for board in e.boards}))

    @cached_property
    def _by_pair(self) -> dict[str, tuple[Encounter, ...]]:
        found: dict[str, list[Encounter]] = defaultdict(list)
        for e in self.encounters:
            found[e.ns].append(e)
            if e.ew != e.ns:
                found[e.ew].append(e)
        return {pair: tuple(list_) for pair, list_ in found.items()}

    @cached_property
    def _by_round(self) -> dict[int, tuple[Encounter, ...]]:
        found: dict[int, list[Encounter]] = defaultdict(list)
        for e in self.encounters:
            found[e.round].append(e)
        return {r: tuple(list_) for r, list_ in found.items()}

    @cached_property
    def _by_place(self) -> dict[tuple[int, int], Encounter]:
        found: dict[tuple[int, int], Encounter] = {}
        for e in self.encounters:
            found.setdefault((e.round, e.table), e)
        return found

    @cached_property
    def _by_play(self) -> dict[tuple[str, int], Encounter]:
        found: dict[tuple[str, int], Encounter] = {}
        for e in self.encounters:
            for board in e.boards:
                found.setdefault((e.ns, board), e)
                found.setdefault((e.ew, board), e)
        return found

    def for_pair(self, pair: str) -> tuple[Encounter, ...]:
        """Where ``pair`` plays, round by round (empty if it is not in the movement)."""
        return self._by_pair.get(pair, ())

    def in_round(self, round: int) -> tuple[Encounter, ...]:
        """The encounters of one round, table by table."""
        return self._by_round.get(round, ())

    def at(self, round: int, table: int) -> Encounter | None:
        """Who plays at ``table`` in ``round``, if anyone."""
        return self._by_place.get((round, table))

    def plays(self, pair: str, board: int) -> Encounter | None:
        """Where ``pair`` plays ``board``, or None if the movement does not give it that
        board. (If an invalid movement gives it the board twice, the first.)"""
        return self._by_play.get((pair, board))


# --- Mitchell -----------------------------------------------------------------------


def _board_set(index: int, boards_per_round: int) -> tuple[int, ...]:
    """Board set ``index`` (0-based): boards ``index * b + 1`` to ``(index + 1) * b``."""
    first = index * boards_per_round + 1
    return tuple(range(first, first + boards_per_round))


MAX_TABLES: Final = 200
"""The largest Mitchell section generated; larger fields play in several sections."""


def _check_plays(key: str, tables: int, rounds: int, plays: int) -> None:
    if plays > MAX_BOARD_PLAYS:
        raise refusal(key, tables=_count("movements.tables", tables),
                      rounds=_count("movements.rounds", rounds), plays=Number(plays),
                      most=Number(MAX_BOARD_PLAYS))


def _check_boards_per_round(boards_per_round: int) -> None:
    if not 1 <= boards_per_round <= MAX_BOARDS_PER_TABLE:
        raise refusal("movements.boards.per.round", most=MAX_BOARDS_PER_TABLE,
                      number=boards_per_round)


def mitchell(tables: int, boards_per_round: int = 2, rounds: int | None = None) -> Movement:
    """A Mitchell movement: North-South pairs stay put, East-West pairs move up one table
    each round (from the last table to table 1) and the boards move down one table (from
    table 1 to the last).

    North-South pair ``t`` sits at table ``t``; East-West pair ``n + t`` starts at table
    ``t``. Table ``t`` starts with board set ``t``: boards ``(t - 1) * b + 1`` to
    ``t * b``.

    With an even number of tables the plain movement would bring an East-West pair back
    to boards it has played, half-way through; this is the skip Mitchell: after round
    ``n / 2`` the East-West pairs move up two tables, once. The most rounds without a
    second meeting is then ``n - 1``, the default for even ``n`` (each East-West pair
    misses the North-South pair it skips). ``rounds=n`` adds the "revenge round", in which
    each East-West pair meets its first opponent again on new boards; :func:`validate`
    with ``meetings="ns-ew"`` reports that second meeting. With an odd number of tables
    the default is ``n`` rounds: every pair meets every pair of the other direction once
    and plays every board.

    >>> [e.ew for e in mitchell(4).encounters if e.table == 1]  # the skip after round 2
    ['5', '8', '6']
    >>> mitchell(5, 3, rounds=4).name
    'Mitchell: 5 tables, 4 rounds of 3 boards'
    """
    if not 1 <= tables <= MAX_TABLES:
        raise refusal("movements.mitchell.tables", most=MAX_TABLES, number=tables)
    _check_boards_per_round(boards_per_round)
    n = tables
    odd = n % 2 == 1
    if rounds is None:
        rounds = n if odd else n - 1
    if not 1 <= rounds <= n:
        raise refusal("movements.mitchell.rounds", tables=_count("movements.tables", n),
                      most=n, number=rounds)
    _check_plays("movements.plays.mitchell", n, rounds, rounds * n * boards_per_round)
    half = n // 2
    skips = not odd and rounds > half
    encounters = []
    for r in range(rounds):
        shift = r + 1 if skips and r >= half else r  # how far the EW pairs have moved up
        for t in range(n):
            ew = (t - shift) % n
            encounters.append(Encounter(r + 1, t + 1, str(t + 1), str(n + ew + 1),
                                        _board_set((t + r) % n, boards_per_round)))
    kind = "skip Mitchell" if skips else "Mitchell"
    name = (f"{kind}: {_plural(n, 'table')}, {_plural(rounds, 'round')} of "
            f"{_plural(boards_per_round, 'board')}")
    return Movement(name, tuple(encounters))


# --- Howell -------------------------------------------------------------------------

_Plan = tuple[tuple[tuple[int, int, int], ...], ...]
"""Round by round, table by table: (NS pair, EW pair, board set), all 0-based."""


def _starters(m: int) -> Iterator[tuple[tuple[int, int], ...]]:
    """Starters of Z_m (m odd): the non-zero residues in pairs whose differences are all
    the non-zero residues. The patterned starter {j, -j} comes first, oriented so that a
    moving pair alternates between North-South and East-West."""
    n = (m + 1) // 2
    yield tuple((j, m - j) if j % 2 else (m - j, j) for j in range(1, n))

    def extend(left: tuple[int, ...], used: frozenset[int],
               chosen: tuple[tuple[int, int], ...]) -> Iterator[tuple[tuple[int, int], ...]]:
        if not left:
            yield chosen
            return
        a = left[0]
        for b in left[1:]:
            d = (b - a) % m
            if d in used or m - d in used:
                continue
            rest = tuple(x for x in left if x not in (a, b))
            yield from extend(rest, used | {d, m - d}, (*chosen, (a, b)))

    yield from extend(tuple(range(1, m)), frozenset(), ())


def _adder(m: int, starter: tuple[tuple[int, int], ...]) -> tuple[int, ...] | None:
    """An adder for ``starter``: board set offsets ``g`` (``g[0] = 0`` for the stationary
    pair's table, ``g[j]`` for starter pair ``j``) such that the offsets are distinct (one
    table per board set in a round) and ``{g[0]} + {g[j] - a, g[j] - b}`` covers Z_m (each
    pair plays each board set once). Depth-first search; None if there is none."""
    n = len(starter) + 1
    g = [0] * n
    used = {0}
    covered = {0}

    def search(j: int) -> bool:
        if j == n:
            return True
        a, b = starter[j - 1]
        for value in range(m):
            x, y = (value - a) % m, (value - b) % m
            if value in used or x in covered or y in covered:
                continue
            g[j] = value
            used.add(value)
            covered.update((x, y))
            if search(j + 1):
                return True
            used.discard(value)
            covered.difference_update((x, y))
        return False

    return tuple(g) if search(1) else None


def _round_matches(m: int, starter: tuple[tuple[int, int], ...], r: int) -> list[tuple[int, int]]:
    """Round ``r``'s tables: the stationary pair (index m) against pair r at table 1, then
    one table per starter pair, translated by r."""
    return [(m, r)] + [((r + a) % m, (r + b) % m) for a, b in starter]


def _shared_sets(m: int, starter: tuple[tuple[int, int], ...]) -> list[list[int]]:
    """Board sets for each round and table when tables may share a set in a round, with
    each pair playing each set once and as little sharing as possible: depth-first search
    allowing 0, 1, 2, ... plays of a set already at another table of the round."""
    matches = [_round_matches(m, starter, r) for r in range(m)]
    places = [(r, t) for r in range(m) for t in range(len(matches[r]))]
    played: list[set[int]] = [set() for _ in range(m + 1)]
    count = [[0] * m for _ in range(m)]
    sets = [[-1] * len(matches[r]) for r in range(m)]

    def search(k: int, budget: int) -> bool:
        if k == len(places):
            return True
        r, t = places[k]
        x, y = matches[r][t]
        for s in range(m):
            cost = 1 if count[r][s] else 0
            if cost > budget or s in played[x] or s in played[y]:
                continue
            sets[r][t] = s
            count[r][s] += 1
            played[x].add(s)
            played[y].add(s)
            if search(k + 1, budget - cost):
                return True
            count[r][s] -= 1
            played[x].discard(s)
            played[y].discard(s)
        return False

    budget = 0
    while not search(0, budget):  # sharing every set at every table always works
        budget += 1
    return sets


def _first_seen(plan: _Plan) -> _Plan:
    """Board sets renumbered in order of first use, round by round and table by table, so
    round 1 starts with sets 1, 2, 3, ... at tables 1, 2, 3, ..."""
    order: dict[int, int] = {}
    for matches in plan:
        for _, _, s in matches:
            order.setdefault(s, len(order))
    return tuple(tuple((ns, ew, order[s]) for ns, ew, s in matches) for matches in plan)


@cache
def _howell_plan(tables: int) -> tuple[_Plan, bool]:
    """The plan of a complete Howell for ``tables`` tables, and whether boards are shared.

    The circle method over Z_m (m = 2n - 1 rounds and board sets) with one stationary
    pair: in round r pair r meets the stationary pair, and each starter pair {a, b}
    becomes the match {r + a, r + b}; since the starter's differences are all distinct,
    every two pairs meet exactly once. Board sets come from an adder (the plan is then a
    Room square); none exists for 2 or 3 tables, where tables share sets instead."""
    m = 2 * tables - 1
    for starter in _starters(m):
        adder = _adder(m, starter)
        if adder is not None:
            plan = tuple(
                tuple((ns, ew, (r + adder[t]) % m)
                      for t, (ns, ew) in enumerate(_round_matches(m, starter, r)))
                for r in range(m))
            return _first_seen(plan), False
    starter = next(_starters(m))
    sets = _shared_sets(m, starter)
    plan = tuple(
        tuple((ns, ew, sets[r][t]) for t, (ns, ew) in enumerate(_round_matches(m, starter, r)))
        for r in range(m))
    return _first_seen(plan), True


def howell(tables: int, boards_per_round: int = 2) -> Movement:
    """A complete Howell for 2 to 8 tables: ``2n`` pairs (``"1"`` to ``str(2n)``) play
    ``2n - 1`` rounds, every pair meets every other pair exactly once and plays each of
    the ``2n - 1`` board sets exactly once, and each board is played ``n`` times.

    Pair ``str(2n)`` stays North-South at table 1; each other pair sits North-South in
    ``n - 1`` rounds and East-West in ``n`` (its round against the stationary pair). For
    4 to 8 tables each board set is at one table in a round. For 2 and 3 tables that is
    impossible (no Room square of side 3 or 5 exists; see ``docs/movements.md``), so
    tables share a board set, passing the boards between them: both tables in every round
    of the 2-table Howell, all three tables in round 1 of the 3-table Howell. Such a
    movement is marked ``shared``.

    >>> h = howell(2, 4)
    >>> h.shared, [(e.ns, e.ew, e.boards) for e in h.in_round(1)]
    (True, [('4', '1', (1, 2, 3, 4)), ('2', '3', (1, 2, 3, 4))])
    """
    if not 2 <= tables <= 8:
        raise refusal("movements.howell.tables", number=tables)
    _check_boards_per_round(boards_per_round)
    rounds = 2 * tables - 1
    _check_plays("movements.plays.howell", tables, rounds, rounds * tables * boards_per_round)
    plan, shared = _howell_plan(tables)
    encounters = [
        Encounter(r + 1, t + 1, str(ns + 1), str(ew + 1), _board_set(s, boards_per_round))
        for r, matches in enumerate(plan)
        for t, (ns, ew, s) in enumerate(matches)
    ]
    name = (f"Howell: {_plural(tables, 'table')}, {_plural(len(plan), 'round')} of "
            f"{_plural(boards_per_round, 'board')}")
    return Movement(name, tuple(encounters), shared)


# --- Validation ---------------------------------------------------------------------


def _place(e: Encounter) -> Message:
    return Message("movements.place", round=e.round, table=e.table)


def _pair_key(pair: tuple[str, str]) -> tuple[tuple[tuple[int, int, str, str], ...], ...]:
    return tuple(natural_key(p) for p in pair)


def validate(movement: Movement,
             meetings: Literal["all", "ns-ew"] | None = None) -> list[str]:
    """What is wrong with ``movement``, in plain English; an empty list when nothing is.

    Always checked: a table given twice in a round, a pair against itself, a pair at two
    tables in one round, a board at two tables in one round (unless the movement is
    ``shared``), a pair that plays a board twice, and boards not all played the same number
    of times. ``meetings="all"`` also checks that every pair meets every other pair
    exactly once (a Howell); ``meetings="ns-ew"`` that no pair sits both North-South and
    East-West and that no two pairs meet twice (a Mitchell).

    >>> bad = Movement("bad", (Encounter(1, 1, "1", "2", (1, 2)),
    ...                        Encounter(2, 1, "1", "3", (2, 3))))
    >>> for problem in validate(bad): print(problem)
    pair 1 plays board 2 twice: round 1 at table 1 and round 2 at table 1
    board 2 is played 2 times, most boards 1 time
    """
    return [problem.render("en") for problem in problems(movement, meetings)]


def problems(movement: Movement,
             meetings: Literal["all", "ns-ew"] | None = None) -> list[Message]:
    """What :func:`validate` finds, as catalogue messages (``movements.*``) to show in a
    language.

    >>> bad = Movement("bad", (Encounter(1, 1, "1", "2", (1, 1 + 1)),
    ...                        Encounter(1, 2, "3", "3", (3,))))
    >>> [p.render("de") for p in problems(bad)][0]
    'Runde 1, Tisch 2: Paar 3 spielt gegen sich selbst'
    """
    if meetings not in ("all", "ns-ew", None):
        raise refusal("movements.meetings", value=repr(meetings))
    if not movement.encounters:
        return [Message("movements.empty")]
    problems: list[Message] = []
    place: dict[tuple[int, int], Encounter] = {}
    pair_at: dict[tuple[int, str], Encounter] = {}
    board_at: dict[tuple[int, int], list[Encounter]] = defaultdict(list)
    first_play: dict[tuple[str, int], Encounter] = {}
    counts: Counter[int] = Counter()
    for e in movement.encounters:
        other = place.setdefault((e.round, e.table), e)
        if other is not e:
            problems.append(Message("movements.table.twice", round=e.round, table=e.table))
        if e.ns == e.ew:
            problems.append(Message("movements.itself", round=e.round, table=e.table,
                                    pair=e.ns))
        pairs = dict.fromkeys((e.ns, e.ew))
        for pair in pairs:
            other = pair_at.setdefault((e.round, pair), e)
            if other is not e:
                problems.append(Message("movements.pair.two.tables", round=e.round, pair=pair,
                                        before=other.table, table=e.table))
        crowded: dict[int, list[int]] = defaultdict(list)  # by the table it is also at
        replays: dict[tuple[str, Encounter], list[int]] = defaultdict(list)
        for board in e.boards:
            counts[board] += 1
            here = board_at[(e.round, board)]
            here.append(e)
            if len(here) > 1 and not movement.shared:
                crowded[here[0].table].append(board)
            for pair in pairs:
                first = first_play.setdefault((pair, board), e)
                if first is not e:
                    replays[(pair, first)].append(board)
        for table, boards in crowded.items():
            problems.append(Message("movements.boards.two.tables", round=e.round,
                                    numbers=_Boards(boards), before=table, table=e.table))
        for (pair, first), boards in replays.items():
            problems.append(Message("movements.replayed", pair=pair, numbers=_Boards(boards),
                                    first=_place(first), second=_place(e)))
    if len(set(counts.values())) > 1:
        tally = Counter(counts.values())
        usual = max(tally, key=lambda c: (tally[c], c))
        for times in sorted(tally):
            if times != usual:
                boards = [b for b, c in counts.items() if c == times]
                problems.append(Message("movements.played", numbers=_Boards(boards),
                                        times=_count("movements.times", times),
                                        usual=_count("movements.times", usual)))
    if meetings is not None:
        problems.extend(_meeting_problems(movement, meetings))
    return problems


def _meeting_problems(movement: Movement, meetings: str) -> list[Message]:
    problems: list[Message] = []
    met: dict[tuple[str, str], list[Encounter]] = defaultdict(list)
    for e in movement.encounters:
        if e.ns != e.ew:
            key = (e.ns, e.ew) if natural_key(e.ns) <= natural_key(e.ew) else (e.ew, e.ns)
            met[key].append(e)
    for (a, b), where in sorted(met.items(), key=lambda item: _pair_key(item[0])):
        if len(where) > 1:
            places = Message("movements.and", places=tuple(_place(e) for e in where[:-1]),
                             final=_place(where[-1]))
            problems.append(Message("movements.meet", pair=a, opponent=b,
                                    times=_times(len(where)), places=places))
    if meetings == "all":
        pairs = movement.pairs
        for i, a in enumerate(pairs):
            problems.extend(Message("movements.never", pair=a, opponent=b)
                            for b in pairs[i + 1:] if (a, b) not in met)
    else:
        ns_at: dict[str, Encounter] = {}
        ew_at: dict[str, Encounter] = {}
        for e in movement.encounters:
            ns_at.setdefault(e.ns, e)
            ew_at.setdefault(e.ew, e)
        for pair in movement.pairs:
            if pair in ns_at and pair in ew_at:
                ns, ew = ns_at[pair], ew_at[pair]
                problems.append(Message("movements.both.sides", pair=pair, round=ns.round,
                                        table=ns.table, ew_round=ew.round,
                                        ew_table=ew.table))
    return problems


# --- Team events --------------------------------------------------------------------


def _check_unique(teams: Sequence[str]) -> None:
    seen: set[str] = set()
    for team in teams:
        if team in seen:
            raise refusal("movements.team.twice", team=team)
        seen.add(team)


def round_robin(teams: Sequence[str]) -> list[list[tuple[str, str | None]]]:
    """Every team meets every other team once: a list of rounds, each a list of matches
    (the first-named team is the home team). With an odd number of teams one team has a
    bye in each round, shown as a last match ``(team, None)``; every team has exactly one
    bye. Fewer than two teams play no rounds.

    The circle method: the first team (with an odd number of teams, the bye) stays, the
    others rotate one place a round. Home and away alternate for every team but the first,
    which is home in the odd rounds; each team is home in half its matches (give or take
    one).

    >>> for matches in round_robin(["A", "B", "C", "D"]): print(matches)
    [('A', 'B'), ('C', 'D')]
    [('C', 'A'), ('D', 'B')]
    [('A', 'D'), ('B', 'C')]
    """
    _check_unique(teams)
    slots: list[str | None] = list(teams)
    if len(slots) < 2:
        return []
    if len(slots) % 2:
        slots.insert(0, None)  # the bye stays put and every team comes round to it
    size = len(slots)
    fixed, rest = slots[0], slots[1:]
    rounds: list[list[tuple[str, str | None]]] = []
    for r in range(size - 1):
        turn = rest[r:] + rest[:r]
        pairs = [(fixed, turn[0]) if r % 2 == 0 else (turn[0], fixed)]
        for i in range(1, size // 2):
            a, b = turn[i], turn[-i]
            pairs.append((a, b) if i % 2 else (b, a))
        matches: list[tuple[str, str | None]] = []
        bye: str | None = None
        for a, b in pairs:
            if a is None:
                bye = b
            elif b is None:
                bye = a
            else:
                matches.append((a, b))
        if bye is not None:
            matches.append((bye, None))
        rounds.append(matches)
    return rounds


def swiss_pairing(standings: Sequence[tuple[str, Fraction | int | float]],
                  played: Collection[frozenset[str]],
                  byes: Collection[str] = ()) -> list[tuple[str, str | None]]:
    """The next round of a Swiss: matches ``(higher team, lower team)`` from the top of
    the standings, each team against the nearest team below it that it has not met.

    ``standings`` is (team, score) in any order; equal scores keep the order given.
    ``played`` holds the matches so far as ``frozenset({a, b})``; ``byes`` the teams that
    have had a bye. With an odd number of teams the bye is the last entry,
    ``(team, None)``, and goes to the lowest team that has not had one (to the lowest
    team when all have).

    In order of priority: the bye goes to a team without one if there is any; then the
    fewest rematches (none when that is possible; when it is not, the pairing meets again
    as few times as it must, rematches kept as low in the standings as the search finds);
    then the lowest such team has the bye; then top-down pairing as above.

    >>> swiss_pairing([("A", 30), ("B", 28), ("C", 25), ("D", 20)], [frozenset("AB")])
    [('A', 'C'), ('B', 'D')]
    >>> swiss_pairing([("A", 3), ("B", 2), ("C", 1)], [], byes=["C"])
    [('A', 'C'), ('B', None)]
    """
    ranked = [team for _, (team, _) in
              sorted(enumerate(standings), key=lambda item: (-item[1][1], item[0]))]
    _check_unique(ranked)
    n = len(ranked)
    if n == 0:
        return []
    index = {team: i for i, team in enumerate(ranked)}
    met = [0] * n
    for match in played:
        if len(match) == 2:
            a, b = (index.get(team) for team in match)
            if a is not None and b is not None:
                met[a] |= 1 << b
                met[b] |= 1 << a
    everyone = (1 << n) - 1
    fresh_to = [everyone & ~met[i] & ~(1 << i) for i in range(n)]
    failed: set[tuple[int, int]] = set()

    def odd_parts(mask: int) -> int:
        # Teams that have not met, joined: a part of odd size cannot pair off inside
        # itself, and each rematch takes two teams away, so mends at most two such parts.
        odd = 0
        while mask:
            part = frontier = mask & -mask
            while frontier:
                i = (frontier & -frontier).bit_length() - 1
                frontier &= frontier - 1
                new = fresh_to[i] & mask & ~part
                part |= new
                frontier |= new
            mask &= ~part
            odd += part.bit_count() % 2
        return odd

    def pair(mask: int, budget: int) -> list[tuple[int, int]] | None:
        if not mask:
            return []
        if (mask, budget) in failed:
            return None
        if odd_parts(mask) > 2 * budget:
            failed.add((mask, budget))
            return None
        top = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << top)
        others = [j for j in range(top + 1, n) if rest >> j & 1]
        choices = [(j, budget) for j in others if not met[top] >> j & 1]
        if budget:
            choices += [(j, budget - 1) for j in others if met[top] >> j & 1]
        for j, left in choices:
            found = pair(rest & ~(1 << j), left)
            if found is not None:
                return [(top, j), *found]
        failed.add((mask, budget))
        return None

    candidates: list[int | None] = [None]
    if n % 2:
        fresh = [i for i in reversed(range(n)) if ranked[i] not in byes]
        candidates = list(fresh or reversed(range(n)))
    for budget in range(n // 2 + 1):
        for bye in candidates:
            found = pair(everyone if bye is None else everyone & ~(1 << bye), budget)
            if found is not None:
                result: list[tuple[str, str | None]] = [(ranked[a], ranked[b])
                                                        for a, b in found]
                if bye is not None:
                    result.append((ranked[bye], None))
                return result
    raise AssertionError("unreachable: with enough rematches every pairing works")
