"""What stopped holding: a statement that ends the value it names ("I don't use Java anymore", "I quit smoking",
"Java 不用了", "以前很迷 BIGBANG，现在不追了"), read with the clause, negation and people machinery of `ledger.cues`
(the change and correction cues), within its WINDOW / MAX_CUES bounds."""

from __future__ import annotations

import re
from typing import Any

from ledger.assertion import other_opens
from ledger.clauses import (
    CLAUSE_END,
    CLAUSE_START,
    CONTRAST,
    FEELING,
    FULL_STOP,
    HEAD_CONTRAST,
    MAX_CUES,
    NEGATED,
    NOT_ONLY,
    QUOTED,
    SENTENCE_START,
    THIRD_PARTY,
    WINDOW,
    asserted,
    holds_any,
)
from ledger.script import folded
from ledger.used_to import _GONE_TO, _RETURN, _elsewhere, _used_to

# A value that stopped holding: "I don't use Java anymore", "I no longer live in Berlin", "I quit smoking",
# "Java 不用了", "我已经不住在柏林了". Said with the value it ends, such a statement is no repeat of it (a
# repeat would reinforce the very fact it ends). The value must be named in the cue's clause: in "I moved
# to Berlin, no longer Paris" (value Berlin) the cue ends Paris, and Berlin is stated again.
# (不V…了: "咖啡不喝了"; a pastime's verb too: "年初就不游泳了", "不滑雪了", "不踢球了", "不爬山了", "不唱K了", "不划船了")
_NOT_VERBS = "用住做吃喝抽玩写学在去开打看听骑养练追订跑碰送请雇租弹刷拉画戴种卖教带修钓投跳游滑踢爬唱划"
_CESSATION = re.compile(
    r"\bno longer\b(?! than\b)|\banymore\b|\bany more\b(?=\s*(?:[.,;!?)]|$|(?:but|though)\b))"
    # "No more Red Bull on the night runs" (not "no more than one", "no more Red Bull left", "no more sugar for him")
    r"|\bno more\b(?! than\b)(?![^.!?;,\n]{0,30}\b(?:left|in stock|available|for (?:him|her|them|the kids))\b)"
    r"|\b(?:stopped|quit|gave up|given up|left|cancell?ed|unsubscribed|sold|got rid of|dropped|ditched|deleted"
    # a job or a place left ("I resigned from Acme", "I was made redundant at Acme", "I moved out of Lisbon")
    r"|(?:resigned|retired) from|moved out of|(?:laid off|fired|let go|made redundant) (?:from|at|by))\b|(?:['’]s|\bis|\bare) behind (?:me|us)\b"
    r"|不再|不用了|已经不|没再|(?<!破)戒了|(?<!破)戒掉|(?<![破警斋])戒(?![指备严律心尺台])[^，。,.;；!?！？了]{1,4}(?:了|啦)|放弃了|退订|退掉了|取消了|注销了|下线了|停用了|弃用了|淘汰了|卖掉了|卖了|离职"
    r"|没(?:有|再)?续(?:费|订)?|不续费了|不续了|停止续费"
    # a membership or an order given back: "酷狗音乐会员退了" (not 倒退了, 后退了, 撤退了, 衰退了, 减退了, 消退了, 击退了)
    r"|(?<![倒后撤衰减消击辞])退了"
    # a stop by the doctor's word: "医生让停了", "医生让我停了二甲双胍", "停药了" (not "雨停了", "地铁停了")
    r"|让我?停(?:掉|用|服)?了|叫我?停(?:掉|用|服)?了|停药了|停服了"
    # ... or the speaker's: "阿司匹林已经停了", "二甲双胍我停了", "降压药停掉了", "医生给停了" (`_BARE_STOP`)
    r"|(?:(?<=已经)|(?<=早就)|(?<=早都)|(?<=就)|(?<=我)|(?<=给))停(?:掉|用|服)?了|停掉了"
    r"|不[" + _NOT_VERBS + r"]"
    r"[^，。,.;；!?！？]{0,12}(?:了|啦)"
    r"|不要了"
    # an English verb in a Chinese sentence: "Netflix 我 cancel 了", "gym 卡 quit 掉了"
    r"|(?<![不没别])(?<![不没别] )\b(?:cancel|quit|unsubscribe|drop|stop|delete|uninstall)\s*(?:掉了|了)"
    # chat: uninstalled, left the game, laid off ("被毕业"), given away, not touched for months
    r"|弃了|弃剧了|弃坑了|卸载了|卸了|退坑|被毕业|被裁了?|被辞退?了?|送人了|送给[^，。,.;；!?！？]{1,8}了|没碰(?:过)?了?",
    re.IGNORECASE,
)
_CESSATION_HINTS: tuple[str, ...] = ("longer", "more", "deleted", "moved out", "laid me", "let me go", "made me",
                    "last day", "sacked", "dismissed", "terminated", "rehired", "离开", "搬离", "搬出", "出来了", "辞了", "裁了",
                    "开除", "炒", "优化了", "以前", "之前", "原来", "过去", "从前", "曾经", "used to",
                    # (a parting: `_parted`)
                    "broke", "split", "divorc", "together", "talk", "speak", "sleep", "put ", "lost", "died", "passed",
                    "rainbow", "retired", "resigned", "moved out", "分手", "离婚", "分开", "离了", "掰了", "联系", "绝交", "去世",
                    "过世", "走了", "喵星", "汪星", "离开了我们", "不在了", "退休", "搬走", "搬出去", "老家", "辞职", "stopped", "quit", "gave up", "given up", "left", "cancel", "unsubscribed", "behind",
                    "dropped", "removed", "rotated off", "rolled off", "stepped down",
                    "ditched", "laid off", "fired", "let go", "redundant", "ausgetreten",
                    "sold", "got rid of", "卖", "离职", "续", "unsubscribe", "uninstall", "delete", "stop了", "stop 了", "drop了",
                    "drop 了", "停了", "停药", "停掉了", "停用了", "停服了",
                    "不", "没再", "戒", "放弃了", "退了", "卸", "弃", "退坑", "被毕业", "被裁", "被辞", "送", "没碰", "退订", "退掉了", "取消了", "注销了", "下线了", "停用了", "弃用了", "淘汰了")


def may_end(statement: str | None) -> bool:
    """False when the statement holds no word a cessation needs (the usual case: `ends` is then False for
    every value, so a caller asking about several values looks once)."""
    if not statement:
        return False
    if not statement.isascii():
        statement = folded(statement)
    lowered = statement.lower()
    for hint in _ASCII_CESSATION_HINTS if statement.isascii() else _CESSATION_HINTS:  # noqa: SIM110 - a loop: cheaper
        if hint in lowered:
            return True
    return False
# A verb of leaving ends only its object: "I left Google", "we stopped using Java", "I quit smoking"; not "I left my
# keys in Berlin", "I stopped by Berlin", "I turned left in Berlin", "I quit Python for Java" (the value must follow the verb)
_LET_GO = tuple(f"{v} {p}" for v in ("laid off", "fired", "let go", "made redundant") for p in ("from", "at", "by"))
_JOB_LEFT = ("resigned from", "retired from")
_VERBS = ("stopped", "quit", "gave up", "given up", "left", "cancelled", "canceled", "unsubscribed", "sold", "got rid of",
          "dropped", "ditched", "deleted", "moved out of", *_JOB_LEFT, *_LET_GO)
