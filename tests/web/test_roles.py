"""Who may do what: the director signs in with a password (Argon2id hash) and a signed
cookie session; a table only with its code, and only for its own table; the public sees
only published results; every POST needs the visitor's CSRF token."""

from __future__ import annotations

import html
import re

from bridgelaws.web.store import Store
from tests.web.conftest import PASSWORD, Console, confirm, csrf, enter


def _text(response: object) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", response.text))  # type: ignore[attr-defined]


def test_the_password_is_stored_hashed(console: Console) -> None:
    stored = console.store.director_hash("director")
    assert stored is not None and stored.startswith("$argon2id$") and PASSWORD not in stored


def test_the_director_needs_the_password(console: Console) -> None:
    client = console.client()
    assert client.get("/director").url.path == "/director/signin"
    response = client.post("/director/signin", data={
        "csrf": csrf(client, "/director/signin"), "name": "director", "password": "guess"})
    assert response.status_code == 400 and "Wrong name or password." in _text(response)
    assert client.get(f"/director/session/{console.sid}").url.path == "/director/signin"
    director = console.director()
    page = _text(director.get(f"/director/session/{console.sid}"))
    assert "Demo pairs" in page and all(code in page for code in console.codes.values())


def test_a_table_is_not_the_director(console: Console) -> None:
    table = console.table(1)
    assert table.get(f"/director/session/{console.sid}").url.path == "/director/signin"
    response = table.post(f"/director/session/{console.sid}", data={
        "csrf": csrf(table, "/table/entry"), "action": "publish"}, follow_redirects=False)
    assert response.status_code == 303 and response.headers["location"] == "/director/signin"
    assert not console.state.published


def test_a_wrong_table_code_is_refused(console: Console) -> None:
    client = console.client()
    response = client.post("/table", data={"csrf": csrf(client, "/table"), "code": "NOPE99"})
    assert response.status_code == 400 and "This table code is not known" in _text(response)
    assert client.get("/table/entry").url.path == "/table"


def test_a_table_code_expires_with_its_session(console: Console) -> None:
    table = console.table(1)
    director = console.director()
    director.post(f"/director/session/{console.sid}", data={
        "csrf": csrf(director, "/director"), "action": "close"})
    assert console.state.closed
    assert table.get("/table/entry").url.path == "/table"  # signed out
    client = console.client()
    response = client.post("/table", data={"csrf": csrf(client, "/table"),
                                           "code": console.codes[2]})
    assert response.status_code == 400


def test_a_post_without_the_csrf_token_is_refused(console: Console) -> None:
    table = console.table(1)
    for token in (None, "forged"):
        data = {"action": "enter", "board": "1", "level": "4", "strain": "S", "risk": "",
                "declarer": "N", "result": "="}
        if token:
            data["csrf"] = token
        response = table.post("/table/entry", data=data)
        assert response.status_code == 403
        assert "This form has expired or did not come from this site" in _text(response)
    other = console.client()  # another visitor's token is not this one's
    response = table.post("/table/entry", data={**data, "csrf": csrf(other, "/table")})
    assert response.status_code == 403
    director = console.director()
    response = director.post(f"/director/session/{console.sid}", data={"action": "publish"})
    assert response.status_code == 403
    client = console.client()
    response = client.post("/director/signin", data={"name": "director", "password": PASSWORD})
    assert response.status_code == 403
    assert console.state.entries == {} and not console.state.published


def test_the_public_sees_only_published_results(console: Console) -> None:
    table = console.table(1)
    enter(table, 1, "4S", "N", "=", "HK")
    confirm(table, 1)
    public = console.client()
    assert public.get(f"/results/{console.sid}").status_code == 404
    assert "Demo pairs" not in _text(public.get("/"))
    director = console.director()
    assert director.get(f"/results/{console.sid}").status_code == 200  # the preview
    director.post(f"/director/session/{console.sid}", data={
        "csrf": csrf(director, "/director"), "action": "publish"})
    page = public.get(f"/results/{console.sid}")
    assert page.status_code == 200 and '<section id="ranking">' in page.text
    assert "Demo pairs" in _text(public.get("/"))
    director.post(f"/director/session/{console.sid}", data={
        "csrf": csrf(director, "/director"), "action": "unpublish"})
    assert public.get(f"/results/{console.sid}").status_code == 404


def test_no_page_shows_a_hand_before_the_results_are_published(console: Console) -> None:
    deal = console.state.setup.deals[1]
    north = deal.to_pbn().split()[0].removeprefix("N:")
    table = console.table(1)
    enter(table, 1)
    confirm(table, 1)
    for page in ("/", "/table/entry", f"/results/{console.sid}"):
        assert north not in table.get(page).text
    for page in ("/", f"/results/{console.sid}"):
        assert north not in console.client().get(page).text


def test_the_state_is_the_replay_of_the_events(console: Console) -> None:
    table = console.table(1)
    enter(table, 1, "4S", "N", "=")
    confirm(table, 1)
    enter(table, 2, "3NT", "S", "-1")
    again = Store(console.store.engine).state(console.sid)  # a new process, say
    assert again.entries == console.state.entries
    assert again.seq == len(console.store.events(console.sid)) == 4
