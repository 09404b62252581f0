"""The project's promises to a new user: the README's examples run, CI runs the README's
test command, and the core imports nothing outside the standard library."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README, re.DOTALL)


def test_quick_start_has_exactly_two_commands() -> None:
    quick = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    commands = re.findall(r"```sh\n(.*?)```", quick, re.DOTALL)
    assert len(commands) == 2
    assert all(c.strip().count("\n") == 0 for c in commands)


def test_quick_start_installs_into_a_virtual_environment_and_leaves_the_clone_clean() -> None:
    # PEP 668 systems (Debian 12, Ubuntu 24.04) refuse pip outside a virtual environment;
    # the first command writes only to the ignored .venv and to the temporary folder
    quick = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    commands = [c.strip() for c in re.findall(r"```sh\n(.*?)```", quick, re.DOTALL)]
    assert all(c.startswith("sh scripts/venv") for c in commands)
    assert "pip install" not in " ".join(commands)
    for target in re.findall(r">\s*(\S+)", commands[0]):
        assert target.startswith('"${TMPDIR:-/tmp}/'), target
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert ".venv/" in ignored


def test_ci_runs_the_readme_test_command() -> None:
    quick = README.split("## Quick start", 1)[1]
    test_command = re.findall(r"```sh\n(.*?)```", quick, re.DOTALL)[1].strip()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test_command in ci


def test_readme_python_examples_run() -> None:
    import textwrap

    code, table_mode, play = (textwrap.dedent(block) for block in _blocks("python"))
    namespace: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), namespace)
    table = namespace["table"]
    assert (table.result, table.score) == (7, (90, -90))  # type: ignore[attr-defined]
    exec(compile(table_mode, "README.md", "exec"), namespace)
    t = namespace["t"]
    assert t.obligations  # type: ignore[attr-defined]
    exec(compile(play, "README.md", "exec"), namespace)
    t = namespace["t"]
    assert [str(c) for c in t.penalty_cards[namespace["Seat"].WEST]] == ["D8"]  # type: ignore
    assert t.revokes[0].corrected  # type: ignore[attr-defined]


OUTER = ("formats", "cli", "web", "dd", "store", "__main__")
"""The packages that may depend on the core and on other libraries; everything else under
src/bridgelaws is the core."""


def _core_modules() -> list[Path]:
    package = ROOT / "src" / "bridgelaws"
    return [path for path in sorted(package.rglob("*.py"))
            if path.relative_to(package).parts[0].removesuffix(".py") not in OUTER]


def test_the_core_is_found_by_walking_the_package() -> None:
    names = {p.relative_to(ROOT / "src").as_posix() for p in _core_modules()}
    for expected in ("bridgelaws/values/cards.py", "bridgelaws/procedure/auction.py",
                     "bridgelaws/engine/table.py", "bridgelaws/scoring/session.py",
                     "bridgelaws/messages/__init__.py", "bridgelaws/errors.py"):
        assert expected in names
    assert not any("/formats/" in n or "/cli/" in n for n in names)


def test_core_depends_only_on_the_standard_library() -> None:
    allowed = set(sys.stdlib_module_names) | {"bridgelaws"}
    outward = tuple(f"bridgelaws.{name}" for name in OUTER)
    for path in _core_modules():
        name = path.relative_to(ROOT / "src").as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                modules = [node.module]
            else:
                continue
            for module in modules:
                top = module.split(".")[0]
                assert top in allowed or top == "__future__", f"{name} imports {module}"
                assert not module.startswith(outward), (
                    f"the core module {name} must not depend on {module}"
                )
