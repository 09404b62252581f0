"""``bridgelaws rule``: a terminal wizard for the director at the table.

It asks "what happened?" from an index of situations in plain words, then only the facts
that law needs, in the director's language:

* for an irregularity the engine rectifies (an insufficient bid, a call out of rotation,
  a card exposed during the auction, an opening lead faced out of turn, a revoke's trick
  transfer) it writes a table log as it goes, runs it in table mode, shows the options
  to read aloud with their laws as one script (:func:`bridgelaws.engine.script.read_aloud`),
  and takes the choices and findings one at a time. The deal is not asked for: the log's
  ``[Hands "?"]`` plays the board with the cards nobody knows, and where a law needs one
  the engine asks;
* for a ruling the Laws leave to judgement (a hesitation, a wrong explanation, a disputed
  claim, equity after a revoke, the end-of-hand review) it walks the guided procedure of
  :mod:`bridgelaws.judgement.procedures` and prints the ruling record.

The prompts are questionary's (prompt_toolkit); :class:`Prompter` lets a test or another
front end supply the answers instead.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, Protocol, TextIO

from bridgelaws.cli.lang import CliError, add_lang_option, language, say
from bridgelaws.cli.replay import replay_text
from bridgelaws.engine.script import read_aloud
from bridgelaws.engine.steps import AnswerType, Step
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.errors import reason_of
from bridgelaws.formats.situations import (
    CHOICE_WORDS,
    ENGINE_SITUATIONS,
    JUDGEMENT_SITUATIONS,
    auction_ended,
    facts_lines,
    lead_lines,
    question_line,
    record_lines,
    revoke_lines,
    run_lines,
    waiting,
)
from bridgelaws.formats.tablelog import TableLogError
from bridgelaws.judgement.procedures import Ask, Procedure, Record, parse_adjustment
from bridgelaws.messages import Message, term
from bridgelaws.scoring.session import SessionError
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Call, Contract, parse_contract
from bridgelaws.values.cards import Card, Seat, Suit

__all__ = ["Prompter", "QuestionaryPrompter", "ScriptedPrompter", "add_parser", "run_rule",
           "wizard"]

Validate = Callable[[str], str | None]
"""A check of a typed answer: ``None`` when it is good, else the message to show."""


class Prompter(Protocol):
    """Where the wizard's questions go and its answers come from."""

    def select(self, message: str, choices: Sequence[tuple[str, str]]) -> str:
        """One of ``choices`` (value, label): the value chosen."""

    def text(self, message: str, validate: Validate) -> str:
        """A typed answer that ``validate`` accepts."""

    def confirm(self, message: str) -> bool:
        """Yes or no."""


class QuestionaryPrompter:
    """The terminal's prompts, by questionary; Ctrl-C stops the wizard."""

    def __init__(self, lang: str) -> None:
        import questionary  # the wizard's prompts: a dependency of the command line

        self._q = questionary
        self._lang = lang

    def _ask(self, question: object) -> object:
        answer = question.unsafe_ask()  # type: ignore[attr-defined]
        return answer

    def select(self, message: str, choices: Sequence[tuple[str, str]]) -> str:
        items = [self._q.Choice(title=label, value=value) for value, label in choices]
        return str(self._ask(self._q.select(message, choices=items)))

    def text(self, message: str, validate: Validate) -> str:
        def check(answer: str) -> bool | str:
            problem = validate(answer)
            return True if problem is None else problem

        return str(self._ask(self._q.text(message, validate=check)))

    def confirm(self, message: str) -> bool:
        yes, no = term(True, self._lang), term(False, self._lang)
        return self._ask(self._q.select(message, choices=[
            self._q.Choice(title=yes, value=True),
            self._q.Choice(title=no, value=False)])) is True


