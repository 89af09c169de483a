"""Secrets (DOMAIN.md §4: credentials, secrets, payment card numbers are refused): the entry points `ledger.gate`
applies with its other reasons: the field of a command holding a secret in any of its texts (its value, statement,
evidence, key, scope, context: `prohibited_field`, `prohibited_reason`), the wording that says a value is a credential
or a one-time code without showing one (`declares_credential`, `declares_code`), and the texts read as they show
(`_shown`). The patterns are `ledger.secret_patterns`', the prefilters that keep the usual clean command cheap and the
card-number check `ledger.secret_search`'s, the rules for a key's name `ledger.secret_keys`', the credentials of other
languages `ledger.secret_words`'."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from ledger import cues, script, secret_words
from ledger.secret_keys import _prohibited_key
from ledger.secret_search import _CREDENTIAL_HINTS, _collect, _prohibited_texts

PROHIBITED = "prohibited_content"  # the reason code of every refusal for a secret


def prohibited_field(key: str, **payloads: Any) -> str | None:
    """The first field ("key" or a payload's name) holding prohibited content, or None."""
    if _prohibited_key(key):
        return "key"
    texts: list[str] = []
    ends: list[tuple[str, int]] = []
    for field, payload in payloads.items():
        _collect(payload, texts)
        ends.append((field, len(texts)))
    texts = _shown(texts)
    if not _prohibited_texts(texts):
        return None  # the usual case: one pass over everything
    start = 0
    for field, end in ends:
        if _prohibited_texts(texts[start:end]):
            return field
        start = end
    return None


def prohibited_reason(key: str, *payloads: Any) -> str | None:
    """Why this content may not be stored (a reason code), or None if it may."""
    found = prohibited_field(key, **{str(i): p for i, p in enumerate(payloads)})
    return None if found is None else PROHIBITED


# A statement that says the value is a credential without holding it ("this is my password", value "hunter3QQ";
# a label: "my wifi password"), and dict keys that name one ({"password": "hunter4QQ"} in a context).
_CREDENTIAL_NOUN = (r"(?:password|passcode|passphrase|pin(?: code)?|api[ _-]?key|secret(?: key)?|private key"
                    r"|(?:access |auth |api |refresh |session |bearer )?token)")
_DECLARES = re.compile(
    r"\b(?:this|that|it|here)(?:\s+is|['’]s)\s+(?:(?:my|our|the|his|her|their)\s+)?(?:[\w-]+\s+){0,2}?"
    + _CREDENTIAL_NOUN + r"\b(?!\s+(?:of|manager|policy|reset|rules?|requirements?)\b)"
    + r"|^\s*(?:(?:my|our|the)\s+)?(?:[\w-]+\s+){0,2}?" + _CREDENTIAL_NOUN + r"\s*[.:：]?\s*$"
    + r"|(?:这|那|它)(?:个|就)*是(?:我|我们|他|她)?的?.{0,6}?(?:密码|口令|密钥|私钥|令牌|PIN码)"
    + r"|^\s*(?:我|我们)?的[^\s，。,.!?！？]{0,6}?(?:密码|口令|密钥|私钥|令牌|PIN码)\s*[:：。]?\s*$",
    re.IGNORECASE,
)


# A one-time code sent as the value, the statement saying what it is: value "482913", "this is the code the bank
# just texted me", "短信验证码"
_CODE_VALUE = re.compile(r"\s*\d(?:[ -]?\d){3,7}\s*")
_CODE_START = frozenset(" 0123456789")  # (a value that cannot be one is passed by with a set lookup)
_DECLARES_CODE = re.compile(
    r"\b(?:one[- ]time|verification|login|log-in|sign[- ]in|confirmation|sms|2fa|mfa|security|auth(?:entication)?)\s+"
    r"(?:code|pin|passcode)\b|\botp\b|\bthe code\b[^.\n]{0,40}?\b(?:texted|sent|emailed|sms)\b"
    r"|验证码|动态码|校验码|动态密码",
    re.IGNORECASE,
)


def declares_code(value: Any, statement: str | None) -> bool:
    """True when the value is 4-8 digits and the statement says they are a one-time code."""
    return (type(value) is str and len(value) <= 20 and statement is not None and _CODE_VALUE.fullmatch(value) is not None
            and (_DECLARES_CODE.search(statement) is not None or secret_words.declares_code(statement, value)))


def declares_credential(statement: str | None, value: str | None = None) -> bool:
    """True when the statement says the value it comes with is a credential. A "pin" given with a place's coordinates
    is a map pin ("here's the pin for my office 📍", value "51.5237, -0.1585"); any other value of a pin is a PIN."""
    if not statement:
        return False
    if value is not None and secret_words.declares(statement, value):  # "Das ist mein WLAN-Passwort", "Kx9!mPq2"
        return True
    lowered = statement.lower()
    if not any(h in lowered for h in _CREDENTIAL_HINTS):
        return False
    m = _DECLARES.search(statement)
    if m is None:
        return False
    return value is None or not _PIN_ONLY.search(m.group()) or _COORDINATES.fullmatch(value) is None


_PIN_ONLY = re.compile(r"\bpin(?: code)?\b(?!.*\b(?:password|passcode|passphrase|key|token)\b)", re.IGNORECASE)
_COORDINATES = re.compile(r"\s*[(\[]?\s*[+-]?\d{1,3}\.\d{2,}\s*[,;/ ]\s*[+-]?\d{1,3}\.\d{2,}\s*[)\]]?\s*")


# Read as what they show: full-width forms ("ｐａｓｓｗｏｒｄ＝hunter22"), no-break spaces ("482\u00a0913") and
# invisible characters between a label and its value. (The full-width punctuation of Chinese sentences, "，：！",
# stays: the Chinese patterns read it as it is.)
# Traditional Chinese is read as Simplified ("支付密碼", "驗證碼": ledger/script.py).
_SHOWN = {**{c: v for c, v in cues.FULL_WIDTH.items() if chr(c) not in "！（），：；？"},
          **dict.fromkeys((0x00A0, 0x2007, 0x202F, 0x3000), 0x20), **dict.fromkeys((0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD))}


@cache
def _shown_table() -> dict[int, int | None]:
    # (唔 kept: Cantonese "唔好记住" asks to forget, Mandarin "不好记" says hard to remember)
    return {**{k: v for k, v in script.chinese().items() if k != ord("唔")}, **_SHOWN}


def _shown(texts: list[str]) -> list[str]:
    return [t if t.isascii() else script.cantonese_words(t).translate(_shown_table()) for t in texts]
