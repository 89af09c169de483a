"""Policy 2026.12-17: defects the fifth blind set found (bench/quality_blind5.py: the user's whole message as the
statement, with one value extracted from it), each tested here with other values and wording than that set's."""

from __future__ import annotations

from typing import Any

import pytest
from one_fact import decided

from ledger.assertion import unasserted
from ledger.cues import cue_of
from ledger.gate import check, one_off, retraction


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Graz", "Linz", "we switched the whole team to Kotlin in spring. I live in Linz btw"),
    ("Rust", "Zig", "The lab moved to the new campus last month. My side project is in Zig."),
    ("海淀", "朝阳", "公司上个月搬到望京了。我住朝阳，通勤还行"),
])
def test_a_cue_about_another_fact_of_the_message_is_no_cue_for_this_one(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Graz", "Linz", "Big news: we moved! Linz is home now, the flat is tiny"),
    ("Graz", "Linz", "Last month we moved to Linz. The boxes are still everywhere."),
    ("Dr. Meyer", "Dr. Maier", "Sorry, I mixed up the spelling: my GP is Dr. Maier. Meyer is a friend."),
])
def test_a_cue_in_the_values_sentence_or_without_object_still_counts(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) in ("superseded", "corrected")


def test_values_not_named_leave_every_cue_read() -> None:
    assert cue_of("we moved last month, long story", ("Linz", "Graz")) == "change"
    assert cue_of("we moved to Go last year. anyway I live in Linz", ("Linz", "Graz")) is None
    assert cue_of("we moved to Go last year. anyway I live in Linz") == "change"  # no values given: as before


@pytest.mark.parametrize("statement", [
    "My cousin just moved to Bremen 🎉 helping her this weekend", "我表姐上周搬到长沙了，我周末去帮忙",
])
def test_someone_elses_move_in_a_message_with_emoji_or_kin(statement: str) -> None:
    assert cue_of(statement) is None


@pytest.mark.parametrize("statement", [
    "I was never a nurse, I've always been a paramedic 🙂", "I've always lived in Perth, Scotland, never in Australia",
    "sorry for the mixup, it's Kobo", "生日你记反了，是 5 月 4 号",
])
def test_more_correction_wording(statement: str) -> None:
    assert cue_of(statement) == "correction"


def test_a_url_query_asks_nothing() -> None:
    assert not unasserted("I fetch https://example.org/api?city=berlin&units=metric daily, no token needed",
                          "https://example.org/api")
    assert unasserted("Do you use https://example.org/api? no idea", "https://example.org/api")


def _gate(value: Any, statement: str) -> str | None:
    r = check(key="note", value=value, statement=statement, evidence={}, source="user_stated", kind="profile",
              scope="global", allow_external=False)
    return None if r is None else r.reason


@pytest.mark.parametrize(("value", "statement"), [
    ("bank", "the code they sent is um 4 4 hang on 9 0 yes 449021 for the bank"),
    ("移动", "验证码是 三七一 零九二 帮我填一下"),
    ("Trezor", "My Trezor backup words: amber quiet lunar socket river fabric gentle orbit canyon melody plastic hover"),
])
def test_secrets_read_out_in_a_message_are_refused(value: str, statement: str) -> None:
    assert _gate(value, statement) == "prohibited_content"


@pytest.mark.parametrize("statement", ["学校信息用完请忘掉", "这个我不想存着", "病史别记下"])
def test_more_chinese_requests_to_forget(statement: str) -> None:
    assert retraction(statement)


def test_no_retraction_in_a_plain_chinese_statement() -> None:
    assert not retraction("我记得他住在杭州")


# A trip or an evening elsewhere in the message is what is temporary, not the value stored from it
@pytest.mark.parametrize(("value", "statement"), [
    ("Porto", "I live in Porto now. Just for tonight, find me a table near the river."),
    ("oat latte", "Switched to oat latte for good. Only for this trip, book the airport lounge."),
    ("Kotlin", "Our Android app is Kotlin. Tonight only: no deploys."),
    ("杭州", "我住杭州。下周去深圳出差，帮我订酒店"),
    ("豆浆", "早餐以后都喝豆浆了。今晚要加班，帮我点个外卖"),
])
def test_a_time_or_trip_about_another_thing_is_no_one_off_for_the_value(value: str, statement: str) -> None:
    assert not one_off(statement, value)
    assert check(key="k", value=value, statement=statement, evidence={}, source="user_stated", kind="preference",
                 scope="global", allow_external=False, context={}) is None


@pytest.mark.parametrize(("value", "statement"), [
    ("steak", "Steak just for tonight, please."),
    ("the company card", "Only for this trip use the company card."),
    ("Zoom", "Use Zoom. Just for tonight."),  # the phrase ends its sentence: it speaks of the message
    ("Java", "I live in Porto. Just this once, use Java."),
    ("Java", "Let's do Java. This time only, the client insists."),  # an explicit one-off counts anywhere
    ("杭州", "明天去杭州出差，酒店订西湖边"),
    ("粤语", "我住杭州。这次用粤语回复"),
])
def test_a_one_off_about_the_value_or_the_whole_message_still_counts(value: str, statement: str) -> None:
    assert one_off(statement, value)
    assert one_off(statement)  # without the value: every one-off phrase counts
