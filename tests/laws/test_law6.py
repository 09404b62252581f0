"""Law 6: the shuffle and deal."""

import random

from bridgelaws import Deal, deal_board_set, random_deal


def test_6_a_random_deal_is_four_hands_of_thirteen() -> None:
    deal = random_deal()
    assert isinstance(deal, Deal)
    assert [len(h) for h in deal] == [13, 13, 13, 13]


def test_6_seeded_board_sets_are_reproducible() -> None:
    assert deal_board_set(4, seed=99) == deal_board_set(4, seed=99)
    assert deal_board_set(4, seed=99) != deal_board_set(4, seed=100)


def test_6_secure_deals_differ() -> None:
    # 32 secure deals with a repeat would be astronomically unlikely
    assert len(set(deal_board_set(32))) == 32


def test_6_every_card_reaches_every_seat() -> None:
    rng = random.Random(5)
    seen = [0, 0, 0, 0]
    for _ in range(200):
        deal = random_deal(rng)
        for seat in range(4):
            seen[seat] |= deal.masks[seat]
    assert all(mask == (1 << 52) - 1 for mask in seen)
