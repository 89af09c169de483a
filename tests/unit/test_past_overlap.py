"""The past timeline of a single-valued slot: no two values held at the same valid time.

The policy cases first (pure, from given facts), then the commands that turn a guess or one
side of a conflict into a value (Confirm, ResolveConflict, Correct, Invalidate) on an in-memory
ledger under a frozen clock.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time
from hypothesis import assume, given
from test_policy import any_candidate, candidate, fact, slot_facts  # (this directory: pytest prepends it)

from commands import Confirm, Correct, Deny, Invalidate, Ledger, Remember, ResolveConflict, open_ledger
from ledger.errors import InvalidTransition
from ledger.events import LATER_VALUE, ConflictResolved, FactInvalidated
from ledger.policy import Candidate, Decision, decide, held
from ledger.slot import Fact, fact_slot_id

JAN1 = datetime(2025, 1, 1, tzinfo=UTC)
MAR1 = datetime(2025, 3, 1, tzinfo=UTC)
MAY1 = datetime(2025, 5, 1, tzinfo=UTC)
JUL1 = datetime(2025, 7, 1, tzinfo=UTC)
SEP1 = datetime(2025, 9, 1, tzinfo=UTC)
NOW = datetime(2026, 3, 1, 12, tzinfo=UTC)


def city(value: str, statement: str | None = None, **kw: Any) -> Candidate:
    return candidate(value, statement, key="home.city", now=NOW, **kw)


# Berlin held from January until Rome superseded it on 1 July; Rome holds now
BERLIN = fact("berlin", "Berlin", status="superseded", valid_from=JAN1, valid_to=JUL1)
ROME = fact("rome", "Rome", valid_from=JUL1)


# -- late news inside a value that has since ended ------------------------------------------------

def test_late_news_without_a_cue_inside_an_ended_value_is_a_contradiction_not_a_rewrite() -> None:
    # "I lived in Paris from May to June" while the ledger says Berlin held until July: a clash
    # about the past. Never silently overwritten (DOMAIN §2: no cue -> conflict); Berlin stays as is
    d = decide([BERLIN, ROME], city("Paris", "I lived in Paris", valid_from=MAY1, valid_to=JUL1))
    assert (d.decision, d.reason, d.targets, d.status) == ("conflict", "contradiction", ("berlin",), "conflicted")
    assert (d.valid_from, d.valid_to) == (MAY1, JUL1)


def test_open_ended_late_news_inside_an_ended_value_conflicts_with_it_and_the_value_after() -> None:
    d = decide([BERLIN, ROME], city("Paris", "I live in Paris", valid_from=MAY1))
    assert (d.decision, set(d.targets)) == ("conflict", {"berlin", "rome"})


def test_late_news_inside_an_ended_value_ends_where_a_later_ended_value_begins() -> None:
    oslo = fact("oslo", "Oslo", status="invalidated", valid_from=SEP1, valid_to=NOW - timedelta(days=30))
    d = decide([BERLIN, dataclasses.replace(ROME, status="superseded", valid_to=SEP1), oslo],
               city("Paris", "we moved to Paris", valid_from=MAY1))
    # a change cue cuts Berlin short (as with a live value); Paris ends where Rome began
    assert (d.decision, d.targets, d.valid_from, d.valid_to) == ("superseded", ("berlin",), MAY1, JUL1)


@pytest.mark.parametrize("relation", ["change", "refinement"])
def test_a_cued_or_explicit_change_inside_an_ended_value_cuts_it_short(relation: str) -> None:
    d = decide([BERLIN, ROME], city("Paris", None, relation=relation, valid_from=MAY1, valid_to=JUL1))
    assert (d.decision, d.targets, d.valid_from, d.valid_to) == (
        "refined" if relation == "refinement" else "superseded", ("berlin",), MAY1, JUL1)


def test_repeating_the_value_that_held_then_reinforces_it() -> None:
    d = decide([BERLIN, ROME], city("Berlin", "I lived in Berlin", valid_from=MAY1, valid_to=JUL1))
    assert (d.decision, d.targets) == ("reinforced", ("berlin",))


def test_late_news_starting_with_an_ended_value_meets_it() -> None:
    d = decide([BERLIN, ROME], city("Paris", None, valid_from=JAN1, valid_to=MAR1))
    assert (d.decision, d.targets) == ("conflict", ("berlin",))


def test_an_authoritative_source_cuts_an_ended_user_value_short_and_a_user_never_cuts_an_authoritative_one() -> None:
    d = decide([BERLIN, ROME], city("Paris", None, source="authoritative", valid_from=MAY1, valid_to=JUL1))
    assert (d.decision, d.reason, d.targets) == ("superseded", "source_priority", ("berlin",))
    hr = dataclasses.replace(BERLIN, source="authoritative")
    d = decide([hr, ROME], city("Paris", "we moved to Paris", valid_from=MAY1, valid_to=JUL1))
    assert (d.decision, d.reason, d.status) == ("conflict", "contradiction", "conflicted")  # (pending before -46)


def test_a_guess_inside_an_ended_value_stays_a_guess() -> None:
    d = decide([BERLIN, ROME], city("Paris", None, source="inferred", valid_from=MAY1, valid_to=JUL1))
    assert (d.decision, d.status) == ("pending", "pending")


def test_a_correction_naming_a_start_inside_an_ended_value_cuts_it_short() -> None:
    # "sorry, I meant Paris (since May)": Rome's record was wrong and Berlin held only until May
    d = decide([BERLIN, ROME], city("Paris", "sorry I meant Paris", valid_from=MAY1))
    assert (d.decision, d.targets, d.cut, d.valid_from, d.valid_to) == ("corrected", ("rome",), ("berlin",), MAY1,
                                                                         None)


def test_a_correction_reaching_back_past_a_value_corrects_that_record_too() -> None:
    d = decide([BERLIN, ROME], city("Paris", None, relation="correction", valid_from=JAN1 - timedelta(days=1)))
    assert (d.decision, set(d.targets), d.cut) == ("corrected", {"berlin", "rome"}, ())


def test_a_correction_held_back_for_the_user_claims_the_time_it_corrects() -> None:
    # conflicted (outranked: the user against a system of record, pending before -46; a safety fact): the new value
    # is a claim about the corrected record's time, so keeping it later replaces that record's whole valid time
    hr = fact("hr", "Berlin", source="authoritative", valid_from=JAN1)
    d = decide([hr], city("Lyon", "sorry I meant Lyon"))
    assert (d.decision, d.status, d.valid_from, d.valid_to) == ("conflict", "conflicted", JAN1, None)
    blood = fact("a", "A+", kind="safety", valid_from=JAN1)
    d = decide([blood], candidate("B+", "sorry, I meant B+", key="health.blood_type", kind="safety", now=NOW))
    assert (d.decision, d.targets, d.valid_from) == ("conflict", ("a",), JAN1)


# -- guesses and open conflicts are not values: a change neither ends them nor ends at them -------

def test_a_change_leaves_a_guess_pending_instead_of_making_it_a_past_value() -> None:
    guess = fact("guess", "Lyon", source="inferred", status="pending", valid_from=MAY1)
    d = decide([BERLIN, ROME, guess], city("Paris", "we moved to Paris"))
    assert (d.decision, d.targets, d.valid_to) == ("superseded", ("rome",), None)


def test_a_change_while_a_conflict_is_open_leaves_both_sides_to_the_user() -> None:
    sides = [fact("a", "Berlin", status="conflicted", valid_from=JAN1), fact("b", "Rome", status="conflicted",
                                                                            valid_from=MAY1)]
    d = decide(sides, city("Paris", "we moved to Paris"))
    # (2026.12-45: both stay conflicted but end where the move begins; -46 names that a change, as a person would)
    assert (d.decision, d.reason, d.targets, d.status, d.capped) == ("superseded", "change_cue", (), "active",
                                                                      ("a", "b"))


def test_a_supplement_on_a_single_valued_key_is_a_contradiction() -> None:
    d = decide([ROME], city("Paris", None, relation="supplement"))
    assert (d.decision, d.reason, d.targets) == ("conflict", "single_valued_supplement", ("rome",))
    assert decide([], city("Paris", None, relation="supplement")).decision == "added"


# -- the invariant, over every decision -----------------------------------------------------------

def _disjoint(facts: list[Fact]) -> bool:
    values = sorted((f for f in facts if held(f)), key=lambda f: f.valid_from)
    return all(a.valid_to is not None and a.valid_to <= b.valid_from for a, b in itertools.pairwise(values))


def _apply(facts: list[Fact], c: Candidate, d: Decision) -> list[Fact]:
    """What the slot aggregate does with a decision, for the fields the timeline needs."""
    by_id = {f.fact_id: dataclasses.replace(f) for f in facts}
    assert d.valid_from is not None or d.decision in ("reinforced", "confirmed")
    if d.decision in ("reinforced", "confirmed"):  # a confirmed guess now holds; an earlier start moves back
        old = by_id[d.targets[0]]
        if d.decision == "confirmed":
            old.status = "active"
        if d.valid_from is not None and d.valid_from < old.valid_from:
            old.valid_from = d.valid_from
        for t in d.cut:  # the values a guess confirmed by a change to it ends, where it holds from (handlers.py)
            ended = by_id[t]
            ended.valid_to = old.valid_from if ended.valid_to is None else min(ended.valid_to, old.valid_from)
            ended.status = "superseded"
    else:
        assert d.valid_from is not None
        new = fact("new", c.value, status="conflicted" if d.decision == "conflict" else d.status,
                   valid_from=d.valid_from, valid_to=d.valid_to)
        for t in d.targets:
            old = by_id[t]
            if d.decision in ("superseded", "refined"):
                old.valid_to = d.valid_from if old.valid_to is None else min(old.valid_to, d.valid_from)
                old.status = "superseded"
            elif d.decision == "corrected":
                old.status, old.expired_at = "corrected", NOW
            elif d.decision == "conflict" and old.status not in ("superseded", "invalidated"):
                old.status = "conflicted"
        for t in d.cut:
            old = by_id[t]
            old.valid_to = d.valid_from if old.valid_to is None else min(old.valid_to, d.valid_from)
            old.status = "superseded"
        by_id["new"] = new
    return list(by_id.values())


@given(slot_facts, any_candidate)
def test_no_decision_makes_two_values_hold_at_once_on_a_single_valued_key(existing: list[Fact],
                                                                          c: Candidate) -> None:
    c = dataclasses.replace(c, cardinality="one")
    assume(_disjoint(existing))
    assert _disjoint(_apply(existing, c, decide(existing, c)))


def test_a_change_to_a_guessed_value_cuts_only_the_values_it_ended() -> None:
    """The user's change to the value an agent guessed confirms the guess and ends the held values before it; a second
    guess pending beside them is no value to end (the handler refuses to cut it: found by the property above)."""
    june1 = datetime(2026, 6, 1, tzinfo=UTC)
    guess = fact("f0", "Java", status="pending", valid_from=june1)
    held_then_ended = fact("f1", "Java 21", source="user_corrected", status="invalidated", valid_from=datetime(
        2026, 1, 1, tzinfo=UTC), valid_to=datetime(2026, 6, 10, tzinfo=UTC))
    other_guess = fact("f2", 42, source="user_corrected", status="pending", valid_from=datetime(2026, 1, 1, tzinfo=UTC))
    existing = [guess, held_then_ended, other_guess]
    c = candidate("Java", source="user_corrected", relation="change", valid_from=datetime(2026, 1, 1, tzinfo=UTC),
                  now=june1)
    d = decide(existing, c)
    assert (d.decision, d.targets, d.cut) == ("confirmed", ("f0",), ("f1",))
    assert _disjoint(_apply(existing, c, d))


# -- the commands that make a guess or one side of a conflict a value -----------------------------

A = {"tenant": "acme", "subject": "alice"}


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    with freeze_time(NOW):
        led = open_ledger(views=False)
        try:
            yield led
        finally:
            led.close()


def remember(ledger: Ledger, value: str, **kw: Any) -> str:
    result = ledger.handle(Remember(**A, key="home.city", value=value, **kw))
    assert result.fact_id is not None
    return result.fact_id


def timeline(ledger: Ledger, *fact_ids: str) -> list[tuple[str, datetime, datetime | None]]:
    facts = [ledger.get_fact("acme", "alice", f) for f in fact_ids]
    return [(f.status, f.valid_from, f.valid_to) for f in facts]


def _berlin_then_rome(ledger: Ledger) -> tuple[str, str]:
    berlin = remember(ledger, "Berlin", valid_from=JAN1)
    rome = remember(ledger, "Rome", statement="we moved to Rome", valid_from=JUL1)
    return berlin, rome


def test_keeping_late_news_that_landed_inside_an_ended_value_cuts_that_value_short(ledger: Ledger) -> None:
    berlin, rome = _berlin_then_rome(ledger)
    paris = remember(ledger, "Paris", valid_from=MAY1, valid_to=JUL1)  # no cue: a contradiction
    assert timeline(ledger, berlin, paris) == [("superseded", JAN1, JUL1), ("conflicted", MAY1, JUL1)]
    result = ledger.handle(ResolveConflict(**A, keep=paris))
    assert result.affected == [berlin]
    assert timeline(ledger, berlin, paris, rome) == [("superseded", JAN1, MAY1), ("active", MAY1, JUL1),
                                                     ("active", JUL1, None)]


def test_denying_late_news_that_landed_inside_an_ended_value_leaves_that_value_as_it_was(ledger: Ledger) -> None:
    berlin, _ = _berlin_then_rome(ledger)
    paris = remember(ledger, "Paris", valid_from=MAY1, valid_to=JUL1)
    ledger.handle(Deny(**A, fact_id=paris))
    assert timeline(ledger, berlin) == [("superseded", JAN1, JUL1)]


def test_keeping_one_side_ends_it_where_a_value_recorded_meanwhile_begins(ledger: Ledger) -> None:
    berlin = remember(ledger, "Berlin", valid_from=JAN1)
    paris = remember(ledger, "Paris", valid_from=MAY1)  # no cue: conflict with Berlin
    with freeze_time(NOW + timedelta(days=1)):
        # the conflict stays open, but whichever side held, held until the change (policy 2026.12-45: it no longer
        # holds on beside Rome, open-ended)
        rome = remember(ledger, "Rome", relation="change", valid_from=SEP1)
        assert timeline(ledger, berlin, paris, rome) == [("conflicted", JAN1, SEP1), ("conflicted", MAY1, SEP1),
                                                         ("active", SEP1, None)]
        ledger.handle(ResolveConflict(**A, keep=paris))
    # Berlin held before Paris began: it ends there, its past kept (review 20: it was denied, its past wiped)
    assert timeline(ledger, berlin, paris, rome) == [("superseded", JAN1, MAY1), ("invalidated", MAY1, SEP1),
                                                     ("active", SEP1, None)]
    resolved, capped = slot_events(ledger, paris)[-2:]  # one command, two events
    assert isinstance(resolved, ConflictResolved) and (resolved.kept, resolved.dropped, resolved.superseded) == (
        paris, [], [berlin])
    assert isinstance(capped, FactInvalidated) and (capped.fact_id, capped.valid_to, capped.reason) == (
        paris, SEP1, LATER_VALUE)
    assert capped.command_id == resolved.command_id


def slot_events(ledger: Ledger, fact_id: str) -> list[Any]:
    return list(ledger.app.events.get(fact_slot_id(fact_id)))  # type: ignore[attr-defined]


def test_confirming_a_guess_ends_it_where_a_later_ended_value_begins(ledger: Ledger) -> None:
    guess = remember(ledger, "Paris", source="inferred", valid_from=MAY1)
    # the guess stays a guess, and ends where the move begins (policy 2026.12-45; it held on open-ended before)
    rome = remember(ledger, "Rome", statement="we moved to Rome", valid_from=JUL1)
    oslo = remember(ledger, "Oslo", statement="we moved to Oslo", valid_from=SEP1)
    assert timeline(ledger, guess, rome, oslo) == [("pending", MAY1, JUL1), ("superseded", JUL1, SEP1),
                                                   ("active", SEP1, None)]
    ledger.handle(Confirm(**A, fact_id=guess))
    assert timeline(ledger, guess, rome, oslo) == [("invalidated", MAY1, JUL1), ("superseded", JUL1, SEP1),
                                                   ("active", SEP1, None)]


def test_confirming_a_guess_that_starts_with_an_ended_value_replaces_it(ledger: Ledger) -> None:
    berlin, _ = _berlin_then_rome(ledger)
    guess = remember(ledger, "Paris", source="inferred", valid_from=JAN1, valid_to=MAR1)
    result = ledger.handle(Confirm(**A, fact_id=guess))
    assert result.affected == [berlin]
    assert timeline(ledger, berlin, guess) == [("superseded", JAN1, JAN1), ("active", JAN1, MAR1)]


def test_correcting_a_guess_inside_an_ended_value_keeps_it_a_guess(ledger: Ledger) -> None:
    berlin, _ = _berlin_then_rome(ledger)
    guess = remember(ledger, "Paris", source="inferred", valid_from=MAY1, valid_to=JUL1)
    result = ledger.handle(Correct(**A, fact_id=guess, value="Lyon"))
    assert result.fact_id is not None
    assert timeline(ledger, result.fact_id, berlin) == [("pending", MAY1, JUL1), ("superseded", JAN1, JUL1)]


def test_a_conflicted_fact_cannot_be_invalidated(ledger: Ledger) -> None:
    remember(ledger, "Berlin", valid_from=JAN1)
    paris = remember(ledger, "Paris", valid_from=MAY1)
    with pytest.raises(InvalidTransition) as err:
        ledger.handle(Invalidate(**A, fact_id=paris))
    assert err.value.field == "fact_id"
    assert timeline(ledger, paris) == [("conflicted", MAY1, None)]
