"""The console's database: an append-only event log, and the few tables beside it.

Every change to a session is an :class:`Event` (who, when, what kind, a JSON payload),
numbered within its session (``seq``): the state of a session is what replaying its events
gives (:mod:`bridgelaws.web.state`), and a director's correction is a new event, never an
edit. The pair ``(session_id, seq)`` is unique: two writers who both saw event 41 and both
try to add event 42 cannot both succeed, and the loser replays and checks again
(:mod:`bridgelaws.web.store`). That is how two devices entering the same board get one
result, with SQLite and PostgreSQL alike.

Beside the log: :class:`SessionRow` hands out session numbers, :class:`TableCode` holds
each table's code (valid while its session is open), :class:`Director` the directors and
their password hashes, and :class:`Setting` the server's own secrets (the cookie key).

The schema is made by the Alembic migrations shipped in ``web/migrations`` and run at
start (:func:`migrate`); the default database is an SQLite file in the user's data folder
(platformdirs), any SQLAlchemy URL (``postgresql://...``) otherwise.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    Engine,
    ForeignKey,
    Integer,
    String,
    UniqueConstraint,
    create_engine,
    event,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = ["Base", "Director", "Event", "SessionRow", "Setting", "TableCode", "default_url",
           "make_engine", "migrate"]


def _now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class SessionRow(Base):
    """A session's number; everything else about it is in its events."""

    __tablename__ = "session"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class Event(Base):
    """One change to a session: never updated, never deleted."""

    __tablename__ = "event"
    __table_args__ = (UniqueConstraint("session_id", "seq", name="event_session_seq"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey(SessionRow.id), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    who: Mapped[str] = mapped_column(String(100))
    kind: Mapped[str] = mapped_column(String(40))
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)


class TableCode(Base):
    """The code a table signs in with; it expires when its session is closed."""

    __tablename__ = "table_code"
    code: Mapped[str] = mapped_column(String(20), primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey(SessionRow.id), index=True)
    table: Mapped[int] = mapped_column(Integer)


class Director(Base):
    """A director's account: the name and the password's hash (Argon2id)."""

    __tablename__ = "director"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    password_hash: Mapped[str] = mapped_column(String(200))


class Setting(Base):
    """A value the server keeps across restarts (the key that signs the cookies)."""

    __tablename__ = "setting"
    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))


def default_url() -> str:
    """An SQLite file in the user's data folder (``~/.local/share/bridgelaws`` on Linux)."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("bridgelaws", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / Path('console').with_suffix('.sqlite3')}"


def _sqlite_pragmas(connection: Any, record: Any) -> None:
    cursor = connection.cursor()
    # WAL: readers do not wait for the writer, and a committed event survives the process
    # being killed (synchronous NORMAL loses nothing but on a power cut)
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def make_engine(url: str | None = None) -> Engine:
    """The engine for ``url`` (default: :func:`default_url`); a bare ``postgresql://``
    URL uses the psycopg driver."""
    url = url or default_url()
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
    engine = create_engine(url, pool_pre_ping=True)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


# The PostgreSQL advisory lock the migrations are run under (any number, the same in every
# worker): the workers of a federation's server all start at once and all migrate.
_MIGRATION_LOCK = 17_0001


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest migration (``alembic upgrade head``). On PostgreSQL
    one process migrates at a time: the others wait, then find nothing left to do."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"),
                               {"key": _MIGRATION_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
