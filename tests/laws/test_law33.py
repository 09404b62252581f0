"""Law 33: simultaneous calls (table mode): ``call(seat, c, together=True)`` is a call
made at the same moment as the call before it."""


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


def test_33_simultaneous_call_counts_after_the_call_in_turn_in_rotation() -> None:
    t = table(2)  # East deals
    t.call(E, "1C")
    t.call(S, "1H", together=True)  # South's turn follows: in rotation
    assert t.step is None
    assert auction(t) == "E:1C S:1H"
    assert t.turn == W
    assert "33" in [r.law for r in t.trail]


def test_33_simultaneous_call_counts_after_it_out_of_rotation() -> None:
    t = table()
    t.call(N, "1C")
    t.call(S, "1D", together=True)  # counts after North's: at East's turn
    assert t.step is not None and t.step.law == "29"
    assert {o.chooser for o in t.step.options} == {W}
    assert auction(t) == "N:1C"


def test_33_the_ruling_names_the_other_caller() -> None:
    t = table()
    t.call(N, "1C")
    t.call(E, "1H", together=True)
    ruling = next(r for r in t.trail if r.law == "33")
    assert ruling.message.values["other"] == N


def test_33_order_of_logging_does_not_matter() -> None:
    t = table()
    t.call(E, "1H")  # East and North call at the same moment; North's turn
    t.call(N, "1C", together=True)
    assert auction(t) == "N:1C E:1H"  # East's call counts after North's: in rotation
    assert t.turn == S
    assert "28B" not in [r.law for r in t.trail]
