"""Blind set 27's last other-language misses (the gloss, `ledger/gloss.py`):

- a past day is no sign of a visit for every verb: "On a déménagé à Auray le week-end dernier", "… hier", "… la semaine
  dernière" are moves told (superseded), where "je suis passé à Nantes hier" is a call (French "passer à" is to call in
  as well as to move on: the day words are read for that verb only, `gloss_clauses._VISIT_TIME`);
- "from today" in Spanish, Portuguese, German, French and Italian is English "as of today", a change cue ("Pedí el
  cambio: desde hoy estoy en pediatría"), but not with an end in the sentence ("desde hoy hasta el viernes": a stay)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact

from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)


def told(key: str, old: str, new: str, statement: str) -> str:
    return decide([fact(old)], Candidate(key, new, statement, "user_stated", "profile", "one", APRIL1)).decision


@pytest.mark.parametrize(("key", "old", "new", "statement", "expected"), [
    # a move dated by a past day
    ("home.city", "Vannes", "Auray", "On a déménagé à Auray le week-end dernier", "superseded"),
    ("home.city", "Lyon", "Nantes", "on a déménagé à Nantes hier, enfin !", "superseded"),
    ("home.city", "Lyon", "Nantes", "Nous avons déménagé à Nantes la semaine dernière", "superseded"),
    ("home.city", "Lyon", "Nantes", "J'ai déménagé à Nantes ce week-end", "superseded"),
    # ... a call dated so stays a call (no change)
    ("home.city", "Lyon", "Nantes", "Je suis passé à Nantes hier", "conflict"),
    ("home.city", "Lyon", "Nantes", "Je suis passée à Nantes le week-end dernier pour voir ma sœur", "conflict"),
    # German "hier" is here
    ("home.city", "Köln", "Bonn", "ich wohne jetzt hier in Bonn", "superseded"),
    # from today
    ("work.unit", "medicina interna", "pediatría", "Pedí el cambio: desde hoy estoy en pediatría", "superseded"),
    ("work.city", "Leeds", "York", "a partir de hoy trabajo en York", "superseded"),
    ("work.city", "Lisboa", "Porto", "A partir de hoje trabalho no Porto", "superseded"),
    ("work.city", "Köln", "Bonn", "Ab heute arbeite ich in Bonn", "superseded"),
    ("work.city", "Lyon", "Nantes", "À partir d'aujourd'hui je travaille à Nantes", "superseded"),
    ("work.city", "Milano", "Lecco", "Da oggi lavoro a Lecco", "superseded"),
    # ... not until an end (a stay), nor someone else's, nor denied
    ("work.city", "Leeds", "York", "desde hoy hasta el viernes estoy en York", "conflict"),
    ("work.city", "Köln", "Bonn", "Ab heute bis Freitag bin ich in Bonn", "conflict"),
    ("work.city", "Leeds", "York", "desde hoy mi hermano trabaja en York", "conflict"),
    ("work.city", "Leeds", "York", "desde hoy no trabajo en York", "rejected"),
])
def test_a_past_day_or_from_today_in_other_languages(key: str, old: str, new: str, statement: str,
                                                     expected: str) -> None:
    assert told(key, old, new, statement) == expected
