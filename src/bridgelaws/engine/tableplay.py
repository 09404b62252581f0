"""Table mode in the play period: the Laws of the play (41-69) as they happen at a table.

Once the auction is over, any player may lead or play any card he holds at any moment,
expose or name cards, play two cards at once or add a fifth card to a trick; dummy may
place a card declarer did not name or suggest a play; declarer may designate dummy's card
incompletely ("high", "low", a suit, a rank). The engine records what happened,
recognises the irregularity and applies the play laws:

* leads out of turn (53-56) and premature leads or plays (57) open a rectification step
  with the options for the right player; playing on is acceptance where the Laws say so
  (53A, 60A);
* penalty cards (49-52) are kept major or minor, and their obligations (50D, 51) are part
  of the legal-card view, together with lead restrictions (26B, 50D2, 51B) and the play
  restrictions of 57A;
* a revoke (61) is recorded at once but stands until attention is drawn to it (62) or it
  is established (63), exactly as at a table; at the end of play the trick transfer of
  Law 64 is worked out and the director is asked whether it restores equity (64C);
* defective tricks (67), designations of dummy's card (46), retractions (47) and
  agreed claims and concessions (68, 69) follow their laws.

The director is asked only where the Laws turn on his judgement (45C4(b) unintended
designation? 45E a lead? 47A to comply? 47E misinformed? 48B2 a claim? 50B deliberate?
53B own lead? 64C compensated?); the board waits for the answer.

>>> from bridgelaws.engine.tablemode import TableMode
>>> from bridgelaws.values.board import Board
>>> from bridgelaws.values.deal import Deal
>>> t = TableMode(Board.numbered(1, Deal.parse(
...     "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")))
>>> for seat, call in zip(Seat, ["1NT", "Pass", "Pass", "Pass"]):
...     t.call(seat, call)
>>> t.play_card(Seat.WEST, "HA")                  # West leads, but East is on lead
>>> [(o.name, str(o.chooser), o.law) for o in t.step.options]
[('accept', 'N', '54B'), ('spread', 'N', '54A'), ('refuse', 'N', '54D')]
>>> t.choose(Seat.NORTH, "refuse")               # the ace becomes a major penalty card
>>> [str(c) for c in t.penalty_cards[Seat.WEST]], t.step.law   # East waits (50D2)
(['HA'], '50D2')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple

from bridgelaws.engine.events import CardPlayed, ClaimAgreed
from bridgelaws.engine.revoke import RevokeFacts, Transfer, revoke_transfer
from bridgelaws.engine.steps import (
    AttentionDrawn,
    Choice,
    DirectorCalled,
    ExposedCards,
    Finding,
    IrregularActionError,
    Option,
    Pending,
    Question,
    Ruling,
    Step,
)
from bridgelaws.messages import Message, Term
from bridgelaws.procedure.play import Trick, follow_mask, trick_winner
from bridgelaws.procedure.score import board_score
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Contract
from bridgelaws.values.cards import SUIT_MASKS, Card, Holding, Rank, Seat, Side, Suit
from bridgelaws.values.regulations import Regulations

__all__ = [
    "BREACHES",
    "Breach",
    "CardAdded",
    "CardPointed",
    "CardRetracted",
    "CardTurned",
    "CardsTogether",
    "ConcessionAgreed",
    "Designated",
    "DummyPlaced",
    "DummySuggested",
    "DummyWarned",
    "FaceDownLead",
    "HandSpread",
    "Inquiry",
    "LaterBoard",
    "LeadFaced",
    "LeadRule",
    "PlayChanged",
    "PlayEvent",
    "PlayLaws",
    "PlayRule",
    "PlayState",
    "PlayedTogether",
    "PlayedTrick",
    "ReviewAsked",
    "Revoke",
    "RoundEnded",
    "TrickInspected",
    "TrickQuitted",
]


# --- events of the play period ----------------------------------------------------------

class FaceDownLead(NamedTuple):
    """``seat`` made an opening lead face down (41A)."""

    seat: Seat
    card: Card


class LeadFaced(NamedTuple):
    """``seat`` faced his face-down opening lead (41C)."""

    seat: Seat


class ReviewAsked(NamedTuple):
    """``seat`` asked for a review of the auction or an explanation (41B, 41C)."""

    seat: Seat


class Designated(NamedTuple):
    """``seat`` named a card to be played (45C4(a)); for dummy's cards declarer may name
    it incompletely (46): ``high``, ``low``, ``win``, ``ruff``, ``anything``, a suit
    (``H``), a rank (``K``) or a card (``HK``)."""

    seat: Seat
    what: str


class DummyPlaced(NamedTuple):
    """Dummy put ``card`` in the played position without declarer naming it (45D)."""

    seat: Seat
    card: Card


class DummySuggested(NamedTuple):
    """Dummy touched or indicated a card without declarer's instruction (45F)."""

    seat: Seat


class CardAdded(NamedTuple):
    """``seat`` added ``card`` to a trick he had already played to: a fifth card (45E)."""

    seat: Seat
    card: Card


class CardsTogether(NamedTuple):
    """``seat`` led or played several cards at once (58B): ``cards`` with their faces
    visible, ``hidden`` without."""

    seat: Seat
    cards: tuple[Card, ...]
    hidden: tuple[Card, ...] = ()


class PlayedTogether(NamedTuple):
    """``seat`` played ``card`` at the same moment as the card before it (58A)."""

    seat: Seat
    card: Card


class HandSpread(NamedTuple):
    """``seat`` spread his hand face up (54A after an opening lead out of turn; 48B2 or
    68A at other times)."""

    seat: Seat


class Inquiry(NamedTuple):
    """``seat`` asked ``asked`` whether he has a card of the suit led (61B)."""

    seat: Seat
    asked: Seat


class Breach(NamedTuple):
    """``seat`` broke one of the limitations on conduct in :data:`BREACHES` (Law 43:
    dummy exchanging hands, watching declarer, looking at a defender's cards ...)."""

    seat: Seat
    law: str


class DummyWarned(NamedTuple):
    """Dummy warned declarer not to lead from the wrong hand (42B2, 43B2(a))."""

    seat: Seat


class CardTurned(NamedTuple):
    """``seat`` turned his card face down before all four had played (45G)."""

    seat: Seat


class TrickInspected(NamedTuple):
    """``seat`` asked to see the cards of a trick (66)."""

    seat: Seat


class CardPointed(NamedTuple):
    """``seat`` pointed out a quitted card turned the wrong way (65B3)."""

    seat: Seat


class PlayChanged(NamedTuple):
    """``seat`` tried to change his card in the trick to ``card``: declarer's change of
    an unintended designation of dummy's card (45C4(b)); otherwise 47F2."""

    seat: Seat
    card: Card


class CardRetracted(NamedTuple):
    """``seat`` took back ``card``, which he had played (47)."""

    seat: Seat
    card: Card


class TrickQuitted(NamedTuple):
    """The players turned the trick in progress face down (65A); with a card missing the
    trick is defective (67)."""

    note: str = ""


class ConcessionAgreed(NamedTuple):
    """``seat`` conceded ``tricks`` of the tricks not yet played, and the other side agreed
    (68B, 69A)."""

    seat: Seat
    tricks: int

    def __str__(self) -> str:
        return f"{self.seat} concedes {self.tricks}"


class LaterBoard(NamedTuple):
    """``seat`` has made a call on a later board (63A4, 64B4)."""

    seat: Seat


class RoundEnded(NamedTuple):
    """The round has ended (64B5); the hands are back in the board."""

    note: str = ""


PlayEvent = (FaceDownLead | LeadFaced | ReviewAsked | Designated | DummyPlaced | DummySuggested
             | CardAdded | CardsTogether | PlayedTogether | HandSpread | Inquiry | Breach
             | DummyWarned | CardTurned | TrickInspected | CardPointed | PlayChanged
             | CardRetracted | TrickQuitted | ConcessionAgreed | LaterBoard | RoundEnded)

BREACHES: Final[dict[str, str]] = {
    "43A1(a)": "breach.dummy.director",
    "43A1(c)": "breach.dummy.takes.part",
    "43A2(a)": "breach.dummy.exchange",
    "43A2(b)": "breach.dummy.watches",
    "43A2(c)": "breach.dummy.looks",
    "43A3": "breach.defender.shows",
}
"""The breaches of conduct a :class:`Breach` may name, with their message keys."""


# --- the state of the play --------------------------------------------------------------

PlayedTrick = Trick
"""The 0.1 name of :class:`~bridgelaws.procedure.play.Trick`."""


@dataclass
class Revoke:
    """A failure to follow suit, or to play as the Laws or an opponent's choice required
    (61A), with what became of it."""

    player: Seat
    trick: int  # 1-13
    card: Card
    suit: Suit | None  # the suit led (None when a lead broke a restriction)
    kind: str  # follow, restriction, penalty, defective
    law: str
    established: bool = False
    noticed: bool = False
    corrected: bool = False
    as_established: bool = False  # 43B2(b)
    corrected_62C3: bool = False
    after_next_board: bool = False  # 64B4
    after_round: bool = False  # 64B5
    settled: bool = False  # counted in a transfer already
    accepted: bool = False  # a penalty-card failure declarer accepted (52B1)
    was_penalty: bool | None = None  # a penalty card played: major? (a faced card, 62B2)
    required: Card | None = None  # the penalty card he had to play (52B2)
    ignored: bool = False  # 43B3: no rectification for the defenders' irregularity
    established_by: tuple[Seat, Card] | None = None  # the card that established it (47E1)
    twelfth: bool = False  # corrected in the twelfth trick although established (62D1)
    pending_63A4: bool = False  # an opponent's claim agreed: established by 63A4 later
    rules: tuple[LeadRule | None, PlayRule | None] = (None, None)  # in force when played


@dataclass(frozen=True, slots=True)
class LeadRule:
    """A lead restriction on ``seat``: a suit he must lead (once), or suits he may not lead
    for as long as he keeps the lead."""

    seat: Seat
    required: Suit | None
    prohibited: frozenset[Suit]
    law: str


@dataclass(frozen=True, slots=True)
class PlayRule:
    """Declarer's choice under 57A for the offender's partner in the current trick:
    ``highest`` or ``lowest`` of the suit led, or ``require``/``prohibit`` a suit."""

    seat: Seat
    how: str
    suit: Suit | None
    law: str


@dataclass
class PlayState:
    """The play period of a board in table mode: hands, tricks, the trick in progress,
    penalty cards, restrictions and revokes. Read it; only :class:`PlayLaws` changes it.

    The views :attr:`turn`, :attr:`tricks`, :attr:`current_trick`,
    :attr:`declarer_tricks`, :attr:`hands` and :attr:`claim_event` read like those of
    :class:`~bridgelaws.engine.table.Table`."""

    board: Board
    contract: Contract
    declarer: Seat
    masks: list[int]
    leader: Seat
    quitted: list[PlayedTrick] = field(default_factory=list)
    current: dict[Seat, Card] = field(default_factory=dict)
    surplus: dict[Seat, list[Card]] = field(default_factory=dict)
    faced: bool = False
    face_down: dict[Seat, Card] = field(default_factory=dict)
    penalty: dict[Seat, dict[Card, bool]] = field(default_factory=dict)
    won: list[int] = field(default_factory=lambda: [0, 0])
    claim: ClaimAgreed | ConcessionAgreed | None = None
    over: bool = False
    revokes: list[Revoke] = field(default_factory=list)
    lead_rule: LeadRule | None = None
    play_rule: PlayRule | None = None
    designated: dict[Seat, Card] = field(default_factory=dict)
    played: dict[Card, int] = field(default_factory=dict)  # card -> trick (1-13)
    lead_marks: set[int] = field(default_factory=set)  # tricks led out of turn, accepted
    misplaced: dict[int, Seat] = field(default_factory=dict)  # 45D: trick -> dummy
    doubles: dict[int, Seat] = field(default_factory=dict)  # 58B: trick -> offender
    defective: dict[int, Seat] = field(default_factory=dict)  # 67: trick -> missing seat
    early: tuple[Seat, Card] | None = None  # a lead to the next trick, made too soon
    dummy_breached: bool = False  # 43A2
    dummy_jumped: int = 0  # 57C2: the trick in which dummy played or suggested too soon
    retracted_wrong_hand: bool = False  # 55B2, 60B
    forced_hand: Seat | None = None  # 43B2(a)
    pc_offered: tuple[int, frozenset[Card]] | None = None  # 50D2 offered: trick, cards
    hands_returned: bool = False  # 62D1: after a later board's call or the round's end
    later_board: set[Side] = field(default_factory=set)
    round_over: bool = False
    dummy_card: tuple[int, Card] | None = None  # 45C4(b): the last dummy card designated
    chain: list[tuple[Seat, str, bool, Seat | None]] = field(default_factory=list)
    chain_offenders: Side | None = None  # the side whose irregularity the chain follows
    withdrew: set[Seat] = field(default_factory=set)
    replay_for: Seat | None = None  # a card withdrawn; the seat must play again
    must_be_legal: set[Seat] = field(default_factory=set)
    dummy_seen: bool = False  # 54C: dummy's cards could be seen before the opening lead
    turned: set[Seat] = field(default_factory=set)  # own card of the last trick turned
    overrule: tuple[Seat, Card, Seat, str] | None = None  # 55A: the partner's word is open
    swapped: bool = False  # 54A: declarer spread his hand and became dummy
    released: tuple[int, Seat] | None = None  # 51B: the holder is free in this trick
    noticing: tuple[Seat | None, bool] | None = None  # attention drawn, more to rectify

    # -- views like Table's -------------------------------------------------------------

    @property
    def dummy(self) -> Seat:
        """Declarer's partner."""
        return self.declarer.partner

    @property
    def trump(self) -> int:
        """The trump suit's number, or -1 at notrump."""
        return -1 if self.contract.strain == 4 else int(self.contract.strain)

    @property
    def tricks(self) -> tuple[PlayedTrick, ...]:
        """The quitted tricks."""
        return tuple(self.quitted)

    @property
    def number(self) -> int:
        """The number (1-13) of the trick in progress, or about to be led."""
        return len(self.quitted) + 1

    @property
    def started(self) -> bool:
        """Whether any card has been led (face up or face down)."""
        return self.faced or bool(self.face_down)

    @property
    def turn(self) -> Seat | None:
        """The hand to play (dummy's hand on dummy's turn), or ``None`` once play is over."""
        if self.over:
            return None
        if self.replay_for is not None:
            return self.replay_for
        if not self.current:
            return self.forced_hand if self.forced_hand is not None else self.leader
        for k in range(4):
            seat = self.leader.after(k)
            if seat not in self.current:
                return seat
        return None

    @property
    def current_trick(self) -> PlayedTrick | None:
        """The trick in progress, if any card has been played to it."""
        if not self.current:
            return None
        return Trick.of(self.leader, self._plays(), None)

    def _plays(self) -> tuple[tuple[Seat, Card], ...]:
        out: list[tuple[Seat, Card]] = []
        for k in range(4):
            seat = self.leader.after(k)
            if seat in self.current:
                out.append((seat, self.current[seat]))
                out.extend((seat, c) for c in self.surplus.get(seat, ()))
        return tuple(out)

    @property
    def declarer_tricks(self) -> int:
        """Tricks won by declarer's side at the table (an agreed claim included), before
        any revoke transfer."""
        return self.won[0]

    @property
    def defence_tricks(self) -> int:
        """Tricks won by the defenders at the table (an agreed claim included)."""
        return self.won[1]

    @property
    def hands(self) -> tuple[Holding, ...]:
        """The cards each seat still holds, penalty cards included."""
        return tuple(Holding(m) for m in self.masks)

    @property
    def claim_event(self) -> ClaimAgreed | ConcessionAgreed | None:
        """The agreed claim or concession that ended the play, if any."""
        return self.claim

    def take_back(self, seat: Seat, card: Card) -> None:
        """``card`` goes back into ``seat``'s hand, from the trick in progress if it lies
        there."""
        if self.current.get(seat) == card:
            del self.current[seat]
        elif card in self.surplus.get(seat, ()):
            self.surplus[seat].remove(card)
        self.played.pop(card, None)
        self.masks[seat] |= 1 << card

    def return_trick(self) -> list[tuple[Seat, Card]]:
        """Every card of the trick in progress goes back into its hand; the cards."""
        cards = [*self.current.items(),
                 *((s, c) for s, extra in self.surplus.items() for c in extra)]
        for seat, card in cards:
            self.played.pop(card, None)
            self.masks[seat] |= 1 << card
        self.current, self.surplus = {}, {}
        return cards

    def quit_trick(self) -> Seat:
        """The trick in progress is turned: its highest card (of trumps, else of the suit
        led) wins it and its winner leads next (44C-44G). Returns the winner."""
        plays = self._plays()
        winner = trick_winner(plays, self.trump)
        self.quitted.append(Trick.of(self.leader, plays, winner))
        self.won[0 if winner.side == self.declarer.side else 1] += 1
        self.current, self.surplus = {}, {}
        self.play_rule = None
        self.leader = winner
        if self.lead_rule is not None and self.lead_rule.seat != winner:
            self.lead_rule = None  # it holds only while its player keeps the lead
        return winner

    def penalty_cards(self, seat: Seat) -> list[Card]:
        """``seat``'s penalty cards, in the order they arose."""
        return list(self.penalty.get(seat, {}))

    def is_major(self, seat: Seat, card: Card) -> bool:
        """Whether ``card`` is a major penalty card of ``seat``."""
        return self.penalty.get(seat, {}).get(card, False)

    def quitted_cards(self, seat: Seat) -> list[tuple[Card, bool]]:
        """``seat``'s played cards in playing order, each with whether his side won the
        trick: the row of turned cards of Law 65B and 65C."""
        out = []
        for trick in self.quitted:
            card = trick.card_of(seat)
            if card is not None and trick.winner is not None:
                out.append((card, trick.winner.side == seat.side))
        return out

    def dummy_layout(self) -> list[list[Card]]:
        """Dummy's hand as spread (41D): one column per suit, from dummy's left to his
        right with the trumps on his right, each column from the highest card (away from
        declarer) to the lowest (nearest declarer)."""
        hand = self.masks[self.dummy]
        trump = self.trump
        suits = [s for s in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
                 if s != trump and hand & SUIT_MASKS[s]]
        if trump >= 0 and hand & SUIT_MASKS[trump]:
            suits.append(Suit(trump))
        return [sorted(Holding(hand & SUIT_MASKS[s]), reverse=True) for s in suits]


