"""Review 39b, class: "to be exact" with a kind read as a clash, and with a clash read as a kind (REGRESSIONS).

DOMAIN 2: a refinement ("Java" -> "Java 21 + Spring Boot 3") is the more specific value superseding the general one;
a value mutually exclusive with the held one, without a change cue, is a conflict. Policy -51 (commit c79cb97, now
`ledger/kinds.py` `narrows`) gets both wrong:

- `_one_thing_after_head` takes any article after "of / in" for one thing named (a place, an institution), though a
  field is named with "the" too: "Roman history" -> "the history of the Roman Empire", "law lecturer" -> "lecturer in
  the law of contract", "French literature" -> "literature of the French Renaissance" are kinds (-50 refined them);
- the reordered words of a capitalised value are taken for a name ("Bank of China") unless it is a post, though a field
  is written capitalised too: "Art History" -> "History of Renaissance Art" (-50 refined it);
- `_ZH_COMMON_BEFORE_END` makes a trade noun before 公司/医院/学校 a common noun that ANY longer value with the same
  last character narrows, so "私立医院" -> "公立儿童医院" (private -> public hospital), "外资公司" -> "国有能源公司"
  (foreign-owned -> state-owned), "软件公司" -> "汽车销售公司" (software -> car dealer) are refined, the held value
  silently superseded by one that excludes it (-50: conflict).
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    pytest.param("Roman history", "history of the Roman Empire", "I study the history of the Roman Empire, to be exact.",
                 "refined", id="REGRESSION-history-of-the-roman-empire"),
    pytest.param("law lecturer", "lecturer in the law of contract", "Lecturer in the law of contract, to be exact.",
                 "refined", id="REGRESSION-lecturer-in-the-law-of-contract"),
    pytest.param("French literature", "literature of the French Renaissance",
                 "I study the literature of the French Renaissance, to be exact.", "refined",
                 id="REGRESSION-literature-of-the-french-renaissance"),
    pytest.param("Art History", "History of Renaissance Art", "History of Renaissance Art, to be exact.", "refined",
                 id="REGRESSION-capitalised-art-history"),
    pytest.param("Roman History", "History of Roman Britain", "I study the History of Roman Britain, to be exact.",
                 "refined", id="REGRESSION-capitalised-roman-history"),
    pytest.param("私立医院", "公立儿童医院", "准确地说是一家公立儿童医院", "conflict",
                 id="REGRESSION-zh-private-to-public-hospital"),
    pytest.param("外资公司", "国有能源公司", "具体来说是国有能源公司", "conflict",
                 id="REGRESSION-zh-foreign-owned-to-state-owned"),
    pytest.param("软件公司", "汽车销售公司", "具体来说是汽车销售公司", "conflict", id="REGRESSION-zh-software-to-car-dealer"),
])
def test_to_be_exact(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
