"""Laws 65-66: the tricks are kept in playing order, with who won each: the record from
which the result is agreed (65C-D) and tricks inspected (66)."""

from bridgelaws import Card, Seat

from ..helpers import table_after


def test_65C_tricks_kept_in_playing_order_with_winner() -> None:
    table = table_after("1NT P P P")
    for c in "CA C8 C5 C2 CK C9 C6 C3".split():
        table.play(Card.parse(c))
    first, second = table.tricks
    assert first.leader == Seat.EAST and [str(c) for c in first.cards] == ["CA", "C8", "C5", "C2"]
    assert [first.seat_of(i) for i in range(4)] == [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]
    assert second.winner == Seat.EAST


def test_65B_tricks_counted_for_each_side() -> None:
    table = table_after("1NT P P P")
    for c in "CA C8 C5 C2".split():
        table.play(Card.parse(c))
    assert (table.declarer_tricks, table.defence_tricks) == (0, 1)


def test_66A_the_trick_in_progress_is_visible() -> None:
    table = table_after("1NT P P P")
    table.play(Card.parse("CA"))
    current = table.current_trick
    assert current is not None and current.winner is None and current.cards == (Card.CA,)
