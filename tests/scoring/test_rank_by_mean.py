"""Ranking by the mean per board (setting rank-by mean), against the OKbridge tournament
in the corpus (OKB_v20.pbn): averaged cross-IMPs, pairs playing 20 to 26 boards, ranked
by their mean score. Its pair numbers are its ranks; "???" is a pair it could not name."""

from __future__ import annotations

import textwrap

from bridgelaws.formats.results import ranking_text, to_json
from bridgelaws.formats.sessionfile import read_session
from bridgelaws.scoring.session import Assigned, Played, Session, TableResult
from bridgelaws.scoring.sessionscore import score_session
from bridgelaws.values.board import Board, Vulnerability
from bridgelaws.values.cards import Seat
from bridgelaws.values.regulations import Regulations
from tests.scoring.corpus_tables import CORPUS_PBN, close, played, tables

OKB = CORPUS_PBN / "contractbridge-pbn-files" / "1999-OKbridge_Tournament" / "OKB_v20.pbn"


def okbridge_session(wrong: list[str] | None = None) -> Session:
    """The tournament as a session. A row whose score is not the Law 77 score of its
    contract and result (a slip in the file) is entered as the published score, since
    OKbridge's IMPs were computed from it; ``wrong`` collects those rows."""
    session = Session(regulations=Regulations(cross_imps_average=True, rank_by="mean"))
    unknown = 0
    for table in tables(OKB):
        number = int(table.board)
        session.boards[number] = Board.numbered(
            number, dealer=Seat.parse(table.values["Dealer"]),
            vulnerability=Vulnerability.parse(table.values["Vulnerable"]))
        for row in table.rows:
            outcome: Played | Assigned = played(row)
            published = int(row["Score_NS"])
            assert isinstance(outcome, Played)
            if outcome.ns_score(session.board(number).vulnerability) != published:
                if wrong is not None:
                    wrong.append(f"board {number}: {outcome} is not {published}")
                outcome = Assigned.single(published)
            ids = []
            for column in ("PairId_NS", "PairId_EW"):
                if row[column] == "???":
                    unknown += 1
                    ids.append(f"?{unknown}")
                else:
                    ids.append(row[column])
            session.add(TableResult(number, ids[0], ids[1], outcome))
    return session


def test_okbridge_ranking_by_mean_per_board_reproduces_the_published_ranking() -> None:
    wrong: list[str] = []
    score = score_session(okbridge_session(wrong), "cross-imp")
    assert wrong == ["board 21: 3NT S +1 is not 600"]  # 600 is 3NT S = vulnerable
    imps = 0
    for traveller, table in zip(score.travellers, tables(OKB), strict=True):
        for line, row in zip(traveller.lines, table.rows, strict=True):
            assert line.ns is not None and close(line.ns, row["IMP_NS"])
            imps += 1
    assert imps == 2187
    published = next(tables(OKB, "TotalScoreTable")).rows
    known = [st for st in score.standings if not st.id.startswith("?")]
    assert [st.id for st in known] == [row["Rank"] for row in published]  # ids are ranks
    for st, row in zip(known, published, strict=True):
        assert st.boards == int(row["NrBoards"])
        assert st.mean is not None and close(st.mean, row["+MeanScore"])
        assert st.mean == st.total / st.boards
    # ranked by the total instead, the order is not the published one
    session = okbridge_session()
    by_total = score_session(session, "cross-imp", session.regulations.replace(rank_by="total"))
    order = [st.id for st in by_total.standings if not st.id.startswith("?")]
    assert order != [row["Rank"] for row in published]


def test_rank_by_mean_in_a_session_file_and_the_outputs() -> None:
    session, problems = read_session(textwrap.dedent("""\
        setting rank-by mean
        1 1 2 4S N =
        1 3 4 4S N -1
        2 1 2 3NT N =
        2 3 4 3NT N =
        3 1 2 2S N =
        """), "s.txt")
    assert not problems
    score = score_session(session, "butler")
    one = score.standing("1")
    assert one.boards == 3 and one.mean == one.total / 3
    assert to_json(score)["standings"][0]["mean"] is not None
    assert "Boards   Mean" in ranking_text(score) or "Boards  Mean" in ranking_text(score)
    assert score_session(session, "mp").standing("1").mean is None  # percentages rank
    _, bad = read_session("setting rank-by average\n", "s.txt")
    assert str(bad[0]) == "s.txt:1:17: expected total or mean, not 'average'"
