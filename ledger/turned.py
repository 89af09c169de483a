"""Changes the words of a value cannot show (policy 2026.12-34 to -36): a yes / no turned, a model upgraded to one whose
name holds the old, a ranking said in a new order. `policy.decide` asks these where the value itself is not named in
the statement or says more than the held one."""

from __future__ import annotations

import re
from typing import Any

from ledger.clauses import MAX_CUES, NEGATED, UNREAL
from ledger.cues_zh import TAKEN_UNDONE_ZH

_NOW = re.compile(r"\bnow\b(?! and (?:then|again))|\bthese days\b|现在|如今|目前", re.IGNORECASE)


def turned(key: str, statement: str) -> bool:
    """Does the statement turn the yes / no of `key` ("diet.vegetarian")? A turning word in a clause naming the key's
    thing ("no longer vegetarian", "stopped drinking" for drinks_alcohol), or, in Chinese, a verb said to stop or
    start (不吃素了, 不再喝酒, 开始吃素); not beside "still", "always", "never" or a plan ("going to quit drinking")."""
    if _NOT_TURNED.search(statement):
        return False
    things = [w[:5] for w in re.split(r"[^a-z]+", key.rsplit(".", 1)[-1].lower()) if len(w) >= 4]
    for clause in _CLAUSE_BREAK.split(statement):
        if _FLIPPED_ZH.search(clause) or _SWITCHED.search(clause) or (
                _FLIPPED.search(clause) and any(t in clause.lower() for t in things)):
            return True
    return False


# the words of a yes/no turning: "no longer", "not … anymore", "stopped", "started", "now"; in Chinese a verb turned:
# 不吃…了, 不再, 没再, 开始吃, 戒了 (not 不好意思了, 差不多了, 太不容易了)
_FLIPPED = re.compile(r"no longer|not any ?more|\banymore\b|\bstopped\b|\bquit\b|\bgave up\b|\bstarted\b|\bnow\b"
                      r"|these days|from now on", re.IGNORECASE)
# a switch turned, its thing named by a pronoun: "I switched it off", "turned that on", "disabled it", 关掉了
_SWITCHED = re.compile(r"\b(?:switched|turned|toggled|flipped|set)\s+(?:it|that|this|them)\s+(?:off|on)\b"
                       r"|\b(?:disabled|enabled|deactivated|activated)\s+(?:it|that|this|them)\b|关掉了|关了|打开了|开启了"
                       r"|关闭了", re.IGNORECASE)
_FLIPPED_ZH = re.compile(r"不(?:用|吃|喝|抽|做|玩|养|开|骑|穿|住|去|练|跑|戴|化|熬)[^，。,.;；!！?？\s]{0,4}了|不再|没再"
                         r"|开始(?:吃|喝|抽|做|玩|养|开|骑|穿|住|练|跑|戴)|戒了|戒掉了")
_NOT_TURNED = re.compile(r"\b(?:still|always|never|as usual|same as|going to|gonna|will|might|may|thinking|plan(?:ning)?"
                         r"|want to|whether|if|next (?:week|month|year))\b|['’]ll\b|还是|一直|仍然|依然|照样|打算|准备|想要|考虑"
                         r"|下个月|明年", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,.;:!?\n，。；：！？]|\b(?:and|but)\b")


def upgraded(statement: str, new: Any, held: Any) -> bool:
    """A model replaced by a newer one, though the new name holds the old ("iPhone 15" -> "iPhone 15 Pro": a held name
    with a number names one model): "upgraded to the iPhone 15 Pro", "traded my Pixel 8 in", 升级到 Mate 60 Pro; the
    value right after the words (not "my wife upgraded to an iPhone 16; mine is …", "I'll upgrade next year")."""
    if not (isinstance(new, str) and isinstance(held, str)):
        return False
    new_name, held_name = re.escape(" ".join(new.split())), re.escape(" ".join(held.split()))
    return re.search(r"\bupgraded (?:[\w'’-]+ ){0,2}?to (?:the |a |an |my |our )?" + new_name + r"|\btraded (?:in )?(?:my |the |our )?"
                     + held_name + r"(?: in)?\b|(?:升级到|升级成|换成了?|换了新的?)\s*" + new_name,
                     " ".join(statement.split()), re.IGNORECASE) is not None


