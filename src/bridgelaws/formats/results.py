"""Publishing a scored session: ranking, travellers and score cards as text, and the
session as JSON, CSV, a standalone HTML page, PBN 2.1 and USEBIO 1.2.

Every function takes a :class:`~bridgelaws.scoring.sessionscore.SessionScore` (what
:func:`~bridgelaws.scoring.sessionscore.score_session` returns) and only reads it. Values are kept
as fractions until they are shown: matchpoints, IMPs and points with at most two decimals
(``5.67``, ``6``), percentages with two (``56.25``), victory points with the regulations'
decimals; JSON numbers are floats rounded to four decimals. Adjusted scores are shown with
their law and the director's note. The formats and their sources are described in
``docs/results-output.md``.

>>> from bridgelaws.scoring.session import Played, Session, TableResult
>>> from bridgelaws.scoring.sessionscore import score_session
>>> s = Session(event="Club night")
>>> for ns, ew, text in [("1", "4", "4S N ="), ("2", "5", "4S N +1"), ("3", "6", "3NT N =")]:
...     s.add(TableResult(1, ns, ew, Played.parse(text)))
>>> score = score_session(s, "mp")
>>> for row in ranking_text(score).splitlines()[3:8]:
...     print(row)
North-South
-----------
Rank  Pair  Names  MP       %
1        2          4  100.00
2        1          2   50.00
>>> to_json(score)["travellers"][0]["results"][1]["ns_value"]
4.0
"""

from __future__ import annotations

import csv
import html
import io
import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from typing import Any, Final

from bridgelaws import __version__
from bridgelaws.formats.ddtable import STRAINS, DoubleDummy, analyse
from bridgelaws.messages import Message
from bridgelaws.scoring.event import EventScore
from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    BetterOf,
    Outcome,
    Played,
    Reason,
    TableResult,
)
from bridgelaws.scoring.sessionscore import (
    Line,
    MatchScore,
    Method,
    SessionScore,
    Standing,
    Traveller,
)
from bridgelaws.values.board import Vulnerability
from bridgelaws.values.cards import Seat, Side
from bridgelaws.values.deal import Deal

__all__ = [
    "event_ranking_text",
    "event_to_json",
    "ranking_text",
    "score_card_text",
    "standings_csv",
    "to_csv",
    "to_html",
    "to_json",
    "to_pbn",
    "to_usebio",
    "travellers_text",
]

_METHOD_KEYS: Final = {
    Method.MATCHPOINTS: "results.method.matchpoints",
    Method.BUTLER: "results.method.butler",
    Method.CROSS_IMPS: "results.method.cross-imps",
    Method.TOTAL_POINTS: "results.method.total-points",
    Method.IMPS: "results.method.imps",
    Method.TEAMS: "results.method.teams",
}
_FIELD_NAMES: Final = {"NS": "North-South", "EW": "East-West"}  # keys of the page words


def _method(score: SessionScore, lang: str) -> str:
    return Message(_METHOD_KEYS[score.method]).render(lang)


# The words of the results (the keys of :func:`page_words`) and their catalogue keys.
_WORD_KEYS: Final = {
    "results": "page.results", "ranking": "page.ranking", "boards": "page.boards",
    "cards": "page.cards", "matches": "page.matches", "problems": "page.problems",
    "board": "page.board", "dealer": "page.dealer", "vul": "page.vul", "top": "page.top",
    "datum": "page.datum", "rank": "page.rank", "names": "page.names", "pair": "page.pair",
    "team": "page.team", "player": "page.player", "result": "page.result",
    "contract": "page.contract", "by": "page.by", "lead": "page.lead", "score": "page.score",
    "round": "page.round", "dir": "page.dir", "opp": "page.opp", "total": "page.total",
    "penalty": "page.penalty", "penalties": "page.penalties", "adjusted": "page.adjusted",
    "ruling": "page.ruling", "no reason": "page.no-reason", "par": "page.par",
    "makeable": "page.makeable", "card of": "page.card-of", "final": "page.final",
    "boards scored": "page.boards-scored", "to top": "page.to-top", "none": "page.none",
    "all": "page.all", "ns": "page.ns", "ew": "page.ew", "N": "page.seat.n",
    "E": "page.seat.e", "S": "page.seat.s", "W": "page.seat.w",
    "North-South": "page.north-south", "East-West": "page.east-west", "MP": "page.mp",
    "IMPs": "page.imps", "Points": "page.points", "VPs": "page.vps", "%": "page.percent",
    "sit-out": "page.sit-out", "not played": "page.not-played", "mean": "page.mean",
    "home": "page.home", "away": "page.away", "ns pts": "page.ns-pts",
    "ew pts": "page.ew-pts", "event": "page.event", "carry": "page.carry",
}


@cache
def page_words(lang: str = "en") -> dict[str, str]:
    """The words of the results (headings, column heads, units, seats) in ``lang``, from
    the message catalogue.

    >>> page_words("de")["ranking"], page_words("nl")["S"], page_words("fr")["VPs"]
    ('Rangliste', 'Z', 'PV')
    """
    return {word: Message(key).render(lang) for word, key in _WORD_KEYS.items()}


# --- numbers ---------------------------------------------------------------------------

def _round(value: Fraction, places: int) -> Fraction:
    """``value`` rounded to ``places`` decimals, halves away from zero."""
    scale = 10**places
    whole = int(abs(value) * scale + Fraction(1, 2))
    return Fraction(whole if value >= 0 else -whole, scale)


