"""Policy 2026.12-40: the twentieth blind set's misses (`bench/quality_blind20.py`, a fourth sample weighted to recall;
first blind run on 0f9ef46: pairs 95.0%, gate 100%, recall@3 78.1%, 6.2% stale in the top 3, stories 83.3%), each as
the rule it broke, with a look-alike that must keep its old reading."""

from __future__ import annotations

import pytest
from one_fact import decided, refusal, view

from projections.recall import lexical_relevance


def test_what_not_to_use_from_now_on_with_what_instead_is_a_change() -> None:
    assert decided("表格", "大白话", "以后别用表格了，就用大白话讲，我在手机上看表格费劲") == "superseded"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("护师", "主管护师", "我升主管护师了，今年刚评上", "superseded"),
    ("经理", "高级经理", "我升高级经理了", "superseded"),
    ("护师", "主管护师", "我是主管护师", "refined"),
    ("护师", "主管护师", "我升主管护师的事黄了，还是主管护师的活干着", "refined"),
])
def test_a_chinese_promotion_to_a_title_holding_the_old_one_is_a_change(old: str, new: str, statement: str,
                                                                      expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("value", "statement"), [
    ("北海", "这个礼拜跟团在北海玩，下周一回柳州"),
    ("黄石", "这几天在黄石陪我妈看病，周末回咸宁"),
])
def test_a_few_days_away_with_the_day_of_return_is_temporary(value: str, statement: str) -> None:
    assert refusal(value, statement, key="home.city") == "temporary_outside_task_scope"


def test_a_move_with_a_trip_back_is_lasting() -> None:
    assert refusal("北海", "这周搬到北海了，周末回柳州拿东西", key="home.city") is None


@pytest.mark.parametrize(("value", "statement", "expected"), [
    ("DAZN", "Ho disdetto DAZN, non lo pago più", "invalidated"),
    ("Canal+", "J'ai résilié Canal+", "invalidated"),
    ("HBO", "Cancelé HBO el mes pasado", "invalidated"),
    ("DAZN", "Non ho disdetto DAZN, lo pago ancora", "reinforced"),
    ("红薯", "红薯以后不种了，卖不上价", "invalidated"),
    ("红薯", "红薯还种着，不卖了都自己吃", "reinforced"),
])
def test_a_cancellation_in_another_language_and_a_crop_no_longer_grown_end(value: str, statement: str,
                                                                           expected: str) -> None:
    assert decided(value, value, statement, cardinality="many") == expected


_FACTS = [
    view("diet", "diet.type", "pescatarian", "I eat fish but no meat"),
    view("avoid", "diet.avoid", "onion and garlic", "I don't eat onion or garlic, I keep a sattvic diet"),
    view("car", "devices.car", "Dacia Jogger", "Got a Dacia Jogger for the family"),
    view("qualification", "work.qualification", "IRTEC Level 3", "Passed my IRTEC Level 3 last spring"),
    view("volunteering", "volunteering", "repair café", "I volunteer at the repair café on Saturday mornings"),
    view("harvest", "farm.harvest_time", "十一月底", "脐橙一般十一月底开摘"),
    view("day_off", "shop.day_off", "周三休息", "休息日改成周三了，周二客人反而多"),
    view("refunds", "payment.card_last4", "4417", "Refunds go to the card ending 4417"),
]


@pytest.mark.parametrize(("query", "wanted"), [
    ("Can I have the lamb shank at the staff Christmas do?", "diet"),
    ("Can I have the pesto pasta at the retreat lunch?", "avoid"),
    ("Which motor do I put on the hospital parking permit form?", "car"),
    ("What certificate do I hold for inspecting the buses?", "qualification"),
    ("What charity work am I still doing?", "volunteering"),
    ("橙子大概啥时候能下树？", "harvest"),
    ("我店哪天关门歇业？", "day_off"),
])
def test_a_question_in_other_words_finds_its_fact(query: str, wanted: str) -> None:
    """Among the two most relevant (a dish asks for what the user eats and what they avoid alike)."""
    relevance = lexical_relevance(query, _FACTS)
    assert relevance.get(wanted, 0.0) >= sorted(relevance.values())[-2:][0] > 0


@pytest.mark.parametrize(("query", "unrelated"), [
    ("Can I have a refund for the lamb shank?", "diet"),
    ("What's the motor insurance renewal date?", "car"),
    ("What certificate do I hold for inspecting the buses?", "volunteering"),
    ("我店哪天关门歇业？", "harvest"),
])
def test_those_words_give_no_other_fact_relevance(query: str, unrelated: str) -> None:
    assert unrelated not in lexical_relevance(query, _FACTS)
