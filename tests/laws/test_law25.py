"""Law 25: changes of call, in table mode."""

import contextlib

import pytest

from bridgelaws import Board, Call, Seat, Side
from bridgelaws.engine.tablemode import IrregularActionError, TableMode

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table(number: int = 1) -> TableMode:
    return TableMode(Board.numbered(number, BLOCK_DEAL))


def _calls(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _auction(t: TableMode) -> list[str]:
    return [f"{s} {c}" for s, c in t.calls]


def _keys(t: TableMode) -> list[tuple[str, str]]:
    return [(r.law, r.message.key) for r in t.trail]


# --- 25A: unintended call ------------------------------------------------------------------

def test_25A_change_asks_the_director_whether_unintended() -> None:
    t = _table()
    _calls(t, "N 1C")
    t.change(N, "1S")
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("unintended", "25A")
    assert _auction(t) == ["N 1C"]  # nothing changes before the finding


def test_25A1_unintended_call_replaced_before_partner_calls() -> None:
    t = _table()
    _calls(t, "N 1C E Pass")  # LHO has called, partner has not
    t.change(N, "1S")
    t.find("unintended", True)
    t.choose(E, "keep")
    assert _auction(t) == ["N 1S", "E Pass"]
    assert ("25A1", "substitution.allowed") in _keys(t)


def test_25A1_no_lead_restriction_after_an_unintended_call() -> None:
    t = _table()
    _calls(t, "N 1C")
    t.change(N, "1S")
    t.find("unintended", True)
    assert _auction(t) == ["N 1S"]
    assert not t.restrictions and not t.obligations and not t.flags
    assert "information" not in [r.kind for r in t.trail]


def test_25A1_intended_call_is_subject_to_its_own_law() -> None:
    t = _table()
    _calls(t, "N 1S E 2C")
    t.change(E, "1H")  # the intended call is insufficient: Law 27
    t.find("unintended", True)
    assert t.step is not None and t.step.law == "27"
    assert [o.chooser for o in t.step.options] == [S, S]


def test_25A2_change_of_mind_is_not_an_unintended_call() -> None:
    t = _table()
    _calls(t, "N 1C")
    t.change(N, "1S")
    t.find("unintended", False)  # he meant 1C when he made it
    assert t.step is not None and t.step.law == "25B"
    assert _auction(t) == ["N 1C"]


def test_25A4_no_substitution_after_partner_called() -> None:
    t = _table()
    _calls(t, "N 1C E Pass S 1H")
    t.change(N, "1S")
    assert t.step is None  # no question: too late for any change
    assert _auction(t) == ["N 1C", "E Pass", "S 1H"]
    assert ("25A4", "substitution.too.late") in _keys(t)
    assert t.turn == W


def test_25A5_unintended_final_pass_may_be_replaced_before_the_opening_lead() -> None:
    t = _table()
    _calls(t, "N 1S E Pass S Pass W Pass")
    assert t.auction_over
    t.change(W, "2H")  # West's partner never had a turn: the auction period has not ended
    t.find("unintended", True)
    assert _auction(t) == ["N 1S", "E Pass", "S Pass", "W 2H"]
    assert not t.auction_over and t.turn == N


def test_25A5_no_change_after_the_auction_period() -> None:
    t = _table()
    _calls(t, "N 1S E Pass S Pass W Pass")
    t.play_card(E, "CA")  # the opening lead is faced: the auction period is over
    with contextlib.suppress(IrregularActionError):
        t.change(W, "2H")
        t.find("unintended", True)
    assert _auction(t) == ["N 1S", "E Pass", "S Pass", "W Pass"]
    assert t.contract is not None and str(t.contract) == "1S N"
    assert not t.restrictions


def test_25A6_lho_may_withdraw_call_made_after() -> None:
    t = _table()
    _calls(t, "N 1C E 1H")
    t.change(N, "1S")
    t.find("unintended", True)
    assert t.step is not None and t.step.law == "25A6"
    assert [(o.name, o.chooser) for o in t.step.options] == [("withdraw", E), ("keep", E)]
    t.choose(E, "withdraw")
    assert _auction(t) == ["N 1S"]
    assert t.turn == E  # East calls again, over 1S
    info = [r for r in t.trail if r.kind == "information"]
    assert len(info) == 1
    # authorised for East-West, unauthorised for North-South
    assert info[0].message.values["nos"] == Side.EW
    assert info[0].message.values["os"] == Side.NS


def test_25A6_lho_may_keep_his_call() -> None:
    t = _table()
    _calls(t, "N 1C E Pass")
    t.change(N, "1S")
    t.find("unintended", True)
    t.choose(E, "keep")
    assert _auction(t) == ["N 1S", "E Pass"]
    assert t.turn == S
    assert "information" not in [r.kind for r in t.trail]


def test_25A6_only_lho_chooses() -> None:
    t = _table()
    _calls(t, "N 1C E 1H")
    t.change(N, "1S")
    t.find("unintended", True)
    for seat, option in ((W, "withdraw"), (N, "keep"), (S, "withdraw")):
        with pytest.raises(IrregularActionError):
            t.choose(seat, option)
    assert t.step is not None and t.step.law == "25A6"


# --- 25B: change of mind ------------------------------------------------------------------

def _change_of_mind() -> TableMode:
    t = _table()
    _calls(t, "N 1C")
    t.change(N, "1S")
    t.find("unintended", False)
    return t


def test_25B_lho_is_offered_accept_or_refuse() -> None:
    t = _change_of_mind()
    assert t.step is not None
    assert [(o.name, o.chooser, o.law) for o in t.step.options] == [
        ("accept", E, "25B1"), ("refuse", E, "25B2")]


def test_25B1_lho_accepts_change_of_mind() -> None:
    t = _change_of_mind()
    t.choose(E, "accept")
    t.find("comparable", False)  # 25B1: "Law 26 may apply"
    assert _auction(t) == ["N 1S"]  # the first call is withdrawn, the second stands
    assert t.turn == E
    assert [(r.offender, r.call) for r in t.restrictions] == [(N, Call.parse("1C"))]
    assert not t.obligations


def test_25B1_lho_accepts_by_calling() -> None:
    t = _change_of_mind()
    _calls(t, "E 2H")
    t.find("comparable", False)
    assert _auction(t) == ["N 1S", "E 2H"]
    assert ("25B1", "chose.accept.by.calling") in _keys(t)


def test_25B2_change_cancelled_original_stands() -> None:
    t = _change_of_mind()
    t.choose(E, "refuse")
    t.find("comparable", False)
    assert _auction(t) == ["N 1C"]
    assert t.turn == E
    assert ("25B2", "substitution.cancelled") in _keys(t)
    assert [r.offender for r in t.restrictions] == [N]  # Law 26 may apply


@pytest.mark.parametrize("option", ["accept", "refuse"])
def test_25B3_16C_applies_to_the_withdrawn_or_cancelled_call(option: str) -> None:
    t = _change_of_mind()
    t.choose(E, option)
    info = [r for r in t.trail if r.kind == "information"]
    assert len(info) == 1 and info[0].law == "16C"
    withdrawn = "1C" if option == "accept" else "1S"
    assert str(info[0].message.values["call"]) == withdrawn
    assert info[0].message.values["nos"] == Side.EW


def test_25_change_at_lho_turn_by_calling_again() -> None:
    # 30B2, 31C, 32C: a second call at LHO's turn is a change of call
    t = _table()
    _calls(t, "N 1C N 1S")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "unintended"


def test_25_no_change_without_a_call() -> None:
    t = _table()
    with pytest.raises(IrregularActionError):
        t.change(N, "1S")
    assert t.events == [] and t.trail == []


@pytest.mark.parametrize("option", ["accept", "refuse"])
def test_25B_26A_a_comparable_call_means_no_lead_restriction(option: str) -> None:
    """25B1, 25B2: "Law 26 may apply": the director finds whether the call that takes
    the withdrawn one's place is comparable (26A: no lead restriction, the 23C review)."""
    t = _change_of_mind()
    t.choose(E, option)
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("comparable", "26A")
    t.find("comparable", True)
    assert t.restrictions == []
    assert ("26A", "no.rectification") in _keys(t) and "23C" in [f.law for f in t.flags]
    assert _auction(t) == (["N 1S"] if option == "accept" else ["N 1C"])


@pytest.mark.parametrize("option", ["accept", "refuse"])
def test_25B_26B_a_call_not_comparable_restricts_the_lead(option: str) -> None:
    t = _change_of_mind()
    t.choose(E, option)
    t.find("comparable", False)
    withdrawn = "1C" if option == "accept" else "1S"
    assert [(r.offender, str(r.call), r.law) for r in t.restrictions] == [
        (N, withdrawn, "26B")]
