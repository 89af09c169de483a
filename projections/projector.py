"""The batched, exactly-once DuckDB projector.

One `apply(batch)` = one DuckDB transaction:

1. load the latest version of every *existing* fact the batch touches (one
   set-based read from `current_facts`, falling back to `fact_log` for facts no
   longer current, e.g. an erasure of a superseded fact);
2. run the batch through the fact state machine in memory (`versions.VersionBatch`), which
   yields new version rows, audit rows and the final state of touched facts;
3. stage those as Arrow tables and write them with `INSERT ... SELECT`
   (append-only `fact_log`, `audit_trail`), one set-based delete + insert on
   `current_facts`, one `UPDATE` on `fact_log` only when the batch erases;
4. record the tracking position in the same transaction, COMMIT.

A crash anywhere before COMMIT loses the whole batch (re-read on restart), a
crash after it loses nothing; events at or below the tracked position are
skipped, so nothing is applied twice. After a batch that erased something the
file is compacted (rewritten without dead blocks) so the erased bytes are gone.
"""

from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Callable, Sequence

import duckdb
import pyarrow as pa
from eventsourcing.persistence import Tracking

from ledger.events import REDACTED_STATEMENT, LedgerEvent
from ledger.gcpause import gc_paused
from projections.bulk import BulkMode
from projections.cold import ColdStorage, parse_cold_through
from projections.recorder import DuckDBTrackingRecorder
from projections.rows import (
    AUDIT_SCHEMA,
    CURRENT_SCHEMA,
    LOG_SCHEMA,
    STATE_SELECT,
    arrow_table,
    in_list,
    py_rows,
    state_from_row,
)
from projections.schema import (
    APPLICATION_NAME,
    COLD_THROUGH_KEY,
    COMPACT_PENDING_KEY,
    CURRENT_STALE_KEY,
    ERASED_DOC_SQL,
    ROW_GROUP_SIZE,
    _sql_str,
    derive_current,
    init_schema,
    scalar,
    seal,
    subject_hash,
    transaction,
    write_clustered_copy,
)
from projections.schema import recluster as recluster_tables
from projections.source import EventSource
from projections.versions import I_SH, State, VersionBatch, keep_current, wanted_facts

SMALL_INSERT_ROWS = 16
CHECKPOINT_THRESHOLD = "1GB"

# re-cluster after a catch-up when the unclustered tail of fact_log exceeds this many
# rows and this fraction of the clustered part
RECLUSTER_MIN_ROWS = 50_000
RECLUSTER_FRACTION = 0.10

# bulk mode (see Projector.bulk): catch_up uses it for a tail of at least this many positions;
# it keeps at most this many fact states in memory (~0.85 KB each with their strings: a state is
# the fact's latest log row tuple, see versions.State) before writing current_facts
BULK_MIN_EVENTS = 50_000
BULK_MAX_STATES = 1_500_000


