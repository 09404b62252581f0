"""Plain-text pictures of a board: the diagram, the auction and the play.

>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> print(diagram(Board.numbered(1, deal), ascii=True))  # doctest: +NORMALIZE_WHITESPACE
Board 1   Dealer N   Vul None
              S AKQJ
              H T98
              D 765
              C 432
S 432                   S T98
H AKQJ                  H 765
D T98                   D 432
C 765                   C AKQJ
              S 765
              H 432
              D AKQJ
              C T98
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol

from bridgelaws.cli.lang import say
from bridgelaws.engine.strict import StrictTable
from bridgelaws.engine.table import Phase
from bridgelaws.messages import term
from bridgelaws.procedure.auction import Auction
from bridgelaws.values.board import Board, Vulnerability
from bridgelaws.values.cards import Card, Holding, Seat, Suit

__all__ = ["auction_table", "diagram", "letter", "play_lines", "summary"]

_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
# A seat's letter and a vulnerability as the language abbreviates them (the results'
# words): N E S W in English, N O Z W in Dutch; None, NS, EW, All.
_LETTERS: Final = {Seat.NORTH: "page.seat.n", Seat.EAST: "page.seat.e",
                   Seat.SOUTH: "page.seat.s", Seat.WEST: "page.seat.w"}
_VULNERABLE: Final = {Vulnerability.NONE: "page.none", Vulnerability.NS: "page.ns",
                      Vulnerability.EW: "page.ew", Vulnerability.BOTH: "page.all"}


def letter(seat: Seat, lang: str = "en") -> str:
    """``seat``'s letter in ``lang``: ``letter(Seat.EAST, "nl")`` is ``O``."""
    return say(_LETTERS[seat], lang)


def _hand_lines(hand: Holding | None, ascii: bool) -> list[str]:
    if hand is None:
        return ["?"] * 4
    return [
        f"{s.letter if ascii else s.symbol} {hand.ranks(s) or '-'}" for s in _ORDER
    ]


def diagram(board: Board, ascii: bool = False, hands: tuple[Holding, ...] | None = None,
            lang: str = "en") -> str:
    """The four hands around the table, with board number, dealer and vulnerability (the
    seat letter and the vulnerability as the language abbreviates them)."""
    shown = hands if hands is not None else board.deal
    lines = [say("show.board", lang, number=board.number, dealer=letter(board.dealer, lang),
                 vul=say(_VULNERABLE[board.vulnerability], lang))]
    north = _hand_lines(shown[Seat.NORTH] if shown else None, ascii)
    west = _hand_lines(shown[Seat.WEST] if shown else None, ascii)
    east = _hand_lines(shown[Seat.EAST] if shown else None, ascii)
    south = _hand_lines(shown[Seat.SOUTH] if shown else None, ascii)
    pad = " " * 14
    lines += [pad + line for line in north]
    lines += [f"{w:<24}{e}" for w, e in zip(west, east, strict=True)]
    lines += [pad + line for line in south]
    return "\n".join(lines)


def auction_table(auction: Auction, lang: str = "en") -> str:
    """The auction in four columns, West North East South.

    >>> a = Auction(Seat.EAST).after_all([Call.parse(c) for c in "1H P 4H P P P".split()])
    >>> print(auction_table(a))
    West  North East  South
                1H    Pass
    4H    Pass  Pass  Pass
    """
    cells = [""] * ((auction.dealer - Seat.WEST) % 4)
    cells += [str(term(c, lang)) if c.index == 0 else str(c) for c in auction.calls]
    if not auction.is_complete and auction.calls:
        cells.append("?")
    rows = [say("show.seats", lang)]
    for i in range(0, len(cells), 4):
        chunk = cells[i:i + 4]
        rows.append("".join(f"{c:<6}" for c in chunk).rstrip())
    return "\n".join(rows)


class _Trick(Protocol):
    @property
    def cards(self) -> tuple[Card, ...]: ...
    @property
    def winner(self) -> Seat | None: ...
    def seat_of(self, index: int) -> Seat: ...


class _Play(Protocol):
    @property
    def tricks(self) -> Sequence[_Trick]: ...
    @property
    def current_trick(self) -> _Trick | None: ...


def play_lines(table: _Play, ascii: bool = False, lang: str = "en") -> list[str]:
    """One line per trick: who played what, in order, and who won it."""
    lines = []
    tricks: list[_Trick] = list(table.tricks)
    current = table.current_trick
    if current is not None:
        tricks.append(current)
    for number, trick in enumerate(tricks, 1):
        cards = "  ".join(
            f"{letter(trick.seat_of(i), lang)} {card.symbol if not ascii else str(card)}"
            for i, card in enumerate(trick.cards)
        )
        won = ("   " + say("show.won", lang, seat=letter(trick.winner, lang))
               if trick.winner is not None else "")
        lines.append(f"{number:>2}. {cards}{won}")
    return lines


def summary(table: StrictTable, lang: str = "en") -> str:
    """Contract, result and score, in one line."""
    if table.phase == Phase.AUCTION:
        return say("show.auction.open" if table.auction.calls else "show.no.auction", lang)
    contract = table.contract
    if contract is None:
        return say("show.passed.out", lang)
    if table.phase == Phase.PLAY:
        return say("show.playing", lang, contract=str(contract),
                   tricks=table.declarer_tricks)
    result = table.result
    assert result is not None
    diff = result - contract.tricks_needed
    made = "=" if diff == 0 else f"{diff:+d}"
    score = table.score
    assert score is not None
    key = "show.result.claim" if table.claim_event is not None else "show.result"
    return say(key, lang, contract=f"{contract}{made}", result=result,
               ns=f"{score[0]:+d}", ew=f"{score[1]:+d}")
