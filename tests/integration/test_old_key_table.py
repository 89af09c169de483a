"""A store created before the key table became WITHOUT ROWID keeps working: keys are found,
and an erasure still removes the wrapped key's bytes from every file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from commands import Erase, Remember, open_ledger

pytestmark = pytest.mark.integration

OLD_DDL = ("CREATE TABLE memledger_keys (fact_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, subject TEXT NOT NULL, "
           "wrapped BLOB NOT NULL)")


def _files_containing(home: Path, needle: bytes) -> list[str]:
    return sorted(p.name for p in home.rglob("*") if p.is_file() and needle in p.read_bytes())


def test_a_store_with_the_old_key_table_reads_writes_and_erases(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    with sqlite3.connect(home / "events.sqlite") as con:  # the table as the first release created it
        con.execute(OLD_DDL)
    ledger = open_ledger(home)
    kept = ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Lyon"))
    gone = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Quokka-Lane-8812"))
    with sqlite3.connect(home / "events.sqlite") as con:
        (sql,) = con.execute("SELECT sql FROM sqlite_master WHERE name = 'memledger_keys'").fetchone()
        assert "WITHOUT ROWID" not in sql  # still the old table
        (wrapped,) = con.execute("SELECT wrapped FROM memledger_keys WHERE fact_id = ?", (gone.fact_id,)).fetchone()
    ledger.close()

    ledger = open_ledger(home)  # reopened: facts decrypt with the keys of the old table
    assert {f.value for f in ledger.current("acme", "alice")} == {"Quokka-Lane-8812"}
    ledger.handle(Erase(tenant="acme", subject="alice", fact_id=gone.fact_id))
    assert ledger.current("acme", "alice") == []
    assert [f.fact_id for f in ledger.current("acme", "bob")] == [kept.fact_id]
    ledger.close()
    assert _files_containing(home, bytes(wrapped)) == []
    assert _files_containing(home, b"Quokka-Lane-8812") == []
