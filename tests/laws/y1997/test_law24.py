"""Law 24 under the 1997 Laws: declarer MAY treat a defender's cards exposed during the
auction as penalty cards, card by card (2007 and 2017: they become penalty cards); 1997's
Law 23 takes the review 2017 gives to 72C; and 1997 has no 54E: a card presumed declarer
faces as the opening lead is a card exposed before the auction period ends (24).

BLOCK_DEAL (``tests/helpers.py``); North deals and plays 4S, East leads."""

from __future__ import annotations

import pytest

from bridgelaws import Board, Card, Holding, Seat
from bridgelaws.engine.tablemode import TableMode

from ...helpers import BLOCK_DEAL, law_keys, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _east_exposes_two_cards(laws: str) -> TableMode:
    t = TableMode(Board.numbered(1, BLOCK_DEAL), edition=laws)
    t.call(N, "1S")
    t.expose(E, ["CA", "D2"])  # two cards: West passes at his next turn (24C)
    for seat, call in ((E, "Pass"), (S, "4S"), (W, "Pass"), (N, "Pass"), (E, "Pass")):
        t.call(seat, call)
    return t


def test_24_1997_declarer_chooses_which_exposed_cards_are_penalty_cards() -> None:
    t = _east_exposes_two_cards("1997")
    step = t.step
    assert step is not None and (step.law, step.law.edition) == ("24", "1997")
    assert [o.name for o in step.options] == [
        "penalty CA D2", "penalty CA", "penalty D2", "return"]
    assert t.penalty_cards == {} and t.legal_cards(E) == Holding(0)
    t.choose(N, "penalty CA")
    assert t.penalty_cards == {E: [Card.parse("CA")]}
    assert t.play is not None and t.play.penalty[E] == {Card.parse("CA"): True}  # an honour
    assert t.legal_cards(E) == Holding([Card.parse("CA")])


def test_24_1997_declarer_may_let_every_card_go_back() -> None:
    t = _east_exposes_two_cards("1997")
    t.choose(N, "return")
    assert t.penalty_cards == {} and ("24", "chose.return24") in law_keys(t)
    assert len(t.legal_cards(E)) == 13


@pytest.mark.parametrize("laws", ["2007", "2017"])
def test_24_2007_and_2017_the_cards_become_penalty_cards(laws: str) -> None:
    t = _east_exposes_two_cards(laws)
    assert t.penalty_cards == {E: [Card.parse("CA"), Card.parse("D2")]}
    assert t.step is not None and t.step.law == "51A"  # two major penalty cards to lead


def test_23_1997_and_2007_the_review_of_the_enforced_pass_is_their_law_23() -> None:
    for laws in ("1997", "2007"):
        t = _east_exposes_two_cards(laws)
        flags = [(r.law, r.law.edition) for r in t.flags]
        assert flags == [("23", laws)]
    assert [r.law for r in _east_exposes_two_cards("2017").flags] == ["72C"]


def test_24_1997_presumed_declarer_leading_is_a_card_exposed_in_the_auction_period() -> None:
    t = table_mode("1S Pass 4S Pass Pass Pass", edition="1997")
    t.play_card(N, "SA")  # declarer, before East's opening lead
    assert [(r.kind, r.law, r.law.edition) for r in t.trail[-2:]] == [
        ("irregularity", "24", "1997"), ("consequence", "24", "1997")]
    assert Card.parse("SA") in t.play.hands[N] if t.play else False
    t2007 = table_mode("1S Pass 4S Pass Pass Pass", edition="2007")
    t2007.play_card(N, "SA")
    assert t2007.trail[-2].law == "54E" and t2007.trail[-2].law.edition == "2007"
