"""Small text helpers shared by the readers and the command line.

Numbers are read by :mod:`bridgelaws.parsing`; ``whole_number`` is that module's, named
here too for the readers that import it from this module.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

from bridgelaws.errors import ReasonError, Renderable
from bridgelaws.messages import Message, Number
from bridgelaws.parsing import shown, whole_number

__all__ = ["FileRefusedError", "iter_lines", "read_bounded", "split_lines", "whole_number"]


def split_lines(text: str) -> list[str]:
    """Lines ended by CR LF, LF or CR only (not by the other characters ``str.splitlines``
    breaks at, such as form feed or U+2028, which may stand inside a value or comment).

    >>> split_lines("a\\r\\nb\\rc\\x0cd\\n")
    ['a', 'b', 'c\\x0cd', '']
    """
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def iter_lines(text: str, chunk: int = 1 << 20) -> Iterator[str]:
    """The lines :func:`split_lines` gives, a chunk of about ``chunk`` characters at a
    time: a big text is never held twice over as a list of lines.

    >>> list(iter_lines("a\\r\\nb\\rc\\x0cd\\n", chunk=2))
    ['a', 'b', 'c\\x0cd', '']
    >>> list(iter_lines("")), list(iter_lines("x", chunk=1))
    ([''], ['x'])
    """
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    start = 0
    while True:
        end = text.find("\n", start + chunk)
        if end < 0:
            yield from text[start:].split("\n")
            return
        yield from text[start:end].split("\n")
        start = end + 1


class FileRefusedError(ReasonError):
    """A file that is not read: ``reason`` is ``"name"`` (a NUL character in its name),
    ``"kind"`` (not a regular file: a device, a pipe, a folder) or ``"size"`` (larger than
    the reader allows). The message names the file."""

    def __init__(self, message: str | Renderable, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


def read_bounded(path: str | Path, limit: int, *, regular_only: bool = True) -> bytes:
    """The bytes of the file ``path``, which may hold at most ``limit`` of them.

    With ``regular_only`` (for a file named inside another file) a device such as
    ``/dev/zero`` or ``/dev/stdin``, a pipe or a folder is refused without reading from it,
    and opening does not wait for a pipe's writer. Without it (for a file the user names on
    the command line) a pipe is read as well, but never more than ``limit + 1`` bytes.
    :class:`FileRefusedError` for a file refused or too large, :class:`OSError` when the
    file cannot be opened or read.
    """
    name = str(path)
    if "\x00" in name:
        raise FileRefusedError(Message("file.nul", name=shown(name)), reason="name")
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0)
    if regular_only:
        flags |= getattr(os, "O_NONBLOCK", 0)
    fd = os.open(name, flags)
    try:
        if regular_only and not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileRefusedError(Message("file.not.regular", path=name), reason="kind")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise FileRefusedError(Message("file.too.large", path=name, size=Number(limit)),
                               reason="size")
    return b"".join(chunks)
