"""Application recorders that store wrapped fact keys in the events' own transaction."""

from __future__ import annotations

import glob
import sqlite3
import threading
from collections.abc import Sequence
from contextlib import AbstractContextManager
from functools import lru_cache
from pathlib import Path
from typing import Any, cast
from uuid import UUID

from eventsourcing.persistence import StoredEvent
from eventsourcing.popo import POPOApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteCursor

from commands.store.debt import PolledScrubDebt
from commands.store.keyring import MASTER_CHECK_TABLE, check_master_record
from commands.store.marks import write_mark
from commands.store.sqlite_pool import SessionDatastore

KeyRow = tuple[str, str, str, bytes]  # fact_id, tenant, subject, wrapped key
StreamsAndHeads = tuple[dict[UUID, list[StoredEvent]], dict[UUID, int]]


class MasterKeyRecord:
    """The store's record of its master key (`keyring.master_record`), one row in a table of its own.

    Fact keys alone cannot refuse another master key on a store that has none (new, or every fact
    erased): two processes with different keys both wrote, and then neither could read the other's
    facts. The record is made by the first process to store a fact key (in that write, or just
    before it: `_claim_for_write`), or, in a store made before the record, by the first process to
    open it once its stored keys opened (`open_ledger`); every other process compares it, when it
    opens the store and, if the store had none then, before its first write of a fact key. A
    process that only reads never claims a new store."""

    master_check: bytes | None = None  # this process's record (set by open_ledger; None: no check)
    master_checked = False  # the store's record is known to be this process's, committed

    def read_master_check(self) -> bytes | None:
        """The store's record, None when it has none."""
        raise NotImplementedError

    def claim_master_check(self, record: bytes) -> bytes:
        """Store `record` unless the store has one; the record stored (to compare)."""
        raise NotImplementedError

    def check_master(self, stored: bytes) -> None:
        """Raise WrongMasterKey unless the store's record `stored` is this process's."""
        assert self.master_check is not None
        check_master_record(stored, self.master_check)


class MemoryRecorder(MasterKeyRecord, POPOApplicationRecorder):
    """In-memory events and keys, for tests."""

    def __init__(self) -> None:
        super().__init__()
        self._keys: dict[str, tuple[str, str, bytes]] = {}
        self._master_check: bytes | None = None
        self._keys_lock = threading.Lock()

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        with self._database_lock:
            self._assert_uniqueness(stored_events, **kwargs)
            with self._keys_lock:
                for fact_id, tenant, subject, wrapped in kwargs.get("new_keys", ()):
                    self._keys[fact_id] = (tenant, subject, wrapped)
                for fact_id in kwargs.get("deleted_keys", ()):
                    self._keys.pop(fact_id, None)
        return super().insert_events(stored_events, **kwargs)

    def select_streams_and_heads(self, ids: Sequence[UUID], head_ids: Sequence[UUID]) -> StreamsAndHeads:
        """Every event of the streams `ids` and the last version of the streams `head_ids` (0 for none)."""
        with self._database_lock:
            streams = {i: list(self.select_events(i)) for i in ids}
            heads = {i: (last[0].originator_version if (last := self.select_events(i, desc=True, limit=1)) else 0)
                     for i in head_ids}
        return streams, heads

    def load_key(self, fact_id: str) -> bytes | None:
        row = self._keys.get(fact_id)
        return row[2] if row else None

    def load_keys(self, fact_ids: list[str]) -> dict[str, bytes]:
        return {f: row[2] for f in fact_ids if (row := self._keys.get(f))}

    def some_key(self) -> tuple[str, bytes] | None:
        """One stored (fact_id, wrapped key), to check the master key against."""
        with self._keys_lock:
            return next(((f, row[2]) for f, row in self._keys.items()), None)

    def read_master_check(self) -> bytes | None:
        return self._master_check

    def claim_master_check(self, record: bytes) -> bytes:
        with self._keys_lock:
            if self._master_check is None:
                self._master_check = record
            return self._master_check

    def scrub_keys(self) -> None:
        """Nothing outlives a delete in memory."""


