"""Words that tell a change or a correction apart from a contradiction."""

from __future__ import annotations

import re

CHANGE_CUES = (
    # "switched to", "switched over to", "migrated from Java to Go", "moved to", "upgraded to" ...
    r"\b(?:switched|moved|migrated|changed|relocated|upgraded|transitioned)(?: over)?(?: from .{1,40}?)? to\b",
    r"\b(?:i|we|i've|we've|have|has) (?:since )?(?:switched|moved|migrated|relocated)\b",
    r"\bno longer\b", r"\bnot any ?more\b", r"\banymore\b", r"\bany more\b(?=\s*(?:[.,;!?)]|$))",
    r"\bnow,? (?:i |we )?(?:use|uses|using|live|lives|work|works|prefer|prefers)\b",
    r"\bstarted using\b", r"\breplaced\b",
    "改成", "改为", "换成", "换为", "迁到", "迁移到", "迁移至", "迁至", "不用了", r"不再?用[^，。,.;；!?！？]{1,12}了",
    "搬到", "搬去", "搬家到", "搬回", "改用", "转用", "现在用", "现在住", "已经不", "不再", "转到", "切换到", "换到",
    "跳槽到", "升级到",
)
CORRECTION_CUES = (
    r"\bsorry,? i meant\b", r"\bi meant\b", r"\bactually,? (?:it'?s|it is|i am|i'm)\b",
    r"\bcorrection\b", r"\bthat was wrong\b", r"\bnot .{1,40}, never\b", r"\bnever was\b",
    r"\bi misspoke\b", r"\bmy (?:mistake|bad)\b", r"\bscratch that\b", r"\bi was wrong\b",
    "说错了", "我是说", "我的意思是", "更正", "纠正", "搞错了", "弄错了", "写错了", "打错了", "口误", "其实是", "记错了",
)
# A positive change verb right after a negation is no change: "I haven't switched to Go", "我没有改成 Go".
_NEGATED = re.compile(r"(?:\b(?:not|never)|n't|没有?|未|不会|不打算|不想)\s*(?:yet\s+)?$", re.IGNORECASE)
_CHANGE = re.compile("|".join(CHANGE_CUES), re.IGNORECASE)
_CORRECTION = re.compile("|".join(CORRECTION_CUES), re.IGNORECASE)


def _changes(statement: str) -> bool:
    return any(not _NEGATED.search(statement[: m.start()]) for m in _CHANGE.finditer(statement))


def cue_of(statement: str | None) -> str | None:
    """'correction', 'change' or None, from the statement's wording."""
    if not statement:
        return None
    if _CORRECTION.search(statement):
        return "correction"
    if _changes(statement):
        return "change"
    return None
