"""The director's ruling screens: a ruling at the table on a phone (issue 17, item 1).

The director taps what happened (the index of ``bridgelaws rule``,
:mod:`bridgelaws.formats.situations`), then only the facts that law needs: the board
number (dealer and vulnerability follow from it, Law 2), the auction with a bidding box,
the seat and the cards with pickers. For an irregularity the engine rectifies, the facts
become a table log (the deal ``[Hands "?"]`` when the play needs one nobody knows) that the
engine runs; while the board waits, the options are shown as one script to read aloud
(:func:`bridgelaws.engine.script.read_aloud`) and each choice or finding is one tap, until
nothing waits. For a ruling the Laws leave to judgement the screens walk the procedure's
questions (:mod:`bridgelaws.judgement.procedures`), one a screen. The ruling record page
prints, and feeds a procedure's adjusted score into a session as the console's
``scored`` event, with its law and reason.

The ruling in progress travels with the page (a hidden field, and the record's address),
so nothing is stored until its score is fed into a session; every form is a POST with the
visitor's CSRF token, and only the signed-in director reaches these pages.
"""

from __future__ import annotations

import base64
import json
from typing import TYPE_CHECKING, Any, Final

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from bridgelaws.engine.script import read_aloud
from bridgelaws.engine.steps import AnswerType
from bridgelaws.errors import reason_of
from bridgelaws.formats.situations import (
    CHOICE_WORDS,
    ENGINE_SITUATIONS,
    JUDGEMENT_SITUATIONS,
    auction_ended,
    auction_lines,
    facts_lines,
    lead_lines,
    question_line,
    record_lines,
    revoke_lines,
    run_lines,
    waiting,
)
from bridgelaws.formats.tablelog import Replay, TableLogError, action_text
from bridgelaws.judgement.procedures import Ask, ProcedureError, Record, parse_adjustment
from bridgelaws.messages import Message
from bridgelaws.scoring.session import (
    Adjustment,
    Artificial,
    Assigned,
    BetterOf,
    SessionError,
    outcome_text,
)
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Call, parse_contract
from bridgelaws.values.cards import Card, Seat, Strain, Suit
from bridgelaws.web.state import Refused, SessionState
from bridgelaws.web.words import say, term

if TYPE_CHECKING:
    from bridgelaws.web.app import Console

__all__ = ["Rulings", "routes"]

_SEATS: Final = tuple(Seat)
_SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_STRAINS: Final = ("C", "D", "H", "S", "NT")
_MOST_STEPS: Final = 20  # choices and findings before the screens stop asking
_VUL_KEYS: Final = {"None": "web.board.vul.none", "NS": "web.board.vul.ns",
                    "EW": "web.board.vul.ew", "All": "web.board.vul.both"}


class BadRuling(Exception):
    """A ruling state the screens cannot read (a tampered or truncated address)."""


