"""Law 46: incomplete or invalid designation of a card from dummy, in table mode.

The deal is ``SOUTH_4S_DEAL`` (shown in ``tests/helpers.py``): South declares four spades,
West leads and North is dummy.

In the second deal (``FINESSE``) the heart king is West's instead of East's, and East has
a diamond: West leads low from the king into dummy's ace-queen.
"""

import pytest

from bridgelaws import Card, Deal, Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import Designated

from ..helpers import SOUTH_4S, SOUTH_4S_DEAL, holding, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

FINESSE = Deal.parse("N:K73.AQ4.KQJ52.86 654.T983.4.JT953 AQJT9.765.A3.Q72 82.KJ2.T9876.AK4")


def _table(deal: Deal = SOUTH_4S_DEAL) -> TableMode:
    """Four spades by South, before the opening lead."""
    return table_mode(SOUTH_4S, deal)


def _name(t: TableMode, what: str) -> None:
    """Declarer designates dummy's card: ``what`` as he said it."""
    t.apply(Designated(S, what))


def _dummys_card(t: TableMode) -> Card | None:
    """Dummy's card in the trick in progress, or in the last trick once it is complete."""
    assert t.play is not None
    trick = t.play.current_trick
    if trick is not None and trick.card_of(N) is not None:
        return trick.card_of(N)
    return t.play.tricks[-1].card_of(N) if t.play.tricks else None


def _dummy_won_with_a_heart() -> TableMode:
    """Trick 1: West leads a heart and dummy's ace wins; dummy is on lead."""
    t = _table()
    play_cards(t, "W H2 N HA E H3 S H5")
    assert t.play is not None and t.play.turn == N
    return t


def _dummy_won_with_a_diamond() -> TableMode:
    """Trick 1: West leads a diamond and dummy's king wins; dummy is on lead."""
    t = _table()
    play_cards(t, "W D4 N DK E C3 S D3")
    assert t.play is not None and t.play.turn == N
    return t


# --- 46A --------------------------------------------------------------------------------------

def test_46A_suit_and_rank_designate_the_card() -> None:
    t = _table()
    play_cards(t, "W HJ")
    _name(t, "HQ")
    assert _dummys_card(t) == Card.parse("HQ")
    assert t.step is None
    assert t.play is not None and t.play.turn == E


# --- 46B1: high, win, low ----------------------------------------------------------------

def test_46B1a_high_is_the_highest_card_of_the_suit_led() -> None:
    t = _table()
    play_cards(t, "W H2")
    _name(t, "high")
    assert _dummys_card(t) == Card.parse("HA")


def test_46B1c_low_is_the_lowest_card_of_the_suit_led() -> None:
    t = _table()
    play_cards(t, "W H2")
    _name(t, "low")
    assert _dummys_card(t) == Card.parse("H4")


def test_46B1b_win_in_fourth_seat_is_the_lowest_card_that_wins() -> None:
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")  # East ruffs and is on lead
    play_cards(t, "E H3 S H5 W HJ")
    _name(t, "win")
    assert _dummys_card(t) == Card.parse("HQ")  # the queen beats the jack; so would the ace
    assert t.play is not None and t.play.tricks[-1].winner == N


def test_46B1b_win_in_second_seat_with_the_king_unseen() -> None:
    t = _table()
    play_cards(t, "W HJ")  # the king is still out: only the ace is known to win
    _name(t, "win")
    assert _dummys_card(t) == Card.parse("HA")


def test_46B1b_win_is_what_declarer_knows_wins_not_where_the_cards_lie() -> None:
    t = _table(FINESSE)
    play_cards(t, "W H2")  # low from the king: declarer cannot know the queen would win
    _name(t, "win")
    assert _dummys_card(t) == Card.parse("HA")


def test_46B1b_win_is_not_prevented_by_declarers_own_higher_card() -> None:
    t = _table()
    play_cards(t, "W DT")  # dummy KQJ52, declarer A3: the jack wins unless declarer overtakes
    _name(t, "win")
    assert _dummys_card(t) == Card.parse("DJ")


# --- 46B2: suit only -------------------------------------------------------------------------

def test_46B2_suit_only_is_the_lowest_card_of_that_suit() -> None:
    t = _dummy_won_with_a_heart()
    _name(t, "D")
    assert _dummys_card(t) == Card.parse("D2")


def test_46B2_suit_only_when_discarding() -> None:
    t = _table()
    play_cards(t, "W CA N C6 E C3 S C2 W CK N C8 E C5 S C7 W C4")  # dummy is out of clubs
    _name(t, "D")
    assert _dummys_card(t) == Card.parse("D2")


