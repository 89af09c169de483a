"""Review 9 of the PostgreSQL key recorder (commands/store/postgres.py): the partitioned key table,
the scrub debt and `memledger partition-keys`. Each test failed before its fix."""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest
from key_files import key_table_bytes

from commands import Erase, Remember, open_ledger
from commands.store.postgres import KEY_PARTITIONS, key_part

pytestmark = [pytest.mark.integration, pytest.mark.postgres]

OLD_DDL = ("CREATE TABLE memledger_events_keys (fact_id text PRIMARY KEY, tenant text NOT NULL, "
           "subject text NOT NULL, wrapped bytea NOT NULL)")


def _parts(url: str) -> dict[str, int]:
    with psycopg.connect(url) as conn:
        return dict(conn.execute("SELECT fact_id, part FROM memledger_events_keys").fetchall())


def test_a_process_open_during_partition_keys_still_writes_and_erases_after_it(tmp_path: Path,
                                                                               postgres_url: str) -> None:
    """A process (a server, `memledger follow`) that opened an old store before `partition-keys` ran
    kept routing keys to the one table it had found: every new fact's key insert then failed
    (`part` is NOT NULL in the partitioned table), so it could not remember anything new until restarted."""
    with psycopg.connect(postgres_url) as conn:
        conn.execute(OLD_DDL)
    home = tmp_path / "home"
    with open_ledger(home, postgres=postgres_url, views=False) as before:
        old = before.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Rue 9")).fact_id
        with open_ledger(home, postgres=postgres_url, views=False) as converter:
            assert converter.app.recorder.partition_keys() == 1  # type: ignore[attr-defined]
        new = before.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo")).fact_id
        assert new is not None and old is not None
        assert _parts(postgres_url) == {i: key_part(i, KEY_PARTITIONS) for i in (old, new)}
        assert before.get_fact("acme", "bob", new).value == "Oslo"
        wrapped = before.app.recorder.load_key(old)  # type: ignore[attr-defined]
        assert wrapped is not None
        before.handle(Erase(tenant="acme", subject="alice", fact_id=old))
        assert wrapped not in key_table_bytes(postgres_url)
        assert not before.app.recorder.scrub_owed()  # type: ignore[attr-defined]


def test_partition_keys_run_twice_at_once_moves_the_keys_once(tmp_path: Path, postgres_url: str) -> None:
    """Two `memledger partition-keys` started together both find the old table; the second waits for the
    first's lock and then, instead of reporting the table already partitioned, failed on
    'relation "memledger_events_keys_0" already exists' (a store_error; rolled back, nothing lost)."""
    with psycopg.connect(postgres_url) as conn:
        conn.execute(OLD_DDL)
    home = tmp_path / "home"
    with open_ledger(home, postgres=postgres_url, views=False) as first, \
            open_ledger(home, postgres=postgres_url, views=False) as second:
        ids = [first.handle(Remember(tenant="acme", subject=f"u{i}", key="home.city", value=f"C{i}")).fact_id
               for i in range(5)]
        assert second.app.recorder.key_parts == 0  # type: ignore[attr-defined]  # read before the first ran
        assert first.app.recorder.partition_keys() == 5  # type: ignore[attr-defined]
        assert second.app.recorder.partition_keys() == 0  # type: ignore[attr-defined]
        assert second.app.recorder.key_parts == KEY_PARTITIONS  # type: ignore[attr-defined]
    assert _parts(postgres_url) == {i: key_part(i, KEY_PARTITIONS) for i in ids if i}
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT to_regclass('memledger_events_keys_unpartitioned')").fetchone() == (None,)


def test_a_running_process_pays_the_scrub_debt_another_process_left(tmp_path: Path, postgres_url: str) -> None:
    """`memledger erase` killed between its commit and its VACUUM FULL (or whose vacuum waited out a long
    report, then exited) leaves a debt row. The process that keeps running (the server) only paid debts of
    its own erasures: until it restarted or someone erased again, the destroyed key stayed in the key
    table's file. Its commits now look for a debt, at most every `debt_poll` seconds, and pay it."""
    home = tmp_path / "home"
    with open_ledger(home, postgres=postgres_url, views=False) as server:
        server.app.recorder.debt_poll = 0.0  # type: ignore[attr-defined]  # (the interval is not what is tested)
        fact = server.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Rue 9"))
        assert fact.fact_id is not None
        wrapped = server.app.recorder.load_key(fact.fact_id)  # type: ignore[attr-defined]
        assert wrapped is not None
        cli = open_ledger(home, postgres=postgres_url, views=False)
        cli.app.recorder.scrub_keys = lambda **_: None  # type: ignore[attr-defined]  # dies before its vacuum
        cli.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
        cli.app.close()
        assert wrapped in key_table_bytes(postgres_url)  # the debt: the key's dead row is still on disk
        server.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo"))
        assert wrapped not in key_table_bytes(postgres_url)
        assert not server.app.recorder.scrub_owed()  # type: ignore[attr-defined]


def test_the_debt_poll_waits_its_interval(tmp_path: Path, postgres_url: str) -> None:
    """The look for another process's debt costs a query: not one per commit."""
    with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as ledger:
        recorder = ledger.app.recorder
        looked: list[bool] = []
        owed = recorder.scrub_owed  # type: ignore[attr-defined]
        recorder.scrub_owed = lambda: looked.append(True) or owed()  # type: ignore[attr-defined]
        for i in range(3):
            ledger.handle(Remember(tenant="acme", subject=f"u{i}", key="home.city", value="Oslo"))
        assert looked == []
        recorder.debt_poll = 0.0  # type: ignore[attr-defined]
        ledger.handle(Remember(tenant="acme", subject="u9", key="home.city", value="Oslo"))
        assert looked == [True]


def test_partition_keys_refuses_by_name_while_another_process_uses_the_key_table(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A process still reading or writing keys holds the table: the conversion was refused as a bare
    `store_error` "OperationalError: canceling statement due to lock timeout", which does not say what
    to do. It is a `conflict` that names the cause; nothing moved."""
    import json

    from typer.testing import CliRunner

    from commands.cli import build_app
    from commands.store.postgres import PostgresKeyRecorder

    monkeypatch.setattr(PostgresKeyRecorder, "partition_lock_timeout", 0.2, raising=False)
    with psycopg.connect(postgres_url) as conn:
        conn.execute(OLD_DDL)
    home = tmp_path / "home"
    with open_ledger(home, postgres=postgres_url, views=False) as ledger:
        kept = ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo")).fact_id
    with psycopg.connect(postgres_url) as reader:  # another process mid-transaction on the key table
        reader.execute("SELECT count(*) FROM memledger_events_keys").fetchone()
        out = CliRunner().invoke(build_app(), ["--home", str(home), "--postgres", postgres_url, "partition-keys"])
    assert out.exit_code == 4, out.output
    error = json.loads(out.stderr)
    assert error["error"] == "conflict" and "another process" in error["message"], error
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT relkind FROM pg_class WHERE oid = 'memledger_events_keys'::regclass"
                            ).fetchone() == ("r",)
        assert conn.execute("SELECT fact_id FROM memledger_events_keys").fetchall() == [(kept,)]
