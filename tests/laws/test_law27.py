"""Law 27: insufficient bid, in table mode."""

import pytest

from bridgelaws import Board, Call, Seat, Side
from bridgelaws.engine.steps import AnswerType
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.values.cards import Strain

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
PASS = Call.parse("Pass")


def _table(number: int = 1) -> TableMode:
    return TableMode(Board.numbered(number, BLOCK_DEAL))


def _calls(t: TableMode, text: str) -> None:
    """``"N 1S E 1H"``: each seat makes its call, in the order written."""
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _auction(t: TableMode) -> list[str]:
    return [f"{s} {c}" for s, c in t.calls]


def _laws(t: TableMode, kind: str | None = None) -> list[str]:
    return [r.law for r in t.trail if kind is None or r.kind == kind]


def _refused_1h(t: TableMode | None = None) -> TableMode:
    """North opens 1S, East bids 1H (insufficient), South does not accept it."""
    t = t or _table()
    _calls(t, "N 1S E 1H")
    t.choose(S, "refuse")
    return t


# --- 27A: acceptance ---------------------------------------------------------------------

def test_27_insufficient_bid_offers_lho_accept_or_refuse() -> None:
    t = _table()
    _calls(t, "N 1S E 1H")
    assert t.step is not None and t.step.law == "27"
    assert [(o.name, o.chooser, o.law) for o in t.step.options] == [
        ("accept", S, "27A1"), ("refuse", S, "27B")]
    assert _auction(t) == ["N 1S"]  # nothing enters the auction before the decision


def test_27A1_lho_accepts_by_choice() -> None:
    t = _table()
    _calls(t, "N 1S E 1H")
    t.choose(S, "accept")
    assert t.step is None
    assert _auction(t) == ["N 1S", "E 1H"]
    assert t.turn == S
    assert not t.obligations and not t.restrictions and not t.flags


def test_27A1_lho_accepts_by_calling() -> None:
    t = _table()
    _calls(t, "N 1S E 1H S 2S")
    assert t.step is None
    assert _auction(t) == ["N 1S", "E 1H", "S 2S"]
    assert any(r.law == "27A1" and r.message.key == "chose.accept.by.calling"
               for r in t.trail)
    assert not t.obligations and not t.restrictions


def test_27A2_insufficient_bid_out_of_rotation_goes_to_law_31() -> None:
    t = _table()
    _calls(t, "N 1S W 1H")  # West bids 1H at East's turn: out of rotation and insufficient
    assert t.step is not None and t.step.law == "29"
    assert "27" not in _laws(t)
    t.choose(N, "refuse")
    assert t.turn == E
    assert any(law.startswith("31") for law in _laws(t))


# --- 27B1: no rectification ----------------------------------------------------------------

def test_27B_refused_offender_must_replace() -> None:
    t = _refused_1h()
    assert t.step is not None and t.step.law == "27B"
    assert t.step.options == ()
    assert t.turn == E
    with pytest.raises(IrregularActionError):
        t.call(S, "Pass")  # the board waits for East's replacement


def test_27B1a_lowest_sufficient_bid_same_denomination_no_rectification() -> None:
    t = _refused_1h()
    t.call(E, "2H")
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("same-denomination", "27B1(a)")
    t.find("same-denomination", True)
    assert t.step is None
    assert _auction(t) == ["N 1S", "E 2H"]
    assert not t.obligations and not t.restrictions
    # 16C does not apply: nothing from the withdrawn 1H is recorded as information
    assert "information" not in [r.kind for r in t.trail]
    assert ("consequence", "27B1(a)") in [(r.kind, r.law) for r in t.trail]


def test_27B1a_not_the_same_denomination_then_comparable_is_asked() -> None:
    t = _refused_1h()
    t.call(E, "2H")
    t.find("same-denomination", False)  # e.g. 1H was artificial
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("comparable", "27B1(b)")


def test_27B1b_comparable_call_no_rectification() -> None:
    t = _refused_1h()
    t.call(E, "3H")  # not the lowest heart bid: asked as a comparable call
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("comparable", "27B1(b)")
    t.find("comparable", True)
    assert _auction(t) == ["N 1S", "E 3H"]
    assert not t.obligations and not t.restrictions
    assert "information" not in [r.kind for r in t.trail]


# --- 27B2-B4 -------------------------------------------------------------------------------

