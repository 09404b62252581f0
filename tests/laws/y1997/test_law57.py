"""Laws 53 and 57 under the 1997 Laws: as 2007 (tests/laws/y2007/test_law57.py,
test_law53.py): three options after a premature play, no 57D, and a lead out of turn to
the last trick may be accepted.

1S by North on BLOCK_DEAL (``tests/helpers.py``); South is dummy, East leads."""

from __future__ import annotations

from bridgelaws import Card, Seat

from ...helpers import law_keys, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def test_57A_1997_three_options() -> None:
    t = table_mode(edition="1997")
    play_cards(t, "E S8 S S5 W S2 N SA")
    t.play_card(N, "D5")
    t.play_card(W, "D8")
    step = t.step
    assert step is not None
    assert [(o.name, o.law, o.law.edition) for o in step.options][-1] == (
        "prohibit S", "57A3", "1997")
    assert len(step.options) == 5


def test_57_1997_a_card_played_at_rhos_turn_is_a_penalty_card() -> None:
    t = table_mode(edition="1997")
    t.play_card(E, "D2")
    t.play_card(W, "D8")
    assert ("49", "played.before.rho.penalty") in law_keys(t)
    assert t.penalty_cards == {W: [Card.parse("D8")]}


def test_53A_1997_a_lead_out_of_turn_to_the_last_trick_may_be_accepted() -> None:
    t = table_mode(edition="1997")
    for _ in range(48):
        assert t.play is not None and t.play.turn is not None
        t.play_card(t.play.turn, min(t.legal_cards()))
    t.play_card(E, "ST")
    step = t.step
    assert step is not None and {(o.name, o.law, o.law.edition) for o in step.options} == {
        ("accept", "53A", "1997"), ("refuse", "56", "1997")}
