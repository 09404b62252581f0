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
from dataclasses import dataclass
from typing import NamedTuple

from bridgelaws.engine.events import CallMade, CardPlayed, ClaimAgreed
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
from bridgelaws.engine.tableplay import (
    ConcessionAgreed,
    LeadRule,
    PlayEvent,
    PlayLaws,
    PlayState,
)
from bridgelaws.messages import Message, Term
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Call, Contract, HighBid, Risk, parse_call
from bridgelaws.values.cards import Card, Rank, Seat, Strain, Suit
from bridgelaws.values.regulations import Regulations

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

PASS = Call.parse("Pass")


# --- events ----------------------------------------------------------------------------

MadeCall = CallMade
"""The 0.1 name of :class:`~bridgelaws.engine.events.CallMade` in table mode."""


class ChangedCall(NamedTuple):
    """``seat`` tried to replace his last call with ``call`` (Law 25)."""

    seat: Seat
    call: Call


TableEvent = (CallMade | ChangedCall | ExposedCards | AttentionDrawn | DirectorCalled | Choice
              | Finding | CardPlayed | ClaimAgreed | PlayEvent)


# --- what the engine tells the table -----------------------------------------------------

@dataclass(frozen=True, slots=True)
class Obligation:
    """A player must pass: at his next turn, or for the rest of the auction."""

    seat: Seat
    rest_of_auction: bool
    law: str


@dataclass
class _Restriction:
    offender: Seat
    call: Call | HighBid
    law: str


# --- the bidding as the Laws count it ----------------------------------------------------

def _bid_index(call: Call) -> int:
    return call.index


