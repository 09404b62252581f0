"""Law 53: a lead out of turn accepted, the correct player's own lead (53B), and the wrong
defender playing after declarer's lead out of turn (53C), in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North declares 1S, South is dummy and East makes the opening lead. The first trick decides
who is on lead at the second one (see the ``*_TO_LEAD`` tricks in ``tests/helpers.py``).
"""

import pytest

from bridgelaws import Card, Holding, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardRetracted

from ..helpers import (
    EAST_TO_LEAD,
    NORTH_TO_LEAD,
    after_first_trick,
    holds,
    law_keys,
    play_cards,
    table_mode,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _lowest_to_trick(t: TableMode, tricks: int) -> None:
    """Play the lowest legal card at each turn until ``tricks`` tricks are quitted."""
    assert t.play is not None
    while len(t.play.tricks) < tricks or t.play.current:
        seat = t.play.turn
        assert seat is not None and t.step is None
        t.play_card(seat, min(t.legal_cards()))


# --- 53A: a lead out of turn treated as a correct lead ------------------------------------

def test_53A_declarer_accepts_a_defenders_lead_by_saying_so() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")  # East leads, but North won the first trick
    step = t.step
    assert step is not None
    accept = [o for o in step.options if o.name == "accept"]
    assert [(o.chooser, o.law) for o in accept] == [(N, "53A")]
    t.choose(N, "accept")
    assert t.step is None
    assert ("53A", "chose.accept.lead") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.leader == E
    assert t.play.current_trick.cards == (Card.parse("CA"),)
    assert t.play.turn == S  # the play goes on from the hand after the lead
    assert t.penalty_cards == {}


def test_53A_playing_from_the_next_hand_accepts_the_lead() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.play_card(S, "C8")  # declarer plays dummy's club: next in rotation after East
    assert t.step is None
    assert ("53A", "accept.by.playing.lead") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((E, Card.parse("CA")), (S, Card.parse("C8")))
    assert t.play.turn == W
    assert t.penalty_cards == {}


def test_53A_a_defender_accepts_declarers_lead_by_playing() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(S, "DA")  # declarer leads from dummy at East's turn
    t.play_card(W, "D8")  # West, next after dummy, plays to it
    assert t.step is None
    assert ("53A", "accept.by.playing.lead") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.leader == S
    assert t.play.turn == N


@pytest.mark.parametrize("defender", [E, W])
def test_53A_either_defender_may_accept_declarers_lead(defender: Seat) -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(N, "SK")  # declarer leads from his own hand at East's turn
    t.choose(defender, "accept")
    assert t.step is None
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((N, Card.parse("SK")),)
    assert t.play.turn == E


def test_53A_a_lead_not_accepted_must_come_from_the_correct_hand() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.choose(N, "refuse")
    assert t.play is not None
    assert t.play.current_trick is None and t.play.turn == N
    assert len(t.legal_cards(N)) == 12  # declarer leads what he likes


def test_53A_lead_out_of_turn_in_the_thirteenth_trick_must_be_taken_back() -> None:
    t = table_mode()
    _lowest_to_trick(t, 12)
    assert t.play is not None and t.play.turn == N  # North's ace of spades is left
    t.play_card(E, "ST")  # East leads his last card out of turn
    assert t.step is None  # nobody may accept it
    assert holds(t, E, "ST")
    assert t.play.current_trick is None and t.play.turn == N
    assert t.penalty_cards == {}
    play_cards(t, "N SA E ST S S7 W S4")
    assert t.play.over and len(t.play.tricks) == 13


def test_53A_declarers_lead_from_dummy_in_the_thirteenth_trick_is_taken_back() -> None:
    t = table_mode()
    _lowest_to_trick(t, 12)
    assert t.play is not None and t.play.turn == N
    t.play_card(S, "S7")  # from dummy, but North won the twelfth trick
    assert t.step is None
    assert holds(t, S, "S7")
    assert t.play.turn == N
    assert t.legal_cards(N) == Holding([Card.parse("SA")])


def test_53A_see_47E1_a_lead_out_of_turn_after_misinformation_goes_back() -> None:
    # West leads because declarer told him he was on lead: he takes the card back
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(W, "HA")
    t.apply(CardRetracted(W, Card.parse("HA")))
    t.find("misinformed", True)
    assert t.step is None
    assert holds(t, W, "HA")
    assert t.penalty_cards == {}
    assert t.play is not None and t.play.turn == N


# --- 53B: the correct lead after an irregular lead ----------------------------------------

def test_53B_the_player_on_lead_leads_and_his_lead_stands() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(S, "DA")  # declarer leads from dummy at East's turn
    t.play_card(E, "CK")  # East, whose lead it is, leads his own card
    assert t.step is None
    assert ("53B", "own.lead.stands") in law_keys(t)
    assert holds(t, S, "DA")  # the card led in error goes back to dummy
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((E, Card.parse("CK")),)
    assert t.play.turn == S
    info = [r for r in t.trail if r.law == "16C" and r.kind == "information"]
    assert info and info[-1].message.values["seat"] == S


def test_53B_a_card_played_in_error_to_the_trick_goes_back_too() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(S, "DA")
    t.play_card(N, "D5")  # declarer plays to his own lead out of turn
    t.play_card(E, "CK")
    assert ("53B", "own.lead.stands") in law_keys(t)
    assert holds(t, S, "DA") and holds(t, N, "D5")
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((E, Card.parse("CK")),)


@pytest.mark.parametrize("own_lead", [True, False])
def test_53B_the_director_decides_whether_the_next_hand_led_or_played(own_lead: bool) -> None:
    # East is both the player on lead and the hand after North: is his card his own lead
    # (53B) or a play to North's lead, which accepts it (53A)?
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(N, "SK")
    t.play_card(E, "S9")
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("own-lead", "53B")
    t.find("own-lead", own_lead)
    assert t.play is not None and t.play.current_trick is not None
    if own_lead:
        assert t.play.current_trick.plays == ((E, Card.parse("S9")),)
        assert holds(t, N, "SK")
    else:
        assert t.play.current_trick.plays == ((N, Card.parse("SK")), (E, Card.parse("S9")))
    assert t.play.turn == S


# --- 53C: the wrong defender plays after declarer's lead out of turn ------------------------

def test_53C_rho_of_declarers_hand_plays_the_lead_stands_and_57_applies() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(N, "SK")  # declarer leads at East's turn
    t.play_card(W, "S4")  # West, North's right-hand opponent, plays to it
    assert ("53C", "lead.stands.wrong.defender") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.leader == N
    assert t.play.current_trick.card_of(N) == Card.parse("SK")
    # West played before his partner: a major penalty card and declarer's choice (57A)
    assert t.play.penalty == {W: {Card.parse("S4"): True}}
    step = t.step
    assert step is not None and step.law == "57A"
    assert {o.chooser for o in step.options} == {N}


def test_53C_lead_from_the_wrong_hand_and_the_rho_of_dummy_plays() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(S, "DA")  # declarer leads from dummy instead of his own hand
    t.play_card(E, "D4")  # East, dummy's right-hand opponent, plays to it
    assert ("53C", "lead.stands.wrong.defender") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.leader == S
    assert t.play.penalty == {E: {Card.parse("D4"): True}}
    step = t.step
    assert step is not None and step.law == "57A"
