"""Adversarial review of `memledger follow`: each test is a defect that was found."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from commands import Remember, open_ledger
from commands.follow import Follower

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parent.parent.parent


def test_a_fatal_error_of_the_flush_check_stops_the_follower(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the flush thread recorded its error but the follower thread went on: `wait()` (what
    # `memledger follow` blocks in) never returned, so the process ran on with a dead flusher
    ledger = open_ledger(tmp_path / "home")
    follower = Follower(ledger, poll_interval=0.01, flush_check_interval=0.01)

    def broken() -> bool:
        raise RuntimeError("disk full")

    monkeypatch.setattr(follower, "flush_if_due", broken)
    try:
        follower.start()
        error = follower.wait(timeout=5)
        assert isinstance(error, RuntimeError)
        assert not follower._thread.is_alive()  # it stopped, as `wait()` promises
    finally:
        follower.stop()
        ledger.close()


def test_follow_reports_a_view_in_use_as_json_on_stderr(tmp_path: Path) -> None:
    # errors are JSON on stderr (README, CLI); view_in_use went to stdout
    home = tmp_path / "home"
    owner = open_ledger(home)  # this process owns views.duckdb
    try:
        assert owner.views is not None and owner.views.owner
        out = subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home),
                              "follow"], check=False, cwd=ROOT, capture_output=True, text=True, timeout=120,
                             env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    finally:
        owner.close()
    assert out.returncode == 4, out
    assert out.stdout == ""
    assert json.loads(out.stderr)["error"] == "view_in_use"


def test_the_follower_gives_up_after_an_outage_of_max_outage_seconds(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # a PostgreSQL database that is gone (dropped, a wrong failover target) fails each attempt
    # only after the pool's own waits and the library's retries: ~180 s here. 20 failures in a
    # row then took about an hour before `memledger follow` exited; an outage has a time budget
    from eventsourcing.persistence import OperationalError

    ledger = open_ledger(tmp_path / "home")
    follower = Follower(ledger, poll_interval=0.01, max_failures=1000, max_outage=500.0)
    now = [0.0]

    def clock() -> float:
        return now[0]

    def down(*_: object) -> int:
        now[0] += 180.0  # what one attempt costs against a database that is gone
        raise OperationalError("couldn't get a connection after 30.00 sec")

    monkeypatch.setattr(follower, "_clock", clock)
    monkeypatch.setattr(ledger.views, "catch_up", down)
    try:
        follower.start()
        error = follower.wait(timeout=10)
        assert isinstance(error, OperationalError)
        # failures at 180, 360, 540, 720 s: the outage, counted from the first, passes 500 s at the 4th
        assert follower.failures == 4
    finally:
        follower.stop()
        monkeypatch.undo()
        ledger.close()


def test_sigterm_stops_follow_as_ctrl_c_does_closing_the_view(tmp_path: Path) -> None:
    # a service manager stops `memledger follow` with SIGTERM: it died without closing the view,
    # so the snapshot other processes copy missed what it had caught up since its last publish
    home = tmp_path / "home"
    open_ledger(home).close()
    follow = subprocess.Popen([sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home),
                               "follow"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    try:
        assert json.loads(follow.stdout.readline())["following"] is True  # type: ignore[union-attr]
        writer = open_ledger(home)  # not the owner: it writes to the log only
        assert not writer.views.owner
        writer.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Lisbon"))
        writer.close()
    finally:
        follow.send_signal(signal.SIGTERM)
        _, err = follow.communicate(timeout=120)
    assert follow.returncode == 0, err
    snapshot = duckdb.connect(str(home / "views.snapshot.duckdb"), read_only=True)
    try:
        assert snapshot.execute("SELECT value FROM current_facts").fetchall() == [('"Lisbon"',)]
    finally:
        snapshot.close()
