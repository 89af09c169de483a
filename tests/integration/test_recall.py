"""Recall ranking and read-time retention (DOMAIN.md section 5), on every event store."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Confirm, Erase, Ledger, Remember
from ledger.errors import InvalidCommand
from projections.recall import lexical_relevance, tokens

pytestmark = pytest.mark.integration

T0 = datetime(2026, 1, 10, 9, 0, tzinfo=UTC)


def days(n: float) -> datetime:
    return T0 + timedelta(days=n)


def remember(ledger: Ledger, at: datetime, **kw: Any):  # type: ignore[no-untyped-def]
    kw.setdefault("tenant", "acme")
    kw.setdefault("subject", "alice")
    with freeze_time(at):
        return ledger.handle(Remember(**kw))


def recall(ledger: Ledger, at: datetime, *args: Any, **kw: Any):  # type: ignore[no-untyped-def]
    with freeze_time(at):
        return ledger.recall("acme", "alice", *args, **kw)


@pytest.fixture
def ledger(make_ledger: Callable[..., Ledger]) -> Ledger:
    return make_ledger(views=True)


def test_the_query_ranks_the_matching_fact_first_in_english_and_chinese(ledger: Ledger) -> None:
    remember(ledger, T0, key="stack.language", value="Java", statement="I develop in Java", kind="preference")
    remember(ledger, T0, key="home.city", value="杭州", statement="我住在杭州")
    remember(ledger, T0, key="health.allergy", value="peanuts", statement="allergic to peanuts", kind="safety",
             cardinality="many")
    top = recall(ledger, days(1), "which programming language do I develop in?")
    assert top[0].fact.key == "stack.language"
    assert top[0].relevance == 1.0
    assert {r.fact.key: r.relevance for r in top[1:]} == {"home.city": 0.0, "health.allergy": 0.0}
    assert recall(ledger, days(1), "她住在哪里")[0].fact.value == "杭州"


def test_recency_halves_every_30_days_since_last_stated_and_reinforcing_refreshes_it(ledger: Ledger) -> None:
    remember(ledger, T0, key="editor", value="vim", kind="preference")
    remember(ledger, T0, key="shell", value="zsh", kind="preference")
    by_key = {r.fact.key: r for r in recall(ledger, days(60))}
    assert by_key["editor"].recency == pytest.approx(0.25)
    assert remember(ledger, days(60), key="editor", value="vim", kind="preference").decision == "reinforced"
    by_key = {r.fact.key: r for r in recall(ledger, days(60))}
    assert by_key["editor"].recency == pytest.approx(1.0)
    assert by_key["editor"].fact.last_seen == days(60)
    assert by_key["editor"].fact.evidence_count == 2
    assert by_key["shell"].recency == pytest.approx(0.25)
    # assistant profile: 0.4 relevance, 0.4 recency, 0.2 importance (default importance 0.5)
    assert by_key["editor"].score == pytest.approx(0.4 * 1.0 + 0.2 * 0.5)
    assert [r.fact.key for r in recall(ledger, days(60))] == ["editor", "shell"]


def test_importance_and_profiles_change_the_order(ledger: Ledger) -> None:
    remember(ledger, T0, key="job.title", value="surgeon", kind="profile", importance=1.0)
    remember(ledger, days(29), key="hobby", value="chess", kind="preference", importance=0.1)
    assert recall(ledger, days(30), profile="assistant")[0].fact.key == "hobby"  # recency wins
    assert recall(ledger, days(30), profile="critical")[0].fact.key == "job.title"  # importance wins
    assert recall(ledger, days(30), weights=(0.0, 0.0, 1.0))[0].fact.key == "job.title"


def test_a_safety_fact_never_fades_below_recent_small_talk(ledger: Ledger) -> None:
    """Seed 002: "「对花生过敏」可能半年没被检索到，但一次都不能丢". With recency decaying as for any fact, an
    allergy stated two years ago scored below last week's hobby in every profile but `critical`."""
    remember(ledger, T0, key="health.allergy", value="peanuts", kind="safety", cardinality="many")
    for i, hobby in enumerate(["chess", "climbing", "jazz"]):
        remember(ledger, days(720 + i), key=f"hobby.{i}", value=hobby, kind="preference")
    for profile in ("knowledge", "assistant", "critical"):
        ranked = recall(ledger, days(730), profile=profile)
        assert ranked[0].fact.key == "health.allergy", profile
        assert ranked[0].recency == 1.0


