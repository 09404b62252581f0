"""The clause index (issue 11, item 3): every law reference is checked against the Laws."""

from __future__ import annotations

import ast
import pickle
import re
from pathlib import Path

import pytest

from bridgelaws.laws import Clause, UnknownClauseError, clauses, law, parse
from bridgelaws.laws.index import EDITIONS, REFERENCE

SRC = Path(__file__).resolve().parents[2] / "src" / "bridgelaws"

# --- lookups ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "ref", ["77", "64A2", "27B1(a)", "50D2(a)", "30B1(b)(ii)", "12C1(e)(i)", "80B2(g)(ii)",
            "80B2(l)", "16B1(a)", "93C3(b)", "1A", "88", "22B"],
)
def test_known_clauses_resolve(ref: str) -> None:
    clause = law(ref)
    assert isinstance(clause, Clause) and isinstance(clause, str)
    assert clause == ref and str(clause) == ref and hash(clause) == hash(ref)
    assert clause.edition == "2017"
    assert clause.number == int(re.match(r"\d+", ref).group())  # type: ignore[union-attr]


def test_a_clause_stands_where_a_string_stands() -> None:
    clause = law("27B1(a)")
    assert f"Law {clause}" == "Law 27B1(a)"
    assert {"27B1(a)": 1}[clause] == 1
    assert clause in {"27B1(a)", "16C"}
    assert repr(clause) == "'27B1(a)'"
    assert pickle.loads(pickle.dumps(clause)) == clause
    assert pickle.loads(pickle.dumps(clause)).edition == "2017"


@pytest.mark.parametrize(
    "ref", ["22A2", "94", "27E", "27B5", "27B1(c)", "12C1(e)(iii)", "33A", "2A",
            "50D3", "64B9", "1D", "78E"],
)
def test_unknown_clauses_raise(ref: str) -> None:
    with pytest.raises(UnknownClauseError, match=rf"no clause {re.escape(ref)} in the 2017 Laws"):
        law(ref)


@pytest.mark.parametrize(
    "text", ["27 B", "0", "27b", " 27B", "27B1a", "27B(a)", "027B", "Law 27", "27B1(A)", "", "B27"],
)
def test_non_canonical_forms_are_refused(text: str) -> None:
    with pytest.raises(UnknownClauseError, match="canonical"):
        law(text)


def test_unknown_clause_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        law("22A2")
    with pytest.raises(UnknownClauseError, match="no clause index for the 1963 Laws"):
        law("27", "1963")
    with pytest.raises(UnknownClauseError, match="1963"):
        clauses("1963")


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("27 B 1 (a)", "27B1(a)"), ("27b1(a)", "27B1(a)"), ("Law 50D2(a)", "50D2(a)"),
     ("law 30 b 1 (b) (ii)", "30B1(b)(ii)"), ("77", "77"), ("  64 A 2 ", "64A2"),
     ("Artikel 12C1", "12C1"), ("§ 27 B", "27B"), ("27B1a", "27B1(a)")],
)
def test_parse_normalises_user_input(text: str, canonical: str) -> None:
    assert parse(text) == canonical
    assert parse(text, "2017") == canonical
    assert isinstance(parse(text, "2017"), Clause)


@pytest.mark.parametrize("text", ["", "Law", "27B1(a)(b)", "B27", "27 B 1 (a) x", "0"])
def test_parse_refuses_what_is_not_a_reference(text: str) -> None:
    with pytest.raises(UnknownClauseError):
        parse(text)


def test_parse_with_an_edition_checks_the_index() -> None:
    assert parse("22 A 2") == "22A2"
    with pytest.raises(UnknownClauseError, match="no clause 22A2"):
        parse("22 A 2", "2017")


# --- structure ---------------------------------------------------------------------------


def test_parents() -> None:
    c = law("27B1(a)")
    assert c.parent == "27B1"
    assert c.parent.parent == "27B"  # type: ignore[union-attr]
    assert c.parent.parent.parent == "27"  # type: ignore[union-attr]
    assert c.parent.parent.parent.parent is None  # type: ignore[union-attr]
    assert c.ancestors == ("27B1", "27B", "27")
    assert c.law == "27" and law("27").law == "27"
    assert all(isinstance(a, Clause) and a.edition == "2017" for a in c.ancestors)
    assert law("30B1(b)(ii)").parent == "30B1(b)"


def test_children() -> None:
    assert law("27").children == ("27A", "27B", "27C", "27D")
    assert law("27B").children == ("27B1", "27B2", "27B3", "27B4")
    assert law("27B1").children == ("27B1(a)", "27B1(b)")
    assert law("27B1(a)").children == ()
    assert law("64B").children == tuple(f"64B{i}" for i in range(1, 9))
    assert law("12C1(e)").children == ("12C1(e)(i)", "12C1(e)(ii)")
    assert law("77").children == ()


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_edition_has_laws_1_to_93(edition: str) -> None:
    laws = [c for c in clauses(edition) if c.parent is None]
    assert [c.number for c in laws] == list(range(1, 94))
    assert all(c.summary for c in laws)


