"""Law 86: adjusted scores in team events."""

from __future__ import annotations

from fractions import Fraction

from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    BetterOf,
    Played,
    Reason,
    Session,
    TableResult,
)
from bridgelaws.scoring.sessionscore import score_session
from bridgelaws.values.cards import Side


def match(second: TableResult) -> tuple[Fraction, Fraction]:
    s = Session(teams=True)
    s.add(TableResult(1, "A", "B", Played.parse("4S N =")))  # +420 for A, board 1 none vul
    s.add(second)
    return score_session(s, "imp").matches[0].margins


def test_86B2b_non_offenders_get_average_plus_when_that_is_better() -> None:
    # at the other table B (NS) were damaged; the assigned score gives them 4S N = too,
    # worth 0 IMPs, so average plus (+3) is better for B, and A gets the complement
    rule = BetterOf(Assigned.single(Played.parse("4S N =")), Side.NS)
    assert match(TableResult(1, "B", "A", rule, reason=Reason("86B2(b)"))) == (-3, 3)


def test_86B2b_non_offenders_get_the_assigned_score_when_that_is_better() -> None:
    # the assigned score (B make 6S: +980 against A's +420) is worth 11 IMPs to B
    rule = BetterOf(Assigned.single(Played.parse("6S N =")), Side.NS)
    assert match(TableResult(1, "B", "A", rule)) == (-11, 11)


def test_86B2b_the_non_offenders_may_sit_east_west() -> None:
    # A sit EW at the second table and are the non-offenders: +3 is better than -(...)
    rule = BetterOf(Assigned.single(Played.parse("4S N =")), Side.EW)
    assert match(TableResult(1, "B", "A", rule)) == (3, -3)


def test_86B2a_no_one_at_fault_both_teams_get_average() -> None:
    assert match(TableResult(1, "B", "A", Artificial.AVERAGE, Artificial.AVERAGE)) == (0, 0)


def test_86B2c_both_at_fault_average_minus_to_both() -> None:
    s = Session(teams=True)
    s.add(TableResult(1, "A", "B", Played.parse("4S N =")))
    s.add(TableResult(1, "B", "A", Artificial.AVERAGE_MINUS, Artificial.AVERAGE_MINUS))
    s.add(TableResult(2, "A", "B", Played.parse("3NT N =")))
    s.add(TableResult(2, "B", "A", Played.parse("3NT N =")))
    assert score_session(s, "imp").matches[0].margins == (-3, -3)


def test_86B1_a_board_with_a_result_at_one_table_only_is_reported() -> None:
    s = Session(teams=True)
    s.add(TableResult(1, "A", "B", Played.parse("4S N =")))
    score = score_session(s, "imp")
    assert score.matches[0].imps == (0, 0)
    assert "only one table" in score.problems[0] and "86B1" in score.problems[0]


def test_86B_better_of_is_for_team_events_only() -> None:
    import pytest

    from bridgelaws.scoring.session import SessionError

    rule = BetterOf(Assigned.single(Played.parse("4S N =")), Side.NS)
    with pytest.raises(SessionError, match="team events only"):
        Session().add(TableResult(1, "1", "2", rule))


def test_86_team_match_imps_each_way_margins_and_vps() -> None:
    s = Session(teams=True)
    s.add(TableResult(1, "A", "B", Played.parse("4S N =")))    # A +420
    s.add(TableResult(1, "B", "A", Played.parse("4S N -1")))   # A +50: +470, 10 IMPs to A
    s.add(TableResult(2, "A", "B", Played.parse("3NT S -1")))  # board 2: NS vul, A -100
    s.add(TableResult(2, "B", "A", Played.parse("3NT S =")))   # A -600: -700, 12 to B
    m = score_session(s, "teams").matches[0]
    assert m.imps == (10, 12) and m.margins == (-2, 2)
    from bridgelaws.scoring.methods import victory_points

    assert m.vps == (victory_points(-2, 2), victory_points(2, 2))
    assert sum(m.vps) == 20


def test_86B2c_non_balancing_scores_give_each_team_vps_from_its_own_margin() -> None:
    s = Session(teams=True)
    s.add(TableResult(1, "A", "B", Played.parse("4S N =")))
    s.add(TableResult(1, "B", "A", Artificial.AVERAGE_MINUS, Artificial.AVERAGE_MINUS))
    m = score_session(s, "teams").matches[0]
    assert m.margins == (-3, -3) and m.vps is not None and m.vps[0] == m.vps[1] < 10
