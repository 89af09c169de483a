"""Values the event store could not give back unchanged are refused when the command is built,
naming the field (orjson writes NaN as null and refuses integers beyond 64 bits at commit)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from commands.messages import MAX_DEPTH, Correct, Remember
from ledger.errors import InvalidCommand


@pytest.mark.parametrize(("value", "reason"), [
    (2**64, "integers must fit in 64 bits"),
    (-(2**63) - 1, "integers must fit in 64 bits"),
    (float("nan"), "finite"),
    ({"nested": [1, float("inf")]}, "finite"),
])
def test_unstorable_values_are_refused_naming_the_field(value, reason):
    with pytest.raises(InvalidCommand) as err:
        Remember(tenant="acme", subject="alice", key="k", value=value)
    assert err.value.field == "value" and reason in str(err.value)
    with pytest.raises(InvalidCommand) as err:
        Correct(tenant="acme", subject="alice", fact_id="f", value=value)
    assert err.value.field == "value"


def test_evidence_is_checked_too():
    with pytest.raises(InvalidCommand) as err:
        Remember(tenant="acme", subject="alice", key="k", value=1, evidence={"turn": 2**70})
    assert err.value.field == "evidence.turn"


@pytest.mark.parametrize("value", [2**64 - 1, -(2**63), 1.5e300, True, "x", {"a": [1, 2.5, None]}])
def test_storable_values_pass_unchanged(value):
    assert Remember(tenant="acme", subject="alice", key="k", value=value).value == value


def test_edge_values_come_back_unchanged():
    from commands.bootstrap import open_ledger

    ledger = open_ledger()
    values = {"max": 2**64 - 1, "min": -(2**63), "big": 1.5e300, "nested": {"a": [2**63, -0.5]}}
    for key, value in values.items():
        ledger.handle(Remember(tenant="acme", subject="alice", key=key, value=value))
    assert {f.key: f.value for f in ledger.current("acme", "alice")} == values
    ledger.close()


@pytest.mark.parametrize(("tenant", "subject", "field"), [
    ("acme\x1fbob", "x", "tenant"), ("acme", "bob\x1fx", "subject"), ("acme", "bob\n", "subject"),
    ("acme\x00", "bob", "tenant"),
])
def test_control_characters_in_tenant_or_subject_are_refused(tenant, subject, field):
    # the read side keys a subject as tenant + U+001F + subject: ("acme\x1fbob", "x") and
    # ("acme", "bob\x1fx") must never name the same rows
    with pytest.raises(InvalidCommand) as err:
        Remember(tenant=tenant, subject=subject, key="k", value=1)
    assert err.value.field == field


def test_printable_unicode_names_are_fine():
    cmd = Remember(tenant="acme", subject="Zoë\u00a0张三", key="k", value=1)
    assert cmd.subject == "Zoë\u00a0张三"


@pytest.mark.parametrize(("fields", "field", "reason"), [
    ({"subject": "maria "}, "subject", "whitespace"), ({"tenant": " acme"}, "tenant", "whitespace"),
    ({"subject": "Zoë\u00a0"}, "subject", "whitespace"), ({"subject": "Jose\u0301"}, "subject", "NFC"),
    ({"key": "cafe\u0301.favourite"}, "key", "NFC"), ({"key": "home\u200b.city"}, "key", "invisible"),
    ({"scope": "project:atl\u200das"}, "scope", "invisible"), ({"subject": "\ufeffmaria"}, "subject", "invisible"),
])
def test_a_name_that_only_looks_like_another_is_refused(fields: dict[str, str], field: str, reason: str) -> None:
    """"maria " or a decomposed "José" opened a subject of its own, which `facts` and `erase --all` for "maria" /
    "José" never saw (review 20); a zero-width space in a key opened a second `one` slot that looked the same."""
    with pytest.raises(InvalidCommand) as err:
        Remember(**{"tenant": "acme", "subject": "maria", "key": "k", "value": 1, **fields})
    assert err.value.field == field and reason in str(err.value)


S = "\ud800"  # a lone surrogate: valid in a Python str, not encodable as UTF-8


@pytest.mark.parametrize(("fields", "field"), [
    ({"value": S}, "value"),
    ({"value": {S: 1}}, "value"),
    ({"statement": "a" + S}, "statement"),
    ({"evidence": {"quote": S}}, "evidence.quote"),
    ({"evidence": {S: "q"}}, "evidence"),
    ({"scope": "project:" + S}, "scope"),
    ({"context": {"env": S}}, "context"),
    ({"actor": "agent" + S}, "actor"),
    ({"command_id": "c" + S}, "command_id"),
])
def test_text_that_is_not_valid_unicode_is_refused_naming_the_field(fields, field):
    with pytest.raises(InvalidCommand) as err:
        Remember(**{"tenant": "acme", "subject": "alice", "key": "k", "value": "x", **fields})
    assert err.value.field == field


def test_values_nested_too_deep_are_refused():
    deep: object = "x"
    for _ in range(MAX_DEPTH + 1):
        deep = [deep]
    with pytest.raises(InvalidCommand) as err:
        Remember(tenant="acme", subject="alice", key="k", value=deep)
    assert err.value.field == "value" and "nest" in str(err.value)
    ok: object = "x"
    for _ in range(MAX_DEPTH - 1):
        ok = {"a": ok}
    assert Remember(tenant="acme", subject="alice", key="k", value=ok).value == ok


@pytest.mark.parametrize(("fields", "field"), [
    ({"valid_from": datetime(9999, 12, 31)}, "valid_from"),
    ({"valid_from": datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=14)))}, "valid_from"),
    ({"valid_from": datetime(2, 1, 1, tzinfo=timezone(timedelta(hours=14)))}, "valid_from"),  # year 1 in UTC
    ({"valid_from": datetime(2026, 1, 1, tzinfo=UTC), "valid_to": datetime(2026, 1, 1, tzinfo=UTC)}, "valid_to"),
])
def test_dates_out_of_range_or_an_empty_interval_name_the_field(fields, field):
    with pytest.raises(InvalidCommand) as err:
        Remember(tenant="acme", subject="alice", key="k", value="x", **fields)
    assert err.value.field == field


@pytest.mark.parametrize(("fields", "field"), [
    ({"statement": "x" * 65_537}, "statement"),
    ({"value": "x" * 262_200}, "value"),
    ({"value": list(range(60_000))}, "value"),
    ({"evidence": {"quote": "x" * 65_600}}, "evidence"),
    ({"context": {f"k{i}": "v" for i in range(33)}}, "context"),
    ({"context": {"env": "x" * 257}}, "context"),
    ({"key": "k" * 257}, "key"),
    ({"subject": "s" * 257}, "subject"),
    ({"scope": "project:" + "a" * 1_100}, "scope"),
    ({"command_id": "c" * 257}, "command_id"),
])
def test_an_oversized_command_is_refused_naming_the_field(fields: dict, field: str) -> None:
    base = {"tenant": "acme", "subject": "alice", "key": "home.city", "value": "Oslo"}
    with pytest.raises(InvalidCommand) as err:
        Remember(**{**base, **fields})
    assert err.value.field == field and "at most" in str(err.value)


def test_commands_at_the_limits_are_accepted() -> None:
    Remember(tenant="acme", subject="s" * 256, key="home.city", value="x" * 262_000, statement="y" * 65_536,
              evidence={"quote": "z" * 65_000}, context={f"k{i}": "v" * 256 for i in range(32)})
    with pytest.raises(InvalidCommand) as err:
        Correct(tenant="acme", subject="alice", fact_id="f.1", value="x", statement="y" * 65_537)
    assert err.value.field == "statement"
