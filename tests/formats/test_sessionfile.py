"""The session file: every good line kept, every bad one reported with line and column."""

from __future__ import annotations

import os
from fractions import Fraction
from pathlib import Path

import pytest

from bridgelaws.formats.sessionfile import load_session, read_session, write_session
from bridgelaws.scoring.methods import ButlerDatum, MatchpointScale
from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    BetterOf,
    NotPlayed,
    PenaltyUnit,
    Played,
    Reason,
)
from bridgelaws.scoring.sessionscore import score_session
from bridgelaws.values.cards import Card, Side

EXAMPLES = Path(__file__).parents[2] / "examples"


def problems_of(text: str) -> list[str]:
    return [str(p) for p in read_session(text, "s.txt")[1]]


def test_the_example_files_read_without_problems() -> None:
    for name in ("tuesday-pairs.txt", "club-teams.txt"):
        session, problems = load_session(EXAMPLES / name)
        assert not problems, problems
        assert session.results


def test_the_pairs_example_in_detail() -> None:
    session, _ = load_session(EXAMPLES / "tuesday-pairs.txt")
    assert session.event == "Tuesday pairs" and session.date == "2026-11-03"
    assert session.movement is not None and len(session.movement.pairs) == 6
    assert session.contestant("1").names == ("Ann Adams", "Bob Brown")
    first = session.results[0]
    assert first.outcome == Played.parse("4S N =", lead="HK") and first.round == 1
    fouled = session.results[7]
    assert fouled.outcome is Artificial.AVERAGE_PLUS
    assert fouled.ew_outcome is Artificial.AVERAGE_MINUS
    assert fouled.reason == Reason("12C2(a)", "board fouled at this table")
    weighted = session.results[10].outcome
    assert isinstance(weighted, Assigned) and [w for w, _ in weighted.outcomes] == [
        Fraction(3, 5), Fraction(2, 5)]
    assert session.penalties[0].unit is PenaltyUnit.PERCENT_OF_TOP
    assert session.penalties[0].reason == Reason("90B2", "slow play")


def test_results_and_their_forms() -> None:
    session, problems = read_session(
        "1 1 2 4SX N -2\n"
        "2 1 2 2D W 7\n"               # tricks taken
        "3 1 2 pass\n"
        "4 1 2 not-played\n"
        "5 1 2 ave\n"
        "6 1 2 assign score 420\n"
        "7 1 2 assign 2/3 4S N = ; 1/3 4S N -1\n"
        "8 1 2 assign 0.5 4S N = ; 0.5 score -100\n"
        "9 1 2 assign 4S N = / ave-     law 12C1(e)\n"
        "10 1 2 3NT S +1 sa group B round 4\n")
    assert not problems, problems
    r = session.results
    assert r[0].outcome == Played.parse("4SX N -2")
    assert r[1].outcome == Played.parse("2D W -1")
    assert r[2].outcome == Played(None)
    assert r[3].outcome == NotPlayed()
    assert r[4].outcome is Artificial.AVERAGE and r[4].ew_outcome is None
    assert r[5].outcome == Assigned.single(420)
    assert isinstance(r[6].outcome, Assigned) and r[6].outcome.outcomes[0][0] == Fraction(2, 3)
    assert isinstance(r[7].outcome, Assigned) and r[7].outcome.outcomes[1][1] == -100
    assert r[8].ew_outcome is Artificial.AVERAGE_MINUS and r[8].is_split
    assert r[9].group == "B" and r[9].round == 4
    assert isinstance(r[9].outcome, Played) and r[9].outcome.lead == Card.SA


def test_teams_and_better_of() -> None:
    session, problems = read_session(
        'type teams\nteam A "Aces" "Ann" "Bob"\nteam B "Kings"\n'
        "1 A B 4S N =\n1 B A better-of EW assign 4S N -1 law 86B2(b)\n")
    assert not problems, problems
    assert session.teams and session.contestant("A").name == "Aces"
    assert session.contestant("A").names == ("Ann", "Bob")
    rule = session.results[1].outcome
    assert isinstance(rule, BetterOf) and rule.side is Side.EW


