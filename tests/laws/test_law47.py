"""Law 47: retraction of a played card, in table mode.

The deal is ``SOUTH_4S_DEAL`` (shown in ``tests/helpers.py``): South declares four spades,
West leads and North is dummy.
"""

import pytest

from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import (
    CardRetracted,
    Designated,
    FaceDownLead,
    HandSpread,
    LeadFaced,
    PlayChanged,
)

from ..helpers import SOUTH_4S, SOUTH_4S_DEAL, holding, holds, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    """Four spades by South, before the opening lead."""
    return table_mode(SOUTH_4S, SOUTH_4S_DEAL)


def _retract(t: TableMode, seat: Seat, card: str) -> None:
    t.apply(CardRetracted(seat, Card.parse(card)))


def _in_trick(t: TableMode) -> dict[Seat, Card]:
    assert t.play is not None
    trick = t.play.current_trick
    return dict(trick.plays) if trick is not None else {}


def _laws(t: TableMode) -> list[str]:
    return [r.law for r in t.trail]


def _information(t: TableMode) -> list[tuple[str, str, str, str]]:
    """16C: each withdrawn card's owner, the card, and the sides it is authorised and
    unauthorised for."""
    return [(str(r.message.values["seat"]), str(r.message.values["card"]),
             str(r.message.values["nos"]), str(r.message.values["os"]))
            for r in t.trail if r.message.key == "withdrawn.card.information"]


def _dummy_won_trick_one() -> TableMode:
    """West leads a heart and dummy's ace wins: dummy is on lead to trick 2."""
    t = _table()
    play_cards(t, "W H2 N HA E H3 S H5")
    assert t.play is not None and t.play.turn == N
    return t


# --- 47A: to comply with a rectification ------------------------------------------------

def test_47A_declarers_lead_from_the_wrong_hand_goes_back() -> None:
    t = _dummy_won_trick_one()
    play_cards(t, "S C2")  # from his own hand: dummy is on lead
    step = t.step
    assert step is not None and step.law == "55"
    t.choose(W, "refuse")
    assert holds(t, S, "C2") and not _in_trick(t)
    assert not t.penalty_cards  # declarer's card never becomes a penalty card (48A)
    assert t.play is not None and t.play.turn == N


def test_47A_a_defenders_retracted_card_may_become_a_penalty_card() -> None:
    t = _table()
    play_cards(t, "W D4 N D2 E S4 S D3")  # East ruffs and is on lead
    play_cards(t, "W C4")  # West leads instead
    t.choose(S, "refuse")  # declarer requires the lead from the right hand
    assert holds(t, W, "C4") and not _in_trick(t)
    assert t.penalty_cards == {W: [Card.parse("C4")]}


# --- 47B: to correct an illegal play -----------------------------------------------------

def test_47B_defender_takes_back_a_revoke_card() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E C3")  # East has hearts
    _retract(t, E, "C3")
    t.find("to-comply", True)  # to correct the illegal play
    (revoke,) = t.revokes
    assert revoke.corrected
    assert "47B" in _laws(t)
    assert t.penalty_cards == {E: [Card.parse("C3")]}  # a defender's card: a penalty card (49)
    assert t.legal_cards(E) == holding("HK HT H9 H8 H3")


def test_47B_declarer_takes_back_a_revoke_card() -> None:
    t = _dummy_won_trick_one()
    play_cards(t, "N C6 E C3 S D3")  # South has clubs
    _retract(t, S, "D3")
    t.find("to-comply", True)
    (revoke,) = t.revokes
    assert revoke.corrected
    assert not t.penalty_cards
    assert t.legal_cards(S) == holding("CQ C7 C2")


# --- 47C, 47D: a changed designation of dummy's card -------------------------------------

