"""One-off wording (DOMAIN.md §4): temporary context, which lives in a task scope with an expiry or is refused."""

from __future__ import annotations

import re
from typing import Any

from ledger import clauses, cues
from ledger.hints import any_of

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
    r"|(?:这周|本周|这礼拜|这个礼拜|这星期|这个星期|这几天|这两天)(?![^。！？!?]{0,24}(?:搬|迁|定居|入职|落户|报到|调(?:到|往|去|任|入|岗)"
    r"|转岗|跳槽|上任|就职|加入))"
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

# A state for a short time ahead, its end in sight (DOMAIN §4 "today it's hot"): a stay of days or weeks said for the
# present ("for the next two weeks I'm covering the Runcorn plant", "这两周借调到防城港那边 月底就回来", "Bis Freitag bin ich in
# Erfurt auf Montage", "esta semana estoy en Cuenca, el lunes vuelvo", "今週だけ大阪支社に出張中です"). Not a lasting change with
# its start ("from next week I work at Runcorn", "下周起调到防城港了", "ab Montag arbeite ich in Erfurt", "desde esta semana
# trabajo en Cuenca"), nor a long period ("for the next two years I'm based in Erfurt", "未来两年在防城港"), nor a period
# told as history ("for the past two weeks I've been in Runcorn", "去年那两周我在防城港"): each keeps its decision.
_WEEKDAY_DE = r"(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)"
_WEEKDAY_ES = r"(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)"
_WEEKDAY_FR = r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)"
_WEEKDAY_IT = r"(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)"
# a near period in Chinese, this one (not 那两周 "those two weeks", told as history; not 下周起 "from next week on")
_PERIOD_ZH = (r"(?:这(?:一两|两|三|几|半)?(?:周|个?礼拜|个?星期)|本周|这(?:两|三|几|两三)天|这半个?月|这阵子|这段时间"
              r"|最近(?:这)?(?:几|两|两三)(?:天|周))")
# ... and what ends it: a day of return ("月底就回来", "周五回钦州", "下周一恢复"); not 回头 "later", 回复 "reply", 回答, 回忆,
# nor 回家 / 回老家 (a visit home, no return from a stay: "这周刚换成安卓手机，周末回家给我妈也换一个")
_BACK_ZH = (r"(?:月底|月初|月中|下(?:周|个?礼拜|个?星期)[一二三四五六日天]?|周末|(?:周|礼拜|星期)[一二三四五六日天]|过(?:几|两|三)天"
            r"|明天|后天|下个?月初?|[一二三四五六七八九十\d]{1,3}号)(?:以后|之后|后)?(?:就|再|才)?(?:能|会|要)?"
            r"(?<!不)(?:回(?![头复答忆顾报避收归应味家]|老家)|恢复)")
# ... in a sentence that makes no lasting change of it: a move, a transfer (调到; not 借调, a secondment), a start, 以后都
# (a job changed by someone else, its subject before it: "同事跳槽了", "他也换了工作", not the user's; review 39a)
_OF_ANOTHER_ZH = "(?=跳槽|换)" + "".join(f"(?<!{w})(?<!{w}也)(?<!{w}刚)(?<!{w}又)(?<!{w}都)" for w in (
    "同事", "他", "她", "朋友", "同学", "老板", "领导", "经理", "主管", "别人", "有人", "师傅", "搭档", "室友", "老公", "老婆"))
_NO_LASTING_ZH = (r"(?![^。！？!?]{0,40}(?:搬|迁|定居|入职|落户|报到|(?<!借)调(?:到|往|去|任|入)|上任|就职|加入|正式|常驻|长驻"
                  r"|调岗|转岗|" + _OF_ANOTHER_ZH + r"(?:跳槽|换了?工作)|以后(?:就|都)|从此|不回|长期|永久))")
# a near period in English, said for the present state ("for the next two weeks I'm covering …", "we're on nights for
# the next few days"): days or weeks, not months or years
_NEXT_EN = (r"\b(?:for|over) the (?:next|coming) (?:(?:(?:two|three|four|five|six|couple(?: of)?|few|[2-6]) )?(?:days?|weeks?)|fortnight)"
            r"\b(?! (?:after|from|of)\b)")
