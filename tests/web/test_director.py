"""The director follows the session (boards missing per round, the live ranking),
corrects results and gives adjusted scores with their reasons, each a new event, sets up
sessions, and publishes the results page of formats/results.py."""

from __future__ import annotations

import html
import re

from tests.web.conftest import Console, confirm, csrf, enter


def _text(response: object) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", response.text))  # type: ignore[attr-defined]


def _post(console: Console, client: object, **data: str) -> object:
    data["csrf"] = csrf(client, "/director")  # type: ignore[arg-type]
    return client.post(f"/director/session/{console.sid}", data=data)  # type: ignore


def test_progress_shows_the_boards_missing_per_round(console: Console) -> None:
    director = console.director()
    page = _text(director.get(f"/director/session/{console.sid}/progress"))
    assert "Round 1, still missing: 8" in page and "Table 1, board 1" in page
    table = console.table(1)
    enter(table, 1)
    assert "Round 1, still missing: 8" in _text(
        director.get(f"/director/session/{console.sid}/progress"))  # not yet confirmed
    confirm(table, 1)
    page = _text(director.get(f"/director/session/{console.sid}/progress"))
    assert "Round 1, still missing: 7" in page and "Table 1, board 1" not in page
    assert 'hx-trigger="every 5s"' in director.get(
        f"/director/session/{console.sid}/progress").text


def test_the_live_ranking(console: Console) -> None:
    table1, table2 = console.table(1), console.table(2)
    enter(table1, 1, "4S", "N", "=")
    confirm(table1, 1)
    page = _text(console.director().get(f"/director/session/{console.sid}"))
    assert "Ranking so far" in page and "Ann Adams & Bob Brown" in page
    del table2


def test_a_correction_is_a_new_event(console: Console) -> None:
    table = console.table(1)
    enter(table, 1, "4S", "N", "=")
    confirm(table, 1)
    director = console.director()
    _post(console, director, action="score", table="1", board="1", result="4S N -1")
    entry = console.state.entries[(1, "1")]
    assert (entry.result, entry.director, entry.confirmed) == ("4S N -1", True, True)
    events = console.store.events(console.sid)
    assert [kind for _, _, _, kind, _ in events] == ["created", "entered", "confirmed",
                                                    "scored"]
    assert events[1][4]["result"] == "4S N ="  # the table's entry is still in the log
    assert events[3][2] == "director:director"
    page = _text(director.get(f"/director/session/{console.sid}"))
    assert "Score given by the director" in page and "Director director" in page


def test_an_adjusted_score_with_its_reason(console: Console) -> None:
    director = console.director()
    _post(console, director, action="score", table="2", board="3", result="ave+/ave-",
          law="12C2(a)", note="board fouled at this table")
    entry = console.state.entries[(3, console.state.encounter(2, 1).ns)]  # type: ignore
    assert (entry.result, entry.law, entry.note) == ("ave+/ave-", "12C2(a)",
                                                     "board fouled at this table")
    (result,) = console.state.session().results
    assert result.reason is not None and result.reason.law == "12C2(a)"
    director.post(f"/director/session/{console.sid}", data={
        "csrf": csrf(director, "/director"), "action": "publish"})
    page = console.client().get(f"/results/{console.sid}").text
    assert "board fouled at this table" in page


def test_a_bad_adjusted_score_is_refused_and_the_form_kept(console: Console) -> None:
    director = console.director()
    response = _post(console, director, action="score", table="1", board="1",
                     result="assign 60% 4H W = ; 30% 4H W -1", law="12C1(c)", note="keep me")
    assert response.status_code == 400  # type: ignore[attr-defined]
    page = response.text  # type: ignore[attr-defined]
    assert 'value="keep me"' in page and 'value="12C1(c)"' in page
    assert 'class="error"' in page
    response = _post(console, director, action="score", table="1", board="1",
                     result="ave", law="99Z", note="")
    assert response.status_code == 400  # type: ignore[attr-defined]
    assert "99Z" in _text(response)
    assert console.state.entries == {}


def test_a_table_may_not_give_an_adjusted_score(console: Console) -> None:
    state = console.state
    try:
        state.check(1, 1, "ave+/ave-")
    except Exception as refused:
        assert "Only the director gives an adjusted score." in str(refused)
    else:
        raise AssertionError("a table gave an adjusted score")


def test_the_director_removes_a_result(console: Console) -> None:
    table = console.table(1)
    enter(table, 1)
    confirm(table, 1)
    _post(console, console.director(), action="remove", board="1", ns="1")
    assert console.state.entries == {}
    enter(table, 1, "3NT", "S", "=")
    assert console.state.entries[(1, "1")].result == "3NT S ="


def test_the_director_sets_up_a_session(console: Console) -> None:
    director = console.director()
    token = csrf(director, "/director")
    response = director.post("/director", data={"csrf": token, "event": "Club night",
                                                 "movement": "howell", "tables": "3",
                                                 "boards": "3"})
    assert response.url.path.startswith("/director/session/")
    sid = int(response.url.path.rsplit("/", 1)[1])
    state = console.store.state(sid)
    assert state.event == "Club night" and state.tables == 3
    assert len(state.setup.deals) == len(state.movement.boards)  # every board dealt
    assert len(console.store.codes(sid)) == 3
    response = director.post("/director", data={"csrf": token, "event": "Club night",
                                                 "movement": "howell", "tables": "12",
                                                 "boards": "3"})
    assert response.status_code == 400
    assert "Howell 2-8 tables" in _text(response) and 'value="Club night"' in response.text
