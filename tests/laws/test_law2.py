"""Law 2: board markings: dealer and vulnerability follow the board number."""

import pytest

from bridgelaws import Board, Seat, Vulnerability, dealer_for, vulnerability_for

# The table of Law 2, written out for boards 1-16 (N = NS vulnerable, E = EW, B = both, - none)
LAW2 = {
    1: ("N", "-"), 2: ("E", "N"), 3: ("S", "E"), 4: ("W", "B"),
    5: ("N", "N"), 6: ("E", "E"), 7: ("S", "B"), 8: ("W", "-"),
    9: ("N", "E"), 10: ("E", "B"), 11: ("S", "-"), 12: ("W", "N"),
    13: ("N", "B"), 14: ("E", "-"), 15: ("S", "N"), 16: ("W", "E"),
}
VUL = {"-": Vulnerability.NONE, "N": Vulnerability.NS, "E": Vulnerability.EW,
       "B": Vulnerability.BOTH}


@pytest.mark.parametrize("number", range(1, 17))
def test_2_markings_of_boards_1_to_16(number: int) -> None:
    dealer, vul = LAW2[number]
    assert dealer_for(number) == Seat.parse(dealer)
    assert vulnerability_for(number) == VUL[vul]


@pytest.mark.parametrize("number", [17, 32, 33, 100, 1000, 123457])
def test_2_markings_repeat_every_sixteen_boards(number: int) -> None:
    base = (number - 1) % 16 + 1
    assert dealer_for(number) == dealer_for(base)
    assert vulnerability_for(number) == vulnerability_for(base)


def test_2_board_markings_take_precedence() -> None:
    board = Board.numbered(1, dealer=Seat.WEST, vulnerability=Vulnerability.BOTH)
    assert (board.dealer, board.vulnerability) == (Seat.WEST, Vulnerability.BOTH)


def test_2_board_numbers_start_at_one() -> None:
    with pytest.raises(ValueError, match="start at 1"):
        Board.numbered(0)


@pytest.mark.parametrize(
    ("text", "vul"),
    [("None", "-"), ("Love", "-"), ("-", "-"), ("NS", "N"), ("n-s", "N"), ("EW", "E"),
     ("e/w", "E"), ("All", "B"), ("both", "B"), ("Both", "B")],
)
def test_2_vulnerability_spellings(text: str, vul: str) -> None:
    assert Vulnerability.parse(text) == VUL[vul]


def test_2_unknown_vulnerability_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="not a vulnerability: 'NE'"):
        Vulnerability.parse("NE")
