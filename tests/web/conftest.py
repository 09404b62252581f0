"""Fixtures of the console's tests: a console on a fresh SQLite file, the demo session
(a four-table Mitchell of two boards a round, dealt from a fixed seed), a director, and
clients that sign in as a table or as the director."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from bridgelaws.web.app import create_app, hasher
from bridgelaws.web.setup import demo_header
from bridgelaws.web.state import SessionState
from bridgelaws.web.store import Store

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


@pytest.fixture
def console(tmp_path: Path) -> Iterator[Console]:
    yield Console(f"sqlite:///{tmp_path / 'console.sqlite3'}")
