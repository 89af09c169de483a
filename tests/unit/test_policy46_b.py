"""Blind set 25's misses b25-p-es-01 and b25-p-en-25.

- The Spanish reflexive "cambiarse de … a …" / "cambiarse a …" (to switch from one to another), in the perfect too ("me he
  cambiado de Lingua Sur a Palabra Viva", "nos hemos cambiado a Digi"), and "me he pasado a …", are the speaker's change,
  as "me cambié a" already was (`ledger.gloss`); not clothes, one's mind, a seat or a time ("me he cambiado de ropa",
  "de opinión", "a las ocho"), nor someone else's, a negated or a short-lived one. Italian "mi sono spostato da … a …" too.
- A statement that says it tells the held value more precisely ("to be exact", "more specifically", "具体来说",
  "genauer gesagt", "para ser exactos", "plus précisément") refines it, where the new value is plausibly a kind of the
  held one (it keeps a word of it and adds more, or the statement names the held value and the new one is no sibling
  of it), with no change, correction, denial or contrast in the statement (`ledger.cues.more_precisely`); on a
  multi-valued key it ends nothing (DOMAIN 2: a refinement, "Java" then "Java 21 + Spring Boot 3").
"""

from __future__ import annotations

import pytest
from one_fact import decided

from ledger.cues import cue_of
from ledger.kinds import narrows, sibling


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lingua Sur", "Palabra Viva Interpretación", "Me he cambiado de Lingua Sur a Palabra Viva Interpretación, pagan a 30 días"),
    ("Movistar", "Digi", "Nos hemos cambiado de Movistar a Digi, sale bastante más barato"),
    ("Movistar", "Digi", "Me he cambiado a Digi este mes"),
    ("Windows", "Linux", "Me he pasado a Linux y estoy encantado"),
    ("Málaga", "Sevilla", "Nos hemos cambiado de casa a Sevilla"),
    ("Roma", "Milano", "Mi sono spostata da Roma a Milano per lavoro"),
    ("Lisboa", "Porto", "Mudei-me de Lisboa para o Porto"),
    ("Orange", "Free", "Je suis passé de Orange à Free"),
])
def test_a_speakers_own_switch_in_spanish_italian_portuguese_french_supersedes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisboa", "Porto", "Estoy en Porto, me he cambiado de ropa a las ocho"),
    ("Lisboa", "Porto", "Me he cambiado de ropa a las ocho para salir por Porto"),
    ("Movistar", "Digi", "Me he cambiado de opinión sobre Digi"),
    ("Movistar", "Digi", "Mi hermana se ha cambiado de Movistar a Digi"),
    ("Movistar", "Digi", "No me he cambiado de Movistar a Digi"),
    ("Málaga", "Sevilla", "Me he pasado a ver a mi madre a Sevilla"),
    ("Málaga", "Sevilla", "Me cambié a las ocho y salí para Sevilla"),
    ("Roma", "Milano", "Mi sono spostato da Roma a Milano per due settimane"),
])
def test_clothes_a_mind_a_time_someone_else_or_a_spell_is_no_switch(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Roman pottery", "Roman samian ware", "Roman samian ware to be exact, the red glossy stuff"),
    ("Roman pottery", "Roman samian ware", "Roman samian ware, to be precise"),
    ("back-end developer", "back-end Kotlin developer for payments",
     "More specifically, back-end Kotlin developer for payments"),
    ("Roman pottery", "samian ware", "Roman pottery, specifically samian ware"),
    ("陶瓷", "宋代青瓷", "具体来说是宋代青瓷"),
    ("古典音乐", "巴洛克时期的宫廷音乐", "更具体地说，是巴洛克时期的宫廷音乐"),
    ("Römische Keramik", "Römische Terra Sigillata", "Römische Terra Sigillata, genauer gesagt"),
    ("arquitectura de madera", "arquitectura pasiva de madera contralaminada",
     "Arquitectura pasiva de madera contralaminada, para ser exactos"),
    ("céramique romaine", "céramique sigillée romaine", "Plus précisément, la céramique sigillée romaine"),
])
def test_the_held_value_told_more_precisely_refines_it(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "refined"


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    # a sibling, or no word of the held value and the held value unnamed: a clash (DOMAIN 2)
    ("Roman pottery", "Greek pottery", "Greek pottery to be exact", "conflict"),
    ("senior engineer", "staff engineer", "Staff engineer, to be precise", "conflict"),
    ("Roman pottery", "samian ware", "Samian ware to be exact", "conflict"),
    ("杭州", "温州", "准确地说是温州", "conflict"),
    # no cue, or "specifically" as a plain adverb
    ("Roman pottery", "Roman samian ware", "Roman samian ware, the red glossy stuff", "conflict"),
    ("Roman pottery", "Roman samian ware", "I specifically study Roman samian ware", "conflict"),
    # a contrast or a hypothetical: not a refinement
    ("Roman pottery", "Roman samian ware", "Well, Roman samian ware to be precise", "conflict"),
    ("Roman pottery", "Roman samian ware", "If I had to be precise I'd say Roman samian ware", "rejected"),
    # a correction or a change keeps its own decision
    ("Roman pottery", "Roman samian ware", "Sorry, I meant Roman samian ware, to be exact", "corrected"),
    ("Roman pottery", "Roman samian ware", "Not Roman pottery: Roman samian ware to be exact", "corrected"),
    ("Roman pottery", "Roman samian ware", "I switched to Roman samian ware, to be exact", "superseded"),
])
def test_a_precision_cue_without_a_narrower_value_or_beside_another_cue_keeps_its_decision(
        old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


def test_on_a_multi_valued_key_a_precision_cue_ends_nothing() -> None:
    assert decided("Roman pottery", "Roman samian ware", "Roman samian ware to be exact", cardinality="many") == "added"
    assert decided("Java", "Java 21", "Java 21 to be exact", cardinality="many") == "added"


def test_the_refinement_cue_needs_a_held_value() -> None:
    # (the write gate asks cue_of with the candidate's value alone: no refinement there)
    assert cue_of("Roman samian ware to be exact", ("Roman samian ware",)) is None
    assert cue_of("Roman samian ware to be exact", ("Roman samian ware", "Roman pottery")) == "refinement"


def test_narrows_and_sibling() -> None:
    assert narrows("Roman pottery", "Roman samian ware")
    assert narrows("陶瓷", "宋代青瓷")
    assert not narrows("Roman pottery", "Greek pottery")
    assert not narrows("Roman samian ware", "Roman pottery")
    assert not narrows("杭州", "温州")
    assert sibling("Roman pottery", "Greek pottery")
    assert not sibling("Roman pottery", "samian ware")