def encode(state: dict[str, Any]) -> str:
    """The ruling in progress as the text a form or an address carries."""
    raw = json.dumps(state, separators=(",", ":")).encode("utf-8")
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode(text: str) -> dict[str, Any]:
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        state = json.loads(raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        raise BadRuling from None
    if not isinstance(state, dict) or (state.get("sit") not in ENGINE_SITUATIONS
                                       and state.get("sit") not in JUDGEMENT_SITUATIONS):
        raise BadRuling
    return state


def _board(state: dict[str, Any]) -> Board | None:
    number = state.get("board")
    return Board.numbered(number) if isinstance(number, int) and 1 <= number <= 9999 else None


def _calls(state: dict[str, Any]) -> list[Call]:
    try:
        return [Call.parse(str(c)) for c in state.get("calls", [])]
    except ValueError:
        raise BadRuling from None


def facts(state: dict[str, Any]) -> list[str] | None:
    """The table log of the facts, once every fact the situation needs is in."""
    board = _board(state)
    if state["sit"] == "revoke-tricks":
        return _revoke_facts(state, board) if board is not None else None
    act, who = state.get("act"), state.get("who")
    if board is None or not state.get("closed") or not act:
        return None
    try:
        seat = Seat.parse(who) if who else None
        if state["sit"] == "lead":
            assert seat is not None
            return lead_lines(board, _calls(state), seat, Card.parse(act))
        return facts_lines(board, state["sit"], _calls(state), seat, act)
    except (AssertionError, ValueError):
        raise BadRuling from None


_REVOKE_FACTS: Final = ("bid", "risk", "decl", "who", "trick", "suit", "before", "est")


def _revoke_ask(state: dict[str, Any]) -> str | None:
    """The revoke fact still to tap (61-64), or ``None`` when all are in."""
    for name in _REVOKE_FACTS:
        if name not in state:
            return name
    if state["est"] and len(state.get("winners", [])) < 14 - int(state["trick"]):
        return "winners"
    return None


def _revoke_facts(state: dict[str, Any], board: Board) -> list[str] | None:
    """The revoke's log without the deal, once every fact is in."""
    if _revoke_ask(state) is not None:
        return None
    try:
        contract = parse_contract(f"{state['bid']}{state['risk']} {state['decl']}")
        assert contract is not None
        winners = [Seat.parse(w) for w in state.get("winners", [])] if state["est"] else None
        return revoke_lines(board, contract, Seat.parse(state["who"]), int(state["trick"]),
                            Suit.parse(state["suit"]), int(state["before"]), winners)
    except (AssertionError, ValueError, TypeError):
        raise BadRuling from None


def _record(state: dict[str, Any]) -> Record:
    _, procedure = JUDGEMENT_SITUATIONS[state["sit"]]
    try:
        return Record.from_dict({"procedure": procedure.id,
                                 "facts": {"situation": state["sit"],
                                           "board": state.get("board", "")},
                                 "answers": [{"ask": a, "value": v}
                                             for a, v in state.get("answers", [])]})
    except (ProcedureError, KeyError, TypeError, ValueError):
        raise BadRuling from None


class Rulings:
    """The ruling screens of a console."""

    def __init__(self, console: Console) -> None:
        self.console = console

    # -- the screens ---------------------------------------------------------------------

    async def index(self, request: Request) -> Response:
        if not request.session.get("director"):
            return RedirectResponse("/director/signin", 303)
        lang = self.console.language(request)
        situations = [(key, say(words, lang)) for key, words in ENGINE_SITUATIONS.items()]
        situations += [(key, say(words, lang))
                       for key, (words, _) in JUDGEMENT_SITUATIONS.items()]
        return self.console.page(request, "ruling_index", situations=situations,
                                 what=say("rule.what", lang))

    async def step(self, request: Request) -> Response:
        """One tap: the state and the tap arrive, the next screen leaves."""
        if not request.session.get("director"):
            return RedirectResponse("/director/signin", 303)
        from bridgelaws.web.app import Forbidden

        try:
            data = await self.console.form(request)
        except Forbidden:
            return self.console.forbidden(request)
        lang = self.console.language(request)
        try:
            if "start" in data:
                state = decode(encode({"sit": data["start"]}))
            else:
                state = decode(data.get("s", ""))
            error = "" if "start" in data else self._tap(state, data, lang)
            return self._screen(request, state, error)
        except BadRuling:
            return self.console.page(request, "message", 400,
                                     message=say("web.ruling.bad", lang))

    def _tap(self, state: dict[str, Any], data: dict[str, str], lang: str) -> str:
        """Apply the tap to ``state`` (in place); the refusal to show, or ``""``."""
        sit = state["sit"]
        if "board" in data and _board(state) is None:
            text = data["board"].strip()
            if not (text.isdigit() and text.isascii() and 1 <= int(text) <= 9999):
                return say("rule.error.board", lang)
            state["board"] = int(text)
            state.setdefault("calls", [])
            return ""
        if sit in JUDGEMENT_SITUATIONS:
            return self._procedure_tap(state, data, lang)
        board = _board(state)
        if board is None:
            raise BadRuling
        if sit == "revoke-tricks" and _revoke_ask(state) is not None:
            return _revoke_tap(state, data, lang)
        if sit == "revoke-tricks":
            return self._answer(state, data, lang)
        calls = state.setdefault("calls", [])
        if not state.get("closed"):
            tap = data.get("call", "")
            if tap == "undo":
                if calls:
                    calls.pop()
                return ""
            if tap == "done":
                if sit == "lead" and not auction_ended(_calls(state), board):
                    return say("web.ruling.auction.open", lang)
                state["closed"] = True
                return ""
            try:
                call = Call.parse(tap)
                mode = run_lines(auction_lines(board, [*_calls(state), call])).mode
            except (ValueError, TableLogError):
                return say("web.ruling.refused", lang)
            if mode.step is not None:
                return say("web.ruling.refused", lang)
            calls.append(str(call))
            return ""
        if sit != "insufficient" and not state.get("who"):
            if data.get("seat") not in ("N", "E", "S", "W"):
                raise BadRuling
            state["who"] = data["seat"]
            return ""
        if not state.get("act"):
            return self._act(state, data, lang)
        return self._answer(state, data, lang)

    def _act(self, state: dict[str, Any], data: dict[str, str], lang: str) -> str:
        """The irregular call, the exposed cards or the card led."""
        sit = state["sit"]
        try:
            if sit in ("insufficient", "rotation"):
                act = str(Call.parse(data.get("call", "")))
            elif sit == "lead":
                act = str(Card.parse(data.get("card", "")))
            else:
                cards = [Card.parse(k[2:]) for k in data if k.startswith("c_")]
                if not cards or len(set(cards)) < len(cards):
                    raise ValueError("cards")
                act = " ".join(str(c) for c in cards)
        except ValueError:
            return say("web.ruling.refused", lang)
        state["act"] = act
        state["log"] = []
        lines = facts(state)
        assert lines is not None
        try:
            run_lines(lines, lang)
        except TableLogError as exc:
            del state["act"]
            return say("rule.error.log", lang, reason=exc.text or exc.reason)
        return ""

    def _answer(self, state: dict[str, Any], data: dict[str, str], lang: str) -> str:
        """A choice, a finding or a call, as the log line the board takes."""
        lines = facts(state)
        if lines is None:
            raise BadRuling
        log: list[str] = state.setdefault("log", [])
        try:
            mode = run_lines([*lines, *log], lang).mode
        except TableLogError:
            raise BadRuling from None
        wait = waiting(mode)
        line = ""
        if wait.kind == "choice" and data.get("choice") in [c for c, _ in wait.choices]:
            line = data["choice"]
        elif wait.kind == "question" and wait.question is not None:
            if wait.question.answer is AnswerType.YES_NO and data.get("yes") in ("yes", "no"):
                line = question_line(wait.question, data["yes"] == "yes")
            elif wait.question.answer is AnswerType.DENOMINATIONS and "strains" in data:
                picked = [s for s in _STRAINS if f"d_{s}" in data]
                line = question_line(wait.question, picked)
        elif wait.kind == "call" and wait.seat is not None:
            try:
                line = f"{wait.seat.letter} {Call.parse(data.get('call', ''))}"
            except ValueError:
                return say("web.ruling.refused", lang)
        if not line:
            return say("web.ruling.refused", lang)
        try:
            run_lines([*lines, *log, line], lang)
        except TableLogError as exc:
            return say("rule.error.log", lang, reason=exc.text or exc.reason)
        log.append(line)
        return ""

    def _procedure_tap(self, state: dict[str, Any], data: dict[str, str], lang: str) -> str:
        record = _record(state)
        ask = record.waiting
        if ask is None or data.get("ask") != ask.id:
            return ""  # an old screen tapped again: show the current one
        value = (data.get("value") or data.get("typed", "")).strip()
        if ask.answer is AnswerType.ADJUSTED_SCORE:
            try:
                value = outcome_text(parse_adjustment(value))
            except (SessionError, ValueError) as exc:
                reason = reason_of(exc)
                return reason if isinstance(reason, str) else reason.render(lang)
        answers = [*state.get("answers", []), [ask.id, value]]
        try:
            _record({**state, "answers": answers})
        except BadRuling:
            return say("web.ruling.refused", lang)
        state["answers"] = answers
        return ""

    def _screen(self, request: Request, state: dict[str, Any], error: str) -> Response:
        lang = self.console.language(request)
        sit = state["sit"]
        board = _board(state)
        words = (ENGINE_SITUATIONS[sit] if sit in ENGINE_SITUATIONS
                 else JUDGEMENT_SITUATIONS[sit][0])
        common: dict[str, Any] = {"s": encode(state), "error": error,
                                  "situation": say(words, lang)}
        status = 400 if error else 200
        if board is None:
            return self.console.page(request, "ruling_step", status, screen="board",
                                     question=say("rule.board", lang), **common)
        common["facts"] = _board_facts(board, lang)
        if sit in JUDGEMENT_SITUATIONS:
            record = _record(state)
            ask = record.waiting
            if ask is None:
                return self._to_record(state)
            return self.console.page(request, "ruling_step", status, screen="ask",
                                     **common, **_ask_screen(ask, lang))
        if sit == "revoke-tricks" and _revoke_ask(state) is not None:
            return self.console.page(request, "ruling_step", status,
                                     **_revoke_screen(state, lang), **common)
        if sit != "revoke-tricks" and not state.get("closed"):
            calls = _calls(state)
            key = "web.ruling.auction.whole" if sit == "lead" else "web.ruling.auction.before"
            return self.console.page(
                request, "ruling_step", status, screen="auction",
                question=say(key, lang, dealer=term(board.dealer, lang)),
                grid=_grid(board, calls, lang), box=_box(calls, lang, legal_only=True),
                **common)
        if sit not in ("insufficient", "revoke-tricks") and not state.get("who"):
            key = {"rotation": "web.ruling.who.called", "exposed": "web.ruling.who.exposed",
                   "lead": "web.ruling.who.led"}[sit]
            return self.console.page(
                request, "ruling_step", status, screen="seat", question=say(key, lang),
                grid=_grid(board, _calls(state), lang),
                pick_seats=[(s.letter, str(term(s, lang))) for s in _SEATS], **common)
        if sit != "revoke-tricks" and not state.get("act"):
            calls = _calls(state)
            grid = _grid(board, calls, lang)
            if sit == "insufficient":
                seat = board.dealer.after(len(calls))
                return self.console.page(
                    request, "ruling_step", status, screen="call", grid=grid,
                    question=say("web.ruling.which.insufficient", lang,
                                 seat=term(seat, lang)),
                    box=_box([], lang), **common)
            who = term(Seat.parse(state["who"]), lang)
            if sit == "rotation":
                return self.console.page(
                    request, "ruling_step", status, screen="call", grid=grid,
                    question=say("web.ruling.which.call", lang, seat=who),
                    box=_box([], lang), **common)
            key = "web.ruling.which.lead" if sit == "lead" else "web.ruling.which.cards"
            return self.console.page(
                request, "ruling_step", status, screen="cards" if sit == "exposed" else "card",
                grid=grid, question=say(key, lang, seat=who), suits=_card_rows(lang),
                **common)
        lines = facts(state)
        assert lines is not None
        log: list[str] = state.setdefault("log", [])
        for _ in range(_MOST_STEPS):
            try:
                replay = run_lines([*lines, *log], lang)
            except TableLogError:
                raise BadRuling from None
            wait = waiting(replay.mode)
            if wait.kind != "director":
                break
            log.append("TD")
            common["s"] = encode(state)
        if wait.kind in ("none", "other") or len(log) >= _MOST_STEPS:
            return self._to_record(state)
        script = read_aloud(replay.mode)
        context: dict[str, Any] = {
            "script": _indented(script.lines(lang)) if script is not None else [],
            "read": say("rule.read", lang), "trail": _trail(replay, lang)}
        if wait.kind == "choice":
            context["question"] = say("rule.choose", lang, seat=wait.seat)
            context["choices"] = [
                (line, option.message.render(lang),
                 Message("replay.law", law=option.law).render(lang))
                for line, option in wait.choices]
            return self.console.page(request, "ruling_step", status, screen="choice",
                                     **context, **common)
        if wait.kind == "call":
            assert wait.seat is not None
            return self.console.page(
                request, "ruling_step", status, screen="call",
                question=say("web.ruling.call.by", lang, seat=term(wait.seat, lang)),
                box=_box([], lang), **context, **common)
        question = wait.question
        assert question is not None
        if question.answer is AnswerType.DENOMINATIONS:
            strains = [(s, str(term(Strain.parse(s), lang))) for s in _STRAINS]
            return self.console.page(request, "ruling_step", status, screen="strains",
                                     question=question.message.render(lang),
                                     strains_=strains, **context, **common)
        return self.console.page(request, "ruling_step", status, screen="yesno",
                                 question=question.message.render(lang), **context,
                                 **common)

    def _to_record(self, state: dict[str, Any]) -> Response:
        return RedirectResponse(f"/director/ruling/record?s={encode(state)}", 303)

    # -- the record ----------------------------------------------------------------------

    async def record(self, request: Request) -> Response:
        if not request.session.get("director"):
            return RedirectResponse("/director/signin", 303)
        lang = self.console.language(request)
        try:
            state = decode(request.query_params.get("s", ""))
            return self._record_page(request, state, "")
        except BadRuling:
            return self.console.page(request, "message", 400,
                                     message=say("web.ruling.bad", lang))

    def _record_page(self, request: Request, state: dict[str, Any], error: str,
                     status: int = 200, data: dict[str, str] | None = None) -> Response:
        lang = self.console.language(request)
        sit = state["sit"]
        board = _board(state)
        if board is None:
            raise BadRuling
        words = (ENGINE_SITUATIONS[sit] if sit in ENGINE_SITUATIONS
                 else JUDGEMENT_SITUATIONS[sit][0])
        context: dict[str, Any] = {
            "s": encode(state), "situation": say(words, lang), "facts": _board_facts(board, lang),
            "error": error, "data": data or {}, "board": board.number}
        if sit in JUDGEMENT_SITUATIONS:
            record = _record(state)
            context["lines"] = record_lines(record, lang)
            adjustment = _adjustment(record)
            outcome = record.outcome
            if adjustment is not None and outcome is not None:
                context["adjusted"] = str(adjustment)
                context["artificial"] = adjustment in (Artificial.AVERAGE_PLUS,
                                                       Artificial.AVERAGE_MINUS)
                context["law"] = Message("replay.law", law=outcome.law).render(lang)
                context["note"] = f"{say(words, lang)}: {outcome.message.render(lang)}"
                context["sessions"] = [s for s in self.console.store.sessions()
                                       if not s.closed]
        else:
            lines = facts(state)
            if lines is None:
                raise BadRuling
            log = list(state.get("log", []))
            try:
                replay = run_lines([*lines, *log], lang)
            except TableLogError:
                raise BadRuling from None
            context["trail"] = _trail(replay, lang)
            context["log"] = "\n".join([*lines, *log])
            script = read_aloud(replay.mode)
            context["waits"] = _indented(script.lines(lang)) if script is not None else []
            if sit == "revoke-tricks" and not state.get("est"):  # 62A: corrected
                context["waits"] = [(0, say("rule.revoke.correct", lang,
                                            seat=Seat.parse(state["who"]),
                                            suit=Suit.parse(state["suit"]),
                                            trick=state["trick"]))]
        return self.console.page(request, "ruling_record", status, **context)

    async def score(self, request: Request) -> Response:
        """The record's adjusted score into a session: the console's ``scored`` event,
        with the law of the outcome and the ruling as its reason."""
        if not request.session.get("director"):
            return RedirectResponse("/director/signin", 303)
        from bridgelaws.web.app import Forbidden

        try:
            data = await self.console.form(request)
        except Forbidden:
            return self.console.forbidden(request)
        lang = self.console.language(request)
        try:
            state = decode(data.get("s", ""))
            if state["sit"] not in JUDGEMENT_SITUATIONS:
                raise BadRuling
            record = _record(state)
            adjustment = _adjustment(record)
            outcome = record.outcome
            if adjustment is None or outcome is None:
                raise BadRuling
        except BadRuling:
            return self.console.page(request, "message", 400,
                                     message=say("web.ruling.bad", lang))
        try:
            sid = int(data.get("session", ""))
            table = int(data.get("table", ""))
            board = int(data.get("board", ""))
            state_ = self.console.store.state(sid)
        except (ValueError, KeyError):
            return self._record_page(request, state, say("web.entry.missing", lang), 400, data)
        result = outcome_text(adjustment)  # ave, assign ..., better-of ... (12C, 86B2(b))
        if adjustment in (Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS):
            side = data.get("side", "")
            if side not in ("NS", "EW"):
                return self._record_page(request, state, say("web.entry.missing", lang), 400,
                                         data)
            other = "ave-" if result == "ave+" else "ave+"
            result = f"{result}/{other}" if side == "NS" else f"{other}/{result}"
        words = JUDGEMENT_SITUATIONS[state["sit"]][0]
        law = str(outcome.law)
        note = f"{say(words, lang)}: {outcome.message.render(lang)}"[:200]

        def decide(s: SessionState) -> tuple[str, dict[str, Any]]:
            entry = s.check(table, board, result, law, note, director=True)
            return "scored", {"board": board, "ns": entry.ns, "ew": entry.ew,
                              "round": entry.round, "table": table, "result": result,
                              "law": law, "note": note}

        who = f"director:{request.session.get('director')}"
        try:
            self.console.store.append(state_.id, who, decide)
        except Refused as refused:
            return self._record_page(request, state, refused.render(lang), 400, data)
        return RedirectResponse(f"/director/session/{state_.id}", 303)


def _revoke_tap(state: dict[str, Any], data: dict[str, str], lang: str) -> str:
    """One revoke fact: the contract's bid, its risk, declarer, the offender, the trick,
    the suit led to it, the tricks declarer's side won before it, whether the revoke is
    established, who won each trick from it on."""
    ask = _revoke_ask(state)
    value = data.get("value", "")
    try:
        if ask == "bid":
            call = Call.parse(value)
            if not call.is_bid:
                raise ValueError(value)
            state["bid"] = str(call)
        elif ask == "risk":
            if value not in ("", "X", "XX"):
                raise ValueError(value)
            state["risk"] = value
        elif ask in ("decl", "who"):
            state[ask] = Seat.parse(value).letter
        elif ask == "trick":
            if not value.isdigit() or not 1 <= int(value) <= 13:
                raise ValueError(value)
            state["trick"] = int(value)
            if state["trick"] == 1:
                state["before"] = 0
        elif ask == "suit":
            state["suit"] = Suit.parse(value).letter
        elif ask == "before":
            if not value.isdigit() or not 0 <= int(value) < int(state["trick"]):
                raise ValueError(value)
            state["before"] = int(value)
        elif ask == "est":
            if value not in ("yes", "no"):
                raise ValueError(value)
            state["est"] = value == "yes"
        else:
            state.setdefault("winners", []).append(Seat.parse(value).letter)
    except ValueError:
        return say("web.ruling.refused", lang)
    return ""


def _revoke_screen(state: dict[str, Any], lang: str) -> dict[str, Any]:
    """The screen of the revoke fact still to tap, with its widget."""
    ask = _revoke_ask(state)
    seats = [(s.letter, str(term(s, lang))) for s in _SEATS]
    if ask == "bid":
        return {"screen": "revoke", "question": say("web.ruling.contract.bid", lang),
                "box": _box([], lang)}
    if ask == "risk":
        taps = [("", say("web.entry.undoubled", lang))]
        taps += [(c, str(term(Call.parse(c), lang))) for c in ("X", "XX")]
        return {"screen": "revoke", "question": say("web.ruling.risk", lang,
                                                    call=term(Call.parse(state["bid"]), lang)),
                "taps": taps}
    if ask in ("decl", "who"):
        key = "web.ruling.who.declarer" if ask == "decl" else "rule.who.revoked"
        return {"screen": "revoke", "question": say(key, lang), "taps": seats}
    if ask == "trick":
        return {"screen": "revoke", "question": say("rule.revoke.trick", lang),
                "numbers": list(range(1, 14))}
    if ask == "suit":
        return {"screen": "revoke", "question": say("rule.revoke.suit", lang),
                "taps": [(s.letter, str(term(s, lang))) for s in _SUITS]}
    if ask == "before":
        return {"screen": "revoke", "question": say("rule.tricks.before", lang),
                "numbers": list(range(int(state["trick"])))}
    if ask == "est":
        return {"screen": "revoke", "question": say("rule.revoke.established", lang),
                "taps": [("yes", say("web.ruling.yes", lang)),
                         ("no", say("web.ruling.no", lang))]}
    trick = int(state["trick"]) + len(state.get("winners", []))
    return {"screen": "revoke", "question": say("web.ruling.winner", lang, trick=trick),
            "taps": seats}


def _adjustment(record: Record) -> Adjustment | None:
    """The adjusted score a completed record gives (12C)."""
    outcome = record.outcome
    if outcome is None or not outcome.adjust:
        return None
    latest = record.latest()
    for step in record.path():
        if isinstance(step, Ask) and step.answer is AnswerType.ADJUSTED_SCORE \
                and step.id in latest:
            value = latest[step.id].value
            return value if isinstance(value, (Artificial, Assigned, BetterOf)) else None
    return None


def _indented(lines: list[str]) -> list[tuple[int, str]]:
    """The script's lines with their indent (in spaces) apart, for the page to keep."""
    return [(len(line) - len(line.lstrip(" ")), line.lstrip(" ")) for line in lines]


def _board_facts(board: Board, lang: str) -> str:
    """Board, dealer and vulnerability (Law 2), in the director's words."""
    vul = say(_VUL_KEYS[board.vulnerability.pbn], lang)
    return (f"{say('web.entry.board', lang, board=board.number)} · "
            f"{say('web.board.dealer', lang, dealer=term(board.dealer, lang), vul=vul)}")


def _grid(board: Board, calls: list[Call], lang: str) -> list[list[str]]:
    """The auction as four columns from West, the dealer's column first filled."""
    order = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)
    cells = [""] * order.index(board.dealer) + [str(term(c, lang)) for c in calls]
    rows = [cells[i:i + 4] for i in range(0, len(cells), 4)] or [[]]
    header = [str(term(s, lang)) for s in order]
    return [header, *[row + [""] * (4 - len(row)) for row in rows]]


