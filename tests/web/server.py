"""A console server in a subprocess, for the tests that need a real one (a browser, a
killed process)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time

import httpx2 as httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(url: str, port: int, demo: bool) -> tuple[subprocess.Popen[str], list[str]]:
    """``bridgelaws serve`` on ``url`` at ``port``; returns the process and what it printed
    (the address; with ``demo`` also the password line and the four table codes), once it
    answers."""
    args = [sys.executable, "-m", "bridgelaws", "serve", "--db", url, "--port", str(port),
            "--lang", "en", *(["--demo"] if demo else [])]
    server = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    lines: list[str] = []
    assert server.stdout is not None
    wanted = 6 if demo else 1
    while len(lines) < wanted:
        line = server.stdout.readline()
        assert line, f"the server stopped: {lines}"
        lines.append(line.strip())
    for _ in range(600):  # until it answers
        try:
            httpx.get(f"http://127.0.0.1:{port}/", timeout=5)
            break
        except httpx.TransportError:
            time.sleep(0.05)
    return server, lines


def stop(server: subprocess.Popen[str]) -> None:
    server.terminate()
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:  # pragma: no cover
        server.kill()
        server.wait()