@pytest.mark.parametrize("edition", EDITIONS)
def test_index_is_consistent(edition: str) -> None:
    all_clauses = clauses(edition)
    refs = [str(c) for c in all_clauses]
    assert len(refs) == len(set(refs))
    assert all(REFERENCE.fullmatch(r) for r in refs)
    position = {r: i for i, r in enumerate(refs)}
    for c in all_clauses:
        assert c.edition == edition
        if c.parent is not None:
            assert position[c.parent] < position[c]
            assert c in c.parent.children
        # every lettered section has a summary
        if c.parent is not None and c.parent.parent is None:
            assert c.summary, f"{c} ({edition}) has no summary"
        assert c.heading
    # numbering is contiguous: A, B, C...; 1, 2, 3...; (a), (b)...; (i), (ii)...
    romans = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]
    for c in all_clauses:
        kids = [str(k)[len(c):] for k in c.children]
        if not kids:
            continue
        if kids[0].isalpha():
            expected = [chr(ord("A") + i) for i in range(len(kids))]
        elif kids[0].isdigit():
            expected = [str(i) for i in range(1, len(kids) + 1)]
        elif kids[0].strip("()") in romans and str(c).endswith(")"):
            expected = [f"({r})" for r in romans[: len(kids)]]
        else:
            expected = [f"({chr(ord('a') + i)})" for i in range(len(kids))]
        assert kids == expected, f"{edition} {c}: {kids}"


@pytest.mark.parametrize(
    ("edition", "total", "sections"),
    [("2017", (800, 900), (260, 290)), ("2007", (720, 800), (245, 275)),
     ("1997", (560, 650), (240, 270))],
)
def test_clause_counts_are_sane(
    edition: str, total: tuple[int, int], sections: tuple[int, int]
) -> None:
    all_clauses = clauses(edition)
    assert total[0] <= len(all_clauses) <= total[1]
    lettered = [c for c in all_clauses if len(c.ancestors) == 1]
    assert sections[0] <= len(lettered) <= sections[1]
    # later editions are more finely divided
    if edition != "1997":
        assert len(all_clauses) > len(clauses("1997"))


def test_clause_counts_per_edition() -> None:
    counts = {e: len(clauses(e)) for e in EDITIONS}
    assert counts["2017"] > counts["2007"] > counts["1997"]


def test_clauses_are_in_order_and_cached() -> None:
    all_2017 = clauses("2017")
    assert all_2017[0] == "1" and all_2017[1] == "1A"
    assert all_2017.index(law("27B")) < all_2017.index(law("27B1")) < all_2017.index(law("27C"))
    assert clauses("2017") == all_2017


def test_summaries() -> None:
    assert law("27B").summary == "insufficient bid not accepted"
    assert law("27").summary == "Insufficient bid"
    assert law("12C1(e)(ii)").heading  # a deep clause still has a title
    assert law("50").heading == "Disposition of a penalty card"


# --- edition differences ---------------------------------------------------------------


def test_2017_structure() -> None:
    """Clauses the 2017 text has, and clauses earlier editions had but 2017 has not."""
    for ref in ["22A", "22B", "23A3", "23C", "26A", "26B", "27B1(b)", "27D", "50E4", "51B2(c)",
                "62C3", "63A4", "64B8", "64C2(b)", "68D2(b)(ii)", "12C2(d)", "57D", "36C"]:
        law(ref)
    for ref in ["22A2", "22B1", "27B1(c)", "64A3", "12C1(f)", "17E", "34A", "56C"]:
        with pytest.raises(UnknownClauseError):
            law(ref)


def test_2007_structure() -> None:
    for ref in ["22A1", "22A2", "22B1", "22B2", "23", "12C1(e)(ii)", "12C1(f)", "17E2", "27B1(b)",
                "27D", "40B6(a)", "50E3", "64B7", "86D", "13F", "25A4", "25B3", "80B2(g)(i)"]:
        law(ref, "2007")
    for ref in ["23A", "27B1(c)", "50E4", "51B2(c)", "62C4", "64B8", "64C2", "12C2(d)", "57D",
                "36C", "26B1", "56A"]:
        with pytest.raises(UnknownClauseError, match="2007"):
            law(ref, "2007")
    assert law("23", "2007").summary == "Awareness of potential damage"
    assert law("23", "2007").children == ()


def test_1997_structure() -> None:
    for ref in ["9A2(b)(ii)", "9B2", "11C", "12C3", "15C", "17E", "25B2(b)(ii)", "25B2(c)",
                "27B1(b)", "27C", "35D", "40E2", "43B2(c)", "50D2(b)", "51B2(b)", "63C", "64B6",
                "71C", "80G", "84E", "86C"]:
        law(ref, "1997")
    for ref in ["50E", "51B2(c)", "27D", "16D", "13D", "20G", "64B7", "64C1", "36A", "25A1",
                "22A1", "12C4", "86D", "75D3", "40B6"]:
        with pytest.raises(UnknownClauseError, match="1997"):
            law(ref, "1997")


