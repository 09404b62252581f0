"""Laws 68-69: a claim or concession, agreed by the other side, ends play (contested claims,
Law 70, come later).

The first tests use the strict :class:`~bridgelaws.Table`; the table-mode tests below them
cover Law 68 as it happens at a table: a statement, or cards shown (the director finds
whether it was a claim), a concession, and play stopping. Law 69 in table mode is in
test_law69.py.
"""

import contextlib

import pytest

from bridgelaws import Card, IllegalPlayError, Phase, Seat, Table
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import ConcessionAgreed, HandSpread

from ..helpers import law_keys, play_cards, table_after, table_mode


def test_68A_69A_declarer_claims_the_rest_agreed() -> None:
    table = table_after("1NT P P P")  # North declares, nobody vulnerable (board 1)
    for c in "CA C8 C5 C2".split():
        table.play(Card.parse(c))
    table.claim(12)
    assert table.phase == Phase.COMPLETE
    assert table.result == 12
    assert table.score == (240, -240)  # 1NT+5, not vulnerable: 40 + 5 x 30 + 50 partscore


def test_68B1_claiming_some_tricks_concedes_the_rest() -> None:
    table = table_after("1NT P P P")
    table.play(Card.parse("CA"))  # claim during the first trick: all 13 tricks are at stake
    table.claim(7, Seat.NORTH)
    assert (table.declarer_tricks, table.defence_tricks) == (7, 6)


def test_68B1_a_defenders_concession() -> None:
    table = table_after("1NT P P P")
    table.claim(0, Seat.EAST)  # East concedes everything
    assert table.result == 13


