"""Through the command API and the views, on every backend: a statement that ends the value it names,
erasing one side of a conflict, and re-deciding a log whose commands appended more than one event."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time

import replay
from commands import Deny, Erase, Invalidate, Ledger, Remember, open_ledger
from commands.messages import parse_command
from commands.views import StoreEventSource
from ledger.policy import decide

pytestmark = pytest.mark.integration

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
FEB1 = datetime(2026, 2, 1, tzinfo=UTC)
MAR1 = datetime(2026, 3, 1, tzinfo=UTC)
APR1 = datetime(2026, 4, 1, tzinfo=UTC)
QUIT = "I don't use Quokkalang anymore"


def say(ledger: Ledger, at: datetime, value: Any, statement: str, **fields: Any) -> Any:
    fields.setdefault("key", "stack.language")
    with freeze_time(at):
        return ledger.handle(Remember(tenant="acme", subject="alice", value=value, statement=statement, **fields))


def test_saying_a_value_stopped_ends_it_and_keeps_its_history(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    java = say(ledger, JAN1, "Quokkalang", "I develop in Quokkalang")
    ended = say(ledger, MAR1, "Quokkalang", QUIT)
    assert (ended.decision, ended.reason, ended.fact_id, ended.position is not None) == (
        "invalidated", "ended_cue", java.fact_id, True)
    with freeze_time(APR1):
        assert ledger.current("acme", "alice") == []
        assert [f.value for f in ledger.as_of("acme", "alice", valid_at=FEB1)] == ["Quokkalang"]
        assert [f.value for f in ledger.as_of("acme", "alice", valid_at=FEB1, known_at=FEB1)] == ["Quokkalang"]
        now = [(v.status, v.valid_to) for v in ledger.history("acme", "alice", "stack.language") if v.expired_at is None]
        assert now == [("invalidated", MAR1)]
        last = ledger.audit("acme", subject="alice")[-1]
        assert (last.decision, last.reason, last.fact_id) == ("invalidated", "ended_cue", java.fact_id)
    again = say(ledger, APR1, "Quokkalang", "I develop in Quokkalang again")  # a new value, no revival of the old
    assert again.decision == "added" and again.fact_id != java.fact_id


def test_a_refused_ending_changes_nothing_and_says_why(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    allergy = say(ledger, JAN1, "peanuts", "I'm allergic to peanuts", key="health.allergy", kind="safety",
                  cardinality="many")
    refused = say(ledger, MAR1, "peanuts", "I'm no longer allergic to peanuts", key="health.allergy", kind="safety")
    assert (refused.decision, refused.reason, refused.fact_id) == (
        "rejected", "safety_needs_confirmation", allergy.fact_id)
    with freeze_time(APR1):
        assert [(f.fact_id, f.status) for f in ledger.current("acme", "alice", key="health.allergy")] == [
            (allergy.fact_id, "active")]
        ledger.handle(Invalidate(tenant="acme", subject="alice", fact_id=allergy.fact_id))  # the user's own act
        assert ledger.current("acme", "alice", key="health.allergy") == []
        assert [e.decision for e in ledger.audit("acme", subject="alice")] == ["added", "rejected", "invalidated"]


def test_erasing_one_side_of_a_two_sided_conflict_keeps_the_other(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    lyon = say(ledger, JAN1, "Lyon", "I live in Lyon", key="home.city")
    nice = say(ledger, FEB1, "Nice", "I live in Nice", key="home.city")
    assert nice.decision == "conflict"
    with freeze_time(MAR1):
        erased = ledger.handle(Erase(tenant="acme", subject="alice", fact_id=nice.fact_id))
        assert (erased.decision, erased.affected) == ("erased", [lyon.fact_id])
        assert ledger.conflicts("acme", "alice") == []
        assert [(f.value, f.status) for f in ledger.current("acme", "alice")] == [("Lyon", "active")]


def test_erasing_one_side_of_a_three_sided_conflict_leaves_the_others_for_the_user(
        make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    say(ledger, JAN1, "Lyon", "I live in Lyon", key="home.city")
    nice = say(ledger, FEB1, "Nice", "I live in Nice", key="home.city")
    say(ledger, FEB1, "Metz", "I live in Metz", key="home.city")
    with freeze_time(MAR1):
        erased = ledger.handle(Erase(tenant="acme", subject="alice", fact_id=nice.fact_id))
    assert erased.affected == []


def scratch(policy: Any, clock: Any) -> Ledger:
    return open_ledger(policy=policy, views=False, clock=clock)


@pytest.mark.parametrize("drop", [Deny, Erase])
def test_the_recorded_policy_re_decides_every_command_the_same(make_ledger: Callable[..., Ledger],
                                                               drop: type) -> None:
    """A Deny or an Erase of one side of a conflict appends the other side's ConflictResolved too: the
    re-decision runs the command once (before, the ConflictResolved ran again as a ResolveConflict
    and failed: a divergence the policy never made). The ending statement is re-decided from its content."""
    ledger = make_ledger()
    say(ledger, JAN1, "Lyon", "I live in Lyon", key="home.city")
    nice = say(ledger, FEB1, "Nice", "I live in Nice", key="home.city")
    with freeze_time(MAR1):
        ledger.handle(drop(tenant="acme", subject="alice", fact_id=nice.fact_id))
    say(ledger, APR1, "Lyon", "I no longer live in Lyon", key="home.city")
    say(ledger, APR1, "Go", "I write Go", key="stack.language", source="inferred")
    say(ledger, APR1, "Go", "they don't write Go anymore", key="stack.language", source="inferred")
    report = replay.redecide(StoreEventSource(ledger.app), decide, scratch, parse=parse_command)
    assert report.divergences == []
    assert report.same == report.commands == (5 if drop is Deny else 3)  # the erased side and its Erase are skipped
    assert [s.reason for s in report.skipped if s.reason == "rejected_by_policy"] == ["rejected_by_policy"]


def test_an_ending_statement_is_erased_with_its_fact(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)
    java = say(ledger, JAN1, "Quokkalang", "I develop in Quokkalang")
    say(ledger, MAR1, "Quokkalang", QUIT)
    ledger.views.publish()
    with freeze_time(APR1):
        ledger.handle(Erase(tenant="acme", subject="alice", fact_id=java.fact_id))
    ledger.close()
    holding = sorted(p.name for p in home.rglob("*") if p.is_file() and b"Quokkalang" in p.read_bytes())
    assert holding == []


def test_a_temporary_value_in_a_task_ends_on_a_temporary_statement(make_ledger: Callable[..., Ledger]) -> None:
    """A temporary candidate expires by itself (a day on): that expiry read as "an end for a while" and
    "we stopped using Redis" in the task was refused (ends_for_a_while) instead of ending Redis."""
    ledger = make_ledger()
    redis = say(ledger, JAN1, "Redis", "use Redis for this task", key="cache", kind="temporary",
                scope="project:x/task:1")
    later = JAN1 + (FEB1 - JAN1) / 100  # within the day Redis holds
    ended = say(ledger, later, "Redis", "we stopped using Redis", key="cache", kind="temporary",
                scope="project:x/task:1")
    assert (ended.decision, ended.reason, ended.fact_id) == ("invalidated", "ended_cue", redis.fact_id)
    with freeze_time(later):
        assert ledger.get_fact("acme", "alice", redis.fact_id).valid_to == later