class TableMode(PlayLaws):
    """A board run in table mode. See the module documentation."""

    def __init__(self, board: Board, regulations: Regulations | None = None) -> None:
        self.board = board
        self.regulations = regulations or Regulations()
        self.events: list[TableEvent] = []
        self.trail: list[Ruling] = []
        self.calls: list[tuple[Seat, Call]] = []  # the legal auction
        self.turn: Seat | None = board.dealer
        self.obligations: dict[Seat, Obligation] = {}
        self.restrictions: list[_Restriction] = []
        self.exposed: dict[Seat, list[tuple[Card, bool]]] = {}
        self._auction_penalty: dict[Seat, dict[Card, bool]] = {}  # 24E
        self.contract: Contract | None = None
        self.auction_over = False
        self.play: PlayState | None = None
        self._pending: Pending | None = None
        self._skipped: list[tuple[int, Seat]] = []  # accepted passes out of rotation
        # after a cancelled call out of rotation: (kind, call, law, rho, calls before)
        self._followups: dict[Seat, tuple[str, Call, str, Seat, int]] = {}
        self._asked_lead: set[Seat] = set()

    # -- public views ---------------------------------------------------------------

    @property
    def step(self) -> Step | None:
        """The rectification step the board waits for, if any."""
        return self._pending.step if self._pending else None

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
        return tuple(c for c in _ALL_CALLS if self._admissible(seat, c))

    def _resolve(self, seat: Seat) -> tuple[str, Call, str] | None:
        """What a cancelled call out of rotation obliges ``seat`` to at this turn: to repeat
        it (31A1, 32A1: RHO passed), or any call, with the comparable-call question (31A2,
        31B, 32A2, 32B, 30B1(b)). Worked out from the auction as it stands now, so that a
        change of RHO's call (Law 25) counts."""
        follow = self._followups.get(seat)
        if follow is None:
            return None
        kind, call, law, rho, index = follow
        if kind != "after-rho":
            return kind, call, law
        answers = [c for s, c in self.calls[index:] if s == rho]
        if not answers:
            return None
        if answers[-1].index == 0:
            return "repeat", call, f"{law}1"
        return "comparable", call, f"{law}2"

    # -- actions: each one is an event ------------------------------------------------

    def call(self, seat: Seat, call: Call | HighBid | str, together: bool = False) -> None:
        """``seat`` makes ``call`` (any call, at any moment)."""
        self.apply(CallMade(seat, parse_call(call) if isinstance(call, str) else call,
                            together))

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

    def find(self, question: str, answer: bool) -> None:
        """The director answers the step's question."""
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
               regulations: Regulations | None = None) -> TableMode:
        """The board after ``events``."""
        mode = cls(board, regulations)
        for event in events:
            mode.apply(event)
        return mode

    def undo(self, count: int = 1) -> TableMode:
        """A new board replaying all but the last ``count`` events."""
        return TableMode.replay(self.board, self.events[: len(self.events) - count],
                                self.regulations)

    def apply(self, event: TableEvent) -> None:
        """Record ``event`` and apply the Laws to it; on :class:`IrregularActionError` the
        board is unchanged (it is rebuilt from its log)."""
        try:
            self._dispatch(event)
        except IrregularActionError:
            # rebuild this very object from its log (the steps' closures refer to it)
            events = self.events
            self.__init__(self.board, self.regulations)  # type: ignore[misc]
            for earlier in events:
                self._dispatch(earlier)
            self.events = events
            raise
        self.events.append(event)

    # -- dispatch -------------------------------------------------------------------------

    def _wait(self, what: Message) -> IrregularActionError:
        return IrregularActionError(what)

    def _dispatch(self, event: TableEvent) -> None:
        in_play = self.play is not None and self.auction_over
        pending = self._pending
        if isinstance(event, DirectorCalled) and pending and pending.kind == "director":
            self._note("consequence", "9B", "director.called")
            rule = pending.data["rule"]
            self._pending = None
            assert callable(rule)
            rule()
            return
        if isinstance(event, AttentionDrawn) and in_play and pending:
            if not self._attention_while_waiting(event.seat):
                self._attention_later(event.seat)
            return
        if isinstance(event, AttentionDrawn | DirectorCalled) and (not in_play or pending):
            if isinstance(event, AttentionDrawn):
                self._note("irregularity", "9A", "attention", seat=event.seat)
            else:
                self._note("consequence", "9B", "director.called")
            return
        if isinstance(event, ExposedCards) and event.led and self.auction_over \
                and len(event.cards) == 1:  # after the auction a lead is a card played
            event = CardPlayed(event.seat, event.cards[0])
        if pending is not None and (in_play or not isinstance(event, ExposedCards)):
            self._pending_event(event)
            if in_play:
                self._due()
            return
        if isinstance(event, CallMade):
            self._made_call(event)
        elif isinstance(event, ChangedCall):
            self._change(event.seat, event.call)
        elif isinstance(event, ExposedCards) and not in_play:
            self._exposed(event)
        elif in_play:
            self._play_event(event)
        elif isinstance(event, Choice):
            raise IrregularActionError(Message("not.offender.choice", seat=event.seat))
        elif isinstance(event, Finding):
            raise IrregularActionError(Message("no.question"))
        else:
            seat = getattr(event, "seat", self.board.dealer)
            key = "no.deal" if self.auction_over and self.contract else "not.play.period"
            raise IrregularActionError(Message(key, seat=seat), "41")

    # -- a call -----------------------------------------------------------------------

    def _made_call(self, event: CallMade) -> None:
        seat, call = event.seat, event.call
        if event.together:
            self._note("irregularity", "33", "simultaneous", seat=seat, call=call,
                       other=seat if self._last_caller() is None else self._last_caller())
        if self.auction_over:
            self._after_final_pass(seat, call)
            return
        if isinstance(call, HighBid):
            self._above_seven(seat, call)
            return
        if call.index in (1, 2) and not self._admissible(seat, call, ignore_turn=True):
            self._inadmissible(seat, call)
            return
        if seat in self.obligations and call.index != 0:  # 35B
            self._breach(seat, call)
            return
        turn = self.turn
        assert turn is not None
        if seat != turn:
            if turn in self.obligations and seat == turn.lho:
                # 28A: the compulsory pass of the player in turn is taken as made
                self._note("consequence", "28A", "pass.next", seat=turn)
                self._append(turn, PASS)
                if self.auction_over:
                    self._after_final_pass(seat, call)
                    return
                self._made_call(CallMade(seat, call))
                return
            if self._has_called(seat) and turn == seat.lho:
                self._change(seat, call)
                return
            self._out_of_rotation(seat, call)
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
            self._insufficient(seat, call)
            return
        self._append(seat, call)
        if resolved is not None:  # any legal call: is it comparable to the cancelled one?
            _, withdrawn, law = resolved
            if self._pending is None:
                self._ask_comparable(seat, withdrawn, call, law)

    # -- Law 27: insufficient bid -------------------------------------------------------

    def _insufficient(self, seat: Seat, call: Call, second: bool = False) -> None:
        last = self._last_bid()
        assert last is not None
        self._note("irregularity", "27", "insufficient", seat=seat, call=call, last=last[1])
        lho = seat.lho
        law = "27B4" if second else "27A1"
        options = (
            Option("accept", lho, law, Message("option.accept", chooser=lho, call=call)),
            Option("refuse", lho, "27B", Message("option.refuse", chooser=lho, call=call)),
        )
        step = Step("27", Message("insufficient", seat=seat, call=call, last=last[1]), None,
                    options, Message("waiting.choice", chooser=lho, law=law))
        self._pending = Pending("insufficient", seat, step, data={"call": call,
                                                                   "second": second})

    def _insufficient_event(self, p: Pending, event: TableEvent) -> None:
        call = p.data["call"]
        assert isinstance(call, Call)
        offender = p.offender
        lho = offender.lho
        premature_call = p.data.get("premature")
        accept = isinstance(event, Choice) and event.seat == lho and event.option == "accept"
        if accept or (isinstance(event, CallMade) and event.seat == lho):
            self._pending = None
            key = "chose.accept" if accept else "chose.accept.by.calling"
            self._note("choice", "27A1", key, seat=lho, call=call)
            if isinstance(premature_call, Call):  # 27C: accepted, so the replacement goes
                self._note("consequence", "27C", "cancelled", seat=offender,
                           call=premature_call)
                self._information(offender, premature_call, "16C")
            self._append(offender, call)
            if isinstance(event, CallMade):
                self._made_call(event)
            return
        if (isinstance(event, CallMade) and event.seat == offender
                and isinstance(event.call, Call) and premature_call is None):
            # 27C: replaced before the ruling; LHO may still accept the insufficient bid
            p.data["premature"] = event.call
            self._note("consequence", "27C", "premature.replacement", seat=offender,
                       call=event.call, withdrawn=call)
            return
        if not (isinstance(event, Choice) and event.seat == lho and event.option == "refuse"):
            raise self._wait(p.step.waiting_for)
        self._note("choice", "27B", "chose.refuse", seat=lho, call=call)
        if p.data["second"]:
            # 27B4: the second insufficient bid is treated as in B3
            self._pending = None
            original = p.data["original"]
            assert isinstance(original, Call)
            for withdrawn in (original, call):
                self._information(offender, withdrawn, "27B4")
            self._silence(offender.partner, True, "27B4")
            self._lead_restriction_from(offender, call, "27B4")
            self._note("flag", "72C", "flag.72C", offender=offender)
            self._replacement_needed(offender, original)
            self._pending_data()["penalised"] = True
        else:
            self._replacement_needed(offender, call)
        if isinstance(premature_call, Call):
            self._note("consequence", "27C", "stands", seat=offender, call=premature_call)
            self._pending_event(CallMade(offender, premature_call))

    def _pending_data(self) -> dict[str, object]:
        assert self._pending is not None
        return self._pending.data

    def _replacement_needed(self, offender: Seat, insufficient: Call) -> None:
        msg = Message("option.replace", offender=offender)
        step = Step("27B", msg, None, (), msg)
        self._pending = Pending("replace27", offender, step, data={"call": insufficient})

    def _replacement(self, p: Pending, event: TableEvent) -> None:
        if not (isinstance(event, CallMade) and event.seat == p.offender
                and isinstance(event.call, Call)):
            raise self._wait(p.step.waiting_for)
        offender, withdrawn, call = p.offender, p.data["call"], event.call
        assert isinstance(withdrawn, Call)
        penalised = bool(p.data.get("penalised"))  # partner already silenced (27B3, 27B4)
        self._pending = None
        if call.index >= 3 and not self._sufficient(call):
            self._insufficient(offender, call, second=True)
            assert self._pending is not None
            self._pending.data["original"] = withdrawn
            return
        lowest_same = (call.strain is not None and call.strain == withdrawn.strain
                       and self._lowest_sufficient(call.strain) == call)

        def comparable(answer: bool) -> None:
            if answer:
                self._note("consequence", "27B1(b)", "no.rectification")
                self._note("flag", "27D", "flag.27D", offender=offender,
                           nos=offender.side.opponents)
                self._append(offender, call)
            elif call.index in (1, 2):
                self._note("consequence", "27B3", "cancelled", seat=offender, call=call)
                if not penalised:
                    self._information(offender, withdrawn, "27B3")
                self._information(offender, call, "27B3")
                self._silence(offender.partner, True, "27B3")
                self._lead_restriction_from(offender, withdrawn, "27B3")
                self._note("flag", "72C", "flag.72C", offender=offender)
                self._replacement_needed(offender, withdrawn)
                self._pending_data()["penalised"] = True
            else:
                self._note("consequence", "27B2", "stands", seat=offender, call=call)
                if not penalised:
                    self._information(offender, withdrawn, "27B2")
                self._silence(offender.partner, True, "27B2")
                self._lead_restriction_from(offender, withdrawn, "27B2")
                self._note("flag", "72C", "flag.72C", offender=offender)
                self._append(offender, call)

        def same_denomination(answer: bool) -> None:
            if answer:
                self._note("consequence", "27B1(a)", "no.rectification")
                self._note("flag", "27D", "flag.27D", offender=offender,
                           nos=offender.side.opponents)
                self._append(offender, call)
            else:
                self._question("comparable", "27B1(b)", offender, Message(
                    "question.comparable", replacement=call, withdrawn=withdrawn), comparable)

        if lowest_same:
            self._question("same-denomination", "27B1(a)", offender, Message(
                "question.same.denomination", withdrawn=withdrawn, replacement=call),
                same_denomination)
        else:
            self._question("comparable", "27B1(b)", offender, Message(
                "question.comparable", replacement=call, withdrawn=withdrawn), comparable)

    # -- Laws 29-32: calls out of rotation ----------------------------------------------

    def _out_of_rotation(self, seat: Seat, call: Call) -> None:
        turn = self.turn
        assert turn is not None
        self._note("irregularity", "29", "oor.call", seat=seat, call=call, turn=turn)
        lho = seat.lho
        options = (
            Option("accept", lho, "29A", Message("option.accept", chooser=lho, call=call)),
            Option("refuse", lho, "29B", Message("option.refuse", chooser=lho, call=call)),
        )
        step = Step("29", Message("oor.call", seat=seat, call=call, turn=turn), None, options,
                    Message("waiting.choice", chooser=lho, law="29"))
        self._pending = Pending("oor", seat, step, data={"call": call, "turn": turn})

    def _oor_event(self, p: Pending, event: TableEvent) -> None:
        call, turn = p.data["call"], p.data["turn"]
        assert isinstance(call, Call) and isinstance(turn, Seat)
        offender = p.offender
        lho = offender.lho
        if isinstance(event, CallMade) and event.seat == turn and event.together:
            # Law 33: made at the same moment as the call of the player in turn, the call
            # out of rotation counts as made after it
            self._pending = None
            self._note("consequence", "33", "simultaneous", seat=offender, call=call,
                       other=turn)
            self._made_call(CallMade(event.seat, event.call))
            if self._pending is None:
                self._made_call(CallMade(offender, call))
            return
        if (isinstance(event, CallMade) and event.seat == turn
                and turn.side != offender.side):
            # 28B: the player in turn (an opponent) called before rectification: the call
            # out of rotation is treated as not made at that turn
            self._pending = None
            self._note("consequence", "28B", "forfeit.called.first", seat=turn, call=call)
            self._information(offender, call, "16C2")
            self._made_call(event)
            return
        accept = isinstance(event, Choice) and event.seat == lho and event.option == "accept"
        if accept or (isinstance(event, CallMade) and event.seat == lho):
            self._pending = None
            if accept:
                self._note("choice", "29A", "chose.accept", seat=lho, call=call)
            else:
                self._note("choice", "29A", "chose.accept.by.calling", seat=lho, call=call)
            self._accept_out_of_rotation(offender, call)
            if isinstance(event, CallMade) and not self.auction_over:
                self._made_call(event)
            return
        if not (isinstance(event, Choice) and event.seat == lho and event.option == "refuse"):
            raise self._wait(p.step.waiting_for)
        self._pending = None
        self._note("choice", "29B", "chose.refuse", seat=lho, call=call)
        self._note("consequence", "29B", "auction.reverts", seat=turn)
        self._information(offender, call, "16C")
        if call.index == 0:
            self._question("artificial-pass", "30C", offender, Message(
                "question.artificial.pass", seat=offender),
                lambda artificial: self._cancelled_oor(offender, call, turn, artificial))
        else:
            self._cancelled_oor(offender, call, turn, True)

    def _accept_out_of_rotation(self, offender: Seat, call: Call) -> None:
        if call.index == 0:
            self._skipped.append((len(self.calls), offender if self.turn is None else self.turn))
        self.turn = offender
        self._append(offender, call)

    def _cancelled_oor(self, offender: Seat, call: Call, turn: Seat, as_bid: bool) -> None:
        """Laws 30-32 after a call out of rotation is cancelled (29B)."""
        law = "31" if call.index >= 3 or (call.index == 0 and as_bid) else (
            "30" if call.index == 0 else "32")
        at_rho = turn == offender.rho
        if call.index == 0 and not as_bid:
            if at_rho:
                self._silence(offender, False, "30A")
                self._note("flag", "72C", "flag.72C", offender=offender)
            else:
                self._note("consequence", "30B1(a)", "any.call", seat=offender.partner)
                self._note("consequence", "30B1(b)", "any.call", seat=offender)
                self._followups[offender] = ("comparable", call, "30B1(b)", turn,
                                             len(self.calls))
            return
        if at_rho:
            sub = f"{law}A"
            # A1: if RHO passes the offender must repeat; A2: otherwise any legal call
            self._followups[offender] = ("after-rho", call, sub, turn, len(self.calls))
            return
        self._note("consequence", f"{law}B1", "any.call", seat=offender.partner)
        self._note("consequence", f"{law}B2", "any.call", seat=offender)
        self._followups[offender] = ("comparable", call, f"{law}B2", turn, len(self.calls))

    # -- Law 23: comparable call questions -------------------------------------------

    def _ask_comparable(self, seat: Seat, withdrawn: Call, call: Call, law: str) -> None:
        def answer(comparable: bool) -> None:
            if comparable:
                self._note("consequence", law, "no.rectification")
                self._note("flag", "23C", "flag.23C", offender=seat, nos=seat.side.opponents)
            else:
                self._silence(seat.partner, False, law)
                self._lead_restriction_from(seat, withdrawn, law)
                self._note("flag", "72C", "flag.72C", offender=seat)

        self._question("comparable", "23A", seat, Message(
            "question.comparable", replacement=call, withdrawn=withdrawn), answer)

    # -- Law 25: change of call -------------------------------------------------------

    def _change(self, seat: Seat, call: Call) -> None:
        index = self._last_index_of(seat)
        if index is None:
            raise IrregularActionError(Message("no.change.to.make", seat=seat), "25")
        original = self.calls[index][1]
        if any(s == seat.partner for s, _ in self.calls[index + 1:]):
            self._note("consequence", "25A4", "substitution.too.late", seat=seat,
                       original=original)
            return
        if self.auction_over and self.play is not None and self.play.started:
            # 25A5: the auction period ended with the opening lead faced
            self._note("consequence", "25A5", "substitution.too.late", seat=seat,
                       original=original)
            return
        self._note("irregularity", "25", "change.attempt", seat=seat, withdrawn=original,
                   call=call)
        later = self.calls[index + 1:]

        def unintended(answer: bool) -> None:
            if answer:
                self._reopen(seat)
                self._note("consequence", "25A1", "substitution.allowed", seat=seat,
                           withdrawn=original, call=call)
                del self.calls[index:]
                self._recompute_turn(seat)
                if later:
                    lho = seat.lho
                    options = (Option("withdraw", lho, "25A6", Message("option.withdraw",
                                                                      chooser=lho)),
                               Option("keep", lho, "25A6", Message("option.keep",
                                                                  chooser=lho)))
                    step = Step("25A6", Message("change.attempt", seat=seat,
                                                withdrawn=original, call=call), None,
                                options, Message("waiting.choice", chooser=lho, law="25A6"))
                    self._pending = Pending("withdraw25", seat, step,
                                             data={"call": call, "later": later})
                    return
                self._made_call(CallMade(seat, call))
                return
            lho = seat.lho
            options = (
                Option("accept", lho, "25B1", Message("option.accept", chooser=lho, call=call)),
                Option("refuse", lho, "25B2", Message("option.refuse", chooser=lho, call=call)),
            )
            step = Step("25B", Message("change.attempt", seat=seat, withdrawn=original,
                                       call=call), None, options,
                        Message("waiting.choice", chooser=lho, law="25B"))
            self._pending = Pending("change25b", seat, step, data={
                "call": call, "original": original, "index": index})

        self._question("unintended", "25A", seat, Message(
            "question.unintended", seat=seat, call=original, intended=call), unintended)

    def _reopen(self, seat: Seat) -> None:
        """An allowed change of the final pass before the opening lead (25A5): the auction
        is open again."""
        if not self.auction_over:
            return
        self.auction_over = False
        self.contract = None
        self.play = None
        self._auction_penalty = {}
        self._asked_lead = set()
        self._note("consequence", "25A5", "auction.reopened", seat=seat)

    def _withdraw25(self, p: Pending, event: TableEvent) -> None:
        lho = p.offender.lho
        if not (isinstance(event, Choice) and event.seat == lho
                and event.option in ("withdraw", "keep")):
            raise self._wait(p.step.waiting_for)
        self._pending = None
        call = p.data["call"]
        later = p.data["later"]
        assert isinstance(call, Call) and isinstance(later, list)
        self._made_call(CallMade(p.offender, call))
        for s, c in later:
            if event.option == "withdraw" and s == lho:
                self._note("choice", "25A6", "chose.withdraw", seat=s, call=c)
                self._information(s, c, "25A6", authorised_for_offenders=True)
            else:
                self._note("choice", "25A6", "chose.keep", seat=s, call=c)
                if self._pending is None and not self.auction_over and self.turn == s:
                    self._made_call(CallMade(s, c))

    def _change25b(self, p: Pending, event: TableEvent) -> None:
        lho = p.offender.lho
        call, original = p.data["call"], p.data["original"]
        assert isinstance(call, Call) and isinstance(original, Call)
        index = p.data["index"]
        assert isinstance(index, int)
        accept = isinstance(event, Choice) and event.seat == lho and event.option == "accept"
        called = isinstance(event, CallMade) and event.seat == lho
        if accept or called:
            self._pending = None
            key = "chose.accept" if accept else "chose.accept.by.calling"
            self._note("choice", "25B1", key, seat=lho, call=call)
            self._information(p.offender, original, "25B3")
            self._lead_restriction_from(p.offender, original, "25B1")
            self._reopen(p.offender)
            del self.calls[index:]
            self._recompute_turn(p.offender)
            self._made_call(CallMade(p.offender, call))
            if called and self._pending is None and not self.auction_over:
                assert isinstance(event, CallMade)
                self._made_call(event)
            return
        if not (isinstance(event, Choice) and event.seat == lho and event.option == "refuse"):
            raise self._wait(p.step.waiting_for)
        self._pending = None
        self._note("choice", "25B2", "chose.refuse", seat=lho, call=call)
        self._note("consequence", "25B2", "substitution.cancelled", seat=p.offender, call=call,
                   original=original)
        self._information(p.offender, call, "25B3")
        self._lead_restriction_from(p.offender, call, "25B2")

    # -- Laws 36-38: awaiting the director -----------------------------------------------

    def _await_director(self, seat: Seat, call: Call | HighBid, law: str, key: str,
                        rule: Callable[[list[tuple[Seat, Call]]], None]) -> None:
        msg = Message(key, seat=seat, call=call)
        self._note("irregularity", law, key, seat=seat, call=call)
        step = Step(law, msg, None, (), Message("waiting.director", law=law))
        later: list[tuple[Seat, Call]] = []
        self._pending = Pending("director", seat, step,
                                 data={"rule": lambda: rule(later), "later": later,
                                       "next": seat.lho, "turn": self.turn, "call": call})

    def _director_event(self, p: Pending, event: TableEvent) -> None:
        later = p.data["later"]
        nxt = p.data["next"]
        assert isinstance(later, list) and isinstance(nxt, Seat)
        if isinstance(event, CallMade) and event.seat == nxt and isinstance(event.call, Call):
            later.append((event.seat, event.call))
            p.data["next"] = nxt.lho
            self._note("consequence", p.step.law, "later.call", seat=event.seat, call=event.call)
            return
        if (p.step.law == "36" and isinstance(event, CardPlayed)
                and self._ended(self.calls + later)):
            if self.board.deal is None:  # no card can be played, so no lead was faced
                raise IrregularActionError(Message("no.deal", seat=event.seat), "41")
            # 36C: attention first drawn after the opening lead was faced: the contract is
            # recorded as if the inadmissible double or redouble had not been made
            self._pending = None
            call = p.data["call"]
            assert isinstance(call, Call)
            self._note("consequence", "36C", "recorded.without", seat=p.offender, call=call)
            self.calls.extend(later)
            self._end_auction()
            if self._pending is None:
                self._play_event(event)
            else:
                self._pending_event(event)
            return
        raise self._wait(p.step.waiting_for)

    @staticmethod
    def _ended(calls: list[tuple[Seat, Call]]) -> bool:
        passes = 0
        for _, c in reversed(calls):
            if c.index != 0:
                break
            passes += 1
        return passes >= 4 or (passes >= 3 and any(c.index >= 3 for _, c in calls))

    def _inadmissible(self, seat: Seat, call: Call) -> None:
        turn = self.turn

        def rule(later: list[tuple[Seat, Call]]) -> None:
            self._note("consequence", "36", "cancelled", seat=seat, call=call)
            if later:  # 36A: LHO called first: cancel everything, as if nothing happened
                for s, c in later:
                    self._note("consequence", "36A", "cancelled.later", seat=s, call=c)
                self.turn = turn
                self._note("consequence", "36A", "auction.reverts", seat=turn)
                return
            self._information(seat, call, "16C")
            self._silence(seat.partner, True, "36B2")
            self._lead_restriction_from(seat, call, "36B3")
            self._note("flag", "72C", "flag.72C", offender=seat)
            if turn != seat:  # 36B4: also out of rotation
                self.turn = turn
                self._note("consequence", "36B4", "auction.reverts", seat=turn)
                self._note("consequence", "36B4", "any.call", seat=seat)
            else:
                self._replacement_any(seat, "36B2")

        self._await_director(seat, call, "36", "inadmissible.double", rule)

    def _replacement_any(self, seat: Seat, law: str) -> None:
        self._note("consequence", law, "option.replace", offender=seat)

    def _breach(self, seat: Seat, call: Call) -> None:
        turn = self.turn
        obligation = self.obligations[seat]

        def rule(later: list[tuple[Seat, Call]]) -> None:
            if later:  # 37A: LHO called before rectification: everything stands
                self._note("consequence", "37A", "stands", seat=seat, call=call)
                self.turn = turn
                self._append(seat, call, keep_obligation=True)
                if not obligation.rest_of_auction:
                    self.obligations.pop(seat, None)
                for s, c in later:
                    if self._pending is None and not self.auction_over:
                        self._made_call(CallMade(s, c))
                return
            self._note("consequence", "37B", "replaced.by.pass", seat=seat, call=call)
            self._information(seat, call, "16C")
            self.turn = turn
            self._silence(seat, True, "37B2")
            self._silence(seat.partner, True, "37B2")
            self._lead_restriction_from(seat, call, "37B2")
            self._note("flag", "72C", "flag.72C", offender=seat)
            if seat == turn:
                self._append(seat, PASS)

        self._await_director(seat, call, "37", "breach.pass", rule)

    def _above_seven(self, seat: Seat, call: HighBid) -> None:
        turn = self.turn

        def rule(later: list[tuple[Seat, Call]]) -> None:
            self._note("consequence", "38B", "cancelled", seat=seat, call=call)
            self._information(seat, call, "16C")
            for s, c in later:
                self._note("consequence", "38B", "cancelled.later", seat=s, call=c)
            if later:  # 38D: LHO called before rectification: no 26B, no 72C
                self._note("consequence", "38D", "no.rectification")
            self.turn = turn
            self._note("consequence", "38C", "replaced.by.pass", seat=seat, call=call)
            self._silence(seat, True, "38C")
            self._silence(seat.partner, True, "38C")
            if not later:
                self._lead_restriction_from(seat, call, "38D")
                self._note("flag", "72C", "flag.72C", offender=seat)
            if seat == turn:
                self._append(seat, PASS)

        self._await_director(seat, call, "38", "above.seven", rule)

    # -- Law 39: after the final pass -----------------------------------------------------

    def _after_final_pass(self, seat: Seat, call: Call | HighBid) -> None:
        self._note("irregularity", "39", "after.final.pass", seat=seat, call=call)
        self._note("consequence", "39A", "cancelled", seat=seat, call=call)
        self._information(seat, call, "16C")
        declarer = self.declarer
        defender = declarer is not None and seat.side != declarer.side
        previous = self.restrictions[-1] if self.restrictions else None
        if previous and previous.law == "39C" and seat == previous.offender.lho:
            self.restrictions.pop()  # 39B: LHO called before rectification
            self._note("consequence", "39B", "lead.restriction.void", seat=previous.offender,
                       call=previous.call)
        if defender and (isinstance(call, HighBid) or call.index != 0):
            self._note("consequence", "39C", "lead.restriction", offender=seat,
                       partner=seat.partner, seat=seat, call=call)
            self.restrictions.append(_Restriction(seat, call, "39C"))
            self._offer_lead_restriction_if_due()
        else:
            self._note("consequence", "39B", "no.rectification")

    # -- Law 24: cards exposed during the auction ----------------------------------------

    def _exposed(self, event: ExposedCards) -> None:
        seat, cards, led = event.seat, event.cards, event.led
        if self.auction_over:  # no deal: nothing can be played
            raise IrregularActionError(Message("no.deal", seat=seat), "41")
        hand = self.board.deal[seat] if self.board.deal is not None else None
        for card in cards:
            if hand is not None and card not in hand:
                raise IrregularActionError(Message("card.not.held", seat=seat, card=card), "24")
        key = "led.auction" if led else "exposed.auction"
        self._note("irregularity", "24", key, seat=seat, cards=list(cards))
        self.exposed.setdefault(seat, []).extend((c, led) for c in cards)
        self._note("consequence", "24", "exposed.stay", seat=seat)
        self._information_cards(seat)
        honour = any(Rank(c % 13) >= Rank.TEN for c in cards)
        if len(cards) == 1 and not honour and not led:
            self._note("consequence", "24A", "no.rectification")
        else:
            law = "24C" if len(cards) > 1 else "24B"
            self._silence(seat.partner, False, law)
            self._note("flag", "72C", "flag.72C", offender=seat)

    # -- pending events -----------------------------------------------------------------

    def _pending_event(self, event: TableEvent) -> None:
        p = self._pending
        assert p is not None
        if p.kind == "question":
            if not isinstance(event, Finding):
                raise self._wait(p.step.waiting_for)
            assert p.step.question is not None
            if event.question != p.step.question.name:
                raise self._wait(p.step.waiting_for)
            self._pending = None
            self._note("finding", p.step.question.law, "finding",
                       question=Term(f"question.{event.question}"), answer=event.answer)
            assert p.on_answer is not None
            p.on_answer(event.answer)
            return
        handlers: dict[str, Callable[[Pending, TableEvent], None]] = {
            "insufficient": self._insufficient_event,
            "replace27": self._replacement,
            "oor": self._oor_event,
            "withdraw25": self._withdraw25,
            "change25b": self._change25b,
            "director": self._director_event,
            "lead": self._lead_event,
        }
        if p.kind in self.PLAY_STEPS:
            self._play_pending(p.kind, p, event)
            return
        handlers[p.kind](p, event)

    # -- obligations, information, restrictions -----------------------------------------

    def _silence(self, seat: Seat, rest: bool, law: str) -> None:
        current = self.obligations.get(seat)
        if current is None or (rest and not current.rest_of_auction):
            self.obligations[seat] = Obligation(seat, rest, law)
        self._note("obligation", law, "pass.rest" if rest else "pass.next", seat=seat)

    def _information(self, seat: Seat, call: Call | HighBid, law: str,
                     authorised_for_offenders: bool = False) -> None:
        nos, os_ = seat.side.opponents, seat.side
        if authorised_for_offenders:
            nos, os_ = os_, nos
        self._note("information", "16C", "unauthorized.information", seat=seat, call=call,
                   nos=nos, os=os_)

    def _information_cards(self, seat: Seat) -> None:
        self._note("information", "16C", "unauthorized.cards", seat=seat,
                   nos=seat.side.opponents, os=seat.side)

    def _lead_restriction_from(self, offender: Seat, call: Call | HighBid, law: str) -> None:
        self.restrictions.append(_Restriction(offender, call, law))
        self._note("consequence", law, "lead.restriction", offender=offender,
                   partner=offender.partner, seat=offender, call=call)

    # -- the legal auction ----------------------------------------------------------------

    def _append(self, seat: Seat, call: Call, keep_obligation: bool = False) -> None:
        self.calls.append((seat, call))
        obligation = self.obligations.get(seat)
        if obligation is not None and not obligation.rest_of_auction and not keep_obligation:
            del self.obligations[seat]
        follow = self._followups.get(seat.lho)
        if follow is not None and follow[0] == "after-rho" and follow[3] == seat:
            # 31A/32A: the offender's RHO has now called (the trail says what follows)
            _, withdrawn, law, _, _ = follow
            if call.index == 0:
                self._note("obligation", f"{law}1", "must.repeat", seat=seat.lho,
                           call=withdrawn)
            else:
                self._note("consequence", f"{law}2", "any.call", seat=seat.lho)
        self.turn = seat.lho
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
        bid_made = any(c.index >= 3 for _, c in calls)
        if not ((bid_made and passes >= 3) or (not bid_made and passes >= 4)):
            return
        # Law 17D3 / 34: a pass out of rotation that took a player's turn away
        start = len(calls) - passes
        for index, skipped in self._skipped:
            if index >= start:
                self._note("irregularity", "34", "three.passes", seat=skipped)
                for s, c in calls[index:]:
                    self._information(s, c, "17D3")
                del self.calls[index:]
                self._skipped = [(i, s) for i, s in self._skipped if i < index]
                self.turn = skipped
                self._note("consequence", "17D3", "auction.reverts", seat=skipped)
                return
        self._end_auction()

    def _end_auction(self) -> None:
        self.auction_over = True
        self.turn = None
        self.obligations.clear()
        self._followups.clear()
        last = self._last_bid()
        if last is None:
            self._note("auction", "22B", "auction.passed.out")
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
        self._note("auction", "22", "auction.over", contract=self.contract)
        for seat, cards in self.exposed.items():
            if seat.side == declarer.side:
                self._note("consequence", "24D", "exposed.returned", seat=seat)
            else:
                held = [c for c, _ in cards]
                major = len(held) > 1 or any(Rank(c % 13) >= Rank.TEN or led
                                             for c, led in cards)
                self._auction_penalty[seat] = dict.fromkeys(held, major)
                self._note("consequence", "24E", "penalty.cards", seat=seat, cards=held,
                           severity=Term("severity.major" if major else "severity.minor"))
        if self.board.deal is not None:
            self._start_play(self.contract)
            self._due()

    # -- Law 26B: the lead restriction after a withdrawn call -----------------------------

    def _offer_lead_restriction_if_due(self) -> bool:
        """At the offender's partner's first turn to lead, declarer chooses (26B); True if
        the board now waits for him."""
        play = self.play
        if play is None or self.declarer is None:
            return False
        if play.current_trick is not None or play.turn is None:
            return False
        leader = play.turn
        if leader in self._asked_lead:
            return False
        reasons = [r for r in self.restrictions
                   if r.offender == leader.partner and r.offender.side != self.declarer.side]
        if not reasons:
            return False
        self._asked_lead.add(leader)
        declarer = self.declarer
        named = {c.strain for s, c in self.calls if s == leader.partner and c.index >= 3}
        suits = [Suit(i) for i in range(4) if i not in named]
        options = [Option(f"prohibit {'CDHS'[s]}", declarer, "26B", Message(
            "option.prohibit", chooser=declarer, leader=leader, suit=s)) for s in suits]
        if self.regulations.lead_restrictions == "require-or-prohibit":
            options += [Option(f"require {'CDHS'[s]}", declarer, "26", Message(
                "option.require", chooser=declarer, leader=leader, suit=s)) for s in suits]
        options.append(Option("none", declarer, "26B", Message(
            "option.no.restriction", chooser=declarer, leader=leader)))
        step = Step("26B", Message(
            "lead.restriction", offender=leader.partner, partner=leader, seat=leader.partner,
            call=reasons[0].call), None, tuple(options),
            Message("waiting.choice", chooser=declarer, law="26B"))
        self._pending = Pending("lead", leader.partner, step, data={"leader": leader})
        return True

    def _lead_event(self, p: Pending, event: TableEvent) -> None:
        declarer = self.declarer
        leader = p.data["leader"]
        assert isinstance(leader, Seat) and declarer is not None
        if isinstance(event, CallMade):  # another call after the final pass (Law 39)
            self._pending = None
            self._asked_lead.discard(leader)
            self._made_call(event)
            if self._pending is None:
                self._offer_lead_restriction_if_due()
            return
        if not (isinstance(event, Choice) and event.seat == declarer):
            raise self._wait(p.step.waiting_for)
        option = event.option.lower()
        names = {o.name.lower() for o in p.step.options}
        if option not in names:
            raise self._wait(p.step.waiting_for)
        self._pending = None
        if option == "none":
            self._note("choice", "26B", "chose.no.restriction", seat=declarer)
            return
        how, suit_text = option.split()
        suit = Suit("cdhs".index(suit_text))
        assert self.play is not None
        self.play.lead_rule = LeadRule(leader, suit if how == "require" else None,
                                       frozenset({suit}) if how == "prohibit" else frozenset(),
                                       "26B" if how == "prohibit" else "26")
        self._note("choice", "26B", f"chose.{how}", seat=declarer, suit=suit)

    # -- helpers over the legal auction -------------------------------------------------

    def _last_caller(self) -> Seat | None:
        return self.calls[-1][0] if self.calls else None

    def _has_called(self, seat: Seat) -> bool:
        return any(s == seat for s, _ in self.calls)

    def _last_index_of(self, seat: Seat) -> int | None:
        for i in range(len(self.calls) - 1, -1, -1):
            if self.calls[i][0] == seat:
                return i
        return None

    def _last_call_of(self, seat: Seat) -> Call | None:
        i = self._last_index_of(seat)
        return self.calls[i][1] if i is not None else None

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

    def _admissible(self, seat: Seat, call: Call, ignore_turn: bool = False) -> bool:
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


_ALL_CALLS = tuple(Call.parse(t) for t in ["Pass", "X", "XX"] + [
    f"{level}{s}" for level in range(1, 8) for s in ("C", "D", "H", "S", "NT")])
