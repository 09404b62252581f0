"""The duplicate score of a board (Law 77).

All 2,940 outcomes (level, strain, risk, vulnerability, tricks) are computed once at
import into a flat table, so scoring is a single lookup.

>>> declarer_score(Contract.parse("4S"), 10, vulnerable=False)
420
>>> declarer_score(Contract.parse("3NTX"), 7, vulnerable=True)
-500
>>> board_score(Contract.parse("6HXX S"), 13, Vulnerability.BOTH)
(2470, -2470)
>>> board_score(None, 0, Vulnerability.NONE)
(0, 0)
"""

from __future__ import annotations

from typing import Final

from bridgelaws.values.board import Vulnerability
from bridgelaws.values.calls import Contract, Risk
from bridgelaws.values.cards import Side, Strain

__all__ = ["MAX_SCORE", "board_score", "declarer_score", "score_outcome"]


def _trick_value(strain: int) -> tuple[int, int]:
    """Points for the first odd trick and for each later one, undoubled."""
    if strain <= 1:
        return 20, 20
    if strain <= 3:
        return 30, 30
    return 40, 30


def _compute(level: int, strain: int, risk: int, vul: bool, tricks: int) -> int:
    multiplier = 1 << risk  # 1, 2, 4
    needed = level + 6
    if tricks >= needed:
        first, later = _trick_value(strain)
        contract_points = (first + later * (level - 1)) * multiplier
        total = contract_points
        total += (500 if vul else 300) if contract_points >= 100 else 50
        if level == 6:
            total += 750 if vul else 500
        elif level == 7:
            total += 1500 if vul else 1000
        total += 50 * risk  # for making a doubled (50) or redoubled (100) contract
        over = tricks - needed
        if risk == 0:
            total += over * later
        else:
            total += over * (200 if vul else 100) * (risk)
        return total
    down = needed - tricks
    if risk == 0:
        return -down * (100 if vul else 50)
    penalty = 0
    for n in range(1, down + 1):
        if vul:
            penalty += 200 if n == 1 else 300
        else:
            penalty += 100 if n == 1 else (200 if n <= 3 else 300)
    return -penalty * risk


_TABLE: Final = tuple(
    _compute(level, strain, risk, vul, tricks)
    for level in range(1, 8)
    for strain in range(5)
    for risk in range(3)
    for vul in (False, True)
    for tricks in range(14)
)

MAX_SCORE: Final = max(abs(points) for points in _TABLE)
"""The most points one side can score on a board, 7,600 (7NTXX vulnerable, no trick
won); no adjusted score is larger."""


def score_outcome(level: int, strain: Strain, risk: Risk, vulnerable: bool, tricks: int) -> int:
    """Declarer's side's score for ``tricks`` (0-13) taken in the given contract."""
    if not 1 <= level <= 7:
        raise ValueError(f"a contract has a level from 1 to 7, not {level}")
    if not 0 <= tricks <= 13:
        raise ValueError(f"declarer's side took {tricks} tricks; a board has 0 to 13")
    return _TABLE[((((level - 1) * 5 + strain) * 3 + risk) * 2 + vulnerable) * 14 + tricks]


def declarer_score(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """Declarer's side's score for ``tricks`` (0-13) taken in ``contract`` (Law 77)."""
    if not 0 <= tricks <= 13:
        raise ValueError(f"declarer's side took {tricks} tricks; a board has 0 to 13")
    return _TABLE[
        ((((contract.level - 1) * 5 + contract.strain) * 3 + contract.risk) * 2 + vulnerable) * 14
        + tricks
    ]


def board_score(
    contract: Contract | None, tricks: int, vulnerability: Vulnerability
) -> tuple[int, int]:
    """The board's score as ``(ns, ew)``; ``contract=None`` is a passed-out board (0).

    The contract must name its declarer.
    """
    if contract is None:
        if tricks != 0:
            raise ValueError("a passed-out board has no tricks to score")
        return 0, 0
    declarer = contract.declarer
    if declarer is None:
        raise ValueError(f"contract {contract} has no declarer: cannot tell NS from EW")
    side = declarer & 1
    points = declarer_score(contract, tricks, bool(vulnerability & (1 << side)))
    return (points, -points) if side == Side.NS else (-points, points)
