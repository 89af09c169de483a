"""A statement that names its value only where it does not assert it: negated ("I don't use Java"), asked ("Have
you switched to Munich?"), planned or supposed ("我打算搬到深圳"), left by someone else ("My brother left Berlin") or
quoted from someone else. Whose fact a statement states (someone else's, another person's opinion, a key about a
person) is `ledger.people`. The policy refuses such a command (`value_not_asserted`). Reads the statement with the
clause and mention machinery of `ledger.cues`, within its WINDOW / MAX_CUES bounds."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ledger.clauses import (
    CLAUSE_END,
    CLAUSE_START,
    CONTRAST,
    FEELING,
    FULL_STOP,
    HEAD_CONTRAST,
    MAX_CUES,
    NOT_ONLY,
    PEOPLE_EN,
    PEOPLE_ZH,
    QUOTED,
    SENTENCE_START,
    THIRD_PARTY,
    WINDOW,
    WORD_BREAKS,
    by_someone_else,
    holds_any,
    insists,
    last_match,
)
from ledger.cues import value_pattern
from ledger.plans_other import planned_other
from ledger.script import folded

# -- a statement that names its value without asserting it ----------------------------------------------------------
# "I don't use Java", "我不用Java", "Have you switched to Munich?", "我打算搬到深圳", "My brother left Berlin",
# 'He said "I use Java"', each sent with the value it names: the statement names the value only where it does not
# say it holds, so it may not add, reinforce, replace or contradict anything (policy: `value_not_asserted`).
# Only the wording is read, conservatively: a doubtful mention counts as asserted, and the decision is as before.

# Every reading below needs one of these (in the lowered statement): without any, nothing is read. An ASCII statement
# is looked up word by word (a set, <1 us: the alternation took 2-4 us on plain statements), any other by the pattern.
# tests/unit/test_unasserted.py checks unasserted against the version without this prefilter.
_UNASSERTED_HINTS = re.compile(
    r"n['’]?t\b|\b(?:not|no|never|neither|nor|cannot|without|if|whether|unless|suppos\w*|plan\w*|thinking|considering"
    r"|might|maybe|perhaps|wish|wondering|about|case|going|gonna|tomorrow|next|soon|stopped|quit|gave|given|left"
    r"|moving|switching|relocating|migrating|changing|transitioning|joining|starting)\b"
    r"|\b(?:não|nao|nunca|jamais|jamás)\b"  # (Portuguese: `_NEGATION_PT`; Spanish "jamás")
    r"|[?？\"“「『‘«„]|(?<![a-z0-9])'|[不没未吗嘛么戒等]|明天|后天|明年|下个?月|下周|下星期|打算|准备|计划|考虑|如果|假如|假设"
    r"|要是|万一|是否|可能|也许|或许|将来|将要|即将|想|放弃|哪有|哪里有|\bjk\b|j/k|kidding|开玩笑|逗你|说[，,：:\s]*[她他]|\b(?:says|said|told|tells|mentioned)\b"
    r"|\b(?:lost|died|passed|buried|put|rainbow)\b|走了|去世|过世|离世|病逝|喵星|汪星|不在了"
    r"|\b(?:sure|right|yay|great|joy|wonderful|fantastic|character|characters|char|avatar|toon|game|novel|story|dream"
    r"|dreamt|dreamed|joking|some|nothing)\b|🙄|🙃|😒|可太|了呢|才怪|游戏|小说|梦里|做梦|角色|剧本杀|骗你|闹着玩|讲笑|说过|讲过"
)
_HINT_WORDS = frozenset(
    b"not no never neither nor cannot without dont doesnt didnt cant wont isnt arent wasnt werent havent hasnt hadnt"
    b" shouldnt wouldnt couldnt aint if whether unless suppose supposing plan plans planned planning thinking considering"
    b" might maybe perhaps wish wondering about case going gonna tomorrow next soon stopped quit gave given left"
    b" moving switching relocating migrating changing transitioning joining starting jk kidding says said told tells"
    b" mentioned lost died passed buried put rainbow sure right yay great joy wonderful fantastic character characters char avatar toon game novel story"
    b" dream dreamt dreamed joking some nothing ever nao nunca jamais".split())
_OPENING = re.compile(r"(?<![a-z0-9])'")
# ... and `plans_other.planned_other`'s: its "maybe" words, its verbs of change (every reading of it needs one of these), "hoping",
# and the conditions and wait-and-sees it reads after an English verb of change (substrings: no word list)
_OTHER_HINTS = ("peut", "forse", "quiz", "tal vez", "lo mejor", "vielleicht", "talvez", "calhar", "ménag", "menag",
                "mut", "install", "trasf", "trasl", "spost", "mud", "transf", "zieh", "wechs", "steig", "versetz", "pas",
                "hop", "provid", "assuming", "long as", "see", "crossed")


def _may_unassert(lowered: str, cased: str | None = None) -> bool:
    """False when the lowered statement has no word any reading of `unasserted` needs."""
    if not lowered.isascii():
        for hint in _MOVED_HINTS:  # (substring tests: an alternation is tried at every character)
            if hint in lowered:
                if THIRD_PARTY.search(lowered) is not None or _NAMED_ZH.search(lowered) is not None:  # "我妈搬到成都了", "小王"
                    return True
                break
        return _UNASSERTED_HINTS.search(lowered) is not None or holds_any(lowered, _OTHER_HINTS)
    words = lowered.encode().translate(WORD_BREAKS).split()
    if not _MOVED_WORDS.isdisjoint(words) and (not _OTHERS_WORDS.isdisjoint(words) or (  # "My sister moved to Leeds"
            cased is not None and (not _BARE_KIN_WORDS.isdisjoint(words) or _CAPITAL_OPENS.search(cased) is not None))):
        return True  # ("Ana moved to Leeds", "Mum moved to Leeds")
    return ("?" in lowered or "n't" in lowered or '"' in lowered or ("'" in lowered and _OPENING.search(lowered) is not None)
            or not _HINT_WORDS.isdisjoint(words) or "j/k" in lowered or holds_any(lowered, _OTHER_HINTS))


# A negation before the value in its clause. "without" only counts twice over ("I can't live without Java").
# Chinese compounds with 不/没 that negate nothing are read first and skipped ("不仅", "不得不", "没问题").
_NEGATION = re.compile(
    r"(?P<skip>不仅|不只|不光|不单|不但|不管|不论|不过|不少|不断|不得不|不错|不同|不一样|不止|不禁|了不起|差不多|不久"
    r"|不停|不时|不如|不然|不免|没错|没问题|没关系|没事|未来|离不开|少不了|舍不得|忍不住|放不下|受不了|not (?:to mention|least|bad|only|just|merely|simply)"
    # what nobody wanted, said of the value: "一只没人领的橘猫", "没人要的旧沙发" (a description, not a negation)
    r"|没(?:有)?人(?:要|领|管|养|收|认领|理)的)"
    r"|\b(?:not|no|never|neither|nor|cannot|without|dont|doesnt|didnt|havent|hasnt|hadnt|wont|cant|isnt|arent"
    r"|wasnt|werent|shouldnt|wouldnt|couldnt|aint"
    r"|nunca|jamás)\b"  # (Spanish "never", as Portuguese "nunca": "Nunca he vivido en Sevilla")
    r"|n['’]t\b|没有?|[不未]|哪有|哪里有"
)
# Portuguese says "not" with "não" ("nunca": never) and "in the" with "no" / "na" / "nos" / "nas" (em + o): in a Portuguese
# statement "no" before a word is that preposition ("Sou barista no Café Rua Direita", "continuo no Porto"), never a
# negation, and "não" / "nunca" are read in its place ("Não moro no Porto" still denies Porto). Portuguese is told by
# its own words (ones Spanish, English and Italian do not write; "está", "estamos", "somos" are Spanish too, and
# Portuguese only before its "no" / "na" / "em": "está no Porto", not "mi oficina está allí"), by "eu" (I) unless
# written "EU" or "the EU" (the Union), or by a nasal vowel (ã, õ) in a word written in lower case ("irmã", "são"),
# not in a name ("São Paulo", "João": a place or a person's name is written so in Spanish and English too).
_PORTUGUESE = re.compile(
    r"\b(?:sou|estou|moro|trabalho|trabalhei|meu|minha|meus|minhas|não|nao|agora|tambem|voce|voces|isso|isto|tenho"
    r"|vou|fiquei|continuo|comecei|mudei|nosso|nossa|muito|obrigad[oa]|também|você|vocês|já"
    r"|(?:está|estamos|somos) (?:no|na|nos|nas|em))\b")
_PT_OWN = re.compile(r"(?<!\w)(?:[eE][uU]\b|\w*[ãõÃÕ])")  # (checked as written: "eu" and the nasal vowels)
_OPENS_SENTENCE = re.compile(r"(?:^|[.!?\n])\s{0,3}$")  # ("Então, jogo no Sporting": a capital opening a sentence ...
_NEXT_WORD = re.compile(r"\w*[,;:]?\s+(\w)")  # ... before a word in lower case: not a name, "São Paulo")
_PT_NEGATION_WORDS = ("no ", "não", "nao", "nunca", "jamais")  # (substrings: a statement without any reads no Portuguese)
_NEGATION_PT = re.compile(_NEGATION.pattern.replace(r"\b(?:not|no|never|", r"\b(?:não|nao|nunca|jamais|not|never|"))
# ... and the Portuguese words that undo a negation: a contrast ("não uso Python mas Java"), "without" twice over ("não
# vivo sem café"), a leaving or a staying denied ("não saí do Porto", "não deixei a Sonae"), going on ("ainda", "sempre"),
# (read too after Spanish "nunca" / "jamás"), and as in English: a regret, a secret, a doubt or a belief denied ("não me arrependo de ter mudado para Braga", "não é
# segredo que", "não há dúvida", "não acredito que já moro em Lisboa", "nunca imaginei", "não nego que"), a giving up,
# a forgetting or a missing denied ("não desisto do", "não me esqueço do", "não perco um jogo do Benfica"; not "perder
# tempo", wasting it), a swap refused ("não troco o meu Android por nada"; not the value given for another: "não
# troquei o Android pelo iPhone", "não troquei para o iPhone" deny the iPhone)
_NEGATION_UNDONE_PT = re.compile(r"\b(?:mas|porém|porem|contudo|senão|senao|sim|só|so|apenas|sem|ainda|sempre|continu\w*"
                                 r"|deix\w*|larg\w*|sa[ií]\w*|mud\w* d[eoa]s?|fic\w*|gost\w* mais|acho|pensei"
                                 r"|arrepen\w*|segredo|dúvida|duvid\w*|acredit\w*|creio|imagin\w*|esperav\w*|esperei"
                                 # (and Spanish, after "nunca" / "jamás": "nunca me arrepentí", "nunca pensé que", "nunca dejé")
                                 r"|sin|dej\w*|pens[ée]|pensaba|cre[ií]a?|olvid\w*|secreto|duda|soñ\w*"
                                 r"|sonh\w*|neg(?:o|a|ar|ou|amos)|esquec\w*|desist\w*|abandon\w*|resist\w*|canso|cansa"
                                 r"|(?:perd\w*|perc[oa]s?)(?! (?:o |a |muito |mais |tanto )?tempo\b)"
                                 r"|troc\w*(?![^,.;!?]*\b(?:por|pelo|pela|pelos|pelas|para|pra|pro)\b))\b")
# French says "not" / "never" in two words around the verb ("je ne vis pas à", "je n'ai jamais habité à"); "ne … que" is
# "only" ("je ne bois que du thé"), and "ne … plus" (no longer) is an ending, `ledger.endings`'s to read
_NEGATION_FR = re.compile(r"\b(?:ne|n['’])\s*(?:[\wà-ÿ'’-]+\s+){0,3}?(?:pas|jamais)\b")
_NEGATION_UNDONE_FR = re.compile(r"\b(?:que|qu['’]|mais|sauf|seulement|sans|quitt\w*|part\w*|rest\w*|toujours|encore"
                                 r"|ailleurs|autre|aim\w*|détest\w*|ador\w*|pens\w*|cru|imagin\w*|regrett\w*|oubli\w*)\b")
# ... and, from "ne" on (the verb between "ne" and "pas" too), a keeping denied its end: a regret, a leaving, a giving
# up, doing without ("je ne regrette pas d'avoir déménagé à Lyon", "je ne quitterai jamais Lyon", "je ne lâcherai
# jamais mon iPhone", "je ne peux pas me passer de mon Kindle", "je ne me lasse pas de"), a missing ("je ne rate jamais
# un match du PSG"), a swap refused ("je n'échangerais pas mon Pixel"; not the value given for another: "… contre un
# iPhone" denies the iPhone)
_NEGATION_KEPT_FR = re.compile(
    r"\b(?:regrett\w*|quitt\w*|lâch\w*|lach\w*|abandonn\w*|renonc\w*|sépar\w*|separ\w*|lass\w*|manqu\w*"
    r"|rat(?:e|es|ent|er|erai|erais|erait|erons|é)|(?:me|te|se|nous|vous|m['’]en|t['’]en|s['’]en)\s+pass\w*"
    r"|(?:échang|echang|troqu)\w*(?![^,.;!?]*\b(?:contre|pour)\b))\b")
# Between a negation and the value, words that undo it or make it say something of the value: a contrast ("I don't
# use Python but Java", "I use nothing other than Java"), a feeling ("I don't hate Java"), a thought ("I never
# thought I'd love Java"), a negated leaving ("I never left Berlin", "我没有放弃Java"), an idiom ("can't wait",
# "离不开"), going on ("I don't plan to stay anywhere but Berlin")
_NEGATION_UNDONE = re.compile(
    CONTRAST.pattern + "|" + HEAD_CONTRAST.pattern + "|" + NOT_ONLY.pattern
    + "|" + FEELING.pattern.replace("|不是", "")
    # "like" only after "no place", "nothing": "I don't like olives" denies them, "no place like Berlin" praises it
    + r"|(?<!n't)(?<!n’t)(?<!\bnot)(?<!\bnever)(?<!\breally)(?<!\bdo)(?<!\beven)(?<!\bmuch)(?<!\bdont) like\b"
    + r"|\b(?:other than|apart from|besides|except|than|think|thought|expect\w*|imagin\w*|realis\w*"
    r"|realiz\w*|dream\w*|believ\w*|guess\w*|knew|forget|forgot|regret\w*|deny|denied|say|said|tell|told|mean|meant"
    r"|care|leave|leaving|left|quit\w*|give up|gave up|given up|stop\w*|abandon\w*|drop\w*|lose|lost|miss\w*"
    r"|(?:mov|switch|migrat|chang|relocat)\w* (?:away )?from|moved away|wait|help|resist|get enough"
    r"|be (?:happier|better|more)|agree|stay\w*|keep|kept|continu\w*|remain\w*|still|secret"
    # a swap of one's own refused ("I wouldn't trade my Android for anything"; not the value given for another: "I
    # wouldn't swap my Pixel for an iPhone" denies the iPhone)
    r"|(?:trade|swap|exchange)\w* (?:my|our)\b(?![^,.;!?]*\bfor\b))\b"
    r"|而|却|可是|还是|不过|只是|想到|知道|觉得|认为|相信|记得|否认|后悔|以为|怀疑|在乎|离开|放弃|戒|停|忘|丢|离不开|少不了"
    r"|舍不得|忍不住|放不下|受不了|留|继续|保持|一直|还"
)
# A plan, a wish or a hypothetical before the value in its clause ("If we moved to Go", "我打算搬到深圳"); narrower
# than UNREAL_CUES, which reads change verbs: "I want Java", "I would like tea", "我会说法语", "我要咖啡" assert a value
# words of a time to come after "might be": "I might be in Berlin by March", "might be team lead after the reorg"
_TO_COME_WORDS = r"by|next|from|after|soon|tomorrow|someday|eventually|later|once|when|in (?:a|\d+)"
_PLAN = re.compile(
    r"\b(?:if|whether|unless|suppose|supposing|(?:(?<!phone )(?<!data )(?<!mobile )(?<!meal )(?<!pension )(?<!health )(?<!insurance )(?<!payment )(?<!tariff )(?<!family )(?<!broadband )(?<!hosting )(?<!service )plan|plans|planned|planning) (?:to|on)|thinking (?:of|about)|considering"
    r"|hop(?:e|es|ed|ing) to|hopefully|might(?! be (?![a-z]+ing\b)(?![^.,;!?\n]*\b(?:" + _TO_COME_WORDS + r")\b))|maybe|perhaps|wish|wondering|about to|in case|(?:going|gonna) to (?:move|switch|migrate|change|relocate"
    r"|start|try|learn|be)|gonna (?:move|switch|migrate|change|relocate|start|try|learn|be))\b(?<!\beven if)"
    r"|打算|准备|计划|考虑|如果|假如|假设|(?<![主重需只])要是|万一|是否|(?<!不)可能|也许|或许|说不定|将来|将要|即将"
    r"|想(?:搬|换|改|去|转|迁|学|试)|(?<![天时般是常都])等[^，。,.;；!?！？]{1,20}?就"  # (not a habit: "每天等孩子睡着就…")
    # a question reported or left open: "医生问我是不是对坚果过敏", "不确定有没有"
    r"|(?:问|不知道|不确定|不清楚|搞不清|说不清|想知道)[^，。,.;；!?！？]{0,8}?(?:是不是|有没有|是否|会不会)"
)
# A change to come: a time to come and a verb of change, anywhere in the value's clause ("I'm moving to Lyon next
# month", "我明年搬到上海"); not a time alone ("I have a meeting with Alice tomorrow" is news of that meeting)
_FUTURE = re.compile(r"\b(?:tomorrow|next (?:week|month|year|spring|summer|autumn|fall|winter)|soon)\b|明天|后天|明年"
                     r"|下个?月|下周|下星期"
                     # "we're moving to York in June": a change in progress, dated by a month
                     r"|\b(?:['’]re|['’]m|are|am|is) (?:moving|switching|relocating|migrating|changing|transitioning|joining"
                     # (not "starting to" feel or do: "I'm starting to settle in at Acme after joining in the spring";
                     # but "starting to work at Acme in June" is taking up a post, as "starting at Acme in June")
                     r"|starting(?! to\b(?! (?:work|teach|study|train|lecture|intern|volunteer)\b)))\b[^.!?\n]{0,60}?\b(?:(?:in|on|from) (?:(?:the )?\d{1,2}(?:st|nd|rd|th)? (?:of )?)?(?:january|february"
                     r"|march|april|may|june|july|august|september|october|november|december)|once|as soon as"
                     # ... or by a season: "we're moving to Garstang in the autumn" (as "in June")
                     r"|(?:in|this) (?:the )?(?:spring|summer|autumn|fall|winter))\b")
_TO_COME = re.compile(r"[^.,;!?\n]{0,30}?\b(?:" + _TO_COME_WORDS + r")\b")
_CHANGING = re.compile(r"\b(?:mov|switch|migrat|relocat|chang|transition|joining|starting)\w*|搬|换|迁|改|转|调到")
# after the plan word, what keeps the value: a second statement, going on, a planned leaving ("I plan to leave Berlin"
# says Berlin holds now)
_PLAN_UNDONE = re.compile(
    r"\b(?:but|and|so|stay\w*|keep|keeping|continu\w*|remain\w*|still|even|leav\w*|left|quit\w*|stop\w*"
    r"|give up|giving up)\b|但|而|留|继续|保持|一直|还是|离开|放弃|戒")


_KIN = re.compile(r"\b(?:my|our|his|her|their|your)\s+(?:\w+\s+)?(?:" + PEOPLE_EN + r")\b|" + PEOPLE_ZH)
_MOVED_WORDS = frozenset(b"moved relocated switched migrated changed".split())
# every English THIRD_PARTY match holds one of these words
_OTHERS_WORDS = frozenset(b"my our his her their your user other another many most some nobody no everyone everybody"
                          b" people others heard apparently reportedly".split())
_MOVED_HINTS = ("moved", "relocated", "switched", "migrated", "changed", "搬", "迁到", "换成", "改成", "跳槽到", "跳槽去", "调到",
                "转到")
# a change verb right before the value
_MOVED_TO = re.compile(r"(?:\b(?:moved|relocated|switched|migrated|changed) (?:back |over )?to|搬到|搬去|搬回|迁到|换成|改成|跳槽到|跳槽去|调到"
                       r"|转到)\s*$")
# Gone for good, said of the value: "we lost our cat Pickle", "we lost Biscuit", "Rufus died last week", "我家猫上个月走了",
# "旺财上周去世了", "去喵星了": it no longer holds, so the statement asserts nothing of it (an ending: `ledger.endings` reads
# one that ends a held value first; said into an empty slot it is refused, not stored as a pet the subject has)
_LOST_BEFORE = re.compile(r"\b(?:lost|buried|put down|had to put down|said goodbye to|had to say goodbye to)\s+(?:(?:our|my|the"
                          r"|his|her|their)\s+(?:(?:old|beloved|sweet|little|lovely|dear|darling|first)\s+)?(?:cat|dog|kitten"
                          r"|puppy|pup|pet|rabbit|bunny|hamster|guinea pig|parrot|budgie|bird|tortoise|horse|pony|ferret|"
                          + PEOPLE_EN + r")\s+)?$")
_GONE_AFTER = re.compile(r"[^,.;!?\n，。；！？]{0,20}?(?:\b(?:passed away|passed on|died|was put down|got put down|was put to"
                         r" sleep|crossed the rainbow bridge|is no longer with us)\b"
                         r"|(?<![搬拿带偷开抢赶跑飞溜逃吹卷冲运送接领])走了(?![一二三四五六七八九十两\d很好半几多步路趟])|去世|过世|离世"
                         r"|病逝|去了?喵星|去了?汪星|当天使了|不在了)")
# Someone else left it: "My brother left Berlin", "我弟弟戒了咖啡" (the subject's own leaving is `ends`'s to read)
_LEAVING = re.compile(r"\b(?:stopped|quit|gave up|given up|left)\b|戒了|戒掉|放弃了")
# The subject says the value holds after all, without naming it: "Nobody uses Java anymore, but I do", 'He said
# "I don't use Java anymore" but I still do', "我弟弟不住在柏林了，我还住在那里"
_SAID_AFTER_ALL = re.compile(
    r"\b(?:i|we)(?:'m| am| are)? (?:still|do|did|too|also)\b|\bme too\b|\bstill (?:do|does|use|live|am)\b"
    # "not about Python, still writing everything in it": done with the value (not "still thinking about it", undecided,
    # "still eating meat", something else, "still migrating off it", leaving)
    r"|\bstill (?!(?:thinking|considering|deciding|wondering|figuring|debating|weighing|looking|waiting|planning|hoping"
    r"|trying|going|mulling|evaluating|researching|comparing|exploring|pondering|reviewing|testing|trialling|trialing"
    r"|investigating|assessing|migrating|moving|switching|phasing|porting|transitioning|getting|weaning)\b)[a-z]+ing\b"
    r"[^.!?\n]{0,30}?\b(?:it|them)\b"
    # the speaker stays: "my brother doesn't live in Berlin anymore, ... so it's just me here now"
    r"|\bjust (?:me|us) (?:here|there|left)\b"
    r"|\b(?:i|we) (?:use|live|love|like|prefer|have|work|eat|drink|enjoy) (?:it|there|that|them|here)\b"
    r"|我(?:还|仍|依然|照样|一直|也)(?!在?(?:犹豫|考虑|想|纠结|没|不|说不|搞不|拿不|弄不|记不))|但我|可我|我倒"  # (not "我还在犹豫": undecided)
    # it stopped, then came back: "I quit Java in 2019 and came back to it", "2021 年又用回来了"
    r"|(?<!\bhe )(?<!\bshe )(?<!\bthey )\b(?:came|come|went|got|am|i'm) back\b|(?<![他她])(?:又|回来|重新)"
)
# ... or "again" right after the value, in a clause with no negation, plan or condition: "I'm on Java again" (not "I'd
# move to Lisbon and never see a grey sky again", "I won't touch Java again", "thinking of moving to Lisbon again")
_AGAIN = re.compile(r"\s+(?:(?!(?:never|not|no)\b)[\w'’-]+\s+){0,2}?again\b")
# The value named in a joke the message takes back, where the taking back starts a clause: "I basically live at the
# office now. jk, still at 7C", sarcasm: "I just LOVE waking up at 5am, said no one ever" (not "not even kidding",
# "my brother thinks I'm kidding", "all kidding aside", "不是开玩笑的", "同事都很爱开玩笑的")
# a joke taken back, where the taking back starts a clause (English) or follows a pause (Chinese)
_JOKE_WORDS = r"(?:jk|j/k|just (?:kidding|joking)|kidding|joking|(?:i['’]?m|i am) (?:only |just )?(?:kidding|joking))\b"
_JOKE_EN = r"(?:[.!?,;:(\n]\s*|\s(?:lol|haha|lmao)\s+)" + _JOKE_WORDS
_JOKE_ZH = r"[，,。！!\s](?:哈哈)?(?:开玩笑的|开个玩笑|逗你的|逗你玩|逗你呢|骗你的|闹着玩的|讲笑咋|讲笑)"
_TAKEN_BACK = re.compile(r"[^\n]{0,80}?(?:" + _JOKE_EN + r"|,?\s*said (?:literally )?no ?one ever\b)"
                         r"|[^\n]{0,40}?" + _JOKE_ZH + r"|[^\n。！？!?]{0,12}?[，,]?\s*才怪")
# Sarcasm, said of the value: "oh sure, I LOVE waiting in line", a liking with an eye-roll after it, "我可太喜欢加班了呢"
_SHOUTED = re.compile(r"\b(?:LOVE|LOVES|ADORE|ADORES|ENJOY|ENJOYS|LIKE|LIKES)\b")  # (in the statement as written)
_SARCASTIC_OPENING = re.compile(r"\s*(?:(?:oh|ah|yeah|well),? (?:sure|right|great|yay|joy|wonderful|fantastic)|yeah,? right)\b")
# (the liking right before the value: "I LOVE 6am leg day on Mon/Wed/Fri 🙃" rolls its eyes at the feeling, the days hold)
_LIKING = re.compile(r"\b(?:love|loves|adore|adores|enjoy|enjoys|like|likes)\s+(?:[\w'’-]+\s+)?$|(?:喜欢|爱|鍾意|钟意)$"
                     r"|\blove me some\s+$|\bnothing i (?:love|like|enjoy) more than\s+$")
# an eye-roll in the value's sentence, no contrast between ("I love sushi but my kids won't touch it 🙃" rolls at the kids)
_ROLLED = re.compile(r"[^.!?\n。！？]{0,80}?(?:🙄|🙃|😒|(?:^|\s)/s\b|said (?:literally )?no ?one(?: ever)?\b|\.\.\.\s*not\b)")
_ROLL_UNDONE = re.compile(r"\b(?:but|though|although|however|except|shame|pity|sadly|unfortunately)\b|但|可是|不过|可惜")
# the mocking tail after the value: "我可太喜欢加班了呢🙂" (not "我可太喜欢火锅了！", sincere)
_MOCKING_TAIL = re.compile(r"\s*(?:了)?呢|[^，。,.;；!?！？]{0,8}?[🙂🙃🙄😒]|[^。！？!?]{0,12}?才怪")
# A character's or a story's, not the speaker's: "my character in the game is a vegan elf", "我在游戏里练了个吃素的精灵"
_FICTION = re.compile(r"\b(?:my|our|his|her|their) (?:[\w&]+ )?(?:character|char|avatar|toon|oc|sim|persona|npc|alt)\b"
                      r"|\bin (?:the|a|my|this|that) (?:game|novel|story|book|movie|film|show|dream|play|campaign)\b"
                      # (not "in the game industry", "my dream job", the real world named after the word)
                      r"(?! (?:industry|studio|studios|company|business|sector|department|team|job|house|home|flat|car|city"
                      r"|school|role|world|dev|development|design)\b)"
                      r"|\bi dream(?:t|ed)\b|游戏里|游戏入面|游戏角色|剧本杀里|小说里|剧里|电影里|梦里|书里|做梦")
# The speaker disowns the record: "I never said I liked Java", "我从来没说过我喜欢Java"
# (not "I never told you I'm allergic": news told late; not "我好像没说过", I don't think I mentioned)
_DISOWNED = re.compile(r"\bnever (?:once )?(?:said|claimed)\b|\bdid(?:n['’]?t| not) (?:say|claim)\b"
                       r"|\bwhen did (?:i|we) (?:ever )?(?:say|claim)\b|(?<!好像)没有?(?:说过|讲过)|我哪有说|谁说我"
                       r"|(?:什么时候|啥时候|几时)(?:说|讲)过")
# A hedge asks nothing: "I think I'm allergic to penicillin?" (the user's guess about themself, stated)
_HEDGE = re.compile(r"\b(?:i|we) (?:think|guess|believe|reckon)\b|我(?:觉得|感觉|估计)|好像")
# A joke the whole message takes back, its value said in other words: "handing in my notice to raise goats. jk lol"
_JOKE = re.compile(r"^" + _JOKE_WORDS + "|" + _JOKE_EN + "|" + _JOKE_ZH)
# after the joke, what says the rest is meant: "jk about the goats lol. seriously though, I moved into analytics"
_JOKE_ABOUT = re.compile(r"\s+about\b")
_SERIOUSLY = re.compile(r"\b(?:seriously|honestly|for real|but really|in all seriousness)\b|说真的|认真的|讲真")


def _unnamed_unasserted(lowered: str) -> bool:
    """For a value the statement does not name: is the whole message a joke taken back or a story's?"""
    joke = _JOKE.search(lowered)
    if joke is not None and not _JOKE_ABOUT.match(lowered, joke.end()) and not _SERIOUSLY.search(lowered, joke.end()):
        return True
    return _FICTION.search(lowered) is not None


