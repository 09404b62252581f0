"""Law 45: card played: only from the hand in turn; dummy's cards are played by declarer.

The first tests use the strict :class:`~bridgelaws.Table`; the rest run in table mode, where
a card played face up, named, touched in dummy, placed by dummy or added to a trick is
recorded and ruled on.
"""

import pytest

from bridgelaws import Card, Holding, IllegalPlayError, Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import (
    CardAdded,
    CardHeld,
    CardTouched,
    CardTurned,
    Designated,
    DummyPlaced,
    DummySuggested,
    FaceDownLead,
    LeadFaced,
    PlayChanged,
)

from ..helpers import (
    play_cards,
    play_low,
    table_after,
    table_mode,
    trail_rulings,
)


def test_45A_a_card_comes_from_the_hand_in_turn() -> None:
    table = table_after("1S P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("SA"))  # North's card, but East is on lead
    assert info.value.law == "45"
    assert "East does not hold SA" in str(info.value)


def test_45B_declarer_plays_dummys_card_recorded_from_dummys_hand() -> None:
    table = table_after("1S P P P")
    table.play(Card.parse("CA"))
    event = table.play(Card.parse("C8"))
    assert event.seat == Seat.SOUTH  # dummy's hand
    assert Card.parse("C8") not in table.hands[Seat.SOUTH]  # type: ignore[index]


def test_45_a_played_card_leaves_the_hand_and_cannot_be_played_again() -> None:
    table = table_after("1S P P P")
    for c in "CA C8 C5 C2".split():
        table.play(Card.parse(c))
    with pytest.raises(IllegalPlayError):
        table.play(Card.parse("CA"))


def test_45_the_seat_given_must_be_the_hand_in_turn() -> None:
    table = table_after("1S P P P")
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("HA"), seat=Seat.WEST)
    assert info.value.law == "44"


# --- table mode: how a card is played, and what follows when it is played wrongly ------------
#
# BLOCK_DEAL (tests/helpers.py), 1S by North with South as dummy. East has the opening lead;
# in a club trick led by East the order is East, dummy, West, North.

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _irregularities(t: TableMode) -> list[str]:
    return [r.law for r in t.trail if r.kind == "irregularity"]


def _trick(t: TableMode) -> tuple[tuple[Seat, Card], ...]:
    assert t.play is not None
    trick = t.play.current_trick
    return trick.plays if trick is not None else ()


def _name(t: TableMode, seat: Seat, what: str) -> None:
    t.apply(Designated(seat, what))


def _dummy_places(t: TableMode, card: str) -> None:
    t.apply(DummyPlaced(S, Card.parse(card)))


def _add(t: TableMode, seat: Seat, card: str) -> None:
    t.apply(CardAdded(seat, Card.parse(card)))


def test_45A_table_opening_lead_first_face_down_then_faced() -> None:
    t = table_mode()
    t.apply(FaceDownLead(E, Card.parse("CA")))
    assert _trick(t) == ()  # face down: not yet on the table face up
    t.apply(LeadFaced(E))
    assert _trick(t) == ((E, Card.parse("CA")),)
    play_cards(t, "S C8 W C5 N C2")  # each of the others places his card face up
    assert t.play is not None and t.play.tricks[0].cards == tuple(
        Card.parse(c) for c in "CA C8 C5 C2".split())
    assert _irregularities(t) == []


def test_45A_table_dummy_does_not_play_a_card_himself() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _dummy_places(t, "C9")
    assert _irregularities(t) == ["45D"]


def test_45B_table_declarer_names_dummys_card() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _name(t, N, "CT")
    assert trail_rulings(t)[-1] == ("procedure", "45C4(a)", "card.named")
    assert _trick(t) == ((E, Card.parse("CA")), (S, Card.parse("CT")))


def test_45B_table_declarer_may_pick_up_dummys_card_himself() -> None:
    t = table_mode()
    play_cards(t, "E CA S C9")  # the card of dummy declarer played himself
    assert _trick(t) == ((E, Card.parse("CA")), (S, Card.parse("C9")))
    assert _irregularities(t) == []


