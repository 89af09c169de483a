"""Review 40b, class "stays across a comma": fix52b's new branch of `_BOUNDED_STAY` (`ledger/one_off.py`, `_across` /
`_ACROSS_COMMA`: a present "I'm", an aside of up to 80 characters with no pronoun, a comma, then a near period that ends
the sentence) takes everything after "I'm" for the stay's clause, so a lasting value said first, before the aside
("I'm from Warrington", "I'm a nurse", "I'm Polish"), is refused with the stay as temporary context in global scope.

By DOMAIN 4 temporary context is refused or kept to a task scope, but DOMAIN 2 / 4 keep what the user states as lasting:
an origin, a profession, a nationality are not "for the next two weeks"; the period belongs to the stay after the first
comma ("covering the Runcorn plant", "on nights", "working in Dublin"). The fixer flagged the first of these.

REGRESSION: -51 (/work/old51) stores each of these; -52 refuses them (`temporary_outside_task_scope`).
"""

from __future__ import annotations

import pytest
from one_fact import stored


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("home.city", "Warrington", "I'm from Warrington, covering the Runcorn plant, for the next two weeks.",
                 id="REGRESSION-from-warrington-aside-then-next-two-weeks"),
    pytest.param("home.city", "Warrington",
                 "I'm from Warrington originally, covering Runcorn, for the next couple of weeks.",
                 id="REGRESSION-from-warrington-originally-next-couple-of-weeks"),
    pytest.param("job.title", "nurse", "I'm a nurse at Leeds General, on nights, for the next two weeks.",
                 id="REGRESSION-nurse-on-nights-next-two-weeks"),
    pytest.param("job.title", "nurse", "I'm a nurse, working nights at the Royal, for the next few days.",
                 id="REGRESSION-nurse-working-nights-next-few-days"),
    pytest.param("job.title", "teacher", "I'm a teacher in Leeds, off sick, for the next two weeks.",
                 id="REGRESSION-teacher-off-sick-next-two-weeks"),
    pytest.param("nationality", "Polish", "I'm Polish, working in Dublin, for the next few weeks.",
                 id="REGRESSION-polish-working-in-dublin-next-few-weeks"),
])
def test_a_lasting_value_before_an_aside_and_a_stay_is_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)
