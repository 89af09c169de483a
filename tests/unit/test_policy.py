"""The decision policy (DOMAIN.md §2), from given facts, without a database."""

from __future__ import annotations

import dataclasses
import functools
import itertools
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ledger.cues import cue_of
from ledger.events import SOURCES, FactContent
from ledger.policy import PRIORITY, Candidate, decide, overlaps
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
MAY1 = datetime(2026, 5, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)
JUNE10 = datetime(2026, 6, 10, tzinfo=UTC)
REPLACING = ("superseded", "corrected", "refined")


def fact(fact_id: str, value: Any, *, source: str = "user_stated", kind: str = "profile", status: str = "active",
         valid_from: datetime = JAN1, valid_to: datetime | None = None) -> Fact:
    return Fact(fact_id=fact_id, kind=kind, source=source, status=status, valid_from=valid_from,
                valid_to=valid_to, recorded_at=valid_from, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value), last_seen=valid_from)


def candidate(value: Any, statement: str | None = None, *, key: str = "stack.language", source: str = "user_stated",
              kind: str = "profile", cardinality: str = "one", relation: str | None = None,
              valid_from: datetime | None = None, valid_to: datetime | None = None,
              now: datetime = JUNE10) -> Candidate:
    return Candidate(key=key, value=value, statement=statement, source=source, kind=kind, cardinality=cardinality,
                     now=now, relation=relation, valid_from=valid_from, valid_to=valid_to)


# -- same → reinforce -----------------------------------------------------------------------------

@pytest.mark.parametrize("statement", ["I use Java", "我用 Java"], ids=["en", "zh"])
def test_saying_the_same_thing_again_reinforces_the_fact(statement: str) -> None:
    d = decide([fact("java", "Java")], candidate("  java ", statement))
    assert (d.decision, d.reason, d.targets) == ("reinforced", "same_value", ("java",))


@pytest.mark.parametrize("statement", ["We switched to Java", "我们换成 Java 了"], ids=["en", "zh"])
def test_a_change_cue_to_the_value_already_held_only_reinforces(statement: str) -> None:
    d = decide([fact("java", "Java")], candidate("Java", statement))
    assert (d.decision, d.targets) == ("reinforced", ("java",))


def test_repeating_the_general_value_reinforces_the_more_specific_fact() -> None:
    d = decide([fact("spring", "Java 21 + Spring Boot 3")], candidate("Java", "I use Java"))
    assert (d.decision, d.targets) == ("reinforced", ("spring",))


# -- change → supersede ---------------------------------------------------------------------------

CHANGES = [
    ("We switched to Go", "Java", "Go"),
    ("we moved to Go last quarter", "Java", "Go"),
    ("We migrated to Go", "Java", "Go"),
    ("I no longer write Java; it's Go", "Java", "Go"),
    ("the team now uses Go", "Java", "Go"),
    ("我们改成 Go 了", "Java", "Go"),
    ("后端换成 Go 了", "Java", "Go"),
    ("服务迁到 Go 了", "Java", "Go"),
    ("Java 不用了，现在写 Go", "Java", "Go"),
    ("我搬到上海了", "北京", "上海"),
]


@pytest.mark.parametrize(("statement", "old", "new"), CHANGES, ids=[c[0] for c in CHANGES])
def test_a_change_cue_supersedes_the_old_fact_from_now_on(statement: str, old: str, new: str) -> None:
    d = decide([fact("old", old)], candidate(new, statement))
    assert (d.decision, d.reason, d.targets, d.status) == ("superseded", "change_cue", ("old",), "active")
    assert (d.valid_from, d.valid_to) == (JUNE10, None)


# -- correction → same valid time, old one expired in transaction time -------------------------

CORRECTIONS = ["Sorry, I meant architect, never backend", "I meant architect", "说错了，是架构师", "我是说架构师"]


@pytest.mark.parametrize("statement", CORRECTIONS)
def test_a_correction_cue_records_the_new_value_for_the_old_facts_valid_time(statement: str) -> None:
    d = decide([fact("backend", "backend", valid_from=MAY1)], candidate("architect", statement, key="job.title"))
    assert (d.decision, d.reason, d.targets, d.status) == ("corrected", "correction_cue", ("backend",), "active")
    assert d.valid_from == MAY1


def test_an_explicit_correction_needs_no_cue_words() -> None:
    d = decide([fact("backend", "backend")], candidate("architect", None, key="job.title", relation="correction"))
    assert (d.decision, d.reason, d.targets, d.valid_from) == ("corrected", "explicit_relation", ("backend",), JAN1)


