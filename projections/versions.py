"""The fact-version state machine: how each event changes the versions of facts.

Pure Python, no I/O: `VersionBatch` folds one batch of events over the latest version of
every fact it touches and yields the new version rows (append-only `fact_log`), the audit
rows and the final state of each touched fact (for `current_facts`). The projector loads
those states, runs a batch through it and writes the result set-based in one transaction.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from json.encoder import encode_basestring as _enc_str
from typing import Any, cast, overload

import orjson

from ledger.events import (
    _REFERENCED,
    DECISIONS,
    REDACTED_STATEMENT,
    CandidateRejected,
    CardinalityChanged,
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
    referenced_facts,
)
from projections.rows import EPOCH, TS_COLUMNS, from_us
from projections.schema import FACT_COLUMNS, LOG_COLUMNS, SK_SEP, subject_hash

# statuses whose open version is "believed now"
BELIEVED = frozenset({"active", "pending", "conflicted", "superseded", "invalidated"})
TERMINAL = frozenset({"corrected", "denied", "erased"})
ENDED = frozenset({"superseded", "invalidated"})  # values whose valid time has been ended

IGNORED = (SlotOpened, CommandRecorded)

_dumps = orjson.dumps
_DOC_CHANGES = frozenset(("statement", "kind", "source", "confidence", "importance", "supersedes",
                          "superseded_by", "value", "evidence"))


# a version row of fact_log, which is also a fact's state: (position, seq, *FACT_COLUMNS) with the
# five timestamps as int microseconds since the epoch (UTC). A tuple, not a 25-entry dict: built
# once, shared by the log rows and the states (a loaded state's position and seq are 0), staged
# to Arrow as int64 and cast to TIMESTAMPTZ there (pyarrow converts an aware datetime in ~0.7 us)
LOG_INDEX = {c: i for i, c in enumerate(LOG_COLUMNS)}
(I_POSITION, I_SEQ, I_FACT_ID, I_TENANT, I_SUBJECT, I_SK, I_SH, I_SCOPE, I_KEY, I_CONTEXT, I_VALUE, I_STATEMENT,
 I_KIND, I_SOURCE, I_STATUS, I_VALID_FROM, I_VALID_TO, I_RECORDED_AT, I_TERMINAL_AT, I_CONFIDENCE, I_IMPORTANCE,
 I_SUPERSEDES, I_SUPERSEDED_BY, I_EVIDENCE, I_LAST_SEEN, I_EVIDENCE_COUNT, I_DOC) = range(len(LOG_COLUMNS))
if [c for c, _ in sorted(LOG_INDEX.items(), key=lambda kv: kv[1])] != [
        "position", "seq", "fact_id", "tenant", "subject", "sk", "sh", "scope", "key", "context", "value",
        "statement", "kind", "source", "status", "valid_from", "valid_to", "recorded_at", "terminal_at",
        "confidence", "importance", "supersedes", "superseded_by", "evidence", "last_seen", "evidence_count",
        "doc"]:
    raise ImportError("schema.LOG_COLUMNS changed: update the I_* indexes and VersionBatch._create")
State = tuple  # a log row, as above

_US = timedelta(microseconds=1)


@overload
def to_us(dt: datetime) -> int: ...
@overload
def to_us(dt: None) -> None: ...
@overload
def to_us(dt: datetime | None) -> int | None: ...
def to_us(dt: datetime | None) -> int | None:
    """Microseconds since the epoch (a naive datetime is UTC), exact at any date."""
    if dt is None:
        return None
    try:
        return (dt - EPOCH) // _US
    except TypeError:  # naive
        return (dt.replace(tzinfo=UTC) - EPOCH) // _US


def state_dict(row: State) -> dict[str, Any]:
    """A state as a dict of FACT_COLUMNS with datetimes (for people and tests, not the hot path)."""
    d = dict(zip(FACT_COLUMNS, row[2:]))
    for c in TS_COLUMNS:
        d[c] = from_us(d[c])
    return d


def _doc(row: Sequence[Any]) -> str:
    """The `doc` column of a version row: its display fields as one JSON array in the order
    of schema.DOC_FIELDS; value and evidence (already canonical JSON text) spliced in as is."""
    head = _dumps([row[I_FACT_ID], row[I_STATEMENT], row[I_KIND], row[I_SOURCE], row[I_CONFIDENCE],
                   row[I_IMPORTANCE], row[I_SUPERSEDES], row[I_SUPERSEDED_BY]]).decode()
    value, evidence = row[I_VALUE], row[I_EVIDENCE]
    return f"{head[:-1]},{'null' if value is None else value},{'null' if evidence is None else evidence}]"


_ENCODE = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


def canonical_json(obj: Any) -> str:
    """Sorted keys, no spaces: equal values give equal text (context is compared as text).
    The text of `json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`;
    a flat dict of str keys and str/int values (evidence, context, most structured values) is
    written here, without the encoder's setup (~3 us a call); anything else goes to it."""
    t = type(obj)
    if t is str:
        return _enc_str(obj)
    if t is dict:
        n = len(obj)
        if n == 0:
            return "{}"
        if n == 1:
            ((k, v),) = obj.items()
            if type(k) is str:
                tv = type(v)
                if tv is str:
                    return "{" + _enc_str(k) + ":" + _enc_str(v) + "}"
                if tv is int:
                    return "{" + _enc_str(k) + ":" + int.__repr__(v) + "}"
            return _ENCODE(obj)
        parts = []
        for k, v in obj.items():
            if type(k) is not str:
                return _ENCODE(obj)
            tv = type(v)
            if tv is str:
                parts.append((k, _enc_str(v)))
            elif tv is int:
                parts.append((k, int.__repr__(v)))
            else:
                return _ENCODE(obj)
        parts.sort()  # keys are unique: sorted by key, as sort_keys does
        return "{" + ",".join([_enc_str(k) + ":" + v for k, v in parts]) + "}"
    return _ENCODE(obj)


