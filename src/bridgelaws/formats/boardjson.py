"""A board at any moment as JSON, and back: to save a board that waits for the director,
send it to another device, or keep it in a database.

The JSON holds the board's event log as table-log lines (``docs/table-log.md``, the public
text format), so it stays readable and loads in any later version; the state is derived
by replaying them. ``view`` is the view model at the moment of saving, for a reader that
only shows the board.

>>> from bridgelaws.engine.table import Table
>>> from bridgelaws.values.board import Board
>>> t = Table(Board.numbered(5), mode="table")
>>> _ = t.call("1NT", t.board.dealer.lho)                 # out of rotation: the board waits
>>> text = dumps(t)
>>> back = loads(text)
>>> back.events == t.events, back.step == t.step, json.loads(text)["format"]
(True, True, 'bridgelaws.board/1')
>>> saved = {"format": BOARD_FORMAT, "mode": "strict", "log": ['[Board "1"]', "", "E 1S"]}
>>> loads(json.dumps(saved))
Traceback (most recent call last):
...
bridgelaws.errors.FormatError: <board>:3: log line 3: East called out of rotation (Law 17C)
"""

from __future__ import annotations

import json
from typing import Final

from bridgelaws.engine.base import Mode, Table
from bridgelaws.errors import FormatError, IllegalActionError
from bridgelaws.formats.tablelog import TableLogError, read_table_log, write_table_log

__all__ = ["BOARD_FORMAT", "dumps", "loads"]

BOARD_FORMAT: Final = "bridgelaws.board/1"


def dumps(table: Table, lang: str = "en") -> str:
    """``table`` as JSON: ``{format, mode, log, view}``."""
    log = write_table_log(table.as_table_mode())
    return json.dumps({"format": BOARD_FORMAT, "mode": table.mode.value,
                       "log": log.splitlines(), "view": table.view(lang)},
                      ensure_ascii=False)


def loads(text: str, source: str = "<board>") -> Table:
    """The board saved by :func:`dumps`, replayed in its mode under its edition of the
    Laws (the log's ``[Laws]`` tag). Raises
    :class:`~bridgelaws.errors.FormatError` for anything else."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise FormatError(source, e.lineno, e.colno, f"not JSON: {e.msg}") from None
    if not isinstance(data, dict) or data.get("format") != BOARD_FORMAT:
        raise FormatError(source, None, None, f"not a saved board ({BOARD_FORMAT})")
    lines = data.get("log")
    if not isinstance(lines, list) or not all(isinstance(x, str) for x in lines):
        raise FormatError(source, None, None, "the board's log is not a list of lines")
    try:
        mode = Mode(data.get("mode", "table"))
    except ValueError:
        raise FormatError(source, None, None, f"unknown mode {data.get('mode')!r}") from None
    try:
        log = read_table_log("\n".join(lines), source)
    except TableLogError as e:
        raise FormatError(source, e.line, e.column, e.text or e.reason) from None
    table = Table(log.board, mode, edition=log.laws,
                  **({"regulations": log.regulations} if mode is Mode.TABLE else {}))
    for line, event in log.actions:
        try:
            table.apply(event)
        except IllegalActionError as e:
            raise FormatError(source, line, None, f"log line {line}: {e}") from None
    return table