def test_45C1_table_a_defenders_card_seen_by_partner_is_played_to_the_current_trick() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8")
    play_cards(t, "W C5")
    assert _trick(t)[-1] == (W, Card.parse("C5"))
    assert t.play is not None and t.play.turn == N


def test_45C1_table_even_before_his_partner_has_played() -> None:
    """West's card shown before East has played to the trick is played: prematurely (57A)."""
    t = table_mode()
    play_cards(t, "E S8 S S5 W S2 N SA")  # declarer wins and leads
    play_cards(t, "N HT")
    play_cards(t, "W HJ")  # West shows a card at East's turn
    assert ("irregularity", "57A", "premature.play") in trail_rulings(t)
    assert t.step is not None and t.step.law == "57A"


def test_45C1_table_a_second_card_after_a_legal_play_is_45E() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8")
    play_cards(t, "E CK")  # East has played to this trick already
    assert trail_rulings(t)[-1] == ("irregularity", "45E", "second.card")
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "lead"


def test_45C2_table_declarers_card_played_or_only_exposed() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5")
    t.expose(N, ["SA"])  # held, not as a card played: not played, and no penalty card
    assert trail_rulings(t)[-1] == ("consequence", "48A", "declarer.exposed")
    assert t.play is not None and Card.parse("SA") in t.play.hands[N]
    assert t.penalty_cards == {} and t.play.turn == N
    play_cards(t, "N C2")  # held face up touching the table: played
    assert t.play.tricks[0].card_of(N) == Card.parse("C2")


def test_45C3_table_a_dummy_card_declarer_touches_is_played() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    play_cards(t, "S CT")
    assert t.play is not None and t.play.turn == W
    assert _trick(t)[-1] == (S, Card.parse("CT"))
    assert _irregularities(t) == []


def test_45C4a_table_a_card_named_by_declarer_is_played() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5")
    _name(t, N, "C3")  # from his own hand
    assert t.play is not None and t.play.tricks[0].card_of(N) == Card.parse("C3")


def test_45C4a_table_a_card_named_by_a_defender_is_played() -> None:
    """45C4(a) applies to every player: a defender who names a card at his turn as the
    card he plays has played it."""
    t = table_mode()
    play_cards(t, "E CA S C8")
    _name(t, W, "C5")
    assert _trick(t)[-1] == (W, Card.parse("C5"))
    assert t.penalty_cards == {}


def test_45C4b_table_declarer_changes_an_unintended_designation() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _name(t, N, "C9")
    play_cards(t, "W C5")  # West plays in turn
    t.apply(PlayChanged(N, Card.parse("CT")))  # "the ten, I meant"
    step = t.step
    assert step is not None and step.question is not None
    assert (step.law, step.question.name) == ("45C4(b)", "unintended-card")
    t.find("unintended-card", True)  # a slip of the tongue
    assert ("consequence", "47C", "designation.changed") in trail_rulings(t)
    assert _trick(t)[:2] == ((E, Card.parse("CA")), (S, Card.parse("CT")))
    assert t.step is not None and [(o.name, o.chooser) for o in t.step.options] == [
        ("withdraw", W), ("keep", W)]
    t.choose(W, "withdraw")  # West may take his card back (47D) ...
    rulings = trail_rulings(t)
    assert ("information", "16C", "withdrawn.card.information") in rulings
    assert t.penalty_cards == {}  # ... without rectification
    assert t.play is not None and t.play.turn == W
    play_cards(t, "W C7")
    assert _trick(t)[-1] == (W, Card.parse("C7"))


def test_45C4b_table_opponent_may_keep_his_card() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _name(t, N, "C9")
    play_cards(t, "W C5")
    t.apply(PlayChanged(N, Card.parse("CT")))
    t.find("unintended-card", True)
    t.choose(W, "keep")
    assert _trick(t) == ((E, Card.parse("CA")), (S, Card.parse("CT")), (W, Card.parse("C5")))
    assert t.play is not None and t.play.turn == N


def test_45C4b_table_no_change_after_a_change_of_mind() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _name(t, N, "C9")
    t.apply(PlayChanged(N, Card.parse("CT")))
    t.find("unintended-card", False)  # a change of mind, or a loss of concentration
    assert trail_rulings(t)[-1] == ("consequence", "45C4(b)", "designation.stands")
    assert _trick(t)[-1] == (S, Card.parse("C9"))


