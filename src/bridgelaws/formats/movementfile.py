"""The movement file: a movement kept as text (``docs/movements.md``).

:func:`read_movement` reads one, strictly, with errors that name the line and column;
:func:`write_movement` writes one that reads back to the same movement.

>>> from bridgelaws.scoring.movements import mitchell
>>> read_movement(write_movement(mitchell(3))) == mitchell(3)
True
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from bridgelaws.errors import FormatError, Renderable
from bridgelaws.messages import Message, Number
from bridgelaws.parsing import MAX_NUMBER, NumberError, read_number
from bridgelaws.scoring.movements import (
    MAX_BOARD_PLAYS,
    MAX_BOARDS_PER_TABLE,
    Encounter,
    Movement,
    format_boards,
)

__all__ = ["MovementError", "read_movement", "write_movement"]



class MovementError(FormatError):
    """A movement file that cannot be read; the message names source, line and column,
    like ``club.mov:7:12: table 4 is given twice in round 3 (first on line 5)``."""

    line: int
    column: int

    def __init__(self, source: str, line: int, column: int, message: str | Renderable,
                 not_movement: bool = False) -> None:
        super().__init__(source, line, column, message)
        self.message = message
        self.not_movement = not_movement  # the text does not start as a movement file does


class _Token(NamedTuple):
    text: str
    column: int  # 1-based
    quoted: bool
    end: int  # 1-based column just after the token


_PAIR_ID: Final = re.compile(r'[^\s#"]+')
_DIGITS: Final = re.compile(r"[0-9]+")
_FIELDS: Final = ("round number", "table number", "North-South pair", "East-West pair",
                  "boards")
_MISSING: Final = {  # the field a short line lacks -> its message
    "round number": "movement.missing.round", "table number": "movement.missing.table",
    "North-South pair": "movement.missing.ns", "East-West pair": "movement.missing.ew",
    "boards": "movement.missing.boards",
}


def _tokens(line: str, fail: _Fail) -> list[_Token]:
    tokens: list[_Token] = []
    i = 0
    while i < len(line):
        ch = line[i]
        if ch.isspace():
            i += 1
        elif ch == "#":
            break
        elif ch == '"':
            start = i
            i += 1
            text: list[str] = []
            while True:
                if i >= len(line):
                    raise fail(start + 1, Message("movement.quote.open"))
                ch = line[i]
                if ch == '"':
                    i += 1
                    break
                if ch == "\r":
                    raise fail(i + 1, Message("movement.name.cr"))
                if ch == "\\":
                    if i + 1 >= len(line) or line[i + 1] not in '"\\':
                        raise fail(i + 1, Message("movement.name.backslash"))
                    text.append(line[i + 1])
                    i += 2
                else:
                    text.append(ch)
                    i += 1
            tokens.append(_Token("".join(text), start + 1, True, i + 1))
        else:
            start = i
            while i < len(line) and not line[i].isspace() and line[i] not in '#"':
                i += 1
            tokens.append(_Token(line[start:i], start + 1, False, i + 1))
    return tokens


class _Fail:
    """Makes a :class:`MovementError` for one line."""

    def __init__(self, source: str, line: int) -> None:
        self.source = source
        self.line = line

    def __call__(self, column: int, message: str | Renderable) -> MovementError:
        return MovementError(self.source, self.line, column, message)


def _int(digits: str, column: int, fail: _Fail) -> int:
    try:
        return read_number(digits)
    except NumberError:  # more digits than a number may have
        raise fail(column, Message("movement.number.long", start=digits[:10],
                                   most=Number(MAX_NUMBER))) from None


# The reasons a round or table number is refused, by what it numbers: (a quoted name, a
# word, not a number, less than 1).
_NUMBER_KEYS: Final = {
    "round": ("movement.round.quoted", "movement.round.word", "movement.round.bad",
              "movement.round.zero"),
    "table": ("movement.table.quoted", "movement.table.word", "movement.table.bad",
              "movement.table.zero"),
}


def _number(token: _Token, what: str, fail: _Fail) -> int:
    quoted, word, bad, zero = _NUMBER_KEYS[what]
    if token.quoted:
        raise fail(token.column, Message(quoted))
    if not _DIGITS.fullmatch(token.text):
        if not any(ch.isdigit() for ch in token.text):
            raise fail(token.column, Message(word, token=repr(token.text)))
        raise fail(token.column, Message(bad, token=repr(token.text)))
    value = _int(token.text, token.column, fail)
    if value < 1:
        raise fail(token.column, Message(zero, token=repr(token.text)))
    return value


def _parse_boards(token: _Token, fail: _Fail) -> tuple[int, ...]:
    """``1-3,7``: numbers and ascending ranges, separated by commas."""
    if token.quoted:
        raise fail(token.column, Message("movement.boards.quoted"))
    boards: list[int] = []
    seen: set[int] = set()
    column = token.column
    for item in token.text.split(","):
        if not item:
            raise fail(column, Message("movement.boards.missing"))
        low, dash, high = item.partition("-")
        numbers = []
        offset = column
        for part in ((low, high) if dash else (low,)):
            if not _DIGITS.fullmatch(part):
                shown = part or item
                if not any(ch.isdigit() for ch in shown):
                    raise fail(offset, Message("movement.boards.word", token=repr(shown)))
                raise fail(offset, Message("movement.boards.bad", token=repr(shown)))
            number = _int(part, offset, fail)
            if number < 1:
                raise fail(offset, Message("movement.boards.zero", token=repr(part)))
            numbers.append(number)
            offset += len(part) + 1
        first, last = numbers[0], numbers[-1]
        if last < first:
            raise fail(column, Message("movement.boards.reversed", range=item,
                                       written=f"{last}-{first}"))
        if len(boards) + last - first + 1 > MAX_BOARDS_PER_TABLE:
            raise fail(column, Message("movement.boards.many", most=MAX_BOARDS_PER_TABLE))
        for board in range(first, last + 1):
            if board in seen:
                raise fail(column, Message("movement.boards.twice", board=board))
            seen.add(board)
            boards.append(board)
        column += len(item) + 1
    return tuple(boards)


def read_movement(text: str, source: str = "<movement>") -> Movement:
    """Read a movement file (the format of ``docs/movements.md``).

    Raises :class:`MovementError` naming ``source``, the line and the column of the first
    problem: bad syntax, a bad number, a reversed board range, a table given twice in a
    round, a pair against itself. Whether the movement makes sense as a whole is for
    :func:`validate`.

    >>> m = read_movement('movement "tiny"\\n1 1 1 2 1-2  # the only round\\n')
    >>> m.encounters
    (Encounter(round=1, table=1, ns='1', ew='2', boards=(1, 2)),)
    >>> read_movement('movement "tiny"\\n1 1 1 2 3-2', "tiny.mov")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bridgelaws.formats.movementfile.MovementError: tiny.mov:2:9: board range 3-2 is ...
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    name: str | None = None
    header_line = 0
    shared = False
    encounters: list[Encounter] = []
    seen: dict[tuple[int, int], int] = {}
    plays = 0
    for lineno, raw in enumerate(text.split("\n"), 1):
        line = raw.removesuffix("\r")
        fail = _Fail(source, lineno)
        tokens = _tokens(line, fail)
        if not tokens:
            continue
        first = tokens[0]
        if first.text == "movement" and not first.quoted:
            if name is not None:
                raise fail(first.column, Message("movement.header.twice", line=header_line))
            if len(tokens) < 2 or not tokens[1].quoted:
                column = tokens[1].column if len(tokens) > 1 else first.end
                raise fail(column, Message("movement.header.name"))
            for option in tokens[2:]:
                if option.text != "shared" or option.quoted:
                    raise fail(option.column, Message("movement.header.word",
                                                      token=repr(option.text)))
                if shared:
                    raise fail(option.column, Message("movement.header.shared"))
                shared = True
            name, header_line = tokens[1].text, lineno
            continue
        if name is None:
            raise MovementError(source, lineno, first.column, Message(
                "movement.header.first.quoted") if first.quoted else Message(
                "movement.header.first", token=repr(first.text)), True)
        if len(tokens) < len(_FIELDS):
            raise fail(tokens[-1].end, Message(_MISSING[_FIELDS[len(tokens)]]))
        if len(tokens) > len(_FIELDS):
            extra = tokens[len(_FIELDS)]
            raise fail(extra.column, Message("movement.extra", token=repr(extra.text)))
        round_, table = _number(tokens[0], "round", fail), _number(tokens[1], "table", fail)
        for token in tokens[2:4]:
            if token.quoted:
                raise fail(token.column, Message("movement.pair.quoted"))
        ns, ew = tokens[2].text, tokens[3].text
        boards = _parse_boards(tokens[4], fail)
        plays += len(boards)
        if plays > MAX_BOARD_PLAYS:
            raise fail(tokens[4].column, Message("movement.plays.many",
                                                 most=Number(MAX_BOARD_PLAYS)))
        if ns == ew:
            raise fail(tokens[3].column, Message("movement.pair.itself", pair=ew))
        before = seen.setdefault((round_, table), lineno)
        if before != lineno:
            raise fail(tokens[1].column, Message("movement.table.twice", table=table,
                                                 round=round_, line=before))
        encounters.append(Encounter(round_, table, ns, ew, boards))
    if name is None:
        raise MovementError(source, 1, 1, Message("movement.header.none"), True)
    return Movement(name, tuple(encounters), shared)


