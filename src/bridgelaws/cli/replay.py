"""The ``replay`` command: run a table log through the Laws and print the ruling trail.

``bridgelaws replay FILE [--json] [--lang en|de] [--pbn]`` reads a table log (see
``docs/table-log.md``), replays it through table mode and prints, line by line, what the
Laws made of each action: irregularities, the options offered and to whom, choices,
findings, obligations, information and flags; then the legal auction, the contract, the
play and the score. A log that stops while the board waits for a decision says who must
decide what (exit 0). A malformed log, an action the board cannot take or a failed
``expect`` is one ``file:line:column: message`` line on stderr (exit 1, via
:class:`~bridgelaws.formats.tablelog.TableLogError`); a file that cannot be read is exit 2.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path
from typing import Final, TextIO

from bridgelaws.cli.lang import add_lang_option, language
from bridgelaws.cli.session import CommandError
from bridgelaws.engine.events import CardPlayed, ClaimAgreed
from bridgelaws.engine.steps import AnswerType
from bridgelaws.engine.tablemode import Choice, Option, Step, TableMode
from bridgelaws.engine.tableplay import PlayState
from bridgelaws.engine.view import board_view, contract_text, obligation_message
from bridgelaws.formats.tablelog import (
    LAWS_EDITIONS,
    ActionResult,
    Replay,
    action_text,
    load_table_log,
    replay_log,
    to_pbn,
)
from bridgelaws.laws.editions import edition
from bridgelaws.messages import N_, Message, term
from bridgelaws.scoring.session import Played
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat

__all__ = ["add_parser", "replay_json", "replay_text", "run_replay"]

# The words of the text output: catalogue keys (replay.*), so they are translated too.
_KINDS: Final = {
    "irregularity": N_("replay.kind.irregularity"), "option": N_("replay.kind.option"),
    "question": N_("replay.kind.question"), "choice": N_("replay.kind.choice"),
    "finding": N_("replay.kind.finding"), "consequence": N_("replay.kind.consequence"),
    "obligation": N_("replay.kind.obligation"), "information": N_("replay.kind.information"),
    "flag": N_("replay.kind.flag"), "auction": N_("replay.kind.auction"),
    "waits": N_("replay.kind.waits"), "procedure": N_("replay.kind.procedure"),
    "refused": N_("replay.kind.refused"),
}
_VULNERABILITY: Final = {"None": N_("replay.vul.None"), "NS": N_("replay.vul.NS"),
                         "EW": N_("replay.vul.EW"), "All": N_("replay.vul.All")}
# The first word of an option's name: the table-log keyword, and its word in the language.
_OPTION_WORDS: Final = {
    "accept": N_("replay.option.accept"), "refuse": N_("replay.option.refuse"),
    "withdraw": N_("replay.option.withdraw"), "keep": N_("replay.option.keep"),
    "none": N_("replay.option.none"), "spread": N_("replay.option.spread"),
    "lowest": N_("replay.option.lowest"), "highest": N_("replay.option.highest"),
    "play": N_("replay.option.play"), "require": N_("replay.option.require"),
    "prohibit": N_("replay.option.prohibit"), "hand": N_("replay.option.hand"),
}
_STATES: Final = {
    "open": N_("replay.state.open"), "established": N_("replay.state.established"),
    "noticed": N_("replay.state.noticed"), "corrected": N_("replay.state.corrected"),
    "ignored": N_("replay.state.ignored"), "accepted": N_("replay.state.accepted"),
}


def _say(key: str, lang: str, **values: object) -> str:
    """The catalogue entry ``key`` in ``lang`` with ``values`` filled in."""
    return Message(key, **values).render(lang)


def _typed(option: Option) -> str:
    """The option as a log line writes it, without the seat: ``accepts``,
    ``no-restriction``, ``prohibits H``, ``picks HK``."""
    try:
        return action_text(Choice(option.chooser, option.name)).partition(" ")[2]
    except ValueError:
        return option.name


def _option_label(option: Option, lang: str) -> str:
    """An option as the text shows it: as a log line writes it (``accepts``,
    ``no-restriction``), after its name in the language where that differs from
    English (``annehmen (accepts)``)."""
    typed = _typed(option)
    word, _, rest = option.name.partition(" ")
    key = _OPTION_WORDS.get(word)
    if key is None:
        return typed
    label = _say(key, lang) + (f" {rest}" if rest else "")
    english = _say(key, "en") + (f" {rest}" if rest else "")
    return typed if label == english else f"{label} ({typed})"


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser],
               lang: str = "en") -> None:
    """Add ``replay`` to the command line's sub-commands (its help in ``lang``)."""
    replay = sub.add_parser("replay", help=_say("help.replay", lang),
                            description=_say("help.replay.long", lang))
    replay.add_argument("file", type=Path, metavar="FILE")
    output = replay.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help=_say("help.json", lang))
    output.add_argument("--pbn", action="store_true", help=_say("help.replay.pbn", lang))
    output.add_argument("--session", action="store_true",
                        help=_say("help.replay.session", lang))
    replay.add_argument("--pairs", nargs=2, metavar=("NS", "EW"), default=None,
                        help=_say("help.replay.pairs", lang))
    replay.add_argument("--laws", choices=LAWS_EDITIONS, default=None,
                        help=_say("help.replay.laws", lang))
    add_lang_option(replay, lang)


