"""The message catalogue: every ruling the engine gives, in our own words, ready for
translation.

A :class:`Message` is a catalogue key with named values; it is turned into text only when
shown, in the language asked for. Each catalogue entry is one whole sentence with named
places (``{seat}``, ``{call}``, ``{law}``): no message is ever put together from pieces,
so a translator can order the words as the language needs. The values are translated
too: seats, calls, suits and sides have their own entries (the gettext context ``term``).

The catalogues are standard gettext files, one per language, under ``messages/locale``:
``<lang>/LC_MESSAGES/bridgelaws.po``, edited with Poedit or Weblate and compiled to the
``.mo`` files shipped beside them, which the standard library's :mod:`gettext` reads (no
dependency at run time). The msgids are the catalogue keys; English (``en``) is the
source language. A language lacking an entry falls back to English, a regional variant
(``de_CH``) first to its language (``de``). An entry that names a count has plural forms
(``ngettext``): :data:`PLURALS` says which place is the count. See docs/messages.md.

>>> m = Message("oor.call", seat=Seat.SOUTH, call=Call.parse("1H"), turn=Seat.WEST)
>>> m.render("en")
'South called 1♥ out of rotation, at West’s turn.'
>>> m.render("de")
'Süd hat außer Reihenfolge 1♥ angesagt, als West an der Reihe war.'
>>> Message("claim.agreed", seat=Seat.SOUTH, tricks=1).render("en")
'South’s claim of 1 trick is agreed.'
>>> Message("claim.agreed", seat=Seat.SOUTH, tricks=9).render("en")
'South’s claim of 9 tricks is agreed.'
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any, Final

from bridgelaws.laws.index import DEFAULT_EDITION, Clause
from bridgelaws.values.calls import Call, Contract
from bridgelaws.values.cards import Card, Seat, Side, Strain, Suit

__all__ = [
    "KEYS",
    "LANGUAGES",
    "N_",
    "PLURALS",
    "TERM_KEYS",
    "T_",
    "Message",
    "Number",
    "Term",
    "format_number",
    "template",
    "term",
    "translations",
]

DOMAIN: Final = "bridgelaws"
LOCALE_DIR: Final = Path(__file__).resolve().parent / "locale"
_TERM: Final = "term"  # the gettext context of the words filled into the places

# The entries with plural forms, and the place that holds the count (a number, or a list
# of cards whose length is the count).
PLURALS: Final[Mapping[str, str]] = {
    "claim.agreed": "tricks", "claim.impossible": "tricks", "concession.agreed": "tricks",
    "claim.ruled": "tricks", "judged.claim.stated": "tricks",
    "judged.concession.stated": "tricks", "judged.rescored": "tricks",
    "play.ended": "tricks", "transfer": "tricks", "transfer.result": "tricks",
    "declarer.exposed": "cards", "extra.card.returned": "cards", "penalty.cards": "cards",
    "penalty.cards.play": "cards", "penalty.lead": "cards", "penalty.picked.up": "cards",
    "replay.penalty": "cards", "replay.tricks": "tricks", "replay.tricks.claim": "tricks",
    "replay.tricks.concession": "tricks", "replay.result": "tricks",
    "replay.transfer.line": "tricks", "replay.checks": "count",
    "strict.claim.too.many": "tricks", "check.result.impossible": "result",
    "check.result.differs": "result", "check.lin.claim": "total",
    "cli.score.result": "tricks", "cli.check.boards": "count", "cli.check.problems": "count",
    "cli.check.warnings": "count", "cli.session.results": "count",
    "cli.session.rejected": "count", "cli.movement.rounds": "count", "show.playing": "tricks",
    "show.result": "result", "show.result.claim": "result", "cli.error.tricks.range": "tricks",
    "results.boards.count": "count", "results.event.title": "count",
    "text.long": "length", "deal.cards": "count",
    "movements.tables": "count", "movements.rounds": "count", "movements.times": "count",
    "movements.boards.two.tables": "numbers", "movements.replayed": "numbers",
    "movements.played": "numbers", "argparse.count": "count", "tablelog.found.quitted": "count",
    "import.note.average.plus": "count", "import.report.matches": "count",
    "import.report.matched": "count", "import.report.differ": "count",
}


def N_(key: str) -> str:
    """Mark ``key`` as a catalogue key for ``pybabel extract``; returns it unchanged."""
    return key


def T_(key: str) -> str:
    """Mark ``key`` as a term key (the gettext context ``term``) for ``pybabel extract``."""
    return key


# Keys made at run time from a name (``f"seat.{seat.name}"``, ``f"chose.{how}.play"``),
# listed so that pybabel extract finds them.
_BUILT_KEYS: Final = (
    T_("seat.NORTH"), T_("seat.EAST"), T_("seat.SOUTH"), T_("seat.WEST"),
    T_("side.NS"), T_("side.EW"),
    T_("suit.CLUBS"), T_("suit.DIAMONDS"), T_("suit.HEARTS"), T_("suit.SPADES"),
    T_("call.pass"), T_("call.double"), T_("call.redouble"),
    T_("notrump"), T_("yes"), T_("no"), T_("none"),
    T_("question.unintended"), T_("question.comparable"), T_("question.same-denomination"),
    T_("question.artificial-pass"), T_("question.lead"), T_("question.deliberate"),
    T_("question.own-lead"), T_("question.to-comply"), T_("question.misinformed"),
    T_("question.claim"), T_("question.compensated"), T_("question.unintended-card"),
    T_("question.current-trick"), T_("question.denominations"), T_("question.lowest"),
    T_("question.natural"), T_("question.more-precise"), T_("question.inadvertent"),
    T_("question.inadvertent-card"),
    N_("chose.prohibit"), N_("chose.require"),
    N_("chose.highest.play"), N_("chose.lowest.play"), N_("chose.require.play"),
    N_("chose.prohibit.play"),
)


def _languages() -> tuple[str, ...]:
    found = {p.parts[-3] for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")}
    return ("en", *sorted(found - {"en"}))


#: The languages with a catalogue: English first.
LANGUAGES: Final = _languages()


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """The user's language, from the locale as gettext reads it: ``LC_ALL``,
    ``LC_MESSAGES`` or ``LANG`` (the first that is set), with ``LANGUAGE``'s list before it
    unless the locale is C or POSIX. Each is matched with a catalogue, exactly (``de_CH``)
    or by its language (``fr_BE`` is ``fr``); English when none matches.

    >>> default_language({"LANG": "de_CH.UTF-8"}), default_language({"LANG": "fr_BE.UTF-8"})
    ('de_CH', 'fr')
    >>> default_language({"LANG": "C.UTF-8", "LANGUAGE": "it"}), default_language({})
    ('en', 'en')
    >>> default_language({"LANG": "en_US.UTF-8", "LANGUAGE": "nl:de"})
    'nl'
    """
    env = os.environ if environ is None else environ
    locale = next((env[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(v)), "")
    name = locale.split(".")[0].split("@")[0]
    if name in ("", "C", "POSIX"):
        return "en"
    for wanted in [*env.get("LANGUAGE", "").split(":"), name]:
        wanted = wanted.split(".")[0].split("@")[0]
        for candidate in (wanted, wanted.partition("_")[0]):
            if candidate in LANGUAGES:
                return candidate
    return "en"


@cache
def translations(language: str = "en") -> gettext.NullTranslations:
    """The catalogue of ``language`` (``de``, ``de_CH``, ``fr``), falling back to the
    language of a regional variant and then to English; English for a language without a
    catalogue."""
    english = gettext.translation(DOMAIN, LOCALE_DIR, languages=["en"])
    if language == "en":
        return english
    chosen = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)
    chosen.add_fallback(english)
    return chosen


def _keys() -> tuple[frozenset[str], frozenset[str]]:
    catalogue: Mapping[object, str] = vars(translations("en")).get("_catalog", {})
    ids = {k[0] if isinstance(k, tuple) else k for k in catalogue}
    messages = frozenset(str(k) for k in ids if k and "\x04" not in str(k))
    terms = frozenset(str(k).partition("\x04")[2] for k in ids
                      if str(k).startswith(_TERM + "\x04"))
    return messages, terms


#: The message keys and the term keys of the English catalogue.
KEYS, TERM_KEYS = _keys()

_SUIT_SYMBOLS: Final = "♣♦♥♠"


def count(value: object) -> int:
    """The number a plural entry's count place stands for: a number (a :class:`Number`
    when it is shown in the language's digits), or how many cards."""
    if isinstance(value, list | tuple | set | frozenset):
        return len(value)
    if isinstance(value, int | str):
        return int(value)
    if isinstance(value, Number):
        return int(value.value)
    raise TypeError(f"a count, not {value!r}")


