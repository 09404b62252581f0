"""USEBIO 1.2 output checked against hand-written structural rules.

The USEBIO 1.2 DTD (``usebio_v1_2.dtd``, published by the English Bridge Union at
usebio.org) could not be found in any source reachable here (the public code and page
corpora hold programs that *reference* it, never the file), and its licence is unknown, so
it is not shipped and no DTD validator runs. Instead :func:`check_usebio` validates the
structure by rules written by hand from what the USEBIO 1.2 writers and readers in public
code agree on (see ``docs/results-output.md``, "USEBIO"):

* the prolog: an XML declaration, then ``<!DOCTYPE USEBIO SYSTEM "...usebio_v1_2.dtd">``,
  and the root ``USEBIO Version="1.2"``;
* for each element, the children it may have, in the order they must come, which of them
  are required and which may repeat (:data:`CONTENT`), and its required attributes and
  their values (:data:`ATTRIBUTES`);
* the text of leaf elements (:data:`LEAF_TEXT`): DATE as DD/MM/YYYY, DIRECTION NS or EW,
  PLAYED_BY a seat, CONTRACT such as ``4SX`` or ``PASSED``, TRICKS 0-13, numbers where
  numbers belong, enumerated EVENT_TYPE and BOARD_SCORING_METHOD;
* at teams, every TRAVELLER_LINE of a MATCH carries DIRECTION, the side the match's TEAM
  sat at that table.

When the DTD can be had under a licence that allows it, ship it in tests/data and add an
lxml ``DTD.validate`` test next to these rules (lxml in the test extra only).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bridgelaws import __version__
from bridgelaws.formats.results import to_usebio
from bridgelaws.formats.sessionfile import load_session, read_session
from bridgelaws.scoring.session import Session
from bridgelaws.scoring.sessionscore import Method, SessionScore, score_session
from tests.formats.test_results import pairs_session, teams_session

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

# element -> ((child, occurrence), ...) in document order; occurrence is "1" (exactly
# one), "?" (optional), "*" (any number), "+" (one or more)
CONTENT: dict[str, tuple[tuple[str, str], ...]] = {
    "USEBIO": (("CLUB", "?"), ("EVENT", "1")),
    "CLUB": (("CLUB_NAME", "1"), ("CLUB_ID_NUMBER", "?")),
    "EVENT": (("PROGRAM_NAME", "1"), ("PROGRAM_VERSION", "1"),
              ("EVENT_DESCRIPTION", "?"), ("DATE", "?"),
              ("BOARD_SCORING_METHOD", "1"), ("MATCH_SCORING_METHOD", "?"),
              ("BOARDS_PLAYED", "1"), ("WINNER_TYPE", "?"), ("SESSION", "+")),
    "SESSION": (("SECTION", "+"),),
    "SECTION": (("PARTICIPANTS", "1"), ("BOARD", "*"), ("MATCH", "*")),
    "PARTICIPANTS": (("PAIR", "*"), ("TEAM", "*")),
    "PAIR": (("PAIR_NUMBER", "1"), ("DIRECTION", "?"), ("PLACE", "1"),
             ("PERCENTAGE", "?"), ("TOTAL_SCORE", "1"), ("PLAYER", "*")),
    "TEAM": (("PLACE", "1"), ("TOTAL_SCORE", "1"), ("PLAYER", "*")),
    "PLAYER": (("PLAYER_NAME", "1"), ("NATIONAL_ID_NUMBER", "?")),
    "MATCH": (("TEAM", "1"), ("OPPOSING_TEAM", "1"), ("TEAM_SCORE", "1"),
              ("OPPOSING_TEAM_SCORE", "1"), ("BOARD", "*")),
    "BOARD": (("BOARD_NUMBER", "1"), ("TRAVELLER_LINE", "*")),
    "TRAVELLER_LINE": (("DIRECTION", "?"), ("NS_PAIR_NUMBER", "1"), ("EW_PAIR_NUMBER", "1"),
                       ("CONTRACT", "?"), ("PLAYED_BY", "?"), ("LEAD", "?"),
                       ("TRICKS", "?"), ("SCORE", "?"),
                       ("NS_MATCH_POINTS", "?"), ("EW_MATCH_POINTS", "?"),
                       ("NS_BUTLER_POINTS", "?"), ("EW_BUTLER_POINTS", "?"),
                       ("NS_CROSS_IMP_POINTS", "?"), ("EW_CROSS_IMP_POINTS", "?")),
}

ATTRIBUTES: dict[str, dict[str, re.Pattern[str]]] = {
    "USEBIO": {"Version": re.compile(r"1\.2")},
    "EVENT": {"EVENT_TYPE": re.compile(
        r"PAIRS|TEAMS|INDIVIDUAL|SWISS_PAIRS|SWISS_TEAMS|TEAMS_OF_FOUR|KO")},
    "SESSION": {"SESSION_ID": re.compile(r"\S+")},
    "SECTION": {"SECTION_ID": re.compile(r"\S+")},
    "TEAM": {"TEAM_ID": re.compile(r"\S+"), "TEAM_NAME": re.compile(r".+", re.S)},
}

_NUMBER = re.compile(r"-?\d+(\.\d+)?")
_WHOLE = re.compile(r"\d+")
LEAF_TEXT: dict[str, re.Pattern[str]] = {
    "CLUB_NAME": re.compile(r".+", re.S),
    "PROGRAM_NAME": re.compile(r"\S.*"),
    "PROGRAM_VERSION": re.compile(r"\S+"),
    "EVENT_DESCRIPTION": re.compile(r".+", re.S),
    "DATE": re.compile(r"\d\d/\d\d/\d{4}"),
    "BOARD_SCORING_METHOD": re.compile(
        r"MATCH_POINTS|BUTLER_IMPS|CROSS_IMPS|AGGREGATE|IMPS|PAB|BAM|HYBRID|OTHER"),
    "MATCH_SCORING_METHOD": re.compile(r"VPS|IMPS|BAM|WIN_DRAW|OTHER"),
    "BOARDS_PLAYED": _WHOLE,
    "WINNER_TYPE": re.compile(r"[12]"),
    "PAIR_NUMBER": re.compile(r"\S+"),
    "DIRECTION": re.compile(r"NS|EW"),
    "PLACE": re.compile(r"\d+=?"),
    "PERCENTAGE": _NUMBER,
    "TOTAL_SCORE": _NUMBER,
    "PLAYER_NAME": re.compile(r".*", re.S),
    "NATIONAL_ID_NUMBER": re.compile(r"\S+"),
    "OPPOSING_TEAM": re.compile(r"\S+"),
    "TEAM_SCORE": _NUMBER,
    "OPPOSING_TEAM_SCORE": _NUMBER,
    "BOARD_NUMBER": _WHOLE,
    "NS_PAIR_NUMBER": re.compile(r"\S+"),
    "EW_PAIR_NUMBER": re.compile(r"\S+"),
    "CONTRACT": re.compile(r"PASSED|[1-7](C|D|H|S|NT)X{0,2}"),
    "PLAYED_BY": re.compile(r"[NESW]"),
    "LEAD": re.compile(r"[SHDC][2-9TJQKA]"),
    "TRICKS": re.compile(r"\d|1[0-3]"),
    "SCORE": re.compile(r"-?\d+"),
    **{f"{side}_{what}": _NUMBER for side in ("NS", "EW")
       for what in ("MATCH_POINTS", "BUTLER_POINTS", "CROSS_IMP_POINTS")},
}
_DOCTYPE = re.compile(r'<!DOCTYPE USEBIO SYSTEM "[^"]*usebio_v1_2\.dtd">')


def _check_content(element: ET.Element, path: str, problems: list[str]) -> None:
    rules = CONTENT[element.tag]
    order = [name for name, _ in rules]
    children = [child for child in element if isinstance(child.tag, str)]  # no comments
    position = 0
    for child in children:
        if child.tag not in order:
            problems.append(f"{path}: {child.tag} is not allowed here")
            continue
        index = order.index(child.tag)
        if index < position:
            problems.append(f"{path}: {child.tag} is out of order")
        position = max(position, index)
    for name, occurrence in rules:
        count = sum(1 for child in children if child.tag == name)
        if occurrence in "1+" and count == 0:
            problems.append(f"{path}: {name} is missing")
        if occurrence in "1?" and count > 1:
            problems.append(f"{path}: {name} is repeated")


def _check(element: ET.Element, parent: str, path: str, problems: list[str]) -> None:
    tag = element.tag
    for name, pattern in ATTRIBUTES.get(tag, {}).items() if tag != "TEAM" or \
            parent == "PARTICIPANTS" else ():
        value = element.get(name)
        if value is None or not pattern.fullmatch(value):
            problems.append(f"{path}: attribute {name}={value!r} is not allowed")
    structured = tag in CONTENT and not (tag == "TEAM" and parent == "MATCH")
    if structured:
        if (element.text or "").strip():
            problems.append(f"{path}: text in an element that holds elements")
        _check_content(element, path, problems)
        for child in element:
            if isinstance(child.tag, str):
                _check(child, tag, f"{path}/{child.tag}", problems)
        return
    pattern = LEAF_TEXT.get(tag, re.compile(r"\S+") if tag == "TEAM" else None)
    if pattern is None:
        problems.append(f"{path}: unknown element")
    elif len([c for c in element if isinstance(c.tag, str)]):
        problems.append(f"{path}: elements inside a text element")
    elif not pattern.fullmatch(element.text or ""):
        problems.append(f"{path}: {element.text!r} is not allowed")


def check_usebio(text: str) -> list[str]:
    """The ways ``text`` breaks the structural rules of USEBIO 1.2 (empty when none)."""
    problems: list[str] = []
    lines = text.split("\n", 2)
    if not lines[0].startswith("<?xml version=\"1.0\""):
        problems.append("line 1: no XML declaration")
    if len(lines) < 2 or not _DOCTYPE.fullmatch(lines[1]):
        problems.append("line 2: no <!DOCTYPE USEBIO SYSTEM \"...usebio_v1_2.dtd\">")
    root = ET.fromstring(text)
    if root.tag != "USEBIO":
        return [*problems, f"the root is {root.tag}, not USEBIO"]
    _check(root, "", "USEBIO", problems)
    for match in root.iter("MATCH"):
        team = match.findtext("TEAM")
        for line in match.iter("TRAVELLER_LINE"):
            direction = line.findtext("DIRECTION")
            expected = "NS" if line.findtext("NS_PAIR_NUMBER") == team else "EW"
            if direction != expected:
                problems.append(f"MATCH {team}: a TRAVELLER_LINE has DIRECTION {direction!r}, "
                                f"not {expected}")
    return problems


def _scores() -> list[tuple[str, SessionScore]]:
    out = [("pairs mp", score_session(pairs_session(), Method.MATCHPOINTS)),
           ("pairs butler", score_session(pairs_session(), Method.BUTLER)),
           ("pairs cross-imps", score_session(pairs_session(), Method.CROSS_IMPS)),
           ("pairs total", score_session(pairs_session(), Method.TOTAL_POINTS)),
           ("teams vps", score_session(teams_session(), Method.TEAMS)),
           ("teams imps", score_session(teams_session(), Method.IMPS)),
           ("empty", score_session(Session(), Method.MATCHPOINTS))]
    for path in sorted(EXAMPLES.glob("*.txt")):
        session, problems = load_session(path)
        assert not problems
        out.append((path.name, score_session(
            session, session.method or (Method.TEAMS if session.teams else Method.MATCHPOINTS))))
    return out


@pytest.mark.parametrize(("name", "score"), _scores(), ids=lambda v: v if isinstance(v, str)
                         else "")
def test_usebio_keeps_the_structural_rules(name: str, score: SessionScore) -> None:
    assert check_usebio(to_usebio(score, club="Club & Co")) == []
    assert check_usebio(to_usebio(score)) == []


def test_the_rules_catch_what_they_should() -> None:
    """The checker itself: each kind of fault it is meant to find is found."""
    good = to_usebio(score_session(teams_session(), Method.TEAMS))
    assert check_usebio(good) == []
    no_doctype = good.replace(good.split("\n")[1], "", 1)
    assert any("DOCTYPE" in p for p in check_usebio(no_doctype))
    swapped = good.replace("<PROGRAM_NAME>bridgelaws</PROGRAM_NAME>", "", 1).replace(
        "</PROGRAM_VERSION>", "</PROGRAM_VERSION><PROGRAM_NAME>bridgelaws</PROGRAM_NAME>", 1)
    assert any("out of order" in p for p in check_usebio(swapped))
    assert any("DIRECTION" in p for p in check_usebio(
        good.replace("<DIRECTION>NS</DIRECTION>", "<DIRECTION>EW</DIRECTION>", 1)))
    assert any("missing" in p for p in check_usebio(
        good.replace(f"<PROGRAM_VERSION>{__version__}</PROGRAM_VERSION>", "")))
    assert any("not allowed" in p for p in check_usebio(
        good.replace("<BOARD_NUMBER>1</BOARD_NUMBER>", "<BOARD_NUMBER>x</BOARD_NUMBER>", 1)))
    assert any("unknown" in p for p in check_usebio(
        good.replace("<BOARDS_PLAYED>", "<MYSTERY>1</MYSTERY><BOARDS_PLAYED>", 1)))


def test_usebio_program_club_and_numbers() -> None:
    text = """event "Tuesday"