def _fixed(value: Fraction, places: int) -> str:
    """``value`` with exactly ``places`` decimals: ``56.25``, ``50.00``."""
    rounded = _round(value, places)
    scaled = abs(rounded.numerator * 10**places // rounded.denominator)
    sign = "-" if rounded < 0 else ""
    if not places:
        return f"{sign}{scaled}"
    whole, part = divmod(scaled, 10**places)
    return f"{sign}{whole}.{part:0{places}d}"


def _short(value: Fraction, places: int = 2) -> str:
    """``value`` with at most ``places`` decimals, trailing zeros dropped: ``5.67``, ``6``."""
    text = _fixed(value, places)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _opt(value: Fraction | None, places: int = 2) -> str:
    return "" if value is None else _short(value, places)


def _percent(value: Fraction | None) -> str:
    return "" if value is None else _fixed(value, 2)


def _number(value: Fraction | None) -> float | None:
    """A JSON number: the value rounded to four decimals."""
    return None if value is None else float(_round(value, 4))


# --- what is shown ---------------------------------------------------------------------

def _title(score: SessionScore, lang: str = "en") -> str:
    session = score.session
    parts = [session.event or page_words(lang)["results"], session.date, _method(score, lang)]
    return " — ".join(p for p in parts if p)


def _kind(score: SessionScore) -> str:
    """``team``, ``player`` or ``pair``: the key of the contestants' word."""
    return "team" if score.session.teams else "player" if score.session.individual else "pair"


def _unit(score: SessionScore) -> str:
    """The unit of a board's value."""
    return {Method.MATCHPOINTS: "MP", Method.TOTAL_POINTS: "Points"}.get(score.method, "IMPs")


def _total_unit(score: SessionScore) -> str:
    """The unit of a contestant's total."""
    return "VPs" if score.method is Method.TEAMS else _unit(score)


def _total(score: SessionScore, value: Fraction) -> str:
    if score.method is Method.TEAMS:
        return _fixed(value, score.session.regulations.vp_decimals)
    return _short(value)


def _label(score: SessionScore, ident: str) -> str:
    return score.session.contestant(ident).label


def _fields(score: SessionScore, lang: str = "en") -> list[tuple[str, list[Standing]]]:
    """The standings by field, each with its heading (empty for a single field)."""
    out = []
    words = page_words(lang)
    for fld in score.fields:
        members = [s for s in score.standings if s.field == fld]
        name = _FIELD_NAMES.get(fld)
        out.append((words[name] if name else fld, members))
    return out


def _is_plain(outcome: Outcome) -> bool:
    """A table result with a contract: played, or one assigned result (Law 12C1)."""
    if isinstance(outcome, Played):
        return True
    return (isinstance(outcome, Assigned) and not outcome.is_weighted
            and isinstance(outcome.outcomes[0][1], Played))


def _played(outcome: Outcome) -> Played | None:
    """The single contract and result an outcome stands for, if it has one."""
    if isinstance(outcome, Played):
        return outcome
    if isinstance(outcome, Assigned) and _is_plain(outcome):
        played = outcome.outcomes[0][1]
        assert isinstance(played, Played)
        return played
    return None


def _table_result(line: Line) -> Played | None:
    """The one contract and result of a line, when both sides are scored on it."""
    r = line.result
    return None if r.is_split else _played(r.outcome)


def _result_text(r: TableResult) -> str:
    text = r.describe()
    return f"{text} [{r.group}]" if r.group else text


def _reason(reason: Reason, lang: str) -> str:
    """``Law 12C1(c): hesitation before 4S``, the word "Law" in ``lang`` and the note as
    the director wrote it; empty for an empty reason."""
    if not reason.law:
        return reason.note
    cited = Message("replay.law", law=reason.law).render(lang)
    return f"{cited}: {reason.note}" if reason.note else cited


def _reason_text(r: TableResult, lang: str = "en") -> str | None:
    """``Law 12C1(c): hesitation before 4S`` for an adjusted score, else None."""
    if not r.is_adjusted and r.reason is None:
        return None
    text = _reason(r.reason, lang) if r.reason is not None else ""
    return text or page_words(lang)["no reason"]


def _score_columns(line: Line) -> tuple[str, str]:
    """Points in the North-South and East-West columns, each side's plus score in its own
    column as on a traveller; both columns when the two sides were scored differently."""
    ns, ew = line.ns_points, line.ew_points
    if ns is not None and ew is not None and ns == -ew:
        if ns > 0:
            return _short(ns), ""
        if ns < 0:
            return "", _short(ew)
        return "0", ""
    return _opt(ns), _opt(ew)


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], right: str) -> list[str]:
    """A plain-text table; ``right`` flags (``R``/``L``) each column's alignment."""
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(headers)]

    def line(cells: Sequence[str]) -> str:
        parts = [c.rjust(w) if a == "R" else c.ljust(w)
                 for c, w, a in zip(cells, widths, right, strict=True)]
        return "  ".join(parts).rstrip()

    return [line(headers), *(line(r) for r in rows)]


# --- text ------------------------------------------------------------------------------

def _more_heads(score: SessionScore, w: dict[str, str]) -> tuple[list[str], str, bool]:
    """The ranking's columns after the total, in the text and on the page: the percentage
    at matchpoints, the IMPs of team matches, the boards and mean per board when ranked by
    the mean; with their alignment, and whether the mean is shown."""
    headers: list[str] = []
    if score.method is Method.MATCHPOINTS:
        headers.append(w["%"])
    if score.method is Method.TEAMS:
        headers.append(w["IMPs"])
    means = any(st.mean is not None for st in score.standings)
    if means:
        headers += [w["boards"], w["mean"]]
    return headers, "R" * len(headers), means


def _ranking_rows(score: SessionScore, members: Sequence[Standing],
                  penalties: bool, lang: str = "en") -> tuple[list[str], list[list[str]], str]:
    w = page_words(lang)
    more, more_align, means = _more_heads(score, w)
    headers = [w["rank"], w[_kind(score)], w["names"], w[_total_unit(score)], *more]
    align = "LRLR" + more_align
    if penalties:
        headers.append(w["penalty"])
        align += "R"
    rows = []
    for st in members:
        row = [st.rank, st.id, st.contestant.label, _total(score, st.total)]
        if score.method is Method.MATCHPOINTS:
            row.append(_percent(st.percent))
        if score.method is Method.TEAMS:
            row.append(_opt(st.imps))
        if means:
            row += [str(st.boards), _percent(st.mean)]  # two fixed decimals
        if penalties:
            row.append(_total(score, st.penalty) if st.penalty else "")
        rows.append(row)
    return headers, rows, align


def _match_rows(score: SessionScore,
                lang: str = "en") -> tuple[list[str], list[list[str]], str]:
    w = page_words(lang)
    rounds = any(m.round is not None for m in score.matches)
    headers = [w["round"]] * rounds + [w["home"], w["away"], w["boards"], w["IMPs"], w["VPs"]]
    rows = []
    for m in score.matches:
        vps = (f"{_total(score, m.vps[0])} / {_total(score, m.vps[1])}"
               if m.vps is not None else "")
        row = [f"{m.home} {_label(score, m.home)}".strip(),
               f"{m.away} {_label(score, m.away)}".strip(),
               _boards_text(m, lang), f"{_short(m.imps[0])} / {_short(m.imps[1])}", vps]
        rows.append([str(m.round or "")] * rounds + row)
    return headers, rows, "R" * rounds + "LLLRR"


def _boards_text(m: MatchScore, lang: str = "en") -> str:
    if not m.boards and m.board_count is not None:
        return Message("results.boards.count", count=m.board_count).render(lang)
    boards = list(m.boards)  # a run: ascending, each once, the ends as far apart as it is long
    if (len(boards) > 1 and boards[-1] - boards[0] == len(boards) - 1
            and boards == sorted(set(boards))):
        return f"{boards[0]}-{boards[-1]}"
    return ",".join(str(b) for b in boards)


def ranking_text(score: SessionScore, lang: str = "en") -> str:
    """The ranking as plain text in ``lang``: a table per field (rank, number, names,
    total, percentage at matchpoints, penalty if any), the team matches, then any
    problems."""
    title = _title(score, lang)
    out = [title, "=" * len(title), ""]
    penalties = any(st.penalty for st in score.standings)
    for heading, members in _fields(score, lang):
        if heading:
            out += [heading, "-" * len(heading)]
        headers, rows, align = _ranking_rows(score, members, penalties, lang)
        out += [*_table(headers, rows, align), ""]
    if score.matches:
        matches = page_words(lang)["matches"]
        out += [matches, "-" * len(matches)]
        headers, rows, align = _match_rows(score, lang)
        out += [*_table(headers, rows, align), ""]
    out += _problems_text(score, lang)
    return "\n".join(out).rstrip("\n") + "\n"


def _problems_text(score: SessionScore, lang: str) -> list[str]:
    if not score.problems:
        return []
    return [Message("results.problems").render(lang), *(f"- {p}" for p in score.problems), ""]


_VUL_WORDS: Final = {Vulnerability.NONE: "none", Vulnerability.BOTH: "all",
                     Vulnerability.NS: "ns", Vulnerability.EW: "ew"}


def _board_heading(score: SessionScore, traveller: Traveller, lang: str = "en",
                   sep: str = "   ") -> str:
    board = score.session.board(traveller.board)
    w = page_words(lang)
    parts = [Message("results.heading.board", board=traveller.board).render(lang),
             Message("results.heading.dealer", seat=w[board.dealer.name[0]]).render(lang),
             Message("results.heading.vul", vul=w[_VUL_WORDS[board.vulnerability]])
             .render(lang)]
    if traveller.top is not None:
        parts.append(Message("results.heading.top", top=_short(traveller.top)).render(lang))
    if traveller.datum is not None:
        parts.append(Message("results.heading.datum", datum=_short(traveller.datum))
                     .render(lang))
    return sep.join(parts)


