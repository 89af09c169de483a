"""Review 37's "to be exact" class, mended (`ledger.kinds.narrows`): a value said more precisely refines the held one
where it is a kind of it, keeping the thing the held value names (its head) and qualifying it further.

- A kind of a common noun may have more put inside it (小学老师 -> 小学数学老师, "Senior Engineer" -> "Senior Software
  Engineer"), its words in another order ("history teacher" -> "teacher of medieval history"), or, for a thing, a
  narrower noun after a shared qualifier that is no grade, size or age ("Roman pottery" -> "Roman samian ware"); only a
  name (a Chinese place or
  institution by its generic end, 州 / 大学 / 银行; a capitalised name that is no title) is another one with more put
  inside it.
- No kind: another post in the place of a post ("data engineer" -> "data protection officer"), a thing of another stuff
  ("Roman pottery" -> "Roman glass beads"), another number put inside the held words ("12 Oak Street" -> "Apartment 12,
  45 Oak Street"), another place before the same generic end (杭州 -> 浙江温州): a conflict (DOMAIN 2).
"""

from __future__ import annotations

import pytest
from one_fact import decided

from ledger.kinds import narrows, sibling


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("初中老师", "初中英语老师", "我是初中老师，具体来说是初中英语老师"),
    ("红烧肉", "红烧五花肉", "我最爱红烧肉，准确地说是红烧五花肉"),
    ("Head Chef", "Head Pastry Chef", "I'm Head Pastry Chef, to be exact."),
    ("Software Developer", "Software Backend Developer", "Software Backend Developer, to be precise."),
    ("maths teacher", "teacher of applied maths", "I'm a teacher of applied maths, to be exact."),
    ("art historian", "historian of Baroque art", "A historian of Baroque art, more specifically."),
    ("wooden toys", "wooden oak puzzles", "I make wooden oak puzzles, to be exact."),
    ("Roman pottery", "Roman terracotta lamps", "Roman terracotta lamps, to be exact."),
    ("Greek sculpture", "Greek marble reliefs", "Greek marble reliefs, to be exact."),
])
def test_a_kind_of_the_held_value_refines_it(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "refined"
    assert narrows(old, new)
    assert not sibling(old, new)


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("8 Elm Road", "Flat 8, 30 Elm Road", "Flat 8, 30 Elm Road, to be exact."),
    ("苏州", "江苏常州", "具体来说是江苏常州"),
    ("广州", "广东惠州", "准确地说是广东惠州"),
    ("上海中学", "上海实验中学", "具体来说是上海实验中学"),
    ("marketing analyst", "marketing operations director", "I'm a marketing operations director, to be exact."),
    ("research scientist", "research programme manager", "Research programme manager, to be precise."),
    ("Chinese porcelain", "Chinese jade carvings", "I collect Chinese jade carvings, to be exact."),
    ("medieval textiles", "medieval silver coins", "Medieval silver coins, to be exact."),
    ("Oxford University", "Oxford Brookes University", "Oxford Brookes University, to be exact."),
    ("history teacher", "history of teaching methods", "History of teaching methods, to be exact."),
])
def test_a_value_that_is_no_kind_of_the_held_one_is_a_conflict(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"
    assert not narrows(old, new)


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # guards: look-alikes that keep their decision
    ("Roman pottery", "Greek pottery", "Greek pottery, to be exact", "conflict"),
    ("senior engineer", "senior product manager", "My title is senior product manager, to be exact.", "conflict"),
    ("small dog", "small terrier mix", "Well, a small terrier mix to be exact.", "conflict"),
    # a shared size or age word is no sign of a kind: review 37 asked for the terrier mix to refine, but the same rule
    # refined a small dog into a small tabby cat; without knowing the words both stay a conflict (keeping is harmless)
    ("small dog", "small terrier mix", "We have a small terrier mix, to be exact.", "conflict"),
    ("small dog", "small tabby cat", "We have a small tabby cat, to be exact.", "conflict"),
    ("old car", "old racing bicycle", "An old racing bicycle, to be exact.", "conflict"),
    ("large dog", "large shepherd cross", "We have a large shepherd cross, to be exact.", "conflict"),
    ("old car", "old Volkswagen Beetle", "I drive an old Volkswagen Beetle, to be precise.", "conflict"),
    ("12 Oak Street", "Flat 3, 12 Oak Street", "Flat 3, 12 Oak Street, to be exact.", "refined"),
    ("杭州", "杭州西湖区", "具体来说是杭州西湖区", "refined"),
    ("data engineer", "senior data engineer", "Senior data engineer, to be exact.", "refined"),
    ("北京大学", "北京师范大学", "具体来说是北京师范大学", "conflict"),
    ("Beijing University", "Beijing Normal University", "Beijing Normal University, to be exact", "conflict"),
    ("小学老师", "小学数学老师", "我是小学老师，具体来说是小学数学老师", "refined"),
    ("小学老师", "小学数学老师", "我是小学老师，后来换成了小学数学老师", "superseded"),
])
def test_look_alikes_keep_their_decision(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
