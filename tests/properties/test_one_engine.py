"""The one engine's promises (issue "One engine"), as Hypothesis properties.

* Differential: random legal boards played through strict mode and table mode give the
  same legal calls and cards at every turn, the same contract, tricks and score.
* A board stopped at a random point of a random irregular sequence, saved to JSON and
  loaded back, is in the same state and continues identically.
* ``preview`` shows what an action would lead to and leaves the board unchanged.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Seat, random_deal
from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.engine.table import Mode, Phase, RectifyingTable, Table
from bridgelaws.formats import boardjson

from .test_tablemode_properties import make_board, random_action, snapshot


def _same_state(a: Table, b: Table) -> None:
    assert (a.phase, a.turn, a.contract, a.declarer) == (b.phase, b.turn, b.contract,
                                                         b.declarer)
    assert a.legal_calls() == b.legal_calls()
    assert a.legal_cards() == b.legal_cards()
    assert [(t.leader, t.cards, t.winner) for t in a.tricks] == [
        (t.leader, t.cards, t.winner) for t in b.tricks]
    assert (a.result, a.score) == (b.result, b.score)


@settings(max_examples=2000, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 32), st.floats(0.0, 0.9))
def test_strict_and_table_mode_agree_on_random_legal_boards(seed: int, number: int,
                                                            pass_rate: float) -> None:
    rng = random.Random(seed)
    board = Board.numbered(number, random_deal(rng))
    strict, table = Table(board), Table(board, mode=Mode.TABLE)
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
    table = Table(rules.board, mode="table")
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
