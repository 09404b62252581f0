"""A throwaway PostgreSQL cluster for the console's tests and its load benchmark, with no
docker: Debian's packages (``scripts/postgres`` installs them) give ``initdb`` and
``pg_ctl`` under ``/usr/lib/postgresql/VERSION/bin``. The cluster lives in a temporary
folder, listens on a free port of 127.0.0.1 (and on a unix socket in that folder, never in
``/var/run/postgresql``), trusts local connections, and is removed when stopped.

PostgreSQL refuses to run as root: run as root, the programs run as the ``postgres`` user
(``runuser``), who is given the temporary folder.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

__all__ = ["Cluster", "binaries"]


def binaries() -> Path | None:
    """The folder of the newest installed PostgreSQL's ``initdb`` and ``pg_ctl``, or
    None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(Path(p).parent.parent.name)
                   if Path(p).parent.parent.name.isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    if on_path and shutil.which("initdb"):
        return Path(on_path).parent
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cluster:
    """A PostgreSQL cluster of its own: :meth:`start`, :meth:`create` a database (its
    URL), :meth:`stop`. ``durable=False`` (the tests) turns fsync off; the benchmark keeps
    PostgreSQL's defaults."""

    def __init__(self, bin_dir: Path, durable: bool = False) -> None:
        self.bin = bin_dir
        self.durable = durable
        self.folder = Path(tempfile.mkdtemp(prefix="bridgelaws-pg-"))
        self.data = self.folder / "data"
        self.port = _free_port()
        self._as: list[str] = []
        self._count = 0
        if os.geteuid() == 0:  # initdb and postgres refuse root: run them as postgres
            user = pwd.getpwnam("postgres")
            os.chown(self.folder, user.pw_uid, user.pw_gid)
            self._as = ["runuser", "-u", "postgres", "--"]

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self._as, *args], cwd=self.folder, capture_output=True,
                              text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stdout}{done.stderr}")

    def start(self) -> Cluster:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres",
                  "-A", "trust", "-E", "UTF8", "--locale=C", "--no-instructions",
                  *([] if self.durable else ["--no-sync"]))
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 "
                   f"-c unix_socket_directories={self.folder} -c max_connections=200")
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l",
                  str(self.folder / "log"), "-w", "-t", "60", "-o", options, "start")
        return self

    @property
    def server_url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}"

    def _admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(f"{self.server_url}/postgres", autocommit=True) as connection:
            connection.execute(sql)  # type: ignore[arg-type]

    def create(self) -> str:
        """A new, empty database; its URL."""
        self._count += 1
        name = f"console{self._count}"
        self._admin(f"CREATE DATABASE {name}")
        return f"{self.server_url}/{name}"

    def drop(self, url: str) -> None:
        """Remove the database at ``url`` (its connections are ended first)."""
        name = url.rsplit("/", 1)[1]
        with contextlib.suppress(Exception):
            self._admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w",
                      "stop")
        for _ in range(50):
            try:
                shutil.rmtree(self.folder)
                return
            except OSError:  # pragma: no cover - the server still closing its files
                time.sleep(0.1)
