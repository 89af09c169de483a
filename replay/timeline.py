"""`timeline` (every event of a subject, both time lines) and `explain` (one fact's lineage).

Both read the event log, not the projection: they show what was recorded, even when a
projection is wrong. Erased content reads as the redacted placeholder.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, JsonValue

from ledger.errors import FactNotFound
from ledger.events import (
    ConflictFlagged,
    ConflictResolved,
    FactConfirmed,
    FactCorrected,
    FactCreatingEvent,
    FactInvalidated,
    FactRefined,
    FactReinforced,
    FactSuperseded,
    LedgerEvent,
    SlotEvent,
)
from ledger.slot import Slot, fact_slot_id
from projections.source import EventSource
from replay.log import aware, content_fields, decision_of, fact_of, scan, targets_of, touches


class TimelineEntry(BaseModel):
    """One event: transaction time (`at`), valid time where the event has it, who, why, which policy."""

    model_config = ConfigDict(frozen=True)

    position: int
    at: datetime
    event_type: str
    decision: str
    reason: str
    policy_version: str
    actor: str
    command_id: str
    command: str | None = None  # type of the command as received, when the event carries it
    tenant: str
    subject: str
    scope: str | None = None
    key: str | None = None
    context: dict[str, str] = {}
    fact_id: str | None = None
    affected: list[str] = []
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    value: JsonValue = None
    statement: str | None = None
    redacted: bool = False


def entry(position: int, event: LedgerEvent) -> TimelineEntry:
    """Describe one event."""
    slot = getattr(event, "slot", None)
    data: dict[str, Any] = {
        "position": position, "at": aware(event.timestamp), "event_type": type(event).__name__,
        "decision": decision_of(event), "reason": event.reason, "policy_version": event.policy_version,
        "actor": event.actor, "command_id": event.command_id, "tenant": event.tenant, "subject": event.subject,
        "fact_id": fact_of(event), "affected": targets_of(event),
    }
    if slot is not None:
        data.update(scope=slot.scope, key=slot.key, context=dict(slot.context))
    if isinstance(event, FactCreatingEvent):
        data.update(valid_from=aware(event.fact.valid_from), valid_to=aware(event.fact.valid_to))
        candidate = event.content.candidate
        data["command"] = None if candidate is None else candidate.get("type")  # type: ignore[assignment]
    elif isinstance(event, FactInvalidated):
        data["valid_to"] = aware(event.valid_to)
    elif isinstance(event, FactReinforced):  # the start it moved back (None: the valid time stayed)
        data["valid_from"] = aware(event.valid_from)
    data.update(content_fields(event))
    return TimelineEntry.model_validate(data)


def timeline(source: EventSource, tenant: str, subject: str, *, key: str | None = None,
             scope: str | None = None, since: datetime | None = None, until: datetime | None = None,
             until_position: int | None = None) -> list[TimelineEntry]:
    """Every slot event of (tenant, subject) in log order; `since` inclusive, `until` exclusive
    (transaction time)."""
    since, until = aware(since), aware(until)
    out: list[TimelineEntry] = []
    for position, event in scan(source, until=until_position):
        if not isinstance(event, SlotEvent) or event.tenant != tenant or event.subject != subject:
            continue
        if key is not None and event.slot.key != key:
            continue
        if scope is not None and event.slot.scope != scope:
            continue
        at = aware(event.timestamp)
        if (since is not None and at < since) or (until is not None and at >= until):  # type: ignore[operator]
            continue
        out.append(entry(position, event))
    return out


# -- explain -------------------------------------------------------------------------
class Relation(BaseModel):
    """How this fact relates to another, and the event that said so."""

    model_config = ConfigDict(frozen=True)

    relation: str  # supersedes | superseded_by | refines | refined_by | corrects | corrected_by |
    #                conflicts_with | kept_over | dropped_for | caps | capped_by
    fact_id: str
    position: int
    at: datetime


class FactLineage(BaseModel):
    model_config = ConfigDict(frozen=True)

    fact_id: str
    tenant: str
    subject: str
    scope: str
    key: str
    context: dict[str, str]
    status: str
    value: JsonValue = None
    statement: str | None = None
    redacted: bool = False
    kind: str
    source: str
    valid_from: datetime
    valid_to: datetime | None = None
    recorded_at: datetime
    expired_at: datetime | None = None
    created_by: TimelineEntry
    command: dict[str, JsonValue] | None = None  # the command as received (None once erased)
    events: list[TimelineEntry] = []  # every later event that touched it
    relations: list[Relation] = []
    related: list[FactLineage] = []


_OUTGOING: dict[type[LedgerEvent], str] = {FactSuperseded: "supersedes", FactRefined: "refines", FactCorrected: "corrects",
             ConflictFlagged: "conflicts_with"}
_INCOMING: dict[type[LedgerEvent], str] = {FactSuperseded: "superseded_by", FactRefined: "refined_by", FactCorrected: "corrected_by",
             ConflictFlagged: "conflicts_with"}


def _named(event: FactCreatingEvent) -> list[tuple[str, str, str]]:
    """(relation from the new fact, relation to it, fact) for every fact the event names. A
    correction also cuts short the earlier values its fact overlaps (`superseded`): those it
    supersedes, it does not correct."""
    capped = [("caps", "capped_by", t) for t in event.capped]  # unsettled facts ended where it begins, not superseded
    if isinstance(event, FactCorrected):
        return ([("corrects", "corrected_by", t) for t in event.corrected]
                + [("supersedes", "superseded_by", t) for t in event.superseded] + capped)
    if type(event) not in _OUTGOING:
        return capped
    return [(_OUTGOING[type(event)], _INCOMING[type(event)], t) for t in targets_of(event)
            if t not in event.capped] + capped


def _relations(fact_id: str, events: list[tuple[int, SlotEvent]]) -> list[Relation]:
    out: list[Relation] = []
    for position, event in events:
        at = aware(event.timestamp)
        if isinstance(event, FactCreatingEvent) and (type(event) in _OUTGOING or event.capped):
            for outgoing, incoming, target in _named(event):
                if event.fact.fact_id == fact_id:
                    out.append(Relation(relation=outgoing, fact_id=target, position=position, at=at))  # type: ignore[arg-type]
                elif target == fact_id:
                    out.append(Relation(relation=incoming, fact_id=event.fact.fact_id,  # type: ignore[arg-type]
                                        position=position, at=at))
        elif isinstance(event, ConflictResolved):
            if event.kept == fact_id:
                out += [Relation(relation="kept_over", fact_id=d, position=position, at=at)  # type: ignore[arg-type]
                        for d in event.dropped]
            elif fact_id in event.dropped:
                out.append(Relation(relation="dropped_for", fact_id=event.kept, position=position, at=at))  # type: ignore[arg-type]
        if isinstance(event, (FactConfirmed, ConflictResolved, FactReinforced)) and event.superseded:
            # keeping a guess or a side of a conflict, or the user's change to a guess (and late news of a
            # change), ends the values it overlaps where it begins: "why did the agent stop saying
            # Windows?" is answered by the confirmation, not only by a new fact's supersession
            keeper = event.kept if isinstance(event, ConflictResolved) else event.fact_id
            if keeper == fact_id:
                out += [Relation(relation="supersedes", fact_id=t, position=position, at=at)  # type: ignore[arg-type]
                        for t in event.superseded]
            elif fact_id in event.superseded:
                out.append(Relation(relation="superseded_by", fact_id=keeper, position=position, at=at))  # type: ignore[arg-type]
    return out


def explain(source: EventSource, tenant: str, subject: str, fact_id: str, *, depth: int = 2,
            until_position: int | None = None) -> FactLineage:
    """The lineage of one fact: the command that created it, every later event that touched it,
    and the facts its decisions referred to, recursively `depth` levels.

    A fact of another tenant or subject raises `FactNotFound`, exactly like a missing one."""
    slot_id = fact_slot_id(fact_id)
    events = [(p, e) for p, e in scan(source, until=until_position)
              if isinstance(e, SlotEvent) and e.originator_id == slot_id
              and e.tenant == tenant and e.subject == subject]
    created = {e.fact.fact_id: (p, e) for p, e in events if isinstance(e, FactCreatingEvent)}
    if fact_id not in created:
        raise FactNotFound(fact_id)
    slot = Slot.replay(None, (e for _, e in events))
    assert slot is not None
    seen: set[str] = set()

    def build(fid: str, level: int) -> FactLineage:
        seen.add(fid)
        position, event = created[fid]
        fact = slot.facts[fid]
        rels = _relations(fid, events)
        related = []
        if level > 0:
            for r in rels:
                if r.fact_id not in seen and r.fact_id in created:
                    related.append(build(r.fact_id, level - 1))
        content = fact.content
        return FactLineage(
            fact_id=fid, tenant=event.tenant, subject=event.subject, scope=event.slot.scope, key=event.slot.key,
            context=dict(event.slot.context), status=fact.status,
            value=None if content.redacted else content.value, statement=content.statement,
            redacted=content.redacted, kind=fact.kind, source=fact.source, valid_from=aware(fact.valid_from),  # type: ignore[arg-type]
            valid_to=aware(fact.valid_to), recorded_at=aware(fact.recorded_at),  # type: ignore[arg-type]
            expired_at=aware(fact.expired_at), created_by=entry(position, event),
            command=None if content.redacted else event.content.candidate,
            events=[entry(p, e) for p, e in events if p != position and touches(e, fid)],
            relations=rels, related=related,
        )

    return build(fact_id, depth)
