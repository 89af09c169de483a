"""A change on a single-valued key caps the guesses and open conflicts that began before it (policy 2026.12-45).

Before, "包头" and "赤峰" in conflict and then "我们搬到鄂尔多斯了" left three open-ended values: `current`
showed the move beside both sides. Now the sides stay conflicted (which one held is still the user's to
say), but whichever held, held until the move: their valid time ends where it begins
(`FactCreatingEvent.capped`). Confirming or keeping one later records it as invalidated there.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Confirm, Deny, Ledger, Remember, ResolveConflict, open_ledger
from ledger.errors import PolicyError
from ledger.events import LATER_VALUE, FactInvalidated, FactSuperseded
from ledger.policy import Candidate, Decision, decide
from ledger.slot import Fact, fact_slot_id

A = {"tenant": "acme", "subject": "alice"}
JAN1 = datetime(2025, 1, 1, tzinfo=UTC)
MAR1 = datetime(2025, 3, 1, tzinfo=UTC)
MAY1 = datetime(2025, 5, 1, tzinfo=UTC)
JUL1 = datetime(2025, 7, 1, tzinfo=UTC)
NOW = datetime(2026, 3, 1, 12, tzinfo=UTC)


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    with freeze_time(NOW):
        led = open_ledger()
        try:
            yield led
        finally:
            led.close()


def say(ledger: Ledger, value: str, statement: str | None = None, key: str = "home.city", **kw: Any) -> Any:
    return ledger.handle(Remember(**A, key=key, value=value, statement=statement, **kw))


def spans(ledger: Ledger, *fact_ids: str) -> list[tuple[str, datetime, datetime | None]]:
    facts = [ledger.get_fact("acme", "alice", f) for f in fact_ids]
    return [(f.status, f.valid_from, f.valid_to) for f in facts]


def events_of(ledger: Ledger, fact_id: str) -> list[Any]:
    return list(ledger.app.events.get(fact_slot_id(fact_id)))  # type: ignore[attr-defined]


def conflict(ledger: Ledger, first: str, second: str) -> tuple[str, str]:
    a = say(ledger, first, f"I live in {first}", valid_from=JAN1)
    b = say(ledger, second, f"I live in {second}", valid_from=MAR1)
    assert b.decision == "conflict"
    return a.fact_id, b.fact_id


@pytest.mark.parametrize("statement", ["We moved to Ordos", "我们搬到鄂尔多斯了"])
def test_a_move_after_an_open_conflict_is_the_one_current_value(ledger: Ledger, statement: str) -> None:
    baotou, chifeng = conflict(ledger, "Baotou", "Chifeng")
    moved = say(ledger, "Ordos", statement, valid_from=MAY1)
    # a change: nothing held ended, but the unsettled values did (2026.12-46; -45 said "added")
    assert (moved.decision, moved.reason) == ("superseded", "change_cue")
    assert sorted(moved.affected) == sorted([baotou, chifeng])
    assert [(f.value, f.status) for f in ledger.current(**A, key="home.city")] == [("Ordos", "active")]
    assert spans(ledger, baotou, chifeng) == [("conflicted", JAN1, MAY1), ("conflicted", MAR1, MAY1)]
    # still the user's to settle: which of the two held before the move
    assert sorted(f.value for f in ledger.conflicts(**A)) == ["Baotou", "Chifeng"]
    assert sorted(f.value for f in ledger.as_of(**A, valid_at=MAR1 + timedelta(days=1), key="home.city")) == [
        "Baotou", "Chifeng"]
    [event] = [e for e in events_of(ledger, moved.fact_id) if isinstance(e, FactSuperseded)][-1:]
    assert event.superseded == [] and sorted(event.capped) == sorted([baotou, chifeng])


def test_the_capped_sides_were_open_ended_as_known_before_the_move(ledger: Ledger) -> None:
    with freeze_time(NOW - timedelta(days=1)):
        conflict(ledger, "Baotou", "Chifeng")
    say(ledger, "Ordos", "We moved to Ordos", valid_from=MAY1)
    then = ledger.as_of(**A, valid_at=MAY1 + timedelta(days=1), known_at=NOW - timedelta(hours=1), key="home.city")
    assert sorted((f.value, f.valid_to) for f in then) == [("Baotou", None), ("Chifeng", None)]
    now = ledger.as_of(**A, valid_at=MAY1 + timedelta(days=1), key="home.city")
    assert [f.value for f in now] == ["Ordos"]


def test_a_change_from_a_held_value_caps_the_guess_beside_it(ledger: Ledger) -> None:
    berlin = say(ledger, "Berlin", "I live in Berlin", valid_from=JAN1).fact_id
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1)
    assert guess.decision == "pending"
    rome = say(ledger, "Rome", "we moved to Rome", valid_from=MAY1)
    assert (rome.decision, sorted(rome.affected)) == ("superseded", sorted([berlin, guess.fact_id]))
    assert spans(ledger, berlin, guess.fact_id, rome.fact_id) == [
        ("superseded", JAN1, MAY1), ("pending", MAR1, MAY1), ("active", MAY1, None)]
    [event] = [e for e in events_of(ledger, rome.fact_id) if isinstance(e, FactSuperseded)]
    assert (event.superseded, event.capped) == ([berlin], [guess.fact_id])


def test_confirming_a_capped_guess_records_it_invalidated_where_the_move_began(ledger: Ledger) -> None:
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1).fact_id
    rome = say(ledger, "Rome", "we moved to Rome", valid_from=MAY1).fact_id
    ledger.handle(Confirm(**A, fact_id=guess))
    assert spans(ledger, guess, rome) == [("invalidated", MAR1, MAY1), ("active", MAY1, None)]
    last = events_of(ledger, guess)[-1]
    assert isinstance(last, FactInvalidated) and (last.fact_id, last.valid_to, last.reason) == (guess, MAY1, LATER_VALUE)
    assert [f.value for f in ledger.current(**A, key="home.city")] == ["Rome"]


def test_keeping_a_capped_side_ends_it_at_the_move_and_denies_nothing_that_held(ledger: Ledger) -> None:
    baotou, chifeng = conflict(ledger, "Baotou", "Chifeng")
    ordos = say(ledger, "Ordos", "我们搬到鄂尔多斯了", valid_from=MAY1).fact_id
    result = ledger.handle(ResolveConflict(**A, keep=chifeng))
    assert result.decision == "resolved"
    # Baotou held before Chifeng began: it ends there; Chifeng held until the move
    assert spans(ledger, baotou, chifeng, ordos) == [
        ("superseded", JAN1, MAR1), ("invalidated", MAR1, MAY1), ("active", MAY1, None)]
    assert ledger.conflicts(**A) == []
    assert [f.value for f in ledger.current(**A, key="home.city")] == ["Ordos"]


def test_denying_one_capped_side_keeps_the_other_until_the_move(ledger: Ledger) -> None:
    baotou, chifeng = conflict(ledger, "Baotou", "Chifeng")
    say(ledger, "Ordos", "We moved to Ordos", valid_from=MAY1)
    ledger.handle(Deny(**A, fact_id=chifeng))
    assert spans(ledger, baotou, chifeng)[0] == ("invalidated", JAN1, MAY1)
    assert spans(ledger, baotou, chifeng)[1][0] == "denied"
    assert [f.value for f in ledger.current(**A, key="home.city")] == ["Ordos"]


def test_a_change_with_an_end_of_its_own_leaves_the_conflict_as_it_was(ledger: Ledger) -> None:
    # after the stay in Ordos, which of the two holds again is unknown: nothing is capped
    baotou, chifeng = conflict(ledger, "Baotou", "Chifeng")
    stay = say(ledger, "Ordos", "We moved to Ordos", valid_from=MAY1, valid_to=JUL1)
    assert stay.affected == []
    assert spans(ledger, baotou, chifeng) == [("conflicted", JAN1, None), ("conflicted", MAR1, None)]


def test_late_news_of_a_move_before_the_conflict_caps_nothing(ledger: Ledger) -> None:
    baotou, chifeng = conflict(ledger, "Baotou", "Chifeng")
    old = say(ledger, "Ordos", "We moved to Ordos", valid_from=datetime(2024, 6, 1, tzinfo=UTC))
    assert old.affected == []
    assert spans(ledger, baotou, chifeng) == [("conflicted", JAN1, None), ("conflicted", MAR1, None)]


def test_a_second_value_of_a_many_key_caps_nothing(ledger: Ledger) -> None:
    guess = say(ledger, "Go", None, key="stack.languages", cardinality="many", source="inferred", valid_from=JAN1)
    added = say(ledger, "Rust", "I switched to Rust", key="stack.languages", cardinality="many", valid_from=MAY1)
    assert guess.fact_id not in added.affected
    assert spans(ledger, guess.fact_id) == [("pending", JAN1, None)]


def test_a_contradiction_without_a_cue_still_caps_nothing(ledger: Ledger) -> None:
    baotou, chifeng = conflict(ledger, "Baotou", "Chifeng")
    third = say(ledger, "Ordos", "I live in Ordos", valid_from=MAY1)
    assert third.decision == "conflict"
    assert spans(ledger, baotou, chifeng) == [("conflicted", JAN1, None), ("conflicted", MAR1, None)]


def _fact(fact_id: str, value: str, status: str, valid_from: datetime, source: str = "user_stated") -> Fact:
    from ledger.events import FactContent
    return Fact(fact_id=fact_id, kind="profile", source=source, status=status, valid_from=valid_from, valid_to=None,
                recorded_at=valid_from, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=value, statement=None), last_seen=valid_from)


def test_the_policy_caps_only_unsettled_facts_begun_before_the_change() -> None:
    facts = [_fact("a", "Baotou", "conflicted", JAN1), _fact("b", "Chifeng", "conflicted", MAR1),
             _fact("g", "Hohhot", "pending", JUL1, source="inferred")]  # the guess begins after the move
    d = decide(facts, Candidate("home.city", "Ordos", "We moved to Ordos", "user_stated", "profile", "one", NOW,
                                None, MAY1, None))
    assert (d.decision, d.capped, d.targets) == ("superseded", ("a", "b"), ())


def test_an_authoritative_value_over_an_open_conflict_caps_both_sides() -> None:
    # a system of record outranks the user's unsettled statements as a change does (DOMAIN 2: source priority)
    facts = [_fact("a", "Baotou", "conflicted", JAN1), _fact("b", "Chifeng", "conflicted", MAR1)]
    d = decide(facts, Candidate("home.city", "Ordos", None, "authoritative", "profile", "one", NOW, None, MAY1, None))
    assert (d.decision, d.reason, d.capped) == ("superseded", "source_priority", ("a", "b"))


def test_a_users_value_beside_lower_guesses_without_a_cue_caps_nothing() -> None:
    # no change was said: the guesses stay as they were, pending beside the value (they may never have held)
    facts = [_fact("g", "Hohhot", "pending", JAN1, source="inferred")]
    d = decide(facts, Candidate("home.city", "Ordos", "I live in Ordos", "user_stated", "profile", "one", NOW, None,
                                MAY1, None))
    assert (d.decision, d.capped) == ("added", ())


def test_a_policy_that_caps_a_held_value_is_refused_and_nothing_is_stored() -> None:
    def capping(facts: Any, c: Candidate) -> Decision:
        return Decision("added", "custom", (), "active", c.valid_from or c.now, None,
                        capped=tuple(f.fact_id for f in facts))

    with freeze_time(NOW):
        led = open_ledger(policy=capping)
        try:
            berlin = led.handle(Remember(**A, key="home.city", value="Berlin", valid_from=JAN1))
            count = len(events_of(led, berlin.fact_id))
            with pytest.raises(PolicyError) as err:
                led.handle(Remember(**A, key="home.city", value="Rome", valid_from=MAY1))
            assert err.value.field == "policy" and "capped" in str(err.value)
            assert len(events_of(led, berlin.fact_id)) == count
            assert spans(led, berlin.fact_id) == [("active", JAN1, None)]
        finally:
            led.close()
