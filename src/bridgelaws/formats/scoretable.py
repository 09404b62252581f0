"""Importing the score tables other scoring programs write into PBN files.

PBN 2.1 (section 5.3) lets a scorer publish a board's traveller as a ``ScoreTable``
section and the ranking as a ``TotalScoreTable`` section: a tag whose value names the
columns (``Score_NS\\6R``: a name, then its width and alignment) and one line per row.
:func:`import_score_tables` reads them in the conventions of the programs that write them
and gives a :class:`~bridgelaws.scoring.session.Session` (to be written as a session file,
docs/session-file.md), the scoring method, what it had to decide and why (``notes``), the
producer's own errors (``problems``, each with its line), and every figure the producer
published (``figures``). :func:`compare` scores the session and checks each published
figure against ours, to the decimals the file shows.

Conventions read (docs/score-import.md has the whole list):

* the column names of PBN 2.1 and the ones Ruter, Magic Contest and OKbridge add;
  quoted scores (``"420"``), ``-`` for an empty cell;
* ``A+``, ``A``, ``A-`` in a score column: artificial adjusted scores; ``Bye``: a pair
  sitting out against the phantom (its pair number ``-``);
* ``^60`` in a percentage column: an artificial score of that percentage (PBN 2.1);
* ``Section`` and ``Round`` columns; sections whose pair numbers repeat are kept apart
  by prefixing the section (``A.1``);
* frequency tables (a ``Multiplicity`` column and no pair numbers): each row stands for
  that many results; each result gets two placeholder pairs (``12n3``, ``12e3``), so the
  travellers can be scored and compared but the ranking means nothing;
* team matches published as totals (``MatchDetails``: ``segment,home,away`` with segment
  200 the total): ``match`` lines; the number of boards a match is found from the
  published VPs.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Final

from bridgelaws.errors import Renderable, reason_of
from bridgelaws.formats.pbn import PbnFile, PbnGame, load_pbn
from bridgelaws.formats.problems import Problem
from bridgelaws.messages import Message, Number, Term
from bridgelaws.scoring.methods import DatumRounding, victory_points
from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    Contestant,
    MatchTotal,
    NotPlayed,
    Outcome,
    Played,
    Session,
    SessionError,
    TableResult,
)
from bridgelaws.scoring.sessionscore import Line, SessionScore, score_session
from bridgelaws.values.board import Board, Vulnerability
from bridgelaws.values.cards import Seat, Side
from bridgelaws.values.deal import Deal, DealError

__all__ = ["Comparison", "Figure", "ImportedSession", "compare", "header_lines",
           "import_score_tables", "report_lines"]

_SEATS: Final = ("North", "South", "East", "West")
_ARTIFICIAL: Final = {"A+": Artificial.AVERAGE_PLUS, "A": Artificial.AVERAGE,
                      "A=": Artificial.AVERAGE, "A-": Artificial.AVERAGE_MINUS}
_BY_PERCENT: Final = {60: Artificial.AVERAGE_PLUS, 50: Artificial.AVERAGE,
                      40: Artificial.AVERAGE_MINUS}
_OTHER: Final = {Artificial.AVERAGE_PLUS: Artificial.AVERAGE_MINUS,
                 Artificial.AVERAGE: Artificial.AVERAGE,
                 Artificial.AVERAGE_MINUS: Artificial.AVERAGE_PLUS}
_RESULT_FIGURES: Final = ("MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW", "IMP_NS",
                          "IMP_EW", "ButlerDatum",
                          *(f"{k}_{s}" for k in ("MP", "Percentage") for s in _SEATS))
_SESSION_COLUMNS: Final = {"TotalScoreMP": "SessionScoreMP", "TotalScoreIMP": "SessionScoreIMP",
                           "TotalPercentage": "SessionPercentage", "Rank": "SessionRank",
                           "NrBoards": "NrBoardsSession"}
_TOTAL_FIGURES: Final = ("TotalScoreMP", "TotalScoreIMP", "TotalScoreVP", "TotalPercentage",
                         "+MeanScore", "MeanScore", "NrBoards", "Rank")


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure the producer published: where (``line``), on which board (``None`` for
    the ranking and matches), for whom (``key``: the result's contestants, the
    contestant ranked, or a match's home, away and round), which column and the text."""

    line: int
    board: int | None
    key: tuple[str, ...]
    column: str
    text: str


