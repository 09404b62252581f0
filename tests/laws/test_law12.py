"""Law 12C: adjusted scores, kept as data with their reason, and how they are scored."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    Played,
    Reason,
    Session,
    SessionError,
    TableResult,
)
from bridgelaws.scoring.sessionscore import Method, score_session
from bridgelaws.values.regulations import Regulations

F = Fraction
PLUS, AVE, MINUS = Artificial.AVERAGE_PLUS, Artificial.AVERAGE, Artificial.AVERAGE_MINUS


def howell_like(rows: list[tuple[int, str, str, object, object]],
                regulations: Regulations | None = None) -> Session:
    """A session from (board, ns, ew, outcome, ew_outcome) rows; strings are played results."""
    session = Session(regulations=regulations or Regulations())
    for board, ns, ew, outcome, ew_outcome in rows:
        o = Played.parse(outcome) if isinstance(outcome, str) else outcome
        e = Played.parse(ew_outcome) if isinstance(ew_outcome, str) else ew_outcome
        session.add(TableResult(board, ns, ew, o, e, Reason("12C", "test")
                                if not isinstance(o, Played) else None))
    return session


def values(session: Session, method: str = "mp", board: int = 1) -> dict[str, Fraction | None]:
    score = score_session(session, method)
    traveller = next(t for t in score.travellers if t.board == board)
    out: dict[str, Fraction | None] = {}
    for line in traveller.lines:
        out[line.result.ns] = line.ns
        out[line.result.ew] = line.ew
    return out


# Four tables on board 1 (top 6 on the 2/1/0 scale); board 2 gives everyone a session.
FOUR = [
    (1, "1", "2", "4S N =", None),       # +420 (board 1: nobody vulnerable)
    (1, "3", "4", "4S N +1", None),      # +450
    (1, "5", "6", "4S N -1", None),      # -50
    (1, "7", "8", "3NT N =", None),      # +400
]


def test_12C2a_average_plus_and_minus_are_60_and_40_percent_of_the_top() -> None:
    rows = [*FOUR[:3], (1, "7", "8", PLUS, MINUS)]
    v = values(howell_like(rows, Regulations(session_percentage_rule=False)))
    assert v["7"] == F(36, 10) and v["8"] == F(24, 10)  # 60% and 40% of a top of 6


def test_12C2a_average_is_half_the_top() -> None:
    rows = [*FOUR[:3], (1, "7", "8", AVE, AVE)]
    v = values(howell_like(rows))
    assert v["7"] == v["8"] == 3


def test_12C2a_artificial_scores_are_left_out_and_the_rest_factored_up() -> None:
    # the three played results are compared among themselves and brought to a top of 6
    rows = [*FOUR[:3], (1, "7", "8", PLUS, MINUS)]
    v = values(howell_like(rows))
    # raw NS: 450 beats both (4), 420 beats one (2), -50 none (0); Neuberg to four results
    assert v["3"] == F(17, 3) and v["1"] == 3 and v["5"] == F(1, 3)
    assert v["4"] == F(1, 3) and v["2"] == 3 and v["6"] == F(17, 3)


def test_12C2a_regulations_may_set_other_percentages() -> None:
    rows = [*FOUR[:3], (1, "7", "8", PLUS, MINUS)]
    regs = Regulations(artificial_percentages=(65, 50, 35), session_percentage_rule=False)
    v = values(howell_like(rows, regs))
    assert v["7"] == F(39, 10) and v["8"] == F(21, 10)


def test_12C2b_at_imps_average_plus_is_three_imps() -> None:
    rows = [*FOUR[:3], (1, "7", "8", PLUS, MINUS)]
    v = values(howell_like(rows, Regulations(session_percentage_rule=False)), "butler")
    assert v["7"] == 3 and v["8"] == -3


def test_12C2b_regulations_may_set_other_imp_figures() -> None:
    rows = [*FOUR[:3], (1, "7", "8", PLUS, MINUS)]
    regs = Regulations(artificial_imps=(2, 0, -2), session_percentage_rule=False)
    v = values(howell_like(rows, regs), "butler")
    assert v["7"] == 2 and v["8"] == -2


def _session_rule_session(rule: bool) -> Session:
    # board 2: pair 7 (NS) tops it, pair 8 (EW) bottoms it; board 1 they get ave+/ave-
    rows = [*FOUR[:3], (1, "7", "8", PLUS, MINUS),
            (2, "1", "2", "2H S =", None),   # +110 (board 2: NS vulnerable)
            (2, "3", "4", "2H S +1", None),  # +140
            (2, "5", "6", "2H S -1", None),  # -100
            (2, "7", "8", "4H S =", None)]   # +620: NS 7 top, EW 8 bottom
    return howell_like(rows, Regulations(session_percentage_rule=rule))


def test_12C2c_non_offender_above_60_percent_keeps_its_own_percentage() -> None:
    v = values(_session_rule_session(True))
    assert v["7"] == 6  # 100% on the other board, so 100% of the top of 6


def test_12C2c_offender_below_40_percent_keeps_its_own_percentage() -> None:
    v = values(_session_rule_session(True))
    assert v["8"] == 0  # 0% on the other board


def test_12C2c_the_rule_is_a_setting() -> None:
    v = values(_session_rule_session(False))
    assert v["7"] == F(36, 10) and v["8"] == F(24, 10)


def test_12C2c_a_contestant_between_40_and_60_gets_the_default() -> None:
    rows = [*FOUR[:3], (1, "7", "8", PLUS, MINUS),
            (2, "1", "2", "2H S =", None), (2, "3", "4", "2H S +1", None),
            (2, "5", "6", "2H S -1", None), (2, "7", "8", "2H S =", None)]
    v = values(howell_like(rows))
    # pair 7 tied 110 with pair 1 on board 2: 3 of 6 = 50% -> not above 60, keeps 60%
    assert v["7"] == F(36, 10) and v["8"] == F(24, 10)


def test_12C2c_at_imps_uses_the_average_per_board() -> None:
    rows = [*FOUR[:3], (1, "7", "8", PLUS, MINUS),
            (2, "1", "2", "2H S =", None), (2, "3", "4", "2H S +1", None),
            (2, "5", "6", "2H S -1", None), (2, "7", "8", "4H S =", None)]
    score = score_session(howell_like(rows), "butler")
    board2 = {line.result.ns: line.ns for line in score.travellers[1].lines}
    board1 = {line.result.ns: line.ns for line in score.travellers[0].lines}
    assert board2["7"] is not None and board2["7"] > 3
    assert board1["7"] == board2["7"]  # its own figure, above +3


def test_12C1b_an_assigned_score_is_compared_like_a_table_result() -> None:
    rows = [*FOUR[:3], (1, "7", "8", Assigned.single(Played.parse("4S N +1")), None)]
    v = values(howell_like(rows))
    assert v["7"] == 5 and v["3"] == 5  # the two 450s tie for the top


def test_12C1b_an_assigned_score_may_be_given_as_points() -> None:
    rows = [*FOUR[:3], (1, "7", "8", Assigned.single(-50), None)]
    v = values(howell_like(rows))
    assert v["7"] == 1 and v["5"] == 1


def test_12C1c_weighted_score_is_scored_outcome_by_outcome() -> None:
    weighted = Assigned.weighted([(F(1, 2), Played.parse("4S N =")),
                                  (F(1, 2), Played.parse("4S N -1"))])
    rows = [(1, "1", "2", "4S N =", None), (1, "3", "4", "4S N +1", None),
            (1, "5", "6", weighted, None)]
    v = values(howell_like(rows))
    # 420 ties half of the weighted score and beats the other half: 1/2 + 1
    assert v["1"] == F(3, 2)
    assert v["3"] == 4
    assert v["5"] == F(1, 2)  # 420 half: tie with 420 (1), -50 half: nothing
    assert v["2"] + v["4"] + v["6"] == 6  # type: ignore[operator]


def test_12C1c_weighted_imps_are_the_weighted_imps_of_each_outcome() -> None:
    weighted = Assigned.weighted([(F(1, 3), Played.parse("4S N =")),
                                  (F(2, 3), Played.parse("4S N -1"))])
    rows = [(1, "1", "2", "4S N =", None), (1, "3", "4", "4S N =", None),
            (1, "5", "6", "4S N =", None), (1, "7", "8", weighted, None)]
    v = values(howell_like(rows), "butler")
    # datum from the played results only: 420; the weighted pair: 1/3 * 0 + 2/3 * -10
    assert v["7"] == F(-20, 3) and v["8"] == F(20, 3)


def test_12C1c_weights_must_add_up_to_one() -> None:
    with pytest.raises(SessionError, match="add up to 9/10"):
        Assigned.weighted([(F(1, 2), Played.parse("4S N =")),
                           (F(2, 5), Played.parse("4S N -1"))])


def test_12C1c_regulations_may_forbid_weighted_scores() -> None:
    session = Session(regulations=Regulations(weighted_scores=False))
    weighted = Assigned.weighted([(F(1, 2), 420), (F(1, 2), -50)])
    with pytest.raises(SessionError, match=r"do not allow weighted scores \(Law 12C1\(c\)\)"):
        session.add(TableResult(1, "1", "2", weighted))
    assert not session.results


def test_12C1e_each_side_may_get_its_own_score() -> None:
    split = TableResult(1, "7", "8", Assigned.single(Played.parse("4S N +1")),
                        Assigned.single(Played.parse("4S N -1")),
                        Reason("12C1(e)", "NS's serious error after the infraction"))
    session = howell_like(FOUR[:3])
    session.add(split)
    v = values(session)
    assert split.is_split
    assert v["7"] == 5  # NS compared as +450 (ties pair 3)
    assert v["8"] == 5  # EW compared as +50 against 420, 450, -50 from EW's side


def test_12C2a_director_must_give_both_sides_an_artificial_score() -> None:
    from bridgelaws.formats.sessionfile import read_session

    _, problems = read_session("1 1 2 ave+\n")
    assert "give East-West's score too" in problems[0].message
    assert problems[0].column == 7


def test_12_the_reason_is_kept_with_the_score() -> None:
    result = TableResult(1, "7", "8", PLUS, MINUS, Reason("12C2(a)", "fouled board"))
    session = howell_like(FOUR[:3])
    session.add(result)
    line = score_session(session, "mp").travellers[0].lines[-1]
    assert line.result.reason == Reason("12C2(a)", "fouled board")
    assert str(line.result.reason) == "Law 12C2(a): fouled board"
    assert line.result.describe() == "ave+ / ave-"


def test_12C4_knockout_averages_non_balancing_scores() -> None:
    def match(knockout: bool) -> tuple[Fraction, Fraction]:
        s = Session(teams=True, regulations=Regulations(knockout=knockout))
        s.add(TableResult(1, "A", "B", Played.parse("4S N =")))           # A +420
        s.add(TableResult(1, "B", "A", Assigned.single(Played.parse("4S N =")),
                          Assigned.single(Played.parse("4S N -1"))))      # split
        m = score_session(s, "imp").matches[0]
        return m.margins

    # A: +420 and, as EW at the other table, -(-50) = +50: +470 -> 10 IMPs
    # B: as NS +420, as EW -420: 0 IMPs.  Knockout: both get the average, (10 - 0) / 2.
    assert match(False) == (10, 0)
    assert match(True) == (5, -5)


def test_12_method_must_suit_the_session() -> None:
    with pytest.raises(ValueError, match="teams scores team matches"):
        score_session(howell_like(FOUR), Method.TEAMS)


# --- the adjusted score in a table log (TD adjusts) -----------------------------------------


def test_12C_an_adjusted_score_answers_the_flag_and_keeps_the_table_result() -> None:
    from bridgelaws.formats.tablelog import read_table_log, replay_log
    text = ('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
            "N 1S\nE 1H\nS refuses\nE 3C\nTD comparable yes\nS pass\nW pass\nN pass\n")
    mode = replay_log(read_table_log(text)).mode
    assert mode.flags and mode.score_status is None  # no play yet: no score
    log = read_table_log(text + "TD adjusts ave+/ave- law 12C2(a)\n")
    try:
        replay_log(log)
    except ValueError as e:
        assert "adjusted score is given once the board is complete" in str(e)
    else:  # pragma: no cover
        raise AssertionError("an adjusted score before the board is complete")


def test_12C1c_a_weighted_score_is_read_and_written_back() -> None:
    from bridgelaws.formats.tablelog import action_text, read_table_log
    (_, event), = read_table_log(
        'TD adjusts assign 3/5 4S N = ; 2/5 4S N 9 law 12C1(c) "x"\n').actions
    assert event.result == "assign 0.6 4S N = ; 0.4 4S N -1"
    assert action_text(event) == 'TD adjusts assign 0.6 4S N = ; 0.4 4S N -1 law 12C1(c) "x"'
