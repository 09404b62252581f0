"""Law 12 and the judgement laws at the table: what happened, and the guided procedures.

The events of :mod:`bridgelaws.engine.judged` are recorded as facts in the trail, each with
its law (a hesitation 16B1, an explanation 20F, a claim's statement 68C ...). Where a law
makes the director rule, a waiting step opens the guided procedure of
:mod:`bridgelaws.judgement.procedures`: a disputed claim (68D2(a) → 70), withdrawn agreement
(69B), a concession to cancel (71), the partnership agreement found (21B1(b) → the
misinformation procedure), or the director's own ``TD rules ui`` (16B3). The board waits on
the procedure's question until it has an outcome; the adjusted score is the procedure's
last answer (``TD adjusts``, 12C), the tricks of a claim its outcome (70, 69B, 71). The
board keeps each procedure's :class:`~bridgelaws.judgement.procedures.Record` in
``TableMode.records``: every answer, who gave it (the director, or the engine for a fact it
computed), and an answer changed within the correction period (79C) beside the earlier one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from bridgelaws.engine.events import ClaimAgreed
from bridgelaws.engine.judged import (
    Agreed,
    AgreementFound,
    AgreementWithdrawn,
    Asked,
    CancelAsked,
    ClaimStated,
    Explained,
    Extraneous,
    Objected,
    PlayContinued,
    ProcedureAnswered,
    ProcedureOpened,
    Tempo,
)
from bridgelaws.engine.steps import (
    AnswerType,
    IrregularActionError,
    Pending,
    ScoreAdjusted,
    Step,
)
from bridgelaws.engine.tableplay import ConcessionAgreed
from bridgelaws.judgement.claims import ClaimError, Ending, Statement, check_claim
from bridgelaws.judgement.procedures import (
    DIRECTOR,
    ENGINE,
    PROCEDURES,
    Ask,
    ProcedureError,
    Record,
    answer_words,
    read_answer,
)
from bridgelaws.laws import law12, law16_20, law68_69
from bridgelaws.laws.index import law
from bridgelaws.messages import Message, Term
from bridgelaws.values.cards import Holding, Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L12C = law("12C")
L16B3 = law("16B3")
L16C = law("16C")
L21B1b = law("21B1(b)")
L68A = law("68A")
L68B2 = law("68B2")
L68C = law("68C")
L68D = law("68D")
L68D2a = law("68D2(a)")
L68D2b = law("68D2(b)")
L69A = law("69A")
L69B = law("69B")
L70 = law("70")
L70C = law("70C")
L71 = law("71")
L79C = law("79C")

_AGREEMENT_KEYS: Final = {"no-evidence": "judged.agreement.none",
                          "mistaken-explanation": "judged.agreement.mistaken-explanation",
                          "mistaken-call": "judged.agreement.mistaken-call"}

COMPUTED: Final = frozenset({"remaining", "check", "doubtful", "trump-out", "transfer",
                             "irregularity"})
"""The facts of a record that the engine computes (from the cards, the play and the
flags), as opposed to what the log says happened."""

STEPS: Final = frozenset({"claimstated", "procedure"})
"""The kinds of waiting step this module's rules take events for."""

_TRICKS_ASKS: Final = {"claim": "ask.claim.tricks", "withdrawal": "ask.withdrawal.tricks",
                       "concession": "ask.concession.tricks"}
"""The procedures whose outcome is a number of tricks for the claimer's side."""


def judged(t: TableMode, event: Any) -> bool:
    """9B, 12: an event the director judges, or any event while the board waits on a
    claim's agreement (68D) or a procedure's question, goes to its rule by table; True if
    it was one of these (the engine's own rules take any other)."""
    p = t._pending
    if p is not None and p.kind in STEPS:
        STEP_EVENTS[p.kind](t, p, event)
        return True
    if type(event) not in JUDGED:
        return False
    if p is not None:
        raise IrregularActionError(p.step.waiting_for)
    rule = RULES.get(type(event))
    if rule is None:  # an agreement, an objection or play continued, with no claim
        raise IrregularActionError(Message("judged.error.no.claim"), L68D)
    rule(t, event)
    return True


# -- claims and concessions -------------------------------------------------------------


