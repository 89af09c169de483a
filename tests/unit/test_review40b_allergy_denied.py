"""Review 40b, class "an allergy read as denied": mine52b's `CONDITION_DENIED` (`ledger/clauses.py`), read by
`ledger/policy.py::_condition_denied`, takes any "not/never/n't" up to two words before "allergic", and any 不 / 没 / 从不
up to eight characters before 过敏, for a denial of the allergy itself, and refuses the user's allergy
(`value_not_asserted`). But "not just allergic to peanuts", "I'm not kidding I'm allergic", "Didn't realise I'm
allergic", "我吃不了花生会过敏" (I can't eat peanuts, I'd react), "我从不吃花生因为过敏" (I never eat peanuts because I'm
allergic), "我对花生不是一般的过敏" (seriously allergic) all state the allergy.

By DOMAIN 2 / 4 the user's stated allergy is a safety fact that must be stored (a high-risk kind; losing it is the
costliest error); only a denial of the condition ("I'm not allergic to peanuts") states no value.

REGRESSION: -51 and -50 store each of these; -52 rejects them (`value_not_asserted`).
"""

from __future__ import annotations

import pytest
from one_fact import stored


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("peanuts", "I'm not just allergic to peanuts but to all tree nuts", id="REGRESSION-not-just-allergic"),
    pytest.param("peanuts", "I'm not only allergic to peanuts, it's all nuts", id="REGRESSION-not-only-allergic-comma"),
    pytest.param("peanuts", "I'm not only allergic to peanuts", id="REGRESSION-not-only-allergic"),
    pytest.param("cats", "I'm not kidding I'm allergic to cats", id="REGRESSION-not-kidding-im-allergic"),
    pytest.param("peanuts", "Didn't realise I'm allergic to peanuts until last week", id="REGRESSION-didnt-realise"),
    pytest.param("bee stings", "Never knew I'm allergic to bee stings until yesterday", id="REGRESSION-never-knew"),
    pytest.param("花生", "我吃不了花生会过敏", id="REGRESSION-zh-chi-bu-liao-hui-guomin"),
    pytest.param("芒果", "我碰不了芒果会过敏", id="REGRESSION-zh-peng-bu-liao-hui-guomin"),
    pytest.param("海鲜", "我不能吃海鲜会过敏", id="REGRESSION-zh-bu-neng-chi-hui-guomin"),
    pytest.param("花生", "我从不吃花生因为过敏", id="REGRESSION-zh-cong-bu-chi-yinwei-guomin"),
    pytest.param("花生", "我对花生不是一般的过敏", id="REGRESSION-zh-bu-shi-yiban-de-guomin"),
])
def test_a_stated_allergy_is_stored(value: str, statement: str) -> None:
    assert stored("health.allergy", value, statement, kind="safety")
