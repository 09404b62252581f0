"""Law 57: a defender's premature lead or play, and declarer's premature play, in table mode.

Two deals, North declaring 1S with South as dummy:

* BLOCK_DEAL (shown in ``tests/helpers.py``).
* VOID_DEAL: North and South as in BLOCK_DEAL; East T98432 of spades and AKQJ765 of clubs (void in
  hearts and diamonds); West AKQJ765 of hearts and T98432 of diamonds.

In both, North wins the first trick with the ace of spades and leads the five of diamonds;
West plays before his partner East has played.
"""

import pytest

from bridgelaws import Card, Deal, Holding, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardRetracted, Designated, DummyPlaced, DummySuggested

from ..helpers import BLOCK_DEAL, holding, law_keys, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

VOID_DEAL = Deal.parse(
    "N:AKQJ.T98.765.432 T98432...AKQJ765 765.432.AKQJ.T98 .AKQJ765.T98432.")


def _one_spade(deal: Deal = BLOCK_DEAL) -> TableMode:
    return table_mode(deal=deal)


def _north_leads_a_diamond(deal: Deal = BLOCK_DEAL) -> TableMode:
    t = _one_spade(deal)
    play_cards(t, "E S8 S S5 W S2 N SA" if deal is BLOCK_DEAL else "E S8 S S5 W H5 N SA")
    t.play_card(N, "D5")
    assert t.play is not None and t.play.turn == E
    return t


def _west_too_soon(deal: Deal = BLOCK_DEAL) -> TableMode:
    t = _north_leads_a_diamond(deal)
    t.play_card(W, "D8")  # before East
    return t


# --- 57A: the card becomes a major penalty card; declarer's four options --------------------

def test_57A_premature_play_major_penalty_card_and_declarers_options() -> None:
    t = _west_too_soon()
    assert ("57A", "premature.play") in law_keys(t)
    assert t.play is not None and t.play.penalty == {W: {Card.parse("D8"): True}}
    assert t.play.current_trick is not None
    assert t.play.current_trick.plays == ((N, Card.parse("D5")),)  # not in the trick
    step = t.step
    assert step is not None and step.law == "57A"
    assert [(o.name, o.chooser, o.law) for o in step.options] == [
        ("highest", N, "57A1"), ("lowest", N, "57A2"),
        ("require C", N, "57A3"), ("require H", N, "57A3"), ("require S", N, "57A3"),
        ("prohibit C", N, "57A4"), ("prohibit H", N, "57A4"), ("prohibit S", N, "57A4")]
    assert t.legal_cards() == Holding(0)  # East waits for declarer's choice


def test_57A_premature_lead_to_the_next_trick() -> None:
    t = _north_leads_a_diamond()
    play_cards(t, "E D4")
    t.play_card(E, "CA")  # East leads to the next trick before West has played
    t.find("lead", True)  # the director finds it was a lead (45E)
    assert ("57A", "premature.lead") in law_keys(t)
    assert t.play is not None and t.play.penalty == {E: {Card.parse("CA"): True}}
    step = t.step
    assert step is not None and step.law == "57A"
    assert {o.chooser for o in step.options} == {N}
    t.choose(N, "lowest")
    play_cards(t, "S DA")
    assert t.legal_cards(W) == holding("D8")  # West's lowest diamond


def test_57A1_highest_card_of_the_suit_led() -> None:
    t = _west_too_soon()
    t.choose(N, "highest")
    assert t.play is not None and t.play.play_rule is not None
    assert (t.play.play_rule.seat, t.play.play_rule.how) == (E, "highest")
    assert t.legal_cards(E) == holding("D4")


def test_57A2_lowest_card_of_the_suit_led() -> None:
    t = _west_too_soon()
    t.choose(N, "lowest")
    assert t.legal_cards(E) == holding("D2")
    t.play_card(E, "D2")
    assert not t.revokes


def test_57A3_require_a_card_of_another_suit() -> None:
    t = _west_too_soon(VOID_DEAL)
    t.choose(N, "require C")
    assert t.legal_cards(E) == holding("CA CK CQ CJ C7 C6 C5")


def test_57A4_forbid_a_card_of_another_suit() -> None:
    t = _west_too_soon(VOID_DEAL)
    t.choose(N, "prohibit C")
    assert t.legal_cards(E) == holding("ST S9 S4 S3 S2")


@pytest.mark.parametrize(("option", "card", "law"), [
    ("require C", "S9", "57A3"), ("prohibit C", "CA", "57A4")])
def test_57A_playing_against_declarers_choice_is_a_revoke(option: str, card: str,
                                                          law: str) -> None:
    t = _west_too_soon(VOID_DEAL)
    t.choose(N, option)
    t.play_card(E, card)
    (revoke,) = t.revokes
    assert (revoke.player, revoke.card, revoke.kind, revoke.law) == (
        E, Card.parse(card), "restriction", law)


def test_57A_the_choice_lasts_for_this_trick_only() -> None:
    t = _west_too_soon(VOID_DEAL)
    t.choose(N, "require C")
    play_cards(t, "E C5 S DA")
    assert t.legal_cards(W) == holding("D8")  # his penalty card, now that it is legal
    play_cards(t, "W D8")
    assert t.penalty_cards == {}
    assert t.play is not None and t.play.play_rule is None


# --- 57B: the partner cannot comply -------------------------------------------------------------

@pytest.mark.parametrize("option", ["highest", "lowest", "require H"])
def test_57B_partner_who_cannot_comply_plays_any_card(option: str) -> None:
    t = _west_too_soon(VOID_DEAL)  # East holds neither diamonds nor hearts
    t.choose(N, option)
    assert t.legal_cards(E) == holding("ST S9 S4 S3 S2 CA CK CQ CJ C7 C6 C5")
    t.play_card(E, "S2")
    assert not t.revokes


