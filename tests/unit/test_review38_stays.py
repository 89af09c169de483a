"""Review 38a: -50's temporary-context rule `_BOUNDED_STAY` (`ledger/one_off.py`): a near period about the present
with a sign it ends, said in global scope, is refused (`temporary_outside_task_scope`; DOMAIN 4: temporary context
"lives in a task scope with an expiry, or is refused"). DOMAIN 2 / 4 also say what must not be lost: a lasting fact
the user states is stored.

Regressions (REGRESSION: -48 on /work/old48 stores these, -50 refuses them as temporary context):
- a lasting value named beside a stay in the same sentence (the home city, the diet) is refused with the stay: the
  value is only "in the sentence" of the period, never in its clause ("I live in Warrington but for the next two
  weeks I'm covering the Runcorn plant" loses Warrington); after a stay, a lasting start ("ab Montag arbeite ich fest
  in Erfurt", "then from Monday I work at the Runcorn plant") is refused too;
- a lasting change made this week with a trip back to fetch one's things (a transfer "me han trasladado", a job
  begun "empecé en", "j'ai signé mon CDI", 跳槽, 異動) is read as the week's stay and its day of return:
  `_NO_LASTING_ZH` / the Spanish and French exclusions know only some verbs (搬 / 调到, "me traslad", "muté");
- a weekly routine ("Todas las semanas … desde el lunes hasta el viernes, y vuelvo … el sábado") is read as "until
  Friday", a near end;
- Japanese: a period word then 出張 / 研修 within 20 characters, even a start (今週から) or an effective date (本日付で).

Misses (MISS: both -48 and -50 store these temporary stays in global): a fortnight (not "days" or "weeks"); a stay
"until Friday" in Spanish, French and Italian without a day of return (German has "ich bin bis Freitag in …", these
do not); and 调岗 (a lasting transfer), refused by both.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, stored


@pytest.mark.parametrize(("key", "value", "statement"), [
    # a lasting value beside the stay, in its sentence
    pytest.param("home.city", "Warrington",
                 "I live in Warrington but for the next two weeks I'm covering the Runcorn plant",
                 id="REGRESSION-home-city-beside-next-two-weeks"),
    pytest.param("home.city", "南宁", "我家在南宁，这两周借调到防城港那边，月底就回来",
                 id="REGRESSION-zh-home-beside-jiediao"),
    pytest.param("home.city", "Lyon", "J'habite à Lyon depuis 2015, cette semaine je suis à Paris, je rentre lundi",
                 id="REGRESSION-fr-home-since-2015-beside-cette-semaine"),
    pytest.param("diet", "vegetarian", "We're vegetarian, and for the next two weeks we're also off dairy",
                 id="REGRESSION-diet-beside-next-two-weeks"),
    # a lasting start after a stay somewhere else
    pytest.param("work.city", "Erfurt", "Ich bin bis Freitag noch in Gotha, ab Montag arbeite ich fest in Erfurt",
                 id="REGRESSION-de-ab-montag-fest-after-bis-freitag-gotha"),
    pytest.param("work.site", "Runcorn plant",
                 "I'm in Leeds for the next few days, then from Monday I work at the Runcorn plant",
                 id="REGRESSION-from-monday-after-a-stay-in-leeds"),
    # a lasting change this week, and a trip back for one's things
    pytest.param("work.city", "防城港", "这两周跳槽到了防城港的一家公司，周末回南宁",
                 id="REGRESSION-zh-tiaocao-a-new-job"),
    pytest.param("work.city", "Cuenca", "Esta semana me han trasladado a Cuenca, el lunes vuelvo a Madrid a por la mudanza",
                 id="REGRESSION-es-me-han-trasladado"),
    pytest.param("work.city", "Cuenca",
                 "Esta semana empecé en una empresa de Cuenca, el lunes vuelvo a Madrid a recoger mis cosas",
                 id="REGRESSION-es-empece-en-una-empresa"),
    pytest.param("work.city", "Lyon", "Cette semaine j'ai signé mon CDI à Lyon, je rentre lundi à Paris chercher mes affaires",
                 id="REGRESSION-fr-signe-mon-cdi"),
    # a weekly routine
    pytest.param("work.city", "Cuenca",
                 "Todas las semanas estoy en Cuenca desde el lunes hasta el viernes, y vuelvo a Madrid el sábado",
                 id="REGRESSION-es-weekly-routine-hasta-el-viernes"),
    # Japanese: a start or an effective date beside 出張 / 研修
    pytest.param("work.department", "営業部", "今週から出張の多い営業部に異動しました",
                 id="REGRESSION-ja-konshu-kara-ido-with-shucho"),
    pytest.param("work.office", "大阪支社", "本日付で大阪支社に異動となり、研修を担当します",
                 id="REGRESSION-ja-honjitsuzuke-ido-with-kenshu"),
    # MISS: a lasting transfer (调岗), refused by both
    pytest.param("work.city", "防城港", "这周调岗到防城港分公司了，周五回南宁收拾东西",
                 id="MISS-zh-tiaogang-a-lasting-transfer"),
])
def test_a_lasting_fact_beside_or_after_a_short_stay_is_stored(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("work.site", "Runcorn plant", "Just for the next fortnight I'm covering the Runcorn plant",
                 id="MISS-next-fortnight"),
    pytest.param("work.city", "Cuenca", "Estoy en Cuenca hasta el viernes por un curso",
                 id="MISS-es-hasta-el-viernes-without-return"),
    pytest.param("work.city", "Lyon", "Je suis à Lyon jusqu'à vendredi pour une formation",
                 id="MISS-fr-jusqua-vendredi-without-return"),
    pytest.param("work.city", "Bari", "Sono a Bari fino a venerdì per lavoro",
                 id="MISS-it-fino-a-venerdi-without-return"),
])
def test_a_short_stay_said_in_global_is_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "temporary_outside_task_scope"