def test_settings() -> None:
    session, problems = read_session(
        "setting scale acbl\nsetting neuberg no\nsetting artificial 65 50 35\n"
        "setting artificial-imps 2 0 -2\nsetting session-rule off\nsetting weighted no\n"
        "setting butler-datum median\nsetting butler-round none\nsetting cross-imps average\n"
        "setting vp-decimals 0\nsetting knockout yes\nexpect 12\n")
    assert not problems, problems
    r = session.regulations
    assert r.matchpoint_scale is MatchpointScale.ACBL and not r.neuberg
    assert r.artificial_percentages == (65, 50, 35) and r.artificial_imps == (2, 0, -2)
    assert not r.session_percentage_rule and not r.weighted_scores
    assert r.butler_datum is ButlerDatum.MEDIAN and r.butler_round_to is None
    assert r.cross_imps_average and r.vp_decimals == 0 and r.knockout
    assert session.expected_results == 12


@pytest.mark.parametrize(("text", "expected"), [
    ("1 1 2 4S N 14", "s.txt:1:12: board 1: 14 tricks is impossible: a board has 13"),
    ("1 1 2 4S N +4", "s.txt:1:12: board 1: 4S N +4 is impossible"),
    ("1 1 2 8S N =", "s.txt:1:7: board 1: not a contract: '8S'"),
    ("1 1 2 4S Q =", "s.txt:1:10: board 1: expected the declarer (N, E, S or W), not 'Q'"),
    ("1 1 2 4S N", "s.txt:1:11: board 1: expected the result (=, +1, -2 or tricks taken) at "
                   "the end of the line"),
    ("1 1 1 4S N =", "s.txt:1:1: board 1: pair 1 cannot play against itself"),
    ("1 1 2 4S N = HK xyz", "s.txt:1:17: board 1: unexpected 'xyz'"),
    ("1 1 2 ave+", "s.txt:1:7: board 1: ave+ for North-South: give East-West's score too"),
    ("1 1 2 assign 60% 4S N = ; 30% 4S N -1",
     "s.txt:1:14: board 1: the weights of an assigned score add up to 9/10, not 1"),
    ("1 1 2 assign 60% 4S N = ; 4S N -1",
     "s.txt:1:14: board 1: give every result of a weighted score its weight"),
    ('1 1 2 4S N = "unclosed', "s.txt:1:14: a quoted text is not closed"),
    ("bogus 1", "s.txt:1:1: unknown statement 'bogus'"),
    ("setting colour red", "s.txt:1:9: unknown setting 'colour'"),
    ("setting neuberg maybe", "s.txt:1:17: expected yes or no for neuberg, not 'maybe'"),
    ("setting artificial 40 50 60", "s.txt:1:9: artificial percentages must run from"),
    ("movement mitchell x", "s.txt:1:19: expected the number of tables (a whole number)"),
    ("movement howell 12", "s.txt:1:10: "),
    ("penalty 3 lots", "s.txt:1:11: expected an amount such as 25%, 2mp, 3imp or 1vp"),
    ("team A", "s.txt:1:1: a team in a pairs session"),
    ("board 3 dealer Q", "s.txt:1:16: "),
    ("pair 1 Ann", "s.txt:1:8: names are quoted"),
])
def test_errors_name_the_line_and_column(text: str, expected: str) -> None:
    found = problems_of(text)
    assert len(found) == 1 and found[0].startswith(expected), found


def test_a_bad_line_loses_nothing_else() -> None:
    session, problems = read_session("1 1 2 4S N =\n1 3 4 4S N 14\n1 5 6 4S N -1\n"
                                     "1 1 7 3NT S =\n", "s.txt")
    assert len(session.results) == 2
    assert [p.line for p in problems] == [2, 4]
    assert "pair 1 already has a result on this board" in str(problems[1])


def test_the_movement_is_checked() -> None:
    text = "movement mitchell 3 boards 2\n"
    # board 1 is played by 1 v 4 (round 1), 3 v 5 (round 2), 2 v 6 (round 3)
    session, problems = read_session(text + "1 1 4 4S N =\n1 3 5 4S N =\n1 2 6 4S N =\n")
    assert not problems and [r.round for r in session.results] == [1, 2, 3]
    found = problems_of(text + "1 1 5 4S N =\n")
    assert "by the movement, pair 1 (North-South) meets pair 4 on this board in round 1 " \
           "at table 1, not 1 against 5" in found[0]
    found = problems_of(text + "1 1 4 4S N = round 2\n")
    assert "played in round 1, not 2" in found[0]
    found = problems_of("movement howell 3\n1 1 9 4S N =\n")
    assert "neither pair 1 nor pair 9 plays this board" in found[0] or "pair 1" in found[0]


def test_entered_contestants_are_required_once_given() -> None:
    found = problems_of('pair 1 "A" "B"\npair 2 "C" "D"\n1 1 3 4S N =\n')
    assert "pair 3 is not entered in the session" in found[0]
    assert "entered twice" in problems_of('pair 1 "A"\npair 1 "B"\n')[0]


