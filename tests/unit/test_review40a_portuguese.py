"""Review 40a, class "Spanish and English 'no' unread in a statement taken for Portuguese".

fix53g (e46dec6) reads "no" as Portuguese "in the" (never a negation) whenever `ledger.assertion._PORTUGUESE` finds a
Portuguese word or a nasal vowel; that test takes Spanish "está" (a Spanish word as much as a Portuguese one), the
letters ã/õ of a place's name ("São Paulo") and the word "eu" (the EU) for Portuguese, and `_NEGATION_PT` then drops the
Spanish or English "no" that denies the value ("No vivo en Madrid, mi oficina está allí", "No AWS for us, … in the
EU"). DOMAIN 2/4 (seed 000: only what the user states is stored): a denied value must not be stored; -52 stores it,
-51 and -50 refused it.
"""

from __future__ import annotations

import pytest
from one_fact import stored


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("home.city", "Madrid", "No vivo en Madrid, mi oficina está allí", id="REGRESSION-es-esta-vivo"),
    pytest.param("transport.app", "Uber", "No uso Uber, mi coche está en el taller", id="REGRESSION-es-esta-uso"),
    pytest.param("devices.car", "Tesla", "No tengo Tesla, está carísimo", id="REGRESSION-es-esta-tengo"),
    pytest.param("stack.language", "Python", "No uso Python en el trabajo, está prohibido", id="REGRESSION-es-esta-python"),
    pytest.param("work.employer", "Iberia", "No trabajo en Iberia, mi hermana está allí", id="REGRESSION-es-esta-trabajo"),
    pytest.param("home.city", "São Paulo", "No vivo en São Paulo, vivo en Río", id="REGRESSION-es-sao-paulo"),
    pytest.param("stack.cloud", "AWS", "There's no AWS in our stack since the São Paulo office closed",
                 id="REGRESSION-en-sao-paulo"),
    pytest.param("stack.cloud", "AWS", "No AWS for us, everything runs on-prem in the EU", id="REGRESSION-en-eu"),
])
def test_a_denial_in_spanish_or_english_is_not_read_as_portuguese(key: str, value: str, statement: str) -> None:
    assert not stored(key, value, statement)
