"""Hypothesis properties: replay equals state, text forms print back, cards are conserved,
NS score is minus EW score."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws import (
    Board,
    Call,
    Card,
    Contract,
    Deal,
    Holding,
    Phase,
    Rank,
    Risk,
    Seat,
    Side,
    Strain,
    Suit,
    Table,
    Vulnerability,
    board_score,
    random_deal,
)
from bridgelaws.values.calls import ALL_CALLS

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def random_board(seed: int, *, pass_bias: float = 0.55) -> Table:
    """Play a whole board with random legal calls and cards; sometimes an agreed claim."""
    rng = random.Random(seed)
    table = Table(Board.numbered(rng.randint(1, 64), random_deal(rng)))
    while table.phase == Phase.AUCTION:
        legal = table.legal_calls()
        table.call(Call.PASS if rng.random() < pass_bias else rng.choice(legal))
    stop = rng.choice([52, 52, rng.randint(0, 51)])
    while table.phase == Phase.PLAY and sum(len(t.cards) for t in table.tricks) < stop:
        table.play(rng.choice(list(table.legal_cards())))
    if table.phase == Phase.PLAY:
        remaining = 13 - len(table.tricks)
        table.claim(rng.randint(0, remaining), rng.choice(list(Seat)))
    return table


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_replay_of_the_log_equals_the_state(seed: int) -> None:
    table = random_board(seed)
    replayed = Table.replay(table.board, table.events)
    assert replayed.snapshot() == table.snapshot()


@settings(max_examples=60, deadline=None)
@given(seeds, st.data())
def test_any_prefix_of_the_log_replays_undo(seed: int, data: st.DataObject) -> None:
    table = random_board(seed)
    count = data.draw(st.integers(min_value=0, max_value=len(table.events)))
    earlier = table.undo(count)
    assert earlier.events == table.events[: len(table.events) - count]
    # replaying the undone events brings the same state back
    earlier.extend(table.events[len(earlier.events):])
    assert earlier.snapshot() == table.snapshot()


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_52_cards_always_conserved(seed: int) -> None:
    table = random_board(seed)
    hands = table.hands
    assert hands is not None and table.board.deal is not None
    played = [c for t in table.tricks for c in t.cards]
    if table.current_trick is not None:
        played += list(table.current_trick.cards)
    held = [c for h in hands for c in h]
    assert len(played) + len(held) == 52
    assert set(played) | set(held) == set(Card)
    for seat in Seat:
        mine = {c for t in table.tricks for i, c in enumerate(t.cards) if t.seat_of(i) == seat}
        assert mine | set(hands[seat]) == set(table.board.deal[seat])
    if table.phase == Phase.COMPLETE and table.contract is not None:
        assert table.declarer_tricks + table.defence_tricks == 13


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 7), st.sampled_from(list(Strain)), st.sampled_from(list(Risk)),
    st.sampled_from(list(Seat)), st.sampled_from(list(Vulnerability)), st.integers(0, 13),
)
def test_ns_score_is_minus_ew_score(
    level: int, strain: Strain, risk: Risk, declarer: Seat, vul: Vulnerability, tricks: int
) -> None:
    ns, ew = board_score(Contract(level, strain, risk, declarer), tricks, vul)
    assert ns == -ew
    made = tricks >= level + 6
    assert (ns > 0) == (made == (declarer.side == Side.NS))


@given(st.sampled_from(ALL_CALLS))
def test_call_text_prints_back(call: Call) -> None:
    assert Call.parse(str(call)) is call
    assert Call.parse(str(call).lower()) is call


@given(st.sampled_from(list(Card)))
def test_card_text_prints_back(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert Card.parse(card.symbol) is card
    assert Card.parse(str(card).lower()) is card


@given(st.sampled_from(list(Seat)), st.sampled_from(list(Suit)), st.sampled_from(list(Rank)),
       st.sampled_from(list(Strain)), st.sampled_from(list(Vulnerability)))
def test_enum_text_prints_back(
    seat: Seat, suit: Suit, rank: Rank, strain: Strain, vul: Vulnerability
) -> None:
    assert Seat.parse(str(seat)) is seat
    assert Suit.parse(str(suit)) is suit
    assert Rank.parse(str(rank)) is rank
    assert Strain.parse(str(strain)) is strain
    assert Vulnerability.parse(str(vul)) is vul
    assert Vulnerability.parse(vul.pbn) is vul
    for risk in Risk:
        assert Risk.parse(str(risk)) is risk
    for side in Side:
        assert Side.parse(str(side)) is side


@given(st.integers(min_value=0, max_value=(1 << 52) - 1))
def test_holding_text_prints_back(mask: int) -> None:
    holding = Holding(mask)
    assert Holding.parse(str(holding)) == holding
    assert len(holding) == bin(mask).count("1")


@given(st.integers(1, 7), st.sampled_from(list(Strain)), st.sampled_from(list(Risk)),
       st.one_of(st.none(), st.sampled_from(list(Seat))))
def test_contract_text_prints_back(
    level: int, strain: Strain, risk: Risk, declarer: Seat | None
) -> None:
    contract = Contract(level, strain, risk, declarer)
    assert Contract.parse(str(contract)) == contract


@settings(max_examples=50)
@given(seeds)
def test_deal_text_prints_back(seed: int) -> None:
    deal = random_deal(random.Random(seed))
    assert Deal.parse(str(deal)) == deal
    for first in Seat:
        assert Deal.parse(deal.to_pbn(first)) == deal
