"""Domain bugs a reviewer found (DOMAIN.md §2-§3): a single-valued key never ends up with two
active values for the same valid time, and a command never extends or inverts valid time.

Each test runs on every event store (memory, SQLite, PostgreSQL) and reads through the projection.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from freezegun import freeze_time

from commands import Confirm, Correct, Invalidate, Ledger, Remember, ResolveConflict
from ledger.errors import InvalidCommand, InvalidTransition

pytestmark = pytest.mark.integration

T = {"tenant": "acme", "subject": "alice"}
CITY = {**T, "key": "home.city"}
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


def values(ledger: Ledger, **kw: object) -> list[tuple[object, str]]:
    return sorted(((f.value, f.status) for f in ledger.current("acme", "alice", key="home.city", **kw)),  # type: ignore[arg-type]
                  key=repr)


def active(facts: list) -> list[object]:  # type: ignore[type-arg]
    return sorted((f.value for f in facts if f.status == "active"), key=repr)


def _rome_then_berlin_and_a_guessed_paris(make_ledger: Callable[..., Ledger]):  # type: ignore[no-untyped-def]
    """Rome from 2024, Berlin from 2026 (late news ends Rome there), an inferred Paris from 2025."""
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        rome = ledger.handle(Remember(**CITY, value="Rome", valid_from=utc(2024, 1, 1)))
        ledger.handle(Remember(**CITY, value="Berlin", statement="we moved to Berlin", valid_from=utc(2026, 1, 1)))
        guess = ledger.handle(Remember(**CITY, value="Paris", source="inferred", valid_from=utc(2025, 1, 1)))
    return ledger, rome, guess


# -- 4. correcting a pending or conflicted fact ------------------------------------------------
def test_correcting_a_pending_guess_keeps_it_pending_against_the_active_value(
        make_ledger: Callable[..., Ledger]) -> None:
    """Berlin is active, the model guessed Paris (pending); the user corrects the guess to Munich.

    Chosen behaviour: the corrected value takes the guess's place. A `Correct` says "this record
    was never true, it should have said Munich"; it does not say Berlin ended. Munich therefore
    stays *pending* against Berlin (source user_corrected), never a second active value, and a
    `Confirm` of Munich then replaces Berlin the usual way. "Never pick one silently" (§2).
    """
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        berlin = ledger.handle(Remember(**CITY, value="Berlin"))
    with freeze_time("2026-03-02"):
        guess = ledger.handle(Remember(**CITY, value="Paris", source="inferred"))
    assert guess.decision == "pending"
    with freeze_time("2026-03-03"):
        munich = ledger.handle(Correct(**T, fact_id=guess.fact_id, value="Munich"))  # type: ignore[arg-type]
        assert munich.decision == "corrected" and munich.affected == [guess.fact_id]
        assert values(ledger) == [("Berlin", "active"), ("Munich", "pending")]
    with freeze_time("2026-03-04"):
        ledger.handle(Confirm(**T, fact_id=munich.fact_id))  # type: ignore[arg-type]
        assert values(ledger) == [("Munich", "active")]
    assert ledger.get_fact("acme", "alice", berlin.fact_id).status == "superseded"  # type: ignore[arg-type]


def test_correcting_a_pending_guess_alone_makes_it_the_value(make_ledger: Callable[..., Ledger]) -> None:
    """With no rival the corrected guess is simply the (active) value, as before."""
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        guess = ledger.handle(Remember(**CITY, value="Paris", source="inferred"))
    with freeze_time("2026-03-02"):
        ledger.handle(Correct(**T, fact_id=guess.fact_id, value="Munich"))  # type: ignore[arg-type]
        assert values(ledger) == [("Munich", "active")]


def test_correcting_one_side_of_a_conflict_keeps_the_conflict_with_the_corrected_value(
        make_ledger: Callable[..., Ledger]) -> None:
    """Berlin and Paris conflict; the user corrects Berlin to Munich.

    Chosen behaviour: Munich takes Berlin's place in the conflict (status conflicted), Paris stays
    conflicted, and resolving the conflict keeps exactly one of them. The correction is about the
    Berlin record only: Paris may be user_stated too, and the conflict exists precisely because the
    ledger must not choose; ending Paris because a correction outranks user_stated would delete a
    value the user never withdrew ("keeping is harmless, deleting is harmful"). It also needs no
    second event, so the correction stays one FactCorrected (replay and redecide unchanged).
    """
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        berlin = ledger.handle(Remember(**CITY, value="Berlin"))
    with freeze_time("2026-03-02"):
        paris = ledger.handle(Remember(**CITY, value="Paris"))
    assert paris.decision == "conflict"
    with freeze_time("2026-03-03"):
        munich = ledger.handle(Correct(**T, fact_id=berlin.fact_id, value="Munich"))  # type: ignore[arg-type]
        assert values(ledger) == [("Munich", "conflicted"), ("Paris", "conflicted")]
        assert sorted(f.value for f in ledger.conflicts("acme", "alice")) == ["Munich", "Paris"]  # type: ignore[type-var]
    with freeze_time("2026-03-04"):
        resolved = ledger.handle(ResolveConflict(**T, keep=paris.fact_id))  # type: ignore[arg-type]
        assert resolved.affected == [munich.fact_id]
        assert values(ledger) == [("Paris", "active")]
        assert ledger.conflicts("acme", "alice") == []


# -- 5. confirming a guess that starts before the active value ---------------------------------
def test_confirming_an_older_guess_ends_it_where_the_active_value_begins(make_ledger: Callable[..., Ledger]) -> None:
    """Berlin from 2024 is active; an inferred "Paris from 2020" is confirmed. Paris held until Berlin
    began (as a late-arriving change is capped), Berlin is untouched: one value at any time."""
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        berlin = ledger.handle(Remember(**CITY, value="Berlin", valid_from=utc(2024, 1, 1)))
        guess = ledger.handle(Remember(**CITY, value="Paris", source="inferred", valid_from=utc(2020, 1, 1)))
    with freeze_time("2026-03-02"):
        confirmed = ledger.handle(Confirm(**T, fact_id=guess.fact_id))  # type: ignore[arg-type]
        assert confirmed.decision == "confirmed" and confirmed.affected == []
        assert active(ledger.current("acme", "alice", key="home.city")) == ["Berlin"]
        paris_2021 = ledger.as_of("acme", "alice", valid_at=utc(2021, 6, 1), key="home.city")
        assert [f.value for f in paris_2021] == ["Paris"]
        assert paris_2021[0].valid_to == utc(2024, 1, 1)
        assert [f.value for f in ledger.as_of("acme", "alice", valid_at=utc(2025, 6, 1), key="home.city")] == ["Berlin"]
    kept = ledger.get_fact("acme", "alice", berlin.fact_id)  # type: ignore[arg-type]
    assert (kept.status, kept.valid_from, kept.valid_to) == ("active", utc(2024, 1, 1), None)


# -- 6. an authoritative late fact without a cue ------------------------------------------------
def test_authoritative_late_fact_is_capped_at_the_later_value_and_leaves_guesses_pending(
        make_ledger: Callable[..., Ledger]) -> None:
    """Berlin from 2026-01 is active, an inferred Paris from 2025-01 pending; an authoritative Munich
    from 2025-06 arrives with no cue. It outranks both, so by source priority it acts like a change
    (§4): nothing active started before it, so it is late news, ending where Berlin begins. The
    never-confirmed Paris is not a value: it is neither superseded nor made to end Munich; it stays
    pending, but whatever of it held, held until Munich began: capped there (policy 2026.12-46; it held on
    open-ended beside Munich and Berlin before)."""
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        ledger.handle(Remember(**CITY, value="Berlin", valid_from=utc(2026, 1, 1)))
        guess = ledger.handle(Remember(**CITY, value="Paris", source="inferred", valid_from=utc(2025, 1, 1)))
    with freeze_time("2026-03-02"):
        munich = ledger.handle(Remember(**CITY, value="Munich", source="authoritative", valid_from=utc(2025, 6, 1)))
        assert (munich.decision, munich.affected) == ("added", [guess.fact_id])
        assert active(ledger.current("acme", "alice", key="home.city")) == ["Berlin"]
        assert active(ledger.as_of("acme", "alice", valid_at=utc(2026, 6, 1), key="home.city")) == ["Berlin"]
        assert active(ledger.as_of("acme", "alice", valid_at=utc(2025, 8, 1), key="home.city")) == ["Munich"]
    assert ledger.get_fact("acme", "alice", munich.fact_id).valid_to == utc(2026, 1, 1)  # type: ignore[arg-type]
    paris = ledger.get_fact("acme", "alice", guess.fact_id)  # type: ignore[arg-type]
    assert (paris.status, paris.valid_to) == ("pending", utc(2025, 6, 1))


def test_authoritative_fact_supersedes_the_value_before_it_and_is_capped_at_the_one_after(
        make_ledger: Callable[..., Ledger]) -> None:
    """Rome held from 2024 and Berlin from 2026 (late news capped Rome); an authoritative Munich from
    2025-06 without cue supersedes Rome and ends where Berlin begins; the pending guess stays pending, capped
    where Munich begins (policy 2026.12-46)."""
    ledger, rome, guess = _rome_then_berlin_and_a_guessed_paris(make_ledger)
    with freeze_time("2026-03-02"):
        munich = ledger.handle(Remember(**CITY, value="Munich", source="authoritative", valid_from=utc(2025, 6, 1)))
        assert (munich.decision, munich.reason, munich.affected) == ("superseded", "source_priority",
                                                                     [rome.fact_id, guess.fact_id])
        assert active(ledger.current("acme", "alice", key="home.city")) == ["Berlin"]
        assert active(ledger.as_of("acme", "alice", valid_at=utc(2025, 8, 1), key="home.city")) == ["Munich"]
    assert ledger.get_fact("acme", "alice", munich.fact_id).valid_to == utc(2026, 1, 1)  # type: ignore[arg-type]
    paris = ledger.get_fact("acme", "alice", guess.fact_id)  # type: ignore[arg-type]
    assert (paris.status, paris.valid_to) == ("pending", utc(2025, 6, 1))


# -- 7. Invalidate never extends or resurrects valid time -------------------------------------
def test_invalidate_refuses_a_valid_to_later_than_the_facts_own_end(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time("2026-06-10"):
        tmp = ledger.handle(Remember(**T, key="mood", value="hot", kind="temporary", scope="project:a/task:1"))
        end = ledger.get_fact("acme", "alice", tmp.fact_id).valid_to  # type: ignore[arg-type]
        assert end is not None
        with pytest.raises(InvalidCommand) as err:
            ledger.handle(Invalidate(**T, fact_id=tmp.fact_id, valid_to=utc(2036, 1, 1)))  # type: ignore[arg-type]
        assert err.value.field == "valid_to"
        assert ledger.get_fact("acme", "alice", tmp.fact_id).valid_to == end  # type: ignore[arg-type]
        ok = ledger.handle(Invalidate(**T, fact_id=tmp.fact_id, valid_to=utc(2026, 6, 10, 12)))  # type: ignore[arg-type]
        assert ok.decision == "invalidated"


def test_invalidate_refuses_a_fact_whose_valid_time_already_ended(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time("2026-06-10"):
        ledger.handle(Remember(**CITY, value="Munich", valid_from=utc(2026, 5, 1)))
        berlin = ledger.handle(Remember(**CITY, value="Berlin", statement="we moved to Berlin",
                                        valid_from=utc(2024, 1, 1)))
        assert berlin.reason == "late_arriving"
        tmp = ledger.handle(Remember(**T, key="mood", value="hot", kind="temporary", scope="project:a/task:1"))
        with pytest.raises(InvalidTransition):  # would reopen Berlin over Munich
            ledger.handle(Invalidate(**T, fact_id=berlin.fact_id, valid_to=utc(2030, 1, 1)))  # type: ignore[arg-type]
        assert active(ledger.current("acme", "alice", key="home.city")) == ["Munich"]
    with freeze_time("2026-06-20"):  # the temporary fact expired: it does not come back to life
        with pytest.raises(InvalidTransition):
            ledger.handle(Invalidate(**T, fact_id=tmp.fact_id))  # type: ignore[arg-type]
        assert ledger.current("acme", "alice", scope="project:a/task:1", key="mood") == []
    assert ledger.get_fact("acme", "alice", berlin.fact_id).valid_to == utc(2026, 5, 1)  # type: ignore[arg-type]


# -- 8. Remember never stores an inverted interval ----------------------------------------------
@pytest.mark.parametrize("valid_to", [utc(2020, 1, 1), T0])
def test_remember_refuses_a_valid_to_not_after_the_default_start(make_ledger: Callable[..., Ledger],
                                                                 valid_to: datetime) -> None:
    """Without valid_from the fact starts at the command's time: a valid_to at or before it is refused."""
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        with pytest.raises(InvalidCommand) as err:
            ledger.handle(Remember(**CITY, value="Paris", valid_to=valid_to))
        assert err.value.field == "valid_to"
        assert ledger.history("acme", "alice", "home.city") == []
        ok = ledger.handle(Remember(**CITY, value="Paris", valid_to=utc(2026, 4, 1)))
        assert ok.decision == "added"


