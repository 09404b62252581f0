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
from typing import Any, Final

from bridgelaws.scoring.event import EventScore
from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    BetterOf,
    Outcome,
    Played,
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
from bridgelaws.values.cards import Side

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

_METHOD_NAMES: Final = {
    Method.MATCHPOINTS: "matchpoints",
    Method.BUTLER: "Butler IMPs",
    Method.CROSS_IMPS: "cross-IMPs",
    Method.TOTAL_POINTS: "total points",
    Method.IMPS: "team IMPs",
    Method.TEAMS: "team IMPs converted to victory points",
}
_FIELD_NAMES: Final = {"NS": "North-South", "EW": "East-West"}


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

def _title(score: SessionScore) -> str:
    session = score.session
    parts = [session.event or "Results", session.date, _METHOD_NAMES[score.method]]
    return " — ".join(p for p in parts if p)


def _kind(score: SessionScore) -> str:
    return "Team" if score.session.teams else "Player" if score.session.individual else "Pair"


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


def _fields(score: SessionScore) -> list[tuple[str, list[Standing]]]:
    """The standings by field, each with its heading (empty for a single field)."""
    out = []
    for fld in score.fields:
        members = [s for s in score.standings if s.field == fld]
        out.append((_FIELD_NAMES.get(fld, fld), members))
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


def _reason_text(r: TableResult) -> str | None:
    """``Law 12C1(c): hesitation before 4S`` for an adjusted score, else None."""
    if not r.is_adjusted and r.reason is None:
        return None
    return str(r.reason) if r.reason is not None and str(r.reason) else "no reason given"


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

def _ranking_rows(score: SessionScore, members: Sequence[Standing],
                  penalties: bool) -> tuple[list[str], list[list[str]], str]:
    headers = ["Rank", _kind(score), "Names", _total_unit(score)]
    align = "LRLR"
    if score.method is Method.MATCHPOINTS:
        headers.append("%")
        align += "R"
    if score.method is Method.TEAMS:
        headers.append("IMPs")
        align += "R"
    means = any(st.mean is not None for st in score.standings)
    if means:
        headers += ["Boards", "Mean"]
        align += "RR"
    if penalties:
        headers.append("Penalty")
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


def _match_rows(score: SessionScore) -> tuple[list[str], list[list[str]], str]:
    rounds = any(m.round is not None for m in score.matches)
    headers = ["Round"] * rounds + ["Home", "Away", "Boards", "IMPs", "VPs"]
    rows = []
    for m in score.matches:
        vps = (f"{_total(score, m.vps[0])} / {_total(score, m.vps[1])}"
               if m.vps is not None else "")
        row = [f"{m.home} {_label(score, m.home)}".strip(),
               f"{m.away} {_label(score, m.away)}".strip(),
               _boards_text(m), f"{_short(m.imps[0])} / {_short(m.imps[1])}", vps]
        rows.append([str(m.round or "")] * rounds + row)
    return headers, rows, "R" * rounds + "LLLRR"


def _boards_text(m: MatchScore) -> str:
    if not m.boards and m.board_count is not None:
        return f"{m.board_count} boards"
    boards = list(m.boards)  # a run: ascending, each once, the ends as far apart as it is long
    if (len(boards) > 1 and boards[-1] - boards[0] == len(boards) - 1
            and boards == sorted(set(boards))):
        return f"{boards[0]}-{boards[-1]}"
    return ",".join(str(b) for b in boards)


def ranking_text(score: SessionScore) -> str:
    """The ranking as plain text: a table per field (rank, number, names, total, percentage
    at matchpoints, penalty if any), the team matches, then any problems."""
    title = _title(score)
    out = [title, "=" * len(title), ""]
    penalties = any(st.penalty for st in score.standings)
    for heading, members in _fields(score):
        if heading:
            out += [heading, "-" * len(heading)]
        headers, rows, align = _ranking_rows(score, members, penalties)
        out += [*_table(headers, rows, align), ""]
    if score.matches:
        out += ["Matches", "-------"]
        headers, rows, align = _match_rows(score)
        out += [*_table(headers, rows, align), ""]
    if score.problems:
        out += ["Problems:", *(f"- {p}" for p in score.problems), ""]
    return "\n".join(out).rstrip("\n") + "\n"


