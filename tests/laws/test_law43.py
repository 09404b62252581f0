"""Law 43: dummy's limitations, and the rectification when dummy breaks them, in table mode.

Breaches of conduct (dummy calling the director, taking part in the play, exchanging hands,
watching declarer, looking at a defender's cards; a defender showing his hand) are
recorded with a ``Breach`` event: the engine cannot see them, only record them. The tests
check what follows from the record: the procedural penalty flag (43B1, Law 90) and the
rectifications of 43B2 and 43B3 after a breach of 43A2.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``), 1S by North with South as
dummy; East has the opening lead.
"""

import pytest

from bridgelaws import Card, Holding, Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import Breach, Designated, DummySuggested, DummyWarned, Inquiry

from ..helpers import play_cards, play_low, table_mode, trail_rulings

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

A2 = ["43A2(a)", "43A2(b)", "43A2(c)"]


def _flags(t: TableMode) -> list[tuple[str, object]]:
    return [(f.law, f.message.values["seat"]) for f in t.flags]


def _breach(t: TableMode, seat: Seat, law: str) -> list[tuple[str, str, str]]:
    start = len(t.trail)
    t.apply(Breach(seat, law))
    return trail_rulings(t, start)


def _trick_cards(t: TableMode) -> list[tuple[Seat, Card]]:
    assert t.play is not None
    trick = t.play.current_trick
    return list(trick.plays) if trick is not None else []


def _lead_in_dummy(t: TableMode) -> None:
    play_cards(t, "E D2 S DA W D8 N D5")  # dummy wins the first trick


def test_43A1a_dummy_calls_the_director_before_anyone_drew_attention() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    assert _breach(t, S, "43A1(a)") == [("irregularity", "43A1(a)", "breach.dummy.director"),
                                        ("flag", "43B1", "flag.43B1")]
    assert t.step is None and t.play is not None and t.play.turn == S  # play goes on


def test_43A1a_only_dummy_can_break_it() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    with pytest.raises(IrregularActionError) as info:
        t.apply(Breach(E, "43A1(a)"))
    assert info.value.law == "43A1(a)"


def test_43A1b_dummy_may_not_draw_attention_during_the_play() -> None:
    """Dummy's breach is flagged for a procedural penalty; the irregularity he pointed out
    (no breach of 43A2 before it) is rectified as usual."""
    t = table_mode()
    play_cards(t, "E CA S C8 W HA")  # West revokes
    start = len(t.trail)
    t.attention(S)
    rulings = trail_rulings(t, start)
    assert rulings[:2] == [("irregularity", "43A1(b)", "dummy.attention.play"),
                           ("flag", "43B1", "flag.43B1")]
    assert ("consequence", "62A", "revoke.corrected") in rulings
    assert t.play is not None and t.play.turn == W  # West must follow now
    assert t.penalty_cards == {W: [Card.parse("HA")]}  # 62B1


def test_43A1c_dummy_may_not_take_part_in_the_play() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    assert _breach(t, S, "43A1(c)") == [("irregularity", "43A1(c)", "breach.dummy.takes.part"),
                                        ("flag", "43B1", "flag.43B1")]


def test_43A1c_dummy_naming_a_card_is_no_play() -> None:
    """A card dummy names himself is not played: it is an indication without declarer's
    instruction (45F), and play continues with declarer to name dummy's card."""
    t = table_mode()
    play_cards(t, "E CA")
    t.apply(Designated(S, "C9"))
    assert ("irregularity", "45F", "dummy.suggested") in trail_rulings(t)
    assert t.play is not None and t.play.turn == S
    trick = t.play.current_trick
    assert trick is not None and trick.card_of(S) is None


@pytest.mark.parametrize(("law", "key"), [("43A2(a)", "breach.dummy.exchange"),
                                          ("43A2(b)", "breach.dummy.watches"),
                                          ("43A2(c)", "breach.dummy.looks")])
def test_43A2_dummys_breaches_are_recorded_and_flagged(law: str, key: str) -> None:
    t = table_mode()
    play_cards(t, "E CA")
    assert _breach(t, S, law) == [("irregularity", law, key), ("flag", "43B1", "flag.43B1")]
    assert t.step is None and t.play is not None and t.play.turn == S


