"""Law 49: exposure of a defender's cards, in table mode.

The deal is ``SOUTH_4S_DEAL`` (shown in ``tests/helpers.py``): South declares four spades,
West leads and North is dummy.
"""

from bridgelaws import Card, Seat
from bridgelaws.engine.steps import ExposedCards
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardRetracted, Designated, HandSpread

from ..helpers import SOUTH_4S, SOUTH_4S_DEAL, card_list, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    """Four spades by South, before the opening lead."""
    return table_mode(SOUTH_4S, SOUTH_4S_DEAL)


def test_49_a_card_partner_could_see_is_a_penalty_card() -> None:
    t = _table()
    play_cards(t, "W H2 N H4")
    t.apply(ExposedCards(W, (Card.parse("CA"),)))  # West shows his club ace
    assert t.penalty_cards == {W: card_list("CA")}
    assert "49" in [r.law for r in t.trail]


def test_49_a_card_the_defender_names_is_a_penalty_card() -> None:
    t = _table()
    play_cards(t, "W H2 N H4")
    t.apply(Designated(W, "CA"))  # "I have the club ace"
    assert t.penalty_cards == {W: card_list("CA")}


def test_49_a_defenders_cards_shown_together_are_all_penalty_cards() -> None:
    t = _table()
    t.apply(ExposedCards(E, tuple(card_list("HK C3"))))
    assert t.penalty_cards == {E: card_list("HK C3")}


def test_49_exception_normal_course_of_play() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E HK S H5")
    assert not t.penalty_cards


def test_49_exception_a_law_applied_47E() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E C3 S H5")  # South wins; East revokes
    play_cards(t, "E C5")  # a lead out of turn: South told him wrongly it was his
    t.apply(CardRetracted(E, Card.parse("C5")))
    t.find("misinformed", True)
    assert not t.penalty_cards  # taken back under 47E1: no penalty card


def test_49_exception_a_defender_faces_his_hand_to_claim() -> None:
    t = _table()
    play_cards(t, "W CA N C6 E C3 S C2")
    t.apply(HandSpread(W))
    step = t.step
    assert step is not None and step.question is not None
    assert step.question.name == "claim"
    t.find("claim", True)  # a claim: Law 68, not 49
    assert not t.penalty_cards


def test_49_a_defender_who_faces_his_hand_without_claiming() -> None:
    t = _table()
    play_cards(t, "W CA N C6 E C3 S C2")
    t.apply(HandSpread(W))
    t.find("claim", False)
    t.find("current-trick", False)  # nor a comment on the trick in progress
    assert t.play is not None
    assert set(t.penalty_cards[W]) == set(t.play.hands[W])  # every card of his
    assert all(t.play.penalty[W].values())  # all major (50B)


def test_49_exception_a_comment_on_the_trick_in_progress() -> None:
    t = _table()
    play_cards(t, "W CA N C6 E C3")  # South has not played yet
    t.apply(HandSpread(W))
    t.find("claim", False)
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("current-trick", "68")
    t.find("current-trick", True)  # Law 68, not 49: no penalty cards
    assert not t.penalty_cards


def test_49_not_for_declarer_or_dummy() -> None:
    t = _table()
    play_cards(t, "W H2")
    t.apply(ExposedCards(S, (Card.parse("SA"),)))
    t.apply(ExposedCards(N, (Card.parse("DK"),)))
    assert not t.penalty_cards  # Law 48A
