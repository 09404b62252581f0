"""Hypothesis properties of table mode in the play: random players at a real table.

After a random auction, players lead and play cards in turn and out of turn, revoke,
expose and name cards, play two cards at once, add fifth cards, take cards back, draw
attention, ask about revokes, turn tricks, claim and concede; dummy places and suggests
cards; declarer designates dummy's cards incompletely; every step is answered at random
(a random option, a random finding). Then:

* nothing but :class:`IrregularActionError` is ever raised, and after one the board is
  unchanged;
* every card is either still held or played exactly once, and the cards of each hand are
  the cards dealt to it;
* a board whose play ends without a claim has 13 tricks;
* replaying the events gives the same state;
* an obliged card is never refused: any card the legal-card view offers the player in
  turn is accepted, and records no revoke.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Card, Seat, random_deal
from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import (
    CardAdded,
    CardPointed,
    CardRetracted,
    CardsTogether,
    CardTurned,
    ConcessionAgreed,
    Designated,
    DummyPlaced,
    DummySuggested,
    FaceDownLead,
    HandSpread,
    Inquiry,
    LaterBoard,
    LeadFaced,
    PlayChanged,
    ReviewAsked,
    RoundEnded,
    TrickInspected,
    TrickQuitted,
)

from ..helpers import BLOCK_DEAL

QUESTIONS = ["lead", "deliberate", "own-lead", "to-comply", "misinformed", "claim",
             "compensated", "unintended-card", "unintended", "comparable", "inadvertent-card"]
EDITIONS = ["2017", "2007", "1997"]
"""Every property runs under each edition of the Laws: the board's edition is drawn."""
WORDS = ["high", "low", "win", "ruff", "anything", "H", "S", "K", "7", "T"]
seats = st.sampled_from(list(Seat))


def state(t: TableMode) -> tuple[object, ...]:
    play = t.play
    assert play is not None
    return (list(t.trail), t.step, [tuple(x.plays) for x in play.tricks],
            dict(play.current), tuple(play.masks), repr(play.penalty),
            [repr(r) for r in play.revokes], play.turn, t.result, t.score,
            str(t.contract), play.over)


def bid(t: TableMode, data: st.DataObject) -> None:
    """A short random auction, always ending in a contract."""
    level = data.draw(st.integers(1, 7), label="level")
    strain = data.draw(st.sampled_from(["C", "D", "H", "S", "NT"]), label="strain")
    opener = t.board.dealer.after(data.draw(st.integers(0, 3), label="opener"))
    seat = t.board.dealer
    while seat != opener:
        t.call(seat, "Pass")
        seat = seat.lho
    t.call(seat, f"{level}{strain}")
    for _ in range(3):
        seat = seat.lho
        t.call(seat, "Pass")
    while t.step is not None:  # a 26B choice may be due
        option = t.step.options[0]
        t.choose(option.chooser, option.name)


def attempt(t: TableMode, event: object) -> bool:
    before = state(t)
    events = list(t.events)
    try:
        t.apply(event)  # type: ignore[arg-type]
    except IrregularActionError:
        assert t.events == events
        assert state(t) == before
        return False
    return True


def held_card(t: TableMode, data: st.DataObject, seat: Seat) -> Card | None:
    assert t.play is not None
    cards = sorted(t.play.hands[seat])
    return data.draw(st.sampled_from(cards), label="card") if cards else None


def random_event(t: TableMode, data: st.DataObject) -> object | None:
    play = t.play
    assert play is not None
    step = t.step
    kind = data.draw(st.sampled_from(
        ["legal"] * 30 + ["answer"] * 10 + ["any"] * 4
        + ["expose", "together", "add", "attention", "attention", "ask", "name", "place",
           "suggest", "retract", "change", "turn", "inspect", "point", "quit", "spread",
           "review", "facedown", "faces", "later"]
        + (["claim", "concede"] if len(play.tricks) > 6 else [])), label="kind")
    seat = data.draw(seats, label="seat")
    if kind == "answer" and step is not None:
        if step.question is not None:
            return ("find", step.question.name, data.draw(st.booleans(), label="finding"))
        if step.options:
            option = data.draw(st.sampled_from(step.options), label="option")
            return ("choose", option.chooser, option.name)
        return ("director",)
    if kind == "legal" and play.turn is not None and step is None:
        legal = sorted(t.legal_cards())
        if legal:
            from bridgelaws.engine.events import CardPlayed
            return CardPlayed(play.turn, data.draw(st.sampled_from(legal), label="legal"))
    card = held_card(t, data, seat)
    if card is None:
        return None
    from bridgelaws.engine.events import CardPlayed
    from bridgelaws.engine.steps import AttentionDrawn, ExposedCards
    if kind == "any":
        return CardPlayed(seat, card)
    if kind == "expose":
        return ExposedCards(seat, (card,))
    if kind == "together":
        other = held_card(t, data, seat)
        if other is None or other == card:
            return None
        hidden = data.draw(st.booleans(), label="hidden")
        return CardsTogether(seat, (card,), (other,)) if hidden else \
            CardsTogether(seat, (card, other))
    if kind == "add":
        return CardAdded(seat, card)
    if kind == "attention":
        return AttentionDrawn(seat)
    if kind == "ask":
        return Inquiry(seat, data.draw(seats, label="asked"))
    if kind == "name":
        what = data.draw(st.sampled_from([*WORDS, str(card)]), label="what")
        return Designated(play.declarer if data.draw(st.booleans(), label="by declarer")
                          else seat, what)
    if kind == "place":
        dummy_card = held_card(t, data, play.dummy)
        return DummyPlaced(play.dummy, dummy_card) if dummy_card is not None else None
    if kind == "suggest":
        return DummySuggested(play.dummy)
    if kind == "retract":
        played = [c for s, c in play.current.items() if s == seat]
        return CardRetracted(seat, played[0]) if played else CardRetracted(seat, card)
    if kind == "change":
        return PlayChanged(seat, card)
    if kind == "turn":
        return CardTurned(seat)
    if kind == "inspect":
        return TrickInspected(seat)
    if kind == "point":
        return CardPointed(seat)
    if kind == "quit":
        return TrickQuitted()
    if kind == "claim":
        from bridgelaws.engine.events import ClaimAgreed
        return ClaimAgreed(seat, data.draw(st.integers(0, 13 - len(play.tricks)), label="n"))
    if kind == "concede":
        return ConcessionAgreed(seat, data.draw(st.integers(0, 13 - len(play.tricks)),
                                                label="n"))
    if kind == "spread":
        return HandSpread(seat)
    if kind == "review":
        return ReviewAsked(seat)
    if kind == "facedown":
        return FaceDownLead(seat, card)
    if kind == "faces":
        return LeadFaced(seat)
    if kind == "later":
        return LaterBoard(seat) if data.draw(st.booleans(), label="later") else RoundEnded()
    return None