def test_a_movement_file_relative_to_the_session_file(tmp_path: Path) -> None:
    from bridgelaws.formats.movementfile import write_movement
    from bridgelaws.scoring.movements import howell

    (tmp_path / "h3.mov").write_text(write_movement(howell(3)))
    (tmp_path / "s.txt").write_text('movement file "h3.mov"\n')
    session, problems = load_session(tmp_path / "s.txt")
    assert not problems and session.movement == howell(3)
    (tmp_path / "t.txt").write_text('movement file "nope.mov"\n')
    _, problems = load_session(tmp_path / "t.txt")
    assert "cannot read the movement file" in problems[0].message


def test_writing_reads_back_the_same_session() -> None:
    session, _ = load_session(EXAMPLES / "tuesday-pairs.txt")
    text = write_session(session)
    again, problems = read_session(text)
    assert not problems
    assert again.results == session.results and again.penalties == session.penalties
    assert again.contestants == session.contestants
    assert write_session(again) == text


def test_quotes_and_comments() -> None:
    session, problems = read_session('event "The \\"Big\\" # Event"  # a comment\n')
    assert not problems and session.event == 'The "Big" # Event'


def test_scoring_the_example() -> None:
    session, _ = load_session(EXAMPLES / "tuesday-pairs.txt")
    score = score_session(session, "mp")
    assert score.fields == ("NS", "EW")
    assert score.standing("2").penalty == 1  # a quarter of a top of 4
    assert not score.problems


BIG = "1" * 5000  # more digits than int() converts (4,300)
TOO_LARGE = "'11111111111111111111…' (5000 characters) is too large for"


@pytest.mark.parametrize(("text", "expected"), [
    (f"{BIG} 1 2 4S N =", f"s.txt:1:1: {TOO_LARGE} a board number: the most is 999999999"),
    (f"{BIG} 1 2 ave", f"s.txt:1:1: {TOO_LARGE} a board number"),
    (f"1 1 2 4S N = round {BIG}", f"s.txt:1:20: board 1: {TOO_LARGE} the round"),
    (f"1 1 2 assign {BIG}% 4S N = ; 40% 4S N -1", f"s.txt:1:14: board 1: {TOO_LARGE} a weight"),
    (f"1 1 2 assign 0.{BIG} 4S N = ; 0.4 4S N -1",
     "s.txt:1:14: board 1: '0.111111111111111111…' (5002 characters) has more decimals than a "
     "weight may have: at most 9"),
    (f"1 1 2 assign score {BIG}", f"s.txt:1:20: board 1: {TOO_LARGE} a North-South score: "
                                  f"the most is 7600"),
    (f"penalty 1 {BIG}%", f"s.txt:1:11: {TOO_LARGE} a penalty"),
    (f"penalty 1 1/{BIG}mp", "s.txt:1:11: '1" + "1" * 19 + "…' (5000 characters) is too large"),
    (f"expect {BIG}", f"s.txt:1:8: {TOO_LARGE} the number of results expected on a board"),
    (f"board {BIG} dealer N", f"s.txt:1:7: {TOO_LARGE} the board number"),
    (f"movement mitchell {BIG}", f"s.txt:1:19: {TOO_LARGE} the number of tables"),
    (f"setting artificial-imps 3 0 -{BIG}", "s.txt:1:29: '-1111111111111111111…' (5001 "
                                            "characters) is too small for an IMP figure"),
])
def test_fuzz_A_session_numbers_of_5000_digits(text: str, expected: str) -> None:
    """Fuzz item A: board, round, weight and penalty (and every other number of the file)."""
    found = problems_of(text)
    assert len(found) == 1 and found[0].startswith(expected), found


def test_fuzz_A_pair_ids_that_int_refuses_are_ranked() -> None:
    """Fuzz item A: ranking compared pair ids as numbers with int(); '²' is a digit to
    str.isdigit() and int() refuses it, and it refuses 5000 digits."""
    session, problems = read_session(f"1 1 2 4S N =\n1 {BIG} ² 4S N -1\n1 10 A 3NT S =\n")
    assert not problems
    for method in ("mp", "butler", "cross-imp", "total"):
        standings = score_session(session, method).standings
        assert [s.id for s in standings if s.field == "NS"] == ["1", "10", BIG]


