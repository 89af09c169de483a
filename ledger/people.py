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
from collections.abc import Iterator
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
    holds_any,
    last_match,
)
from ledger.gloss import english as _english
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
                       r"|(?:i|we) (?:moved|went|came|live|stay|settled|work) (?:back |over |out )?(?:there|here)"
                       # ... told with a perfect or an adverb: "my wife loves Leeds, we have lived there since 2019"
                       r"|(?:i|we)(?:['’]ve| have| had|['’]d)(?: (?:always|already|just|also|now))? (?:lived|been living"
                       r"|moved|settled|worked|been working|been) (?:back |over |out )?(?:there|here))\b"
                       r"|我也|我们也|我还|我们还|跟我一样|和我一样|我俩都|我们都|我更|我们更"
                       # "我老婆很喜欢成都，我们2019年就搬过去了": the speaker moved or lives there too
                       r"|(?:我们|我(?![老妈爸哥姐弟妹儿女家爷奶外公婆朋同室邻舅姑叔姨男对媳闺]))[^，。,.;；!?！？]{0,8}?(?:搬过去|搬过来|搬去那|搬到那|在那(?:儿|里|边)?(?:住|生活|定居|工作)|住在那)")
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
    b" folks toddler toddlers youngest eldest mentor lead therapist teacher tutor supervisor cto ceo cfo coo cio vp"
    b" director founder cofounder".split())
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
    return (read is not None and _someone_elses(*read, value)) or _theirs_elsewhere(statement, value, opinions=False)


def not_the_users(statement: str | None, value: Any) -> bool:
    """`someone_elses` or `others_opinion`, the statement read once (the write gate's question)."""
    read = _naming_another(statement, value)
    return (read is not None and (_someone_elses(*read, value) or _others_opinion(read[0], value))) or (
        _theirs_elsewhere(statement, value))


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
# (the people of work too, and what they think the speaker's team or household should do: "my CTO keeps saying we should
# move everything to Hetzner", "my wife thinks we should move to Leeds"; "我妈说我们早该搬去萧县了")
_BOSSES_EN = r"(?:my|our)\s+(?:[\w-]+\s+)?(?:supervisor|cto|ceo|cfo|coo|cio|vp|director|founder|co-?founder|line manager)"
_OPINION = re.compile(
    r"(?:" + _OTHER_EN + r"|" + _BOSSES_EN + r")\s+(?:[\w-]+\s+)?(?:(?P<verb>thinks|thought|reckons|reckoned|believes|believed"
    r"|insists|insisted|swears|claims|is convinced|keeps saying|says|said|keeps telling me|tells me|told me)\s+(?:that\s+)?"
    r"(?:(?:i|we)\s+(?:should|ought|need|must|have to|would|could)\b|(?:i|we)['’]d\b|(?P<my>my\s+))"
    r"|(?:wants|wanted|expects|keeps pushing|is pushing|pushes|would like)\s+(?:me|us)\s+to\b)"
    r"|(?:" + _PEOPLE_ZH + r"|领导|上司)(?:总是?|老是?|一直|天天|非|也|都|还|又)*(?:(?:说|觉得|认为|坚持|非说|劝|建议)我们?"
    r"(?:早就?|真|也|还是|都)*(?:应该|该|得|最好|要|适合|还是|去)|(?:想让|希望|要|催|逼|非要)我"
    # what they keep asking the speaker to change to, the change word inside the asking: "老婆一直让我换成安卓", "我妈叫我搬回
    # 老家" (the value right after it; "…换成华为了", done, is the speaker's change: `_ASKED_DONE`)
    r"|(?P<ask>(?:让|叫)我们?(?:赶紧|赶快|快点|早点|也|都|去)*(?:换成|换|搬到|搬去|搬回|改成|改用|转到|转去|迁到|跳槽到|跳槽去|调到)))")
# after a change asked for, what says it was done: "老婆让我换成华为了", "让我换成华为，我就换了"
_ASKED_DONE = re.compile(r"\s*了|[^。！？!?\n]{0,20}?(?:已经|(?:换|搬|改|转|迁|跳槽)(?:过去|过来|好|完)?了|照做|听(?:她|他|他们)的"
                         r"|用上了)")