# ends for good whenever it was said: "Paramount+ cancelled by the user today" is no pause ("今天不喝咖啡了" is)
_FOR_GOOD = (*_LET_GO, *_JOB_LEFT, "deleted", "cancelled", "canceled",
             "unsubscribed", "sold", "got rid of", "退订", "退掉了", "取消了", "注销了", "卖掉了", "卖了", "离职")
# passive: "Paramount+ cancelled by the user", "Paramount+ was cancelled" (the value before the verb)
_PASSIVE = r"\s+(?:(?:was|were|is|has been|have been|got|been)\s+)?$"
_OBJECT = r"\s+(?:from\s+)?(?:[a-z]+ing\s+(?:(?:in|at|for|with|on|from|about)\s+)?)?(?:(?:the|my|our|a|an)\s+)?"
_LEFT_BEHIND = ("ditched", *_JOB_LEFT, *_LET_GO)
# the speaker, or nobody (chat: "got laid off from hooli today"), before such a verb in its clause
_OWN_HEAD = re.compile(r"\s*(?:(?:so|and|well|ugh|lol|finally|just|today|yesterday)\s+)*(?:(?:i|we)(?:['’]ve|['’]d)?\s+)?"
                       r"(?:(?:just|finally|officially|have|had|has|got|was|were|been|get|getting)\s+)*")
# the value ends the object: "ditched Spotify for Apple Music", not "ditched the Spotify family plan"
_OBJECT_END = (r"(?=\s*(?:$|[.,;:!?)(~]|(?:for|and|but|so|because|today|yesterday|last|this|in|on|at|after|before|since"
               r"|when|as|with|to|lol|finally|too|already|now|completely|altogether|for good)\b))")
# Not yet, or not for good: a plan, an attempt, what almost happened, a pause ("今天不喝咖啡了": no coffee today)
_NOT_YET = re.compile(r"\b(?:will|shall|gonna|may|try|tries|trying|tried|attempt\w*|almost|nearly)\b|'ll\b"
                      r"|差点|试着|试图|尽量|努力"
                      # an ending wanted, not made: "I wanted to quit Acme", "was tempted / ready to", "threatened to"
                      r"|\b(?:wanted|wants?|wanting|tempted|ready|threaten(?:ed|ing|s)?|itching|dying|meant|hoping|hoped"
                      r"|longing|considered|considering|debating)\s+(?:to\s+)?(?:\w+ly\s+|just\s+)?$")
# ... a spell named right after the verb's object, even of a verb that ends for good: "I deleted Twitter for Lent", "I
# deleted Twitter for a week", "I moved out of Lisbon for the summer" (not "for a month-long trip", "for good")
_A_SPELL = re.compile(r"\bfor (?:(?:a|one|two|three|four|five|six|a few|a couple of|\d+) (?:days?|nights?|weeks?|weekends?"
                      r"|months?|fortnight)|(?:the )?(?:summer|winter|spring|autumn|lent|ramadan|holidays|weekend|week|month"
                      r"|season|semester|term|exams?))\b(?!-)")
# ... and out of a part of the value only: "I moved out of Lisbon's city centre", "We moved out of Lisbon city into
# Lisbon's suburbs" (not "I moved out of Lisbon in March")
_PART_OF = re.compile(r"['’]s\b|\s+(?:city|centre|center|downtown|old town|suburbs?|outskirts|district|neighbou?rhood)\b")
# ... a small part of it, which a place named after may be another part of ("I moved out of London's city centre to
# Hackney"; not the whole city or its metro area: "I moved out of Lisbon city and now live in Porto")
_A_CORNER = re.compile(r"(?:['’]s)?(?:\s+city)?\s+(?:centre|center|downtown|old town|district|neighbou?rhood|quarter)\b")
# ... or deleted everywhere: "I deleted Facebook everywhere", "... from my phone and my browser", "... from all my devices"
# (not from one device: "I deleted Facebook from my phone"; not "everywhere except my laptop", "... but still use it")
_EVERYWHERE = (r"(?=\s+(?:everywhere|from (?:all|every|everything)\b|from (?:my |the )?[\w-]+(?: [\w-]+)?\s*(?:,|and|&)"
               r"\s*(?:from |on )?(?:my |the )?[\w-]+)(?![^.!?;\n]{0,40}\b(?:except|apart from|but not|besides"
               # (nor still used on another: "... from my phone and my iPad but still use it on my laptop")
               r"|(?:still|only) (?:use|check|open|watch|scroll|browse|go on)\w*)\b))")
# ... and the app of a service that is still used another way: "I deleted the Twitter app, I use the website now"
_ANOTHER_WAY = re.compile(r"\b(?:website|web version|web app|browser|desktop|on the web|on my (?:laptop|computer|pc|mac))\b")
_FOR_A_WHILE = re.compile(r"\b(?:today|tonight|this (?:week|weekend|month|time|year)|for now|for the time being"
                          r"|for a (?:while|bit|day|week|month|few \w+|couple of \w+)|temporarily|at the moment)\b"
                          r"|今天|今晚|这周|本周|这个?星期|这个?月|这次|这回|暂时|这几天|最近几天"
                          # (a season, as "this winter": "今年冬天不滑雪了，雪太少", "这个暑假不去游泳了")
                          r"|今年(?:的)?(?:冬天|夏天|春天|秋天|冬季|夏季|春季|秋季|雪季)|今冬|今夏"
                          r"|这个?(?:冬天|夏天|春天|秋天|雪季|赛季|学期|假期|暑假|寒假)"
                          # (going out, not a thing let out for good: "房子租出去了", "卖出去了", "搬出去了")
                          r"|(?<![租卖送借嫁搬转让扔丢分])出去|下班|开会|吃饭")
# ... unless that time is when the ending started, for good: "从这个冬天开始就不滑雪了", "今年夏天起就不游泳了", "这个学期开始
# 不喝咖啡了", "starting this week I no longer …", "from today on" (not "今天起床…", "起来"); or the sentence says it is for
# good, never again: "以后都不喝了", "以后也不游了", "再也不", "膝盖不能再跑", "从此" (not "以后不一定", "下周不能再去了吗")
_FROM_THEN_ON = re.compile(r"(?:开始|起(?![床来得])|以来)?[，,\s]*(?:我们|我|就|都|也|已经)*(?:不|没|戒|停|放弃)")
_FROM_THEN = re.compile(r"(?:从|自从|自|\b(?:starting|beginning|from|as of|as from|effective)\s+)$")
_STARTED = re.compile(r"开始|起(?![床来得])|以来|\s+onwards?\b")
_NEVER_AGAIN = re.compile(r"以后(?:都|也|再)(?:不|没)|再也(?:不|没)|永远(?:都|也)?不|从此|一辈子(?:都|也)?不|(?:不能|不可以|没法|没办法)再"
                          r"|\b(?:never again|for good|ever again)\b")


