"""A view is served only beside the event store it was built from (review 22): one of another store,
or ahead of the log, is refused (`ViewMismatch`) and `memledger rebuild` replaces it, keeping it as
`views.duckdb.bak-*`, which the next erasure deletes; a lost store is never recreated empty."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from commands import Erase, Remember, open_ledger
from commands.bootstrap import LedgerMoved
from commands.views import ViewMismatch

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
T, S = "acme", "alice"


def _fill(home: Path, n: int, prefix: str) -> set[str]:
    with open_ledger(home) as ledger:
        ids = {ledger.handle(Remember(tenant=T, subject=S, key=f"{prefix}.k{i}", value=f"{prefix}{i}",
                                      statement=f"I noted {prefix}{i}")).fact_id for i in range(n)}
        ledger.current(T, S)
    return ids


def _cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("MEMLEDGER_MASTER_KEY", "MEMLEDGER_HOME",
                                                             "MEMLEDGER_POSTGRES")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home), *args],
                          capture_output=True, text=True, env=env, timeout=120, check=False)


def test_a_view_of_another_store_behind_this_log_is_refused_then_rebuilt_keeping_it_aside(tmp_path: Path) -> None:
    """Another ledger's view (5 events) copied beside a store of 30: not ahead, but positions of
    another log. Refused naming the file; `memledger rebuild` replaces it and keeps the old one as a
    .bak, which the next erasure deletes."""
    mine, other = tmp_path / "mine", tmp_path / "other"
    ids = _fill(mine, 30, "mine")
    _fill(other, 5, "other")
    shutil.copy2(other / "views.duckdb", mine / "views.duckdb")
    (mine / "views.snapshot.duckdb").unlink(missing_ok=True)
    with pytest.raises(ViewMismatch) as caught:
        open_ledger(mine)
    assert caught.value.code == "view_mismatch" and "another event store" in caught.value.message
    assert str(mine / "views.duckdb") in caught.value.message and "memledger rebuild" in caught.value.message
    out = _cli(mine, "facts", "-t", T, "-s", S, "--json")
    assert out.returncode == 1 and json.loads(out.stderr.strip().splitlines()[-1])["error"] == "view_mismatch"
    out = _cli(mine, "rebuild")
    assert out.returncode == 0, out.stderr
    kept = list(mine.glob("views.duckdb.bak-*"))
    assert len(kept) == 1
    with open_ledger(mine) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == ids
        ledger.handle(Erase(tenant=T, subject=S, fact_id=sorted(ids)[0]))
    assert not any(p.exists() for p in kept)  # the set-aside copy is purged by the erasure


def test_a_store_restored_behind_its_view_opens_after_rebuild_and_shows_only_what_it_holds(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = _fill(home, 5, "a")
    shutil.copy2(home / "events.sqlite", tmp_path / "events.old")  # (closed: no -wal)
    _fill(home, 5, "b")
    os.replace(tmp_path / "events.old", home / "events.sqlite")
    with pytest.raises(ViewMismatch) as caught:
        open_ledger(home)
    assert "older than its view" in caught.value.message
    assert _cli(home, "rebuild").returncode == 0
    with open_ledger(home) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == first
        new = ledger.handle(Remember(tenant=T, subject="bob", key="home.city", value="Oslo", statement="I live in Oslo"))
        assert [f.fact_id for f in ledger.current(T, "bob")] == [new.fact_id]


def test_a_deleted_store_beside_a_view_is_refused_before_anything_is_made(tmp_path: Path) -> None:
    home = tmp_path / "home"
    _fill(home, 3, "a")
    for suffix in ("", "-wal", "-shm"):
        Path(f"{home / 'events.sqlite'}{suffix}").unlink(missing_ok=True)
    with pytest.raises(ViewMismatch) as caught:
        open_ledger(home, views=False)
    assert "is missing" in caught.value.message and caught.value.field == "home"
    assert not (home / "events.sqlite").exists()


def test_the_live_view_records_its_store(tmp_path: Path) -> None:
    import duckdb

    from projections.schema import built_from

    home = tmp_path / "home"
    _fill(home, 3, "a")
    con = duckdb.connect(str(home / "views.duckdb"), read_only=True)
    try:
        assert (built_from(con) or "").startswith("sqlite:")
    finally:
        con.close()


@pytest.mark.postgres
def test_a_rerun_of_migrate_finishes_a_retirement_cut_short(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    psycopg = pytest.importorskip("psycopg")
    import uuid

    from commands import migrate

    base = os.environ.get("MEMLEDGER_TEST_POSTGRES") or "postgresql://postgres@127.0.0.1:55432/postgres"
    name = "r22b_" + uuid.uuid4().hex[:12]
    try:
        with psycopg.connect(base, autocommit=True, connect_timeout=3) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
    except psycopg.OperationalError as exc:
        pytest.skip(f"no PostgreSQL at {base}: {exc}")
    url = f"{base.rpartition('/')[0]}/{name}"
    try:
        home = tmp_path / "home"
        ids = _fill(home, 5, "a")
        unlink = Path.unlink

        def killed(self: Path, *args: object, **kwargs: object) -> None:
            if self.name == "events.sqlite":
                raise KeyboardInterrupt
            unlink(self, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(Path, "unlink", killed)
        with pytest.raises(KeyboardInterrupt):
            migrate.migrate_to_postgres(home, url, progress=False)
        monkeypatch.undo()
        with pytest.raises(LedgerMoved) as caught:
            open_ledger(home)
        assert "half retired" in caught.value.message
        report = migrate.migrate_to_postgres(home, url, progress=False)
        assert report.events == report.view_position and "events.sqlite" in report.retired
        assert not (home / "events.sqlite").exists()
        with open_ledger(home, postgres=url) as ledger:
            assert {f.fact_id for f in ledger.current(T, S)} == ids
            assert all(ledger.get_fact(T, S, fid).content.value is not None for fid in ids)
    finally:
        with psycopg.connect(base, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
