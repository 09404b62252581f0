"""Law 55: declarer's lead out of turn, from his own hand or from dummy, in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North declares 1S and South is dummy.
"""

import contextlib

import pytest

from bridgelaws import Card, Holding, Seat
from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.engine.tablemode import TableMode

from ..helpers import (
    EAST_TO_LEAD,
    NORTH_TO_LEAD,
    after_first_trick,
    holds,
    law_keys,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _retracted(t: TableMode, seat: Seat, card: str) -> bool:
    assert t.play is not None
    return t.play.current_trick is None and holds(t, seat, card)


# --- 55A: either defender accepts or refuses ----------------------------------------------

@pytest.mark.parametrize(("leader", "wrong", "card"), [
    (E, N, "SK"),  # from declarer's hand at a defender's turn
    (N, S, "DA"),  # from dummy when declarer's own hand is on lead
])
def test_55A_both_defenders_are_offered_the_choice(leader: Seat, wrong: Seat,
                                                   card: str) -> None:
    t = after_first_trick(EAST_TO_LEAD if leader == E else NORTH_TO_LEAD, leader)
    t.play_card(wrong, card)
    step = t.step
    assert step is not None and step.law == "55"
    offered = {(o.name, o.chooser) for o in step.options}
    assert offered == {("accept", E), ("refuse", E), ("accept", W), ("refuse", W)}
    assert t.legal_cards() == t.legal_cards(leader) == Holding(0)
    with pytest.raises(IrregularActionError):
        t.choose(N, "accept")  # declarer has no say


@pytest.mark.parametrize("defender", [E, W])
def test_55A_either_defender_may_require_the_card_back(defender: Seat) -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(N, "SK")
    t.choose(defender, "refuse")
    assert ("55A", "chose.retract.lead") in law_keys(t)
    assert _retracted(t, N, "SK")


def test_55A_left_hand_opponent_of_the_hand_that_led_prevails() -> None:
    # North leads at East's turn: East is the left-hand opponent of the hand that led.
    # West accepts, East wants it back: East's choice wins.
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(N, "SK")
    t.choose(W, "accept")
    t.choose(E, "refuse")
    assert _retracted(t, N, "SK")
    assert t.play is not None and t.play.turn == E


def test_55A_left_hand_opponent_of_dummy_prevails() -> None:
    # dummy leads at North's turn: West is the left-hand opponent of the hand that led
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(S, "DA")
    t.choose(E, "accept")
    t.choose(W, "refuse")
    assert _retracted(t, S, "DA")
    assert t.play is not None and t.play.turn == N


def test_55A_the_right_hand_opponent_cannot_overrule_the_left_hand_one() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(N, "SK")
    t.choose(E, "refuse")  # East, North's left-hand opponent, wants the card back
    with contextlib.suppress(IrregularActionError):
        t.choose(W, "accept")
    assert _retracted(t, N, "SK")
    assert t.play is not None and t.play.turn == E


def test_55A_accepted_lead_stands() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(S, "DA")
    t.choose(W, "accept")
    assert ("53A", "chose.accept.lead") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((S, Card.parse("DA")),)
    assert t.play.turn == W


# --- 55B: declarer must retract -------------------------------------------------------------

def test_55B1_lead_at_a_defenders_turn_goes_back_with_no_further_rectification() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(N, "SK")
    t.choose(E, "refuse")
    assert ("55B1", "lead.returned") in law_keys(t)
    assert _retracted(t, N, "SK")
    ps = t.play
    assert ps is not None and ps.turn == E
    assert ps.lead_rule is None  # East leads what he likes
    assert len(t.legal_cards(E)) == 12
    assert t.penalty_cards == {}
    t.play_card(E, "H7")
    assert ps.current_trick is not None and ps.current_trick.leader == E
    assert ps.turn == S


def test_55B2_lead_from_the_wrong_hand_is_led_again_from_the_right_one() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(S, "DA")  # dummy's ace, but North won the trick
    t.choose(W, "refuse")
    assert ("55B2", "lead.from.correct.hand") in law_keys(t)
    assert _retracted(t, S, "DA")
    assert t.play is not None and t.play.turn == N
    assert len(t.legal_cards(N)) == 12  # any card from the correct hand
    t.play_card(N, "D5")
    t.play_card(E, "D4")
    t.play_card(S, "DA")  # the retracted card is an ordinary card again
    assert t.play.current_trick is not None
    assert t.play.current_trick.card_of(S) == Card.parse("DA")
    assert t.penalty_cards == {}


# --- 55C: information from declarer's own infraction ---------------------------------------

@pytest.mark.parametrize(("leader", "wrong", "card", "chooser"), [
    (E, N, "SK", E), (N, S, "DA", W)])
def test_55C_law_16_is_flagged_when_the_lead_is_retracted(leader: Seat, wrong: Seat, card: str,
                                                          chooser: Seat) -> None:
    t = after_first_trick(EAST_TO_LEAD if leader == E else NORTH_TO_LEAD, leader)
    t.play_card(wrong, card)
    t.choose(chooser, "refuse")
    assert [(f.law, f.message.values["seat"]) for f in t.flags] == [("55C", N)]