@pytest.mark.parametrize("law", A2)
def test_43A2_only_dummy_can_break_them(law: str) -> None:
    t = table_mode()
    with pytest.raises(IrregularActionError):
        t.apply(Breach(N, law))
    with pytest.raises(IrregularActionError):
        t.apply(Breach(W, law))


def test_43A2a_exchanging_hands_then_warning_opens_43B2a() -> None:
    t = table_mode()
    _lead_in_dummy(t)
    _breach(t, S, "43A2(a)")
    t.apply(DummyWarned(S))
    assert t.step is not None and t.step.law == "43B2(a)"


def test_43A2b_watching_declarer_then_asking_is_43B2b() -> None:
    t = table_mode()
    _breach(t, S, "43A2(b)")
    play_cards(t, "E CA S C8 W C5 N SA")  # declarer revokes
    t.apply(Inquiry(S, N))
    assert ("consequence", "43B2(b)", "dummy.asked.after.breach") in trail_rulings(t)


def test_43A2c_looking_at_a_defenders_cards_then_attention_is_43B3() -> None:
    t = table_mode()
    _breach(t, S, "43A2(c)")
    play_cards(t, "E CA S C8 W HA")
    t.attention(S)
    assert ("consequence", "43B3", "dummy.first.attention") in trail_rulings(t)


def test_43A3_a_defender_may_not_show_his_hand_to_dummy() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    assert _breach(t, W, "43A3") == [("irregularity", "43A3", "breach.defender.shows"),
                                     ("flag", "90", "flag.90")]
    for seat in (N, S):
        with pytest.raises(IrregularActionError) as info:
            t.apply(Breach(seat, "43A3"))
        assert info.value.law == "43A3"


def test_43A3_is_no_breach_of_dummy() -> None:
    """Dummy who saw a defender's hand because the defender showed it has not broken
    43A2: his warning afterwards is the plain right of 42B2."""
    t = table_mode()
    _lead_in_dummy(t)
    _breach(t, E, "43A3")
    t.apply(DummyWarned(S))
    assert trail_rulings(t)[-1] == ("procedure", "42B2", "dummy.warns")
    assert t.step is None


@pytest.mark.parametrize("law", ["43A1(a)", "43A1(c)", *A2])
def test_43B1_dummy_may_be_penalised_for_a_breach_of_A1_or_A2(law: str) -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _breach(t, S, law)
    assert _flags(t) == [("43B1", S)]


def test_43B1_also_for_drawing_attention_during_the_play() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.attention(S)
    assert _flags(t) == [("43B1", S)]


def test_43B2a_after_a_breach_of_A2_dummys_warning_lets_either_defender_choose_the_hand() -> None:
    t = table_mode()
    _lead_in_dummy(t)
    _breach(t, S, "43A2(c)")
    t.apply(DummyWarned(S))
    assert trail_rulings(t)[-1] == ("consequence", "43B2(a)", "dummy.warns.after.breach")
    step = t.step
    assert step is not None and step.law == "43B2(a)"
    assert sorted((o.name, o.chooser) for o in step.options) == [
        ("hand N", E), ("hand N", W), ("hand S", E), ("hand S", W)]
    t.choose(W, "hand N")  # declarer must lead from his own hand, not from dummy
    assert trail_rulings(t)[-1] == ("choice", "43B2(a)", "chose.hand")
    assert t.play is not None and t.play.turn == N
    assert t.legal_cards(N) == t.play.hands[N] and t.legal_cards(S) == Holding(0)


def test_43B2a_a_lead_from_the_other_hand_is_a_lead_from_the_wrong_hand() -> None:
    t = table_mode()
    _lead_in_dummy(t)
    _breach(t, S, "43A2(a)")
    t.apply(DummyWarned(S))
    t.choose(E, "hand N")
    play_cards(t, "S DK")
    assert trail_rulings(t)[-1] == ("irregularity", "55", "lead.out.of.turn")


def test_43B2a_the_choice_is_for_one_lead() -> None:
    t = table_mode()
    _lead_in_dummy(t)
    _breach(t, S, "43A2(b)")
    t.apply(DummyWarned(S))
    t.choose(E, "hand N")
    play_cards(t, "N SA E S8 S S5 W S2")  # North wins: the winner leads next (44G)
    assert t.play is not None and t.play.turn == N and t.play.forced_hand is None


