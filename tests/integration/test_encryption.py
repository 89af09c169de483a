"""Fact content is sealed at rest; after erasure it cannot be recovered, even with the master key."""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.keywrap import InvalidUnwrap, aes_key_unwrap
from key_files import key_table_bytes

from commands import Erase, Remember, open_ledger
from commands.store.keyring import parse_master_key

pytestmark = pytest.mark.integration

SECRETS = ["Vinterbrødgata 17", "I live on Vinterbrødgata 17", "peanut-butter-xyzzy", "chat-episode-4711-quote"]


def _write(ledger) -> list[str]:  # type: ignore[no-untyped-def]
    address = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRETS[0],
                                     statement=SECRETS[1], evidence={"quote": SECRETS[3]}))
    allergy = ledger.handle(Remember(tenant="acme", subject="alice", key="health.allergy", value=SECRETS[2],
                                     cardinality="many", kind="safety"))
    ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRETS[0],
                           statement=SECRETS[1]))  # reinforced: evidence sealed too
    return [address.fact_id, allergy.fact_id]


def _files(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(home.iterdir()) if p.is_file() and p.name.startswith("events"))


def test_sqlite_files_hold_no_plaintext_and_erased_keys_are_gone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home, views=False)
    fact_ids = _write(ledger)
    raw = _files(home)
    assert raw, "the event store wrote nothing"
    for secret in SECRETS:
        assert secret.encode() not in raw
    wrapped = ledger.app.recorder.load_key(fact_ids[0])
    assert wrapped and wrapped in raw  # the (wrapped) key is there before erasure

    ledger.handle(Erase(tenant="acme", subject="alice"))
    ledger.close()
    raw_after = _files(home)
    assert wrapped not in raw_after  # not in the database, not in the WAL
    # With the master key and everything left on disk, the content cannot be decrypted.
    master = parse_master_key((home / "master.key").read_text())
    reopened = open_ledger(home, views=False)
    assert reopened.app.recorder.load_key(fact_ids[0]) is None
    assert reopened.get_fact("acme", "alice", fact_ids[0]).value is None
    for event in reopened.app.recorder.select_events(reopened.get_fact("acme", "alice", fact_ids[0]).fact_id.split(".")[0]):
        assert SECRETS[0].encode() not in event.state
    assert len(master) == 32
    reopened.close()


def test_a_scrub_blocked_by_a_reader_is_retried_until_the_wal_forgets_the_key(tmp_path: Path) -> None:
    import sqlite3

    home = tmp_path / "home"
    ledger = open_ledger(home, views=False)
    fact_ids = _write(ledger)
    recorder = ledger.app.recorder
    wrapped = recorder.load_key(fact_ids[0])
    recorder.scrub_timeout = 0.05  # type: ignore[attr-defined]
    reader = sqlite3.connect(home / "events.sqlite", isolation_level=None)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM stored_events").fetchone()  # holds an old snapshot
        ledger.handle(Erase(tenant="acme", subject="alice"))
        assert recorder.scrub_pending  # type: ignore[attr-defined]
        assert wrapped in _files(home)  # the WAL still holds the page with the key
    finally:
        reader.execute("COMMIT")
        reader.close()
    ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo"))  # any later commit
    assert not recorder.scrub_pending  # type: ignore[attr-defined]
    assert wrapped not in _files(home)
    ledger.close()


