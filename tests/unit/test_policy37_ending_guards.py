"""Guards for the ending readers of other languages (`ledger.gloss`: `_NO_LONGER`, `_STILL_HELD`) and of English
(`ledger.endings`: `_STILL_HELD`), after review 28: what ends the value still ends it, and what ends something else
(a feeling, a lack, less of it, a memory, a leaving, English "ya no one") leaves it held."""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("value", "statement"), [
    ("Windows", "Ya no uso Windows"),
    ("Madrid", "Ya no vivo en Madrid"),
    ("Google", "Ya no trabajo en Google"),
    ("Java", "Ya no Java"),
    ("Berlin", "Ich wohne wegen der Arbeit nicht mehr in Berlin"),  # (wegen: not weg, away)
    ("Java", "Ich nutze kein Java mehr"),
    ("café", "Je ne bois plus de café"),
    ("Lisboa", "Não moro mais em Lisboa"),
    ("Java", "Non uso più Java"),
    ("кофе", "Я больше не пью кофе"),
    ("서울", "더 이상 서울에 살지 않아요"),
    ("Java", "もうJavaは使っていません"),
    ("Java", "もうJavaは使わない"),
    ("Rauchen", "Ich habe mit dem Rauchen aufgehört"),
    ("Twitter", "J'ai arrêté Twitter"),
    ("Slack", "Hemos dejado de usar Slack"),
    ("Slack", "Paramos de usar o Slack"),
    ("кофе", "Я перестала пить кофе"),
    ("Berlin", "I don't live in Berlin anymore"),
    ("sick leave", "I'm no longer on sick leave"),  # (leave, a noun)
    ("Netflix", "I cancelled Netflix without a second thought"),
])
def test_an_ending_still_ends_the_value(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("coffee", "I can't live without coffee anymore"),
    ("coffee", "I don't drink as much coffee anymore"),
    ("Google", "I no longer remember when I started at Google"),
    ("Java", "Java isn't so bad anymore"),
    ("Madrid", "I won't leave Madrid anymore"),
    ("Rauchen", "Ich habe nicht aufgehört zu rauchen"),
    ("Rauchen", "Mein Bruder hat aufgehört zu rauchen"),
    ("кофе", "Я не перестал пить кофе"),
    ("タバコ", "母はもうタバコは吸わない"),
    ("タバコ", "タバコはやめたい"),
    ("Paris", "J'ai arrêté le bus à Paris"),  # (stopped the bus in Paris)
    ("Java", "もうすぐJavaを使わない"),
    ("コーヒー", "もうコーヒーは飲まないといけない"),
    ("Kaffee", "Ich kann nicht mehr auf Kaffee verzichten"),
    ("Madrid", "Told ya no city beats Madrid"),
])
def test_an_ending_of_something_else_keeps_the_value(value: str, statement: str) -> None:
    assert decided(value, value, statement) != "invalidated"
