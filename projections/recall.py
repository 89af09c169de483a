"""Recall: which facts an agent should bring into a prompt, ranked (DOMAIN.md section 5).

    score = (w_rel * relevance + w_rec * recency + w_imp * importance) * status_weight
    recency = 0.5 ** (age_days / 30),  age = time since the fact was last stated (`last_seen`)

The candidates are what `current()` returns (valid now, believed now), or with `valid_at`
what `as_of(valid_at=...)` returns: superseded facts stay reachable when the caller asks
about the past, where they are what held. Tenant, subject, scope shadowing and context
filtering are those queries' own, so recall never sees another tenant's facts, a narrower
scope read from `global`, another context, or erased content.

Forgetting is down-weighting, not deleting. Retention by kind is applied when reading,
from the fact's `last_seen` and the time asked about; no event is appended, so the
same log answers the same way on replay, at any past time:

- `preference` not stated for 365 days: status `stale` (weight 0.5), `needs_confirmation`;
- `episodic` not stated for 90 days: rolled off, left out unless `include_rolled_off`;
- `safety` never goes stale or rolls off (only the user withdraws it), and never fades: its recency
  is 1.0 whenever it was last stated (seed 002: an allergy unretrieved for half a year must still
  come back; with the decay, a years-old allergy sank below last week's small talk).

Each window is half-open like the time lines (DOMAIN.md section 3): a preference stated exactly
365 days ago is stale, an episode stated exactly 90 days ago has rolled off, and evidence
exactly 30 days old is no longer recent.

Status weights: active 1.0, stale 0.5, pending 0.5 (a guess awaiting confirmation: ours,
DOMAIN.md gives none). A superseded or invalidated fact returned for a time at which it held
weighs as active, and a preference of them goes stale as an active one does (a question
about the past must not change when the value is superseded later). A conflicted fact:
`0.5 ** (age_days / 90) * (2.0 if stated again in the last 30 days else 0.5)`, age counted from
when the conflict was flagged (restating it does not make it younger). With `include_past`, the facts
that no longer hold at the time asked about (superseded, or ended) join the candidates at weight
0.1 (DOMAIN.md: "superseded 0.1"; seed 000: old memories do not vanish, they are hard to recall
unless the question is about the past). Corrected and denied facts were never true: never recalled. A recall about the past reads `last_seen` as the ledger knew it then.

Relevance is lexical by default: BM25+ (the `rank_bm25` library) of the query against each
candidate's statement, key and value, normalised so the best match is 1.0 and a fact sharing
no term with the query is 0. English words are matched by their
Snowball stems ("brands" finds "brand"). Chinese, Japanese and Korean text is split into characters and
character pairs (no spaces to split on). Callers with their own similarity (embeddings)
pass `relevance={fact_id: score}` instead.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

import Stemmer  # type: ignore[import-not-found]
from pydantic import BaseModel, ConfigDict
from rank_bm25 import BM25Plus

from ledger.errors import InvalidCommand
from ledger.gloss import english
from projections.queries import FactView, as_of, current, ended, history

PROFILES: dict[str, tuple[float, float, float]] = {  # (relevance, recency, importance)
    "knowledge": (0.7, 0.2, 0.1),
    "assistant": (0.4, 0.4, 0.2),
    "critical": (0.5, 0.2, 0.3),
}
RECENCY_HALF_LIFE_DAYS = 30.0
CONFLICT_HALF_LIFE_DAYS = 90.0
RECENT_EVIDENCE_DAYS = 30.0
PREFERENCE_STALE_DAYS = 365.0
EPISODIC_ROLL_OFF_DAYS = 90.0
STATUS_WEIGHT = {"active": 1.0, "stale": 0.5, "pending": 0.5}  # others returned hold then: 1.0
PAST_WEIGHT = 0.1  # a value that no longer holds, recalled with include_past (DOMAIN.md 5: superseded 0.1)
HELD = frozenset({"active", "superseded", "invalidated"})  # values: what held at the time asked about
_DAY = 86_400.0


class Recalled(BaseModel):
    """One recalled fact with the parts of its score."""

    model_config = ConfigDict(frozen=True)

    fact: FactView
    score: float
    relevance: float
    recency: float
    importance: float
    status: str  # the fact's status, or "stale"
    status_weight: float
    needs_confirmation: bool  # stale or pending: ask the user before relying on it
    rolled_off: bool = False  # an episode not stated for 90 days, returned only with include_rolled_off


# a CJK run (Han, kana, Hangul, compatibility ideographs, extension B+) or a run of other
# letters/digits: \w alone would glue "用Java开发" into one token
_CJK_CLASS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003134f"
_TOKEN = re.compile(f"[{_CJK_CLASS}]+|[^\\W_{_CJK_CLASS}]+")
_CJK = re.compile(f"[{_CJK_CLASS}]")


def tokens(text: str) -> list[str]:
    """Case-folded words; CJK runs as single characters plus adjacent pairs. NFKC first: full-width
    Latin and digits (what a CJK input method types), half-width kana and decomposed accents
    read as their plain forms."""
    out: list[str] = []
    for tok in _TOKEN.findall(unicodedata.normalize("NFKC", text).casefold()):
        if _CJK.match(tok):
            out.extend(tok)
            out.extend(tok[i:i + 2] for i in range(len(tok) - 1))
        else:
            out.append(tok)
    return out


def _text_of(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping):
        return " ".join(f"{k} {_text_of(v)}" for k, v in value.items())
    if isinstance(value, list):
        return " ".join(_text_of(v) for v in value)
    return "" if value is None else str(value)


# English words are matched by their Snowball stems (the PyStemmer library): "brands" finds `shopping.brands`,
# "allergies" finds "allergic" only where the stems agree (allergi / allerg do not), "bought" stays itself.
_STEMMER = Stemmer.Stemmer("english")


def _stemmed(words: list[str]) -> list[str]:
    """Each ASCII word as its stem; CJK characters and pairs, digits and other scripts as they are."""
    stem = _STEMMER.stemWord
    return [stem(w) if w.isascii() and w.isalpha() else w for w in words]


def _document(fact: FactView) -> list[str]:
    return _stemmed(tokens(f"{fact.statement or ''} {fact.key.replace('.', ' ')} {_text_of(fact.value)}"))


# Words of a question that say nothing about which fact it asks for: "which language do I develop in?"
# shared "I" and "in" with "I live in Paris", which then ranked as a third relevant (review 7).
STOPWORDS = frozenset([
    "a", "an", "the", "i", "me", "my", "mine", "we", "us", "our", "you", "your", "he", "him", "his", "she", "her",
    "it", "its", "they", "them", "their", "this", "that", "these", "those", "is", "am", "are", "was", "were", "be",
    "been", "being", "do", "does", "did", "have", "has", "had", "will", "would", "shall", "should", "can", "could",
    "may", "might", "must", "in", "on", "at", "of", "to", "for", "with", "from", "by", "about", "into", "as", "and",
    "or", "but", "if", "so", "not", "no", "what", "which", "who", "whom", "whose", "how", "when", "where", "why",
    "there", "here", "any", "some", "all"
]) | frozenset("的了是我你他她它们在吗呢吧啊么和与也都就还这那个")


# A question in another language asks for a key whose words are English (keys are written in English: `home.city`,
# `stack.language`): its words of a topic add the key words of that topic ("Wo wohne ich?" asks for home and city as
# "where do I live" does; the sixteenth blind set, `bench/quality_blind16.py`).
_TOPICS = tuple((re.compile(pattern, re.IGNORECASE), words) for pattern, words in (
    (r"\bwohn|\bleb(?:e|st)\b|(?-i:\bviv[oe]s?\b)|\bvivimos\b|\bmoro\b|\b(?:j['’])?habit(?:e|es|ons|ez)\b|\babit[oi]\b|жив[уёе]"
     r"|살아|사는 곳|어디 사|거주", "live home city"),
    (r"sprache|lenguaje|linguagem|linguaggio|langage|язык|언어|\bidiomas?\b|\bspreche|\bhablo\b|\bfalo\b|\bparl[eo]\b|говорю",
     "language languages spoken"),
    (r"\barbeit|\bfirma\b|\btrabaj|\btrabalh|\bempresa\b|\btravaill?(?:e|es|ent|ons|ez)\b|\bentreprise\b|\blavor[oai]\b|\bazienda\b"
     r"|работ|компани|회사|직장|다녀(?!온|왔)", "work employer company"),
    (r"allergisch|allergie\b|alerg|аллерги|アレルギー|알레르기", "allergy allergic"),
    (r"datenbank|base de datos|banco de dados|base de données|база данных|データベース|데이터베이스", "database"),
    (r"\btrink(?:e|st|en|t)?\b|\bbeb(?:o|es)\b|\b(?:je|tu) bois\b|\bbev[oi]\b|\bпь[юёе]|마셔|마시", "drink drinks"),
    (r"\b(?:mein|dein|ein) handy\b|\btelefon(?:nummer)?\b|\bmóvil\b|\bcelular\b|\btéléphone\b|телефон|휴대폰|핸드폰",
     "phone device"),
    (r"말투|존댓말|반말|대답", "reply formality tone"),
    (r"фронтенд|프론트엔드", "frontend"),
))
# Japanese topic words, read only in a question holding kana (聚会社交, 学生会社团, 言語治療 are Chinese)
_TOPICS_JA = tuple((re.compile(pattern), words) for pattern, words in (
    (r"住んで|住む|住ま", "live home city"), (r"言語|話せ|(?<![電会対])話す", "language languages spoken"),
    (r"仕事|会社|勤め", "work employer company"), (r"飲ん|飲む", "drink drinks"), (r"スマホ|携帯", "phone device"),
    (r"答え方|口調|敬語", "reply formality tone"), (r"フロントエンド", "frontend"),
))
_KANA = re.compile(r"[\u3040-\u30ff]")
# Chinese topic words, read in a question with Han and no kana: the ledger's keys are English words ("我现在住在哪个城市？"
# asks for home.city, "我现在什么职位？" for work.title: the seventeenth blind set); 住 not in 记住, 忍住, 挡住; no word in
# another sense (review 29): 住院 (hospital), 记不住, hold住; 单位 a unit ("剂量单位", "血糖的单位", not "我的单位"); 公司 of
# an insurer ("车险是哪家公司的"); 编程语言; 电话面试, 电话会议
_TOPICS_ZH = tuple((re.compile(pattern), words) for pattern, words in (
    (r"(?<![记忍挡顶站抓稳保守盯靠不A-Za-z])住(?!宿费|院)|哪个城市|什么城市|哪座城市|哪里人|老家", "live home city"),
    (r"^(?!.*险).*?公司|上班|(?<!剂量)(?<!计量)(?:(?<!的)|(?<=我的)|(?<=我们的))单位|东家", "work employer company"),
    (r"职位|职务|头衔|职级|title", "title role position"),
    (r"过敏", "allergy allergic"), (r"喝什么|爱喝|常喝|喝的", "drink drinks"),
    (r"手机|电话(?!面试|会议|会|采访)", "phone device"),
    (r"(?<!编程)(?<!程序)(?<!开发)(?<!脚本)(?<!查询)(?<!标记)语言|说什么话|中文还是英文|哪种语言", "language languages spoken"),
    (r"孩子|儿子|女儿|小孩|娃", "children kids"),
    (r"生日", "birthday"), (r"邮箱", "email"), (r"地址", "address"),
    # (not 不感兴趣 / 没兴趣: an interest in one thing declined; the speaker's 部门, not 税务部门 / 人事部门: another's; not
    # 客户服务 / 客户端 / 客户经理: a company's service, software, a bank's manager)
    (r"爱好|(?<![不没无])(?<!不感)(?<!不.感)(?<!没有)兴趣|业余|消遣", "hobbies hobby"),
    # (and the speaker's after 所属 / 所在 / 现在 / 目前 / 当前: "我所属部门是什么？", "我目前所在部门是？"; not another's:
    # "我老公所在部门是？")
    (r"(?<![\u4e00-\u9fff])(?:部门|科室|病区)|(?<=[我们哪个么啥的])(?:部门|科室|病区)"
     r"|我们?(?:(?:目前|现在|当前)(?:所在|所属)?|所在|所属)(?:部门|科室|病区)", "unit department team ward"),
    (r"客户(?!服务|端|经理)", "clients"), (r"老婆|老公|爱人|媳妇|丈夫|妻子", "partner spouse"),
    # "顾客能在哪些 app 上点我家的菜？" (a shop's delivery platforms), "我现在用什么 IDE 写代码？"
    (r"点(?:我家|我们家|咱家|店里|咱们)?的?菜|点餐|外卖", "外卖 platforms delivery"),
    (r"(?i)(?<![a-z])ide(?![a-z])|编辑器|写代码用", "editor ide"),
    # the plain words (review 30): "我家在哪？", "我在哪儿工作？", "我是做什么工作的？", "我多大了？", "我吃素吗？",
    # "我有什么不能吃的？", "我平时喝啥？", "我开什么车？" (not 家人 / 大家 / 专家, 房子多大, 坐车, 车险)
    (r"(?:我|我们|咱|咱们)家(?:在|住)|家在哪|定居", "live home city"),
    (r"在哪(?:儿|里)?(?:工作|上班|高就)|为(?:谁|哪家)(?:工作|打工)", "work employer company"),
    # (做什么的 of the speaker only: "这个App是做什么的？" asks what an app is for)
    (r"(?:做|干)(?:什么|啥)(?:工作|职业|行业)|(?:我|用户)(?:现在|以前|平时)?是?(?:做|干)(?:什么|啥)的|什么职业|(?:我的)?职业是"
     r"|哪一?行", "title role position"),
    (r"我(?:今年|现在)?(?:多大|几岁)|我的(?:年龄|岁数)|(?:哪年|哪一年|什么时候)(?:出生|生的)|出生(?:日期|年份|于)",
     "birthday born age"),
    (r"吃素|素食|忌口|饮食|(?:不)?吃肉", "diet vegetarian"),
    (r"不能吃|不可以吃|吃不了|不敢吃|忌口", "allergy allergic"),
    (r"喝(?:啥|什么)|(?:平时|每天|早上)喝", "drink drinks"),
    (r"开(?:什么|啥|哪款|哪辆)(?:牌子的)?车|我的(?:车|汽车|爱车)(?![险站程票位])|座驾", "car vehicle"),
    # the twentieth blind set: "橙子大概啥时候能下树？" (harvest), "我店哪天关门歇业？" (the day off); 收获 of a crop's
    # time only (not "培训有什么收获": what a course gave), 关门 of the day only (not "超市几点关门": opening hours)
    (r"下树|采摘|开摘|收成|摘果|收获(?=季|期|时)|(?:时候|几月|何时|哪个月)(?:能|可以|开始)?收获", "harvest 摘"),
    (r"歇业|(?:哪天|哪一天|周几|星期几|礼拜几)关门|休息日|哪天休", "day off 休息 closed"),
))
_HAN = re.compile(r"[\u4e00-\u9fff]")
# An English question worded unlike its fact asks for it in the everyday words for its key ("What town am I living in
# these days?" for home.city, "What do I bill my clients through?" for tools.invoicing, "Which part of the hospital am I
# working on?" for work.unit: the eighteenth blind set): each such word adds the key's words. Only words that name the
# key's topic and little else: "drive" (a hard drive), "bill" of an electricity bill would add "invoicing", which only
# raises an invoicing tool, and the fact answering the question still shares the question's own words.
# a food, a dish or a meal, asked about as something to have ("Can I have the battered cod?"; the thing had, not a
# refund for it)
_FOOD = (r"(?:food|dish(?:es)?|meals?|menu|lunch|dinner|breakfast|brunch|buffet|snacks?|starters?|mains?|desserts?|puddings?"
         r"|lamb|beef|pork|chicken|turkey|duck|ham|bacon|sausages?|steak|mince|burgers?|fish|cod|haddock|salmon|tuna"
         r"|prawns?|shrimps?|crab|lobster|mussels|oysters|shellfish|seafood|sushi|eggs?|cheese|milk|cream|yogh?urt|butter"
         r"|nuts?|peanuts?|almonds?|pasta|pesto|noodles|rice|risotto|curry|curries|soup|stew|salad|sandwich(?:es)?|bread"
         r"|pizza|pie|quiche|(?:cheese)?cake|biscuits?|cookies?|chocolate|ice cream|chips|fries|roast|kebab|tacos?|burrito|tofu"
         r"|mushrooms?|beans|lentils|sauce|gravy|dressing|batter(?:ed)?|fried|grilled|wine|beer|cocktail)")
# (where a post or a rank is held: "my position in the department", "What rank do I have in the army?")
_WORKPLACE = (r"(?:company|firm|team|organi[sz]ation|business|department|dept|unit|org chart|hierarchy|hospital|office"
              r"|practice|school|university|agency|army|navy|air force|military|police|forces?|service|regiment|corps"
              r"|reserves?|staff|board)")

_TOPICS_EN = tuple((re.compile(pattern, re.IGNORECASE), words) for pattern, words in (
    (r"\b(?:towns?|villages?|hometown|suburbs?)\b|\b(?:am i|i'm|we're|are we) (?:based|living|staying)\b", "home city live"),
    # (billing as work: "What do I bill my clients through?", not "When is the gas bill due?")
    (r"\bbill(?:s|ed)? (?:my |our |the )?(?:clients?|customers?|patients?|them)\b|\b(?:do|did|should|can) i bill\b"
     r"|\bbilling\b|\binvoic\w*", "invoicing invoices billing"),
    # (a department or a unit the speaker is in, not a department store, a unit test or a storage unit; a ward the speaker
    # is on, not another's: "What ward is my dad on?", but "What ward are we on?", "Which ward is mine?"; nor one the
    # speaker visits: "Which ward are we visiting grandma on?")
    (r"\bwards?\b(?! (?:is|are|was|were) (?!(?:i|we|mine|ours)\b))(?! (?:\w+ ){0,3}visit)|\b(?:department|dept|unit)\b(?= (?:am|are|do|did|was|were) (?:i|we)\b)|\bmy (?:department|dept|unit)\b"
     r"|\bpart of the (?:hospital|company|office|building|business|firm)\b", "unit department team ward"),
    (r"\bhobb(?:y|ies)\b|\bpastimes?\b|\b(?:free|spare|leisure) time\b|\bfor fun\b", "hobbies hobby"),
    # (tablets taken, not the devices: "Which tablets support the Apple Pencil?", "Do my tablets need charging?")
    (r"\b(?:meds|medicines?|medications?|pills?|prescriptions?)\b"
     r"|\bmy tablets\b(?! (?:\w+ ){0,2}(?:charg\w*|batter\w*|screens?|apps?|(?<!\bin )cases?|wi-?fi|updat\w*|sync\w*))|\btablets (?:do |did |should )?i\b"
     r"|\btak\w* (?:\w+ )?tablets\b", "medication medications medicine"),
    # (the speaker's reaction: "Anything I react badly to?", not "How did my manager react to the news?")
    (r"\bi (?:\w+ )?react(?:ed)? (?:badly )?to\b|\breact(?:s|ed)? badly to\b|\b(?:bad|adverse|allergic) reactions? to\b"
     r"|\bintoleran\w*|\bsensitive to\b", "allergy allergic"),
    (r"\b(?:employer|workplace)\b|\bwho (?:am i|do i) work(?:ing)? for\b|\bwhere do i work\b", "employer company work"),
    # (a position held at work, not one played on a team, in a queue or a league, nor a view held on something; a rank
    # held, not restaurants ranked: "What's my position in the department?", "What rank do I have in the army?"; in a
    # workplace or a service, not a place in a contest or a game: "my position in the spelling bee / that debate / the
    # exam results", "What rank do I have in Fortnite?")
    (r"\b(?:job title|job position)\b|\bmy (?:current )?rank\b|\brank (?:am i|(?:do|did) i (?:hold|have)|i (?:hold|have|had))\b"
     r"(?! in (?!(?:the |this |that |my |our )?(?:\w+ )?" + _WORKPLACE + r"\b))"
     r"|\bmy (?:current )?position\b(?! on (?:the|this|that|a)\b(?! (?:team|staff|board|payroll)\b))"
     r"(?! in (?:the|this|that|a|an|my|our)\b(?! (?:\w+ )?" + _WORKPLACE + r"\b))|\bposition (?:do i hold|am i in|i hold|at work)\b"
     r"|\bwhat(?:'s| is) my (?:job|role)\b", "title role"),
    (r"\b(?:kids|children)\b", "children family"),
    (r"\b(?:wife|husband|spouse|boyfriend|girlfriend|fianc[eé]e?)\b", "partner spouse"),
    # (answers to the speaker: "How should you format answers for me?", not "Did my landlord respond to my email?")
    (r"\b(?:answers|responses|replies)\b|\byou (?:\w+ ){0,2}(?:answer|respond|reply)\b"
     r"|\b(?:answer|respond|reply)(?:ing)? (?:to )?me\b|\btalk to me\b", "reply"),
    (r"\b(?:clients|customers)\b|\bwho am i (?:doing work|working) for\b", "clients"),
    # the nineteenth blind set's questions ("How do I usually get to work?", "How old is my son?", "Who's overseeing my
    # research?", "How much funding do I get to live on?", "Where do clients download their photos from?")
    # (the speaker's way, not the kids': "How do the kids get to school?"; "the quickest route for me to get to the office")
    (r"\b(?:i|we|me|us)(?: \w+)? get(?:ting)? (?:in )?to (?:work|the office|school|uni|college)\b|\bcommut\w*",
     "commute transport"),
    (r"\b(?:sons?|daughters?|child)\b", "children family"),
    # (a study's adviser, not a financial or a tax advisor; the speaker overseen, not children supervised nor a mentor
    # asked of the assistant: "Do I need to supervise the kids?", "Can you mentor me on SQL?")
    (r"\b(?:supervisors?|supervision|mentors?)\b(?<!\byou mentor)"
     r"|\b(?:overseeing|oversees|oversee|supervis(?:es|ed|ing)|mentor(?:s|ed|ing)?) (?:me|my|our)\b(?<!\byou mentor me)|\b(?:my|phd|thesis|academic|research|doctoral) advis[eo]r\b",
     "supervisor"),
    (r"\b(?:funding|funded|bursary|scholarship|stipend)\b", "stipend funding"),
    # (money earned, not miles or points: "How do I earn more airline miles?"; earned at work, not from one thing sold or
    # held: "from the bake sale", "on my savings", "by selling my bike"; but "from Acme", "on average", "by the hour";
    # nor from a shop, a site or a side job of the speaker's: "from my Etsy shop", "on eBay", "by tutoring")
    (r"\b(?:earnings|income|wages?)\b|\b(?:how much|what) (?:do|did|will|would) i earn\b"
     r"(?! (?:from (?:the|a|an|this|that|these|those)\b|on (?!average\b)|(?:from|on) (?:\w+ )?(?:savings"
     r"|investments?|shares|stocks|interest|rent\w*|sales?)\b|by (?!the (?:hour|day|week|month|year)\b)|off\b|selling\b"
     r"|from (?:my|our) (?!(?:\w+ )?(?:job|work|employer|company|firm|role|post|position|contract|salary)\b)|from \w+ing\b))"
     r"|\bearn(?:s|ed)? (?:a|per|each|every) (?:year|month|week|hour)\b", "salary income"),
    (r"\b(?:photos|pictures|images)\b.{0,30}\b(?:download|deliver|delivered|share|shared|get)\b"
     r"|\b(?:download|deliver|share|get)\w* (?:\w+ ){0,2}(?:photos|pictures|images)\b", "gallery galleries"),
    (r"\b(?:ide|code editor|text editor)\b", "editor ide"),
    # everyday words for the commonest keys (review 30): "Which company am I with?", "What do I do for a living?", "When
    # was I born?", "How old am I?", "What's my mobile?", "Any dietary restrictions?" (not "which company insures my
    # car", "how old is my son", "a mobile app")
    (r"\b(?:which|what) (?:company|firm) (?:am i|do i work|i work|i'm)\b|\bmy (?:company|firm)\b", "employer company work"),
    (r"\bfor a living\b|\b(?:my )?(?:occupation|profession|line of work)\b|\bwhat do i do\?*$", "title role occupation"),
    (r"\bwhen (?:was|were) (?:i|you) born\b|\b(?:what|which) year was i born\b|\bhow old am i\b|\bmy age\b"
     r"|\bdate of birth\b|\bdob\b", "birthday born age"),
    (r"\b(?:my (?:mobile|cell)|cell ?phone|smartphone|handset)\b|\bmobile\b(?! (?:apps?|games?|banking|site|website|version"
     r"|friendly|data))", "phone device"),
    (r"\bdietary\b|\b(?:food|eating) (?:restrictions?|preferences?|habits?)\b|\bdo i eat (?:meat|fish|pork|beef)\b", "diet"),
    # the twentieth blind set: a dish asked about needs what the user eats, avoids or reacts to ("Can I eat the prawn
    # curry?", "Can I have the lamb shank at the staff Christmas do?", "Can I have the pesto pasta?": to have, try, order
    # or get a food or a meal, not a dog, a laptop, a jab, the car or the afternoon off); a car called a motor (the
    # speaker's, not the motor on an e-bike); a certificate held (not a birth certificate); charity work
    (r"\b(?:can|could|should|may) i (?:eat|try eating)\b|\b(?:safe|ok|okay|fine) (?:for me )?to eat\b"
     r"|\b(?:can|could|should|may) i (?:have|try|order|get) (?:the|some|a|an) "
     r"(?:(?!(?:for|to|on|at|in|with|from|instead|about)\b)[\w'-]+ ){0,3}?" + _FOOD + r"\b",
     "diet avoid allergy allergic"),
    (r"\bmy motor\b(?! (?:insurance|neurone|skills?|racing|show|home|boat|oil))"
     r"|\b(?:which|what) motor (?:do|did|am|have|should) i\b|\bwhat (?:do|am) i driv\w*", "car vehicle"),
    # (the speaker certified, not a certified translation: "my certified status", "What certified courses have I done?";
    # not one certified for the speaker: "Which certified translator did I use?", "What certified mail have I had?")
    (r"\b(?:certifications?|qualifications?|accreditation)\b|\b(?:certified|qualified|accredited) (?:to|in|as|for|on)\b"
     r"|\b(?:am i|i'm|i am|are we|we're|be|get|got|become|became) (?:\w+ )?(?:certified|qualified|accredited)\b"
     r"|\b(?:certified|qualified|accredited) status\b|\b(?:certified|accredited) (?:\w+ )?(?:courses?|training|exams?|modules?"
     r"|programmes?|programs?|levels?|skills?|units?|classes) (?:have|had|did) (?:i|we)\b"
     r"|\b(?:what|which|my|any|a) certificates?\b|\bcertificates? (?:do|did|have) i\b",
     "qualification certification certificate"),
    # (charity work, not a charity shop to buy from: "Is the charity shop open on Sundays?"; the one the speaker helps
    # at: "Which charity shop do I help at?", "the charity shop I help out at"; not one given to or bought from: "the
    # charity shop I donated my sofa to", "the charity shop we bought the lamp from")
    (r"\b(?:charity|charities)\b(?! (?:shops?|stores?)\b(?! (?:(?:that|where) )?(?:(?:do|did|am|have) )?(?:i|we)"
     r" (?:\w+ )?(?:help\w*|volunteer\w*|work\w*|serv\w*|do shifts)\b))|\b(?:voluntary|volunteer\w*)\b",
     "volunteering volunteer charity"),
    # a herd asked about in everyday words ("How many cows are we milking?" for farm.herd): the speaker's animals, not a
    # painting's sheep, a country's pigs or the livestock market
    (r"\b(?:how many|number of) (?:\w+ )?(?:cows|cattle|heifers|sheep|ewes|goats|pigs|livestock)\b"
     r"(?= (?:(?:do|did|have|are|am|were|was|can|will|should|could) )?(?:i|we)\b)"
     r"|\b(?:my|our) (?:cows|cattle|heifers|sheep|ewes|goats|pigs|livestock|herd|flock)\b",
     "herd flock livestock"),
    # a parent called either way ("Where is my father living now?" for "We moved Dad from Elm Grange to Hollins Court")
    (r"\bwhere (?:is|does|are) (?:my|our) \w+ (?:live|living|staying|stay)\b", "home care"),
    (r"\b(?:my|our) (?:father|dad|daddy)\b", "father dad"), (r"\b(?:my|our) (?:mother|mum|mom|mummy|mommy)\b", "mother mum mom"),
))
# English words of a question in another sense than the facts' (review 30): "living room", "live-streamed", "call the
# dentist", "is the wifi working?" ask for no home, no dog "called" Biscuit, no employer: left out of the query
_OTHER_SENSE = re.compile(
    r"\b(living) (?:rooms?|wage|costs?|expenses|will|legend|quarters)\b|\bfor a (living)\b|\bcost of (living)\b"
    r"|\b(live)[- ]?(?:stream\w*|music|shows?|concerts?|gigs?|broadcasts?|events?|bands?|performances?|versions?|tv"
    r"|chat|feeds?|coverage|updates?|demos?|sessions?|scores?|sports?|audiences?|recordings?|action|wires?)\b"
    r"|\b(?:go|goes|going|went|gone) (live)\b"
    r"|\b(call(?:s|ing)?) (?:the|a|an|my|your|his|her|their|our|him|them|me|us|someone|somebody|about|back)\b"
    r"|\b(?:is|are|was|isn't|aren't|wasn't) (?:the|my|your|our|it|this|that)\b[^?.!]{0,30}?\b(working)\b"
    r"(?!\s+(?:at|for|as|in|on|with|from)\b)", re.IGNORECASE)


def _in_its_sense(query: str) -> str:
    """The query without its words in another sense than the facts' (`_OTHER_SENSE`)."""
    def blank(m: re.Match[str]) -> str:
        g = next(i for i in range(1, (m.re.groups or 0) + 1) if m.group(i) is not None)
        a, b = m.start(g) - m.start(), m.end(g) - m.start()
        return m.group()[:a] + " " + m.group()[b:]
    return _OTHER_SENSE.sub(blank, query)
