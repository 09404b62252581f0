"""Law 34: retention of the right to call (table mode): three passes after a call, one
of them out of rotation, do not end the auction (Law 17D3)."""


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


def test_34_back_to_the_player_who_lost_his_turn() -> None:
    t = table()
    t.call(N, "1C")
    t.call(E, "Pass")
    t.call(W, "Pass")  # at South's turn
    t.choose(N, "accept")  # South loses his turn
    t.call(N, "Pass")  # the third pass after 1C
    assert not t.auction_over and t.contract is None
    assert t.turn == S
    assert auction(t) == "N:1C E:Pass"
    assert "34" in [r.law for r in t.trail] and "17D3" in [r.law for r in t.trail]
    t.call(S, "1S")
    assert auction(t) == "N:1C E:Pass S:1S"


def test_34_LHO_accepting_by_passing() -> None:
    t = table()
    t.call(N, "1C")
    t.call(E, "Pass")
    t.call(W, "Pass")  # at South's turn
    t.call(N, "Pass")  # North calls over it: accepted (29A), and the third pass
    assert not t.auction_over
    assert t.turn == S and auction(t) == "N:1C E:Pass"


def test_34_not_when_the_skipped_turn_is_before_the_last_bid() -> None:
    t = table()
    t.call(E, "Pass")  # at North's turn
    t.choose(S, "accept")
    t.call(S, "1D")
    for seat in (W, N, E):
        t.call(seat, "Pass")
    assert t.auction_over and str(t.contract) == "1D S"


def test_34_back_to_north_when_north_lost_his_turn() -> None:
    t = table()
    for seat in (N, E, S):
        t.call(seat, "Pass")
    t.call(W, "1S")
    t.call(E, "Pass")  # at North's turn
    t.choose(S, "accept")  # North loses his turn
    t.call(S, "Pass")
    t.call(W, "Pass")  # three passes after 1S
    assert not t.auction_over
    assert t.turn == N
    assert auction(t) == "N:Pass E:Pass S:Pass W:1S"


def test_17D3_34_the_pass_that_accepts_is_cancelled_with_the_others() -> None:
    """17D3, 34, 29A: after 1C Pass Pass, East passes at West's turn and South, his LHO,
    accepts by passing. The accepting pass is no new irregularity: the auction goes back
    to West, who lost his turn, and both passes are cancelled, each with 16C for the side
    that passed out of rotation."""
    t = table()
    t.call(N, "1C")
    t.call(E, "Pass")
    t.call(S, "Pass")
    t.call(E, "Pass")  # at West's turn (East's partner's): out of rotation
    assert t.step is not None and t.step.law == "29"
    t.call(S, "Pass")  # South, East's LHO, accepts by passing
    assert t.step is None  # no second Law 29 step
    assert t.turn == W and not t.auction_over
    assert auction(t) == "N:1C E:Pass S:Pass"
    info = [r.message.values for r in t.trail if r.kind == "information"]
    assert [(v["seat"], str(v["call"]), v["os"]) for v in info] == [
        (E, "Pass", E.side), (S, "Pass", E.side)]
