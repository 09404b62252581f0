"""Law 11: forfeiture of the right to rectification, in table mode.

A member of the non-offending side who acts before the director has ruled may lose the
right to rectification. In the auction the Laws say how: LHO calling over an insufficient
bid accepts it (27A1); LHO calling over a call out of rotation accepts it (29A); the player
whose turn it was calling first forfeits it (28B); LHO calling over a change of mind
accepts it (25B1).
"""

from bridgelaws import Board, Seat
from bridgelaws.engine.tablemode import TableMode

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    return TableMode(Board.numbered(1, BLOCK_DEAL))


def _calls(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _auction(t: TableMode) -> list[str]:
    return [f"{s} {c}" for s, c in t.calls]


def _no_rectification(t: TableMode) -> None:
    assert t.step is None
    assert not t.obligations and not t.restrictions and not t.flags


def test_11A_lho_calls_over_an_insufficient_bid_accepts_it() -> None:
    t = _table()
    _calls(t, "N 1S E 1H S 2S")
    assert _auction(t) == ["N 1S", "E 1H", "S 2S"]
    assert any(r.law == "27A1" and r.kind == "choice" for r in t.trail)
    _no_rectification(t)
    assert t.turn == W


def test_11A_lho_calls_over_a_call_out_of_rotation_accepts_it() -> None:
    t = _table()
    _calls(t, "E 1H S 1S")  # East opened at North's turn; South, East's LHO, calls
    assert _auction(t) == ["E 1H", "S 1S"]
    assert any(r.law == "29A" and r.kind == "choice" for r in t.trail)
    _no_rectification(t)
    assert t.turn == W


def test_11A_player_in_turn_calls_first_and_forfeits() -> None:
    t = _table()
    _calls(t, "E 1H N 1S")  # North, whose turn it was, calls over East's 1H
    assert _auction(t) == ["N 1S"]  # 1H is treated as not made at that turn
    assert any(r.law == "28B" for r in t.trail)
    _no_rectification(t)
    assert t.turn == E  # East calls again, in rotation, with no restriction
    assert len(t.legal_calls(E)) > 1


def test_11A_lho_calls_over_a_change_of_mind_accepts_it() -> None:
    t = _table()
    _calls(t, "N 1C")
    t.change(N, "1S")
    t.find("unintended", False)
    _calls(t, "E Pass")
    t.find("comparable", False)  # 25B1: "Law 26 may apply" (26A)
    assert _auction(t) == ["N 1S", "E Pass"]
    assert any(r.law == "25B1" and r.kind == "choice" for r in t.trail)


def test_11A_the_right_is_kept_while_the_non_offenders_wait() -> None:
    t = _table()
    _calls(t, "N 1S E 1H")
    t.director()  # calling the director is not an action that forfeits
    assert t.step is not None and {o.chooser for o in t.step.options} == {S}