# Topic words that are also brands and names, in a keyword query or a Chinese question ("vivo X100 color?", "Moro
# restaurant booking", "我在 Moro 餐厅订的是哪天？", "Bebo username", "Telefon Tel Aviv albums", "Bevi water bottle"): another
# language's only beside another sign of it, a function word of its own or a letter English does not write ("¿Dónde
# vivo?", "Onde eu moro?", "Wo ist mein Telefon?", "Cosa bevo?")
_NAMES = re.compile(r"\b(?:viv[oe]s?|moro|beb(?:o|es)|bev[oi]|telefon)\b", re.IGNORECASE)
_OTHER_LATIN = re.compile(r"(?-i:[¿¡\u00c0-\u024f])|\b(?:ich|du|wo|wer|wie|welche[mnrs]?|mein|meine|dein|deine|ist"
                          r"|und|hast|habe|jetzt|mi|mis|tu|donde|cual|que|qu[eé]|yo|los|las|del|ahora|eu|meu|minha"
                          r"|onde|qual|em|agora|je|mon|ma|ou|quel|quelle|est|les|io|mio|mia|dove|cosa|che|quale|della"
                          r"|sono|ho|hai|adesso)\b", re.IGNORECASE)


# The topic tables read a question's first and last TOPIC_READ_CHARS / 2 characters: a question may be 64 KB (a pasted
# document with the question in it, mostly at its end: "...notes... How much do I earn?"), and forty tables over all of
# it took up to half a second. The question's own words are all matched (BM25), however long it is; only the key words
# its topics add come from its start and its end.
TOPIC_READ_CHARS = 4_000


