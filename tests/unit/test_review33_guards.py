"""Review 33's guards: look-alikes of the failing cases in `test_review33_*.py` that policy -42 gets right (they all
pass on 2ff4318); a fix of review 33 must keep them.
"""

from __future__ import annotations

import pytest
from one_fact import decided, refusal, stored, view

from projections.recall import lexical_relevance


@pytest.mark.parametrize(("value", "statement"), [
    ("correct horse battery staple", "My password is correct horse battery staple"),
    ("tulips", "my bank password is too easy, it's tulips"),
    ("sunflowerfields", "The wifi password is taped under the router, sunflowerfields"),
    ("Tulip7788", "The wifi key is on the router: Tulip7788"),
    ("sunflowerfields", "the wifi key is under the router, it says sunflowerfields"),
    ("4821", "the door code is the same as last year, 4821"),
    ("4821", "the alarm code is the same as before, it's 4821"),
    ("Rex", "The answer to my security question is my first dog's name, Rex"),
    ("Emma", "My security answer is the name of my sister, Emma"),
    ("Elm Road", "my security answer is my nan's street, Elm Road"),
    ("tulips", "Wifi password: tulips"),
])
def test_guard_a_secret_after_a_description_is_still_refused(value: str, statement: str) -> None:
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("security.password_book", "Tulip77", "Tulip77"),
    ("security.password_book", "Tulip77!", "gmail - Tulip77!"),
])
def test_guard_a_password_under_a_password_book_key_is_still_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key=key) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement"), [
    ("Bitwarden", "my password manager is great, it's Bitwarden"),
    ("Sunflower", "the wifi name is on the router: Sunflower"),
    ("LastPass", "my password is stored in LastPass"),
    ("Dashlane", "My work password is managed by IT, they use Dashlane"),
    ("Bob", "The wifi password is shared with my flatmate, Bob"),
    ("Sarah", "the door code is with the landlord, Sarah"),
    ("Ring", "The door code is in the app, Ring"),
])
def test_guard_a_name_beside_a_credential_word_is_still_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None