def do(t: TableMode, action: object) -> bool:
    from bridgelaws.engine.steps import Choice, DirectorCalled, Finding
    if isinstance(action, tuple) and action and action[0] == "find":
        return attempt(t, Finding(action[1], action[2]))
    if isinstance(action, tuple) and action and action[0] == "choose":
        return attempt(t, Choice(action[1], action[2]))
    if isinstance(action, tuple) and action and action[0] == "director":
        return attempt(t, DirectorCalled())
    return attempt(t, action)


def check_cards(t: TableMode) -> None:
    play = t.play
    assert play is not None and t.board.deal is not None
    seen: dict[Card, int] = {}
    played: dict[Seat, set[Card]] = {s: set() for s in Seat}
    for trick in play.tricks:
        for s, c in trick.plays:
            seen[c] = seen.get(c, 0) + 1
            played[s].add(c)
    for s, c in play.current.items():
        seen[c] = seen.get(c, 0) + 1
        played[s].add(c)
    for s, extra in play.surplus.items():
        for c in extra:
            seen[c] = seen.get(c, 0) + 1
            played[s].add(c)
    assert all(n == 1 for n in seen.values()), seen
    for s in Seat:
        held = set(play.hands[s])
        assert not held & played[s], (s, held & played[s])
        assert held | played[s] == set(t.board.deal[s]), s
    for s, cards in play.penalty.items():
        assert set(cards) <= set(play.hands[s])


def check_obliged_card(t: TableMode, data: st.DataObject) -> None:
    """A card the legal-card view offers is accepted and is no revoke."""
    play = t.play
    assert play is not None
    if t.step is not None or play.turn is None or play.over:
        return
    legal = sorted(t.legal_cards())
    if not legal:
        return
    card = data.draw(st.sampled_from(legal), label="obliged")
    copy = TableMode.replay(t.board, t.events, t.regulations, t.edition)
    seat, before = play.turn, len(copy.revokes)
    copy.play_card(seat, card)
    assert not [r for r in copy.revokes[before:] if r.player == seat and r.card == card]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_play_with_irregularities_keeps_the_invariants(data: st.DataObject) -> None:
    if data.draw(st.booleans(), label="block deal"):
        deal = BLOCK_DEAL
    else:
        deal = random_deal(random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed")))
    t = TableMode(Board.numbered(data.draw(st.integers(1, 16), label="board"), deal),
                  edition=data.draw(st.sampled_from(EDITIONS), label="laws"))
    bid(t, data)
    for _ in range(data.draw(st.integers(10, 200), label="length")):
        action = random_event(t, data)
        if action is not None:
            do(t, action)
        check_cards(t)
        check_obliged_card(t, data)
    play = t.play
    assert play is not None
    if play.over and play.claim is None:
        assert len(play.tricks) == 13
    again = TableMode.replay(t.board, t.events, t.regulations, t.edition)
    assert state(again) == state(t)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_legal_play_ends_in_thirteen_tricks(data: st.DataObject) -> None:
    """Players who only play from the legal-card view and answer every step finish the
    board: 13 tricks, a result and a score."""
    deal = random_deal(random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed")))
    t = TableMode(Board.numbered(data.draw(st.integers(1, 16), label="board"), deal),
                  edition=data.draw(st.sampled_from(EDITIONS), label="laws"))
    bid(t, data)
    from bridgelaws.engine.events import CardPlayed
    for _ in range(400):
        play = t.play
        assert play is not None
        if play.over and t.step is None:
            break
        step = t.step
        if step is not None:
            assert do(t, ("find", step.question.name, True) if step.question is not None
                      else ("choose", step.options[0].chooser, step.options[0].name))
            continue
        assert play.turn is not None
        legal = sorted(t.legal_cards())
        assert legal, "the player in turn always has a legal card"
        assert attempt(t, CardPlayed(play.turn, data.draw(st.sampled_from(legal))))
    assert t.play is not None and t.play.over
    assert len(t.play.tricks) == 13 and not t.revokes
    assert t.result is not None and t.score is not None
