"""Defects the tenth blind set found (bench/quality_blind10.py: everyday life admin, English typed in a hurry, 中英夹杂),
each tested here with other values and wording than that set's, beside guards for what must not change."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from one_fact import refusal, second

from ledger.cues import cue_of
from ledger.endings import ends
from ledger.mend import TYPOS, mended

NOW = datetime(2026, 6, 1, tzinfo=UTC)




# -- secrets of a home and a bank ------------------------------------------------------------------------------------

@pytest.mark.parametrize("statement", [
    "front door code is 4417#, the dog sitter will need it",
    "keypad code for the garage: 0925",
    "the code to the lockbox is 3310",
    "单元门码 6678，快递小哥问就告诉他",
    "I reset my debit card PIN to 3904 yesterday",
    "changed the wifi password to Harbor-2219",
    "wifi name is OAK-HOME, pw harbor2219",
])
def test_the_codes_that_open_a_home_and_reset_pins_are_refused(statement: str) -> None:
    assert refusal("x", statement) == "prohibited_content"


@pytest.mark.parametrize("statement", [
    "the door code is broken again, buzz flat 4", "the gate code changes every month, ask the concierge",
    "the building code requires two exits", "I changed my flight to BA2490", "we reset the router to factory settings",
    "set the alarm for 7am",
])
def test_words_near_a_code_without_one_are_stored(statement: str) -> None:
    assert refusal("x", statement) is None


@pytest.mark.parametrize("key", ["home.door_code", "home.alarm-code", "finance.card_pin", "bank.atm_pin"])
def test_a_key_naming_a_home_code_or_a_card_pin_is_refused(key: str) -> None:
    assert refusal("x", "for the cleaner", key) == "prohibited_content"


def test_a_map_pin_is_no_card_pin() -> None:
    assert refusal("Lisbon", "dropped a pin on Lisbon", "travel.map_pin") is None


# -- the value of the moment ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("value", "statement"), [
    ("tram", "tram today cause the bike has a flat"), ("home office", "home office this week, builders in"),
    ("打车", "今天 打车，下大雨"), ("remote", "这周 remote，孩子生病"),
])
def test_the_value_and_a_near_time_alone_is_temporary(value: str, statement: str) -> None:
    assert refusal(value, statement, "routine.commute", "preference") == "temporary_outside_task_scope"


@pytest.mark.parametrize(("value", "statement"), [
    ("Berlin", "I moved to Berlin today"), ("tram", "tram every day, it's quicker"), ("trams", "tram today"),
])
def test_a_change_made_today_or_a_habit_is_stored(value: str, statement: str) -> None:
    assert refusal(value, statement, "routine.commute", "preference") is None


# -- a change typed in a hurry, an amount that moved, what holds now -------------------------------------------------

@pytest.mark.parametrize("statement", ["swithced to Ovo last month", "we chnaged to Ovo", "relcoated to Ovo's area lol"])
def test_a_mistyped_change_verb_is_a_change(statement: str) -> None:
    assert cue_of(mended(statement), ("Ovo",)) == "change"  # (the policy reads a statement mended: ledger.mend)


def test_the_typos_are_no_english_words_and_keep_the_first_letter() -> None:
    assert {"switched", "changed", "witched", "hanged", "chanted", "stared", "loner", "mean", "moved"}.isdisjoint(TYPOS)
    assert all(t[0] == w[0] for t, w in TYPOS.items())


@pytest.mark.parametrize(("old", "value", "statement"), [
    ("1200", "1350", "rent went up to 1350 in March"), ("1200", "1100", "landlord reduced it to 1100, finally"),
    ("6000", "6500", "工资涨到 6500 了"), ("car", "train", "got rid of the car, so the commute is by train now"),
])
def test_an_amount_that_rose_or_fell_and_what_holds_now_supersede(old: str, value: str, statement: str) -> None:
    assert second(old, value, statement) == "superseded"


def test_now_and_then_is_no_change() -> None:
    assert second("tram", "bus", "it's the bus now and then, mostly tram") == "conflict"


def test_a_rise_dated_ahead_supersedes_from_its_date() -> None:
    assert second("1200", "1290", "new lease signed: rent 涨到 1290 from 1 July", valid_from=NOW + timedelta(days=30)) == "superseded"


@pytest.mark.parametrize("statement", ["我老公跳槽去字节了", "他上个月跳到字节了"])
def test_a_job_hop_on_the_partners_key_supersedes(statement: str) -> None:
    assert second("腾讯", "字节", statement, "family.partner_employer") == "superseded"


# -- an English verb ending a value in a Chinese sentence ------------------------------------------------------------

@pytest.mark.parametrize(("value", "statement"), [
    ("Spotify", "Spotify 我上个月 cancel 了"), ("Keep", "Keep 会员 unsubscribe 了"), ("小李", "做饭的小李我们不请了，自己做"),
])
def test_an_ending_in_mixed_chinese_ends_the_value(value: str, statement: str) -> None:
    assert ends(statement, value)
    assert second(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [("Spotify", "我妹把 Spotify cancel 了"), ("阿姨", "今天先不请阿姨了")])
def test_someone_elses_or_a_days_ending_ends_nothing(value: str, statement: str) -> None:
    assert not ends(statement, value)


# -- what a statement names without asserting it --------------------------------------------------------------------

@pytest.mark.parametrize(("old", "value", "statement"), [
    ("Leeds", "Bali", "if money were no object we'd retire to Bali and never work again"),
    ("杭州", "厦门", "要是能远程，我就搬去厦门住"),
    ("6:30", "4am", "nothing says fun like a 4am alarm, said no one ever"),
    ("Leeds", "the gym", "I practically live at the gym these days. jk, still in Leeds"),
])
def test_a_wish_a_sarcasm_or_a_joke_taken_back_is_not_stored(old: str, value: str, statement: str) -> None:
    assert second(old, value, statement) == "rejected"


@pytest.mark.parametrize(("value", "statement"), [
    ("Lisbon", "I live in Lisbon, no kidding"), ("Lisbon", "if you need me, I live in Lisbon"),
    ("厦门", "如果有事，我就在厦门"), ("Java", "I'm on Java again"),
])
def test_an_assertion_beside_those_words_is_stored(value: str, statement: str) -> None:
    assert second("Porto", value, statement) != "rejected"


def test_a_rhetorical_question_repeats_the_value() -> None:
    assert second("杭州", "杭州", "我不在杭州还能在哪，天天加班") == "reinforced"


@pytest.mark.parametrize(("value", "statement"), [
    ("Arup", "my husband says he's moved to Arup, loves it"), ("字节", "我老公说他去了字节，刚入职"),
])
def test_a_relatives_own_news_under_the_users_key_is_refused(value: str, statement: str) -> None:
    assert second("Google", value, statement, "work.employer") == "rejected"


def test_a_relatives_advice_about_the_user_is_the_users() -> None:
    assert second("Google", "Arup", "my husband says I should have joined Arup; I did, last week", "work.employer") != "rejected"


def test_a_request_not_to_keep_a_named_value_is_refused() -> None:
    assert refusal("St Anne's", "don't save St Anne's as the school pls, that was for a form") == "retraction"
