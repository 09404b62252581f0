"""Law 67: the defective trick, in table mode.

A trick is defective when a player did not play to it (the players turned it with a card
missing: :class:`TrickQuitted`) or played more than one card to it (two cards at once,
:class:`CardsTogether`, that nobody noticed). Noticed before a player of each side has
played to the next trick, it is corrected (67A); later, the director puts it right as 67B
says.

1NT (or 1S) by North on BLOCK_DEAL (shown in ``tests/helpers.py``); East leads.
"""

import pytest

from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import CardAdded, CardsTogether, TrickQuitted

from ..helpers import card_list, law_keys, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table(contract: str = "1NT") -> TableMode:
    """``contract`` by North, board 1 (nobody vulnerable); East is on lead."""
    return table_mode(f"{contract} Pass Pass Pass")


def _together(t: TableMode, seat: Seat, text: str) -> None:
    """``seat`` plays the cards of ``text`` at once, faces visible (58B)."""
    t.apply(CardsTogether(seat, tuple(Card.parse(c) for c in text.split())))


def _finish(t: TableMode) -> None:
    """Play the lowest legal card at each turn until the play is over; then the director
    finds that the trick transfer, if any, restores equity (64C)."""
    assert t.play is not None
    while not t.play.over:
        assert t.step is None and t.play.turn is not None
        t.play_card(t.play.turn, min(t.legal_cards()))
    if t.step is not None:
        t.find("compensated", True)


def _north_missing_from_trick_1() -> TableMode:
    """East cashes the club ace; North (declarer) does not play, and the trick is turned."""
    t = _table()
    play_cards(t, "E CA S C8 W C5")
    t.apply(TrickQuitted())
    return t


def test_67_a_trick_turned_with_a_card_missing_is_defective() -> None:
    t = _north_missing_from_trick_1()
    assert ("67", "defective.trick") in law_keys(t)
    assert t.play is not None
    (trick,) = t.play.tricks
    assert trick.cards == tuple(card_list("CA C8 C5")) and trick.winner == E
    assert len(t.play.hands[N]) == 13 and len(t.play.hands[E]) == 12


def test_67A1_noticed_before_each_side_plays_on_the_offender_adds_a_legal_card() -> None:
    t = _north_missing_from_trick_1()
    play_cards(t, "E CK")  # only East-West have played to the next trick
    start = len(t.trail)
    t.attention(W)
    assert ("67A1", "defective.add") in law_keys(t, start)
    assert t.play is not None and t.play.turn == N and t.step is None
    assert t.play.led_next is not None and t.play.led_next[:2] == (E, Card.CK)  # it waits
    with pytest.raises(IrregularActionError):
        t.play_card(N, "SA")  # North holds clubs: a legal card means a club
    t.play_card(N, "C4")
    (trick,) = t.play.tricks
    assert trick.cards == tuple(card_list("CA C8 C5 C4")) and trick.winner == E
    # East still wins trick 1: his lead to trick 2 stays played (47F2)
    assert t.play.current_trick is not None and t.play.current_trick.plays == ((E, Card.CK),)
    assert t.play.turn == S and not t.revokes  # corrected in time: no revoke, no transfer
    _finish(t)
    assert t.transfers == [] and t.result == t.play.declarer_tricks


def test_67A1_also_when_nobody_has_played_to_the_next_trick() -> None:
    t = _north_missing_from_trick_1()
    t.attention(E)
    assert ("67A1", "defective.add") in law_keys(t)
    t.play_card(N, "C2")
    assert t.play is not None and len(t.play.tricks) == 1 and len(t.play.tricks[0].cards) == 4


def test_67A1_the_card_added_in_time_may_win_the_trick() -> None:
    t = _table()
    play_cards(t, "E H5 S H2 N H8")  # West does not play; declarer plays his card after dummy's
    t.apply(TrickQuitted())
    assert t.play is not None and t.play.tricks[0].winner == N
    play_cards(t, "N SA")  # North leads to trick 2; East-West have not played to it
    t.attention(E)
    t.play_card(W, "HA")
    # the trick is put right, not rectified: it goes to the highest heart (44)
    assert t.play.tricks[0].cards == tuple(card_list("H5 H2 HA H8"))
    assert t.play.tricks[0].winner == W and t.play.turn == W
    assert Card.SA in t.play.hands[N] and not t.revokes


