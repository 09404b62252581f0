"""The editions of the Laws a board can be run under: 2017 (the default), 2007 and 1997.

An :class:`Edition` is data: its year, which names its clause index
(:func:`bridgelaws.laws.law` resolves a reference in it), the default the edition itself
gives where it leaves a choice to the regulating authority (2007 and 1997 let declarer
require or forbid a lead after a withdrawn call, 26A; 2017 only lets him forbid one), and
the Laws whose rectifications the engine applies under it.

An older edition is the 2017 rule set with the clauses that differ replaced. A rule
function whose ruling differs between the editions is marked :func:`per_edition`; an
older edition replaces it with its own version (:meth:`Edition.replaces`, in the
edition's package ``bridgelaws.laws.y2007`` or ``bridgelaws.laws.y1997``), and every call
of the 2017 function on a board of that edition runs the edition's version. Clauses the
edition numbers differently are cited by its own number (:meth:`Edition.cite`, with the
edition's ``moved`` map: 2017's 16C is 2007's 16D).

Until a Law's differences are written, that Law is not in :attr:`Edition.rectified`, and
a table refuses to rectify an irregularity under it rather than give the 2017 ruling for
a board played under another edition. Correct procedure and the scoring of Law 77 are the
same in all three.

>>> LAWS_2007.law("31B")
'31B'
>>> LAWS_2007.law("31B").edition
'2007'
>>> edition("1997").lead_restrictions
'require-or-prohibit'
>>> 43 in LAWS_2017.rectified, 43 in LAWS_2007.rectified
(True, False)
>>> LAWS_2007.cite(law("16C")), LAWS_1997.cite(law("16C"))
('16D', '16C')
>>> edition("2012")
Traceback (most recent call last):
...
ValueError: no edition of the Laws 2012 (known: 2017, 2007, 1997)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, Concatenate, Final, ParamSpec, Protocol, TypeVar

from bridgelaws.laws.index import EDITIONS, Clause, UnknownClauseError, law

__all__ = ["DEFAULT", "LAWS_1997", "LAWS_2007", "LAWS_2017", "Edition", "edition",
           "per_edition", "rule_2017"]

P = ParamSpec("P")
R = TypeVar("R")
F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True, slots=True)
class Edition:
    """One edition of the Laws of Duplicate Bridge, as the engine runs it."""

    year: str
    lead_restrictions: str
    """Law 26: ``"prohibit"`` (2017: forbid one suit) or ``"require-or-prohibit"``."""
    rectified: frozenset[int]
    """The Laws whose rectifications the engine applies in this edition."""
    moved: Mapping[str, Clause] = field(default_factory=dict, compare=False)
    """2017 references this edition numbers differently, and its own clause for each."""
    rules: dict[Callable[..., Any], Callable[..., Any]] = field(
        default_factory=dict, compare=False, repr=False)
    """The edition's own rule functions, by the :func:`per_edition` rule each replaces."""

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
        # the moved map is keyed by 2017 references; a clause of another older edition
        # is cited by the same reference
        moved = self.moved.get(str(clause)) if clause.edition == DEFAULT.year else None
        if moved is not None:
            return moved
        try:
            return law(str(clause), self.year)
        except UnknownClauseError:
            return clause

    def replaces(self, rule: F) -> Callable[[F], F]:
        """Decorator: the function is this edition's version of the 2017 rule function
        ``rule`` (marked :func:`per_edition`), with the same signature."""
        if not hasattr(rule, "__per_edition__"):
            raise TypeError(f"{rule.__qualname__} is not marked per_edition")

        def register(own: F) -> F:
            if rule in self.rules:
                raise ValueError(f"{rule.__qualname__} is replaced twice in {self.year}")
            self.rules[rule] = own
            return own
        return register

    def rule(self, rule: F) -> F:
        """The function this edition runs for the :func:`per_edition` rule ``rule``."""
        own = self.rules.get(rule)
        return rule_2017(rule) if own is None else own  # type: ignore[return-value]

    def __str__(self) -> str:
        return self.year


class _OnABoard(Protocol):
    """What a per-edition rule function is called with first: a board under an edition
    (the engine's :class:`~bridgelaws.engine.tablemode.TableMode`)."""

    @property
    def edition(self) -> Edition: ...


B = TypeVar("B", bound=_OnABoard)


