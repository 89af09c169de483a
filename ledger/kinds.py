"""Is one text a kind of another, said more precisely ("to be exact")? `narrows(old, new)` and `sibling(old, new)`.

Kept apart from `ledger.values` (what a value is, however written: the same value) because this reads what a value
names, not how it is written: its head noun and what qualifies it, a post, a stuff, an address, a Chinese name's
generic end. The policy asks it only where a statement says it tells the held value more precisely
(`ledger.cues.more_precisely`)."""

from __future__ import annotations

import itertools
import re
from typing import Any

from ledger.values import canonical_text

# words that name no kind of thing: two values sharing one says nothing of the one being a kind of the other
_LINKING = frozenset(("the", "a", "an", "of", "and", "or", "in", "on", "at", "for", "to", "with", "by", "from", "my", "our",
                      "your", "its", "de", "del", "des", "du", "la", "le", "les", "el", "los", "las", "un", "una", "une",
                      "uno", "di", "da", "do", "dos", "das", "der", "die", "und", "et", "y", "e", "i", "o"))
_TERM = re.compile(r"[^\W\d_]+|\d+")
_HAN = re.compile(r"[\u3400-\u9fff]")
_NUMBER = re.compile(r"\d+")


def _terms(text: str) -> list[str]:
    return [w for w in _TERM.findall(text) if w not in _LINKING]


# qualifiers of rank or grade: shared by two values whose heads differ, they say nothing of the one being a kind of the
# other ("senior engineer" / "senior product manager": the same grade, another post). Nor does a size or an age ("small
# dog" -> "small tabby cat" is no kind of it; "small terrier mix" may be, but without knowing the words the safe reading
# of both is a conflict, which keeps the two, DOMAIN 2).
_GRADES = frozenset((
    "senior", "junior", "sr", "jr", "lead", "principal", "chief", "head", "deputy", "assistant", "associate", "staff",
    "executive", "general", "vice", "acting", "interim", "trainee", "intern", "apprentice", "graduate", "entry",
    "level", "mid", "middle", "upper", "lower", "top", "high", "low", "big", "small", "large", "little", "new", "old",
    "young", "main", "full", "part", "time", "first", "second", "third", "former", "current", "leitender", "leitende", "stellvertretender", "stellvertretende", "oberer", "obere",
    "jefe", "jefa", "adjunto", "adjunta", "mayor", "menor", "chef", "adjoint", "adjointe", "sous", "capo", "aiuto",
    "primo", "prima"))
# a noun naming a post or a person by what they do (engineer, officer, analyst, librarian, assistant, director): a kind
# of such a post keeps its name ("senior backend software engineer"); another noun in its place is another post ("data
# engineer" -> "data protection officer"), where a kind of a thing may have a name of its own ("Roman pottery" ->
# "Roman samian ware"). (A word of this shape that names a thing, "computer", only keeps a swap from refining: the
# conservative side.)
_POST = re.compile(r"(?:[^aeiou]er|eer|(?<!o)or|ist|ian|(?<!l)ant|(?<!m)ent|yst|eur|euse|ier|iste|ero|ista|ante|ente"
                   r"|ore)$")
_POSTS = frozenset(("chef", "cook", "nurse", "clerk", "architect", "surgeon", "secretary", "coach", "judge", "pilot",
                    "guard", "midwife", "vet", "priest", "lead", "head", "chief", "staff", "officer", "analyst"))
# the stuff a thing is made of, by kind of stuff: a value naming another stuff than the held one is another thing, not a
# kind of it ("Roman pottery" -> "Roman glass beads"; "wooden toys" -> "oak toys" keeps the stuff)
_STUFF = {w: kind for kind, words in (
    ("ceramic", "pottery ceramic ceramics clay porcelain earthenware stoneware terracotta faience keramik céramique "
                "cerámica ceramica porzellan porcelaine"),
    ("glass", "glass glassware glasswork crystal glas verre vidrio vetro"),
    ("metal", "metal metalwork bronze iron gold golden silver copper brass tin pewter steel metall métal"),
    ("wood", "wood wooden woodwork oak pine walnut mahogany timber bamboo holz bois madera legno"),
    ("stone", "stone marble granite flint alabaster jade stein pierre piedra pietra"),
    ("textile", "textile textiles silk wool woollen woolen cotton linen lace tapestry seide"),
    ("leather", "leather leder cuir cuero"),
    ("paper", "paper papier papel carta"),
    ("plastic", "plastic plastics kunststoff"),
) for w in words.split()}
# words after which what qualifies a head follows it ("teacher of medieval history", "profesor de historia")
_QUALIFIED_AFTER = frozenset(("of", "for", "in", "at", "with", "from", "on", "de", "del", "des", "du", "di", "da", "von",
                              "für"))
