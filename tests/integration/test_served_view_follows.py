"""A server follows the log itself: what other processes write, an erasure above all, reaches the
view it serves from (its file and published snapshot) without waiting for a query.

Before, an erasure issued by the CLI reached an idle server's `views.duckdb` and snapshot only at
the server's next query or when it closed: a server nobody asked for a night kept the erased text in
two files all night. Synchronised on the follower's progress (`Follower.wait_for`), never on sleeps.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from commands import Remember, open_ledger
from commands.server import create_app

pytestmark = pytest.mark.integration

SECRET = "Moonrise-Court-4471"


def _files_holding(home: Path, needle: str) -> list[str]:
    return sorted(p.name for p in home.rglob("*") if p.is_file() and needle.encode() in p.read_bytes())


def _cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home), *args],
                          capture_output=True, text=True, check=False)


def test_an_erasure_from_the_cli_leaves_an_idle_servers_files_without_a_query(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)
    fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET,
                                  statement=f"I live at {SECRET}"))
    ledger.history("acme", "alice", "home.address")  # written to the file
    ledger.views.publish()  # and to the snapshot
    ledger.views.con.execute("CHECKPOINT")
    assert {"views.duckdb", "views.snapshot.duckdb"} <= set(_files_holding(home, SECRET))
    app = create_app(ledger, None, follow=True)
    with TestClient(app):  # the app's lifespan: what uvicorn runs for `memledger serve`
        follower = app.state.follower
        out = _cli(home, "erase", "-t", "acme", "-s", "alice", fact.fact_id or "")
        assert out.returncode == 0, out.stderr
        assert follower.wait_for(ledger.max_position(), timeout=20)
        with ledger._lock:  # the catch-up that applied it has finished (compacted, snapshot republished)
            pass
        # no request was made: the follower alone took the erasure into the view and its snapshot
        assert _files_holding(home, SECRET) == []
        assert follower.error is None
    assert not follower._thread.is_alive()  # stopped with the app
    ledger.close()


def test_writes_from_another_process_are_in_the_servers_view_before_anyone_asks(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)
    ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo"))
    app = create_app(ledger, None, follow=True)
    with TestClient(app) as client:
        out = _cli(home, "remember", "-t", "acme", "-s", "bob", "--key", "home.city", "--value", "Bergen",
                   "--statement", "I moved to Bergen")
        assert out.returncode == 0, out.stderr
        position = ledger.max_position()
        assert app.state.follower.wait_for(position, timeout=20)
        assert ledger.views.position >= position  # applied by the follower, not by the query below
        health = client.get("/v1/health").json()
        assert health["view_position"] == position and health["follower"] == "running"
        facts = client.get("/v1/tenants/acme/subjects/bob/facts").json()
        assert [f["value"] for f in facts] == ["Bergen"]
    ledger.close()


def test_an_app_made_without_follow_starts_no_thread(tmp_path: Path) -> None:
    """Guard: embedding the app (tests, another ASGI host) keeps today's behaviour unless asked."""
    with open_ledger(tmp_path / "home") as ledger:
        app = create_app(ledger, None)
        with TestClient(app) as client:
            assert app.state.follower is None
            assert client.get("/v1/health").json()["follower"] == "off"
