"""A move not yet made, with a condition after the value's clause, asserts nothing of the present (DOMAIN 2, seed 000
记忆只存用户明说的): "Nos mudamos a Pamplona en otoño, si nos dan la hipoteca" is a plan, refused, the held city kept.

Review 38 left this unmet: "mudamos" is a present as well as a preterite, and the other-language gloss
(`ledger.gloss._change`) rewrote it as "switched", reading only the verb's own clause, so the condition in the next
clause never reached the plan reader (`ledger.plans_other.planned_other`). The gloss now leaves a verb of change not
yet made unglossed when a condition opens a clause later in its sentence (`plans_other.to_come_on_condition`), and the
plan reader reads Italian and Portuguese "se" opening a clause after a comma as it read Spanish and French "si".

Guards: a change told (a past form, a past time), an aside ("si no me equivoco", "si te interesa", "se ti interessa",
"wenn du es wissen willst"), and a condition in a clause joined by "y / e / and" after the move, keep their decision."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact

from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)


def told(old: str, new: str, statement: str) -> tuple[str, str]:
    d = decide([fact(old)], Candidate("home.city", new, statement, "user_stated", "profile", "one", APRIL1))
    return d.decision, d.reason


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Logroño", "Pamplona", "Nos mudamos a Pamplona en otoño, si nos dan la hipoteca"),
    ("Logroño", "Pamplona", "nos mudamos a pamplona en otoño, si nos aprueban el préstamo"),
    ("Logroño", "Pamplona", "Nos trasladamos a Pamplona en verano, si encontramos piso"),
    ("Burgos", "Soria", "Me mudo a Soria en enero, si me dan el traslado"),
    ("Lisboa", "Porto", "Mudamos para o Porto no outono, se conseguirmos o empréstimo"),
    ("Lisboa", "Braga", "Mudo-me para Braga em março, se tudo correr bem"),
    ("Milano", "Lecco", "Ci trasferiamo a Lecco in autunno, se ci danno il mutuo"),
    ("Milano", "Lodi", "Mi sposto a Lodi a settembre, se trovo casa"),
    ("Lyon", "Nantes", "On déménage à Nantes en septembre, si on obtient le prêt"),
    ("Köln", "Bonn", "Wir ziehen im Herbst nach Bonn, wenn wir die Wohnung bekommen"),
    ("Köln", "Bonn", "Wir ziehen im Herbst nach Bonn, falls die Bank mitspielt"),
    ("Logroño", "Pamplona", "Nos mudamos a Pamplona en otoño, ya veremos"),
])
def test_a_move_on_a_condition_after_its_clause_is_a_plan(old: str, new: str, statement: str) -> None:
    assert told(old, new, statement) == ("rejected", "value_not_asserted")


@pytest.mark.parametrize(("old", "new", "statement", "decision"), [
    # a change told: a past form, a past time
    ("Logroño", "Pamplona", "Nos mudamos a Pamplona hace un mes, si nos da tiempo te visitamos", "superseded"),
    ("Logroño", "Pamplona", "Me trasladé a Pamplona en enero, si todo va bien te cuento más", "superseded"),
    ("Logroño", "Pamplona", "Nos mudamos a Pamplona el año pasado, si mal no recuerdo", "superseded"),
    ("Lyon", "Nantes", "On a déménagé à Nantes en septembre, si tu veux savoir", "superseded"),
    ("Köln", "Bonn", "Wir sind im Herbst nach Bonn gezogen, wenn du es wissen willst", "superseded"),
    ("Milano", "Lecco", "Ci siamo trasferiti a Lecco in autunno, se ti interessa", "superseded"),
    ("Lisboa", "Porto", "Mudei-me para o Porto em março, se não me engano", "superseded"),
    # an aside after a present that may be a preterite
    ("Logroño", "Pamplona", "Nos mudamos a Pamplona en otoño, si no me equivoco", "superseded"),
    ("Logroño", "Pamplona", "Nos mudamos a Pamplona en otoño, si te interesa", "superseded"),
])
def test_a_change_told_or_an_aside_keeps_its_decision(old: str, new: str, statement: str, decision: str) -> None:
    assert told(old, new, statement)[0] == decision
