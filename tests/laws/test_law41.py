"""Law 41: commencement of play: the opening lead and dummy.

The first tests use the strict :class:`~bridgelaws.Table`; the rest run in table mode, where
the opening lead is made face down (41A, as the NBB/VBL require), questions are asked
before it is faced (41B) and the play period begins when it is (41C).
"""

import contextlib

import pytest

from bridgelaws import Board, Card, Deal, Holding, IllegalPlayError, Phase, Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import Designated, FaceDownLead, HandSpread, LeadFaced, ReviewAsked

from ..helpers import BLOCK_DEAL, make_calls, play_cards, table_after


@pytest.mark.parametrize(
    ("calls", "declarer"),
    [("1S P P P", Seat.NORTH), ("P 1H P P P", Seat.EAST), ("P P 1C P P P", Seat.SOUTH),
     ("P P P 1D P P P", Seat.WEST)],
)
def test_41A_opening_lead_by_declarers_left_hand_opponent(calls: str, declarer: Seat) -> None:
    table = table_after(calls)
    assert table.declarer == declarer
    assert table.turn == declarer.lho
    assert table.player_in_turn == declarer.lho


def test_41A_no_one_else_may_lead() -> None:
    table = table_after("1S P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("H5"), seat=Seat.SOUTH)
    assert info.value.law == "44"


def test_41D_dummy_is_declarers_partner_and_declarer_plays_dummys_cards() -> None:
    table = table_after("1S P P P")  # North declares, South is dummy
    assert table.dummy == Seat.SOUTH
    table.play(Card.parse("CA"))  # East leads
    assert table.turn == Seat.SOUTH
    assert table.player_in_turn == Seat.NORTH  # declarer plays from dummy


def test_41_no_card_during_the_auction() -> None:
    table = table_after("1S P")
    assert table.phase == Phase.AUCTION
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("CA"))
    assert info.value.law == "41"
    assert not table.legal_cards()


# --- table mode: the opening lead, the review of the auction and dummy's hand ----------------
#
# BLOCK_DEAL (tests/helpers.py), 1S by North with South as dummy. East, on declarer's left,
# has the opening lead; West is his partner.

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

VOIDS = Deal.parse("N:AKQJT98.AKQ..432 765.JT9.AKQJ.AKQ 432.8765.T98.JT9 .432.765432.8765")


def _table(calls: str = "N 1S E Pass S Pass W Pass", deal: Deal = BLOCK_DEAL) -> TableMode:
    t = TableMode(Board.numbered(1, deal))
    make_calls(t, calls)
    return t


def _face_down(t: TableMode, seat: Seat, card: str) -> None:
    t.apply(FaceDownLead(seat, Card.parse(card)))


def _last(t: TableMode) -> tuple[str, str, str]:
    r = t.trail[-1]
    return r.kind, r.law, r.message.key


def _review(t: TableMode, seat: Seat) -> tuple[str, str, str]:
    t.apply(ReviewAsked(seat))
    return _last(t)


def test_41A_table_opening_lead_face_down_by_declarers_left_hand_opponent() -> None:
    t = _table()
    _face_down(t, E, "CA")
    assert _last(t) == ("procedure", "41A", "face.down.lead")
    assert t.play is not None and not t.play.faced
    assert t.play.face_down == {E: Card.parse("CA")}
    assert t.play.current_trick is None  # not yet faced: the play period has not begun
    assert t.play.turn == E and t.step is None


def test_41A_table_face_down_lead_only_after_the_auction() -> None:
    t = _table("N 1S E Pass S Pass")
    with pytest.raises(IrregularActionError) as info:
        _face_down(t, E, "CA")
    assert info.value.law == "41"


def test_41A_table_one_face_down_lead_only() -> None:
    t = _table()
    _face_down(t, E, "CA")
    with pytest.raises(IrregularActionError) as info:
        _face_down(t, E, "CK")
    assert info.value.law == "41A"


