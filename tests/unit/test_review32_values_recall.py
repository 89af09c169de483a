"""Review 32: the value equivalence of policy -40 (`ledger/values.py`: number words inside a phrase, hyphen / space /
joined, units) and recall's topic words of -39 / -40 / -41 (`projections/recall.py`: `_TOPICS_EN`, `_TOPICS_ZH`).

Every test here failed on 2026.12-41 (41622e0; all pass on -42). REGRESSION: every case of the class passes on 45f965f (policy
-38, 45f965f); FALSE NEGATIVE: a plain variant of a new rule's intent, missed on both. Regressions first.
"""

from __future__ import annotations

import pytest
from one_fact import decided, view

from projections.recall import lexical_relevance

# the user's facts of the keys the new topic words point at: a question about none of them must not reach them
_POOL = [
    view("home", "home.city", "Lisbon", "I live in Lisbon"),
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
    view("unit", "work.unit", "Cardiac Unit", "I work on the Cardiac Unit"),
    view("unit_zh", "work.unit", "心内科", "我在心内科上班"),
    view("meds", "health.medication", "metformin", "I take metformin"),
    view("salary", "work.salary", "60k", "My salary is 60k"),
    view("sup", "study.supervisor", "Dr Reyes", "My PhD supervisor is Dr Reyes"),
    view("cert", "work.qualification", "PRINCE2", "I have a PRINCE2 qualification"),
    view("inv", "tools.invoicing", "FreeAgent", "I invoice clients through FreeAgent"),
    view("commute", "commute.mode", "bike", "I cycle to work"),
    view("hobby", "hobbies", "climbing", "My hobby is climbing"),
    view("hobby_zh", "hobbies", "钓鱼", "我的爱好是钓鱼"),
    view("vol", "volunteering", "food bank", "I volunteer at the food bank"),
    view("gallery", "business.gallery", "Pixieset", "Clients download their photos from Pixieset"),
    view("children", "family.children", "two", "I have two kids"),
]


# == REGRESSIONS ======================================================================================================


@pytest.mark.parametrize(("old", "new"), [
    ("三年级", "3年"),
    ("二年级", "2年"),
])
def test_defect_a_chinese_numeral_read_in_digits_makes_a_grade_the_same_as_a_span(old: str, new: str) -> None:
    """Class: -40's `values._ZH_RUN` reads 三 before 年 as 3, and the digits then meet an older reading in which
    "3年级" and "3年" are the same: grade three (三年级) is now "3年" (three years). REGRESSION (conflict on 45f965f). DOMAIN 2: only the same value reinforces; a school grade and
    a number of years are different values. Expected: not reinforced."""
    assert decided(old, new, "x") != "reinforced"


@pytest.mark.parametrize(("query", "unrelated"), [
    ("How do the kids get to school?", "commute"),
    ("What ward is my dad on?", "unit"),
    ("Do I need to supervise the kids in the pool?", "sup"),
    ("Can you mentor me on SQL?", "sup"),
    ("How do you rank these restaurants?", "title"),
    ("What's my position in the queue?", "title"),
    ("Is the charity shop open on Sundays?", "vol"),
    ("Do I need a certified translation of my passport?", "cert"),
    ("How much did I earn from the bake sale?", "salary"),
    ("Do my tablets need charging?", "meds"),
    ("这个讲座我不太感兴趣，要去吗？", "hobby_zh"),
    ("客户服务电话是多少", "inv"),
    ("税务部门的电话是多少", "unit"),
])
def test_defect_a_topic_word_in_another_sense_pulls_an_unrelated_fact(query: str, unrelated: str) -> None:
    """Class: -39/-40's topic words (`recall._TOPICS_EN`, `_TOPICS_ZH`) read in another sense: the kids' way to school
    (the speaker's commute), a parent's ward (the speaker's unit), supervising children or a mentor asked for (the PhD
    supervisor), "rank" of restaurants and a position in a queue (the job title), a charity shop (volunteering), a
    certified translation (a qualification), earnings of a bake sale (salary), tablets to charge (medication), 不感兴趣
    (hobbies), 客户服务 (clients invoiced), 税务部门 (the speaker's unit). REGRESSION (no relevance on 45f965f). DOMAIN 5:
    recall ranks by the question's topic. Expected: the unrelated fact has no relevance."""
    assert unrelated not in lexical_relevance(query, _POOL)


# == FALSE NEGATIVES ==================================================================================================


@pytest.mark.parametrize(("old", "new"), [
    ("三号楼", "3号楼"),
    ("三室一厅", "3室1厅"),
    ("e-bike", "e bike"),
    ("PlayStation 5", "PlayStation5"),
    ("iPhone 15 Pro", "iPhone15 Pro"),
    ("6 ft", "6 feet"),
])
def test_missed_the_same_value_written_another_way(old: str, new: str) -> None:
    """Class: -40's "the same value in other written forms is the same": a Chinese numeral before 号 / 厅 (三号楼 is 3号楼,
    三室一厅 is 3室1厅), a hyphen read as a space where a short part joins ("e-bike" == "ebike" but not "e bike"), a joined
    compound ("part-time" == "part time" but not "full-time" / "fulltime"), a model number joined or apart
    ("PlayStation5", "iPhone15 Pro"), a unit's long name ("6 ft" / "6 feet"). FALSE NEGATIVE (conflict on 45f965f
    too). DOMAIN 2: the same value again is a NOOP (reinforce), not a clash. Expected: reinforced."""
    assert decided(old, new, "x") == "reinforced"


# == GUARDS (fixE): look-alikes that must hold -------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("三年级", "3年级", "reinforced"),  # a grade however its number is written
    ("三年", "3年", "reinforced"),  # a span however its number is written
    ("3年级", "3年", "conflict"),  # a grade is no span, in digits too
    ("三号楼", "四号楼", "conflict"),
    ("e bike", "ebike", "reinforced"),
    ("c programming", "cprogramming", "conflict"),  # a letter naming a thing is not a prefix
    ("a bike", "abike", "conflict"),  # a word is not a prefix
    ("iPhone15", "iPhone 14", "conflict"),
    ("6 ft", "6 m", "conflict"),
])
def test_guard_a_value_written_another_way(old: str, new: str, expected: str) -> None:
    assert decided(old, new, "x") == expected


@pytest.mark.parametrize(("query", "wanted"), [
    ("Who is my mentor?", "sup"),
    ("Who supervises my thesis?", "sup"),
    ("How do we get to work these days?", "commute"),
    ("What ward am I on this week?", "unit"),
    ("What rank am I?", "title"),
    ("What's my position in the company?", "title"),
    ("Which charity shop do I help at?", "vol"),
    ("Am I still certified?", "cert"),
    ("How much do I earn a year?", "salary"),
    ("What should the surgeon know about my tablets?", "meds"),
    ("我对什么感兴趣？", "hobby_zh"),
    ("我在哪个部门？", "unit_zh"),
    ("我的客户都怎么付款？", "inv"),
])
def test_guard_a_topic_word_in_its_sense_still_finds_its_fact(query: str, wanted: str) -> None:
    assert wanted in lexical_relevance(query, _POOL)
