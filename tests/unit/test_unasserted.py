"""A statement that names the value sent with it only where it does not assert it (policy 2026.12-13).

Before, "I don't use Java" (value Java) added Java to an empty slot or reinforced it, "No coffee today" reinforced
coffee, "我打算搬到深圳" and "Have you switched to Munich?" flagged the city that holds as a conflict, and "My brother
no longer lives in Berlin" added Berlin as the user's own. Such a statement is now refused (`value_not_asserted`,
field `statement`) and changes nothing. The reading is conservative: a statement that also asserts the value, a
double negation, a feeling, "not only", a question that tells, and every ordinary statement decide as before.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time
from hypothesis import given, settings
from hypothesis import strategies as st

from commands import Remember, open_ledger
from ledger.assertion import _unasserted, unasserted
from ledger.events import FactContent
from ledger.policy import ENDING_REFUSALS, POLICY_VERSION, Candidate, decide
from ledger.script import folded
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def fact(value: Any, fact_id: str = "s.1") -> Fact:
    return Fact(fact_id=fact_id, kind="preference", source="user_stated", status="active", valid_from=JAN1,
                valid_to=None, recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value), last_seen=JAN1)


def said(value: Any, statement: str | None, *, key: str = "k", kind: str = "preference", relation: str | None = None,
         valid_from: datetime | None = None) -> Candidate:
    return Candidate(key, value, statement, "user_stated", kind, "one", JUNE1, relation=relation,
                     valid_from=valid_from)


# (held value or None, value sent, statement): each one must be refused
NEGATIONS = [  # defect 1: added as an active fact, or reinforced
    (None, "Java", "I don't use Java"), (None, "Java", "我不用Java"), (None, "Java", "I never used Java"),
    ("Java", "Java", "I don't use Java"), ("Java", "Java", "我不用Java"), ("Java", "Java", "I never used Java"),
    (None, "Java", "I do not write Java"), (None, "Java", "i dont use java"), (None, "Java", "我从来没用过Java"),
    (None, "Java", "我没有学过Java"), ("Python", "Java", "I use Python, not Java"), (None, "Java", "I don’t know Java"),
    ("Java", "Go", "we haven't actually switched to Go"), (None, "Go", "I use neither Java nor Go"),
]
PAUSES = [  # defect 2: reinforced the value held
    ("coffee", "coffee", "I'm not drinking coffee for now"), ("coffee", "coffee", "No coffee today"),
    ("咖啡", "咖啡", "今天不喝咖啡了"), ("coffee", "coffee", "I'm not drinking coffee anymore today"),
    ("咖啡", "咖啡", "这周先不喝咖啡"), ("Java", "Java", "No longer using Java for now"),
]
QUESTIONS_AND_PLANS = [  # defect 3: a conflict with the value that holds
    ("上海", "深圳", "我打算搬到深圳"), ("Berlin", "Munich", "Have you switched to Munich?"),
    ("上海", "深圳", "你搬到深圳了吗"), ("上海", "深圳", "我搬到深圳了吗？"), ("Berlin", "Munich", "Do you live in Munich?"),
    ("Berlin", "Munich", "So, have you moved to Munich, or are you still in Berlin?"),
    ("Berlin", "Munich", "If I moved to Munich, would you visit?"), ("Berlin", "Munich", "I plan to move to Munich"),
    ("Berlin", "Munich", "I'm thinking of moving to Munich"), ("Berlin", "Munich", "I'm moving to Munich next month"),
    ("Berlin", "Munich", "Maybe Munich"), ("上海", "深圳", "如果搬到深圳会怎样"), ("上海", "深圳", "我明年搬到深圳"),
    ("上海", "深圳", "我可能搬到深圳"), ("Java", "Go", "I'm considering Go"), ("Java", "Go", "We're about to migrate to Go"),
]
THIRD_PARTIES = [  # defect 4: added as the user's own value
    (None, "Berlin", "My brother no longer lives in Berlin"), (None, "柏林", "我弟弟不住在柏林了"),
    (None, "Java", "My wife doesn't use Java anymore"), (None, "Berlin", "My brother left Berlin"),
    (None, "咖啡", "我弟弟戒了咖啡"), (None, "Java", 'He said "I use Java"'), (None, "Java", "他说“我用Java”"),
]
REFUSED = [*NEGATIONS, *PAUSES, *QUESTIONS_AND_PLANS, *THIRD_PARTIES]

# (held value or None, value sent, statement): each one keeps the decision it had before
KEPT = [
    # also asserts the value
    (None, "Java", "I don't use Python, I use Java"), ("Python", "Java", "I don't use Python, I use Java"),
    ("Java", "Go", "I no longer use Java but Go"), (None, "Go", "不再用Java而是Go"), (None, "Java", "not only Java"),
    (None, "Java", "I use not only Java"), (None, "Java", "我不仅用Java"), (None, "Java", "I use nothing other than Java"),
    (None, "Java", "I don't use anything except Java"), (None, "Java", "I don't just use Java"),
    (None, "Java", "Nobody uses Java anymore, but I do"), (None, "Java", "He said 'I don't use Java' but I still do"),
    (None, "柏林", "我弟弟不住在柏林了，我还住在那里"), (None, "Java", "I write Go. I don't go to the gym anymore, I use Java"),
    # double negations, negated leaving, idioms
    (None, "Java", "I can't live without Java"), (None, "Java", "没有Java不行"), (None, "Java", "我不是不用Java"),
    (None, "Berlin", "I never left Berlin"), (None, "Java", "我没有放弃Java"), (None, "Java", "I haven't stopped using Java"),
    (None, "咖啡", "我离不开咖啡"), (None, "Java", "我不得不用Java"), (None, "coffee", "I can't get enough of coffee"),
    (None, "Berlin", "There's no place like Berlin"), (None, "Berlin", "I don't plan to leave Berlin"),
    # feelings and thoughts
    (None, "Java", "I never thought I'd love Java this much"), (None, "Java", "I don't hate Java"),
    (None, "Java", "I don't mind Java"), (None, "Java", "我不讨厌Java"), (None, "Java", "I no longer hate Java"),
    (None, "Java", "I'm not afraid of Java anymore"), (None, "Java", "没想到我这么喜欢Java"),
    # questions that tell, and clauses that are no question
    ("Berlin", "Munich", "Did you know I moved to Munich?"), (None, "Java", "Isn't Java great?"),
    (None, "Java", "I use Java, what about you?"), (None, "Java", "我用Java，你呢？"),
    (None, "Java", "Why do I use Java? Because it is fast"),
    # plans that keep the value, and words that only look like plans or negations
    ("Berlin", "Berlin", "I plan to stay in Berlin"), (None, "Java", "Even if Java is slow, I love it"),
    (None, "法语", "我会说法语"), (None, "Java", "I want Java"), (None, "tea", "I would like tea"),
    (None, "Java", "我主要是用Java"), (None, "Java", "我特别喜欢Java"), (None, "Java", "未来我用Java"),
    (None, "Munich", "I'm going to Munich"), (None, "Alice", "I have a meeting with Alice tomorrow"),
    (None, "Notion", "I plan my week in Notion"), (None, "Lyon", "I moved to Lyon last month"),
    (None, "Java", "No, I use Java"), (None, "Java", "I now work in Java"), (None, "Java", "I know Java"),
    # quoted: the value itself, or the subject's own words
    (None, "Java", 'I use "Java"'), (None, "Java", "I told him 'I use Java'"),
    # the value not named (another word, a pronoun), no statement
    (None, "Java", "I don't use it"), (None, "Go", "I don't use Golang"), (None, "Java", None),
    (None, "Java", ""),
    # ordinary statements
    (None, "Java", "I use Java"), ("Berlin", "Munich", "I live in Munich"), ("Berlin", "Munich", "We moved to Munich"),
    ("上海", "深圳", "我搬到深圳了"), (None, "climbing", "In my free time I enjoy climbing"),
]


def before(held: str | None, value: str, statement: str | None, **kw: Any) -> str:
    """The decision policy 2026.12-11 made: the same policy with the new reading switched off."""
    from ledger import policy

    saved = policy.unasserted
    policy.unasserted = lambda *a, **k: False  # type: ignore[assignment]
    try:
        return decide([fact(held)] if held else [], said(value, statement, **kw)).decision
    finally:
        policy.unasserted = saved


@pytest.mark.parametrize(("held", "value", "statement"), REFUSED, ids=[s for _, _, s in REFUSED])
def test_a_statement_that_does_not_assert_its_value_is_refused(held: str | None, value: str, statement: str) -> None:
    assert unasserted(statement, value)
    assert before(held, value, statement) in ("added", "reinforced", "conflict")  # the defect it was
    d = decide([fact(held)] if held else [], said(value, statement))
    assert (d.decision, d.reason, d.targets) == ("rejected", "value_not_asserted", ())
    assert ENDING_REFUSALS[d.reason] == "statement"  # the field the handler records


@pytest.mark.parametrize(("held", "value", "statement"), KEPT, ids=[str(s) for _, _, s in KEPT])
def test_a_statement_that_asserts_its_value_decides_as_before(held: str | None, value: str,
                                                              statement: str | None) -> None:
    assert not unasserted(statement, value)
    d = decide([fact(held)] if held else [], said(value, statement))
    assert d.decision == before(held, value, statement)
    assert d.reason != "value_not_asserted"


@pytest.mark.parametrize(("held", "decision", "reason"), [
    (None, "rejected", "nothing_to_end"), ("Java", "invalidated", "ended_cue")])
def test_an_ending_is_read_first_as_before(held: str | None, decision: str, reason: str) -> None:
    d = decide([fact(held)] if held else [], said("Java", "I don't use Java anymore"))
    assert (d.decision, d.reason) == (decision, reason)


def test_there_are_at_least_as_many_look_alikes_as_refusals() -> None:
    assert len(KEPT) >= len(REFUSED)


@pytest.mark.parametrize(("value", "statement"), [
    ("Munich", "Have you switched to Munich?"), ("深圳", "我打算搬到深圳"), ("Java", "I don't use Java")])
@pytest.mark.parametrize("relation", ["change", "correction", "supplement"])
def test_an_explicit_relation_outranks_the_wording(value: str, statement: str, relation: str) -> None:
    d = decide([fact("Berlin")], said(value, statement, relation=relation))
    assert d.decision == before("Berlin", value, statement, relation=relation) != "rejected"


def test_a_value_dated_by_the_caller_is_no_plan() -> None:
    later = JUNE1 + timedelta(days=30)
    d = decide([fact("Berlin")], said("Munich", "I'm moving to Munich next month", valid_from=later))
    assert d.decision == before("Berlin", "Munich", "I'm moving to Munich next month", valid_from=later) != "rejected"
    d = decide([fact("Berlin")], said("Munich", "I'm moving to Munich next month"))
    assert d.decision == "rejected"


@pytest.mark.parametrize(("key", "kind", "value", "statement"), [
    ("diet.avoid", "preference", "pork", "I don't eat pork"), ("food.dislikes", "preference", "香菜", "我不吃香菜"),
    ("health.allergy", "safety", "peanuts", "I can't eat peanuts"), ("diet.restrictions", "profile", "gluten", "No gluten"),
])
def test_a_negation_states_the_value_of_a_key_of_things_avoided(key: str, kind: str, value: str,
                                                               statement: str) -> None:
    assert unasserted(statement, value)  # read as a negation ...
    d = decide([], said(value, statement, key=key, kind=kind))
    assert (d.decision, d.reason) == ("added", "new_fact")  # ... but there it asserts the value
    # a question is no statement of the value on any key
    assert decide([], said(value, f"Do you eat {value}?", key=key, kind=kind)).decision == "rejected"


def test_the_policy_version_says_so() -> None:
    assert tuple(map(int, POLICY_VERSION.replace("-", ".").split("."))) >= (2026, 12, 13)


def test_every_mention_is_read_up_to_the_bound() -> None:
    assert unasserted("I don't use Java. " * 10, "Java")
    assert not unasserted("I don't use Java. " * 10 + "I use Java.", "Java")  # the last one asserts it
    assert not unasserted("I don't use Java. " * 100, "Java")  # more mentions than MAX_CUES: as before


WORDS = [
    "I", "we", "my brother", "don't", "dont", "not", "no", "No", "never", "nor", "neither", "cannot", "without", "if",
    "maybe", "plan to", "going to", "about to", "in case", "next month", "tomorrow", "left", "quit", "stopped",
    "use", "live in", "moved to", "Java", "java", "Go", "?", "？", "'", '"', "“", "”", ",", ".", " ", "_", "-", "but",
    "I do", "still", "anymore", "不", "没有", "吗", "打算", "明年", "搬到", "弟弟", "我", "用", "了", "，", "Jävä", "n't",
]
statements = st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=3)), max_size=10).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(statements, st.sampled_from(["Java", "Go", "java 21", "搬到", "C++"]))
def test_the_prefilter_changes_no_answer(statement: str, value: str) -> None:
    # (both read the statement as folded: Traditional as Simplified, a space between Chinese as a pause; and as
    # written, where a name has its capital: "Go left Java" may be someone called Go)
    read = folded(statement)
    cased = read if len(read) == len(read.lower()) else None
    assert unasserted(statement, value) == (bool(statement) and bool(value.strip())
                                            and _unasserted(read.lower(), folded(value), cased=cased))


@pytest.mark.integration
def test_through_the_ledger_a_refused_statement_changes_nothing_and_is_audited_without_content() -> None:
    ledger = open_ledger()
    try:
        def say(value: str, statement: str, key: str = "stack.language") -> Any:
            return ledger.handle(Remember(tenant="acme", subject="alice", key=key, value=value, statement=statement,
                                          kind="preference"))

        with freeze_time("2026-01-01T00:00:00Z"):
            say("Quokkalang", "I write Quokkalang")
            say("上海", "我住在上海", key="home.city")
        with freeze_time("2026-03-01T00:00:00Z"):
            current = ledger.current("acme", "alice")
            history = {k: ledger.history("acme", "alice", k) for k in ("stack.language", "home.city")}
            audited = ledger.audit("acme", subject="alice")
        with freeze_time("2026-06-01T00:00:00Z"):
            refused = [say("Quokkalang", "I don't use Quokkalang"), say("Quokkalang", "今天不用Quokkalang"),
                       say("深圳", "我打算搬到深圳", key="home.city"),
                       say("Zebralang", "Have you switched to Zebralang?"),
                       say("Zebralang", "My brother no longer uses Zebralang")]
            assert [(r.decision, r.reason, r.fact_id) for r in refused] == [
                ("rejected", "value_not_asserted", None)] * len(refused)
            assert ledger.current("acme", "alice") == current  # values, statuses, evidence counts, last seen
            assert [f.evidence_count for f in ledger.current("acme", "alice")] == [1, 1]
            assert ledger.conflicts("acme", "alice") == []
            for key, versions in history.items():
                assert ledger.history("acme", "alice", key) == versions
            entries = ledger.audit("acme", subject="alice")
            assert entries[:len(audited)] == audited
            new = entries[len(audited):]
            assert [(e.decision, e.reason, e.fact_id, e.affected, e.policy_version) for e in new] == [
                ("rejected", "value_not_asserted", None, [], POLICY_VERSION)] * len(refused)
            assert not any(word in repr(entries) for word in ("Zebralang", "深圳", "don't", "打算", "brother"))
            stored = ledger.app.recorder.select_notifications(start=1, limit=100)
            for word in ("Zebralang", "深圳", "打算", "brother", "switched"):  # (Quokkalang's fact is sealed)
                assert not any(word.encode() in bytes(n.state) for n in stored), word
    finally:
        ledger.close()
