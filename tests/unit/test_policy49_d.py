"""Review 37, the write gate: what is taken out decides whether the statement asks the ledger not to record it.

- A part of the conversation taken out (what was said, sent or written before; what was just said or stands above:
  刚才 / 刚刚 / 上面 / 前面 + 那个; 上一条 / 上一句 / 上一段 / 上一个; 那些话; 之前的对话, 聊天记录), or the old one taken
  out with no new value given (重新 "again" gives none): a retraction, even beside a want to say it again, otherwise
  or not at all ("我要重新说", "我要换个说法", "我要改一下", "我要保密").
- A thing taken out in a statement of what the user wants ("要重庆小面，香菜去掉", "披萨上面那个去掉，我要多加芝士"), or
  the old value dropped beside a new one given, a move included ("搬去上海了，以前的地址删掉吧"): stored.
"""

from __future__ import annotations

import pytest
from one_fact import refusal


@pytest.mark.parametrize(("value", "statement"), [
    ("花生", "刚刚那个删掉，我要重新讲一下"),
    ("花生", "你刚才那个去掉"),
    ("花生", "上一个去掉，我要换种说法"),
    ("花生", "我前面发的那个去掉，要更正一下"),
    ("花生", "之前说给你的那个去掉，我要改一下"),
    ("花生", "上面那些都删掉，我重新组织一下语言"),
    ("花生", "那条去掉，我要保密"),
    ("花生", "把上一条删掉，我想重新说"),
    ("花生", "上一段去掉，我要补充一下"),
    ("花生", "那些话都删掉，我重新讲"),
    ("花生", "刚才的对话全部删掉"),
    ("花生", "我们的聊天记录都删掉吧"),
    ("花生", "以前那个删掉，我重新来"),
    ("花生", "forget what I said earlier, let me start over"),
])
def test_a_part_of_the_conversation_taken_out_is_a_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"


# == guards: a thing taken out, or the old value dropped beside a new one (a move included), stays stored =============


@pytest.mark.parametrize(("value", "statement"), [
    ("重庆小面", "我要重庆小面，香菜去掉"),  # 要重 of 重庆: an item wanted, not 要重新
    ("燕麦奶", "我的拿铁要燕麦奶，上面那层奶泡去掉"),
    ("芝士", "披萨上面那个去掉，我要多加芝士"),  # 上面: on top of the pizza, not above in the conversation
    ("少冰", "奶茶要少冰，珍珠这个去掉"),
    ("大杯", "要大杯，奶盖去掉"),
    ("燕麦奶", "我要换成燕麦奶，原来的牛奶去掉"),
    ("换成全麦", "面包换成全麦，那个黄油去掉"),
    ("不要葱", "我吃面不要葱，这个去掉就行"),
    ("上海", "搬去上海了，以前的地址删掉吧"),
    ("杭州", "我们搬家到杭州了，原来的那个地址删掉"),
    ("深圳", "公司迁到深圳了，原来的地址删掉吧"),
    ("a@b.cn", "我重新注册了新邮箱 a@b.cn，旧的那个删掉"),  # 重新 beside a new value: still given
])
def test_a_thing_taken_out_or_the_old_value_dropped_stays_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None
