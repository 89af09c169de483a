"""Policy 2026.12-30: false friends. Words that look like a cue, a statement or a secret and are not, and the reverse,
found by the thirteenth blind set (bench/quality_blind13.py). Each rule is tested on the set's wording and on wording
the set does not hold, and each has a guard: the reading it must not take away."""

from __future__ import annotations

import pytest
from one_fact import decided, refusal
from one_fact import stored as _stored


def stored(key: str, value: object, statement: str, kind: str = "preference", cardinality: str = "many") -> bool:
    return _stored(key, value, statement, kind, cardinality)


# -- cue words in another sense ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # "no longer than" is a limit, not an ending
    ("20 minutes", "20 minutes", "no longer than 20 minutes pls, same as always", "reinforced"),
    ("2 pages", "2 pages", "keep it no longer than 2 pages", "reinforced"),
    # a move verb with an object of its own and a destination that is not the value
    ("Leeds", "York", "we moved the standup to 10 because my train in from York is always late", "conflict"),
    ("Leeds", "York", "I moved my dentist appointment to Friday, the one in York", "conflict"),
    # a plan that is a tariff: "my phone plan to Vodafone" is no plan to do anything
    ("EE", "Vodafone", "I switched my phone plan to Vodafone", "superseded"),
    # the household registration moved, the speaker did not
    ("上海", "杭州", "户口终于迁到杭州了，人还在上海上班", "conflict"),
    ("上海", "杭州", "社保迁到杭州了", "conflict"),
])
def test_a_cue_word_about_something_else_is_no_cue_for_the_value(old: str, new: str, statement: str,
                                                                  expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Leeds", "York", "we moved to a flat in York last month"),
    ("Leeds", "York", "we moved our whole family to York"),
    ("EE", "Vodafone", "switched my plan from EE to Vodafone"),
    ("MySQL", "PostgreSQL", "数据库已经迁到 PostgreSQL 了"),  # a thing the key may be about moved: a change
    ("上海", "杭州", "我们搬到杭州了"),
])
def test_guard_a_move_to_the_value_still_changes_it(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


def test_guard_a_plan_to_move_is_still_a_plan() -> None:
    assert decided("Leeds", "York", "I'm planning to move to York") == "rejected"


# -- changes said with "now" ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Go", "Go now. Java was the old job"),
    ("LastPass", "Bitwarden", "password manager: Bitwarden now, LastPass is gone"),
    ("Vim", "Helix", "editor - Helix now"),
    ("omnivore", "vegan", "I'm vegan now 🌱"),
    ("开车", "骑车", "现在天天骑车上班，油费省了不少"),
    ("打车", "地铁", "现在基本都坐地铁"),
])
def test_the_value_said_with_now_replaces_the_held_one(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("开车", "骑车", "现在也骑车上班"),  # also: not instead
    ("Java", "Go", "Go now and Java for the old services"),
])
def test_guard_now_beside_also_changes_nothing(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


# -- "not OLD - NEW": the record was wrong ----------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Berlin", "Munich", "no wait, not Berlin - Munich. Berlin's where I did my masters"),
    ("Berlin", "Munich", "not Berlin, Munich!"),
    ("Java", "Kotlin", "not Java but Kotlin, sorry"),
    ("福州", "湖州", "不是福州，是湖州"),
])
def test_not_the_held_value_but_another_is_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


def test_guard_not_the_held_value_any_more_is_no_correction() -> None:
    assert decided("Berlin", "Munich", "not Berlin anymore - Munich since March") != "corrected"


# -- negation, its scope, and records disowned ------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "statement"), [
    ("vegetarian", "I'm not vegetarian any more but still no pork"),
    ("Java", "I don't use Java any more but I don't miss it"),
])
def test_not_any_more_before_but_ends_the_value(old: str, statement: str) -> None:
    assert decided(old, old, statement) == "invalidated"


@pytest.mark.parametrize(("old", "statement"), [
    ("Java", "I never said I liked Java?? I use it at work, that's all"),
    ("Java", "I didn't say I loved Java"),
    ("Java", "我从来没说过我喜欢Java"),
])
def test_a_record_the_user_disowns_is_not_restated(old: str, statement: str) -> None:
    assert decided(old, old, statement) == "rejected"


def test_guard_never_said_in_another_clause_disowns_nothing() -> None:
    assert decided("Leeds", "Berlin", "I never said I'd move, but I live in Berlin now") == "superseded"


