"""PostgreSQL: the key table of a new store is partitioned, so an erasure's VACUUM FULL rewrites only the
partition that held the destroyed key (bench/erase_pg.py: the whole table of 1M keys took seconds, and
every new fact's insert waited behind it). Stores made before keep their one table and still scrub."""

from __future__ import annotations

import json
from pathlib import Path

import psycopg
import pytest
from key_files import key_table_bytes

from commands import Erase, Remember, open_ledger
from commands.store.postgres import KEY_PARTITIONS, key_part

pytestmark = [pytest.mark.integration, pytest.mark.postgres]

OLD_DDL = ("CREATE TABLE memledger_events_keys (fact_id text PRIMARY KEY, tenant text NOT NULL, "
           "subject text NOT NULL, wrapped bytea NOT NULL)")


def _files(url: str) -> dict[str, int]:
    """relfilenode of the key table's partitions (a VACUUM FULL gives a table a new one)."""
    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT c.relname, c.relfilenode FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
                            "WHERE i.inhparent = 'memledger_events_keys'::regclass").fetchall()
    return {name: int(node) for name, node in rows}


def test_an_erasure_rewrites_only_the_partitions_that_held_its_keys(tmp_path: Path, postgres_url: str) -> None:
    with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as ledger:
        facts = [ledger.handle(Remember(tenant="acme", subject=f"user{i}", key="home.city", value=f"Street {i}"))
                 for i in range(40)]
        ids = [f.fact_id for f in facts if f.fact_id]
        before = _files(postgres_url)
        assert len(before) == KEY_PARTITIONS
        assert len({key_part(i, KEY_PARTITIONS) for i in ids}) > 1  # the keys are spread out
        victim = ids[0]
        wrapped = ledger.app.recorder.load_key(victim)  # type: ignore[attr-defined]
        assert wrapped is not None and wrapped in key_table_bytes(postgres_url)

        ledger.handle(Erase(tenant="acme", subject="user0", fact_id=victim))
        after = _files(postgres_url)
        assert [name for name in before if before[name] != after[name]] == [
            f"memledger_events_keys_{key_part(victim, KEY_PARTITIONS)}"]
        assert wrapped not in key_table_bytes(postgres_url)
        assert not ledger.app.recorder.scrub_owed()  # type: ignore[attr-defined]
        keys = ledger.app.recorder.load_keys(ids)  # type: ignore[attr-defined]
        assert sorted(keys) == sorted(ids[1:])  # every other key still reads, from its own partition


def test_erasing_a_subject_rewrites_each_partition_holding_one_of_its_keys(tmp_path: Path, postgres_url: str) -> None:
    with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as ledger:
        ids = [ledger.handle(Remember(tenant="acme", subject="alice", key=f"note.{i}", value=f"n{i}")).fact_id
               for i in range(12)]
        ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo"))
        before = _files(postgres_url)
        ledger.handle(Erase(tenant="acme", subject="alice"))
        after = _files(postgres_url)
        held = {f"memledger_events_keys_{key_part(i, KEY_PARTITIONS)}" for i in ids if i}
        assert {name for name in before if before[name] != after[name]} == held
        assert ledger.app.recorder.load_keys([i for i in ids if i]) == {}  # type: ignore[attr-defined]


def test_a_store_made_before_the_partitions_keeps_its_one_key_table(tmp_path: Path, postgres_url: str) -> None:
    with psycopg.connect(postgres_url) as conn:
        conn.execute(OLD_DDL)
    with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as ledger:
        assert ledger.app.recorder.key_parts == 0  # type: ignore[attr-defined]
        kept = ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo")).fact_id
        gone = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Rue 9")).fact_id
        assert gone and kept
        wrapped = ledger.app.recorder.load_key(gone)  # type: ignore[attr-defined]
        ledger.handle(Erase(tenant="acme", subject="alice", fact_id=gone))
        assert wrapped not in key_table_bytes(postgres_url)
        assert ledger.get_fact("acme", "bob", kept).value == "Oslo"
    with psycopg.connect(postgres_url) as conn:
        kind = conn.execute("SELECT relkind FROM pg_class WHERE oid = 'memledger_events_keys'::regclass").fetchone()
        assert kind == ("r",)


