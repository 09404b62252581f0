"""Law 53 under the 2007 Laws: a lead out of turn to the thirteenth trick may be accepted
like any other (2017: it must be taken back), and 53B/53C carry the 2007 letters.

1S by North on BLOCK_DEAL (``tests/helpers.py``); South is dummy, East leads."""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.engine.tablemode import TableMode

from ...helpers import play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _to_the_last_trick(laws: str) -> TableMode:
    t = table_mode(edition=laws)
    for _ in range(48):
        assert t.play is not None and t.play.turn is not None
        t.play_card(t.play.turn, min(t.legal_cards()))
    assert t.play is not None and t.play.turn == N and len(t.play.tricks) == 12
    return t


def test_53A_2007_a_lead_out_of_turn_to_the_last_trick_may_be_accepted() -> None:
    t = _to_the_last_trick("2007")
    t.play_card(E, "ST")
    step = t.step
    assert step is not None and (step.law, step.law.edition) == ("56", "2007")
    assert {(o.name, o.law) for o in step.options} == {("accept", "53A"), ("refuse", "54D")}
    t.choose(N, "accept")
    play_cards(t, "S S7 W S4 N SA")
    assert t.play is not None and t.play.over


def test_53A_2017_the_same_lead_is_taken_back() -> None:
    t = _to_the_last_trick("2017")
    t.play_card(E, "ST")
    assert t.step is None and t.trail[-1].message.key == "lead.thirteen"
