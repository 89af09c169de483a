"""Edges a careful reviewer found: batches mixing erasure, failed erasures, gated corrections, stale caches."""

from __future__ import annotations

from pathlib import Path

import pytest

from commands import Confirm, Correct, Erase, Invalidate, Remember, open_ledger
from commands.ledger import StoreWriteFailed
from ledger.errors import InvalidCommand

pytestmark = pytest.mark.integration


def test_erasing_one_subject_in_a_batch_keeps_another_subjects_new_facts(tmp_path: Path) -> None:
    ledger = open_ledger(tmp_path / "home", views=False)
    bob, _ = ledger.handle_many([Remember(tenant="t", subject="bob", key="home.city", value="Oslo"),
                                 Erase(tenant="t", subject="alice")])
    ledger.close()
    reopened = open_ledger(tmp_path / "home", views=False)  # nothing cached: read what was stored
    assert reopened.get_fact("t", "bob", bob.fact_id).value == "Oslo"  # type: ignore[arg-type]
    reopened.close()


def test_a_failed_erasure_destroys_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ledger = open_ledger(tmp_path / "home", views=False)
    fact = ledger.handle(Remember(tenant="t", subject="alice", key="home.city", value="Oslo"))
    insert = ledger.app.recorder.insert_events

    def crash(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(ledger.app.recorder, "insert_events", crash)
    with pytest.raises(StoreWriteFailed, match="disk full") as caught:  # typed since review 22
        ledger.handle(Erase(tenant="t", subject="alice", fact_id=fact.fact_id))
    assert isinstance(caught.value.__cause__, OSError) and caught.value.committed == 0
    monkeypatch.setattr(ledger.app.recorder, "insert_events", insert)
    ledger.close()
    reopened = open_ledger(tmp_path / "home", views=False)
    kept = reopened.get_fact("t", "alice", fact.fact_id)  # type: ignore[arg-type]
    assert (kept.status, kept.value) == ("active", "Oslo")
    reopened.close()


def test_a_correction_goes_through_the_write_gate() -> None:
    ledger = open_ledger(views=False)
    fact = ledger.handle(Remember(tenant="t", subject="alice", key="payment.note", value="pays by invoice"))
    position = ledger.max_position()
    refused = ledger.handle(Correct(tenant="t", subject="alice", fact_id=fact.fact_id or "",
                                    value="card 4111 1111 1111 1111"))
    assert (refused.decision, refused.reason) == ("rejected", "prohibited_content")
    assert ledger.get_fact("t", "alice", fact.fact_id).value == "pays by invoice"  # type: ignore[arg-type]
    assert ledger.max_position() == position + 1  # only the content-free refusal
    ledger.close()


def test_scope_and_context_are_gated_and_invalidation_reasons_are_codes() -> None:
    ledger = open_ledger(views=False)
    leaked = ledger.handle(Remember(tenant="t", subject="alice", key="deploy.target", value="k8s",
                                    context={"note": "password is hunter2"}))
    assert (leaked.decision, leaked.reason) == ("rejected", "prohibited_content")
    with pytest.raises(InvalidCommand) as err:
        Invalidate(tenant="t", subject="alice", fact_id="x.1", reason="moved out of 12 Baker Street")
    assert err.value.field == "reason"
    ledger.close()


def test_a_fact_written_by_another_process_is_found_despite_a_cached_slot(tmp_path: Path) -> None:
    a = open_ledger(tmp_path / "home", views=False)
    b = open_ledger(tmp_path / "home", views=False)
    b.handle(Remember(tenant="t", subject="alice", key="pet", value="cat", source="inferred",
                      cardinality="many"))  # b caches the slot
    dog = a.handle(Remember(tenant="t", subject="alice", key="pet", value="dog", source="inferred"))
    assert b.handle(Confirm(tenant="t", subject="alice", fact_id=dog.fact_id or "")).decision == "confirmed"
    a.close()
    b.close()


def test_confirming_a_guess_on_a_single_valued_key_replaces_the_active_value() -> None:
    ledger = open_ledger()
    oslo = ledger.handle(Remember(tenant="t", subject="alice", key="home.city", value="Oslo"))
    paris = ledger.handle(Remember(tenant="t", subject="alice", key="home.city", value="Paris", source="inferred",
                                   statement="she moved to Paris"))
    assert paris.decision == "pending"
    confirmed = ledger.handle(Confirm(tenant="t", subject="alice", fact_id=paris.fact_id or ""))
    assert confirmed.affected == [oslo.fact_id]
    assert [(f.value, f.status) for f in ledger.current("t", "alice")] == [("Paris", "active")]
    history = {(f.value, f.status) for f in ledger.history("t", "alice", "home.city")}
    assert ("Oslo", "superseded") in history
    assert ledger.get_fact("t", "alice", oslo.fact_id).status == "superseded"  # type: ignore[arg-type]
    ledger.close()
