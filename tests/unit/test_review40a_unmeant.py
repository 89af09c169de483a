"""Review 40a, class "an idiom read as a joke or an unreal condition".

fix53h (367c95b) refuses a value taken back by a joke word after it, or supposed by an unreal condition before it
(`ledger.unmeant._TAKEN_BACK` / `_JOKE`, `_wished` / `_UNREAL_IF` / `_SI_IMPERFECT`). Idioms match those words without
the meaning: German "Spaß pur!" / "Spaß garantiert!" (pure fun) after a real hobby; Spanish "por si fuera poco" (on top
of that), which states what follows; French "même si je savais que ce serait …" (even though I knew it would be),
a real past with a future-in-the-past. DOMAIN 4 (the user stated it): the value is asserted and must be stored; -52
refuses it as value_not_asserted, -51 and -50 stored it.
"""

from __future__ import annotations

import pytest
from one_fact import stored


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("hobbies", "Padel", "Ich spiele seit Mai Padel. Spaß pur!", id="REGRESSION-de-spass-pur"),
    pytest.param("hobbies", "Salsa", "Ich tanze jetzt Salsa. Spaß garantiert!", id="REGRESSION-de-spass-garantiert"),
    pytest.param("work.city", "Cádiz", "Por si fuera poco, ahora trabajo en Cádiz", id="REGRESSION-es-por-si-fuera-poco"),
    pytest.param("work.city", "Cádiz", "Y por si fuera poco, me trasladaron a Cádiz en marzo",
                 id="REGRESSION-es-por-si-fuera-poco-trasladaron"),
    pytest.param("home.city", "Lyon", "Même si je savais que ce serait dur, on a emménagé à Lyon en mars",
                 id="REGRESSION-fr-meme-si-serait"),
    pytest.param("work.employer", "Airbus", "Même si je savais que ce serait loin, j'ai pris le poste chez Airbus",
                 id="REGRESSION-fr-meme-si-serait-poste"),
])
def test_an_idiom_is_no_joke_and_no_unreal_condition(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)
