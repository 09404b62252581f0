"""The server killed with SIGKILL in the middle of entry, and started again: every result
whose confirmation the server acknowledged is there, confirmed (a committed event is on
disk before the answer is sent; SQLite in WAL mode keeps it through a killed process), on
SQLite and on PostgreSQL."""

from __future__ import annotations

import contextlib
import re
import signal
import threading
import time

import httpx2 as httpx

from bridgelaws.web.db import make_engine
from bridgelaws.web.store import Store
from tests.web.server import free_port, start, stop


def _token(client: httpx.Client, path: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', client.get(path).text)
    assert found is not None
    return found.group(1)


def test_every_confirmed_result_survives_sigkill(db_url: str) -> None:
    url = db_url
    port = free_port()
    server, lines = start(url, port, demo=True)
    try:
        assert lines[0] == f"The console is running at http://127.0.0.1:{port}/"
        assert re.fullmatch(r"Demo session Demo pairs: director director, password \S+",
                            lines[1])
        codes = [re.fullmatch(r"Table (\d): code (\w+)", line) for line in lines[2:]]
        assert all(codes)
        base = f"http://127.0.0.1:{port}"
        acknowledged: list[tuple[int, int]] = []
        halt = threading.Event()

        def device(table: int, code: str) -> None:
            with httpx.Client(base_url=base, timeout=30) as client:
                client.post("/table", data={"csrf": _token(client, "/table"), "code": code})
                while not halt.is_set():
                    page = client.get("/table/entry").text
                    open_boards = re.findall(r'name="board" value="(\d+)"', page)
                    if 'name="action" value="enter"' not in page or not open_boards:
                        return
                    board = int(open_boards[0])
                    token = _token(client, "/table/entry")
                    client.post("/table/entry", data={
                        "csrf": token, "action": "enter", "board": str(board), "level": "3",
                        "strain": "NT", "risk": "", "declarer": "S", "result": "="})
                    answer = client.post("/table/entry", data={
                        "csrf": token, "action": "confirm", "board": str(board)})
                    if answer.status_code == 200:
                        acknowledged.append((table, board))

        def guarded(table: int, code: str) -> None:
            with contextlib.suppress(httpx.TransportError):  # the server was killed
                device(table, code)

        threads = [threading.Thread(target=guarded, args=(int(m.group(1)), m.group(2)))
                   for m in codes if m]
        for t in threads:
            t.start()
        for _ in range(6000):
            if len(acknowledged) >= 6 or not any(t.is_alive() for t in threads):
                break
            time.sleep(0.005)
        server.send_signal(signal.SIGKILL)  # in the middle of entry
        server.wait(timeout=30)
        halt.set()
        for t in threads:
            t.join(timeout=60)
        confirmed = list(acknowledged)
        assert len(confirmed) >= 6
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    server, _ = start(url, port, demo=False)
    try:
        engine = make_engine(url)
        state = Store(engine).state(1)
        engine.dispose()
        for table, board in confirmed:
            e = state.encounters(table)
            ns = next(x.ns for x in e if board in x.boards)
            entry = state.entries.get((board, ns))
            assert entry is not None and entry.confirmed, (table, board)
            assert entry.result == "3NT S ="
        page = httpx.get(f"http://127.0.0.1:{port}/").text
        assert "bridgelaws console" in page
    finally:
        stop(server)
