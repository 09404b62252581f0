"""Law 51: two or more penalty cards, in table mode.

The deal is ``SOUTH_4S_DEAL`` (shown in ``tests/helpers.py``): South declares four spades,
West leads and North is dummy.

East, void in diamonds, is the one who exposes cards; West holds the top clubs and so can
keep the lead.
"""

import pytest

from bridgelaws import Card, Holding, Seat
from bridgelaws.engine.steps import ExposedCards
from bridgelaws.engine.tablemode import IrregularActionError, TableMode

from ..helpers import SOUTH_4S, SOUTH_4S_DEAL, card_list, holding, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table(exposed: str = "") -> TableMode:
    """Four spades by South; before the opening lead East exposes ``exposed``."""
    t = table_mode(SOUTH_4S, SOUTH_4S_DEAL)
    if exposed:
        t.apply(ExposedCards(E, tuple(Card.parse(c) for c in exposed.split())))
    return t


def _options(t: TableMode) -> list[tuple[str, Seat, str]]:
    step = t.step
    assert step is not None
    return [(o.name, o.chooser, o.law) for o in step.options]


# --- 51A: the offender's turn to play ------------------------------------------------------

def test_51A_declarer_chooses_which_penalty_card_is_played() -> None:
    t = _table("HK CJ")
    t.choose(S, "none")
    play_cards(t, "W D4 N D2")  # East, void in diamonds, could play either
    step = t.step
    assert step is not None and step.law == "51A"
    assert set(_options(t)) == {("play CJ", S, "51A"), ("play HK", S, "51A")}
    assert t.legal_cards(E) == Holding(0)  # East waits for declarer
    with pytest.raises(IrregularActionError):
        t.choose(E, "play HK")  # not the offender's choice
    t.choose(S, "play CJ")
    assert t.legal_cards(E) == holding("CJ")
    play_cards(t, "E CJ S DA")
    assert t.penalty_cards == {E: card_list("HK")}  # the other one stays


def test_51A_two_penalty_cards_of_the_suit_led() -> None:
    t = _table("HK HT")
    t.choose(S, "none")
    play_cards(t, "W H2 N H4")
    assert set(_options(t)) == {("play HT", S, "51A"), ("play HK", S, "51A")}
    t.choose(S, "play HT")
    assert t.legal_cards(E) == holding("HT")


def test_51A_no_choice_when_only_one_can_legally_be_played() -> None:
    t = _table("HK CJ")
    t.choose(S, "none")
    play_cards(t, "W H2 N H4")  # East must follow suit: only the heart king qualifies
    assert t.step is None
    assert t.legal_cards(E) == holding("HK")


def test_51A_no_choice_when_none_can_legally_be_played() -> None:
    t = _table("HK HT")
    t.choose(S, "none")
    play_cards(t, "W CA N C6")  # East follows with a club; the penalty cards wait (50D1(b))
    assert t.step is None
    assert t.legal_cards(E) == holding("CJ CT C9 C5 C3")


def test_51A_playing_the_other_penalty_card_fails_declarers_choice() -> None:
    t = _table("HK CJ")
    t.choose(S, "none")
    play_cards(t, "W D4 N D2")
    t.choose(S, "play CJ")
    play_cards(t, "E HK")
    (revoke,) = t.revokes
    assert (revoke.player, revoke.kind, revoke.law) == (E, "penalty", "51A")


# --- 51B1: penalty cards in one suit; the partner is to lead --------------------------

def test_51B1_options_for_one_suit() -> None:
    t = _table("HK HT")
    step = t.step
    assert step is not None and step.law == "51B"
    names = [(name, who) for name, who, _ in _options(t)]
    assert ("require H", S) in names and ("prohibit H", S) in names
    assert {law for name, _, law in _options(t) if name != "none"} == {"51B1(a)", "51B1(b)"}
    assert t.legal_cards(W) == Holding(0)  # West waits for declarer


def test_51B1a_require_the_suit_picks_up_its_penalty_cards() -> None:
    t = _table("HK HT")
    t.choose(S, "require H")
    assert E not in t.penalty_cards
    assert t.legal_cards(W) == holding("HJ H2")
    play_cards(t, "W H2 N H4")
    assert t.legal_cards(E) == holding("HK HT H9 H8 H3")  # any legal play


def test_51B1b_prohibit_the_suit_picks_them_up_while_partner_keeps_the_lead() -> None:
    t = _table("HK HT")
    t.choose(S, "prohibit H")
    assert E not in t.penalty_cards
    assert t.legal_cards(W) == holding("S8 S2 DT D9 D8 D7 D6 D4 CA CK C4")
    play_cards(t, "W CA N C6 E C3 S C2")  # West keeps the lead
    assert t.legal_cards(W) == holding("S8 S2 DT D9 D8 D7 D6 D4 CK C4")
    play_cards(t, "W CK N C8 E C5 S C7")
    assert not any(c.suit == Card.parse("H2").suit for c in t.legal_cards(W))
    play_cards(t, "W D4 N DK E C9 S D3")  # dummy wins: the prohibition ends
    assert t.play is not None and t.play.lead_rule is None


