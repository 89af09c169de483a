"""Whose fact a statement states, and whose a key holds (seed 002: 「用户住北京」和「用户父母住北京」是两段独立的事实):
someone else's fact sent under the subject's own key ("my brother lives in Leeds" under `home.city`), another
person's opinion of the subject ("my boss thinks I should learn Go"), and the keys about another person or animal
than the subject (`family.sister.city`, `pets`), where such facts are stored. The write gate refuses the first two on
the subject's own keys (`not_the_users`); the policy reads a key about a person as that person's (`someone_elses_key`).
Moved out of `ledger.assertion` (which reads whether a statement asserts its value at all), whose mention machinery
it shares."""

from __future__ import annotations

import functools
import re
from typing import Any

from ledger.assertion import _SAID_AFTER_ALL, _mentions
from ledger.clauses import (
    CLAUSE_START,
    MAX_CUES,
    PEOPLE_EN,
    PEOPLE_ZH,
    SENTENCE_START,
    WINDOW,
    WORD_BREAKS,
)
from ledger.script import folded

# -- someone else's fact sent under the subject's own key (seed 002: 「用户住北京」和「用户父母住北京」是两段独立的事实) --------
# "sorry, my brother, not my sister, lives in Leeds" under home.city, "Leo's allergic to sesame" under health.allergy,
# "我爸痛风，海鲜一口都不能吃" under diet.avoid: each mention of the value is in a clause whose subject is another person,
# and nothing says it of the speaker too. The caller (the write gate) asks only for a key of the subject's own: under
# family.brother.city the same sentence is the brother's fact, stored. Read conservatively: the other person must open
# the clause (after a filler: "so", "sorry", "而且"), or open an earlier clause of the sentence the value's clause,
# having no subject of its own, goes on from ("我爸痛风，海鲜一口都不能吃"); a speaker anywhere in between ("my wife and I
# moved to Lisbon", "my mum says I'm allergic", "我和我妈都对花生过敏"), or after the value saying it of the speaker too
# ("so it's just me here now", "我也是"), keeps the old decision.
_PEOPLE_NOUNS_EN = (PEOPLE_EN.replace("|family", "") + r"|in-laws?|[\w]+-in-law|fianc[ée]e?|niece|nephew|stepson|stepdaughter"
                    # everyday words for them (review 21): "my mate", "my hubby", "my nan", "my other half", "my folks",
                    # "my toddler", "my youngest", "my mentor", "my team lead", "my therapist"
                    + r"|(?:house|class|team|best |uni )?mates?|gf|bf|hubby|wifey|missus|nan|nana|nanna|gran|granny|other half"
                    r"|step(?:dad|mum|mom|father|mother|brother|sister|kids?)|housemates?|folks|toddlers?|youngest|eldest"
                    r"|mentor|(?:team|tech) lead|therapist|teacher|tutor")
_FILLER_EN = (r"(?:(?:so|and|but|also|oh|well|btw|sorry|actually|plus|then|not|yeah|fyi|ok|okay|anyway|lol|haha|ah|oops"
              r"|apparently|(?:the )?user (?:says|said|mentioned|notes|noted|told me)(?: that)?)\b[\s,]*)*")
_OTHER_EN = (r"(?:(?:my|our|his|her|their|your|(?:the )?user['’]s)\s+(?:[\w-]+\s+)?(?:" + _PEOPLE_NOUNS_EN
             + r")|he|she)(?:['’]s)?\b")
