"""Law 26: withdrawn call; lead restrictions, in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
"""

import pytest

from bridgelaws import Board, Call, Card, Holding, Seat
from bridgelaws.engine.steps import AnswerType
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.values.cards import Strain, Suit
from bridgelaws.values.regulations import Regulations

from ..helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table(number: int = 1, regulations: Regulations | None = None) -> TableMode:
    return TableMode(Board.numbered(number, BLOCK_DEAL), regulations)


def _calls(t: TableMode, text: str) -> None:
    words = text.split()
    for seat, call in zip(words[::2], words[1::2], strict=True):
        t.call(Seat.parse(seat), call)


def _play(t: TableMode, text: str) -> None:
    """``"E CA S C8 ..."``: cards played in order."""
    words = text.split()
    for seat, card in zip(words[::2], words[1::2], strict=True):
        t.play_card(Seat.parse(seat), card)


def _holding(text: str) -> Holding:
    return Holding(Card.parse(c) for c in text.split())


def _west_withdrew_1c(regulations: Regulations | None = None) -> TableMode:
    """Board 2 (dealer East): West's insufficient 1C is replaced by a natural 2D, not
    comparable (27B2); North-South play 4S by North, and East, the offender's partner, has
    the opening lead."""
    t = _table(2, regulations)
    _calls(t, "E Pass S 1D W 1C")
    t.choose(N, "refuse")
    t.call(W, "2D")
    t.find("comparable", False)
    _calls(t, "N 2S E Pass S 3S W Pass N 4S E Pass S Pass W Pass")
    return t


def test_26A_comparable_replacement_no_restriction() -> None:
    t = _table(2)
    _calls(t, "E Pass S 1D W 1C")
    t.choose(N, "refuse")
    t.call(W, "3C")
    t.find("comparable", True)  # 27B1(b)
    assert not t.restrictions
    _calls(t, "N 3S E Pass S 4S W Pass N Pass E Pass")
    assert t.declarer == N
    assert t.play is not None and t.play.turn == E  # the offender's partner leads
    assert t.step is None  # declarer is not asked about the lead
    assert len(t.legal_cards()) == 13


def test_26B_declarer_may_prohibit_one_unspecified_suit_at_first_lead() -> None:
    t = _west_withdrew_1c()
    assert t.declarer == N and t.play is not None and t.play.turn == E
    step = t.step
    assert step is not None and step.law == "26B"
    # West specified diamonds in the legal auction: clubs, hearts or spades may be barred
    assert [(o.name, o.chooser) for o in step.options] == [
        ("prohibit C", N), ("prohibit H", N), ("prohibit S", N), ("none", N)]
    assert t.legal_cards() == Holding(0)  # nothing may be led before declarer chooses
    with pytest.raises(IrregularActionError):
        t.play_card(E, "CA")
    t.choose(N, "prohibit C")
    assert t.step is None
    assert t.legal_cards() == _holding("ST S9 S8 H7 H6 H5 D4 D3 D2")
    t.play_card(E, "CA")  # a lead against declarer's choice is a revoke (61A), not refused
    (revoke,) = t.revokes
    assert (revoke.player, revoke.kind, revoke.law) == (E, "restriction", "26B")
    t = t.undo()
    _play(t, "E H7 S H4 W HA N H8")
    assert t.play.turn == W


def test_26B_only_declarer_chooses() -> None:
    t = _west_withdrew_1c()
    for seat in (E, S, W):
        with pytest.raises(IrregularActionError):
            t.choose(seat, "prohibit C")
    assert t.step is not None and t.step.law == "26B"


def test_26B_declarer_may_choose_no_restriction() -> None:
    t = _west_withdrew_1c()
    t.choose(N, "none")
    assert t.step is None
    assert len(t.legal_cards()) == 13


def test_26B_a_suit_the_offender_specified_cannot_be_prohibited() -> None:
    t = _west_withdrew_1c()
    with pytest.raises(IrregularActionError):
        t.choose(N, "prohibit D")


def test_26B_restriction_lasts_while_partner_keeps_the_lead() -> None:
    t = _west_withdrew_1c()
    t.choose(N, "prohibit H")
    _play(t, "E CA S C8 W C5 N C2")  # East wins and keeps the lead
    assert t.play is not None and t.play.turn == E
    assert not any(c.suit == 2 for c in t.legal_cards())  # still no heart
    _play(t, "E CK S C9 W C6 N C3")
    _play(t, "E S8 S S5 W S2 N SA")  # North wins: the prohibition has run its course
    _play(t, "N D5 E D2 S DA W D8")
    _play(t, "S C10 W C7 N C4 E CQ")  # East is on lead again
    assert t.play.turn == E
    assert t.step is None  # declarer is not asked again
    assert any(c.suit == 2 for c in t.legal_cards())


