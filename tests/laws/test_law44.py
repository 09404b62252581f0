"""Law 44: sequence of play: following suit, who wins a trick, who leads next.

The first tests use the strict :class:`~bridgelaws.Table`, which refuses a card that breaks
the sequence; the rest run in table mode, where any card may be played and the engine
records what it was (a revoke, a lead out of turn) and which cards were legal.
"""

import pytest

from bridgelaws import Board, Card, Deal, Holding, IllegalPlayError, Seat, Table
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import CardAdded

from ..helpers import BLOCK_DEAL, law_keys, play_cards, table_after


def _play(table, cards: str) -> None:  # type: ignore[no-untyped-def]
    for text in cards.split():
        table.play(Card.parse(text))


def test_44A_leader_may_lead_any_card() -> None:
    table = table_after("1S P P P")
    assert table.legal_cards() == table.hands[Seat.EAST]  # type: ignore[index]


def test_44C_must_follow_suit_when_able() -> None:
    table = table_after("1S P P P")
    _play(table, "CA")
    assert table.legal_cards() == Holding.parse("...T98")  # South's clubs
    with pytest.raises(IllegalPlayError) as info:
        table.play(Card.parse("DA"))  # South holds diamonds too, but clubs were led
    assert info.value.law == "44C"
    assert len(table.events) == 5  # the refused card is not recorded


# North: seven spades and no diamonds; West: no spades
VOIDS = Deal.parse(
    "N:AKQJT98.AKQ..432 765.JT9.AKQJ.AKQ 432.8765.T98.JT9 .432.765432.8765"
)


def _voids_table(calls: str = "1S P P P") -> Table:
    table = Table(Board.numbered(1, VOIDS))
    for c in calls.split():
        table.call(c)
    return table


def test_44D_any_card_when_unable_to_follow() -> None:
    table = _voids_table()
    _play(table, "S7 S2")  # East leads a spade; dummy South follows
    assert table.legal_cards() == table.hands[Seat.WEST]  # type: ignore[index]
    _play(table, "H2")  # West discards a heart


def test_44E_highest_trump_wins() -> None:
    table = _voids_table()
    _play(table, "DA D8 D2 S8")  # North ruffs the diamond ace with a low trump
    assert table.tricks[0].winner == Seat.NORTH
    assert (table.declarer_tricks, table.defence_tricks) == (1, 0)


def test_44F_highest_card_of_suit_led_wins_without_trumps() -> None:
    table = _voids_table()
    _play(table, "CA C9 C5 C2")
    assert table.tricks[0].winner == Seat.EAST
    assert (table.declarer_tricks, table.defence_tricks) == (0, 1)


def test_44F_a_discard_of_a_higher_card_does_not_win() -> None:
    table = _voids_table("1NT P P P")  # notrump: no trumps at all
    _play(table, "DJ D8 D7 SA")  # North, void in diamonds, throws the spade ace
    assert table.tricks[0].winner == Seat.EAST


def test_44G_winner_of_a_trick_leads_to_the_next() -> None:
    table = _voids_table()
    _play(table, "DA D8 D2 S8")
    assert table.turn == Seat.NORTH
    _play(table, "HA HT H5 H2")
    assert table.turn == Seat.NORTH


# --- table mode: any card may be played; the engine records what it was --------------------
#
# BLOCK_DEAL (tests/helpers.py), 1S by North with South as dummy. On VOIDS North has no
# diamonds and West no spades.

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

# North and West have no diamonds; South no spades and no clubs
OVERRUFF = Deal.parse("N:AKQJT98.AKQ..432 765.JT9.AKQJ.AKQ .8765.T98765432. 432.432..JT98765")


def _mode(calls: str = "1S P P P", deal: Deal = BLOCK_DEAL) -> TableMode:
    t = TableMode(Board.numbered(1, deal))
    for seat, call in zip(Seat, calls.split(), strict=True):
        t.call(seat, call)
    return t


def _west_major_penalty_card(t: TableMode) -> None:
    """After the first trick West adds the ace of hearts to it: a major penalty card."""
    play_cards(t, "E CA S C8 W C5 N C2")
    t.apply(CardAdded(W, Card.parse("HA")))
    t.find("lead", False)
    assert t.penalty_cards == {W: [Card.parse("HA")]}


def test_44A_table_leader_may_lead_any_card() -> None:
    t = _mode()
    assert t.play is not None and t.play.turn == E
    assert t.legal_cards(E) == t.play.hands[E]  # all thirteen


