"""The console's web application (Starlette): the pages of the session.

Three kinds of visitor, told apart by the signed session cookie:

* a **table**, signed in with its code: sees its rounds, enters its results, and the
  opponents confirm them (``/table``);
* the **director**, signed in with a password (hashed with Argon2id): sets up sessions,
  follows the progress, corrects results, gives adjusted scores, publishes
  (``/director``);
* the **public**: only published results (``/results/N``).

Every form that changes something is a POST carrying the CSRF token of the visitor's
cookie session, and is refused without it. Every change is an event
(:mod:`bridgelaws.web.store`). The pages are Jinja2 templates, with htmx served from the
package; every word is a catalogue entry (:mod:`bridgelaws.web.words`).
"""

from __future__ import annotations

import secrets
from fractions import Fraction
from pathlib import Path
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from bridgelaws.formats.results import to_html
from bridgelaws.messages import LANGUAGES, Message
from bridgelaws.scoring.session import Played, SessionError
from bridgelaws.scoring.sessionscore import SessionScore, Standing
from bridgelaws.values.board import Vulnerability
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat, Side, Strain, Suit
from bridgelaws.web import rulings
from bridgelaws.web.db import make_engine, migrate
from bridgelaws.web.setup import SetupError, session_header
from bridgelaws.web.state import Refused, SessionState
from bridgelaws.web.store import Store
from bridgelaws.web.words import LANGUAGE_NAMES, best_language, say, term

__all__ = ["create_app", "hasher"]

HERE = Path(__file__).resolve().parent
hasher = PasswordHasher()

STRAINS = ("C", "D", "H", "S", "NT")
SEATS = ("N", "E", "S", "W")
RESULTS = ("=", *(f"+{n}" for n in range(1, 7)), *(f"-{n}" for n in range(1, 14)))
RANKS = tuple("AKQJT98765432")
_SEAT_OF = {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST}
_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_VUL_KEYS = {Vulnerability.NONE: "web.board.vul.none", Vulnerability.NS: "web.board.vul.ns",
             Vulnerability.EW: "web.board.vul.ew", Vulnerability.BOTH: "web.board.vul.both"}


def _figure(value: Fraction | None, places: int) -> str:
    """A score or matchpoints as the traveller shows it (empty when there is none)."""
    return "" if value is None else f"{float(value):.{places}f}"


def _pretty(result: str, lang: str) -> str:
    """A result as the pages show it: ``4♠X South =, ♥K`` in the language's words."""
    try:
        played = Played.parse(" ".join(result.split()[:3]), *result.split()[3:4])
    except (SessionError, ValueError):
        return result  # an adjusted score, as the director wrote it
    if played.contract is None:
        return str(term(Call.parse("P"), lang))
    text = f"{term(played.contract, lang)} {played.result_text}"
    return text if played.lead is None else f"{text}, {term(played.lead, lang)}"


def _ranking(score: SessionScore, lang: str) -> list[tuple[str, list[Standing]]]:
    """The standings by field: North-South and East-West apart in a Mitchell."""
    fields: dict[str, list[Standing]] = {}
    for st in score.standings:
        fields.setdefault(st.field, []).append(st)
    sides = {"NS": Side.NS, "EW": Side.EW}
    return [(str(term(sides[f], lang)) if f in sides else f, members)
            for f, members in fields.items()]


