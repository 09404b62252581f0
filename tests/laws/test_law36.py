"""Law 36: inadmissible double or redouble (table mode)."""


from bridgelaws import Board, Call, Deal, Seat
from bridgelaws.engine.tablemode import TableMode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
X = Call.parse("X")
# North holds the top spades, East the top clubs, South the top diamonds, West the top hearts
DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def table(board: int = 1) -> TableMode:
    """Board 1: North deals; board 2: East deals."""
    return TableMode(Board.numbered(board, DEAL))


def auction(t: TableMode) -> str:
    return " ".join(f"{seat}:{call}" for seat, call in t.calls)


def south_doubles_partner() -> TableMode:
    """1C by North, East passes, and South doubles his partner's 1C (Law 19A1)."""
    t = table()
    t.call(N, "1C")
    t.call(E, "Pass")
    t.call(S, "X")
    assert t.step is not None and t.step.law == "36"
    return t


def test_36A_LHO_calls_before_rectification_all_cancelled() -> None:
    t = south_doubles_partner()
    t.call(W, "1H")  # West calls before the director rules
    t.director()
    assert t.step is None
    assert auction(t) == "N:1C E:Pass"  # the double and West's 1H are cancelled
    assert t.turn == S
    # as if there had been no irregularity: no lead restriction, nobody must pass
    assert t.restrictions == [] and t.obligations == {}
    assert len(t.legal_calls(S)) > 1
    assert "36A" in [r.law for r in t.trail]


def test_36B1_2_cancelled_offender_replaces_it_partner_passes_throughout() -> None:
    t = south_doubles_partner()
    t.director()
    assert auction(t) == "N:1C E:Pass"
    assert t.turn == S
    assert X not in t.legal_calls(S)
    assert t.obligations[N].rest_of_auction is True
    t.call(S, "1S")
    t.call(W, "2H")
    assert t.legal_calls(N) == (Call.parse("Pass"),)
    t.call(N, "Pass")
    t.call(E, "Pass")
    t.call(S, "2S")
    t.call(W, "Pass")
    assert t.legal_calls(N) == (Call.parse("Pass"),)  # for the rest of the auction


def test_36B3_lead_restriction_and_72C() -> None:
    t = south_doubles_partner()
    t.director()
    assert [r.offender for r in t.restrictions] == [S]
    assert "72C" in [f.law for f in t.flags]


def test_36B4_also_out_of_rotation() -> None:
    t = table()
    t.call(N, "1C")
    t.call(S, "X")  # at East's turn, and doubling partner's bid
    assert t.step is not None and t.step.law == "36"
    t.director()
    assert t.turn == E  # back to the player in turn
    assert auction(t) == "N:1C"
    assert t.obligations[N].rest_of_auction is True
    assert [r.offender for r in t.restrictions] == [S]
    assert "72C" in [f.law for f in t.flags]
    t.call(E, "1H")
    assert len(t.legal_calls(S)) > 1  # any legal call at his turn
    assert "36B4" in [r.law for r in t.trail]


def test_36_inadmissible_redouble_LHO_in_turn_calls_first() -> None:
    t = table()
    t.call(N, "1C")
    t.call(E, "XX")  # in turn: nothing to redouble
    t.call(S, "1S")  # South, the offender's LHO, calls before rectification
    t.director()
    assert auction(t) == "N:1C"
    assert t.turn == E
    assert t.restrictions == [] and t.obligations == {}


def test_36C_found_after_the_auction_period() -> None:
    t = table()
    t.call(N, "1S")
    t.call(E, "Pass")
    t.call(S, "X")  # doubling partner: inadmissible, and nobody notices
    for seat in (W, N, E):
        t.call(seat, "Pass")
    t.play_card(E, "S9")  # the opening lead is faced; only now is attention drawn
    assert t.contract is not None and str(t.contract) == "1S N"  # recorded without the X
    assert "36C" in [r.law for r in t.trail]
    assert t.play is not None and t.play.current_trick is not None


def test_36A_36B1_the_cancellation_cites_its_sub_clause() -> None:
    t = table()
    t.call(N, "1C")
    t.call(E, "XX")  # in turn: nothing to redouble
    t.director()  # before South calls: 36B1
    assert ("consequence", "36B1") in [(r.kind, r.law) for r in t.trail
                                       if r.message.key == "cancelled"]