def test_a_correction_keeps_the_whole_valid_time_of_the_fact_it_corrects() -> None:
    on_call = fact("alice", "Alice", valid_from=JUNE1, valid_to=JUNE1 + timedelta(days=30))
    d = decide([on_call], candidate("Bob", "sorry, I meant Bob", key="rota.on_call"))
    assert d.decision == "corrected"
    assert (d.valid_from, d.valid_to) == (JUNE1, JUNE1 + timedelta(days=30))


# -- supplement → add -----------------------------------------------------------------------------

@pytest.mark.parametrize("statement", ["I'm also allergic to shellfish", "我对虾也过敏"], ids=["en", "zh"])
def test_second_allergy_is_added_not_superseded(statement: str) -> None:
    peanuts = fact("peanuts", "peanuts", kind="safety")
    d = decide([peanuts], candidate("shellfish", statement, key="health.allergy", kind="safety", cardinality="many"))
    assert (d.decision, d.reason, d.targets, d.status) == ("added", "supplement", (), "active")


@pytest.mark.parametrize("statement", ["I speak French", "我会说法语"], ids=["en", "zh"])
def test_a_first_fact_in_an_empty_slot_is_added(statement: str) -> None:
    d = decide([], candidate("French", statement, key="languages.spoken", cardinality="many"))
    assert (d.decision, d.reason, d.status, d.valid_from) == ("added", "new_fact", "active", JUNE10)


# -- refinement → the more specific one supersedes the general one -------------------------------

@pytest.mark.parametrize("statement", ["I use Java 21 with Spring Boot 3", "我用的是 Java 21 + Spring Boot 3"],
                         ids=["en", "zh"])
def test_a_more_specific_value_refines_the_general_one(statement: str) -> None:
    d = decide([fact("java", "Java")], candidate("Java 21 + Spring Boot 3", statement))
    assert (d.decision, d.reason, d.targets, d.valid_from) == ("refined", "more_specific", ("java",), JUNE10)


@pytest.mark.parametrize("statement", ["we moved to Java 21", "升级到 Java 21 了"], ids=["en", "zh"])
def test_a_more_specific_value_with_a_change_cue_is_still_a_refinement(statement: str) -> None:
    d = decide([fact("java", "Java")], candidate("Java 21", statement))
    assert (d.decision, d.targets) == ("refined", ("java",))


def test_an_explicit_refinement_needs_no_shared_prefix() -> None:
    d = decide([fact("jvm", "a JVM language")], candidate("Kotlin", None, relation="refinement"))
    assert (d.decision, d.reason, d.targets) == ("refined", "explicit_relation", ("jvm",))


# -- contradiction → conflict ---------------------------------------------------------------------

@pytest.mark.parametrize("statement", ["I live in Paris", "我住在巴黎"], ids=["en", "zh"])
def test_a_clash_on_a_single_valued_key_without_a_cue_is_a_conflict(statement: str) -> None:
    d = decide([fact("berlin", "Berlin")], candidate("Paris", statement, key="home.city"))
    assert (d.decision, d.reason, d.targets, d.status) == ("conflict", "contradiction", ("berlin",), "conflicted")


def test_a_conflict_flags_every_live_fact_it_clashes_with() -> None:
    facts = [fact("berlin", "Berlin", status="conflicted"), fact("rome", "Rome", status="conflicted"),
             fact("old", "Oslo", status="superseded", valid_to=JAN1 + timedelta(days=1))]
    d = decide(facts, candidate("Paris", "I live in Paris", key="home.city"))
    assert (d.decision, set(d.targets)) == ("conflict", {"berlin", "rome"})


# -- an explicit relation outranks cue words ------------------------------------------------------

@pytest.mark.parametrize("statement", ["we switched to Go", "我们换成 Go 了", "说错了，是 Go"])
def test_an_explicit_supplement_is_not_replaced_by_cue_words(statement: str) -> None:
    # a single-valued key holds one value: a second one the caller calls a supplement is a
    # contradiction (both kept, flagged), never the change or correction the words suggest
    d = decide([fact("java", "Java")], candidate("Go", statement, relation="supplement"))
    assert (d.decision, d.reason, d.targets, d.status) == ("conflict", "single_valued_supplement", ("java",),
                                                           "conflicted")
    d = decide([fact("java", "Java")], candidate("Go", statement, relation="supplement", cardinality="many"))
    assert (d.decision, d.reason, d.targets) == ("added", "supplement", ())


