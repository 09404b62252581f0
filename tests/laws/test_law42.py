"""Law 42: dummy's rights, in table mode.

Most of dummy's rights are conduct the engine does not need to rule on: giving information
in the director's presence (42A1), counting tricks (42A2), trying to prevent an
irregularity (42B2). For those the tests check what the engine does observe: the event is
recorded as correct procedure, without rectification, and the views dummy relies on.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``), 1S by North with South as
dummy; East has the opening lead.
"""

from bridgelaws import Card, Holding, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import Designated, DummyWarned, Inquiry

from ..helpers import play_cards, play_low, table_mode, trail_rulings

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _dummy_rulings(t: TableMode) -> list[tuple[str, str]]:
    return [(r.kind, r.law) for r in t.trail
            if r.message.values.get("seat") == S and r.kind in ("irregularity", "flag")]


def test_42A1_dummy_may_state_facts_and_law_in_the_directors_presence() -> None:
    """The engine has no event for what dummy says; what it offers is the record of facts and
    laws (the trail) once another player has drawn attention and the director is at the table.
    Dummy's part in it is not an irregularity: nothing is recorded against him."""
    t = table_mode()
    play_cards(t, "E CA S C8 W HA")  # West fails to follow with clubs left: a revoke (61A)
    t.attention(N)  # declarer draws attention to it
    t.director()
    assert ("irregularity", "61A", "revoke") in trail_rulings(t)
    assert ("consequence", "62A", "revoke.corrected") in trail_rulings(t)
    assert _dummy_rulings(t) == []


def test_42A2_dummy_may_keep_count_of_tricks_won_and_lost() -> None:
    """Counting tricks is not an event: the view dummy counts from is his row of quitted
    cards, each marked won or lost (65B), which agrees with the tricks of each side."""
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")  # East wins
    play_cards(t, "E D2 S DA W D8 N D5")  # dummy wins
    assert t.play is not None
    row = t.play.quitted_cards(S)
    assert row == [(Card.parse("C8"), False), (Card.parse("DA"), True)]
    assert sum(won for _, won in row) == t.play.declarer_tricks == 1
    assert sum(not won for _, won in row) == t.play.defence_tricks == 1
    assert _dummy_rulings(t) == []


def test_42A3_dummy_plays_the_card_declarer_names() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    t.apply(Designated(N, "C9"))
    assert trail_rulings(t)[-1] == ("procedure", "45C4(a)", "card.named")
    assert t.play is not None
    trick = t.play.current_trick
    assert trick is not None and trick.plays[-1] == (S, Card.parse("C9"))
    assert t.play.turn == W


def test_42A3_dummy_sees_that_dummy_follows_suit() -> None:
    """Dummy sees to it that dummy does not revoke: the legal-card view for dummy's hand
    offers only the suit led while dummy holds it; all of dummy's cards once it is void."""
    t = table_mode()
    play_cards(t, "E CA")
    assert t.legal_cards(S) == Holding.parse("...T98")
    play_cards(t, "S C8 W C5 N C2 E CK S C9 W C6 N C3 E CQ S CT W C7 N C4 E CJ")
    assert t.play is not None and t.play.turn == S
    assert t.legal_cards(S) == t.play.hands[S]


def test_42B1_dummy_may_ask_declarer_who_fails_to_follow() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N SA")  # North trumps, holding clubs: a revoke
    start = len(t.trail)
    t.apply(Inquiry(S, N))
    assert trail_rulings(t, start)[:2] == [("procedure", "61B2(a)", "inquiry"),
                                      ("consequence", "62A", "revoke.corrected")]
    assert t.play is not None and t.play.turn == N
    assert t.legal_cards() == Holding.parse("...432")  # he must follow now
    assert t.flags == []  # dummy's right: no procedural penalty


def test_42B1_dummy_asks_declarer_who_has_followed() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.apply(Inquiry(S, N))
    assert trail_rulings(t)[-2:] == [("procedure", "61B2(a)", "inquiry"),
                                ("consequence", "61B", "no.revoke")]


def test_42B1_dummy_may_not_ask_a_defender() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W HA")  # West revokes
    t.apply(Inquiry(S, W))
    assert trail_rulings(t)[-2:] == [("irregularity", "61B2(b)", "dummy.asks.defender"),
                                ("information", "16B", "inquiry.information")]
    (revoke,) = t.revokes
    assert not revoke.noticed and not revoke.corrected  # his question draws no attention


def test_42B2_dummy_may_try_to_prevent_a_lead_from_the_wrong_hand() -> None:
    """Dummy's warning is recorded as correct procedure: no rectification, no flag, and
    declarer goes on to lead from the right hand."""
    t = table_mode()
    play_cards(t, "E D2 S DA W D8 N D5")  # dummy wins: the lead is in dummy
    t.apply(DummyWarned(S))
    assert trail_rulings(t)[-1] == ("procedure", "42B2", "dummy.warns")
    assert t.step is None and t.flags == []
    assert t.play is not None and t.play.turn == S
    play_cards(t, "S DK")
    trick = t.play.current_trick
    assert trick is not None and trick.leader == S


def test_42B3_dummy_may_draw_attention_once_play_has_ended() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W HA N C2")  # West revokes in the first trick
    play_cards(t, "E CK")  # his partner leads to the next trick: established (63A1)
    play_low(t)
    assert t.play is not None and t.play.over
    table = t.play.declarer_tricks
    t.attention(S)
    assert ("procedure", "42B3", "dummy.attention.after") in trail_rulings(t)
    assert ("irregularity", "43A1(b)", "dummy.attention.play") not in trail_rulings(t)
    assert t.flags == []  # no breach of dummy's limitations
    (revoke, transfer), = t.transfers
    assert revoke.player == W and transfer.tricks == 1
    assert t.result == table + 1
