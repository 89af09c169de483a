"""Review 39b, class: a lasting es/it/fr/pt transfer or leaving read as a spell, a trip or a patient (REGRESSIONS).

DOMAIN 2: the speaker's own change ("me trasladaron a Vitoria", "J'ai quitté le Crédit Agricole") supersedes the held
value or ends it; only a stay for a while is no lasting change (DOMAIN 4: temporary context is not a long-term fact).
Policy -51 (commit 45eeae8, `ledger/gloss_changes.py`, `ledger/gloss.py`) reads its spell, occasion, return and patient
words anywhere in the 60-80 characters after the verb, whatever they are said of:

- `_SPELL_WORDS` (in `_ES_SPELL`, `_IT_MOVED_BY`, the Italian `_CHANGES` lookahead and `_NOT_LEFT`): "hasta junio",
  "fino a dicembre", "jusqu'en mars", "pendant six mois", "durante seis meses" that date the PAST stay at the old place
  ("… fino a dicembre ero a Padova", "après y avoir travaillé pendant six mois"), and "para cubrir / per coprire / per
  sostituire" a post that is permanent ("una plaza fija", "un posto vacante", a director who retired);
- `_BACK_SOON` (applied by `gloss._change` to a Spanish posting and by `gloss._left` to a leaving): a return that is
  only to fetch one's things ("regreso mañana a Bilbao solo para recoger mis cosas", "je reviens demain chercher mes
  affaires");
- `_ES_MOVED`'s `operar\\w*`: "para operar la nueva línea de producción" (to run a line), not a patient;
- `_NOT_LEFT`'s noon: "vendredi à midi, c'était mon dernier jour".
-50 superseded or ended every one of these.
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Bilbao", "Vitoria", "Me han destinado a Vitoria; regreso mañana a Bilbao solo para recoger mis cosas",
                 id="REGRESSION-es-back-tomorrow-only-to-fetch-my-things"),
    pytest.param("Bilbao", "Vitoria", "Me han trasladado a Vitoria para cubrir una plaza fija",
                 id="REGRESSION-es-to-fill-a-permanent-post"),
    pytest.param("Bilbao", "Vitoria", "Me trasladaron a Vitoria para operar la nueva línea de producción",
                 id="REGRESSION-es-to-run-the-new-production-line"),
    pytest.param("Bilbao", "Vitoria", "Me trasladaron a Vitoria en julio, hasta junio estaba en Bilbao",
                 id="REGRESSION-es-until-june-i-was-in-bilbao"),
    pytest.param("Padova", "Verona", "Mi hanno trasferito a Verona per coprire un posto vacante",
                 id="REGRESSION-it-to-fill-a-vacancy"),
    pytest.param("Padova", "Verona", "Mi hanno trasferito a Verona per sostituire il direttore che è andato in pensione",
                 id="REGRESSION-it-to-replace-the-retired-director"),
    pytest.param("Padova", "Verona", "Mi sono trasferita a Verona a gennaio, fino a dicembre ero a Padova",
                 id="REGRESSION-it-until-december-i-was-in-padova"),
])
def test_a_lasting_transfer_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("Crédit Agricole", "J'ai quitté le Crédit Agricole après y avoir travaillé pendant six mois",
                 id="REGRESSION-fr-left-after-working-there-six-months"),
    pytest.param("Crédit Agricole", "J'ai quitté le Crédit Agricole, je reviens demain chercher mes affaires",
                 id="REGRESSION-fr-left-back-tomorrow-for-my-things"),
    pytest.param("Crédit Agricole", "J'ai quitté le Crédit Agricole vendredi à midi, c'était mon dernier jour",
                 id="REGRESSION-fr-left-friday-noon-last-day"),
    pytest.param("Mercadona", "Dejé Mercadona después de trabajar allí durante seis meses",
                 id="REGRESSION-es-left-after-six-months-there"),
    pytest.param("Mercadona", "Dejé Mercadona, donde trabajé hasta junio",
                 id="REGRESSION-es-left-where-i-worked-until-june"),
    pytest.param("Continente", "Saí do Continente depois de trabalhar lá durante seis meses",
                 id="REGRESSION-pt-left-after-six-months-there"),
])
def test_a_leaving_that_happened_ends_the_value(value: str, statement: str) -> None:
    assert decided(value, value, statement, cardinality="many") == "invalidated"
