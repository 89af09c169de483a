"""Review 38a: -50's plan rules (`ledger/plans_other.py` `planned_other`, `_FUTURE`'s seasons, `_PLAN`'s "hoping"): a
plan hoped for, uncertain or conditional asserts nothing of the present and is refused (`value_not_asserted`). A
change told as done, or a present statement, must keep its decision (DOMAIN 2: a change cue supersedes; without one,
a conflict; never a silent drop of the user's fact).

Regressions (REGRESSION: -48 on /work/old48 keeps the value, conflict or superseded; -50 refuses it):
- a "si" or an "if" after the value that is no condition of the change: Spanish "si mal no recuerdo" (an aside, as
  English "if I remember rightly" is excluded), Italian impersonal "si fa prima", English concessive "if a bit
  chaotic" and "unless I'm on lates" of a routine;
- clause-opening "Si bien" (Spanish "although") read as "if";
- a past or a present in the value's clause and a time to come for another thing after "y / e / und / et": "Nos
  mudamos a Pamplona el año pasado y el mes que viene empiezo …" (`_CHANGE_TO_COME` takes "mudamos", "mudamos" is a
  preterite too), "Wir wohnen in Bonn und wechseln nächstes Jahr den Stromanbieter" (the plan is the supplier's);
- a noun of change ("made the switch", "made the move", "the move went fine") read as a verb not yet made before "let's
  see", "fingers crossed", "if …";
- `_FUTURE`'s new season after "I'm starting": "I'm starting to settle in at Acme after joining in the spring";
- a foreign "maybe" of a duration, not of the fact: "seit vielleicht fünf Jahren", "da forse dieci anni" (the user
  lives there).

Misses (MISS: both -48 and -50 keep a plan as the user's value): a condition in its own clause before the value's
("Si tout va bien, on déménage …", "Se troviamo casa, ci trasferiamo …", "Falls wir das Haus bekommen, ziehen wir …");
"J'aimerais bien m'installer à". (Left unmet and taken out of the tests by the lead: "Nos mudamos a Pamplona en
otoño, si nos dan la hipoteca" is still read as a move told, superseded: the other-language gloss rewrites "nos mudamos"
as "switched" reading only the verb's own clause, so the condition in the next clause never reaches the plan reader.)
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact

from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)


def told(key: str, old: str, new: str, statement: str) -> tuple[str, str]:
    """The decision on the user's statement of `new` under `key`, `old` held since 1 January (as test_policy50_e)."""
    d = decide([fact(old)], Candidate(key, new, statement, "user_stated", "profile", "one", APRIL1))
    return d.decision, d.reason


@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    # a "si" / "if" after the value that is no condition
    pytest.param("home.city", "Logroño", "Pamplona", "Nos trasladamos a Pamplona en 2019, si mal no recuerdo",
                 id="REGRESSION-es-si-mal-no-recuerdo-an-aside"),
    pytest.param("commute.mode", "auto", "bici", "Mi sposto sempre in bici, si fa prima",
                 id="REGRESSION-it-impersonal-si-fa-prima"),
    pytest.param("home.city", "Clitheroe", "Garstang", "The move to Garstang went fine, if a bit chaotic",
                 id="REGRESSION-concessive-if-a-bit"),
    pytest.param("work.start", "8am", "7am", "I start work at 7am, unless I'm on lates",
                 id="REGRESSION-routine-unless-on-lates"),
    # "si bien" is "although"
    pytest.param("home.city", "Logroño", "Pamplona", "Si bien me mudé a Pamplona, sigo trabajando en Logroño",
                 id="REGRESSION-es-si-bien-although"),
    # a time to come for another thing, after "y / e / und / et"
    pytest.param("home.city", "Logroño", "Pamplona",
                 "Nos mudamos a Pamplona el año pasado y el mes que viene empiezo en un trabajo nuevo",
                 id="REGRESSION-es-mudamos-preterite-then-mes-que-viene"),
    pytest.param("home.city", "Lisboa", "Porto", "Mudamos para o Porto em 2020 e no próximo ano vamos comprar casa",
                 id="REGRESSION-pt-mudamos-2020-then-proximo-ano"),
    pytest.param("home.city", "Köln", "Bonn", "Wir wohnen in Bonn und wechseln nächstes Jahr den Stromanbieter",
                 id="REGRESSION-de-wohnen-und-wechseln-naechstes-jahr"),
    # a noun of change, done
    pytest.param("editor", "Emacs", "Vim", "Made the switch to Vim last week, let's see how long it lasts",
                 id="REGRESSION-made-the-switch-lets-see"),
    # a season after "I'm starting" to ...
    pytest.param("work.employer", "Initech", "Acme", "I'm starting to settle in at Acme after joining in the spring",
                 id="REGRESSION-starting-to-settle-in-joined-in-the-spring"),
    # a "maybe" of a duration
    pytest.param("home.city", "Köln", "Bonn", "Ich wohne seit vielleicht fünf Jahren in Bonn",
                 id="REGRESSION-de-seit-vielleicht-fuenf-jahren"),
    pytest.param("home.city", "Como", "Lecco", "Abito da forse dieci anni a Lecco",
                 id="REGRESSION-it-da-forse-dieci-anni"),
])
def test_a_change_told_or_a_present_statement_is_kept(key: str, old: str, new: str, statement: str) -> None:
    assert told(key, old, new, statement)[0] in ("superseded", "conflict")


@pytest.mark.parametrize(("old", "new", "statement"), [
    pytest.param("Lyon", "Grenoble", "Si tout va bien, on déménage à Grenoble en septembre",
                 id="MISS-fr-si-clause-before"),
    pytest.param("Como", "Lecco", "Se troviamo casa, ci trasferiamo a Lecco", id="MISS-it-se-clause-before"),
    pytest.param("Köln", "Bonn", "Falls wir das Haus bekommen, ziehen wir nach Bonn", id="MISS-de-falls-clause-before"),
    pytest.param("Lyon", "Grenoble", "J'aimerais bien m'installer à Grenoble", id="MISS-fr-aimerais-m-installer"),
])
def test_a_plan_is_refused(old: str, new: str, statement: str) -> None:
    assert told("home.city", old, new, statement) == ("rejected", "value_not_asserted")
