"""Law 32: double or redouble out of rotation (table mode)."""

import pytest

from bridgelaws import Board, Call, Deal, Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
X = Call.parse("X")
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(board: int = 1) -> TableMode:
    """Board 1: North deals; board 2: East deals."""
    return TableMode(Board.numbered(board, DEAL))


def auction(t: TableMode) -> str:
    return " ".join(f"{seat}:{call}" for seat, call in t.calls)


def north_doubles_at_wests_turn() -> TableMode:
    """1C 1H Pass, and North doubles 1H at West's turn (his RHO's); East does not accept."""
    t = table()
    for seat, call in ((N, "1C"), (E, "1H"), (S, "Pass")):
        t.call(seat, call)
    t.call(N, "X")
    assert t.step is not None and t.step.law == "29"
    t.choose(E, "refuse")
    assert t.turn == W
    return t


def test_32_double_out_of_rotation_may_be_accepted() -> None:
    t = table()
    for seat, call in ((N, "1C"), (E, "1H"), (S, "Pass")):
        t.call(seat, call)
    t.call(N, "X")
    t.choose(E, "accept")
    assert auction(t) == "N:1C E:1H S:Pass N:X"
    assert t.turn == E


def test_32_inadmissible_double_out_of_rotation_can_never_be_accepted() -> None:
    t = table()
    t.call(N, "1C")
    t.call(S, "X")  # at East's turn, doubling partner's bid
    assert t.step is not None and t.step.law == "36"
    assert t.step.options == ()
    with pytest.raises(IrregularActionError):
        t.choose(W, "accept")


def test_32A1_RHO_passes_offender_must_repeat_the_double() -> None:
    t = north_doubles_at_wests_turn()
    t.call(W, "Pass")
    assert t.legal_calls(N) == (X,)
    t.call(N, "X")
    assert auction(t) == "N:1C E:1H S:Pass W:Pass N:X"
    assert t.obligations == {} and t.restrictions == [] and t.flags == []


def test_32A2a_RHO_bids_offenders_comparable_call() -> None:
    t = north_doubles_at_wests_turn()
    t.call(W, "2H")
    assert len(t.legal_calls(N)) > 1
    t.call(N, "2S")  # the director finds it comparable (e.g. both show spades and values)
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"
    t.find("comparable", True)
    assert t.obligations == {} and t.restrictions == []
    assert [f.law for f in t.flags] == ["23C"]


def test_32A2b_RHO_bids_offenders_call_not_comparable() -> None:
    t = north_doubles_at_wests_turn()
    t.call(W, "2H")
    t.call(N, "Pass")
    t.find("comparable", False)
    assert t.obligations[S].rest_of_auction is False
    assert t.restrictions and t.restrictions[0].offender == N
    assert "72C" in [f.law for f in t.flags]


def test_32B_double_at_partners_turn() -> None:
    t = table()
    t.call(N, "1C")
    t.call(E, "1H")
    t.call(N, "X")  # at South's turn
    t.choose(E, "refuse")
    assert t.turn == S
    assert t.obligations == {} and len(t.legal_calls(S)) > 1  # 32B1 (16C2 applies)
    t.call(S, "1S")
    t.call(W, "Pass")
    t.call(N, "2C")  # 32B2: judged as in A2
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"
    t.find("comparable", False)
    assert t.obligations[S].rest_of_auction is False
    assert t.restrictions and t.restrictions[0].offender == N


def test_32C_double_at_LHOs_turn_after_having_called_is_a_change_of_call() -> None:
    t = table(4)  # West deals
    t.call(W, "1H")
    t.call(N, "Pass")
    t.call(N, "X")  # at East's turn: North tries to change his pass
    assert t.step is not None and t.step.law == "25A"
    assert auction(t) == "W:1H N:Pass"


def test_32C_inadmissible_double_at_LHOs_turn_is_judged_as_a_change_first() -> None:
    """32C: North has bid 1C; his double at East's turn doubles his own side's bid, but it
    is a change of call (Law 25), judged as a replacement of the 1C, not a Law 36
    double."""
    t = table()
    t.call(N, "1C")
    t.call(N, "X")  # at East's turn
    assert t.step is not None and t.step.law == "25A"
    assert ("32C", "change.attempt") in [(r.law, r.message.key) for r in t.trail]
    assert "36" not in [r.law for r in t.trail]
    t.find("unintended", False)  # a change of mind: 25B, East chooses
    assert t.step is not None and t.step.law == "25B"
    t.choose(E, "refuse")  # the 1C stands, the double is cancelled
    assert auction(t) == "N:1C" and t.turn == E
    assert S not in t.obligations  # no Law 36 bar on partner
    assert [str(r.law) for r in t.trail if r.law.startswith("36")] == []


def test_32C_an_allowed_change_to_an_inadmissible_double_is_then_law_36() -> None:
    """32C, 25A1: the replacement is subject to its own law once it replaces the call: a
    double with nothing to double is then dealt with by Law 36."""
    t = table()
    t.call(N, "Pass")
    t.call(N, "X")  # at East's turn: there is nothing to double
    t.find("unintended", True)
    assert t.step is not None and t.step.law == "36"


def test_32A2a_32A2b_the_trail_cites_the_sub_clause_applied() -> None:
    for comparable, clause in ((True, "32A2(a)"), (False, "32A2(b)")):
        t = north_doubles_at_wests_turn()
        t.call(W, "1S")  # RHO bids: North may make any legal call (32A2)
        t.call(N, "2C")
        t.find("comparable", comparable)
        assert clause in [r.law for r in t.trail if r.kind != "finding"]