class ScriptedPrompter:
    """Answers given in advance, in order (for tests and for other front ends); a typed
    answer the wizard would refuse raises :class:`CliError` with the refusal."""

    def __init__(self, answers: Sequence[object]) -> None:
        self.answers = list(answers)
        self.asked: list[str] = []

    def _next(self, message: str) -> object:
        self.asked.append(message)
        if not self.answers:
            raise CliError(Message("rule.error.no.answer", question=message))
        return self.answers.pop(0)

    def select(self, message: str, choices: Sequence[tuple[str, str]]) -> str:
        answer = str(self._next(message))
        if answer not in [value for value, _ in choices]:
            raise CliError(Message("rule.error.choice", answer=answer))
        return answer

    def text(self, message: str, validate: Validate) -> str:
        answer = str(self._next(message))
        problem = validate(answer)
        if problem is not None:
            raise CliError(Message("rule.error.typed", answer=answer, problem=problem))
        return answer

    def confirm(self, message: str) -> bool:
        return bool(self._next(message))


_SEATS: Final = tuple(Seat)
_MOST_STEPS: Final = 20  # choices and findings before the wizard stops asking


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser],
               lang: str = "en") -> None:
    """Add ``rule`` to the command line's sub-commands (its help in ``lang``)."""
    rule = sub.add_parser("rule", help=say("help.rule", lang),
                          description=say("help.rule.long", lang))
    rule.add_argument("--out", type=Path, metavar="FILE", help=say("help.rule.out", lang))
    add_lang_option(rule, lang)


def run_rule(args: argparse.Namespace, out: TextIO) -> int:
    """``bridgelaws rule``: the wizard on the terminal."""
    lang = language(args)
    return wizard(QuestionaryPrompter(lang), lang, out, args.out)


def wizard(prompter: Prompter, lang: str, out: TextIO, save: Path | None = None) -> int:
    """Ask what happened, then the facts and findings; print the ruling, and write the
    table log or the ruling record to ``save`` when given."""
    choices = [(key, say(label, lang)) for key, label in ENGINE_SITUATIONS.items()]
    choices += [(key, say(label, lang)) for key, (label, _) in JUDGEMENT_SITUATIONS.items()]
    situation = prompter.select(say("rule.what", lang), choices)
    if situation in JUDGEMENT_SITUATIONS:
        record = _procedure(prompter, lang, JUDGEMENT_SITUATIONS[situation][1], situation)
        print(record_text(record, lang), file=out)
        if save is not None:
            save.write_text(json.dumps(record.as_dict(), indent=2) + "\n", encoding="utf-8")
        return 0
    lines = _facts(prompter, lang, situation, out)
    lines = _rectify(prompter, lang, lines, out)
    log = "\n".join(lines) + "\n"
    print(say("rule.log", lang), file=out)
    print(log, file=out)
    if save is not None:
        save.write_text(log, encoding="utf-8")
    return 0


# -- the facts of an irregularity the engine rectifies ----------------------------------


def _board(prompter: Prompter, lang: str) -> Board:
    def check(text: str) -> str | None:
        ok = text.isdigit() and text.isascii() and 1 <= int(text) <= 9999
        return None if ok else say("rule.error.board", lang)

    return Board.numbered(int(prompter.text(say("rule.board", lang), check)))


def _calls(text: str) -> list[Call] | None:
    try:
        return [Call.parse(word) for word in text.split()]
    except ValueError:
        return None


def _auction(prompter: Prompter, lang: str, board: Board, key: str) -> list[Call]:
    def check(text: str) -> str | None:
        return None if _calls(text) is not None else say("rule.error.calls", lang)

    calls = _calls(prompter.text(say(key, lang, dealer=board.dealer), check))
    assert calls is not None
    return calls


def _seat(prompter: Prompter, lang: str, key: str) -> Seat:
    chosen = prompter.select(say(key, lang), [(s.letter, str(term(s, lang))) for s in _SEATS])
    return Seat.parse(chosen)