def travellers_text(score: SessionScore, lang: str = "en") -> str:
    """Every board's traveller in ``lang``: board, dealer, vulnerability (and top or
    Butler datum), then a line per result with the adjusted scores' reasons below them."""
    w = page_words(lang)
    unit = w[_unit(score)]
    out = [_title(score, lang), ""]
    for traveller in score.travellers:
        out.append(_board_heading(score, traveller, lang))
        headers = [w["ns"], w["ew"], w["result"], w["ns pts"], w["ew pts"],
                   Message("results.column.value", side=w["ns"], unit=unit).render(lang),
                   Message("results.column.value", side=w["ew"], unit=unit).render(lang)]
        rows = []
        for line in traveller.lines:
            ns_pts, ew_pts = _score_columns(line)
            rows.append([line.result.ns, line.result.ew, _result_text(line.result),
                         ns_pts, ew_pts, _opt(line.ns), _opt(line.ew)])
        table = _table(headers, rows, "RRLRRRR")
        out.append("  " + table[0])
        for line, text in zip(traveller.lines, table[1:], strict=True):
            out.append("  " + text)
            reason = _reason_text(line.result, lang)
            if reason is not None:
                out.append("     " + Message("results.adjusted", reason=reason).render(lang))
        out.append("")
    out += _problems_text(score, lang)
    return "\n".join(out).rstrip("\n") + "\n"


_CARD_HEADINGS: Final = {
    "pair": ("results.card.pair", "results.card.pair.names"),
    "team": ("results.card.team", "results.card.team.names"),
    "player": ("results.card.player", "results.card.player.names"),
}
# (with a percentage, with a field): the closing line of a score card
_FINAL_LINES: Final = {
    (False, False): "results.card.final", (True, False): "results.card.final.percent",
    (False, True): "results.card.final.field", (True, True): "results.card.final.percent.field",
}


def score_card_text(score: SessionScore, contestant: str, lang: str = "en") -> str:
    """A pair's or team's personal score card in ``lang``: round, board, direction,
    opponents, result, score, value and percentage on each board, with the totals at the
    bottom."""
    card = score.card(contestant)
    try:
        standing: Standing | None = score.standing(contestant)
    except KeyError:
        standing = None
    if standing is None and not card:
        raise KeyError(f"{_kind(score)} {contestant} is not in this session")
    w = page_words(lang)
    unit = w[_unit(score)]
    total_unit = w[_total_unit(score)]
    mp = score.method is Method.MATCHPOINTS
    who = score.session.contestant(contestant).label
    plain, named = _CARD_HEADINGS[_kind(score)]
    heading = (Message(named, contestant=contestant, names=who)
               if who else Message(plain, contestant=contestant))
    out = [heading.render(lang), _title(score, lang), ""]
    headers = [w["round"], w["board"], w["dir"], w["opp"], w["result"], w["score"], unit]
    if mp:
        headers.append(w["%"])
    rows = []
    for c in card:
        row = [str(c.round) if c.round is not None else "-", str(c.board),
               w[c.side.name.lower()],
               c.opponents, _result_text(c.result), _opt(c.points), _opt(c.value)]
        if mp:
            row.append(_percent(c.percent))
        rows.append(row)
    out += _table(headers, rows, "RRLRLRRR"[: len(headers)])
    per_board: dict[tuple[int, str], Fraction] = {}
    for c in card:
        if c.value is not None:
            # a team's two tables share the board's IMPs: count them once
            key = (c.board, c.opponents if score.session.teams else f"{c.side}")
            per_board[key] = c.value
    out += ["", Message("results.card.scored", count=len(per_board)).render(lang),
            Message("results.card.total", total=_short(sum(per_board.values(), Fraction(0))),
                    unit=unit).render(lang)]
    if standing is not None:
        if standing.penalty:
            out.append(Message("results.card.penalty", penalty=_total(score, standing.penalty),
                               unit=total_unit).render(lang))
        final_key = _FINAL_LINES[standing.percent is not None, bool(standing.field)]
        field = _FIELD_NAMES.get(standing.field)
        out.append(Message(final_key, total=_total(score, standing.total), unit=total_unit,
                           percent=_percent(standing.percent), rank=standing.rank,
                           field=w[field] if field else standing.field).render(lang))
    for c in card:
        reason = _reason_text(c.result, lang)
        if reason is not None:
            out.append(Message("results.card.adjusted", board=c.board, reason=reason)
                       .render(lang))
    return "\n".join(out) + "\n"


# --- JSON and CSV ----------------------------------------------------------------------

def _adjusted(r: TableResult) -> dict[str, str] | None:
    if not r.is_adjusted and r.reason is None:
        return None
    return {"law": r.reason.law if r.reason else "", "note": r.reason.note if r.reason else ""}


def to_json(score: SessionScore) -> dict[str, Any]:
    """The scored session as JSON-ready data (schema in ``docs/results-output.md``); numbers
    are floats rounded to four decimals."""
    session = score.session
    return {
        "event": session.event,
        "date": session.date,
        "method": score.method.value,
        "fields": list(score.fields),
        "standings": [
            {"rank": st.rank, "id": st.id, "names": st.contestant.label, "field": st.field,
             "total": _number(st.total), "percent": _number(st.percent),
             "penalty": _number(st.penalty), "boards": st.boards, "imps": _number(st.imps),
             "mean": _number(st.mean)}
            for st in score.standings
        ],
        "travellers": [
            {"board": t.board, "top": _number(t.top), "datum": _number(t.datum),
             "results": [
                 {"ns": line.result.ns, "ew": line.result.ew, "result": line.result.describe(),
                  "ns_points": _number(line.ns_points), "ew_points": _number(line.ew_points),
                  "ns_value": _number(line.ns), "ew_value": _number(line.ew),
                  "ns_percent": _number(line.percent(Side.NS)),
                  "ew_percent": _number(line.percent(Side.EW)),
                  "adjusted": _adjusted(line.result), "group": line.result.group}
                 for line in t.lines]}
            for t in score.travellers
        ],
        "matches": [
            {"home": m.home, "away": m.away, "round": m.round, "boards": list(m.boards),
             "board_count": m.played,
             "imps": [_number(m.imps[0]), _number(m.imps[1])],
             "margins": [_number(m.margins[0]), _number(m.margins[1])],
             "vps": [_number(m.vps[0]), _number(m.vps[1])] if m.vps is not None else None}
            for m in score.matches
        ],
        "problems": list(score.problems),
    }