def test_41A_face_down_lead_by_the_wrong_defender_waits_for_the_director() -> None:
    t = _table()
    _face_down(t, W, "HA")  # the lead is East's
    assert _last(t) == ("irregularity", "41A", "face.down.out.of.turn")
    assert t.play is not None and t.play.face_down == {W: Card.parse("HA")}


def test_41A_face_down_lead_out_of_turn_goes_back_to_the_hand_on_directors_instruction() -> None:
    t = _table()
    _face_down(t, W, "HA")
    t.director()
    assert _last(t) == ("consequence", "41A", "face.down.withdrawn")
    assert t.play is not None and not t.play.face_down
    assert Card.parse("HA") in t.play.hands[W]
    assert t.penalty_cards == {} and t.flags == []  # back to the hand, without rectification
    _face_down(t, E, "CA")
    t.apply(LeadFaced(E))
    trick = t.play.current_trick
    assert trick is not None and trick.plays == ((E, Card.parse("CA")),)


def test_41A_face_down_lead_in_turn_is_not_withdrawn_without_an_irregularity() -> None:
    t = _table()
    _face_down(t, E, "CA")
    t.director()
    assert t.play is not None and t.play.face_down == {E: Card.parse("CA")}
    t.apply(LeadFaced(E))
    trick = t.play.current_trick
    assert trick is not None and trick.card_of(E) == Card.parse("CA")


def test_41A_face_down_lead_is_not_exchanged_for_another_card() -> None:
    """The face-down lead may be withdrawn only after an irregularity, on the director's
    instruction: showing another card does not make that card the lead."""
    t = _table()
    _face_down(t, E, "CA")
    with contextlib.suppress(IrregularActionError):
        t.play_card(E, "CK")
    assert t.play is not None
    trick = t.play.current_trick
    lead = t.play.face_down.get(E) or (trick.card_of(E) if trick is not None else None)
    assert lead == Card.parse("CA")


def test_41B_before_the_lead_is_faced_leaders_partner_and_presumed_declarer_may_ask() -> None:
    t = _table()
    _face_down(t, E, "CA")
    assert _review(t, W) == ("procedure", "41B", "review.allowed")  # the leader's partner
    assert _review(t, N) == ("procedure", "41B", "review.allowed")  # the presumed declarer
    assert t.step is None and t.play is not None and not t.play.faced


def test_41B_presumed_dummy_may_not_ask() -> None:
    t = _table()
    _face_down(t, E, "CA")
    assert _review(t, S) == ("irregularity", "41B", "review.not.dummy")


def test_41B_opening_leader_asks_at_his_first_turn_until_he_leads() -> None:
    t = _table()
    assert _review(t, E) == ("procedure", "41B", "review.allowed")
    _face_down(t, E, "CA")  # he has played a card: his right has ended
    assert _review(t, E) == ("irregularity", "41B", "review.not.now")


def test_41B_declarer_at_his_first_turn_to_play_from_dummy() -> None:
    t = _table()
    _face_down(t, E, "CA")
    t.apply(LeadFaced(E))
    assert t.play is not None and t.play.turn == S
    assert _review(t, N) == ("procedure", "41B", "review.allowed")


def test_41B_declarers_right_ends_once_he_has_played_from_dummy() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5")
    assert t.play is not None and t.play.turn == N  # his own hand, after dummy's card
    assert _review(t, N) == ("procedure", "41C", "review.contract.only")


def test_41B_declarer_who_accepted_a_lead_out_of_turn_asks_at_his_first_turn() -> None:
    t = _table()
    play_cards(t, "W HA")  # the wrong defender faces the opening lead (54)
    t.choose(N, "accept")
    assert t.play is not None and t.play.turn == N  # declarer plays next, from his hand
    assert _review(t, N) == ("procedure", "41B", "review.allowed")


def test_41B_defender_at_his_first_turn_to_play_then_no_more() -> None:
    t = _table()
    play_cards(t, "E CA S C8")
    assert _review(t, W) == ("procedure", "41B", "review.allowed")
    play_cards(t, "W C5 N C2")
    play_cards(t, "E CK S C9")
    assert _review(t, W) == ("procedure", "41C", "review.contract.only")


