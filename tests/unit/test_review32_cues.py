"""Review 32: the change and correction rules of policies -39, -40 and -41 attacked: "transferred" (`ledger/cues.py`,
`CHANGE_CUES`), a promotion read anywhere (`ledger/turned.py`, `promoted`), "since <month>" (`cues._since`), life events
(`cues._became`), 从…起 / 开始 and 由A变更为B and 转学到 (`ledger/cues_zh.py`), the everyday corrections ("by mistake",
"you have the wrong X", "ignore what I said", 不对, 应该是), the other languages' "desde / seit / depuis", "ahora soy /
ich bin jetzt" and cancellations (`ledger/gloss.py`).

Every test here fails on 2026.12-41 (HEAD of rev32). REGRESSION: every case of the class passes on /work/old38 (policy
-38, 45f965f); FALSE NEGATIVE: a plain variant of a new rule's intent, missed on both. Regressions first. Where DOMAIN
allows two readings the case is left out.
"""

from __future__ import annotations

import pytest
from one_fact import decided

# == REGRESSIONS: changes =============================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisboa", "Porto", "Estou no Porto desde março, de férias"),
    ("Lisboa", "Porto", "Estou no Porto desde março por causa do trabalho, volto em julho"),
    ("Acme", "Globex", "Trabajo con Globex desde marzo, son nuestro cliente"),
    ("Acme", "Globex", "Tenemos un proyecto con Globex desde marzo"),
    ("Berlin", "München", "Ich bin seit März in München auf Geschäftsreise"),
    ("Berlin", "München", "Ich bin seit März in München zur Reha"),
    ("Paris", "Lyon", "Je suis à Lyon depuis mars pour un stage de trois mois"),
    ("Paris", "Lyon", "Depuis mars, mon frère habite à Lyon"),
    ("enfermera", "jefa de enfermeras", "Ahora soy jefa de enfermeras, pero solo este mes"),
    ("developer", "Teamleiter", "Ich bin jetzt Teamleiter, vertretungsweise"),
])
def test_defect_desde_seit_depuis_or_ahora_soy_of_a_stay_a_client_someone_else_or_a_standin_is_a_change(
        old: str, new: str, statement: str) -> None:
    """Class: -40's `gloss._since` turns "desde / seit / depuis <month>" into "as of <month>" whatever the clause is
    about (a holiday, a business trip, a rehab stay, a three-month internship, a client, a project, the speaker's
    brother), and `gloss._copula_now` turns "Ahora soy X, pero solo este mes" / "Ich bin jetzt X, vertretungsweise" (a
    stand-in) into "I'm X now". REGRESSION (conflict on 45f965f). DOMAIN 2 / 4: a trip, a stand-in, a client or
    someone else's home is no lasting change of the speaker's value. Expected: not superseded."""
    assert decided(old, new, statement) != "superseded"
