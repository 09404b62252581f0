"""Law 47E1 under the 2007 Laws: a lead out of turn made because an opponent said wrongly
it was the player's turn is taken back without rectification, but a revoke that lead
established stays established (63A1): 2007 has no 2017 clause setting 63A1 aside.
4S by South; East revokes at trick 1 and then leads out of turn."""

from __future__ import annotations

import pytest

from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardRetracted

from ...helpers import SOUTH_4S, SOUTH_4S_DEAL, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def east_revoked_then_led_out_of_turn(laws: str) -> TableMode:
    t = table_mode(SOUTH_4S, SOUTH_4S_DEAL, edition=laws)
    play_cards(t, "W H2 N HA E C3 S H5")  # East has hearts: a revoke
    play_cards(t, "E C5")  # South told East it was his lead: this establishes it (63A1)
    t.apply(CardRetracted(E, Card.parse("C5")))
    t.find("misinformed", True)
    return t


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_47E1_the_card_goes_back_but_the_revoke_stays_established(laws: str) -> None:
    t = east_revoked_then_led_out_of_turn(laws)
    (revoke,) = t.revokes
    assert revoke.established
    last = t.trail[-1]
    assert (last.law, last.law.edition, last.message.key) == (
        "63A1", laws, "revoke.stays.established")
    assert not t.penalty_cards
    t.attention(S)  # too late to correct it (63B): a trick transfer at the end
    assert not t.revokes[0].corrected


def test_47E1_2017_the_revoke_is_open_again() -> None:
    t = east_revoked_then_led_out_of_turn("2017")
    (revoke,) = t.revokes
    assert not revoke.established
    assert t.trail[-1].message.key == "revoke.not.established"