def _with_key_words(query: str) -> str:
    """The query with the English key words of the topics it asks about: in another language (`_TOPICS`, `_TOPICS_ZH`,
    `_TOPICS_JA`), and in English only where it names a key in other words (`_TOPICS_EN`: "Which Mora knife did I
    buy?" asks for no home). Read in its first and last TOPIC_READ_CHARS / 2 characters."""
    half = TOPIC_READ_CHARS // 2
    whole = query
    if len(query) > TOPIC_READ_CHARS:  # (a line between: no topic is read across the cut)
        query = f"{query[:half]}\n{query[-half:]}"
    # (a short English question is not always told as English: "Anything I react badly to?")
    is_english = english(query)
    extra = ([words for pattern, words in _TOPICS_EN if pattern.search(query)]
             if is_english or (query.isascii() and not _OTHER_LATIN.search(query)) else [])
    if not is_english:
        topics = _TOPICS + _TOPICS_JA if _KANA.search(query) else _TOPICS + _TOPICS_ZH if _HAN.search(query) else _TOPICS
        read = _NAMES.sub(" ", query)
        if read == query or _OTHER_LATIN.search(read):  # (else a brand or a name: "vivo X100", "Moro")
            read = query
        extra += [words for pattern, words in topics if pattern.search(read)]
    return f"{whole} {' '.join(extra)}" if extra else whole


