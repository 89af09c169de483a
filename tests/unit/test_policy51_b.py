"""Review 38's plan findings (`ledger/plans_other.py` `planned_other`, `_FUTURE`): -50's plan rules narrowed to a
condition or a time to come that governs the value's own clause and verb.

- a condition in its own clause before the value's makes a plan of a change not yet made: "Si tout va bien, on
  déménage à Grenoble", "Falls wir das Haus bekommen, ziehen wir nach Bonn", "If we find a house, we'll move to …";
- an aside ("si mal no recuerdo", "se non sbaglio"), "si bien" (although), Italian impersonal "si" ("si fa prima"), a
  concessive "if" ("if a bit chaotic") and a routine ("I start work at 7am, unless …") are no condition;
- a time to come, a change or a condition after "and / y / e / und" belongs to the second thing; a past time in the
  value's clause tells a change made ("Made the switch to Vim last week, let's see …"; "the switch" is a noun);
- "I'm starting to settle in" is no change to come; a "maybe" of a duration ("seit vielleicht fünf Jahren") is no
  maybe of the fact; "j'aimerais (bien) m'installer à" is a wish.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact

from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)


def told(key: str, old: str, new: str, statement: str) -> tuple[str, str]:
    d = decide([fact(old)], Candidate(key, new, statement, "user_stated", "profile", "one", APRIL1))
    return d.decision, d.reason


PLANS = [
    # a condition in its own clause before the value's
    ("home.city", "Clitheroe", "Garstang", "If the sale goes through, we're moving to Garstang"),
    ("home.city", "Clitheroe", "Garstang", "Provided we sell the flat, we'll relocate to Garstang"),
    ("home.city", "Lyon", "Grenoble", "S'il y a du travail, on déménage à Grenoble"),
    ("home.city", "Como", "Lecco", "Se va tutto bene, ci trasferiamo a Lecco"),
    ("home.city", "Lisboa", "Porto", "Se tudo der certo, vamos nos mudar para o Porto"),
    ("home.city", "Köln", "Bonn", "Wenn alles klappt, ziehen wir nach Bonn"),
    # a wish in French
    ("home.city", "Lyon", "Grenoble", "Je voudrais m'installer à Grenoble"),
    ("home.city", "Lyon", "Annecy", "Nous aimerions bien nous installer à Annecy"),
    # still plans: a maybe of the fact, a time to come in the value's own clause, a modal before a routine's verb
    ("home.city", "Lyon", "Grenoble", "Peut-être un jour on déménagera à Grenoble"),
    ("home.city", "Como", "Lecco", "Forse tra due anni ci trasferiamo a Lecco"),
    ("home.city", "Logroño", "Pamplona", "Nos mudamos a Pamplona el mes que viene y buscamos colegio"),
    ("work.start", "8am", "7am", "I'll start at 7am from Monday, unless the rota changes"),
    ("editor", "Emacs", "Vim", "I'll switch to Vim if the plugins work"),
    ("work.employer", "Initech", "Acme", "I'm starting at Acme in the spring"),
]


@pytest.mark.parametrize(("key", "old", "new", "statement"), PLANS)
def test_a_plan_is_refused(key: str, old: str, new: str, statement: str) -> None:
    assert told(key, old, new, statement) == ("rejected", "value_not_asserted")


KEPT = [
    # an aside, "si bien", an impersonal "si", a concessive "if", a routine
    ("home.city", "Como", "Lecco", "Se non sbaglio, ci siamo trasferiti a Lecco nel 2019", "superseded"),
    ("home.city", "Logroño", "Pamplona", "Nos trasladamos a Pamplona en 2018, si no me equivoco", "conflict"),
    ("home.city", "Lyon", "Grenoble", "Si je me souviens bien, on habite à Grenoble depuis 2019", "conflict"),
    ("commute.mode", "auto", "treno", "Vado sempre in treno, si risparmia", "conflict"),
    ("home.city", "Clitheroe", "Garstang", "The switch to Garstang went smoothly, if slightly late", "conflict"),
    ("work.start", "8am", "7am", "I usually start at 7am, if the trains run", "conflict"),
    ("home.city", "Clitheroe", "Garstang", "If you must know, I live in Garstang", "conflict"),
    # a time to come or a change after "and / y / e / und": another thing's
    ("home.city", "Logroño", "Pamplona", "Vivimos en Pamplona y el año que viene cambiamos de coche", "conflict"),
    ("home.city", "Köln", "Bonn", "Wir leben in Bonn und ziehen nächstes Jahr in eine größere Wohnung", "conflict"),
    ("home.city", "Como", "Lecco", "Abitiamo a Lecco e il mese prossimo cambiamo lavoro", "conflict"),
    # a past time in the value's clause, a noun of change
    ("editor", "Emacs", "Vim", "Made the move to Vim, fingers crossed", "conflict"),
    ("editor", "Emacs", "Vim", "Did the switch to Vim a month ago, let's see if it sticks", "conflict"),
    # "starting to", a maybe of a duration
    ("work.employer", "Initech", "Acme", "I'm starting to enjoy Acme after joining in the autumn", "conflict"),
    ("home.city", "Lyon", "Grenoble", "J'habite à Grenoble depuis peut-être deux ans", "conflict"),
    ("home.city", "Logroño", "Pamplona", "Vivo en Pamplona desde hace quizás diez años", "conflict"),
    ("home.city", "Lisboa", "Porto", "Moro no Porto há talvez cinco anos", "conflict"),
    ("home.city", "Como", "Lecco", "Vivo a Lecco da forse vent'anni", "conflict"),
    # a wish for something else
    ("home.city", "Lyon", "Grenoble", "J'aimerais bien visiter Grenoble", "conflict"),
]


@pytest.mark.parametrize(("key", "old", "new", "statement", "expected"), KEPT)
def test_a_change_told_or_a_present_statement_keeps_its_decision(key: str, old: str, new: str, statement: str,
                                                                 expected: str) -> None:
    assert told(key, old, new, statement)[0] == expected