def _for_a_while(sentence: str) -> bool:
    """Does the sentence say a spell ("今年冬天不滑雪了", "today") that is no starting point of an ending for good?"""
    if _NEVER_AGAIN.search(sentence):
        return False
    for w in _FOR_A_WHILE.finditer(sentence):
        started = _STARTED.match(sentence, w.end()) is not None
        since = _FROM_THEN.search(sentence, max(0, w.start() - 12), w.start()) is not None
        if w.group().isascii():
            if not (since or started):
                return True
        elif not ((since or started) and _FROM_THEN_ON.match(sentence, w.end())):
            return True
    return False


# The cue ends something else than the value, which holds: what the speaker cannot do without ("I can't live without
# coffee anymore"), less of it ("I don't drink as much coffee anymore"), a memory ("I no longer remember when I started
# at Google"), a feeling ("Java isn't so bad anymore"), a place not left again ("I won't leave Madrid anymore")
_STILL_HELD = re.compile(
    r"\b(?:live|do|go|be|survive|cope|manage|function|get by|imagine \w+(?: \w+)?) without\b"
    r"|\b(?:as|so|that) (?:much|many|often|frequently)\b|\b(?:remember|recall|recollect)\b"
    r"|\bknow (?:when|since|how long)\b"
    r"|\b(?:so|that|as|too|all that) (?:bad|awful|terrible|annoying|scary|painful|boring)\b"
    r"|(?:n['’]t|\bnot|\bnever|\bto|\blonger|\bi|\bwe)\s+(?:be\s+|ever\s+)?(?:leave|leaving)\b")
# A stop for a while: "医生让我停了一周阿司匹林，做完手术再吃", "二甲双胍停药了两天，明天接着吃", "教练让我停了两周游泳" (a duration
# without 了 after it: not "停了三个月了", "三年前就停了"), or a return in the sentence ("做完就恢复", "继续吃")
_PAUSED = re.compile(r"[一两二三四五六七八九十几半\d]+\s*个?(?:天|日|周|星期|礼拜|月)(?!了|前|以前|之前|多了|以上了)"
                     r"|(?:再|继续|接着|恢复)(?:吃|用|服|练|打|喝|上)|恢复|先观察")
# ... and 不V…了 with its verb taken up again at a time ahead, later in its sentence: a pause ("我不唱K了，嗓子哑了，下周再去",
# "不滑了，明年再滑"; not another thing done later, "不用Java了，下个月再学Go")
_AGAIN_LATER_ZH = (r"(?:下(?:周|星期|礼拜|个?月|次|回|学期|赛季)|明(?:天|年)|后天|过(?:一|两|几)?(?:天|周|阵子?|段时间)|改天|回头"
                   r"|以后|等[^，。,.;；!?！？]{{1,10}}?)(?:就|我们|我)?再(?:(?:去|来)?{v}|(?:去|来)(?=\s*(?:[吧呢啦了哈啊呀]\s*)*"
                   r"(?:$|[，。,.;；!?！？~])))")
# ... nor said of him or her, the clause's subject: "他早就不爬山了", "她已经不喝咖啡了" (not "他们" and the rest, which
# `THIRD_PARTY` reads; nor the speaker after a topic: "他我不请了")
# (nor the subject of a clause of time of a birth or a death, the one who stopped being someone else, the speaker: "她出
# 生以后就不滑雪了", "他去世以后就不钓鱼了"; not "他毕业以后就不踢球了", his own)
_HE_SHE_ZH = re.compile(r"\s*[他她](?!们)(?![^，。,.;；!?！？]*我)(?![^，。,.;；!?！？]{0,4}?(?:出生|出世|生下来|降生|去世|过世"
                        r"|离世|病逝|不在了)(?:了)?(?:以后|之后|后|以来|那年|那天|起|的时候|时))")
# A bare stop ("已经停了", "停掉了") ends only a value that does not stop by itself (not "地铁已经停了", "雨早就停了")
_BARE_STOP = re.compile(r"停(?:掉|用|服)?了$")
_STOPS_BY_ITSELF = re.compile(r"地铁|公交|车|雨|雪|风|电|水|网|服务|航班|班次|线路|钟|表|更新")
# The value referred to, not named: "I don't use it anymore", "I no longer work there", "Java? 我不用它了" (the agent
# resolved the pronoun to the value it sends). Only as an object, after another word of the clause: "It no longer
# works" and "that's no longer true" say something else stopped, or was never so.
# (not a demonstrative after a name: "Chrome 那个不用了" ends the Chrome one)
# a second verb of the clause ("… and sleep so much better", "… since I chose to leave")
_JOINS = re.compile(r"\b(?:and|but|because|since|while|though|although|cos|cuz)\b")
_PRONOUN = r"(?<=[a-z] )(?:it|that|this|them|those|these|there)(?![a-z0-9'’])|它|(?<![a-z0-9] )(?<![a-z0-9])(?:这个|那个|那里|那儿)"


# the value left a group: "Jonas left the payments rota", "eu-west-1 was removed from the deploy targets" (a member
# or an item of a many-valued key: the value is who or what left, not what the subject left; not "Priya left the
# standup early")
_LEFT_GROUP = (r"\s+(?:has\s+|had\s+|just\s+|finally\s+)?(?:left|quit|rotated off|rolled off|dropped off|stepped down from"
               r"|(?:was|were|has been|have been|got) (?:removed|dropped|taken) (?:off|from)|is no longer (?:on|in|part of))"
               r"\s+(?:the|our|this|my|its)\s+(?:[\w-]+\s+){0,3}?(?:rota|rotation|team|on-?call|schedule|list|roster|group|channel"
               r"|project|squad|company|org|organi[sz]ation|committee|board|programme|program|pool|cluster|targets?|regions?"
               r"|fleet|tier|plan|pilot|beta|line-?up|panel|council|stack|setup)\b[^.!?;\n]{0,80}")


_LEFT_HINTS = ("left", "quit", " off", "stepped down", "removed", "dropped", "taken", "no longer")


def ends(statement: str | None, value: Any, *, hinted: bool = False, others: bool = True) -> bool:
    """True when the statement says `value` (a string) stopped holding: a cessation cue in the
    clause that names the value, not negated ("I haven't stopped using Java"), not in a question,
    a plan or a hypothetical ("If I stopped using Java ..."), said of the subject (not "my brother"),
    not in quotes, not undone in its sentence ("... and came back"), not "not only", not for a while,
    not about a feeling ("I no longer hate Java"). `others` False: the key is about another person than the
    subject (family.brother.city), so that person's ending is the key's ("my brother no longer lives in Berlin")."""
    if not statement or not isinstance(value, str) or not value.strip():
        return False
    if not hinted and not may_end(statement):  # (`hinted`: the caller's may_end said yes)
        return False
    if not statement.isascii() or not value.isascii():
        statement, value = folded(statement), folded(value)
    if _ends_value(statement, value, others):
        return True
    lowered = statement.lower()
    if (_used_to(lowered, value.lower(), statement) or _topic_then_ceased(lowered, value.lower()) or _parted(lowered, value.lower())
            or _left_job_or_place(lowered, value.lower())):
        return True
    if " ".join(value.lower().split()) in " ".join(lowered.split()):
        return False  # named in full: read as it is
    # named short, as people do: "烟早戒了" (抽烟), "王者早就卸了" (王者荣耀), "Model Y 卖了" (特斯拉Model Y)
    return any(_ends_value(statement, part, others) for part in short_names(value) if part.lower() in lowered)


