"""Law 54: an opening lead faced out of turn, in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North declares 1S, so East should lead; West faces the ace of hearts instead.
"""

import pytest

from bridgelaws import Board, Card, Holding, Seat
from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardRetracted, FaceDownLead, HandSpread

from ..helpers import BLOCK_DEAL, holding, holds, law_keys, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _west_leads(card: str = "HA") -> TableMode:
    t = table_mode()
    t.play_card(W, card)
    return t


def _options(t: TableMode) -> list[tuple[str, Seat, str]]:
    step = t.step
    assert step is not None
    return [(o.name, o.chooser, o.law) for o in step.options]


def test_54_declarer_chooses_between_accepting_spreading_and_refusing() -> None:
    t = _west_leads()
    assert t.step is not None and t.step.law == "54"
    assert _options(t) == [("accept", N, "54B"), ("spread", N, "54A"), ("refuse", N, "54D")]
    assert t.legal_cards() == Holding(0)  # nothing more is played before he decides
    for seat in (E, S, W):
        with pytest.raises(IrregularActionError):
            t.choose(seat, "accept")


# --- 54 (intro): the partner's face-down lead -----------------------------------------------

def test_54_partners_face_down_lead_is_withdrawn() -> None:
    t = table_mode()
    t.apply(FaceDownLead(E, Card.parse("CA")))  # East, on lead, leads face down
    t.play_card(W, "HA")  # and West faces a card as well
    assert ("54", "partner.face.down.withdrawn") in law_keys(t)
    assert t.play is not None and t.play.face_down == {}
    assert holds(t, E, "CA")  # back in East's hand, with no rectification
    assert t.penalty_cards == {}
    assert t.step is not None and t.step.law == "54"


def test_54_partners_face_down_lead_after_the_faced_lead_is_withdrawn() -> None:
    t = _west_leads()
    t.apply(FaceDownLead(E, Card.parse("CA")))
    assert ("54", "partner.face.down.withdrawn") in law_keys(t)
    assert t.play is not None and t.play.face_down == {}
    assert holds(t, E, "CA")
    assert t.penalty_cards == {}
    assert t.step is not None and t.step.law == "54"  # declarer's choice is still open


# --- 54A: declarer spreads his hand -----------------------------------------------------------

@pytest.mark.parametrize("how", ["choice", "spread"])
def test_54A_declarer_spreads_and_the_roles_change(how: str) -> None:
    t = _west_leads()
    if how == "choice":
        t.choose(N, "spread")
    else:
        t.apply(HandSpread(N))
    assert t.step is None
    assert ("54A", "roles.swapped") in law_keys(t)
    assert t.declarer == S and t.contract is not None and str(t.contract) == "1S S"
    ps = t.play
    assert ps is not None and (ps.declarer, ps.dummy) == (S, N)
    # West is now the new declarer's left-hand opponent: his lead is from the right side
    assert ps.current_trick is not None and ps.current_trick.plays == ((W, Card.parse("HA")),)
    assert ps.turn == N  # the new dummy plays second
    assert t.legal_cards() == holding("HT H9 H8")
    assert t.penalty_cards == {}


def test_54A_declarer_who_starts_to_spread_must_spread_the_whole_hand() -> None:
    t = _west_leads()
    t.expose(N, ["SA"])  # he begins to put his cards down, showing the ace of spades
    assert ("54A", "spread.whole.hand") in law_keys(t)
    assert t.declarer == S
    assert t.play is not None and t.play.dummy == N
    assert t.penalty_cards == {}


def test_54A_the_new_declarer_plays_the_hand() -> None:
    t = _west_leads()
    t.choose(N, "spread")
    for seat, card in ((N, "H8"), (E, "H5"), (S, "H2")):
        t.play_card(seat, card)
    assert t.play is not None and t.play.tricks[0].winner == W
    assert t.play.declarer_tricks == 0  # counted for South, the declarer now


# --- 54B: declarer accepts the lead -----------------------------------------------------------

def test_54B_declarer_accepts_and_dummy_spreads() -> None:
    t = _west_leads()
    t.choose(N, "accept")
    assert t.step is None
    assert ("54B", "chose.accept.lead") in [(r.law, r.message.key) for r in t.trail
                                            if r.kind == "choice"]
    assert ("54B", "dummy.spreads") in law_keys(t)
    assert t.declarer == N
    ps = t.play
    assert ps is not None and ps.dummy == S
    assert ps.current_trick is not None and ps.current_trick.plays == ((W, Card.parse("HA")),)


def test_54B1_the_second_card_comes_from_declarers_hand() -> None:
    t = _west_leads()
    t.choose(N, "accept")
    assert t.play is not None and t.play.turn == N
    assert t.legal_cards() == holding("HT H9 H8")
    t.play_card(N, "H8")
    assert t.play.turn == E


def test_54B1_declarer_accepts_by_playing_from_his_hand() -> None:
    t = _west_leads()
    t.play_card(N, "H8")
    assert t.step is None
    assert ("54B1", "accept.by.playing.lead") in law_keys(t)
    assert t.declarer == N
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.plays == ((W, Card.parse("HA")), (N, Card.parse("H8")))
    assert t.play.turn == E