_NOW_EN = r"\b(?:i['’]m|i am|we['’]re|we are|i['’]ll be|i will be|we['’]ll be|we will be)\b"
# ... in a sentence making no change that lasts: "over the next two weeks we're migrating everything to Go", "I'm moving
# to Leeds for the next few days" is a change under way, not a stay
_NO_CHANGE_EN = (r"(?![^.!?\n]{0,80}\b(?:migrat|mov(?:e|es|ing) (?:to|over|in|into|house)|switch|relocat|transition|roll(?:s|ing)? "
                 r"out|start|join|onboard|phas(?:e|ing) (?:in|out)|settl)\w*)")
# German: the days before a near end, at the clause's start, then the present verb ("Bis Freitag bin ich in Erfurt";
# not "von Montag bis Freitag bin ich in Erfurt", a working week; "bis 2019 war ich …", history)
_UNTIL_DE = (r"bis (?:zum |nächsten |kommenden |nächste |einschließlich )?(?:" + _WEEKDAY_DE +
             r"|morgen|übermorgen|wochenende|ende der woche|monatsende|ende des monats|nächste woche)")
_NEXT_DE = r"(?:für )?die (?:nächsten|kommenden) (?:zwei|drei|vier|paar|[2-6]) (?:tage|wochen)|diese woche nur|nur diese woche"
# a change made, not a stay: a move, a transfer, a job begun or signed ("me han trasladado a Cuenca", "empecé en una
# empresa de Cuenca", "j'ai signé mon CDI à Lyon", "ho iniziato a lavorare a Bari"), or one for good ("switched": the
# gate reads a move or transfer told in another language glossed so, `ledger/gloss_changes.py`)
# (the user's own: not in a relative clause of someone or something else, "un cliente que nos ha contratado", "un curso
# que empecé en marzo", "un client qui nous a embauchés"; a hire said of the user, "me han contratado", "j'ai été
# embauché", "sono stato assunto", not the words of hiring, "un salon du recrutement", "recruter des stagiaires", "i
# nuovi assunti"; a start in a place or firm, "empecé en una empresa", not at a time, "empecé en marzo"; review 39a)
_MONTH_ES = (r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|se?ptiembre|octubre|noviembre|diciembre|verano|invierno"
             r"|primavera|oto[ñn]o|\d)")
_CHANGE_ES = (r"(?:\b(?=[mnefch])(?<!que )(?<!quien )(?<!quienes )(?<!cual )(?:(?:me|nos) (?:han |ha |he |hemos )?(?:mud|traslad|destin|contrat)"
              r"|me incorpor|nos incorpor"
              r"|(?:empec[eé]|empezamos|comenc[eé]|comenzamos|entr[eé]|entramos|he empezado|hemos empezado|he entrado"
              r"|hemos entrado) (?:a trabajar|en(?! (?:el |la )?" + _MONTH_ES + r")|con)\b|firm[eé]|firmamos|he firmado"
              r"|hemos firmado)|\b(?:para siempre|definitiv|switched))")
_CHANGE_FR = (r"\b(?:déménag|muté|mutée|(?:été|suis|sommes|fait) (?:embauch|recrut)"
              r"|(?=[mn])(?<!qui )(?<!que )(?:m['’]|nous )(?:a|ont) (?:embauch|recrut)|pour de bon|définitiv"
              r"|(?=[jno])(?<!qui )(?<!que )(?:j['’]ai|nous avons|on a) (?:signé|rejoint"
              r"|intégré|commencé (?:à travailler|chez|dans|mon|ma|un nouveau|une nouvelle))|switched)")
_CHANGE_IT = (r"\b(?:trasferit|traslocat|(?:stat[oaie]|(?=[mc])(?<!che )(?:mi|ci) hanno|(?=m)(?<!che )m['’]hanno) assunt"
              r"|per sempre|definitiv|(?=[ha])(?<!che )(?:ho|abbiamo) (?:firmato|iniziato a lavorare|cominciato a lavorare)"
              r"|switched)")
_NO_CHANGE_ES = r"(?![^.!?\n]{0,60}" + _CHANGE_ES + r")"
# not after a weekday: "desde el lunes hasta el viernes", "du lundi jusqu'à vendredi", "dal lunedì fino a venerdì", a
# working week (tried after the word "until" only: look-behinds tried at every character cost every statement)
_DAYS_ES = ("lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo")
_DAYS_FR = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
_DAYS_IT = ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "lunedi", "martedi", "mercoledi", "giovedi", "venerdi",
            "sabato", "domenica")
