"""Secrets the write gate missed because the text around them was elsewhere (found by a new user):
a context `{"password": "hunter4QQ"}` (the word in the key, the secret in the value), a value whose
statement says what it is ("this is my password", value "hunter3QQ"), and a token used as the key.
Each was `added` and sat in plain text in events.sqlite; a secret in a key or a context could not
even be erased (slot names are stored in plain text). Now each is refused and nothing is stored."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from commands import Remember, open_ledger
from ledger.secrets import declares_credential

pytestmark = pytest.mark.integration


def _files(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(home.iterdir()) if p.is_file())


@pytest.mark.parametrize(("fields", "secret", "field"), [
    ({"key": "note2", "value": "ok", "context": {"password": "hunter4QQ"}}, "hunter4QQ", "context"),
    ({"key": "router", "value": "ok", "evidence": {"wifi_password": "hunter5QQ"}}, "hunter5QQ", "evidence"),
    ({"key": "bank", "value": {"login": "eve", "password": "hunter6QQ"}}, "hunter6QQ", "value"),
    ({"key": "note", "value": "hunter3QQ", "statement": "this is my password"}, "hunter3QQ", "value"),
    ({"key": "wifi", "value": "hunter7QQ", "statement": "my wifi password"}, "hunter7QQ", "value"),
    ({"key": "pay", "value": "zz8812QQ", "statement": "这是我的支付宝密码"}, "zz8812QQ", "value"),
    ({"key": "sk-live-ABCDEF1234567890abcdef1234567890", "value": "ok"}, "ABCDEF1234567890", "key"),
])
def test_a_secret_named_beside_its_text_is_refused_and_stored_nowhere(tmp_path: Path, fields: dict[str, Any],
                                                                     secret: str, field: str) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)
    try:
        r = ledger.handle(Remember(tenant="acme", subject="eve", **fields))
        assert (r.decision, r.reason) == ("rejected", "prohibited_content")
        assert [(e.decision, e.reason) for e in ledger.audit("acme", subject="eve")] == [
            ("rejected", "prohibited_content")]
        assert ledger.current("acme", "eve") == []
    finally:
        ledger.close()
    assert secret.encode() not in _files(home)


@pytest.mark.parametrize("statement", [
    "I forgot my password", "I use 1Password as my password manager", "I reset my password yesterday",
    "this is my password manager", "that's my favourite token of appreciation", "我忘了密码", "我忘记密码",
    "this is my home", "我的生日",
])
def test_talking_about_credentials_without_giving_one_is_not_a_declaration(statement: str) -> None:
    assert not declares_credential(statement)


def test_ordinary_context_and_evidence_pass() -> None:
    ledger = open_ledger(views=False)
    try:
        r = ledger.handle(Remember(tenant="acme", subject="eve", key="home.city", value="Oslo", context={"env": "prod"},
                                   evidence={"episode": "chat-17", "token_count": 812}))
        assert r.decision == "added"
    finally:
        ledger.close()
