"""LIN (Bridge Base Online) records: enough to replay and check them.

A LIN file is a run of ``key|value|`` pairs. A board starts at ``qx`` or ``md``;
``md`` gives the dealer (1 South, 2 West, 3 North, 4 East) and the hands from South
clockwise, ``sv`` the vulnerability, ``mb`` the calls (``!`` marks an alert), ``pc``
the cards and ``mc`` an agreed claim (declarer's total tricks).

>>> boards = read_lin("md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
...                   "sv|o|ah|Board 1|mb|p|mb|1N!|mb|p|mb|p|mb|p|pc|D5|mc|7|")
>>> b = boards[0]
>>> b.board.number, b.board.dealer, [str(c) for c, _ in b.calls]
(1, <Seat.NORTH: 0>, ['Pass', '1NT', 'Pass', 'Pass', 'Pass'])
>>> [str(p) for p in check_lin_board(b)]
[]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path
from typing import Final

from bridgelaws.engine.strict import StrictTable
from bridgelaws.engine.table import IllegalPlayError, Phase
from bridgelaws.formats.pbn import pbn_lines
from bridgelaws.formats.problems import Problem
from bridgelaws.formats.text import split_lines
from bridgelaws.messages import Message
from bridgelaws.parsing import (
    BOARD_NUMBER,
    MAX_NUMBER,
    NumberError,
    read_number,
    shown,
    whole_number,
)
from bridgelaws.procedure.auction import IllegalCallError
from bridgelaws.values.board import Board, Vulnerability, vulnerability_for
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Card, Holding, Seat
from bridgelaws.values.deal import Deal, DealError, complete_deal

__all__ = ["LinBoard", "check_lin_board", "iter_lin", "load_lin", "read_lin", "replay_lin_board",
           "stream_lin"]

_PAIR: Final = re.compile(r"([A-Za-z]{2})\|([^|]*)\|?")
_LIN_DEALER: Final = {"1": Seat.SOUTH, "2": Seat.WEST, "3": Seat.NORTH, "4": Seat.EAST}
_LIN_VUL: Final = {"o": Vulnerability.NONE, "0": Vulnerability.NONE, "n": Vulnerability.NS,
                   "e": Vulnerability.EW, "b": Vulnerability.BOTH}


@dataclass(slots=True)
class LinBoard:
    """One board of a LIN file, as recorded."""

    source: str
    line: int
    label: str | None
    board: Board
    calls: list[tuple[Call, int]] = field(default_factory=list)
    cards: list[tuple[Card, int]] = field(default_factory=list)
    claim: tuple[int, int] | None = None  # (declarer's total tricks, line)
    problems: list[Problem] = field(default_factory=list)


def load_lin(path: str | Path) -> list[LinBoard]:
    """Read a LIN file from disk."""
    return list(stream_lin(path))


def stream_lin(path: str | Path, lines: Iterable[str] | None = None) -> Iterator[LinBoard]:
    """The boards of a LIN file, read a little at a time (see :func:`iter_lin`); ``lines``
    may give the file's lines already opened with :func:`~bridgelaws.formats.pbn.pbn_lines`.
    """
    return iter_lin(pbn_lines(path) if lines is None else lines, str(path))


def read_lin(text: str, source: str = "<string>") -> list[LinBoard]:
    """Read the boards of a LIN text. Bad items become problems on their board."""
    return list(iter_lin(split_lines(text), source))


_CHUNK: Final = 1 << 16  # characters read before the pairs found so far are handled


def iter_lin(lines: Iterable[str], source: str = "<string>") -> Iterator[LinBoard]:
    """Read the boards of LIN lines (without their ends) one by one: a board is yielded as
    soon as the next one starts, so memory holds a chunk of the text and one board.

    >>> boards = iter_lin(["md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|",
    ...                    "md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"])
    >>> next(boards).line
    1
    """
    boards: list[LinBoard] = []
    current: LinBoard | None = None
    pending_label: str | None = None
    pending_vul: Vulnerability | None = None
    carry = ""  # text not yet handled: a pair may go on in the next chunk
    line = 1  # the line of carry[0]
    pieces: list[str] = []
    size = 0
    first = True
    for raw in chain(lines, (None,)):
        final = raw is None
        if raw is not None:
            if not first:
                pieces.append("\n")
            first = False
            pieces.append(raw)
            size += len(raw) + 1
            if size < _CHUNK:
                continue
        text = carry + "".join(pieces)
        pieces.clear()
        size = 0
        pos = 0  # the end of the pairs handled
        counted = 0  # the line ends before text[counted] are counted in line
        for m in _PAIR.finditer(text):
            if not final and text[m.end() - 1] != "|":
                break  # the value may go on in the next chunk
            line += text.count("\n", counted, m.start())
            counted = m.start()
            pos = m.end()
            key = m.group(1).lower()
            value = m.group(2).strip()
            if key == "qx":
                pending_label = value
                current = None
            elif key == "ah":
                if current is not None and current.label is None:
                    current.label = value
                    number = _board_number(value, source, line, current.problems)
                    if number:
                        b = current.board
                        current.board = Board(number, b.dealer, b.vulnerability, b.deal)
                else:
                    pending_label = value
            elif key == "sv":
                vul = _LIN_VUL.get(value.lower()[:1])
                if current is not None and vul is not None:
                    current.board = Board(current.board.number, current.board.dealer, vul,
                                          current.board.deal)
                pending_vul = vul
            elif key == "md":
                current = _start_board(value, source, line, pending_label, pending_vul)
                pending_label = None
                boards.append(current)
            elif current is None:
                continue
            elif key == "mb":
                try:
                    current.calls.append((Call.parse(value.rstrip("!")), line))
                except ValueError:
                    current.problems.append(Problem.of(source, line, Message(
                        "check.not.a.call", token=repr(value)), current.label))
            elif key == "pc":
                try:
                    current.cards.append((Card.parse(value), line))
                except ValueError:
                    current.problems.append(Problem.of(source, line, Message(
                        "check.not.a.card", token=repr(value)), current.label))
            elif key == "mc" and (tricks := whole_number(value)) is not None:
                current.claim = (tricks, line)
        line += text.count("\n", counted, pos)
        carry = text[pos:]
        # every board but the current one is complete
        done = len(boards) - 1 if boards and boards[-1] is current and not final else len(boards)
        yield from boards[:done]
        del boards[:done]


def _board_number(label: str, source: str, line: int, problems: list[Problem]) -> int:
    """The board number in a label such as ``Board 12`` (its last run of digits), or 0
    when it has none; a number too large is a problem, and 0."""
    digits = re.findall(r"[0-9]+", label)
    if not digits:
        return 0
    try:
        return read_number(digits[-1], BOARD_NUMBER)
    except NumberError:
        problems.append(Problem.of(source, line, Message(
            "check.lin.board.too.large", label=shown(label), most=MAX_NUMBER)))
        return 0


def _start_board(
    value: str, source: str, line: int, label: str | None, vul: Vulnerability | None
) -> LinBoard:
    label_problems: list[Problem] = []
    number = _board_number(label, source, line, label_problems) if label else 0
    dealer = _LIN_DEALER.get(value[:1], Seat.SOUTH)
    problems: list[Problem] = []
    hands_text = value[1:].split(",") if value[:1] in _LIN_DEALER else value.split(",")
    hands: list[Holding | None] = []
    for text in hands_text[:4]:
        try:
            hands.append(Holding.parse(text) if text.strip() else None)
        except ValueError as exc:
            problems.append(Problem.of(source, line, Message("check.lin.hand", hand=repr(text),
                                                             reason=exc), label))
            hands.append(None)
    while len(hands) < 4:
        hands.append(None)
    # LIN lists South, West, North, East
    by_seat = [hands[2], hands[3], hands[0], hands[1]]
    deal: Deal | None = None
    if not problems:
        try:
            deal = complete_deal(by_seat)
        except DealError as exc:
            problems.append(Problem.of(source, line, Message("check.lin.deal", reason=exc),
                                       label, "1"))
    vulnerability = vul if vul is not None else (
        vulnerability_for(number) if number else Vulnerability.NONE
    )
    board = Board(number, dealer, vulnerability, deal)
    return LinBoard(source, line, label, board, problems=[*label_problems, *problems])


def check_lin_board(record: LinBoard) -> list[Problem]:
    """Replay a LIN board through the Laws engine; list every problem."""
    return replay_lin_board(record)[1]


def replay_lin_board(record: LinBoard) -> tuple[StrictTable, list[Problem]]:
    """Replay a LIN board: the table as far as it could be replayed (with an agreed claim
    applied), and every problem found."""
    problems = list(record.problems)
    table = StrictTable(record.board)
    label = record.label
    for call, line in record.calls:
        if table.auction.is_complete:
            break
        seat = table.turn
        try:
            table.call(call)
        except IllegalCallError as exc:
            who: Seat | str = seat if seat is not None else "?"
            problems.append(Problem.of(record.source, line, Message(
                "check.illegal.call", seat=who, reason=exc.message or exc.reason),
                label, exc.law))
            return table, problems
    if table.phase != Phase.PLAY or record.board.deal is None:
        return table, problems
    for card, line in record.cards:
        if table.phase != Phase.PLAY:
            break
        seat = table.turn
        try:
            table.play(card)
        except IllegalPlayError as exc:
            who = seat if seat is not None else "?"
            problems.append(Problem.of(record.source, line, Message(
                "check.illegal.card", seat=who, reason=exc.message or exc.reason),
                label, exc.law))
            return table, problems
    if record.claim is not None and table.phase == Phase.PLAY:
        total, line = record.claim
        done = table.declarer_tricks
        remaining = 13 - len(table.tricks)
        if not done <= total <= done + remaining:
            problems.append(Problem.of(record.source, line, Message(
                "check.lin.claim", total=total, done=done, remaining=remaining), label, "69"))
        else:
            table.claim(total - done)  # the claim as agreed at the table (Law 69)
    return table, problems
