"""Law 44 and the cards nobody knows: a board whose deal is not known, or only partly
known, where the director rules on what he is told.

Many rulings need no cards but the ones involved: an opening lead out of turn (54, 56,
50), a card exposed (49, 50), penalty cards (50-52), a lead out of turn later in the play
(53-56), the trick transfer after a revoke (64, from who won which trick). On such a
board (``Board.hands``: the cards known in each hand, perhaps none) a card played comes
from the hand that plays it unless it is known elsewhere or already played, and is known
from then on (:meth:`PlayState.reveal <bridgelaws.engine.tableplay.PlayState.reveal>`).

Where the Laws turn on a card that is not known (could he follow suit, 44C and 61A?
could he lead the suit declarer required, 50D2, 59?), the board asks the director
whether the player held a card of that suit (``holds-suit``) and waits; nothing is
assumed. A trick whose cards were not recorded is a :class:`TrickSummary`: its winner,
and who revoked in it; its cards stay unknown, and so what each player still holds
becomes unknown too.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Final

from bridgelaws.engine.steps import (
    AnswerType,
    Finding,
    IrregularActionError,
    Pending,
    Question,
    Step,
    rule_name,
)
from bridgelaws.engine.tableplay import PlayState, Revoke, TrickSummary
from bridgelaws.laws import law61_63
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message, Term
from bridgelaws.procedure.play import Trick
from bridgelaws.values.cards import Card, Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableEvent, TableMode

# The clauses this module cites; law() checks each against the index on import.
L44 = law("44")
L44C = law("44C")
L50 = law("50")
L61A = law("61A")
L63A1 = law("63A1")
L66 = law("66")

__all__ = ["Doubt", "apply_unknown", "ask_holds_suit", "doubt", "holds_suit_found", "known",
           "record_holds_suit", "summary"]


class Doubt(Exception):
    """Raised where a card's legality turns on whether ``seat`` holds a card of ``suit``
    among his unknown cards; the board then asks the director (``law``)."""

    def __init__(self, seat: Seat, card: Card, suit: int, law: Clause) -> None:
        super().__init__(seat, card, suit, law)
        self.seat, self.card, self.suit, self.law = seat, card, suit, law


def known(t: TableMode) -> list[int]:
    """44: the play starts on a board whose deal is not known: the cards known in each
    hand (``Board.hands``, perhaps none), and the cards exposed during the auction (24),
    as masks by seat. The play's count of unknown cards is set when it is made."""
    hands = t.board.hands
    masks = [h.mask for h in hands] if hands is not None else [0, 0, 0, 0]
    seen = 0
    for m in masks:
        seen |= m
    for seat, shown in t.exposed.items():
        for card, _ in shown:
            if not seen & (1 << card):
                masks[seat] |= 1 << card
                seen |= 1 << card
    return masks


_SHARED: Final = frozenset({"board", "regulations", "edition", "events"})
"""What a board shares with its copy while an event is tried (the log is only appended
to after the event)."""


def apply_unknown(t: TableMode, event: TableEvent) -> None:
    """44C, 61A: on a board whose deal is not known, where the event's card is legal or
    not according to a card nobody knows (:class:`Doubt`), the board is left as it was
    before the event and asks the director; the event is applied again once he has
    answered."""
    saved = {k: v if k in _SHARED else copy.deepcopy(v) for k, v in vars(t).items()}
    try:
        t._dispatch(event)
    except Doubt as doubt:
        vars(t).update(saved)
        pending = t._pending
        if isinstance(event, Finding) and pending is not None \
                and pending.then == rule_name(holds_suit_found):
            # the answer is kept, and another suit is in doubt for the same card
            data = pending.data
            seat, suit = data["seat"], data["suit"]
            assert isinstance(seat, Seat) and isinstance(suit, Suit)
            assert isinstance(event.answer, bool) and pending.step.question is not None
            t._note("finding", pending.step.question.law, "finding",
                    question=Term("question.holds-suit"), answer=event.answer)
            record_holds_suit(t, event.answer, seat, suit)
            waiting = data["waiting"]
            assert waiting is None or isinstance(waiting, Pending)
            ask_holds_suit(t, doubt, data["event"], waiting)  # type: ignore[arg-type]
        else:
            ask_holds_suit(t, doubt, event, pending)


