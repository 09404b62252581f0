"""Law 31: bid out of rotation (table mode)."""

import pytest

from bridgelaws import Board, Call, Deal, Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(board: int = 1) -> TableMode:
    """Board 1: North deals; board 2: East deals."""
    return TableMode(Board.numbered(board, DEAL))


def auction(t: TableMode) -> str:
    return " ".join(f"{seat}:{call}" for seat, call in t.calls)


def east_bid_at_norths_turn() -> TableMode:
    """East bids 1H at North's turn (his RHO's); South does not accept it."""
    t = table()
    t.call(E, "1H")
    t.choose(S, "refuse")
    assert t.turn == N and auction(t) == ""
    return t


def test_31A1_RHO_passes_offender_must_repeat_his_call() -> None:
    t = east_bid_at_norths_turn()
    t.call(N, "Pass")
    assert t.legal_calls(E) == (Call.parse("1H"),)
    events = list(t.events)
    with pytest.raises(IrregularActionError) as info:
        t.call(E, "2H")
    assert info.value.law == "31A1"
    assert t.events == events
    t.call(E, "1H")  # legal: no rectification
    assert auction(t) == "N:Pass E:1H"
    assert t.obligations == {} and t.restrictions == [] and t.flags == []


def test_31A2a_RHO_bids_offenders_comparable_call() -> None:
    t = east_bid_at_norths_turn()
    t.call(N, "1S")
    assert len(t.legal_calls(E)) > 1  # any legal call
    t.call(E, "2H")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"
    t.find("comparable", True)
    assert t.obligations == {} and t.restrictions == []
    assert [f.law for f in t.flags] == ["23C"]


def test_31A2b_RHO_bids_offenders_call_not_comparable() -> None:
    t = east_bid_at_norths_turn()
    t.call(N, "1S")
    t.call(E, "Pass")
    t.find("comparable", False)
    assert t.obligations[W].rest_of_auction is False  # partner passes at his next turn
    assert t.restrictions and t.restrictions[0].offender == E  # 26B
    assert "72C" in [f.law for f in t.flags]
    t.call(S, "2S")
    assert t.legal_calls(W) == (Call.parse("Pass"),)
    t.call(W, "Pass")
    assert W not in t.obligations


def test_31B1_bid_at_partners_turn_partner_may_make_any_legal_call() -> None:
    t = table()
    t.call(S, "1S")  # at North's turn
    t.choose(W, "refuse")
    assert t.turn == N and t.obligations == {}
    assert len(t.legal_calls(N)) > 1
    assert any(r.law.startswith("31B1") for r in t.trail)


def test_31B2_offenders_call_judged_as_in_31A2() -> None:
    t = table()
    t.call(S, "1S")
    t.choose(W, "refuse")
    t.call(N, "1C")
    t.call(E, "1H")
    t.call(S, "2S")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"
    t.find("comparable", False)
    assert t.obligations[N].rest_of_auction is False
    assert t.restrictions and t.restrictions[0].offender == S


def test_31B_bid_at_LHOs_turn_before_offender_has_called() -> None:
    t = table(2)  # East deals
    t.call(N, "1S")  # at East's turn, North has not called yet
    t.choose(E, "refuse")
    assert t.turn == E
    for seat in (E, S, W):
        t.call(seat, "Pass")
    t.call(N, "2S")
    assert t.step is not None and t.step.question is not None
    t.find("comparable", True)
    assert [f.law for f in t.flags] == ["23C"]
    assert t.obligations == {}


def test_31C_later_call_at_LHOs_turn_is_a_change_of_call() -> None:
    t = table()
    t.call(N, "1C")
    t.call(N, "1S")  # at East's turn
    assert t.step is not None and t.step.law == "25A"
    assert t.step.question is not None and t.step.question.name == "unintended"


def test_31A1_insufficient_repeat_goes_to_law_27_once() -> None:
    t = table()
    t.call(N, "1S")
    t.call(E, "Pass")
    t.call(W, "1H")  # at South's turn (West's RHO), and insufficient (27A2: Law 31)
    t.choose(N, "refuse")
    t.call(S, "Pass")  # RHO passes: West must repeat 1H, which is insufficient
    t.call(W, "1H")
    assert t.step is not None and t.step.law == "27"
    t.choose(N, "refuse")
    t.call(W, "2H")
    t.find("same-denomination", True)
    t.call(N, "Pass")
    t.call(E, "Pass")
    t.call(S, "2S")
    t.call(W, "Pass")  # West is free now
    assert auction(t).endswith("S:2S W:Pass")


def test_31A1_legal_calls_are_accepted_when_the_repeat_is_insufficient() -> None:
    t = table()
    t.call(N, "1S")
    t.call(E, "Pass")
    t.call(W, "1H")
    t.choose(N, "refuse")
    t.call(S, "Pass")
    for call in t.legal_calls(W):
        t.undo(0).call(W, call)  # each one is accepted


def test_31A2_RHO_changes_his_pass_to_a_bid() -> None:
    t = east_bid_at_norths_turn()
    t.call(N, "Pass")
    t.change(N, "1S")  # a slip: North meant 1S
    t.find("unintended", True)
    assert auction(t) == "N:1S"
    assert len(t.legal_calls(E)) > 1
    t.call(E, "2H")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"


def test_31B2_same_call_in_another_auction_is_for_the_director() -> None:
    t = table()
    t.call(S, "1S")  # an opening bid, out of rotation at North's turn
    t.choose(W, "refuse")
    t.call(N, "1C")
    t.call(E, "1H")
    t.call(S, "1S")  # now a response to partner's 1C over 1H
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"


def test_31A1_obligation_to_pass_prevails_over_the_repeat() -> None:
    t = table()
    t.call(E, "1C")  # at North's turn
    t.choose(S, "refuse")
    t.call(N, "Pass")  # East must repeat 1C ...
    t.call(W, "X")  # ... but West doubles at East's turn: inadmissible, out of rotation
    t.director()  # 36B4: back to East, and East must pass for the rest of the auction
    assert t.legal_calls(E) == (Call.parse("Pass"),)
    t.call(E, "Pass")
    assert t.turn == S
