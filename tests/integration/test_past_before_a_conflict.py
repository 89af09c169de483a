"""A conflict flagged today casts no doubt on the days before its rival began: asked what held then, as known now, the
ledger answers the value alone there as active (it answered nothing, the value being conflicted now). Where both
values held, and now, both stay conflicted."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from freezegun import freeze_time

from commands import Remember
from commands.ledger import Ledger

pytestmark = pytest.mark.integration


def test_the_days_before_a_rival_began_read_the_value_alone(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time("2026-01-01 12:00"):
        ledger.handle(Remember(tenant="acme", subject="bo", key="work.employer", value="京东", statement="在京东搬砖"))
    with freeze_time("2026-01-31 12:00"):
        assert ledger.handle(Remember(tenant="acme", subject="bo", key="work.employer", value="拼多多",
                                      statement="拼多多打工人报到")).decision == "conflict"
    with freeze_time("2026-02-10"):
        def read(**kw: datetime) -> list[tuple[str, str]]:
            return sorted((f.value, f.status) for f in ledger.as_of("acme", "bo", key="work.employer", **kw))

        assert read(valid_at=datetime(2026, 1, 15, tzinfo=UTC)) == [("京东", "active")]
        assert read(valid_at=datetime(2026, 2, 5, tzinfo=UTC)) == [("京东", "conflicted"), ("拼多多", "conflicted")]
        assert read() == [("京东", "conflicted"), ("拼多多", "conflicted")]  # now: the user has to settle it
        assert sorted(f.status for f in ledger.current("acme", "bo")) == ["conflicted", "conflicted"]
        assert [f.value for f in ledger.conflicts("acme", "bo")] == ["京东", "拼多多"]
