"""Law 48: exposure of declarer's cards, in table mode.

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
from bridgelaws.tableplay import HandSpread

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


def _expose(t: TableMode, seat: Seat, text: str) -> None:
    t.apply(ExposedCards(seat, tuple(Card.parse(c) for c in text.split())))


# --- 48A ------------------------------------------------------------------------------------

def test_48A_declarers_exposed_card_is_not_a_penalty_card() -> None:
    t = _table()
    _play(t, "W H2 N H4 E H3")
    before = t.legal_cards(S)
    _expose(t, S, "SA")  # declarer drops the spade ace
    assert not t.penalty_cards
    assert t.step is None
    assert "48A" in [r.law for r in t.trail]
    assert t.legal_cards(S) == before  # no restriction: he need not play it
    _play(t, "S H5")


def test_48A_declarer_need_not_play_a_dropped_card_later() -> None:
    t = _table()
    _expose(t, S, "CQ")
    _play(t, "W CA N C6 E C3")
    assert len(t.legal_cards(S)) == 3  # any club: the queen, the seven or the two
    _play(t, "S C2")
    assert not t.penalty_cards


def test_48A_two_cards_exposed_by_declarer_are_not_penalty_cards() -> None:
    t = _table()
    _play(t, "W H2 N H4 E H3")
    _expose(t, S, "SA DA")
    assert not t.penalty_cards


def test_48A_dummys_cards_never_become_penalty_cards() -> None:
    t = _table()
    _play(t, "W H2")
    _expose(t, N, "DK")
    assert not t.penalty_cards
    assert t.step is None


# --- 48B: declarer faces his cards ------------------------------------------------------

def test_48B1_after_an_opening_lead_out_of_turn_law_54_applies() -> None:
    t = _table()
    _play(t, "E C3")  # East leads: West is on lead
    step = t.step
    assert step is not None and step.law == "54"
    t.apply(HandSpread(S))  # declarer faces his hand
    assert t.declarer == N  # 54A: he becomes dummy
    assert t.play is not None and t.play.dummy == S
    assert t.play.current_trick is not None and t.play.current_trick.card_of(E) is not None


def test_48B2_facing_the_cards_at_another_time_may_be_a_claim() -> None:
    t = _table()
    _play(t, "W CA N C6 E C3 S C2 W CK N C8 E C5 S C7")
    _play(t, "W C4 N S3 E C9 S CQ")  # dummy ruffs; the rest is South's
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
    _play(t, "W CA N C6 E C3 S C2")
    _play(t, "W CK N C8 E C5")
    t.apply(HandSpread(S))
    t.find("claim", False)  # incontrovertibly not meant as a claim
    assert t.step is None
    assert not t.penalty_cards  # 48A
    assert len(t.legal_cards(S)) == 2  # still any club
    _play(t, "S C7")