def template(key: str, language: str = "en", n: int | None = None) -> str:
    """The template of ``key`` in ``language``; for a plural entry, the form for ``n``
    (default: the form for 1)."""
    catalogue = translations(language)
    if key in PLURALS:
        return catalogue.ngettext(key, key, 1 if n is None else n)
    return catalogue.gettext(key)


class Term(str):
    """A word that is translated: the key of an entry in the terms (``severity.major``)."""

    __slots__ = ()


class Word(str):
    """A translated word that a template can join to the word before it: ``{seat:de}``
    is "de Nord" but "d’Est", ``{seat:que}`` "que Sud" but "qu’Ouest" (the elision of
    French, before a vowel). Without a format spec it is the word itself.

    >>> f"{Word('Est'):de}, {Word('Nord'):de}, {Word('Ouest'):que}, {Word('Sud')}"
    'd’Est, de Nord, qu’Ouest, Sud'
    """

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        if spec.endswith("e") and self[:1].lower() in "aeiouéèêàâîôû":
            return f"{spec[:-1]}’{self}"
        return f"{spec} {self}"


# How each language writes a number: (the thousands separator, the decimal sign), as CLDR
# has them (tests/test_messages.py checks the table against Babel's babel.numbers, which
# is a test dependency only: the core reads no locale data at run time).
SEPARATORS: Final[Mapping[str, tuple[str, str]]] = {
    "en": (",", "."), "de": (".", ","), "de_CH": ("'", "."), "fr": ("\u202f", ","),
    "it": (".", ","), "nl": (".", ","),
}


