"""Boards: number, dealer and vulnerability (Law 2), and the deal they carry.

>>> b = Board.numbered(13)
>>> b.dealer, b.vulnerability
(<Seat.NORTH: 0>, <Vulnerability.BOTH: 3>)
>>> Board.numbered(13, vulnerability=Vulnerability.NONE).vulnerability
<Vulnerability.NONE: 0>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from bridgelaws.errors import refusal
from bridgelaws.values.cards import Holding, Seat, Side
from bridgelaws.values.deal import Deal

__all__ = ["Board", "Vulnerability", "dealer_for", "vulnerability_for"]


class Vulnerability(IntEnum):
    """Which sides are vulnerable."""

    NONE = 0
    NS = 1
    EW = 2
    BOTH = 3

    def is_vulnerable(self, who: Seat | Side) -> bool:
        """Whether that seat's (or side's) partnership is vulnerable.

        >>> Vulnerability.NS.is_vulnerable(Seat.SOUTH), Vulnerability.NS.is_vulnerable(Side.EW)
        (True, False)
        """
        side = who.side if isinstance(who, Seat) else who
        return bool(self & (1 << side))

    @property
    def pbn(self) -> str:
        """PBN tag value: ``None``, ``NS``, ``EW`` or ``All``."""
        return ("None", "NS", "EW", "All")[self]

    def __str__(self) -> str:
        return ("None", "NS", "EW", "Both")[self]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read ``"None"``, ``"Love"``, ``"-"``, ``"NS"``, ``"EW"``, ``"All"``, ``"Both"`` ...

        >>> Vulnerability.parse("n-s"), Vulnerability.parse("all")
        (<Vulnerability.NS: 1>, <Vulnerability.BOTH: 3>)
        """
        stripped = text.strip().upper()
        vul = _VUL_NAMES.get(stripped)
        if vul is None:
            vul = _VUL_NAMES.get("".join(ch for ch in stripped if ch.isalnum()))
        if vul is None:
            raise refusal("value.vulnerability", value=repr(text))
        return vul


_VUL_NAMES: Final = {
    "NONE": Vulnerability.NONE, "LOVE": Vulnerability.NONE, "O": Vulnerability.NONE,
    "0": Vulnerability.NONE, "NIL": Vulnerability.NONE,
    "NS": Vulnerability.NS, "N": Vulnerability.NS, "SN": Vulnerability.NS,
    "EW": Vulnerability.EW, "E": Vulnerability.EW, "WE": Vulnerability.EW,
    "ALL": Vulnerability.BOTH, "BOTH": Vulnerability.BOTH, "B": Vulnerability.BOTH,
    "-": Vulnerability.NONE,
}


def dealer_for(number: int) -> Seat:
    """The dealer of board ``number`` (Law 2): North on board 1, then clockwise."""
    _check_number(number)
    return Seat((number - 1) % 4)


def vulnerability_for(number: int) -> Vulnerability:
    """The vulnerability of board ``number`` (Law 2); the pattern repeats every 16 boards.

    >>> [str(vulnerability_for(n)) for n in (1, 2, 3, 4, 5, 17)]
    ['None', 'NS', 'EW', 'Both', 'NS', 'None']
    """
    _check_number(number)
    i = number - 1
    return Vulnerability((i + i // 4) % 4)


def _check_number(number: int) -> None:
    if number < 1:
        raise refusal("value.board", number=number)


@dataclass(frozen=True, slots=True)
class Board:
    """A duplicate board: its number, dealer, vulnerability and (when known) its deal.

    ``hands``, for a board whose deal is not known, are the cards known to be in each
    hand, by seat (empty where nothing is known): with them a board in table mode can be
    played, each card not seen elsewhere coming from a hand with cards still unknown
    (``None``, the default, and no deal: no card can be played).

    >>> from bridgelaws.values.cards import Holding
    >>> b = Board.numbered(1, hands=(Holding.parse("SK"), Holding(0), Holding(0), Holding(0)))
    >>> b.deal is None, str(b.hands[0])
    (True, 'K...')
    """

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal | None = None
    hands: tuple[Holding, ...] | None = None

    @classmethod
    def numbered(
        cls,
        number: int,
        deal: Deal | None = None,
        *,
        dealer: Seat | None = None,
        vulnerability: Vulnerability | None = None,
        hands: tuple[Holding, ...] | None = None,
    ) -> Board:
        """The board with Law 2's markings for ``number``, unless ``dealer`` or
        ``vulnerability`` say otherwise (a board's own markings take precedence)."""
        return cls(
            number,
            dealer_for(number) if dealer is None else dealer,
            vulnerability_for(number) if vulnerability is None else vulnerability,
            deal,
            hands if deal is None else None,
        )
