"""Law 63A3 under the 2007 Laws: agreeing to the opponents' claim establishes the revoking
side's revoke at once; 2017 has 63A4 instead (established only once the revoking side
calls on a later board or the round ends). 4S by South; East revokes at trick 1."""

from __future__ import annotations

import pytest

from bridgelaws import Seat
from bridgelaws.engine.events import ClaimAgreed
from bridgelaws.engine.tablemode import TableMode

from ...helpers import SOUTH_4S, SOUTH_4S_DEAL, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def claim_after_easts_revoke(laws: str) -> TableMode:
    t = table_mode(SOUTH_4S, SOUTH_4S_DEAL, edition=laws)
    play_cards(t, "W H2 N HA E C3 S H5")  # East has hearts: a revoke
    t.apply(ClaimAgreed(S, 12))  # declarer claims the rest; East-West agree
    return t


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_63A3_agreeing_to_the_claim_establishes_the_revoke(laws: str) -> None:
    t = claim_after_easts_revoke(laws)
    (revoke,) = t.revokes
    assert revoke.established
    assert [(r.law, r.law.edition) for r in t.trail if r.message.key ==
            "revoke.established"] == [("63A3", laws)]


def test_63A4_2017_not_yet_established() -> None:
    t = claim_after_easts_revoke("2017")
    (revoke,) = t.revokes
    assert not revoke.established and revoke.pending_63A4
