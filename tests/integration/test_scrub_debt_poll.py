"""A SQLite scrub debt another process left is paid by a process that keeps running (review 9 found
the same gap on PostgreSQL): `memledger erase` killed between its commit and its WAL checkpoint left
the destroyed key's page in the WAL, and a server that had opened the store earlier never looked
again. Its commits now look for the debt (`<db>.scrub-pending.*`) at most every `debt_poll` seconds."""

from __future__ import annotations

from pathlib import Path

import pytest
from freezegun import freeze_time

from commands import Erase, Remember, open_ledger

pytestmark = pytest.mark.integration


def _files(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(home.iterdir()) if p.is_file() and p.name.startswith("events"))


def test_a_running_process_pays_the_sqlite_scrub_debt_another_process_left(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with freeze_time("2026-03-01T00:00:00Z", tick=True):
        server = open_ledger(home, views=False)
        try:
            fact = server.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Rue 9"))
            assert fact.fact_id is not None
            wrapped = server.app.recorder.load_key(fact.fact_id)  # type: ignore[attr-defined]
            assert wrapped is not None and wrapped in _files(home)
            cli = open_ledger(home, views=False)
            cli.app.recorder.scrub_keys = lambda **_: None  # type: ignore[attr-defined]  # dies before its scrub
            cli.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
            cli.app.close()
            assert wrapped in _files(home)  # the WAL still holds the page with the destroyed key
            assert list(home.glob("events.sqlite.scrub-pending*"))

            server.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo"))
            assert wrapped in _files(home)  # within debt_poll of opening: not looked for yet
            server.app.recorder.debt_poll = 0.0  # type: ignore[attr-defined]  # (the interval is tested above)
            server.handle(Remember(tenant="acme", subject="carol", key="home.city", value="Oslo"))
            assert wrapped not in _files(home)
            assert not list(home.glob("events.sqlite.scrub-pending*"))
            assert not server.app.recorder.scrub_pending  # type: ignore[attr-defined]
        finally:
            server.close()