# the generic end of a Chinese name, of a place (杭州, 温州, 浙江省) or an institution (北京大学, 中国银行): another name
# before it, or more put inside it, names another place or institution, not a kind of this one
_ZH_NAME_END = re.compile(r"(?:[省市州县縣区區镇鎮乡鄉村]|大学|大學|学院|學院|中学|中學|小学|小學|学校|學校|银行|銀行|医院|醫院"
                          r"|公司|集团|集團|研究所|研究院|分行|支行)$")
# ... but only after a proper part (北京, 中国, 苏, 腾讯): after a common noun of a trade or a kind alone (软件公司, 贸易公司,
# 私立医院, 职业学校) the end is a common noun too, and a kind of it may put its own words before or inside it
# ("软件公司" -> "游戏软件开发公司", "私立医院" -> "私立口腔医院")
_ZH_COMMON_BEFORE_END = re.compile(
    r"(?:软件|科技|技术|网络|互联网|游戏|电商|贸易|外贸|物流|快递|建筑|工程|咨询|投资|保险|证券|基金|广告|传媒|媒体|文化|医药|制药"
    r"|生物|汽车|电子|通信|通讯|食品|餐饮|服装|房地产|地产|物业|能源|化工|金融|教育|培训|设计|装修|装饰|律师|会计|审计|商业|外资|合资"
    r"|国有|国营|私营|民营|私立|公立|民办|公办|综合|专科|职业|技工|中医|牙科|口腔|眼科|儿童|妇幼|动物|宠物|旅行|旅游|航空|运输|安保|保安"
    r"|家政|开发|研发|制造|加工|外包|创业|初创|上市|小|大){1,4}$")
_ZH_TRADE = re.compile(_ZH_COMMON_BEFORE_END.pattern[: -len("{1,4}$")])


def _kept_zh(words: list[str], text: str) -> bool:
    """Are the Chinese `words` all in `text`, in the same order?"""
    at = 0
    for w in words:
        at = text.find(w, at)
        if at < 0:
            return False
        at += len(w)
    return True


def _within(part: list[str], whole: list[str]) -> bool:
    """Are the words of `part` all in `whole`, in the same order?"""
    rest = iter(whole)
    return all(w in rest for w in part)


def _inserted(old: str, new: str) -> bool:
    """Does the name `old` reappear in `new` with more put inside it, not only before or after it ("北京大学" ->
    "北京师范大学", "中国银行" -> "中国农业银行", "Beijing University" -> "Beijing Normal University")?"""
    return any(new.startswith(old[:k]) and new.endswith(old[k:]) for k in range(1, len(old)))


def _head(text: str) -> str:
    """The word a (folded) text names, its head: the last, or the one before what qualifies it after it ("teacher" of
    "teacher of medieval history")."""
    words = _TERM.findall(text)
    after = next((i for i, w in enumerate(words) if w in _QUALIFIED_AFTER), 0)
    return words[after - 1] if after > 0 else words[-1]


def _post(word: str) -> bool:
    return word in _POSTS or (len(word) > 3 and _POST.search(word) is not None)


def _other_stuff(held: list[str], said: list[str]) -> bool:
    """Does `said` name another stuff than the one `held` names, and none of it (glass for pottery)?"""
    was = {_STUFF[w] for w in held if w in _STUFF}
    now = {_STUFF[w] for w in said if w in _STUFF}
    return bool(was) and bool(now) and was.isdisjoint(now)


def _title(held: list[str]) -> bool:
    """Is a capitalised value a title (a post, or a grade and a noun: "Senior Engineer"), not a name?"""
    return _post(held[-1]) or set(held[:-1]) <= _GRADES


