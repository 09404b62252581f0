"""Law 65 under the 1997 Laws: no 65B3, so pointing out a quitted card turned the wrong
way is never late. 1NT by North on BLOCK_DEAL; East leads."""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.engine.tableplay import CardPointed

from ...helpers import play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def test_65B_1997_a_wrongly_turned_card_may_be_pointed_out_at_any_time() -> None:
    t = table_mode("1NT Pass Pass Pass", edition="1997")
    play_cards(t, "E CA S C8 W C5 N C2 E CK S C9")  # both sides played to trick 2
    t.apply(CardPointed(W))
    last = t.trail[-1]
    assert (last.kind, last.law, last.law.edition, last.message.key) == (
        "procedure", "65B", "1997", "pointed")
    assert not [r for r in t.trail if r.kind == "information"]
