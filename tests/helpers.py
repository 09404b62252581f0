"""Small builders shared by the tests."""

from __future__ import annotations

from itertools import cycle

from bridgelaws import Board, Call, Card, Deal, Holding, Seat, Table
from bridgelaws.engine.tablemode import TableMode

# Each player holds whole "blocks" of cards (easy to reason about):
#
#     North  SAKQJ   HT98    D765     C432
#     East   ST98    H765    D432     CAKQJ
#     South  S765    H432    DAKQJ    CT98
#     West   S432    HAKQJ   DT98     C765
BLOCK_DEAL = Deal.parse(
    "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
)

# First tricks of 1S by North on BLOCK_DEAL (East leads); the winner leads to the second trick.
NORTH_TO_LEAD = "E S8 S S5 W S2 N SA"  # North's ace wins: declarer leads from his hand
EAST_TO_LEAD = "E CA S C8 W C5 N C2"  # East's ace wins
SOUTH_TO_LEAD = "E D2 S DA W D8 N D5"  # dummy's ace wins: declarer leads from dummy

# A deal with real hands for the play laws (board 1, North deals, nobody vulnerable): after
# SOUTH_4S (1D - 1S - 2S - 4S by North-South) South declares four spades, North is dummy and
# West leads.
#
#     North  SK73    HAQ4    DKQJ52   C86
#     East   S654    HKT983  D-       CJT953
#     South  SAQJT9  H765    DA3      CQ72
#     West   S82     HJ2     DT98764  CAK4
SOUTH_4S_DEAL = Deal.parse("N:K73.AQ4.KQJ52.86 654.KT983..JT953 AQJT9.765.A3.Q72 82.J2.T98764.AK4")
SOUTH_4S = "1D Pass 1S Pass 2S Pass 4S Pass Pass Pass"

# For a revoke in the twelfth trick (4S by North): North wins the first eleven tricks; in the
# twelfth he leads the king of spades and East, holding the two of spades and the ace of
# hearts, plays the ace; West plays after him.
TWELFTH = Deal.parse("N:AKQJ.KQJ.AKQ.AKQ T92.AT98.JT9.JT9 8743.765.876.876 65.432.5432.5432")
ELEVEN_TRICKS = (
    "E H8 S H5 W H2 N HK  N HQ E H9 S H6 W H3  N HJ E HT S H7 W H4 "
    "N SA E ST S S8 W S6  N SJ E S9 S S7 W S5 "
    "N DA E DJ S D8 W D5  N DK E DT S D7 W D4  N DQ E D9 S D6 W D3 "
    "N CA E CJ S C8 W C5  N CK E CT S C7 W C4  N CQ E C9 S C6 W C3"
)


def table_after(calls: str, dealer: Seat = Seat.NORTH, number: int = 1) -> Table:
    """A table on BLOCK_DEAL after the given calls (space separated)."""
    table = Table(Board.numbered(number, BLOCK_DEAL, dealer=dealer))
    for text in calls.split():
        table.call(Call.parse(text))
    return table


def table_mode(calls: str = "1S Pass Pass Pass", deal: Deal = BLOCK_DEAL,
               edition: str = "2017") -> TableMode:
    """Board 1 (North deals, nobody vulnerable) in table mode after ``calls``, made in turn,
    under the Laws of ``edition``."""
    t = TableMode(Board.numbered(1, deal), edition=edition)
    for seat, call in zip(cycle(Seat), calls.split()):
        t.call(seat, call)
    return t


def play_cards(t: TableMode, text: str) -> None:
    """``"E CA S C8 ..."``: cards led or played in order, each by the seat named before it."""
    words = text.split()
    for seat, card in zip(words[::2], words[1::2], strict=True):
        t.play_card(Seat.parse(seat), card)


def play_low(t: TableMode) -> None:
    """Play on with the lowest legal card until the play ends or the board waits."""
    assert t.play is not None
    while not t.play.over and t.step is None:
        seat = t.play.turn
        assert seat is not None
        t.play_card(seat, min(t.legal_cards()))


def card_list(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def holding(text: str) -> Holding:
    return Holding(Card.parse(c) for c in text.split())


def holds(t: TableMode, seat: Seat, card: str) -> bool:
    """Whether ``seat`` still has ``card`` in hand."""
    assert t.play is not None
    return Card.parse(card) in t.play.hands[seat]


def law_keys(t: TableMode, start: int = 0) -> list[tuple[str, str]]:
    """The trail from ``start`` on as (law, message key) pairs."""
    return [(r.law, r.message.key) for r in t.trail[start:]]


def trail_rulings(t: TableMode, start: int = 0) -> list[tuple[str, str, str]]:
    """The trail from ``start`` on as (kind, law, message key) triples."""
    return [(r.kind, r.law, r.message.key) for r in t.trail[start:]]


def after_first_trick(first_trick: str, leader: Seat) -> TableMode:
    """1S by North on BLOCK_DEAL after ``first_trick``, with ``leader`` to lead to the second."""
    t = table_mode()
    play_cards(t, first_trick)
    assert t.play is not None and t.play.turn == leader and t.step is None
    return t


def make_calls(t: TableMode, text: str) -> None:
    """``"N 1S E Pass ..."``: calls made in order, each by the seat named before it."""
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def penalty_cards_in_two_suits(laws: str) -> TableMode:
    """4S by North on BLOCK_DEAL under ``laws``: East wins the first trick and is to lead
    when West exposes HA and D8, two major penalty cards in two suits (50B, 51B2)."""
    t = table_mode("1S Pass 4S Pass Pass Pass", edition=laws)
    play_cards(t, "E CA S C8 W C5 N C2")
    t.expose(Seat.WEST, ["HA", "D8"])
    return t


def cited_rulings(t: TableMode) -> list[tuple[str, str, str]]:
    """The trail as (kind, law, the edition the law is cited in) triples."""
    return [(r.kind, r.law, r.law.edition) for r in t.trail]