_SELECT_RECORD = f"SELECT record FROM {MASTER_CHECK_TABLE} WHERE id = 1"
_INSERT_RECORD = f"INSERT INTO {MASTER_CHECK_TABLE} (id, record) VALUES (1, ?) ON CONFLICT DO NOTHING"


@lru_cache(maxsize=1 << 16)
def _uuid(hex_id: str) -> UUID:
    return UUID(hex_id)


@lru_cache(maxsize=16)
def _stream_queries(table: str) -> tuple[str, str]:
    """The events of some streams, and the head versions of some streams, each with an IN-list `{marks}`."""
    return (f"SELECT originator_id, originator_version, topic, state FROM {table} WHERE originator_id IN ({{marks}})",
            f"SELECT originator_id, MAX(originator_version), NULL, NULL FROM {table} "
            "WHERE originator_id IN ({marks}) GROUP BY originator_id")


@lru_cache(maxsize=1024)
def _streams_and_heads_query(table: str, streams: int, heads: int) -> str:
    """Both queries in one statement for `streams` and `heads` ids (a single command reads 1 and 1: the
    text is built once, not per command)."""
    events_sql, heads_sql = _stream_queries(table)
    return (events_sql.format(marks=", ".join("?" * streams)) + " UNION ALL "
            + heads_sql.format(marks=", ".join("?" * heads)) + " ORDER BY 1, 2")