def claim_stated(t: TableMode, event: ClaimStated) -> None:
    """68A, 68B1, 68C, 68D: a claim or concession with its statement stops play; the board
    waits for an opponent's agreement (69A), an objection (68D2) or play continued by
    agreement (68D2(b))."""
    ps = t.play
    if ps is None or not t.auction_over or ps.over:
        raise IrregularActionError(Message("play.over", seat=event.seat), L68A)
    if event.seat == ps.dummy:
        raise IrregularActionError(Message("dummy.no.claim", seat=event.seat), L68A)
    remaining = 13 - len(ps.quitted)
    if event.tricks > remaining:
        raise IrregularActionError(Message("claim.impossible", seat=event.seat,
                                           tricks=event.tricks), L68A)
    try:
        Statement.parse(f"{event.tricks} {event.line}", event.said)
    except ClaimError as e:
        raise IrregularActionError(e.message, L68C) from None
    key = "judged.concession.stated" if event.concede else "judged.claim.stated"
    t._note("procedure", L68C, key, seat=event.seat, tricks=event.tricks)
    if event.line:
        t._note("procedure", L68C, "judged.claim.line", line=event.line)
    law16_20.words(t, L68C, event.said)
    wait = Message("judged.claim.waits", seat=event.seat)
    t._pending = Pending("claimstated", event.seat, Step(L68D, wait, None, (), wait),
                         data=dict(event._asdict()))


def step_claimstated(t: TableMode, p: Pending, event: object) -> None:
    """68B2, 68D, 69A: after a claim or concession the board waits: an opponent agrees
    (69A); a defender's partner objects at once to his concession (68B2: nothing is
    conceded, play goes on); any other objection disputes it (68D2(a): the director rules
    under Law 70); or all four agree to play on (68D2(b): the claim is void)."""
    seat, tricks, concede = p.data["seat"], p.data["tricks"], p.data["concede"]
    assert isinstance(seat, Seat) and isinstance(tricks, int)
    ps = t._ps()
    if isinstance(event, Agreed) and event.seat.side != seat.side and event.seat != ps.dummy:
        t._pending = None
        law68_69.claimed(t, ConcessionAgreed(seat, tricks) if concede
                         else ClaimAgreed(seat, tricks))
        return
    if isinstance(event, Objected):
        t._pending = None
        if concede and event.seat == seat.partner and seat.side != ps.declarer.side:
            t._note("consequence", L68B2, "judged.objected.partner", seat=event.seat,
                    partner=seat)
            t._note("information", L16C, "judged.objected.information", seat=seat,
                    partner=event.seat)
            return
        t._note("irregularity", L68D2a, "judged.objected", seat=event.seat)
        remaining = 13 - len(ps.quitted)
        mine = remaining - tricks if concede else tricks
        facts = _claim_facts(t, seat, mine, str(p.data["line"]), str(p.data["said"]))
        _open(t, "claim", seat, {**facts, "objection": event.seat})
        return
    if isinstance(event, PlayContinued):
        t._pending = None
        t._note("consequence", L68D2b, "judged.play.continues")
        return
    raise IrregularActionError(p.step.waiting_for)


def _claim_facts(t: TableMode, seat: Seat, mine: int, line: str,
                 said: str) -> dict[str, object]:
    """The facts a claim's procedure rests on: the claimer, the tricks he claimed, his
    statement, and what the engine computes from the cards (the claim checker: the worst
    and best normal lines, the doubtful points, 70C and 70E1; ``check`` is its summary)."""
    ps = t._ps()
    remaining = 13 - len(ps.quitted)
    facts: dict[str, object] = {"claimer": seat, "tricks": mine, "remaining": remaining,
                                "statement": said or line or str(mine)}
    if ps.unknown is not None:  # the deal is not known: nothing to compute from the cards
        facts["check"] = "-"
        return facts
    trump = None if ps.trump < 0 else Suit(ps.trump)
    played = tuple(c for _, c in ps._plays())
    try:
        ending = Ending(tuple(Holding(m) for m in ps.masks),  # type: ignore[arg-type]
                        trump, ps.leader, played)
        check = check_claim(ending, seat, Statement.parse(f"{mine} {line}"))
    except ClaimError:
        facts["check"] = "-"
        return facts
    facts["check"] = f"worst {check.worst} best {check.best} of {check.remaining}"
    t._note("information", L70, "judged.claim.check", worst=check.worst, best=check.best,
            remaining=check.remaining,
            doubtful=", ".join(str(d.law) for d in check.doubtful) or "-")
    facts["doubtful"] = " ".join(str(d.law) for d in check.doubtful) or "-"
    facts["trump-out"] = "yes" if any(d.law == L70C for d in check.doubtful) or (
        trump is not None and _opponents_trump(ps.masks, seat, trump)) else "no"
    return facts


