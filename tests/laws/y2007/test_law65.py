"""Law 65B3 under the 2007 Laws: declarer may have a wrongly turned card put right at any
time; dummy and the defenders may point one out until the lead to the next trick (2017:
every player until his side leads or plays to it). 1NT by North on BLOCK_DEAL; East
leads."""

from __future__ import annotations

from bridgelaws import Seat
from bridgelaws.engine.tableplay import CardPointed

from ...helpers import play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _after_the_lead(laws: str, seat: Seat) -> list[tuple[str, str, str]]:
    t = table_mode("1NT Pass Pass Pass", edition=laws)
    play_cards(t, "E CA S C8 W C5 N C2 E CK")  # East has led to trick 2
    t.apply(CardPointed(seat))
    return [(r.kind, r.law, r.law.edition) for r in t.trail if r.kind != "auction"][-2:]


def test_65B3_2007_dummy_is_late_once_the_next_trick_is_led() -> None:
    # North-South have not played to trick 2: in time under 2017, late under 2007
    assert _after_the_lead("2007", S) == [("irregularity", "65B3", "2007"),
                                          ("information", "16B", "2007")]
    assert _after_the_lead("2017", S)[-1] == ("procedure", "65B3", "2017")


def test_65B3_2007_declarer_may_have_it_put_right_at_any_time() -> None:
    t = table_mode("1NT Pass Pass Pass", edition="2007")
    play_cards(t, "E CA S C8 W C5 N C2 E CK S C9 W C6 N C3 E CQ S CT")
    t.apply(CardPointed(N))
    assert (t.trail[-1].kind, t.trail[-1].law) == ("procedure", "65B3")
    # under 2017 his side has played to the next trick: late
    t = table_mode("1NT Pass Pass Pass")
    play_cards(t, "E CA S C8 W C5 N C2 E CK S C9 W C6 N C3 E CQ S CT")
    t.apply(CardPointed(N))
    assert (t.trail[-2].kind, t.trail[-2].law) == ("irregularity", "65B3")
