"""Team matches: what a match is, and how it is scored."""

from __future__ import annotations

import textwrap
from fractions import Fraction

from bridgelaws.formats.results import ranking_text, to_json
from bridgelaws.formats.sessionfile import read_session
from bridgelaws.scoring.methods import victory_points
from bridgelaws.scoring.session import Session
from bridgelaws.scoring.sessionscore import score_session


def read(text: str) -> Session:
    session, problems = read_session(textwrap.dedent(text), "league.txt")
    assert not problems, [str(p) for p in problems]
    return session


# A double round robin: A and B meet in round 1 (boards 1-2) and again in round 3
# (boards 5-6). A wins the first meeting by 10 IMPs and loses the second by 13.
LEAGUE = """
    type teams
    team A "Aces"
    team B "Kings"
    1 A B 4S N =      round 1
    1 B A 4S N -1     round 1
    2 A B 3NT S =     round 1
    2 B A 3NT S =     round 1
    5 A B 4H N -1     round 3
    5 B A 4H N =      round 3
    6 A B 2S N =      round 3
    6 B A 2S N +1     round 3
    """


def test_teams_that_meet_twice_play_two_matches() -> None:
    score = score_session(read(LEAGUE), "teams")
    assert [(m.round, m.boards) for m in score.matches] == [(1, (1, 2)), (3, (5, 6))]
    first, second = score.matches
    # round 1: board 1 +420 and +50 for A: 470, 10 IMPs; board 2 a push
    assert first.margins == (10, -10)
    assert first.vps == (victory_points(10, 2), victory_points(-10, 2))
    # round 3: board 5 (NS vulnerable) -100 and -620 for A: 12 IMPs to B; board 6 (EW
    # vulnerable) +110 and -140 for A: 1 IMP to B
    assert second.margins == (-13, 13)
    assert second.vps is not None and second.vps[0] == victory_points(-13, 2)
    # each team's VPs are the sum over its two matches, not the VPs of one 4-board match
    a = score.standing("A")
    assert first.vps is not None
    assert a.total == first.vps[0] + second.vps[0]
    assert a.total != victory_points(first.margins[0] + second.margins[0], 4)


def test_teams_that_meet_twice_are_shown_with_their_rounds() -> None:
    score = score_session(read(LEAGUE), "imp")
    assert [m["round"] for m in to_json(score)["matches"]] == [1, 3]
    text = ranking_text(score)
    assert "Round  Home" in text and "5-6" in text


def test_a_match_without_rounds_is_one_match() -> None:
    score = score_session(read(LEAGUE.replace("round 1", "").replace("round 3", "")), "imp")
    assert len(score.matches) == 1 and score.matches[0].round is None
    assert score.matches[0].boards == (1, 2, 5, 6)
    assert score.standing("A").imps == score.matches[0].margins[0] == Fraction(
        sum(m.margins[0] for m in score_session(read(LEAGUE), "imp").matches))
