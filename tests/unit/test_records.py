"""Read-side records (ledger/records.py) stand for the validated models exactly: the same fields
with the same types, the same isinstance answers, and a projection built from records equals one
built from models row for row. Payloads that are not exactly what this code writes are validated."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any
from uuid import UUID, uuid4

import orjson
import pytest
from eventsourcing.persistence import StoredEvent
from eventsourcing.utils import get_topic
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError
from test_mapper import FactTagged, MemoryKeys  # the test event at version 2, the key table in memory

from commands.store.keyring import Keyring
from commands.store.mapper import SealingMapper
from ledger import events as ev
from ledger.events import decision_of, referenced_facts
from ledger.records import Record, event_class, record_builder
from projections import Projector
from projections.synthetic import Generator
from projections.testing import dump

NOW = datetime(2026, 3, 1, tzinfo=UTC)
REF = ev.SlotRef(tenant="acme", subject="alice", scope="global", key="home.city")
META = {"timestamp": NOW.isoformat(), "tenant": "acme", "subject": "alice", "actor": "agent",
        "command_id": "c0", "reason": "r", "policy_version": "p0", "slot": REF.model_dump(mode="json")}


def _mapper(keys: MemoryKeys) -> SealingMapper:
    keyring = Keyring(bytes(range(32)))
    keyring.table = keys
    return SealingMapper(keyring=keyring)


def _stored(events: list[ev.LedgerEvent]) -> tuple[list[StoredEvent], MemoryKeys]:
    """The events as the store holds them, content sealed with per-fact keys."""
    keys = MemoryKeys()
    mapper = _mapper(keys)
    for e in events:
        if isinstance(e, ev.FactCreatingEvent):
            mapper.keyring.new_key(e.tenant, e.subject, e.fact.fact_id)
            keys.rows.update({f: w for f, _, _, w in mapper.keyring.take_pending([e.fact.fact_id])})
    return [mapper.to_stored_event(e) for e in events], keys


def _typed(x: Any) -> Any:
    """A value with the type of every part spelled out: records and models alike as their
    model class and fields, so equal results mean equal fields of equal types."""
    if isinstance(x, Record | BaseModel):
        cls = event_class(x)
        return (cls.__name__, {f: _typed(getattr(x, f)) for f in cls.model_fields})  # type: ignore[attr-defined]
    if isinstance(x, dict):
        return {k: _typed(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_typed(v) for v in x]
    if isinstance(x, datetime):
        return ("datetime", x, x.utcoffset())
    return (type(x).__name__, x)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(1, 120))
def test_records_have_the_fields_and_types_of_the_validated_models(seed: int, n: int) -> None:
    events = Generator(seed, tenants=2, subjects=3).events(n)
    stored, keys = _stored(events)
    models = _mapper(keys).to_domain_events(stored)
    records = _mapper(keys).to_records(stored)
    assert all(isinstance(r, Record) for r in records)  # every kind the code writes is built as a record
    for model, record in zip(models, records, strict=True):
        assert _typed(record) == _typed(model)
        assert set(record.__dict__) == set(type(model).model_fields)
        assert isinstance(record, type(model)) and type(record) is not type(model)
        assert decision_of(record) == decision_of(model)
        assert referenced_facts(record) == referenced_facts(model)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(20, 200))
def test_a_projection_of_records_equals_a_projection_of_models(seed: int, n: int) -> None:
    events = Generator(seed, tenants=2, subjects=4).events(n)
    stored, keys = _stored(events)
    dumps = []
    for decoded in (_mapper(keys).to_domain_events(stored), _mapper(keys).to_records(stored)):
        p = Projector()
        try:
            for i in range(0, len(decoded), 37):  # several batches: loaded states, not only fresh ones
                p.apply([(i + j + 1, e) for j, e in enumerate(decoded[i:i + 37])])
            dumps.append(dump(p.con))
        finally:
            p.close()
    assert dumps[0] == dumps[1]
    assert dumps[0]["fact_log"]


def _decode_one(cls: type[ev.LedgerEvent], state: dict[str, Any]) -> Any:
    stored = StoredEvent(uuid4(), 2, get_topic(cls), orjson.dumps(state))
    return _mapper(MemoryKeys()).to_records([stored])[0]


def test_missing_fields_with_defaults_are_filled_as_validation_fills_them() -> None:
    old = _decode_one(ev.FactCorrected, {
        **META, "corrected": ["f.0"],  # written before `superseded` existed
        "fact": {"fact_id": "f.1", "kind": "profile", "source": "user_corrected", "status": "active",
                 "valid_from": NOW.isoformat(), "confidence": 1},  # an int where the field is a float
        "content": {"fact_id": "f.1", "sealed": ""},
    })
    assert isinstance(old, Record) and old.superseded == [] and old.corrected == ["f.0"]
    assert old.fact.valid_to is None and old.fact.importance == 0.5
    assert type(old.fact.confidence) is float and old.fact.valid_from == NOW
    assert old.content.redacted  # no key: the placeholder, as a model read gives


def test_a_payload_with_an_unknown_field_is_validated_and_refused() -> None:
    with pytest.raises(ValidationError, match="colour"):
        _decode_one(ev.FactDenied, {**META, "fact_id": "f.1", "colour": "blue"})


def test_a_payload_missing_a_required_field_is_validated_and_refused() -> None:
    with pytest.raises(ValidationError, match="fact_id"):
        _decode_one(ev.FactDenied, dict(META))


def test_a_datetime_fromisoformat_cannot_read_goes_to_validation() -> None:
    """pydantic reads a few forms `datetime.fromisoformat` does not (a Unix time): the model then."""
    event = _decode_one(ev.FactInvalidated, {**META, "fact_id": "f.1", "valid_to": 1772323200})
    assert isinstance(event, ev.FactInvalidated) and not isinstance(event, Record)
    assert event.valid_to == datetime(2026, 3, 1, tzinfo=UTC)
    with pytest.raises(ValidationError, match="valid_to"):
        _decode_one(ev.FactInvalidated, {**META, "fact_id": "f.1", "valid_to": "yesterday"})


def test_old_payloads_are_upcast_before_the_record_is_built() -> None:
    record = _decode_one(FactTagged, {**META, "fact_id": "f.1"})
    assert isinstance(record, Record) and record.tags == ["legacy"] and record.originator_version == 2
    assert isinstance(record.originator_id, UUID)


def test_a_model_with_a_field_type_records_do_not_handle_is_never_built_as_a_record() -> None:
    class Odd(ev.LedgerModel):
        when: set[int]

    assert record_builder(Odd) is None
    assert all(record_builder(cls) is not None for cls in (
        ev.FactAsserted, ev.FactSuperseded, ev.FactRefined, ev.FactCorrected, ev.ConflictFlagged,
        ev.FactReinforced, ev.FactInvalidated, ev.ConflictResolved, ev.FactConfirmed, ev.FactDenied,
        ev.FactErased, ev.SubjectErased, ev.CandidateRejected, ev.SlotOpened, ev.CommandRecorded))


def test_a_builder_that_gives_up_half_way_leaves_a_state_validation_reads_as_the_original() -> None:
    """The slot is built before the fact's unparseable time is met: validation still gets dicts."""
    fact = {"fact_id": "f.1", "kind": "profile", "source": "user_stated", "status": "active",
            "valid_from": 1772323200}  # a Unix time: pydantic reads it, fromisoformat does not
    state = {**META, "fact": fact, "content": {"fact_id": "f.1", "sealed": ""}}
    event = _decode_one(ev.FactAsserted, state)
    assert isinstance(event, ev.FactAsserted) and not isinstance(event, Record)
    assert event.slot == REF and event.fact.valid_from == NOW and event.content.redacted
    with pytest.raises(ValidationError, match="valid_from"):
        _decode_one(ev.FactAsserted, {**state, "fact": {**fact, "valid_from": "yesterday"}})
