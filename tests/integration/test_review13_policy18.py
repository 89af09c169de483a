"""Review 13 of policy 2026.12-18 (late news of a recorded change, a guess the user states while another value
holds, the gate read "as shown" with its new secret and temporary-state wording, changes to come), end to end
through the command API.

Each finding is a test asserting what DOMAIN.md asks for (all fixed in policy 2026.12-18); the others guard behaviour checked and
found right. Each statement is one a user or an agent really sends."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time

import replay
from commands import Erase, Invalidate, Ledger, Remember, open_ledger
from commands.messages import parse_command
from commands.views import StoreEventSource, rebuild_live
from ledger.policy import decide

pytestmark = pytest.mark.integration

T, S = "acme", "alice"


def at(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


def say(ledger: Ledger, when: datetime, key: str, value: Any, statement: str, **fields: Any) -> Any:
    with freeze_time(when):
        return ledger.handle(Remember(tenant=T, subject=S, key=key, value=value, statement=statement, **fields))


def city_on(ledger: Ledger, day: datetime, *, known_at: datetime | None = None) -> list[Any]:
    with freeze_time(at(2026, 12, 1)):
        return [f.value for f in ledger.as_of(T, S, valid_at=day, known_at=known_at, key="home.city")]


def versions(ledger: Ledger, key: str = "home.city") -> list[tuple[Any, ...]]:
    with freeze_time(at(2026, 12, 1)):
        return sorted((f.fact_id, str(f.value), f.status, f.valid_from, f.valid_to, f.recorded_at, f.expired_at)
                      for f in ledger.history(T, S, key))


# -- 1. late news of a change already recorded ---------------------------------------------------------------------

def test_late_news_ending_a_value_the_user_invalidated_keeps_slot_and_view_agreeing(
        make_ledger: Callable[..., Ledger]) -> None:
    # Paris ended by the user on 1 June ("I moved away"), Berlin told the same day; on 10 June the move is dated 1 May
    ledger = make_ledger(views=True)
    paris = say(ledger, at(2026, 1, 1), "home.city", "Paris", "I live in Paris").fact_id
    with freeze_time(at(2026, 6, 1)):
        ledger.handle(Invalidate(tenant=T, subject=S, fact_id=paris, reason="moved_away"))
    say(ledger, at(2026, 6, 1), "home.city", "Berlin", "I live in Berlin now")
    late = say(ledger, at(2026, 6, 10), "home.city", "Berlin", "I moved to Berlin on 1 May", valid_from=at(2026, 5, 1))
    assert (late.decision, late.reason, late.affected) == ("reinforced", "late_arriving", [paris])
    assert city_on(ledger, at(2026, 5, 15)) == ["Berlin"]
    with freeze_time(at(2026, 7, 1)):
        stored = ledger.get_fact(T, S, paris)
        [shown] = [f for f in ledger.ended(T, S, key="home.city") if f.fact_id == paris]
    assert (shown.status, shown.valid_to) == (stored.status, stored.valid_to)


def test_late_news_reaches_a_value_already_in_cold_storage_and_a_rebuild_agrees(tmp_path: Path) -> None:
    # DOMAIN 5: "what held on 15 May" still answers through a cold read; late news 101 days on thaws Paris
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        paris = say(ledger, at(2026, 1, 1), "home.city", "Paris", "I live in Paris").fact_id
        say(ledger, at(2026, 6, 1), "home.city", "Berlin", "I moved to Berlin")
        with freeze_time(at(2026, 9, 5)):
            ledger.history(T, S, "home.city")
            assert ledger.views.projector.archive(at(2026, 9, 5)) == 1  # Paris, ended 96 days before
        late = say(ledger, at(2026, 9, 10), "home.city", "Berlin", "I moved to Berlin on 1 May",
                   valid_from=at(2026, 5, 1))
        assert (late.reason, late.affected) == ("late_arriving", [paris])
        assert city_on(ledger, at(2026, 5, 15)) == ["Berlin"]
        assert city_on(ledger, at(2026, 5, 15), known_at=at(2026, 9, 1)) == ["Paris"]  # what it believed then
        assert city_on(ledger, at(2026, 3, 1)) == ["Paris"]
        before = versions(ledger)
    with open_ledger(home, views=False) as ledger:
        rebuild_live(ledger, home, progress=False)
    with open_ledger(home) as ledger:
        assert versions(ledger) == before
        assert city_on(ledger, at(2026, 5, 15)) == ["Berlin"]


def test_erasing_the_late_dated_value_leaves_nothing_of_it_and_the_old_value_still_ended(
        make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    paris = say(ledger, at(2026, 1, 1), "home.city", "Paris", "I live in Paris").fact_id
    berlin = say(ledger, at(2026, 6, 1), "home.city", "Berlin", "I moved to Berlin").fact_id
    say(ledger, at(2026, 6, 10), "home.city", "Berlin", "I moved to Berlin on 1 May", valid_from=at(2026, 5, 1))
    with freeze_time(at(2026, 6, 20)):
        assert ledger.handle(Erase(tenant=T, subject=S, fact_id=berlin)).decision == "erased"
    assert "Berlin" not in {v[1] for v in versions(ledger)}
    assert city_on(ledger, at(2026, 5, 15)) == [] and city_on(ledger, at(2026, 3, 1)) == ["Paris"]
    with freeze_time(at(2026, 7, 1)):
        assert ledger.get_fact(T, S, paris).valid_to == at(2026, 5, 1)  # the slot and the view agree


def test_late_news_after_the_old_value_was_erased_only_moves_the_start(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    paris = say(ledger, at(2026, 1, 1), "home.city", "Paris", "I live in Paris").fact_id
    say(ledger, at(2026, 6, 1), "home.city", "Berlin", "I moved to Berlin")
    with freeze_time(at(2026, 6, 5)):
        ledger.handle(Erase(tenant=T, subject=S, fact_id=paris))
    late = say(ledger, at(2026, 6, 10), "home.city", "Berlin", "I moved to Berlin on 1 May", valid_from=at(2026, 5, 1))
    assert late.decision == "reinforced" and late.affected == []  # names no erased fact
    assert city_on(ledger, at(2026, 5, 15)) == ["Berlin"] and city_on(ledger, at(2026, 3, 1)) == []


def test_replay_reproduces_late_news_and_explain_of_the_old_value_finds_it(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    paris = say(ledger, at(2026, 1, 1), "home.city", "Paris", "I live in Paris").fact_id
    say(ledger, at(2026, 6, 1), "home.city", "Berlin", "I moved to Berlin")
    say(ledger, at(2026, 6, 10), "home.city", "Berlin", "I moved to Berlin on 1 May", valid_from=at(2026, 5, 1))
    source = StoreEventSource(ledger.app)
    report = replay.redecide(source, decide, lambda policy, clock: open_ledger(policy=policy, views=False, clock=clock),
                             parse=parse_command)
    assert report.divergences == []
    lineage = replay.explain(source, T, S, paris)
    assert lineage.valid_to == at(2026, 5, 1)
    assert [(e.event_type, e.reason) for e in lineage.events][-1] == ("FactReinforced", "late_arriving")


# -- 2. a user statement of a value an agent guessed while another value holds --------------------------------------

def test_a_change_to_the_value_an_agent_guessed_leaves_one_macos(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "device.os", "Windows", "I use Windows")
    guess = say(ledger, at(2026, 2, 1), "device.os", "macOS", "user seems to be on a Mac", source="inferred")
    assert guess.decision == "pending"
    assert say(ledger, at(2026, 3, 1), "device.os", "macOS", "I switched to macOS").decision in ("superseded", "confirmed")
    say(ledger, at(2026, 3, 5), "device.os", "macOS", "yes, macOS")
    with freeze_time(at(2026, 3, 6)):
        # DOMAIN 6: the user's list shows macOS once, not also "pending confirmation" of what they said twice
        assert [(f.value, f.status) for f in ledger.current(T, S, key="device.os")] == [("macOS", "active")]


def test_a_plain_statement_of_the_guessed_value_against_the_users_value_is_a_conflict(
        make_ledger: Callable[..., Ledger]) -> None:
    # DOMAIN 2: same one-valued slot, no cue -> conflict, never a silent pick (and the guess confirms nothing)
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "device.os", "Windows", "I use Windows")
    say(ledger, at(2026, 2, 1), "device.os", "macOS", "user seems to be on a Mac", source="inferred")
    result = say(ledger, at(2026, 3, 1), "device.os", "macOS", "I'm on macOS")
    assert result.decision == "conflict"
    with freeze_time(at(2026, 3, 2)):
        held = {(f.value, f.source): f.status for f in ledger.current(T, S, key="device.os")}
    assert held[("Windows", "user_stated")] == "conflicted" and held[("macOS", "user_stated")] == "conflicted"


# -- 3. the gate: temporary-state wording that refuses lasting facts ------------------------------------------------

@pytest.mark.parametrize(("key", "value", "statement", "kind"), [
    ("health.allergy", "花生", "我今天在医院确诊了花生过敏", "safety"),  # a safety fact refused as temporary
    ("job.employer", "字节跳动", "我今天在字节跳动正式入职了", "profile"),
    ("work.days", "weekdays", "I work Monday until Friday, nine to five", "profile"),
    ("habit.exercise", "running", "My blood pressure got back to normal after I started running", "preference"),
    ("db.version", "Postgres 16", "As of this week we're running Postgres 16 in prod", "profile"),
])
def test_a_lasting_fact_with_time_words_is_not_refused_as_temporary(
        make_ledger: Callable[..., Ledger], key: str, value: str, statement: str, kind: str) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 3, 1), key, value, statement, kind=kind)
    assert result.decision == "added", result.reason
    with freeze_time(at(2026, 6, 1)):  # and it still holds months later (no expiry either)
        assert [f.value for f in ledger.current(T, S, key=key)] == [value]


@pytest.mark.parametrize("statement", ["until Friday I'm on nights", "今天在客户现场驻场", "这周顶同事的夜班"])
def test_a_near_temporary_state_is_still_refused_outside_a_task_scope(
        make_ledger: Callable[..., Ledger], statement: str) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 3, 1), "work.shift", "nights", statement)
    assert (result.decision, result.reason) == ("rejected", "temporary_outside_task_scope")
    with freeze_time(at(2026, 3, 2)):
        assert ledger.current(T, S, key="work.shift") == []


# -- 3. the gate: new secret patterns that refuse harmless statements -----------------------------------------------

@pytest.mark.parametrize(("key", "value", "statement"), [
    ("service.cluster", "k8s/prod2", "账号服务已经迁到k8s/prod2集群"),
    ("finance.cost_center", "4410", "This is the code for our team's cost centre"),
    ("security.password_manager", "Bitwarden", "I reset my password after the breach, and it's in Bitwarden now"),
])
def test_a_harmless_statement_is_not_refused_as_a_secret(
        make_ledger: Callable[..., Ledger], key: str, value: str, statement: str) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 3, 1), key, value, statement)
    assert result.decision == "added", result.reason


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("docs.reset_page", "/reset2024", "the password reset page is at /reset2024"),
    ("stack.language", "Go", "We're migrating to Go in stages, most services are on Go already"),
    ("stack.language", "Go", "I'm moving on from Java once and for all, Go is my main language now"),
])
def test_harmless_statements_near_the_new_rules_are_stored(
        make_ledger: Callable[..., Ledger], key: str, value: str, statement: str) -> None:
    ledger = make_ledger(views=True)
    assert say(ledger, at(2026, 3, 1), key, value, statement).decision == "added"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("bank.card", "debit", "the card PIN I set last week is 4821"),
    ("wifi", "home", "ｐａｓｓｗｏｒｄ＝hunter22 for the home wifi"),
    ("auth.code", "482913", "this is the login code the bank texted me"),
    ("cache.url", "redis", "the cache is at redis://:S3cretPw9@cache.internal:6379/0"),
])
def test_new_secret_shapes_are_refused_and_stored_nowhere(
        make_ledger: Callable[..., Ledger], key: str, value: str, statement: str) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 3, 1), key, value, statement)
    assert (result.decision, result.reason) == ("rejected", "prohibited_content")
    with freeze_time(at(2026, 3, 2)):
        assert ledger.current(T, S) == []
        # ("is 4821", not "4821": a random command id's hex digits held "4821" once in a few thousand runs)
        assert "is 4821" not in str(ledger.audit(T)) and "S3cretPw9" not in str(ledger.audit(T))


# -- 4. changes to come ---------------------------------------------------------------------------------------------

def test_a_habit_told_with_deng_jiu_is_asserted(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    result = say(ledger, at(2026, 3, 1), "stack.language", "Rust", "我每天等孩子睡着就用Rust写代码")
    assert result.decision == "added", result.reason


@pytest.mark.parametrize("statement", ["we're moving to York in June", "等签证下来就搬到York"])
def test_a_change_to_come_leaves_the_held_city(make_ledger: Callable[..., Ledger], statement: str) -> None:
    ledger = make_ledger(views=True)
    say(ledger, at(2026, 1, 1), "home.city", "Leeds", "I live in Leeds")
    result = say(ledger, at(2026, 3, 1), "home.city", "York", statement)
    assert result.decision == "rejected"
    with freeze_time(at(2026, 3, 2)):
        assert [(f.value, f.status) for f in ledger.current(T, S, key="home.city")] == [("Leeds", "active")]
