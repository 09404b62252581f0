"""Numbers in text, read the same way by every reader.

The readers (PBN, LIN, table logs, session files, movement files) and the command line read
their numbers here (a call's level, one digit its own pattern matched, aside): ASCII digits
only (not ``²`` or ``٣``, which ``int()`` would take), and never more than the caller
allows. Python's ``int()`` refuses text of more
than 4,300 digits with an error no reader expects, and a number that reads well but is
absurdly large (board 100,000,000, a score of 10**400) makes later steps build something
huge or overflow a float. A bound where the number is read avoids both, with a message that
names the text.

>>> read_number("12", BOARD_NUMBER)
12
>>> read_number("1" * 5000, BOARD_NUMBER)
Traceback (most recent call last):
...
bridgelaws.parsing.NumberError: '11111111111111111111…' (5000 characters) is too large for \
a board number: the most is 999999999
>>> try:
...     read_number("x", BOARD_NUMBER)
... except NumberError as e:
...     print(e.render("de"))
erwartet eine Boardnummer, nicht 'x'
>>> read_number("-3", Term("number.imp-figure"), minimum=-24, maximum=24, signed=True)
-3
>>> read_fraction("2/3"), read_fraction("0.6"), whole_number("²")
(Fraction(2, 3), Fraction(3, 5), None)
>>> sorted(["10", "A10", "2", "A2", "B"], key=natural_key)
['2', '10', 'A2', 'A10', 'B']

The reasons are catalogue messages (``number.*``), shown in any language
(:meth:`NumberError.render`); what was expected is a translated term (``BOARD_NUMBER``,
``Term("number.weight")``) or a message. This module is part of the core: it imports the
standard library and the catalogue (:mod:`bridgelaws.messages`, which imports only the
values), so the core and the formats can both use it.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Final

from bridgelaws.errors import ReasonError, Renderable
from bridgelaws.messages import Message, Term

__all__ = [
    "BOARD_NUMBER",
    "MAX_NUMBER",
    "NumberError",
    "natural_key",
    "read_fraction",
    "read_number",
    "shown",
    "whole_number",
]

MAX_NUMBER: Final = 999_999_999
"""The largest number a reader takes unless its caller says otherwise (nine digits)."""

MAX_PLACES: Final = 9
"""The most decimal places :func:`read_fraction` takes unless its caller says otherwise."""

_SHOWN: Final = 20  # characters of a long text shown in a message

BOARD_NUMBER: Final = Term("number.board")
"""What a board number is called in a reason: "a board number", "eine Boardnummer"."""
_WHOLE: Final = Term("number.whole")
_NUMBER: Final = Term("number.any")


class NumberError(ReasonError):
    """Text that is not a number the reader accepts. The message names the text (shortened
    when it is long); ``text`` is the text itself, and ``out_of_range`` says that it was a
    number, only too large or too small. ``message`` is the catalogue message (``str()``
    is its English text); :meth:`render` gives it in a language."""

    def __init__(self, message: str | Renderable, text: str, out_of_range: bool = False) -> None:
        super().__init__(message)
        self.text = text
        self.out_of_range = out_of_range


class Shown(str):
    """A text quoted for a message (:func:`shown`): the English form as a string, and
    :meth:`render` in a language, where a long text's length is told in that language."""

    def __new__(cls, text: str) -> Shown:
        if len(text) <= _SHOWN + 4:
            made = super().__new__(cls, repr(text))
            made.long = None
            return made
        start = repr(text[:_SHOWN] + "…")
        long = Message("text.long", start=start, length=len(text))
        made = super().__new__(cls, long.render("en"))
        made.long = long
        return made

    long: Message | None

    def render(self, lang: str = "en") -> str:
        """The quoted text in ``lang``: ``'99…' (30 Zeichen)``."""
        return str(self) if self.long is None else self.long.render(lang)


def shown(text: str) -> Shown:
    """``text`` quoted for a message, its start only when it is long; as a place of a
    catalogue message it is told in the message's language.

    >>> shown("x1"), shown("9" * 30)
    ("'x1'", "'99999999999999999999…' (30 characters)")
    >>> Message("number.expected", what=BOARD_NUMBER, text=shown("9" * 30)).render("fr")
    "on attend un numéro d’étui, pas '99999999999999999999…' (30 caractères)"
    """
    return Shown(text)


_SAFE_DIGITS: Final = 18  # fewer digits than int() refuses, more than any bound needs


