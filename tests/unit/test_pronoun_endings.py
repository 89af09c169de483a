"""An ending that refers to the value instead of naming it: "I don't use it anymore", sent with value Java.

The agent resolved the pronoun to the value it sends. Before policy 2026.12-11 only a named value could be
ended, so the same statement *reinforced* Java in a slot holding Java, and in a slot holding Go its change
cue ("anymore") made Java supersede Go: the value the user stopped using became the current one.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from freezegun import freeze_time

from commands import Remember, open_ledger
from ledger.endings import ends
from ledger.events import FactContent
from ledger.policy import Candidate, decide
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def fact(value: str, fact_id: str = "s.1") -> Fact:
    return Fact(fact_id=fact_id, kind="preference", source="user_stated", status="active", valid_from=JAN1,
                valid_to=None, recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value), last_seen=JAN1)


def said(value: str, statement: str) -> Candidate:
    return Candidate("stack.language", value, statement, "user_stated", "preference", "one", JUNE1)


@pytest.mark.parametrize("statement", [
    "I don't use it anymore", "Java? I don't use that anymore", "I no longer use it", "I stopped using it",
    "I quit it", "I don't need it anymore, I use Go", "We don't use those any more.", "I don't live there anymore",
    "我不用它了", "我已经不用那个了",
])
def test_a_pronoun_object_of_a_cessation_stands_for_the_value(statement: str) -> None:
    assert ends(statement, "Java")


@pytest.mark.parametrize("statement", [
    "It no longer works", "That's no longer true", "it's no longer my favourite",  # the pronoun is the subject
    "My brother doesn't use it anymore", "Nobody uses it anymore",  # someone else
    "I don't use it anymore?", "If I stopped using it, what then", "I'll stop using it",  # not asserted
    "I haven't stopped using it",  # negated
    "I don't use it today anymore", "I no longer hate it", "I'm not just using it anymore",  # a pause, a feeling, not only
    "I left it in the car", "I left it",  # leaving a thing somewhere is no ending
    "I use it every day",  # no cessation at all
])
def test_a_pronoun_counts_only_where_a_named_value_would(statement: str) -> None:
    assert not ends(statement, "Java")


def test_the_held_value_referred_to_ends_and_another_held_value_is_kept() -> None:
    assert (decide([fact("Java")], said("Java", "I don't use it anymore")).decision) == "invalidated"
    d = decide([fact("Go")], said("Java", "I don't use it anymore"))
    assert (d.decision, d.reason) == ("rejected", "nothing_to_end")


@pytest.mark.integration
def test_through_the_ledger_the_ended_value_never_becomes_current() -> None:
    ledger = open_ledger()
    try:
        with freeze_time("2026-01-01T00:00:00Z"):
            ledger.handle(Remember(tenant="acme", subject="alice", key="stack.language", value="Go",
                                   statement="I write Go", kind="preference"))
        with freeze_time("2026-06-01T00:00:00Z"):
            r = ledger.handle(Remember(tenant="acme", subject="alice", key="stack.language", value="Java",
                                       statement="Java? I don't use it anymore", kind="preference"))
            assert (r.decision, r.reason) == ("rejected", "nothing_to_end")
            assert [f.value for f in ledger.current("acme", "alice")] == ["Go"]
            ledger.handle(Remember(tenant="acme", subject="alice", key="stack.language", value="Go",
                                   statement="I don't write it anymore", kind="preference"))
            assert ledger.current("acme", "alice") == []
            versions = ledger.history("acme", "alice", "stack.language")
            assert [(f.value, f.status) for f in versions] == [("Go", "active"), ("Go", "invalidated")]
            assert versions[-1].valid_to == datetime(2026, 6, 1, tzinfo=UTC)
    finally:
        ledger.close()