def test_45C4b_table_too_late_once_declarer_has_played_again() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _name(t, N, "C9")
    play_cards(t, "W C5 N C2")  # declarer has played from his own hand
    t.apply(PlayChanged(N, Card.parse("CT")))
    assert trail_rulings(t)[-1] == ("irregularity", "47F2", "no.retraction")
    assert t.step is None
    assert t.play is not None and t.play.tricks[0].card_of(S) == Card.parse("C9")


def test_45C5_table_a_major_penalty_card_must_be_played() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    _add(t, W, "HA")  # a fifth card ...
    t.find("lead", False)  # ... not a lead: a major penalty card (an honour)
    t.choose(N, "none")
    play_cards(t, "E H5 S H2")
    assert t.legal_cards(W) == Holding.parse(".A..")


def test_45D1_table_dummys_card_not_named_is_withdrawn_when_noticed_in_time() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _dummy_places(t, "C9")
    assert trail_rulings(t)[-1] == ("irregularity", "45D", "dummy.placed")
    play_cards(t, "W C5 N C2")  # the trick is complete; nobody has noticed
    t.attention(W)
    assert ("consequence", "45D1", "dummy.card.withdrawn") in trail_rulings(t)
    assert t.play is not None and t.play.turn == S and t.play.tricks == ()
    _name(t, N, "C8")  # declarer names dummy's card now
    step = t.step
    assert step is not None and step.law == "45D1"
    assert [(o.name, o.chooser) for o in step.options] == [("withdraw", W), ("keep", W)]
    t.choose(W, "withdraw")  # West may take back the card he played after the error
    play_cards(t, "W C6")
    step = t.step  # West, declarer's right-hand opponent, changed: declarer may too
    assert step is not None and [(o.name, o.chooser) for o in step.options] == [
        ("withdraw", N), ("keep", N)]
    t.choose(N, "withdraw")
    play_cards(t, "N C3")
    (trick,) = t.play.tricks
    assert trick.cards == tuple(Card.parse(c) for c in "CA C8 C6 C3".split())
    assert t.penalty_cards == {}


def test_45D1_table_declarer_may_not_withdraw_when_his_rho_kept_his_card() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _dummy_places(t, "C9")
    play_cards(t, "W C5 N C2")
    t.attention(W)
    _name(t, N, "C8")
    t.choose(W, "keep")
    assert t.step is None
    assert t.play is not None
    assert t.play.tricks[0].cards == tuple(Card.parse(c) for c in "CA C8 C5 C2".split())


def test_45D1_table_in_time_while_only_one_side_has_played_to_the_next_trick() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _dummy_places(t, "C9")
    play_cards(t, "W C5 N C2 E CK")  # only East's side has played to the next trick
    t.attention(N)
    assert ("consequence", "45D1", "dummy.card.withdrawn") in trail_rulings(t)
    assert t.play is not None and Card.parse("CK") in t.play.hands[E]  # back to the hand
    assert Card.parse("C9") in t.play.hands[S]


def test_45D2_table_too_late_once_each_side_has_played_to_the_next_trick() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    _dummy_places(t, "C9")
    play_cards(t, "W C5 N C2 E CK S C8")
    t.attention(W)
    assert trail_rulings(t)[-1] == ("consequence", "45D2", "dummy.card.too.late")
    assert t.step is None
    assert t.play is not None and t.play.tricks[0].card_of(S) == Card.parse("C9")  # no card changed
    assert _trick(t) == ((E, Card.parse("CK")), (S, Card.parse("C8")))


def test_45D2_table_dummy_revoked_with_the_card_no_transfer() -> None:
    """The card dummy placed was a revoke; too late to change it, it is a revoke by dummy:
    no trick transfer (64B3), the director looks at equity (64C)."""
    t = table_mode()
    play_cards(t, "E CA")
    _dummy_places(t, "DA")  # dummy holds clubs
    play_cards(t, "W C5 N C2 E CK S C8")
    t.attention(W)
    play_low(t)
    assert t.play is not None and t.play.over
    (revoke, transfer), = t.transfers
    assert revoke.player == S and (transfer.tricks, transfer.law) == (0, "64B3")
    assert t.step is not None and t.step.law.startswith("64C")
    assert t.result == t.play.declarer_tricks


