"""The ``bridgelaws`` command line.

Commands:

* ``deal``  -- deal a board set and write it as PBN;
* ``score`` -- the Law 77 score of one result, or of a whole traveller from stdin;
* ``check`` -- replay PBN (and LIN) files through the Laws and report every problem;
* ``show``  -- print a board: diagram, auction, play, result and score;
* ``session`` -- score a session file (see :mod:`bridgelaws.cli.session`);
* ``movement`` -- write or check a movement;
* ``replay`` -- run a table log through the Laws (see :mod:`bridgelaws.cli.replay`);
* ``serve`` -- the director's console, a web application (see :mod:`bridgelaws.cli.serve`).

Errors go to stderr as one line, with exit code 2; ``check`` exits 1 when it finds
problems, ``replay`` when the log is malformed or a check fails.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from bridgelaws import __version__
from bridgelaws.cli.lang import (
    CliError,
    add_lang_option,
    help_language,
    language,
    parser_class,
    say,
)
from bridgelaws.cli.render import auction_table, diagram, letter, play_lines, summary
from bridgelaws.cli.replay import add_parser as add_replay_parser
from bridgelaws.cli.replay import run_replay
from bridgelaws.cli.rule import add_parser as add_rule_parser
from bridgelaws.cli.rule import run_rule
from bridgelaws.cli.serve import add_parser as add_serve_parser
from bridgelaws.cli.serve import run_serve
from bridgelaws.cli.session import add_parsers, run_movement, run_session
from bridgelaws.engine.table import Table
from bridgelaws.errors import reason_of
from bridgelaws.formats.lin import check_lin_board, stream_lin
from bridgelaws.formats.pbn import (
    PbnError,
    game_edition,
    game_from_table,
    pbn_lines,
    replay_game,
    stream_pbn,
    write_pbn,
)
from bridgelaws.formats.problems import Problem
from bridgelaws.formats.tablelog import LAWS_EDITIONS, TableLogError
from bridgelaws.messages import T_, Message, Term
from bridgelaws.parsing import whole_number
from bridgelaws.procedure.score import board_score
from bridgelaws.values.board import Board, Vulnerability
from bridgelaws.values.calls import Contract, parse_contract
from bridgelaws.values.cards import Seat
from bridgelaws.values.deal import deal_board_set

__all__ = ["main"]


class UsageError(CliError):
    """A bad argument or input: reported as one line on stderr."""


_VUL_CHOICES = {"none": Vulnerability.NONE, "ns": Vulnerability.NS,
                "ew": Vulnerability.EW, "both": Vulnerability.BOTH, "all": Vulnerability.BOTH}
# the vulnerability in a scored line, as the language abbreviates it (English: as --vul
# writes it)
_VUL_WORDS = {"none": T_("vul.none"), "ns": T_("vul.ns"), "ew": T_("vul.ew"),
              "both": T_("vul.both")}


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line, its help in ``lang``."""
    def h(key: str) -> str:
        return say(key, lang)

    parser = parser_class(lang)(prog="bridgelaws", description=h("help.bridgelaws"))
    parser.add_argument("--version", action="version", version=f"bridgelaws {__version__}",
                        help=h("help.version"))
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    deal = sub.add_parser("deal", help=h("help.deal"), description=h("help.deal"))
    deal.add_argument("--boards", type=int, default=16, help=h("help.deal.boards"))
    deal.add_argument("--first", type=int, default=1, help=h("help.deal.first"))
    deal.add_argument("--seed", type=int, help=h("help.deal.seed"))
    deal.add_argument("--event", default="?", help=h("help.deal.event"))
    add_lang_option(deal, lang)  # the PBN it writes is data; its refusals are words

    score = sub.add_parser("score", help=h("help.score"), description=h("help.score.long"))
    score.add_argument("contract", nargs="?", help=h("help.score.contract"))
    score.add_argument("declarer", nargs="?", help=h("help.score.declarer"))
    score.add_argument("tricks", nargs="?", help=h("help.score.tricks"))
    score.add_argument("--vul", choices=sorted(_VUL_CHOICES), default=None,
                       help=h("help.score.vul"))
    score.add_argument("--json", action="store_true", help=h("help.json"))
    add_lang_option(score, lang)

    check = sub.add_parser("check", help=h("help.check"), description=h("help.check"))
    check.add_argument("files", nargs="+", type=Path, metavar="FILE")
    check.add_argument("--json", action="store_true", help=h("help.json"))
    check.add_argument("--jobs", "-j", type=int, default=None, metavar="N",
                       help=h("help.check.jobs"))
    check.add_argument("--warnings", action="store_true", help=h("help.check.warnings"))
    check.add_argument("--laws", choices=[*LAWS_EDITIONS, "auto"], default="2017",
                       help=h("help.check.laws"))
    add_lang_option(check, lang)

    show = sub.add_parser("show", help=h("help.show"), description=h("help.show"))
    show.add_argument("file", type=Path, metavar="FILE")
    show.add_argument("--board", required=True, help=h("help.show.board"))
    show.add_argument("--ascii", action="store_true", help=h("help.show.ascii"))
    add_lang_option(show, lang)
    add_parsers(sub, lang)
    add_replay_parser(sub, lang)
    add_rule_parser(sub, lang)
    add_serve_parser(sub, lang)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = _parser(help_language(sys.argv[1:] if argv is None else argv)).parse_args(argv)
    try:
        if args.command == "deal":
            return _deal(args, sys.stdout)
        if args.command == "score":
            return _score(args, sys.stdin, sys.stdout)
        if args.command == "check":
            return _check(args, sys.stdout)
        if args.command == "session":
            return run_session(args, sys.stdout)
        if args.command == "movement":
            return run_movement(args, sys.stdout)
        if args.command == "replay":
            return run_replay(args, sys.stdout)
        if args.command == "rule":
            return run_rule(args, sys.stdout)
        if args.command == "serve":
            return run_serve(args, sys.stdout)
        return _show(args, sys.stdout)
    except CliError as exc:
        print(f"bridgelaws {args.command}: {exc.render(language(args))}", file=sys.stderr)
        return 2
    except PbnError as exc:
        print(f"bridgelaws {args.command}: {exc.render(language(args))}", file=sys.stderr)
        return 2
    except TableLogError as exc:  # file:line:column: message
        print(exc.render(language(args)), file=sys.stderr)
        return 1
    except BrokenPipeError:  # pragma: no cover - e.g. piped into head
        return 0


