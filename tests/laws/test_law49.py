"""Law 49: exposure of a defender's cards, in table mode.

The deal (board 1, North deals, nobody vulnerable): North-South bid 1D - 1S - 2S - 4S, so
South declares four spades, West leads and North is dummy.

    North  SK73    HAQ4    DKQJ52   C86
    East   S654    HKT983  D-       CJT953
    South  SAQJT9  H765    DA3      CQ72
    West   S82     HJ2     DT98764  CAK4
"""

from bridgelaws import Board, Card, Deal, Seat
from bridgelaws.steps import ExposedCards
from bridgelaws.tablemode import TableMode
from bridgelaws.tableplay import CardRetracted, Designated, HandSpread

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

DEAL = Deal.parse("N:K73.AQ4.KQJ52.86 654.KT983..JT953 AQJT9.765.A3.Q72 82.J2.T98764.AK4")


def _table() -> TableMode:
    """Four spades by South, before the opening lead."""
    t = TableMode(Board.numbered(1, DEAL))
    calls = "1D Pass 1S Pass 2S Pass 4S Pass Pass Pass".split()
    for seat, call in zip(list(Seat) * 3, calls, strict=False):
        t.call(seat, call)
    return t


def _play(t: TableMode, text: str) -> None:
    """``"W CA N C6 ..."``: cards led or played in order."""
    words = text.split()
    for seat, card in zip(words[::2], words[1::2], strict=True):
        t.play_card(Seat.parse(seat), card)


def _cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def test_49_a_card_partner_could_see_is_a_penalty_card() -> None:
    t = _table()
    _play(t, "W H2 N H4")
    t.apply(ExposedCards(W, (Card.parse("CA"),)))  # West shows his club ace
    assert t.penalty_cards == {W: _cards("CA")}
    assert "49" in [r.law for r in t.trail]


def test_49_a_card_the_defender_names_is_a_penalty_card() -> None:
    t = _table()
    _play(t, "W H2 N H4")
    t.apply(Designated(W, "CA"))  # "I have the club ace"
    assert t.penalty_cards == {W: _cards("CA")}


def test_49_a_defenders_cards_shown_together_are_all_penalty_cards() -> None:
    t = _table()
    t.apply(ExposedCards(E, tuple(_cards("HK C3"))))
    assert t.penalty_cards == {E: _cards("HK C3")}


def test_49_exception_normal_course_of_play() -> None:
    t = _table()
    _play(t, "W H2 N H4 E HK S H5")
    assert not t.penalty_cards


def test_49_exception_a_law_applied_47E() -> None:
    t = _table()
    _play(t, "W H2 N H4 E C3 S H5")  # South wins; East revokes
    _play(t, "E C5")  # a lead out of turn: South told him wrongly it was his
    t.apply(CardRetracted(E, Card.parse("C5")))
    t.find("misinformed", True)
    assert not t.penalty_cards  # taken back under 47E1: no penalty card


def test_49_exception_a_defender_faces_his_hand_to_claim() -> None:
    t = _table()
    _play(t, "W CA N C6 E C3 S C2")
    t.apply(HandSpread(W))
    step = t.step
    assert step is not None and step.question is not None
    assert step.question.name == "claim"
    t.find("claim", True)  # a claim: Law 68, not 49
    assert not t.penalty_cards


def test_49_a_defender_who_faces_his_hand_without_claiming() -> None:
    t = _table()
    _play(t, "W CA N C6 E C3 S C2")
    t.apply(HandSpread(W))
    t.find("claim", False)
    t.find("current-trick", False)  # nor a comment on the trick in progress
    assert t.play is not None
    assert set(t.penalty_cards[W]) == set(t.play.hands[W])  # every card of his
    assert all(t.play.penalty[W].values())  # all major (50B)


def test_49_exception_a_comment_on_the_trick_in_progress() -> None:
    t = _table()
    _play(t, "W CA N C6 E C3")  # South has not played yet
    t.apply(HandSpread(W))
    t.find("claim", False)
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("current-trick", "68")
    t.find("current-trick", True)  # Law 68, not 49: no penalty cards
    assert not t.penalty_cards


def test_49_not_for_declarer_or_dummy() -> None:
    t = _table()
    _play(t, "W H2")
    t.apply(ExposedCards(S, (Card.parse("SA"),)))
    t.apply(ExposedCards(N, (Card.parse("DK"),)))
    assert not t.penalty_cards  # Law 48A
