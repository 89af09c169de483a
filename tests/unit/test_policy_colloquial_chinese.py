"""Defects the eighth blind set found (bench/quality_blind8.py: Chinese as typed into a chat app: Traditional
characters, Cantonese, no punctuation, slang), each tested here with other values and wording than that set's."""

from __future__ import annotations

from typing import Any

import pytest
from one_fact import decided

from ledger.assertion import unasserted
from ledger.gate import check
from ledger.script import folded, lowered


def refusal(value: Any, statement: str, key: str = "k", kind: str = "profile") -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind=kind, scope="global",
              allow_external=False, context={})
    return None if r is None else r.reason


@pytest.mark.parametrize(("text", "read"), [
    ("我換成 Android 了", "我换成 Android 了"),
    ("我轉咗去做銷售 而家喺九龍灣返工", "我转了去做销售，现在在九龙湾返工"),  # (a space between Chinese: a pause)
    ("我唔係住荃灣嘅", "我不是住荃湾的"),
    ("沒有關係", "没有关系"),  # 係 in 關係 is no Cantonese "is"
    ("Ｒｕｓｔ 很好", "Rust 很好"),
])
def test_traditional_and_cantonese_read_as_simplified_in_place(text: str, read: str) -> None:
    assert folded(text) == read
    assert len(lowered(text)) == len(text)


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("華碩", "聯想", "我換成聯想了 華碩那台送人", "superseded"),
    ("太古", "九龍灣", "我搬咗去九龍灣喇", "superseded"),
    ("會計", "銷售", "你記錯咗 我唔係做會計 一直都係做銷售", "corrected"),
])
def test_traditional_and_cantonese_cues(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("value", "statement"), [
    ("github", "机器人的 ClientSecret 是 9d2b7e4a1c8f3e6b0a5d2c9f7e1b4a8d 帮我配一下"),
    ("工行信用卡", "工行信用卡背面那三个数是 318 我老记不住"),
    ("知乎", "知乎cookie里 sessionid=a81f9c3e7d2b4a6f 你帮我写个脚本"),
    ("邮箱", "邮箱密码我刚改成 qy7731mail 了 帮我记着"),
    ("家里", "屋企wifi密碼係hk2233home 記住"),
])
def test_more_secrets_are_refused(value: str, statement: str) -> None:
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("security.password_habit", "用密码管理器", "密码我都交给密码管理器 自己一个都不记"),
    ("finance.card", "建行卡", "建行卡背面有个签名栏 我一直没签"),
    ("k", "x", "Session 管理这块我们用 Redis"),
])
def test_harmless_mentions_of_secrets_are_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize("statement", ["唔好記住我電話號碼呀 當我冇講過", "帮我从记忆里删掉我的地址", "当我没说过 这个别存"])
def test_cantonese_and_colloquial_requests_to_forget_are_refused(statement: str) -> None:
    assert refusal("x", statement) == "retraction"


def test_a_week_away_with_the_day_of_return_is_temporary() -> None:
    assert refusal("居家办公", "这个礼拜在老家 居家办公 礼拜一就回公司了") == "temporary_outside_task_scope"
    assert refusal("居家办公", "我们公司以后都居家办公了") is None


@pytest.mark.parametrize(("value", "statement", "expected"), [
    ("成都", "我妈搬到成都了 跟我小姨住一块", True),
    ("Leeds", "My sister moved to Leeds last spring", True),
    ("成都", "我跟我妈一起搬到成都了", False),
    ("成都", "为了离我爸妈近一点 我搬到成都了", False),
    ("Rust", "听说很多团队都迁到 Rust 了", False),  # hearsay clashes, as before: not a person's move
])
def test_someone_elses_move_does_not_assert_the_value(value: str, statement: str, expected: bool) -> None:
    assert unasserted(statement, value) is expected


def test_a_key_about_that_person_takes_their_move() -> None:
    assert unasserted("我妈搬到成都了", "成都", others=False) is False


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("温州", "湖州", "是湖州 不是温州 别再搞错啦"),
    ("宁波", "绍兴", "我哪有搬去宁波 一直在绍兴好吗"),
    ("Braga", "Porto", "It's Porto, not Braga"),
    ("李敏", "李珉", "输入法的锅 我叫李珉 王字旁的珉"),
    ("黄浦区", "静安区", "语音转错了 静安区"),
])
def test_the_held_value_denied_beside_the_new_one_is_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Python", "Java", "I don't use Python, I use Java"),  # a habit denied: maybe a change, so a clash as before
    ("宁波", "绍兴", "我在绍兴"),
])
def test_without_a_denial_of_what_it_is_a_clash_stays_a_conflict(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


def test_working_from_home_today_is_temporary() -> None:
    assert refusal("家", "今天wfh 不去公司了 在家写周报") == "temporary_outside_task_scope"


@pytest.mark.parametrize(("value", "statement", "cardinality"), [
    ("喝酒", "酒早戒了 半年没碰", "many"),
    ("原神", "原神早就卸了 彻底退坑", "many"),
    ("宝马X3", "X3 卖了 现在骑电动车", "one"),
    ("滴滴代驾", "滴滴那边被毕业了 在家躺平", "one"),
    ("送快递", "快递不送了 以后也不送了", "one"),
    ("布偶猫", "布偶猫送给我表姐了", "many"),
])
def test_a_value_named_short_ends_when_told_so(value: str, statement: str, cardinality: str) -> None:
    assert decided(value, value, statement, cardinality) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("王者荣耀", "王者荣耀又更新了 晚上接着玩"),  # named in full, and nothing ended
    ("喝酒", "酒量不行 但还是喝"),
])
def test_no_ending_without_a_cue_for_it(value: str, statement: str) -> None:
    assert decided(value, value, statement, "many") == "reinforced"


def test_a_closing_particle_asks_nothing() -> None:
    assert decided("海淀", "昌平", "我们上个月搬到昌平了 离我爸妈近 反正都是打工人嘛") == "superseded"
    assert decided("海淀", "昌平", "你们上个月搬到昌平了吗") != "superseded"


def test_the_value_a_change_went_to_is_not_what_stopped() -> None:
    assert decided("百度网盘", "阿里云盘", "文件都迁到阿里云盘上了 百度网盘不续了") == "superseded"


def test_more_short_names_and_trips() -> None:
    assert decided("素食", "素食", "不吃素了 医生让多吃点肉") == "invalidated"
    assert refusal("杭州", "这个礼拜在杭州出差 周五回来") == "temporary_outside_task_scope"


def test_a_session_key_named_in_prose_is_no_cookie() -> None:
    assert refusal("design", "rows are keyed by session_id: immutable, never reused") is None
    assert refusal("cookie", "cookie sessionid=9f2c7a1be4d05f38 for the scraper") == "prohibited_content"
