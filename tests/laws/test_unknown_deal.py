"""A board whose deal is not known, or only partly known (``Board.hands``): the play laws
that need no cards but the ones involved run on it, and where a law turns on a card
nobody knows the board asks the director (``holds-suit``) or refuses with the law.

North declares 1NT on board 1 (nobody vulnerable), so East is on lead.
"""

from __future__ import annotations

import pytest

from bridgelaws import Board, Card, Holding, Seat, Suit
from bridgelaws.engine.steps import AnswerType, IrregularActionError
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import TrickSummary
from bridgelaws.engine.view import board_view

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
NOTHING: tuple[Holding, ...] = (Holding(0),) * 4


def _board(hands: tuple[Holding, ...] = NOTHING, calls: str = "1NT Pass Pass Pass"
           ) -> TableMode:
    t = TableMode(Board.numbered(1, hands=hands))
    for seat, call in zip(Seat, calls.split(), strict=True):
        t.call(seat, call)
    return t


def _tricks(t: TableMode, winners: str) -> None:
    for letter in winners.split():
        t.apply(TrickSummary(Seat.parse(letter)))


def test_44_any_hand_with_unknown_cards_may_play_a_card_not_seen_elsewhere() -> None:
    t = _board()
    assert t.play is not None and t.play.unknown == [13, 13, 13, 13]
    for seat, card in ((E, "S2"), (S, "S5"), (W, "SK"), (N, "SA")):
        t.play_card(seat, card)
    assert t.play.tricks[0].winner == N and t.play.unknown == [12, 12, 12, 12]
    with pytest.raises(IrregularActionError):  # played already
        t.play_card(N, "SA")


def test_44_a_card_known_in_another_hand_cannot_come_from_this_one() -> None:
    hands = (Holding(0), Holding.parse("K..."), Holding(0), Holding(0))
    t = _board(hands)
    with pytest.raises(IrregularActionError):
        t.play_card(W, "SK")  # the king is East's
    t.play_card(E, "SK")
    assert t.play is not None and t.play.unknown == [13, 12, 13, 13]


def test_44C_a_card_not_following_suit_asks_the_director_whether_he_could_follow() -> None:
    t = _board()
    t.play_card(E, "S2")
    t.play_card(S, "H3")
    step = t.step
    assert step is not None and step.question is not None
    q = step.question
    assert (q.name, q.law, q.answer) == ("holds-suit", "44C", AnswerType.YES_NO)
    assert dict(q.facts) == {"seat": S, "suit": Suit.SPADES, "card": Card.parse("H3")}
    assert not t.revokes  # nothing is assumed while he waits
    t.find("holds-suit", True)
    assert [(r.player, r.trick, r.kind) for r in t.revokes] == [(S, 1, "follow")]


def test_44C_no_card_of_the_suit_makes_him_void_in_it_from_then_on() -> None:
    t = _board()
    t.play_card(E, "S2")
    t.play_card(S, "H3")
    t.find("holds-suit", False)
    assert not t.revokes and t.step is None
    t.play_card(W, "S5")
    t.play_card(N, "SA")
    with pytest.raises(IrregularActionError):  # South has no spade
        t.play_card(S, "S7")


def test_50D2a_59_each_suit_in_doubt_is_asked_in_turn() -> None:
    # declarer forbids East to lead hearts (50D2(a)); East leads one: legal only if he
    # holds nothing else (59), so the director is asked suit by suit
    t = _board()
    t.play_card(W, "HK")  # the opening lead was East's (54)
    t.choose(N, "refuse")
    t.choose(N, "prohibit H")
    t.play_card(E, "H5")
    asked = []
    while t.step is not None and t.step.question is not None:
        assert t.step.question.law == "50D2(a)"
        asked.append(t.step.question.facts["suit"])
        t.find("holds-suit", False)
    assert sorted(asked) == [Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES]
    assert not t.revokes and t.play is not None and t.play.current[E] == Card.parse("H5")


def test_50D2a_a_suit_he_held_makes_the_lead_a_revoke() -> None:
    t = _board()
    t.play_card(W, "HK")
    t.choose(N, "refuse")
    t.choose(N, "prohibit H")
    t.play_card(E, "H5")
    t.find("holds-suit", True)
    assert [(r.player, r.kind) for r in t.revokes] == [(E, "restriction")]


def test_54D_an_opening_lead_out_of_turn_refused_on_a_board_whose_deal_is_not_known() -> None:
    t = _board()
    t.play_card(W, "HK")
    assert t.step is not None and [o.name for o in t.step.options] == [
        "accept", "spread", "refuse"]
    t.choose(N, "refuse")
    assert t.penalty_cards == {W: [Card.parse("HK")]}
    assert t.step is not None and t.step.law == "50D2"


def test_54A_declarer_spreads_and_becomes_dummy_on_a_board_whose_deal_is_not_known() -> None:
    t = _board()
    t.play_card(W, "HK")
    t.choose(N, "spread")
    assert t.play is not None and t.play.declarer == S


