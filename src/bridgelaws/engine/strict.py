"""Strict mode: one board under correct procedure, every action checked against the Laws.

An irregular action is refused with the law it breaks. This is the fast path for online
play, bots and file replay; :mod:`bridgelaws.engine.table` describes the shared interface.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import Final

from bridgelaws.engine.base import IllegalPlayError, Mode, Phase, Table
from bridgelaws.engine.events import CallMade, CardPlayed, ClaimAgreed, Event
from bridgelaws.laws import editions
from bridgelaws.laws.editions import DEFAULT, Edition
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.procedure.auction import Auction, IllegalCallError
from bridgelaws.procedure.play import Trick, follow_mask, winning_index
from bridgelaws.procedure.score import board_score
from bridgelaws.values.board import Board
from bridgelaws.values.calls import ALL_CALLS, Call, Contract, HighBid
from bridgelaws.values.cards import SUIT_MASKS, Card, Holding, Seat

# The clauses this module cites; law() checks each against the index on import.
L17C = law("17C")
L17D = law("17D")
L38 = law("38")
L41 = law("41")
L44 = law("44")
L44C = law("44C")
L45 = law("45")
L68 = law("68")

__all__ = ["BoardState", "StrictTable"]

_SEATS: Final = tuple(Seat)
_new_event: Final = tuple.__new__
_ROTATIONS: Final = tuple(operator.itemgetter(*((seat + k) & 3 for k in range(4))) for seat in Seat)
_FOLLOWERS: Final = tuple(((seat + 1) & 3, (seat + 2) & 3, (seat + 3) & 3) for seat in range(4))
"""The three seats that play after each seat to a trick, in order."""
# Events are immutable tuples: a card played from a seat is one of 208, made once and
# shared by every table (a replayed board then makes no object per card but its tricks)
_CARD_EVENTS: Final = tuple(tuple(_new_event(CardPlayed, (seat, card)) for card in Card)
                            for seat in Seat)


_CALL_EVENTS: Final = tuple(tuple(_new_event(CallMade, (seat, call, False, False))
                                  for call in ALL_CALLS) for seat in Seat)
"""A call made in turn, as :meth:`StrictTable.call_many` records it: one of 152, shared."""

_AUCTION: Final = Phase.AUCTION
_PLAY: Final = Phase.PLAY


@dataclass(frozen=True, slots=True)
class BoardState:
    """An immutable picture of a board at one moment."""

    board: Board
    phase: Phase
    auction: Auction
    contract: Contract | None
    hands: tuple[Holding, ...] | None
    tricks: tuple[Trick, ...]
    current_trick: Trick | None
    turn: Seat | None
    declarer_tricks: int
    defence_tricks: int
    claim: ClaimAgreed | None
    events: tuple[Event, ...]

    @property
    def result(self) -> int | None:
        """Tricks won by declarer's side once the board is complete (``None`` before)."""
        if self.phase != Phase.COMPLETE or self.contract is None:
            return None
        return self.declarer_tricks

    @property
    def score(self) -> tuple[int, int] | None:
        """``(ns, ew)`` once the board is complete."""
        if self.phase != Phase.COMPLETE:
            return None
        return board_score(self.contract, self.declarer_tricks, self.board.vulnerability)


