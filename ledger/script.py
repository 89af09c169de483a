"""Text as the rules read it: one form per character, so that cue words, secrets and values are found however the
user wrote them. Every mapping keeps each character where it was (one character for one), so a position found in
the read form is a position in the statement.

- full-width letters and digits as ASCII ("Ｋｏｔｌｉｎ"; `lowered` also the punctuation), and "İ" as "I" (its lower
  case is two characters);
- Traditional Chinese as Simplified ("我換成 iPhone 了", "支付密碼"), from OpenCC's character table (the
  `opencc-python-reimplemented` package's data; its phrase tables are not used: they change lengths);
- the Cantonese written forms that change what a sentence says as their Mandarin ones ("我轉咗工", "我冇再飲酒喇",
  "而家喺匯豐"): 咗 了, 冇 没, 唔 不, 喺 在, 係 是 (not in 關係), 嘅 的, 佢 他, 啲 些, 嚟 来, 畀 / 俾 给, 喇 了, 而家 现在;
- a space between two Chinese characters as "，" (a pause where chat leaves punctuation out).
"""

from __future__ import annotations

import functools
import re
from importlib import resources

FULL_WIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}  # full-width forms: what they show

_CANTONESE = {"咗": "了", "冇": "没", "唔": "不", "喺": "在", "嘅": "的", "佢": "他", "啲": "些", "嚟": "来", "畀": "给",
              "俾": "给", "喇": "了"}
# (係 is also the Traditional form of 系, as in 關係 "relation": read as 是 only where no such word precedes it)
_CANTONESE_WORDS = re.compile(r"而家|(?<![關关聯联體体干幹派世維维])係")
# 而家 only in a text written in Cantonese (Mandarin has "然而家人", "反而家里"), told by another Cantonese form
_CANTONESE_MARK = re.compile(r"[咗冇唔喺嘅佢啲嚟嘢乜咩睇]")
_CANTONESE_WORD = {"而家": "现在", "係": "是"}


@functools.cache
def chinese() -> dict[int, int]:
    """Traditional characters and the Cantonese forms above as Simplified, one character for one (a str.translate
    table)."""
    table: dict[int, int] = {}
    text = (resources.files("opencc") / "dictionary" / "TSCharacters.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        traditional, _, simplified = line.partition("\t")
        first = simplified.split(" ")[0] if simplified else ""
        if len(traditional) == 1 and len(first) == 1:
            table[ord(traditional)] = ord(first)
    table.update({ord(k): ord(v) for k, v in _CANTONESE.items()})
    return table


@functools.cache
def _table() -> dict[int, int]:
    # full-width letters and digits; not the punctuation, which the Chinese patterns read as it is ("，" ends a
    # clause where "," between ASCII words may not)
    return {**{c: v for c, v in FULL_WIDTH.items() if chr(v).isalnum()}, **chinese(), ord("İ"): ord("I")}


@functools.cache
def _lower_table() -> dict[int, int]:
    return {**FULL_WIDTH, **chinese(), ord("İ"): ord("I")}


def cantonese_words(text: str) -> str:
    """The Cantonese words a character table cannot read (而家, 係 as "is") as Mandarin, same length."""
    cantonese = "而家" in text and _CANTONESE_MARK.search(text) is not None
    if "係" not in text and not cantonese:
        return text
    return _CANTONESE_WORDS.sub(lambda m: m.group() if m.group() == "而家" and not cantonese else _CANTONESE_WORD[m.group()],
                                text)


# A space between two Chinese characters is a pause: chat and dictation leave punctuation out ("是湖州 不是福州",
# "口误口误 俩娃 不是仨 再来一个我要疯"), and the rules read clauses. Each space is read as "，".
# Not after a subject, a negation or a plan word, which the clause after it needs ("我姐 去年搬到深圳了", "我还没 搬到
# 深圳呢", "不打算 搬到深圳"), nor after two characters or fewer since the last break.
_CJK_SPACE = re.compile(r"(?<=[\u3400-\u9fff])[ \u3000]+(?=[\u3400-\u9fff])")
_BREAK = re.compile(r"[，。！？；、,.!?;:：\n][^，。！？；、,.!?;:：\n]*$")
_NO_PAUSE_AFTER = re.compile(
    r"(?:我们?|你们?|他们?|她们?|我[姐哥弟妹妈爸]|我(?:老婆|老公|媳妇|对象|爸妈|父母|家人|朋友|同事)|[还也都]?没有?|不打算|打算"
    r"|准备|计划|想|不想|不要|不会|别|不|还|也|都|就|要|会|已经|刚|刚刚)$")


def _pause(text: str, m: re.Match[str]) -> str:
    before = text[max(0, m.start() - 40): m.start()]
    brk = _BREAK.search(before)
    segment = before[brk.start() + 1:] if brk else before
    if len(segment.strip()) <= 2 or _NO_PAUSE_AFTER.search(segment):
        return m.group()
    return "，" * len(m.group())


def _pauses(text: str) -> str:
    if " " not in text and "\u3000" not in text:
        return text
    return _CJK_SPACE.sub(lambda m: _pause(text, m), text)


def folded(text: str) -> str:
    """`text` with each character in the form the rules read (see the module's docstring), same length; not lowered.
    ASCII text is returned as it is."""
    if text.isascii():
        return text
    return _pauses(cantonese_words(text).translate(_table()))


def lowered(text: str) -> str:
    """`folded(text).lower()`, with full-width punctuation as ASCII too (for finding values): each character where
    it was."""
    if text.isascii():
        return text.lower()
    return _pauses(cantonese_words(text).translate(_lower_table())).lower()