# A question that tells, after a negation of the value: "我不在深圳还能在哪" (where else would I be: in Shenzhen), "不用
# Java 还能用啥" (not "深圳还能去哪玩？", which asks)
_RHETORICAL = re.compile(r"[^，。,.;；!?！？]{0,6}?还能(?:在|去|住|用|是|干|做)?(?:哪|谁|啥|什么)")
_NEGATED_BEFORE = re.compile(r"[不没][^，。,.;；!?！？\s]{0,3}\s*$")
# A condition, then what would follow it: "要是中了彩票，我就去大理买个院子", "If I won the lottery, I'd move to Lisbon"
# (not "not sure if I told you, I'd switched", where "if" is "whether" and "I'd" is "I had")
_CONDITION = re.compile(r"(?<!\bsure )(?<!\bknow )(?<!\bknew )(?<!dunno )(?<!wonder )(?<!\bsee )(?<!\bask )(?<!\bidk )"
                        r"(?<!\btell )(?<!\bcheck )\b(?:if|unless|suppose|supposing)\b|要是|如果|假如|假设|万一|要不是")
# ("如果有事，我就在深圳" tells where the speaker is: 就 alone is no consequence, 就去 / 就搬 / 会 are; not 会 in 开会, 学会)
_CONSEQUENCE = re.compile(r"\b(?:i|we|you|they)['’]d\s+(?!already\b|just\b|been\b|[a-z]+ed\b)|\bwould\b"
                          r"|(?:就|便)(?:会|要|去|搬|换|买|改|转|辞|移民|回|跑|学)"
                          r"|(?<![学开体机聚约社大晚年理误领])会(?![议计员话儿场所合面谈考长费])")
