"""Laws 50 and 51 under the 1997 Laws: the information from a penalty card is
unauthorised for its owner's partner (2017: authorised for every player while the card
lies on the table), and with penalty cards in more than one suit declarer may not leave
the lead free (2017's 51B2(c)).

4S by North on BLOCK_DEAL (``tests/helpers.py``); South is dummy, East leads."""

from __future__ import annotations

from bridgelaws import Card, Seat
from bridgelaws.values.cards import Suit

from ...helpers import cited_rulings, penalty_cards_in_two_suits, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def test_50E_1997_information_from_a_penalty_card_is_unauthorised_for_partner() -> None:
    t = penalty_cards_in_two_suits("1997")
    assert ("information", "50D1", "1997") in cited_rulings(t)
    assert t.trail[-2].message.key == "penalty.information.partner"
    assert ("flag", "16A", "1997") in cited_rulings(t)


def test_50E1_2017_the_same_information_is_authorised_for_every_player() -> None:
    t = penalty_cards_in_two_suits("2017")
    assert ("information", "50E1", "2017") in cited_rulings(t)
    assert t.trail[-2].message.key == "penalty.information"


def test_51B2_1997_no_free_lead_with_penalty_cards_in_two_suits() -> None:
    t = penalty_cards_in_two_suits("1997")
    step = t.step
    assert step is not None and (step.law, step.law.edition) == ("51B", "1997")
    assert [o.name for o in step.options] == [
        "require D", "require H", "prohibit D", "prohibit H", "prohibit D H"]
    t.choose(N, "require H")
    assert t.legal_cards(E) == t.legal_cards(E).suit(Suit.HEARTS)
    assert t.penalty_cards == {W: [Card.parse("D8")]}


def test_51B2c_2017_the_same_board_may_leave_the_lead_free() -> None:
    t = penalty_cards_in_two_suits("2017")
    assert t.step is not None and t.step.options[-1].name == "none"
    assert t.step.options[-1].law == "51B2(c)"


def test_50D2b_1997_with_one_penalty_card_the_lead_may_be_left_free() -> None:
    t = table_mode("1S Pass 4S Pass Pass Pass", edition="1997")
    play_cards(t, "E CA S C8 W C5 N C2")
    t.expose(W, ["HA"])  # an honour: a major penalty card
    assert t.step is not None
    assert (t.step.options[-1].name, t.step.options[-1].law) == ("none", "50D2(b)")
