"""Benchmark: score a national simultaneous pairs event.

Run from the repository root::

    python bench/session.py            # 2,000 tables x 24 boards (issue 5's goal: < 2 s)
    python bench/session.py --quick    # 200 tables, a smoke run
    python bench/session.py --million  # 1,000,000 results: time and peak memory

Every table plays the same 24 boards, so each board has up to 2,000 results (pairs 1-2000
North-South, 2001-4000 East-West), scored across the field at matchpoints. A fixed seed
makes: random contracts and results; about 1 in 200 results an artificial score
(ave+/ave-), 1 in 500 a weighted assigned score (two outcomes), and 1 in 400 tables that
did not play a board, so most boards have fewer results than expected and are factored up
by Neuberg's formula.

Three rows are timed, each the best of three runs (``time.perf_counter``):

1. ``read + score``: the session file text (about 48,000 lines) read by ``read_session``
   and scored by ``score_session(..., "mp")``: the whole job of ``bridgelaws session
   score``, without printing;
2. ``score only``: ``score_session`` on the session already in memory;
3. ``read only``: ``read_session``.

``--million`` builds a session of 41,700 tables x 24 boards (about 1,000,000 results),
reads and scores it once, and reports the time of each step and the peak memory of the
process (``resource.getrusage``, the resident set size, text included); the goal is under
10 s and under 500 MB.

No Python library scores a pairs session (endplay and redeal stop at single-board
scores), so there is no peer to compare with in the same run; the goal line is printed for
information and nothing asserts on timings.
"""

from __future__ import annotations

import argparse
import gc
import platform
import random
import resource
import sys
import time
from collections.abc import Callable

import bridgelaws
from bridgelaws.formats.sessionfile import read_session
from bridgelaws.scoring.sessionscore import score_session

CONTRACTS = ["1NT", "2S", "2H", "3NT", "3D", "4S", "4H", "4SX", "5C", "5DX", "6NT", "3C"]


def make_session_text(tables: int, boards: int, seed: int) -> str:
    rng = random.Random(seed)
    lines = ['event "National simultaneous pairs (benchmark)"', f"expect {tables}"]
    for board in range(1, boards + 1):
        for table in range(1, tables + 1):
            ns, ew = table, tables + table
            roll = rng.random()
            if roll < 1 / 400:
                continue  # not played: the board has fewer results (Neuberg)
            if roll < 1 / 400 + 1 / 200:
                lines.append(f"{board} {ns} {ew} ave+/ave- law 12C2(a) \"fouled at the table\"")
                continue
            contract = rng.choice(CONTRACTS)
            declarer = rng.choice("NESW")
            level = int(contract[0])
            tricks = max(0, min(13, level + 6 + rng.choice([-2, -1, -1, 0, 0, 0, 0, 1, 1, 2])))
            played = f"{contract} {declarer} {tricks}"
            if roll < 1 / 400 + 1 / 200 + 1 / 500:
                other = max(0, tricks - 1)
                lines.append(f"{board} {ns} {ew} assign 70% {contract} {declarer} {tricks} ; "
                             f"30% {contract} {declarer} {other} law 12C1(c) \"hesitation\"")
            else:
                lines.append(f"{board} {ns} {ew} {played}")
    return "\n".join(lines) + "\n"


def best_time(fn: Callable[[], object], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="200 tables, a smoke run")
    parser.add_argument("--tables", type=int, help="tables (default 2,000)")
    parser.add_argument("--boards", type=int, default=24, help="boards (default 24)")
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--million", action="store_true",
                        help="about 1,000,000 results (41,700 tables x 24 boards), once: "
                             "time and peak memory")
    args = parser.parse_args(argv)
    if args.million:
        return million(args.tables or 41_700, args.boards, args.seed)
    tables = args.tables or (200 if args.quick else 2000)
    text = make_session_text(tables, args.boards, args.seed)
    session, problems = read_session(text, "bench")
    if problems:
        print("\n".join(map(str, problems[:5])), file=sys.stderr)
        return 1
    score = score_session(session, "mp")
    adjusted = sum(1 for r in session.results if r.is_adjusted)
    print(f"bridgelaws {bridgelaws.__version__}, Python {platform.python_version()} "
          f"({platform.machine()})")
    print(f"{tables:,} tables x {args.boards} boards: {len(session.results):,} results, "
          f"{adjusted} adjusted, {len(score.standings):,} pairs ranked")
    rows = [
        ("read + score", best_time(lambda: score_session(read_session(text)[0], "mp"))),
        ("score only", best_time(lambda: score_session(session, "mp"))),
        ("read only", best_time(lambda: read_session(text))),
    ]
    for name, seconds in rows:
        rate = len(session.results) / seconds
        print(f"  {name:<14} {seconds:7.3f} s   {rate:>10,.0f} results/s")
    print("goal: read + score of 2,000 tables x 24 boards under 2 s (for information)")
    return 0


def _peak_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux, bytes on macOS
    return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


def million(tables: int, boards: int, seed: int) -> int:
    """Read and score a session of about a million results once; print time and memory."""
    text = make_session_text(tables, boards, seed)
    gc.collect()
    before = _peak_mb()
    start, cpu = time.perf_counter(), time.process_time()
    session, problems = read_session(text, "bench")
    read, read_cpu = time.perf_counter() - start, time.process_time() - cpu
    after_read = _peak_mb()
    if problems:
        print("\n".join(map(str, problems[:5])), file=sys.stderr)
        return 1
    score = score_session(session, "mp")
    total, total_cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"bridgelaws {bridgelaws.__version__}, Python {platform.python_version()} "
          f"({platform.machine()})")
    print(f"{tables:,} tables x {boards} boards: {len(session.results):,} results, "
          f"{len(score.standings):,} pairs ranked")
    print(f"  read + score   {total:7.2f} s   (read {read:.2f} s, score {total - read:.2f} s)"
          f"   {len(session.results) / total:>10,.0f} results/s")
    # on a shared machine the wall clock counts the other processes' turns too
    print(f"  processor time {total_cpu:7.2f} s   (read {read_cpu:.2f} s, "
          f"score {total_cpu - read_cpu:.2f} s)")
    print(f"  peak memory    {_peak_mb():7.0f} MB (resident, the session text included; "
          f"{before:.0f} MB with the text made, {after_read:.0f} MB after reading)")
    print("goal: under 10 s and under 500 MB (for information)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
