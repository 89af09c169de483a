"""Review 35 guards: look-alikes of tests/unit/test_review35_capping.py that policy 2026.12-45 gets right and any
fix of those findings must keep (all pass on d98b04a).

A capped guess or conflict side stays unsettled and ends where the open-ended change begins; keeping it records
it invalidated there; a correction keeps its capped time; nothing outside the slot is capped; odd custom
`capped` values that name no unsettled fact of the slot are refused; old payloads read as capping nothing; and
a bounded property: random command sequences on a one key never leave two believed values overlapping, never an
empty or inverted capped interval, and the aggregate and the view agree.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from commands import (
    Confirm,
    Correct,
    Deny,
    Erase,
    Invalidate,
    Ledger,
    Remember,
    ResolveConflict,
    open_ledger,
)
from commands.messages import parse_command
from commands.views import StoreEventSource
from ledger import events as ev
from ledger.errors import LedgerError, PolicyError
from ledger.policy import Candidate, Decision, decide, held
from ledger.slot import fact_slot_id
from replay import redecide
from replay.timeline import explain

A = {"tenant": "acme", "subject": "alice"}
JAN1 = datetime(2025, 1, 1, tzinfo=UTC)
MAR1 = datetime(2025, 3, 1, tzinfo=UTC)
APR1 = datetime(2025, 4, 1, tzinfo=UTC)
MAY1 = datetime(2025, 5, 1, tzinfo=UTC)
JUL1 = datetime(2025, 7, 1, tzinfo=UTC)
SEP1 = datetime(2025, 9, 1, tzinfo=UTC)
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


def span(ledger: Ledger, fact_id: str, subject: str = "alice") -> tuple[str, datetime, datetime | None]:
    f = ledger.get_fact("acme", subject, fact_id)
    return f.status, f.valid_from, f.valid_to


def capped_conflict(ledger: Ledger) -> tuple[str, str, str]:
    baotou = say(ledger, "Baotou", "I live in Baotou", valid_from=JAN1).fact_id
    chifeng = say(ledger, "Chifeng", "I live in Chifeng", valid_from=MAR1)
    assert chifeng.decision == "conflict"
    ordos = say(ledger, "Ordos", "We moved to Ordos", valid_from=MAY1)
    assert sorted(ordos.affected) == sorted([baotou, chifeng.fact_id])
    return baotou, chifeng.fact_id, ordos.fact_id


def events_of(ledger: Ledger, fact_id: str) -> list[Any]:
    return list(ledger.app.events.get(fact_slot_id(fact_id)))  # type: ignore[attr-defined]


def now_values(ledger: Ledger, key: str = "home.city", **kw: Any) -> list[str]:
    return sorted(f.value for f in ledger.current(**A, key=key, **kw))  # type: ignore[misc]


# -- keeping and correcting a capped fact ------------------------------------------------------------------------------

@pytest.mark.parametrize("keep", ["ResolveConflict", "Confirm"])
def test_keeping_an_uncorrected_capped_side_invalidates_it_at_the_move(ledger: Ledger, keep: str) -> None:
    baotou, chifeng, ordos = capped_conflict(ledger)
    ledger.handle(ResolveConflict(**A, keep=chifeng) if keep == "ResolveConflict" else Confirm(**A, fact_id=chifeng))
    assert [span(ledger, f) for f in (baotou, chifeng, ordos)] == [
        ("superseded", JAN1, MAR1), ("invalidated", MAR1, MAY1), ("active", MAY1, None)]
    last = events_of(ledger, chifeng)[-1]
    assert isinstance(last, ev.FactInvalidated) and last.reason == ev.LATER_VALUE
    assert now_values(ledger) == ["Ordos"]


def test_a_correction_of_a_capped_side_keeps_its_capped_time_and_stays_contested(ledger: Ledger) -> None:
    baotou, chifeng, _ = capped_conflict(ledger)
    fixed = ledger.handle(Correct(**A, fact_id=chifeng, value="Chifeng City", statement="I meant Chifeng City"))
    assert span(ledger, fixed.fact_id) == ("conflicted", MAR1, MAY1)
    assert span(ledger, chifeng)[0] == "corrected"
    assert sorted(f.value for f in ledger.conflicts(**A)) == ["Baotou", "Chifeng City"]
    assert now_values(ledger) == ["Ordos"]
    assert span(ledger, baotou) == ("conflicted", JAN1, MAY1)


def test_confirming_a_capped_guess_invalidates_it_at_the_move(ledger: Ledger) -> None:
    berlin = say(ledger, "Berlin", "I live in Berlin", valid_from=JAN1).fact_id
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1).fact_id
    rome = say(ledger, "Rome", "we moved to Rome", valid_from=MAY1).fact_id
    ledger.handle(Confirm(**A, fact_id=guess))
    assert [span(ledger, f) for f in (berlin, guess, rome)] == [
        ("superseded", JAN1, MAR1), ("invalidated", MAR1, MAY1), ("active", MAY1, None)]


def test_the_user_stating_a_capped_guess_now_contradicts_the_move_not_the_guess(ledger: Ledger) -> None:
    # undated, "I live in Paris" is about now, after the move to Rome: a clash with Rome; the guess keeps its cap
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1).fact_id
    rome = say(ledger, "Rome", "we moved to Rome", valid_from=MAY1).fact_id
    said = say(ledger, "Paris", "I live in Paris")
    assert (said.decision, said.affected) == ("conflict", [rome])
    assert span(ledger, guess) == ("pending", MAR1, MAY1)


def test_the_user_stating_the_capped_side_again_from_its_start_reinforces_it(ledger: Ledger) -> None:
    _, chifeng, _ = capped_conflict(ledger)
    again = say(ledger, "Chifeng", "I live in Chifeng", valid_from=MAR1)
    assert (again.decision, again.fact_id) == ("reinforced", chifeng)
    assert span(ledger, chifeng) == ("conflicted", MAR1, MAY1)


# -- later news and later conflicts ------------------------------------------------------------------------------------

def test_late_news_of_a_move_after_the_cap_leaves_the_capped_sides_as_they_were(ledger: Ledger) -> None:
    baotou, chifeng, ordos = capped_conflict(ledger)
    hohhot = say(ledger, "Hohhot", "We moved to Hohhot", valid_from=JUL1)
    assert (hohhot.decision, hohhot.affected) == ("superseded", [ordos])
    assert [span(ledger, f) for f in (baotou, chifeng, ordos, hohhot.fact_id)] == [
        ("conflicted", JAN1, MAY1), ("conflicted", MAR1, MAY1), ("superseded", MAY1, JUL1), ("active", JUL1, None)]
    assert [f.value for f in ledger.as_of(**A, valid_at=JUL1 - timedelta(days=1), key="home.city")] == ["Ordos"]


def test_denying_a_later_contradiction_leaves_the_capped_conflict_open(ledger: Ledger) -> None:
    baotou, chifeng, ordos = capped_conflict(ledger)
    hohhot = say(ledger, "Hohhot", "I live in Hohhot", valid_from=SEP1)
    assert (hohhot.decision, hohhot.affected) == ("conflict", [ordos])
    ledger.handle(Deny(**A, fact_id=hohhot.fact_id))
    assert [span(ledger, f) for f in (baotou, chifeng, ordos)] == [
        ("conflicted", JAN1, MAY1), ("conflicted", MAR1, MAY1), ("active", MAY1, None)]
    assert sorted(f.value for f in ledger.conflicts(**A)) == ["Baotou", "Chifeng"]


def test_invalidating_the_move_keeps_the_caps(ledger: Ledger) -> None:
    baotou, chifeng, ordos = capped_conflict(ledger)
    ledger.handle(Invalidate(**A, fact_id=ordos, valid_to=SEP1))
    assert [span(ledger, f) for f in (baotou, chifeng, ordos)] == [
        ("conflicted", JAN1, MAY1), ("conflicted", MAR1, MAY1), ("invalidated", MAY1, SEP1)]


def test_erasing_the_subject_after_a_cap_erases_everything(ledger: Ledger) -> None:
    ids = capped_conflict(ledger)
    result = ledger.handle(Erase(**A))
    assert set(ids) <= set(result.affected)
    assert [span(ledger, f)[0] for f in ids] == ["erased"] * 3
    assert ledger.current(**A) == [] and ledger.conflicts(**A) == []


# -- the cap stays inside its slot -------------------------------------------------------------------------------------

def test_a_move_in_a_task_scope_caps_nothing_in_global(ledger: Ledger) -> None:
    baotou = say(ledger, "Baotou", "I live in Baotou", valid_from=JAN1).fact_id
    chifeng = say(ledger, "Chifeng", "I live in Chifeng", valid_from=MAR1).fact_id
    say(ledger, "Ordos", "We moved to Ordos", valid_from=MAY1, scope="project:atlas")
    assert [span(ledger, f) for f in (baotou, chifeng)] == [("conflicted", JAN1, None), ("conflicted", MAR1, None)]
    assert now_values(ledger) == ["Baotou", "Chifeng"]
    assert now_values(ledger, scope="project:atlas") == ["Ordos"]


def test_a_move_in_another_context_subject_or_key_caps_nothing(ledger: Ledger) -> None:
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1, context={"env": "test"}).fact_id
    say(ledger, "Rome", "we moved to Rome", valid_from=MAY1, context={"env": "production"})
    ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo", statement="we moved to Oslo",
                           valid_from=MAY1))
    say(ledger, "Oslo", "we moved to Oslo", key="work.city", valid_from=MAY1)
    assert span(ledger, guess) == ("pending", MAR1, None)


def test_a_second_value_said_as_a_supplement_caps_nothing(ledger: Ledger) -> None:
    baotou = say(ledger, "Baotou", "I live in Baotou", valid_from=JAN1).fact_id
    chifeng = say(ledger, "Chifeng", "I live in Chifeng", valid_from=MAR1).fact_id
    other = say(ledger, "Ordos", None, valid_from=MAY1, relation="supplement")
    assert other.decision == "conflict"
    assert [span(ledger, f) for f in (baotou, chifeng)] == [("conflicted", JAN1, None), ("conflicted", MAR1, None)]


# -- reads -------------------------------------------------------------------------------------------------------------

def test_the_audit_lists_the_capped_facts_and_explain_keeps_the_real_supersession(ledger: Ledger) -> None:
    berlin = say(ledger, "Berlin", "I live in Berlin", valid_from=JAN1).fact_id
    guess = say(ledger, "Paris", None, source="inferred", valid_from=MAR1).fact_id
    rome = say(ledger, "Rome", "we moved to Rome", valid_from=MAY1).fact_id
    [entry] = [e for e in ledger.audit("acme", subject="alice") if e.fact_id == rome]
    assert set(entry.affected) == {rome, berlin, guess}
    lineage = explain(StoreEventSource(ledger.app), "acme", "alice", rome)
    assert berlin in [r.fact_id for r in lineage.relations if r.relation == "supersedes"]
    of_guess = explain(StoreEventSource(ledger.app), "acme", "alice", guess)
    assert of_guess.valid_to == MAY1 and any(e.fact_id == rome for e in of_guess.events)


def test_as_of_before_the_cap_was_recorded_shows_the_open_ended_sides(ledger: Ledger) -> None:
    with freeze_time(NOW - timedelta(days=2)):
        capped_conflict_at = NOW - timedelta(days=1)
        baotou = say(ledger, "Baotou", "I live in Baotou", valid_from=JAN1).fact_id
        say(ledger, "Chifeng", "I live in Chifeng", valid_from=MAR1)
    with freeze_time(capped_conflict_at):
        say(ledger, "Ordos", "We moved to Ordos", valid_from=MAY1)
    then = ledger.as_of(**A, valid_at=JUL1, known_at=capped_conflict_at - timedelta(hours=1), key="home.city")
    assert sorted(f.value for f in then) == ["Baotou", "Chifeng"]
    later = ledger.as_of(**A, valid_at=JUL1, known_at=capped_conflict_at + timedelta(hours=1), key="home.city")
    assert [f.value for f in later] == ["Ordos"]
    assert span(ledger, baotou) == ("conflicted", JAN1, MAY1)


def test_an_old_payload_without_capped_caps_nothing(ledger: Ledger) -> None:
    baotou, _, ordos = capped_conflict(ledger)
    [created] = [e for e in events_of(ledger, ordos) if isinstance(e, ev.FactSuperseded) and e.fact.fact_id == ordos]
    data = created.model_dump()
    data.pop("capped")
    old = ev.FactSuperseded.model_validate(data)
    assert old.capped == [] and ev.referenced_facts(old) == []
    assert baotou in ev.referenced_facts(created)


def test_redecide_with_the_same_policy_reports_no_divergence_on_a_log_with_caps(ledger: Ledger) -> None:
    capped_conflict(ledger)
    say(ledger, "Paris", None, source="inferred", valid_from=JUL1)
    say(ledger, "Rome", "we moved to Rome", valid_from=SEP1)

    def scratch(policy: Any, clock: Any) -> Ledger:
        return open_ledger(policy=policy, views=False, clock=clock)

    report = redecide(StoreEventSource(ledger.app), decide, scratch, parse=parse_command)
    assert report.divergences == [] and report.commands == 5


# -- custom policies ---------------------------------------------------------------------------------------------------

def _policy(capped: Any, start: datetime = MAY1) -> Any:
    def policy(facts: Any, c: Candidate) -> Decision:
        if c.value != "Ordos":
            return decide(facts, c)
        ids = tuple(f.fact_id for f in facts)
        return Decision("added", "custom", (), "active", start, None, capped=capped(ids) if callable(capped) else capped)
    return policy


REFUSED = {
    "an unknown id": _policy(("nope.1",)),
    "no id": _policy((None,)),
    "a bare id string": _policy(lambda ids: ids[0]),
    "a fact beginning with the change": _policy(lambda ids: ids, start=MAR1),
    "the held value": _policy(lambda ids: ids[:1]),
}


@pytest.mark.parametrize("name", list(REFUSED))
def test_a_custom_policy_capping_what_it_may_not_is_refused(name: str) -> None:
    with freeze_time(NOW):
        led = open_ledger(policy=REFUSED[name])
        try:
            first = led.handle(Remember(**A, key="home.city", value="Baotou", statement="I live in Baotou",
                                        valid_from=JAN1)).fact_id
            second = led.handle(Remember(**A, key="home.city", value="Chifeng", source="inferred",
                                         valid_from=MAR1)).fact_id
            assert [span(led, f)[0] for f in (first, second)] == ["active", "pending"]
            count = len(events_of(led, first))
            with pytest.raises(PolicyError) as err:
                led.handle(Remember(**A, key="home.city", value="Ordos", statement="We moved to Ordos",
                                    valid_from=MAY1))
            assert err.value.field == "policy"
            assert len(events_of(led, first)) == count
            assert [span(led, f) for f in (first, second)] == [("active", JAN1, None), ("pending", MAR1, None)]
        finally:
            led.close()


def test_a_custom_policy_capping_a_guess_from_a_change_is_applied() -> None:
    with freeze_time(NOW):
        led = open_ledger(policy=_policy(lambda ids: ids))
        try:
            guess = led.handle(Remember(**A, key="home.city", value="Chifeng", source="inferred",
                                        valid_from=MAR1)).fact_id
            moved = led.handle(Remember(**A, key="home.city", value="Ordos", statement="We moved to Ordos",
                                        valid_from=MAY1))
            assert moved.affected == [guess]
            assert span(led, guess) == ("pending", MAR1, MAY1)
        finally:
            led.close()


# -- bounded property --------------------------------------------------------------------------------------------------

DATES = [JAN1, MAR1, MAY1, JUL1, SEP1]
VALUES = ["Berlin", "Paris", "Rome", "Oslo"]
_remember = st.tuples(st.just("R"), st.sampled_from(VALUES), st.sampled_from(["plain", "move", "none"]),
                      st.sampled_from(["user_stated", "user_stated", "inferred", "authoritative"]),
                      st.integers(0, 4), st.sampled_from([None, None, None, 1]), st.sampled_from([None, None, "change"]))
_action = st.tuples(st.sampled_from(["Confirm", "Deny", "Resolve", "Invalidate", "Erase", "Correct"]),
                    st.integers(0, 9))
_ops = st.lists(st.one_of(_remember, _remember, _action), min_size=2, max_size=8)
_FOREVER = datetime.max.replace(tzinfo=UTC)


def _command(op: tuple[Any, ...], ids: list[str]) -> Any:
    if op[0] == "R":
        _, value, said, source, start, length, relation = op
        statement = {"plain": f"I live in {value}", "move": f"We moved to {value}", "none": None}[said]
        end = None if length is None or start + length > 4 else DATES[start + length]
        return Remember(**A, key="home.city", value=value, statement=statement, source=source,
                        valid_from=DATES[start], valid_to=end, relation=relation)
    if not ids:
        return None
    f = ids[op[1] % len(ids)]
    return {"Confirm": lambda: Confirm(**A, fact_id=f), "Deny": lambda: Deny(**A, fact_id=f),
            "Resolve": lambda: ResolveConflict(**A, keep=f), "Invalidate": lambda: Invalidate(**A, fact_id=f),
            "Erase": lambda: Erase(**A, fact_id=f),
            "Correct": lambda: Correct(**A, fact_id=f, value="Lima", statement="I meant Lima")}[op[0]]()


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(_ops)
def test_random_sequences_keep_the_one_key_timeline_whole(ops: list[tuple[Any, ...]]) -> None:
    with freeze_time(NOW):
        led = open_ledger()
    try:
        ids: list[str] = []
        for i, op in enumerate(ops):
            with freeze_time(NOW + timedelta(hours=i)):
                cmd = _command(op, ids)
                if cmd is None:
                    continue
                try:
                    result = led.handle(cmd)
                except LedgerError:
                    continue
                if result.fact_id and result.fact_id not in ids:
                    ids.append(result.fact_id)
                if op[0] == "R" and (op[2] == "move" or op[6] == "change") and result.decision in (
                        "added", "superseded", "refined"):
                    new = led.get_fact("acme", "alice", result.fact_id)
                    if new.status == "active" and new.valid_to is None:  # an open-ended change: it alone holds on
                        assert [f.value for f in led.current(**A, key="home.city")
                                if f.fact_id != new.fact_id and f.valid_from < new.valid_from] == []
        with freeze_time(NOW + timedelta(days=1)):
            facts = [led.get_fact("acme", "alice", f) for f in ids]
            values = [f for f in facts if held(f)]
            for n, a in enumerate(values):
                for b in values[n + 1:]:
                    assert not (a.valid_from < (b.valid_to or _FOREVER) and b.valid_from < (a.valid_to or _FOREVER))
            for f in facts:
                if f.capped and f.status in ("pending", "conflicted"):  # (a cap never empties an interval; a later
                    # change that starts where the fact starts may: "it never held", as for any value)
                    assert f.valid_to is not None and f.valid_to > f.valid_from
            latest = {v.fact_id: v for v in led.history("acme", "alice", "home.city") if v.expired_at is None}
            for f in facts:
                if f.status in ("active", "pending", "conflicted", "superseded", "invalidated"):
                    v = latest[f.fact_id]
                    assert (v.status, v.valid_from, v.valid_to) == (f.status, f.valid_from, f.valid_to)
    finally:
        led.close()
