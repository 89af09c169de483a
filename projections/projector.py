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

import contextlib
import gc
import json
import operator
import os
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from json.encoder import encode_basestring as _enc_str
from typing import Any

import duckdb
import orjson
import pyarrow as pa
from eventsourcing.persistence import Tracking

from ledger.events import (
    DECISIONS,
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
    ERASED_DOC_SQL,
    FACT_COLUMNS,
    ROW_GROUP_SIZE,
    SK_SEP,
    _sql_str,
    init_schema,
    recluster,
    scalar,
    subject_hash,
    write_clustered_copy,
)
from projections.source import EventSource

# statuses whose open version is "believed now"
BELIEVED = frozenset({"active", "pending", "conflicted", "superseded", "invalidated"})
TERMINAL = frozenset({"corrected", "denied", "erased"})

_TS = pa.timestamp("us", tz="UTC")
_STR = pa.string()
_FACT_TYPES: dict[str, pa.DataType] = dict.fromkeys(FACT_COLUMNS, _STR)
_FACT_TYPES.update(
    valid_from=_TS, valid_to=_TS, recorded_at=_TS, terminal_at=_TS, last_seen=_TS,
    sh=pa.int64(), confidence=pa.float64(), importance=pa.float64(), supersedes=pa.list_(_STR),
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
# loading states: timestamps as epoch microseconds, rebuilt in Python (DuckDB's TIMESTAMPTZ ->
# datetime conversion goes through the time zone machinery: ~3 us a value, most of the load)
_TS_COLUMNS = ("valid_from", "valid_to", "recorded_at", "terminal_at", "last_seen")
_STATE_SELECT = ", ".join(f"epoch_us({c}) AS {c}" if c in _TS_COLUMNS else c for c in FACT_COLUMNS)
_TS_INDEXES = [FACT_COLUMNS.index(c) for c in _TS_COLUMNS]
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _state(row: tuple) -> dict[str, Any]:
    r = list(row)
    for i in _TS_INDEXES:
        us = r[i]
        if us is not None:
            r[i] = _EPOCH + timedelta(microseconds=us)
    return dict(zip(FACT_COLUMNS, r))


IGNORED = (SlotOpened, CommandRecorded)

_dumps = orjson.dumps
_DOC_CHANGES = frozenset(("statement", "kind", "source", "confidence", "importance", "supersedes",
                          "superseded_by", "value", "evidence"))


def _doc(row: dict[str, Any]) -> str:
    """The `doc` column of a version row: its display fields as one JSON array in the order
    of schema.DOC_FIELDS; value and evidence (already canonical JSON text) spliced in as is."""
    head = _dumps([row["fact_id"], row["statement"], row["kind"], row["source"], row["confidence"],
                   row["importance"], row["supersedes"], row["superseded_by"]]).decode()
    value, evidence = row["value"], row["evidence"]
    return f"{head[:-1]},{'null' if value is None else value},{'null' if evidence is None else evidence}]"


_ENCODE = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


def canonical_json(obj: Any) -> str:
    """Sorted keys, no spaces: equal values give equal text (context is compared as text)."""
    t = type(obj)
    if t is str:
        return _enc_str(obj)
    if t is dict:
        n = len(obj)
        if n == 0:
            return "{}"
        if n == 1:  # the common {str: str} (evidence, context) without the encoder's setup
            ((k, v),) = obj.items()
            if type(k) is str and type(v) is str:
                return "{" + _enc_str(k) + ":" + _enc_str(v) + "}"
    return _ENCODE(obj)


def _utc(dt: datetime | None) -> datetime | None:
    if dt is None or dt.tzinfo is not None:
        return dt
    return dt.replace(tzinfo=UTC)


_REFERENCED: dict[type, Callable[[Any], list[str]]] = {
    FactSuperseded: lambda e: list(e.superseded),
    FactRefined: lambda e: list(e.superseded),
    FactCorrected: lambda e: list(e.corrected),
    ConflictFlagged: lambda e: list(e.conflicts_with),
    FactReinforced: lambda e: [e.fact_id],
    FactInvalidated: lambda e: [e.fact_id],
    FactConfirmed: lambda e: [e.fact_id, *e.superseded],
    FactDenied: lambda e: [e.fact_id],
    FactErased: lambda e: [e.fact_id],
    ConflictResolved: lambda e: [e.kept, *e.dropped],
    SubjectErased: lambda e: list(e.fact_ids),
}


def _referenced(event: LedgerEvent) -> list[str]:
    """Existing facts an event changes (not the fact it creates)."""
    f = _REFERENCED.get(type(event))
    if f is None:
        for cls, g in _REFERENCED.items():  # subclasses
            if isinstance(event, cls):
                return g(event)
        return []
    return f(event)


_ROW_GETTER = operator.itemgetter(*FACT_COLUMNS)

# event kinds: pydantic classes are ABCs, so isinstance() is slow; classify each type once
(_K_ASSERTED, _K_SUPERSEDED, _K_CORRECTED, _K_CONFLICT, _K_RESOLVED, _K_SUBJECT_ERASED, _K_REJECTED,
 _K_REINFORCED, _K_INVALIDATED, _K_CONFIRMED, _K_DENIED, _K_ERASED, _K_IGNORED) = range(13)
_KIND_OF: list[tuple[type | tuple[type, ...], int]] = [
    (IGNORED, _K_IGNORED), (FactAsserted, _K_ASSERTED), ((FactSuperseded, FactRefined), _K_SUPERSEDED),
    (FactCorrected, _K_CORRECTED), (ConflictFlagged, _K_CONFLICT), (ConflictResolved, _K_RESOLVED),
    (SubjectErased, _K_SUBJECT_ERASED), (CandidateRejected, _K_REJECTED), (FactReinforced, _K_REINFORCED),
    (FactInvalidated, _K_INVALIDATED), (FactConfirmed, _K_CONFIRMED), (FactDenied, _K_DENIED),
    (FactErased, _K_ERASED),
]
_KINDS: dict[type, int] = {}


def _kind(cls: type) -> int:
    found = next((kind for base, kind in _KIND_OF if issubclass(cls, base)), None)
    if found is not None:
        k = found
    elif not issubclass(cls, SlotEvent):
        k = _K_IGNORED
    elif issubclass(cls, FactCreatingEvent):
        k = _K_ASSERTED
    else:
        raise TypeError(f"unknown slot event {cls.__name__}")
    _KINDS[cls] = k
    return k


def _decision(cls: type) -> str:
    return DECISIONS.get(cls, cls.__name__)


class _Batch:
    """The fact state machine over one batch (pure Python, no I/O)."""

    def __init__(self, states: dict[str, dict[str, Any]]) -> None:
        self.states = states  # fact_id -> latest version (dict of FACT_COLUMNS)
        self.log_rows: list[tuple] = []  # (position, seq, *FACT_COLUMNS)
        self.audit_rows: list[tuple] = []
        self.touched: set[str] = set()
        self.erased: set[str] = set()
        self.max_at: datetime | None = None

    # -- helpers
    def _emit(self, position: int, row: dict[str, Any]) -> None:
        self.log_rows.append((position, self._seq, *_ROW_GETTER(row)))
        self._seq += 1
        fid = row["fact_id"]
        self.states[fid] = row
        self.touched.add(fid)

    def _supersede(self, position: int, old_id: str, at: datetime, start: datetime, by: str) -> None:
        """End an old fact's valid time where `start` begins. The domain lists exactly the facts
        to end: one starting after `start` (late news arrived) is left untouched; one starting
        at `start` gets the empty interval [t, t) (it never held)."""
        old = self.states.get(old_id)
        if old is None or old["valid_from"] > start:
            return
        end = old["valid_to"]
        end = start if end is None or end > start else end
        self._change(position, old_id, at, status="superseded", valid_to=end, superseded_by=by)

    def _change(self, position: int, fact_id: str, at: datetime, **changes: Any) -> None:
        old = self.states.get(fact_id)
        if old is None or old["status"] in TERMINAL:
            return  # unknown fact, or its record already ended: nothing to change
        for k, v in changes.items():
            if old[k] != v:
                break
        else:
            return
        row = old.copy()
        row.update(changes)
        row["recorded_at"] = at
        if not _DOC_CHANGES.isdisjoint(changes):
            row["doc"] = _doc(row)
        self._emit(position, row)

    # -- events
    def apply(self, position: int, ev: LedgerEvent) -> None:
        kind = _KINDS.get(type(ev))
        if kind is None:
            kind = _kind(type(ev))
        if kind == _K_IGNORED:
            return
        self._seq = 0
        at = ev.timestamp
        if at.tzinfo is None:
            at = at.replace(tzinfo=UTC)
        if self.max_at is None or at > self.max_at:
            self.max_at = at
        fact_id: str | None = None
        affected: list[str]
        if kind <= _K_CONFLICT:  # creates a fact
            fact_id = self._create(position, ev, at)  # type: ignore[arg-type]
            affected = [fact_id, *_referenced(ev)]
        elif kind == _K_RESOLVED:
            fact_id, affected = ev.kept, [ev.kept, *ev.dropped]  # type: ignore[attr-defined]
            self._change(position, ev.kept, at, status="active")  # type: ignore[attr-defined]
            for d in ev.dropped:  # type: ignore[attr-defined]
                self._change(position, d, at, status="denied", terminal_at=at)
        elif kind == _K_SUBJECT_ERASED:
            affected = list(ev.fact_ids)  # type: ignore[attr-defined]
            for f in affected:
                self._erase(f)
        elif kind == _K_REJECTED:
            affected = []
        else:
            fact_id = ev.fact_id  # type: ignore[attr-defined]
            affected = [fact_id]
            if kind == _K_REINFORCED:
                old = self.states.get(fact_id)
                if old is not None:
                    self._change(
                        position, fact_id, at, last_seen=at,
                        evidence_count=(old["evidence_count"] or 0) + 1,
                    )
            elif kind == _K_INVALIDATED:
                self._change(position, fact_id, at, status="invalidated", valid_to=_utc(ev.valid_to))  # type: ignore[attr-defined]
            elif kind == _K_CONFIRMED:
                old = self.states.get(fact_id)
                if old is not None and old["status"] in ("pending", "conflicted"):
                    self._change(position, fact_id, at, status="active")
                    for rival_id in ev.superseded:  # type: ignore[attr-defined]
                        self._supersede(position, rival_id, at, old["valid_from"], fact_id)
            elif kind == _K_DENIED:
                self._change(position, fact_id, at, status="denied", terminal_at=at)
            elif kind == _K_ERASED:
                self._erase(fact_id)
        cls = type(ev)
        decision = (getattr(ev, "decision", None) if kind == _K_ASSERTED else None) or DECISIONS.get(cls) or _decision(cls)
        slot = ev.slot  # type: ignore[attr-defined]
        ctx = slot.context
        self.audit_rows.append((
            position, at, ev.tenant, ev.subject, ev.command_id, ev.actor, decision, ev.reason,
            ev.policy_version, fact_id, affected, slot.key, slot.scope,
            canonical_json(ctx) if ctx else "{}", cls.__name__,
        ))

    def _create(self, position: int, ev: FactCreatingEvent, at: datetime) -> str:
        kind = _KINDS.get(type(ev)) or _kind(type(ev))
        f, c, slot = ev.fact, ev.content, ev.slot
        redacted = c.redacted
        supersedes: list[str] = []
        if kind == _K_SUPERSEDED:
            supersedes = list(ev.superseded)  # type: ignore[attr-defined]
        elif kind == _K_CORRECTED:
            supersedes = list(ev.corrected)  # type: ignore[attr-defined]
        valid_from = f.valid_from
        if valid_from.tzinfo is None:
            valid_from = valid_from.replace(tzinfo=UTC)
        tenant, subject = ev.tenant, ev.subject
        sk = tenant + SK_SEP + subject
        ctx = slot.context
        value = c.value
        fact_id = f.fact_id
        row = {
            "fact_id": fact_id, "tenant": tenant, "subject": subject,
            "sk": sk, "sh": subject_hash(sk), "scope": slot.scope, "key": slot.key,
            "context": canonical_json(ctx) if ctx else "{}",
            "value": None if redacted or value is None else canonical_json(value),
            "statement": REDACTED_STATEMENT if redacted else c.statement,
            "kind": f.kind, "source": f.source,
            "status": "conflicted" if kind == _K_CONFLICT else f.status,
            "valid_from": valid_from, "valid_to": _utc(f.valid_to), "recorded_at": at,
            "terminal_at": None, "confidence": f.confidence, "importance": f.importance,
            "supersedes": supersedes, "superseded_by": None,
            "evidence": None if redacted else canonical_json(c.evidence),
            "last_seen": at, "evidence_count": 1,
        }
        row["doc"] = _doc(row)
        self._emit(position, row)
        if kind == _K_SUPERSEDED:
            for old_id in supersedes:
                self._supersede(position, old_id, at, valid_from, fact_id)
        elif kind == _K_CORRECTED:
            for old_id in supersedes:
                self._change(position, old_id, at, status="corrected", terminal_at=at,
                             superseded_by=fact_id)
        elif kind == _K_CONFLICT:
            for other in ev.conflicts_with:  # type: ignore[attr-defined]
                self._change(position, other, at, status="conflicted")
        return fact_id

    def _erase(self, fact_id: str) -> None:
        self.erased.add(fact_id)
        old = self.states.get(fact_id)
        if old is not None:
            row = old.copy()
            row.update(status="erased", value=None, statement=REDACTED_STATEMENT, evidence=None)
            row["doc"] = _doc(row)
            self.states[fact_id] = row
            self.touched.add(fact_id)


def _keep_current(row: dict[str, Any]) -> bool:
    return row["status"] in BELIEVED and (row["valid_to"] is None or row["valid_to"] > row["recorded_at"])


def _arrow(rows: list[tuple], schema: pa.Schema) -> pa.Table:
    """Column-wise Arrow table from row tuples (one pa.array per column)."""
    cols = zip(*rows)
    return pa.Table.from_arrays([pa.array(c, f.type) for c, f in zip(cols, schema)], schema=schema)


def _in_list(values: Sequence[Any], cast: str) -> tuple[str, list[Any]]:
    """`(?, ?, ...)` for short lists (constants the optimizer can push into the scan),
    else a single list parameter."""
    if len(values) <= 64:
        return "(" + ", ".join("?" * len(values)) + ")", list(values)
    return f"(SELECT unnest(?::{cast}[]))", [list(values)]


SMALL_INSERT_ROWS = 16
CHECKPOINT_THRESHOLD = "1GB"

# re-cluster after a catch-up when the unclustered tail of fact_log exceeds this many
# rows and this fraction of the clustered part
RECLUSTER_MIN_ROWS = 50_000
RECLUSTER_FRACTION = 0.10


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
        recluster: bool = True,
    ) -> None:
        self.path = str(path)
        self.application_name = application_name
        self.compact_on_erasure = compact_on_erasure
        self.auto_recluster = recluster
        self.in_memory = self.path == ":memory:"
        if not self.in_memory and os.path.exists(self.path + ".compact"):
            os.remove(self.path + ".compact")  # a compaction interrupted before its replace
        self._open()
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
            "SELECT key, value FROM projection_meta WHERE key = 'clustered_rows'"
        ).fetchall())
        self.max_event_at = scalar(self.con, 'SELECT max("at") FROM audit_trail')
        self.clustered_rows = int(meta.get("clustered_rows", 0))
        self.log_rows = scalar(self.con, "SELECT count(*) FROM fact_log")
        self._has_tracking = self.position > 0

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
        position = self.position
        fresh = [(p, e) for p, e in batch if p > position]
        if not fresh:
            return 0
        prev = position
        for p, _ in fresh:
            if p <= prev:
                raise ValueError(f"positions not ascending: {prev} then {p}")
            prev = p
        con = self.con
        states, in_current = self._load_states(fresh)
        work = _Batch(states)
        run = work.apply
        for p, event in fresh:
            run(p, event)
        last = fresh[-1][0]
        self._step("begin")
        con.execute("BEGIN")
        try:
            self._step("audit")
            if work.audit_rows:
                self._insert("audit_trail", work.audit_rows, AUDIT_SCHEMA)
            self._step("log")
            if work.log_rows:
                self._insert("fact_log", work.log_rows, LOG_SCHEMA)
            self._step("erase")
            if work.erased:
                erased = sorted(work.erased)
                sks = sorted({states[f]["sh"] for f in erased if f in states})
                sh_sql, sh_params = _in_list(sks, "BIGINT")
                id_sql, id_params = _in_list(erased, "VARCHAR")
                con.execute(
                    "UPDATE fact_log SET status = 'erased', value = NULL, statement = ?, evidence = NULL, "
                    f"doc = {ERASED_DOC_SQL} "
                    f"WHERE {'sh IN ' + sh_sql + ' AND ' if sks else ''}fact_id IN {id_sql}",
                    [REDACTED_STATEMENT, REDACTED_STATEMENT, *(sh_params if sks else []), *id_params],
                )
            self._step("current_delete")
            gone = sorted(in_current & work.touched)
            if gone:
                self._delete_current(gone, states)
            self._step("current_insert")
            keep = [_ROW_GETTER(r) for r in map(states.__getitem__, work.touched) if _keep_current(r)]
            if keep:
                self._insert("current_facts", keep, CURRENT_SCHEMA)
            self._step("tracking")
            self._track(last)
            # the newest event time is max(audit_trail."at") (every slot event has an audit
            # row): kept in memory, recomputed on open -- one statement less per batch
            max_at = self.max_event_at
            if work.max_at is not None and (max_at is None or work.max_at > max_at):
                max_at = work.max_at
            self._step("commit")
            con.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(duckdb.Error):
                con.execute("ROLLBACK")
            raise
        self.position = last
        self.max_event_at = max_at
        self.log_rows += len(work.log_rows)
        self._step("committed")
        self.last_batch_erased = bool(work.erased)
        if work.erased and self.compact_on_erasure:
            self.compact()
        for callback in self.on_commit:
            callback(self)
        return len(fresh)

    def _insert(self, table: str, rows: list[tuple], schema: pa.Schema) -> None:
        """Append rows: a few as one parameterised VALUES statement (no Arrow staging:
        cheaper for the one-decision batches of read-your-writes), many via Arrow."""
        if len(rows) <= SMALL_INSERT_ROWS:
            one = "(" + ", ".join("?" * len(schema)) + ")"
            self.con.execute(
                f"INSERT INTO {table} VALUES {', '.join([one] * len(rows))}",
                [v for r in rows for v in r],
            )
            return
        name = f"stage_{table}"
        self.con.register(name, _arrow(rows, schema))
        try:
            self.con.execute(f"INSERT INTO {table} SELECT * FROM {name}")
        finally:
            self.con.unregister(name)

    def _track(self, last: int) -> None:
        """The tracking row, in the batch's transaction. The projector is the only
        writer of its file and skips positions <= self.position, so one UPDATE guarded
        by `notification_id < last` (the recorder's rule) replaces a read + write."""
        if not self._has_tracking:
            self.recorder.insert_tracking(Tracking(self.application_name, last), in_transaction=True)
            self._has_tracking = True
            return
        n = scalar(
            self.con,
            "UPDATE projection_tracking SET notification_id = ? WHERE application_name = ? AND notification_id < ?",
            [last, self.application_name, last],
        )
        if n != 1:  # someone else moved it: let the recorder raise its IntegrityError
            self.recorder.insert_tracking(Tracking(self.application_name, last), in_transaction=True)

    def _delete_current(self, ids: list[str], states: dict[str, dict[str, Any]]) -> None:
        shs = sorted({states[f]["sh"] for f in ids})
        sh_sql, sh_params = _in_list(shs, "BIGINT")
        id_sql, id_params = _in_list(ids, "VARCHAR")
        self.con.execute(f"DELETE FROM current_facts WHERE sh IN {sh_sql} AND fact_id IN {id_sql}",
                         [*sh_params, *id_params])

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
            refs = _referenced(ev)
            if refs:
                sk = None
                for f in refs:
                    if f not in created and f not in wanted:
                        if sk is None:
                            sk = ev.tenant + SK_SEP + ev.subject
                        wanted[f] = sk
        states: dict[str, dict[str, Any]] = {}
        in_current: set[str] = set()
        if wanted:
            ids = list(wanted)
            shs = sorted({subject_hash(sk) for sk in wanted.values()})
            sh_sql, sh_params = _in_list(shs, "BIGINT")
            id_sql, id_params = _in_list(ids, "VARCHAR")
            for row in self.con.execute(
                f"SELECT {_STATE_SELECT} FROM current_facts WHERE sh IN {sh_sql} AND fact_id IN {id_sql}",
                [*sh_params, *id_params],
            ).fetchall():
                states[row[0]] = _state(row)
            in_current = set(states)
            missing = [f for f in ids if f not in states]
            if missing:
                shs = sorted({subject_hash(wanted[f]) for f in missing})
                sh_sql, sh_params = _in_list(shs, "BIGINT")
                id_sql, id_params = _in_list(missing, "VARCHAR")
                rows = self.con.execute(
                    f"SELECT {_STATE_SELECT} FROM fact_log WHERE sh IN {sh_sql} AND fact_id IN {id_sql} "
                    "QUALIFY row_number() OVER (PARTITION BY fact_id ORDER BY position DESC, seq DESC) = 1",
                    [*sh_params, *id_params],
                ).fetchall()
                for row in rows:
                    states[row[0]] = _state(row)
        return states, in_current

    def catch_up(self, source: EventSource, batch_size: int = 100_000, *, until: int | None = None) -> int:
        """Apply everything the source has (up to `until`); returns the number of new events.
        Afterwards, if many rows were appended since the last clustering, re-cluster."""
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
        if applied and self.auto_recluster:
            self.maybe_recluster()
        return applied

    # -- maintenance
    @property
    def unclustered_rows(self) -> int:
        return max(0, self.log_rows - self.clustered_rows)

    def maybe_recluster(self) -> bool:
        """Re-cluster when the unclustered tail is large (point reads scan all of it)."""
        tail = self.unclustered_rows
        if tail >= RECLUSTER_MIN_ROWS and tail >= RECLUSTER_FRACTION * self.clustered_rows:
            self.recluster()
            return True
        return False

    def recluster(self) -> None:
        """Sort fact_log and current_facts by (sh, sk) in place (one transaction)."""
        self._step("recluster")
        self.clustered_rows = self.log_rows = recluster(self.con)

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
