"""Law 50: disposition of a penalty card, in table mode.

The deal is ``SOUTH_4S_DEAL`` (shown in ``tests/helpers.py``): South declares four spades,
West leads and North is dummy.

East is void in diamonds and holds the heart king and ten (honours) above the 9 8 3; West
holds the top clubs, so he can keep the lead for two tricks.
"""

import pytest

from bridgelaws import Card, Holding, Seat
from bridgelaws.engine.steps import ExposedCards
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import CardsTogether

from ..helpers import SOUTH_4S, SOUTH_4S_DEAL, holding, law_keys, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    """Four spades by South, before the opening lead (West's)."""
    return table_mode(SOUTH_4S, SOUTH_4S_DEAL)


def _expose(t: TableMode, seat: Seat, text: str) -> None:
    t.apply(ExposedCards(seat, tuple(Card.parse(c) for c in text.split())))


def _major(t: TableMode, seat: Seat, card: str) -> bool:
    assert t.play is not None
    return t.play.penalty[seat][Card.parse(card)]


def _question(t: TableMode) -> str | None:
    step = t.step
    return step.question.name if step is not None and step.question is not None else None


def _dropped_h3(deliberate: bool = False) -> TableMode:
    """East drops the heart three before the opening lead; the director finds whether it
    was deliberate."""
    t = _table()
    _expose(t, E, "H3")
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("deliberate", "50B")
    t.find("deliberate", deliberate)
    return t


def _exposed_hk() -> TableMode:
    """East shows the heart king before the opening lead: a major penalty card."""
    t = _table()
    _expose(t, E, "HK")
    return t


# --- 50 (intro), 50A ---------------------------------------------------------------------

def test_50_card_exposed_but_not_led_is_a_penalty_card() -> None:
    t = _exposed_hk()
    assert t.penalty_cards == {E: [Card.parse("HK")]}
    # no 57A choice for declarer: the card was not led
    assert "57A" not in [r.law for r in t.trail]
    step = t.step
    assert step is not None and step.law == "50D2"  # only the lead rights of 50D2


def test_50_a_premature_lead_is_dealt_with_by_law_57() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W D4 N D2")
    t.play_card(W, "CA")  # a second card from West, before East has played
    t.find("lead", True)  # a lead to the next trick (45E): premature
    assert "57A" in [r.law for r in t.trail]
    step = t.step
    assert step is not None and step.law == "57A"
    assert t.penalty_cards[W] == [Card.parse("CA")] and _major(t, W, "CA")


def test_50A_penalty_card_stays_face_up_until_played() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W CA N C6 E C3 S C2")
    assert t.step is not None and t.step.law == "50D2"  # West kept the lead
    t.choose(S, "none")
    play_cards(t, "W CK N C8 E C5 S C7")
    t.choose(S, "none")
    assert t.penalty_cards == {E: [Card.parse("HK")]}  # still on the table
    assert t.play is not None and Card.parse("HK") in t.play.hands[E]  # still East's card
    play_cards(t, "W H2 N H4")
    assert t.legal_cards(E) == holding("HK")
    play_cards(t, "E HK")
    assert E not in t.penalty_cards  # played: no longer a penalty card


# --- 50B ------------------------------------------------------------------------------------

def test_50B_single_low_card_dropped_inadvertently_is_minor() -> None:
    t = _dropped_h3(deliberate=False)
    assert t.penalty_cards == {E: [Card.parse("H3")]}
    assert not _major(t, E, "H3")


def test_50B_low_card_exposed_deliberately_is_major() -> None:
    t = _dropped_h3(deliberate=True)
    assert _major(t, E, "H3")


@pytest.mark.parametrize("card", ["HK", "HT"])
def test_50B_any_honour_is_major_without_a_finding(card: str) -> None:
    t = _table()
    _expose(t, E, card)
    step = t.step
    assert step is None or step.question is None  # the director is not asked
    assert _major(t, E, card)


