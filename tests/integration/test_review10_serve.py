"""`memledger serve` stopped by SIGTERM deletes its private copy of the view (review 10, item 7).

The copy (`views.duckdb.reader-<pid>-...`) holds fact content in plain text. Ctrl-C removed it;
SIGTERM, what a service manager sends, left it behind: uvicorn re-raises the signal it caught after
its graceful shutdown, and the default SIGTERM action killed the process before the ledger closed.
Synchronised on the first stdout lines of `follow` and `serve` (never on sleeps).
"""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from commands import Remember, open_ledger

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
CLI = [sys.executable, "-c", "from commands.cli import main; main()"]
ENV = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start(home: Path, *args: str) -> tuple[subprocess.Popen[str], dict[str, object]]:
    proc = subprocess.Popen([*CLI, "--home", str(home), *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=ENV)
    line = proc.stdout.readline()  # type: ignore[union-attr]
    if not line:
        _, err = proc.communicate(timeout=60)
        raise AssertionError(f"{args[0]} exited {proc.returncode}: {err}")
    return proc, json.loads(line)


def _stop(proc: subprocess.Popen[str], signum: int) -> str:
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=120)
    return err


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_serve_deletes_its_private_copy_when_stopped(tmp_path: Path, signum: int) -> None:
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ledger.handle(Remember(tenant="acme", subject="alice", key="health.allergy", value="peanuts"))
    tokens = tmp_path / "tokens.json"
    tokens.write_text(json.dumps({"acme-token-0123456789": ["acme"]}))
    follow, first = _start(home, "follow")
    assert first["following"] is True
    try:
        serve, started = _start(home, "serve", "--tokens", str(tokens), "--port", str(_free_port()))
        try:
            assert started["view"] == "private copy"
            copies = list(home.glob(f"views.duckdb.reader-{serve.pid}-*"))
            assert copies, sorted(p.name for p in home.iterdir())
        finally:
            err = _stop(serve, signum)
        assert serve.returncode == 0, err
        assert list(home.glob(f"views.duckdb.reader-{serve.pid}-*")) == []
    finally:
        _stop(follow, signal.SIGTERM)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_serve_answers_once_it_says_it_listens_and_a_stop_then_is_graceful(tmp_path: Path, signum: int) -> None:
    """The first line of `serve` is written once the port is bound: a supervisor that connects on reading
    it is answered (no retry), and a stop sent at once is a graceful shutdown, exit 0. (The line used to come
    before uvicorn bound the port and took over the signals: a stop in between exited 3, a startup failure, and
    a connection in between was refused; a race this test hits only on a slow machine.)"""
    home = tmp_path / "home"
    port = _free_port()
    serve, started = _start(home, "serve", "--no-auth", "--port", str(port))
    try:
        assert started["listening"] == f"http://127.0.0.1:{port}"
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/health", timeout=30) as answer:
            assert answer.status == 200
    finally:
        err = _stop(serve, signum)
    assert serve.returncode == 0, err