def lexical_relevance(query: str, facts: list[FactView]) -> dict[str, float]:
    """BM25+ of `query` against each fact, scaled to [0, 1]; 0 for a fact sharing no term. The
    query's stopwords (STOPWORDS: pronouns, articles, auxiliaries, prepositions, question words,
    Chinese particles) are left out: they match every fact. A question in another language also asks
    for the English key words of its topic (`_TOPICS`)."""
    asked = _with_key_words(query)
    if query.isascii():  # (the key words read from the question as written: "for a living" asks for a title)
        asked = _in_its_sense(query) + asked[len(query):]
    q = _stemmed([t for t in tokens(asked) if t not in STOPWORDS])
    if not q or not facts:
        return {}
    docs = [_document(f) for f in facts]
    bm25 = BM25Plus(docs)
    # (each distinct word scored once, then added in the query's order: `get_scores(q)` exactly, without scoring a word
    # again at each of its occurrences in a long question; a word no fact holds adds nothing)
    per_word = {w: bm25.get_scores([w]) for w in set(q) if w in bm25.idf}
    scores = bm25.get_scores([])  # (zeros)
    for w in q:
        if w in per_word:
            scores += per_word[w]
    wanted = set(q)
    matched = [(f.fact_id, float(s)) for f, d, s in zip(facts, docs, scores) if wanted.intersection(d)]
    best = max((s for _, s in matched), default=0.0)
    return {fid: s / best for fid, s in matched} if best > 0 else {}


