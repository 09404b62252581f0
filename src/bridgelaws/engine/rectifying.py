"""Table mode behind the one :class:`~bridgelaws.engine.table.Table` interface.

``Table(board, mode="table")`` is a :class:`RectifyingTable`: any player may call or play
at any moment, as at a real table; the irregularity is recorded and rectified by the
Laws' rule modules (:mod:`bridgelaws.engine.tablemode` for the auction,
:mod:`bridgelaws.engine.tableplay` for the play), and the board waits while a player or
the director has to decide. The whole table-mode interface (``step``, ``trail``,
``choose``, ``find``, ``expose``, ...) is on :attr:`RectifyingTable.rules`.

>>> from bridgelaws.values.deal import Deal
>>> t = Table(Board.numbered(1, Deal.parse(
...     "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")),
...     mode="table")
>>> _ = t.call("2C"); _ = t.call("3C", Seat.WEST)       # West bids at partner's turn
>>> [(o.name, str(o.chooser), o.law) for o in t.step.options]
[('accept', 'N', '29A'), ('refuse', 'N', '29B')]
>>> after = t.preview(Choice(Seat.NORTH, "accept"))     # what accepting would do
>>> after.step, t.step is not None
(None, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bridgelaws.engine.base import Mode, Phase, Table
from bridgelaws.engine.events import CallMade, CardPlayed, ClaimAgreed
from bridgelaws.engine.steps import Choice, Finding, Ruling, Step
from bridgelaws.engine.tablemode import TableEvent, TableMode
from bridgelaws.laws.editions import DEFAULT, Edition
from bridgelaws.procedure.play import Trick
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Call, Contract, HighBid, parse_call
from bridgelaws.values.cards import Card, Holding, Seat
from bridgelaws.values.regulations import Regulations

__all__ = ["Choice", "Finding", "RectifyingTable"]


class RectifyingTable(Table):
    """A board in table mode (use it as ``Table(board, mode="table")``)."""

    mode = Mode.TABLE

    __slots__ = ("board", "rules")

    def __init__(self, board: Board, mode: Mode | str = Mode.TABLE,
                 regulations: Regulations | None = None,
                 edition: Edition | str = DEFAULT) -> None:
        self.board = board
        self.rules = TableMode(board, regulations, edition)
        """The rules engine of table mode: steps, trail, obligations, penalty cards."""

    # -- the shared interface ----------------------------------------------------------

    @property
    def edition(self) -> Edition:  # type: ignore[override]
        """The Laws the board is run under."""
        return self.rules.edition

    @property
    def events(self) -> Sequence[TableEvent]:
        return tuple(self.rules.events)

    @property
    def phase(self) -> Phase:
        rules = self.rules
        if not rules.auction_over:
            return Phase.AUCTION
        if rules.contract is None or rules.play is None or rules.play.over:
            return Phase.COMPLETE
        return Phase.PLAY

    @property
    def turn(self) -> Seat | None:
        rules = self.rules
        if not rules.auction_over:
            return rules.turn
        return rules.play.turn if rules.play is not None else None

    @property
    def contract(self) -> Contract | None:
        return self.rules.contract

    @property
    def declarer(self) -> Seat | None:
        return self.rules.declarer

    @property
    def tricks(self) -> tuple[Trick, ...]:
        play = self.rules.play
        return play.tricks if play is not None else ()

    @property
    def result(self) -> int | None:
        return self.rules.result

    @property
    def score(self) -> tuple[int, int] | None:
        return self.rules.score

    @property
    def step(self) -> Step | None:
        """The rectification step the board waits for, if any."""
        return self.rules.step

    @property
    def trail(self) -> list[Ruling]:
        """The rulings so far, each with its law."""
        return self.rules.trail

    def legal_calls(self, seat: Seat | None = None) -> tuple[Call, ...]:
        seat = self.turn if seat is None else seat
        if seat is None or self.phase != Phase.AUCTION:
            return ()
        return self.rules.legal_calls(seat)

    def legal_cards(self, seat: Seat | None = None) -> Holding:
        if self.phase != Phase.PLAY:
            return Holding()
        return self.rules.legal_cards(seat)

    def apply(self, event: Any) -> None:
        self.rules.apply(event)

    def extend(self, events: Iterable[Any]) -> None:
        apply = self.rules.apply
        for event in events:
            apply(event)

    def as_table_mode(self) -> TableMode:
        return self.rules

    def _again(self, events: list[Any]) -> Table:
        table = RectifyingTable(self.board, regulations=self.rules.regulations,
                                edition=self.rules.edition)
        table.extend(events)
        return table

    def call(self, call: Call | HighBid | str, seat: Seat | None = None,
             together: bool = False, alerted: bool = False) -> CallMade:
        """``seat`` (the player in turn by default) makes ``call``, in turn or not;
        ``together`` if at the same moment as the call before it (Law 33); ``alerted`` if
        it was alerted (it may be artificial: 26B, 27B1(a), 29C)."""
        who = self._who(seat)
        event = CallMade(who, call if not isinstance(call, str) else parse_call(call),
                         together, alerted)
        self.rules.apply(event)
        return event

    def play(self, card: Card | str, seat: Seat | None = None) -> CardPlayed:
        event = CardPlayed(self._who(seat), card if isinstance(card, Card) else Card.parse(card))
        self.rules.apply(event)
        return event

    def claim(self, tricks: int, seat: Seat | None = None) -> ClaimAgreed:
        event = ClaimAgreed(self._who(seat), tricks)
        self.rules.apply(event)
        return event

    def _who(self, seat: Seat | None) -> Seat:
        if seat is not None:
            return seat
        turn = self.turn
        if turn is None:
            raise ValueError("no one is in turn: name the seat")
        return turn

