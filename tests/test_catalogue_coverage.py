"""No user-visible string escapes the catalogue: the command line prints, and the engine
and ``check`` refuse or report, only what a catalogue message says.

The scan reads the syntax tree of the modules that talk to the user and looks at what
reaches the user: the arguments of ``print`` and ``write`` in the command line, of the
errors a user sees (``UsageError``, ``CommandError``, ``IllegalCallError``, ...), and
the message of a ``Problem``. A string literal there with words in it, or an f-string
with words around its places, is English that no translator can reach; a catalogue key
(``cli.check.ok``) is fine. The few strings allowed are data, not words: the program's
name before its own messages and the seat letters of a diagram.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "bridgelaws"

# Modules whose output is words for the user (results.py has its own words table and
# another owner: see docs/messages.md).
MODULES = sorted([
    *(PACKAGE / "cli").glob("*.py"),
    PACKAGE / "engine" / "strict.py",
    *(PACKAGE / "procedure").glob("*.py"),
    *(PACKAGE / "laws").glob("law*.py"),
    PACKAGE / "engine" / "tablemode.py",
    PACKAGE / "engine" / "tableplay.py",
    PACKAGE / "formats" / "pbn.py",
    PACKAGE / "formats" / "pbntags.py",
    PACKAGE / "formats" / "lin.py",
    PACKAGE / "parsing.py",
    PACKAGE / "values" / "deal.py",
    PACKAGE / "formats" / "text.py",
    PACKAGE / "formats" / "sessionfile.py",
    PACKAGE / "scoring" / "session.py",
    PACKAGE / "formats" / "movementfile.py",
    PACKAGE / "formats" / "scoretable.py",
])

ERRORS = {"UsageError", "CommandError", "CliError", "IllegalCallError", "IllegalPlayError",
          "IllegalActionError", "IrregularActionError", "BoardWaitingError", "PbnError",
          "NumberError", "DealError", "FileRefusedError", "SessionError", "SessionFileError",
          "ReasonError", "_Bad", "MovementError", "fail"}
PRINTS = {"print", "write"}
KEY = re.compile(r"^[a-z][a-z0-9-]*(\.[A-Za-z0-9-]+)+$")
WORDS = re.compile(r"[A-Za-z]{2,}")
ALLOWED = {"bridgelaws ", "<session>", "bridgelaws check: ", "bridgelaws score: ", "NESW"}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else ""


def _words(node: ast.expr) -> list[str]:
    """The literal text with words in an argument (not inside a nested call, which is
    judged on its own)."""
    found = []
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, ast.Call):
            continue
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            text = n.value
            if WORDS.search(text) and not KEY.match(text) and text not in ALLOWED:
                found.append(text)
            continue
        stack.extend(ast.iter_child_nodes(n))
    return found


def _stray(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    cli = path.parent.name == "cli"
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if cli:  # the --help texts: help= and description= of argparse
            for keyword in node.keywords:
                if keyword.arg in ("help", "description"):
                    out += [f"{path.name}:{node.lineno}: {keyword.arg}={text!r}"
                            for text in _words(keyword.value)]
        if name in ERRORS or (cli and name in PRINTS):
            args = node.args
        elif name == "Problem":
            args = node.args[2:3]
        else:
            continue
        for arg in args:
            out += [f"{path.name}:{node.lineno}: {name}({text!r})" for text in _words(arg)]
    return out


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_user_visible_string_escapes_the_catalogue(path: Path) -> None:
    assert _stray(path) == []


def test_the_scan_finds_a_stray_sentence(tmp_path: Path) -> None:
    bad = tmp_path / "cli" / "bad.py"
    bad.parent.mkdir()
    bad.write_text('print(f"{path}: no such file")\n'
                   'raise UsageError(Message("cli.error.no.file"))\n'
                   'out.write(say("cli.check.ok", lang) + "\\n")\n'
                   'p.add_argument("--json", help="print JSON")\n'
                   'p.add_argument("--xml", help=say("help.json", lang))\n', encoding="utf-8")
    assert _stray(bad) == ["bad.py:1: print(': no such file')",
                           "bad.py:4: help='print JSON'"]
