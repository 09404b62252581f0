"""A ruling at the table, as the director's front ends build it: the index of situations
in plain words, the table-log lines of the facts each situation needs, and what the board
waits for next with the log line of each answer.

Both ``bridgelaws rule`` (the terminal wizard) and the console's ruling screens
(:mod:`bridgelaws.web.rulings`) use this module, so they ask the same facts and write the
same table log (docs/table-log.md); the Laws stay in the engine, which runs the log.

>>> from bridgelaws.values.board import Board
>>> from bridgelaws.values.calls import Call
>>> lines = facts_lines(Board.numbered(1), "insufficient", [Call.parse("1NT")],
...                     action="1H")
>>> lines
['[Board "1"]', 'N 1NT', 'E 1H']
>>> wait = waiting(run_lines(lines).mode)
>>> wait.kind, [line for line, _ in wait.choices]
('choice', ['S accepts', 'S refuses'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from bridgelaws.engine.steps import Choice, Option, Question
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.formats.tablelog import Replay, action_text, read_table_log, replay_log
from bridgelaws.judgement.procedures import (
    CHOICE_WORDS,
    CLAIM,
    END_OF_HAND,
    MISINFORMATION,
    REVOKE_EQUITY,
    UNAUTHORISED_INFORMATION,
    Ask,
    Procedure,
    Record,
    answer_words,
)
from bridgelaws.messages import N_, T_, Message, Term, term
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Call, Contract, Risk
from bridgelaws.values.cards import Card, Seat, Suit

__all__ = ["CHOICE_WORDS", "ENGINE_SITUATIONS", "JUDGEMENT_SITUATIONS", "Waiting",
           "auction_ended", "auction_lines", "contract_calls", "facts_lines", "lead_lines",
           "question_line", "record_lines", "revoke_lines", "run_lines",
           "waiting"]

# The index of situations, in the order the director reads them.
ENGINE_SITUATIONS: Final = {
    "insufficient": N_("rule.situation.insufficient"),
    "rotation": N_("rule.situation.rotation"),
    "exposed": N_("rule.situation.exposed"),
    "lead": N_("rule.situation.lead"),
    "revoke-tricks": N_("rule.situation.revoke.tricks"),
}
"""The irregularities the engine rectifies: the facts make a table log."""

JUDGEMENT_SITUATIONS: Final[dict[str, tuple[str, Procedure]]] = {
    "hesitation": (N_("rule.situation.hesitation"), UNAUTHORISED_INFORMATION),
    "explanation": (N_("rule.situation.explanation"), MISINFORMATION),
    "claim": (N_("rule.situation.claim"), CLAIM),
    "revoke": (N_("rule.situation.revoke"), REVOKE_EQUITY),
    "review": (N_("rule.situation.review"), END_OF_HAND),
}
"""The rulings the Laws leave to judgement: a guided procedure."""



def auction_lines(board: Board, calls: Sequence[Call], unknown_deal: bool = False) -> list[str]:
    """The log's header and ``calls`` in rotation from the dealer (Law 2 gives him from
    the board number); ``[Hands "?"]`` when the play needs a deal nobody knows."""
    lines = [f'[Board "{board.number}"]']
    if unknown_deal:
        lines.append('[Hands "?"]')
    seat = board.dealer
    for call in calls:
        lines.append(f"{seat.letter} {call}")
        seat = seat.lho
    return lines


def facts_lines(board: Board, situation: str, calls: Sequence[Call], who: Seat | None = None,
                action: str = "") -> list[str]:
    """The log of an irregularity in the auction: the calls before it, then ``action``:
    the insufficient bid (made at the next turn), the call made out of rotation by
    ``who``, or the cards ``who`` exposed (``"SA HK"``)."""
    lines = auction_lines(board, calls)
    if situation == "insufficient":
        seat = board.dealer.after(len(calls))
        lines.append(f"{seat.letter} {action}")
    elif situation == "rotation":
        assert who is not None
        lines.append(f"{who.letter} {action}")
    elif situation == "exposed":
        assert who is not None
        lines.append(f"{who.letter} exposes {action}")
    else:
        raise ValueError(situation)
    return lines


def lead_lines(board: Board, calls: Sequence[Call], who: Seat, card: Card) -> list[str]:
    """Law 54: the whole auction (it gives declarer, and so the proper leader), then the
    opening lead ``who`` faced; the deal is not needed."""
    return [*auction_lines(board, calls, unknown_deal=True), f"{who.letter} {card}"]


def auction_ended(calls: Sequence[Call], board: Board) -> bool:
    """Whether ``calls``, from the dealer, end the auction with a contract."""
    t = TableMode(board)
    seat = board.dealer
    for call in calls:
        t.call(seat, call)
        seat = seat.lho
    return t.auction_over and t.contract is not None and t.step is None


def contract_calls(contract: Contract, dealer: Seat) -> list[tuple[Seat, str]]:
    """An auction that ends in ``contract``: passes to declarer, his bid, the double and
    redouble the contract shows, and three passes (the calls do not matter to Law 64)."""
    declarer = contract.declarer
    assert declarer is not None
    calls: list[tuple[Seat, str]] = []
    seat = dealer
    while seat != declarer:
        calls.append((seat, "Pass"))
        seat = seat.lho
    calls.append((seat, f"{contract.level}{contract.strain}"))
    if contract.risk is not Risk.UNDOUBLED:
        calls.append((seat.lho, "X"))
        seat = seat.lho
    if contract.risk is Risk.REDOUBLED:
        calls.append((seat.lho, "XX"))
        seat = seat.lho
    calls += [(seat.after(k), "Pass") for k in (1, 2, 3)]
    return calls


def revoke_lines(board: Board, contract: Contract, offender: Seat, trick: int, suit: Suit,
                 before: int, winners: Sequence[Seat] | None, lang: str = "en") -> list[str]:
    """61-64 without the deal: the auction the contract shows, the tricks before the
    revoke trick (``before`` of them won by declarer's side), then, for an established
    revoke (``winners``: who won each trick from the revoke trick on), the revoke trick,
    the later tricks and attention drawn to it after the hand. ``winners`` is ``None``
    for a revoke not established: it is corrected (62A), which needs the trick's cards,
    so the log stops before the revoke trick."""
    declarer = contract.declarer
    assert declarer is not None
    lines = [f'[Board "{board.number}"]', '[Hands "?"]',
             "% " + Message("rule.log.contract", contract=f"{contract}").render(lang)]
    lines += [f"{seat.letter} {call}" for seat, call in contract_calls(contract, board.dealer)]
    if trick > 1:
        lines.append("% " + Message("rule.log.before").render(lang))
    lines += [f"trick {declarer.letter}"] * before
    lines += [f"trick {declarer.lho.letter}"] * (trick - 1 - before)
    if winners is None:
        return lines
    lines.append(f"trick {winners[0].letter} revoke {offender.letter} {suit.letter}")
    lines += [f"trick {w.letter}" for w in winners[1:]]
    lines.append(f"{offender.lho.letter} attention")
    return lines


def run_lines(lines: Sequence[str], lang: str = "en") -> Replay:
    """The board after the log ``lines`` (a :class:`TableLogError` if the Laws refuse
    a line)."""
    return replay_log(read_table_log("\n".join(lines) + "\n", "<ruling>"), lang)


@dataclass(frozen=True, slots=True)
class Waiting:
    """What the board waits for and how the director answers it:

    * ``"none"``: nothing, the board is rectified;
    * ``"director"``: the director's arrival (the log line ``TD``);
    * ``"question"``: his finding on ``question`` (``TD name yes|no``, or the
      denominations for :attr:`AnswerType.DENOMINATIONS`);
    * ``"choice"``: a player's choice, ``choices`` as (log line, option);
    * ``"call"``: a call by ``seat`` (a replacement, say), written ``S 2H``;
    * ``"other"``: something these front ends do not ask (a card to play, say).
    """

    kind: str
    seat: Seat | None = None
    question: Question | None = None
    choices: tuple[tuple[str, Option], ...] = ()


def waiting(mode: TableMode) -> Waiting:
    """What ``mode`` waits for, with the log line of each possible answer."""
    step = mode.step
    if step is None:
        return Waiting("none")
    if step.question is not None:
        return Waiting("question", question=step.question)
    if step.options:
        choices = []
        for option in step.options:
            try:
                choices.append((action_text(Choice(option.chooser, option.name)), option))
            except ValueError:
                continue
        return Waiting("choice", step.options[0].chooser, choices=tuple(choices)) \
            if choices else Waiting("other")
    if step.waiting_for.key == "waiting.director":
        return Waiting("director")
    if not mode.auction_over and mode.turn is not None:
        return Waiting("call", mode.turn)
    return Waiting("other")


def question_line(question: Question, answer: bool | Sequence[str]) -> str:
    """The log line of the director's finding: ``TD name yes|no`` or, for the
    denominations a call showed, ``TD denominations H S`` / ``none``."""
    if isinstance(answer, bool):
        return f"TD {question.name} {'yes' if answer else 'no'}"
    return f"TD {question.name} {' '.join(answer) or 'none'}"



_BY: Final = {"director": Term(T_("rule.by.director")), "engine": Term(T_("rule.by.engine"))}


def record_lines(record: Record, lang: str = "en") -> list[str]:
    """A procedure's ruling record, a line each: the procedure, every answer with who
    gave it and its law (or the question still waiting), and the outcome."""
    lines = [Message("rule.record", procedure=Message(record.procedure.key)).render(lang)]
    latest = record.latest()
    for step in record.path():
        if isinstance(step, Ask):
            if step.id not in latest:  # the question still waiting
                lines.append(Message("rule.waiting", law=step.law,
                                     question=step.message).render(lang))
                continue
            answer = latest[step.id]
            value = answer.value
            shown = term(answer_words(value), lang)
            lines.append(Message("rule.answered", law=step.law, question=step.message,
                                 answer=shown, by=_BY.get(answer.by, answer.by)).render(lang))
        else:
            lines.append(Message("rule.outcome", law=step.law,
                                 outcome=step.message).render(lang))
    return lines