# -- deal -------------------------------------------------------------------------------


def _deal(args: argparse.Namespace, out: TextIO) -> int:
    if args.boards < 1:
        raise UsageError(Message("cli.error.at.least.one", option="--boards", value=args.boards))
    if args.first < 1:
        raise UsageError(Message("cli.error.at.least.one", option="--first", value=args.first))
    deals = deal_board_set(args.boards, seed=args.seed)
    games = [
        game_from_table(
            Table(Board.numbered(args.first + i, deal)),
            {"Event": args.event, "Generator": f"bridgelaws {__version__}"},
        )
        for i, deal in enumerate(deals)
    ]
    out.write(write_pbn(games).replace("\r\n", "\n"))
    return 0


# -- score ------------------------------------------------------------------------------


def _parse_tricks(text: str, contract: Contract | None) -> int:
    text = text.strip()
    if contract is None:
        if text in ("", "-", "0", "="):
            return 0
        raise UsageError(Message("cli.error.passed.tricks", text=repr(text)))
    if text == "=":
        return contract.tricks_needed
    relative = whole_number(text[1:]) if text[:1] in "+-" else None
    absolute = whole_number(text)
    if relative is not None:
        tricks = contract.tricks_needed + (relative if text[0] == "+" else -relative)
    elif absolute is not None:
        tricks = absolute
    else:
        raise UsageError(Message("cli.error.tricks.form", text=repr(text)))
    if not 0 <= tricks <= 13:
        raise UsageError(Message("cli.error.tricks.range", tricks=tricks, contract=str(contract)))
    return tricks


