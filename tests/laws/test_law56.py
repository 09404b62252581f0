"""Law 56: a defender's lead out of turn (other than the opening lead), in table mode.

The hands (BLOCK_DEAL): North AKQJ of spades, T98 of hearts, 765 of diamonds, 432 of clubs;
East T98 / 765 / 432 / AKQJ; South 765 / 432 / AKQJ / T98; West 432 / AKQJ / T98 / 765.
North declares 1S and South is dummy.
"""

import pytest

from bridgelaws import Board, Card, Holding, Seat
from bridgelaws.steps import IrregularActionError
from bridgelaws.tablemode import TableMode

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

NORTH_TO_LEAD = "E S8 S S5 W S2 N SA"  # North's ace wins
EAST_TO_LEAD = "E CA S C8 W C5 N C2"  # East's ace wins
SOUTH_TO_LEAD = "E D2 S DA W D8 N D5"  # dummy's ace wins


def _one_spade() -> TableMode:
    t = TableMode(Board.numbered(1, BLOCK_DEAL))
    for seat, call in zip((N, E, S, W), ("1S", "Pass", "Pass", "Pass"), strict=True):
        t.call(seat, call)
    return t


def _play(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, card in zip(words[::2], words[1::2], strict=True):
        t.play_card(Seat.parse(seat), card)


def _after(first_trick: str, leader: Seat) -> TableMode:
    t = _one_spade()
    _play(t, first_trick)
    assert t.play is not None and t.play.turn == leader and t.step is None
    return t


def _holding(text: str) -> Holding:
    return Holding(Card.parse(c) for c in text.split())


def _laws(t: TableMode) -> list[tuple[str, str]]:
    return [(r.law, r.message.key) for r in t.trail]


def test_56_declarer_alone_chooses() -> None:
    t = _after(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    step = t.step
    assert step is not None and step.law == "56"
    assert [(o.name, o.chooser, o.law) for o in step.options] == [
        ("accept", N, "53A"), ("refuse", N, "56B")]
    for seat in (E, S, W):
        with pytest.raises(IrregularActionError):
            t.choose(seat, "refuse")


# --- 56A: declarer accepts --------------------------------------------------------------------

def test_56A_declarer_accepts_the_lead() -> None:
    t = _after(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.choose(N, "accept")
    assert t.penalty_cards == {}
    ps = t.play
    assert ps is not None and ps.current_trick is not None
    assert ps.current_trick.plays == ((E, Card.parse("CA")),)
    assert ps.turn == S
    _play(t, "S C8 W C5 N C2")
    assert ps.tricks[1].winner == E and ps.turn == E


@pytest.mark.parametrize(("first", "leader", "offender", "card", "next_hand"), [
    (SOUTH_TO_LEAD, S, E, "H7", S),  # East leads at dummy's turn
    (EAST_TO_LEAD, E, W, "HK", N),  # West leads at his partner's turn
])
def test_56A_accepted_lead_is_played_to_from_the_offenders_left(
        first: str, leader: Seat, offender: Seat, card: str, next_hand: Seat) -> None:
    t = _after(first, leader)
    t.play_card(offender, card)
    t.choose(N, "accept")
    assert t.play is not None and t.play.turn == next_hand


# --- 56B: declarer has the card withdrawn ------------------------------------------------------

@pytest.mark.parametrize("card", ["CA", "D2"])  # an honour, and a low card led deliberately
def test_56B_withdrawn_card_is_a_major_penalty_card(card: str) -> None:
    t = _after(NORTH_TO_LEAD, N)
    t.play_card(E, card)
    t.choose(N, "refuse")
    assert ("56B", "chose.refuse.lead") in _laws(t)
    ps = t.play
    assert ps is not None and ps.penalty == {E: {Card.parse(card): True}}
    assert ps.current_trick is None and ps.turn == N
    assert t.step is None  # declarer's own lead: no 50D2 choice to make
    assert "50E4" in [f.law for f in t.flags]


def test_56B_50D1_the_penalty_card_is_played_at_the_first_legal_opportunity() -> None:
    t = _after(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.choose(N, "refuse")
    t.play_card(N, "C2")
    assert t.legal_cards(E) == _holding("CA")
    t.play_card(E, "CA")
    assert t.penalty_cards == {}


def test_56B_50D1_following_suit_comes_first() -> None:
    t = _after(NORTH_TO_LEAD, N)
    t.play_card(E, "CA")
    t.choose(N, "refuse")
    t.play_card(N, "D5")
    assert t.legal_cards(E) == _holding("D4 D3 D2")
    t.play_card(E, "D2")
    assert t.penalty_cards == {E: [Card.parse("CA")]}  # it stays on the table


def test_56B_50D2_when_the_offenders_partner_is_to_lead() -> None:
    t = _after(EAST_TO_LEAD, E)
    t.play_card(W, "HK")  # West leads at East's turn
    t.choose(N, "refuse")
    assert t.penalty_cards == {W: [Card.parse("HK")]}
    step = t.step
    assert step is not None and step.law == "50D2"
    assert [(o.name, o.chooser) for o in step.options] == [
        ("require H", N), ("prohibit H", N), ("none", N)]
    t.choose(N, "require H")
    assert t.legal_cards(E) == _holding("H7 H6 H5")
    assert t.penalty_cards == {}  # picked up (50D2(a))
