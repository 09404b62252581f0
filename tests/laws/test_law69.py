"""Law 69: an agreed claim or concession, in table mode.

1NT by North on BLOCK_DEAL (shown in ``tests/helpers.py``); East leads. Board 1: nobody is
vulnerable.
"""

import pytest

from bridgelaws import Seat
from bridgelaws.engine.tablemode import IrregularActionError, TableMode
from bridgelaws.engine.tableplay import LaterBoard, RoundEnded
from bridgelaws.procedure.score import board_score

from ..helpers import law_keys, play_cards, table_mode

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _table() -> TableMode:
    return table_mode("1NT Pass Pass Pass")


def test_69A_an_agreed_claim_is_scored_as_if_the_tricks_were_played() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    t.claim(N, 8)  # eight of the twelve tricks left, agreed
    assert t.play is not None and t.contract is not None
    assert t.result == 8 and t.score == (120, -120)  # 1NT+1: 40 + 30 + 50
    assert t.score == board_score(t.contract, 8, t.board.vulnerability)
    assert ("69A", "claim.agreed") in law_keys(t) and t.step is None


def test_69A_an_agreed_concession_is_scored_as_if_the_tricks_were_played() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2  E CK S C9 W C6 N C3")
    t.concede(N, 5)  # declarer gives up five of the eleven left: six tricks, one down
    assert t.result == 6 and t.score == (-50, 50)


def test_69A_the_same_result_as_playing_the_tricks_out() -> None:
    claimed = _table()
    played = _table()
    first = "E CA S C8 W C5 N C2  E CK S C9 W C6 N C3  E CQ S CT W C7 N C4  E CJ S H2 W D8 N H8"
    play_cards(claimed, first)
    play_cards(played, first)
    assert played.play is not None and played.play.declarer_tricks == 0
    while not played.play.over:  # the other table plays on, lowest card each time
        assert played.play.turn is not None
        played.play_card(played.play.turn, min(played.legal_cards()))
    tricks = played.play.declarer_tricks
    claimed.claim(N, tricks)  # North claims what the play gives him: agreed
    assert claimed.result == played.result == tricks
    assert claimed.score == played.score


def test_69A_agreement_is_final_once_a_later_board_is_called_or_the_round_ends() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N C2")
    with pytest.raises(IrregularActionError):
        t.apply(LaterBoard(E))  # not while the board is being played
    t.claim(N, 8)
    t.apply(LaterBoard(E))  # East-West call on the next board without objecting
    t.apply(RoundEnded())
    assert ("64B4", "later.board") in law_keys(t) and ("64B5", "round.ended") in law_keys(t)
    assert t.result == 8 and t.score == (120, -120)


def test_69A_the_offenders_claim_establishes_a_revoke_63A3() -> None:
    t = _table()
    play_cards(t, "E CA S C8 W C5 N SJ")  # North discards a spade holding clubs: a revoke
    play_cards(t, "E CK")
    t.claim(N, 8)  # before North-South play to trick 2, North claims 8 of the 12 left
    assert ("63A3", "revoke.established") in law_keys(t)
    (revoke,) = t.revokes
    assert revoke.player == N and revoke.established
    t.attention(E)  # after play, East finds the revoke: it stands (63B), a trick goes across
    ((_, transfer),) = t.transfers
    assert transfer.tricks == 1  # North-South won tricks after the revoke (64A2)
    t.find("compensated", True)  # 64C
    assert t.play is not None and t.play.declarer_tricks == 8
    assert t.result == 7 and t.score == board_score(t.play.contract, 7,
                                                    t.board.vulnerability)


def test_69A_an_agreed_claim_of_the_opponents_establishes_a_revoke_63A4() -> None:
    t = _table()
    play_cards(t, "E ST S S5 W HJ N SA")  # West discards a heart holding spades; North wins
    t.claim(N, 8)  # North claims before any more play; East-West agree
    t.apply(LaterBoard(E))  # and call on the next board without objecting
    assert ("63A4", "revoke.established") in law_keys(t)
    t.attention(N)
    ((_, transfer),) = t.transfers
    assert transfer.tricks == 1  # East-West win tricks after the revoke (64A2)
    t.find("compensated", True)
    assert t.result == 10  # 1 + 8 at the table, 1 transferred