def test_41B_only_at_his_own_turn_to_play() -> None:
    t = _table()
    play_cards(t, "E CA")
    assert t.play is not None and t.play.turn == S
    assert _review(t, W) == ("irregularity", "41B", "review.not.now")  # dummy's turn
    play_cards(t, "S C8")
    assert _review(t, N) == ("irregularity", "41B", "review.not.now")  # West's turn
    assert _review(t, S) == ("irregularity", "41B", "review.not.now")  # dummy never


def test_41C_facing_the_lead_begins_the_play_and_dummy_is_spread() -> None:
    t = _table()
    _face_down(t, E, "CA")
    t.apply(LeadFaced(E))
    r = t.trail[-1]
    assert (r.kind, r.law, r.message.key) == ("procedure", "41C", "lead.faced")
    assert r.message.values["dummy"] == S
    assert t.play is not None and t.play.faced
    trick = t.play.current_trick
    assert trick is not None and trick.plays == ((E, Card.parse("CA")),)
    assert t.play.turn == S and t.legal_cards(S) == Holding.parse("...T98")


def test_41C_the_play_period_begins_irrevocably() -> None:
    t = _table()
    _face_down(t, E, "CA")
    t.apply(LeadFaced(E))
    t.director()
    assert t.play is not None
    trick = t.play.current_trick
    assert trick is not None and trick.card_of(E) == Card.parse("CA")
    with pytest.raises(IrregularActionError) as info:
        t.apply(LeadFaced(E))
    assert info.value.law == "41C"


def test_41C_afterwards_only_the_contract_may_be_asked_at_ones_own_turn() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    assert _review(t, E) == ("procedure", "41C", "review.contract.only")
    assert t.play is not None and t.play.turn == E and t.step is None


def test_41D_dummy_layout_suits_in_columns_trumps_on_dummys_right() -> None:
    t = _table()  # spades are trumps; dummy South holds 765 / 432 / AKQJ / T98
    assert t.play is not None
    layout = t.play.dummy_layout()
    assert layout[-1] == [Card.parse(c) for c in "S7 S6 S5".split()]  # trumps on his right
    for column in layout:
        assert len({c.suit for c in column}) == 1  # one suit to a column
        assert column == sorted(column, reverse=True)  # the lowest nearest declarer
    assert sorted(c for column in layout for c in column) == sorted(t.play.hands[S])
    assert len(layout) == 4


def test_41D_dummy_layout_without_trumps_or_with_a_void() -> None:
    t = _table("N 1NT E Pass S Pass W Pass")
    assert t.play is not None and len(t.play.dummy_layout()) == 4
    t = _table("N Pass E 1H S Pass W Pass N Pass", VOIDS)  # East declares, West is dummy
    assert t.play is not None and t.play.dummy == W
    layout = t.play.dummy_layout()  # West: no spades, 432 / 765432 / 8765
    assert len(layout) == 3
    assert layout[-1] == [Card.parse(c) for c in "H4 H3 H2".split()]


def test_41D_dummy_layout_follows_the_cards_played() -> None:
    t = _table()
    play_cards(t, "E CA S C8")
    assert t.play is not None
    assert [Card.parse(c) for c in "CT C9".split()] in t.play.dummy_layout()


def test_41D_dummy_spreads_only_after_the_lead_is_faced() -> None:
    t = _table()
    _face_down(t, E, "CA")
    t.apply(HandSpread(S))
    assert _last(t) == ("irregularity", "41D", "dummy.spread.early")
    t.apply(LeadFaced(E))
    with pytest.raises(IrregularActionError) as info:
        t.apply(HandSpread(S))  # his cards are open already
    assert info.value.law == "41D"


def test_41D_declarer_plays_dummys_cards() -> None:
    t = _table()
    play_cards(t, "E CA")
    t.apply(Designated(N, "C9"))
    assert t.play is not None
    trick = t.play.current_trick
    assert trick is not None and trick.card_of(S) == Card.parse("C9")
    assert t.play.turn == W
