"""Review 39a guards: what -51 decides RIGHT today in the classes of test_review39a_*.py, which a careless fix of
those classes could break (all pass on -51).

- plans (`ledger/plans_other.py`): a plan stays not asserted, a told change or a present fact after an aside keeps its
  decision, a routine with a condition is no plan;
- stays (`ledger/one_off.py` `_BOUNDED_STAY`): a stay of days in its own clause is refused in global; a lasting value
  beside a stay, a change made with a trip back, a weekly routine are stored;
- retractions (`ledger/gate.py`): a new value beside the previous message or the old one withdrawn is stored; the
  previous message withdrawn with no fact of this message's, or what the user said before, is a retraction.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from one_fact import fact, refusal

from ledger.gate import retraction
from ledger.policy import Candidate, decide

APRIL1 = datetime(2026, 4, 1, tzinfo=UTC)
TEMPORARY = "temporary_outside_task_scope"


def told(key: str, old: str, new: str, statement: str) -> str:
    return decide([fact(old)], Candidate(key, new, statement, "user_stated", "profile", "one", APRIL1)).decision


@pytest.mark.parametrize(("key", "old", "new", "statement", "expected"), [
    pytest.param("home.city", "Lyon", "Grenoble", "Nous déménagerons à Grenoble s'il y a un poste pour ma femme",
                 "rejected", id="fr-s-il-y-a-plan"),
    pytest.param("home.city", "Logroño", "Valencia", "Nos mudaremos a Valencia si nos hace falta más espacio",
                 "rejected", id="es-si-nos-hace-falta-plan"),
    pytest.param("home.city", "Lyon", "Grenoble", "Hier on a décidé qu'on déménage à Grenoble l'été prochain",
                 "rejected", id="fr-hier-decide-ete-prochain"),
    pytest.param("work.employer", "Initech", "Acme", "I'm starting at Acme in June", "rejected",
                 id="en-starting-at-in-june"),
    pytest.param("work.start", "8am", "7am", "I start at 7am next week, unless the rota changes", "rejected",
                 id="en-7am-next-week-unless"),
    pytest.param("home.city", "Köln", "Bonn", "Vielleicht ziehen wir in zwei Jahren nach Bonn", "rejected",
                 id="de-vielleicht-in-zwei-jahren"),
    pytest.param("home.city", "Logroño", "Pamplona", "Quizás en dos años nos mudemos a Pamplona", "rejected",
                 id="es-quizas-en-dos-anos"),
    pytest.param("home.city", "Lyon", "Annecy", "J'aimerais m'installer à Annecy", "rejected",
                 id="fr-j-aimerais-m-installer"),
    pytest.param("home.city", "Clitheroe", "Garstang", "We made the move to Garstang last year", "conflict",
                 id="en-made-the-move-last-year"),
    pytest.param("home.city", "Clitheroe", "Garstang", "If it helps, we moved to Garstang in 2019", "superseded",
                 id="en-if-it-helps-moved"),
    pytest.param("home.city", "Logroño", "Pamplona", "Si te interesa, me mudé a Pamplona", "superseded",
                 id="es-si-te-interesa-me-mude"),
    pytest.param("home.city", "Como", "Lecco", "Se ti interessa, ci siamo trasferiti a Lecco", "superseded",
                 id="it-se-ti-interessa-trasferiti"),
    pytest.param("work.start", "8am", "7am", "I start at 7am every day, if the trains run", "conflict",
                 id="en-routine-every-day-if-trains"),
])
def test_plans_and_their_look_alikes(key: str, old: str, new: str, statement: str, expected: str) -> None:
    assert told(key, old, new, statement) == expected


@pytest.mark.parametrize(("key", "value", "statement", "expected"), [
    # a stay of days in its own clause
    pytest.param("work.city", "Rennes", "Cette semaine je suis à Rennes, je rentre lundi", TEMPORARY,
                 id="fr-cette-semaine-je-rentre-lundi"),
    pytest.param("work.city", "Lecce", "Questa settimana sono a Lecce per un corso, torno lunedì", TEMPORARY,
                 id="it-questa-settimana-corso"),
    pytest.param("work.city", "Soria", "Esta semana estoy en Soria para firmar unos papeles, el lunes vuelvo a Burgos",
                 TEMPORARY, id="es-para-firmar-papeles"),
    pytest.param("work.site", "Crewe depot", "For the next two weeks I'm covering the Crewe depot", TEMPORARY,
                 id="en-next-two-weeks-covering"),
    pytest.param("work.site", "Crewe depot", "I'm at the Crewe depot but only for the next few days", TEMPORARY,
                 id="en-but-only-next-few-days-no-comma"),
    pytest.param("work.office", "大阪支社", "今週は大阪支社に出張しています", TEMPORARY, id="ja-konshuu-shucchou"),
    pytest.param("work.city", "钦州", "这几天在钦州出差，周五回来", TEMPORARY, id="zh-zhejitian-chuchai"),
    pytest.param("work.city", "Lecce", "Sono a Lecce per lavoro fino a giovedì", TEMPORARY,
                 id="it-fino-a-giovedi"),
    pytest.param("work.city", "Soria", "Estoy en Soria hasta el jueves, luego vuelvo a Burgos", TEMPORARY,
                 id="es-hasta-el-jueves-luego"),
    # a lasting value beside a stay, a change made with a trip back, a weekly routine
    pytest.param("home.city", "Bari", "Abito a Bari, ma questa settimana sono a Lecce, torno lunedì", None,
                 id="it-abito-a-bari-ma"),
    pytest.param("work.city", "Soria",
                 "Me han trasladado a Soria, esta semana vuelvo a Burgos el viernes a por mis cosas", None,
                 id="es-me-han-trasladado"),
    pytest.param("work.city", "Rennes",
                 "J'ai été embauché à Rennes, cette semaine je rentre vendredi chercher mes affaires", None,
                 id="fr-j-ai-ete-embauche"),
    pytest.param("work.city", "Lecce", "Sono stato assunto a Lecce, questa settimana torno lunedì a Bari per le mie cose",
                 None, id="it-sono-stato-assunto"),
    pytest.param("work.city", "Soria", "Esta semana estoy en Soria, el lunes vuelvo a Burgos, como cada semana", None,
                 id="es-como-cada-semana"),
])
def test_stays_and_lasting_values(key: str, value: str, statement: str, expected: str | None) -> None:
    assert refusal(value, statement, key) == expected


@pytest.mark.parametrize(("value", "statement", "expected"), [
    pytest.param("杭州", "搬到杭州了，上一条删掉", None, id="zh-bandao-hangzhou-shangyitiao"),
    pytest.param("字节", "跳槽到字节了，上一条删掉", None, id="zh-tiaocao-zijie-shangyitiao"),
    pytest.param("北京", "我转学到北京了，之前那个删掉", None, id="zh-zhuanxue-zhiqian-nage"),
    pytest.param("简短的回复", "我喜欢简短的回复，你刚才发的那个删掉，重写一个", None, id="zh-agent-message-rewrite"),
    pytest.param("13912345678", "新号码13912345678，刚发的那条删掉", None, id="zh-xin-haoma-gangfa"),
    pytest.param("字节", "之前那条删掉，入职的事还没定", "retraction", id="zh-zhiqian-natiao-ruzhi-haimeiding"),
    pytest.param("花生", "我对花生过敏，删掉我前面说的", "retraction", id="zh-shandiao-qianmian-shuode"),
    pytest.param("花生", "上一条删掉，别记我对花生过敏", "retraction", id="zh-bieji-huasheng"),
])
def test_the_message_or_the_old_value_withdrawn(value: str, statement: str, expected: str | None) -> None:
    assert refusal(value, statement) == expected


def test_a_previous_version_is_no_retraction() -> None:
    assert not retraction("删除上一个版本")