def _csv(rows: Sequence[Sequence[str]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerows(rows)
    return buffer.getvalue()


def _csv_headers(keys: Sequence[str], lang: str) -> list[str]:
    return [Message(key).render(lang) for key in keys]


_RESULT_COLUMNS: Final = (
    "results.csv.board", "results.csv.ns", "results.csv.ew", "results.csv.result",
    "results.csv.ns-points", "results.csv.ew-points", "results.csv.ns-value",
    "results.csv.ew-value", "results.csv.law", "results.csv.note")
_STANDING_COLUMNS: Final = (
    "results.csv.rank", "results.csv.id", "results.csv.names", "results.csv.field",
    "results.csv.total", "results.csv.percent", "results.csv.penalty", "results.csv.boards",
    "results.csv.imps")


def to_csv(score: SessionScore, lang: str = "en") -> str:
    """One row per result: board, ns, ew, result, points, values (four decimals at most),
    and the law and note of an adjusted score. The column heads are in ``lang`` (in
    English, the names ``docs/results-output.md`` gives)."""
    rows = [_csv_headers(_RESULT_COLUMNS, lang)]
    for t in score.travellers:
        for line in t.lines:
            r = line.result
            rows.append([str(t.board), r.ns, r.ew, _result_text(r), _opt(line.ns_points, 4),
                         _opt(line.ew_points, 4), _opt(line.ns, 4), _opt(line.ew, 4),
                         r.reason.law if r.reason else "", r.reason.note if r.reason else ""])
    return _csv(rows)


def standings_csv(score: SessionScore, lang: str = "en") -> str:
    """One row per contestant: rank, id, names, field, total, percent, penalty, boards and
    (teams) IMPs; the column heads in ``lang``."""
    rows = [_csv_headers(_STANDING_COLUMNS, lang)]
    for st in score.standings:
        rows.append([st.rank, st.id, st.contestant.label, st.field, _short(st.total, 4),
                     _opt(st.percent, 4), _short(st.penalty, 4), str(st.boards),
                     _opt(st.imps, 4)])
    return _csv(rows)


# --- HTML ------------------------------------------------------------------------------

PAGE_WORDS: Final = page_words("en")
"""The words of the results in English; :func:`page_words` gives them in another
language, and :func:`to_html` takes others as ``words``."""

_SUIT_HTML: Final = {"S": '<span class="s">♠</span>', "H": '<span class="h">♥</span>',
                     "D": '<span class="d">♦</span>', "C": '<span class="c">♣</span>'}

_CSS: Final = """\
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;\
max-width:64em;padding:0 .6em 2em;color:#1d1d1d;line-height:1.35;overflow-wrap:break-word}
h1{font-size:1.5em;margin:.6em 0 .1em}
h2{font-size:1.25em;border-bottom:2px solid #2d5f8a;margin-top:1.4em;color:#2d5f8a}
h3{font-size:1.05em;margin:1.2em 0 .3em}
nav.top{display:flex;flex-wrap:wrap;gap:.3em 1em;margin:.4em 0}
a{color:#1f5a8c}
p.meta{color:#555;margin-top:0}
table{border-collapse:collapse;margin:.3em 0 .9em;font-size:.95em;width:100%}
table.dd{width:auto}
td.r{white-space:normal}
th,td{border:1px solid #c8c8c8;padding:.2em .45em;vertical-align:top}
th{background:#eef2f6;text-align:left;font-weight:600}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
td.n{white-space:nowrap}
td small,td .who{display:block;color:#555;font-size:.82em}
td .who{overflow-wrap:anywhere}
td .nw{white-space:nowrap}
tr.adjusted td{background:#fff6dd}
tr.ruling td{background:#eef6ee}
tr.note td{font-style:italic;border-top:none;font-size:.9em}
tr.note.adjusted td{background:#fff6dd}
tr.note.ruling td{background:#eef6ee}
.s,.c{color:#111}.h,.d{color:#c1121f}
ul.index{list-style:none;padding:0;display:grid;\
grid-template-columns:repeat(auto-fill,minmax(3em,1fr));gap:.3em}
ul.index a{display:block;text-align:center;border:1px solid #c8c8c8;padding:.25em 0;\
text-decoration:none;border-radius:.25em}
.board{display:flex;flex-wrap:wrap;gap:.4em 1.2em;align-items:flex-start}
.hands{display:grid;grid-template-columns:repeat(3,minmax(0,auto));gap:.1em .6em;\
font-size:.92em;border:1px solid #c8c8c8;padding:.4em;border-radius:.3em}
.hand{white-space:nowrap;font-variant-numeric:tabular-nums}
.hand b{display:block;font-size:.8em;color:#555}
.north{grid-column:2;grid-row:1}.west{grid-column:1;grid-row:2}
.east{grid-column:3;grid-row:2}.south{grid-column:2;grid-row:3}
.mid{grid-column:2;grid-row:2;font-size:.8em;color:#555;align-self:center;\
text-align:center}
table.dd{font-size:.85em}table.dd td,table.dd th{padding:.1em .35em;text-align:center}
.wide{max-width:100%}
ul.problems li{color:#a00}
@media (min-width:700px){table{width:auto;min-width:60%}table.dd{min-width:0}}
@media (max-width:600px){body{font-size:15px}table{font-size:.86em}\
th,td{padding:.15em .25em}.hands{font-size:.88em}}"""


def _suits(text: str) -> str:
    """Escaped ``text`` with the suit letters of contracts and cards as symbols:
    ``4S N +1 HK`` becomes 4♠ N +1 ♥K (NT stays NT)."""
    out = []
    for word in text.split(" "):
        m = re.fullmatch(r"([1-7])([SHDC])(X{0,2})", word)
        if m:
            out.append(f"{m.group(1)}{_SUIT_HTML[m.group(2)]}{m.group(3)}")
            continue
        m = re.fullmatch(r"([SHDC])([2-9TJQKA])", word)
        if m:
            out.append(f"{_SUIT_HTML[m.group(1)]}{m.group(2).replace('T', '10')}")
            continue
        out.append(html.escape(word))
    return " ".join(out)


def _result_html(r: TableResult) -> str:
    """The result with suit symbols, kept on one line; the opening lead below it."""
    if isinstance(r.outcome, Played) and r.outcome.lead is not None and not r.is_split:
        text = str(r.outcome).rsplit(" ", 1)[0]
        lead = _suits(str(r.outcome.lead))
        extra = f" [{html.escape(r.group)}]" if r.group else ""
        return f'<span class="nw">{_suits(text)}{extra}</span><small>{lead}</small>'
    return f'<span class="nw">{_suits(_result_text(r))}</span>'


def _value_html(value: Fraction | None, percent: Fraction | None) -> str:
    """A board's value, with its percentage below it at matchpoints."""
    text = html.escape(_fixed_value(value))
    if percent is not None:
        text += f"<small>{html.escape(_fixed(percent, 2))}%</small>"
    return text


def _cell(content: str, align: str = "L", raw: bool = False) -> str:
    """A cell: ``R`` right-aligned number, ``N`` text that does not wrap, ``L`` text."""
    body = content if raw else html.escape(content)
    cls = {"R": ' class="n"', "N": ' class="r"'}.get(align, "")
    return f"<td{cls}>{body}</td>"


def _head(headers: Sequence[str], numeric: str) -> str:
    cells = "".join(f'<th class="n">{html.escape(h)}</th>' if n == "R"
                    else f"<th>{html.escape(h)}</th>" for h, n in zip(headers, numeric,
                                                                      strict=True))
    return f"<thead><tr>{cells}</tr></thead>"


def _html_table(headers: Sequence[str], rows: Sequence[tuple[Sequence[str], str]],
                numeric: str, extra: Sequence[str | None] = ()) -> list[str]:
    """An HTML table; each row has a class (or ""), ``numeric`` flags right-aligned
    columns, and ``extra`` holds text for a full-width row below each row (or None).
    Cells are HTML already (escape them first)."""
    out = ["<table>", _head(headers, numeric), "<tbody>"]
    for index, (cells, cls) in enumerate(rows):
        attr = f' class="{html.escape(cls)}"' if cls else ""
        tds = "".join(_cell(c, n, raw=True) for c, n in zip(cells, numeric, strict=True))
        out.append(f"<tr{attr}>{tds}</tr>")
        note = extra[index] if index < len(extra) else None
        if note is not None:
            out.append(f'<tr class="note {html.escape(cls)}"><td colspan="{len(headers)}">'
                       f"{note}</td></tr>")
    out += ["</tbody>", "</table>"]
    return out


def _anchor(ident: str) -> str:
    """An id for a contestant's card: letters, digits, ``-`` and ``_`` kept, others coded."""
    return "card-" + "".join(c if c.isascii() and (c.isalnum() or c in "-_") else
                             f"_{ord(c):x}" for c in ident)


def _fixed_value(value: Fraction | None, places: int = 2) -> str:
    return "" if value is None else _fixed(value, places)


def _hand_html(deal: Deal, seat: Seat, words: dict[str, str]) -> str:
    hand = deal[seat]
    lines = []
    for suit in ("S", "H", "D", "C"):
        ranks = "".join(str(c)[1:] for c in sorted(hand, reverse=True) if str(c)[0] == suit)
        lines.append(f"{_SUIT_HTML[suit]} {html.escape(ranks.replace('T', '10')) or '—'}")
    name = seat.name.lower()
    return (f'<div class="hand {name}"><b>{html.escape(words[seat.name[0]])}</b>'
            + "<br>".join(lines) + "</div>")


def _dd_html(dd: DoubleDummy, words: dict[str, str]) -> list[str]:
    heads = "".join(f"<th>{_SUIT_HTML.get(s, 'NT')}</th>" for s in dd_strains())
    out = [f'<table class="dd" aria-label="{html.escape(words["makeable"])}">',
           f"<thead><tr><th></th>{heads}</tr></thead>", "<tbody>"]
    for seat in "NSEW":
        seat_index = "NESW".index(seat)
        cells = "".join(f"<td>{dd.tricks[s][seat_index]}</td>" for s in dd_strains())
        out.append(f"<tr><th>{html.escape(words[seat])}</th>{cells}</tr>")
    par = ", ".join(_suits(_par_text(c)) for c in dd.par_contracts)
    out += ["</tbody>", "</table>",
            f'<p class="par">{html.escape(words["par"])}: {dd.par_score:+d} {par}</p>']
    return out


def _par_text(contract: str) -> str:
    """endplay's ``4SN=`` or ``3NTEW+1`` as ``4S N =``."""
    for symbol, letter in zip("♠♥♦♣", "SHDC", strict=True):
        contract = contract.replace(symbol, letter)
    m = re.fullmatch(r"([1-7])(NT|[SHDC])(X{0,2})([NESW]+)([=+-][0-9]*)", contract)
    if not m:
        return contract
    return f"{m.group(1)}{m.group(2)}{m.group(3)} {m.group(4)} {m.group(5)}"


def _reason_html(r: TableResult, words: dict[str, str],
                 lang: str) -> tuple[str, str] | None:
    """The class and note of a result with a director's reason: ``adjusted`` for an
    adjusted score, ``ruling`` for a ruling that let the result stand."""
    reason = _reason_text(r, lang)
    if reason is None:
        return None
    if r.is_adjusted:
        return "adjusted", f"{html.escape(words['adjusted'])}: {html.escape(reason)}"
    return "ruling", f"{html.escape(words['ruling'])}: {html.escape(reason)}"


def _who(score: SessionScore, ident: str, link: bool = True) -> str:
    """A contestant's number linked to its card, with the names below."""
    session = score.session
    if ident in session.phantoms:
        return html.escape(ident)
    label = session.contestants[ident].label if ident in session.contestants else ""
    number = (f'<a href="#{_anchor(ident)}">{html.escape(ident)}</a>' if link
              else html.escape(ident))
    return number + (f'<span class="who">{html.escape(label)}</span>' if label else "")


def _penalty_notes(score: SessionScore, words: dict[str, str],
                   lang: str) -> dict[str, list[str]]:
    notes: dict[str, list[str]] = {}
    for p in score.session.penalties:
        reason = _reason(p.reason, lang) or words["no reason"]
        notes.setdefault(p.contestant, []).append(
            f"{words['penalty']} {_short(p.amount)}{p.unit.value}: {reason}")
    return notes


def dd_strains() -> tuple[str, ...]:
    return STRAINS


def to_html(score: SessionScore, *, lang: str = "en", words: dict[str, str] | None = None,
            double_dummy: bool = True) -> str:
    """A standalone HTML5 page a club can publish as is (UTF-8, inline CSS, no script):
    the ranking with links to each contestant's score card, an index of the boards, and
    for each board its hand diagram (from the session's deals), its double-dummy tricks
    and par (when the ``dd`` extra is installed and ``double_dummy``), and its traveller
    with names and percentages; the adjusted scores, rulings and penalties with their
    reasons. Suits are shown as symbols, numbers with fixed decimals, and the layout fits
    a 390-pixel phone without scrolling sideways. ``lang`` is the page's language
    (the ``lang`` attribute, and the language of its words: :func:`page_words`),
    ``words`` any words to replace. All text is escaped."""
    w = {**page_words(lang), **(words or {})}
    e = html.escape
    session = score.session
    title = session.event or w["results"]
    mp = score.method is Method.MATCHPOINTS
    unit = w.get(_unit(score), _unit(score))
    meta = " · ".join(p for p in (session.club, session.date, _method(score, lang)) if p)
    kind = w[_kind(score)]
    out = ["<!DOCTYPE html>", f'<html lang="{e(lang)}">', "<head>", '<meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{e(_title(score, lang))}</title>", f"<style>\n{_CSS}\n</style>", "</head>",
           '<body id="top">', f"<h1>{e(title)}</h1>", f'<p class="meta">{e(meta)}</p>',
           '<nav class="top">', f'<a href="#ranking">{e(w["ranking"])}</a>']
    if score.matches:
        out.append(f'<a href="#matches">{e(w["matches"])}</a>')
    out += [f'<a href="#boards">{e(w["boards"])}</a>',
            f'<a href="#cards">{e(w["cards"])}</a>', "</nav>",
            '<section id="ranking">', f"<h2>{e(w['ranking'])}</h2>"]
    penalties = _penalty_notes(score, w, lang)
    for heading, members in _fields(score):
        if heading:
            out.append(f"<h3>{e(w.get(heading, heading))}</h3>")
        more, more_align, means = _more_heads(score, w)
        headers = [w["rank"], kind, w[_total_unit(score)], *more]
        align = "LLR" + more_align
        rows: list[tuple[Sequence[str], str]] = []
        notes: list[str | None] = []
        for st in members:
            total = _total(score, st.total) if score.method is Method.TEAMS else _fixed(
                st.total, 2)
            row = [e(st.rank), _who(score, st.id), e(total)]
            if mp:
                row.append(e(_percent(st.percent)))
            if score.method is Method.TEAMS:
                row.append(e(_fixed_value(st.imps)))
            if means:
                row += [str(st.boards), e(_fixed_value(st.mean))]
            rows.append((row, "adjusted" if st.penalty else ""))
            reasons = penalties.get(st.id)
            notes.append(e("; ".join(reasons)) if reasons else None)
        out += _html_table(headers, rows, align, notes)
    out.append("</section>")
    if score.matches:
        headers, mrows, malign = _match_rows(score, lang)
        out += ['<section id="matches">', f"<h2>{e(w['matches'])}</h2>",
                *_html_table(headers, [([e(c) for c in r], "") for r in mrows], malign),
                "</section>"]
    out += ['<section id="boards">', f"<h2>{e(w['boards'])}</h2>", '<ul class="index">',
            *(f'<li><a href="#board-{t.board}">{t.board}</a></li>' for t in score.travellers),
            "</ul>"]
    for traveller in score.travellers:
        out += _board_html(score, traveller, w, unit, mp, double_dummy, lang)
    out.append("</section>")
    out += ['<section id="cards">', f"<h2>{e(w['cards'])}</h2>"]
    for st in score.standings:
        out += _card_html(score, st, w, unit, mp, penalties.get(st.id, []), lang)
    out.append("</section>")
    if score.problems:
        out += ['<section id="problems">', f"<h2>{e(w['problems'])}</h2>",
                '<ul class="problems">', *(f"<li>{e(p)}</li>" for p in score.problems),
                "</ul>", "</section>"]
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"


def _board_html(score: SessionScore, traveller: Traveller, w: dict[str, str], unit: str,
                mp: bool, double_dummy: bool, lang: str) -> list[str]:
    e = html.escape
    session = score.session
    board = session.board(traveller.board)
    vul = {Vulnerability.NONE: w["none"], Vulnerability.BOTH: w["all"],
           Vulnerability.NS: w["ns"], Vulnerability.EW: w["ew"]}[board.vulnerability]
    facts = [f"{w['dealer']} {w[board.dealer.name[0]]}", f"{w['vul']} {vul}"]
    if traveller.top is not None:
        facts.append(f"{w['top']} {_fixed(traveller.top, 2)}")
    if traveller.datum is not None:
        facts.append(f"{w['datum']} {_short(traveller.datum)}")
    out = [f'<h3 id="board-{traveller.board}">{e(w["board"])} {traveller.board}</h3>',
           '<div class="board">']
    deal = session.deals.get(traveller.board)
    if deal is not None:
        out += ['<div class="hands">',
                *(_hand_html(deal, seat, w) for seat in Seat),
                f'<div class="mid">{e(w["board"])} {traveller.board}<br>'
                f'{"<br>".join(e(f) for f in facts)}</div>', "</div>"]
        dd = analyse(deal, board) if double_dummy else None
        if dd is not None:
            out += ["<div>", *_dd_html(dd, w), "</div>"]
    else:
        out.append(f'<p class="meta">{e(" · ".join(facts))}</p>')
    out.append("</div>")
    headers = [w["ns"], w["ew"], w["result"], f"{w['score']} {w['ns']}",
               f"{w['ns']} {unit}" + (" %" if mp else ""),
               f"{w['ew']} {unit}" + (" %" if mp else "")]
    align = "LLNRRR"
    rows: list[tuple[Sequence[str], str]] = []
    notes: list[str | None] = []
    for line in traveller.lines:
        r = line.result
        ns_who = "<br>".join(_who(score, p) for p in r.players_of(Side.NS))
        ew_who = "<br>".join(_who(score, p) for p in r.players_of(Side.EW))
        if line.ns_points is not None and (line.ew_points is None or
                                           line.ns_points == -line.ew_points):
            points = _short(line.ns_points)
        elif line.ns_points is None and line.ew_points is None:
            points = ""
        else:
            points = " / ".join(_opt(p) for p in (line.ns_points, line.ew_points))
        row = [ns_who, ew_who, _result_html(r), e(points),
               _value_html(line.ns, line.percent(Side.NS)),
               _value_html(line.ew, line.percent(Side.EW))]
        reason = _reason_html(r, w, lang)
        rows.append((row, reason[0] if reason else ""))
        notes.append(reason[1] if reason else None)
    out += _html_table(headers, rows, align, notes)
    out.append(f'<p><a href="#top">{e(w["to top"])}</a></p>')
    return out


def _card_html(score: SessionScore, st: Standing, w: dict[str, str], unit: str, mp: bool,
               penalties: Sequence[str], lang: str) -> list[str]:
    e = html.escape
    label = st.contestant.label
    out = [f'<h3 id="{_anchor(st.id)}">{e(w["card of"])}: {e(st.id)}'
           + (f" · {e(label)}" if label else "") + "</h3>"]
    headers = [w["round"], w["board"], w["dir"], w["opp"], w["result"], w["score"],
               unit + (" %" if mp else "")]
    align = "RRLLNRR"
    rows: list[tuple[Sequence[str], str]] = []
    notes: list[str | None] = []
    for c in score.card(st.id):
        row = [str(c.round) if c.round is not None else "",
               f'<a href="#board-{c.board}">{c.board}</a>', e(w[c.side.name.lower()]),
               _who(score, c.opponents), _result_html(c.result), e(_opt(c.points)),
               _value_html(c.value, c.percent)]
        reason = _reason_html(c.result, w, lang)
        rows.append((row, reason[0] if reason else ""))
        notes.append(reason[1] if reason else None)
    out += _html_table(headers, rows, align, notes)
    final = f"{w['final']}: {_fixed(st.total, 2)} {w.get(_total_unit(score), _total_unit(score))}"
    if st.percent is not None:
        final += f", {_percent(st.percent)}%"
    final += f", {w['rank'].lower()} {st.rank}"
    out.append(f"<p>{e(final)}</p>")
    out += [f'<p class="meta">{e(p)}</p>' for p in penalties]
    out.append(f'<p><a href="#top">{e(w["to top"])}</a></p>')
    return out


# --- PBN -------------------------------------------------------------------------------

_SECTION_TOKEN: Final = re.compile(r'^[!#$&-:<-Z\\^-z|~]+$')  # ASCII 33-126 but []{};"%


def _pbn_quote(value: str) -> str:
    """A PBN string token (PBN 2.1, 3.2): quotes around, ``\\`` and ``"`` escaped."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _pbn_token(value: str) -> str:
    """A table element: a section token if it can be one, else a string token."""
    return value if _SECTION_TOKEN.match(value) else _pbn_quote(value)


def _pbn_date(text: str) -> str:
    """``YYYY.MM.DD`` from an ISO, PBN or day/month/year date; ``?`` otherwise."""
    m = re.fullmatch(r"([0-9]{4})[-./]([0-9]{1,2})[-./]([0-9]{1,2})", text.strip())
    if m:
        return f"{m[1]}.{int(m[2]):02d}.{int(m[3]):02d}"
    m = re.fullmatch(r"([0-9]{1,2})[-./]([0-9]{1,2})[-./]([0-9]{4})", text.strip())
    if m:
        return f"{m[3]}.{int(m[2]):02d}.{int(m[1]):02d}"
    return "?"


def _pbn_scoring(score: SessionScore) -> str:
    """The Scoring tag (PBN 2.1, 3.4.12): a basic system and modifiers."""
    regs = score.session.regulations
    if score.method is Method.MATCHPOINTS:
        beat = regs.matchpoint_scale.value[0]
        return "MP;MP1" if beat == 2 else "MP;MP2"
    if score.method is Method.BUTLER:
        datum = regs.butler_datum.value
        return {"mean": "IMP;Butler-2", "median": "IMP;Butler;Median"}.get(datum, "IMP;Butler")
    if score.method is Method.CROSS_IMPS:
        return "IMP;Cross2" if regs.cross_imps_average else "IMP;Cross"
    if score.method is Method.TOTAL_POINTS:
        return "TotalPoints"
    return "IMP"


def _pbn_table(name: str, columns: Sequence[tuple[str, str, Sequence[str]]]) -> list[str]:
    """A table section: the tag with each column's name, minimum width and alignment, then
    one line per row, elements padded to the column's width (PBN 2.1, 5.2)."""
    widths = [max([1, *(len(c) for c in cells)]) for _, _, cells in columns]
    spec = ";".join(f"{title}\\{w}{align}"
                    for (title, align, _), w in zip(columns, widths, strict=True))
    out = [f"[{name} {_pbn_quote(spec)}]"]
    count = len(columns[0][2]) if columns else 0
    for row in range(count):
        cells = [cell[row].rjust(w) if align == "R" else cell[row].ljust(w)
                 for (_, align, cell), w in zip(columns, widths, strict=True)]
        out.append(" ".join(cells).rstrip())
    return out


def _artificial_mark(outcome: Outcome) -> str:
    return "^" if isinstance(outcome, Artificial | BetterOf) else ""


def _score_table(score: SessionScore, traveller: Traveller) -> list[str]:
    mp = score.method is Method.MATCHPOINTS
    cols: dict[str, list[str]] = {name: [] for name in (
        "PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "Score_NS", "Score_EW",
        "MP_NS", "MP_EW", "IMP_NS", "IMP_EW", "Percentage_NS", "Percentage_EW")}
    for line in traveller.lines:
        r = line.result
        cols["PairId_NS"].append(_pbn_token(r.ns))
        cols["PairId_EW"].append(_pbn_token(r.ew))
        played = _table_result(line)
        if played is not None and played.contract is not None:
            assert played.contract.declarer is not None
            contract = str(played.contract).split()[0]
            declarer, tricks = str(played.contract.declarer), str(played.tricks)
        elif played is not None:
            contract, declarer, tricks = "Pass", "-", "-"
        else:
            contract, declarer, tricks = "-", "-", "-"
        cols["Contract"].append(contract)
        cols["Declarer"].append(declarer)
        cols["Result"].append(tricks)
        ns_pts, ew_pts = _score_columns(line)
        mark = "" if played is not None else "^"  # not a table's trick score
        cols["Score_NS"].append(mark + ns_pts if ns_pts else "-")
        cols["Score_EW"].append(mark + ew_pts if ew_pts else "-")
        for side, suffix in ((Side.NS, "_NS"), (Side.EW, "_EW")):
            value = line.value(side)
            mark = _artificial_mark(r.outcome_for(side))
            text = mark + _short(value) if value is not None else "-"
            cols[("MP" if mp else "IMP") + suffix].append(text)
            percent = line.percent(side)
            cols["Percentage" + suffix].append(
                mark + _fixed(percent, 2) if percent is not None else "-")
    names = ["PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "Score_NS",
             "Score_EW"]
    if mp:
        names += ["MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW"]
    elif score.method is not Method.TOTAL_POINTS:
        names += ["IMP_NS", "IMP_EW"]
    left = {"Contract"}
    return _pbn_table("ScoreTable", [(n, "L" if n in left else "R", cols[n]) for n in names])


def _total_score_table(score: SessionScore) -> list[str]:
    fields = len(score.fields) > 1
    cols: dict[str, list[str]] = {n: [] for n in (
        "Rank", "Direction", "PairId", "Names", "TotalMP", "TotalPercentage", "TotalIMP",
        "TotalVP", "TotalScore", "NrBoards")}
    for st in score.standings:
        cols["Rank"].append(st.rank)
        cols["Direction"].append(st.field or "-")
        cols["PairId"].append(_pbn_token(st.id))
        label = st.contestant.label
        cols["Names"].append(_pbn_quote(label) if label else "?")
        cols["TotalMP"].append(_short(st.total))
        cols["TotalPercentage"].append(_fixed(st.percent, 2) if st.percent is not None
                                       else "-")
        cols["TotalIMP"].append(_short(st.imps if st.imps is not None else st.total))
        cols["TotalVP"].append(_total(score, st.total))
        cols["TotalScore"].append(_short(st.total))
        cols["NrBoards"].append(str(st.boards))
    names = ["Rank", *(["Direction"] if fields else []), "PairId", "Names"]
    names += {
        Method.MATCHPOINTS: ["TotalMP", "TotalPercentage"],
        Method.TEAMS: ["TotalVP", "TotalIMP"],
        Method.TOTAL_POINTS: ["TotalScore"],
    }.get(score.method, ["TotalIMP"])
    names.append("NrBoards")
    return _pbn_table("TotalScoreTable",
                      [(n, "L" if n in ("Names", "Direction") else "R", cols[n]) for n in names])


def to_pbn(score: SessionScore, *, site: str = "?") -> str:
    """The session in PBN 2.1 export format (CRLF line ends): a game per board with the
    fifteen mandatory tags (``?`` where unknown) and a ScoreTable of the board's results;
    the first game also carries the TotalScoreTable (PBN 2.1, chapter 5)."""
    session = score.session
    out = ["% PBN 2.1", "% EXPORT"]
    for index, traveller in enumerate(score.travellers):
        if index:
            out.append("")
        board = session.board(traveller.board)
        deal = board.deal.to_pbn(board.dealer) if board.deal is not None else "?"
        tags = [("Event", session.event or "?"), ("Site", site or "?"),
                ("Date", _pbn_date(session.date)), ("Board", str(traveller.board)),
                ("West", "?"), ("North", "?"), ("East", "?"), ("South", "?"),
                ("Dealer", str(board.dealer)), ("Vulnerable", board.vulnerability.pbn),
                ("Deal", deal), ("Scoring", _pbn_scoring(score)), ("Declarer", "?"),
                ("Contract", "?"), ("Result", "?")]
        out += [f"[{name} {_pbn_quote(value)}]" for name, value in tags]
        out += _score_table(score, traveller)
        if index == 0 and score.standings:
            out += _total_score_table(score)
    out.append("")
    return "\r\n".join(out) + "\r\n"


# --- USEBIO ----------------------------------------------------------------------------

def _usebio_date(text: str) -> str:
    """``DD/MM/YYYY`` as USEBIO files give it, from an ISO or PBN date."""
    pbn = _pbn_date(text)
    if pbn == "?":
        return text
    year, month, day = pbn.split(".")
    return f"{day}/{month}/{year}"


_XML_UNSAFE: Final = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _sub(parent: ET.Element, tag: str, text: str | None = None,
         attrib: dict[str, str] | None = None) -> ET.Element:
    element = ET.SubElement(parent, tag, attrib or {})
    if text is not None:
        element.text = _XML_UNSAFE.sub("", text)  # XML 1.0 cannot hold control characters
    return element


_BOARD_SCORING: Final = {
    Method.MATCHPOINTS: "MATCH_POINTS",
    Method.BUTLER: "BUTLER_IMPS",
    Method.CROSS_IMPS: "CROSS_IMPS",
    Method.TOTAL_POINTS: "AGGREGATE",
    Method.IMPS: "IMPS",
    Method.TEAMS: "IMPS",
}
_LINE_VALUES: Final = {
    Method.MATCHPOINTS: ("NS_MATCH_POINTS", "EW_MATCH_POINTS"),
    Method.BUTLER: ("NS_BUTLER_POINTS", "EW_BUTLER_POINTS"),
    Method.CROSS_IMPS: ("NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"),
}


def _traveller_line(score: SessionScore, parent: ET.Element, line: Line,
                    team: str | None = None) -> None:
    """One TRAVELLER_LINE; at teams, ``team`` is the MATCH's TEAM and DIRECTION says where
    it sat at this table (NS or EW), as USEBIO readers take a teams traveller line."""
    r = line.result
    element = _sub(parent, "TRAVELLER_LINE")
    if team is not None:
        _sub(element, "DIRECTION", "NS" if r.ns == team else "EW")
    _sub(element, "NS_PAIR_NUMBER", r.ns)
    _sub(element, "EW_PAIR_NUMBER", r.ew)
    played = _table_result(line)
    if played is not None:
        if played.contract is None:
            _sub(element, "CONTRACT", "PASSED")
        else:
            _sub(element, "CONTRACT", str(played.contract).split()[0])
            _sub(element, "PLAYED_BY", str(played.contract.declarer))
            if played.lead is not None:
                _sub(element, "LEAD", str(played.lead))
            _sub(element, "TRICKS", str(played.tricks))
        if line.ns_points is not None:
            _sub(element, "SCORE", _short(line.ns_points))
    names = _LINE_VALUES.get(score.method)
    if names is not None:
        for name, value in zip(names, (line.ns, line.ew), strict=True):
            if value is not None:
                _sub(element, name, _short(value))
    reason = _reason_text(r)
    if reason is not None:
        comment = f"adjusted: {r.describe()}; {reason}"
        while "--" in comment:  # not allowed in an XML comment
            comment = comment.replace("--", "-")
        element.append(ET.Comment(_XML_UNSAFE.sub("", f" {comment} ").replace("--", "- -")))


def _players(parent: ET.Element, names: Sequence[str], numbers: Sequence[str]) -> None:
    """A PLAYER per name, with its membership number as NATIONAL_ID_NUMBER when the
    session file gives the numbers (``numbers`` on a ``pair`` line)."""
    for index, name in enumerate(names):
        player = _sub(parent, "PLAYER")
        _sub(player, "PLAYER_NAME", name)
        if index < len(numbers) and numbers[index]:
            _sub(player, "NATIONAL_ID_NUMBER", numbers[index])


USEBIO_DOCTYPE: Final = '<!DOCTYPE USEBIO SYSTEM "http://www.usebio.org/files/usebio_v1_2.dtd">'
PROGRAM_NAME: Final = "bridgelaws"


def to_usebio(score: SessionScore, *, club: str = "") -> str:
    """The session as USEBIO 1.2 XML: event, participants with their places and scores, and
    the travellers (for teams, the matches with their boards). Element names follow the
    EBU's USEBIO 1.2 as used by published readers and writers (``docs/results-output.md``).
    ``club`` names the CLUB; without it, the session file's ``club`` line does."""
    session = score.session
    teams = session.teams
    root = ET.Element("USEBIO", {"Version": "1.2"})
    club = club or session.club
    if club:
        _sub(_sub(root, "CLUB"), "CLUB_NAME", club)
    event = _sub(root, "EVENT", attrib={"EVENT_TYPE": "TEAMS" if teams else "PAIRS"})
    _sub(event, "PROGRAM_NAME", PROGRAM_NAME)
    _sub(event, "PROGRAM_VERSION", __version__)
    if session.event:
        _sub(event, "EVENT_DESCRIPTION", session.event)
    if session.date:
        _sub(event, "DATE", _usebio_date(session.date))
    _sub(event, "BOARD_SCORING_METHOD", _BOARD_SCORING[score.method])
    if teams:
        _sub(event, "MATCH_SCORING_METHOD", "VPS" if score.method is Method.TEAMS else "IMPS")
    _sub(event, "BOARDS_PLAYED", str(len(score.travellers)))
    if not teams:
        _sub(event, "WINNER_TYPE", str(len(score.fields)))
    section = _sub(_sub(event, "SESSION", attrib={"SESSION_ID": "1"}), "SECTION",
                   attrib={"SECTION_ID": "A"})
    participants = _sub(section, "PARTICIPANTS")
    for st in score.standings:
        c = st.contestant
        if teams:
            entry = _sub(participants, "TEAM", attrib={"TEAM_ID": c.id, "TEAM_NAME": c.label})
        else:
            entry = _sub(participants, "PAIR")
            _sub(entry, "PAIR_NUMBER", c.id)
            if st.field:
                _sub(entry, "DIRECTION", st.field)
        _sub(entry, "PLACE", st.rank)
        if st.percent is not None:
            _sub(entry, "PERCENTAGE", _fixed(st.percent, 2))
        _sub(entry, "TOTAL_SCORE", _total(score, st.total))
        _players(entry, c.names, c.numbers)
    if teams:
        by_board = {t.board: t for t in score.travellers}
        for m in score.matches:
            match = _sub(section, "MATCH")
            _sub(match, "TEAM", m.home)
            _sub(match, "OPPOSING_TEAM", m.away)
            scores = m.vps if m.vps is not None else m.imps
            _sub(match, "TEAM_SCORE", _total(score, scores[0]))
            _sub(match, "OPPOSING_TEAM_SCORE", _total(score, scores[1]))
            for number in m.boards:
                board = _sub(match, "BOARD")
                _sub(board, "BOARD_NUMBER", str(number))
                for line in by_board[number].lines:
                    if {line.result.ns, line.result.ew} == {m.home, m.away}:
                        _traveller_line(score, board, line, m.home)
    else:
        for traveller in score.travellers:
            board = _sub(section, "BOARD")
            _sub(board, "BOARD_NUMBER", str(traveller.board))
            for line in traveller.lines:
                _traveller_line(score, board, line)
    ET.indent(root)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + USEBIO_DOCTYPE + "\n"
            + ET.tostring(root, encoding="unicode") + "\n")


# --- events of several sessions --------------------------------------------------------

def event_ranking_text(event: EventScore, lang: str = "en") -> str:
    """The cumulative ranking of an event as plain text in ``lang``: rank, number, names,
    each session's total (S1, S2, ...), the carry-over when there is any, the total, and
    the percentage at matchpoints."""
    last = event.sessions[-1]
    w = page_words(lang)
    title = Message("results.event.title", event=last.session.event or w["event"],
                    count=len(event.sessions),
                    method=Message(_METHOD_KEYS[event.method]).render(lang)).render(lang)
    out = [title, "=" * len(title), ""]
    carry = any(st.carry for st in event.standings)
    headers = [w["rank"], w[_kind(last)], w["names"],
               *(Message("results.column.session", number=i).render(lang)
                 for i in range(1, len(event.sessions) + 1))]
    align = "LRL" + "R" * len(event.sessions)
    if carry:
        headers.append(w["carry"])
        align += "R"
    headers.append(w[_total_unit(last)])
    align += "R"
    if event.method is Method.MATCHPOINTS:
        headers.append(w["%"])
        align += "R"
    rows = []
    for st in event.standings:
        row = [st.rank, st.id, st.contestant.label,
               *(_total(last, s.total) if s is not None else "-" for s in st.sessions)]
        if carry:
            row.append(_short(st.carry))
        row.append(_total(last, st.total))
        if event.method is Method.MATCHPOINTS:
            row.append(_percent(st.percent))
        rows.append(row)
    out += _table(headers, rows, align)
    return "\n".join(out) + "\n"


def event_to_json(event: EventScore) -> dict[str, Any]:
    """The event as JSON-ready data: each session as :func:`to_json` gives it, and the
    cumulative standings with each contestant's session figures."""
    return {
        "method": event.method.value,
        "sessions": [to_json(score) for score in event.sessions],
        "standings": [
            {"rank": st.rank, "id": st.id, "names": st.contestant.label,
             "sessions": [None if s is None else
                          {"rank": s.rank, "total": _number(s.total),
                           "percent": _number(s.percent), "boards": s.boards}
                          for s in st.sessions],
             "carry": _number(st.carry), "total": _number(st.total),
             "percent": _number(st.percent), "boards": st.boards}
            for st in event.standings
        ],
    }
