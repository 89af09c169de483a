"""Policy 52b: -51's temporary-context rule `_BOUNDED_STAY` (`ledger/one_off.py`) reads a change, a routine and the
stay's clause as the language does (review 39a, "stay words" and "stay clause").

A stay of days said in global scope is refused (DOMAIN.md section 4). It is kept from refusal only by a change of the
user's own (a hire said of the user, a start in a place, a transfer), not by words of hiring or starting that are of
someone or something else (a job fair, new hires, a client who hired us, a course begun in March, 新入社員, a
colleague's transfer, a transfer denied, a colleague who changed jobs); only by a weekly routine said of the stay, not
a weekly thing ("no weekly stand-up", 每周的例会); and the stay's clause runs over an aside, an apposition, a German
particle ("dann", "aber" after the inverted verb's subject) and ", but only until Thursday".
"""

from __future__ import annotations

import pytest
from one_fact import refusal

TEMPORARY = "temporary_outside_task_scope"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # words of hiring or starting that are no change of the user's
    ("work.city", "Rennes", "Cette semaine je suis à Rennes pour un forum de recrutement, je rentre vendredi"),
    ("work.city", "Lecce", "Questa settimana sono a Lecce con gli altri assunti, torno venerdì"),
    ("work.city", "Soria", "Esta semana estoy en Soria con la firma que me ha contratado, el viernes vuelvo"),
    ("work.city", "Soria", "Esta semana estoy en Soria por un máster que empecé en octubre, el viernes vuelvo a Burgos"),
    ("work.office", "名古屋支店", "今週は異動した同僚の代わりに名古屋支店に出張しています"),
    ("work.office", "名古屋支店", "今週だけ名古屋支店に応援です、異動ではありません"),
    ("work.office", "名古屋支店", "今週は新入社員の研修で名古屋支店に出張しています"),
    ("work.city", "钦州", "这几天去钦州顶班，因为他换工作了，周五回来"),
    # a weekly thing, no routine of the stay
    ("work.site", "Leeds office", "I'm at the Leeds office for the next few days, so no weekly call with the team"),
    ("work.city", "钦州", "这几天在钦州出差，每周的周会先不开了，周五回来"),
    ("work.city", "Soria", "Esta semana estoy en Soria, me salto la reunión de cada semana, el lunes vuelvo"),
    # the stay's clause over an aside, an apposition, a particle, a comma before "but only"
    ("work.site", "Leeds office", "I'm at the Leeds office, filling in for Priya, for the next few days"),
    ("work.site", "Leeds office", "For the next few days I'm based at our northern branch, the Leeds office"),
    ("work.site", "Leeds office", "We're at the Leeds office, but just for the next couple of days"),
    ("work.city", "Graz", "Die nächsten paar Tage bin ich dann in Graz"),
    ("work.city", "Graz", "Bis Montag arbeite ich aber in Graz"),
    ("work.city", "Graz", "Ich bin in Graz, aber nur bis Freitag"),
    ("work.city", "Soria", "Estamos en Soria, aunque solo hasta el viernes"),
    ("work.city", "Rennes", "Nous sommes à Rennes, mais juste jusqu'à vendredi"),
    ("work.city", "Lecce", "Siamo a Lecce, ma soltanto fino a domani"),
])
def test_a_stay_of_days_is_refused_in_global(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == TEMPORARY


@pytest.mark.parametrize(("key", "value", "statement"), [
    # guards: a change of the user's own, with a trip back for one's things
    ("work.city", "Rennes", "On m'a embauché à Rennes, cette semaine je rentre vendredi chercher mes affaires"),
    ("work.city", "Soria", "Me han contratado en Soria, esta semana vuelvo a Burgos el viernes a por mis cosas"),
    ("work.city", "Lecce", "Mi hanno assunto a Lecce, questa settimana torno lunedì a Bari per le mie cose"),
    ("work.city", "Soria", "Esta semana empecé en una empresa de Soria, el lunes vuelvo a Burgos a recoger mis cosas"),
    ("work.office", "名古屋支店", "今週名古屋支店に転勤しました、出張が多いです"),
    ("work.city", "北海", "这两周我跳槽到了北海的一家公司，周末回柳州"),
    # guards: a weekly routine said of the stay
    ("work.city", "Soria", "Esta semana estoy en Soria, el lunes vuelvo a Burgos, como todas las semanas"),
    ("work.city", "钦州", "每周都在钦州出差，周五回来"),
    ("work.site", "Crewe depot", "I'm at the Crewe depot weekly, covering for Sam for the next two weeks"),
    # guards: a lasting value in another clause, of another subject, or no apposition
    ("diet", "vegetarian", "I'm vegetarian, and we're off dairy, but only for the next two weeks"),
    ("diet", "pescatarian", "I'm pescatarian, and for the next couple of weeks I'm also off sugar"),
    ("home.city", "Graz", "Ich wohne in Graz, aber bis Freitag bin ich in Linz"),
    ("home.city", "Graz", "Ich wohne in Graz aber bis Freitag bin ich in Linz"),
    ("work.site", "Crewe depot", "For the next two weeks I'm covering Leeds, the Crewe depot is closed"),
    ("home.city", "Burgos", "Vivo en Burgos, y estoy en Soria, pero solo hasta el jueves"),
    # guards: history, a working week
    ("work.city", "Soria", "Estuve en Soria, pero solo hasta el jueves"),
    ("work.city", "Lecce", "Lavoro a Lecce, dal lunedì fino a venerdì"),
])
def test_a_change_a_routine_or_a_lasting_value_is_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None