def test_26B_first_lead_of_partner_may_be_after_the_opening_lead() -> None:
    # Board 1: West's insufficient 1H is replaced by a non-comparable 2H; South declares
    # 4S, so West, the offender, leads; East's first lead comes when East wins a trick.
    t = _table(1)
    _calls(t, "N 1C E 1D S 1S W 1H")
    t.choose(N, "refuse")
    t.call(W, "2H")
    t.find("same-denomination", False)
    t.find("comparable", False)
    _calls(t, "N Pass E Pass S 4S W Pass N Pass E Pass")
    assert t.declarer == S and t.step is None  # West's own lead is free
    _play(t, "W HA N H8 E H5 S H2")
    assert t.step is None
    _play(t, "W C5 N C2 E CA S C8")  # East wins: his first lead
    step = t.step
    assert step is not None and step.law == "26B"
    assert [o.name for o in step.options] == ["prohibit C", "prohibit D", "prohibit S", "none"]
    assert {o.chooser for o in step.options} == {S}
    t.choose(S, "prohibit C")
    assert not any(c.suit == 0 for c in t.legal_cards())


def test_26B_no_restriction_when_the_offender_becomes_declarer() -> None:
    t = _table(1)
    _calls(t, "N 1S E 1H")
    t.choose(S, "refuse")
    t.call(E, "3C")
    t.find("comparable", False)
    _calls(t, "S Pass W Pass N Pass")  # East declares 3C
    assert t.declarer == E
    assert t.step is None and len(t.legal_cards()) == 13


def test_26_regulation_require_or_prohibit() -> None:
    t = _west_withdrew_1c(Regulations(lead_restrictions="require-or-prohibit"))
    step = t.step
    assert step is not None
    names = [o.name for o in step.options]
    assert {"prohibit C", "require C", "require H", "require S", "none"} <= set(names)
    assert "require D" not in names
    t.choose(N, "require C")
    assert t.legal_cards() == _holding("CA CK CQ CJ")
    _play(t, "E CA S C8 W C5 N C2")


def test_26_default_regulation_offers_no_requirement() -> None:
    t = _west_withdrew_1c()
    assert t.step is not None
    assert not [o for o in t.step.options if o.name.startswith("require")]
    with pytest.raises(IrregularActionError):
        t.choose(N, "require C")


def _west_artificial_5h(shown: tuple[Strain, ...] | None) -> TableMode:
    """Board 1 (dealer North): West's insufficient 1C is replaced by a pass, not
    comparable (27B2); later West bids 5H, alerted (``shown``: the director's finding, if
    given); North-South play 5S by North, and East has the opening lead."""
    t = _table(1)
    _calls(t, "N 1S E Pass S 2S W 1C")
    t.choose(N, "refuse")
    t.call(W, "Pass")
    t.find("comparable", False)
    _calls(t, "N 4NT E Pass S 5C")
    t.call(W, "5H", alerted=True)
    _calls(t, "N 5S E Pass S Pass W Pass")
    if shown is not None:
        t.find("denominations", shown)
    return t


def test_26B_an_alerted_call_is_asked_what_it_showed() -> None:
    t = _west_artificial_5h(None)
    assert t.declarer == N and t.play is not None and t.play.turn == E
    step = t.step
    assert step is not None and step.question is not None
    q = step.question
    assert (q.name, q.law, q.answer) == ("denominations", "26B", AnswerType.DENOMINATIONS)
    assert dict(q.facts) == {"seat": W, "call": Call.parse("5H")}
    with pytest.raises(IrregularActionError):
        t.find("denominations", True)  # a list of denominations, not yes or no
    with pytest.raises(IrregularActionError):
        t.choose(N, "prohibit H")


def test_26B_an_artificial_5H_that_showed_no_suit_specifies_no_suit() -> None:
    t = _west_artificial_5h(())
    step = t.step
    assert step is not None and step.law == "26B"
    # an ace-showing 5H specified no suit: hearts may be forbidden
    assert [o.name for o in step.options] == ["prohibit C", "prohibit D", "prohibit H",
                                               "prohibit S", "none"]
    t.choose(N, "prohibit H")
    assert t.play is not None and t.play.lead_rule is not None
    assert t.play.lead_rule.prohibited == frozenset({Suit.HEARTS})


def test_26B_an_artificial_call_specifies_the_suits_it_showed() -> None:
    t = _west_artificial_5h((Strain.DIAMONDS, Strain.NOTRUMP))
    step = t.step
    assert step is not None
    assert [o.name for o in step.options] == ["prohibit C", "prohibit H", "prohibit S",
                                               "none"]


def test_26B_a_call_not_alerted_specifies_the_strain_it_names() -> None:
    t = _table(1)
    _calls(t, "N 1S E Pass S 2S W 1C")
    t.choose(N, "refuse")
    t.call(W, "Pass")
    t.find("comparable", False)
    _calls(t, "N 4NT E Pass S 5C W 5H N 5S E Pass S Pass W Pass")
    step = t.step
    assert step is not None and step.question is None
    assert [o.name for o in step.options] == ["prohibit C", "prohibit D", "prohibit S",
                                               "none"]
