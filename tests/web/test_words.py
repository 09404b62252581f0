"""Every word of the console is a catalogue entry, in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgelaws.messages import KEYS as CATALOGUE
from bridgelaws.messages import LANGUAGES
from bridgelaws.web.words import KEYS, best_language
from tests.web.conftest import Console, enter

TEMPLATES = Path(__file__).resolve().parents[2] / "src" / "bridgelaws" / "web" / "templates"


def test_every_key_a_template_names_is_listed_and_in_the_catalogue() -> None:
    named = set()
    for path in TEMPLATES.glob("*.html"):
        text = path.read_text(encoding="utf-8")
        named |= {k for k in re.findall(r"""_\(["'](web\.[a-z.-]+)["']""", text)
                  if not k.endswith(".")}
        for prefix in re.findall(r"""_\(["'](web\.[a-z.-]+\.)["'] \+""", text):
            named |= {k for k in KEYS if k.startswith(prefix)}
    assert named <= set(KEYS)
    assert set(KEYS) <= CATALOGUE


def test_the_templates_hold_no_words_of_their_own() -> None:
    """Between the tags, a template has only places ({{ ... }}), Jinja statements and
    signs: no English text that a translator cannot reach."""
    for path in TEMPLATES.glob("*.html"):
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"\{\{.*?\}\}|\{%.*?%\}|<[^>]*>", " ", text, flags=re.DOTALL)
        words = [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in ("XX",)]
        assert words == [], f"{path.name}: {words}"


def test_the_browser_language_is_followed() -> None:
    assert best_language("nl-BE,nl;q=0.9,en;q=0.5") == "nl"
    assert best_language("es, it;q=0.5") == "it"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_in_every_language(console: Console, lang: str) -> None:
    table = console.table(1)
    enter(table, 1)
    director = console.director()
    pages = [(console.client(), "/"), (console.client(), "/table"),
             (console.client(), "/director/signin"), (table, "/table/entry"),
             (director, "/director"), (director, f"/director/session/{console.sid}")]
    for client, path in pages:
        response = client.get(f"{path}?lang={lang}")
        assert response.status_code == 200
        assert f'<html lang="{lang.replace("_", "-")}">' in response.text
    if lang == "de":
        page = director.get(f"/director/session/{console.sid}").text
        assert "Zwischenstand" in page and "Tischcodes" in page and "Noch nicht bestätigt" in page
