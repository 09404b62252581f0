"""The message catalogue: German covers English key for key and place for place, every
message renders in both languages, and no message is put together from pieces."""

from __future__ import annotations

import io
import re
import string
import tokenize
from pathlib import Path
from typing import Any

import pytest

from bridgelaws.messages import CATALOGUE, Message, term
from bridgelaws.messages import de as messages_de
from bridgelaws.messages.de import CATALOGUE_DE
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Card, Seat, Side, Suit

ENGLISH = CATALOGUE["en"]

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
}

# Whole English words that have no place in a German message.
ENGLISH_WORDS = re.compile(
    r"\b(the|by|of|and|is|are|to|with|may|must|not|or|after|before|called|bid|lead|"
    r"pass|director|declarer|auction|rotation|insufficient|penalty)\b", re.IGNORECASE)

german_only = pytest.mark.skipif(
    CATALOGUE.get("de") is not CATALOGUE_DE,
    reason="bridgelaws.messages does not use CATALOGUE_DE for 'de' yet "
           "(set CATALOGUE['de'] = CATALOGUE_DE there)")


def places(template: str) -> set[str]:
    """The named places of a template: ``{seat}`` and the like."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def values(key: str) -> dict[str, Any]:
    """Sample values for the places of the English entry ``key``."""
    return {name: SAMPLES[name] for name in places(ENGLISH[key])}


def test_german_has_every_english_key_and_no_other() -> None:
    assert sorted(set(ENGLISH) - set(CATALOGUE_DE)) == []
    assert sorted(set(CATALOGUE_DE) - set(ENGLISH)) == []


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_the_places_are_the_same(key: str) -> None:
    assert places(CATALOGUE_DE[key]) == places(ENGLISH[key])


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_every_place_has_a_sample(key: str) -> None:
    assert places(ENGLISH[key]) <= set(SAMPLES), "add a sample value for the new place"


@pytest.mark.parametrize("key", sorted(CATALOGUE_DE))
def test_the_german_template_renders(key: str) -> None:
    text = CATALOGUE_DE[key].format_map({k: term(v, "de") for k, v in values(key).items()})
    assert "{" not in text and "}" not in text
    assert text[:1].isupper() or text[:1] in "123456789"


@pytest.mark.parametrize("key", sorted(CATALOGUE_DE))
def test_german_uses_no_english_words(key: str) -> None:
    template = CATALOGUE_DE[key]
    bare = re.sub(r"\{[^}]*\}", "", template)
    assert ENGLISH_WORDS.search(bare) is None, template
    assert "’s" not in template and "'s" not in template


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_german_ends_like_english(key: str) -> None:
    assert CATALOGUE_DE[key][-1] == ENGLISH[key][-1]


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_every_message_renders_in_english(key: str) -> None:
    text = Message(key, **values(key)).render("en")
    assert text and "{" not in text


@german_only
@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_every_message_renders_in_german(key: str) -> None:
    message = Message(key, **values(key))
    text = message.render("de")
    assert "{" not in text
    assert text == CATALOGUE_DE[key].format_map({k: term(v, "de") for k, v in
                                                 values(key).items()})
    assert text != message.render("en") or places(ENGLISH[key]) == set()


@german_only
def test_a_german_ruling() -> None:
    m = Message("oor.call", seat=Seat.SOUTH, call=Call.parse("1H"), turn=Seat.WEST)
    assert m.render("de") == "Süd hat außer Reihenfolge 1♥ angesagt, als West an der Reihe war."
    m = Message("cancelled", seat=Seat.EAST, call=Call.parse("X"))
    assert m.render("de") == "Die Ansage Kontra von Ost wird aufgehoben."


def test_a_language_without_a_catalogue_falls_back_to_english() -> None:
    m = Message("pass.rest", seat=Seat.NORTH)
    assert m.render("fr") == m.render("en") == "North must pass for the rest of the auction."


def test_no_german_message_is_concatenated() -> None:
    """No ``+`` joins string literals in messages_de.py (adjacent literals are fine: they
    are one sentence split over lines)."""
    source = Path(messages_de.__file__).read_text(encoding="utf-8")
    skip = {tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT}
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
              if t.type not in skip]
    for before, op, after in zip(tokens, tokens[1:], tokens[2:], strict=False):
        if op.type == tokenize.OP and op.string == "+":
            assert not (before.type == tokenize.STRING or after.type == tokenize.STRING), \
                f"line {op.start[0]}: a message is concatenated"
    fstring_start = getattr(tokenize, "FSTRING_START", None)
    assert all(t.type != fstring_start for t in tokens), "no f-strings in the catalogue"


def test_messages_de_imports_nothing_from_bridgelaws() -> None:
    source = Path(messages_de.__file__).read_text(encoding="utf-8")
    assert re.search(r"^\s*(from|import)\s+bridgelaws", source, re.MULTILINE) is None
