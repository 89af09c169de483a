"""Does a correction name the other side of an open conflict as the slip it corrects? `called_a_slip`, read by the
policy's `_settled` (a conflict settled in the user's own words: "Sorry, I meant Bare Lane when I said Halton").

Kept apart from `ledger.policy` because it reads the statement's wording (a slip said, written or mixed up; a side the
statement says held, left or dated), as the other readers of the package do, and each review adds to it."""

from __future__ import annotations

import re
from typing import Any

from ledger.assertion import denied
from ledger.clauses import MAX_CUES

_WORD = re.compile(r"[^\W\d_]{3,}")
_CJK = re.compile(r"[\u4e00-\u9fff]{2,}")
# the other side named as the slip: "when I said Halton", "I mistakenly said Halton", "instead of Halton", "I mixed it up
# with Halton", "Halton was a typo", "not Halton", "never been based at Halton", "I didn't mean Halton"; "把昌江说成珠山",
# "珠山是我口误", "珠山那个说错了", "珠山那个不对", "不是珠山", "从来没在珠山上过班" (not "I left Halton", "until I moved to
# Halton", nor what the user felt at a place: "never happy at Halton", "Halton was wrong for me")
_SLIP_BEFORE = re.compile(r"(?:\b(?:when|where) (?:i|we) (?:said|wrote|typed|put|told you|mentioned)(?: (?:it was|the))?"
                          r"|\b(?:mistakenly|wrongly|accidentally|erroneously|incorrectly) (?:said|wrote|typed|put(?: down)?"
                          r"|told you|mentioned|gave|entered)(?: (?:it was|the))?|\b(?:instead of|rather than)(?: the)?"
                          r"|\b(?:mixed|muddled|confused|mixing) (?:it|that|this|them) (?:up )?with(?: the)?"
                          r"|\b(?:got|get|getting) (?:it |that |them )?(?:mixed|muddled) up with(?: the)?"
                          r"|\bnot(?: (?:at|in|the))?|\bnever(?: (?:once|actually|really|ever|even))?(?: (?:been|was|were|worked"
                          r"|lived|stayed|started|went|gone|set foot))?(?: (?:based|stationed|employed|posted|placed|working"
                          r"|living|staying|there))?(?: (?:at|in|for))(?: the)?|\bdidn['’]t mean(?: the)?|不是|从来没(?:有)?"
                          r"(?:在|去过|住过)?|没在|哪有在?|(?:说|写|打|记|听|念)成)\W{0,2}$", re.IGNORECASE)
# ("Halton was a typo for Bare Lane", "…a mix-up": a typo or a slip is only ever a slip; "wrong" and "a mistake" with
# "for", "to", "about" or "with" after them say what the user felt of the place: "Halton was wrong for me")
_SLIP_AFTER = re.compile(r"^[^.;!?。；！？\n]{0,12}?(?:\b(?:was|is|were) (?:a |my |just a )?(?:typo|slip|mis-?typed|mix-?up"
                         r"|(?:mistake|wrong|error|incorrect)(?!\s+(?:for|to|about|with)\b))|\b(?:by mistake|in error"
                         r"|by accident)\b|说错|写错|打错|记错|弄错|搞错|记混|搞混|弄混|混淆|(?:是|算)?(?:我的?)?(?:口误|笔误|手误))",
                         re.IGNORECASE)
# the value, the rest of its name skipped, then said to be wrong: "珠山那个不对", "珠山区的是错的" (not "不对劲")
_WRONG_ZH = re.compile(r"(?:那个|这个|那|这|的)?(?:是|也)?(?:不对|不正确|有误|是错的)(?![劲头味付])")
# the other side said to have held: "I left Halton", "until Halton", "Halton any more", "not Halton since 2024", "已经不在
# 珠山", "不是珠山了", "在珠山那几年" (a change or a conflict, not a slip: the value held, and denying it rewrites history)
_HELD_BEFORE = re.compile(r"(?:\b(?:left|leaving|quit|quitting|(?:moved|moving|transferred|transferring|relocated"
                          r"|relocating|switched|switching|changed|changing) (?:away )?(?:from|out of)|until|till|formerly|previously|used to (?:\w+ ){0,2}(?:at|in|for)"
                          r"|no longer (?:\w+ ){0,2}(?:at|in|for))(?: the)?|以前在|之前在|原来在|原先在|曾经在|早就不在|已经不在"
                          r"|已经不是|不再在?|离开了?|调离了?)\W{0,2}$", re.IGNORECASE)
_HELD_AFTER = re.compile(r"^[^.;!?。；！？\n,，]{0,25}?(?:\b(?:any ?more|no longer|these days|nowadays|until|till|years ago"
                         r"|before (?:that|then))\b|\bsince (?:last|early|late|mid|the|\d|jan|feb"
                         r"|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|i\b|we\b)|\bfor (?:\d+|a few|several|two|three|four|five"
                         r"|many|some) (?:years?|months?|weeks?)\b|那几年|那些年|那段时间|的事了)", re.IGNORECASE)
