"""The auction period under correct procedure (Laws 17-22).

:class:`Auction` is an immutable value: :meth:`Auction.after` returns the auction
with one more call. Legality is a cheap view computed from a few fields, never by
search.

>>> a = Auction(Seat.NORTH)
>>> for text in "1H X XX 2C P P P".split():
...     a = a.after(Call.parse(text))
>>> a.is_complete, str(a.contract)
(True, '2C W')
>>> Auction(Seat.EAST).after_all([Call.PASS] * 4).is_passed_out
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from bridgelaws.errors import IllegalActionError
from bridgelaws.laws.index import law
from bridgelaws.messages import Message
from bridgelaws.values.calls import ALL_CALLS, Call, Contract, Risk
from bridgelaws.values.cards import Seat, Strain

# The clauses this module cites; law() checks each against the index on import.
L17D = law("17D")
L18D = law("18D")
L19A1 = law("19A1")
L19B1 = law("19B1")

__all__ = ["Auction", "IllegalCallError"]

_SEATS: Final = tuple(Seat)
_NO_NAMER: Final[tuple[Seat | None, ...]] = (None,) * 10
_PASS: Final = ALL_CALLS[0]
_DOUBLE: Final = ALL_CALLS[1]
_REDOUBLE: Final = ALL_CALLS[2]
_UNDOUBLED: Final = Risk.UNDOUBLED
_DOUBLED: Final = Risk.DOUBLED
_REDOUBLED: Final = Risk.REDOUBLED


class IllegalCallError(IllegalActionError):
    """A call that correct procedure does not allow at this point (strict mode)."""


class Auction:
    """An auction: the dealer and the calls made so far, in rotation from the dealer.

    The fields that legality needs are kept up to date on every call:

    * ``last_bid`` and ``last_bidder``: the highest bid and who made it (Law 18);
    * ``risk``: whether that bid has been doubled or redoubled (Law 19);
    * ``passes``: passes since the last non-pass call (Law 17D);
    * the first player of each side to name each strain, for the declarer (Law 22A).
    """

    __slots__ = ("_namers", "calls", "dealer", "last_bid", "last_bidder", "passes", "risk")

    dealer: Seat
    calls: tuple[Call, ...]
    last_bid: Call | None
    last_bidder: Seat | None
    risk: Risk
    passes: int
    _namers: tuple[Seat | None, ...]

    def __init__(self, dealer: Seat) -> None:
        self.dealer = dealer
        self.calls = ()
        self.last_bid = None
        self.last_bidder = None
        self.risk = Risk.UNDOUBLED
        self.passes = 0
        self._namers = _NO_NAMER

    @property
    def turn(self) -> Seat | None:
        """The player whose turn it is to call, or ``None`` once the auction is over."""
        if self.is_complete:
            return None
        return _SEATS[(self.dealer + len(self.calls)) & 3]

    @property
    def is_complete(self) -> bool:
        """True after three passes following a call, or four passes to start (Law 17D)."""
        return self.passes >= 4 or (self.passes == 3 and self.last_bid is not None)

    @property
    def is_passed_out(self) -> bool:
        """True when all four players passed at their first turn (Law 22B)."""
        return self.passes >= 4 and self.last_bid is None

    def can_double(self) -> bool:
        """Law 19A1: only the last bid, made by an opponent, with no call but passes since."""
        bidder = self.last_bidder
        return (
            bidder is not None
            and self.risk == Risk.UNDOUBLED
            and not self.is_complete
            and (self.dealer + len(self.calls) - bidder) & 1 == 1
        )

    def can_redouble(self) -> bool:
        """Law 19B1: only the last double, made by an opponent, with no call but passes since."""
        bidder = self.last_bidder
        return (
            bidder is not None
            and self.risk == Risk.DOUBLED
            and not self.is_complete
            and (self.dealer + len(self.calls) - bidder) & 1 == 0
        )

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call the player in turn may make: pass, double or redouble when Law 19
        allows them, and every sufficient bid (Law 18)."""
        if self.is_complete:
            return ()
        first = 3 if self.last_bid is None else self.last_bid.index + 1
        head: tuple[Call, ...] = (_PASS,)
        if self.can_double():
            head = (_PASS, _DOUBLE)
        elif self.can_redouble():
            head = (_PASS, _REDOUBLE)
        return head + ALL_CALLS[first:]

    def check(self, call: Call) -> None:
        """Raise :class:`IllegalCallError`, citing the law, unless ``call`` is legal now."""
        if self.is_complete:
            raise IllegalCallError(Message("strict.after.end", call=str(call)), L17D)
        index = call.index
        if index >= 3:
            if self.last_bid is not None and index <= self.last_bid.index:
                raise IllegalCallError(
                    Message("strict.insufficient", call=str(call), last=str(self.last_bid)),
                    L18D)
        elif index == 1 and not self.can_double():
            raise IllegalCallError(Message("strict.double"), L19A1)
        elif index == 2 and not self.can_redouble():
            raise IllegalCallError(Message("strict.redouble"), L19B1)

    def after(self, call: Call) -> Auction:
        """The auction with ``call`` made by the player in turn; checked (strict mode)."""
        kind = call.index
        last = self.last_bid
        if (
            0 < kind < 3
            or (self.passes >= 3 and (self.passes >= 4 or last is not None))
            or (last is not None and kind <= last.index)
        ):
            self.check(call)  # raises, citing the law, unless the call is legal after all
        nxt = object.__new__(Auction)
        nxt.dealer = self.dealer
        nxt.calls = (*self.calls, call)
        if kind == 0:
            nxt.last_bid = self.last_bid
            nxt.last_bidder = self.last_bidder
            nxt.risk = self.risk
            nxt.passes = self.passes + 1
            nxt._namers = self._namers
            return nxt
        nxt.passes = 0
        if kind >= 3:
            seat = _SEATS[(self.dealer + len(self.calls)) & 3]
            nxt.last_bid = call
            nxt.last_bidder = seat
            nxt.risk = Risk.UNDOUBLED
            slot = (seat & 1) * 5 + (kind - 3) % 5
            if self._namers[slot] is None:
                namers = list(self._namers)
                namers[slot] = seat
                nxt._namers = tuple(namers)
            else:
                nxt._namers = self._namers
        else:
            nxt.last_bid = self.last_bid
            nxt.last_bidder = self.last_bidder
            nxt.risk = Risk.DOUBLED if kind == 1 else Risk.REDOUBLED
            nxt._namers = self._namers
        return nxt

    def after_legal(self, calls: Sequence[Call]) -> tuple[Auction, int]:
        """The auction after the calls that start ``calls``, made in turn while each is
        legal and the auction is not over, and how many that is: what :meth:`after` call
        by call gives, with one auction made instead of one per call. The first call it
        stops at is left for :meth:`after` (or :meth:`check`) to refuse with its law.

        >>> calls = [Call.parse(c) for c in "1H X XX X P".split()]
        >>> a, made = Auction(Seat.NORTH).after_legal(calls)
        >>> str(a), made
        ('1H X XX', 3)
        """
        dealer = self.dealer
        last = self.last_bid
        bidder = self.last_bidder
        risk = self.risk
        passes = self.passes
        namers = self._namers
        position = len(self.calls)
        count = 0
        for call in calls:
            if passes >= 4 or (passes == 3 and last is not None) or type(call) is not Call:
                break  # the auction is over, or not a call that a legal auction holds
            kind = call.index
            if kind == 0:
                passes += 1
            elif kind >= 3:
                if last is not None and kind <= last.index:
                    break  # insufficient (Law 18)
                seat = (dealer + position) & 3
                last, bidder, risk, passes = call, _SEATS[seat], _UNDOUBLED, 0
                slot = (seat & 1) * 5 + (kind - 3) % 5
                if namers[slot] is None:
                    namers = (*namers[:slot], bidder, *namers[slot + 1:])
            elif kind == 1:  # Law 19A1
                if bidder is None or risk is not _UNDOUBLED or not (dealer + position - bidder) & 1:
                    break
                risk, passes = _DOUBLED, 0
            else:  # Law 19B1
                if bidder is None or risk is not _DOUBLED or (dealer + position - bidder) & 1:
                    break
                risk, passes = _REDOUBLED, 0
            position += 1
            count += 1
        if not count:
            return self, 0
        nxt = object.__new__(Auction)
        nxt.dealer = dealer
        nxt.calls = (*self.calls, *calls[:count])
        nxt.last_bid = last
        nxt.last_bidder = bidder
        nxt.risk = risk
        nxt.passes = passes
        nxt._namers = namers
        return nxt, count

    def after_all(self, calls: Iterable[Call]) -> Auction:
        """The auction after each of ``calls`` in turn."""
        auction = self
        for call in calls:
            auction = auction.after(call)
        return auction

    @property
    def declarer(self) -> Seat | None:
        """Law 22A: of the side that made the final bid, the first to name its strain."""
        bid, bidder = self.last_bid, self.last_bidder
        if bid is None or bidder is None or bid.strain is None:
            return None
        return self._namers[(bidder & 1) * 5 + bid.strain]

    @property
    def contract(self) -> Contract | None:
        """The contract so far (final once :attr:`is_complete`); ``None`` while no bid."""
        bid = self.last_bid
        if bid is None or bid.strain is None:
            return None
        return Contract(bid.level, bid.strain, self.risk, self.declarer)

    def first_to_name(self, seat: Seat, strain: Strain) -> Seat | None:
        """Which player of ``seat``'s side first named ``strain``, if either did."""
        return self._namers[(seat & 1) * 5 + strain]

    @property
    def key(self) -> tuple[int, int, int, int]:
        """What the rest of the auction depends on, independent of who is in turn:
        last bid index (0 for none), whether the caller in turn is of the last bidder's
        side (1) or not (0), risk, and passes since the last non-pass call."""
        bidder = self.last_bidder
        same_side = 0 if bidder is None else 1 - ((self.dealer + len(self.calls) - bidder) & 1)
        last = 0 if self.last_bid is None else self.last_bid.index
        return (last, same_side, int(self.risk), self.passes)

    def __len__(self) -> int:
        return len(self.calls)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Auction)
            and self.dealer == other.dealer
            and self.calls == other.calls
        )

    def __hash__(self) -> int:
        return hash((self.dealer, self.calls))

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls)

    def __repr__(self) -> str:
        return f"<Auction dealer={self.dealer} {self}>"

    def seat_of(self, index: int) -> Seat:
        """Who made the call at position ``index``."""
        return _SEATS[(self.dealer + index) & 3]