@dataclass
class ImportedSession:
    """What :func:`import_score_tables` read. The notes (what import decided) and what
    could not be compared are catalogue messages (``import.*``; ``str()`` is English),
    shown in a language by :func:`report_lines` and :func:`header_lines`."""

    source: str
    session: Session
    method: str
    producer: str  # "" when the file does not say
    notes: list[Message] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    unchecked: list[Message] = field(default_factory=list)  # published columns we cannot check
    summed_travellers: bool = False  # Ruter's Cross2: travellers summed, totals averaged
    percentages: str = "standard"  # or "wignall": (2 beaten + ties + 1) / (2 results)
    mp_as_percent: bool = False  # OKbridge's MP_NS is a percentage of the top


@dataclass
class Comparison:
    """Published figures against ours: how many agreed, and each that did not (a
    :class:`Problem` at the figure's line, rendered in a language)."""

    matched: int = 0
    mismatches: list[Problem] = field(default_factory=list)
    by_column: Counter[str] = field(default_factory=Counter)

    @property
    def ok(self) -> bool:
        return not self.mismatches


class _Table:
    """One section: its column names (without widths) and rows with their line numbers."""

    def __init__(self, game: PbnGame, name: str) -> None:
        tag = game.tag(name)
        self.present = tag is not None and tag.value not in ("", "#")
        self.columns: tuple[str, ...] = ()
        self.rows: list[tuple[int, dict[str, str]]] = []
        if tag is None or not self.present:
            return
        self.columns = tuple(_column(c) for c in tag.value.split(";"))
        for line, tokens in tag.rows:
            values = _join_carets([t for t in tokens if not t.startswith(("{", ";"))])
            if values:
                self.rows.append((line, dict(zip(self.columns, map(_unquote, values),
                                                 strict=False))))


def _column(text: str) -> str:
    """A column's name without its sort mark (``+``/``-`` before the name), width and
    alignment: ``Score_NS\\6R``, or ``Score_NS6R`` when the reader took the single
    backslash the producer wrote for a PBN string escape."""
    name = text.split("\\")[0] if "\\" in text else re.sub(r"[0-9]+[LR]?\Z", "", text)
    return name if name in ("+MeanScore",) else name.lstrip("+-")


def _unquote(token: str) -> str:
    return token[1:-1] if len(token) >= 2 and token[0] == token[-1] == '"' else token


def _join_carets(tokens: list[str]) -> list[str]:
    """``^`` and the number after it, if the tokenizer split them, as one token."""
    out: list[str] = []
    for token in tokens:
        if out and out[-1] == "^":
            out[-1] += token
        else:
            out.append(token)
    return out


def _number(text: str) -> Fraction | None:
    try:
        return Fraction(text.lstrip("+"))
    except (ValueError, ZeroDivisionError):
        return None


def _producer(pbn: PbnFile) -> str:
    for line in pbn.escapes:
        found = re.search(r'name=Generator\s+content="([^"]*)"', line)
        if found:
            return found.group(1)
    text = " ".join(pbn.escapes).lower()
    for game in pbn.games[:3]:
        application = game.values.get("Application", "")
        if application:
            return application.split(" - ")[0]
        text += " " + game.values.get("Event", "").lower() + game.values.get("Mode", "").lower()
    return "OKbridge" if "okbridge" in text or "okb" in text else ""


def _scoring_type(pbn: PbnFile) -> str:
    for line in pbn.escapes:
        found = re.search(r'name=ScoringType\s+content="([^"]*)"', line)
        if found:
            return found.group(1)
    for game in pbn.games:
        if game.values.get("Scoring"):
            return game.values["Scoring"]
    return ""


def _played(row: dict[str, str]) -> Played:
    """The played result of a row: ``Contract`` (``1N`` or ``1NT``, ``Pass``),
    ``Declarer``, ``Result`` as the tricks declarer's side took."""
    contract = row["Contract"].upper()
    if contract in ("PASS", "P", "AP"):
        return Played(None)
    if contract.endswith("N") or "NX" in contract:
        contract = contract.replace("N", "NT", 1)
    return Played.parse(f"{contract} {row['Declarer']} {row['Result']}")


