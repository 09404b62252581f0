"""The session file: a session's settings, contestants and results as human-writable text.

The grammar is in ``docs/session-file.md``. In short: one statement per line, ``#``
starts a comment, words are separated by spaces, and text with spaces is quoted::

    event "Tuesday pairs"
    movement mitchell 3 boards 2
    pair 1 "Ann Adams" "Bob Brown"
    # board  NS  EW  result              extras
    1        1   4   4S N = HK
    1        2   5   3NT S +1
    1        3   6   ave+/ave-           law 12C2(a) "the board was fouled at this table"

:func:`read_session` keeps every good line and reports each bad one with its line and
column, so one typing error never loses the rest of the session.

>>> session, problems = read_session('''
... 1 1 2 4S N =
... 1 3 4 4S N 11
... 1 5 6 4S N 14
... ''', "club.txt")
>>> len(session.results), [str(p) for p in problems]
(2, ['club.txt:4:12: board 1: 14 tricks is impossible: a board has 13'])
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Final

from bridgelaws.errors import FormatError, ReasonError, Renderable, reason_of
from bridgelaws.formats.movementfile import MovementError, read_movement
from bridgelaws.formats.problems import Problem
from bridgelaws.formats.text import FileRefusedError, iter_lines, read_bounded
from bridgelaws.laws.index import EDITIONS, UnknownClauseError, law
from bridgelaws.messages import Message, Number, Term
from bridgelaws.parsing import (
    BOARD_NUMBER,
    MAX_NUMBER,
    NumberError,
    read_fraction,
    read_number,
    shown,
    whole_number,
)
from bridgelaws.scoring.methods import ButlerDatum, DatumRounding, MatchpointScale
from bridgelaws.scoring.movements import MAX_FILE_SIZE, Movement, howell, mitchell
from bridgelaws.scoring.session import (
    Artificial,
    Contestant,
    MatchTotal,
    NotPlayed,
    Penalty,
    PenaltyUnit,
    Played,
    Reason,
    Session,
    SessionError,
    TableResult,
    Word,
    Words,
    outcome_text,
    read_outcome,
    words,
)
from bridgelaws.scoring.sessionscore import Method
from bridgelaws.values.board import Board, Vulnerability
from bridgelaws.values.cards import Seat, Side
from bridgelaws.values.deal import Deal, DealError
from bridgelaws.values.regulations import Regulations

__all__ = ["METHODS", "SessionFileError", "load_session", "read_adjusted", "read_session",
           "write_session"]

METHODS: Final = tuple(m.value for m in Method)
"""The scoring methods a ``method`` line may name (those of ``session score --method``)."""


class SessionFileError(FormatError):
    """A session file that cannot be read at all (not a bad line: those are problems)."""


_QUOTED_RE: Final = re.compile(r'"(?:[^"\\]|\\.)*"')


_Token = Word


class _Bad(Exception):
    """A bad line: the reason (a catalogue message, or an error that renders itself) and
    the column."""

    def __init__(self, message: Renderable | str, column: int) -> None:
        super().__init__(message if isinstance(message, str) else message.render("en"))
        self.message = message
        self.column = column


def _expected(what: str | Message, token: str, column: int) -> _Bad:
    """``expected WHAT, not TOKEN``: ``what`` is a term or a message (or data words)."""
    return _Bad(Message("session.expected", what=what, token=token), column)


# A contestant line of the wrong kind: (keyword, the session's kind) -> message key.
_WRONG_KIND: Final = {
    ("team", "pair"): "session.kind.team.in.pairs",
    ("team", "player"): "session.kind.team.in.players",
    ("player", "pair"): "session.kind.player.in.pairs",
    ("player", "team"): "session.kind.player.in.teams",
    ("pair", "team"): "session.kind.pair.in.teams",
    ("pair", "player"): "session.kind.pair.in.players",
}


def _tokens(line: str) -> list[_Token]:
    text = line.split("#", 1)[0] if '"' not in line else _strip_comment(line)
    out = []
    for token in words(text):
        if token.text.startswith('"') and not _QUOTED_RE.fullmatch(token.text):
            raise _Bad(Message("session.quote.open"), token.column)
        out.append(token)
    return out


def _strip_comment(line: str) -> str:
    quoted = False
    escaped = False
    for i, ch in enumerate(line):
        if escaped:
            escaped = False
        elif ch == "\\" and quoted:
            escaped = True
        elif ch == '"':
            quoted = not quoted
        elif ch == "#" and not quoted:
            return line[:i]
    return line


class _Cursor(Words):
    """The tokens of one line, read from left to right; a bad word is a bad line."""

    def bad(self, message: str | Renderable, column: int) -> Exception:
        return _Bad(message, column)

    def number(self, what: str | Message) -> tuple[int, _Token]:
        token = self.word(what)
        return _whole(token, what), token


_YES: Final = {"yes": True, "on": True, "true": True, "no": False, "off": False, "false": False}


def _flag(cursor: _Cursor, name: str) -> bool:
    what = Message("session.what.flag", name=name)
    token = cursor.word(what)
    if token.text.lower() not in _YES:
        raise _expected(what, repr(token.text), token.column)
    return _YES[token.text.lower()]


def _numbers(cursor: _Cursor, count: int, what: str | Message,
             signed: bool = False) -> tuple[int, ...]:
    values = []
    for _ in range(count):
        token = cursor.word(what)
        try:
            values.append(read_number(token.text, what, minimum=-MAX_NUMBER if signed else 0,
                                      signed=signed))
        except NumberError as e:
            raise _Bad(e, token.column) from None
    return tuple(values)


def _signed_fraction(token: _Token, what: str | Message) -> Fraction:
    """A number with an optional sign, written ``3``, ``-1.5`` or ``+3/2``."""
    text = token.text
    sign = -1 if text.startswith("-") else 1
    try:
        value = read_fraction(text[1:] if text[:1] in "+-" else text, what)
    except NumberError as e:
        if e.out_of_range and sign < 0:
            raise _Bad(Message("number.too.small", text=shown(text), what=what,
                               least=-MAX_NUMBER), token.column) from None
        raise _Bad(e, token.column) from None
    return sign * value


def _whole(token: _Token, what: str | Message) -> int:
    try:
        return read_number(token.text, what)
    except NumberError as e:
        if e.out_of_range:
            raise _Bad(e, token.column) from None
        raise _Bad(Message("session.expected.whole", what=what, text=shown(token.text)),
                   token.column) from None


def _setting(cursor: _Cursor, regs: Regulations) -> Regulations:
    name_token = cursor.word(Term("session.what.setting"))
    name = name_token.text.lower()
    if name == "scale":
        what = Term("session.what.scale")
        token = cursor.word(what)
        scales = {"international": MatchpointScale.INTERNATIONAL, "acbl": MatchpointScale.ACBL}
        if token.text.lower() not in scales:
            raise _expected(what, repr(token.text), token.column)
        return regs.replace(matchpoint_scale=scales[token.text.lower()])
    if name == "artificial":
        values = _numbers(cursor, 3, Term("number.percentages"))
        try:
            return regs.replace(artificial_percentages=values)
        except ValueError as e:
            raise _Bad(reason_of(e), name_token.column) from None  # the regulations' reason
    if name == "artificial-imps":
        figures = []
        for _ in range(3):
            token = cursor.word(Term("session.what.imp-figures"))
            figures.append(_signed_fraction(token, Term("number.imp-figure")))
        return regs.replace(artificial_imps=tuple(figures))
    if name == "butler-datum":
        what = Term("session.what.datum")
        token = cursor.word(what)
        try:
            return regs.replace(butler_datum=ButlerDatum(token.text.lower()))
        except ValueError:
            raise _expected(what, repr(token.text), token.column) from None
    if name == "butler-round":
        token = cursor.word(Term("session.what.points-none"))
        if token.text.lower() == "none":
            return regs.replace(butler_round_to=None)
        return regs.replace(butler_round_to=_whole(token, Term("number.points")) or None)
    if name == "butler-rounding":
        names = ", ".join(r.value for r in DatumRounding)  # the words of the file
        token = cursor.word(names)
        try:
            return regs.replace(butler_rounding=DatumRounding(token.text.lower()))
        except ValueError:
            raise _expected(names, repr(token.text), token.column) from None
    if name == "cross-imps":
        what = Term("session.what.cross-imps")
        token = cursor.word(what)
        if token.text.lower() not in ("sum", "average"):
            raise _expected(what, repr(token.text), token.column)
        return regs.replace(cross_imps_average=token.text.lower() == "average")
    if name == "ranking":
        what = Term("session.what.ranking")
        token = cursor.word(what)
        if token.text.lower() not in ("auto", "one"):
            raise _expected(what, repr(token.text), token.column)
        return regs.replace(ranking=token.text.lower())
    if name == "rank-by":
        what = Term("session.what.rank-by")
        token = cursor.word(what)
        if token.text.lower() not in ("total", "mean"):
            raise _expected(what, repr(token.text), token.column)
        return regs.replace(rank_by=token.text.lower())
    if name == "percentages":
        what = Term("session.what.percentages")
        token = cursor.word(what)
        if token.text.lower() not in ("standard", "wignall"):
            raise _expected(what, repr(token.text), token.column)
        return regs.replace(percentages=token.text.lower())
    if name == "sit-out":
        what = Term("session.what.sit-out")
        token = cursor.word(what)
        if token.text.lower() not in ("nothing", "average"):
            raise _expected(what, repr(token.text), token.column)
        return regs.replace(sit_out=token.text.lower())
    if name == "vp-decimals":
        value, token = cursor.number(Term("number.decimal-places"))
        if value > 6:
            raise _Bad(Message("session.vp.decimals", value=value), token.column)
        return regs.replace(vp_decimals=value)
    flags = {"neuberg": "neuberg", "session-rule": "session_percentage_rule",
             "weighted": "weighted_scores", "knockout": "knockout"}
    if name in flags:
        return regs.replace(**{flags[name]: _flag(cursor, name)})
    known = ", ".join(["scale", "artificial", "artificial-imps", "butler-datum", "butler-round",
                       "butler-rounding", "cross-imps", "sit-out", "rank-by", "ranking",
                       "percentages", "vp-decimals",
                       *flags])
    raise _Bad(Message("session.setting.unknown", name=repr(name_token.text), known=known),
               name_token.column)


def _inside(folder: Path, path: Path) -> bool:
    """Whether ``path``, its links followed, is in ``folder`` or a folder below it."""
    real_folder = os.path.realpath(folder)
    try:
        return os.path.commonpath([real_folder, os.path.realpath(path)]) == real_folder
    except ValueError:  # on different drives
        return False


def _movement_file(token: _Token, base: Path | None, allow_any_path: bool) -> Movement:
    """The movement of a ``movement file "NAME"`` line: NAME is relative to ``base`` (the
    session file's folder) and, unless ``allow_any_path``, must lie inside it; only a
    regular file of at most :data:`~bridgelaws.scoring.movements.MAX_FILE_SIZE` bytes is read."""
    name = token.value
    if "\x00" in name:
        raise _Bad(Message("session.movement.nul"), token.column)
    path = Path(name) if base is None else base / name
    if not allow_any_path and not _inside(base if base is not None else Path(), path):
        raise _Bad(Message("session.movement.outside", name=shown(name)), token.column)
    try:
        data = read_bounded(path, MAX_FILE_SIZE)
    except FileRefusedError as e:
        if e.reason == "size":
            raise _Bad(Message("session.movement.large", path=str(path),
                               size=Number(MAX_FILE_SIZE)), token.column) from None
        raise _Bad(Message("session.movement.kind", path=str(path)), token.column) from None
    except OSError as e:
        raise _Bad(Message("session.movement.unreadable", path=str(path),
                           reason=str(e.strerror or e)), token.column) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise _Bad(Message("session.movement.utf8", path=str(path)), token.column) from None
    try:
        return read_movement(text, str(path))
    except MovementError as e:
        if e.not_movement:  # say nothing of what the file holds
            raise _Bad(Message("session.movement.not", path=str(path)), token.column) from None
        raise _Bad(Message("session.movement.error", error=e), token.column) from None


def _movement(cursor: _Cursor, base: Path | None, allow_any_path: bool) -> Movement:
    what = Term("session.what.movement")
    kind = cursor.word(what)
    if kind.text.lower() == "file":
        return _movement_file(cursor.next(Term("session.what.movement-file")), base,
                              allow_any_path)
    if kind.text.lower() not in ("mitchell", "howell"):
        raise _expected(what, repr(kind.text), kind.column)
    tables, _ = cursor.number(Term("number.tables"))
    options = {"boards": 2, "rounds": 0}
    while not cursor.done():
        word = cursor.word(Term("session.what.boards-rounds"))
        if word.text.lower() not in options:
            raise _expected(Term("session.what.boards-rounds"), repr(word.text), word.column)
        options[word.text.lower()], _ = cursor.number(
            Term("number.boards") if word.text.lower() == "boards" else Term("number.rounds"))
    try:
        if kind.text.lower() == "mitchell":
            return mitchell(tables, options["boards"], options["rounds"] or None)
        if options["rounds"]:
            raise _Bad(Message("session.howell.rounds"), kind.column)
        return howell(tables, options["boards"])
    except ValueError as e:
        raise _Bad(reason_of(e), kind.column) from None


def _result(cursor: _Cursor, board: int, individual: bool = False) -> TableResult:
    players = None
    if individual:
        players = (cursor.word(Term("seat.NORTH")).text, cursor.word(Term("seat.SOUTH")).text,
                   cursor.word(Term("seat.EAST")).text, cursor.word(Term("seat.WEST")).text)
        ns, ew = f"{players[0]}&{players[1]}", f"{players[2]}&{players[3]}"
    else:
        ns = cursor.word(Term("session.what.ns-pair")).text
        ew = cursor.word(Term("session.what.ew-pair")).text
    outcome, ew_outcome = read_outcome(cursor)
    law = note = group = ""
    round_number = None
    while not cursor.done():
        token = cursor.next(Term("session.what.result-extra"))
        if token.quoted:
            note = token.value
            continue
        word = token.text.lower()
        if word == "law":
            law = cursor.word(Term("session.what.law")).text
        elif word == "group":
            group = cursor.word(Term("session.what.group")).text
        elif word == "round":
            round_number, _ = cursor.number(Term("number.round"))
        else:
            raise _Bad(Message("session.result.extra", token=repr(token.text)), token.column)
    reason = Reason(law, note) if law or note else None
    return TableResult(board, ns, ew, outcome, ew_outcome, reason, group, round_number,
                       players)


def read_adjusted(text: str) -> tuple[str, str, str]:
    """An adjusted score as a session file's result line writes it, with its optional
    ``law LAW`` and ``"NOTE"`` (for a table log's ``TD adjusts``): the result in the
    session file's own form (``assign 60% 4S N = ; 40% 4S N -1``, ``ave+/ave-``), the law
    and the note. :class:`ValueError` with ``.column`` (1-based in ``text``) if it cannot
    be read.

    >>> read_adjusted('assign 0.6 4S N = ; 0.4 4S N 9 law 12C1(c) "the hesitation"')
    ('assign 60% 4S N = ; 40% 4S N -1', '12C1(c)', 'the hesitation')
    >>> read_adjusted("ave+/ave-")
    ('ave+ / ave-', '', '')
    """
    try:
        cursor = _Cursor(_tokens(text), len(text.rstrip()) + 1)
        result = _result(_Cursor([_Token("ns", 0), _Token("ew", 0), *cursor.tokens],
                                 cursor.end), 1)
    except _Bad as bad:
        error = ReasonError(bad.message)
        error.column = bad.column  # type: ignore[attr-defined]
        raise error from None
    if isinstance(result.outcome, NotPlayed | Played) and result.ew_outcome is None:
        error = ReasonError(Message("session.adjusted.expected"))
        error.column = 1  # type: ignore[attr-defined]
        raise error
    if result.group or result.round is not None:
        error = ReasonError(Message("session.adjusted.extra"))
        error.column = 1  # type: ignore[attr-defined]
        raise error
    shown = outcome_text(result.outcome) + (
        f" / {outcome_text(result.ew_outcome)}" if result.ew_outcome is not None else "")
    reason = result.reason
    return shown, reason.law if reason else "", reason.note if reason else ""


def _penalty(cursor: _Cursor) -> Penalty:
    who = cursor.word(Term("session.what.penalised")).text
    token = cursor.word(Term("session.what.amount"))
    m = re.fullmatch(r"([0-9]+(?:\.[0-9]+)?|[0-9]+/[0-9]+)(%|mp|imp|imps|vp|vps)",
                     token.text.lower())
    if m is None:
        raise _Bad(Message("session.penalty.amount", token=repr(token.text)), token.column)
    unit = {"%": PenaltyUnit.PERCENT_OF_TOP, "mp": PenaltyUnit.MATCHPOINTS,
            "imp": PenaltyUnit.IMPS, "imps": PenaltyUnit.IMPS,
            "vp": PenaltyUnit.VPS, "vps": PenaltyUnit.VPS}[m.group(2)]
    try:
        amount = read_fraction(m.group(1), Term("number.penalty"))
    except NumberError as e:
        raise _Bad(e, token.column) from None
    law, note = "90", ""
    while not cursor.done():
        extra = cursor.next(Term("session.what.penalty-extra"))
        if extra.quoted:
            note = extra.value
        elif extra.text.lower() == "law":
            law = cursor.word(Term("session.what.penalty-law")).text
        else:
            raise _Bad(Message("session.penalty.extra", token=repr(extra.text)), extra.column)
    return Penalty(who, amount, unit, Reason(law, note))


def _match_total(cursor: _Cursor) -> MatchTotal:
    """``match HOME AWAY IMPS IMPS boards N [round R]``: a match entered as IMP totals."""
    home = cursor.word(Term("session.what.home")).text
    away = cursor.word(Term("session.what.away")).text
    won = []
    for who in (home, away):
        imps = Message("number.imps-won", who=who)
        token = cursor.word(imps)
        try:
            won.append(read_fraction(token.text, imps))
        except NumberError as e:
            raise _Bad(e, token.column) from None
    boards = None
    round_number = None
    while not cursor.done():
        word = cursor.word(Term("session.what.boards-round"))
        if word.text.lower() == "boards":
            boards, _ = cursor.number(Term("number.boards"))
        elif word.text.lower() == "round":
            round_number, _ = cursor.number(Term("number.round"))
        else:
            raise _expected(Term("session.what.boards-round"), repr(word.text), word.column)
    if boards is None:
        raise _Bad(Message("session.match.no.boards"), cursor.end)
    try:
        return MatchTotal(home, away, (won[0], won[1]), boards, round_number)
    except SessionError as e:
        raise _Bad(e, cursor.tokens[1].column) from None


def _contestant(cursor: _Cursor, teams: bool) -> Contestant:
    ident = cursor.word(Term("session.what.ident")).text
    names = []
    numbers: list[str] = []
    while not cursor.done():
        token = cursor.next(Term("session.what.name"))
        if not token.quoted and token.text.lower() == "numbers":
            while not cursor.done():
                numbers.append(cursor.word(Term("session.what.membership")).text)
            if not numbers:
                raise _Bad(Message("session.numbers.missing"), token.column)
            break
        if not token.quoted:
            raise _Bad(Message("session.names.quoted", token=repr(token.text)), token.column)
        names.append(token.value)
    if teams:
        return Contestant(ident, tuple(names[1:]), names[0] if names else "", tuple(numbers))
    return Contestant(ident, tuple(names), numbers=tuple(numbers))


def _deal(cursor: _Cursor, session: Session) -> None:
    number, _ = cursor.number(Term("number.the-board"))
    token = cursor.next(Term("session.what.deal"))
    try:
        session.deals[number] = Deal.parse(token.value)
    except (DealError, ValueError) as e:
        raise _Bad(Message("session.on.board", board=number,
                           reason=reason_of(e)),
                   token.column) from None


def _board(cursor: _Cursor) -> Board:
    number, number_token = cursor.number(Term("number.the-board"))
    dealer = vul = None
    while not cursor.done():
        word = cursor.word(Term("session.what.dealer-vul"))
        value = cursor.word(Term("session.what.dealer") if word.text.lower() == "dealer" else
                            Term("session.what.vul") if word.text.lower() == "vul" else
                            Message("session.what.value", word=word.text))
        try:
            if word.text.lower() == "dealer":
                dealer = Seat.parse(value.text)
            elif word.text.lower() == "vul":
                vul = Vulnerability.parse(value.text)
            else:
                raise _expected(Term("session.what.dealer-vul"), repr(word.text), word.column)
        except ValueError as e:
            raise _Bad(reason_of(e), value.column) from None
    try:
        return Board.numbered(number, dealer=dealer, vulnerability=vul)
    except ValueError as e:
        raise _Bad(reason_of(e), number_token.column) from None


def read_session(text: str, source: str = "<session>", base: Path | None = None, *,
                 allow_any_path: bool = False) -> tuple[Session, list[Problem]]:
    """Read a session file; bad lines are returned as problems, good ones are kept.

    ``base`` is the folder that a ``movement file`` line is relative to (the current
    folder when ``None``). The movement file must be in that folder or below it unless
    ``allow_any_path``; either way only a regular file of at most
    :data:`~bridgelaws.scoring.movements.MAX_FILE_SIZE` bytes is read.
    """
    session = Session()
    problems: list[Problem] = []
    header_done = False
    weighted_set = False  # a 'setting weighted' line, which the edition does not override
    # the common line (board, pairs and a played result) is read here, fast; anything
    # else, or anything wrong with it, goes to the full reader below
    played: dict[tuple[str, ...], Played | None] = {}  # results repeat: read each once
    names: dict[str, str] = {}  # one string per pair, not one per result
    numbers: dict[str, int | None] = {}  # and one board number per board
    for number, line in enumerate(iter_lines(text), 1):
        board_text = None
        # with none of these, the full reader's tokens are the line's words
        if '"' not in line and "#" not in line and "/" not in line and ";" not in line:
            words = line.split()
            if 6 <= len(words) <= 7:  # the seventh word may be the opening lead
                board_text, ns, ew, contract, declarer, tricks, *lead = words
                key = (contract, declarer, tricks, *lead)
                if key in played:
                    outcome = played[key]
                else:
                    try:
                        outcome = Played.parse(f"{contract} {declarer} {tricks}",
                                               lead[0] if lead else None)
                    except SessionError:
                        outcome = None  # the full reader below says where the error is
                    played[key] = outcome
                if board_text in numbers:
                    board = numbers[board_text]
                else:
                    board = numbers[board_text] = whole_number(board_text)
                if outcome is not None and board is not None:
                    ns = names.setdefault(ns, ns)
                    ew = names.setdefault(ew, ew)
                    if session._add_played(board, ns, ew, outcome):
                        header_done = True
                        continue
                    try:
                        session.add(TableResult(board, ns, ew, outcome))
                        header_done = True
                        continue
                    except SessionError:
                        pass
        board_text = None  # the full reader below names the board once it has read it
        try:
            tokens = _tokens(line)
            if not tokens:
                continue
            cursor = _Cursor(tokens, len(line.rstrip()) + 1)
            head = cursor.word(Term("session.what.statement"))
            keyword = head.text.lower()
            if head.text.isascii() and head.text.isdigit():
                header_done = True
                try:
                    board = read_number(head.text, BOARD_NUMBER)
                except NumberError as e:
                    raise _Bad(e, head.column) from None
                board_text = head.text
                result = _result(cursor, board, session.individual)
                if result.reason is not None:
                    _cited(result.reason.law, session.laws, cursor)
                try:
                    session.add(result)
                except SessionError as e:
                    raise _Bad(e.bare if e.board == board else e, head.column) from None
                continue
            if keyword == "laws":
                token = cursor.word(Term("session.what.laws"))
                if token.text not in EDITIONS:
                    raise _expected(", ".join(EDITIONS), repr(token.text), token.column)
                if session.results:
                    raise _Bad(Message("session.laws.late"), head.column)
                session.laws = token.text
                if token.text == "1997" and not weighted_set:  # 1997 12C3: a committee's
                    session.regulations = replace(session.regulations, weighted_scores=False)
            elif keyword in ("event", "date", "club"):
                setattr(session, keyword, cursor.next(Message("session.what.value",
                                                              word=keyword)).value)
            elif keyword == "method":
                token = cursor.word(Term("session.what.method"))
                if token.text.lower() not in METHODS:
                    raise _expected(", ".join(METHODS), repr(token.text), token.column)
                session.method = token.text.lower()
            elif keyword == "deal":
                _deal(cursor, session)
            elif keyword == "type":
                token = cursor.word(Term("session.what.type"))
                kind = token.text.lower()
                if kind not in ("pairs", "teams", "individual"):
                    raise _expected(Term("session.what.type"), repr(token.text), token.column)
                if header_done and (session.teams, session.individual) != (
                        kind == "teams", kind == "individual"):
                    raise _Bad(Message("session.type.late"), head.column)
                session.teams = kind == "teams"
                session.individual = kind == "individual"
            elif keyword == "expect":
                value, token = cursor.number(Term("number.expected-results"))
                if value < 1:
                    raise _Bad(Message("session.expect.zero"), token.column)
                session.expected_results = value
            elif keyword == "setting":
                session.regulations = _setting(cursor, session.regulations)
                weighted_set = weighted_set or cursor.tokens[1].text.lower() == "weighted"
            elif keyword == "movement":
                if session.results:
                    raise _Bad(Message("session.movement.late"), head.column)
                session.movement = _movement(cursor, base, allow_any_path)
                session.movement_source = " ".join(t.text for t in cursor.tokens[1:])
            elif keyword in ("pair", "team", "player"):
                if keyword != session.kind:
                    raise _Bad(Message(_WRONG_KIND[(keyword, session.kind)]), head.column)
                header_done = True
                try:
                    session.add_contestant(_contestant(cursor, session.teams))
                except SessionError as e:
                    raise _Bad(e, head.column) from None
            elif keyword == "match":
                try:
                    session.add_match_total(_match_total(cursor))
                except SessionError as e:
                    raise _Bad(e, head.column) from None
            elif keyword == "phantom":
                header_done = True
                ident = cursor.word(Term("session.what.phantom"))
                try:
                    session.add_phantom(ident.text)
                except SessionError as e:
                    raise _Bad(e, head.column) from None
            elif keyword == "board":
                marked = _board(cursor)
                session.boards[marked.number] = marked
            elif keyword == "penalty":
                penalty = _penalty(cursor)
                _cited(penalty.reason.law, session.laws, cursor)
                try:
                    session.add_penalty(penalty)
                except SessionError as e:
                    raise _Bad(e, head.column) from None
            else:
                raise _Bad(Message("session.statement.unknown", token=repr(head.text)),
                           head.column)
            if not cursor.done():
                extra = cursor.peek()
                assert extra is not None
                raise _Bad(Message("session.extra", token=repr(extra.text)), extra.column)
        except _Bad as bad:
            problems.append(Problem(source, number, str(bad), board_text, None, bad.column,
                                    text=None if isinstance(bad.message, str) else bad.message))
    return session, problems


def _cited(reference: str, laws: str, cursor: _Cursor) -> None:
    """Refuse a law an adjusted score or a penalty cites that the edition does not have."""
    if not reference:
        return
    try:
        law(reference, laws)
    except UnknownClauseError:
        at = next((t.column for t in cursor.tokens if t.text == reference), 1)
        raise _Bad(Message("session.law.unknown", law=reference, laws=laws), at) from None


def load_session(path: str | Path, *,
                 allow_any_path: bool = False) -> tuple[Session, list[Problem]]:
    """Read a session file from disk; a ``movement file`` line is relative to its folder
    (see :func:`read_session` for ``allow_any_path``)."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise SessionFileError(str(path), None, None, Message(
            "session.cannot.read", reason=str(e.strerror))) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return read_session(text, str(path), path.parent, allow_any_path=allow_any_path)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _decimal(value: Fraction) -> str:
    """``value`` as the session file writes a number: ``-1.5``, ``3``, or ``1/3`` when no
    decimal is exact."""
    if value.denominator == 1:
        return str(value.numerator)
    text = f"{float(value):.12g}"
    return text if Fraction(text) == value else str(value)


