"""Summed cross-IMPs across three sections with fractional artificial IMPs, against
Ruter's impcross.pbn in the corpus (40 tables, 42 boards): A+ is +1.5 IMPs a comparison
(58.5 with 39 others), the real results on that board are compared with the 38 others
without being factored up (neuberg no), and every IMP figure and total is published.
And one ranking list (setting ranking one) for pairs that kept their direction."""

from __future__ import annotations

import textwrap
from fractions import Fraction

from bridgelaws.formats.sessionfile import read_session, write_session
from bridgelaws.scoring.session import Artificial, Session
from bridgelaws.scoring.sessionscore import score_session
from bridgelaws.values.cards import Side
from bridgelaws.values.regulations import Regulations
from tests.scoring.corpus_tables import RKCB, close, ruter_session, tables

IMPCROSS = RKCB / "impcross.pbn"
RUTER_CROSS = Regulations(artificial_imps=(Fraction(3, 2), 0, Fraction(-3, 2)), neuberg=False)


def impcross_session(regulations: Regulations) -> Session:
    return ruter_session(IMPCROSS, regulations)


def test_impcross_every_imp_figure_total_and_rank() -> None:
    score = score_session(impcross_session(RUTER_CROSS), "cross-imp")
    figures = 0
    for traveller, table in zip(score.travellers, tables(IMPCROSS), strict=True):
        for line, row in zip(traveller.lines, table.rows, strict=True):
            for side, column in ((Side.NS, "IMP_NS"), (Side.EW, "IMP_EW")):
                value = line.value(side)
                assert value is not None and close(value, row[column]), (table.board, row)
                figures += 1
    assert figures == 2 * 40 * 42
    assert score.fields == ("",)  # pairs changed direction: one list
    published = next(tables(IMPCROSS, "TotalScoreTable")).rows
    assert len(published) == len(score.standings) == 80
    for st, row in zip(score.standings, published, strict=True):
        assert (st.rank, st.id) == (row["Rank"], row["PairId"])
        assert close(st.total, row["TotalScoreIMP"]) and st.boards == int(row["NrBoards"])


def test_the_a_plus_is_one_and_a_half_imps_a_comparison() -> None:
    score = score_session(impcross_session(RUTER_CROSS), "cross-imp")
    line = next(line for t in score.travellers for line in t.lines
                if isinstance(line.result.outcome, Artificial))
    assert line.ns == line.ew == Fraction(117, 2)  # 1.5 x 39
    # by the Laws' default of 3 IMPs it would be twice that
    default = score_session(impcross_session(Regulations(neuberg=False)), "cross-imp")
    assert next(line for t in default.travellers for line in t.lines
                if isinstance(line.result.outcome, Artificial)).ns == 117


def test_one_ranking_list_for_pairs_that_kept_their_direction() -> None:
    # a Mitchell at cross-IMPs: without the setting, a list for each direction
    text = textwrap.dedent("""\
        1 1 11 4S N =
        1 2 12 4S N +1
        1 3 13 4S N -1
        2 1 12 3NT S =
        2 2 13 3NT S -1
        2 3 11 3NT S +1
        """)
    session, problems = read_session(text, "s.txt")
    assert not problems
    assert score_session(session, "cross-imp").fields == ("NS", "EW")
    session.regulations = session.regulations.replace(ranking="one")
    score = score_session(session, "cross-imp")
    assert score.fields == ("",) and len(score.standings) == 6
    assert {st.field for st in score.standings} == {""}
    totals = [st.total for st in score.standings]
    assert totals == sorted(totals, reverse=True)


def test_fractional_artificial_imps_and_one_ranking_in_a_session_file() -> None:
    text = textwrap.dedent("""\
        setting artificial-imps 1.5 0 -1.5
        setting ranking one
        1 1 2 4S N =
        1 3 4 ave+/ave-
        """)
    session, problems = read_session(text, "s.txt")
    assert not problems
    regs = session.regulations
    assert regs.artificial_imps == (Fraction(3, 2), 0, Fraction(-3, 2)) and regs.ranking == "one"
    written = write_session(session)
    assert "setting artificial-imps 1.5 0 -1.5" in written and "setting ranking one" in written
    again, problems = read_session(written, "again.txt")
    assert not problems and again.regulations == regs
    line = score_session(session, "cross-imp").travellers[0].lines[1]
    assert (line.ns, line.ew) == (Fraction(3, 2), Fraction(-3, 2))
    _, bad = read_session("setting artificial-imps 3 0 x\nsetting ranking two\n", "s.txt")
    assert [str(p) for p in bad] == [
        "s.txt:1:29: expected an IMP figure, not 'x'",
        "s.txt:2:17: expected auto or one, not 'two'"]
