"""The director's ruling screens (issue 17, item 1): a ruling at the table, tapped on a
phone, walked to its end with Starlette's TestClient."""

from __future__ import annotations

import html
import re

import pytest
from starlette.testclient import TestClient

from bridgelaws.formats.situations import ENGINE_SITUATIONS, JUDGEMENT_SITUATIONS
from bridgelaws.formats.tablelog import read_table_log, replay_log
from bridgelaws.messages import LANGUAGES
from tests.web.conftest import Console, csrf


class Ruling:
    """A director tapping through the ruling screens."""

    def __init__(self, client: TestClient, situation: str, lang: str = "en") -> None:
        self.client = client
        self.lang = lang
        self.token = csrf(client, "/director/ruling")
        self.page = client.post(f"/director/ruling/step?lang={lang}",
                                data={"csrf": self.token, "start": situation}).text

    @property
    def state(self) -> str:
        found = re.search(r'name="s" value="([^"]+)"', self.page)
        assert found is not None, self.page
        return found.group(1)

    def tap(self, status: int = 200, **data: str) -> str:
        response = self.client.post(f"/director/ruling/step?lang={self.lang}",
                                    data={"csrf": self.token, "s": self.state, **data})
        assert response.status_code == status, response.text
        self.page = response.text
        self.path = response.url.path
        return self.page

    @property
    def heading(self) -> str:
        found = re.search(r"<h1[^>]*>([^<]*)</h1>", self.page)
        assert found is not None
        return found.group(1)

    @property
    def log(self) -> str:
        found = re.search(r'<pre class="log">([^<]*)</pre>', self.page)
        assert found is not None
        return html.unescape(found.group(1))


def test_the_index_is_the_wizard_s_reachable_from_the_console(console: Console) -> None:
    director = console.director()
    assert 'href="/director/ruling"' in director.get("/director").text
    page = director.get("/director/ruling").text
    assert "What happened?" in page
    for key in [*ENGINE_SITUATIONS, *JUDGEMENT_SITUATIONS]:
        assert f'value="{key}"' in page
    # the public and the tables do not reach it
    assert console.client().get("/director/ruling").url.path == "/director/signin"
    assert console.table(1).get("/director/ruling").url.path == "/director/signin"


def test_27_an_insufficient_bid_walked_to_the_end(console: Console) -> None:
    r = Ruling(console.director(), "insufficient")
    assert r.heading == "Board number"
    r.tap(board="2")
    assert "Board 2 · Dealer East, vulnerable: North-South" in r.page  # Law 2
    r.tap(call="1NT")
    assert 'value="1C" class="bid c" disabled' in r.page  # the box offers only bids above
    r.tap(call="done")
    assert r.heading == "Tap the insufficient bid South made."
    r.tap(call="1H")
    # one script to read aloud, each law cited, and one button an option
    assert "Read this to the table:" in r.page
    assert "(Law 27A1)" in r.page and "(Law 27B)" in r.page
    assert r.heading == "What does West choose?"
    r.tap(choice="W refuses")
    assert r.heading == "Tap the call South now makes."
    r.tap(call="2H")
    assert "(Law 27B1(a))" in r.page
    r.tap(yes="yes")
    assert r.path == "/director/ruling/record"
    assert r.log == '[Board "2"]\nE 1NT\nS 1H\nW refuses\nS 2H\nTD same-denomination yes'
    assert "No further rectification. (Law 27B1(a))" in r.page
    assert replay_log(read_table_log(r.log + "\n")).mode.step is None


def test_54_an_opening_lead_out_of_turn_walked_to_the_end(console: Console) -> None:
    r = Ruling(console.director(), "lead")
    r.tap(board="1")
    for call in ("1NT", "Pass", "Pass"):
        r.tap(call=call)
    r.tap(status=400, call="done")  # the auction has not ended: declarer is not known
    assert "has not yet ended" in r.page
    r.tap(call="Pass")
    r.tap(call="done")
    assert r.heading == "Who faced the opening lead?"
    r.tap(seat="W")
    assert r.heading == "Tap the card West led."
    r.tap(card="HK")
    # accept, spread, refuse with the 50D2 choices under it, in one script
    for law in ("54B", "54A", "54D", "50D2(a)", "50D2(b)"):
        assert f"(Law {law})" in r.page
    r.tap(choice="N refuses")
    assert "50D2" in r.page and r.heading == "What does North choose?"
    r.tap(choice="N requires H")
    assert r.path == "/director/ruling/record"
    assert r.log.splitlines() == ['[Board "1"]', '[Hands "?"]', "N 1NT", "E Pass", "S Pass",
                                  "W Pass", "W HK", "N refuses", "N requires H"]


def test_29_and_24_the_seat_and_card_pickers(console: Console) -> None:
    r = Ruling(console.director(), "rotation")
    r.tap(board="2")
    r.tap(call="done")
    r.tap(seat="S")
    r.tap(call="1S")
    assert "(Law 29A)" in r.page
    r.tap(choice="W accepts")
    assert r.log.splitlines()[1:] == ["S 1S", "W accepts"]
    r = Ruling(console.director(), "exposed")
    r.tap(board="1")
    r.tap(call="1H")
    r.tap(call="done")
    r.tap(seat="W")
    r.tap(c_SA="1", c_H2="1")
    assert "W exposes SA H2" in r.log
    assert "(Law 24" in r.page