def per_edition(rule: Callable[Concatenate[B, P], R]) -> Callable[Concatenate[B, P], R]:
    """Mark a 2017 rule function whose ruling differs in an older edition: called on a
    board, it runs the board's edition's version (:meth:`Edition.replaces`), or itself
    where the edition has none. The function keeps its name (``rule_name``, the dispatch
    tables) and :func:`rule_2017` gives the 2017 version back."""

    @wraps(rule)
    def dispatch(board: B, /, *args: P.args, **kwargs: P.kwargs) -> R:
        own = board.edition.rules.get(dispatch)
        return (rule if own is None else own)(board, *args, **kwargs)

    dispatch.__per_edition__ = rule  # type: ignore[attr-defined]
    return dispatch


def rule_2017(rule: F) -> F:
    """The 2017 version of a :func:`per_edition` rule function (for an edition's version
    that does what 2017 does and more)."""
    return getattr(rule, "__per_edition__", rule)


def _moved(year: str, *pairs: tuple[str, str]) -> dict[str, Clause]:
    """The 2017 clauses ``year`` numbers differently: (2017 reference, its own), each
    checked against both indexes."""
    return {str(law(new)): law(old, year) for new, old in pairs}


# The auction Laws written for the older editions: 28, 33 and 34 read the same in all
# three, 35 rules nothing itself in 2007; 25-27, 29-32 and 36-39 are replaced in the
# editions' packages where they differ (24 is with the play Laws).
_AUCTION: Final = frozenset(range(25, 40)) - {26}

LAWS_2017: Final = Edition("2017", "prohibit", frozenset(range(1, 94)))
_PLAY_LAWS: Final = frozenset({9, 24, *range(45, 68), 68, 69})
"""The Laws of the play period checked against the 2007 and 1997 texts: the same there,
or with their differences written as the edition's own rule functions (48 and 59 read the
same in the three; of 68 and 69 the engine models the claim agreed, 63A3's difference)."""

# In the auction both older editions number otherwise: the awareness of damage (2017
# 72C) is their Law 23; a later call at LHO's turn (2017 30B2, 31C, 32C) is their 30B3,
# the footnote of 31B, and Law 25 for a double or redouble; 17D3 is 2007's 17E2 and
# 1997's 34; 2017's 25A4-25A6 are 2007's 25A2-25A4 and 1997's 25A; 1997's condoned
# calls are its Law 35, and its 36 and 37 have no sections.
_AUCTION_2007: Final = _moved(
    "2007", ("17D3", "17E2"), ("25A4", "25A2"), ("25A5", "25A3"), ("25A6", "25A4"),
    ("72C", "23"), ("30B2", "30B3"), ("31C", "31B"), ("32C", "25"))
_AUCTION_1997: Final = _moved(
    "1997", ("17D3", "34"), ("25A1", "25A"), ("25A4", "25A"), ("25A5", "25A"),
    ("25A6", "25A"), ("72C", "23"), ("30B2", "30B3"), ("31C", "31B"), ("32C", "25"),
    ("36A", "35A"), ("36B1", "36"), ("36B2", "36"), ("36B3", "36"), ("36B4", "36"),
    ("37A", "35B"), ("37B", "37"), ("37B2", "37"))

LAWS_2007: Final = Edition("2007", "require-or-prohibit", _PLAY_LAWS | _AUCTION, {**_moved(
    "2007", ("16C", "16D"), ("16C1", "16D1"), ("16C2", "16D2"), ("16D", "16C"),
    ("64C1", "64C"), ("64C2(a)", "64C"), ("64C2(b)", "64C"), ("53B", "53C"), ("53C", "53B"),
    ("56B", "54D"), ("57A4", "57A3"), ("57C2", "57C1"), ("57C3", "57C2"), ("50E4", "50E3"),
    ("24D", "24"), ("24E", "24"), ("72C", "23")), **_AUCTION_2007})
LAWS_1997: Final = Edition("1997", "require-or-prohibit", _PLAY_LAWS | _AUCTION, {**_moved(
    "1997", ("16B", "16A"), ("16B1", "16A1"), ("16D", "16B"), ("67B2(a)", "67B2"),
    ("67B2(b)", "67B2"), ("47F2", "47F"), ("53B", "53C"), ("53C", "53B"), ("56B", "56"),
    ("57A4", "57A3"), ("57C1", "57C"), ("57C2", "57C"), ("57C3", "45C"), ("50E2", "16A"),
    ("50E4", "16A"), ("50D1(a)", "50D1"), ("50D1(b)", "50D1"), ("24D", "24"), ("24E", "24"),
    ("64C1", "64C"), ("64C2(a)", "64C"), ("64C2(b)", "64C"), ("63B", "63C")),
    **_AUCTION_1997})
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
