"""Review 38b: policy 2026.12-49's "to be exact" (`ledger.kinds.narrows`): a value said more precisely refines the
held one only when it is a kind of it.

Regressions (REGRESSION: -48 on /work/old48 decided these right; -50 decides them wrong):
- a number put inside the held words is read as another house or flat (`any(w.isdigit() for w in added)`), whatever
  the value: a version ("Java 21 developer" is a kind of Java developer) or a model ("Ford F-150 pickup"); -48 refined;
- a Chinese common noun ending as a name does (公司) is narrowed only by a value that ends with it whole, so a kind of
  company with a word of its own before 公司 is another institution (软件公司 -> 游戏软件开发公司); -48 refined;
- the new "held words in another order, same head" branch reads `_head` of an "X of Y" name as X, so another
  institution that only shares the words is taken as a kind of the held one ("Bank of China" -> "China Construction
  Bank", "University of York" -> "York St John University", a bank manager -> "manager of a food bank"); -48 left them
  a conflict. DOMAIN 2: a different value on a single-valued key without a change cue is a conflict; refining would
  supersede the user's bank or university with another one.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Java developer", "Java 21 developer", "I'm a Java 21 developer, to be exact.",
                 id="REGRESSION-version-number-inside"),
    pytest.param("软件公司", "游戏软件开发公司", "我在软件公司，具体来说是游戏软件开发公司",
                 id="REGRESSION-zh-common-noun-gongsi"),
])
def test_a_kind_of_the_held_value_refines_it(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Bank of China", "China Construction Bank", "I work at China Construction Bank, to be exact.",
                 id="REGRESSION-another-bank-same-words"),
    pytest.param("University of York", "York St John University", "I study at York St John University, to be exact.",
                 id="REGRESSION-another-university-same-words"),
    pytest.param("bank manager", "manager of a food bank", "I'm the manager of a food bank, to be exact.",
                 id="REGRESSION-another-post-same-words"),
])
def test_the_held_words_reordered_into_another_name_is_a_conflict(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"
