"""A table sees a board's hands and traveller once its own result on the board is
confirmed, and not before: no one sees a board's hands before his table has played it."""

from __future__ import annotations

from tests.web.conftest import Console, confirm, enter


def _north(console: Console, board: int) -> str:
    """North's spades as the diagram shows them."""
    deal = console.state.setup.deals[board]
    return deal.to_pbn().split()[0].removeprefix("N:").split(".")[0].replace("T", "10") or "—"


def test_the_hands_only_after_the_table_has_played_the_board(console: Console) -> None:
    table1, table2 = console.table(1), console.table(2)
    assert table1.get("/table/board/1").status_code == 404
    enter(table1, 1, "4S", "N", "=", "HK")
    assert table1.get("/table/board/1").status_code == 404  # entered, not confirmed
    confirm(table1, 1)
    page = table1.get("/table/board/1")
    assert page.status_code == 200
    assert f"♠</span> {_north(console, 1)}<br>" in page.text
    assert "4♠ North =, ♥K" in page.text and "420" in page.text
    assert 'href="/table/board/1"' in table1.get("/table/entry").text
    assert table2.get("/table/board/1").status_code == 404  # table 2 has not played it
    assert console.client().get("/table/board/1").url.path == "/table"


def test_the_traveller_shows_the_other_tables_results(console: Console) -> None:
    """Board 1 travels from table 1 (round 1) to table 4 (round 2)."""
    table1 = console.table(1)
    enter(table1, 1, "4S", "N", "=")
    confirm(table1, 1)
    later = console.state.encounters(4)
    other = next(e for e in later if 1 in e.boards)
    assert other.round == 2
    page = table1.get("/table/board/1?lang=de").text
    assert "Teiler Nord, in Gefahr: niemand" in page and "Traveller" in page
