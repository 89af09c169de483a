"""Defects the ninth blind set found (bench/quality_blind9.py: health and safety), each tested here with other values
and wording than that set's."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from ledger.assertion import unasserted
from ledger.gate import check
from ledger.policy import Candidate, decide

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def refusal(value: Any, statement: str, key: str = "k", kind: str = "profile") -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind=kind, scope="global",
              allow_external=False, context={})
    return None if r is None else r.reason


def first(key: str, value: str, statement: str) -> str:
    return decide([], Candidate(key, value, statement, "user_stated", "safety", "many", NOW)).decision


@pytest.mark.parametrize(("value", "statement"), [
    ("sesame", "My daughter reacted to sesame at lunch, the paediatrician says it's an allergy"),
    ("penicillin", "My husband is allergic to penicillin, remember that for his prescriptions"),
    ("乳糖", "我女儿乳糖不耐受，奶粉要换"),
    ("痛风", "我爸有痛风，少吃海鲜"),
])
def test_a_relatives_health_fact_under_the_users_own_key_is_refused(value: str, statement: str) -> None:
    assert first("health.allergy", value, statement) == "rejected"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("family.daughter.allergy", "sesame", "My daughter reacted to sesame at lunch, the paediatrician says it's an allergy"),
    ("health.allergy", "sesame", "My daughter and I are both allergic to sesame"),
    ("health.allergy", "sesame", "My mum noticed I react to sesame, and the allergist confirmed I'm allergic"),
    ("safety.nearest_er", "仁济医院", "孩子发烧的话，最近的急诊是仁济医院"),
])
def test_the_users_own_or_the_relatives_key_keeps_the_fact(key: str, value: str, statement: str) -> None:
    assert first(key, value, statement) == "added"


@pytest.mark.parametrize("statement", ["Picked up a stomach bug today, cancel my 3pm", "今天嗓子疼，晚上的饭局推了",
                                       "这两天有点咳嗽，少给我排会"])
def test_an_illness_of_the_day_is_temporary(statement: str) -> None:
    assert refusal("x", statement, "health.condition", "safety") == "temporary_outside_task_scope"


def test_a_lasting_condition_is_stored() -> None:
    assert refusal("asthma", "I've had asthma since I was a kid", "health.condition", "safety") is None


@pytest.mark.parametrize("statement", ["Clinic account: j.tan / Heal4321 for the app", "the lab texted me 481920 to log in"])
def test_more_credentials_in_health_contexts_are_refused(statement: str) -> None:
    assert refusal("x", statement) == "prohibited_content"


def test_undecided_is_not_said_after_all() -> None:
    assert unasserted("医生建议下个月可能开始吃二甲双胍，我还在考虑", "二甲双胍")
    assert not unasserted("医生说我可能会不吃二甲双胍，但我还在吃二甲双胍", "二甲双胍")
