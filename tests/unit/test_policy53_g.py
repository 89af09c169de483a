"""Blind set 27's "someone else's fact or words" cases (`ledger/people.py`, `ledger/assertion.py`), tested with other
values and wording than that set's, beside guards for what must not change (seed 002: two people, two facts; set 12
hearsay; set 13 quotes):

- another person's advice or wish for the speaker is theirs: the people of work too ("my CTO keeps saying we should
  …"), what they think the speaker's household should do ("we should"), a change asked for with its change word
  inside ("老婆一直让我换成安卓", the value named without its kind: 安卓 for 安卓手机), "我妈说我们早该搬去…了"; advice
  the speaker took up or answered ("…, I moved last week", "…换过去了") is the speaker's;
- the same in French, Spanish, Portuguese, Italian and German: another person opens the value's clause ("A minha
  namorada começou a trabalhar na …", "O Duarte, o meu colega, passou para a …"), or says what the speaker should do
  ("Mi supervisora dice que me iría mejor en …");
- a person named with where they are from before a move ("Kirsty from my crew has moved to …");
- French, Spanish, German quotation marks quote someone ("Le CV de mon frère dit : « … »"), the speaker's own words
  excepted ("J'ai écrit : « … »"); French "ne … pas / jamais" denies;
- Portuguese "no / na / nos / nas" before a name is "in the", never a negation ("Sou barista no Café …"); "não" is.
"""

from __future__ import annotations

import pytest
from one_fact import refusal, second

from ledger.assertion import unasserted
from ledger.people import not_the_users

# -- another person's advice or wish, another person's fact: refused under the user's own key -------------------------


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("stack.cloud", "GCP", "our CEO keeps saying we should move the whole platform to GCP"),
    ("devices.laptop", "ThinkPad", "my supervisor thinks I should get a ThinkPad for the field work"),
    ("home.city", "Leeds", "my wife reckons we should move to Leeds, closer to her mum"),
    ("devices.phone", "小米手机", "我妈一直让我换成小米 我还没想好"),
    ("devices.phone", "三星", "老公叫我换成三星 说屏幕大"),
    ("home.city", "昆山", "我爸说我们早就该搬去昆山了"),
    ("work.unit", "urgencias", "Mi jefa dice que me iría mejor en urgencias"),
    ("home.city", "Braga", "A minha mãe acha que eu devia mudar para Braga"),
    ("home.city", "Lyon", "Ma mère dit que je devrais déménager à Lyon"),
    ("work.employer", "Padaria Central", "A minha irmã começou a trabalhar na Padaria Central este mês"),
    ("work.employer", "Sonae", "O Rui, o meu cunhado, passou para a Sonae"),
    ("home.city", "Lugo", "Mi hermana se mudó a Lugo el verano pasado"),
    ("home.city", "Jena", "Mein Bruder wohnt jetzt in Jena"),
])
def test_someone_elses_advice_wish_or_fact_is_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "value_not_asserted"


@pytest.mark.parametrize(("key", "value", "statement"), [
    # the same, under that person's key: theirs, stored
    ("family.sister.employer", "Padaria Central", "A minha irmã começou a trabalhar na Padaria Central este mês"),
    ("family.brother.city", "Jena", "Mein Bruder wohnt jetzt in Jena"),
    # the speaker a party to it, or the advice taken up / the change done
    ("work.employer", "Padaria Central", "A minha irmã e eu começámos a trabalhar na Padaria Central"),
    ("work.employer", "Padaria Central", "A minha irmã começou a trabalhar na Padaria Central e eu também"),
    ("home.city", "Leeds", "my wife reckons we should move to Leeds, and we did, we moved to Leeds in May"),
    ("tools.design", "Figma", "老板让我们换成Figma 上周全组已经换过去了"),
    ("devices.phone", "三星", "老婆让我换成三星了"),
    # the speaker's own clause, the subject dropped: not another person's
    ("work.employer", "Padaria Central", "A minha irmã mora em Viseu, trabalho na Padaria Central"),
    ("work.employer", "Café Central", "Sou barista no Café Central"),
    ("home.city", "Braga", "Mudei-me para Braga com a minha mãe"),
])
def test_the_speakers_own_or_theirs_under_their_key_is_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


def test_advice_taken_up_in_a_later_clause_is_not_their_advice() -> None:
    assert not not_the_users("Mi jefa me dijo que pidiera el traslado y lo pedí: ahora trabajo en el Hospital de Lugo",
                             "Hospital de Lugo")
    assert not_the_users("Mi jefa me dijo que pidiera el traslado al Hospital de Lugo", "Hospital de Lugo")


# -- the policy's reading: a quote of another person, French negation, Portuguese "no" -------------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("charpentier à Brest", "Le profil de ma cousine dit : « charpentier à Brest depuis 2012 »"),
    ("Rennes", "Mon frère m'a écrit : « ça y est, je me suis installé à Rennes ! »"),
    ("Kiel", "Meine Schwester schrieb: „Ich bin jetzt in Kiel“"),
    ("Quimper", "Je n'ai jamais habité à Quimper, c'est mon cousin qui y vit"),
    ("Porto", "Não moro no Porto"),
    ("Uber", "Não uso Uber"),
    ("Dufftown", "Ailsa from my team has moved to Dufftown"),
])
def test_not_asserted(value: str, statement: str) -> None:
    assert unasserted(statement, value)


@pytest.mark.parametrize(("value", "statement"), [
    ("Café Rua Direita", "Sou barista no Café Rua Direita"),
    ("Hospital de Braga", "Sou enfermeira no Hospital de Braga"),
    ("Salesianos", "Sou professora nos Salesianos"),
    ("Café Central", "Não, continuo no Café Central"),
    ("Java", "Não uso Python mas Java"),
    ("Brest", "J'ai écrit : « j'habite à Brest depuis mars »"),
    ("thé", "Je ne bois que du thé"),
    ("Indra", "Trabajo en Indra"),
    ("Netflix", "I have Netflix and no Disney+"),
    ("Leeds", "Back from my trip and moved to Leeds"),
])
def test_asserted(value: str, statement: str) -> None:
    assert not unasserted(statement, value)


def test_guards_keep_todays_negations() -> None:
    assert unasserted("No trabajo en Indra", "Indra")  # Spanish "no" still denies
    assert unasserted("I have no Netflix", "Netflix")
    assert unasserted("Não sou barista no Café Central", "Café Central")


def test_in_a_story_the_held_value_stands() -> None:
    assert refusal("Padaria Lusa", "O Tiago, o meu colega, passou para a Padaria Lusa", "work.employer") == (
        "value_not_asserted")
    assert second("Café Central", "Café Central", "Não, continuo no Café Central; quem saiu foi o Tiago") == "reinforced"
    assert refusal("华为", "老婆让我换成华为 说拍照好", "devices.phone") == "value_not_asserted"
    assert refusal("GCP", "my CTO keeps saying we should move to GCP", "stack.cloud") == "value_not_asserted"
    assert second("Burghead", "Elgin", "Callum from my shift has moved to Elgin, poor guy") == "rejected"
