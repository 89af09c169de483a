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