def test_edition_differences_in_laws_23_25_27_64() -> None:
    def subtree(ref: str, edition: str) -> list[str]:
        return [str(c) for c in clauses(edition) if c == ref or ref in c.ancestors]

    assert law("23", "2007").summary != law("23", "1997").summary
    assert subtree("25", "2007") != subtree("25", "1997")
    assert subtree("27", "2007") != subtree("27", "1997")
    assert subtree("64", "2007") != subtree("64", "1997")
    assert subtree("64", "2017") != subtree("64", "2007")
    assert law("27", "1997").children == ("27A", "27B", "27C")
    assert law("27", "2007").children == ("27A", "27B", "27C", "27D")


def test_a_clause_knows_its_edition() -> None:
    assert law("22A2", "2007").edition == "2007"
    assert law("22A2", "2007").parent == "22A"
    assert law("22A2", "2007").parent.edition == "2007"  # type: ignore[union-attr]
    assert law("27B", "1997") == law("27B", "2017")  # equal as strings, whatever the edition
    assert law("27B", "1997").summary == law("27B", "2017").summary
    assert law("64A", "1997").summary != law("64A", "2017").summary


# --- every law reference in the package ----------------------------------------------------

# Law references written in the package that do not exist in the 2017 Laws, to be kept
# empty by correcting the references. An entry is a reference ("22A2"), not a path, so
# modules may move; the test fails when an entry is no longer found anywhere.
KNOWN_BAD: frozenset[str] = frozenset()

_BID = re.compile(r"[1-7][CDHSN]")  # "2C", "4H", "7N": calls, not Laws 1-7
_IN_TEXT = re.compile(
    r"\b(?:Laws?|Regeln?|Artikel|§)\s*(?P<ref>[1-9][0-9]?"
    r"(?:[A-Z](?:[1-9][0-9]?(?:\([a-z]\)(?:\([ivx]+\))?)?)?)?)(?![0-9A-Za-z(])"
)


def _edition_of(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> str:
    """The edition a reference is written for: the year given to ``law(REF, YEAR)``, or
    the older edition's own number in ``_moved(YEAR, (2017 REF, ITS REF), ...)``."""
    parent = parents.get(node)
    if isinstance(parent, ast.Call) and len(parent.args) == 2 and parent.args[0] is node:
        year = parent.args[1]
        if isinstance(year, ast.Constant) and isinstance(year.value, str):
            return year.value
    if isinstance(parent, ast.Tuple) and len(parent.elts) == 2 and parent.elts[1] is node:
        call = parents.get(parent)
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) \
                and call.func.id == "_moved" and isinstance(call.args[0], ast.Constant):
            return str(call.args[0].value)
    return "2017"


def _references(path: Path) -> list[tuple[int, str, str]]:
    """(line, reference, edition) for each law reference in the string constants of a
    module.

    A constant that is a law reference as a whole ("27B1(a)", "16C") counts, except a bare
    number and what reads as a call ("2C"); so does "Law 27B1(a)" inside any text. A
    reference is of the 2017 Laws unless written for an older edition (``law("30B3",
    "2007")``).
    """
    found: list[tuple[int, str, str]] = []
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        value = node.value
        if REFERENCE.fullmatch(value) and not value.isdigit() and not _BID.fullmatch(value):
            found.append((node.lineno, value, _edition_of(node, parents)))
            continue
        for m in _IN_TEXT.finditer(value):
            found.append((node.lineno + value.count("\n", 0, m.start()), m["ref"], "2017"))
    return found


def _all_references() -> list[tuple[str, int, str, str]]:
    out = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        out += [(rel, line, ref, year) for line, ref, year in _references(path)]
    return out


def test_the_scanner_finds_references() -> None:
    refs = _all_references()
    assert len(refs) > 300
    found = {ref for _, _, ref, _ in refs}
    assert {"16C", "27B1(a)", "50D2(a)", "64B7"} <= found
    assert "2C" not in found and "1H" not in found


def test_every_law_reference_in_the_package_resolves() -> None:
    bad = set()
    where = []
    for rel, line, ref, year in _all_references():
        try:
            law(ref, year)
        except UnknownClauseError:
            bad.add(ref)
            if ref not in KNOWN_BAD:
                where.append(f"src/bridgelaws/{rel}:{line}: {ref}")
    assert not where, "law references that are not in their edition's Laws:\n" + "\n".join(where)
    assert bad >= KNOWN_BAD, f"fixed, remove from KNOWN_BAD: {sorted(KNOWN_BAD - bad)}"
