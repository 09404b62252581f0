"""Laws 50 and 51 under the 2007 Laws: the information from a penalty card is
unauthorised for its owner's partner (2017: authorised for every player while the card
lies on the table), and with penalty cards in more than one suit declarer may not leave
the lead free (2017's 51B2(c)).

4S by North on BLOCK_DEAL (``tests/helpers.py``); South is dummy, East leads. The
2017 contrast is in ``tests/laws/y1997/test_law50.py``."""

from __future__ import annotations

from bridgelaws import Card, Seat
from bridgelaws.values.cards import Suit

from ...helpers import cited_rulings, penalty_cards_in_two_suits, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def test_50E_2007_information_from_a_penalty_card_is_unauthorised_for_partner() -> None:
    t = penalty_cards_in_two_suits("2007")
    assert ("information", "50E", "2007") in cited_rulings(t)
    assert t.trail[-2].message.key == "penalty.information.partner"
    assert ("flag", "50E3", "2007") in cited_rulings(t)


def test_51B2_2007_no_free_lead_with_penalty_cards_in_two_suits() -> None:
    t = penalty_cards_in_two_suits("2007")
    step = t.step
    assert step is not None and (step.law, step.law.edition) == ("51B", "2007")
    assert [o.name for o in step.options] == [
        "require D", "require H", "prohibit D", "prohibit H", "prohibit D H"]
    t.choose(N, "require H")
    assert t.legal_cards(E) == t.legal_cards(E).suit(Suit.HEARTS)
    assert t.penalty_cards == {W: [Card.parse("D8")]}


def test_50D2b_2007_with_one_penalty_card_the_lead_may_be_left_free() -> None:
    t = table_mode("1S Pass 4S Pass Pass Pass", edition="2007")
    play_cards(t, "E CA S C8 W C5 N C2")
    t.expose(W, ["HA"])  # an honour: a major penalty card
    assert t.step is not None
    assert (t.step.options[-1].name, t.step.options[-1].law) == ("none", "50D2(b)")
