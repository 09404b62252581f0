"""A session's state, derived by replaying its events (no database here).

The events of a session, oldest first (``kind``, ``who``, ``payload``):

``created``
    ``{"header": SESSION FILE TEXT, "tables": N}``: the session's settings, pairs,
    movement and deals, as the lines of a session file (docs/session-file.md) without
    results.
``entered``
    a table's result: ``{"board", "ns", "ew", "round", "table", "result"}``, ``result`` as
    a session file writes it (``4S N = HK``, ``pass``). It waits for the opponents.
``confirmed`` / ``withdrawn``
    ``{"board", "ns"}``: the opponents agree to the entered result, or it is taken back
    before they did, and may be entered again.
``scored``
    the director's score for a board: a correction or an adjusted score, with ``law`` and
    ``note`` (``{"board", "ns", "ew", "round", "table", "result", "law", "note"}``); it
    replaces what the table entered and needs no confirmation.
``removed``
    ``{"board", "ns"}``: the director takes a result away.
``published`` / ``unpublished`` / ``closed``
    the results are public (or not any more); the session is over and its table codes
    expire.

Every score is checked with the session file's own reader and the session's own checks
(:func:`bridgelaws.formats.sessionfile.read_session`, :meth:`Session.check`): Law 77's
possible results and the movement. Scoring is :func:`score_session`'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from bridgelaws.errors import Renderable
from bridgelaws.formats.sessionfile import read_session
from bridgelaws.messages import Message
from bridgelaws.scoring.movements import Encounter, Movement
from bridgelaws.scoring.session import Session, SessionError
from bridgelaws.scoring.sessionscore import SessionScore, score_session

__all__ = ["Entry", "Refused", "SessionState"]


class Refused(Exception):
    """An action the session's state does not allow; ``message`` says why (a catalogue
    message, or a lower layer's error that renders itself)."""

    def __init__(self, message: Renderable, conflict: bool = False) -> None:
        super().__init__(message.render("en"))
        self.message = message
        self.conflict = conflict  # the board already has a result

    def render(self, lang: str = "en") -> str:
        return self.message.render(lang)


@dataclass(frozen=True, slots=True)
class Entry:
    """A result on a board: entered by a table, confirmed by the opponents, or given by
    the director (``law`` and ``note`` for an adjusted score)."""

    board: int
    ns: str
    ew: str
    round: int
    table: int
    result: str
    by: str
    seq: int
    confirmed: bool = False
    director: bool = False
    law: str = ""
    note: str = ""

    def line(self) -> str:
        """The entry as a session file's result line."""
        extras = ""
        if self.law:
            extras += f" law {self.law}"
        if self.note:
            escaped = self.note.replace("\\", "\\\\").replace('"', '\\"')
            extras += f' "{escaped}"'
        return f"{self.board} {self.ns} {self.ew} {self.result}{extras}"


