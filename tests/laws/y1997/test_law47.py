"""Law 47E1 under the 1997 Laws: as 2007's, the lead taken back after misinformation
leaves the revoke it established standing (63A1); 1997's 47F is 2017's 47F2."""

from __future__ import annotations

from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import law

from ..y2007.test_law47 import east_revoked_then_led_out_of_turn


def test_47E1_1997_the_revoke_stays_established() -> None:
    t = east_revoked_then_led_out_of_turn("1997")
    assert t.revokes[0].established
    assert [r.message.key for r in t.trail][-1] == "revoke.stays.established"


def test_47F_1997_cites_2017s_47F2_by_its_own_number() -> None:
    assert LAWS_1997.cite(law("47F2")) == "47F"
