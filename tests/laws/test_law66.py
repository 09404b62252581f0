"""Law 66: inspection of tricks, in table mode.

1NT by North on BLOCK_DEAL (shown in ``tests/helpers.py``); East leads. The first trick is
CA C8 C5 C2, won by East, who leads again.
"""


from bridgelaws import Card, Seat
from bridgelaws.engine.steps import Ruling
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardTurned, TrickInspected

from ..helpers import card_list, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
FIRST = "E CA S C8 W C5 N C2"


def _table() -> TableMode:
    return table_mode("1NT Pass Pass Pass")


def _shown(ruling: Ruling) -> list[Card]:
    """The cards a ruling lets the player see (none when there are none)."""
    cards = ruling.message.values.get("cards", [])
    assert isinstance(cards, list)
    own = ruling.message.values.get("card")  # 66B: his own card only
    return [*cards, own] if isinstance(own, Card) else cards


def _inspect(t: TableMode, seat: Seat) -> Ruling:
    """``seat`` asks to see the last trick; the ruling on it."""
    before = len(t.trail)
    t.apply(TrickInspected(seat))
    (ruling,) = t.trail[before:]
    return ruling


def test_66A_declarer_or_a_defender_may_see_all_four_cards() -> None:
    t = _table()
    play_cards(t, FIRST)
    for seat in (N, E, W):
        ruling = _inspect(t, seat)
        assert (ruling.kind, ruling.law, ruling.message.key) == (
            "procedure", "66A", "inspect.allowed")
        assert _shown(ruling) == card_list("CA C8 C5 C2")
    assert t.play is not None and t.play.turn == E and t.step is None  # nothing else happens


def test_66A_still_allowed_while_only_the_other_side_has_played_on() -> None:
    t = _table()
    play_cards(t, FIRST + " E CK")
    ruling = _inspect(t, N)  # East has led to trick 2, North-South have not played to it
    assert (ruling.law, ruling.message.key) == ("66A", "inspect.allowed")
    assert _shown(ruling) == card_list("CA C8 C5 C2")


def test_66A_dummy_may_not_ask_to_see_the_trick() -> None:
    t = _table()
    play_cards(t, FIRST)
    ruling = _inspect(t, S)  # South is dummy: 66A gives the right to declarer and defenders
    assert ruling.kind == "irregularity" and ruling.law.startswith("66")
    assert _shown(ruling) == []


def test_66A_not_once_his_own_card_is_turned_face_down() -> None:
    t = _table()
    play_cards(t, FIRST)
    t.apply(CardTurned(W))  # West has turned his card (65A)
    ruling = _inspect(t, W)
    # no longer all four cards; at most his own card (66B)
    assert set(_shown(ruling)) <= {Card.C5}


def test_66B_his_own_last_card_until_his_side_plays_to_the_next_trick() -> None:
    t = _table()
    play_cards(t, FIRST + " E CK")
    t.apply(CardTurned(N))
    # North-South have not played to trick 2: North may still look at his own card
    ruling = _inspect(t, N)
    assert ruling.kind == "procedure" and Card.C2 in _shown(ruling)
    play_cards(t, "S C9")  # his side has now played to trick 2
    ruling = _inspect(t, N)
    assert ruling.kind == "irregularity" and _shown(ruling) == []


def test_66C_quitted_tricks_are_not_inspected_once_his_side_has_played_on() -> None:
    t = _table()
    play_cards(t, FIRST + " E CK")
    ruling = _inspect(t, W)  # his partner East has led to trick 2
    assert (ruling.kind, ruling.law, ruling.message.key) == (
        "irregularity", "66C", "inspect.refused")
    assert _shown(ruling) == []
    play_cards(t, "S C9 W C6 N C3 E CQ S CT")
    ruling = _inspect(t, N)  # dummy has played to trick 3 for North's side
    assert (ruling.law, ruling.message.key) == ("66C", "inspect.refused")
    assert t.play is not None and t.play.turn == W and t.step is None  # play goes on


def test_66D_after_play_the_cards_may_be_inspected() -> None:
    t = _table()
    play_cards(t, FIRST)
    t.claim(E, 12)  # East claims the twelve tricks left, agreed
    assert t.play is not None and t.play.over
    for seat in (N, E, S, W):  # dummy too, once play has ended
        ruling = _inspect(t, seat)
        assert (ruling.kind, ruling.law) == ("procedure", "66D")
    assert t.result == 0 and t.step is None  # the inspection changes nothing
