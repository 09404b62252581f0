"""The one engine's promises (issue "One engine"), as Hypothesis properties.

* Differential: random legal boards played through strict mode and table mode give the
  same legal calls and cards at every turn, the same contract, tricks and score.
* Each property runs under the three editions of the Laws (the edition is drawn).
* A board stopped at a random point of a random irregular sequence, saved to JSON and
  loaded back, is in the same state and continues identically.
* ``preview`` shows what an action would lead to and leaves the board unchanged.
* Table mode's path for correct calls and cards (``TableMode._correct``) leaves a board
  in exactly the state the rule functions give it, on random irregular boards.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Seat, random_deal
from bridgelaws.engine.steps import Choice, DirectorCalled, Finding, IrregularActionError
from bridgelaws.engine.table import Mode, Phase, RectifyingTable, Table
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.formats import boardjson

from .test_play_properties import bid, random_event
from .test_tablemode_properties import EDITIONS, make_board, random_action, snapshot


def _same_state(a: Table, b: Table) -> None:
    assert (a.phase, a.turn, a.contract, a.declarer) == (b.phase, b.turn, b.contract,
                                                         b.declarer)
    assert a.legal_calls() == b.legal_calls()
    assert a.legal_cards() == b.legal_cards()
    assert [(t.leader, t.cards, t.winner) for t in a.tricks] == [
        (t.leader, t.cards, t.winner) for t in b.tricks]
    assert (a.result, a.score) == (b.result, b.score)


@settings(max_examples=2000, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 32), st.floats(0.0, 0.9),
       st.sampled_from(EDITIONS))
def test_strict_and_table_mode_agree_on_random_legal_boards(seed: int, number: int,
                                                            pass_rate: float,
                                                            laws: str) -> None:
    rng = random.Random(seed)
    board = Board.numbered(number, random_deal(rng))
    strict, table = Table(board, edition=laws), Table(board, mode=Mode.TABLE, edition=laws)
    while strict.phase == Phase.AUCTION:
        _same_state(strict, table)
        calls = strict.legal_calls()
        call = calls[0] if rng.random() < pass_rate else rng.choice(calls)
        strict.call(call)
        table.call(call)
    while strict.phase == Phase.PLAY:
        _same_state(strict, table)
        card = rng.choice(list(strict.legal_cards()))
        strict.play(card)
        table.play(card)
    _same_state(strict, table)
    assert table.step is None and strict.phase == Phase.COMPLETE


def irregular_board(data: st.DataObject, most: int) -> RectifyingTable:
    """A board in table mode after up to ``most`` random actions, legal or irregular."""
    rules = make_board(data)
    table = Table(rules.board, mode="table", edition=rules.edition)
    table.rules = rules
    for _ in range(data.draw(st.integers(0, most), label="actions")):
        random_action(rules, data)
    return table


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_saved_board_loads_back_and_continues_identically(data: st.DataObject) -> None:
    table = irregular_board(data, 30)
    rules = table.rules
    back = boardjson.loads(boardjson.dumps(table))
    assert back.mode == Mode.TABLE
    assert list(back.events) == list(table.events)
    assert snapshot(back.rules) == snapshot(rules)  # type: ignore[attr-defined]
    assert back.view() == table.view()
    # the same next actions give the same boards
    steps = data.draw(st.integers(1, 10), label="more")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    for t in (table, back):
        rng = random.Random(seed)
        for _ in range(steps):
            seat = rng.choice(list(Seat))
            calls = t.legal_calls(seat)
            try:
                if calls:
                    t.call(rng.choice(calls), seat)
                elif t.phase == Phase.PLAY and t.turn is not None and t.legal_cards():
                    t.play(rng.choice(list(t.legal_cards())))
            except IrregularActionError:
                pass
    assert back.view() == table.view()


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_preview_leaves_the_board_unchanged(data: st.DataObject) -> None:
    table = irregular_board(data, 20)
    before = (list(table.events), table.view())
    turn = table.turn
    if turn is None or not table.legal_calls(turn):
        return
    call = data.draw(st.sampled_from(table.legal_calls(turn)), label="call")
    after = table.preview(_call_event(turn, call))
    assert (list(table.events), table.view()) == before
    assert len(after.events) == len(table.events) + 1


def _call_event(seat: Seat, call: object) -> object:
    from bridgelaws.engine.events import CallMade

    return CallMade(seat, call)  # type: ignore[arg-type]


class FullRules(TableMode):
    """Table mode with every action sent through the recognition of irregularities and
    the rule functions, correct ones included."""

    def _correct(self, event: object) -> bool:
        return False


def _both(fast: TableMode, full: TableMode, event: object) -> None:
    """Apply ``event`` to both boards: the same refusal, or the same state after it."""
    refused = []
    for t in (fast, full):
        try:
            t.apply(event)  # type: ignore[arg-type]
            refused.append(None)
        except IrregularActionError as e:
            refused.append(repr(e.args))
    assert refused[0] == refused[1], event
    assert vars(fast) == vars(full), event


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_correct_calls_leave_the_state_the_rules_give(data: st.DataObject) -> None:
    """Random auctions with irregularities, each action applied to a board in table mode
    and to one where the rules see every action."""
    fast = make_board(data)
    full = FullRules(fast.board, edition=fast.edition)
    for _ in range(data.draw(st.integers(0, 60), label="actions")):
        before = len(fast.events)
        random_action(fast, data)
        for event in fast.events[before:]:
            full.apply(event)
        assert vars(fast) == vars(full)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_correct_cards_leave_the_state_the_rules_give(data: st.DataObject) -> None:
    """Random play with irregularities, each action applied to a board in table mode and
    to one where the rules see every action: the same refusals and the same state."""
    fast = make_board(data)
    full = FullRules(fast.board, edition=fast.edition)
    bid(fast, data)
    for event in fast.events:
        full.apply(event)
    for _ in range(data.draw(st.integers(10, 200), label="actions")):
        action = random_event(fast, data)
        if type(action) is tuple:  # an answer to the step, as the play properties give it
            action = (Finding(action[1], action[2]) if action[0] == "find" else
                      Choice(action[1], action[2]) if action[0] == "choose" else
                      DirectorCalled())
        if action is not None:
            _both(fast, full, action)
