"""Reading and appending a session's events.

:meth:`Store.state` replays a session's events into a :class:`SessionState`, keeping the
state between requests and reading only the events added since. :meth:`Store.append`
adds an event after a check made on the newest state: the event gets the number after the
last one the check saw, and the database's unique ``(session_id, seq)`` refuses it if
another writer (another device, another worker process) got there first; the state is then
read again and the check made again, so the second of two devices entering the same board
is told that the board has a result, and nothing is written twice.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import Engine, bindparam, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session as DbSession

from bridgelaws.web.db import Director, Event, SessionRow, Setting, TableCode
from bridgelaws.web.state import SessionState

__all__ = ["Store"]

_T = TypeVar("_T")

# Table codes: letters and digits that cannot be mistaken for each other on a phone.
_CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

# A session's events after a given one (the unique index on (session_id, seq) serves it).
_NEWER = (select(Event.seq, Event.kind, Event.who, Event.payload)
          .where(Event.session_id == bindparam("sid"), Event.seq > bindparam("seq"))
          .order_by(Event.seq))


class Store:
    """The events of every session in one database."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        # reads are single statements: no BEGIN and ROLLBACK round trips around them
        self._reader = engine.execution_options(isolation_level="AUTOCOMMIT")
        self._states: dict[int, SessionState] = {}
        self._lock = threading.Lock()

    # -- sessions ------------------------------------------------------------------------

    def sessions(self) -> list[SessionState]:
        """Every session, newest first."""
        with DbSession(self.engine) as db:
            ids = db.scalars(select(SessionRow.id).order_by(SessionRow.id.desc())).all()
        return [self.state(i) for i in ids]

    def create(self, header: str, tables: int, who: str) -> tuple[SessionState, dict[int, str]]:
        """A new session from a session file's header; returns it and its table codes."""
        with DbSession(self.engine) as db, db.begin():
            row = SessionRow()
            db.add(row)
            db.flush()
            db.add(Event(session_id=row.id, seq=1, who=who, kind="created",
                         payload={"header": header, "tables": tables}))
            codes = {}
            for table in range(1, tables + 1):
                code = "".join(secrets.choice(_CODE_LETTERS) for _ in range(6))
                db.add(TableCode(code=code, session_id=row.id, table=table))
                codes[table] = code
            ident = row.id
        return self.state(ident), codes

    def codes(self, session_id: int) -> dict[int, str]:
        with DbSession(self.engine) as db:
            rows = db.scalars(select(TableCode).where(TableCode.session_id == session_id))
            return {r.table: r.code for r in rows}

    def table_for(self, code: str) -> tuple[int, int] | None:
        """The (session, table) a code signs in to, while the session is open."""
        with DbSession(self.engine) as db:
            row = db.get(TableCode, code.strip().upper())
            if row is None:
                return None
            found = (row.session_id, row.table)
        if self.state(found[0]).closed:
            return None
        return found

    # -- events --------------------------------------------------------------------------

    def state(self, session_id: int) -> SessionState:
        """The session's state after all its events (raises KeyError for no session)."""
        with self._lock:
            state = self._states.get(session_id)
            if state is None:
                state = SessionState(session_id)
            # a plain (Core) query: this runs several times a request
            with self._reader.connect() as connection:
                rows = connection.execute(_NEWER, {"sid": session_id, "seq": state.seq}).all()
            for seq, kind, who, payload in rows:
                state.apply(seq, kind, who, payload)
            if state.seq == 0:
                raise KeyError(session_id)
            self._states[session_id] = state
            return state

    def append(self, session_id: int, who: str,
               decide: Callable[[SessionState], tuple[str, dict[str, Any]]]) -> SessionState:
        """Add the event ``decide`` makes from the newest state; ``decide`` raises to
        refuse. Another writer's event in between makes it decide again."""
        for _ in range(50):
            state = self.state(session_id)
            kind, payload = decide(state)
            try:
                with self.engine.begin() as connection:
                    connection.execute(insert(Event), {
                        "session_id": session_id, "seq": state.seq + 1, "who": who,
                        "kind": kind, "payload": payload, "at": datetime.now(UTC)})
            except IntegrityError:
                continue  # someone else wrote event seq + 1: look again
            return self.state(session_id)
        raise RuntimeError("the session changes too fast to write to")  # pragma: no cover

    def events(self, session_id: int) -> list[tuple[int, str, str, str, dict[str, Any]]]:
        """The session's log: (seq, when, who, kind, payload)."""
        with DbSession(self.engine) as db:
            rows = db.execute(select(Event.seq, Event.at, Event.who, Event.kind, Event.payload)
                              .where(Event.session_id == session_id).order_by(Event.seq))
            return [(s, at.isoformat(sep=" ", timespec="seconds"), w, k, p)
                    for s, at, w, k, p in rows]

    # -- directors and settings ----------------------------------------------------------

    def setting(self, name: str, make: Callable[[], str]) -> str:
        """A kept value, made (and kept) the first time it is asked for."""
        with DbSession(self.engine) as db:
            row = db.get(Setting, name)
            if row is not None:
                return row.value
        try:
            with DbSession(self.engine) as db, db.begin():
                db.add(Setting(name=name, value=make()))
        except IntegrityError:  # another worker made it first
            pass
        with DbSession(self.engine) as db:
            row = db.get(Setting, name)
            assert row is not None
            return row.value

    def set_director(self, name: str, password_hash: str) -> None:
        with DbSession(self.engine) as db, db.begin():
            row = db.scalars(select(Director).where(Director.name == name)).first()
            if row is None:
                db.add(Director(name=name, password_hash=password_hash))
            else:
                row.password_hash = password_hash

    def director_hash(self, name: str) -> str | None:
        with DbSession(self.engine) as db:
            row = db.scalars(select(Director).where(Director.name == name)).first()
            return None if row is None else row.password_hash
