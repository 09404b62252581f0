"""The console's words: every text its pages show is a catalogue entry (``web.*``), in
the five languages of the catalogue (docs/messages.md).

The templates name their words with ``_("web.key", place=value)``; the keys are listed
here so that ``pybabel extract`` and ``tests/test_messages.py`` find them in the Python
sources, and ``tests/web/test_words.py`` checks that every key a template names is
listed.
"""

from __future__ import annotations

from typing import Final

from bridgelaws.messages import LANGUAGES, N_, Message, term
from bridgelaws.web.ruling_words import RULING_KEYS

__all__ = ["KEYS", "LANGUAGE_NAMES", "best_language", "say", "term"]

KEYS: Final = (
    N_("web.title"), N_("web.home"), N_("web.home.intro"), N_("web.language"),
    N_("web.table.signin"), N_("web.table.code"), N_("web.table.code.bad"),
    N_("web.table.heading"), N_("web.table.pairs"),
    N_("web.table.signout"), N_("web.table.done"), N_("web.table.next"),
    N_("web.entry.board"), N_("web.entry.contract"), N_("web.entry.passed"),
    N_("web.entry.undoubled"), N_("web.entry.declarer"),
    N_("web.entry.result"), N_("web.entry.lead"),
    N_("web.entry.lead.none"), N_("web.entry.send"), N_("web.entry.missing"),
    N_("web.entry.waiting"), N_("web.entry.confirm"), N_("web.entry.withdraw"),
    N_("web.entry.confirmed"),
    N_("web.entry.none"),
    N_("web.refused.board"), N_("web.refused.twice"), N_("web.refused.adjusted"),
    N_("web.refused.csrf"), N_("web.refused.gone"),
    N_("web.director.signin"), N_("web.director.name"), N_("web.director.password"),
    N_("web.director.bad"), N_("web.director.signout"), N_("web.director.sessions"),
    N_("web.director.new"), N_("web.director.event"), N_("web.director.movement"),
    N_("web.director.tables"), N_("web.director.boards"), N_("web.director.create"),
    N_("web.director.mitchell"), N_("web.director.howell"), N_("web.director.bad.setup"),
    N_("web.session.progress"), N_("web.session.complete"),
    N_("web.session.codes"), N_("web.session.results"), N_("web.session.ranking"),
    N_("web.session.publish"), N_("web.session.unpublish"), N_("web.session.published"),
    N_("web.session.score"), N_("web.session.score.help"),
    N_("web.session.law"), N_("web.session.note"), N_("web.session.remove"),
    N_("web.session.log"), N_("web.session.by.director"), N_("web.session.unconfirmed"),
    N_("web.session.preview"), N_("web.session.none"), N_("web.session.table"),
    N_("web.session.rank"), N_("web.session.pair"), N_("web.session.percent"),
    N_("web.session.total"), N_("web.session.round.missing"),
    N_("web.public.results"), N_("web.public.none"), N_("web.entry.which"),
    N_("web.session.place"), N_("web.session.table.label"), N_("web.demo.event"),
    N_("web.who.table"), N_("web.who.opponents"), N_("web.who.director"),
    N_("web.log.created"), N_("web.log.entered"), N_("web.log.confirmed"),
    N_("web.log.withdrawn"), N_("web.log.scored"), N_("web.log.removed"),
    N_("web.log.published"), N_("web.log.unpublished"), N_("web.log.closed"),
    N_("web.board.open"), N_("web.board.hands"), N_("web.board.traveller"),
    N_("web.board.back"), N_("web.board.ns"), N_("web.board.ew"), N_("web.board.score"),
    N_("web.board.mp.ns"), N_("web.board.mp.ew"), N_("web.board.dealer"),
    N_("web.board.played"),
    *RULING_KEYS,
)

#: Each language's name in itself, for the language links.
LANGUAGE_NAMES: Final = {"en": "English", "de": "Deutsch", "de_CH": "Deutsch (CH)",
                         "fr": "Français", "it": "Italiano", "nl": "Nederlands"}


def say(key: str, lang: str, **values: object) -> str:
    """The entry ``key`` in ``lang`` with ``values`` filled in."""
    return Message(key, **values).render(lang)


def best_language(accept: str, default: str = "en") -> str:
    """The first language of an ``Accept-Language`` header that has a catalogue.

    >>> best_language("fr-CH, fr;q=0.9, en;q=0.8"), best_language("de-CH"), best_language("")
    ('fr', 'de_CH', 'en')
    """
    wanted: list[tuple[float, int, str]] = []
    for part in accept.split(","):
        name, _, q = part.strip().partition(";q=")
        try:
            weight = float(q) if q else 1.0
        except ValueError:
            weight = 0.0
        if name:
            wanted.append((-weight, len(wanted), name.strip().replace("-", "_")))
    for _, _, name in sorted(wanted):
        for candidate in (name, name.partition("_")[0]):
            if candidate in LANGUAGES:
                return candidate
    return default
