"""The message catalogues: every language covers English key for key and place for place,
plural entries have their forms, every message renders, the shipped .mo files match the
.po files, and pybabel extract finds every key the code names."""

from __future__ import annotations

import gettext
import importlib.util
import re
import string
import sys
from decimal import Decimal
from fractions import Fraction
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from bridgelaws.messages import (
    DOMAIN,
    KEYS,
    LANGUAGES,
    LOCALE_DIR,
    PLURALS,
    TERM_KEYS,
    Message,
    Number,
    Term,
    format_number,
    template,
    term,
)
from bridgelaws.messages.extract import keys_in_source
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Card, Seat, Side, Strain, Suit

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "bridgelaws"

# A sample value for every named place used in the catalogue.
SAMPLES: dict[str, Any] = {
    "seat": Seat.SOUTH, "offender": Seat.SOUTH, "partner": Seat.NORTH, "lho": Seat.WEST,
    "turn": Seat.WEST, "chooser": Seat.WEST, "leader": Seat.NORTH, "other": Seat.EAST,
    "call": Call.parse("1H"), "withdrawn": Call.parse("X"), "replacement": Call.parse("2H"),
    "original": Call.parse("P"), "intended": Call.parse("1S"), "last": Call.parse("1NT"),
    "cards": (Card.ST, Card.H2), "suit": Suit.HEARTS,
    "nos": Side.EW, "os": Side.NS,
    "answer": True, "contract": "4S N", "severity": "major", "what": "text",
    "law": "27B1(a)", "card": Card.HK, "tricks": 9, "question": "comparable",
    "rule": "50D2(a)", "trick": 5, "hand": Seat.NORTH, "holder": Seat.WEST,
    "dummy": Seat.NORTH, "declarer": Seat.SOUTH, "asked": Seat.WEST, "new": Card.H5,
    "led": Card.SA, "suits": [Suit.HEARTS, Suit.SPADES], "table": 9,
    "number": 7, "dealer": Seat.NORTH, "vul": "None", "laws": "2017", "name": "unintended",
    "example": "S accepts", "seats": [Seat.NORTH], "state": "corrected", "ns": "+420",
    "ew": "-420", "count": 3, "remaining": 4, "best": 3, "finessing": 4, "worst": 2,
    "drawn": 4, "claimed": 4, "choices": "yes, no", "by": "the director", "outcome": "text",
    "procedure": "text", "where": "a.pbn:9",
    "message": "text", "board": "3", "value": "'x'", "canonical": "Pass", "token": "'x'",
    "most": 999, "kind": "X", "tags": "Deal, Declarer", "tag": "ScoreTable", "length": 300,
    "mark": "'*'", "note": 2, "section": "Auction", "result": 9, "done": 8, "reason": "text",
    "character": "'['", "label": "'Board 1'", "total": 9, "expected": "NS",
    "item": "3", "before": "5", "columns": 4, "path": "a.pbn", "boards": "16 boards",
    "denominations": (Strain.HEARTS, Strain.NOTRUMP),
    "problems": "2 problems", "warnings": "1 warning", "results": "9 results",
    "rejected": "1 line rejected", "rounds": "12 table-rounds", "problem": "text",
    "option": "--jobs", "text": "'x'", "line": 3, "format": "csv", "pair": "'7'",
    "size": "1,000,000", "unit": "MP", "rank": "3", "percent": "55.00", "field": "NS",
    "contestant": "7", "names": "Ann Lee - Bo Ek", "penalty": "1", "top": "10",
    "datum": "+420", "side": "NS", "event": "Club pairs", "method": "matchpoints",
    "least": 1, "places": 9, "start": "'99999999999999999999…'", "who": "A",
    "holding": "'AKQ'", "score": "ave+", "known": "scale, neuberg", "error": "text",
    "player": "Ann", "team": "T1", "home": "T1", "away": "T2", "found_ns": "1",
    "found_ew": "2", "round": 3, "given": 4, "word": "event", "prog": "bridgelaws",
    "languages": "en, de", "range": "3-2", "written": "2-3", "found": "contract 3C E",
    "doubtful": "70C, 70A",
    "numbers": (3, 4), "first": "round 1 at table 1", "second": "round 2 at table 1",
    "final": "round 3 at table 2", "times": "2 times", "usual": "1 time", "opponent": "'8'",
    "ew_round": 2, "ew_table": 1, "plays": "600,000", "tables": "3 tables",
    "argument_name": "--vul", "arguments": "CONTRACT", "type": "int", "matches": "--lang, --laws",
    "parser_name": "'x'", "filename": "a.pbn", "argument": "--json", "action": "E 1H",
    "sizes": "13/12/13/13",
    "address": "http://127.0.0.1:8000/", "password": "k3Fp9xQ2", "code": "K7PX2M",
    "played": "3NT S +1", "ours": "630", "published": "600", "producer": "Ruter",
    "column": "IMP_NS", "imps": 1.5, "others": "9, 10",
    "remark": "text", "file": "a.pbn"
}

