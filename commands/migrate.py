"""Move an embedded ledger (SQLite in a data directory) to PostgreSQL, for when it outgrows one machine.

The events and the wrapped fact keys are copied exactly as stored: still sealed, nothing is
decrypted, so the same master key (`master.key` in the data directory, or
`$MEMLEDGER_MASTER_KEY`) opens them on PostgreSQL. Events keep their order; each chunk is one
PostgreSQL transaction, so an interrupted migration resumes where it stopped (the target's
events must be a prefix of the source's, else nothing is written).

When every event and key is there (counted, and the last event compared), the SQLite store is
retired: its key table is emptied with `secure_delete` and the WAL truncated (a later erasure on
PostgreSQL must not leave a copy of the key behind), its files are deleted, and
`events.sqlite.moved` says where the events went, so opening the directory without PostgreSQL
fails loudly instead of starting an empty ledger. The DuckDB view is then rebuilt from
PostgreSQL (positions there are PostgreSQL's).

Stop every process that writes to the ledger first; the migration refuses to start while
another process owns the view. Run it again after any interruption: it resumes the copy, finishes
a retirement that stopped half-way (the note is written before the SQLite keys are shredded, so
their absence is never taken for erasures), or only rebuilds the view. Keys are compared and
copied a page at a time (memory stays bounded for any number of facts); a target whose log or keys
belong to another ledger is refused.
"""

from __future__ import annotations

import glob
import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from eventsourcing.persistence import StoredEvent
from pydantic import BaseModel

from commands.bootstrap import EVENTS_FILE, MOVED_MARK, open_ledger
from commands.store.keyring import WrongMasterKey
from commands.store.recorders import SQLiteKeyRecorder
from commands.views import ViewInUse, _owned_elsewhere, rebuild_live, views_path
from ledger.errors import LedgerError

CHUNK = 5_000


class MigrationError(LedgerError):
    """The migration cannot go on without losing or mixing events."""

    code = "migration_refused"


class MigrationReport(BaseModel):
    events: int  # events in PostgreSQL now (= in the SQLite store)
    copied: int  # events this run copied (less than `events` when it resumed)
    keys: int  # wrapped fact keys in PostgreSQL now
    view_position: int  # the rebuilt view's position
    retired: list[str]  # the SQLite files deleted


KEY_PAGE = 5_000  # keys compared and copied per round trip: memory stays bounded however many facts


def migrate_to_postgres(home: str | Path, postgres: str, *, chunk: int = CHUNK, progress: bool = True,
                        on_chunk: Callable[[int], None] | None = None) -> MigrationReport:
    """Copy the SQLite store of `home` into the (empty, or partly migrated) PostgreSQL database
    `postgres`, verify, retire the SQLite store and rebuild the view. See the module docstring.

    Running it again after any interruption finishes the job: before the retirement it resumes the
    copy; during it (`events.sqlite.moved` written, the SQLite keys perhaps shredded already) it only
    verifies and retires again, never taking the SQLite key table's emptiness for erasures; after
    it (or after a success) it checks the database holds what moved and rebuilds the view."""
    home = Path(home)
    db = home / EVENTS_FILE
    mark = home / MOVED_MARK
    if not db.exists() and not mark.exists():
        raise MigrationError(f"{db}: no SQLite event store here to migrate", field="home")
    if _owned_elsewhere(str(views_path(home))):
        raise ViewInUse(f"{views_path(home)} is open in another process: stop every process using this ledger "
                        "before migrating it", field=None)
    if not db.exists():
        return _finish_moved(home, mark, postgres, progress)
    retiring = mark.exists()  # an earlier run stopped while retiring the SQLite store
    # a half-retired store is not opened as a ledger (open_ledger refuses it: LedgerMoved); finishing
    # the retirement only counts its events (sqlite3) and needs nothing else of it
    source = None if retiring else open_ledger(home, views=False)
    try:
        target = open_ledger(home, postgres=postgres, views=False)
    except WrongMasterKey:  # its facts are sealed under another master key: another ledger's
        if source is not None:
            source.close()
        raise MigrationError("PostgreSQL holds another ledger's events (their keys do not open with this master "
                             "key): migrate into an empty database", field="postgres") from None
    except BaseException:
        if source is not None:
            source.close()
        raise
    copied = 0
    try:
        tgt = target.app.recorder
        if source is not None:
            src = source.app.recorder
            total = int(src.max_notification_id() or 0)
            done, after = _resume_point(src, tgt)
            _copy_keys(db, tgt)  # keys first: an event is never readable in PostgreSQL without its key
            try:
                copied = _copy_events(src, tgt, after, total - done, chunk, progress, on_chunk)
            finally:  # even when interrupted: a copy left behind keeps no erased fact's key
                _drop_erased_keys(db, tgt)
        count = _target_count(tgt)
        src_count = _source_count(db)
        if not retiring:  # a fact erased in the SQLite store after the copy: its key must not survive,
            _drop_erased_keys(db, tgt)  # not even in a copy refused below and never resumed
        if count != src_count:
            raise MigrationError(f"PostgreSQL holds {count} events, the SQLite store {src_count}: a process wrote "
                                 "to the ledger during the migration; stop it and run the migration again",
                                 field=None)
        key_count = _target_key_count(tgt)
    finally:
        if source is not None:
            source.close()
        target.close()
    retired = _retire(home, db, events=count)
    with open_ledger(home, postgres=postgres, views=False) as moved:
        position = rebuild_live(moved, home, progress=progress, keep_mismatched=False)
    return MigrationReport(events=count, copied=copied, keys=key_count, view_position=position,
                           retired=retired)