def _score(row: dict[str, str]) -> int | None:
    """North-South's score from ``Score_NS``/``Score_EW``: a plus score is written in its
    side's column, ``-`` in the other."""
    ns, ew = row.get("Score_NS", "-"), row.get("Score_EW", "-")
    if ns.lstrip("-").isdigit():
        return int(ns)
    if ew.lstrip("-").isdigit():
        return -int(ew)
    return None


class _Reader:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.source = str(path)
        self.pbn = load_pbn(path)
        self.producer = _producer(self.pbn)
        self.scoring = _scoring_type(self.pbn)
        self.session = Session()
        self.out = ImportedSession(self.source, self.session, "", self.producer)
        self.unknown = 0  # pairs the producer could not name ("???")
        self.columns: set[str] = set()
        self.frequency = False
        self.sections: dict[str, set[str]] = {}

    def problem(self, line: int, board: int | None, key: str, **values: object) -> None:
        self.out.problems.append(Problem.of(self.source, line, Message(key, **values),
                                            str(board) if board is not None else None))

    def note(self, key: str, **values: object) -> None:
        text = Message(key, **values)
        if text not in self.out.notes:
            self.out.notes.append(text)

    # --- reading ---------------------------------------------------------------------

    def read(self) -> ImportedSession:
        totals: list[tuple[int, dict[str, str]]] = []
        total_columns: tuple[str, ...] = ()
        team_rows: list[tuple[int, dict[str, str]]] = []
        first_event = ""
        for game in self.pbn.games:
            first_event = first_event or game.values.get("Event", "")
            total = _Table(game, "TotalScoreTable")
            if total.present and not totals:
                totals, total_columns = total.rows, total.columns
            table = _Table(game, "ScoreTable")
            if not table.present:
                continue
            self.columns.update(table.columns)
            if "TeamId_Home" in table.columns:
                team_rows.extend(table.rows)
                continue
            board = self.board(game)
            if board is None:
                continue
            self.read_traveller(board, table)
        self.session.event = first_event
        if self.pbn.games:
            self.session.date = self.pbn.games[0].values.get("Date", "").replace("?", "")
        if team_rows:
            self.read_matches(team_rows)
        self.read_totals(totals, total_columns)
        self.drop_lone_sit_outs()
        self.decide()
        return self.out

    def board(self, game: PbnGame) -> int | None:
        tag = game.tag("ScoreTable")
        line = tag.line if tag is not None else 0
        text = game.values.get("Board", "")
        if not text.isdigit() or int(text) < 1:
            self.problem(line, None, "import.board.number", value=repr(text))
            return None
        number = int(text)
        if number in self.session.boards:
            self.problem(line, number, "import.board.repeated")
            return None
        try:
            dealer = Seat.parse(game.values["Dealer"]) if game.values.get("Dealer") else None
            vul = (Vulnerability.parse(game.values["Vulnerable"].strip())
                   if game.values.get("Vulnerable") else None)
            self.session.boards[number] = Board.numbered(number, dealer=dealer,
                                                         vulnerability=vul)
        except ValueError as e:
            self.problem(line, number, "import.board.markings", reason=reason_of(e))
        deal = game.values.get("Deal", "")
        if deal:
            try:
                self.session.deals[number] = Deal.parse(deal)
            except (DealError, ValueError):
                self.note("import.note.deals")
        return number

    def ident(self, row: dict[str, str], column: str) -> str:
        value = row.get(column, "-")
        if value in ("???", "?"):
            self.unknown += 1
            self.note("import.note.unknown")
            return f"?{self.unknown}"
        section = row.get("Section", "")
        self.sections.setdefault(value, set()).add(section)
        return value

    def read_traveller(self, board: int, table: _Table) -> None:
        columns = table.columns
        if "PairId_NS" in columns:
            for line, row in table.rows:
                self.pair_row(board, line, row)
        elif "PlayerId_North" in columns:
            self.session.individual = True
            for line, row in table.rows:
                self.individual_row(board, line, row)
        elif "Multiplicity" in columns or "Score_NS" in columns:
            self.frequency = True
            self.frequency_rows(board, table.rows)
        else:
            self.problem(table.rows[0][0] if table.rows else 0, board, "import.no.pairs")

    def outcome(self, board: int, line: int, row: dict[str, str]) -> tuple[
            Outcome, Outcome | None] | None:
        ns, ew = row.get("Score_NS", "-"), row.get("Score_EW", "-")
        if ns in _ARTIFICIAL or ew in _ARTIFICIAL:
            first = _ARTIFICIAL.get(ns, _ARTIFICIAL.get(ew))
            assert first is not None
            second = _ARTIFICIAL.get(ew, first)
            return first, second
        if ns == "Bye" or ew == "Bye":
            return NotPlayed(), None
        try:
            played = _played(row)
        except (SessionError, KeyError, ValueError) as e:
            published = _score(row)
            if published is None:
                self.problem(line, board, "import.result.unread", reason=reason_of(e))
                return None
            self.problem(line, board, "import.contract.unread", reason=reason_of(e),
                         score=str(published))
            return Assigned.single(published), None
        published = _score(row)
        ours = played.ns_score(self.session.board(board).vulnerability)
        if published is not None and published != ours:
            vul = self.session.board(board).vulnerability.pbn
            self.problem(line, board, "import.score.differs", played=str(played), ours=str(ours),
                         vul=vul, published=str(published))
            return Assigned.single(published), None
        return played, None

    def add(self, result: TableResult, line: int) -> bool:
        try:
            self.session.add(result)
        except SessionError as e:
            self.problem(line, result.board, "import.skipped", reason=reason_of(e))
            return False
        return True

    def figures(self, line: int, board: int, key: tuple[str, ...], row: dict[str, str]) -> None:
        for column in _RESULT_FIGURES:
            text = row.get(column, "-")
            if text not in ("-", ""):
                self.out.figures.append(Figure(line, board, key, column, text))

    def pair_row(self, board: int, line: int, row: dict[str, str]) -> None:
        ns, ew = self.ident(row, "PairId_NS"), self.ident(row, "PairId_EW")
        outcome = self.outcome(board, line, row)
        if outcome is None:
            return
        if isinstance(outcome[0], NotPlayed) and "-" in (ns, ew):
            self.session.phantoms.add("-")
            self.note("import.note.bye")
        rnd = row.get("Round", "")
        result = TableResult(board, ns, ew, outcome[0], outcome[1],
                             round=int(rnd) if rnd.isdigit() else None)
        if self.add(result, line):
            self.figures(line, board, (ns, ew), row)

    def individual_row(self, board: int, line: int, row: dict[str, str]) -> None:
        players = [self.ident(row, f"PlayerId_{s}") for s in _SEATS]
        outcome = self.outcome(board, line, row)
        if outcome is None:
            return
        rnd = row.get("Round", "")
        north, south, east, west = players
        result = TableResult.individual(board, north, south, east, west, outcome[0],
                                        ew_outcome=outcome[1],
                                        round=int(rnd) if rnd.isdigit() else None)
        if self.add(result, line):
            self.figures(line, board, tuple(players), row)

    def frequency_rows(self, board: int, rows: Sequence[tuple[int, dict[str, str]]]) -> None:
        self.note("import.note.frequency")
        count = 0
        for line, row in rows:
            times = row.get("Multiplicity", "1")
            if not times.isdigit() or int(times) < 1:
                self.problem(line, board, "import.multiplicity", value=repr(times))
                continue
            artificial = self.caret(row)
            for _ in range(int(times)):
                count += 1
                ns, ew = f"{board}n{count}", f"{board}e{count}"
                if artificial is not None:
                    side, value = artificial
                    if value not in _BY_PERCENT:
                        self.problem(line, board, "import.artificial.percent", percent=value)
                        break
                    mine = _BY_PERCENT[value]
                    first, second = (mine, _OTHER[mine]) if side is Side.NS else (
                        _OTHER[mine], mine)
                    result = TableResult(board, ns, ew, first, second)
                    if self.add(result, line):
                        column = f"Percentage_{side.name}"
                        self.out.figures.append(Figure(line, board, (ns, ew), column,
                                                       str(value)))
                    continue
                if row.get("Contract", "-") not in ("-", ""):
                    outcome = self.outcome(board, line, row)
                    if outcome is None:
                        break
                    entered: Outcome = outcome[0]
                else:
                    score = _score(row)
                    if score is None:
                        self.problem(line, board, "import.no.score")
                        break
                    self.note("import.note.assigned")
                    entered = Assigned.single(score)
                if self.add(TableResult(board, ns, ew, entered), line):
                    self.figures(line, board, (ns, ew), row)

    def caret(self, row: dict[str, str]) -> tuple[Side, int] | None:
        for side in Side:
            text = row.get(f"Percentage_{side.name}", "")
            if text.startswith("^"):
                value = text[1:]
                return side, int(value) if value.isdigit() else -1
        return None

    def read_matches(self, rows: list[tuple[int, dict[str, str]]]) -> None:
        self.session.teams = True
        played: list[tuple[int, dict[str, str], Fraction, Fraction]] = []
        for line, row in rows:
            details = row.get("MatchDetails", "-")
            if details == "-":
                continue  # a match of a round not played yet
            segments = {s.split(",")[0]: s.split(",")[1:] for s in details.split("|")}
            total = segments.get("200")
            home_imps = _number(total[0]) if total and len(total) == 2 else None
            away_imps = _number(total[1]) if total and len(total) == 2 else None
            if home_imps is None or away_imps is None:
                self.problem(line, None, "import.match.details", value=repr(details))
                continue
            played.append((line, row, home_imps, away_imps))
        boards = self.match_boards(played)
        for line, row, home_imps, away_imps in played:
            rnd = row.get("Round", "")
            match = MatchTotal(row["TeamId_Home"], row["TeamId_Away"], (home_imps, away_imps),
                               boards, int(rnd) if rnd.isdigit() else None)
            try:
                self.session.add_match_total(match)
            except SessionError as e:
                self.problem(line, None, "import.skipped", reason=reason_of(e))
                continue
            key = (match.home, match.away, rnd)
            for column in ("VP_Home", "VP_Away"):
                if row.get(column, "-") != "-":
                    self.out.figures.append(Figure(line, None, key, column, row[column]))

    def match_boards(self, played: list[tuple[int, dict[str, str], Fraction, Fraction]]) -> int:
        """The number of boards a match: the file does not say; the one number for which
        the WBF scale gives every published VP."""
        def fits(boards: int) -> bool:
            for _, row, home, away in played:
                vp = _number(row.get("VP_Home", "-"))
                if vp is None:
                    continue
                decimals = len(row["VP_Home"].split(".")[1]) if "." in row["VP_Home"] else 0
                ours = victory_points(home - away, boards)
                if abs(ours - vp) > Fraction(1, 2 * 10**decimals):
                    return False
            return True
        found = [b for b in range(1, 65) if fits(b)]
        if not found:
            self.note("import.note.boards.default")
            return 16
        if len(found) > 1:
            self.note("import.note.boards.others", number=found[0],
                      others=", ".join(map(str, found[1:4])))
        else:
            self.note("import.note.boards", number=found[0])
        return found[0]

    def read_totals(self, rows: list[tuple[int, dict[str, str]]],
                    columns: tuple[str, ...]) -> None:
        if not rows:
            return
        session_part = "SessionScoreMP" in columns or "SessionScoreIMP" in columns
        if session_part:
            self.out.unchecked.append(Message("import.unchecked.cumulative"))
        kind = "TeamId" if "TeamId" in columns else "PlayerId" if "PlayerId" in columns \
            else "PairId"
        for line, row in rows:
            ident = row.get(kind, "")
            if kind == "PairId" and not ident:
                ident = row.get("Rank", "")  # OKbridge: the pair numbers are the ranks
                self.note("import.note.ranks")
            if not ident:
                continue
            names = row.get("Names", row.get("Name", row.get("TeamName", "")))
            numbers = tuple(row[c] for c in ("MemberID1", "MemberID2", "MemberID")
                            if row.get(c, "-") not in ("-", "") and row[c].isdigit())
            if self.session.teams:
                contestant = Contestant(ident, (), names, numbers)
            else:
                split = re.split(r" - |\s*;|/", names) if not self.session.individual \
                    else [names]
                contestant = Contestant(ident, tuple(n.strip() for n in split if n.strip()),
                                        numbers=numbers)
            self.session.contestants[ident] = contestant
            if not self.frequency:
                for column in _TOTAL_FIGURES:
                    source = _SESSION_COLUMNS.get(column, column) if session_part else column
                    text = row.get(source, "-")
                    if text not in ("-", ""):
                        self.out.figures.append(Figure(line, None, (ident,), column, text))
        if self.frequency:
            self.out.unchecked.append(Message("import.unchecked.frequency"))
        # a result may name a pair the ranking leaves out (??? pairs): enter it unnamed
        for result in self.session.results:
            for side in Side:
                for ident in result.players_of(side):
                    if ident not in self.session.contestants and \
                            ident not in self.session.phantoms:
                        self.session.contestants[ident] = Contestant(ident)
        if columns.count("Rank") and sum(1 for _, r in rows if r.get("Rank") == "1") == 1 \
                and "Direction" in columns and not self.session.teams:
            directions = {r.get("Direction") for _, r in rows}
            if len(directions) > 1:
                self.session.regulations = self.session.regulations.replace(ranking="one")
                self.note("import.note.one.ranking")

    def drop_lone_sit_outs(self) -> None:
        """A sit-out scores the pair's average over the session; when the file holds no
        other board of that pair (an excerpt), that average cannot be recomputed."""
        played = {ident for r in self.session.results if not isinstance(r.outcome, NotPlayed)
                  for side in Side for ident in r.players_of(side)}
        keep = []
        for figure in self.out.figures:
            result = next((r for r in self.session.results if figure.board == r.board
                           and (r.ns, r.ew) == figure.key), None) if figure.board else None
            if result is not None and isinstance(result.outcome, NotPlayed) and not any(
                    ident in played for ident in figure.key if ident not in
                    self.session.phantoms):
                self.out.unchecked.append(Message(
                    "import.unchecked.sit.out", line=figure.line, board=figure.board,
                    column=figure.column, text=figure.text))
                continue
            keep.append(figure)
        self.out.figures = keep

    # --- the method and settings -----------------------------------------------------

    def decide(self) -> None:
        regs = self.session.regulations
        columns = self.columns
        scoring = self.scoring.lower()
        producer = self.producer.lower()
        if self.session.teams:
            self.out.method = "teams"
        elif "ButlerDatum" in columns or "butler" in scoring:
            self.out.method = "butler"
            if "ruter" in producer or "magic contest" in producer:
                regs = regs.replace(butler_rounding=self.datum_rounding())
        elif "IMP_NS" in columns or "imp" in scoring:
            self.out.method = "cross-imp"
            if "cross2" in scoring:
                regs = regs.replace(cross_imps_average=True, rank_by="mean")
                self.out.summed_travellers = True
                self.note("import.note.cross2")
            elif "okbridge" in producer:
                regs = regs.replace(cross_imps_average=True)
                self.note("import.note.okbridge")
            else:
                regs = regs.replace(neuberg=False)
                self.note("import.note.neuberg")
            plus = self.artificial_imps()
            if plus is not None:
                regs = regs.replace(artificial_imps=(plus, 0, -plus))
        elif any(c.startswith(("MP_", "Percentage_")) for c in columns) or "match" in scoring:
            self.out.method = "mp"
        else:
            self.out.method = "total"
        if self.session.phantoms and self.out.method != "mp":
            regs = regs.replace(sit_out="average")
            self.note("import.note.sit.out")
        if any(c == "+MeanScore" or c == "MeanScore" for c in self.total_columns()):
            regs = regs.replace(rank_by="mean")
            self.note("import.note.mean")
        if self.frequency:
            regs = regs.replace(neuberg=False)
            if self.out.method == "cross-imp":
                regs = regs.replace(cross_imps_average=True)
            self.note("import.note.own.top")
            if "okbridge" in producer and "MP_NS" in columns:
                self.out.mp_as_percent = True
                self.note("import.note.okbridge.mp")
            if self.wignall():
                self.out.percentages = "wignall"
                regs = regs.replace(percentages="wignall")
                self.note("import.note.wignall")
        self.session.regulations = regs
        self.session.method = self.out.method
        self.note("import.note.method", method=self.out.method)

    def total_columns(self) -> set[str]:
        return {f.column for f in self.out.figures if f.board is None}

    def datum_rounding(self) -> DatumRounding:
        self.note("import.note.datum")
        return DatumRounding.HALF_AWAY

    def artificial_imps(self) -> Fraction | None:
        """IMPs a comparison for average plus, from a published A+ figure at cross-IMPs."""
        by_board = Counter(r.board for r in self.session.results)
        for figure in self.out.figures:
            if figure.column != "IMP_NS" or figure.board is None:
                continue
            result = next((r for r in self.session.results
                           if r.board == figure.board and (r.ns, r.ew) == figure.key), None)
            if result is None or result.outcome is not Artificial.AVERAGE_PLUS:
                continue
            value = _number(figure.text)
            comparisons = by_board[figure.board] - 1
            if value is None or comparisons < 1:
                continue
            per = value / comparisons if not self.out.summed_travellers else value
            per = Fraction(round(per * 2), 2)
            self.note("import.note.average.plus", imps=Number(per), line=figure.line,
                      text=figure.text, count=comparisons)
            return per
        return None

    def wignall(self) -> bool:
        """Whether the first board's published percentages follow Wignall's formula."""
        for figure in self.out.figures:
            if figure.column == "Percentage_NS" and figure.board is not None:
                tops = [f for f in self.out.figures if f.board == figure.board
                        and f.column == "Percentage_NS"]
                best = max(tops, key=lambda f: _number(f.text) or 0)
                return (_number(best.text) or 0) < 100
        return False


