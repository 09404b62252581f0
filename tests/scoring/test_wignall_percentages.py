"""Wignall's percentages (setting percentages wignall): a matchpoint score shown as
(2 x beaten + ties + 1) / (2 x results), Keith Wignall's "The Match-Pointing Formula"
(blakjak.org/lwx_wgn0.htm), as the Fifth Friday simultaneous pairs published them. The
matchpoints, and so Law 78A's comparison, are the same; only the percentage changes."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bridgelaws.formats.sessionfile import read_session, write_session
from bridgelaws.scoring.session import Session
from bridgelaws.scoring.sessionscore import SessionScore, score_session
from bridgelaws.values.cards import Side
from bridgelaws.values.regulations import Regulations

# one board at ten tables: ten different North-South scores, the best at table 1
TEN_TABLES = "\n".join(
    ["expect 10"]
    + [f"1 {t} {10 + t} 3NT N {13 - t}" for t in range(1, 10)]
    + ["1 10 20 3NT N 3"]
) + "\n"


def scored(text: str) -> tuple[Session, SessionScore]:
    session, problems = read_session(text)
    assert not problems
    return session, score_session(session, "mp")


def test_the_unique_top_of_ten_results_is_95_percent() -> None:
    _, score = scored("setting percentages wignall\n" + TEN_TABLES)
    lines = score.travellers[0].lines
    top, bottom = lines[0], lines[-1]
    assert (top.ns, top.top) == (Fraction(18), Fraction(18))  # Law 78A's matchpoints are unchanged
    assert top.percent(Side.NS) == 95 and bottom.percent(Side.NS) == 5
    assert top.percent(Side.EW) == 5  # East-West's side of the same comparison
    standing = next(s for s in score.standings if s.id == "1")
    assert standing.percent == 95


def test_standard_percentages_by_default() -> None:
    _, score = scored(TEN_TABLES)
    assert score.travellers[0].lines[0].percent(Side.NS) == 100


def test_ties_count_half_a_beaten_score_and_the_own_score_is_a_tie() -> None:
    # three results: two tie above one. A tied score beats one and ties one:
    # (2 x 1 + 1 + 1) / (2 x 3) = 66.67%; standard (2 + 1) / 4 = 75%
    text = ("setting percentages wignall\n1 1 4 4S N 10\n1 2 5 4S N 10\n"
            "1 3 6 4S N 9\n")
    _, score = scored(text)
    assert score.travellers[0].lines[0].percent(Side.NS) == Fraction(200, 3)


def test_on_the_acbl_scale_a_tie_is_half_a_matchpoint() -> None:
    text = "setting percentages wignall\nsetting scale acbl\n" + TEN_TABLES
    _, score = scored(text)
    line = score.travellers[0].lines[0]
    assert (line.ns, line.top, line.percent(Side.NS)) == (Fraction(9), Fraction(9), Fraction(95))


def test_an_artificial_score_keeps_its_percentage() -> None:
    text = "setting percentages wignall\n" + TEN_TABLES + "1 21 31 ave+/ave-\n"
    _, score = scored(text.replace("expect 10", "expect 11"))
    line = score.travellers[0].lines[-1]
    assert line.percent(Side.NS) == 60 and line.percent(Side.EW) == 40


def test_a_session_percentage_adds_one_tie_per_board() -> None:
    # pair 1 tops board 1 (18 of 18) and is bottom on board 2 (0 of 18):
    # (18 + 1 + 0 + 1) / (18 + 2 + 18 + 2) = 50%
    second = TEN_TABLES.replace("expect 10\n", "").replace("\n1 ", "\n2 ")
    second = "2 " + second[2:]
    second = second.replace("2 1 11 3NT N 12", "2 1 11 3NT N 2")
    _, score = scored("setting percentages wignall\n" + TEN_TABLES + second)
    standing = next(s for s in score.standings if s.id == "1")
    assert standing.total == 18 and standing.percent == 50


def test_the_setting_is_read_and_written() -> None:
    session, _ = scored("setting percentages wignall\n" + TEN_TABLES)
    assert session.regulations.percentages == "wignall"
    assert "setting percentages wignall" in write_session(session)
    _, problems = read_session("setting percentages best\n")
    assert problems and "standard or wignall" in problems[0].render("en")
    with pytest.raises(ValueError):
        Regulations(percentages="best")
