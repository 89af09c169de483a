"""The batched, exactly-once DuckDB projector.

One `apply(batch)` = one DuckDB transaction:

1. load the latest version of every *existing* fact the batch touches (one
   set-based read from `current_facts`, falling back to `fact_log` for facts no
   longer current, e.g. an erasure of a superseded fact);
2. run the batch through the fact state machine in memory (`_Batch`), which
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

import json
import operator
import os
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from typing import Any

import duckdb
import pyarrow as pa
from eventsourcing.persistence import Tracking

from ledger.events import (
    REDACTED_STATEMENT,
    CandidateRejected,
    CommandRecorded,
    ConflictFlagged,
    ConflictResolved,
    FactAsserted,
    FactConfirmed,
    FactCorrected,
    FactCreatingEvent,
    FactDenied,
    FactErased,
    FactInvalidated,
    FactRefined,
    FactReinforced,
    FactSuperseded,
    LedgerEvent,
    SlotEvent,
    SlotOpened,
    SubjectErased,
)
from projections.recorder import DuckDBTrackingRecorder
from projections.schema import (
    APPLICATION_NAME,
    AUDIT_COLUMNS,
    FACT_COLUMNS,
    LOG_COLUMNS,
    SK_SEP,
    init_schema,
    write_clustered_copy,
)
from projections.source import EventSource

# statuses whose open version is "believed now"
BELIEVED = frozenset({"active", "pending", "conflicted", "superseded", "invalidated"})
TERMINAL = frozenset({"corrected", "denied", "erased"})

_TS = pa.timestamp("us", tz="UTC")
_STR = pa.string()
_FACT_TYPES: dict[str, pa.DataType] = {c: _STR for c in FACT_COLUMNS}
_FACT_TYPES.update(
    valid_from=_TS, valid_to=_TS, recorded_at=_TS, terminal_at=_TS, last_seen=_TS,
    confidence=pa.float64(), importance=pa.float64(), supersedes=pa.list_(_STR),
    evidence_count=pa.int32(),
)
LOG_SCHEMA = pa.schema(
    [("position", pa.int64()), ("seq", pa.int32())] + [(c, _FACT_TYPES[c]) for c in FACT_COLUMNS]
)
CURRENT_SCHEMA = pa.schema([(c, _FACT_TYPES[c]) for c in FACT_COLUMNS])
AUDIT_SCHEMA = pa.schema(
    [
        ("position", pa.int64()), ("at", _TS), ("tenant", _STR), ("subject", _STR),
        ("command_id", _STR), ("actor", _STR), ("decision", _STR), ("reason", _STR),
        ("policy_version", _STR), ("fact_id", _STR), ("affected", pa.list_(_STR)),
        ("key", _STR), ("scope", _STR), ("context", _STR), ("event_type", _STR),
    ]
)
_FACT_SELECT = ", ".join(FACT_COLUMNS)

DECISIONS: dict[type, str] = {
    FactSuperseded: "superseded",
    FactRefined: "refined",
    FactCorrected: "corrected",
    ConflictFlagged: "conflict",
    FactReinforced: "reinforced",
    FactInvalidated: "invalidated",
    ConflictResolved: "resolved",
    FactConfirmed: "confirmed",
    FactDenied: "denied",
    FactErased: "erased",
    SubjectErased: "erased",
    CandidateRejected: "rejected",
}
IGNORED = (SlotOpened, CommandRecorded)


_ENCODE = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


def canonical_json(obj: Any) -> str:
    """Sorted keys, no spaces: equal values give equal text (context is compared as text)."""
    if not obj and isinstance(obj, dict):
        return "{}"
    return _ENCODE(obj)


def _utc(dt: datetime | None) -> datetime | None:
    if dt is None or dt.tzinfo is not None:
        return dt
    return dt.replace(tzinfo=timezone.utc)


def _referenced(event: LedgerEvent) -> list[str]:
    """Existing facts an event changes (not the fact it creates)."""
    if isinstance(event, (FactSuperseded, FactRefined)):
        return list(event.superseded)
    if isinstance(event, FactCorrected):
        return list(event.corrected)
    if isinstance(event, ConflictFlagged):
        return list(event.conflicts_with)
    if isinstance(event, (FactReinforced, FactInvalidated, FactConfirmed, FactDenied, FactErased)):
        return [event.fact_id]
    if isinstance(event, ConflictResolved):
        return [event.kept, *event.dropped]
    if isinstance(event, SubjectErased):
        return list(event.fact_ids)
    return []


class _Batch:
    """The fact state machine over one batch (pure Python, no I/O)."""

    def __init__(self, states: dict[str, dict[str, Any]]) -> None:
        self.states = states  # fact_id -> latest version (dict of FACT_COLUMNS)
        self.log_rows: list[tuple[int, int, dict[str, Any]]] = []
        self.audit_rows: list[tuple] = []
        self.touched: set[str] = set()
        self.erased: set[str] = set()
        self.max_at: datetime | None = None

    # -- helpers
    def _emit(self, position: int, row: dict[str, Any]) -> None:
        self.log_rows.append((position, self._seq, row))
        self._seq += 1
        self.states[row["fact_id"]] = row
        self.touched.add(row["fact_id"])

    def _change(self, position: int, fact_id: str, at: datetime, **changes: Any) -> None:
        old = self.states.get(fact_id)
        if old is None or old["status"] in TERMINAL:
            return  # unknown fact, or its record already ended: nothing to change
        if all(old[k] == v for k, v in changes.items()):
            return
        row = dict(old)
        row.update(changes)
        row["recorded_at"] = at
        self._emit(position, row)

    # -- events
    def apply(self, position: int, ev: LedgerEvent) -> None:
        if isinstance(ev, IGNORED) or not isinstance(ev, SlotEvent):
            return
        self._seq = 0
        at = _utc(ev.timestamp)
        if self.max_at is None or at > self.max_at:
            self.max_at = at
        fact_id: str | None = None
        affected: list[str] = []
        if isinstance(ev, FactCreatingEvent):
            fact_id = self._create(position, ev, at)
            affected = [fact_id, *_referenced(ev)]
        elif isinstance(ev, ConflictResolved):
            fact_id, affected = ev.kept, [ev.kept, *ev.dropped]
            self._change(position, ev.kept, at, status="active")
            for d in ev.dropped:
                self._change(position, d, at, status="denied", terminal_at=at)
        elif isinstance(ev, SubjectErased):
            affected = list(ev.fact_ids)
            for f in ev.fact_ids:
                self._erase(f)
        elif isinstance(ev, CandidateRejected):
            pass
        else:
            fact_id = ev.fact_id  # type: ignore[attr-defined]
            affected = [fact_id]
            if isinstance(ev, FactReinforced):
                old = self.states.get(fact_id)
                if old is not None:
                    self._change(
                        position, fact_id, at, last_seen=at,
                        evidence_count=(old["evidence_count"] or 0) + 1,
                    )
            elif isinstance(ev, FactInvalidated):
                self._change(position, fact_id, at, status="invalidated", valid_to=_utc(ev.valid_to))
            elif isinstance(ev, FactConfirmed):
                old = self.states.get(fact_id)
                if old is not None and old["status"] in ("pending", "conflicted"):
                    self._change(position, fact_id, at, status="active")
            elif isinstance(ev, FactDenied):
                self._change(position, fact_id, at, status="denied", terminal_at=at)
            elif isinstance(ev, FactErased):
                self._erase(fact_id)
        decision = ev.decision if isinstance(ev, FactAsserted) else DECISIONS.get(type(ev), type(ev).__name__)
        slot = ev.slot
        self.audit_rows.append((
            position, at, ev.tenant, ev.subject, ev.command_id, ev.actor, decision, ev.reason,
            ev.policy_version, fact_id, affected, slot.key, slot.scope,
            canonical_json(slot.context), type(ev).__name__,
        ))

    def _create(self, position: int, ev: FactCreatingEvent, at: datetime) -> str:
        f, c, slot = ev.fact, ev.content, ev.slot
        redacted = c.redacted
        supersedes: list[str] = []
        if isinstance(ev, (FactSuperseded, FactRefined)):
            supersedes = list(ev.superseded)
        elif isinstance(ev, FactCorrected):
            supersedes = list(ev.corrected)
        valid_from = _utc(f.valid_from)
        row = {
            "fact_id": f.fact_id, "tenant": ev.tenant, "subject": ev.subject,
            "sk": ev.tenant + SK_SEP + ev.subject, "scope": slot.scope, "key": slot.key,
            "context": canonical_json(slot.context),
            "value": None if redacted or c.value is None else canonical_json(c.value),
            "statement": REDACTED_STATEMENT if redacted else c.statement,
            "kind": f.kind, "source": f.source,
            "status": "conflicted" if isinstance(ev, ConflictFlagged) else f.status,
            "valid_from": valid_from, "valid_to": _utc(f.valid_to), "recorded_at": at,
            "terminal_at": None, "confidence": f.confidence, "importance": f.importance,
            "supersedes": supersedes, "superseded_by": None,
            "evidence": None if redacted else canonical_json(c.evidence),
            "last_seen": at, "evidence_count": 1,
        }
        self._emit(position, row)
        if isinstance(ev, (FactSuperseded, FactRefined)):
            for old_id in ev.superseded:
                old = self.states.get(old_id)
                # a late-arriving fact that starts before an old one leaves it untouched
                if old is None or not old["valid_from"] < valid_from:
                    continue
                end = old["valid_to"]
                end = valid_from if end is None or end > valid_from else end
                self._change(position, old_id, at, status="superseded", valid_to=end,
                             superseded_by=f.fact_id)
        elif isinstance(ev, FactCorrected):
            for old_id in ev.corrected:
                self._change(position, old_id, at, status="corrected", terminal_at=at,
                             superseded_by=f.fact_id)
        elif isinstance(ev, ConflictFlagged):
            for other in ev.conflicts_with:
                self._change(position, other, at, status="conflicted")
        return f.fact_id

    def _erase(self, fact_id: str) -> None:
        self.erased.add(fact_id)
        old = self.states.get(fact_id)
        if old is not None:
            row = dict(old)
            row.update(status="erased", value=None, statement=REDACTED_STATEMENT, evidence=None)
            self.states[fact_id] = row
            self.touched.add(fact_id)


def _keep_current(row: dict[str, Any]) -> bool:
    return row["status"] in BELIEVED and (row["valid_to"] is None or row["valid_to"] > row["recorded_at"])


_ROW_GETTER = operator.itemgetter(*FACT_COLUMNS)


def _arrow(rows: list[dict[str, Any]], schema: pa.Schema) -> pa.Table:
    cols = list(zip(*map(_ROW_GETTER, rows)))
    return pa.table([pa.array(c, f.type) for c, f in zip(cols, schema)], schema=schema)


class Projector:
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
    ) -> None:
        self.path = str(path)
        self.application_name = application_name
        self.compact_on_erasure = compact_on_erasure
        self.in_memory = self.path == ":memory:"
        if not self.in_memory and os.path.exists(self.path + ".compact"):
            os.remove(self.path + ".compact")  # a compaction interrupted before its replace
        self._open()
        self.on_commit: list[Callable[[Projector], None]] = []
        self.last_batch_erased = False

    # -- lifecycle
    def _open(self) -> None:
        self.con = duckdb.connect(self.path)
        try:
            init_schema(self.con, self.path)
        except BaseException:
            self.con.close()
            raise
        self.recorder = DuckDBTrackingRecorder(self.con)
        self.position = self.recorder.max_tracking_id(self.application_name) or 0
        row = self.con.execute("SELECT value FROM projection_meta WHERE key = 'max_event_at'").fetchone()
        self.max_event_at = datetime.fromisoformat(row[0]) if row else None

    def close(self) -> None:
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
        fresh = [(p, e) for p, e in batch if p > self.position]
        if not fresh:
            return 0
        for (a, _), (b, _) in zip(fresh, fresh[1:]):
            if b <= a:
                raise ValueError(f"positions not ascending: {a} then {b}")
        con = self.con
        states, in_current = self._load_states(fresh)
        work = _Batch(states)
        for position, event in fresh:
            work.apply(position, event)
        last = fresh[-1][0]
        self._step("begin")
        con.execute("BEGIN")
        try:
            self._step("audit")
            if work.audit_rows:
                audit = pa.table(list(zip(*work.audit_rows)), schema=AUDIT_SCHEMA)
                con.register("stage_audit", audit)
                con.execute("INSERT INTO audit_trail SELECT * FROM stage_audit")
                con.unregister("stage_audit")
            self._step("log")
            if work.log_rows:
                get = _ROW_GETTER
                cols = list(zip(*[(p, s, *get(r)) for p, s, r in work.log_rows]))
                log = pa.table([pa.array(c, f.type) for c, f in zip(cols, LOG_SCHEMA)], schema=LOG_SCHEMA)
                con.register("stage_log", log)
                con.execute("INSERT INTO fact_log SELECT * FROM stage_log")
                con.unregister("stage_log")
            self._step("erase")
            if work.erased:
                con.execute(
                    "UPDATE fact_log SET status = 'erased', value = NULL, statement = ?, evidence = NULL "
                    "WHERE fact_id IN (SELECT unnest(?::VARCHAR[]))",
                    [REDACTED_STATEMENT, sorted(work.erased)],
                )
            self._step("current_delete")
            gone = sorted(in_current & work.touched)
            if gone:
                self._delete_current(gone)
            self._step("current_insert")
            keep = [work.states[f] for f in work.touched if _keep_current(work.states[f])]
            if keep:
                con.register("stage_current", _arrow(keep, CURRENT_SCHEMA))
                con.execute("INSERT INTO current_facts SELECT * FROM stage_current")
                con.unregister("stage_current")
            self._step("tracking")
            self.recorder.insert_tracking(Tracking(self.application_name, last), in_transaction=True)
            max_at = self.max_event_at
            if work.max_at is not None and (max_at is None or work.max_at > max_at):
                max_at = work.max_at
                con.execute(
                    "INSERT INTO projection_meta VALUES ('max_event_at', ?) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    [max_at.isoformat()],
                )
            self._step("commit")
            con.execute("COMMIT")
        except BaseException:
            try:
                con.execute("ROLLBACK")
            except duckdb.Error:
                pass
            raise
        self.position = last
        self.max_event_at = max_at
        self._step("committed")
        self.last_batch_erased = bool(work.erased)
        if work.erased and self.compact_on_erasure:
            self.compact()
        for callback in self.on_commit:
            callback(self)
        return len(fresh)

    def _delete_current(self, ids: list[str]) -> None:
        if len(ids) <= 64:
            self.con.execute(
                f"DELETE FROM current_facts WHERE fact_id IN ({', '.join('?' * len(ids))})", ids
            )
        else:
            self.con.execute(
                "DELETE FROM current_facts WHERE fact_id IN (SELECT unnest(?::VARCHAR[]))", [ids]
            )

    def _load_states(
        self, batch: Sequence[tuple[int, LedgerEvent]]
    ) -> tuple[dict[str, dict[str, Any]], set[str]]:
        """Latest version of every existing fact the batch changes, and which of
        them are rows of current_facts."""
        created: set[str] = set()
        wanted: dict[str, str] = {}  # fact_id -> sk of the event naming it
        for _, ev in batch:
            if isinstance(ev, FactCreatingEvent):
                created.add(ev.fact.fact_id)
            for f in _referenced(ev):
                if f not in created and f not in wanted:
                    wanted[f] = ev.tenant + SK_SEP + ev.subject
        states: dict[str, dict[str, Any]] = {}
        in_current: set[str] = set()
        if wanted:
            ids = list(wanted)
            for row in self._fetch(
                f"SELECT {_FACT_SELECT} FROM current_facts WHERE fact_id IN ", ids
            ):
                states[row[0]] = dict(zip(FACT_COLUMNS, row))
            in_current = set(states)
            missing = [f for f in ids if f not in states]
            if missing:
                sks = sorted({wanted[f] for f in missing})
                rows = self.con.execute(
                    f"SELECT {_FACT_SELECT} FROM fact_log "
                    "WHERE sk IN (SELECT unnest(?::VARCHAR[])) AND fact_id IN (SELECT unnest(?::VARCHAR[])) "
                    "QUALIFY row_number() OVER (PARTITION BY fact_id ORDER BY position DESC, seq DESC) = 1",
                    [sks, missing],
                ).fetchall()
                for row in rows:
                    states[row[0]] = dict(zip(FACT_COLUMNS, row))
        return states, in_current

    def _fetch(self, sql_prefix: str, ids: list[str]) -> list[tuple]:
        if len(ids) <= 256:
            return self.con.execute(sql_prefix + f"({', '.join('?' * len(ids))})", ids).fetchall()
        return self.con.execute(sql_prefix + "(SELECT unnest(?::VARCHAR[]))", [ids]).fetchall()

    def catch_up(self, source: EventSource, batch_size: int = 10_000, *, until: int | None = None) -> int:
        """Apply everything the source has (up to `until`); returns the number of new events."""
        target = source.max_position() if until is None else until
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
        return applied

    # -- maintenance
    def compact(self) -> None:
        """Rewrite the file clustered by subject, without dead blocks (erased bytes go)."""
        if self.in_memory:
            return
        self.con.execute("CHECKPOINT")
        tmp = self.path + ".compact"
        write_clustered_copy(self.con, tmp)
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
