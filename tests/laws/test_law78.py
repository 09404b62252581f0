"""Law 78: methods of scoring: matchpoints, IMPs, and the Butler, cross-IMP, Neuberg and
victory point methods built on them."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.scoring.methods import (
    ButlerDatum,
    MatchpointScale,
    butler_datum,
    butler_imps,
    cross_imps,
    imps,
    matchpoints,
    neuberg,
    percentages,
    victory_points,
)

# Law 78B, written out band by band: (lowest difference, highest difference, IMPs)
LAW78B = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23), (4000, 7600, 24),
]


@pytest.mark.parametrize(("low", "high", "expected"), LAW78B)
def test_78B_every_band_at_both_edges_and_both_signs(low: int, high: int, expected: int) -> None:
    for difference in range(low, high + 10, 10):
        assert imps(difference) == expected
        assert imps(-difference) == -expected


def test_78B_differences_between_multiples_of_ten() -> None:
    assert imps(15) == 0 and imps(Fraction(39, 2)) == 0 and imps(Fraction(41, 2)) == 1
    assert imps(-425) == -9


def test_78A_two_units_per_score_beaten_one_per_tie() -> None:
    assert matchpoints([620, 620, 650, 170, -100]) == [5, 5, 8, 2, 0]


def test_78A_acbl_scale_one_and_a_half() -> None:
    assert matchpoints([620, 620, 650, 170, -100], MatchpointScale.ACBL) == [
        Fraction(5, 2), Fraction(5, 2), 4, 1, 0
    ]


@given(st.lists(st.integers(-50, 50).map(lambda x: x * 10), min_size=1, max_size=30))
def test_78A_matchpoints_on_a_board_sum_to_top_times_results(scores: list[int]) -> None:
    n = len(scores)
    points = matchpoints(scores)
    assert sum(points) == n * (n - 1)  # top 2(n-1), n results, average half the top
    shuffled = scores[:]
    random.Random(n).shuffle(shuffled)
    # a score's matchpoints do not depend on the order the results are listed in
    assert dict(zip(shuffled, matchpoints(shuffled), strict=True)) == dict(
        zip(scores, points, strict=True)
    )


@given(st.lists(st.integers(-50, 50).map(lambda x: x * 10), min_size=2, max_size=30))
def test_78A_ns_and_ew_percentages_sum_to_100(scores: list[int]) -> None:
    top = Fraction(2 * (len(scores) - 1))
    ns = percentages(matchpoints(scores), top)
    ew = percentages(matchpoints([-s for s in scores]), top)
    assert all(a + b == 100 for a, b in zip(ns, ew, strict=True))


def test_neuberg_by_the_formula() -> None:
    # three results where four were expected (top 6): worked by hand from M' = (M+1)E/A - 1
    assert neuberg(Fraction(4), 3, 4) == Fraction(17, 3)  # top: 5 * 4/3 - 1
    assert neuberg(Fraction(2), 3, 4) == 3  # average stays average
    assert neuberg(Fraction(0), 3, 4) == Fraction(1, 3)  # bottom
    assert neuberg(Fraction(6), 4, 4) == 6  # a full board is unchanged


def test_butler_datum_mean_without_extremes_and_median() -> None:
    scores = [420, 450, 420, -50, 400, 1430]
    assert butler_datum(scores) == Fraction(420 + 450 + 420 + 400, 4)  # drop -50 and 1430
    assert butler_datum(scores, round_to=10) == 420  # 422.5 rounds to 420
    assert butler_datum(scores, ButlerDatum.MEDIAN) == 420
    assert butler_imps(scores) == [0, 1, 0, -10, -1, 14]  # 1430 - 420 = 1010: 14 IMPs


def test_cross_imps_against_every_other_result() -> None:
    assert cross_imps([420, 420, -50]) == [10, 10, -20]
    assert cross_imps([420, 420, -50], average=True) == [5, 5, -10]


@given(st.integers(-200, 200), st.integers(1, 64))
def test_victory_points_of_the_two_teams_add_up_to_20(margin: int, boards: int) -> None:
    ours, theirs = victory_points(margin, boards), victory_points(-margin, boards)
    assert ours + theirs == 20
    assert 0 <= ours <= 20
    assert (ours > 10) == (margin > 0) and (ours < 10) == (margin < 0)


def test_victory_points_scale_shape() -> None:
    assert victory_points(0, 16) == 10
    # blitz at 15 * sqrt(boards) IMPs: 60 for 16 boards
    assert victory_points(59, 16) < 20 and victory_points(60, 16) == 20
    values = [victory_points(m, 16) for m in range(0, 61)]
    assert values == sorted(values)  # more IMPs never earn fewer VPs
    with pytest.raises(ValueError):
        victory_points(5, 0)


@pytest.mark.parametrize(("boards", "blitz"), [
    (1, 15), (4, 30), (8, 43), (9, 45), (12, 52), (16, 60), (20, 68), (24, 74), (28, 80),
    (32, 85), (36, 90), (48, 104), (64, 120),
])
def test_victory_points_at_the_blitz_edge(boards: int, blitz: int) -> None:
    # 15 * sqrt(boards) IMPs (rounded up to a whole IMP) wins 20-0; one IMP less does not
    assert victory_points(blitz, boards) == 20 and victory_points(-blitz, boards) == 0
    assert victory_points(blitz - 1, boards) < 20 < victory_points(blitz - 1, boards) + 1
    assert victory_points(blitz - 1, boards) + victory_points(1 - blitz, boards) == 20


@pytest.mark.parametrize("boards", range(1, 65))
def test_victory_points_each_imp_is_worth_no_more_than_the_last(boards: int) -> None:
    from itertools import pairwise

    from bridgelaws.scoring.methods import vp_table

    table = vp_table(boards)
    steps = [b - a for a, b in pairwise(table)]
    assert all(later <= earlier for earlier, later in pairwise(steps))
    assert table[0] == 10 and table[-1] == 20


@pytest.mark.parametrize("decimals", [0, 1, 2])
def test_victory_points_discrete_scales_still_add_up_to_20(decimals: int) -> None:
    for margin in range(-80, 81):
        assert victory_points(margin, 16, decimals) + victory_points(-margin, 16, decimals) == 20
    assert victory_points(Fraction(7, 2), 16, 2) + victory_points(Fraction(-7, 2), 16, 2) == 20
