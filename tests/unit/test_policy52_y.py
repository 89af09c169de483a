"""Under a key of things the subject avoids, or a safety fact, a negation states the value ("I don't eat pork" under
diet.avoid, "我不吃香菜"): the policy does not read it as a negation, and since review 39 the gate does not read it as the
reason a message before is withdrawn either ("我不吃香菜，上一条删掉" withdraws the message before and tells this one's
fact). But a denial of the condition itself states none: "I'm not allergic to peanuts" under health.allergy is no
peanut allergy (seed 000: 把"我不喜欢 X"抽成"我喜欢 X" is the extraction error), refused (`value_not_asserted`); beside
a request about the message before it is that message withdrawn (a retraction)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from ledger.gate import check
from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)


def stored(key: str, kind: str, value: str, statement: str) -> tuple[str | None, str]:
    """The gate's refusal (None: it lets the statement through) and the policy's decision on an empty slot."""
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind=kind, scope="global",
              allow_external=False, context={})
    d = decide([], Candidate(key, value, statement, "user_stated", kind, "many", APRIL1))
    return (None if r is None else r.reason), d.decision


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("health.allergy", "peanuts", "I'm not allergic to peanuts"),
    ("health.allergy", "peanuts", "i am NOT allergic to peanuts, the doctor checked"),
    ("health.allergy", "penicillin", "I've never been allergic to penicillin"),
    ("health.allergy", "shellfish", "Shellfish? No, I'm not actually allergic to shellfish"),
    ("health.allergy", "lactose", "I'm not lactose intolerant, I just don't like milk"),
    ("health.allergy", "latex", "No known allergy to latex"),
    ("health.allergy", "花生", "我对花生不过敏"),
    ("health.allergy", "青霉素", "我对青霉素从来不过敏"),
    ("health.allergy", "海鲜", "海鲜我并不过敏，就是不爱吃"),
    ("health.allergy", "芒果", "我吃芒果没过敏过"),
    ("health.allergy", "花粉", "我没有花粉过敏"),
])
def test_a_denied_condition_is_no_allergy(key: str, value: str, statement: str) -> None:
    assert stored(key, "safety", value, statement)[1] == "rejected"


@pytest.mark.parametrize(("key", "kind", "value", "statement"), [
    # the condition held
    ("health.allergy", "safety", "peanuts", "I'm allergic to peanuts"),
    ("health.allergy", "safety", "花生", "我对花生过敏"),
    ("health.allergy", "safety", "乳糖", "我乳糖不耐受"),  # 不耐受 is an intolerance
    ("health.intolerance", "safety", "lactose", "I'm lactose intolerant, not allergic to it though"),
    # another value's clause denies, this one's holds
    ("health.allergy", "safety", "shellfish", "I'm not allergic to peanuts, but I am to shellfish"),
    ("health.allergy", "safety", "penicillin", "Never been allergic to anything except penicillin"),
    ("health.allergy", "safety", "虾", "我对花生不过敏，但是对虾过敏"),
    ("health.allergy", "safety", "花生", "之前不知道自己对花生过敏"),
    ("health.allergy", "safety", "花生", "没想到我对花生过敏"),
    ("health.allergy", "safety", "花生", "我好像没跟你说过我对花生过敏"),
    # a negation that does not govern the allergy itself (review 40)
    ("health.allergy", "safety", "shellfish", "Not only am I allergic to shellfish, fish gets me too"),
    ("health.allergy", "safety", "shellfish", "I'm not joking, I'm allergic to shellfish"),
    ("health.allergy", "safety", "虾", "我不敢吃虾，吃了会过敏"),
    ("health.allergy", "safety", "芒果", "没想过自己会对芒果过敏"),
    # a plain negation under a key of things avoided states the value
    ("diet.avoid", "preference", "pork", "I don't eat pork"),
    ("diet.avoid", "preference", "香菜", "我不吃香菜"),
])
def test_the_condition_held_or_avoided_is_stored(key: str, kind: str, value: str, statement: str) -> None:
    assert stored(key, kind, value, statement) == (None, "added")


@pytest.mark.parametrize(("key", "kind", "value", "statement", "expected"), [
    # under a key of things avoided, the negation is this message's fact; the message before is withdrawn
    ("diet.avoid", "preference", "香菜", "我不吃香菜，上一条删掉", (None, "added")),
    ("diet.avoid", "preference", "pork", "I don't eat pork, delete my last message", (None, "added")),
    ("health.allergy", "safety", "花生", "我对花生过敏，上一条删掉", (None, "added")),
    # ... not a denied condition, nor a value said wrong or someone else's: the message withdrawn
    ("health.allergy", "safety", "花生", "我对花生不过敏，上一条删掉", "retraction"),
    ("health.allergy", "safety", "peanuts", "Delete my last message, I'm not allergic to peanuts", "retraction"),
    ("health.allergy", "safety", "花生", "花生是我打错了，上一条删掉", "retraction"),
    ("health.allergy", "safety", "peanuts", "Delete my last message, it's my sister who's allergic to peanuts",
     "retraction"),
    # elsewhere a negation is still the reason the message before is withdrawn
    ("diet.type", "preference", "香菜", "我不吃香菜，上一条删掉", "retraction"),
])
def test_a_message_withdrawn_beside_a_fact_under_a_key_of_things_avoided(
        key: str, kind: str, value: str, statement: str, expected: object) -> None:
    got = stored(key, kind, value, statement)
    assert (got[0] if expected == "retraction" else got) == expected
