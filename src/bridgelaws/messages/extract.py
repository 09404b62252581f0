"""The catalogue keys a Python module names, for ``pybabel extract`` (standard library
only; Babel calls :func:`extract_keys` through ``babel.cfg``).

Babel's own Python extractor takes the first argument of a keyword call, so it misses a
key chosen by a conditional (``"pass.rest" if rest else "pass.next"``), kept in a
variable or a table, or passed to a helper. This one reads the module's syntax tree:

* in a call to ``Message``, ``N_``, ``Term`` or ``T_``, or as the key argument of the
  engine's ``_note(kind, law, key, ...)``: every string the argument can be (both sides
  of a conditional, every string assigned to the variable it names);
* every other string constant shaped like a dotted key (``revoke.established``,
  ``breach.dummy.looks``) outside docstrings, wherever it is (a key kept in a table).

Keys of ``Term`` and ``T_`` are the words filled into places: they are extracted with
the gettext context ``term``. A key built at run time from a name (``f"chose.{how}"``)
is listed with ``N_``/``T_`` in :mod:`bridgelaws.messages`, where it is found too.

>>> import io
>>> source = b'''
... from bridgelaws.messages import Message, Term
... key = "led.auction" if led else "exposed.auction"
... m = Message("revoke", seat=s, severity=Term("severity.major"))
... '''
>>> [(m, c) for _, _, m, c in extract_keys(io.BytesIO(source), {}, [], {})]
[('exposed.auction', []), ('led.auction', []), ('revoke', []), (('term', 'severity.major'), [])]
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import IO, Any, Final

__all__ = ["extract_keys", "keys_in_source"]

_MESSAGE_CALLS: Final = {"Message": 0, "N_": 0, "_note": 2}
_TERM_CALLS: Final = {"Term": 0, "T_": 0}
_SHAPE: Final = re.compile(r"^[a-z][a-z0-9-]*(\.[A-Za-z0-9-]+)+$")
TERM_CONTEXT: Final = "term"


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _strings(node: ast.expr) -> Iterator[ast.Constant]:
    """The string constants an argument can be."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node
    elif isinstance(node, ast.IfExp):
        yield from _strings(node.body)
        yield from _strings(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _strings(value)


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def keys_in_source(source: str) -> list[tuple[int, str | None, str]]:
    """``(line, context, key)`` for every key the module names, in source order."""
    tree = ast.parse(source)
    scan_all = "def N_(" not in source  # not the catalogue module itself
    assigned: dict[str, list[ast.expr]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    assigned.setdefault(target.id, []).append(node.value)
    out: list[tuple[int, str | None, str]] = []
    seen: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        for calls, context in ((_MESSAGE_CALLS, None), (_TERM_CALLS, TERM_CONTEXT)):
            index = calls.get(name)
            if index is None or len(node.args) <= index:
                continue
            argument = node.args[index]
            values = assigned.get(argument.id, []) if isinstance(argument, ast.Name) else [
                argument]
            for value in values:
                for constant in _strings(value):
                    if id(constant) not in seen and isinstance(constant.value, str):
                        seen.add(id(constant))
                        out.append((constant.lineno, context, constant.value))
    if scan_all:
        skip = _docstrings(tree) | seen
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and id(node) not in skip and _SHAPE.match(node.value)):
                out.append((node.lineno, None, node.value))
    return sorted(out, key=lambda t: (t[0], t[2]))


def extract_keys(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Sequence[str],
                 options: Mapping[str, Any]) -> Iterator[tuple[int, str, Any, list[str]]]:
    """A Babel extraction method: each key as a ``gettext`` message, each term as a
    ``pgettext`` message in the context ``term`` (``babel.cfg`` maps ``**.py`` here)."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for line, context, key in keys_in_source(source):
        if context is None:
            yield line, "", key, []
        else:
            yield line, "pgettext", (context, key), []
