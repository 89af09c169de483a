"""Review 39b, class: the speaker's Chinese pastime given up for good read as paused or as another's (REGRESSIONS).

DOMAIN 2: the speaker's own "不V…了" (no longer does it) ends the held pastime (a change: its valid time ends); only a
pause or someone else's ending leaves it held. Policy -51 (commit 45eeae8, `ledger/endings.py`) reads three new signs
of a pause without their sense:

- `_FOR_A_WHILE`'s seasons (今年冬天, 这个学期, 今年春天 …) also where the season is when the ending STARTED, for good:
  "从这个冬天开始就不滑雪了，膝盖不行了", "这个学期开始不喝咖啡了，以后都不喝了";
- `_AGAIN_LATER_ZH` takes any "下个月 / 明年 / 下周 再去" for the verb taken up again, though what is gone to is
  another pastime: "我不打网球了，下个月再去学高尔夫" (quit tennis, next month I'll go learn golf);
- `_HE_SHE_ZH` takes 他/她 opening the clause for its subject, though it is the subject of a clause of time and the
  speaker the one who stopped: "她出生以后就不滑雪了" (since she was born, [I] stopped skiing).
-50 ended the pastime in every one of these.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("滑雪", "从这个冬天开始就不滑雪了，膝盖不行了", id="REGRESSION-from-this-winter-on-no-skiing"),
    pytest.param("游泳", "今年夏天起就不游泳了，以后也不游了", id="REGRESSION-from-this-summer-never-again"),
    pytest.param("咖啡", "这个学期开始不喝咖啡了，以后都不喝了", id="REGRESSION-from-this-term-no-coffee-ever"),
    pytest.param("跑步", "今年春天就不跑步了，医生说膝盖不能再跑", id="REGRESSION-since-this-spring-knee-cannot-run"),
    pytest.param("网球", "我不打网球了，下个月再去学高尔夫", id="REGRESSION-quit-tennis-next-month-learn-golf"),
    pytest.param("足球", "我不踢足球了，下周再去报个羽毛球班", id="REGRESSION-quit-football-next-week-badminton"),
    pytest.param("滑雪", "她出生以后就不滑雪了", id="REGRESSION-since-she-was-born-no-skiing"),
])
def test_the_speakers_pastime_given_up_is_ended(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "invalidated"