def _opponents_trump(masks: list[int], seat: Seat, trump: Suit) -> bool:
    """70C: whether an opponent of ``seat`` still holds a trump."""
    return any(card.suit is trump for opp in (seat.lho, seat.rho)
               for card in Holding(masks[opp]))


def withdrawn(t: TableMode, event: AgreementWithdrawn) -> None:
    """69B: agreement to a claim or concession withdrawn within the correction period; the
    director rules whether a trick is given back."""
    ps = t.play
    if ps is None or ps.claim is None:
        raise IrregularActionError(Message("judged.error.no.claim"), L69B)
    t._note("irregularity", L69B, "judged.withdrawn", seat=event.seat)
    _open(t, "withdrawal", ps.claim.seat, _agreed_facts(t))


def cancel_asked(t: TableMode, event: CancelAsked) -> None:
    """71: the conceding side asks the director to cancel its concession within the
    correction period (71A a trick already won, 71B a trick no normal play could lose)."""
    ps = t.play
    if ps is None or ps.claim is None:
        raise IrregularActionError(Message("judged.error.no.claim"), L71)
    t._note("irregularity", L71, "judged.cancel", seat=event.seat)
    _open(t, "concession", ps.claim.seat, _agreed_facts(t))


def _agreed_facts(t: TableMode) -> dict[str, object]:
    """69A: the agreed claim or concession: who, and the tricks his side got."""
    ps = t._ps()
    claim = ps.claim
    assert claim is not None
    return {"claimer": claim.seat, "tricks": _mine(t), "remaining": 13 - len(ps.quitted),
            "claim": f"{claim.seat} {'claims' if isinstance(claim, ClaimAgreed) else 'concedes'}"
                     f" {claim.tricks}"}


def _mine(t: TableMode) -> int:
    """70, 69A: the tricks of the remaining ones that the claim gave the claimer's side."""
    ps = t._ps()
    claim = ps.claim
    assert claim is not None
    remaining = 13 - len(ps.quitted)
    return claim.tricks if isinstance(claim, ClaimAgreed) else remaining - claim.tricks


# -- the procedures ---------------------------------------------------------------------


def agreement_stated(t: TableMode, event: AgreementFound) -> None:
    """21B1(b), 40B: the partnership agreement as the director finds it (a convention
    card's line), or no evidence, when a mistaken explanation is presumed; it answers the
    misinformation procedure's first question, opening it if need be."""
    t._note("finding", L21B1b, _AGREEMENT_KEYS[event.finding])
    law16_20.words(t, L21B1b, event.text)
    _open(t, "mi", None, {"agreement": event.text or event.finding})
    _answer(t, ProcedureAnswered("ask.mi.agreement", event.finding))


def opened(t: TableMode, event: ProcedureOpened) -> None:
    """12A, 16B3: the director opens a guided procedure (16B unauthorised information,
    21B misinformation, 70 a contested claim, 64C equity after a revoke, 72C the review
    at the end of the hand, 69B, 71)."""
    if event.procedure in ("withdrawal", "concession", "claim") and (
            t.play is None or t.play.claim is None):
        raise IrregularActionError(Message("judged.error.no.claim"), L69B)
    facts: dict[str, object] = {}
    if event.procedure in ("withdrawal", "concession", "claim"):
        facts = _agreed_facts(t)
    else:
        facts = _recent_facts(t, event.seat)
    _open(t, event.procedure, event.seat, facts)


def _recent_facts(t: TableMode, seat: Seat | None) -> dict[str, object]:
    """12B1: what the procedure rests on, from the log: the last break in tempo,
    explanation or question (of ``seat`` or his partner, when named), and the flags."""
    facts: dict[str, object] = {}
    if seat is not None:
        facts["seat"] = seat
    for e in reversed(t.events):
        if isinstance(e, Tempo | Explained | Asked) and (
                seat is None or e.seat in (seat, seat.partner)):
            facts["event"] = _event_text(e)
            break
    flags = [str(r.law) for r in t.flags]
    if flags:
        facts["irregularity"] = " ".join(flags)
    if t.play is not None and t.play.over:
        transfers = [tr.tricks for _, tr in t.transfers]
        if t.revokes:
            facts["transfer"] = sum(transfers)
    return facts


