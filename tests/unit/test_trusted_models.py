"""The write path builds models without validating again: the result must be the validated model."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any
from uuid import uuid4

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from commands.handlers import _as_received
from commands.messages import Correct, Remember, Result
from ledger import events as ev

NOW = datetime(2026, 6, 10, 12, 0, tzinfo=UTC)
REF = {"tenant": "acme", "subject": "u1", "scope": "global", "key": "home.city", "context": {"env": "prod"},
       "cardinality": "one"}
META = {"originator_id": uuid4(), "originator_version": 3, "timestamp": NOW, "tenant": "acme", "subject": "u1",
        "actor": "agent", "command_id": "c-1", "reason": "new_fact", "policy_version": "p"}
FACT = {"fact_id": "ab.1", "kind": "profile", "source": "user_stated", "status": "active", "valid_from": NOW}
CONTENT = ev.FactContent(value="Berlin", statement="I live in Berlin", evidence={"turn": 1}, candidate={"x": 1})

CASES: list[tuple[type[ev.LedgerModel], dict[str, Any]]] = [
    (ev.SlotRef, REF),
    (ev.SlotRef, {k: v for k, v in REF.items() if k not in ("context", "cardinality")}),  # defaults
    (ev.NewFact, FACT),
    (ev.NewFact, {**FACT, "valid_to": NOW, "confidence": 0.5, "importance": 0.9}),
    (ev.FactAsserted, {**META, "slot": ev.SlotRef(**REF), "fact": ev.NewFact(**FACT), "content": CONTENT}),
    (ev.FactAsserted, {**META, "slot": ev.SlotRef(**REF), "fact": ev.NewFact(**FACT), "content": CONTENT,
                       "decision": "pending"}),
    (ev.FactSuperseded, {**META, "slot": ev.SlotRef(**REF), "fact": ev.NewFact(**FACT), "content": CONTENT,
                         "superseded": ["ab.0"]}),
    (ev.FactReinforced, {**META, "slot": ev.SlotRef(**REF), "fact_id": "ab.1", "content": CONTENT}),
    (ev.FactConfirmed, {**META, "slot": ev.SlotRef(**REF), "fact_id": "ab.1"}),  # default factory
    (ev.CandidateRejected, {**META, "slot": ev.SlotRef(**REF)}),
    (ev.SlotOpened, {**META, "slot_id": uuid4(), "slot": ev.SlotRef(**REF)}),
    (ev.CommandRecorded, {**META, "result": {"decision": "added"}}),
]


@pytest.mark.parametrize(("cls", "fields"), CASES, ids=[f"{c.__name__}-{i}" for i, (c, _) in enumerate(CASES)])
def test_a_trusted_model_is_the_validated_model(cls: type[ev.LedgerModel], fields: dict[str, Any]) -> None:
    validated, trusted = cls(**fields), cls.trusted(**fields)
    assert trusted == validated
    assert list(trusted.__dict__) == list(validated.__dict__)  # same order: same stored bytes
    assert trusted.model_fields_set == validated.model_fields_set
    assert trusted.model_dump_json() == validated.model_dump_json()
    assert orjson.dumps(trusted.__dict__, default=lambda o: o.__dict__) == orjson.dumps(
        validated.__dict__, default=lambda o: o.__dict__)
    with pytest.raises((TypeError, ValueError)):
        trusted.reason = "changed"  # type: ignore[misc]  # still frozen


def test_a_trusted_model_refuses_unknown_and_missing_fields() -> None:
    with pytest.raises(TypeError, match="unknown"):
        ev.SlotRef.trusted(**REF, colour="blue")
    with pytest.raises(TypeError, match="missing"):
        ev.NewFact.trusted(fact_id="ab.1")


def test_default_factories_give_each_model_its_own_value() -> None:
    a = ev.FactConfirmed.trusted(**META, slot=ev.SlotRef(**REF), fact_id="ab.1")
    b = ev.FactConfirmed.trusted(**META, slot=ev.SlotRef(**REF), fact_id="ab.2")
    assert a.superseded == [] and a.superseded is not b.superseded


def test_a_result_at_a_position_is_its_copy_at_that_position() -> None:
    r = Result(decision="superseded", fact_id="ab.2", affected=["ab.1"], reason="change_cue")
    assert r.at(42) == r.model_copy(update={"position": 42})
    assert r.at(42).model_fields_set == r.model_copy(update={"position": 42}).model_fields_set
    assert r.position is None


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)


# a fact's value: not null, not blank text (refused: a fact needs a value)
fact_values = json_values.filter(lambda v: v is not None and not (isinstance(v, str) and not v.strip()))


@settings(max_examples=100, deadline=None)
@given(fact_values, st.dictionaries(st.text(min_size=1, max_size=4), json_values, max_size=3),
       st.one_of(st.none(), st.just(NOW)), st.one_of(st.none(), st.sampled_from(["change", "correction"])))
def test_a_command_as_received_is_its_json_dump(value: Any, evidence: dict[str, Any], valid_from: datetime | None,
                                                relation: str | None) -> None:
    cmd = Remember(tenant="acme", subject="u1", key="k", value=value, evidence=evidence, valid_from=valid_from,
                   relation=relation, context={"env": "prod"})
    received = _as_received(cmd)
    assert received == {"type": "Remember", **cmd.model_dump(mode="json")}
    assert orjson.dumps(received) == orjson.dumps({"type": "Remember", **cmd.model_dump(mode="json")})
    correct = Correct(tenant="acme", subject="u1", fact_id="ab.1", value=value, evidence=evidence)
    assert _as_received(correct) == {"type": "Correct", **correct.model_dump(mode="json")}