@pytest.mark.parametrize("statement", [None, "I write Go", "我写 Go"])
def test_an_explicit_change_supersedes_without_cue_words(statement: str | None) -> None:
    d = decide([fact("java", "Java")], candidate("Go", statement, relation="change"))
    assert (d.decision, d.reason, d.targets) == ("superseded", "explicit_relation", ("java",))


@pytest.mark.parametrize("statement", ["sorry, I meant Go", "我是说 Go"], ids=["en", "zh"])
def test_an_explicit_change_wins_over_a_correction_cue(statement: str) -> None:
    d = decide([fact("java", "Java")], candidate("Go", statement, relation="change"))
    assert (d.decision, d.valid_from) == ("superseded", JUNE10)


# -- source priority ------------------------------------------------------------------------------

@pytest.mark.parametrize("source", ["inferred", "external"])
@pytest.mark.parametrize("statement", [None, "they switched to Go", "他们改成 Go 了"])
def test_inferred_or_external_never_supersede_a_user_stated_fact(source: str, statement: str | None) -> None:
    d = decide([fact("java", "Java")], candidate("Go", statement, source=source))
    assert (d.decision, d.reason, d.status, d.targets) == ("pending", "lower_priority_source", "pending", ("java",))


@pytest.mark.parametrize("source", ["inferred", "external"])
@pytest.mark.parametrize("cardinality", ["one", "many"])
def test_inferred_or_external_new_facts_start_pending(source: str, cardinality: str) -> None:
    d = decide([], candidate("chess", "likes chess", key="hobby", source=source, cardinality=cardinality))
    assert (d.decision, d.reason, d.status) == ("pending", f"{source}_source", "pending")


def test_an_inferred_supplement_on_a_many_key_is_pending() -> None:
    d = decide([fact("fr", "French")], candidate("German", None, key="languages", source="inferred",
                                                 cardinality="many"))
    assert (d.decision, d.status) == ("pending", "pending")


@pytest.mark.parametrize("statement", [None, "HR system: moved to Lyon"])
def test_an_authoritative_source_supersedes_a_user_stated_fact(statement: str | None) -> None:
    d = decide([fact("berlin", "Berlin")], candidate("Lyon", statement, key="home.city", source="authoritative"))
    assert (d.decision, d.targets) == ("superseded", ("berlin",))


def test_a_user_correction_outranks_a_user_stated_fact_without_a_cue() -> None:
    """It corrects (the old record was never true: DOMAIN 2), for the old one's valid time; before policy
    2026.12-12 it superseded, as a change would."""
    d = decide([fact("berlin", "Berlin")], candidate("Lyon", None, key="home.city", source="user_corrected"))
    assert (d.decision, d.reason, d.targets) == ("corrected", "source_priority", ("berlin",))


def test_the_user_may_change_what_they_corrected() -> None:
    """New-user finding: after a Correct (source user_corrected), "I moved to Nice" and even an explicit
    relation="change" were pending (lower_priority_source): the user could never move again."""
    corrected = fact("lyon", "Lyon")
    corrected.source = "user_corrected"
    for c in (candidate("Nice", "I moved to Nice last week", key="home.city"),
              dataclasses.replace(candidate("Nice", None, key="home.city"), relation="change")):
        d = decide([corrected], c)
        assert (d.decision, d.targets) == ("superseded", ("lyon",))
    # no cue: the user contradicts their own correction; neither is picked silently (DOMAIN 2)
    d = decide([corrected], candidate("Nice", "I live in Nice", key="home.city"))
    assert (d.decision, d.reason, d.targets) == ("conflict", "contradiction", ("lyon",))


@pytest.mark.parametrize("statement", ["I moved to Lyon", "我搬到里昂了"], ids=["en", "zh"])
def test_a_user_statement_never_overrides_an_authoritative_fact(statement: str) -> None:
    # nor is it a pending guess: the user's word against a system of record is a conflict for the user to settle,
    # with a cue as without one (2026.12-46; it was pending before, a state for guesses)
    hr = fact("berlin", "Berlin", source="authoritative")
    d = decide([hr], candidate("Lyon", statement, key="home.city"))
    assert (d.decision, d.reason, d.status, d.targets) == ("conflict", "contradiction", "conflicted", ("berlin",))


@pytest.mark.parametrize("source", ["inferred", "external"])
def test_an_inferred_change_over_an_inferred_fact_stays_pending(source: str) -> None:
    guess = fact("java", "Java", source=source, status="pending")
    d = decide([guess], candidate("Go", "switched to Go", source=source))
    assert d.status == "pending"