def test_43B2b_dummy_first_to_ask_after_a_breach_declarer_corrects_and_64_applies() -> None:
    t = table_mode()
    _breach(t, S, "43A2(b)")
    play_cards(t, "E CA S C8 W C5 N SA")  # North trumps, holding clubs
    start = len(t.trail)
    t.apply(Inquiry(S, N))
    rulings = trail_rulings(t, start)
    assert ("consequence", "43B2(b)", "dummy.asked.after.breach") in rulings
    assert ("consequence", "62A", "revoke.corrected") in rulings
    assert t.play is not None and t.play.turn == N
    assert t.legal_cards() == Holding.parse("...432")  # a correct card replaces it
    play_cards(t, "N C2")
    play_low(t)
    assert t.play.over
    (revoke, transfer), = t.transfers  # as if the revoke were established
    assert revoke.player == N and revoke.corrected and transfer.tricks == 1
    assert t.result == t.play.declarer_tricks - 1


def test_43B2b_without_a_breach_the_corrected_revoke_transfers_nothing() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N SA")
    t.apply(Inquiry(S, N))
    play_cards(t, "N C2")
    play_low(t)
    assert t.play is not None and t.play.over
    assert t.transfers == [] and t.result == t.play.declarer_tricks


def test_43B2b_nothing_to_correct_when_declarer_followed() -> None:
    t = table_mode()
    _breach(t, S, "43A2(b)")
    play_cards(t, "E CA S C8 W C5 N C2")
    t.apply(Inquiry(S, N))
    assert trail_rulings(t)[-1] == ("consequence", "61B", "no.revoke")
    play_low(t)
    assert t.transfers == []


def test_43B3_dummy_first_to_draw_attention_after_a_breach_no_rectification() -> None:
    t = table_mode()
    _breach(t, S, "43A2(a)")
    play_cards(t, "E CA S C8 W HA")  # West revokes
    start = len(t.trail)
    t.attention(S)
    rulings = trail_rulings(t, start)
    assert ("consequence", "43B3", "dummy.first.attention") in rulings
    assert ("flag", "43B3", "flag.43B3") in rulings
    assert ("consequence", "62A", "revoke.corrected") not in rulings
    assert t.penalty_cards == {}  # play goes on as if nothing had happened
    assert t.play is not None and t.play.turn == N
    trick = t.play.current_trick
    assert trick is not None and trick.card_of(W) == Card.parse("HA")
    play_cards(t, "N C2")
    t.attention(N)  # declarer too late to start a rectification
    assert t.step is None
    play_low(t)
    assert t.play.over
    assert t.transfers == []  # declarer's side keeps its table result
    assert t.result == t.play.declarer_tricks
    assert "43B3" in [f.law for f in t.flags]  # the defenders' gain is taken away after


def test_43B3_applies_to_any_irregularity_of_the_defenders() -> None:
    """43B3 speaks of an irregularity by a defender, not only a revoke: after his breach of
    43A2, dummy is the first to point out West's lead out of turn; there is no rectification,
    play goes on as if the lead had been in turn."""
    t = table_mode()
    _breach(t, S, "43A2(c)")
    play_cards(t, "E CA S C8 W C5 N C2")  # East won: the lead is his
    play_cards(t, "W HJ")  # West leads
    t.attention(S)  # dummy says it is East's lead
    assert ("consequence", "43B3", "dummy.first.attention") in trail_rulings(t)
    assert t.step is None and t.penalty_cards == {}
    assert _trick_cards(t) == [(W, Card.parse("HJ"))]


def test_43B3_without_a_breach_of_A2_the_irregularity_is_rectified() -> None:
    t = table_mode()
    _breach(t, S, "43A1(c)")  # a breach, but not of 43A2
    play_cards(t, "E CA S C8 W HA")
    t.attention(S)
    assert ("consequence", "43B3", "dummy.first.attention") not in trail_rulings(t)
    assert ("consequence", "62A", "revoke.corrected") in trail_rulings(t)


def test_43B3_dummy_is_not_first_when_declarer_drew_attention() -> None:
    t = table_mode()
    _breach(t, S, "43A2(c)")
    play_cards(t, "E CA S C8 W HA")
    t.attention(N)
    assert ("consequence", "62A", "revoke.corrected") in trail_rulings(t)
    assert "43B3" not in [f.law for f in t.flags]


def test_43_dummy_suggesting_a_play_is_dummy_taking_part() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    t.apply(DummySuggested(S))
    assert ("consequence", "43A1(c)", "play.continues") in trail_rulings(t)