_HASTA = "hasta " + "".join(f"(?<!{d} hasta )" for d in _DAYS_ES)
_JUSQUA = "jusqu['’]à " + "".join(f"(?<!{d} jusqu.à )" for d in _DAYS_FR)
_FINO_A = "fino a " + "".join(f"(?<!{d} fino a )" for d in _DAYS_IT)
_UNTIL_ES = _HASTA + r"(?:el )?(?:" + _WEEKDAY_ES + r"|fin de semana)\b|" + _HASTA + r"mañana\b"
# Japanese: a change of the user's, a transfer or a start (not 新入社員 "new employees", nor one of someone else's, told in
# a relative clause before its noun, "転勤した先輩", nor one denied, "転勤ではありません"; review 39a)
_CHANGE_JA = (r"(?:(?:[異异]動|[転转]勤|[転转][職职]|(?<!新)入社(?![員员])|着任|配属)"
              r"(?!(?:した|する|された|になった|予定の)[\u3005\u4e00-\u9fff\u30a1-\u30fa])"
              r"(?!(?:で|じゃ)(?:は|も)?(?:ありません|ない|なく|ございません))|switched)")
# the stay, then its near end after a comma: an aside between ("I'm at the Crewe depot, covering for Sam, for the next two
# weeks", the end then ends its sentence) or the end restricted ("Estoy en Soria, pero solo hasta el jueves", "Je suis à
# Rennes, mais seulement jusqu'à jeudi", "Sono a Lecce, ma solo fino a giovedì"); not across a clause of another
# subject ("I'm vegetarian, and for the next two weeks we're off dairy": the period opens a clause of its own; review 39a)
_ACROSS_COMMA = (r"(?:(?!\b(?:i|we|you|he|she|they|yo|je|tu|nous|vous|ils|elles|io|noi|voi|ich|wir|er|sie)\b)[^.!?¡\n;]){0,80}?"
                 r",\s*")
_ONLY = (r"(?:(?:but|though|pero|aunque|mais|ma|però|aber|doch) )?(?:only|just|s[oó]lo|solamente|seulement|juste"
         r"|uniquement|soltanto|nur) ")
_ENDS = r"(?=\s*(?:[.!?\n]|$))"


_JUSQUA_END = _JUSQUA + r"(?:" + _WEEKDAY_FR + r"|demain|la fin de la semaine)\b"
_FINO_A_END = _FINO_A + r"(?:" + _WEEKDAY_IT + r"|domani)\b"


def _across(end: str) -> str:
    """A stay's present verb, an aside, a comma, then its near end `end`: restricted ("but only …"), or ending its
    sentence."""
    return _ACROSS_COMMA + r"(?:" + _ONLY + r"(?:" + end + r")|(?:" + end + r")" + _ENDS + r")"


