"""Law 26 (2007, and 1997 alike): after a withdrawn suit bid whose suit the offender did
not name legally, declarer may require or prohibit that suit (26A2); after any other
withdrawn call, prohibit any one suit (26B); no restriction when the offender named the
suit legally (26A1). 2017 only lets him prohibit a suit the offender did not name."""

from __future__ import annotations

import pytest

from bridgelaws.engine.tablemode import TableMode

from .helpers import E, N, S, W, table


def defend_after(laws: str, withdrawn: str, south_bids: str) -> TableMode:
    """South bids ``withdrawn`` at North's turn (refused, so North is barred in the older
    editions); South then bids ``south_bids``; East-West play in 4H by West's bid."""
    t = table(laws)
    t.call(S, withdrawn)  # at North's turn
    t.choose(W, "refuse")
    t.call(N, "Pass")
    t.call(E, "Pass")
    t.call(S, south_bids)
    t.call(W, "4H")
    t.call(N, "Pass")
    t.call(E, "Pass")
    t.call(S, "Pass")
    assert t.contract is not None and t.declarer == W
    return t


def names(t: TableMode) -> list[str]:
    assert t.step is not None
    return [o.name for o in t.step.options]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_26A2_a_withdrawn_suit_bid_require_or_prohibit_that_suit(laws: str) -> None:
    t = defend_after(laws, "1D", "1S")  # diamonds never named legally by South
    assert names(t) == ["prohibit D", "require D", "none"]
    law = {o.name: o.law for o in t.step.options}  # type: ignore[union-attr]
    assert law["require D"] == ("26A2(a)" if laws == "2007" else "26A2")
    t.choose(W, "require D")
    assert t.play is not None and t.play.lead_rule is not None
    assert t.play.lead_rule.required is not None


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_26A1_the_suit_named_legally_no_restriction(laws: str) -> None:
    t = defend_after(laws, "1D", "2D")
    assert t.step is None  # no choice for declarer: North leads freely


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_26B_another_withdrawn_call_prohibit_any_one_suit(laws: str) -> None:
    t = defend_after(laws, "1NT", "1S")
    assert names(t) == ["prohibit C", "prohibit D", "prohibit H", "prohibit S", "none"]
    assert {o.law for o in t.step.options} == {"26B"}  # type: ignore[union-attr]



def test_26B_after_31A2b_2007_names_26B_only() -> None:
    """31A2(b) (2007): the cancelled 1H bid out of rotation, not repeated: declarer may
    prohibit any one suit, not require hearts."""
    t = table("2007")
    t.call(E, "1H")  # at North's (his RHO's) turn
    t.choose(S, "refuse")
    t.call(N, "1S")
    t.call(E, "2C")  # not hearts: West barred for the whole auction
    for c in ("2D", "Pass", "Pass", "Pass"):
        assert t.turn is not None
        t.call(t.turn, c)
    assert t.declarer == S
    assert names(t) == ["prohibit C", "prohibit D", "prohibit H", "prohibit S", "none"]


def test_26A_after_31A2b_1997_names_all_of_26() -> None:
    t = table("1997")
    t.call(E, "1H")
    t.choose(S, "refuse")
    t.call(N, "1S")
    t.call(E, "2C")
    for c in ("2D", "Pass", "Pass", "Pass"):
        assert t.turn is not None
        t.call(t.turn, c)
    assert names(t) == ["prohibit H", "require H", "none"]


def test_26A2_a_withdrawn_bid_above_seven_names_its_suit() -> None:
    """Found by the Hypothesis properties run under every edition: a bid above seven
    (Law 38) is a tuple whose ``index`` is a method, and 2007's lead options took it for a
    call; it is a bid in its strain, so declarer may require or prohibit that suit."""
    t = table("2007")
    for seat, call in ((N, "1S"), (E, "Pass"), (S, "Pass"), (W, "8C")):
        t.call(seat, call)
    t.director()  # 38: the bid above seven is cancelled
    step = t.step
    assert step is not None
    assert [(o.name, o.law) for o in step.options] == [
        ("prohibit C", "26A2(b)"), ("require C", "26A2(a)"), ("none", "26B")]
