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
from pathlib import Path
from typing import Final, TextIO

from bridgelaws.cli.session import CommandError
from bridgelaws.engine.events import CardPlayed, ClaimAgreed
from bridgelaws.engine.tablemode import Choice, Step, TableMode
from bridgelaws.engine.tableplay import PlayState
from bridgelaws.engine.view import board_view, contract_text, obligation_message
from bridgelaws.formats.tablelog import (
    ActionResult,
    Replay,
    action_text,
    load_table_log,
    replay_log,
    to_pbn,
)
from bridgelaws.messages import LANGUAGES, Message, term
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat

__all__ = ["add_parser", "replay_json", "replay_text", "run_replay"]

_LABELS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "board": "Board {number}   Dealer {dealer}   Vulnerable {vul}   Laws {laws}",
        "trail": "Ruling trail",
        "law": "Law {law}",
        "irregularity": "irregularity", "option": "option", "question": "question",
        "choice": "choice", "finding": "finding", "consequence": "consequence",
        "obligation": "obligation", "information": "information", "flag": "flag",
        "auction": "auction", "waits": "waits", "procedure": "procedure",
        "pending": "The board waits ({law}): {what}",
        "options.for": "{seat} decides:",
        "write": "write it as: {example}",
        "pending.question": "The board waits for the director's finding ({law}):",
        "pending.director": "The board waits for the director to come and rule ({law}): "
                            "write TD",
        "answer": "write the finding as: TD {name} yes  or  TD {name} no",
        "auction.title": "Auction",
        "legend.insufficient": "* an insufficient bid, accepted (Law 27A1)",
        "legend.skipped": "- a turn lost to a call out of rotation that was accepted (Law 29A)",
        "contract": "Contract {contract}, declarer {declarer}",
        "passed.out": "Passed out",
        "auction.open": "The auction is not over.",
        "obligations": "Obligations",
        "restrictions": "Lead restrictions pending for the partner of: {seats}",
        "flags": "To review after the hand",
        "penalty": "Penalty card(s) of {seat}: {cards}",
        "play": "Play",
        "tricks": "Declarer's side has won {tricks} trick(s){claim}",
        "claim": " (claim agreed)",
        "concession": " (concession agreed)",
        "result": "After the revoke transfer declarer's side has {tricks} trick(s)",
        "revokes": "Revokes",
        "revoke.line": "{seat}, trick {trick}: {card} ({law}), {state}",
        "state.open": "not noticed yet", "state.established": "established",
        "state.noticed": "attention drawn", "state.corrected": "corrected",
        "state.ignored": "no rectification (43B3)", "state.accepted": "accepted (52B1)",
        "transfer.line": "{law}: {tricks} trick(s) to {nos}",
        "transfer.none": "{law}: no trick transferred", "letters": "N E S W",
        "mark.revoke": "revoke", "mark.lead": "led out of turn", "won": "won by {seat}",
        "turn": "To play: {seat}",
        "score": "Score: NS {ns:+d}  EW {ew:+d}",
        "checks": "Checks: {count} held",
        "seats": "West   North  East   South",
        "vul.None": "None", "vul.NS": "North-South", "vul.EW": "East-West", "vul.All": "Both",
    },
    "de": {
        "board": "Board {number}   Teiler {dealer}   Gefahrenlage {vul}   Regeln {laws}",
        "trail": "Ablauf und Regelanwendung",
        "law": "§ {law}",
        "irregularity": "Regelwidrigkeit", "option": "Wahl", "question": "Frage",
        "choice": "Entscheidung", "finding": "Feststellung", "consequence": "Folge",
        "obligation": "Pflicht", "information": "Information", "flag": "zu prüfen",
        "auction": "Reizung", "waits": "wartet", "procedure": "Ablauf",
        "pending": "Das Board wartet ({law}): {what}",
        "options.for": "{seat} entscheidet:",
        "write": "im Protokoll: {example}",
        "pending.question": "Das Board wartet auf die Feststellung des Turnierleiters "
                            "({law}):",
        "pending.director": "Das Board wartet darauf, dass der Turnierleiter an den Tisch "
                            "kommt und entscheidet ({law}): im Protokoll TD",
        "answer": "im Protokoll: TD {name} yes  oder  TD {name} no",
        "auction.title": "Reizung",
        "legend.insufficient": "* ungenügendes Gebot, angenommen (§ 27A1)",
        "legend.skipped": "- Reihe verloren durch eine angenommene Ansage außer Reihenfolge "
                          "(§ 29A)",
        "contract": "Kontrakt {contract}, Alleinspieler {declarer}",
        "passed.out": "Eingepasst",
        "auction.open": "Die Reizung ist nicht beendet.",
        "obligations": "Passpflichten",
        "restrictions": "Ausspielbeschränkung möglich für den Partner von: {seats}",
        "flags": "Nach dem Spiel zu prüfen",
        "penalty": "Strafkarte(n) von {seat}: {cards}",
        "play": "Spiel",
        "tricks": "Die Alleinspielerseite hat {tricks} Stich(e){claim}",
        "claim": " (Claim angenommen)",
        "concession": " (Konzession angenommen)",
        "result": "Nach der Stichübertragung hat die Seite des Alleinspielers {tricks} Stich(e)",
        "revokes": "Revokes",
        "revoke.line": "{seat}, {trick}. Stich: {card} (§ {law}), {state}",
        "state.open": "noch nicht bemerkt", "state.established": "vollendet",
        "state.noticed": "bemerkt", "state.corrected": "berichtigt",
        "state.ignored": "keine Rektifikation (§ 43B3)",
        "state.accepted": "angenommen (§ 52B1)",
        "transfer.line": "§ {law}: {tricks} Stich(e) an {nos}",
        "transfer.none": "§ {law}: keine Stichübertragung", "letters": "N O S W",
        "mark.revoke": "Revoke", "mark.lead": "Ausspiel außer Reihenfolge",
        "won": "gewonnen von {seat}",
        "turn": "Am Zug: {seat}",
        "score": "Ergebnis: NS {ns:+d}  OW {ew:+d}",
        "checks": "Prüfungen: {count} erfüllt",
        "seats": "West   Nord   Ost    Süd",
        "vul.None": "keine", "vul.NS": "Nord-Süd", "vul.EW": "Ost-West", "vul.All": "alle",
    },
}



