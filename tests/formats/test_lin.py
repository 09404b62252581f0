"""LIN: read enough to replay and check a BBO record."""

from bridgelaws import Seat, Vulnerability
from bridgelaws.formats.lin import check_lin_board, read_lin

RECORD = (
    "pn|a,b,c,d|st||md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
    "rh||ah|Board 5|sv|b|mb|p|mb|1N!|an|15-17|mb|p|mb|p|mb|p|pg||pc|D5|pc|D2|pc|DA|pc|D8|pg||mc|8|"
)


def test_lin_board_is_read() -> None:
    (board,) = read_lin(RECORD)
    assert board.board.number == 5 and board.board.dealer == Seat.NORTH
    assert board.board.vulnerability == Vulnerability.BOTH
    assert board.board.deal is not None  # the fourth hand is the rest of the pack
    assert [str(c) for c, _ in board.calls] == ["Pass", "1NT", "Pass", "Pass", "Pass"]
    assert check_lin_board(board) == []


def test_lin_illegal_card_is_reported() -> None:
    (board,) = read_lin(RECORD.replace("pc|D2|", "pc|ST|"))
    (problem,) = check_lin_board(board)
    assert "West must follow suit to D" in problem.message and problem.law == "44C"


def test_lin_impossible_claim_is_reported() -> None:
    (board,) = read_lin(RECORD.replace("mc|8|", "mc|13|"))
    (problem,) = check_lin_board(board)
    assert problem.law == "69"


def test_lin_garbage_gives_problems_not_exceptions() -> None:
    boards = read_lin("md|3SAKQ,junk|mb|zz|pc|Q9|")
    assert boards and all(isinstance(p.message, str) for b in boards for p in check_lin_board(b))


def test_lin_claim_is_applied_as_agreed() -> None:
    from bridgelaws.formats.lin import replay_lin_board

    (board,) = read_lin(RECORD)
    table, problems = replay_lin_board(board)
    assert problems == [] and table.result == 8 and table.claim_event is not None


def test_fuzz_A_lin_numbers_of_5000_digits() -> None:
    """Fuzz item A: an mc (claim), ah (board label) or qx (board id) number int() refuses."""
    big = "1" * 5000
    (board,) = read_lin(RECORD.replace("mc|8|", f"mc|{big}|"))
    assert board.claim is None and check_lin_board(board) == []  # not a number of tricks
    (board,) = read_lin(RECORD.replace("ah|Board 5|", f"ah|Board {big}|"))
    (problem,) = check_lin_board(board)
    assert board.board.number == 0 and problem.line == 1
    assert problem.message == ("the board number in 'Board 11111111111111…' (5006 characters) "
                               "is too large: the most is 999999999")
    (board,) = read_lin(f"qx|o{big}|" + RECORD.replace("ah|Board 5|", ""))
    assert board.board.number == 0 and "is too large" in check_lin_board(board)[0].message
    assert board.board.deal is not None  # the rest of the board is read as before