def _finish_moved(home: Path, mark: Path, postgres: str, progress: bool) -> MigrationReport:
    """The SQLite store is already retired (an earlier run stopped before the view was rebuilt, or
    finished): check `postgres` holds the events that moved, then rebuild the view from it."""
    try:
        moved_events = int(json.loads(mark.read_text(encoding="utf-8"))["events"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise MigrationError(f"{mark}: unreadable ({exc}); the SQLite store is gone", field="home") from None
    with open_ledger(home, postgres=postgres, views=False) as moved:
        tgt = moved.app.recorder
        count = _target_count(tgt)
        if count < moved_events:
            raise MigrationError(f"PostgreSQL holds {count} events, but {moved_events} moved there from this "
                                 "directory: is this the database the ledger was migrated to?", field="postgres")
        key_count = _target_key_count(tgt)
        position = rebuild_live(moved, home, progress=progress, keep_mismatched=False)
    return MigrationReport(events=count, copied=0, keys=key_count, view_position=position, retired=[])


def _resume_point(src: Any, tgt: Any) -> tuple[int, int]:
    """(events already in PostgreSQL, the SQLite position after which to continue). The target's
    events must be the source's first ones, in order: the last of them is compared whole (stream,
    version, topic and the sealed state), not only by its stream and version, which another ledger
    has too when it got the same first commands (stream ids are derived from tenant, subject and
    key; its state differs: another time, another data key, another nonce)."""
    done = _target_count(tgt)
    if done == 0:
        return 0, 0
    last = tgt.select_notifications(start=tgt.max_notification_id(), limit=1)[-1]
    with src.datastore.transaction(commit=False) as c:
        c.execute(f"SELECT rowid, originator_id, originator_version, topic, state FROM {src.events_table_name} "
                  "ORDER BY rowid LIMIT 1 OFFSET ?", (done - 1,))
        row = c.fetchone()
    if row is None or (row[1], row[2], row[3], bytes(row[4])) != (
            last.originator_id.hex, last.originator_version, last.topic, bytes(last.state)):
        raise MigrationError(f"PostgreSQL already holds {done} events that are not the start of this ledger's "
                             "log: migrate into an empty database", field="postgres")
    return done, int(row[0])


def _sqlite_key_pages(db: Path) -> Iterator[list[tuple[str, str, str, bytes]]]:
    """The SQLite store's keys in pages of KEY_PAGE, in fact id order (never all at once)."""
    con = sqlite3.connect(db)
    try:
        last = ""
        while True:
            rows = con.execute("SELECT fact_id, tenant, subject, wrapped FROM memledger_keys WHERE fact_id > ? "
                               "ORDER BY fact_id LIMIT ?", (last, KEY_PAGE)).fetchall()
            if not rows:
                return
            last = rows[-1][0]
            yield [(r[0], r[1], r[2], bytes(r[3])) for r in rows]
    finally:
        con.close()


def _copy_keys(db: Path, tgt: Any) -> None:
    """Every SQLite key the target lacks, a page at a time. A key the target holds for the same
    fact with other bytes belongs to another ledger (or another master key): refused."""
    for page in _sqlite_key_pages(db):
        have = tgt.load_keys([k[0] for k in page])
        clash = next((k[0] for k in page if k[0] in have and have[k[0]] != k[3]), None)
        if clash is not None:
            raise MigrationError(f"PostgreSQL holds another key for fact {clash!r}: it holds another ledger's "
                                 "data; migrate into an empty database", field="postgres")
        missing = [k for k in page if k[0] not in have]
        if missing:
            tgt.insert_events([], new_keys=missing)


def _drop_erased_keys(db: Path, tgt: Any) -> None:
    """Delete (and scrub) the target's keys of facts whose key the SQLite store no longer has:
    erased there after the keys were copied. Never called once retiring began (the SQLite keys
    are shredded then)."""
    doomed: list[str] = []
    con = sqlite3.connect(db)
    try:
        last = ""
        while True:
            with tgt.datastore.transaction(commit=False) as curs:
                curs.execute(tgt._sql("SELECT fact_id FROM {t} WHERE fact_id > %s ORDER BY fact_id LIMIT %s").format(
                    t=tgt.keys_table), (last, KEY_PAGE))
                ids = [r["fact_id"] for r in curs.fetchall()]
            if not ids:
                break
            last = ids[-1]
            found: set[str] = set()
            for start in range(0, len(ids), 500):  # SQLite's variable limit
                part = ids[start:start + 500]
                found.update(r[0] for r in con.execute(
                    f"SELECT fact_id FROM memledger_keys WHERE fact_id IN ({', '.join('?' * len(part))})", part))
            doomed += [f for f in ids if f not in found]
    finally:
        con.close()
    if doomed:
        for start in range(0, len(doomed), KEY_PAGE):
            tgt.insert_events([], deleted_keys=doomed[start:start + KEY_PAGE])
        tgt.scrub_keys()


def _copy_events(src: Any, tgt: Any, after: int, remaining: int, chunk: int, progress: bool,
                 on_chunk: Callable[[int], None] | None) -> int:
    from tqdm import tqdm

    copied = 0
    with tqdm(total=remaining, unit="ev", desc="migrate", disable=not progress) as bar:
        while True:
            notes = src.select_notifications(start=after, limit=chunk, inclusive_of_start=False)
            if not notes:
                return copied
            tgt.insert_events([StoredEvent(n.originator_id, n.originator_version, n.topic, n.state) for n in notes])
            after = notes[-1].id
            copied += len(notes)
            bar.update(len(notes))
            if on_chunk is not None:
                on_chunk(copied)


def _target_count(tgt: Any) -> int:
    table = tgt._sql_identifier(tgt.datastore.schema, tgt.events_table_name)
    with tgt.datastore.transaction(commit=False) as curs:
        curs.execute(tgt._sql("SELECT count(*) AS n FROM {t}").format(t=table))
        return int(curs.fetchone()["n"])


def _source_count(db: Path) -> int:
    con = sqlite3.connect(db)
    try:
        return int(con.execute("SELECT count(*) FROM stored_events").fetchone()[0])
    finally:
        con.close()


def _target_key_count(tgt: Any) -> int:
    with tgt.datastore.transaction(commit=False) as curs:
        curs.execute(tgt._sql("SELECT count(*) AS n FROM {t}").format(t=tgt.keys_table))
        return int(curs.fetchone()["n"])


def _retire(home: Path, db: Path, *, events: int) -> list[str]:
    """Leave a note where the events went, then shred the SQLite store's keys and delete its files.
    The note comes first: a run that stops in between finds it and knows the SQLite key table is
    being emptied on purpose (taking that for erasures would delete every key in PostgreSQL)."""
    mark = home / MOVED_MARK
    if not mark.exists():
        tmp = mark.with_name(mark.name + ".tmp")
        tmp.write_text(json.dumps({
            "moved_to": "postgresql", "events": events, "at": datetime.now(UTC).isoformat(),
            "open_with": "open_ledger(home, postgres=URL) / memledger --postgres URL",
        }, indent=1) + "\n")
        os.replace(tmp, mark)
    con = sqlite3.connect(db, isolation_level=None)
    try:
        con.execute("PRAGMA secure_delete=ON")
        con.execute("DELETE FROM memledger_keys")
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        con.close()
    retired = []
    marks = [Path(p) for p in glob.glob(glob.escape(str(db) + SQLiteKeyRecorder.SCRUB_MARK) + "*")]
    for f in [Path(str(db) + suffix) for suffix in ("", "-wal", "-shm")] + marks:
        if f.exists():
            f.unlink()
            retired.append(f.name)
    return retired