def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``replay`` to the command line's sub-commands."""
    replay = sub.add_parser(
        "replay", help="run a table log through the Laws and print the ruling trail",
        description="Replay a table log (see docs/table-log.md) through the Laws: the "
                    "ruling trail line by line, the options and decisions, the auction, "
                    "contract, play and score. A malformed log or a failed expect line is "
                    "reported as file:line:column on stderr, exit code 1.")
    replay.add_argument("file", type=Path, metavar="FILE")
    output = replay.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print JSON")
    output.add_argument("--pbn", action="store_true",
                        help="print the board as a PBN game (rulings as comments)")
    replay.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="language of the rulings (default en)")


def run_replay(args: argparse.Namespace, out: TextIO) -> int:
    """Run ``bridgelaws replay ...``; a bad log raises ``TableLogError``."""
    path: Path = args.file
    if not path.exists():
        raise CommandError(f"{path}: no such file")
    if path.is_dir():
        raise CommandError(f"{path}: is a directory, not a file")
    try:
        log = load_table_log(path)
    except OSError as e:
        raise CommandError(f"{path}: cannot read: {e.strerror or e}") from None
    replay = replay_log(log, args.lang)
    if args.pbn:
        out.write(to_pbn(replay.mode, log.tags).replace("\r\n", "\n"))
    elif args.json:
        out.write(json.dumps(replay_json(replay, args.lang), indent=2, ensure_ascii=False)
                  + "\n")
    else:
        out.write(replay_text(replay, args.lang))
    return 0


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
    data["checks"] = [{"line": c.check.line, "ok": c.ok, "text": c.text}
                      for c in replay.checks]
    return data


# -- text ---------------------------------------------------------------------------------