_OPINION_HINTS = ("think", "thought", "reckon", "believ", "insist", "swear", "claim", "convinced", "say", "said", "tell",
                  "told", "want", "expect", "push", "would like", "说", "觉得", "认为", "坚持", "劝", "建议", "让我", "希望",
                  "要我", "催", "逼")


def others_opinion(statement: str | None, value: Any) -> bool:
    """True when every mention of `value` (a string) is in what another person thinks or wants of the subject, and
    the subject says nothing after it: "my boss thinks I should go for staff engineer", "我领导觉得我应该转 Go"."""
    read = _naming_another(statement, value)
    return (read is not None and _others_opinion(read[0], value)) or _theirs_elsewhere(statement, value, facts=False)


def _others_opinion(lowered: str, value: str) -> bool:
    for hint in _OPINION_HINTS:  # (a loop, not any(): no generator)
        if hint in lowered:
            break
    else:
        return False
    found = None
    for n, m in enumerate(_named(lowered, value)):
        lo = max(0, m.start() - WINDOW)
        sentence = SENTENCE_START.search(lowered, lo, m.start())
        opinion = None if n == MAX_CUES else _OPINION.search(lowered, sentence.start() + 1 if sentence else lo, m.start())
        if opinion is None:
            return False
        if opinion.group("my") is not None and opinion.group("verb") in _TOLD and (
                lowered.startswith("new ", opinion.end()) or _NOW_AFTER.match(lowered, m.end()) is not None):
            return False  # news of the subject relayed: "my manager told me my new title is ...", "... is X now"
        if opinion.group("ask") is not None and (_BREAK_OR_ME.search(lowered, opinion.end(), m.start()) is not None
                                                 or _ASKED_DONE.match(lowered, m.end()) is not None):
            return False  # the value not the one asked for, or the change done: the speaker's
        if _ACTED_ON.search(lowered, opinion.end(), m.start()) is not None:
            return False  # advice the speaker took up before the value: "my mum says I should move, and I did: Leeds"
        found = m
    if found is None:
        return False
    after = lowered[found.end(): found.end() + WINDOW]
    if _UNDECIDED_HINT in after or "not" in after or "n't" in after or "n’t" in after or "no way" in after:
        after = _UNDECIDED.sub(" ", after)
    return _OTHER_SPEAKER.search(after) is None and _AGREED.search(after) is None


# the speaker after the advice, not taking it up: undecided or unwilling ("我还没想好", "我才不换", "I haven't decided",
# "not sure yet"): still only their advice
_UNDECIDED_HINT = "我"
_UNDECIDED = re.compile(r"我(?:还|也|可|才|暂时|目前)?(?:没(?:想好|决定|打算|换|搬|答应)|不(?:想|打算|换|搬|愿意|要)|在(?:考虑|犹豫|纠结)"
                        r"|拿不定|再想想|还在想)"
                        r"|\b(?:i|we) (?:haven['’]t|have not) (?:decided|made up|done it|switched|moved)\b"
                        r"|\b(?:i['’]m|i am|we['’]re|we are) not (?:sure|convinced|doing it|switching|moving)\b"
                        r"|\b(?:i|we) don['’]t (?:want to|think so)\b|\bno way\b")


# a value named without the kind of thing it is ("安卓" for 安卓手机, "Pixel" for "Pixel phone", "萧县" for 萧县县城 is not)
_KIND_ENDING = re.compile(r"(?<=\w)(?:手机|电脑|笔记本|平板|市)$|(?<=\w)\s+(?:phone|laptop|city)$")


def _named(lowered: str, value: str) -> Iterator[re.Match[str]]:
    """The mentions of `value` in the lowered statement, or, where there is none, of the value without the kind of thing
    it is at its end ("老婆一直让我换成安卓" under devices.phone = 安卓手机)."""
    first = _mentions(lowered, value)
    m = next(first, None)
    if m is not None:
        yield m
        yield from first
        return
    short = _KIND_ENDING.sub("", value.strip())
    if short != value.strip() and short.strip():
        yield from _mentions(lowered, short)


