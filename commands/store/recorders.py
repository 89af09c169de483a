"""Application recorders that store wrapped fact keys in the events' own transaction."""

from __future__ import annotations

import glob
import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Sequence
from contextlib import AbstractContextManager
from functools import lru_cache
from pathlib import Path
from typing import Any, cast
from uuid import UUID

from eventsourcing.persistence import IntegrityError, InterfaceError, OperationalError, StoredEvent
from eventsourcing.popo import POPOApplicationRecorder
from eventsourcing.postgres import PostgresApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteCursor
from eventsourcing.utils import retry

from commands.store.sqlite_pool import SessionDatastore

KeyRow = tuple[str, str, str, bytes]  # fact_id, tenant, subject, wrapped key
StreamsAndHeads = tuple[dict[UUID, list[StoredEvent]], dict[UUID, int]]
DDL_LOCK = 0x6D656D6C  # "meml": serialises schema creation across processes
# The library's reads and inserts on PostgreSQL retry a dropped connection (a server restart, a
# failover, an idle connection cut): its pool hands out dead connections until each has failed
# once. The reads added here retry the same way (reads only: a retry cannot write twice).
_pg_retry = retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)


class MemoryRecorder(POPOApplicationRecorder):
    """In-memory events and keys, for tests."""

    def __init__(self) -> None:
        super().__init__()
        self._keys: dict[str, tuple[str, str, bytes]] = {}
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

    def scrub_keys(self) -> None:
        """Nothing outlives a delete in memory."""


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


