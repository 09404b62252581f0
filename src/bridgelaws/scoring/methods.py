"""Methods of scoring (Law 78): matchpoints, IMPs, Butler, cross-IMPs, victory points.

Arithmetic is exact: matchpoints and datums are :class:`fractions.Fraction`, so a top
shared between three pairs or a Neuberg factor never drifts. Scores are from one side's
point of view (e.g. North-South), as on a traveller.

>>> matchpoints([420, 420, 450, -50])
[Fraction(3, 1), Fraction(3, 1), Fraction(6, 1), Fraction(0, 1)]
>>> imps(420 - 170), imps(-1430)
(6, -16)
>>> butler_datum([420, 450, 420, -50, 400])
Fraction(1240, 3)
>>> victory_points(0, 16), victory_points(60, 16), victory_points(-7, 16)
(Fraction(10, 1), Fraction(20, 1), Fraction(797, 100))
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from enum import Enum
from fractions import Fraction
from functools import lru_cache
from statistics import median
from typing import Final

__all__ = [
    "IMP_EDGES",
    "ButlerDatum",
    "DatumRounding",
    "MatchpointScale",
    "butler_datum",
    "butler_imps",
    "cross_imps",
    "imps",
    "matchpoints",
    "neuberg",
    "percentages",
    "victory_points",
    "vp_table",
    "wignall_percentage",
]

IMP_EDGES: Final = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)
"""Law 78B: the smallest difference in points worth 1, 2, ... 24 IMPs."""


def imps(difference: int | Fraction) -> int:
    """IMPs for a difference in total points (Law 78B); the sign follows the difference.

    A difference that is not a multiple of ten (against a Butler datum, say) earns the
    IMPs of the band it has reached: 15 earns none, 20 earns one.

    >>> [imps(d) for d in (0, 10, 20, 40, 50, 3990, 4000, 7600)]
    [0, 0, 1, 1, 2, 23, 24, 24]
    """
    points = Fraction(difference)
    size = bisect_right(IMP_EDGES, math.floor(abs(points)))
    return size if points >= 0 else -size


class MatchpointScale(Enum):
    """Law 78A's units: two per score beaten and one per tie, or the ACBL's one and a half."""

    INTERNATIONAL = (2, 1)
    ACBL = (1, Fraction(1, 2))


def matchpoints(
    scores: Sequence[int | Fraction], scale: MatchpointScale = MatchpointScale.INTERNATIONAL
) -> list[Fraction]:
    """Each score's matchpoints against the others on the board (Law 78A)."""
    beat, tie = scale.value
    ordered = sorted(scores)
    result = []
    for score in scores:
        lower = bisect_left(ordered, score)
        equal = bisect_right(ordered, score) - lower - 1  # not counting itself
        result.append(Fraction(beat * lower) + Fraction(tie) * equal)
    return result


def neuberg(
    points: int | Fraction,
    results: int,
    expected: int,
    scale: MatchpointScale = MatchpointScale.INTERNATIONAL,
) -> Fraction:
    """Neuberg's formula: matchpoints on a board with ``results`` scores brought to the
    top of a board with ``expected`` scores.

    M' = (M + 1) * E / A - 1 on the 2/1/0 scale (the one is a tie, so it is a half on
    the ACBL scale).

    >>> neuberg(4, 3, 4)  # a top on a board one result short
    Fraction(17, 3)
    >>> neuberg(2, 3, 4, MatchpointScale.ACBL)
    Fraction(17, 6)
    """
    if results < 1 or expected < 1:
        raise ValueError("Neuberg needs at least one result and one expected result")
    tie = Fraction(scale.value[1])
    return (points + tie) * expected / results - tie


def percentages(points: Sequence[Fraction], top: Fraction) -> list[Fraction]:
    """Matchpoints as percentages of the top (a lone result scores 50%)."""
    if top == 0:
        return [Fraction(50) for _ in points]
    return [p * 100 / top for p in points]


