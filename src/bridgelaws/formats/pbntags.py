"""The values of PBN tags and the rows of PBN tables, checked against PBN 2.1.

:func:`check_tags` looks at the tags a game writes itself (an inherited value was checked
where it was written): the form of each value the standard defines (Date, Round, Vulnerable,
Declarer, Contract, Result, the Score tags, ...), characters a tag value may not hold, and
the tables of chapter 5 (column names, one element per column, the sorting a column
announces). Breaches are problems; a tag PBN does not define, an unknown Scoring field or a
doubled space are import-format tolerances, so warnings.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from bridgelaws.formats.problems import Problem
from bridgelaws.messages import Message
from bridgelaws.parsing import shown, whole_number

if TYPE_CHECKING:
    from bridgelaws.formats.pbn import PbnGame, PbnTag

__all__ = ["KNOWN_TAGS", "check_tags"]

KNOWN_TAGS: Final = frozenset({
    # the mandatory tag set (3.4) and the sections (3.5, 3.6)
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
    "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result", "Auction", "Play",
    "Note",
    # supplemental tags (chapter 4)
    "Competition", "DealId", "Description", "FrenchMP", "Generator", "Hidden", "Room",
    "Termination", "Score", "ScoreIMP", "ScoreMP", "ScorePercentage", "ScoreRubber",
    "ScoreRubberHistory", "OptimumScore", "BidSystemEW", "BidSystemNS", "PairEW", "PairNS",
    "WestNA", "NorthNA", "EastNA", "SouthNA", "WestType", "NorthType", "EastType",
    "SouthType", "EventDate", "EventSponsor", "HomeTeam", "Round", "Section", "Stage",
    "Table", "VisitTeam", "Time", "UTCDate", "UTCTime", "TimeControl", "TimeCall",
    "TimeCard", "Annotator", "AnnotatorNA", "Application", "Mode",
    # tables (chapter 5)
    "ActionTable", "AuctionTimeTable", "InstantScoreTable", "OptimumPlayTable",
    "OptimumResultTable", "PlayTimeTable", "ScoreTable", "TotalScoreTable",
})
"""The tag names PBN 2.1 defines."""

_SCORING_FIELDS: Final = frozenset(s.upper() for s in (
    "MP", "MatchPoints", "IMP", "Cavendish", "Chicago", "Rubber", "BAM", "Instant",
    "Butler", "Butler-2", "Experts", "Cross", "Cross1", "Cross2", "Mean", "Median", "MP1",
    "MP2", "OldMP", "Mitchell2", "Mitchell3", "Mitchell4", "Ascherman", "Bastille", "EMP",
    "IMP_1948", "IMP_1961",
))

_DATE: Final = re.compile(r"[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}")
_TIME: Final = re.compile(r"[0-9?]{2}:[0-9?]{2}:[0-9?]{2}")
_ROUND: Final = re.compile(r"[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*")
_VULNERABLE: Final = frozenset({"NONE", "LOVE", "-", "NS", "EW", "ALL", "BOTH"})
_DECLARER: Final = re.compile(r"\^?[NESWnesw]")
_RESULT: Final = re.compile(r"\^?(?:([0-9]+)|(NS|EW) ([0-9]+)(?: (NS|EW) ([0-9]+))?)",
                            re.IGNORECASE)
_INTEGER: Final = r"[-+]?[0-9]+"
_DECIMAL: Final = r"[-+]?[0-9]+(?:\.[0-9]*)?"
_RUBBER: Final = r"[0-9]+ ?/ ?[0-9]+"
_COLUMN: Final = re.compile(r"([+-]?)([^\\]*)(?:\\([0-9]+)([LR]?))?")
_CONTROL: Final = re.compile(r"[\x00-\x1f\x7f]")
_TABLE_FORBIDDEN: Final = re.compile(r"[%\[\]{}]")


def _scored(number: str) -> Callable[[str], str | None]:
    """A check for the five forms of the Score tags (4.2.1) with ``number`` as the score."""
    one = re.compile(number)
    two = re.compile(rf"(NS|EW) ({number})(?: (NS|EW) ({number}))?")

    def check(value: str) -> str | None:
        if one.fullmatch(value):
            return None
        m = two.fullmatch(value)
        if m is None or (m.group(3) is not None and m.group(3) == m.group(1)):
            return "check.form.score"
        return None
    return check


def _percentage(value: str) -> str | None:
    problem = _scored(_DECIMAL)(value)
    if problem is None and any(not 0 <= float(n) <= 100 for n in
                               re.findall(_DECIMAL, value)):
        return "check.form.percentage"
    return problem


def _optimum(value: str) -> str | None:
    if re.fullmatch(rf"(NS|EW) {_INTEGER}(?: (NS|EW) {_INTEGER})?", value) is None:
        return "check.form.optimum"
    return None


def _result(value: str) -> str | None:
    m = _RESULT.fullmatch(value)
    if m is None:
        return "check.form.result"
    numbers = [whole_number(n) for n in m.groups() if n is not None and n.isdigit()]
    if any(n is None or n > 13 for n in numbers):
        return "check.form.result.13"
    if m.group(4) is not None and (m.group(4).upper() == m.group(2).upper()
                                   or sum(n or 0 for n in numbers) != 13):
        return "check.form.result.sum"
    return None


_FORMS: Final[dict[str, Callable[[str], str | None]]] = {
    "Date": lambda v: None if _DATE.fullmatch(v) else "check.form.date.pbn",
    "EventDate": lambda v: None if _DATE.fullmatch(v) else "check.form.date",
    "UTCDate": lambda v: None if _DATE.fullmatch(v) else "check.form.date",
    "Time": lambda v: None if _TIME.fullmatch(v) else "check.form.time.pbn",
    "UTCTime": lambda v: None if _TIME.fullmatch(v) else "check.form.time",
    "Round": lambda v: None if _ROUND.fullmatch(v) else "check.form.round",
    "Vulnerable": lambda v: None if v.upper() in _VULNERABLE else "check.form.vulnerable",
    "Dealer": lambda v: None if v.upper() in ("N", "E", "S", "W") else "check.form.dealer",
    "Declarer": lambda v: None if _DECLARER.fullmatch(v) else "check.form.declarer",
    "Result": _result,
    "Score": _scored(_INTEGER),
    "ScoreIMP": _scored(_DECIMAL),
    "ScoreMP": _scored(_DECIMAL),
    "ScorePercentage": _percentage,
    "ScoreRubber": _scored(_RUBBER),
    "OptimumScore": _optimum,
}
"""Each tag whose value has a form, with a check giving the key of the message that says
what is wrong (``None``: sound)."""


_MORE_CHECKS: Final = frozenset(
    {*_FORMS, "Scoring", "Deal", "Result", "ScoreRubberHistory",
     *(name for name in KNOWN_TAGS if name.endswith("Table"))}
)
"""The known tags :func:`check_tags` checks further than their name and characters."""


_FORM_KEYS: dict[tuple[str, str], str | None] = {}
"""The form check's answer for each (tag, value) met lately: the values of a file's games
repeat (Dealer, Vulnerable, Date, Result ...), and the answer depends on them alone."""
_FORM_KEYS_KEPT: Final = 4096
_UNKNOWN: Final = "?unknown"


def check_tags(game: PbnGame, problems: list[Problem]) -> None:
    """Check the values of the tags the game writes, and its tables."""
    source, board = game.source, game.board_label
    seen: set[str] = set()

    def report(line: int, message: Message, warning: bool = False) -> None:
        problems.append(Problem.of(source, line, message, board, warning=warning))

    names, values, lines = game.tag_fields()
    # one search of all the values for a control character; a tag's own only if one is found
    controls = _CONTROL.search("".join(values)) is not None
    # with no control character and no unknown name (as in most games), only the tags that
    # have more checks need to be looked at
    every = controls or not KNOWN_TAGS.issuperset(names)
    for name, value, line in zip(names, values, lines, strict=True):
        if not every and name not in _MORE_CHECKS:
            continue
        if name in seen and name != "Note":
            continue  # a repeated tag is ignored (and warned about where it is read)
        seen.add(name)
        if name not in KNOWN_TAGS:
            report(line, Message("check.tag.unknown", name=name), warning=True)
        if controls and _CONTROL.search(value):
            report(line, Message("check.tag.control", name=name))
        if name.endswith("Table"):
            _check_table(game, _first_tag(game, name), report)
        if value.startswith("#") or value in ("", "?"):
            continue
        form = _FORMS.get(name)
        if form is None:
            key = None
        else:
            known = _FORM_KEYS.get((name, value), _UNKNOWN)
            if known is _UNKNOWN:
                known = form(" ".join(value.split()))
                if len(_FORM_KEYS) >= _FORM_KEYS_KEPT:
                    _FORM_KEYS.clear()
                _FORM_KEYS[name, value] = known
            key = known
        if key is not None:
            report(line, Message(key, name=name, value=shown(value)))
        elif name == "Scoring":
            fields = value.split(";")
            if any(not f.strip() for f in fields):
                report(line, Message("check.scoring.empty", value=shown(value)))
            elif unknown := [f for f in fields if f.strip().upper() not in _SCORING_FIELDS]:
                report(line, Message("check.scoring.unknown", value=shown(unknown[0])),
                       warning=True)
        elif name == "Deal" and "  " in value:
            report(line, Message("check.deal.spaces"), warning=True)
        elif name == "Result" and (
            game.values.get("Contract", "").strip().upper() == "PASS"
            or ("Declarer" in game.values and not game.values["Declarer"].strip())
        ):
            report(line, Message("check.result.passed.out", value=shown(value)))
        elif name == "ScoreRubberHistory":
            _rubber_history(game, _first_tag(game, name), report)


def _first_tag(game: PbnGame, name: str) -> PbnTag:
    tag = game.tag(name)
    assert tag is not None  # a name of the game's tags
    return tag


def _rubber_history(
    game: PbnGame, tag: PbnTag, report: Callable[[int, Message], None]
) -> None:
    """ScoreRubberHistory (4.2.6): the games each side has won give its vulnerability."""
    m = re.fullmatch(r"NS (.*) EW (.*)", tag.value.strip())
    won: dict[str, int] = {}
    if m is not None:
        sides = {"NS": m.group(1), "EW": m.group(2)}
        below: dict[str, list[int]] = {}
        for side, text in sides.items():
            parts = text.split("/")
            numbers = [p.split() for p in parts]
            if (len(parts) != 2 or len(numbers[0]) != 2 or not 1 <= len(numbers[1]) <= 3
                    or not all(n.isdigit() for p in numbers for n in p)):
                m = None
                break
            below[side] = [int(n) for n in numbers[1]]
        if m is not None:
            count = len(below["NS"])
            if len(below["EW"]) != count:
                m = None
            else:
                for side in sides:
                    won[side] = sum(1 for n in below[side][: count - 1] if n >= 100)
    if m is None:
        report(tag.line, Message("check.rubber.history.form", value=shown(tag.value)))
        return
    vulnerable = game.values.get("Vulnerable", "").strip().upper()
    expected = {(False, False): "NONE", (True, False): "NS", (False, True): "EW",
                (True, True): "ALL"}[(won["NS"] > 0, won["EW"] > 0)]
    given = {"LOVE": "NONE", "-": "NONE", "BOTH": "ALL"}.get(vulnerable, vulnerable)
    if given and given != "?" and given != expected:
        report(tag.line, Message("check.rubber.history.vul", expected=_SHOWN[expected],
                                 value=shown(vulnerable)))


_SHOWN: Final = {"NONE": "None", "NS": "NS", "EW": "EW", "ALL": "All"}


def _check_table(game: PbnGame, tag: PbnTag,
                 report: Callable[[int, Message], None]) -> None:
    """A table (chapter 5): column names with a width ``\\n`` and ``L`` or ``R``, one element
    per column in each row, no comment after an element, and rows in the order a ``+``
    (descending) or ``-`` (ascending) column announces."""
    spec = game.values.get(tag.name, tag.value)
    columns = []
    for name in spec.split(";"):
        m = _COLUMN.fullmatch(name)
        if m is None or not m.group(2):
            report(tag.line, Message("check.table.column", tag=tag.name, name=shown(name)))
            return
        columns.append((m.group(1), m.group(2)))
    previous: list[float | None] = [None] * len(columns)
    for line, row in tag.rows:
        items = [t for t in row if t[0] not in "{;"]
        if not items:
            continue  # a comment line
        if len(items) != len(row):
            report(line, Message("check.table.comment", tag=tag.name))
            return
        if any(_TABLE_FORBIDDEN.search(t) for t in items):
            report(line, Message("check.table.forbidden", tag=tag.name))
            return
        if len(items) != len(columns):
            report(line, Message("check.table.elements", tag=tag.name, count=len(items),
                                 columns=len(columns)))
            return
        for index, ((order, name), item) in enumerate(zip(columns, items, strict=True)):
            if not order:
                continue
            try:
                number = float(item)
            except ValueError:
                continue  # "-" and the like: no place in the order
            before = previous[index]
            if before is not None and (number > before if order == "+" else number < before):
                key = "check.table.descending" if order == "+" else "check.table.ascending"
                report(line, Message(key, tag=tag.name, name=name, item=item,
                                     before=f"{before:g}"))
                return
            previous[index] = number
