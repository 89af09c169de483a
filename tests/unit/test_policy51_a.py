"""Policy 51a: -50's temporary-context rule `_BOUNDED_STAY` (`ledger/one_off.py`) narrowed to what is said temporary.

A stay of days is refused in global scope only where the value stored is the one said to be temporary: the stay is in
the value's own clause (not a lasting value beside it, joined by a comma, "but" or "then"), it is no start (今週から,
本日付で) nor a change made (a transfer, a job begun or signed: 调岗, 跳槽, "me han trasladado", "empecé en", "j'ai signé",
異動), and no weekly routine ("todas las semanas … hasta el viernes"). Newly read as a stay: "for the next fortnight",
and "until Friday" in Spanish, French and Italian with the stay's verb, without a day of return.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, stored

TEMPORARY = "temporary_outside_task_scope"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # a lasting value in another clause than the stay
    ("home.city", "Chester", "I live in Chester but over the next few days I'm working out of the Crewe depot"),
    ("diet", "pescatarian", "I'm pescatarian, and for the next couple of weeks I'm also off sugar"),
    ("home.city", "柳州", "我住在柳州，这几天借调到北海那边，周五就回来"),
    ("home.city", "Graz", "Ich wohne in Graz, aber bis Freitag bin ich in Linz auf Schulung"),
    ("home.city", "Nantes", "J'habite à Nantes, cette semaine je suis à Rennes, je rentre vendredi"),
    # a lasting start after a stay elsewhere
    ("work.site", "Crewe depot", "I'm at the Leeds office for the next few days, then from June I work at the Crewe depot"),
    ("work.city", "Kassel", "Ich bin bis Mittwoch noch in Fulda, ab Donnerstag arbeite ich fest in Kassel"),
    # a change made this week, a trip back for one's things
    ("work.city", "北海", "这周转岗到北海分公司了，周六回柳州拿行李"),
    ("work.city", "北海", "这几天跳槽去了北海的一家公司，周末回柳州"),
    ("work.city", "Soria", "Esta semana nos han trasladado a Soria, el sábado volvemos a Burgos a por los muebles"),
    ("work.city", "Soria", "Esta semana empecé a trabajar en Soria, el viernes vuelvo a Burgos a recoger mis cosas"),
    ("work.city", "Rennes", "Cette semaine j'ai commencé chez un éditeur à Rennes, je rentre samedi à Nantes"),
    ("work.city", "Lecce", "Questa settimana ho firmato il contratto a Lecce, torno a Bari sabato per le mie cose"),
    # a weekly routine
    ("work.city", "Soria", "Cada semana estoy en Soria desde el lunes hasta el jueves, y vuelvo a Burgos el viernes"),
    ("work.city", "Rennes", "Toutes les semaines je suis à Rennes du lundi jusqu'à jeudi"),
    # Japanese: a start, an effective date, a transfer
    ("work.office", "名古屋支店", "今月から名古屋支店に転勤しました、今週は出張が多いです"),
    ("work.department", "開発部", "今週から研修の多い開発部に配属されました"),
    ("work.office", "福岡支社", "本日付で福岡支社に着任し、出張対応を担当します"),
])
def test_a_lasting_fact_beside_or_after_a_stay_is_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    # the newly read stays
    ("work.site", "Crewe depot", "For the next fortnight I'm covering the Crewe depot"),
    ("work.site", "Crewe depot", "I'm at the Crewe depot over the next fortnight"),
    ("work.city", "Soria", "Estamos en Soria hasta el jueves por una feria"),
    ("work.city", "Soria", "Hasta el jueves estoy en Soria por trabajo"),
    ("work.city", "Rennes", "Nous sommes à Rennes jusqu'à jeudi pour un salon"),
    ("work.city", "Lecce", "Resto a Lecce fino a giovedì per un corso"),
    # guards: a stay in the value's own clause keeps its refusal
    ("work.site", "Crewe depot", "For the next two weeks, I'm covering the Crewe depot"),
    ("work.city", "北海", "这两周借调到北海那边，月底就回来"),
    ("work.city", "Linz", "Ich bin noch bis Freitag in Linz"),
    ("work.city", "Soria", "Esta semana estoy en Soria, el lunes vuelvo a Burgos"),
    ("work.city", "Rennes", "Cette semaine je suis à Rennes, je rentre lundi"),
    ("work.office", "福岡支社", "今週だけ福岡支社に出張中です"),
])
def test_a_stay_said_in_global_is_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == TEMPORARY


@pytest.mark.parametrize(("key", "value", "statement"), [
    # guards: history, a working week, a sign-off: no stay
    ("work.city", "Soria", "Estuve en Soria hasta el jueves"),
    ("work.city", "Rennes", "Je suis resté à Rennes jusqu'à jeudi"),
    ("work.city", "Lecce", "Sono stato a Lecce fino a giovedì"),
    ("work.city", "Lecce", "Lavoro a Lecce dal lunedì fino a venerdì"),
])
def test_history_or_a_working_week_is_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)
