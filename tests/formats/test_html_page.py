"""The results page (``session score --format html``): what a club publishes, checked in
the HTML and in a real browser (Chromium, installed by scripts/browser) at 390 and 1280
pixels: the page must not scroll sideways on a phone."""

from __future__ import annotations

import html
import os
import re
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest

from bridgelaws.formats.ddtable import available
from bridgelaws.formats.results import PAGE_WORDS, to_html
from bridgelaws.formats.sessionfile import read_session
from bridgelaws.scoring.sessionscore import SessionScore, score_session

SESSION = textwrap.dedent("""\
    event "Tuesday pairs"
    date "3 November 2026"
    club "Riverside Bridge Club"
    method mp
    pair 1 "Ann Adams-Worthington" "Bob Brown"
    pair 2 "Cleo Clark" "Dan Dunn"
    pair 3 "Eve Evans" "Fred Fitzgerald-Montgomery"
    pair 4 "Gus Gray" "Hal Hill"
    pair 5 "Ida Ivanova" "Jon Jones"
    pair 6 "Kim Kelly" "Lou Long"
    deal 1 "N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2"
    deal 2 "N:K42.6.98652.A974 AQ98.QJ98.Q3.Q63 T65.AT7.AK74.JT2 J73.K5432.JT.K85"
    penalty 2 25% law 90B2 "slow play"
    1 1 2 1NT N +1 HK
    1 3 4 2S W -1 law 16B "hesitation before 2S: no damage, result stands"
    1 5 6 3NTX E -2
    2 1 4 4H W =
    2 3 6 ave+/ave- law 12C2(a) "board fouled at this table"
    2 5 2 4HX W -1 D2
    """)


def scored() -> SessionScore:
    session, problems = read_session(SESSION, "tuesday.txt")
    assert not problems
    return score_session(session, session.method)


def test_the_page_has_what_a_club_publishes() -> None:
    page = to_html(scored(), double_dummy=False)
    assert '<html lang="en">' in page and "Riverside Bridge Club" in page
    assert 'href="#card-1"' in page and 'id="card-1"' in page  # ranking -> score card
    assert 'href="#board-2"' in page and 'id="board-2"' in page  # board index
    assert '<span class="s">♠</span>' in page and '<span class="h">♥</span>' in page
    assert 'class="hand north"' in page  # hand diagrams from the session's deals
    assert "Ann Adams-Worthington" in page.split('id="board-1"')[1]  # names on travellers
    assert re.search(r'<td class="n">\d+\.\d\d</td>', page)  # fixed decimals
    assert "Penalty 25%: Law 90B2: slow play" in page  # the penalty's reason
    assert "Adjusted: Law 12C2(a): board fouled at this table" in page
    stands = page.split("no damage, result stands")[0].rsplit("<tr", 1)[1]
    assert "Ruling (result stands)" in stands and "Adjusted" not in stands


def test_language_and_words() -> None:
    page = to_html(scored(), lang="de", words={"ranking": "Rangliste"}, double_dummy=False)
    assert '<html lang="de">' in page and "<h2>Rangliste</h2>" in page
    assert set(PAGE_WORDS) >= {"ranking", "boards", "cards", "adjusted", "ruling"}


@pytest.mark.skipif(not available(), reason="the dd extra (endplay) is not installed")
def test_double_dummy_tricks_and_par_from_dds() -> None:
    page = to_html(scored())
    assert 'class="dd"' in page and "Par: " in page


def _browser() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def _measuring_page(page: str, width: int) -> str:
    """The page in an iframe ``width`` pixels wide (headless Chromium lays its own window
    out at 500 pixels at least), and a script that writes how wide the page's content is."""
    return (f'<!DOCTYPE html><html><body><iframe id="f" width="{width}" height="800" '
            f'style="border:0" srcdoc="{html.escape(page, quote=True)}"></iframe><script>'
            'document.getElementById("f").addEventListener("load",function(){'
            'var d=this.contentDocument.documentElement;'
            'document.body.setAttribute("data-width",String(d.scrollWidth));});'
            "</script></body></html>")


@pytest.mark.parametrize(("lang", "width"), [
    ("en", 390), ("en", 1280), ("de", 390), ("de", 1280), ("fr", 390), ("it", 390),
    ("nl", 390)])
def test_the_page_in_chromium(lang: str, width: int, tmp_path: Path) -> None:
    browser = _browser()
    if browser is None:
        if os.environ.get("CI"):
            pytest.fail("CI must install Chromium (scripts/browser)")
        pytest.skip("no Chromium here: run scripts/browser")
    page = to_html(scored(), lang=lang, double_dummy=False)
    (tmp_path / "page.html").write_text(page, encoding="utf-8")
    measured = tmp_path / "measured.html"
    measured.write_text(_measuring_page(page, width), encoding="utf-8")
    flags = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             f"--window-size={width},1800"]
    dom = subprocess.run([*flags, "--virtual-time-budget=5000", "--dump-dom",
                          measured.as_uri()], capture_output=True,
                         text=True, timeout=120, check=True).stdout
    found = re.search(r'data-width="(\d+)"', dom)
    assert found is not None
    assert int(found.group(1)) <= width  # no sideways scrolling
    shots = Path(os.environ.get("BRIDGELAWS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    shot = shots / f"results-{lang}-{width}.png"
    subprocess.run([*flags, f"--screenshot={shot}", (tmp_path / "page.html").as_uri()],
                   capture_output=True, timeout=120, check=True)
    assert shot.stat().st_size > 10_000