club "Hove & District"
pair 1 "Ann Adams" "Bob Brown" numbers 1513 1356
pair 2 "Cleo Clark" "Dan Dunn"
1 1 2 4S N =
"""
    session, problems = read_session(text)
    assert not problems
    score = score_session(session, Method.MATCHPOINTS)
    out = to_usebio(score)
    assert out.split("\n")[1] == (
        '<!DOCTYPE USEBIO SYSTEM "http://www.usebio.org/files/usebio_v1_2.dtd">')
    root = ET.fromstring(out)
    assert root.findtext("CLUB/CLUB_NAME") == "Hove & District"
    assert root.findtext("EVENT/PROGRAM_NAME") == "bridgelaws"
    assert root.findtext("EVENT/PROGRAM_VERSION") == __version__
    players = {p.findtext("PLAYER_NAME"): p.findtext("NATIONAL_ID_NUMBER")
               for p in root.iter("PLAYER")}
    assert players == {"Ann Adams": "1513", "Bob Brown": "1356",
                       "Cleo Clark": None, "Dan Dunn": None}
    # --club (the club= argument) wins over the session file's club line
    assert ET.fromstring(to_usebio(score, club="Other")).findtext("CLUB/CLUB_NAME") == "Other"
    assert check_usebio(out) == []


def test_usebio_teams_direction() -> None:
    root = ET.fromstring(to_usebio(score_session(teams_session(), Method.TEAMS)))
    for match in root.iter("MATCH"):
        team = match.findtext("TEAM")
        directions = [(line.findtext("DIRECTION"), line.findtext("NS_PAIR_NUMBER"))
                      for line in match.iter("TRAVELLER_LINE")]
        assert {d for d, _ in directions} == {"NS", "EW"}  # both rooms
        assert all((d == "NS") == (ns == team) for d, ns in directions)
        first = next(match.iter("TRAVELLER_LINE"))
        assert first[0].tag == "DIRECTION"