# A job or a place left, said with the value where no cessation word reaches it: the employer as who ended it ("Acme let
# me go last week", "Acme laid me off", "Acme fired me"), a last day ("My last day at Acme was Friday"), and in Chinese
# "我离开腾讯了", "我搬离上海了", "我从腾讯出来了", "腾讯那边我辞了", "我被腾讯裁了"; the speaker's own (not "我老公被腾讯裁
# 了", "Acme let me go home early", "my last day at Acme is Friday": to come)
_OPENS = r"(?:^|(?<=[.,;!?:]\s)|(?<=[.,;!?:]))\s*(?:(?:so|and|well|ugh|lol|then|finally|basically|update)\s+)*"
_LEFT_JOB_EN = (_OPENS + r"(?:the\s+)?{v}(?: (?:just|finally|officially|actually|has|have|had|went and))* (?:let me go|laid me off"
                r"|fired me|sacked me|made me redundant|dismissed me|terminated me|let me off)"
                r"(?=\s*(?:$|[.,;!?]|(?:last|this|yesterday|today|on(?! (?:a|an|my|our)\b)|in|after|because|since|when|and|but|so|lol|ugh)\b))"
                r"|\bmy last day (?:at|with|in) (?:the )?{v}(?![a-z0-9]) was\b(?! (?:supposed|meant|going|planned|set|scheduled)\b)"
                r"|\b(?:today|yesterday|friday|monday|tuesday|wednesday|thursday|last week) was my last day (?:at|with) (?:the )?{v}\b"
                r"|\b(?:i|we) (?:just )?had my last day (?:at|with) (?:the )?{v}\b")
# (the value itself, not a building or a part of it: "我离开腾讯大厦了", "我搬离上海市区了", "我搬出上海市中心了")
_PART_ZH = r"(?!\s*(?:大厦|大楼|园区|总部|办公室|门口|楼下|市区|市中心|城区|中心|老城|郊区))"
_LEFT_JOB_ZH = (r"(?:^|(?<=[，。,.;；!！?？\s]))(?:我们|我)?(?:已经|终于|早就|早|也|上个月|上周|去年|年初)?(?:"
                r"(?:离开|搬离|搬出)了\s*{v}" + _PART_ZH + r"|(?:离开|搬离|搬出)\s*{v}" + _PART_ZH
                + r"[^，。,.;；!?！？]{{0,6}}?(?:了|啦)"
                r"|从\s*{v}\s*(?:那边|那儿|那里)?(?:辞职)?出来了|被\s*{v}\s*给?(?:裁|裁员|辞退|开除|炒|炒鱿鱼|优化)掉?了)"
                r"|(?:^|(?<=[，。,.;；!！?？\s])){v}\s*(?:那边|那儿|那里|的工作|的活)?\s*(?:我们|我)?(?:已经|早就|也)?辞(?:职)?了")
# a trip, not a move: "离开上海去出差了", "离开上海玩几天"
_TRIP_ZH = re.compile(r"出差|旅游|旅行|度假|玩|几天|一周|一阵|过年|探亲|回来|回家(?!乡)|开会|吃饭|下班|今天|今晚")


_JOB_MOVED_ZH = re.compile(r"跳槽|离职|辞职|入职|换了?工作|去了?(?:别的|另一家|其他|其它)公司")


# German "austreten aus": a club, a party, a church left ("Aus dem Ruderverein Fulda bin ich Ende Februar
# ausgetreten", "Ich bin letztes Jahr aus der Kirche ausgetreten"), the speaker's own ("ich bin", "bin ich", "wir sind",
# the speaker among others, "Meine Frau und ich sind …", "Aus dem Verein sind meine Frau und ich …",
# not "Mein Bruder ist … ausgetreten"), not negated nor almost ("nicht", "noch nicht", "fast"), not a plan ("will",
# "werde") and not "kurz ausgetreten" (went to the toilet: no "aus dem …"), nor joined again later ("wieder eingetreten")
_NOT_DE = r"(?:(?!\b(?:nicht|nie|niemals|noch|fast|beinahe|wollte|will|werde|würde)\b)[^.!?;,\n])"
_LEFT_CLUB_DE = (r"\baus (?:dem|der|den|einem|einer|meinem|meiner|unserem|unserer) (?:[\w-]+ ){{0,3}}?{v}(?![\w-])"
                 + _NOT_DE + r"{{0,40}}?\s+(?:bin ich|sind wir|sind (?:[\w-]+ ){{1,4}}?und ich)\b"
                 + _NOT_DE + r"{{0,40}}?\s+ausgetreten\b"
                 r"|\b(?:ich bin|wir sind|und ich sind)\b" + _NOT_DE + r"{{0,40}}?\baus (?:dem|der|den|einem|einer|meinem|meiner"
                 r"|unserem|unserer) (?:[\w-]+ ){{0,3}}?{v}(?![\w-])" + _NOT_DE + r"{{0,40}}?\s+ausgetreten\b")
_JOINED_AGAIN_DE = re.compile(r"\bwieder (?:eingetreten|beigetreten|angemeldet|mitglied|dabei)\b")
_LEFT_JOB_HINTS = (" me", "last day", "离开", "搬离", "搬出", "出来了", "辞", "被", "ausgetreten")


def _left_job_or_place(lowered: str, value: str) -> bool:
    if len(value) > WINDOW or "?" in lowered or "？" in lowered or not holds_any(lowered, _LEFT_JOB_HINTS):
        return False
    v = re.escape(" ".join(value.split()))
    text = " ".join(lowered.split())
    if "ausgetreten" in text:
        m = re.search(_LEFT_CLUB_DE.format(v=v), text)
        if m is not None:
            stop = FULL_STOP.search(text, m.end())
            return not _JOINED_AGAIN_DE.search(text, m.end(), stop.start() if stop else len(text))
    m = re.search((_LEFT_JOB_EN if text.isascii() else _LEFT_JOB_ZH + "|" + _LEFT_JOB_EN).format(v=v), text)
    if m is None and not text.isascii():
        # a building or a part of it left for another employer: "我离开腾讯总部了，跳槽去阿里了" (not "…，调到深圳分公司")
        m = re.search(_LEFT_JOB_ZH.replace(_PART_ZH, "").format(v=v), text)
        if m is not None and not _JOB_MOVED_ZH.search(text, m.end()):
            return False
    if m is None:
        return False
    stop = FULL_STOP.search(text, m.end())
    # (from the value on: "我离开腾讯两年后又回去了" holds its return inside the match)
    named = re.search(v, m.group())
    rest = m.group()[named.end():] if named else ""
    rest += text[m.end(): stop.start() if stop else len(text)]
    return not _RETURN.search(rest) and not _A_BREAK.search(rest) and not (not text.isascii() and _TRIP_ZH.search(text))