def write_movement(movement: Movement) -> str:
    """The movement file for ``movement``: the header, then one aligned line per table
    and round, a blank line between rounds. ``read_movement`` gives the movement back.

    Raises ValueError for what the format cannot hold: a name with a line break, a table
    given twice in a round, a pair against itself.

    >>> from bridgelaws.scoring.movements import mitchell
    >>> print(write_movement(mitchell(2, 3)), end="")
    movement "Mitchell: 2 tables, 1 round of 3 boards"
    # round  table  NS  EW  boards
    1        1      1   3   1-3
    1        2      2   4   4-6
    """
    if "\n" in movement.name or "\r" in movement.name:
        raise ValueError("a movement name is one line of text")
    quoted = movement.name.replace("\\", "\\\\").replace('"', '\\"')
    head = f'movement "{quoted}"' + (" shared" if movement.shared else "")
    rows: list[tuple[str, ...]] = [("# round", "table", "NS", "EW", "boards")]
    seen: set[tuple[int, int]] = set()
    for e in movement.encounters:
        if (e.round, e.table) in seen:
            raise ValueError(f"round {e.round}: table {e.table} is given twice")
        if e.ns == e.ew:
            raise ValueError(f"round {e.round}, table {e.table}: pair {e.ns} plays against "
                             f"itself")
        seen.add((e.round, e.table))
        rows.append((str(e.round), str(e.table), e.ns, e.ew, format_boards(e.boards)))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = [head]
    for k, row in enumerate(rows):
        if k > 1 and row[0] != rows[k - 1][0]:
            lines.append("")
        cells = [cell.ljust(width) for cell, width in zip(row, widths, strict=False)]
        lines.append("  ".join([*cells, row[4]]).rstrip())
    return "\n".join(lines) + "\n"
