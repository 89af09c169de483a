"""Review 37: the write gate's -47 / -48 exception to a request not to record (`ledger.gate`:
`_of_an_item_or_the_old_value`, `_ITEM_WANTED`, `_OLD_ONE`, `_NEW_GIVEN`, `_SAID_BEFORE`): a thing taken out, or the
old value dropped beside a new one, is no request not to record; what was said before, taken out, is one.

Regressions (REGRESSION: -46 on /work/old46 refused these as a retraction; -48 stores them):
- `_ITEM_WANTED` reads any 要 + a Han character anywhere in the message as an item wanted, so the user's own
  withdrawal followed by what they want to do next is stored: "我要换个说法", "要重新讲", "我要改一下",
  "我要保密" (-48's `_SAID_BEFORE` needs 说的 right before 那个; "刚才那个去掉，我要重新说一遍" is -48's own sentence
  without 说的);
- `_NEW_GIVEN` finds 新 inside 重新 ("start again"), so "以前那些全部删掉吧，我想重新开始", "之前那个删掉，我重新说" read as
  the old value dropped beside a new one given, where no new value is given at all.
DOMAIN 2 / 6: "forget that" is a retraction (erasure, not invalidation); the statement is not stored.

Misses (MISS: -46 and -48 both get them wrong): the statement before withdrawn in other words ("上一条去掉，我要重新说",
"把上一句去掉", "之前的对话都删掉"): a retraction, stored by both; and -47's own example of the old value dropped beside
a move ("搬到杭州了，原来的地址删掉吧", in `_of_an_item_or_the_old_value`'s docstring): the move is a fact to keep, refused
by both (`_NEW_GIVEN` has no 搬到).
"""

from __future__ import annotations

import pytest
from one_fact import refusal


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("花生", "刚才那个去掉，我要重新说一遍", id="REGRESSION-48s-own-sentence-without-shuode"),
    pytest.param("花生", "上面那个去掉吧，我要换个说法", id="REGRESSION-yao-huan-ge-shuofa"),
    pytest.param("花生", "我刚才讲错了，那个去掉，要重新讲", id="REGRESSION-yao-chongxin-jiang"),
    pytest.param("花生", "之前发你的那个去掉，我要改一下", id="REGRESSION-fa-ni-de-yao-gai"),
    pytest.param("花生", "那个去掉，我要保密", id="REGRESSION-yao-baomi"),
    pytest.param("花生", "以前那些全部删掉吧，我想重新开始", id="REGRESSION-chongxin-read-as-xin"),
    pytest.param("花生", "之前那个删掉，我重新说", id="REGRESSION-wo-chongxin-shuo"),
])
def test_what_was_said_before_taken_out_is_a_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("花生", "上一条去掉，我要重新说", id="MISS-shang-yi-tiao"),
    pytest.param("花生", "我要换一个说法，把上一句去掉", id="MISS-shang-yi-ju"),
    pytest.param("花生", "之前的对话都删掉，重新开始", id="MISS-zhiqian-de-duihua"),
])
def test_the_statement_before_withdrawn_in_other_words_is_a_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"


def test_a_move_with_the_old_address_dropped_is_stored() -> None:
    """MISS: -47's own docstring example; the move to 杭州 is the user's fact (DOMAIN 2: a change), refused whole."""
    assert refusal("杭州", "搬到杭州了，原来的地址删掉吧") is None