# Someone of the family says what holds for them: "我老婆说她换工作了，去了 ByteDance", "my wife just told me she got a
# job at Arup" (theirs, not the speaker's; `others` False reads none: the key is about that person); not when the
# speaker, "here" or a contrast follows in the sentence ("my husband says he prefers Manchester, so we moved there")
_HEARSAY = re.compile(r"\b(?:my|our)\s+(?:\w+\s+)?(?:" + PEOPLE_EN + r")\s+(?:\w+\s+)?(?:says|said|told me|tells me"
                      r"|mentioned)(?:\s+\w+){0,2}?(?:\s+that)?\s+(?:she|he|they)\b"
                      r"|(?:" + PEOPLE_ZH + r")(?:跟我|和我|对我)?(?:说|讲|告诉我)[，,：:\s]*(?:她|他)")
_HEARSAY_UNDONE = re.compile(r"\b(?:here|but|so)\b|但|所以|可是|不过")
# Quoted words, and the quotation marks of French, Spanish, Portuguese, Italian and German too ("« … »", "„…“"): "Le CV
# de mon frère dit : « ébéniste à Lorient »", "Ma sœur m'a écrit : « j'ai emménagé à Lorient »" are their words
_QUOTED = re.compile(QUOTED.pattern + r"|«[^«»]*»|„[^„“”]*[“”]")
# How a question starts (the word after an optional "so", "and", ...): "Have you switched to Munich, or ...?"
_ASKING = re.compile(
    r"\s*(?:(?:so|and|but|well|ok|okay|oh|hey|then|also|wait)\b[\s,]*)?(?:do|does|did|have|has|had|are|is|was|were"
    r"|am|can|could|will|would|should|shall|may|might|what|which|who|whom|whose|where|when|why|how|any)\b")
