"""Load benchmark of the director's console (issue 17, item 5): not a test, a report.

On loopback, ``bridgelaws serve`` runs a 27-board session for 100 tables (a 100-table
Mitchell of 9 rounds of 3 boards: every pair plays 27 boards; the 300 boards are dealt),
and 100 clients, one per table, at the same time: each signs in with its table code, then
enters and confirms its results round by round, as East-West confirm at the table. Every
HTTP request is timed at the client, from sending to the whole answer read, and the script
prints p50, p99 and the largest time per kind of request.

Two ways of loading it:

* ``--think S`` (default 1 second): each table waits S seconds (on average, exponentially
  spread) between two of its requests, so 100 tables send about 100 requests a second. A
  real session's busiest moment, every table entering at the end of a round, is a few
  requests a second.
* ``--think 0``: every table sends its next request as soon as its last one is answered:
  the server is saturated, and the time of a request is mostly its wait in the queue.

Run from the repository root (PostgreSQL: Debian's packages, ``sh scripts/postgres``; the
cluster is started in a temporary folder and removed)::

    python bench/console_load.py                      # SQLite, then PostgreSQL
    python bench/console_load.py --db sqlite --think 0

bench/README.md has the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import httpx2 as httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.postgres import Cluster, binaries  # noqa: E402
from tests.web.server import free_port  # noqa: E402

from bridgelaws.formats.sessionfile import read_session  # noqa: E402
from bridgelaws.values.deal import deal_board_set  # noqa: E402
from bridgelaws.web.db import make_engine, migrate  # noqa: E402
from bridgelaws.web.store import Store  # noqa: E402

_TOKEN = re.compile(r'name="csrf" value="([^"]+)"')
# contracts and results a table might bring in (all possible under Law 77)
_RESULTS = ["3NT S =", "4S N +1", "2H E -1", "1NT W =", "4H S -2", "3C N +1", "5DX E -1",
            "6NT N =", "2S W +2", "3D S =", "pass"]


def _header(tables: int, rounds: int, boards: int, seed: int) -> str:
    lines = ['event "Load benchmark"', "method mp",
             f"movement mitchell {tables} boards {boards} rounds {rounds}"]
    session, problems = read_session("\n".join(lines) + "\n")
    assert not problems and session.movement is not None, problems
    made = session.movement
    for number, deal in zip(made.boards, deal_board_set(len(made.boards), seed), strict=True):
        lines.append(f'deal {number} "{deal.to_pbn()}"')
    return "\n".join(lines) + "\n"


def _setup(url: str, tables: int, rounds: int, boards: int, seed: int
           ) -> tuple[dict[int, str], dict[int, list[list[int]]]]:
    """The session in a fresh database; its table codes and each table's boards by round."""
    engine = make_engine(url)
    migrate(engine)
    store = Store(engine)
    state, codes = store.create(_header(tables, rounds, boards, seed), tables, "director:bench")
    plan = {t: [list(e.boards) for e in state.encounters(t)] for t in codes}
    engine.dispose()
    return codes, plan


def _form(result: str, board: int, token: str) -> dict[str, str]:
    data = {"csrf": token, "action": "enter", "board": str(board)}
    if result == "pass":
        data["level"] = "pass"
        return data
    contract, declarer, outcome = result.split()
    risk = "XX" if contract.endswith("XX") else "X" if contract.endswith("X") else ""
    bare = contract.removesuffix(risk)
    data.update(level=bare[0], strain=bare[1:], risk=risk, declarer=declarer, result=outcome)
    return data


