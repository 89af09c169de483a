"""Words that tell a change or a correction apart from a contradiction."""

from __future__ import annotations

import re

CHANGE_CUES = (
    r"\bswitched (?:over )?to\b", r"\bmoved to\b", r"\bmigrated to\b", r"\bno longer\b",
    r"\bnow (?:use|uses|using|live|lives|work|works|prefer|prefers)\b", r"\bchanged to\b",
    r"\bnot anymore\b", r"\bany ?more\b", r"\bstarted using\b", r"\brelocated to\b",
    r"\bhave moved\b", r"\bwe moved\b", r"\bi moved\b", r"\bupgraded to\b", r"\breplaced\b",
    "改成", "换成", "迁到", "迁移到", "不用了", "搬到", "改用", "现在用", "现在住", "已经不",
    "不再", "转到", "切换到", "换到",
)
CORRECTION_CUES = (
    r"\bsorry,? i meant\b", r"\bi meant\b", r"\bactually,? (?:it'?s|it is|i am|i'm)\b",
    r"\bcorrection\b", r"\bthat was wrong\b", r"\bnot .{1,40}, never\b", r"\bnever was\b",
    "说错了", "我是说", "更正", "纠正", "搞错了", "其实是", "记错了",
)
_CHANGE = re.compile("|".join(CHANGE_CUES), re.IGNORECASE)
_CORRECTION = re.compile("|".join(CORRECTION_CUES), re.IGNORECASE)


def cue_of(statement: str | None) -> str | None:
    """'correction', 'change' or None, from the statement's wording."""
    if not statement:
        return None
    if _CORRECTION.search(statement):
        return "correction"
    if _CHANGE.search(statement):
        return "change"
    return None