# Questions that tell: "Did you know I moved to Munich?", "Isn't Java great?", "Why do I use Java? ...", "你知道吗"
_TELLING = re.compile(
    r"\b(?:did|do) you know\b|\bguess what\b|\byou know\b|\bremember\b|\bwhy (?:do|did|does|am|have|would) (?:i|we)\b"
    r"|\bhow come\b|知道|为什么我|我为什么|为啥"
    r"|对吧|是吧|对不对|记得")
# A negative question tells: "Isn't Java great?", "Don't you love Berlin?"
_ASKING_NOT = re.compile(r"\s*(?:is|are|was|were|do|does|did|wo|would|have|has|ca|could)n['’]?t\b")
_TAG = re.compile(r"(?<![这那怎什多])[吗么]\s*$")  # (a closing 嘛 asks nothing: "打工人嘛"; "…好吗": INSISTS)
_SAYING = re.compile(r"\b(?:i|we|(?:the )?user) (?:\w+ )?(?:said|says|say|told|tells|tell|wrote|writes|write|replied|answered"
                     r"|asked|mentioned|stated|confirmed)\b|我\S{0,4}[说讲写告问]|用户\S{0,4}[说讲写告问表提]"
                     # the speaker's own words in French, Spanish, Portuguese, Italian, German: "j'ai écrit : « … »"
                     r"|\b(?:j['’]ai (?:dit|écrit|repondu|répondu)|je (?:dis|disais|leur ai dit|lui ai dit)|(?:yo )?(?:dije|escribí"
                     r"|respondí|digo|le dije|les dije)|(?:eu )?(?:disse|escrevi|respondi|digo)|(?:io )?(?:ho (?:detto|scritto|risposto)"
                     r"|dico|dissi)|ich (?:habe |hab )?(?:gesagt|geschrieben|geantwortet)|ich sage|ich schrieb)\b")