# ... or a time that may date the value, or the saying of it: "Halton before I moved", "珠山之前" (held), but "when I
# said Halton before I meant…", "when I said Halton I was half asleep at the time", "珠山是我之前说错了" (the slip dated)
_DATED_AFTER = re.compile(r"^[^.;!?。；！？\n,，]{0,25}?(?:\b(?:back then|at the time|before (?:i|we))\b|以前|之前|那会儿?"
                          r"|那时候?)", re.IGNORECASE)
# a saying right before the value ("when I said", "I mistakenly typed", "说成"), or right after the time ("之前说错了",
# "before I said"): the time dates the saying, not the value
_SAID_BEFORE = re.compile(r"(?:\b(?:when|where|as) (?:i|we) (?:said|wrote|typed|put|told you|mentioned)(?: (?:it was|the))?"
                          r"|\b(?:mistakenly|wrongly|accidentally|erroneously|incorrectly) (?:said|wrote|typed|put(?: down)?"
                          r"|told you|mentioned|gave|entered)(?: (?:it was|the))?|(?:说|写|打|记|听|念)成)\W{0,2}$", re.IGNORECASE)
# (打过…工, 打的工: work done, not typing: "珠山之前打过两年工")
_SAYING_NEXT = re.compile(r"\W{0,2}(?:(?:(?:i|we) )?(?:said|wrote|typed|told you|mentioned|meant)\b|(?:也|都|就)?(?:说|写"
                          r"|打(?![过的][^，。,.;；！？!?\s]{0,4}工)|记|讲|提|弄|搞)(?:错|混|的|过|成)|(?:口误|笔误|手误))",
                          re.IGNORECASE)
# ... but the value named as where the user was ("I was at Halton", "we worked in Halton", "我在珠山", "我们一直在珠山"):
# a time after it dates the user's being there, whatever is said after the time ("I was at Halton before I wrote to
# you", "我在珠山之前打过两年工", "我在珠山那时候就提过要走": the value held)
_BEING_BEFORE = re.compile(r"(?:\b(?:i|we)(?:['’]d| had| have)?(?: (?:already|also|still|just|actually|only|then|first"
                           r"|originally|once))? (?:was|were|been|worked|lived|stayed|studied|trained)(?: (?:based|stationed"
                           r"|employed|posted|placed|working|living|staying))? (?:at|in|for|with)(?: the)?"
                           r"|(?:我|我们)(?:以前|之前|原来|那时候?|曾经?|也|都|就|还|一直)?(?:在|待过|呆过|住过))\W{0,2}$",
                           re.IGNORECASE)
# the other side called a post or a place of the user's before: "that was my old job", "Halton, my previous employer",
# "珠山是我上一个单位", "珠山是我原来的单位" (a post or a place named: not "a typo in my last message", "a slip on my old
# phone", "in my earlier reply": what was said before, or what it was said on, is no post)
_FORMER_AFTER = re.compile(r"^[^.;!?。；！？\n]{0,25}?(?:\b(?:my|our) (?:old|previous|former|last|prior|earlier)"
                           r"(?: (?!(?:message|text|e-?mail|mail|reply|answer|note|chat|comment|post|entry|form|phone)"
                           r"s?\b)[\w-]+)? (?:job|work|workplace|employer|company|firm|office|position|role|posting"
                           r"|practice|clinic|hospital|surgery|school|college|university|base|branch|site|station|place"
                           r"|team|department|ward|unit|lab|home|house|flat|apartment|address|city|town|boss|contract"
                           r"|store|shop)s?\b"
                           r"|(?:是|算)?我(?:的)?(?:上一?个|上一?家|上一?份|前一?个|前一?家|前一?份|原来的?|原先的?|老)"
                           r"(?:单位|公司|工作|岗位|地方|东家|学校|医院|住处|住址|家))", re.IGNORECASE)
_NO_LONGER_ZH = re.compile(r"(?:不是|不在|没在)\W{0,2}$")  # "不是珠山了": no longer (with 了 after the name)
# the user left or moved, the place unnamed (the other side, said before): "I left it in March", "so I moved", "we quit
# there", "去年调过来的", "从那边调到…" (not "I never left", "没调过", "I left out a word", "I switched them up", "we moved
# house", "I moved to Bare Lane in 2019": a place named, not the other side)
_LEFT = re.compile(r"\b(?:i|we)(?:['’]ve| have| had)?(?: (?:just|finally|already|then|eventually|since|actually|later))?"
                   r" (?:left|moved|quit|transferred|relocated|switched)\b(?! (?:\w+ ){0,2}(?:up|round|around)\b)"
                   r"(?=\s*(?:$|[.,;:!?)—–-]|(?:it|there|them|that (?:place|job|one)|away|on|from (?:it|there|them)|in|at"
                   r"|last|this|after|before|when|because|since|years?|months?|\d|a (?:year|month|while)|so|and|but)\b))"
                   r"|(?:(?<=不得不)|(?<!没有)(?<![没不未]))(?:调过来|调过去|调走|调到|调去|调往|调入|搬过来|搬走|离开(?=[了的，。,.!！；;\s]|$)"
                   r"|辞职|离职|跳槽)|从(?:那|这)(?:边|里|儿|家)?(?:调|搬|换|跳|转|离)", re.IGNORECASE)
