"""Calls and contracts.

A call (Law 17) is exactly one of: a bid of one to seven in a strain, a pass, a double
or a redouble. Calls are interned, so ``is`` and ``==`` agree and comparison is cheap.

>>> Call.parse("1nt"), Call.parse("p"), Call.parse("xx")
(Call.parse('1NT'), Call.parse('Pass'), Call.parse('XX'))
>>> Call.parse("1♠") < Call.parse("1NT") < Call.parse("2C")
True
>>> Contract.parse("3NTX")
Contract(level=3, strain=<Strain.NOTRUMP: 4>, risk=<Risk.DOUBLED: 1>, declarer=None)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import IntEnum
from functools import lru_cache
from typing import ClassVar, Final, NamedTuple

from bridgelaws.errors import refusal
from bridgelaws.values.cards import Seat, Strain

__all__ = ["Call", "CallKind", "Contract", "HighBid", "Risk", "parse_call", "parse_contract"]


class CallKind(IntEnum):
    """What sort of call a :class:`Call` is."""

    PASS = 0
    DOUBLE = 1
    REDOUBLE = 2
    BID = 3


class Risk(IntEnum):
    """Whether a contract is undoubled, doubled or redoubled."""

    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    def __str__(self) -> str:
        return ("", "X", "XX")[self]

    @classmethod
    def parse(cls, text: str) -> Risk:
        """Read ``""``, ``"X"``, ``"XX"`` (also ``"*"``, ``"**"``, ``"D"``, ``"R"``).

        >>> Risk.parse("xx"), Risk.parse("")
        (<Risk.REDOUBLED: 2>, <Risk.UNDOUBLED: 0>)
        """
        risk = _RISK_NAMES.get(text.strip().upper())
        if risk is None:
            raise refusal("value.risk", value=repr(text))
        return risk


_RISK_NAMES: Final = {
    "": Risk.UNDOUBLED, "X": Risk.DOUBLED, "*": Risk.DOUBLED, "D": Risk.DOUBLED,
    "XX": Risk.REDOUBLED, "**": Risk.REDOUBLED, "R": Risk.REDOUBLED,
}


class Call:
    """A bid, pass, double or redouble.

    ``index`` orders calls: pass 0, double 1, redouble 2, then the 35 bids from 1C (3)
    to 7NT (37), so that one bid is sufficient over another exactly when its index is
    higher (Law 18).
    """

    __slots__ = ("index", "kind", "level", "strain")

    PASS: ClassVar[Call]
    DOUBLE: ClassVar[Call]
    REDOUBLE: ClassVar[Call]

    index: int
    kind: CallKind
    level: int
    strain: Strain | None

    def __init__(self) -> None:  # pragma: no cover - construction goes through the factories
        raise TypeError("use Call.bid(), Call.parse() or Call.PASS / DOUBLE / REDOUBLE")

    @staticmethod
    def _make(index: int) -> Call:
        call = object.__new__(Call)
        call.index = index
        if index < 3:
            call.kind = CallKind(index)
            call.level = 0
            call.strain = None
        else:
            call.kind = CallKind.BID
            call.level = (index - 3) // 5 + 1
            call.strain = Strain((index - 3) % 5)
        return call

    @staticmethod
    def bid(level: int, strain: Strain) -> Call:
        """The bid of ``level`` (1-7) in ``strain``.

        >>> Call.bid(4, Strain.HEARTS)
        Call.parse('4H')
        """
        if not 1 <= level <= 7:
            raise refusal("value.bid.level", number=level)
        return ALL_CALLS[3 + (level - 1) * 5 + strain]

    @staticmethod
    def from_index(index: int) -> Call:
        """The call with the given :attr:`index` (0-37)."""
        return ALL_CALLS[index]

    @property
    def is_bid(self) -> bool:
        """True for a bid, false for pass, double and redouble."""
        return self.index >= 3

    def __str__(self) -> str:
        return _CALL_TEXT[self.index]

    def __repr__(self) -> str:
        return f"Call.parse({_CALL_TEXT[self.index]!r})"

    def __lt__(self, other: Call) -> bool:
        return self.index < other.index

    def __le__(self, other: Call) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Call) -> bool:
        return self.index > other.index

    def __ge__(self, other: Call) -> bool:
        return self.index >= other.index

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Call.from_index, (self.index,))

    def __copy__(self) -> Call:
        return self

    def __deepcopy__(self, memo: object) -> Call:
        return self

    @staticmethod
    def lookup(text: str) -> Call | None:
        """The call written ``text`` in a usual spelling (any case), or ``None``; a fast,
        exception-free form of :meth:`parse` for readers.

        >>> Call.lookup("1nt"), Call.lookup("1Z")
        (Call.parse('1NT'), None)
        """
        return _CALL_LOOKUP.get(text) or _CALL_NAMES.get(text.upper())

    @staticmethod
    def parse(text: str) -> Call:
        """Read a call: ``"1NT"``, ``"1N"``, ``"1nt"``, ``"1♠"``, ``"p"``, ``"Pass"``,
        ``"x"``, ``"Dbl"``, ``"xx"``, ``"Rdbl"`` ...

        >>> [str(Call.parse(t)) for t in ("1n", "7♣", "Double", "r", "PASS")]
        ['1NT', '7C', 'X', 'XX', 'Pass']
        """
        key = text.strip().upper()
        call = _CALL_NAMES.get(key)
        if call is not None:
            return call
        if len(key) >= 2 and key[0] in "1234567":
            try:
                strain = Strain.parse(key[1:])
            except ValueError:
                pass
            else:
                return Call.bid(int(key[0]), strain)
        raise refusal("value.call", value=repr(text))


_CALL_TEXT: Final = (
    "Pass", "X", "XX", *(f"{level}{strain}" for level in range(1, 8) for strain in Strain)
)
ALL_CALLS: Final = tuple(Call._make(i) for i in range(38))
"""All 38 calls in :attr:`Call.index` order."""
Call.PASS = ALL_CALLS[0]
Call.DOUBLE = ALL_CALLS[1]
Call.REDOUBLE = ALL_CALLS[2]
_CALL_NAMES: Final = {
    "PASS": Call.PASS, "P": Call.PASS, "PAS": Call.PASS, "NB": Call.PASS,
    "X": Call.DOUBLE, "D": Call.DOUBLE, "DBL": Call.DOUBLE, "DOUBLE": Call.DOUBLE,
    "XX": Call.REDOUBLE, "R": Call.REDOUBLE, "RDBL": Call.REDOUBLE, "REDOUBLE": Call.REDOUBLE,
    **{_CALL_TEXT[i]: ALL_CALLS[i] for i in range(3, 38)},
    **{f"{level}N": ALL_CALLS[3 + (level - 1) * 5 + 4] for level in range(1, 8)},
}
_CALL_LOOKUP: Final = {**_CALL_NAMES, **{c: ALL_CALLS[i] for i, c in enumerate(_CALL_TEXT)}}


@dataclass(frozen=True, slots=True)
class Contract:
    """A final contract (Law 22): level, strain, risk and, where known, declarer.

    A passed-out board has no contract; functions that take a contract accept
    ``None`` for it.

    >>> c = Contract.parse("6HXX S")
    >>> c.level, c.strain, c.risk, c.declarer
    (6, <Strain.HEARTS: 2>, <Risk.REDOUBLED: 2>, <Seat.SOUTH: 2>)
    >>> str(c), c.tricks_needed
    ('6HXX S', 12)
    """

    level: int
    strain: Strain
    risk: Risk = Risk.UNDOUBLED
    declarer: Seat | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise refusal("value.contract.level", number=self.level)

    @property
    def tricks_needed(self) -> int:
        """Book (six) plus the level."""
        return self.level + 6

    @property
    def bid(self) -> Call:
        """The final bid."""
        return Call.bid(self.level, self.strain)

    def with_declarer(self, declarer: Seat | None) -> Contract:
        """The same contract played by ``declarer``."""
        return replace(self, declarer=declarer)

    def __str__(self) -> str:
        text = f"{self.level}{self.strain}{self.risk}"
        return text if self.declarer is None else f"{text} {self.declarer}"

    @staticmethod
    def parse(text: str) -> Contract:
        """Read ``"4S"``, ``"3NTX"``, ``"6hxx"``, ``"4♠X"``, ``"3N*"``, optionally followed
        by the declarer after a space or "by": ``"4S N"``, ``"4SX by West"``.

        A passed-out board is not a contract: see :func:`parse_contract`.
        """
        contract = parse_contract(text)
        if contract is None:
            raise refusal("value.contract.passed", value=repr(text))
        return contract


_CONTRACT_RE: Final = re.compile(
    r"^\s*([1-7])\s*(NT|N|SA|[CDHS♣♦♥♠♧♢♡♤])\s*(XX|X|\*\*|\*|R|D)?"
    r"(?:\s+(?:BY\s+)?([A-Z]+))?\s*$",
    re.IGNORECASE,
)
_PASSED_OUT: Final = frozenset({"PASS", "P", "PASSED", "PASSED OUT", "ALL PASS", "AP", "PO"})


@lru_cache(maxsize=1024)
def parse_contract(text: str) -> Contract | None:
    """Read a contract, or ``None`` for a passed-out board (``"PASS"``, ``"p"``, ``"AP"``).

    >>> parse_contract("pass") is None
    True
    >>> str(parse_contract("4sx by w"))
    '4SX W'
    """
    if " ".join(text.upper().split()) in _PASSED_OUT:
        return None
    m = _CONTRACT_RE.match(text)
    if m is None:
        raise refusal("value.contract", value=repr(text))
    level, strain_text, risk_text, declarer_text = m.groups()
    risk = Risk.parse(risk_text or "")
    declarer = Seat.parse(declarer_text) if declarer_text else None
    return Contract(int(level), Strain.parse(strain_text), risk, declarer)


class HighBid(NamedTuple):
    """A bid of more than seven (Law 38): a call no legal auction can hold."""

    level: int
    strain: Strain

    def __str__(self) -> str:
        return f"{self.level}{'CDHSN'[self.strain]}{'T' if self.strain == 4 else ''}"


def parse_call(text: str) -> Call | HighBid:
    """A call, or a bid above seven (``8S``) for Law 38.

    >>> parse_call("1nt"), parse_call("8S")
    (Call.parse('1NT'), HighBid(level=8, strain=<Strain.SPADES: 3>))
    """
    t = text.strip().upper()
    if len(t) >= 2 and t[0].isdigit() and int(t[0]) > 7:
        return HighBid(int(t[0]), Strain.parse(t[1:]))
    return Call.parse(text)