def _example(step: Step) -> str:
    option = step.options[0]
    return action_text(Choice(option.chooser, option.name))


def _pending_lines(step: Step, lang: str) -> list[str]:
    labels = _LABELS.get(lang, _LABELS["en"])
    law = labels["law"].format(law=step.law)
    q = step.question
    if q is not None:
        return [labels["pending.question"].format(law=law), f"  {q.message.render(lang)}",
                "  " + labels["answer"].format(name=q.name)]
    if not step.options:
        if step.waiting_for.key == "waiting.director":
            return [labels["pending.director"].format(law=law)]
        return [labels["pending"].format(law=law, what=step.waiting_for.render(lang))]
    lines = [labels["pending"].format(law=law, what=step.irregularity.render(lang))]
    chooser = step.options[0].chooser
    lines.append("  " + labels["options.for"].format(seat=term(chooser, lang)))
    width = max(len(o.name) for o in step.options)
    for o in step.options:
        lines.append(f"    {o.name:<{width}}  {labels['law'].format(law=o.law):<10} "
                     f"{o.message.render(lang)}")
    lines.append("  " + labels["write"].format(example=_example(step)))
    return lines


def replay_text(replay: Replay, lang: str = "en") -> str:
    """The replay as text for a director: trail, auction, contract, play, score.

    >>> from bridgelaws.formats.tablelog import read_table_log, replay_log
    >>> text = replay_text(replay_log(read_table_log("N 1S\\nE 1H")), "de")
    >>> for line in text.split("\\n\\n")[2].splitlines():
    ...     print(line[:60].rstrip())
    Das Board wartet (§ 27): Das Gebot 1♥ von Ost ist nach 1♠ un
      Süd entscheidet:
        accept  § 27A1     Süd darf die Ansage 1♥ annehmen: Sie
        refuse  § 27B      Süd darf die Ansage 1♥ ablehnen: Sie
      im Protokoll: S accepts
    """
    labels = _LABELS.get(lang, _LABELS["en"])
    mode = replay.mode
    board = mode.board
    vul = labels[f"vul.{board.vulnerability.pbn}"]
    out = [labels["board"].format(number=board.number, dealer=term(board.dealer, lang),
                                  vul=vul, laws=replay.log.laws), ""]
    out.append(labels["trail"])
    kind_width = max(len(labels[k]) for k in ("irregularity", "option", "question", "choice",
                                               "finding", "consequence", "obligation",
                                               "information", "flag", "auction", "waits",
                                               "procedure"))
    for action, entries in _trail(replay, lang):
        if isinstance(action.event, CardPlayed) and not entries:
            continue  # the cards are listed trick by trick below
        out.append(f"{action.line:>5}  {action_text(action.event)}")
        for e in entries:
            law = labels["law"].format(law=e["law"])
            out.append(f"{'':7}{labels[str(e['kind'])]:<{kind_width}}  {law:<13} {e['text']}")
    if mode.step is not None:
        out.append("")
        out.extend(_pending_lines(mode.step, lang))
    out.append("")
    out.extend(_auction_lines(mode, lang))
    out.append("")
    contract, declarer = contract_text(mode)
    if contract is None:
        out.append(labels["auction.open"])
    elif declarer is None:
        out.append(labels["passed.out"])
    else:
        assert mode.declarer is not None and mode.contract is not None
        out.append(labels["contract"].format(
            contract=term(mode.contract.with_declarer(None), lang),
            declarer=term(mode.declarer, lang)))
    if mode.obligations and not mode.auction_over:
        out.append(labels["obligations"] + ":")
        for seat in sorted(mode.obligations):
            duty = mode.obligations[seat]
            law = labels["law"].format(law=duty.law)
            out.append(f"  {law:<13} {obligation_message(mode, seat).render(lang)}")
    if mode.restrictions and not mode.auction_over:
        seats = ", ".join(dict.fromkeys(term(r.offender, lang) for r in mode.restrictions))
        out.append(labels["restrictions"].format(seats=seats))
    for seat in sorted(mode.penalty_cards):
        cards = mode.penalty_cards[seat]
        if cards:
            out.append(labels["penalty"].format(seat=term(seat, lang),
                                                cards=term(list(cards), lang)))
    if mode.flags:
        out.append(labels["flags"] + ":")
        for r in mode.flags:
            out.append(f"  {labels['law'].format(law=r.law):<13} {r.message.render(lang)}")
    play = mode.play
    if play is not None and (play.tricks or play.current_trick or play.claim_event):
        out.append("")
        out.extend(_play_text(mode, play, lang))
    if mode.score is not None and mode.auction_over:
        ns, ew = mode.score
        out.append(labels["score"].format(ns=ns, ew=ew))
    if replay.checks:
        out.append(labels["checks"].format(count=sum(c.ok for c in replay.checks)))
    return "\n".join(out) + "\n"


