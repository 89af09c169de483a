"""Review 6 (the memory rules of the seeds), through a ledger: what a user sees after realistic inputs."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from freezegun import freeze_time

from commands import Confirm, Deny, Remember, open_ledger
from commands.ledger import Ledger

pytestmark = pytest.mark.integration

T, S = "acme", "alice"
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def remember(ledger: Ledger, key: str, value: object, statement: str | None = None, **kw: object):  # type: ignore[no-untyped-def]
    return ledger.handle(Remember(tenant=T, subject=S, key=key, value=value, statement=statement, **kw))  # type: ignore[arg-type]


def believed(ledger: Ledger, key: str, scope: str = "global") -> list[tuple[object, str]]:
    return sorted(((f.value, f.status) for f in ledger.current(T, S, key=key, scope=scope)), key=repr)


# -- denying one side of a conflict ---------------------------------------------------------------
# Seed 000 §10: a conflict is shown "待确认" with [确认] [否认]; the decision is handed back to the user.
# Denying one of its two sides is that decision: the other is what the user holds.

def test_denying_one_side_of_a_two_sided_conflict_keeps_the_other() -> None:
    ledger = open_ledger()
    with freeze_time(T0):
        paris = remember(ledger, "home.city", "Paris", "I live in Paris")
    with freeze_time(T0 + timedelta(days=10)):
        berlin = remember(ledger, "home.city", "Berlin", "I live in Berlin")
        assert berlin.decision == "conflict"
        denied = ledger.handle(Deny(tenant=T, subject=S, fact_id=berlin.fact_id))
    assert denied.decision == "denied"
    assert paris.fact_id in denied.affected
    assert believed(ledger, "home.city") == [("Paris", "active")]
    assert ledger.conflicts(T, S) == []
    assert ledger.get_fact(T, S, berlin.fact_id).status == "denied"


def test_denying_the_older_side_keeps_the_newer_one_as_the_value() -> None:
    ledger = open_ledger()
    with freeze_time(T0):
        paris = remember(ledger, "home.city", "Paris")
    with freeze_time(T0 + timedelta(days=10)):
        berlin = remember(ledger, "home.city", "Berlin")
        ledger.handle(Deny(tenant=T, subject=S, fact_id=paris.fact_id))
    assert believed(ledger, "home.city") == [("Berlin", "active")]
    assert ledger.get_fact(T, S, berlin.fact_id).status == "active"
    assert ledger.conflicts(T, S) == []


def test_denying_one_side_of_a_three_sided_conflict_leaves_the_other_two_for_the_user() -> None:
    ledger = open_ledger()
    remember(ledger, "home.city", "Paris")
    remember(ledger, "home.city", "Berlin")
    rome = remember(ledger, "home.city", "Rome")
    ledger.handle(Deny(tenant=T, subject=S, fact_id=rome.fact_id))
    assert believed(ledger, "home.city") == [("Berlin", "conflicted"), ("Paris", "conflicted")]


def test_denying_one_of_two_conflicting_guesses_does_not_make_the_other_a_fact() -> None:
    ledger = open_ledger()
    mac = remember(ledger, "device.os", "macOS", source="inferred")
    linux = remember(ledger, "device.os", "Linux", source="inferred")
    assert linux.decision == "conflict"
    ledger.handle(Deny(tenant=T, subject=S, fact_id=linux.fact_id))
    # DOMAIN §4: a guess is never dressed up as a fact; only the user's confirmation makes it one
    assert ledger.get_fact(T, S, mac.fact_id).status != "active"
    ledger.handle(Confirm(tenant=T, subject=S, fact_id=mac.fact_id))
    assert believed(ledger, "device.os") == [("macOS", "active")]


# -- one-off instructions ---------------------------------------------------------------------------
# DOMAIN §4: temporary context ("just this once") does not become a long-term fact: it lives in a task
# scope with an expiry, or is refused. Seed 004 §1.5: "单次任务中用户说'这次用 Java'可以覆盖全局的 Python 偏好，但不应该
# 永久修改高层级的记忆"; seed 001: a one-off permission "只应属于当前 Run，不能写成永久授权".

ONE_OFF = ["Just this once, use Java", "Use Java just for this task", "Only this time: Java please",
           "这次用 Java", "就这一次，换成 Java", "仅限本次任务用 Java"]


@pytest.mark.parametrize("statement", ONE_OFF)
def test_a_one_off_instruction_never_touches_the_long_term_preference(statement: str) -> None:
    ledger = open_ledger()
    remember(ledger, "stack.language", "Python", "Always write my code in Python", kind="preference")
    once = remember(ledger, "stack.language", "Java", statement, kind="preference")
    assert (once.decision, once.reason) == ("rejected", "temporary_outside_task_scope")
    assert believed(ledger, "stack.language") == [("Python", "active")]
    assert ledger.conflicts(T, S) == []


@pytest.mark.parametrize("statement", ONE_OFF)
def test_a_one_off_instruction_in_a_task_scope_shadows_the_preference_and_expires(statement: str) -> None:
    ledger = open_ledger()
    task = "project:atlas/task:42"
    with freeze_time(T0):
        remember(ledger, "stack.language", "Python", "Always write my code in Python", kind="preference")
        once = remember(ledger, "stack.language", "Java", statement, kind="preference", scope=task)
        assert once.decision == "added"
        assert ledger.get_fact(T, S, once.fact_id).valid_to is not None  # it expires
        assert ("Java", "active") in believed(ledger, "stack.language", scope=task)
    with freeze_time(T0 + timedelta(days=30)):
        assert believed(ledger, "stack.language", scope=task) == [("Python", "active")]
        assert believed(ledger, "stack.language") == [("Python", "active")]


@pytest.mark.parametrize("statement", ["This time last year I moved to Berlin", "这次搬家以后我住在柏林",
                                       "I use Java for now and forever", "我这次用了 Redis 解决缓存问题"])
def test_long_term_facts_that_merely_mention_this_time_are_stored(statement: str) -> None:
    ledger = open_ledger()
    assert remember(ledger, "home.city", "Berlin", statement).decision == "added"


@pytest.mark.parametrize("statement", ["We moved to Porto in May. Just for tonight, find me a table near the river.",
                                       "搬到波尔图了。下周去里斯本出差，帮我订酒店"])
def test_a_trip_elsewhere_in_the_message_leaves_the_fact_long_term(statement: str) -> None:
    """A whole message: the evening or the trip is temporary, the move it also tells is not. Globally the
    move supersedes; in a task scope the fact gets no expiry (before, both read the message as one-off)."""
    with freeze_time(T0):
        ledger = open_ledger()
        remember(ledger, "home.city", "Lisbon", "I live in Lisbon")
        assert remember(ledger, "home.city", "Porto" if "Porto" in statement else "波尔图", statement).decision == "superseded"
        in_task = remember(ledger, "home.city", "Porto" if "Porto" in statement else "波尔图", statement,
                           scope="project:atlas/task:42")
        assert in_task.decision == "added"
        assert ledger.get_fact(T, S, in_task.fact_id).valid_to is None


# -- "forget that" is a retraction, never a fact ---------------------------------------------------------
# DOMAIN §2: a retraction ("forget that", "delete my address") is erasure (§6), "keeping it would not be
# compliant"; seed 002 §7: "把撤回当成作废会不合规". An agent that passes the user's "forget that I live in
# Berlin" to Remember must not get the very content the user withdrew stored (or reinforced).

RETRACTIONS = ["Please forget that I live in Berlin", "Forget my address: Berlin", "Delete my home city, Berlin",
               "Can you forget that I live in Berlin?", "Don't remember that I live in Berlin",
               "请忘掉我住在柏林", "把我住在柏林这件事删掉", "别记住我住在柏林"]


@pytest.mark.parametrize("statement", RETRACTIONS)
def test_a_retraction_sent_as_remember_stores_nothing(statement: str) -> None:
    ledger = open_ledger()
    result = remember(ledger, "home.city", "Berlin", statement)
    assert (result.decision, result.reason) == ("rejected", "retraction")
    assert ledger.current(T, S) == []
    assert all(statement not in repr(e) for e in ledger.audit(T))


@pytest.mark.parametrize("statement", RETRACTIONS)
def test_a_retraction_does_not_reinforce_what_the_user_withdrew(statement: str) -> None:
    ledger = open_ledger()
    with freeze_time(T0):
        berlin = remember(ledger, "home.city", "Berlin", "I live in Berlin")
    with freeze_time(T0 + timedelta(days=10)):
        assert remember(ledger, "home.city", "Berlin", statement).decision == "rejected"
    fact = ledger.get_fact(T, S, berlin.fact_id)
    assert (fact.evidence_count, fact.last_seen) == (1, T0)


@pytest.mark.parametrize("statement", ["I always forget my umbrella", "我忘记带伞了", "I deleted my Facebook account",
                                       "我把微信删掉了", "Don't forget I'm vegetarian"])
def test_statements_that_merely_use_the_words_are_stored(statement: str) -> None:
    assert remember(open_ledger(), "note", "x", statement).decision == "added"
