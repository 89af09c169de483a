"""Review 39b, class: a slip in typing or filling in read as a regretted choice, no correction (REGRESSIONS, a MISS).

DOMAIN 2: "sorry, I meant …" is a correction: the old record was never true. Policy -51 (commit 45eeae8,
`ledger/gloss_cues.py` `_CORRECTION`) made Italian "(ho|avevo) sbagliato io/prima a + verb" and Spanish "me he
equivocado / me equivoqué + gerund" regrets of a choice ("sbagliato io a trasferirmi", "me equivoqué mudándome"),
keeping as a correction only "a dire / a scrivere" and, after "al", a short list of verbs of saying or writing. Every
other verb of writing falls into the regret: "ho sbagliato io a digitare / a inserire la città / a mettere Rimini",
"me equivoqué escribiendo / poniendo la dirección / tecleando" name a slip in what was written, the held value never
true, and are now a conflict (-50 corrected them). "Al rellenar el formulario" (filling in the form) is the same slip
after "al", a MISS of the same list.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Rimini", "Cesena", "Avevo sbagliato io a inserire la città, abito a Cesena",
                 id="REGRESSION-it-wrong-entering-the-city"),
    pytest.param("Rimini", "Cesena", "Ho sbagliato io a digitare, abito a Cesena", id="REGRESSION-it-wrong-typing"),
    pytest.param("Rimini", "Cesena", "Ho sbagliato prima a mettere Rimini, abito a Cesena",
                 id="REGRESSION-it-wrong-putting-rimini"),
    pytest.param("Rimini", "Cesena", "Scusa, ho sbagliato io ad indicare la città: abito a Cesena",
                 id="REGRESSION-it-wrong-giving-the-city"),
    pytest.param("Soria", "Burgos", "Me equivoqué escribiendo la ciudad, vivo en Burgos",
                 id="REGRESSION-es-wrong-writing-the-city"),
    pytest.param("Soria", "Burgos", "Me he equivocado tecleando, vivo en Burgos", id="REGRESSION-es-wrong-typing"),
    pytest.param("Soria", "Burgos", "Me equivoqué poniendo la dirección, vivo en Burgos",
                 id="REGRESSION-es-wrong-putting-the-address"),
    pytest.param("Soria", "Burgos", "Me equivoqué al rellenar el formulario, vivo en Burgos",
                 id="MISS-es-wrong-filling-in-the-form"),
])
def test_a_slip_in_writing_is_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"