# the user's own words, transcribed, when that label is all that comes before them: "Voice transcript (low quality):
# '…'", "Dictation: '…'", 语音转写："…" (not "Voice note from my brother:", "Tom's voice note:", 我妈的语音：)
_OWN_TRANSCRIPT = re.compile(r"\s*(?:(?:the )?user['’]s )?(?:(?:voice|audio|call) )?(?:transcript(?:ion)?|note|message"
                             r"|memo|dictation)(?: ?\([^)]{0,40}\))?\s*[:：,-]?\s*|\s*(?:用户的?)?(?:语音|转写|转录|语音转写"
                             r"|语音转文字)[：:，,]?\s*", re.IGNORECASE)


# Someone else opens the clause before a verb of change or leaving, named the way people name them in passing: a first
# name ("Ana moved to Berlin", "Ana Silva quit"), a bare family word ("Mum finally moved to", "dad switched to"), a role
# ("our CTO left Acme", "the landlord sold"), or in Chinese a familiar name ("小王搬到杭州了", "老李", "阿杰", "王总"); the
# head is what comes before the verb in its clause, as written (a name has its capital). `THIRD_PARTY` reads "my
# brother", "我老公"; this reads the rest. Not a capitalised word of the speaker's ("Finally moved", "Today I quit").
_NOT_A_NAME = (r"I|We|Me|Us|My|Our|The|This|That|These|Those|It|Its|You|Your|He|She|They|His|Her|Their|There|Here|What"
               r"|When|Where|Why|How|Who|Which|Just|Also|And|But|So|Then|Now|Still|Already|Last|Next|Well|Ugh|Lol|Lmao|Haha"
               r"|Ok|Okay|Yeah|Yep|Yes|No|Not|Never|Oh|Ah|Btw|Fyi|Plus|Anyway|Today|Tonight|Yesterday|Tomorrow|Guess|After"
               r"|Before|Since|Once|If|As|At|In|On|For|From|To|By|With|Everyone|Everybody|Nobody|Someone|Somebody|Anyone"
               r"|Company|Team|Work|Office|Management|Sorry|Please|Update|News|Note|Monday|Tuesday|Wednesday|Thursday"
               r"|Friday|Saturday|Sunday|Even|Only|Both|All|Again|Once|Soon|Later|Earlier|Almost|Nearly|Got|Have|Had|Has"
               r"|Did|Was|Were|Am|Is|Are|Been|Being|Quit|Left|Moved|Switched|Gave|Stopped|Finished|Done|Omg|Wow|Hey|Hi|Welp|Yay"
               r"|Back|Home|Fresh|Straight|Sigh|Meh|Hmm|Phew|Alright|Right|Good|Great|Big|Guys|Folks|Dear|Hello|Thanks|Cool|Nice|Sure|Everything"
               r"|User|Customer|Client|Subject|Patient|Member|Employee|Candidate|Caller|Agent|Assistant|Bot|Ticket"
               # the speaker in the words `gloss` leaves before an English verb: "Ho left Google", "Ich habe ..."
               r"|Ho|Abbiamo|Sono|Siamo|Ich|Wir|Habe|Haben|Je|Nous|Yo|Eu|Nos|Mi|Me|Ma|Mon|Mein|Meine|Mio|Mia|Fui|Sou|Soy"
               r"|Estou|Estoy|Hab|Hemos|Tengo|Tenho")
_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江薛段雷侯龙史陶贺顾毛郝龚邵钱严武戴莫孔汤"
_NAME_ZH = r"(?:小|老|阿)[" + _SURNAMES + r"杰强伟明华]|[" + _SURNAMES + r"](?:总|老师|经理|工|姐|哥)"
_NAMED_ZH = re.compile(_NAME_ZH)  # (the prefilter's look for one)
# the words of a bare family word or a role, and a capitalised word opening a clause before a move (the prefilter's look)
_BARE_KIN_WORDS = frozenset(b"mum mom mummy mommy mam dad daddy mother father grandma grandpa granny grandad granddad"
                            b" grandmother grandfather nan nana nanna gran auntie aunty hubby wifey cto ceo cfo coo cmo cio"
                            b" cpo vp founder cofounder co-founder director landlord landlady tenant lodger intern nanny"
                            b" babysitter cleaner gp doctor dentist therapist coach trainer teacher tutor lead pm ex".split())
