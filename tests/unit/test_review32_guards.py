"""Review 32's guards: look-alikes of the failing cases in tests/unit/test_review32_*.py that policy 2026.12-41 gets
right now, and that a fix of those must keep right (the intended reading of each rule beside its misreadings)."""

from __future__ import annotations

import pytest
from one_fact import JUNE1, decided, fact, refusal, stored, view

from ledger.policy import Candidate, decide
from projections.recall import lexical_relevance

# -- the gate ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("statement", [
    "My password is Sunshine",
    "my PIN is 4 digits: 4821",
    "The password is in Vault under db/prod and it's Tulip77!",
    "my memorable word is Fluffy",
    "the answer to my security question is Biscuit",
    "wifi pass is TULIP2024",
    "WPA key: Tulip7788",
    "密码锁是7308，去年换的",
])
def test_a_secret_stays_refused(statement: str) -> None:
    assert refusal("x", statement) == "prohibited_content"


@pytest.mark.parametrize("statement", [
    "My password is in Vault",
    "the password is ${DB_PASSWORD}",
    "The wifi key is on the router sticker",
    "my memorable word is stored in 1Password",
    "my mother's maiden name is Smith",
    "My Oyster pass is OY2231884",
    "network key is WPA2-AES",
    "密码锁是2019年装的",
])
def test_where_a_secret_is_kept_or_what_it_is_stays_stored(statement: str) -> None:
    assert refusal("x", statement) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("prefs.reply", "short", "Keep it short from today on"),
    ("prefs.reply", "bullet points", "From today, give me bullet points"),
    ("work.employer", "Globex", "This week I joined Globex, flying back home on Sunday to move my stuff"),
    ("notes", "青霉素过敏", "别给我记错了，我对青霉素过敏"),
])
def test_lasting_news_stays_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("prefs.reply", "short", "Just today keep it short"),
    ("home.city", "杭州", "这几天在杭州看房，周日就回"),
])
def test_a_today_only_request_or_a_few_days_away_stays_temporary(key: str, value: str, statement: str) -> None:
    assert not stored(key, value, statement)


# -- changes and corrections ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Ward 7", "Cardiac Unit", "I transferred to the Cardiac Unit last month"),
    ("Spanish", "English", "Let's talk in English from here on"),
    ("nurse", "head nurse", "Got promoted! I'm head nurse now"),
    ("工程师", "高级工程师", "我升高级工程师了"),
    ("护士", "护士长", "我被提拔成护士长了"),
    ("Acme", "Globex", "I've been at Globex since March"),
    ("developer", "team lead", "I became team lead in March"),
    ("employed", "retired", "I retired from teaching last year"),
    ("上海", "杭州", "从三月起我就住杭州了"),
    ("表格", "大白话", "以后别用表格了，就用大白话讲"),
    ("北京", "上海", "户籍由北京变更为上海"),
    ("Lisboa", "Porto", "Moro no Porto desde março"),
    ("Lisbon", "Berlin", "Finally moved to Berlin"),
    ("Lisbon", "Berlin", "Sarah and I moved to Berlin"),
])
def test_a_change_stays_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


def test_a_sons_school_change_stays_a_change_on_his_key() -> None:
    c = Candidate("family.son.school", "外国语学校", "儿子这学期转学到外国语学校了", "user_stated", "profile", "one", JUNE1)
    assert decide([fact("育英中学")], c).decision == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Acme", "Globex", "I transferred my pension to Globex"),
    ("Lisbon", "Porto", "I almost transferred to Porto"),
    ("Lisbon", "Berlin", "My sister has been in Berlin since March"),
    ("Acme", "Globex", "I've been with Globex since March as a client"),
    ("developer", "manager", "I became manager of the five-a-side football team"),
    ("上海", "杭州", "从三月起我每个月去杭州一次"),
    ("Lisbon", "Berlin", "Sarah moved to Berlin"),
    ("Madrid", "Valencia", "Desde marzo mi hermano vive en Valencia"),
])
def test_no_change_stays_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("engineer", "senior engineer", "I'm a senior engineer. I promoted two people on my team this year"),
    ("engineer", "senior engineer", "I'm a senior engineer, hoping to get promoted"),
    ("护士", "护士长", "我是护士长，我老公刚升职了"),
    ("护士", "护士长", "我是护士长，还没升职"),
    ("Java", "Java 21", "我升到Java 21了，血压升高了"),
])
def test_a_refinement_stays_a_refinement(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Porto", "I said Lisbon by mistake, it's Porto"),
    ("Lisbon", "Porto", "You have the wrong city, it's Porto"),
    ("杭州", "苏州", "不对，我住苏州"),
    ("杭州", "苏州", "不对，应该是苏州"),
])
def test_a_correction_stays_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


# -- endings ----------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("Acme", "I resigned from Acme"),
    ("Acme", "Acme let me go last week"),
    ("Acme", "My last day at Acme was Friday"),
    ("Lisbon", "I moved out of Lisbon"),
    ("coffee", "I used to drink coffee"),
    ("腾讯", "我离开腾讯了"),
    ("腾讯", "我被腾讯裁了"),
    ("爵士舞", "爵士舞不跳了"),
    ("健身卡", "健身卡退了"),
    ("Mercadona", "Dejé Mercadona y empecé en Carrefour"),
])
def test_an_ending_stays_an_ending(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Acme", "I resigned from the Acme board but I still work there"),
    ("Acme", "Acme let me go home early"),
    ("Acme", "My last day at Acme was Friday, I start my maternity leave Monday"),
    ("coffee", "I used to drink coffee every day, now only on weekends"),
    ("Lisbon", "I used to live in Lisbon and I'm back now"),
    ("腾讯", "我离开腾讯去开会了"),
    ("健身卡", "健身卡退了又办了"),
    ("Mercadona", "Dejé el coche en el parking de Mercadona"),
])
def test_no_ending_stays_no_ending(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "reinforced"


# -- values and recall ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("10mg", "10 mg", "reinforced"),
    ("second-year", "second year", "reinforced"),
    ("三楼", "3楼", "reinforced"),
    ("10 mg", "10 mcg", "conflict"),
    ("co-op", "coop", "conflict"),
    ("One Direction", "1 Direction", "conflict"),
])
def test_a_value_written_another_way(old: str, new: str, expected: str) -> None:
    assert decided(old, new, "x") == expected


_POOL = [
    view("unit", "work.unit", "Cardiac Unit", "I work on the Cardiac Unit"),
    view("sup", "study.supervisor", "Dr Reyes", "My PhD supervisor is Dr Reyes"),
    view("commute", "commute.mode", "bike", "I cycle to work"),
    view("hobby_zh", "hobbies", "钓鱼", "我的爱好是钓鱼"),
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
]


@pytest.mark.parametrize(("query", "wanted"), [
    ("Which ward am I on?", "unit"),
    ("Who's overseeing my research?", "sup"),
    ("How do I usually get to work?", "commute"),
    ("我有什么爱好？", "hobby_zh"),
    ("What's my job title?", "title"),
])
def test_a_topic_word_in_its_sense_still_finds_its_fact(query: str, wanted: str) -> None:
    assert wanted in lexical_relevance(query, _POOL)
