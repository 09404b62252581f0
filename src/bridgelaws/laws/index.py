"""The clause index: every Law, section and sub-clause of an edition, checked by reference.

A law reference is written the way the Laws number their clauses: the law number, a
capital letter for the section, a digit for the numbered subsection, then a parenthesised
lower-case letter and a parenthesised roman numeral, as in ``77``, ``64A2``, ``50D2(a)``
or ``30B1(b)(ii)``. :func:`law` turns such a reference into a :class:`Clause`, and fails at
once when the clause does not exist in the edition:

>>> law("27B1(a)")
'27B1(a)'
>>> law("27B1(a)").parent
'27B1'
>>> law("27B").summary
'insufficient bid not accepted'
>>> law("22A2")
Traceback (most recent call last):
...
bridgelaws.laws.index.UnknownClauseError: no clause 22A2 in the 2017 Laws

The index of each edition is a text file in ``clauses/`` (one clause per line: the
reference, a tab, a short title in our own words). It is read once, on first use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

__all__ = [
    "EDITIONS",
    "REFERENCE",
    "Clause",
    "UnknownClauseError",
    "clauses",
    "law",
    "parse",
]

EDITIONS: tuple[str, ...] = ("2017", "2007", "1997")
"""The editions with a clause index, newest first."""

DEFAULT_EDITION = "2017"

_ROMAN = "viii|vii|vi|iv|v|iii|ii|ix|x|i"
REFERENCE = re.compile(
    r"(?P<law>[1-9][0-9]?)"
    r"(?:(?P<section>[A-Z])"
    r"(?:(?P<subsection>[1-9][0-9]?)"
    r"(?:\((?P<item>[a-z])\)"
    rf"(?:\((?P<subitem>{_ROMAN})\))?)?)?)?"
)
"""A canonical law reference (use ``fullmatch``): ``77``, ``64A2``, ``30B1(b)(ii)``."""

_LOOSE = re.compile(
    r"(?:laws?|l|§|art(?:ikel|\.)?|regel)?\s*"
    r"(?P<law>[0-9]{1,2})\s*"
    r"(?:(?P<section>[a-z])\s*"
    r"(?:(?P<subsection>[0-9]{1,2})\s*"
    r"(?:\(?\s*(?P<item>[a-z])\s*\)?\s*"
    rf"(?:\(\s*(?P<subitem>{_ROMAN})\s*\))?)?)?)?",
    re.IGNORECASE,
)


class UnknownClauseError(ValueError):
    """A law reference that is malformed, or names no clause of the edition."""


class Clause(str):
    """A clause of the Laws: a ``str`` (the canonical reference) that knows its edition.

    It compares and hashes like its reference, so it can stand wherever a law string
    stands today.

    >>> c = law("30B1(b)(ii)")
    >>> c == "30B1(b)(ii)", c.number, c.edition
    (True, 30, '2017')
    >>> [str(p) for p in c.ancestors]
    ['30B1(b)', '30B1', '30B', '30']
    >>> law("64B").children[:3]
    ('64B1', '64B2', '64B3')
    >>> law("50").heading
    'Disposition of a penalty card'
    """

    _edition: str

    def __new__(cls, reference: str, edition: str = DEFAULT_EDITION) -> Clause:
        """The clause ``reference`` of ``edition``; the same as :func:`law`."""
        if edition not in EDITIONS:
            raise UnknownClauseError(
                f"no clause index for the {edition} Laws (known: {', '.join(EDITIONS)})"
            )
        if not isinstance(reference, str) or not REFERENCE.fullmatch(reference):
            raise UnknownClauseError(
                f"{reference!r} is not a law reference in canonical form, such as 27B1(a)"
            )
        if reference not in _index(edition).summaries:
            raise UnknownClauseError(f"no clause {reference} in the {edition} Laws")
        self = super().__new__(cls, reference)
        self._edition = edition
        return self

    def __repr__(self) -> str:
        return str.__repr__(self)

    def __reduce__(self) -> tuple[type[Clause], tuple[str, str]]:
        return (Clause, (str(self), self._edition))

    @property
    def edition(self) -> str:
        """The edition of the Laws, such as ``"2017"``."""
        return self._edition

    @property
    def number(self) -> int:
        """The number of the Law the clause belongs to: 27 for ``27B1(a)``."""
        return int(_parts(self)[0])

    @property
    def parent(self) -> Clause | None:
        """The enclosing clause (``27B1`` for ``27B1(a)``), or None for a whole Law."""
        parent = _parent(self)
        return None if parent is None else Clause(parent, self._edition)

    @property
    def ancestors(self) -> tuple[Clause, ...]:
        """The enclosing clauses, innermost first, up to the Law itself."""
        out: list[Clause] = []
        clause = self.parent
        while clause is not None:
            out.append(clause)
            clause = clause.parent
        return tuple(out)

    @property
    def children(self) -> tuple[Clause, ...]:
        """The clauses directly inside this one, in the order of the Laws."""
        refs = _index(self._edition).children.get(str(self), ())
        return tuple(Clause(ref, self._edition) for ref in refs)

    @property
    def law(self) -> Clause:
        """The whole Law the clause belongs to: ``27`` for ``27B1(a)``."""
        return Clause(_parts(self)[0], self._edition)

    @property
    def summary(self) -> str:
        """A short title in our own words; may be empty for a deep sub-clause."""
        return _index(self._edition).summaries[str(self)]

    @property
    def heading(self) -> str:
        """The summary of the clause, or failing that of its nearest enclosing clause."""
        clause: Clause | None = self
        while clause is not None:
            if clause.summary:
                return clause.summary
            clause = clause.parent
        return ""  # pragma: no cover - every Law has a summary


def law(reference: str, edition: str = DEFAULT_EDITION) -> Clause:
    """The clause ``reference`` of ``edition``; :class:`UnknownClauseError` if there is none.

    Only the canonical form is accepted (see :func:`parse` for user input).

    >>> law("50D2(a)")
    '50D2(a)'
    >>> law("50E", "2007").summary
    'information from a penalty card'
    >>> law("50E", "1997")
    Traceback (most recent call last):
    ...
    bridgelaws.laws.index.UnknownClauseError: no clause 50E in the 1997 Laws
    >>> law("27 B")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bridgelaws.laws.index.UnknownClauseError: '27 B' is not a law reference in canonical form...
    """
    return Clause(reference, edition)


def parse(text: str, edition: str | None = None) -> str:
    """The canonical form of a law reference typed by a user, such as ``"27 B 1 (a)"``.

    Spaces go, the section letter is upper-cased, the sub-items lower-cased, and a
    leading "Law" (or "Artikel", "Regel", "§") is dropped. With ``edition`` the result is
    checked against that edition's index and returned as a :class:`Clause`.

    >>> parse("27 B 1 (a)")
    '27B1(a)'
    >>> parse("Law 30b1(B)(ii)")
    '30B1(b)(ii)'
    >>> parse("64 A 2", "2017").summary
    'offender did not win the revoke trick'
    >>> parse("22 A 2", "2007").edition
    '2007'
    >>> parse("twenty-seven")
    Traceback (most recent call last):
    ...
    bridgelaws.laws.index.UnknownClauseError: 'twenty-seven' is not a law reference
    """
    m = _LOOSE.fullmatch(text.strip())
    if m is None or int(m["law"]) == 0:
        raise UnknownClauseError(f"{text!r} is not a law reference")
    ref = str(int(m["law"]))
    if m["section"]:
        ref += m["section"].upper()
    if m["subsection"]:
        ref += str(int(m["subsection"]))
    if m["item"]:
        ref += f"({m['item'].lower()})"
    if m["subitem"]:
        ref += f"({m['subitem'].lower()})"
    if edition is not None:
        return Clause(ref, edition)
    return ref


def clauses(edition: str = DEFAULT_EDITION) -> tuple[Clause, ...]:
    """Every clause of ``edition``, in the order of the Laws.

    >>> all_2017 = clauses("2017")
    >>> all_2017[0], all_2017[-1].number
    ('1', 93)
    """
    if edition not in EDITIONS:
        raise UnknownClauseError(
            f"no clause index for the {edition} Laws (known: {', '.join(EDITIONS)})"
        )
    return tuple(Clause(ref, edition) for ref in _index(edition).summaries)


def _parts(reference: str) -> tuple[str, ...]:
    """The components of a canonical reference: ``("27", "B", "1", "(a)")``."""
    m = REFERENCE.fullmatch(reference)
    assert m is not None
    out = [m["law"]]
    for name in ("section", "subsection"):
        if m[name]:
            out.append(m[name])
    for name in ("item", "subitem"):
        if m[name]:
            out.append(f"({m[name]})")
    return tuple(out)


def _parent(reference: str) -> str | None:
    parts = _parts(reference)
    return "".join(parts[:-1]) if len(parts) > 1 else None


@dataclass(frozen=True)
class _Index:
    summaries: dict[str, str]
    children: dict[str, tuple[str, ...]]


@cache
def _index(edition: str) -> _Index:
    """Read and check ``clauses/<edition>.txt`` (once)."""
    name = f"{edition}.txt"
    text = resources.files(__package__).joinpath("clauses", name).read_text(encoding="utf-8")
    summaries: dict[str, str] = {}
    children: dict[str, list[str]] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        ref, _, summary = line.partition("\t")
        where = f"clauses/{name}:{number}"
        if not REFERENCE.fullmatch(ref):
            raise ValueError(f"{where}: {ref!r} is not a canonical law reference")
        if ref in summaries:
            raise ValueError(f"{where}: {ref} is listed twice")
        parent = _parent(ref)
        if parent is not None and parent not in summaries:
            raise ValueError(f"{where}: {ref} comes before its parent {parent}")
        if parent is None and not summary.strip():
            raise ValueError(f"{where}: Law {ref} has no summary")
        summaries[ref] = summary.strip()
        if parent is not None:
            children.setdefault(parent, []).append(ref)
    return _Index(summaries, {k: tuple(v) for k, v in children.items()})
