"""A ruling at the table in a real browser at 390 px (a phone): an opening lead out of
turn, tapped from the console's "what happened?" to the ruling record, with no page
scrolling sideways and every button big enough for a finger (the checks and the
Chromium of tests/web/test_browser.py). With BRIDGELAWS_SCREENSHOTS set, the screenshots
are saved in that folder."""

from __future__ import annotations

import os
from pathlib import Path

from tests.web.test_browser import FLAGS, _check_layout, _chromium, server

__all__ = ["server"]  # the fixture, shared with test_browser


def test_54_an_opening_lead_out_of_turn_on_a_phone(server: tuple[str, str],
                                                     tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    base, password = server
    width = 390
    shots = Path(os.environ.get("BRIDGELAWS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=_chromium(), args=FLAGS)
        page = browser.new_context(viewport={"width": width, "height": 844}).new_page()
        page.goto(base + "/director/signin")
        page.fill("#name", "director")
        page.fill("#password", password)
        page.click("button:has-text('Sign in as director')")
        page.wait_for_url(base + "/director")
        page.click("text=Rule at the table")
        page.wait_for_selector("h1:has-text('What happened?')")
        _check_layout(page, width, "ruling-index", shots)
        page.click("button:has-text('An opening lead faced out of turn')")
        page.fill("#board", "1")
        page.click("button:has-text('Next')")
        page.wait_for_selector("text=Tap the whole auction")
        for call in ("1NT", "Pass", "Pass", "Pass"):
            page.click(f"button[name=call][value='{call}']")
            page.wait_for_load_state()
        _check_layout(page, width, "ruling-auction", shots)
        page.click("button[name=call][value=done]")
        page.click("button[name=seat][value=W]")
        page.wait_for_selector("text=Tap the card West led.")
        _check_layout(page, width, "ruling-card", shots)
        page.click("button[name=card][value=HK]")
        page.wait_for_selector("text=Read this to the table:")
        script = page.inner_text(".script")
        for law in ("54B", "54A", "54D", "50D2(a)", "50D2(b)"):
            assert f"Law {law}" in script
        _check_layout(page, width, "ruling-script", shots)
        page.click("button[name=choice][value='N refuses']")
        page.wait_for_selector("button[name=choice][value='N requires H']")
        page.click("button[name=choice][value='N requires H']")
        page.wait_for_selector("h1:has-text('Ruling record')")
        assert "N requires H" in page.inner_text("pre.log")
        _check_layout(page, width, "ruling-record", shots)

        # a hesitation (16B): the procedure's questions one a screen, to an adjusted score
        page.click("text=Another ruling")
        page.click("button[value=hesitation]")
        page.fill("#board", "1")
        page.click("button:has-text('Next')")
        for _ in range(4):
            page.click("button[name=value][value=yes]")
            page.wait_for_load_state()
        page.wait_for_selector("#assigned")
        _check_layout(page, width, "ruling-adjust", shots)
        page.fill("#assigned", "4S N -1")
        page.click("button:has-text('Next')")
        page.wait_for_selector("text=Adjusted score: 4S N -1 (Law 16B3)")
        _check_layout(page, width, "ruling-adjusted-record", shots)
        browser.close()
