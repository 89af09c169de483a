"""Policy -52, fixer c: the write gate's retractions (`ledger.gate`), review 39a's "message retractions" and "previous
one" classes, and -51's own new retraction patterns that refused what -50 and -48 stored.

- The previous message withdrawn beside a clause of this message is let through for that clause's value only when the
  clause STATES it as the user's: not when it says the value was wrong ("芒果是我写错了", "Go was a typo"), negates it
  ("我没有花粉过敏", "I'm not allergic to penicillin") or gives it to someone else ("猫毛过敏的是我女儿", "it was my
  husband who joined Acme"): there the clause is the reason for the withdrawal, the message is withdrawn, a retraction
  (DOMAIN 2 and 6), as -50 refused it.
- A new value given (新, 换了, 搬到, 跳槽, 入职, 调到, 转学, 转岗 ...) makes "上一个 / 之前那个 删掉" the old value dropped
  only when it is the user's and done: not negated or a plan ("我没跳槽到腾讯", "我打算跳槽去美团"), not undone ("调去上海
  的事黄了", "转学没办成"), not someone else's ("入职字节的是我同学", "他换了新号码"). Otherwise "the previous one" is
  the previous message withdrawn: a retraction.
- What someone else said before (the agent: "你刚才说的删掉") is no record of the user's; what was written just before,
  unnamed as a message ("刚才写的删掉，重新写一个函数"), is a thing written, code or a text; the former of two with the
  latter named ("删掉前一个，留后一个") is an item chosen: none is a retraction, as -50 and -48 decided.
"""

from __future__ import annotations

import pytest
from one_fact import refusal

from ledger.gate import retraction


