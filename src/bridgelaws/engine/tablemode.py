"""Table mode: a board where irregularities happen, and the Laws rectify them.

In table mode any player may make any call at any moment, as at a real table: out of
rotation, insufficient, inadmissible, above seven, after the final pass, while obliged to
pass, at the same time as another player; a card may be exposed or led during the
auction (Law 24); a player may try to change a call (Law 25). The engine records what
happened, recognises the irregularity and enters a rectification :class:`Step`: who must
decide what, with the options the Laws give and the law behind each. The board waits
until the decision is made. Where a rectification turns on the director's judgement
(25A unintended? 23A comparable? 27B1(a) same denomination? 30C artificial pass?), the
step is a :class:`Question` for the director; nothing is assumed.

Everything is an event in an append-only log; the state is derived by replaying it, and
a decision or finding is a new event. Obligations are enforced: a player who must pass
has only Pass among his legal calls. Lead restrictions (Law 26B) reach into the play: at
the offender's partner's first lead declarer is asked. Where the Laws call for a review
after the hand (23C, 27D, 72C) the board carries a flag naming the law.

>>> t = TableMode(Board.numbered(1, Deal.parse(
...     "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")))
>>> t.call(Seat.NORTH, "1S"); t.call(Seat.EAST, "1H")      # insufficient (Law 27)
>>> print(t.step.waiting_for)
The board waits for South to choose (Law 27A1).
>>> [(o.name, str(o.chooser), o.law) for o in t.step.options]
[('accept', 'S', '27A1'), ('refuse', 'S', '27B')]
>>> t.choose(Seat.SOUTH, "refuse"); t.call(Seat.EAST, "2H")  # the lowest sufficient bid
>>> t.step.question.law, t.step.question.name
('27B1(a)', 'same-denomination')
>>> t.find("same-denomination", True)
>>> [str(f.message) for f in t.flags][0][:40]
'After the hand, check whether the result'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any, Final
from weakref import WeakKeyDictionary

from bridgelaws.engine.events import CallMade, CardPlayed, ClaimAgreed
from bridgelaws.engine.judged import JudgedEvent
from bridgelaws.engine.revoke import Transfer
from bridgelaws.engine.steps import (
    AnswerType,
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
    ScoreAdjusted,
    Step,
    rule_name,
)
from bridgelaws.engine.tableplay import (
    Breach,
    CardAdded,
    CardHeld,
    CardPointed,
    CardRetracted,
    CardsTogether,
    CardTouched,
    CardTurned,
    ConcessionAgreed,
    Designated,
    DummyPlaced,
    DummySuggested,
    DummyWarned,
    FaceDownLead,
    HandSpread,
    HandsReturned,
    Inquiry,
    LaterBoard,
    LeadFaced,
    LeadRule,
    PlayChanged,
    PlayedTogether,
    PlayEvent,
    PlayState,
    ReviewAsked,
    Revoke,
    RoundEnded,
    TrickInspected,
    TrickQuitted,
    TrickSummary,
    _bits,
    _mask,
)
from bridgelaws.engine.tablestate import PASS, ChangedCall, Obligation, Restriction
from bridgelaws.judgement.procedures import Record
from bridgelaws.laws import (
    editions,
    law09,
    law12,
    law12_procedures,
    law16,
    law23,
    law24,
    law25,
    law26,
    law27,
    law29_32,
    law36_39,
    law41,
    law42_43,
    law44,
    law45_46,
    law47,
    law48_52,
    law53_56,
    law57_60,
    law61_63,
    law62d,
    law64,
    law65_67,
    law68_69,
    y1997,  # the older editions' own rule functions register themselves
    y2007,  # noqa: F401
)
from bridgelaws.laws.editions import DEFAULT, Edition
from bridgelaws.laws.index import Clause, law
from bridgelaws.messages import Message, Term
from bridgelaws.procedure.score import board_score
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Call, Contract, HighBid, Risk, parse_call
from bridgelaws.values.cards import Card, Holding, Seat, Strain
from bridgelaws.values.regulations import Regulations

# The clauses this module cites; law() checks each against the index on import.
L9A = law("9A")
L9B = law("9B")
L17D3 = law("17D3")
L22 = law("22")
L22B = law("22B")
L28A = law("28A")
L30B2 = law("30B2")
L31C = law("31C")
L32C = law("32C")
L33 = law("33")
L34 = law("34")
L41 = law("41")
L44 = law("44")
L45 = law("45")
L47 = law("47")
L51A = law("51A")
L57 = law("57")
L60B = law("60B")
L62B = law("62B")
L63A1 = law("63A1")
L67B3 = law("67B3")
L79A = law("79A")

__all__ = [
    "AttentionDrawn",
    "ChangedCall",
    "Choice",
    "DirectorCalled",
    "ExposedCards",
    "Finding",
    "HighBid",
    "IrregularActionError",
    "MadeCall",
    "Obligation",
    "Option",
    "Question",
    "Ruling",
    "Step",
    "TableEvent",
    "TableMode",
]

MadeCall = CallMade
"""The 0.1 name of :class:`~bridgelaws.engine.events.CallMade` in table mode."""

TableEvent = (CallMade | ChangedCall | ExposedCards | AttentionDrawn | DirectorCalled | Choice
              | Finding | CardPlayed | ClaimAgreed | PlayEvent | ScoreAdjusted | JudgedEvent)


_CITED_STEPS: Final[WeakKeyDictionary[TableMode, tuple[Step, Step]]] = WeakKeyDictionary()
"""The waiting step of a board of an older edition, as cited (:attr:`TableMode.step`), by
board: a memo kept out of the board's own state, so two boards in the same state compare
equal (``vars``) whether or not their step has been read."""


class TableMode:
    """A board run in table mode. See the module documentation."""

    def __init__(self, board: Board, regulations: Regulations | None = None,
                 edition: Edition | str = DEFAULT) -> None:
        self.board = board
        self.edition = editions.edition(edition)
        self.regulations = regulations or Regulations(
            lead_restrictions=self.edition.lead_restrictions)
        self.events: list[TableEvent] = []
        self.trail: list[Ruling] = []
        self.calls: list[tuple[Seat, Call]] = []  # the legal auction
        self.turn: Seat | None = board.dealer
        self.obligations: dict[Seat, Obligation] = {}
        self.restrictions: list[Restriction] = []
        self.exposed: dict[Seat, list[tuple[Card, bool]]] = {}
        self._auction_penalty: dict[Seat, dict[Card, bool]] = {}  # 24E
        self.contract: Contract | None = None
        self.auction_over = False
        self.play: PlayState | None = None
        self._pending: Pending | None = None
        self._skipped: list[tuple[int, Seat]] = []  # accepted passes out of rotation
        # after a cancelled call out of rotation: (kind, call, law, rho, calls before)
        self._followups: dict[Seat, tuple[str, Call, Clause, Seat, int]] = {}
        self._asked_lead: set[Seat] = set()
        # a player who may not double or redouble at his next turn (30B2(b), 2007 and 1997)
        self._no_double: dict[Seat, Clause] = {}
        self.adjusted: ScoreAdjusted | None = None  # Law 12C, once the board is complete
        self.records: list[Record] = []  # the director's procedures (12), append-only
        # calls alerted (they may be artificial), and the denominations the director found
        # they showed (26B, 27B1(a), 29C), by seat and call
        self.alerted: set[tuple[Seat, Call]] = set()
        self.shown: dict[tuple[Seat, Call], tuple[Strain, ...]] = {}

    @property
    def step(self) -> Step | None:
        """The rectification step the board waits for, if any, its laws cited as the
        board's edition numbers them (a rule may open a step with 2017's clauses)."""
        if not self._pending:
            return None
        step = self._pending.step
        if self.edition is DEFAULT:
            return step
        cached = _CITED_STEPS.get(self)
        if cached is None or cached[0] is not step:
            cite = self.edition.cite
            question = step.question
            cited = replace(step, law=cite(step.law), options=tuple(
                replace(o, law=cite(o.law)) for o in step.options), question=None
                if question is None else replace(question, law=cite(question.law)))
            cached = _CITED_STEPS[self] = (step, cited)
        return cached[1]

    @property
    def flags(self) -> list[Ruling]:
        """The end-of-hand reviews the director must make (23C, 27D, 72C)."""
        return [r for r in self.trail if r.kind == "flag"]

    @property
    def declarer(self) -> Seat | None:
        return self.contract.declarer if self.contract else None

    def legal_calls(self, seat: Seat) -> tuple[Call, ...]:
        """The calls ``seat`` may legally make now: none unless it is his turn; only Pass
        under an obligation to pass; only the call he must repeat (31A1, 32A1)."""
        if self._pending or self.auction_over or seat != self.turn:
            return ()
        if seat in self.obligations:
            return (PASS,)
        follow = self._resolve(seat)
        if follow and follow[0] == "repeat" and self._admissible(seat, follow[1]):
            return (follow[1],)
        return tuple(c for c in _ALL_CALLS if self._admissible(seat, c)
                     and not (seat in self._no_double and c.index in (1, 2)))

    def _resolve(self, seat: Seat) -> tuple[str, Call, Clause] | None:
        """What a cancelled call out of rotation obliges ``seat`` to at this turn: to repeat
        it (31A1, 32A1: RHO passed), or any call, with the comparable-call question (31A2,
        31B, 32A2, 32B, 30B1(b)). Worked out from the auction as it stands now, so that a
        change of RHO's call (Law 25) counts."""
        follow = self._followups.get(seat)
        if follow is None:
            return None
        kind, call, base, rho, index = follow
        if kind != "after-rho":
            return kind, call, base
        answers = [c for s, c in self.calls[index:] if s == rho]
        if not answers:
            return None
        if answers[-1].index == 0:
            return "repeat", call, law(f"{base}1", base.edition)
        return "comparable", call, law(f"{base}2", base.edition)

    def call(self, seat: Seat, call: Call | HighBid | str, together: bool = False,
             alerted: bool = False) -> None:
        """``seat`` makes ``call`` (at any moment); ``alerted``: it may be artificial."""
        self.apply(CallMade(seat, parse_call(call) if isinstance(call, str) else call,
                            together, alerted))

    def change(self, seat: Seat, call: Call | str) -> None:
        """``seat`` tries to replace his last call with ``call`` (Law 25)."""
        self.apply(ChangedCall(seat, Call.parse(call) if isinstance(call, str) else call))

    def expose(self, seat: Seat, cards: Iterable[Card | str], led: bool = False) -> None:
        """``seat`` exposes (or leads) cards during the auction (Law 24)."""
        self.apply(ExposedCards(seat, tuple(c if isinstance(c, Card) else Card.parse(c)
                                            for c in cards), led))

    def choose(self, seat: Seat, option: str) -> None:
        """``seat`` takes one of the step's options."""
        self.apply(Choice(seat, option))

    def find(self, question: str, answer: bool | tuple[Strain, ...]) -> None:
        """The director answers the step's question: yes, no, or the denominations shown."""
        self.apply(Finding(question, answer))

    def director(self, note: str = "") -> None:
        """The director arrives and rules."""
        self.apply(DirectorCalled(note))

    def play_card(self, seat: Seat, card: Card | str) -> None:
        """``seat`` leads or plays ``card`` from his hand (dummy's seat for a card of dummy
        that declarer names), whoever's turn it is."""
        self.apply(CardPlayed(seat, card if isinstance(card, Card) else Card.parse(card)))

    def claim(self, seat: Seat, tricks: int) -> None:
        """``seat``'s side wins ``tricks`` of the tricks not yet played; agreed (68, 69)."""
        self.apply(ClaimAgreed(seat, tricks))

    def concede(self, seat: Seat, tricks: int) -> None:
        """``seat`` concedes ``tricks`` of the tricks not yet played; agreed (68B, 69)."""
        self.apply(ConcessionAgreed(seat, tricks))

    def attention(self, seat: Seat) -> None:
        """``seat`` draws attention to an irregularity (Law 9A)."""
        self.apply(AttentionDrawn(seat))

    @classmethod
    def replay(cls, board: Board, events: Iterable[TableEvent],
               regulations: Regulations | None = None,
               edition: Edition | str = DEFAULT) -> TableMode:
        """The board after ``events``."""
        mode = cls(board, regulations, edition)
        for event in events:
            mode.apply(event)
        return mode

    def undo(self, count: int = 1) -> TableMode:
        """A new board replaying all but the last ``count`` events."""
        return TableMode.replay(self.board, self.events[: len(self.events) - count],
                                self.regulations, self.edition)

    def apply(self, event: TableEvent) -> None:
        """Record ``event`` and apply the Laws to it; on :class:`IrregularActionError` the
        board is unchanged (it is rebuilt from its log)."""
        try:
            if self.play is not None and self.play.unknown is not None:
                law44.apply_unknown(self, event)
            elif not self._correct(event):
                self._dispatch(event)
        except IrregularActionError:
            # the log is the truth: the state before the refused event is its replay
            before = TableMode.replay(self.board, self.events, self.regulations,
                                      self.edition)
            vars(self).update(vars(before))
            raise
        self.events.append(event)

    def _correct(self, event: TableEvent) -> bool:
        """Correct procedure's path: a call or card in turn that the Laws allow (18, 19,
        44C), while nothing irregular is in force, is made at once, with the state the
        rule functions would give it; True if it was. Anything else is left to
        :meth:`_dispatch`, which recognises the irregularity (nothing has changed)."""
        if self._pending is not None:
            return False
        if type(event) is CardPlayed:
            ps = self.play
            if ps is None or not self.auction_over or self.restrictions \
                    or not ps.play_in_turn(event.seat, event.card):
                return False
            if len(ps.current) == 4:
                self._complete_trick()
            return True
        if type(event) is CallMade:
            seat, call, together, alerted = event
            if together or alerted or self.auction_over or seat != self.turn \
                    or type(call) is not Call or self.obligations or self._followups \
                    or self._no_double \
                    or not self._admissible(seat, call):
                return False
            self._append(seat, call)
            return True
        return False

    def _wait(self, what: Message) -> IrregularActionError:
        return IrregularActionError(what)

    def _dispatch(self, event: TableEvent) -> None:
        if law12_procedures.judged(self, event):  # 12, 16, 20, 21, 40, 68-71, 73
            return
        if isinstance(event, ScoreAdjusted):
            law12.adjusted(self, event)
            return
        if isinstance(event, CallMade) and event.alerted and isinstance(event.call, Call):
            self.alerted.add((event.seat, event.call))
        in_play = self.play is not None and self.auction_over
        pending = self._pending
        if isinstance(event, DirectorCalled) and pending and pending.kind == "director":
            self._note("consequence", L9B, "director.called")
            self._pending = None
            ANSWER_RULES[pending.then](self, True, **pending.data)
            return
        if isinstance(event, AttentionDrawn) and in_play and pending:
            if not law09.attention_while_waiting(self, event.seat):
                law09.attention_later(self, event.seat)
            return
        if isinstance(event, AttentionDrawn | DirectorCalled) and (not in_play or pending):
            if isinstance(event, AttentionDrawn):
                self._note("irregularity", L9A, "attention", seat=event.seat)
            else:
                self._note("consequence", L9B, "director.called")
            return
        if isinstance(event, ExposedCards) and event.led and self.auction_over \
                and len(event.cards) == 1:  # after the auction a lead is a card played
            event = CardPlayed(event.seat, event.cards[0])
        if isinstance(event, CardHeld | CardTouched) and in_play:
            event = law45_46.held_or_touched(self, event)  # 45C1-45C3: a card played
        if pending is not None and (in_play or not isinstance(event, ExposedCards)):
            self._pending_event(event)
            if in_play:
                self._due()
            return
        if isinstance(event, CallMade):
            self._made_call(event)
        elif isinstance(event, ChangedCall):
            law25.change(self, event.seat, event.call)
        elif isinstance(event, ExposedCards) and not in_play:
            law24.exposed(self, event)
        elif in_play:
            self._play_event(event)
        elif isinstance(event, Choice):
            raise IrregularActionError(Message("not.offender.choice", seat=event.seat))
        elif isinstance(event, Finding):
            raise IrregularActionError(Message("no.question"))
        else:
            seat = getattr(event, "seat", self.board.dealer)
            key = "no.deal" if self.auction_over and self.contract else "not.play.period"
            raise IrregularActionError(Message(key, seat=seat), L41)

    def _made_call(self, event: CallMade) -> None:
        seat, call = event.seat, event.call
        if event.together:
            self._note("irregularity", L33, "simultaneous", seat=seat, call=call,
                       other=seat if self._last_caller() is None else self._last_caller())
        if self.auction_over:
            law36_39.after_final_pass(self, seat, call)
            return
        if isinstance(call, HighBid):
            law36_39.above_seven(self, seat, call)
            return
        turn = self.turn
        assert turn is not None
        if seat != turn and turn == seat.lho and self._has_called(seat):
            # 30B2, 31C, 32C: a later call at LHO's turn changes the offender's last call
            # (Law 25); it is judged where it would replace that call, so its
            # admissibility (36, 37) is checked only once it is allowed or accepted
            later = L30B2 if call.index == 0 else L31C if call.index >= 3 else L32C
            law25.change(self, seat, call, later)
            return
        if call.index in (1, 2) and not self._admissible(seat, call):
            law36_39.inadmissible(self, seat, call)
            return
        if seat in self.obligations and call.index != 0:  # 35B
            law36_39.breach(self, seat, call)
            return
        if seat == turn and call.index in (1, 2) and seat in self._no_double:
            raise IrregularActionError(Message("no.double.this.turn", seat=seat),
                                       self._no_double[seat])
        if seat != turn:
            if turn in self.obligations and seat == turn.lho:
                # 28A: the compulsory pass of the player in turn is taken as made
                self._note("consequence", L28A, "pass.next", seat=turn)
                self._append(turn, PASS)
                if self.auction_over:
                    law36_39.after_final_pass(self, seat, call)
                    return
                self._made_call(CallMade(seat, call))
                return
            law29_32.out_of_rotation(self, seat, call)
            return
        self._in_turn(seat, call)

    def _in_turn(self, seat: Seat, call: Call) -> None:
        """A call by the player in turn: insufficient (27), or legal; after a cancelled call
        out of rotation, the repeat or the comparable-call question of Laws 30-32."""
        resolved = self._resolve(seat)
        raw = self._followups.pop(seat, None)
        if resolved is not None and resolved[0] == "repeat":
            _, withdrawn, law = resolved
            binding = seat not in self.obligations and self._admissible(seat, withdrawn)
            if binding and call != withdrawn:
                assert raw is not None
                self._followups[seat] = raw
                raise IrregularActionError(Message("must.repeat", seat=seat, call=withdrawn),
                                           law)
            if binding:
                self._note("consequence", law, "no.rectification")
            resolved = None  # a repeat that is no longer legal binds no one: the Laws apply
        if call.index >= 3 and not self._sufficient(call):
            law27.insufficient(self, seat, call)
            return
        self._append(seat, call)
        if resolved is not None:  # any legal call: is it comparable to the cancelled one?
            _, withdrawn, law = resolved
            if self._pending is None:
                law29_32.offenders_call(self, seat, withdrawn, call, law)

    def _pending_data(self) -> dict[str, object]:
        assert self._pending is not None
        return self._pending.data

    def _pending_event(self, event: TableEvent) -> None:
        p = self._pending
        assert p is not None
        if p.kind == "question":
            if not isinstance(event, Finding):
                raise self._wait(p.step.waiting_for)
            assert p.step.question is not None
            if event.question != p.step.question.name or isinstance(event.answer, bool) != (
                    p.step.question.answer is not AnswerType.DENOMINATIONS):
                raise self._wait(p.step.waiting_for)
            self._pending = None
            self._note("finding", p.step.question.law, "finding",
                       question=Term(f"question.{event.question}"), answer=event.answer)
            ANSWER_RULES[p.then](self, event.answer, **p.data)
            return
        STEP_RULES[p.kind](self, p, event)
        if p.kind not in _AUCTION_STEPS and self._pending is None:
            self._due()

    def _silence(self, seat: Seat, rest: bool, law: Clause) -> None:
        law = self.edition.cite(law)
        current = self.obligations.get(seat)
        if current is None or (rest and not current.rest_of_auction):
            self.obligations[seat] = Obligation(seat, rest, law)
        self._note("obligation", law, "pass.rest" if rest else "pass.next", seat=seat)

    def _lead_restriction_from(self, offender: Seat, call: Call | HighBid, law: Clause) -> None:
        law = self.edition.cite(law)
        self.restrictions.append(Restriction(offender, call, law))
        self._note("consequence", law, "lead.restriction", offender=offender,
                   partner=offender.partner, seat=offender, call=call)

    def _append(self, seat: Seat, call: Call, keep_obligation: bool = False,
                end: bool = True) -> None:
        self.calls.append((seat, call))
        self._no_double.pop(seat, None)
        obligation = self.obligations.get(seat)
        if obligation is not None and not obligation.rest_of_auction and not keep_obligation:
            del self.obligations[seat]
        follow = self._followups.get(seat.lho)
        if follow is not None and follow[0] == "after-rho" and follow[3] == seat:
            # 31A/32A: the offender's RHO has now called (the trail says what follows)
            _, withdrawn, base, _, _ = follow
            if call.index == 0:
                self._note("obligation", law(f"{base}1", base.edition), "must.repeat",
                           seat=seat.lho, call=withdrawn)
            else:
                self._note("consequence", law(f"{base}2", base.edition), "any.call",
                           seat=seat.lho)
        self.turn = seat.lho
        if end:
            self._check_end()

    def _check_end(self) -> None:
        calls = self.calls
        if len(calls) < 4:
            return
        passes = 0
        for _, c in reversed(calls):
            if c.index != 0:
                break
            passes += 1
        if passes < 3:
            return
        bid_made = any(c.index >= 3 for _, c in calls)
        if not ((bid_made and passes >= 3) or (not bid_made and passes >= 4)):
            return
        # Law 17D3 / 34: a pass out of rotation that took a player's turn away
        start = len(calls) - passes
        for index, skipped in self._skipped:
            if index >= start:
                self._note("irregularity", L34, "three.passes", seat=skipped)
                # 17D3: every pass from the one out of rotation on is cancelled, and 16C
                # applies to each; the offenders are the side that passed out of rotation
                offenders = calls[index][0].side
                for s, c in calls[index:]:
                    law16.information(self, s, c, authorised_for_offenders=s.side != offenders)
                del self.calls[index:]
                self._skipped = [(i, s) for i, s in self._skipped if i < index]
                self.turn = skipped
                self._note("consequence", L17D3, "auction.reverts", seat=skipped)
                return
        self._end_auction()

    def _end_auction(self) -> None:
        self.auction_over = True
        self.turn = None
        self.obligations.clear()
        self._followups.clear()
        self._no_double.clear()
        last = self._last_bid()
        if last is None:
            self._note("auction", L22B, "auction.passed.out")
            return
        bidder, bid = last
        assert bid.level is not None and bid.strain is not None
        risk = Risk.UNDOUBLED
        for _, c in reversed(self.calls):
            if c.index >= 3:
                break
            if c.index == 1:
                risk = Risk.DOUBLED
                break
            if c.index == 2:
                risk = Risk.REDOUBLED
                break
        declarer = next(s for s, c in self.calls
                        if c.index >= 3 and c.strain == bid.strain and s.side == bidder.side)
        self.contract = Contract(bid.level, bid.strain, risk, declarer)
        self._note("auction", L22, "auction.over", contract=self.contract)
        law24.auction_ends(self, declarer)
        if self.board.deal is not None or self.board.hands is not None:
            self._start_play(self.contract)
            self._due()

    def _last_caller(self) -> Seat | None:
        return self.calls[-1][0] if self.calls else None

    def _has_called(self, seat: Seat) -> bool:
        return any(s == seat for s, _ in self.calls)

    def _last_index_of(self, seat: Seat) -> int | None:
        for i in range(len(self.calls) - 1, -1, -1):
            if self.calls[i][0] == seat:
                return i
        return None

    def _recompute_turn(self, seat: Seat) -> None:
        self.turn = seat

    def _last_bid(self) -> tuple[Seat, Call] | None:
        for s, c in reversed(self.calls):
            if c.index >= 3:
                return s, c
        return None

    def _sufficient(self, call: Call) -> bool:
        last = self._last_bid()
        return last is None or call.index > last[1].index

    def _lowest_sufficient(self, strain: Strain) -> Call | None:
        for level in range(1, 8):
            bid = Call.bid(level, strain)
            if self._sufficient(bid):
                return bid
        return None

    def _admissible(self, seat: Seat, call: Call) -> bool:
        """Law 18-19 for ``seat`` calling now (rotation aside)."""
        if call.index == 0:
            return True
        if call.index >= 3:
            return self._sufficient(call)
        # the last call other than a pass (Law 19: only passes may intervene)
        for s, c in reversed(self.calls):
            if c.index == 0:
                continue
            if call.index == 1:
                return c.index >= 3 and s.side != seat.side
            return c.index == 1 and s.side != seat.side
        return False

    # -- the play period ------------------------------------------------------------

    def _note(self, kind: str, law: Clause, key: str, **values: object) -> None:
        if self.edition is not DEFAULT:
            if kind == "irregularity" and law.number not in self.edition.rectified:
                raise IrregularActionError(Message(
                    "edition.not.rectified", rule=law.law, laws=self.edition.year), law)
            law = self.edition.cite(law)
        self.trail.append(Ruling(kind, law, Message(key, **values)))

    def _ask(self, name: str, law: Clause, offender: Seat, message: Message,
             then: AnswerRule, /, **facts: object) -> None:
        """The board waits for the director's finding ``name`` (yes or no) under ``law``;
        the answer goes to the rule function ``then`` with ``facts`` (see
        :data:`ANSWER_RULES`)."""
        self._question(name, law, offender, message, then, AnswerType.YES_NO, facts)

    def _question(self, name: str, law: Clause, offender: Seat, message: Message,
                  then: AnswerRule, answer: AnswerType, facts: dict[str, object]) -> None:
        """As :meth:`_ask`, for a finding that takes an ``answer`` of any kind."""
        law = self.edition.cite(law)
        q = Question(name, law, message, answer, facts=facts)
        self._pending = Pending("question", offender, Step(law, message, q, (), message),
                                rule_name(then), dict(facts))

    def _options(self, kind: str, law: Clause, offender: Seat, irregularity: Message,
                 options: list[Option], **data: object) -> None:
        if self.edition is not DEFAULT:
            law = self.edition.cite(law)
            options = [replace(o, law=self.edition.cite(o.law)) for o in options]
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
        return Holding(self._ps().allowed(turn))

    @property
    def transfers(self) -> list[tuple[Revoke, Transfer]]:
        """The Law 64 transfers for the established revokes attention was drawn to, once
        play is over."""
        ps = self.play
        if ps is None or not ps.over:
            return []
        return law64.transfers(self, ps)

    @property
    def result(self) -> int | None:
        """Tricks won by declarer's side once play is over, after any revoke transfer."""
        ps = self.play
        if ps is None or not ps.over:
            return None
        tricks = ps.won[0]
        for revoke, transfer in law64.transfers(self, ps):
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

    @property
    def score_status(self) -> str | None:
        """``None`` until the board has a score; then ``"adjusted"`` once the director
        has assigned a score (12C), ``"pending adjustment"`` while the board carries a
        flag for the end of the hand he has not answered, else ``"final"``."""
        if self.score is None:
            return None
        if self.adjusted is not None:
            return "final" if self.adjusted.result == "none" else "adjusted"
        return "pending adjustment" if self.flags else "final"

    def _start_play(self, contract: Contract) -> None:
        assert contract.declarer is not None
        deal = self.board.deal
        self.play = ps = PlayState(self.board, contract, contract.declarer, list(
            deal.masks) if deal is not None else law44.known(self), contract.declarer.lho)
        ps.unknown = None if deal is not None else [13 - m.bit_count() for m in ps.masks]
        for seat, cards in self._auction_penalty.items():
            ps.penalty[seat] = dict(cards)

    def _play_event(self, event: object) -> None:
        """An event of the play period when the board waits for nothing."""
        ps = self._ps()
        if law53_56.overruled(self, event):
            self._due()
            return
        if ps.replay_for is not None and not isinstance(event, _WHILE_REPLACING):
            raise IrregularActionError(Message("must.replace", seat=ps.replay_for), L47)
        rule = PLAY_RULES.get(type(event))
        if rule is None:
            raise TypeError(f"not an event of the play period: {event!r}")
        rule(self, event)
        self._due()

    def _played(self, event: CardPlayed) -> None:
        self._card(event.seat, event.card)

    def _due(self) -> None:
        """After an event: go on rectifying what attention was drawn to, complete a full
        trick, settle the end of play, and open the steps that fall due at the next turn
        (26B, 50D2, 51B, 51A)."""
        ps = self.play
        if ps is None or self._pending is not None:
            return
        if ps.noticing is not None and ps.replay_for is None and not ps.chain:
            law61_63.notice(self, *ps.noticing)
            if self._pending is not None:
                return
        if ps.replay_for is not None or ps.chain:
            return
        if len(ps.current) == 4:
            self._complete_trick()
            if self._pending is not None:
                return
        if ps.over:
            law64.settle(self)
            return
        seat = ps.turn
        if seat is None:
            return
        declarer = ps.declarer
        if not ps.current and seat not in ps.face_down:
            if law26.offer_lead_restriction_if_due(self):
                return
            holder = seat.partner
            held = ps.penalty.get(holder)
            majors = [c for c, major in held.items() if major] if held else []
            offer = (ps.number, frozenset(majors))
            if seat.side != declarer.side and ps.pc_offered != offer and majors:
                ps.pc_offered = offer
                law48_52.offer_penalty_lead(self, seat, holder, majors)
                return
        own = ps.penalty.get(seat)
        if own and seat.side != declarer.side and seat not in ps.designated:
            playable = self._ps().allowed(seat, penalty=False) & _mask(
                c for c, major in own.items() if major)
            if playable.bit_count() >= 2:
                options = [Option(f"play {c}", declarer, L51A, Message(
                    "option.play.penalty", chooser=declarer, seat=seat, card=c))
                    for c in _bits(playable)]
                self._options("pcpick", L51A, seat, Message(
                    "penalty.choice", seat=seat, cards=_bits(playable)), options)

    def _held(self, seat: Seat, card: Card) -> None:
        ps = self._ps()
        if ps.over:
            raise IrregularActionError(Message("play.over", seat=seat), L44)
        if not ps.masks[seat] & (1 << card) and not ps.reveal(seat, card):  # (unknown cards)
            trick, deal = ps.played.get(card), self.board.deal
            if trick is not None and (Card(card) in deal[seat] if deal is not None
                                      else ps.played_by(card) == seat):
                raise IrregularActionError(Message("card.played.before", seat=seat, card=card,
                                                   trick=trick), L67B3)
            raise IrregularActionError(Message("card.not.held", seat=seat, card=card), L45)

    def _card(self, seat: Seat, card: Card) -> None:
        """``seat`` leads or plays ``card``, whoever's turn it is."""
        ps = self._ps()
        self._held(seat, card)
        if not ps.faced:
            law41.opening(self, seat, card)
            return
        if ps.replay_for is not None and seat != ps.replay_for:
            raise IrregularActionError(Message("must.replace", seat=ps.replay_for), L47)
        if seat not in ps.current:
            # 63A1: any card to a later trick, legal or not, establishes his side's revokes
            law61_63.establish(self, seat, L63A1, by=card)
        if ps.current and seat in ps.current:
            law45_46.second_card(self, seat, card)
            return
        if not ps.current:
            expected = ps.turn
            if ps.retracted_wrong_hand and seat.side != ps.declarer.side:
                self._note("irregularity", L60B, "played.before.correct.lead", seat=seat,
                           card=card)
                law48_52.make_penalty(self, seat, [card], major=True, law=L60B)
                return
            if seat == expected:
                self._lead(seat, card)
                return
            if ps.number == 13:
                law53_56.last_trick_lead(self, seat, card)
                return
            law53_56.lead_out_of_turn(self, seat, card)
            return
        if seat == ps.turn:
            self._place(seat, card)
            return
        law57_60.out_of_turn(self, seat, card)

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

    def _place(self, seat: Seat, card: Card, check: bool = True, penalty: bool = True) -> None:
        """Put ``card`` from ``seat``'s hand in the trick in progress, recording a revoke
        when it is one (61A) and establishing earlier revokes (63A1). Without ``penalty``
        the duties of penalty cards are not checked (a card led before they arose)."""
        ps = self._ps()
        if check and ps.unknown is not None:
            law44.doubt(ps, seat, card)  # 44C: may raise a question for the director
        if check:
            why = self._ps().classify(seat, card)
            if why is not None and why[0] == "penalty" and not penalty:
                why = None
            if why is not None and seat in ps.must_be_legal:
                raise IrregularActionError(Message("must.legal", seat=seat, card=card), L62B)
            if why is not None:
                law61_63.record_revoke(self, seat, card, *why)
        ps.must_be_legal.discard(seat)
        if not ps.current:
            ps.leader = seat
            ps.turned.clear()
        law61_63.establish(self, seat, L63A1)
        ps.masks[seat] &= ~(1 << card)
        cards = ps.penalty.get(seat)
        if cards is not None and card in cards:
            del cards[card]
            law48_52.penalty_played(self, seat, card)
        ps.current[seat] = card
        ps.played[card] = ps.number
        ps.designated.pop(seat, None)
        if ps.early == (seat, card):
            ps.early = None
        if seat == ps.dummy:
            ps.dummy_card = (ps.number, card)
            ps.dummy_faced = True
        elif seat == ps.declarer:
            ps.dummy_card = None
        if ps.play_rule is not None and ps.play_rule.seat == seat:
            ps.play_rule = None
        if ps.replay_for == seat:
            ps.replay_for = None
            law61_63.run_chain(self)

    def _complete_trick(self) -> None:
        ps = self._ps()
        ps.quit_trick()
        ps.designated.clear()
        if len(ps.quitted) == 13:
            self._end_play()
            return
        law61_63.led_next(self)
        early, ps.early = ps.early, None
        if early is not None and ps.masks[early[0]] & (1 << early[1]):
            seat, card = early
            self._note("consequence", L57, "early.lead.now", seat=seat, card=card)
            if seat == ps.turn:
                self._lead(seat, card, penalty=False)
            else:
                law53_56.lead_out_of_turn(self, seat, card)

    def _end_play(self) -> None:
        ps = self._ps()
        ps.over = True
        ps.early = None
        self._note("procedure", L79A, "play.ended", tricks=ps.won[0],
                   declarer=ps.declarer)