def test_50B_lead_out_of_turn_makes_a_major_penalty_card() -> None:
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")  # East ruffs: his lead
    t.play_card(W, "C4")  # West leads instead
    t.choose(S, "refuse")
    assert t.penalty_cards == {W: [Card.parse("C4")]} and _major(t, W, "C4")


def test_50B_revoke_then_corrected_makes_a_major_penalty_card() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E C3")  # East has hearts
    t.attention(S)
    assert t.penalty_cards == {E: [Card.parse("C3")]} and _major(t, E, "C3")
    assert t.legal_cards(E) == holding("HK HT H9 H8 H3")  # he must follow suit first


def test_50B_one_of_two_cards_played_together_is_minor() -> None:
    t = _table()
    play_cards(t, "W H2 N H4")
    t.apply(CardsTogether(E, (Card.parse("H8"), Card.parse("C3"))))
    t.attention(S)
    step = t.step
    assert step is not None and {o.chooser for o in step.options} == {E}
    t.choose(E, "play H8")
    assert t.penalty_cards == {E: [Card.parse("C3")]}
    assert not _major(t, E, "C3")  # one spot card, exposed inadvertently


def test_50B_two_penalty_cards_are_both_major() -> None:
    t = _table()
    _expose(t, E, "H3 C3")
    assert _question(t) is None
    assert _major(t, E, "H3") and _major(t, E, "C3")


def test_50B_a_minor_penalty_card_becomes_major_with_a_second_one() -> None:
    t = _dropped_h3(deliberate=False)
    play_cards(t, "W D4 N D2 E S4 S D3")
    _expose(t, E, "C3")
    assert _major(t, E, "H3") and _major(t, E, "C3")


# --- 50C: minor penalty card ---------------------------------------------------------

def test_50C_no_other_spot_card_of_the_suit_before_the_penalty_card() -> None:
    t = _dropped_h3()
    play_cards(t, "W H2 N H4")
    # the 9 and 8 may not be played before the 3; an honour may
    assert t.legal_cards(E) == holding("HK HT H3")


def test_50C_minor_penalty_card_need_not_be_played_at_once() -> None:
    t = _dropped_h3()
    play_cards(t, "W D4 N D2")  # East, void, may discard or ruff anything but the 9 or 8 of hearts
    assert t.legal_cards(E) == holding("S6 S5 S4 HK HT H3 CJ CT C9 C5 C3")
    play_cards(t, "E C3 S DA")
    assert t.penalty_cards == {E: [Card.parse("H3")]}  # still there, still minor
    assert not _major(t, E, "H3")


def test_50C_minor_penalty_card_holder_leading() -> None:
    t = _dropped_h3()
    play_cards(t, "W D4 N D2 E S4 S D3")
    assert t.play is not None and t.play.turn == E
    assert t.legal_cards(E) == holding("S6 S5 HK HT H3 CJ CT C9 C5 C3")


def test_50C_partner_has_no_lead_restriction() -> None:
    t = _dropped_h3()
    assert t.step is None  # no 50D2 choice for declarer
    assert t.play is not None and t.play.lead_rule is None
    assert t.legal_cards(W) == SOUTH_4S_DEAL[W]


def test_50C_playing_the_penalty_card_ends_the_duty() -> None:
    t = _dropped_h3()
    play_cards(t, "W H2 N H4 E H3 S H5")  # South's five wins
    assert E not in t.penalty_cards
    play_cards(t, "S H6 W HJ N HA")
    assert t.legal_cards(E) == holding("HK HT H9 H8")  # any heart now


# --- 50D1: major penalty card ------------------------------------------------------------

def test_50D1a_major_penalty_card_when_following_suit() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W H2 N H4")
    assert t.legal_cards(E) == holding("HK")


def test_50D1a_major_penalty_card_when_discarding() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W D4 N D2")  # East is void in diamonds
    assert t.legal_cards(E) == holding("HK")


def test_50D1a_major_penalty_card_when_ruffing() -> None:
    t = _table()
    _expose(t, E, "S4")
    t.find("deliberate", True)
    t.choose(S, "none")
    play_cards(t, "W D4 N D2")
    assert t.legal_cards(E) == holding("S4")  # he must ruff with it


