"""Law 60 under the 1997 Laws: the same rulings as 2017's and 2007's (60B: a defender's
card played before declarer leads from the right hand is a penalty card, major as a card
deliberately played), cited by the 1997 numbers (2007 with it in
tests/laws/y2007/test_law60.py). 1S by North on BLOCK_DEAL."""

from __future__ import annotations

from bridgelaws import Card, Seat

from ...helpers import NORTH_TO_LEAD, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def test_60B_1997_is_rectified() -> None:
    from bridgelaws.laws.editions import LAWS_1997
    assert 60 in LAWS_1997.rectified and 47 in LAWS_1997.rectified
    t = table_mode(edition="1997")
    play_cards(t, NORTH_TO_LEAD)
    t.play_card(S, "DA")
    t.choose(W, "refuse")
    t.play_card(W, "D8")
    assert [(r.law, r.law.edition) for r in t.trail if r.message.key ==
            "played.before.correct.lead"] == [("60B", "1997")]
    assert t.play is not None and t.play.penalty == {W: {Card.parse("D8"): True}}
