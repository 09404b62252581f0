"""The editions of the Laws a board can be run under: 2017 (the default), 2007 and 1997.

An :class:`Edition` is data: its year, which names its clause index
(:func:`bridgelaws.laws.law` resolves a reference in it), the default the edition itself
gives where it leaves a choice to the regulating authority (2007 and 1997 let declarer
require or forbid a lead after a withdrawn call, 26A; 2017 only lets him forbid one), and
the Laws whose rectifications the engine applies under it.

An older edition is the 2017 rule set with the clauses that differ replaced. Until a
Law's differences are written, that Law is not in :attr:`Edition.rectified`, and a table
refuses to rectify an irregularity under it rather than give the 2017 ruling for a board
played under another edition. Correct procedure and the scoring of Law 77 are the same in
all three.

>>> LAWS_2007.law("31B")
'31B'
>>> LAWS_2007.law("31B").edition
'2007'
>>> edition("1997").lead_restrictions
'require-or-prohibit'
>>> 27 in LAWS_2017.rectified, 27 in LAWS_2007.rectified
(True, False)
>>> edition("2012")
Traceback (most recent call last):
...
ValueError: no edition of the Laws 2012 (known: 2017, 2007, 1997)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bridgelaws.laws.index import EDITIONS, Clause, UnknownClauseError, law

__all__ = ["DEFAULT", "LAWS_1997", "LAWS_2007", "LAWS_2017", "Edition", "edition"]


@dataclass(frozen=True, slots=True)
class Edition:
    """One edition of the Laws of Duplicate Bridge, as the engine runs it."""

    year: str
    lead_restrictions: str
    """Law 26: ``"prohibit"`` (2017: forbid one suit) or ``"require-or-prohibit"``."""
    rectified: frozenset[int]
    """The Laws whose rectifications the engine applies in this edition."""

    def __post_init__(self) -> None:
        if self.year not in EDITIONS:
            raise ValueError(f"no clause index for the {self.year} Laws")

    def law(self, reference: str) -> Clause:
        """The clause ``reference`` of this edition (:class:`UnknownClauseError` if none)."""
        return law(reference, self.year)

    def cite(self, clause: Clause) -> Clause:
        """``clause`` as this edition numbers it: the same reference in this edition's
        index, or ``clause`` itself where the edition has no such clause."""
        if clause.edition == self.year:
            return clause
        try:
            return law(str(clause), self.year)
        except UnknownClauseError:
            return clause

    def __str__(self) -> str:
        return self.year


LAWS_2017: Final = Edition("2017", "prohibit", frozenset(range(1, 94)))
LAWS_2007: Final = Edition("2007", "require-or-prohibit", frozenset())
LAWS_1997: Final = Edition("1997", "require-or-prohibit", frozenset())
DEFAULT: Final = LAWS_2017

_BY_YEAR: Final = {e.year: e for e in (LAWS_2017, LAWS_2007, LAWS_1997)}


def edition(year: str | Edition) -> Edition:
    """The edition named ``year`` (``"2017"``, ``"2007"``, ``"1997"``)."""
    if isinstance(year, Edition):
        return year
    try:
        return _BY_YEAR[year]
    except KeyError:
        raise ValueError(f"no edition of the Laws {year} (known: "
                         f"{', '.join(_BY_YEAR)})") from None
