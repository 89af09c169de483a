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
another process owns the view.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from eventsourcing.persistence import StoredEvent
from pydantic import BaseModel

from commands.bootstrap import EVENTS_FILE, MOVED_MARK, open_ledger
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


def _sqlite_keys(db: Path) -> dict[str, tuple[str, str, bytes]]:
    con = sqlite3.connect(db)
    try:
        rows = con.execute("SELECT fact_id, tenant, subject, wrapped FROM memledger_keys").fetchall()
    finally:
        con.close()
    return {r[0]: (r[1], r[2], bytes(r[3])) for r in rows}


def migrate_to_postgres(home: str | Path, postgres: str, *, chunk: int = CHUNK, progress: bool = True,
                        on_chunk: Callable[[int], None] | None = None) -> MigrationReport:
    """Copy the SQLite store of `home` into the (empty, or partly migrated) PostgreSQL database
    `postgres`, verify, retire the SQLite store and rebuild the view. See the module docstring."""
    home = Path(home)
    db = home / EVENTS_FILE
    if not db.exists():
        raise MigrationError(f"{db}: no SQLite event store here to migrate", field="home")
    if _owned_elsewhere(str(views_path(home))):
        raise ViewInUse(f"{views_path(home)} is open in another process: stop every process using this ledger "
                        "before migrating it", field=None)
    source = open_ledger(home, views=False)
    target = open_ledger(home, postgres=postgres, views=False)
    try:
        src, tgt = source.app.recorder, target.app.recorder
        total = int(src.max_notification_id() or 0)
        done, after = _resume_point(src, tgt)
        keys = _sqlite_keys(db)
        have = set(_target_key_ids(tgt))
        missing = [(f, *keys[f]) for f in keys if f not in have]
        if missing:  # keys first: an event is never readable in PostgreSQL without its key
            for start in range(0, len(missing), chunk):
                tgt.insert_events([], new_keys=missing[start:start + chunk])
        copied = _copy_events(src, tgt, after, total - done, chunk, progress, on_chunk)
        copied_total = done + copied
        count = _target_count(tgt)
        src_count = _source_count(db)
        if count != src_count:
            raise MigrationError(f"PostgreSQL holds {count} events, the SQLite store {src_count}: a process wrote "
                                 "to the ledger during the migration; stop it and run the migration again",
                                 field=None)
        # a fact erased in the SQLite store while this ran: its key must not survive in PostgreSQL
        extra = sorted(set(_target_key_ids(tgt)) - set(_sqlite_keys(db)))
        if extra:
            tgt.insert_events([], deleted_keys=extra)
            tgt.scrub_keys()  # type: ignore[attr-defined]
        key_count = len(_target_key_ids(tgt))
    finally:
        source.close()
        target.close()
    retired = _retire(home, db, events=count)
    with open_ledger(home, postgres=postgres, views=False) as moved:
        position = rebuild_live(moved, home, progress=progress)
    return MigrationReport(events=count, copied=copied_total - done, keys=key_count, view_position=position,
                           retired=retired)


def _resume_point(src: Any, tgt: Any) -> tuple[int, int]:
    """(events already in PostgreSQL, the SQLite position after which to continue). The target's
    events must be the source's first ones, in order."""
    done = _target_count(tgt)
    if done == 0:
        return 0, 0
    last = tgt.select_notifications(start=tgt.max_notification_id(), limit=1)[-1]
    with src.datastore.transaction(commit=False) as c:
        c.execute(f"SELECT rowid, originator_id, originator_version FROM {src.events_table_name} "
                  "ORDER BY rowid LIMIT 1 OFFSET ?", (done - 1,))
        row = c.fetchone()
    if row is None or row[1] != last.originator_id.hex or row[2] != last.originator_version:
        raise MigrationError(f"PostgreSQL already holds {done} events that are not the start of this ledger's "
                             "log: migrate into an empty database", field="postgres")
    return done, int(row[0])


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


def _target_key_ids(tgt: Any) -> list[str]:
    with tgt.datastore.transaction(commit=False) as curs:
        curs.execute(tgt._sql("SELECT fact_id FROM {t}").format(t=tgt.keys_table))
        return [r["fact_id"] for r in curs.fetchall()]


def _retire(home: Path, db: Path, *, events: int) -> list[str]:
    """Shred the SQLite store's keys, then delete its files and leave a note where they went."""
    con = sqlite3.connect(db, isolation_level=None)
    try:
        con.execute("PRAGMA secure_delete=ON")
        con.execute("DELETE FROM memledger_keys")
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        con.close()
    (home / MOVED_MARK).write_text(json.dumps({
        "moved_to": "postgresql", "events": events, "at": datetime.now(UTC).isoformat(),
        "open_with": "open_ledger(home, postgres=URL) / memledger --postgres URL",
    }, indent=1) + "\n")
    retired = []
    for suffix in ("", "-wal", "-shm", SQLiteKeyRecorder.SCRUB_MARK):
        f = Path(str(db) + suffix)
        if f.exists():
            f.unlink()
            retired.append(f.name)
    return retired
