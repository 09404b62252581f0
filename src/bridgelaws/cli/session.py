"""The ``session`` and ``movement`` commands of the command line.

* ``bridgelaws session score FILE --method mp|butler|cross-imp|total|imp|teams
  [--format text|json|csv|html|pbn|usebio]`` scores a session file;
* ``bridgelaws session check FILE`` reports every line that cannot be entered;
* ``bridgelaws session import FILE.pbn [-o SESSIONFILE] [--check]`` reads the score
  tables other scorers wrote into a PBN file and writes a session file;
* ``bridgelaws movement mitchell|howell TABLES`` writes a movement file, and
  ``bridgelaws movement check FILE`` validates one.
"""

from __future__ import annotations

import argparse
import json
import sys
from fractions import Fraction
from pathlib import Path
from typing import TextIO

from bridgelaws.cli.lang import CliError, add_lang_option, language, say
from bridgelaws.errors import reason_of
from bridgelaws.formats import results
from bridgelaws.formats.movementfile import MovementError, read_movement
from bridgelaws.formats.movementfile import write_movement as movement_text
from bridgelaws.formats.scoretable import (
    compare,
    header_lines,
    import_score_tables,
    report_lines,
)
from bridgelaws.formats.sessionfile import SessionFileError, load_session, write_session
from bridgelaws.formats.text import FileRefusedError, read_bounded
from bridgelaws.messages import Message, Number, Term
from bridgelaws.parsing import NumberError, read_fraction
from bridgelaws.scoring.event import score_event
from bridgelaws.scoring.movements import MAX_FILE_SIZE, howell, mitchell, problems
from bridgelaws.scoring.sessionscore import Method, score_session

__all__ = ["add_parsers", "run_movement", "run_session"]

FORMATS = ("text", "json", "csv", "html", "pbn", "usebio")


class CommandError(CliError):
    """A bad argument or file: one line on stderr, exit code 2."""


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser],
                lang: str = "en") -> None:
    """Add ``session`` and ``movement`` to the command line's sub-commands (their help in
    ``lang``)."""
    def h(key: str) -> str:
        return say(key, lang)

    session = sub.add_parser("session", help=h("help.session"), description=h("help.session"))
    session_sub = session.add_subparsers(dest="action", required=True, metavar="ACTION")
    score = session_sub.add_parser("score", help=h("help.session.score"),
                                   description=h("help.session.score.long"))
    score.add_argument("file", type=Path, metavar="SESSIONFILE")
    score.add_argument("more", type=Path, nargs="*", metavar="SESSIONFILE",
                       help=h("help.session.score.more"))
    score.add_argument("--carry-over", type=Path, metavar="FILE",
                       help=h("help.session.score.carry-over"))
    score.add_argument("--method", choices=[m.value for m in Method],
                       help=h("help.session.score.method"))
    score.add_argument("--format", default="text", choices=FORMATS,
                       help=h("help.session.score.format"))
    add_lang_option(score, lang)
    score.add_argument("--club", default="", metavar="NAME", help=h("help.session.score.club"))
    score.add_argument("--travellers", action="store_true",
                       help=h("help.session.score.travellers"))
    score.add_argument("--card", metavar="PAIR", action="append", default=[],
                       help=h("help.session.score.card"))
    imp = session_sub.add_parser("import", help=h("help.session.import"),
                                 description=h("help.session.import.long"))
    imp.add_argument("file", type=Path, metavar="PBNFILE")
    imp.add_argument("-o", "--output", type=Path, metavar="SESSIONFILE",
                     help=h("help.session.import.output"))
    imp.add_argument("--check", action="store_true", help=h("help.session.import.check"))
    add_lang_option(imp, lang)
    check = session_sub.add_parser("check", help=h("help.session.check"),
                                   description=h("help.session.check"))
    check.add_argument("file", type=Path, metavar="SESSIONFILE")
    add_lang_option(check, lang)
    for command in (score, check):
        command.add_argument("--allow-any-path", action="store_true",
                             help=h("help.session.allow-any-path"))

    movement = sub.add_parser("movement", help=h("help.movement"), description=h("help.movement"))
    movement_sub = movement.add_subparsers(dest="action", required=True, metavar="ACTION")
    for name, key in (("mitchell", "help.movement.mitchell"),
                      ("howell", "help.movement.howell")):
        gen = movement_sub.add_parser(name, help=h(key), description=h(key))
        gen.add_argument("tables", type=int, help=h("help.movement.tables"))
        gen.add_argument("--boards", type=int, default=2, help=h("help.movement.boards"))
        if name == "mitchell":
            gen.add_argument("--rounds", type=int, help=h("help.movement.rounds"))
        add_lang_option(gen, lang)  # the movement it writes is data; its refusals are words
    mcheck = movement_sub.add_parser("check", help=h("help.movement.check"),
                                     description=h("help.movement.check"))
    mcheck.add_argument("file", type=Path, metavar="FILE")
    add_lang_option(mcheck, lang)
    mcheck.add_argument("--meetings", choices=["all", "ns-ew"],
                        help=h("help.movement.meetings"))


