"""Matchpoints and percentages per result, against Ruter's pairs files in the corpus (the
Finnish pairs championship, sessions 1 and 2: 18 tables, top 34, A+ as 60%): every MP and
percentage figure on the travellers, and every total."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.formats.results import to_json
from bridgelaws.scoring.session import Session
from bridgelaws.scoring.sessionscore import SessionScore, score_session
from bridgelaws.values.cards import Side
from tests.scoring.corpus_tables import RKCB, close, ruter_session, tables

FILES = [RKCB / "test.pbn", RKCB / "sm1.pbn", RKCB / "sm2.pbn"]


def ruter_pairs(path: Path) -> Session:
    return ruter_session(path)


def scored(path: Path) -> SessionScore:
    return score_session(ruter_pairs(path), "mp")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_matchpoint_and_percentage_on_the_travellers(path: Path) -> None:
    score = scored(path)
    data = to_json(score)
    figures = 0
    for traveller, table, js in zip(score.travellers, tables(path), data["travellers"],
                                    strict=True):
        assert traveller.top == 34
        for line, row, result in zip(traveller.lines, table.rows, js["results"], strict=True):
            for side, name in ((Side.NS, "NS"), (Side.EW, "EW")):
                value, percent = line.value(side), line.percent(side)
                assert value is not None and percent is not None
                assert close(value, row[f"MP_{name}"]), (table.board, row)
                assert close(percent, row[f"Percentage_{name}"]), (table.board, row)
                assert result[f"{name.lower()}_percent"] == round(float(percent), 4)
                figures += 1
    assert figures == 2 * 18 * len(score.travellers)


@pytest.mark.parametrize("path", FILES[:2], ids=lambda p: p.name)
def test_session_totals_percentages_and_ranks(path: Path) -> None:
    score = scored(path)
    published = next(tables(path, "TotalScoreTable")).rows
    assert len(published) == len(score.standings) == 36
    for row in published:
        st = score.standing(row["PairId"])
        assert st.percent is not None
        assert close(st.total, row["TotalScoreMP"]), row
        assert close(st.percent, row["TotalPercentage"]), row
        assert st.rank.rstrip("=") == row["Rank"]
