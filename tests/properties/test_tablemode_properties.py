"""Hypothesis properties of table mode: random players at a real table.

Any seat makes any call at any moment (legal ones, out of rotation, insufficient,
inadmissible, above seven, after the final pass, together with another call), tries to
change calls, exposes cards, and the steps are answered at random (a random option, a
random finding, sometimes a wrong answer, the director sometimes called). Then:

* nothing but :class:`IrregularActionError` is ever raised, and after one the board is
  unchanged (same ``events``, same ``trail``);
* replaying ``events`` gives the same state;
* a player under an obligation to pass has nothing but Pass among his legal calls;
* once the players only make calls from ``legal_calls`` and answer the steps, the auction
  ends within a bounded number of actions.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Call, Card, Deal, Seat, random_deal
from bridgelaws.engine.steps import AnswerType
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.values.cards import Strain

PASS = Call.parse("Pass")
CALL_TEXTS = ["Pass", "X", "XX"] + [f"{level}{s}" for level in range(1, 8)
                                    for s in ("C", "D", "H", "S", "NT")]
HIGH_BIDS = ["8C", "8H", "8NT", "9S"]
OPTION_WORDS = ["accept", "refuse", "withdraw", "keep", "none", "prohibit H", "require S"]
QUESTIONS = ["unintended", "comparable", "same-denomination", "artificial-pass", "inadvertent",
             "natural", "more-precise"]
EDITIONS = ["2017", "2007", "1997"]
"""Every property runs under each edition of the Laws: the board's edition is drawn."""
BLOCK_DEAL = Deal.parse(
    "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")

seats = st.sampled_from(list(Seat))


def snapshot(t: TableMode) -> tuple[object, ...]:
    return (list(t.trail), list(t.calls), str(t.contract) if t.contract else None,
            dict(t.obligations), t.turn, t.step, t.auction_over, list(t.restrictions),
            [str(f.message) for f in t.flags])


def check_obligations(t: TableMode) -> None:
    for seat, obligation in t.obligations.items():
        assert obligation.seat == seat
        assert set(t.legal_calls(seat)) <= {PASS}, (seat, t.legal_calls(seat))


def attempt(t: TableMode, action: object, *args: object, **kwargs: object) -> bool:
    """Run one table action; only IrregularActionError may come out, and then the board
    is unchanged. True if the action was taken."""
    events, trail = list(t.events), list(t.trail)
    before = snapshot(t)
    try:
        action(*args, **kwargs)  # type: ignore[operator]
    except IrregularActionError:
        assert t.events == events
        assert t.trail == trail
        assert snapshot(t) == before
        return False
    assert len(t.events) == len(events) + 1
    return True


def make_board(data: st.DataObject) -> TableMode:
    if data.draw(st.booleans(), label="block deal"):
        deal = BLOCK_DEAL
    else:
        deal = random_deal(random.Random(data.draw(st.integers(0, 2**32 - 1), label="deal")))
    return TableMode(Board.numbered(data.draw(st.integers(1, 16), label="board"), deal),
                     edition=data.draw(st.sampled_from(EDITIONS), label="laws"))


def wild(t: TableMode, seat: Seat, text: str) -> bool:
    """Would ``text`` by ``seat`` be a call out of rotation at RHO's turn (Laws 31A, 32A:
    the offender may have to repeat it) or a change of call (Laws 25, 30B2, 31C, 32C)?
    These reach the engine bug of the xfail below, so the tame players avoid them."""
    if text in HIGH_BIDS or t.auction_over or t.step is not None or t.turn is None:
        return False
    if t.turn == seat.rho:
        return t.turn not in t.obligations  # 28A: RHO must pass, the call is in rotation
    return t.turn == seat.lho and any(s == seat for s, _ in t.calls)


def random_action(t: TableMode, data: st.DataObject, tame: bool = False) -> bool:
    """One action of a random player (legal, irregular, or simply wrong). ``tame``: no
    call out of rotation at RHO's turn and no change of call (see :func:`wild`)."""
    kind = data.draw(st.sampled_from(
        ["call"] * 8 + ["answer"] * 5 + ["turn-call"] * 3
        + ["together", "change", "director", "noise", "expose", "play"]), label="kind")
    if kind in ("call", "together"):
        seat = data.draw(seats, label="seat")
        text = data.draw(st.sampled_from(CALL_TEXTS * 3 + HIGH_BIDS), label="call")
        if tame and wild(t, seat, text):
            return False
        return attempt(t, t.call, seat, text, together=kind == "together",
                       alerted=data.draw(st.booleans(), label="alerted"))
    if kind == "turn-call":
        if t.turn is None:
            return False
        return attempt(t, t.call, t.turn, data.draw(st.sampled_from(CALL_TEXTS), label="call"))
    if kind == "change":
        if tame:
            return False
        return attempt(t, t.change, data.draw(seats, label="seat"),
                       data.draw(st.sampled_from(CALL_TEXTS), label="call"))
    if kind == "director":
        return attempt(t, t.director)
    if kind == "noise":
        if data.draw(st.booleans(), label="choose or find"):
            return attempt(t, t.choose, data.draw(seats, label="seat"),
                           data.draw(st.sampled_from(OPTION_WORDS), label="option"))
        return attempt(t, t.find, data.draw(st.sampled_from(QUESTIONS), label="question"),
                       data.draw(st.booleans(), label="answer"))
    if kind == "expose":
        seat = data.draw(seats, label="seat")
        hand = list(t.board.deal[seat]) if t.board.deal is not None else list(Card)
        cards = data.draw(st.lists(st.sampled_from(hand), min_size=1, max_size=2,
                                   unique=True), label="cards")
        return attempt(t, t.expose, seat, cards, led=data.draw(st.booleans(), label="led"))
    if kind == "play":
        if t.play is not None and t.play.turn is not None and t.legal_cards():
            card = data.draw(st.sampled_from(sorted(t.legal_cards())), label="card")
            return attempt(t, t.play_card, t.play.turn, card)
        return attempt(t, t.play_card, data.draw(seats, label="seat"),
                       data.draw(st.sampled_from(list(Card)), label="card"))
    return answer_step(t, data)