def test_45D2_table_a_misplaced_lead_must_be_followed() -> None:
    t = table_mode()
    play_cards(t, "E D2 S DA W D8 N D5")  # dummy wins
    _dummy_places(t, "C8")  # and leads a club declarer did not name
    play_cards(t, "W HJ N C2 E CA")  # West, holding clubs, does not follow
    play_cards(t, "E CK S C9")  # each side has played to the next trick
    t.attention(N)
    rulings = trail_rulings(t)
    assert ("consequence", "45D2", "dummy.card.too.late") in rulings
    assert ("consequence", "63B", "revoke.stands") in rulings
    play_low(t)
    assert t.play is not None and t.play.over
    (revoke, transfer), = t.transfers
    assert revoke.player == W and transfer.tricks == 1
    assert t.result == t.play.declarer_tricks + 1


def test_45E1_table_a_defenders_fifth_card_becomes_a_penalty_card() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    _add(t, W, "C6")
    step = t.step
    assert step is not None and step.question is not None and step.question.name == "lead"
    t.find("lead", False)
    assert ("consequence", "45E1", "fifth.penalty") in trail_rulings(t)
    t.find("deliberate", False)  # a single low card shown by accident: minor (50B)
    assert t.penalty_cards == {W: [Card.parse("C6")]}
    assert t.play is not None and not t.play.is_major(W, Card.parse("C6"))


def test_45E1_table_an_honour_is_a_major_penalty_card() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    _add(t, W, "HA")
    t.find("lead", False)
    assert t.penalty_cards == {W: [Card.parse("HA")]}
    assert t.play is not None and t.play.is_major(W, Card.parse("HA"))
    assert t.step is not None and t.step.law == "50D2"  # East is to lead


def test_45E1_table_deemed_a_lead_out_of_turn_56() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")  # East won: it is his lead
    _add(t, W, "HA")
    t.find("lead", True)
    assert trail_rulings(t)[-1] == ("irregularity", "56", "lead.out.of.turn")
    step = t.step
    assert step is not None and {o.name for o in step.options} == {"accept", "refuse"}
    assert {o.chooser for o in step.options} == {N}


def test_45E1_table_deemed_a_lead_in_turn() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    _add(t, E, "CK")  # East won the trick: a lead in turn
    t.find("lead", True)
    assert t.step is None and t.penalty_cards == {}
    assert _trick(t) == ((E, Card.parse("CK")),)


def test_45E1_table_second_card_in_the_trick_in_progress() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8")
    play_cards(t, "E CK")
    t.find("lead", False)
    assert t.penalty_cards == {E: [Card.parse("CK")]}
    # the trick keeps one card each
    assert _trick(t) == ((E, Card.parse("CA")), (S, Card.parse("C8")))


@pytest.mark.parametrize(("seat", "card"), [(N, "SA"), (S, "DA")])
def test_45E2_table_declarers_fifth_card_goes_back_without_rectification(
        seat: Seat, card: str) -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    _add(t, seat, card)  # from his own hand or from dummy
    t.find("lead", False)
    assert trail_rulings(t)[-1] == ("consequence", "45E2", "fifth.returned")
    assert t.play is not None and Card.parse(card) in t.play.hands[seat]
    assert t.penalty_cards == {} and t.flags == [] and t.step is None
    assert t.play.turn == E


def test_45E2_table_deemed_a_lead_55() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5 N C2")
    _add(t, N, "SA")
    t.find("lead", True)
    assert trail_rulings(t)[-1] == ("irregularity", "55", "lead.out.of.turn")
    assert t.step is not None and t.step.law == "55"


def test_45E_table_nothing_to_add_to() -> None:
    t = table_mode()
    with pytest.raises(IrregularActionError) as info:
        _add(t, E, "CA")
    assert info.value.law == "45E"


