"""The strict engine's quick ways of replaying a record give what call-by-call and
card-by-card replay gives (issue 10, reading speed).

* :meth:`StrictTable.call_many` (with :meth:`Auction.after_legal`) makes the legal calls
  that start a list, and the table is then the one :meth:`StrictTable.call` makes call by
  call, up to the first call that is refused, whatever the calls (insufficient bids,
  doubles and redoubles out of place, calls after the end);
* :meth:`StrictTable.play_by_seat` plays whole tricks at once, and the table, the cards
  played and the refusal (with its law) are those of :meth:`StrictTable.play` card by card,
  whatever the cards (not held, revokes, unknown cards, more than 13 tricks).
  The reference is the engine's card-by-card path, which refuses a card with its law.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Card, Seat, random_deal
from bridgelaws.engine.strict import StrictTable
from bridgelaws.engine.table import IllegalPlayError, Phase
from bridgelaws.procedure.auction import IllegalCallError
from bridgelaws.values.calls import ALL_CALLS, Call
from bridgelaws.values.deal import DealError, complete_deal, parse_partial, plain_deal


def snapshot(t: StrictTable) -> tuple[object, ...]:
    return (t.events, t.auction, t.contract, t.phase, t.turn, t.tricks, t.current_trick,
            t.hands, t.declarer_tricks, t.defence_tricks, t.declarer)


def random_calls(rng: random.Random, count: int) -> list[Call]:
    """Mostly legal-looking calls: passes, rising bids, some doubles and redoubles, and
    now and then any call at all."""
    calls = []
    level = 3
    for _ in range(count):
        roll = rng.random()
        if roll < 0.45:
            calls.append(Call.PASS)
        elif roll < 0.75 and level < 37:
            level = rng.randint(level, min(37, level + 4))
            calls.append(ALL_CALLS[level])
            level += 1
        elif roll < 0.9:
            calls.append(ALL_CALLS[rng.randint(1, 2)])
        else:
            calls.append(rng.choice(ALL_CALLS))
    return calls


def one_by_one_calls(table: StrictTable, calls: list[Call]) -> tuple[int, str | None]:
    for made, call in enumerate(calls):
        try:
            table.call(call)
        except IllegalCallError as exc:
            return made, exc.law
    return len(calls), None


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 30), st.sampled_from(list(Seat)))
def test_call_many_is_call_by_call(seed: int, count: int, dealer: Seat) -> None:
    rng = random.Random(seed)
    board = Board.numbered(1, random_deal(rng), dealer=dealer)
    calls = random_calls(rng, count)
    slow, quick = StrictTable(board), StrictTable(board)
    made, law = one_by_one_calls(slow, calls)
    made_quickly = quick.call_many(calls)
    assert made_quickly <= made
    rest, law_after = one_by_one_calls(quick, calls[made_quickly:])
    assert (made_quickly + rest, law_after) == (made, law)
    assert snapshot(quick) == snapshot(slow)
    if made_quickly < len(calls):  # it stopped at a refused call or at the end
        assert made_quickly == made or quick.phase is not Phase.AUCTION


def played_board(rng: random.Random) -> tuple[StrictTable, list[list[Card | None]], Seat]:
    """A table at the opening lead, and its play as by-column rows from a random first
    seat: a random legal play, then spoiled now and then (a card swapped for another, an
    unknown card, a short or extra trick)."""
    board = Board.numbered(rng.randint(1, 16), random_deal(rng))
    table = StrictTable(board)
    table.call_many([ALL_CALLS[rng.randint(3, 37)], Call.PASS, Call.PASS, Call.PASS])
    play = StrictTable(board)
    play.call_many(table.auction.calls)
    while play.phase is Phase.PLAY:
        play.play(rng.choice(tuple(play.legal_cards())))
    first = Seat(rng.randrange(4))
    rows: list[list[Card | None]] = []
    for trick in play.tricks:
        row: list[Card | None] = [None] * 4
        for i, card in enumerate(trick.cards):
            row[(trick.seat_of(i) - first) & 3] = card
        rows.append(row)
    roll = rng.random()
    if roll < 0.3:
        rows[rng.randrange(13)][rng.randrange(4)] = Card(rng.randrange(52))
    elif roll < 0.4:
        rows[rng.randrange(13)][rng.randrange(4)] = None
    elif roll < 0.5:
        rows.append([Card(rng.randrange(52)) for _ in range(4)])
    elif roll < 0.6:
        del rows[rng.randrange(13):]
    elif roll < 0.7:
        i, j = rng.randrange(13), rng.randrange(13)
        rows[i], rows[j] = rows[j], rows[i]
    return table, rows, first


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32))
def test_play_by_seat_is_card_by_card(seed: int) -> None:
    rng = random.Random(seed)
    quick, rows, first = played_board(rng)
    slow = StrictTable(quick.board)
    slow.call_many(quick.auction.calls)
    slow_error = None
    try:  # card by card, as play_by_seat did before it played whole tricks at once
        slow._play_cards(slow._cards_by_seat(rows, first))
    except IllegalPlayError as exc:
        slow_error = (exc.law, str(exc))
    quick_error = None
    try:
        quick.play_by_seat(rows, first)
    except IllegalPlayError as exc:
        quick_error = (exc.law, str(exc))
    assert snapshot(quick) == snapshot(slow)
    assert quick_error == slow_error


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["", "swap", "dup", "short", "dash", "lower"]))
def test_plain_deal_is_parse_partial(seed: int, spoil: str) -> None:
    """:func:`plain_deal` gives the deal :func:`parse_partial` and :func:`complete_deal`
    give, or ``None`` where they give no deal or refuse the text."""
    rng = random.Random(seed)
    text = random_deal(rng).to_pbn(Seat(rng.randrange(4)))
    if spoil == "swap":  # a card moved to another hand: 12 and 14 cards
        text = text.replace(".", ".A", 1) if ".A" not in text[:20] else text
    elif spoil == "dup":
        head, tail = text.split(" ", 1)
        text = head + " " + tail.replace(tail.split(" ")[0], head[2:], 1)
    elif spoil == "short":
        text = text.rsplit(" ", 1)[0] + " -"
    elif spoil == "dash":
        text = text.replace("..", ".-.")
    elif spoil == "lower":
        text = text.lower()
    quick = plain_deal(text)
    try:
        slow = complete_deal(parse_partial(text))
    except DealError:
        slow = None
    if quick is not None:
        assert quick == slow
        assert [h.mask for h in quick] == list(quick.masks)
    elif spoil == "":
        raise AssertionError(f"a plain deal not read: {text}")


_PIECES = [
    '[Event "Club"]', '[Board "1"]', '[Board "2"]', '[Dealer "N"]', '[Vulnerable "None"]',
    '[Deal "N:KJ8532.9.AQ83.Q7 AT4.AQ.62.KJ8432 Q96.J874.JT7.T65 7.KT6532.K954.A9"]',
    '[Deal "N:- - - -"]', '[Declarer "W"]', '[Contract "5NT"]', '[Result "8"]',
    '[Auction "N"]', '[Play "N"]', '[Play "S"]', '[Note "1:x"]', '[Site "#"]', '[Foo "1"]',
    '[Foo Bar "1"]', '[Event "a" ]', '[Event "a"]  ', '[Board "3"]\t', '[Board 3]',
    '[Event ""]', '[Event "x" "y"]', '[Event "x"', 'Event "x"]', '[event "x"]',
    '1H 2C 2S Pass', '3C 4C Pass Pass', 'Pass Pass Pass', 'AP', '1H =1= Pass', '*',
    'C7 C8 C5 C9', 'H9 HQ H8 H2', 'S2 - SQ S7', '  ', 'x', '"q"', ']', '[', '%c', '',
    '', '',
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=40))
def test_plain_games_read_as_line_by_line(lines: list[str]) -> None:
    """A game read at once (:func:`_read_plain_game`) is the game the line-by-line reader
    makes: the same tags, lines, sections, values, calls and problems."""
    from bridgelaws.formats import pbn

    text = "\n".join(lines) + "\n"
    quick = pbn.read_pbn(text)
    original = pbn._read_plain_game
    pbn._read_plain_game = lambda *args: False  # type: ignore[assignment]
    try:
        slow = pbn.read_pbn(text)
    finally:
        pbn._read_plain_game = original
    assert [(t.name, t.value, t.line, t.rows) for g in quick.games for t in g.tags] == [
        (t.name, t.value, t.line, t.rows) for g in slow.games for t in g.tags]
    assert quick.games == slow.games
    assert quick.problems == slow.problems
