"""The ``--lang`` option every command that prints words takes.

Without it, the language follows the user's locale (``LANG``, ``LC_MESSAGES``,
``LC_ALL``, ``LANGUAGE``: :func:`bridgelaws.messages.default_language`), and English where
the locale is C or has no catalogue. Table-log keywords and the values quoted from a file
stay as they are written; everything else printed is in the chosen language.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any, NoReturn

from bridgelaws.errors import Renderable
from bridgelaws.messages import LANGUAGES, Message, default_language

__all__ = ["CliError", "add_lang_option", "help_language", "language", "parser_class", "say"]


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


def add_lang_option(parser: argparse.ArgumentParser, lang: str = "en") -> None:
    """Add ``--lang`` to a command (its help in ``lang``)."""
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help=say("help.lang", lang, languages=", ".join(LANGUAGES)))


def help_language(argv: Sequence[str]) -> str:
    """The language of the help and of argparse's own words, known before the command line
    is read: ``--lang X`` (or ``--lang=X``) anywhere in ``argv`` when X has a catalogue,
    else the locale's.

    >>> help_language(["check", "a.pbn", "--lang", "fr"]), help_language(["--lang=nl"])
    ('fr', 'nl')
    """
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else (
            arg.removeprefix("--lang=") if arg.startswith("--lang=") else None)
        if value in LANGUAGES:
            return value
    return default_language()


class _Formatter(argparse.HelpFormatter):
    """argparse's help formatter, with "usage: " in the language of its parser."""

    language = "en"

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup],
                  prefix: str | None = None) -> None:
        if prefix is None:
            prefix = say("help.usage", self.language) + " "
        super().add_usage(usage, actions, groups, prefix)


@cache
def parser_class(lang: str) -> type[argparse.ArgumentParser]:
    """An :class:`argparse.ArgumentParser` whose own words are in ``lang``: "usage:", the
    group titles, the help option and the error line (argparse's gettext domain has no
    catalogue here, so these come from ours). Sub-commands use the same class."""

    class Formatter(_Formatter):
        language = lang

    class Parser(argparse.ArgumentParser):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs.setdefault("formatter_class", Formatter)
            kwargs["add_help"] = False
            super().__init__(*args, **kwargs)
            self._positionals.title = say("help.positionals", lang)
            self._optionals.title = say("help.options", lang)
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help=say("help.help", lang))

        def error(self, message: str) -> NoReturn:
            self.print_usage(sys.stderr)
            self.exit(2, say("help.error", lang, prog=self.prog, message=message) + "\n")

    return Parser


def language(args: argparse.Namespace) -> str:
    """The language a command's output is in: ``--lang``, else the locale's."""
    chosen: str | None = getattr(args, "lang", None)
    return chosen if chosen else default_language()


def say(key: str, lang: str, **values: object) -> str:
    """The catalogue entry ``key`` in ``lang`` with ``values`` filled in."""
    return Message(key, **values).render(lang)
