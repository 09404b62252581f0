"""Law 56: a defender's lead out of turn (other than the opening lead), in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North declares 1S and South is dummy.
"""

import pytest

from bridgelaws import Card, Seat
from bridgelaws.engine.steps import IrregularActionError

from ..helpers import (
    EAST_TO_LEAD,
    NORTH_TO_LEAD,
    SOUTH_TO_LEAD,
    after_first_trick,
    holding,
    law_keys,
    play_cards,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def test_56_declarer_alone_chooses() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    step = t.step
    assert step is not None and step.law == "56"
    assert [(o.name, o.chooser, o.law) for o in step.options] == [
        ("accept", N, "53A"), ("refuse", N, "56B")]
    for seat in (E, S, W):
        with pytest.raises(IrregularActionError):
            t.choose(seat, "refuse")


# --- 56A: declarer accepts --------------------------------------------------------------------

def test_56A_declarer_accepts_the_lead() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.choose(N, "accept")
    assert t.penalty_cards == {}
    ps = t.play
    assert ps is not None and ps.current_trick is not None
    assert ps.current_trick.plays == ((E, Card.parse("CA")),)
    assert ps.turn == S
    play_cards(t, "S C8 W C5 N C2")
    assert ps.tricks[1].winner == E and ps.turn == E


@pytest.mark.parametrize(("first", "leader", "offender", "card", "next_hand"), [
    (SOUTH_TO_LEAD, S, E, "H7", S),  # East leads at dummy's turn
    (EAST_TO_LEAD, E, W, "HK", N),  # West leads at his partner's turn
])
def test_56A_accepted_lead_is_played_to_from_the_offenders_left(
        first: str, leader: Seat, offender: Seat, card: str, next_hand: Seat) -> None:
    t = after_first_trick(first, leader)
    t.play_card(offender, card)
    t.choose(N, "accept")
    assert t.play is not None and t.play.turn == next_hand


# --- 56B: declarer has the card withdrawn ------------------------------------------------------

@pytest.mark.parametrize("card", ["CA", "D2"])  # an honour, and a low card led deliberately
def test_56B_withdrawn_card_is_a_major_penalty_card(card: str) -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, card)
    t.choose(N, "refuse")
    assert ("56B", "chose.refuse.lead") in law_keys(t)
    ps = t.play
    assert ps is not None and ps.penalty == {E: {Card.parse(card): True}}
    assert ps.current_trick is None and ps.turn == N
    assert t.step is None  # declarer's own lead: no 50D2 choice to make
    assert "50E4" in [f.law for f in t.flags]


def test_56B_50D1_the_penalty_card_is_played_at_the_first_legal_opportunity() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.choose(N, "refuse")
    t.play_card(N, "C2")
    assert t.legal_cards(E) == holding("CA")
    t.play_card(E, "CA")
    assert t.penalty_cards == {}


def test_56B_50D1_following_suit_comes_first() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.choose(N, "refuse")
    t.play_card(N, "D5")
    assert t.legal_cards(E) == holding("D4 D3 D2")
    t.play_card(E, "D2")
    assert t.penalty_cards == {E: [Card.parse("CA")]}  # it stays on the table


def test_56B_50D2_when_the_offenders_partner_is_to_lead() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(W, "HK")  # West leads at East's turn
    t.choose(N, "refuse")
    assert t.penalty_cards == {W: [Card.parse("HK")]}
    step = t.step
    assert step is not None and step.law == "50D2"
    assert [(o.name, o.chooser) for o in step.options] == [
        ("require H", N), ("prohibit H", N), ("none", N)]
    t.choose(N, "require H")
    assert t.legal_cards(E) == holding("H7 H6 H5")
    assert t.penalty_cards == {}  # picked up (50D2(a))