def import_score_tables(path: str | Path) -> ImportedSession:
    """Read the score tables of a PBN file (see the module's documentation)."""
    return _Reader(Path(path)).read()


# --- comparing -------------------------------------------------------------------------

def _close(ours: Fraction, published: str) -> bool:
    """Whether our exact figure rounds to the published one, to the decimals it shows."""
    text = published.lstrip("+")
    decimals = len(text.split(".")[1]) if "." in text else 0
    value = _number(text)
    return value is not None and abs(ours - value) <= Fraction(1, 2 * 10**decimals)


def _shown(value: Fraction | int | None) -> str | Term:
    """Our figure as the file would write it (compared with the published text, so not in
    the language's digits); the term "none" when we have none."""
    return Term("none") if value is None else f"{float(value):.4f}".rstrip("0").rstrip(".")


def _lines(score: SessionScore) -> dict[tuple[int, tuple[str, ...]], tuple[Line, int, bool]]:
    """Each result's line by board and contestants, with the board's count of results and
    whether another result of the board has the same score."""
    found = {}
    for traveller in score.travellers:
        count = len(traveller.lines)
        scores = Counter(line.ns_points for line in traveller.lines)
        for line in traveller.lines:
            r = line.result
            key = r.players if r.players else (r.ns, r.ew)
            tied = line.ns_points is not None and scores[line.ns_points] > 1
            found[(traveller.board, tuple(key))] = (line, count, tied)
    return found


