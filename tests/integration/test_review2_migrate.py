"""Review 2 of `memledger migrate --to-postgres`: a run interrupted at any point, or refused, must
neither lose nor mix events, keep every key it needs, and keep no key of an erased fact."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg
import pytest
from freezegun import freeze_time

from commands import Erase, Remember, open_ledger
from commands.ledger import Ledger
from commands.migrate import MigrationError, migrate_to_postgres

pytestmark = [pytest.mark.integration, pytest.mark.postgres]


def _story(ledger: Ledger, first: str = "Java") -> dict[str, str]:
    """The first command is what a setup script sends to every new ledger (a fixed command id)."""
    ids = {"first": ledger.handle(Remember(tenant="acme", subject="alice", key="stack.language", value=first,
                                           statement=f"I develop in {first}", command_id="setup-1")).fact_id or ""}
    ids["city"] = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo")).fact_id or ""
    ids["secret"] = ledger.handle(Remember(tenant="acme", subject="alice", key="health.note",
                                           value="HIV positive")).fact_id or ""
    for i in range(12):
        ledger.handle(Remember(tenant="globex", subject=f"user{i}", key="home.city", value=f"City {i}"))
    return ids


def _keys(url: str) -> dict[str, bytes]:
    with psycopg.connect(url) as conn:
        return {r[0]: bytes(r[1]) for r in conn.execute("SELECT fact_id, wrapped FROM memledger_events_keys")}


def _events(url: str) -> int:
    with psycopg.connect(url) as conn:
        return int(conn.execute("SELECT count(*) FROM memledger_events").fetchone()[0])


def test_a_database_whose_log_starts_with_the_same_streams_but_is_another_ledger_is_refused(
        tmp_path: Path, postgres_url: str) -> None:
    # another ledger (its own data directory, its own master key) ran the same setup command
    # against this database: its first events have the same stream ids and versions as ours
    with freeze_time("2026-01-01"), open_ledger(tmp_path / "other", postgres=postgres_url, views=False) as other:
        _ = other.handle(Remember(tenant="acme", subject="alice", key="stack.language", value="Rust",
                                  statement="I develop in Rust", command_id="setup-1"))
        theirs = _events(postgres_url)
        their_keys = _keys(postgres_url)
    home = tmp_path / "home"
    with freeze_time("2026-02-01"), open_ledger(home) as ledger:
        ids = _story(ledger)
    with pytest.raises(MigrationError) as err:
        migrate_to_postgres(home, postgres_url, progress=False)
    assert err.value.field == "postgres"
    assert (home / "events.sqlite").exists()
    assert _events(postgres_url) == theirs and _keys(postgres_url) == their_keys  # untouched
    with open_ledger(home) as ledger:  # and ours still reads as before
        assert ledger.get_fact("acme", "alice", ids["first"]).value == "Java"


class Crash(Exception):
    pass


def test_a_crash_while_the_sqlite_store_is_retired_does_not_shred_the_postgres_keys(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:

    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ids = _story(ledger)

    unlink = Path.unlink

    def dies_deleting_the_store(self: Path, *args: Any, **kwargs: Any) -> None:
        if self.name == "events.sqlite":  # the SQLite keys are shredded, the files not yet deleted
            raise Crash
        unlink(self, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(Path, "unlink", dies_deleting_the_store)
        with pytest.raises(Crash):
            migrate_to_postgres(home, postgres_url, progress=False)
    assert (home / "events.sqlite").exists()
    keys = _keys(postgres_url)
    assert ids["first"] in keys
    migrate_to_postgres(home, postgres_url, progress=False)  # run again, as the docs say
    assert _keys(postgres_url) == keys  # every key kept: the facts still read
    with open_ledger(home, postgres=postgres_url) as moved:
        assert moved.get_fact("acme", "alice", ids["city"]).value == "Oslo"
        assert [f.value for f in moved.current("acme", "alice", key="home.city")] == ["Oslo"]


def test_a_crash_after_retiring_before_the_view_is_rebuilt_is_finished_by_running_again(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from commands import migrate

    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        _story(ledger)

    def dies(*_: Any, **__: Any) -> int:
        raise Crash

    with monkeypatch.context() as m:
        m.setattr(migrate, "rebuild_live", dies)
        with pytest.raises(Crash):
            migrate_to_postgres(home, postgres_url, progress=False)
    assert not (home / "events.sqlite").exists()
    total = _events(postgres_url)
    report = migrate_to_postgres(home, postgres_url, progress=False)  # finishes: rebuilds the view
    assert report.events == total and report.copied == 0 and report.view_position > 0
    again = migrate_to_postgres(home, postgres_url, progress=False)  # and a run after success is harmless
    assert again.events == total and again.copied == 0
    with open_ledger(home, postgres=postgres_url) as moved:
        assert [f.value for f in moved.current("acme", "alice", key="home.city")] == ["Oslo"]


def test_a_refused_migration_keeps_no_key_of_a_fact_erased_meanwhile(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from commands import migrate

    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ids = _story(ledger)
    count = migrate._source_count

    def erased_after_the_copy(db: Path) -> int:  # a process that was not stopped erases a fact
        with open_ledger(home, views=False) as late:
            late.handle(Erase(tenant="acme", subject="alice", fact_id=ids["secret"]))
        return count(db)

    monkeypatch.setattr(migrate, "_source_count", erased_after_the_copy)
    with pytest.raises(MigrationError):
        migrate_to_postgres(home, postgres_url, progress=False)
    # the run is refused and may never be resumed: the copy must not keep what was erased
    assert ids["secret"] not in _keys(postgres_url)
    assert ids["city"] in _keys(postgres_url)


def test_keys_are_copied_and_checked_a_page_at_a_time_across_a_resume(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from commands import migrate

    monkeypatch.setattr(migrate, "KEY_PAGE", 4)  # 15 keys: four pages, the last one short
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ids = _story(ledger)
        ledger.handle(Erase(tenant="acme", subject="alice", fact_id=ids["secret"]))
        wrapped = {f: ledger.app.recorder.load_key(f) for f in ids.values()}

    def crash_after_the_first_chunk(copied: int) -> None:
        raise Crash

    with pytest.raises(Crash):
        migrate_to_postgres(home, postgres_url, chunk=5, progress=False, on_chunk=crash_after_the_first_chunk)
    report = migrate_to_postgres(home, postgres_url, chunk=5, progress=False)
    keys = _keys(postgres_url)
    assert report.keys == len(keys) == 14  # 15 facts, one erased
    assert ids["secret"] not in keys and wrapped[ids["secret"]] is None
    assert all(keys[f] == wrapped[f] for f in (ids["first"], ids["city"]))
