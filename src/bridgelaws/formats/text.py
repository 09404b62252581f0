"""Small text helpers shared by the readers and the command line."""

from __future__ import annotations

import re
from typing import Final

__all__ = ["split_lines", "whole_number"]

_DIGITS: Final = re.compile(r"[0-9]+")


def whole_number(text: str) -> int | None:
    """The number written in ASCII digits (``"12"``), or ``None`` for anything else
    (``"²"``, ``"1_0"``, ``"+7"``, ``""``).

    >>> whole_number("12"), whole_number("²"), whole_number("1_0")
    (12, None, None)
    """
    text = text.strip()
    return int(text) if _DIGITS.fullmatch(text) else None


def split_lines(text: str) -> list[str]:
    """Lines ended by CR LF, LF or CR only (not by the other characters ``str.splitlines``
    breaks at, such as form feed or U+2028, which may stand inside a value or comment).

    >>> split_lines("a\\r\\nb\\rc\\x0cd\\n")
    ['a', 'b', 'c\\x0cd', '']
    """
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
