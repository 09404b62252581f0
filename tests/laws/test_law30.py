"""Law 30: pass out of rotation (table mode)."""

from bridgelaws import Board, Call, Deal, Seat
from bridgelaws.engine.tablemode import TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
PASS = Call.parse("Pass")
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(board: int = 1) -> TableMode:
    """Board 1: North deals; board 2: East deals."""
    return TableMode(Board.numbered(board, DEAL))


def auction(t: TableMode) -> str:
    return " ".join(f"{seat}:{call}" for seat, call in t.calls)


def information(t: TableMode) -> list[tuple[Seat, str]]:
    return [(r.message.values["seat"], str(r.message.values["call"]))
            for r in t.trail if r.kind == "information" and "call" in r.message.values]


def cancelled_pass(offender: Seat, board: int = 1, artificial: bool = False) -> TableMode:
    """``offender`` passes out of rotation at the dealer's turn; his LHO does not accept."""
    t = table(board)
    t.call(offender, "Pass")
    t.choose(offender.lho, "refuse")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "artificial-pass"
    t.find("artificial-pass", artificial)
    return t


def test_30A_pass_at_RHOs_turn_offender_passes_at_his_next_turn() -> None:
    t = cancelled_pass(E)  # at North's turn: North is East's RHO
    assert t.turn == N and auction(t) == ""
    assert t.obligations[E].rest_of_auction is False
    assert t.obligations[E].law == "30A"
    t.call(N, "1C")
    assert t.legal_calls(E) == (PASS,)
    t.call(E, "Pass")
    assert E not in t.obligations  # only the next turn
    assert "72C" in [f.law for f in t.flags]
    # the Law puts nothing on the partner and gives no lead restriction
    assert W not in t.obligations and t.restrictions == []


def test_30B1a_pass_at_partners_turn_partner_may_make_any_legal_call() -> None:
    t = cancelled_pass(S)  # at North's turn: South's partner
    assert t.turn == N
    assert t.obligations == {}
    assert len(t.legal_calls(N)) > 1
    assert (S, "Pass") in information(t)  # 16C2: unauthorised for North


def test_30B1b_i_offenders_comparable_call_no_further_rectification() -> None:
    t = cancelled_pass(S)
    t.call(N, "1C")
    t.call(E, "1H")
    t.call(S, "1S")  # South's first legal call: the director judges comparability
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"
    t.find("comparable", True)
    assert t.obligations == {} and t.restrictions == []
    assert [f.law for f in t.flags] == ["23C"]


def test_30B1b_ii_not_comparable_partner_passes_next_turn_26B_72C() -> None:
    t = cancelled_pass(S)
    t.call(N, "1C")
    t.call(E, "1H")
    t.call(S, "1S")
    t.find("comparable", False)
    assert t.obligations[N].rest_of_auction is False
    assert t.restrictions and t.restrictions[0].offender == S  # 26B
    assert "72C" in [f.law for f in t.flags]
    t.call(W, "2H")
    assert t.legal_calls(N) == (PASS,)
    t.call(N, "Pass")
    assert N not in t.obligations


def test_30B1_pass_at_LHOs_turn_before_offender_has_called() -> None:
    t = cancelled_pass(N, board=2)  # East deals; North passes at East's turn
    assert t.turn == E
    t.call(E, "1H")
    t.call(S, "Pass")  # 30B1(a): partner free
    t.call(W, "Pass")
    t.call(N, "1S")  # 30B1(b): offender free, director judges
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"
    t.find("comparable", False)
    assert t.obligations[S].rest_of_auction is False


def test_30B2_pass_at_LHOs_turn_after_having_called_is_a_change_of_call() -> None:
    t = table()
    t.call(N, "1C")
    t.call(N, "Pass")  # at East's turn: North tries to change his 1C
    assert t.step is not None and t.step.law == "25A"
    assert t.step.question is not None and t.step.question.name == "unintended"
    assert auction(t) == "N:1C"


def test_30C_artificial_pass_is_dealt_with_under_law_31() -> None:
    t = cancelled_pass(E, artificial=True)
    assert E not in t.obligations  # not 30A
    t.call(N, "Pass")
    assert t.legal_calls(E) == (PASS,)  # 31A1: repeat the call


def test_30C_artificial_pass_RHO_bids_law_31A2() -> None:
    t = cancelled_pass(E, artificial=True)
    t.call(N, "1C")
    assert len(t.legal_calls(E)) > 1
    t.call(E, "1H")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"
    t.find("comparable", False)
    assert t.obligations[W].rest_of_auction is False
    assert any(r.law.startswith("31A2") for r in t.trail)