def format_number(value: int | float | Fraction, language: str = "en", places: int = 2) -> str:
    """``value`` as ``language`` writes it in a sentence: thousands grouped, at most
    ``places`` decimals (halves away from zero, trailing zeros dropped), the language's
    decimal sign.

    >>> format_number(517400, "en"), format_number(517400, "de"), format_number(1.5, "nl")
    ('517,400', '517.400', '1,5')
    >>> format_number(-1234.5678, "it"), format_number(2, "fr")
    ('-1.234,57', '2')
    """
    group, point = SEPARATORS.get(language) or SEPARATORS.get(
        language.partition("_")[0], SEPARATORS["en"])
    exact = Fraction(value)
    scale = 10**places
    scaled = int(abs(exact) * scale + Fraction(1, 2))
    whole, part = divmod(scaled, scale)
    text = f"{whole:,}".replace(",", group)
    decimals = f"{part:0{places}d}".rstrip("0") if places else ""
    if decimals:
        text += point + decimals
    return f"-{text}" if exact < 0 and scaled else text


@dataclass(frozen=True, slots=True)
class Number:
    """A quantity in a message (a file size, a number of plays, IMPs), written as the
    language writes numbers: "517,400" in English, "517.400" in German. Line, board and
    trick numbers and years are not quantities and stay bare ints; machine-readable
    output (CSV, JSON, PBN, session files) never uses this.

    >>> Number(517400).render("de"), Number(1.5).render("fr"), str(Number(1234))
    ('517.400', '1,5', '1,234')
    """

    value: int | float | Fraction
    places: int = 2

    def render(self, language: str = "en") -> str:
        return format_number(self.value, language, self.places)

    def __str__(self) -> str:
        return self.render("en")


