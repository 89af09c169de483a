"""Helpers to write realistic event streams by hand (tests, examples)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from ledger.events import (
    CandidateRejected,
    ConflictFlagged,
    ConflictResolved,
    FactAsserted,
    FactConfirmed,
    FactContent,
    FactCorrected,
    FactDenied,
    FactErased,
    FactInvalidated,
    FactRefined,
    FactReinforced,
    FactSuperseded,
    LedgerEvent,
    NewFact,
    SlotRef,
    SubjectErased,
)
from projections.source import ListEventSource

NS = uuid.UUID("0b7c6a7e-3f51-4d3e-9b8e-5f0a3c2d1e4f")


def utc(year: int, month: int, day: int, hour: int = 0, minute: int = 0, second: int = 0,
        microsecond: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, second, microsecond, tzinfo=UTC)


class StreamBuilder:
    """Builds events of one tenant/subject with explicit timestamps.

    >>> b = StreamBuilder("acme", "alice")
    >>> java = b.assert_(utc(2024,1,1), "stack.language", "Java")
    """

    def __init__(self, tenant: str = "acme", subject: str = "alice", source: ListEventSource | None = None) -> None:
        self.tenant, self.subject = tenant, subject
        self.source = source if source is not None else ListEventSource()
        self._versions: dict[uuid.UUID, int] = {}
        self._n: dict[uuid.UUID, int] = {}
        self._slots: dict[str, SlotRef] = {}
        self._cmd = 0

    def slot(self, key: str, scope: str = "global", context: dict[str, str] | None = None,
             cardinality: str = "one") -> SlotRef:
        return SlotRef(tenant=self.tenant, subject=self.subject, scope=scope, key=key,
                       context=context or {}, cardinality=cardinality)  # type: ignore[arg-type]

    def _oid(self, slot: SlotRef) -> uuid.UUID:
        return uuid.uuid5(NS, repr((slot.tenant, slot.subject, slot.scope, slot.key, sorted(slot.context.items()))))

    def _common(self, at: datetime, slot: SlotRef) -> dict[str, Any]:
        oid = self._oid(slot)
        self._versions[oid] = self._versions.get(oid, 0) + 1
        self._cmd += 1
        return {"originator_id": oid, "originator_version": self._versions[oid], "timestamp": at,
                "tenant": slot.tenant, "subject": slot.subject, "actor": "user:alice",
                "command_id": f"c{self._cmd}", "reason": "test", "policy_version": "policy-1", "slot": slot}

    def _emit(self, ev: LedgerEvent) -> LedgerEvent:
        self.source.append(ev)
        self._slots_by_fact = None
        return ev

    def _fact(self, slot: SlotRef, status: str, valid_from: datetime, *, source: str = "user_stated",
              kind: str = "profile", valid_to: datetime | None = None, confidence: float = 1.0) -> NewFact:
        oid = self._oid(slot)
        self._n[oid] = self._n.get(oid, 0) + 1
        fid = f"{oid.hex}.{self._n[oid]}"
        self._slots[fid] = slot
        return NewFact(fact_id=fid, kind=kind, source=source, status=status, valid_from=valid_from,  # type: ignore[arg-type]
                       valid_to=valid_to, confidence=confidence)

    @staticmethod
    def _content(value: Any, statement: str | None = None) -> FactContent:
        return FactContent(value=value, statement=statement or f"value is {value}", evidence={"quote": str(value)})

    # -- decisions; each returns the (new) fact id
    def assert_(self, at: datetime, key: str, value: Any, *, valid_from: datetime | None = None,
                valid_to: datetime | None = None, scope: str = "global", context: dict[str, str] | None = None,
                cardinality: str = "one", source: str = "user_stated", kind: str = "profile") -> str:
        slot = self.slot(key, scope, context, cardinality)
        pending = source in ("inferred", "external")
        fact = self._fact(slot, "pending" if pending else "active", valid_from or at, source=source, kind=kind,
                          valid_to=valid_to)
        self._emit(FactAsserted(**self._common(at, slot), fact=fact, content=self._content(value),
                                decision="pending" if pending else "added"))
        return fact.fact_id

    def supersede(self, at: datetime, old: str, value: Any, *, valid_from: datetime | None = None,
                  valid_to: datetime | None = None, refine: bool = False) -> str:
        slot = self._slots[old]
        fact = self._fact(slot, "active", valid_from or at, valid_to=valid_to)
        cls = FactRefined if refine else FactSuperseded
        self._emit(cls(**self._common(at, slot), fact=fact, content=self._content(value), superseded=[old]))
        return fact.fact_id

    def correct(self, at: datetime, old: str, value: Any, *, valid_from: datetime) -> str:
        slot = self._slots[old]
        fact = self._fact(slot, "active", valid_from, source="user_corrected")
        self._emit(FactCorrected(**self._common(at, slot), fact=fact, content=self._content(value), corrected=[old]))
        return fact.fact_id

    def conflict(self, at: datetime, other: str, value: Any, *, valid_from: datetime | None = None) -> str:
        slot = self._slots[other]
        fact = self._fact(slot, "conflicted", valid_from or at)
        self._emit(ConflictFlagged(**self._common(at, slot), fact=fact, content=self._content(value),
                                   conflicts_with=[other]))
        return fact.fact_id

    def resolve(self, at: datetime, kept: str, dropped: list[str]) -> None:
        self._emit(ConflictResolved(**self._common(at, self._slots[kept]), kept=kept, dropped=dropped))

    def reinforce(self, at: datetime, fact_id: str) -> None:
        self._emit(FactReinforced(**self._common(at, self._slots[fact_id]), fact_id=fact_id,
                                  content=self._content("again")))

    def confirm(self, at: datetime, fact_id: str) -> None:
        self._emit(FactConfirmed(**self._common(at, self._slots[fact_id]), fact_id=fact_id))

    def deny(self, at: datetime, fact_id: str) -> None:
        self._emit(FactDenied(**self._common(at, self._slots[fact_id]), fact_id=fact_id))

    def invalidate(self, at: datetime, fact_id: str, valid_to: datetime) -> None:
        self._emit(FactInvalidated(**self._common(at, self._slots[fact_id]), fact_id=fact_id, valid_to=valid_to))

    def erase(self, at: datetime, fact_id: str) -> None:
        self._emit(FactErased(**self._common(at, self._slots[fact_id]), fact_id=fact_id))

    def erase_subject(self, at: datetime) -> None:
        by_slot: dict[uuid.UUID, list[str]] = {}
        for fid, slot in self._slots.items():
            by_slot.setdefault(self._oid(slot), []).append(fid)
        for ids in by_slot.values():
            self._emit(SubjectErased(**self._common(at, self._slots[ids[0]]), fact_ids=ids))

    def reject(self, at: datetime, key: str) -> None:
        self._emit(CandidateRejected(**self._common(at, self.slot(key)), field="value"))


TABLES = ("fact_log", "fact_log_cold", "current_facts", "audit_trail", "projection_tracking")


def dump(con: Any) -> dict[str, list[tuple]]:
    """Every row of the projection's tables, sorted: two projections are equal iff their dumps are.
    Archived versions (fact_log_cold) count as fact_log's: archiving changes no answer."""
    out = {t: con.execute(f"SELECT * FROM {t} ORDER BY ALL").fetchall() for t in TABLES}
    out["fact_log"] = sorted(out["fact_log"] + out.pop("fact_log_cold"))
    return out


def scratch(src: ListEventSource) -> dict[str, list[tuple]]:
    """The dump of a from-scratch build of everything in `src` (one apply: the per-batch path)."""
    from projections.projector import Projector

    p = Projector()
    p.apply(src.read(0, 10**9))
    try:
        return dump(p.con)
    finally:
        p.close()