# -- safety facts are never merged automatically --------------------------------------------------

@pytest.mark.parametrize("statement", ["it changed to B+", "血型改成 B+ 了", "sorry, I meant B+", "我是说 B+"])
def test_a_safety_fact_is_not_replaced_by_cue_words_alone(statement: str) -> None:
    blood = fact("a", "A+", kind="safety")
    d = decide([blood], candidate("B+", statement, key="health.blood_type", kind="safety"))
    assert (d.decision, d.reason, d.targets, d.status) == ("conflict", "safety_needs_confirmation", ("a",),
                                                           "conflicted")


def test_an_authoritative_source_does_not_silently_replace_a_safety_fact() -> None:
    blood = fact("a", "A+", kind="safety")
    d = decide([blood], candidate("B+", None, key="health.blood_type", kind="safety", source="authoritative"))
    assert d.decision == "conflict"


@pytest.mark.parametrize(("relation", "decision"), [("change", "superseded"), ("correction", "corrected")])
def test_an_explicit_relation_may_replace_a_safety_fact(relation: str, decision: str) -> None:
    blood = fact("a", "A+", kind="safety")
    d = decide([blood], candidate("B+", "血型改成 B+ 了", key="health.blood_type", kind="safety", relation=relation))
    assert (d.decision, d.reason, d.targets) == (decision, "explicit_relation", ("a",))


# -- late-arriving facts --------------------------------------------------------------------------

@pytest.mark.parametrize("statement", ["I moved to Lyon on 1 May", "我 5 月 1 日就搬到里昂了"], ids=["en", "zh"])
def test_late_news_is_placed_before_the_later_fact_and_leaves_it_untouched(statement: str) -> None:
    paris = fact("paris", "Paris", valid_from=JUNE1)
    d = decide([paris], candidate("Lyon", statement, key="home.city", valid_from=MAY1))
    assert (d.decision, d.reason, d.targets, d.status) == ("added", "late_arriving", (), "active")
    assert (d.valid_from, d.valid_to) == (MAY1, JUNE1)


@pytest.mark.parametrize("statement", ["I moved to Lyon on 1 May", "我 5 月 1 日就搬到里昂了"], ids=["en", "zh"])
def test_late_news_supersedes_an_older_fact_from_the_day_it_happened(statement: str) -> None:
    berlin = fact("berlin", "Berlin", valid_from=JAN1)
    d = decide([berlin], candidate("Lyon", statement, key="home.city", valid_from=MAY1))
    assert (d.decision, d.targets, d.valid_from, d.valid_to) == ("superseded", ("berlin",), MAY1, None)


def test_a_bounded_fact_that_ends_when_the_later_one_starts_does_not_touch_it() -> None:
    paris = fact("paris", "Paris", valid_from=JUNE1)
    d = decide([paris], candidate("Lyon", "I lived in Lyon", key="home.city", valid_from=MAY1, valid_to=JUNE1))
    assert (d.decision, d.reason, d.targets, d.valid_to) == ("added", "new_fact", (), JUNE1)


def test_late_news_between_two_versions_cuts_the_earlier_version_short() -> None:
    berlin = fact("berlin", "Berlin", status="superseded", valid_from=JAN1, valid_to=JUNE1)
    paris = fact("paris", "Paris", valid_from=JUNE1)
    d = decide([berlin, paris], candidate("Lyon", "I moved to Lyon on 1 May", key="home.city", valid_from=MAY1))
    assert (d.decision, d.targets, d.valid_from, d.valid_to) == ("superseded", ("berlin",), MAY1, JUNE1)


def test_a_change_at_the_instant_the_old_fact_started_still_replaces_it() -> None:
    java = fact("java", "Java", valid_from=JUNE10)  # e.g. both commands in one bulk-import batch
    d = decide([java], candidate("Go", "we migrated to Go"))
    assert (d.decision, d.targets, d.valid_from, d.valid_to) == ("superseded", ("java",), JUNE10, None)


# -- invariants -----------------------------------------------------------------------------------

INSTANTS = [JAN1, MAY1, JUNE1, JUNE10, JUNE10 + timedelta(days=30)]
VALUES = ["Java", "Java 21", "Go", "Paris", "北京", 42, {"lang": "Go"}]
PLAIN: list[str | None] = [None, "I use it", "我也用它", "it is what it is"]
CUED: list[str | None] = ["we switched to it", "I no longer use the old one", "sorry, I meant it", "我换成它了", "说错了"]
RELATIONS = [None, "change", "correction", "supplement", "refinement"]


