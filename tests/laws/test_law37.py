"""Law 37: breach of an obligation to pass (table mode)."""

from bridgelaws import Board, Call, Deal, Seat
from bridgelaws.engine.tablemode import TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
PASS = Call.parse("Pass")
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(board: int = 1) -> TableMode:
    """Board 1: North deals; board 2: East deals."""
    return TableMode(Board.numbered(board, DEAL))


def auction(t: TableMode) -> str:
    return " ".join(f"{seat}:{call}" for seat, call in t.calls)


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
    restrictions = len(t.restrictions)
    assert restrictions == 1 and t.obligations[W].rest_of_auction
    return t


def test_37A_LHO_calls_before_rectification_everything_stands() -> None:
    t = west_must_pass()
    t.call(W, "3H")  # West must pass
    assert t.step is not None and t.step.law == "37"
    t.call(N, "3S")  # North, the offender's LHO, calls before the director rules
    t.director()
    assert t.step is None
    assert auction(t) == "N:1S E:3C S:Pass W:3H N:3S"
    assert t.turn == E
    # West still passes at every turn; no lead restriction from 37A
    assert t.obligations[W].rest_of_auction is True
    assert [r.law for r in t.restrictions] == ["27B2"]
    t.call(E, "Pass")
    t.call(S, "Pass")
    assert t.legal_calls(W) == (PASS,)


def test_37A_next_turn_obligation_is_used_up() -> None:
    t = table()
    t.call(E, "Pass")  # at North's turn
    t.choose(S, "refuse")
    t.find("artificial-pass", False)  # 30A: East passes at his next turn
    t.call(N, "1C")
    t.call(E, "1H")
    t.call(S, "1S")
    t.director()
    assert auction(t) == "N:1C E:1H S:1S"
    assert t.obligations == {} and t.restrictions == []


def test_37B_cancelled_replaced_by_pass_both_offenders_pass_throughout() -> None:
    t = west_must_pass()
    t.call(W, "3H")
    t.director()
    assert auction(t) == "N:1S E:3C S:Pass W:Pass"
    assert t.turn == N
    assert t.obligations[W].rest_of_auction is True
    assert t.obligations[E].rest_of_auction is True
    assert t.obligations[E].law.startswith("37B")
    assert [r.offender for r in t.restrictions] == [E, W]  # 26B may apply
    assert "72C" in [f.law for f in t.flags]
    t.call(N, "3S")
    assert t.legal_calls(E) == (PASS,)


def test_37B_breach_of_a_next_turn_obligation() -> None:
    t = table()
    t.call(E, "Pass")
    t.choose(S, "refuse")
    t.find("artificial-pass", False)
    t.call(N, "1C")
    t.call(E, "1H")
    t.director()
    assert auction(t) == "N:1C E:Pass"
    assert t.obligations[E].rest_of_auction and t.obligations[W].rest_of_auction
