"""Problems found in a file: where, what, and the law that applies."""

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

    def __str__(self) -> str:
        where = f"{self.source}:{self.line}"
        if self.column is not None:
            where += f":{self.column}"
        board = f" board {self.board}:" if self.board else ""
        law = f" (Law {self.law})" if self.law else ""
        return f"{where}:{board} {self.message}{law}"

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready form."""
        return {
            "file": self.source,
            "line": self.line,
            **({"column": self.column} if self.column is not None else {}),
            "board": self.board,
            "message": self.message,
            "law": self.law,
        }
