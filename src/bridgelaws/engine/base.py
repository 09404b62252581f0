"""The one :class:`Table` and its two modes.

``Table(board)`` is strict: an irregular action is refused with the law that forbids it
(for online play and bots). ``Table(board, mode="table")`` lets the irregularity happen,
as at a real table, and applies the rectification the Laws prescribe. Both modes share
this interface and the procedure modules (:mod:`bridgelaws.procedure`), and both derive
their state by replaying the event log.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum, StrEnum
from typing import TYPE_CHECKING, Any, Literal, overload

from bridgelaws.errors import IllegalActionError
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Call, Contract
from bridgelaws.values.cards import Card, Holding, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.rectifying import RectifyingTable
    from bridgelaws.engine.strict import StrictTable
    from bridgelaws.engine.tablemode import TableMode
    from bridgelaws.laws.editions import Edition
    from bridgelaws.procedure.play import Trick

__all__ = ["IllegalPlayError", "Mode", "Phase", "Table"]


class Mode(StrEnum):
    """How a :class:`Table` meets an irregular action."""

    STRICT = "strict"
    """Refuse it with the law that forbids it."""
    TABLE = "table"
    """Record it and rectify it as the Laws prescribe."""


class Phase(IntEnum):
    """Where the board stands."""

    AUCTION = 0
    PLAY = 1
    COMPLETE = 2


class IllegalPlayError(IllegalActionError):
    """An action in the play period that correct procedure does not allow (strict mode)."""


class Table:
    """A board at a table, with its event log: ``Table(board)`` in strict mode,
    ``Table(board, mode="table")`` in table mode.

    >>> from bridgelaws.values.deal import Deal
    >>> board = Board.numbered(1, Deal.parse(
    ...     "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"))
    >>> strict, table = Table(board), Table(board, mode="table")
    >>> strict.mode, table.mode, isinstance(table, Table)
    (<Mode.STRICT: 'strict'>, <Mode.TABLE: 'table'>, True)
    >>> _ = table.call("1S"); _ = table.call("1H", Seat.EAST)   # insufficient: rectified
    >>> table.phase, [o.name for o in table.step.options]
    (<Phase.AUCTION: 0>, ['accept', 'refuse'])
    """

    __slots__ = ()

    mode: Mode
    edition: Edition
    board: Board

    @overload
    def __new__(cls, board: Board, mode: Literal[Mode.STRICT, "strict"] = ...,
                **options: Any) -> StrictTable: ...

    @overload
    def __new__(cls, board: Board, mode: Literal[Mode.TABLE, "table"],
                **options: Any) -> RectifyingTable: ...

    @overload
    def __new__(cls, board: Board, mode: Mode | str, **options: Any) -> Table: ...

    def __new__(cls, board: Board, mode: Mode | str = Mode.STRICT, **options: Any) -> Table:
        if cls is not Table:
            return super().__new__(cls)
        if Mode(mode) is Mode.STRICT:
            from bridgelaws.engine.strict import StrictTable
            return super().__new__(StrictTable)
        from bridgelaws.engine.rectifying import RectifyingTable
        return super().__new__(RectifyingTable)

    # -- what every mode answers -------------------------------------------------------

    @property
    def events(self) -> Sequence[Any]:
        """The log so far."""
        raise NotImplementedError

    @property
    def phase(self) -> Phase:
        """Auction, play, or complete."""
        raise NotImplementedError

    @property
    def turn(self) -> Seat | None:
        """The seat to call, or whose hand is to play (dummy's on dummy's turn)."""
        raise NotImplementedError

    @property
    def contract(self) -> Contract | None:
        """The final contract once the auction is over (``None`` if passed out)."""
        raise NotImplementedError

    @property
    def declarer(self) -> Seat | None:
        """Declarer, once there is a contract."""
        raise NotImplementedError

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        raise NotImplementedError

    @property
    def result(self) -> int | None:
        """Tricks won by declarer's side once the board is complete."""
        raise NotImplementedError

    @property
    def score(self) -> tuple[int, int] | None:
        """``(ns, ew)`` once the board is complete (Law 77)."""
        raise NotImplementedError

    def legal_calls(self, seat: Seat | None = None) -> tuple[Call, ...]:
        """The calls ``seat`` (the player in turn by default) may make now."""
        raise NotImplementedError

    def legal_cards(self, seat: Seat | None = None) -> Holding:
        """The cards ``seat`` (the hand in turn by default) may play now."""
        raise NotImplementedError

    def apply(self, event: Any) -> None:
        """Record ``event``; strict mode refuses an irregular one."""
        raise NotImplementedError

    # -- shared ------------------------------------------------------------------------

    def extend(self, events: Iterable[Any]) -> None:
        """Apply each of ``events`` in turn."""
        for event in events:
            self.apply(event)

    @classmethod
    def replay(cls, board: Board, events: Iterable[Any], mode: Mode | str | None = None,
               **options: Any) -> Table:
        """The table after replaying ``events`` on ``board`` (in this class's mode, or
        ``mode``)."""
        table = Table(board, mode or (Mode.STRICT if cls is Table else cls.mode), **options)
        table.extend(events)
        return table

    def undo(self, count: int = 1) -> Table:
        """A new table holding this log less its last ``count`` events (the log is not
        edited)."""
        events = list(self.events)
        if not 0 <= count <= len(events):
            raise ValueError(f"cannot undo {count} of {len(events)} events")
        return self._again(events[: len(events) - count])

    def preview(self, event: Any) -> Table:
        """The board as it would be after ``event``, leaving this one unchanged: what an
        answer or a choice would lead to before it is given. Raises what :meth:`apply`
        raises."""
        board = self._again(list(self.events))
        board.apply(event)
        return board

    def _again(self, events: list[Any]) -> Table:
        return Table.replay(self.board, events, self.mode)

    def view(self, lang: str = "en") -> dict[str, object]:
        """The board as JSON-ready data, texts in ``lang``: the view model of
        :mod:`bridgelaws.engine.view` (schema ``bridgelaws.view/2``)."""
        from bridgelaws.engine.view import board_view

        data = board_view(self.as_table_mode(), lang)
        data["mode"] = self.mode.value
        return data

    def as_table_mode(self) -> TableMode:
        """The table-mode rules engine holding this board's log: the view and the table
        log are read from it (for a board in table mode, :attr:`RectifyingTable.rules`)."""
        from bridgelaws.engine.tablemode import TableMode

        rules = TableMode(self.board, edition=self.edition)
        for event in self.events:
            rules.apply(event)
        return rules

    def call(self, call: Call | str, seat: Seat | None = None) -> Any:
        """``seat`` (the player in turn by default) makes ``call``."""
        raise NotImplementedError

    def play(self, card: Card | str, seat: Seat | None = None) -> Any:
        """A card is played from ``seat``'s hand (the hand in turn by default)."""
        raise NotImplementedError

    def claim(self, tricks: int, seat: Seat | None = None) -> Any:
        """``seat`` claims ``tricks`` of the remaining tricks, and the claim is agreed."""
        raise NotImplementedError