def test_50D1a_major_penalty_card_when_leading() -> None:
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")  # East ruffs and is on lead
    _expose(t, E, "HK")
    assert t.step is None  # East leads himself: no choice for declarer
    assert t.legal_cards(E) == holding("HK")


def test_50D1a_playing_another_card_is_a_failure_to_play_the_penalty_card() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W H2 N H4 E H3")
    (revoke,) = t.revokes
    assert (revoke.player, revoke.kind) == (E, "penalty")


def test_50D1b_following_suit_comes_first() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W CA N C6")
    assert t.legal_cards(E) == holding("CJ CT C9 C5 C3")
    play_cards(t, "E C3 S C2")
    assert t.penalty_cards == {E: [Card.parse("HK")]}  # it stays face up


def test_50D1b_a_play_restriction_comes_first() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W D4 N DK E HK S D3")  # the king goes; dummy wins
    _expose(t, E, "HT")  # a new major penalty card
    play_cards(t, "N H4")
    t.play_card(W, "HJ")  # West plays before his partner (57A)
    t.choose(S, "lowest")  # East must play his lowest heart
    assert t.legal_cards(E) == holding("H3")
    play_cards(t, "E H3")
    assert Card.parse("HT") in t.penalty_cards[E]  # still to be played


def test_50D1b_a_lead_restriction_comes_first() -> None:
    # East holds a major penalty card (a spade) and is to lead; West holds one too (the
    # club ace), and declarer requires a club: East's own penalty card waits.
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")  # East ruffs: his lead
    _expose(t, E, "S6")
    t.find("deliberate", True)
    _expose(t, W, "CA")
    step = t.step
    assert step is not None and step.law == "50D2"
    t.choose(S, "require C")
    assert t.legal_cards(E) == holding("CJ CT C9 C5 C3")
    assert t.penalty_cards[E] == [Card.parse("S6")]


# --- 50D2: the partner of the holder is to lead -----------------------------------------

def test_50D2_partner_may_not_lead_before_declarer_chooses() -> None:
    t = _exposed_hk()
    step = t.step
    assert step is not None and step.law == "50D2"
    assert [(o.name, o.chooser) for o in step.options] == [
        ("require H", S), ("prohibit H", S), ("none", S)]
    assert t.legal_cards(W) == Holding(0)


def test_50D2_a_lead_before_declarer_chooses_is_dealt_with_by_law_49() -> None:
    t = _exposed_hk()
    t.play_card(W, "CA")
    assert t.penalty_cards[W] == [Card.parse("CA")]  # it becomes a penalty card
    step = t.step
    assert step is not None and step.law == "50D2"  # declarer still chooses
    assert t.play is not None and t.play.current_trick is None  # nothing was led


def test_50D2_after_a_lead_too_early_restrictions_still_come_first() -> None:
    t = _exposed_hk()
    t.play_card(W, "CA")  # led before declarer chose: now West's own penalty card
    t.choose(S, "require H")
    assert t.legal_cards(W) == holding("HJ H2")  # the requirement comes first (50D1(b))
    assert t.penalty_cards == {W: [Card.parse("CA")]}


def test_50D2_only_declarer_chooses() -> None:
    t = _exposed_hk()
    for seat in (N, E, W):
        with pytest.raises(IrregularActionError):
            t.choose(seat, "require H")


def test_50D2a_require_the_suit_and_the_card_is_picked_up() -> None:
    t = _exposed_hk()
    t.choose(S, "require H")
    assert E not in t.penalty_cards  # picked up
    assert t.legal_cards(W) == holding("HJ H2")
    play_cards(t, "W H2 N H4")
    assert t.legal_cards(E) == holding("HK HT H9 H8 H3")  # any heart now
    assert ("50E2", "penalty.picked.up.information") in law_keys(t)


