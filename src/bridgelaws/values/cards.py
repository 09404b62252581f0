"""Seats, sides, suits, strains, ranks, cards and holdings.

The vocabulary of the Laws, as small integers:

* :class:`Seat` runs clockwise from North (Law 2 compass positions), with
  :attr:`Seat.lho`, :attr:`Seat.rho` and :attr:`Seat.partner`.
* :class:`Suit` and :class:`Strain` are in bidding order (Law 18): clubs lowest,
  notrump highest.
* :class:`Card` is an integer ``suit * 13 + rank``, so that a set of cards is a
  52-bit mask: :class:`Holding`.

>>> Seat.NORTH.lho, Seat.NORTH.partner
(<Seat.EAST: 1>, <Seat.SOUTH: 2>)
>>> Card.parse("♠10")
<Card.ST: 47>
>>> str(Holding.parse("♠AKQ ♥T"))
'AKQ.T..'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from enum import IntEnum
from typing import Any, Final

from bridgelaws.errors import refusal

__all__ = [
    "FULL_MASK",
    "SUIT_MASKS",
    "Card",
    "Holding",
    "Rank",
    "Seat",
    "Side",
    "Strain",
    "Suit",
]


class Side(IntEnum):
    """A partnership: North-South or East-West."""

    NS = 0
    EW = 1

    @property
    def opponents(self) -> Side:
        """The other partnership."""
        return _SIDES[self ^ 1]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of the side, North/East first."""
        return (_SEATS[self], _SEATS[self + 2])

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Side:
        """Read ``"NS"``, ``"ns"``, ``"N-S"``, ``"EW"`` or ``"E/W"``.

        >>> Side.parse("e-w")
        <Side.EW: 1>
        """
        key = "".join(ch for ch in text.upper() if ch.isalpha())
        if key in ("NS", "SN"):
            return cls.NS
        if key in ("EW", "WE"):
            return cls.EW
        raise refusal("value.side", value=repr(text))


class Seat(IntEnum):
    """A compass position at the table, clockwise from North."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next player clockwise."""
        return _SEATS[(self + 1) & 3]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous player clockwise."""
        return _SEATS[(self + 3) & 3]

    @property
    def partner(self) -> Seat:
        """The player sitting opposite."""
        return _SEATS[(self + 2) & 3]

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return _SIDES[self & 1]

    def after(self, steps: int) -> Seat:
        """The seat ``steps`` places further clockwise.

        >>> Seat.WEST.after(2)
        <Seat.EAST: 1>
        """
        return _SEATS[(self + steps) & 3]

    @property
    def letter(self) -> str:
        """``"N"``, ``"E"``, ``"S"`` or ``"W"``."""
        return "NESW"[self]

    def __str__(self) -> str:
        return "NESW"[self]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read ``"N"``, ``"n"``, ``"North"``, ``"east"`` ...

        >>> Seat.parse("west")
        <Seat.WEST: 3>
        """
        key = text.strip().upper()
        seat = _SEAT_NAMES.get(key)
        if seat is None:
            raise refusal("value.seat", value=repr(text))
        return seat