# Translations complete in their own catalogue; a regional variant (de_CH) holds only
# what differs from its language and falls back to it.
FULL = [lang for lang in LANGUAGES if lang != "en" and "_" not in lang]
VARIANTS = [lang for lang in LANGUAGES if "_" in lang]


@cache
def own(language: str) -> dict[tuple[str | None, str], tuple[str, ...]]:
    """The entries of one language's own .mo, without fallback: (context, key) -> forms."""
    path = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    with path.open("rb") as f:
        raw: dict[object, str] = vars(gettext.GNUTranslations(f))["_catalog"]
    out: dict[tuple[str | None, str], list[tuple[int, str]]] = {}
    for k, text in raw.items():
        key, index = k if isinstance(k, tuple) else (k, 0)
        if not key:
            continue
        context, _, name = str(key).rpartition("\x04")
        out.setdefault((context or None, name), []).append((index, text))
    return {k: tuple(t for _, t in sorted(v)) for k, v in out.items()}


def places(text: str) -> set[str]:
    """The named places of a template: ``{seat}`` and the like."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def values(key: str) -> dict[str, Any]:
    """Sample values for the places of the English entry ``key``."""
    return {name: SAMPLES[name] for name in places(template(key, "en", 2))}


ENGLISH = own("en")


def test_the_catalogue_has_english_messages_and_terms() -> None:
    assert len(KEYS) > 300 and {"oor.call", "transfer", "replay.board"} <= KEYS
    assert {"seat.NORTH", "call.pass", "severity.major"} <= TERM_KEYS
    assert {k for (c, k) in ENGLISH if c is None} == KEYS
    assert {k for (c, k) in ENGLISH if c == "term"} == TERM_KEYS


def test_the_plural_entries_are_the_ones_with_a_count() -> None:
    plural = {k for (c, k), forms in ENGLISH.items() if len(forms) > 1}
    assert plural == set(PLURALS)
    for key, place in PLURALS.items():
        assert place in places(template(key, "en", 2)), key


@pytest.mark.parametrize("key", sorted(KEYS))
def test_every_place_has_a_sample(key: str) -> None:
    assert places(template(key, "en", 2)) <= set(SAMPLES), "add a sample value for the place"


@pytest.mark.parametrize("language", FULL)
def test_every_key_is_translated(language: str) -> None:
    mine = own(language)
    assert sorted(k for k in ENGLISH if k not in mine) == []
    assert sorted(k for k in mine if k not in ENGLISH) == []
    for key, forms in ENGLISH.items():
        assert all(mine[key]), f"{language}: {key} has an empty form"
        assert (len(mine[key]) > 1) == (len(forms) > 1), f"{language}: {key} plural forms"


@pytest.mark.parametrize("language", FULL + VARIANTS)
def test_the_places_are_the_same(language: str) -> None:
    for key, forms in own(language).items():
        english = set().union(*(places(f) for f in ENGLISH[key]))
        for form in forms:
            assert places(form) <= english, f"{language}: {key}: {form}"
            if len(forms) == 1 or PLURALS.get(key[1]) in places(form):
                assert places(form) == english, f"{language}: {key}: {form}"


@pytest.mark.parametrize("language", VARIANTS)
def test_a_variant_falls_back_to_its_language(language: str) -> None:
    base = language.partition("_")[0]
    assert set(own(language)) <= set(ENGLISH)
    m = Message("pass.rest", seat=Seat.NORTH)
    if ((None, "pass.rest")) not in own(language):
        assert m.render(language) == m.render(base)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", sorted(KEYS))
def test_every_message_renders(language: str, key: str) -> None:
    text = Message(key, **values(key)).render(language)
    assert text and re.search(r"\{\w*\}", text) is None, text
    if not key.startswith(("replay.", "strict.", "check.", "problem", "cli.", "show.", "pbn.",
                           "page.", "results.", "claim.error.", "number.", "text.", "deal.",
                           "file.", "session.", "procedure.error.", "help.",
                           "rule.error.", "movement.", "tablelog.", "value.",
                           "regulations.", "movements.", "argparse.", "judged.error.",
                           "judged.answered", "web.", "import.")):
        assert text[:1].isupper() or text[:1] in "123456789*-♣♦♥♠", text


def test_plural_forms_follow_the_count() -> None:
    one = Message("transfer", seat=Seat.SOUTH, trick=5, tricks=1, nos=Side.EW)
    two = Message("transfer", seat=Seat.SOUTH, trick=5, tricks=2, nos=Side.EW)
    assert one.render("en").endswith("1 trick transferred to East-West.")
    assert two.render("en").endswith("2 tricks transferred to East-West.")
    assert one.render("de").endswith(": 1 Stich wird Ost-West zugesprochen.")
    assert two.render("de").endswith(": 2 Stiche werden Ost-West zugesprochen.")
    assert one.render("fr").endswith("1 levée transférée à Est-Ouest.")
    assert two.render("fr").endswith("2 levées transférées à Est-Ouest.")
    zero = Message("transfer", seat=Seat.SOUTH, trick=5, tricks=0, nos=Side.EW)
    assert zero.render("fr").endswith("0 levée transférée à Est-Ouest.")  # French: 0 is one
    assert zero.render("nl").endswith("0 slagen overgedragen aan Oost-West.")
    assert two.render("it").endswith("2 prese trasferite a Est-Ovest.")
    assert Message("transfer", seat=Seat.SOUTH, trick=5, tricks=1000000, nos=Side.EW
                   ).render("it").endswith("1000000 prese trasferite a Est-Ovest.")
    cards = Message("penalty.picked.up", seat=Seat.WEST, cards=(Card.SA,))
    assert cards.render("en") == "West picks up the penalty card ♠A."
    assert "(s)" not in "".join(t for forms in ENGLISH.values() for t in forms)


def test_no_form_is_written_as_a_choice_of_endings() -> None:
    for language in FULL + VARIANTS:
        for forms in own(language).values():
            for form in forms:
                assert re.search(r"\w\((s|e|n|en|i|e|s)\)", form) is None, form


SAMPLE_RULINGS = [
    Message("oor.call", seat=Seat.SOUTH, call=Call.parse("1H"), turn=Seat.WEST),
    Message("option.prohibit", chooser=Seat.EAST, leader=Seat.NORTH, suit=Suit.SPADES),
    Message("penalty.cards", seat=Seat.WEST, cards=(Card.SK, Card.H2),
            severity=Term("severity.major")),
    Message("finding", question=Term("question.comparable"), answer=False),
    Message("waiting.choice", chooser=Seat.NORTH, law="27B1(b)"),
    Message("cancelled", seat=Seat.EAST, call=Call.parse("XX")),
]

EXPECTED_RULINGS = {
    "fr": [
        "Sud a déclaré 1♥ hors tour, alors que c’était à Ouest de parler.",
        "Est peut interdire à Nord d’attaquer pique aussi longtemps que Nord conserve la main.",
        "Ouest est en défense : les cartes exposées ♠K, ♥2 deviennent cartes pénalisées "
        "(principale).",
        "Constat de l’arbitre sur la question déclaration comparable (23A) : non.",
        "L’étui attend le choix de Nord (Loi 27B1(b)).",
        "La déclaration Surcontre d’Est est annulée.",
    ],
    "it": [
        "Sud ha chiamato 1♥ fuori turno, quando era il turno di Ovest.",
        "Est può proibire a Nord di attaccare picche finché Nord mantiene la mano.",
        "Ovest è difensore: le carte esposte ♠K, ♥2 diventano carte penalizzate (maggiore).",
        "Accertamento dell’Arbitro sulla questione chiamata comparabile (23A): no.",
        "Il board attende la scelta di Nord (Articolo 27B1(b)).",
        "La chiamata Surcontro di Est è cancellata.",
    ],
    "nl": [
        "Zuid deed 1♥ voor de beurt, terwijl West aan de beurt was.",
        "Oost mag Noord verbieden schoppen voor te spelen zolang Noord aan slag blijft.",
        "West is tegenspeler: de getoonde kaarten ♠K, ♥2 zijn nu strafkaarten (groot).",
        "Vaststelling van de wedstrijdleider over de vraag vergelijkbare bieding (23A): nee.",
        "Het spel wacht op de keuze van Noord (artikel 27B1(b)).",
        "De bieding Redoublet van Oost wordt geannuleerd.",
    ],
    "de_CH": [
        "Süd hat ausser Reihenfolge 1♥ angesagt, als West an der Reihe war.",
    ],
}


@pytest.mark.parametrize("language", sorted(EXPECTED_RULINGS))
def test_rulings_in_each_language(language: str) -> None:
    """Seats, calls, suits, cards, a term, a yes/no answer and a law, each filled in in
    the language's words."""
    got = [m.render(language) for m in SAMPLE_RULINGS[:len(EXPECTED_RULINGS[language])]]
    assert got == EXPECTED_RULINGS[language]


