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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from bridgelaws.engine.strict import StrictTable
from bridgelaws.engine.table import IllegalPlayError, Phase
from bridgelaws.formats.pbn import decode
from bridgelaws.formats.problems import Problem
from bridgelaws.parsing import MAX_NUMBER, NumberError, read_number, shown, whole_number
from bridgelaws.procedure.auction import IllegalCallError
from bridgelaws.values.board import Board, Vulnerability, vulnerability_for
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Card, Holding, Seat
from bridgelaws.values.deal import Deal, DealError, complete_deal

__all__ = ["LinBoard", "check_lin_board", "load_lin", "read_lin", "replay_lin_board"]

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
    return read_lin(decode(Path(path).read_bytes(), str(path)), str(path))


def read_lin(text: str, source: str = "<string>") -> list[LinBoard]:
    """Read the boards of a LIN text. Bad items become problems on their board."""
    boards: list[LinBoard] = []
    current: LinBoard | None = None
    pending_label: str | None = None
    pending_vul: Vulnerability | None = None
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def line_of(offset: int) -> int:
        lo, hi = 0, len(line_starts)
        while lo + 1 < hi:
            mid = (lo + hi) // 2
            if line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid
        return lo + 1

    for m in _PAIR.finditer(text):
        key = m.group(1).lower()
        value = m.group(2).strip()
        line = line_of(m.start())
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
                current.problems.append(Problem(source, line, f"{value!r} is not a call",
                                                current.label))
        elif key == "pc":
            try:
                current.cards.append((Card.parse(value), line))
            except ValueError:
                current.problems.append(Problem(source, line, f"{value!r} is not a card",
                                                current.label))
        elif key == "mc" and (tricks := whole_number(value)) is not None:
            current.claim = (tricks, line)
    return boards


def _board_number(label: str, source: str, line: int, problems: list[Problem]) -> int:
    """The board number in a label such as ``Board 12`` (its last run of digits), or 0
    when it has none; a number too large is a problem, and 0."""
    digits = re.findall(r"[0-9]+", label)
    if not digits:
        return 0
    try:
        return read_number(digits[-1], "a board number")
    except NumberError:
        problems.append(Problem(source, line, f"the board number in {shown(label)} is too "
                                              f"large: the most is {MAX_NUMBER}", None))
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
            problems.append(Problem(source, line, f"hand {text!r}: {exc}", label))
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
            problems.append(Problem(source, line, f"deal is not 52 distinct cards: {exc}",
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
            who = seat.name.title() if seat is not None else "?"
            problems.append(Problem(record.source, line, f"illegal call by {who}: {exc.reason}",
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
            who = seat.name.title() if seat is not None else "?"
            problems.append(Problem(record.source, line, f"illegal card by {who}: {exc.reason}",
                                    label, exc.law))
            return table, problems
    if record.claim is not None and table.phase == Phase.PLAY:
        total, line = record.claim
        done = table.declarer_tricks
        remaining = 13 - len(table.tricks)
        if not done <= total <= done + remaining:
            problems.append(Problem(record.source, line,
                                    f"claim of {total} tricks, but declarer has {done} with "
                                    f"{remaining} to play", label, "69"))
        else:
            table.claim(total - done)  # the claim as agreed at the table (Law 69)
    return table, problems
