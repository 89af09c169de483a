"""Policy -54, fixer b: review 40b's "the clause beside a withdrawn message" (`ledger/gate.py::_of_another_message`).

The value's clause beside "上一条删掉" / "delete my last message" is the user's value, stored, unless it says the value
was wrong, gives it to someone else, or denies it (then it is the reason for the withdrawal: a retraction, -52 kept):
- the user among the people of the clause ("我和我老公都在杭州", "My husband and I moved to Leeds", "I live in Leeds
  with my wife") makes the value the user's too; a possessive ("我们家孩子", "our son") or a telling ("我跟你说") does not;
- a negation denies the value only when the value is in its scope: not one closed before it (了, 现在, "now", "but"),
  one after it negating another value ("不在苏州", "not Bradford") or a leaving or a change ("没搬过", "never moved"),
  nor a leaving before it ("我从没离开过杭州", "I never left Leeds");
- "ignore / disregard my last message" withdraws the message before as "delete my last message" does, so a value
  called a typo beside it is refused (DOMAIN 2: never true) and a value stated beside it stored.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, stored

A = "health.allergy"


@pytest.mark.parametrize(("key", "value", "statement", "kind"), [
    # the user with other people
    ("home.city", "杭州", "我跟我爸妈一起住在杭州，上一条删掉", "profile"),
    ("home.city", "成都", "我和女朋友搬到成都了，刚才那条删掉", "profile"),
    ("home.city", "Bristol", "Me and my girlfriend live in Bristol, delete my last message", "profile"),
    ("home.city", "Bristol", "My wife and I live in Bristol now, please delete my previous message", "profile"),
    ("home.city", "York", "We live in York with my parents, delete my last message", "profile"),
    (A, "peanuts", "My sister and I are both allergic to peanuts, delete my last message", "safety"),
    (A, "花生", "我们俩都对花生过敏，上一条删掉", "safety"),
    # a negation of another value, of a leaving or a change, or closed before the value
    ("home.city", "深圳", "我在深圳不在广州，刚发的删掉", "profile"),
    ("stack.language", "Go", "我用Go不用Java，上一条删掉", "profile"),
    ("stack.language", "Go", "We use Go not Java, delete my last message", "profile"),
    ("home.city", "杭州", "我从没离开过杭州，上一条删掉", "profile"),
    ("home.city", "Leeds", "I never left Leeds, delete my last message", "profile"),
    ("home.city", "Leeds", "I've lived in Leeds for years and never moved, delete my last message", "profile"),
    ("home.city", "杭州", "我不住上海了现在住杭州，刚才那条删掉", "profile"),
    ("home.city", "Leeds", "I don't live in York now I live in Leeds, delete my last message", "profile"),
    # "ignore my last message" beside a value stated
    (A, "shellfish", "Ignore my last message, I am allergic to shellfish", "safety"),
    ("home.city", "Leeds", "Ignore my previous message, I live in Leeds not Bradford", "profile"),
    ("home.city", "Leeds", "Ignore my last message — I live in Leeds", "profile"),
    ("home.city", "Leeds", "Delete my last message - I live in Leeds", "profile"),
])
def test_the_users_value_beside_a_withdrawn_message_is_stored(key: str, value: str, statement: str, kind: str) -> None:
    assert stored(key, value, statement, kind)


@pytest.mark.parametrize(("key", "value", "statement", "kind"), [
    # said wrong beside "ignore / disregard my last message"
    (A, "shellfish", "Shellfish was a typo, ignore my last message", "safety"),
    (A, "shellfish", "Please disregard my previous message, shellfish was a mistake", "safety"),
    ("home.city", "Leeds", "Leeds was wrong, just ignore my last message", "profile"),
    (A, "shellfish", "Ignore my last message", "safety"),
    # denied, or someone else's, beside it
    (A, "shellfish", "Ignore my last message, I'm not allergic to shellfish", "safety"),
    (A, "shellfish", "Ignore my last message, it's my son who's allergic to shellfish", "safety"),
    # guards: a possessive or a telling is no "the user with them"
    (A, "花生", "我们家孩子对花生过敏，上一条删掉", "safety"),
    (A, "花生", "我们孩子对花生过敏，上一条删掉", "safety"),
    ("home.city", "杭州", "我跟你说，我老公住杭州，上一条删掉", "profile"),
    # guards: the value in the negation's scope stays denied
    ("home.city", "杭州", "杭州不是我家，上一条删掉", "profile"),
    ("home.city", "杭州", "我没搬到杭州，上一条删掉", "profile"),
    ("home.city", "杭州", "我不住杭州了，上一条删掉", "profile"),
    ("home.city", "Leeds", "Leeds isn't where I live, delete my last message", "profile"),
    ("home.city", "York", "I never moved to York, delete my last message", "profile"),
    (A, "花生", "我对花生从来不过敏，上一条删掉", "safety"),
])
def test_a_withdrawal_for_what_its_clause_denies_is_a_retraction(key: str, value: str, statement: str,
                                                                 kind: str) -> None:
    assert refusal(value, statement, key, kind) == "retraction"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # a telling of someone else's words is no request: not a retraction
    ("home.city", "Leeds", "He told me to ignore my last message, I live in Leeds"),
    ("home.city", "Leeds", "I live in Leeds, my boss said to ignore the previous message from HR"),
])
def test_ignore_told_of_is_no_request(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None
