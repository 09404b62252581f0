"""Findings of the reviews of the play period, each pinned by a test named after its law.

A reviewer read Laws 41-69 against the engine and reproduced each departure; these tests
keep them fixed. The deal is the block deal (North holds the top spades, East the top
clubs, South the top diamonds, West the top hearts); North declares 1S unless a test says
otherwise, so East is on lead.
"""

from __future__ import annotations

import pytest

from bridgelaws import Board, Card, Holding, Seat
from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import Breach, CardsTogether, Designated, DummyPlaced, DummyWarned

from ..helpers import BLOCK_DEAL, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _cards(t: TableMode, seat: Seat | None = None) -> list[str]:
    return sorted(str(c) for c in t.legal_cards(seat))


def test_62A_a_corrected_revoke_of_a_57A_requirement_still_owes_it() -> None:
    """62A with 57A2: East must play his lowest diamond; he plays another and it is
    corrected: the lowest diamond is still the card he owes."""
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA N D5")
    t.play_card(W, "D8")  # West plays before his partner: 57A
    t.choose(N, "lowest")
    t.play_card(E, "D4")  # not his lowest: a revoke of the requirement (61A)
    t.attention(N)
    assert _cards(t, E) == ["D2"]
    t.play_card(E, "D2")
    assert t.revokes[0].corrected


def test_62A_a_corrected_revoke_of_a_50D2_requirement_still_owes_it() -> None:
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA")
    t.expose(E, ["CA"])  # a major penalty card
    play_cards(t, "N H8 E H7 S H2 W HA")
    t.choose(N, "require C")  # 50D2(a): West must lead a club
    t.play_card(W, "HK")
    t.attention(N)
    assert _cards(t, W) == ["C5", "C6", "C7"]
    t.play_card(W, "C7")


def test_53B_is_not_for_the_offending_side() -> None:
    """West leads out of turn; East, whose lead it was, then leads too: that is the
    offending side playing before the rectification (60C), not the opponents' own lead of
    53B, so declarer's choice under 56 is still open."""
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.play_card(W, "D8")
    t.play_card(E, "CK")
    assert t.step is not None and t.step.law == "56"
    assert Card.parse("CK") in t.penalty_cards[E]


def test_52B_when_the_penalty_card_has_gone_the_other_card_stands() -> None:
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA N H8 S H2 W HA")
    t.apply(_quitted())
    t.expose(E, ["H5"])
    t.find("deliberate", False)
    play_cards(t, "W HK N H9 E H6")
    t.attention(N)
    t.choose(E, "play H5")  # 67B1: East puts the five in the defective trick
    assert t.step is None or t.step.law != "52B"
    assert ("52B1(c)", "penalty.gone") in [(r.law, r.message.key) for r in t.trail]


def _quitted() -> object:
    from bridgelaws.engine.tableplay import TrickQuitted
    return TrickQuitted()


def test_51B_the_holder_plays_any_legal_card_to_that_trick() -> None:
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA N H8 E H5 S H2 W HA")
    t.expose(E, ["CA", "H7"])  # two penalty cards, in two suits
    t.choose(N, "prohibit H")  # 51B2(b): the heart goes back, West may not lead hearts
    play_cards(t, "W C5 N C2")
    assert _cards(t, E) == ["CA", "CJ", "CK", "CQ"]  # any legal card to this trick


def test_50D2_the_choice_comes_again_when_a_new_penalty_card_appears() -> None:
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA")
    t.expose(E, ["CA"])
    play_cards(t, "N H8 E H7 S H2 W HA")
    t.choose(N, "none")
    t.play_card(E, "H6")  # East leads out of turn: declarer refuses (56B)
    t.choose(N, "refuse")
    assert t.step is not None and t.step.law == "51B"  # West's lead: two penalty cards now


def test_26B_and_50D2_restrictions_on_one_leader_combine() -> None:
    t = TableMode(Board.numbered(2, BLOCK_DEAL))  # East deals
    for seat, call in [(E, "Pass"), (S, "1D"), (W, "1C")]:
        t.call(seat, call)
    t.choose(N, "refuse")
    t.call(W, "2D")
    t.find("comparable", False)  # 26B: a lead restriction for East's first lead
    t.expose(W, ["HA"])  # and West's ace will be a major penalty card
    for seat, call in [(N, "2S"), (E, "Pass"), (S, "3S"), (W, "Pass"), (N, "4S"),
                       (E, "Pass"), (S, "Pass"), (W, "Pass")]:
        t.call(seat, call)
    t.choose(N, "prohibit C")  # 26B
    t.choose(N, "prohibit H")  # 50D2
    assert not {s.letter for s in {Card(c).suit for c in t.legal_cards(E)}} & {"C", "H"}


def test_43B2a_only_when_declarer_is_to_lead() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")  # East, a defender, is on lead
    t.apply(Breach(S, "43A2(b)"))
    t.apply(DummyWarned(S))
    assert t.step is None
    assert t.play is not None and t.play.turn == E


def test_46B4_a_card_of_declarers_own_hand_named_at_dummys_turn_is_void() -> None:
    t = table_mode()
    play_cards(t, "E S8")  # dummy (South) to play
    t.apply(Designated(N, "SK"))  # the king is in declarer's hand, not dummy's
    assert t.play is not None and N not in t.play.current
    assert "46B4" in [r.law for r in t.trail]


