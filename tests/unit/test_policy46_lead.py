"""Policy 2026.12-46, the decisions blind set 25 (bench/quality_blind25.py) found wrong on -45.

- One side of an open conflict restated by the user, who says in the same statement that the other side was a slip,
  settles the conflict (decision "resolved"), as ResolveConflict would; restated without that, it stays open.
- A user's cued change against a system of record is a conflict, as without a cue; a user's statement is never a
  pending guess.
- A change that ends only unsettled values (capped) is named a change ("superseded").
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time
from said_on_days import fresh_ledger

from commands import Ledger, Remember, open_ledger
from ledger.errors import PolicyError
from ledger.events import ConflictResolved, FactReinforced
from ledger.policy import Candidate, Decision, decide
from ledger.slot import fact_slot_id
from replay import redecide

A = {"tenant": "acme", "subject": "alice"}
DAY0 = datetime(2026, 1, 1, 12, tzinfo=UTC)


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


def say(ledger: Ledger, day: int, value: str, statement: str, key: str = "work.base", **kw: Any) -> Any:
    with freeze_time(DAY0 + timedelta(days=day)):
        return ledger.handle(Remember(**A, key=key, value=value, statement=statement, **kw))


def now(ledger: Ledger, key: str = "work.base") -> list[tuple[Any, str]]:
    with freeze_time(DAY0 + timedelta(days=100)):
        return sorted((f.value, f.status) for f in ledger.current(**A, key=key))


def conflict(ledger: Ledger, first: str, second: str, said: str = "I'm based at {}") -> tuple[str, str]:
    a = say(ledger, 0, first, said.format(first)).fact_id
    b = say(ledger, 10, second, said.format(second))
    assert b.decision == "conflict"
    return a, b.fact_id


# -- settling a conflict in the same breath --------------------------------------------------------------------------

@pytest.mark.parametrize(("first", "second", "statement"), [
    ("Bare Lane clinic", "Halton health centre",
     "Sorry, I meant Bare Lane when I said Halton, I've never been based at Halton"),
    ("Bare Lane clinic", "Halton health centre", "I meant the Bare Lane clinic, not Halton, my mistake"),
    ("昌江区中医院", "珠山区社区卫生服务中心", "珠山那个说错了 我从来没在那上过班 一直在昌江区中医院"),
    ("Northgate depot", "Riverside depot", "Sorry, Riverside was a typo, I meant Northgate depot"),
])
def test_restating_one_side_and_calling_the_other_a_slip_settles_the_conflict(
        ledger: Ledger, first: str, second: str, statement: str) -> None:
    kept, dropped = conflict(ledger, first, second)
    result = say(ledger, 20, first, statement)
    assert (result.decision, result.reason, result.fact_id) == ("resolved", "correction_cue", kept)
    assert dropped in result.affected
    assert now(ledger) == [(first, "active")]
    assert ledger.conflicts(**A) == []
    assert ledger.get_fact("acme", "alice", dropped).status == "denied"
    # it held all along: as of a day between the clash and the statement, as known now
    with freeze_time(DAY0 + timedelta(days=100)):
        assert [f.value for f in ledger.as_of(**A, valid_at=DAY0 + timedelta(days=15), key="work.base")] == [first]
    events = list(ledger.app.events.get(fact_slot_id(kept)))  # type: ignore[attr-defined]
    reinforced, resolved = events[-2:]
    assert isinstance(reinforced, FactReinforced) and reinforced.decision == "resolved"
    assert reinforced.content.statement == statement  # the candidate as received, for a later policy
    assert isinstance(resolved, ConflictResolved) and (resolved.kept, resolved.dropped) == (kept, [dropped])
    assert resolved.command_id == reinforced.command_id


@pytest.mark.parametrize("statement", [
    "I'm based at the Bare Lane clinic",  # the same sentence again: evidence, not the confirmation it waits for
    "Still at Bare Lane clinic, busy week",
    "Sorry, I meant Bare Lane clinic",  # a correction that names no other side: which one was wrong is not said
])
def test_restating_one_side_without_naming_the_other_as_wrong_leaves_the_conflict_open(
        ledger: Ledger, statement: str) -> None:
    kept, dropped = conflict(ledger, "Bare Lane clinic", "Halton health centre")
    result = say(ledger, 20, "Bare Lane clinic", statement)
    assert (result.decision, result.fact_id) == ("reinforced", kept)
    assert sorted(f.fact_id for f in ledger.conflicts(**A)) == sorted([kept, dropped])


def test_a_third_side_not_named_keeps_the_conflict_open(ledger: Ledger) -> None:
    kept, _ = conflict(ledger, "Bare Lane clinic", "Halton health centre")
    third = say(ledger, 12, "Lancaster birth centre", "I'm based at Lancaster birth centre")
    assert third.decision == "conflict"
    result = say(ledger, 20, "Bare Lane clinic", "Sorry, I meant Bare Lane when I said Halton")
    assert (result.decision, result.fact_id) == ("reinforced", kept)
    assert len(ledger.conflicts(**A)) == 3


def test_a_settled_conflict_re_decides_the_same_in_replay(ledger: Ledger) -> None:
    from commands.messages import parse_command
    from commands.views import StoreEventSource

    conflict(ledger, "Bare Lane clinic", "Halton health centre")
    say(ledger, 20, "Bare Lane clinic", "Sorry, I meant Bare Lane when I said Halton, I've never been based at Halton")

    def scratch(policy: Any, clock: Any) -> Ledger:
        return open_ledger(policy=policy, clock=clock)

    report = redecide(StoreEventSource(ledger.app), decide, scratch, parse=parse_command)
    assert report.divergences == [] and report.commands == 3


def test_a_custom_policy_resolving_what_is_not_a_conflict_is_refused(ledger: Ledger) -> None:
    def odd(facts: Any, c: Candidate) -> Decision:
        return Decision("resolved", "custom", tuple(f.fact_id for f in facts))

    with freeze_time(DAY0):
        led = open_ledger(policy=odd)
        try:
            with pytest.raises(PolicyError) as err:
                led.handle(Remember(**A, key="work.base", value="x"))
            assert err.value.field == "policy"
        finally:
            led.close()


# -- a user's change against a system of record; guesses against guesses -------------------------------------------

def _decide(facts: list[Any], value: str, statement: str, source: str = "user_stated") -> Decision:
    return decide(facts, Candidate("work.beach", value, statement, source, "profile", "one", DAY0))


@pytest.mark.parametrize("statement", [
    "They've moved me from Sandbanks to Branksome Chine for the rest of the summer",
    "I switched to Branksome Chine",
    "我调到Branksome Chine了",
])
def test_a_users_change_against_a_system_of_record_is_a_conflict_not_a_guess(ledger: Ledger, statement: str) -> None:
    rota = say(ledger, 0, "Sandbanks", "Lifeguard rota system: assigned beach Sandbanks", key="work.beach",
               source="authoritative").fact_id
    result = say(ledger, 5, "Branksome Chine", statement, key="work.beach")
    assert (result.decision, result.affected) == ("conflict", [rota])
    assert ledger.get_fact("acme", "alice", rota).status == "conflicted"


@pytest.mark.parametrize("source", ["inferred", "external"])
def test_a_guess_against_another_guess(ledger: Ledger, source: str) -> None:
    # an outside document under a guess waits (pending); two guesses of equal source stay a conflict (review 5), so
    # the user's settling of it denies the other, where two pending guesses left one beside the value confirmed (the
    # blind set's label b25-p-zh-20 says pending: a disagreement kept on purpose)
    first = say(ledger, 0, "陶器修复", "用户常问粘陶片的胶，推测做陶器修复", key="work.specialty", source="inferred")
    assert first.decision == "pending"
    second = say(ledger, 5, "动物考古", "推测做动物考古", key="work.specialty", source=source,
                 allow_external=source == "external")
    assert second.decision == ("conflict" if source == "inferred" else "pending")


def test_a_users_statement_against_a_guess_is_still_added_and_a_clash_of_users_still_a_conflict(
        ledger: Ledger) -> None:
    say(ledger, 0, "陶器修复", "推测做陶器修复", key="work.specialty", source="inferred")
    assert say(ledger, 5, "动物考古", "我做动物考古", key="work.specialty").decision == "added"
    assert say(ledger, 6, "田野发掘", "我做田野发掘", key="work.specialty").decision == "conflict"


# -- what was said before, taken out, is a retraction even beside a want ----------------------------------------------

@pytest.mark.parametrize(("statement", "refused"), [
    ("刚才说的那个去掉 我要重新说", True),  # the statement before, withdrawn (要重 is no item wanted)
    ("我前面讲的这个删掉，要改一下", True),
    ("我不要香菜，这个去掉就行", False),  # an ingredient left out: a preference, stored
    ("旧的那个删掉，新号码是13911112222", False),  # the old value dropped beside the new one: a change, stored
])
def test_what_was_said_before_taken_out_is_a_retraction(statement: str, refused: bool) -> None:
    from one_fact import refusal

    assert (refusal("x", statement) == "retraction") is refused


def test_a_refinement_that_ends_only_a_contested_value_is_named_a_refinement() -> None:
    # found by test_policy's property on 2a8e401: "Java" on one side of an open conflict (ending 10 July), then the
    # user's "Java 21" with no cue: a refinement, not a change said by a cue
    from ledger.events import FactContent
    from ledger.slot import Fact

    at = datetime(2026, 1, 1, tzinfo=UTC)
    java = Fact(fact_id="f0", kind="preference", source="external", status="conflicted", valid_from=at,
                valid_to=datetime(2026, 7, 10, tzinfo=UTC), recorded_at=at, expired_at=None, confidence=1.0,
                importance=0.5, content=FactContent(value="Java"), last_seen=at)
    d = decide([java], Candidate("stack.language", "Java 21", None, "user_stated", "profile", "one",
                                 datetime(2026, 3, 1, tzinfo=UTC)))
    assert (d.decision, d.reason, d.capped) == ("refined", "more_specific", ("f0",))
