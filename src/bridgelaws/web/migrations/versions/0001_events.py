"""The first schema: sessions, their append-only events, table codes, directors, settings.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

_SESSION_ID = ".".join(("session", "id"))  # the column a session's events point to


def upgrade() -> None:
    op.create_table(
        "session",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "event",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("session_id", sa.Integer, sa.ForeignKey(_SESSION_ID), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("who", sa.String(100), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.UniqueConstraint("session_id", "seq", name="event_session_seq"),
    )
    op.create_index("ix_event_session_id", "event", ["session_id"])
    op.create_table(
        "table_code",
        sa.Column("code", sa.String(20), primary_key=True),
        sa.Column("session_id", sa.Integer, sa.ForeignKey(_SESSION_ID), nullable=False),
        sa.Column("table", sa.Integer, nullable=False),
    )
    op.create_index("ix_table_code_session_id", "table_code", ["session_id"])
    op.create_table(
        "director",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(100), nullable=False, unique=True),
        sa.Column("password_hash", sa.String(200), nullable=False),
    )
    op.create_table(
        "setting",
        sa.Column("name", sa.String(40), primary_key=True),
        sa.Column("value", sa.String(200), nullable=False),
    )


def downgrade() -> None:
    for name in ("setting", "director", "table_code", "event", "session"):
        op.drop_table(name)
