"""Review 37: policy 2026.12-47's Spanish "pasarse a" + infinitive and Italian "spostarsi" on the day or for an event
(`ledger.gloss`: `_ES_VISIT`, `_GOT_ABOUT` / `_SAME_DAY`, `_TRIP`): a call or a trip, not a change.

Regressions (REGRESSION: -46 on /work/old46 superseded these, as a cued change should; -48 makes them a conflict):
- Spanish: a product typed in lower case whose name ends as an infinitive does ("me he pasado a docker", "nos pasamos
  a flutter") is read as "pasarse a" + infinitive (a call), though chat Spanish writes names in lower case;
- Italian: any same-day word anywhere in the verb's clauses makes "spostarsi" a trip, even where it starts the change
  ("Da oggi mi hanno spostato nella sede di Milano", "Da stamattina …"), says it is for good ("in pianta stabile"), or
  dates something else ("Oggi è un anno che…", "stasera inauguriamo la casa").
DOMAIN 2: same slot, a different value with an explicit change cue supersedes.

Misses (MISS: -46 and -48 both supersede): a trip for an event the -47 list lacks (a concert, a wedding, an exam with
the day of return, the weekend), and a Spanish call at a place ("me pasé a la oficina de Valencia a firmar"): no change
of where the speaker lives; a clash without a cue, a conflict (as review 36 and test_policy47_b label trips).
"""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Podman", "Docker", "me he pasado a docker, mucho más cómodo", id="REGRESSION-es-lowercase-docker"),
    pytest.param("React Native", "Flutter", "nos pasamos a flutter el año pasado", id="REGRESSION-es-lowercase-flutter"),
    pytest.param("Roma", "Milano", "Da oggi mi hanno spostato nella sede di Milano.", id="REGRESSION-it-da-oggi"),
    pytest.param("Roma", "Milano", "Da stamattina mi hanno spostata alla sede di Milano, in pianta stabile.",
                 id="REGRESSION-it-da-stamattina-pianta-stabile"),
    pytest.param("Roma", "Milano", "Oggi è un anno che mi sono spostato a Milano.", id="REGRESSION-it-un-anno-che"),
    pytest.param("Roma", "Milano", "Mi sono spostato a Milano a settembre e stasera inauguriamo finalmente la casa.",
                 id="REGRESSION-it-stasera-other-clause"),
])
def test_a_change_is_still_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Roma", "Milano", "Mi sono spostato a Milano per un concerto.", id="MISS-it-concerto"),
    pytest.param("Roma", "Milano", "Mi sono spostato a Milano per un matrimonio.", id="MISS-it-matrimonio"),
    pytest.param("Roma", "Milano", "Mi sono spostata a Milano per un esame, rientro domani.",
                 id="MISS-it-esame-rientro"),
    pytest.param("Madrid", "Valencia", "Me pasé a la oficina de Valencia a firmar unos papeles.",
                 id="MISS-es-call-at-the-office"),
])
def test_a_trip_or_a_call_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"