_BREAK_OR_ME = re.compile(r"[，。,.;；!?！？:：\n]|我")
# a clause after the advice in which the speaker speaks: "..., and I did, I moved to Leeds", "我就换了，现在用华为"
_ACTED_ON = re.compile(r"[,.;:!?，。；：！？\n][^,.;:!?，。；：！？\n]{0,40}?(?:\b(?:i|we|i['’]ve|we['’]ve|i['’]m|we['’]re)\b|我)")
_TOLD = frozenset(("says", "said", "tells me", "told me"))
_NOW_AFTER = re.compile(r"\s+(?:now|as of (?:today|this week|monday))\b")
# the subject agrees, without saying "I": "..., and she's right", "..., which is true" (review 21)
_AGREED = re.compile(r"\b(?:(?:she|he|they)(?:['’]s|['’]re| is| are) (?:right|correct|not wrong)|which is (?:true|right|correct)"
                     r"|(?:that|it)['’]s (?:true|right|correct)|true enough|fair enough)\b|说得对|没错|确实")


# -- the same in French, Spanish, Portuguese, Italian and German ------------------------------------------------------
# Another person opens the clause the value is in, and nothing in it is the speaker's: "A minha namorada começou a
# trabalhar na Pastelaria Dão", "O Duarte, o meu colega, passou para a Pastelaria Dão", "Mi hermana se mudó a Lugo", "Mon
# frère vit à Lorient", "Mein Bruder wohnt in Jena" (seed 002: two people, two facts); or what they think or ask the
# speaker should do: "Mi supervisora dice que me iría mejor en pediatría", "Ma mère dit que je devrais déménager à Lyon",
# "A minha mãe acha que eu devia mudar para o Porto". These languages drop the subject ("trabalho na ..." is the
# speaker's), so a person is read only where they open the value's own clause, an apposition ("o Duarte, o meu colega,")
# the only comma between; a word of the speaker ("eu", "me", "yo", "je", "ich", "nós", "mi") between or after the value
# in its sentence, or advice taken up in a later clause ("… que pidiera el traslado y lo pedí: desde el lunes trabajo
# en …"), keeps the old decision.
_PEOPLE_RO = (
    # Portuguese
    r"(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas)\s+(?:namorad[oa]s?|colegas?|irmãos?|irmãs?"
    r"|mãe|pai|pais|marido|mulher|esposa|filh[oa]s?|amig[oa]s?|chefe|supervisor[a]?|vizinh[oa]s?|prim[oa]s?|ti[oa]s?"
    r"|avó|avô|sogr[oa]s?|companheir[oa]|cunhad[oa])"
    # Spanish
    r"|(?:mi|mis|nuestr[oa]s?)\s+(?:herman[oa]s?|madre|mamá|padre|papá|padres|novi[oa]|mujer|marido|espos[oa]|hij[oa]s?"
    r"|amig[oa]s?|compañer[oa]s?|jef[ea]|supervisor[a]?|vecin[oa]s?|prim[oa]s?|tí[oa]s?|abuel[oa]s?|suegr[oa]s?|pareja"
    r"|cuñad[oa])"
    # French
    r"|(?:mon|ma|mes|notre|nos)\s+(?:frère|sœur|soeur|mère|père|parents|copain|copine|mari|femme|épouse|fils|fille|amie?s?"
    r"|collègues?|chef|cheffe|patron|patronne|voisine?s?|cousine?s?|oncle|tante|grand-mère|grand-père|compagnon|compagne"
    r"|beau-frère|belle-sœur|responsable|supérieure?)"
    # Italian
    r"|(?:(?:il|la|i|le)\s+)?(?:mio|mia|miei|mie|nostro|nostra)\s+(?:fratell[oi]|sorell[ae]|madre|mamma|padre|papà|genitori"
    r"|ragazz[oa]|fidanzat[oa]|moglie|marito|figli[oa]?|amic[oa]|amici|colleg[ah]i?|capo|responsabile|vicin[oa]|cugin[oa]"
    r"|zi[oa]|nonn[oa])"
    # German
    r"|(?:mein|meine|meinem|meiner|unser|unsere)\s+(?:bruder|schwester|mutter|mama|vater|papa|eltern|freund|freundin|frau"
    r"|mann|sohn|tochter|kollege|kollegin|chef|chefin|nachbar|nachbarin|cousin|cousine|onkel|tante|oma|opa|partner"
    r"|partnerin|vorgesetzter?)")
