"""Law 64: the tricks transferred after an established revoke: first the arithmetic
(:func:`~bridgelaws.engine.revoke.revoke_transfer`), then whole boards in table mode."""

from __future__ import annotations

import pytest

from bridgelaws import Deal
from bridgelaws.engine.revoke import RevokeFacts, revoke_transfer
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import LaterBoard, RoundEnded
from bridgelaws.values.cards import Seat

from ..helpers import BLOCK_DEAL, ELEVEN_TRICKS, TWELFTH, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def tricks(*runs: tuple[Seat, int]) -> list[Seat]:
    out = [seat for seat, count in runs for _ in range(count)]
    assert len(out) == 13
    return out


def test_64A1_offender_won_the_revoke_trick_and_a_later_one() -> None:
    # East revokes in trick 3 and wins it; East-West win trick 9 too: two tricks
    winners = tricks((N, 2), (E, 1), (N, 5), (W, 1), (S, 4))
    t = revoke_transfer(winners, RevokeFacts(E, 3))
    assert (t.tricks, t.law, t.equity_check) == (2, "64A1", "64C")


def test_64A1_offender_won_the_revoke_trick_and_nothing_later() -> None:
    winners = tricks((N, 2), (E, 1), (N, 10))
    assert revoke_transfer(winners, RevokeFacts(E, 3)).tricks == 1


def test_64A2_partner_won_the_revoke_trick() -> None:
    winners = tricks((N, 2), (W, 1), (N, 10))
    t = revoke_transfer(winners, RevokeFacts(E, 3))
    assert (t.tricks, t.law) == (1, "64A2")


def test_64A2_side_won_a_later_trick_only() -> None:
    winners = tricks((N, 5), (W, 1), (S, 7))
    t = revoke_transfer(winners, RevokeFacts(E, 3))
    assert (t.tricks, t.law) == (1, "64A2")


def test_64A_footnote_a_trick_won_in_dummy_is_not_won_by_declarer() -> None:
    # South declares, North is dummy; South revokes in trick 4, won by dummy: 64A2, one trick
    winners = tricks((E, 3), (N, 1), (S, 9))
    t = revoke_transfer(winners, RevokeFacts(S, 4))
    assert (t.tricks, t.law) == (1, "64A2")
    # had declarer himself won it: 64A1, two tricks (his side won later tricks)
    assert revoke_transfer(tricks((E, 3), (S, 10)), RevokeFacts(S, 4)).tricks == 2


def test_64B1_offending_side_won_nothing_from_the_revoke_on() -> None:
    winners = tricks((E, 2), (N, 11))
    t = revoke_transfer(winners, RevokeFacts(E, 3))
    assert (t.tricks, t.law) == (0, "64B1")


@pytest.mark.parametrize(("field", "law"), [
    ("repeated_in_same_suit", "64B2"),
    ("faced_card", "64B3"),
    ("after_next_board_call", "64B4"),
    ("after_round_ended", "64B5"),
    ("both_sides_revoked", "64B7"),
    ("corrected_under_62C3", "64B8"),
])
def test_64B_no_transfer(field: str, law: str) -> None:
    winners = tricks((N, 2), (E, 1), (E, 10))
    t = revoke_transfer(winners, RevokeFacts(E, 3, **{field: True}))
    assert (t.tricks, t.law, t.equity_check) == (0, law, "64C")


def test_64B6_revoke_on_the_twelfth_trick() -> None:
    winners = tricks((E, 13))
    assert revoke_transfer(winners, RevokeFacts(E, 12)).law == "64B6"


def test_64_the_transfer_needs_the_whole_play() -> None:
    with pytest.raises(ValueError, match="13 tricks"):
        revoke_transfer([N] * 12, RevokeFacts(E, 3))
    with pytest.raises(ValueError, match="trick 1 to 13"):
        RevokeFacts(E, 14)


# -- in table mode ------------------------------------------------------------------------
#
# BLOCK_DEAL (tests/helpers.py): North plays 4S (South is dummy), East leads; board 1,
# nobody vulnerable (4S made: 420). Each test plays a few tricks, then a claim (agreed) gives
# the rest, so that every count can be read off the test.