@pytest.mark.parametrize(("key", "value", "statement", "expected"), [
    ("work.status", "不上班", "今天被裁了，不上班了", True),
    ("work.status", "不出海", "今天风大，不出海了", False),
    ("work.status", "不出班", "今天下雨，不出班了", False),
    ("prefs.accounting", "不记账", "别帮我记账了", True),
    ("prefs.reply", "Spanish", "Reply in Spanish from today onward", True),
    ("prefs.reply", "short", "keep it short today only", False),
    ("home.city", "Tenerife", "We moved to Tenerife today, flying back tomorrow to pack", True),
    ("home.city", "Tenerife", "Night-stop in Tenerife tonight, flying back tomorrow", False),
    ("home.city", "北海", "这周调到北海了，周末回柳州拿东西", True),
])
def test_guard_lasting_or_temporary_as_it_is(key: str, value: str, statement: str, expected: bool) -> None:
    assert stored(key, value, statement) is expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Lisbon", "Porto", "I moved to Porto for the weekend", "conflict"),
    ("Java", "Go", "We switched to Go and the migration took two days", "superseded"),
    ("Java", "Go", "We migrated to Go; the old Java build is kept for a week as fallback", "superseded"),
    ("Lisbon", "Porto", "I got transferred to Porto for good", "superseded"),
    ("Lisbon", "Porto", "I transferred to the Porto office to be closer to my parents and visit them more", "superseded"),
    ("Lisbon", "Porto", "I transferred to Porto but it got cancelled", "conflict"),
    ("Acme", "Globex", "I've been at Globex since March, and I left Acme in February", "superseded"),
    ("developer", "team lead", "I became team lead, then gave it up", "conflict"),
    ("developer", "team lead", "I became team lead, and I gave up coffee", "superseded"),
    ("Lisbon", "Porto", "Wrong city, it's Porto", "corrected"),
    ("Lisbon", "Porto", "You have the wrong city for the conference, it's Porto", "conflict"),
    ("bus", "train", "From here on, it's the train for me", "superseded"),
    ("developer", "team lead", "I'm the new team lead", "superseded"),
    ("developer", "team lead", "Sam is the new team lead", "conflict"),
    ("developer", "team lead", "I've stepped into the team lead role temporarily", "conflict"),
])
def test_guard_cues_of_42_that_read_right(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("engineer", "senior engineer", "They promoted me to senior engineer", "superseded"),
    ("engineer", "senior engineer", "I got bumped up to senior engineer", "superseded"),
    ("engineer", "senior engineer", "They promoted Sam to senior engineer", "refined"),
    ("engineer", "senior engineer", "I've been promoted to senior engineer, with a 10% raise", "superseded"),
    ("nurse", "head nurse", "I was promoted today to head nurse, which means a lot of admin", "superseded"),
    ("护士", "护士长", "我当上护士长了", "superseded"),
    ("护士", "护士长", "小王当上护士长了", "refined"),
    ("护士", "护士长", "王院长提拔我当护士长了", "superseded"),
    ("护士", "护士长", "感谢张医生，我晋升为护士长了", "superseded"),
    ("护士", "护士长", "小王晋升为护士长", "refined"),
    ("护士", "护士长", "我想升职当护士长", "refined"),
    ("护士", "护士长", "我老公升职了，当护士长了", "refined"),
])
def test_guard_promotions_of_the_speaker_and_of_others(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("上海", "杭州", "从三月起我搬到杭州了，这边物价涨得厉害", "superseded"),
    ("咖啡", "茶", "从三月起改喝茶了，照样熬夜", "superseded"),
    ("北京", "上海", "户籍由北京变更为上海，审批中", "conflict"),
    ("北京", "上海", "户籍由北京变更为上海了，等了半年才批下来", "superseded"),
    ("段落", "表格", "以后给我列表格", "superseded"),
])
def test_guard_chinese_cues_of_42_that_read_right(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("value", "statement", "expected"), [
    ("Java", "I used to write Java at Acme, then I switched to Go", "invalidated"),
    ("coffee", "I used to drink coffee every morning, but I changed to tea", "invalidated"),
    ("Twitter", "I deleted Twitter for good", "invalidated"),
    ("Twitter", "I deleted Twitter for a month", "reinforced"),
    ("Lisbon", "I moved out of Lisbon for a new job in Porto", "invalidated"),
    ("Lisbon", "I moved out of Lisbon for the semester", "reinforced"),
    ("网易云会员", "网易云会员退了，换成年费的", "reinforced"),
    ("Mercadona", "Me fui de Mercadona a Lidl", "invalidated"),
    ("Mercadona", "Dejé Mercadona a las 6 y llegué a casa tarde", "reinforced"),
])
def test_guard_endings_of_42_that_read_right(value: str, statement: str, expected: str) -> None:
    assert decided(value, value, statement) == expected


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("三年级", "三年", "conflict"),
    ("三号楼", "3号楼", "reinforced"),
    ("三号楼", "3楼", "conflict"),
    ("两室一厅", "2室1厅", "reinforced"),
    ("6 ft", "6 feet", "reinforced"),
    ("6 ft", "6 m", "conflict"),
    ("PlayStation5", "PlayStation 4", "conflict"),
])
def test_guard_values_of_42_that_read_right(old: str, new: str, expected: str) -> None:
    assert decided(old, new, "x") == expected


_POOL = [
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
    view("unit", "work.unit", "Cardiac Unit", "I work on the Cardiac Unit"),
    view("unit_zh", "work.unit", "心内科", "我在心内科上班"),
    view("salary", "work.salary", "60k", "My salary is 60k"),
    view("herd", "farm.herd", "120 cows", "We milk 120 cows"),
]


@pytest.mark.parametrize(("query", "wanted", "found"), [
    ("What ward am I on this week?", "unit", True),
    ("What's my position in the company?", "title", True),
    ("How much do I earn per hour?", "salary", True),
    ("我部门的领导是谁？", "unit_zh", True),
    ("How many cows are we milking?", "herd", True),
    ("What ward is my dad on?", "unit", False),
])
def test_guard_recall_topic_words_of_42(query: str, wanted: str, found: bool) -> None:
    assert (wanted in lexical_relevance(query, _POOL)) is found
