"""Law 29: procedure after a call out of rotation (table mode)."""

import pytest

from bridgelaws import Board, Deal, Seat
from bridgelaws.engine.steps import AnswerType
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.values.cards import Strain

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
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


def test_29_the_offenders_LHO_is_offered_the_choice() -> None:
    t = table()
    t.call(E, "1H")  # East bids at North's turn
    assert t.step is not None and t.step.law == "29"
    assert {o.name for o in t.step.options} == {"accept", "refuse"}
    assert {o.chooser for o in t.step.options} == {S}
    assert t.legal_calls(N) == ()  # the board waits


def test_29A_LHO_accepts_by_choosing() -> None:
    t = table()
    t.call(E, "1H")
    t.choose(S, "accept")
    assert t.step is None
    assert auction(t) == "E:1H"  # the call stands; North has lost his turn
    assert t.turn == S
    assert "29A" in [r.law for r in t.trail]
    assert t.obligations == {} and t.restrictions == []


def test_29A_LHO_accepts_by_calling() -> None:
    t = table()
    t.call(E, "1H")
    t.call(S, "2S")  # South calls over it: the right to rectification is lost
    assert t.step is None
    assert auction(t) == "E:1H S:2S"
    assert t.turn == W
    assert "29A" in [r.law for r in t.trail]


def test_29A_accepted_pass_at_partners_turn() -> None:
    t = table()
    t.call(S, "Pass")  # at North's turn
    t.choose(W, "accept")
    assert auction(t) == "S:Pass"
    assert t.turn == W


def test_29A_only_the_offenders_LHO_chooses() -> None:
    t = table()
    t.call(E, "1H")
    events, trail = list(t.events), list(t.trail)
    with pytest.raises(IrregularActionError):
        t.choose(W, "accept")  # the offender's partner has no choice
    assert t.events == events and t.trail == trail
    assert t.step is not None and t.step.law == "29"


def test_29B_cancelled_auction_back_to_the_player_in_turn() -> None:
    t = table()
    t.call(E, "1H")
    t.choose(S, "refuse")
    assert t.step is None
    assert auction(t) == ""
    assert t.turn == N
    assert "29B" in [r.law for r in t.trail]
    assert (E, "1H") in information(t)  # 16C: authorised for N-S, not for E-W
    assert len(t.legal_calls(N)) > 1


@pytest.mark.parametrize(("call", "law"), [("1H", "31"), ("Pass", "30C"), ("X", "32")])
def test_29B_offending_side_then_under_law_30_31_or_32(call: str, law: str) -> None:
    t = table()
    t.call(N, "1C")
    t.call(W, call)  # at East's turn: West's partner's turn
    t.choose(N, "refuse")
    cited = [r.law for r in t.trail]
    if law == "30C":  # a pass: first, was it artificial (30C sends it to Law 31)?
        assert t.step is not None and t.step.question is not None
        assert t.step.question.name == "artificial-pass"
    else:
        assert any(c.startswith(law) for c in cited), cited


def test_29C_artificial_pass_out_of_rotation_is_asked() -> None:
    t = table()
    t.call(E, "Pass")
    t.choose(S, "refuse")
    assert t.step is not None and t.step.question is not None
    assert (t.step.question.name, t.step.question.law) == ("artificial-pass", "30C")


def test_29C_artificial_bid_judged_by_what_it_shows() -> None:
    # East's 2C out of rotation is artificial and shows hearts; after North's 1S East bids
    # 2H, natural: the director judges comparability by the denominations shown (23A)
    t = table()
    t.call(E, "2C")
    t.choose(S, "refuse")
    t.call(N, "1S")
    t.call(E, "2H")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "comparable"
    t.find("comparable", True)
    assert t.obligations == {} and t.restrictions == []
    assert [f.law for f in t.flags] == ["23C"]


def test_29C_an_alerted_call_out_of_rotation_is_asked_what_it_showed() -> None:
    t = table()
    t.call(E, "2C", alerted=True)  # at North's turn; artificial, showing hearts
    t.choose(S, "refuse")
    assert t.step is not None and t.step.question is not None
    q = t.step.question
    assert (q.name, q.law, q.answer) == ("denominations", "29C", AnswerType.DENOMINATIONS)
    t.find("denominations", (Strain.HEARTS,))
    assert ("consequence", "29C") in [(r.kind, r.law) for r in t.trail]
    t.call(N, "1S")
    t.call(E, "2H")
    assert t.step is not None and t.step.question is not None
    q = t.step.question
    # the comparable-call question names what the artificial call showed, not clubs
    assert q.name == "comparable" and q.message.key == "question.comparable.shown"
    assert "hearts" in q.message.render("en")
    t.find("comparable", False)
    assert t.obligations[W].law == "31A2(b)"


def test_29C_a_repeated_artificial_call_specifies_what_it_showed_for_26B() -> None:
    # East's alerted 2D at North's turn shows hearts (29C); North passes, so East repeats
    # it (31A1). Later East's 3H is insufficient and replaced by a pass (27B2): at West's
    # opening lead the 2D is known to have specified hearts, with no new question
    t = table()
    t.call(E, "2D", alerted=True)
    t.choose(S, "refuse")
    t.find("denominations", (Strain.HEARTS,))
    t.call(N, "Pass")
    t.call(E, "2D")
    assert auction(t) == "N:Pass E:2D"
    for seat, call in ((S, "2S"), (W, "Pass"), (N, "4S"), (E, "3H")):
        t.call(seat, call)
    t.choose(S, "refuse")
    t.call(E, "Pass")
    t.find("comparable", False)
    t.call(S, "Pass")
    t.call(W, "Pass")
    assert t.declarer == S and t.play is not None and t.play.turn == W
    assert t.step is not None and t.step.question is None and t.step.law == "26B"
    assert [o.name for o in t.step.options] == ["prohibit C", "prohibit D", "prohibit S",
                                                "none"]


def test_29C_a_call_not_alerted_is_not_asked_about() -> None:
    t = table()
    t.call(E, "2C")
    t.choose(S, "refuse")
    assert t.step is None
    assert "29C" not in [r.law for r in t.trail]