# the speaker promoted (policy 2026.12-39): "got promoted", 升职, 晋升, 提拔, 昇進 (other languages' "fui promovida", "ich
# wurde befördert", "je suis promue" reach it glossed, as "I was promoted": `ledger.gloss`, in the mended statement); not
# a promotion that did not happen or is to come ("didn't get promoted", "up for promotion", 没升职, 升职的事黄了).
# Only the speaker's own (review 31): in English "promoted" passive, at the start of its clause or after "I" and a
# "got" / "was" / "been" ("I'm head nurse now, got promoted", "I've just been promoted"), not after someone else ("my
# wife got promoted", "when the others got promoted"), nor active or before a noun ("I promoted our release", "promoted
# posts"); the noun said of the speaker ("after the promotion", "my promotion came through", "got a promotion"); the
# speaker promoted by someone ("they promoted me to head nurse", "my boss promoted me") or moved up in other words
# ("I've been made up to head nurse", "I got bumped up to", "I moved up to head nurse"; not to a version, a school year
# or a plan: "moved up to Java 21", "moved up to secondary", review 32; nor a pay band: "bumped up to senior engineer pay
# band", review 33)
_CLAUSE_OPEN = r"(?:^|[,.;:!?()\n—–]\s*|\b(?:and|so|but|then|now)\s+)"
_I_GOT = (r"(?:i|i['’]ve|i have|i['’]d|i had)\s+(?:(?:just|finally|recently|officially|also|actually)\s+)?"
          r"(?:got|get|was|been|gotten)\s+(?:(?:just|finally|officially)\s+)?")
_PROMOTED = re.compile(
    _CLAUSE_OPEN + r"(?:" + _I_GOT + r"|(?:(?:just|finally|recently|officially|also|got|been)"
    r"\s+){0,2})promoted\b(?!\s+(?!(?:to|at|in|on|last|this|today|yesterday|again|recently|finally|and|but|after|twice|"
    r"too|as)\b)[a-z])"
    r"|\bpromoted me\b"
    r"|\b(?:i|i['’]ve|i have|i['’]d|i had)\s+(?:(?:just|finally|recently|officially|also|actually)\s+)?(?:(?:got|was|been"
    r"|gotten)\s+)?(?:made|bumped|moved)\s+up\s+to\b(?!\s+(?:the\s+)?(?:(?:[^\s,.;:!?]{1,20}\s+)?[^\s,.;:!?]{0,20}\d|(?:next|secondary|primary"
    r"|year|grade|class|form|level|tier|plan|version|league|division|team)\b"
    r"|(?:[^\s,.;:!?]{1,20}\s+){0,3}?(?:pay|salary)\s+(?:band|grade|scale|bracket)\b))"
    r"|\b(?:after|since|with) (?:my|the|this) (?:recent |new )?promotion\b"
    r"|(?:" + _CLAUSE_OPEN + r"|\bmy )(?:recent |new )?promotion (?:has |finally |just )?(?:came|come|went|gone) through\b"
    r"|(?:" + _CLAUSE_OPEN + r"|\bi (?:just |finally )?)(?:just |finally )?got (?:a|my|the) promotion\b"
    r"|昇進|승진"
    # 升职, 晋升, 提拔, 被提升 told as done: 了, 为 / 成 a title, 成功, or ending its clause ("我升职了", "我晋升了，现在是…",
    # "我被提拔成护士长了", "刚升职"); not 提升 alone (性能提升了), nor a promotion talked about: 升职的机会, 升职无望, 升职名额,
    # 晋升答辩 / 考试 / 考核, 提拔年轻人, 升职加薪还没轮到我 (review 32)
    r"|(?:升职|晋升|荣升|提拔|被提升|被任命)(?:加薪|涨薪)?(?:了|啦|咯|为|成(?!本)|当|做|成功|(?=\s*(?:$|[，。,.;；!?！？])))"
    # 晋升 / 荣升 a title, told done with 了 ending its clause: "…在李主任的推荐下晋升护士长了", "我荣升护士长了" (not 晋升答辩,
    # 晋升考试, 晋升名额: talked about)
    r"|(?:晋升|荣升)(?!答辩|考试|考核|名额|机会|评审|材料|通道|条件|标准|无望)[^，。,.;；!?！？的事没不黄败无a-z]{2,10}?"
    r"(?:了|啦)(?=\s*(?:$|[，。,.;；!?！？]))"
    # someone promoted the speaker, or the speaker took a post: "领导提拔我当护士长了", "我当上护士长了"
    r"|(?:提拔|提升|晋升)我(?:当|为|做|成)|(?:我|用户)(?:已经|终于|刚刚?|正式|也|今年|去年|上个?月){0,2}当上了?"
    r"[^，。,.;；!?！？的事没不a-z]{1,10}(?:了|啦)"
    # "我升主管护师了" (not 升级, 升学, 我升初中了, 我升经理的事黄了; nor a version, "我升到iOS 18了": a title without Latin letters)
    r"|(?<!以为)(?:我|用户)(?:已经|终于|刚刚?|今年|去年|也)?(?:升|晋升)(?:成|做|当|上|为|到)?(?![级温值起旗空学初降职]|高(?!级))"
    r"[^，。,.;；!?！？的事没不黄败无a-z]{2,10}了", re.IGNORECASE)
