"""Review 38, the write gate's retractions (`ledger.gate`): which earlier thing a request to delete names.

- "The previous one" of a thing (上一个, 上一家, 上一任 ...) beside a new value given (a new number, a new employer, a
  move) is the OLD value dropped, the change stored ("我换了新手机号139开头，上一个删掉", "跳槽到字节了，上一家删掉吧");
  beside no new value, or beside only a new message ("我发个新的"), it stays the previous message withdrawn: refused.
- The previous MESSAGE named as one (上一条, 刚才那条, 刚发的, "my last message") beside a clause of this message stating
  the value withdraws that other message, not this one: this one's fact is stored ("我对花生过敏，上一条删掉"). A
  sentence or "the previous one" (刚才那句, 上一个) may be the clause just said in this very message, the whole
  conversation is not one message, and 这条 is this one: refused, as before.
- The previous message withdrawn in other words is a retraction: a noun after it ("上一条消息删掉"), the verb first
  ("去掉上一条", "撤回上一条消息"), or what the user said just before ("我前面说的删掉", "刚发的那条去掉").
"""

from __future__ import annotations

import pytest
from one_fact import refusal

from ledger.gate import retraction


@pytest.mark.parametrize(("value", "statement"), [
    # the old value, "the previous one", beside a new one
    ("139", "我换了新手机号139开头，上一个删掉"),
    ("字节", "跳槽到字节了，上一家删掉吧"),
    ("新公司", "我入职新公司了，上家删掉"),
    ("13912345678", "换了新号码13912345678，删掉上一个"),
    ("杭州", "搬到杭州了，上一个地址就删掉吧"),
    # this message's fact beside the previous message withdrawn
    ("花生", "我对花生过敏，上一条删掉"),
    ("花生", "上一条删掉，我对花生过敏才对"),
    ("花生", "我对花生过敏，刚才那条消息删掉"),
    ("花生", "我对花生过敏，刚发的删掉"),
    ("花生", "我对花生过敏，去掉上一条"),
    ("peanuts", "I'm allergic to peanuts, delete my last message"),
    ("peanuts", "I am allergic to peanuts. Please delete my previous message"),
])
def test_the_old_value_or_another_message_taken_out_keeps_this_fact(value: str, statement: str) -> None:
    assert refusal(value, statement) is None


@pytest.mark.parametrize(("value", "statement"), [
    # the previous message withdrawn in other words
    ("花生", "上一条消息删掉，我发错了"),
    ("花生", "那条信息删了吧"),
    ("花生", "去掉上一条"),
    ("花生", "麻烦删掉刚才那句话"),
    ("花生", "撤回上一条消息"),
    ("花生", "我前面说的删掉"),
    ("花生", "我刚发的那条去掉"),
    ("花生", "我说的话都删了吧"),
    ("peanuts", "delete my last message"),
    # guards: "the previous one" beside no new value, or a new message only
    ("花生", "上一个删掉，我发个新的"),
    ("花生", "我重新说，上一个删掉"),
    ("花生", "去掉上一个"),
    # guards: a sentence (maybe this message's own), this message, the whole talk, the value's clause naming the message
    ("燕麦奶", "我要燕麦奶，刚才那句去掉"),
    ("花生", "我对花生过敏，上一个删掉"),
    ("花生", "我对花生过敏，这条删掉"),
    ("花生", "我对花生过敏，之前的对话都删掉"),
    ("花生", "上一条删掉，就是花生那条"),
    ("花生", "上一条删掉，别记我对花生过敏"),
    ("peanuts", "forget everything I said, I'm allergic to peanuts"),
    ("peanuts", "please delete my last message, the peanut thing"),
])
def test_the_message_withdrawn_is_a_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"


@pytest.mark.parametrize("statement", [
    "要燕麦奶，去掉上面的葱",  # a thing on top, the clause goes on
    "删掉上一个版本的代码",  # a thing named after it
    "你说的删掉",  # the agent's words, not the user's
    "我写的删掉了",  # done
    "上个月的账单删掉了",  # done, a month
])
def test_look_alikes_are_no_retraction(statement: str) -> None:
    assert not retraction(statement)