def answer_step(t: TableMode, data: st.DataObject) -> bool:
    """Answer the step the board waits for, the way the table would."""
    step = t.step
    if step is None:
        return False
    if step.question is not None and step.question.answer is AnswerType.DENOMINATIONS:
        shown = data.draw(st.lists(st.sampled_from(list(Strain)), unique=True, max_size=3),
                          label="denominations")
        return attempt(t, t.find, step.question.name, tuple(sorted(shown)))
    if step.question is not None:
        return attempt(t, t.find, step.question.name, data.draw(st.booleans(), label="finding"))
    if step.options:
        option = data.draw(st.sampled_from(step.options), label="option")
        return attempt(t, t.choose, option.chooser, option.name)
    if step.law in ("36", "37", "38"):
        return attempt(t, t.director)
    # 27B: the offender must replace his insufficient bid; whoever he is, only he can
    last = max((c.index for _, c in t.calls if c.index >= 3), default=2)
    replacements = [PASS] + [c for c in map(Call.parse, CALL_TEXTS) if c.index > last]
    call = data.draw(st.sampled_from(replacements), label="replacement")
    return any(attempt(t, t.call, seat, call) for seat in Seat)


def legal_action(t: TableMode, data: st.DataObject) -> None:
    """A call from ``legal_calls`` by the player in turn, or an answer to the step."""
    if t.step is not None:
        assert answer_step(t, data), f"nobody could answer the step {t.step.law}"
        return
    seat = t.turn
    assert seat is not None
    legal = t.legal_calls(seat)
    assert legal, f"{seat} is in turn but has no legal call"
    if PASS in legal and data.draw(st.integers(0, 9), label="pass?") < 7:
        call = PASS
    else:
        call = data.draw(st.sampled_from(legal), label="legal call")
    assert attempt(t, t.call, seat, call), f"{call} from legal_calls({seat}) was refused"


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_random_table_never_crashes_and_errors_leave_the_board_unchanged(
        data: st.DataObject) -> None:
    t = make_board(data)
    for _ in range(data.draw(st.integers(0, 60), label="actions")):
        random_action(t, data)
        check_obligations(t)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_replay_of_the_events_equals_the_state(data: st.DataObject) -> None:
    t = make_board(data)
    for _ in range(data.draw(st.integers(0, 60), label="actions")):
        random_action(t, data)
    replayed = TableMode.replay(t.board, t.events, edition=t.edition)
    assert replayed.events == t.events
    assert replayed.trail == t.trail
    assert replayed.calls == t.calls
    assert replayed.contract == t.contract
    assert replayed.obligations == t.obligations
    assert snapshot(replayed) == snapshot(t)
    # undo then redo brings the same state back
    count = data.draw(st.integers(0, len(t.events)), label="undo")
    earlier = t.undo(count)
    assert earlier.events == t.events[: len(t.events) - count]
    for event in t.events[len(earlier.events):]:
        earlier.apply(event)
    assert snapshot(earlier) == snapshot(t)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_obliged_player_has_only_pass(data: st.DataObject) -> None:
    t = make_board(data)
    for _ in range(data.draw(st.integers(0, 60), label="actions")):
        random_action(t, data)
        check_obligations(t)
        for seat in Seat:
            legal = t.legal_calls(seat)
            if legal:
                assert seat == t.turn and t.step is None and not t.auction_over


# Not strict: whether 100 random examples reach the bug depends on the search; the
# strict reproductions are the xfails of tests/laws/test_law31.py.
@settings(max_examples=100, deadline=None)
@given(st.data())
def test_auction_ends_once_the_players_call_legally(data: st.DataObject) -> None:
    t = make_board(data)
    for _ in range(data.draw(st.integers(0, 40), label="random actions")):
        random_action(t, data)
    for _ in range(200):
        if t.auction_over:
            break
        legal_action(t, data)
        check_obligations(t)
    assert t.auction_over, f"the auction did not end: {t.calls}, step {t.step}"
    if t.contract is not None:
        assert 1 <= t.contract.level <= 7


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_auction_ends_once_the_players_call_legally_tame(data: st.DataObject) -> None:
    t = make_board(data)
    for _ in range(data.draw(st.integers(0, 40), label="random actions")):
        random_action(t, data, tame=True)
    for _ in range(200):
        if t.auction_over:
            break
        legal_action(t, data)
        check_obligations(t)
    assert t.auction_over, f"the auction did not end: {t.calls}, step {t.step}"
