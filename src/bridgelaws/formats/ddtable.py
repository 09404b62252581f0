"""Double-dummy tables and par for the results page, computed by DDS through endplay.

Only when the ``dd`` extra is installed (``pip install bridgelaws[dd]``); bridgelaws has no
double-dummy solver of its own and does not want one. :func:`available` says whether it
is; :func:`analyse` gives ``None`` without it.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass

from bridgelaws.values.board import Board, Vulnerability
from bridgelaws.values.deal import Deal

__all__ = ["STRAINS", "DoubleDummy", "analyse", "available"]

STRAINS = ("NT", "S", "H", "D", "C")  # the page's order; tricks are given in it


@dataclass(frozen=True, slots=True)
class DoubleDummy:
    """Tricks each seat takes as declarer in each strain (``tricks[strain][seat]``, seats
    N, E, S, W), and the par score (North-South's view) with its contracts (``3NTE=``)."""

    tricks: dict[str, tuple[int, int, int, int]]
    par_score: int
    par_contracts: tuple[str, ...]


def available() -> bool:
    """Whether endplay (and so DDS) is installed."""
    return importlib.util.find_spec("endplay") is not None


def analyse(deal: Deal, board: Board) -> DoubleDummy | None:
    """The double-dummy table and par of ``deal`` with ``board``'s markings."""
    if not available():
        return None
    from endplay.dds import calc_dd_table, par  # the optional dd extra
    from endplay.types import Deal as EpDeal
    from endplay.types import Player, Vul

    table = calc_dd_table(EpDeal(deal.to_pbn()))
    rows = table.to_list()  # endplay: spades, hearts, diamonds, clubs, no trumps by N E S W
    order = {"S": 0, "H": 1, "D": 2, "C": 3, "NT": 4}
    tricks = {s: (rows[order[s]][0], rows[order[s]][1], rows[order[s]][2], rows[order[s]][3])
              for s in STRAINS}
    vul = {Vulnerability.NONE: Vul.none, Vulnerability.NS: Vul.ns, Vulnerability.EW: Vul.ew,
           Vulnerability.BOTH: Vul.both}[board.vulnerability]
    dealer = Player.find(board.dealer.name[0].lower())
    result = par(table, vul, dealer)
    return DoubleDummy(tricks, int(result.score), tuple(str(c) for c in result))
