"""A slot's cardinality can be fixed where nothing is lost (review 10, item 1).

A user who forgot `cardinality="many"` on the first allergy could never record a second one under
that key (refused, or a conflict): widening `one` -> `many` keeps every value and is now recorded
as a `CardinalityChanged` event; a slot whose values are all erased may be reopened either way;
narrowing a slot where two values hold at once stays refused, and a refusal stores nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from freezegun import freeze_time

from commands import Deny, Erase, Invalidate, Ledger, Remember, open_ledger
from commands.views import rebuild_live
from ledger.errors import InvalidCommand

pytestmark = pytest.mark.integration

T = {"tenant": "acme", "subject": "alice"}
ALLERGY = {**T, "key": "health.allergy", "kind": "safety"}
T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def allergies(ledger: Ledger) -> list[tuple[object, str]]:
    return sorted((f.value, f.status) for f in ledger.current("acme", "alice", key="health.allergy"))  # type: ignore[misc]


def decisions(ledger: Ledger) -> list[str]:
    return [e.decision for e in ledger.audit("acme", subject="alice")]


def test_a_forgotten_many_is_widened_and_the_second_allergy_added(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        ledger.handle(Remember(**ALLERGY, value="peanuts"))  # cardinality forgotten: a "one" slot
        second = ledger.handle(Remember(**ALLERGY, value="shellfish", cardinality="many"))
        assert (second.decision, second.reason) == ("added", "supplement")
        assert allergies(ledger) == [("peanuts", "active"), ("shellfish", "active")]
        third = ledger.handle(Remember(**ALLERGY, value="penicillin"))  # left out: the slot's, now many
        assert third.decision == "added"
        assert "cardinality_changed" in decisions(ledger)
        changed = [e for e in ledger.audit("acme", subject="alice") if e.decision == "cardinality_changed"]
        assert [e.reason for e in changed] == ["cardinality_widened"]


def test_widening_survives_a_reopen_and_a_rebuild(tmp_path: Path) -> None:
    with freeze_time(T0):
        with open_ledger(tmp_path) as ledger:
            ledger.handle(Remember(**ALLERGY, value="peanuts"))
            ledger.handle(Remember(**ALLERGY, value="shellfish", cardinality="many"))
        with open_ledger(tmp_path) as ledger:  # the slot is replayed from the store: many
            assert ledger.handle(Remember(**ALLERGY, value="penicillin")).decision == "added"
            with pytest.raises(InvalidCommand) as err:  # three values now hold: narrowing is refused
                ledger.handle(Remember(**ALLERGY, value="latex", cardinality="one"))
            assert err.value.field == "cardinality"
        with open_ledger(tmp_path, views=False) as ledger:
            rebuild_live(ledger, tmp_path, progress=False)
        with open_ledger(tmp_path) as ledger:
            assert [v for v, _ in allergies(ledger)] == ["peanuts", "penicillin", "shellfish"]


def test_narrowing_with_two_values_held_is_refused_and_stores_nothing(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        ledger.handle(Remember(**ALLERGY, value="peanuts", cardinality="many"))
        ledger.handle(Remember(**ALLERGY, value="shellfish"))
        before = decisions(ledger)
        with pytest.raises(InvalidCommand) as err:
            ledger.handle(Remember(**ALLERGY, value="latex", cardinality="one"))
        assert err.value.field == "cardinality"
        assert "'many'" in str(err.value) and "same valid time" in str(err.value)
        assert decisions(ledger) == before
        assert allergies(ledger) == [("peanuts", "active"), ("shellfish", "active")]


def test_an_erased_slot_can_be_reopened_with_another_cardinality(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    city = {**T, "key": "home.city"}
    with freeze_time(T0):
        ledger.handle(Remember(**city, value="Oslo", cardinality="many"))
        ledger.handle(Remember(**city, value="Bergen"))
        ledger.handle(Erase(**T))
        reopened = ledger.handle(Remember(**city, value="Rome", cardinality="one"))
        assert reopened.decision == "added"
        # single-valued now: another city without a cue is a conflict, not a second value
        assert ledger.handle(Remember(**city, value="Paris")).decision == "conflict"


def test_narrowing_a_slot_whose_values_never_overlap_is_accepted(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    city = {**T, "key": "home.city"}
    with freeze_time(T0):
        first = ledger.handle(Remember(**city, value="Oslo", cardinality="many",
                                       valid_from=datetime(2024, 1, 1, tzinfo=UTC)))
        ledger.handle(Invalidate(**T, fact_id=first.fact_id, valid_to=datetime(2025, 1, 1, tzinfo=UTC)))
        ledger.handle(Remember(**city, value="Bergen", valid_from=datetime(2025, 1, 1, tzinfo=UTC)))
        assert ledger.handle(Remember(**city, value="Bergen", cardinality="one")).decision == "reinforced"
        assert ledger.handle(Remember(**city, value="Rome")).decision == "conflict"


def test_widening_an_open_conflict_is_refused_until_it_is_settled(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        ledger.handle(Remember(**ALLERGY, value="peanuts"))
        clash = ledger.handle(Remember(**ALLERGY, value="shellfish"))
        assert clash.decision == "conflict"
        before = decisions(ledger)
        with pytest.raises(InvalidCommand) as err:
            ledger.handle(Remember(**ALLERGY, value="shellfish", cardinality="many"))
        assert err.value.field == "cardinality" and "conflict" in str(err.value)
        assert decisions(ledger) == before
        ledger.handle(Deny(**T, fact_id=clash.fact_id))  # the way out the message names
        assert ledger.handle(Remember(**ALLERGY, value="shellfish", cardinality="many")).decision == "added"
        assert allergies(ledger) == [("peanuts", "active"), ("shellfish", "active")]


def test_a_refused_candidate_does_not_change_the_cardinality(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time(T0):
        ledger.handle(Remember(**ALLERGY, value="peanuts"))
        refused = ledger.handle(Remember(**ALLERGY, value="4111 1111 1111 1111", cardinality="many"))
        assert refused.decision == "rejected"
        assert "cardinality_changed" not in decisions(ledger)
        assert ledger.handle(Remember(**ALLERGY, value="shellfish")).decision == "conflict"


def test_redecide_replays_a_widening_without_divergence(tmp_path: Path) -> None:
    """The change is part of the Remember that asked for it: re-deciding that command widens the
    scratch slot too, and the second allergy is added again."""
    import replay
    from commands.messages import parse_command
    from commands.views import StoreEventSource
    from ledger.policy import decide

    with open_ledger(tmp_path / "home", views=False) as ledger:
        with freeze_time(T0):
            ledger.handle(Remember(**ALLERGY, value="peanuts"))
            ledger.handle(Remember(**ALLERGY, value="shellfish", cardinality="many"))
            ledger.handle(Remember(**ALLERGY, value="penicillin"))
        report = replay.redecide(StoreEventSource(ledger.app), decide,
                                 lambda policy, clock: open_ledger(policy=policy, views=False, clock=clock),
                                 parse=parse_command)
    assert report.divergences == [] and report.commands == 3
