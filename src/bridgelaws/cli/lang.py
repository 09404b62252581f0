"""The ``--lang`` option every command that prints words takes.

Without it, the language follows the user's locale (``LANG``, ``LC_MESSAGES``,
``LC_ALL``, ``LANGUAGE``: :func:`bridgelaws.messages.default_language`), and English where
the locale is C or has no catalogue. Table-log keywords and the values quoted from a file
stay as they are written; everything else printed is in the chosen language.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from typing import Any, Final, NoReturn

from bridgelaws.errors import Renderable
from bridgelaws.messages import LANGUAGES, Message, default_language, template

__all__ = ["CliError", "add_lang_option", "argparse_text", "help_language", "language",
           "parser_class", "say"]


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


# argparse's own reasons (its msgids, as its gettext domain names them) -> our entry, and
# the name of the entry's place for a msgid's one unnamed %s or %r.
_ARGPARSE: Final = {
    "argument %(argument_name)s: %(message)s": ("argparse.argument", ""),
    "the following arguments are required: %s": ("argparse.required", "arguments"),
    "invalid choice: %(value)r (choose from %(choices)s)": ("argparse.choice", ""),
    "expected one argument": ("argparse.one", ""),
    "expected at most one argument": ("argparse.at-most-one", ""),
    "expected at least one argument": ("argparse.at-least-one", ""),
    "expected %s argument": ("argparse.count", "count"),
    "invalid %(type)s value: %(value)r": ("argparse.type", ""),
    "unrecognized arguments: %s": ("argparse.unrecognized", "arguments"),
    "not allowed with argument %s": ("argparse.not-allowed", "argument"),
    "one of the arguments %s is required": ("argparse.one-of", "arguments"),
    "ambiguous option: %(option)s could match %(matches)s": ("argparse.ambiguous", ""),
    "ignored explicit argument %r": ("argparse.ignored", "value"),
    "unexpected option string: %s": ("argparse.unexpected", "option"),
    "unknown parser %(parser_name)r (choices: %(choices)s)": ("argparse.parser", ""),
    "can't open '%(filename)s': %(error)s": ("argparse.open", ""),
}
_SPEC: Final = re.compile(r"%(?:\((\w+)\))?[rsd]")


def argparse_text(msgid: str, lang: str, n: int | None = None) -> str:
    """argparse's reason ``msgid`` (a %-template) in ``lang``: our entry for it, with its
    named places turned back into argparse's %-places; ``msgid`` itself when we have no
    entry (a newer Python's wording) or the language is English.

    >>> argparse_text("invalid choice: %(value)r (choose from %(choices)s)", "de")
    'ungültige Wahl: %(value)r (zur Wahl stehen %(choices)s)'
    >>> argparse_text("the following arguments are required: %s", "fr")
    'les arguments suivants sont obligatoires : %s'
    """
    entry = _ARGPARSE.get(msgid)
    if entry is None or lang == "en":
        return msgid
    key, unnamed = entry
    specs = {m.group(1) or unnamed: m.group(0) for m in _SPEC.finditer(msgid)}
    text = template(key, lang, n).replace("%", "%%")
    return re.sub(r"\{(\w+)\}", lambda m: specs.get(m.group(1), m.group(0)), text)


@contextmanager
def _argparse_words(lang: str) -> Iterator[None]:
    """argparse looks its reasons up through its module's gettext functions when it gives
    them: while the arguments are read, ours answer from the catalogue."""
    module = vars(argparse)
    saved = module["_"], module["ngettext"]

    def plural(singular: str, many: str, n: int) -> str:
        if singular in _ARGPARSE:
            return argparse_text(singular, lang, n)
        return singular if n == 1 else many

    module["_"] = lambda msgid: argparse_text(msgid, lang)
    module["ngettext"] = plural
    try:
        yield
    finally:
        module["_"], module["ngettext"] = saved


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

        def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
            with _argparse_words(lang):
                return super().parse_known_args(args, namespace)

        def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
            with _argparse_words(lang):
                return super().parse_args(args, namespace)

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
