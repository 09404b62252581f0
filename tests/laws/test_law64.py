"""Law 64: the tricks transferred after an established revoke (the arithmetic only; the
play irregularities around it are the next step of the project)."""

from __future__ import annotations

import pytest

from bridgelaws.cards import Seat
from bridgelaws.revoke import RevokeFacts, revoke_transfer

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def tricks(*runs: tuple[Seat, int]) -> list[Seat]:
    out = [seat for seat, count in runs for _ in range(count)]
    assert len(out) == 13
    return out


def test_64A1_offender_won_the_revoke_trick_and_a_later_one() -> None:
    # East revokes in trick 3 and wins it; East-West win trick 9 too: two tricks
    winners = tricks((N, 2), (E, 1), (N, 5), (W, 1), (S, 4))
    t = revoke_transfer(winners, RevokeFacts(E, 3))
    assert (t.tricks, t.law, t.equity_check) == (2, "64A1", "64C")


def test_64A1_offender_won_the_revoke_trick_and_nothing_later() -> None:
    winners = tricks((N, 2), (E, 1), (N, 10))
    assert revoke_transfer(winners, RevokeFacts(E, 3)).tricks == 1


def test_64A2_partner_won_the_revoke_trick() -> None:
    winners = tricks((N, 2), (W, 1), (N, 10))
    t = revoke_transfer(winners, RevokeFacts(E, 3))
    assert (t.tricks, t.law) == (1, "64A2")


def test_64A2_side_won_a_later_trick_only() -> None:
    winners = tricks((N, 5), (W, 1), (S, 7))
    t = revoke_transfer(winners, RevokeFacts(E, 3))
    assert (t.tricks, t.law) == (1, "64A2")


def test_64A_footnote_a_trick_won_in_dummy_is_not_won_by_declarer() -> None:
    # South declares, North is dummy; South revokes in trick 4, won by dummy: 64A2, one trick
    winners = tricks((E, 3), (N, 1), (S, 9))
    t = revoke_transfer(winners, RevokeFacts(S, 4))
    assert (t.tricks, t.law) == (1, "64A2")
    # had declarer himself won it: 64A1, two tricks (his side won later tricks)
    assert revoke_transfer(tricks((E, 3), (S, 10)), RevokeFacts(S, 4)).tricks == 2


def test_64B1_offending_side_won_nothing_from_the_revoke_on() -> None:
    winners = tricks((E, 2), (N, 11))
    t = revoke_transfer(winners, RevokeFacts(E, 3))
    assert (t.tricks, t.law) == (0, "64B1")


@pytest.mark.parametrize(("field", "law"), [
    ("repeated_in_same_suit", "64B2"),
    ("faced_card", "64B3"),
    ("after_next_board_call", "64B4"),
    ("after_round_ended", "64B5"),
    ("both_sides_revoked", "64B7"),
    ("corrected_under_62C3", "64B8"),
])
def test_64B_no_transfer(field: str, law: str) -> None:
    winners = tricks((N, 2), (E, 1), (E, 10))
    t = revoke_transfer(winners, RevokeFacts(E, 3, **{field: True}))
    assert (t.tricks, t.law, t.equity_check) == (0, law, "64C")


def test_64B6_revoke_on_the_twelfth_trick() -> None:
    winners = tricks((E, 13))
    assert revoke_transfer(winners, RevokeFacts(E, 12)).law == "64B6"


def test_64_the_transfer_needs_the_whole_play() -> None:
    with pytest.raises(ValueError, match="13 tricks"):
        revoke_transfer([N] * 12, RevokeFacts(E, 3))
    with pytest.raises(ValueError, match="trick 1 to 13"):
        RevokeFacts(E, 14)