# event kinds: pydantic classes are ABCs, so isinstance() is slow; classify each type once
(_K_ASSERTED, _K_SUPERSEDED, _K_CORRECTED, _K_CONFLICT, _K_RESOLVED, _K_SUBJECT_ERASED, _K_REJECTED,
 _K_REINFORCED, _K_INVALIDATED, _K_CONFIRMED, _K_DENIED, _K_ERASED, _K_IGNORED) = range(13)
_KIND_OF: list[tuple[type | tuple[type, ...], int]] = [
    (IGNORED, _K_IGNORED), (FactAsserted, _K_ASSERTED), ((FactSuperseded, FactRefined), _K_SUPERSEDED),
    (FactCorrected, _K_CORRECTED), (ConflictFlagged, _K_CONFLICT), (ConflictResolved, _K_RESOLVED),
    (SubjectErased, _K_SUBJECT_ERASED), ((CandidateRejected, CardinalityChanged), _K_REJECTED), (FactReinforced, _K_REINFORCED),
    (FactInvalidated, _K_INVALIDATED), (FactConfirmed, _K_CONFIRMED), (FactDenied, _K_DENIED),
    (FactErased, _K_ERASED),
]
_KINDS: dict[type, int] = {}
# per event type (a model class or its record class, `ledger.records`): the audit's decision
# name of a non-FactAsserted event
_DECIDED: dict[type, str] = {}


def _kind(cls: type) -> int:
    model = _model_of(cls)
    found = next((kind for base, kind in _KIND_OF if issubclass(model, base)), None)
    if found is not None:
        k = found
    elif not issubclass(model, SlotEvent):
        k = _K_IGNORED
    elif issubclass(model, FactCreatingEvent):
        k = _K_ASSERTED
    else:
        raise TypeError(f"unknown slot event {model.__name__}")
    _KINDS[cls] = k
    _DECIDED[cls] = DECISIONS.get(model, model.__name__)
    return k


def _model_of(cls: type) -> type:
    """The model class of an event type: itself, or the one a record class stands for."""
    return cast(type, getattr(cls, "event_class", cls))


_NO_REFS: tuple[str, ...] = ()
_REFS_OF: dict[type, bool] = {}