class SQLiteKeyRecorder(MasterKeyRecord, PolledScrubDebt, SQLiteApplicationRecorder):
    """SQLite events plus a `memledger_keys` table written in the same transaction."""

    def convert_originator_id(self, originator_id: str) -> UUID | str:
        """The library's conversion, cached: a slot's events share one id, and `UUID(hex)` costs
        ~4 us an event when a rebuild reads the log (UUIDs are immutable, so sharing is safe)."""
        if self.datastore.originator_id_type != "uuid":
            return originator_id
        return _uuid(originator_id)

    def construct_create_table_statements(self) -> list[str]:
        return [
            *super().construct_create_table_statements(),
            # WITHOUT ROWID: one B-tree keyed by fact_id, not a rowid table plus its key index (one
            # page fewer per commit that creates a fact). Stores made before keep the old table;
            # every statement here works on both.
            "CREATE TABLE IF NOT EXISTS memledger_keys (fact_id TEXT PRIMARY KEY, "
            "tenant TEXT NOT NULL, subject TEXT NOT NULL, wrapped BLOB NOT NULL) WITHOUT ROWID",
            # the master key's record (one row, `claim_master_check`); created in stores made before too
            f"CREATE TABLE IF NOT EXISTS {MASTER_CHECK_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), "
            "record BLOB NOT NULL)",
        ]

    def _insert_events(self, c: SQLiteCursor, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        # Blobs are bound as bytearrays: sqlite3 binds str, int, float and bytearray directly, but sends
        # bytes through its adapter lookup first (~1 us a value; the same BLOB either way).
        keys = [(fact_id, tenant, subject, bytearray(wrapped))
                for fact_id, tenant, subject, wrapped in kwargs.get("new_keys", ())]
        if keys and not self.master_checked and self.master_check is not None:
            self._claim_for_write(c)
        if keys:
            c.executemany("INSERT INTO memledger_keys (fact_id, tenant, subject, wrapped) VALUES (?, ?, ?, ?)", keys)
        doomed: list[str] = list(kwargs.get("deleted_keys", ()))
        if doomed:
            c.execute("PRAGMA secure_delete=ON")  # deleted cells are zeroed, not left in free space
            c.executemany("DELETE FROM memledger_keys WHERE fact_id = ?", [(f,) for f in doomed])
        # The library inserts event by event to read each `lastrowid` (its notification id). One
        # executemany instead: this transaction holds SQLite's write lock from its first insert, and
        # a rowid table without AUTOINCREMENT gives each new row max(rowid) + 1, so the rows get
        # consecutive rowids ending at last_insert_rowid(). A clash on (originator_id,
        # originator_version) still raises IntegrityError and rolls everything back.
        if not stored_events:
            return []
        c.executemany(self.insert_events_statement, [
            (s.originator_id.hex if isinstance(s.originator_id, UUID) else s.originator_id, s.originator_version,
             s.topic, bytearray(s.state)) for s in stored_events])
        c.execute("SELECT last_insert_rowid()")
        last = int(c.fetchone()[0])
        return list(range(last - len(stored_events) + 1, last + 1))

    scrub_timeout = 30.0  # seconds a scrub waits for readers of older snapshots
    SCRUB_MARK = ".scrub-pending"  # beside the database file while a scrub is owed

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.datastore = SessionDatastore(self.datastore)
        pool = self.datastore.pool
        # a file database only: a memory database has no WAL to scrub and dies with its process
        self._mark = None if pool.is_sqlite_memory_mode else Path(pool.db_name + self.SCRUB_MARK)
        # a scrub another process could not finish (it died with a reader holding the WAL open)
        self.scrub_pending = bool(self._marks())
        self._looked()

    def _debt_left(self) -> bool:
        return bool(self._marks())

    def _marks(self) -> list[Path]:
        """The written-down scrub debts: `<db>.scrub-pending.<pid>-<random>`, one an erasure (and
        `<db>.scrub-pending` itself, as versions before them wrote it)."""
        if self._mark is None:
            return []
        return [Path(p) for p in glob.glob(glob.escape(str(self._mark)) + "*")]

    def write_session(self) -> AbstractContextManager[None]:
        """One IMMEDIATE transaction for every call this thread makes inside (see sqlite_pool)."""
        return cast(SessionDatastore, self.datastore).write_session()

    def owe_scrub(self) -> None:
        """Write the scrub debt down before the erasure that incurs it commits: a process that
        dies between that commit and its scrub leaves the destroyed key's page in the WAL, and
        the next process to open the store must know (it scrubs at open). A spare mark left by an
        erasure that then failed costs one checkpoint. Each erasure writes its own mark: a scrub
        deletes only the marks it saw before its checkpoint (one shared mark could be deleted by
        another process's scrub that ran just before this erasure committed)."""
        if self._mark is not None:
            self._write_mark()
            self.scrub_pending = True

    def scrub_keys(self, *, wait: bool = True) -> None:
        """Copy the zeroed pages over the old ones and empty the WAL (which still holds the
        page images with the destroyed keys). A reader of an older snapshot blocks that past
        the busy timeout: the scrub then stays pending, and every later commit tries again
        without waiting until one succeeds. The debt is also written down beside the database
        (`<db>.scrub-pending.*`), so that if this process dies first, the next process to open
        the store pays it (`open_ledger` retries at once).

        The marks listed before the checkpoint are the ones it pays: each was written inside its
        erasure's IMMEDIATE transaction, and a TRUNCATE checkpoint waits until no writer is left,
        so every such erasure has committed (or rolled back) before the checkpoint copies the WAL.
        A mark written after the listing stays for its own erasure's scrub."""
        owed = self._marks()
        busy = self._checkpoint(wait)
        self.scrub_pending = bool(busy)
        if self._mark is not None:
            if not busy:
                for mark in owed:
                    mark.unlink(missing_ok=True)
            elif not owed:
                self._write_mark()

    def _write_mark(self) -> None:
        """One scrub debt written down: `<db>.scrub-pending.<pid>-<random>` (see `_marks`)."""
        assert self._mark is not None
        write_mark(self._mark)

    def _checkpoint(self, wait: bool) -> bool:
        """`PRAGMA wal_checkpoint(TRUNCATE)`; True when a reader or writer kept it from finishing."""
        db = sqlite3.connect(self.datastore.pool.db_name, uri=True, isolation_level=None,
                             timeout=self.scrub_timeout if wait else 0)
        try:
            busy = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        except sqlite3.OperationalError:  # locked: as good as busy
            busy = 1
        finally:
            db.close()
        return bool(busy)

    @staticmethod
    def _rows_in(c: SQLiteCursor, sql: str, values: Sequence[Any]) -> list[Any]:
        """Rows of `sql` whose `{marks}` IN-list takes `values`, 500 per query (SQLite's variable limit)."""
        rows: list[Any] = []
        for start in range(0, len(values), 500):
            part = list(values[start:start + 500])
            c.execute(sql.format(marks=", ".join("?" * len(part))), part)
            rows += c.fetchall()
        return rows

    def select_streams_and_heads(self, ids: Sequence[UUID], head_ids: Sequence[UUID]) -> StreamsAndHeads:
        """Every event of the streams `ids` and the last version of the streams `head_ids` (0 for none),
        in one read transaction (a batch, or a single command, loads what the cache lacks); in
        one statement when they are few (a single command: one query instead of two)."""
        streams: dict[UUID, list[StoredEvent]] = {i: [] for i in ids}
        heads = dict.fromkeys(head_ids, 0)
        events_sql, heads_sql = _stream_queries(self.events_table_name)
        with self.datastore.transaction(commit=False) as c:
            if ids and head_ids and len(ids) + len(head_ids) <= 500:
                c.execute(_streams_and_heads_query(self.events_table_name, len(ids), len(head_ids)),
                          [*(i.hex for i in ids), *(i.hex for i in head_ids)])
                rows = c.fetchall()
            else:
                rows = self._rows_in(c, events_sql + " ORDER BY originator_id, originator_version",
                                     [i.hex for i in ids]) if ids else []
                rows += self._rows_in(c, heads_sql, [i.hex for i in head_ids]) if head_ids else []
        for oid_hex, version, topic, state in rows:
            oid = _uuid(oid_hex)
            if topic is None:  # a head (an event's topic is never NULL)
                heads[oid] = version
            else:
                streams[oid].append(StoredEvent(oid, version, topic, state))
        return streams, heads

    def load_key(self, fact_id: str) -> bytes | None:
        with self.datastore.transaction(commit=False) as c:
            c.execute("SELECT wrapped FROM memledger_keys WHERE fact_id = ?", (fact_id,))
            row = c.fetchone()
        return bytes(row[0]) if row else None

    def load_keys(self, fact_ids: list[str]) -> dict[str, bytes]:
        """Wrapped keys of many facts."""
        with self.datastore.transaction(commit=False) as c:
            rows = self._rows_in(c, "SELECT fact_id, wrapped FROM memledger_keys WHERE fact_id IN ({marks})", fact_ids)
        return {row[0]: bytes(row[1]) for row in rows}

    def some_key(self) -> tuple[str, bytes] | None:
        """One stored (fact_id, wrapped key), to check the master key against."""
        with self.datastore.transaction(commit=False) as c:
            c.execute("SELECT fact_id, wrapped FROM memledger_keys LIMIT 1")
            row = c.fetchone()
        return (row[0], bytes(row[1])) if row else None

    def read_master_check(self) -> bytes | None:
        with self.datastore.transaction(commit=False) as c:
            c.execute(_SELECT_RECORD)
            row = c.fetchone()
        return bytes(row[0]) if row else None

    def claim_master_check(self, record: bytes) -> bytes:
        with self.write_session(), self.datastore.transaction(commit=True) as c:  # (IMMEDIATE: waits its turn)
            c.execute(_INSERT_RECORD, (bytearray(record),))
            c.execute(_SELECT_RECORD)
            return bytes(c.fetchone()[0])

    def _claim_for_write(self, c: SQLiteCursor) -> None:
        """Before this process's first fact key goes into a store that had no master key record when it
        opened: claim the store in the write's own transaction, or refuse the write (WrongMasterKey, all
        of it rolled back) when another process's record is there. Known checked only once a record is
        found: one inserted here commits with the write, or not (a clash rolls it back)."""
        c.execute(_SELECT_RECORD)
        row = c.fetchone()
        if row is None:
            c.execute(_INSERT_RECORD, (bytearray(cast(bytes, self.master_check)),))
            return
        self.check_master(bytes(row[0]))
        self.master_checked = True