def _ours(imported: ImportedSession, score: SessionScore, figure: Figure,
          lines: dict[tuple[int, tuple[str, ...]], tuple[Line, int, bool]]
          ) -> Fraction | str | None:
    """Our figure for ``figure``; a catalogue key when there is nothing to compare with."""
    column = figure.column
    if figure.board is not None:
        found = lines.get((figure.board, figure.key))
        if found is None:
            return "import.differs.no.result"
        line, count, tied = found
        if column == "ButlerDatum":
            traveller = next(t for t in score.travellers if t.board == figure.board)
            return traveller.datum
        name = column.split("_")[1]
        side = Side.NS if name in ("NS", "North", "South") else Side.EW
        if column.startswith("Percentage"):
            return line.percent(side)  # Wignall's if the import found them
        if column.startswith("MP") and imported.mp_as_percent:
            percent = line.percent(side)
            if tied and percent is not None:
                # OKbridge gives a tied score's percentage to one decimal only (then
                # written with two), rounded half to even as C's printf rounds
                return Fraction(round(percent, 1))
            return percent
        value = line.value(side)
        if column.startswith("IMP") and imported.summed_travellers and value is not None:
            return value * (count - 1)
        return value
    if column in ("VP_Home", "VP_Away"):
        home, away, rnd = figure.key
        match = next((m for m in score.matches if (m.home, m.away) == (home, away)
                      and (str(m.round) if m.round is not None else "") == rnd), None)
        if match is None or match.vps is None:
            return "import.differs.no.match"
        return match.vps[0 if column == "VP_Home" else 1]
    try:
        standing = score.standing(figure.key[0])
    except KeyError:
        return "import.differs.column.not.ranked"
    if column == "NrBoards":
        return Fraction(standing.boards)
    if column == "TotalPercentage":
        return standing.percent
    if column in ("+MeanScore", "MeanScore") or (
            column == "TotalScoreIMP" and imported.summed_travellers):
        return standing.mean
    return standing.total