# a break from the job, not its end: "Acme let me go last week for a few days to rest", "My last day at Acme was Friday,
# I'm on holiday till the 10th"
_A_BREAK = re.compile(r"\b(?:holidays?|vacation|leave|sabbatical|time off|days? off|a break|to rest|recharge"
                      # a season's break: "before the Christmas break", "after the summer break" (not "a clean break")
                      r"|(?:the|christmas|xmas|easter|summer|winter|spring|half-term|festive|new year['’]?s?) break(?!-)"
                      r"|for (?:a few|a couple of|a|one|two|three|four|five|\d+) (?:days?|weeks?|hours?)"
                      r"|(?:till|until|back on|back in) (?:the )?(?:\d|next\b|monday|tuesday|wednesday|thursday|friday"
                      r"|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november"
                      r"|december))")


# Chinese names the topic first and says it ended in the next clause, without naming it again: "塞尔达通关了，不玩了",
# "Succession 看完了，不追了", "那本书读完了，不看了" (not "塞尔达通关了，不玩了吗", "…，不玩了，又下回来了")
_TOPIC_CEASED = (r"^(?:我|我们)?\s*{v}\s*[^，。,.;；!?！？]{{0,10}}?了\s*[，,]\s*(?:我|我们)?(?:现在|已经|就|也|早就|早|再也)?"
                 r"不(?:用|玩|看|追|听|读|吃|喝|去|学|练|打|写|穿|订|骑|开|住)了(?:\s*[，。,.;；!！~]\s*(?P<rest>.*))?\s*$")


# a stop for now, not for good: too full, tired, stuck, too busy, today, back tomorrow ("火锅吃撑了，不吃了", "塞尔达玩累了，
# 不玩了，明天继续", "海底捞人太多了，不吃了": review 21)
_FOR_NOW_ZH = re.compile(r"撑|饱|累|困|卡关|卡住|体力|今天|今晚|明天|继续|再|休息|一会|小时|人太多|太多人|排队|换一家|下次|晚点|先|暂时")


def _topic_then_ceased(lowered: str, value: str) -> bool:
    if "不" not in lowered or "?" in lowered or "？" in lowered or len(value) > WINDOW or _FOR_NOW_ZH.search(lowered):
        return False
    m = re.match(_TOPIC_CEASED.format(v=re.escape(" ".join(value.split()))), " ".join(lowered.split()))
    return m is not None and not _RETURN.search(m.group("rest") or "")


# A person or a pet the value names, gone from the subject's life: a breakup, a divorce, a death said plainly or
# gently, a colleague who left or retired, someone who moved out ("Anna and I broke up", "I divorced Mark", "we had
# to put Biscuit to sleep", "Rufus died last week", "Priya left on friday", "我跟阿杰分手了", "团子上个月走了",
# "老李退休了", "岳母回老家了"). The value is the one who parted, named right at the verb; not negated, asked, planned
# or undone ("…but we got back together", "又复合了").
# (the speaker opens the clause: "Tom broke up with Anna" is two other people's breakup; review 21)
_SPEAKER = r"(?:^|(?<=[.,;!?:]\s)|(?<=[.,;!?:]))\s*(?:(?:so|and|but|well|yeah|honestly|anyway|oh)\s+)*(?:i|we)(?:['’]ve| have| had)?"
_ADVERBS = r"(?: just| finally| sadly| officially| recently| now| already)*"
_APART_END = r"(?=\s*(?:$|[.,;!?)]|(?:in|last|this|after|recently|months|years|a\s+(?:year|month|while))\b))"
_PARTED_EN = (
    # a breakup or a divorce of the speaker's: "I broke up with Anna", "Anna and I split up", "Anna broke up with me",
    # "Anna dumped me", "I divorced Mark", "Mark and I are divorced now", "Anna and I aren't together anymore"
    _SPEAKER + _ADVERBS + r" (?:broke|broken|split) up with {v}\b|" + _SPEAKER + _ADVERBS + r" (?:dumped|divorced) {v}\b"
    r"|\b{v} and (?:i|we)(?: have| had|['’]ve)?" + _ADVERBS + r" (?:broke|broken|split) up\b" + _APART_END
    + r"|\b{v}" + _ADVERBS + r" (?:broke up with|dumped|left) me\b(?! (?:a|an|the|some|my|at|in|on|with)\b)"
    r"|\b{v} and i(?: are|['’]re| got| have| had| just| finally| now)* (?:been )?(?:divorced|separated)\b"
    r"|\b{v} and i(?: have| had|['’]ve)? called it quits\b"
    r"|\b{v} and i (?:are not|aren['’]t|['’]re not|are no longer|['’]re no longer) together\b"
    r"(?=\s*(?:$|[.,;!?]|any ?more|now|since|after)\b)"
    r"|\b{v} and i (?:don['’]t|do not|no longer) (?:talk|speak)\b(?=\s*(?:$|[.,;!?]|any ?more|now|since|after)\b)"
    # a pet's death, said gently (with what says it died: "14 good years", "the vet", "he was 16"): "we had to put Biscuit
    # to sleep", "had to have Biscuit put down", "Biscuit was put to sleep"; a child is put to sleep every evening
    r"|\b(?:had to|have to|had) put {v} (?:to sleep|down)\b(?! as\b)|\b(?:had|have|having)(?: to have)? {v} put (?:to sleep|down)\b"
    r"|\b{v} (?:was|had to be|has been|got) put (?:to sleep|down)\b"
    r"|\b(?:we|i) lost (?:(?:our|my) (?:[\w-]+ ){{0,2}})?{v}\b(?!['’]s)(?! (?:at|on|for|during|while|when|somewhere|again)\b)"
    r"(?! in\b(?! (?:january|february|march|april|may|june|july|august|september|october|november|december|\d{{4}})\b))"
    r"(?! to (?!cancer|illness|old age|a (?:stroke|tumou?r|heart attack|long illness)|kidney|heart)\b)"
    r"|\b{v}(?: has| had| just| sadly| finally)* (?:died|passed away|passed on|passed|crossed the rainbow bridge)\b"
    r"(?! (?:the|a|an|my|his|her|their|our|it|its|me|by|through|out)\b)"
    # someone who left for good: "Priya left the company", "Priya left last month", "quit", "retired", "resigned", "was
    # laid off", "was made redundant", "moved out (of our flat)"; not "left for lunch", "left at 5", "left on holiday"
    r"|\b{v}(?: has| had| just| finally)* (?:left|retired|resigned|quit|moved out)\b"
    r"(?=\s*(?:$|[.,;!?(]|(?:last (?:week|month|year)|recently|the (?:company|team|firm|job)|for good|of (?:our|my|the) (?:flat|house|place|apartment)"
    r"|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|in (?:january|february|march|april|may|june|july|august|september|october|november|december|\d{{4}}))\b))"
    r"|\b{v}(?: has| had| just)* (?:was|got|been) (?:laid off|made redundant|let go|fired)\b"
    r"|\b{v}['’]s last day (?:was|is)\b"
)
_PARTED_ZH = (
    # the speaker's breakup ("我跟阿杰分手了", "跟阿杰吹了", "被阿杰甩了"; not "我妹跟阿杰分手了", "分开走了")
    r"(?:^|(?<=[，。,.;；!！\s])|我(?:已经|刚刚?|终于|也|早就)?)(?:跟|和|与){v}(?:已经|刚|刚刚|终于|也|早就)?"
    r"(?:分手|离婚|离了|掰了|断了联系|不联系|绝交|吹了|分了|散了|分开了(?![走坐行住睡吃玩去])(?=$|[，。,.;；!！~…\s]))"
    r"|{v}(?:和|跟)我(?:已经|刚|终于)?(?:分手|离婚|分开了(?=$|[，。,.;；!！]))|(?:被{v}|{v}把我)甩了"
    # a death, a retirement, a move out, a job left: the value itself, right at the verb ("老李他妈去世了" is his mother's);
    # 走了 and 不在了 only where something says it died ("团子上个月走了，去喵星了"; not "老李下班走了", "接走了")
    r"|{v}(?:(?![的他她妈爸父母儿女哥姐弟妹爷奶孩])[^，。,.;；!！?？]){{0,4}}?(?:去世|过世|病死|死了|安乐死|去喵星|去汪星|去了喵星|去了汪星|去天堂|上天堂"
    r"|离开了?我们|退休了|搬走了|搬出去(?:住)?了|搬回老家|回老家了|离职了|辞职了|跳槽了|不干了|裸辞了|上周没了|没了(?=[，。,.;；!！~…]|$))"
    r"|{v}(?:(?![的他她妈爸父母儿女哥姐弟妹爷奶孩接带开送跟拿牵抱领])[^，。,.;；!！?？]){{0,4}}?(?:走了|不在了)(?=$|[，。,.;；!！~…\s])"
    r"(?=.*(?:喵星|汪星|天堂|陪了|离开了?我们|去世|安息|难过|舍不得|想它|想他|想她|空落落|火化|埋))"
    r"|{v}(?:上个月|上周|上星期|上礼拜|去年|前几天|前阵子|年初|年前)(?:已经)?走了(?=$|[，。,.;；!！~…\s])"
)
_PARTED_HINTS = ("broke", "broken", "split", "divorc", "separated", "quits", "dumped", "together", "talk", "speak", "sleep",
                 "put", "lost", "died", "passed", "rainbow", "left", "retired", "resigned", "quit", "moved out", "laid off",
                 "redundant", "let go", "fired", "last day", "分手", "离婚", "分开", "离了", "掰了", "联系", "绝交", "吹了",
                 "分了", "散了", "甩了", "去世", "过世", "死", "走了", "喵星", "汪星", "天堂", "离开", "不在了", "退休", "搬走", "搬出去",
                 "老家", "离职", "辞职", "跳槽", "不干了", "裸辞", "没了")
