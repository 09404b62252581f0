"""Law 60: play after an illegal play, in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North declares 1S and South is dummy.
"""

import pytest

from bridgelaws import Card, Seat

from ..helpers import (
    EAST_TO_LEAD,
    NORTH_TO_LEAD,
    after_first_trick,
    holding,
    holds,
    law_keys,
    play_cards,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


# --- 60A: play after an irregularity ------------------------------------------------------------

def test_60A1_declarer_plays_after_the_lead_out_of_turn_and_loses_the_right() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")  # East leads at North's turn
    t.play_card(S, "C8")  # declarer plays from dummy, East's left, before any ruling
    assert t.step is None
    assert t.penalty_cards == {}
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.leader == E


def test_60A1_a_defender_plays_after_declarers_lead_out_of_turn() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(S, "DA")  # from dummy at East's turn
    t.play_card(W, "D8")  # West plays to it: the defenders lose their right
    assert t.step is None
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((S, Card.parse("DA")), (W, Card.parse("D8")))
    assert t.play.turn == N


def test_60A1_declarer_plays_on_after_a_premature_lead_and_loses_the_right() -> None:
    t = after_first_trick("E D2 S DA W D8 N D5", S)  # dummy's ace wins: dummy leads
    play_cards(t, "S DK W DT")
    t.play_card(W, "HA")  # West leads to the next trick before North and East have played
    t.find("lead", True)
    t.play_card(N, "D6")  # North plays on, before choosing a rectification
    assert t.step is None or t.step.law != "57A"
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(N) == Card.parse("D6")
    assert t.play.play_rule is None  # East plays as he likes
    assert t.play.turn == E


def test_60A2_the_lead_is_then_treated_as_made_in_turn() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    play_cards(t, "S C8 W C5 N C2")  # the trick is played out in rotation from East
    ps = t.play
    assert ps is not None and len(ps.tricks) == 2
    assert ps.tricks[1].leader == E and ps.tricks[1].winner == E
    assert ps.turn == E and t.step is None  # the winner leads, as after any trick
    assert t.legal_cards(E) == ps.hands[E]


def test_60A2_except_where_53B_applies() -> None:
    # West leads at North's turn; North, next in rotation, leads a card of his own: if it is
    # his own lead (53B), it stands and West's card goes back
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(W, "HA")
    t.play_card(N, "SK")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "own-lead"
    t.find("own-lead", True)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((N, Card.parse("SK")),)
    assert holds(t, W, "HA") and t.penalty_cards == {}
    assert t.play.turn == E


def test_60A3_the_offending_sides_penalty_card_obligation_continues() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.choose(N, "refuse")  # East's ace of clubs: a major penalty card (56B)
    play_cards(t, "N D5 E D4 S DA W D8")  # dummy wins
    assert t.penalty_cards == {E: [Card.parse("CA")]}
    t.play_card(W, "HA")  # West leads at dummy's turn
    t.play_card(N, "H8")  # North plays to it: accepted (60A1, 60A2)
    assert t.step is None
    assert t.legal_cards(E) == holding("H7 H6 H5")  # he must follow suit first (50D1(b))
    play_cards(t, "E H5 S H2")
    assert t.penalty_cards == {E: [Card.parse("CA")]}  # the obligation continues
    assert t.play is not None and t.play.turn == W
    step = t.step  # West, the penalty card holder's partner, is to lead: 50D2
    assert step is not None and step.law == "50D2"
    t.choose(N, "none")
    play_cards(t, "W S3 N SJ")
    assert t.legal_cards(E) == holding("ST S9")  # still a spade to follow with
    play_cards(t, "E S9 S S6")
    play_cards(t, "N D6")
    assert t.legal_cards(E) == holding("D3 D2")
    play_cards(t, "E D2 S DK W D9")
    play_cards(t, "S H3 W HK N H9")
    assert t.legal_cards(E) == holding("H7 H6")
    play_cards(t, "E H6")
    t.choose(N, "none")  # West is on lead again: declarer chooses again (50D2)
    play_cards(t, "W HQ N HT")
    assert t.legal_cards(E) == holding("H7")
    play_cards(t, "E H7 S H4")
    t.choose(N, "none")
    play_cards(t, "W HJ N C3")
    assert t.legal_cards(E) == holding("CA")  # void in hearts: the penalty card now


# --- 60B: a defender plays before declarer leads from the correct hand ------------------------

@pytest.mark.parametrize(("defender", "card"), [(E, "D2"), (W, "D8")])
def test_60B_defenders_card_becomes_a_major_penalty_card(defender: Seat, card: str) -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(S, "DA")  # from dummy, but North is on lead
    t.choose(W, "refuse")  # declarer must lead from his own hand (55B2)
    t.play_card(defender, card)  # before North has led
    assert ("60B", "played.before.correct.lead") in law_keys(t)
    assert t.play is not None and t.play.penalty == {defender: {Card.parse(card): True}}
    assert t.play.current_trick is None and t.play.turn == N
    t.play_card(N, "D5")
    if defender == E:
        assert t.legal_cards(E) == holding("D2")  # to be played at the first chance


# --- 60C: the offending side plays before the rectification is settled ----------------------

def test_60C_offenders_partner_plays_declarer_keeps_his_options() -> None:
    t = after_first_trick(NORTH_TO_LEAD, N)
    t.play_card(W, "HA")  # West leads at North's turn
    t.play_card(E, "H7")  # East plays to it before declarer has chosen
    step = t.step
    assert step is not None and step.law == "56"
    assert [(o.name, o.chooser) for o in step.options] == [("accept", N), ("refuse", N)]
    assert ("60C", "offender.side.played") in law_keys(t)
    assert t.penalty_cards == {E: [Card.parse("H7")]}  # East's card is rectified itself
    t.choose(N, "refuse")
    assert t.play is not None
    assert t.play.penalty == {E: {Card.parse("H7"): True}, W: {Card.parse("HA"): True}}
    assert t.play.turn == N


def test_60C_declarer_plays_to_his_own_lead_out_of_turn_defenders_keep_their_options() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(S, "DA")  # from dummy at East's turn
    t.play_card(N, "D5")  # declarer plays from his hand before the defenders decide
    step = t.step
    assert step is not None and step.law == "55"
    assert {(o.name, o.chooser) for o in step.options} == {
        ("accept", E), ("refuse", E), ("accept", W), ("refuse", W)}
    t.choose(W, "refuse")
    assert t.play is not None and t.play.current_trick is None
    assert holds(t, S, "DA") and holds(t, N, "D5")
    assert t.play.turn == E
