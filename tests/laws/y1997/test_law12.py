"""Law 12C under the 1997 Laws, where it reaches session scoring: a session file names its
edition (``laws 1997``), the laws its adjusted scores cite are checked against that
edition's clause index, and a weighted score is an appeals committee's (1997 12C3), not
the director's (2007 and 2017 12C1(c))."""

from __future__ import annotations

from bridgelaws.formats.sessionfile import read_session, write_session

HEADER = '''pair 1 "Ann" "Bob"
pair 2 "Cleo" "Dan"
pair 3 "Eve" "Fay"
pair 4 "Gus" "Hal"
1 1 2 4S N =
'''
WEIGHTED = '1 3 4 assign 60% 4S N = ; 40% 4S N -1 law {law} "hesitation before 4S"\n'


def keys(text: str) -> list[str]:
    _, problems = read_session(text, "s.session")
    return [p.text.key for p in problems if p.text is not None]  # type: ignore[attr-defined]


def test_12C3_a_weighted_score_is_not_the_directors_under_1997() -> None:
    assert keys("laws 1997\n" + HEADER + WEIGHTED.format(law="12C2")) == [
        "session.weighted.not.allowed"]


def test_12C3_an_appeals_committee_may_weight_it_when_the_file_says_so() -> None:
    text = "laws 1997\nsetting weighted yes\n" + HEADER + WEIGHTED.format(law="12C3")
    session, problems = read_session(text, "s.session")
    assert problems == [] and session.regulations.weighted_scores


def test_12C1c_the_same_weighted_score_under_2007_and_2017() -> None:
    for laws in ("2007", "2017"):
        assert keys(f"laws {laws}\n" + HEADER + WEIGHTED.format(law="12C1(c)")) == []


def test_12C_a_clause_the_edition_does_not_have_is_refused_with_its_place() -> None:
    _, problems = read_session("laws 1997\n" + HEADER + WEIGHTED.format(law="12C1(c)"),
                               "s.session")
    assert len(problems) == 1
    problem = problems[0]
    assert problem.text is not None and problem.text.key == "session.law.unknown"
    assert "12C1(c) is not a clause of the 1997 Laws" in problem.render("en")
    assert problem.line == 7 and problem.column == 43  # at the law, on its line
    assert "§ 12C1(c) ist keine Bestimmung der Regeln von 1997" in problem.render("de")


def test_12C_penalties_cite_the_edition_too() -> None:
    assert keys("laws 2007\n" + HEADER + 'penalty 1 25% law 90B2 "slow play"\n') == []
    assert keys("laws 2007\n" + HEADER + 'penalty 1 25% law 90Z "slow play"\n') == [
        "session.law.unknown"]


def test_the_edition_comes_before_the_results_and_is_written_back() -> None:
    assert keys(HEADER + "laws 1997\n") == ["session.laws.late"]
    assert keys("laws 2012\n" + HEADER)[0].startswith("session.")
    session, _ = read_session("laws 1997\n" + HEADER, "s.session")
    written = write_session(session)
    assert written.startswith("laws 1997\nsetting weighted no\n")
    again, problems = read_session(written, "again.session")
    assert problems == [] and again.laws == "1997" and not again.regulations.weighted_scores


def test_without_a_laws_line_the_session_is_2017() -> None:
    session, problems = read_session(HEADER + WEIGHTED.format(law="12C1(c)"), "s.session")
    assert problems == [] and session.laws == "2017"
    assert "laws" not in write_session(session)
