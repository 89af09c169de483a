"""Reading a cue in its sentence: where the sentence and the clause around a cue begin and end, whether the cue says
something happened (not negated, asked, planned, almost done or taken back later), and whether someone other than the
speaker did it. The cue readers (`ledger.cues`, `ledger.held`, `ledger.endings`, `ledger.assertion`, `ledger.people`)
share these words, so one reading of "not", "if" or "my brother" holds for all of them."""

from __future__ import annotations

import re

from ledger.script import lowered

# A positive change verb right after a negation is no change: "I haven't switched to Go", "我没有改成 Go",
# also with an adverb between them: "we haven't actually switched to Go", "我没有打算搬到柏林".
NEGATED = re.compile(
    r"(?:(?:\b(?:not|never)|n't)\s*(?:(?:yet|actually|really|fully|completely|officially|ever)\s+){0,2}"
    r"|(?:没有?|未|不会|不打算|不想|不要|别|不用|不必|不能|没法|无法|不该|哪有|哪里有)(?:打算|准备|计划|真正|真的|要|想|正式|完全|再)?\s*)$",
    re.IGNORECASE,
)
# A change verb inside a plan, a wish or a hypothetical says nothing has changed yet: "我打算明年搬到上海",
# "If we moved to Go, ...", "We should have migrated to Go". The word comes before the verb in its clause.
UNREAL_CUES = (
    r"\b(?:if|whether|unless|suppose|supposing|should|would|could|might|plan|plans|planning|going to|about to|want"
    r"|wants|thinking|considering|wish|hope|hoping|tomorrow|next (?:week|month|year))\b",
    "打算", "准备", "计划", "考虑", "想", r"(?<![主需重只不还])要", "将要", "即将", r"(?<![学开机社体理])会(?![员议计话场所])", "可能", "也许",
    "或许", "如果", "假如", "假设", "万一", "是否", "应该", "明年", "明天", r"下个?月", "下周", "下星期", "将来", "正在",
    r"等[^，。,.;；!?！？]{0,20}?再", "以后再", "回头再",
)

# A sentence (up to . ! ; or a line break; in Chinese also a comma, which often joins sentences: "已经迁到 Go 了，
# 要不要也换前端？") or a clause (also up to a comma or a colon)
SENTENCE_END = re.compile(r"[.!;](?=\s|$)|[?\n。！；？，、]")
CLAUSE_START = re.compile(r"(?:[.!;](?=\s|$)|[?,:\n。！；？，、：])[^.!;?,:\n。！；？，、：]*$")
QUESTION = re.compile(r"(?:[?？]|[吗么](?:\s*$))")  # how the sentence ends: a question
# ... unless it insists: "我早就搬到绍兴了好吗", "我一直在苏州好吗" (a suggestion, "我们搬到绍兴好吗", asks)
_INSISTS = re.compile(r"(?:[了的呢啦])好吗\s*$|(?:一直|早就|早都|明明|本来|根本)[^。！？!?]*好吗\s*$")


def insists(text: str) -> bool:
    """Does the text end with a 好吗 that insists rather than asks?"""
    return _INSISTS.search(text) is not None


UNREAL = re.compile("|".join(UNREAL_CUES), re.IGNORECASE)

# Reading bounds: a cue is read within WINDOW characters on either side, and at most MAX_CUES cues of a
# statement are read (statements may hold 65,536 characters; a sentence never needs more)
WINDOW = 400
MAX_CUES = 64

WORD_BREAKS = bytes(c if chr(c).isascii() and chr(c).isalnum() else 32 for c in range(256))  # (bytes: 5x faster)


def holds_any(text: str, parts: tuple[str, ...]) -> bool:
    """Does `text` hold any of `parts` (substrings)?"""
    for part in parts:  # noqa: SIM110 - a loop, not any(): half the cost
        if part in text:
            return True
    return False


