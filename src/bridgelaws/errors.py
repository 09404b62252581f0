"""The exceptions bridgelaws raises, as one tree.

:class:`BridgeError` is the root, so a program that embeds the engine can catch everything
bridgelaws refuses with one ``except``. Every class is also a :class:`ValueError`, as the
0.1 API raised, so existing handlers keep working.

* :class:`FormatError`: input that cannot be read, with the source, line and column when
  they are known: the PBN, LIN, table-log, session-file and movement-file errors;
* :class:`IllegalActionError`: an action that correct procedure forbids (strict mode) or
  that the board cannot take now (table mode), with the law and a message;
  :class:`BoardWaitingError` when the board waits for the director or a player's choice.

>>> e = FormatError("club.pbn", 12, 3, "a deal has four hands")
>>> str(e), e.line, isinstance(e, BridgeError)
('club.pbn:12:3: a deal has four hands', 12, True)
>>> str(FormatError("club.pbn", None, None, "binary data, not a PBN text file"))
'club.pbn: binary data, not a PBN text file'
"""

from __future__ import annotations

from typing import Protocol

__all__ = [
    "BoardWaitingError",
    "BridgeError",
    "FormatError",
    "IllegalActionError",
    "ReasonError",
    "Renderable",
    "reason_of",
    "refusal",
]


class Renderable(Protocol):
    """A message that can be shown in a language (:class:`bridgelaws.messages.Message`)."""

    def render(self, lang: str = "en") -> str: ...


class BridgeError(ValueError):
    """The root of every error bridgelaws raises."""


class ReasonError(BridgeError):
    """An error whose reason is a catalogue message (or, from older code, English text):
    ``str()`` is English, :meth:`render` the reason in a language. The value readers'
    errors (numbers, deals, session results, files refused) are of this kind."""

    def __init__(self, message: str | Renderable) -> None:
        self.message: Renderable | None = None if isinstance(message, str) else message
        super().__init__(message if isinstance(message, str) else message.render("en"))

    def render(self, lang: str = "en") -> str:
        """The reason in ``lang`` (English where there is no catalogue message)."""
        return self.message.render(lang) if self.message is not None else str(self)


def refusal(key: str, **values: object) -> ReasonError:
    """A value's refusal (a card, seat, contract that cannot be read): a
    :class:`ReasonError` with the catalogue message ``key``. The catalogue is imported
    here, when a value is refused, since it imports the values itself."""
    from bridgelaws.messages import Message

    return ReasonError(Message(key, **values))


def reason_of(error: Exception) -> str | Renderable:
    """An error as a reason to show: itself when it renders in a language, else its
    (English) text."""
    if callable(getattr(error, "render", None)):
        return error  # type: ignore[return-value]
    return str(error)


class FormatError(BridgeError):
    """Input that cannot be read. ``str()`` is ``source:line:column: message``, leaving out
    the line and column when they are not known; ``reason`` is the message alone (in
    English), ``text`` the catalogue message when there is one (:meth:`render`)."""

    def __init__(self, source: str, line: int | None, column: int | None,
                 message: str | Renderable) -> None:
        self.text: Renderable | None = None if isinstance(message, str) else message
        reason = message if isinstance(message, str) else message.render("en")
        self.where = ":".join([source, *(str(n) for n in (line, column) if n is not None)])
        super().__init__(f"{self.where}: {reason}" if self.where else reason)
        self.source = source
        self.line = line
        self.column = column
        self.reason = reason

    def render(self, lang: str = "en") -> str:
        """The error in ``lang`` (English where there is no catalogue message)."""
        said = self.text.render(lang) if self.text is not None else self.reason
        return f"{self.where}: {said}" if self.where else said


class IllegalActionError(BridgeError):
    """An action the board refuses, under ``law`` (a clause such as ``"44C"``, or ``""``).

    ``message`` is the catalogue message when there is one, so a program can show it in the
    user's language; ``reason`` is its English text.
    """

    def __init__(self, reason: str | Renderable, law: str = "") -> None:
        self.message: Renderable | None = None if isinstance(reason, str) else reason
        self.reason = reason if isinstance(reason, str) else reason.render("en")
        self.law = law
        super().__init__(f"{self.reason} (Law {law})" if law else self.reason)

    def render(self, lang: str = "en") -> str:
        """The refusal in ``lang`` (English where there is no catalogue message)."""
        text = self.message.render(lang) if self.message is not None else self.reason
        return f"{text} (Law {self.law})" if self.law else text


class BoardWaitingError(IllegalActionError):
    """The board waits for a decision (the director's, or a player's choice of the options
    the Laws give) before it can take another action."""
