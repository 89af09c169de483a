"""Review 38b: policy 2026.12-50's Spanish, French and Italian transfers (`ledger.gloss_changes`: `_CHANGES`,
`_ES_MOVED`, `_ES_SPELL`, `_IT_MOVED_BY`, `_TRIP`; `ledger.gloss`: `_on_the_day`, `_BACK_SOON`): the speaker's lasting
change is a change; a spell, an occasion or a patient taken somewhere is not.

Regressions (REGRESSION: -48 on /work/old48 left these a conflict; -50 supersedes the held place, the worst error: a
trip read as a move replaces the home or work place):
- Spanish "me trasladaron / me han trasladado / me destinaron" for a spell or an occasion `_ES_SPELL` and `_TRIP` do
  not list ("para cubrir las vacaciones de un compañero", "hasta final de mes", "para la campaña de Navidad"), and a
  patient taken by "UVI móvil" (`_ES_MOVED` knows "uci", not the Spanish ambulance's name) or "para operarme";
- French "J'ai quitté la X …" read as leaving X for good, though it was left at noon for a meeting, early for an
  appointment, or "pendant deux semaines".
DOMAIN 2 / 4: a clash without a cue is a conflict; temporary context does not become a long-term fact.

Misses (MISS: -48 and -50 both supersede): Italian "mi hanno trasferito da X a Y" for a spell `_IT_MOVED_BY` lacks
("fino a dicembre", "in via temporanea"), and "mi sono spostato a Milano ieri, rientro venerdì" (`_BACK_SOON` knows a
return "domani", not one on a named day; `_SAME_DAY` knows "ieri mattina", not "ieri").
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Logroño", "Pamplona", "Me trasladaron a Pamplona para cubrir las vacaciones de un compañero",
                 id="REGRESSION-es-cover-a-colleagues-holiday"),
    pytest.param("Logroño", "Pamplona", "Me han trasladado a Pamplona hasta final de mes",
                 id="REGRESSION-es-until-the-end-of-the-month"),
    pytest.param("Logroño", "Pamplona", "Me trasladaron a Pamplona en UVI móvil", id="REGRESSION-es-patient-uvi-movil"),
    pytest.param("Logroño", "Pamplona", "Me trasladaron a Pamplona para operarme", id="REGRESSION-es-patient-surgery"),
    pytest.param("Mutuelle du Doubs", "CAF du Doubs",
                 "J'ai quitté la Mutuelle du Doubs à midi pour une réunion à la CAF du Doubs",
                 id="REGRESSION-fr-left-at-noon-for-a-meeting"),
    pytest.param("Mutuelle du Doubs", "CAF du Doubs",
                 "J'ai quitté la Mutuelle du Doubs pour la CAF du Doubs pendant deux semaines",
                 id="REGRESSION-fr-for-two-weeks"),
])
def test_a_spell_an_occasion_or_a_patient_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Brescia", "Mantova", "Mi hanno trasferito da Brescia a Mantova fino a dicembre",
                 id="MISS-it-until-december"),
    pytest.param("Roma", "Milano", "Mi sono spostato a Milano ieri, rientro venerdì", id="MISS-it-back-on-friday"),
])
def test_an_italian_spell_or_trip_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"