def _score_one(contract_text: str, declarer_text: str | None, tricks_text: str | None,
               vul: Vulnerability) -> dict[str, object]:
    try:
        contract = parse_contract(contract_text)
    except ValueError as exc:
        raise UsageError(reason_of(exc)) from None
    if contract is not None:
        if not declarer_text:
            raise UsageError(Message("cli.error.needs.declarer", contract=repr(contract_text)))
        try:
            contract = contract.with_declarer(Seat.parse(declarer_text))
        except ValueError as exc:
            raise UsageError(reason_of(exc)) from None
        if tricks_text is None:
            raise UsageError(Message("cli.error.needs.tricks"))
    tricks = _parse_tricks(tricks_text or "", contract)
    ns, ew = board_score(contract, tricks, vul)
    return {
        "contract": "PASS" if contract is None else
        f"{contract.level}{contract.strain}{contract.risk}",
        "declarer": None if contract is None else str(contract.declarer),
        "tricks": tricks,
        "vul": str(vul).lower(),
        "ns": ns,
        "ew": ew,
    }


def _score_text(result: dict[str, object], lang: str = "en") -> str:
    """One scored result as a line; the contract and seat as the command line writes them
    (4S, N), the vulnerability in the language (English: none, ns, ew, both)."""
    vul = Term(_VUL_WORDS[str(result["vul"])])
    if result["contract"] == "PASS":
        return say("cli.score.passed", lang, vul=vul)
    return say("cli.score.result", lang, contract=result["contract"],
               declarer=result["declarer"], tricks=result["tricks"], vul=vul,
               ns=f"{result['ns']:+d}", ew=f"{result['ew']:+d}")


