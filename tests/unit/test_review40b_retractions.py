"""Review 40b, class "the clause beside a withdrawn message": fix52c's `_NOT_STATED` (`ledger/gate.py`, read by
`_of_another_message`) keeps the value of a clause beside "上一条删掉" / "delete my last message" only when no negation
and no other person stands in the value's clause. It reads any 不/没/not there, and any person word, as the value
said wrong, negated or someone else's, so the user's own value is refused as the retraction:
- the user with someone else ("我和我老公都在杭州", "My husband and I moved to Leeds"): the user is among them (the
  same commit's `_WITH_ME_ZH` knows it for the new-value cue, `_NOT_STATED` does not);
- a negation of another value or of a move, not of the value ("我住杭州不在苏州", "I live in Leeds not Bradford",
  "我一直住杭州没搬过").

By DOMAIN 2 / 6 the request withdraws the message before; this message's own statement of the user's value is stored
(-51 does, and -52 does it for "我住杭州，上一条删掉").

REGRESSION: -51 stores each; -52 refuses it (`retraction`). MISS: an English value called a typo beside the
withdrawal ("Peanuts was a typo, ignore my last message") is stored as an allergy by every version, the case the
rule's own comment names (DOMAIN 2: a value the user says was wrong is never true).
"""

from __future__ import annotations

import pytest
from one_fact import stored


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("home.city", "杭州", "我和我老公都在杭州，上一条删掉", id="REGRESSION-zh-wo-he-laogong"),
    pytest.param("home.city", "杭州", "我和我老婆住杭州，上一条删掉", id="REGRESSION-zh-wo-he-laopo"),
    pytest.param("home.city", "杭州", "我跟我妈住在杭州，上一条删掉", id="REGRESSION-zh-wo-gen-wo-ma"),
    pytest.param("home.city", "杭州", "我和她一起搬到杭州了，上一条删掉", id="REGRESSION-zh-wo-he-ta-banle"),
    pytest.param("employer", "阿里", "我和同事一起跳槽到阿里了，上一条删掉", id="REGRESSION-zh-with-colleague-tiaocao"),
    pytest.param("home.city", "Leeds", "My husband and I moved to Leeds, delete my previous message",
                 id="REGRESSION-my-husband-and-i"),
    pytest.param("home.city", "杭州", "我住杭州不在苏州，上一条删掉", id="REGRESSION-zh-not-suzhou"),
    pytest.param("home.city", "杭州", "我不住苏州了现在住杭州，上一条删掉", id="REGRESSION-zh-no-longer-suzhou"),
    pytest.param("home.city", "杭州", "我一直住杭州没搬过，上一条删掉", id="REGRESSION-zh-never-moved"),
    pytest.param("home.city", "杭州", "我在杭州住了十年没离开过，上一条删掉", id="REGRESSION-zh-never-left"),
    pytest.param("home.city", "Leeds", "I live in Leeds not Bradford, delete my last message",
                 id="REGRESSION-leeds-not-bradford"),
])
def test_the_users_value_beside_a_withdrawn_message_is_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("peanuts", "Peanuts was a typo, ignore my last message", id="MISS-peanuts-was-a-typo"),
])
def test_a_value_called_wrong_beside_a_withdrawal_is_not_stored(value: str, statement: str) -> None:
    assert not stored("health.allergy", value, statement, kind="safety")
