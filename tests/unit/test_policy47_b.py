"""Review 36's regressions 2 and 3 of policy 2026.12-46, mended.

- "to be exact" refines a held value only with a value that is plausibly a kind of it (`ledger.kinds.narrows`): one
  keeping every word of it and adding more, or keeping every word but its head and putting a narrower one in its place
  after a classifying qualifier ("Roman pottery" -> "Roman samian ware"); in Chinese, longer and of the same head
  ("陶瓷" -> "宋代青瓷"). Not a value sharing only a grade with it ("senior engineer" -> "senior product manager"), nor one
  dropping a number of it (another house: "12 Oak Street" -> "45 Oak Street Apt 3"), nor a name with more put inside it
  (another institution: "北京大学" -> "北京师范大学", "中国银行" -> "中国农业银行", "Beijing University" -> "Beijing Normal
  University"): a different value, a conflict (DOMAIN 2: both kept).
- Spanish "pasarse a" + an infinitive, or "a por", is a call made to do something ("me he pasado a recoger a los niños",
  "me pasé a por pan"), not a switch; Italian "spostarsi" on the day itself or for an event ("oggi mi sono spostato
  da Roma a Milano", "per un convegno") is a trip, not a move (`ledger.gloss`).
"""

from __future__ import annotations

import pytest
from one_fact import decided

from ledger.kinds import narrows, sibling


@pytest.mark.parametrize(("old", "new", "statement"), [
    # a grade shared, another post
    ("senior engineer", "senior data scientist", "Senior data scientist, to be exact"),
    ("junior developer", "junior account manager", "Junior account manager, to be precise"),
    # another number: another flat, room or house
    ("Flat 2, 10 High Street", "Flat 7, 10 High Street", "Flat 7, 10 High Street, to be exact"),
    ("Room 101", "Room 204 east wing", "Room 204 east wing, to be exact"),
    # more put inside a name: another institution
    ("Beijing University", "Beijing Normal University", "Beijing Normal University, to be exact"),
    ("南京大学", "南京理工大学", "具体来说是南京理工大学"),
    ("中国银行", "中国人民银行", "准确地说是中国人民银行"),
    ("上海医院", "上海第六人民医院", "确切地说是上海第六人民医院"),
])
def test_a_value_sharing_a_grade_a_street_or_part_of_a_name_is_no_refinement(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"
    assert not narrows(old, new)
    assert sibling(old, new)


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Roman pottery", "Roman samian ware", "Roman samian ware to be exact"),
    ("medieval manuscripts", "medieval Irish illuminated manuscripts",
     "Medieval Irish illuminated manuscripts, to be precise"),
    ("Greek sculpture", "Greek bronze statuettes", "Greek bronze statuettes, to be exact"),
    ("software engineer", "senior backend software engineer", "Senior backend software engineer, to be exact"),
    ("Römische Keramik", "Römische bemalte Keramik", "Römische bemalte Keramik, genauer gesagt"),
    ("陶瓷", "宋代青瓷", "具体来说是宋代青瓷"),
    ("音乐", "古典钢琴音乐", "具体来说是古典钢琴音乐"),
])
def test_a_kind_of_the_held_value_said_more_precisely_still_refines_it(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "refined"
    assert narrows(old, new)
    assert not sibling(old, new)


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Madrid", "Valencia", "Me pasé a recoger las llaves en Valencia."),
    ("Madrid", "Valencia", "Nos hemos pasado a tomar algo en Valencia."),
    ("Madrid", "Valencia", "Me he pasado a por pan en Valencia"),
    ("Madrid", "Valencia", "Nos pasamos a verte en Valencia"),
    ("Madrid", "Valencia", "Me he pasado a buscarla a Valencia"),
    ("Roma", "Milano", "Stamattina mi sono spostata da Roma a Milano."),
    ("Roma", "Torino", "Mi sono spostato a Torino per un convegno"),
    ("Roma", "Milano", "Oggi mi sono spostato a Milano per un incontro con un cliente"),
])
def test_a_call_or_a_trip_is_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "conflict"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Windows", "Linux", "Me he pasado a Linux y estoy encantado"),
    ("Vodafone", "Digi", "Nos hemos pasado a Digi"),
    ("Vodafone", "Digi", "Me pasé a Digi el mes pasado"),
    ("Java", "Kotlin", "Me he cambiado de Java a Kotlin."),
    ("Roma", "Milano", "Mi sono spostata da Roma a Milano per lavoro"),
    ("Roma", "Milano", "Mi sono spostato da Roma a Milano l'anno scorso"),
    ("Roma", "Milano", "Oggi mi sono trasferito a Milano"),
])
def test_a_switch_or_a_move_is_still_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"