def test_an_unused_preference_goes_stale_after_365_days_a_safety_fact_never(ledger: Ledger) -> None:
    remember(ledger, T0, key="diet", value="vegetarian", kind="preference")
    remember(ledger, T0, key="health.allergy", value="penicillin", kind="safety", cardinality="many")
    before = {r.fact.key: r for r in recall(ledger, days(365) - timedelta(microseconds=1))}  # half-open
    assert before["diet"].status == "active" and not before["diet"].needs_confirmation
    after = {r.fact.key: r for r in recall(ledger, days(366))}
    assert after["diet"].status == "stale" and after["diet"].status_weight == 0.5
    assert after["diet"].needs_confirmation
    assert after["diet"].fact.status == "active"  # demoted when read, nothing rewritten
    assert after["health.allergy"].status == "active" and after["health.allergy"].status_weight == 1.0
    assert recall(ledger, days(3000))[0].fact.key == "health.allergy"  # never rolls off


def test_episodic_memories_roll_off_after_90_days_unless_asked_for(ledger: Ledger) -> None:
    remember(ledger, T0, key="last.meeting", value="planning with Bob", kind="episodic")
    assert [r.fact.key for r in recall(ledger, days(90) - timedelta(microseconds=1))] == ["last.meeting"]
    assert recall(ledger, days(91)) == []
    assert [(r.fact.key, r.rolled_off) for r in recall(ledger, days(91), include_rolled_off=True)] == [
        ("last.meeting", True)]
    assert not recall(ledger, days(89))[0].rolled_off
    assert [f.key for f in _current(ledger, days(91))] == ["last.meeting"]  # still a current fact


def _current(ledger: Ledger, at: datetime):  # type: ignore[no-untyped-def]
    with freeze_time(at):
        return ledger.current("acme", "alice")


def test_pending_guesses_and_conflicts_are_down_weighted_and_need_confirmation(ledger: Ledger) -> None:
    guess = remember(ledger, T0, key="employer", value="Acme", source="inferred", confidence=0.6)
    assert guess.decision == "pending"
    remember(ledger, T0, key="title", value="architect")
    flagged = remember(ledger, T0, key="title", value="manager")
    assert flagged.decision == "conflict"
    by_id = {r.fact.fact_id: r for r in recall(ledger, days(10), limit=None)}
    assert by_id[guess.fact_id].status_weight == 0.5 and by_id[guess.fact_id].needs_confirmation
    conflicted = by_id[flagged.fact_id]
    assert conflicted.status == "conflicted" and conflicted.needs_confirmation
    # 0.5 ** (age / 90) * 2.0 while stated again within the last 30 days (recent evidence), * 0.5
    # otherwise: a contradiction said once is down-weighted (DOMAIN.md 2), not doubled
    assert conflicted.status_weight == pytest.approx(0.5 ** (10 / 90) * 0.5)
    assert remember(ledger, days(12), key="title", value="manager").decision == "reinforced"
    again = {r.fact.fact_id: r for r in recall(ledger, days(15), limit=None)}[flagged.fact_id]
    assert again.status_weight == pytest.approx(0.5 ** (15 / 90) * 2.0)
    old = {r.fact.fact_id: r for r in recall(ledger, days(45), limit=None)}[flagged.fact_id]
    assert old.status_weight == pytest.approx(0.5 ** (45 / 90) * 0.5)
    with freeze_time(days(11)):
        ledger.handle(Confirm(tenant="acme", subject="alice", fact_id=guess.fact_id or ""))
    confirmed = {r.fact.fact_id: r for r in recall(ledger, days(11), limit=None)}[guess.fact_id]
    assert confirmed.status == "active" and confirmed.status_weight == 1.0 and not confirmed.needs_confirmation


def test_a_fresh_contradiction_never_pushes_a_relevant_safety_fact_out_of_the_prompt(ledger: Ledger) -> None:
    """Found by a new user: a conflict flagged today weighed 2.0 (then "recent evidence" meant "stated in
    the last 30 days", which a new statement always is), so with limit 2 both sides of an unrelated
    contradiction outranked the allergy the question was about, in English and Chinese."""
    remember(ledger, T0, key="health.allergy", value="peanuts", statement="I'm allergic to peanuts", kind="safety",
             cardinality="many")
    remember(ledger, T0, key="opinion.typing", value="loves static typing", statement="I love static types")
    assert remember(ledger, T0, key="opinion.typing", value="hates static typing",
                    statement="I hate static typing").decision == "conflict"
    top = recall(ledger, days(1), "what is she allergic to?", limit=2)
    assert top[0].fact.value == "peanuts"
    remember(ledger, T0, subject="xiaoming", key="health.allergy", value="花生", statement="我对花生过敏",
             kind="safety", cardinality="many")
    remember(ledger, T0, subject="xiaoming", key="home.city", value="上海", statement="我住在上海")
    remember(ledger, T0, subject="xiaoming", key="home.city", value="杭州", statement="我住在杭州")
    with freeze_time(days(1)):
        first = ledger.recall("acme", "xiaoming", "他对什么过敏？", limit=1)
    assert [r.fact.value for r in first] == ["花生"]


