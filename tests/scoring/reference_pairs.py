"""The pairs scoring of :mod:`bridgelaws.scoring.sessionscore` as it was before the
columnar rewrite (one object per result and direction, a running total object per player),
kept as the oracle of tests/scoring/test_columnar_scoring.py: the columnar code must give
exactly the same travellers, standings and problems. Not maintained for speed."""

# ruff: noqa
from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from bridgelaws.parsing import natural_key
from bridgelaws.scoring.methods import IMP_EDGES, MatchpointScale, butler_datum, imps
from bridgelaws.scoring.session import (
    Artificial, Assigned, NotPlayed, Outcome, PenaltyUnit, Played, Session, TableResult,
)
from bridgelaws.scoring.sessionscore import (
    Line, Method, SessionScore, Standing, Traveller, artificial_score, rank_labels,
)
from bridgelaws.values.board import Vulnerability
from bridgelaws.values.cards import Side
from bridgelaws.values.regulations import Regulations

_natural = natural_key

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


class _Sum:
    """An exact running total of fractions and a count, kept as whole numerators per
    denominator: much faster than adding Fractions one by one."""

    __slots__ = ("count", "parts", "tops")

    def __init__(self) -> None:
        self.parts: dict[int, int] = {}
        self.tops: dict[int, int] = {}
        self.count = 0

    def add(self, value: Fraction, top: Fraction | None) -> None:
        den = value.denominator
        self.parts[den] = self.parts.get(den, 0) + value.numerator
        if top is not None:
            den = top.denominator
            self.tops[den] = self.tops.get(den, 0) + top.numerator
        self.count += 1

    @staticmethod
    def _combine(parts: dict[int, int]) -> Fraction:
        common = math.lcm(*parts) if parts else 1
        return Fraction(sum(n * (common // d) for d, n in parts.items()), common)

    @property
    def total(self) -> Fraction:
        return self._combine(self.parts)

    @property
    def top(self) -> Fraction:
        return self._combine(self.tops)


def _matchpoint_units(dists: Sequence[Dist]) -> tuple[list[int], int]:
    """Matchpoints of each entry against all the others on the 2/1/0 scale, weights
    respected, as whole numbers over one common denominator (1 without weighted scores).

    Integer arithmetic keeps a 2,000-result board fast; an entry is never compared with
    its own outcomes.
    """
    if all(len(d) == 1 for d in dists):
        scores = [d[0][1] for d in dists]
        ordered = sorted(scores)
        return [bisect_left(ordered, s) + bisect_right(ordered, s) - 1 for s in scores], 1
    scale = math.lcm(*(w.denominator for d in dists for w, _ in d))
    units = [[(w.numerator * (scale // w.denominator), s) for w, s in d] for d in dists]
    points = sorted((s, w) for d in units for w, s in d)
    keys = [s for s, _ in points]
    below = [0]
    for _, w in points:
        below.append(below[-1] + w)
    out = []
    for d in units:
        total = 0
        for w, s in d:
            lo, hi = bisect_left(keys, s), bisect_right(keys, s)
            under = below[lo] - sum(w2 for w2, s2 in d if s2 < s)
            level = below[hi] - below[lo] - sum(w2 for w2, s2 in d if s2 == s)
            total += w * (2 * under + level)
        out.append(total)
    return out, scale * scale


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


# --- pairs -----------------------------------------------------------------------------

@dataclass(slots=True)
class _Cell:
    """One side of one result while scoring."""

    line: int
    side: Side
    contestant: str
    outcome: Outcome
    dist: Dist | None
    value: Fraction | None = None
    top: Fraction | None = None


@dataclass
class _Board:
    number: int
    results: list[TableResult]
    cells: list[_Cell] = field(default_factory=list)
    top: Fraction | None = None
    datum: Fraction | None = None


_NO_DIST: Final[Dist] = ((Fraction(-1), 0),)  # a marker: not yet worked out


def _pairs(session: Session, method: Method, regs: Regulations,
           problems: list[str]) -> tuple[list[_Board], dict[str, _Sum]]:
    boards = []
    for number, results in session.by_board().items():
        b = _Board(number, results)
        vul = session.board(number).vulnerability
        cells = b.cells
        known: dict[tuple[Outcome, Side], Dist | None] = {}  # a board has few distinct scores
        for i, r in enumerate(results):
            for side in Side:
                outcome = r.outcome_for(side)
                if isinstance(outcome, NotPlayed):
                    continue
                key = (outcome, side)
                dist = known.get(key, _NO_DIST)
                if dist is _NO_DIST:
                    dist = known[key] = _dist(outcome, side, vul)
                cells.append(_Cell(i, side, r.ns if side is Side.NS else r.ew, outcome, dist))
        boards.append(b)
    counts = [sum(1 for r in b.results if not isinstance(r.outcome, NotPlayed)) for b in boards]
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
            _score_board_mp(b, expected, regs)
    else:
        for b in boards:
            _score_board_imps(b, method, regs, expected, problems)
    # 12C2(c) needs each contestant's figure on the boards without artificial scores; at
    # an individual event the figures are the players' (a side's is its two players')
    sums: dict[str, _Sum] = defaultdict(_Sum)
    artificial = []
    for b in boards:
        for c in b.cells:
            if c.value is not None:
                for player in b.results[c.line].players_of(c.side):
                    sums[player].add(c.value, c.top)
            elif isinstance(c.outcome, Artificial):
                artificial.append((c, b))
    own: dict[str, tuple[Fraction, Fraction, int]] = {}
    for c, b in artificial:
        players = b.results[c.line].players_of(c.side)
        if c.contestant not in own and all(p in sums for p in players):
            accs = [sums[p] for p in players]
            own[c.contestant] = (sum((a.total for a in accs), Fraction(0)),
                                 sum((a.top for a in accs), Fraction(0)),
                                 sum(a.count for a in accs))
    for c, b in artificial:
        _artificial(c, b, method, regs, own.get(c.contestant), expected)
        if c.value is not None:
            for player in b.results[c.line].players_of(c.side):
                sums[player].add(c.value, c.top)
    if regs.sit_out == "average" and session.phantoms:
        _sit_outs(session, method, boards, sums)
    return boards, sums


def _sit_outs(session: Session, method: Method, boards: list[_Board],
              sums: dict[str, _Sum]) -> None:
    """A pair that sat out against the phantom scores its own average on the board: its
    percentage of the board's top at matchpoints, its mean per board otherwise."""
    averages: dict[str, tuple[Fraction, Fraction, int]] = {}
    pending = []
    for b in boards:
        for i, r in enumerate(b.results):
            if not isinstance(r.outcome, NotPlayed):
                continue
            for side in Side:
                ident = r.contestant(side)
                if ident in session.phantoms or r.contestant(Side(1 - side)) not in \
                        session.phantoms:
                    continue
                acc = sums.get(ident)
                if ident not in averages:
                    averages[ident] = (acc.total, acc.top, acc.count) if acc else (
                        Fraction(0), Fraction(0), 0)
                pending.append((b, _Cell(i, side, ident, r.outcome, None)))
    for b, c in pending:
        total, top, count = averages[c.contestant]
        if method is Method.MATCHPOINTS:
            assert b.top is not None
            c.top = b.top
            c.value = total * b.top / top if top else b.top / 2
        else:
            c.value = total / count if count else Fraction(0)
        b.cells.append(c)
        sums[c.contestant].add(c.value, c.top)


def _groups(b: _Board, side: Side) -> list[list[_Cell]]:
    """The cells of ``side`` that are compared, form by form of the board (Law 87)."""
    groups: dict[str, list[_Cell]] = defaultdict(list)
    for c in b.cells:
        if c.side is side and c.dist is not None:
            groups[b.results[c.line].group].append(c)
    return list(groups.values())


def _score_board_mp(b: _Board, expected: int, regs: Regulations) -> None:
    """Matchpoint the board's real results. With Neuberg they are factored up to the
    full top; without, a board with fewer results keeps its own smaller top, and that
    becomes the board's top (for its traveller and its artificial scores)."""
    halve = 2 if regs.matchpoint_scale is MatchpointScale.ACBL else 1
    own_tops: list[Fraction] = []
    for side in Side:
        for cells in _groups(b, side):
            n = len(cells)
            units, den = _matchpoint_units([c.dist for c in cells if c.dist is not None])
            # equal scores get equal matchpoints: one Fraction for each (Fractions are
            # immutable, and a board has few distinct scores)
            values: dict[int, Fraction] = {}
            if regs.neuberg and n != expected:
                # Neuberg on the 2/1/0 scale: (M + 1) * E / n - 1, in whole units
                top = b.top
                for c, u in zip(cells, units, strict=True):
                    value = values.get(u)
                    if value is None:
                        value = values[u] = Fraction((u + den) * expected - den * n,
                                                     den * n * halve)
                    c.value = value
                    c.top = top
            else:
                top = Fraction(2 * (n - 1), halve)  # the full top when n == expected
                own_tops.append(top)
                divisor = den * halve
                for c, u in zip(cells, units, strict=True):
                    value = values.get(u)
                    if value is None:
                        value = values[u] = (Fraction(u, divisor) if divisor != 1
                                             else Fraction(u))
                    c.value = value
                    c.top = top
    if own_tops:  # the forms of a fouled board may differ: the largest of their tops
        b.top = max(own_tops)


def _score_board_imps(b: _Board, method: Method, regs: Regulations, expected: int,
                      problems: list[str]) -> None:
    for side in Side:
        for cells in _groups(b, side):
            dists = [c.dist for c in cells if c.dist is not None]
            if method is Method.BUTLER:
                if side is Side.NS:
                    b.datum = _datum(dists, regs)
                    datum = b.datum
                else:
                    ns_dists = [
                        c.dist for c in b.cells
                        if c.side is Side.NS and c.dist is not None
                        and b.results[c.line].group == b.results[cells[0].line].group]
                    datum = -_datum(ns_dists or [tuple((w, -s) for w, s in d) for d in dists],
                                    regs)
                for c in cells:
                    c.value = _imps_of(c.dist or (), datum)
            elif method is Method.CROSS_IMPS:
                values = _cross_imps(dists)
                n = len(cells)
                for c, v in zip(cells, values, strict=True):
                    if regs.cross_imps_average:
                        v = v / (n - 1) if n > 1 else Fraction(0)
                    elif regs.neuberg and 1 < n < expected:
                        v = v * (expected - 1) / (n - 1)
                    c.value = v
            else:  # total points
                for c in cells:
                    c.value = _expectation(c.dist or ())
    if method is Method.TOTAL_POINTS:
        for c in b.cells:
            if isinstance(c.outcome, Artificial):
                problems.append(f"board {b.number}: an artificial score ({c.outcome}) has no "
                                f"value at total points; assign a score instead (Law 12C1)")


def _artificial(c: _Cell, b: _Board, method: Method, regs: Regulations,
                real: tuple[Fraction, Fraction, int] | None, expected: int) -> None:
    kind = c.outcome
    assert isinstance(kind, Artificial)
    if method is Method.MATCHPOINTS:
        assert b.top is not None
        own = real[0] * 100 / real[1] if real is not None and real[1] else None
        c.value, c.top = artificial_score(kind, regs, b.top, own), b.top
    elif method is not Method.TOTAL_POINTS:
        own = real[0] / real[2] if real is not None and real[2] else None
        comparisons = max(expected - 1, 1)
        summed = method is Method.CROSS_IMPS and not regs.cross_imps_average
        if summed and own is not None:
            own /= comparisons  # the rule compares IMPs per comparison with +3 and -3
        value = artificial_score(kind, regs, None, own)
        c.value = value * comparisons if summed else value


def _pair_standings(session: Session, method: Method, boards: list[_Board],
                    sums: dict[str, _Sum], regs: Regulations,
                    problems: list[str]) -> tuple[list[Standing], tuple[str, ...]]:
    seats: dict[str, set[Side]] = defaultdict(set)
    for r in session.results:
        for side in Side:
            for player in r.players_of(side):
                seats[player].add(side)
    for phantom in session.phantoms:
        seats.pop(phantom, None)
    full_top = max((b.top for b in boards if b.top is not None), default=Fraction(0))
    penalties = _penalties(session, method, full_top, problems)
    ns_only = {k for k, v in seats.items() if v == {Side.NS}}
    ew_only = {k for k, v in seats.items() if v == {Side.EW}}
    split = (regs.ranking == "auto" and not session.individual and bool(ns_only)
             and bool(ew_only) and ns_only | ew_only == set(seats))
    fields = ("NS", "EW") if split else ("",)
    standings = []
    for fld in fields:
        members = sorted((ns_only if fld == "NS" else ew_only) if fld else set(seats),
                         key=_natural)
        rows = []
        for ident in members:
            acc = sums.get(ident) or _Sum()
            total, top, count = acc.total, acc.top, acc.count
            penalty = penalties.get(ident, Fraction(0))
            percent = None
            if method is Method.MATCHPOINTS:
                percent = (total - penalty) * 100 / top if top else Fraction(50)
            rows.append((ident, total - penalty, top, count, penalty, percent))
        by_mean = regs.rank_by == "mean" and method is not Method.MATCHPOINTS
        means = {i: (t / c if c else Fraction(0)) for i, t, _, c, _, _ in rows}
        ranks = rank_labels([(p if p is not None else means[i] if by_mean else t, i)
                       for i, t, _, _, _, p in rows])
        for ident, total, top, count, penalty, percent in rows:
            standings.append(Standing(
                ranks[ident], session.contestant(ident), fld, total, int(count), penalty,
                top if method is Method.MATCHPOINTS else None, percent,
                mean=means[ident] if by_mean else None))
    standings.sort(key=lambda s: (fields.index(s.field), int(s.rank.rstrip("=")),
                                  _natural(s.id)))
    return standings, fields


def _penalties(session: Session, method: Method, full_top: Fraction,
               problems: list[str]) -> dict[str, Fraction]:
    out: dict[str, Fraction] = defaultdict(Fraction)
    units = {
        Method.MATCHPOINTS: (PenaltyUnit.MATCHPOINTS, PenaltyUnit.PERCENT_OF_TOP),
        Method.TEAMS: (PenaltyUnit.VPS, PenaltyUnit.IMPS),
        Method.TOTAL_POINTS: (),
    }.get(method, (PenaltyUnit.IMPS,))
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


def _travellers(boards: list[_Board]) -> tuple[Traveller, ...]:
    out = []
    for b in boards:
        cells = {(c.line, c.side): c for c in b.cells}
        lines = []
        for i, r in enumerate(b.results):
            ns, ew = cells.get((i, Side.NS)), cells.get((i, Side.EW))
            lines.append(Line(
                r,
                _expectation(ns.dist) if ns and ns.dist else None,
                _expectation(ew.dist) if ew and ew.dist else None,
                ns.value if ns else None,
                ew.value if ew else None,
                (ns.top if ns else None) or (ew.top if ew else None)))
        out.append(Traveller(b.number, tuple(lines), b.top, b.datum))
    return tuple(out)


def score_pairs(session: Session, method: Method | str,
                regulations: Regulations | None = None) -> SessionScore:
    """The old ``score_session`` for a pairs (or individual) session."""
    method = Method(method)
    regs = regulations or session.regulations
    problems: list[str] = []
    boards, sums = _pairs(session, method, regs, problems)
    standings, fields = _pair_standings(session, method, boards, sums, regs, problems)
    return SessionScore(session, method, _travellers(boards), tuple(standings), (),
                        tuple(problems), fields)
