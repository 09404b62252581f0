"""Law 64 in the 1997 Laws: the extra trick of 64A2, dummy's tricks, and no 64B7.

* 64A2 (1997): when the offending player did not win the revoke trick, one trick goes
  over as in 2017, and one more when he later won a trick with a card he could have
  played to the revoke trick (a card of the suit led that he kept back).
* 1997 has no footnote saying that a trick won in dummy is not won by declarer: when
  declarer revoked and dummy won the revoke trick, declarer's side won it as the
  offending player (64A1, two tricks).
* 1997 has no 64B7: when both sides revoked, each established revoke transfers tricks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.revoke import RevokeFacts, Transfer, revoke_transfer
from bridgelaws.engine.tableplay import PlayState, Revoke
from bridgelaws.laws import law64
from bridgelaws.laws.editions import LAWS_1997
from bridgelaws.laws.index import law
from bridgelaws.values.cards import Card, Seat

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["both_sides_revoked", "revoke_tricks"]

L64A1 = law("64A1", "1997")
L64A2 = law("64A2", "1997")


@LAWS_1997.replaces(law64.both_sides_revoked)
def both_sides_revoked(t: TableMode, ps: PlayState, counted: list[Revoke]) -> bool:
    """64B (1997): no exception for revokes by both sides; each one transfers."""
    return False


@LAWS_1997.replaces(law64.revoke_tricks)
def revoke_tricks(t: TableMode, ps: PlayState, revoke: Revoke, facts: RevokeFacts,
                  winners: list[Seat]) -> Transfer:
    """64A1 (1997): a trick dummy won counts as declarer's when declarer revoked; 64A2
    (1997): one more trick when the offender later won a trick with a card of the suit
    led to the revoke trick."""
    offender = revoke.player
    if offender == ps.declarer:
        winners = [offender if w == ps.dummy else w for w in winners]
    transfer = revoke_transfer(winners, facts)
    if transfer.law == L64A1:
        return Transfer(transfer.tricks, L64A1, transfer.reason)
    if transfer.law != L64A2 or revoke.kind != "follow" or revoke.suit is None:
        return transfer
    for played in ps.quitted[revoke.trick:]:
        if played.winner != offender:
            continue
        card = played.card_of(offender)
        if card is not None and Card(card).suit == revoke.suit:
            return Transfer(2, L64A2, "the offender later won a trick with a card he "
                                      "could have played to the revoke trick")
    return Transfer(transfer.tricks, L64A2, transfer.reason)
