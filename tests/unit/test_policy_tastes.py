"""Defects the eleventh blind set found (bench/quality_blind11.py: tastes and preferences), each tested here with other
values and wording than that set's, beside guards for what must not change."""

from __future__ import annotations

import pytest
from one_fact import refusal, second

from ledger.assertion import unasserted
from ledger.cues import cue_of
from ledger.endings import ends


@pytest.mark.parametrize(("value", "statement"), [
    ("Kind of Blue", "Kind of Blue is my favourite album now, sorry Coltrane"),
    ("Wes Anderson", "I used to rate Nolan, now it's Wes Anderson every time"),
    ("ramen", "ramen is her new favourite"), ("bullet points", "switch back to bullet points please"),
    ("Sunday", "change my weekly summary to Sunday"), ("Mx Lee", "you can call me Mx Lee now"),
    ("燕麦拿铁", "最近改喝燕麦拿铁了"), ("阿杰", "以后叫我阿杰吧"),
])
def test_a_new_favourite_or_setting_is_a_change(value: str, statement: str) -> None:
    assert cue_of(statement, (value,)) == "change"


@pytest.mark.parametrize("statement", ["my favourite? hard to say", "call me when you land", "I set off at six"])
def test_taste_words_without_a_change_are_no_cue(statement: str) -> None:
    assert cue_of(statement, ("x",)) is None


@pytest.mark.parametrize(("value", "statement"), [
    ("Muse", "I used to be really into Muse, no longer though"), ("Marvel", "used to watch every Marvel film, not anymore"),
    ("五月天", "以前天天听五月天，现在不听了"), ("狂飙", "狂飙弃了，太水"),
])
def test_a_taste_that_was_and_is_no_more_ends(value: str, statement: str) -> None:
    assert ends(statement, value)
    assert second(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Muse", "I used to love Muse and I still do"), ("五月天", "以前就喜欢五月天，现在也是"),
])
def test_a_taste_kept_does_not_end(value: str, statement: str) -> None:
    assert not ends(statement, value)


@pytest.mark.parametrize("statement", [
    "the steam gift card redemption code is K7TQ-99XZ-LL2M, keep it for my birthday",
    "京东E卡 卡密 4HTR-88KQ-ZZ19，帮我存一下", "兑换码：AB12CD34EF",
])
def test_gift_card_codes_are_refused(statement: str) -> None:
    assert refusal("x", statement) == "prohibited_content"


@pytest.mark.parametrize("statement", ["promo code SUMMER2024 gives 10% off", "the claim code expired, ugh"])
def test_public_or_absent_codes_are_stored(statement: str) -> None:
    assert refusal("x", statement) is None


def test_an_exception_made_today_is_temporary() -> None:
    assert refusal("奶茶", "今天破例喝杯奶茶", "drink.favourite", "preference") == "temporary_outside_task_scope"


def test_please_forget_the_thing_is_a_retraction_and_forgetting_things_is_not() -> None:
    assert refusal("x", "please forget the karaoke thing") == "retraction"
    assert refusal("umbrella", "I always forget the umbrella") is None


@pytest.mark.parametrize(("value", "statement", "expected"), [
    ("olives", "I really don't like olives", True), ("coriander", "I don't really like coriander", True),
    ("Berlin", "There's no place like Berlin", False), ("olives", "nothing beats olives like these", False),
])
def test_not_liking_a_value_does_not_assert_it(value: str, statement: str, expected: bool) -> None:
    assert unasserted(statement, value) is expected


# The eleventh set's recall scenarios (found in session 15): two supersessions were read as contradictions, so
# the new value was conflicted and sank below everything else in recall.
@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lakers", "Celtics", "篮球这两年我改支持 Celtics 了"), ("周杰伦", "陈奕迅", "现在改粉陈奕迅了"),
    ("Le Carré", "Mick Herron", "User says Mick Herron is now their favourite writer."),
    ("Emacs", "Helix", "User edits in Helix, replacing Emacs."),
])
def test_an_agents_or_a_fans_change_of_favourite_supersedes(old: str, new: str, statement: str) -> None:
    assert cue_of(statement, (new,)) == "change"
    assert second(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lakers", "Celtics", "我支持 Celtics"), ("Emacs", "Helix", "replacing a laptop battery in Helix"),
    ("Le Carré", "Mick Herron", "Mick Herron is now on the shelf too"),
])
def test_guard_support_or_replacing_alone_is_no_change(old: str, new: str, statement: str) -> None:
    assert second(old, new, statement) == "conflict"


# Chinese names the topic, then says in the next clause that it ended, without naming it again (set 11: "…通关了，不玩了",
# "…看完了，不追了" were reinforcements)
@pytest.mark.parametrize(("value", "statement"), [
    ("艾尔登法环", "艾尔登法环打通了，不玩了"), ("繁花", "繁花看完了，不追了"), ("三体", "我三体读完了，不看了"),
    ("上海", "上海待腻了，不住了"),
])
def test_a_topic_then_a_bare_ending_ends_it(value: str, statement: str) -> None:
    assert ends(statement, value)
    assert second(value, value, statement, cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("艾尔登法环", "艾尔登法环打通了，不玩了吗？"), ("艾尔登法环", "艾尔登法环打通了，不玩了，后来又下回来了"),
    ("繁花", "我妈繁花看完了，不追了"), ("繁花", "繁花看完了，不错"),
])
def test_guard_no_ending_in_a_question_a_return_or_another_persons_topic(value: str, statement: str) -> None:
    assert not ends(statement, value)
