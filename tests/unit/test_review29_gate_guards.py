"""Guards for review 29's fixes of whose fact a note states (`ledger/people.py`), the day's reason before working from
home and a meeting away (`ledger/gate.py`), camel-case credential names (`ledger/secrets.py`) and recall's Chinese
topic words (`projections/recall.py`): the narrowed readings still do what they were written for."""

from __future__ import annotations

import pytest
from one_fact import refusal, view

from projections.recall import lexical_relevance


@pytest.mark.parametrize(("value", "statement", "key"), [
    # a bare pronoun in a note about the user, no one else introduced: the user
    ("杭州", "用户说他住在杭州", "home.city"),
    ("销售组", "备注：用户提到她调到销售组了", "work.team"),
    # what the user is, not another person introduced
    ("nights", "User is a nurse; she works nights", "work.shift"),
    ("Berlin", "The user is a teacher. She lives in Berlin", "home.city"),
    # a bare client or doctor: the subject of a customer service's note, the doctor telling the user's own
    ("企业版", "客户 C-10293 用的是企业版", "plan.edition"),
    ("猫毛", "去朋友家撸猫，眼睛肿成核桃，医生说是猫毛过敏，记一下", "health.allergy"),
    ("阿司匹林", "医生开了阿司匹林，每天一片", "health.medication"),
    ("低盐", "医生说我应该低盐饮食", "diet.preference"),
])
def test_the_users_own_fact_is_still_stored(value: str, statement: str, key: str) -> None:
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("杭州", "用户的女友住在杭州", "home.city"),
    ("Go", "我组长说我应该学Go", "stack.language"),
    ("Leeds", "User mentioned his landlord; the user told me he lives in Leeds", "home.city"),
])
def test_another_persons_fact_is_still_refused(value: str, statement: str, key: str) -> None:
    assert refusal(value, statement, key) == "value_not_asserted"


@pytest.mark.parametrize(("value", "statement"), [
    ("家", "今天下大雪，在家办公"),
    ("家", "今天孩子发烧，我只好在家办公"),
    ("home", "Snowing today, so working from home"),
    ("深圳", "今天在深圳开会"),
    ("昆明", "这两天在昆明开会，周日回来"),
])
def test_a_day_or_a_meeting_away_is_still_temporary(value: str, statement: str) -> None:
    assert refusal(value, statement, key="work.location") == "temporary_outside_task_scope"


@pytest.mark.parametrize("statement", [
    "SecretKey Vx4mQ9tR2wL7nK3pB8cJ5hY1dF6sG0aZ",
    "apiKey: 9f8e7d6c5b4a39281726",
    "accessToken: Qx9mZ2kL7vB4nR8tW1cY5hJ3",
    "clientSecret = 9f8e7d6c5b4a39281726abc",
    "AccessKeySecret: Gu5t9xGARNpq86cd98joQYCN3",
    "sessionToken 9f8e7d6c5b4a39281726x",
])
def test_a_credential_named_in_camel_case_is_still_refused(statement: str) -> None:
    assert refusal("see statement", statement, key="dev.notes") == "prohibited_content"


_POOL = [
    view("home", "home.city", "Lisbon", "I live in Lisbon"),
    view("job", "work.employer", "Acme", "I work at Acme"),
    view("lang", "languages.spoken", "Portuguese", "I speak Portuguese"),
    view("phone", "device.phone", "Pixel 8", "My phone is a Pixel 8"),
]


@pytest.mark.parametrize(("query", "wanted"), [
    ("我住在哪？", "home"),
    ("我的单位在哪？", "job"),
    ("我在哪家公司上班？", "job"),
    ("我平时说什么语言？", "lang"),
    ("我的电话是什么型号？", "phone"),
])
def test_a_chinese_question_still_asks_for_its_topic(query: str, wanted: str) -> None:
    assert wanted in lexical_relevance(query, _POOL)
