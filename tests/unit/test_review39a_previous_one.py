"""Review 39a, class "previous one": -51 reads a new employer or school (跳槽, 入职, 调到, 转学) anywhere in the
statement as the user's new value given (8ae2a09), and a request to delete the previous message is let through.

DOMAIN.md section 2 and 6: a retraction ("forget that") is an erasure, never stored. -51 (`ledger/gate.py`
`_NEW_GIVEN`, read by `_of_an_item_or_the_old_value` through `_a_new_value` and the `old and _NEW_GIVEN` test) takes
"上一个 / 上一家 / 之前那个 删掉" beside any of those words for the old value dropped after a change. But the word is
negated ("我没调到北京", "不是调到北京"), not done ("跳槽的事还没定", "跳槽没成"), or someone else's ("调到北京的是我老
公", "是我朋友跳槽去了字节"): no new value of the user's, so "delete the previous one" is the previous message withdrawn,
a retraction, as -50 refused it.
"""

from __future__ import annotations

import pytest
from one_fact import refusal


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("work.city", "北京", "之前那个删掉，不是调到北京", id="REGRESSION-zh-bushi-diaodao"),
    pytest.param("work.city", "北京", "原来那个删掉吧，我没调到北京", id="REGRESSION-zh-mei-diaodao"),
    pytest.param("work.employer", "字节", "上一家删掉吧，跳槽没成", id="REGRESSION-zh-tiaocao-meicheng"),
    pytest.param("school", "北京", "之前那个删掉，转学的事还没定", id="REGRESSION-zh-zhuanxue-haimeiding"),
    pytest.param("work.city", "北京", "之前那个删掉，调到北京的是我老公", id="REGRESSION-zh-laogong-diaodao"),
    pytest.param("work.employer", "字节", "上一个删掉，是我朋友跳槽去了字节", id="REGRESSION-zh-pengyou-tiaocao"),
])
def test_the_previous_message_withdrawn_is_a_retraction(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "retraction"
