"""Law 52: failure to lead or play a penalty card, in table mode.

The deal is ``SOUTH_4S_DEAL`` (shown in ``tests/helpers.py``): South declares four spades,
West leads and North is dummy.

Before the opening lead East shows the heart king: a major penalty card; declarer leaves
West free to lead anything (50D2(b)).
"""

import pytest

from bridgelaws import Card, Seat
from bridgelaws.engine.steps import ExposedCards
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import CardRetracted

from ..helpers import SOUTH_4S, SOUTH_4S_DEAL, holding, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

HK, H3, C3 = Card.parse("HK"), Card.parse("H3"), Card.parse("C3")


def _table() -> TableMode:
    """Four spades by South, before the opening lead."""
    return table_mode(SOUTH_4S, SOUTH_4S_DEAL)


def _east_plays_h3() -> TableMode:
    """West leads a heart; East, who must play his penalty king, plays the three."""
    t = _table()
    t.apply(ExposedCards(E, (HK,)))
    t.choose(S, "none")
    play_cards(t, "W H2 N H4 E H3")
    return t


def _trick_cards(t: TableMode) -> dict[Seat, Card]:
    assert t.play is not None
    trick = t.play.current_trick
    assert trick is not None
    return dict(trick.plays)


def test_52_the_other_card_is_played_and_the_failure_recorded() -> None:
    t = _east_plays_h3()
    assert _trick_cards(t)[E] == H3  # the engine does not refuse the card
    (revoke,) = t.revokes
    assert (revoke.player, revoke.card, revoke.kind) == (E, H3, "penalty")
    assert t.step is None  # nothing happens until attention is drawn


def test_52A_offender_may_not_withdraw_the_other_card_on_his_own() -> None:
    t = _east_plays_h3()
    t.apply(CardRetracted(E, H3))
    t.find("to-comply", False)
    t.find("misinformed", False)
    assert _trick_cards(t)[E] == H3  # it stays played
    assert t.penalty_cards == {E: [HK]}
    assert "52A" in [r.law for r in t.trail]


def test_52B1a_declarer_may_accept_the_other_card() -> None:
    t = _east_plays_h3()
    t.attention(S)
    step = t.step
    assert step is not None and step.law == "52B"
    assert {(o.name, o.chooser, o.law) for o in step.options} == {
        ("accept", S, "52B1(a)"), ("refuse", S, "52B2")}
    for seat in (N, E, W):
        with pytest.raises(IrregularActionError):
            t.choose(seat, "accept")
    t.choose(S, "accept")
    assert _trick_cards(t)[E] == H3


def test_52B1b_declarer_must_accept_once_he_has_played_since() -> None:
    t = _east_plays_h3()
    play_cards(t, "S H5")  # declarer plays from his own hand after the failure
    t.attention(W)
    assert t.step is None  # no choice
    assert "52B1(b)" in [r.law for r in t.trail]
    assert t.play is not None and t.play.tricks[0].card_of(E) == H3
    assert t.penalty_cards == {E: [HK]}


def test_52B1b_a_card_played_from_dummy_counts_too() -> None:
    t = _table()
    t.apply(ExposedCards(E, (HK,)))
    t.choose(S, "none")
    play_cards(t, "W S2 N S3 E S4 S S9")  # South wins
    play_cards(t, "S D3 W D4 N DK")
    assert t.legal_cards(E) == holding("HK")  # void in diamonds: the king must go
    play_cards(t, "E C3")  # dummy's king wins
    play_cards(t, "N DQ")  # declarer plays from dummy to the next trick
    t.attention(S)
    assert t.step is None
    assert "52B1(b)" in [r.law for r in t.trail]
    assert t.penalty_cards == {E: [HK]}


def test_52B1c_unplayed_penalty_cards_stay_after_acceptance() -> None:
    t = _east_plays_h3()
    t.attention(S)
    t.choose(S, "accept")
    assert t.penalty_cards == {E: [HK]}
    assert t.play is not None and t.play.penalty[E][HK]  # still major
    play_cards(t, "S H5 S H6 W HJ N HA")  # South won with the five and leads again
    assert t.legal_cards(E) == holding("HK")


def test_52B2_refused_the_penalty_card_replaces_the_other_card() -> None:
    t = _east_plays_h3()
    t.attention(S)
    t.choose(S, "refuse")
    assert _trick_cards(t)[E] == HK
    assert t.penalty_cards == {E: [H3]}  # the card illegally played
    assert t.play is not None and t.play.penalty[E][H3]  # a major one
    assert H3 in t.play.hands[E]
    play_cards(t, "S H5")
    assert t.play.turn == E  # East won with the king


def test_52B2_a_lead_instead_of_the_penalty_card() -> None:
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")  # East ruffs and is on lead
    t.apply(ExposedCards(E, (HK,)))
    assert t.legal_cards(E) == holding("HK")
    play_cards(t, "E C3")  # he leads a club instead
    t.attention(S)
    t.choose(S, "refuse")
    assert _trick_cards(t) == {E: HK}
    assert t.penalty_cards == {E: [C3]}
    assert t.play is not None and t.play.penalty[E][C3]


def test_52B2_the_penalty_card_declarer_chose_replaces_it() -> None:
    t = _table()
    t.apply(ExposedCards(E, (HK, Card.parse("CJ"))))
    t.choose(S, "none")
    play_cards(t, "W D4 N D2")
    t.choose(S, "play CJ")  # 51A: the club jack is to be played
    play_cards(t, "E S4")  # East ruffs instead
    t.attention(S)
    t.choose(S, "refuse")
    assert _trick_cards(t)[E] == Card.parse("CJ")
    assert t.penalty_cards == {E: [HK, Card.parse("S4")]}