def test_fuzz_C_a_penalty_divided_by_zero() -> None:
    """Fuzz item C: 1/0% raised ZeroDivisionError."""
    assert problems_of("penalty 1 1/0%") == [
        "s.txt:1:11: '1/0' divides by zero: it is not a penalty"]
    assert problems_of("1 1 2 assign 1/0 4S N = ; 1/2 4S N -1") == [
        "s.txt:1:14: board 1: '1/0' divides by zero: it is not a weight"]


def test_fuzz_D_a_movement_file_name_with_a_nul_byte(tmp_path: Path) -> None:
    """Fuzz item D: the NUL byte reached the operating system, which raised ValueError."""
    _, problems = read_session('movement file "club\x00.mov"\n', "s.txt", tmp_path)
    assert [str(p) for p in problems] == [
        "s.txt:1:15: the movement file's name contains a NUL character"]


def movement_problems(folder: Path, name: str, allow: bool = False) -> list[str]:
    text = f'movement file "{name}"\n'
    _, problems = (read_session(text, "s.txt", folder, allow_any_path=True) if allow
                   else read_session(text, "s.txt", folder))
    return [str(p) for p in problems]


def test_fuzz_E_dev_zero_is_not_read(tmp_path: Path) -> None:
    """Fuzz item E: movement file "/dev/zero" read until memory ran out."""
    assert movement_problems(tmp_path, "/dev/zero") == [
        "s.txt:1:15: the movement file '/dev/zero' is not in the session file's folder: name "
        "a file in that folder, or allow any path (--allow-any-path)"]
    assert movement_problems(tmp_path, "/dev/zero", allow=True) == [
        "s.txt:1:15: the movement file /dev/zero is not a regular file (a device, a pipe or a "
        "folder)"]
    (tmp_path / "zero.mov").symlink_to("/dev/zero")  # a link in the folder leads out of it
    assert "is not in the session file's folder" in movement_problems(tmp_path, "zero.mov")[0]


def test_fuzz_E_a_pipe_is_not_waited_for(tmp_path: Path) -> None:
    """Fuzz item E: "/dev/stdin" (or any pipe) waited for a writer for ever."""
    os.mkfifo(tmp_path / "club.mov")
    assert movement_problems(tmp_path, "club.mov") == [
        f"s.txt:1:15: the movement file {tmp_path / 'club.mov'} is not a regular file (a "
        f"device, a pipe or a folder)"]
    assert "is not a regular file" in movement_problems(tmp_path, "/dev/stdin", allow=True)[0]
    assert "is not a regular file" in movement_problems(tmp_path, ".")[0]


def test_fuzz_E_the_movement_file_is_in_the_session_files_folder(tmp_path: Path) -> None:
    from bridgelaws.formats.movementfile import write_movement
    from bridgelaws.scoring.movements import howell

    (tmp_path / "club").mkdir()
    (tmp_path / "h4.mov").write_text(write_movement(howell(4)))
    (tmp_path / "club" / "sub").mkdir()
    (tmp_path / "club" / "sub" / "h4.mov").write_text(write_movement(howell(4)))
    folder = tmp_path / "club"
    assert movement_problems(folder, "sub/h4.mov") == []  # below the folder is fine
    assert "is not in the session file's folder" in movement_problems(folder, "../h4.mov")[0]
    assert movement_problems(folder, "../h4.mov", allow=True) == []
    assert movement_problems(folder, str(tmp_path / "h4.mov"), allow=True) == []


def test_fuzz_E_a_file_that_is_no_movement_is_not_shown(tmp_path: Path) -> None:
    """Fuzz item E: what a file that is not a movement file holds stays out of the
    message (it may be anything the user can read)."""
    (tmp_path / "secret.txt").write_text("password hunter2\n")
    found = movement_problems(tmp_path, "secret.txt")
    assert found == [f"s.txt:1:15: {tmp_path / 'secret.txt'} is not a movement file: it does "
                     f'not start with movement "NAME"']
    (tmp_path / "empty.mov").write_text("# nothing\n")
    assert "is not a movement file" in movement_problems(tmp_path, "empty.mov")[0]
    (tmp_path / "bad.mov").write_text('movement "x"\n1 1 1 2 zz\n')  # a movement: shown
    assert "in the movement file: " in movement_problems(tmp_path, "bad.mov")[0]


def test_fuzz_E_a_movement_file_has_a_size_limit(tmp_path: Path) -> None:
    (tmp_path / "big.mov").write_text('movement "x"\n' + "#" * 2_000_000 + "\n")
    assert movement_problems(tmp_path, "big.mov") == [
        f"s.txt:1:15: the movement file {tmp_path / 'big.mov'} is larger than 2,000,000 bytes"]