# a Chinese leaving said never to have happened, or not meant, in its clause: the negation governs the leaving, nothing
# between them but words of intent, time or manner: "也不打算离开", "从没想过跳槽", "没有要调走", "还没正式离职", "不会再跳槽"
# (not a negation of something else, a reason or a time, before a leaving that happened: "没多久就离开了", "不到一年就
# 辞职了", "觉得没前途就跳槽了", "不得不离开"; nor a denial of a value, "不是珠山", nor "不在珠山了")
_LEFT_DENIED_ZH = re.compile(r"(?:(?<!不得)不|没有?|未|别|无意)(?:打算|准备|计划|考虑|想要|想|愿意|舍得|忍心|肯|敢|急着|急于"
                             r"|必要|需要|应该|该|可能|会|能|要|过|曾经?|有过|说过|提过|真的?|正式|马上|立刻|轻易|主动|一定"
                             r"|再|去|也|都|还){0,4}$")


def _mentions_of(statement: str, value: Any, kept: Any) -> list[tuple[int, int]]:
    """Where the statement names `value` by a distinctive part of it, one that `kept` lacks ("Halton" of "Halton health
    centre", "珠山" of "珠山区社区卫生服务中心"): spans of the casefolded statement."""
    if not isinstance(value, str) or not isinstance(kept, str):
        return []
    said, have = statement.casefold(), kept.casefold()
    words = set(_WORD.findall(have))
    spans = [(m.start(), m.end()) for w in _WORD.findall(value.casefold()) if w not in words
             for m in re.finditer(r"(?<!\w)" + re.escape(w) + r"(?!\w)", said)]
    for run in _CJK.findall(value):
        for i in range(len(run) - 1):
            part = run[i:i + 2]
            if part not in have:
                spans += [(m.start(), m.end()) for m in re.finditer(re.escape(part), said)]
    return spans


def called_a_slip(statement: str, value: Any, kept: Any) -> bool:
    """Does the statement name `value` as the slip it corrects: said, written or mixed up by mistake, or denied? Not
    where it says the value held: named as left, ended or held before ("I left Halton last year", "not Halton any more",
    "不是珠山了"), or beside a move of the user's, the place unnamed ("I left it in March", "so I moved", "去年调过来的"):
    a change or a conflict, and the value is not denied (keeping is harmless, deleting is harmful)."""
    said = statement.casefold()
    spans = _mentions_of(statement, value, kept)
    if len(spans) > MAX_CUES or _left(said) or any(_held(said, a, b, value) for a, b in spans):
        # (a value named more often than any correction names it: no slip read, as `denied` reads none)
        return False
    return denied(statement, value, kept) or any(
        _SLIP_BEFORE.search(said, max(0, a - 40), a) or _SLIP_AFTER.match(said[b:b + 40])
        or _WRONG_ZH.match(said, _rest_of_name(said, b, value)) for a, b in spans)


def _rest_of_name(said: str, at: int, value: str) -> int:
    """Where the Chinese name `value` mentioned up to `at` ends: past the characters of it that follow ("珠山|区社区…")."""
    chars, end = set(value), min(len(said), at + 16)
    while at < end and said[at] in chars and "\u4e00" <= said[at] <= "\u9fff":
        at += 1
    return at


def _left(said: str) -> bool:
    """Does the (casefolded) statement tell of a move of the user's, the place unnamed? Not a Chinese one said in its
    clause never to have happened or not to be meant ("也不打算离开", "从没想过跳槽")."""
    for n, m in enumerate(_LEFT.finditer(said)):
        if n >= MAX_CUES:
            return True
        if m.group()[0] in "iw" or not _LEFT_DENIED_ZH.search(said, max(0, m.start() - 8), m.start()):
            return True
    return False


def _held(said: str, a: int, b: int, value: str) -> bool:
    """Does the statement say the value mentioned at [a, b) held: left, ended, before, no longer, a former post of the
    user's? A time right after it ("before I", "at the time", 之前) dates the saying instead where the value is the
    object of a saying ("when I said Halton before I meant…") or the time is followed by one ("珠山是我之前说错了"), not
    where the value is named as where the user was ("I was at Halton before I wrote to you": the being there dated)."""
    dated = _DATED_AFTER.match(said[b:b + 40])
    return bool(_HELD_BEFORE.search(said, max(0, a - 40), a) or _HELD_AFTER.match(said[b:b + 40])
                or _FORMER_AFTER.match(said[b:b + 40])
                or (dated and (_BEING_BEFORE.search(said, max(0, a - 40), a)
                               or not (_SAID_BEFORE.search(said, max(0, a - 40), a)
                                       or _SAYING_NEXT.match(said, b + dated.end()))))
                or (_NO_LONGER_ZH.search(said, max(0, a - 6), a)
                    and said.startswith("了", _rest_of_name(said, b, value))))
