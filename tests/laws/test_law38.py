"""Law 38: bid of more than seven (table mode): ``call(seat, "8S")``."""


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


def south_bids_eight() -> TableMode:
    t = table()
    t.call(N, "7S")
    t.call(E, "Pass")
    t.call(S, "8S")
    assert t.step is not None and t.step.law == "38"
    return t


def test_38A_no_contract_above_seven() -> None:
    t = south_bids_eight()
    t.director()
    for seat in (W, N, E):
        t.call(seat, "Pass")
    assert t.auction_over
    assert t.contract is not None and t.contract.level <= 7
    assert str(t.contract) == "7S N"


def test_38B_the_bid_and_all_later_calls_are_cancelled() -> None:
    t = south_bids_eight()
    t.call(W, "Pass")
    t.call(N, "Pass")  # later calls, before the director rules
    t.director()
    assert auction(t) == "N:7S E:Pass S:Pass"
    assert "38B" in [r.law for r in t.trail]


def test_38C_replaced_by_a_pass_offending_side_passes_throughout() -> None:
    t = south_bids_eight()
    t.director()
    assert auction(t) == "N:7S E:Pass S:Pass"
    assert t.turn == W
    assert t.obligations[S].rest_of_auction and t.obligations[N].rest_of_auction
    t.call(W, "X")
    assert t.legal_calls(N) == (PASS,)


def test_38C_the_auction_does_not_continue_if_it_has_ended() -> None:
    t = table()
    t.call(N, "1S")
    t.call(E, "Pass")
    t.call(S, "Pass")
    t.call(W, "8S")
    for seat in (N, E, S):
        t.call(seat, "Pass")
    t.director()
    assert t.auction_over
    assert str(t.contract) == "1S N"


def test_38D_without_LHOs_call_26B_and_72C_may_apply() -> None:
    t = south_bids_eight()
    t.director()
    assert [r.offender for r in t.restrictions] == [S]
    assert "72C" in [f.law for f in t.flags]


def test_38D_LHO_called_no_26B_and_no_72C() -> None:
    t = south_bids_eight()
    t.call(W, "Pass")  # the offender's LHO calls after the infraction, before rectification
    t.director()
    assert t.restrictions == []
    assert "72C" not in [f.law for f in t.flags]
    # B and C still apply: West's pass is cancelled, North-South pass throughout
    assert auction(t) == "N:7S E:Pass S:Pass"
    assert t.obligations[S].rest_of_auction and t.obligations[N].rest_of_auction


def test_38B_information_from_the_cancelled_bid_is_16C() -> None:
    t = south_bids_eight()
    t.director()
    assert any(r.kind == "information" and r.message.values.get("seat") == S
               for r in t.trail)
