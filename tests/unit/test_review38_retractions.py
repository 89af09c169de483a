"""Review 38b: the write gate's -49 retraction rules (`ledger.gate`: `_RETRACTION_MORE`, `_SAID_BEFORE`,
`_ITEM_WANTED`, `_NEW_GIVEN`, `_of_an_item_or_the_old_value`): the last message or the conversation taken out is a
request not to record; a thing, or the old value beside a new one, is not.

Regressions (REGRESSION: -48 on /work/old48 stored these; -50 refuses them as a retraction, losing a real fact):
- `_SAID_BEFORE` takes any 上一个 ("the previous one") for the previous message, even beside a new value given, where it
  names the old value ("我换了新手机号139开头，上一个删掉": the previous number);
- the last message taken out refuses the fact the same message gives ("我对花生过敏，上一条删掉": an allergy stated,
  the message before withdrawn; -50 drops the allergy, a safety fact).
DOMAIN 2: the change of a value keeps the new one; DOMAIN 6: only what the user withdraws is erased.

Misses (MISS: -48 and -50 both store these): the last message or what was said withdrawn in words `_RETRACTION_MORE`
lacks: "上一条消息删掉" (a noun between), "去掉上一条" (the verb first), "我前面说的删掉" (no boundary before 删掉), and
the old employer beside the new one refused ("跳槽到新公司了，上一家删掉吧": both refuse the change as a retraction).
"""

from __future__ import annotations

import pytest
from one_fact import refusal


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("139", "我换了新手机号139开头，上一个删掉", id="REGRESSION-new-phone-previous-one-deleted"),
    pytest.param("花生", "我对花生过敏，上一条删掉", id="REGRESSION-allergy-beside-last-message-withdrawn"),
    pytest.param("新公司", "跳槽到新公司了，上一家删掉吧", id="MISS-new-employer-previous-one-deleted"),
])
def test_a_new_value_beside_the_old_one_taken_out_is_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("花生", "上一条消息删掉，我发错了", id="MISS-shang-yi-tiao-xiaoxi"),
    pytest.param("花生", "去掉上一条", id="MISS-verb-first-shang-yi-tiao"),
    pytest.param("花生", "我前面说的删掉", id="MISS-qianmian-shuo-de-shandiao"),
])
def test_the_last_message_withdrawn_in_other_words_is_a_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"