class StrictTable(Table):
    """A board in strict mode: an irregular action is refused with the law it breaks
    (:class:`IllegalCallError`, :class:`IllegalPlayError`). Use it as ``Table(board)``."""

    mode = Mode.STRICT

    __slots__ = (
        "_contract",
        "_current",
        "_declarer",
        "_events",
        "_hands",
        "_leader",
        "_led",
        "_phase",
        "_tricks",
        "_trump",
        "_turn",
        "_won",
        "auction",
        "board",
        "claim_event",
        "edition",
    )

    def __init__(self, board: Board, mode: Mode | str = Mode.STRICT,
                 edition: Edition | str = DEFAULT) -> None:
        self.board = board
        self.edition = editions.edition(edition)
        """The Laws the board is played under; correct procedure is the same in all."""
        self.auction = Auction(board.dealer)
        self._events: list[Event] = []
        self._contract: Contract | None = None
        self._declarer = -1
        self._hands: list[int] = list(board.deal.masks) if board.deal is not None else []
        self._tricks: list[Trick] = []
        self._current: list[Card] = []
        self._leader = 0
        self._turn = int(board.dealer)
        self._led = -1
        self._trump = -1
        self._won = [0, 0]  # tricks by declarer's side, by the defenders
        self._phase = Phase.AUCTION
        self.claim_event: ClaimAgreed | None = None

    # -- derived views -------------------------------------------------------------

    @property
    def events(self) -> tuple[Event, ...]:
        """The log so far."""
        return tuple(self._events)

    @property
    def phase(self) -> Phase:
        """Auction, play, or complete (passed out, 13 tricks played, or claim agreed)."""
        return self._phase

    @property
    def turn(self) -> Seat | None:
        """The seat to call, or whose hand is to play (dummy's hand on dummy's turn)."""
        if self.phase == Phase.COMPLETE:
            return None
        return _SEATS[self._turn]

    @property
    def player_in_turn(self) -> Seat | None:
        """Who acts now: as :attr:`turn`, but declarer plays dummy's cards (Law 45B)."""
        turn = self.turn
        if turn is not None and self._declarer >= 0 and turn == (self._declarer + 2) & 3:
            return _SEATS[self._declarer]
        return turn

    @property
    def contract(self) -> Contract | None:
        """The final contract, once the auction has ended (``None`` if passed out)."""
        return self._contract

    @property
    def declarer(self) -> Seat | None:
        """Declarer, once the auction has ended with a contract."""
        return _SEATS[self._declarer] if self._declarer >= 0 else None

    @property
    def dummy(self) -> Seat | None:
        """Declarer's partner, once the auction has ended with a contract."""
        return _SEATS[(self._declarer + 2) & 3] if self._declarer >= 0 else None

    @property
    def declarer_tricks(self) -> int:
        """Tricks won so far by declarer's side (including an agreed claim)."""
        return self._won[0]

    @property
    def defence_tricks(self) -> int:
        """Tricks won so far by the defenders (including an agreed claim)."""
        return self._won[1]

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return tuple(self._tricks)

    @property
    def current_trick(self) -> Trick | None:
        """The trick in progress, if any card has been played to it."""
        if not self._current:
            return None
        return Trick(_SEATS[self._leader], tuple(self._current), None)

    @property
    def hands(self) -> tuple[Holding, ...] | None:
        """The cards each seat still holds (``None`` if the deal is not known)."""
        if self.board.deal is None:
            return None
        return tuple(Holding(m) for m in self._hands)

    @property
    def result(self) -> int | None:
        """Tricks won by declarer's side once play is over (``None`` before, or passed out)."""
        if self.phase != Phase.COMPLETE or self._contract is None:
            return None
        return self._won[0]

    @property
    def score(self) -> tuple[int, int] | None:
        """The Law 77 score ``(ns, ew)`` once the board is complete."""
        if self.phase != Phase.COMPLETE:
            return None
        return board_score(self._contract, self._won[0], self.board.vulnerability)

    def legal_calls(self, seat: Seat | None = None) -> tuple[Call, ...]:
        """The calls the player in turn may make (empty outside the auction, and for a
        ``seat`` not in turn)."""
        if seat is not None and seat != self.turn:
            return ()
        return self.auction.legal_calls()

    def legal_cards(self, seat: Seat | None = None) -> Holding:
        """The cards that may be played now: any card to lead, else following suit if able
        (Law 44C/E). Empty outside the play, and for a ``seat`` whose hand is not in
        turn."""
        if self.phase != Phase.PLAY or (seat is not None and seat != self.turn):
            return Holding()
        return Holding(follow_mask(self._hands[self._turn], self._led))

    def snapshot(self) -> BoardState:
        """An immutable picture of the board now."""
        return BoardState(
            board=self.board,
            phase=self.phase,
            auction=self.auction,
            contract=self._contract,
            hands=self.hands,
            tricks=self.tricks,
            current_trick=self.current_trick,
            turn=self.turn,
            declarer_tricks=self._won[0],
            defence_tricks=self._won[1],
            claim=self.claim_event,
            events=self.events,
        )

    # -- actions ----------------------------------------------------------------------

    def call(self, call: Call | str, seat: Seat | None = None) -> CallMade:
        """Make ``call`` for the player in turn (``seat``, if given, must be that player)."""
        if isinstance(call, str):
            call = Call.parse(call)
        if self._phase is not _AUCTION:
            raise IllegalCallError(Message("strict.after.end", call=str(call)), L17D)
        turn = _SEATS[self._turn]  # in the auction, the seat to call
        if seat is not None and seat != turn:
            raise IllegalCallError(Message("strict.out.of.rotation", seat=seat), L17C)
        event: CallMade = _new_event(CallMade, (turn, call, False, False))
        self._call(event)
        self._events.append(event)
        return event

    def call_many(self, calls: Sequence[Call]) -> int:
        """Make the calls that start ``calls``, in turn, while each is legal and the
        auction is not over; returns how many were made. The call it stops at is not made:
        :meth:`call` refuses it with its law (a quick way to replay an auction).

        >>> t = Table(Board.numbered(1))
        >>> t.call_many([Call.parse(c) for c in "1NT P P P 2C".split()]), str(t.contract)
        (4, '1NT N')
        """
        if self._phase is not _AUCTION:
            return 0
        auction, count = self.auction.after_legal(calls)
        if count:
            turn = self._turn
            call_events = _CALL_EVENTS
            self._events.extend(
                [call_events[(turn + i) & 3][calls[i].index] for i in range(count)]
            )
            self.auction = auction
            self._turn = (turn + count) & 3
            if auction.is_complete:
                self._auction_over(auction)
        return count

    def play(self, card: Card | str, seat: Seat | None = None) -> CardPlayed:
        """Play ``card`` from the hand in turn (``seat``, if given, must be that hand)."""
        if isinstance(card, str):
            card = Card.parse(card)
        if self._phase is not _PLAY:
            raise IllegalPlayError(Message("strict.outside.play", card=str(card)), L41)
        turn = self._turn
        if seat is not None and seat != turn:
            raise IllegalPlayError(
                Message("strict.not.turn", seat=seat, card=str(card), turn=_SEATS[turn]), L44)
        self._play_cards((card,))
        event: CardPlayed = self._events[-1]  # type: ignore[assignment]
        return event

    def play_by_seat(self, tricks: Iterable[Sequence[Card | None]],
                     first: Seat = Seat.NORTH) -> int:
        """Play tricks recorded seat by seat, as many record formats keep them: each item
        holds a trick's cards indexed by :class:`Seat` (``None`` where a card is not known),
        or, with ``first``, in columns clockwise from the seat ``first`` (as a PBN Play
        section keeps them). The cards are played in rotation from the seat in turn, each
        checked as by :meth:`play`, until a trick is exhausted or an unknown card is
        reached. Returns how many cards were played.

        >>> t = Table(Board.numbered(1, Deal.parse(
        ...     "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")))
        >>> t.extend([CallMade(s, c) for s, c in zip(Seat, [Call.parse("1NT")] + [Call.PASS] * 3)])
        >>> t.play_by_seat([(Card.C2, Card.CA, Card.C8, Card.C5), (None, Card.CK, None, None)])
        5
        """
        played = len(self._events)
        if self._current or self._phase is not _PLAY or not self._hands:
            self._play_cards(self._cards_by_seat(tricks, first))
        else:
            self._play_tricks(iter(tricks), first)
        return len(self._events) - played

    def _cards_by_seat(self, tricks: Iterable[Sequence[Card | None]],
                       first: int) -> Iterator[Card]:
        for trick in tricks:
            # the seat in turn now leads or continues the trick; the rest follow clockwise
            order = _ROTATIONS[(self._turn - first) & 3](trick)[: 4 - len(self._current)]
            if None in order:
                yield from order[: order.index(None)]
                return
            yield from order

    def play_cards(self, cards: Iterable[Card | str]) -> None:
        """Play several cards, each from the hand in turn and checked as by :meth:`play`
        (a trick, or the rest of a board). If one is refused, the cards before it stand."""
        self._play_cards([Card.parse(c) if isinstance(c, str) else c for c in cards])

    def claim(self, tricks: int, seat: Seat | None = None) -> ClaimAgreed:
        """Record an agreed claim or concession: ``seat``'s side (declarer by default) wins
        ``tricks`` of the tricks not yet completed (Laws 68-69)."""
        claimer = seat if seat is not None else self.declarer
        if claimer is None:
            raise IllegalPlayError(Message("strict.claim.no.contract"), L68)
        event = ClaimAgreed(claimer, tricks)
        self._claim(event)
        self._events.append(event)
        return event

    def apply(self, event: Event) -> None:
        """Check ``event`` against the Laws and append it to the log."""
        if isinstance(event, CallMade):
            turn = self.auction.turn
            if turn is None:
                raise IllegalCallError(Message("strict.after.end", call=str(event.call)), L17D)
            if event.seat != turn:
                raise IllegalCallError(Message("strict.out.of.rotation", seat=event.seat), L17C)
            self._call(event)
        elif isinstance(event, CardPlayed):
            if self.phase != Phase.PLAY:
                raise IllegalPlayError(Message("strict.outside.play", card=str(event.card)), L41)
            if event.seat != self._turn:
                raise IllegalPlayError(
                    Message("strict.not.turn", seat=event.seat, card=str(event.card),
                            turn=_SEATS[self._turn]),
                    L44,
                )
            self._play_cards((event.card,))
            return
        else:
            self._claim(event)
        self._events.append(event)

    def extend(self, events: Iterable[Event]) -> None:
        """Apply each event in order."""
        for event in events:
            self.apply(event)

    @classmethod

    @classmethod
    def for_play(cls, board: Board, contract: Contract) -> StrictTable:
        """A table at the opening lead of ``contract`` (which names its declarer), for an
        auction that is not known (a PBN Play section with only the Contract and
        Declarer tags)."""
        if contract.declarer is None:
            raise ValueError(f"contract {contract} has no declarer")
        table = cls(board)
        table._contract = contract
        table._phase = Phase.PLAY
        table._declarer = contract.declarer
        table._trump = -1 if contract.strain == 4 else int(contract.strain)
        table._turn = table._leader = (table._declarer + 1) & 3
        return table


    @classmethod
    def replay(cls, board: Board, events: Iterable[Event], mode: Mode | str | None = None,
               **options: object) -> StrictTable:
        """The table after replaying ``events`` on ``board``, each checked."""
        if mode is not None and Mode(mode) is not Mode.STRICT:
            raise ValueError("StrictTable.replay replays in strict mode: use Table.replay")
        table = cls(board)
        table.extend(events)
        return table

    # -- internals --------------------------------------------------------------------

    def _call(self, event: CallMade) -> None:
        if isinstance(event.call, HighBid):
            raise IllegalCallError(Message("strict.above.seven", call=str(event.call)), L38)
        auction = self.auction.after(event.call)
        self.auction = auction
        self._turn = (self._turn + 1) & 3
        if auction.is_complete:
            self._auction_over(auction)

    def _auction_over(self, auction: Auction) -> None:
        contract = auction.contract
        self._contract = contract
        self._phase = Phase.COMPLETE
        if contract is not None and contract.declarer is not None:
            self._phase = Phase.PLAY
            self._declarer = contract.declarer
            self._trump = -1 if contract.strain == 4 else int(contract.strain)
            self._turn = self._leader = (self._declarer + 1) & 3

    def _play_cards(self, cards: Iterable[Card]) -> None:
        """Check and play each card from the hand in turn, recording an event for each.

        The one place where cards are played: it keeps the state in local variables for
        speed and writes it back even when a card is refused (the cards before it stand).
        The seat in turn and the trick in progress are kept current on ``self`` as each card
        is played, so that ``cards`` may be a generator that looks at them.
        """
        hands = self._hands
        if not hands:
            raise IllegalPlayError(Message("strict.no.deal"), L41)
        events = self._events
        tricks = self._tricks
        current = self._current
        turn = self._turn
        led = self._led
        leader = self._leader
        trump = self._trump
        seats = _SEATS
        new = _new_event
        card_events = _CARD_EVENTS
        playing = self._phase is _PLAY
        try:
            for card in cards:
                if not playing:
                    raise IllegalPlayError(Message("strict.outside.play", card=str(card)), L41)
                bit = 1 << card
                hand = hands[turn]
                if not hand & bit:
                    raise IllegalPlayError(
                        Message("strict.not.held", seat=seats[turn], card=str(card)), L45)
                suit = card // 13
                if led < 0:
                    led = suit
                elif suit != led and hand & SUIT_MASKS[led]:
                    raise IllegalPlayError(
                        Message("strict.follow.suit", seat=seats[turn], led="CDHS"[led],
                                card=str(card)),
                        L44C,
                    )
                hands[turn] = hand ^ bit
                events.append(card_events[turn][card])
                current.append(card)
                if len(current) < 4:
                    turn = self._turn = (turn + 1) & 3
                    continue
                # the trick is complete: the same procedure as table mode's (44E-44G)
                best = winning_index(current, trump)
                winner = (leader + best) & 3
                tricks.append(new(Trick, (seats[leader], tuple(current), seats[winner], ())))
                if len(tricks) == 13:
                    self._phase = Phase.COMPLETE
                    playing = False
                self._won[(winner ^ self._declarer) & 1] += 1
                current.clear()
                led = -1
                leader = turn = self._turn = winner
        finally:
            self._current = current
            self._turn = turn
            self._led = led
            self._leader = leader

    def _play_tricks(self, tricks: Iterator[Sequence[Card | None]], first: int) -> None:
        """Play whole tricks from the start of one, as :meth:`play_by_seat` gives them.

        A trick of four known cards, each held by its hand and following suit when able,
        is played at once: the same checks and the same state as :meth:`_play_cards` card
        by card (the winner as :func:`winning_index` finds it), with no list or call per
        card. Any other trick, and every one after it, goes card by card through
        :meth:`_play_cards`, which refuses the first irregular card with its law.
        """
        hands = self._hands
        events = self._events
        tricks_done = self._tricks
        won = self._won
        declarer = self._declarer
        trump = self._trump
        turn = self._turn
        rotations = _ROTATIONS
        card_events = _CARD_EVENTS
        seats = _SEATS
        masks = SUIT_MASKS
        new = _new_event
        followers = _FOLLOWERS
        done = len(tricks_done)
        for trick in tricks:
            order = rotations[(turn - first) & 3](trick)
            a, b, c, d = order
            if a is None or b is None or c is None or d is None:
                break
            rotation = rotations[turn]
            h0, h1, h2, h3 = rotation(hands)
            led = a // 13
            follow = masks[led]
            sb, sc, sd = b // 13, c // 13, d // 13
            if not (
                h0 >> a & 1 and h1 >> b & 1 and h2 >> c & 1 and h3 >> d & 1
                and (sb == led or not h1 & follow)
                and (sc == led or not h2 & follow)
                and (sd == led or not h3 & follow)
            ):
                break
            # Law 44E-44G, as winning_index: the highest trump, else the highest card led
            best, best_card, best_suit = 0, a, led
            if (sb == best_suit and b > best_card) or (sb == trump and best_suit != trump):
                best, best_card, best_suit = 1, b, sb
            if (sc == best_suit and c > best_card) or (sc == trump and best_suit != trump):
                best, best_card, best_suit = 2, c, sc
            if (sd == best_suit and d > best_card) or (sd == trump and best_suit != trump):
                best = 3
            second, third, fourth = followers[turn]
            hands[turn] = h0 ^ 1 << a
            hands[second] = h1 ^ 1 << b
            hands[third] = h2 ^ 1 << c
            hands[fourth] = h3 ^ 1 << d
            events += (card_events[turn][a], card_events[second][b], card_events[third][c],
                       card_events[fourth][d])
            winner = (turn + best) & 3
            tricks_done.append(new(Trick, (seats[turn], order, seats[winner], ())))
            won[(winner ^ declarer) & 1] += 1
            turn = winner
            done += 1
            if done == 13:
                self._turn = self._leader = turn
                self._phase = Phase.COMPLETE
                after = next(tricks, None)
                if after is not None:  # a card after the last trick: refused
                    self._play_cards(self._cards_by_seat(chain((after,), tricks), first))
                return
        else:
            self._turn = self._leader = turn
            return
        # the trick is not four legal cards: card by card, to refuse the first with its law
        self._turn = self._leader = turn
        self._play_cards(self._cards_by_seat(chain((trick,), tricks), first))

    def _claim(self, event: ClaimAgreed) -> None:
        if self.phase != Phase.PLAY:
            raise IllegalPlayError(Message("strict.claim.outside.play"), L68)
        remaining = 13 - len(self._tricks)
        if not 0 <= event.tricks <= remaining:
            raise IllegalPlayError(
                Message("strict.claim.too.many", tricks=event.tricks, remaining=remaining), L68)
        mine = (event.seat ^ self._declarer) & 1
        self._won[mine] += event.tricks
        self._won[1 - mine] += remaining - event.tricks
        self.claim_event = event
        self._phase = Phase.COMPLETE
