"""Erasure is real: after it, the content is in no file of the data directory."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from commands import Erase, Remember, open_ledger

pytestmark = pytest.mark.integration

SECRET = "Quokka-Lane-8812"


def _files_containing(home: Path, needle: bytes) -> list[str]:
    return sorted(p.name for p in home.rglob("*") if p.is_file() and needle in p.read_bytes())


def test_erased_content_is_gone_from_events_views_snapshots_and_backups(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)
    fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET,
                                  statement=f"I live at {SECRET}"))
    for i in range(50):
        ledger.handle(Remember(tenant="acme", subject=f"user{i}", key="home.city", value=f"City {i}"))
    assert [f.value for f in ledger.current("acme", "alice")] == [SECRET]
    ledger.views.publish()  # a snapshot and a rollback copy that predate the erasure
    ledger.views.con.execute("CHECKPOINT")
    shutil.copyfile(home / "views.duckdb", home / "views.duckdb.bak-20260101T000000Z")
    assert "views.duckdb" in _files_containing(home, SECRET.encode())

    ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
    assert _files_containing(home, SECRET.encode()) == []
    history = ledger.history("acme", "alice", "home.address")
    assert history and all(v.value is None and v.status == "erased" for v in history)
    assert [e.decision for e in ledger.audit("acme", subject="alice")] == ["added", "erased"]
    ledger.close()
    assert _files_containing(home, SECRET.encode()) == []