def _setting_lines(regs: Regulations) -> Iterator[str]:
    default = Regulations()
    if regs.matchpoint_scale != default.matchpoint_scale:
        yield f"setting scale {regs.matchpoint_scale.name.lower()}"
    if regs.artificial_percentages != default.artificial_percentages:
        yield "setting artificial " + " ".join(map(str, regs.artificial_percentages))
    if regs.artificial_imps != default.artificial_imps:
        yield "setting artificial-imps " + " ".join(
            _decimal(Fraction(v)) for v in regs.artificial_imps)
    if regs.butler_datum != default.butler_datum:
        yield f"setting butler-datum {regs.butler_datum.value}"
    if regs.butler_round_to != default.butler_round_to:
        yield f"setting butler-round {regs.butler_round_to or 'none'}"
    if regs.butler_rounding != default.butler_rounding:
        yield f"setting butler-rounding {regs.butler_rounding.value}"
    if regs.cross_imps_average != default.cross_imps_average:
        yield f"setting cross-imps {'average' if regs.cross_imps_average else 'sum'}"
    if regs.ranking != default.ranking:
        yield f"setting ranking {regs.ranking}"
    if regs.rank_by != default.rank_by:
        yield f"setting rank-by {regs.rank_by}"
    if regs.sit_out != default.sit_out:
        yield f"setting sit-out {regs.sit_out}"
    if regs.percentages != default.percentages:
        yield f"setting percentages {regs.percentages}"
    if regs.vp_decimals != default.vp_decimals:
        yield f"setting vp-decimals {regs.vp_decimals}"
    for name, attr in (("neuberg", "neuberg"), ("session-rule", "session_percentage_rule"),
                       ("weighted", "weighted_scores"), ("knockout", "knockout")):
        if getattr(regs, attr) != getattr(default, attr):
            yield f"setting {name} {'yes' if getattr(regs, attr) else 'no'}"