_OTHER_SUBJECT_EN = re.compile(r"\s*" + _FILLER_EN + r"(?:" + _OTHER_EN + r")")
# a person named before what is said of them (in the statement as written: a capital): "Sam's favourite chocolate is",
# "Leo's allergic to", "Mia is vegan", "Tom lives in"; not "Java's my favourite" (the value), "Tesco's own brand"
_NAMED_SUBJECT = re.compile(
    r"\s*(?i:" + _FILLER_EN + r")"
    r"(?!(?:I|User|The|This|That|It|My|Our|We|You|Your|He|She|They|His|Her|Their|There|Here|What|When|Where|Why|How"
    r"|Who|Which|Please|Pls|Sorry|Also|And|But|So|Yes|No|Not|Just|Ok|Okay|Today|Tonight|Tomorrow|Everyone|Nobody"
    r"|Someone|Everybody|Somebody|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)"
    r"(?P<name>[A-Z][a-z]{1,20})(?:['’]s\s+(?:new\s+|current\s+|absolute\s+|all-time\s+)?(?:favou?rite|fave|fav|allergic"
    r"|allergy|allergies|intolerant|birthday|diet)\b|\s+(?:is|was)\s+(?:allergic|intolerant|vegan|vegetarian|obsessed"
    r"|into|learning|studying)\b|\s+(?:(?:really|absolutely|just|totally|also|still|always)\s+)?(?:lives|works|loves"
    r"|likes|hates|adores|prefers|eats|drinks|can['’]t eat"
    r"|can['’]t have|won['’]t eat|doesn['’]t eat|doesn['’]t drink|studies|plays|drives|supports)\b"
    # what they told the speaker of themself: "Tom told me he lives in Leeds", "Anna texted me that she moved"
    r"|\s+(?:told|tells|texted|texts|messaged|emailed)\s+(?:me|us)(?:\s+that)?\s+(?:he|she)\b)")
_FILLER_ZH = r"(?:(?:而且|还有|对了|另外|其实|就是|不过|但是|但|所以|哦|嗯|啊|唉|哎|话说|说起来|用户说|用户提到)[\s，,]*)*"
# everyday words for them the shared list lacks, first: "爸妈" before "我爸" (review 21: 爸妈, 公婆, 爱人, 老妈, 闺女, 娃, 宝宝,
# 先生, 老伴, 姥姥, 老师, 导师)
_PEOPLE_ZH = (r"爸妈|公婆|爱人|老妈|老爸|闺女|家娃|(?<!娃)娃(?!娃)|宝宝|先生|老伴|姥姥|姥爷|老师|导师|师父|继父|继母|后妈"
              # ... and the people of school, love, work and home (review 29: "用户的同学说他在销售组", 男友, 房东, 组长)
              r"|同学|男友|女友|房东|组长"
              r"|" + PEOPLE_ZH)
# a client or a doctor only as the subject's ("用户的客户说她对芒果过敏", "用户的医生说她…"; review 29): a bare 客户 is the
# subject of a customer service's notes ("客户 C-10293 用的是企业版"), a bare 医生 tells the subject's own ("医生说是猫毛过敏")
_THEIRS_ZH = r"(?:用户|我|我们)的?(?:客户|医生)"
_OTHER_SUBJECT_ZH = re.compile(r"\s*" + _FILLER_ZH + r"(?:" + _THEIRS_ZH + r"|(?:(?:用户|我|我们)的?)?(?:" + _PEOPLE_ZH
                               + r"|领导|上司|他们|她们|他|她))")
# what may follow "<person>'s" / "<person>的" in a fact of theirs: an attribute of theirs ("Sam's favourite", "我爸的生日"), or
# "'s" read as "is" ("Leo's allergic", "she's vegan", "my son's at Oakfield")
_ATTRIBUTE = re.compile(
    r"\s*(?:(?:new|current|old|own|absolute|all-time)\s+)?(?:favou?rites?|fav|go-to|allerg\w*|intoleran\w*|birthday|diet|city|hometown"
    r"|address|home|flat|house|job|work|employer|company|office|school|class|teacher|phone|number|mobile|email|name|nickname"
    r"|age|car|hobby|hobbies|taste|drink|food|coffee|tea|size|blood|religion|language|vegan|vegetarian|veggie|pescatarian"
    r"|diabetic|coeliac|celiac|lactose|gluten|into|obsessed|based|living|working|moving|from|in|at|still|now|always|never"
    r"|crazy|mad|learning|studying|off|on)\b"
    r"|生日|最爱|最喜欢|喜欢|口味|过敏|忌口|城市|老家|地址|家|公司|单位|工作|学校|班|电话|手机|号码|名字|年龄|车|爱好|血型|母语")
# a clause of time or condition, where the subject of the sentence is not yet said: "孩子哮喘发作的话，最近的急诊是", "when my
# son was born, we lived in"
_WHEN = re.compile(r"(?:的话|的时候|时候|以后|之后|后|时)\s*[，,]?$|\b(?:if|when|whenever|since|after|before|once|until|unless)\b"
                   r"|如果|要是|假如|万一|等")
