"""Review 11 of policy 2026.12-15 (`FactReinforced` decision "confirmed" and `valid_from`), end to end on every store:
- a guess the user stated or confirmed is the user's value to the rest of the ledger: a later guess does not contest
  it, and denying its only rival keeps it;
- on a many key, the same value dated earlier must not move a record's start across where another record of that
  value was recorded to end;
- the replay timeline and explain show the valid start a `FactReinforced` moved back."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from freezegun import freeze_time

import replay
from commands import Confirm, Deny, Ledger, Remember
from commands.views import StoreEventSource

pytestmark = pytest.mark.integration

T, S = "acme", "alice"


def at(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)


def say(ledger: Ledger, when: datetime, key: str, value: Any, statement: str, **fields: Any) -> Any:
    with freeze_time(when):
        return ledger.handle(Remember(tenant=T, subject=S, key=key, value=value, statement=statement, **fields))


def test_a_later_guess_does_not_contest_a_guess_the_user_stated(make_ledger: Callable[..., Ledger]) -> None:
    # the user saying what an agent guessed makes it the user's value: a later guess waits (pending) beside it,
    # as it does when the user said it first, instead of flagging the user's value as contested
    ledger = make_ledger(views=True)
    guess = say(ledger, at(2026, 1, 1), "device.os", "macOS", "uses Cmd shortcuts, probably a Mac", source="inferred")
    said = say(ledger, at(2026, 1, 2), "device.os", "macOS", "yes, I'm on a Mac")
    assert said.decision == "confirmed"
    later = say(ledger, at(2026, 1, 3), "device.os", "Windows", "mentions Ctrl+Alt+Del, probably Windows",
                source="inferred")
    assert later.decision == "pending"
    with freeze_time(at(2026, 1, 4)):
        assert [(f.fact_id, f.status) for f in ledger.current(T, S, key="device.os")] == [
            (guess.fact_id, "active"), (later.fact_id, "pending")]
        assert ledger.conflicts(T, S) == []


def test_denying_the_only_rival_keeps_a_guess_the_user_stated(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    guess = say(ledger, at(2026, 1, 1), "device.os", "macOS", "probably a Mac", source="inferred")
    assert say(ledger, at(2026, 1, 2), "device.os", "macOS", "I'm on a Mac").decision == "confirmed"
    other = say(ledger, at(2026, 1, 3), "device.os", "Windows", "I'm on Windows")
    assert (other.decision, other.affected) == ("conflict", [guess.fact_id])
    with freeze_time(at(2026, 1, 4)):
        denied = ledger.handle(Deny(tenant=T, subject=S, fact_id=other.fact_id))
        assert denied.affected == [guess.fact_id]  # the user's value, contested by nothing now, is kept
        assert [(f.fact_id, f.status) for f in ledger.current(T, S, key="device.os")] == [(guess.fact_id, "active")]
    assert ledger.get_fact(T, S, guess.fact_id).status == "active"


def test_a_guess_the_user_confirmed_is_not_contested_by_a_later_guess(make_ledger: Callable[..., Ledger]) -> None:
    """The user's Confirm is the user's word, as stating the value is (suspected by review 11): before, the
    confirmed guess kept ranking as a guess, and a later agent guess flagged it as a conflict."""
    ledger = make_ledger(views=True)
    guess = say(ledger, at(2026, 1, 1), "device.os", "macOS", "probably a Mac", source="inferred")
    with freeze_time(at(2026, 1, 2)):
        assert ledger.handle(Confirm(tenant=T, subject=S, fact_id=guess.fact_id)).decision == "confirmed"
    later = say(ledger, at(2026, 1, 3), "device.os", "Linux", "probably Linux", source="inferred")
    assert later.decision == "pending"
    with freeze_time(at(2026, 1, 4)):
        assert ledger.conflicts(T, S) == []
        assert [(f.fact_id, f.status) for f in ledger.current(T, S, key="device.os")] == [
            (guess.fact_id, "active"), (later.fact_id, "pending")]


def test_an_earlier_start_on_a_many_key_does_not_cross_where_the_value_was_recorded_to_end(
        make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    first = say(ledger, at(2026, 1, 1), "lang.spoken", "French", "I speak French", cardinality="many")
    ended = say(ledger, at(2026, 3, 1), "lang.spoken", "French", "I don't speak French anymore", cardinality="many")
    assert (ended.decision, ended.fact_id) == ("invalidated", first.fact_id)
    again = say(ledger, at(2026, 6, 1), "lang.spoken", "French", "I speak French", cardinality="many")
    assert again.decision == "added"
    # contradicts the recorded end in March: French did not hold without a break since 2025
    say(ledger, at(2026, 7, 1), "lang.spoken", "French", "I have spoken French since 2025", cardinality="many",
        valid_from=at(2025, 1, 1))
    with freeze_time(at(2026, 8, 1)):
        held_in_february = ledger.as_of(T, S, valid_at=at(2026, 2, 1), key="lang.spoken")
    assert [f.fact_id for f in held_in_february] == [first.fact_id]  # French once, not twice
    assert ledger.get_fact(T, S, again.fact_id).valid_from == at(2026, 6, 1)


def test_the_timeline_shows_the_start_a_reinforcement_moved(make_ledger: Callable[..., Ledger]) -> None:
    # a post-mortem reads the log: the event that moved Acme's start back must say where to
    ledger = make_ledger()
    say(ledger, at(2026, 1, 1), "job.employer", "Acme", "I work at Acme")
    moved = say(ledger, at(2026, 2, 10), "job.employer", "Acme", "been at Acme since April last year",
                valid_from=at(2025, 4, 1))
    assert moved.reason == "earlier_start"
    entries = replay.timeline(StoreEventSource(ledger.app), T, S, key="job.employer")
    assert [(e.event_type, e.valid_from) for e in entries] == [
        ("FactAsserted", at(2026, 1, 1)), ("FactReinforced", at(2025, 4, 1))]
    lineage = replay.explain(StoreEventSource(ledger.app), T, S, moved.fact_id)
    assert [e.valid_from for e in lineage.events] == [at(2025, 4, 1)]
