"""Recall of values that no longer hold (DOMAIN.md 5: "status_weight: ... superseded 0.1"; seed 000:
old memories do not vanish, they are hard to recall unless the question is about the past).

Without `include_past` recall ranks only what holds at the time asked about. With it, the values
superseded or ended by then join at weight 0.1: a question about Java, which the user left for Go,
reaches the Java fact, below what holds otherwise.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Correct, Erase, Invalidate, Ledger, Remember
from ledger.errors import InvalidCommand
from projections.recall import PAST_WEIGHT

pytestmark = pytest.mark.integration

T0 = datetime(2026, 1, 10, 9, 0, tzinfo=UTC)


def days(n: float) -> datetime:
    return T0 + timedelta(days=n)


def remember(ledger: Ledger, at: datetime, **kw: Any) -> Any:
    kw.setdefault("tenant", "acme")
    kw.setdefault("subject", "alice")
    with freeze_time(at):
        return ledger.handle(Remember(**kw))


def recall(ledger: Ledger, at: datetime, *args: Any, **kw: Any) -> Any:
    with freeze_time(at):
        return ledger.recall("acme", "alice", *args, **kw)


@pytest.fixture
def ledger(make_ledger: Callable[..., Ledger]) -> Ledger:
    remembered = make_ledger(views=True)
    remember(remembered, T0, key="stack.language", value="Java", statement="I develop in Java", kind="preference")
    remember(remembered, days(10), key="stack.language", value="Go", statement="we migrated to Go",
             kind="preference")
    remember(remembered, days(10), key="home.city", value="Lyon", statement="I live in Lyon")
    return remembered


def test_a_superseded_value_is_recalled_only_when_asked_for_the_past_and_weighs_a_tenth(ledger: Ledger) -> None:
    now = recall(ledger, days(11), "when I still developed in Java")
    assert sorted(r.fact.value for r in now) == ["Go", "Lyon"]
    past = recall(ledger, days(11), "when I still developed in Java", include_past=True)
    java = next(r for r in past if r.fact.value == "Java")
    assert (java.status, java.fact.status, java.status_weight, java.relevance) == (
        "superseded", "superseded", PAST_WEIGHT, 1.0)
    assert java.fact.valid_to == days(10)
    assert not java.needs_confirmation
    assert java.score == pytest.approx((0.4 * 1.0 + 0.4 * java.recency + 0.2 * java.importance) * PAST_WEIGHT)
    assert [r.fact.value for r in past].index("Java") == 2  # below both facts that hold, however relevant
    assert {r.fact.value: r.score for r in past if r.fact.value != "Java"} == {r.fact.value: r.score for r in now}


def test_what_held_at_a_past_time_is_not_past_then(ledger: Ledger) -> None:
    then = recall(ledger, days(11), "Java", valid_at=days(5), include_past=True)
    assert [(r.fact.value, r.status_weight) for r in then] == [("Java", 1.0)]  # Go and Lyon came later


def test_an_ended_value_is_past_and_a_corrected_denied_or_erased_one_never_comes_back(ledger: Ledger) -> None:
    city = next(f for f in ledger.current("acme", "alice") if f.key == "home.city")
    with freeze_time(days(12)):
        fixed = ledger.handle(Correct(tenant="acme", subject="alice", fact_id=city.fact_id, value="Lille"))
    remember(ledger, days(13), key="stack.language", value="Go", statement="I don't use Go anymore",
             kind="preference")
    past = {r.fact.value: r for r in recall(ledger, days(14), include_past=True)}
    assert set(past) == {"Java", "Go", "Lille"}  # Lyon was never true: corrected, not past
    assert past["Go"].fact.status == "invalidated" and past["Go"].status_weight == PAST_WEIGHT
    assert past["Lille"].status_weight == 1.0
    with freeze_time(days(15)):
        ledger.handle(Invalidate(tenant="acme", subject="alice", fact_id=fixed.fact_id))
        java = next(r for r in past.values() if r.fact.value == "Java")
        ledger.handle(Erase(tenant="acme", subject="alice", fact_id=java.fact.fact_id))
    later = {r.fact.value: r.status_weight for r in recall(ledger, days(16), include_past=True)}
    assert later == {"Go": PAST_WEIGHT, "Lille": PAST_WEIGHT}


def test_past_values_keep_to_the_scope_and_context_asked(ledger: Ledger) -> None:
    remember(ledger, days(1), key="db", value="MySQL", scope="project:atlas", context={"env": "prod"})
    remember(ledger, days(2), key="db", value="Postgres", scope="project:atlas", context={"env": "prod"},
             statement="we migrated to Postgres")
    assert "MySQL" not in [r.fact.value for r in recall(ledger, days(3), include_past=True)]  # global
    in_atlas = recall(ledger, days(3), scope="project:atlas", context={"env": "test"}, include_past=True)
    assert "MySQL" not in [r.fact.value for r in in_atlas]  # another context
    prod = recall(ledger, days(3), scope="project:atlas", context={"env": "prod"}, include_past=True)
    assert {r.fact.value: r.status_weight for r in prod if r.fact.key == "db"} == {"Postgres": 1.0,
                                                                                   "MySQL": PAST_WEIGHT}


def test_include_past_must_be_a_flag(ledger: Ledger) -> None:
    with pytest.raises(InvalidCommand) as raised:
        recall(ledger, days(11), include_past="yes")
    assert raised.value.field == "include_past"


def test_the_ledger_lists_past_values_for_a_person(ledger: Ledger) -> None:
    """DOMAIN.md 6: a user lists what is remembered with its status, superseded values included."""
    with freeze_time(days(11)):
        gone = ledger.ended("acme", "alice")
        assert [(f.value, f.status, f.valid_to) for f in gone] == [("Java", "superseded", days(10))]
        assert ledger.ended("acme", "alice", before=days(9)) == []  # Java still held then
        assert ledger.ended("acme", "alice", before="2026-01-20T09:00:00Z") == gone  # ISO text, as as_of takes
        with pytest.raises(InvalidCommand) as raised:
            ledger.ended("acme", "alice", before="soon")
        assert raised.value.field == "before"