_CAPITAL_OPENS = re.compile(r"(?:^|[.,;!?:]\s*)[A-Z][a-z]{1,20}(?:\s+[A-Z][a-z]{1,20})?\s+(?:[a-z]+\s+){0,2}?(?:moved|relocated)\b")
_OTHER_OPENS = re.compile(
    r"\s*(?i:(?:(?:so|and|but|well|oh|also|btw|fyi|apparently|guess what|update|news|lol)\b[\s,:]*)*)"
    r"(?:(?i:(?:our|the|my|his|her|their|your)\s+(?:new\s+|old\s+|former\s+|current\s+)?(?:cto|ceo|cfo|coo|cmo|cio|cpo|vp"
    r"|founder|co-?founder|director|landlord|landlady|tenant|lodger|intern|nanny|babysitter|cleaner|gp|doctor|dentist"
    r"|therapist|coach|trainer|teacher|tutor|lead|pm|cto's|ex))"
    r"|(?i:mum|mom|mummy|mommy|mam|ma|dad|daddy|pa|mother|father|grandma|grandpa|granny|grandad|granddad|grandmother"
    r"|grandfather|nan|nana|nanna|gran|auntie|aunty|hubby|wifey)"
    r"|(?P<name>(?!(?:" + _NOT_A_NAME + r")\b)(?![A-Z][a-z]+ly\b)[A-Z][a-z]{1,20}(?:\s+[A-Z][a-z]{1,20})?)"
    r"|" + _NAME_ZH + r")"
    # ... where they are from, or who they are to the speaker, said after them: "Kirsty from my crew has moved to",
    # "Tom from our team", "Ana, my flatmate, moved to"
    r"(?:\s+(?i:from|at|in|on)\s+(?i:my|our)\s+[\w-]+(?:\s+(?!(?i:and|but|so|then|now|i|we)\b)[\w-]+)?|\s*,\s*(?i:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s*,)?"
    r"(?:(?:\s+(?i:just|finally|recently|also|already|has|have|had|officially|actually|suddenly|eventually|apparently"
    r"|now|too))|(?:上个月|上周|去年|前几天|已经|终于|也|刚|刚刚|最近|还是))*\s*"
    # (in Chinese the value may come before the verb, blanked by the caller: "老李从  离职了", "小王被  裁了")
    r"(?:(?:从|在|被|跟|和)\s*)?")


# A capitalised word that opens a chat message is no first name: an interjection or a chat abbreviation ("Yup moved to
# Berlin", "Tbh quit Acme", "Nope", "Welp"), a word with no vowel ("Ngl", "Smh", "Hmm": no name is spelled so) or one
# drawn out ("Sooo", "Yesss", "Ughhh": a letter three times over)
_CHAT_WORD = re.compile(
    r"(?:yup|yep|yeah|yea|yeh|yah|ya|yas|yass|aye|nope|nah|naw|nay|welp|oops|whoops|whoa|woah|yikes|damn|dang"
    r"|gosh|jeez|geez|oof|ooh|aww|aw|um|umm|uh|er|erm|hm|idk|imo|imho|iirc|afaik|fwiw|tldr|psa|ps|jk|irl|fr"
    r"|bruh|bro|dude|lowkey|highkey|kinda|sorta|anyways|anyhow|soo|noo|yess|haha|hahaha|hehe|heh|lolz|lolol"
    r"|lmfao|rofl|okie|whew|alas|psst|surprise|spoiler|edit|tho|though|ahh|ohh|hooray|yippee|woohoo|woo"
    # an exclamation ("Boom moved to Berlin", "Tada", "Crikey"), a notice ("Newsflash", "Reminder", "Heads-up") or a
    # linking adverb ("Meanwhile", "Somehow", "Besides") opens a message as often as a name does
    r"|boom|bam|tada|ta-da|voila|voilà|woot|hurray|hurrah|huzzah|yahoo|wahoo|whoopee|bingo|blimey|crikey|cripes|golly"
    r"|gee|sheesh|shoot|darn|drat|eek|argh|ouch|oi|ahem|behold|newsflash|reminder|heads-up|headsup|announcement"
    r"|breaking|meanwhile|somehow|besides|otherwise|however|moreover|furthermore|nevertheless|nonetheless|regardless"
    r"|afterwards|anyhoo|whatever|overall)"
    r"|[^aeiouy]+|.*(.)\1\1.*",
    re.IGNORECASE)


def _chat_word(word: str) -> bool:
    return _CHAT_WORD.fullmatch(word) is not None


def other_opens(head: str, names: bool = True) -> bool:
    """Does someone else, named by a name, a bare family word or a role, make up the whole `head` (the clause before a
    verb of change or leaving, as written): "Ana ", "Mum finally ", "our CTO ", "小王"? `names` False: not by a
    capitalised word alone, which before "switched to" or "migrated to" is as often a system ("Backend", "Billing").
    A chat opener is no name ("Yup ", "Tbh ", "Sooo "), though a name may follow it ("Yup Ana ")."""
    if not head or not head.strip():
        return False
    m = _OTHER_OPENS.fullmatch(head)
    if m is None:
        return False
    name = m.group("name")
    if name is None:
        return True
    if not names:
        return False
    first = name.split()[0]
    if _chat_word(first):
        return other_opens(head[m.start("name") + len(first):].lstrip(" ,"), names)
    return True


def unasserted(statement: str | None, value: Any, *, negations: bool = True, plans: bool = True,
               only_negations: bool = False, others: bool = True) -> bool:
    """True when the statement names `value` (a string), and every time only where it does not say it holds:
    negated ("I don't use Java", "我不用Java"), asked ("Have you switched to Munich?"), planned or supposed
    ("我打算搬到深圳", "If I moved to Munich"), left by someone else ("My brother left Berlin") or quoted from someone
    else ('He said "I use Java"'). False (the decision is as before) without a statement, when the value is not
    named, named once where it holds ("I don't use Python, I use Java"), or said after all ("..., but I do").
    `negations` False reads no negation: a key of things the subject avoids (`diet.avoid`, `health.allergy`), where
    "I don't eat pork" asserts pork. `plans` False reads no plan or time to come: the caller dated the value
    itself ("I'm moving to Lyon next month" with a valid_from then). `only_negations`: read negations alone (a
    guess hedges and asks, a document quotes: "用户可能已经不住在北京了" still negates). `others` False reads no
    one else's leaving or move: the key is about that person (`family.mother_city`: "我妈搬到成都了" states it). At
    most MAX_CUES mentions are read, each within WINDOW characters."""
    if not statement or not isinstance(value, str) or not value.strip():
        return False
    if not statement.isascii():
        statement = folded(statement)
    if not value.isascii():
        value = folded(value)
    lowered = statement.lower()
    first = value.lower().split()
    cased = statement if len(statement) == len(lowered) else None  # (as written: a name has its capital)
    if not first or not _may_unassert(lowered, cased):
        return False
    if first[0] not in lowered:  # (the value's first word: one C search)
        return not only_negations and _unnamed_unasserted(lowered)
    return _unasserted(lowered, value, negations, plans, only_negations, others,
                       shouted=_SHOUTED.search(statement) is not None, cased=cased)


# A denial of what something IS, right before it: "不是福州", "哪有搬去上海", "Porto, not Braga", "it was never Braga"
# (not of a habit: "I don't use Python" may be a change; a clash without a cue stays a conflict)
_DENIAL = re.compile(r"(?:不是|并不是|才不是|并非)(?:在|住在?|叫|用)?$|(?:哪有|哪里有|从来没有?|从没)[^，。,.;；!?！？\s]{0,4}$"
                     r"|(?:\bnot|\bnever|\b(?:is|was|are|were)n['’]t)\s*(?:an?\s+|the\s+)?$")