_FILLER_RO = r"(?:(?:e|y|et|und|ed|mas|pero|mais|aber|ma|olha|mira|bon|bref|also|allora|pois|bueno|ah|oh|ok)\b[\s,]*)*"
# a person who opens a clause: one of the words above, or in Portuguese and Italian the article and a name ("o Duarte",
# "a Ana", "la Giulia"), as written
_OTHER_RO = re.compile(r"\s*" + _FILLER_RO + r"(?:" + _PEOPLE_RO + r")\b")
_NAMED_RO = re.compile(r"\s*(?i:" + _FILLER_RO + r")(?:[oa]|[OA]|il|Il|la|La)\s+(?!(?:Café|Cafe|Pastelaria|Padaria|Banco|Hospital"
                       r"|Centro|Escola|Universidade|Instituto|Clube|Restaurante|Hotel|Porto|Brasil|Governo|Estado|Câmara)\b)"
                       r"[A-ZÀ-Ý][a-zà-ÿ]{1,20}\b(?!\s+[A-ZÀ-Ý])")
# what the person says or thinks the speaker should do (the value after it, in its clause)
_ADVICE_RO = re.compile(
    r"(?:" + _PEOPLE_RO + r")\s+(?:(?:me|m['’]|mi|mir)\s+)?(?:(?:dice|dijo|decía|cree|creía|piensa|pensaba|opina|insiste"
    r"|sigue diciendo|no para de decir|quiere|quería|diz|disse|dizia|acha|achava|pensa|insiste|anda a dizer|está sempre a dizer"
    r"|quer|queria|dit|disait|a dit|pense|pensait|trouve|croit|insiste|répète|voudrait|dice|diceva|ha detto|crede|continua a dire"
    r"|vorrebbe|sagt|meint|findet|denkt|glaubt|hat gesagt|will)(?:-me|me)?[\s,]+(?:que|qu['’]|che|dass)\s+"
    r"(?:(?:yo|eu|je|j['’]|io|ich|wir|nous|on|nosotros|nós|noi)\s+)?(?:(?:me|nos|m['’]|mi|ci)\s+)?(?:[\wà-ÿ]+(?:ía|íamos|ara|iera"
    r"|ase|iese|áramos|iéramos|asse|esse|isse|ria|ríamos|rais|rions|ais|ions|rei|remmo|ebbe|esse|essi)|debo|debemos|tengo que"
    r"|tenemos que|devo|devia|devíamos|deviamos|tenho de|tenho que|tinha de|dois|devons|faut|sollte|sollten|soll|sollen"
    r"|müsste|müssten|devi)\b"
    r"|(?:me|m['’]|mi)\s+(?:dit|conseille|a dit|a conseillé|répète|dice|ha detto|consiglia|ha consigliato)\s+(?:de|d['’]|di)\b)")
_ADVICE_HINTS = ("dic", "dij", "cree", "pien", "opin", "insist", "quier", "quer", "diz", "diss", "ach", "pens", "dit", "trouv",
                 "croi", "répèt", "voudr", "dett", "cred", "vorr", "sagt", "mein", "find", "denk", "glaub", "gesagt", "will",
                 "conseil", "consigl")
# the speaker, in these languages (their own word, or one told to them; French "on", we; Portuguese "-nos" after its
# verb: "mudámo-nos"; "switched", the word `ledger.gloss` writes for a change of the speaker's own, never another's:
# "me mudé allí", "ci siamo trasferiti", "on a déménagé")
_SPEAKER_RO = re.compile(r"\b(?:eu|me|mim|comigo|nós|connosco|conosco|yo|mí|conmigo|nosotros|nosotras|je|moi|nous|on|io"
                         r"|noi|ich|mich|mir|wir|uns|meu|minha|meus|minhas|mi|mis|mon|ma|mes|mio|mia|miei|mein|meine|meinem"
                         r"|unser|unsere|também|tambem|también|aussi|anche|auch|switched)\b|\b[jm]['’]|\w-nos\b")
