"""Review 11: the replay timeline and explain show the valid start a `FactReinforced` moved back
(policy 2026.12-15: the same value dated before a start that was only its recording time)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from freezegun import freeze_time

import replay
from commands import Ledger, Remember
from commands.views import StoreEventSource

pytestmark = pytest.mark.integration

T, S = "acme", "alice"


def at(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)


def say(ledger: Ledger, when: datetime, key: str, value: Any, statement: str, **fields: Any) -> Any:
    with freeze_time(when):
        return ledger.handle(Remember(tenant=T, subject=S, key=key, value=value, statement=statement, **fields))


def test_the_timeline_shows_the_start_a_reinforcement_moved(make_ledger: Callable[..., Ledger]) -> None:
    # a post-mortem reads the log: the event that moved Acme's start back must say where to
    ledger = make_ledger()
    say(ledger, at(2026, 1, 1), "job.employer", "Acme", "I work at Acme")
    moved = say(ledger, at(2026, 2, 10), "job.employer", "Acme", "been at Acme since April last year",
                valid_from=at(2025, 4, 1))
    assert moved.reason == "earlier_start"
    entries = replay.timeline(StoreEventSource(ledger.app), T, S, key="job.employer")
    assert [(e.event_type, e.valid_from) for e in entries] == [
        ("FactAsserted", at(2026, 1, 1)), ("FactReinforced", at(2025, 4, 1))]
    lineage = replay.explain(StoreEventSource(ledger.app), T, S, moved.fact_id)
    assert [e.valid_from for e in lineage.events] == [at(2025, 4, 1)]
