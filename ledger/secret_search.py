"""Searching a command's texts for a secret cheaply (DOMAIN.md §4; `ledger.gate` asks this of every write): every text
of a command gathered (`_collect`) and joined by `_SEP`, the hints and prefilters that pass the usual clean command
with a few substring tests (`_may_be_prohibited`), the exact checks after them (`_exactly_prohibited`), and the payment
card numbers among the digits (`card_number`, `luhn_ok`). Kept apart from the patterns themselves
(`ledger.secret_patterns`): this is the machinery for speed, which `tests/unit/test_gate_equivalence.py` checks
against searching every pattern in every text."""

from __future__ import annotations

import re
from typing import Any

from ledger import secret_words
from ledger.hints import any_of
from ledger.secret_patterns import _SECRET_PATTERNS

# The "<credential word> is <value>" patterns are the slow ones; run them only when a
# credential word occurs at all (a substring test costs nanoseconds, the regex microseconds).
_CHEAP = 10  # the token shapes, first in _SECRET_PATTERNS (one more there: move this; tests/unit/test_gate.py notices)
_CHEAP_PATTERNS = _SECRET_PATTERNS[:_CHEAP]
_WORD_PATTERNS = _SECRET_PATTERNS[_CHEAP:]
_CREDENTIAL_HINTS = ("pass", "pwd", "pw", "pin", "key", "secret", "token", "credential", "seed", "sess", ".sid", "recovery", "mnemonic", "密码", "授权码", "on the back", "口令", "密钥", "私钥", "令牌", "://", "cvv",
                     "cvc", "security code", "安全码", "mnemonic", "phrase", "助记词", "sig=", "backup", "magic word", "secret word",
                     "code word", "wifi key", "wi-fi key", "位数", "位码", "6位", "6 位", "个数", "那串", "-digit", "输的是", "输入的是",
                     "按的是",
                     # a one-time code in Chinese may be read out in Chinese numerals: no digit to look for first
                     "验证码", "动态码", "校验码", "动态密码", "卡密", "兑换码", "激活码", "券码",
                     # a bank's security question and memorable word (review 30)
                     "security question", "security answer", "memorable", "maiden name", *secret_words.HINTS)
# Labels whose patterns all need a digit (a one-time code, a login's password, a card's security code): looked for
# only in a text holding one. ("code" alone is no label: it is in "I write code in Emacs", 7% of statements.)
# ("code" holds every English one-time code label: "verification code", "the code ... texted"; "log" login and log-in;
# "user" username and user/pass.)
# ("lock": a device's unlock code, "screen lock"; "@": "user:password@host", "me@x.com / …"; "p:", "p=": "u: … p: …";
# " /", "/ ": "alice / Tulip77")
_DIGIT_HINTS = ("code", "otp", "log", "cred", "user", "account", "sign", "combo", "combination", "lock", "@", "p:", "p=",
                " /", "/ ",
                "背面", "卡后面", "账号", "帐号", "账户", "用户名",
                "门禁", "开门码", "大门码", "单元门码", "保险箱码", "保险柜码", "密码锁码", *secret_words.CODE_HINTS)
# (underscores only between a card's groups: "3589_6295_0509_4291", not a camera's "IMG_20240510_091737")
_CARD_CANDIDATE = re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)|(?<![\w])\d{4,6}(?:_\d{4,6}){2,3}(?![\w])")
_NON_DIGIT = re.compile(r"\D")


# Searching every pattern in every text cost more than the searching itself (seven texts a command,
# ~10 calls each). Instead three prefilters run over all texts joined by _SEP: each cheap pattern
# needs its literal (_LITERALS; "bearer" is looked for in the lowered text, which holds it wherever
# the case-insensitive pattern could match), a card candidate needs 13 digits (_DIGITS), and the
# "<word> is <value>" patterns run only when the lowered text holds a hint (_LOWERED). When none
# finds anything the texts are clean. Otherwise the exact checks run: the cheap patterns and the card
# candidates over the joined text (none of them can match _SEP, and their lookarounds and \b treat it
# as they treat the ends of a text, so a match there is a match in one text), the word patterns per
# text (they end in \S+, which would run on into the next text).
# tests/unit/test_gate_equivalence.py checks this against the per-pattern implementation.
_SEP = "\x00"
_LITERALS = re.compile(r"-----BEGIN |LS0tLS1CRUdJTi|[spr]k[-_]|A[KS]IA|LTAI|AKID|glpat-|pypi-|npm_|gh[pousr]_|github_pat_|xox[abposr]-|eyJ")
_DIGITS = re.compile(r"\d" + r"[ _-]?\d" * 12)
_HINTS = re.compile("|".join(re.escape(h) for h in (*_CREDENTIAL_HINTS, *_DIGIT_HINTS)))  # before the word patterns
_LOWERED = re.compile("bearer|" + "|".join(re.escape(h) for h in _CREDENTIAL_HINTS))
_DIGIT_LOWERED = re.compile("|".join(re.escape(h) for h in _DIGIT_HINTS))
_ANY_DIGIT = re.compile(r"\d")
# The prefilters as substring tests: a regex alternation without a literal prefix is tried at
# every position (~200 instructions a character), `in` is a C search. Every _LITERALS match holds
# one of _LITERAL_HINTS ("_" stands for gh[pousr]_, github_pat_ and [spr]k_), so the test is looser
# and a false hit only costs the exact checks. _LOWERED is exactly "one of _LOWERED_HINTS occurs".
# An ASCII text needs 13 ASCII digits before _DIGITS can match (counted by bytes.translate). An ASCII text
# holds none of the CJK hints: only the ASCII ones are looked for in it.
_LITERAL_HINTS = ("-----BEGIN ", "LS0tLS1CRUdJTi", "k-", "_", "AKIA", "ASIA", "LTAI", "AKID", "glpat-", "pypi-", "xox", "eyJ")
_LOWERED_HINTS = ("bearer", *_CREDENTIAL_HINTS)
_holds_lowered_hint = any_of(_LOWERED_HINTS)  # (one automaton: `ledger.hints`)
holds_digit_hint = any_of(_DIGIT_HINTS)
# digits counted as what deleting them removes: bytes.translate sets its table up per deleted byte (10, not 246)
_ASCII_DIGITS = b"0123456789"


