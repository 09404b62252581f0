"""Reading the score tables that other scorers wrote into the PBN files of the corpus
(../shared/corpus/pbn), for tests that compare their published figures with ours."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from bridgelaws.formats.pbn import load_pbn
from bridgelaws.scoring.session import Artificial, Played, Session, TableResult
from bridgelaws.values.regulations import Regulations

CORPUS_PBN = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "pbn"
RKCB = CORPUS_PBN / "rkcb-pbnparser" / "src" / "main" / "resources"


@dataclass(frozen=True)
class Table:
    """One section of a game: its column names (without widths) and rows of elements,
    quotes removed."""

    board: str
    columns: tuple[str, ...]
    rows: tuple[dict[str, str], ...]
    values: dict[str, str]


def _column(text: str) -> str:
    """A column's name without its width and alignment: ``Score_NS\\6R``, or ``Score_NS6R``
    as the reader gives a single backslash (a PBN string escape) that the producer wrote."""
    if "\\" in text:
        return text.split("\\")[0]
    return re.sub(r"[0-9]+[LR]?\Z", "", text)


def _unquote(token: str) -> str:
    return token[1:-1] if len(token) >= 2 and token[0] == token[-1] == '"' else token


def tables(path: Path, name: str = "ScoreTable") -> Iterator[Table]:
    """Every ``name`` section of the file, game by game."""
    for game in load_pbn(path).games:
        tag = game.tag(name)
        if tag is None:
            continue
        columns = tuple(_column(c) for c in tag.value.split(";"))
        rows = []
        for _, tokens in tag.rows:
            tokens = [t for t in tokens if not t.startswith(("{", ";"))]
            if tokens:
                rows.append(dict(zip(columns, map(_unquote, tokens), strict=False)))
        yield Table(game.values.get("Board", ""), columns, tuple(rows), dict(game.values))


def ns_score(row: dict[str, str]) -> int | None:
    """North-South's score from ``Score_NS``/``Score_EW`` (a plus score in its side's
    column, ``-`` in the other); None when neither is a number."""
    ns, ew = row.get("Score_NS", "-"), row.get("Score_EW", "-")
    if ns.lstrip("-").isdigit():
        return int(ns)
    if ew.lstrip("-").isdigit():
        return -int(ew)
    return None


def played(row: dict[str, str]) -> Played:
    """The played result of a row (``Contract``, ``Declarer``, ``Result`` as tricks
    taken); Ruter writes no-trumps as ``1N``, and a passed-out board as ``Pass``/``PASS``."""
    contract = row["Contract"].upper()
    if contract in ("PASS", "P"):
        return Played(None)
    if contract.endswith("N") or "NX" in contract:
        contract = contract.replace("N", "NT", 1)
    return Played.parse(f"{contract} {row['Declarer']} {row['Result']}")


def close(ours: Fraction, published: str) -> bool:
    """Whether our exact figure rounds to the published one, to the decimals it shows."""
    text = published.lstrip("+")
    decimals = len(text.split(".")[1]) if "." in text else 0
    return abs(ours - Fraction(text)) <= Fraction(1, 2 * 10**decimals)


def ruter_session(path: Path, regulations: Regulations | None = None) -> Session:
    """A session of the pairs results in a Ruter score table (A+ as average plus)."""
    session = Session(regulations=regulations) if regulations is not None else Session()
    for table in tables(path):
        board = int(table.board)
        for row in table.rows:
            outcome: Played | Artificial
            if row["Score_NS"] == "A+":
                outcome = Artificial.AVERAGE_PLUS
            else:
                outcome = played(row)
                assert outcome.ns_score(session.board(board).vulnerability) == ns_score(row)
            session.add(TableResult(board, row["PairId_NS"], row["PairId_EW"], outcome,
                                    round=int(row["Round"])))
    return session