_BOUNDED_STAY = re.compile(
    # English: the period, then the present state in its sentence, or the state then the period
    _NEXT_EN + _NO_CHANGE_EN + r"[^.!?\n]{0,60}?" + _NOW_EN +
    r"|" + _NOW_EN + _NO_CHANGE_EN + r"[^.!?\n,;]{0,80}?" + _NEXT_EN +
    r"|" + _NOW_EN + _NO_CHANGE_EN + _across(_NEXT_EN) +
    # Chinese: a near period, then a stay (在 / 去 / 到 a place, a secondment, a trip, a stand-in) and its day of return,
    # or a secondment or trip alone, or a request "for now" (这周…先都用英文吧)
    r"|" + _PERIOD_ZH + _NO_LASTING_ZH + r"(?:[^。！？!?]{0,12}?(?:在|去|到|借调|外派|出差|驻场|支援|帮忙|陪|顶|替)"
    r"[^。！？!?]{0,24}?" + _BACK_ZH +
    r"|[^。！？!?，,]{0,6}?(?:借调|外派|驻场|支援|顶岗|代岗|出差)"
    r"|[^。！？!?]{0,16}?(?:先|暂时|暂且)(?:都|就|还是)?(?:用|改用|换成|换用|说|写|回复|发))"
    # Japanese: a near period "only" ("今週だけ", "今日のみ"; not "今週だけで三回": in this week alone), or with a trip
    # (the gate reads kanji folded to simplified ones: 週 周, 間 间, 張 张)
    r"|(?:今[週周]|今日|本日|今夜|今晩|明日|この(?:[一二三数2-7])?(?:日[間间]|[週周][間间])|ここ(?:[一二三数2-3])?(?:日|[週周][間间]))"
    r"(?!から|より|付|以降|以来)(?![^。！？!?]{0,30}" + _CHANGE_JA + ")"
    r"(?:(?:だけ|のみ|限り)(?!で)|(?:は|いっぱい|中は)?[^。！？!?]{0,20}?(?:出[張张]|研修|応援|帰省|归省))"
    # German: "Bis Freitag bin ich …", "die nächsten zwei Wochen arbeite ich …" (V2: the verb after the period)
    r"|(?:^|(?<=[.,;:!?\n])|(?<=[.,;:!?\n] ))(?:" + _UNTIL_DE + r"|" + _NEXT_DE + r"),? "
    r"(?:bin|sind|arbeite|arbeiten|bleibe|bleiben|wohne|wohnen|vertrete|vertreten|übernehme|mache|habe|hab) (?:ich|wir)\b"
    # ... or "ich bin bis Freitag in Erfurt" (not "ich bin von Montag bis Freitag in Erfurt": a weekday before bis)
    r"|\b(?:ich bin|wir sind|ich arbeite|wir arbeiten)\b[^.!?\n,;]{0,20}?(?<!tag )(?<!woch )" + r"\b" + _UNTIL_DE + r"\b"
    r"|\b(?:ich bin|wir sind|ich arbeite|wir arbeiten)\b" + _across(_UNTIL_DE + r"\b") +
    # Spanish: a near period, then the day of return ("esta semana estoy en Cuenca, el lunes vuelvo"; not "desde esta
    # semana", "a partir de hoy"), or "solo esta semana"
    r"|(?<!desde )(?<!partir de )\b(?:esta semana|estos (?:dos |tres |pocos )?d[ií]as|estas (?:dos|tres) semanas"
    r"|(?:las )?pr[oó]ximas (?:dos|tres|[2-6]) semanas|(?:los )?pr[oó]ximos (?:dos|tres|cuatro|cinco|pocos|[2-9]) d[ií]as"
    r"|" + _UNTIL_ES + r")"
    r"(?![^.!?\n]{0,60}" + _CHANGE_ES + r")"
    r"[^.!?\n]{0,60}?\b(?:(?:el (?:" + _WEEKDAY_ES + r")|mañana|pasado mañana|la semana que viene|la pr[oó]xima semana"
    r"|el fin de semana|a fin de mes),? (?:ya )?(?:vuelvo|regreso|volvemos|regresamos|estoy de vuelta|estaré de vuelta)"
    r"|(?:vuelvo|regreso|volvemos|regresamos)(?: a [\w ]{1,20}?| a casa)? (?:el (?:" + _WEEKDAY_ES + r")|mañana"
    r"|pasado mañana|la semana que viene|la pr[oó]xima semana|el fin de semana|a fin de mes))\b"
    r"|\bs[oó]lo (?:por )?(?:esta semana|estos d[ií]as)\b"
    # ... or the stay and its near end alone: "Estoy en Cuenca hasta el viernes", "Hasta el viernes estoy en Cuenca"
    # (not "desde el lunes hasta el viernes", a working week; nor "estuve", "he estado": history)
    r"|\b(?:estoy|estamos|sigo|seguimos|me quedo|nos quedamos|trabajo|trabajamos)\b" + _NO_CHANGE_ES +
    r"(?:[^.!?¡\n,;]{0,40}?\b(?:" + _UNTIL_ES + ")|" + _across(_UNTIL_ES) + ")"
    r"|(?=hasta )(?:^|(?<=[.,;:!?¡\n])|(?<=[.,;:!?¡\n] ))(?:" + _UNTIL_ES + r"),? "
    r"(?:estoy|estamos|sigo|seguimos|me quedo|nos quedamos|trabajo|trabajamos)\b" + _NO_CHANGE_ES +
    # French and Italian: the same with the day of return ("cette semaine je suis à Lyon, je rentre lundi", "questa
    # settimana sono a Bari, torno lunedì")
    r"|(?<!depuis )(?<!partir de )\b(?:cette semaine|ces (?:deux |trois |quelques )?jours|" + _JUSQUA +
    r"(?:" + _WEEKDAY_FR + r"|demain|la fin de la semaine))\b"
    r"(?![^.!?\n]{0,60}" + _CHANGE_FR + r")"
    r"[^.!?\n]{0,60}?\b(?:je rentre|je reviens|on rentre|on revient|nous rentrons|retour) (?:" + _WEEKDAY_FR +
    r"|demain|la semaine prochaine|ce week-end)\b"
    # ... or the stay and its near end alone: "Je suis à Lyon jusqu'à vendredi" (not "j'étais", "je suis resté": history;
    # "du lundi jusqu'à vendredi", a working week)
    r"|\b(?:je suis|nous sommes|on est|je reste|nous restons|on reste|je travaille|nous travaillons|on travaille)"
    r"(?: encore| toujours)? (?:à|au|aux|en|chez|dans|sur|ici|là)\b(?!" + r"[^.!?\n]{0,60}" + _CHANGE_FR + r")"
    r"(?:[^.!?\n,;]{0,40}?\b" + _JUSQUA_END + "|" + _across(_JUSQUA_END) + ")"
    r"|(?<!da )\b(?:questa settimana|questi (?:due |tre |pochi )?giorni|" + _FINO_A + r"(?:" + _WEEKDAY_IT + r"|domani))\b"
    r"(?![^.!?\n]{0,60}" + _CHANGE_IT + r")"
    r"[^.!?\n]{0,60}?\b(?:torno|rientro|torniamo|rientriamo) (?:" + _WEEKDAY_IT +
    r"|domani|la settimana prossima|il fine settimana|nel weekend)\b"
    # ... or the stay and its near end alone: "Sono a Bari fino a venerdì" (not "sono stato", "ero": history; "dal lunedì
    # fino a venerdì", a working week)
    r"|\b(?:sono|siamo|sto|stiamo|resto|restiamo|rimango|rimaniamo|lavoro|lavoriamo)(?: ancora)? (?:a|ad|in|al|alla|allo"
    r"|ai|agli|alle|da|dal|dalla|presso|qui|qua|lì)\b(?!" + r"[^.!?\n]{0,60}" + _CHANGE_IT + r")"
    r"(?:[^.!?\n,;]{0,40}?\b" + _FINO_A_END + "|" + _across(_FINO_A_END) + ")",
    re.IGNORECASE,
)
_BOUNDED_STAY_HINTS = ("next", "coming", "这两", "这三", "这几", "这半", "这周", "本周", "礼拜", "星期", "这阵子", "这段时间",
                       "最近", "今週", "今周", "今日", "本日", "今夜", "今晩", "明日", "日間", "日间", "週間", "周间", "ここ",
                       "bis ", "nächsten", "kommenden", "diese woche", "esta semana", "estos", "estas", "próxim", "proxim",
                       "hasta", "sólo", "solo", "cette semaine", "ces ", "jusqu", "questa settimana", "questi", "fino a")


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
    if not states:
        return False
    more = _holds_one_off_more_hint(lowered)
    patterns = (*((_ONE_OFF_MORE,) if more else ()), *((_BOUNDED_STAY,) if _holds_bounded_stay_hint(lowered) else ()))
    if not patterns:
        return False
    if more and type(value) is str and _of_the_moment(lowered, value, statement):
        return True
    about = cues.named(statement, (value,)) if type(value) is str else ()
    for pattern in patterns:
        for n, m in enumerate(pattern.finditer(statement)):
            if n == clauses.MAX_CUES:
                break  # (a match passed over counts too: each one reads the value's mentions over the statement)
            if _RETURNED_TO.match(m.group()) and (any(p.search(m.group().lower()) for p in about)
                                                  or _SINCE.search(lowered)):
                continue  # "back in Berlin fri" for Berlin: the lasting value a trip returns to; "vegan since 2019"
            stay = pattern is _BOUNDED_STAY
            start = _stay_start(statement, m) if stay else m.start()
            if stay and (_routine(statement, m)
                         or (about and not _in_clause_of(statement, m, about, _STAY_BREAK_AT, start))):
                continue  # a weekly routine; a lasting value beside the stay ("I live in Warrington but for the next …")
            if (not about or (cues.in_sentence_of(statement, m, about) and not _shifted(statement, m, about))) and not (
                    _FROM_NOW_ON.search(statement, m.end(), m.end() + clauses.WINDOW) is not None
                    or (lasting and about and not _in_clause_of(statement, m, about, start=start))):
                return True
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
# ... and for a stay (`_BOUNDED_STAY`, which names the value the stay is of): a clause joined by "but" / "then" too ("I
# live in Warrington but for the next two weeks I'm covering the Runcorn plant": Warrington is not the stay's)
# (German "aber" / "dann" right after the subject of an inverted verb are particles of its own clause, not a second
# clause: "Die nächsten zwei Wochen arbeite ich dann in Linz", "Bis Freitag bin ich aber in Linz"; review 39a)
_STAY_BREAK_AT = re.compile(r"[,;!?，；。！？、\n]|\.(?=\s|$)|\b(?:but|then|(?<!\bich )(?<!\bwir )(?:aber|dann)|pero|luego"
                            r"|mais|puis|ma|poi)\b|但|不过|可是|然后", re.IGNORECASE)
