"""PBN 2.1 (Portable Bridge Notation): a tolerant reader and a strict export writer.

Reading accepts the import format: any tag order, lower case where PBN allows it, tag
value inheritance (``"#"`` and ``"##"``), ``;`` and ``{}`` comments, several games per
file, notes (``=1=``), suffixes such as ``!``, NAGs, ``AP``, and ``-``, ``+`` and ``*``
in the play. Each game can then be replayed through the Laws engine
(:func:`check_game`), which reports every problem with the file, board and line.

Writing produces the export format (CRLF line ends, the fifteen mandatory tags first,
four calls per auction line, one trick per play line). Reading what was written gives
back the same games.

>>> text = '''[Board "1"]
... [Dealer "N"]
... [Vulnerable "None"]
... [Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
... [Contract "1S"]
... [Declarer "N"]
... [Result "7"]
... [Auction "N"]
... 1S ! =1= AP
... [Note "1:natural"]
... '''
>>> pbn = read_pbn(text)
>>> game = pbn.games[0]
>>> [" ".join(c.tokens()) for c in game.auction], game.notes("Auction")
(['1S =1= $1', 'AP'], {1: 'natural'})
>>> [str(p) for p in check_game(game)]
[]
>>> read_pbn(write_pbn(pbn.games)).games[0].content() == game.content()
True
"""

from __future__ import annotations

import codecs
import gc
import io
import operator
import re
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import suppress
from dataclasses import dataclass, field, replace
from functools import partial
from itertools import chain, islice, takewhile
from pathlib import Path
from typing import BinaryIO, Final, NamedTuple

from bridgelaws.engine.strict import StrictTable
from bridgelaws.engine.table import IllegalPlayError, Phase
from bridgelaws.errors import FormatError, IllegalActionError, Renderable
from bridgelaws.formats.pbntags import KNOWN_TAGS, check_tags
from bridgelaws.formats.problems import Problem
from bridgelaws.formats.text import split_lines
from bridgelaws.laws.editions import DEFAULT, Edition, edition
from bridgelaws.laws.index import EDITIONS, UnknownClauseError, law
from bridgelaws.messages import Message, Term
from bridgelaws.parsing import (
    BOARD_NUMBER,
    MAX_NUMBER,
    NumberError,
    read_number,
    shown,
    whole_number,
)
from bridgelaws.procedure.auction import IllegalCallError
from bridgelaws.values.board import Board, Vulnerability
from bridgelaws.values.calls import Call, Contract, parse_contract
from bridgelaws.values.cards import Card, Seat
from bridgelaws.values.deal import Deal, DealError, complete_deal, parse_partial, plain_deal

__all__ = [
    "MANDATORY_TAGS",
    "PbnCall",
    "PbnError",
    "PbnFile",
    "PbnGame",
    "PbnTag",
    "Problem",
    "check_game",
    "decode",
    "game_board",
    "game_edition",
    "game_from_table",
    "games_from_tables",
    "iter_pbn",
    "load_pbn",
    "pbn_lines",
    "read_pbn",
    "replay_game",
    "stream_pbn",
    "write_pbn",
]

MANDATORY_TAGS: Final = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South",
    "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
)
"""The fifteen tags every game has in export format, in their export order."""

_NO_INHERIT: Final = frozenset(
    {"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", "Note"}
)
_SECTION_TAGS: Final = frozenset({"Auction", "Play", "Note"})


class PbnError(FormatError):
    """A file that cannot be read as PBN at all (e.g. not text)."""


@dataclass(slots=True)
class PbnTag:
    """A tag pair as read: name, value as written, line, and the section that follows it.

    ``rows`` holds the section line by line, as (line number, tokens); comments are tokens that
    start with ``{`` or ``;``); ``comments`` holds the comments that follow the tag pair
    itself, before any section token.
    """

    name: str
    value: str
    line: int
    rows: Sequence[tuple[int, list[str]]] = ()
    comments: Sequence[str] = ()

    def add_row(self, line: int, tokens: list[str]) -> None:
        """Add a line of the section."""
        if self.rows:
            self.rows.append((line, tokens))  # type: ignore[attr-defined]
        else:
            self.rows = [(line, tokens)]  # most tags have no section: no list until one

    def add_comments(self, comments: Sequence[str]) -> None:
        """Add comments that follow the tag pair."""
        self.comments = [*self.comments, *comments]


class PbnCall(NamedTuple):
    """One call of an Auction section, with what PBN attaches to it."""

    call: Call | None  # None for a skipped turn (^S)
    line: int
    note: int | None = None
    annotations: tuple[str, ...] = ()  # suffixes (! ? !! ...) and NAGs ($n), in file order
    irregularity: str | None = None  # "I" (insufficient, accepted) or "S" (skipped)
    comments: tuple[str, ...] = ()
    all_pass: bool = False  # "AP": the closing passes, however many are needed

    def tokens(self) -> list[str]:
        """The call as export-format tokens."""
        if self.all_pass:
            return ["AP", *self.comments]
        out = [] if self.irregularity is None else [f"^{self.irregularity}"]
        if self.call is not None:
            out.append(str(self.call))
        if self.note is not None:
            out.append(f"={self.note}=")
        out.extend(_export_nags(self.annotations, _CALL_SUFFIX_NAG))
        out.extend(self.comments)
        return out


_second: Final = operator.itemgetter(1)
_FOUR: Final = 4
_new_call: Final = tuple.__new__  # a PbnCall without the named tuple's keyword handling

_CALL_SUFFIX_NAG: Final = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
_CARD_SUFFIX_NAG: Final = {"!": 7, "?": 8, "!!": 9, "??": 10, "!?": 11, "?!": 12}


def _canonical_card(token: str) -> str:
    parts = []
    for piece in _SECTION_SPLIT.findall(token):
        try:
            parts.append(str(Card.parse(piece)))
        except ValueError:
            parts.append(piece)
    return " ".join(parts)


def _export_nags(annotations: Iterable[str], suffixes: dict[str, int]) -> list[str]:
    nags = []
    for a in annotations:
        nag = whole_number(a[1:]) if a.startswith("$") else None
        if nag is not None:
            nags.append(nag)
        elif a in suffixes:
            nags.append(suffixes[a])
    return [f"${n}" for n in sorted(nags)]


_DealCache = dict[str, tuple[Deal | None, Message | None]]


_Rows = list[tuple[int, list[str]]]


class _PlainTags(NamedTuple):
    """The tag pairs of a game read at once (see :func:`_read_plain_game`), kept as read:
    a :class:`PbnTag` is made only when one is asked for."""

    names: list[str]
    values: list[str]  # as written
    lines: list[int]
    rows: dict[int, _Rows]  # the sections, by the index of their tag