def read_number(text: str, what: str | Message = _WHOLE, *, minimum: int = 0,
                maximum: int = MAX_NUMBER, signed: bool = False) -> int:
    """The whole number written in ``text`` in the ASCII digits 0-9 (after a ``+`` or ``-``
    when ``signed``), from ``minimum`` to ``maximum``; else :class:`NumberError`, whose
    message says what was expected (``what``, a term such as :data:`BOARD_NUMBER`, or a
    message; a plain string is shown as it is). Leading zeros are
    allowed; spaces are not.

    No more digits are converted than ``maximum`` has, so any text is read in time
    proportional to its length.
    """
    sign = text[:1] if signed and text[:1] in ("+", "-") else ""
    digits = text[len(sign):] if sign else text
    if not digits.isdigit() or not digits.isascii():  # (an empty text is no digit)
        raise NumberError(Message("number.expected", what=what, text=shown(text)), text)
    value: int | None = None  # more digits than any number allowed: never converted
    if len(digits) <= _SAFE_DIGITS:
        value = int(digits)  # the usual case, and int() converts so few digits at once
    else:
        significant = digits.lstrip("0")
        if len(significant) <= len(str(max(abs(minimum), abs(maximum)))):
            value = int(significant or "0")
    if sign == "-" and value is not None:
        value = -value
    if (value is None and sign != "-") or (value is not None and value > maximum):
        raise NumberError(Message("number.too.large", text=shown(text), what=what,
                                  most=maximum), text, True)
    if value is None or value < minimum:
        raise NumberError(Message("number.too.small", text=shown(text), what=what,
                                  least=minimum), text, True)
    return value


def whole_number(text: str, maximum: int = MAX_NUMBER) -> int | None:
    """The number written in ASCII digits (``"12"``, spaces around it allowed) from 0 to
    ``maximum``, or ``None`` for anything else (``"²"``, ``"1_0"``, ``"+7"``, ``""``, or
    a number too large): for readers that treat what is not a number as unknown.

    >>> whole_number(" 12 "), whole_number("²"), whole_number("1_0"), whole_number("9" * 5000)
    (12, None, None, None)
    """
    try:
        return read_number(text.strip(), maximum=maximum)
    except NumberError:
        return None


_DECIMAL: Final = re.compile(r"([0-9]*)\.([0-9]+)")


def read_fraction(text: str, what: str | Message = _NUMBER, *, maximum: int = MAX_NUMBER,
                  places: int = MAX_PLACES) -> Fraction:
    """The exact value of a non-negative number written ``2``, ``0.6``, ``.6`` or ``2/3``
    in the ASCII digits 0-9: a whole part up to ``maximum``, at most ``places`` decimals, a
    numerator and a denominator (not zero) up to ``maximum`` each; else
    :class:`NumberError`.

    >>> read_fraction("1/0", Term("number.penalty"))
    Traceback (most recent call last):
    ...
    bridgelaws.parsing.NumberError: '1/0' divides by zero: it is not a penalty
    """
    numerator, slash, denominator = text.partition("/")
    if slash:
        top = read_number(numerator, what, maximum=maximum)
        bottom = read_number(denominator, what, maximum=maximum)
        if bottom == 0:
            raise NumberError(Message("number.zero", text=shown(text), what=what), text)
        return Fraction(top, bottom)
    m = _DECIMAL.fullmatch(text)
    if m is None:
        return Fraction(read_number(text, what, maximum=maximum))
    whole = read_number(m.group(1) or "0", what, maximum=maximum)
    decimals = m.group(2)
    if len(decimals) > places:
        raise NumberError(Message("number.decimals", text=shown(text), what=what,
                                  places=places), text, True)
    return whole + Fraction(int(decimals), 10 ** len(decimals))


_CHUNK: Final = re.compile(r"[0-9]+|[^0-9]+")


def natural_key(ident: str) -> tuple[tuple[int, int, str, str], ...]:
    """A sort key for ids in which runs of digits compare as numbers, so ``"2"`` comes
    before ``"10"`` and ``"A2"`` before ``"A10"``; no digit run is converted, however long.
    """
    key = []
    for part in _CHUNK.findall(ident):
        if part[0] in "0123456789":
            value = part.lstrip("0")
            key.append((0, len(value), value, part))  # by value, then as written
        else:
            key.append((1, 0, part, ""))
    return tuple(key)
