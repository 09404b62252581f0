"""What the fuzz tests of the readers share: how long they run, a watchdog against hangs,
and inputs mutated from real files.

Each reader is fuzzed with Hypothesis: real files (seeds) mutated by inserting, deleting,
repeating and replacing pieces, among them the inputs that broke readers before (numbers
of thousands of digits, unclosed brackets and quotes, NUL bytes, odd Unicode, long runs
of one fragment, paths such as ``/dev/zero``). The property is the same for every
reader: it returns, with each problem placed at a line, or it raises the format's own
error with a line (and column); nothing else, and never a hang.

The normal test run tries a bounded, reproducible set of examples (about 30 seconds in
all). ``BRIDGELAWS_FUZZ=long python -m pytest tests/fuzz`` runs twenty times as many, with
new random examples each time; ``BRIDGELAWS_FUZZ_EXAMPLES=N`` sets the number per test.
"""

from __future__ import annotations

import os
import re
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus"

LONG = os.environ.get("BRIDGELAWS_FUZZ", "") == "long"
HANG_SECONDS = 20.0  # far beyond any input here when reading is linear; minutes when not


def fuzz(examples: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Hypothesis settings for a fuzz test: ``examples`` in the normal run (the same ones
    each time), twenty times as many new ones with ``BRIDGELAWS_FUZZ=long``."""
    chosen = os.environ.get("BRIDGELAWS_FUZZ_EXAMPLES")
    count = int(chosen) if chosen else examples * (20 if LONG else 1)
    return settings(
        max_examples=count,
        deadline=None,  # the watchdog catches hangs; no timing asserted otherwise
        derandomize=not LONG,
        database=None if not LONG else settings.default.database,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                               HealthCheck.large_base_example, HealthCheck.filter_too_much],
        print_blob=True,
    )


class Hang(Exception):
    """A reader still busy after :data:`HANG_SECONDS`."""


@contextmanager
def watchdog(seconds: float = HANG_SECONDS) -> Iterator[None]:
    """Raise :class:`Hang` in the block after ``seconds`` (where the platform has
    SIGALRM and this is the main thread; elsewhere the block simply runs)."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not \
            threading.main_thread():
        yield
        return

    def expired(signum: int, frame: object) -> None:
        raise Hang(f"still reading after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# --- inputs ------------------------------------------------------------------------------

NASTY: tuple[str, ...] = (
    "9" * 5000, "1" * 4301, "0" * 4999 + "7", "-" + "9" * 5000, "1" + "0" * 400, "1/0", "0/0",
    "1e400", "-0", "+0", "00", "²", "٣", "７", "Ⅻ", "½", "1_000", "0x1F", " 1 ",
    "\x00", "\ufeff", "\u2028", "\u2029", "\x0c", "\x1b", "\x7f", "\r", "\r\n", "\n", "\t",
    "\u00a0", "\u200b", "é", "ß", "🂡", "\U0010ffff", "\ud7ff",
    "[", "]", "{", "}", '"', "\\", '\\"', ";", "%", "#", "/", "=", "$", "^", "*", "+", "-",
    "[A", '[A "', '"x', "{ ", "\\\\", "%%",
)
"""Fragments that broke a reader before, or might: huge and foreign numbers, control and
odd characters, the characters each format gives a meaning."""

RUNS: tuple[str, ...] = (
    "[", "[a ", '"\\', '[a "', "a", "1", "{", "=", "$", "\\", "#", "%", " ", "\t", "-", ",",
    "1-", "0", "x ", "; ", "]", '"', "N 1S\n", "E pass\n", "\n",
)
"""Fragments repeated thousands of times: a reader that searches a line again from each
of them takes minutes instead of milliseconds."""


def long_runs(max_repeat: int = 30_000) -> st.SearchStrategy[str]:
    """A fragment of :data:`RUNS` repeated up to ``max_repeat`` times."""
    return st.builds(lambda fragment, count: fragment * count,
                     st.sampled_from(RUNS), st.integers(1000, max_repeat))


def fragments(extra: Sequence[str] = ()) -> st.SearchStrategy[str]:
    """A piece to insert: nasty, format-specific, random text, or a long run."""
    return st.one_of(
        st.sampled_from(NASTY),
        st.sampled_from(tuple(extra) or NASTY),
        st.text(max_size=12),
        st.text(alphabet=st.characters(codec="ascii"), max_size=30),
        long_runs(),
    )


HUGE_NUMBERS: tuple[str, ...] = ("9" * 5000, "1" * 4301, "0" * 4999 + "7", "1" + "0" * 400,
                                 "-" + "9" * 5000)
NUMBERS: tuple[str, ...] = (
    "999999999", "1000000000", "0", "00", "-1", "+1", "14", "²", "٣", "７", "1_0", "1e3",
    "1/0", "0.5", "",
)
"""What a number in a file is replaced with: half the time one of :data:`HUGE_NUMBERS`
(more digits than ``int()`` converts, or too large for a float), else one of these: too
large, signed, foreign digits, not a number at all."""

_OPERATIONS = ("insert", "delete", "replace", "repeat", "truncate", "swap", "line", "number",
               "number", "number", "drop")
_DIGIT_RUN = re.compile(r"[0-9]+")


@st.composite
def mutated(draw: st.DrawFn, seeds: Sequence[str], extra: Sequence[str] = (),
            most: int = 6) -> str:
    """A seed changed in up to ``most`` places: a fragment inserted or put in place of a
    span, a span deleted or repeated, the text cut short, two lines swapped, a line of
    fragments added, a number replaced (:data:`NUMBERS`), every line that starts with a
    chosen word deleted (all tags of a kind, all checks)."""
    text = draw(st.sampled_from(seeds))
    # mostly one or two changes, so that much of what is fed stays readable; a third of
    # the time only numbers are changed, so the file stays readable around them
    only_numbers = draw(st.integers(0, 2)) == 0
    for _ in range(draw(st.sampled_from((1, 1, 1, 2, 2, 3, most)))):
        operation = "number" if only_numbers else draw(st.sampled_from(_OPERATIONS))
        at = draw(st.integers(0, len(text)))
        span = draw(st.integers(0, 40))
        if operation == "insert":
            text = text[:at] + draw(fragments(extra)) + text[at:]
        elif operation == "delete":
            text = text[:at] + text[at + span:]
        elif operation == "replace":
            text = text[:at] + draw(fragments(extra)) + text[at + span:]
        elif operation == "repeat":
            text = text[:at] + text[at:at + span] * draw(st.integers(2, 50)) + text[at:]
        elif operation == "truncate":
            text = text[:at]
        elif operation == "swap":
            lines = text.split("\n")
            i = draw(st.integers(0, len(lines) - 1))
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif operation == "number":  # a number of the file replaced
            runs = [m.span() for m in _DIGIT_RUN.finditer(text)]
            if runs:
                start, end = draw(st.sampled_from(runs))
                number = draw(st.sampled_from(draw(st.sampled_from((HUGE_NUMBERS, NUMBERS)))))
                text = text[:start] + number + text[end:]
        elif operation == "drop":  # every line that starts like a chosen one deleted
            lines = text.split("\n")
            words = lines[draw(st.integers(0, len(lines) - 1))].split(" ", 1)[0].split('"')[0]
            if words:
                text = "\n".join(line for line in lines if not line.startswith(words))
        else:
            words = draw(st.lists(fragments(extra), min_size=1, max_size=6))
            line = draw(st.sampled_from([" ", "", "\t"])).join(words)
            lines = text.split("\n")
            lines.insert(draw(st.integers(0, len(lines))), line)
            text = "\n".join(lines)
    return text


@st.composite
def assembled(draw: st.DrawFn, parts: Sequence[str], extra: Sequence[str] = ()) -> str:
    """Text built from scratch: lines of the format's own statements and fragments."""
    lines = draw(st.lists(
        st.lists(st.one_of(st.sampled_from(parts), fragments(extra)), min_size=1,
                 max_size=5).map(" ".join),
        max_size=20))
    return draw(st.sampled_from(["\n", "\r\n", "\r"])).join(lines)


def corpus_files(kind: str, most: int, largest: int) -> list[Path]:
    """Up to ``most`` files of the real-world corpus of ``kind`` (pbn, lin) of at most
    ``largest`` bytes, spread over its folders; none when the corpus is not there."""
    folder = CORPUS / kind
    if not folder.is_dir():
        return []
    files = sorted(p for p in folder.rglob(f"*.{kind}") if p.is_file()
                   and p.stat().st_size <= largest)
    step = max(1, len(files) // most)
    return files[::step][:most]


def line_count(text: str) -> int:
    """The number of lines a reader can name in ``text`` (any line end counts)."""
    return text.count("\n") + text.count("\r") + 1