def test_swiss_german_writes_ss() -> None:
    for key in sorted(KEYS):
        text = Message(key, **values(key)).render("de_CH")
        assert "ß" not in text, key


def test_a_german_ruling() -> None:
    m = Message("oor.call", seat=Seat.SOUTH, call=Call.parse("1H"), turn=Seat.WEST)
    assert m.render("de") == "Süd hat außer Reihenfolge 1♥ angesagt, als West an der Reihe war."
    m = Message("cancelled", seat=Seat.EAST, call=Call.parse("X"))
    assert m.render("de") == "Die Ansage Kontra von Ost wird aufgehoben."


# Whole English words that have no place in a German message.
ENGLISH_WORDS = re.compile(
    r"\b(the|by|of|and|is|are|to|with|may|must|not|or|after|before|called|bid|lead|"
    r"pass|director|declarer|auction|rotation|insufficient|penalty)\b", re.IGNORECASE)


def test_german_uses_no_english_words() -> None:
    for (_, key), forms in own("de").items():
        if key.startswith(("check.", "cli.", "session.", "help.", "movement.", "tablelog.",
                           "regulations.", "movements.")):
            continue  # these quote PBN tag names, command syntax (Declarer, --vul, PASS) and
            # the session file's and table log's keywords (penalty, pass, 'type teams', 'for')
        for form in forms:
            bare = re.sub(r"\{[^}]*\}", "", form)
            if key[1] in ("replay.answer", "replay.pending.director"):
                bare = bare.replace(" yes", "").replace(" no", "")  # table-log keywords
            assert ENGLISH_WORDS.search(bare) is None, form
            assert "’s" not in form and "'s" not in form


