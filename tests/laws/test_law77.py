"""Law 77: the duplicate bridge scoring table.

Every outcome (level, strain, risk, vulnerability, tricks) is checked against
``tests/data/law77_scores.csv``, a table written independently of
``bridgelaws.procedure.score``. The tests named after the parts of Law 77 use literal values
worked out by hand from the Law (and agreeing with published scoring tables).
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from bridgelaws.procedure.score import board_score, declarer_score, score_outcome
from bridgelaws.values.board import Vulnerability
from bridgelaws.values.calls import Contract, Risk
from bridgelaws.values.cards import Seat, Strain

TABLE = Path(__file__).resolve().parent.parent / "data" / "law77_scores.csv"

STRAINS = {
    "C": Strain.CLUBS,
    "D": Strain.DIAMONDS,
    "H": Strain.HEARTS,
    "S": Strain.SPADES,
    "NT": Strain.NOTRUMP,
}
RISKS = {"": Risk.UNDOUBLED, "X": Risk.DOUBLED, "XX": Risk.REDOUBLED}
VULS = {"NV": False, "V": True}
CONTRACT_RE = re.compile(r"([1-7])(C|D|H|S|NT)(X{0,2})")

Outcome = tuple[int, Strain, Risk, bool, int]


def parse_contract(text: str) -> tuple[int, Strain, Risk]:
    """``"3NTX"`` -> (3, Strain.NOTRUMP, Risk.DOUBLED)."""
    match = CONTRACT_RE.fullmatch(text)
    assert match is not None, f"bad contract in table: {text!r}"
    level, strain, risk = match.groups()
    return int(level), STRAINS[strain], RISKS[risk]


def load_table() -> dict[Outcome, int]:
    table: dict[Outcome, int] = {}
    with TABLE.open(newline="") as fh:
        reader = csv.DictReader(fh)
        assert reader.fieldnames == ["contract", "vul", "tricks", "score"]
        for row in reader:
            level, strain, risk = parse_contract(row["contract"])
            key = (level, strain, risk, VULS[row["vul"]], int(row["tricks"]))
            assert key not in table, f"duplicate row {row}"
            table[key] = int(row["score"])
    return table


def outcome(text: str, vul: str, tricks: int) -> int:
    """Score of e.g. ``outcome("4HX", "V", 11)`` from ``score_outcome``."""
    level, strain, risk = parse_contract(text)
    return score_outcome(level, strain, risk, VULS[vul], tricks)


# --------------------------------------------------------------------------- the table


def test_77_table_has_every_combination_exactly_once() -> None:
    table = load_table()
    assert len(table) == 2940 == 7 * 5 * 3 * 2 * 14
    expected = {
        (level, strain, risk, vul, tricks)
        for level in range(1, 8)
        for strain in Strain
        for risk in Risk
        for vul in (False, True)
        for tricks in range(14)
    }
    assert set(table) == expected


def test_77_every_outcome_matches_independent_table() -> None:
    mismatches = []
    for (level, strain, risk, vul, tricks), expected in load_table().items():
        got = score_outcome(level, strain, risk, vul, tricks)
        if got != expected:
            label = f"{level}{strain}{risk} {'V' if vul else 'NV'} tricks={tricks}"
            mismatches.append(f"{label}: got {got}, table says {expected}")
    assert not mismatches, f"{len(mismatches)} mismatches, e.g.\n" + "\n".join(mismatches[:10])


def test_77_table_spot_values_worked_by_hand() -> None:
    """Guard the independent table itself against a generator slip."""
    table = load_table()
    spots: list[tuple[str, str, int, int]] = [
        ("1NT", "NV", 7, 90),
        ("3NT", "NV", 9, 400),
        ("3NT", "V", 9, 600),
        ("4S", "V", 10, 620),
        ("4HX", "V", 11, 990),
        ("1NTXX", "NV", 7, 560),
        ("7NTXX", "V", 13, 2980),
        ("7NTXX", "V", 0, -7600),
        ("7NTX", "NV", 0, -3500),
        ("7C", "V", 0, -1300),
        ("3NTX", "V", 7, -500),
    ]
    for contract, vul, tricks, score in spots:
        level, strain, risk = parse_contract(contract)
        assert table[(level, strain, risk, VULS[vul], tricks)] == score, (contract, vul, tricks)


# ------------------------------------------------------------------- parts of Law 77

# Each case: contract, vulnerability, total tricks taken by declarer's side, score.


@pytest.mark.parametrize(
    ("contract", "vul", "tricks", "score"),
    [
        ("1C", "NV", 7, 70),  # 20 + 50 partscore
        ("1D", "V", 7, 70),
        ("2H", "NV", 8, 110),  # 60 + 50
        ("1S", "V", 7, 80),  # 30 + 50
        ("1NT", "NV", 7, 90),  # 40 + 50
        ("2NT", "NV", 8, 120),  # 40 + 30 + 50
        ("4C", "NV", 10, 130),  # 80: still a partscore
        ("3NT", "NV", 9, 400),  # 40 + 30 + 30 = 100: game
        ("5D", "NV", 11, 400),  # 100 + 300
        ("4H", "NV", 10, 420),
        ("4S", "V", 10, 620),
    ],
)
def test_77_trick_points(contract: str, vul: str, tricks: int, score: int) -> None:
    assert outcome(contract, vul, tricks) == score


@pytest.mark.parametrize(
    ("contract", "vul", "tricks", "score"),
    [
        # undoubled overtricks score at trick value (30 each in notrump)
        ("2S", "NV", 9, 140),
        ("3C", "NV", 11, 150),
        ("1NT", "NV", 8, 120),
        ("1NT", "NV", 13, 270),  # 40 + 6 x 30 + 50: still only a partscore
        ("3NT", "NV", 10, 430),
        ("3NT", "V", 11, 660),
        # doubled: 100 each not vulnerable, 200 vulnerable
        ("1NTX", "NV", 8, 280),  # 80 + 50 + 50 insult + 100
        ("1SX", "V", 8, 360),  # 60 + 50 + 50 + 200
        ("4HX", "V", 11, 990),  # 240 + 500 + 50 + 200
        ("1CX", "V", 13, 1340),  # 40 + 50 + 50 + 6 x 200
        # redoubled: 200 each not vulnerable, 400 vulnerable
        ("1CXX", "NV", 8, 430),  # 80 + 50 + 100 + 200
        ("2SXX", "V", 10, 1640),  # 240 + 500 + 100 + 2 x 400
    ],
)
def test_77_overtricks_doubled_redoubled(contract: str, vul: str, tricks: int, score: int) -> None:
    assert outcome(contract, vul, tricks) == score


@pytest.mark.parametrize(
    ("contract", "vul", "tricks", "score"),
    [
        ("4S", "NV", 9, -50),
        ("4S", "V", 9, -100),
        ("3NT", "NV", 6, -150),
        ("6H", "V", 8, -400),
        ("7C", "NV", 0, -650),
        ("7C", "V", 0, -1300),
        ("1NT", "V", 0, -700),
    ],
)
def test_77_undertricks_undoubled(contract: str, vul: str, tricks: int, score: int) -> None:
    assert outcome(contract, vul, tricks) == score


@pytest.mark.parametrize(
    ("down", "score"),
    # 100 for the first, 200 for the second and third, 300 for each after
    [(1, -100), (2, -300), (3, -500), (4, -800), (5, -1100), (6, -1400), (13, -3500)],
)
def test_77_undertricks_doubled_not_vulnerable(down: int, score: int) -> None:
    assert score_outcome(7, Strain.NOTRUMP, Risk.DOUBLED, False, 13 - down) == score
    if down <= 10:  # the same penalty whatever the contract
        assert outcome("4SX", "NV", 10 - down) == score


@pytest.mark.parametrize(
    ("down", "score"),
    # 200 for the first, 300 for each after
    [(1, -200), (2, -500), (3, -800), (4, -1100), (5, -1400), (13, -3800)],
)
def test_77_undertricks_doubled_vulnerable(down: int, score: int) -> None:
    assert score_outcome(7, Strain.CLUBS, Risk.DOUBLED, True, 13 - down) == score


def test_77_undertricks_doubled_examples() -> None:
    assert outcome("3NTX", "V", 7) == -500
    assert outcome("1NTX", "NV", 0) == -1700  # 100 + 200 + 200 + 4 x 300
    assert outcome("7NTX", "NV", 0) == -3500


@pytest.mark.parametrize(
    ("contract", "vul", "tricks", "score"),
    [
        ("4HXX", "NV", 9, -200),
        ("4HXX", "NV", 8, -600),
        ("4HXX", "NV", 7, -1000),
        ("4HXX", "NV", 6, -1600),
        ("4HXX", "V", 9, -400),
        ("4HXX", "V", 8, -1000),
        ("4HXX", "V", 7, -1600),
        ("7NTXX", "NV", 0, -7000),
        ("7NTXX", "V", 0, -7600),
    ],
)
def test_77_redoubled_undertricks_twice_doubled(
    contract: str, vul: str, tricks: int, score: int
) -> None:
    assert outcome(contract, vul, tricks) == score
    doubled = outcome(contract.removesuffix("X"), vul, tricks)
    assert score == 2 * doubled


@pytest.mark.parametrize(
    ("contract", "vul", "tricks", "score"),
    [
        ("1CX", "NV", 7, 140),  # 40 + 50 partscore + 50 insult
        ("2DX", "V", 8, 180),  # 80 + 50 + 50
        ("1HX", "NV", 7, 160),  # 60 + 50 + 50
        ("1CXX", "NV", 7, 230),  # 80 + 50 + 100
        ("1NTX", "V", 7, 180),  # 80 + 50 + 50
        ("2SX", "NV", 8, 470),  # 120: game 300 + 50
        ("3CX", "V", 9, 670),  # 120 + 500 + 50
        ("1NTXX", "NV", 7, 560),  # 160: game 300 + 100
        ("1NTXX", "V", 7, 760),  # 160 + 500 + 100
        ("4SXX", "NV", 10, 880),  # 480 + 300 + 100
    ],
)
def test_77_insult_bonus(contract: str, vul: str, tricks: int, score: int) -> None:
    assert outcome(contract, vul, tricks) == score


@pytest.mark.parametrize(
    ("contract", "vul", "tricks", "score"),
    [
        ("2NT", "V", 8, 120),  # 70: partscore premium 50 regardless of vulnerability
        ("4D", "V", 10, 130),  # 80: partscore
        ("4D", "V", 11, 150),  # overtricks never make a game
        ("3NT", "NV", 9, 400),
        ("3NT", "V", 9, 600),
        ("4S", "NV", 10, 420),
        ("5C", "NV", 11, 400),
        ("5C", "V", 11, 600),
        ("2NTX", "NV", 8, 490),  # 140 doubled: game
        ("2NTX", "V", 8, 690),
        ("5DX", "V", 11, 750),  # 200 + 500 + 50
    ],
)
def test_77_game_and_partscore_premiums(contract: str, vul: str, tricks: int, score: int) -> None:
    assert outcome(contract, vul, tricks) == score


@pytest.mark.parametrize(
    ("contract", "vul", "tricks", "score"),
    [
        ("6C", "NV", 12, 920),  # 120 + 300 + 500
        ("6C", "V", 12, 1370),  # 120 + 500 + 750
        ("6S", "NV", 12, 980),
        ("6S", "V", 12, 1430),
        ("6NT", "NV", 12, 990),
        ("6NT", "V", 13, 1470),
        ("7C", "NV", 13, 1440),  # 140 + 300 + 1000
        ("7C", "V", 13, 2140),
        ("7NT", "NV", 13, 1520),  # 220 + 300 + 1000
        ("7NT", "V", 13, 2220),  # 220 + 500 + 1500
        ("7CX", "NV", 13, 1630),  # 280 + 300 + 1000 + 50
        ("6NTXX", "V", 12, 2110),  # 760 + 500 + 750 + 100
        ("7NTXX", "V", 13, 2980),  # 880 + 500 + 1500 + 100
        ("5H", "NV", 12, 480),  # bidding five and making twelve is no slam
    ],
)
def test_77_slam_premiums(contract: str, vul: str, tricks: int, score: int) -> None:
    assert outcome(contract, vul, tricks) == score


# --------------------------------------------------------------------- contract API


@pytest.mark.parametrize(
    ("contract", "tricks", "vulnerable", "score"),
    [
        (Contract(4, Strain.HEARTS, Risk.DOUBLED, Seat.SOUTH), 11, True, 990),
        (Contract(3, Strain.NOTRUMP, Risk.UNDOUBLED, Seat.WEST), 9, False, 400),
        (Contract(3, Strain.NOTRUMP, Risk.DOUBLED), 7, True, -500),
        (Contract(1, Strain.NOTRUMP, Risk.REDOUBLED, Seat.EAST), 7, False, 560),
    ],
)
def test_77_declarer_score(contract: Contract, tricks: int, vulnerable: bool, score: int) -> None:
    assert declarer_score(contract, tricks, vulnerable) == score


def test_77_passed_out_scores_zero() -> None:
    assert board_score(None, 0, Vulnerability.BOTH) == (0, 0)
    assert board_score(None, 0, Vulnerability.NONE) == (0, 0)


@pytest.mark.parametrize(
    ("declarer", "vulnerability", "tricks", "expected"),
    [
        (Seat.NORTH, Vulnerability.NS, 10, (620, -620)),
        (Seat.EAST, Vulnerability.NS, 10, (-420, 420)),
        (Seat.SOUTH, Vulnerability.EW, 10, (420, -420)),
        (Seat.WEST, Vulnerability.EW, 10, (-620, 620)),
        (Seat.NORTH, Vulnerability.EW, 9, (-50, 50)),
        (Seat.EAST, Vulnerability.EW, 9, (100, -100)),
        (Seat.WEST, Vulnerability.BOTH, 11, (-650, 650)),
        (Seat.SOUTH, Vulnerability.NONE, 11, (450, -450)),
    ],
)
def test_77_ns_minus_ew(
    declarer: Seat, vulnerability: Vulnerability, tricks: int, expected: tuple[int, int]
) -> None:
    contract = Contract(4, Strain.SPADES, Risk.UNDOUBLED, declarer)
    assert board_score(contract, tricks, vulnerability) == expected


@pytest.mark.parametrize("tricks", [-1, 14])
def test_77_rejects_impossible_tricks(tricks: int) -> None:
    with pytest.raises(ValueError):
        score_outcome(3, Strain.NOTRUMP, Risk.UNDOUBLED, False, tricks)
    with pytest.raises(ValueError):
        declarer_score(Contract(3, Strain.NOTRUMP, Risk.UNDOUBLED, Seat.NORTH), tricks, False)
    with pytest.raises(ValueError):
        board_score(
            Contract(3, Strain.NOTRUMP, Risk.UNDOUBLED, Seat.NORTH), tricks, Vulnerability.NONE
        )

    with pytest.raises(ValueError):  # a contract must say who declared it
        board_score(Contract(3, Strain.NOTRUMP, Risk.UNDOUBLED), 9, Vulnerability.NONE)
