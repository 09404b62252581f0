"""Team matches entered as IMP totals (``match HOME AWAY IMPS IMPS boards N``), against
Ruter's team files in the corpus: a Swiss of 8-board matches (team.pbn) and a double
round robin league of 32-board matches (div2.pbn), where only match totals are
published (MatchDetails: segment, home IMPs, away IMPs; segment 200 is the total)."""

from __future__ import annotations

import textwrap
from fractions import Fraction
from pathlib import Path

import pytest

from bridgelaws.formats.results import ranking_text, to_json
from bridgelaws.formats.sessionfile import read_session, write_session
from bridgelaws.scoring.session import MatchTotal, Session
from bridgelaws.scoring.sessionscore import score_session
from tests.scoring.corpus_tables import RKCB, close, tables

FILES = {"team.pbn": 8, "div2.pbn": 32}  # boards a match


def ruter_teams(path: Path, boards: int) -> tuple[Session, list[dict[str, str]]]:
    session = Session(teams=True)
    played = []
    for table in tables(path):
        for row in table.rows:
            if row["MatchDetails"] == "-":
                continue  # a match of a later round, not played yet
            segments = {s.split(",")[0]: s.split(",")[1:] for s in row["MatchDetails"].split("|")}
            home, away = segments["200"]
            session.add_match_total(MatchTotal(row["TeamId_Home"], row["TeamId_Away"],
                                               (Fraction(home), Fraction(away)), boards,
                                               int(row["Round"])))
            played.append(row)
    return session, played


@pytest.mark.parametrize("name", FILES)
def test_ruter_team_files_victory_points_and_ranking(name: str) -> None:
    session, played = ruter_teams(RKCB / name, FILES[name])
    score = score_session(session, "teams")
    assert len(score.matches) == len(played) > 0
    for match, row in zip(score.matches, played, strict=True):
        assert match.vps is not None and match.played == FILES[name]
        assert close(match.vps[0], row["VP_Home"]) and close(match.vps[1], row["VP_Away"])
    published = next(tables(RKCB / name, "TotalScoreTable")).rows
    assert [st.id for st in score.standings] == [row["TeamId"] for row in published]
    for row in published:
        assert close(score.standing(row["TeamId"]).total, row["TotalScoreVP"])


def test_div2_teams_meet_twice_in_the_fixture() -> None:
    # the league's fixture (every round, played or not) has each pair of teams twice
    rows = [r for t in tables(RKCB / "div2.pbn") for r in t.rows]
    meetings: dict[frozenset[str], list[str]] = {}
    for row in rows:
        meetings.setdefault(frozenset((row["TeamId_Home"], row["TeamId_Away"])), []).append(
            row["Round"])
    assert len(meetings) == 15 and all(len(r) == 2 for r in meetings.values())


def test_match_totals_in_a_session_file() -> None:
    text = textwrap.dedent("""\
        type teams
        team 1 "Aces"
        team 2 "Kings"
        team 3 "Queens"
        match 1 2 25 8 boards 8 round 1
        match 3 1 13 11 boards 8 round 2
        match 2 3 24.5 10 boards 8 round 3
        """)
    session, problems = read_session(text, "league.txt")
    assert not problems
    score = score_session(session, "teams")
    first = score.matches[0]
    assert (first.imps, first.margins, first.played) == ((25, 8), (17, -17), 8)
    assert first.vps is not None and str(first.vps[0]) == "63/4"  # 15.75, as Ruter
    assert score.standing("1").imps == 17 - 2
    assert "8 boards" in ranking_text(score)
    assert to_json(score)["matches"][0]["board_count"] == 8
    assert score_session(session, "imp").standing("2").total == -17 + Fraction(29, 2)
    again, problems = read_session(write_session(session), "again.txt")
    assert not problems and again.match_totals == session.match_totals


@pytest.mark.parametrize(("line", "message"), [
    ("match 1 2 25 8", "give the number of boards of the match"),
    ("match 1 1 25 8 boards 8", "team 1 cannot play a match against itself"),
    ("match 1 2 x 8 boards 8", "the IMPs team 1 won"),
    ("match 1 2 25 8 boards 8 seats 4", "expected boards or round, not 'seats'"),
])
def test_match_total_errors(line: str, message: str) -> None:
    _, problems = read_session(f"type teams\n{line}\n", "t.txt")
    assert len(problems) == 1 and message in str(problems[0]), problems
    _, problems = read_session("match 1 2 25 8 boards 8\n", "t.txt")
    assert "a match total belongs to a teams session" in str(problems[0])
