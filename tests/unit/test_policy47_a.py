"""Review 36, class 4: what is removed or "not recorded" decides whether a statement asks the ledger to forget it.

- A request not to record the statement, or to delete it, said of the thing the user told ("胶布那个别瞎记 删掉",
  "这个删掉，我没说过", "那条去掉吧", "从记忆里去掉"): a retraction, refused.
- An ingredient or item taken out in a statement of what the user wants ("不要香菜，这个去掉就行", "糖浆那个去掉"), the OLD
  value dropped beside a new one given ("换了新手机号 …，旧的那个删掉"), notes taken or formulas learnt ("别乱记笔记",
  "别乱记公式"): a fact or a preference, stored.
"""

from __future__ import annotations

import pytest
from one_fact import refusal

# == the review's cases and more of the same class: stored =============================================================


@pytest.mark.parametrize(("value", "statement"), [
    # an ingredient or item left out of what the user orders or likes
    ("不要香菜", "我吃麻辣烫不要香菜，这个去掉就行"),
    ("燕麦奶拿铁", "我的拿铁要燕麦奶，糖浆那个去掉"),
    ("少糖", "奶茶我一般要少糖，珍珠那个去掉"),
    ("不加葱", "我吃牛肉面不加葱，香菜也去掉吧"),
    ("双层芝士", "汉堡要双层芝士，酸黄瓜那个拿掉"),
    ("全麦", "三明治面包换成全麦，沙拉酱这个去掉就好"),
    # the old value dropped beside a new one
    ("13800001111", "我换了新手机号 13800001111，旧的那个删掉"),
    ("13800001111", "我换了新手机号 13800001111，旧的那个删除吧"),
    ("lin@example.com", "换了新邮箱 lin@example.com，原来的那个删掉吧"),
    ("粤B12345", "换了新车牌 粤B12345，删掉那个旧的"),
    ("杭州西湖区文三路 8 号", "搬家了，新地址是杭州西湖区文三路 8 号，以前的地址删掉吧"),
    # notes taken, formulas learnt
    ("录音", "开会的时候别乱记笔记，我喜欢用录音"),
    ("理解公式", "孩子学习，我的原则是别乱记公式，要理解"),
    ("先听懂", "上课我不乱记笔记，先听懂再说"),
    ("理解", "复习的时候别瞎记单词，要理解词根"),
])
def test_an_item_taken_out_or_the_old_value_dropped_is_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None


# == guards: requests not to record the statement, or to delete it, stay refused =======================================


@pytest.mark.parametrize(("value", "statement"), [
    ("医用胶布", "胶布那个别瞎记 删掉 是那天洗洁精弄的"),
    ("花生", "这个去掉，我没说过"),
    ("花生", "花生那个删掉，我没说过"),
    ("花生", "我不要你记这个，这个去掉"),
    ("花生", "那条去掉吧"),
    ("花生", "你别乱记我的事"),
    ("育才小学", "孩子学校的名字别记了，从记忆里去掉吧"),
    ("海珠区新港西路66号", "新地址也别记了，删掉吧"),
    ("花生", "之前那条删掉，我说错了"),
    ("花生", "这个删掉，我没说过"),
    ("新工作", "我有新工作了，这个别乱记"),
    ("香菜", "我的口味你别瞎记，删掉吧"),
    ("燕麦奶", "我要燕麦奶，刚才那句去掉"),
    ("13800001111", "我换了新号，刚才那条删掉"),
])
def test_a_request_not_to_record_the_statement_stays_refused(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"