def referenced(ev: LedgerEvent) -> list[str] | tuple[str, ...]:
    """`ledger.events.referenced_facts` with the "refers to nothing" answer cached per type: for
    the most common events (FactAsserted, SlotOpened, CommandRecorded) the library function scans
    its table with isinstance() every time (~8 us an event)."""
    cls = type(ev)
    has = _REFS_OF.get(cls)
    if has is None:
        has = _REFS_OF[cls] = any(issubclass(_model_of(cls), c) for c in _REFERENCED)
    return referenced_facts(ev) if has else _NO_REFS


def wanted_facts(batch: Sequence[tuple[int, LedgerEvent]]) -> dict[str, str]:
    """Facts the events of `batch` act on that none of its earlier events created (their latest
    versions must be loaded before the batch is folded), each with the `sk` of the first event
    naming it. One pass over the batch with the per-type tables (no isinstance)."""
    created: set[str] = set()
    wanted: dict[str, str] = {}
    kinds = _KINDS
    for _, ev in batch:
        cls = type(ev)
        kind = kinds.get(cls)
        if kind is None:
            kind = _kind(cls)
        if kind <= _K_CONFLICT:
            created.add(ev.fact.fact_id)  # type: ignore[attr-defined]
        refs = referenced(ev)
        if refs:
            sk = None
            for f in refs:
                if f not in created and f not in wanted:
                    if sk is None:
                        sk = ev.tenant + SK_SEP + ev.subject
                    wanted[f] = sk
    return wanted


# subject -> (tenant, sk, sh) of the last fact of that subject: one shared sk string per subject
# and no blake2b per fact. At most _SUBJECT_KEYS_MAX entries (cleared when full); a subject name
# that several tenants use is recomputed when the tenant changes, never returned for another.
_SUBJECT_KEYS: dict[str, tuple[str, str, int]] = {}
_SUBJECT_KEYS_MAX = 1 << 16


def _subject_key(tenant: str, subject: str) -> tuple[str, str, int]:
    if len(_SUBJECT_KEYS) >= _SUBJECT_KEYS_MAX:
        _SUBJECT_KEYS.clear()
    sk = tenant + SK_SEP + subject
    found = _SUBJECT_KEYS[subject] = (tenant, sk, subject_hash(sk))
    return found


