"""An Invalidate with a future `valid_to` schedules an end that has not happened (review 10, item 2).

The fact still holds until then: `current()` lists it as `active` (with that `valid_to`), and a
second Invalidate may move its end earlier, never later, never before its start; once the end has
passed it is an ended value (`ended()`, `invalidated`) and cannot be invalidated again.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from freezegun import freeze_time

from commands import Invalidate, Ledger, Remember
from ledger.errors import InvalidCommand, InvalidTransition

pytestmark = pytest.mark.integration

T = {"tenant": "acme", "subject": "alice"}
CITY = {**T, "key": "home.city"}
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


def test_a_future_end_still_holds_and_can_be_moved_earlier(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        oslo = ledger.handle(Remember(**CITY, value="Oslo", valid_from=utc(2025, 1, 1)))
        fid = oslo.fact_id or ""
        assert ledger.handle(Invalidate(**T, fact_id=fid, valid_to=utc(2030, 1, 1))).decision == "invalidated"
        now = ledger.current("acme", "alice", key="home.city")
        assert [(f.value, f.status, f.valid_to) for f in now] == [("Oslo", "active", utc(2030, 1, 1))]
        assert ledger.ended("acme", "alice", key="home.city") == []
        assert [r.fact.status for r in ledger.recall("acme", "alice", "Oslo")] == ["active"]

        moved = ledger.handle(Invalidate(**T, fact_id=fid, valid_to=utc(2027, 1, 1)))  # earlier: accepted
        assert moved.decision == "invalidated"
        assert [f.valid_to for f in ledger.current("acme", "alice", key="home.city")] == [utc(2027, 1, 1)]

        with pytest.raises(InvalidCommand) as later:  # never later than the end already recorded
            ledger.handle(Invalidate(**T, fact_id=fid, valid_to=utc(2028, 1, 1)))
        assert later.value.field == "valid_to"
        with pytest.raises(InvalidCommand) as before_start:  # never before its start
            ledger.handle(Invalidate(**T, fact_id=fid, valid_to=utc(2024, 1, 1)))
        assert before_start.value.field == "valid_to"

        ledger.handle(Invalidate(**T, fact_id=fid))  # now
        assert ledger.current("acme", "alice", key="home.city") == []
        assert [(f.value, f.status) for f in ledger.ended("acme", "alice", key="home.city")] == [("Oslo", "invalidated")]
        with pytest.raises(InvalidTransition):  # its end has passed: nothing left to end
            ledger.handle(Invalidate(**T, fact_id=fid))


def test_a_scheduled_end_that_has_passed_cannot_be_moved(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        oslo = ledger.handle(Remember(**CITY, value="Oslo", valid_from=utc(2025, 1, 1)))
        ledger.handle(Invalidate(**T, fact_id=oslo.fact_id or "", valid_to=utc(2026, 6, 1)))
    with freeze_time(utc(2026, 7, 1)):
        assert [f.status for f in ledger.ended("acme", "alice", key="home.city")] == ["invalidated"]
        with pytest.raises(InvalidTransition) as err:
            ledger.handle(Invalidate(**T, fact_id=oslo.fact_id or "", valid_to=utc(2026, 5, 1)))
        assert err.value.field == "fact_id"
