"""``bridgelaws serve``: the director's console, a web application (docs/console.md).

It needs the ``web`` extra (``pip install 'bridgelaws[web]'``); the command line itself does
not: the web packages are imported only when the command runs.
"""

from __future__ import annotations

import argparse
import secrets
from typing import TextIO

from bridgelaws.cli.lang import CliError, add_lang_option, language, say
from bridgelaws.messages import Message

__all__ = ["add_parser", "run_serve"]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser],
               lang: str = "en") -> None:
    """Add ``serve`` to the command line's sub-commands (its help in ``lang``)."""
    serve = sub.add_parser("serve", help=say("help.serve", lang),
                           description=say("help.serve", lang))
    serve.add_argument("--demo", action="store_true", help=say("help.serve.demo", lang))
    serve.add_argument("--host", default="127.0.0.1", help=say("help.serve.host", lang))
    serve.add_argument("--port", type=int, default=8000, help=say("help.serve.port", lang))
    serve.add_argument("--db", metavar="URL", default=None, help=say("help.serve.db", lang))
    serve.add_argument("--director", metavar="NAME", default=None,
                       help=say("help.serve.director", lang))
    add_lang_option(serve, lang)


def run_serve(args: argparse.Namespace, out: TextIO) -> int:
    """Start the console: migrate the database, set up the demo when asked, print the
    address (and the demo's password and table codes), and serve until stopped."""
    try:
        import uvicorn

        from bridgelaws.web.app import create_app, hasher
        from bridgelaws.web.db import make_engine, migrate
        from bridgelaws.web.setup import demo_header
        from bridgelaws.web.store import Store
    except ImportError:
        raise CliError(Message("cli.serve.missing")) from None
    lang = language(args)
    engine = make_engine(args.db)
    migrate(engine)
    store = Store(engine)
    app = create_app(store=store, lang=args.lang)
    address = f"http://{args.host}:{args.port}/"
    out.write(say("cli.serve.address", lang, address=address) + "\n")
    if args.director:
        password = secrets.token_urlsafe(9)
        store.set_director(args.director, hasher.hash(password))
        out.write(say("cli.serve.director", lang, name=args.director, password=password)
                  + "\n")
    if args.demo:
        password = secrets.token_urlsafe(9)
        store.set_director("director", hasher.hash(password))
        event = say("web.demo.event", lang)
        found = next((s for s in store.sessions() if s.event == event and not s.closed), None)
        if found is None:
            header, tables = demo_header(event)
            found, _ = store.create(header, tables, "director:director")
        out.write(say("cli.serve.demo", lang, event=event, name="director",
                      password=password) + "\n")
        for table, code in sorted(store.codes(found.id).items()):
            out.write(say("cli.serve.code", lang, table=table, code=code) + "\n")
    out.flush()
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