def asserted(text: str, m: re.Match[str], negated: re.Pattern[str] | None = NEGATED,
             unreal: re.Pattern[str] = UNREAL) -> bool:
    """True when the cue `m` in `text` says it happened: not negated (`negated` None: the cue is a
    negation itself, "no longer"), not inside a question, and not after a plan, wish or hypothetical
    word in its clause. Reads at most WINDOW characters on either side of the cue."""
    before = text[max(0, m.start() - WINDOW): m.start()]
    if negated is not None and negated.search(before):
        return False
    end = SENTENCE_END.search(text, m.end(), m.end() + WINDOW)
    sentence_end = text[m.end(): end.end() if end else min(len(text), m.end() + WINDOW)].rstrip()
    if QUESTION.search(sentence_end[-1:] if end else sentence_end[-2:]) and not insists(text[:m.end()] + sentence_end):
        return False
    clause = CLAUSE_START.search(before)
    return not unreal.search(before[clause.start() + 1:] if clause else before)


# A change verb the speaker almost made, or only wanted, was tempted, ready or threatened to make, right before it: "I
# almost moved to Berlin", "we nearly migrated to Go", "I was tempted to switch my bank to Monzo", "我差点搬到杭州",
# "Quase me mudei" (glossed: "quase switched"). Not a word of another clause: "I almost forgot, we moved to Leeds".
NOT_DONE = re.compile(r"(?:\b(?:almost|nearly|quase|casi|quasi)\s+(?:(?:had|have|just|actually|really)\s+)?"
                       r"|\b(?:wanted|tempted|ready|threatened|dying|itching|tried|trying|attempted|hoped|meant|planned"
                       r"|intended)\s+to\s+(?:(?:just|actually|really|finally)\s+)?|(?:差点|差一点|险些|几乎)儿?(?:就|要)?\s*)$",
                       re.IGNORECASE)
# A change taken back later in its sentence: "we migrated to Go, then rolled back to Java", "I moved to Berlin for a
# month and came back", "switched to O2 and switched back", "换成安卓了，后来又换回来了" (not "came back from holiday",
# "got back into running", "went back to work")
_UNDONE = re.compile(r"\b(?:rolled|switched|moved|went|came|changed|flipped|migrated|swapped|ported|gone|got|changing"
                     r"|switching|moving|going|coming)(?: (?:it|that|them|everything|us|me))? back\b(?! (?:home )?(?:from|into"
                     r"|in touch|on track|for|to (?:work|the office|school|bed|sleep|normal|visit|see|you|him|her|them)\b))"
                     r"|\b(?:reverted|undid|undone)\b|又(?:换|搬|改|迁|转|切|调|跳)?回|(?:换|搬|改|迁|转|切|调|跳)回(?:来|去)",
                     re.IGNORECASE)
_RETURN = re.compile(r"\bback\b|回")
_ARTICLE = re.compile(r"\s*(?:(?:the|a|an|my|our|to|到|去|了)\s*)*", re.IGNORECASE)


def undone(statement: str, m: re.Match[str], before: int, own: re.Pattern[str] | None) -> bool:
    """Is the change `m` taken back later in its sentence, or a return (after another change in the sentence) to a
    value other than the candidate's: "I moved to Berlin in 2019, came back to Lisbon in 2021" moves to Lisbon."""
    stop = FULL_STOP.search(statement, m.end(), m.end() + WINDOW)
    end = stop.start() if stop else min(len(statement), m.end() + WINDOW)
    if _UNDONE.search(statement, m.end(), end):
        return True
    if before < 0 or FULL_STOP.search(statement, before, m.start()) or not _RETURN.search(
            statement, m.start(), min(len(statement), m.end() + 6)):
        return False
    at = _ARTICLE.match(statement, _RETURN.search(statement, m.start()).end())  # type: ignore[union-attr]
    return own is None or not own.match(lowered(statement) if not statement.isascii() else statement,
                                        at.end() if at else m.end())


