"""Problems found in a file: where, what, and the law that applies.

Two levels: a *problem* breaks the Laws or the format a program should write (for PBN, the
export format); a *warning* is something the format tolerates on import (a repeated tag, a
tag the standard does not define, a lower-case or abbreviated value) that a careful writer
would avoid. ``check`` exits 1 for problems only.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Problem"]


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong in a file: where it is, and what, with the law where one applies."""

    source: str
    line: int
    message: str
    board: str | None = None
    law: str | None = None
    column: int | None = None
    warning: bool = False

    def __str__(self) -> str:
        where = f"{self.source}:{self.line}"
        if self.column is not None:
            where += f":{self.column}"
        board = f" board {self.board}:" if self.board else ""
        law = f" (Law {self.law})" if self.law else ""
        level = " warning:" if self.warning else ""
        return f"{where}:{board}{level} {self.message}{law}"

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready form."""
        return {
            "file": self.source,
            "line": self.line,
            **({"column": self.column} if self.column is not None else {}),
            "board": self.board,
            "message": self.message,
            "law": self.law,
            "level": "warning" if self.warning else "problem",
        }
