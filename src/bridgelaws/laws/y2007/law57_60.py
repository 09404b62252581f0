"""Law 57 in the 2007 Laws (and the 1997 Laws, which say the same here).

* 57A (2007): after a defender's premature lead or play, declarer has three choices for
  the offender's partner: the highest or the lowest card of the suit led, or forbidding a
  suit he names (57A3). 2017 adds requiring a card of a named suit.
* 2007 has no 57D: a defender who plays at his right-hand opponent's turn, after his
  partner, has exposed a card (49); it is a major penalty card, played at his first
  legal opportunity (50D1), not simply a card played at his turn as in 2017.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.engine.steps import Option
from bridgelaws.laws import law48_52, law57_60
from bridgelaws.laws.editions import LAWS_2007
from bridgelaws.messages import Message
from bridgelaws.values.cards import Card, Seat, Suit

if TYPE_CHECKING:
    from bridgelaws.engine.tablemode import TableMode

__all__ = ["at_rho_turn", "premature_options"]

# 2017's clauses, cited by the board's edition's numbers (Edition.moved: 2017's 57A4 is
# the older 57A3), so that 1997 runs the same functions
L49 = law48_52.L49
L57A1 = law57_60.L57A1
L57A2 = law57_60.L57A2
L57A3 = law57_60.L57A4


@LAWS_2007.replaces(law57_60.premature_options)
def premature_options(t: TableMode, declarer: Seat, partner: Seat,
                      led: Suit | None) -> list[Option]:
    """57A1, 57A2, 57A3 (2007): the highest or lowest card of the suit led, or no card
    of another suit declarer names."""
    options = []
    if led is not None:
        options += [
            Option("highest", declarer, L57A1, Message(
                "option.highest", chooser=declarer, seat=partner, suit=led)),
            Option("lowest", declarer, L57A2, Message(
                "option.lowest", chooser=declarer, seat=partner, suit=led)),
        ]
    options += [Option(f"prohibit {s.letter}", declarer, L57A3, Message(
        "option.prohibit.play", chooser=declarer, seat=partner, suit=s))
        for s in Suit if s != led]
    return options


@LAWS_2007.replaces(law57_60.at_rho_turn)
def at_rho_turn(t: TableMode, seat: Seat, card: Card) -> None:
    """49 (2007): a defender's card played at his right-hand opponent's turn is an
    exposed card: a major penalty card (50B, 50D1)."""
    t._note("irregularity", L49, "played.before.rho.penalty", seat=seat, card=card)
    law48_52.make_penalty(t, seat, [card], major=True, law=L49)