async def _table(base: str, code: str, rounds: list[list[int]], think: float,
                 times: dict[str, list[float]], errors: list[str], rng: random.Random) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:

        async def timed(kind: str, method: str, path: str, **kw: object) -> httpx.Response:
            if think:
                await asyncio.sleep(rng.expovariate(1 / think))
            start = time.perf_counter()
            response = await client.request(method, path, **kw)  # type: ignore[arg-type]
            times[kind].append(time.perf_counter() - start)
            return response

        page = await timed("GET /table (sign-in form)", "GET", "/table")
        token = _TOKEN.search(page.text)
        assert token is not None
        answer = await timed("POST /table (sign in)", "POST", "/table",
                             data={"csrf": token.group(1), "code": code})
        if answer.status_code != 303:
            errors.append(f"sign in {code}: {answer.status_code}")
            return
        await timed("GET /table/entry", "GET", "/table/entry")
        for boards in rounds:
            for board in boards:
                result = rng.choice(_RESULTS)
                entered = await timed("POST enter", "POST", "/table/entry",
                                      data=_form(result, board, token.group(1)))
                confirmed = await timed("POST confirm", "POST", "/table/entry", data={
                    "csrf": token.group(1), "action": "confirm", "board": str(board)})
                if entered.status_code != 200 or confirmed.status_code != 200:
                    errors.append(f"{code} board {board}: {entered.status_code} "
                                  f"{confirmed.status_code}")


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def run(url: str, label: str, args: argparse.Namespace) -> None:
    codes, plan = _setup(url, args.tables, args.rounds, args.boards, args.seed)
    port = free_port()
    command = [sys.executable, "-m", "bridgelaws", "serve", "--db", url, "--port", str(port),
               "--lang", "en"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    base = f"http://127.0.0.1:{port}"
    try:
        assert server.stdout is not None
        server.stdout.readline()  # the address: the database is migrated
        for _ in range(600):
            try:
                httpx.get(base + "/", timeout=5)
                break
            except httpx.TransportError:
                time.sleep(0.05)
        times: dict[str, list[float]] = defaultdict(list)
        errors: list[str] = []

        async def everyone() -> None:
            rng = random.Random(args.seed)
            await asyncio.gather(*(
                _table(base, code, plan[t], args.think, times, errors,
                       random.Random(rng.random()))
                for t, code in sorted(codes.items())))

        start = time.perf_counter()
        asyncio.run(everyone())
        wall = time.perf_counter() - start
    finally:
        server.terminate()
        server.wait(timeout=30)
    total = sum(len(v) for v in times.values())
    print(f"\n{label}: {args.tables} tables, {args.rounds} rounds of {args.boards} boards, "
          f"think {args.think:g} s: {total} requests in {wall:.1f} s "
          f"({total / wall:.0f} a second), {len(errors)} errors")
    for error in errors[:5]:
        print("  error:", error)
    print(f"  {'request':28} {'count':>6} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    every: list[float] = []
    for kind, values in times.items():
        every += values
        print(f"  {kind:28} {len(values):6} {statistics.median(values) * 1000:8.1f} "
              f"{_percentile(values, 99) * 1000:8.1f} {max(values) * 1000:8.1f}")
    print(f"  {'every request':28} {len(every):6} {statistics.median(every) * 1000:8.1f} "
          f"{_percentile(every, 99) * 1000:8.1f} {max(every) * 1000:8.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", default="both",
                        help="sqlite, postgresql (a throwaway cluster), both, or a URL")
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--boards", type=int, default=3, help="boards a round")
    parser.add_argument("--think", type=float, default=1.0,
                        help="a table's mean wait between two requests, in seconds")
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    kinds = ["sqlite", "postgresql"] if args.db == "both" else [args.db]
    for kind in kinds:
        if kind == "sqlite":
            with tempfile.TemporaryDirectory() as folder:
                run(f"sqlite:///{folder}/console.sqlite3", "SQLite", args)
        elif kind == "postgresql":
            found = binaries()
            if found is None:
                print("PostgreSQL is not installed (sh scripts/postgres): skipped")
                continue
            cluster = Cluster(found, durable=True).start()
            try:
                run(cluster.create(), "PostgreSQL", args)
            finally:
                cluster.stop()
        else:
            run(kind, kind.split(":")[0], args)


if __name__ == "__main__":
    main()