def run_replay(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``bridgelaws replay ...``; a bad log raises ``TableLogError``."""
    path: Path = args.file
    if not path.exists():
        raise CommandError(Message("cli.error.no.file", path=str(path)))
    if path.is_dir():
        raise CommandError(Message("cli.error.directory", path=str(path)))
    try:
        log = load_table_log(path)
    except OSError as e:
        raise CommandError(Message("cli.error.cannot.read", path=str(path),
                                   reason=str(e.strerror or e))) from None
    lang = language(args)
    if args.laws is not None and args.laws != log.laws:
        lead = log.regulations.lead_restrictions
        if lead == edition(log.laws).lead_restrictions:  # not set by the log: the default
            lead = edition(args.laws).lead_restrictions
        log = replace(log, laws=args.laws,
                      regulations=log.regulations.replace(lead_restrictions=lead))
    replay = replay_log(log, lang)
    if args.session:
        ns, ew = args.pairs or (log.tags.get("PairNS", ""), log.tags.get("PairEW", ""))
        if not ns.split() or not ew.split():
            raise CommandError(Message("cli.error.replay.pairs"))
        out.write(session_line(replay.mode, ns.split()[0], ew.split()[0]) + "\n")
    elif args.pbn:
        out.write(to_pbn(replay.mode, log.tags).replace("\r\n", "\n"))
    elif args.json:
        out.write(json.dumps(replay_json(replay, lang), indent=2, ensure_ascii=False) + "\n")
    else:
        out.write(replay_text(replay, lang))
    return 0


def session_line(mode: TableMode, ns: str, ew: str) -> str:
    """The board's result line for a session file (docs/session-file.md): pairs ``ns``
    and ``ew``, the table result, or the director's adjusted score (Law 12C) with its law
    and note; a comment says when an adjustment is still pending.

    >>> from bridgelaws.formats.tablelog import read_table_log, replay_log
    >>> mode = replay_log(read_table_log("N pass\\nE pass\\nS pass\\nW pass")).mode
    >>> session_line(mode, "3", "7")
    '1 3 7 pass'
    """
    if mode.score is None:
        raise CommandError(Message("cli.error.replay.incomplete"))
    adjusted = mode.adjusted
    if adjusted is not None and adjusted.result != "none":
        parts = [adjusted.result]
    else:
        play = mode.play
        if mode.contract is None or play is None:
            parts = ["pass"]
        else:
            result = mode.result
            assert result is not None
            lead = play.tricks[0].plays[0][1] if play.tricks else None
            parts = [str(Played(play.contract, result, lead))]
    if adjusted is not None:
        parts += [f"law {adjusted.law}"] * bool(adjusted.law)
        note = adjusted.note.replace("\\", "\\\\").replace('"', '\\"')
        parts += [f'"{note}"'] * bool(note)
    if mode.score_status == "pending adjustment":
        parts.append("# pending adjustment")
    return f"{mode.board.number} {ns} {ew} {' '.join(parts)}"


# -- shared pieces ------------------------------------------------------------------------

def _entry(line: int, kind: str, law: str, message: Message, lang: str) -> dict[str, object]:
    return {"line": line, "kind": kind, "law": law, "key": message.key,
            "text": message.render(lang)}


def _step_entries(line: int, step: Step, lang: str) -> list[dict[str, object]]:
    if step.question is not None:
        q = step.question
        return [_entry(line, "question", q.law, q.message, lang)]
    if step.options:
        return [_entry(line, "option", o.law, o.message, lang) for o in step.options]
    if step.waiting_for.key == "waiting.director":
        return []  # Laws 36-38: the board waits for the director (see "pending")
    return [_entry(line, "waits", step.law, step.waiting_for, lang)]


def _trail(replay: Replay, lang: str) -> list[tuple[ActionResult, list[dict[str, object]]]]:
    out = []
    for action in replay.actions:
        if action.refused:
            message = Message("replay.refused", reason=action.refused)
            out.append((action, [_entry(action.line, "refused", "", message, lang)]))
            continue
        entries = [_entry(action.line, r.kind, r.law, r.message, lang) for r in action.rulings]
        if action.step is not None:
            entries += _step_entries(action.line, action.step, lang)
        out.append((action, entries))
    return out


def _auction_cells(mode: TableMode) -> tuple[list[tuple[Seat | None, str]], bool, bool]:
    """The legal auction in rotation from the dealer: (seat, call) with ``-`` for a lost
    turn and ``*`` after an accepted insufficient bid; and whether either occurs."""
    cells: list[tuple[Seat | None, str]] = []
    expected, highest = mode.board.dealer, -1
    insufficient = skipped = False
    for seat, call in mode.calls:
        while expected != seat:
            cells.append((None, "-"))
            skipped = True
            expected = expected.lho
        mark = call.index >= 3 and call.index <= highest
        insufficient = insufficient or mark
        cells.append((seat, f"{call}{'*' if mark else ''}"))
        highest = max(highest, call.index)
        expected = seat.lho
    return cells, insufficient, skipped


# -- JSON ---------------------------------------------------------------------------------

def replay_json(replay: Replay, lang: str = "en") -> dict[str, object]:
    """The replay as a JSON-ready object (schema in ``docs/table-log.md``).

    >>> from bridgelaws.formats.tablelog import read_table_log, replay_log
    >>> data = replay_json(replay_log(read_table_log("N 1S\\nE 1H")))
    >>> data["trail"][0]["text"], [o["name"] for o in data["pending"]["options"]]
    ('East bid 1♥, which is insufficient over 1♠.', ['accept', 'refuse'])
    """
    view = board_view(replay.mode, lang)
    data: dict[str, object] = {"file": replay.log.source, "board": view.pop("board"),
                               "laws": replay.log.laws, "language": lang,
                               "trail": [e for _, entries in _trail(replay, lang)
                                         for e in entries]}
    data.update(view)
    data["records"] = [r.as_dict() for r in replay.mode.records]  # who answered what
    data["checks"] = [{"line": c.check.line, "ok": c.ok, "text": c.text}
                      for c in replay.checks]
    return data


# -- text ---------------------------------------------------------------------------------

def _example(step: Step) -> str:
    """How to write each of the step's options in the log: ``S accepts | S refuses``."""
    lines = []
    for option in step.options:
        try:
            lines.append(action_text(Choice(option.chooser, option.name)))
        except ValueError:
            continue
    return " | ".join(dict.fromkeys(lines))


def pending_lines(step: Step, lang: str) -> list[str]:
    """The step the board waits for, as the text shows it: the irregularity, the
    question or the options with their laws, and how to write each answer."""
    law = _say("replay.law", lang, law=step.law)
    q = step.question
    if q is not None:
        return [_say("replay.pending.question", lang, law=law), f"  {q.message.render(lang)}",
                "  " + _say("replay.answer" if q.answer is AnswerType.YES_NO
                            else "replay.answer.denominations", lang, name=q.name)]
    if not step.options:
        if step.waiting_for.key == "waiting.director":
            return [_say("replay.pending.director", lang, law=law)]
        return [_say("replay.pending", lang, law=law, what=step.waiting_for.render(lang))]
    lines = [_say("replay.pending", lang, law=law, what=step.irregularity.render(lang))]
    chooser = step.options[0].chooser
    lines.append("  " + _say("replay.options.for", lang, seat=chooser))
    labels = {o.name: _option_label(o, lang) for o in step.options}
    width = max(len(label) for label in labels.values())
    for o in step.options:
        lines.append(f"    {labels[o.name]:<{width}}  {_say('replay.law', lang, law=o.law):<10} "
                     f"{o.message.render(lang)}")
    lines.append("  " + _say("replay.write", lang, example=_example(step)))
    return lines


def replay_text(replay: Replay, lang: str = "en") -> str:
    """The replay as text for a director: trail, auction, contract, play, score.

    >>> from bridgelaws.formats.tablelog import read_table_log, replay_log
    >>> text = replay_text(replay_log(read_table_log("N 1S\\nE 1H")), "de")
    >>> for line in text.split("\\n\\n")[2].splitlines():
    ...     print(line[:60].rstrip())
    Das Board wartet (§ 27): Das Gebot 1♥ von Ost ist nach 1♠ un
      Süd entscheidet:
        annehmen (accepts)  § 27A1     Süd darf die Ansage 1♥ an
        ablehnen (refuses)  § 27B      Süd darf die Ansage 1♥ ab
      im Protokoll: S accepts | S refuses
    """
    mode = replay.mode
    board = mode.board
    vul = _say(_VULNERABILITY[board.vulnerability.pbn], lang)
    out = [_say("replay.board", lang, number=board.number, dealer=board.dealer, vul=vul,
                laws=replay.log.laws), ""]
    out.append(_say("replay.trail", lang))
    kinds = {kind: _say(key, lang) for kind, key in _KINDS.items()}
    kind_width = max(len(k) for k in kinds.values())
    for action, entries in _trail(replay, lang):
        if isinstance(action.event, CardPlayed) and not entries:
            continue  # the cards are listed trick by trick below
        out.append(f"{action.line:>5}  {action_text(action.event)}")
        for e in entries:
            law = _say("replay.law", lang, law=e["law"]) if e["law"] else ""
            out.append(f"{'':7}{kinds[str(e['kind'])]:<{kind_width}}  {law:<13} {e['text']}")
    if mode.step is not None:
        out.append("")
        out.extend(pending_lines(mode.step, lang))
    out.append("")
    out.extend(_auction_lines(mode, lang))
    out.append("")
    contract, declarer = contract_text(mode)
    if contract is None:
        out.append(_say("replay.auction.open", lang))
    elif declarer is None:
        out.append(_say("replay.passed.out", lang))
    else:
        assert mode.declarer is not None and mode.contract is not None
        out.append(_say("replay.contract", lang, contract=mode.contract.with_declarer(None),
                        declarer=mode.declarer))
    if mode.obligations and not mode.auction_over:
        out.append(_say("replay.obligations", lang))
        for seat in sorted(mode.obligations):
            duty = mode.obligations[seat]
            law = _say("replay.law", lang, law=duty.law)
            out.append(f"  {law:<13} {obligation_message(mode, seat).render(lang)}")
    if mode.restrictions and not mode.auction_over:
        seats = list(dict.fromkeys(r.offender for r in mode.restrictions))
        out.append(_say("replay.restrictions", lang, seats=seats))
    for seat in sorted(mode.penalty_cards):
        cards = mode.penalty_cards[seat]
        if cards:
            out.append(_say("replay.penalty", lang, seat=seat, cards=list(cards)))
    if mode.flags:
        out.append(_say("replay.flags", lang))
        for r in mode.flags:
            out.append(f"  {_say('replay.law', lang, law=r.law):<13} {r.message.render(lang)}")
    play = mode.play
    if play is not None and (play.tricks or play.current_trick or play.claim_event):
        out.append("")
        out.extend(_play_text(mode, play, lang))
    if mode.score is not None and mode.auction_over:
        ns, ew = mode.score
        out.append(_say("replay.score", lang, ns=f"{ns:+d}", ew=f"{ew:+d}"))
        adjusted = mode.adjusted
        if mode.score_status == "pending adjustment":
            out.append(_say("replay.score.pending", lang))
        elif adjusted is not None and adjusted.result != "none":
            law = _say("replay.law", lang, law=adjusted.law or "12C")
            out.append(_say("replay.adjusted", lang, law=law, result=adjusted.result)
                       + (f' "{adjusted.note}"' if adjusted.note else ""))
    if replay.checks:
        out.append(_say("replay.checks", lang, count=sum(c.ok for c in replay.checks)))
    return "\n".join(out) + "\n"


def _play_text(mode: TableMode, play: PlayState, lang: str) -> list[str]:
    """The play trick by trick (revokes and accepted leads out of turn marked), the
    revokes with what became of them, the transfers and the tricks."""
    revoked = {(r.trick, r.player, r.card) for r in play.revokes}
    letters = dict(zip(Seat, _say("replay.letters", lang).split(), strict=True))
    lines = [_say("replay.play", lang)]
    tricks = list(play.tricks)
    current = play.current_trick
    for number, trick in enumerate([*tricks, *([current] if current else [])], 1):
        cells = []
        for i, card in enumerate(trick.cards):
            seat = trick.seat_of(i)
            mark = ""
            if (number, seat, card) in revoked:
                mark = f" ({_say('replay.mark.revoke', lang)})"
            elif i == 0 and number in play.lead_marks:
                mark = f" ({_say('replay.mark.lead', lang)})"
            cells.append(f"{letters[seat]} {term(card, lang)}{mark}")
        if not trick.cards and trick.winner is not None:
            cells.append(_say("replay.cards.unknown", lang))
        won = "   " + _say("replay.won", lang, seat=letters[trick.winner]) \
            if trick.winner is not None else ""
        lines.append(f"{number:>2}. {'  '.join(cells)}{won}")
    if play.turn is not None and mode.step is None:
        lines.append(_say("replay.turn", lang, seat=play.turn))
    if play.revokes:
        lines.append(_say("replay.revokes", lang))
        for r in play.revokes:
            state = ("ignored" if r.ignored else "accepted" if r.accepted
                     else "corrected" if r.corrected or r.twelfth
                     else "established" if r.established else
                     "noticed" if r.noticed else "open")
            if r.card is None:  # a trick whose cards are not recorded
                lines.append("  " + _say("replay.revoke.line.unknown", lang, seat=r.player,
                                         trick=r.trick, suit=r.suit, law=r.law,
                                         state=_say(_STATES[state], lang)))
                continue
            lines.append("  " + _say("replay.revoke.line", lang, seat=r.player, trick=r.trick,
                                     card=r.card, law=r.law,
                                     state=_say(_STATES[state], lang)))
        for r, t in mode.transfers:
            key = "replay.transfer.line" if t.tricks else "replay.transfer.none"
            lines.append("  " + _say(key, lang, law=t.law, tricks=t.tricks,
                                     nos=r.player.side.opponents))
    claim = play.claim_event
    key = ("replay.tricks" if claim is None else "replay.tricks.claim"
           if isinstance(claim, ClaimAgreed) else "replay.tricks.concession")
    lines.append(_say(key, lang, tricks=play.declarer_tricks))
    if mode.transfers:
        lines.append(_say("replay.result", lang, tricks=mode.result))
    return lines


def _auction_lines(mode: TableMode, lang: str) -> list[str]:
    cells, insufficient, skipped = _auction_cells(mode)
    texts = [_call_text(text, lang) for _, text in cells]
    texts = [""] * ((mode.board.dealer - Seat.WEST) % 4) + texts
    if not mode.auction_over:
        texts.append("?")
    lines = [_say("replay.auction.title", lang), _say("replay.seats", lang)]
    for i in range(0, len(texts), 4):
        lines.append("".join(f"{t:<7}" for t in texts[i:i + 4]).rstrip())
    if insufficient:
        lines.append(_say("replay.legend.insufficient", lang))
    if skipped:
        lines.append(_say("replay.legend.skipped", lang))
    return lines


def _call_text(text: str, lang: str) -> str:
    if text == "-":
        return text
    mark = "*" if text.endswith("*") else ""
    return term(Call.parse(text.rstrip("*")), lang) + mark