def _environment() -> Environment:
    env = Environment(loader=FileSystemLoader(HERE / "templates"),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    return env


class Console:
    """The application's state: the event store, the templates, the default language."""

    def __init__(self, store: Store, lang: str | None) -> None:
        self.store = store
        self.lang = lang
        self.env = _environment()

    # -- helpers -------------------------------------------------------------------------

    def language(self, request: Request) -> str:
        chosen = request.query_params.get("lang") or request.cookies.get("lang")
        if chosen in LANGUAGES:
            return str(chosen)
        if self.lang:
            return self.lang
        return best_language(request.headers.get("accept-language", ""))

    def page(self, request: Request, template: str, status: int = 200,
             **context: Any) -> HTMLResponse:
        lang = self.language(request)
        if "csrf" not in request.session:
            request.session["csrf"] = secrets.token_urlsafe(32)

        def words(key: str, **values: object) -> str:
            return say(key, lang, **values)

        def seat(letter: str) -> str:
            return str(term(_SEAT_OF[letter], lang))

        def strain(letter: str) -> str:
            return str(term(Strain.NOTRUMP, lang)) if letter == "NT" else _SYMBOLS[letter]

        def pretty(result: str) -> str:
            return _pretty(result, lang)

        def by(who: str) -> str:
            role, _, rest = who.partition(":")
            if role == "table":
                table, _, side = rest.partition(":")
                return say("web.who.opponents" if side else "web.who.table", lang, table=table)
            return say("web.who.director", lang, name=rest)

        def names(pair: str) -> str:
            state = context.get("state")
            label = state.setup.contestant(pair).label if state is not None else ""
            return f"{pair} ({label})" if label else pair

        html = self.env.get_template(f"{template}.html").render(
            _=words, lang=lang, seat=seat, strain=strain, pretty=pretty, by=by, names=names,
            languages=LANGUAGE_NAMES, csrf=request.session["csrf"], path=request.url.path,
            strains=STRAINS, seats=SEATS, results=RESULTS, ranks=RANKS,
            director=bool(request.session.get("director")), **context)
        response = HTMLResponse(html, status_code=status)
        if request.query_params.get("lang") in LANGUAGES:
            response.set_cookie("lang", lang, max_age=365 * 24 * 3600, samesite="lax")
        return response

    async def form(self, request: Request) -> dict[str, str]:
        """The POSTed form, after its CSRF token is checked (:class:`Forbidden` if not)."""
        data = await request.form()
        token = data.get("csrf")
        expected = request.session.get("csrf")
        if not isinstance(token, str) or not expected or not secrets.compare_digest(
                token, str(expected)):
            raise Forbidden
        return {k: v for k, v in data.items() if isinstance(v, str)}

    def forbidden(self, request: Request) -> HTMLResponse:
        return self.page(request, "message", 403, message=say("web.refused.csrf",
                                                               self.language(request)))

    # -- public --------------------------------------------------------------------------

    async def home(self, request: Request) -> Response:
        published = [s for s in self.store.sessions() if s.published]
        return self.page(request, "home", published=published)

    async def results(self, request: Request) -> Response:
        try:
            state = self.store.state(int(request.path_params["sid"]))
        except KeyError:
            return self.not_found(request)
        if not state.published and not request.session.get("director"):
            return self.not_found(request)
        lang = self.language(request)
        return HTMLResponse(to_html(state.score(), lang=lang, double_dummy=False))

    def not_found(self, request: Request) -> HTMLResponse:
        return self.page(request, "message", 404,
                         message=say("web.refused.gone", self.language(request)))

    # -- the table -----------------------------------------------------------------------

    async def table_signin(self, request: Request) -> Response:
        if request.method == "POST":
            try:
                data = await self.form(request)
            except Forbidden:
                return self.forbidden(request)
            found = self.store.table_for(data.get("code", ""))
            if found is None:
                return self.page(request, "table_signin", 400,
                                 error=say("web.table.code.bad", self.language(request)),
                                 code=data.get("code", ""))
            request.session["table"] = list(found)
            return RedirectResponse("/table/entry", 303)
        return self.page(request, "table_signin", code="")

    def _table(self, request: Request) -> tuple[SessionState, int] | None:
        found = request.session.get("table")
        if not found:
            return None
        sid, table = int(found[0]), int(found[1])
        try:
            state = self.store.state(sid)
        except KeyError:
            return None
        if state.closed:
            return None
        return state, table

    async def table_entry(self, request: Request) -> Response:
        seated = self._table(request)
        if seated is None:
            request.session.pop("table", None)
            return RedirectResponse("/table", 303)
        state, table = seated
        if request.method == "GET":
            return self._entry_page(request, state, table, {})
        try:
            data = await self.form(request)
        except Forbidden:
            return self.forbidden(request)
        lang = self.language(request)
        action = data.get("action", "enter")
        try:
            if action == "enter":
                board, result = _read_entry(data)

                def decide(s: SessionState) -> tuple[str, dict[str, Any]]:
                    entry = s.check(table, board, result)
                    return "entered", {"board": board, "ns": entry.ns, "ew": entry.ew,
                                       "round": entry.round, "table": table, "result": result}

                state = self.store.append(state.id, f"table:{table}", decide)
                return self._entry_page(request, state, table, {})
            board = int(data.get("board", "0"))

            def answer(s: SessionState) -> tuple[str, dict[str, Any]]:
                e = next((e for e in s.encounters(table) if board in e.boards), None)
                entry = None if e is None else s.entries.get((board, e.ns))
                if entry is None or entry.confirmed or entry.table != table:
                    raise Refused(Message("web.refused.gone"))
                kind = "confirmed" if action == "confirm" else "withdrawn"
                return kind, {"board": board, "ns": entry.ns}

            who = f"table:{table}:EW" if action == "confirm" else f"table:{table}"
            state = self.store.append(state.id, who, answer)
            return self._entry_page(request, state, table, {})
        except (Refused, _Missing) as refused:
            return self._entry_page(request, state, table, data, refused.render(lang),
                                    409 if getattr(refused, "conflict", False) else 400)

    def _entry_page(self, request: Request, state: SessionState, table: int,
                    data: dict[str, str], error: str = "", status: int = 200) -> Response:
        state = self.store.state(state.id)
        round_ = state.current_round(table)
        encounter = state.encounter(table, round_)
        boards = []
        if encounter is not None:
            for b in encounter.boards:
                boards.append((b, state.entries.get((b, encounter.ns))))
        open_boards = [b for b, entry in boards if entry is None]
        chosen = data.get("board") or (str(open_boards[0]) if open_boards else "")
        played = [b for e in state.encounters(table) if e.round < round_ for b in e.boards
                  if state.has_confirmed(b, e.ns)]
        return self.page(request, "table_entry", status, state=state, table=table, played=played,
                         round=round_, encounter=encounter, boards=boards,
                         open_boards=open_boards, chosen=chosen, data=data, error=error,
                         waiting=any(e is not None and not e.confirmed for _, e in boards),
                         done=state.complete)

    async def table_board(self, request: Request) -> Response:
        """A board's hands and traveller, for a table whose own result on it is confirmed:
        no one sees a board's hands before his table has played it."""
        seated = self._table(request)
        if seated is None:
            return RedirectResponse("/table", 303)
        state, table = seated
        board = int(request.path_params["board"])
        e = next((e for e in state.encounters(table) if board in e.boards), None)
        if e is None or not state.has_confirmed(board, e.ns):
            return self.not_found(request)
        lang = self.language(request)
        deal = state.setup.deals.get(board)
        hands = []
        if deal is not None:
            for letter in ("N", "W", "E", "S"):
                holding = deal[_SEAT_OF[letter]]
                hands.append((letter, [(_SYMBOLS[s.name[0]], s.name.lower(),
                                        holding.ranks(s).replace("T", "10") or "—")
                                       for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS,
                                                 Suit.CLUBS)]))
        marked = state.setup.board(board)
        vul = say(_VUL_KEYS[marked.vulnerability], lang)
        lines = []
        traveller = next((t for t in state.score().travellers if t.board == board), None)
        for line in traveller.lines if traveller is not None else ():
            r = line.result
            lines.append((r.ns, r.ew, _pretty(str(r.outcome), lang),
                          _figure(line.ns_points, 0), _figure(line.ns, 2), _figure(line.ew, 2),
                          r.ns == e.ns))
        return self.page(request, "table_board", state=state, board=board, hands=hands,
                         dealer=term(marked.dealer, lang), vul=vul, lines=lines)

    async def table_signout(self, request: Request) -> Response:
        try:
            await self.form(request)
        except Forbidden:
            return self.forbidden(request)
        request.session.pop("table", None)
        return RedirectResponse("/", 303)

    # -- the director --------------------------------------------------------------------

    async def director_signin(self, request: Request) -> Response:
        if request.method == "GET":
            return self.page(request, "director_signin", name="")
        try:
            data = await self.form(request)
        except Forbidden:
            return self.forbidden(request)
        name = data.get("name", "").strip()
        stored = self.store.director_hash(name)
        try:
            ok = stored is not None and hasher.verify(stored, data.get("password", ""))
        except (VerificationError, InvalidHashError):
            ok = False
        if not ok:
            return self.page(request, "director_signin", 400, name=name,
                             error=say("web.director.bad", self.language(request)))
        request.session.clear()
        request.session["director"] = name
        request.session["csrf"] = secrets.token_urlsafe(32)
        return RedirectResponse("/director", 303)

    async def director_signout(self, request: Request) -> Response:
        try:
            await self.form(request)
        except Forbidden:
            return self.forbidden(request)
        request.session.pop("director", None)
        return RedirectResponse("/", 303)

    def _director(self, request: Request) -> str | None:
        name = request.session.get("director")
        return str(name) if name else None

    async def director_home(self, request: Request) -> Response:
        if self._director(request) is None:
            return RedirectResponse("/director/signin", 303)
        error = ""
        data: dict[str, str] = {}
        if request.method == "POST":
            try:
                data = await self.form(request)
            except Forbidden:
                return self.forbidden(request)
            try:
                header, tables = session_header(
                    data.get("event", ""), data.get("movement", "mitchell"),
                    data.get("tables", ""), data.get("boards", ""))
            except SetupError as bad:
                error = bad.render(self.language(request))
            else:
                state, _ = self.store.create(header, tables, f"director:{self._director(request)}")
                return RedirectResponse(f"/director/session/{state.id}", 303)
        return self.page(request, "director_home", 400 if error else 200,
                         sessions=self.store.sessions(), error=error, data=data)

    async def director_session(self, request: Request) -> Response:
        if self._director(request) is None:
            return RedirectResponse("/director/signin", 303)
        try:
            state = self.store.state(int(request.path_params["sid"]))
        except KeyError:
            return self.not_found(request)
        fragment = request.path_params.get("part") == "progress"
        if request.method == "GET":
            return self._session_page(request, state, {}, "", fragment=fragment)
        try:
            data = await self.form(request)
        except Forbidden:
            return self.forbidden(request)
        who = f"director:{self._director(request)}"
        action = data.get("action", "")
        lang = self.language(request)
        try:
            if action in ("publish", "unpublish", "close"):
                kind = {"publish": "published", "unpublish": "unpublished",
                        "close": "closed"}[action]
                state = self.store.append(state.id, who, lambda s: (kind, {}))
            elif action == "score":
                table = _number(data.get("table", ""))
                board = _number(data.get("board", ""))
                result = " ".join(data.get("result", "").split())
                law = data.get("law", "").strip()
                note = data.get("note", "").strip()
                if not result:
                    raise _Missing()

                def decide(s: SessionState) -> tuple[str, dict[str, Any]]:
                    entry = s.check(table, board, result, law, note, director=True)
                    return "scored", {"board": board, "ns": entry.ns, "ew": entry.ew,
                                      "round": entry.round, "table": table, "result": result,
                                      "law": law, "note": note}

                state = self.store.append(state.id, who, decide)
            elif action == "remove":
                board = _number(data.get("board", ""))
                ns = data.get("ns", "")

                def remove(s: SessionState) -> tuple[str, dict[str, Any]]:
                    if (board, ns) not in s.entries:
                        raise Refused(Message("web.refused.gone"))
                    return "removed", {"board": board, "ns": ns}

                state = self.store.append(state.id, who, remove)
        except (Refused, _Missing) as refused:
            return self._session_page(request, state, data, refused.render(lang), 400)
        return RedirectResponse(f"/director/session/{state.id}", 303)

    def _session_page(self, request: Request, state: SessionState, data: dict[str, str],
                      error: str, status: int = 200, fragment: bool = False) -> Response:
        state = self.store.state(state.id)
        score = state.score()
        entries = sorted(state.entries.values(), key=lambda e: (e.round, e.table, e.board))
        return self.page(request, "session_progress" if fragment else "director_session",
                         status, state=state, ranking=_ranking(score, self.language(request)),
                         entries=entries,
                         missing=state.missing(), codes=self.store.codes(state.id),
                         data=data, error=error, log=self.store.events(state.id)[-30:][::-1])


