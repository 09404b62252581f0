"""Law 64 under the 1997 Laws: the extra trick of 64A2, a trick won in dummy counts as
declarer's, and no 64B7. Each test plays the same events under 2017 for the contrast.

The hands are ``BLOCK_DEAL`` (``tests/helpers.py``): North plays 4S, South is dummy, East
leads; board 1, nobody vulnerable."""

from __future__ import annotations

from bridgelaws.engine.tablemode import TableMode
from bridgelaws.values.cards import Seat

from ...helpers import play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _four_spades(laws: str) -> TableMode:
    return table_mode("1S Pass 4S Pass Pass Pass", edition=laws)


def _settled(t: TableMode) -> list[tuple[int, str, str]]:
    step = t.step
    assert step is not None and step.question is not None
    assert step.question.name == "compensated"
    t.find("compensated", True)
    return [(x.tricks, x.law, t.edition.cite(x.law).edition) for _, x in t.transfers]


def _later_win_with_the_suit_kept_back(laws: str) -> TableMode:
    t = _four_spades(laws)
    play_cards(t, "E H5 S H2 W D8 N H8")  # West discards, holding four hearts: a revoke
    play_cards(t, "N D5 E D2 S DJ W D9")  # West plays to the next trick: established
    play_cards(t, "S H3 W HA N H9 E H6")  # West wins with a heart he kept back
    t.claim(N, 9)  # East-West get one of the ten tricks left
    t.attention(N)
    assert t.play is not None and t.play.declarer_tricks == 11
    return t


def test_64A2_1997_a_later_trick_won_with_a_card_of_the_suit_led_goes_over_too() -> None:
    t = _later_win_with_the_suit_kept_back("1997")
    assert _settled(t) == [(2, "64A2", "1997")]
    assert t.result == 13
    assert ("consequence", "64A2", "1997") in [(r.kind, r.law, r.law.edition)
                                               for r in t.trail]


def test_64A2_2017_the_same_revoke_transfers_one_trick() -> None:
    t = _later_win_with_the_suit_kept_back("2017")
    assert _settled(t) == [(1, "64A2", "2017")]
    assert t.result == 12


def test_64A2_1997_no_extra_trick_when_the_later_trick_is_won_with_another_suit() -> None:
    t = _four_spades("1997")
    play_cards(t, "E H5 S H2 W D8 N H8")  # West's revoke; North wins
    play_cards(t, "N C2 E CA S C8 W C5")  # established; East wins, not the offender
    t.claim(N, 10)
    t.attention(N)
    assert _settled(t) == [(1, "64A2", "1997")]


def _declarer_revokes_dummy_wins(laws: str) -> TableMode:
    t = _four_spades(laws)
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E D2 S DA W D8 N H8")  # declarer discards, holding diamonds; dummy wins
    play_cards(t, "S DK W D9 N D5 E D3")  # established: declarer plays to the next trick
    t.claim(N, 9)  # East-West get one of the ten tricks left
    t.attention(W)
    assert t.play is not None and t.play.declarer_tricks == 11
    return t


def test_64A1_1997_a_trick_won_in_dummy_counts_as_won_by_declarer() -> None:
    t = _declarer_revokes_dummy_wins("1997")
    # the revoke trick and one later trick of declarer's side: two tricks
    assert _settled(t) == [(2, "64A1", "1997")]
    assert t.result == 9


def test_64A_footnote_2017_a_trick_won_in_dummy_is_not_declarers() -> None:
    t = _declarer_revokes_dummy_wins("2017")
    assert _settled(t) == [(1, "64A2", "2017")]
    assert t.result == 10


def _both_sides_revoke(laws: str) -> TableMode:
    t = _four_spades(laws)
    play_cards(t, "E CA S C8 W HA N C2")  # West revokes
    play_cards(t, "E CK S C9 W C5 N H8")  # West's is established; declarer revokes
    play_cards(t, "E CQ S CT W C6 N C3")  # declarer's is established
    t.claim(N, 10)
    t.attention(N)
    return t


def test_64B_1997_has_no_64B7_each_sides_revoke_transfers() -> None:
    t = _both_sides_revoke("1997")
    # 64C (1997), not 2017's 64C2(b)
    assert t.step is not None and t.step.law == "64C" and t.step.law.edition == "1997"
    assert _settled(t) == [(1, "64A2", "1997"), (1, "64A2", "1997")]
    assert t.result == 10


def test_64B7_2017_no_transfer_when_both_sides_revoked() -> None:
    t = _both_sides_revoke("2017")
    assert t.step is not None and t.step.law == "64C2(b)"
    t.find("compensated", True)
    assert [(x.tricks, x.law) for _, x in t.transfers] == [(0, "64B7"), (0, "64B7")]
