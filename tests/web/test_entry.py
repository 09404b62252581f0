"""A table enters its own results: the round's boards and pairs from the movement, the
result checked against the Laws (Law 77: no more than 13 tricks) and the movement, the
opponents confirm; bad input is refused on the form, with nothing entered lost."""

from __future__ import annotations

import html
import re

from tests.web.conftest import Console, confirm, enter


def _text(response: object) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", response.text))  # type: ignore[attr-defined]


def _checked(response: object, name: str) -> str | None:
    found = re.search(rf'name="{name}" value="([^"]*)" checked', response.text)  # type: ignore
    return found.group(1) if found else None


def test_the_table_sees_its_round_from_the_movement(console: Console) -> None:
    page = _text(console.table(2).get("/table/entry"))
    e = console.state.encounter(2, 1)
    assert e is not None and e.boards == (3, 4)
    assert "Table 2, round 1" in page
    assert f"North-South: {e.ns} (Cleo Clark & Dan Dunn)" in page
    assert "Board 3" in page and "Board 4" in page and "Board 1 " not in page


def test_a_result_is_entered_then_confirmed_by_the_opponents(console: Console) -> None:
    table = console.table(1)
    response = enter(table, 1, "4S", "N", "+1", "HK")
    assert response.status_code == 200  # type: ignore[attr-defined]
    page = _text(response)
    assert "4♠ North +1, ♥K" in page and "Waiting for East-West to confirm." in page
    entry = console.state.entries[(1, "1")]
    assert (entry.result, entry.ew, entry.round, entry.confirmed) == ("4S N +1 HK", "5", 1,
                                                                      False)
    assert console.state.session().results == []  # not scored before it is confirmed
    page = _text(confirm(table, 1))
    assert "4♠ North +1, ♥K · Confirmed" in page
    assert console.state.entries[(1, "1")].confirmed
    (result,) = console.state.session().results
    assert str(result.outcome) == "4S N +1 HK"
    kinds = [kind for _, _, _, kind, _ in console.store.events(console.sid)]
    assert kinds == ["created", "entered", "confirmed"]
    who = [w for _, _, w, _, _ in console.store.events(console.sid)]
    assert who[1:] == ["table:1", "table:1:EW"]


def test_a_passed_out_board_and_a_doubled_contract(console: Console) -> None:
    table = console.table(1)
    enter(table, 1, "pass")
    enter(table, 2, "3NTX", "E", "-2")
    assert console.state.entries[(1, "1")].result == "pass"
    assert console.state.entries[(2, "1")].result == "3NTX E -2"


def test_the_results_take_the_table_to_its_next_round(console: Console) -> None:
    table = console.table(1)
    for board in (1, 2):
        enter(table, board)
        confirm(table, board)
    page = _text(table.get("/table/entry"))
    e = console.state.encounter(1, 2)
    assert e is not None
    assert "Table 1, round 2" in page and f"Board {e.boards[0]}" in page


def test_an_impossible_result_is_refused_and_the_entry_kept(console: Console) -> None:
    """Law 77 scores a result of at most 13 tricks: 4S made with an overtrick of four
    would be 14."""
    table = console.table(1)
    response = enter(table, 2, "4S", "S", "+4", "DQ")
    assert response.status_code == 400  # type: ignore[attr-defined]
    assert "4S S +4 is impossible: declarer needs 10 of 13 tricks" in _text(response)
    assert [(_checked(response, n)) for n in ("board", "level", "strain", "declarer",
                                              "result", "lead_suit", "lead_rank")] == [
        "2", "4", "S", "S", "+4", "D", "Q"]
    assert console.state.entries == {}


def test_a_board_the_table_does_not_play_is_refused(console: Console) -> None:
    """Table 1 plays boards 1-6 of the skip Mitchell, boards 3 and 4 in round 2."""
    table = console.table(1)
    for board in (3, 7):
        response = enter(table, board)
        assert response.status_code == 400  # type: ignore[attr-defined]
        assert f"Board {board} is not played at table 1 in this round." in _text(response)
    assert console.state.entries == {}


def test_a_result_without_its_contract_is_refused_with_a_message(console: Console) -> None:
    response = enter(console.table(1), 1, declarer="", result="=")
    assert response.status_code == 400  # type: ignore[attr-defined]
    assert "Choose the board, the contract, the declarer and the result" in _text(response)
    assert _checked(response, "level") == "4"


def test_the_entry_is_in_the_chosen_language(console: Console) -> None:
    table = console.table(1)
    page = _text(table.get("/table/entry?lang=de"))
    assert "Tisch 1, Runde 1" in page and "Alleinspieler" in page and "Nord" in page
    response = enter(table, 2, "4S", "S", "+4")  # the cookie keeps the language
    assert "unmöglich" in _text(response)
    for lang, word in (("fr", "Déclarant"), ("it", "Giocante"), ("nl", "Leider")):
        assert word in _text(table.get(f"/table/entry?lang={lang}"))


def test_a_result_taken_back_before_confirmation_can_be_entered_again(
        console: Console) -> None:
    table = console.table(1)
    enter(table, 1, "4S", "N", "=")
    confirm(table, 1, "withdraw")
    assert console.state.entries == {}
    enter(table, 1, "4H", "N", "=")
    confirm(table, 1)
    assert console.state.entries[(1, "1")].result == "4H N ="
    kinds = [kind for _, _, _, kind, _ in console.store.events(console.sid)]
    assert kinds == ["created", "entered", "withdrawn", "entered", "confirmed"]


def test_a_confirmed_result_cannot_be_taken_back_by_the_table(console: Console) -> None:
    table = console.table(1)
    enter(table, 1)
    confirm(table, 1)
    response = confirm(table, 1, "withdraw")
    assert response.status_code == 400  # type: ignore[attr-defined]
    assert console.state.entries[(1, "1")].confirmed
