"""Review 39a, class "stay words": -51's readings of a change made or a weekly routine (848b24a) fire on words of
another sense, and a stay of days is stored as a lasting fact.

DOMAIN.md section 4: temporary context ("just this once", a stay of a few days) does not become a long-term fact; in
global scope it is refused (temporary_outside_task_scope). -51 (`ledger/one_off.py`) keeps a stay from being refused
when its window holds a completed change or its sentence a weekly routine, but reads those from bare word stems:

- `_CHANGE_FR` "embauch|recrut", `_CHANGE_IT` "assunt", `_CHANGE_ES` "(me|nos) ... contrat" and "empec[eé] en": a
  job fair, new hires trained, a client who hired us, a course begun in March are nobody's change of work place;
- the Japanese look-ahead `(?![^。]{0,30}(?:[異异]動|[転转]勤|...|入社|...))`: 新入社員 (new employees), a colleague's
  transfer, a transfer denied ("転勤ではありません") are no change of the user's;
- `_NO_LASTING_ZH` "跳槽|换了?工作": a colleague who changed jobs is no lasting change of the user's;
- `_ROUTINE` read anywhere in the stay's sentence (`_routine`): a weekly stand-up or meeting skipped is
  no routine of the stay itself.
"""

from __future__ import annotations

import pytest
from one_fact import refusal

TEMPORARY = "temporary_outside_task_scope"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # a word of hiring or starting that is no change of the user's (_CHANGE_FR / _CHANGE_IT / _CHANGE_ES)
    pytest.param("work.city", "Rennes", "Cette semaine je suis à Rennes pour un salon du recrutement, je rentre lundi",
                 id="REGRESSION-fr-salon-du-recrutement"),
    pytest.param("work.city", "Rennes", "Cette semaine je suis à Rennes pour recruter des stagiaires, je rentre lundi",
                 id="REGRESSION-fr-pour-recruter-des-stagiaires"),
    pytest.param("work.city", "Lecce",
                 "Questa settimana sono a Lecce per la formazione dei nuovi assunti, torno lunedì",
                 id="REGRESSION-it-formazione-dei-nuovi-assunti"),
    pytest.param("work.city", "Soria",
                 "Esta semana estoy en Soria con un cliente que nos ha contratado, el lunes vuelvo a Burgos",
                 id="REGRESSION-es-cliente-que-nos-ha-contratado"),
    pytest.param("work.city", "Soria",
                 "Esta semana estoy en Soria por un curso que empecé en marzo, el lunes vuelvo a Burgos",
                 id="REGRESSION-es-curso-que-empece-en-marzo"),
    # Japanese: new employees, a colleague's transfer, a transfer denied
    pytest.param("work.office", "大阪支社", "今週は新入社員研修で大阪支社に出張しています",
                 id="REGRESSION-ja-shinnyuushain-kenshuu"),
    pytest.param("work.office", "大阪支社", "今週は転勤した先輩の代わりに大阪支社に出張しています",
                 id="REGRESSION-ja-senpai-tenkin"),
    pytest.param("work.office", "大阪支社", "今週だけ大阪支社に出張です、転勤ではありません",
                 id="REGRESSION-ja-tenkin-dewa-arimasen"),
    # Chinese: a colleague changed jobs
    pytest.param("work.city", "北海", "这两周去北海帮忙，因为那边同事跳槽了，月底回来",
                 id="REGRESSION-zh-tongshi-tiaocao"),
    # a weekly word that is no routine of the stay (_routine)
    pytest.param("work.site", "Crewe depot",
                 "I'm covering the Crewe depot for the next two weeks, so no weekly stand-up",
                 id="REGRESSION-en-no-weekly-standup"),
    pytest.param("work.city", "北海", "这两周借调到北海那边，每周的例会先取消，月底就回来",
                 id="REGRESSION-zh-meizhou-lihui-quxiao"),
    pytest.param("work.city", "Lecce",
                 "Questa settimana sono a Lecce, salto la riunione di ogni settimana, torno lunedì",
                 id="REGRESSION-it-salto-riunione-ogni-settimana"),
])
def test_a_stay_of_days_is_refused_in_global(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == TEMPORARY
