"""Review 39a, class "stay clause": -51's clause of a stay (848b24a) is cut by an aside or a filler word, and the
stay's own value is stored as a lasting fact.

DOMAIN.md section 4: temporary context does not become a long-term fact; a stay of days said in global scope is
refused (temporary_outside_task_scope). -51 (`ledger/one_off.py`) refuses a stay only when the value is in the stay's
own clause, cut by `_STAY_BREAK_AT` (any comma, and "but / then / aber / dann ..." as whole words), and its English
"state, then period" branch of `_BOUNDED_STAY` no longer crosses a comma (`[^.!?\\n,;]{0,80}?`). So:

- an aside or apposition between commas ("I'm at the Crewe depot, covering for Sam, for the next two weeks", "...
  based at our other site, the Crewe depot") splits the stay from its own value;
- German "dann" / "aber" used as fillers inside the stay's clause ("Die nächsten zwei Wochen arbeite ich dann in
  Linz", "Bis Freitag bin ich aber in Linz") are read as a second clause.
MISS: -51's new "until Friday" stays (es/fr/it) and their English, German and Chinese kin stop at a comma, so the
commonest way to say it, "X, but only until Thursday", is stored as lasting by every version.
"""

from __future__ import annotations

import pytest
from one_fact import refusal

TEMPORARY = "temporary_outside_task_scope"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # an aside or apposition between commas
    pytest.param("work.site", "Crewe depot", "I'm at the Crewe depot, covering for Sam, for the next two weeks",
                 id="REGRESSION-en-aside-covering-for-sam"),
    pytest.param("work.site", "Crewe depot",
                 "For the next couple of weeks I'm based at our other site, the Crewe depot",
                 id="REGRESSION-en-apposition-our-other-site"),
    pytest.param("work.site", "Crewe depot", "I'm based at the Crewe depot, as it happens, for the next few days",
                 id="REGRESSION-en-aside-as-it-happens"),
    pytest.param("work.site", "Crewe depot", "I'm at the Crewe depot, but only for the next few days",
                 id="REGRESSION-en-comma-but-only-next-few-days"),
    # German fillers "dann", "aber"
    pytest.param("work.city", "Linz", "Die nächsten zwei Wochen arbeite ich dann in Linz",
                 id="REGRESSION-de-naechsten-zwei-wochen-dann"),
    pytest.param("work.city", "Linz", "Die nächsten zwei Wochen bin ich aber in Linz",
                 id="REGRESSION-de-naechsten-zwei-wochen-aber"),
    pytest.param("work.city", "Linz", "Bis Freitag bin ich dann in Linz auf Schulung",
                 id="REGRESSION-de-bis-freitag-dann"),
    # MISS: the stay, then its near end after a comma
    pytest.param("work.city", "Soria", "Estoy en Soria, pero solo hasta el jueves",
                 id="MISS-es-pero-solo-hasta-el-jueves"),
    pytest.param("work.city", "Rennes", "Je suis à Rennes, mais seulement jusqu'à jeudi",
                 id="MISS-fr-mais-seulement-jusqu-a-jeudi"),
    pytest.param("work.city", "Lecce", "Sono a Lecce, ma solo fino a giovedì",
                 id="MISS-it-ma-solo-fino-a-giovedi"),
])
def test_a_stay_of_days_is_refused_in_global(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == TEMPORARY
