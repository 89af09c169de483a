"""Review 4 (read side): recall's retention must not depend on what happened after the time asked about."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
from freezegun import freeze_time

from commands import Invalidate, Ledger, Remember

pytestmark = pytest.mark.integration

T0 = datetime(2026, 1, 10, 9, 0, tzinfo=UTC)


def days(n: float) -> datetime:
    return T0 + timedelta(days=n)


@pytest.fixture
def ledger(make_ledger: Callable[..., Ledger]) -> Ledger:
    return make_ledger(views=True)


def _recalled(ledger: Ledger, at: datetime, valid_at: datetime) -> list[tuple[object, str, float, bool]]:
    with freeze_time(at):
        return [(r.fact.value, r.status, r.status_weight, r.needs_confirmation)
                for r in ledger.recall("acme", "alice", valid_at=valid_at)]


def test_a_preference_unused_for_a_year_stays_stale_after_it_is_superseded(ledger: Ledger) -> None:
    # DOMAIN 5: a preference unused for 365 days is demoted to pending confirmation. Asked about
    # day 400, recall said so; once the user changed the preference on day 500, the same question
    # about day 400 read the old preference as a fully weighted value that needs no confirmation
    with freeze_time(T0):
        ledger.handle(Remember(tenant="acme", subject="alice", key="diet", value="vegan", kind="preference"))
    before = _recalled(ledger, days(450), days(400))
    assert before == [("vegan", "stale", 0.5, True)]
    with freeze_time(days(500)):
        changed = ledger.handle(Remember(tenant="acme", subject="alice", key="diet", value="vegetarian",
                                         kind="preference", statement="I switched to vegetarian"))
    assert changed.decision == "superseded"
    assert _recalled(ledger, days(501), days(400)) == before


def test_a_preference_unused_for_a_year_stays_stale_after_it_is_invalidated(ledger: Ledger) -> None:
    with freeze_time(T0):
        fact = ledger.handle(Remember(tenant="acme", subject="alice", key="diet", value="vegan",
                                      kind="preference")).fact_id or ""
    before = _recalled(ledger, days(450), days(400))
    with freeze_time(days(500)):
        ledger.handle(Invalidate(tenant="acme", subject="alice", fact_id=fact, reason="stopped"))
    assert _recalled(ledger, days(501), days(400)) == before == [("vegan", "stale", 0.5, True)]
