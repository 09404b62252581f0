"""The shape of the Laws in code: rule functions grouped by Law in ``bridgelaws.laws``,
each citing its clause; dispatch by tables; questions as data; no closures."""

from __future__ import annotations

import ast
import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bridgelaws.engine import tablemode
from bridgelaws.engine.steps import AnswerType, Finding, rule_name
from bridgelaws.engine.tablemode import ANSWER_RULES, PLAY_RULES, STEP_RULES, TableMode
from bridgelaws.laws import law
from bridgelaws.laws.index import REFERENCE, UnknownClauseError
from bridgelaws.values.board import Board
from bridgelaws.values.cards import Seat
from bridgelaws.values.deal import Deal

PACKAGE = Path(tablemode.__file__).resolve().parents[1]
RULE_MODULES = sorted((PACKAGE / "laws").glob("law[0-9]*.py"))
CITED = re.compile(
    r"\b([1-9][0-9]?(?:[A-H](?:[1-9][0-9]?(?:\([a-z]\)(?:\([ivx]+\))?)?)?)?)(?![0-9])")


def _functions(path: Path) -> list[ast.FunctionDef]:
    return [n for n in ast.parse(path.read_text()).body if isinstance(n, ast.FunctionDef)]


OLDER_MODULES = sorted((PACKAGE / "laws").glob("y[0-9]*/law[0-9]*.py"))


@pytest.mark.parametrize("path", OLDER_MODULES, ids=lambda p: f"{p.parent.name}.{p.stem}")
def test_an_older_editions_rule_function_cites_a_clause_of_its_edition(path: Path) -> None:
    year = path.parent.name[1:]
    for fn in _functions(path):
        doc = ast.get_docstring(fn) or ""
        cited = [m for m in CITED.findall(doc) if REFERENCE.fullmatch(m)]
        assert cited, f"{path.parent.name}.{path.stem}.{fn.name} cites no clause"
        assert f"({year})" in doc, f"{fn.name} does not name its edition"
        for reference in cited:
            law(reference, year)


def test_the_rectifications_live_in_law_modules() -> None:
    assert len(RULE_MODULES) >= 15
    assert sum(len(_functions(p)) for p in RULE_MODULES) >= 120


@pytest.mark.parametrize("path", RULE_MODULES, ids=lambda p: p.stem)
def test_a_law_module_stays_under_500_lines(path: Path) -> None:
    assert len(path.read_text().splitlines()) <= 500


def test_no_class_in_the_package_is_over_800_lines() -> None:
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                assert node.end_lineno is not None
                assert node.end_lineno - node.lineno < 800, (path.name, node.name)


@pytest.mark.parametrize("path", RULE_MODULES, ids=lambda p: p.stem)
def test_every_rule_function_cites_an_existing_clause(path: Path) -> None:
    for fn in _functions(path):
        doc = ast.get_docstring(fn) or ""
        cited = [m for m in CITED.findall(doc) if REFERENCE.fullmatch(m)]
        assert cited, f"{path.stem}.{fn.name} cites no clause"
        for reference in cited:
            law(reference)  # raises UnknownClauseError for a clause that does not exist


@pytest.mark.parametrize("path", [*RULE_MODULES, Path(tablemode.__file__)],
                         ids=lambda p: p.stem)
def test_no_closures_and_no_dispatch_by_built_names(path: Path) -> None:
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            inner = [n for n in ast.walk(node) if n is not node
                     and isinstance(n, ast.FunctionDef | ast.Lambda)]
            assert not inner, f"{path.stem}.{node.name} defines a function inside"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "getattr":
            assert not any(isinstance(a, ast.JoinedStr) for a in node.args), path.stem


def test_every_answer_rule_is_in_the_table_under_its_own_name() -> None:
    found = {f"{p.stem}.{fn.name}" for p in RULE_MODULES for fn in _functions(p)
             if fn.name.endswith(("_found", "_ruled"))}
    assert found == set(ANSWER_RULES)
    for name, rule in ANSWER_RULES.items():
        assert rule_name(rule) == name


