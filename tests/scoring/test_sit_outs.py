"""Sit-outs against a phantom (setting sit-out average): the pair scores its own average
on the board, as the Butler pairs files in the corpus (rkcb butler.pbn, written by Ruter)
publish it: a "Bye" row with the pair's IMPs per board, and totals that include them."""

from __future__ import annotations

import textwrap
from fractions import Fraction

from bridgelaws.formats.sessionfile import read_session, write_session
from bridgelaws.scoring.methods import DatumRounding
from bridgelaws.scoring.session import NotPlayed, Session, TableResult
from bridgelaws.scoring.sessionscore import score_session
from bridgelaws.values.cards import Side
from bridgelaws.values.regulations import Regulations
from tests.scoring.corpus_tables import RKCB, close, ns_score, played, tables


def butler_session(regulations: Regulations) -> Session:
    session = Session(regulations=regulations)
    session.add_phantom("-")
    for table in tables(RKCB / "butler.pbn"):
        board = int(table.board)
        for row in table.rows:
            if row["Score_NS"] == "Bye":
                outcome = NotPlayed()
            else:
                outcome = played(row)
                vul = session.board(board).vulnerability
                assert outcome.ns_score(vul) == ns_score(row)  # Law 77 agrees with Ruter
            session.add(TableResult(board, row["PairId_NS"], row["PairId_EW"], outcome,
                                    round=int(row["Round"])))
    return session


def test_butler_pbn_sit_outs_score_the_pairs_own_average_and_totals_agree() -> None:
    regs = Regulations(butler_rounding=DatumRounding.HALF_AWAY, sit_out="average")
    score = score_session(butler_session(regs), "butler")
    byes = 0
    published = {(t.board, r["PairId_NS"], r["PairId_EW"]): r for t in tables(RKCB / "butler.pbn")
                 for r in t.rows}
    for traveller in score.travellers:
        for line in traveller.lines:
            row = published[(str(traveller.board), line.result.ns, line.result.ew)]
            for side, column in ((Side.NS, "IMP_NS"), (Side.EW, "IMP_EW")):
                value = line.value(side)
                if row[column] == "-":
                    assert value is None  # the phantom scores nothing
                else:
                    assert value is not None and close(value, row[column]), (traveller.board, row)
            byes += row["Score_NS"] == "Bye"
    assert byes == 28
    total = next(tables(RKCB / "butler.pbn", "TotalScoreTable")).rows
    assert [st.id for st in score.standings] == [r["PairId"] for r in total]  # "-" not ranked
    for row in total:
        standing = score.standing(row["PairId"])
        assert close(standing.total, row["TotalScoreIMP"]), row
        assert standing.boards == int(row["NrBoards"]) == 28


def test_without_the_setting_a_sit_out_scores_nothing() -> None:
    score = score_session(butler_session(Regulations(
        butler_rounding=DatumRounding.HALF_AWAY)), "butler")
    assert all(st.boards == 24 for st in score.standings)
    assert score.standing("1").total == -37  # the sum over the boards played


SESSION = """\
    setting sit-out average
    phantom Bye
    1 1 Bye not-played
    1 2 3 4S N =
    1 4 5 4S N +1
    2 1 3 4S N =
    2 2 5 4S N -1
    2 4 Bye not-played
    3 1 5 3NT N =
    3 2 Bye not-played
    3 4 3 3NT N +1
    """


def test_sit_out_at_matchpoints_is_the_pairs_own_percentage() -> None:
    session, problems = read_session(textwrap.dedent(SESSION), "s.txt")
    assert not problems
    score = score_session(session, "mp")
    # pair 1: board 2 a top (2 of 2), board 3 a bottom (0 of 2): 50%, so 1 of 2 on board 1
    card = {c.board: c for c in score.card("1")}
    assert card[1].value == 1 and card[1].points is None
    assert score.standing("1").percent == 50 and score.standing("1").boards == 3
    assert "Bye" not in {st.id for st in score.standings}
    text = write_session(session)
    assert "phantom Bye" in text and "setting sit-out average" in text
    again, problems = read_session(text, "again.txt")
    assert not problems and again.phantoms == {"Bye"}
    assert score_session(again, "mp").standing("1").total == score.standing("1").total


def test_sit_out_setting_and_phantom_errors() -> None:
    _, problems = read_session("setting sit-out maybe\nphantom 9\nphantom 9\n", "s.txt")
    assert [str(p) for p in problems] == [
        "s.txt:1:17: expected nothing or average, not 'maybe'",
        "s.txt:3:1: pair 9 is entered twice"]


def test_a_phantom_is_accepted_after_the_pairs_are_entered() -> None:
    session, problems = read_session(
        'pair 1 "A" "B"\npair 2 "C" "D"\nphantom 0\n1 1 0 not-played\n2 2 0 not-played\n',
        "s.txt")
    assert not problems and len(session.results) == 2
    assert Fraction(0) == sum(st.total for st in score_session(session, "butler").standings)