def doubt(ps: PlayState, seat: Seat, card: Card) -> None:
    """44C, 61A (50D, 59): raises :class:`Doubt` where whether ``card`` may be played
    turns on a card of ``seat`` that nobody knows."""
    found = ps.doubtful(seat, card)
    if found is not None:
        raise Doubt(seat, card, *found)


def ask_holds_suit(t: TableMode, doubt: Doubt, event: TableEvent,
                   waiting: Pending | None) -> None:
    """44C, 61A (and 50D, 59 where a penalty card or a restriction is in force): the
    board waits for the director: did the player hold a card of the suit? The event that
    raised the doubt is applied again once he has answered, and the step the board was
    waiting for (if any) is kept aside until then."""
    law = t.edition.cite(doubt.law)
    suit = Suit(doubt.suit)
    message = Message("question.holds.suit", seat=doubt.seat, suit=suit, card=doubt.card)
    facts: dict[str, object] = {"seat": doubt.seat, "suit": suit, "card": doubt.card}
    q = Question("holds-suit", law, message, AnswerType.YES_NO, facts=facts)
    t._pending = Pending("question", doubt.seat, Step(law, message, q, (), message),
                         rule_name(holds_suit_found),
                         {**facts, "event": event, "waiting": waiting})


def holds_suit_found(t: TableMode, holds: bool, *, seat: Seat, suit: Suit, card: Card,
                     event: TableEvent, waiting: Pending | None) -> None:
    """44C, 61A: the director's answer: ``seat`` held a card of ``suit`` among his
    unknown cards, or none (then he is void in it from now on); the card is then played
    again."""
    record_holds_suit(t, holds, seat, suit)
    t._pending = waiting
    t._dispatch(event)


def record_holds_suit(t: TableMode, holds: bool, seat: Seat, suit: Suit) -> None:
    """44C, 61A: what the director found is kept: a suit ``seat`` holds among his unknown
    cards (a failure to follow it is a revoke), or one he is void in."""
    ps = t._ps()
    (ps.holds if holds else ps.voids).setdefault(seat, set()).add(int(suit))


def summary(t: TableMode, event: TrickSummary) -> None:
    """A trick whose cards were not recorded: its winner wins it and leads next (44G);
    each revoke in it is recorded (61A), and the revokes of earlier tricks are established
    for the sides that played to it (63A1). Only where nothing waits to be played: no
    card in the trick in progress (44), no penalty card (50), no lead or play
    restriction; and only on a board whose deal is not known."""
    ps = t._ps()
    unknown = ps.unknown
    if unknown is None:
        raise IrregularActionError(Message("summary.deal.known"), L66)
    if ps.over:
        raise IrregularActionError(Message("play.over", seat=event.winner), L44)
    if ps.current or ps.surplus or ps.face_down or ps.replay_for is not None \
            or ps.early is not None or ps.led_next is not None or ps.chain:
        raise IrregularActionError(Message("summary.trick.started"), L44)
    if any(ps.penalty.values()):
        raise IrregularActionError(Message("summary.penalty.cards"), L50)
    rule = ps.lead_rule or ps.play_rule
    if rule is not None or ps.forced_hand is not None:
        raise IrregularActionError(Message("summary.restriction"),
                                   rule.law if rule is not None else L44)
    number = ps.number
    for seat in Seat:
        law61_63.establish(t, seat, L63A1)
        # one card of his hand went to the trick, which one is not known
        left = unknown[seat] + ps.masks[seat].bit_count()
        if left <= 0:
            raise IrregularActionError(Message("summary.no.cards", seat=seat), L44)
        unknown[seat] = left - 1
        ps.masks[seat] = 0
    ps.holds.clear()
    leader = ps.leader
    ps.faced = True
    ps.dummy_faced = True
    ps.turned.clear()
    ps.designated.clear()
    ps.quitted.append(Trick(leader, (), event.winner))
    ps.won[0 if event.winner.side == ps.declarer.side else 1] += 1
    ps.leader = event.winner
    t._note("procedure", L44, "trick.summary", trick=number, seat=event.winner)
    for seat, suit in event.revokes:
        ps.revokes.append(Revoke(seat, number, None, suit, "follow", L44C))
        # he did not follow, so he still holds a card of the suit
        ps.holds.setdefault(seat, set()).add(int(suit))
        t._note("irregularity", L61A, "revoke.told", seat=seat, trick=number, suit=suit)
    if len(ps.quitted) == 13:
        t._end_play()