def test_27B2_other_sufficient_bid_partner_passes_for_rest_of_auction() -> None:
    t = _refused_1h()
    t.call(E, "3C")
    t.find("comparable", False)
    assert _auction(t) == ["N 1S", "E 3C"]
    duty = t.obligations[W]
    assert duty.rest_of_auction and duty.law == "27B2"
    assert [r.offender for r in t.restrictions] == [E]  # 26B may follow
    assert "72C" in _laws(t, "flag")
    _calls(t, "S 3S")
    assert t.legal_calls(W) == (PASS,)
    _calls(t, "W Pass N 4S E 5C S Pass")
    assert t.legal_calls(W) == (PASS,)  # still, at every turn


def test_27B2_pass_as_replacement() -> None:
    t = _refused_1h()
    t.call(E, "Pass")
    t.find("comparable", False)
    assert _auction(t) == ["N 1S", "E Pass"]
    assert t.obligations[W].rest_of_auction


def test_27B3_double_replacing_ib_cancelled_and_partner_silenced() -> None:
    t = _refused_1h()
    t.call(E, "X")
    t.find("comparable", False)
    assert _auction(t) == ["N 1S"]  # the double is cancelled
    assert t.step is not None and t.step.law == "27B"  # East must replace again
    assert t.obligations[W].rest_of_auction and t.obligations[W].law == "27B3"
    assert [r.offender for r in t.restrictions] == [E]
    assert "72C" in _laws(t, "flag")
    t.call(E, "2H")
    t.find("same-denomination", True)
    assert _auction(t) == ["N 1S", "E 2H"]
    assert t.obligations[W].rest_of_auction  # the B3 silence stays


def test_27B3_comparable_double_is_allowed() -> None:
    t = _refused_1h()
    t.call(E, "X")
    t.find("comparable", True)  # B3 applies "except as B1(b) allows"
    assert _auction(t) == ["N 1S", "E X"]
    assert not t.obligations and not t.restrictions


def test_27B4_second_insufficient_bid_may_be_accepted() -> None:
    t = _refused_1h()
    t.call(E, "1D")  # again insufficient
    assert t.step is not None and t.step.law == "27"
    assert ("accept", S, "27B4") in [(o.name, o.chooser, o.law) for o in t.step.options]
    t.choose(S, "accept")
    assert _auction(t) == ["N 1S", "E 1D"]
    assert W not in t.obligations


def test_27B4_second_insufficient_bid_refused_is_ruled_as_b3() -> None:
    t = _refused_1h()
    t.call(E, "1D")
    t.choose(S, "refuse")
    assert t.obligations[W].rest_of_auction
    assert [r.offender for r in t.restrictions] == [E]
    assert t.step is not None and t.step.law == "27B"
    t.call(E, "2D")
    t.find("comparable", False)
    assert _auction(t) == ["N 1S", "E 2D"]


# --- 27C, 27D -------------------------------------------------------------------------------

def test_27C_premature_replacement() -> None:
    t = _table()
    _calls(t, "N 1S E 1H E 3C")  # East replaces 1H before any ruling
    assert "27C" in _laws(t)
    t.choose(S, "refuse")  # South does not accept 1H: the replacement stands
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"  # the relevant part of 27B is applied
    assert "27C" in _laws(t)
    t.find("comparable", False)
    assert _auction(t) == ["N 1S", "E 3C"]  # the replacement stands
    assert t.obligations[W].rest_of_auction  # as 27B2


def test_27C_lho_may_still_accept_insufficient_bid_after_premature_replacement() -> None:
    t = _table()
    _calls(t, "N 1S E 1H E 3C")
    assert t.step is not None
    assert ("accept", S) in [(o.name, o.chooser) for o in t.step.options]
    t.choose(S, "accept")  # 1H stands; the replacement 3C is cancelled
    assert _auction(t) == ["N 1S", "E 1H"] and not t.obligations


@pytest.mark.parametrize(("replacement", "question"), [
    ("2H", "same-denomination"),  # 27B1(a)
    ("3H", "comparable"),  # 27B1(b)
])
def test_27D_flag_after_b1(replacement: str, question: str) -> None:
    t = _refused_1h()
    t.call(E, replacement)
    t.find(question, True)
    flags = t.flags
    assert [f.law for f in flags] == ["27D"]
    assert flags[0].message.values["offender"] == E
    assert flags[0].message.values["nos"] == Side.NS
    _calls(t, "S Pass W Pass N Pass")
    assert t.contract is not None and str(t.contract) == f"{replacement} E"
    assert [f.law for f in t.flags] == ["27D"]  # the flag stays for the end of the hand


