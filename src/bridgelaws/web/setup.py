"""Setting up a session: the header of its session file (event, movement, pairs, deals),
made from the director's form or for the demo.

The movement is :mod:`bridgelaws.scoring.movements`' Mitchell or Howell, named in the
header as a session file names it (``movement mitchell 3 boards 2``), and the boards are
dealt by :func:`bridgelaws.values.deal.deal_board_set` (Law 6).
"""

from __future__ import annotations

import datetime

from bridgelaws.formats.sessionfile import read_session
from bridgelaws.messages import Message
from bridgelaws.scoring.movements import howell, mitchell
from bridgelaws.values.deal import deal_board_set

__all__ = ["DEMO_NAMES", "SetupError", "demo_header", "session_header"]


class SetupError(Exception):
    """A session that cannot be set up; :meth:`render` says why in a language."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.render("en"))
        self.message = message

    def render(self, lang: str = "en") -> str:
        return self.message.render(lang)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def session_header(event: str, movement: str, tables: str | int, boards: str | int,
                   names: dict[str, tuple[str, str]] | None = None,
                   seed: int | None = None) -> tuple[str, int]:
    """The header of a pairs session scored at matchpoints: ``movement`` is ``mitchell``
    or ``howell``, ``boards`` the boards per round; every board is dealt. Returns the
    header and the number of tables, or raises :class:`SetupError`."""
    try:
        count = int(str(tables).strip())
        per_round = int(str(boards).strip())
        made = (mitchell(count, per_round) if movement == "mitchell" else
                howell(count, per_round) if movement == "howell" else None)
    except ValueError:
        made = None
    if made is None or not event.strip() or len(event) > 100:
        raise SetupError(Message("web.director.bad.setup"))
    lines = [f"event {_quote(event.strip())}", f"date {datetime.date.today().isoformat()}",
             "method mp", f"movement {movement} {count} boards {per_round}"]
    for pair, (first, second) in (names or {}).items():
        lines.append(f"pair {pair} {_quote(first)} {_quote(second)}")
    for number, deal in zip(made.boards, deal_board_set(len(made.boards), seed), strict=True):
        lines.append(f"deal {number} {_quote(deal.to_pbn())}")
    header = "\n".join(lines) + "\n"
    session, problems = read_session(header)
    assert not problems and session.movement is not None, problems
    return header, made.tables


DEMO_NAMES = {
    "1": ("Ann Adams", "Bob Brown"), "2": ("Cleo Clark", "Dan Dunn"),
    "3": ("Eva Evans", "Finn Ford"), "4": ("Gus Green", "Hal Hill"),
    "5": ("Ida Irwin", "Jon Jones"), "6": ("Kim King", "Lou Lane"),
    "7": ("Mia Moore", "Ned Nash"), "8": ("Ola Olsen", "Pat Price"),
}


def demo_header(event: str, seed: int | None = None) -> tuple[str, int]:
    """The demo: a four-table Mitchell (the skip Mitchell of three rounds) of two boards a
    round, with dealt boards and named pairs."""
    return session_header(event, "mitchell", 4, 2, DEMO_NAMES, seed)