def _score(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    if args.contract is not None:
        if args.vul is None:
            raise UsageError(Message("cli.error.needs.vul"))
        result = _score_one(args.contract, args.declarer, args.tricks, _VUL_CHOICES[args.vul])
        out.write((json.dumps(result) if args.json else _score_text(result, language(args)))
                  + "\n")
        return 0
    status = 0
    try:
        lines = list(stdin)
    except UnicodeDecodeError:
        raise UsageError(Message("cli.error.stdin.encoding")) from None
    for number, line in enumerate(lines, 1):
        fields = line.split("#", 1)[0].split()
        if not fields:
            continue
        try:
            if fields[0].upper() in ("PASS", "P", "AP", "PASSED"):
                vul_text = fields[-1] if len(fields) > 1 else (args.vul or "none")
                declarer, tricks = None, None
            else:
                if len(fields) == 3 and args.vul:
                    fields.append(args.vul)
                if len(fields) != 4:
                    raise UsageError(Message("cli.error.line.form", line=repr(line.strip())))
                declarer, tricks, vul_text = fields[1], fields[2], fields[3]
            vul = _VUL_CHOICES.get(vul_text.lower())
            if vul is None:
                try:
                    vul = Vulnerability.parse(vul_text)
                except ValueError:
                    raise UsageError(Message("cli.error.not.vul", text=repr(vul_text))) from None
            result = _score_one(fields[0], declarer, tricks, vul)
        except UsageError as exc:
            print("bridgelaws score: " + say("cli.error.stdin.line", language(args), line=number,
                                             message=exc.render(language(args))),
                  file=sys.stderr)
            status = 2
            continue
        out.write((json.dumps(result) if args.json else _score_text(result, language(args)))
                  + "\n")
    return status


# -- check ------------------------------------------------------------------------------


def _open_lines(path: Path) -> Iterator[str]:
    if not path.exists():
        raise UsageError(Message("cli.error.no.file", path=str(path)))
    if path.is_dir():
        raise UsageError(Message("cli.error.directory", path=str(path)))
    return pbn_lines(path)


def _file_problems(path: Path, lines: Iterable[str],
                   laws: str = "2017") -> Iterator[tuple[bool, list[Problem]]]:
    """The problems of a file as they are found: one item for each game, ``(True,
    problems)``, and ``(False, problems)`` for those found outside any game; each PBN game
    is checked under its edition of the Laws (``laws``: see :func:`game_edition`)."""
    if path.suffix.lower() == ".lin":
        for record in stream_lin(path, lines):
            yield True, check_lin_board(record)
        return
    stray: list[Problem] = []
    for game in stream_pbn(path, stray=stray, lines=lines):
        if stray:
            yield False, stray[:]
            stray.clear()
        yield True, replay_game(game, game_edition(game, laws))[1]
    if stray:
        yield False, stray


def _check_file(path: Path, laws: str = "2017") -> tuple[int, list[Problem]]:
    """The boards and problems of one file (run in a worker process by ``--jobs``)."""
    boards = 0
    found: list[Problem] = []
    for is_game, problems in _file_problems(path, _open_lines(path), laws):
        boards += is_game
        found.extend(problems)
    return boards, found


def _check_job(path: Path, lang: str = "en",
               laws: str = "2017") -> tuple[int, list[Problem]] | str:
    try:
        return _check_file(path, laws)
    except (UsageError, PbnError) as exc:
        return exc.render(lang)


class _Progress:
    """A progress bar on stderr (tqdm) when stderr is a terminal; nothing otherwise."""

    def __init__(self, total: int, unit: str) -> None:
        self.bar: Any = None
        if sys.stderr.isatty():
            from tqdm import tqdm  # type: ignore[import-untyped]

            self.bar = tqdm(total=total, unit=unit, unit_scale=True, delay=0.5,
                            leave=False, file=sys.stderr, dynamic_ncols=True)

    def lines(self, lines: Iterable[str]) -> Iterator[str]:
        """The lines, counted into the bar (by characters, about the file's bytes)."""
        if self.bar is None:
            yield from lines
            return
        done = 0
        for line in lines:
            done += len(line) + 1
            if done > 65536:
                self.bar.update(done)
                done = 0
            yield line
        self.bar.update(done)

    def write(self, out: TextIO, text: str) -> None:
        """Write ``text`` to ``out``, clearing the bar first when both share a terminal."""
        if self.bar is not None and out.isatty():
            from tqdm import tqdm

            tqdm.write(text, file=out, end="")
        else:
            out.write(text)

    def update(self, count: int) -> None:
        if self.bar is not None:
            self.bar.update(count)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _check(args: argparse.Namespace, out: TextIO) -> int:
    jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
    if jobs < 1:
        raise UsageError(Message("cli.error.at.least.one", option="--jobs", value=jobs))
    paths: list[Path] = args.files
    lang = language(args)
    report: list[tuple[Path, int, list[Problem], list[Problem]]] = []
    total = 0
    unreadable = False

    def finish(path: Path, boards: int, found: list[Problem], shown: bool) -> None:
        nonlocal total
        problems = [p for p in found if not p.warning]
        total += len(problems)
        if args.json:
            report.append((path, boards, found, problems))
            return
        if not shown:
            for problem in found if args.warnings else problems:
                progress.write(out, problem.render(lang) + "\n")
        progress.write(out, _check_summary(path, boards, len(problems),
                                           len(found) - len(problems), lang) + "\n")
        out.flush()

    def failed(message: str) -> None:
        nonlocal unreadable
        out.flush()
        progress.write(sys.stderr, f"bridgelaws check: {message}\n")
        unreadable = True

    if jobs > 1 and len(paths) > 1:
        # many files: one file per worker; results come back (and print) in the given order
        progress = _Progress(len(paths), "file")
        try:
            with ProcessPoolExecutor(max_workers=min(jobs, len(paths))) as pool:
                job = partial(_check_job, lang=lang, laws=args.laws)
                for path, result in zip(paths, pool.map(job, paths,
                                                           chunksize=4),
                                        strict=True):
                    progress.update(1)
                    if isinstance(result, str):
                        failed(result)
                    else:
                        finish(path, *result, shown=False)
        finally:
            progress.close()
    else:
        # one file at a time, game by game: problems print as they are found
        progress = _Progress(sum(_size(p) for p in paths), "B")
        try:
            for path in paths:
                boards = 0
                found: list[Problem] = []
                try:
                    lines = progress.lines(_open_lines(path))
                    for is_game, problems in _file_problems(path, lines, args.laws):
                        boards += is_game
                        found.extend(problems)
                        if not args.json:
                            for problem in problems:
                                if args.warnings or not problem.warning:
                                    progress.write(out, problem.render(lang) + "\n")
                except (UsageError, PbnError) as exc:  # the other files are still checked
                    failed(exc.render(lang))
                    continue
                finish(path, boards, found, shown=True)
        finally:
            progress.close()
    if args.json:
        json.dump(
            {
                "files": [
                    {"file": str(path), "boards": boards,
                     "problems": [p.as_dict(lang) for p in problems],
                     "warnings": [p.as_dict(lang) for p in found if p.warning]}
                    for path, boards, found, problems in report
                ],
                "problems": total,
                "warnings": sum(len(found) - len(problems) for _, _, found, problems in report),
            },
            out,
            indent=2,
        )
        out.write("\n")
    if unreadable:
        return 2
    return 1 if total else 0


def _check_summary(path: Path, boards: int, problems: int, warnings: int, lang: str) -> str:
    """The last line for a file: its boards, and its problems and warnings if any."""
    counted = say("cli.check.boards", lang, count=boards)
    found = say("cli.check.problems", lang, count=problems)
    warned = say("cli.check.warnings", lang, count=warnings)
    if not boards and not problems:
        key = "cli.check.none.warnings" if warnings else "cli.check.none"
    elif problems:
        key = "cli.check.found.warnings" if warnings else "cli.check.found"
    else:
        key = "cli.check.ok.warnings" if warnings else "cli.check.ok"
    return say(key, lang, path=str(path), boards=counted, problems=found, warnings=warned)


# -- show -------------------------------------------------------------------------------


def _show(args: argparse.Namespace, out: TextIO) -> int:
    wanted = args.board.strip()
    lang = language(args)
    numbers: dict[str, None] = {}
    shown = 0
    for game in stream_pbn(args.file):  # game by game: memory holds one game
        number = game.values.get("Board", "")
        if number.strip().lstrip("0") != wanted.lstrip("0"):
            numbers.setdefault(game.values.get("Board", "?"))
            continue
        if shown:
            out.write("\n" + "-" * 40 + "\n\n")
        shown += 1
        table, problems = replay_game(game)
        if table is None:
            out.write(say("show.no.dealer", lang, board=wanted) + "\n")
            continue
        names = [game.values.get(s, "").strip() for s in ("North", "East", "South", "West")]
        out.write(diagram(table.board, ascii=args.ascii, lang=lang) + "\n")
        if any(n and n != "?" for n in names):
            out.write("  ".join(f"{letter(s, lang)}: {n}" for s, n in zip(
                (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST), names, strict=True)
                if n and n != "?") + "\n")
        if table.auction.calls:
            out.write("\n" + auction_table(table.auction, lang) + "\n")
        lines = play_lines(table, ascii=args.ascii, lang=lang)
        if lines:
            out.write("\n" + say("show.play", lang) + "\n" + "\n".join(lines) + "\n")
        out.write("\n" + summary(table, lang) + "\n")
        for problem in problems:
            out.write(say("show.problem", lang, problem=problem.render(lang)) + "\n")
    if not shown:
        raise UsageError(Message("cli.error.no.board", path=str(args.file), board=wanted,
                                 boards=list(numbers)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