# Words of ours the Laws of a language write otherwise: (language, ours, the Laws').
LAW_VOCABULARY = [
    # the Dutch 2017 Laws (68-71) say "opeisen" (het opeisen, slagen opeisen, opgeëist)
    ("nl", re.compile(r"claim", re.IGNORECASE), "opeisen"),
    # the German 2007 Laws write "die nicht-schuldige Seite" with a hyphen
    ("de", re.compile(r"nichtschuldig", re.IGNORECASE), "nicht-schuldig"),
]


# entries that list table-log keywords (claim, revoke), which stay as the log writes them
KEYWORD_LISTS = ("judged.error.procedure", "tablelog.what.procedure")


@pytest.mark.parametrize(("language", "ours", "laws"), LAW_VOCABULARY,
                         ids=[f"{lang}-{laws}" for lang, _, laws in LAW_VOCABULARY])
def test_68A_the_laws_own_words(language: str, ours: re.Pattern[str], laws: str) -> None:
    found = [form for (_, key), forms in own(language).items() for form in forms
             if key not in KEYWORD_LISTS and ours.search(re.sub(r"\{[^}]*\}", "", form))]
    assert not found, f"{language}: {laws!r}, not {found[:3]}"
    assert any(laws in form for forms in own(language).values() for form in forms)


def test_numbers_are_written_as_each_language_writes_them() -> None:
    """The separators table of the messages module against CLDR, as Babel (a test
    dependency only) gives it."""
    numbers = pytest.importorskip("babel.numbers")
    for language in LANGUAGES:
        for n in (7, 1234, 517400):
            assert format_number(n, language) == numbers.format_decimal(n, locale=language)
        if language != "de_CH":  # Babel 2.19 leaves de_CH millions and decimals ungrouped;
            # we group them as it groups 517'400
            for n in (1234567, -1234567):
                assert format_number(n, language) == numbers.format_decimal(n, locale=language)
            for x in ("1.5", "-1234.25", "99999.75"):
                assert format_number(Fraction(x), language) == numbers.format_decimal(
                    Decimal(x), locale=language), (language, x)


def test_a_quantity_in_a_message_uses_the_languages_separators() -> None:
    too_large = Message("file.too.large", path="a.pbn", size=Number(1_000_000))
    assert "1,000,000" in too_large.render("en") and "1.000.000" in too_large.render("de")
    assert "1\u202f000\u202f000" in too_large.render("fr")
    assert "1'000'000" in too_large.render("de_CH")
    # a count marked as a quantity chooses its plural form by its value
    assert Message("cli.check.boards", count=Number(12345)).render("nl") == "12.345 spellen"
    assert Message("cli.check.boards", count=Number(1)).render("fr") == "1 étui"
    # a trick, line or board number is not a quantity: not grouped
    assert Message("problem.board", where="a.pbn:12345", board="10000",
                   message="x").render("de") == "a.pbn:12345: Board 10000: x"


