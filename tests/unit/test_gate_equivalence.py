"""The restructured write gate refuses exactly what the per-pattern gate refused.

`ledger.gate` searches one alternation over all texts joined by a separator instead of every
pattern over every text. The per-pattern implementation it replaced is kept here verbatim
(`old_prohibited_field`) and both are run on texts built from the fragments the patterns care
about: credential words, separators, token prefixes, digit runs, characters that fold or lower
unusually, and the separator itself.
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from ledger.secret_keys import _SECRET_KEYS, _pin_key
from ledger.secret_search import (
    _CARD_CANDIDATE,
    _CHEAP_PATTERNS,
    _CREDENTIAL_HINTS,
    _DIGIT_HINTS,
    _WORD_PATTERNS,
    card_number,
)
from ledger.secrets import _CODE_START, _shown, declares_code, declares_credential, prohibited_field


# -- the implementation before the restructuring ---------------------------------------------------
def _old_texts(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in (*_old_texts(k), *_old_texts(v))]
    if isinstance(value, list | tuple):
        return [t for v in value for t in _old_texts(v)]
    if value is None or isinstance(value, bool):
        return []
    return [str(value)]


def _old_prohibited_text(text: str) -> bool:
    text = _shown([text])[0]  # (policies -18, -20: texts read as they show, Traditional as Simplified, in both)
    if any(p.search(text) for p in _CHEAP_PATTERNS):
        return True
    lowered = text.lower()
    if any(h in lowered for h in (*_CREDENTIAL_HINTS, *_DIGIT_HINTS)) and any(p.search(text) for p in _WORD_PATTERNS):
        return True
    for match in _CARD_CANDIDATE.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        if card_number(digits):
            return True
    return False


def old_prohibited_field(key: str, **payloads: Any) -> str | None:
    if _SECRET_KEYS.search(key) or _pin_key(key):  # (a key naming a PIN: review 20)
        return "key"
    for field, payload in payloads.items():
        if any(_old_prohibited_text(text) for text in _old_texts(payload)):
            return field
    return None


# -- inputs ----------------------------------------------------------------------------------------
FRAGMENTS = [
    "password", "PASSWORD", "Passwd", "pwd", "paſsword", "pin", "PIN", "PIN码", "pin code", "api key", "API_KEY",
    "secret", "secrets", "Secret key", "client_secret", "access token", "session-token", "passphrase",
    "密码", "口令", "密钥", "私钥", "令牌", "是", "为", " is ", "is", "=", ":", "：", " ", "  ", "\n", "\t", "\x00",
    "hunter2", "x", "sk-", "sk_", "pk-", "rk_", "proj-4fXk2Lq9ZmT7pR1vW8yN3bC6", "abcdefghijklmnop", "0", "7",
    "AKIA", "ASIA", "IOSFODNN7EXAMPLE", "IOSFODNN7EXAMPL", "ghp_", "gho_", "github_pat_",
    "A1b2C3d4E5A1b2C3d4E5A1b2C3d4E5", "xoxb-", "123456789012", "eyJ", "eyJhbGciOi.", "abcdefgh", ".",
    "Bearer ", "bearer", "-----BEGIN ", "RSA ", "PRIVATE KEY", "-----", "4111 1111 1111 1111",
    "4111111111111111", "4111111111111112", "5555-5555-5555-4444", "378282246310005", "1234", " ", "-",
    "٤١١١", "\u212a", "İ", "ς", "Σ", "k", "ey", "to", "ken", "tok", "é", "中", "I live in Berlin",
    # the forms of policy 2026.12-15's gate
    "otp", "OTP ", "verification code", "the code", " texted ", "验证码", "login", "creds", " / ", "admin", "Sunset#4417",
    "https://hooks.slack.com/services/", "T04AB12CD", "AccountKey=", "sig=", "auth token ", "9f8e7d6c5b4a39281706",
    "背面", "三位数", "356938035643809", "482913",
    # credentials named in other languages (policy 2026.12-37: ledger/secret_words.py)
    "Passwort", " ist ", "Passwort-Manager", "contraseña", " es ", "パスワード", "は", "비밀번호", "는 ", "пароль", "ПИН-код",
    "Bestätigungscode", "認証コード", "TAN ", "Das ist mein ", "Sonnenblume",
]
texts = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=4)), max_size=8).map("".join)
scalars = st.one_of(texts, st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False))
json_like = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                          st.dictionaries(texts, inner, max_size=4)),
                         max_leaves=12)
keys = st.one_of(st.sampled_from(["note", "stack.language", "api_key", "auth.token", "nlp.tokenizer", "密码"]),
                 texts)


@settings(max_examples=250, deadline=None)
@given(keys, json_like, st.one_of(st.none(), texts), st.dictionaries(texts, json_like, max_size=4), texts,
       st.dictionaries(texts, texts, max_size=3))
def test_the_gate_refuses_exactly_what_the_per_pattern_gate_refused(
    key: str, value: Any, statement: str | None, evidence: dict[str, Any], scope: str, context: dict[str, str],
) -> None:
    fields = {"value": value, "statement": statement, "evidence": evidence, "scope": scope, "context": context}
    assert prohibited_field(key, **fields) == old_prohibited_field(key, **fields)


@settings(max_examples=200, deadline=None)
@given(st.lists(texts, min_size=1, max_size=6))
# (found in session 25: the hints missed a long s, which the case-insensitive patterns read as "s")
@example(parts=["paſsword是login"])
def test_texts_side_by_side_are_judged_one_by_one(parts: list[str]) -> None:
    """A match never runs from one text into the next (value lists, evidence keys and values)."""
    assert prohibited_field("note", value=parts) == old_prohibited_field("note", value=parts)
    assert (prohibited_field("note", value=parts) is None) == (not any(_old_prohibited_text(p) for p in parts))


def test_a_credential_word_at_the_end_of_one_text_does_not_reach_into_the_next() -> None:
    parts = ["my password is", "hunter2"]
    assert old_prohibited_field("note", value=parts) is None
    assert prohibited_field("note", value=parts) is None
    assert prohibited_field("note", value=["Bearer", "abcdef0123456789abcdef"]) is None
    assert prohibited_field("note", value=["4111 1111", "1111 1111"]) is None
    assert prohibited_field("note", value=["x", "my password is hunter2"]) == "value"


@settings(max_examples=250, deadline=None)
@given(keys, json_like, st.one_of(st.none(), texts), st.dictionaries(texts, json_like, max_size=4), texts,
       st.one_of(st.none(), st.dictionaries(texts, texts, max_size=3)))
# (found in session 17: a webhook key with a soft hyphen was read as written for its field, so nothing was refused)
@example(key="https://hooks.slack.com/services/\xad0", value=None, statement=None, evidence={}, scope="", context=None)
# (found in session 24: four digits said to be a verification code, sent as a JSON number, are a one-time code)
@example(key="note", value=1000, statement="验证码", evidence={}, scope="", context=None)
def test_check_refuses_the_field_the_per_pattern_gate_names(
    key: str, value: Any, statement: str | None, evidence: dict[str, Any], scope: str, context: dict[str, str] | None,
) -> None:
    """`check` looks at every text in one pass first; the field it names is still the old one."""
    from ledger.gate import Refusal, check

    old = old_prohibited_field(key, value=value, statement=statement, evidence=evidence, scope=scope,
                               context=context or {})
    # since review 10, also: a token used as the key's text, a mapping key naming a credential with a
    # value, and a statement saying the (text) value is a credential
    if old is None and _old_prohibited_text(key):
        old = "key"
    if old is None:
        old = next((name for name, payload in (("value", value), ("evidence", evidence), ("context", context))
                    if _names_a_credential(payload)), None)
    # (digits sent as a JSON number are the same secret as the text: review 20)
    shown = value if isinstance(value, str) else str(value) if type(value) is int and abs(value) >= 1000 else None
    if old is None and shown is not None and declares_credential(statement, shown):
        old = "value"
    # and the gate's one-time-code rule: digits said to be a verification code ("验证码", "the OTP is 482913")
    if old is None and shown is not None and shown[:1] in _CODE_START and declares_code(shown, statement):
        old = "value"
    refusal = check(key=key, value=value, statement=statement, evidence=evidence, source="user_stated",
                    kind="profile", scope=scope, allow_external=False, context=context)
    assert refusal == (Refusal("prohibited_content", old) if old is not None else None)


def _names_a_credential(payload: Any) -> bool:
    if isinstance(payload, dict):
        return any((isinstance(k, str) and v not in (None, "") and (_SECRET_KEYS.search(k) is not None or _pin_key(k)))
                   or _names_a_credential(v) for k, v in payload.items())
    if isinstance(payload, list):
        return any(_names_a_credential(v) for v in payload)
    return False


@settings(max_examples=300, deadline=None)
@given(texts)
def test_the_substring_prefilter_lets_through_every_text_the_regex_prefilters_flag(text: str) -> None:
    from ledger.secret_search import _DIGIT_LOWERED, _DIGITS, _LITERALS, _LOWERED, _may_be_prohibited

    if (_LITERALS.search(text) or _DIGITS.search(text) or _LOWERED.search(text.lower())
            or any(re.search(r"\d", t) and _DIGIT_LOWERED.search(t.lower()) for t in text.split("\x00"))):
        assert _may_be_prohibited(text)
    for clean in ("I live in Berlin", "conv-09494\x00turn\x007", "我住在柏林"):
        assert not _may_be_prohibited(clean)
