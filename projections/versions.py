"""The fact-version state machine: how each event changes the versions of facts.

Pure Python, no I/O: `VersionBatch` folds one batch of events over the latest version of
every fact it touches and yields the new version rows (append-only `fact_log`), the audit
rows and the final state of each touched fact (for `current_facts`). The projector loads
those states, runs a batch through it and writes the result set-based in one transaction.
"""

from __future__ import annotations

import json
import operator
from collections.abc import Sequence
from datetime import UTC, datetime
from json.encoder import encode_basestring as _enc_str
from typing import Any

import orjson

from ledger.events import (
    _REFERENCED,
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
    referenced_facts,
)
from projections.schema import FACT_COLUMNS, SK_SEP, subject_hash

# statuses whose open version is "believed now"
BELIEVED = frozenset({"active", "pending", "conflicted", "superseded", "invalidated"})
TERMINAL = frozenset({"corrected", "denied", "erased"})
ENDED = frozenset({"superseded", "invalidated"})  # values whose valid time has been ended

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


ROW_GETTER = operator.itemgetter(*FACT_COLUMNS)
# VersionBatch._create builds rows in this order without the getter
if FACT_COLUMNS != ["fact_id", "tenant", "subject", "sk", "sh", "scope", "key", "context", "value", "statement",
                    "kind", "source", "status", "valid_from", "valid_to", "recorded_at", "terminal_at",
                    "confidence", "importance", "supersedes", "superseded_by", "evidence", "last_seen",
                    "evidence_count", "doc"]:
    raise ImportError("schema.FACT_COLUMNS changed: update VersionBatch._create")

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


_NO_REFS: tuple[str, ...] = ()
_REFS_OF: dict[type, bool] = {}


def referenced(ev: LedgerEvent) -> list[str] | tuple[str, ...]:
    """`ledger.events.referenced_facts` with the "refers to nothing" answer cached per type: for
    the most common events (FactAsserted, SlotOpened, CommandRecorded) the library function scans
    its table with isinstance() every time (~8 us an event)."""
    cls = type(ev)
    has = _REFS_OF.get(cls)
    if has is None:
        has = _REFS_OF[cls] = any(issubclass(cls, c) for c in _REFERENCED)
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


class VersionBatch:
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
        self.log_rows.append((position, self._seq, *ROW_GETTER(row)))
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
        slot = ev.slot  # type: ignore[attr-defined]
        ctx = slot.context
        context = canonical_json(ctx) if ctx else "{}"
        if kind <= _K_CONFLICT:  # creates a fact
            fact_id = self._create(position, ev, at, kind, context)  # type: ignore[arg-type]
            affected = [fact_id, *referenced(ev)]
        elif kind == _K_RESOLVED:
            fact_id, affected = ev.kept, [ev.kept, *ev.dropped, *ev.superseded]  # type: ignore[attr-defined]
            self._change(position, fact_id, at, status="active")
            for d in ev.dropped:  # type: ignore[attr-defined]
                self._change(position, d, at, status="denied", terminal_at=at)
            kept = self.states.get(fact_id)
            if kept is not None:
                for old_id in ev.superseded:  # type: ignore[attr-defined]
                    self._supersede(position, old_id, at, kept["valid_from"], fact_id)
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
        decision = (getattr(ev, "decision", None) if kind == _K_ASSERTED else None) or DECISIONS.get(cls, cls.__name__)
        self.audit_rows.append((
            position, at, ev.tenant, ev.subject, ev.command_id, ev.actor, decision, ev.reason,
            ev.policy_version, fact_id, affected, slot.key, slot.scope, context, cls.__name__,
        ))

    def _create(self, position: int, ev: FactCreatingEvent, at: datetime, kind: int, context: str) -> str:
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
        valid_to = f.valid_to
        if valid_to is not None and valid_to.tzinfo is None:
            valid_to = valid_to.replace(tzinfo=UTC)
        tenant, subject = ev.tenant, ev.subject
        sk = tenant + SK_SEP + subject
        sh = subject_hash(sk)
        scope, key = slot.scope, slot.key
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
        # the log row and the state: built directly (FACT_COLUMNS order, checked at import)
        self.log_rows.append((
            position, self._seq, fact_id, tenant, subject, sk, sh, scope, key, context, value_json, statement,
            fkind, source, status, valid_from, valid_to, at, None, confidence, importance, supersedes, None,
            evidence, at, 1, doc,
        ))
        self._seq += 1
        self.states[fact_id] = {
            "fact_id": fact_id, "tenant": tenant, "subject": subject, "sk": sk, "sh": sh, "scope": scope,
            "key": key, "context": context, "value": value_json, "statement": statement, "kind": fkind,
            "source": source, "status": status, "valid_from": valid_from, "valid_to": valid_to,
            "recorded_at": at, "terminal_at": None, "confidence": confidence, "importance": importance,
            "supersedes": supersedes, "superseded_by": None, "evidence": evidence, "last_seen": at,
            "evidence_count": 1, "doc": doc,
        }
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
                state = self.states.get(other)
                if state is not None and state["status"] not in ENDED:  # a value that has since ended stays history
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


def keep_current(row: dict[str, Any]) -> bool:
    return row["status"] in BELIEVED and (row["valid_to"] is None or row["valid_to"] > row["recorded_at"])