def _event_text(e: Tempo | Explained | Asked) -> str:
    """16B1, 20F: the event a procedure rests on, in the log's words."""
    if isinstance(e, Tempo):
        return f"{e.seat} {e.kind}"
    if isinstance(e, Explained):
        return f"{e.seat} {e.kind} {e.call or ''} {e.text}".strip()
    return f"{e.seat} asks {e.call or ''}".strip()


def _open(t: TableMode, ident: str, seat: Seat | None, facts: dict[str, object]) -> None:
    """12: the procedure ``ident`` starts with ``facts``; the board waits on its first
    question (the engine answers a question that is a fact of the cards, 70C)."""
    if ident not in PROCEDURES:
        raise IrregularActionError(Message("judged.error.procedure", name=ident), L12C)
    procedure = PROCEDURES[ident]
    t.records.append(Record.start(procedure, facts, COMPUTED & set(facts)))
    t._note("procedure", procedure.law, "judged.opened", procedure=Message(procedure.key))
    _wait(t, len(t.records) - 1, seat)


def _wait(t: TableMode, index: int, seat: Seat | None) -> None:
    """12: the board waits on the record's question, or the procedure is over."""
    record = t.records[index]
    ask = record.waiting
    if ask is None:
        return
    if ask.id == "ask.claim.trump" and record.facts.get("trump-out") == "no":
        _record(t, index, record.answer(ask.id, "no-trump-out", by=ENGINE), ask,
                "no-trump-out", ENGINE)
        _wait(t, index, seat)
        return
    name = ask.id.removeprefix("ask.")
    if ask.answer is AnswerType.ADJUSTED_SCORE:
        wait = Message("judged.waiting.score", question=ask.message)
    else:
        wait = Message("judged.waiting", question=ask.message, name=name,
                       answer=_ANSWER_WORDS[ask.answer] if not ask.choices
                       else " | ".join(ask.choices))
    who = seat if seat is not None else t.board.dealer
    t._pending = Pending("procedure", who, Step(ask.law, ask.message, None, (), wait),
                         data={"index": index, "seat": seat})


_ANSWER_WORDS: Final = {AnswerType.YES_NO: "yes | no", AnswerType.TRICKS: "0-13"}


def step_procedure(t: TableMode, p: Pending, event: object) -> None:
    """12, 70, 68D2(b): while a procedure waits, the director answers its question (the
    adjusted score by ``TD adjusts``, 12C); after an objection to a claim, all four may
    still agree to play on (68D2(b))."""
    index = p.data["index"]
    assert isinstance(index, int)
    record = t.records[index]
    if isinstance(event, PlayContinued) and record.procedure.id == "claim" \
            and not record.answers and t.play is not None and not t.play.over:
        t.records.pop(index)
        t._pending = None
        t._note("consequence", L68D2b, "judged.play.continues")
        return
    if isinstance(event, ScoreAdjusted) and record.waiting is not None \
            and record.waiting.answer is AnswerType.ADJUSTED_SCORE and event.result != "none":
        ask = record.waiting
        _answer(t, ProcedureAnswered(ask.id, event.result), score=event)
        return
    if isinstance(event, ProcedureAnswered):
        _answer(t, event)
        return
    raise IrregularActionError(p.step.waiting_for)


def answered(t: TableMode, event: ProcedureAnswered) -> None:
    """79C: with no procedure waiting, an answer reopens one already ruled: it is added to
    its record, beside the earlier answer, and the procedure goes on from there."""
    _answer(t, event)


