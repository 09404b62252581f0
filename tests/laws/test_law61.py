"""Law 61: failure to follow suit, and questions about a revoke, in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North plays 4S (South is dummy) and East leads.
"""

from bridgelaws import Board, Card, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import Breach, Inquiry, TrickInspected

from ..helpers import BLOCK_DEAL, make_calls, play_cards, table_mode, trail_rulings

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _four_spades() -> TableMode:
    """4S by North on board 1; East is on lead."""
    return table_mode("1S Pass 4S Pass Pass Pass")


def _cards(text: str) -> set[Card]:
    return {Card.parse(c) for c in text.split()}


# -- 61A: what is a revoke ---------------------------------------------------------------

def test_61A_failing_to_follow_suit_when_able_is_a_revoke() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA")  # West holds three clubs
    (r,) = t.revokes
    assert (r.player, r.trick, r.card, r.kind) == (W, 1, Card.parse("HA"), "follow")
    assert str(r.suit) == str(Card.parse("CA").suit)
    assert ("irregularity", "61A", "revoke") in trail_rulings(t)
    # recorded, but nothing happens until attention is drawn or it is established
    assert not (r.established or r.noticed or r.corrected)
    assert t.step is None
    assert t.play is not None and t.play.current_trick is not None
    assert t.play.current_trick.card_of(W) == Card.parse("HA")
    play_cards(t, "N C2")
    assert t.play.tricks[0].winner == E
    assert not t.penalty_cards


def test_61A_a_player_void_in_the_suit_led_does_not_revoke() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E CK S C9 W C6 N C3")
    play_cards(t, "E CQ S CT W C7 N C4")
    play_cards(t, "E CJ S DA W D8 N H8")  # nobody else has a club left: discards
    assert t.revokes == []
    assert not [r for r in t.trail if r.law == "61A"]


def test_61A_failing_to_play_a_penalty_card_is_a_revoke() -> None:
    t = _four_spades()
    play_cards(t, "E CA")
    t.expose(E, ["CK"])  # East drops the king: a major penalty card (50B)
    assert t.play is not None and t.play.penalty[E] == {Card.parse("CK"): True}
    play_cards(t, "S C8 W C5 N C2")
    assert t.play.turn == E
    assert set(t.legal_cards(E)) == _cards("CK")  # 50D1: at the first legal opportunity
    play_cards(t, "E CQ")  # he leads another club instead
    (r,) = t.revokes
    assert (r.player, r.trick, r.card, r.kind) == (E, 2, Card.parse("CQ"), "penalty")
    assert not r.noticed


def test_61A_breaking_a_26B_lead_prohibition_is_a_revoke() -> None:
    t = TableMode(Board.numbered(2, BLOCK_DEAL))  # dealer East
    make_calls(t, "E Pass S 1D W 1C")  # insufficient
    t.choose(N, "refuse")
    t.call(W, "2D")
    t.find("comparable", False)
    make_calls(t, "N 2S E Pass S 3S W Pass N 4S E Pass S Pass W Pass")
    assert t.declarer == N and t.step is not None and t.step.law == "26B"
    t.choose(N, "prohibit C")
    play_cards(t, "E CA")  # East has spades, hearts and diamonds to lead
    (r,) = t.revokes
    assert (r.player, r.trick, r.kind, r.law) == (E, 1, "restriction", "26B")
    assert ("irregularity", "61A", "restriction.broken") in trail_rulings(t)


def test_61A_breaking_a_50D2_lead_requirement_is_a_revoke() -> None:
    t = _four_spades()
    play_cards(t, "E CA")
    t.expose(W, ["HA"])  # West's major penalty card
    play_cards(t, "S C8 W C5 N C2")
    assert t.step is not None and t.step.law == "50D2"  # East, his partner, is to lead
    t.choose(N, "require H")
    assert set(t.legal_cards(E)) == _cards("H7 H6 H5")
    play_cards(t, "E CK")
    (r,) = t.revokes
    assert (r.player, r.trick, r.kind) == (E, 2, "restriction")
    assert r.law.startswith("50D2")


def test_61A_breaking_declarers_57A_choice_is_a_revoke() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W S2 N SA")
    play_cards(t, "N H8 W HA")  # West plays before East, his partner: 57A
    assert t.step is not None and t.step.law == "57A"
    t.choose(N, "highest")
    assert set(t.legal_cards(E)) == _cards("H7")
    play_cards(t, "E H5")  # a heart, but not the highest
    (r,) = t.revokes
    assert (r.player, r.trick, r.kind) == (E, 3, "restriction")
    assert r.law.startswith("57A")


