"""The console's database on SQLite and PostgreSQL alike: the migrations, and the event
log's unique (session, seq) that makes the second of two writers check again."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import inspect, select, text
from sqlalchemy.orm import Session as DbSession

from bridgelaws.web.db import Event, make_engine, migrate
from bridgelaws.web.state import Refused, SessionState
from bridgelaws.web.store import Store
from tests.web.conftest import Console


def test_workers_starting_at_once_migrate_once(db_url: str) -> None:
    """Several worker processes start together and each runs the migrations: on
    PostgreSQL they take turns (an advisory lock), and the schema is made once."""
    engines = [make_engine(db_url) for _ in range(4)]
    start = threading.Barrier(len(engines))
    failures: list[BaseException] = []

    def run(i: int) -> None:
        start.wait()
        try:
            migrate(engines[i])
        except BaseException as error:  # pragma: no cover - the failure reported below
            failures.append(error)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(engines))]
    if engines[0].dialect.name == "sqlite":  # one process at a club: nothing to race
        threads = threads[:1]
        start = threading.Barrier(1)
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failures, failures
    with engines[0].connect() as connection:
        tables = set(inspect(connection).get_table_names())
        versions = connection.execute(text("SELECT version_num FROM alembic_version")).all()
    assert {"session", "event", "table_code", "director", "setting"} <= tables
    assert len(versions) == 1
    for engine in engines:
        engine.dispose()


def test_an_event_number_is_written_once(console: Console) -> None:
    """The database itself refuses a second event with the same number in a session."""
    from sqlalchemy.exc import IntegrityError

    seq = console.state.seq
    with pytest.raises(IntegrityError), DbSession(console.store.engine) as db, db.begin():
        db.add(Event(session_id=console.sid, seq=seq, who="test", kind="published",
                     payload={}))


def test_a_writer_that_lost_the_race_decides_again(console: Console) -> None:
    """Another process (a second worker, a second store) writes the event this store was
    about to write: this store's insert is refused by the database, it reads the new event
    and decides again, and the table is told that the board has a result."""
    other = Store(make_engine(console.url))
    seen: list[int] = []

    def decide(state: SessionState) -> tuple[str, dict[str, object]]:
        seen.append(state.seq)
        entry = state.check(1, 1, "4S N =")
        if len(seen) == 1:  # the other worker gets there first
            other.append(console.sid, "table:1", lambda s: (
                "entered", {"board": 1, "ns": entry.ns, "ew": entry.ew, "round": entry.round,
                            "table": 1, "result": "3NT S ="}))
        return "entered", {"board": 1, "ns": entry.ns, "ew": entry.ew, "round": entry.round,
                           "table": 1, "result": "4S N ="}

    with pytest.raises(Refused) as refused:
        console.store.append(console.sid, "table:1", decide)
    assert refused.value.conflict
    assert "already has a result: 3NT S =" in refused.value.render("en")
    assert seen == [seen[0], seen[0] + 1]
    with DbSession(console.store.engine) as db:
        kinds = db.scalars(select(Event.kind).where(Event.session_id == console.sid)).all()
    assert kinds.count("entered") == 1
    other.engine.dispose()
