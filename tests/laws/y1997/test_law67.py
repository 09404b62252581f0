"""Law 67B1 under the 1997 Laws: a player who failed to play to a trick and holds a card
of the suit led places one with no further rectification (67B1(a)); with none, any card,
deemed a revoke (67B1(b)). 2007 and 2017 count both as revokes.

1NT by North on BLOCK_DEAL (``tests/helpers.py``); East leads."""

from __future__ import annotations

from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import TrickQuitted

from ...helpers import play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _finish(t: TableMode) -> None:
    assert t.play is not None
    while not t.play.over:
        assert t.step is None and t.play.turn is not None
        t.play_card(t.play.turn, min(t.legal_cards()))
    if t.step is not None:
        t.find("compensated", True)


def _north_fails_to_play_a_club(laws: str) -> TableMode:
    t = table_mode("1NT Pass Pass Pass", edition=laws)
    play_cards(t, "E CA S C8 W C5")
    t.apply(TrickQuitted())  # North does not play to trick 1
    play_cards(t, "E CK S C9 W C6 N C3 E CQ")  # both sides have played to trick 2
    t.attention(W)
    t.choose(N, "play C4")
    return t


def test_67B1a_1997_a_card_of_the_suit_led_is_placed_with_no_rectification() -> None:
    t = _north_fails_to_play_a_club("1997")
    assert t.play is not None and t.play.tricks[0].card_of(N) == Card.C4
    assert t.revokes == []
    last = t.trail[-1]
    assert (last.law, last.law.edition, last.message.key) == (
        "67B1(a)", "1997", "defective.card.placed.free")
    _finish(t)
    assert t.transfers == [] and t.result == t.play.declarer_tricks


def test_67B1a_2007_the_same_card_is_deemed_a_revoke_and_one_trick_goes_over() -> None:
    t = _north_fails_to_play_a_club("2007")
    (revoke,) = t.revokes
    assert (revoke.player, revoke.trick, revoke.law.edition) == (N, 1, "2017")
    assert t.trail[-1].law.edition == "2007"
    _finish(t)
    ((_, transfer),) = t.transfers
    assert transfer.tricks == 1
    assert t.play is not None and t.result == t.play.declarer_tricks - 1


def test_67B1b_1997_a_player_with_no_card_of_the_suit_led_is_deemed_to_revoke() -> None:
    t = table_mode("1NT Pass Pass Pass", edition="1997")
    play_cards(t, "E CA S C8 W C5 N C2  E CK S C9 W C6 N C3  E CQ S CT W C7 N C4")
    play_cards(t, "E CJ S H2 N H8")  # West, out of clubs, does not play to trick 4
    t.apply(TrickQuitted())
    play_cards(t, "E H5 S H3")
    t.attention(N)
    t.choose(W, "play D8")
    (revoke,) = t.revokes
    assert (revoke.player, revoke.trick) == (W, 4)
    assert t.trail[-1].law == "67B1(b)" and t.trail[-1].law.edition == "1997"
    _finish(t)
    ((_, transfer),) = t.transfers
    assert transfer.tricks == 1
