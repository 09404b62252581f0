"""Law 63A3 under the 1997 Laws: as 2007's (a revoke is established when its side agrees
to the opponents' claim); 1997 has no 63A4."""

from __future__ import annotations

from bridgelaws.laws.index import UnknownClauseError, law

from ..y2007.test_law63 import claim_after_easts_revoke


def test_63A3_1997_agreeing_to_the_claim_establishes_the_revoke() -> None:
    t = claim_after_easts_revoke("1997")
    assert t.revokes[0].established
    try:
        law("63A4", "1997")
    except UnknownClauseError:
        pass
    else:
        raise AssertionError("1997 has no 63A4")
