"""Policy -54, fixer d: review 40a's "speaker without 'I'" and "idiom read as a joke or an unreal condition" classes.

- `ledger.people._theirs_elsewhere`: after another person's clause, the speaker says it of themself without a subject
  pronoun: French "on", Portuguese "-nos" after its verb, a verb of the first person plural opening a clause
  (Spanish/Portuguese/Italian: "vivimos aquí", "nos mudamos", "ci abitiamo"), or the speaker's own change the gloss
  writes as "switched" ("ci siamo trasferiti", "me mudé allí"). The value is the user's too (DOMAIN 1, seed 002).
- `ledger.unmeant`: a German joke noun alone must close its clause ("Spaß!"; not "Spaß pur", "Spaß garantiert");
  Spanish "por si" (in case, "por si fuera poco": on top of that) is no unreal condition; a French conditional in a
  "que" clause of the "si" clause ("même si je savais que ce serait dur") is a future in the past, not the answer to
  an unreal "si" (DOMAIN 4: the user stated it).
Guards: another person's fact stays refused, jokes and unreal conditions stay unmeant.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, stored

from ledger.people import not_the_users
from ledger.unmeant import unmeant


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("home.city", "Toulouse", "Mon copain adore Toulouse, on y vit depuis deux ans", id="fr-on-y-vit"),
    pytest.param("home.city", "Grenoble", "Ma sœur a trouvé un poste à Grenoble, on s'y est installés en mai",
                 id="fr-on-sy-est-installes"),
    pytest.param("home.city", "Sevilla", "Mi marido es de Sevilla, vivimos allí desde 2020", id="es-vivimos-alli"),
    pytest.param("home.city", "Málaga", "Mi novio encontró trabajo en Málaga y nos mudamos allí en enero",
                 id="es-y-nos-mudamos"),
    pytest.param("home.city", "Bilbao", "Mi mujer nació en Bilbao, ahora vivimos allí", id="es-ahora-vivimos"),
    pytest.param("home.city", "Valencia", "Mi mujer trabaja en Valencia, me mudé allí en marzo", id="es-me-mude-glossed"),
    pytest.param("home.city", "Torino", "Mio marito lavora a Torino, ci abitiamo da due anni", id="it-ci-abitiamo"),
    pytest.param("home.city", "Verona", "La mia ragazza adora Verona, ora viviamo lì", id="it-ora-viviamo"),
    pytest.param("home.city", "Bari", "Mio marito lavora a Bari e ci siamo trasferiti lì", id="it-e-ci-siamo"),
    pytest.param("home.city", "Coimbra", "O meu marido estuda em Coimbra, mudámo-nos para lá em maio", id="pt-mudamo-nos"),
    pytest.param("home.city", "Aveiro", "A minha namorada trabalha em Aveiro e vivemos lá desde 2021", id="pt-e-vivemos"),
])
def test_the_speaker_without_a_pronoun_after_another_persons_clause(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("Madrid", "Mi hermano vive en Madrid con sus primos", id="es-primos-a-noun"),
    pytest.param("Sevilla", "Mi hermana vive en Sevilla, sus últimos años allí fueron felices", id="es-ultimos-a-noun"),
    pytest.param("Porto", "A minha irmã vive no Porto, vai lá nos fins de semana", id="pt-nos-in-the"),
    pytest.param("Roma", "Mio fratello vive a Roma e ci va ogni giorno", id="it-ci-there"),
    pytest.param("Lyon", "Mon frère habite à Lyon depuis 2019", id="fr-brother"),
    pytest.param("Braga", "A minha mãe mudou-se para Braga em março", id="pt-mother-moved"),
    pytest.param("Granada", "Mi madre vive en Granada desde 2010", id="es-mother"),
    pytest.param("Napoli", "Mia sorella abita a Napoli, da sola", id="it-sister-alone"),
    pytest.param("Leeds", "My sister lives in Leeds", id="en-sister"),
    pytest.param("成都", "我姐住在成都", id="zh-sister"),
])
def test_another_persons_fact_stays_theirs(value: str, statement: str) -> None:
    assert not stored("home.city", value, statement)
    assert refusal(value, statement, "home.city") == "value_not_asserted"


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("Madrid", "Mi hermano vive en Madrid con sus primos", id="es-primos"),
    pytest.param("Porto", "A minha irmã vive no Porto, vai lá nos fins de semana", id="pt-nos"),
    pytest.param("Roma", "Mio fratello vive a Roma e ci va ogni giorno", id="it-ci"),
])
def test_the_people_reader_keeps_them_anothers(value: str, statement: str) -> None:
    assert not_the_users(statement, value)


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("hobbies", "Klettern", "Ich gehe seit März klettern. Spaß ohne Ende!", id="de-spass-ohne-ende"),
    pytest.param("hobbies", "Tennis", "Ich spiele jetzt Tennis, Spaß pur", id="de-comma-spass-pur"),
    pytest.param("hobbies", "Surfen", "Seit dem Sommer gehe ich Surfen. Spaß garantiert", id="de-spass-garantiert"),
    pytest.param("work.city", "Murcia", "Por si fuera poco, ahora vivo y trabajo en Murcia", id="es-por-si-fuera-poco"),
    pytest.param("home.city", "Oviedo", "Y por si fuera poco nos mudamos a Oviedo en abril", id="es-y-por-si-nos-mudamos"),
    pytest.param("home.city", "Nice", "Même si je savais que ce serait cher, j'ai déménagé à Nice", id="fr-meme-si-que"),
    pytest.param("work.employer", "Thales", "Même si je pensais que ce serait difficile, j'ai rejoint Thales en mars",
                 id="fr-meme-si-pensais-que"),
    pytest.param("hobbies", "padel", "I play padel now. Pure fun!", id="en-pure-fun"),
    pytest.param("hobbies", "羽毛球", "我最近在打羽毛球，超好玩", id="zh-fun"),
])
def test_an_idiom_keeps_the_value_meant(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("Hamburg", "Ich bin nach Hamburg gezogen. Spaß!", id="de-spass-alone"),
    pytest.param("Hamburg", "Ich bin nach Hamburg gezogen. Nur Spaß, ich wohne weiter in Bützow", id="de-nur-spass"),
    pytest.param("Köln", "Wir ziehen nach Köln. Kleiner Scherz 😂", id="de-kleiner-scherz"),
    pytest.param("München", "Ich wohne jetzt in München. War nur ein Witz", id="de-war-nur-ein-witz"),
    pytest.param("Dresden", "Ich ziehe nach Dresden! Scherz, natürlich", id="de-scherz-natuerlich"),
    pytest.param("Cádiz", "Si tuviera dinero, viviría en Cádiz", id="es-si-tuviera"),
    pytest.param("Sevilla", "Si pudiera, me mudaría a Sevilla", id="es-si-pudiera"),
    pytest.param("Lisboa", "Se eu tivesse coragem, mudava-me para Lisboa", id="pt-se-tivesse"),
    pytest.param("Bari", "Se avessi i soldi, mi trasferirei a Bari", id="it-se-avessi"),
    pytest.param("Nice", "Si j'avais de l'argent, je vivrais à Nice", id="fr-si-avais"),
    pytest.param("Nice", "Même si j'avais de l'argent, je ne vivrais jamais à Nice", id="fr-meme-si-unreal"),
    pytest.param("Nice", "Si je savais que tu viendrais, je déménagerais à Nice", id="fr-si-que-then-conditional"),
    pytest.param("Lisbon", "I moved to Lisbon. Just kidding", id="en-just-kidding"),
    pytest.param("深圳", "搬到深圳了，开玩笑的", id="zh-joke"),
])
def test_a_joke_or_an_unreal_condition_stays_unmeant(value: str, statement: str) -> None:
    assert not stored("home.city", value, statement)


@pytest.mark.parametrize(("value", "statement"), [
    pytest.param("Hamburg", "Ich bin nach Hamburg gezogen. Spaß!", id="de-spass-alone"),
    pytest.param("Köln", "Wir ziehen nach Köln. Kleiner Scherz 😂", id="de-kleiner-scherz"),
    pytest.param("Nice", "Même si j'avais de l'argent, je ne vivrais jamais à Nice", id="fr-meme-si-unreal"),
    pytest.param("Nice", "Si je savais que tu viendrais, je déménagerais à Nice", id="fr-si-que-then-conditional"),
])
def test_the_unmeant_reader_still_reads_them(value: str, statement: str) -> None:
    assert unmeant(statement, value, "home.city")


@pytest.mark.parametrize(("value", "statement", "kept"), [
    # the speaker lives or moved there too, said after another person's liking or move (English and Chinese)
    ("Leeds", "My wife loves Leeds, we have lived there since 2019", True),
    ("Leeds", "My sister moved to Leeds, we've always lived there", True),
    ("Leeds", "My husband works in Leeds and I've been living there since June", True),
    ("成都", "我老婆很喜欢成都，我们2019年就搬过去了", True),
    ("成都", "我妈住在成都，我们也在那边工作", True),
    ("成都", "我姐很喜欢成都，我去年也搬过去了", True),
    # ... not when the other person is the one who lives or moved there
    ("Leeds", "My wife loves Leeds, she has lived there since 2019", False),
    ("成都", "我老婆很喜欢成都，她2019年就搬过去了", False),
    ("成都", "我妈很喜欢成都，我爸2019年就搬过去了", False),
])
def test_the_speaker_there_too_after_another_person_en_zh(value: str, statement: str, kept: bool) -> None:
    assert (refusal(value, statement, "home.city") is None) == kept