def test_superseded_facts_are_reachable_when_asking_about_the_past(ledger: Ledger) -> None:
    remember(ledger, T0, key="stack.language", value="Java", statement="I develop in Java")
    remember(ledger, days(100), key="stack.language", value="Go", statement="we migrated to Go")
    assert [r.fact.value for r in recall(ledger, days(101), "language")] == ["Go"]
    past = recall(ledger, days(101), "language", valid_at=days(50))
    assert [r.fact.value for r in past] == ["Java"]
    assert past[0].fact.status == "superseded" and past[0].status_weight == 1.0


def test_recall_keeps_tenants_scopes_and_contexts_apart_and_never_shows_erased_facts(ledger: Ledger) -> None:
    remember(ledger, T0, key="stack.language", value="Java")
    remember(ledger, T0, tenant="other", key="stack.language", value="Rust", statement="secret of another tenant")
    remember(ledger, T0, key="stack.language", value="Go", scope="project:atlas")
    remember(ledger, T0, key="db.host", value="prod-db", context={"env": "production"})
    remember(ledger, T0, key="db.host", value="test-db", context={"env": "test"})
    values = lambda rs: sorted(str(r.fact.value) for r in rs)
    assert values(recall(ledger, days(1), "Rust secret language", limit=None)) == ["Java", "prod-db", "test-db"]
    assert values(recall(ledger, days(1), scope="project:atlas", key="stack.language")) == ["Go"]
    assert values(recall(ledger, days(1), context={"env": "test"}, key="db.host")) == ["test-db"]
    gone = remember(ledger, T0, key="nickname", value="Ali", statement="call me Ali")
    with freeze_time(days(2)):
        ledger.handle(Erase(tenant="acme", subject="alice", fact_id=gone.fact_id))
    assert "Ali" not in values(recall(ledger, days(2), "call me Ali", limit=None))


def test_caller_relevance_replaces_the_lexical_one(ledger: Ledger) -> None:
    a = remember(ledger, T0, key="a", value="x")
    b = remember(ledger, T0, key="b", value="y")
    ranked = recall(ledger, T0, relevance={b.fact_id: 0.9, a.fact_id: 0.1}, weights=(1.0, 0.0, 0.0))
    assert [r.fact.fact_id for r in ranked] == [b.fact_id, a.fact_id]
    assert ranked[0].relevance == 0.9
    assert len(recall(ledger, T0, limit=1)) == 1


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"profile": "gossip"}, "profile"),
    ({"limit": 0}, "limit"),
    ({"weights": (1.0, -1.0, 0.0)}, "weights"),
    ({"weights": (0.0, 0.0, 0.0)}, "weights"),
])
def test_bad_recall_arguments_name_the_field(ledger: Ledger, kwargs: dict[str, Any], field: str) -> None:
    remember(ledger, T0, key="a", value="x")
    with pytest.raises(InvalidCommand) as err:
        recall(ledger, T0, **kwargs)
    assert err.value.field == field


def test_tokens_split_words_and_cjk_runs() -> None:
    assert tokens("I develop in Java-21!") == ["i", "develop", "in", "java", "21"]
    assert tokens("我住在杭州") == ["我", "住", "在", "杭", "州", "我住", "住在", "在杭", "杭州"]
    assert lexical_relevance("", []) == {}


def test_a_fact_whose_change_is_still_to_come_is_recalled_as_active(ledger: Ledger) -> None:
    remember(ledger, T0, key="home.city", value="Oslo")
    remember(ledger, days(1), key="home.city", value="Berlin", statement="I moved to Berlin",
             valid_from=days(30))  # announced: Oslo holds until day 30
    now = recall(ledger, days(2))
    assert [(r.fact.value, r.fact.status, r.status_weight) for r in now] == [("Oslo", "active", 1.0)]
    assert [r.fact.value for r in recall(ledger, days(31))] == ["Berlin"]


def test_a_past_recall_reads_last_seen_as_known_then(ledger: Ledger) -> None:
    remember(ledger, T0, key="diet", value="vegan", kind="preference")
    assert recall(ledger, days(700), valid_at=days(380))[0].status == "stale"
    remember(ledger, days(701), key="diet", value="vegan", kind="preference")  # restated
    then = recall(ledger, days(702), valid_at=days(380))[0]
    assert then.status == "stale" and then.recency == pytest.approx(0.5 ** (380 / 30))
    assert recall(ledger, days(702))[0].status == "active"  # now it was stated yesterday