def _board_heading(score: SessionScore, traveller: Traveller, sep: str = "   ") -> str:
    board = score.session.board(traveller.board)
    parts = [f"Board {traveller.board}", f"Dealer {board.dealer}",
             f"Vul {board.vulnerability}"]
    if traveller.top is not None:
        parts.append(f"Top {_short(traveller.top)}")
    if traveller.datum is not None:
        parts.append(f"Datum {_short(traveller.datum)}")
    return sep.join(parts)


def travellers_text(score: SessionScore) -> str:
    """Every board's traveller: board, dealer, vulnerability (and top or Butler datum),
    then a line per result with the adjusted scores' reasons below them."""
    unit = _unit(score)
    out = [_title(score), ""]
    for traveller in score.travellers:
        out.append(_board_heading(score, traveller))
        headers = ["NS", "EW", "Result", "NS pts", "EW pts", f"NS {unit}", f"EW {unit}"]
        rows = []
        for line in traveller.lines:
            ns_pts, ew_pts = _score_columns(line)
            rows.append([line.result.ns, line.result.ew, _result_text(line.result),
                         ns_pts, ew_pts, _opt(line.ns), _opt(line.ew)])
        table = _table(headers, rows, "RRLRRRR")
        out.append("  " + table[0])
        for line, text in zip(traveller.lines, table[1:], strict=True):
            out.append("  " + text)
            reason = _reason_text(line.result)
            if reason is not None:
                out.append(f"     adjusted: {reason}")
        out.append("")
    if score.problems:
        out += ["Problems:", *(f"- {p}" for p in score.problems), ""]
    return "\n".join(out).rstrip("\n") + "\n"


