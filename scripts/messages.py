"""The gettext catalogues of bridgelaws: compile, check and keep in step (needs Babel).

    python scripts/messages.py compile   # every .po -> its .mo, next to it
    python scripts/messages.py check     # exit 1 when a .mo is older than its .po
    python scripts/messages.py sync      # every language gets the English keys: new keys
                                         # empty, gone keys dropped, English as a note

The catalogues are ``src/bridgelaws/messages/locale/<lang>/LC_MESSAGES/bridgelaws.po``;
English (``en``) is the source: its msgids are the catalogue keys and its msgstrs the
English texts. The ``.mo`` files are shipped in the repository, so an install needs no
Babel; ``tests/test_messages.py`` checks they match the ``.po`` files. Babel is in the
``i18n`` and ``test`` extras: ``sh scripts/venv i18n``. See docs/messages.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "src" / "bridgelaws" / "messages" / "locale"
DOMAIN = "bridgelaws"
WIDTH = 100


def po_files() -> list[Path]:
    """Every catalogue, English first."""
    return sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"),
                  key=lambda p: (p.parts[-3] != "en", p.parts[-3]))


def language(path: Path) -> str:
    return path.parts[-3]


def read(path: Path) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=language(path), domain=DOMAIN)


def write(path: Path, catalogue: Catalog) -> None:
    with path.open("wb") as f:
        write_po(f, catalogue, width=WIDTH)


def compile_all() -> list[Path]:
    """Write the .mo of every .po (translated, non-fuzzy entries only)."""
    written = []
    for po in po_files():
        mo = po.with_suffix(".mo")
        with mo.open("wb") as f:
            write_mo(f, read(po), use_fuzzy=False)
        written.append(mo)
    return written


def _entries(catalogue: Catalog) -> dict[tuple[str | None, object], object]:
    """The translated, non-fuzzy entries of a catalogue: (context, id) -> text(s)."""
    out: dict[tuple[str | None, object], object] = {}
    for m in catalogue:
        if not m.id or m.fuzzy:
            continue
        strings = tuple(m.string) if isinstance(m.string, tuple | list) else (m.string,)
        if all(strings):
            key = m.id[0] if isinstance(m.id, tuple | list) else m.id
            out[(m.context, key)] = tuple(strings)
    return out


def stale() -> list[str]:
    """The catalogues whose .mo is missing or differs from the .po, with the first
    difference."""
    problems = []
    for po in po_files():
        mo = po.with_suffix(".mo")
        if not mo.exists():
            problems.append(f"{mo.relative_to(ROOT)}: missing")
            continue
        with mo.open("rb") as f:
            compiled = _entries(read_mo(f))
        source = _entries(read(po))
        if compiled != source:
            keys = sorted(set(compiled) ^ set(source), key=str) or sorted(
                (k for k in source if compiled.get(k) != source[k]), key=str)
            problems.append(f"{mo.relative_to(ROOT)}: differs from the .po "
                            f"(first at {keys[0][1]!r})")
    return problems


def _english_note(message: Message) -> list[str]:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return list(dict.fromkeys(strings))


def sync() -> list[Path]:
    """Give every translation the keys of English, in English's order: a new key is
    added untranslated, a key English no longer has is dropped, and each entry's note
    (``#.``) is the current English text. A translation that English changed is not
    detected here; review the notes in a diff."""
    english = read(LOCALE / "en" / "LC_MESSAGES" / f"{DOMAIN}.po")
    written = []
    for po in po_files():
        if language(po) == "en":
            continue
        old = read(po)
        new = Catalog(locale=language(po), domain=DOMAIN, header_comment=old.header_comment,
                      project=old.project, version=old.version,
                      copyright_holder=old.copyright_holder,
                      msgid_bugs_address=old.msgid_bugs_address,
                      creation_date=old.creation_date, revision_date=old.revision_date,
                      last_translator=old.last_translator, language_team=old.language_team,
                      fuzzy=False)
        fallback = language(po).partition("_")[2] != ""  # de_CH: only what differs
        for m in english:
            if not m.id:
                continue
            key = m.id[0] if isinstance(m.id, tuple | list) else m.id
            had = old.get(key, context=m.context)
            if had is None and fallback:
                continue
            if had is not None and isinstance(had.string, tuple) == isinstance(m.string, tuple):
                string = had.string
            else:
                string = ("", "") if isinstance(m.string, tuple) else ""
            new.add(m.id, string, context=m.context, auto_comments=_english_note(m),
                    user_comments=had.user_comments if had else [],
                    flags=m.flags - {"fuzzy"} | (had.flags & {"fuzzy"} if had else set()))
        write(po, new)
        written.append(po)
    return written


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else ""
    if command == "compile":
        for path in compile_all():
            print(path.relative_to(ROOT))
        return 0
    if command == "check":
        problems = stale()
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print("run: python scripts/messages.py compile", file=sys.stderr)
        return 1 if problems else 0
    if command == "sync":
        for path in sync():
            print(path.relative_to(ROOT))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