def by_someone_else(statement: str, m: re.Match[str]) -> bool:
    """The change verb's clause names someone else as who changed: "my brother moved to Hamburg", "我哥上个月搬到
    深圳了", "听说很多团队都迁到 Rust 了" (hearsay). The user's own change is theirs: "my brother and I moved"."""
    before = statement[max(0, m.start() - WINDOW): m.start()]
    clause = CLAUSE_START.search(before)
    head = (before[clause.start() + 1:] if clause else before).lower()
    if _KIN_OPENS.search(head):  # "mum's just moved to Neath", "dad finally switched to Android": theirs
        # (unless the verb moved the speaker: "Dad has moved us to Porto", "mum's switched me over to Octopus")
        return _MOVED_ME.search(m.group() + statement[m.end(): m.end() + 4]) is None
    other = THIRD_PARTY.search(head)  # (before the verb: "moved everyone to" is the subject's own change)
    head += m.group().lower()
    # ... unless the speaker moved with them, or after them: "my wife and I moved", "me and my wife moved", "我和我老公
    # 搬到上海了", "to be near my parents I moved", "my manager moved me to payments"
    return other is not None and _WITH_ME.search(head) is None and _I_AFTER.search(head, other.end()) is None


# a bare family word opening the clause as who changed, lowercase or not, with only "has" / "'s" or an adverb before the
# verb: "mum's just moved to Neath", "Dad has finally switched to Android" (not "Mum, I moved", "mum's flat and I moved")
_KIN_OPENS = re.compile(r"^\s*(?:(?:so|and|but|well|oh|also|btw|fyi|apparently|update|news|lol)\b[\s,:]*){0,3}(?:mum|mom"
                        r"|mummy|mommy|mam|dad|daddy|mother|father|grandma|grandpa|granny|grandad|granddad|grandmother"
                        r"|grandfather|nan|nana|nanna|gran)(?:['’]s)?(?:\s+(?:just|finally|recently|also|already|has|have"
                        r"|had|officially|actually|suddenly|eventually|apparently|now|too)){0,3}\s*$", re.IGNORECASE)
# the speaker as who the change verb moved, right after it: "moved us to", "switched me over to"
_MOVED_ME = re.compile(r"\b\w+ed (?:us|me)\b", re.IGNORECASE)
_WITH_ME = re.compile(r"\b(?:me|i) (?:and|&) |\b(?:and|&) (?:me|i)\b|我和|我跟|和我|跟我|我俩|我们俩")
_I_AFTER = re.compile(r"\b(?:i|we|me|us)\b|我")

CLAUSE_END = re.compile(r"[.!;](?=\s|$)|[?,:\n。！；？，、：]")

# inside a clause, a contrast starts the value that holds instead: "I no longer use Java but Go", "不再用Java而是Go"
CONTRASTING = r"\b(?:but|instead|only|rather|except|just)\b|而是|但是|但|只用|改用|换成|改成"
CONTRAST = re.compile(CONTRASTING + r"|\bnow\b|现在")
# before the cue, also a second statement: "I use Java and no longer Python" ends Python only
# ("now"/现在 there is when it stopped, not a value instead: "PHP 我现在不写了")
HEAD_CONTRAST = re.compile(CONTRASTING + r"|\b(?:and|while|whereas|though|although)\b|而且|并且")
# Quoted words are someone's words, reported: 'He said "I don't use Java anymore"'
QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|「[^」]*」|『[^』]*』|‘[^’]*’"
                     r"|(?<![a-z0-9])'(?:[^'\n]|'(?=[a-z0-9])){0,200}'(?![a-z0-9])")
# Someone else stopped: "my brother no longer lives in Berlin", "nobody uses Java anymore", "我弟弟不住在柏林了"
# Other people, by who they are to the speaker (`THIRD_PARTY` and assertion.py's `_KIN` read the same words)
PEOPLE_EN = (r"brother|sister|wife|husband|partner|mother|mom|mum|father|dad|parents?|son|daughter|kids?|children|child"
             r"|friends?|colleagues?|coworkers?|boss|manager|neighbou?rs?|roommates?|flatmates?|girlfriend|boyfriend"
             r"|family|cousin|uncle|aunt|grand\w+")
PEOPLE_ZH = (r"弟弟|哥哥|姐姐|妹妹|妈妈|爸爸|母亲|父亲|老婆|老公|妻子|丈夫|太太|朋友|同事|老板|孩子|儿子|女儿|父母|家人|室友"
             r"|男朋友|女朋友|邻居|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|叔叔|阿姨|舅舅|姑姑|爷爷|奶奶|外公|外婆|侄子|侄女|外甥"
             r"|岳父|岳母|公公|婆婆|闺蜜|亲戚|我哥|我姐|我弟|我妹|我妈|我爸|我娘|我老妈|我老爸|我爹|我媳妇|我对象|我小姨|我舅|我姑"
             r"|我叔|我婶|我家(?:老大|老二|老人|那位)")