def test_44A_table_restricted_only_after_his_own_sides_irregularity() -> None:
    t = _mode()
    _west_major_penalty_card(t)  # East is to lead: declarer may require hearts (50D2)
    t.choose(N, "require H")
    assert t.legal_cards(E) == Holding.parse(".765..")


def test_44A_table_declarers_irregularity_does_not_restrict_the_defenders() -> None:
    t = _mode()
    play_cards(t, "E CA S C8 W C5")
    t.expose(N, ["SA"])  # declarer's exposed card is no penalty card (48A)
    play_cards(t, "N C2")
    assert t.step is None and t.play is not None
    assert t.legal_cards(E) == t.play.hands[E]


def test_44B_table_one_card_each_in_rotation_four_make_a_trick() -> None:
    t = _mode()
    assert t.play is not None
    turns = []
    for seat, card in [(E, "CA"), (S, "C8"), (W, "C5"), (N, "C2")]:
        turns.append(t.play.turn)
        t.play_card(seat, card)
    assert turns == [E, S, W, N]
    (trick,) = t.play.tricks
    assert [s for s, _ in trick.plays] == [E, S, W, N]
    assert t.play.current_trick is None


def test_44C_table_must_follow_suit_a_failure_is_a_revoke_not_refused() -> None:
    t = _mode()
    play_cards(t, "E CA")
    assert t.legal_cards(S) == Holding.parse("...T98")
    play_cards(t, "S DA")  # dummy plays a diamond, holding clubs
    (revoke,) = t.revokes
    assert (revoke.player, revoke.trick, revoke.law) == (S, 1, "44C")
    assert ("61A", "revoke") in law_keys(t)


def test_44C_table_following_suit_comes_before_a_penalty_card() -> None:
    t = _mode()
    _west_major_penalty_card(t)
    t.choose(N, "none")  # the ace of hearts stays on the table
    play_cards(t, "E CK S C9")
    assert t.legal_cards(W) == Holding.parse("...76")  # clubs, not the penalty card


def test_44D_table_any_card_when_unable_to_follow() -> None:
    t = _mode(deal=VOIDS)
    play_cards(t, "E S7 S S2")  # West has no spades
    assert t.play is not None
    assert t.legal_cards(W) == t.play.hands[W]


def test_44D_table_unless_restricted_after_his_own_sides_irregularity() -> None:
    t = _mode(deal=VOIDS)
    play_cards(t, "E CA S C9 W C5 N C2")
    t.expose(W, ["D7"])  # West shows a diamond: a penalty card (49)
    t.find("deliberate", True)  # exposed deliberately: major (50B)
    t.choose(N, "none")
    play_cards(t, "E S7 S S2")
    assert t.legal_cards(W) == Holding.parse("..7.")  # he must play it now (50D1)


def test_44E_table_a_trump_wins_and_the_highest_trump() -> None:
    t = _mode(deal=VOIDS)
    play_cards(t, "E DA S D8 W D2 N S8")  # North ruffs the ace
    assert t.play is not None and t.play.tricks[0].winner == N
    t = _mode(deal=OVERRUFF)
    play_cards(t, "E DA S D2 W S2 N S8")  # West ruffs, North overruffs
    assert t.play is not None and t.play.tricks[0].winner == N
    assert t.play.declarer_tricks == 1


def test_44F_table_highest_card_of_the_suit_led_wins() -> None:
    t = _mode("1NT P P P", VOIDS)
    play_cards(t, "E DJ S D8 W D7 N SA")  # no trumps: the discarded ace does not win
    assert t.play is not None and t.play.tricks[0].winner == E
    assert (t.play.declarer_tricks, t.play.defence_tricks) == (0, 1)


def test_44G_table_the_winner_leads_to_the_next_trick() -> None:
    t = _mode()
    play_cards(t, "E D2 S DA W D8 N D5")  # dummy wins
    assert t.play is not None and t.play.turn == S
    assert t.legal_cards(S) == t.play.hands[S]
    play_cards(t, "N SA")  # from declarer's hand instead: a lead from the wrong hand
    assert law_keys(t)[-1] == ("55", "lead.out.of.turn")


def test_44G_table_a_defender_who_did_not_win_leads_out_of_turn() -> None:
    t = _mode()
    play_cards(t, "E CA S C8 W C5 N C2")  # East wins
    play_cards(t, "W HJ")
    assert law_keys(t)[-1] == ("56", "lead.out.of.turn")
    assert t.step is not None and t.step.law == "56"