def test_restating_a_conflicted_fact_does_not_make_the_conflict_younger(ledger: Ledger) -> None:
    remember(ledger, T0, key="title", value="architect")
    flagged = remember(ledger, T0, key="title", value="manager")
    assert flagged.decision == "conflict"
    assert remember(ledger, days(80), key="title", value="manager").decision == "reinforced"
    weight = {r.fact.fact_id: r for r in recall(ledger, days(80), limit=None)}[flagged.fact_id].status_weight
    assert weight == pytest.approx(0.5 ** (80 / 90) * 2.0)  # stated today, flagged 80 days ago


def test_mixed_chinese_and_latin_text_is_split_apart(ledger: Ledger) -> None:
    assert tokens("我用Java开发") == ["我", "用", "我用", "java", "开", "发", "开发"]
    remember(ledger, T0, key="stack.backend", value="Java", statement="我用Java开发后端服务")
    remember(ledger, T0, key="home.city", value="杭州", statement="我住在杭州")
    assert recall(ledger, T0, "开发")[0].fact.key == "stack.backend"


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"weights": (float("inf"), 1.0, 1.0)}, "weights"),
    ({"weights": (float("nan"), 1.0, 1.0)}, "weights"),
    ({"relevance": {"x": "abc"}}, "relevance"),
    ({"relevance": {"x": None}}, "relevance"),
    ({"relevance": {"x": float("nan")}}, "relevance"),
    ({"limit": 2.5}, "limit"),
])
def test_more_bad_recall_arguments_name_the_field(ledger: Ledger, kwargs: dict[str, Any], field: str) -> None:
    remember(ledger, T0, key="a", value="x")
    with pytest.raises(InvalidCommand) as err:
        recall(ledger, T0, **kwargs)
    assert err.value.field == field


def test_words_every_sentence_has_give_no_relevance(ledger: Ledger) -> None:
    """"which language do I develop in?" shared "I" and "in" with "I live in Paris", which then
    ranked as relevant; "我吃什么" shared 我 with every Chinese statement."""
    remember(ledger, T0, key="stack.language", value="Java", statement="I develop in Java", kind="preference")
    remember(ledger, T0, key="home.city", value="Paris", statement="I live in Paris")
    remember(ledger, T0, key="diet", value="素食", statement="我吃素食", kind="preference")
    remember(ledger, T0, key="pet", value="猫", statement="我养了一只猫")
    english = {r.fact.key: r.relevance for r in recall(ledger, days(1), "which language do I develop in?")}
    assert english == {"stack.language": 1.0, "home.city": 0.0, "diet": 0.0, "pet": 0.0}
    chinese = {r.fact.key: r.relevance for r in recall(ledger, days(1), "我吃什么")}
    assert chinese == {"stack.language": 0.0, "home.city": 0.0, "diet": 1.0, "pet": 0.0}
    assert all(r.relevance == 0.0 for r in recall(ledger, days(1), "what is it?"))  # only stopwords


def test_english_words_match_by_their_stems(ledger: Ledger) -> None:
    """"which brand should never be bought?" shared no word with `shopping.avoid_brands` ("brands"), and
    the fact was left out of the top three (the eleventh blind set)."""
    remember(ledger, T0, key="shopping.avoid_brands", value="Temu", statement="don't ever order me anything from Temu",
             kind="preference", cardinality="many")
    remember(ledger, T0, key="clothing.size", value="L", statement="I wear size L")
    remember(ledger, T0, key="home.city", value="Leeds", statement="I live in Leeds")
    ranked = {r.fact.key: r.relevance for r in recall(ledger, days(1), "which brand should never be bought?")}
    assert ranked == {"shopping.avoid_brands": 1.0, "clothing.size": 0.0, "home.city": 0.0}
    assert recall(ledger, days(1), "where am I living?")[0].fact.key == "home.city"  # living ~ live
    assert recall(ledger, days(1), "sizes")[0].fact.key == "clothing.size"


def test_recall_counts_ages_from_the_ledgers_clock_not_the_machines() -> None:
    """A ledger opened with a clock (a simulation, a replay of a day, the quality bench) decides by that clock; recall
    must age, stale and roll off by it too. It used the machine's date: an episode stated 'today' by the ledger's
    clock, months before the machine's date, was rolled off and never recalled (found by bench/quality_blind13.py)."""
    from commands import open_ledger

    at = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)  # months before any machine this runs on
    ledger = open_ledger(views=True, clock=lambda: at)
    try:
        ledger.handle(Remember(tenant="acme", subject="alice", key="orders.tracking", value="4827193650",
                               statement="DHL waybill for the camera lens: 4827193650", kind="episodic"))
        ledger.handle(Remember(tenant="acme", subject="alice", key="hobbies", value="chess", cardinality="many",
                               statement="I play chess", kind="preference"))
        top = ledger.recall("acme", "alice", "what's the DHL waybill number for the lens?", limit=1)
        assert [r.fact.value for r in top] == ["4827193650"]
        assert top[0].recency == 1.0 and not top[0].rolled_off
    finally:
        ledger.close()