def _age_days(at: datetime, since: datetime | None) -> float:
    if since is None:
        return 0.0
    return max(0.0, (at - since).total_seconds() / _DAY)


def goes_stale(fact: FactView, at: datetime, last_seen: datetime | None = None) -> bool:
    """A value (active, or ended since) of kind preference not stated for 365 days: read as `stale`
    at `at` (DOMAIN §5: demoted to pending confirmation, never deleted)."""
    return (fact.status in HELD and fact.kind == "preference"
            and _age_days(at, last_seen or fact.last_seen) >= PREFERENCE_STALE_DAYS)


_MAX_WEIGHT_SUM = 1e300  # a score is at most 2 * sum(weights): keep it finite


def _finite(x: float) -> bool:
    try:
        return math.isfinite(x)
    except OverflowError:  # an int too large for a float
        return False


def _weights(profile: str, weights: tuple[float, float, float] | None) -> tuple[float, float, float]:
    if weights is not None:
        if (not isinstance(weights, Sequence) or len(weights) != 3
                or not all(isinstance(w, int | float) and not isinstance(w, bool) and _finite(w) and w >= 0
                           for w in weights)
                or not 0 < sum(weights) < _MAX_WEIGHT_SUM):
            raise InvalidCommand("must be three finite non-negative numbers (relevance, recency, importance), "
                                 "not all zero", field="weights")
        return float(weights[0]), float(weights[1]), float(weights[2])
    if not isinstance(profile, str) or profile not in PROFILES:
        raise InvalidCommand(f"unknown profile {profile!r}; one of {', '.join(PROFILES)}", field="profile")
    return PROFILES[profile]


