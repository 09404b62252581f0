"""Law 87: a fouled board is scored group by group."""

from __future__ import annotations

from fractions import Fraction

from bridgelaws.scoring.session import Played, Session, TableResult
from bridgelaws.scoring.sessionscore import score_session


def test_87B_each_form_of_a_fouled_board_is_scored_on_its_own() -> None:
    s = Session()
    # four tables played the correct board (group ""), two the fouled one (group "B")
    for ns, ew, text in [("1", "2", "4S N ="), ("3", "4", "4S N +1"), ("5", "6", "4S N -1"),
                         ("7", "8", "3NT N =")]:
        s.add(TableResult(1, ns, ew, Played.parse(text)))
    s.add(TableResult(1, "9", "10", Played.parse("2H S ="), group="B"))
    s.add(TableResult(1, "11", "12", Played.parse("2H S +2"), group="B"))
    traveller = score_session(s, "mp").travellers[0]
    ns = {line.result.ns: line.ns for line in traveller.lines}
    # the main group (4 results) is factored to 6 results: top 10
    assert traveller.top == 10
    assert ns["3"] == (6 + 1) * Fraction(6, 4) - 1  # top of its group
    # the fouled group of two: +170 beats +110; each factored up to six results
    assert ns["11"] == (2 + 1) * Fraction(6, 2) - 1 == 8
    assert ns["9"] == (0 + 1) * Fraction(6, 2) - 1 == 2


def test_87B_groups_at_teams_are_reported_for_86B2() -> None:
    s = Session(teams=True)
    s.add(TableResult(1, "A", "B", Played.parse("4S N =")))
    s.add(TableResult(1, "B", "A", Played.parse("4S N ="), group="fouled"))
    score = score_session(s, "imp")
    assert "Law 87" in score.problems[0] and "86B2" in score.problems[0]
