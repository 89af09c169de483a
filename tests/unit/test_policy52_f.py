"""Policy 52 (fix f of review 39b's endings and "to be exact" regressions).

Endings (`ledger.endings`): a Chinese spell word (今年冬天, 这个学期, 今天, 这个月) is no pause where it is when the ending
started ("从…开始", "…起", "…以来" right before the cue; English "starting / from / as of …") or where the sentence says
never again ("以后都不", "再也不", "不能再"); "下周再去" is a pause only where 再去 ends its clause or goes on with the
verb (not "下个月再去学高尔夫": another pastime); 他/她 opening a clause of time of a birth or a death ("她出生以后") is
not the one who stopped.
To be exact (`ledger.kinds.narrows`): "the" opening what follows the head names one thing only where a held word is the
head of that thing, after a word of its own ("the food bank", "the local school"), not a field ("the history of the Roman
Empire"); a capitalised compound said head first and qualified after ("Art History" -> "History of Renaissance Art")
is a field made narrower, not a name; a Chinese trade noun before 公司/医院/学校 is kept by a kind of it
("私立医院" -> "私立口腔医院"), another in its place is another kind ("私立医院" -> "公立儿童医院").
DOMAIN 2: the speaker's pastime given up ends it (a change); a pause or another's ending leaves it; a refinement
supersedes, a mutually exclusive value without a cue is a conflict.
"""

from __future__ import annotations

import pytest
from one_fact import decided

from ledger.kinds import narrows


@pytest.mark.parametrize(("value", "statement"), [
    ("咖啡", "从今天开始不喝咖啡了"),
    ("健身房", "这个月起就不去健身房了"),
    ("滑雪", "今年冬天以来就不滑雪了"),
    ("游泳", "从这个暑假开始不去游泳了"),
    ("抽烟", "这周不抽烟了，以后都不抽了"),
    ("游泳", "今年夏天不游泳了，再也不游了"),
    ("篮球", "我不打篮球了，下周再去学游泳"),
    ("钓鱼", "不钓鱼了，明年再去学画画"),
    ("钓鱼", "他去世以后就不钓鱼了"),
    ("咖啡", "她出生之后就不喝咖啡了"),
    ("coffee", "Starting this week I no longer drink coffee"),
    ("Acme", "As of this month I no longer work at Acme"),
    ("coffee", "From today on I don't drink coffee anymore"),
])
def test_the_speakers_ending_for_good_ends_it(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    # GUARDS: a spell, a pause, his or hers
    ("滑雪", "今年冬天不滑雪了，雪太少"),
    ("咖啡", "这周不喝咖啡了，胃不舒服"),
    ("跑步", "今天起得太晚，不跑步了"),
    ("跑步", "今天开始下雨了，不去跑步了"),
    ("滑雪", "今年冬天不滑雪了，以后不一定"),
    ("游泳", "这个暑假不去游泳了"),
    ("网球", "不打网球了，下周再去"),
    ("滑雪", "不滑雪了，明年再去滑"),
    ("唱K", "不唱K了，下周再来吧"),
    ("足球", "他毕业以后就不踢足球了"),
    ("跑步", "她生病以后就不跑步了"),
    ("coffee", "This week I don't drink coffee anymore"),
])
def test_a_spell_a_pause_or_anothers_ending_ends_nothing(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") != "invalidated"


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("Greek philosophy", "philosophy of the Greek Stoics", "refined"),
    ("Spanish literature", "literature of the Spanish Golden Age", "refined"),
    ("Italian art", "art of the Italian Renaissance", "refined"),
    ("history teacher", "teacher of the history of art", "refined"),
    ("Medieval History", "History of Medieval Europe", "refined"),
    ("French Literature", "Literature of the French Enlightenment", "refined"),
    ("科技公司", "金融科技公司", "refined"),
    ("职业学校", "职业技术学校", "refined"),
    ("民营医院", "民营眼科医院", "refined"),
    ("公立医院", "私立眼科医院", "conflict"),
    ("国有公司", "民营科技公司", "conflict"),
    ("物流公司", "食品贸易公司", "conflict"),
    ("公办学校", "民办职业学校", "conflict"),
    # GUARDS: one thing named after the head, another name
    ("school teacher", "teacher at the local school", "conflict"),
    ("bank manager", "manager of the food bank", "conflict"),
    ("shop assistant", "assistant in a shoe shop", "conflict"),
    ("Museum of London", "London Science Museum", "conflict"),
    ("Bank of England", "England Savings Bank", "conflict"),
])
def test_to_be_exact(old: str, new: str, expected: str) -> None:
    statement = f"{new}, to be exact." if new.isascii() else f"准确地说是{new}"
    assert decided(old, new, statement) == expected


def test_narrows_keeps_the_trade_words() -> None:
    assert narrows("软件公司", "游戏软件开发公司")
    assert not narrows("软件公司", "汽车销售公司")
    assert not narrows("北京大学", "北京师范大学")