@functools.cache
def _fact_pool() -> list[Fact]:
    """Every combination that matters to the policy, built once: one draw per fact keeps the properties fast."""
    spans = [(s, e) for s in INSTANTS for e in [None, *[t for t in INSTANTS if t > s]]]
    return [fact("f", value, source=source, kind=kind, status=status, valid_from=start, valid_to=end)
            for value, source, kind, status, (start, end) in itertools.product(
                VALUES, SOURCES, ["profile", "preference", "safety"],
                ["active", "pending", "conflicted", "superseded", "invalidated", "denied"], spans)]


slot_facts = st.lists(st.deferred(lambda: st.sampled_from(_fact_pool())), max_size=4).map(
    lambda drawn: [dataclasses.replace(f, fact_id=f"f{i}") for i, f in enumerate(drawn)])


def candidates(statements: list[str | None], relations: list[str | None]) -> st.SearchStrategy[Candidate]:
    return st.builds(
        candidate, st.sampled_from(VALUES), st.sampled_from(statements), source=st.sampled_from(SOURCES),
        kind=st.sampled_from(["profile", "safety"]), cardinality=st.sampled_from(["one", "many"]),
        relation=st.sampled_from(relations), valid_from=st.sampled_from([None, *INSTANTS[:4]]),
    )


any_candidate = candidates(PLAIN + CUED, RELATIONS)
uncued_candidate = candidates(PLAIN, [None])


@given(slot_facts, any_candidate)
def test_nothing_is_replaced_by_a_lower_priority_source(existing: list[Fact], c: Candidate) -> None:
    d = decide(existing, c)
    by_id = {f.fact_id: f for f in existing}
    # the user's own statement and the user's own correction are one party (policy 2026.12-12): a cued or
    # explicit change by the user may replace what the user corrected before
    rank = PRIORITY["user_corrected"] if c.source == "user_stated" else PRIORITY[c.source]
    if d.decision in REPLACING:
        assert all(PRIORITY[by_id[t].source] <= rank for t in d.targets)


@given(slot_facts, uncued_candidate)
def test_a_many_key_candidate_without_relation_or_cue_is_never_a_replacement(existing: list[Fact],
                                                                             c: Candidate) -> None:
    d = decide(existing, dataclasses.replace(c, cardinality="many"))
    assert d.decision in ("added", "pending", "reinforced", "confirmed")  # confirmed: a pending fact of the same value


@given(slot_facts, any_candidate)
def test_decisions_only_act_on_believed_facts_the_candidate_meets_in_valid_time(existing: list[Fact],
                                                                               c: Candidate) -> None:
    d = decide(existing, c)
    by_id = {f.fact_id: f for f in existing}
    start = c.valid_from or c.now
    for t in (*d.targets, *d.cut):
        f = by_id[t]
        assert f.expired_at is None and f.status in ("active", "pending", "conflicted", "superseded", "invalidated")
        assert f.live or c.cardinality == "one"  # a value that has since ended is met only on a one key
        assert overlaps(f, start, c.valid_to) or (d.valid_from is not None and overlaps(f, d.valid_from, d.valid_to))


@given(slot_facts, candidates(PLAIN + CUED, [None]))
def test_a_safety_fact_is_only_replaced_by_an_explicit_relation(existing: list[Fact], c: Candidate) -> None:
    d = decide(existing, c)
    by_id = {f.fact_id: f for f in existing}
    if d.decision in REPLACING:
        assert all(by_id[t].kind != "safety" for t in d.targets)


@given(slot_facts, uncued_candidate)
def test_without_relation_or_cue_only_source_priority_or_a_refinement_replaces(existing: list[Fact],
                                                                               c: Candidate) -> None:
    d = decide(existing, c)
    if d.decision in ("superseded", "corrected"):
        assert d.reason == "source_priority"
        assert c.source in ("authoritative", "user_corrected")
    if d.decision == "refined":
        assert d.reason == "more_specific"


@given(slot_facts, any_candidate)
def test_a_new_fact_never_gets_an_empty_valid_time(existing: list[Fact], c: Candidate) -> None:
    d = decide(existing, c)
    if d.decision in ("reinforced", "confirmed"):  # creates no fact
        return
    assert d.valid_from is not None
    assert d.valid_to is None or d.valid_to > d.valid_from


def test_the_property_statements_are_cued_as_intended() -> None:
    assert [cue_of(s) for s in PLAIN] == [None] * len(PLAIN)
    assert None not in [cue_of(s) for s in CUED]
