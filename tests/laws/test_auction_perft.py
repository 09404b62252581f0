"""Counting every complete auction with the engine's own legal-call view (Laws 17-19, 22).

The number of distinct complete auctions is a known constant; reaching it needs every
rule of sufficiency, doubles, redoubles and the end of the auction to be exactly right.
"""

from bridgelaws import Auction, Seat

ALL_AUCTIONS = 128_745_650_347_030_683_120_231_926_111_609_371_363_122_697_557


def count_auctions(auction: Auction, memo: dict[tuple[int, int, int, int], int]) -> int:
    if auction.is_complete:
        return 1
    key = auction.key
    if key not in memo:
        memo[key] = sum(count_auctions(auction.after(c), memo) for c in auction.legal_calls())
    return memo[key]


def test_17_to_22_perft_counts_every_complete_auction() -> None:
    assert count_auctions(Auction(Seat.NORTH), {}) == ALL_AUCTIONS


def test_perft_small_depths_by_brute_force() -> None:
    # auctions of at most four calls, counted without memoisation: the 4 passes only
    def brute(a: Auction, depth: int) -> int:
        if a.is_complete:
            return 1
        if depth == 0:
            return 0
        return sum(brute(a.after(c), depth - 1) for c in a.legal_calls())

    # at most four calls: four passes (1), or a bid and three passes (35)
    assert brute(Auction(Seat.NORTH), 4) == 1 + 35
    # five calls add: pass, bid, three passes (35); bid, double, three passes (35);
    # two bids, the second higher, then three passes (35 * 34 / 2 = 595)
    assert brute(Auction(Seat.NORTH), 5) == 1 + 35 + 35 + 35 + 595
