"""Table mode in the play period: its events and its state (:class:`PlayState`).

The rule functions that apply the Laws of the play to these events are grouped by Law in
:mod:`bridgelaws.laws` (``law41`` to ``law68_69``);
:class:`~bridgelaws.engine.tablemode.TableMode` sends each event to its rule.

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

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final, NamedTuple

from bridgelaws.engine.events import ClaimAgreed
from bridgelaws.laws.index import Clause, law
from bridgelaws.procedure.play import Trick, follow_mask, trick_winner, winning_index
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Contract
from bridgelaws.values.cards import SUIT_MASKS, Card, Holding, Rank, Seat, Side, Suit

# The clauses this module cites; law() checks each against the index on import.
L43A1a = law("43A1(a)")
L43A1c = law("43A1(c)")
L43A2a = law("43A2(a)")
L43A2b = law("43A2(b)")
L43A2c = law("43A2(c)")
L43A3 = law("43A3")
L44C = law("44C")
L50C = law("50C")
L50D1a = law("50D1(a)")
L51A = law("51A")

__all__ = [
    "BREACHES",
    "Breach",
    "CardAdded",
    "CardHeld",
    "CardPointed",
    "CardRetracted",
    "CardTouched",
    "CardTurned",
    "CardsTogether",
    "ConcessionAgreed",
    "Designated",
    "DummyPlaced",
    "DummySuggested",
    "DummyWarned",
    "FaceDownLead",
    "HandSpread",
    "HandsReturned",
    "Inquiry",
    "LaterBoard",
    "LeadFaced",
    "LeadRule",
    "PlayChanged",
    "PlayEvent",
    "PlayRule",
    "PlayState",
    "PlayedTogether",
    "PlayedTrick",
    "ReviewAsked",
    "Revoke",
    "RoundEnded",
    "TrickInspected",
    "TrickQuitted",
    "TrickSummary",
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
    68A at other times); dummy, once the opening lead is faced, spreads the dummy (41D),
    after which the opening lead may no longer be withdrawn (47E2(a))."""

    seat: Seat


class Inquiry(NamedTuple):
    """``seat`` asked ``asked`` whether he has a card of the suit led (61B)."""

    seat: Seat
    asked: Seat


class Breach(NamedTuple):
    """``seat`` broke one of the limitations on conduct in :data:`BREACHES` (Law 43:
    dummy exchanging hands, watching declarer, looking at a defender's cards ...)."""

    seat: Seat
    law: Clause


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


class CardHeld(NamedTuple):
    """``seat`` held ``card`` in a way that plays it: a defender's card held so that his
    partner could see its face (45C1); declarer's card held face up, touching or nearly
    touching the table, or as if played (45C2)."""

    seat: Seat
    card: Card


class CardTouched(NamedTuple):
    """Declarer (``seat``) deliberately touched dummy's ``card``, other than to arrange
    dummy's cards or to reach another card (45C3): it is played."""

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


class HandsReturned(NamedTuple):
    """The four hands have been put back in the board after the play (7C): a revoke in
    the twelfth trick can no longer be corrected (62D1)."""

    note: str = ""


class TrickSummary(NamedTuple):
    """A trick whose cards are not recorded, won by ``winner``, on a board whose deal is
    not known: the director is told who won it and who revoked in it, ``revokes`` as
    ``(seat, suit led)`` (61A). Its cards stay unknown."""

    winner: Seat
    revokes: tuple[tuple[Seat, Suit], ...] = ()


class RoundEnded(NamedTuple):
    """The round has ended (64B5); the hands are back in the board."""

    note: str = ""


PlayEvent = (FaceDownLead | LeadFaced | ReviewAsked | Designated | DummyPlaced | DummySuggested
             | CardAdded | CardsTogether | PlayedTogether | HandSpread | Inquiry | Breach
             | DummyWarned | CardTurned | TrickInspected | CardPointed | PlayChanged
             | CardRetracted | TrickQuitted | ConcessionAgreed | LaterBoard | RoundEnded
             | CardHeld | CardTouched | HandsReturned | TrickSummary)