def _slip_of_the_tongue() -> TableMode:
    """West leads the heart jack; declarer says "heart four" meaning the ace; East plays;
    declarer changes to the ace and the director finds it a slip of the tongue."""
    t = _table()
    play_cards(t, "W HJ")
    t.apply(Designated(S, "H4"))
    play_cards(t, "E H3")
    t.apply(PlayChanged(S, Card.parse("HA")))
    step = t.step
    assert step is not None and step.question is not None
    assert step.question.name == "unintended-card"
    t.find("unintended-card", True)
    return t


def test_47C_dummys_card_goes_back_without_rectification() -> None:
    t = _slip_of_the_tongue()
    assert _in_trick(t)[N] == Card.parse("HA")
    assert holds(t, N, "H4")
    assert not t.penalty_cards
    assert "47C" in _laws(t)


def test_47D_the_next_player_may_change_his_card_without_rectification() -> None:
    t = _slip_of_the_tongue()
    step = t.step
    assert step is not None
    assert {(o.name, o.chooser) for o in step.options} == {("withdraw", E), ("keep", E)}
    t.choose(E, "withdraw")
    assert holds(t, E, "H3") and E not in _in_trick(t)
    assert not t.penalty_cards  # no rectification
    assert t.play is not None and t.play.turn == E
    play_cards(t, "E H8")
    assert _in_trick(t)[E] == Card.parse("H8")


def test_47D_or_keep_it() -> None:
    t = _slip_of_the_tongue()
    t.choose(E, "keep")
    assert _in_trick(t)[E] == Card.parse("H3")
    assert t.play is not None and t.play.turn == S


# --- 47E1: a lead out of turn after an opponent's wrong word ------------------------------

def _east_revoked_then_led_out_of_turn() -> TableMode:
    """Trick 1: East revokes with a club and South wins; South tells East wrongly that it
    is his lead, and East leads a club."""
    t = _table()
    play_cards(t, "W H2 N H4 E C3 S H5")  # East has hearts: a revoke; South's five wins
    play_cards(t, "E C5")
    step = t.step
    assert step is not None and step.law == "56"
    _retract(t, E, "C5")
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("misinformed", "47E")
    t.find("misinformed", True)
    return t


def test_47E1_card_taken_back_without_rectification() -> None:
    t = _east_revoked_then_led_out_of_turn()
    assert holds(t, E, "C5") and not _in_trick(t)
    assert not t.penalty_cards
    assert "47E1" in _laws(t)
    assert t.play is not None and t.play.turn == S


def test_47E1_16C_the_side_that_misinformed_is_the_offending_side() -> None:
    t = _east_revoked_then_led_out_of_turn()  # South told East it was his lead
    # authorised for East-West, unauthorised for North-South, who gave the wrong word
    assert _information(t) == [("E", "C5", "EW", "NS")]


def test_47E1_the_lead_may_not_be_accepted() -> None:
    t = _east_revoked_then_led_out_of_turn()
    assert t.step is None
    with pytest.raises(IrregularActionError):
        t.choose(S, "accept")


def test_47E1_law_63A1_does_not_apply() -> None:
    t = _east_revoked_then_led_out_of_turn()
    (revoke,) = t.revokes
    assert not revoke.established  # the lead to trick 2 did not establish it
    t.attention(S)  # so it is still corrected (62A)
    assert t.revokes[0].corrected


def test_47E1_declarer_misinformed_takes_his_lead_back() -> None:
    t = _dummy_won_trick_one()
    play_cards(t, "S C2")  # West told him wrongly that the lead was in his hand
    _retract(t, S, "C2")
    t.find("misinformed", True)
    assert holds(t, S, "C2") and not _in_trick(t)
    assert t.step is None  # the defenders have no options
    assert "55C" not in [f.law for f in t.flags]
    assert t.play is not None and t.play.turn == N


def test_47E1_a_play_out_of_turn_after_misinformation() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H3 S H5")  # South wins
    play_cards(t, "S C2 E C3")  # East plays before West: South told him it was his turn
    _retract(t, E, "C3")
    t.find("misinformed", True)
    assert holds(t, E, "C3") and E not in _in_trick(t)
    assert not t.penalty_cards  # no rectification
    assert t.step is None  # no 57A choice for declarer
    assert t.play is not None and t.play.turn == W