_LIKE_ASCII = {0x17F: "s", 0x212A: "k", 0x130: "i", 0x131: "i"}


def _may_be_prohibited(joined: str) -> bool:
    """False when no cheap pattern, card number or credential pattern can match (the usual case)."""
    for hint in _LITERAL_HINTS:
        if hint in joined:
            return True
    ascii_only = joined.isascii()
    if ascii_only:
        digits = len(joined) - len(joined.encode().translate(None, _ASCII_DIGITS))
        if digits >= 13 and _DIGITS.search(joined):
            return True
    elif _DIGITS.search(joined):
        return True
    # (the four letters that case-insensitive patterns equate with ASCII ones: "paſsword" is matched as "password"
    # by the patterns, so the hints must find it too; hypothesis found 'paſsword是login' let through)
    lowered = (joined if ascii_only else joined.translate(_LIKE_ASCII)).lower()
    if _holds_lowered_hint(lowered):
        return True
    if (digits if ascii_only else _ANY_DIGIT.search(joined)) and holds_digit_hint(lowered):
        # one text holding both a label and a digit ("I write code in Emacs" beside "conv-09494" is no code)
        for text in lowered.split(_SEP):
            if _ANY_DIGIT.search(text) and holds_digit_hint(text):
                return True
    return False


def card_number(digits: str) -> bool:
    """True when a digit string may be a payment card number: 13-19 digits passing the Luhn check. Of 15
    digits only American Express (34, 37), UATP (1) and enRoute (2014, 2149) issue cards: an IMEI (15 digits,
    passing Luhn by design) is none."""
    return 13 <= len(digits) <= 19 and luhn_ok(digits) and (
        len(digits) != 15 or digits.startswith(("34", "37", "1", "2014", "2149")))


def luhn_ok(digits: str) -> bool:
    """True when a digit string passes the Luhn check (as payment card numbers do)."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _collect(value: Any, out: list[str]) -> None:
    """Append every text in a JSON-like value (keys and values, numbers as text) to `out`.

    Exact types first (a command's values are plain JSON: str, dict, list, int, float, bool, None);
    anything else takes the isinstance chain, so subclasses are treated as before.
    """
    t = type(value)
    if t is str:
        out.append(value)
    elif t is dict:
        for k, v in value.items():
            if type(k) is str:
                out.append(k)
            else:
                _collect(k, out)
            if type(v) is str:
                out.append(v)
            elif v is not None:
                _collect(v, out)
    elif t is list:
        for v in value:
            _collect(v, out)
    elif t is int or t is float:
        out.append(str(value))
    elif value is None or t is bool:
        return
    elif isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            _collect(k, out)
            _collect(v, out)
    elif isinstance(value, list | tuple):
        for v in value:
            _collect(v, out)
    elif not isinstance(value, bool):
        out.append(str(value))


def _prohibited_texts(texts: list[str]) -> bool:
    """True when any of the texts holds prohibited content."""
    if not texts:
        return False
    joined = texts[0] if len(texts) == 1 else _SEP.join(texts)
    return _may_be_prohibited(joined) and _exactly_prohibited(texts, joined)


def _exactly_prohibited(texts: list[str], joined: str) -> bool:
    """`_prohibited_texts` after its prefilter."""
    if any(p.search(joined) for p in _CHEAP_PATTERNS):
        return True
    if any(_HINTS.search(t.lower()) and any(p.search(t) for p in _WORD_PATTERNS) for t in texts):
        return True
    return any(card_number(_NON_DIGIT.sub("", match.group())) for match in _CARD_CANDIDATE.finditer(joined))