def _four_spades(deal: Deal = BLOCK_DEAL) -> TableMode:
    return table_mode("1S Pass 4S Pass Pass Pass", deal)


def _settled(t: TableMode, compensated: bool = True) -> list[tuple[int, str]]:
    """Answer the director's 64C question and return the transfers (tricks, law)."""
    step = t.step
    assert step is not None and step.question is not None
    assert step.question.name == "compensated"
    t.find("compensated", compensated)
    return [(x.tricks, x.law) for _, x in t.transfers]


def test_64A1_table_the_offender_won_the_revoke_trick_and_a_later_one() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")  # East
    play_cards(t, "E S8 S S5 W S2 N SA")  # North
    play_cards(t, "N D5 E D2 S DJ W S3")  # West ruffs, holding three diamonds: a revoke
    play_cards(t, "W HA N H8 E H5 S H2")  # West leads (established) and wins
    t.claim(N, 9)
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 10
    # the revoke trick, and one of the later tricks East-West won
    assert _settled(t) == [(2, "64A1")]
    assert t.result == 12
    assert t.score == (480, -480)


def test_64A1_table_the_offender_won_the_revoke_trick_and_nothing_later() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W S2 N SA")
    play_cards(t, "N D5 E D2 S DJ W S3")  # West's revoke wins the trick
    play_cards(t, "W DT N D6 E D3 S DQ")  # dummy wins
    t.claim(N, 9)
    t.attention(E)
    assert t.play is not None and t.play.declarer_tricks == 11
    assert _settled(t) == [(1, "64A1")]  # only the revoke trick itself
    assert t.result == 12


def test_64A2_table_the_offenders_partner_won_the_revoke_trick() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")  # West revokes; East wins
    play_cards(t, "E CK S C9 W C5 N C3")  # East wins again
    t.claim(N, 11)
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 11
    assert _settled(t) == [(1, "64A2")]
    assert t.result == 12


def test_64A2_table_the_offending_side_won_only_a_later_trick() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W HJ N SA")  # West revokes; North wins
    play_cards(t, "N D5 E D2 S DJ W D8")  # East plays to the next trick: established
    t.claim(N, 9)  # East-West get one of the ten tricks left
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 11
    assert _settled(t) == [(1, "64A2")]
    assert t.result == 12


def test_64A_footnote_table_a_trick_won_in_dummy_is_not_won_by_declarer() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E D2 S DA W D8 N H8")  # declarer discards, holding diamonds; dummy wins
    play_cards(t, "S DK W D9 N D5 E D3")  # established: declarer plays to the next trick
    t.claim(N, 10)
    t.attention(W)
    assert t.play is not None and t.play.declarer_tricks == 12
    # declarer did not win the revoke trick: 64A2, one trick (not two under 64A1)
    assert _settled(t) == [(1, "64A2")]
    assert t.result == 11
    assert t.score == (450, -450)


def test_64A1_table_declarer_won_the_revoke_trick_in_his_own_hand() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E D2 S DJ W D8 N SJ")  # declarer ruffs, holding diamonds, and wins
    play_cards(t, "N SA E S8 S S5 W S2")
    t.claim(N, 10)
    t.attention(W)
    assert t.play is not None and t.play.declarer_tricks == 12
    assert _settled(t) == [(2, "64A1")]
    assert t.result == 10
    assert t.score == (420, -420)


def test_64B1_table_the_offending_side_won_nothing_from_the_revoke_on() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W S2 N SA")
    play_cards(t, "N SK E CK S S6 W S3")  # East discards, holding two trumps
    play_cards(t, "N SQ E ST S S7 W S4")  # established
    t.claim(N, 9)
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 12
    assert _settled(t) == [(0, "64B1")]  # 64C is still asked
    assert t.result == 12


