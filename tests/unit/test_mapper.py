"""The sealing mapper: round trips, redaction after key loss, and upcasting of old payloads."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar
from uuid import uuid4

import orjson
from eventsourcing.persistence import StoredEvent
from eventsourcing.utils import get_topic
from hypothesis import given
from hypothesis import strategies as st

from commands.store.keyring import Keyring
from commands.store.mapper import SealingMapper
from ledger import events as ev

NOW = datetime(2026, 3, 1, tzinfo=UTC)
REF = ev.SlotRef(tenant="acme", subject="alice", scope="global", key="home.city")


class FactTagged(ev.SlotEvent):
    """Test-only event at version 2: v1 payloads had no `tags`."""

    class_version: ClassVar[int] = 2
    fact_id: str
    tags: list[str]

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        state["tags"] = ["legacy"]


class MemoryKeys:
    def __init__(self) -> None:
        self.rows: dict[str, bytes] = {}

    def load_key(self, fact_id: str) -> bytes | None:
        return self.rows.get(fact_id)

    def load_keys(self, fact_ids: list[str]) -> dict[str, bytes]:
        return {f: self.rows[f] for f in fact_ids if f in self.rows}



def _mapper() -> tuple[SealingMapper, Keyring, MemoryKeys]:
    keyring = Keyring(bytes(range(32)))
    keys = MemoryKeys()
    keyring.table = keys
    return SealingMapper(keyring=keyring), keyring, keys


def _asserted(fact_id: str) -> ev.FactAsserted:
    return ev.FactAsserted(
        originator_id=uuid4(), originator_version=1, timestamp=NOW, tenant="acme", subject="alice",
        actor="agent", command_id="c1", reason="new_fact", policy_version="p1", slot=REF,
        fact=ev.NewFact(fact_id=fact_id, kind="profile", source="user_stated", status="active", valid_from=NOW),
        content=ev.FactContent(value="Oslo", statement="I live in Oslo", evidence={"episode": "e1"},
                               candidate={"value": "Oslo"}),
    )


def test_content_round_trips_sealed() -> None:
    mapper, keyring, keys = _mapper()
    keyring.new_key("acme", "alice", "f.1")
    keys.rows.update({fid: w for fid, _, _, w in keyring.take_pending(["f.1"])})
    event = _asserted("f.1")
    stored = mapper.to_stored_event(event)
    assert b"Oslo" not in stored.state
    assert mapper.to_domain_event(stored) == event


def test_content_whose_key_is_destroyed_reads_as_redacted_not_a_crash() -> None:
    mapper, keyring, keys = _mapper()
    keyring.new_key("acme", "alice", "f.1")
    keys.rows.update({fid: w for fid, _, _, w in keyring.take_pending(["f.1"])})
    stored = mapper.to_stored_event(_asserted("f.1"))
    del keys.rows["f.1"]  # what an erasure's transaction does to the key table
    keyring.forget(["f.1"])
    fresh, fresh_ring, _ = _mapper()
    fresh_ring.table = keys
    for reader in (mapper, fresh):
        event = reader.to_domain_event(stored)
        assert event.content.redacted and event.content.value is None
        assert event.fact.fact_id == "f.1"  # metadata survives


def test_old_payload_is_upcast_before_validation() -> None:
    mapper, _, _ = _mapper()
    v1_state = {
        "timestamp": NOW.isoformat(), "tenant": "acme", "subject": "alice", "actor": "agent", "command_id": "c0",
        "reason": "tagged", "policy_version": "p0", "slot": REF.model_dump(mode="json"), "fact_id": "f.1",
    }  # written before `tags` existed, so with no class_version
    stored = StoredEvent(uuid4(), 3, get_topic(FactTagged), orjson.dumps(v1_state))
    event = mapper.to_domain_event(stored)
    assert isinstance(event, FactTagged) and event.tags == ["legacy"]
    rewritten = mapper.to_stored_event(event)
    assert orjson.loads(rewritten.state)["class_version"] == 2
    assert mapper.to_domain_event(rewritten) == event


def test_a_batch_encodes_to_the_bytes_of_one_event_at_a_time(monkeypatch: Any) -> None:
    """`to_stored_events` (the write path) must write exactly what `to_stored_event` writes."""
    from commands.store import mapper as mapper_module

    monkeypatch.setattr(mapper_module.os, "urandom", bytes)  # same nonces both ways
    mapper, keyring, keys = _mapper()
    for fid in ("f.1", "f.2"):
        keyring.new_key("acme", "alice", fid)
    keys.rows.update({fid: w for fid, _, _, w in keyring.take_pending(["f.1", "f.2"])})
    keyring.forget(["f.2"])  # an erased fact: its content is written as nothing
    meta = {"timestamp": NOW, "tenant": "acme", "subject": "alice", "actor": "agent", "command_id": "c1",
            "reason": "r", "policy_version": "p1"}
    slot = uuid4()
    events: list[Any] = [
        _asserted("f.1"),
        ev.FactReinforced(originator_id=slot, originator_version=2, slot=REF, fact_id="f.1",
                          content=ev.FactContent(value="Oslo", evidence={"turn": 2}), **meta),
        ev.FactSuperseded(originator_id=slot, originator_version=3, slot=REF, superseded=["f.1"],
                          fact=ev.NewFact(fact_id="f.2", kind="profile", source="user_stated", status="active",
                                          valid_from=NOW, valid_to=NOW), content=ev.FactContent(value=1), **meta),
        ev.CandidateRejected(originator_id=slot, originator_version=4, slot=REF, field="value", **meta),
        ev.SlotOpened(originator_id=uuid4(), originator_version=1, slot_id=slot, slot=REF, **meta),
        ev.CommandRecorded(originator_id=uuid4(), originator_version=1, result={"decision": "added"}, **meta),
        FactTagged(originator_id=slot, originator_version=5, slot=REF, fact_id="f.1", tags=["x"], **meta),
    ]
    assert mapper.to_stored_events(events) == [mapper.to_stored_event(e) for e in events]
    assert [mapper.to_domain_event(s) for s in mapper.to_stored_events(events[:2])] == events[:2]


def _compact_reference(content: dict[str, Any]) -> dict[str, Any]:
    """`_compact` before its fast path for a Remember's content (all three fields repeated)."""
    candidate = content.get("candidate")
    if not isinstance(candidate, dict):
        return content
    same = [f for f in ("value", "statement", "evidence") if f in candidate and candidate[f] == content[f]]
    if not same:
        return content
    slim = {k: v for k, v in content.items() if k not in same}
    slim["from_candidate"] = same
    return slim


