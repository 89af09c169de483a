"""Review 33: the write gate's rules of policy -42 attacked (`ledger/secrets.py`: `_WORD_VALUE` in `_SECRET_FOLLOWS`,
`_NAMED_AFTER`, `_THEN_SECRET_OR_WORD` after a wifi key's description, `written_down`; `ledger/gate.py`: the day off
widened to 不出海 / 不出诊 / 不出工, `_RETRACTION_MORE`'s "别记" ending its clause, the trip with the way back read from the
sentence's start with "based" / "usually" / "regularly" / "often" / "always" as a way out).

Every test here failed on 2026.12-42 (2ff4318; all pass on -43). REGRESSION: every case of the class passes on 2026.12-41 (41622e0);
FALSE NEGATIVE: a plain variant of a -42 rule's intent, missed on both. Regressions first. Where DOMAIN
allows two readings the case is left out.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, stored

# == REGRESSIONS: ordinary facts now refused as secrets ===============================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("Bitwarden", "my password is in my password manager, Bitwarden"),
    ("Bitwarden", "My password is in my password manager, Bitwarden"),
    ("Bitwarden", "my password is kept in my password manager: Bitwarden"),
    ("Bitwarden", "My password is saved in my manager: Bitwarden"),
    ("Bitwarden", "the password is stored in my manager, it's Bitwarden"),
    ("Keychain", "My password is saved in Apple's app, Keychain"),
    ("Chrome", "my password is saved in my browser, Chrome"),
    ("Firefox", "My password is saved in the browser: Firefox"),
    ("Okta", "my password is managed by our SSO, Okta"),
    ("Okta", "My password is managed by the company: Okta"),
    ("Microsoft", "my password is managed by my employer, Microsoft"),
    ("Anna", "my password is shared with my wife, Anna"),
    ("Authy", "My password is required along with a code from my app, Authy"),
])
def test_defect_a_name_in_apposition_after_where_a_password_is_kept_is_read_as_the_password(value: str,
                                                                                          statement: str) -> None:
    """Class: -42's `_WORD_VALUE` in `_SECRET_FOLLOWS` reads any single word of letters after ":" / "," / "it's" that
    ends the clause, following a description ("in my password manager", "saved in my browser", "managed by our SSO",
    "shared with my wife"), as the password itself; here the word is the name of the manager, the browser, the
    identity provider, the employer or the person the description just named (an apposition), not a password.
    REGRESSION (stored on -41). DOMAIN 4: an ordinary fact must not be refused; only a credential is prohibited.
    Expected: stored (no refusal)."""
    assert refusal(value, statement) is None


@pytest.mark.parametrize(("value", "statement"), [
    ("Chase", "The security answer is the one I gave my bank, Chase"),
    ("Chase", "The answer to my security question is the same as for my other bank, Chase"),
    ("Chase", "My security answer is wrong for my bank, Chase"),
    ("Chase", "The security answer is locked at my bank: Chase"),
    ("Monzo", "The security answers are the ones I set up with my bank, Monzo"),
    ("Emma", "The security answers are saved by my assistant, Emma"),
    ("Emma", "My security answers are stored with my sister, Emma"),
    ("Virgin", "The wifi key is on the router from my provider, Virgin"),
    ("Vodafone", "My wifi key is printed on the box from our ISP: Vodafone"),
])
def test_defect_the_bank_the_provider_or_the_keeper_named_after_a_security_answer_or_wifi_key_is_refused(
        value: str, statement: str) -> None:
    """Class: -42's `_NAMED_AFTER` (a capitalised name after "<the|my> …," following "security answer is") and
    `_THEN_SECRET_OR_WORD` (a word after a wifi key's description) read the bank the answer was set up with, the
    person who keeps it, or the internet provider the router came from as the answer or the key.
    REGRESSION (stored on -41). DOMAIN 4: an ordinary fact must not be refused. Expected: stored (no refusal)."""
    assert refusal(value, statement) is None


# == REGRESSIONS: lasting facts refused as a day off or as a retraction ===============================================


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("work.status", "不出海", "今天把渔船卖了，不出海了"),
    ("work.status", "不出海", "今天渔船转手了，不出海了"),
    ("work.status", "不出诊", "今天把诊所盘出去了，不出诊了"),
    ("work.status", "不出诊", "今天诊所关门大吉，不出诊了"),
    ("work.status", "不出工", "今天把工程队解散了，不出工了"),
])
def test_defect_a_business_given_up_today_is_refused_as_a_day_off(key: str, value: str, statement: str) -> None:
    """Class: -42 widened the day-off rule of `gate._ONE_OFF_MORE` (今天…不出车 / 不出摊) to 不出海 / 不出诊 / 不出工 and
    guards it only with a fixed word list (辞职 / 被裁 / 卖掉 / 转让 / 关张 …): the boat sold (卖了, 转手了), the clinic sold
    or closed for good (盘出去了, 关门大吉), the crew disbanded (解散了) are read as a day off. REGRESSION (stored on -41).
    DOMAIN 4: only temporary context stays out; the end of a trade is a lasting fact. Expected: stored."""
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("prefs.accounting", "收支分开记", "收入和支出分别记，方便对账"),
    ("prefs.accounting", "分别记", "两张卡的账分别记。"),
    ("prefs.accounting", "分别记", "工资和奖金分别记。"),
    ("prefs.accounting", "分别记", "房租和水电分别记，别混在一起"),
    ("prefs.accounting", "分别记", "我和老婆的开销分别记"),
])
def test_defect_fenbie_ji_keep_them_apart_is_read_as_bie_ji_do_not_keep_it(key: str, value: str,
                                                                           statement: str) -> None:
    """Class: -42's `_RETRACTION_MORE` branch `(?:别|不要)再?记(?=[，。！？,.!?；;]|$)` ("…的事别记，") matches 别记 inside
    分别记 ("record them separately"), a bookkeeping preference, and refuses it as a request to forget.
    REGRESSION (stored on -41). DOMAIN 4 / 6: a retraction needs the user to ask for erasure; an ordinary preference
    must not be refused. Expected: stored."""
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.city", "Tenerife", "Conference in Tenerife this week, I'm based in Madrid, flying back on Friday"),
    ("home.city", "Tenerife", "Layover in Tenerife tonight, I regularly fly this route"),
    ("home.city", "Tenerife", "Layover in Tenerife tonight, I often get this one"),
    ("home.city", "Tenerife", "On a trip to Tenerife, flying back tomorrow, I usually go twice a year"),
    ("home.city", "Tenerife", "Visiting my mum in Tenerife this week, flying back on Sunday, I always do at Easter"),
    ("home.city", "Tenerife", "Holiday in Tenerife this week, flying back on Sunday, we go there often"),
])
def test_defect_a_trip_with_the_way_back_and_a_habit_or_a_base_is_stored_as_the_home(key: str, value: str,
                                                                                     statement: str) -> None:
    """Class: -42 reads the trip-and-way-back branch of `gate._ONE_OFF_MORE` only where no "based", "usually",
    "always", "often", "regularly" stands anywhere in the sentence (meant for "cabin crew based in Dubai, usually with a
    layover in London"); a trip that says the speaker is based elsewhere, or that the trip itself is a habit, is now
    stored as the home city. REGRESSION (refused as temporary on -41). DOMAIN 4: temporary context does not become a
    long-term fact. Expected: not stored."""
    assert not stored(key, value, statement)


# == FALSE NEGATIVES ==================================================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("tulips", "my bank password is too easy. It's tulips"),
    ("tulips", "My password is weak - tulips"),
    ("tulips", "My password is weak; tulips"),
    ("tulips", "my password is too simple, just tulips"),
    ("tulips", "my password is too simple: just tulips"),
    ("sunflowerfields", "The wifi password is on the fridge: sunflowerfields lol"),
    ("sunflowerfields", "the wifi password is on the fridge, it's sunflowerfields btw"),
    ("Sunflower", "the wifi password is on the fridge, it's 'Sunflower'"),
    ("Sunflower", 'the wifi password is on the fridge: "Sunflower"'),
    ("sunflowerfields", "The wifi password is printed on the router - sunflowerfields"),
    ("sunnyday", "Our wifi password is in lowercase: sunnyday (no spaces)"),
])
def test_missed_a_password_of_letters_after_a_description_with_a_dash_a_quote_or_a_word_after_it(
        value: str, statement: str) -> None:
    """Class: -42's `_WORD_VALUE` needs the word right after ":" / "," / "it's" and the clause to end after it; a dash
    or a semicolon, a new sentence ("… too easy. It's tulips"), "just" before it, quotes around it, or "lol" / "btw" /
    "(no spaces)" after it let the same password through. FALSE NEGATIVE (stored on -41 too). DOMAIN 4: credentials
    are refused. Expected: refused."""
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("k", "4821", "the door code is the same as last year. It's 4821"),
    ("k", "4821", "the gate code is unchanged: 4821"),
    ("k", "4821", "the gate code hasn't changed: 4821"),
    ("security.password_book", "gmail: tulipgarden", "gmail: tulipgarden"),
    ("k", "fluffy", "the security answer is my first pet: fluffy"),
])
def test_missed_an_access_code_a_book_entry_or_an_answer_after_a_description_in_other_words(
        key: str, value: str, statement: str) -> None:
    """Class: -42 refuses "the door code is the same as last year: 4821", a password-shaped value under a password
    book key and "my first dog's name, Rex"; the code after a full stop or after "unchanged:" / "hasn't changed:", a
    book entry of letters only, an answer in lower case after a colon are stored. FALSE NEGATIVE (stored on -41 too).
    DOMAIN 4: secrets are never stored. Expected: refused."""
    assert refusal(value, statement, key=key) == "prohibited_content"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("prefs.reply", "short", "keep it short today and going forward"),
    ("prefs.reply", "short", "Keep answers short today, and going forward"),
    ("prefs.reply", "short", "Keep it short today and in future"),
    ("prefs.reply", "short", "keep it short today and tomorrow and always"),
])
def test_missed_a_reply_style_from_today_going_forward(key: str, value: str, statement: str) -> None:
    """Class: -42's `_TODAY_ON` knows "today on / onward / forward", "today and always / every day after", not "today
    and going forward", "today, and going forward", "today and in future", "today and tomorrow and always".
    FALSE NEGATIVE (refused on -41 too). DOMAIN 4: a reply style from today on is a lasting preference. Expected:
    stored."""
    assert stored(key, value, statement)


# == GUARDS (fixA): look-alikes the fixes above must keep =============================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("tulips", "My password is saved in my browser, it's tulips"),
    ("tulips", "my password is in my manager: tulips"),
    ("sunflowerfields", "the wifi key is on the router from my provider, it's sunflowerfields"),
    ("Rex", "The security answer is the name my mum gave my dog, Rex"),
    ("Chase", "The security answer is the name of my first bank, Chase"),
])
def test_guard_a_secret_after_a_keeper_is_still_refused(value: str, statement: str) -> None:
    """A word in lower case after the keeper's noun is the secret; a name after what the answer is stays the answer."""
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("k", "fine", "my password is weak - it's fine"),
    ("k", "weak", "my password is too simple, just saying"),
    ("k", "Bob", "the gate code hasn't changed: ask Bob"),
    ("security.password_book", "location: drawer", "location: drawer"),
    ("security.storage", "not in plain text", "I don't want it stored in plain text"),
    ("home.address", "12 Elm Road", "can u remember my address, 12 Elm Road"),
])
def test_guard_no_secret_and_no_retraction(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key=key) is None


@pytest.mark.parametrize(("key", "value", "statement", "expected"), [
    ("work.status", "不出摊", "今天卖了一上午菜，累了，不出摊了", False),
    ("finance.salary", "8000", "我工资8000的事别记了", False),
    ("prefs.accounting", "别记", "这个别记着", False),
    ("home.city", "Tenerife", "Based in Tenerife these days, conference in Madrid this week, flying back on Friday", True),
    ("prefs.reply", "short", "keep it short today and tomorrow", False),
    ("health.condition", "eczema", "could u delete the eczema thing pls", False),
    ("health.condition", "eczema", "can u forget the eczema thing, dont want that saved anywhere pls", False),
])
def test_guard_lasting_temporary_or_withdrawn_as_it_is(key: str, value: str, statement: str, expected: bool) -> None:
    assert stored(key, value, statement) is expected
