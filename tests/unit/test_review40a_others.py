"""Review 40a, class "another person opens the clause, the speaker then says it of themself without 'I'".

fix53g (e46dec6) refuses a value in a clause another person opens (`ledger.people._theirs_elsewhere`,
`_of_another_ro`) unless a word of the speaker follows in the sentence (`_SPEAKER_RO`). That list lacks the speaker of
these languages where the subject is a verb ending or a clitic: French "on" ("on y habite"), Spanish "nos" and a
dropped "nosotros" ("vivimos aquí", "nos mudamos allí"), Italian "ci" ("ci siamo trasferiti"), Portuguese "-nos"
("mudámo-nos"). DOMAIN 1 (seed 002: two people, two facts) keeps the partner's fact apart, but the user said the same
place of themself: it is the user's and must be stored. -52 refuses it as value_not_asserted; -51 and -50 stored it.
"""

from __future__ import annotations

import pytest
from one_fact import stored


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("home.city", "Bordeaux", "Ma copine adore Bordeaux, on y habite depuis 2019", id="REGRESSION-fr-on-y-habite"),
    pytest.param("home.city", "Nantes", "Ma femme a trouvé du travail à Nantes, on y vit depuis mars",
                 id="REGRESSION-fr-on-y-vit"),
    pytest.param("home.city", "Valencia", "Mi novia está encantada con Valencia, vivimos aquí desde 2019",
                 id="REGRESSION-es-vivimos-aqui"),
    pytest.param("home.city", "Valencia", "Mi mujer trabaja en Valencia y nos mudamos allí en marzo",
                 id="REGRESSION-es-nos-mudamos"),
    pytest.param("home.city", "Bari", "Mia moglie è felice a Bari, ci siamo trasferiti a marzo",
                 id="REGRESSION-it-ci-siamo-trasferiti"),
    pytest.param("home.city", "Braga", "A minha mulher adora Braga, mudámo-nos para cá em março",
                 id="REGRESSION-pt-mudamo-nos"),
])
def test_the_speaker_after_another_persons_clause_keeps_the_value_theirs_too(key: str, value: str,
                                                                             statement: str) -> None:
    assert stored(key, value, statement)
