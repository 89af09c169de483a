"""The command API's contract, run once per event store: in memory, SQLite, PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from freezegun import freeze_time

from commands import Confirm, Correct, Deny, Erase, Invalidate, Ledger, Remember, ResolveConflict
from ledger.errors import FactNotFound, InvalidCommand, InvalidTransition

pytestmark = pytest.mark.integration

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def remember(ledger: Ledger, **kw: object):  # type: ignore[no-untyped-def]
    kw.setdefault("tenant", "acme")
    kw.setdefault("subject", "alice")
    return ledger.handle(Remember(**kw))  # type: ignore[arg-type]


def status(ledger: Ledger, fact_id: str, tenant: str = "acme", subject: str = "alice") -> str:
    return ledger.get_fact(tenant, subject, fact_id).status


def test_same_fact_again_is_reinforced_not_duplicated(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    with freeze_time(T0):
        first = remember(ledger, key="stack.language", value="Java", statement="I use Java")
    with freeze_time("2026-03-05"):
        again = remember(ledger, key="stack.language", value="java", statement="I use Java")
    assert again.decision == "reinforced" and again.fact_id == first.fact_id
    fact = ledger.get_fact("acme", "alice", first.fact_id)  # type: ignore[arg-type]
    assert fact.evidence_count == 2
    assert fact.last_seen == datetime(2026, 3, 5, tzinfo=UTC)


@pytest.mark.parametrize("statement", ["we migrated to Go", "我们迁到 Go 了", "以后换成 Go"])
def test_change_cue_supersedes_and_keeps_history(make_ledger: Callable[..., Ledger], statement: str) -> None:
    ledger = make_ledger()
    with freeze_time(T0):
        java = remember(ledger, key="stack.language", value="Java", statement="I develop in Java")
    with freeze_time("2026-06-01"):
        go = remember(ledger, key="stack.language", value="Go", statement=statement)
    assert go.decision == "superseded" and go.reason == "change_cue"
    assert go.affected == [java.fact_id]
    old = ledger.get_fact("acme", "alice", java.fact_id)  # type: ignore[arg-type]
    assert old.status == "superseded"
    assert old.valid_to == datetime(2026, 6, 1, tzinfo=UTC)
    assert old.expired_at is None  # still believed: it held until June
    assert old.value == "Java"


def test_contradiction_without_cue_is_flagged_never_replaced(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    java = remember(ledger, key="stack.language", value="Java", statement="I only use Java")
    clash = remember(ledger, key="stack.language", value="Python", statement="I write Python")
    assert clash.decision == "conflict" and clash.affected == [java.fact_id]
    assert status(ledger, java.fact_id) == "conflicted"  # type: ignore[arg-type]
    assert status(ledger, clash.fact_id) == "conflicted"  # type: ignore[arg-type]
    resolved = ledger.handle(ResolveConflict(tenant="acme", subject="alice", keep=java.fact_id))  # type: ignore[arg-type]
    assert resolved.decision == "resolved" and resolved.affected == [clash.fact_id]
    assert status(ledger, java.fact_id) == "active"  # type: ignore[arg-type]
    assert status(ledger, clash.fact_id) == "denied"  # type: ignore[arg-type]


def test_second_allergy_is_added_not_superseded(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    peanuts = remember(ledger, key="health.allergy", value="peanuts", kind="safety", cardinality="many")
    shellfish = remember(ledger, key="health.allergy", value="shellfish", kind="safety", cardinality="many",
                         statement="我对海鲜也过敏")
    assert shellfish.decision == "added"
    assert status(ledger, peanuts.fact_id) == "active"  # type: ignore[arg-type]
    assert status(ledger, shellfish.fact_id) == "active"  # type: ignore[arg-type]


def test_more_specific_value_refines_the_general_one(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    java = remember(ledger, key="stack.framework", value="Java")
    specific = remember(ledger, key="stack.framework", value="Java 21 + Spring Boot 3")
    assert specific.decision == "refined" and specific.affected == [java.fact_id]
    assert status(ledger, java.fact_id) == "superseded"  # type: ignore[arg-type]


def test_correction_expires_the_old_record_in_transaction_time_only(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    with freeze_time(T0):
        title = remember(ledger, key="job.title", value="backend engineer")
    with freeze_time("2026-04-01"):
        fixed = ledger.handle(Correct(tenant="acme", subject="alice", fact_id=title.fact_id,  # type: ignore[arg-type]
                                      value="architect", statement="sorry, I meant architect, never backend"))
    assert fixed.decision == "corrected" and fixed.affected == [title.fact_id]
    old = ledger.get_fact("acme", "alice", title.fact_id)  # type: ignore[arg-type]
    new = ledger.get_fact("acme", "alice", fixed.fact_id)  # type: ignore[arg-type]
    assert old.status == "corrected"
    assert old.expired_at == datetime(2026, 4, 1, tzinfo=UTC)
    assert old.valid_to is None  # valid time untouched
    assert new.valid_from == old.valid_from == T0
    assert new.source == "user_corrected"


def test_correction_cue_in_chinese_corrects(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    with freeze_time(T0):
        city = remember(ledger, key="home.city", value="杭州")
    with freeze_time("2026-04-01"):
        fixed = remember(ledger, key="home.city", value="苏州", statement="说错了，我住在苏州")
    assert fixed.decision == "corrected"
    assert ledger.get_fact("acme", "alice", fixed.fact_id).valid_from == T0  # type: ignore[arg-type]
    assert status(ledger, city.fact_id) == "corrected"  # type: ignore[arg-type]


def test_late_arriving_move_lands_on_the_valid_timeline(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    with freeze_time("2026-01-01"):
        berlin = remember(ledger, key="home.city", value="Berlin")
    with freeze_time("2026-06-10"):
        munich = remember(ledger, key="home.city", value="Munich", statement="I moved to Munich on 1 May",
                          valid_from=datetime(2026, 5, 1, tzinfo=UTC))
    assert munich.decision == "superseded"
    fact = ledger.get_fact("acme", "alice", munich.fact_id)  # type: ignore[arg-type]
    assert fact.valid_from == datetime(2026, 5, 1, tzinfo=UTC)
    assert fact.recorded_at == datetime(2026, 6, 10, tzinfo=UTC)
    assert ledger.get_fact("acme", "alice", berlin.fact_id).valid_to == datetime(2026, 5, 1, tzinfo=UTC)  # type: ignore[arg-type]


def test_inferred_guess_stays_pending_and_never_overrides_user(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    stated = remember(ledger, key="diet", value="vegetarian", source="user_stated")
    guess = remember(ledger, key="diet", value="vegan", source="inferred", statement="now uses vegan recipes",
                     confidence=0.6)
    assert guess.decision == "pending" and guess.reason == "lower_priority_source"
    assert status(ledger, stated.fact_id) == "active"  # type: ignore[arg-type]
    fresh = remember(ledger, key="hobby", value="chess", source="inferred")
    assert fresh.decision == "pending"
    assert ledger.handle(Confirm(tenant="acme", subject="alice", fact_id=fresh.fact_id)).decision == "confirmed"  # type: ignore[arg-type]
    assert status(ledger, fresh.fact_id) == "active"  # type: ignore[arg-type]
    assert ledger.handle(Deny(tenant="acme", subject="alice", fact_id=guess.fact_id)).decision == "denied"  # type: ignore[arg-type]
    assert status(ledger, guess.fact_id) == "denied"  # type: ignore[arg-type]


def test_write_gate_refuses_and_records_the_refusal_without_content(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    secret = remember(ledger, key="note", value="my api key is sk-live-abcdefghijklmnop1234")
    card = remember(ledger, key="payment", value="4111 1111 1111 1111")
    web = remember(ledger, key="company.ceo", value="Mallory", source="external")
    temp = remember(ledger, key="weather", value="hot", kind="temporary")
    assert [r.decision for r in (secret, card, web, temp)] == ["rejected"] * 4
    assert [r.reason for r in (secret, card, web, temp)] == [
        "prohibited_content", "prohibited_content", "external_source", "temporary_outside_task_scope"]
    allowed = remember(ledger, key="company.ceo", value="Mallory", source="external", allow_external=True)
    assert allowed.decision == "pending"
    task = remember(ledger, key="weather", value="hot", kind="temporary", scope="project:atlas/task:42")
    assert task.decision == "added"
    assert ledger.get_fact("acme", "alice", task.fact_id).valid_to is not None  # type: ignore[arg-type]


def test_safety_fact_is_not_replaced_by_cue_words_alone(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    blood = remember(ledger, key="health.blood_type", value="A+", kind="safety")
    change = remember(ledger, key="health.blood_type", value="B+", kind="safety", statement="it changed to B+")
    assert change.decision == "conflict" and change.reason == "safety_needs_confirmation"
    assert status(ledger, blood.fact_id) == "conflicted"  # type: ignore[arg-type]


def test_explicit_relation_outranks_cue_words(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    remember(ledger, key="lang.spoken", value="English", cardinality="many")
    added = remember(ledger, key="lang.spoken", value="German", cardinality="many",
                     statement="I switched to German at work", relation="supplement")
    assert added.decision == "added"
    city = remember(ledger, key="home.city", value="Paris")
    changed = remember(ledger, key="home.city", value="Lyon", relation="change")
    assert changed.decision == "superseded" and changed.affected == [city.fact_id]


def test_command_id_makes_retries_idempotent(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    first = remember(ledger, key="home.city", value="Oslo", command_id="agent-7:msg-1")
    position = ledger.max_position()
    again = remember(ledger, key="home.city", value="Oslo", command_id="agent-7:msg-1")
    assert (again.decision, again.fact_id, again.reason) == (first.decision, first.fact_id, first.reason)
    assert again.position is None and again.replayed
    assert ledger.max_position() == position  # nothing appended


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"tenant": ""}, "tenant"),
        ({"subject": "  "}, "subject"),
        ({"source": "rumour"}, "source"),
        ({"kind": "gossip"}, "kind"),
        ({"confidence": 1.5}, "confidence"),
        ({"valid_from": datetime(2026, 5, 1, tzinfo=UTC), "valid_to": datetime(2026, 4, 1, tzinfo=UTC)}, "valid_to"),
        ({"key": ""}, "key"),
        ({"scope": "project:atlas//task"}, "scope"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_bad_input_is_a_typed_error_naming_the_field(fields: dict[str, object], field: str | None) -> None:
    base: dict[str, object] = {"tenant": "acme", "subject": "alice", "key": "k", "value": "v"}
    with pytest.raises(InvalidCommand) as err:
        Remember(**{**base, **fields})  # type: ignore[arg-type]
    assert err.value.field == field
    assert "valid_to" in str(err.value) if field is None else field in str(err.value)


def test_fact_of_another_tenant_looks_exactly_like_a_missing_one(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    mine = remember(ledger, key="home.city", value="Oslo")
    position = ledger.max_position()
    missing = mine.fact_id[:-1] + "9"  # type: ignore[index]
    errors = []
    for tenant, subject, fact_id in [("evil", "alice", mine.fact_id), ("acme", "bob", mine.fact_id),
                                     ("acme", "alice", missing), ("acme", "alice", "not-an-id")]:
        with pytest.raises(FactNotFound) as err:
            ledger.handle(Confirm(tenant=tenant, subject=subject, fact_id=fact_id))  # type: ignore[arg-type]
        errors.append((type(err.value), err.value.field, str(err.value).replace(str(fact_id), "ID")))
    assert len(set(errors)) == 1
    assert ledger.max_position() == position
    assert status(ledger, mine.fact_id) == "active"  # type: ignore[arg-type]


def test_rejected_command_changes_nothing_stored(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    fact = remember(ledger, key="home.city", value="Oslo")
    position = ledger.max_position()
    with pytest.raises(InvalidTransition):
        ledger.handle(Confirm(tenant="acme", subject="alice", fact_id=fact.fact_id))  # type: ignore[arg-type]
    with pytest.raises(InvalidCommand):
        ledger.handle(Invalidate(tenant="acme", subject="alice", fact_id=fact.fact_id,  # type: ignore[arg-type]
                                 valid_to=datetime(2000, 1, 1, tzinfo=UTC)))
    assert ledger.max_position() == position
    assert status(ledger, fact.fact_id) == "active"  # type: ignore[arg-type]


def test_erasing_a_fact_redacts_it_and_keeps_that_it_happened(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    address = remember(ledger, key="home.address", value="12 Elm Street", statement="I live at 12 Elm Street")
    city = remember(ledger, key="home.city", value="Oslo")
    erased = ledger.handle(Erase(tenant="acme", subject="alice", fact_id=address.fact_id))
    assert erased.decision == "erased"
    fact = ledger.get_fact("acme", "alice", address.fact_id)  # type: ignore[arg-type]
    assert fact.status == "erased" and fact.value is None and fact.content.redacted
    assert ledger.get_fact("acme", "alice", city.fact_id).value == "Oslo"  # type: ignore[arg-type]
    reopened = make_ledger()  # a fresh process reads the stored, sealed events
    if reopened.app.env.get("PERSISTENCE_MODULE") != "eventsourcing.popo":
        again = reopened.get_fact("acme", "alice", address.fact_id)  # type: ignore[arg-type]
        assert again.status == "erased" and again.value is None
        assert reopened.get_fact("acme", "alice", city.fact_id).value == "Oslo"  # type: ignore[arg-type]


def test_erasing_a_subject_erases_every_fact_of_it_and_no_other(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    a = [remember(ledger, key=k, value=v) for k, v in [("home.city", "Oslo"), ("job.title", "pilot")]]
    bob = remember(ledger, subject="bob", key="home.city", value="Rome")
    result = ledger.handle(Erase(tenant="acme", subject="alice"))
    assert sorted(result.affected) == sorted(r.fact_id for r in a)  # type: ignore[type-var]
    assert all(status(ledger, r.fact_id) == "erased" for r in a)  # type: ignore[arg-type]
    assert ledger.get_fact("acme", "bob", bob.fact_id).value == "Rome"  # type: ignore[arg-type]
    with pytest.raises(InvalidTransition):
        ledger.handle(Confirm(tenant="acme", subject="alice", fact_id=a[0].fact_id))  # type: ignore[arg-type]


def test_handle_many_returns_one_result_per_command_in_order(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger()
    commands = [Remember(tenant="acme", subject=f"user{i % 7}", key="home.city", value=f"City {i % 3}")
                for i in range(2_500)]
    commands.append(Confirm(tenant="acme", subject="user0", fact_id="0" * 32 + ".1"))
    results = ledger.handle_many(commands)
    assert len(results) == len(commands)
    assert results[0].decision == "added" and results[7].decision == "conflict"
    assert results[-1].decision == "error" and results[-1].reason == "not_found"
    positions = [r.position for r in results[:-1]]
    # three transactions, logged in command order: each result has the position of its own last event
    assert positions == sorted(positions) and len(set(positions)) == len(positions)
