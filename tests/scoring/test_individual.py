"""Individual events (Law 92D): four players a table, partnerships changing every round,
each player ranked on their own. Against Ruter's indi.pbn in the corpus (12 tables, 48
players, 62 boards, top 22, A+ and A- as 60% and 40%): every player's matchpoints and
percentage on every board, and the ranking."""

from __future__ import annotations

import textwrap

from bridgelaws.formats.results import ranking_text
from bridgelaws.formats.sessionfile import read_session, write_session
from bridgelaws.scoring.session import Artificial, Played, Session, TableResult
from bridgelaws.scoring.sessionscore import score_session
from bridgelaws.values.cards import Side
from tests.scoring.corpus_tables import RKCB, close, ns_score, played, tables

INDI = RKCB / "indi.pbn"
SEATS = ("North", "South", "East", "West")


def indi_session() -> Session:
    session = Session(individual=True)
    for table in tables(INDI):
        board = int(table.board)
        for row in table.rows:
            outcome: Played | Artificial
            if row["Score_NS"] in ("A+", "A-"):
                outcome = {"A+": Artificial.AVERAGE_PLUS,
                           "A-": Artificial.AVERAGE_MINUS}[row["Score_NS"]]
                assert row["Score_EW"] == row["Score_NS"]  # both sides
                result = TableResult.individual(board, *(row[f"PlayerId_{s}"] for s in SEATS),
                                                outcome, ew_outcome=outcome,
                                                round=int(row["Round"]))
            else:
                outcome = played(row)
                assert outcome.ns_score(session.board(board).vulnerability) == ns_score(row)
                result = TableResult.individual(board, *(row[f"PlayerId_{s}"] for s in SEATS),
                                                outcome, round=int(row["Round"]))
            session.add(result)
    return session


def test_indi_every_players_matchpoints_and_percentage_on_every_board() -> None:
    score = score_session(indi_session(), "mp")
    figures = 0
    for traveller, table in zip(score.travellers, tables(INDI), strict=True):
        assert traveller.top == 22
        for line, row in zip(traveller.lines, table.rows, strict=True):
            for seat in SEATS:
                side = Side.NS if seat in ("North", "South") else Side.EW
                value, percent = line.value(side), line.percent(side)
                assert value is not None and percent is not None
                assert close(value, row[f"MP_{seat}"]), (table.board, row)
                assert close(percent, row[f"Percentage_{seat}"]), (table.board, row)
                figures += 1
    assert figures == 4 * 12 * 62


def test_indi_players_totals_percentages_and_ranking() -> None:
    score = score_session(indi_session(), "mp")
    published = next(tables(INDI, "TotalScoreTable")).rows
    assert len(published) == len(score.standings) == 48
    assert score.fields == ("",)
    assert score.standing("8").rank == score.standing("13").rank == "23="
    tied = {st.rank: sum(1 for other in score.standings if other.rank == st.rank)
            for st in score.standings}
    for row, st in zip(published, score.standings, strict=True):
        # players 8 and 13 tie exactly (683.0364 MP): we rank them 23=, Ruter 23 and 24
        assert st.id == row["PlayerId"]
        first = int(st.rank.rstrip("="))
        assert first <= int(row["Rank"]) < first + tied[st.rank]
        assert st.percent is not None
        assert close(st.total, row["TotalScoreMP"]) and close(st.percent, row["TotalPercentage"])
        assert st.boards == int(row["NrBoards"])
    card = score.card("27")
    assert len(card) == 62 and all("27" in c.result.players_of(c.side) for c in card)


INDIVIDUAL = """\
    event "Tuesday individual"
    type individual
    player 1 "Ann"
    player 2 "Bob"
    player 3 "Cleo"
    player 4 "Dan"
    player 5 "Eve"
    player 6 "Fay"
    player 7 "Gus"
    player 8 "Hal"
    # board  N  S  E  W  result
    1        1  2  3  4  4S N =
    1        5  6  7  8  4S N +1
    2        1  3  5  7  3NT S =
    2        2  4  6  8  3NT S -1
    """


def test_individual_session_file_reads_scores_and_writes_back() -> None:
    session, problems = read_session(textwrap.dedent(INDIVIDUAL), "indi.txt")
    assert not problems and session.individual
    score = score_session(session, "mp")
    # board 1: 1 and 2 (NS, +420) lose to 5 and 6 (+450), so 3 and 4 beat 7 and 8;
    # board 2: 1 and 3 (NS, +600) beat 2 and 4 (-100), so 6 and 8 beat 5 and 7
    percents = {st.id: st.percent for st in score.standings}
    assert percents == {"1": 50, "2": 0, "3": 100, "4": 50, "5": 50, "6": 100, "7": 0,
                        "8": 50}
    text = ranking_text(score)
    assert "Player" in text and "Ann" in text
    again, problems = read_session(write_session(session), "again.txt")
    assert not problems and [r.players for r in again.results] == [
        r.players for r in session.results]


def test_individual_errors() -> None:
    text = textwrap.dedent(INDIVIDUAL) + "1 1 9 2 3 4S N =\n3 1 2 3 1 pass\n3 1 2 pass\n"
    _, problems = read_session(text, "indi.txt")
    assert [str(p) for p in problems] == [
        "indi.txt:16:1: board 1: player 9 is not entered in the session",
        "indi.txt:17:1: board 3: a player cannot sit in two seats at one table",
        "indi.txt:18:11: board 3: expected West at the end of the line"]
    _, problems = read_session("type individual\n1 1 2 4S N =\n", "i.txt")
    assert problems
    _, problems = read_session("player 1 \"Ann\"\n", "i.txt")
    assert "say 'type individual' first" in str(problems[0])