class Forbidden(Exception):
    """A POST without the visitor's CSRF token."""


class _Missing(Exception):
    """A form sent without the choices it needs."""

    def render(self, lang: str) -> str:
        return say("web.entry.missing", lang)


def _number(text: str) -> int:
    if not text.strip().isdigit() or len(text.strip()) > 6:
        raise _Missing()
    return int(text)


def _read_entry(data: dict[str, str]) -> tuple[int, str]:
    """The board and the result (as a session file writes it) of the entry form."""
    board = _number(data.get("board", ""))
    level = data.get("level", "")
    if level == "pass":
        return board, "pass"
    strain = data.get("strain", "")
    risk = data.get("risk", "")
    declarer = data.get("declarer", "")
    result = data.get("result", "")
    if (level not in "1234567" or len(level) != 1 or strain not in STRAINS
            or risk not in ("", "X", "XX") or declarer not in SEATS or result not in RESULTS):
        raise _Missing()
    text = f"{level}{strain}{risk} {declarer} {result}"
    suit, rank = data.get("lead_suit", ""), data.get("lead_rank", "")
    if suit in ("S", "H", "D", "C") and rank in RANKS:
        text += f" {suit}{rank}"
    return board, text


def create_app(url: str | None = None, *, lang: str | None = None,
               store: Store | None = None) -> Starlette:
    """The console on the database at ``url`` (default: SQLite in the user's data
    folder), brought to the newest schema first; ``lang`` fixes the pages' language
    (else each visitor's choice or browser's)."""
    if store is None:
        engine = make_engine(url)
        migrate(engine)
        store = Store(engine)
    console = Console(store, lang)
    key = store.setting("cookie-key", lambda: secrets.token_urlsafe(48))
    routes = [
        Route("/", console.home),
        Route("/results/{sid:int}", console.results),
        Route("/table", console.table_signin, methods=["GET", "POST"]),
        Route("/table/entry", console.table_entry, methods=["GET", "POST"]),
        Route("/table/signout", console.table_signout, methods=["POST"]),
        Route("/table/board/{board:int}", console.table_board),
        Route("/director/signin", console.director_signin, methods=["GET", "POST"]),
        Route("/director/signout", console.director_signout, methods=["POST"]),
        Route("/director", console.director_home, methods=["GET", "POST"]),
        Route("/director/session/{sid:int}", console.director_session,
              methods=["GET", "POST"]),
        Route("/director/session/{sid:int}/{part:str}", console.director_session),
        *rulings.routes(console),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]
    app = Starlette(routes=routes, middleware=[
        Middleware(SessionMiddleware, secret_key=key, session_cookie="bridgelaws",
                   same_site="lax", max_age=14 * 24 * 3600)])
    app.state.console = console
    return app