class ButlerDatum(Enum):
    """How the datum of a board is found for Butler scoring."""

    MEAN_WITHOUT_EXTREMES = "mean"  # drop the highest and the lowest score, average the rest
    MEDIAN = "median"
    MEAN_OF_ALL = "all"  # average every score


class DatumRounding(Enum):
    """How a Butler datum exactly halfway between two multiples is rounded; scorers differ.

    ``HALF_UP`` rounds a half towards North-South's better score (-85 becomes -80, +85
    becomes +90); ``HALF_AWAY`` rounds a half away from zero (-85 becomes -90, +85 becomes
    +90), as Ruter does; ``HALF_EVEN`` rounds a half to the even multiple (-85 and -75
    become -80, +85 +80), as Python's ``round`` does; ``DOWN`` drops the remainder towards
    zero (-89 becomes -80, +89 +80).

    >>> [DatumRounding(r).round(Fraction(-85), 10) for r in ("half-up", "half-away")]
    [Fraction(-80, 1), Fraction(-90, 1)]
    """

    HALF_UP = "half-up"
    HALF_AWAY = "half-away"
    HALF_EVEN = "half-even"
    DOWN = "down"

    def round(self, value: Fraction, step: int) -> Fraction:
        """``value`` rounded to a multiple of ``step`` by this rule."""
        units = Fraction(value) / step
        if self is DatumRounding.HALF_UP:
            whole = math.floor(units + Fraction(1, 2))
        elif self is DatumRounding.HALF_AWAY:
            whole = math.floor(abs(units) + Fraction(1, 2)) * (1 if units >= 0 else -1)
        elif self is DatumRounding.HALF_EVEN:
            whole = round(units)
        else:
            whole = math.trunc(units)
        return Fraction(whole * step)


def butler_datum(
    scores: Sequence[int | Fraction],
    method: ButlerDatum = ButlerDatum.MEAN_WITHOUT_EXTREMES,
    round_to: int | None = None,
    rounding: DatumRounding = DatumRounding.HALF_UP,
) -> Fraction:
    """The datum of a board; ``round_to=10`` rounds it to the nearest ten (by
    ``rounding``: a half up unless said otherwise), as many regulations ask before IMPing
    against it.

    >>> scores = [120, 50, -80, -80, -110, -140, -150, -150]  # mean of the middle six: -85
    >>> butler_datum(scores, round_to=10), butler_datum(scores, round_to=10,
    ...                                                 rounding=DatumRounding.HALF_AWAY)
    (Fraction(-80, 1), Fraction(-90, 1))
    """
    if not scores:
        raise ValueError("a Butler datum needs at least one score")
    if method is ButlerDatum.MEDIAN:
        datum = Fraction(median(sorted(Fraction(s) for s in scores)))
    else:
        ordered = sorted(Fraction(s) for s in scores)
        drop = method is ButlerDatum.MEAN_WITHOUT_EXTREMES and len(ordered) > 2
        kept = ordered[1:-1] if drop else ordered
        datum = sum(kept, Fraction(0)) / len(kept)
    if round_to:
        datum = rounding.round(datum, round_to)
    return datum


def butler_imps(
    scores: Sequence[int | Fraction],
    method: ButlerDatum = ButlerDatum.MEAN_WITHOUT_EXTREMES,
    round_to: int | None = 10,
    rounding: DatumRounding = DatumRounding.HALF_UP,
) -> list[int]:
    """Each score's IMPs against the board's datum."""
    datum = butler_datum(scores, method, round_to, rounding)
    return [imps(Fraction(s) - datum) for s in scores]


def cross_imps(scores: Sequence[int | Fraction], average: bool = False) -> list[Fraction]:
    """Each score's IMPs against every other score on the board, summed (or averaged over
    the comparisons)."""
    result = []
    for i, score in enumerate(scores):
        total = sum(imps(score - other) for j, other in enumerate(scores) if j != i)
        count = len(scores) - 1
        result.append(Fraction(total, count) if average and count else Fraction(total))
    return result