Rule = Callable[[TableMode, Any], None]
"""A rule function for an event: the board and the event."""

_WHILE_REPLACING: Final = (CardPlayed, PlayedTogether, CardsTogether, Designated, ExposedCards,
                           AttentionDrawn, DirectorCalled, Breach, DummySuggested, ReviewAsked,
                           CardTurned, TrickInspected, CardPointed, Inquiry)
"""The events that may happen while a player must replace a withdrawn card."""

AnswerRule = Callable[..., None]
"""A rule function that takes the director's finding: the board, the answer (``True`` for
a ruling that needs none) and the facts the question rests on, by name."""


_AUCTION_STEPS: Final = frozenset(
    {"insufficient", "replace27", "oor", "withdraw25", "change25b", "director", "lead",
     "choose25", "replace25"})

StepRule = Callable[[TableMode, Pending, Any], None]
"""A rule function for an event while the board waits on a step: the board, the step and
the event."""


def _no_choice(t: TableMode, event: Choice) -> None:
    raise IrregularActionError(Message("not.offender.choice", seat=event.seat))


def _no_finding(t: TableMode, event: Finding) -> None:
    raise IrregularActionError(Message("no.question"))


PLAY_RULES: Final[dict[type, Rule]] = {
    AttentionDrawn: law09.attention,
    DirectorCalled: law09.director,
    CardPlayed: TableMode._played,
    PlayedTogether: law57_60.together_at_once,
    FaceDownLead: law41.face_down,
    LeadFaced: law41.lead_faced,
    ReviewAsked: law41.review,
    ExposedCards: law48_52.exposed_in_play,
    Designated: law45_46.designated,
    DummyPlaced: law45_46.dummy_placed,
    DummySuggested: law42_43.dummy_suggested,
    CardAdded: law45_46.added,
    CardsTogether: law57_60.together,
    HandSpread: law68_69.spread,
    Inquiry: law61_63.inquiry,
    Breach: law42_43.conduct,
    DummyWarned: law42_43.warned,
    CardTurned: law65_67.turned,
    TrickInspected: law65_67.inspect,
    CardPointed: law65_67.pointed,
    PlayChanged: law45_46.changed,
    CardRetracted: law47.retracted,
    TrickQuitted: law65_67.quitted,
    ClaimAgreed: law68_69.claimed,
    ConcessionAgreed: law68_69.claimed,
    LaterBoard: law64.later_board,
    RoundEnded: law64.round_ended,
    HandsReturned: law64.hands_returned,
    TrickSummary: law44.summary,
    Choice: _no_choice,
    Finding: _no_finding,
}
"""Each event of the play period and the rule function it goes to when the board waits
for nothing."""

