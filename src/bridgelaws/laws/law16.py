"""Law 16: authorised and unauthorised information from withdrawn calls and cards.

The rule functions here only record, for the trail, who may use what; whether a player
then chose among logical alternatives on the strength of it is the director's judgement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.laws.index import Clause, law
from bridgelaws.values.calls import Call, HighBid
from bridgelaws.values.cards import Card, Seat, Side

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

# The clauses this module cites; law() checks each against the index on import.
L16C = law("16C")


def card_information(t: TableMode, seat: Seat, card: Card, law: Clause,
                      offenders: Side | None = None) -> None:
    """16C: information from a withdrawn card is authorised for the non-offending side
    and unauthorised for the offending side (by default the card's owner's)."""
    os_ = seat.side if offenders is None else offenders
    t._note("information", law, "withdrawn.card.information", seat=seat, card=card,
               nos=os_.opponents, os=os_)


def information(t: TableMode, seat: Seat, call: Call | HighBid,
                authorised_for_offenders: bool = False) -> None:
    """16C: information from ``seat``'s withdrawn or cancelled call is authorised for the
    non-offending side and unauthorised for the offending side (the other way round for a
    call withdrawn by the non-offenders, 25A6)."""
    nos, os_ = seat.side.opponents, seat.side
    if authorised_for_offenders:
        nos, os_ = os_, nos
    t._note("information", L16C, "unauthorized.information", seat=seat, call=call,
               nos=nos, os=os_)


def information_cards(t: TableMode, seat: Seat) -> None:
    """16C: information from cards exposed during the auction is unauthorised for the
    offending side."""
    t._note("information", L16C, "unauthorized.cards", seat=seat,
               nos=seat.side.opponents, os=seat.side)