def test_a_scrub_left_owed_by_a_process_that_died_is_paid_by_the_next_to_open_the_store(tmp_path: Path) -> None:
    import sqlite3
    import subprocess
    import sys

    home = tmp_path / "home"
    ledger = open_ledger(home, views=False)
    fact_ids = _write(ledger)
    wrapped = ledger.app.recorder.load_key(fact_ids[0])
    ledger.close()
    keeper = sqlite3.connect(home / "events.sqlite", isolation_level=None)  # keeps the WAL from being
    reader = sqlite3.connect(home / "events.sqlite", isolation_level=None)  # deleted at the last close
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM stored_events").fetchone()  # holds an old snapshot
        script = (
            "import os, sys\n"
            "from commands import Erase, open_ledger\n"
            "ledger = open_ledger(sys.argv[1], views=False)\n"
            "ledger.app.recorder.scrub_timeout = 0.05\n"
            "ledger.handle(Erase(tenant='acme', subject='alice'))\n"
            "assert ledger.app.recorder.scrub_pending\n"
            "os._exit(0)  # dies owing the scrub\n"
        )
        subprocess.run([sys.executable, "-c", script, str(home)], check=True, timeout=120)
        reader.execute("COMMIT")
        assert wrapped in _files(home)  # the WAL still holds the page with the destroyed key
        assert list(home.glob("events.sqlite.scrub-pending*"))
        reopened = open_ledger(home, views=False)  # the next process to open the store scrubs
        assert not reopened.app.recorder.scrub_pending  # type: ignore[attr-defined]
        assert wrapped not in _files(home)
        assert not list(home.glob("events.sqlite.scrub-pending*"))
        reopened.close()
    finally:
        reader.close()
        keeper.close()


@pytest.mark.postgres
def test_postgres_rows_hold_no_plaintext_and_erased_keys_are_vacuumed(tmp_path: Path, postgres_url: str) -> None:
    ledger = open_ledger(tmp_path / "home", postgres=postgres_url, views=False)
    fact_ids = _write(ledger)
    wrapped = ledger.app.recorder.load_key(fact_ids[0])
    with psycopg.connect(postgres_url) as conn:
        rows = conn.execute("SELECT topic, state FROM memledger_events").fetchall()
    stored = b"".join(bytes(state) + topic.encode() for topic, state in rows)
    for secret in SECRETS:
        assert secret.encode() not in stored
    assert wrapped in key_table_bytes(postgres_url)

    ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact_ids[0]))
    assert wrapped not in key_table_bytes(postgres_url)
    assert ledger.app.recorder.load_key(fact_ids[0]) is None
    assert ledger.app.recorder.load_key(fact_ids[1]) is not None  # only that fact's key went
    ledger.close()


def test_a_wrapped_key_only_opens_with_its_master_key(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home, views=False)
    fact_id = _write(ledger)[0]
    wrapped = ledger.app.recorder.load_key(fact_id)
    master = parse_master_key((home / "master.key").read_text())
    assert (home / "master.key").stat().st_mode & 0o777 == 0o600
    AESGCM(aes_key_unwrap(master, wrapped))  # the right master key unwraps it
    with pytest.raises(InvalidUnwrap):
        aes_key_unwrap(bytes(32), wrapped)
    ledger.close()


@pytest.mark.postgres
def test_postgres_without_a_home_keeps_its_master_key_across_restarts(tmp_path: Path, postgres_url: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMLEDGER_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("MEMLEDGER_MASTER_KEY", raising=False)
    first = open_ledger(postgres=postgres_url, views=False)
    fact = first.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo"))
    first.close()
    again = open_ledger(postgres=postgres_url, views=False)  # a restart: a fresh process state
    assert again.get_fact("acme", "alice", fact.fact_id).value == "Oslo"  # type: ignore[arg-type]
    assert (tmp_path / "home" / "master.key").exists()
    again.close()


@pytest.mark.postgres
def test_a_vacuum_left_owed_by_a_process_that_died_is_paid_by_the_next_to_open_the_store(
        tmp_path: Path, postgres_url: str) -> None:
    def keys_file_bytes() -> bytes:
        return key_table_bytes(postgres_url)

    ledger = open_ledger(tmp_path / "home", postgres=postgres_url, views=False)
    fact_ids = _write(ledger)
    wrapped = ledger.app.recorder.load_key(fact_ids[0])
    ledger.app.recorder.scrub_keys = lambda: None  # type: ignore[method-assign]  # dies before its VACUUM FULL
    ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact_ids[0]))
    assert wrapped in keys_file_bytes()  # a dead tuple still holds the destroyed key
    assert ledger.app.recorder.scrub_owed()  # type: ignore[attr-defined]
    ledger.app.close()
    with open_ledger(tmp_path / "home", postgres=postgres_url, views=False) as reopened:  # the next process
        assert not reopened.app.recorder.scrub_owed()  # type: ignore[attr-defined]
    assert wrapped not in keys_file_bytes()
