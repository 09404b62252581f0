"""Law 59: a player who cannot lead or play as a rectification requires may play any legal
card: he holds no card of the required suit, only cards of a suit he may not lead, or he
must follow suit. In table mode the legal-card view says so, and such a card is no revoke.
"""

import pytest

from bridgelaws import Board, Deal, Holding, Seat
from bridgelaws.engine.tablemode import TableMode

from ..helpers import BLOCK_DEAL, holding, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

# East is void in hearts and diamonds: T98432 of spades, AKQJ765 of clubs
VOID_DEAL = Deal.parse(
    "N:AKQJ.T98.765.432 T98432...AKQJ765 765.432.AKQJ.T98 .AKQJ765.T98432.")
# East holds thirteen spades
SPADES_DEAL = Deal.parse(
    "N:.AKQJT.AKQJ.AKQJ AKQJT98765432... .98765432.T9876. ..5432.T98765432")


def _one_spade(deal: Deal) -> TableMode:
    return table_mode(deal=deal)


def _east_hand(t: TableMode) -> Holding:
    assert t.play is not None
    return t.play.hands[E]


def test_59_no_card_of_the_suit_declarer_requires_him_to_lead() -> None:
    t = _one_spade(VOID_DEAL)
    t.play_card(W, "D8")  # opening lead out of turn
    t.choose(N, "refuse")  # 54D: a major penalty card, then 50D2
    t.choose(N, "require D")  # East has no diamond
    assert t.legal_cards(E) == _east_hand(t)
    t.play_card(E, "CA")
    assert not t.revokes


@pytest.mark.parametrize("option", ["require H", "highest"])
def test_59_no_card_of_the_suit_declarer_requires_him_to_play(option: str) -> None:
    t = _one_spade(VOID_DEAL)
    play_cards(t, "E S8 S S5 W H5 N SA N D5")
    t.play_card(W, "D8")  # West plays before his partner (57A)
    t.choose(N, option)  # East has neither hearts nor diamonds
    assert t.legal_cards(E) == _east_hand(t)
    t.play_card(E, "C5")
    assert not t.revokes


def test_59_only_cards_of_a_suit_he_may_not_lead() -> None:
    # Board 2: West's insufficient 1C is replaced by 2D, not comparable (27B2); North
    # declares 3NT and may forbid East, who holds nothing but spades, to lead spades (26B)
    t = TableMode(Board.numbered(2, SPADES_DEAL))
    t.call(E, "Pass")
    t.call(S, "1D")
    t.call(W, "1C")
    t.choose(N, "refuse")
    t.call(W, "2D")
    t.find("comparable", False)
    for seat, call in ((N, "3NT"), (E, "Pass"), (S, "Pass"), (W, "Pass")):
        t.call(seat, call)
    assert t.declarer == N and t.step is not None and t.step.law == "26B"
    t.choose(N, "prohibit S")
    assert t.legal_cards(E) == _east_hand(t)  # every card is a spade
    t.play_card(E, "S2")
    assert not t.revokes


def test_59_he_must_follow_suit() -> None:
    t = _one_spade(BLOCK_DEAL)
    play_cards(t, "E S8 S S5 W S2 N SA N D5")
    t.play_card(W, "D8")  # 57A: West before East
    t.choose(N, "require C")  # East holds diamonds: he follows suit
    assert t.legal_cards(E) == holding("D4 D3 D2")
    t.play_card(E, "D3")
    assert not t.revokes
