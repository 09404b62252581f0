"""Alembic's environment for the console's schema: run on the connection the server hands
over (``bridgelaws.web.db.migrate``)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from bridgelaws.web.db import Base

target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata,
                      render_as_batch=connection.dialect.name == "sqlite")
    with context.begin_transaction():
        context.run_migrations()


given = context.config.attributes.get("connection")
if given is None:  # pragma: no cover
    raise RuntimeError("run the migrations through bridgelaws.web.db.migrate(engine)")
_run(given)
