"""Review 37: policy 2026.12-47's "to be exact" (`ledger.kinds.narrows`, `ledger.cues.more_precisely`): a value said
more precisely refines the held one only when it is a kind of it.

Regressions (REGRESSION: -46 on /work/old46 refined these; -48 makes them a conflict): a kind of the held value that
-47's new exclusions turn away:
- a Chinese value with more put inside it is read as another institution (`_inserted`), but 小学数学老师 is a kind of
  小学老师 and 牛肉拉面 a kind of 牛肉面 (a subject or a way of making put inside, not another name);
- a job title written capitalised, as titles are, with a word put inside it is read as another name ("Senior Engineer"
  -> "Senior Software Engineer");
- the held words said in another order ("history teacher" -> "teacher of medieval history");
- (a kind said after a shared size word, "small dog" -> "small terrier mix", was withdrawn by the lead: the rule that
  refines it refines "small dog" -> "small tabby cat" too; it stays a conflict, see tests/unit/test_policy49_b.py).
DOMAIN 2: refinement, the more specific one supersedes the general one.

Misses (MISS: -46 and -48 both refine): a value that keeps a word of the held one but is no kind of it: another house
number, another city of the province, another post, another thing made of another stuff. DOMAIN 2: a different value
on a single-valued key without a change cue is a conflict.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("小学老师", "小学数学老师", "我是小学老师，具体来说是小学数学老师", id="REGRESSION-zh-subject-teacher"),
    pytest.param("牛肉面", "牛肉拉面", "最爱吃的是牛肉面，具体来说是牛肉拉面", id="REGRESSION-zh-hand-pulled-noodles"),
    pytest.param("Senior Engineer", "Senior Software Engineer", "My title is Senior Software Engineer, to be exact.",
                 id="REGRESSION-capitalised-title"),
    pytest.param("history teacher", "teacher of medieval history", "I'm a teacher of medieval history, to be exact.",
                 id="REGRESSION-held-words-reordered"),
])
def test_a_kind_of_the_held_value_refines_it(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("12 Oak Street", "Apartment 12, 45 Oak Street", "Apartment 12, 45 Oak Street, to be exact.",
                 id="MISS-held-number-reused-as-flat-number"),
    pytest.param("杭州", "浙江温州", "具体来说是浙江温州", id="MISS-zh-another-city-of-the-province"),
    pytest.param("data engineer", "data protection officer", "I'm a data protection officer, to be exact.",
                 id="MISS-another-post"),
    pytest.param("Roman pottery", "Roman glass beads", "I collect Roman glass beads, to be exact.",
                 id="MISS-another-stuff"),
])
def test_a_value_that_is_no_kind_of_the_held_one_is_a_conflict(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"
