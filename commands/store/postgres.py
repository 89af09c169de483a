"""The PostgreSQL application recorder: events plus wrapped fact keys in the same transaction, and
the scrub an erasure owes (a VACUUM FULL of what held the destroyed keys)."""

from __future__ import annotations

import contextlib
import time
import zlib
from collections.abc import Sequence
from typing import Any, cast
from uuid import UUID

import psycopg
from eventsourcing.persistence import IntegrityError, InterfaceError, OperationalError, StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder
from eventsourcing.utils import retry

from commands.store.debt import PolledScrubDebt
from commands.store.recorders import KeyRow, MasterKeyRecord, StreamsAndHeads
from ledger.errors import ConcurrencyConflict, LedgerError

DDL_LOCK = 0x6D656D6C  # "meml": serialises schema creation across processes
# The library's reads and inserts on PostgreSQL retry a dropped connection (a server restart, a
# failover, an idle connection cut): its pool hands out dead connections until each has failed
# once. The reads added here retry the same way (reads only: a retry cannot write twice).
_pg_retry = retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)


# A new store's key table is partitioned by `part` (a CRC-32 of the fact id, modulo this), so an
# erasure's VACUUM FULL rewrites the one partition that held the key: 1/16 of the table, so writes wait
# 1/16 as long (not zero: a write with a key for that partition waits for it holding the events table's
# insert lock, which every other write then waits for). Stores made before keep one table.
# Stored data: every key sits in partition crc32(fact_id) % 16, so changing this needs every key moved.
KEY_PARTITIONS = 16
WHOLE_TABLE = 1  # the debt row of an unpartitioned key table; partition p owes row PARTITION_DEBT + p
PARTITION_DEBT = 100


# xid8 and pg_current_xact_id() (the scrub debt's transaction ids) came in PostgreSQL 13
MIN_SERVER_VERSION = 130000


class UnsupportedServer(LedgerError):
    """The PostgreSQL server is older than the ledger needs."""

    code = "unsupported_server"


def key_part(fact_id: str, parts: int) -> int:
    return zlib.crc32(fact_id.encode()) % parts