STEP_RULES: Final[dict[str, StepRule]] = {
    "insufficient": law27.insufficient_event,
    "replace27": law27.replacement,
    "oor": law29_32.oor_event,
    "withdraw25": law25.withdraw25,
    "change25b": law25.change25b,
    "choose25": y1997.law25.choose_event,
    "replace25": y1997.law25.replacement_event,
    "director": law36_39.director_event,
    "lead": law26.lead_event,
    "oolead": law53_56.step_oolead,
    "loot": law53_56.step_loot,
    "premature": law57_60.step_premature,
    "pcchoice": law48_52.step_pcchoice,
    "pcpick": law48_52.step_pcpick,
    "withdraw": law61_63.step_withdraw,
    "accept52": law48_52.step_accept52,
    "double": law65_67.step_double,
    "defective": law65_67.step_defective,
    "designate": law45_46.step_designate,
    "hand": law42_43.step_hand,
    "claimwait": law68_69.step_claimwait,
    "together": law57_60.step_together,
    "twelfth": law62d.step_twelfth,
    "exposed24": y1997.law24.step_exposed24,  # the 1997 Laws only
}
"""Each kind of rectification step and the rule function for an event while the board
waits on it."""

_ALL_CALLS: Final = tuple(Call.parse(t) for t in ["Pass", "X", "XX"] + [
    f"{level}{s}" for level in range(1, 8) for s in ("C", "D", "H", "S", "NT")])

