"""Review 6 of the PostgreSQL event store, concurrency and idempotency: each test is a defect
that was found."""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from commands import Remember, open_ledger

pytestmark = [pytest.mark.integration, pytest.mark.postgres]


def _terminate_backends(url: str) -> int:
    """What a server restart, a failover or an admin's pg_terminate_backend does to the pool: every
    open connection of this database is cut."""
    name = url.rpartition("/")[2]
    with psycopg.connect(url.rpartition("/")[0] + "/postgres", autocommit=True) as conn:
        row = conn.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                           "WHERE datname = %s AND pid <> pg_backend_pid()", (name,)).fetchone()
    return int(row[0]) if row else 0


def test_commands_with_an_id_survive_connections_cut_under_the_pool(tmp_path: Path, postgres_url: str) -> None:
    # After the server restarted, every command with a command_id (the idempotent way agents are
    # told to write) failed with OperationalError, one per dead pooled connection: the ledger's own
    # reads (its slot and command-record prefetch, the key table) were not retried as the
    # library's reads and inserts are, so the first commands after a restart were refused
    with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as ledger, \
            open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as reader:  # another process
        first = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo", command_id="m-1"))
        assert _terminate_backends(postgres_url) > 0
        again = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo", command_id="m-1"))
        assert again.replayed and again.fact_id == first.fact_id
        other = ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Rome", command_id="m-2"))
        assert other.decision == "added" and not other.replayed
        assert _terminate_backends(postgres_url) > 0
        assert reader.get_fact("acme", "alice", first.fact_id).value == "Oslo"  # type: ignore[arg-type]  # its key read
    with psycopg.connect(postgres_url) as conn:  # each command stored once: 2 slots, 2 index entries, 2 records
        assert conn.execute("SELECT count(*) FROM memledger_events").fetchone()[0] == 6