def _play_text(mode: TableMode, play: PlayState, lang: str) -> list[str]:
    """The play trick by trick (revokes and accepted leads out of turn marked), the
    revokes with what became of them, the transfers and the tricks."""
    labels = _LABELS.get(lang, _LABELS["en"])
    revoked = {(r.trick, r.player, r.card) for r in play.revokes}
    letters = dict(zip(Seat, labels["letters"].split(), strict=True))
    lines = [labels["play"]]
    tricks = list(play.tricks)
    current = play.current_trick
    for number, trick in enumerate([*tricks, *([current] if current else [])], 1):
        cells = []
        for i, card in enumerate(trick.cards):
            seat = trick.seat_of(i)
            mark = ""
            if (number, seat, card) in revoked:
                mark = f" ({labels['mark.revoke']})"
            elif i == 0 and number in play.lead_marks:
                mark = f" ({labels['mark.lead']})"
            cells.append(f"{letters[seat]} {term(card, lang)}{mark}")
        won = "   " + labels["won"].format(seat=letters[trick.winner]) \
            if trick.winner is not None else ""
        lines.append(f"{number:>2}. {'  '.join(cells)}{won}")
    if play.turn is not None and mode.step is None:
        lines.append(labels["turn"].format(seat=term(play.turn, lang)))
    if play.revokes:
        lines.append(labels["revokes"] + ":")
        for r in play.revokes:
            state = ("ignored" if r.ignored else "accepted" if r.accepted
                     else "corrected" if r.corrected or r.twelfth
                     else "established" if r.established else
                     "noticed" if r.noticed else "open")
            lines.append("  " + labels["revoke.line"].format(
                seat=term(r.player, lang), trick=r.trick, card=term(r.card, lang), law=r.law,
                state=labels[f"state.{state}"]))
        for r, t in mode.transfers:
            key = "transfer.line" if t.tricks else "transfer.none"
            lines.append("  " + labels[key].format(
                law=t.law, tricks=t.tricks, nos=term(r.player.side.opponents, lang)))
    claim = play.claim_event
    suffix = "" if claim is None else labels["claim" if isinstance(claim, ClaimAgreed)
                                             else "concession"]
    lines.append(labels["tricks"].format(tricks=play.declarer_tricks, claim=suffix))
    if mode.transfers:
        lines.append(labels["result"].format(tricks=mode.result))
    return lines


def _auction_lines(mode: TableMode, lang: str) -> list[str]:
    labels = _LABELS.get(lang, _LABELS["en"])
    cells, insufficient, skipped = _auction_cells(mode)
    texts = [_call_text(text, lang) for _, text in cells]
    texts = [""] * ((mode.board.dealer - Seat.WEST) % 4) + texts
    if not mode.auction_over:
        texts.append("?")
    lines = [labels["auction.title"], labels["seats"]]
    for i in range(0, len(texts), 4):
        lines.append("".join(f"{t:<7}" for t in texts[i:i + 4]).rstrip())
    if insufficient:
        lines.append(labels["legend.insufficient"])
    if skipped:
        lines.append(labels["legend.skipped"])
    return lines


def _call_text(text: str, lang: str) -> str:
    if text == "-":
        return text
    mark = "*" if text.endswith("*") else ""
    return term(Call.parse(text.rstrip("*")), lang) + mark