def _aside(value: object, language: str) -> Word:
    """``value`` where the entry closes a parenthesis right after it: a clause of an
    older edition names its edition without a second pair of parentheses ("(Law 45 of
    the 1997 Laws)", not "(Law 45 (1997))")."""
    if isinstance(value, Clause) and value.edition != DEFAULT_EDITION:
        return Word(translations(language).pgettext(_TERM, T_("law.edition.aside")).format(
            law=str(value), laws=value.edition))
    return term(value, language)


def term(value: object, language: str = "en") -> Word:
    """``value`` in ``language``, as a :class:`Word`: seats, sides, suits, calls, cards
    and :class:`Term` words are translated."""
    return Word(_term(value, language))


def _term(value: object, language: str) -> str:
    catalogue = translations(language)

    def word(key: str) -> str:
        return catalogue.pgettext(_TERM, key)

    if isinstance(value, Term):
        return word(value)
    if isinstance(value, Message):
        return value.render(language)
    render = getattr(value, "render", None)
    if callable(render):  # an error, or a quoted text, that renders itself
        return str(render(language))
    if isinstance(value, Contract):  # 4♠X South
        strain = word("notrump") if value.strain == 4 else _SUIT_SYMBOLS[value.strain]
        text = f"{value.level}{strain}{value.risk}"
        return text if value.declarer is None else f"{text} {term(value.declarer, language)}"
    if hasattr(value, "level") and hasattr(value, "strain") and not isinstance(value, Call):
        index = int(value.strain)  # a bid above seven (Law 38)
        mark = word("notrump") if index == 4 else _SUIT_SYMBOLS[index]
        return f"{value.level}{mark}"
    if isinstance(value, Seat):
        return word(f"seat.{value.name}")
    if isinstance(value, Side):
        return word(f"side.{value.name}")
    if isinstance(value, Suit):
        return word(f"suit.{value.name}")
    if isinstance(value, Strain):  # a denomination: a suit by name, or notrump
        return word("notrump") if value.suit is None else word(f"suit.{value.suit.name}")
    if isinstance(value, Call):
        if value.index == 0:
            return word("call.pass")
        if value.index == 1:
            return word("call.double")
        if value.index == 2:
            return word("call.redouble")
        strain = word("notrump") if value.strain == 4 else _SUIT_SYMBOLS[value.strain or 0]
        return f"{value.level}{strain}"
    if isinstance(value, Card):
        return f"{_SUIT_SYMBOLS[value // 13]}{'23456789TJQKA'[value % 13]}"
    if isinstance(value, bool):
        return word("yes" if value else "no")
    if isinstance(value, list) or (isinstance(value, tuple) and not hasattr(value, "_fields")):
        return ", ".join(term(v, language) for v in value) or word("none")
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, Clause) and value.edition != DEFAULT_EDITION:
        return word(T_("law.edition")).format(law=str(value), laws=value.edition)  # 31B (2007)
    return str(value)


class Message:
    """A catalogue key and its named values; :meth:`render` gives the text."""

    __slots__ = ("key", "values")

    def __init__(self, key: str, **values: Any) -> None:
        if key not in KEYS:
            raise KeyError(f"no message {key!r} in the catalogue")
        self.key = key
        self.values: Mapping[str, Any] = values

    def render(self, language: str = "en") -> str:
        """The message in ``language`` (English when the language lacks it)."""
        place = PLURALS.get(self.key)
        n = None if place is None else count(self.values[place])
        text = template(self.key, language, n)
        return text.format_map({k: _aside(v, language) if "{" + k + "})" in text
                                else term(v, language) for k, v in self.values.items()})

    def __str__(self) -> str:
        return self.render("en")

    def __repr__(self) -> str:
        return f"Message({self.key!r}, {dict(self.values)!r})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and self.key == other.key
                and dict(self.values) == dict(other.values))

    def __hash__(self) -> int:
        return hash(self.key)

    def as_dict(self, language: str = "en") -> dict[str, object]:
        """A JSON-ready form: the key, the values as text, and the rendered message."""
        return {"key": self.key, "text": self.render(language),
                "values": {k: term(v, "en") for k, v in self.values.items()}}


