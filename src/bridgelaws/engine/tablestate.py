"""The auction's side of a board in table mode: the change-of-call event, the obligations
to pass and the calls that restrict the opening lead. The rule modules in
:mod:`bridgelaws.laws` and :class:`~bridgelaws.engine.tablemode.TableMode` share them.

>>> Obligation(Seat.NORTH, True, "27B2")
Obligation(seat=<Seat.NORTH: 0>, rest_of_auction=True, law='27B2')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple

from bridgelaws.laws.index import Clause
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Seat

__all__ = ["PASS", "ChangedCall", "Obligation", "Restriction"]

PASS: Final = Call.parse("Pass")


class ChangedCall(NamedTuple):
    """``seat`` tried to replace his last call with ``call`` (Law 25)."""

    seat: Seat
    call: Call


@dataclass(frozen=True, slots=True)
class Obligation:
    """A player must pass: at his next turn, or for the rest of the auction."""

    seat: Seat
    rest_of_auction: bool
    law: Clause


@dataclass
class Restriction:
    """A withdrawn or cancelled call of ``offender`` that may restrict his partner's
    opening lead (26B and the laws that refer to it)."""

    offender: Seat
    call: Call | HighBid
    law: Clause