def _typed(prompter: Prompter, lang: str, key: str, parse: Callable[[str], object],
           error: str) -> str:
    def check(text: str) -> str | None:
        try:
            read = [parse(word) for word in text.split() or [""]]
        except ValueError:
            return say(error, lang)
        return say("rule.error.twice", lang) if len(set(read)) < len(read) else None

    return " ".join(prompter.text(say(key, lang), check).split()).upper()


def _facts(prompter: Prompter, lang: str, situation: str, out: TextIO) -> list[str]:
    """The table log of what happened, up to the irregularity."""
    board = _board(prompter, lang)
    if situation == "lead":
        return _lead_facts(prompter, lang, board)
    if situation == "revoke-tricks":
        return _revoke_facts(prompter, lang, board, out)
    calls = _auction(prompter, lang, board, "rule.auction.before")
    if situation == "insufficient":
        bid = _typed(prompter, lang, "rule.which.call", Call.parse, "rule.error.call")
        return facts_lines(board, situation, calls, action=bid)
    if situation == "rotation":
        who = _seat(prompter, lang, "rule.who.called")
        named = _typed(prompter, lang, "rule.which.call", Call.parse, "rule.error.call")
        return facts_lines(board, situation, calls, who, named)
    who = _seat(prompter, lang, "rule.who.exposed")
    cards = _typed(prompter, lang, "rule.which.cards", Card.parse, "rule.error.card")
    return facts_lines(board, situation, calls, who, cards)


def _lead_facts(prompter: Prompter, lang: str, board: Board) -> list[str]:
    """54: the whole auction (it gives declarer, and so the proper leader), who faced
    the opening lead and the card. The deal is not needed."""
    def check(text: str) -> str | None:
        calls = _calls(text)
        if calls is None:
            return say("rule.error.calls", lang)
        return None if auction_ended(calls, board) else say("rule.error.auction.open", lang)

    calls = _calls(prompter.text(say("rule.auction.whole", lang, dealer=board.dealer), check))
    assert calls is not None
    who = _seat(prompter, lang, "rule.who.led")

    def one_card(text: str) -> str | None:
        return None if Card.lookup(text.strip()) is not None else say("rule.error.one.card",
                                                                      lang)

    card = Card.parse(prompter.text(say("rule.which.card", lang), one_card).strip())
    return lead_lines(board, calls, who, card)


def _revoke_facts(prompter: Prompter, lang: str, board: Board, out: TextIO) -> list[str]:
    """61-64: the contract and declarer, who revoked in which trick and to which suit,
    whether the revoke is established (63A), and who won each trick from the revoke
    trick on (64A counts the offending side's tricks from it); the tricks before it count
    only for the score. The deal and the cards of the tricks are not needed."""
    def read_contract(text: str) -> Contract | None:
        try:
            contract = parse_contract(text)
        except ValueError:
            return None
        return contract if contract is not None and contract.declarer is not None else None

    def check_contract(text: str) -> str | None:
        return None if read_contract(text) is not None else say("rule.error.contract", lang)

    contract = read_contract(prompter.text(say("rule.contract", lang), check_contract))
    assert contract is not None and contract.declarer is not None
    offender = _seat(prompter, lang, "rule.who.revoked")

    def check_trick(text: str) -> str | None:
        ok = text.strip().isdigit() and text.strip().isascii() and 1 <= int(text) <= 13
        return None if ok else say("rule.error.trick", lang)

    trick = int(prompter.text(say("rule.revoke.trick", lang), check_trick))
    suit = Suit.parse(prompter.select(say("rule.revoke.suit", lang), [
        (s.letter, str(term(s, lang))) for s in reversed(Suit)]))
    def check_before(text: str) -> str | None:
        ok = text.strip().isdigit() and text.strip().isascii() and int(text) <= trick - 1
        return None if ok else say("rule.error.tricks.before", lang)

    before = int(prompter.text(say("rule.tricks.before", lang), check_before)) if trick > 1 \
        else 0
    established = prompter.confirm(say("rule.revoke.established", lang))
    if not established:  # 62A: corrected, which needs the trick's cards
        print(say("rule.read", lang), file=out)
        print(say("rule.revoke.correct", lang, seat=offender, suit=suit, trick=trick),
              file=out)
        return revoke_lines(board, contract, offender, trick, suit, before, None, lang)

    def check_winners(text: str) -> str | None:
        seats = text.upper().split()
        ok = len(seats) == 14 - trick and all(s in ("N", "E", "S", "W") for s in seats)
        return None if ok else say("rule.error.winners", lang, trick=trick)

    winners = prompter.text(say("rule.winners", lang, trick=trick), check_winners).upper().split()
    return revoke_lines(board, contract, offender, trick, suit, before,
                        [Seat.parse(w) for w in winners], lang)