# the speaker as the subject of a clause without its pronoun: a verb of the first person plural opening it, after
# "nos"/"ci" or a time word ("…, vivimos aquí", "y nos mudamos allí", "…, ci siamo trasferiti", "e ora viviamo lì";
# not the nouns that end so: "primos", "ramos", "últimos")
_WE_CLAUSE_RO = re.compile(
    r"(?:[,;:]|\b(?:y|e|et|ed|und|pero|mas|mais|ma|però|porque|perché|così|así que|assim|então|entonces|quindi|donc))"
    r"\s+(?:(?:ya|já|déjà|già|ahora|agora|ora|adesso|luego|después|depois|poi|pues|desde entonces|desde então"
    r"|da allora|también|também|anche|todos|tutti|aquí|aqui|qui|allí|ali|lì|là|hoy|hoje|oggi|por fin|finalmente)\s+){0,2}"
    r"(?:(?:nos|ci|ce)\s+)?(?!(?:primos|últimos|ultimos|mínimos|minimos|máximos|íntimos|ramos|tramos|extremos|préstamos"
    r"|ánimos|racimos|remos)\b)(?:[a-zà-ÿ]{2,}(?:amos|emos|imos|ámos|êmos|iamo|ammo|emmo|immo)|siamo|somos|fomos|fuimos)\b")
_BREAK_RO = re.compile(r"[.!;?:\n]|,(?!\s*$)")
_SENTENCE_RO = re.compile(r"[.!;?\n][^.!;?\n]*$")
_CLAUSE_RO = re.compile(r"[.!;?,:\n]")
_ROMANCE_HINTS = ("meu", "minha", "nosso", "nossa", "mi ", "mis ", "nuestr", "mon ", "ma ", "mes ", "notre", "nos ", "mio",
                  "mia", "miei", "mie ", "nostr", "mein", "unser", "o ", "a ", "il ", "la ")


def _theirs_elsewhere(statement: str | None, value: Any, *, facts: bool = True, opinions: bool = True) -> bool:
    """True when every mention of `value` (a string) in a statement of French, Spanish, Portuguese, Italian or German
    is another person's fact (`facts`) or what another person thinks the speaker should do (`opinions`), and nothing
    says it of the speaker."""
    if not statement or not isinstance(value, str) or not value.strip():
        return False
    lowered = folded(statement).lower()
    if not holds_any(lowered, _ROMANCE_HINTS) or _english(statement):
        return False
    cased = statement if len(statement) == len(lowered) else None
    found = False
    for n, m in enumerate(_mentions(lowered, value)):
        if n == MAX_CUES:
            return False
        lo = max(0, m.start() - WINDOW)
        sentence = _SENTENCE_RO.search(lowered, lo, m.start())
        begin = sentence.start() + 1 if sentence else lo
        if not ((facts and _of_another_ro(lowered, cased, begin, m)) or (opinions and _advice_ro(lowered, begin, m))):
            return False
        found = True
        end = _SENTENCE_END_RO.search(lowered, m.end(), m.end() + WINDOW)
        stop = end.start() if end else m.end() + WINDOW
        if _SPEAKER_RO.search(lowered, m.end(), stop) is not None or _WE_CLAUSE_RO.search(lowered, m.end(), stop):
            return False  # the speaker after it: "... e eu também", "... y yo con ella", "..., vivimos aquí"
    return found


_SENTENCE_END_RO = re.compile(r"[.!;?\n]")


def _of_another_ro(lowered: str, cased: str | None, begin: int, m: re.Match[str]) -> bool:
    """Does another person open the clause of the mention `m` (the sentence begins at `begin`), an apposition the only
    comma between, and nothing of the speaker's between?"""
    starts = [begin] + [c.end() for c in _CLAUSE_RO.finditer(lowered, begin, m.start())]
    for start in starts:
        subject = _OTHER_RO.match(lowered, start, m.start())
        if subject is None and cased is not None:
            subject = _NAMED_RO.match(cased, start, m.start())
        if subject is None or subject.end() >= m.start():
            continue
        between = _OTHER_RO.sub(" ", lowered[subject.end(): m.start()])
        between = between.lstrip()
        if between.startswith(","):  # (the apposition closed: "o Duarte, o meu colega, passou para a")
            between = between[1:]
        if between.strip() and _BREAK_RO.search(between) is None and _SPEAKER_RO.search(between) is None:
            return True
    return False


def _advice_ro(lowered: str, begin: int, m: re.Match[str]) -> bool:
    """Is the mention `m` in what another person says or thinks the speaker should do, in the advice's own clause?"""
    if not holds_any(lowered[begin: m.start()], _ADVICE_HINTS):
        return False
    advice = last_match(_ADVICE_RO, lowered[begin: m.start()])
    return advice is not None and _BREAK_RO.search(lowered, begin + advice.end(), m.start()) is None


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