@pytest.mark.parametrize(("key", "value", "statement"), [
    # the value said wrong
    pytest.param("health.allergy", "芒果", "芒果是我写错了，刚才那条删掉", id="zh-mangguo-xiecuo"),
    pytest.param("home.city", "杭州", "上一条删掉，杭州是口误", id="zh-hangzhou-kouwu"),
    pytest.param("stack.language", "Go", "Go was a typo, please delete my previous message", id="en-go-typo"),
    pytest.param("health.allergy", "shellfish", "Delete my last message, shellfish was wrong", id="en-shellfish-wrong"),
    pytest.param("home.city", "Leeds", "Leeds was incorrect. Delete my last message", id="en-leeds-incorrect"),
    # negated
    pytest.param("health.allergy", "花粉", "我没有花粉过敏，去掉上一条", id="zh-meiyou-huafen"),
    pytest.param("drink.favourite", "牛奶", "我不喝牛奶，上一条消息删掉", id="zh-bu-he-niunai"),
    pytest.param("health.allergy", "penicillin", "I'm not allergic to penicillin, please delete my previous message",
                 id="en-not-allergic-penicillin"),
    pytest.param("home.city", "York", "Delete my last message. I never lived in York", id="en-never-lived"),
    # someone else's
    pytest.param("health.allergy", "猫毛", "猫毛过敏的是我女儿，上一条删掉", id="zh-nuer-maomao"),
    pytest.param("home.city", "成都", "刚发的删掉，成都是他老家", id="zh-ta-laojia"),
    pytest.param("work.employer", "Acme", "Delete my last message. It was my husband who joined Acme",
                 id="en-husband-joined"),
    pytest.param("home.city", "Leeds", "Please delete my last message, my brother lives in Leeds", id="en-brother-leeds"),
])
def test_the_message_withdrawn_for_what_its_clause_denies_is_a_retraction(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "retraction"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # guards: this message's fact stated plainly beside the previous message withdrawn (-51, kept)
    pytest.param("health.allergy", "芒果", "我对芒果过敏，上一条删掉", id="zh-mangguo-guomin"),
    pytest.param("health.allergy", "花生", "我对花生非常过敏，上一条删掉", id="zh-feichang-guomin"),
    pytest.param("health.allergy", "花生", "上一条删掉，我对花生过敏没错", id="zh-guomin-mei-cuo"),
    pytest.param("home.city", "杭州", "上一条删掉，我住在杭州才对", id="zh-zhu-hangzhou-caidui"),
    pytest.param("health.allergy", "花生", "我对花生过敏好多年了，刚才那条消息删掉", id="zh-haoduonian"),
    pytest.param("health.allergy", "shellfish", "I'm allergic to shellfish, delete my last message", id="en-shellfish"),
    pytest.param("home.city", "Leeds", "I live in Leeds. Please delete my previous message", id="en-live-in-leeds"),
])
def test_this_messages_fact_beside_the_message_withdrawn_is_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    # negated or a plan
    pytest.param("work.employer", "腾讯", "上一家删掉吧，我没跳槽到腾讯", id="zh-mei-tiaocao"),
    pytest.param("work.employer", "美团", "上一个删掉，我打算跳槽去美团", id="zh-dasuan-tiaocao"),
    pytest.param("home.city", "杭州", "原来那个删掉，我还没搬到杭州", id="zh-haimei-bandao"),
    pytest.param("work.city", "深圳", "之前那个删掉，并没有调去深圳", id="zh-bingmeiyou-diaoqu"),
    # not done
    pytest.param("work.city", "上海", "之前那个删掉，调去上海的事黄了", id="zh-diaoqu-huangle"),
    pytest.param("school", "实验中学", "上一个删掉，转学没办成", id="zh-zhuanxue-mei-bancheng"),
    pytest.param("work.employer", "阿里", "上一家删掉吧，跳槽阿里的事取消了", id="zh-tiaocao-quxiao"),
    # someone else's
    pytest.param("work.employer", "字节", "上一家删掉吧，入职字节的是我同学", id="zh-tongxue-ruzhi"),
    pytest.param("work.team", "运营", "上一个删掉，转岗的是我老婆", id="zh-laopo-zhuangang"),
    pytest.param("phone", "13912345678", "上一个删掉，他换了新号码13912345678", id="zh-ta-xin-haoma"),
    # only a new message, no new value, beside "the earlier one" (as beside "上一个": policy 51)
    pytest.param("diet", "素食", "之前那个删掉，我发个新的", id="zh-zhiqian-nage-fa-xinde"),
    pytest.param("diet", "素食", "原来那个删掉，新的说法是这样", id="zh-yuanlai-nage-xin-shuofa"),
])
def test_the_previous_one_beside_no_new_value_of_the_users_is_a_retraction(key: str, value: str,
                                                                         statement: str) -> None:
    assert refusal(value, statement, key) == "retraction"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # guards: the user's new value, done: "the previous one" is the old value dropped (-51, kept)
    pytest.param("work.employer", "腾讯", "跳槽到腾讯了，上一家删掉吧", id="zh-tiaocao-tengxun"),
    pytest.param("work.city", "上海", "我调到上海了，原来那个删掉", id="zh-diaodao-shanghai-yuanlai"),
    pytest.param("work.employer", "字节", "不久前跳槽到字节了，上一家删掉", id="zh-bujiuqian-tiaocao"),
    pytest.param("work.employer", "字节", "我和我老公都跳槽到字节了，上一家删掉", id="zh-wo-he-laogong"),
    pytest.param("phone", "13912345678", "我换了新号码13912345678，上一个删掉", id="zh-huanle-xin-haoma"),
    pytest.param("home.city", "杭州", "上个月搬到杭州了，原来的地址删掉吧", id="zh-shangge-yue-bandao"),
])
def test_the_users_new_value_beside_the_old_one_dropped_is_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    # the agent's words, not the user's record
    pytest.param("diet", "素食", "我吃素，你刚才说的删掉", id="zh-ni-gangcai-shuode"),
    pytest.param("preference.reply", "简短的回复", "你前面讲的删掉，我喜欢简短的回复", id="zh-ni-qianmian-jiangde"),
    # a thing written just before, no message named
    pytest.param("stack.language", "Python", "我平时用Python，刚才写的删掉，重新写一个函数", id="zh-gangcai-xiede-hanshu"),
    pytest.param("stack.language", "Rust", "我用Rust，前面写的去掉，重写一版", id="zh-qianmian-xiede-chongxie"),
    # the former of two, the latter named: an item chosen
    pytest.param("contact.phone", "13912345678", "13800001111和13912345678，删掉前一个，留后一个",
                 id="zh-qian-yige-hou-yige"),
    pytest.param("preference.font", "思源黑体", "宋体和思源黑体，去掉前一款，留后一款", id="zh-qian-yikuan"),
    pytest.param("work.employer", "字节", "两家offer我选字节，前一家删掉，后一家保留", id="zh-qian-yijia-hou-yijia"),
])
def test_look_alikes_of_a_message_withdrawn_are_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize("statement", ["你刚才说的删掉", "刚才写的删掉，重新写一个函数", "删掉前一个，留后一个",
                                       "您刚才讲的删掉"])
def test_others_words_a_thing_written_an_item_chosen_are_no_retraction(statement: str) -> None:
    assert not retraction(statement)


@pytest.mark.parametrize("statement", [
    # guards: the user's own words, a message named, the previous one alone or beside the next message (kept refused)
    "我刚才说的删掉", "刚才发的删掉", "我刚才写的那条删掉", "前面写的那句话删掉", "去掉上一个", "删掉前一个",
    "上一个删掉，我发下一个", "删掉前一条，留后一条", "我前面讲的删掉",
])
def test_the_users_words_withdrawn_stay_a_retraction(statement: str) -> None:
    assert retraction(statement)
