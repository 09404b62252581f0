"""Law 23: comparable call, in table mode.

The director decides whether a call is comparable; the engine asks and never assumes.
The cases come from Law 31B: South bids 1H out of rotation at North's turn, West does not
accept it, and South replaces it at his own turn.
"""

import pytest

from bridgelaws import Board, Seat, Side
from bridgelaws.engine.tablemode import IrregularActionError, TableMode

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _calls(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _replaced_by(call: str) -> TableMode:
    t = TableMode(Board.numbered(1, BLOCK_DEAL))
    _calls(t, "S 1H")
    t.choose(W, "refuse")
    _calls(t, f"N Pass E Pass S {call}")
    return t


def test_23A_comparable_call_question_names_the_law() -> None:
    t = _replaced_by("2H")
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("comparable", "23A")
    assert step.law == "23A" and step.options == ()
    values = step.question.message.values
    assert (str(values["replacement"]), str(values["withdrawn"])) == ("2H", "1H")


def test_23A_the_question_waits_for_the_director() -> None:
    t = _replaced_by("2H")
    with pytest.raises(IrregularActionError):
        t.call(W, "Pass")
    with pytest.raises(IrregularActionError):
        t.find("unintended", True)  # only the question asked may be answered
    assert t.step is not None and t.step.question is not None


def test_23B_comparable_call_no_further_rectification() -> None:
    t = _replaced_by("2H")
    t.find("comparable", True)
    assert t.step is None
    assert not t.obligations and not t.restrictions
    assert [f"{s} {c}" for s, c in t.calls] == ["N Pass", "E Pass", "S 2H"]
    _calls(t, "W Pass N 4H E Pass S Pass W Pass")
    assert t.contract is not None and str(t.contract) == "4H S"


def test_23C_flag() -> None:
    t = _replaced_by("2H")
    t.find("comparable", True)
    (flag,) = t.flags
    assert flag.law == "23C"
    assert flag.message.values["offender"] == S
    assert flag.message.values["nos"] == Side.EW


def test_23A_not_comparable_brings_rectification() -> None:
    t = _replaced_by("1NT")
    t.find("comparable", False)
    # 31B2: the director applies 31A2(b)
    assert t.obligations[N].law == "31A2(b)" and not t.obligations[N].rest_of_auction
    assert [r.offender for r in t.restrictions] == [S]
    assert [f.law for f in t.flags] == ["72C"]


def test_23_repeating_the_withdrawn_call_as_an_opening_is_comparable() -> None:
    # South opens 1H out of turn, then opens 1H in third seat: the same call, the same
    # meaning. Whether the engine asks the director or not, nothing further follows.
    t = TableMode(Board.numbered(1, BLOCK_DEAL))
    _calls(t, "S 1H")
    t.choose(W, "refuse")
    _calls(t, "N Pass E Pass S 1H")
    if t.step is not None:
        t.find("comparable", True)
    assert not t.obligations and not t.restrictions
    assert [f.law for f in t.flags] == ["23C"]