# -- 61B: who may ask about a revoke ----------------------------------------------------------

def test_61B1_declarer_may_ask_a_defender_who_did_not_follow() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    t.apply(Inquiry(N, W))
    assert ("procedure", "61B1", "inquiry") in trail_rulings(t)
    (r,) = t.revokes
    assert r.noticed and r.corrected  # found before it is established: corrected (62A)
    assert t.penalty_cards == {W: [Card.parse("HA")]}


def test_61B1_the_answer_may_be_that_he_has_none() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E CK S C9 W C6 N C3")
    play_cards(t, "E CQ S CT W C7 N C4")
    play_cards(t, "E CJ S S5 W D8")  # West is out of clubs
    t.apply(Inquiry(N, W))
    assert ("procedure", "61B1", "inquiry") in trail_rulings(t)
    assert ("consequence", "61B", "no.revoke") in trail_rulings(t)
    assert t.revokes == [] and not t.penalty_cards


def test_61B2a_dummy_may_ask_declarer() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N H8")  # declarer discards a heart, holding clubs
    t.apply(Inquiry(S, N))
    rulings = trail_rulings(t)
    assert ("procedure", "61B2(a)", "inquiry") in rulings
    assert not [r for r in t.trail if r.law.startswith("43")]  # not a breach by dummy
    (r,) = t.revokes
    assert r.corrected
    assert not t.penalty_cards  # 62B2: declarer's card goes back without rectification
    play_cards(t, "N C2")
    assert t.play is not None and t.play.tricks[0].card_of(N) == Card.parse("C2")


def test_61B2a_but_after_a_breach_dummy_asking_declarer_is_43B2b() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5")
    t.apply(Breach(S, "43A2(b)"))  # dummy watches declarer's play from behind him
    play_cards(t, "N H8")  # declarer revokes
    t.apply(Inquiry(S, N))
    rulings = trail_rulings(t)
    assert ("procedure", "61B2(a)", "inquiry") in rulings
    assert ("consequence", "43B2(b)", "dummy.asked.after.breach") in rulings
    (r,) = t.revokes
    assert r.corrected  # declarer corrects it, and Law 64 applies as if established
    play_cards(t, "N C2")  # East wins the first trick
    t.claim(N, 12)
    assert t.step is not None and t.step.law == "64C1"
    t.find("compensated", True)
    assert [(x.tricks, x.law) for _, x in t.transfers] == [(1, "64A2")]
    assert t.result == 11


def test_61B2b_dummy_may_not_ask_a_defender() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    t.apply(Inquiry(S, W))
    rulings = trail_rulings(t)
    assert ("irregularity", "61B2(b)", "dummy.asks.defender") in rulings
    assert any(kind == "information" and law == "16B" for kind, law, _ in rulings)
    assert not [r for r in rulings if r[1] == "61B2(a)"]


def test_61B3_a_defender_may_ask_his_partner() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    t.apply(Inquiry(E, W))
    rulings = trail_rulings(t)
    assert ("procedure", "61B3", "inquiry") in rulings
    # at the risk of giving his partner unauthorised information
    assert ("information", "61B3", "inquiry.information") in rulings
    (r,) = t.revokes
    assert r.corrected and t.penalty_cards == {W: [Card.parse("HA")]}


def test_61B3_a_defender_may_ask_declarer() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N H8")
    t.apply(Inquiry(W, N))
    assert ("procedure", "61B3", "inquiry") in trail_rulings(t)
    (r,) = t.revokes
    assert r.corrected and not t.penalty_cards


# -- 61C: no right to see the quitted tricks --------------------------------------------------

def test_61C_an_alleged_revoke_gives_no_right_to_inspect_quitted_tricks() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E CK S C9 W C6 N C3")
    play_cards(t, "E CQ S CT")
    t.attention(E)  # East says South revoked in the first trick (he did not)
    assert t.revokes == []
    t.apply(TrickInspected(E))  # East has played to this trick: 66C
    assert ("irregularity", "66C", "inspect.refused") in trail_rulings(t)
    assert not [r for r in t.trail if r.message.key == "inspect.allowed"]