# --- 57C: no rectification ---------------------------------------------------------------------

def test_57C1_no_rectification_after_declarer_played_from_both_hands() -> None:
    t = _north_leads_a_diamond()
    t.play_card(S, "DA")  # declarer plays dummy's card early
    t.play_card(W, "D8")  # West plays before East: both declarer's hands have played
    assert t.step is None
    assert t.penalty_cards == {}
    assert ("57C1", "premature.no.rectification") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(W) == Card.parse("D8")
    assert t.play.turn == E
    assert t.legal_cards(E) == holding("D4 D3 D2")


def test_57A_a_lead_to_the_next_trick_before_partner_played_after_declarer_played_both_hands(
) -> None:
    t = _north_leads_a_diamond()
    play_cards(t, "E D2 S DA")  # declarer has played from both hands; West still owes a card
    t.play_card(E, "CA")  # East leads to the next trick before his partner has played
    t.find("lead", True)
    assert ("57A", "premature.lead") in law_keys(t)
    assert ("57C1", "premature.no.rectification") not in law_keys(t)
    assert t.penalty_cards == {E: [Card.parse("CA")]}
    step = t.step
    assert step is not None and step.law == "57A"
    assert [o.name for o in step.options][:2] == ["highest", "lowest"]
    t.choose(N, "highest")
    assert t.legal_cards(W) == holding("DT")
    play_cards(t, "W DT")
    assert t.play is not None and t.play.turn == S  # dummy's ace wins; no lead out of turn
    assert not any(r.law.startswith("56") for r in t.trail)


def test_57C1_dummys_card_is_played_once_declarer_names_it() -> None:
    t = _north_leads_a_diamond()
    t.apply(Designated(N, "DA"))  # declarer names dummy's ace
    t.play_card(W, "D8")
    assert t.step is None and t.penalty_cards == {}


def test_57C1_dummys_card_not_yet_named_is_not_played() -> None:
    t = _north_leads_a_diamond()
    t.play_card(W, "D8")  # dummy's card has not been named: only one hand has played
    assert t.step is not None and t.step.law == "57A"
    assert t.penalty_cards == {W: [Card.parse("D8")]}


def test_57C2_dummy_suggested_a_card() -> None:
    t = _north_leads_a_diamond()
    t.apply(DummySuggested(S))
    t.play_card(W, "D8")
    assert t.step is None and t.penalty_cards == {}
    assert ("57C2", "premature.after.dummy") in law_keys(t)


def test_57C2_dummy_picked_up_a_card_before_his_right_hand_opponent_played() -> None:
    t = _north_leads_a_diamond()
    t.apply(DummyPlaced(S, Card.parse("DA")))  # before East has played
    t.play_card(W, "D8")
    assert t.step is None and t.penalty_cards == {}
    assert "57C2" in [law for law, _ in law_keys(t)]


def test_57C2_no_rectification_when_dummy_picked_up_a_card() -> None:
    t = _north_leads_a_diamond()
    t.apply(DummyPlaced(S, Card.parse("DA")))
    t.play_card(W, "D8")
    assert t.step is None and t.penalty_cards == {}
    assert not [r for r in t.trail if r.law.startswith("57A")]


def test_57C3_premature_play_from_declarers_hand_stands() -> None:
    t = _one_spade()
    t.play_card(E, "D2")
    t.play_card(N, "D5")  # declarer plays before dummy
    assert ("57C3", "declarer.premature") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(N) == Card.parse("D5")
    assert t.play.turn == S
    t.apply(CardRetracted(N, Card.parse("D5")))  # he would like it back
    while t.step is not None and t.step.question is not None:
        t.find(t.step.question.name, False)
    assert t.play.current_trick.card_of(N) == Card.parse("D5")
    play_cards(t, "S DA W D8")
    assert t.play.tricks[0].plays == (
        (E, Card.parse("D2")), (S, Card.parse("DA")), (W, Card.parse("D8")),
        (N, Card.parse("D5")))


def test_57C3_premature_play_from_dummy_stands() -> None:
    t = _north_leads_a_diamond()
    t.play_card(S, "DA")  # before East
    assert ("57C3", "declarer.premature") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(S) == Card.parse("DA")
    assert t.play.turn == E and t.step is None
    play_cards(t, "E D4 W D8")
    assert t.play.tricks[1].winner == S


# --- 57D: a defender plays at his right-hand opponent's turn --------------------------------

def test_57D_a_legal_card_is_played_at_his_turn() -> None:
    t = _one_spade()
    t.play_card(E, "D2")
    t.play_card(W, "D8")  # at dummy's turn; East has played
    assert ("57D", "played.at.own.turn") in law_keys(t)
    assert t.step is None and t.penalty_cards == {}
    assert t.play is not None and t.play.turn == S
    play_cards(t, "S DA")
    assert t.play.turn == N
    play_cards(t, "N D5")
    assert t.play.tricks[0].card_of(W) == Card.parse("D8")


@pytest.mark.parametrize("card", ["HJ", "S3"])
def test_57D_a_card_that_could_not_legally_be_played_is_a_major_penalty_card(card: str) -> None:
    t = _one_spade()
    t.play_card(E, "D2")
    t.play_card(W, card)  # West holds diamonds: this card could not be played
    assert t.play is not None and t.play.penalty == {W: {Card.parse(card): True}}
    assert t.play.current_trick is not None
    assert t.play.current_trick.card_of(W) is None
    play_cards(t, "S DA")
    assert t.legal_cards(W) == holding("DT D9 D8")  # following suit comes first