def narrows(old: Any, new: Any) -> bool:
    """Could the text `new` be a kind of `old` that does not spell `old` out, said more precisely ("to be exact")?
    A kind keeps the thing `old` names, its head, and qualifies it further. It keeps every word of `old`, in order,
    and adds more ("back-end developer" -> "back-end Kotlin developer for payments", "Senior Engineer" -> "Senior
    Software Engineer"), or keeps every word of `old` and its head, said in another order ("history teacher" ->
    "teacher of medieval history"; not the words of a name, "Bank of China" -> "China Construction Bank", nor moved
    after the head into a phrase naming one thing, "bank manager" -> "manager of a food bank"), or keeps every word but
    the head (the last) and puts a narrower one in its place after a qualifier that is no grade, size or age ("Roman
    pottery" -> "Roman samian ware"); in Chinese, where the head noun comes last, it is longer and ends as `old` does ("陶瓷" -> "宋代青瓷", "医生" -> "儿科医生",
    "小学老师" -> "小学数学老师"). Not a sibling sharing a word with it ("Roman pottery" -> "Greek pottery", "senior
    engineer" -> "staff engineer", "杭州" -> "温州"), nor a shorter or unrelated value; not another post in the place
    of a post ("data engineer" -> "data protection officer", "senior engineer" -> "senior product manager"), nor a
    thing of another stuff ("Roman pottery" -> "Roman glass beads"), nor one that drops a number of it or puts another
    inside an address (another house, another flat: "12 Oak Street" -> "45 Oak Street Apt 3", "Apartment 12, 45 Oak
    Street"; "Java developer" -> "Java 21 developer" is a kind),
    nor a name with more put inside it or another before its generic end (a proper part before the end, not a trade:
    "软件公司" -> "游戏软件开发公司" is a kind; another institution or place: "北京大学" ->
    "北京师范大学", "中国银行" -> "中国农业银行", "杭州" -> "浙江温州", "Beijing University" -> "Beijing Normal
    University"). (A value that holds `old` whole, "Java" -> "Java 21", is the policy's own refinement,
    `ledger.policy.is_refinement`.)"""
    if not (isinstance(old, str) and isinstance(new, str)):
        return False
    o, n = canonical_text(old), canonical_text(new)
    if not o or not n or o == n:
        return False
    if not set(_NUMBER.findall(o)) <= set(_NUMBER.findall(n)):
        return False
    if _HAN.match(o[-1]):
        if not (n[-1] == o[-1] and len(n) > len(o) and len(o) >= 2):
            return False
        # a name is narrowed only by a value that ends with it whole; a common noun by one that keeps its head
        # ("小学老师" -> "小学数学老师", "牛肉面" -> "牛肉拉面")
        end = _ZH_NAME_END.search(o)
        if not end:
            return True
        if not _ZH_COMMON_BEFORE_END.fullmatch(o[:end.start()]):
            return n.endswith(o)
        # a kind of a common noun keeps its trade or kind words, in order, before the end it keeps ("软件公司" ->
        # "游戏软件开发公司", "私立医院" -> "私立口腔医院"); another in their place is another kind, which excludes it
        # ("私立医院" -> "公立儿童医院", "外资公司" -> "国有能源公司", "软件公司" -> "汽车销售公司")
        before = n[: len(n) - len(end.group())]
        return n.endswith(end.group()) and _kept_zh(_ZH_TRADE.findall(o[: end.start()]), before)
    held, said = _terms(o), _terms(n)
    if len(said) <= len(held) or set(held).isdisjoint(said) or _other_stuff(held, said):
        return False
    if _within(held, said):
        inner = said[said.index(held[0]):len(said) - said[::-1].index(held[-1])]
        added = [w for w in inner if w not in held]
        # a number put inside an address: another house or flat ("12 Oak Street" -> "Apartment 12, 45 Oak Street"); not
        # inside another value, where it is a version or a model ("Java developer" -> "Java 21 developer")
        if any(w.isdigit() for w in added) and _address(held):
            return False
        # more put inside a name (every word of it capitalised, and every word put inside it, not a title): another name
        return not (len(held) > 1 and added and _capitalised(old) >= set(held) and _capitalised(new) >= set(added)
                    and not _title(held))
    if set(held) <= set(said):
        # the same words and more in another order, naming the same head ("history teacher" -> "teacher of history");
        # not the words of a name in another one ("Bank of China" -> "China Construction Bank"), nor moved into a
        # phrase naming one thing, a place or an institution ("bank manager" -> "manager of a food bank")
        if len(held) > 1 and _capitalised(old) >= set(held) and not _title(held) and not _qualified_after(o, n):
            return False
        return _head(o) == _head(n) and not _one_thing_after_head(n, held)
    kept = held[:-1]
    return (bool(kept) and held[-1] not in said and said[-1] not in held and _within(kept, said)
            and not set(kept) <= _GRADES and not _post(held[-1]))


