"""The write gate (DOMAIN.md §4): what may not be written at all."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

_SECRET_PATTERNS: tuple[re.Pattern[str], ...] = (
    re.compile(r"-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----"),
    re.compile(r"\b(?:sk|pk|rk)[-_](?:live|test|proj)?[-_]?[A-Za-z0-9]{16,}"),
    re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,}\b"),
    re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"),
    re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
    re.compile(r"\bBearer\s+[A-Za-z0-9._~+/-]{16,}", re.IGNORECASE),
    re.compile(
        r"(?:password|passwd|pwd|passcode|api[_ -]?key|secret|access[_ -]?token|密码|口令|密钥)"
        r"\s*(?:is|=|:|：|是|为)\s*\S+",
        re.IGNORECASE,
    ),
)
_SECRET_KEYS = re.compile(r"(?:password|passwd|secret|api[_.]?key|token|credential|private[_.]?key|密码)", re.I)
_CARD_CANDIDATE = re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)")


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _texts(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in (*_texts(k), *_texts(v))]
    if isinstance(value, list | tuple):
        return [t for v in value for t in _texts(v)]
    if value is None or isinstance(value, bool):
        return []
    return [str(value)]


def prohibited_reason(key: str, *payloads: Any) -> str | None:
    """Why this content may not be stored (a reason code), or None if it may."""
    if _SECRET_KEYS.search(key):
        return "prohibited_content"
    for text in _texts(list(payloads)):
        if any(p.search(text) for p in _SECRET_PATTERNS):
            return "prohibited_content"
        for match in _CARD_CANDIDATE.finditer(text):
            digits = re.sub(r"\D", "", match.group())
            if 13 <= len(digits) <= 19 and luhn_ok(digits):
                return "prohibited_content"
    return None


@dataclass(frozen=True)
class Refusal:
    """A candidate the gate refused: the reason code and the field at fault."""

    reason: str
    field: str


def check(
    *, key: str, value: Any, statement: str | None, evidence: dict[str, Any],
    source: str, kind: str, scope: str, allow_external: bool,
) -> Refusal | None:
    """Apply the write gate; None means the candidate may go on to the policy."""
    if prohibited_reason(key, value, statement, evidence):
        return Refusal("prohibited_content", "value")
    if source == "external" and not allow_external:
        return Refusal("external_source", "source")
    if kind == "temporary" and "task:" not in scope:
        return Refusal("temporary_outside_task_scope", "scope")
    return None
