"""The ``--lang`` option every command that prints words takes.

Without it, the language follows the user's locale (``LANG``, ``LC_MESSAGES``,
``LC_ALL``, ``LANGUAGE``: :func:`bridgelaws.messages.default_language`), and English where
the locale is C or has no catalogue. Table-log keywords and the values quoted from a file
stay as they are written; everything else printed is in the chosen language.
"""

from __future__ import annotations

import argparse

from bridgelaws.errors import Renderable
from bridgelaws.messages import LANGUAGES, Message, default_language

__all__ = ["CliError", "add_lang_option", "language", "say"]


class CliError(Exception):
    """A refusal of the command line, reported as one line on stderr: a catalogue
    message, or a lower layer's error (which renders itself in the language too).
    ``str()`` is English; :meth:`render` gives it in a language."""

    def __init__(self, message: str | Renderable) -> None:
        self.message = message
        super().__init__(message if isinstance(message, str) else message.render("en"))

    def render(self, lang: str = "en") -> str:
        """The refusal in ``lang``."""
        return self.message if isinstance(self.message, str) else self.message.render(lang)


def add_lang_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--lang`` to a command."""
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="language of the output: " + ", ".join(LANGUAGES)
                             + " (default: from LANG or LC_MESSAGES, else en)")


def language(args: argparse.Namespace) -> str:
    """The language a command's output is in: ``--lang``, else the locale's."""
    chosen: str | None = getattr(args, "lang", None)
    return chosen if chosen else default_language()


def say(key: str, lang: str, **values: object) -> str:
    """The catalogue entry ``key`` in ``lang`` with ``values`` filled in."""
    return Message(key, **values).render(lang)
