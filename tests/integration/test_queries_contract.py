"""The four questions of DOMAIN.md §3 through the ledger's queries, on every event store."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from freezegun import freeze_time

from commands import Correct, Ledger, Remember

pytestmark = pytest.mark.integration


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def values(facts) -> dict[str, object]:  # type: ignore[no-untyped-def]
    return {f.key: f.value for f in facts}


@pytest.fixture
def story(make_ledger: Callable[..., Ledger]) -> Ledger:
    """Berlin from 2024; on 10 June 2026 'I moved to Munich on 1 May'; a title corrected on 1 July."""
    ledger = make_ledger(views=True)
    r = lambda at, **kw: _at(ledger, at, Remember(tenant="acme", subject="alice", **kw))
    r(utc(2026, 1, 10), key="home.city", value="Berlin", valid_from=utc(2024, 6, 1))
    title = r(utc(2026, 1, 10), key="job.title", value="backend engineer")
    r(utc(2026, 6, 10), key="home.city", value="Munich", statement="I moved to Munich on 1 May",
      valid_from=utc(2026, 5, 1))
    _at(ledger, utc(2026, 7, 1), Correct(tenant="acme", subject="alice", fact_id=title.fact_id or "",
                                         value="architect", statement="sorry, I meant architect"))
    return ledger


def _at(ledger: Ledger, at: datetime, command):  # type: ignore[no-untyped-def]
    with freeze_time(at):
        return ledger.handle(command)


def test_what_holds_now(story: Ledger) -> None:
    with freeze_time(utc(2026, 8, 1)):
        assert values(story.current("acme", "alice")) == {"home.city": "Munich", "job.title": "architect"}


def test_what_held_then_as_we_know_today_sees_late_news(story: Ledger) -> None:
    with freeze_time(utc(2026, 8, 1)):
        assert values(story.as_of("acme", "alice", valid_at=utc(2026, 5, 15)))["home.city"] == "Munich"
        assert values(story.as_of("acme", "alice", valid_at=utc(2026, 4, 30)))["home.city"] == "Berlin"
        # the correction rewrote the past too: the title was never 'backend engineer'
        assert values(story.as_of("acme", "alice", valid_at=utc(2026, 2, 1)))["job.title"] == "architect"


def test_half_open_boundary_exactly_one_version_holds(story: Ledger) -> None:
    with freeze_time(utc(2026, 8, 1)):
        at_boundary = story.as_of("acme", "alice", valid_at=utc(2026, 5, 1), key="home.city")
    assert [f.value for f in at_boundary] == ["Munich"]


def test_what_the_ledger_believed_then(story: Ledger) -> None:
    with freeze_time(utc(2026, 8, 1)):
        before_news = story.as_of("acme", "alice", known_at=utc(2026, 6, 1))
        before_fix = story.as_of("acme", "alice", known_at=utc(2026, 6, 30))
        both = story.as_of("acme", "alice", valid_at=utc(2026, 5, 15), known_at=utc(2026, 6, 1))
    assert values(before_news) == {"home.city": "Berlin", "job.title": "backend engineer"}
    assert values(before_fix) == {"home.city": "Munich", "job.title": "backend engineer"}
    assert values(both)["home.city"] == "Berlin"  # on 1 June we did not know about the move yet


def test_history_shows_every_version_with_both_time_lines(story: Ledger) -> None:
    history = story.history("acme", "alice", "home.city")
    berlin = [v for v in history if v.value == "Berlin"]
    assert {(v.valid_to, v.expired_at) for v in berlin} == {(None, utc(2026, 6, 10)), (utc(2026, 5, 1), None)}
    assert [v.recorded_at for v in history] == sorted(v.recorded_at for v in history)


def test_scope_shadowing_context_filter_and_tenant_isolation(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    r = lambda **kw: ledger.handle(Remember(subject="alice", key="stack.language", **kw))
    r(tenant="acme", value="Java")
    r(tenant="acme", value="Go", scope="project:atlas")
    r(tenant="acme", value="Rust", scope="project:atlas/task:42")
    r(tenant="globex", value="COBOL")
    ledger.handle(Remember(tenant="acme", subject="alice", key="deploy.target", value="k8s",
                           context={"env": "production"}))
    ledger.handle(Remember(tenant="acme", subject="alice", key="deploy.target", value="laptop",
                           context={"env": "test"}))
    lang = lambda scope: [f.value for f in ledger.current("acme", "alice", scope=scope, key="stack.language")]
    assert lang("global") == ["Java"]
    assert lang("project:atlas") == ["Go"]
    assert lang("project:atlas/task:42") == ["Rust"]
    prod = ledger.current("acme", "alice", key="deploy.target", context={"env": "production"})
    assert [f.value for f in prod] == ["k8s"]
    assert [f.value for f in ledger.current("globex", "alice")] == ["COBOL"]
    assert all(e.tenant == "acme" for e in ledger.audit("acme"))
    assert [f.value for f in ledger.current("acme", "bob")] == []
