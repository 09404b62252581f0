"""Law 24: a card exposed or led during the auction, in table mode."""

import contextlib

import pytest

from bridgelaws import Board, Call, Card, Seat, Side
from bridgelaws.engine.tablemode import IrregularActionError, TableMode

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
PASS = Call.parse("Pass")


def _table(number: int = 1) -> TableMode:
    return TableMode(Board.numbered(number, BLOCK_DEAL))


def _calls(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def _severity(t: TableMode, seat: Seat) -> str:
    (ruling,) = [r for r in t.trail if r.law == "24E" and r.message.values["seat"] == seat]
    return str(ruling.message.values["severity"])


def test_24_exposed_cards_stay_face_up_and_information_is_recorded() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(E, ["H5"])
    assert [c for c, _ in t.exposed[E]] == _cards("H5")
    assert ("24", "exposed.stay") in [(r.law, r.message.key) for r in t.trail]
    (info,) = [r for r in t.trail if r.kind == "information"]
    assert info.law == "16C"
    assert (info.message.values["nos"], info.message.values["os"]) == (Side.NS, Side.EW)
    assert t.turn == E  # the auction goes on


def test_24A_single_low_card_no_rectification() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(E, ["H5"])
    assert ("consequence", "24A") in [(r.kind, r.law) for r in t.trail]
    assert not t.obligations and not t.flags
    _calls(t, "E Pass S Pass")
    assert len(t.legal_calls(W)) > 1


@pytest.mark.parametrize(("card", "led"), [
    ("CA", False),  # an honour
    ("ST", False),  # the ten is an honour too
    ("H5", True),  # any card led prematurely
])
def test_24B_honour_or_premature_lead_partner_passes_next_turn(card: str, led: bool) -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(E, [card], led=led)
    duty = t.obligations[W]
    assert not duty.rest_of_auction and duty.law == "24B"
    assert "72C" in [f.law for f in t.flags]
    _calls(t, "E Pass S 2S")
    assert t.legal_calls(W) == (PASS,)
    _calls(t, "W Pass N Pass E Pass S Pass")
    assert t.contract is not None and str(t.contract) == "2S N"


def test_24B_partner_is_silenced_for_one_turn_only() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(W, ["HA"])
    assert t.obligations[E].law == "24B"
    assert t.legal_calls(E) == (PASS,)
    _calls(t, "E Pass S 2S W Pass N Pass")
    assert E not in t.obligations
    assert len(t.legal_calls(E)) > 1


def test_24C_two_cards() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(E, ["H5", "H6"])  # two low cards
    duty = t.obligations[W]
    assert not duty.rest_of_auction and duty.law == "24C"
    assert "72C" in [f.law for f in t.flags]


def test_24D_declarer_side_cards_go_back() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(S, ["DA", "DK"])
    _calls(t, "E Pass S Pass W Pass")  # South's forced pass ends the auction
    assert t.contract is not None and t.declarer == N
    assert t.penalty_cards == {}
    assert ("24D", "exposed.returned") in [(r.law, r.message.key) for r in t.trail]
    assert t.play is not None and t.play.hands is not None
    assert Card.parse("DA") in t.play.hands[S]


def test_24E_defender_cards_become_penalty_cards() -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(E, ["H5", "H6"])
    _calls(t, "E Pass S 2S W Pass N 4S E Pass S Pass W Pass")
    assert t.declarer == N
    assert t.penalty_cards == {E: _cards("H5 H6")}
    assert _severity(t, E) == "severity.major"  # two or more penalty cards are major


@pytest.mark.parametrize(("card", "led", "severity"), [
    ("H5", False, "severity.minor"),  # a single low card exposed inadvertently
    ("HA", False, "severity.major"),  # an honour
    ("H5", True, "severity.major"),  # a card led: deliberate play
])
def test_24E_severity_of_the_penalty_card(card: str, led: bool, severity: str) -> None:
    t = _table()
    _calls(t, "N 1S")
    t.expose(W if card == "HA" else E, [card], led=led)
    _calls(t, "E Pass S Pass W Pass")
    offender = W if card == "HA" else E
    assert t.penalty_cards == {offender: _cards(card)}
    assert _severity(t, offender) == severity


def test_24E_one_low_card_for_each_defender_stays_minor() -> None:
    # Law 50B: the cards turn major when one defender has two or more penalty cards
    t = _table()
    _calls(t, "N 1S")
    t.expose(E, ["H5"])
    t.expose(W, ["S2"])
    _calls(t, "E Pass S Pass W Pass")
    assert t.penalty_cards == {E: _cards("H5"), W: _cards("S2")}
    assert _severity(t, E) == _severity(t, W) == "severity.minor"


def test_24_applies_only_during_the_auction() -> None:
    t = _table()
    _calls(t, "N 1S E Pass S Pass W Pass")
    t.expose(E, ["CA"], led=True)  # after the final pass: the opening lead, not Law 24
    assert not [r for r in t.trail if r.law.startswith("24")]
    assert not t.obligations and t.penalty_cards == {}
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.cards == (Card.parse("CA"),)
    t.expose(E, ["CK", "CQ"])  # exposing cards is not a Law 24 matter any more: Law 49
    assert not [r for r in t.trail if r.law.startswith("24")]
    assert "49" in [r.law for r in t.trail]


def test_24_a_card_exposed_while_a_decision_is_pending_is_still_law_24() -> None:
    t = _table()
    _calls(t, "N 1S E 1H")  # the board waits for South's choice (Law 27)
    step = t.step
    with contextlib.suppress(IrregularActionError):
        t.expose(W, ["HA"])  # West drops the ace of hearts meanwhile
    assert [c for c, _ in t.exposed.get(W, [])] == _cards("HA")
    assert t.obligations[E].law == "24B"
    assert t.step == step  # South's choice is still to be made


def test_24_a_card_not_in_the_hand_is_refused() -> None:
    t = _table()
    _calls(t, "N 1S")
    with pytest.raises(IrregularActionError):
        t.expose(E, ["SA"])  # North holds the ace of spades
    assert E not in t.exposed and len(t.events) == 1
