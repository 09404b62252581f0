"""Law 60 under the 2007 and 1997 Laws: the same rulings as 2017 (60A: playing after the
irregularity loses the right to rectify it; 60B: a defender's card played before declarer
leads from the right hand is a penalty card, major as a card deliberately played; 60C),
cited by the edition's numbers. 1S by North on BLOCK_DEAL."""

from __future__ import annotations

import pytest

from bridgelaws import Card, Seat

from ...helpers import NORTH_TO_LEAD, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_60B_defenders_card_before_the_correct_lead_is_a_major_penalty_card(laws: str) -> None:
    t = table_mode(edition=laws)
    play_cards(t, NORTH_TO_LEAD)
    t.play_card(S, "DA")  # from dummy, but North is on lead
    t.choose(W, "refuse")  # declarer must lead from his own hand
    t.play_card(E, "D2")  # before North has led
    ruled = [(r.law, r.law.edition, r.message.key) for r in t.trail]
    assert ("60B", laws, "played.before.correct.lead") in ruled
    assert t.play is not None and t.play.penalty == {E: {Card.parse("D2"): True}}
    assert t.play.turn == N