_DENIAL_HINTS = ("not", "never", "n't", "n’t", "不是", "并非", "並非", "哪有", "哪里有", "哪裡有", "从来没", "從來沒", "从没", "從沒",
                 "唔係", "不係")


_COMPARED = re.compile(r"\s*(?:那么|这么|那样|这样|那种|一样)")
# the sentence says when: "I'm in Porto now, not Braga", "现在在苏州 不是上海": a change told with a denial
_NOW = re.compile(r"\b(?:now|these days|nowadays|anymore|any more|as of|since)\b|\bfrom [\w ]{1,20}? on\b|现在|如今|目前|最近|这阵子"
                  r"|起|以来|开始")
# between a denied value and the one given in its place: "not Berlin - Munich", "不是福州，是湖州", "not Java but Kotlin"
_INSTEAD = re.compile(r"(?:\s*(?:[-–—,，:：;；、]|\bbut\b)\s*(?:(?:it['’]?s|it is|是|而是|but)\s*)?)?")
# the denied value is one of a list denied together: "not tea, coffee or cola", "不是福州，湖州也不是"
_DENIED_LIST = re.compile(r"\s*[,，、]\s*[^.!?;。！？；]{1,30}?(?:\bor\b|\bnor\b|\banywhere\b|\banything\b|\beither\b|\betc\b"
                          r"|也不|也没|都不)")


def kin_subject(statement: str | None, value: Any) -> bool:
    """True when every mention of `value` (a string) is in a clause whose subject is a member of the family or
    another person and not the speaker: "My son is allergic to peanuts", "我爸有糖尿病", "我儿子花生过敏" (the speaker
    after them keeps it: "my son and I are both allergic", "我和我妈都对花生过敏", "my mum says I'm allergic")."""
    if not statement or not isinstance(value, str) or not value.strip():
        return False
    lowered = statement.lower()
    if lowered.isascii():  # (the usual statement names no one: a word-set test, not an alternation at every character)
        if _POSSESSIVES.isdisjoint(lowered.encode().translate(WORD_BREAKS).split()):
            return False
    else:
        lowered = folded(statement).lower()
    if _KIN.search(lowered) is None:
        return False
    found = False
    for n, m in enumerate(_mentions(lowered, value)):
        before = lowered[max(0, m.start() - WINDOW): m.start()]
        start = CLAUSE_START.search(before)  # (the value's own clause: "孩子哮喘发作的话，最近的急诊是市一医院" is the user's)
        head = before[start.start() + 1 if start else 0:]
        kin = _KIN.search(head)
        if n == MAX_CUES or kin is None or _WITH_ME_KIN.search(head) or _SPEAKER.search(head, kin.end()):
            return False
        found = True
    return found


_POSSESSIVES = frozenset(b"my our his her their your".split())  # every English _KIN match starts with one


def _mentions(lowered: str, value: str) -> Iterator[re.Match[str]]:
    """The mentions of `value` in the lowered, folded statement (none for a value longer than WINDOW)."""
    pattern = value_pattern(folded(value))
    return pattern.finditer(lowered) if pattern is not None else iter(())


_WITH_ME_KIN = re.compile(r"\b(?:me|i) (?:and|&) |\b(?:and|&) (?:me|i)\b|我和|我跟|和我|跟我|我俩|我们")
_SPEAKER = re.compile(r"\b(?:i|me|i'm|i've|we|us)\b|我(?![妈爸哥姐弟妹儿女老家])")


def denied(statement: str | None, value: Any, instead: Any = None) -> bool:
    """True when the statement names `value` (a string), and every time right after a denial of what it is ("是湖州，
    不是福州", "我哪有搬去上海", "It's Porto, not Braga"), or once with `instead` given in its place right after it
    ("no wait, not Berlin - Munich. Berlin's where I did my masters", "不是福州，是湖州")."""
    if not statement or not isinstance(value, str) or not value.strip():
        return False
    lowered = statement.lower()
    for hint in _DENIAL_HINTS:  # (the usual statement has no denial word at all; a loop: no generator)
        if hint in lowered:
            break
    else:
        return False
    if not lowered.isascii():
        lowered = folded(statement).lower()
    if _NOW.search(lowered):
        return False
    given = value_pattern(folded(instead)) if isinstance(instead, str) and instead.strip() else None
    mentions, every = 0, True
    for n, m in enumerate(_mentions(lowered, value)):
        if n == MAX_CUES:
            return False
        mentions += 1
        if _DENIAL.search(lowered, max(0, m.start() - 12), m.start()) is None or _COMPARED.match(lowered, m.end()) or (
                _DENIED_LIST.match(lowered, m.end())):  # "哪有上海那么卷": a comparison; "not tea, coffee or cola": a list
            every = False
        elif given is not None and given.match(lowered, _INSTEAD.match(lowered, m.end()).end()):  # type: ignore[union-attr]
            return True  # the value given in its place
    return mentions > 0 and every


def _unasserted(lowered: str, value: str, negations: bool = True, plans: bool = True,
                only_negations: bool = False, others: bool = True, *, shouted: bool = False,
                cased: str | None = None) -> bool:
    """`unasserted` without its prefilter, on the lowered statement (`cased`: the statement as written, of its length)."""
    if cased is not None and len(cased) != len(lowered):
        cased = None
    if " - " in lowered or "—" in lowered or " – " in lowered:  # a dash between clauses ends one (same length)
        lowered = lowered.replace(" - ", " , ").replace("—", ",").replace(" – ", " , ")
    if "?" in lowered:  # a URL's query ("…/forecast?latitude=52") asks nothing (same length)
        lowered = _QUERY.sub("&", lowered)
    pattern = value_pattern(value)  # (None: a value longer than the WINDOW a reading covers)
    if pattern is None:
        return False
    named = " ".join(value.lower().split())
    portuguese = holds_any(lowered, _PT_NEGATION_WORDS) and _portuguese(lowered, cased)
    found = False
    for n, m in enumerate(pattern.finditer(lowered)):
        if n == MAX_CUES:  # more mentions than are read: the decision is as before
            return False
        if not _unasserted_here(lowered, m, named, negations, plans, only_negations, others, shouted=shouted,
                                cased=cased, portuguese=portuguese):
            return False
        found = True
    return found or (not only_negations and _unnamed_unasserted(lowered))


_QUERY = re.compile(r"(?<=[\w/])\?(?=[\w%-]+=)")


def _portuguese(lowered: str, cased: str | None) -> bool:
    """Is the statement Portuguese (`_PORTUGUESE`)? `cased`: the statement as written, of the length of `lowered`."""
    if _PORTUGUESE.search(lowered) is not None:
        return True
    if "eu" not in lowered and "ã" not in lowered and "õ" not in lowered:
        return False
    text = cased if cased is not None else lowered
    for m in _PT_OWN.finditer(text):
        word = m.group()
        if word.lower() == "eu":  # "eu" (I), "Eu" opening a sentence; not "EU", "the EU" (the Union)
            if word != "EU" and not lowered.endswith("the ", 0, m.start()):
                return True
        elif word[0].islower() or (_OPENS_SENTENCE.search(text, max(0, m.start() - 4), m.start()) and (
                (after := _NEXT_WORD.match(text, m.end())) is not None and after.group(1).islower())):
            return True  # a nasal vowel in a word, not a name ("São Paulo"): lower case, or opening a sentence alone
    return False