# may_end looks for every word a parting needs too
_CESSATION_HINTS += tuple(h for h in _PARTED_HINTS if h not in _CESSATION_HINTS)  # (may_end reads both)
_ASCII_CESSATION_HINTS = tuple(h for h in _CESSATION_HINTS if h.isascii())  # all an ASCII statement can hold
# a parting undone, planned, asked, or no parting at all: for a while ("back on Monday", "过几天回来", "明天再来"), a
# return ("found her this morning", 又, 复合), a child's bedtime, a name put down on a form
_UNDONE = re.compile(r"\b(?:not|never|didn['’]t|haven['’]t|hasn['’]t|won['’]t|will|gonna|going to|might|(?<!in )may|if|thinking"
                     r"|back together|back|found|holiday|vacation|lunch|for the day|for a week|nap|naps|bed|bedtime|tonight"
                     r"|crib|cot|early|exhausted|cranky|tired|asleep|in the car|as my|as our|reference|contact)\b"
                     r"|没(?!了)|未|别|不会|要是|如果|想复合|复合|和好|又|午睡|睡觉|回来|再来|明天|过几天|过完|初[一二三四五六七八九十]"
                     r"|下班|出差|旅游|度假|放假|一会")
def _parted(lowered: str, value: str) -> bool:
    if len(value) > WINDOW or not holds_any(lowered, _PARTED_HINTS) or "?" in lowered or "？" in lowered:
        return False
    v = re.escape(" ".join(value.split()))
    text = " ".join(lowered.split())
    for m in re.finditer((_PARTED_EN if value.isascii() else _PARTED_ZH + "|" + _PARTED_EN).format(v=v), text):
        stop = FULL_STOP.search(text, m.end())
        start = SENTENCE_START.search(text[: m.start()])
        sentence = text[start.start() + 1 if start else 0: stop.start() if stop else len(text)]
        if _UNDONE.search(sentence.replace(m.group(), " ")) or _PLANNED.search(text, start.start() if start else 0,
                                                                              m.start()):
            continue
        clause = CLAUSE_START.search(text, 0, m.start())
        head = text[clause.start() + 1 if clause else 0: m.start()].rstrip()
        if head.endswith(("从", "在")) and (THIRD_PARTY.search(head) or other_opens(head[:-1])):
            continue  # the value is where someone else left: "我老公从腾讯离职了", "老李从腾讯离职了" (the speaker's: "我从…")
        return True
    return False


# a plan before the parting ("打算下个月离职了"); after it, a plan of what comes next ("从唯品会离职了，在家准备考公")
_PLANNED = re.compile(r"打算|准备|计划")


# a verb first in a short Chinese value of a habit, which people leave out when they end it: "抽烟" -> "烟早戒了"
_VERB_FIRST = "抽吸喝跑打玩练学养开做吃骑弹追送"
_SEGMENTS = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9 .+#-]*[A-Za-z0-9+#])?|[\u3400-\u9fff]+")


_GENERIC = frozenset({"会员", "vip", "卡", "plus", "pro", "max", "mini", "ultra", "app", "套餐", "账号", "版", "会员卡"})


def short_names(value: str) -> list[str]:
    """How a value is named short: each part of a value mixing Chinese and Latin script ("特斯拉Model Y": "特斯拉",
    "Model Y"), the first two characters of a Chinese name of four or more ("王者荣耀": "王者"), a habit's object
    ("抽烟": "烟", "跑外卖": "外卖")."""
    v = " ".join(value.split())
    segments = _SEGMENTS.findall(v)
    if len(segments) > 1:  # (no number alone, "小米14" -> "14"; no word any such name ends with, "会员")
        return [p for p in segments if len(p) >= 2 and not p.isdigit() and p.lower() not in _GENERIC]
    if len(segments) == 1 and segments[0] == v and "\u3400" <= v[0] <= "\u9fff":
        if len(v) >= 4:
            return [v[:2]]
        if len(v) >= 2 and v[0] in _VERB_FIRST:
            return [v[1:]]
        if len(v) == 2 and v[1] == "食":  # "不吃素了" (素食), "肉食"
            return [v[0]]
    return []