def _box(calls: list[Call], lang: str, legal_only: bool = False) -> dict[str, Any]:
    """The bidding box: each bid (``enabled`` above the last bid when ``legal_only``),
    then pass, double and redouble."""
    highest = max((c.index for c in calls if c.is_bid), default=-1) if legal_only else -1
    rows = []
    for level in range(1, 8):
        row = []
        for strain in _STRAINS:
            call = Call.parse(f"{level}{strain}")
            row.append((str(call), str(term(call, lang)), strain.lower(),
                        call.index > highest))
        rows.append(row)
    others = [(str(c), str(term(c, lang))) for c in map(Call.parse, ("Pass", "X", "XX"))]
    return {"rows": rows, "others": others}


def _card_rows(lang: str) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """The card picker: a row a suit (its letter, its symbol, its cards)."""
    out = []
    for suit in _SUITS:
        cards = [(f"{suit.letter}{r}", "10" if r == "T" else r) for r in "AKQJT98765432"]
        out.append((suit.letter.lower(), str(term(suit, lang)), cards))
    return out


def _trail(replay: Replay, lang: str) -> list[tuple[str, list[str]]]:
    """Each action of the ruling with the rulings it gave, their laws cited."""
    out = []
    for action in replay.actions:
        rulings = [f"{r.message.render(lang)} ({Message('replay.law', law=r.law).render(lang)})"
                   for r in action.rulings]
        out.append((action_text(action.event), rulings))
    return out


def _ask_screen(ask: Ask, lang: str) -> dict[str, Any]:
    """A procedure's question with the widget its kind of answer takes."""
    law = Message("replay.law", law=ask.law).render(lang)
    context: dict[str, Any] = {"question": f"{ask.message.render(lang)} ({law})",
                               "ask": ask.id, "kind": ask.answer.value}
    if ask.answer is AnswerType.CHOICE:
        context["choices"] = [(c, say(CHOICE_WORDS[c], lang)) for c in ask.choices]
    elif ask.answer is AnswerType.TRICKS:
        context["tricks"] = list(range(14))
    return context


def routes(console: Console) -> list[Route]:
    """The ruling screens' routes, to mount in the console's application."""
    screens = Rulings(console)
    return [
        Route("/director/ruling", screens.index),
        Route("/director/ruling/step", screens.step, methods=["POST"]),
        Route("/director/ruling/record", screens.record),
        Route("/director/ruling/score", screens.score, methods=["POST"]),
    ]
