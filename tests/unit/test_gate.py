"""The write gate (DOMAIN.md §4): prohibited content, external sources, temporary context."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ledger.gate import Refusal, check
from ledger.secret_search import luhn_ok
from ledger.secrets import prohibited_reason

VISA_TEST_CARD = "4111 1111 1111 1111"
JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ"
       ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
SECRETS = {
    "password_en": "my password is hunter2",
    "password_colon": "password: correct-horse-battery",
    "pin": "my PIN is 4921",
    "openai_key": "sk-proj-4fXk2Lq9ZmT7pR1vW8yN3bC6",
    "anthropic_key": "sk-ant-api03-Xq7Lk2Zm9Tp4Rv1Wy8Nb3Cf6Dh5Gj0",
    "stripe_key": "sk_live_51HxQ2LkZm9Tp4Rv1Wy8Nb3",
    "aws_access_key": "AKIAIOSFODNN7EXAMPLE",
    "aws_secret": "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "github_token": "ghp_" + "A1b2C3d4E5" * 4,
    "github_pat": "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
    "slack_token": "xoxb-123456789012-abcdefghijkl",
    "bearer": "Authorization: Bearer abcdef0123456789abcdef",
    "rsa_pem": "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA...",
    "openssh_pem": "-----BEGIN OPENSSH PRIVATE KEY-----",
    "pkcs8_pem": "-----BEGIN PRIVATE KEY-----",
    "pgp_pem": "-----BEGIN PGP PRIVATE KEY BLOCK-----",
    "jwt": JWT,
    "card_spaced": VISA_TEST_CARD,
    "card_dashed": "5555-5555-5555-4444",
    "card_in_text": "charge my card 378282246310005 please",
    "password_zh": "我的密码是 hunter2",
    "password_zh_colon": "登录密码：Abc12345",
    "key_zh": "我的密钥是abcdef123456",
    "github_token_zh": "我的GitHub令牌是ghp_" + "A1b2C3d4E5" * 4,
    "aws_key_zh": "key是AKIAIOSFODNN7EXAMPLE",
    "jwt_zh": "token是" + JWT,
    "card_zh": "我的卡号是4111111111111111",
}
HARMLESS = {
    "preference": "I prefer dark roast coffee",
    "non_luhn_16_digits": "4111 1111 1111 1112",
    "order_number": "order 1234567890123456",
    "phone": "+86 138 0013 8000",
    "date": "2026-06-10",
    "password_manager": "I keep my passwords in 1Password",
    "secret_of_bread": "the secret to good bread is patience",
    "secret_life": "my secret is that I sing in the shower",
    "sklearn": "we use sk-learn style pipelines",
    "tokenizer": "we use a BPE tokenizer",
    "chinese_preference": "我喜欢喝咖啡",
    "password_manager_zh": "我用 1Password 管理密码",
}


def gate(**overrides: Any) -> Refusal | None:
    fields: dict[str, Any] = {"key": "note", "value": "likes tea", "statement": None, "evidence": {},
                              "source": "user_stated", "kind": "preference", "scope": "global",
                              "allow_external": False}
    return check(**{**fields, **overrides})


# -- prohibited content ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", SECRETS.values(), ids=SECRETS.keys())
def test_secrets_in_the_value_are_refused(text: str) -> None:
    assert gate(value=text) == Refusal("prohibited_content", "value")


@pytest.mark.parametrize("text", SECRETS.values(), ids=SECRETS.keys())
def test_secrets_in_the_statement_are_refused(text: str) -> None:
    assert gate(statement=f"remember this: {text}") == Refusal("prohibited_content", "statement")


@pytest.mark.parametrize("text", SECRETS.values(), ids=SECRETS.keys())
def test_secrets_anywhere_in_the_evidence_are_refused(text: str) -> None:
    evidence = {"episode": "e-1", "messages": [{"id": "m-7", "quote": text}]}
    assert gate(evidence=evidence) == Refusal("prohibited_content", "evidence")


@pytest.mark.parametrize("text", HARMLESS.values(), ids=HARMLESS.keys())
def test_ordinary_content_passes_the_gate(text: str) -> None:
    assert gate(value=text, statement=text, evidence={"quote": text}) is None


def test_a_sixteen_digit_number_that_fails_luhn_is_not_a_card() -> None:
    assert not luhn_ok("4111111111111112")
    assert gate(value="4111111111111112") is None


def test_a_card_number_inside_structured_values_is_refused() -> None:
    assert gate(value={"payment": {"cards": [VISA_TEST_CARD]}}) == Refusal("prohibited_content", "value")


@pytest.mark.parametrize("key", ["account.password", "github_token", "auth.token", "api_key", "aws.credentials",
                                 "ssh.private_key", "银行卡密码"])
def test_a_key_that_names_a_credential_is_refused_whatever_the_value(key: str) -> None:
    assert gate(key=key, value="x") == Refusal("prohibited_content", "key")


@pytest.mark.parametrize("key", ["nlp.tokenizer", "llm.max_tokens", "stack.language", "home.city"])
def test_a_key_that_merely_contains_a_credential_word_is_allowed(key: str) -> None:
    assert gate(key=key, value="bpe") is None


def test_prohibited_content_is_refused_before_any_other_rule() -> None:
    refusal = gate(value=VISA_TEST_CARD, source="external", kind="temporary")
    assert refusal == Refusal("prohibited_content", "value")


def test_prohibited_reason_names_no_content() -> None:
    assert prohibited_reason("note", "my password is hunter2") == "prohibited_content"
    assert prohibited_reason("note", "likes tea", None, {}) is None


@given(st.text(alphabet="0123456789", min_size=15, max_size=15), st.sampled_from(["", " ", "-"]))
def test_exactly_one_check_digit_turns_fifteen_digits_into_a_refused_card(body: str, sep: str) -> None:
    cards = [sep.join([(body + d)[i:i + 4] for i in range(0, 16, 4)]) for d in "0123456789"]
    refused = [c for c in cards if gate(value=f"card {c} on file") is not None]
    assert len(refused) == 1
    assert luhn_ok(refused[0].replace(sep, "") if sep else refused[0])


# -- external sources -----------------------------------------------------------------------------

def test_external_content_is_refused_by_default() -> None:
    assert gate(source="external") == Refusal("external_source", "source")


def test_external_content_passes_when_the_caller_opts_in() -> None:
    assert gate(source="external", allow_external=True) is None


@pytest.mark.parametrize("source", ["user_stated", "user_corrected", "authoritative", "inferred"])
def test_other_sources_need_no_opt_in(source: str) -> None:
    assert gate(source=source) is None


# -- temporary context ----------------------------------------------------------------------------

@pytest.mark.parametrize("scope", ["global", "project:atlas", "project:multitask:1", "project:atlas/task:"])
def test_temporary_context_outside_a_task_scope_is_refused(scope: str) -> None:
    assert gate(kind="temporary", scope=scope, value="today it's hot") == Refusal(
        "temporary_outside_task_scope", "scope")


@pytest.mark.parametrize("scope", ["task:7", "project:atlas/task:42"])
def test_temporary_context_in_a_task_scope_passes(scope: str) -> None:
    assert gate(kind="temporary", scope=scope, value="just this once: use staging") is None


@pytest.mark.parametrize("kind", ["profile", "preference", "safety", "episodic", "procedural"])
def test_long_term_kinds_may_live_in_any_scope(kind: str) -> None:
    assert gate(kind=kind, scope="global") is None
