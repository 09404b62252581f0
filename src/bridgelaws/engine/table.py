"""The public face of the engine: :class:`Table`, in strict or table mode.

``Table(board)`` plays a board under correct procedure and refuses an irregular action
with the law it breaks; ``Table(board, mode="table")`` records the irregularity and
rectifies it (:mod:`bridgelaws.engine.rectifying`). Both keep an append-only event log, and
their state is derived by replaying it: ``Table.replay(board, table.events[:k])`` is the
board as it stood after ``k`` events.

>>> from bridgelaws.values.deal import Deal
>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> t = Table(Board.numbered(1, deal))
>>> for c in "1S P P P".split():
...     _ = t.call(c)
>>> t.phase, str(t.contract), t.turn
(<Phase.PLAY: 1>, '1S N', <Seat.EAST: 1>)
>>> _ = t.play("CA")
>>> str(t.legal_cards())
'...T98'
>>> _ = t.play("C8"); _ = t.play("C5"); _ = t.play("C2")
>>> t.turn, t.declarer_tricks, t.defence_tricks
(<Seat.EAST: 1>, 0, 1)
>>> _ = t.claim(12, Seat.EAST)
>>> t.phase, t.result, t.score
(<Phase.COMPLETE: 2>, 0, (-350, 350))
"""

from __future__ import annotations

from bridgelaws.engine.base import IllegalPlayError, Mode, Phase, Table
from bridgelaws.engine.rectifying import RectifyingTable
from bridgelaws.engine.strict import BoardState, StrictTable
from bridgelaws.procedure.play import Trick
from bridgelaws.values.board import Board
from bridgelaws.values.cards import Seat

__all__ = [
    "Board",
    "BoardState",
    "IllegalPlayError",
    "Mode",
    "Phase",
    "RectifyingTable",
    "Seat",
    "StrictTable",
    "Table",
    "Trick",
]
