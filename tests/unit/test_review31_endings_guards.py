"""Review 31's endings, read as general rules (`ledger.endings`, `ledger.assertion.other_opens`): "I used to X <how>,
now <another how>" changed the manner, not X; 不V X了 with an object of its own ends that object, a provider's 不卖 / 不教
ends the provider's, 退了 ends only what was given back; a break is no job left; a chat opener is no first name. Each
rule with the look-alikes that keep their reading (DOMAIN 2: an ending needs the value to stop holding; a clash
without explicit wording is no change)."""

from __future__ import annotations

import pytest
from one_fact import decided

from ledger.assertion import other_opens


@pytest.mark.parametrize(("value", "statement"), [
    # X itself stopped, or another X came
    ("coffee", "I used to drink coffee every day"),
    ("coffee", "I used to drink coffee every day, now I drink tea"),
    ("Lisbon", "I used to live in Lisbon, now Porto"),
    ("Acme", "I used to work at Acme in sales, now I'm at Globex, not Acme"),
    # what the value itself ends
    ("咖啡", "咖啡不喝了"),
    ("Java", "Java 我不用它了"),
    ("钢琴", "钢琴不弹好几年了"),
    ("拿铁", "我不喝拿铁了"),
    ("钢琴", "钢琴不教了"),
    ("Netflix", "Netflix 不续费了"),
    ("健身卡", "健身卡退了"),
    ("会员", "会员我上个月就退了"),
    ("Acme", "Acme let me go last week"),
    ("Acme", "My last day at Acme was Friday, starting at Globex on Monday"),
])
def test_an_ending_still_ends(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("coffee", "I used to drink coffee with sugar, these days without"),
    ("Java", "We used to write Java by hand, now Java with Copilot"),
    ("骑车", "骑车不戴头盔了"),
    ("游泳", "游泳不带泳帽了"),
    ("游泳", "游泳教练不教了，我自己练"),
    ("奶茶", "那家店不卖奶茶了，我换了一家买"),
    ("布洛芬", "吃了布洛芬热也退了"),
    ("Acme", "Acme let me go on leave for two weeks"),
    ("Acme", "My last day at Acme before my sabbatical was Friday"),
])
def test_a_look_alike_ends_nothing(value: str, statement: str) -> None:
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("head", "other"), [
    ("Yup ", False), ("Nope ", False), ("Tbh ", False), ("Ngl ", False), ("Smh ", False), ("Sooo ", False),
    ("Yesss ", False), ("Welp ", False), ("Idk ", False),
    ("Ana ", True), ("Lynn ", True), ("Yup Ana ", True), ("Tbh Ana finally ", True), ("Ana Silva ", True),
])
def test_a_chat_opener_is_no_name(head: str, other: bool) -> None:
    assert other_opens(head) is other


@pytest.mark.parametrize(("statement", "expected"), [
    ("Yup moved to Berlin in March", "superseded"),
    ("Smh moved to Berlin for the job", "superseded"),
    ("Yup Ana moved to Berlin in March", "rejected"),
])
def test_the_speakers_move_after_an_opener(statement: str, expected: str) -> None:
    assert decided("Lisbon", "Berlin", statement) == expected