def test_45F_table_dummy_suggests_a_play_play_continues_flag_for_the_end() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    t.apply(DummySuggested(S))
    rulings = trail_rulings(t)
    assert rulings[-3:] == [("irregularity", "45F", "dummy.suggested"),
                            ("consequence", "43A1(c)", "play.continues"),
                            ("flag", "45F", "flag.45F")]
    assert t.step is None and t.play is not None and t.play.turn == S
    assert _trick(t) == ((E, Card.parse("CA")),)  # no card is played by it
    play_cards(t, "S C8 W C5 N C2")
    play_low(t)
    assert t.play.over and t.step is None
    assert [f.law for f in t.flags] == ["45F"]  # the adjusted score is for the director
    assert t.result == t.play.declarer_tricks


def test_45F_table_only_dummy() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    with pytest.raises(IrregularActionError) as info:
        t.apply(DummySuggested(W))
    assert info.value.law == "45F"


def test_45G_table_turning_a_card_before_the_trick_is_complete() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8")
    t.apply(CardTurned(E))
    assert trail_rulings(t)[-1] == ("irregularity", "45G", "turned.early")
    assert t.step is None and t.penalty_cards == {} and t.flags == []
    play_cards(t, "W C5 N C2")
    t.apply(CardTurned(E))  # after all four have played: correct
    assert trail_rulings(t)[-1] == ("procedure", "65A", "turned")


# --- 45C1-45C3 as the table log records them: a card held, a card of dummy touched -----------


def test_45C1_a_card_held_so_that_partner_could_see_it_is_played() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8")
    t.apply(CardHeld(W, Card.parse("C5")))
    assert _trick(t)[-1] == (W, Card.parse("C5"))
    assert trail_rulings(t)[-1] == ("procedure", "45C1", "card.held.defender")
    assert t.events[-1] == CardHeld(W, Card.parse("C5"))  # the log keeps what happened


def test_45C1_a_card_held_after_a_legal_play_to_the_trick_is_45E() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8")
    t.apply(CardHeld(E, Card.parse("CK")))
    assert trail_rulings(t)[-2:] == [("procedure", "45C1", "card.held.defender"),
                                     ("irregularity", "45E", "second.card")]
    assert t.step is not None and t.step.question is not None
    assert t.step.question.name == "lead"


def test_45C2_declarers_card_held_face_up_near_the_table_is_played() -> None:
    t = table_mode()
    play_cards(t, "E CA S C8 W C5")
    t.apply(CardHeld(N, Card.parse("C2")))
    assert t.play is not None and t.play.tricks[0].card_of(N) == Card.parse("C2")
    assert trail_rulings(t)[-1] == ("procedure", "45C2", "card.held.declarer")


def test_45C2_dummy_holds_no_card_of_his_own() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    with pytest.raises(IrregularActionError) as info:
        t.apply(CardHeld(S, Card.parse("C8")))
    assert info.value.message.key == "held.by.dummy"
    assert _trick(t) == ((E, Card.parse("CA")),)  # nothing changed


def test_45C3_a_dummy_card_touched_is_played_and_not_a_designation() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    t.apply(CardTouched(N, Card.parse("CT")))
    assert _trick(t) == ((E, Card.parse("CA")), (S, Card.parse("CT")))
    assert trail_rulings(t)[-1] == ("procedure", "45C3", "card.touched")
    t.apply(PlayChanged(N, Card.parse("C8")))  # "the eight, I meant"
    assert t.step is None  # no 45C4(b) question: the touched card stays played
    assert trail_rulings(t)[-1] == ("irregularity", "47F2", "no.retraction")
    assert _trick(t)[-1] == (S, Card.parse("CT"))


def test_45C3_only_declarer_touches_dummys_cards_into_play() -> None:
    t = table_mode()
    play_cards(t, "E CA")
    with pytest.raises(IrregularActionError) as info:
        t.apply(CardTouched(W, Card.parse("C8")))
    assert info.value.message.key == "touch.not.declarer"
    with pytest.raises(IrregularActionError) as info:
        t.apply(CardTouched(N, Card.parse("C2")))  # his own card, not dummy's
    assert info.value.message.key == "card.not.held"


def test_45C_a_card_held_or_touched_before_the_play_is_refused() -> None:
    t = table_mode("1S")
    with pytest.raises(IrregularActionError):
        t.apply(CardHeld(E, Card.parse("CA")))
