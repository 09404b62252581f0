"""Law 16C: information from withdrawn actions, in table mode.

The engine cannot judge what a player did with the information; it records, for the
director, whose information it is: authorised for the non-offending side (16C1),
unauthorised for the offending side (16C2).
"""

import pytest

from bridgelaws import Board, Seat, Side
from bridgelaws.engine.tablemode import Ruling, TableMode

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    return TableMode(Board.numbered(1, BLOCK_DEAL))


def _calls(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _information(t: TableMode) -> list[Ruling]:
    return [r for r in t.trail if r.kind == "information"]


def _who(ruling: Ruling) -> tuple[Seat, str, Side, Side]:
    v = ruling.message.values
    return v["seat"], str(v["call"]), v["nos"], v["os"]


def test_16C_withdrawn_call_information_recorded_authorised_for_non_offenders() -> None:
    t = _table()
    _calls(t, "N 1S E 1H")
    t.choose(S, "refuse")
    t.call(E, "3C")
    t.find("comparable", False)  # 27B2
    (info,) = _information(t)
    assert info.law == "16C"
    # authorised for North-South (16C1), unauthorised for East-West (16C2)
    assert _who(info) == (E, "1H", Side.NS, Side.EW)


def test_16C1_information_from_lho_withdrawn_call_is_authorised_for_his_side() -> None:
    # 25A6: the call LHO withdraws after an allowed change is AI to LHO's side only
    t = _table()
    _calls(t, "N 1C E 1H")
    t.change(N, "1S")
    t.find("unintended", True)
    t.choose(E, "withdraw")
    (info,) = _information(t)
    assert _who(info) == (E, "1H", Side.EW, Side.NS)


def test_16C_exposed_cards() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(W, ["HA"])
    (info,) = _information(t)
    assert info.message.key == "unauthorized.cards"
    assert (info.message.values["nos"], info.message.values["os"]) == (Side.NS, Side.EW)


def test_16C2_call_out_of_rotation_cancelled_under_28B() -> None:
    t = _table()
    _calls(t, "E 1H N 1S")  # North, in turn, calls before any rectification
    (info,) = _information(t)
    assert _who(info) == (E, "1H", Side.NS, Side.EW)


def test_16C_cancelled_change_of_call() -> None:
    t = _table()
    _calls(t, "N 1C")
    t.change(N, "1S")
    t.find("unintended", False)
    t.choose(E, "refuse")  # 25B2, 25B3
    (info,) = _information(t)
    assert _who(info) == (N, "1S", Side.EW, Side.NS)


@pytest.mark.parametrize(("replacement", "question"), [
    ("2H", "same-denomination"),  # 27B1(a): 16C does not apply
    ("3H", "comparable"),  # 27B1(b): 16C does not apply
])
def test_16C_not_applied_after_27B1(replacement: str, question: str) -> None:
    t = _table()
    _calls(t, "N 1S E 1H")
    t.choose(S, "refuse")
    t.call(E, replacement)
    t.find(question, True)
    assert _information(t) == []


def test_16C_accepted_irregular_call_is_not_withdrawn() -> None:
    # 16A1(a): an accepted irregular call is a legal call of the board
    t = _table()
    _calls(t, "N 1S E 1H")
    t.choose(S, "accept")
    assert _information(t) == []


@pytest.mark.parametrize("second", ["X", "1D"])
def test_16C_every_withdrawn_insufficient_bid_is_recorded(second: str) -> None:
    t = _table()
    _calls(t, "N 1S E 1H")
    t.choose(S, "refuse")
    t.call(E, second)
    if second == "X":
        t.find("comparable", False)  # 27B3: the double is cancelled
    else:
        t.choose(S, "refuse")  # 27B4
    recorded = {(s, c) for s, c, _, _ in map(_who, _information(t))}
    assert (E, "1H") in recorded and (E, second) in recorded