def test_68_claim_of_more_tricks_than_remain_refused() -> None:
    table = table_after("1NT P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.claim(14)
    assert info.value.law == "68"
    assert table.phase == Phase.PLAY


def test_68D_play_stops_after_an_agreed_claim() -> None:
    table = table_after("1NT P P P")
    table.claim(7)
    with pytest.raises(IllegalPlayError):
        table.play(Card.parse("CA"))
    assert Table.replay(table.board, table.events).result == 7


# --- table mode ------------------------------------------------------------------------
# 1NT by North on BLOCK_DEAL (tests/helpers.py); East leads. North-South can take the
# spades and diamonds, East-West the clubs and hearts.

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    return table_mode("1NT Pass Pass Pass")


def test_68_declarer_showing_his_cards_about_the_current_trick_only_is_no_claim() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5")
    t.apply(HandSpread(N))  # "your ace wins this one": North shows he cannot beat it
    t.find("claim", False)  # the director: it concerned the current trick only
    assert t.play is not None
    assert not t.play.over and t.play.claim is None and t.step is None
    assert t.play.turn == N and t.penalty_cards == {}  # play proceeds normally
    play_cards(t, "N C2 E CK")
    assert len(t.play.tricks) == 1


def test_68_a_defenders_cards_shown_about_the_current_trick_are_no_penalty_cards() -> None:
    t = _table()
    play_cards(t, "E CA S C8")
    t.apply(HandSpread(W))  # "partner's ace wins this": West shows his hand
    t.find("claim", False)  # not a claim: it concerned the current trick only
    assert t.play is not None and not t.play.over and t.play.claim is None
    assert t.penalty_cards == {}


def test_68A_a_statement_of_tricks_to_be_won_is_a_claim() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.claim(E, 7)  # East: "we take seven more": agreed
    assert t.play is not None and t.play.over
    assert t.play.claim is not None and (t.play.claim.seat, t.play.claim.tricks) == (E, 7)
    assert (t.play.declarer_tricks, t.play.defence_tricks) == (5, 8)
    assert ("69A", "claim.agreed") in law_keys(t)


def test_68A_declarer_showing_his_cards_the_director_finds_whether_he_claimed() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.apply(HandSpread(N))
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("claim", "48B2")
    t.find("claim", True)
    assert ("68D", "claim.play.stops") in law_keys(t)
    assert t.step is not None and t.step.law == "68"  # waits for what North-South claim
    t.claim(N, 8)
    assert t.play is not None and t.play.over and t.result == 8


def test_68A_a_defender_showing_his_cards_the_director_finds_whether_he_claimed() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.apply(HandSpread(E))
    step = t.step
    assert step is not None and step.question is not None
    assert (step.question.name, step.question.law) == ("claim", "68A")


def test_68A_declarer_facing_his_hand_after_an_opening_lead_out_of_turn_is_54() -> None:
    t = _table()
    t.play_card(W, "HA")  # West leads, East was on lead
    t.apply(HandSpread(N))  # North faces his hand: Law 54A, not a claim
    assert ("54A", "roles.swapped") in law_keys(t)
    assert not [r for r in t.trail if r.law in ("48B2", "68A", "68D")]
    assert t.step is None and t.declarer == S
    assert t.play is not None and not t.play.over


def test_68A_a_statement_by_dummy_is_not_a_claim() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    with contextlib.suppress(IrregularActionError):
        t.claim(S, 8)  # South is dummy
    assert t.play is not None and not t.play.over and t.play.claim is None


def test_68B1_a_statement_of_tricks_to_be_lost_is_a_concession() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.concede(E, 4)  # East: "you get four of the last twelve"
    assert t.play is not None and t.play.over
    assert t.play.claim == ConcessionAgreed(E, 4)
    assert (t.play.declarer_tricks, t.play.defence_tricks) == (4, 9)
    assert ("69A", "concession.agreed") in law_keys(t)


def test_68B1_claiming_some_tricks_concedes_the_others() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2  E CK S C9 W C6 N C3")
    t.claim(N, 8)  # eleven tricks remain: three are conceded
    assert t.play is not None
    assert (t.play.declarer_tricks, t.play.defence_tricks) == (8, 5)


def test_68B1_declarer_may_concede_too() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.concede(N, 12)  # abandoning the rest: every remaining trick is conceded
    assert t.play is not None and t.play.over and t.result == 0


def test_68C_a_defender_faces_his_hand_to_claim_without_penalty_cards() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.apply(HandSpread(E))  # East faces his hand: "the clubs are ours"
    t.find("claim", True)
    assert t.penalty_cards == {}
    assert not [r for r in t.trail if r.law in ("49", "50B", "50E4")]
    t.claim(E, 3)
    assert t.play is not None and t.play.over
    assert (t.play.declarer_tricks, t.play.defence_tricks) == (9, 4)
    assert t.penalty_cards == {} and t.step is None


def test_68C_declarer_faces_his_hand_to_claim_no_exposure() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2  E CK S C9 W C6 N C3  E CQ S CT W C7 N C4  E CJ S H2")
    t.apply(HandSpread(N))
    t.find("claim", True)
    assert not [r for r in t.trail if r.message.key == "declarer.exposed"]


def test_68D_play_stops_after_a_claim() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2 E CK")
    t.apply(HandSpread(N))
    t.find("claim", True)
    with pytest.raises(IrregularActionError):
        t.play_card(S, "C9")  # nobody plays on while the claim is settled
    assert t.play is not None and not t.play.over and t.play.claim is None
    t.claim(N, 8)
    assert t.play is not None and t.play.over and t.play.turn is None
    with pytest.raises(IrregularActionError):
        t.play_card(S, "C9")


def test_68D_the_trick_in_progress_is_part_of_the_claim() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2 E CK S C9")
    t.claim(E, 3)  # twelve tricks remain, the second one included
    assert t.play is not None and t.play.over and t.play.current_trick is None
    assert Card.CK in t.play.hands[E] and Card.C9 in t.play.hands[S]  # never quitted
    assert (t.play.declarer_tricks, t.play.defence_tricks) == (9, 4)


def test_68_a_claim_of_more_tricks_than_remain_is_refused() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    with pytest.raises(IrregularActionError) as info:
        t.claim(N, 13)
    assert info.value.law == "68"
    assert t.play is not None and not t.play.over
