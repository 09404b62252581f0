"""Fixtures of the console's tests: a console on a fresh database, the demo session (a
four-table Mitchell of two boards a round, dealt from a fixed seed), a director, and
clients that sign in as a table or as the director.

Every test that takes ``db_url`` (and so every test that takes ``console``) runs twice: on
an SQLite file and on a database of a throwaway PostgreSQL cluster (tests/web/postgres.py),
started once for the whole run and stopped at its end. Without PostgreSQL the second run is
skipped, or fails when CI is set (``.ci/run`` installs it with ``scripts/postgres``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from bridgelaws.web.app import create_app, hasher
from bridgelaws.web.setup import demo_header
from bridgelaws.web.state import SessionState
from bridgelaws.web.store import Store
from tests.web.postgres import Cluster, binaries

PASSWORD = "correct horse battery staple"


class Console:
    """A console under test: its app, store, demo session and table codes."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.app = create_app(url)
        self.store: Store = self.app.state.console.store
        self.store.set_director("director", hasher.hash(PASSWORD))
        header, tables = demo_header("Demo pairs", seed=17)
        state, self.codes = self.store.create(header, tables, "director:director")
        self.sid = state.id

    @property
    def state(self) -> SessionState:
        return self.store.state(self.sid)

    def client(self) -> TestClient:
        return TestClient(self.app)

    def table(self, number: int) -> TestClient:
        """A device signed in as table ``number``."""
        client = self.client()
        response = client.post("/table", data={"csrf": csrf(client, "/table"),
                                               "code": self.codes[number]})
        assert response.status_code == 200 and response.url.path == "/table/entry"
        return client

    def director(self) -> TestClient:
        client = self.client()
        response = client.post("/director/signin", data={
            "csrf": csrf(client, "/director/signin"), "name": "director",
            "password": PASSWORD})
        assert response.url.path == "/director", response.text
        return client


def csrf(client: TestClient, path: str) -> str:
    """The CSRF token of the client's cookie session, as a form on ``path`` carries it."""
    found = re.search(r'name="csrf" value="([^"]+)"', client.get(path).text)
    assert found is not None
    return found.group(1)


def enter(client: TestClient, board: int, contract: str = "4S", declarer: str = "N",
          result: str = "=", lead: str = "", **extra: str) -> object:
    """Post the entry form of a table: ``contract`` as ``4S``, ``3NTX`` or ``pass``."""
    data = {"csrf": csrf(client, "/table/entry"), "action": "enter", "board": str(board),
            "declarer": declarer, "result": result}
    if contract == "pass":
        data["level"] = "pass"
    else:
        risk = "XX" if contract.endswith("XX") else "X" if contract.endswith("X") else ""
        bare = contract.removesuffix(risk)
        data.update(level=bare[0], strain=bare[1:], risk=risk)
    if lead:
        data.update(lead_suit=lead[0], lead_rank=lead[1])
    data.update(extra)
    return client.post("/table/entry", data=data)


def confirm(client: TestClient, board: int, action: str = "confirm") -> object:
    return client.post("/table/entry", data={"csrf": csrf(client, "/table/entry"),
                                             "action": action, "board": str(board)})


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    """A PostgreSQL cluster of its own for the test run."""
    found = binaries()
    if found is None:
        missing = "PostgreSQL is not installed (sh scripts/postgres installs it)"
        if os.environ.get("CI"):
            pytest.fail(missing)
        pytest.skip(missing)
    cluster = Cluster(found).start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A new, empty database: an SQLite file, or a database of the PostgreSQL cluster."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'console.sqlite3'}"
        return
    cluster: Cluster = request.getfixturevalue("postgres")
    url = cluster.create()
    try:
        yield url
    finally:
        cluster.drop(url)


@pytest.fixture
def console(db_url: str) -> Iterator[Console]:
    made = Console(db_url)
    try:
        yield made
    finally:
        made.store.engine.dispose()