@dataclass
class SessionState:
    """What a session's events add up to. :meth:`apply` takes the next event."""

    id: int
    header: str = ""
    tables: int = 0
    seq: int = 0
    entries: dict[tuple[int, str], Entry] = field(default_factory=dict)
    published: bool = False
    closed: bool = False
    confirmed_count: int = 0  # how many of the entries are confirmed

    def _put(self, key: tuple[int, str], entry: Entry | None) -> None:
        """Set (or, with None, remove) the entry at ``key``, keeping the count."""
        old = self.entries.pop(key, None)
        if old is not None and old.confirmed:
            self.confirmed_count -= 1
        if entry is not None:
            self.entries[key] = entry
            self.confirmed_count += entry.confirmed

    def apply(self, seq: int, kind: str, who: str, payload: dict[str, Any]) -> None:
        """Take event number ``seq`` (the next one)."""
        self.seq = seq
        self.__dict__.pop("_scored", None)
        self.__dict__.pop("_missing", None)
        if kind == "created":
            self.header = str(payload["header"])
            self.tables = int(payload["tables"])
            for made in ("setup", "_by_table", "_plays"):
                self.__dict__.pop(made, None)
        elif kind in ("entered", "scored"):
            director = kind == "scored"
            entry = Entry(int(payload["board"]), str(payload["ns"]), str(payload["ew"]),
                          int(payload["round"]), int(payload["table"]), str(payload["result"]),
                          who, seq, confirmed=director, director=director,
                          law=str(payload.get("law", "")), note=str(payload.get("note", "")))
            self._put((entry.board, entry.ns), entry)
        elif kind == "confirmed":
            key = (int(payload["board"]), str(payload["ns"]))
            self._put(key, replace(self.entries[key], confirmed=True))
        elif kind in ("withdrawn", "removed"):
            self._put((int(payload["board"]), str(payload["ns"])), None)
        elif kind == "published":
            self.published = True
        elif kind == "unpublished":
            self.published = False
        elif kind == "closed":
            self.closed = True

    # -- the session's setup -----------------------------------------------------------

    @cached_property
    def setup(self) -> Session:
        """The session without results: settings, pairs, movement, deals."""
        session, problems = read_session(self.header, "<session>")
        assert not problems, problems
        return session

    @property
    def movement(self) -> Movement:
        movement = self.setup.movement
        assert movement is not None
        return movement

    @property
    def event(self) -> str:
        return self.setup.event

    @cached_property
    def _by_table(self) -> dict[int, tuple[Encounter, ...]]:
        found: dict[int, list[Encounter]] = {}
        for e in self.movement.encounters:
            found.setdefault(e.table, []).append(e)
        return {t: tuple(sorted(es, key=lambda e: e.round)) for t, es in found.items()}

    @cached_property
    def _plays(self) -> tuple[tuple[int, int, int, str], ...]:
        """Every (round, table, board, North-South pair) of the movement, in its order."""
        return tuple((e.round, e.table, b, e.ns) for e in self.movement.encounters
                     for b in e.boards)

    def encounters(self, table: int) -> tuple[Encounter, ...]:
        """Table ``table``'s encounters, round by round."""
        return self._by_table.get(table, ())

    def encounter(self, table: int, round: int) -> Encounter | None:
        return self.movement.at(round, table)

    def current_round(self, table: int) -> int:
        """The first round in which this table has a board without a confirmed result
        (the last round when all are in)."""
        for e in self.encounters(table):
            if any(not self.has_confirmed(b, e.ns) for b in e.boards):
                return e.round
        return self.movement.rounds

    def has_confirmed(self, board: int, ns: str) -> bool:
        entry = self.entries.get((board, ns))
        return entry is not None and entry.confirmed

    def missing(self) -> dict[int, list[tuple[int, int]]]:
        """Round by round, the (table, board) pairs without a confirmed result."""
        # a request asks for it after every change: kept until the next event
        found: dict[int, list[tuple[int, int]]] | None = self.__dict__.get("_missing")
        if found is None:
            found = {}
            entries = self.entries
            for round_, table, board, ns in self._plays:
                entry = entries.get((board, ns))
                if entry is None or not entry.confirmed:
                    found.setdefault(round_, []).append((table, board))
            self.__dict__["_missing"] = found
        return {r: list(tb) for r, tb in found.items()}

    @property
    def complete(self) -> bool:
        """Whether every board of the movement has a confirmed result (``not missing()``,
        without listing what is missing)."""
        return self.confirmed_count >= len(self._plays)

    def played_by(self, pair: str, board: int) -> bool:
        """Whether ``pair`` has a confirmed result on ``board`` (it may see the hands)."""
        e = self.movement.plays(pair, board)
        return e is not None and self.has_confirmed(board, e.ns)

    # -- checking a score ---------------------------------------------------------------

    def check(self, table: int, board: int, result: str, law: str = "",
              note: str = "", *, director: bool = False) -> Entry:
        """The entry ``result`` on ``board`` at ``table`` would make, or :class:`Refused`
        saying why not: the board must be one the table plays (the movement; for a table,
        in the round it is playing), the result possible (Law 77: no more than 13 tricks),
        and, for a table, the board must have no result yet."""
        if director:
            e = next((e for e in self.encounters(table) if board in e.boards), None)
        else:  # a table enters the boards of the round it is playing
            e = self.encounter(table, self.current_round(table))
            e = e if e is not None and board in e.boards else None
        if e is None:
            raise Refused(Message("web.refused.board", board=board, table=table))
        entry = Entry(board, e.ns, e.ew, e.round, table, result, "", 0, law=law, note=note)
        found = self.entries.get((board, e.ns))
        if found is not None and not director:
            raise Refused(Message("web.refused.twice", board=board, table=table,
                                  result=found.result), conflict=True)
        parsed, problems = read_session(f"laws {self.setup.laws}\n{entry.line()}")
        if problems:
            problem = problems[0]
            raise Refused(problem.text if problem.text is not None else _Text(problem.message))
        try:
            self.setup.check(replace(parsed.results[0], round=e.round))
        except SessionError as error:
            raise Refused(error) from None
        if parsed.results[0].is_adjusted and not director:
            raise Refused(Message("web.refused.adjusted"))
        return entry

    # -- scoring -------------------------------------------------------------------------

    def session(self, confirmed: bool = True) -> Session:
        """The session with its results (the confirmed ones only, by default)."""
        lines = [e.line() for e in sorted(self.entries.values(), key=lambda e: (e.board, e.ns))
                 if e.confirmed or not confirmed]
        session, problems = read_session(self.header + "\n" + "\n".join(lines) + "\n")
        assert not problems, problems
        return session

    def score(self) -> SessionScore:
        """The confirmed results scored by the session's method (matchpoints by default)."""
        found: SessionScore | None = self.__dict__.get("_scored")
        if found is None:
            session = self.session()
            found = self.__dict__["_scored"] = score_session(session, session.method or "mp")
        return found


@dataclass(frozen=True)
class _Text:
    """A reason given in English only, as a renderable."""

    text: str

    def render(self, lang: str = "en") -> str:
        return self.text
