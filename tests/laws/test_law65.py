"""Laws 65-66: the tricks are kept in playing order, with who won each: the record from
which the result is agreed (65C-D) and tricks inspected (66).

The first tests use the strict :class:`~bridgelaws.Table`; the table-mode tests below them
play 1NT by North on BLOCK_DEAL (shown in ``tests/helpers.py``), with East on lead. Law 66
in table mode is in test_law66.py.
"""

from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardPointed, CardTurned

from ..helpers import BLOCK_DEAL, card_list, play_cards, table_after, table_mode


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


# --- table mode ------------------------------------------------------------------------

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    """1NT by North, board 1 (nobody vulnerable); East is on lead."""
    return table_mode("1NT Pass Pass Pass")


def _finish(t: TableMode) -> None:
    """Play the lowest legal card at each turn until the play is over."""
    assert t.play is not None
    while not t.play.over:
        assert t.step is None and t.play.turn is not None
        t.play_card(t.play.turn, min(t.legal_cards()))


# East cashes two clubs, then leads a spade to North's ace
THREE_TRICKS = "E CA S C8 W C5 N C2  E CK S C9 W C6 N C3  E ST S S5 W S2 N SA"


def test_65A_after_four_cards_each_player_turns_his_own_card() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5")
    t.apply(CardTurned(W))  # three cards only: too soon (45G), not the arrangement of 65A
    assert (t.trail[-1].kind, t.trail[-1].law) == ("irregularity", "45G")
    play_cards(t, "N C2")
    assert t.play is not None
    assert t.play.current_trick is None and len(t.play.tricks) == 1  # the trick is quitted
    for seat in (E, S, W, N):
        t.apply(CardTurned(seat))
        assert (t.trail[-1].kind, t.trail[-1].law, t.trail[-1].message.values["seat"]) == (
            "procedure", "65A", seat)
    assert t.play.turn == E and t.step is None


def test_65B1_a_card_of_a_won_trick_points_to_partner() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    assert t.play is not None
    # East and West won the trick: both their cards are recorded as won
    assert t.play.quitted_cards(E) == [(Card.CA, True)]
    assert t.play.quitted_cards(W) == [(Card.C5, True)]


def test_65B2_a_card_of_a_lost_trick_points_to_the_opponents() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    assert t.play is not None
    assert t.play.quitted_cards(N) == [(Card.C2, False)]
    assert t.play.quitted_cards(S) == [(Card.C8, False)]  # dummy's cards are recorded too


def test_65B3_a_card_turned_the_wrong_way_may_be_pointed_out_in_time() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2 E CK")
    # North-South have not yet played to the second trick: North may still point it out
    t.apply(CardPointed(N))
    assert (t.trail[-1].kind, t.trail[-1].law, t.trail[-1].message.key) == (
        "procedure", "65B3", "pointed")
    assert not [r for r in t.trail if r.kind in ("irregularity", "information")]


def test_65B3_the_right_ends_when_his_side_plays_to_the_next_trick() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2 E CK")
    # East has led to the next trick: for West the right has ended; 16B may apply
    t.apply(CardPointed(W))
    laws = [(r.kind, r.law) for r in t.trail[-2:]]
    assert laws == [("irregularity", "65B3"), ("information", "16B")]
    assert t.trail[-1].message.values["seat"] == W
    assert t.play is not None and t.play.turn == S  # play goes on


def test_65C_each_players_cards_in_playing_order() -> None:
    t = _table()
    play_cards(t, THREE_TRICKS)
    assert t.play is not None
    assert t.play.quitted_cards(N) == [(Card.C2, False), (Card.C3, False), (Card.SA, True)]
    assert t.play.quitted_cards(E) == [(Card.CA, True), (Card.CK, True), (Card.ST, False)]
    # the quitted tricks, in order, give who led, who played what and who won
    assert [(tr.leader, tr.winner) for tr in t.play.tricks] == [(E, E), (E, E), (E, N)]
    assert list(t.play.tricks[2].plays) == list(zip((E, S, W, N), card_list("ST S5 S2 SA"),
                                                    strict=True))


def test_65C_the_row_is_unchanged_by_later_tricks() -> None:
    t = _table()
    play_cards(t, THREE_TRICKS)
    assert t.play is not None
    before = {seat: t.play.quitted_cards(seat) for seat in Seat}
    play_cards(t, "N SK E S9 S S6 W S3")
    for seat in Seat:
        assert t.play.quitted_cards(seat)[:3] == before[seat]
        assert len(t.play.quitted_cards(seat)) == 4


def test_65D_the_record_gives_the_result_agreed_at_the_end() -> None:
    t = _table()
    play_cards(t, THREE_TRICKS)
    _finish(t)
    assert t.play is not None and t.play.over
    rows = {seat: t.play.quitted_cards(seat) for seat in Seat}
    assert all(len(row) == 13 for row in rows.values())
    # every card of the deal is in exactly one row, in the order of the tricks
    for seat, row in rows.items():
        assert [c for c, _ in row] == [tr.card_of(seat) for tr in t.play.tricks]
        assert sorted(c for c, _ in row) == sorted(BLOCK_DEAL[seat])
    # partners' rows agree, and they count the tricks as the result does
    for seat in Seat:
        assert [won for _, won in rows[seat]] == [won for _, won in rows[seat.partner]]
    won_by_north = sum(won for _, won in rows[N])
    assert won_by_north == t.play.declarer_tricks == t.result
    assert sum(won for _, won in rows[E]) == 13 - won_by_north
