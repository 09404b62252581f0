"""Law 35: inadmissible calls, each kind sent to its Law (table mode)."""

from bridgelaws import Board, Deal, Seat
from bridgelaws.engine.tablemode import TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(board: int = 1) -> TableMode:
    """Board 1: North deals; board 2: East deals."""
    return TableMode(Board.numbered(board, DEAL))


def test_35A_double_not_allowed_by_law_19_goes_to_law_36() -> None:
    t = table()
    t.call(N, "1C")
    t.call(E, "Pass")
    t.call(S, "X")  # doubling partner's bid
    assert t.step is not None and t.step.law == "36"


def test_35A_redouble_not_allowed_by_law_19_goes_to_law_36() -> None:
    t = table()
    t.call(N, "1C")
    t.call(E, "XX")  # nothing to redouble
    assert t.step is not None and t.step.law == "36"


def test_35B_call_by_a_player_required_to_pass_goes_to_law_37() -> None:
    t = table()
    t.call(E, "Pass")  # at North's turn
    t.choose(S, "refuse")
    t.find("artificial-pass", False)  # 30A: East passes at his next turn
    t.call(N, "1C")
    t.call(E, "1H")
    assert t.step is not None and t.step.law == "37"


def test_35C_bid_above_seven_goes_to_law_38() -> None:
    t = table()
    t.call(N, "7NT")
    t.call(E, "8C")
    assert t.step is not None and t.step.law == "38"


def test_35D_call_after_the_final_pass_goes_to_law_39() -> None:
    t = table()
    for seat, call in ((N, "1S"), (E, "Pass"), (S, "Pass"), (W, "Pass")):
        t.call(seat, call)
    t.call(N, "2S")
    assert t.step is None
    assert [r.law for r in t.trail if r.kind == "irregularity"] == ["39"]
    assert str(t.contract) == "1S N"


def test_35_inadmissible_double_by_a_player_who_must_pass_goes_to_law_36() -> None:
    # Law 37A excludes actions contrary to 19A1/19B1: those are Law 36
    t = table()
    t.call(E, "Pass")
    t.choose(S, "refuse")
    t.find("artificial-pass", False)
    t.call(N, "1C")
    t.call(E, "XX")
    assert t.step is not None and t.step.law == "36"