def write_session(session: Session, movement_file: str | None = None) -> str:
    """The session as a session file; reading it back gives the same session.

    A generated movement is written as its ``movement`` line only when ``movement_file``
    is not given; otherwise the line names that file.
    """
    lines = []
    if session.event:
        lines.append(f"event {_quote(session.event)}")
    if session.date:
        lines.append(f"date {_quote(session.date)}")
    if session.club:
        lines.append(f"club {_quote(session.club)}")
    if session.laws != "2017":
        lines.append(f"laws {session.laws}")
    if session.method:
        lines.append(f"method {session.method}")
    if session.teams:
        lines.append("type teams")
    elif session.individual:
        lines.append("type individual")
    if session.expected_results:
        lines.append(f"expect {session.expected_results}")
    lines.extend(_setting_lines(session.regulations))
    if movement_file is not None:
        lines.append(f"movement file {_quote(movement_file)}")
    elif session.movement_source:
        lines.append(f"movement {session.movement_source}")
    elif session.movement is not None:
        raise SessionFileError("<session>", None, None, Message("session.movement.unnamed"))
    entries = []
    for c in session.contestants.values():
        names = ([c.name] if session.teams else []) + list(c.names)
        numbers = ["numbers", *c.numbers] if c.numbers else []
        entries.append(" ".join([session.kind, c.id, *map(_quote, names), *numbers]))
    entries.extend(f"phantom {ident}" for ident in sorted(session.phantoms))
    named = {ident for r in session.results for side in Side for ident in r.players_of(side)}
    # results naming contestants not entered were read before the entries: keep that order
    entries_first = named <= set(session.contestants) | session.phantoms
    if entries_first:
        lines.extend(entries)
    for number, board in sorted(session.boards.items()):
        numbered = Board.numbered(number)
        if (board.dealer, board.vulnerability) != (numbered.dealer, numbered.vulnerability):
            lines.append(f"board {number} dealer {board.dealer.name[0]} "
                         f"vul {board.vulnerability.pbn}")
    for number, deal in sorted(session.deals.items()):
        lines.append(f"deal {number} {_quote(deal.to_pbn())}")
    for p in session.penalties:
        amount = f"{p.amount}{p.unit.value}"
        extra = f" law {p.reason.law}" if p.reason.law else ""
        extra += f" {_quote(p.reason.note)}" if p.reason.note else ""
        lines.append(f"penalty {p.contestant} {amount}{extra}")
    for m in session.match_totals:
        extra = f" round {m.round}" if m.round is not None else ""
        lines.append(f"match {m.home} {m.away} {_decimal(m.imps[0])} {_decimal(m.imps[1])} "
                     f"boards {m.boards}{extra}")
    for r in session.results:
        text = outcome_text(r.outcome)
        if r.ew_outcome is not None:
            text += f" / {outcome_text(r.ew_outcome)}"
        elif isinstance(r.outcome, Artificial) and r.outcome is not Artificial.AVERAGE:
            text += f" / {outcome_text(r.outcome)}"
        parts = [str(r.board), *(r.players or (r.ns, r.ew)), text]
        if r.reason and r.reason.law:
            parts.append(f"law {r.reason.law}")
        if r.reason and r.reason.note:
            parts.append(_quote(r.reason.note))
        if r.group:
            parts.append(f"group {r.group}")
        if r.round is not None and session.movement is None:
            parts.append(f"round {r.round}")
        lines.append(" ".join(parts))
    if not entries_first:
        lines.extend(entries)
    return "\n".join(lines) + "\n"
