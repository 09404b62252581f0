"""Laws 45 and 46 under the 1997 Laws: "high" from dummy in fourth seat may be taken as
the lowest card that wins (46B1; 2007 and 2017: always the highest); a changed
designation (45C4(b)) is not yet ruled for an older edition, and is refused.

SOUTH_4S_DEAL (``tests/helpers.py``): South declares four spades, West leads, North is
dummy."""

from __future__ import annotations

import pytest

from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import Designated

from ...helpers import SOUTH_4S, SOUTH_4S_DEAL, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _high_in_fourth_seat(laws: str) -> TableMode:
    t = table_mode(SOUTH_4S, SOUTH_4S_DEAL, edition=laws)
    play_cards(t, "W D4 N D2 E S4 S D3")  # East ruffs and is on lead
    play_cards(t, "E H3 S H5 W HJ")
    t.apply(Designated(S, "high"))
    return t


def _dummys_card(t: TableMode) -> Card | None:
    assert t.play is not None
    return t.play.tricks[-1].card_of(N)


def test_46B1_1997_high_in_fourth_seat_is_the_lowest_card_that_wins() -> None:
    t = _high_in_fourth_seat("1997")
    assert _dummys_card(t) == Card.parse("HQ")  # the queen beats the jack
    assert t.trail[-1].law.edition == "1997" or t.trail[-2].law.edition == "1997"


@pytest.mark.parametrize("laws", ["2007", "2017"])
def test_46B1a_2007_and_2017_high_is_the_highest_card(laws: str) -> None:
    t = _high_in_fourth_seat(laws)
    assert _dummys_card(t) == Card.parse("HA")


def test_46B1_1997_high_in_second_seat_is_the_highest_card() -> None:
    t = table_mode(SOUTH_4S, SOUTH_4S_DEAL, edition="1997")
    play_cards(t, "W HJ")
    t.apply(Designated(S, "high"))
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(N) == Card.parse("HA")
