"""Problems found in a file: where, what, and the law that applies.

Two levels: a *problem* breaks the Laws or the format a program should write (for PBN, the
export format); a *warning* is something the format tolerates on import (a repeated tag, a
tag the standard does not define, a lower-case or abbreviated value) that a careful writer
would avoid. ``check`` exits 1 for problems only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgelaws.errors import Renderable
from bridgelaws.messages import Message

__all__ = ["Problem"]

# The line of a problem, by what it names: (board, warning, law) -> catalogue key.
_FRAMES = {
    (False, False, False): "problem.plain", (False, False, True): "problem.law",
    (True, False, False): "problem.board", (True, False, True): "problem.board.law",
    (False, True, False): "problem.warning", (False, True, True): "problem.warning.law",
    (True, True, False): "problem.board.warning", (True, True, True): "problem.board.warning.law",
}


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong in a file: where it is, and what, with the law where one applies.

    ``message`` is the English text; ``text`` the catalogue message it came from, when it
    did, so that :meth:`render` can give the problem in another language."""

    source: str
    line: int
    message: str
    board: str | None = None
    law: str | None = None
    column: int | None = None
    warning: bool = False
    text: Renderable | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, source: str, line: int, text: Message, board: str | None = None,
           law: str | None = None, *, column: int | None = None,
           warning: bool = False) -> Problem:
        """A problem told by a catalogue message."""
        return cls(source, line, text.render("en"), board, law, column, warning, text)

    def render(self, lang: str = "en") -> str:
        """The problem as one line in ``lang``, like ``str()`` in English.

        >>> Problem("a.pbn", 9, "x", "3", "18D").render("de")
        'a.pbn:9: Board 3: x (§ 18D)'
        """
        where = f"{self.source}:{self.line}"
        if self.column is not None:
            where += f":{self.column}"
        key = _FRAMES[(bool(self.board), self.warning, bool(self.law))]
        return Message(key, where=where, board=self.board or "", law=self.law or "",
                       message=self.text if self.text is not None else self.message
                       ).render(lang)

    def __str__(self) -> str:
        where = f"{self.source}:{self.line}"
        if self.column is not None:
            where += f":{self.column}"
        board = f" board {self.board}:" if self.board else ""
        law = f" (Law {self.law})" if self.law else ""
        level = " warning:" if self.warning else ""
        return f"{where}:{board}{level} {self.message}{law}"

    def as_dict(self, lang: str = "en") -> dict[str, object]:
        """A JSON-ready form (the message in ``lang``)."""
        message = self.text.render(lang) if self.text is not None else self.message
        return {
            "file": self.source,
            "line": self.line,
            **({"column": self.column} if self.column is not None else {}),
            "board": self.board,
            "message": message,
            "law": self.law,
            "level": "warning" if self.warning else "problem",
        }