def score_card_text(score: SessionScore, contestant: str) -> str:
    """A pair's or team's personal score card: round, board, direction, opponents, result,
    score, value and percentage on each board, with the totals at the bottom."""
    card = score.card(contestant)
    try:
        standing: Standing | None = score.standing(contestant)
    except KeyError:
        standing = None
    if standing is None and not card:
        raise KeyError(f"{_kind(score).lower()} {contestant} is not in this session")
    unit = _unit(score)
    mp = score.method is Method.MATCHPOINTS
    who = score.session.contestant(contestant).label
    heading = f"Score card: {_kind(score).lower()} {contestant}" + (f", {who}" if who else "")
    out = [heading, _title(score), ""]
    headers = ["Round", "Board", "Dir", "Opp", "Result", "Score", unit]
    if mp:
        headers.append("%")
    rows = []
    for c in card:
        row = [str(c.round) if c.round is not None else "-", str(c.board), c.side.name,
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
    out += ["", f"Boards scored: {len(per_board)}",
            f"Total: {_short(sum(per_board.values(), Fraction(0)))} {unit}"]
    if standing is not None:
        if standing.penalty:
            out.append(f"Penalty: {_total(score, standing.penalty)} {_total_unit(score)}")
        final = f"Final: {_total(score, standing.total)} {_total_unit(score)}"
        if standing.percent is not None:
            final += f", {_percent(standing.percent)}%"
        final += f", rank {standing.rank}"
        if standing.field:
            final += f" {_FIELD_NAMES.get(standing.field, standing.field)}"
        out.append(final)
    for reason in (f"board {c.board}: adjusted: {_reason_text(c.result)}" for c in card
                   if _reason_text(c.result) is not None):
        out.append(reason)
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


def to_csv(score: SessionScore) -> str:
    """One row per result: board, ns, ew, result, points, values (four decimals at most),
    and the law and note of an adjusted score."""
    rows = [["board", "ns", "ew", "result", "ns_points", "ew_points", "ns_value",
             "ew_value", "law", "note"]]
    for t in score.travellers:
        for line in t.lines:
            r = line.result
            rows.append([str(t.board), r.ns, r.ew, _result_text(r), _opt(line.ns_points, 4),
                         _opt(line.ew_points, 4), _opt(line.ns, 4), _opt(line.ew, 4),
                         r.reason.law if r.reason else "", r.reason.note if r.reason else ""])
    return _csv(rows)


def standings_csv(score: SessionScore) -> str:
    """One row per contestant: rank, id, names, field, total, percent, penalty, boards and
    (teams) IMPs."""
    rows = [["rank", "id", "names", "field", "total", "percent", "penalty", "boards", "imps"]]
    for st in score.standings:
        rows.append([st.rank, st.id, st.contestant.label, st.field, _short(st.total, 4),
                     _opt(st.percent, 4), _short(st.penalty, 4), str(st.boards),
                     _opt(st.imps, 4)])
    return _csv(rows)


# --- HTML ------------------------------------------------------------------------------

_CSS: Final = """\
body{font-family:system-ui,sans-serif;margin:1.5em auto;max-width:60em;padding:0 1em;\
color:#222}
h1{font-size:1.6em;margin-bottom:.2em}
h2{border-bottom:1px solid #999;margin-top:1.6em}
h3{margin:1.2em 0 .3em}
p.meta{color:#555;margin-top:0}
table{border-collapse:collapse;margin:.4em 0 1em}
th,td{border:1px solid #bbb;padding:.2em .6em;vertical-align:top}
th{background:#eee;text-align:left}
td.n{text-align:right;font-variant-numeric:tabular-nums}
tr.adjusted td{background:#fff6dd}
tr.reason td{background:#fff6dd;font-style:italic;border-top:none}
ul.problems li{color:#a00}"""


def _html_table(headers: Sequence[str], rows: Sequence[tuple[Sequence[str], str]],
                numeric: str, extra: Sequence[str | None] = ()) -> list[str]:
    """An HTML table; each row has a class (or ""), ``numeric`` flags right-aligned
    columns, and ``extra`` holds text for a full-width row below each row (or None)."""
    e = html.escape
    out = ["<table>", "<thead><tr>" + "".join(f"<th>{e(h)}</th>" for h in headers)
           + "</tr></thead>", "<tbody>"]
    for index, (cells, cls) in enumerate(rows):
        attr = f' class="{e(cls)}"' if cls else ""
        tds = "".join(f'<td class="n">{e(c)}</td>' if n == "R" else f"<td>{e(c)}</td>"
                      for c, n in zip(cells, numeric, strict=True))
        out.append(f"<tr{attr}>{tds}</tr>")
        note = extra[index] if index < len(extra) else None
        if note is not None:
            out.append(f'<tr class="reason"><td colspan="{len(headers)}">{e(note)}</td></tr>')
    out += ["</tbody>", "</table>"]
    return out


def to_html(score: SessionScore) -> str:
    """A standalone HTML5 page (UTF-8, inline CSS, no script): the ranking, the matches of
    a teams event, and every board's traveller with the adjusted scores and their reasons.
    All text is escaped."""
    e = html.escape
    session = score.session
    title = session.event or "Results"
    meta = " · ".join(p for p in (session.date, _METHOD_NAMES[score.method]) if p)
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{e(_title(score))}</title>", f"<style>\n{_CSS}\n</style>", "</head>",
           "<body>", f"<h1>{e(title)}</h1>", f'<p class="meta">{e(meta)}</p>',
           '<section id="ranking">', "<h2>Ranking</h2>"]
    penalties = any(st.penalty for st in score.standings)
    for heading, members in _fields(score):
        if heading:
            out.append(f"<h3>{e(heading)}</h3>")
        headers, rows, align = _ranking_rows(score, members, penalties)
        out += _html_table(headers, [(r, "") for r in rows], align)
    out.append("</section>")
    if score.matches:
        headers, rows, align = _match_rows(score)
        out += ['<section id="matches">', "<h2>Matches</h2>",
                *_html_table(headers, [(r, "") for r in rows], align), "</section>"]
    out += ['<section id="travellers">', "<h2>Travellers</h2>"]
    unit = _unit(score)
    for traveller in score.travellers:
        out.append(f'<h3 id="board-{traveller.board}">{e(_board_heading(score, traveller, " · "))}'
                   "</h3>")
        headers = ["NS", "EW", "Result", "NS pts", "EW pts", f"NS {unit}", f"EW {unit}"]
        lines: list[tuple[Sequence[str], str]] = []
        notes: list[str | None] = []
        for line in traveller.lines:
            ns_pts, ew_pts = _score_columns(line)
            reason = _reason_text(line.result)
            lines.append(([line.result.ns, line.result.ew, _result_text(line.result), ns_pts,
                          ew_pts, _opt(line.ns), _opt(line.ew)],
                         "adjusted" if reason is not None else ""))
            notes.append(f"Adjusted: {reason}" if reason is not None else None)
        out += _html_table(headers, lines, "RRLRRRR", notes)
    out.append("</section>")
    if score.problems:
        out += ['<section id="problems">', "<h2>Problems</h2>", '<ul class="problems">',
                *(f"<li>{e(p)}</li>" for p in score.problems), "</ul>", "</section>"]
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"


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


