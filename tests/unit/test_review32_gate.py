"""Review 32: the write gate's rules of policies -39, -40 and -41 attacked (`ledger/secrets.py`: `_NOT_THE_SECRET`,
`_SECRET_FOLLOWS`, the "password book" key; `ledger/gate.py`: the today-only reply request, a day off, a few days away
with the day of return, a night-stop or a trip with the way back, 别帮我记…).

Every test here failed on 2026.12-41 (41622e0; all pass on -42). REGRESSION: every case of the class passes on 45f965f (policy
-38, 45f965f); FALSE NEGATIVE: a plain variant of a new rule's intent, missed on both. Regressions first.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, stored

# == REGRESSIONS: secrets now stored ==================================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("correct horse battery staple", "My password is correct horse battery staple"),
    ("correct horse battery staple", "my new password is correct horse battery staple"),
    ("sunflowerfields", "The wifi password is on the fridge: sunflowerfields"),
    ("SUNFLOWER", "my password is in capitals: SUNFLOWER"),
    ("bluemoonrising", "My password is the same as my Gmail one, bluemoonrising"),
    ("tulips", "my bank password is too easy, it's tulips"),
    ("tulips", "My password is weak: tulips"),
    ("hunter", "The password is under the keyboard, it says hunter"),
    ("purplemonkey", "My password is missing a symbol, it's purplemonkey"),
    ("PurpleMonkeyDishwasher", "my password is strong, it's PurpleMonkeyDishwasher"),
    ("purplemonkeydishwasher", "my password is in lowercase: purplemonkeydishwasher"),
    ("letmein", "the admin password is shared with the team: letmein"),
    ("kittens", "Our wifi password is printed on the router: kittens"),
    ("tulipgardenpath", "my password is at least 12 characters: tulipgardenpath"),
    ("hunter", "my laptop password is in my notebook: hunter"),
])
def test_defect_a_password_without_a_digit_after_a_description_is_stored(value: str, statement: str) -> None:
    """Class: -40/-41's `_NOT_THE_SECRET` lets "<credential> is" be followed by a description ("on the fridge",
    "too easy", "weak", "shared", "in lowercase", "correct ...") and re-refuses only when `_SECRET_FOLLOWS` finds a
    PIN-shaped or a password-shaped value after it, and `_PASSWORD_VALUE` needs a digit and a letter: a passphrase or a
    password of letters only ("correct horse battery staple", "sunflowerfields", "letmein") after the description is
    now stored, and a passphrase that itself starts with a description word ("correct") is read as one.
    REGRESSION (refused on 45f965f). DOMAIN 4: credentials are refused and stored nowhere. Expected: refused."""
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("security.password_book", "gmail: Tulip77", "我的密码都记在本子上"),
    ("security.password_book", "Tulip77", "Tulip77"),
    ("security.password_notebook", "Tulip77", "Tulip77"),
])
def test_defect_a_password_book_key_lets_a_password_value_through(key: str, value: str, statement: str) -> None:
    """Class: -39 added `books?|notebooks?` to the words after "password" in `_SECRET_KEYS` that name where passwords
    are kept ("security.password_book" refuses no value by its name alone); the value written under such a key is no
    longer checked as the credential it is ("gmail: Tulip77", a bare "Tulip77"). REGRESSION (refused on 45f965f).
    DOMAIN 4: a secret is refused wherever it is written. Expected: refused."""
    assert refusal(value, statement, key=key) == "prohibited_content"


# == REGRESSIONS: lasting facts refused as temporary or as a retraction ===============================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("prefs.reply", "Spanish", "Reply in Spanish from today onward"),
    ("prefs.reply", "Spanish", "Please answer in Spanish from today forward"),
    ("prefs.reply", "short", "Keep it short starting today"),
    ("prefs.reply", "short", "Keep your answers short from today"),
    ("prefs.reply", "short", "Effective today, keep answers short"),
    ("prefs.reply", "short", "After today, keep it short"),
    ("prefs.reply", "French", "Talk to me in French from tonight"),
    ("prefs.reply", "short", "Keep answers short today and always"),
    ("prefs.reply", "short", "Keep it short today and every day after"),
])
def test_defect_a_lasting_reply_request_starting_today_is_refused_as_today_only(key: str, value: str,
                                                                                statement: str) -> None:
    """Class: -41's today-only reply request in `gate._ONE_OFF_MORE` ("keep it short today", "today, keep ...") has
    look-behinds only for "from " / "starting " / "as of " / "beginning " right before "today" in one branch, and in
    the other a look-ahead for "on" / "onwards" / "and from" only: "from today onward", "from today forward", "starting
    today" after the request, "effective today", "after today", "today and always" are read as for today only.
    REGRESSION (stored on 45f965f). DOMAIN 4: only temporary context stays out; a reply style from today on is a lasting
    preference. Expected: stored."""
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.city", "Tenerife", "We moved to Tenerife today, flying back tomorrow to pack"),
    ("work.base", "Dubai", "I'm cabin crew based in Dubai, usually with a layover in London"),
    ("work.base", "Dubai", "Cabin crew now, my base is Dubai; first night-stop in Tenerife next week"),
    ("work.employer", "腾讯", "这两天到腾讯报到了，周末回广州拿行李"),
    ("work.city", "深圳", "这周调到深圳分公司了，周五回广州拿行李"),
    ("work.status", "被裁", "我今天被裁了，不上班了"),
    ("work.status", "下岗", "今天下岗了，不上班了"),
    ("shop.status", "转让", "今天店铺转让出去了，不营业了"),
])
def test_defect_lasting_news_with_a_trip_back_or_no_work_today_is_refused_as_temporary(key: str, value: str,
                                                                                      statement: str) -> None:
    """Class: -41's temporary shapes in `gate._ONE_OFF_MORE`: "today … flying back tomorrow" (the move excluded only
    in the night-stop branch), any "layover in" / "night-stop in" in the statement, "这周/这两天 … 到/在 X … 周末回"
    (excluded only for 搬/迁/定居/入职/落户, not 报到 or 调到), and "今天 … 不上班了 / 不营业了" (excluded only for
    辞职/离职/退休, not 被裁, 下岗 or a shop sold) read lasting news as a day or a few days away. REGRESSION (stored on
    45f965f). DOMAIN 4: a move, a new post, a lay-off, a shop closed for good are lasting facts. Expected: stored."""
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("prefs.bookkeeping", "不记账", "以后别帮我记账了，我自己来"),
    ("prefs.bookkeeping", "不记账", "不要帮我记账了"),
])
def test_defect_bie_bang_wo_ji_zhang_is_read_as_a_request_to_forget(key: str, value: str, statement: str) -> None:
    """Class: -41's "(?:别|不要)(?:帮我|给我|替我)(?:记|存)" in `gate._RETRACTION_MORE` (for "别帮我记，哪儿都别存") reads
    记账 (keeping accounts, a service) as 记 (remembering). REGRESSION (stored on 45f965f). DOMAIN 2 / 6: a retraction is
    a request to forget; "stop doing my bookkeeping" is a lasting preference. Expected: stored."""
    assert stored(key, value, statement)


# == FALSE NEGATIVES ==================================================================================================


@pytest.mark.parametrize("statement", [
    "wifi key is under the router: Tulip7788",
    "wifi key is on the fridge, Sunflowerfields",
    "the network key is printed on the back, it's kittens",
])
def test_missed_a_wifi_key_after_where_it_is_kept(statement: str) -> None:
    """Class: -40's router-label pattern ("WPA key: …", "network key is …") needs the value right after "is" / ":";
    where the key is kept, then the key ("wifi key is under the router: Tulip7788") is stored, as "the wifi password is
    on the fridge: Tulip2024!" (review 31) is not. FALSE NEGATIVE (stored on 45f965f too). DOMAIN 4: secrets are refused.
    Expected: refused."""
    assert refusal("x", statement) == "prohibited_content"


@pytest.mark.parametrize("statement", [
    "The answer to my security question is the name of my first school, St Mary's",
    "security answer is my first dog's name, Rex",
    "Memorable info: my nan's street, Elm Road",
    "My bank's memorable word is the name of my first pet, Biscuit",
    "the door code is the same as last year: 4821",
])
def test_missed_a_security_answer_or_a_door_code_after_what_it_is(statement: str) -> None:
    """Class: -40's security answer / memorable word refusal (and the keypad code's) reads only the word right after
    "is" / ":"; "the name of my first school, St Mary's", "my first dog's name, Rex", "the same as last year: 4821"
    give the secret after its description. FALSE NEGATIVE (stored on 45f965f too). DOMAIN 4: an answer that
    authenticates as a password does, and a door code, are secrets. Expected: refused."""
    assert refusal("x", statement) == "prohibited_content"


# == THE TWENTY-THIRD BLIND SET'S MISSES ==============================================================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("work.schedule", "停班", "今天下大雪，投递暂停，不出班了"),  # b23-p-zh-28
    ("work.schedule", "停工", "今天暴雨，工地不开工"),
    ("home.city", "赤峰", "这几天回赤峰老家办事，下周一回来"),  # b23-s-zh-01 day 10
    ("home.city", "黄冈", "这周回黄冈老家，下周二就回来"),
])
def test_missed_blind23_a_day_off_or_a_few_days_home_is_temporary(key: str, value: str, statement: str) -> None:
    """Class: a day's state ("今天 … 不出班 / 不开工") and a few days at one's home town named with its place ("回赤峰老家 …
    下周一回来") are temporary context, as "今天下雨不出摊" and "这礼拜回老家 … 下周一就回去了" are. DOMAIN 4. Expected:
    refused (not stored)."""
    assert not stored(key, value, statement)


@pytest.mark.parametrize("statement", [
    "我欠网贷的事别记，记了也给我删了",  # b23-g-zh-15
    "我前夫的电话别记。",
])
def test_missed_blind23_bie_ji_ending_its_clause_is_a_request_to_forget(statement: str) -> None:
    """Class: "X 别记" ending its clause asks not to keep X, as "X 别记了" does. DOMAIN 2 / 6. Expected: a retraction."""
    assert refusal("x", statement) == "retraction"


# == GUARDS: the look-alikes of the fixes above ========================================================================


@pytest.mark.parametrize("statement", [
    "My password is in Vault, thanks",
    "my password is too weak, it's fine",
    "The password is on the fridge, obviously",
    "my password is weak and easy to guess",
    "my password is correct",
    "The wifi password is on the fridge: see the note",
    "the network key is printed on the back of the box",
    "the door code is the same as last year",
    "the door code is on the fridge, ask Bob",
    "my memorable word is the name of my first pet, as usual",
    "security answer is my first dog's name, I think",
])
def test_guard_a_description_of_a_secret_without_one_stays_stored(statement: str) -> None:
    assert refusal("x", statement) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("security.password_book", "记在抽屉里的小本子上", "我的密码都记在本子上"),
    ("security.password_book", "the red notebook", "the red notebook"),
    ("tools.password_manager", "1Password", "I use 1Password"),
    ("notes", "别帮我记错了", "别帮我记错了"),
    ("prefs.saving", "不存钱", "别帮我存钱了"),
    ("home.city", "赤峰", "这周回赤峰老家了，以后就在赤峰定居"),
])
def test_guard_lasting_values_stay_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("prefs.reply", "short", "Keep it short today"),
    ("prefs.reply", "short", "Today keep it short please"),
    ("home.city", "Tenerife", "Night-stop in Tenerife tonight, flying back tomorrow afternoon"),
    ("home.city", "London", "Conference in London this week, flying back on Friday"),
    ("work.city", "广州", "这周在广州出差，周五回深圳"),
    ("work.status", "休息", "今天下雨不出摊"),
    ("home.city", "赤峰", "这几天在赤峰老家陪我妈，下周一回来"),
])
def test_guard_a_day_or_a_trip_stays_temporary(key: str, value: str, statement: str) -> None:
    assert not stored(key, value, statement)
