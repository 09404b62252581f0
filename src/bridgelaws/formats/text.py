"""Small text helpers shared by the readers and the command line.

Numbers are read by :mod:`bridgelaws.parsing`; ``whole_number`` is that module's, named
here too for the readers that import it from this module.
"""

from __future__ import annotations

from bridgelaws.parsing import whole_number

__all__ = ["split_lines", "whole_number"]


def split_lines(text: str) -> list[str]:
    """Lines ended by CR LF, LF or CR only (not by the other characters ``str.splitlines``
    breaks at, such as form feed or U+2028, which may stand inside a value or comment).

    >>> split_lines("a\\r\\nb\\rc\\x0cd\\n")
    ['a', 'b', 'c\\x0cd', '']
    """
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