def test_60A3_an_accepted_lead_out_of_turn_is_no_failure_to_play_a_penalty_card() -> None:
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA")  # North to lead
    t.expose(W, ["HA"])  # West has a major penalty card
    t.play_card(W, "D8")  # and leads another card out of turn
    t.choose(N, "accept")
    assert not t.revokes  # the duty to play the ace carries on at his later turns


def test_58B_reopening_a_trick_returns_the_cards_of_the_next_one() -> None:
    """45D1 with 58B: a trick is reopened while two cards played together lie in the next
    one; both go back to the hand."""
    t = table_mode()
    t.play_card(E, "CA")
    t.apply(DummyPlaced(S, Card.parse("C8")))
    play_cards(t, "W C5 N C2")
    t.apply(CardsTogether(E, (Card.parse("CK"), Card.parse("CQ"))))
    t.attention(W)
    assert t.play is not None
    held = t.play.hands[E]
    assert Card.parse("CK") in held and Card.parse("CQ") in held


def test_62D_a_claim_within_the_twelfth_trick_leaves_nothing_to_correct() -> None:
    deal = BLOCK_DEAL
    t = TableMode(Board.numbered(1, deal))
    for seat, call in zip(Seat, ["1S", "Pass", "Pass", "Pass"], strict=True):
        t.call(seat, call)
    while t.play is not None and len(t.play.tricks) < 11:
        seat = t.play.turn
        assert seat is not None
        if t.step is not None:
            option = t.step.options[0]
            t.choose(option.chooser, option.name)
            continue
        t.play_card(seat, min(t.legal_cards()))
    assert t.play is not None and t.play.turn is not None
    t.claim(N, 2)
    t.attention(E)  # nothing to correct in a trick that was never completed
    assert t.play.over


def test_64B3_the_only_cards_of_the_suit_were_penalty_cards() -> None:
    """A revoke by a player whose only cards of the suit led were penalty cards is a
    failure to play a faced card: no trick transferred (64B3)."""
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA N H8")
    t.expose(E, ["H5", "H6", "H7"])  # all East's hearts are now penalty cards
    assert t.step is not None and t.step.law == "51A"
    t.choose(N, "play H7")
    t.play_card(E, "CA")  # he plays a club instead
    (revoke,) = t.revokes
    assert revoke.kind == "penalty"  # a failure to play a faced card
    play_cards(t, "S H2 W HA")
    t.attention(N)  # while declarer's 51B choice for West's lead is due
    t.choose(N, "none")
    assert t.revokes[0].accepted  # dummy has played since: declarer must accept (52B1(b))
    t.claim(W, 11)  # East-West claim the rest: the revoke is established (63A3)
    assert [(x.tricks, x.law) for _, x in t.transfers] == [(0, "64B3")]


def test_64_a_revoke_in_a_trick_a_claim_cut_short_is_not_won_by_the_offender() -> None:
    """A revoke in the unfinished trick, then a claim: the claimed tricks are a side's,
    never the offending player's own, whoever claims."""
    results = []
    for claimer in (E, W):
        t = table_mode()
        play_cards(t, "E CA S C8 W C5 N C2 E H5 S H2 W HA N H8")  # West leads next
        play_cards(t, "W D8 N D5 E CK")  # East revokes in trick 3 (he holds diamonds)
        t.claim(claimer, 8)  # the offending side claims: established (63A3)
        t.attention(N)
        t.find("compensated", True)
        results.append([(x.tricks, x.law) for _, x in t.transfers])
    assert results[0] == results[1]


def _later_board(seat: Seat) -> object:
    from bridgelaws.engine.tableplay import LaterBoard
    return LaterBoard(seat)


def test_62A_attention_drawn_while_the_board_waits_is_kept() -> None:
    """East revokes; before anyone plays on, declarer leads out of turn from dummy and
    attention is drawn while the defenders' choice (55) is open: once the choice is made,
    the revoke is corrected, not established."""
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA")
    play_cards(t, "N H8 E CA S H2 W HA")  # East revokes (he holds hearts); West wins
    t.play_card(S, "DJ")  # declarer leads from dummy, at West's turn
    assert t.step is not None and t.step.law == "55"
    t.attention(N)  # while the defenders' choice is open
    t.choose(W, "refuse")
    assert t.revokes[0].corrected and not t.revokes[0].established


@pytest.mark.parametrize("claimer", [N, E])
def test_63A4_an_opponents_claim_establishes_only_after_the_next_call(claimer: Seat) -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W D8 N C2")  # West revokes
    if claimer.side == W.side:
        t.claim(claimer, 0)  # the revoking side concedes: established at once (63A3)
        assert t.revokes[0].established
        return
    t.claim(claimer, 12)
    assert not t.revokes[0].established
    t.apply(_later_board(W))
    assert t.revokes[0].established


def test_pbn_marks_with_R_only_a_failure_to_follow_suit() -> None:
    from bridgelaws.formats.tablelog import to_pbn
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA")
    t.expose(W, ["HA"])
    play_cards(t, "N H8 E H7 S H2")
    t.play_card(W, "HK")  # not the penalty ace: a failure to play it (52), not ^R
    assert "^R" not in to_pbn(t)


def test_holding_is_listed_high_to_low() -> None:
    """The engine picks the lowest card by value, never by the order a Holding lists."""
    assert list(Holding.parse("♠AK2")) == [Card.SA, Card.SK, Card.S2]
    with pytest.raises(IrregularActionError):
        table_mode().play_card(E, "SA")  # a card East does not hold