BREACHES: Final[dict[str, str]] = {
    L43A1a: "breach.dummy.director",
    L43A1c: "breach.dummy.takes.part",
    L43A2a: "breach.dummy.exchange",
    L43A2b: "breach.dummy.watches",
    L43A2c: "breach.dummy.looks",
    L43A3: "breach.defender.shows",
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
    card: Card | None  # None: a revoke in a trick whose cards are not known
    suit: Suit | None  # the suit led (None when a lead broke a restriction)
    kind: str  # follow, restriction, penalty, defective
    law: Clause
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
    law: Clause


@dataclass(frozen=True, slots=True)
class PlayRule:
    """Declarer's choice under 57A for the offender's partner in the current trick:
    ``highest`` or ``lowest`` of the suit led, or ``require``/``prohibit`` a suit."""

    seat: Seat
    how: str
    suit: Suit | None
    law: Clause


@dataclass
class PlayState:
    """The play period of a board in table mode: hands, tricks, the trick in progress,
    penalty cards, restrictions and revokes. Read it; the rule functions in
    :mod:`bridgelaws.laws` change it.

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
    touched: set[Card] = field(default_factory=set)  # 45C3: dummy's cards played by touch
    chain: list[tuple[Seat, Clause, bool, Seat | None]] = field(default_factory=list)
    chain_offenders: Side | None = None  # the side whose irregularity the chain follows
    withdrew: set[Seat] = field(default_factory=set)
    replay_for: Seat | None = None  # a card withdrawn; the seat must play again
    must_be_legal: set[Seat] = field(default_factory=set)
    dummy_seen: bool = False  # 54C: dummy's cards could be seen before the opening lead
    turned: set[Seat] = field(default_factory=set)  # own card of the last trick turned
    overrule: tuple[Seat, Card, Seat, str] | None = None  # 55A: the partner's word is open
    swapped: bool = False  # 54A: declarer spread his hand and became dummy
    dummy_faced: bool = False  # 41D: dummy has faced a card (ends 47E2(a) for the lead)
    led_next: tuple[Seat, Card, Clause] | None = None  # 47F2: led before a correction,
    #                                                    waiting by its hand
    released: tuple[int, Seat] | None = None  # 51B: the holder is free in this trick
    noticing: tuple[Seat | None, bool] | None = None  # attention drawn, more to rectify
    # a board whose deal is not known: how many unknown cards each seat still holds
    # (None: the deal is known); the suits the director found a seat void in, or holding
    # among its unknown cards
    unknown: list[int] | None = None
    voids: dict[Seat, set[int]] = field(default_factory=dict)
    holds: dict[Seat, set[int]] = field(default_factory=dict)

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
        current, surplus = self.current, self.surplus
        out: list[tuple[Seat, Card]] = []
        for seat in _ROTATION[self.leader]:
            if seat in current:
                out.append((seat, current[seat]))
                if surplus:
                    out.extend((seat, c) for c in surplus.get(seat, ()))
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
        current = self.current
        if len(current) == 4 and not self.surplus:  # a card from each hand, clockwise
            order = _ROTATION[self.leader]
            cards = (current[order[0]], current[order[1]], current[order[2]],
                     current[order[3]])
            winner = order[winning_index(cards, self.trump)]
            self.quitted.append(Trick(self.leader, cards, winner))
        else:
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


    def play_in_turn(self, seat: Seat, card: Card) -> bool:
        """Correct procedure's path for a card: when nothing irregular is in force (no
        penalty card, lead or play restriction, revoke, card to replace or rectification
        under way), the opening lead is faced, and ``seat`` is the hand in turn and
        ``card`` one it holds and may play under 44C (:func:`follow_mask`, as strict mode
        checks it), the card is put in the trick in progress and True is returned: the
        same state as the rule functions give such a card, without asking them. Otherwise
        nothing changes and False is returned, and the Laws take the card. The caller
        completes a full trick and makes sure the board waits for nothing."""
        if (self.over or not self.faced or self.replay_for is not None
                or self.unknown is not None
                or self.revokes or self.lead_rule is not None or self.play_rule is not None
                or self.chain or self.noticing is not None or self.overrule is not None
                or self.forced_hand is not None or self.retracted_wrong_hand
                or self.early is not None or self.led_next is not None or self.surplus
                or self.must_be_legal or self.face_down
                or (self.penalty and any(self.penalty.values()))):
            return False
        current = self.current
        leader = self.leader
        if current:
            if leader not in current:
                return False
            for turn in _ROTATION[leader]:
                if turn not in current:
                    break
            led = current[leader] // 13
        else:
            turn, led = leader, -1
        if seat != turn:
            return False
        hand = self.masks[seat]
        bit = 1 << card
        if not follow_mask(hand, led) & bit:  # not held, or not following suit
            return False
        if not current:
            self.turned.clear()
        self.masks[seat] = hand & ~bit
        current[seat] = card
        number = len(self.quitted) + 1
        self.played[card] = number
        if self.designated:
            self.designated.pop(seat, None)
        declarer = self.declarer
        if seat == _PARTNER[declarer]:
            self.dummy_card = (number, card)
            self.dummy_faced = True
        elif seat == declarer:
            self.dummy_card = None
        return True

    def allowed(self, seat: Seat, penalty: bool = True, extra: int = 0) -> int:
        """The mask of cards ``seat`` may legally play now (see :meth:`legal_cards`);
        ``extra`` stands for unknown cards he is taken to hold as well."""
        ps = self
        down = ps.face_down.get(seat)
        if down is not None and not ps.faced and seat == ps.declarer.lho:
            # 41A: the face-down lead is the lead, unless it breaks a restriction
            ps.face_down.pop(seat)
            try:
                allowed = self.allowed(seat, penalty, extra)
            finally:
                ps.face_down[seat] = down
            return 1 << down if allowed & (1 << down) else allowed
        hand = ps.masks[seat] | extra
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

    def classify(self, seat: Seat, card: Card,
                 extra: int | None = None) -> tuple[str, Clause] | None:
        """Why playing ``card`` now would be a revoke (61A): ``(kind, law)``, or ``None``
        when it is legal. On a board whose deal is not known, ``seat`` is taken to hold
        an unknown card of each suit the director found he holds (``extra``, by
        default)."""
        ps = self
        if extra is None:
            extra = self.stand_ins(seat, self.holds.get(seat, ())) \
                if self.unknown is not None else 0
        hand = ps.masks[seat] | extra
        if ps.current and ps.leader in ps.current:
            led = ps.current[ps.leader] // 13
            if card // 13 != led and hand & SUIT_MASKS[led]:
                faced = _mask(ps.penalty.get(seat, {}))
                if not hand & SUIT_MASKS[led] & ~faced:  # he held only penalty cards of it
                    return "penalty", L50D1a
                return "follow", L44C
        if not self.allowed(seat, penalty=False, extra=extra) & (1 << card):
            if ps.current and not (seat == ps.leader and seat not in ps.current):
                assert ps.play_rule is not None
                return "restriction", ps.play_rule.law
            assert ps.lead_rule is not None
            return "restriction", ps.lead_rule.law
        if not self.allowed(seat, extra=extra) & (1 << card):
            cards = ps.penalty.get(seat, {})
            if seat in ps.designated:
                return "penalty", L51A
            return "penalty", L50D1a if any(cards.values()) else L50C
        return None


    # -- a board whose deal is not known --------------------------------------------------

    def unseen(self) -> int:
        """The cards neither known to be in a hand nor played (a trick's cards that were
        not recorded are among them)."""
        seen = 0
        for m in self.masks:
            seen |= m
        for card in self.played:
            seen |= 1 << card
        return ((1 << 52) - 1) & ~seen

    def played_by(self, card: Card) -> Seat | None:
        """Who played ``card`` to a trick (the trick in progress too), if anyone."""
        current = self.current_trick
        for trick in [*self.quitted, *([current] if current is not None else [])]:
            for s, c in trick.plays:
                if c == card:
                    return s
        return None

    def reveal(self, seat: Seat, card: Card) -> bool:
        """On a board whose deal is not known: ``card``, not seen before, is one of
        ``seat``'s unknown cards, and is known from now on. False when it cannot be his:
        the deal is known, he has no unknown card left, the card is known elsewhere or
        played, or the director found him void in its suit."""
        unknown = self.unknown
        if unknown is None or unknown[seat] <= 0 or not self.unseen() & (1 << card) \
                or card // 13 in self.voids.get(seat, ()):
            return False
        unknown[seat] -= 1
        self.masks[seat] |= 1 << card
        self.holds.get(seat, set()).discard(card // 13)
        return True

    def stand_ins(self, seat: Seat, suits: Iterable[int]) -> int:
        """One unseen card of each of ``suits``: it stands for an unknown card of that
        suit in ``seat``'s hand when the Laws ask whether he holds one."""
        free = self.unseen()
        out = 0
        for suit in suits:
            cards = free & SUIT_MASKS[suit]
            out |= cards & -cards
        return out

    def doubtful(self, seat: Seat, card: Card) -> tuple[int, Clause] | None:
        """On a board whose deal is not known: a suit whether ``seat`` holds a card of it
        decides whether ``card`` may be played now (following suit 44C, a penalty card
        50C-50D, a lead or play restriction 26B, 50D2, 51B, 57A; 59 when he cannot comply),
        with the law that turns on it; ``None`` when no such doubt is left."""
        unknown = self.unknown
        if unknown is None or unknown[seat] <= 0:
            return None
        held = self.holds.get(seat, set())
        void = self.voids.get(seat, set())
        base = self.stand_ins(seat, held)
        without = self.classify(seat, card, base)
        for suit in range(4):
            if suit in held or suit in void or self.masks[seat] & SUIT_MASKS[suit]:
                continue
            one = self.stand_ins(seat, (suit,))
            if not one:
                continue
            with_it = self.classify(seat, card, base | one)
            if with_it != without:
                why = with_it or without
                assert why is not None
                return suit, why[1]
        return None


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
_ROTATION: Final = tuple(tuple(Seat((seat + k) & 3) for k in range(4)) for seat in Seat)
_PARTNER: Final = tuple(Seat((seat + 2) & 3) for seat in Seat)