def compare(imported: ImportedSession, score: SessionScore | None = None) -> Comparison:
    """Score the imported session by its method (unless ``score`` is given) and check
    every published figure: equal to the decimals the file shows; a rank within the places
    our tie spans (we rank a tie ``5=``, a producer may give 5 and 6)."""
    if score is None:
        score = score_session(imported.session, imported.method)
    lines = _lines(score)
    ranked = {f.key[0] for f in imported.figures if f.column == "Rank"}
    result = Comparison()

    def differs(figure: Figure, key: str, **values: object) -> None:
        board = str(figure.board) if figure.board is not None else None
        result.mismatches.append(Problem.of(imported.source, figure.line, Message(
            key, who=" ".join(figure.key), **values), board))

    for figure in imported.figures:
        if figure.column == "Rank":
            try:
                standing = score.standing(figure.key[0])
            except KeyError:
                differs(figure, "import.differs.not.ranked")
                continue
            # the places among the contestants the producer ranks (OKbridge leaves out
            # the pairs it could not name)
            ranks = [s.rank for s in score.standings
                     if s.field == standing.field and s.id in ranked]
            first = ranks.index(standing.rank) + 1
            tied = ranks.count(standing.rank)
            published = int(figure.text) if figure.text.isdigit() else -1
            if first <= published < first + tied:
                result.matched += 1
                result.by_column[figure.column] += 1
            else:
                differs(figure, "import.differs.rank", published=figure.text, ours=standing.rank)
            continue
        ours = _ours(imported, score, figure, lines)
        if isinstance(ours, str):
            differs(figure, ours, column=figure.column)
        elif ours is not None and _close(ours, figure.text):
            result.matched += 1
            result.by_column[figure.column] += 1
        else:
            differs(figure, "import.differs", column=figure.column, published=figure.text,
                    ours=_shown(ours))
    return result