# a clause with a subject of its own before the value ("最近的急诊是", "the weather in"): no topic chain through it
_OWN_SUBJECT = re.compile(r"是|的|\b(?:is|are|was|were|the|a|an|this|that|it|its|it's|there)\b")
# the other people named between the person and the value ("my brother, not my sister, lives in"): no speaker
_OTHERS_NAMED = re.compile(r"\b(?:my|our|(?:the )?user['’]s)\s+(?:[\w-]+\s+)?(?:" + _PEOPLE_NOUNS_EN + r")(?:['’]s)?\b"
                           r"|(?:我|我们)的?(?:" + _PEOPLE_ZH + r")|" + _PEOPLE_ZH)
_OTHER_SPEAKER = re.compile(r"\b(?:i|me|we|us|my|our|mine|ours|myself|ourselves|user)\b|\bi['’]|我")
# said of the speaker too, after the value: "so it's just me here now", "me too", "so do I", "我也是", "我们也"
_MINE_TOO = re.compile(r"\b(?:just (?:me|us)|me too|us too|so do (?:i|we)|(?:i|we) do too|as do (?:i|we)|(?:i|we) too"
                       r"|(?:i|we) also|(?:i|we)(?:['’]m|['’]re| am| are) (?:also|too|still)|both of us"
                       # "my sister's vegan, so am I", "same as me", "lives in Leeds with me", "just like me", "so I moved
                       # back there": the speaker says it of themself too (review 21)
                       r"|so (?:am|are|have|was|were|did) (?:i|we)|same (?:as|for|with) (?:me|us)|same here|with (?:me|us)"
                       r"|(?:just )?like (?:me|us)(?=\s*(?:[,.;!?]|$|too\b|though\b))"
                       r"|(?:i|we) (?:moved|went|came|live|stay|settled|work) (?:back |over |out )?(?:there|here))\b"
                       r"|我也|我们也|我还|我们还|跟我一样|和我一样|我俩都|我们都|我更|我们更")
# what the prefilter looks for: a character of every PEOPLE_ZH word and of 领导, 上司, 他, 她 (Chinese); a possessive and a
# word of _PEOPLE_NOUNS_EN ("grand…" by its start; "-in-law" as "law"), or "he" / "she" (ASCII)
_KIN_CHARS = frozenset("弟哥姐妹妈爸母父婆公夫妻友事板孩儿女邻舅姑叔姨爷奶娘媳对领司他她表堂亲侄甥外人伴姥宝娃师学客房组医")
# a name and what _NAMED_SUBJECT may say of the person right after it (looser: only what no match can miss)
_NAME_CUE = re.compile(r"[A-Z][a-z]{1,20}(?:['’]s\s| (?:(?:really|absolutely|just|totally|also|still|always) )?(?:is|was|lives|works|loves|likes|hates|adores|prefers|eats|drinks|can"
                       r"|won|doesn|studies|plays|drives|supports)\b)")
_PRONOUN_WORDS = frozenset(b"he she".split())
_POSSESSIVE_WORDS = frozenset(b"my our his her their your user".split())
_PEOPLE_WORDS = frozenset(
    b"brother sister wife husband partner mother mom mum father dad parent parents son daughter kid kids children child"
    b" friend friends colleague colleagues coworker coworkers boss manager neighbour neighbours neighbor neighbors roommate"
    b" roommates flatmate flatmates girlfriend boyfriend cousin uncle aunt law laws fiance fiancee niece nephew stepson"
    b" stepdaughter mate mates housemate housemates classmate classmates teammate teammates gf bf hubby wifey missus nan"
    b" nana nanna gran granny half stepdad stepmum stepmom stepfather stepmother stepbrother stepsister stepkid stepkids"
    b" folks toddler toddlers youngest eldest mentor lead therapist teacher tutor".split())
_NAMED_WORDS = frozenset(b"favourite favorite fav fave allergic allergy allergies intolerant birthday diet vegan vegetarian"
                         b" obsessed into learning studying lives works loves likes hates adores prefers eats drinks"
                         b" can won doesn studies plays drives supports".split())


def someone_elses(statement: str | None, value: Any) -> bool:
    """True when every mention of `value` (a string) is said of another person, and nothing says it of the speaker:
    "sorry, my brother, not my sister, lives in Leeds", "Sam's favourite chocolate is salted caramel", "婆婆住在绍兴",
    "我爸痛风，海鲜一口都不能吃". False for "my wife and I moved to Lisbon", "my mum says I'm allergic", "my brother's
    gone, so it's just me here now", "我老公在字节，我也在字节", and for the person named as the value ("my neighbour
    Arjun")."""
    read = _naming_another(statement, value)
    return read is not None and _someone_elses(*read, value)


