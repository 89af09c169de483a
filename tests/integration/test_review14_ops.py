"""Review 14: an operator running memledger in production. Erasure with no owner of the view, a
reader started while the owner compacts, two processes starting on a fresh data directory, two
processes with different master keys on one fresh PostgreSQL store, and the modes of the view files."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sqlite3
import stat
import threading
import traceback
from pathlib import Path

import pytest

from commands import Erase, Ledger, Remember, open_ledger
from commands.store.keyring import MASTER_KEY_ENV, WrongMasterKey

pytestmark = pytest.mark.integration

SECRET = "Quokkapox-7731"


def _files_containing(root: Path, needle: str) -> list[str]:
    return sorted(p.name for p in root.iterdir() if p.is_file() and needle.encode() in p.read_bytes())


def _remember_secret(ledger, subject: str = "alice"):  # type: ignore[no-untyped-def]
    return ledger.handle(Remember(tenant="acme", subject=subject, key="health.diagnosis", value=SECRET,
                                  statement=f"I was diagnosed with {SECRET}"))


# -- 1. an erasure made while nobody owns the view ----------------------------------------------

def test_an_erasure_by_a_process_reading_a_private_copy_reaches_the_view_when_nobody_owns_it(tmp_path: Path) -> None:
    """The operator runs two servers on one data directory: the first owns views.duckdb, the second
    reads a private copy. The first is stopped (a deploy, a crash); the second keeps serving, and a
    user asks it to erase their diagnosis. The operator expects the diagnosis gone from every file
    of the data directory once the erasure is acknowledged (README: "the DuckDB view blanks the rows
    and compacts its file"; an erasure deletes the copies that predate it). What happened: the
    second server's own private copy is blanked, but views.duckdb and views.snapshot.duckdb keep the
    diagnosis in plain text, also after the second server closes, until some later process happens
    to open the view as its owner. The erasure path (Ledger._erased -> View.catch_up, purge_backups)
    never touches the live view when this process is not its owner, even when the owner is gone
    and its lock is free."""
    home = tmp_path / "home"
    first = open_ledger(home)
    second = open_ledger(home)
    try:
        assert first.views.owner and not second.views.owner
        fact = _remember_secret(second)
        assert [f.value for f in first.current("acme", "alice")] == [SECRET]  # the owner's file holds it
        first.close()  # the owning server stops; the second keeps serving
        assert second.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id)).decision == "erased"
        assert second.current("acme", "alice") == []
        assert _files_containing(home, SECRET) == [], "erased content still on disk while the server runs"
    finally:
        second.close()
    assert _files_containing(home, SECRET) == [], "erased content still on disk after every process closed"


# -- 2. a reader opening the view while its owner compacts ---------------------------------------

def test_a_reader_opened_during_the_owners_compaction_does_not_break_the_erasure_or_the_view(tmp_path: Path) -> None:
    """A server owns the view and erases a fact; the erasure compacts views.duckdb into
    views.duckdb.compact (seconds to tens of seconds on a big view). Meanwhile the operator runs
    `memledger facts`, which tries the live file first. Expected: the reader falls back to a private
    copy and the server's erasure completes: the diagnosis is gone from the live file and the server
    keeps answering. What happened: `Projector.__init__` (projections/projector.py, "a compaction
    interrupted before its replace") deletes `<view>.compact` *before* it tries to lock the file, so
    the reader deleted the owner's compaction in progress: the owner's `os.replace` raises
    FileNotFoundError out of `handle(Erase)` (the erasure is committed, the caller is told it failed),
    the owner's DuckDB connection is left closed (every later query fails: "Connection already
    closed"), and views.duckdb keeps the erased diagnosis in its dead blocks."""
    home = tmp_path / "home"
    owner = open_ledger(home)
    readers: list[Ledger] = []
    try:
        fact = _remember_secret(owner)
        owner.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo"))
        owner.history("acme", "alice", "health.diagnosis")  # the overlay is written: the file holds it
        projector = owner.views.projector
        step = projector._step

        def reader_starts_meanwhile(name: str) -> None:
            # the compacted copy is being written or written, not yet swapped in
            if not readers and (name == "compact_written" or (home / "views.duckdb.compact").exists()):
                readers.append(open_ledger(home))
            step(name)

        projector._step = reader_starts_meanwhile
        result = owner.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
        assert readers and not readers[0].views.owner
        assert result.decision == "erased"
        assert [f.value for f in owner.current("acme", "bob")] == ["Oslo"]  # the server still answers
        assert "views.duckdb" not in _files_containing(home, SECRET)
    finally:
        for reader in readers:
            reader.close()
        with contextlib.suppress(Exception):  # the broken owner may fail to close; the assertions above tell
            owner.close()


# -- 3. two processes starting on a fresh data directory ------------------------------------------

def _open_and_write(home: str, barrier, results) -> None:  # type: ignore[no-untyped-def]
    try:
        barrier.wait(timeout=30)
        ledger = open_ledger(home, views=False)
        try:
            ledger.handle(Remember(tenant="acme", subject=f"worker-{os.getpid()}", key="home.city", value="Oslo"))
        finally:
            ledger.close()
        results.put("ok")
    except BaseException:  # reported to the parent
        results.put(traceback.format_exc(limit=3))


def _start_together(tmp_path: Path, rounds: int, processes: int) -> list[str]:
    ctx = multiprocessing.get_context("fork")
    failures = []
    for n in range(rounds):
        home = tmp_path / f"home{n}"  # a fresh data directory each round
        barrier, results = ctx.Barrier(processes), ctx.Queue()
        workers = [ctx.Process(target=_open_and_write, args=(str(home), barrier, results)) for _ in range(processes)]
        for w in workers:
            w.start()
        outcomes = [results.get(timeout=120) for _ in workers]
        for w in workers:
            w.join(timeout=60)
        failures += [o for o in outcomes if o != "ok"]
    return failures


def test_processes_starting_together_on_a_new_data_directory_share_one_master_key(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """First start of a deployment: the server and `memledger follow` (or several workers of one
    service) start at the same moment on an empty data directory. Expected: they agree on one
    master.key and all start. What happened: `load_master_key` (commands/store/keyring.py) checks
    `path.exists()`, then creates master.key with O_EXCL and writes the key afterwards: a process
    that loses the O_EXCL race dies with FileExistsError, and one that arrives between the create and
    the write reads an empty file and is refused with "MEMLEDGER_MASTER_KEY: must be 32 bytes" (an
    invalid-input error naming a variable the operator never set)."""
    monkeypatch.delenv(MASTER_KEY_ENV, raising=False)
    failures = _start_together(tmp_path, rounds=20, processes=8)
    key_failures = [f for f in failures if "master.key" in f or MASTER_KEY_ENV in f]
    assert key_failures == [], f"{len(key_failures)} process(es) failed over master.key:\n{key_failures[0]}"


def test_a_new_sqlite_store_another_process_is_setting_up_is_waited_for_not_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same first start, with the master key given in MEMLEDGER_MASTER_KEY (so master.key is out
    of the picture). Run as above, 8 processes at once on a new directory, some die at once with
    "database is locked" (seen in 1 to 8 of 160 processes a run). Made deterministic here: another
    process has the new events.sqlite open in a write transaction (as the first process has while it
    sets the new file up) and commits half a second later. Expected: open_ledger waits for it, as it
    waits for every other lock (SQLITE_LOCK_TIMEOUT 30 s). What happened: refused at once,
    "database is locked" after 0.0 s: each process's first connection switches the new file to WAL
    (`PRAGMA journal_mode=WAL`, commands/store/sqlite_pool.py StatementCachingPool._create_connection),
    and SQLite does not run the busy handler for that statement while another connection holds a
    write lock on a file in rollback-journal mode."""
    monkeypatch.setenv(MASTER_KEY_ENV, "ab" * 32)
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    other = sqlite3.connect(home / "events.sqlite", isolation_level=None, check_same_thread=False)
    other.execute("CREATE TABLE IF NOT EXISTS setting_up (x)")  # a new file, still in rollback-journal mode
    other.execute("BEGIN IMMEDIATE")
    release = threading.Timer(0.5, lambda: other.execute("COMMIT"))
    release.start()
    try:
        ledger = open_ledger(home, views=False)
        try:
            assert ledger.handle(Remember(tenant="acme", subject="alice", key="home.city",
                                          value="Oslo")).decision == "added"
        finally:
            ledger.close()
    finally:
        release.join(timeout=10)
        other.close()


# -- 4. two master keys on one new PostgreSQL store -----------------------------------------------

@pytest.mark.postgres
def test_a_second_master_key_on_a_new_postgres_store_is_refused_before_it_writes(
        tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The operator starts the server (data directory /srv/a, its master.key) on a new PostgreSQL
    database, and before the first fact arrives runs `memledger --postgres URL remember ...` from
    another directory (default home ./.memledger, so another, new master.key). README: "a process
    with another key is refused when it opens the store, WrongMasterKey, before it reads or writes
    anything". What happened: both open (the check in open_ledger unwraps "one stored key", and a new
    store has none), both write, and the store now holds keys under two master keys: the server can
    no longer read even its own subject (every catch-up stops at the other process's event with
    WrongMasterKey), nor close cleanly. Nothing in the store records which master key it belongs to."""
    monkeypatch.delenv(MASTER_KEY_ENV, raising=False)
    server = open_ledger(tmp_path / "a", postgres=postgres_url)
    opened: list[Ledger] = []

    def second_process_writes() -> None:
        opened.append(open_ledger(tmp_path / "b", postgres=postgres_url))  # another master.key
        server.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo"))
        opened[0].handle(Remember(tenant="acme", subject="bob", key="home.city", value="Rome"))

    try:
        with pytest.raises(WrongMasterKey):
            second_process_writes()
        assert [f.value for f in server.current("acme", "alice")] == ["Oslo"]
    finally:
        for ledger in [*opened, server]:
            with contextlib.suppress(WrongMasterKey):
                ledger.close()


# -- 5. the modes of the files that hold content in plain text ------------------------------------

def test_the_view_files_are_readable_by_their_owner_only_in_a_directory_the_operator_made(tmp_path: Path) -> None:
    """The operator prepares the data directory themselves, as packaging and containers do
    (`install -d /var/lib/memledger`, a Docker volume, systemd's StateDirectory: mode 0755), and starts
    memledger in it. views.duckdb and views.snapshot.duckdb hold every fact's value and statement in
    plain text. Expected: like a reader's private copy (mode 0600, projections/view.py) and
    master.key (0600), the view files are readable by their owner only. What happened: they are
    created with the process umask (0644 here): any local user can read every fact. README only
    says a directory memledger creates is 0700; the files in it are not protected on their own."""
    home = tmp_path / "home"
    home.mkdir(mode=0o755)
    os.chmod(home, 0o755)
    ledger = open_ledger(home)
    try:
        _remember_secret(ledger)
        ledger.history("acme", "alice", "health.diagnosis")  # written to the file
        ledger.views.publish()
        assert _files_containing(home, SECRET), "the content is in the view files (else nothing to protect)"
        view_files = sorted(p for p in home.iterdir() if p.is_file() and p.name.startswith("views."))
        open_to_others = {p.name: oct(stat.S_IMODE(p.stat().st_mode)) for p in view_files
                          if stat.S_IMODE(p.stat().st_mode) & 0o077}
        assert open_to_others == {}, f"view files (fact content in plain text) readable by others: {open_to_others}"
    finally:
        ledger.close()