def report_lines(imported: ImportedSession, comparison: Comparison | None = None,
                 lang: str = "en") -> Iterator[str]:
    """The import's report in ``lang``, line by line: producer, method, decisions, the
    producer's errors and, when compared, the figures matched and any that are not."""
    def say(key: str, **values: object) -> str:
        return Message(key, **values).render(lang)

    session = imported.session
    producer: str | Term = imported.producer or Term("import.producer.unknown")
    results = say("cli.session.results", count=Number(len(session.results)))
    if session.match_totals:
        yield say("import.report.head.matches", path=imported.source, producer=producer,
                  results=results, method=imported.method,
                  matches=say("import.report.matches",
                              count=Number(len(session.match_totals))))
    else:
        yield say("import.report.head", path=imported.source, producer=producer,
                  results=results, method=imported.method)
    for note in imported.notes:
        yield "  " + say("import.report.note", remark=note)
    for problem in imported.problems:
        yield "  " + problem.render(lang)
    for text in imported.unchecked:
        yield "  " + say("import.report.unchecked", remark=text)
    if comparison is not None:
        if comparison.matched:
            columns = ", ".join(f"{c} {Number(n).render(lang)}"
                                for c, n in sorted(comparison.by_column.items()))
            yield "  " + say("import.report.matched", count=Number(comparison.matched),
                             columns=columns)
        else:
            yield "  " + say("import.report.matched.none")
        if comparison.mismatches:
            yield "  " + say("import.report.differ", count=Number(len(comparison.mismatches)))
        for mismatch in comparison.mismatches:
            yield "  " + say("import.report.differs", problem=mismatch)


def header_lines(imported: ImportedSession, name: str, lang: str = "en") -> list[str]:
    """The comment lines ``session import`` writes at the top of the session file, in
    ``lang``: where it came from, the producer, and what import decided."""
    def comment(text: Renderable) -> str:
        return "# " + text.render(lang)

    producer: str | Term = imported.producer or Term("import.producer.unknown")
    return [comment(Message("import.header.source", file=name)),
            comment(Message("import.header.producer", producer=producer)),
            *(comment(note) for note in imported.notes)]
