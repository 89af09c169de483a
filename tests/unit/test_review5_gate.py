"""Review 5: realistic credential phrasings the write gate let through (DOMAIN.md §4)."""

from __future__ import annotations

import pytest

from ledger import gate


def _check(statement: str) -> gate.Refusal | None:
    return gate.check(key="note", value="x", statement=statement, evidence={}, source="user_stated",
                      kind="profile", scope="global", allow_external=False)


@pytest.mark.parametrize("statement", [
    "the password for my bank is hunter2",          # "<word> for <what> is <value>"
    "My password to the NAS is Tr0ub4dor&3",
    "my password's hunter2",                        # contracted "is"
    "我的支付宝密码 123456",                          # Chinese: no verb between word and value
    "银行卡密码123456",
    "wifi密码 abc12345",
])
def test_credential_phrasings_are_refused(statement: str) -> None:
    refusal = _check(statement)
    assert refusal is not None and refusal.reason == "prohibited_content"


@pytest.mark.parametrize("statement", [
    "I use a password manager",
    "the password policy at work is strict",
    "我忘了密码",
    "RSA密钥 2048位",
    "I reset my password yesterday",
])
def test_harmless_mentions_still_pass(statement: str) -> None:
    assert _check(statement) is None