# ... but a comma that opens an apposition naming the value, which ends its sentence or is set off by another comma, is
# no break: "For the next couple of weeks I'm based at our other site, the Crewe depot" (review 39a)
_APPOSITION_BEFORE = re.compile(r",\s*(?:(?:the|our|my|their|this|that|le|la|les|l['’]|notre|mon|ma|el|los|las|nuestr[oa]"
                                r"|mi|il|lo|gli|il nostro|la nostra|der|die|das|unser|unsere|unserem|unserer)\s+)?$",
                                re.IGNORECASE)
_APPOSITION_AFTER = re.compile(r"\s*(?:[,.!?;\n。，！？；]|$)")
# a weekly routine, in the stay's sentence: "Todas las semanas estoy en Cuenca desde el lunes hasta el viernes"
# (said of the stay, an adverb: not a weekly thing, the word before a noun, "no weekly stand-up", "每周的例会", "每周例会",
# or after "of", "la riunione di ogni settimana", "la reunión de cada semana", "each week's call"; review 39a)
_ROUTINE = re.compile(r"\b(?:every (?:week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?!['’]s)"
                      r"|each week(?!['’]s)|weekly(?! (?!(?:and|or|but|for|from|at|in|on|to|with|since|until|till|now"
                      r"|again|too|as|so|anyway)\b)[a-z])"
                      r"|jede woche|jeden (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|wöchentlich"
                      r"|(?<!\bde )(?<!\bdi )(?<!\bdella )(?<!\bdel )(?:todas las semanas|cada semana|semanalmente"
                      r"|toutes les semaines|chaque semaine|ogni settimana|tutte le settimane))\b"
                      r"|每(?:个)?(?:周|礼拜|星期)(?!的|例会|会议|周会|组会|总结|报告|汇报|简报)|毎週(?!の)", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?。！？\n]")