def test_64B2_table_a_second_revoke_in_the_same_suit_carries_no_transfer() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HJ N C2")  # West revokes in clubs
    play_cards(t, "E CK S C9 W HQ N C3")  # the first is established; he revokes in clubs again
    play_cards(t, "E S8 S S5 W S2 N SA")
    t.claim(N, 10)
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 11
    assert t.step is not None and t.step.law == "64C2(a)"
    assert _settled(t) == [(1, "64A2"), (0, "64B2")]
    assert t.result == 12


def test_64B3_table_failing_to_play_a_penalty_card() -> None:
    t = _four_spades()
    play_cards(t, "E CA")
    t.expose(E, ["CK"])  # a major penalty card
    play_cards(t, "S C8 W C5 N C2")
    play_cards(t, "E CQ S C9 W C6 N C3")  # he should have led the king
    play_cards(t, "E CK S CT W C7 N C4")  # established
    t.claim(N, 10)
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 10
    assert _settled(t) == [(0, "64B3")]
    assert t.result == 10


def test_64B3_table_a_revoke_by_dummy() -> None:
    t = _four_spades()
    play_cards(t, "E CA S DA W C5 N C2")  # dummy has clubs
    play_cards(t, "E CK S C8 W C6 N C3")  # established
    t.claim(N, 11)
    t.attention(E)
    assert t.play is not None and t.play.declarer_tricks == 11
    assert _settled(t) == [(0, "64B3")]
    assert t.result == 11


def _west_revoked_nobody_noticed() -> TableMode:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    play_cards(t, "E CK S C9 W C5 N C3")  # established
    t.claim(N, 11)
    return t


def test_64B4_table_attention_after_the_non_offenders_call_on_a_later_board() -> None:
    t = _west_revoked_nobody_noticed()
    t.apply(LaterBoard(S))
    t.attention(N)
    assert _settled(t) == [(0, "64B4")]
    assert t.result == 11


def test_64B4_table_a_call_by_the_offending_side_does_not_count() -> None:
    t = _west_revoked_nobody_noticed()
    t.apply(LaterBoard(E))
    t.attention(N)
    assert _settled(t) == [(1, "64A2")]
    assert t.result == 12


def test_64B5_table_attention_after_the_round_ended() -> None:
    t = _west_revoked_nobody_noticed()
    t.apply(RoundEnded())
    t.attention(N)
    assert _settled(t) == [(0, "64B5")]
    assert t.result == 11


def test_64B6_table_a_revoke_in_the_twelfth_trick() -> None:
    t = _four_spades(TWELFTH)
    play_cards(t, ELEVEN_TRICKS)
    play_cards(t, "N SK E HA S S3 W D2")  # East revokes: he holds the two of spades
    play_cards(t, "N SQ E S2 S S4 W C2")
    t.apply(LaterBoard(E))  # the offenders call on the next board: too late for 62D1
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 13
    assert _settled(t) == [(0, "64B6")]
    assert t.result == 13


def test_64B7_table_both_sides_revoked_and_both_are_established() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")  # West revokes
    play_cards(t, "E CK S C9 W C5 N H8")  # West's is established; declarer revokes
    play_cards(t, "E CQ S CT W C6 N C3")  # declarer's is established
    t.claim(N, 10)
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 10
    assert t.step is not None and t.step.law == "64C2(b)"
    assert _settled(t) == [(0, "64B7"), (0, "64B7")]
    assert t.result == 10


def _finish_first_trick(t: TableMode) -> None:
    """After corrections in the first trick: everyone keeps his card, and whoever is to
    play plays his lowest legal card, until the first trick is complete."""
    for _ in range(12):
        play, step = t.play, t.step
        assert play is not None
        if len(play.tricks) >= 1:
            return
        if step is not None and step.options:
            t.choose(step.options[0].chooser, "keep")
            continue
        seat = play.replay_for or play.turn
        assert seat is not None
        t.play_card(seat, min(t.legal_cards(seat)))
    raise AssertionError("the first trick is not complete")


