"""bridgelaws: the Laws of Duplicate Bridge as software.

The core (cards, calls, auction, play, score, event log) is pure Python with no
dependencies. Formats and the command line build on it.

>>> from bridgelaws import Board, Deal, Table
>>> t = Table(Board.numbered(1, Deal.parse(
...     "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")))
>>> [str(c) for c in t.legal_calls()][:4]
['Pass', '1C', '1D', '1H']
"""

from bridgelaws.engine.events import CallMade, CardPlayed, ClaimAgreed, Event
from bridgelaws.engine.table import BoardState, IllegalPlayError, Phase, Table, Trick
from bridgelaws.procedure.auction import Auction, IllegalCallError
from bridgelaws.procedure.score import board_score, declarer_score, score_outcome
from bridgelaws.values.board import Board, Vulnerability, dealer_for, vulnerability_for
from bridgelaws.values.calls import Call, CallKind, Contract, Risk, parse_contract
from bridgelaws.values.cards import Card, Holding, Rank, Seat, Side, Strain, Suit
from bridgelaws.values.deal import Deal, DealError, deal_board_set, random_deal

__version__ = "0.1.0"

__all__ = [
    "Auction",
    "Board",
    "BoardState",
    "Call",
    "CallKind",
    "CallMade",
    "Card",
    "CardPlayed",
    "ClaimAgreed",
    "Contract",
    "Deal",
    "DealError",
    "Event",
    "Holding",
    "IllegalCallError",
    "IllegalPlayError",
    "Phase",
    "Rank",
    "Risk",
    "Seat",
    "Side",
    "Strain",
    "Suit",
    "Table",
    "Trick",
    "Vulnerability",
    "board_score",
    "deal_board_set",
    "dealer_for",
    "declarer_score",
    "parse_contract",
    "random_deal",
    "score_outcome",
    "vulnerability_for",
]