# --- 47E2: a play after a mistaken explanation --------------------------------------------

def test_47E2a_card_taken_back_while_no_later_card_is_played() -> None:
    t = _dummy_won_trick_one()
    play_cards(t, "N D2 E C3")  # East discards after a mistaken explanation
    _retract(t, E, "C3")
    t.find("to-comply", False)
    t.find("misinformed", True)
    assert holds(t, E, "C3") and E not in _in_trick(t)
    assert not t.penalty_cards
    assert "16C" in _laws(t)  # information from the withdrawn card
    assert t.play is not None and t.play.turn == E
    play_cards(t, "E C5")
    assert _in_trick(t)[E] == Card.parse("C5")


def test_47E2a_16C_the_side_that_explained_wrongly_is_the_offending_side() -> None:
    t = _dummy_won_trick_one()
    play_cards(t, "N D2 E C3")  # after declarer's mistaken explanation
    _retract(t, E, "C3")
    t.find("to-comply", False)
    t.find("misinformed", True)
    assert _information(t) == [("E", "C3", "EW", "NS")]


def test_47E2a_third_hand_in_trick_one_may_take_his_card_back() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H8")  # South has not played
    _retract(t, E, "H8")
    t.find("to-comply", False)
    t.find("misinformed", True)
    assert holds(t, E, "H8") and E not in _in_trick(t)


def test_47E2a_opening_lead_not_retracted_once_dummy_is_spread() -> None:
    t = _table()
    t.apply(FaceDownLead(W, Card.parse("D4")))
    t.apply(LeadFaced(W))
    t.apply(HandSpread(N))  # dummy spreads: he has faced his cards
    assert ("41D", "dummy.faced") in [(r.law, r.message.key) for r in t.trail]
    _retract(t, W, "D4")
    t.find("to-comply", False)
    t.find("misinformed", True)
    assert _in_trick(t) == {W: Card.parse("D4")}
    assert ("47E2(a)", "retraction.dummy.faced") in [(r.law, r.message.key) for r in t.trail]
    assert "retraction.too.late" not in [r.message.key for r in t.trail]  # nothing later
    assert "47E2(b)" in [f.law for f in t.flags]


@pytest.mark.parametrize("face_down", [True, False])
def test_47E2a_opening_lead_withdrawn_before_dummy_faces_a_card(face_down: bool) -> None:
    t = _table()
    if face_down:
        t.apply(FaceDownLead(W, Card.parse("D4")))
        t.apply(LeadFaced(W))
    else:
        play_cards(t, "W D4")
    _retract(t, W, "D4")  # declarer's explanation was mistaken; dummy has not spread yet
    t.find("to-comply", False)
    t.find("misinformed", True)
    assert holds(t, W, "D4") and not _in_trick(t)
    assert not t.penalty_cards and not t.flags
    assert "47E" in _laws(t)
    assert t.play is not None and t.play.turn == W
    play_cards(t, "W H2")  # another lead
    t.apply(HandSpread(N))
    assert _in_trick(t) == {W: Card.parse("H2")}


def test_41D_dummy_spreads_once() -> None:
    t = _table()
    play_cards(t, "W H2")
    t.apply(HandSpread(N))
    with pytest.raises(IrregularActionError):
        t.apply(HandSpread(N))  # his cards are face up already


def test_47E2a_a_card_from_dummy_faces_dummy() -> None:
    t = _table()
    play_cards(t, "W H2 N H4")  # no spreading recorded: dummy's card is faced
    assert t.play is not None and t.play.dummy_faced


def test_47E2b_too_late_once_a_later_card_is_played() -> None:
    t = _dummy_won_trick_one()
    play_cards(t, "N D2 E C3 S D3")  # East discards after a mistaken explanation; South plays
    _retract(t, E, "C3")
    t.find("to-comply", False)
    t.find("misinformed", True)
    assert _in_trick(t)[E] == Card.parse("C3")  # it stays played
    assert "47E2(b)" in [f.law for f in t.flags]  # the director may adjust