def _routine(statement: str, m: re.Match[str]) -> bool:
    """Is the stay `m` said of a routine (a weekly habit named in its sentence, within a bounded window)?"""
    lo = max(0, m.start() - 120)
    ends = [e.end() for e in _SENTENCE_END.finditer(statement, lo, m.start())]
    lo = ends[-1] if ends else lo
    end = _SENTENCE_END.search(statement, m.end(), m.end() + 120)
    return _ROUTINE.search(statement, lo, end.start() if end else min(len(statement), m.end() + 120)) is not None


# ... but where a stay across a comma ("I'm at the Crewe depot, covering for Sam, for the next two weeks") opens with a
# lasting thing said of the speaker, an origin, a class ("a nurse", "an engineer") or a bare word ("Polish"), and its
# aside is a state of its own (a verb in -ing, "on nights", "off sick", "based in Dublin"), the near period is the
# aside's: its clause starts after the first comma ("I'm from Warrington, covering the Runcorn plant, for the next two
# weeks" keeps Warrington; the Runcorn plant is the stay's). Not a place or a role ("at the Crewe depot", "the duty
# manager"), a stay word before ("stuck", "home"), nor an aside that is no state ("as it happens", "strictly"); review
# 40b. German likewise: "Ich bin aus Graz, auf Montage in Linz, bis Freitag", "Ich bin Lehrerin in Graz, …"
_STAY_WORD_EN = (r"(?:at|in|on|off|out|away|over|down|up|back|home|here|there|abroad|based|stationed|posted|seconded"
                 r"|with|into|onto|around|near|by|still|currently|now|just|also|temporarily|stuck|the|this|that|not|no"
                 r"|only|all|busy|free|about|available|unavailable|sick|ill)\b")