def test_confirming_a_guess_inside_a_superseded_value_ends_that_value(make_ledger: Callable[..., Ledger]) -> None:
    """Rome held 2024-2026 (Berlin replaced it); a guessed Paris from 2025 is confirmed: Rome ends where
    Paris begins and Paris where Berlin begins, so mid-2025 has one value."""
    ledger, rome, guess = _rome_then_berlin_and_a_guessed_paris(make_ledger)
    with freeze_time("2026-03-02"):
        confirmed = ledger.handle(Confirm(**T, fact_id=guess.fact_id))  # type: ignore[arg-type]
        assert confirmed.affected == [rome.fact_id]
        assert [f.value for f in ledger.as_of("acme", "alice", valid_at=utc(2025, 6, 1), key="home.city")] == ["Paris"]
        assert [f.value for f in ledger.as_of("acme", "alice", valid_at=utc(2024, 6, 1), key="home.city")] == ["Rome"]
        assert active(ledger.current("acme", "alice", key="home.city")) == ["Berlin"]


# -- 11. a slot keeps the cardinality it was opened with ------------------------------------------
def test_a_second_allergy_without_a_cardinality_is_added_to_a_many_slot(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    allergy = {**T, "key": "health.allergy", "kind": "safety"}
    with freeze_time(T0):
        assert ledger.handle(Remember(**allergy, value="peanuts", cardinality="many")).decision == "added"
        second = ledger.handle(Remember(**allergy, value="shellfish"))  # the caller left cardinality out
        assert (second.decision, second.reason) == ("added", "supplement")
        with pytest.raises(InvalidCommand) as err:  # a contradicting cardinality is refused, nothing stored
            ledger.handle(Remember(**allergy, value="penicillin", cardinality="one"))
        assert err.value.field == "cardinality"
        facts = ledger.current("acme", "alice", key="health.allergy")
    assert sorted((f.value, f.status) for f in facts) == [("peanuts", "active"), ("shellfish", "active")]
    with freeze_time(T0):  # a new slot without a cardinality is single-valued
        ledger.handle(Remember(**CITY, value="Oslo"))
        assert ledger.handle(Remember(**CITY, value="Bergen")).decision == "conflict"


def test_redecide_reproduces_a_confirm_that_ended_an_older_guess(tmp_path: Path) -> None:
    """The FactInvalidated such a Confirm appends is part of it, not a separate user action."""
    import replay
    from commands import open_ledger
    from commands.messages import parse_command
    from commands.views import StoreEventSource
    from ledger.policy import decide

    ledger = open_ledger(tmp_path / "home", views=False)
    with freeze_time(T0):
        ledger.handle(Remember(**CITY, value="Berlin", valid_from=utc(2024, 1, 1)))
        guess = ledger.handle(Remember(**CITY, value="Paris", source="inferred", valid_from=utc(2020, 1, 1)))
        ledger.handle(Confirm(**T, fact_id=guess.fact_id or ""))
    report = replay.redecide(StoreEventSource(ledger.app), decide,
                             lambda policy, clock: open_ledger(policy=policy, views=False, clock=clock),
                             parse=parse_command)
    assert report.divergences == [] and report.commands == 3
    ledger.close()


def test_refining_a_guess_pending_against_the_value_stays_pending(make_ledger: Callable[..., Ledger]) -> None:
    """Go (a user correction) holds; "Java" (a guess) waits as pending; "Java 21" refines the guess,
    not the value: it must not become a second active value (found by test_slot_invariants). Since
    policy 2026.12-15 the user's uncued statement contradicting their own correction is a conflict."""
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        java = ledger.handle(Remember(**CITY, value="Java"))
        ledger.handle(Correct(**T, fact_id=java.fact_id or "", value="Go"))
        assert ledger.handle(Remember(**CITY, value="Java", source="inferred")).decision == "pending"
        refined = ledger.handle(Remember(**CITY, value="Java 21"))
        assert (refined.decision, refined.reason) == ("conflict", "contradiction")
        assert active(ledger.current("acme", "alice", key="home.city")) == []  # neither picked silently
        guessed = ledger.handle(Remember(**CITY, value="Java 21", source="inferred"))
        assert guessed.decision == "reinforced"  # a guess of the same value adds nothing, activates nothing


def test_invalidating_a_pending_guess_is_refused(make_ledger: Callable[..., Ledger]) -> None:
    """A guess never held: invalidating it would make it a value of the past (deny it instead)."""
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        guess = ledger.handle(Remember(**CITY, value="Paris", source="inferred"))
        with pytest.raises(InvalidTransition) as err:
            ledger.handle(Invalidate(**T, fact_id=guess.fact_id or ""))
        assert err.value.field == "fact_id"
        assert values(ledger) == [("Paris", "pending")]


def test_late_news_before_a_value_that_has_ended_ends_where_that_value_began(
        make_ledger: Callable[..., Ledger]) -> None:
    """Java held from March to its invalidation in June; news that Go was used since January lands
    before it: Go ends where Java began, so the past never holds two values."""
    ledger = make_ledger(views=True)
    with freeze_time(utc(2026, 3, 1)):
        java = ledger.handle(Remember(**CITY, value="Java"))
    with freeze_time(utc(2026, 6, 1)):
        ledger.handle(Invalidate(**T, fact_id=java.fact_id or ""))
    with freeze_time(utc(2026, 7, 1)):
        go = ledger.handle(Remember(**CITY, value="Go", valid_from=utc(2026, 1, 1)))
        assert (go.decision, go.reason) == ("added", "late_arriving")
        assert ledger.get_fact("acme", "alice", go.fact_id).valid_to == utc(2026, 3, 1)  # type: ignore[arg-type]
        assert [f.value for f in ledger.as_of("acme", "alice", valid_at=utc(2026, 4, 1), key="home.city")] == ["Java"]
        assert [f.value for f in ledger.as_of("acme", "alice", valid_at=utc(2026, 2, 1), key="home.city")] == ["Go"]