def test_50B_a_defenders_honour_dropped_is_a_major_penalty_card() -> None:
    t = _board()
    _tricks(t, "N W")
    t.expose(E, ["SQ"])
    assert t.play is not None and t.play.is_major(E, Card.parse("SQ"))
    assert t.step is not None and t.step.law == "50D2"  # West is to lead


def test_56_a_lead_out_of_turn_later_in_the_play() -> None:
    t = _board()
    _tricks(t, "N N N")
    t.play_card(E, "CK")
    assert t.step is not None and t.step.law == "56"
    t.choose(N, "refuse")
    assert t.penalty_cards == {E: [Card.parse("CK")]}


def test_61A_a_revoke_the_director_is_told_of_is_established_by_the_next_trick() -> None:
    t = _board()
    _tricks(t, "N")
    t.apply(TrickSummary(E, ((W, Suit.SPADES),)))
    (r,) = t.revokes
    assert (r.player, r.trick, r.card, r.suit, r.established) == (W, 2, None, Suit.SPADES,
                                                                  False)
    _tricks(t, "N")
    assert r.established


def test_62A_a_revoke_in_a_trick_without_its_cards_cannot_be_corrected() -> None:
    t = _board()
    t.apply(TrickSummary(N, ((W, Suit.DIAMONDS),)))
    with pytest.raises(IrregularActionError) as info:
        t.attention(S)
    assert info.value.law == "62A" and "card by card" in str(info.value)


def test_64A2_the_transfer_counts_the_tricks_the_offending_side_won_from_the_revoke_on() -> None:
    t = _board()
    _tricks(t, "N N")
    t.apply(TrickSummary(E, ((W, Suit.SPADES),)))
    _tricks(t, "N N W N N N N N N E")
    t.attention(N)
    assert [tf.tricks for _, tf in t.transfers] == [1]
    assert [tf.law for _, tf in t.transfers] == ["64A2"]
    assert (t.play is not None and t.play.declarer_tricks, t.result) == (10, 11)
    assert t.step is not None and t.step.question is not None
    assert t.step.question.law == "64C1"


def test_64A1_the_offender_won_the_revoke_trick_and_his_side_a_later_one() -> None:
    t = _board()
    _tricks(t, "N")
    t.apply(TrickSummary(W, ((W, Suit.HEARTS),)))
    _tricks(t, "N N E N N N N N N N N")
    t.attention(N)
    assert [(tf.tricks, tf.law) for _, tf in t.transfers] == [(2, "64A1")]


def test_64B1_no_transfer_when_the_offending_side_won_nothing_from_the_revoke_on() -> None:
    t = _board()
    _tricks(t, "E E")
    t.apply(TrickSummary(N, ((W, Suit.CLUBS),)))
    _tricks(t, "N N N N N N N N N N")
    t.attention(N)
    assert [(tf.tricks, tf.law) for _, tf in t.transfers] == [(0, "64B1")]


def test_44_a_trick_without_its_cards_needs_a_board_whose_deal_is_not_known() -> None:
    t = TableMode(Board.numbered(1, BLOCK_DEAL))
    for seat, call in zip(Seat, "1NT Pass Pass Pass".split(), strict=True):
        t.call(seat, call)
    with pytest.raises(IrregularActionError, match="card by card"):
        t.apply(TrickSummary(N))


def test_50_a_trick_without_its_cards_is_refused_while_a_penalty_card_lies_face_up() -> None:
    t = _board()
    t.play_card(W, "HK")
    t.choose(N, "refuse")
    t.choose(N, "none")
    with pytest.raises(IrregularActionError) as info:
        t.apply(TrickSummary(N))
    assert info.value.law == "50"


def test_44_a_trick_in_progress_needs_its_cards() -> None:
    t = _board()
    t.play_card(E, "S2")
    with pytest.raises(IrregularActionError) as info:
        t.apply(TrickSummary(N))
    assert info.value.law == "44"


def test_the_view_shows_a_revoke_whose_card_is_not_known_as_null() -> None:
    t = _board()
    t.apply(TrickSummary(N, ((W, Suit.DIAMONDS),)))
    view = board_view(t)
    assert view["board"] == {"number": 1, "dealer": "N", "vulnerable": "None", "deal": None}
    play = view["play"]
    assert isinstance(play, dict)
    assert play["revokes"][0]["card"] is None
    assert play["tricks"][0]["cards"] == []


def test_without_hands_or_deal_no_card_can_be_played_as_before() -> None:
    t = TableMode(Board.numbered(1))
    for seat, call in zip(Seat, "1NT Pass Pass Pass".split(), strict=True):
        t.call(seat, call)
    assert t.play is None
    with pytest.raises(IrregularActionError, match="not known"):
        t.play_card(E, "S2")
