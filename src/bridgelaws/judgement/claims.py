"""A claim checked against the cards (Law 70): what the claimer's stated line wins.

When a claim is contested, the director rules on the claimer's statement (70A, 70B): he
resolves every doubtful point against the claimer (70A), accepts no unstated finesse or
play that depends on one opponent's holding (70E1), gives the opponents a trick for a trump
the claimer did not mention if any normal line would lose one to it (70C), and lets the
claimer play on in any *normal* way the statement leaves open, careless or inferior
included (70D). Which lines are normal is his judgement. This module does the card work
for him, with the deal the engine holds:

* ``worst``: the fewest tricks the claimer's side wins over the *normal lines* below that
  follow the statement, against any defence;
* ``best``: the most it wins by the best of those lines, against the best defence;
* the same with the trumps drawn first, and with finesses allowed, so the doubtful points
  show (an outstanding trump, an unstated finesse, an order of play the statement leaves
  open);
* the double-dummy result as a reference only, when the ``dd`` extra is installed
  (:func:`bridgelaws.dd.claim_tricks`).

**The normal lines.** The claimer's side (the claimer and his partner) plays as the
statement says; where it says nothing, each of these plays is taken as normal and the
checker tries them all. The defenders may play any legal card.

* *Leading.* The statement's order first: trumps while an opponent holds one, when it
  says "trumps first"; then the first suit of ``order`` in which the side still holds a
  winner and the hand on lead holds a card. Otherwise any suit. In the suit, the highest
  or the lowest card.
* *Following suit, second or third to play.* The highest card, or the cheapest certain
  winner that beats the trick so far (a card higher than every card of the suit an
  opponent still holds); when there is none, the lowest card if it does not beat the
  trick (a duck). Not a card that beats the trick without being a certain winner, with
  an opponent still to play: that is a finesse (70E1), unless the
  statement names it: when the statement says "finesse against the queen" and an opponent
  still holds it, the hand plays the highest card below the queen that beats the trick.
  The lowest card only, when partner's card already wins and is a certain winner.
* *Following suit, last to play.* The cheapest card that wins the trick, if any; else the
  lowest.
* *Unable to follow.* The cheapest trump that wins the trick (last to play: only that,
  if there is one), the highest trump, or the lowest card of a suit whose lowest card is
  not a certain winner. A certain winner is thrown only when there is nothing else: no
  such card and no ruff that wins. No ruff of partner's certain winner.

These are the plays a director usually accepts as normal; a line the checker does not try
(an unblocking play, a squeeze, a throw-in) is the director's to consider. The checker
never rules: it says what each line gives.

>>> from bridgelaws.values.cards import Holding, Seat, Suit
>>> ending = Ending.parse("N:AK.2.. Q3.A.. 54.3.. J.K4..", trump=None, leader=Seat.NORTH)
>>> check = check_claim(ending, Seat.NORTH, Statement(tricks=3))
>>> check.remaining, check.claimed, check.worst, check.best
(3, 3, 2, 2)
>>> [str(d.law) for d in check.doubtful]
['70A']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Final, TypeVar

from bridgelaws.errors import ReasonError
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message
from bridgelaws.procedure.play import follow_mask, winning_index
from bridgelaws.values.cards import SUIT_MASKS, Card, Holding, Seat, Suit

__all__ = [
    "MAX_CARDS",
    "ClaimCheck",
    "ClaimError",
    "Doubt",
    "Ending",
    "Statement",
    "check_claim",
]

L70A: Final = law("70A")
L70C: Final = law("70C")
L70D1: Final = law("70D1")
L70E1: Final = law("70E1")

MAX_CARDS: Final = 8
"""The longest hand :func:`check_claim` enumerates by default: the normal lines of an
ending of 6 cards a hand are tried in a fraction of a second, of 8 in a few seconds."""

_SEATS: Final = tuple(Seat)
_NO_TRUMP: Final = 4


class ClaimError(ReasonError):
    """An ending or a statement the checker cannot take, with a catalogue message."""

    message: Message

    def __init__(self, message: Message) -> None:
        super().__init__(message)


@dataclass(frozen=True, slots=True)
class Statement:
    """A claim's statement in structured form (68C): the tricks claimed and the line.

    ``tricks`` of the remaining tricks for the claimer's side (``None``: all of them);
    ``order``: the suits the claimer says he plays, in that order; ``trumps_first``: he
    says he draws trumps first; ``finesses``: the opponents' cards he says he finesses
    against. ``text`` is the statement as he said it.

    >>> Statement.parse("10 trumps-first order S H finesse DQ")
    Statement(tricks=10, order=(<Suit.SPADES: 3>, <Suit.HEARTS: 2>), trumps_first=True, \
finesses=(<Card.DQ: 23>,), text='')
    >>> Statement.parse("all").tricks is None
    True
    """

    tricks: int | None = None
    order: tuple[Suit, ...] = ()
    trumps_first: bool = False
    finesses: tuple[Card, ...] = ()
    text: str = field(default="", compare=False)

    @classmethod
    def parse(cls, text: str, said: str = "") -> Statement:
        """The structured form ``N|all [trumps-first] [order SUIT ...] [finesse CARD ...]``
        (the words of a table log's claim statement)."""
        words = text.split()
        if not words:
            raise ClaimError(Message("claim.error.statement.empty"))
        tricks: int | None = None
        first = words[0].lower()
        if first != "all":
            if not first.isdigit() or not first.isascii() or int(first) > 13:
                raise ClaimError(Message("claim.error.statement.tricks", text=words[0]))
            tricks = int(first)
        order: list[Suit] = []
        finesses: list[Card] = []
        trumps_first = False
        mode = ""
        for word in words[1:]:
            low = word.lower()
            if low in ("trumps-first", "order", "finesse"):
                trumps_first = trumps_first or low == "trumps-first"
                mode = low
            elif mode == "order":
                order.append(_parse(Suit.parse, word, "claim.error.statement.suit"))
            elif mode == "finesse":
                finesses.append(_parse(Card.parse, word, "claim.error.statement.card"))
            else:
                raise ClaimError(Message("claim.error.statement.word", text=word))
        return cls(tricks, tuple(order), trumps_first, tuple(finesses), said)


_T = TypeVar("_T")


def _parse(parser: Callable[[str], _T], word: str, key: str) -> _T:
    try:
        return parser(word)
    except ValueError:
        raise ClaimError(Message(key, text=word)) from None


@dataclass(frozen=True, slots=True)
class Ending:
    """The cards left at the moment of the claim: each seat's hand (N, E, S, W), the trump
    suit (``None`` at notrumps), who leads the trick in progress and the cards already
    played to it, in order from the leader."""

    hands: tuple[Holding, Holding, Holding, Holding]
    trump: Suit | None
    leader: Seat
    played: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        seen = 0
        for holding in (*self.hands, Holding(self.played)):
            if seen & holding.mask:
                raise ClaimError(Message("claim.error.ending.twice",
                                         cards=list(Holding(seen & holding.mask))))
            seen |= holding.mask
        if len(self.played) != len(set(self.played)) or len(self.played) > 3:
            raise ClaimError(Message("claim.error.ending.trick"))
        size = len(self.hands[self.leader]) + (1 if self.played else 0)
        for i, seat in enumerate(self.leader.after(k) for k in range(4)):
            expected = size - (1 if i < len(self.played) else 0)
            if len(self.hands[seat]) != expected:
                raise ClaimError(Message("claim.error.ending.sizes"))
        if size == 0:
            raise ClaimError(Message("claim.error.ending.empty"))

    @classmethod
    def parse(cls, text: str, trump: Suit | None, leader: Seat,
              played: Sequence[Card] = ()) -> Ending:
        """An ending from hands written as in PBN (``N:AK.2.. Q3.A.. 54.3.. J.K4..``,
        suits from spades to clubs, starting with the seat named)."""
        start, colon, rest = text.partition(":")
        if not colon:
            rest, start = text, "N"
        first = _parse(Seat.parse, start.strip(), "claim.error.ending.seat")
        parts = rest.split()
        if len(parts) != 4:
            raise ClaimError(Message("claim.error.ending.hands", text=text))
        hands: list[Holding] = [Holding()] * 4
        for k, part in enumerate(parts):
            hands[first.after(k)] = _parse(Holding.parse, part, "claim.error.ending.hand")
        return cls((hands[0], hands[1], hands[2], hands[3]), trump, leader, tuple(played))

    @property
    def remaining(self) -> int:
        """The tricks still to be won, the one in progress included."""
        return len(self.hands[self.leader]) + (1 if self.played else 0)


@dataclass(frozen=True, slots=True)
class Doubt:
    """A doubtful point the checker found: its law and what it is, as a message."""

    law: Clause
    message: Message


@dataclass(frozen=True, slots=True)
class ClaimCheck:
    """What the cards say about a claim (see the module's description of normal lines).

    The figures are tricks for the claimer's side of the ``remaining`` tricks. ``drawn``
    is ``worst`` with the trumps drawn first (``None`` when no opponent holds a trump or
    the statement draws them already); ``finessing`` is ``best`` with every finesse
    allowed (``None`` when no finesse changes it); ``double_dummy`` is filled in by
    :func:`bridgelaws.dd.claim_tricks` when the ``dd`` extra is installed, as a reference,
    never as the ruling.
    """

    claimer: Seat
    statement: Statement
    remaining: int
    claimed: int
    worst: int
    best: int
    drawn: int | None
    finessing: int | None
    doubtful: tuple[Doubt, ...]
    double_dummy: int | None = None


def check_claim(ending: Ending, claimer: Seat, statement: Statement, *,
                max_cards: int = MAX_CARDS) -> ClaimCheck:
    """Check ``claimer``'s claim of ``statement`` in ``ending``.

    :class:`ClaimError` when the ending is longer than ``max_cards`` a hand (the director
    then works from the double-dummy reference and his own reading), or when the claim
    asks for more tricks than remain.
    """
    remaining = ending.remaining
    if len(ending.hands[ending.leader]) + (1 if ending.played else 0) > max_cards:
        raise ClaimError(Message("claim.error.too.long", cards=max_cards))
    claimed = remaining if statement.tricks is None else statement.tricks
    if claimed > remaining:
        raise ClaimError(Message("claim.error.too.many", tricks=claimed, remaining=remaining))
    side = claimer.side
    worst = _Search(ending, side, statement, worst=True).value()
    best = _Search(ending, side, statement, worst=False).value()
    opponents_trumps = _opponents_hold(ending, side, ending.trump)
    drawn = None
    if opponents_trumps and not statement.trumps_first:
        forced = Statement(statement.tricks, statement.order, True, statement.finesses)
        drawn = _Search(ending, side, forced, worst=True).value()
    finessing = best
    if claimed > best:  # would a finesse the statement does not name reach the claim?
        finessing = _Search(ending, side, statement, worst=False, any_finesse=True).value()
    doubtful: list[Doubt] = []
    if opponents_trumps and not statement.trumps_first and ending.trump not in statement.order:
        assert ending.trump is not None
        doubtful.append(Doubt(L70C, Message("claim.doubt.trump", suit=ending.trump,
                                            worst=worst, drawn=drawn)))
    if finessing > best and claimed > best:
        doubtful.append(Doubt(L70E1, Message("claim.doubt.finesse", best=best,
                                            finessing=finessing)))
    if worst < best:
        doubtful.append(Doubt(L70D1, Message("claim.doubt.order", worst=worst, best=best)))
    if worst < claimed:
        doubtful.append(Doubt(L70A, Message("claim.doubt.short", worst=worst,
                                            claimed=claimed, remaining=remaining)))
    return ClaimCheck(claimer, statement, remaining, claimed, worst, best, drawn,
                      finessing if finessing > best else None, tuple(doubtful))


def _opponents_hold(ending: Ending, side: object, suit: Suit | None) -> bool:
    if suit is None:
        return False
    return any(ending.hands[s].mask & SUIT_MASKS[suit] for s in _SEATS if s.side != side)


def _cards(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _highest(mask: int) -> int:
    return mask.bit_length() - 1


_SHAPES: Final[dict[tuple[int, ...], tuple[int, ...]]] = {}


def _moved_up(parts: tuple[int, ...]) -> tuple[int, ...]:
    """One suit's four holdings (13-bit masks) with the cards moved to the top ranks."""
    live = parts[0] | parts[1] | parts[2] | parts[3]
    out = [0, 0, 0, 0]
    top = 12
    while live:
        card = live.bit_length() - 1
        live ^= 1 << card
        for seat in range(4):
            if parts[seat] >> card & 1:
                out[seat] |= 1 << top
                break
        top -= 1
    return (out[0], out[1], out[2], out[3])


class _Search:
    """The tricks the claimer's side wins from a position, by its worst (or best) normal
    line against the best defence; positions are remembered, so each is worked out once."""

    def __init__(self, ending: Ending, side: object, statement: Statement, *, worst: bool,
                 any_finesse: bool = False) -> None:
        self.ending = ending
        self.ours = tuple(s.side == side for s in _SEATS)
        self.trump = _NO_TRUMP if ending.trump is None else int(ending.trump)
        self.statement = statement
        self.worst = worst
        self.any_finesse = any_finesse
        self.finesses = tuple(int(c) for c in statement.finesses)
        self.memo: dict[tuple[tuple[int, ...], int], tuple[int, int]] = {}
        self.normalise = not self.finesses  # a named card must keep its name

    @staticmethod
    def _shape(hands: tuple[int, ...]) -> tuple[int, ...]:
        """The hands with each suit's remaining cards moved to the top ranks, keeping
        their order: positions that differ only by cards already played are alike."""
        h0, h1, h2, h3 = hands
        o0 = o1 = o2 = o3 = 0
        for shift in (0, 13, 26, 39):
            parts = (h0 >> shift & 0x1FFF, h1 >> shift & 0x1FFF, h2 >> shift & 0x1FFF,
                     h3 >> shift & 0x1FFF)
            moved = _SHAPES.get(parts)
            if moved is None:
                moved = _SHAPES[parts] = _moved_up(parts)
            o0 |= moved[0] << shift
            o1 |= moved[1] << shift
            o2 |= moved[2] << shift
            o3 |= moved[3] << shift
        return (o0, o1, o2, o3)

    def value(self) -> int:
        """The tricks of the ending the claimer's side wins, found as the largest count it
        can be sure of (each count is a yes-or-no search that stops at its first answer)."""
        e = self.ending
        hands = tuple(h.mask for h in e.hands)
        played = tuple(int(c) for c in e.played)
        low, high = 0, e.remaining
        while low < high:
            middle = (low + high + 1) // 2
            if self._reach(hands, int(e.leader), played, middle):
                low = middle
            else:
                high = middle - 1
        return low

    def _start(self, hands: tuple[int, ...], leader: int, need: int) -> bool:
        """Whether the side wins ``need`` of the tricks from the start of a trick; what each
        position is known to give (at least, at most) is remembered."""
        if need <= 0:
            return True
        left = hands[leader].bit_count()
        if need > left:
            return False
        key = (self._shape(hands) if self.normalise else hands, leader)
        low, high = self.memo.get(key, (0, left))
        if need <= low:
            return True
        if need > high:
            return False
        reached = self._reach(hands, leader, (), need)
        self.memo[key] = (need, high) if reached else (low, need - 1)
        return reached

    def _reach(self, hands: tuple[int, ...], leader: int, played: tuple[int, ...],
               need: int) -> bool:
        """Whether the side wins ``need`` of the tricks still to come, the one in progress
        (``played`` so far) included: for every defence, and for every normal line (the
        worst) or for one of them (the best)."""
        if len(played) == 4:
            winner = (leader + winning_index(played, self.trump)) % 4
            return self._start(hands, winner, need - self.ours[winner])
        seat = (leader + len(played)) % 4
        if self.ours[seat]:
            choices: Iterable[int] = self._ours(hands, seat, leader, played)
            some = not self.worst  # the best line: one choice that reaches is enough
        else:
            choices = self._theirs(hands, seat, played)
            some = False
        for card in choices:
            after = list(hands)
            after[seat] ^= 1 << card
            if self._reach(tuple(after), leader, (*played, card), need) == some:
                return some
        return not some

    @staticmethod
    def _theirs(hands: tuple[int, ...], seat: int, played: tuple[int, ...]) -> list[int]:
        """A defender's legal cards, one of each group that are equal in play: cards of
        a suit with no other live card between them (in another hand or in the trick)."""
        hand = hands[seat]
        legal = follow_mask(hand, played[0] // 13 if played else -1)
        others = 0
        for s in range(4):
            if s != seat:
                others |= hands[s]
        for card in played:
            others |= 1 << card
        out = []
        previous = -1
        for card in _cards(legal):
            if (previous < 0 or previous // 13 != card // 13
                    or others & ((1 << card) - (2 << previous))):
                out.append(card)
            previous = card
        return out

    def _outstanding(self, hands: tuple[int, ...]) -> int:
        """The cards the opponents of the claimer still hold."""
        mask = 0
        for s in range(4):
            if not self.ours[s]:
                mask |= hands[s]
        return mask

    def _top(self, card: int, outstanding: int) -> bool:
        """Whether ``card`` is higher than every card of its suit the opponents hold."""
        return not (outstanding & SUIT_MASKS[card // 13] & ~((2 << card) - 1))

    def _ours(self, hands: tuple[int, ...], seat: int, leader: int,
              played: tuple[int, ...]) -> set[int]:
        hand = hands[seat]
        outstanding = self._outstanding(hands)
        if not played:
            return self._leads(hands, seat, outstanding)
        led = played[0] // 13
        win = winning_index(played, self.trump)
        current = played[win]
        partner_wins = (leader + win) % 4 == (seat + 2) % 4
        last = len(played) == 3
        safe = partner_wins and current // 13 == led and self._top(current, outstanding)
        safe = safe or (partner_wins and current // 13 == self.trump != led
                        and not outstanding & SUIT_MASKS[self.trump])
        follow = hand & SUIT_MASKS[led]
        if follow:
            return self._follow(follow, current, led, last, safe, outstanding, hands, seat,
                                partner_wins)
        return self._void(hand, current, led, last, safe, outstanding, partner_wins)

    def _leads(self, hands: tuple[int, ...], seat: int, outstanding: int) -> set[int]:
        hand = hands[seat]
        suits = [s for s in range(4) if hand & SUIT_MASKS[s]]
        partner = hands[(seat + 2) % 4]
        st = self.statement
        wanted: list[int] = []
        if st.trumps_first and self.trump < 4 and outstanding & SUIT_MASKS[self.trump]:
            wanted.append(self.trump)
        for named in st.order:
            ours = (hand | partner) & SUIT_MASKS[named]
            if any(self._top(c, outstanding) for c in _cards(ours)):
                wanted.append(int(named))
        for want in wanted:
            if hand & SUIT_MASKS[want]:
                suits = [want]
                break
        out: set[int] = set()
        for suit in suits:
            cards = hand & SUIT_MASKS[suit]
            out.update((_highest(cards), _lowest(cards)))
        return out

    def _follow(self, cards: int, current: int, led: int, last: bool, safe: bool,
                outstanding: int, hands: tuple[int, ...], seat: int,
                partner_wins: bool) -> set[int]:
        trumped = current // 13 != led
        beaters = 0 if trumped else cards & ~((2 << current) - 1)
        if safe:
            return {_lowest(cards)}
        if last:
            if partner_wins:
                return {_lowest(cards)}
            return {_lowest(beaters)} if beaters else {_lowest(cards)}
        out = {_highest(cards)}
        low = _lowest(cards)
        certain = [c for c in _cards(beaters) if self._top(c, outstanding)]
        if certain:
            out.add(certain[0])  # the cheapest card sure to win; no duck
        elif not beaters >> low & 1:
            out.add(low)  # a duck
        finesse = self._finesse(beaters, led, outstanding, hands, seat)
        if finesse is not None:
            if not self.any_finesse:
                return {finesse}
            out.add(finesse)
        return out

    def _finesse(self, beaters: int, led: int, outstanding: int, hands: tuple[int, ...],
                 seat: int) -> int | None:
        """The card that finesses against an opponent's card of the suit led, if the
        statement names one (or any, when finesses are allowed)."""
        targets = ([c for c in _cards(outstanding & SUIT_MASKS[led])] if self.any_finesse
                   else [c for c in self.finesses if c // 13 == led and outstanding >> c & 1])
        for target in sorted(targets, reverse=True):
            below = beaters & ((1 << target) - 1)
            if below:
                return _highest(below)
        return None

    def _void(self, hand: int, current: int, led: int, last: bool, safe: bool,
              outstanding: int, partner_wins: bool) -> set[int]:
        out: set[int] = set()
        trumps = hand & SUIT_MASKS[self.trump] if self.trump < 4 else 0
        if trumps and not safe and not (last and partner_wins):
            over = trumps & ~((2 << current) - 1) if current // 13 == self.trump else trumps
            if over:
                if last:
                    return {_lowest(over)}
                out.update((_lowest(over), _highest(trumps)))
        others = [hand & SUIT_MASKS[s] for s in range(4) if s != self.trump
                  and hand & SUIT_MASKS[s]]
        spare = [_lowest(m) for m in others if not self._top(_lowest(m), outstanding)]
        if spare:
            out.update(spare)
        elif not out:  # only winners to throw, and no ruff that wins
            out.update([_lowest(m) for m in others] or [_lowest(trumps)])
        return out