def test_64B8_table_both_revokes_corrected_under_62C3() -> None:
    t = _four_spades()
    play_cards(t, "E CA S DA W HA N C2")  # dummy and West both revoke
    play_cards(t, "E CK")  # only East-West have played to the next trick
    t.attention(N)
    assert all(r.corrected for r in t.revokes)  # 62C3: both are corrected
    _finish_first_trick(t)  # the corrections: each offender plays a club, nobody withdraws
    # East still wins the first trick: his lead of the king stays played (47F2), so the
    # lead restriction of West's new penalty card (50D2) comes too late for this trick
    assert t.step is None and t.play is not None and t.play.turn == S
    t.claim(N, 12)
    assert [x.law for _, x in t.transfers] == ["64B8", "64B8"]
    assert sum(x.tricks for _, x in t.transfers) == 0


def test_64_table_revokes_corrected_before_the_next_trick_are_not_settled() -> None:
    t = _four_spades()
    play_cards(t, "E CA S DA W HA N C2")  # dummy and West both revoke
    t.attention(N)  # before anyone plays to the next trick: both are corrected (62A)
    assert all(r.corrected and not r.established for r in t.revokes)
    _finish_first_trick(t)  # the corrections: each plays a club, nobody withdraws
    assert t.step is not None and t.step.law == "50D2"  # East leads: West's penalty card
    t.choose(N, "none")
    t.claim(N, 12)
    assert t.step is None  # no 64C question: no revoke was established
    assert not [r for r in t.trail if r.law.startswith("64")]
    assert t.result == 12


def test_64C1_table_not_compensated_flags_an_adjusted_score() -> None:
    t = _west_revoked_nobody_noticed()
    t.attention(N)
    step = t.step
    assert step is not None and step.law == "64C1"
    assert _settled(t, compensated=False) == [(1, "64A2")]
    assert [f.law for f in t.flags] == ["64C1"]
    assert t.result == 12  # the transfer stands; the director adjusts after the hand


def test_64C1_table_compensated_no_flag() -> None:
    t = _west_revoked_nobody_noticed()
    t.attention(N)
    assert _settled(t, compensated=True) == [(1, "64A2")]
    assert not t.flags
    assert ("64C1", "equity.restored") in [(r.law, r.message.key) for r in t.trail]


def test_64C1_table_asked_even_without_a_transfer() -> None:
    t = _west_revoked_nobody_noticed()
    t.apply(RoundEnded())
    t.attention(N)
    assert t.step is not None and t.step.law == "64C1"


def test_64C2a_table_repeated_revokes_in_one_suit_not_compensated() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HJ N C2")
    play_cards(t, "E CK S C9 W HQ N C3")
    play_cards(t, "E S8 S S5 W S2 N SA")
    t.claim(N, 10)
    t.attention(N)
    assert t.step is not None and t.step.law == "64C2(a)"
    _settled(t, compensated=False)
    assert [f.law for f in t.flags] == ["64C2(a)"]


def test_64C2b_table_both_sides_revoked_damage_flag() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    play_cards(t, "E CK S C9 W C5 N H8")
    play_cards(t, "E CQ S CT W C6 N C3")
    t.claim(N, 10)
    t.attention(E)
    assert t.step is not None and t.step.law == "64C2(b)"
    _settled(t, compensated=False)
    assert [f.law for f in t.flags] == ["64C2(b)"]


def test_64_table_an_established_revoke_nobody_noticed_is_not_rectified() -> None:
    t = _west_revoked_nobody_noticed()
    assert t.revokes[0].established and not t.revokes[0].noticed
    assert t.step is None  # no question to the director
    assert t.transfers == []
    assert t.play is not None and t.play.declarer_tricks == 11
    assert t.result == 11 and t.score == (450, -450)


def test_64_table_the_transfer_waits_for_the_end_of_play() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    play_cards(t, "E CK S C9 W C5 N C3")
    t.attention(N)  # found during the play: it stands (63B) ...
    assert t.revokes[0].established and t.revokes[0].noticed
    assert t.transfers == [] and t.result is None  # ... and is settled after the play
    t.claim(N, 11)
    assert _settled(t) == [(1, "64A2")]
    assert t.result == 12 and t.score == (480, -480)