class SQLiteKeyRecorder(SQLiteApplicationRecorder):
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
        ]

    def _insert_events(self, c: SQLiteCursor, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        # Blobs are bound as bytearrays: sqlite3 binds str, int, float and bytearray directly, but sends
        # bytes through its adapter lookup first (~1 us a value; the same BLOB either way).
        keys = [(fact_id, tenant, subject, bytearray(wrapped))
                for fact_id, tenant, subject, wrapped in kwargs.get("new_keys", ())]
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
            Path(f"{self._mark}.{os.getpid()}-{secrets.token_hex(4)}").touch()
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
                Path(f"{self._mark}.{os.getpid()}-{secrets.token_hex(4)}").touch()

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


class PostgresKeyRecorder(PostgresApplicationRecorder):
    """PostgreSQL events plus a `memledger_keys` table written in the same transaction."""

    def __init__(self, datastore: Any, *, events_table_name: str = "stored_events") -> None:
        super().__init__(datastore, events_table_name=events_table_name)
        from psycopg.sql import SQL, Identifier

        self.keys_table = Identifier(datastore.schema, events_table_name + "_keys")
        # one row while an erasure's VACUUM FULL is owed: inserted in the erasure's own
        # transaction with its transaction id (the latest erasure's, when several are owed),
        # deleted after a vacuum that could remove their keys; a process that dies in between
        # leaves it for the next one to open the store (`scrub_owed`, checked by open_ledger)
        self.debt_table = Identifier(datastore.schema, events_table_name + "_scrub_debt")
        self.sql_create_statements.append(
            SQL(
                "CREATE TABLE IF NOT EXISTS {t} (fact_id text PRIMARY KEY, tenant text NOT NULL, "
                "subject text NOT NULL, wrapped bytea NOT NULL)"
            ).format(t=self.keys_table)
        )
        self.sql_create_statements.append(
            SQL("CREATE TABLE IF NOT EXISTS {t} (id integer PRIMARY KEY, xid xid8)").format(t=self.debt_table)
        )
        self._sql = SQL
        self._sql_identifier = Identifier

    def create_table(self) -> None:
        """Create tables under a session advisory lock: processes starting together must not race
        their DDL (PostgreSQL answers concurrent catalog updates with 'tuple concurrently updated')."""
        with self.datastore.get_connection() as conn:
            conn.autocommit = True
            try:
                conn.execute("SELECT pg_advisory_lock(%s)", (DDL_LOCK,))
                try:
                    super().create_table()
                    # stores made before the debt kept its erasure's transaction id
                    debt = conn.execute("SELECT 1 FROM pg_attribute WHERE attrelid = %s::regclass AND attname = 'xid' "
                                        "AND NOT attisdropped", (self.debt_table.as_string(conn),)).fetchone()
                    if debt is None:
                        conn.execute(self._sql("ALTER TABLE {t} ADD COLUMN IF NOT EXISTS xid xid8").format(
                            t=self.debt_table))
                finally:
                    conn.execute("SELECT pg_advisory_unlock(%s)", (DDL_LOCK,))
            finally:
                conn.autocommit = True  # as the pool hands its connections out

    insert_attempts = 10  # as the library's retry of an insert

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        """The library's insert, retried on a connection error as the library does, but looking
        at what the store holds first:

        - psycopg reports a failed statement of the pipeline as "pipeline aborted" (an
          OperationalError) when its error reaches the client before the pipeline's sync (often
          on a reused connection). A version clash was then retried as it stood, up to ten times,
          and the command failed with OperationalError instead of the IntegrityError that makes
          the ledger reload and re-decide. Positions held by other events are that clash.
        - A connection lost after the COMMIT reached the server may have committed: a blind retry
          clashed with the command's own rows, and the ledger re-decided the command against
          itself (a new fact came back "reinforced", an erasure refused as already done). Rows
          that are exactly these events (their bytes hold a random nonce or command id and the
          time) mean the write committed: their positions are returned. A retry that clashes is
          checked the same way: the first attempt may have committed while the retry waited for
          the table lock it held.
        """
        insert = PostgresApplicationRecorder.insert_events.__wrapped__  # type: ignore[attr-defined]
        failed = False
        for attempt in range(1, self.insert_attempts + 1):
            try:
                return cast(Sequence[int] | None, insert(self, stored_events, **kwargs))
            except IntegrityError:
                if failed and stored_events and (ids := self._held(stored_events)[0]) is not None:
                    return ids
                raise
            except (InterfaceError, OperationalError) as exc:
                failed = True
                try:
                    ids, taken = self._held(stored_events) if stored_events else (None, False)
                except (InterfaceError, OperationalError):
                    ids, taken = None, False
                if ids is not None:
                    return ids
                if taken:
                    raise IntegrityError(f"another writer holds these stream versions ({exc})") from exc
                if attempt == self.insert_attempts:
                    raise
                time.sleep(0.2)
        return None  # (not reached)

    def _held(self, stored_events: Sequence[StoredEvent]) -> tuple[list[int] | None, bool]:
        """What the store holds at these events' positions: their notification ids if it holds
        exactly these events (else None), and whether another event holds any of them."""
        table = self._sql_identifier(self.datastore.schema, self.events_table_name)
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(self._sql(
                "SELECT notification_id, originator_id, originator_version, state FROM {t} "
                "WHERE (originator_id, originator_version) IN (SELECT * FROM unnest(%s::{k}[], %s::bigint[]))"
            ).format(t=table, k=self._sql(self.datastore.originator_id_type)),
                ([e.originator_id for e in stored_events], [e.originator_version for e in stored_events]))
            rows = {(r["originator_id"], r["originator_version"]): r for r in curs.fetchall()}
        ours = [(e, rows.get((e.originator_id, e.originator_version))) for e in stored_events]
        taken = any(row is not None and bytes(row["state"]) != e.state for e, row in ours)
        if all(row is not None and bytes(row["state"]) == e.state for e, row in ours):
            return [int(row["notification_id"]) for _, row in ours], False  # type: ignore[index]
        return None, taken

    def _insert_events(self, curs: Any, stored_events: Sequence[StoredEvent], **kwargs: Any) -> None:
        if not stored_events:  # no events: the library runs nothing after this, so the keys go here
            self._write_keys(curs, **kwargs)

    def _insert_stored_events(self, curs: Any, stored_events: Sequence[StoredEvent], **kwargs: Any) -> None:
        """The events first, then the keys, in the same pipeline before its sync.

        Two writers that decided against the same slot version create the same fact id. With the
        keys written first, the key table's unique fact_id failed first, and psycopg's pipeline
        reported it as 'pipeline aborted' (an OperationalError the library retries and then raises)
        instead of the IntegrityError that makes the ledger reload and re-decide. With the events
        first, their (originator_id, originator_version) clash is the error the sync raises.
        """
        super()._insert_stored_events(curs, stored_events, **kwargs)
        with curs.connection.cursor() as keys_cursor:  # `curs` must keep the INSERT's notification ids
            self._write_keys(keys_cursor, **kwargs)

    def _write_keys(self, curs: Any, **kwargs: Any) -> None:
        keys: list[KeyRow] = list(kwargs.get("new_keys", ()))
        if keys:
            curs.executemany(
                self._sql("INSERT INTO {t} (fact_id, tenant, subject, wrapped) VALUES (%s, %s, %s, %s)").format(
                    t=self.keys_table
                ),
                keys,
            )
        doomed: list[str] = list(kwargs.get("deleted_keys", ()))
        if doomed:
            curs.execute(self._sql("DELETE FROM {t} WHERE fact_id = ANY(%s)").format(t=self.keys_table), (doomed,))
            curs.execute(self._sql("INSERT INTO {t} AS d (id, xid) VALUES (1, pg_current_xact_id()) "
                                   "ON CONFLICT (id) DO UPDATE SET xid = greatest(d.xid, EXCLUDED.xid)").format(
                t=self.debt_table))

    scrub_lock_timeout = 2  # seconds a VACUUM FULL waits for the key table (every key insert queues behind it)
    scrub_wait = 5.0  # seconds a scrub waits for sessions older than the erasure (a writer mid-transaction) to end
    scrub_pending = False  # an erasure's vacuum could not run yet: this process's later commits try again

    def scrub_keys(self, *, wait: bool = True) -> None:
        """VACUUM FULL rewrites the key table without its dead tuples, so no deleted key survives on
        disk; then the debt is paid (its row deleted).

        A vacuum keeps every dead tuple a session may still see: one whose snapshot or open
        transaction is older than the erasure (another writer mid-transaction, a long report,
        pg_dump) would keep the deleted key in the new file. So the vacuum waits (`wait`: up to
        `scrub_wait`) for such sessions to end, and runs only then; it waits at most
        `scrub_lock_timeout` for the key table. What could not run (older sessions still there,
        the key table held, a dropped connection) stays owed: this process's later commits try
        again without waiting (`scrub_pending`), as do its close and the next process to open
        the store.
        """
        try:
            self.scrub_pending = not self._vacuum_keys(self.scrub_wait if wait else 0.0)
        except (InterfaceError, OperationalError):
            self.scrub_pending = True

    def _vacuum_keys(self, wait: float) -> bool:
        """Vacuum the key table once no session can still see a deleted key; is the debt paid?"""
        sql = self._sql
        # the latest owed erasure (a debt from before transaction ids were kept: any erasure that
        # committed before now), and whether something older than it (age: older is larger) can
        # still see its deleted keys: a snapshot in this database, or a transaction (prepared ones
        # too) anywhere on the server, since every snapshot taken while it runs (the vacuum's own
        # included) keeps what it might not have seen; replication slots hold dead tuples too
        debt = sql(
            "SELECT d.xid::text AS xid, EXISTS (SELECT FROM pg_stat_activity a WHERE a.pid <> pg_backend_pid() "
            "  AND (age(a.backend_xid) >= age(o.x) OR (a.datname = current_database() OR a.datid IS NULL) "
            "       AND age(a.backend_xmin) >= age(o.x))) "
            "OR EXISTS (SELECT FROM pg_prepared_xacts p WHERE age(p.transaction) >= age(o.x)) "
            "OR EXISTS (SELECT FROM pg_replication_slots r WHERE age(r.xmin) >= age(o.x)) AS seen "
            "FROM {t} d, LATERAL (SELECT coalesce(d.xid, pg_snapshot_xmax(pg_current_snapshot()))::xid AS x) o "
            "WHERE d.id = 1").format(t=self.debt_table)
        deadline = time.monotonic() + wait
        with self.datastore.get_connection() as conn:
            conn.autocommit = True  # (VACUUM runs outside a transaction; the pool's connections do)
            while True:
                owed = conn.execute(debt).fetchone()
                if owed is None:
                    return True
                if not owed["seen"]:
                    break
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.02)
            conn.execute(sql("SET lock_timeout = '{s}s'").format(s=self.scrub_lock_timeout))
            try:
                conn.execute(sql("VACUUM (FULL) {t}").format(t=self.keys_table))
            finally:
                conn.execute("RESET lock_timeout")
            # paid unless an erasure committed meanwhile: the key it deleted may postdate this vacuum
            paid = conn.execute(sql("DELETE FROM {t} WHERE id = 1 AND xid IS NOT DISTINCT FROM %s::xid8 RETURNING id")
                                .format(t=self.debt_table), (owed["xid"],)).fetchone()
            return paid is not None

    @_pg_retry
    def scrub_owed(self) -> bool:
        """An erasure committed but its VACUUM FULL never ran (its process died first)."""
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(self._sql("SELECT count(*) AS n FROM {t}").format(t=self.debt_table))
            row = curs.fetchone()
            return bool(row and row["n"])

    @_pg_retry
    def select_streams_and_heads(self, ids: Sequence[UUID], head_ids: Sequence[UUID]) -> StreamsAndHeads:
        """Every event of the streams `ids` and the last version of the streams `head_ids` (0 for none),
        in one read transaction."""
        streams: dict[UUID, list[StoredEvent]] = {i: [] for i in ids}
        heads = dict.fromkeys(head_ids, 0)
        table = self._sql_identifier(self.datastore.schema, self.events_table_name)
        with self.datastore.transaction(commit=False) as curs:
            if ids:
                curs.execute(self._sql(
                    "SELECT originator_id, originator_version, topic, state FROM {t} "
                    "WHERE originator_id = ANY(%s) ORDER BY originator_id, originator_version"
                ).format(t=table), (list(ids),))
                for row in curs.fetchall():
                    oid = row["originator_id"]
                    streams[oid].append(StoredEvent(oid, row["originator_version"], row["topic"], bytes(row["state"])))
            if head_ids:
                curs.execute(self._sql(
                    "SELECT originator_id, MAX(originator_version) AS head FROM {t} "
                    "WHERE originator_id = ANY(%s) GROUP BY originator_id"
                ).format(t=table), (list(head_ids),))
                for row in curs.fetchall():
                    heads[row["originator_id"]] = row["head"]
        return streams, heads

    @_pg_retry
    def load_key(self, fact_id: str) -> bytes | None:
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(self._sql("SELECT wrapped FROM {t} WHERE fact_id = %s").format(t=self.keys_table), (fact_id,))
            row = curs.fetchone()
        return bytes(row["wrapped"]) if row else None

    @_pg_retry
    def load_keys(self, fact_ids: list[str]) -> dict[str, bytes]:
        """Wrapped keys of many facts in one query."""
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(self._sql("SELECT fact_id, wrapped FROM {t} WHERE fact_id = ANY(%s)").format(t=self.keys_table),
                         (fact_ids,))
            return {row["fact_id"]: bytes(row["wrapped"]) for row in curs.fetchall()}

    def some_key(self) -> tuple[str, bytes] | None:
        """One stored (fact_id, wrapped key), to check the master key against."""
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(self._sql("SELECT fact_id, wrapped FROM {t} LIMIT 1").format(t=self.keys_table))
            row = curs.fetchone()
        return (row["fact_id"], bytes(row["wrapped"])) if row else None
