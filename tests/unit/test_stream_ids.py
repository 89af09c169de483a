"""Stream ids are stored: the fast derivation in ledger.slot must give exactly the stdlib's uuid5."""

import json
from uuid import UUID, uuid5

from hypothesis import given
from hypothesis import strategies as st

from ledger.slot import NAMESPACE, command_record_id, slot_id, subject_index_id

text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)  # lone surrogates never pass validation


def reference(prefix: str, parts: list[object]) -> UUID:
    return uuid5(NAMESPACE, prefix + json.dumps(parts, ensure_ascii=False))


@given(text, text, text, text, st.dictionaries(text, text, max_size=3))
def test_slot_id_is_the_stdlib_uuid5(tenant: str, subject: str, scope: str, key: str, context: dict[str, str]) -> None:
    expected = reference("slot:", [tenant, subject, scope, key, [list(c) for c in sorted(context.items())]])
    got = slot_id(tenant, subject, scope, key, context)
    assert got == expected and got.version == 5 and got.variant == expected.variant
    assert str(got) == str(expected) and got.hex == expected.hex and hash(got) == hash(expected)


@given(text, text)
def test_index_and_record_ids_are_the_stdlib_uuid5(tenant: str, other: str) -> None:
    assert subject_index_id(tenant, other) == reference("subject:", [tenant, other])
    assert command_record_id(tenant, other) == reference("command:", [tenant, other])


def test_known_ids_never_change() -> None:
    """Stores written by earlier versions address their streams by these exact values."""
    assert UUID("abd5eac2-2ae6-541e-85e5-dd8da9fa0072") == NAMESPACE
    assert slot_id("acme", "alice", "global", "stack.language", {}) == UUID("55e6c26a-8910-525e-82cc-4eb2c6418ea1")
    assert slot_id("acme", "alice", "global", "stack.language", {"a": "b"}) == UUID(
        "37d4bf90-8513-50e3-9a52-fcb280c70928")
