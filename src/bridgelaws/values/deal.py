"""Deals: the 52 cards in four hands of 13 (Laws 1 and 6), and how to make them.

>>> d = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> str(d[Seat.SOUTH])
'765.432.AKQJ.T98'
>>> d.owner(Card.SA)
<Seat.NORTH: 0>
>>> Deal.parse(str(d)) == d
True

Random deals come from the operating system's secure source unless a seed is given,
and a seed always gives the same deal (Law 6 asks for a random deal; a seed is for
reproducing a board set, e.g. in teaching or tests):

>>> deal_board_set(2, seed=7) == deal_board_set(2, seed=7)
True
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterator, Sequence
from typing import Final

from bridgelaws.errors import ReasonError, refusal
from bridgelaws.messages import Message
from bridgelaws.values.cards import _RANK_BITS, FULL_MASK, Card, Holding, Seat

__all__ = [
    "Deal", "DealError", "complete_deal", "deal_board_set", "parse_partial", "plain_deal",
    "random_deal",
]


class DealError(ReasonError):
    """A deal that is not four hands of 13 distinct cards; the reason is a catalogue
    message (``deal.*``), :meth:`render` gives it in a language."""


class Deal(Sequence[Holding]):
    """Four hands of 13 cards each, indexed by :class:`Seat`, all 52 cards distinct."""

    __slots__ = ("_hands", "_masks")

    _hands: tuple[Holding, Holding, Holding, Holding]
    _masks: tuple[int, int, int, int]

    def __init__(self, hands: Sequence[Holding]) -> None:
        if len(hands) != 4:
            raise DealError(Message("deal.hands", count=len(hands)))
        masks = tuple(h.mask for h in hands)
        seen = 0
        for seat, mask in zip(Seat, masks, strict=True):
            count = mask.bit_count()
            if count != 13:
                raise DealError(Message("deal.cards", seat=seat, count=count))
            dup = seen & mask
            if dup:
                cards = " ".join(str(c) for c in Holding(dup))
                raise DealError(Message("deal.dealt", seat=seat, cards=cards))
            seen |= mask
        self._masks = (masks[0], masks[1], masks[2], masks[3])
        self._hands = (hands[0], hands[1], hands[2], hands[3])

    @classmethod
    def from_masks(cls, masks: Sequence[int]) -> Deal:
        """A deal from four 52-bit masks (validated)."""
        return cls([Holding(m) for m in masks])

    @property
    def masks(self) -> tuple[int, int, int, int]:
        """The four hands as card masks, by seat."""
        return self._masks

    def __getitem__(self, seat: int) -> Holding:  # type: ignore[override]
        return self._hands[seat]

    def __len__(self) -> int:
        return 4

    def __iter__(self) -> Iterator[Holding]:
        return iter(self._hands)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self._masks == other._masks

    def __hash__(self) -> int:
        return hash(self._masks)

    def owner(self, card: Card) -> Seat:
        """The seat dealt ``card``."""
        bit = 1 << card
        for seat in Seat:
            if self._masks[seat] & bit:
                return seat
        raise AssertionError("a valid deal holds every card")  # pragma: no cover

    def to_pbn(self, first: Seat = Seat.NORTH) -> str:
        """PBN ``Deal`` tag value, starting with ``first``."""
        hands = " ".join(str(self._hands[first.after(i)]) for i in range(4))
        return f"{first}:{hands}"

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.parse({self.to_pbn()!r})"

    @classmethod
    def parse(cls, text: str) -> Deal:
        """Read a PBN deal: ``"N:<hand> <hand> <hand> <hand>"`` clockwise from the named seat.

        A missing ``"X:"`` prefix means North first. All four hands must be given; see
        :func:`parse_partial` for deals with unknown hands.
        """
        hands = parse_partial(text)
        missing = [seat for seat, h in zip(Seat, hands, strict=True) if h is None]
        if missing:
            raise DealError(Message("deal.missing", seats=missing, text=repr(text)))
        return cls([h for h in hands if h is not None])


def parse_partial(text: str) -> list[Holding | None]:
    """Read a PBN deal in which some hands may be ``"-"`` (unknown); returns them by seat.

    A hand given as three dotted suits with the fourth missing is not accepted. Hands are
    checked for distinct cards and at most 13 each; the four are not required to be full.
    """
    raw = text.strip()
    first = Seat.NORTH
    if len(raw) >= 2 and raw[1] == ":":
        try:
            first = Seat.parse(raw[0])
        except ValueError:
            raise DealError(Message("deal.first", value=repr(raw[0]), text=repr(text))) from None
        raw = raw[2:]
    parts = raw.split()
    if len(parts) != 4:
        raise DealError(Message("deal.parts", count=len(parts), text=repr(text)))
    hands: list[Holding | None] = [None] * 4
    seen = 0
    for i, part in enumerate(parts):
        seat = first.after(i)
        if part == "-":
            continue
        try:
            hand = Holding.parse(part)
        except ValueError as exc:
            raise DealError(Message("deal.hand", seat=seat, holding=repr(part),
                                    reason=exc)) from None
        if "." not in part:
            raise DealError(Message("deal.suits", seat=seat, holding=repr(part)))
        if len(hand) > 13:
            raise DealError(Message("deal.over", seat=seat, count=len(hand)))
        dup = seen & hand.mask
        if dup:
            cards = " ".join(str(c) for c in Holding(dup))
            raise DealError(Message("deal.dealt", seat=seat, cards=cards))
        seen |= hand.mask
        hands[seat] = hand
    return hands


def plain_deal(text: str) -> Deal | None:
    """The deal of a PBN deal written plainly: ``"X:"`` and four hands of 13 cards, each
    four dotted suits of ranks, all 52 cards distinct. ``None`` for any other text, which
    :func:`parse_partial` reads (or refuses) instead; what this gives is the deal
    ``complete_deal(parse_partial(text))`` gives, found in one pass.

    >>> text = "E:T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765 AKQJ.T98.765.432"
    >>> plain_deal(text) == Deal.parse(text), plain_deal("N:- - - -")
    (True, None)
    """
    first = _FIRST_SEATS.get(text[:2])
    if first is None:
        return None
    parts = text[2:].split()
    if len(parts) != 4:
        return None
    get = _RANK_BITS.get
    masks = [0, 0, 0, 0]
    for i, part in enumerate(parts):
        suits = part.split(".")
        if len(suits) != 4:
            return None
        spades, hearts, diamonds, clubs = get(suits[0]), get(suits[1]), get(suits[2]), get(
            suits[3])
        if spades is None or hearts is None or diamonds is None or clubs is None:
            return None
        masks[(first + i) & 3] = spades << 39 | hearts << 26 | diamonds << 13 | clubs
    north, east, south, west = masks
    if (
        north | east | south | west != FULL_MASK
        or north.bit_count() != 13 or east.bit_count() != 13 or south.bit_count() != 13
        or west.bit_count() != 13
    ):
        return None  # 52 cards in all and 13 in each hand: no card is dealt twice
    deal = object.__new__(Deal)
    deal._masks = (north, east, south, west)
    deal._hands = (_holding(north), _holding(east), _holding(south), _holding(west))
    return deal


def _holding(mask: int) -> Holding:
    holding = object.__new__(Holding)
    holding.mask = mask
    return holding


_FIRST_SEATS: Final = {f"{letter}:": seat for letter, seat in
                       (*zip("NESW", Seat, strict=True), *zip("nesw", Seat, strict=True))}


def complete_deal(hands: Sequence[Holding | None]) -> Deal | None:
    """The deal the hands make, by seat: all four given, or three hands of 13 cards and the
    fourth the rest of the pack. ``None`` when too little is known; :class:`DealError` when
    the hands cannot belong to one deal.

    >>> hands = parse_partial("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 -")
    >>> str(complete_deal(hands)[Seat.WEST])
    '432.AKQJ.T98.765'
    """
    known = [h for h in hands if h is not None]
    if len(known) == 4:
        return Deal(known)
    if len(known) == 3 and all(len(h) == 13 for h in known):
        rest = FULL_MASK
        for hand in known:
            rest &= ~hand.mask
        return Deal([h if h is not None else Holding(rest) for h in hands])
    return None


_SECURE: Final = secrets.SystemRandom()


def random_deal(rng: random.Random | None = None) -> Deal:
    """Shuffle and deal one board (Law 6). ``rng=None`` uses a cryptographically secure source."""
    source = _SECURE if rng is None else rng
    cards = list(range(52))
    source.shuffle(cards)
    masks = []
    for seat in range(4):
        mask = 0
        for c in cards[13 * seat: 13 * seat + 13]:
            mask |= 1 << c
        masks.append(mask)
    assert sum(masks) == FULL_MASK
    return Deal.from_masks(masks)


def deal_board_set(count: int, seed: int | None = None) -> list[Deal]:
    """Deal ``count`` boards: securely random, or reproducible when ``seed`` is given."""
    if count < 1:
        raise refusal("value.board-set", count=count)
    rng = None if seed is None else random.Random(seed)
    return [random_deal(rng) for _ in range(count)]