_ASIDE_STATE_EN = (r"(?=(?!(?:during|including|according|regarding|morning|evening|nothing|something|anything|everything"
                   r"|thing|king|spring|string|bring|being|feeling)\b)[a-z]+ing\b"
                   r"|(?:on|off|at|in|out|away|over|down|up|back|based|stationed|posted|seconded|abroad|home|stuck)\b"
                   r"(?! (?:fact|theory|truth|practice|principle|short|general|particular|least|last|paper|balance|case"
                   r"|any case|the whole|the moment|a way|some ways|turn|person|spirit|effect)\b))")
_STAY_WORD_DE = (r"(?:in|im|bei|beim|auf|an|am|zu|zum|zur|hier|dort|da|noch|gerade|nur|unterwegs|krank|weg|zuhause"
                 r"|daheim|nicht|kein|keine|diese|dieser|diesen|heute|morgen|" + _WEEKDAY_DE + r")\b")
_ASIDE_STATE_DE = (r"(?=(?:auf|in|im|bei|beim|an|am|zur|zum|unterwegs|vertretungsweise|krankgeschrieben|dienstlich"
                   r"|beruflich|arbeite|arbeitend|vertrete|aushilfsweise)\b)")
_LASTING_BEFORE_ASIDE = re.compile(
    r"(?:i['’]m|i am|we['’]re|we are|i['’]ll be|i will be|we['’]ll be|we will be)\s+"
    r"(?:(?:originally\s+)?from\b[^.!?\n,;]{0,60}?"
    r"|an?\s+(?!(?:guest|visitor|temp|locum|stand-in|substitute|relief|house-?sitter|lodger)\b)[^.!?\n,;]{0,60}?"
    r"|(?!" + _STAY_WORD_EN + r"|[a-z]+ing\b)[a-z][a-z-]*"
    r"(?:\s+(?:originally|by birth|by trade|by training|myself|too|as well|through and through))?)"
    r"\s*,\s*" + _ASIDE_STATE_EN +
    r"|(?:ich bin|wir sind)\s+(?:aus\b[^.!?\n,;]{0,60}?|(?:ein|eine|einer)\s+[^.!?\n,;]{0,60}?"
    r"|(?!" + _STAY_WORD_DE + r")(?-i:[A-ZÄÖÜ])[^.!?\n,;]{0,60}?)\s*,\s*" + _ASIDE_STATE_DE,
    re.IGNORECASE,
)


def _stay_start(statement: str, m: re.Match[str]) -> int:
    """Where the clause of the stay `m` starts: after a lasting thing said first, before an aside of its own (above)."""
    first = _LASTING_BEFORE_ASIDE.match(statement, m.start(), m.end())
    return first.end() if first is not None and first.end() < m.end() else m.start()


def _in_clause_of(statement: str, m: re.Match[str], about: tuple[re.Pattern[str], ...],
                  breaks: re.Pattern[str] = _CLAUSE_BREAK_AT, start: int | None = None) -> bool:
    """Is a mention of the value in the clause of the time or trip `m` (its clause from `start`, `m`'s own start
    unless told)?"""
    text = cues.lowered(statement)
    if len(text) != len(statement):
        text = statement
    start = m.start() if start is None else start
    for value in about:
        for found in value.finditer(text):
            lo, hi = (found.end(), start) if found.end() <= start else (m.end(), found.start())
            if lo >= hi or breaks.search(text, lo, hi) is None:
                return True
            if breaks is _STAY_BREAK_AT and lo == m.end() and hi - lo <= 80 and _apposition(text, lo, found):
                return True
    return False


def _apposition(text: str, lo: int, found: re.Match[str]) -> bool:
    """Is the value `found`, after a stay's clause from `lo`, an apposition of it (one comma, a determiner, the value,
    then its sentence's end or another comma)?"""
    before = _APPOSITION_BEFORE.search(text, lo, found.start())
    return (before is not None and _STAY_BREAK_AT.search(text, lo, before.start()) is None
            and _APPOSITION_AFTER.match(text, found.end()) is not None)


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
_holds_bounded_stay_hint = any_of(_BOUNDED_STAY_HINTS)