def _answer(t: TableMode, event: ProcedureAnswered, score: ScoreAdjusted | None = None) -> None:
    """12: the answer goes into the latest record with that question on its path; the
    board then waits on the next question, or the outcome takes effect."""
    ident = event.ask if event.ask.startswith("ask.") else f"ask.{event.ask}"
    for index in range(len(t.records) - 1, -1, -1):
        record = t.records[index]
        on_path = {s.id: s for s in record.path() if isinstance(s, Ask)}
        if ident in on_path:
            break
    else:
        raise IrregularActionError(Message("judged.error.question", name=event.ask), L12C)
    ask = on_path[ident]
    waiting = record.waiting
    if waiting is not None and waiting.id == ident:
        if event.reopened:
            raise IrregularActionError(Message("judged.error.not.answered",
                                               name=event.ask), L79C)
    elif not event.reopened or ident not in record.latest():
        raise IrregularActionError(Message("judged.error.question", name=event.ask), L12C)
    try:
        value = read_answer(ask, event.value)
        before = record.outcome
        record = record.answer(ident, value, by=DIRECTOR, note=event.note)
    except ProcedureError as e:
        raise IrregularActionError(e.message, ask.law) from None
    seat = t._pending.data.get("seat") if t._pending is not None else None
    t._pending = None
    shown = value if ask.answer in (AnswerType.YES_NO, AnswerType.CHOICE) else event.value
    _record(t, index, record, ask, shown, DIRECTOR, event.reopened)
    if event.note:
        t._note("finding", ask.law, "judged.note", text=event.note)
    outcome = record.outcome
    if outcome is None:
        _wait(t, index, seat if isinstance(seat, Seat) else None)
        return
    t._note("consequence", outcome.law, outcome.key)
    _effect(t, record, score, before is not None and before.adjust)


def _record(t: TableMode, index: int, record: Record, ask: Ask, shown: object, by: str,
            reopened: bool = False) -> None:
    """12, 79C: the record with its new answer, and the answer in the trail."""
    t.records[index] = record
    t._note("finding", L79C if reopened else ask.law,
            "judged.reopened" if reopened else "judged.answered",
            question=ask.message, answer=answer_words(shown),
            by=Term("rule.by.engine" if by == ENGINE else "rule.by.director"))


def _effect(t: TableMode, record: Record, score: ScoreAdjusted | None,
            adjusted_before: bool) -> None:
    """70, 69B, 71, 12C: the outcome's effect: the tricks awarded become the claim's
    result; the adjusted score is recorded with the outcome's law and the record as its
    reason; an outcome without adjustment lets the table result stand."""
    outcome = record.outcome
    assert outcome is not None
    tricks_ask = _TRICKS_ASKS.get(record.procedure.id)
    latest = record.latest()
    if tricks_ask is not None and tricks_ask in latest:
        _award(t, record, latest[tricks_ask].value)
        return
    if score is not None:
        law12.adjusted(t, ScoreAdjusted(score.result, score.law or str(outcome.law),
                                        score.note or record.note()))
    elif adjusted_before and t.adjusted is not None and not outcome.adjust:
        t.adjusted = ScoreAdjusted("none", str(outcome.law), record.note())
        t._note("finding", outcome.law, "score.stands")


def _award(t: TableMode, record: Record, tricks: object) -> None:
    """70D1, 69B, 71: the claimer's side gets ``tricks`` of the tricks that remained at
    the claim; before the end of play this ends it (68D), after it the board is rescored."""
    assert isinstance(tricks, int)
    ps = t._ps()
    claimer = record.facts.get("claimer")
    assert isinstance(claimer, Seat)
    if not ps.over:
        law68_69.claimed(t, ClaimAgreed(claimer, tricks), ruled=True)
        return
    delta = tricks - _mine(t)
    side = 0 if claimer.side == ps.declarer.side else 1
    ps.won[side] += delta
    ps.won[1 - side] -= delta
    ps.claim = ClaimAgreed(claimer, tricks)
    t._note("consequence", record.procedure.law, "judged.rescored", seat=claimer,
            tricks=tricks, declarer=ps.declarer, total=ps.won[0])


RULES: Final[dict[type, Any]] = {
    Tempo: law16_20.tempo, Explained: law16_20.explained, Asked: law16_20.asked,
    Extraneous: law16_20.extraneous,
    ClaimStated: claim_stated, AgreementWithdrawn: withdrawn, CancelAsked: cancel_asked,
    AgreementFound: agreement_stated, ProcedureOpened: opened, ProcedureAnswered: answered,
}
"""Each judged event and its rule when the board waits for nothing (an agreement, an
objection or play continued only answer a claim's step)."""

STEP_EVENTS: Final[dict[str, Any]] = {
    "claimstated": step_claimstated, "procedure": step_procedure,
}
"""The two waiting steps of this module and the rule for an event while they wait."""

STEP_ONLY: Final[tuple[type, ...]] = (Agreed, Objected, PlayContinued)
"""The events that only answer a claim's step (68D)."""

JUDGED: Final = frozenset(RULES) | frozenset(STEP_ONLY)
"""Every event the director judges (:mod:`bridgelaws.engine.judged`)."""
