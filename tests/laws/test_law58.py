"""Law 58: simultaneous leads or plays, in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North declares 1S and South is dummy.
"""

import pytest

from bridgelaws import Card, Holding, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardsTogether, PlayedTogether

from ..helpers import (
    EAST_TO_LEAD,
    SOUTH_TO_LEAD,
    after_first_trick,
    holds,
    law_keys,
    play_cards,
    table_mode,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def _holding(text: str) -> Holding:
    return Holding(_cards(text))


def _is_major(t: TableMode, seat: Seat, card: str) -> bool:
    assert t.play is not None
    return t.play.penalty[seat][Card.parse(card)]


# --- 58A: two players at the same moment ----------------------------------------------------

def test_58A_a_card_played_with_the_lead_counts_as_played_after_it() -> None:
    t = table_mode()
    play_cards(t, "E D2")
    t.apply(PlayedTogether(S, Card.parse("DA")))  # dummy's card at the moment East leads
    assert ("58A", "played.together") in law_keys(t)
    assert t.step is None
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((E, Card.parse("D2")), (S, Card.parse("DA")))
    assert t.play.turn == W


def test_58A_wrong_defenders_lead_at_the_same_moment_counts_as_played_after() -> None:
    t = after_first_trick(EAST_TO_LEAD, E)
    t.play_card(W, "S3")  # West leads, East leads at the very same moment
    t.apply(PlayedTogether(E, Card.parse("S9")))
    assert t.step is None and t.penalty_cards == {}
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.leader == E
    assert t.play.current_trick.card_of(E) == Card.parse("S9")
    assert not holds(t, W, "S3")  # a legal card: it is West's play to this trick
    play_cards(t, "S S5 N SJ")
    assert t.play.tricks[1].card_of(W) == Card.parse("S3")


# --- 58B1: only one face visible ---------------------------------------------------------------

def test_58B1_only_the_visible_card_is_played() -> None:
    t = table_mode()
    t.apply(CardsTogether(E, _cards("H7"), _cards("H6")))  # H6 comes along face down
    assert ("58B1", "together.one.visible") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((E, Card.parse("H7")),)
    assert holds(t, E, "H6")
    assert t.penalty_cards == {} and t.step is None


def test_58B1_later_in_the_play() -> None:
    t = after_first_trick(SOUTH_TO_LEAD, S)
    play_cards(t, "S DK")
    t.apply(CardsTogether(W, _cards("D9"), _cards("HA")))
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(W) == Card.parse("D9")
    assert holds(t, W, "HA") and t.penalty_cards == {}
    assert t.play.turn == N


# --- 58B2: more than one face visible ------------------------------------------------------------

def _west_plays_two(cards: str) -> TableMode:
    """Dummy leads the king of diamonds, West plays two diamonds at once, faces up, North
    plays, and East draws attention."""
    t = after_first_trick(SOUTH_TO_LEAD, S)
    play_cards(t, "S DK")
    t.apply(CardsTogether(W, _cards(cards)))
    play_cards(t, "N D6")
    t.attention(E)
    return t


def test_58B2_the_defender_chooses_his_card() -> None:
    t = _west_plays_two("D9 DT")
    step = t.step
    assert step is not None and step.law == "58B2"
    assert [(o.name, o.chooser) for o in step.options] == [("play D9", W), ("play DT", W)]


@pytest.mark.parametrize(("cards", "played", "other", "major"), [
    ("D9 S4", "D9", "S4", False),  # one low card, exposed inadvertently: minor
    ("D9 DT", "D9", "DT", True),  # an honour: major
])
def test_58B2_the_other_card_becomes_a_penalty_card(cards: str, played: str, other: str,
                                                    major: bool) -> None:
    t = _west_plays_two(cards)
    t.choose(W, f"play {played}")
    assert ("58B2", "chose.card") in law_keys(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(W) == Card.parse(played)
    assert t.penalty_cards == {W: [Card.parse(other)]}
    assert _is_major(t, W, other) is major


def test_58B2_three_cards_two_penalty_cards_all_major() -> None:
    t = after_first_trick(SOUTH_TO_LEAD, S)
    play_cards(t, "S DK")
    t.apply(CardsTogether(W, _cards("D9 S4 S3")))
    t.attention(N)
    t.choose(W, "play D9")
    assert t.play is not None
    assert t.play.penalty == {W: {Card.parse("S4"): True, Card.parse("S3"): True}}


def test_58B2_declarer_chooses_and_has_no_penalty_card() -> None:
    t = after_first_trick(SOUTH_TO_LEAD, S)
    play_cards(t, "S DK W DT")
    t.apply(CardsTogether(N, _cards("D7 D6")))
    t.attention(E)
    step = t.step
    assert step is not None and [(o.name, o.chooser) for o in step.options] == [
        ("play D7", N), ("play D6", N)]
    t.choose(N, "play D6")
    assert t.penalty_cards == {}
    assert holds(t, N, "D7")
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(N) == Card.parse("D6")


def test_58B2_the_opening_leader_chooses_which_card_he_leads() -> None:
    t = table_mode()
    t.apply(CardsTogether(E, _cards("H7 H6")))  # East, on lead, faces two hearts
    t.attention(N)
    step = t.step
    assert step is not None and step.law == "58B2"
    assert {(o.name, o.chooser) for o in step.options} == {("play H7", E), ("play H6", E)}
    t.choose(E, "play H6")
    assert t.penalty_cards == {E: [Card.parse("H7")]}


# --- 58B3: an opponent who played since may change his card -----------------------------------

@pytest.mark.parametrize("withdraw", [True, False])
def test_58B3_opponent_who_played_after_may_withdraw_his_card(withdraw: bool) -> None:
    t = _west_plays_two("D9 DT")
    t.choose(W, "play D9")  # West withdraws the ten, which he had played visibly
    step = t.step
    assert step is not None and step.law == "58B3"
    assert {(o.name, o.chooser) for o in step.options} == {("withdraw", N), ("keep", N)}
    t.choose(N, "withdraw" if withdraw else "keep")
    assert t.play is not None and t.play.current_trick is not None
    if withdraw:
        assert t.play.current_trick.card_of(N) is None and holds(t, N, "D6")
        assert ("16C", "withdrawn.card.information") in law_keys(t)
        t.play_card(N, "D7")  # another card, with no further rectification
        assert t.play.current_trick.card_of(N) == Card.parse("D7")
    else:
        assert t.play.current_trick.card_of(N) == Card.parse("D6")
    assert t.penalty_cards == {W: [Card.parse("DT")]}  # nothing for North
    assert t.play.turn == E


# --- 58B4: noticed only after both sides played to the next trick -------------------------------

def test_58B4_noticed_late_law_67_applies() -> None:
    t = after_first_trick(SOUTH_TO_LEAD, S)
    play_cards(t, "S DK")
    t.apply(CardsTogether(W, _cards("D9 C6")))  # nobody notices
    play_cards(t, "N D6 E D3")
    play_cards(t, "S DQ W DT N D7 E D4")  # both sides play to the next trick
    t.attention(E)
    assert t.step is None or t.step.law != "58B2"  # no choice under 58B2 any more
    assert [law for law, _ in law_keys(t) if law.startswith("67")]
    assert t.play is not None
    assert len(t.play.tricks[1].plays) == 4  # the trick holds one card of West again
