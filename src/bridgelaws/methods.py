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
from statistics import median
from typing import Final

__all__ = [
    "IMP_EDGES",
    "ButlerDatum",
    "MatchpointScale",
    "butler_datum",
    "butler_imps",
    "cross_imps",
    "imps",
    "matchpoints",
    "neuberg",
    "percentages",
    "victory_points",
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


def neuberg(points: Fraction, results: int, expected: int) -> Fraction:
    """Neuberg's formula: matchpoints on a board with ``results`` scores, on the
    international scale, brought to the top of a board with ``expected`` scores.

    M' = (M + 1) * E / A - 1, with M on the 2/1/0 scale.

    >>> neuberg(Fraction(4), 3, 4)  # a top on a board one result short
    Fraction(17, 3)
    """
    if results < 1 or expected < 1:
        raise ValueError("Neuberg needs at least one result and one expected result")
    return (points + 1) * expected / results - 1


def percentages(points: Sequence[Fraction], top: Fraction) -> list[Fraction]:
    """Matchpoints as percentages of the top (a lone result scores 50%)."""
    if top == 0:
        return [Fraction(50) for _ in points]
    return [p * 100 / top for p in points]


class ButlerDatum(Enum):
    """How the datum of a board is found for Butler scoring."""

    MEAN_WITHOUT_EXTREMES = "mean"  # drop the highest and the lowest score, average the rest
    MEDIAN = "median"


def butler_datum(
    scores: Sequence[int | Fraction],
    method: ButlerDatum = ButlerDatum.MEAN_WITHOUT_EXTREMES,
    round_to: int | None = None,
) -> Fraction:
    """The datum of a board; ``round_to=10`` rounds it to the nearest ten (half up), as
    many regulations ask before IMPing against it."""
    if not scores:
        raise ValueError("a Butler datum needs at least one score")
    if method is ButlerDatum.MEDIAN:
        datum = Fraction(median(sorted(Fraction(s) for s in scores)))
    else:
        ordered = sorted(Fraction(s) for s in scores)
        kept = ordered[1:-1] if len(ordered) > 2 else ordered
        datum = sum(kept, Fraction(0)) / len(kept)
    if round_to:
        datum = Fraction(math.floor(datum / round_to + Fraction(1, 2)) * round_to)
    return datum


def butler_imps(
    scores: Sequence[int | Fraction],
    method: ButlerDatum = ButlerDatum.MEAN_WITHOUT_EXTREMES,
    round_to: int | None = 10,
) -> list[int]:
    """Each score's IMPs against the board's datum."""
    datum = butler_datum(scores, method, round_to)
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


def victory_points(margin: int, boards: int, decimals: int = 2) -> Fraction:
    """The WBF continuous victory point scale (2013): the VPs, out of 20, of a team that won
    the match by ``margin`` IMPs (negative if it lost) over ``boards`` boards, rounded to
    ``decimals`` places. The two teams' VPs add up to 20.

    >>> victory_points(10, 16) + victory_points(-10, 16)
    Fraction(20, 1)
    """
    if boards < 1:
        raise ValueError(f"a match has at least one board, not {boards}")
    blitz = 15 * math.sqrt(boards)
    size = abs(margin)
    if size >= blitz:
        winner = Fraction(20)
    else:
        value = 10 + 10 * (1 - _R ** (size / blitz)) / (1 - _R)
        winner = Fraction(round(value * 10**decimals), 10**decimals)
    return winner if margin >= 0 else 20 - winner