@given(
    value=st.one_of(st.none(), st.integers(-9, 9), st.text(max_size=3), st.lists(st.integers(-9, 9), max_size=2)),
    statement=st.one_of(st.none(), st.text(max_size=3)),
    evidence=st.dictionaries(st.text(max_size=2), st.integers(-9, 9), max_size=2),
    repeat=st.lists(st.sampled_from(["value", "statement", "evidence"]), unique=True),
    changed=st.lists(st.sampled_from(["value", "statement", "evidence"]), unique=True),
    redacted=st.booleans(),
)
def test_compact_writes_what_the_general_path_writes(value: Any, statement: Any, evidence: Any, repeat: list[str],
                                                     changed: list[str], redacted: bool) -> None:
    from commands.store.mapper import _compact

    fields = {"value": value, "statement": statement, "evidence": evidence}
    candidate = {"type": "Remember", **{f: fields[f] for f in repeat}}
    for f in changed:
        if f in candidate:
            candidate[f] = ["changed", candidate[f]]
    content = ev.FactContent.trusted(value=value, statement=statement, evidence=evidence, candidate=candidate,
                                     redacted=redacted)
    got, want = _compact(dict(content.__dict__)), _compact_reference(dict(content.__dict__))
    assert orjson.dumps(got) == orjson.dumps(want)
    assert orjson.dumps(_compact({**content.__dict__, "candidate": None})) == orjson.dumps(
        _compact_reference({**content.__dict__, "candidate": None}))
