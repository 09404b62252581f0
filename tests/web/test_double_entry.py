"""Two devices entering the same board at once: one result, and a clear message to the
second. The event log's unique (session, seq) decides which write wins; the loser checks
again against the new state and is refused (store.py)."""

from __future__ import annotations

import html
import re
import threading

from tests.web.conftest import Console, csrf


def _text(response: object) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", response.text))  # type: ignore[attr-defined]


def _form(token: str, contract: str) -> dict[str, str]:
    return {"csrf": token, "action": "enter", "board": "1", "level": contract[0],
            "strain": contract[1:], "risk": "", "declarer": "N", "result": "="}


def test_the_second_device_is_told_the_board_has_a_result(console: Console) -> None:
    phone, tablet = console.table(1), console.table(1)
    tokens = csrf(phone, "/table/entry"), csrf(tablet, "/table/entry")  # both forms open
    first = phone.post("/table/entry", data=_form(tokens[0], "4S"))
    second = tablet.post("/table/entry", data=_form(tokens[1], "4H"))
    assert first.status_code == 200 and second.status_code == 409
    assert ("Board 1 at table 1 already has a result: 4S N =. It may have come from another "
            "device; nothing was changed.") in _text(second)
    assert 'value="H" checked' in second.text  # the second entry is kept on its form
    assert console.state.entries[(1, "1")].result == "4S N ="
    kinds = [kind for _, _, _, kind, _ in console.store.events(console.sid)]
    assert kinds.count("entered") == 1


def test_devices_entering_at_the_same_moment_give_one_result(console: Console) -> None:
    devices = [console.table(1) for _ in range(6)]
    tokens = [csrf(d, "/table/entry") for d in devices]
    contracts = ["1C", "2D", "3H", "4S", "5C", "6D"]
    start = threading.Barrier(len(devices))
    codes: list[int] = [0] * len(devices)

    def send(i: int) -> None:
        start.wait()
        codes[i] = devices[i].post("/table/entry",
                                   data=_form(tokens[i], contracts[i])).status_code

    threads = [threading.Thread(target=send, args=(i,)) for i in range(len(devices))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(codes) == [200] + [409] * 5
    winner = contracts[codes.index(200)]
    assert console.state.entries[(1, "1")].result == f"{winner} N ="
    kinds = [kind for _, _, _, kind, _ in console.store.events(console.sid)]
    assert kinds.count("entered") == 1
