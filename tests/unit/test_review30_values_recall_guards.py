"""Review 30's look-alikes for the values and recall fixes: what must keep its old reading.

`values.canonical_text` now reads a number or an ordinal inside a phrase ("two kids" / "2 kids", "second year" /
"2nd year", "三楼" / "3楼"), a dose's or a size's unit joined or apart ("10mg" / "10 mg", "16GB" / "16 GB"), an
acronym apart from its word ("VS Code" / "VSCode") and a hyphen between letters ("co-founder" / "cofounder",
"full-time" / "full time"). Different numbers, names holding a number and different units stay different.
`recall.lexical_relevance` reads everyday words for the commonest keys and leaves out words in another sense
("living room", "call the dentist", "is the wifi working?"); the same words in the facts' sense still find them.
"""

from __future__ import annotations

import pytest
from one_fact import decided, view

from ledger.values import canonical
from projections.recall import lexical_relevance

_POOL = [
    view("home", "home.city", "Lisbon", "I live in Lisbon"),
    view("job", "work.employer", "Acme", "I work at Acme"),
    view("phone", "device.phone", "Pixel 8", "My phone is a Pixel 8"),
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
    view("bday", "personal.birthday", "1990-05-14", "My birthday is 14 May 1990"),
    view("pet", "pets.dog", "Biscuit", "My dog is called Biscuit"),
    view("kids", "family.children", "2", "I have two kids"),
    view("car", "vehicle.car", "Tesla Model 3", "I drive a Tesla Model 3"),
    view("oncall", "work.oncall", "Tuesdays", "I'm on call on Tuesdays"),
]


@pytest.mark.parametrize(("a", "b"), [
    ("Java 17", "Java 21"), ("2 kids", "3 kids"), ("two kids", "three kids"), ("2nd year", "3rd year"),
    ("second year", "third year"), ("三楼", "四楼"), ("二年级", "3年级"), ("10 mg", "20 mg"), ("10 mg", "10 g"),
    ("16 GB", "16 TB"), ("5 ml", "5 mg"), ("10 km", "10 m"), ("One Direction", "1 Direction"), ("一心", "1心"),
    ("三星", "3星"), ("iPhone 15", "iPhone 15 Pro"), ("full stack", "full time"), ("VS Code", "Visual Studio Code"),
    ("one two three", "1 2 3"), ("objective-c", "c"), ("co-founder", "founder"),
])
def test_look_alikes_stay_different(a: str, b: str) -> None:
    assert canonical(a) != canonical(b)


@pytest.mark.parametrize(("a", "b"), [
    ("twenty-one pilots", "21 pilots"), ("first floor", "1st floor"), ("e-mail", "email"), ("Wi-Fi", "wifi"),
    ("0.01 g", "10 mg"), ("1 GB", "1000 MB"), ("两个孩子", "2个孩子"), ("MS Office", "MSOffice"),
])
def test_other_spellings_of_the_same_value_are_equal(a: str, b: str) -> None:
    assert canonical(a) == canonical(b)


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("engineer", "senior engineer", "I'm a senior engineer on the platform team", "refined"),
    ("2 kids", "3 kids", "I have 3 kids now", "conflict"),  # (as before: no cue reads a count)
    ("Java 17", "Java 21", "We're on Java 21 now", "superseded"),
])
def test_a_decision_on_a_look_alike_is_unchanged(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("query", "wanted"), [
    ("Where am I living now?", "home"),
    ("What's my dog called?", "pet"),
    ("What do I call my dog?", "pet"),
    ("When am I on call?", "oncall"),
    ("Where am I working these days?", "job"),
    ("What's my job title?", "title"),
    ("我的车是什么牌子？", "car"),
])
def test_a_question_in_the_facts_sense_still_finds_them(query: str, wanted: str) -> None:
    assert wanted in lexical_relevance(query, _POOL)


@pytest.mark.parametrize(("query", "unrelated"), [
    ("How old is my son?", "bday"),
    ("Which company insures my car?", "job"),
    ("Is there a mobile app for the bank?", "phone"),
    ("What's the cost of living in Porto?", "home"),
    ("When does the show go live?", "home"),
    ("Should I call back the plumber?", "pet"),
    ("Is my laptop still working?", "job"),
    ("我儿子多大了？", "bday"),
    ("我家人喜欢什么？", "home"),
    ("坐车去机场要多久？", "car"),
])
def test_a_question_on_another_topic_gives_no_relevance(query: str, unrelated: str) -> None:
    assert unrelated not in lexical_relevance(query, _POOL)