def not_the_users(statement: str | None, value: Any) -> bool:
    """`someone_elses` or `others_opinion`, the statement read once (the write gate's question)."""
    read = _naming_another(statement, value)
    return read is not None and (_someone_elses(*read, value) or _others_opinion(read[0], value))


def _naming_another(statement: str | None, value: Any) -> tuple[str, str | None] | None:
    """(the lowered, folded statement; the statement as written when ASCII) when it may name another person, else None:
    a word set (ASCII) or a set of characters (Chinese) tested before any pattern."""
    if not statement or not isinstance(value, str) or not value.strip():
        return None
    if statement.isascii():
        lowered = statement.lower()
        words = frozenset(lowered.encode().translate(WORD_BREAKS).split())
        if not _PRONOUN_WORDS.isdisjoint(words) or (not _POSSESSIVE_WORDS.isdisjoint(words) and (
                not _PEOPLE_WORDS.isdisjoint(words) or ("grand" in lowered and any(w.startswith(b"grand") for w in words)))):
            return lowered, statement
        if (statement != lowered and not _NAMED_WORDS.isdisjoint(words)  # a capital, and what is said of a person
                and _NAME_CUE.search(statement) is not None):
            return lowered, statement
        return None
    if _KIN_CHARS.isdisjoint(statement) and "先生" not in statement:
        return None
    lowered = folded(statement).lower()
    if _USER_NOTE_ZH.match(lowered):
        # an agent's note of what the user said: a bare 他/她 no one else was named before is the user ("用户纠正：他一直在
        # 增长组"; not "用户说他弟弟在增长组": 用户弟弟 is another person, nor "用户的同事小王说他…")
        first = _BARE_PRONOUN_ZH.search(lowered)
        if first is not None and _ANTECEDENT_ZH.search(lowered, 0, first.start()) is None:
            lowered = _BARE_PRONOUN_ZH.sub("用户", lowered)
    return lowered, None


_USER_NOTE_ZH = re.compile(r"\s*(?:[^，。,.;；!?！？:：]{0,8}[:：]\s*)?用户")
_BARE_PRONOUN_ZH = re.compile(r"[他她](?!们)")
# (and a person the note introduces: a name, "小王", "老李", "王总", or a role, "新来的实习生", "一位候选人"; review 29)
_ANTECEDENT_ZH = re.compile(_THEIRS_ZH + r"|" + _PEOPLE_ZH + r"|领导|上司|医生|实习生|候选人|新人|面试者|学生|保姆|司机|护士|律师"
                            r"|教练|队友|网友|老乡"
                            r"|(?:小|老|阿)[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜"
                            r"叶程苏魏吕丁沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江薛段雷侯龙史陶贺顾毛郝龚邵钱严武戴莫孔汤]"
                            r"|[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁沈姚卢姜"
                            r"崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江薛段雷侯龙史陶贺顾毛郝龚邵钱严武戴莫孔汤](?:总|老师|经理|医生|工|姐|哥)")


def _someone_elses(lowered: str, cased: str | None, value: str) -> bool:
    found = None
    for n, m in enumerate(_mentions(lowered, value)):
        if n == MAX_CUES or not _of_another(lowered, cased, m):
            return False
        found = m
    after = found.end() if found is not None else 0
    return (found is not None and _MINE_TOO.search(lowered, after, after + WINDOW) is None
            and _SAID_AFTER_ALL.search(lowered, after, after + WINDOW) is None and _TOO.match(lowered, after) is None)


# "my wife works at Arup too": "too" right after the value makes the speaker a party to it (review 21)
_TOO = re.compile(r"\s*,?\s*(?:too|as well)\b")


# the speaker as the one told, not a party to what is told: "my boss told me he lives in Leeds", "Tom texted me that he
# moved to Leeds" are theirs ("my mum told me I'm allergic" is the speaker's: "I'm" follows)
_TOLD_ME = re.compile(r"\b(?:told|tells|telling|texted|texts|messaged|emailed|wrote|writes|reminded|reminds|assured"
                      r"|promised)\s+(?:me|us)\b|\b(?:said|says|mentioned|explained|admitted)\s+to\s+(?:me|us)\b")