def _traveller_line(score: SessionScore, parent: ET.Element, line: Line) -> None:
    r = line.result
    element = _sub(parent, "TRAVELLER_LINE")
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


def _players(parent: ET.Element, names: Sequence[str]) -> None:
    for name in names:
        _sub(_sub(parent, "PLAYER"), "PLAYER_NAME", name)


def to_usebio(score: SessionScore, *, club: str = "") -> str:
    """The session as USEBIO 1.2 XML: event, participants with their places and scores, and
    the travellers (for teams, the matches with their boards). Element names follow the
    EBU's USEBIO 1.2 as used by published readers and writers (``docs/results-output.md``)."""
    session = score.session
    teams = session.teams
    root = ET.Element("USEBIO", {"Version": "1.2"})
    if club:
        _sub(_sub(root, "CLUB"), "CLUB_NAME", club)
    event = _sub(root, "EVENT", attrib={"EVENT_TYPE": "TEAMS" if teams else "PAIRS"})
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
        _players(entry, c.names)
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
                        _traveller_line(score, board, line)
    else:
        for traveller in score.travellers:
            board = _sub(section, "BOARD")
            _sub(board, "BOARD_NUMBER", str(traveller.board))
            for line in traveller.lines:
                _traveller_line(score, board, line)
    ET.indent(root)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            + ET.tostring(root, encoding="unicode") + "\n")


# --- events of several sessions --------------------------------------------------------

def event_ranking_text(event: EventScore) -> str:
    """The cumulative ranking of an event as plain text: rank, number, names, each
    session's total (S1, S2, ...), the carry-over when there is any, the total, and the
    percentage at matchpoints."""
    last = event.sessions[-1]
    title = f"{last.session.event or 'Event'} — {len(event.sessions)} sessions, " \
        f"{_METHOD_NAMES[event.method].lower()}"
    out = [title, "=" * len(title), ""]
    carry = any(st.carry for st in event.standings)
    headers = ["Rank", _kind(last), "Names", *(f"S{i}" for i in range(1, len(event.sessions) + 1))]
    align = "LRL" + "R" * len(event.sessions)
    if carry:
        headers.append("Carry")
        align += "R"
    headers.append(_total_unit(last))
    align += "R"
    if event.method is Method.MATCHPOINTS:
        headers.append("%")
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
