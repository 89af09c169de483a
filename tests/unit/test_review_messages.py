"""Adversarial review of command validation: each test is a defect that was found."""

from __future__ import annotations

import pytest

from commands.messages import Remember, parse_command
from ledger.errors import InvalidCommand


@pytest.mark.parametrize(("fields", "field"), [
    ({"key": "home.city\n"}, "key"),  # an extraction model's trailing newline
    ({"key": " home.city"}, "key"),
    ({"key": "   "}, "key"),
    ({"key": "home\x00city"}, "key"),
    ({"key": "home\x1b[31m.city"}, "key"),
    ({"scope": "project:atlas "}, "scope"),
    ({"scope": " global"}, "scope"),
    ({"scope": "project:atlas/ task:42"}, "scope"),
    ({"scope": "project:\x00atlas"}, "scope"),
])
def test_a_key_or_scope_that_would_open_a_look_alike_slot_is_refused(fields, field):
    # "home.city\n" or "project:atlas " was a slot of its own: it never met the value stored
    # under "home.city" (no supersede, no conflict: two answers to a single-valued question),
    # a read by --key home.city or in scope project:atlas never saw it, and tables showed two
    # identical-looking rows
    with pytest.raises(InvalidCommand) as err:
        Remember(**{"tenant": "acme", "subject": "alice", "key": "home.city", "value": "Oslo", **fields})
    assert err.value.field == field


def test_keys_and_scopes_with_inner_spaces_and_unicode_stay_valid():
    cmd = Remember(tenant="acme", subject="alice", key="favourite food 最爱", value=1, scope="project:my atlas/task:42")
    assert cmd.key == "favourite food 最爱" and cmd.scope == "project:my atlas/task:42"


def test_every_invalid_field_is_named_in_the_message():
    # only the first of several problems was named: fix, retry, discover the next
    with pytest.raises(InvalidCommand) as err:
        parse_command({"type": "Remember", "tenant": "", "subject": "alice", "key": "", "value": 1,
                       "confidence": 7})
    assert err.value.field == "tenant"
    for name in ("tenant", "key", "confidence"):
        assert f"{name}:" in err.value.message