_PRONOUNS_IS = frozenset(("he's", "he’s", "she's", "she’s"))  # ("'s" after a pronoun is "is", never a possessive)
_CHAIN = 4  # clauses read back for the person a clause without a subject goes on from ("我爸痛风，海鲜一口都不能吃")


def _of_another(lowered: str, cased: str | None, m: re.Match[str]) -> bool:
    """Is the mention `m` in a clause whose subject is another person (its own, or the one its sentence began with)?"""
    lo = max(0, m.start() - WINDOW)
    sentence = SENTENCE_START.search(lowered, lo, m.start())
    begin = sentence.start() + 1 if sentence else lo
    end = m.start()
    for _ in range(_CHAIN):
        clause = CLAUSE_START.search(lowered, begin, end)
        start = clause.start() + 1 if clause else begin
        subject = _OTHER_SUBJECT_EN.match(lowered, start, end) or _OTHER_SUBJECT_ZH.match(lowered, start, end)
        if subject is None and cased is not None:
            named = _NAMED_SUBJECT.match(cased, start, end)
            if named is not None and named.group("name").lower() not in lowered[m.start(): m.end()]:
                # (what is said of them is in the match: "Sam can't eat gluten")
                return _OTHER_SPEAKER.search(_OTHERS_NAMED.sub(" ", _TOLD_ME.sub(" ", lowered[named.end(): m.start()]))) is None
        if subject is not None and _bare_pronoun(lowered[subject.start(): subject.end()]) and not _antecedent(
                lowered, cased, subject.start()):
            # "she moved to Paris" with no one else named before: an agent's note about the subject in the third
            # person, not someone else's fact (a false refusal loses a real memory; review 21)
            return False
        if subject is not None and lowered.startswith("也", subject.end()):
            return False  # "我老婆也爱吃寿司": 也 makes the speaker a party to it (review 21)
        if subject is not None:
            # not the speaker after the person ("my mum says I'm allergic", "我妈和我"), nor the person as the value
            # itself ("my neighbour Arjun", "我闺蜜小美"), nor something of theirs that is no attribute of theirs ("我妈的
            # 护工是王阿姨": the caregiver the speaker arranged), nor a time or condition ("孩子哮喘发作的话，…")
            between = lowered[subject.end(): m.start()]
            said = lowered[subject.start(): subject.end()]
            at = subject.end() + 1 if lowered.startswith("的", subject.end()) else subject.end()
            if (at > subject.end() or said.endswith(("'s", "’s"))) and said.split()[-1] not in _PRONOUNS_IS and (
                    not _ATTRIBUTE.match(lowered, at)):
                return False
            if end != m.start() and _WHEN.search(lowered, start, end + 1):
                return False
            return ((bool(between.strip()) or at > subject.end() or said.endswith(("'s", "’s")))
                    and _OTHER_SPEAKER.search(_OTHERS_NAMED.sub(" ", _TOLD_ME.sub(" ", between))) is None)
        if _OTHER_SPEAKER.search(lowered, start, end) or start <= begin or _OWN_SUBJECT.search(lowered, start, end):
            return False  # the speaker's clause, one with a subject of its own, or the sentence's first clause
        end = start - 1  # a clause without a subject goes on from the one before
    return False


_BARE_PRONOUN = re.compile(r"\s*" + _FILLER_EN + r"(?:[\w-]+\s+){0,2}?(?:he|she)(?:['’]s)?\s*$")  # ("the user told me she")
# (or one the note introduces: "User is hiring a nanny. The user told me she …", "discussed the landlord; …, he …",
# "a friend from school"; review 29), not what the subject is ("User is a nurse; she works nights")
_ANTECEDENT_EN = re.compile(r"\b(?:my|our|his|her|their|your|(?:the )?user['’]s"
                            r"|(?<!\bis )(?<!\bwas )(?<!\bas )(?<!['’]s )(?<!\bbecame )(?:an?|the|this|that))"
                            r"\s+(?:[\w-]+\s+)?(?:"
                            + _PEOPLE_NOUNS_EN + r"|nann(?:y|ies)|babysitters?|landlord|landlady|tenants?|lodgers?"
                            r"|interns?|candidates?|clients?|customers?|doctors?|nurses?|plumbers?|builders?|cleaners?"
                            r"|drivers?|coach|trainer|lawyer|dentist|guy|man|woman|girl|boy|lady|person)\b")
