"""Law 48: exposure of declarer's cards, in table mode.

The deal is ``SOUTH_4S_DEAL`` (shown in ``tests/helpers.py``): South declares four spades,
West leads and North is dummy.
"""

from bridgelaws import Card, Seat
from bridgelaws.engine.steps import ExposedCards
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import HandSpread

from ..helpers import SOUTH_4S, SOUTH_4S_DEAL, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    """Four spades by South, before the opening lead."""
    return table_mode(SOUTH_4S, SOUTH_4S_DEAL)


def _expose(t: TableMode, seat: Seat, text: str) -> None:
    t.apply(ExposedCards(seat, tuple(Card.parse(c) for c in text.split())))


# --- 48A ------------------------------------------------------------------------------------

def test_48A_declarers_exposed_card_is_not_a_penalty_card() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H3")
    before = t.legal_cards(S)
    _expose(t, S, "SA")  # declarer drops the spade ace
    assert not t.penalty_cards
    assert t.step is None
    assert "48A" in [r.law for r in t.trail]
    assert t.legal_cards(S) == before  # no restriction: he need not play it
    play_cards(t, "S H5")


def test_48A_declarer_need_not_play_a_dropped_card_later() -> None:
    t = _table()
    _expose(t, S, "CQ")
    play_cards(t, "W CA N C6 E C3")
    assert len(t.legal_cards(S)) == 3  # any club: the queen, the seven or the two
    play_cards(t, "S C2")
    assert not t.penalty_cards


def test_48A_two_cards_exposed_by_declarer_are_not_penalty_cards() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H3")
    _expose(t, S, "SA DA")
    assert not t.penalty_cards


def test_48A_dummys_cards_never_become_penalty_cards() -> None:
    t = _table()
    play_cards(t, "W H2")
    _expose(t, N, "DK")
    assert not t.penalty_cards
    assert t.step is None


# --- 48B: declarer faces his cards ------------------------------------------------------

def test_48B1_after_an_opening_lead_out_of_turn_law_54_applies() -> None:
    t = _table()
    play_cards(t, "E C3")  # East leads: West is on lead
    step = t.step
    assert step is not None and step.law == "54"
    t.apply(HandSpread(S))  # declarer faces his hand
    assert t.declarer == N  # 54A: he becomes dummy
    assert t.play is not None and t.play.dummy == S
    assert t.play.current_trick is not None and t.play.current_trick.card_of(E) is not None


def test_48B2_facing_the_cards_at_another_time_may_be_a_claim() -> None:
    t = _table()
    play_cards(t, "W CA N C6 E C3 S C2 W CK N C8 E C5 S C7")
    play_cards(t, "W C4 N S3 E C9 S CQ")  # dummy ruffs; the rest is South's
    t.apply(HandSpread(S))
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("claim", "48B2")
    t.find("claim", True)
    t.claim(S, 10)  # Law 68: the rest is his, agreed
    assert t.play is not None and t.play.over
    assert t.result == 11
    assert not t.penalty_cards


def test_48B2_not_a_claim_the_cards_are_simply_exposed() -> None:
    t = _table()
    play_cards(t, "W CA N C6 E C3 S C2")
    play_cards(t, "W CK N C8 E C5")
    t.apply(HandSpread(S))
    t.find("claim", False)  # incontrovertibly not meant as a claim
    assert t.step is None
    assert not t.penalty_cards  # 48A
    assert len(t.legal_cards(S)) == 2  # still any club
    play_cards(t, "S C7")
