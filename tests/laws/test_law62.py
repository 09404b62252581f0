"""Law 62: correction of a revoke, in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North plays 4S (South is dummy) and East leads. The twelfth-trick tests use a deal of
their own (see ``TWELFTH`` in ``tests/helpers.py``).
"""

import pytest

from bridgelaws import Board, Card, Deal, Seat, Side
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import HandsReturned, LaterBoard

from ..helpers import (
    BLOCK_DEAL,
    ELEVEN_TRICKS,
    TWELFTH,
    make_calls,
    play_cards,
    table_mode,
    trail_rulings,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _four_spades(deal: Deal = BLOCK_DEAL) -> TableMode:
    """4S by North on board 1; East is on lead."""
    return table_mode("1S Pass 4S Pass Pass Pass", deal)


def _cards(text: str) -> set[Card]:
    return {Card.parse(c) for c in text.split()}


def _north_on_lead() -> TableMode:
    """Two tricks played: East won the first, North the second; North is on lead."""
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W S2 N SA")
    return t


# -- 62A: a revoke found in time must be corrected ----------------------------------------

def test_62A_a_revoke_found_before_it_is_established_is_corrected() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA")
    t.attention(N)
    (r,) = t.revokes
    assert r.noticed and r.corrected and not r.established
    assert ("consequence", "62A", "revoke.corrected") in trail_rulings(t)
    assert set(t.legal_cards(W)) == _cards("C7 C6 C5")  # a legal card instead
    with pytest.raises(IrregularActionError) as error:
        t.play_card(W, "HK")  # he must correct, not revoke again
    assert error.value.law == "62B"
    play_cards(t, "W C5 N C2")
    assert t.play is not None and t.play.tricks[0].plays == (
        (E, Card.parse("CA")), (S, Card.parse("C8")), (W, Card.parse("C5")), (N, Card.parse("C2")))


def test_62A_a_play_by_the_other_side_to_the_next_trick_does_not_prevent_correction() -> None:
    t = _north_on_lead()
    play_cards(t, "N D5 E D2 S DJ W C6")  # West revokes: he holds three diamonds
    assert t.play is not None and t.play.tricks[2].winner == S
    play_cards(t, "S DA")  # dummy leads to the next trick: not established (63A1)
    t.attention(N)
    (r,) = t.revokes
    assert r.corrected and not r.established
    assert t.play is not None and len(t.play.tricks) == 2  # the third trick is reopened
    assert t.play.led_next == (S, Card.parse("DA"), "62")  # the lead waits by dummy's hand
    play_cards(t, "W D8")
    assert t.play.tricks[2].card_of(W) == Card.parse("D8")
    assert t.play.tricks[2].winner == S
    # dummy still wins the trick: his lead to the next one stays played (47F2)
    assert t.play.current_trick is not None
    assert t.play.current_trick.plays == ((S, Card.parse("DA")),)
    assert t.play.turn == W


# -- 62B: how a revoke is corrected --------------------------------------------------------

def test_62B1_a_defenders_revoke_card_becomes_a_major_penalty_card() -> None:
    t = _north_on_lead()
    play_cards(t, "N D5 E D2 S DJ W C6")
    t.attention(N)
    assert ("consequence", "62B1", "revoke.card.penalty") in trail_rulings(t)
    assert t.play is not None and t.play.penalty[W] == {Card.parse("C6"): True}  # a spot: major


def test_62B2_declarers_revoke_card_goes_back_without_rectification() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N H8")
    t.attention(W)
    assert ("consequence", "62B2", "revoke.card.back") in trail_rulings(t)
    assert not t.penalty_cards
    assert t.play is not None and Card.parse("H8") in t.play.hands[N]
    assert set(t.legal_cards(N)) == _cards("C4 C3 C2")


def test_62B2_dummys_revoke_card_goes_back_without_rectification() -> None:
    t = _four_spades()
    play_cards(t, "E CA S DA")  # dummy has three clubs
    t.attention(E)
    assert ("consequence", "62B2", "revoke.card.back") in trail_rulings(t)
    assert not t.penalty_cards
    assert set(t.legal_cards(S)) == _cards("CT C9 C8")


def test_62B2_a_major_penalty_card_played_as_a_revoke_stays_a_major_penalty_card() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W S2 N SA")
    t.expose(E, ["ST"])  # an honour: a major penalty card
    play_cards(t, "N D5 E ST")  # East holds three diamonds and plays the penalty card
    (r,) = t.revokes
    assert r.kind == "follow"
    t.attention(N)
    assert ("consequence", "62B2", "revoke.card.back") in trail_rulings(t)
    assert not [r for r in t.trail if r.law == "62B1"]
    assert t.play is not None and t.play.penalty[E] == {Card.parse("ST"): True}
    assert set(t.legal_cards(E)) == _cards("D4 D3 D2")


def _minor_penalty_card_revoke() -> TableMode:
    """East drops the five of hearts (a minor penalty card) and later plays it on a
    diamond lead while holding diamonds."""
    t = _four_spades()
    play_cards(t, "E CA")
    t.expose(E, ["H5"])
    t.find("deliberate", False)
    assert t.play is not None and t.play.penalty[E] == {Card.parse("H5"): False}
    play_cards(t, "S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W S2 N SA")
    play_cards(t, "N D5 E H5")
    return t


def test_62B2_a_faced_card_is_withdrawn_without_further_rectification() -> None:
    t = _minor_penalty_card_revoke()
    t.attention(N)
    assert ("consequence", "62B2", "revoke.card.back") in trail_rulings(t)
    # still the minor penalty card it was
    assert t.play is not None and t.play.penalty[E] == {Card.parse("H5"): False}


def test_62B2_a_faced_card_withdrawn_is_no_new_penalty() -> None:
    t = _minor_penalty_card_revoke()
    t.attention(N)
    assert ("consequence", "62B2", "revoke.card.back") in trail_rulings(t)
    assert not [r for r in t.trail if r.law == "62B1"]
    assert t.penalty_cards == {E: [Card.parse("H5")]}
    assert set(t.legal_cards(E)) == _cards("D4 D3 D2")


# -- 62C: the cards played after the revoke ------------------------------------------------

def test_62C1_a_non_offender_may_withdraw_a_card_played_after_the_revoke() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    t.attention(N)
    play_cards(t, "W C5")
    step = t.step
    assert step is not None and step.law == "62C1"
    assert sorted((o.name, o.chooser) for o in step.options) == [("keep", N), ("withdraw", N)]
    t.choose(N, "withdraw")
    assert ("choice", "62C1", "chose.withdraw.card") in trail_rulings(t)
    assert set(t.legal_cards(N)) == _cards("C4 C3 C2")
    play_cards(t, "N C4")
    assert t.play is not None and t.play.tricks[0].card_of(N) == Card.parse("C4")
    assert t.penalty_cards == {W: [Card.parse("HA")]}  # North's card is no penalty card


def test_62C1_the_non_offender_may_keep_his_card() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    t.attention(N)
    play_cards(t, "W C5")
    t.choose(N, "keep")
    assert t.step is not None and t.step.law == "50D2"  # East leads: West's penalty card
    assert t.play is not None and t.play.tricks[0].card_of(N) == Card.parse("C2")


def test_62C1_cards_played_before_the_revoke_stay() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    t.attention(N)
    play_cards(t, "W C5")
    assert t.step is not None and {o.chooser for o in t.step.options} == {N}  # not South


def test_62C1_information_from_the_non_offenders_withdrawn_card() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    t.attention(N)
    play_cards(t, "W C5")
    t.choose(N, "withdraw")
    (info,) = [r for r in t.trail if r.message.key == "withdrawn.card.information"]
    assert info.law == "16C"
    # 16C2: authorised for the non-offending side, unauthorised for the offending side
    assert (info.message.values["nos"], info.message.values["os"]) == (Side.NS, Side.EW)


def _east_revokes_on_norths_heart() -> TableMode:
    t = _north_on_lead()
    play_cards(t, "N H8 E CK S H2 W HK")  # East holds three hearts
    t.attention(N)
    play_cards(t, "E H5")
    return t


def test_62C2_after_the_non_offender_withdraws_the_offenders_partner_may_too() -> None:
    t = _east_revokes_on_norths_heart()
    assert t.step is not None and t.step.law == "62C1"
    t.choose(N, "withdraw")  # declarer decides for dummy's card (45B)
    play_cards(t, "S H3")
    step = t.step
    assert step is not None and step.law == "62C2"
    assert {o.chooser for o in step.options} == {W}
    t.choose(W, "withdraw")
    # a defender's card withdrawn under 62C2 becomes a penalty card
    assert Card.parse("HK") in t.penalty_cards[W]
    assert Card.parse("CK") in t.penalty_cards[E]  # 62B1


def test_62C2_no_right_to_withdraw_when_the_non_offender_keeps_his_card() -> None:
    t = _east_revokes_on_norths_heart()
    t.choose(N, "keep")  # declarer decides for dummy's card (45B)
    assert t.step is not None and t.step.law == "50D2"  # no 62C2: West's card stays played
    assert t.play is not None and t.play.tricks[2].card_of(W) == Card.parse("HK")
    assert Card.parse("HK") not in t.penalty_cards.get(W, [])


def test_62C2_declarers_side_withdraws_without_penalty() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E H5 S H2 W HA N H8")  # West wins and leads
    play_cards(t, "W HK N C3 E H6 S H3")  # declarer revokes; East and dummy play after him
    t.attention(E)
    play_cards(t, "N H9")
    t.choose(E, "withdraw")
    play_cards(t, "E H7")
    step = t.step
    assert step is not None and step.law == "62C2" and {o.chooser for o in step.options} == {N}
    t.choose(N, "withdraw")  # declarer decides for dummy's card (45B)
    play_cards(t, "S H4")
    assert not t.penalty_cards
    assert t.play is not None and t.play.tricks[2].plays == (
        (W, Card.parse("HK")), (N, Card.parse("H9")), (E, Card.parse("H7")), (S, Card.parse("H4")))


def _both_revoke_in_trick_one() -> TableMode:
    """Dummy and West both revoke in the first trick; East wins it."""
    t = _four_spades()
    play_cards(t, "E CA S DA W HA N C2")
    assert [(r.player, r.trick) for r in t.revokes] == [(S, 1), (W, 1)]
    return t


def test_62C3_both_revokes_found_before_the_next_trick_are_corrected() -> None:
    t = _both_revoke_in_trick_one()
    t.attention(N)
    assert all(r.corrected for r in t.revokes)
    assert t.penalty_cards == {W: [Card.parse("HA")]}  # the defender's card
    assert t.play is not None and Card.parse("DA") in t.play.hands[S]


def test_62C3_both_sides_revoked_and_only_one_side_played_to_the_next_trick() -> None:
    t = _both_revoke_in_trick_one()
    play_cards(t, "E CK")  # East-West have played to the next trick, North-South have not
    t.attention(N)
    assert ("consequence", "62C3", "both.corrected") in trail_rulings(t)
    assert all(r.corrected for r in t.revokes)
    assert Card.parse("HA") in t.penalty_cards.get(W, [])  # every card a defender withdraws


def test_62C1_in_62C3_a_player_after_both_revokes_chooses_whether_to_withdraw() -> None:
    t = _both_revoke_in_trick_one()  # East, dummy (revokes), West (revokes), North
    play_cards(t, "E CK")
    t.attention(N)
    assert t.play is not None and t.play.turn == S  # dummy corrects first
    play_cards(t, "S C8 W C5")  # then West
    step = t.step
    # North played after West's revoke: the non-offending side chooses, not the engine
    assert step is not None and step.law == "62C1"
    assert sorted((o.name, o.chooser) for o in step.options) == [("keep", N), ("withdraw", N)]
    t.choose(N, "withdraw")
    play_cards(t, "N C3")
    assert t.play.tricks[0].plays == (
        (E, Card.parse("CA")), (S, Card.parse("C8")), (W, Card.parse("C5")),
        (N, Card.parse("C3")))
    assert t.penalty_cards == {W: [Card.parse("HA")]}  # declarer's card is no penalty card


def test_62C1_in_62A_both_revokes_corrected_the_player_after_them_may_keep_his_card() -> None:
    t = _both_revoke_in_trick_one()
    t.attention(N)
    play_cards(t, "S C8 W C5")
    assert t.step is not None and t.step.law == "62C1"
    t.choose(N, "keep")
    assert t.play is not None and t.play.tricks[0].card_of(N) == Card.parse("C2")


# -- 62D: the twelfth trick ------------------------------------------------------------------

def _twelfth(after: str = "") -> TableMode:
    t = _four_spades(TWELFTH)
    play_cards(t, ELEVEN_TRICKS)
    assert t.play is not None and len(t.play.tricks) == 11 and t.play.turn == N
    play_cards(t, "N SK E HA S S3 W D2")  # East revokes: he holds the two of spades
    play_cards(t, after or "N SQ E S2 S S4 W C2")
    return t


def test_62D1_a_twelfth_trick_revoke_is_corrected_even_when_established() -> None:
    t = _twelfth()
    (r,) = t.revokes
    assert r.established  # East played to the thirteenth trick
    t.attention(N)  # the hands are still on the table
    assert ("consequence", "62D1", "twelfth.corrected") in trail_rulings(t)
    t.choose(N, "keep")  # 62C1: dummy played after the revoke; declarer keeps his card
    assert t.play is not None
    assert t.play.tricks[11].card_of(E) == Card.parse("S2")
    assert t.play.tricks[12].card_of(E) == Card.parse("HA")
    assert [tr.winner for tr in t.play.tricks[11:]] == [N, N]
    t.find("compensated", True)
    assert [x.law for _, x in t.transfers] == ["64B6"]
    assert t.result == 13


def test_62D1_not_once_the_hands_are_back_in_the_board() -> None:
    t = _twelfth()
    t.apply(LaterBoard(E))  # the offenders call on the next board: the hands are back
    t.attention(N)
    assert not [r for r in t.trail if r.law == "62D1"]
    assert t.play is not None and t.play.tricks[11].card_of(E) == Card.parse("HA")
    assert ("consequence", "63B", "revoke.stands") in trail_rulings(t)
    t.find("compensated", True)
    assert [x.tricks for _, x in t.transfers] == [0]


def test_62D1_not_once_the_hands_are_returned_to_the_board_7C() -> None:
    """The hands put back in the board (7C) end 62D1 by themselves: nobody has called on
    a later board and the round goes on, yet the revoke stands (64B6)."""
    t = _twelfth()
    t.apply(HandsReturned())
    assert trail_rulings(t)[-1] == ("procedure", "7C", "hands.returned")
    assert t.play is not None and not t.play.later_board and not t.play.round_over
    t.attention(N)
    assert not [r for r in t.trail if r.law == "62D1"]
    assert t.play.tricks[11].card_of(E) == Card.parse("HA")
    t.find("compensated", True)
    assert [(x.law, x.tricks) for _, x in t.transfers] == [("64B6", 0)]


def test_7C_the_hands_are_returned_only_after_the_play() -> None:
    t = _four_spades(TWELFTH)
    play_cards(t, ELEVEN_TRICKS)
    with pytest.raises(IrregularActionError) as info:
        t.apply(HandsReturned())
    assert info.value.message.key == "play.not.over"


def test_62D2_the_offenders_partner_had_not_played_to_the_twelfth_trick() -> None:
    t = _twelfth()
    t.attention(N)
    infos = [r for r in t.trail if r.kind == "information" and r.law in ("62D2", "16C")]
    assert infos and infos[0].message.values["partner"] == W


# North, declaring 6NT, wins the first eleven tricks; in the twelfth he leads the four of
# hearts and East discards the nine of clubs although he holds the five of hearts.
LEADER = Deal.parse("N:AKQJT.AKQ4.AK5.A 987.JT95.8432.K9 654.876.QJ7.QJT2 32.32.T96.876543")


def test_62D1_the_corrected_twelfth_trick_decides_who_leads_to_the_thirteenth() -> None:
    t = TableMode(Board.numbered(1, LEADER))
    make_calls(t, "N 2C E Pass S 2D W Pass N 6NT E Pass S Pass W Pass")
    play_cards(t, "E S9 S S4 W S2 N SA  N SK E S8 S S5 W S3  N SQ E S7 S S6 W C4 "
             "N SJ E D2 S CT W C5  N ST E D3 S CJ W C6  N HA E H9 S H6 W H2 "
             "N HK E HT S H7 W H3  N HQ E HJ S H8 W C7  N DA E D4 S DJ W D9 "
             "N DK E D8 S DQ W DT  N CA E CK S CQ W C8")
    play_cards(t, "N H4 E C9 S C2 W C3")  # East revokes; North's four of hearts wins
    play_cards(t, "N D5 E H5 S D7 W D6")  # South's seven of diamonds wins the last trick
    assert t.play is not None and t.play.declarer_tricks == 13
    t.attention(W)
    t.choose(N, "keep")  # 62C1: dummy's two of clubs, played after the revoke, stays
    # corrected, East's five of hearts wins the twelfth trick, so East leads to the
    # thirteenth: his nine of clubs, the only club, wins it as well
    assert t.play.tricks[11].winner == E
    assert t.play.tricks[12].leader == E
    assert t.play.tricks[12].winner == E
    assert t.play.declarer_tricks == 11


def test_62C1_in_62D1_the_non_offending_side_chooses_whether_to_withdraw() -> None:
    t = _twelfth()  # trick 12: N SK, E HA (revoke), S S3, W D2; trick 13: SQ S2 S4 C2
    t.attention(N)
    step = t.step
    assert step is not None and step.law == "62C1"
    assert sorted((o.name, o.chooser) for o in step.options) == [("keep", N), ("withdraw", N)]
    t.choose(N, "withdraw")  # declarer takes dummy's three back: the four instead
    assert t.play is not None
    assert t.play.tricks[11].card_of(S) == Card.parse("S4")
    assert t.play.tricks[12].card_of(S) == Card.parse("S3")
    info = [r for r in t.trail if r.message.key == "withdrawn.card.information"]
    assert [(r.message.values["nos"], r.message.values["os"]) for r in info] == [
        (Side.NS, Side.EW)]  # 16C: the non-offenders' withdrawn card
    step = t.step
    # 62C2: after a non-offender withdrew, the offender's partner may withdraw his card
    assert step is not None and step.law == "62C2"
    assert [o.chooser for o in step.options] == [W, W]
    t.choose(W, "withdraw")
    assert t.play.tricks[11].card_of(W) == Card.parse("C2")
    assert t.play.tricks[12].card_of(W) == Card.parse("D2")
    assert [tr.winner for tr in t.play.tricks[11:]] == [N, N]
    assert t.step is not None and t.step.question is not None  # 64C, once all is settled
    assert t.step.question.name == "compensated"


def test_62C2_in_62D1_no_withdrawal_for_the_offenders_partner_when_nobody_withdrew() -> None:
    t = _twelfth()
    t.attention(N)
    t.choose(N, "keep")
    assert t.step is not None and t.step.question is not None  # no 62C2 step for West
    assert t.step.question.name == "compensated"
