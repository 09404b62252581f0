"""bridgelaws serve: the address, the demo's password and table codes, a director's new
password, in the chosen language (uvicorn itself is not started here)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import uvicorn

from bridgelaws.cli import main
from bridgelaws.web.app import hasher
from bridgelaws.web.db import make_engine
from bridgelaws.web.store import Store


def test_serve_prints_what_the_director_needs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    served = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: served.append(options))
    url = f"sqlite:///{tmp_path / 'console.sqlite3'}"
    assert main(["serve", "--db", url, "--demo", "--director", "anna", "--lang", "de",
                 "--port", "8123"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Die Konsole läuft unter http://127.0.0.1:8123/"
    name, password = re.fullmatch(r"Turnierleiter (\w+): Passwort (\S+)", lines[1]).groups()
    assert name == "anna"
    store = Store(make_engine(url))
    assert hasher.verify(store.director_hash("anna") or "", password)
    assert lines[2].startswith("Demo-Turnier Demo-Paarturnier: Turnierleiter director")
    assert [re.fullmatch(r"Tisch (\d): Code \w{6}", line).group(1) for line in lines[3:]] == [
        "1", "2", "3", "4"]
    assert served == [{"host": "127.0.0.1", "port": 8123, "log_level": "warning"}]
    # a second start keeps the demo session and its codes
    main(["serve", "--db", url, "--demo", "--lang", "de", "--port", "8123"])
    again = capsys.readouterr().out.splitlines()
    assert again[2:] == lines[3:] and len(store.sessions()) == 1