def test_partition_keys_moves_an_old_key_table_and_drops_its_dead_keys(tmp_path: Path, postgres_url: str) -> None:
    """`memledger partition-keys`: every key moves into its partition; the old table's file, which
    still held a key an erasure deleted (its vacuum owed), is unlinked; facts read as before."""
    from typer.testing import CliRunner

    from commands.cli import build_app

    with psycopg.connect(postgres_url) as conn:
        conn.execute(OLD_DDL)
    with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as ledger:
        ids = [ledger.handle(Remember(tenant="acme", subject=f"u{i}", key="home.city", value=f"City {i}")).fact_id
               for i in range(30)]
        gone = ids[0]
        assert gone is not None
        wrapped = ledger.app.recorder.load_key(gone)  # type: ignore[attr-defined]
        ledger.app.recorder.scrub_keys = lambda **_: None  # type: ignore[attr-defined]  # dies before its vacuum
        ledger.handle(Erase(tenant="acme", subject="u0", fact_id=gone))
        assert wrapped in key_table_bytes(postgres_url) and ledger.app.recorder.scrub_owed()  # type: ignore[attr-defined]
        ledger.app.close()

    out = CliRunner().invoke(build_app(), ["--home", str(tmp_path / "home"), "--postgres", postgres_url,
                                           "partition-keys"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.stdout) == {"moved": 29, "partitions": KEY_PARTITIONS}
    assert len(_files(postgres_url)) == KEY_PARTITIONS
    assert wrapped not in key_table_bytes(postgres_url)
    with psycopg.connect(postgres_url) as conn:
        parts = dict(conn.execute("SELECT fact_id, part FROM memledger_events_keys").fetchall())
        assert conn.execute("SELECT to_regclass('memledger_events_keys_unpartitioned')").fetchone() == (None,)
    assert parts == {i: key_part(i, KEY_PARTITIONS) for i in ids[1:] if i}
    with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as ledger:
        assert not ledger.app.recorder.scrub_owed()  # type: ignore[attr-defined]
        assert [ledger.get_fact("acme", f"u{i}", ids[i] or "").value for i in (1, 29)] == ["City 1", "City 29"]
        again = CliRunner().invoke(build_app(), ["--home", str(tmp_path / "home"), "--postgres", postgres_url,
                                                 "partition-keys"])
    assert json.loads(again.stdout) == {"moved": 0, "partitions": KEY_PARTITIONS}  # already partitioned


def test_partition_keys_refuses_an_sqlite_store(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from commands.cli import build_app

    out = CliRunner().invoke(build_app(), ["--home", str(tmp_path / "home"), "partition-keys"])
    assert out.exit_code == 2
    assert json.loads(out.stderr)["field"] == "postgres"


def test_a_server_older_than_postgresql_13_is_refused_by_name(tmp_path: Path, postgres_url: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The scrub debt keeps transaction ids as xid8 (PostgreSQL 13): on PostgreSQL 12 opening the store failed
    with "type xid8 does not exist" from the DDL. (The server here is newer: its version is what is faked.)"""
    from commands.store.postgres import PostgresKeyRecorder, UnsupportedServer

    monkeypatch.setattr(PostgresKeyRecorder, "_server_version", staticmethod(lambda conn: 120017))
    with pytest.raises(UnsupportedServer) as refused:
        open_ledger(tmp_path / "home", postgres=postgres_url, views=False)
    assert refused.value.field == "postgres" and "PostgreSQL 12 is too old" in str(refused.value)
    with psycopg.connect(postgres_url) as conn:  # nothing was created
        assert conn.execute("SELECT to_regclass('memledger_events')").fetchone() == (None,)


def test_a_server_that_defers_vacuum_cleanup_is_refused_by_name(tmp_path: Path, postgres_url: str,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """With vacuum_defer_cleanup_age > 0 (PostgreSQL 13-15) an erasure's VACUUM FULL keeps the dead row of
    the key it just deleted, and the debt was marked paid: the erased fact's key stayed on disk (review 9).
    The setting is server-wide (changing it here would refuse every other test's store): the test server's
    own value is read for real, and a non-zero one is faked."""
    from commands.store.postgres import PostgresKeyRecorder, UnsupportedServer

    with psycopg.connect(postgres_url) as conn:
        version = conn.info.server_version
        assert PostgresKeyRecorder._deferred_cleanup(conn, version) == 0  # this server: erasure scrubs
        if version < 160000:
            assert conn.execute("SHOW vacuum_defer_cleanup_age").fetchone() == ("0",)
    monkeypatch.setattr(PostgresKeyRecorder, "_deferred_cleanup", staticmethod(lambda conn, version: 10))
    with pytest.raises(UnsupportedServer) as refused:
        open_ledger(tmp_path / "home", postgres=postgres_url, views=False)
    assert refused.value.field == "postgres" and "vacuum_defer_cleanup_age is 10" in str(refused.value)
    with psycopg.connect(postgres_url) as conn:  # nothing was created
        assert conn.execute("SELECT to_regclass('memledger_events')").fetchone() == (None,)
