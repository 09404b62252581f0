"""The Butler datum's rounding (setting butler-rounding), against the datums and IMPs
that Ruter published in its score tables (ButlerDatum, IMP_NS columns)."""

from __future__ import annotations

import textwrap
from fractions import Fraction
from pathlib import Path

import pytest

from bridgelaws.formats.sessionfile import read_session, write_session
from bridgelaws.scoring.methods import ButlerDatum, DatumRounding, butler_datum, imps
from bridgelaws.scoring.session import Assigned, Session, TableResult
from bridgelaws.scoring.sessionscore import score_session
from bridgelaws.values.regulations import Regulations
from tests.scoring.corpus_tables import CORPUS_PBN, RKCB, ns_score, tables

RUTER_BUTLER = [CORPUS_PBN / "richardschneider-pbn" / "test" / "sample" / "ruter71.pbn",
                RKCB / "butler.pbn", RKCB / "butler2.pbn"]


@pytest.mark.parametrize("path", RUTER_BUTLER, ids=lambda p: p.name)
def test_ruter_datums_are_the_mean_without_extremes_rounded_half_away_from_zero(
        path: Path) -> None:
    boards = halves = 0
    for table in tables(path):
        played = [row for row in table.rows if row["Score_NS"] != "Bye"]  # a sit-out
        scores = [s for s in map(ns_score, played) if s is not None]
        assert len(scores) == len(played)
        published = {int(row["ButlerDatum"]) for row in played}
        assert len(published) == 1
        datum = butler_datum(scores, ButlerDatum.MEAN_WITHOUT_EXTREMES, 10,
                             DatumRounding.HALF_AWAY)
        assert datum == published.pop(), table.board
        for row, score in zip(played, scores, strict=True):
            assert imps(score - datum) == Fraction(row["IMP_NS"]) == -Fraction(row["IMP_EW"])
        exact = butler_datum(scores, ButlerDatum.MEAN_WITHOUT_EXTREMES)
        halves += (exact / 10).denominator == 2 and exact < 0
        boards += 1
    assert boards
    if path.name == "ruter71.pbn":  # the file has negative halves: the rule matters
        assert halves


def test_ruter71_board_1_datum_minus_85_is_minus_90_half_away_but_minus_80_half_up() -> None:
    first = next(tables(RUTER_BUTLER[0]))
    scores = [s for s in map(ns_score, first.rows) if s is not None]
    assert scores == [120, 50, -80, -80, -110, -140, -150, -150]
    assert butler_datum(scores) == -85
    assert butler_datum(scores, round_to=10) == -80
    assert butler_datum(scores, round_to=10, rounding=DatumRounding.HALF_AWAY) == -90


@pytest.mark.parametrize(("rule", "values"), [
    # -85, -75, +85, +75, -89, +84
    ("half-up", (-80, -70, 90, 80, -90, 80)),
    ("half-away", (-90, -80, 90, 80, -90, 80)),
    ("half-even", (-80, -80, 80, 80, -90, 80)),
    ("down", (-80, -70, 80, 70, -80, 80)),
])
def test_named_rules(rule: str, values: tuple[int, ...]) -> None:
    rounding = DatumRounding(rule)
    assert tuple(rounding.round(Fraction(v), 10) for v in (-85, -75, 85, 75, -89, 84)) == values


def test_setting_butler_rounding_in_a_session_file() -> None:
    text = textwrap.dedent("""\
        setting butler-rounding half-away
        1 1 11 1NT N 8
        1 2 12 2S W 7
        1 3 13 1H W 7
        1 4 14 1S E 7
        1 5 15 1H W 8
        1 6 16 2H W 9
        1 7 17 1NT E 9
        1 8 18 1NT E 9
        """)
    session, problems = read_session(text, "s.txt")
    assert not problems
    assert session.regulations.butler_rounding is DatumRounding.HALF_AWAY
    assert score_session(session, "butler").travellers[0].datum == -90
    assert "setting butler-rounding half-away" in write_session(session)
    session.regulations = Regulations()
    assert score_session(session, "butler").travellers[0].datum == -80
    _, bad = read_session("setting butler-rounding sideways\n", "s.txt")
    assert "expected half-up, half-away, half-even, down" in str(bad[0])


def test_session_with_ruter71_results_reproduces_its_imp_totals() -> None:
    # every board of the file through score_session: Ruter's TotalScoreIMP for every pair
    session = Session(regulations=Regulations(butler_rounding=DatumRounding.HALF_AWAY))
    path = RUTER_BUTLER[0]
    for table in tables(path):
        for row in table.rows:
            score = ns_score(row)
            assert score is not None
            session.add(TableResult(int(table.board), row["PairId_NS"], row["PairId_EW"],
                                    Assigned.single(score)))
    score = score_session(session, "butler")
    rows = next(tables(path, "TotalScoreTable")).rows
    assert len(rows) == 16
    for row in rows:
        assert score.standing(row["PairId"]).total == int(row["TotalScoreIMP"])
    # rounded half up from North-South's side, some totals differ
    session.regulations = Regulations()
    half_up = score_session(session, "butler")
    assert any(half_up.standing(row["PairId"]).total != int(row["TotalScoreIMP"])
               for row in rows)
