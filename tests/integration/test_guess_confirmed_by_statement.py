"""Policy 2026.12-15 end to end, on every store: the user saying what an agent guessed makes the guess hold
(a reinforcement that confirms it), and the same value dated earlier than its recorded start moves the start
back. Both are one `FactReinforced` (decision "confirmed", valid_from): the slot, the view, the audit trail,
time travel and a re-decision of the log must all read it so."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time

import replay
from commands import Deny, Erase, Ledger, Remember, open_ledger
from commands.messages import parse_command
from commands.views import StoreEventSource, rebuild_live
from ledger.errors import PolicyError
from ledger.policy import Decision, decide

pytestmark = pytest.mark.integration

JAN1 = datetime(2026, 1, 1, 12, tzinfo=UTC)
JAN20 = datetime(2026, 1, 20, 12, tzinfo=UTC)
FEB10 = datetime(2026, 2, 10, 12, tzinfo=UTC)
MAR1 = datetime(2026, 3, 1, 12, tzinfo=UTC)
LAST_APRIL = datetime(2025, 4, 1, tzinfo=UTC)
T, S = "acme", "alice"


def say(ledger: Ledger, at: datetime, key: str, value: Any, statement: str, **fields: Any) -> Any:
    with freeze_time(at):
        return ledger.handle(Remember(tenant=T, subject=S, key=key, value=value, statement=statement, **fields))


def test_the_user_saying_a_guessed_value_makes_it_hold(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    guess = say(ledger, JAN1, "device.os", "macOS", "uses Cmd shortcuts, probably a Mac", source="inferred")
    assert guess.decision == "pending"
    said = say(ledger, JAN20, "device.os", "macOS", "yes, I'm on a Mac")
    assert (said.decision, said.reason, said.fact_id) == ("confirmed", "stated_by_user", guess.fact_id)
    assert ledger.get_fact(T, S, guess.fact_id).status == "active"  # the slot
    with freeze_time(FEB10):
        [now] = ledger.current(T, S, key="device.os")
        assert (now.value, now.status, now.source) == ("macOS", "active", "inferred")  # the guess keeps its source
        assert ledger.as_of(T, S, known_at=datetime(2026, 1, 10, tzinfo=UTC), key="device.os")[0].status == "pending"
        assert [e.decision for e in ledger.audit(T, subject=S)] == ["pending", "confirmed"]
        assert ledger.conflicts(T, S) == []
    report = replay.redecide(StoreEventSource(ledger.app), decide,
                             lambda policy, clock: open_ledger(policy=policy, views=False, clock=clock),
                             parse=parse_command)
    assert (report.divergences, report.same) == ([], 2)


def test_the_same_value_dated_earlier_moves_its_start_back(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    acme = say(ledger, JAN1, "job.employer", "Acme", "I work at Acme")
    later = say(ledger, FEB10, "job.employer", "Acme", "been at Acme since April last year btw", valid_from=LAST_APRIL)
    assert (later.decision, later.reason, later.fact_id) == ("reinforced", "earlier_start", acme.fact_id)
    with freeze_time(MAR1):
        assert [f.value for f in ledger.as_of(T, S, valid_at=datetime(2025, 6, 1, tzinfo=UTC))] == ["Acme"]
        # what the ledger believed in January: Acme only from when it was told
        assert ledger.as_of(T, S, valid_at=datetime(2025, 6, 1, tzinfo=UTC), known_at=JAN20) == []
        versions = ledger.history(T, S, "job.employer")
        assert [(v.valid_from, v.expired_at) for v in versions] == [(JAN1, FEB10), (LAST_APRIL, None)]
        assert ledger.ended(T, S) == []  # one value, holding since April: nothing of it has ended
    assert ledger.get_fact(T, S, acme.fact_id).valid_from == LAST_APRIL


def test_a_view_rebuilt_from_the_log_reads_both_as_the_live_view_did(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)
    say(ledger, JAN1, "device.os", "Linux", "probably on Linux", source="inferred")
    say(ledger, JAN20, "device.os", "Linux", "I run Linux")
    say(ledger, JAN1, "job.employer", "Acme", "I work at Acme")
    say(ledger, FEB10, "job.employer", "Acme", "at Acme since April last year", valid_from=LAST_APRIL)
    with freeze_time(MAR1):
        live = sorted((f.key, f.value, f.status, f.valid_from) for f in ledger.current(T, S))
    ledger.close()
    with open_ledger(home, views=False) as writer:  # the view's owner closed: the rebuild may swap it in
        rebuild_live(writer, home, progress=False)
    with open_ledger(home) as ledger, freeze_time(MAR1):
        rebuilt = sorted((f.key, f.value, f.status, f.valid_from) for f in ledger.current(T, S))
    assert live == rebuilt == [("device.os", "Linux", "active", JAN1), ("job.employer", "Acme", "active", LAST_APRIL)]


def test_a_confirming_statement_is_erased_with_its_fact(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)
    guess = say(ledger, JAN1, "pet.name", "Quokkabelle", "the dog is probably called Quokkabelle", source="inferred")
    say(ledger, JAN20, "pet.name", "Quokkabelle", "my dog is Quokkabelle, yes")
    ledger.views.publish()
    with freeze_time(FEB10):
        ledger.handle(Erase(tenant=T, subject=S, fact_id=guess.fact_id))
    ledger.close()
    assert sorted(p.name for p in home.rglob("*") if p.is_file() and b"Quokkabelle" in p.read_bytes()) == []


def _deciding(chosen: list[Decision]) -> Ledger:
    """A ledger whose (custom) policy decides the last of `chosen`, or as the built-in one while none is."""
    return open_ledger(policy=lambda facts, c: chosen[-1] if chosen else decide(facts, c), views=False)


def test_a_custom_policy_may_not_confirm_a_held_fact_or_move_an_ended_ones_start() -> None:
    """The handler checks what it applies: a 'confirmed' for a fact that is not pending, or a start moved back
    for a fact that is not active, is a PolicyError and stores nothing (the slot and the view would disagree)."""
    chosen: list[Decision] = []
    ledger = _deciding(chosen)
    try:
        first = say(ledger, JAN1, "job.employer", "Acme", "I work at Acme")
        chosen.append(Decision("confirmed", "stated_by_user", (first.fact_id,)))
        with pytest.raises(PolicyError):
            say(ledger, JAN20, "job.employer", "Acme", "yes, Acme")
        chosen.append(Decision("superseded", "change_cue", (first.fact_id,), valid_from=FEB10))
        say(ledger, FEB10, "job.employer", "Initech", "moved to Initech")
        chosen.append(Decision("reinforced", "earlier_start", (first.fact_id,), valid_from=LAST_APRIL))
        with pytest.raises(PolicyError):
            say(ledger, MAR1, "job.employer", "Acme", "at Acme since April last year", valid_from=LAST_APRIL)
        old = ledger.get_fact(T, S, first.fact_id)
        assert (old.status, old.valid_from, old.evidence_count) == ("superseded", JAN1, 1)
    finally:
        ledger.close()


def test_a_custom_policy_may_end_only_values_begun_before_a_moved_start() -> None:
    """Late news ends, at the fact's earlier start, values that began before it (policy 2026.12-18); a custom
    policy ending one that began later, the fact itself, or a guess the user denied is a PolicyError and stores
    nothing."""
    chosen: list[Decision] = []
    ledger = _deciding(chosen)
    try:
        paris = say(ledger, JAN1, "home.city", "Paris", "I live in Paris")
        rome = say(ledger, JAN20, "home.city", "Rome", "probably Rome", source="inferred",
                   valid_from=datetime(2025, 1, 1, tzinfo=UTC))
        with freeze_time(FEB10):
            ledger.handle(Deny(tenant=T, subject=S, fact_id=rome.fact_id))
        berlin = say(ledger, MAR1, "home.city", "Berlin", "I moved to Berlin")
        # itself; Paris, which began after the start given; Rome, denied (never held)
        for cut in (berlin.fact_id, paris.fact_id, rome.fact_id):
            chosen.append(Decision("reinforced", "late_arriving", (berlin.fact_id,), valid_from=datetime(2025, 6, 1, tzinfo=UTC),
                                   cut=(cut,)))
            with pytest.raises(PolicyError):
                say(ledger, datetime(2026, 3, 21, 12, tzinfo=UTC), "home.city", "Berlin", "in Berlin since June 2025",
                    valid_from=datetime(2025, 6, 1, tzinfo=UTC))
        assert ledger.get_fact(T, S, paris.fact_id).valid_to == MAR1
        assert ledger.get_fact(T, S, berlin.fact_id).valid_from == MAR1
        assert ledger.get_fact(T, S, rome.fact_id).valid_to is None
    finally:
        ledger.close()


def test_late_news_of_a_guessed_value_does_not_confirm_it_past_a_later_value() -> None:
    """Found by test_slot_invariants' fuzzer: a pending guess of Java dated yesterday, Go held since this morning,
    then "we switched to Java" dated yesterday. The news ends where Go begins; confirming the guess made it hold on,
    open-ended, beside Go (two active values on a single-valued key). It is now recorded as late news, up to Go."""
    ledger = open_ledger()
    try:
        say(ledger, JAN1, "home.city", "Paris", "I live in Paris")
        guess = say(ledger, FEB10, "home.city", "Lyon", "probably Lyon", source="inferred", valid_from=JAN20)
        say(ledger, FEB10, "home.city", "Nice", "we moved to Nice")
        news = say(ledger, MAR1, "home.city", "Lyon", "we switched to Lyon", valid_from=JAN20)
        assert news.decision != "confirmed"
        with freeze_time(MAR1):
            assert [f.value for f in ledger.current(T, S) if f.status == "active"] == ["Nice"]
            held = ledger.as_of(T, S, valid_at=datetime(2026, 2, 1, tzinfo=UTC))
            assert [f.value for f in held if f.status == "active"] == ["Lyon"]
        assert ledger.get_fact(T, S, guess.fact_id).status == "pending"
    finally:
        ledger.close()
