"""A statement that a value stopped holding, sent with that value ("I don't use Java anymore", value Java).

Before policy 2026.12-8 the same-value rule came first and such a statement *reinforced* the fact it
ends: the ledger grew more certain the user uses Java. DOMAIN.md §2 lists "no longer" / "不用了" as a
change; said of the held value itself, the change is its end: the value is invalidated where the
statement starts (its history kept). Where the ledger may not end a value on a statement alone
(a guess, a lower source, a safety fact) the statement is refused with a reason, and nothing changes.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from ledger.endings import ends
from ledger.events import FactContent
from ledger.policy import ENDING_REFUSALS, Candidate, decide
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def fact(value: Any, *, status: str = "active", source: str = "user_stated", kind: str = "preference",
         valid_from: datetime = JAN1) -> Fact:
    return Fact(fact_id="s.1", kind=kind, source=source, status=status, valid_from=valid_from, valid_to=None,
                recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value), last_seen=JAN1)


def said(value: Any, statement: str, *, source: str = "user_stated", kind: str = "preference",
         cardinality: str = "one", valid_from: datetime | None = None) -> Candidate:
    return Candidate("stack.language", value, statement, source, kind, cardinality, JUNE1, valid_from=valid_from)


ENDINGS = [
    ("I don't use Java anymore", "Java"), ("I no longer live in Berlin", "Berlin"), ("I quit smoking", "smoking"),
    ("I left Google last month", "Google"), ("We stopped using Java in March", "java"),
    ("I don't write Go any more.", "Go"), ("I'm no longer allergic to peanuts", "peanuts"),
    ("Java 不用了", "Java"), ("我已经不住在柏林了", "柏林"), ("我不再用Java", "Java"), ("我戒了咖啡", "咖啡"),
    ("I no longer use C++", "C++"), ("I gave up Java 21 for good", "Java 21"),
    ("I no longer use Java but Go", "Java"), ("I no longer live in Berlin now", "Berlin"), ("我现在不用Java了", "Java"),
]
NOT_ENDINGS = [
    ("I use Java", "Java"),
    ("I moved to Berlin, no longer Paris", "Berlin"),  # the cue's clause names Paris: Berlin is stated again
    ("I don't use Python anymore, only Java", "Java"),
    ("I haven't stopped using Java", "Java"), ("We never quit Java", "Java"),  # negated
    ("Do you still use Java anymore?", "Java"), ("你还用Java吗，不用了吗", "Java"),  # questions
    ("If I stopped using Java, what then", "Java"), ("I'm thinking I no longer want Java", "Java"),  # hypothetical
    ("I don't have any more Java projects to show", "Java"),  # "any more" before a noun is a quantity
    ("Java 不错了", "Java"),  # 不…了 only with a verb of use or living
    ("I no longer use C", "C++"), ("I don't write Gopher anymore", "Go"),  # another word
    ("I don't use it anymore", ""), ("no longer", 42),  # nothing named / not a string
    # after a contrast the clause names the value that holds instead
    ("I no longer use Java but Go", "Go"), ("不再用Java而是Go", "Go"), ("I quit Java and now use Go", "Go"),
    ("Berlin is home now, I don't live in Paris anymore", "Berlin"),
]


@pytest.mark.parametrize(("statement", "value"), ENDINGS)
def test_a_cessation_cue_in_the_clause_naming_the_value_ends_it(statement: str, value: str) -> None:
    assert ends(statement, value)


@pytest.mark.parametrize(("statement", "value"), NOT_ENDINGS)
def test_no_ending_without_a_real_cessation_of_that_value(statement: str, value: Any) -> None:
    assert not ends(statement, value)


@pytest.mark.parametrize("cardinality", ["one", "many"])
def test_the_held_value_ends_where_the_statement_starts(cardinality: str) -> None:
    d = decide([fact("Java")], said("Java", "I don't use Java anymore", cardinality=cardinality))
    assert (d.decision, d.reason, d.targets, d.status, d.valid_to) == (
        "invalidated", "ended_cue", ("s.1",), "invalidated", JUNE1)


def test_late_news_of_an_end_ends_it_where_it_says() -> None:
    may = datetime(2026, 5, 1, tzinfo=UTC)
    d = decide([fact("Java")], said("Java", "I stopped using Java in May", valid_from=may))
    assert (d.decision, d.valid_to) == ("invalidated", may)


def test_saying_the_general_value_stopped_ends_the_specific_one() -> None:
    d = decide([fact("Java 21 + Spring Boot 3")], said("Java", "I don't use Java anymore"))
    assert (d.decision, d.targets) == ("invalidated", ("s.1",))


def test_the_same_value_without_a_cessation_cue_still_reinforces() -> None:
    d = decide([fact("Java")], said("Java", "I switched to Java"))
    assert (d.decision, d.targets) == ("reinforced", ("s.1",))


@pytest.mark.parametrize(("held", "candidate", "reason"), [
    (fact("Java", status="pending", source="inferred"), said("Java", "I don't use Java anymore"), "ends_unsettled_fact"),
    (fact("Java", status="conflicted"), said("Java", "I don't use Java anymore"), "ends_unsettled_fact"),
    (fact("Java"), said("Java", "they don't use Java anymore", source="inferred"), "lower_priority_source"),
    (fact("Java", source="authoritative"), said("Java", "I don't use Java anymore"), "lower_priority_source"),
    (fact("peanuts", kind="safety"), said("peanuts", "I'm no longer allergic to peanuts", kind="safety"),
     "safety_needs_confirmation"),
    (fact("Java", valid_from=JUNE1), said("Java", "I don't use Java anymore", valid_from=JAN1), "ends_before_it_began"),
])
def test_an_ending_the_ledger_may_not_apply_on_a_statement_alone_is_refused(held: Fact, candidate: Candidate,
                                                                            reason: str) -> None:
    d = decide([held], candidate)
    assert (d.decision, d.reason, d.targets) == ("rejected", reason, ("s.1",))
    assert reason in ENDING_REFUSALS  # the refusal names a command field


def test_an_ending_never_asserts_the_value_it_ends() -> None:
    """Before: in an empty slot "I don't use Java anymore" added Java as an active value, and in a slot
    holding Go its change cue ("anymore") made Java supersede Go."""
    for facts in ([], [fact("Go")]):
        d = decide(facts, said("Java", "I don't use Java anymore"))
        assert (d.decision, d.reason, d.targets) == ("rejected", "nothing_to_end", ())


def test_an_ending_said_again_reinforces_the_ended_fact() -> None:
    ended = fact("Java", status="invalidated")
    ended.valid_to = datetime(2026, 3, 1, tzinfo=UTC)
    go = fact("Go", valid_from=datetime(2026, 3, 1, tzinfo=UTC))
    go.fact_id = "s.2"
    d = decide([ended, go], said("Java", "I don't use Java anymore"))
    assert (d.decision, d.reason, d.targets) == ("reinforced", "already_ended", ("s.1",))


def test_an_explicit_relation_outranks_the_cessation_words() -> None:
    c = Candidate("stack.language", "Java", "I don't use Java anymore", "user_stated", "preference", "one", JUNE1,
                  relation="change")
    assert decide([fact("Go")], c).decision == "superseded"
