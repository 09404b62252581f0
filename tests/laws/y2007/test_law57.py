"""Law 57 under the 2007 Laws: declarer's three choices after a premature lead or play
(57A1-57A3: no requiring a card of another suit), and no 57D: a defender's card played at
his right-hand opponent's turn is a major penalty card. The 1997 Laws say the same
(tests/laws/y1997/test_law57.py).

1S by North on BLOCK_DEAL (``tests/helpers.py``); South is dummy, East leads."""

from __future__ import annotations

import pytest

from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import TableMode

from ...helpers import holding, law_keys, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _west_too_soon(laws: str) -> TableMode:
    t = table_mode(edition=laws)
    play_cards(t, "E S8 S S5 W S2 N SA")
    t.play_card(N, "D5")
    t.play_card(W, "D8")  # before his partner East
    return t


def test_57A_2007_three_options_the_prohibition_is_57A3() -> None:
    t = _west_too_soon("2007")
    step = t.step
    assert step is not None and (step.law, step.law.edition) == ("57A", "2007")
    assert [(o.name, o.law, o.law.edition) for o in step.options] == [
        ("highest", "57A1", "2007"), ("lowest", "57A2", "2007"),
        ("prohibit C", "57A3", "2007"), ("prohibit H", "57A3", "2007"),
        ("prohibit S", "57A3", "2007")]
    t.choose(N, "prohibit C")
    assert t.trail[-1].law == "57A3" and t.trail[-1].law.edition == "2007"


def test_57A_2017_the_same_premature_play_has_four_options() -> None:
    t = _west_too_soon("2017")
    assert t.step is not None
    assert {o.name for o in t.step.options} >= {"require C", "prohibit C"}


def test_57A_2007_requiring_another_suit_is_no_option() -> None:
    t = _west_too_soon("2007")
    with pytest.raises(Exception, match="waits"):
        t.choose(N, "require C")


def test_57D_2007_has_no_57D_a_legal_card_played_at_rhos_turn_is_a_penalty_card() -> None:
    t = table_mode(edition="2007")
    t.play_card(E, "D2")
    t.play_card(W, "D8")  # at dummy's turn; East has played
    assert ("49", "played.before.rho.penalty") in law_keys(t)
    assert t.penalty_cards == {W: [Card.parse("D8")]}
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(W) is None
    play_cards(t, "S DA")
    assert t.legal_cards(W) == holding("D8")  # a major penalty card: played now
    play_cards(t, "W D8 N D5")
    assert t.play.tricks[0].card_of(W) == Card.parse("D8") and t.penalty_cards == {}


def test_57D_2017_the_same_card_counts_as_played_at_his_turn() -> None:
    t = table_mode()
    t.play_card(E, "D2")
    t.play_card(W, "D8")
    assert ("57D", "played.at.own.turn") in law_keys(t) and t.penalty_cards == {}
