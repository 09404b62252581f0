"""The script a director reads aloud at the table: every option the Laws give at the
moment the board waits, together, as data.

:func:`read_aloud` takes the waiting step of a board in table mode and gives a
:class:`Script`: the irregularity with its law, the options (each with its chooser, law
and message) and, for each option, the decision that follows it at once (after a faced
opening lead out of turn: accept, spread, or refuse, and on refusing declarer's 50D2 lead
choices). What follows is found by trying the option on a copy of the board, so the
script says only what the engine will do. ``Script.as_dict(lang)`` is its JSON (the view
model's ``script``), ``Script.lines(lang)`` the text in the director's language; the
wizard (``bridgelaws rule``) and the web console both show it.

>>> from bridgelaws.engine.tablemode import TableMode
>>> from bridgelaws.values.board import Board
>>> from bridgelaws.values.cards import Holding, Seat
>>> t = TableMode(Board.numbered(1, hands=(Holding(0),) * 4))
>>> for seat, call in zip(Seat, ["1NT", "Pass", "Pass", "Pass"]):
...     t.call(seat, call)
>>> t.play_card(Seat.WEST, "HK")                   # East was on lead
>>> script = read_aloud(t)
>>> [(o.name, o.law) for o in script.options]
[('accept', '54B'), ('spread', '54A'), ('refuse', '54D')]
>>> refuse = script.options[2].then
>>> [o.name for o in refuse.options]
['require H', 'prohibit H', 'none']
>>> print(script.lines("en")[1])
North chooses one of these options:
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaws.engine.steps import Choice, IrregularActionError, Question, Step
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.laws.index import Clause
from bridgelaws.messages import Message
from bridgelaws.values.cards import Seat

__all__ = ["SCRIPT_DEPTH", "Script", "ScriptOption", "read_aloud"]

SCRIPT_DEPTH = 2
"""How many decisions deep a script goes: an option, and the decision that follows it."""


@dataclass(frozen=True, slots=True)
class ScriptOption:
    """One option of the script: its name (as a table log's choice names it), who
    chooses it, the law, the message read aloud, and the decision that follows it at
    once, if any."""

    name: str
    chooser: Seat
    law: Clause
    message: Message
    then: Script | None = None


@dataclass(frozen=True, slots=True)
class Script:
    """The options the Laws give at the waiting moment, together: the irregularity and
    its law, the options (or the director's question), and what follows each."""

    law: Clause
    irregularity: Message
    options: tuple[ScriptOption, ...]
    question: Question | None = None

    def as_dict(self, lang: str = "en") -> dict[str, object]:
        """The script as JSON-ready data, texts in ``lang``: ``law``, ``irregularity``
        ``{key, text}``, ``question`` (``{name, law, key, text, answer}`` or ``null``),
        ``options`` (``[{name, chooser, law, key, text, then}]``, ``then`` a script or
        ``null``) and ``text``, the lines to read aloud."""
        return {**self._data(lang), "text": self.lines(lang)}

    def _data(self, lang: str) -> dict[str, object]:
        q = self.question
        return {
            "law": self.law,
            "irregularity": {"key": self.irregularity.key,
                             "text": self.irregularity.render(lang)},
            "question": None if q is None else {
                "name": q.name, "law": q.law, "key": q.message.key,
                "text": q.message.render(lang), "answer": q.answer.value},
            "options": [{"name": o.name, "chooser": str(o.chooser), "law": o.law,
                         "key": o.message.key, "text": o.message.render(lang),
                         "then": None if o.then is None else o.then._data(lang)}
                        for o in self.options],
        }

    def lines(self, lang: str = "en", indent: str = "") -> list[str]:
        """The script to read aloud, one line each: the irregularity, who chooses, each
        option with its law (and, indented under it, what follows it), or the question
        the director must answer."""
        q = self.question
        if q is not None:  # the director's finding: the question is the whole step
            return [indent + Message("script.question", law=q.law,
                                     question=q.message).render(lang)]
        law = Message("replay.law", law=self.law).render(lang)
        out = [f"{indent}{self.irregularity.render(lang)} ({law})"]
        choosers = list(dict.fromkeys(o.chooser for o in self.options))
        for chooser in choosers:
            out.append(indent + Message("script.choose", chooser=chooser).render(lang))
            number = 0
            for o in self.options:
                if o.chooser != chooser:
                    continue
                number += 1
                cited = Message("replay.law", law=o.law).render(lang)
                out.append(f"{indent}  {number}. {o.message.render(lang)} ({cited})")
                if o.then is not None:
                    out.extend(o.then.lines(lang, indent + "     "))
        return out

    def render(self, lang: str = "en") -> str:
        """The script as one text, a line each."""
        return "\n".join(self.lines(lang))


def read_aloud(mode: TableMode, depth: int = SCRIPT_DEPTH) -> Script | None:
    """The script for the step ``mode`` waits on (``None`` when it waits for nothing):
    its options and, ``depth`` decisions deep, the decision each option leads to at
    once, found by taking the option on a copy of the board."""
    step = mode.step
    if step is None:
        return None
    return _script(mode, step, depth)


def _script(mode: TableMode, step: Step, depth: int) -> Script:
    options = []
    for option in step.options:
        then = None
        if depth > 1:
            after = _after(mode, Choice(option.chooser, option.name))
            if after is not None and after.step is not None:
                then = _script(after, after.step, depth - 1)
        options.append(ScriptOption(option.name, option.chooser, option.law, option.message,
                                    then))
    irregularity = step.irregularity if step.options else step.waiting_for
    return Script(step.law, irregularity, tuple(options), step.question)


def _after(mode: TableMode, choice: Choice) -> TableMode | None:
    """The board after ``choice``, on a copy; ``None`` if the board refuses it."""
    try:
        return TableMode.replay(mode.board, [*mode.events, choice], mode.regulations,
                                mode.edition)
    except IrregularActionError:
        return None