def test_50D2a_prohibit_the_suit_while_partner_keeps_the_lead() -> None:
    t = _exposed_hk()
    t.choose(S, "prohibit H")
    assert E not in t.penalty_cards
    assert t.legal_cards(W) == holding("S8 S2 DT D9 D8 D7 D6 D4 CA CK C4")
    play_cards(t, "W CA N C6 E C3 S C2")  # West keeps the lead: still no heart
    assert t.step is None  # nothing left to choose: the card is gone
    assert t.legal_cards(W) == holding("S8 S2 DT D9 D8 D7 D6 D4 CK C4")
    play_cards(t, "W D4 N DK E C5 S D3")  # dummy wins: the prohibition is over
    assert t.play is not None and t.play.lead_rule is None


def test_50D2a_law_59_when_the_leader_cannot_lead_the_suit() -> None:
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")  # East ruffs: his lead; he has no diamonds
    _expose(t, W, "DT")
    t.choose(S, "require D")
    assert W not in t.penalty_cards
    assert t.legal_cards(E) == holding("S6 S5 HK HT H9 H8 H3 CJ CT C9 C5 C3")


def test_50D2b_no_restriction_and_the_penalty_card_stays() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    assert t.penalty_cards == {E: [Card.parse("HK")]}
    assert t.legal_cards(W) == SOUTH_4S_DEAL[W]


def test_50D2_footnote_options_again_while_partner_keeps_the_lead() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W CA N C6 E C3 S C2")  # West wins and leads again; the king is still there
    step = t.step
    assert step is not None and step.law == "50D2"
    assert [o.name for o in step.options] == ["require H", "prohibit H", "none"]
    t.choose(S, "require H")
    assert t.legal_cards(W) == holding("HJ H2")


def test_50D2_no_options_once_the_card_is_played() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W H2 N H4 E HK S H5")  # the king is played; East wins
    play_cards(t, "E C3 S C2 W CA N C6")  # West wins
    assert t.step is None


# --- 50E ----------------------------------------------------------------------------------

def test_50E1_information_from_a_card_on_the_table_is_authorised() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W CA N C6 E C3 S C2")
    # while the king lies face up, the trail says it is authorised for every player, and
    # records nothing as unauthorised
    (info,) = [r for r in t.trail if r.kind == "information"]
    assert (info.law, info.message.key) == ("50E1", "penalty.information")
    assert info.message.values["seat"] == E


def test_50E1_a_card_exposed_in_the_auction_is_authorised_once_a_penalty_card() -> None:
    t = table_mode("1D", SOUTH_4S_DEAL)
    t.apply(ExposedCards(E, (Card.parse("H3"),)))  # one low card: 24A
    assert law_keys(t)[-2] == ("16C", "unauthorized.cards")  # while the auction lasts
    for seat, call in zip([E, S, W, N, E, S, W, N, E],
                          "Pass 1S Pass 2S Pass 4S Pass Pass Pass".split(), strict=True):
        t.call(seat, call)
    assert t.declarer == S
    keys = law_keys(t)
    i = keys.index(("50E1", "penalty.information"))
    assert keys[i - 1] == ("24E", "penalty.cards")  # a defender's card: a penalty card
    assert not [r for r in t.trail[i + 1:] if r.kind == "information"]


def test_50E2_information_from_a_picked_up_card() -> None:
    t = _exposed_hk()
    t.choose(S, "prohibit H")
    (info,) = [r for r in t.trail if r.law == "50E2"]
    assert info.kind == "information"
    assert info.message.values["partner"] == W and info.message.values["declarer"] == S


def test_50E3_information_once_the_card_is_played() -> None:
    t = _exposed_hk()
    t.choose(S, "none")
    play_cards(t, "W D4 N D2 E HK")
    (info,) = [r for r in t.trail if r.law == "50E3"]
    assert info.kind == "information" and info.message.values["partner"] == W


def test_50E4_the_director_reviews_at_the_end_of_play() -> None:
    t = _exposed_hk()
    assert "50E4" in [f.law for f in t.flags]