def test_27D_not_after_b2() -> None:
    t = _refused_1h()
    t.call(E, "3C")
    t.find("comparable", False)
    assert [f.law for f in t.flags] == ["72C"]


def test_27_a_question_cannot_be_passed_by_a_call() -> None:
    t = _refused_1h()
    t.call(E, "3C")
    events, trail = list(t.events), list(t.trail)
    for seat in Seat:
        with pytest.raises(IrregularActionError):
            t.call(seat, "Pass")
    assert t.events == events and t.trail == trail


def _question(t: TableMode) -> tuple[str, str]:
    assert t.step is not None and t.step.question is not None
    return t.step.question.name, t.step.question.law


def test_27B1a_artificial_insufficient_bid_and_the_lowest_bid_in_the_suit_it_showed() -> None:
    # East's 1D, alerted, showed hearts; corrected to 2H, natural, the lowest heart bid:
    # the same denomination by meaning, though the named strains differ
    t = _table()
    t.call(N, "1S")
    t.call(E, "1D", alerted=True)
    t.choose(S, "refuse")
    t.call(E, "2H")
    assert _question(t) == ("denominations", "27B1(a)")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.answer is AnswerType.DENOMINATIONS
    t.find("denominations", (Strain.HEARTS,))
    assert t.step is None  # no further question: 27B1(a) applies
    assert _auction(t) == ["N 1S", "E 2H"]
    assert not t.obligations and not t.restrictions
    assert "information" not in [r.kind for r in t.trail]  # 16C does not apply
    assert ("consequence", "27B1(a)") in [(r.kind, r.law) for r in t.trail]
    assert [f.law for f in t.flags] == ["27D"]


def test_27B1a_same_strain_named_but_not_the_same_denomination() -> None:
    # East's 1H, alerted, showed the minors: 2H, natural, shows another denomination, so
    # 27B1(a) cannot apply and the director is asked about a comparable call
    t = _table()
    t.call(N, "1S")
    t.call(E, "1H", alerted=True)
    t.choose(S, "refuse")
    t.call(E, "2H")
    t.find("denominations", (Strain.CLUBS, Strain.DIAMONDS))
    assert _question(t) == ("comparable", "27B1(b)")


def test_27B1a_a_natural_bid_that_is_not_the_lowest_in_the_suit_shown() -> None:
    t = _table()
    t.call(N, "1S")
    t.call(E, "1D", alerted=True)
    t.choose(S, "refuse")
    t.call(E, "3H")
    t.find("denominations", (Strain.HEARTS,))
    assert _question(t) == ("comparable", "27B1(b)")


def test_27B1a_an_artificial_replacement_is_asked_whether_it_is_the_lowest() -> None:
    # East's 1D and his 2D, both alerted, show hearts: whether 2D is the lowest bid that
    # shows hearts is the director's finding
    for lowest, then in ((True, None), (False, ("comparable", "27B1(b)"))):
        t = _table()
        t.call(N, "1S")
        t.call(E, "1D", alerted=True)
        t.choose(S, "refuse")
        t.call(E, "2D", alerted=True)
        assert _question(t) == ("denominations", "27B1(a)")
        assert t.step is not None and t.step.question is not None
        assert t.step.question.facts["asked"] == Call.parse("1D")
        t.find("denominations", (Strain.HEARTS,))
        assert _question(t) == ("denominations", "27B1(a)")
        assert t.step.question.facts["asked"] == Call.parse("2D")
        t.find("denominations", (Strain.HEARTS,))
        assert _question(t) == ("lowest", "27B1(a)")
        t.find("lowest", lowest)
        if then is None:
            assert t.step is None and _auction(t) == ["N 1S", "E 2D"]
            assert [f.law for f in t.flags] == ["27D"]
        else:
            assert _question(t) == then


def test_27B1a_calls_that_showed_no_denomination_are_not_the_same_denomination() -> None:
    t = _table()
    t.call(N, "1S")
    t.call(E, "1D", alerted=True)
    t.choose(S, "refuse")
    t.call(E, "2D", alerted=True)
    t.find("denominations", ())
    t.find("denominations", ())
    assert _question(t) == ("comparable", "27B1(b)")
