"""The write gate (DOMAIN.md §4): what may not be written at all."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ledger import clauses, cues
from ledger.hints import any_of
from ledger.mend import mended
from ledger.people import key_segments, lasting_key, not_the_users
from ledger.secret_keys import _prohibited_key, _secret_keyed, postal_pins, written_down
from ledger.secret_search import _SEP, _collect, _exactly_prohibited, _may_be_prohibited, _prohibited_texts
from ledger.secrets import _CODE_START, PROHIBITED, _shown, declares_code, declares_credential, prohibited_field

# One-off wording (DOMAIN §4 "just this once"; seed 004 "这次用 Java"): temporary context whatever kind the
# caller gave it. Only explicit one-off phrases: "this time last year", "我这次用了 Redis" (past) are not.
_ONE_OFF = re.compile(
    r"\b(?:just|only) (?:this once|this (?:time|task|session|run)|for (?:this|the) (?:once|time|task|session|run"
    r"|request|conversation|chat)|for today)\b|\bthis (?:time|once) only\b"
    r"|\bfor (?:this|the current) (?:task|session|run|request|conversation|chat) only\b"
    # "Just today keep it short", opening its clause (not "just today I found out …": news of the day; nor "I switched
    # to Vim just today", "I got married just today": as recently as today)
    # (the words first, then what is before them: a look-behind tried at every character costs every statement)
    r"|\b(?=(?:just|only) (?:today|tonight)\b)(?:^|(?<=[.,!?;:\n])|(?<=[.,!?;:\n] )|(?<=\bbut )|(?<=\band )|(?<=\bso ))"
    r"(?:just|only) (?:today|tonight)\b"
    r"(?!,? (?:i|we|he|she|they) (?:found|learned|learnt|heard|realised|realized|noticed|saw|got)\b)"
    r"|就这一次|仅此一次|只此一次|只这一次|就这次|只有这次|仅这次|这一?次先|(?:仅限|只限|仅在|只在)(?:这一?次|本次|今天|当前)"
    r"|这次(?:就|还是|先)?(?:用|改用|换成|换用|改成)(?!了)|临时(?:用|改用|换成|允许|授权)"
    r"|今天先(?:用|改用|换成|换用)|(?:先|暂时)凑合|凑合(?:一下|着用|几天)|破例",
    re.IGNORECASE,
)
_ONE_OFF_HINTS = ("this", "once", "for", "次", "临时", "今天先", "凑合", "破例", "just today", "only today", "just tonight",
                  "only tonight")
# "from today", "starting tonight", "effective today", "after today": a start, not the one day (review 32)
_FROM_TODAY = r"(?<!\bfrom )(?<!\bstarting )(?<!\bas of )(?<!\bbeginning )(?<!\beffective )(?<!\bafter )"
# ... and "today on / onward / forward", "today and always", "today and every day after"
_TODAY_ON = (r"(?![^.!?\n]{0,10}\b(?:on|onwards?|forwards?|and (?:from|after|always|forever|every|beyond|thereafter"
             r"|from now on))\b)"
             # "today and going forward", "today, and in future", "today and tomorrow and always" (review 33)
             r"(?!,?\s+and\s+(?:going forward|in (?:the )?future|tomorrow,? and (?:always|forever|every day|beyond|after))\b)")
# more of them, each with a word of its own to look for first (one long alternation is tried at every character):
# "just for tonight", "only for this flight", "for today's demo only", "today only", "这周在深圳出差", "今晚要加班"
_ONE_OFF_MORE = re.compile(
    r"\b(?:just|only) for (?:tonight|today|this (?:[\w-]+(?:['’]s)? )?(?:report|presentation|deck|essay|proposal|letter|summary"
    r"|evening|morning|afternoon|weekend|week|trip|flight|meeting"
    r"|call|demo|visit|order|booking|ride|dinner|lunch|one|session|task|project|sprint|ticket|pr|review|release|deploy"
    r"|deployment|build|incident|outage|rollout|hotfix|migration|launch|cutover))\b|\bfor (?:today|tonight)['’]?s? \w+ only\b|\b(?:today|tonight) only\b"
    # how to answer, asked for today: "Today keep it short please", "keep it short today" (not "from today, keep it
    # short", "starting tonight, reply in French", "effective today, …", "after today, …")
    r"|" + _FROM_TODAY + r"\b(?:today|tonight),? (?:please )?(?:keep|make|write"
    r"|answer|reply|respond|give me|talk|be)\b"
    # ... asked opening its clause, of the replies ("keep it short today", "answer in Spanish tonight"; not "make a note:
    # I start at Globex today", "keep in mind I moved …", "write it down, I joined …", "we make the switch … today")
    r"|\b(?=keep|make|write|answer|reply|respond|give me|talk)"
    r"(?:^|(?<=[.,!?;:\n])|(?<=[.,!?;:\n] )|(?<=\bplease )|(?<=\bpls )|(?<=\byou )|(?<=\band )|(?<=\bbut )|(?<=\bso ))"
    r"(?:(?:keep|make) (?:it|them|things|everything|answers?|replies|responses?|your|my)\b"
    r"|(?:write|answer|reply|respond|talk)(?: to me)? (?:in|like|as|with|more|less|only|briefly|shortly|short|simply"
    r"|formally|casually|politely)\b|give me\b)"
    r"[^.!?\n,;:]{0,30}?" + _FROM_TODAY + r"\b(?:today|tonight)\b" + _TODAY_ON +
    # a request for a near time or one document, in the value's sentence: "这几天给我点不辣的", "這週先幫我把字體換成大一點的",
    # "这份 PPT 帮我换成大字体", "large font just for this presentation" (not "今天帮我记一下：我对花生过敏")
    r"|(?:这周|本周|这礼拜|这几天|这两天|今天|明天|后天|下周|这个月|本月|这次|这阵子)(?:先|暂时|就)?(?:帮我|给我)"
    r"(?:把[^，。,.;；!?！？]{0,10}?)?(?:换成|改成|改用|换用|调成|设成|用|点|吃|喝)"
    r"|这(?:份|个|篇|张|页|封)\s*(?:ppt|文档|报告|邮件|表格|幻灯片|slides?|deck|doc|excel|合同|word|pdf|简历|演示)"
    r"[^，。,.;；!?！？]{0,6}?(?:帮我|给我)?(?:换成|改成|改用|用)"
    r"|\b(?:just|only) for (?:tomorrow|the day after tomorrow|this (?:one )?(?:doc|document|deck|slide|slides|email|report"
    r"|file|presentation|talk|pitch|one))\b|\bfor this one \w+ only\b"
    r"|今天[^，。,.;；!?！？]{0,10}先(?:用|改用|换成|换用)|(?:这周|本周|这礼拜|这个礼拜|这星期|这个星期|这几天|这两天|今天|明天|下周)[^，。,.;；!?！？]{0,8}出差"
    # a meeting away: "这两天在昆明开会" (not "今天开会决定改用 Go", "今天在总部开会定了，…": a decision of the meeting; nor
    # a lasting fact after it: "培训完就正式调过去了，以后常驻杭州", "今天在深圳参展，我们公司总部在深圳"; review 29)
    r"|(?:这周|本周|这礼拜|这个礼拜|这星期|这个星期|这几天|这两天|今天|明天|下周)(?:要|都|会)?在[^，。,.;；!?！？]{1,8}"
    r"(?:开会|参会|培训|参展)(?![^，。,.;；!?！？]{0,2}(?:定|决定|拍板|确定|通过|商定))"
    r"(?![^。！？!?]{0,40}(?:以后(?:就|都)|常驻|长驻|正式调|调过去|总部(?:就|也)?(?:在|设在)))"
    r"|(?:今晚|今天晚上)(?![^，。,.;；!?！？]{0,8}(?:搬|换成|改成|迁))"
    # a state with a near end: "until Friday I'm on nights" (not "Monday until Friday", a working week), "back in London
    # Monday", "this week I'm covering" (not "as of this week we're running ..."), "今天在客户那边驻场", "这周顶同事的夜班"
    r"|\b(?<!day )(?<!mon )(?<!tue )(?<!tues )(?<!wed )(?<!thu )(?<!thur )(?<!thurs )(?<!fri )(?<!sat )(?<!sun )"
    r"(?:until|till|til|['’]til) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight"
    r"|the weekend|next week|end of (?:the|this) week)\b"
    r"|\b(?:back (?:to normal|in \w+)|normal again) (?:on |by |from )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow"
    r"|next week|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b"
    r"|\b(?<!of )(?<!since )(?:this|for the) week,? (?:i['’]m|i am|we['’]re|we are) \w+ing\b"
    r"|\bthis (?:week|weekend|morning|afternoon|evening) only\b"
    r"|今天(?:在|去)[^，。,.;；!?！？]{0,12}(?:驻场|办公|值班|加班|培训|借住|住一晚)"
    # a day off the road or the shop: "今天车送去保养，不出车了", "今天下雨不出摊" (not "今天辞职了，不上班了", "从今天起不出车")
    r"|(?<!从)今天(?!起|开始|以后)(?![^。！？!?]{0,20}(?:辞职|离职|退休|以后|从此|再也|永远|被裁|裁员|开除|辞退|下岗|失业"
    r"|倒闭|破产|转让|卖掉|注销|关张"
    # the trade given up, its boat, shop or crew gone: "今天把渔船卖了", "渔船转手了", "诊所盘出去了", "关门大吉", "工程队解散了"
    # (review 33; not "今天卖了一上午菜，不出摊了": a day's selling)
    # (what went is the trade's own: its boat, van, shop, stall, clinic or crew; not "今天把菜都卖了" a day's selling, nor
    # "今天把电脑关掉了" a computer off, review 34)
    r"|把[^，。,！？!?]{0,8}?(?:船|车|店|铺|摊位|摊子|档口|门面|厂|公司|诊所|工作室|馆|队|生意|买卖)[^，。,！？!?]{0,3}?"
    r"(?:卖|转手|转卖|盘出去|盘给[^，。,]{1,6}|解散|关掉|退掉)了|转手|转卖|盘出去|关门大吉|解散|散伙))[^。！？!?]{0,12}?"
    r"(?:不出(?:车|摊|班|工|诊|海|船)|不营业|不开门|不上班|不开工|不跑单|歇业)"
    # a day at home for a reason: "今天在家带孩子，店里让店长看着", "今天在家休息" (not "从今天起在家带孩子")
    r"|(?<!从)今天(?:就|先)?(?:在家|待在家|呆在家|留在家)(?:里)?(?:带|陪|照顾|休息|歇|养病|看孩子)"
    # an illness of the day or the week: "今天拉肚子了", "今天有点发烧", "caught a cold this week"
    r"|(?:今天|这两天|这几天|这周|昨天)[^，。,.;；!?！？]{0,6}(?:发烧|感冒|咳嗽|拉肚子|腹泻|头疼|头痛|嗓子疼|胃疼|肚子疼|不舒服)"
    r"|\b(?:caught|got|have|has|had|with|picked up) (?:a |the )?(?:cold|flu|fever|headache|migraine attack|stomach bug|sore throat"
    r"|tummy bug)\b[^.!?\n]{0,20}\b(?:this week|today|tonight|right now|at the moment)\b"
    # working from home today: "今天wfh 不去望京了", "今天在家办公", "wfh today"
    r"|今天\s*(?:wfh|居家|在家办公|远程办公|远程上班|请假|调休)|\b(?:wfh|working from home) today\b"
    # ... the day's reason first: "今天下大雪，在家办公", "snowing today, so working from home" (not the day's news of a
    # lasting arrangement: "今天入职新公司，远程办公", "今天签了新合同，在家办公", "Starting today, …"; review 29)
    r"|(?<!从)今天(?!起|开始|以后)(?![^。！？!?，,]{0,12}(?:入职|offer|合同|签约|签了|正式|转成|转为|转正|宣布|永久|长期|全远程"
    r"|批准|批了|定了|决定))[^。！？!?，,]{1,12}[，,]\s*(?:我|我们)?(?:就|先|只好|只能)?(?:wfh|居家办公|在家办公|远程办公|远程上班"
    r"|在家(?:歇|休息|待着|呆着))"
    r"|(?<!starting )(?<!from )(?<!as of )(?<!effective )(?<!beginning )\btoday\b[^.!?\n,]{0,30},\s*(?:so\s+)?"
    r"(?:i['’]m |i am |we['’]re |we are )?(?:wfh|working from home|working remotely)\b"
    # a stay of a few days: "公公婆婆这周来我家住几天", "婆婆来上海住一阵"
    r"|(?:这周|本周|这礼拜|这个礼拜|这星期|这个星期|这几天|这两天|周末|这个周末|下周|过几天|来)[^，。,.;；!?！？]{0,10}?住(?:几天|两天|三天"
    r"|一两天|一阵子?(?![子了])|一周|一个?星期|一晚|几晚|两晚|到周[一二三四五六日天]|到下周)"
    r"|(?:这周|本周|这几天|今天)(?:临时)?(?:(?:顶|替)(?!换)|代(?:班|课|岗))"
    # one document this time: "这次给日本客户的报价单用日语写" (not "这次以后都用…")
    r"|这次(?!以后|开始|起)[^，。,.;；!?！？]{0,16}?(?:报价单|邮件|文档|合同|报告|信|回复|消息|简历|ppt|PPT)[^，。,.;；!?！？]{0,4}?用"
    # "For this one message to my landlady, write it in Portuguese"
    r"|(?:^|(?<=[.!?;:,\n]))\s*(?:just |only )?for this (?:one )?(?:message|email|e-mail|mail|letter|reply|text|note"
    r"|post|doc|document)\b"
    # a week away and the day of return: "这礼拜回老家陪我妈 远程上班 下周一就回去了"
    r"|(?:这周|本周|这礼拜|这个礼拜|这星期|这个星期|这几天)[^。！？!?]{0,20}(?:(?:回|在)[^。！？!?，,\s]{0,4}老家|出差|在外地|远程"
    r"|请假|居家)"
    r"[^。！？!?]{0,30}(?:下周|下礼拜|下星期|周[一二三四五六日天]|礼拜[一二三四五六日天])"
    r"[^。！？!?，,]{0,6}就?(?:回去|回来|回公司|恢复)"
    # ... or away with the day of return: "这个礼拜跟团在北海玩，下周一回柳州", "这几天在黄石陪我妈看病，周末回咸宁" (not a move
    # with a trip back: "这周搬到北海了，周末回柳州拿东西")
    # (a stay somewhere: 在 / 去 / 到 a place; not the week's news, "这周转正了，周末回家庆祝", "这周刚换成安卓手机"; 回头 is "later")
    r"|(?:这周|本周|这礼拜|这个礼拜|这星期|这个星期|这几天|这两天)(?![^。！？!?]{0,24}(?:搬|迁|定居|入职|落户|报到|调(?:到|往|去|任|入)"
    r"|上任|就职|加入))"
    r"[^。！？!?在去到]{0,12}(?:在|去|到)[^。！？!?]{0,20}?"
    r"(?:周末|周[一二三四五六日天]|礼拜[一二三四五六日天]|星期[一二三四五六日天]|下周[一二三四五六日天]?|下个?礼拜[一二三四五六日天]?"
    r"|过几天|明天|后天)(?:就|再)?回(?!头)"
    # a night away for work, and the way back: "Night-stop in Tenerife tonight, flying back tomorrow afternoon" (not
    # "We moved to Tenerife, flying back tomorrow to pack")
    # (from the sentence's start: not with a move or a base, or a layover as a habit, in its sentence: "We moved to
    # Tenerife today, flying back tomorrow to pack", "cabin crew based in Dubai, usually with a layover in London")
    # (a base or a habit only before the trip: "I'm based in Madrid" or "I usually go twice a year" after it says the trip
    # is one, review 33)
    r"|(?:^|(?<=[.!?\n])|(?<=[.!?\n] ))(?![^.!?\n]{0,120}\b(?:mov(?:ed|ing) (?:to|in|into|here|there|over|back)|relocat\w*"
    r"|settled)\b)(?:(?!\b(?:based|(?:my|our|new) (?:home )?base|usually|always|often|regularly)\b)[^.!?\n]){0,120}?(?:"
    r"\b(?:night-?stop|layover|stopover) in\b(?![^.!?\n]{0,40}\b(?:moved|live|living|relocat\w*)\b)"
    r"|\b(?:trip|conference|visit|holiday|vacation|away|tonight|today|this week)\b[^.!?\n]{0,60}?"
    r"\b(?:flying|driving|heading|coming|going|getting|taking the train) (?:back|home) (?:tomorrow|tonight"
    r"|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next week|this weekend)\b)",
    re.IGNORECASE,
)
_ONE_OFF_MORE_HINTS = ("just for", "only for", "today", "tonight", "until", " till", " til ", "'til", "’til", "normal", "week",
                       "morning", "afternoon", "evening", "出差", "今晚", "今天晚上", "今天", "住几", "住两", "住三", "住一", "住到",
                       "这周", "本周", "这几天", "礼拜", "星期", "这两天", "昨天", "right now", "at the moment", "帮我", "给我",
                       "这份", "这个", "这篇", "这张", "这页", "这封", "for this one", "这次", "for this ", "stop in",
                       "layover", "back tomorrow", "home tomorrow", "back on", "home on", "back next", "home next",
                       "back this", "home this")


# A request to forget (DOMAIN §2: a retraction is erasure, "keeping it would not be compliant"): an imperative
# "forget / delete / don't remember" at the start of a sentence or after "please", "can you" ...; "I always
# forget my umbrella", "我忘记带伞了", "我把微信删掉了" tell something and are not requests.
_RETRACTION = re.compile(
    # ("can u forget …", "could ya pls delete …": chat spelling, review 33)
    r"(?:^|[.!?;,:]\s*|\b(?:please|pls|plz)\s+|\b(?:can|could|would|will) (?:you|u|ya)\s+(?:please\s+|pls\s+|plz\s+)?)"
    r"(?:(?:forget|delete|erase|wipe)\s+(?:that|this|it|my|what|everything|all|about|where|when|who|which|how|the)\b"
    r"|(?:don'?t|do not|stop) (?:remember(?:ing)?|stor(?:e|ing)|sav(?:e|ing)|keep(?:ing)?) (?:that|this|it|my|the|any|anything|everything)\b"
    # the thing named ("dont remember Oakfield Primary as the kids school pls"): a request by its "please", or by
    # "as ..." (what it is not to be kept as); "don't remember the name, but ..." tells
    r"|(?:don'?t|do not) (?:remember|record|store|save) [^.!?\n,]{1,40}? as (?:my|our|the|his|her|their) [^.!?\n,]{1,30}?"
    r"\b(?:pls|plz|please)\b"
    r")"
    r"|(?:^|[。！？，；：]\s*)(?:(?:请|麻烦|帮我|你)(?:把.{0,20}?)?(?:忘掉|忘记|删掉|删除|清除|抹掉)|把.{0,20}?(?:忘掉|删掉|删除|清除|抹掉)"
    r"|(?:忘掉|忘记|删掉|删除|清除|抹掉)(?=我|这|那|它|关于|刚才|之前)|别记|不要记|别再记|唔好记"
    # "别把 St Anne's 记成孩子的学校": what it is not to be kept as
    r"|(?:别|不要)把.{1,20}?记(?:成|为|作))(?!了)",
    re.IGNORECASE,
)
_RETRACTION_HINTS = ("forget", "delete", "erase", "wipe", "remember", "stor", "sav", "keep", "忘", "删", "清除", "抹掉",
                     "记")
# more of them, looked for only when one of their own words occurs: "wipe the bit about my therapist from your
# memory", "can you un-save my address?", "I'd rather not have that stored", "从记忆里去掉", "别存着了", "清掉吧"
# 分别记 "record them apart", 特别记 "note specially": no 别记 (review 33); but a noun ending in 分 or 区 before 别记 is
# what not to keep: "这部分别记了", "那个小区别记了", "积分别帮我记" (review 34)
_NOT_FENBIE = r"(?<!特)(?<!(?<![部积学])分)"
# what one writes down or learns by heart (记笔记, 记公式, 记单词): "开会别乱记笔记", "别乱记公式，要理解" speak of noting or
# learning it, not of the ledger recording the statement (review 36)
_NOTED = (r"(?:笔记|公式|单词|生词|课文|定理|定律|概念|知识点|重点|口诀|答案|题|作业|板书|日记|流水账|会议记录|课堂笔记"
          r"|电话本|备忘录?)")
_RETRACTION_MORE = re.compile(
    r"\b(?:forget|delete|erase|wipe|remove|drop|clear|purge)\b[^.!?\n]{0,60}?\b(?:from|out of) (?:(?:your|the|my) )?(?:memory"
    r"|memories|notes|records?)\b"
    # relayed by the agent: "User asked me to forget their address", "asked me not to remember ...", "用户让我别记…"
    r"|\basked (?:me|us|you|the agent|the assistant) (?:not to (?:remember|store|save|keep|record)|to (?:forget|delete|erase"
    r"|remove|wipe|drop|stop (?:remembering|storing|saving|keeping)))\b"
    r"|(?:让|叫|要求|请)我(?:别|不要|不用)(?:再)?记|(?:让|叫|要求|请)我(?:把.{0,20}?)?(?:删掉|删除|忘掉|忘记|去掉|清除)"
    # "I'd rather not have that stored", "dont want that saved anywhere", "don't want u to keep it" (review 33)
    r"|\b(?:rather not|(?:don'?t|do not) want)(?: (?:you|u) to| to)? (?:have |having |keep |store |save |remember )?"
    # (not how a thing is kept: "I don't want it stored in plain text", "… kept in the fridge")
    r"(?:that|this|it|any of (?:that|this|it)) (?:stored|saved|remembered|kept|on file|anywhere)\b"
    r"(?!\s+(?:in|on|at|under|inside|as|with|for|near|by)\b(?!\s+(?:your|ur|the|my|any)\s+(?:memory|memories|notes|records?"
    r"|files?|database|db|system|history|profile)\b))"
    r"|\bun-?(?:save|store|remember)\b"
    r"|从(?:你的)?(?:记忆|记录|档案)(?:里|中)?(?:去掉|删掉|删除|清除|抹掉|拿掉)|(?:别|不要|不用)(?:再)?(?:存着|存了|保存|留档|存档|留记录)"
    r"|当我没(?:讲|说)过|(?:帮我)?(?:在|从)(?:你的)?记忆(?:度|里|中)(?:删|去掉|清除)|不想留(?:任何|下)?记录|(?:清掉|删了|删掉|去掉)吧|请(?:你)?(?:忘掉|忘记)|(?:不想|不要|别)(?:被)?(?:存着|存下|记下|记住|留着)"
    # mid-sentence: "我前任的事都别记了", "这个别记着", "我欠网贷的事别记，记了也给我删了" (not "别记错", "别记仇", 分别记)
    r"|" + _NOT_FENBIE + r"(?:别|不要)再?记(?:了|[着著]了?|住了|(?=[，。！？,.!?；;]|$))"
    # "前夫的电话别帮我记，哪儿都别存" (not "别忘了帮我记")
    r"|" + _NOT_FENBIE + r"(?:别|不要)(?:帮我|给我|替我)(?:记(?![得错账])|存(?![钱款]))|(?:哪儿|哪里|哪)都(?:别|不要)存"
    # not to be recorded as said, careless: "胶布那个别瞎记", "这个别乱记", "不要随便记", "瞎记什么" (not how to learn a thing
    # by heart, "背单词别瞎记", nor "别乱记账" keep the books carelessly, "别瞎记仇")
    # ... nor "别乱记笔记", "别乱记公式": taking notes or learning formulas, what is written down or learnt named after 记
    r"|(?<!背)(?<!单词)(?<!公式)(?<!课文)(?:别|不要|不用|甭|少)再?(?:瞎|乱|随便|胡乱|胡)记(?![得错账仇性])"
    r"(?!" + _NOTED + r")"
    r"|(?:瞎|乱|胡)记(?:些)?(?:什么|啥)"
    # "删掉", "清除吧" said alone, its clause nothing else: delete what was just said (not "删掉了那个app", I deleted the
    # app; "删掉重装", "删掉 重新下一个": a fix for an app)
    r"|(?<![^\s。！？，；：,.!?;:、])(?:删掉|删除|清除|抹掉|去掉)(?:它|吧|啊|呀|哈|呗|嘛)*(?=[\s。！？，；：,.!?;:~～、]|$)"
    r"(?![\s，,。.]*(?:重装|重新|重下|再装|再下|重启))"
    # ... or after "this one", "the last one", or of the conversation itself: "这个删掉", "那条也删了吧", "刚才那句给我删除",
    # "上一条去掉", "把上一句去掉", "那些话都删掉", "之前的对话都删掉" (not "这个删掉了": done)
    r"|(?:(?:这|那|上一)(?:个|条|句话?|些话?|段话?|件事)|上(?:条|句|段)|对话(?:记录)?|聊天(?:记录|内容)?)"
    r"(?:就|也|都|全部?){0,3}(?:给我|帮我)?(?:删掉|删除|去掉|抹掉|清除)(?![了过])",
    re.IGNORECASE,
)
_RETRACTION_MORE_HINTS = ("memor", "notes", "record", "rather not", "want", "unsave", "un-save", "unstore", "un-store",
                          "unremember", "asked", "存", "留档", "记录", "吧", "记忆", "让我", "叫我", "要求我", "请我", "忘", "记",
                          "留着", "当我没", "删", "清除", "抹掉", "去掉")


def retraction(statement: str | None) -> bool:
    """True when the statement asks to forget something (to be erased, never stored)."""
    if not statement:
        return False
    lowered = statement.lower()
    if _holds_retraction_hint(lowered):
        text = statement.strip()
        for n, m in enumerate(_RETRACTION.finditer(text)):
            if not _no_memory_of_it(text, m) and not _of_an_item_or_the_old_value(text, m):
                return True
            if n + 1 == clauses.MAX_CUES:
                break
    if not _holds_retraction_more_hint(lowered):
        return False
    for n, m in enumerate(_RETRACTION_MORE.finditer(statement)):
        if not _of_an_item_or_the_old_value(statement, m):
            return True
        if n + 1 == clauses.MAX_CUES:
            break
    return False


# What is removed is no statement the user made but a thing of the world (review 36):
# - 去掉 / 拿掉 "take out" of an item in a statement saying what the user wants or does not want in something ("我吃麻辣烫
#   不要香菜，这个去掉就行", "我的拿铁要燕麦奶，糖浆那个去掉", "汉堡不加酸黄瓜，洋葱也去掉吧"): an ingredient left out, an
#   order or a preference; never so of a record, a sentence or the memory ("那条去掉吧", "从记忆里去掉");
# - 删掉 / 删除 / 去掉 of the OLD value beside a new one given ("我换了新手机号 …，旧的那个删掉", "搬到杭州了，原来的地址
#   删掉吧", "换了新邮箱，删掉那个旧的"): the change of a value, not a request to forget the statement ("新地址也别记了，删掉
#   吧", "之前那条删掉，我说错了": no old value beside a new one, a retraction).
_TAKEN_OUT = re.compile(r"去掉|拿掉")
_OF_A_RECORD = re.compile(r"记忆|记录|档案|条|句|段|话|事|聊天")
# a want of an item: "不要香菜", "要燕麦奶", "不加葱", "少放辣", "换成全麦" (not "不要你记", "不要乱记", "要理解", "不要了");
# nor a want to say it again, otherwise or not at all, what the user does next with their words (review 37): "要重新说",
# "要改一下", "要换个说法", "要保密", "要更正"
_ITEM_WANTED = re.compile(
    r"(?:不要|不加|别加|不放|别放|少放|少加|多放|多加|只要|要|加|换成|改成)"
    r"(?![你您他她它我记存再把提说讲告跟给让帮是不被留删去忘乱瞎随理了求想用改]"
    r"|重(?:新|来|说|讲|写|发)|换(?:个|一个|一种|种)?(?:说法|讲法|问法|话题|方式|表述|措辞)|保密|更正|纠正|修正|修改|补充"
    r"|撤回|收回|组织|整理)[\u4e00-\u9fff]")
_OLD_ONE = re.compile(r"(?:旧|原来|原先|以前|之前|老的)的?(?:那个|那些|这个)?[\u4e00-\u9fff]{0,4}$")
_OLD_AFTER = re.compile(r"(?:那个|这个|那些)?(?:旧|原来|原先|以前|之前|老的)")
# a new value given: "新号码", "换了", "改成", "搬到杭州了" (a move: the new place); not the 新 of 重新 "again" ("我重新说",
# "想重新开始": no new value, review 37)
_NEW_GIVEN = re.compile(r"(?<!重)新|换了|换成|改成|改为|改了|变成|搬(?:到|去|来|家|了)|迁(?:到|去|居)")
# what was said before is a record too: "刚才说的那个去掉，我要重新说", "我前面讲的这个删掉", "之前发你的那个去掉"; so is
# what was just said or stands above in the conversation, named by its place in it: "刚才那个去掉", "上面那个删掉", "上一个去掉"
# (not what lies on top of a thing: "披萨上面那个去掉")
_SAID_BEFORE = re.compile(
    r"(?:(?:说|讲|发|提|写|打)(?:给?(?:你|您))?(?:过|了)?的|刚才|刚刚|(?<![^\s，。！？、,.!?;；:：我你])(?:上面|前面)"
    r"|上一?(?:条|句|段|个))的?(?:那个|这个|那些|这些)?$")


def _of_an_item_or_the_old_value(text: str, m: re.Match[str]) -> bool:
    said = m.group()
    if _OF_A_RECORD.search(said) is not None or _SAID_BEFORE.search(text, max(0, m.start() - 8), m.start()):
        return False
    if _TAKEN_OUT.search(said) is not None and _ITEM_WANTED.search(text) is not None:
        return True
    before = text[max(0, m.start() - 12):m.start()].rstrip()
    old = _OLD_ONE.search(before) is not None or _OLD_AFTER.match(text, m.end()) is not None
    return old and _NEW_GIVEN.search(text) is not None


# "Born in Leeds, don't remember any of it though", "lived in Leeds till I was 3, don't remember any of it": after a
# clause telling the subject's past, "don't remember any of it / anything about it" says they have no memory of it, and
# asks nothing (review 21: a retraction is an erasure)
_NO_MEMORY = re.compile(r",\s*(?:i\s+)?(?:don'?t|do not|can'?t|cannot) remember (?:any of (?:it|that)|anything (?:about|of) (?:it|that)"
                        r"|much (?:of|about) (?:it|that)|a thing)\b", re.IGNORECASE)
_ONES_PAST = re.compile(r"\b(?:born|grew up|went to|lived|moved|used to|was|were|visited|spent|as a (?:kid|child|baby|toddler)"
                        r"|(?:till|until|when) (?:i|we) (?:was|were))\b", re.IGNORECASE)


def _no_memory_of_it(text: str, m: re.Match[str]) -> bool:
    return _NO_MEMORY.match(text, m.start()) is not None and _ONES_PAST.search(text, 0, m.start()) is not None



def one_off(statement: str | None, value: Any = None, *, states: bool = True, lasting: bool = False) -> bool:
    """True when the statement says it holds just this once (temporary context, DOMAIN §4).

    An explicit phrase ("just this once", "this time only", "就这一次", "这次用") counts wherever it stands. A
    time or trip ("just for tonight", "today only", "下周去上海出差") counts, in a statement naming the value,
    only where its sentence names it too or the phrase ends its sentence: a whole message's other sentences
    speak of other things ("我以后都改成燕麦拿铁了。还有，我下周去上海出差，帮我找下酒店" stores the coffee).
    `states` False reads the explicit phrases only: the value is no state a time or a trip bounds (a name, a
    birthday: "老公大伟这周出差" says the husband's name, not a name for this week). `lasting` True: the value is
    one a trip seldom bounds (a phone, an email, a school, an allergy, an employer), so a time or trip counts only in
    the value's own clause ("Leo's allergic to peanuts, he's staying with his gran till Sunday" stores the allergy).
    A time or trip undone later ("婆婆来我家住一阵子，以后就跟我们一起住了": from now on) counts for nothing.
    """
    if not statement:
        return False
    lowered = statement.lower()
    if _holds_one_off_hint(lowered) and _ONE_OFF.search(statement) is not None:
        return True
    if not states or not _holds_one_off_more_hint(lowered):
        return False
    if type(value) is str and _of_the_moment(lowered, value, statement):
        return True
    about = cues.named(statement, (value,)) if type(value) is str else ()
    for n, m in enumerate(_ONE_OFF_MORE.finditer(statement)):
        if _RETURNED_TO.match(m.group()) and (any(p.search(m.group().lower()) for p in about) or _SINCE.search(lowered)):
            continue  # "back in Berlin fri" for Berlin: the lasting value a trip returns to; "vegan since 2019"
        if (not about or (cues.in_sentence_of(statement, m, about) and not _shifted(statement, m, about))) and not (
                _FROM_NOW_ON.search(statement, m.end(), m.end() + clauses.WINDOW) is not None
                or (lasting and about and not _in_clause_of(statement, m, about))):
            return True
        if n + 1 == clauses.MAX_CUES:
            break
    return False


_RETURNED_TO = re.compile(r"back |normal again", re.IGNORECASE)
_SINCE = re.compile(r"\bsince (?:\d{4}|(?:january|february|march|april|may|june|july|august|september|october|november"
                    r"|december|last|the)\b)|自从|从\d{4}年")


# a new topic between a one-off and the value: "book me a table just for tomorrow; btw I'm vegetarian now"
_TOPIC_SHIFT = re.compile(r"\b(?:btw|by the way|also|anyway|oh and|and also)\b|对了|另外|顺便|还有|順便|對了", re.IGNORECASE)


def _shifted(statement: str, m: re.Match[str], about: tuple[re.Pattern[str], ...]) -> bool:
    text = cues.lowered(statement)
    if len(text) != len(statement):
        text = statement
    found = next((f for value in about for f in value.finditer(text, m.end())), None)
    return found is not None and _TOPIC_SHIFT.search(text, m.end(), found.start()) is not None


# what says a stay or trip lasts after all, after it: "以后就跟我们一起住了", "and she's staying for good"
_FROM_NOW_ON = re.compile(r"以后(?:就|都)|从此|从今以后|长住|一直住下|搬家了|搬了家|\b(?:from now on|for good|permanently)\b", re.IGNORECASE)
_CLAUSE_BREAK_AT = re.compile(r"[,;!?，；。！？\n]|\.(?=\s|$)")


def _in_clause_of(statement: str, m: re.Match[str], about: tuple[re.Pattern[str], ...]) -> bool:
    """Is a mention of the value in the clause of the time or trip `m`?"""
    text = cues.lowered(statement)
    if len(text) != len(statement):
        text = statement
    for value in about:
        for found in value.finditer(text):
            lo, hi = (found.end(), m.start()) if found.end() <= m.start() else (m.end(), found.start())
            if lo >= hi or _CLAUSE_BREAK_AT.search(text, lo, hi) is None:
                return True
    return False


# A message that is the value and a near time, nothing more in its first clause: "bus today bc it's chucking it down",
# "WFH this week", "这周 WFH，不用 commute 了", "今天 bus" (not "moved to Berlin today": a verb before the value)
_NEAR_TIME_EN = ("today", "tonight", "this weekend", "this week", "this morning", "this afternoon", "this evening")
_NEAR_TIME_ZH = ("今天", "今晚", "今天晚上", "这周", "本周", "这几天", "这两天", "这礼拜", "这星期")
_AFTER_NEAR_TIME = frozenset((*" ,.;:!?，。；：！？", ""))  # ("": the end of the text)


_CLAUSE_BREAK = frozenset((*",.;:!?，。；：！？", ""))
# what makes "<value> today" an event that lasts: "vegan today onwards", "married today!!", "retired today after 35 years"
_LASTING_AFTER = ("onward", "on ", "forward", "after ", "for good", "起", "开始", "以后", "入职", "提车", "搬")


def _of_the_moment(lowered: str, value: str, statement: str) -> bool:
    """Is the message's first clause only the value and a near time (either order)? Not a state reached on that day
    ("married", "retired": one English word ending in -ed) nor a start ("today onwards", "今天 Model Y 提车了")."""
    v = " ".join(value.lower().split())
    text = lowered.strip()
    if not v or len(v) > 40 or (v.isascii() and v.isalpha() and v.endswith("ed")):
        return False
    if text.startswith(v):
        rest = text[len(v):]
        if rest[:1] not in (" ", ""):
            return False
        rest = rest.lstrip()
        for t in (*_NEAR_TIME_EN, *_NEAR_TIME_ZH):
            if rest.startswith(t) and rest[len(t): len(t) + 1] in _AFTER_NEAR_TIME:
                after = rest[len(t):].lstrip(" ")
                # (not "Ovo today, switched from EDF": a change made today lasts)
                return not after.startswith(_LASTING_AFTER) and cues.cue_of(statement, (value,)) is None
        return False
    for t in _NEAR_TIME_ZH:
        if text.startswith(t):
            rest = text[len(t):].lstrip()
            # the value then a clause break (or the end): "这周 WFH，不用 commute 了"; not "这周 字节 入职了"
            return rest.startswith(v) and rest[len(v): len(v) + 1] in _CLAUSE_BREAK
    return False


# (the ASCII ones of each, made once: a tuple of 20 strings is hashed anew at every dict lookup)
_holds_one_off_hint, _holds_one_off_more_hint = any_of(_ONE_OFF_HINTS), any_of(_ONE_OFF_MORE_HINTS)
_holds_retraction_hint, _holds_retraction_more_hint = any_of(_RETRACTION_HINTS), any_of(_RETRACTION_MORE_HINTS)


def in_task_scope(scope: str) -> bool:
    """True when one segment of the scope path is a task (`project:atlas/task:42`)."""
    return any(seg.startswith("task:") and len(seg) > len("task:") for seg in scope.split("/"))



@dataclass(frozen=True)
class Refusal:
    """A candidate the gate refused: the reason code and the field at fault."""

    reason: str
    field: str


def check(
    *, key: str, value: Any, statement: str | None, evidence: dict[str, Any],
    source: str, kind: str, scope: str, allow_external: bool, context: dict[str, str] | None = None,
) -> Refusal | None:
    """Apply the write gate; None means the candidate may go on to the policy.

    Scope and context are stored in plain text (they address slots), so they are checked too.
    """
    # the statement as read, its typos and shorthand mended (`ledger.mend`: "pasword", "2nite"); secrets are looked
    # for in both it and the statement as written (a mend may touch a secret: "wifi password b4-Sunset!")
    reading = mended(statement, keep=(value,)) if type(statement) is str else statement
    # The usual case in one pass over every text; only a hit looks for the field at fault.
    texts: list[str] = [key]  # a key is stored in plain text too: a token used as one is refused
    for payload in (value, statement, evidence, scope, context):
        if type(payload) is str:  # most are: no call
            texts.append(payload)
        elif payload is not None:
            _collect(payload, texts)
    if reading is not statement:
        texts.append(reading)  # type: ignore[arg-type]
    # the value as text: digits sent as a JSON number ("--value 4821" on the command line) are the same PIN as "4821"
    # (4 digits at least: no PIN or code is shorter)
    shown = value if type(value) is str else str(value) if type(value) is int and abs(value) >= 1000 else None
    joined = _SEP.join(texts)
    if not joined.isascii():
        texts = _shown(texts)
        joined = _SEP.join(texts)
        if type(statement) is str:
            statement = _shown([statement])[0]
            reading = _shown([reading])[0] if reading is not None else None
        if type(value) is str:
            value = shown = _shown([value])[0]
    # Every check below needs a hint the prefilter looks for (a credential word, a token prefix, 13 digits):
    # the usual command has none, and is through in one pass.
    if _may_be_prohibited(joined) or _prohibited_key(key):
        if "pin" in joined or "PIN" in joined or "Pin" in joined:  # India's postal PIN code is no secret (review 21)
            texts = [postal_pins(t, key) for t in texts]
            joined = _SEP.join(texts)
            if type(statement) is str:
                statement = postal_pins(statement, key)
                reading = postal_pins(reading, key) if reading is not None else None
        if _prohibited_key(key) or _exactly_prohibited(texts, joined):
            field = prohibited_field(key, value=value, statement=statement, evidence=evidence, scope=scope,
                                     context=context or {})
            if field is None and reading != statement and prohibited_field(key, statement=reading) is not None:
                field = "statement"
            if field is None and _prohibited_texts([texts[0]]):  # the key as it shows (a soft hyphen inside)
                field = "key"
            if field is not None:
                return Refusal(PROHIBITED, field)
        for name, payload in (("value", value), ("evidence", evidence), ("context", context)):
            if _secret_keyed(payload):  # {"password": "hunter4QQ"}: the key says what the value is
                return Refusal(PROHIBITED, name)
        if shown is not None and written_down(key, shown):  # "Tulip77" under security.password_book
            return Refusal(PROHIBITED, "value")
        if shown is not None and (declares_credential(statement, shown) or (
                reading != statement and declares_credential(reading, shown))):  # "this is my password", "hunter3QQ"
            return Refusal(PROHIBITED, "value")
    statement = reading  # the rest reads the statement mended
    if shown is not None and shown[:1] in _CODE_START and declares_code(shown, statement):
        return Refusal(PROHIBITED, "value")
    if retraction(statement):  # "forget that ...": erase it (Erase), never store or reinforce what was withdrawn
        return Refusal("retraction", "statement")
    if source == "external" and not allow_external:
        return Refusal("external_source", "source")
    if kind == "temporary" and not in_task_scope(scope):
        return Refusal("temporary_outside_task_scope", "scope")
    others, identity = key_segments(key)
    if one_off(statement, value, states=not identity, lasting=lasting_key(key)) and not in_task_scope(scope):  # "just this once": temporary
        return Refusal("temporary_outside_task_scope", "statement")
    if not others and type(value) is str and not_the_users(statement, value):
        # "my brother lives in Leeds" under home.city, "my boss thinks I should learn Go" under stack.language: not said
        # of the subject (seed 002: two people, two facts); under family.brother.city it is the brother's, stored
        return Refusal("value_not_asserted", "statement")
    return None