def test_16B_a_hesitation_to_an_adjusted_score_fed_into_the_session(console: Console) -> None:
    director = console.director()
    r = Ruling(director, "hesitation")
    r.tap(board="1")
    assert "(Law 16B1)" in r.heading
    for _ in range(4):
        r.tap(ask=re.search(r'name="ask" value="([^"]+)"', r.page).group(1), value="yes")
    assert "(Law 12C)" in r.heading
    ask = re.search(r'name="ask" value="([^"]+)"', r.page).group(1)
    r.tap(status=400, ask=ask, typed="50% 4S N = ; 40% 4S N -1")
    assert "add up to" in r.page
    r.tap(ask=ask, typed="60% 4S N = ; 40% 4S N -1")
    assert r.path == "/director/ruling/record"
    assert "Adjusted score: 60% 4S N = ; 40% 4S N -1 (Law 16B3)" in r.page
    state = re.search(r'name="s" value="([^"]+)"', r.page).group(1)
    token = csrf(director, "/director/ruling")
    response = director.post("/director/ruling/score", data={
        "csrf": token, "s": state, "session": str(console.sid), "table": "1", "board": "1"})
    assert response.url.path == f"/director/session/{console.sid}"
    entry = next(e for e in console.state.entries.values() if e.board == 1 and e.director)
    assert entry.result == "assign 60% 4S N = ; 40% 4S N -1"
    assert entry.law == "16B3" and entry.note.startswith("A hesitation")
    # without the token, nothing
    assert director.post("/director/ruling/score", data={"s": state}).status_code == 403


def test_a_tampered_ruling_is_refused_with_a_message(console: Console) -> None:
    director = console.director()
    token = csrf(director, "/director/ruling")
    response = director.post("/director/ruling/step", data={"csrf": token, "s": "!!"})
    assert response.status_code == 400 and "cannot be read" in response.text
    assert director.get("/director/ruling/record?s=e30").status_code == 400


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ruling_screens_in_every_language(console: Console, lang: str) -> None:
    r = Ruling(console.director(), "insufficient", lang)
    r.tap(board="1")
    r.tap(call="1NT")
    r.tap(call="done")
    r.tap(call="1H")
    assert f'<html lang="{lang.replace("_", "-")}">' in r.page
    if lang == "de":
        assert "§ 27A1" in r.page and "Tippen" not in r.heading


def test_64A2_a_revoke_s_trick_transfer_tapped_trick_by_trick(console: Console) -> None:
    r = Ruling(console.director(), "revoke-tricks")
    r.tap(board="1")
    assert r.heading == "Tap the contract’s bid."
    r.tap(value="3NT")
    r.tap(value="")  # undoubled
    r.tap(value="N")  # declarer
    r.tap(value="W")  # the offender
    r.tap(value="3")  # the revoke trick
    r.tap(value="S")
    assert "How many tricks before the revoke trick" in r.heading
    r.tap(value="2")
    r.tap(value="yes")  # established
    for seat in "E N N W N N N N N N E".split():
        r.tap(value=seat)
    assert "Law 64A2" in r.page
    assert "Does the trick transfer fully compensate" in r.heading
    r.tap(yes="yes")
    assert r.path == "/director/ruling/record"
    replay = replay_log(read_table_log(r.log + "\n"))
    assert replay.mode.result == 11 and replay.mode.score == (460, -460)


def test_62A_a_revoke_not_established_is_corrected(console: Console) -> None:
    r = Ruling(console.director(), "revoke-tricks")
    r.tap(board="1")
    for value in ("3NT", "", "N", "W", "5", "D", "4", "no"):
        r.tap(value=value)
    assert r.path == "/director/ruling/record"
    assert "Law 62A: West’s revoke in trick 5 is not established" in html.unescape(r.page)
    assert " revoke W" not in r.log


def test_21B3_average_plus_goes_to_the_non_offending_side(console: Console) -> None:
    director = console.director()
    r = Ruling(director, "explanation")
    r.tap(board="1")
    assert "(Law 21B1(b))" in r.heading
    for value in ("mistaken-explanation", "later", "yes", "ave+"):
        r.tap(ask=re.search(r'name="ask" value="([^"]+)"', r.page).group(1), value=value)
    assert "(Law 21B3)" in r.page
    state = re.search(r'name="s" value="([^"]+)"', r.page).group(1)
    data = {"csrf": csrf(director, "/director/ruling"), "s": state,
            "session": str(console.sid), "table": "1", "board": "1"}
    response = director.post("/director/ruling/score", data=data)
    assert response.status_code == 400  # which side did no wrong?
    response = director.post("/director/ruling/score", data={**data, "side": "EW"})
    assert response.url.path == f"/director/session/{console.sid}"
    entry = next(e for e in console.state.entries.values() if e.board == 1 and e.director)
    assert entry.result == "ave-/ave+" and entry.law == "21B3"