class VersionBatch:
    """The fact state machine over one batch (pure Python, no I/O). States and rows are log row
    tuples (`State`, timestamps as int microseconds)."""

    def __init__(self, states: dict[str, State], base: dict[str, State] | None = None) -> None:
        self.states = states  # fact_id -> latest version (a log row; position/seq 0 if loaded)
        # read-only states behind `states` (a bulk's memory: it holds every fact of the file, so
        # nothing is loaded and nothing copied into `states` first; never written here)
        self.base = base
        self.log_rows: list[State] = []  # the new versions (LOG_COLUMNS order)
        self.audit_rows: list[tuple] = []  # AUDIT_SCHEMA order, "at" as int microseconds
        self.touched: set[str] = set()
        self.erased: set[str] = set()
        self.max_us: int | None = None

    @property
    def max_at(self) -> datetime | None:
        """The newest event time of the batch."""
        return from_us(self.max_us)

    # -- helpers
    def _state(self, fact_id: str) -> State | None:
        state = self.states.get(fact_id)
        if state is None and self.base is not None:
            state = self.base.get(fact_id)
        return state

    def _supersede(self, position: int, old_id: str, at: int, start: int, by: str) -> None:
        """End an old fact's valid time where `start` begins. The domain lists exactly the facts
        to end: one starting after `start` (late news arrived) is left untouched; one starting
        at `start` gets the empty interval [t, t) (it never held)."""
        old = self._state(old_id)
        if old is None or old[I_VALID_FROM] > start:
            return
        end = old[I_VALID_TO]
        end = start if end is None or end > start else end
        self._change(position, old_id, at, status="superseded", valid_to=end, superseded_by=by)

    def _change(self, position: int, fact_id: str, at: int, **changes: Any) -> None:
        old = self._state(fact_id)
        if old is None or old[I_STATUS] in TERMINAL:
            return  # unknown fact, or its record already ended: nothing to change
        index = LOG_INDEX
        for k, v in changes.items():
            if old[index[k]] != v:
                break
        else:
            return
        new = list(old)
        new[I_POSITION] = position
        new[I_SEQ] = self._seq
        for k, v in changes.items():
            new[index[k]] = v
        new[I_RECORDED_AT] = at
        if not _DOC_CHANGES.isdisjoint(changes):
            new[I_DOC] = _doc(new)
        row = tuple(new)
        self.log_rows.append(row)
        self._seq += 1
        self.states[fact_id] = row
        self.touched.add(fact_id)

    # -- events
    def apply(self, position: int, ev: LedgerEvent) -> None:
        cls = type(ev)
        kind = _KINDS.get(cls)
        if kind is None:
            kind = _kind(cls)
        if kind == _K_IGNORED:
            return
        self._seq = 0
        at = to_us(ev.timestamp)
        if self.max_us is None or at > self.max_us:
            self.max_us = at
        fact_id: str | None = None
        affected: list[str]
        slot = ev.slot  # type: ignore[attr-defined]
        ctx = slot.context
        context = canonical_json(ctx) if ctx else "{}"
        tenant, subject = ev.tenant, ev.subject
        if kind <= _K_CONFLICT:  # creates a fact
            fact_id = self._create(position, ev, at, kind, context, tenant, subject)  # type: ignore[arg-type]
            affected = [fact_id, *referenced(ev)]
        elif kind == _K_RESOLVED:
            fact_id, affected = ev.kept, [ev.kept, *ev.dropped, *ev.superseded]  # type: ignore[attr-defined]
            self._change(position, fact_id, at, status="active")
            for d in ev.dropped:  # type: ignore[attr-defined]
                self._change(position, d, at, status="denied", terminal_at=at)
            kept = self._state(fact_id)
            if kept is not None:
                for old_id in ev.superseded:  # type: ignore[attr-defined]
                    self._supersede(position, old_id, at, kept[I_VALID_FROM], fact_id)
        elif kind == _K_SUBJECT_ERASED:
            affected = list(ev.fact_ids)  # type: ignore[attr-defined]
            for f in affected:
                self._erase(f)
        elif kind == _K_REJECTED:  # a refusal, a cardinality change: in the audit trail only
            affected = []
        else:
            fact_id = ev.fact_id  # type: ignore[attr-defined]
            affected = [fact_id]
            if kind == _K_REINFORCED:
                affected += ev.superseded  # type: ignore[attr-defined]
                old = self._state(fact_id)
                if old is not None:
                    more: dict[str, Any] = {}
                    if ev.decision == "confirmed" and old[I_STATUS] == "pending":  # type: ignore[attr-defined]
                        more["status"] = "active"
                    if ev.valid_from is not None:  # type: ignore[attr-defined]
                        more["valid_from"] = to_us(ev.valid_from)  # type: ignore[attr-defined]
                    self._change(
                        position, fact_id, at, last_seen=at,
                        evidence_count=(old[I_EVIDENCE_COUNT] or 0) + 1, **more,
                    )
                    if "valid_from" in more:  # values that end where the fact begins (late news, a confirmed change)
                        for old_id in ev.superseded:  # type: ignore[attr-defined]
                            other = self._state(old_id)
                            if other is not None and other[I_STATUS] == "active":
                                self._supersede(position, old_id, at, more["valid_from"], fact_id)
                            else:  # ended already: its status stays, as the slot's (superseded, or invalidated)
                                self._change(position, old_id, at, valid_to=more["valid_from"])
            elif kind == _K_INVALIDATED:
                self._change(position, fact_id, at, status="invalidated", valid_to=to_us(ev.valid_to))  # type: ignore[attr-defined]
            elif kind == _K_CONFIRMED:
                old = self._state(fact_id)
                if old is not None and old[I_STATUS] in ("pending", "conflicted"):
                    self._change(position, fact_id, at, status="active")
                    for rival_id in ev.superseded:  # type: ignore[attr-defined]
                        self._supersede(position, rival_id, at, old[I_VALID_FROM], fact_id)
            elif kind == _K_DENIED:
                self._change(position, fact_id, at, status="denied", terminal_at=at)
            elif kind == _K_ERASED:
                self._erase(fact_id)
        decision = (getattr(ev, "decision", None) if kind in (_K_ASSERTED, _K_REINFORCED) else None) or _DECIDED[cls]
        self.audit_rows.append((
            position, at, tenant, subject, ev.command_id, ev.actor, decision, ev.reason,
            ev.policy_version, fact_id, affected, slot.key, slot.scope, context, cls.__name__,
        ))

    def _create(self, position: int, ev: FactCreatingEvent, at: int, kind: int, context: str, tenant: str,
                subject: str) -> str:
        f, c, slot = ev.fact, ev.content, ev.slot
        redacted = c.redacted
        supersedes: list[str] = []
        if kind == _K_SUPERSEDED:
            supersedes = list(ev.superseded)  # type: ignore[attr-defined]
        elif kind == _K_CORRECTED:
            supersedes = list(ev.corrected)  # type: ignore[attr-defined]
        valid_from = to_us(f.valid_from)
        valid_to = to_us(f.valid_to)
        keys = _SUBJECT_KEYS.get(subject)
        if keys is None or keys[0] != tenant:
            keys = _subject_key(tenant, subject)
        _, sk, sh = keys
        value = c.value
        fact_id = f.fact_id
        fkind, source, confidence, importance = f.kind, f.source, f.confidence, f.importance
        status = "conflicted" if kind == _K_CONFLICT else f.status
        value_json: str | None
        evidence: str | None
        statement: str | None
        if redacted:
            value_json = evidence = None
            statement = REDACTED_STATEMENT
        else:
            value_json = None if value is None else canonical_json(value)
            evidence = canonical_json(c.evidence)
            statement = c.statement
        # _doc(row), from the locals
        head = _dumps([fact_id, statement, fkind, source, confidence, importance, supersedes, None]).decode()
        doc = (f"{head[:-1]},{'null' if value_json is None else value_json},"
               f"{'null' if evidence is None else evidence}]")
        # the log row is the state (LOG_COLUMNS order, checked at import)
        row = (
            position, self._seq, fact_id, tenant, subject, sk, sh, slot.scope, slot.key, context, value_json,
            statement, fkind, source, status, valid_from, valid_to, at, None, confidence, importance, supersedes,
            None, evidence, at, 1, doc,
        )
        self.log_rows.append(row)
        self._seq += 1
        self.states[fact_id] = row
        self.touched.add(fact_id)
        if kind == _K_SUPERSEDED:
            for old_id in supersedes:
                self._supersede(position, old_id, at, valid_from, fact_id)
        elif kind == _K_CORRECTED:
            for old_id in supersedes:
                self._change(position, old_id, at, status="corrected", terminal_at=at,
                             superseded_by=fact_id)
            for old_id in ev.superseded:  # type: ignore[attr-defined]
                self._supersede(position, old_id, at, valid_from, fact_id)
        elif kind == _K_CONFLICT:
            for other in ev.conflicts_with:  # type: ignore[attr-defined]
                state = self._state(other)
                if state is not None and state[I_STATUS] not in ENDED:  # a value that has since ended stays history
                    self._change(position, other, at, status="conflicted")
        for other in ev.capped:  # unsettled (pending, conflicted): whichever held, held until this fact begins
            state = self._state(other)
            if state is not None and (state[I_VALID_TO] is None or state[I_VALID_TO] > valid_from):
                self._change(position, other, at, valid_to=valid_from)
        return fact_id

    def _erase(self, fact_id: str) -> None:
        self.erased.add(fact_id)
        old = self._state(fact_id)
        if old is not None:
            new = list(old)
            new[I_STATUS], new[I_VALUE], new[I_STATEMENT], new[I_EVIDENCE] = "erased", None, REDACTED_STATEMENT, None
            new[I_DOC] = _doc(new)
            self.states[fact_id] = tuple(new)
            self.touched.add(fact_id)


def keep_current(row: State) -> bool:
    """Whether a fact's latest version belongs in current_facts."""
    return row[I_STATUS] in BELIEVED and (row[I_VALID_TO] is None or row[I_VALID_TO] > row[I_RECORDED_AT])