def test_51B1_footnote_options_again_while_partner_keeps_the_lead() -> None:
    t = _table("HK HT CJ")
    t.choose(S, "none")
    play_cards(t, "W CA N C6")
    assert t.legal_cards(E) == holding("CJ")  # the only club penalty card
    play_cards(t, "E CJ S C2")  # West keeps the lead; two hearts remain penalty cards
    step = t.step
    assert step is not None and step.law == "51B"
    assert {name for name, _, _ in _options(t)} == {"require H", "prohibit H", "none"}


# --- 51B2: penalty cards in more than one suit ------------------------------------------

def test_51B2_options_for_two_suits() -> None:
    t = _table("HK CJ")
    assert set(_options(t)) == {
        ("require C", S, "51B2(a)"), ("require H", S, "51B2(a)"),
        ("prohibit C", S, "51B2(b)"), ("prohibit H", S, "51B2(b)"),
        ("prohibit C H", S, "51B2(b)"), ("none", S, "51B2(c)")}


def test_51B2a_require_one_suit_and_the_others_stay() -> None:
    t = _table("HK CJ")
    t.choose(S, "require H")
    assert t.penalty_cards == {E: card_list("CJ")}
    assert t.play is not None and t.play.penalty[E][Card.parse("CJ")]  # still major
    assert t.legal_cards(W) == holding("HJ H2")
    play_cards(t, "W H2 N H4")
    assert t.legal_cards(E) == holding("HK HT H9 H8 H3")  # B1(a): any legal play
    play_cards(t, "E H3 S H5")
    assert t.play.turn == S
    play_cards(t, "S C2 W C4 N C6")
    assert t.legal_cards(E) == holding("CJ")  # the club still has to go


def test_51B2b_prohibit_one_suit() -> None:
    t = _table("HK CJ")
    t.choose(S, "prohibit C")
    assert t.penalty_cards == {E: card_list("HK")}
    assert t.legal_cards(W) == holding("S8 S2 HJ H2 DT D9 D8 D7 D6 D4")


def test_51B2b_prohibit_several_suits() -> None:
    t = _table("HK CJ")
    t.choose(S, "prohibit C H")
    assert E not in t.penalty_cards
    assert t.legal_cards(W) == holding("S8 S2 DT D9 D8 D7 D6 D4")
    with pytest.raises(IrregularActionError):
        t.choose(S, "prohibit S")  # nothing more to choose


def test_51B2b_prohibition_lasts_while_partner_keeps_the_lead() -> None:
    t = _table("HK S6 CJ")
    t.choose(S, "prohibit H")
    assert t.penalty_cards == {E: card_list("S6 CJ")}
    play_cards(t, "W CA N C6 E CJ S C2")  # the club penalty card goes; West keeps the lead
    step = t.step  # the spade is still there: the options arise again
    assert step is not None
    t.choose(S, "none")
    assert not any(c.suit == Card.parse("H2").suit for c in t.legal_cards(W))


def test_51B2c_no_restriction_and_all_stay() -> None:
    t = _table("HK CJ")
    t.choose(S, "none")
    assert t.penalty_cards == {E: card_list("HK CJ")}
    assert t.legal_cards(W) == SOUTH_4S_DEAL[W]
    play_cards(t, "W CA N C6")
    assert t.legal_cards(E) == holding("CJ")  # Law 50 still applies


def test_51B2_footnote_options_again_while_partner_keeps_the_lead() -> None:
    t = _table("HK S6 CJ")
    t.choose(S, "none")
    play_cards(t, "W CA N C6 E CJ S C2")  # West keeps the lead; a heart and a spade remain
    step = t.step
    assert step is not None and step.law == "51B"
    assert ("prohibit H S", S, "51B2(b)") in _options(t)


def test_51B_law_59_when_the_leader_cannot_lead_the_suit() -> None:
    # East ruffs the first diamond and is on lead; West exposes two diamonds
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")
    t.apply(ExposedCards(W, (Card.parse("DT"), Card.parse("D9"))))
    t.choose(S, "require D")
    assert W not in t.penalty_cards
    assert t.legal_cards(E) == holding("S6 S5 HK HT H9 H8 H3 CJ CT C9 C5 C3")


def test_51B2b_law_59_when_every_suit_left_is_prohibited() -> None:
    # East ruffs the first diamond and is on lead; West shows a spade, a heart and a club;
    # declarer prohibits all three suits, and East has no diamonds
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")
    t.apply(ExposedCards(W, tuple(card_list("S8 HJ CA"))))
    t.choose(S, "prohibit C H S")
    assert W not in t.penalty_cards
    assert t.legal_cards(E) == holding("S6 S5 HK HT H9 H8 H3 CJ CT C9 C5 C3")