class PostgresKeyRecorder(MasterKeyRecord, PolledScrubDebt, PostgresApplicationRecorder):
    """PostgreSQL events plus a `<events>_keys` table written in the same transaction."""

    def __init__(self, datastore: Any, *, events_table_name: str = "stored_events") -> None:
        super().__init__(datastore, events_table_name=events_table_name)
        from psycopg.sql import SQL, Identifier

        self.keys_name = events_table_name + "_keys"
        self.keys_table = Identifier(datastore.schema, self.keys_name)
        # one row per key table or partition while an erasure's VACUUM FULL of it is owed: inserted
        # in the erasure's own transaction with its transaction id (the latest erasure's, when
        # several are owed), deleted after a vacuum that could remove their keys; a process that
        # dies in between leaves it for the next one to open the store (`scrub_owed`, open_ledger)
        self.debt_table = Identifier(datastore.schema, events_table_name + "_scrub_debt")
        self._keys_ddl = SQL(  # (its primary key must hold the partition key)
            "CREATE TABLE IF NOT EXISTS {t} (fact_id text NOT NULL, tenant text NOT NULL, "
            "subject text NOT NULL, wrapped bytea NOT NULL, part smallint NOT NULL, "
            "PRIMARY KEY (fact_id, part)) PARTITION BY LIST (part)"
        ).format(t=self.keys_table)
        self.sql_create_statements.append(self._keys_ddl)
        self._parts: int | None = None  # partitions of the key table (0: one plain table), read once
        self._looked()  # opening looks for another process's debt itself (scrub_owed, open_ledger)
        self.sql_create_statements.append(
            SQL("CREATE TABLE IF NOT EXISTS {t} (id integer PRIMARY KEY, xid xid8)").format(t=self.debt_table)
        )
        # the master key's record (one row, `claim_master_check`); created in stores made before too
        self.master_check_table = Identifier(datastore.schema, events_table_name + "_master_check")
        self.sql_create_statements.append(
            SQL("CREATE TABLE IF NOT EXISTS {t} (id integer PRIMARY KEY CHECK (id = 1), record bytea NOT NULL)")
            .format(t=self.master_check_table)
        )
        self._sql = SQL
        self._sql_identifier = Identifier

    def create_table(self) -> None:
        """Create tables under a session advisory lock: processes starting together must not race
        their DDL (PostgreSQL answers concurrent catalog updates with 'tuple concurrently updated')."""
        with self.datastore.get_connection() as conn:
            conn.autocommit = True
            try:
                version = self._server_version(conn)
                if version < MIN_SERVER_VERSION:  # (the DDL below would fail on "type xid8 does not exist")
                    raise UnsupportedServer(f"PostgreSQL {version // 10000} is too old: the ledger needs PostgreSQL "
                                            f"{MIN_SERVER_VERSION // 10000} or later", field="postgres")
                deferred = self._deferred_cleanup(conn, version)
                if deferred:  # (PostgreSQL 16 removed the setting)
                    raise UnsupportedServer(
                        f"vacuum_defer_cleanup_age is {deferred}: VACUUM FULL then keeps the rows of recently "
                        "deleted keys, so an erased fact's key would stay on disk; set it to 0 on the server",
                        field="postgres")
                conn.execute("SELECT pg_advisory_lock(%s)", (DDL_LOCK,))
                try:
                    super().create_table()
                    with conn.cursor() as curs:
                        partitioned = self._partitioned(curs)
                    if partitioned:
                        for part in range(KEY_PARTITIONS):
                            conn.execute(self._sql("CREATE TABLE IF NOT EXISTS {p} PARTITION OF {t} FOR VALUES IN ({n})")
                                         .format(p=self._partition(part), t=self.keys_table, n=part))
                    self._parts = None
                    self._parts = self.key_parts  # read now, not first inside an erasure's transaction
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
        if kwargs.get("new_keys") and not self.master_checked and self.master_check is not None:
            # this process's first fact key, in a store that had no master key record when it opened:
            # claim the store first (committed on its own, before any key is written), or be refused
            self.check_master(self.claim_master_check(self.master_check))
            self.master_checked = True
        insert = PostgresApplicationRecorder.insert_events.__wrapped__  # type: ignore[attr-defined]
        failed = False
        for attempt in range(1, self.insert_attempts + 1):
            try:
                return cast(Sequence[int] | None, insert(self, stored_events, **kwargs))
            except IntegrityError:
                self._recheck_layout()
                if failed and stored_events and (ids := self._held(stored_events)[0]) is not None:
                    return ids
                raise
            except (InterfaceError, OperationalError) as exc:
                failed = True
                self._recheck_layout()
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

    def _recheck_layout(self) -> None:
        """A failed insert on a key table found unpartitioned: read the layout again at the next write.
        `memledger partition-keys` in another process makes it partitioned, and then every key
        inserted without its `part` fails (NOT NULL): a process opened before kept failing every
        new fact (`ConcurrencyConflict` after its retries) until restarted."""
        if self._parts == 0:
            self._parts = None
            with contextlib.suppress(InterfaceError, OperationalError):  # (else read by the next write)
                self._parts = self.key_parts  # now: not on a second connection inside the next insert

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

    partition_lock_timeout = 5.0  # seconds partition-keys waits for the key table before it refuses

    def partition_keys(self, page: int = 10_000) -> int:
        """Move a key table made before partitioning into KEY_PARTITIONS partitions, in one
        transaction holding it exclusively (stop every other process first: one mid-transaction on the
        key table for `partition_lock_timeout` makes it refuse, ConcurrencyConflict, nothing moved);
        returns how many keys moved (0: already partitioned). The old table is dropped, its files
        unlinked, so keys its erasures deleted (dead rows a vacuum still owed) go with it: its debt
        row is paid. Its rows are read back and their `part` computed here (PostgreSQL has no CRC-32)."""
        if self.key_parts:
            return 0
        sql, ident = self._sql, self._sql_identifier
        old_name = self.keys_name + "_unpartitioned"
        old = ident(self.datastore.schema, old_name)
        moved = 0
        with self.datastore.transaction(commit=True) as curs:
            curs.execute(sql("SET LOCAL lock_timeout = '{ms}ms'").format(ms=int(self.partition_lock_timeout * 1000)))
            try:
                curs.execute(sql("LOCK TABLE {t} IN ACCESS EXCLUSIVE MODE").format(t=self.keys_table))
            except psycopg.errors.LockNotAvailable:
                raise ConcurrencyConflict(
                    f"another process is using the key table {self.keys_name} (it was not free within "
                    f"{self.partition_lock_timeout:g} s): stop every process using the ledger and run partition-keys "
                    "again; nothing was moved", field=None) from None
            if self._partitioned(curs):  # another run converted it since this process looked (the lock waited)
                self._parts = KEY_PARTITIONS
                return 0
            curs.execute(sql("ALTER TABLE {t} RENAME TO {o}").format(t=self.keys_table, o=ident(old_name)))
            curs.execute(sql("ALTER TABLE {o} RENAME CONSTRAINT {c} TO {n}").format(
                o=old, c=ident(self.keys_name + "_pkey"), n=ident(old_name + "_pkey")))
            curs.execute(self._keys_ddl)
            for part in range(KEY_PARTITIONS):
                curs.execute(sql("CREATE TABLE {p} PARTITION OF {t} FOR VALUES IN ({n})").format(
                    p=self._partition(part), t=self.keys_table, n=part))
            last = ""
            while True:
                curs.execute(sql("SELECT fact_id, tenant, subject, wrapped FROM {o} WHERE fact_id > %s "
                                 "ORDER BY fact_id LIMIT %s").format(o=old), (last, page))
                rows = curs.fetchall()
                if not rows:
                    break
                last = rows[-1]["fact_id"]
                with curs.copy(sql("COPY {t} (fact_id, tenant, subject, wrapped, part) FROM STDIN").format(
                        t=self.keys_table)) as copy:
                    for r in rows:
                        copy.write_row((r["fact_id"], r["tenant"], r["subject"], r["wrapped"],
                                        key_part(r["fact_id"], KEY_PARTITIONS)))
                moved += len(rows)
            curs.execute(sql("DROP TABLE {o}").format(o=old))
            curs.execute(sql("DELETE FROM {t} WHERE id = %s").format(t=self.debt_table), (WHOLE_TABLE,))
        self._parts = KEY_PARTITIONS
        return moved

    @staticmethod
    def _deferred_cleanup(conn: Any, version: int) -> int:
        """The server's vacuum_defer_cleanup_age (PostgreSQL 13-15; 0 where it does not exist): a
        VACUUM keeps rows deleted by the last that many transactions."""
        if version >= 160000:
            return 0
        row = conn.execute("SHOW vacuum_defer_cleanup_age").fetchone()
        return int(row["vacuum_defer_cleanup_age"] if isinstance(row, dict) else row[0])

    @staticmethod
    def _server_version(conn: Any) -> int:
        return int(conn.info.server_version)

    def _partition(self, part: int) -> Any:
        return self._sql_identifier(self.datastore.schema, f"{self.keys_name}_{part}")

    @property
    def key_parts(self) -> int:
        """KEY_PARTITIONS for a partitioned key table, 0 for one plain table (a store made before).
        Not the partitions found: a setup cut short would have routed keys by a smaller modulus
        (opening the store creates any partition missing)."""
        if self._parts is None:
            with self.datastore.transaction(commit=False) as curs:
                self._parts = KEY_PARTITIONS if self._partitioned(curs) else 0
        return self._parts

    def _partitioned(self, curs: Any) -> bool:
        """Is the key table partitioned (as the catalog has it now)?"""
        curs.execute("SELECT relkind = 'p' AS p FROM pg_class WHERE oid = %s::regclass", (self.keys_table.as_string(curs),))
        row = curs.fetchone()
        return bool(row and row["p"])

    def _key_groups(self, fact_ids: Sequence[str]) -> list[tuple[Any, int, list[str]]]:
        """(table, its debt row, the fact ids it holds) for each key table these keys live in: each
        partition queried on its own, so an index probe per key (`fact_id = ANY(...)` on the parent
        probes every partition for every key: ~10x slower for 1,000 keys)."""
        parts = self.key_parts
        if not parts:
            return [(self.keys_table, WHOLE_TABLE, list(fact_ids))]
        groups: dict[int, list[str]] = {}
        for fact_id in fact_ids:
            groups.setdefault(key_part(fact_id, parts), []).append(fact_id)
        return [(self._partition(p), PARTITION_DEBT + p, ids) for p, ids in sorted(groups.items())]

    def _debt_relation(self, debt_id: int) -> Any:
        return self.keys_table if debt_id == WHOLE_TABLE else self._partition(debt_id - PARTITION_DEBT)

    def _write_keys(self, curs: Any, **kwargs: Any) -> None:
        keys: list[KeyRow] = list(kwargs.get("new_keys", ()))
        if keys:
            if self.key_parts:
                parts = self.key_parts
                curs.executemany(self._sql("INSERT INTO {t} (fact_id, tenant, subject, wrapped, part) "
                                           "VALUES (%s, %s, %s, %s, %s)").format(t=self.keys_table),
                                 [(*k, key_part(k[0], parts)) for k in keys])
            else:
                curs.executemany(self._sql("INSERT INTO {t} (fact_id, tenant, subject, wrapped) "
                                           "VALUES (%s, %s, %s, %s)").format(t=self.keys_table), keys)
        doomed: list[str] = list(kwargs.get("deleted_keys", ()))
        for table, debt_id, ids in self._key_groups(doomed) if doomed else ():
            curs.execute(self._sql("DELETE FROM {t} WHERE fact_id = ANY(%s)").format(t=table), (ids,))
            curs.execute(self._sql("INSERT INTO {t} AS d (id, xid) VALUES (%s, pg_current_xact_id()) "
                                   "ON CONFLICT (id) DO UPDATE SET xid = greatest(d.xid, EXCLUDED.xid)").format(
                t=self.debt_table), (debt_id,))

    scrub_lock_timeout = 2  # seconds a VACUUM FULL waits for the key table (every key insert queues behind it)
    scrub_wait = 5.0  # seconds a scrub waits for sessions older than the erasure (a writer mid-transaction) to end
    def _debt_left(self) -> bool:
        try:
            return self.scrub_owed()
        except (InterfaceError, OperationalError):
            return False

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
        the store; other processes' commits look for it every `debt_poll` seconds.
        """
        try:
            self.scrub_pending = not self._vacuum_keys(self.scrub_wait if wait else 0.0)
        except (InterfaceError, OperationalError):
            self.scrub_pending = True

    def _vacuum_keys(self, wait: float) -> bool:
        """Vacuum each key table (or partition) that owes a debt, once no session can still see the
        keys its erasures deleted; is every debt paid?"""
        sql = self._sql
        # per owed table: the latest erasure (a debt from before transaction ids were kept: any
        # erasure that committed before now), and whether something older than it (age: older is
        # larger) can still see its deleted keys: a snapshot in this database, or a transaction
        # (prepared ones too) anywhere on the server, since every snapshot taken while it runs (the
        # vacuum's own included) keeps what it might not have seen; replication slots hold dead tuples too
        debts = sql(
            "SELECT d.id, d.xid::text AS xid, EXISTS (SELECT FROM pg_stat_activity a WHERE a.pid <> pg_backend_pid() "
            "  AND (age(a.backend_xid) >= age(o.x) OR (a.datname = current_database() OR a.datid IS NULL) "
            "       AND age(a.backend_xmin) >= age(o.x))) "
            "OR EXISTS (SELECT FROM pg_prepared_xacts p WHERE age(p.transaction) >= age(o.x)) "
            "OR EXISTS (SELECT FROM pg_replication_slots r WHERE age(r.xmin) >= age(o.x)) AS seen "
            "FROM {t} d, LATERAL (SELECT coalesce(d.xid, pg_snapshot_xmax(pg_current_snapshot()))::xid AS x) o "
            "ORDER BY d.id").format(t=self.debt_table)
        deadline = time.monotonic() + wait
        paid_all = True
        with self.datastore.get_connection() as conn:
            conn.autocommit = True  # (VACUUM runs outside a transaction; the pool's connections do)
            while True:
                waiting = False
                for owed in conn.execute(debts).fetchall():
                    if owed["seen"]:
                        waiting = True
                    elif not self._vacuum_one(conn, owed["id"], owed["xid"]):
                        paid_all = False
                if not waiting:
                    return paid_all
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.02)

    def _vacuum_one(self, conn: Any, debt_id: int, xid: str | None) -> bool:
        """VACUUM FULL one owed key table or partition; is its debt paid?"""
        sql = self._sql
        conn.execute(sql("SET lock_timeout = '{s}s'").format(s=self.scrub_lock_timeout))
        try:
            conn.execute(sql("VACUUM (FULL) {t}").format(t=self._debt_relation(debt_id)))
        finally:
            conn.execute("RESET lock_timeout")
        # paid unless an erasure committed meanwhile: the key it deleted may postdate this vacuum
        paid = conn.execute(sql("DELETE FROM {t} WHERE id = %s AND xid IS NOT DISTINCT FROM %s::xid8 RETURNING id")
                            .format(t=self.debt_table), (debt_id, xid)).fetchone()
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

    def load_key(self, fact_id: str) -> bytes | None:
        return self.load_keys([fact_id]).get(fact_id)

    @_pg_retry
    def load_keys(self, fact_ids: list[str]) -> dict[str, bytes]:
        """Wrapped keys of many facts in one query (a branch per partition that holds some)."""
        if not fact_ids:
            return {}
        groups = self._key_groups(fact_ids)
        query = self._sql(" UNION ALL ").join(
            self._sql("SELECT fact_id, wrapped FROM {t} WHERE fact_id = ANY(%s)").format(t=table)
            for table, _, _ in groups)
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(query, [ids for _, _, ids in groups])
            return {row["fact_id"]: bytes(row["wrapped"]) for row in curs.fetchall()}

    def some_key(self) -> tuple[str, bytes] | None:
        """One stored (fact_id, wrapped key), to check the master key against."""
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(self._sql("SELECT fact_id, wrapped FROM {t} LIMIT 1").format(t=self.keys_table))
            row = curs.fetchone()
        return (row["fact_id"], bytes(row["wrapped"])) if row else None

    @_pg_retry
    def read_master_check(self) -> bytes | None:
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(self._sql("SELECT record FROM {t} WHERE id = 1").format(t=self.master_check_table))
            row = curs.fetchone()
        return bytes(row["record"]) if row else None

    @_pg_retry  # (an insert that finds a record writes nothing: retrying it cannot write twice)
    def claim_master_check(self, record: bytes) -> bytes:
        """Two processes claiming a new store together with different master keys: the first insert
        wins, the other's waits for it, does nothing and reads the winner's record (read committed:
        each statement sees what committed before it)."""
        with self.datastore.transaction(commit=True) as curs:
            curs.execute(self._sql("INSERT INTO {t} (id, record) VALUES (1, %s) ON CONFLICT (id) DO NOTHING")
                         .format(t=self.master_check_table), (record,))
            curs.execute(self._sql("SELECT record FROM {t} WHERE id = 1").format(t=self.master_check_table))
            row = curs.fetchone()
        assert row is not None  # (inserted now, or there before)
        return bytes(row["record"])
