"""Law 64 under the 2007 Laws: 64B7 needs only that both sides revoked on the board, not
that both revokes are established (2017). The same events are played under 2017 for the
contrast.

The hands are ``BLOCK_DEAL`` (``tests/helpers.py``): North plays 4S, South is dummy, East
leads; board 1, nobody vulnerable."""

from __future__ import annotations

from bridgelaws.engine.tablemode import TableMode
from bridgelaws.values.cards import Seat

from ...helpers import play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _corrected_then_established(laws: str) -> TableMode:
    t = table_mode("1S Pass 4S Pass Pass Pass", edition=laws)
    play_cards(t, "E CA S C8 W C5 N H8")  # declarer revokes, holding clubs
    t.attention(W)  # found in time: corrected (62A)
    play_cards(t, "N C2")
    play_cards(t, "E CK S C9 W HA N C3")  # West revokes
    play_cards(t, "E CQ S CT W C6 N C4")  # West plays to the next trick: established
    t.claim(N, 10)
    t.attention(N)
    return t


def test_64B7_2007_no_transfer_when_the_other_sides_revoke_was_corrected() -> None:
    t = _corrected_then_established("2007")
    assert [(r.player, r.corrected, r.established) for r in t.revokes] == [
        (N, True, False), (W, False, True)]
    # 2007 has one 64C for every equity check
    assert t.step is not None and (t.step.law, t.step.law.edition) == ("64C", "2007")
    t.find("compensated", True)
    assert [(x.tricks, x.law, t.edition.cite(x.law)) for _, x in t.transfers] == [
        (0, "64B7", "64B7")]
    assert t.result == 10


def test_64A2_2017_the_established_revoke_transfers_when_the_other_was_corrected() -> None:
    t = _corrected_then_established("2017")
    t.find("compensated", True)
    assert [(x.tricks, x.law) for _, x in t.transfers] == [(1, "64A2")]
    assert t.result == 11


def test_64A_footnote_2007_a_trick_won_in_dummy_is_not_declarers() -> None:
    t = table_mode("1S Pass 4S Pass Pass Pass", edition="2007")
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E D2 S DA W D8 N H8")  # declarer discards; dummy wins
    play_cards(t, "S DK W D9 N D5 E D3")
    t.claim(N, 9)
    t.attention(W)
    t.find("compensated", True)
    assert [(x.tricks, x.law) for _, x in t.transfers] == [(1, "64A2")]