def _unasserted_here(text: str, m: re.Match[str], named: str, negations: bool, plans: bool,
                     only_negations: bool = False, others: bool = True, *, shouted: bool = False,
                     cased: str | None = None, portuguese: bool = False) -> bool:
    """Is the mention `m` of the value in `text` (the lowered statement) one that does not assert it? (`cased`: the
    statement as written, of its length: a name has its capital; `portuguese`: "no" is "in the", "não" is "not")"""
    after = text[m.end(): m.end() + WINDOW]
    if not only_negations and _TAKEN_BACK.match(after):  # (what is "still" so after a joke is the old: "jk, still at 7C")
        return True
    if not only_negations and ("never" in text or "n't" in text or "n’t" in text or "did not" in text or "说" in text
                               or "讲" in text or "when did" in text):
        near = text[max(0, m.start() - 40): m.start()]
        clause = CLAUSE_START.search(near)
        if _DISOWNED.search(near, clause.start() + 1 if clause else 0):
            return True  # "I never said I liked Java?? I use it at work, that's all": the record disowned, whatever else holds
    if _SAID_AFTER_ALL.search(after) or (_RHETORICAL.match(after) and _NEGATED_BEFORE.search(text, 0, m.start())):
        return False
    before = text[max(0, m.start() - WINDOW): m.start()]
    if only_negations:
        clause_start = CLAUSE_START.search(before)
        return negations and _negated(before[clause_start.start() + 1 if clause_start else 0:],
                                      text[m.end(): m.end() + WINDOW], portuguese)
    # quotes are paired within WINDOW of the mention (pairing them across 65,536 characters of "'x" took 0.5 s)
    lo = max(0, m.start() - WINDOW)
    window = text[lo: m.end() + WINDOW]
    quote = next((q for q in (q.span() for q in _QUOTED.finditer(window)) if q[0] + lo < m.start() and m.end() < q[1] + lo),
                 None) if any(c in window for c in "\"“「『‘'«„") else None
    quote = (quote[0] + lo, quote[1] + lo) if quote is not None else None
    if quote is not None and " ".join(re.sub(r"[\W_]+", " ", text[quote[0] + 1: quote[1] - 1]).split()) != " ".join(
            re.sub(r"[\W_]+", " ", named).split()):  # someone's words, unless the quote is the value itself
        start = SENTENCE_START.search(text[max(0, quote[0] - WINDOW): quote[0]])
        speaker = text[max(0, quote[0] - WINDOW): quote[0]][start.start() + 1 if start else 0:]
        if not _SAYING.search(speaker) and not _OWN_TRANSCRIPT.fullmatch(speaker):  # the subject's own words: said
            return True
    clause_start = CLAUSE_START.search(before)
    head = before[clause_start.start() + 1 if clause_start else 0:]
    end = CLAUSE_END.search(text, m.end(), m.end() + WINDOW)
    tail = text[m.end(): end.start() if end else min(len(text), m.end() + WINDOW)]
    sentence_start = SENTENCE_START.search(before)
    sentence_head = before[sentence_start.start() + 1 if sentence_start else 0:]
    if _FICTION.search(head) or _sarcastic(text, m, head, sentence_head, shouted):
        return True
    if _TELLING.search(sentence_head) or _TELLING.search(tail) or _ASKING_NOT.match(sentence_head):
        return False
    hedged = _HEDGE.search(sentence_head) is not None and not (plans and (
        _CHANGING.search(head + tail) or _FUTURE.search(head + tail)))  # "I think I'm moving to Berlin?" still asks
    # asked: the clause ends with a question mark or particle, or the sentence is asked ("Have you ..., or ...?")
    if not hedged and ((end is not None and text[end.start()] in "?？") or (
            _TAG.search(tail) and not insists(text[:m.end()] + tail))):
        return True
    full_stop = FULL_STOP.search(text, m.end(), m.end() + WINDOW)
    if full_stop is not None and text[full_stop.start()] in "?？" and _ASKING.match(sentence_head):
        return True
    if _AGAIN.match(after) and not (plans and (_PLAN.search(head) or _CONDITION.search(sentence_head))) and not any(
            g.lastgroup != "skip" for g in _NEGATION.finditer(head)):
        return False  # said again: "I'm on Java again"
    if plans and _CONDITION.search(sentence_head[: len(sentence_head) - len(head)]) and _CONSEQUENCE.search(head):
        return True  # the value in what would follow a condition, in the clause after it
    hearsay = _HEARSAY.search(sentence_head) if others else None
    if hearsay is not None:
        rest = sentence_head[hearsay.end():] + text[m.start(): full_stop.start() if full_stop else m.end() + WINDOW]
        if not _SPEAKER.search(rest) and not _HEARSAY_UNDONE.search(rest):
            return True
    if plans and "might be" in head and _TO_COME.match(text, m.end()):
        return True  # "I might be in Berlin by March": a possibility to come (not "I might be lactose intolerant")
    plan = last_match(_PLAN, head) if plans else None
    if plan is not None and not _PLAN_UNDONE.search(head, plan.end()):
        return True
    if plans and _FUTURE.search(head + tail) and _CHANGING.search(head + tail) and not _PLAN_UNDONE.search(head + tail):
        return True
    if plans and planned_other(head, tail, sentence_head,
                                text[m.end(): full_stop.start() if full_stop else m.end() + WINDOW], m.group()):
        return True
    if _GONE_AFTER.match(tail) or (not named[:1].isdigit() and _LOST_BEFORE.search(head)):
        return True  # gone for good: "we lost our cat Pickle", "我家猫上个月走了"
    leaving = last_match(_LEAVING, head) if others else None
    # (the head as written, for a name: "Ana gave up coffee", "Mum finally moved to Berlin"; dashes read as commas)
    written = cased[m.start() - len(head): m.start()] if cased is not None else head
    if leaving is not None and (THIRD_PARTY.search(head, 0, leaving.start()) or other_opens(written[: leaving.start()])):
        return True
    # someone else moved to it: "我妈搬到成都了", "My sister moved to Leeds" (the value is theirs, not the subject's)
    # (a person: hearsay, "听说很多团队都迁到 Rust 了", is a clash with the subject's value, as before)
    moved = _MOVED_TO.search(head) if others else None
    if moved is not None and ((_KIN.search(head, 0, moved.start()) and by_someone_else(head, moved)) or other_opens(
            written[: moved.start()], names=moved.group().startswith(("moved", "relocated", "搬")))):
        return True
    if not negations:
        return False
    return _negated(head, tail, portuguese)


def _sarcastic(text: str, m: re.Match[str], head: str, sentence_head: str, shouted: bool) -> bool:
    """Is the value said in sarcasm? An opening ("oh sure, I LOVE ..."), an eye-roll after a liking, "可太喜欢…了呢"."""
    if not _LIKING.search(head):
        return False
    rolled = _ROLLED.match(text, m.end())
    if rolled is not None and not _ROLL_UNDONE.search(rolled.group()):
        return True
    if shouted and _SARCASTIC_OPENING.match(sentence_head):  # "oh sure, I LOVE waiting in line"
        return True
    return _MOCKING_TAIL.match(text, m.end()) is not None and re.search(r"(?:太|最|好)(?:喜欢|爱|钟意)$", head) is not None


def _negated(head: str, tail: str, portuguese: bool = False) -> bool:
    """Does a negation in `head` (the clause before the value) deny the value? (`portuguese`: the statement is
    Portuguese, where "no" is "in the" and "não" is "not")"""
    negated = [g for g in (_NEGATION_PT if portuguese else _NEGATION).finditer(head) if g.lastgroup != "skip"]
    if negated and (portuguese or negated[0].group() in ("nunca", "jamás")) and _NEGATION_UNDONE_PT.search(
            head, negated[0].end()):  # (Spanish "nunca" / "jamás" too: "Nunca me arrepentí de mudarme a Sevilla")
        return False
    if not negated and ("n'" in head or "n’" in head or "ne " in head):
        french = _NEGATION_FR.search(head)
        return french is not None and _NEGATION_UNDONE_FR.search(head, french.end()) is None and (
            _NEGATION_KEPT_FR.search(head, french.start()) is None)
    if not negated or all(g.group() == "without" for g in negated):
        return False
    first = negated[0]
    if len([g for g in negated if g.group() != "nor"]) > 1:  # "I can't live without Java", "我不是不用Java"
        return False
    if first.group().startswith("没") and re.search(r"[不没]", tail):  # "没有Java不行"
        return False
    return not _NEGATION_UNDONE.search(head, first.end()) and not NOT_ONLY.search(head[first.start():])