_NOT_PROMOTED = re.compile(r"\b(?:up for|hoping for|going for|applied for|applying for|passed over for|denied|no) (?:a )?"
                           r"promotion\b|\b(?:didn['’]t|did not|won['’]t|will not|wasn['’]t|was not|hope to|want to|might|may)"
                           r" (?:get |be )?promoted\b|\bnão fui promovid|\bno fui ascendid", re.IGNORECASE)
# what follows an English promotion that makes it no step of the speaker's at work (review 32, narrowed in review 33): a
# question in its clause ("I was promoted? no, not yet"; not one after a dash: "promoted to senior engineer - what should I
# ask for?"), someone else's ("the promotion of my manager"), a game or a community it is in ("promoted to admin on our
# Discord", "got promoted in my fantasy league", "promoted to brown belt", "promoted to mod"); not the words of the new
# title, the employer or the raise ("promoted to senior system admin", "lead game designer", "at Riot Games", "at a games
# studio", "with a 10% raise", "and got the email from HR today")
_NOT_AT_WORK = re.compile(r"(?:(?!\s[-—–]\s)[^.!;,\n]){0,60}?\?|\s+of\b"
                          r"|[^.!?;,\n]{0,60}?\b(?:on|in)\s+(?:our|my|the|a|this|their|his|her)\s+(?:[a-z'’-]{1,20}\s+){0,2}?"
                          r"(?:discord|server|forum|subreddit|reddit|guild|clan|league|game|minecraft|roblox)s?\b"
                          r"(?!\s+(?:studio|company|developer|publisher|team|department|division)\b)"
                          r"|\s+to\s+(?:an?\s+|the\s+)?(?:(?:admin|moderator|mod)\b(?!\s+(?:at work|team|department)\b)"
                          r"|(?:[a-z-]{1,12}\s+){0,2}belt\b)", re.IGNORECASE)
# what follows the noun "promotion" that makes it a shop's offer: "a promotion code", "the promotion email from Currys",
# "with the promotion at Tesco I saved 20%", in its clause
_SHOP_OFFER = re.compile(r"[^.!?;,\n]{0,60}?(?:\b(?:codes?|coupons?|vouchers?|discounts?|deals?|offers?|sale|saved?"
                         r"|e-?mails?|newsletter|flyer|leaflet)\b|%\s*off\b)", re.IGNORECASE)