def _rectify(prompter: Prompter, lang: str, lines: list[str], out: TextIO) -> list[str]:
    """Run the log; while the board waits, show the options and take the answer."""
    for _ in range(_MOST_STEPS):
        try:
            replay = run_lines(lines, lang)
        except TableLogError as exc:
            raise CliError(Message("rule.error.log", reason=exc.text or exc.reason)) from None
        step = replay.mode.step
        if step is None:
            print(replay_text(replay, lang), file=out)
            return lines
        answer = _answer(prompter, lang, replay.mode, step, out)
        if answer is None:
            print(replay_text(replay, lang), file=out)
            return lines
        lines.append(answer)
    return lines


def _answer(prompter: Prompter, lang: str, mode: TableMode, step: Step,
            out: TextIO) -> str | None:
    """The log line that answers the step: the director's finding, a player's choice, or
    the director's arrival; ``None`` for a step the wizard cannot answer. The options are
    shown first as one script to read aloud, with what follows each."""
    wait = waiting(mode)
    if wait.kind == "director":
        return "TD"
    if wait.kind not in ("question", "choice"):
        return None
    script = read_aloud(mode)
    assert script is not None
    print(say("rule.read", lang), file=out)
    print(script.render(lang), file=out)
    question = wait.question
    if question is not None:
        if question.answer is not AnswerType.YES_NO:
            return None
        return question_line(question, prompter.confirm(question.message.render(lang)))
    choices = [(line, f"{line}: {option.message.render(lang)}")
               for line, option in wait.choices]
    return prompter.select(say("rule.choose", lang, seat=wait.seat), choices)


# -- a guided procedure -----------------------------------------------------------------


def _procedure(prompter: Prompter, lang: str, procedure: Procedure,
               situation: str) -> Record:
    record = Record.start(procedure, {"situation": situation})
    while record.waiting is not None:
        ask = record.waiting
        record = record.answer(ask.id, _procedure_answer(prompter, lang, ask))
    return record


def _procedure_answer(prompter: Prompter, lang: str, ask: Ask) -> object:
    text = f"{say('replay.law', lang, law=ask.law)}  {ask.message.render(lang)}"
    if ask.answer is AnswerType.YES_NO:
        return prompter.confirm(text)
    if ask.answer is AnswerType.CHOICE:
        return prompter.select(text, [(c, say(CHOICE_WORDS[c], lang)) for c in ask.choices])
    if ask.answer is AnswerType.TRICKS:
        def tricks(answer: str) -> str | None:
            ok = answer.isdigit() and answer.isascii() and int(answer) <= 13
            return None if ok else say("rule.error.tricks", lang)

        return int(prompter.text(text, tricks))

    def score(answer: str) -> str | None:
        try:
            parse_adjustment(answer)
        except (SessionError, ValueError) as exc:
            reason = reason_of(exc)
            return reason if isinstance(reason, str) else reason.render(lang)
        return None

    return parse_adjustment(prompter.text(text, score))


def record_text(record: Record, lang: str = "en") -> str:
    """The ruling record as text: the procedure, every answer with who gave it and its
    law, and the outcome (:func:`bridgelaws.formats.situations.record_lines`)."""
    return "\n".join(record_lines(record, lang))
