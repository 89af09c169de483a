"""A process that serves reads follows events committed by other writers, without asking."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from commands import Ledger, Remember, open_ledger
from commands.follow import Follower
from projections import queries

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_follower_applies_other_writers_events(backend: str, tmp_path: Path,
                                               request: pytest.FixtureRequest) -> None:
    url = request.getfixturevalue("postgres_url") if backend == "postgres" else None
    reader = open_ledger(tmp_path / "home", postgres=url)
    follower = Follower(reader, poll_interval=0.01).start()
    writer = open_ledger(tmp_path / "home", postgres=url, views=False)  # same master key, no view
    try:
        results = [writer.handle(Remember(tenant="acme", subject="alice", key=f"k{i}", value=i)) for i in range(20)]
        assert follower.wait_for(results[-1].position or 0, timeout=30), follower.error
        with reader._lock:  # read the view as the follower left it (queries.current does not catch up)
            applied = reader.views.position
            facts = queries.current(reader.views, "acme", "alice")
        assert follower.error is None, repr(follower.error)
        assert applied >= (results[-1].position or 0)
        assert sorted(f.value for f in facts) == list(range(20))
    finally:
        follower.stop()
        writer.close()
        reader.close()


@pytest.mark.postgres
def test_follower_reconnects_when_the_server_ends_its_connections(tmp_path: Path, postgres_url: str) -> None:
    import psycopg

    reader = open_ledger(tmp_path / "home", postgres=postgres_url)
    follower = Follower(reader, poll_interval=0.01).start()
    try:
        with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as writer:
            first = writer.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo"))
        assert follower.wait_for(first.position or 0, timeout=30) and follower.error is None
        with psycopg.connect(postgres_url, autocommit=True) as admin:  # a restart, a failover: every session ends
            ended = admin.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                                  "WHERE datname = current_database() AND pid <> pg_backend_pid()").fetchone()
        assert ended is not None and ended[0] >= 1
        with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as writer:
            moved = writer.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Bergen",
                                           statement="I moved to Bergen"))
        assert follower.wait_for(moved.position or 0, timeout=30), follower.last_failure
        assert follower.error is None
        assert follower.last_failure is not None  # it did lose its connection, and came back
        with reader._lock:
            assert [f.value for f in queries.current(reader.views, "acme", "alice")] == ["Bergen"]
    finally:
        follower.stop()
        reader.close()


def test_follower_refuses_a_ledger_without_views(make_ledger: Callable[..., Ledger]) -> None:
    with pytest.raises(ValueError, match="views=False"):
        Follower(make_ledger(views=False))


def test_the_follower_writes_an_old_overlay_without_new_events(tmp_path: Path) -> None:
    from freezegun import freeze_time

    with freeze_time("2026-11-29 12:00:00") as clock:
        ledger = open_ledger(tmp_path / "home")
        follower = Follower(ledger)  # not started: its flush check is called directly
        try:
            ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Paris"))
            ledger.current("acme", "alice")  # the tail went to the overlay
            views = ledger.views
            assert views is not None and views.overlay is not None and len(views.overlay) > 0
            assert not follower.flush_if_due()  # young
            clock.tick(views.overlay.max_age + 1)
            assert follower.flush_if_due()
            assert len(views.overlay) == 0 and views.projector.position == ledger.max_position()
        finally:
            ledger.close()


def test_the_follower_backs_off_per_outage_and_gives_up_after_max_failures(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from eventsourcing.persistence import OperationalError

    ledger = open_ledger(tmp_path / "home")
    follower = Follower(ledger, poll_interval=0.01, max_failures=3)
    waits = []
    for failures in (1, 2, 3, 4):  # failures in a row since the last successful catch-up
        follower.failures = failures
        waits.append(follower._backoff(None))  # type: ignore[arg-type]
    assert waits == [0.05, 0.1, 0.2, 0.4]
    follower.failures = 0
    calls: list[int] = []

    def down(*_: object) -> int:
        calls.append(1)
        raise OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr(ledger.views, "catch_up", down)
    try:
        follower.start()
        error = follower.wait(timeout=30)
        assert isinstance(error, OperationalError) and len(calls) == 3  # 3 tries in a row, then reported
    finally:
        follower.stop()
        monkeypatch.undo()
        ledger.close()


def test_the_follower_stops_when_its_sqlite_store_is_deleted(tmp_path: Path) -> None:
    from commands.follow import StoreGone

    home = tmp_path / "home"
    ledger = open_ledger(home)
    ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo"))
    follower = Follower(ledger, poll_interval=0.01).start()
    try:
        for name in ("events.sqlite", "events.sqlite-wal", "events.sqlite-shm"):
            (home / name).unlink(missing_ok=True)  # an operator's cleanup, a volume swapped
        error = follower.wait(timeout=30)
        assert isinstance(error, StoreGone) and "deleted or replaced" in str(error)
    finally:
        follower.stop()
        ledger.views.close()