def test_67A2_two_cards_at_once_noticed_in_time_is_58B() -> None:
    t = _table()
    play_cards(t, "E CA S C8")
    _together(t, W, "C5 C6")
    play_cards(t, "N C2")
    t.attention(N)  # nobody has played to the next trick
    step = t.step
    assert step is not None and step.law == "58B2"
    assert [(o.name, o.chooser) for o in step.options] == [("play C5", W), ("play C6", W)]


def test_67A2_a_fifth_card_noticed_in_time_is_45E() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.apply(CardAdded(W, Card.C6))  # West adds a card to the finished trick
    step = t.step
    assert step is not None and step.law == "45E" and step.question is not None


def test_67B1a_offender_who_can_follow_places_a_card_of_the_suit_led() -> None:
    t = _north_missing_from_trick_1()
    play_cards(t, "E CK S C9 W C6 N C3 E CQ")  # both sides have played to trick 2
    t.attention(W)
    step = t.step
    assert step is not None and step.law.startswith("67B1")
    # North places a club with his played cards: the choice is his, among his clubs only
    assert {(o.name, o.chooser, o.law) for o in step.options} == {
        ("play C2", N, "67B1(a)"), ("play C4", N, "67B1(a)")}
    t.choose(N, "play C4")
    assert t.play is not None
    assert t.play.tricks[0].cards == tuple(card_list("CA C8 C5 C4"))
    assert Card.C4 not in t.play.hands[N]
    assert t.play.current_trick is not None and t.play.turn == S  # trick 3 goes on
    # he is deemed to have revoked in the defective trick ...
    (revoke,) = t.revokes
    assert (revoke.player, revoke.trick, revoke.established) == (N, 1, True)
    _finish(t)
    # ... and transfers one trick (64A2): North-South won tricks after it
    ((_, transfer),) = t.transfers
    assert transfer.tricks == 1
    assert t.result == t.play.declarer_tricks - 1


def test_67B1_the_card_placed_cannot_win_the_trick() -> None:
    t = _table()
    play_cards(t, "E H5 S H2 N H8")  # West does not play; declarer plays his card after dummy's
    t.apply(TrickQuitted())
    assert t.play is not None and t.play.tricks[0].winner == N
    play_cards(t, "N SA E S8")
    t.attention(E)
    t.choose(W, "play HA")  # the ace of the suit led, placed in trick 1 ...
    trick = t.play.tricks[0]
    assert trick.card_of(W) == Card.HA
    assert trick.winner == N and t.play.declarer_tricks == 1  # ... does not win it


def test_67B1b_offender_who_cannot_follow_places_any_card() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2  E CK S C9 W C6 N C3  E CQ S CT W C7 N C4")
    play_cards(t, "E CJ S H2 N H8")  # West, out of clubs, does not play to trick 4
    t.apply(TrickQuitted())
    play_cards(t, "E H5 S H3")  # both sides have played to trick 5
    t.attention(N)
    step = t.step
    assert step is not None and step.law.startswith("67B1")
    assert t.play is not None
    hand = t.play.hands[W]
    assert {o.name for o in step.options} == {f"play {c}" for c in hand}  # any card
    assert all(o.law == "67B1(b)" and o.chooser == W for o in step.options)
    t.choose(W, "play D8")
    assert t.play.tricks[3].card_of(W) == Card.D8 and t.play.tricks[3].winner == E
    # deemed a revoke with a one-trick transfer (64A2), as the Dutch text says
    (revoke,) = t.revokes
    assert (revoke.player, revoke.trick) == (W, 4)
    _finish(t)
    ((_, transfer),) = t.transfers
    assert transfer.tricks == 1 and t.result == t.play.declarer_tricks + 1


def test_67B1_no_transfer_when_the_offending_side_wins_no_trick_from_then_on() -> None:
    t = _table()
    while t.play is not None and len(t.play.tricks) < 10:  # East-West win 8, North-South 2
        assert t.play.turn is not None
        t.play_card(t.play.turn, min(t.legal_cards()))
    assert t.play is not None and t.play.turn == W
    play_cards(t, "W S2 N SQ S S5")  # East does not play to trick 11
    t.apply(TrickQuitted())
    play_cards(t, "N SK E S9")
    t.attention(W)
    t.choose(E, "play ST")
    _finish(t)
    assert t.play.declarer_tricks == 6
    ((_, transfer),) = t.transfers
    assert transfer.tricks == 0  # East-West won no trick from trick 11 on (64B1)
    assert t.result == 6