def test_46B2_ruff_is_the_lowest_trump() -> None:
    t = _table()
    play_cards(t, "W CA N C6 E C3 S C2 W CK N C8 E C5 S C7 W C4")
    _name(t, "ruff")
    assert _dummys_card(t) == Card.parse("S3")


def test_46B2_suit_only_stands_even_when_it_is_a_revoke() -> None:
    t = _table()
    play_cards(t, "W H2")
    _name(t, "D")  # dummy has hearts, but a suit named is its lowest card
    assert _dummys_card(t) == Card.parse("D2")
    (revoke,) = t.revokes
    assert (revoke.player, revoke.card) == (N, Card.parse("D2"))


# --- 46B3: rank only --------------------------------------------------------------------------

def test_46B3a_rank_when_leading_continues_the_suit_dummy_won_with() -> None:
    t = _dummy_won_with_a_diamond()
    _name(t, "Q")  # dummy has the heart queen and the diamond queen
    assert _dummys_card(t) == Card.parse("DQ")


def test_46B3a_does_not_apply_without_that_rank_in_the_suit() -> None:
    t = _dummy_won_with_a_diamond()
    _name(t, "A")  # no diamond ace in dummy: 46B3(b), and the heart ace is the only ace
    assert _dummys_card(t) == Card.parse("HA")


def test_46B3b_rank_when_following_is_the_card_that_can_legally_be_played() -> None:
    t = _table()
    play_cards(t, "W H2")
    _name(t, "Q")  # the diamond queen may not be played: dummy has hearts
    assert _dummys_card(t) == Card.parse("HQ")


def test_46B3b_two_legal_cards_of_the_rank_declarer_must_say_which() -> None:
    t = _dummy_won_with_a_heart()
    _name(t, "K")  # no heart king: the spade king and the diamond king may both be led
    step = t.step
    assert step is not None and step.law == "46B3(b)"
    assert {(o.name, o.chooser) for o in step.options} == {("play SK", S), ("play DK", S)}
    assert t.play is not None and t.play.current_trick is None  # nothing led yet
    for seat in (N, E, W):
        with pytest.raises(IrregularActionError):
            t.choose(seat, "play DK")
    t.choose(S, "play DK")
    assert _dummys_card(t) == Card.parse("DK")


def test_46B3b_two_cards_of_the_rank_when_discarding() -> None:
    t = _table()
    play_cards(t, "W CA N C6 E C3 S C2 W CK N C8 E C5 S C7 W C4")  # dummy is out of clubs
    _name(t, "Q")
    step = t.step
    assert step is not None and step.law == "46B3(b)"
    assert {(o.name, o.chooser) for o in step.options} == {("play HQ", S), ("play DQ", S)}
    t.choose(S, "play HQ")
    assert _dummys_card(t) == Card.parse("HQ")


# --- 46B4: a card not in dummy ---------------------------------------------------------------

def test_46B4_a_card_not_in_dummy_is_void() -> None:
    t = _table()
    play_cards(t, "W H2")
    _name(t, "C5")  # East's card
    assert "46B4" in [r.law for r in t.trail]
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(N) is None  # nothing was played
    assert t.play.turn == N
    assert t.legal_cards(N) == holding("HA HQ H4")  # declarer may name any legal card
    _name(t, "HQ")
    assert _dummys_card(t) == Card.parse("HQ")


def test_46B4_a_rank_dummy_does_not_hold_is_void() -> None:
    t = _table()
    play_cards(t, "W H2")
    _name(t, "T")  # dummy has no ten
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(N) is None
    assert t.legal_cards(N) == holding("HA HQ H4")


# --- 46B5: no suit, no rank ------------------------------------------------------------------

def test_46B5_play_anything_either_defender_chooses() -> None:
    t = _table()
    play_cards(t, "W H2")
    _name(t, "anything")
    step = t.step
    assert step is not None and step.law == "46B5"
    assert {o.chooser for o in step.options} == {E, W}
    assert {o.name for o in step.options} == {"play HA", "play HQ", "play H4"}  # legal ones
    with pytest.raises(IrregularActionError):
        t.choose(S, "play HA")  # not declarer's choice
    t.choose(E, "play H4")
    assert _dummys_card(t) == Card.parse("H4")
    assert t.play is not None and t.play.turn == E


def test_46B5_the_other_defender_may_choose_too() -> None:
    t = _dummy_won_with_a_heart()
    _name(t, "anything")
    t.choose(W, "play C8")
    assert _dummys_card(t) == Card.parse("C8")