def run_session(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``bridgelaws session ...``."""
    path: Path = args.file
    if path.is_dir():
        raise CommandError(Message("cli.error.directory", path=str(path)))
    if args.action == "import":
        return _run_import(args, out)
    lang = language(args)
    try:
        session, problems = load_session(path, allow_any_path=args.allow_any_path)
    except SessionFileError as e:
        raise CommandError(e) from None
    for problem in problems:
        print(problem.render(lang), file=sys.stderr)
    if args.action == "check":
        entered = say("cli.session.results", lang, count=len(session.results))
        if problems:
            rejected = say("cli.session.rejected", lang, count=len(problems))
            out.write(say("cli.session.found", lang, path=str(path), results=entered,
                          rejected=rejected) + "\n")
        else:
            out.write(say("cli.session.ok", lang, path=str(path), results=entered) + "\n")
        return 1 if problems else 0
    if args.method is None:
        if not session.method:
            raise CommandError(Message("cli.error.no.method", path=str(path)))
        args.method = session.method
    if args.more:
        return _run_event(args, out)
    try:
        score = score_session(session, args.method)
    except ValueError as e:
        raise CommandError(Message("cli.error.in.file", path=str(path), reason=e)) from None
    fmt = args.format
    if fmt == "json":
        data = results.to_json(score)
        data["rejected"] = [p.as_dict() for p in problems]
        out.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    elif fmt == "csv":
        out.write(results.to_csv(score, language(args)))
    elif fmt == "html":
        out.write(results.to_html(score, lang=language(args)))
    elif fmt == "pbn":
        out.write(results.to_pbn(score))
    elif fmt == "usebio":
        out.write(results.to_usebio(score, club=args.club))
    else:
        known = {s.id for s in score.standings}
        for pair in args.card:
            if pair not in known:
                key = "cli.error.no.team" if session.kind == "team" else "cli.error.no.pair"
                raise CommandError(Message(key, path=str(path), pair=repr(pair)))
        lang = language(args)
        out.write(results.ranking_text(score, lang))
        if args.travellers:
            out.write("\n" + results.travellers_text(score, lang))
        for pair in args.card:
            out.write("\n" + results.score_card_text(score, pair, lang))
    return 1 if problems else 0


def _run_import(args: argparse.Namespace, out: TextIO) -> int:
    """``session import FILE.pbn``: the session file on ``out`` (or ``--output``), the
    report on stderr."""
    path: Path = args.file
    try:
        imported = import_score_tables(path)
    except OSError as e:
        raise CommandError(Message("cli.error.cannot.read", path=str(path),
                                   reason=str(e.strerror or e))) from None
    if not imported.session.results and not imported.session.match_totals:
        raise CommandError(Message("cli.error.no.score.table", path=str(path)))
    lang = language(args)
    comparison = compare(imported) if args.check else None
    for line in report_lines(imported, comparison, lang):
        print(line, file=sys.stderr)
    header = header_lines(imported, path.name, lang)
    text = "\n".join(header) + "\n" + write_session(imported.session)
    if args.output is not None:
        try:
            args.output.write_text(text, encoding="utf-8")
        except OSError as e:
            raise CommandError(Message("cli.error.cannot.write", path=str(args.output),
                                       reason=str(e.strerror or e))) from None
    else:
        out.write(text)
    failed = imported.problems or (comparison is not None and not comparison.ok)
    return 1 if failed else 0


def _run_event(args: argparse.Namespace, out: TextIO) -> int:
    """Several session files scored as one event."""
    scores = []
    rejected = 0
    for path in [args.file, *args.more]:
        if path.is_dir():
            raise CommandError(Message("cli.error.directory", path=str(path)))
        try:
            session, problems = load_session(path, allow_any_path=args.allow_any_path)
            for problem in problems:
                print(problem.render(language(args)), file=sys.stderr)
            rejected += len(problems)
            scores.append(score_session(session, args.method))
        except SessionFileError as e:
            raise CommandError(e) from None
        except ValueError as e:
            raise CommandError(Message("cli.error.in.file", path=str(path),
                                       reason=e)) from None
    carry = _carry_over(args.carry_over) if args.carry_over else {}
    event = score_event(scores, carry)
    if args.format == "json":
        out.write(json.dumps(results.event_to_json(event), indent=2, ensure_ascii=False) + "\n")
    elif args.format == "text":
        out.write(results.event_ranking_text(event, language(args)))
    else:
        raise CommandError(Message("cli.error.sessions.format", format=args.format))
    return 1 if rejected else 0


def _carry_over(path: Path) -> dict[str, Fraction]:
    """``CONTESTANT AMOUNT`` per line (``#`` starts a comment)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:  # the operating system's own reason, as it gives it
        raise CommandError(Message("cli.error.cannot.read", path=str(path),
                                   reason=str(e.strerror or e))) from None
    except UnicodeDecodeError:
        raise CommandError(Message("cli.error.not.utf8", path=str(path))) from None
    carry = {}
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        try:
            if len(words) != 2:
                raise ValueError
            sign = -1 if words[1].startswith("-") else 1
            carry[words[0]] = sign * read_fraction(words[1].lstrip("+-"),
                                                       Term("number.carry-over"))
        except (ValueError, NumberError):
            raise CommandError(Message("cli.error.carry.over", path=str(path),
                                       line=number)) from None
    return carry


def run_movement(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``bridgelaws movement ...``."""
    if args.action == "check":
        path: Path = args.file
        try:
            data = read_bounded(path, MAX_FILE_SIZE, regular_only=False)
            movement = read_movement(data.decode("utf-8"), str(path))
        except OSError as e:
            raise CommandError(Message("cli.error.cannot.read", path=str(path),
                                       reason=str(e.strerror or e))) from None
        except FileRefusedError as e:
            if e.reason == "size":
                raise CommandError(Message("cli.error.too.large", path=str(path),
                                           size=Number(MAX_FILE_SIZE))) from None
            raise CommandError(e) from None  # a NUL character in the name
        except UnicodeDecodeError:
            raise CommandError(Message("cli.error.not.utf8", path=str(path))) from None
        except MovementError as e:
            raise CommandError(e) from None
        lang = language(args)
        found = problems(movement, args.meetings)
        for problem in found:
            out.write(f"{path}: {problem.render(lang)}\n")
        rounds = say("cli.movement.rounds", lang, count=len(movement.encounters))
        if found:
            out.write(say("cli.movement.found", lang, path=str(path), rounds=rounds,
                          problems=say("cli.check.problems", lang, count=len(found))) + "\n")
        else:
            out.write(say("cli.movement.ok", lang, path=str(path), rounds=rounds) + "\n")
        return 1 if found else 0
    try:
        if args.action == "mitchell":
            movement = mitchell(args.tables, args.boards, args.rounds)
        else:
            movement = howell(args.tables, args.boards)
    except ValueError as e:
        raise CommandError(reason_of(e)) from None
    out.write(movement_text(movement))
    return 0
