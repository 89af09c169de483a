"""Small pieces of the write path that replaced library calls: same values as before."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from commands.ledger import _new_command_id
from commands.messages import Result
from ledger.policy import Candidate, Decision


def test_a_new_command_id_is_a_uuid4_as_hex() -> None:
    ids = {_new_command_id() for _ in range(200)}
    assert len(ids) == 200
    for text in ids:
        parsed = uuid.UUID(hex=text)
        assert parsed.hex == text and parsed.version == 4 and parsed.variant == uuid.RFC_4122


def test_a_trusted_result_is_the_validated_result() -> None:
    cases = [({"decision": "rejected", "reason": "prohibited_content"}, ("rejected", "prohibited_content")),
             ({"decision": "reinforced", "fact_id": "ab.1", "reason": "same_value"}, ("reinforced", "same_value", "ab.1")),
             ({"decision": "superseded", "fact_id": "ab.2", "affected": ["ab.1"], "reason": "change_cue"},
              ("superseded", "change_cue", "ab.2", ["ab.1"])),
             ({"decision": "added", "fact_id": "ab.1", "affected": [], "reason": "new_fact"},
              ("added", "new_fact", "ab.1", []))]
    for fields, args in cases:
        validated, trusted = Result(**fields), Result.trusted(*args)  # type: ignore[arg-type]
        assert trusted == validated and list(trusted.__dict__) == list(validated.__dict__)
        assert trusted.model_fields_set == validated.model_fields_set
        assert trusted.model_dump_json() == validated.model_dump_json()


def test_policy_values_keep_their_dataclass_behaviour() -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    c = Candidate("k", "v", None, "user_stated", "profile", "one", now)
    assert c == Candidate(key="k", value="v", statement=None, source="user_stated", kind="profile",
                          cardinality="one", now=now, relation=None, valid_from=None, valid_to=None)
    assert (c.relation, c.valid_from, c.valid_to) == (None, None, None)
    d = Decision("added", "new_fact")
    assert (d.targets, d.status, d.valid_from, d.valid_to) == ((), "active", None, None)
    assert repr(d) == ("Decision(decision='added', reason='new_fact', targets=(), status='active', "
                       "valid_from=None, valid_to=None, cut=(), capped=())")
    import dataclasses

    for frozen in (c, d):
        try:
            frozen.reason = "x"  # type: ignore[misc, union-attr]
        except dataclasses.FrozenInstanceError:
            continue
        raise AssertionError("a policy value must stay frozen")