THIRD_PARTY = re.compile(
    r"\b(?:(?:my|our|his|her|their|your|user['’]s)\s+(?:\w+\s+)?(?:" + PEOPLE_EN + r"|clients?)"
    # the speaker's own team or company is the speaker's (a stack, an office): "our team moved to Go"
    r"|(?:his|her|their|your|other|another|many|most|some)\s+(?:\w+\s+)?(?:teams?|compan(?:y|ies)|employers?)"
    r"|nobody|no one|everyone|everybody|people|others|most \w+|i heard|apparently|reportedly)\b(?!.*\b(?:and|&) i\b)"
    r"|" + PEOPLE_ZH + r"|先生|领导|经理|别人|大家|没人|没有人"
    r"|(?:他们|她们|别的|其他|很多|有些|不少|别人|人家)的?(?:公司|团队)|他们|她们|很多人|有人|听说"
)

# The condition itself denied, under a key of things avoided or a safety fact: "I'm not allergic to peanuts", "我对花生
# 不过敏", "no intolerance to lactose" (there a plain negation states the value, "I don't eat pork", but a denied allergy
# states none; 不耐受 is itself an intolerance)
CONDITION_DENIED = (
    # the negation governs "allergic" itself, an adverb or "been" between at most ("never been allergic", "not actually
    # allergic"; not "not just allergic" (also), "not kidding I'm allergic", "didn't realise I'm allergic": review 40)
    r"(?:\b(?:not|never)|n['’]t)(?:\s+(?:actually|really|even|ever|been|be|at all|remotely|seriously))*\s+"
    r"(?:allergic|intolerant|sensitive)\b|\bno (?:known )?(?:allerg(?:y|ies)|intolerances?|sensitivity)\b"
    # ... or a thing's intolerance: "not lactose intolerant", "not gluten-sensitive"
    r"|(?:\b(?:not|never)|n['’]t)\s+(?!just\b|only\b|kidding\b)[\w-]+[\s-]+(?:intolerant|sensitive)\b"
    # Chinese: the denial right before 过敏, or 没有 before the thing ("我没有花粉过敏"); not "吃不了花生会过敏" (cannot
    # eat it: allergic), "从不吃花生因为过敏", "不是一般的过敏" (seriously), nor of knowing or telling it ("不知道自己对花生过敏",
    # "没想到…过敏", "我好像没说过我对花生过敏")
    r"|(?:不|没有?|并不|从不|从来不|从没|不会)(?:会|有|是)?过敏"
    r"|没有?(?:(?!想|说|讲|提|告诉|知道|记得|确定|吃|碰|喝|用|到)[^，。,.;；!?！？\s]){1,6}?过敏")

# Not only: "I'm not just using Java anymore", "Java is no longer my only language", "我不再只用Java了"
NOT_ONLY = re.compile(r"\b(?:only|solely|exclusively|merely)\b|(?:\bnot|n't|\bno longer)\s+just\b|只|仅|不光|不单")
# The cue ends a feeling about the value, not the value: "I no longer hate Java", "我已经不怕Java了"
FEELING = re.compile(r"\b(?:hate|hated|dislike|fear|afraid|scared|struggle|struggling|worry|worried|mind|doubt"
                      r"|beginner|new to|hard|difficult|confused|help)\b|讨厌|怕|担心|新手|不习惯|不是")
# a whole sentence, whose commas do not end it: a pause or a return anywhere in it undoes the end
SENTENCE_START = re.compile(r"(?:[.!;](?=\s|$)|[?\n。！；？])[^.!;?\n。！；？]*$")
FULL_STOP = re.compile(r"[.!;](?=\s|$)|[?\n。！；？]")


def last_match(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The last match of `pattern` in `text` (None: no match)."""
    found = None
    for found in pattern.finditer(text):  # noqa: B007 (the last one is wanted)
        pass
    return found