class PbnGame:
    """One game (board result) of a PBN file.

    ``tags`` lists its tag pairs in file order (:class:`PbnTag`); ``values`` holds the tag
    values after inheritance (the first of a repeated tag wins); ``preamble`` the comments
    before the first tag; ``problems`` what was found while reading; ``auction`` the calls
    of the Auction section (:class:`PbnCall`), ``auction_end`` the ``*`` or ``+`` that ends
    it, if any, and ``auction_gap`` the index of its first token that is not a call, if any.
    """

    __slots__ = ("_first", "_made", "_plain", "_play_cards", "_tags", "auction", "auction_end",
                 "auction_gap", "known_deals", "line", "preamble", "problems", "source", "values")

    def __init__(
        self,
        source: str,
        line: int,
        tags: list[PbnTag],
        values: dict[str, str],
        preamble: list[str] | None = None,
        problems: list[Problem] | None = None,
        auction: list[PbnCall] | None = None,
        auction_end: str | None = None,
        auction_gap: int | None = None,
        known_deals: _DealCache | None = None,
    ) -> None:
        self.source = source
        self.line = line
        self._tags: list[PbnTag] | None = tags
        self.values = values
        self.preamble = [] if preamble is None else preamble
        self.problems = [] if problems is None else problems
        self.auction = [] if auction is None else auction
        self.auction_end = auction_end
        self.auction_gap = auction_gap
        self.known_deals: _DealCache = {} if known_deals is None else known_deals
        self._plain: _PlainTags | None = None
        self._made: dict[int, PbnTag] | None = None  # the tags made from _plain so far
        self._first: dict[str, int] | None = None  # the index of each name's first tag
        # the Play section's rows and their cards, when it holds cards only
        self._play_cards: tuple[Sequence[tuple[int, list[str]]], list[Card | None]] | None = None

    @classmethod
    def _read(cls, source: str, line: int, plain: _PlainTags, values: dict[str, str],
              preamble: list[str], problems: list[Problem]) -> PbnGame:
        """A game whose tag pairs are kept as read, each made a :class:`PbnTag` when asked."""
        game = cls(source, line, [], values, preamble, problems)
        game._tags = None
        game._plain = plain
        game._made = {}
        return game

    @property
    def tags(self) -> list[PbnTag]:
        """The tag pairs, in file order."""
        tags = self._tags
        if tags is None:
            plain, made = self._plain, self._made
            assert plain is not None and made is not None
            rows = plain.rows
            tags = [made.get(index) or PbnTag(name, value, line, rows.get(index, ()))
                    for index, (name, value, line)
                    in enumerate(zip(plain.names, plain.values, plain.lines, strict=True))]
            self._tags = tags
            self._plain = self._made = None
        return tags

    @tags.setter
    def tags(self, tags: list[PbnTag]) -> None:
        self._tags = tags
        self._plain = self._made = self._first = self._play_cards = None

    def tag_fields(self) -> tuple[Sequence[str], Sequence[str], Sequence[int]]:
        """The names, values (as written) and lines of the tag pairs, in file order."""
        plain = self._plain
        if plain is not None:
            return plain.names, plain.values, plain.lines
        tags = self.tags
        return [t.name for t in tags], [t.value for t in tags], [t.line for t in tags]

    def _index(self, name: str) -> int | None:
        first = self._first
        if first is None:
            names = self.tag_fields()[0]
            first = self._first = dict(zip(reversed(names), range(len(names) - 1, -1, -1),
                                           strict=True))
        return first.get(name)

    def tag(self, name: str) -> PbnTag | None:
        """The first tag pair of that name."""
        index = self._index(name)
        if index is None:
            return None
        made = self._made
        if made is None:
            return self.tags[index]
        tag = made.get(index)
        if tag is None:
            plain = self._plain
            assert plain is not None
            tag = made[index] = PbnTag(plain.names[index], plain.values[index],
                                       plain.lines[index], plain.rows.get(index, ()))
        return tag

    def has_tag(self, name: str) -> bool:
        """Whether the game has a tag pair of that name."""
        return self._index(name) is not None

    def tag_line(self, name: str) -> int | None:
        """The line of the first tag pair of that name."""
        index = self._index(name)
        if index is None:
            return None
        plain = self._plain
        return plain.lines[index] if plain is not None else self.tags[index].line

    def __repr__(self) -> str:
        return (f"PbnGame(source={self.source!r}, line={self.line!r}, tags={self.tags!r}, "
                f"values={self.values!r}, preamble={self.preamble!r}, "
                f"problems={self.problems!r}, auction={self.auction!r}, "
                f"auction_end={self.auction_end!r}, auction_gap={self.auction_gap!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PbnGame):
            return NotImplemented
        return (
            (self.source, self.line, self.tags, self.values, self.preamble, self.problems,
             self.auction, self.auction_end, self.auction_gap)
            == (other.source, other.line, other.tags, other.values, other.preamble,
                other.problems, other.auction, other.auction_end, other.auction_gap)
        )

    __hash__ = None  # type: ignore[assignment]  # mutable, like the dataclass it was

    @property
    def board_label(self) -> str | None:
        """The Board tag value, for messages (its start only when it is long)."""
        label = self.values.get("Board")
        if not label:
            return None
        return label if len(label) <= 24 else label[:20] + "…"

    def notes(self, section: str) -> dict[int, str]:
        """The notes of the Auction or Play section, by number."""
        notes: dict[int, str] = {}
        owner = None
        for tag in self.tags:
            if tag.name == "Note":
                if owner == section:
                    number, _, text = tag.value.partition(":")
                    note = whole_number(number)
                    if note is not None:
                        notes.setdefault(note, text)
            else:
                owner = tag.name
        return notes

    def content(self) -> dict[str, object]:
        """What the game says, independent of layout: tag values (``"?"``, unknown, counts as
        absent), auction with annotations, notes, play and table rows. Reading a game's
        export gives the same content."""
        return {
            "values": {
                k: _export_value(self, k) for k, v in self.values.items()
                if v != "?" and k not in ("Auction", "Play")
            },
            "play_seat": _seat_text(self.values.get("Play", "")),
            "auction": [" ".join(c.tokens()) for c in self.auction],
            "auction_end": self.auction_end,
            "notes": (self.notes("Auction"), self.notes("Play")),
            "play": [
                " ".join(t if t[0] in "{;" else _canonical_card(t) for t in row).split()
                for _, row in (self.tag("Play") or PbnTag("Play", "", 0)).rows
            ],
            "tables": {
                t.name: [row for _, row in t.rows]
                for t in self.tags if t.rows and t.name not in ("Auction", "Play")
            },
        }

    def play_rows(self) -> list[tuple[int, list[str]]]:
        """The Play section's lines, each a list of (token, line), comments removed."""
        tag = self.tag("Play")
        if tag is None:
            return []
        return [
            (line, [t for t in row if t[0] not in "{;"])
            for line, row in tag.rows
            if any(t[0] not in "{;" for t in row)
        ]


@dataclass(slots=True)
class PbnFile:
    """The games of one file, and its escape lines (``% ...``)."""

    source: str
    games: list[PbnGame]
    escapes: list[str] = field(default_factory=list)
    stray: list[Problem] = field(default_factory=list)  # found outside any game

    @property
    def problems(self) -> list[Problem]:
        """Problems found while reading (not yet the replay through the Laws)."""
        return [*self.stray, *(p for g in self.games for p in g.problems)]


# -- reading ------------------------------------------------------------------------

_TAG_LINE: Final = re.compile(r'\[([A-Za-z0-9_]+) "([^"\\]*(?:\\.[^"\\]*)*)"\]\s*$')
_TAG_NAME_ONLY: Final = re.compile(r"[A-Za-z0-9_]+")
_PLAIN_NAMES: Final = KNOWN_TAGS  # tag names known to be of PBN's letters, digits and "_"
_LINE_TOKENS: Final = re.compile(
    r"""\s*+(?:
      (?P<tag>\[)
    | (?P<semi>;.*)
    | (?P<brace>\{)
    | (?P<str>")
    | (?P<tok>[^\s\[\]{};"]++)
    | (?P<bad>\S)
    | $)
    """,
    re.VERBOSE,
)
_TAG_NAME: Final = re.compile(r"\[\s*+([A-Za-z0-9_]++)\s*+")
_QUOTED: Final = re.compile(r'"((?:[^"\\]++|\\.)*+)"')
_TAG_END: Final = re.compile(r"\s*+\]")
_SECTION_SPLIT: Final = re.compile(r"=[0-9]+=|\$[0-9]+|[!?]{1,2}|\^[A-Za-z]|[*+]|[^\s!?=$*+^]+|\S")
_UNESCAPE: Final = re.compile(r'\\([\\"])')  # PBN escapes a quote and a backslash only
_CARD_TOKENS: Final = {
    **{str(card): card for card in Card}, **{str(card).lower(): card for card in Card}
}
_SPECIAL: Final = re.compile(r'[\[\]{};"]')
_TAG_START: Final = re.compile(r'\[\s*+(?:[A-Za-z0-9_]++\s*+(?:"(?:[^"\\]++|\\.)*+"\s*+)?)?$')
"""The start of a tag pair that goes on on the next line (PBN 3.3 allows it in import)."""
_TAG_PAIR_LINES: Final = 8  # the most lines a tag pair may take
_LINE_LENGTH: Final = 254  # the longest line PBN allows: 255 characters with its end


def load_pbn(path: str | Path) -> PbnFile:
    """Read a PBN file from disk (UTF-8, with or without BOM, else Latin-1/cp1252)."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise PbnError(str(path), None, None, Message("pbn.cannot.read",
                       reason=str(exc.strerror or exc))) from None
    return read_pbn(decode(data, str(path)), str(path))


def decode(data: bytes, source: str) -> str:
    """Decode a file's bytes as UTF-8 (BOM allowed) or else cp1252/Latin-1."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise PbnError(source, None, None, Message("pbn.not.utf16")) from None
    if b"\x00" in data[:4096]:
        raise PbnError(source, None, None, Message("pbn.binary"))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _file_encoding(path: Path, source: str) -> tuple[str, int]:
    """The encoding :func:`decode` would choose for the file, and the length of its BOM:
    found in one pass over the file that holds a chunk at a time."""
    with path.open("rb") as f:
        head = f.read(4099)
        if head.startswith((b"\xff\xfe", b"\xfe\xff")):
            encoding, skip = "utf-16", 0
        else:
            if b"\x00" in (head[3:] if head.startswith(b"\xef\xbb\xbf") else head[:4096]):
                raise PbnError(source, None, None, Message("pbn.binary"))
            encoding, skip = "utf-8", 3 if head.startswith(b"\xef\xbb\xbf") else 0
        f.seek(skip)
        decoder = codecs.getincrementaldecoder(encoding)()
        try:
            while chunk := f.read(1 << 20):
                decoder.decode(chunk)
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            if encoding == "utf-16":
                raise PbnError(source, None, None, Message("pbn.not.utf16")) from None
            return "cp1252", skip
    return encoding, skip


def pbn_lines(path: str | Path) -> Iterator[str]:
    """The lines of a PBN (or LIN) file, decoded as :func:`decode` does and split as
    :func:`~bridgelaws.formats.text.split_lines` does, read a little at a time.

    Raises :class:`PbnError` when the file cannot be read or is not text."""
    p = Path(path)
    try:
        encoding, skip = _file_encoding(p, str(path))
        raw = p.open("rb")
    except OSError as exc:
        raise PbnError(str(path), None, None, Message("pbn.cannot.read",
                       reason=str(exc.strerror or exc))) from None
    return _lines(raw, encoding, skip)


def _lines(raw: BinaryIO, encoding: str, skip: int) -> Iterator[str]:
    with raw:
        raw.seek(skip)
        text = io.TextIOWrapper(raw, encoding=encoding, errors="replace", newline=None)
        ended = True  # an empty file is one empty line, as split_lines("") is
        for line in text:
            ended = line.endswith("\n")
            yield line[:-1] if ended else line
        if ended:
            yield ""


def stream_pbn(
    path: str | Path,
    *,
    escapes: list[str] | None = None,
    stray: list[Problem] | None = None,
    lines: Iterable[str] | None = None,
) -> Iterator[PbnGame]:
    """The games of a PBN file, read game by game (see :func:`iter_pbn`); ``lines`` may
    give the file's lines already opened with :func:`pbn_lines`."""
    return iter_pbn(pbn_lines(path) if lines is None else lines, str(path),
                    escapes=escapes, stray=stray)


_GAME_STARTERS: Final = frozenset({"Event", "Board", "Deal"})


class _Builder:
    """Collects the tags and comments of one game while lines are read, and hands each
    finished game to ``emit``."""

    def __init__(self, source: str, emit: Callable[[_Builder], None]) -> None:
        self.source = source
        self.emit = emit
        self.reset()

    def reset(self) -> None:
        self.tags: list[PbnTag] = []
        self.plain: _PlainTags | None = None  # the tags of a game read at once, if it was
        self.preamble: list[str] = []
        self.line = 0
        self.problems: list[Problem] = []
        self.row: list[str] | None = None
        self.row_line = -1
        self.names: set[str] = set()

    def finish(self) -> None:
        """The game is complete (an empty line, a new game, or the end of the file)."""
        if self.tags or self.plain or self.preamble or self.problems:
            self.emit(self)
        self.reset()

    def add_tag(self, name: str, value: str, line: int) -> None:
        if name in _GAME_STARTERS and name in self.names:
            # no empty line between two games: a second Event, Board or Deal starts the next
            self.finish()
        if not self.tags:
            self.line = line
        self.names.add(name)
        self.tags.append(PbnTag(name, value, line))
        self.row = None

    def add_comment(self, text: str, line: int) -> None:
        if not self.tags:
            if not self.line:
                self.line = line
            self.preamble.append(text)
        elif self.row is None and not self.tags[-1].rows:
            self.tags[-1].add_comments((text,))
        else:
            self.add_token(text, line)

    def add_row(self, tokens: list[str], line: int) -> None:
        """A whole line of section tokens."""
        self.row = tokens
        self.row_line = line
        self.tags[-1].add_row(line, tokens)

    def add_token(self, token: str, line: int) -> None:
        if not self.tags:
            self.problems.append(Problem.of(self.source, line,
                                            Message("check.before.tag", token=repr(token))))
            return
        if self.row is None or self.row_line != line:
            self.row = []
            self.row_line = line
            self.tags[-1].add_row(line, self.row)
        self.row.append(token)


def read_pbn(text: str, source: str = "<string>") -> PbnFile:
    """Read PBN text (import format). Never raises for bad content: what cannot be read is
    reported in each game's ``problems``."""
    escapes: list[str] = []
    stray: list[Problem] = []
    # The games are kept, and the cyclic garbage collector would walk every object read so
    # far again and again as the list grows (half the time of a read); none of them is
    # garbage yet, so it waits until the whole file is read.
    enabled = gc.isenabled()
    gc.disable()
    try:
        games = list(iter_pbn(split_lines(text), source, escapes=escapes, stray=stray))
    finally:
        if enabled:
            gc.enable()
    return PbnFile(source, games, escapes, stray)


_BLOCK_LINES: Final = 20_000  # the longest game read at once; longer ones go line by line
_not_empty: Final = partial(operator.ne, "")


def iter_pbn(
    lines: Iterable[str],
    source: str = "<string>",
    *,
    escapes: list[str] | None = None,
    stray: list[Problem] | None = None,
) -> Iterator[PbnGame]:
    """Read PBN lines (without their ends) game by game: each game is yielded as soon as the
    next one starts (or the input ends), so that memory holds one or two games, never the
    file. The file's escape lines (``% ...``) and the problems found outside any game are
    appended to ``escapes`` and ``stray`` as they are read.

    >>> games = iter_pbn(iter(['[Board "1"]', '', '[Board "2"]', '']))
    >>> next(games).values
    {'Board': '1'}
    """
    if escapes is None:
        escapes = []
    if stray is None:
        stray = []
    inherited: dict[str, str] = {}
    sticky: dict[str, str] = {}
    comment: list[str] | None = None
    comment_line = 0
    open_tag: list[str] | None = None  # a tag pair that goes on over the next lines
    open_tag_line = 0

    known_deals: _DealCache = {}  # shared by the games of the file
    ready: list[PbnGame] = []  # finished games, to be yielded
    held: list[PbnGame] = []  # the last game: comments after its last tag still join it

    def emit(builder: _Builder) -> None:
        if builder.tags or builder.plain:
            game = _make_game(builder, inherited, sticky)
            game.known_deals = known_deals
            ready.extend(held)
            held[:] = [game]
            return
        if held:  # comments after the last tag of a game belong to that game
            held[0].tags[-1].add_comments(builder.preamble)
        stray.extend(builder.problems)

    builder = _Builder(source, emit)
    source_lines = chain(lines, (None,))  # None: the end of the lines
    pending: deque[str] = deque()  # lines read ahead and given back
    lineno = 0
    while True:
        if ready:
            yield from ready
            ready.clear()
        if pending:
            raw = pending.popleft()
        else:
            next_raw = next(source_lines, None)
            if next_raw is None:
                break
            raw = next_raw
        lineno += 1
        number = lineno
        if open_tag is not None:
            if raw.strip() and len(open_tag) < _TAG_PAIR_LINES:
                open_tag.append(raw)
                if "]" not in raw:
                    continue
                raw, number = " ".join(open_tag), open_tag_line
            else:
                builder.problems.append(Problem.of(source, open_tag_line,
                                                   Message("check.tag.not.closed")))
            open_tag = None
        elif (comment is None and raw[:1] == "[" and not builder.tags
              and not builder.preamble):
            block = [raw]  # the game up to the empty line after it
            ended = False
            if pending:
                while len(block) < _BLOCK_LINES:
                    ahead = pending.popleft() if pending else next(source_lines, None)
                    if ahead is None:
                        break
                    if ahead == "":
                        ended = True
                        break
                    block.append(ahead)
            else:  # the same, without a step per line: up to an empty line, the end, or
                # the longest game (the empty line is taken, the end is seen as None)
                ahead_lines: Iterable[str] = islice(source_lines, _BLOCK_LINES - 1)  # type: ignore[arg-type]
                block.extend(takewhile(_not_empty, ahead_lines))
                if block[-1] is None:  # the end of the lines
                    block.pop()
                else:
                    ended = len(block) < _BLOCK_LINES
            if ended:
                pending.appendleft("")
            if len(block) < _BLOCK_LINES and _read_plain_game(builder, block, number):
                lineno += len(block) - 1
                continue
            pending.extendleft(reversed(block[1:]))
        if len(raw) > _LINE_LENGTH:
            builder.problems.append(Problem.of(source, number, Message(
                "check.long.line", length=len(raw) + 1), warning=True))
        if comment is not None:
            end = raw.find("}")
            if end < 0:
                comment.append(raw)
                continue
            comment.append(raw[: end + 1])
            builder.add_comment("\n".join(comment), comment_line)
            comment = None
            raw = raw[end + 1:]
            if not raw.strip():
                continue
        line = raw.strip()
        if not line:
            builder.finish()
            continue
        if raw[0] == "%":
            if not held and not builder.tags:
                escapes.append(raw)
            continue
        first = line[0]
        if first == "[":
            m = _TAG_LINE.match(line)
            if m is not None:
                value = m.group(2)
                builder.add_tag(m.group(1), _UNESCAPE.sub(r"\1", value) if "\\" in value
                                else value, number)
                continue
        elif builder.tags and not _SPECIAL.search(line):
            builder.add_row(line.split(), number)  # a plain section line: calls, cards, ...
            continue
        opened = _read_line(builder, raw, number)
        if opened is None:
            continue
        if opened[0] == "[":
            open_tag, open_tag_line = [opened], number
        else:
            comment, comment_line = [opened], number
    if open_tag is not None:
        builder.problems.append(Problem.of(source, open_tag_line,
                                             Message("check.tag.not.closed")))
    if comment is not None:
        builder.problems.append(Problem.of(source, comment_line,
                                             Message("check.comment.not.closed")))
        builder.add_comment("\n".join(comment), comment_line)
    builder.finish()
    yield from ready
    yield from held


def _read_plain_game(builder: _Builder, lines: list[str], first_line: int) -> bool:
    """Read the game on ``lines`` (the first is line ``first_line``) at once if it is
    plain: tag pairs one to a line and section lines of bare tokens, with no comment, escape
    or backslash, and one game only. Most files written by
    programs are; anything else is left to the line-by-line reader (False), which reads a
    plain game the same way."""
    block = "\n".join(lines)
    if "{" in block or ";" in block or "\\" in block or "\n%" in block:
        return False
    # Each tag line starts a piece: the tag pair, then the lines of its section, if any.
    pieces = block[1:].split("\n[")
    count = len(pieces)
    if block.count("[") != count or block.count("]") != count or block.count('"') != 2 * count:
        return False  # brackets or quotes outside the tag pairs
    names: list[str] = []
    values: list[str] = []
    lines_of: list[int] = []
    sections: dict[int, _Rows] = {}
    line = first_line
    for index, piece in enumerate(pieces):
        if "\n" in piece:  # the tag's section: its lines up to the next tag
            head, *section = piece.split("\n")
        else:
            head, section = piece, None
        if head[-1:] != "]":
            head = head.rstrip(" \t")
        name, quote, value = head[:-2].partition(' "')
        if not quote or head[-2:] != '"]':
            return False  # not a tag pair as programs write them: name, space, quoted value
        names.append(name)
        values.append(value)
        lines_of.append(line)
        line += 1
        if section is not None:
            rows = [(number, text.split()) for number, text in enumerate(section, line)]
            if not all(map(_second, rows)):
                return False  # a line of spaces ends a game: leave it to the line reader
            sections[index] = rows
            line += len(rows)
    if not _PLAIN_NAMES.issuperset(names) and not all(map(_TAG_NAME_ONLY.fullmatch, names)):
        return False
    if any(names.count(name) > 1 for name in _GAME_STARTERS):
        return False  # two games without an empty line between them
    builder.plain = _PlainTags(names, values, lines_of, sections)
    builder.line = first_line
    return True


class _Scan:
    """One line's positions of ``]``, ``"`` and unclosed quotes, each looked for once, so
    that reading a line takes time in proportion to its length however it is built (many
    ``[`` with no ``]``, many quotes never closed)."""

    __slots__ = ("close", "length", "quote", "raw", "unclosed")

    def __init__(self, raw: str) -> None:
        self.raw = raw
        self.length = len(raw)
        self.close = -1  # the first "]" at or after the last position asked (length: none)
        self.quote = -1  # the same for '"'
        self.unclosed = self.length  # no quoted text that starts at or after this is closed

    def next_close(self, pos: int) -> int:
        if self.close < pos:
            found = self.raw.find("]", pos)
            self.close = found if found >= 0 else self.length
        return self.close

    def next_quote(self, pos: int) -> int:
        if self.quote < pos:
            found = self.raw.find('"', pos)
            self.quote = found if found >= 0 else self.length
        return self.quote

    def quoted(self, pos: int) -> re.Match[str] | None:
        """The quoted text (``\\"`` and ``\\\\`` escaped) that starts at ``pos``, if it is
        closed on the line. Once one is not, none after it is either: any quote after it
        lies inside it, escaped, and the text from there on pairs escapes the same way."""
        if pos >= self.unclosed:
            return None
        m = _QUOTED.match(self.raw, pos)
        if m is None:
            self.unclosed = pos
        return m

    def tag(self, start: int) -> tuple[str, str | None, str, int] | None:
        """The tag pair starting with the ``[`` at ``start``: name, quoted value (``None``
        when the value has no quotes), the value as read, and the position after ``]``;
        ``None`` when there is no tag pair there."""
        close = self.next_close(start)
        if close == self.length:
            return None  # no "]" on the rest of the line
        m = _TAG_NAME.match(self.raw, start)
        if m is None:
            return None
        name, after = m.group(1), m.end()
        if after < self.length and self.raw[after] == '"':
            value = self.quoted(after)
            if value is not None:
                end = _TAG_END.match(self.raw, value.end())
                if end is not None:
                    return name, value.group(1), value.group(1), end.end()
            # an opening quote only: the value is all up to the "]"
            return name, None, self.raw[after + 1:close].strip(), close + 1
        if self.next_quote(after) < close:
            return None  # a quote before the "]"
        return name, None, self.raw[after:close].strip(), close + 1


def _read_line(builder: _Builder, raw: str, number: int) -> str | None:
    """Read the tokens of one line; return the text of a ``{`` comment left open at its end,
    or of a tag pair (starting with ``[``) that goes on on the next line."""
    source = builder.source
    pos = 0
    length = len(raw)
    scan = _Scan(raw)
    while pos < length:
        tm = _LINE_TOKENS.match(raw, pos)
        if tm is None:  # pragma: no cover - the pattern matches at every position
            break
        pos = tm.end()
        kind = tm.lastgroup
        if kind == "tag":
            tag = scan.tag(tm.start(kind))
            if tag is None:
                if _TAG_START.match(raw, tm.start(kind)):
                    return raw[tm.start(kind):]
                builder.problems.append(Problem.of(source, number, Message(
                    "check.unexpected.character", character=repr("["))))
                continue
            name, quoted, value, pos = tag
            if quoted is None:
                builder.problems.append(
                    Problem.of(source, number, Message("check.tag.no.quotes", name=name))
                )
            builder.add_tag(name, _UNESCAPE.sub(r"\1", value), number)
        elif kind == "semi":
            builder.add_comment(tm.group(0).strip(), number)
            break
        elif kind == "brace":
            close = raw.find("}", pos)
            if close < 0:
                return raw[tm.start("brace"):]
            builder.add_comment(raw[tm.start("brace"): close + 1], number)
            pos = close + 1
        elif kind == "str":
            text = scan.quoted(tm.start(kind))
            if text is None:
                builder.problems.append(Problem.of(source, number, Message(
                    "check.unexpected.character", character=repr('"'))))
                continue
            builder.add_token(text.group(0), number)
            pos = text.end()
        elif kind == "tok":
            builder.add_token(tm.group(kind), number)
        elif kind == "bad":
            builder.problems.append(
                Problem.of(source, number, Message("check.unexpected.character",
                                                   character=repr(tm.group(kind))))
            )
    return None


def _tag_values(
    builder: _Builder, fields: tuple[Sequence[str], Sequence[str], Sequence[int]],
    inherited: dict[str, str], sticky: dict[str, str]
) -> dict[str, str]:
    """The tag values of a game with repeated tags or inherited values (``#``, ``##``)."""
    values: dict[str, str] = {}
    for name, value, line in zip(*fields, strict=True):
        if name == "Note":
            continue
        if name in values:
            builder.problems.append(
                Problem.of(builder.source, line, Message("check.tag.repeated", name=name),
                           warning=True)
            )
            continue
        if name in _NO_INHERIT:
            if value.startswith("#"):
                # PBN 4.8 forbids it; the value is still taken from the game before, so that
                # the rest of the game can be checked
                builder.problems.append(Problem.of(
                    builder.source, line,
                    Message("check.tag.inherited", name=name, value=shown(value))))
                value = inherited.get(name, "") if name not in _SECTION_TAGS else ""
        else:
            if value.startswith("##"):
                value = value[2:]
                sticky[name] = value
            elif value == "#":
                value = inherited.get(name, "")
            elif name in sticky:
                del sticky[name]
        values[name] = value
    return values


def _make_game(builder: _Builder, inherited: dict[str, str], sticky: dict[str, str]) -> PbnGame:
    plain = builder.plain
    if plain is not None:
        fields: tuple[Sequence[str], Sequence[str], Sequence[int]] = plain[:3]
    else:
        tags = builder.tags
        fields = ([t.name for t in tags], [t.value for t in tags], [t.line for t in tags])
    names = fields[0]
    values = dict(zip(names, fields[1], strict=True))  # the last of a repeated tag: see below
    notes = names.count("Note") if "Note" in values else 0
    if notes:
        del values["Note"]
    repeated = len(values) != len(names) - notes
    inherits = "\n#" in "\n" + "\n".join(values.values())  # a value "#" or "##..."
    if sticky or repeated or inherits:
        values = _tag_values(builder, fields, inherited, sticky)
    for name, value in sticky.items():
        values.setdefault(name, value)
    inherit_omitted(values, inherited)
    inherited.clear()  # the next game inherits from this one only
    inherited.update(values)
    if plain is not None:
        game = PbnGame._read(builder.source, builder.line, plain, values, builder.preamble,
                             builder.problems)
    else:
        game = PbnGame(builder.source, builder.line, builder.tags, values, builder.preamble,
                       builder.problems)
    label = game.board_label
    if label is not None and builder.problems:  # reading problems name their board
        game.problems = [p if p.board else replace(p, board=label) for p in builder.problems]
    _read_auction(game)
    _read_play_marks(game)
    return game


_BOARD_TAGS: Final = ("Board", "Dealer", "Vulnerable", "Deal")
_OWN_TAGS: Final = frozenset({"Auction", "Play", "Note", "Declarer", "Contract", "Result"})


def inherit_omitted(values: dict[str, str], previous: dict[str, str]) -> None:
    """Fill in tags a game leaves out from the game before, as files that list several
    results of one board do (e.g. a second table's result after the first).

    Only a game that records a result (an auction, a play, a contract or a result) and
    names nothing of its board (no Board, Dealer, Vulnerable or Deal tag) is taken as
    another result of the board before. It takes that board's tags, and the other tags it
    leaves out (Event, Site, ...). A game never inherits its auction, play or result, a
    tag it has is never replaced, and a game of any other kind inherits nothing.
    """
    if not previous.keys() - values.keys():
        return  # nothing left out
    if any(name in values for name in _BOARD_TAGS) or _OWN_TAGS.isdisjoint(values):
        return
    for name in _BOARD_TAGS:
        if name in previous:
            values[name] = previous[name]
    for name, value in previous.items():
        if (
            name not in values
            and name not in _OWN_TAGS
            and name not in _BOARD_TAGS
            and not name.startswith("Score")
            and not name.endswith("Table")
        ):
            values[name] = value


def _read_auction(game: PbnGame) -> None:
    tag = game.tag("Auction")
    if tag is None:
        return
    calls: list[PbnCall] = []
    pending_irregularity: str | None = None
    get_call = Call.lookup
    quiet = _QUIET_CALLS.get
    marked = False  # whether a token was more than a call (only then can a call have a note)
    for line, row in tag.rows:
        if pending_irregularity is None and game.auction_end is None:
            row_calls = list(map(quiet, row))
            if all(row_calls):  # a line of calls as PBN writes them, and nothing else
                calls += [_new_call(PbnCall, (call, line, None, (), None, (), False))
                          for call in row_calls]
                continue
        marked = True
        for raw in row:
            if raw[0] in "{;":
                if calls:
                    calls[-1] = calls[-1]._replace(comments=(*calls[-1].comments, raw))
                continue
            call = get_call(raw) if pending_irregularity is None else None
            if call is not None and game.auction_end is None:
                if raw not in _PBN_CALLS and raw.upper() not in _PBN_CALLS:
                    _spelling_warning(game, line, raw, str(call))
                calls.append(_new_call(PbnCall, (call, line, None, (), None, (), False)))
                continue
            for token in _SECTION_SPLIT.findall(raw):
                _auction_token(game, calls, token, line, pending_irregularity)
                pending_irregularity = (
                    token[1].upper() if token[0] == "^" and len(token) == 2 else None
                )
                if pending_irregularity == "S":
                    calls.append(PbnCall(None, line, irregularity="S"))
                    pending_irregularity = None
    game.auction = calls
    if marked or game.has_tag("Note"):
        _check_notes(game, "Auction", [(c.note, c.line) for c in calls])


_PBN_CALLS: Final = frozenset(
    {"PASS", "X", "XX", "AP", *(f"{level}{s}" for level in range(1, 8) for s in
                                ("C", "D", "H", "S", "NT"))}
)
"""The calls as PBN 3.5.1 writes them (in any case on import)."""
_QUIET_CALLS: Final = {
    spelling: call
    for text in _PBN_CALLS
    for spelling in (text, text.lower(), text.capitalize())
    if (call := Call.lookup(spelling)) is not None
}
"""The usual spellings of the calls in :data:`_PBN_CALLS` (``AP`` is not a call), each
read with no warning."""


def _spelling_warning(game: PbnGame, line: int, raw: str, canonical: str) -> None:
    game.problems.append(Problem.of(game.source, line, Message(
        "check.read.as", value=shown(raw), canonical=canonical), game.board_label,
        warning=True))


def _auction_token(
    game: PbnGame, calls: list[PbnCall], token: str, line: int, irregularity: str | None
) -> None:
    first = token[0]
    if first == "^" or (token == "-" and not calls):
        return
    if first == "=" and token[-1] == "=" and len(token) > 2 and calls:
        note = _note_number(game, token, line)
        last = calls[-1]
        if last.note is not None:
            game.problems.append(_problem(game, line, Message("check.second.note.call",
                                                              token=token)))
        elif note is not None:
            calls[-1] = last._replace(note=note)
        return
    if ((first == "$" and whole_number(token[1:]) is not None) or first in "!?") and calls:
        last = calls[-1]
        _check_annotation(game, line, token, last.annotations, _CARD_NAGS)
        calls[-1] = last._replace(annotations=(*last.annotations, token))
        return
    if game.auction_end is not None:
        if game.auction_gap is None:  # reported once
            game.auction_gap = len(calls)
            game.problems.append(_problem(game, line, Message(
                "check.after.end.mark", token=shown(token), mark=repr(game.auction_end))))
        return
    if token in ("*", "+"):
        game.auction_end = token
        return
    if token.upper() == "AP":
        calls.append(PbnCall(Call.PASS, line, all_pass=True))
        return
    if token == "-":
        game.problems.append(
            Problem.of(game.source, line, Message("check.dash.in.auction"), game.board_label)
        )
        return
    call = Call.lookup(token)
    if call is None:
        game.problems.append(
            Problem.of(game.source, line, Message("check.not.a.call", token=shown(token)),
                       game.board_label)
        )
        if game.auction_gap is None:
            game.auction_gap = len(calls)  # the replay stops there: no call is shifted
        return
    if token.upper() not in _PBN_CALLS:
        _spelling_warning(game, line, token, str(call))
    calls.append(PbnCall(call, line, irregularity=irregularity))


_CALL_NAGS: Final = frozenset({1, 2, 3, 4, 5, 6, 13})
"""NAGs 1-6 and 13 are for calls only (PBN 3.7)."""
_CARD_NAGS: Final = frozenset({7, 8, 9, 10, 11, 12, 14})
"""NAGs 7-12 and 14 are for cards only."""


def _check_annotation(
    game: PbnGame, line: int, token: str, before: tuple[str, ...], wrong: frozenset[int]
) -> None:
    """A suffix or NAG on a call or card: a NAG from 0 to 255 and of the right kind, and one
    judgement at most (a suffix, or a NAG of the suffixes' range)."""
    if _judgement(token, wrong) and any(_judgement(t, wrong) for t in before):
        game.problems.append(_problem(game, line, Message("check.second.suffix", token=token)))
        return
    if token[0] == "$":
        number = whole_number(token[1:])
        if number is None or not 0 <= number <= 255:
            game.problems.append(_problem(game, line, Message("check.nag.range",
                                                              token=shown(token))))
        elif number in wrong:
            key = "check.nag.for.card" if wrong is _CARD_NAGS else "check.nag.for.call"
            game.problems.append(_problem(game, line, Message(key, token=token)))


def _judgement(token: str, wrong: frozenset[int]) -> bool:
    """A suffix, or a NAG that stands for one (1-6 on a call, 7-12 on a card)."""
    if token[0] != "$":
        return True
    number = whole_number(token[1:])
    own = _CALL_NAGS if wrong is _CARD_NAGS else _CARD_NAGS
    return number is not None and number in own and number not in (13, 14)


_MAX_NOTE: Final = 32


def _read_play_marks(game: PbnGame) -> None:
    """Check what the Play section attaches to its cards: suffixes, NAGs and notes."""
    tag = game.tag("Play")
    if tag is None:
        return
    refs: list[tuple[int | None, int]] = []
    cards = _CARD_TOKENS
    flat = list(map(cards.get, chain.from_iterable(map(_second, tag.rows))))
    if None not in flat:
        rows: Sequence[tuple[int, list[str]]] = ()  # cards only: nothing attached to them
        game._play_cards = (tag.rows, flat)  # kept for the replay (_replay_play)
    else:
        rows = tag.rows
    for line, row in rows:
        annotations: tuple[str, ...] = ()
        noted = False
        for raw in row:
            if raw in cards:
                annotations, noted = (), False
                continue
            if raw[0] in "{;":
                continue
            for token in _SECTION_SPLIT.findall(raw):
                first = token[0]
                if first == "=" and token[-1] == "=" and len(token) > 2:
                    if noted:
                        game.problems.append(_problem(game, line, Message(
                            "check.second.note.card", token=token)))
                        continue
                    noted = True
                    refs.append((_note_number(game, token, line), line))
                elif first in "!?" or (first == "$" and token[1:].isdigit()):
                    _check_annotation(game, line, token, annotations, _CALL_NAGS)
                    annotations = (*annotations, token)
                elif first != "^":
                    annotations, noted = (), False
    _check_notes(game, "Play", refs)


def _note_number(game: PbnGame, token: str, line: int) -> int | None:
    """The number of a note reference ``=n=``, or ``None`` after a problem."""
    try:
        note = read_number(token[1:-1], Term("number.note"))
    except NumberError as exc:
        key = "check.note.too.large" if exc.out_of_range else "check.note.not.number"
        game.problems.append(Problem.of(game.source, line, Message(
            key, text=shown(token[1:-1]), most=MAX_NUMBER), game.board_label))
        return None
    if not 1 <= note <= _MAX_NOTE:
        game.problems.append(_problem(game, line, Message("check.note.range", token=token,
                                                          most=_MAX_NOTE)))
        return None
    return note


def _check_notes(game: PbnGame, section: str, refs: Iterable[tuple[int | None, int]]) -> None:
    """Each note reference of a section has its Note tag, and each Note tag a number from 1
    to 32 that is referred to (an unused note is a warning)."""
    refs = list(refs)
    if all(note is None for note, _ in refs) and not game.has_tag("Note"):
        return
    notes: dict[int, int] = {}
    owner = None
    for t in game.tags:
        if t.name != "Note":
            owner = t.name
            continue
        if owner != section:
            continue
        number_text = t.value.partition(":")[0].strip()
        number = whole_number(number_text)
        if number is None or ":" not in t.value:
            game.problems.append(_problem(game, t.line, Message("check.note.tag.form",
                                                                value=shown(t.value))))
        elif not 1 <= number <= _MAX_NOTE:
            game.problems.append(_problem(game, t.line, Message("check.note.tag.range",
                                                                number=number, most=_MAX_NOTE)))
        else:
            notes.setdefault(number, t.line)
    used = set()
    for note, line in refs:
        if note is None:
            continue
        used.add(note)
        if note not in notes:
            game.problems.append(_problem(game, line, Message("check.note.missing", note=note,
                                                              section=section)))
    for number, line in notes.items():
        if number not in used:
            game.problems.append(Problem.of(game.source, line, Message(
                "check.note.unused", number=number, section=section), game.board_label,
                warning=True))


# -- replay through the Laws ----------------------------------------------------------


def _problem(game: PbnGame, line: int, message: str | Message,
             law: str | None = None) -> Problem:
    if isinstance(message, Message):
        return Problem.of(game.source, line, message, game.board_label, law)
    return Problem(game.source, line, message, game.board_label, law)


def _reason(exc: IllegalActionError) -> Renderable | str:
    """The engine's reason for a refusal: its catalogue message where it has one."""
    return exc.message if exc.message is not None else exc.reason


def _tag_line(game: PbnGame, name: str) -> int:
    line = game.tag_line(name)
    return line if line is not None else game.line


def game_board(game: PbnGame, problems: list[Problem]) -> Board | None:
    """The board of a game: its number, Dealer and Vulnerable tags (Law 2 where absent),
    and the deal if all four hands are known."""
    values = game.values
    number_text = values.get("Board", "")
    number: int | None = None
    if number_text.isdigit() and number_text.isascii() and len(number_text) < _BOARD_DIGITS:
        number = int(number_text) or None  # as written by programs; numbered from 1
    else:
        number_text = number_text.strip()
        try:
            number = read_number(number_text, BOARD_NUMBER) or None
        except NumberError as exc:
            if exc.out_of_range:  # else not a number: the board is not known
                problems.append(_problem(game, _tag_line(game, "Board"),
                                         Message("check.board.too.large",
                                                 value=shown(number_text), most=MAX_NUMBER)))
    dealer_text = values.get("Dealer", "")
    dealer: Seat | None = _DEALER_LETTERS.get(dealer_text)
    if dealer is None and dealer_text.strip() not in ("", "?"):
        with suppress(ValueError):  # a bad value is reported by check_tags
            dealer = Seat.parse(dealer_text)
    vulnerable_text = values.get("Vulnerable", "")
    vulnerability: Vulnerability | None = _VULNERABLE_WORDS.get(vulnerable_text)
    if vulnerability is None and vulnerable_text.strip() not in ("", "?"):
        with suppress(ValueError):
            vulnerability = Vulnerability.parse(vulnerable_text)
    deal: Deal | None = None
    deal_text = values.get("Deal", "").strip()
    if deal_text not in ("", "?"):
        deal, message = _read_deal(deal_text, game.known_deals)
        if message is not None and game.has_tag("Deal"):  # else told where it came from
            problems.append(_problem(game, _tag_line(game, "Deal"), message, "1"))
    if number is None:
        if dealer is None:
            if "Dealer" in values or "Auction" in values or not game.has_tag("Play"):
                return None
            dealer = Seat.NORTH  # a play without an auction: the dealer plays no part
        if vulnerability is None:  # unknown: it matters for the score only
            vulnerability = Vulnerability.NONE
        return Board(0, dealer, vulnerability, deal)
    return Board.numbered(number, deal, dealer=dealer, vulnerability=vulnerability)


_BOARD_DIGITS: Final = len(str(MAX_NUMBER))  # fewer digits: never too large
_DEALER_LETTERS: Final = {seat.letter: seat for seat in Seat}
"""The Dealer values programs write, each read at once."""
_VULNERABLE_WORDS: Final = {v.pbn: v for v in Vulnerability}
"""The Vulnerable values programs write (PBN's export forms), each read at once."""


def _read_deal(text: str, known_deals: _DealCache) -> tuple[Deal | None, Message | None]:
    """The deal of a Deal tag value (``None`` if hands are unknown), and what is wrong with
    it, if anything. Remembered for the file, since every result of a board repeats its deal."""
    known = known_deals.get(text)
    if known is not None:
        return known
    deal: Deal | None = plain_deal(text)  # four full hands, as programs write them
    message: Message | None = None
    if deal is None:
        try:
            hands = parse_partial(text)
            sizes = [len(h) for h in hands if h is not None]
            if not sizes:
                message = Message("check.deal.no-hand")
            elif len(set(sizes)) > 1:  # an end position has equal hands of fewer cards
                message = Message("check.deal.sizes", sizes="/".join(str(n) for n in sizes))
            elif sizes[0] == 13:
                deal = complete_deal(hands)
            # else an end position (PBN 3.10): valid, but no deal to replay
        except DealError as exc:
            message = Message("check.deal.cards", reason=exc)
    if len(known_deals) >= _KNOWN_DEALS:
        del known_deals[next(iter(known_deals))]  # the oldest: memory stays bounded
    known_deals[text] = (deal, message)
    return deal, message


_KNOWN_DEALS: Final = 64
"""How many deals a file's reader remembers (the results of a board come together)."""


def _end_position(game: PbnGame) -> bool:
    """Whether the Deal tag is an end position: equal hands of fewer than 13 cards."""
    try:
        hands = parse_partial(game.values.get("Deal", ""))
    except DealError:
        return False
    sizes = {len(h) for h in hands if h is not None}
    return len(sizes) == 1 and sizes.pop() < 13


_PBN_CONTRACT: Final = re.compile(r"(?i:pass|[1-7](?:NT|[SHDC])(?:XX|X)?)")
_NEAR_CONTRACT: Final = re.compile(r"(?i:[1-7](?:NT|N|[SHDC])(?:XX|X)?)")
_TRUMPS: Final = frozenset({"S", "H", "D", "C", "NT"})


def _tag_contract(game: PbnGame, problems: list[Problem]) -> tuple[bool, Contract | None]:
    """The Contract tag: whether it gives a contract (``None`` when passed out) that the
    play can be checked against; a value that is not one is a problem."""
    text = game.values.get("Contract", "").strip()
    known = _TAG_CONTRACTS.get(text)
    if known is not None:
        return True, known[0]
    if text in ("", "?"):
        return False, None
    line = _tag_line(game, "Contract")
    if _PBN_CONTRACT.fullmatch(text) is None:
        if _NEAR_CONTRACT.fullmatch(text) is not None:
            contract = parse_contract(text)
            problems.append(Problem.of(game.source, line, Message(
                "check.contract.read.as", value=shown(text), contract=_contract_text(contract)),
                game.board_label, warning=True))
            return True, contract
        if text.upper() in _TRUMPS and _end_position(game):
            return False, None  # an end position gives the trump suit only (PBN 3.10)
        problems.append(_problem(game, line, Message("check.contract.form", value=shown(text))))
        return False, None
    contract = parse_contract(text)
    if len(_TAG_CONTRACTS) < _TAG_CONTRACTS_KEPT:
        _TAG_CONTRACTS[text] = (contract,)
    return True, contract


_TAG_CONTRACTS: Final[dict[str, tuple[Contract | None]]] = {}
"""The contract of each Contract tag value in PBN's form met so far (a few hundred at most,
with the spellings of case)."""
_TAG_CONTRACTS_KEPT: Final = 1024


def check_game(game: PbnGame) -> list[Problem]:
    """Replay a game through the Laws engine and list every problem: reading problems,
    a deal that is not 52 distinct cards, an illegal call or card, and Contract,
    Declarer or Result tags that disagree with the auction and play."""
    return replay_game(game)[1]


def _check_auction(game: PbnGame, table: StrictTable, problems: list[Problem]) -> None:
    tag = game.tag("Auction")
    if tag is None or not game.auction:
        return
    try:
        first = Seat.parse(tag.value)
    except ValueError:
        problems.append(_problem(game, tag.line, Message("check.auction.no.seat",
                                                         value=repr(tag.value))))
        return
    padding = 0  # leading "-" tokens stand for seats before the dealer
    first_row = tag.rows[0][1] if tag.rows and tag.rows[0][1] else ["-"]
    if first_row[0] == "-" or first_row[0][0] in "{;":
        for token in (t for _, row in tag.rows for t in row if t[0] not in "{;"):
            if token != "-":
                break
            padding += 1
    if first.after(padding) != table.board.dealer:
        problems.append(
            _problem(game, tag.line, Message("check.auction.start", seat=first,
                                             dealer=table.board.dealer), "17A")
        )
        return
    gap = game.auction_gap
    entries = game.auction
    # the calls up to the first irregularity, AP or gap
    if gap is None and not any(map(_irregularity, entries)) and not any(map(_all_pass, entries)):
        plain: list[Call] = list(map(_first_item, entries))
    else:
        plain = []
        for entry in entries if gap is None else entries[:gap]:
            if entry[4] is not None or entry[6]:
                break
            plain.append(entry[0])  # type: ignore[arg-type]  # None (^S) has its irregularity
    start = table.call_many(plain)  # the legal calls at once; the rest one by one below
    for index, (call, line, _, _, irregularity, _, all_pass) in enumerate(
        entries[start:] if start else entries, start
    ):
        if index == gap:
            return  # a token that is not a call: reported, and the calls after it not shifted
        if table.phase is not Phase.AUCTION:
            if all_pass:
                continue
            problems.append(_problem(game, line, Message("check.call.after.end"), "17D"))
            return
        if call is None or irregularity is not None:
            # An accepted irregularity (PBN 3.9): what follows is rectified play the strict
            # replay does not follow. What can be checked is that the mark is right.
            if irregularity == "I" and call is not None and call in table.legal_calls():
                problems.append(_problem(game, line, Message("check.marked.insufficient",
                                                             call=str(call)), "18D"))
            return
        if all_pass:
            while table.phase is Phase.AUCTION:
                table.call(Call.PASS)
            continue
        try:
            table.call(call)
        except IllegalCallError as exc:
            seat = table.auction.turn
            who: Seat | str = seat if seat is not None else "?"
            problems.append(_problem(game, line, Message("check.illegal.call", seat=who,
                                                         reason=_reason(exc)), exc.law))
            return


_first_item: Final = operator.itemgetter(0)  # of a PbnCall: the call
_irregularity: Final = operator.itemgetter(4)  # "I" or "S", else None
_all_pass: Final = operator.itemgetter(6)


def _check_contract_tags(game: PbnGame, table: StrictTable, problems: list[Problem],
                         tag: tuple[bool, Contract | None]) -> None:
    """The Contract and Declarer tags agree with the auction; ``tag`` is what
    :func:`_tag_contract` read in the Contract tag."""
    contract = table.contract
    text = game.values.get("Contract", "").strip()
    given, tagged = tag
    same = (tagged is None and contract is None) or (
        tagged is not None and contract is not None
        and (tagged.level, tagged.strain, tagged.risk)
        == (contract.level, contract.strain, contract.risk)
    )
    if given and not same:
        problems.append(
            _problem(game, _tag_line(game, "Contract"),
                     Message("check.contract.differs", value=text,
                             contract=_contract_text(contract)), "22")
        )
    declarer = game.values.get("Declarer", "").strip()
    if declarer not in ("", "?") and contract is not None:
        swapped = declarer.startswith("^")
        try:
            seat = Seat.parse(declarer.lstrip("^"))
        except ValueError:
            problems.append(_problem(game, _tag_line(game, "Declarer"),
                                     Message("check.declarer.not.seat", value=repr(declarer))))
            return
        expected = contract.declarer
        if expected is not None and (seat.partner if swapped else seat) != expected:
            problems.append(
                _problem(game, _tag_line(game, "Declarer"),
                         Message("check.declarer.differs", value=declarer, seat=str(expected)),
                         "22A")
            )


def _contract_text(contract: Contract | None) -> str:
    return "Pass" if contract is None else f"{contract.level}{contract.strain}{contract.risk}"


def _tagged_result(game: PbnGame, problems: list[Problem]) -> int | None:
    text = game.values.get("Result", "")
    if text.isdigit() and text.isascii() and len(text) <= 2:  # as programs write it
        tricks = int(text)
        return tricks if tricks <= 13 else None
    text = text.strip()
    if text in ("", "?"):
        return None
    if text.startswith("^"):
        return None  # a result the players agreed on; PBN says it stands as written
    parts = text.upper().split()
    number: int | None = None
    if len(parts) == 1:
        number = whole_number(parts[0])
    elif len(parts) in (2, 4) and parts[0] in ("NS", "EW"):
        side = None
        declarer = game.values.get("Declarer", "").strip().lstrip("^")
        try:
            side = Seat.parse(declarer).side.name if declarer else None
        except ValueError:
            side = None
        pairs = dict(zip(parts[0::2], parts[1::2], strict=False))
        if side in pairs:
            number = whole_number(pairs[side])
        elif side is not None:
            other = whole_number(pairs.get("EW" if side == "NS" else "NS", ""))
            number = None if other is None else 13 - other
    if number is None or not 0 <= number <= 13:
        return None  # its form is reported by check_tags
    return number


def _check_play(game: PbnGame, table: StrictTable, problems: list[Problem]) -> None:
    result = _tagged_result(game, problems)
    tag = game.tag("Play")
    rows = tag.rows if tag is not None else []
    declarer = table.declarer
    assert declarer is not None
    if rows and tag is not None:
        try:
            first = Seat.parse(tag.value)
        except ValueError:
            problems.append(_problem(game, tag.line, Message("check.play.no.seat",
                                                             value=repr(tag.value))))
            return
        # The Play tag names the seat of the first column; the opening lead is by
        # declarer's left-hand opponent (Law 41A) whichever column that is.
        if table.board.deal is not None and not _replay_play(game, table, rows, first, problems):
            return
    if table.phase == Phase.PLAY:
        if result is None:
            return
        done = table.declarer_tricks
        remaining = 13 - len(table.tricks)
        if not done <= result <= done + remaining:
            problems.append(
                _problem(game, _tag_line(game, "Result"),
                         Message("check.result.impossible", result=result, done=done,
                                 remaining=remaining), "77")
            )
            return
        table.claim(result - done, declarer)
    elif result is not None and result != table.declarer_tricks:
        problems.append(
            _problem(game, _tag_line(game, "Result"),
                     Message("check.result.differs", result=result,
                             tricks=table.declarer_tricks), "77")
        )


def _row_cards(
    game: PbnGame, line: int, row: list[str], problems: list[Problem]
) -> tuple[list[Card | None], bool, dict[int, str]] | None:
    """The cards of one play line by column (``None`` for ``-`` or ``+``), whether the
    play stops after this line (``*`` or ``+``), and the columns marked as irregular (``^R``
    or ``^L``); ``None`` after a problem."""
    cards: list[Card | None] = []
    marks: dict[int, str] = {}
    stop = False
    for raw in row:
        card = _CARD_TOKENS.get(raw)
        if card is not None:
            cards.append(card)
            continue
        if raw[0] in "{;":
            continue
        for token in _SECTION_SPLIT.findall(raw):
            if token == "*":
                stop = True
            elif token in ("-", "+"):
                if token == "+":
                    if "+" in marks.values():
                        problems.append(_problem(game, line, Message("check.second.plus")))
                        return None
                    marks[len(cards)] = "+"
                    stop = True
                cards.append(None)
            elif token[0] == "^":
                marks.setdefault(len(cards), token[1:].upper())
            elif token[0] not in "=$!?":
                card = Card.lookup(token)
                if card is None:
                    problems.append(_problem(game, line, Message("check.not.a.card",
                                                                 token=repr(token))))
                    return None
                cards.append(card)
    return cards, stop, marks


def _replay_play(
    game: PbnGame, table: StrictTable, rows: Sequence[tuple[int, list[str]]], first: Seat,
    problems: list[Problem],
) -> bool:
    """Replay the play rows; False if a problem stopped it."""
    get = _CARD_TOKENS.get
    # The usual case, every line a trick of four known cards: play them all at once.
    known = game._play_cards
    if known is not None and known[0] is rows:  # read, and all cards (_read_play_marks)
        flat: list[Card | None] = known[1]
        cards_only = True
    else:
        flat = list(map(get, chain.from_iterable(map(_second, rows))))
        cards_only = None not in flat
    if (cards_only and len(flat) == 4 * len(rows)
            and all(map(_FOUR.__eq__, map(len, map(_second, rows))))):
        pack = iter(flat[:52])
        try:
            table.play_by_seat(zip(pack, pack, pack, pack, strict=True), first)
        except IllegalPlayError as exc:
            seat = table.turn
            who: Seat | str = seat if seat is not None else "?"
            line = rows[min(len(table.tricks), len(rows) - 1)][0]
            problems.append(
                _problem(game, line, Message("check.illegal.card", seat=who,
                                             reason=_reason(exc)), exc.law)
            )
            return False
        if len(rows) > 13:
            problems.append(
                _problem(game, rows[13][0], Message("check.after.thirteen"), "44")
            )
            return False
        return True
    for line, row in rows:
        cards: list[Card | None] = [get(raw) for raw in row]
        stop = False
        marks: dict[int, str] = {}
        if len(cards) != 4 or None in cards:
            read = _row_cards(game, line, row, problems)
            if read is None:
                return False
            cards, stop, marks = read
            if not cards and not stop:
                continue  # a line of comments only
            if len(cards) > 4:
                problems.append(_problem(game, line, Message("check.cards.in.trick",
                                                             count=len(cards))))
                return False
        leader = table.turn
        if leader is None:  # thirteen tricks played
            if any(c is not None for c in cards):
                problems.append(_problem(game, line, Message("check.after.thirteen"), "44"))
                return False
            return True
        columns = _PLAY_ORDER[(leader - first) & 3]
        plus = next((c for c, k in marks.items() if k == "+"), None)
        if plus is not None:  # "+" stands for the next card: none is played after it
            del marks[plus]
        if plus is not None and plus < 4:
            later = [cards[c] for c in columns[columns.index(plus) + 1:] if c < len(cards)]
            card_after = next((c for c in later if c is not None), None)
            if card_after is not None:
                problems.append(_problem(game, line, Message("check.after.plus",
                                                             card=str(card_after))))
                return False
        if marks:
            _check_marks(game, table, line, cards, columns, first, marks, problems)
            return False  # rectified play: the strict replay stops at the irregularity
        order = [cards[c] if c < len(cards) else None for c in columns]
        if None in order:
            del order[order.index(None):]  # the rest is unknown: a claim, or play not recorded
            stop = True
        try:
            table.play_cards(order)  # type: ignore[arg-type]
        except IllegalPlayError as exc:
            seat = table.turn
            who = seat if seat is not None else "?"
            problems.append(_problem(game, line, Message("check.illegal.card", seat=who,
                                                         reason=_reason(exc)), exc.law))
            return False
        if stop:
            return True
    return True


def _check_marks(
    game: PbnGame, table: StrictTable, line: int, cards: list[Card | None],
    columns: tuple[int, ...],
    first: Seat, marks: dict[int, str], problems: list[Problem],
) -> None:
    """Check a trick's first ``^R`` (revoke) or ``^L`` (lead out of turn) mark (PBN 3.9):
    the card it marks must be one. The cards played before it are played first."""
    column = min(marks, key=columns.index)
    kind = marks[column]
    seat = first.after(column)
    who = seat
    if kind == "L":
        if column == columns[0]:
            problems.append(_problem(game, line, Message("check.lead.in.turn", seat=who),
                                     "41A"))
        return
    if kind != "R":
        problems.append(_problem(game, line, Message("check.irregularity.mark", kind=kind)))
        return
    if column == columns[0]:
        problems.append(_problem(game, line, Message("check.revoke.lead", seat=who), "61A"))
        return
    before = [cards[c] for c in columns[: columns.index(column)] if c < len(cards)]
    card = cards[column] if column < len(cards) else None
    if None in before or card is None:
        return
    try:
        table.play_cards(before)  # type: ignore[arg-type]
    except IllegalPlayError as exc:
        turn = table.turn
        name: Seat | str = turn if turn is not None else "?"
        problems.append(_problem(game, line, Message("check.illegal.card", seat=name,
                                                     reason=_reason(exc)), exc.law))
        return
    if table.turn is seat and card in table.legal_cards():
        problems.append(_problem(game, line, Message("check.revoke.legal", seat=who,
                                                     card=str(card)), "61A"))


_PLAY_ORDER: Final = tuple(tuple((offset + step) & 3 for step in range(4)) for offset in range(4))
"""For each column of the trick's leader, the columns in the order the cards were played."""


_CUT_OVERS: Final = (("2017.09.01", "2017"), ("2008.09.01", "2007"))
"""When each edition is taken to apply from, for ``check --laws auto`` (docs/editions.md):
the days the seeds give for the Netherlands and Flanders (2017) and Austria (2007)."""


def game_edition(game: PbnGame, laws: str = "2017") -> Edition:
    """The edition of the Laws a game is checked under: its own ``Laws`` tag when it has
    one naming an edition; otherwise ``laws``, where ``"auto"`` takes the edition in force
    on the game's ``Date`` (2017 from 1 September 2017, 2007 from 1 September 2008, 1997
    before; 2017 when the date cannot be read).

    >>> game = read_pbn('[Date "2003.05.17"]\\n[Board "1"]\\n').games[0]
    >>> str(game_edition(game)), str(game_edition(game, "auto"))
    ('2017', '1997')
    """
    if game.has_tag("Laws") and game.values["Laws"].strip() in EDITIONS:
        return edition(game.values["Laws"].strip())
    if laws != "auto":
        return edition(laws)
    date = game.values.get("Date", "").strip()
    if not re.fullmatch(r"[0-9]{4}\.[0-9?]{2}\.[0-9?]{2}", date) or "?" in date[:4]:
        return DEFAULT
    day = date.replace("?", "0")
    for start, year in _CUT_OVERS:
        if day >= start:
            return edition(year)
    return edition("1997")


def replay_game(game: PbnGame, laws: Edition = DEFAULT) -> tuple[StrictTable | None,
                                                                  list[Problem]]:
    """Replay a game and return the table as far as it could be replayed, with problems;
    under an older edition of the Laws (``laws``, see :func:`game_edition`) the problems
    cite its clauses ("Law 44C (1997)").

    A result that stops short of 13 tricks is taken as a claim agreed for the Result tag.
    """
    if laws is not DEFAULT:
        table, found = replay_game(game)
        return table, [_cited(p, laws) for p in found]
    problems = list(game.problems)
    check_tags(game, problems)
    # its form, and the contract it gives, compared with the auction below
    tagged = _tag_contract(game, problems if game.has_tag("Contract") else [])
    board = game_board(game, problems)
    if board is None:
        if "Auction" in game.values and game.values.get("Dealer", "").strip() in ("", "?"):
            problems.append(_problem(game, _tag_line(game, "Auction"),
                                     Message("check.auction.needs.dealer")))
        return None, problems
    table = StrictTable(board)
    if not game.has_tag("Auction"):
        if game.has_tag("Play"):
            return _play_without_auction(game, table, problems, tagged), problems
        return table, problems
    _check_auction(game, table, problems)
    if table.auction.is_complete:
        _check_contract_tags(game, table, problems, tagged)
        if table.phase == Phase.PLAY:
            _check_play(game, table, problems)
    return table, problems


def _cited(problem: Problem, laws: Edition) -> Problem:
    if not problem.law:
        return problem
    try:
        clause = law(problem.law)
    except UnknownClauseError:
        return problem
    return replace(problem, law=laws.cite(clause))


def _play_without_auction(game: PbnGame, table: StrictTable, problems: list[Problem],
                          tagged: tuple[bool, Contract | None]) -> StrictTable:
    """Replay a Play section that has no Auction section from the Contract and Declarer
    tags (PBN 3.1 asks for Deal, Declarer and Contract before the play)."""
    if _end_position(game):
        return table  # the engine replays whole deals only
    values = game.values
    missing = [n for n in ("Deal", "Declarer", "Contract") if values.get(n, "").strip() in
               ("", "?")]
    play_line = _tag_line(game, "Play")
    if missing:
        needs = (Message("check.play.needs.tag", tag=missing[0]) if len(missing) == 1 else
                 Message("check.play.needs.tags", tags=", ".join(missing)))
        problems.append(_problem(game, play_line, needs))
        return table
    given, contract = tagged
    declarer_text = values["Declarer"].strip().lstrip("^")
    try:
        declarer = Seat.parse(declarer_text)
    except ValueError:
        problems.append(_problem(game, _tag_line(game, "Declarer"),
                                 Message("check.declarer.not.seat", value=shown(declarer_text))))
        return table
    if not given:
        return table
    if contract is None:
        problems.append(_problem(game, play_line, Message("check.play.passed.out")))
        return table
    table = StrictTable.for_play(table.board, contract.with_declarer(declarer))
    _check_play(game, table, problems)
    return table


# -- writing ------------------------------------------------------------------------


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _export_value(game: PbnGame, name: str) -> str:
    value = game.values.get(name)
    if value is None:
        return "?"
    if name == "Vulnerable":
        try:
            return Vulnerability.parse(value).pbn
        except ValueError:
            return value
    if name in ("Dealer", "Declarer") and value.strip():
        try:
            prefix = "^" if value.startswith("^") else ""
            return prefix + str(Seat.parse(value.lstrip("^")))
        except ValueError:
            return value
    return value


def write_pbn(games: Sequence[PbnGame]) -> str:
    """The games in PBN 2.1 export format (CRLF line ends)."""
    out = ["% PBN 2.1", "% EXPORT"]
    for index, game in enumerate(games):
        if index:
            out.append("")
        out.extend(game.preamble)
        names_done = set()
        for name in MANDATORY_TAGS:
            out.append(f"[{name} {_quote(_export_value(game, name))}]")
            names_done.add(name)
            tag = game.tag(name)
            if tag is not None:
                out.extend(tag.comments)
        sections = {"Auction", "Play", "Note"}
        tagged = {t.name for t in game.tags}
        plain = sorted(
            {t.name for t in game.tags if t.name not in names_done and t.name not in sections
             and not t.rows}
            | {name for name in game.values if name not in tagged and name not in names_done}
        )  # with the values taken from the game before, written out in full
        for name in plain:
            tag = game.tag(name)
            out.append(f"[{name} {_quote(game.values.get(name, tag.value if tag else ''))}]")
            if tag is not None:
                out.extend(tag.comments)
        if game.has_tag("Auction"):
            _write_auction(game, out)
        if game.has_tag("Play"):
            _write_play(game, out)
        tables = sorted(
            {t.name for t in game.tags if t.name not in names_done and t.name not in sections
             and t.rows}
        )
        for name in tables:
            tag = game.tag(name)
            assert tag is not None
            out.append(f"[{name} {_quote(game.values.get(name, tag.value))}]")
            out.extend(tag.comments)
            for _, row in tag.rows:
                out.append(" ".join(row))
    out.append("")
    return "\r\n".join(out) + "\r\n"


def _seat_text(value: str) -> str:
    try:
        return str(Seat.parse(value))
    except ValueError:
        return value


def _write_notes(game: PbnGame, section: str, out: list[str]) -> None:
    for number, text in sorted(game.notes(section).items()):
        out.append(f"[Note {_quote(f'{number}:{text}')}]")


def _write_auction(game: PbnGame, out: list[str]) -> None:
    tag = game.tag("Auction")
    assert tag is not None
    value = _export_value(game, "Dealer") if game.auction else tag.value
    out.append(f"[Auction {_quote(value)}]")
    out.extend(tag.comments)
    line: list[str] = []
    for count, pcall in enumerate(game.auction, 1):
        line.extend(pcall.tokens())
        if count % 4 == 0:
            out.append(" ".join(line))
            line = []
    if game.auction_end:
        line.append(game.auction_end)
    if line:
        out.append(" ".join(line))
    _write_notes(game, "Auction", out)


def _write_play(game: PbnGame, out: list[str]) -> None:
    tag = game.tag("Play")
    assert tag is not None
    out.append(f"[Play {_quote(_seat_text(tag.value))}]")
    out.extend(tag.comments)
    for _, row in tag.rows:
        out.append(" ".join(raw if raw[0] in "{;" else _canonical_card(raw) for raw in row))
    _write_notes(game, "Play", out)


def games_from_tables(tables: Iterable[tuple[StrictTable, dict[str, str]]]) -> list[PbnGame]:
    """PBN games for boards played (or dealt) with the engine, with extra tag values."""
    games = []
    for table, extra in tables:
        games.append(game_from_table(table, extra))
    return games


def game_from_table(table: StrictTable, extra: dict[str, str] | None = None) -> PbnGame:
    """A PBN game describing a table: deal, auction, play and result."""
    board = table.board
    values: dict[str, str] = {name: "?" for name in MANDATORY_TAGS}
    values.update({
        "Board": str(board.number),
        "Dealer": str(board.dealer),
        "Vulnerable": board.vulnerability.pbn,
        "Deal": board.deal.to_pbn(board.dealer) if board.deal is not None else "?",
        "Declarer": "", "Contract": "", "Result": "",
    })
    if table.auction.is_complete:
        contract = table.contract
        values["Contract"] = _contract_text(contract)
        if contract is not None:
            values["Declarer"] = str(contract.declarer)
            if table.result is not None:
                values["Result"] = str(table.result)
    if extra:
        values.update(extra)
    tags = [PbnTag(name, value, 0) for name, value in values.items()]
    game = PbnGame("<engine>", 0, tags, values)
    if table.auction.calls:
        tags.append(PbnTag("Auction", str(board.dealer), 0))
        game.auction = [PbnCall(c, 0) for c in table.auction.calls]
    if table.tricks or table.current_trick:
        declarer = table.declarer
        assert declarer is not None
        leader = declarer.lho
        play = PbnTag("Play", str(leader), 0)
        for trick in [*table.tricks, *([table.current_trick] if table.current_trick else [])]:
            row: list[str] = ["-"] * 4
            for i, card in enumerate(trick.cards):
                row[(trick.seat_of(i) - leader) & 3] = str(card)
            play.add_row(0, row)
        if table.claim_event is not None or len(table.tricks) < 13:
            play.add_row(0, ["*"])
        tags.append(play)
    return game