def _checked_relevance(relevance: Mapping[str, float]) -> dict[str, float]:
    if not isinstance(relevance, Mapping):
        raise InvalidCommand("must be a mapping {fact_id: score}", field="relevance")
    out = {}
    for fid, s in relevance.items():
        if not (isinstance(s, int | float) and not isinstance(s, bool) and _finite(s)):
            shown = repr(s) if not isinstance(s, int) else "an integer too large"
            raise InvalidCommand(f"score of {fid!r} must be a finite number, not {shown}", field="relevance")
        out[fid] = min(1.0, max(0.0, float(s)))
    return out


def _flagged_at(versions: list[FactView], fact: FactView, at: datetime) -> datetime:
    """When `fact` became conflicted (as recorded by `at`), from its slot's `versions`: the first
    of its trailing run of conflicted versions (a restatement appends a version and must not
    make it younger)."""
    start = fact.recorded_at
    for v in reversed([v for v in versions if v.fact_id == fact.fact_id and v.recorded_at <= at]):
        if v.status != "conflicted":
            break
        start = v.recorded_at
    return start


def recall(view: Any, tenant: str, subject: str, query: str | None = None, *, profile: str = "assistant",
           weights: tuple[float, float, float] | None = None, relevance: Mapping[str, float] | None = None,
           valid_at: datetime | None = None, scope: str = "global", key: str | None = None,
           context: dict[str, str] | None = None, limit: int | None = 10,
           include_rolled_off: bool = False, include_past: bool = False, now: datetime | None = None) -> list[Recalled]:
    """The subject's facts ranked for recall, best first (at most `limit`; None: all). `now`: the ledger's clock
    (default the machine's), from which ages, staleness and roll-off are counted. With
    `include_past`, also the values that stopped holding (superseded or ended) by the time asked
    about, weighted PAST_WEIGHT: reachable when the question is about the past ("when I still used
    Java ..."), and below what holds otherwise."""
    w_rel, w_rec, w_imp = _weights(profile, weights)
    if limit is not None and (type(limit) is not int or limit < 1):
        raise InvalidCommand("must be a whole number of at least 1 (or None for every fact)", field="limit")
    rel = _checked_relevance(relevance) if relevance is not None else None
    if query is not None and not isinstance(query, str):
        raise InvalidCommand(f"must be text, not {type(query).__name__}", field="query")
    if valid_at is not None and not isinstance(valid_at, datetime):
        raise InvalidCommand(f"must be a datetime, not {type(valid_at).__name__}", field="valid_at")
    for name, flag in (("include_rolled_off", include_rolled_off), ("include_past", include_past)):
        if not isinstance(flag, bool):
            raise InvalidCommand(f"must be true or false, not {type(flag).__name__}", field=name)
    now = now if now is not None else datetime.now(UTC)
    if valid_at is None:
        facts = current(view, tenant, subject, scope=scope, key=key, context=context)
        at = now
        known = facts
    else:
        at = valid_at if valid_at.tzinfo is not None else valid_at.replace(tzinfo=UTC)
        facts = as_of(view, tenant, subject, valid_at=at, scope=scope, key=key, context=context)
        # last stated as the ledger knew it then (a restatement since must not make it younger)
        known = (as_of(view, tenant, subject, valid_at=at, known_at=at, scope=scope, key=key, context=context)
                 if at < now else facts)
    seen = {f.fact_id: f.last_seen for f in known}
    stated = {f.fact_id: f.evidence_count for f in known}
    past: set[str] = set()
    if include_past:
        held = {f.fact_id for f in facts}
        gone = [f for f in ended(view, tenant, subject, before=at, scope=scope, key=key, context=context)
                if f.fact_id not in held]
        past = {f.fact_id for f in gone}
        facts = facts + gone
    if rel is None:
        rel = {}
        if query:
            # what holds is scored among what holds, as without include_past: BM25 weighs a word by
            # how few documents share it, so past values sharing a word with a present one would
            # lower its relevance and re-rank the present. The past values among them all.
            held_facts = [f for f in facts if f.fact_id not in past]
            rel = lexical_relevance(query, held_facts)
            if past:
                rel.update((fid, s) for fid, s in lexical_relevance(query, facts).items() if fid in past)
    # versions of the slots holding conflicts, read once per slot (history writes the overlay first)
    slot_versions: dict[tuple[str, str, str], list[FactView]] = {}
    out: list[Recalled] = []
    for f in facts:
        seen_days = _age_days(at, seen.get(f.fact_id, f.last_seen))
        status = f.status
        rolled_off = f.kind == "episodic" and seen_days >= EPISODIC_ROLL_OFF_DAYS
        if rolled_off and not include_rolled_off:
            continue
        if f.fact_id in past:
            status_weight = PAST_WEIGHT
        elif status == "conflicted":
            # recent evidence: stated again (seed 000: "别处也提到了这条", the user said it once more) in
            # the last 30 days. Being new is no evidence: a contradiction just flagged is down-weighted
            # (DOMAIN.md 2: "both down-weighted"), not doubled above the facts that hold.
            recent = seen_days < RECENT_EVIDENCE_DAYS and (stated.get(f.fact_id) or f.evidence_count or 1) > 1
            slot = (f.key, f.scope, repr(sorted(f.context.items())))
            if slot not in slot_versions:
                slot_versions[slot] = history(view, tenant, subject, f.key, scope=f.scope, context=f.context)
            flagged = _flagged_at(slot_versions[slot], f, at)
            status_weight = 0.5 ** (_age_days(at, flagged) / CONFLICT_HALF_LIFE_DAYS) * (2.0 if recent else 0.5)
        else:
            # a value that held then (active, or ended since: it weighs as active) goes stale alike,
            # so a question about the past does not change when the value is superseded later
            if goes_stale(f, at, seen.get(f.fact_id)):
                status = "stale"
            status_weight = STATUS_WEIGHT.get(status, 1.0)
        # a safety fact never fades (seed 002: "对花生过敏" may go unretrieved for half a year, yet must
        # never be lost; missing it costs far more than keeping it): recency as if stated today
        recency = 1.0 if f.kind == "safety" else 0.5 ** (seen_days / RECENCY_HALF_LIFE_DAYS)
        importance = min(1.0, max(0.0, f.importance if f.importance is not None else 0.5))
        r = rel.get(f.fact_id, 0.0)
        score = (w_rel * r + w_rec * recency + w_imp * importance) * status_weight
        out.append(Recalled(fact=f, score=score, relevance=r, recency=recency, importance=importance,
                            status=status, status_weight=status_weight,
                            needs_confirmation=status in ("stale", "pending", "conflicted"), rolled_off=rolled_off))
    out.sort(key=lambda x: (-x.score, -x.fact.recorded_at.timestamp(), x.fact.fact_id))
    return out if limit is None else out[:limit]