def _ends_value(statement: str, value: str, others: bool = True) -> bool:
    """`ends` for one name of the value, in the folded statement."""
    lowered = statement.lower()
    lowered = QUOTED.sub(lambda q: " " * len(q.group()), lowered)  # same length: positions still match `statement`
    named = " ".join(value.lower().split())
    if len(named) > WINDOW:  # no clause read (WINDOW on either side of a cue) names a longer value
        return False
    # "Go" is not named in "I no longer go to the gym's Gopher club": an ASCII letter or digit at either
    # end of the value must not continue a word ("用Java了" names Java: CJK has no spaces)
    edges = ("(?<![a-z0-9])" if named[0].isascii() and named[0].isalnum() else "") + re.escape(named) + (
        "(?![a-z0-9])" if named[-1].isascii() and named[-1].isalnum() else "")
    # A writer who capitalises names ("I write Go. I don't go to the gym anymore") names the value "Go" only as
    # "Go": the case must match where the statement has a capital other than a sentence's first letter or "I"
    exact = value != value.lower() and len(lowered) == len(statement) and re.search(
        r"(?<![.!?]\s)(?<!^)(?<![.!?])\b(?!I\b)[A-Z]", statement.strip())
    spelled = " ".join(value.split())
    for n, left in enumerate(re.finditer(edges + _LEFT_GROUP, lowered) if holds_any(lowered, _LEFT_HINTS) else ()):
        if n == MAX_CUES:  # ("Jonas left the payments rota")
            break
        stop = FULL_STOP.search(lowered, left.end())
        if asserted(lowered, left, None) and not _FOR_A_WHILE.search(left.group()) and not _RETURN.search(
                lowered, left.start(), stop.start() if stop else len(lowered)):  # (not "... and came back")
            return True
    for n, found in enumerate(_CESSATION.finditer(lowered)):
        if n == MAX_CUES:
            break
        # each cue is read in a window around it (a clause or a sentence is never longer): reading the
        # whole statement for each of thousands of cues took 44 s for a 58 KB statement
        lo, hi = max(0, found.start() - WINDOW), found.end() + WINDOW
        if _ends_here(lowered[lo:hi], statement[lo:hi], found.start() - lo, found.end() - lo, edges,
                      spelled if exact else None, others):
            return True
    return False


# what an account or a company does as often as a person ("Northwind cancelled the SMS add-on": a CRM note of its
# subject): a capitalised name before it is no one else
_BUSINESS = ("cancel", "unsubscrib", "sold", "dropped", "ditched", "deleted", "got rid of")


def _named_other(head: str, written: str, at: int, to: int, edges: str, cue: str) -> bool:
    """Someone named by a name, a bare family word or a role makes up the clause before the cue (`written[at:to]`, the
    value itself blanked): "Ana gave up coffee", "Our CTO left Acme", "小王离职了" (`assertion.other_opens`)."""
    if not head.strip():
        return False
    said = written[at:to]
    if len(said) != len(head):  # (a window whose lowering changed its length: read the lowered one)
        said = head
    if edges is not _PRONOUN:
        for v in re.finditer(edges, head):
            said = said[: v.start()] + " " * (v.end() - v.start()) + said[v.end():]
    return other_opens(said, names=not cue.startswith(_BUSINESS))


# 不V X了 with an object of its own that is not the value, named before it: what goes with the value stopped, not the
# value ("我现在喝拿铁不带糖了", "跑步不戴耳机了"; not "咖啡不喝了", "Java 我不用它了", "钢琴不弹好几年了", "咖啡我不喝那么多
# 了": no object); a provider's verb after someone who provides ("钢琴老师不教了", "楼下那家店不卖拿铁了": the teacher's, the
# shop's); and 退了 only of the value itself, right before it ("健身卡退了", "会员我上个月就退了"; not "吃了布洛芬烧退了")
_NO_OBJECT = re.compile(r"\s*(?:[它他她这那很好太多少怎再还也都就又算得在到去过上下完[一二两三四五六七八九十几半百\d]|$)")
_PROVIDER_VERB = "卖教做开送修租"
_PROVIDER = re.compile(r"(?:老师|教练|师傅|老板|店家?|商家|超市|餐厅|饭店|食堂|医生|医院|机构|平台|厂家|人家)"
                       r"(?:也|都|已经|现在|早就|就|又|突然)*\s*$")
_GIVEN_BACK = r"(?:\s|我们|我|也|都|就|已经|早就|早|给|刚刚|刚|上个?月|上周|去年|昨天|前天|今天|前几天)*$"


def _another_thing_zh(cue: str, head: str, edges: str) -> bool:
    if cue == "退了":
        return re.search("(?:" + edges + ")" + _GIVEN_BACK, head) is None
    if not cue.startswith("不") or len(cue) < 3 or cue[1] not in _NOT_VERBS:
        return False
    obj = re.split("[了啦]", cue[2:], maxsplit=1)[0]  # (to its first 了: "渔家乐不开了 没人手 房子租出去了")
    if obj and not _NO_OBJECT.match(obj) and not re.search(edges, obj) and re.search(edges, head):
        return True
    blank = re.sub(edges, lambda v: " " * len(v.group()), head) if edges is not _PRONOUN else head
    return cue[1] in _PROVIDER_VERB and _PROVIDER.search(blank) is not None


# ... nor given back for another one of its kind, named by what it is with the noun left out ("网易云会员退了，换成年费的":
# the yearly one; not "Netflix不续了，换成爱奇艺了", "会员退了，换成QQ音乐的会员")
_SAME_KIND_ZH = re.compile(r"\s*[，,]\s*(?:我们|我)?(?:就|又|已经)?(?:换成|改成|改为|转成|换了|改办|换)了?"
                           # (a kind of plan: yearly, family, student, cheaper; not another brand, "换成QQ音乐的了", "换成别家的了")
                           r"(?![^，。,.;；!?！？的]{0,5}(?:别|其他|其它|另))"
                           r"(?=[^，。,.;；!?！？的]{0,5}(?:年|月|季|周|天|家庭|学生|个人|单人|双人|情侣|亲情|高级|豪华|超级|svip|vip"
                           r"|plus|pro|便宜|贵|基础|标准|普通|黄金|白金|钻石|连续|自动))"
                           r"[^，。,.;；!?！？的]{1,6}的(?:了|啦)?\s*(?:[，。,.;；!！~]|$)")


# "no more" before its own object, the value named before it: another thing ended ("moved me to 12 till 8, no more
# mornings off"; not "Java? no more for me", "no more of that")
_ITS_OWN_OBJECT = re.compile(r"\s*(?!(?:for|of|now|please|thanks|thank|lol|haha|then|ever|at all|since|after|from|it|that"
                             r"|this|them|those|these)\b)[a-z]")


_TO = r"(?:迁到|迁移到|换成|改成|搬到|换到|转到|改用|\b(?:switched|moved|migrated|changed) (?:over )?to )\s*"