def _bits(mask: int) -> list[Card]:
    return list(Holding(mask))


def _mask(cards: Iterable[Card]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


def _lowest(mask: int) -> Card:
    return Card((mask & -mask).bit_length() - 1)


def _highest(mask: int) -> Card:
    return Card(mask.bit_length() - 1)


_HONOUR: Final = Rank.TEN


# --- the laws of the play ------------------------------------------------------------------

class PlayLaws:
    """The play period of :class:`~bridgelaws.engine.tablemode.TableMode`: Laws 41-69.

    A mixin: :class:`~bridgelaws.engine.tablemode.TableMode` provides the board, the trail, the
    pending step and the auction; this class keeps :attr:`play` and applies the play
    laws to each event of the play period."""

    board: Board
    regulations: Regulations
    trail: list[Ruling]
    contract: Contract | None
    auction_over: bool
    play: PlayState | None
    _pending: Pending | None
    _auction_penalty: dict[Seat, dict[Card, bool]]

    # -- provided by TableMode ----------------------------------------------------------

    def _offer_lead_restriction_if_due(self) -> bool:  # pragma: no cover - overridden
        raise NotImplementedError

    # -- the trail -----------------------------------------------------------------------

    def _note(self, kind: str, law: str, key: str, **values: object) -> None:
        self.trail.append(Ruling(kind, law, Message(key, **values)))

    def _question(self, name: str, law: str, offender: Seat, message: Message,
                  on_answer: Callable[[bool], None]) -> None:
        q = Question(name, law, message)
        self._pending = Pending("question", offender, Step(law, message, q, (), message),
                                on_answer)

    def _options(self, kind: str, law: str, offender: Seat, irregularity: Message,
                 options: list[Option], **data: object) -> None:
        choosers = list(dict.fromkeys(o.chooser for o in options))
        waiting = Message("waiting.choice", chooser=choosers[0], law=law) if len(
            choosers) == 1 else Message("waiting.choice.either", chooser=choosers[0],
                                        other=choosers[1], law=law)
        self._pending = Pending(kind, offender, Step(law, irregularity, None, tuple(options),
                                                     waiting), data=dict(data))

    def _chosen(self, p: Pending, event: object) -> Option:
        """The option ``event`` takes: a choice by the option's own chooser, by its name
        (case and spacing aside). The step is then settled; anything else waits."""
        if isinstance(event, Choice):
            name = " ".join(event.option.split()).lower()
            for option in p.step.options:
                if option.chooser == event.seat and option.name.lower() == name:
                    self._pending = None
                    return option
        raise IrregularActionError(p.step.waiting_for)

    def _ps(self) -> PlayState:
        assert self.play is not None
        return self.play

    # -- views ---------------------------------------------------------------------------

    @property
    def penalty_cards(self) -> dict[Seat, list[Card]]:
        """Each defender's penalty cards (24E, 49-52), in the order they arose."""
        source = self.play.penalty if self.play is not None else self._auction_penalty
        return {seat: list(cards) for seat, cards in source.items() if cards}

    @property
    def revokes(self) -> list[Revoke]:
        """Every revoke of the play (61A), noticed or not, with what became of it."""
        return list(self.play.revokes) if self.play is not None else []

    def legal_cards(self, seat: Seat | None = None) -> Holding:
        """The cards ``seat`` (the hand in turn by default) may play now under the Laws:
        following suit (44C), lead restrictions (26B, 50D2, 51B), declarer's choice after a
        premature play (57A), and penalty cards (50C, 50D1, 51A); where a requirement
        cannot be met, any card the others allow (59). Empty while the board waits for a
        decision, or when it is not ``seat``'s turn."""
        ps = self.play
        if ps is None or self._pending is not None or ps.over:
            return Holding(0)
        turn = ps.turn
        if turn is None or (seat is not None and seat != turn):
            return Holding(0)
        return Holding(self._allowed(turn))

    @property
    def transfers(self) -> list[tuple[Revoke, Transfer]]:
        """The Law 64 transfers for the established revokes attention was drawn to, once
        play is over."""
        ps = self.play
        if ps is None or not ps.over:
            return []
        return self._transfers(ps)

    @property
    def result(self) -> int | None:
        """Tricks won by declarer's side once play is over, after any revoke transfer."""
        ps = self.play
        if ps is None or not ps.over:
            return None
        tricks = ps.won[0]
        for revoke, transfer in self._transfers(ps):
            tricks += transfer.tricks if revoke.player.side != ps.declarer.side \
                else -transfer.tricks
        return tricks

    @property
    def score(self) -> tuple[int, int] | None:
        """``(ns, ew)`` under Law 77 once play is over (0 for a passed-out board)."""
        if self.auction_over and self.contract is None:
            return (0, 0)
        result = self.result
        if result is None or self.play is None:
            return None
        return board_score(self.play.contract, result, self.board.vulnerability)

    # -- legality --------------------------------------------------------------------------

    def _allowed(self, seat: Seat, penalty: bool = True) -> int:
        """The mask of cards ``seat`` may legally play now (see :meth:`legal_cards`)."""
        ps = self._ps()
        down = ps.face_down.get(seat)
        if down is not None and not ps.faced and seat == ps.declarer.lho:
            # 41A: the face-down lead is the lead, unless it breaks a restriction
            ps.face_down.pop(seat)
            try:
                allowed = self._allowed(seat, penalty)
            finally:
                ps.face_down[seat] = down
            return 1 << down if allowed & (1 << down) else allowed
        hand = ps.masks[seat]
        mask = hand
        # a lead: to an empty trick, or the leader's card again after a correction
        leading = not ps.current or (seat == ps.leader and seat not in ps.current)
        if not leading:
            led = ps.current[ps.leader] // 13 if ps.leader in ps.current else -1
            mask = follow_mask(hand, led)  # 44C, the procedure strict mode uses
            follow = hand & SUIT_MASKS[led] if led >= 0 else 0
            rule = ps.play_rule
            if rule is not None and rule.seat == seat:
                if rule.how in ("highest", "lowest") and follow:
                    mask = 1 << (_highest(follow) if rule.how == "highest" else _lowest(follow))
                elif rule.how == "require" and not follow and rule.suit is not None \
                        and hand & SUIT_MASKS[rule.suit]:
                    mask = hand & SUIT_MASKS[rule.suit]
                elif rule.how == "prohibit" and not follow and rule.suit is not None:
                    rest = mask & ~SUIT_MASKS[rule.suit]
                    if rest:
                        mask = rest
        else:
            rule_l = ps.lead_rule
            if rule_l is not None and rule_l.seat == seat:
                if rule_l.required is not None and hand & SUIT_MASKS[rule_l.required]:
                    mask = hand & SUIT_MASKS[rule_l.required]
                barred = 0
                for s in rule_l.prohibited:
                    barred |= SUIT_MASKS[s]
                if mask & ~barred:
                    mask &= ~barred
        if not penalty:
            return mask
        cards = ps.penalty.get(seat)
        if not cards or ps.released == (ps.number, seat):
            return mask
        chosen = ps.designated.get(seat)
        if chosen is not None and mask & (1 << chosen):
            return 1 << chosen
        majors = _mask(c for c, major in cards.items() if major)
        if mask & majors:
            return mask & majors
        for card, major in cards.items():
            if not major:  # 50C: no other card of the suit below an honour first
                suit = card // 13
                spots = SUIT_MASKS[suit] & ((1 << (suit * 13 + _HONOUR)) - 1) & ~(1 << card)
                if mask & ~spots:
                    mask &= ~spots
        return mask

    def _classify(self, seat: Seat, card: Card) -> tuple[str, str] | None:
        """Why playing ``card`` now would be a revoke (61A): ``(kind, law)``, or ``None``
        when it is legal."""
        ps = self._ps()
        hand = ps.masks[seat]
        if ps.current and ps.leader in ps.current:
            led = ps.current[ps.leader] // 13
            if card // 13 != led and hand & SUIT_MASKS[led]:
                faced = _mask(ps.penalty.get(seat, {}))
                if not hand & SUIT_MASKS[led] & ~faced:  # he held only penalty cards of it
                    return "penalty", "50D1(a)"
                return "follow", "44C"
        if not self._allowed(seat, penalty=False) & (1 << card):
            if ps.current and not (seat == ps.leader and seat not in ps.current):
                assert ps.play_rule is not None
                return "restriction", ps.play_rule.law
            assert ps.lead_rule is not None
            return "restriction", ps.lead_rule.law
        if not self._allowed(seat) & (1 << card):
            cards = ps.penalty.get(seat, {})
            if seat in ps.designated:
                return "penalty", "51A"
            return "penalty", "50D1(a)" if any(cards.values()) else "50C"
        return None

    # -- the start of play -----------------------------------------------------------------

    def _start_play(self, contract: Contract) -> None:
        assert contract.declarer is not None and self.board.deal is not None
        declarer = contract.declarer
        ps = PlayState(self.board, contract, declarer, list(self.board.deal.masks),
                       declarer.lho)
        for seat, cards in self._auction_penalty.items():
            ps.penalty[seat] = dict(cards)
        self.play = ps

    # -- dispatch ----------------------------------------------------------------------------

    _WHILE_REPLACING: Final = (CardPlayed, PlayedTogether, CardsTogether, Designated,
                               ExposedCards, AttentionDrawn, DirectorCalled, Breach,
                               DummySuggested, ReviewAsked, CardTurned, TrickInspected,
                               CardPointed, Inquiry)

    def _play_event(self, event: object) -> None:
        """An event of the play period when the board waits for nothing."""
        ps = self._ps()
        if self._overruled(event):
            self._due()
            return
        if ps.replay_for is not None and not isinstance(event, self._WHILE_REPLACING):
            raise IrregularActionError(Message("must.replace", seat=ps.replay_for), "47")
        handler = _HANDLERS.get(type(event))
        if handler is None:
            raise TypeError(f"not an event of the play period: {event!r}")
        handler(self, event)
        self._due()

    def _director(self, event: DirectorCalled) -> None:
        self._note("consequence", "9B", "director.called")
        self._face_down_withdrawn()

    def _together_at_once(self, event: PlayedTogether) -> None:
        self._note("consequence", "58A", "played.together", seat=event.seat, card=event.card)
        self._card(event.seat, event.card)

    def _no_choice(self, event: Choice) -> None:
        raise IrregularActionError(Message("not.offender.choice", seat=event.seat))

    def _no_finding(self, event: Finding) -> None:
        raise IrregularActionError(Message("no.question"))

    def _play_pending(self, kind: str, p: Pending, event: object) -> None:
        """An event while the board waits for a step of the play period."""
        handler: Callable[[Pending, Any], None] = getattr(self, f"_step_{kind}")
        handler(p, event)
        if self._pending is None:
            self._due()

    PLAY_STEPS: Final = ("oolead", "loot", "premature", "pcchoice", "pcpick", "withdraw",
                         "accept52", "double", "defective", "designate", "hand", "claimwait",
                         "together")

    # -- what falls due after each event ----------------------------------------------------

    def _due(self) -> None:
        """After an event: go on rectifying what attention was drawn to, complete a full
        trick, settle the end of play, and open the steps that fall due at the next turn
        (26B, 50D2, 51B, 51A)."""
        ps = self.play
        if ps is None or self._pending is not None:
            return
        if ps.noticing is not None and ps.replay_for is None and not ps.chain:
            self._notice(*ps.noticing)
            if self._pending is not None:
                return
        if ps.replay_for is not None or ps.chain:
            return
        if len(ps.current) == 4:
            self._complete_trick()
            if self._pending is not None:
                return
        if ps.over:
            self._settle()
            return
        seat = ps.turn
        if seat is None:
            return
        declarer = ps.declarer
        if not ps.current and seat not in ps.face_down:
            if self._offer_lead_restriction_if_due():
                return
            holder = seat.partner
            held = ps.penalty.get(holder)
            majors = [c for c, major in held.items() if major] if held else []
            offer = (ps.number, frozenset(majors))
            if seat.side != declarer.side and ps.pc_offered != offer and majors:
                ps.pc_offered = offer
                self._offer_penalty_lead(seat, holder, majors)
                return
        own = ps.penalty.get(seat)
        if own and seat.side != declarer.side and seat not in ps.designated:
            playable = self._allowed(seat, penalty=False) & _mask(
                c for c, major in own.items() if major)
            if playable.bit_count() >= 2:
                options = [Option(f"play {c}", declarer, "51A", Message(
                    "option.play.penalty", chooser=declarer, seat=seat, card=c))
                    for c in _bits(playable)]
                self._options("pcpick", "51A", seat, Message(
                    "penalty.choice", seat=seat, cards=_bits(playable)), options)

    # -- cards -------------------------------------------------------------------------------

    def _held(self, seat: Seat, card: Card) -> None:
        ps = self._ps()
        if ps.over:
            raise IrregularActionError(Message("play.over", seat=seat), "44")
        if not ps.masks[seat] & (1 << card):
            trick = ps.played.get(card)
            if trick is not None and Card(card) in self.board.deal[seat]:  # type: ignore[index]
                raise IrregularActionError(Message("card.played.before", seat=seat, card=card,
                                                   trick=trick), "67B3")
            raise IrregularActionError(Message("card.not.held", seat=seat, card=card), "45")

    def _card(self, seat: Seat, card: Card) -> None:
        """``seat`` leads or plays ``card``, whoever's turn it is."""
        ps = self._ps()
        self._held(seat, card)
        if not ps.faced:
            self._opening(seat, card)
            return
        if ps.replay_for is not None and seat != ps.replay_for:
            raise IrregularActionError(Message("must.replace", seat=ps.replay_for), "47")
        if seat not in ps.current:
            # 63A1: any card to a later trick, legal or not, establishes his side's revokes
            self._establish(seat, "63A1", by=card)
        if ps.current and seat in ps.current:
            self._second_card(seat, card)
            return
        if not ps.current:
            expected = ps.turn
            if ps.retracted_wrong_hand and seat.side != ps.declarer.side:
                self._note("irregularity", "60B", "played.before.correct.lead", seat=seat,
                           card=card)
                self._make_penalty(seat, [card], major=True, law="60B")
                return
            if seat == expected:
                self._lead(seat, card)
                return
            if ps.number == 13:
                self._note("irregularity", "53A", "lead.thirteen", seat=seat, card=card)
                return
            self._lead_out_of_turn(seat, card)
            return
        if seat == ps.turn:
            self._play_in_turn(seat, card)
            return
        self._out_of_turn(seat, card)

    def _lead(self, seat: Seat, card: Card, penalty: bool = True) -> None:
        ps = self._ps()
        self._place(seat, card, penalty=penalty)
        rule = ps.lead_rule
        # a requirement is for one lead; a prohibition lasts while its leader keeps the
        # lead (the end of the trick decides), and ends when someone else leads
        if rule is not None and rule.seat != seat:
            ps.lead_rule = None
        elif rule is not None and rule.required is not None:
            ps.lead_rule = LeadRule(seat, None, rule.prohibited, rule.law) \
                if rule.prohibited else None
        ps.forced_hand = None
        ps.retracted_wrong_hand = False

    def _play_in_turn(self, seat: Seat, card: Card) -> None:
        self._place(seat, card)

    def _place(self, seat: Seat, card: Card, check: bool = True, penalty: bool = True) -> None:
        """Put ``card`` from ``seat``'s hand in the trick in progress, recording a revoke
        when it is one (61A) and establishing earlier revokes (63A1). Without ``penalty``
        the duties of penalty cards are not checked (a card led before they arose)."""
        ps = self._ps()
        if check:
            why = self._classify(seat, card)
            if why is not None and why[0] == "penalty" and not penalty:
                why = None
            if why is not None and seat in ps.must_be_legal:
                raise IrregularActionError(Message("must.legal", seat=seat, card=card), "62B")
            if why is not None:
                self._record_revoke(seat, card, *why)
        ps.must_be_legal.discard(seat)
        if not ps.current:
            ps.leader = seat
            ps.turned.clear()
        self._establish(seat, "63A1")
        ps.masks[seat] &= ~(1 << card)
        cards = ps.penalty.get(seat)
        if cards is not None and card in cards:
            del cards[card]
            self._note("information", "50E3", "penalty.played", seat=seat, card=card,
                       partner=seat.partner)
        ps.current[seat] = card
        ps.played[card] = ps.number
        ps.designated.pop(seat, None)
        if ps.early == (seat, card):
            ps.early = None
        if seat == ps.dummy:
            ps.dummy_card = (ps.number, card)
        elif seat == ps.declarer:
            ps.dummy_card = None
        if ps.play_rule is not None and ps.play_rule.seat == seat:
            ps.play_rule = None
        if ps.replay_for == seat:
            ps.replay_for = None
            self._run_chain()

    def _record_revoke(self, seat: Seat, card: Card, kind: str, law: str) -> None:
        ps = self._ps()
        led = Suit(ps.current[ps.leader] // 13) if ps.current and ps.leader in ps.current \
            else None
        faced = ps.penalty.get(seat, {}).get(card)
        required = None
        if kind == "penalty":
            allowed = self._allowed(seat)
            required = ps.designated.get(seat) or (_highest(allowed) if allowed else None)
        lead = ps.lead_rule if ps.lead_rule is not None and ps.lead_rule.seat == seat else None
        play = ps.play_rule if ps.play_rule is not None and ps.play_rule.seat == seat else None
        ps.revokes.append(Revoke(seat, ps.number, card, led, kind, law, was_penalty=faced,
                                 required=required, rules=(lead, play)))
        if kind == "follow":
            assert led is not None
            self._note("irregularity", "61A", "revoke", seat=seat, card=card, suit=led)
        elif kind == "penalty":
            self._note("irregularity", "52", "penalty.not.played", seat=seat, card=card,
                       cards=ps.penalty_cards(seat))
        else:
            self._note("irregularity", "61A", "restriction.broken", seat=seat, card=card,
                       rule=law)

    def _establish(self, seat: Seat, law: str, trick: int | None = None,
                   by: Card | None = None) -> None:
        """63A1, 63A2: the offender or his partner plays or names a card to a later trick
        (``trick``, the one in progress by default), legally or not."""
        ps = self._ps()
        number = ps.number if trick is None else trick
        for r in ps.revokes:
            if (r.player.side == seat.side and not r.established and not r.corrected
                    and number > r.trick):
                r.established = True
                r.established_by = (seat, by) if by is not None else None
                self._note("consequence", law, "revoke.established", seat=r.player,
                           trick=r.trick)

    def _complete_trick(self) -> None:
        ps = self._ps()
        ps.quit_trick()
        ps.designated.clear()
        if len(ps.quitted) == 13:
            self._end_play()
            return
        early, ps.early = ps.early, None
        if early is not None and ps.masks[early[0]] & (1 << early[1]):
            seat, card = early
            self._note("consequence", "57", "early.lead.now", seat=seat, card=card)
            if seat == ps.turn:
                self._lead(seat, card, penalty=False)
            else:
                self._lead_out_of_turn(seat, card)

    # -- the opening lead (41, 54) -------------------------------------------------------

    def _opening(self, seat: Seat, card: Card) -> None:
        """A card led face up before the opening lead was faced."""
        ps = self._ps()
        leader = ps.declarer.lho
        if seat == leader:
            down = ps.face_down.get(seat)
            if down is not None and down != card:
                if self._allowed(seat) & (1 << down) or not self._allowed(seat) & (1 << card):
                    raise IrregularActionError(Message("face.down.is.the.lead", seat=seat,
                                                       card=down), "41A")
                self._note("consequence", "41A", "face.down.irregular", seat=seat, card=down)
            ps.face_down.pop(seat, None)
            ps.faced = True
            self._lead(seat, card)
            return
        if seat.side == ps.declarer.side:
            self._note("irregularity", "54E", "lead.wrong.side", seat=seat, card=card)
            self._note("consequence", "24", "exposed.returned.play", seat=seat)
            return
        self._opening_out_of_turn(seat, card)

    def _face_down(self, seat: Seat, card: Card) -> None:
        ps = self._ps()
        self._held(seat, card)
        if ps.faced:
            self._card(seat, card)
            return
        if seat.side == ps.declarer.side:
            self._note("irregularity", "54E", "lead.wrong.side", seat=seat, card=card)
            self._note("consequence", "24", "exposed.returned.play", seat=seat)
            return
        if seat in ps.face_down:
            raise IrregularActionError(Message("face.down.already", seat=seat), "41A")
        ps.face_down[seat] = card
        if seat == ps.declarer.lho:
            self._note("procedure", "41A", "face.down.lead", seat=seat)
        else:
            self._note("irregularity", "41A", "face.down.out.of.turn", seat=seat,
                       turn=ps.declarer.lho)

    def _lead_faced(self, seat: Seat) -> None:
        ps = self._ps()
        card = ps.face_down.get(seat)
        if card is None or ps.faced:
            raise IrregularActionError(Message("no.face.down", seat=seat), "41C")
        del ps.face_down[seat]
        if seat == ps.declarer.lho:
            self._note("procedure", "41C", "lead.faced", seat=seat, dummy=ps.dummy)
        self._opening(seat, card)

    def _face_down_withdrawn(self) -> None:
        """41A: a face-down lead out of turn goes back to the hand on the director's
        instruction, without rectification."""
        ps = self._ps()
        if ps.faced:
            return
        for seat in [s for s in ps.face_down if s != ps.declarer.lho]:
            del ps.face_down[seat]
            self._note("consequence", "41A", "face.down.withdrawn", seat=seat)

    def _opening_out_of_turn(self, seat: Seat, card: Card) -> None:
        """54: the opening lead faced by the wrong defender."""
        ps = self._ps()
        declarer = ps.declarer
        self._note("irregularity", "54", "opening.lead.out.of.turn", seat=seat, card=card,
                   turn=declarer.lho)
        if declarer.lho in ps.face_down:
            withdrawn = ps.face_down.pop(declarer.lho)
            del withdrawn
            self._note("consequence", "54", "partner.face.down.withdrawn",
                       seat=declarer.lho)
        self._offer_opening(seat, card, saw=ps.dummy_seen)

    def _offer_opening(self, seat: Seat, card: Card, saw: bool) -> None:
        declarer = self._ps().declarer
        if saw:
            options = [Option("accept", declarer, "54C", Message(
                "option.must.accept.lead", chooser=declarer, seat=seat, card=card))]
        else:
            options = [
                Option("accept", declarer, "54B", Message(
                    "option.accept.opening", chooser=declarer, seat=seat, card=card)),
                Option("spread", declarer, "54A", Message(
                    "option.spread", chooser=declarer, dummy=declarer.partner)),
                Option("refuse", declarer, "54D", Message(
                    "option.refuse.lead", chooser=declarer, seat=seat, card=card)),
            ]
        self._options("oolead", "54", seat, Message(
            "opening.lead.out.of.turn", seat=seat, card=card, turn=declarer.lho), options,
            card=card)

    def _step_oolead(self, p: Pending, event: object) -> None:
        ps = self._ps()
        declarer, dummy = ps.declarer, ps.dummy
        offender = p.offender
        card = p.data["card"]
        assert isinstance(card, Card)
        if isinstance(event, FaceDownLead) and event.seat == declarer.lho:
            self._held(event.seat, event.card)
            self._note("consequence", "54", "partner.face.down.withdrawn", seat=event.seat)
            return
        if isinstance(event, CardPlayed) and event.seat == declarer.lho:
            # 60C: the offender's partner plays before the rectification is settled
            self._held(event.seat, event.card)
            self._note("irregularity", "60C", "offender.side.played", seat=event.seat,
                       card=event.card)
            self._make_penalty(event.seat, [event.card], major=True, law="60C")
            return
        if isinstance(event, CardRetracted) and event.seat == offender and event.card == card:
            self._retract_out_of_turn(p, offender, card)
            return
        if isinstance(event, ExposedCards | HandSpread) and event.seat == dummy:
            # 54C: declarer could see dummy's cards: he must accept the lead
            self._pending = None
            self._note("consequence", "54C", "dummy.seen", seat=dummy, chooser=declarer)
            self._offer_opening(offender, card, saw=True)
            return
        names = {o.name for o in p.step.options}
        spread = (isinstance(event, HandSpread | ExposedCards) and event.seat == declarer) \
            or (isinstance(event, Choice) and event.seat == declarer
                and event.option == "spread")
        if spread and "spread" in names:
            self._pending = None
            if isinstance(event, ExposedCards):
                self._note("consequence", "54A", "spread.whole.hand", seat=declarer)
            self._swap_roles(offender, card)
            return
        if isinstance(event, Choice) and event.seat == declarer and event.option in names:
            self._pending = None
            if event.option == "accept":
                self._note("choice", p.step.options[0].law, "chose.accept.lead",
                           seat=declarer, card=card)
                self._accept_opening(offender, card)
            else:
                self._note("choice", "54D", "chose.refuse.lead", seat=declarer, card=card)
                ps.faced = True
                self._make_penalty(offender, [card], major=True, law="54D")
            return
        if isinstance(event, CardPlayed) and event.seat in (declarer, dummy):
            self._held(event.seat, event.card)
            self._pending = None
            law = "54B1" if event.seat == declarer else "54B2"
            self._note("choice", law, "accept.by.playing.lead", seat=declarer, card=card)
            self._accept_opening(offender, card)
            if event.seat == dummy:
                self._note("consequence", "54B2", "dummy.card.stands", seat=dummy,
                           card=event.card)
            self._card(event.seat, event.card)
            return
        raise IrregularActionError(p.step.waiting_for)

    def _accept_opening(self, offender: Seat, card: Card) -> None:
        ps = self._ps()
        ps.faced = True
        ps.lead_marks.add(1)
        self._note("consequence", "54B", "dummy.spreads", seat=ps.dummy)
        ps.leader = offender
        self._place(offender, card)

    def _swap_roles(self, offender: Seat, card: Card) -> None:
        """54A: declarer spreads his hand and becomes dummy; dummy becomes declarer."""
        ps = self._ps()
        old = ps.declarer
        ps.declarer = old.partner
        ps.swapped = True
        ps.contract = ps.contract.with_declarer(old.partner)
        self.contract = ps.contract
        ps.faced = True
        self._note("consequence", "54A", "roles.swapped", seat=old, declarer=old.partner)
        ps.leader = offender
        self._place(offender, card)

    # -- leads out of turn (53, 55, 56) ----------------------------------------------------

    def _lead_out_of_turn(self, seat: Seat, card: Card) -> None:
        ps = self._ps()
        expected = ps.turn
        assert expected is not None
        declarer = ps.declarer
        if seat.side != declarer.side:
            self._note("irregularity", "56", "lead.out.of.turn", seat=seat, card=card,
                       turn=expected)
            options = [
                Option("accept", declarer, "53A", Message(
                    "option.accept.lead", chooser=declarer, seat=seat, card=card)),
                Option("refuse", declarer, "56B", Message(
                    "option.refuse.lead", chooser=declarer, seat=seat, card=card)),
            ]
            self._options("loot", "56", seat, Message(
                "lead.out.of.turn", seat=seat, card=card, turn=expected), options,
                card=card, expected=expected)
            return
        self._note("irregularity", "55", "lead.out.of.turn", seat=seat, card=card,
                   turn=expected)
        options = []
        for defender in (seat.lho, seat.rho):  # 55A: the left-hand opponent's choice prevails
            options += [
                Option("accept", defender, "53A", Message(
                    "option.accept.lead", chooser=defender, seat=seat, card=card)),
                Option("refuse", defender, "55A", Message(
                    "option.retract.lead", chooser=defender, seat=seat, card=card)),
            ]
        self._options("loot", "55", seat, Message(
            "lead.out.of.turn", seat=seat, card=card, turn=expected), options, card=card,
            expected=expected)

    def _step_loot(self, p: Pending, event: object) -> None:
        ps = self._ps()
        offender = p.offender
        card, expected = p.data["card"], p.data["expected"]
        assert isinstance(card, Card) and isinstance(expected, Seat)
        declarer_led = offender.side == ps.declarer.side
        choosers = {o.chooser for o in p.step.options}
        if isinstance(event, CardRetracted) and event.seat == offender and event.card == card:
            self._retract_out_of_turn(p, offender, card)
            return
        if isinstance(event, Choice) and event.seat in choosers \
                and event.option in ("accept", "refuse"):
            self._pending = None
            if declarer_led and event.seat == offender.rho:
                # 55A: where the defenders differ, the left-hand opponent of the hand that
                # led decides: he may still overrule his partner (his very next word)
                self._note("consequence", "55A", "lho.prevails", seat=offender.lho)
                ps.overrule = (offender, card, expected, event.option)
            if event.option == "accept":
                self._note("choice", "53A", "chose.accept.lead", seat=event.seat, card=card)
                self._accept_lead(offender, card)
                return
            if declarer_led:
                self._note("choice", "55A", "chose.retract.lead", seat=event.seat, card=card)
                self._declarer_lead_retracted(offender, card, expected)
                return
            self._note("choice", "56B", "chose.refuse.lead", seat=event.seat, card=card)
            self._make_penalty(offender, [card], major=True, law="56B")
            return
        if isinstance(event, PlayedTogether) and event.seat == expected:
            # 58A: led at the same moment as the card out of turn, the lead in turn comes
            # first; the other card counts as played after it
            self._held(expected, event.card)
            self._pending = None
            self._note("consequence", "58A", "played.together", seat=offender, card=card)
            self._lead(expected, event.card)
            self._card(offender, card)
            return
        if isinstance(event, CardPlayed | PlayedTogether):
            seat = event.seat
            self._held(seat, event.card)
            if seat == offender.lho and seat != expected:
                # 53A: playing from the next hand accepts the lead (60A1, 60A2)
                self._pending = None
                self._note("choice", "53A", "accept.by.playing.lead", seat=seat, card=card)
                self._accept_lead(offender, card)
                self._card(seat, event.card)
                return
            if seat == expected and seat == offender.lho:
                self._pending = None
                self._ask_own_lead(offender, card, seat, event.card)
                return
            if seat == expected and seat.side != offender.side:
                self._pending = None
                self._own_lead(offender, card, seat, event.card)
                return
            if declarer_led and seat == offender.rho:
                # 53C: the wrong defender plays: the lead stands, 57 for him
                self._pending = None
                self._note("consequence", "53C", "lead.stands.wrong.defender", seat=seat,
                           card=card, offender=offender)
                self._accept_lead(offender, card)
                self._card(seat, event.card)
                return
            if seat.side == offender.side:
                # 60C: the offending side plays before the rectification is settled
                self._note("irregularity", "60C", "offender.side.played", seat=seat,
                           card=event.card)
                if seat.side != ps.declarer.side:
                    self._make_penalty(seat, [event.card], major=True, law="60C")
                return
        raise IrregularActionError(p.step.waiting_for)

    def _declarer_lead_retracted(self, offender: Seat, card: Card, expected: Seat) -> None:
        """55B: declarer takes back his lead out of turn."""
        ps = self._ps()
        if expected.side != ps.declarer.side:
            self._note("consequence", "55B1", "lead.returned", seat=offender, card=card,
                       turn=expected)
        else:
            ps.retracted_wrong_hand = True
            self._note("consequence", "55B2", "lead.from.correct.hand", seat=offender,
                       card=card, turn=expected)
        self._note("flag", "55C", "flag.55C", seat=ps.declarer)

    def _overruled(self, event: object) -> bool:
        """55A: the left-hand opponent of the hand that led overrules his partner's choice
        at once; True if he did."""
        ps = self._ps()
        over, ps.overrule = ps.overrule, None
        if over is None or not isinstance(event, Choice):
            return False
        offender, card, expected, first = over
        if event.seat != offender.lho or event.option not in ("accept", "refuse") \
                or event.option == first:
            return False
        if event.option == "refuse":
            if ps.current != {offender: card}:
                return False
            self._note("choice", "55A", "chose.retract.lead", seat=event.seat, card=card)
            ps.take_back(offender, card)
            ps.lead_marks.discard(ps.number)
            ps.leader = expected
            self._declarer_lead_retracted(offender, card, expected)
        else:
            self._note("choice", "53A", "chose.accept.lead", seat=event.seat, card=card)
            ps.retracted_wrong_hand = False
            self._accept_lead(offender, card)
        return True

    def _retract_out_of_turn(self, p: Pending, offender: Seat, card: Card) -> None:
        """47E1: a lead out of turn made because an opponent said it was his turn is taken
        back without rectification, and may not be accepted."""
        self._pending = None

        def answer(misinformed: bool) -> None:
            if misinformed:
                self._note("consequence", "47E1", "card.taken.back", seat=offender, card=card)
                self._card_information(offender, card, "16C")
                for r in self._ps().revokes:  # 47E1: Law 63A1 does not apply to it
                    if r.established_by == (offender, card):
                        r.established, r.established_by = False, None
                        self._note("consequence", "47E1", "revoke.not.established",
                                   seat=r.player, trick=r.trick)
                if p.kind == "premature":  # it was made a penalty card: it is not one
                    self._ps().penalty.get(offender, {}).pop(card, None)
            else:
                self._note("consequence", "47F2", "retraction.refused", seat=offender,
                           card=card)
                self._pending = p

        self._question("misinformed", "47E", offender, Message(
            "question.misinformed", seat=offender, card=card), answer)

    def _accept_lead(self, offender: Seat, card: Card) -> None:
        ps = self._ps()
        ps.lead_marks.add(ps.number)
        ps.forced_hand = None
        ps.leader = offender
        self._lead(offender, card, penalty=False)  # 60A3: the duty carries on later

    def _ask_own_lead(self, offender: Seat, card: Card, seat: Seat, own: Card) -> None:
        def answer(own_lead: bool) -> None:
            if own_lead:
                self._own_lead(offender, card, seat, own)
            else:
                self._note("consequence", "53A", "accept.by.playing.lead", seat=seat,
                           card=card)
                self._accept_lead(offender, card)
                self._card(seat, own)

        self._question("own-lead", "53B", seat, Message(
            "question.own.lead", seat=seat, card=own, offender=offender, led=card), answer)

    def _own_lead(self, offender: Seat, card: Card, seat: Seat, own: Card) -> None:
        """53B: the player whose turn it was leads: his lead stands, the card led in error
        goes back (16C)."""
        self._note("consequence", "53B", "own.lead.stands", seat=seat, card=own,
                   offender=offender, led=card)
        self._card_information(offender, card, "16C")
        self._lead(seat, own)

    # -- plays out of turn and premature plays (57, 58, 45E) -------------------------------

    def _out_of_turn(self, seat: Seat, card: Card) -> None:
        """A card played to the trick in progress before ``seat``'s turn."""
        ps = self._ps()
        declarer = ps.declarer
        if seat.side == declarer.side:
            self._note("consequence", "57C3", "declarer.premature", seat=seat, card=card)
            self._place(seat, card)
            return
        if seat.partner in ps.current:
            # 57D: a defender plays at his right-hand opponent's turn
            if self._allowed(seat) & (1 << card):
                self._note("consequence", "57D", "played.at.own.turn", seat=seat, card=card)
                self._place(seat, card)
            else:
                self._note("irregularity", "57D", "premature.illegal", seat=seat, card=card)
                self._make_penalty(seat, [card], major=True, law="57D")
            return
        self._premature(seat, card, lead=False)

    def _premature(self, seat: Seat, card: Card, lead: bool) -> None:
        """57A: a defender leads or plays too soon, while his partner still owes a card to
        the trick in progress."""
        ps = self._ps()
        declarer = ps.declarer
        key = "premature.lead" if lead else "premature.play"
        if ps.dummy_jumped == ps.number:
            self._note("consequence", "57C2", "premature.after.dummy", seat=seat, card=card)
            if lead:
                ps.early = (seat, card)
            else:
                self._place(seat, card)
            return
        dummy_named = ps.dummy in ps.current and ps.misplaced.get(ps.number) != ps.dummy
        if declarer in ps.current and dummy_named:
            self._note("consequence", "57C1", "premature.no.rectification", seat=seat,
                       card=card)
            if lead:
                ps.early = (seat, card)
            else:
                self._place(seat, card)
            return
        self._note("irregularity", "57A", key, seat=seat, card=card, partner=seat.partner)
        self._make_penalty(seat, [card], major=True, law="57A")
        partner = seat.partner
        led = ps.current[ps.leader] // 13 if ps.leader in ps.current else -1
        options = []
        if led >= 0:
            options += [
                Option("highest", declarer, "57A1", Message(
                    "option.highest", chooser=declarer, seat=partner, suit=Suit(led))),
                Option("lowest", declarer, "57A2", Message(
                    "option.lowest", chooser=declarer, seat=partner, suit=Suit(led))),
            ]
        others = [Suit(s) for s in range(4) if s != led]
        options += [Option(f"require {s.letter}", declarer, "57A3", Message(
            "option.require.play", chooser=declarer, seat=partner, suit=s)) for s in others]
        options += [Option(f"prohibit {s.letter}", declarer, "57A4", Message(
            "option.prohibit.play", chooser=declarer, seat=partner, suit=s)) for s in others]
        self._options("premature", "57A", seat, Message(key, seat=seat, card=card,
                                                        partner=partner), options, card=card)

    def _step_premature(self, p: Pending, event: object) -> None:
        ps = self._ps()
        declarer = ps.declarer
        card = p.data["card"]
        if isinstance(event, CardRetracted) and event.seat == p.offender and event.card == card:
            self._retract_out_of_turn(p, p.offender, event.card)
            return
        if isinstance(event, CardPlayed) and event.seat == p.offender.lho \
                and event.seat.side == declarer.side:
            # 60A1, 60A2: declarer plays on from the next hand before choosing: the right
            # to rectify is lost, and the premature card counts as played in turn
            self._held(event.seat, event.card)
            self._pending = None
            self._note("consequence", "60A1", "rectification.lost", seat=event.seat)
            self._premature_stands(p)
            self._card(event.seat, event.card)
            return
        option = self._chosen(p, event)
        partner = p.offender.partner
        how, _, letter = option.name.partition(" ")
        suit = Suit.parse(letter) if letter else None
        ps.play_rule = PlayRule(partner, how, suit, option.law)
        led = Suit(ps.current[ps.leader] // 13) if ps.leader in ps.current else None
        self._note("choice", option.law, f"chose.{how}.play", seat=declarer, partner=partner,
                   suit=suit if suit is not None else led)
        if ps.early is not None and ps.early[0] == p.offender:
            ps.early = None

    def _second_card(self, seat: Seat, card: Card) -> None:
        """A player who has played to the trick in progress plays again: a fifth card, or
        a lead to the next trick (45E, 45C1)."""
        ps = self._ps()
        self._note("irregularity", "45E", "second.card", seat=seat, card=card)

        def answer(lead: bool) -> None:
            if lead:
                self._establish(seat, "63A1", ps.number + 1)
                if seat.side != ps.declarer.side and seat.partner not in ps.current:
                    self._premature(seat, card, lead=True)
                else:
                    self._note("consequence", "45E", "early.lead", seat=seat, card=card)
                    ps.early = (seat, card)
            else:
                self._fifth(seat, card)

        self._question("lead", "45E", seat, Message("question.lead", seat=seat, card=card),
                       answer)

    def _fifth(self, seat: Seat, card: Card) -> None:
        ps = self._ps()
        if seat.side == ps.declarer.side:
            self._note("consequence", "45E2", "fifth.returned", seat=seat, card=card)
            return
        self._note("consequence", "45E1", "fifth.penalty", seat=seat, card=card)
        self._exposure_penalty(seat, [card], "45E1")

    def _added(self, seat: Seat, card: Card) -> None:
        """45E: a fifth card added to a trick the player has played to."""
        ps = self._ps()
        self._held(seat, card)
        if ps.current and seat in ps.current:
            self._second_card(seat, card)
            return
        last = ps.quitted[-1] if ps.quitted else None
        if ps.current or last is None or last.card_of(seat) is None:
            raise IrregularActionError(Message("no.fifth", seat=seat), "45E")
        self._note("irregularity", "45E", "second.card", seat=seat, card=card)

        def answer(lead: bool) -> None:
            if lead:
                self._card(seat, card)
            else:
                self._fifth(seat, card)

        self._question("lead", "45E", seat, Message("question.lead", seat=seat, card=card),
                       answer)

    def _together(self, seat: Seat, cards: tuple[Card, ...], hidden: tuple[Card, ...]) -> None:
        """58B: two or more cards led or played at once."""
        ps = self._ps()
        for c in (*cards, *hidden):
            self._held(seat, c)
        if not cards:
            raise IrregularActionError(Message("no.card.visible", seat=seat), "58B")
        if len(cards) == 1:
            self._note("consequence", "58B1", "together.one.visible", seat=seat, card=cards[0],
                       cards=list(hidden))
            self._card(seat, cards[0])
            return
        self._note("irregularity", "58B", "together.visible", seat=seat, cards=list(cards))
        in_turn = (ps.faced or seat == ps.declarer.lho) and seat == ps.turn \
            and seat not in ps.current and ps.replay_for in (None, seat)
        if not in_turn:
            chooser = ps.declarer if seat == ps.dummy else seat
            options = [Option(f"play {c}", chooser, "58B2", Message(
                "option.choose.card", chooser=chooser, card=c)) for c in cards]
            self._options("together", "58B2", seat, Message(
                "together.visible", seat=seat, cards=list(cards)), options)
            return
        self._card(seat, cards[0])
        if in_turn and self._pending is None and ps.current.get(seat) == cards[0]:
            # the cards lie in the trick until someone notices (58B2, 58B4)
            for extra in cards[1:]:
                ps.masks[seat] &= ~(1 << extra)
                ps.penalty.get(seat, {}).pop(extra, None)
                ps.played[extra] = ps.number
                ps.surplus.setdefault(seat, []).append(extra)
            ps.doubles[ps.number] = seat
            return
        self._others_exposed(seat, list(cards[1:]))

    def _others_exposed(self, seat: Seat, others: list[Card]) -> None:
        """58B2: the other visible cards: a defender's become penalty cards (minor for a
        single card below an honour, shown by accident), declarer's go back."""
        ps = self._ps()
        if seat.side == ps.declarer.side:
            self._note("consequence", "48A", "declarer.exposed", seat=seat, cards=others)
        else:
            honour = any(Rank(c % 13) >= _HONOUR for c in others)
            self._make_penalty(seat, others, major=honour or len(others) > 1, law="58B2")

    def _step_together(self, p: Pending, event: object) -> None:
        option = self._chosen(p, event)
        seat = p.offender
        card = Card.parse(option.name.split()[1])
        self._note("choice", "58B2", "chose.card", seat=seat, card=card)
        self._others_exposed(seat, [Card.parse(o.name.split()[1]) for o in p.step.options
                                    if o.name != option.name])
        self._card(seat, card)

    # -- penalty cards (48-52) ----------------------------------------------------------------

    def _make_penalty(self, seat: Seat, cards: Iterable[Card], major: bool, law: str) -> None:
        """``cards`` of a defender become penalty cards (50), major or minor; with two or
        more, all of them are major (50B)."""
        ps = self._ps()
        held = ps.penalty.setdefault(seat, {})
        new = list(cards)
        for c in new:
            held[c] = major
        if len(held) > 1:
            for c in held:
                held[c] = True
        severity = "severity.major" if held[new[0]] else "severity.minor"
        self._note("consequence", law, "penalty.cards.play", seat=seat, cards=new,
                   severity=Term(severity))
        if len(held) > 1 and not major:
            self._note("consequence", "50B", "penalty.all.major", seat=seat)
        self._note("flag", "50E4", "flag.50E4", seat=seat, nos=seat.side.opponents)

    def _exposure_penalty(self, seat: Seat, cards: list[Card], law: str) -> None:
        """A defender's exposed cards become penalty cards; a single card below an honour
        is minor unless the director finds it was exposed deliberately (50B)."""
        ps = self._ps()
        honours = [c for c in cards if Rank(c % 13) >= _HONOUR]
        if len(cards) > 1 or honours or ps.penalty.get(seat):
            self._make_penalty(seat, cards, major=True, law=law)
            return

        def answer(deliberate: bool) -> None:
            self._make_penalty(seat, cards, major=deliberate, law="50B")

        self._question("deliberate", "50B", seat, Message(
            "question.deliberate", seat=seat, card=cards[0]), answer)

    def _exposed_in_play(self, seat: Seat, cards: tuple[Card, ...] | list[Card]) -> None:
        """Cards exposed during the play: declarer's never become penalty cards (48A); a
        defender's do (49)."""
        ps = self._ps()
        for c in cards:
            self._held(seat, c)
        if seat == ps.dummy:
            if not ps.faced:
                ps.dummy_seen = True
                self._note("irregularity", "41D", "dummy.spread.early", seat=seat)
            else:
                self._note("procedure", "48A", "dummy.cards.open", seat=seat)
            return
        if seat == ps.declarer:
            self._note("consequence", "48A", "declarer.exposed", seat=seat, cards=list(cards))
            return
        self._note("irregularity", "49", "defender.exposed", seat=seat, cards=list(cards))
        self._exposure_penalty(seat, list(cards), "49")

    def _offer_penalty_lead(self, leader: Seat, holder: Seat, majors: list[Card]) -> None:
        """50D2, 51B: the partner of a major penalty card's holder is to lead: declarer
        chooses first."""
        ps = self._ps()
        declarer = ps.declarer
        suits = sorted({Suit(c // 13) for c in majors})
        several = len(majors) > 1
        law = "51B" if several else "50D2"
        options = [Option(f"require {s.letter}", declarer,
                          "51B1(a)" if several and len(suits) == 1 else
                          "51B2(a)" if several else "50D2(a)",
                          Message("option.require.penalty", chooser=declarer, leader=leader,
                                  suit=s, seat=holder)) for s in suits]
        subsets: list[list[Suit]] = [[s] for s in suits]
        if len(suits) > 1:
            subsets += [[s for i, s in enumerate(suits) if mask >> i & 1]
                        for mask in range(1, 1 << len(suits)) if mask.bit_count() > 1]
        for group in subsets:
            options.append(Option(
                "prohibit " + " ".join(s.letter for s in group), declarer,
                "51B1(b)" if several and len(suits) == 1 else
                "51B2(b)" if several else "50D2(a)",
                Message("option.prohibit.penalty", chooser=declarer, leader=leader,
                        suits=group, seat=holder)))
        options.append(Option("none", declarer, "51B2(c)" if len(suits) > 1 else "50D2(b)",
                              Message("option.no.penalty.restriction", chooser=declarer,
                                      leader=leader, seat=holder)))
        self._options("pcchoice", law, holder, Message(
            "penalty.lead", seat=holder, leader=leader, cards=majors), options,
            leader=leader)

    def _step_pcchoice(self, p: Pending, event: object) -> None:
        ps = self._ps()
        declarer = ps.declarer
        leader = p.data["leader"]
        assert isinstance(leader, Seat)
        holder = p.offender
        if isinstance(event, CardPlayed) and event.seat != leader and not ps.current:
            # someone else leads meanwhile: a lead out of turn; the choice comes again
            self._held(event.seat, event.card)
            self._pending = None
            ps.pc_offered = None
            self._card(event.seat, event.card)
            return
        if isinstance(event, CardPlayed) and event.seat == leader:
            # 50D2: he led before declarer chose: Law 49 (the card is a penalty card)
            self._held(leader, event.card)
            self._note("irregularity", "50D2", "led.before.choice", seat=leader,
                       card=event.card)
            self._make_penalty(leader, [event.card], major=True, law="49")
            return
        option = self._chosen(p, event)
        how, _, letters = option.name.partition(" ")
        if how == "none":
            self._note("choice", option.law, "chose.no.restriction", seat=declarer)
            self._note("consequence", option.law, "penalty.cards.stay", seat=holder)
            return
        suits = [Suit.parse(x) for x in letters.split()]
        old = ps.lead_rule if ps.lead_rule is not None and ps.lead_rule.seat == leader else None
        barred = old.prohibited if old is not None else frozenset()
        if how == "require":
            ps.lead_rule = LeadRule(leader, suits[0], barred, option.law)
            self._note("choice", option.law, "chose.require", seat=declarer, suit=suits[0])
        else:
            required = old.required if old is not None else None
            ps.lead_rule = LeadRule(leader, required, barred | frozenset(suits), option.law)
            self._note("choice", option.law, "chose.prohibit.suits", seat=declarer,
                       suits=suits)
        cards = ps.penalty.get(holder, {})
        picked = [c for c in cards if Suit(c // 13) in suits]
        for c in picked:
            del cards[c]
        ps.released = (ps.number, holder)  # 51B: any legal card to this trick
        ps.pc_offered = (ps.number, frozenset(c for c, major in cards.items() if major))
        self._note("consequence", option.law, "penalty.picked.up", seat=holder, cards=picked)
        self._note("information", "50E2", "penalty.picked.up.information", seat=holder,
                   partner=holder.partner, declarer=declarer)

    def _step_pcpick(self, p: Pending, event: object) -> None:
        ps = self._ps()
        declarer = ps.declarer
        option = self._chosen(p, event)
        card = Card.parse(option.name.split()[1])
        ps.designated[p.offender] = card
        self._note("choice", "51A", "chose.penalty.card", seat=declarer, card=card,
                   holder=p.offender)

    # -- revokes: attention, correction, establishment (61-64) ------------------------------

    def _attention(self, seat: Seat) -> None:
        ps = self._ps()
        if seat == ps.dummy and not ps.over:
            self._note("irregularity", "43A1(b)", "dummy.attention.play", seat=seat)
            self._note("flag", "43B1", "flag.43B1", seat=seat)
            if ps.dummy_breached:
                self._note("consequence", "43B3", "dummy.first.attention", seat=seat)
                self._note("flag", "43B3", "flag.43B3", seat=seat)
                for r in ps.revokes:
                    if r.player.side != ps.declarer.side and not r.noticed:
                        r.noticed = True
                        r.ignored = True  # no rectification; the gain is taken away later
                return
        elif seat == ps.dummy:
            self._note("procedure", "42B3", "dummy.attention.after", seat=seat)
        else:
            self._note("irregularity", "9A", "attention", seat=seat)
        self._notice(None)

    def _attention_while_waiting(self, seat: Seat) -> bool:
        """43B3: dummy, having broken a 43A2 limitation, points out first a defenders'
        irregularity the board waits on: it goes unrectified and the play carries on as
        though it had not happened. True when that applies."""
        ps = self._ps()
        p = self._pending
        if (p is None or seat != ps.dummy or not ps.dummy_breached or ps.over
                or p.offender.side == ps.declarer.side
                or p.kind not in ("oolead", "loot", "premature")):
            return False
        self._note("irregularity", "43A1(b)", "dummy.attention.play", seat=seat)
        self._note("consequence", "43B3", "dummy.first.attention", seat=seat)
        self._note("flag", "43B3", "flag.43B3", seat=seat)
        self._pending = None
        offender = p.offender
        if p.kind == "oolead":
            card = p.data["card"]
            assert isinstance(card, Card)
            self._accept_opening(offender, card)
        elif p.kind == "loot":
            card = p.data["card"]
            assert isinstance(card, Card)
            self._accept_lead(offender, card)
        else:
            self._premature_stands(p)
        self._due()
        return True

    def _premature_stands(self, p: Pending) -> None:
        """No rectification for a premature lead or play (43B3, 60A1, 60A2): the card is no
        penalty card and counts as played in turn."""
        ps = self._ps()
        offender, card = p.offender, p.data["card"]
        assert isinstance(card, Card)
        ps.penalty.get(offender, {}).pop(card, None)
        if offender in ps.current:
            ps.early = (offender, card)
        else:
            self._place(offender, card)

    def _attention_later(self, seat: Seat) -> None:
        """Attention drawn while the board waits on a step: it is dealt with as soon as
        the step is settled (what nobody had noticed is then rectified)."""
        ps = self._ps()
        if seat == ps.dummy and not ps.over:
            self._note("irregularity", "43A1(b)", "dummy.attention.play", seat=seat)
            self._note("flag", "43B1", "flag.43B1", seat=seat)
        else:
            self._note("irregularity", "9A", "attention", seat=seat)
        if ps.noticing is None:
            ps.noticing = (None, False)

    def _notice(self, only: Seat | None, as_established: bool = False) -> None:
        """Attention is drawn: rectify what nobody had noticed, one thing at a time (45D,
        58B, 67, then revokes: 62, 52); what is left waits until the first is settled."""
        ps = self._ps()
        ps.noticing = (only, as_established)
        while self._pending is None and ps.replay_for is None and not ps.chain:
            if not self._rectify_next(only, as_established):
                ps.noticing = None
                return

    def _unnoticed(self, only: Seat | None) -> list[Revoke]:
        return [r for r in self._ps().revokes if not (r.noticed or r.corrected or r.ignored)
                and (only is None or r.player == only)]

    def _rectify_next(self, only: Seat | None, as_established: bool) -> bool:
        ps = self._ps()
        handlers: list[tuple[dict[int, Seat], Callable[[int, Seat], None]]] = [
            (ps.misplaced, self._misplaced_noticed), (ps.doubles, self._double_noticed),
            (ps.defective, self._defective_noticed)]
        for table, handler in handlers:
            for trick, seat in sorted(table.items()):
                if only is None or only == seat:
                    del table[trick]
                    handler(trick, seat)
                    return True
        for r in self._unnoticed(only):
            pair = [o for o in self._unnoticed(None) if o is not r and o.trick == r.trick
                    and o.player.side != r.player.side and o.kind != "penalty"
                    and r.kind != "penalty" and not (o.established and r.established)]
            if pair and not ps.over:
                # both sides revoked in the same trick: both are corrected together (62A);
                # 62C3 when one side has already played to the next trick
                first = r if not r.established else pair[0]
                others = [x for x in (r, *pair) if x is not first]
                if r.established or any(o.established for o in pair):
                    self._note("consequence", "62C3", "both.corrected")
                    for x in (r, *pair):
                        x.corrected_62C3 = True
                first.noticed = True
                self._correct(first, others)
                return True
            r.noticed = True
            r.as_established = as_established
            if r.established:
                if r.trick == 12 and not ps.hands_returned:
                    self._correct_twelfth(r)
                else:
                    self._note("consequence", "63B", "revoke.stands", seat=r.player,
                               trick=r.trick)
                if r.player.side.opponents in ps.later_board:
                    r.after_next_board = True
                if ps.round_over:
                    r.after_round = True
                return True
            if r.kind == "penalty":
                self._penalty_failure(r)
            else:
                self._correct(r)
            return True
        return False

    def _reopen_trick(self, trick: int, law: str = "62") -> None:
        """Take trick ``trick`` (the last quitted one) back into play to correct it; the
        cards already played to the next trick go back to the hands."""
        ps = self._ps()
        if trick != len(ps.quitted):
            return
        for seat, card in ps.return_trick():
            self._note("consequence", law, "returned.to.hand", seat=seat, card=card)
        ps.doubles.pop(ps.number, None)
        ps.misplaced.pop(ps.number, None)
        last = ps.quitted.pop()
        assert last.winner is not None
        ps.won[0 if last.winner.side == ps.declarer.side else 1] -= 1
        ps.leader = last.leader
        first = {}
        for seat, card in last.plays:
            if seat in first:
                ps.surplus.setdefault(seat, []).append(card)
            else:
                first[seat] = card
        ps.current = first

    def _correct(self, r: Revoke, others: list[Revoke] | None = None) -> None:
        """62A, 62B: a revoke found before it is established is corrected: the offender
        plays a legal card instead; 62C: later cards may be withdrawn."""
        ps = self._ps()
        self._note("consequence", "62A", "revoke.corrected", seat=r.player, card=r.card)
        self._reopen_trick(r.trick)
        r.corrected = True
        offender = r.player
        if ps.current.get(offender) != r.card:
            return
        ps.take_back(offender, r.card)
        if offender.side != ps.declarer.side and r.was_penalty is None:
            self._note("consequence", "62B1", "revoke.card.penalty", seat=offender,
                       card=r.card)
            self._make_penalty(offender, [r.card], major=True, law="62B1")
        else:
            self._note("consequence", "62B2", "revoke.card.back", seat=offender, card=r.card)
            if r.was_penalty is not None:  # it is a penalty card again, as it was
                ps.penalty.setdefault(offender, {})[r.card] = r.was_penalty
        lead_rule, play_rule = r.rules  # the requirement he broke binds the correction
        if play_rule is not None:
            ps.play_rule = play_rule
        if lead_rule is not None:
            ps.lead_rule = lead_rule
        ps.must_be_legal.add(offender)
        ps.replay_for = offender
        later = self._after_in_trick(offender)
        chain: list[tuple[Seat, str, bool, Seat | None]] = []
        previous_nos: Seat | None = None
        for seat in later:
            if seat.side != offender.side:
                chain.append((seat, "62C1", False, None))
                previous_nos = seat
            elif previous_nos is not None:
                both = r.corrected_62C3
                chain.append((seat, "62C2", seat.side != ps.declarer.side or both,
                              previous_nos))
        ps.chain = chain
        ps.chain_offenders = offender.side
        ps.withdrew = set()
        for other in others or ():  # the other side's revoke in this trick, corrected too
            other.corrected = True
            other.noticed = True
            card = ps.current.get(other.player)
            if card is None:
                continue
            ps.take_back(other.player, card)
            if other.player.side != ps.declarer.side:
                law = "62C3" if other.corrected_62C3 else "62B1"
                self._make_penalty(other.player, [card], major=True, law=law)
            ps.chain = [c for c in ps.chain if c[0] != other.player]
            ps.chain.append((other.player, "62C3" if other.corrected_62C3 else "62B",
                             False, None))
            ps.must_be_legal.add(other.player)

    def _after_in_trick(self, seat: Seat) -> list[Seat]:
        """The seats that played after ``seat`` in the trick in progress, in rotation."""
        ps = self._ps()
        out = []
        start = (seat - ps.leader) & 3
        for k in range(start + 1, 4):
            s = ps.leader.after(k)
            if s in ps.current:
                out.append(s)
        return out

    def _run_chain(self) -> None:
        """Offer the next player in the chain the right to withdraw his card (62C, 45D1,
        58B3, 45C4(b))."""
        ps = self._ps()
        while ps.chain:
            seat, law, penalty, after = ps.chain[0]
            if after is not None and after not in ps.withdrew:
                ps.chain.pop(0)
                continue
            if seat not in ps.current:
                ps.chain.pop(0)
                continue
            if law in ("62C3", "62B"):
                ps.chain.pop(0)
                ps.replay_for = seat
                return
            card = ps.current[seat]
            chooser = ps.declarer if seat == ps.dummy else seat  # declarer plays dummy's
            options = [Option("withdraw", chooser, law, Message("option.withdraw.card",
                                                                chooser=chooser, card=card)),
                       Option("keep", chooser, law, Message("option.keep.card",
                                                            chooser=chooser, card=card))]
            self._options("withdraw", law, seat, Message("may.withdraw", seat=seat,
                                                         card=card), options, penalty=penalty)
            return

    def _step_withdraw(self, p: Pending, event: object) -> None:
        ps = self._ps()
        seat = p.offender
        option = self._chosen(p, event)
        _, law, penalty, _ = ps.chain.pop(0)
        card = ps.current[seat]
        if option.name == "keep":
            self._note("choice", law, "chose.keep.card", seat=seat, card=card)
            self._run_chain()
            return
        self._note("choice", law, "chose.withdraw.card", seat=seat, card=card)
        ps.take_back(seat, card)
        ps.withdrew.add(seat)
        if penalty and seat.side != ps.declarer.side:
            self._make_penalty(seat, [card], major=True, law=law)
        self._card_information(seat, card, "16C", ps.chain_offenders)
        ps.replay_for = seat

    def _penalty_failure(self, r: Revoke) -> None:
        """52B: a defender played another card when he had to play a penalty card."""
        ps = self._ps()
        declarer = ps.declarer
        if not ps.penalty.get(r.player):  # the penalty card has gone meanwhile: it stands
            r.accepted = True
            self._note("consequence", "52B1(c)", "penalty.gone", seat=r.player, card=r.card)
            return
        if self._declarer_played_since(r):
            r.accepted = True
            self._note("consequence", "52B1(b)", "must.accept.play", seat=declarer,
                       card=r.card)
            self._note("consequence", "52B1(c)", "penalty.cards.stay", seat=r.player)
            return
        options = [Option("accept", declarer, "52B1(a)", Message(
            "option.accept.play", chooser=declarer, seat=r.player, card=r.card)),
            Option("refuse", declarer, "52B2", Message(
                "option.refuse.play", chooser=declarer, seat=r.player, card=r.card))]
        self._options("accept52", "52B", r.player, Message(
            "penalty.not.played", seat=r.player, card=r.card,
            cards=ps.penalty_cards(r.player)), options, revoke=r)

    def _declarer_played_since(self, r: Revoke) -> bool:
        """52B1(b): whether declarer has played from his hand or dummy since the card."""
        ps = self._ps()
        tricks = [t.plays for t in ps.quitted[r.trick - 1:]]
        if ps.current:
            tricks.append(ps._plays())
        seats: list[Seat] = []
        for i, plays in enumerate(tricks):
            order = [s for s, _ in plays]
            if i == 0:
                order = order[order.index(r.player) + 1:] if r.player in order else []
            seats += order
        return any(s in (ps.declarer, ps.dummy) for s in seats)

    def _step_accept52(self, p: Pending, event: object) -> None:
        ps = self._ps()
        declarer = ps.declarer
        r = p.data["revoke"]
        assert isinstance(r, Revoke)
        if self._chosen(p, event).name == "accept":
            r.accepted = True
            self._note("choice", "52B1(a)", "chose.accept.play", seat=declarer, card=r.card)
            self._note("consequence", "52B1(c)", "penalty.cards.stay", seat=r.player)
            return
        self._note("choice", "52B2", "chose.refuse.play", seat=declarer, card=r.card)
        r.corrected = True
        self._reopen_trick(r.trick, "52B2")
        offender = r.player
        if ps.current.get(offender) != r.card:
            return
        cards = ps.penalty.get(offender, {})
        majors = [c for c, major in cards.items() if major] or list(cards)
        if not majors:  # pragma: no cover - the step is not offered then
            return
        replacement = r.required if r.required in cards else majors[0]
        ps.take_back(offender, r.card)
        self._note("consequence", "52B2", "penalty.replaces", seat=offender, card=replacement,
                   new=r.card)
        self._place(offender, replacement, check=False)
        self._make_penalty(offender, [r.card], major=True, law="52B2")

    def _correct_twelfth(self, r: Revoke) -> None:
        """62D1: a revoke in the twelfth trick is corrected even when established, as long
        as the hands have not gone back into the board."""
        ps = self._ps()
        offender = r.player
        if len(ps.quitted) < 12:  # a claim ended the play within the twelfth trick
            self._note("consequence", "63B", "revoke.stands", seat=r.player, trick=r.trick)
            return
        for seat, card in ps.return_trick():  # a thirteenth trick in progress
            self._note("consequence", "62D1", "returned.to.hand", seat=seat, card=card)
        twelve = ps.quitted[11]
        led = twelve.plays[0][1] // 13
        held = ps.masks[offender] & SUIT_MASKS[led]
        thirteen = ps.quitted[12] if len(ps.quitted) == 13 else None
        last = thirteen.card_of(offender) if thirteen is not None else None
        if held:
            legal = _lowest(held)
        elif last is not None and last // 13 == led:
            legal = last
        else:
            return
        self._note("consequence", "62D1", "twelfth.corrected", seat=offender, card=r.card,
                   new=legal)
        r.twelfth = True
        if offender.side != ps.declarer.side and twelve.plays[0][0] != offender:
            first = [s for s, _ in twelve.plays]
            if first.index(offender) < first.index(offender.partner):
                self._note("information", "62D2", "twelfth.information", seat=offender,
                           partner=offender.partner, card=r.card)

        def swap(trick: PlayedTrick, old: Card, new: Card) -> PlayedTrick:
            plays = tuple((s, new if (s == offender and c == old) else c)
                          for s, c in trick.plays)
            return Trick.of(trick.leader, plays, trick_winner(plays, ps.trump))

        for t in ps.quitted[11:]:
            assert t.winner is not None
            ps.won[0 if t.winner.side == ps.declarer.side else 1] -= 1
        ps.quitted[11] = swap(twelve, r.card, legal)
        leader = ps.quitted[11].winner
        assert leader is not None
        ps.played[legal] = 12
        if thirteen is not None:  # the winner of the twelfth trick leads to the thirteenth
            cards = {s: (r.card if s == offender else c) for s, c in thirteen.plays}
            plays = tuple((leader.after(k), cards[leader.after(k)]) for k in range(4))
            ps.quitted[12] = Trick.of(leader, plays, trick_winner(plays, ps.trump))
            ps.played[r.card] = 13
        else:
            ps.leader = leader
            ps.masks[offender] = (ps.masks[offender] & ~(1 << legal)) | (1 << r.card)
            ps.penalty.get(offender, {}).pop(legal, None)
            ps.played.pop(r.card, None)
        for t in ps.quitted[11:]:
            assert t.winner is not None
            ps.won[0 if t.winner.side == ps.declarer.side else 1] += 1

    def _inquiry(self, seat: Seat, asked: Seat) -> None:
        """61B: who may ask whom whether he has a card of the suit led."""
        ps = self._ps()
        declarer, dummy = ps.declarer, ps.dummy
        if seat == asked:
            raise IrregularActionError(Message("no.inquiry", seat=seat, asked=asked), "61B")
        if seat == dummy and asked == declarer:
            law = "61B2(a)"
        elif seat == dummy:
            self._note("irregularity", "61B2(b)", "dummy.asks.defender", seat=seat,
                       asked=asked)
            self._note("information", "16B", "inquiry.information", seat=seat)
            return
        elif seat == declarer and asked.side != declarer.side:
            law = "61B1"
        elif seat.side != declarer.side and asked != dummy:
            law = "61B3"
        else:
            raise IrregularActionError(Message("no.inquiry", seat=seat, asked=asked), "61B")
        self._note("procedure", law, "inquiry", seat=seat, asked=asked)
        if not self._unnoticed(asked):
            self._note("consequence", "61B", "no.revoke", seat=asked)
            return
        if law == "61B3":
            self._note("information", "61B3", "inquiry.information", seat=seat)
        if law == "61B2(a)" and ps.dummy_breached:
            # 43B2(b): the revoke is corrected, and Law 64 applies as if established
            open_ = [r for r in ps.revokes if r.player == declarer and not r.noticed
                     and not r.established]
            if open_:
                self._note("consequence", "43B2(b)", "dummy.asked.after.breach", seat=seat)
                self._notice(asked, as_established=True)
                return
        self._notice(asked)

    # -- the end of play and the trick transfer (64) -----------------------------------------

    def _end_play(self) -> None:
        ps = self._ps()
        ps.over = True
        ps.early = None
        self._note("procedure", "79A", "play.ended", tricks=ps.won[0],
                   declarer=ps.declarer)

    def _transfers(self, ps: PlayState) -> list[tuple[Revoke, Transfer]]:
        counted = [r for r in ps.revokes if r.noticed and not r.ignored and (
            r.as_established or r.corrected_62C3 or (r.established and not r.corrected))]
        if not counted:
            return []
        winners = [t.winner for t in ps.quitted if t.winner is not None]
        if ps.claim is not None:
            # the claimed tricks count for a side, never for the offending player himself
            offenders = {r.player for r in counted}

            def stand_in(side: Side) -> Seat:
                first, second = side.seats
                return second if first in offenders else first

            claimer = ps.claim.seat
            remaining = 13 - len(winners)
            mine = ps.claim.tricks if isinstance(ps.claim, ClaimAgreed) \
                else remaining - ps.claim.tricks
            winners += [stand_in(claimer.side)] * mine \
                + [stand_in(claimer.side.opponents)] * (remaining - mine)
        if len(winners) != 13:
            return []
        both = len({r.player.side for r in counted
                    if not r.corrected_62C3 and r.kind != "defective"}) == 2
        out: list[tuple[Revoke, Transfer]] = []
        first_in_suit: dict[tuple[Seat, Suit | None], Revoke] = {}
        for r in sorted(counted, key=lambda r: r.trick):
            key = (r.player, r.suit)
            repeated = key in first_in_suit and r.kind == "follow"
            first_in_suit.setdefault(key, r)
            if r.kind == "defective":
                side_won = any(w.side == r.player.side for w in winners[r.trick - 1:])
                out.append((r, Transfer(1 if side_won else 0, "64A2" if side_won else
                                        "64B1", "a card added to a defective trick (67B1)")))
                continue
            facts = RevokeFacts(
                r.player, r.trick, repeated_in_same_suit=repeated,
                faced_card=r.kind == "penalty" or r.player == ps.dummy,
                after_next_board_call=r.after_next_board, after_round_ended=r.after_round,
                both_sides_revoked=both and not r.corrected_62C3,
                corrected_under_62C3=r.corrected_62C3)
            out.append((r, revoke_transfer(winners, facts)))
        # each trick is transferred once: a transfer takes tricks the offending side won
        # from its revoke trick on (the revoke trick first under 64A1)
        taken: set[int] = set()
        for i, (r, t) in enumerate(out):
            need, got = t.tricks, 0
            order = list(range(r.trick - 1, len(winners)))
            for k in order:
                if got == need:
                    break
                if k not in taken and winners[k].side == r.player.side:
                    taken.add(k)
                    got += 1
            if got != need:
                out[i] = (r, Transfer(got, t.law, t.reason))
        return out

    def _settle(self) -> None:
        """Once play is over: state the transfer for each revoke counted for the first time,
        and ask the director whether it restores equity (64C)."""
        ps = self._ps()
        transfers = self._transfers(ps)
        new = [(r, t) for r, t in transfers if not r.settled]
        if not new:
            return
        for r, t in new:
            r.settled = True
            if t.tricks:
                self._note("consequence", t.law, "transfer", seat=r.player, trick=r.trick,
                           tricks=t.tricks, nos=r.player.side.opponents)
            else:
                self._note("consequence", t.law, "no.transfer", seat=r.player, trick=r.trick)
        self._note("consequence", "64A", "transfer.result", tricks=self.result,
                   table=ps.won[0], declarer=ps.declarer)
        laws = {t.law for _, t in new}
        offenders = sorted({r.player.side for r, _ in new})
        if "64B7" in laws:  # 64C2(b): both sides revoked
            def undamaged(answer: bool) -> None:
                if answer:
                    self._note("consequence", "64C2(b)", "equity.restored")
                else:
                    self._note("flag", "64C2(b)", "flag.64C2b")

            self._question("compensated", "64C2(b)", new[0][0].player,
                           Message("question.damaged"), undamaged)
            return
        law = "64C2(a)" if "64B2" in laws else "64C1"
        nos: Side | Term = offenders[0].opponents if len(offenders) == 1 \
            else Term("both.sides")

        def answer(compensated: bool) -> None:
            if compensated:
                self._note("consequence", law, "equity.restored")
            else:
                self._note("flag", law, "flag.64C", nos=nos)

        self._question("compensated", law, new[0][0].player, Message(
            "question.compensated", nos=nos), answer)

    # -- trick inspection and arrangement (65, 66, 67) --------------------------------------

    def _turned(self, seat: Seat) -> None:
        ps = self._ps()
        if ps.current and len(ps.current) < 4 and seat in ps.current:
            self._note("irregularity", "45G", "turned.early", seat=seat)
        else:
            ps.turned.add(seat)
            self._note("procedure", "65A", "turned", seat=seat)

    def _pointed(self, seat: Seat) -> None:
        ps = self._ps()
        if any(s.side == seat.side for s in ps.current):
            self._note("irregularity", "65B3", "pointed.late", seat=seat)
            self._note("information", "16B", "pointed.information", seat=seat)
        else:
            self._note("procedure", "65B3", "pointed", seat=seat)

    def _inspect(self, seat: Seat) -> None:
        ps = self._ps()
        if seat == ps.dummy and not ps.over:
            self._note("irregularity", "66", "dummy.inspects", seat=seat)
            return
        if ps.over:
            self._note("procedure", "66D", "inspect.after.play", seat=seat)
            return
        if not ps.quitted:
            self._note("procedure", "66A", "nothing.to.inspect", seat=seat)
            return
        if any(s.side == seat.side for s in ps.current):
            self._note("irregularity", "66C", "inspect.refused", seat=seat)
            return
        last = ps.quitted[-1]
        if seat in ps.turned:  # his own card is face down: he may look at it only
            own = last.card_of(seat if seat != ps.dummy else ps.declarer)
            self._note("procedure", "66B", "inspect.own", seat=seat, card=own)
            return
        self._note("procedure", "66A", "inspect.allowed", seat=seat, cards=list(last.cards))

    def _quitted(self) -> None:
        """The players turn the trick in progress; a missing card makes it defective."""
        ps = self._ps()
        if not ps.current:
            raise IrregularActionError(Message("nothing.to.quit"), "65A")
        missing = [ps.leader.after(k) for k in range(4) if ps.leader.after(k) not in ps.current]
        if not missing:
            self._note("procedure", "65A", "turned", seat=ps.leader)
            return
        if len(missing) > 1:
            raise IrregularActionError(Message("nothing.to.quit"), "67")
        seat = missing[0]
        self._note("irregularity", "67", "defective.trick", seat=seat, trick=ps.number)
        ps.defective[ps.number] = seat
        ps.quit_trick()

    def _both_sides_played_next(self, trick: int) -> bool:
        """Whether a player of each side has played to the trick after ``trick``."""
        ps = self._ps()
        if ps.over:
            return True  # no trick is reopened once play has ended
        if trick > len(ps.quitted):
            return False  # the trick is still in progress
        if trick < len(ps.quitted):
            return True
        return len({s.side for s in ps.current}) == 2

    def _defective_noticed(self, trick: int, seat: Seat) -> None:
        ps = self._ps()
        if not self._both_sides_played_next(trick):
            # 67A1: he adds a legal card to the trick
            self._note("consequence", "67A1", "defective.add", seat=seat, trick=trick)
            self._reopen_trick(trick, "67A1")
            ps.must_be_legal.add(seat)
            ps.replay_for = seat
            return
        target = ps.quitted[trick - 1]
        led = target.plays[0][1] // 13
        hand = ps.masks[seat]
        candidates = hand & SUIT_MASKS[led] or hand
        law = "67B1(a)" if hand & SUIT_MASKS[led] else "67B1(b)"
        options = [Option(f"play {c}", seat, law, Message("option.defective.card",
                                                          chooser=seat, card=c, trick=trick))
                   for c in _bits(candidates)]
        self._options("defective", "67B1", seat, Message(
            "defective.late", seat=seat, trick=trick), options, trick=trick, clause=law)

    def _step_defective(self, p: Pending, event: object) -> None:
        ps = self._ps()
        seat = p.offender
        trick, law = p.data["trick"], p.data["clause"]
        assert isinstance(trick, int) and isinstance(law, str)
        option = self._chosen(p, event)
        card = Card.parse(option.name.split()[1])
        target = ps.quitted[trick - 1]
        plays = list(target.plays)
        index = next((i for i, (s, _) in enumerate(plays)
                      if (s - target.leader) & 3 > (seat - target.leader) & 3), len(plays))
        plays.insert(index, (seat, card))
        ps.quitted[trick - 1] = Trick.of(target.leader, tuple(plays), target.winner)
        ps.masks[seat] &= ~(1 << card)
        ps.penalty.get(seat, {}).pop(card, None)
        ps.played[card] = trick
        self._note("consequence", law, "defective.card.placed", seat=seat, card=card,
                   trick=trick)
        ps.revokes.append(Revoke(seat, trick, card, Suit(target.plays[0][1] // 13),
                                 "defective", law, established=True, noticed=True))

    def _double_noticed(self, trick: int, seat: Seat) -> None:
        ps = self._ps()
        if self._both_sides_played_next(trick):
            self._double_late(trick, seat)
            return
        self._reopen_trick(trick, "58B2")
        if seat not in ps.current:
            return
        cards = [ps.current[seat], *ps.surplus.get(seat, [])]
        chooser = ps.declarer if seat == ps.dummy else seat  # declarer plays dummy's cards
        options = [Option(f"play {c}", chooser, "58B2", Message("option.choose.card",
                                                                chooser=chooser, card=c))
                   for c in cards]
        self._options("double", "58B2", seat, Message("together.visible", seat=seat,
                                                      cards=cards), options)

    def _step_double(self, p: Pending, event: object) -> None:
        ps = self._ps()
        seat = p.offender
        option = self._chosen(p, event)
        card = Card.parse(option.name.split()[1])
        cards = [ps.current[seat], *ps.surplus.pop(seat, [])]
        others = [c for c in cards if c != card]
        ps.current[seat] = card
        for c in others:
            ps.take_back(seat, c)
        self._note("choice", "58B2", "chose.card", seat=seat, card=card)
        if seat.side != ps.declarer.side:
            honour = any(Rank(c % 13) >= _HONOUR for c in others)
            self._make_penalty(seat, others, major=honour or len(others) > 1, law="58B2")
        else:
            self._note("consequence", "48A", "declarer.exposed", seat=seat, cards=others)
        ps.chain = [(s, "58B3", False, None) for s in self._after_in_trick(seat)
                    if s.side != seat.side]
        ps.chain_offenders = seat.side
        ps.withdrew = set()
        self._run_chain()

    def _double_late(self, trick: int, seat: Seat) -> None:
        """67B2: the extra card goes back to the hand; the trick keeps its winner."""
        ps = self._ps()
        target = ps.quitted[trick - 1]
        mine = [c for s, c in target.plays if s == seat]
        led = target.plays[0][1] // 13
        legal = [c for c in mine if c // 13 == led] or mine
        keep = max(legal)
        extra = [c for c in mine if c != keep]
        plays = []
        kept = False
        for s, c in target.plays:
            if s == seat and (c != keep or kept):
                continue
            kept = kept or (s == seat)
            plays.append((s, c))
        ps.quitted[trick - 1] = Trick.of(target.leader, tuple(plays), target.winner)
        for c in extra:
            ps.take_back(seat, c)
        self._note("consequence", "67B2(a)", "extra.card.returned", seat=seat, card=keep,
                   cards=extra, trick=trick)
        if seat.side != ps.declarer.side:  # the footnote: an exposed card is a penalty card
            honour = any(Rank(c % 13) >= _HONOUR for c in extra)
            self._make_penalty(seat, extra, major=honour or len(extra) > 1, law="67B2(a)")
        # 67B2(b): the card was always in the hand: failing to play it was a revoke
        for k in range(trick, len(ps.quitted)):
            later = ps.quitted[k]
            led_k = later.plays[0][1] // 13
            card = later.card_of(seat)
            if card is None or card // 13 == led_k:
                continue
            if any(c // 13 == led_k for c in extra):
                r = Revoke(seat, k + 1, card, Suit(led_k), "follow", "67B2(b)",
                           established=len(ps.quitted) > k + 1 or bool(ps.current),
                           noticed=True)
                ps.revokes.append(r)
                self._note("consequence", "67B2(b)", "revoke", seat=seat, card=card,
                           suit=Suit(led_k))
                break

    # -- dummy (42, 43, 45D, 45F, 46) -----------------------------------------------------

    def _dummy_placed(self, seat: Seat, card: Card) -> None:
        ps = self._ps()
        if seat != ps.dummy:
            self._card(seat, card)
            return
        self._held(seat, card)
        self._note("irregularity", "45D", "dummy.placed", seat=seat, card=card)
        if ps.faced and ps.current and seat not in ps.current and ps.turn != seat:
            # before his right-hand opponent played (57C2); not a card declarer played
            ps.dummy_jumped = ps.number
            ps.misplaced[ps.number] = seat
            self._place(seat, card)
            return
        self._card(seat, card)
        trick = ps.played.get(card)
        if trick is not None:
            ps.misplaced[trick] = seat

    def _misplaced_noticed(self, trick: int, dummy: Seat) -> None:
        ps = self._ps()
        if self._both_sides_played_next(trick):
            self._note("consequence", "45D2", "dummy.card.too.late", seat=dummy)
            return
        self._reopen_trick(trick, "45D1")
        card = ps.current.get(dummy)
        if card is None:
            return
        self._note("consequence", "45D1", "dummy.card.withdrawn", seat=dummy, card=card)
        for r in ps.revokes:
            if r.player == dummy and r.card == card and not r.corrected:
                r.corrected = True
                r.noticed = True
        later = self._after_in_trick(dummy)
        ps.take_back(dummy, card)
        declarer = ps.declarer
        chain: list[tuple[Seat, str, bool, Seat | None]] = []
        for s in later:
            if s.side != declarer.side:
                chain.append((s, "45D1", False, None))
            else:
                chain.append((s, "45D1", False, declarer.rho))
        ps.chain = chain
        ps.chain_offenders = dummy.side
        ps.withdrew = set()
        ps.replay_for = dummy

    def _dummy_suggested(self, seat: Seat) -> None:
        ps = self._ps()
        if seat != ps.dummy:
            raise IrregularActionError(Message("not.dummy", seat=seat), "45F")
        ps.dummy_jumped = ps.number
        self._note("irregularity", "45F", "dummy.suggested", seat=seat)
        self._note("consequence", "43A1(c)", "play.continues")
        self._note("flag", "45F", "flag.45F", seat=seat, declarer=ps.declarer)

    def _conduct(self, seat: Seat, law: str) -> None:
        ps = self._ps()
        key = BREACHES.get(law)
        if key is None:
            raise IrregularActionError(Message("unknown.breach", law=law), "43")
        dummy_law = law.startswith("43A1") or law.startswith("43A2")
        if dummy_law and seat != ps.dummy:
            raise IrregularActionError(Message("not.dummy", seat=seat), law)
        if law == "43A3" and seat.side == ps.declarer.side:
            raise IrregularActionError(Message("not.defender", seat=seat), law)
        self._note("irregularity", law, key, seat=seat)
        if law.startswith("43A2"):
            ps.dummy_breached = True
        self._note("flag", "43B1" if dummy_law else "90", "flag.43B1" if dummy_law
                   else "flag.90", seat=seat)

    def _warned(self, seat: Seat) -> None:
        ps = self._ps()
        if seat != ps.dummy:
            raise IrregularActionError(Message("not.dummy", seat=seat), "42B2")
        declarer_to_lead = not ps.current and ps.turn in (ps.declarer, ps.dummy)
        if not ps.dummy_breached or not declarer_to_lead:
            self._note("procedure", "42B2", "dummy.warns", seat=seat)
            return
        declarer = ps.declarer
        self._note("consequence", "43B2(a)", "dummy.warns.after.breach", seat=seat)
        options = []
        for defender in (declarer.lho, declarer.rho):
            options += [Option(f"hand {h}", defender, "43B2(a)", Message(
                "option.hand", chooser=defender, hand=h)) for h in (declarer, ps.dummy)]
        self._options("hand", "43B2(a)", seat, Message("dummy.warns.after.breach",
                                                       seat=seat), options)

    def _step_hand(self, p: Pending, event: object) -> None:
        ps = self._ps()
        option = self._chosen(p, event)
        hand = Seat.parse(option.name.split()[1])
        ps.forced_hand = hand
        self._note("choice", "43B2(a)", "chose.hand", seat=option.chooser, hand=hand)

    def _designated(self, seat: Seat, what: str) -> None:
        """45C4(a), 46: a card named; declarer's incomplete designation of dummy's card."""
        ps = self._ps()
        text = what.strip()
        card = Card.lookup(text) if len(text) >= 2 else None
        if seat != ps.declarer:
            if seat == ps.dummy:
                self._dummy_suggested(seat)
                return
            if card is None:
                raise IrregularActionError(Message("names.nothing", seat=seat, what=text),
                                           "45C4")
            if seat == ps.turn and ps.faced and seat not in ps.current:
                self._note("procedure", "45C4(a)", "card.named", seat=seat, card=card)
                self._establish(seat, "63A2")
                self._card(seat, card)
                return
            self._exposed_in_play(seat, [card])
            return
        self._establish(seat, "63A2")
        dummy = ps.dummy
        if card is not None:
            hands = (dummy,) if ps.turn == dummy else (dummy, seat)
            for hand in hands:
                if ps.masks[hand] & (1 << card):
                    self._note("procedure", "45C4(a)", "card.named", seat=seat, card=card)
                    self._card(hand, card)
                    return
            self._note("consequence", "46B4", "named.not.in.dummy", seat=seat, card=card)
            return
        resolved, law = self._resolve_designation(text.lower())
        if isinstance(resolved, Card):
            self._note("consequence", law, "designation.resolved", seat=seat, what=text,
                       card=resolved)
            self._card(dummy, resolved)
            return
        if resolved:
            chooser_law = law
            choosers = [ps.declarer] if law == "46B3(b)" else [ps.declarer.lho,
                                                               ps.declarer.rho]
            options = [Option(f"play {c}", who, chooser_law, Message(
                "option.dummy.card", chooser=who, card=c)) for who in choosers
                for c in resolved]
            self._options("designate", law, seat, Message(
                "designation.open", seat=seat, what=text), options)
            return
        self._note("consequence", law, "designation.void", seat=seat, what=text)

    def _resolve_designation(self, text: str) -> tuple[Card | list[Card], str]:
        """46B: the card an incomplete designation stands for, or the cards to choose
        from, or ``[]`` when it designates none."""
        ps = self._ps()
        hand = ps.masks[ps.dummy]
        led = ps.current[ps.leader] // 13 if ps.current and ps.leader in ps.current else -1
        follow = hand & SUIT_MASKS[led] if led >= 0 else 0
        if text in ("high", "low", "win"):
            law = {"high": "46B1(a)", "win": "46B1(b)", "low": "46B1(c)"}[text]
            if not follow:
                return [], law
            if text == "high":
                return _highest(follow), law
            if text == "low":
                return _lowest(follow), law
            best = max((c for s, c in ps._plays() if c // 13 == led), default=-1)
            trumped = ps.trump >= 0 and led != ps.trump and any(
                c // 13 == ps.trump for _, c in ps._plays())
            # what declarer cannot see and a defender still to play might hold
            unseen = 0
            if any(s not in ps.current for s in (ps.declarer.lho, ps.declarer.rho)):
                unseen = SUIT_MASKS[led] & ~ps.masks[ps.declarer] & ~ps.masks[ps.dummy] \
                    & ~_mask(ps.played)
            top = max(best, _highest(unseen) if unseen else -1)
            winners = [c for c in _bits(follow) if c > top]
            if trumped or not winners:
                return [], law
            return min(winners), law
        if text in ("anything", "any"):
            legal = self._allowed(ps.dummy) if ps.turn == ps.dummy else hand
            return _bits(legal), "46B5"
        if text == "ruff":
            if ps.trump < 0:
                return [], "46B2"
            text = "CDHS"[ps.trump]
        if len(text) == 1 and text.upper() in "CDHS":
            suit = "CDHS".index(text.upper())
            in_suit = hand & SUIT_MASKS[suit]
            return (_lowest(in_suit), "46B2") if in_suit else ([], "46B4")
        rank = text.upper().replace("10", "T")
        if len(rank) == 1 and rank in "23456789TJQKA":
            r = "23456789TJQKA".index(rank)
            if not ps.current and ps.quitted and ps.quitted[-1].winner == ps.dummy:
                won = ps.quitted[-1].card_of(ps.dummy)
                assert won is not None
                card = Card(won // 13 * 13 + r)
                if hand & (1 << card):
                    return card, "46B3(a)"
            legal = self._allowed(ps.dummy) if ps.turn == ps.dummy else hand
            cards = [Card(s * 13 + r) for s in range(4) if legal & (1 << (s * 13 + r))]
            if len(cards) == 1:
                return cards[0], "46B3(b)"
            if cards:
                return cards, "46B3(b)"
            return [], "46B4"
        raise IrregularActionError(Message("names.nothing", seat=ps.declarer, what=text),
                                   "46")

    def _step_designate(self, p: Pending, event: object) -> None:
        ps = self._ps()
        option = self._chosen(p, event)
        card = Card.parse(option.name.split()[1])
        self._note("choice", option.law, "chose.dummy.card", seat=option.chooser, card=card)
        self._card(ps.dummy, card)

    # -- changes and retractions (45C4(b), 47) ------------------------------------------

    def _changed(self, seat: Seat, card: Card) -> None:
        ps = self._ps()
        last = ps.dummy_card
        if seat == ps.declarer and last is not None:
            trick, old = last
            if trick in (ps.number, ps.number - 1) and ps.played.get(old) == trick:
                self._held(ps.dummy, card)

                def answer(unintended: bool) -> None:
                    if unintended:
                        self._change_dummy_card(trick, old, card)
                    else:
                        self._note("consequence", "45C4(b)", "designation.stands",
                                   seat=seat, card=old)

                self._question("unintended-card", "45C4(b)", seat, Message(
                    "question.unintended.card", seat=seat, card=old, new=card), answer)
                return
        self._note("irregularity", "47F2", "no.retraction", seat=seat, card=card)
        if seat.side != ps.declarer.side:
            self._held(seat, card)
            self._note("irregularity", "49", "defender.exposed", seat=seat, cards=[card])
            self._exposure_penalty(seat, [card], "49")

    def _change_dummy_card(self, trick: int, old: Card, new: Card) -> None:
        ps = self._ps()
        dummy = ps.dummy
        self._reopen_trick(trick, "45C4(b)")
        if ps.current.get(dummy) != old:
            return
        later = self._after_in_trick(dummy)
        ps.take_back(dummy, old)
        for r in ps.revokes:
            if r.player == dummy and r.card == old:
                r.corrected = True
        self._note("consequence", "47C", "designation.changed", seat=ps.declarer, card=old,
                   new=new)
        ps.chain = [(s, "45C4(b)", False, None) for s in later if s.side != dummy.side]
        ps.chain_offenders = dummy.side
        ps.withdrew = set()
        ps.replay_for = dummy
        self._place(dummy, new)

    def _retracted(self, seat: Seat, card: Card) -> None:
        """47: a player takes back a card he played. The director says why: to comply with
        a rectification or correct an illegal play (47A, 47B)? because of misinformation
        (47E)? Otherwise a played card stays played (47F2)."""
        ps = self._ps()
        trick = ps.played.get(card)
        if trick is None:
            raise IrregularActionError(Message("not.played", seat=seat, card=card), "47")
        in_current = trick == ps.number and (
            ps.current.get(seat) == card or card in ps.surplus.get(seat, []))

        def misinformed(answer: bool) -> None:
            if not answer:
                self._note("consequence", "47F2", "retraction.refused", seat=seat, card=card)
                if seat.side != ps.declarer.side:
                    self._note("consequence", "52A", "no.own.withdrawal", seat=seat)
                return
            later = self._after_in_trick(seat) if in_current else [seat]
            opening = trick == 1 and ps.number == 1 and ps.leader == seat
            if later or opening:  # 47E2(a); an opening lead once dummy's cards are faced
                self._note("consequence", "47E2(b)", "retraction.too.late", seat=seat,
                           card=card)
                self._note("flag", "47E2(b)", "flag.47E2", seat=seat)
                return
            self._take_back(seat, card, "47E")

        def to_comply(answer: bool) -> None:
            if answer:
                for r in ps.revokes:
                    if r.player == seat and r.card == card and not r.noticed:
                        self._note("consequence", "47B", "retraction.corrects", seat=seat,
                                   card=card)
                        self._notice(seat)
                        return
                if not in_current:
                    self._note("consequence", "47F2", "no.retraction", seat=seat, card=card)
                    return
                self._take_back(seat, card, "47A")
                if seat.side != ps.declarer.side:
                    self._make_penalty(seat, [card], major=True, law="47A")
                return
            self._question("misinformed", "47E", seat, Message(
                "question.misinformed", seat=seat, card=card), misinformed)

        self._question("to-comply", "47A", seat, Message(
            "question.to.comply", seat=seat, card=card), to_comply)

    def _take_back(self, seat: Seat, card: Card, law: str) -> None:
        ps = self._ps()
        ps.take_back(seat, card)
        for r in ps.revokes:
            if r.player == seat and r.card == card:
                r.corrected = True
        self._note("consequence", law, "card.taken.back", seat=seat, card=card)
        self._card_information(seat, card, "16C")
        if not ps.current:
            ps.lead_marks.discard(ps.number)

    # -- the opening review, claims, spreads, later boards --------------------------------

    def _review(self, seat: Seat) -> None:
        ps = self._ps()
        declarer, dummy = ps.declarer, ps.dummy
        if not ps.faced:
            if seat == dummy:
                self._note("irregularity", "41B", "review.not.dummy", seat=seat)
            elif seat in (declarer, declarer.lho.partner) or (
                    seat == declarer.lho and seat not in ps.face_down):
                self._note("procedure", "41B", "review.allowed", seat=seat)
            else:
                self._note("irregularity", "41B", "review.not.now", seat=seat)
            return
        first_turn = not any(seat == s or (seat == declarer and s == dummy)
                             for s in self._cards_played_by())
        in_turn = ps.turn == seat or (seat == declarer and ps.turn == dummy)
        if seat != dummy and in_turn and first_turn:
            self._note("procedure", "41B", "review.allowed", seat=seat)
        elif seat != dummy and in_turn:
            self._note("procedure", "41C", "review.contract.only", seat=seat)
        else:
            self._note("irregularity", "41B", "review.not.now", seat=seat)

    def _cards_played_by(self) -> list[Seat]:
        ps = self._ps()
        seats = [s for t in ps.quitted for s, _ in t.plays]
        return seats + list(ps.current)

    def _spread(self, seat: Seat) -> None:
        ps = self._ps()
        if seat == ps.dummy:
            if ps.faced:
                raise IrregularActionError(Message("dummy.cards.open", seat=seat), "41D")
            ps.dummy_seen = True
            self._note("irregularity", "41D", "dummy.spread.early", seat=seat)
            return

        def answer(claim: bool) -> None:
            if claim:
                self._note("consequence", "68D", "claim.play.stops", seat=seat)
                for r in ps.revokes:
                    if r.player.side == seat.side and not (r.established or r.corrected):
                        r.established = True
                        self._note("consequence", "63A3", "revoke.established",
                                   seat=r.player, trick=r.trick)
                msg = Message("waiting.claim", seat=seat)
                self._pending = Pending("claimwait", seat, Step("68", msg, None, (), msg))
            elif seat == ps.declarer:
                self._note("consequence", "48A", "declarer.exposed", seat=seat,
                           cards=_bits(ps.masks[seat]))
            else:
                self._question("current-trick", "68", seat, Message(
                    "question.current.trick", seat=seat), current_trick)

        def current_trick(only: bool) -> None:
            cards = _bits(ps.masks[seat])
            if only:  # 68: no penalty cards; Laws 16 and 57A may apply
                self._note("consequence", "68", "current.trick.only", seat=seat)
                self._note("information", "16", "shown.cards.information", seat=seat,
                           partner=seat.partner)
                return
            self._note("irregularity", "49", "defender.exposed", seat=seat, cards=cards)
            self._make_penalty(seat, cards, major=True, law="49")

        law = "48B2" if seat == ps.declarer else "68A"
        self._question("claim", law, seat, Message("question.claim", seat=seat), answer)

    def _step_claimwait(self, p: Pending, event: object) -> None:
        if isinstance(event, ClaimAgreed | ConcessionAgreed) and event.seat != self._ps().dummy:
            self._pending = None
            self._claimed(event)
            return
        raise IrregularActionError(p.step.waiting_for)

    def _claimed(self, event: ClaimAgreed | ConcessionAgreed) -> None:
        ps = self._ps()
        if ps.over:
            raise IrregularActionError(Message("play.over", seat=event.seat), "68")
        if event.seat == ps.dummy:
            raise IrregularActionError(Message("dummy.no.claim", seat=event.seat), "68A")
        remaining = 13 - len(ps.quitted)
        if not 0 <= event.tricks <= remaining:
            raise IrregularActionError(Message("claim.impossible", seat=event.seat,
                                               tricks=event.tricks), "68")
        mine = event.tricks if isinstance(event, ClaimAgreed) else remaining - event.tricks
        side = 0 if event.seat.side == ps.declarer.side else 1
        key = "claim.agreed" if isinstance(event, ClaimAgreed) else "concession.agreed"
        self._note("procedure", "69A", key, seat=event.seat, tricks=event.tricks)
        for r in ps.revokes:
            if r.established or r.corrected:
                continue
            if r.player.side == event.seat.side:  # 63A3: the offending side claims
                r.established = True
                self._note("consequence", "63A3", "revoke.established", seat=r.player,
                           trick=r.trick)
            else:  # 63A4: once the revoking side calls on a later board or the round ends
                r.pending_63A4 = True
        ps.return_trick()
        for table in (ps.doubles, ps.misplaced, ps.defective):
            table.pop(ps.number, None)
        ps.won[side] += mine
        ps.won[1 - side] += remaining - mine
        ps.claim = event
        self._end_play()

    def _later_board(self, seat: Seat) -> None:
        ps = self._ps()
        if not ps.over:
            raise IrregularActionError(Message("play.not.over", seat=seat), "64B4")
        ps.later_board.add(seat.side)
        ps.hands_returned = True
        self._note("procedure", "64B4", "later.board", seat=seat)
        self._establish_after_claim(seat.side)

    def _establish_after_claim(self, side: Side | None) -> None:
        """63A4: after an opponent's claim was agreed, the revoking side's revokes are
        established once it calls on a later board (or the round ends) without objecting."""
        for r in self._ps().revokes:
            if r.pending_63A4 and (side is None or r.player.side == side):
                r.pending_63A4 = False
                r.established = True
                self._note("consequence", "63A4", "revoke.established", seat=r.player,
                           trick=r.trick)

    def _round_ended(self) -> None:
        ps = self._ps()
        if not ps.over:
            raise IrregularActionError(Message("play.not.over", seat=ps.declarer), "64B5")
        ps.round_over = True
        ps.hands_returned = True
        self._note("procedure", "64B5", "round.ended")
        self._establish_after_claim(None)

    # -- information ---------------------------------------------------------------------

    def _card_information(self, seat: Seat, card: Card, law: str,
                          offenders: Side | None = None) -> None:
        """16C: information from a withdrawn card is authorised for the non-offending side
        and unauthorised for the offending side (by default the card's owner's)."""
        os_ = seat.side if offenders is None else offenders
        self._note("information", law, "withdrawn.card.information", seat=seat, card=card,
                   nos=os_.opponents, os=os_)


_Handler = Callable[["PlayLaws", Any], None]


def _handlers() -> dict[type, _Handler]:
    """Each event of the play period and the law it goes to, when the board waits for
    nothing."""
    L = PlayLaws
    return {
        AttentionDrawn: lambda t, e: L._attention(t, e.seat),
        DirectorCalled: L._director,
        CardPlayed: lambda t, e: L._card(t, e.seat, e.card),
        PlayedTogether: L._together_at_once,
        FaceDownLead: lambda t, e: L._face_down(t, e.seat, e.card),
        LeadFaced: lambda t, e: L._lead_faced(t, e.seat),
        ReviewAsked: lambda t, e: L._review(t, e.seat),
        ExposedCards: lambda t, e: L._exposed_in_play(t, e.seat, e.cards),
        Designated: lambda t, e: L._designated(t, e.seat, e.what),
        DummyPlaced: lambda t, e: L._dummy_placed(t, e.seat, e.card),
        DummySuggested: lambda t, e: L._dummy_suggested(t, e.seat),
        CardAdded: lambda t, e: L._added(t, e.seat, e.card),
        CardsTogether: lambda t, e: L._together(t, e.seat, e.cards, e.hidden),
        HandSpread: lambda t, e: L._spread(t, e.seat),
        Inquiry: lambda t, e: L._inquiry(t, e.seat, e.asked),
        Breach: lambda t, e: L._conduct(t, e.seat, e.law),
        DummyWarned: lambda t, e: L._warned(t, e.seat),
        CardTurned: lambda t, e: L._turned(t, e.seat),
        TrickInspected: lambda t, e: L._inspect(t, e.seat),
        CardPointed: lambda t, e: L._pointed(t, e.seat),
        PlayChanged: lambda t, e: L._changed(t, e.seat, e.card),
        CardRetracted: lambda t, e: L._retracted(t, e.seat, e.card),
        TrickQuitted: lambda t, e: L._quitted(t),
        ClaimAgreed: L._claimed,
        ConcessionAgreed: L._claimed,
        LaterBoard: lambda t, e: L._later_board(t, e.seat),
        RoundEnded: lambda t, e: L._round_ended(t),
        Choice: L._no_choice,
        Finding: L._no_finding,
    }


_HANDLERS: Final = _handlers()
