"""Reading the event log for replay: scanning, positions by time, what each event did.

Everything here reads an `EventSource` (`read(after, limit)`, `max_position()`): the
decoded, unsealed log. Erased content arrives as `FactContent.redacted_placeholder()`,
so nothing built from it can show what was erased.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

from ledger import events
from ledger.events import (
    ConflictResolved,
    FactCreatingEvent,
    FactErased,
    LedgerEvent,
    SlotEvent,
    SubjectErased,
)
from projections.source import EventSource

BATCH = 10_000


def aware(dt: datetime | None) -> datetime | None:
    """Naive datetimes are UTC."""
    if dt is None or dt.tzinfo is not None:
        return dt
    return dt.replace(tzinfo=UTC)


def scan(source: EventSource, *, after: int = 0, until: int | None = None,
         batch: int = BATCH) -> Iterator[tuple[int, LedgerEvent]]:
    """Every event with `after < position <= until`, in log order."""
    end = source.max_position() if until is None else min(until, source.max_position())
    position = after
    while position < end:
        items = source.read(position, batch)
        if not items:
            return
        for p, event in items:
            if p > end:
                return
            yield p, event
        position = items[-1][0]


def position_at(source: EventSource, when: datetime) -> int:
    """The last position whose event timestamp (transaction time) is <= `when`, such that no
    earlier event is later than `when`: the longest prefix of the log recorded by then; 0 if none.

    Timestamps ascend with positions except under clock skew between writers (or a test that
    travels back in time); stopping at the first later event keeps a prefix rebuild from ever
    containing something recorded after `when`."""
    limit = aware(when)
    assert limit is not None
    last = 0
    for p, event in scan(source):
        if aware(event.timestamp) > limit:  # type: ignore[operator]
            break
        last = p
    return last


decision_of = events.decision_of
targets_of = events.referenced_facts


def fact_of(event: LedgerEvent) -> str | None:
    """The fact an event is about: the one it creates, or the one it names."""
    if isinstance(event, FactCreatingEvent):
        return event.fact.fact_id
    if isinstance(event, ConflictResolved):
        return event.kept
    return getattr(event, "fact_id", None)


def touches(event: LedgerEvent, fact_id: str) -> bool:
    return fact_of(event) == fact_id or fact_id in targets_of(event)


def content_fields(event: LedgerEvent) -> dict[str, Any]:
    """value / statement / redacted of an event with content; erased content stays erased."""
    content = getattr(event, "content", None)
    if content is None:
        return {}
    return {"value": None if content.redacted else content.value, "statement": content.statement,
            "redacted": content.redacted}


def is_slot_event(event: LedgerEvent) -> bool:
    return isinstance(event, SlotEvent)


def erased_facts(source: EventSource, *, until: int | None = None) -> set[str]:
    """Every fact id the log says was erased (FactErased / SubjectErased)."""
    out: set[str] = set()
    for _, event in scan(source, until=until):
        if isinstance(event, FactErased):
            out.add(event.fact_id)
        elif isinstance(event, SubjectErased):
            out.update(event.fact_ids)
    return out
