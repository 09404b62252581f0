"""Law 45C4(b) under the 1997 Laws: an inadvertent designation may be changed without
pause for thought; the text sets no other limit, and the engine keeps 2007's (until dummy
plays again); 2017 stops at declarer's next card from either hand. 1S by North on
BLOCK_DEAL; dummy is South; East leads."""

from __future__ import annotations

from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import Designated, PlayChanged

from ...helpers import play_cards, table_mode, trail_rulings

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _named_then_declarer_played(laws: str) -> TableMode:
    t = table_mode(edition=laws)
    play_cards(t, "E CA")
    t.apply(Designated(N, "C9"))  # declarer names dummy's nine, meaning the ten
    play_cards(t, "W C5 N C2")  # declarer has played from his own hand
    t.apply(PlayChanged(N, Card.parse("CT")))
    return t


def test_45C4b_1997_in_time_after_declarer_played_from_his_own_hand() -> None:
    t = _named_then_declarer_played("1997")
    step = t.step
    assert step is not None and step.question is not None
    assert (step.law, step.law.edition, step.question.name) == (
        "45C4(b)", "1997", "inadvertent-card")
    t.find("inadvertent-card", True)
    assert ("consequence", "47C", "designation.changed") in trail_rulings(t)
    t.choose(W, "keep")  # West played after the nine: he may take his card back (47D)
    assert t.play is not None and t.play.tricks[0].card_of(S) == Card.parse("CT")


def test_45C4b_2017_too_late_after_declarer_played_from_his_own_hand() -> None:
    t = _named_then_declarer_played("2017")
    assert t.step is None
    assert trail_rulings(t)[-1] == ("irregularity", "47F2", "no.retraction")


def test_45C4b_1997_not_inadvertent_the_card_stays() -> None:
    t = _named_then_declarer_played("1997")
    t.find("inadvertent-card", False)
    assert trail_rulings(t)[-1] == ("consequence", "45C4(b)", "designation.stands")
    assert t.play is not None and t.play.tricks[0].card_of(S) == Card.parse("C9")