def test_a_language_without_a_catalogue_falls_back_to_english() -> None:
    m = Message("pass.rest", seat=Seat.NORTH)
    assert m.render("xx") == m.render("en") == "North must pass for the rest of the auction."
    assert term(Seat.NORTH, "xx") == "North"


def test_an_unknown_key_is_refused() -> None:
    with pytest.raises(KeyError):
        Message("no.such.key")


# -- the files ----------------------------------------------------------------------------

def _tool() -> ModuleType:
    pytest.importorskip("babel")
    spec = importlib.util.spec_from_file_location("messages_tool", ROOT / "scripts" /
                                                  "messages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("messages_tool", module)
    spec.loader.exec_module(module)
    return module


def test_the_mo_files_are_compiled_from_the_po_files() -> None:
    assert _tool().stale() == [], "run: python scripts/messages.py compile"


def test_every_po_file_has_a_mo_file_and_a_language() -> None:
    pos = {p.parts[-3] for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po")}
    assert pos == set(LANGUAGES)


def test_the_translations_have_the_english_notes() -> None:
    """Each translated entry shows the current English text to the translator (``#.``);
    ``python scripts/messages.py sync`` refreshes the notes."""
    tool = _tool()
    english = tool.read(LOCALE_DIR / "en" / "LC_MESSAGES" / f"{DOMAIN}.po")
    for po in tool.po_files()[1:]:
        for m in tool.read(po):
            if m.id:
                source = english.get(m.id[0] if isinstance(m.id, tuple | list) else m.id,
                                     context=m.context)
                assert source is not None, f"{po}: {m.id}"
                assert " ".join(m.auto_comments) == " ".join(tool._english_note(source)), \
                    f"{po}: {m.id}: run python scripts/messages.py sync"


def test_the_po_headers_name_the_language_and_its_plural_rule() -> None:
    tool = _tool()
    for po in tool.po_files():
        catalogue = tool.read(po)
        assert str(catalogue.locale) == tool.language(po)
        assert catalogue.num_plurals >= 2  # French and Italian: CLDR's one, many, other
        assert catalogue.header_comment.count("\n") >= 3, f"{po}: sources in the header"


@cache
def _named_keys() -> frozenset[tuple[str | None, str]]:
    found = set()
    for path in PACKAGE.rglob("*.py"):
        for _, context, key in keys_in_source(path.read_text(encoding="utf-8")):
            found.add((context, key))
    return frozenset(found)


def test_every_key_the_code_names_is_in_the_catalogue() -> None:
    assert sorted((c, k) for c, k in _named_keys() if (c, k) not in ENGLISH) == []


def test_every_catalogue_key_is_named_in_the_code() -> None:
    """What pybabel extract writes (babel.cfg, [tool.babel.extract_messages]) covers the
    catalogue: no key is left over, none is built where extraction cannot see it."""
    assert sorted(k for k in ENGLISH if k not in _named_keys()) == []


def test_pybabel_extract_is_configured() -> None:
    pytest.importorskip("babel")
    from babel.messages.extract import extract_from_dir

    found = {(context, key) for _, _, key, _, context in extract_from_dir(
        str(PACKAGE), method_map=[("**.py", "bridgelaws.messages.extract.extract_keys")],
        keywords={"pgettext": ((1, "c"), 2)})}
    assert set(ENGLISH) <= found
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "[tool.babel.extract_messages]" in config
    assert "bridgelaws.messages.extract.extract_keys" in (ROOT / "babel.cfg").read_text()


@pytest.mark.parametrize("language", ["en", "de", "fr", "it", "nl"])
def test_a_clause_of_an_older_edition_in_parentheses_is_not_parenthesised_again(
        language: str) -> None:
    """A clause of the 1997 or 2007 Laws is "31B (2007)" in a sentence, but a message
    that already puts the law in parentheses names the edition in words, so no
    "(Law 45 (1997))" is ever shown."""
    from bridgelaws.laws.index import law
    old = law("45", "1997")
    framed = Message("problem.law", where="a.pbn:9", message="x", law=old).render(language)
    assert "))" not in framed and "1997" in framed
    waiting = Message("waiting.choice", chooser=Seat.NORTH, law=law("24", "2007"))
    assert "))" not in waiting.render(language) and "2007" in waiting.render(language)
    today = Message("problem.law", where="a.pbn:9", message="x", law=law("45"))
    assert today.render(language).endswith("45)")
    assert str(term(law("31B", "2007"), language)) == "31B (2007)"