_CAPITALISED = re.compile(r"(?<![.!?]\s)(?<!^)\b(?!I\b|User\b)[A-Z][a-z]+")


def _bare_pronoun(said: str) -> bool:
    return _BARE_PRONOUN.match(said) is not None


def _antecedent(lowered: str, cased: str | None, before: int) -> bool:
    """Another person named before `before` ("my brother …, he", "Tom …, he"), whom a bare "he"/"she" refers to."""
    return _ANTECEDENT_EN.search(lowered, 0, before) is not None or (
        cased is not None and _CAPITALISED.search(cased, 0, before) is not None)


# -- another person's opinion of the subject ("my boss thinks I should go for staff engineer", "我妈总说我应该去考公务员",
# "my sister insists my favourite colour is green"): hearsay, not what the subject says of themself (seed 000: 记忆只存用户
# 明说的). Advice the subject takes up, or answers ("..., and I agree", "我也觉得"), keeps the old decision; so does an
# instruction ("my GP told me to", "医生让我"), which the subject usually follows.
_OPINION = re.compile(
    r"(?:" + _OTHER_EN + r")\s+(?:[\w-]+\s+)?(?:(?P<verb>thinks|thought|reckons|reckoned|believes|believed|insists|insisted|swears"
    r"|claims|is convinced|keeps saying|says|said|keeps telling me|tells me|told me)\s+(?:that\s+)?(?:i\s+(?:should|ought"
    r"|need|must|have to|would|could)\b|i['’]d\b|(?P<my>my\s+))|(?:wants|wanted|expects|keeps pushing|is pushing|pushes|would like)"
    r"\s+me\s+to\b)"
    r"|(?:" + _PEOPLE_ZH + r"|领导|上司)(?:总是?|老是?|一直|天天|非|也|都|还|又)*(?:(?:说|觉得|认为|坚持|非说|劝|建议)我(?:应该|该|得"
    r"|最好|要|适合|还是|去)|(?:想让|希望|要|催|逼|非要)我)")
_OPINION_HINTS = ("think", "thought", "reckon", "believ", "insist", "swear", "claim", "convinced", "say", "said", "tell",
                  "told", "want", "expect", "push", "would like", "说", "觉得", "认为", "坚持", "劝", "建议", "让我", "希望",
                  "要我", "催", "逼")


def others_opinion(statement: str | None, value: Any) -> bool:
    """True when every mention of `value` (a string) is in what another person thinks or wants of the subject, and
    the subject says nothing after it: "my boss thinks I should go for staff engineer", "我领导觉得我应该转 Go"."""
    read = _naming_another(statement, value)
    return read is not None and _others_opinion(read[0], value)


def _others_opinion(lowered: str, value: str) -> bool:
    for hint in _OPINION_HINTS:  # (a loop, not any(): no generator)
        if hint in lowered:
            break
    else:
        return False
    found = None
    for n, m in enumerate(_mentions(lowered, value)):
        lo = max(0, m.start() - WINDOW)
        sentence = SENTENCE_START.search(lowered, lo, m.start())
        opinion = None if n == MAX_CUES else _OPINION.search(lowered, sentence.start() + 1 if sentence else lo, m.start())
        if opinion is None:
            return False
        if opinion.group("my") is not None and opinion.group("verb") in _TOLD and (
                lowered.startswith("new ", opinion.end()) or _NOW_AFTER.match(lowered, m.end()) is not None):
            return False  # news of the subject relayed: "my manager told me my new title is ...", "... is X now"
        found = m
    return (found is not None and _OTHER_SPEAKER.search(lowered, found.end(), found.end() + WINDOW) is None
            and _AGREED.search(lowered, found.end(), found.end() + WINDOW) is None)


_TOLD = frozenset(("says", "said", "tells me", "told me"))
_NOW_AFTER = re.compile(r"\s+(?:now|as of (?:today|this week|monday))\b")
# the subject agrees, without saying "I": "..., and she's right", "..., which is true" (review 21)
_AGREED = re.compile(r"\b(?:(?:she|he|they)(?:['’]s|['’]re| is| are) (?:right|correct|not wrong)|which is (?:true|right|correct)"
                     r"|(?:that|it)['’]s (?:true|right|correct)|true enough|fair enough)\b|说得对|没错|确实")


