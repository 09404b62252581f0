"""The session's outputs in the five languages (issue 14): the ranking, travellers and
score cards as text, the CSV column heads and the HTML page, all from the catalogue."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bridgelaws.formats import results
from bridgelaws.formats.results import page_words
from bridgelaws.messages import LANGUAGES

from .test_html_page import SESSION, scored

# A word each language's outputs must show, and the English one they must not.
EXPECTED = {
    "de": ("Rang", "Teiler", "Scorekarte: Paar 1", "Endstand", "Matchpunkte"),
    "de_CH": ("Rang", "Teiler", "Scorekarte: Paar 1", "Endstand", "Matchpunkte"),
    "fr": ("Rang", "Donneur", "Feuille de marque : paire 1", "Final :", "points de match"),
    "it": ("Pos.", "Mazziere", "Scheda personale: coppia 1", "Finale:", "punti match"),
    "nl": ("Plaats", "Gever", "Scorekaart: paar 1", "Eindstand", "matchpunten"),
}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_text_outputs_speak_the_language(lang: str) -> None:
    score = scored()
    text = (results.ranking_text(score, lang) + results.travellers_text(score, lang)
            + results.score_card_text(score, "1", lang))
    for word in EXPECTED[lang]:
        assert word in text
    cited = {"de": "§ 12C2(a)", "de_CH": "§ 12C2(a)", "fr": "Loi 12C2(a)",
             "it": "Art. 12C2(a)", "nl": "Art. 12C2(a)"}
    assert f"{cited[lang]}: board fouled at this table" in text and "Law 12C2(a)" not in text
    for english in ("Rank ", "Dealer ", "Score card:", "Final:", "Boards scored",
                    "matchpoints", "adjusted:"):
        assert english not in text, english


def test_english_text_is_unchanged() -> None:
    score = scored()
    ranking = results.ranking_text(score)
    assert ranking.splitlines()[0] == "Tuesday pairs — 3 November 2026 — matchpoints"
    assert ranking.splitlines()[3] == "North-South"
    assert ranking.splitlines()[5].split() == ["Rank", "Pair", "Names", "MP", "%", "Penalty"]
    card = results.score_card_text(score, "1")
    assert card.startswith("Score card: pair 1, Ann Adams-Worthington & Bob Brown\n")
    assert "Final: 2.5 MP, 31.25%, rank 2 North-South" in card
    assert "Boards scored: 2" in card and "Final: " in card and ", rank " in card
    travellers = results.travellers_text(score)
    assert "Board 1   Dealer N   Vul None   Top 4" in travellers
    assert "     adjusted: Law 12C2(a): board fouled at this table" in travellers
    assert "  NS  EW  Result       NS pts  EW pts  NS MP  EW MP" in travellers


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_every_word(lang: str) -> None:
    words = page_words(lang)
    assert set(words) == set(page_words("en")) and all(words.values())


def test_csv_heads_are_stable_in_english_and_translated_otherwise() -> None:
    score = scored()
    assert results.to_csv(score).splitlines()[0] == (
        "board,ns,ew,result,ns_points,ew_points,ns_value,ew_value,law,note")
    assert results.standings_csv(score).splitlines()[0] == (
        "rank,id,names,field,total,percent,penalty,boards,imps")
    assert results.to_csv(score, "de").splitlines()[0].startswith("board,ns,ow,ergebnis,")
    assert results.standings_csv(score, "nl").splitlines()[0].startswith("plaats,nr,namen,")


@pytest.mark.parametrize("lang", ["de", "fr", "it", "nl"])
def test_the_page_is_in_its_language(lang: str) -> None:
    page = results.to_html(scored(), lang=lang, double_dummy=False)
    words = page_words(lang)
    assert f'<html lang="{lang}">' in page
    assert f"<h2>{words['ranking']}</h2>" in page and f"<h2>{words['cards']}</h2>" in page
    assert words["adjusted"] in page and words["dealer"] in page
    assert ">Ranking<" not in page and "Dealer" not in page


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_session_score_follows_lang(lang: str, tmp_path: Path) -> None:
    path = tmp_path / "tuesday.txt"
    path.write_text(SESSION, encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "bridgelaws", "session", "score", str(path), "--travellers",
         "--card", "1", "--lang", lang], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert EXPECTED[lang][1] in out.stdout and EXPECTED[lang][2] in out.stdout
    env_out = subprocess.run(
        [sys.executable, "-m", "bridgelaws", "session", "score", str(path)],
        capture_output=True, text=True, check=False,
        env={"PATH": "/usr/bin:/bin", "LANG": f"{lang}_BE.UTF-8"})
    assert EXPECTED[lang][0] in env_out.stdout and "Rank" not in env_out.stdout