class Projector(BulkMode, ColdStorage):
    """Owns one DuckDB database (a file, or ":memory:") and keeps it up to date.

    >>> p = Projector("views.duckdb")
    >>> p.catch_up(source)          # or p.apply([(position, event), ...])
    """

    def __init__(
        self,
        path: str = ":memory:",
        *,
        application_name: str = APPLICATION_NAME,
        compact_on_erasure: bool = True,
        recluster: bool = True,
    ) -> None:
        self.path = str(path)
        self.application_name = application_name
        self.compact_on_erasure = compact_on_erasure
        self.auto_recluster = recluster
        self.in_memory = self.path == ":memory:"
        self._init_bulk()  # projections/bulk.py
        self._open()
        if not self.in_memory:
            # a compaction interrupted before its replace; only once the file's lock is ours: before
            # that, the file's owner may be writing this copy right now (found in review)
            with contextlib.suppress(FileNotFoundError):
                os.remove(self.path + ".compact")
        self.on_commit: list[Callable[[Projector], None]] = []
        self.last_batch_erased = False

    # -- lifecycle
    def _open(self) -> None:
        if self.in_memory:
            self.con = duckdb.connect(self.path)
        else:
            # the row group size is an option of ATTACH, not of connect(): smaller groups let
            # zone maps on `sh` narrow a point read to fewer rows (README, layout decisions)
            self.con = duckdb.connect()
            try:
                self.con.execute(f"ATTACH '{_sql_str(self.path)}' AS views (ROW_GROUP_SIZE {ROW_GROUP_SIZE})")
                seal(self.path)  # fact content in plain text: the owner's only (also a file made before)
                self.con.execute("USE views")
            except BaseException:
                self.con.close()
                raise
        # a catch-up commits ~100 MB of WAL per 100k events; at the default 16 MB every
        # commit also checkpointed (1.6 s a batch at 1M facts). Checkpoint rarely instead.
        self.con.execute(f"SET checkpoint_threshold = '{CHECKPOINT_THRESHOLD}'")
        try:
            init_schema(self.con, self.path)
        except BaseException:
            self.con.close()
            raise
        self.recorder = DuckDBTrackingRecorder(self.con)
        self.position = self.recorder.max_tracking_id(self.application_name) or 0
        meta = dict(self.con.execute(
            "SELECT key, value FROM projection_meta WHERE key IN ('clustered_rows', ?, ?, ?)",
            [CURRENT_STALE_KEY, COMPACT_PENDING_KEY, COLD_THROUGH_KEY],
        ).fetchall())
        # facts archived before this time live in fact_log_cold (None: nothing was ever archived)
        self.cold_through = parse_cold_through(meta.get(COLD_THROUGH_KEY))
        self._stale = CURRENT_STALE_KEY in meta
        if self._stale and self._bulk is None:  # a bulk catch-up crashed (or a snapshot taken during one)
            self._repair_current()
        self.max_event_at = scalar(self.con, 'SELECT max("at") FROM audit_trail')
        self.clustered_rows = int(meta.get("clustered_rows", 0))
        self.log_rows = scalar(self.con, "SELECT count(*) FROM fact_log")
        self._has_tracking = self.position > 0
        self.seal_wal()
        if COMPACT_PENDING_KEY in meta and self.compact_on_erasure:
            self.compact()  # an erasure committed but not compacted (crash, error): finish it now

    def seal_wal(self) -> None:
        """Make the file's WAL, which DuckDB makes anew after every checkpoint, the owner's only
        (`schema.seal`); called after each commit (a chmod: ~1 us)."""
        if not self.in_memory:
            seal(self.path + ".wal")

    def _compact_pending(self) -> bool:
        return bool(scalar(self.con, "SELECT count(*) FROM projection_meta WHERE key = ?", [COMPACT_PENDING_KEY]))

    def close(self) -> None:
        if self._inflight is not None:  # closed inside a bulk: let the batch in flight commit
            with contextlib.suppress(Exception):
                self._drain()
            self._inflight = None
        self._stop_writer()
        self._bulk = None  # a bulk not ended leaves current_facts stale: the next open repairs it
        if self.con is not None:
            self.con.close()
            self.con = None  # type: ignore[assignment]

    def __enter__(self) -> Projector:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- crash-injection hook (tests override it)
    def _step(self, name: str) -> None:
        """Called between the statements of a batch; tests raise or os._exit here."""

    # -- writing
    def apply(self, batch: Sequence[tuple[int, LedgerEvent]]) -> int:
        """Apply one batch in one transaction; returns how many events were new."""
        # the batch allocates ~10 short-lived objects per event and frees them all at the
        # end: the cyclic GC would rescan every live object many times over (2-3x slower)
        if not gc.isenabled():
            return self._apply(batch)
        gc.disable()
        try:
            return self._apply(batch)
        finally:
            gc.enable()

    def _apply(self, batch: Sequence[tuple[int, LedgerEvent]]) -> int:
        bulk = self._bulk is not None
        if self._stale and not bulk:
            self._repair_current()
        position = self.position
        fresh = [(p, e) for p, e in batch if p > position]
        if not fresh:
            return 0
        prev = position
        for p, _ in fresh:
            if p <= prev:
                raise ValueError(f"positions not ascending: {prev} then {p}")
            prev = p
        if bulk and self._bulk_complete:
            # the bulk began on an empty file: its memory holds every fact there is (no wanted
            # facts to find, nothing to load, nothing to copy into the batch's states)
            work, in_current = VersionBatch({}, self._bulk), set[str]()
        else:
            states, in_current = self._load_states(fresh)
            work = VersionBatch(states)
        run = work.apply
        for p, event in fresh:
            run(p, event)
        last = fresh[-1][0]
        if not bulk:
            self._write(self.con, self.recorder, work, in_current, last, None, bulk=False)
            self.position = last
            self._done(work, bulk=False)
            return len(fresh)
        self._submit(work, in_current, last)
        return len(fresh)

    def _write(self, con: duckdb.DuckDBPyConnection, recorder: DuckDBTrackingRecorder, work: VersionBatch,
               in_current: set[str], last: int, staged: tuple[pa.Table | None, pa.Table | None] | None,
               *, bulk: bool) -> None:
        """The batch's statements, in one transaction, on `con`."""
        states = work.states
        self._step("begin")
        with transaction(con):
            if bulk and not self._stale:
                self._step("stale")
                con.execute("INSERT INTO projection_meta VALUES (?, 'true') ON CONFLICT (key) DO NOTHING",
                            [CURRENT_STALE_KEY])
            self._step("audit")
            if work.audit_rows:
                self._insert(con, "audit_trail", work.audit_rows, AUDIT_SCHEMA, staged and staged[0])
            self._step("log")
            if work.log_rows:
                self._insert(con, "fact_log", work.log_rows, LOG_SCHEMA, staged and staged[1])
            self._step("erase")
            if work.erased:
                if not self.in_memory:
                    con.execute("INSERT INTO projection_meta VALUES (?, 'true') ON CONFLICT (key) DO NOTHING",
                                [COMPACT_PENDING_KEY])
                    self._step("erase_marked")
                erased = sorted(work.erased)
                sks = sorted({states[f][I_SH] for f in erased if f in states})
                sh_sql, sh_params = in_list(sks, "BIGINT")
                id_sql, id_params = in_list(erased, "VARCHAR")
                # an archived fact still in current_facts is not thawed (cold.py): blank both tables
                for table in ("fact_log", "fact_log_cold") if self.cold_through is not None else ("fact_log",):
                    con.execute(
                        f"UPDATE {table} SET status = 'erased', value = NULL, statement = ?, evidence = NULL, "
                        f"doc = {ERASED_DOC_SQL} "
                        f"WHERE {'sh IN ' + sh_sql + ' AND ' if sks else ''}fact_id IN {id_sql}",
                        [REDACTED_STATEMENT, REDACTED_STATEMENT, *(sh_params if sks else []), *id_params],
                    )
            self._step("current_delete")
            gone = [] if bulk else sorted(in_current & work.touched)
            if gone:
                self._delete_current(gone, states)
            elif bulk and work.erased:  # stale in a bulk, but never holding erased content
                con.execute("DELETE FROM current_facts WHERE fact_id IN (SELECT unnest(?::VARCHAR[]))",
                            [sorted(work.erased)])
            self._step("current_insert")
            keep = [] if bulk else [r[2:] for r in map(states.__getitem__, work.touched) if keep_current(r)]
            if keep:
                self._insert(con, "current_facts", keep, CURRENT_SCHEMA)
            self._step("tracking")
            self._track(con, recorder, last)
            self._step("commit")

    def _done(self, work: VersionBatch, *, bulk: bool) -> None:
        """Bookkeeping after a batch committed."""
        # the newest event time is max(audit_trail."at") (every slot event has an audit
        # row): kept in memory, recomputed on open -- one statement less per batch
        if work.max_at is not None and (self.max_event_at is None or work.max_at > self.max_event_at):
            self.max_event_at = work.max_at
        self.log_rows += len(work.log_rows)
        if bulk and self._fresh is None:  # (a fresh bulk writes current_facts with its fact_log)
            self._stale = True
        self.seal_wal()
        self._step("committed")
        self.last_batch_erased = bool(work.erased)
        if bulk:
            # compacted once, when the bulk ends; the hooks (the owner republishing its snapshot
            # after an erasure) run then too: mid-bulk the file is not compacted yet
            self._bulk_erased = self._bulk_erased or bool(work.erased)
            return
        if work.erased and self.compact_on_erasure:
            self.compact()
        for callback in self.on_commit:
            callback(self)

    def _insert(self, con: duckdb.DuckDBPyConnection, table: str, rows: list[tuple], schema: pa.Schema,
                staged: pa.Table | None = None) -> None:
        """Append rows: a few as one parameterised VALUES statement (no Arrow staging:
        cheaper for the one-decision batches of read-your-writes), many via Arrow."""
        if staged is None and len(rows) <= SMALL_INSERT_ROWS:
            one = "(" + ", ".join("?" * len(schema)) + ")"
            con.execute(
                f"INSERT INTO {table} VALUES {', '.join([one] * len(rows))}",
                [v for r in py_rows(rows, schema) for v in r],
            )
            return
        name = f"stage_{table}"
        con.register(name, staged if staged is not None else arrow_table(rows, schema))
        try:
            con.execute(f"INSERT INTO {table} SELECT * FROM {name}")
        finally:
            con.unregister(name)

    def _track(self, con: duckdb.DuckDBPyConnection, recorder: DuckDBTrackingRecorder, last: int) -> None:
        """The tracking row, in the batch's transaction. The projector is the only
        writer of its file and skips positions <= self.position, so one UPDATE guarded
        by `notification_id < last` (the recorder's rule) replaces a read + write."""
        if not self._has_tracking:
            recorder.insert_tracking(Tracking(self.application_name, last), in_transaction=True)
            self._has_tracking = True
            return
        n = scalar(
            con,
            "UPDATE projection_tracking SET notification_id = ? WHERE application_name = ? AND notification_id < ?",
            [last, self.application_name, last],
        )
        if n != 1:  # someone else moved it: let the recorder raise its IntegrityError
            recorder.insert_tracking(Tracking(self.application_name, last), in_transaction=True)

    def _delete_current(self, ids: list[str], states: dict[str, State]) -> None:
        shs = sorted({states[f][I_SH] for f in ids})
        sh_sql, sh_params = in_list(shs, "BIGINT")
        id_sql, id_params = in_list(ids, "VARCHAR")
        self.con.execute(f"DELETE FROM current_facts WHERE sh IN {sh_sql} AND fact_id IN {id_sql}",
                         [*sh_params, *id_params])

    def _load_states(
        self, batch: Sequence[tuple[int, LedgerEvent]]
    ) -> tuple[dict[str, State], set[str]]:
        """Latest version of every existing fact the batch changes, and which of
        them are rows of current_facts."""
        wanted = wanted_facts(batch)  # fact_id -> sk of the event naming it
        states: dict[str, State] = {}
        in_current: set[str] = set()
        if wanted:
            ids = list(wanted)
            if self._bulk is not None:
                # touched since the bulk began (current or not): in memory; current_facts on
                # disk is exact for the others
                cache, ids = self._bulk, []
                for f in wanted:
                    known = cache.get(f)
                    if known is not None:
                        states[f] = known
                    else:
                        ids.append(f)
            if ids:
                shs = sorted({subject_hash(wanted[f]) for f in ids})
                sh_sql, sh_params = in_list(shs, "BIGINT")
                id_sql, id_params = in_list(ids, "VARCHAR")
                for row in self.con.execute(
                    f"SELECT {STATE_SELECT} FROM current_facts WHERE sh IN {sh_sql} AND fact_id IN {id_sql}",
                    [*sh_params, *id_params],
                ).fetchall():
                    states[row[0]] = state_from_row(row)
            in_current = set(states)
            missing = [f for f in ids if f not in states]
            if missing:
                shs = sorted({subject_hash(wanted[f]) for f in missing})
                sh_sql, sh_params = in_list(shs, "BIGINT")
                id_sql, id_params = in_list(missing, "VARCHAR")
                rows = self.con.execute(
                    f"SELECT {STATE_SELECT} FROM fact_log WHERE sh IN {sh_sql} AND fact_id IN {id_sql} "
                    "QUALIFY row_number() OVER (PARTITION BY fact_id ORDER BY position DESC, seq DESC) = 1",
                    [*sh_params, *id_params],
                ).fetchall()
                for row in rows:
                    states[row[0]] = state_from_row(row)
                cold = [f for f in missing if f not in states]
                if cold and self.cold_through is not None:
                    states.update(self._thaw(cold, {f: wanted[f] for f in cold}))
        return states, in_current

    def catch_up(self, source: EventSource, batch_size: int = 100_000, *, until: int | None = None) -> int:
        """Apply everything the source has (up to `until`); returns the number of new events.
        Afterwards, if many rows were appended since the last clustering, re-cluster."""
        # the GC stays paused across the whole loop, not only in apply(): reading a batch
        # allocates ~100k objects, enough to trigger full collections that rescan everything
        # alive (a source holding a million decoded events: ~20 % of a catch-up's time)
        with gc_paused():
            return self._catch_up(source, batch_size, until)

    def _catch_up(self, source: EventSource, batch_size: int, until: int | None) -> int:
        if self._stale and self._bulk is None:
            self._repair_current()
        target = source.max_position() if until is None else until
        if self._bulk is None and target - self.position >= BULK_MIN_EVENTS:
            with self.bulk():  # ends with a re-clustering if due
                return self._catch_up_loop(source, batch_size, until, target)
        applied = self._catch_up_loop(source, batch_size, until, target)
        if applied and self.auto_recluster:
            self.maybe_recluster()
        return applied

    def _catch_up_loop(self, source: EventSource, batch_size: int, until: int | None, target: int) -> int:
        applied = 0
        while self.position < target:
            batch = source.read(self.position, batch_size)
            if until is not None:
                batch = [(p, e) for p, e in batch if p <= until]
            if not batch:
                break
            applied += self.apply(batch)
            if self.position < batch[-1][0]:  # everything was already applied
                break
            if self._bulk is not None and len(self._bulk) > BULK_MAX_STATES:  # bound the memory
                self._end_bulk(recluster=False)
                self._begin_bulk()
        return applied

    def _repair_current(self) -> None:
        """current_facts from fact_log (after a bulk that did not finish)."""
        self._step("repair")
        derive_current(self.con)
        self._stale = False

    # -- maintenance
    @property
    def unclustered_rows(self) -> int:
        return max(0, self.log_rows - self.clustered_rows)

    def _recluster_due(self) -> bool:
        tail = self.unclustered_rows
        return tail >= RECLUSTER_MIN_ROWS and tail >= RECLUSTER_FRACTION * self.clustered_rows

    def maybe_recluster(self) -> bool:
        """Re-cluster when the unclustered tail is large (point reads scan all of it)."""
        if self._recluster_due():
            self.recluster()
            return True
        return False

    def recluster(self) -> None:
        """Sort fact_log and current_facts by (sh, sk) in place (one transaction)."""
        self._step("recluster")
        stale = self._stale and self._bulk is None
        self.clustered_rows = self.log_rows = recluster_tables(self.con, derive_current=stale)
        self._stale = self._stale and not stale
        self.seal_wal()

    def compact(self, *, derive_current: bool = False) -> None:
        """Rewrite the file clustered by subject, without dead blocks (erased bytes go).
        `derive_current`: the copy's current_facts is derived from fact_log (ends a bulk)."""
        if self.in_memory:
            return
        self.con.execute("CHECKPOINT")
        tmp = self.path + ".compact"
        write_clustered_copy(self.con, tmp, derive_current=derive_current)
        self._step("compact_written")
        self.con.close()
        self._step("compact_closed")
        if os.path.exists(self.path + ".wal"):
            os.remove(self.path + ".wal")
        os.replace(tmp, self.path)
        self._step("compact_replaced")
        self._open()

    def write_snapshot(self, target: str) -> None:
        """Publish a consistent copy of the views at `target` (atomic replace)."""
        tmp = f"{target}.{os.getpid()}.tmp"
        write_clustered_copy(self.con, tmp)
        os.replace(tmp, target)