# a promotion told and then undone, declined or not real, later in its sentence: "They promoted me to senior engineer, but
# I turned it down", "… and then reversed it", "in the mock interview", "on LinkedIn by mistake", "… but my title stays", 我当上护士长了，不过只是代理三个月, 领导提拔我当护士长，我没同意.
# What is reversed is it, the promotion or the decision, and the mock or the simulation is what it happened in (not
# "nothing gets reversed without me", "I run the simulation lab now", "mock interviews are my job now", review 34)
_IT = r"(?:it|that|this|which|the (?:promotion|decision|offer)|my promotion)"
_UNDONE_AFTER = re.compile(
    r"[^.!?;\n。！？；]{0,80}?(?:\b(?:turned (?:it|that|them|the \w+) down|declined(?!\s+(?:his|hers|her|their|theirs)\b)"
    r"|(?:reversed|revoked|rescinded|undid|withdrew|retracted) " + _IT + r"|rolled " + _IT + r" back|rolled back " + _IT
    + r"|(?:it|that|this|which|promotion|decision) (?:was|got|has been|had been|is being) (?:(?:later|then|quickly|soon"
    r"|immediately|just) )?(?:reversed|revoked|rescinded|undone|rolled back|withdrawn|retracted)"
    r"|by mistake|by accident|accidentally"
    r"|(?:in|during|at|for|as part of) (?:a |an |the |my |our |this )?(?:mock|pretend|role-?play|simulation|simulated)"
    r"|in (?:a|my) dream|(?:my |the )?title (?:stays|stayed|remains|remained|is still|is unchanged"
    r"|hasn['’]t changed|didn['’]t change|is the same))\b"
    r"|" + TAKEN_UNDONE_ZH + ")", re.IGNORECASE)
# a dream or a game before it, in its sentence: 梦见我当上护士长了, 做梦升职了, "I dreamt I got promoted", "in my dream"
# (not a dream as a way of saying it went well: "Living the dream, I got promoted", "my dream job", review 34)
_DREAMT = re.compile(r"梦见|梦到|做梦|梦里|\bdream(?:t|ed|ing)\b|\b(?:in|had|have) (?:a|my|the|this) dream\b"
                     r"|\bdream (?:that|where|in which)\b", re.IGNORECASE)
# someone else promoted, named before the promotion in its clause: 我老婆升职了, 同事晋升了, 科里小王升职了, 张主任晋升了,
# 夫が昇進しました; not one the clause governs (review 33): the mentor, the one whose post the speaker took or who
# promoted the speaker, one promoted beside the speaker (在刘老师的推荐下, 多亏王主任帮忙, 跟着老陈, 接了小林的班, 顶替老周,
# 和小王一起, 比小王先, 被王总提拔), nor the speaker's own past (从小白一路, 做了二十年医生: a title needs a surname)
_SURNAME = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡杜叶程苏魏吕丁沈姚卢姜崔钟谭陆汪范金"
            "石廖贾夏韦方白邹孟熊秦邱江薛段雷侯龙史陶黎贺顾毛郝龚邵钱严武戴孔汤")
_THEIR_PROMOTION = re.compile(r"[他她]|老公|老婆|爱人|妻子|丈夫|太太|同事|朋友|领导|老板|上司|[哥姐弟妹爸妈]|儿子|女儿|别人|大家"
                              r"|其他人|[夫妻兄姉父母]|彼|同僚|友[達人]"
                              # a colleague by name: 小王, 老李 (a surname after 小 / 老), or by title: 张主任, 王总
                              r"|[小老][" + _SURNAME + r"]"
                              r"|[" + _SURNAME + r"](?:总(?![是共算之结])|主任|科长|处长|部长|院长|老师|师傅|医生|大夫)"
                              # or the speaker's group's head: 我们组长, 我们的主任 (review 34)
                              r"|我们的?(?:组长|经理|主管|主任|科长|处长|部长|院长|校长|队长|班长|总监|护士长|老大)")