ANSWER_RULES: Final[dict[str, AnswerRule]] = {
    "law23.comparable_found": law23.comparable_found,
    "law26.denominations_found": law26.denominations_found,
    "law25.unintended_found": law25.unintended_found,
    "law25.comparable_found": law25.comparable_found,
    "law27.same_denomination_found": law27.same_denomination_found,
    "law27.comparable_found": law27.comparable_found,
    "law27.denominations_found": law27.denominations_found,
    "law27.lowest_found": law27.lowest_found,
    "law29_32.artificial_pass_found": law29_32.artificial_pass_found,
    "law29_32.denominations_found": law29_32.denominations_found,
    "law36_39.inadmissible_ruled": law36_39.inadmissible_ruled,
    "law36_39.breach_ruled": law36_39.breach_ruled,
    "law36_39.above_seven_ruled": law36_39.above_seven_ruled,
    "law45_46.second_card_found": law45_46.second_card_found,
    "law45_46.added_card_found": law45_46.added_card_found,
    "law45_46.unintended_card_found": law45_46.unintended_card_found,
    "law47.misinformed_lead_found": law47.misinformed_lead_found,
    "law47.to_comply_found": law47.to_comply_found,
    "law47.misinformed_play_found": law47.misinformed_play_found,
    "law48_52.deliberate_found": law48_52.deliberate_found,
    "law53_56.own_lead_found": law53_56.own_lead_found,
    "law64.undamaged_found": law64.undamaged_found,
    "law64.compensated_found": law64.compensated_found,
    "law68_69.claim_found": law68_69.claim_found,
    "law68_69.current_trick_found": law68_69.current_trick_found,
    "law44.holds_suit_found": law44.holds_suit_found,
}
"""Each rule function that takes a director's finding or ruling, by the name a waiting
board keeps (:attr:`Pending.then <bridgelaws.engine.steps.Pending.then>`)."""