@pytest.mark.parametrize(("old", "statement"), [
    ("Python", "I changed my mind about the restaurant, not about Python, still writing everything in it"),
])
def test_a_value_still_done_after_a_negation_elsewhere_is_restated(old: str, statement: str) -> None:
    assert decided(old, old, statement) == "reinforced"


def test_guard_still_thinking_keeps_a_question_open() -> None:
    assert decided("Java", "Go", "Go? still thinking about it") == "rejected"


# -- hedges and questions ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("new", "statement"), [
    ("penicillin", "I think I'm allergic to penicillin? came up in a rash last time, never got tested"),
    ("lactose", "not sure, but I might be lactose intolerant, milk's been wrecking me"),
    ("shellfish", "I guess I'm allergic to shellfish?"),
])
def test_the_users_own_hedge_about_now_is_kept_on_a_many_key(new: str, statement: str) -> None:
    assert decided("latex", new, statement, cardinality="many", kind="safety") in ("added", "pending")


@pytest.mark.parametrize(("new", "statement"), [
    ("坚果", "医生问我是不是对坚果过敏，我也说不清"),
    ("芒果", "不确定是不是芒果过敏"),
    ("Go", "I might be moving everything to Go"),  # might be + -ing: a plan
])
def test_a_reported_or_open_question_and_a_plan_assert_nothing(new: str, statement: str) -> None:
    assert decided("青霉素" if not new.isascii() else "Java", new, statement,
                   cardinality="many" if not new.isascii() else "one") == "rejected"


# -- sarcasm, jokes taken back, fiction -------------------------------------------------------------------------------


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("hobbies", "waiting in line", "oh sure, I LOVE waiting in line, top hobby 🙄 the DMV took an hour"),
    ("hobbies", "waiting in line", "oh great, I just LOVE waiting in line"),
    ("hobbies", "meetings", "I love meetings 🙃"),
    ("hobbies", "加班", "我可太喜欢加班了呢🙂 连国庆都不放过"),
    ("work.title", "goat farmer", "handing in my notice to raise goats in Wales. jk lol, still at the bank"),
    ("work.employer", "大理民宿", "辞职了，去大理开民宿。开玩笑的，明天还得上班"),
    ("diet.type", "vegan", "my character in the game is a vegan elf, 40 hours in"),
    ("diet.type", "素食", "我在游戏里练了个吃素的精灵德鲁伊，哈哈"),
    ("pets", "dragon", "in my dream I had a pet dragon"),
])
def test_sarcasm_a_joke_taken_back_and_fiction_are_not_stored(key: str, value: str, statement: str) -> None:
    assert not stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("routine.gym_days", "Mon/Wed/Fri", "yeah sure I LOVE 6am leg day on Mon/Wed/Fri, best part of my week 🙃"),
    ("hobbies", "chess", "I love chess"),
    ("hobbies", "board games", "I play board games most weekends"),
    ("stack.language", "Go", "sure, Go it is"),
])
def test_guard_sincere_and_factual_statements_are_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


# -- temporary requests -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("work.standup_time", "11:00", "moved my standup to 11 just for tomorrow, dentist"),
    ("ui.font_size", "大号", "這週先幫我把字體換成大一點的，眼睛發炎"),
    ("ui.font_size", "大号", "这份 PPT 帮我换成大一点的字体，领导老花眼"),
    ("food.spice_level", "不辣", "这几天给我点不辣的。不是不吃辣，是最近胃不好"),
])
def test_a_request_for_a_near_time_or_one_document_is_temporary(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key, "preference") == "temporary_outside_task_scope"


def test_guard_a_lasting_request_is_stored() -> None:
    assert refusal("大号", "以后字体都帮我换成大号", "ui.font_size", "preference") is None


# -- secrets by other names -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.wifi", "Pelican!Sunset42", "the magic word for the home wifi is Pelican!Sunset42, guests always ask"),
    ("devices.laptop_login", "purple-otter-tractor-91", "laptop login phrase is purple-otter-tractor-91"),
    ("payment.alipay", "385729", "支付宝那六位数是 385729，别跟别人说"),
    ("payment.card", "204817", "银行卡的6位码：204817"),
])
def test_a_password_by_another_name_is_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "prohibited_content"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("music.favourite_song", "Magic Word", "my favourite song is Magic Word"),
    ("security.password_manager", "Bitwarden", "password manager: Bitwarden, family plan"),
    ("orders.tracking", "SF1423987765012", "顺丰运单号 SF1423987765012"),
    ("home.postcode", "310012", "杭州的邮编是 310012，六位数"),
])
def test_guard_look_alikes_are_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement, "profile", "one")
