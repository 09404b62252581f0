"""Law 39: call after the final pass (table mode)."""

import pytest

from bridgelaws import Board, Deal, Seat, Suit
from bridgelaws.engine.tablemode import TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(board: int = 1) -> TableMode:
    """Board 1: North deals; board 2: East deals."""
    return TableMode(Board.numbered(board, DEAL))


def auction(t: TableMode) -> str:
    return " ".join(f"{seat}:{call}" for seat, call in t.calls)


def two_spades_by_north() -> TableMode:
    """1S P 2S P P P: North declares 2S, East leads, West is East's partner."""
    t = table()
    for seat, call in ((N, "1S"), (E, "Pass"), (S, "2S"), (W, "Pass"), (N, "Pass"),
                       (E, "Pass")):
        t.call(seat, call)
    assert t.auction_over and str(t.contract) == "2S N"
    return t


def test_39A_calls_after_the_final_pass_are_cancelled() -> None:
    t = two_spades_by_north()
    t.call(S, "3S")
    t.call(E, "Pass")
    assert auction(t) == "N:1S E:Pass S:2S W:Pass N:Pass E:Pass"
    assert str(t.contract) == "2S N"
    assert [r.law for r in t.trail if r.kind == "irregularity"] == ["39", "39"]


def test_39B_pass_by_a_defender_no_rectification() -> None:
    t = two_spades_by_north()
    t.call(W, "Pass")
    assert t.step is None and t.restrictions == []
    assert "39B" in [r.law for r in t.trail]


@pytest.mark.parametrize("seat", [N, S])
def test_39B_call_by_the_declaring_side_no_rectification(seat: Seat) -> None:
    t = two_spades_by_north()
    t.call(seat, "4S")
    assert t.step is None and t.restrictions == []
    assert "39B" in [r.law for r in t.trail]


def test_39B_LHO_called_before_rectification() -> None:
    t = two_spades_by_north()
    t.call(E, "3H")  # East, a defender, bids
    t.call(S, "Pass")  # his LHO calls before rectification
    assert t.restrictions == []
    assert "39B" in [r.law for r in t.trail]


def test_39C_defenders_bid_lead_restriction_at_partners_opening_lead() -> None:
    t = two_spades_by_north()
    t.call(W, "3H")  # West bids; his partner East is on lead
    step = t.step
    assert step is not None and step.law == "26B"
    assert {o.chooser for o in step.options} == {N}  # declarer decides
    assert "prohibit H" in {o.name for o in step.options}
    assert "none" in {o.name for o in step.options}
    t.choose(N, "prohibit H")
    assert all(card.suit != Suit.HEARTS for card in t.legal_cards())
    t.play_card(E, "CA")


def test_39C_declarer_may_let_partner_lead_anything() -> None:
    t = two_spades_by_north()
    t.call(W, "3H")
    t.choose(N, "none")
    assert len(t.legal_cards()) == 13


def test_39C_restriction_waits_for_the_partners_first_lead() -> None:
    t = two_spades_by_north()
    t.call(E, "3H")  # East bids; East himself leads first, West leads later
    assert t.step is None
    t.play_card(E, "H7")
    t.play_card(S, "H4")
    t.play_card(W, "HA")
    t.play_card(N, "HT")  # West wins: his first lead
    assert t.step is not None and t.step.law == "26B"
    t.choose(N, "prohibit D")
    assert t.play is not None and t.play.turn == W
    assert all(card.suit != Suit.DIAMONDS for card in t.legal_cards())
    assert len(t.legal_cards()) == 9  # West keeps 3 hearts, 3 spades, 3 clubs


def test_39B_LHO_calls_after_a_defenders_bid_when_partner_is_on_lead() -> None:
    t = two_spades_by_north()
    t.call(W, "3H")
    t.call(N, "Pass")  # West's LHO calls before rectification
    assert t.step is None and t.restrictions == []