# what governs a person named before the promotion: a preposition or a verb before them, or 的 after them
_GOVERNED_BEFORE = re.compile(r"(?:[在跟和与同比被让替从给由向帮]|跟着|接了|接替|多亏|感谢|谢谢|顶替|代替)(?:我|他|她|我们)?的?$")
_CLAUSE_END = re.compile(r"[,.;:!?\n，。；：！？]")


def promoted(statement: str) -> bool:
    """Does the speaker say they were promoted? A title said with more words then ("nurse" -> "head nurse", "engineer"
    -> "senior engineer") is a new title, not the old one told more precisely."""
    if _NOT_PROMOTED.search(statement):
        return False
    for n, m in enumerate(_PROMOTED.finditer(statement)):
        if n == MAX_CUES:  # (thousands of negated ones: a sentence never needs more)
            break
        # its clause before it, read back at most 40 characters (a 64 KB statement stays linear): not negated, planned
        # or wished ("they haven't promoted me", 没有升职, 想升职, 明年升职)
        before = statement[max(0, m.start() - 40):m.start()]
        ends = [e.end() for e in _CLAUSE_END.finditer(before)]
        clause = before[ends[-1] if ends else 0:]
        if NEGATED.search(before) or UNREAL.search(clause):
            continue
        # (a dream before it in its sentence, or it undone, declined or acting later in its sentence)
        stops = [i for i, ch in enumerate(before) if ch in ".!?;\n。！？；"]
        sentence = before[stops[-1] + 1 if stops else 0:]
        if _DREAMT.search(sentence) or _UNDONE_AFTER.match(statement, m.end()):
            continue
        if m.group().isascii():
            if not _NOT_AT_WORK.match(statement, m.end()) and not (
                    "promotion" in m.group().lower() and _SHOP_OFFER.match(statement, m.end())):
                return True
        elif m.group().startswith(("提拔我", "提升我", "晋升我")) or not _theirs(clause):
            return True
    return False


def _theirs(clause: str) -> bool:
    """Is someone other than the speaker named in the clause before a promotion, as the one promoted (not one the
    clause governs: 在刘老师的推荐下, 和小王一起, 被王总提拔, 接了小林的班; nor one promoted with the speaker: 小王和我一起)?"""
    for p in _THEIR_PROMOTION.finditer(clause):
        if not (_GOVERNED_BEFORE.search(clause, 0, p.start()) or clause.startswith(("的", "和我", "跟我", "与我"), p.end())):
            return True
    return False


# a key whose list is in order: a ranking or a sequence (the order is the value), as a whole word of the key (not
# "disorders", "borders", "stepsons"; a coffee "order" is a set of things)
_RANKED = re.compile(r"(?:^|[._-])(?:rank|ranks|ranking|rankings|ranked|top\d*|priorities|priority|sequence|steps|podium"
                     r"|ordered|order_of|in_order)(?=$|[._-])", re.IGNORECASE)
# a list said in a new order: "I've reordered my priorities", "Blur's my number one now", 换了顺序
_REORDER_CUE = re.compile(r"\bre-?(?:ordered|ranked|prioriti[sz]ed)\b|\b(?:ranking|order|priorities|top \d+) (?:has |have )?"
                          r"changed\b|\bchanged the (?:order|ranking)\b|\b(?:number one|#1|no\. ?1|first|top) now\b"
                          r"|换了顺序|调换顺序|重新排|排名变|顺序变", re.IGNORECASE)


def ranked(key: str) -> bool:
    """Is the key's list a ranking or a sequence (its order the value)?"""
    return _RANKED.search(key) is not None


def reordered(statement: str) -> bool:
    """Does the statement say a list's order changed?"""
    return _REORDER_CUE.search(statement) is not None


def said_now(statement: str) -> bool:
    """Does the statement say "now" (of what holds now; not "now and then")?"""
    return _NOW.search(statement) is not None
