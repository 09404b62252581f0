"""Law 28: calls treated as made in rotation (table mode)."""

from bridgelaws import Board, Deal, Seat
from bridgelaws.engine.tablemode import TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(board: int = 1) -> TableMode:
    """Board 1: North deals; board 2: East deals."""
    return TableMode(Board.numbered(board, DEAL))


def auction(t: TableMode) -> str:
    return " ".join(f"{seat}:{call}" for seat, call in t.calls)


def information(t: TableMode) -> list[tuple[Seat, str]]:
    return [(r.message.values["seat"], str(r.message.values["call"]))
            for r in t.trail if r.kind == "information" and "call" in r.message.values]


def west_must_pass() -> TableMode:
    """1S by North, East's insufficient 1H is refused and replaced by a non-comparable 3C:
    West must pass for the rest of the auction (27B2). South passes: West's turn."""
    t = table()
    t.call(N, "1S")
    t.call(E, "1H")
    t.choose(S, "refuse")
    t.call(E, "3C")
    t.find("comparable", False)
    t.call(S, "Pass")
    assert t.turn == W and W in t.obligations
    return t


def test_28A_call_at_RHOs_turn_while_RHO_must_pass_is_in_rotation() -> None:
    t = west_must_pass()
    t.call(N, "3S")  # at West's turn; West must pass
    assert t.step is None  # no call out of rotation to rectify
    assert auction(t) == "N:1S E:3C S:Pass W:Pass N:3S"
    assert t.turn == E
    assert "28A" in [r.law for r in t.trail]
    assert "29" not in [r.law for r in t.trail]
    assert W in t.obligations  # West still passes for the rest of the auction


def test_28A_the_compulsory_pass_counts_towards_the_closing_passes() -> None:
    t = west_must_pass()
    t.call(N, "Pass")  # at West's turn: West's pass is taken as made
    t.call(E, "Pass")
    assert t.auction_over
    assert str(t.contract) == "3C E"


def test_28A_does_not_apply_when_RHO_may_call() -> None:
    t = table()
    t.call(N, "1S")
    t.call(S, "2S")  # at East's turn, and East is free to call: out of rotation
    assert t.step is not None and t.step.law == "29"
    assert auction(t) == "N:1S"


def test_28B_player_in_turn_calls_before_rectification() -> None:
    t = table()
    t.call(N, "1S")
    t.call(S, "2S")  # out of rotation at East's turn
    t.call(E, "Pass")  # East, whose turn it was, calls before any rectification
    assert t.step is None
    assert auction(t) == "N:1S E:Pass"  # as if South had not called at that turn
    assert t.turn == S
    assert "28B" in [r.law for r in t.trail]
    # no rectification: Law 26 does not apply, nobody must pass; 16C2 does apply
    assert t.restrictions == []
    assert t.obligations == {}
    assert (S, "2S") in information(t)
    assert len(t.legal_calls(S)) > 1


def test_28B_dealer_calls_over_a_pass_out_of_rotation() -> None:
    t = table()
    t.call(E, "Pass")  # at North's turn
    t.call(N, "1C")  # North, whose turn it was, calls
    assert t.step is None
    assert auction(t) == "N:1C"
    assert E not in t.obligations  # no 30A obligation: the right to rectify is lost
    assert len(t.legal_calls(E)) > 1
    assert (E, "Pass") in information(t)