def test_every_step_kind_and_play_event_goes_to_a_rule_function() -> None:
    for rule in [*STEP_RULES.values(), *PLAY_RULES.values()]:
        module = inspect.getmodule(rule)
        assert module is not None
        assert module.__name__.startswith((
            "bridgelaws.laws.law", "bridgelaws.engine.tablemode",
            "bridgelaws.laws.y1997.law", "bridgelaws.laws.y2007.law"))
    for name in STEP_RULES:
        assert re.fullmatch(r"[a-z0-9]+", name)


@pytest.mark.parametrize("path", RULE_MODULES, ids=lambda p: p.stem)
def test_a_rule_module_imports_on_its_own(path: Path) -> None:
    # in a fresh interpreter, so that no earlier import of the engine hides a cycle
    done = subprocess.run([sys.executable, "-c", f"import bridgelaws.laws.{path.stem}"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def test_27B1b_a_waiting_question_is_data_with_its_answer_type_and_facts() -> None:
    t = TableMode(Board.numbered(1, DEAL))
    t.call(Seat.NORTH, "1S")
    t.call(Seat.EAST, "1H")
    t.choose(Seat.SOUTH, "refuse")
    t.call(Seat.EAST, "3C")
    step = t.step
    assert step is not None and step.question is not None
    q = step.question
    assert (q.name, q.law, q.answer) == ("comparable", "27B1(b)", AnswerType.YES_NO)
    assert dict(q.facts) == {"offender": Seat.EAST, "withdrawn": q.facts["withdrawn"],
                             "call": q.facts["call"], "penalised": False}
    assert (str(q.facts["withdrawn"]), str(q.facts["call"])) == ("1H", "3C")
    pending = t._pending
    assert pending is not None and pending.then == "law27.comparable_found"
    # nothing in the waiting board is code: its pending step holds only values
    assert not any(callable(v) and not isinstance(v, type) for v in vars(pending).values())


def test_36_a_board_waiting_for_the_director_keeps_values_only() -> None:
    t = TableMode(Board.numbered(1, DEAL))
    t.call(Seat.NORTH, "1S")
    t.call(Seat.EAST, "XX")  # inadmissible redouble (36)
    pending = t._pending
    assert pending is not None and pending.kind == "director"
    assert pending.then == "law36_39.inadmissible_ruled"
    assert all(not callable(v) for v in pending.data.values())


def test_a_refused_action_leaves_the_board_as_its_log_replays() -> None:
    t = TableMode(Board.numbered(1, DEAL))
    t.call(Seat.NORTH, "1S")
    t.call(Seat.EAST, "1H")
    before = [str(r.message) for r in t.trail]
    with pytest.raises(Exception, match="waits"):
        t.apply(Finding("comparable", True))  # no question is asked yet
    assert [str(r.message) for r in t.trail] == before
    t.choose(Seat.SOUTH, "accept")
    assert t.step is None


_LAW_CODE = sorted(
    [*(PACKAGE / "laws").glob("law*.py"), *(PACKAGE / "laws").glob("y*/law*.py"),
     *(PACKAGE / "engine").glob("*.py"),
     *(PACKAGE / "procedure").glob("*.py")]
)


@pytest.mark.parametrize("path", _LAW_CODE, ids=lambda p: p.name)
def test_law_references_in_the_engine_are_checked_clauses(path: Path) -> None:
    """A law reference in the rules and the engine is a module constant made by ``law()``,
    so a clause that does not exist stops the import; no free string stands for a law."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    free = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if not REFERENCE.fullmatch(node.value) or re.fullmatch(r"[1-7][CDHSN]", node.value):
            continue
        parent = parents[node]
        if isinstance(parent, ast.JoinedStr):  # a piece of law(f"{base}1")
            parent = parents[parent]
        if isinstance(parent, ast.Expr):  # a docstring
            continue
        call = parent if isinstance(parent, ast.Call) else None
        name = call.func.id if call is not None and isinstance(call.func, ast.Name) else ""
        if name == "law" or (call is not None and isinstance(call.func, ast.Attribute)
                             and call.func.attr == "replace"):
            continue
        free.append(f"{path.name}:{node.lineno}: {node.value!r}")
    assert not free, "law references written as free strings:\n" + "\n".join(free)


def test_a_clause_that_does_not_exist_stops_the_import() -> None:
    with pytest.raises(UnknownClauseError, match="no clause 50F"):
        exec(compile('L50F = law("50F")', "<rule module>", "exec"), {"law": law})
