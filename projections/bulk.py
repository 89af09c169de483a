"""Bulk mode of the projector: many batches without maintaining `current_facts` per batch,
their DuckDB statements pipelined on a writer thread. See `Projector.bulk` and the
"Bulk catch-up" section of projections/README.md.

A bulk that begins on a file whose tables are all empty (the first catch-up, every rebuild) is
*fresh*: its fact_log rows stay in memory as Arrow tables and are written once, sorted, when it
ends, in the one transaction that holds the whole bulk (see `BulkMode._end_fresh`).

A mixin of `Projector` (it uses the projector's connection, `_write`, `_done` and file
maintenance): moved here so that projector.py is the exactly-once batch writer alone.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, cast

import duckdb
import pyarrow as pa

from ledger.events import REDACTED_STATEMENT
from projections.recorder import DuckDBTrackingRecorder
from projections.rows import AUDIT_SCHEMA, CURRENT_SCHEMA, LOG_SCHEMA, arrow_table
from projections.schema import (
    CURRENT_FROM_LOG_SQL,
    CURRENT_STALE_KEY,
    ERASED_DOC_SQL,
    FACT_LOG_ORDER,
    LOG_COLUMNS,
    derive_current,
    scalar,
    transaction,
)
from projections.schema import recluster as recluster_tables
from projections.versions import State, VersionBatch, keep_current

if TYPE_CHECKING:
    from projections.projector import Projector

# at the end of a bulk, current_facts is derived from fact_log in SQL when the bulk touched at
# least this fraction of fact_log's row count in facts, else written from the states in memory
BULK_DERIVE_FRACTION = 0.25

# a fresh bulk holds at most this many bytes of fact_log rows (Arrow; ~470 bytes a version, so
# ~2.3 M versions, ~1.5 M facts) before it writes them, ends its transaction and goes on as an
# ordinary bulk (per-batch commits, re-clustered by a compaction at the end)
FRESH_MAX_BYTES = 1 << 30
FRESH = True  # tests switch the fresh path off to compare with the ordinary one


class BulkMode:
    """Projector methods of bulk mode (a mixin: `self` is always a Projector)."""

    # bulk mode: latest state of every fact touched since the bulk began (the state machine's
    # own log row tuples, shared), those current_facts would not hold included
    _bulk: dict[str, State] | None
    _bulk_erased: bool
    _bulk_complete: bool  # the bulk began on an empty file: _bulk holds every fact of the file
    _stale: bool  # current_facts on disk lags fact_log (CURRENT_STALE_KEY is set)
    # the writer thread, its own connection (a cursor of con) and the batch in flight
    _writer: ThreadPoolExecutor | None
    _wcon: duckdb.DuckDBPyConnection | None
    _wrecorder: DuckDBTrackingRecorder | None
    _inflight: tuple[Future[None], VersionBatch] | None
    # a fresh bulk: its fact_log rows (Arrow, in order), their size, the facts it erased and
    # the position it began at; None when the bulk is not fresh (or it has been written)
    _fresh: list[pa.Table] | None
    _fresh_bytes: int
    _fresh_erased: set[str]
    _fresh_from: int

    if TYPE_CHECKING:  # the Projector members bulk mode uses
        con: duckdb.DuckDBPyConnection
        recorder: DuckDBTrackingRecorder
        application_name: str
        in_memory: bool
        position: int
        log_rows: int
        clustered_rows: int
        auto_recluster: bool
        compact_on_erasure: bool
        last_batch_erased: bool
        _has_tracking: bool
        on_commit: list[Callable[[Projector], None]]

        def _step(self, name: str) -> None: ...
        def _write(self, con: duckdb.DuckDBPyConnection, recorder: DuckDBTrackingRecorder, work: VersionBatch,
                   in_current: set[str], last: int, staged: tuple[pa.Table | None, pa.Table | None] | None,
                   *, bulk: bool) -> None: ...
        def _done(self, work: VersionBatch, *, bulk: bool) -> None: ...
        def _track(self, con: duckdb.DuckDBPyConnection, recorder: DuckDBTrackingRecorder, last: int) -> None: ...
        def _insert(self, con: duckdb.DuckDBPyConnection, table: str, rows: list[tuple], schema: pa.Schema,
                    staged: pa.Table | None = None) -> None: ...
        def _recluster_due(self) -> bool: ...
        def _repair_current(self) -> None: ...
        def _compact_pending(self) -> bool: ...
        def compact(self, *, derive_current: bool = False) -> None: ...
        def seal_wal(self) -> None: ...

    def _init_bulk(self) -> None:
        self._bulk, self._bulk_erased, self._stale, self._bulk_complete = None, False, False, False
        self._writer = self._wcon = self._wrecorder = self._inflight = None
        self._fresh, self._fresh_bytes, self._fresh_erased, self._fresh_from = None, 0, set(), 0

    def _submit(self, work: VersionBatch, in_current: set[str], last: int) -> None:
        """Hand a folded bulk batch to the writer thread (after the one in flight commits)."""
        # bulk: the batch is written by the writer thread (DuckDB releases the GIL) while this
        # thread computes the next one; its states are remembered now (a failure ends the bulk
        # and forgets them), its rows staged here (Arrow conversion needs the GIL anyway)
        self._remember(work)
        staged = (arrow_table(work.audit_rows, AUDIT_SCHEMA) if work.audit_rows else None,
                  arrow_table(work.log_rows, LOG_SCHEMA) if work.log_rows else None)
        fresh = self._fresh
        if fresh is not None:  # fact_log rows wait in memory; erasures are applied when they are written
            if staged[1] is not None:
                fresh.append(staged[1])
                self._fresh_bytes += staged[1].nbytes
            self._fresh_erased |= work.erased
        self._drain()
        assert self._writer is not None and self._wcon is not None and self._wrecorder is not None
        if fresh is not None:
            self._inflight = (self._writer.submit(self._write_fresh, self._wcon, staged[0]), work)
        else:
            self._inflight = (self._writer.submit(self._write, self._wcon, self._wrecorder, work, in_current, last,
                                                  staged, bulk=True), work)
        self.position = last  # submitted; committed once drained (bulk() ends by draining)
        if fresh is not None and self._fresh_bytes > FRESH_MAX_BYTES:  # bound the memory
            self._end_fresh()

    def _write_fresh(self, con: duckdb.DuckDBPyConnection, audit: pa.Table | None) -> None:
        """A fresh bulk's batch, in the bulk's open transaction: its audit rows (no tracking row:
        the position is committed with the fact_log rows, by `_end_fresh`)."""
        self._step("fresh_audit")
        if audit is not None:
            self._insert(con, "audit_trail", [], AUDIT_SCHEMA, audit)
        self._step("fresh_staged")

    def _end_fresh(self) -> None:
        """Write a fresh bulk's fact_log rows sorted by (sh, sk, ...) with their erasures applied,
        current_facts derived from them, and the tracking position, then COMMIT the transaction
        that has held the whole bulk. Before this COMMIT the file holds nothing of the bulk (a
        crash restarts it from where it began); after it, everything. The bulk goes on, if it
        does, as an ordinary one."""
        self._drain()
        con, recorder, stage = self._wcon, self._wrecorder, self._fresh
        erased, start = sorted(self._fresh_erased), self._fresh_from
        self._fresh, self._fresh_bytes, self._fresh_erased = None, 0, set()
        assert con is not None and recorder is not None and stage is not None
        try:
            if self.position > start:
                self._step("fresh_log")
                if stage:
                    select, params = _fresh_log_select(erased)
                    con.register("stage_fresh_log", pa.concat_tables(stage))
                    stage.clear()
                    try:
                        con.execute(f"INSERT INTO fact_log {select} ORDER BY {FACT_LOG_ORDER}", params)
                    finally:
                        con.unregister("stage_fresh_log")
                self._step("fresh_current")
                con.execute(f"INSERT INTO current_facts {CURRENT_FROM_LOG_SQL}")
                self._step("fresh_meta")
                con.execute("INSERT INTO projection_meta VALUES ('clustered_rows', ?) "
                            "ON CONFLICT (key) DO UPDATE SET value = excluded.value", [str(self.log_rows)])
                self._step("tracking")
                self._track(con, recorder, self.position)
                self._step("commit")
                con.execute("COMMIT")
            else:
                con.execute("ROLLBACK")
        except BaseException:
            with contextlib.suppress(duckdb.Error):
                con.execute("ROLLBACK")
            raise
        self.clustered_rows = self.log_rows
        self._step("fresh_committed")

    def _drain(self) -> None:
        """Wait for the batch the writer thread is writing (re-raises its error)."""
        inflight = self._inflight
        if inflight is None:
            return
        self._inflight = None
        future, work = inflight
        future.result()
        self._done(work, bulk=True)

    @contextlib.contextmanager
    def bulk(self, *, recluster: bool | None = None) -> Iterator[None]:
        """Apply many batches without maintaining current_facts batch by batch.

        Inside, `apply` keeps the latest state of every fact it touches in memory (no reads of
        the file for them) and writes only fact_log, audit_trail and the tracking row; the first
        batch also marks current_facts stale (`projection_meta.current_stale`, same transaction).
        On exit current_facts is rebuilt in one transaction that clears the mark: derived from
        fact_log in SQL (together with the re-clustering when it is due and `recluster` (default:
        the projector's setting) allows it), or from the states in memory when the bulk touched
        few facts of a big file. A crash inside leaves the mark: opening the file rebuilds
        current_facts from fact_log. Erasures are compacted once, at the end. The states of
        facts are held in memory (bounded by BULK_MAX_STATES); don't query current_facts inside."""
        if self._bulk is not None:
            yield
            return
        self._begin_bulk()
        try:
            yield
            self._end_bulk(recluster=recluster)
        except BaseException:
            with contextlib.suppress(Exception):
                self._drain()  # let a batch in flight finish (or fail)
            self._inflight = None
            self._stop_writer()  # a fresh bulk's transaction is rolled back
            self._bulk, self._bulk_erased = None, False
            if self.con is not None:  # leave a usable projector if we can
                with contextlib.suppress(duckdb.Error):
                    self.position = self.recorder.max_tracking_id(self.application_name) or 0
                    self._has_tracking = self.position > 0
                    if self._stale:
                        self._repair_current()
                with contextlib.suppress(Exception):  # an erasure committed inside: compact now
                    if self.compact_on_erasure and self._compact_pending():
                        self.compact()
            raise

    def _begin_bulk(self) -> None:
        self._bulk, self._bulk_erased = {}, False
        wcon = self.con.cursor()
        try:
            if not self.in_memory:
                wcon.execute("USE views")
            wcon.execute("SET TimeZone = 'UTC'")
            self._wrecorder = DuckDBTrackingRecorder(wcon)
            self._bulk_complete = self._empty()
            if FRESH and not self.in_memory and self._bulk_complete:
                self._step("fresh_begin")
                wcon.execute("BEGIN")  # held by the writer thread until _end_fresh
                self._fresh, self._fresh_bytes, self._fresh_erased = [], 0, set()
                self._fresh_from = self.position
        except BaseException:
            wcon.close()
            self._bulk, self._fresh = None, None
            raise
        self._wcon = wcon
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="memledger-projector")

    def _empty(self) -> bool:
        """No row in any table but tracking and meta (a new file, or one a fresh bulk never
        committed to): a bulk starting here is fresh."""
        return self.log_rows == 0 and not scalar(
            self.con, "SELECT (SELECT count(*) FROM audit_trail) + (SELECT count(*) FROM current_facts) "
                      "+ (SELECT count(*) FROM fact_log_cold)")

    def _stop_writer(self) -> None:
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None
        if self._wcon is not None:
            if self._fresh is not None:  # a fresh bulk not ended: nothing of it is committed
                with contextlib.suppress(duckdb.Error):
                    self._wcon.execute("ROLLBACK")
            self._wcon.close()
            self._wcon = self._wrecorder = None
        self._fresh, self._fresh_bytes, self._fresh_erased = None, 0, set()

    def _remember(self, work: VersionBatch) -> None:
        """A bulk batch's touched facts' states become the memory's (all of them: the writer
        thread may not have committed the batch when the next one needs them)."""
        cache, states, touched = self._bulk, work.states, work.touched
        assert cache is not None
        if work.base is cache:  # folded over the memory itself: its states are exactly the touched ones
            cache.update(states)
            return
        # one C-level update (a Python loop here was ~1.5 us an event at 1M facts)
        cache.update(zip(touched, map(states.__getitem__, touched)))

    def _end_bulk(self, *, recluster: bool | None = None) -> None:
        self._drain()
        if self._fresh is not None:
            self._end_fresh()
        self._stop_writer()
        cache, erased = self._bulk, self._bulk_erased
        any_erased = erased
        # a fresh bulk's erasures never reached the file: only an ordinary batch's need compacting
        erased = erased and (self.in_memory or self._compact_pending())
        self._bulk, self._bulk_erased = None, False
        assert cache is not None
        if (self.auto_recluster if recluster is None else recluster) and self._recluster_due():
            if self.in_memory:
                self._step("recluster")
                self.clustered_rows = self.log_rows = recluster_tables(
                    self.con, derive_current=self._stale, step=self._step)
            else:
                # a file: a clustered copy replaces it (no WAL for the rewritten rows, no dead blocks
                # left behind; 1 M facts: ~20 s less than re-sorting in place), current_facts derived
                # in the copy; a crash before the replace leaves the marked file (repaired on open)
                self.compact(derive_current=self._stale)
                erased = False
            self._stale = False
        elif self._stale:
            if len(cache) >= BULK_DERIVE_FRACTION * self.log_rows:
                self._step("derive_current")
                derive_current(self.con)
            else:
                self._write_current(cache)
            self._stale = False
        self.seal_wal()  # (the fresh bulk's COMMIT, current_facts: the WAL DuckDB made meanwhile)
        if erased and self.compact_on_erasure:
            self.compact()
        if any_erased:
            self.last_batch_erased = True
            for callback in self.on_commit:
                callback(cast("Projector", self))

    def _write_current(self, cache: dict[str, State]) -> None:
        """current_facts rows of the facts a bulk touched, from memory, in one transaction."""
        con = self.con
        self._step("bulk_begin")
        with transaction(con):
            self._step("bulk_delete")
            con.execute("DELETE FROM current_facts WHERE fact_id IN (SELECT unnest(?::VARCHAR[]))",
                        [list(cache)])
            self._step("bulk_insert")
            keep = [r[2:] for r in cache.values() if keep_current(r)]
            if keep:
                self._insert(con, "current_facts", keep, CURRENT_SCHEMA)
            self._step("bulk_fresh")
            con.execute("DELETE FROM projection_meta WHERE key = ?", [CURRENT_STALE_KEY])
            self._step("bulk_commit")


def _fresh_log_select(erased: list[str]) -> tuple[str, list[object]]:
    """SELECT of the staged fact_log rows with the bulk's erasures applied (what the erasure
    UPDATE does to rows already written, see Projector._write), and its parameters."""
    if not erased:
        return "SELECT * FROM stage_fresh_log", []
    blanked = {"status": "'erased'", "value": "NULL", "statement": "?", "evidence": "NULL", "doc": ERASED_DOC_SQL}
    cols = [f"CASE WHEN erased THEN {blanked[c]} ELSE {c} END AS {c}" if c in blanked else c for c in LOG_COLUMNS]
    return (f"SELECT {', '.join(cols)} FROM (SELECT *, fact_id IN (SELECT unnest(?::VARCHAR[])) AS erased "
            "FROM stage_fresh_log)", [REDACTED_STATEMENT, REDACTED_STATEMENT, erased])
