"""Review 38a guards: what -50's temporary-context rule (`ledger/one_off.py` `_BOUNDED_STAY`) and its plan rules
(`ledger/plans_other.py` `planned_other`) decide right today, that a fix of `test_review38_stays.py` /
`test_review38_plans.py` could break: a short stay with its end is refused in global and written in a task scope;
`kind="temporary"` is refused outside a task scope whatever the statement; a routine, a long period, a past stay and a
move made are stored; a "si" meaning yes, an English or German aside, a "maybe" about the listener keep the change; a
plan hoped for, wanted or with a wait-and-see is refused."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact, refusal, stored

from ledger.gate import check
from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)
TASK = "project:ops/task:7"


def gate(key: str, value: str, statement: str, scope: str, kind: str = "profile") -> tuple[str, str] | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind=kind, scope=scope,
              allow_external=False, context={})
    return None if r is None else (r.reason, r.field)


def told(old: str, new: str, statement: str) -> tuple[str, str]:
    d = decide([fact(old)], Candidate("home.city", new, statement, "user_stated", "profile", "one", APRIL1))
    return d.decision, d.reason


STAYS = [
    ("work.site", "Runcorn plant", "I'll be at the Runcorn plant for the next couple of days"),
    ("work.city", "Cuenca", "Hasta el viernes estoy en Cuenca, el lunes vuelvo a Madrid"),
    ("work.city", "Erfurt", "Ich bin noch bis Freitag in Erfurt"),
    ("work.city", "防城港", "這兩週借調到防城港那邊 月底就回來"),
    ("work.city", "防城港", "这半个月在防城港培训，15号就回来"),
    ("work.office", "大阪支社", "ここ数日は大阪支社に出張中です"),
]


@pytest.mark.parametrize(("key", "value", "statement"), STAYS)
def test_a_short_stay_with_its_end_is_refused_in_global(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "temporary_outside_task_scope"


@pytest.mark.parametrize(("key", "value", "statement"), STAYS[1:4])
def test_a_short_stay_is_written_in_a_task_scope(key: str, value: str, statement: str) -> None:
    assert gate(key, value, statement, TASK) is None


def test_kind_temporary_is_refused_outside_a_task_scope_and_written_in_one() -> None:
    lasting = "Ab Montag arbeite ich in Erfurt"
    assert gate("work.city", "Erfurt", lasting, "global", "temporary") == ("temporary_outside_task_scope", "scope")
    assert gate("work.city", "Erfurt", lasting, "project:ops", "temporary") == ("temporary_outside_task_scope", "scope")
    assert gate("work.city", "Erfurt", lasting, TASK, "temporary") is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    # a routine, a long period, a stay told as history, a move made, a job begun this week
    ("work.city", "Erfurt", "Ich bin montags bis freitags in Erfurt"),
    ("work.city", "Erfurt", "Montags bis Freitags bin ich in Erfurt, am Wochenende in Gotha"),
    ("work.city", "Gotha", "Bis Freitag war ich in Erfurt, jetzt bin ich wieder in Gotha"),
    ("work.site", "Runcorn plant", "I've been covering Runcorn for the next two years"),
    ("work.city", "防城港", "这两周搬到防城港了"),
    ("work.city", "Bari", "Questa settimana ho iniziato a lavorare a Bari, torno a Lecce nel weekend"),
    # a lasting key: the stay is in another clause
    ("work.employer", "Globex", "I work at Globex, but for the next few days I'm at home with the kids"),
])
def test_a_lasting_fact_is_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # "si" meaning yes, an aside after the value: a move told
    ("Logroño", "Pamplona", "Si, nos mudamos a Pamplona en marzo", "superseded"),
    ("Como", "Lecco", "Si, mi sono trasferito a Lecco l'anno scorso", "superseded"),
    ("Lyon", "Grenoble", "Si, j'ai déménagé à Grenoble en mars", "superseded"),
    ("Logroño", "Pamplona", "Nos mudamos a Pamplona hace dos años, si no me equivoco", "superseded"),
    ("Köln", "Bonn", "Wir sind 2019 nach Bonn gezogen, wenn ich mich recht erinnere", "superseded"),
    ("Clitheroe", "Garstang", "We moved to Garstang in March, hoping to be closer to my mum", "superseded"),
    # a "maybe" of the listener, not of the fact
    ("Como", "Lecco", "Forse te l'ho già detto: abito a Lecco", "conflict"),
])
def test_a_change_told_or_a_present_statement_keeps_its_decision(old: str, new: str, statement: str,
                                                                  expected: str) -> None:
    assert told(old, new, statement)[0] == expected


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Clitheroe", "Garstang", "We hope to be in Garstang by Christmas"),
    ("Logroño", "Pamplona", "Me mudo a Pamplona en otoño, si me dan la hipoteca"),
    ("Logroño", "Pamplona", "A lo mejor nos mudamos a Pamplona"),
    ("Como", "Lecco", "Vorremmo trasferirci a Lecco"),
    ("Lisboa", "Porto", "Queremos nos mudar para o Porto"),
    ("Köln", "Bonn", "Im Herbst ziehen wir nach Bonn, mal sehen"),
])
def test_a_plan_is_refused(old: str, new: str, statement: str) -> None:
    assert told(old, new, statement) == ("rejected", "value_not_asserted")