def _ends_here(text: str, written: str, at: int, to: int, edges: str, spelled: str | None, others: bool = True) -> bool:
    """Does the cessation cue found at `text[at:to]` end the value (`edges`: its pattern)? `text` is a
    window of the lowered statement (quotes blanked), `written` the same window as written; `spelled`:
    the value as written, when its case must match."""
    m = _CESSATION.match(text, at)
    if m is None or m.end() != to:  # (a lookahead cut by the window)
        return False
    start = CLAUSE_START.search(text[: m.start()])
    end = CLAUSE_END.search(text, m.end())
    head = text[start.start() + 1 if start else 0: m.start()]
    tail = text[m.end(): end.start() if end else len(text)]
    if m.group().startswith(_LEFT_BEHIND) and not (
            _OWN_HEAD.fullmatch(head) and re.compile(_OBJECT + "(?:" + edges + ")" + _OBJECT_END).match(text, m.end())):
        # "ditched spotify", "got laid off from hooli": the speaker's own, and the value itself (not "Priya got laid off
        # from Hooli", "ditched the Spotify family plan", "fired from the Hooli bowling league")
        return False
    # (not a contrast word inside the value's own name: "Just Eat", "Only Murders in the Building")
    contrast = CONTRAST.search(re.sub(edges, lambda v: " " * len(v.group()), tail))
    head_from = max((c.end() for c in HEAD_CONTRAST.finditer(head)), default=0)
    said = m.group() + (tail[: contrast.start()] if contrast else tail)  # the cue and what it ends
    clause = " ".join((head[head_from:] + said).split())
    if not re.search(edges, clause):
        if not re.search(_PRONOUN, clause):
            return False
        edges, spelled = _PRONOUN, None  # the pronoun stands for the value from here on
    if not re.search(edges, said) and re.search("在(?:" + edges + ")", head[head_from:]):
        return False  # "我在柏林不开车了": where something stopped, not what
    if not re.search(edges, said) and re.search(_TO + "(?:" + edges + ")", head[head_from:]):
        return False  # "照片全迁到群晖NAS上了 iCloud不续了": the value is what the change went to, not what stopped
    if m.group()[:1] in "不退" and _another_thing_zh(m.group(), head[head_from:], edges):
        return False
    if m.group() == "no more" and not re.search(edges, said) and _ITS_OWN_OBJECT.match(tail):
        return False  # "… to 12 till 8 for good now, no more mornings off": the cue ends its own object
    if end is not None and not m.group().isascii() and _SAME_KIND_ZH.match(text, end.start()):
        return False  # "我现在喝拿铁不带糖了", "钢琴老师不教了", "吃了布洛芬烧退了": another thing, or someone else's
    if spelled is not None:  # the same words in the statement as written
        clause_at = (start.start() + 1 if start else 0) + head_from
        if spelled not in " ".join(written[clause_at: m.end() + (contrast.start() if contrast else len(tail))].split()):
            return False
    if m.group() in _VERBS and ((edges is _PRONOUN and m.group() == "left")  # "I left it in the car"
                                or not re.compile(_OBJECT + "(?:" + edges + ")").match(text, m.end())) and not (
            m.group() in _FOR_GOOD and edges is not _PRONOUN and re.search("(?:" + edges + ")" + _PASSIVE, head)):
        return False  # "I left my keys in Berlin": the value is not what was left
    if m.group() == "moved out of" and edges is not _PRONOUN:
        obj = re.compile(_OBJECT + "(?:" + edges + ")").match(text, m.end())
        if obj is not None and _PART_OF.match(text, obj.end()) and (
                _A_CORNER.match(text, obj.end())
                or not _elsewhere(_GONE_TO, text, written if len(written) == len(text) else "", obj.end(), edges)):
            return False  # "I moved out of Lisbon's city centre": a part of the value left (not "Lisbon city, to Porto")
    if m.group() == "deleted" and edges is not _PRONOUN:
        obj = re.compile(_OBJECT + "(?:" + edges + r")(?:\s+(?:account|profile|page|(?P<app>app)))?"
                         + r"(?:" + _OBJECT_END + "|" + _EVERYWHERE + ")").match(text, m.end())
        if obj is None:
            return False  # "I deleted my Twitter account", not "I deleted my Twitter password from my notes"
        if obj.group("app") is not None and _ANOTHER_WAY.search(text, obj.end()):
            return False  # "I deleted the Twitter app, I use the website now"
    if _A_SPELL.search(tail[: contrast.start()] if contrast else tail):
        return False  # "I deleted Twitter for Lent": for a spell
    whole = head + m.group() + tail
    # (the value itself may be a word for a person: "阿姨不请了" ends 阿姨, it is no one else's ending)
    third = others and (THIRD_PARTY.search(re.sub(edges, lambda v: " " * len(v.group()), head) if edges is not _PRONOUN
                                            else head) or _named_other(
                head, written if len(written) == len(text) else text, start.start() + 1 if start else 0, m.start(), edges,
                m.group()))
    # (read without the value: "Just Eat", "Only Murders" are names, not "just" or "only")
    unnamed = re.sub(edges, lambda v: " " * len(v.group()), whole) if edges is not _PRONOUN else whole
    if NOT_ONLY.search(unnamed) or FEELING.search(unnamed) or third or _NOT_YET.search(head):
        return False
    if others and not m.group().isascii() and _HE_SHE_ZH.match(head[head_from:]):
        return False  # "他早就不爬山了": his ending, not the speaker's
    if m.group()[:1] == "不" and len(m.group()) > 2 and m.group()[1] in _NOT_VERBS and re.search(
            _AGAIN_LATER_ZH.format(v=re.escape(m.group()[1])), text[m.end(): _stop.start() if (
                _stop := FULL_STOP.search(text, m.end())) else len(text)]):
        return False  # "我不唱K了，嗓子哑了，下周再去": a pause
    # "I can't live without coffee anymore", "I don't drink as much coffee anymore" (not another verb's: "I quit coffee
    # and sleep so much better", "I quit Acme and decided to leave tech", "… because I go running so often")
    joined = _JOINS.search(tail)
    # (nor the verb before: "I feel so much better since I quit coffee")
    head_join = max((j.end() for j in _JOINS.finditer(head)), default=0)
    if _STILL_HELD.search(head[head_join:] + m.group() + (tail[: joined.start()] if joined else tail)):
        return False
    if "停" in m.group() and (_PAUSED.search(text, m.start(), m.start() + WINDOW) or (
            not m.group().startswith(("让", "叫")) and m.group() != "停药了" and _BARE_STOP.search(m.group())
            and (_STOPS_BY_ITSELF.search(head) or not re.search(edges, head)))):
        # a pause ("医生让我停了一周阿司匹林"), something that stops by itself ("地铁已经停了"), or a bare stop of what
        # follows it ("我停了车在楼下": parked)
        return False
    # "haven't stopped", "never quit" are negated; "don't ... anymore" is the cue itself
    # (the value's own characters are no plan or negation word: "我已经从唯品会离职了" is no 会, "will")
    read = re.sub(edges, lambda v: " " * len(v.group()), text) if edges is not _PRONOUN else text
    if not asserted(read, m, None if m.group().startswith(("no longer", "any")) else NEGATED):
        return False
    before = text[: m.start()]
    sentence_start = SENTENCE_START.search(before)
    full_end = FULL_STOP.search(text, m.end())
    sentence = text[sentence_start.start() + 1 if sentence_start else 0: full_end.start() if full_end else None]
    return not ((_for_a_while(sentence) and m.group() not in _FOR_GOOD)
                or _RETURN.search(text[m.end(): full_end.start() if full_end else None]))
