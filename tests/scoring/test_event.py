"""Multi-session events: the Finnish pairs championship in the corpus, session 1 (sm1.pbn)
and session 2 (sm2.pbn), scored by Ruter: session 2's table publishes each pair's session
score, percentage and rank beside the cumulative total, percentage and rank."""

from __future__ import annotations

import json
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.formats.results import event_ranking_text, event_to_json
from bridgelaws.formats.sessionfile import read_session
from bridgelaws.scoring.event import score_event
from bridgelaws.scoring.sessionscore import score_session
from tests.scoring.corpus_tables import RKCB, close, tables
from tests.scoring.test_matchpoint_percentages import scored


def test_championship_two_sessions_cumulative_and_session_columns() -> None:
    first, second = scored(RKCB / "sm1.pbn"), scored(RKCB / "sm2.pbn")
    event = score_event([first, second])
    published = next(tables(RKCB / "sm2.pbn", "TotalScoreTable")).rows
    assert len(published) == len(event.standings) == 36
    for row, st in zip(published, event.standings, strict=True):
        assert st.id == row["PairId"] and st.rank.rstrip("=") == row["Rank"]
        assert st.percent is not None
        assert close(st.total, row["TotalScoreMP"]) and close(st.percent, row["TotalPercentage"])
        assert st.boards == int(row["NrBoards"]) == 105
        session = st.sessions[1]
        assert session is not None and session.percent is not None
        assert close(session.total, row["SessionScoreMP"])
        assert close(session.percent, row["SessionPercentage"])
        assert session.boards == int(row["NrBoardsSession"])
        assert session.rank.rstrip("=") == row["SessionRank"]
    data = event_to_json(event)
    assert data["standings"][0]["sessions"][1]["total"] == 805.0
    assert "S1" in event_ranking_text(event) and "S2" in event_ranking_text(event)


SESSION = """\
    1 1 2 4S N =
    1 3 4 4S N +1
    2 1 2 3NT N =
    2 3 4 3NT N -1
    """


def test_carry_over_is_added_to_the_total() -> None:
    session, problems = read_session(textwrap.dedent(SESSION), "s.txt")
    assert not problems
    one = score_session(session, "butler")
    event = score_event([one, one], carry_over={"1": Fraction(5), "9": Fraction(2)})
    st = event.standing("1")
    assert st.carry == 5 and st.total == 2 * one.standing("1").total + 5
    assert event.standing("9").sessions == (None, None) and event.standing("9").total == 2
    text = event_ranking_text(event)
    assert "Carry" in text


def test_sessions_must_share_a_method() -> None:
    session, _ = read_session(textwrap.dedent(SESSION), "s.txt")
    with pytest.raises(ValueError, match="same method"):
        score_event([score_session(session, "mp"), score_session(session, "butler")])


def test_cli_scores_several_session_files_as_one_event(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("one.txt", "two.txt"):
        (tmp_path / name).write_text(textwrap.dedent(SESSION))
    (tmp_path / "carry.txt").write_text("# pair  carry-over\n1 3.5\n2 -1\n")
    code = main(["session", "score", str(tmp_path / "one.txt"), str(tmp_path / "two.txt"),
                 "--method", "butler", "--carry-over", str(tmp_path / "carry.txt")])
    out = capsys.readouterr().out
    assert code == 0 and "S1" in out and "S2" in out and "Carry" in out and "3.5" in out
    code = main(["session", "score", str(tmp_path / "one.txt"), str(tmp_path / "two.txt"),
                 "--method", "butler", "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and len(data["sessions"]) == 2 and data["standings"][0]["sessions"]