_R: Final = ((math.sqrt(5) - 1) / 2) ** 3  # the WBF scale's constant, tau cubed


@lru_cache(maxsize=64)
def vp_table(boards: int) -> tuple[Fraction, ...]:
    """The WBF 2013 scale for a match of ``boards`` boards: the winner's VPs (to two
    decimals) for a margin of 0, 1, 2, ... IMPs, up to the blitz (20 VPs).

    Each figure is the continuous formula 10 + 10 (1 - r^(m/B)) / (1 - r), with
    r = tau^3 and blitz B = 15 sqrt(boards), rounded to 0.01; where rounding would make a
    step larger than the one before it, the figure is raised by 0.01 until the steps
    shrink again, so that every further IMP is worth no more than the last.

    >>> [str(v) for v in vp_table(14)[:4]]
    ['10', '1033/100', '533/50', '1097/100']
    """
    if boards < 1:
        raise ValueError(f"a match has at least one board, not {boards}")
    blitz = 15 * math.sqrt(boards)
    cents = []
    margin = 0
    while True:
        if margin >= blitz:
            cents.append(2000)
            break
        cents.append(min(2000, round((10 + 10 * (1 - _R ** (margin / blitz)) / (1 - _R)) * 100)))
        margin += 1
    changed = True
    while changed:  # raising one figure can make the step before it too large: repeat
        changed = False
        for i in range(1, len(cents) - 1):
            while cents[i + 1] - cents[i] > cents[i] - cents[i - 1]:
                cents[i] += 1
                changed = True
    return tuple(Fraction(c, 100) for c in cents)


def wignall_percentage(matchpoints: Fraction | int, top: Fraction | int) -> Fraction:
    """A result's percentage by Keith Wignall's matchpointing formula ("The Match-Pointing
    Formula", blakjak.org/lwx_wgn0.htm): the result is compared with every result of the
    board, its own included as a tie, so on the international scale it is
    (2 x beaten + ties + 1) / (2 x results), that is (matchpoints + 1) / (top + 2). The
    unique top of 10 results gets 95%, not 100%: the range no longer widens as the field
    shrinks. The Fifth Friday simultaneous pairs (1999) published its percentages so.

    >>> wignall_percentage(18, 18), wignall_percentage(0, 18)
    (Fraction(95, 1), Fraction(5, 1))
    """
    return (Fraction(matchpoints) + 1) * 100 / (Fraction(top) + 2)


def victory_points(margin: int | Fraction, boards: int, decimals: int = 2) -> Fraction:
    """The WBF continuous victory point scale (2013): the VPs, out of 20, of a team that won
    the match by ``margin`` IMPs (negative if it lost) over ``boards`` boards. The two
    teams' VPs add up to 20.

    A whole margin with two decimals reads :func:`vp_table`; otherwise (a fraction of an
    IMP from a weighted score, or fewer decimals for a coarser scale) the formula is
    rounded to ``decimals`` places (0 gives whole VPs).

    >>> victory_points(10, 16) + victory_points(-10, 16)
    Fraction(20, 1)
    >>> str(victory_points(20, 14)), str(victory_points(7, 16, decimals=0))
    ('763/50', '12')
    """
    if boards < 1:
        raise ValueError(f"a match has at least one board, not {boards}")
    size = abs(Fraction(margin))
    if decimals == 2 and size.denominator == 1:
        table = vp_table(boards)
        winner = table[min(int(size), len(table) - 1)]
    else:
        blitz = 15 * math.sqrt(boards)
        if size >= blitz:
            winner = Fraction(20)
        else:
            value = 10 + 10 * (1 - _R ** (float(size) / blitz)) / (1 - _R)
            winner = min(Fraction(20), Fraction(round(value * 10**decimals), 10**decimals))
    return winner if margin >= 0 else 20 - winner