class Suit(IntEnum):
    """A suit, in bidding order (clubs lowest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """``"C"``, ``"D"``, ``"H"`` or ``"S"``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """``"♣"``, ``"♦"``, ``"♥"`` or ``"♠"``."""
        return "♣♦♥♠"[self]

    @property
    def strain(self) -> Strain:
        """The strain named by a bid in this suit."""
        return _STRAINS[self]

    def __str__(self) -> str:
        return "CDHS"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter or symbol: ``"S"``, ``"s"``, ``"♠"``, ``"♤"``.

        >>> Suit.parse("♥")
        <Suit.HEARTS: 2>
        """
        suit = _SUIT_CHARS.get(text.strip().upper())
        if suit is None:
            raise refusal("value.suit", value=repr(text))
        return _SUITS[suit]


class Strain(IntEnum):
    """The denomination of a bid, in bidding order: C < D < H < S < NT (Law 18)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` for notrump."""
        return None if self == 4 else _SUITS[self]

    @property
    def is_major(self) -> bool:
        """Hearts or spades."""
        return self in (2, 3)

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds."""
        return self < 2

    @property
    def symbol(self) -> str:
        """``"♣"`` ... ``"♠"``, or ``"NT"``."""
        return ("♣", "♦", "♥", "♠", "NT")[self]

    def __str__(self) -> str:
        return _STRAIN_TEXT[self]

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Read ``"NT"``, ``"N"``, ``"nt"``, ``"SA"`` (sans atout), a suit letter or symbol.

        >>> Strain.parse("nt"), Strain.parse("♠")
        (<Strain.NOTRUMP: 4>, <Strain.SPADES: 3>)
        """
        strain = _STRAIN_NAMES.get(text.strip().upper())
        if strain is None:
            raise refusal("value.strain", value=repr(text))
        return strain


class Rank(IntEnum):
    """A card's rank, two lowest and ace highest."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def letter(self) -> str:
        """``"2"`` ... ``"9"``, ``"T"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``."""
        return _RANK_LETTERS[self]

    @property
    def is_honour(self) -> bool:
        """Ten, jack, queen, king or ace."""
        return self >= 8

    def __str__(self) -> str:
        return _RANK_LETTERS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read ``"A"``, ``"k"``, ``"T"``, ``"10"``, ``"2"`` ...

        >>> Rank.parse("10")
        <Rank.TEN: 8>
        """
        rank = _RANK_CHARS.get(text.strip().upper())
        if rank is None:
            raise refusal("value.rank", value=repr(text))
        return _RANKS[rank]


class Card(IntEnum):
    """One of the 52 cards: ``suit * 13 + rank``. ``Card.SA`` is the ace of spades."""

    C2 = 0
    C3 = 1
    C4 = 2
    C5 = 3
    C6 = 4
    C7 = 5
    C8 = 6
    C9 = 7
    CT = 8
    CJ = 9
    CQ = 10
    CK = 11
    CA = 12
    D2 = 13
    D3 = 14
    D4 = 15
    D5 = 16
    D6 = 17
    D7 = 18
    D8 = 19
    D9 = 20
    DT = 21
    DJ = 22
    DQ = 23
    DK = 24
    DA = 25
    H2 = 26
    H3 = 27
    H4 = 28
    H5 = 29
    H6 = 30
    H7 = 31
    H8 = 32
    H9 = 33
    HT = 34
    HJ = 35
    HQ = 36
    HK = 37
    HA = 38
    S2 = 39
    S3 = 40
    S4 = 41
    S5 = 42
    S6 = 43
    S7 = 44
    S8 = 45
    S9 = 46
    ST = 47
    SJ = 48
    SQ = 49
    SK = 50
    SA = 51

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return _SUITS[self // 13]

    @property
    def rank(self) -> Rank:
        """The card's rank."""
        return _RANKS[self % 13]

    @property
    def symbol(self) -> str:
        """The card with a suit symbol, e.g. ``"♠A"``."""
        return "♣♦♥♠"[self // 13] + _RANK_LETTERS[self % 13]

    def __str__(self) -> str:
        return _CARD_TEXT[self]

    @classmethod
    def of(cls, suit: Suit, rank: Rank) -> Card:
        """The card of the given suit and rank.

        >>> Card.of(Suit.HEARTS, Rank.QUEEN)
        <Card.HQ: 36>
        """
        return _CARDS[suit * 13 + rank]

    @classmethod
    def lookup(cls, text: str) -> Card | None:
        """The card written ``text`` (any case, suit or rank first), or ``None``: a fast,
        exception-free form of :meth:`parse` for readers.

        >>> Card.lookup("sa"), Card.lookup("S1")
        (<Card.SA: 51>, None)
        """
        return _CARD_NAMES.get(text) or _CARD_NAMES.get(text.upper())

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card: suit then rank (``"SA"``, ``"♠A"``, ``"h10"``) or rank then suit (``"AS"``).

        >>> Card.parse("h10"), Card.parse("qd")
        (<Card.HT: 34>, <Card.DQ: 23>)
        """
        card = _CARD_NAMES.get(text.strip().upper())
        if card is None:
            raise refusal("value.card", value=repr(text))
        return card


SUIT_MASKS: Final = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
"""For each suit, the 13 bits of its cards in a :class:`Holding` mask."""

FULL_MASK: Final = (1 << 52) - 1
"""The mask of a full pack."""


class Holding(AbstractSet[Card]):
    """An immutable set of cards, stored as a 52-bit integer mask.

    A hand is a holding of 13 cards; a suit holding is a holding within one suit.

    >>> h = Holding.parse("AKQ.JT9.876.5432")
    >>> len(h), Card.SA in h, Card.SJ in h
    (13, True, False)
    >>> str(h.suit(Suit.HEARTS))
    '.JT9..'
    >>> h.suit(Suit.HEARTS).ranks(Suit.HEARTS)
    'JT9'
    """

    __slots__ = ("mask",)

    mask: int

    def __init__(self, cards: Iterable[Card] | int = 0) -> None:
        if isinstance(cards, int):
            if cards < 0 or cards > FULL_MASK:
                raise ValueError(f"not a card mask: {cards:#x}")
            self.mask = cards
        else:
            mask = 0
            for card in cards:
                mask |= 1 << card
            self.mask = mask

    @classmethod
    def _from_iterable(cls, it: Iterable[Any]) -> Holding:  # type: ignore[override]
        return cls(it)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and 0 <= card < 52 and bool(self.mask >> card & 1)

    def __iter__(self) -> Iterator[Card]:
        """Cards from the highest spade down to the lowest club."""
        mask = self.mask
        while mask:
            top = mask.bit_length() - 1
            yield _CARDS[top]
            mask ^= 1 << top

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __hash__(self) -> int:
        return hash(self.mask)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Holding):
            return self.mask == other.mask
        return super().__eq__(other)

    def __or__(self, other: AbstractSet[object]) -> Holding:
        return Holding(self.mask | _mask_of(other))

    def __and__(self, other: AbstractSet[object]) -> Holding:
        return Holding(self.mask & _mask_of(other))

    def __sub__(self, other: AbstractSet[object]) -> Holding:
        return Holding(self.mask & ~_mask_of(other))

    def __xor__(self, other: AbstractSet[object]) -> Holding:
        return Holding(self.mask ^ _mask_of(other))

    def __bool__(self) -> bool:
        return self.mask != 0

    def isdisjoint(self, other: Iterable[object]) -> bool:
        if isinstance(other, Holding):
            return not self.mask & other.mask
        return super().isdisjoint(other)

    def suit(self, suit: Suit) -> Holding:
        """The cards of one suit."""
        return Holding(self.mask & SUIT_MASKS[suit])

    def count(self, suit: Suit) -> int:
        """How many cards of ``suit`` the holding has."""
        return (self.mask & SUIT_MASKS[suit]).bit_count()

    def ranks(self, suit: Suit) -> str:
        """The ranks held in ``suit``, highest first, e.g. ``"AKT2"``."""
        bits = (self.mask >> (13 * suit)) & 0x1FFF
        return "".join(_RANK_LETTERS[r] for r in range(12, -1, -1) if bits >> r & 1)

    @property
    def shape(self) -> tuple[int, int, int, int]:
        """Suit lengths in the order spades, hearts, diamonds, clubs."""
        return (self.count(Suit.SPADES), self.count(Suit.HEARTS),
                self.count(Suit.DIAMONDS), self.count(Suit.CLUBS))

    @property
    def hcp(self) -> int:
        """Milton Work high-card points (A=4, K=3, Q=2, J=1)."""
        m = self.mask
        total = 0
        for s in range(4):
            base = 13 * s
            total += 4 * (m >> (base + 12) & 1) + 3 * (m >> (base + 11) & 1)
            total += 2 * (m >> (base + 10) & 1) + (m >> (base + 9) & 1)
        return total

    def __str__(self) -> str:
        """PBN hand form: spades, hearts, diamonds, clubs separated by dots."""
        return ".".join(self.ranks(_SUITS[s]) for s in (3, 2, 1, 0))

    def __repr__(self) -> str:
        return f"Holding.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Holding:
        """Read a holding.

        Two forms are accepted: PBN's ``"AKQ.JT9.876.5432"`` (spades, hearts, diamonds,
        clubs), and suits marked by letter or symbol in any order (``"♠AKQ ♥10 ♣2"``,
        ``"S:AKQ H:T"``). ``"10"`` may stand for ``"T"``; ``"-"`` marks a void.

        >>> str(Holding.parse("s akq h 10 c 2"))
        'AKQ.T..2'
        >>> str(Holding.parse(".-.A."))
        '..A.'
        """
        raw = text.strip()
        if "." in raw:
            parts = raw.split(".")
            if len(parts) == 4:  # the usual case: ranks already seen, upper case
                get = _RANK_BITS.get
                spades, hearts, diamonds, clubs = get(parts[0]), get(parts[1]), get(
                    parts[2]), get(parts[3])
                if spades is not None and hearts is not None and diamonds is not None \
                        and clubs is not None:
                    holding = object.__new__(cls)
                    holding.mask = spades << 39 | hearts << 26 | diamonds << 13 | clubs
                    return holding
            if len(parts) != 4:
                raise refusal("value.hand", value=repr(text))
            mask = 0
            for part, suit in zip(parts, (3, 2, 1, 0), strict=True):
                mask |= _suit_bits(part, text) << (13 * suit)
            return cls(mask)
        mask = 0
        suit = -1
        current = ""
        for ch in raw.upper().replace("10", "T"):
            s = _SUIT_CHARS.get(ch)
            if s is not None:
                if suit >= 0:
                    mask |= _suit_bits(current, text) << (13 * suit)
                suit, current = s, ""
            elif ch in " \t,:;":
                continue
            elif suit < 0:
                raise refusal("value.holding.first", value=repr(text))
            else:
                current += ch
        if suit >= 0:
            mask |= _suit_bits(current, text) << (13 * suit)
        return cls(mask)


def _suit_bits(ranks: str, text: str) -> int:
    bits = _RANK_BITS.get(ranks)
    if bits is not None:
        return bits
    bits = _rank_bits(ranks, text)
    if len(_RANK_BITS) < 65536:
        _RANK_BITS[ranks] = bits
    return bits


def _canonical_rank_strings() -> dict[str, int]:
    """Every suit holding written as PBN writes it (ranks high to low), with its bits."""
    table: dict[str, int] = {"": 0}
    for rank in range(12, -1, -1):  # from the ace down: each rank is lower than any held
        letter = _RANK_LETTERS[rank]
        for text, bits in list(table.items()):
            table[text + letter] = bits | (1 << rank)
    return table


_RANK_BITS: dict[str, int] = {}  # every canonical rank string, and others already read


def _rank_bits(ranks: str, text: str) -> int:
    bits = 0
    for ch in ranks.strip().upper().replace("10", "T"):
        if ch in "-" or ch.isspace():
            continue
        r = _RANK_CHARS.get(ch)
        if r is None:
            raise refusal("value.holding.rank", value=repr(text), character=repr(ch))
        if bits >> r & 1:
            raise refusal("value.holding.twice", value=repr(text), rank=ch)
        bits |= 1 << r
    return bits


def _mask_of(other: AbstractSet[object]) -> int:
    if isinstance(other, Holding):
        return other.mask
    return Holding(c for c in other if isinstance(c, Card)).mask


_SEATS: Final = tuple(Seat)
_SIDES: Final = tuple(Side)
_SUITS: Final = tuple(Suit)
_STRAINS: Final = tuple(Strain)
_RANKS: Final = tuple(Rank)
_CARDS: Final = tuple(Card)
_RANK_LETTERS: Final = "23456789TJQKA"
_STRAIN_TEXT: Final = ("C", "D", "H", "S", "NT")
_CARD_TEXT: Final = tuple("CDHS"[c // 13] + _RANK_LETTERS[c % 13] for c in range(52))

_SEAT_NAMES: Final = {
    **{s.name: s for s in Seat},
    **{"NESW"[s]: s for s in Seat},
    "NOORD": Seat.NORTH, "OOST": Seat.EAST, "ZUID": Seat.SOUTH,
    "NORD": Seat.NORTH, "OST": Seat.EAST, "SÜD": Seat.SOUTH, "SUD": Seat.SOUTH,
    "O": Seat.EAST, "Z": Seat.SOUTH,
}
_SUIT_CHARS: Final = {
    "C": 0, "D": 1, "H": 2, "S": 3,
    "♣": 0, "♦": 1, "♥": 2, "♠": 3, "♧": 0, "♢": 1, "♡": 2, "♤": 3,
}
_STRAIN_NAMES: Final = {
    **{k: _STRAINS[v] for k, v in _SUIT_CHARS.items()},
    "N": Strain.NOTRUMP, "NT": Strain.NOTRUMP, "SA": Strain.NOTRUMP, "Z": Strain.NOTRUMP,
    "NOTRUMP": Strain.NOTRUMP, "NOTRUMPS": Strain.NOTRUMP, "SANS ATOUT": Strain.NOTRUMP,
}
_RANK_CHARS: Final = {**{ch: i for i, ch in enumerate(_RANK_LETTERS)}, "10": 8}


def _card_names() -> dict[str, Card]:
    names: dict[str, Card] = {}
    for suit_char, s in _SUIT_CHARS.items():
        for rank_text, r in _RANK_CHARS.items():
            card = _CARDS[s * 13 + r]
            names[suit_char + rank_text] = card
            names[rank_text + suit_char] = card
    return names


_CARD_NAMES: Final = _card_names()
_RANK_BITS.update(_canonical_rank_strings())
