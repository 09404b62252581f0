"""Law 90: procedural penalties, deducted from a contestant's total with their reason."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bridgelaws.scoring.session import (
    Penalty,
    PenaltyUnit,
    Played,
    Reason,
    Session,
    SessionError,
    TableResult,
)
from bridgelaws.scoring.sessionscore import score_session


def session() -> Session:
    s = Session()
    for board in (1, 2):
        for ns, ew, text in [("1", "2", "1NT N ="), ("3", "4", "1NT N +1"), ("5", "6", "1NT N -1")]:
            s.add(TableResult(board, ns, ew, Played.parse(text)))
    return s


def test_90A_a_penalty_of_a_quarter_top_comes_off_the_total() -> None:
    s = session()
    s.add_penalty(Penalty("3", Fraction(25), PenaltyUnit.PERCENT_OF_TOP, Reason("90B2", "slow")))
    st = score_session(s, "mp").standing("3")
    assert st.penalty == 1  # a quarter of a top of 4
    assert st.total == 8 - 1 and st.percent == Fraction(700, 8)


def test_90A_a_penalty_in_matchpoints() -> None:
    s = session()
    s.add_penalty(Penalty("1", Fraction(2), PenaltyUnit.MATCHPOINTS))
    assert score_session(s, "mp").standing("1").total == 4 - 2


def test_90A_a_penalty_in_imps_at_butler() -> None:
    s = session()
    s.add_penalty(Penalty("1", Fraction(3), PenaltyUnit.IMPS))
    assert score_session(s, "butler").standing("1").penalty == 3


def test_90A_a_penalty_in_the_wrong_unit_is_reported_not_applied() -> None:
    s = session()
    s.add_penalty(Penalty("1", Fraction(1), PenaltyUnit.VPS))
    score = score_session(s, "mp")
    assert score.standing("1").penalty == 0
    assert "does not apply at mp scoring" in score.problems[0]


def test_90A_a_penalty_in_vps_at_teams() -> None:
    s = Session(teams=True)
    s.add(TableResult(1, "A", "B", Played.parse("4S N =")))
    s.add(TableResult(1, "B", "A", Played.parse("4S N =")))
    s.add_penalty(Penalty("A", Fraction(1), PenaltyUnit.VPS))
    score = score_session(s, "teams")
    assert score.standing("A").total == 9 and score.standing("B").total == 10


def test_90A_penalty_must_be_positive() -> None:
    with pytest.raises(SessionError, match="positive"):
        session().add_penalty(Penalty("1", Fraction(0), PenaltyUnit.MATCHPOINTS))
