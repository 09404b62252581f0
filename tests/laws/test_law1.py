"""Law 1: the pack. Law 6 deals it into four hands of thirteen."""

import pytest

from bridgelaws import Card, Deal, DealError, Holding, Rank, Suit


def test_1A_pack_has_52_cards_four_suits_of_thirteen() -> None:
    pack = Holding(range(52))  # type: ignore[arg-type]
    assert len(pack) == 52
    for suit in Suit:
        assert pack.count(suit) == 13
        assert pack.ranks(suit) == "AKQJT98765432"


def test_1A_rank_order_ace_high_two_low() -> None:
    assert Card.of(Suit.SPADES, Rank.ACE) > Card.of(Suit.SPADES, Rank.KING) > Card.parse("S2")
    assert Rank.parse("10") is Rank.TEN


def test_1B_suit_order_for_bidding_clubs_lowest() -> None:
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES


def test_deal_rejects_a_card_dealt_twice() -> None:
    with pytest.raises(DealError, match="already dealt: SA"):
        Deal.parse("N:AKQJ.T98.765.432 A98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def test_deal_rejects_a_hand_without_thirteen_cards() -> None:
    with pytest.raises(DealError, match="12 cards"):
        Deal.parse("N:AKQ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def test_deal_rejects_malformed_text_naming_the_hand() -> None:
    with pytest.raises(DealError, match="East's hand"):
        Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQX 765.432.AKQJ.T98 432.AKQJ.T98.765")