def test_54B2_a_card_played_second_from_dummy_may_not_be_withdrawn() -> None:
    t = _west_leads()
    t.play_card(S, "H2")  # declarer plays the second card from dummy
    assert t.step is None
    assert ("54B2", "dummy.card.stands") in law_keys(t)
    assert t.declarer == N  # playing accepts the lead
    t.apply(CardRetracted(S, Card.parse("H2")))  # declarer tries to take it back
    while t.step is not None and t.step.question is not None:
        t.find(t.step.question.name, False)
    ps = t.play
    assert ps is not None and ps.current_trick is not None
    assert ps.current_trick.card_of(S) == Card.parse("H2")
    assert not holds(t, S, "H2")


def test_54B2_except_to_correct_a_revoke() -> None:
    t = _west_leads()
    t.play_card(S, "C8")  # from dummy, and not a heart: a revoke
    (revoke,) = t.revokes
    assert (revoke.player, revoke.card) == (S, Card.parse("C8"))
    t.attention(E)
    assert t.revokes[0].corrected
    assert holds(t, S, "C8")
    assert t.play is not None and t.play.turn == S
    assert t.legal_cards() == holding("H4 H3 H2")  # the revoke card is replaced


# --- 54C: declarer must accept ---------------------------------------------------------------

def test_54C_declarer_who_could_see_dummy_must_accept() -> None:
    t = table_mode()
    t.apply(HandSpread(S))  # dummy puts his cards down before the opening lead
    t.play_card(W, "HA")
    assert _options(t) == [("accept", N, "54C")]
    for option in ("spread", "refuse"):
        with pytest.raises(IrregularActionError):
            t.choose(N, option)
    t.choose(N, "accept")
    assert t.declarer == N
    assert t.play is not None and t.play.dummy == S and t.play.turn == N


def test_54C_one_card_of_dummy_seen_is_enough() -> None:
    t = table_mode()
    t.expose(S, ["DA"])  # after the auction, before the opening lead
    t.play_card(W, "HA")
    assert _options(t) == [("accept", N, "54C")]


def test_54C_dummy_shows_his_cards_while_declarer_decides() -> None:
    t = _west_leads()
    t.apply(HandSpread(S))
    assert ("54C", "dummy.seen") in law_keys(t)
    assert _options(t) == [("accept", N, "54C")]


def test_54C_cards_dummy_exposed_in_the_auction_do_not_count() -> None:
    t = TableMode(Board.numbered(1, BLOCK_DEAL))
    t.call(N, "1S")
    t.expose(S, ["DA"])  # during the auction: dealt with under Law 24
    for seat in (E, S, W):
        t.call(seat, "Pass")
    assert t.declarer == N
    t.play_card(W, "HA")
    assert [name for name, _, _ in _options(t)] == ["accept", "spread", "refuse"]


# --- 54D: declarer refuses the lead ----------------------------------------------------------

def test_54D_the_card_becomes_a_major_penalty_card_and_50D2_follows() -> None:
    t = _west_leads("S2")  # a low card: major all the same
    t.choose(N, "refuse")
    assert t.play is not None and t.play.penalty == {W: {Card.parse("S2"): True}}
    assert t.play.current_trick is None and t.play.turn == E
    step = t.step
    assert step is not None and step.law == "50D2"
    assert [(o.name, o.chooser) for o in step.options] == [
        ("require S", N), ("prohibit S", N), ("none", N)]
    assert t.legal_cards() == Holding(0)  # East waits for declarer's choice


@pytest.mark.parametrize(("choice", "legal", "penalty"), [
    ("require H", "H7 H6 H5", {}),  # the penalty card is picked up
    ("prohibit H", "ST S9 S8 D4 D3 D2 CA CK CQ CJ", {}),
    ("none", "ST S9 S8 H7 H6 H5 D4 D3 D2 CA CK CQ CJ", {W: [Card.parse("HA")]}),
])
def test_54D_declarers_50D2_options(choice: str, legal: str,
                                    penalty: dict[Seat, list[Card]]) -> None:
    t = _west_leads()
    t.choose(N, "refuse")
    t.choose(N, choice)
    assert t.step is None
    assert t.legal_cards(E) == holding(legal)
    assert t.penalty_cards == penalty


def test_54D_declarer_remains_declarer() -> None:
    t = _west_leads()
    t.choose(N, "refuse")
    t.choose(N, "none")
    t.play_card(E, "CA")
    assert t.declarer == N
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.leader == E and t.play.turn == S


# --- 54E: the presumed declarer or dummy leads ------------------------------------------------

@pytest.mark.parametrize(("seat", "card", "face_down"), [
    (N, "SA", False), (S, "DA", False), (N, "SA", True), (S, "DA", True)])
def test_54E_declaring_side_lead_goes_to_law_24(seat: Seat, card: str, face_down: bool) -> None:
    t = table_mode()
    if face_down:
        t.apply(FaceDownLead(seat, Card.parse(card)))
    else:
        t.play_card(seat, card)
    laws = law_keys(t)
    assert ("54E", "lead.wrong.side") in laws
    assert ("24D", "exposed.returned.play") in laws  # the card goes back to the hand
    assert t.step is None  # no rectification
    assert holds(t, seat, card)
    assert t.penalty_cards == {}
    assert t.declarer == N
    assert t.play is not None and t.play.turn == E
    assert len(t.legal_cards(E)) == 13
