"""Law 10: the director, not the players, decides the rectification (table mode)."""

import pytest

from bridgelaws import Board, Seat
from bridgelaws.engine.tablemode import Choice, Finding, IrregularActionError, TableMode

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    return TableMode(Board.numbered(1, BLOCK_DEAL))


def _calls(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _insufficient() -> TableMode:
    t = _table()
    _calls(t, "N 1S E 1H")  # South, East's LHO, has the choice
    return t


def _refused(t: TableMode, event: Choice | Finding) -> None:
    """``event`` is refused and the board is exactly as before."""
    events, trail, calls, step = list(t.events), list(t.trail), list(t.calls), t.step
    obligations, restrictions = dict(t.obligations), list(t.restrictions)
    with pytest.raises(IrregularActionError):
        t.apply(event)
    assert t.events == events and t.trail == trail and t.calls == calls
    assert t.step == step
    assert t.obligations == obligations and t.restrictions == restrictions


@pytest.mark.parametrize("seat", [N, E, W])
@pytest.mark.parametrize("option", ["accept", "refuse"])
def test_10A_a_choice_by_the_wrong_player_is_refused(seat: Seat, option: str) -> None:
    t = _insufficient()
    _refused(t, Choice(seat, option))


def test_10A_an_option_the_laws_do_not_give_is_refused() -> None:
    t = _insufficient()
    for option in ("withdraw", "keep", "prohibit H", "none", "pass"):
        _refused(t, Choice(S, option))


def test_10A_no_choice_where_the_laws_give_none() -> None:
    t = _table()
    _calls(t, "N 1S E 2H")
    _refused(t, Choice(S, "refuse"))


def test_10A_findings_are_the_directors_answer_to_the_question_asked() -> None:
    t = _insufficient()
    _refused(t, Finding("comparable", True))  # no question is open, only South's choice
    t.choose(S, "refuse")
    t.call(E, "2H")
    assert t.step is not None and t.step.question is not None
    _refused(t, Finding("comparable", True))  # the question is same-denomination
    t.find("same-denomination", True)
    _refused(t, Finding("same-denomination", True))  # answered already


def test_10C1_every_option_is_explained() -> None:
    t = _insufficient()
    step = t.step
    assert step is not None
    assert [o.name for o in step.options] == ["accept", "refuse"]
    for option in step.options:
        assert option.law and option.chooser == S
        assert option.message.render("en")
    assert step.irregularity.render("en") and step.waiting_for.render("en")


def test_10C2_the_chooser_decides_without_partner() -> None:
    t = _insufficient()
    _refused(t, Choice(N, "refuse"))  # South's partner cannot decide for him
    t.choose(S, "refuse")
    assert t.step is not None and t.step.law == "27B"


def test_10C4_after_rectification_the_offender_may_make_any_legal_call() -> None:
    t = _insufficient()
    t.choose(S, "refuse")
    t.call(E, "2H")
    t.find("same-denomination", True)  # 27B1(a): no further rectification
    _calls(t, "S 2S W Pass N Pass")
    legal = [str(c) for c in t.legal_calls(E)]
    assert legal[:3] == ["Pass", "X", "2NT"] and legal[-1] == "7NT"
    assert len(legal) == 3 + 5 * 5  # every legal call: Pass, X, 2NT and all of 3C-7NT
