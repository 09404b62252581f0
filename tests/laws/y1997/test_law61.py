"""Laws 61B and 63B under the 1997 Laws: the defenders may not ask each other whether
they have a card of the suit led; when one does and his partner has revoked, the revoke
is corrected and Law 64 applies as if it were established (63B). Under 2007 and 2017 a
defender may ask his partner, and the revoke is corrected with no transfer. 4S by South;
East revokes at trick 1."""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import Inquiry

from ...helpers import SOUTH_4S, SOUTH_4S_DEAL, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def west_asks_east(laws: str) -> TableMode:
    t = table_mode(SOUTH_4S, SOUTH_4S_DEAL, edition=laws)
    play_cards(t, "W H2 N HA E C3")  # East has hearts: a revoke
    t.apply(Inquiry(W, E))
    return t


def test_61B_63B_1997_a_defender_asks_his_partner() -> None:
    t = west_asks_east("1997")
    ruled = [(r.kind, r.law, r.law.edition, r.message.key) for r in t.trail]
    assert ("irregularity", "61B", "1997", "defender.asks.partner") in ruled
    assert ("consequence", "63B", "1997", "revoke.attention.illegal") in ruled
    (revoke,) = t.revokes
    assert revoke.as_established  # corrected, and Law 64 applies as if established


@pytest.mark.parametrize("laws", ["2007", "2017"])
def test_61B_a_defender_may_ask_his_partner_in_2007_and_2017(laws: str) -> None:
    t = west_asks_east(laws)
    assert [r.kind for r in t.trail if r.message.key == "inquiry"] == ["procedure"]
    (revoke,) = t.revokes
    assert not revoke.as_established