# The last segment of a key whose value is no state (what someone is called, when they were born): a time or trip
# beside it bounds something else ("老公大伟这周出差" under family.partner.name)
_IDENTITY = frozenset(("name", "names", "nickname", "nicknames", "surname", "surnames", "birthday", "birthdays", "dob",
                       "birthdate"))
# A segment of a key naming another person or animal than the subject (family.sister.city, pets, friends.close,
# work.colleagues, household.members): facts of theirs are stored there. Every other key is the subject's own.
_PERSON_SEGMENTS = frozenset((
    "family", "relatives", "relative", "kin", "contacts", "contact", "friends", "friend", "bestie", "bff", "partner",
    "partners", "spouse", "wife", "husband", "mother", "mom", "mum", "father", "dad", "parents", "parent", "son", "sons",
    "daughter", "daughters", "kids", "kid", "children", "child", "baby", "babies", "brother", "brothers", "sister",
    "sisters", "sibling", "siblings", "colleagues", "colleague", "coworker", "coworkers", "boss", "manager", "managers",
    "ex", "exes", "pets", "pet", "cat", "cats", "dog", "dogs", "neighbours", "neighbour", "neighbors", "neighbor",
    "household", "guests", "guest", "relationship", "relationships", "people", "person", "girlfriend", "boyfriend",
    "fiance", "fiancee", "roommate", "roommates", "flatmate", "flatmates", "landlord", "landlady", "mentor", "aunt",
    "uncle", "cousin", "cousins", "nephew", "niece", "inlaws", "stepson", "stepdaughter", "stepmother",
    "stepfather", "client", "clients", "teammates", "teammate", "members", "member"))
# (not "team": sport.team is the team the subject supports, work.team the subject's own; not "law": work.law_firm)
_SEGMENT_BREAK = re.compile(r"[^a-z0-9]+")


# A key of things the subject avoids, or a safety fact (an allergy): there a negation states the value ("I don't eat
# pork", value pork, key diet.avoid; "I can't have peanuts"), so it is not read as one (`ledger.policy`, `ledger.gate`)
_AVOIDED = re.compile(r"avoid|dislike|allerg|intoleran|restrict|exclu|forbid|banned|block|hate|aversion|phobia|fear"
                      r"|taboo|veto|reject|refus|never|without|contraindic|(?:^|[._:/-])(?:no|not|non|anti|dont)(?:[._:/-]|$)"
                      r"|忌|不|禁|过敏|讨厌|拒绝", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def avoided_key(key: str) -> bool:
    return _AVOIDED.search(key) is not None


@functools.lru_cache(maxsize=4096)
def key_segments(key: str) -> tuple[bool, bool]:
    """(the key is another's: a segment names a person, the key is of an identity: its last segment names one)"""
    segments = [s for s in _SEGMENT_BREAK.split(key.lower()) if s]
    return (any(s in _PERSON_SEGMENTS or s.startswith("grand") for s in segments),
            bool(segments) and segments[-1] in _IDENTITY)


@functools.lru_cache(maxsize=4096)
def someone_elses_key(key: str) -> bool:
    """A key about another person or animal than the subject (family.mother.city, pets, work.colleagues)."""
    return key_segments(key)[0]


# The last segment of a key whose value a trip or a stay seldom bounds (a phone number, an email, a school, an allergy,
# an employer): a time beside it in another clause bounds the trip, not the value (review 21: "Leo's allergic to peanuts,
# he's staying with his gran till Sunday")
_LASTING = frozenset(("phone", "phones", "mobile", "tel", "telephone", "email", "emails", "school", "schools", "allergy",
                      "allergies", "allergen", "allergens", "intolerance", "intolerances", "employer", "employers",
                      "company", "workplace", "occupation", "profession", "nationality", "blood", "bloodtype"))


@functools.lru_cache(maxsize=4096)
def lasting_key(key: str) -> bool:
    """A key whose value no trip or stay bounds, read from its last segment (family.son.allergy, contacts.mum.email)."""
    segments = [s for s in _SEGMENT_BREAK.split(key.lower()) if s]
    return bool(segments) and segments[-1] in _LASTING