# the words of an address, of a street or a building and a part of it: a number put inside one is another house or flat
_ADDRESS = frozenset((
    "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "drive", "dr", "way", "close", "court", "ct", "place",
    "square", "terrace", "crescent", "boulevard", "blvd", "row", "mews", "gardens", "grove", "parade", "walk", "hill",
    "building", "block", "tower", "floor", "flat", "apartment", "apt", "suite", "unit", "room", "house", "estate",
    "calle", "avenida", "plaza", "rue", "allée", "strasse", "straße", "str", "weg", "platz", "gasse",
    "via", "viale", "piazza", "corso", "rua", "travessa", "piso", "étage", "stock", "wohnung", "appartement"))
# an article opening what qualifies a head after it: one thing is named, a place or an institution ("manager of a food
# bank", "teacher at the local school"), not a field ("teacher of medieval history"); an indefinite one always, a
# definite one when a word of the held value is the head of the thing named, put after a word of its own ("the food
# bank", "the local school"), not a field named with "the" ("history of the Roman Empire", "lecturer in the law of
# contract", "literature of the French Renaissance": the held word keeps its place or what it names)
_INDEFINITE = frozenset(("a", "an", "un", "una", "une", "uno", "ein", "eine", "einer", "einem", "einen"))
_ARTICLES = frozenset(("the", "la", "le", "les", "el", "los", "las", "lo", "il", "gli", "der", "die", "das", "dem",
                       "den")) | _INDEFINITE


def _address(held: list[str]) -> bool:
    """Is the value an address, with a number or a word of a street or a building in it?"""
    return any(w.isdigit() or w in _ADDRESS for w in held)


def _one_thing_after_head(text: str, held: list[str]) -> bool:
    """Does what qualifies the head of the (folded) text after it open with an article and name one thing ("manager of
    a food bank", "teacher at the local school"; not "history of the Roman Empire")?"""
    words = _TERM.findall(text)
    after = next((i for i, w in enumerate(words) if w in _QUALIFIED_AFTER), None)
    if after is None or after + 1 >= len(words) or words[after + 1] not in _ARTICLES:
        return False
    if words[after + 1] in _INDEFINITE:
        return True
    # the thing named after "the": its words up to what qualifies it in turn ("the law" of "the law of contract")
    thing = list(itertools.takewhile(lambda w: w not in _QUALIFIED_AFTER, words[after + 2:]))
    return len(thing) > 1 and thing[-1] in held and thing[0] not in held


def _qualified_after(old: str, new: str) -> bool:
    """Is a (folded) value with its head last ("art history") said with its head first and qualified after it ("history
    of Renaissance art"), as a field is made narrower, not a name's words in another name ("Bank of China" -> "China
    Construction Bank", "Museum of London" -> "London Transport Museum")?"""
    held = _TERM.findall(old)
    return not any(w in _QUALIFIED_AFTER for w in held) and _head(new) == held[-1] != _TERM.findall(new)[-1]


def _capitalised(text: str) -> set[str]:
    """The words of `text` written capitalised, as a name's are (folded)."""
    return {w.casefold() for w in _TERM.findall(text) if w[0].isupper()}


def sibling(old: Any, new: Any) -> bool:
    """Two texts sharing some words but not all, neither the other said more precisely: kinds beside each other, not
    one inside the other ("Roman pottery" / "Greek pottery", "senior engineer" / "staff engineer", "senior engineer" /
    "senior product manager"); in Chinese, two of the same head ("杭州" / "温州", "北京大学" / "北京师范大学")."""
    if not (isinstance(old, str) and isinstance(new, str)):
        return False
    o, n = canonical_text(old), canonical_text(new)
    if not o or not n or o in n or n in o or narrows(old, new) or narrows(new, old):
        return False
    if _HAN.match(o[-1]):
        return n[-1] == o[-1]
    held, said = _terms(o), _terms(n)
    return held != said and not set(held).isdisjoint(said)
