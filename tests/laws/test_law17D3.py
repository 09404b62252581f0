"""Law 17D3: three passes after a call, one of them out of rotation so that a player
lost his turn: the auction goes back to him, the passes after that point are cancelled,
and Law 16C applies to them."""

from bridgelaws import Board, Deal, Seat
from bridgelaws.engine.tablemode import TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def skipped_east() -> TableMode:
    """North opens 1S; South passes at East's turn (accepted by West); West and North pass."""
    t = TableMode(Board.numbered(1, DEAL))
    t.call(N, "1S")
    t.call(S, "Pass")  # at East's turn
    t.choose(W, "accept")
    t.call(W, "Pass")
    t.call(N, "Pass")
    return t


def test_17D3_the_auction_has_not_ended() -> None:
    t = skipped_east()
    assert not t.auction_over and t.contract is None and t.play is None
    assert t.turn == E


def test_17D3_all_passes_after_that_point_are_cancelled() -> None:
    t = skipped_east()
    assert [(s, str(c)) for s, c in t.calls] == [(N, "1S")]


def test_17D3_16C_applies_to_the_cancelled_calls() -> None:
    t = skipped_east()
    withdrawn = [r.message.values["seat"] for r in t.trail
                 if r.kind == "information" and r.law == "16C"]
    assert withdrawn == [S, W, N]


def test_17D3_the_auction_continues_normally() -> None:
    t = skipped_east()
    t.call(E, "2C")
    for seat in (S, W, N):
        t.call(seat, "Pass")
    assert t.auction_over and str(t.contract) == "2C E"