def test_67B2a_extra_card_goes_back_and_the_trick_keeps_its_winner() -> None:
    t = _table("1S")  # spades are trumps
    play_cards(t, "E CA S C8")
    _together(t, W, "C5 S2")  # West follows and ruffs at once: the trump wins the trick
    play_cards(t, "N C2")
    assert t.play is not None and t.play.tricks[0].winner == W
    play_cards(t, "W HA N H8 E H5 S H2 W HK")  # both sides have played on
    t.attention(N)
    trick = t.play.tricks[0]
    # the club, the card he could legally play, stays; the trump goes back to his hand
    assert trick.cards == tuple(card_list("CA C8 C5 C2"))
    assert Card.S2 in t.play.hands[W]
    assert trick.winner == W and t.play.defence_tricks == 2  # ownership does not change


def test_67B2a_the_highest_card_he_could_legally_play_stays() -> None:
    t = _table()
    play_cards(t, "E CA S C8")
    _together(t, W, "C5 C6")
    play_cards(t, "N C2  E CK S C9 W C7 N C3  E CQ")
    t.attention(N)
    assert t.play is not None
    assert t.play.tricks[0].card_of(W) == Card.C6
    assert len(t.play.tricks[0].cards) == 4 and Card.C5 in t.play.hands[W]
    assert ("67B2(a)", "extra.card.returned") in law_keys(t)


def test_67B2a_a_defenders_exposed_extra_honour_is_a_major_penalty_card() -> None:
    t = _table()
    play_cards(t, "E CA S C8")
    _together(t, W, "C5 HA")
    play_cards(t, "N C2  E CK S C9 W C6 N C3  E CQ")
    t.attention(N)
    assert t.play is not None and t.play.tricks[0].card_of(W) == Card.C5
    assert t.penalty_cards == {W: [Card.HA]} and t.play.is_major(W, Card.HA)


def test_67B2a_a_defenders_exposed_extra_spot_card_is_a_minor_penalty_card() -> None:
    t = _table()
    play_cards(t, "E CA S C8")
    _together(t, W, "C5 C6")
    play_cards(t, "N C2  E CK S C9 W C7 N C3  E CQ")
    t.attention(N)
    assert t.penalty_cards == {W: [Card.C5]}
    assert t.play is not None and not t.play.is_major(W, Card.C5)


def test_67B2a_declarers_extra_card_goes_back_without_penalty() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5")
    _together(t, N, "C2 C3")
    play_cards(t, "E CK S C9 W C6 N C4 E CQ")
    t.attention(W)
    assert t.play is not None
    assert t.play.tricks[0].card_of(N) == Card.C3 and Card.C2 in t.play.hands[N]
    assert t.penalty_cards == {}


def test_67B2b_the_returned_card_was_always_in_the_hand_a_revoke_follows() -> None:
    t = _table()
    play_cards(t, "E CA S C8")
    _together(t, W, "C5 C6")
    play_cards(t, "N C2  E CK S C9 W C7 N C3")
    play_cards(t, "E CQ S CT W D8 N C4")  # West discards: he seemed to be out of clubs
    play_cards(t, "E H7 S H2")
    start = len(t.trail)
    t.attention(N)
    assert ("67B2(b)", "revoke") in law_keys(t, start)
    (revoke,) = t.revokes
    assert (revoke.player, revoke.trick, revoke.card, revoke.established) == (
        W, 3, Card.D8, True)
    _finish(t)
    ((_, transfer),) = t.transfers
    assert transfer.tricks == 1  # East-West won the revoke trick (64A2)
    assert t.result == t.play.declarer_tricks + 1


def test_67B3_a_card_once_played_cannot_be_played_again() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    with pytest.raises(IrregularActionError) as info:
        t.play_card(E, "CA")
    assert info.value.law == "67B3"
    play_cards(t, "E CK S C9 W C6")
    with pytest.raises(IrregularActionError) as info:
        t.play_card(N, "C2")  # his card of trick 1, played again to trick 2
    assert info.value.law == "67B3"
    with pytest.raises(IrregularActionError) as info:
        _together(t, N, "C3 C2")
    assert info.value.law == "67B3"
    assert t.play is not None and t.play.turn == N and len(t.play.tricks) == 1
