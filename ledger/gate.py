"""The write gate (DOMAIN.md §4): what may not be written at all."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ledger import clauses
from ledger.hints import any_of
from ledger.mend import mended
from ledger.one_off import one_off
from ledger.people import avoided_key, key_segments, lasting_key, not_the_users
from ledger.secret_keys import _prohibited_key, _secret_keyed, postal_pins, written_down
from ledger.secret_search import _SEP, _collect, _exactly_prohibited, _may_be_prohibited, _prohibited_texts
from ledger.secrets import _CODE_START, PROHIBITED, _shown, declares_code, declares_credential, prohibited_field

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
    # the message before named and disregarded, a request of the speaker's own: "ignore my last message", "please
    # disregard my previous text", as "delete my last message" (not "he told me to ignore my last message": told of)
    r"|(?:^|[.!?;,:]\s*|\b(?:please|pls|plz|just)\s+|\b(?:can|could|would|will) (?:you|u|ya)\s+(?:please\s+)?)"
    r"(?:ignore|disregard)\s+(?:my|the|that)\s+(?:last|previous|prior|earlier)\s+(?:message|msg|text)\b"
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
    # (a message named after it: "上一条消息删掉", "那条信息删了吧", review 38)
    r"|(?:(?:这|那|上一)(?:个|条|句话?|些话?|段话?|件事)|上(?:条|句|段)|对话(?:记录)?|聊天(?:记录|内容)?)"
    r"(?:消息|信息|讯息|内容|回复)?(?:就|也|都|全部?){0,3}(?:给我|帮我)?(?:删掉|删除|去掉|抹掉|清除)(?![了过])"
    # ... the verb first, the message before named after it and nothing more in its clause: "去掉上一条", "删除刚才那句话",
    # "撤回上一条消息" (not "去掉上面的葱", "删掉上一个版本的代码": a thing, the clause goes on; review 38)
    r"|(?<![^\s。！？，；：,.!?;:、])(?:请|麻烦|帮我|给我|帮忙)?(?:删掉|删除|去掉|抹掉|清除|撤回)(?:一下)?我?的?"
    r"(?:上一?(?:条|句|段|个)|前一(?:条|句|段|个)|(?:刚才|刚刚|上面|前面)(?:的|那|这)(?:条|句|段|个))"
    r"(?:消息|信息|讯息|话|内容|回复)?(?=[\s。！？，；：,.!?;:~～、吧啊呀哈呗嘛]|$)"
    # ... or what the user said before, the verb after it: "我前面说的删掉", "刚发的那条去掉", "我说的话都删了吧" (what the
    # user said or sent just before; not "你说的删掉" the agent's words, nor "我写的删掉", "前面写的代码删掉": a thing
    # written, review 38)
    # ... nor "你刚才说的删掉", "他之前讲的删掉": someone else's words, said by them before (review 39); what was written
    # just before is a message only when named one ("刚才写的那条删掉"): "刚才写的删掉，重新写一个函数" is a thing written,
    # code or a text, most often the agent's (review 39)
    r"|(?<![你您他她])(?<!你们)(?:(?:我|刚才|刚刚|刚|前面|上面|之前|先前)(?:跟你|和你|对你)?(?:说|讲|提)"
    r"|(?:刚才|刚刚|刚|前面|上面|之前|先前)(?:发|打))"
    r"(?:给?(?:你|您))?(?:过|了)?的(?:话|内容|消息|信息|那个|这个|那些|这些|那句|那条|那段)?(?:就|也|都|全部?){0,3}"
    r"(?:给我|帮我)?(?:删掉|删除|去掉|抹掉|清除)(?![了过])"
    r"|(?<![你您他她])(?<!你们)(?:我|刚才|刚刚|刚|前面|上面|之前|先前)写(?:给?(?:你|您))?(?:过|了)?的(?:话|消息|信息|那句|那条)"
    r"(?:就|也|都|全部?){0,3}(?:给我|帮我)?(?:删掉|删除|去掉|抹掉|清除)(?![了过])",
    re.IGNORECASE,
)
_RETRACTION_MORE_HINTS = ("memor", "notes", "record", "rather not", "want", "unsave", "un-save", "unstore", "un-store",
                          "unremember", "asked", "存", "留档", "记录", "吧", "记忆", "让我", "叫我", "要求我", "请我", "忘", "记",
                          "留着", "当我没", "删", "清除", "抹掉", "去掉", "撤回", "ignor", "disregard")


def retraction(statement: str | None, value: Any = None, *, avoided: bool = False) -> bool:
    """True when the statement asks to forget something (to be erased, never stored).

    `value`: the value the statement is to be stored for; a request about the message before ("上一条删掉") beside a
    clause of this one stating the value ("我对花生过敏，上一条删掉") withdraws that other message, not this one.
    `avoided`: the key is of things the subject avoids, or the fact is a safety one, where a negation states the value
    ("我不吃香菜，上一条删掉" under diet.avoid withdraws the message before and tells this one's fact).
    """
    if not statement:
        return False
    lowered = statement.lower()
    if _holds_retraction_hint(lowered):
        text = statement.strip()
        for n, m in enumerate(_RETRACTION.finditer(text)):
            if (not _no_memory_of_it(text, m) and not _of_an_item_or_the_old_value(text, m)
                    and not _of_another_message(text, m, value, avoided)):
                return True
            if n + 1 == clauses.MAX_CUES:
                break
    if not _holds_retraction_more_hint(lowered):
        return False
    for n, m in enumerate(_RETRACTION_MORE.finditer(statement)):
        if not _of_an_item_or_the_old_value(statement, m) and not _of_another_message(statement, m, value, avoided):
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
_OF_A_RECORD = re.compile(r"记忆|记录|档案|条|句|段|话|事|聊天|消息|信息|(?:说|讲|提|发|写|打)(?:给?(?:你|您))?(?:过|了)?的")
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
_NEW_GIVEN = re.compile(r"(?<!重)新|换了|换成|改成|改为|改了|变成|搬(?:到|去|来|家|了)|迁(?:到|去|居)"
                        # a new employer or school (review 38: "跳槽到字节了，上一家删掉吧")
                        r"|跳槽|入职|调(?:到|去)|转学|转岗")
# "the previous one" of a thing, not of a message: 上一个 / 上个 / 上一家 / 上家 / 上一任 ... named just before the verb,
# a noun between ("上一个地址删掉吧"; not 消息, 说法: a record), or after it ("上一个删掉", "删掉上一个")
# what was said before is a record too: "刚才说的那个去掉，我要重新说", "我前面讲的这个删掉", "之前发你的那个去掉"; so is
# what was just said or stands above in the conversation, named by its place in it: "刚才那个去掉", "上面那个删掉", "上一个去掉"
# (not what lies on top of a thing: "披萨上面那个去掉")
_SAID_BEFORE = re.compile(
    r"(?:(?:说|讲|发|提|写|打)(?:给?(?:你|您))?(?:过|了)?的|刚才|刚刚|(?<![^\s，。！？、,.!?;；:：我你])(?:上面|前面)"
    r"|上一?(?:条|句|段|个))的?(?:那个|这个|那些|这些)?$")


# (前 / 后, "the former / the latter" of a pair; not 上一个 / 下一个, which may be the message before and the next one: "上一个
# 删掉，我发下一个")
_ONE_BEFORE = re.compile(r"前一?(?:个|家|份|款|张|套|版|种|项)")
_ONE_BEFORE_AT = re.compile(r"前一?(?:个|家|份|款|张|套|版|种|项)(?:就|也|都){0,2}$")
_ONE_AFTER = re.compile(r"后一?(?:个|家|份|款|张|套|版|种|项)|后者")
_PREVIOUS_ONE_BEFORE = re.compile(r"上一?(?:个|家|任|份|位|间|所|套|辆|部|台|张|款)[\u4e00-\u9fff]{0,4}?(?:就|也|都){0,2}$")
_PREVIOUS_ONE_SAID = re.compile(r"上一?(?:个|家|任|份|位|间|所|套|辆|部|台|张|款)")
# the 新 of a new message, no new value: "我发个新的", "重新说一个新的", "新的说法"
_NEW_MESSAGE_BEFORE = re.compile(r"(?:发|说|讲|写|打|问|来)(?:一?(?:个|条|句|段|遍|次))?$")
_NEW_MESSAGE_AFTER = re.compile(r"新的?(?:说法|讲法|消息|信息|内容|版本|一条|一句|问题|话题)")


# A new value given is the user's, and done (review 39): not negated or a plan before it in its clause ("我没调到北京",
# "不是调到北京", "还没入职", "打算跳槽"), not undone after it ("跳槽没成", "转学的事还没定", "入职黄了"), not someone else's,
# another person in its clause ("调到北京的是我老公", "是我朋友跳槽去了字节"; the user with them is the user's, "我和老公都调到
# 北京了"). Beside such a cue "上一个删掉" is the previous message withdrawn, no old value dropped.
# (not a word that negates nothing: "不久前跳槽了", "没想到", "未来")
_NOT_GIVEN_BEFORE = re.compile(r"(?:没(?!错|问题|关系|事|想到|多久)|并非|未(?!来)|不(?![仅只光单但管论少断久停时如然免禁同止到])|别)"
                               r"[^，。！？；：,!?;:\n]{0,6}$"
                               r"|(?:想|打算|准备|计划|考虑|要是|如果|假如|可能|也许|或许)[^，。！？；：,!?;:\n]{0,3}$")
_NOT_DONE_AFTER = re.compile(r"[^，。！？；：,!?;:\n]{0,8}?(?:还没|没有?(?:成|定|去|办|谈|批|通过|下来)|未(?:定|成|果)|不成|没戏|黄了"
                             r"|泡汤|失败|取消|搁置|暂缓|算了|不了|吹了|作罢)")
_SOMEONE_ELSE_ZH = re.compile(clauses.PEOPLE_ZH + r"|同学|男友|女友|老伴|爱人|(?<!其)[他她]")
_WITH_ME_ZH = re.compile(r"我和|我跟|和我|跟我|我俩|我们")
_CLAUSE_BREAK_ZH = re.compile(r"[，。！？；：,!?;:\n]")


def _given(text: str, g: re.Match[str]) -> bool:
    """Is the cue `g` of a new value the user's own, and done?"""
    b = max((x.end() for x in _CLAUSE_BREAK_ZH.finditer(text, max(0, g.start() - 30), g.start())),
            default=max(0, g.start() - 30))
    e = _CLAUSE_BREAK_ZH.search(text, g.end(), g.end() + 30)
    end = e.start() if e is not None else min(len(text), g.end() + 30)
    if _NOT_GIVEN_BEFORE.search(text, b, g.start()) is not None or _NOT_DONE_AFTER.match(text, g.end(), end) is not None:
        return False
    return _SOMEONE_ELSE_ZH.search(text, b, end) is None or _WITH_ME_ZH.search(text, b, end) is not None


def _a_new_value(text: str) -> bool:
    """Does the text give a new value ("换了新手机号", "跳槽到新公司了"), not a new message ("我发个新的"), the user's own
    and done (not "我没调到北京", "跳槽没成", "是我朋友跳槽去了字节")?"""
    for n, g in enumerate(_NEW_GIVEN.finditer(text)):
        if (g.group() != "新" or (_NEW_MESSAGE_BEFORE.search(text, max(0, g.start() - 4), g.start()) is None
                                  and _NEW_MESSAGE_AFTER.match(text, g.start()) is None)) and _given(text, g):
            return True
        if n + 1 == clauses.MAX_CUES:
            break
    return False


def _of_an_item_or_the_old_value(text: str, m: re.Match[str]) -> bool:
    said = m.group()
    if _OF_A_RECORD.search(said) is not None:
        return False
    # the former of two, the latter named too: "删掉前一个，留后一个", "前一家去掉，后一家保留" (items compared, a choice
    # between them; not a message withdrawn, review 39)
    if (_ONE_BEFORE.search(said) is not None or _ONE_BEFORE_AT.search(text, max(0, m.start() - 6), m.start()) is not None) and (
            _ONE_AFTER.search(text, max(0, m.start() - 30), m.end() + 30) is not None):
        return True
    # 上一个 / 上一家 beside a new value is the old value ("我换了新手机号139开头，上一个删掉", "跳槽到新公司了，上一家删掉吧");
    # alone, or beside no new value, the previous message ("上一个删掉，我说错了": below, review 38)
    if (_PREVIOUS_ONE_SAID.search(said) is not None
            or (_PREVIOUS_ONE_BEFORE.search(text, max(0, m.start() - 10), m.start()) is not None
                and _OF_A_RECORD.search(text, max(0, m.start() - 10), m.start()) is None)) and _a_new_value(text):
        return True
    if _SAID_BEFORE.search(text, max(0, m.start() - 8), m.start()):
        return False
    if _TAKEN_OUT.search(said) is not None and _ITEM_WANTED.search(text) is not None:
        return True
    before = text[max(0, m.start() - 12):m.start()].rstrip()
    old = _OLD_ONE.search(before) is not None or _OLD_AFTER.match(text, m.end()) is not None
    return old and _a_new_value(text)


# A request about the message before, named as a message by its place (上一条, 刚才那条, 刚发的, "my last message"),
# beside a clause of this message stating the value: "我对花生过敏，上一条删掉" withdraws that message (the caller erases
# it), and tells this one's fact, stored (review 38: an allergy lost). Not a request about this message ("这条删掉"), nor
# the whole conversation ("之前的对话都删掉"), nor a clause naming the message withdrawn ("上一条删掉，就是花生那条"); nor a
# sentence or "the previous one" (上一句, 刚才那句, 上一个, 前面说的), which may be the clause just said in this very message
# ("我要燕麦奶，刚才那句去掉": refused, policy 47).
_PREVIOUS_MESSAGE = re.compile(r"上一?条|前一条|(?:刚才|刚刚|上面|前面|之前|先前)的?(?:那|这)?一?条"
                               r"|(?:刚|刚才|刚刚|之前|前面|上面|先前)(?:发|打)(?:给?(?:你|您))?(?:过|了)?的"
                               r"|\b(?:last|previous|prior|earlier) (?:message|msg|text)\b", re.IGNORECASE)
_WHOLE_TALK = re.compile(r"对话|聊天|所有|全部|都|\b(?:all|every(?:thing)?|conversation|chat|history)\b", re.IGNORECASE)
_CLAUSE_BREAK_AT_ZH = re.compile(r"[，。！？；：,!?;:\n—–]|\.(?:\s|$)|\s-\s")  # (a dash parts clauses too)
_LEAD = re.compile(r"[^，。！？；：,!?;:\n]{0,8}$")
_TAIL = re.compile(r"[^，。！？；：,!?;:\n]{0,30}")
_OF_A_MESSAGE = re.compile(r"条|句|段|消息|信息|记录|记忆|说的|讲的|发的|删|去掉|忘|撤回|清除|抹掉|别记|不要记"
                           r"|\b(?:message|msg|text|said|wrote|sent|delete|forget|remove|erase|scratch)", re.IGNORECASE)

# ... and the value's clause states it as the user's: not the very reason the message before is withdrawn, the value said
# wrong ("花生是我打错了", "Peanuts was a typo"), negated ("我对花生不过敏", "I'm not allergic to peanuts") or someone else's
# ("花生过敏是我同事", "it's my sister who's allergic to peanuts"), read in the clause around the value (review 39: -50
# refused them all as the retraction they are)
_WRONG = (r"(?<![没不])错|不对|有误|口误|笔误|手滑|搞混|弄混|记混"
          r"|\b(?:typo|mistake|mistaken|mistakenly|wrong|error|incorrect|misspoke|misspelt|misspelled|mistyped|accident\w*)\b")
_THEIRS = (clauses.PEOPLE_ZH + r"|同学|男友|女友|老伴|爱人|(?<!其)[他她]"
           r"|\b(?:he|she|they|his|her|hers|him|them|their|theirs)\b|\b(?:" + clauses.PEOPLE_EN + r")\b")
# ... a negation (not a word that negates nothing: "不仅", "不少", "不久", "没错"), except under a key of things avoided
_NEGATED = (r"(?!不[仅只光单但管论少断久停时如然免禁同止])(?!没(?:错|问题|关系|事))[不没未]|并非|(?<!肯)(?<!要)(?<!务)非(?!常)"
            r"|\b(?:not|no|never|nor|neither|none|nobody|nothing)\b|n['’]t\b")
_WRONG_AT = re.compile(_WRONG, re.IGNORECASE)
_THEIRS_AT = re.compile(_THEIRS, re.IGNORECASE)
_NEGATED_AT = re.compile(_NEGATED, re.IGNORECASE)
# (review 40b) ... but the user among the people of the clause makes the value the user's too: "我和我老公都在杭州", "我跟
# 我妈住在杭州", "我和同事一起跳槽到阿里了", "My husband and I moved to Leeds", "I live in Leeds with my wife", "we both ..."
# (not "我跟你说", "他跟我说": a telling, the user no party to the value)
_WITH_ME = re.compile(r"我(?:和|跟|与)(?![你您])|(?<![你您])(?:和|跟|与)我(?![说讲])"
                      r"|(?:我们|咱们|我俩|咱俩)(?![家的])(?!" + clauses.PEOPLE_ZH + r"|同学|男友|女友|老伴|爱人)"
                      r"|\b(?:and|&) (?:I|me|myself)\b|\b(?:I|me) and\b|\bwith me\b|\bwe (?:both|all)\b|\bboth of us\b"
                      r"|\b(?:I|we)\b[^,.;!?\n]{0,40}?\bwith (?:my|our)\b", re.IGNORECASE)
# ... and a negation in its clause denies the value only when the value stands in its scope: not one closed before the
# value ("我不住苏州了现在住杭州", "I don't live in Bradford now I'm in Leeds"), nor one after it negating another value
# ("我住杭州不在苏州", "I live in Leeds not Bradford") or a leaving or a change of it ("我一直住杭州没搬过", "我在杭州住了
# 十年没离开过", "I've lived in Leeds and never moved"), nor a leaving before it ("我从没离开过杭州", "I never left
# Leeds"): each tells the value held. Still denied: "我对花生不过敏", "我不喝牛奶", "杭州不是我家", "I never lived in York",
# "Leeds isn't right".
_SCOPE_CLOSED = re.compile(r"了|现在|如今|而是|但|可是|却|改|\b(?:but|now|instead|rather|any ?more|these days)\b",
                           re.IGNORECASE)
_AUX_ZH = r"(?:有|会|想|打算|准备|再|过|曾经?|要|真|从|一直){0,3}"
_A_LEAVING = re.compile(_AUX_ZH + r"(?:离开|搬离|搬走|搬出|走出|调离|离职|辞职)"
                        r"|\s*(?:\w+\s+){0,2}?(?:left|moved (?:away|out)|quit)\b", re.IGNORECASE)
_ANOTHER_OR_A_CHANGE = re.compile(
    _AUX_ZH + r"(?:搬|离开|走|换|变|动|挪|跳槽|离职|辞职|调走|加|放|带)"
    r"|(?:是|在|住|去|到|用|吃|喝|要|做|学|选|当)(?![我你您他她它这那错对真假乎意的])[\u4e00-\u9fffA-Za-z]"
    r"|\s*(?:\w+\s+){0,3}?(?:moved|left|changed|switched|relocated|budged)\b", re.IGNORECASE)
_ANOTHER_EN = re.compile(r"\s+(?:and |but )?(?:not|never)\s+(?:in |at |to |from |for |the |a |an )?"
                         r"(?!(?:really|quite|sure|right|correct|true|so|very|at all|anymore|any more|me|mine|my)\b)[a-z]",
                         re.IGNORECASE)
_CONDITION_DENIED = re.compile(clauses.CONDITION_DENIED, re.IGNORECASE)  # (read over the whole clause: "我没有花粉过敏")


def _denies(text: str, b: int, start: int, end: int, c: int) -> bool:
    """Does a negation in the value's clause text[b:c] (the value at text[start:end]) deny the value?"""
    for n, g in enumerate(_NEGATED_AT.finditer(text, b, start)):
        if _SCOPE_CLOSED.search(text, g.end(), start) is None and _A_LEAVING.match(text, g.end(), start) is None:
            return True
        if n + 1 == clauses.MAX_CUES:
            break
    contrast = _ANOTHER_EN.match(text, end, c)  # "Leeds not Bradford": the "not" of another value
    for n, g in enumerate(_NEGATED_AT.finditer(text, end, c)):
        if (contrast is None or g.start() >= contrast.end()) and _ANOTHER_OR_A_CHANGE.match(text, g.end(), c) is None:
            return True
        if n + 1 == clauses.MAX_CUES:
            break
    return False


def _stated(text: str, b: int, start: int, end: int, c: int, avoided: bool) -> bool:
    """Does the value's clause text[b:c] state the value as the user's (not said wrong, someone else's or denied)?"""
    if _WRONG_AT.search(text, b, start) is not None or _WRONG_AT.search(text, end, c) is not None:
        return False
    if (_THEIRS_AT.search(text, b, start) is not None or _THEIRS_AT.search(text, end, c) is not None) and (
            _WITH_ME.search(text, b, c) is None):
        return False
    return avoided or not _denies(text, b, start, end, c)


def _of_another_message(text: str, m: re.Match[str], value: Any, avoided: bool = False) -> bool:
    if type(value) is not str or not value.strip() or len(value) > 200:
        return False
    lead = _LEAD.search(text, max(0, m.start() - 8), m.start())
    tail = _TAIL.match(text, m.end())
    request = (lead.group() if lead is not None else "") + m.group() + (tail.group() if tail is not None else "")
    if _PREVIOUS_MESSAGE.search(request) is None or _WHOLE_TALK.search(request) is not None:
        return False
    said = m.group()
    at = m.start() + len(said) - len(said.lstrip(" \t,.!?;:，。！？；：、"))  # (", delete my ...": the request after its comma)
    v, low = value.strip().lower(), text.lower()
    if len(low) != len(text):
        low = text
    start = low.find(v)
    for _ in range(clauses.MAX_CUES):
        if start < 0:
            break
        end = start + len(v)
        lo, hi = (end, at) if end <= at else (m.end(), start) if start >= m.end() else (0, 0)
        if lo < hi and _CLAUSE_BREAK_AT_ZH.search(text, lo, hi) is not None:
            # the value's own clause, no message named in it
            b = max((x.end() for x in _CLAUSE_BREAK_AT_ZH.finditer(text, max(0, start - clauses.WINDOW), start)),
                    default=max(0, start - clauses.WINDOW))
            e = _CLAUSE_BREAK_AT_ZH.search(text, end, end + clauses.WINDOW)
            c = e.start() if e is not None else min(len(text), end + clauses.WINDOW)
            if (_OF_A_MESSAGE.search(text, b, c) is None and _stated(text, b, start, end, c, avoided)
                    and not (avoided and _CONDITION_DENIED.search(text, b, c))):
                return True
        start = low.find(v, start + 1)
    return False


# "Born in Leeds, don't remember any of it though", "lived in Leeds till I was 3, don't remember any of it": after a
# clause telling the subject's past, "don't remember any of it / anything about it" says they have no memory of it, and
# asks nothing (review 21: a retraction is an erasure)
_NO_MEMORY = re.compile(r",\s*(?:i\s+)?(?:don'?t|do not|can'?t|cannot) remember (?:any of (?:it|that)|anything (?:about|of) (?:it|that)"
                        r"|much (?:of|about) (?:it|that)|a thing)\b", re.IGNORECASE)
_ONES_PAST = re.compile(r"\b(?:born|grew up|went to|lived|moved|used to|was|were|visited|spent|as a (?:kid|child|baby|toddler)"
                        r"|(?:till|until|when) (?:i|we) (?:was|were))\b", re.IGNORECASE)


def _no_memory_of_it(text: str, m: re.Match[str]) -> bool:
    return _NO_MEMORY.match(text, m.start()) is not None and _ONES_PAST.search(text, 0, m.start()) is not None


# (the ASCII ones of each, made once: a tuple of 20 strings is hashed anew at every dict lookup)
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
    if retraction(statement, value, avoided=kind == "safety" or avoided_key(key)):  # "forget that ...": erase it (Erase), never store or reinforce what was withdrawn
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