def test_47E2b_too_late_after_the_trick_is_quitted() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H8 S H5")
    _retract(t, E, "H8")
    t.find("to-comply", False)
    t.find("misinformed", True)
    assert "47E2(b)" in [f.law for f in t.flags]


# --- 47F ------------------------------------------------------------------------------------

def test_47F1_cards_played_to_a_lead_out_of_turn_as_in_53B() -> None:
    t = _dummy_won_trick_one()
    play_cards(t, "E C3")  # East leads: dummy is on lead
    play_cards(t, "N D2")  # declarer leads from dummy: the proper lead, not a play to East's
    assert _in_trick(t) == {N: Card.parse("D2")}
    assert holds(t, E, "C3")  # East's card goes back
    assert "53B" in _laws(t)


def test_47F2_a_played_card_stays_played() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H8")
    _retract(t, E, "H8")
    t.find("to-comply", False)
    t.find("misinformed", False)
    assert _in_trick(t)[E] == Card.parse("H8")
    assert "47F2" in _laws(t)
    assert t.play is not None and t.play.turn == S


def test_47F2_declarer_cannot_change_his_own_card() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H8 S H5")
    play_cards(t, "S H6 W HJ")
    t.apply(PlayChanged(S, Card.parse("H7")))
    assert "47F2" in _laws(t)
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(S) == Card.parse("H6")


def test_47F2_a_card_of_an_earlier_trick_cannot_be_taken_back() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H8 S H5")
    _retract(t, E, "H8")
    t.find("to-comply", False)
    t.find("misinformed", False)  # not a case of 47E: a played card stays played
    assert t.step is None
    assert t.play is not None and t.play.tricks[0].card_of(E) == Card.parse("H8")
    assert "47F2" in _laws(t)


def test_47F2_a_defender_who_names_another_card_exposes_it() -> None:
    t = _table()
    play_cards(t, "W H2 N H4 E H8")
    t.apply(PlayChanged(E, Card.parse("HK")))
    assert _in_trick(t)[E] == Card.parse("H8")
    assert t.penalty_cards == {E: [Card.parse("HK")]}  # named: a penalty card (49)


# --- 47F2 after a correction: a lead to the next trick stays played --------------------------

def _block_four_spades() -> TableMode:
    """4S by North on BLOCK_DEAL (South is dummy); North's ace of spades wins trick 1."""
    t = table_mode("1S Pass 4S Pass Pass Pass")
    play_cards(t, "E S8 S S5 W S2 N SA")
    return t


def test_47F2_a_lead_to_the_next_trick_stays_played_when_its_hand_still_wins() -> None:
    t = _block_four_spades()
    play_cards(t, "N D5 E D2 S DJ W C6")  # West revokes; dummy's jack wins
    play_cards(t, "S DA")  # dummy leads to trick 3 before anyone notices
    t.attention(N)
    assert t.play is not None and len(t.play.tricks) == 1  # trick 2 is reopened
    play_cards(t, "W D8")  # the correction: dummy's jack still wins
    assert t.play.tricks[1].winner == S
    assert ("47F2", "next.lead.stands") in [(r.law, r.message.key) for r in t.trail]
    assert _in_trick(t) == {S: Card.parse("DA")}  # not taken back into dummy's hand
    assert t.play.turn == W


def test_47F2_a_lead_from_a_hand_that_no_longer_wins_goes_back() -> None:
    t = _block_four_spades()
    play_cards(t, "N HT E H5 S H2 W C5")  # West revokes; declarer's ten wins
    play_cards(t, "N SK")  # declarer leads to trick 3
    t.attention(E)
    play_cards(t, "W HJ")  # the correction wins the trick for West
    assert t.play is not None and t.play.tricks[1].winner == W
    assert ("62", "returned.to.hand") in [(r.law, r.message.key) for r in t.trail]
    assert holds(t, N, "SK") and not _in_trick(t)
    assert t.play.turn == W
