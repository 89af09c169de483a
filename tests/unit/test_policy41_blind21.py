"""Policy 2026.12-41: the twenty-first blind set's misses (`bench/quality_blind21.py`, a fifth representative sample;
first blind run on 7f7bf42, policy -40: pairs 94.0%, gate 98.1% with one door code stored, recall@3 93.3% with 10.0%
stale in the top 3, stories 86.7%), each as the rule it broke, with a look-alike that must keep its old reading."""

from __future__ import annotations

import pytest
from one_fact import JUNE1, decided, fact, refusal, view

from ledger.assertion import unasserted
from ledger.endings import ends
from ledger.policy import Candidate, decide
from projections.recall import lexical_relevance


@pytest.mark.parametrize(("statement", "value", "expected"), [
    ("I no longer work at Just Eat", "Just Eat", True),
    ("User no longer rides for Just Eat; says the app kept cutting the fee per drop", "Just Eat", True),
    ("I stopped using Only Murders fan wiki", "Only Murders fan wiki", True),
    ("I no longer use Java, just Go", "Java", True),
    ("I no longer use Java, just Go", "Go", False),
    ("抖音那边不投了", "抖音", True),
    ("抖音还在投", "抖音", False),
])
def test_a_value_named_with_just_or_only_ends_and_ads_no_longer_placed_end(statement: str, value: str,
                                                                          expected: bool) -> None:
    """"Just" inside the name "Just Eat" is no contrast ("… but just Go"): the ending reads the value's clause."""
    assert ends(statement, value, hinted=True) is expected


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("Mazda", "Mazda2 Hybrid", "refined"),
    ("Python", "Python3", "refined"),
    ("Go", "Go2", "conflict"),  # (a short name with a number is another thing)
])
def test_a_model_number_joined_to_its_make_refines_it(old: str, new: str, expected: str) -> None:
    assert decided(old, new, f"It's a {new}") == expected


def test_a_system_of_record_changing_a_title_to_a_shorter_one_is_a_change() -> None:
    said = "职业资格系统：证书等级由助理社会工作师变更为社会工作师"
    c = Candidate("work.qualification", "社会工作师", said, "authoritative", "profile", "one", JUNE1)
    assert decide([fact("助理社会工作师")], c).decision == "superseded"
    assert decided("助理社会工作师", "社会工作师", "我是社会工作师，全称助理社会工作师") == "reinforced"


@pytest.mark.parametrize(("statement", "expected"), [
    ("诊所有只没人领的橘猫，我带回家养了，柯基跟它处得挺好", False),
    ("我带回家一只没人要的橘猫", False),
    ("我没养橘猫", True),
])
def test_what_nobody_claimed_describes_the_value_and_negates_nothing(statement: str, expected: bool) -> None:
    assert unasserted(statement, "橘猫") is expected


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Tenerife", "Night-stop in Tenerife tonight, flying back tomorrow afternoon", "home.city"),
    ("Porto", "In Porto for a conference, flying back on Friday", "home.city"),
    ("歇一天", "今天下大雨不跑了，在家歇一天", "work.schedule"),
    ("清远", "这几天陪我妈在清远住，周日就回江门", "home.city"),
])
def test_a_night_or_a_few_days_away_and_a_rainy_day_off_are_temporary(value: str, statement: str, key: str) -> None:
    assert refusal(value, statement, key=key) == "temporary_outside_task_scope"


def test_a_move_with_a_trip_back_to_pack_is_lasting() -> None:
    assert refusal("Tenerife", "We moved to Tenerife, flying back tomorrow to pack up the flat", key="home.city") is None


def test_one_report_laid_out_as_a_table_is_temporary() -> None:
    said = "Just for this quarter's report, lay it out as a table"
    assert refusal("table", said, key="reply.format", kind="preference") == "temporary_outside_task_scope"


def test_a_keypad_code_named_by_a_longer_place_is_refused() -> None:
    said = "Keypad code for the appliance bay at the station is 7264"
    assert refusal("7264", said, key="work.appliance_bay_code") == "prohibited_content"


_FACTS = [
    view("home", "home.city", "Warrington", "I live in Warrington"),
    view("care", "family.father.care_home", "Hollins Court", "We moved Dad from Elm Grange to Hollins Court"),
    view("gp", "family.father.gp_practice", "Lymm Surgery", "Dad's GP is at Lymm Surgery"),
]


def test_where_a_parent_lives_asks_for_their_home_under_either_name() -> None:
    relevance = lexical_relevance("Where is my father living now?", _FACTS)
    assert relevance["care"] == max(relevance.values())
    relevance = lexical_relevance("Where do I live?", _FACTS)
    assert relevance["home"] == max(relevance.values())


# == the twenty-second blind set's misses (`bench/quality_blind22.py`; first blind run on 60a5919, policy -41: pairs
# 96.7%, gate 96.7% with one request not to keep something stored, recall@3 100%, stories 100%) ========================


def test_a_dance_no_longer_danced_ends_and_a_job_change_not_made_ends_nothing() -> None:
    assert ends("广场舞不跳了，膝盖受不了，以后都不去了", "广场舞", hinted=True)
    assert not ends("我不跳槽了，还在腾讯", "腾讯", hinted=True)


@pytest.mark.parametrize(("value", "statement", "expected"), [
    ("不出车", "今天车送去保养，不出车了", "temporary_outside_task_scope"),
    ("辞职", "今天辞职了，不上班了", None),
    ("前夫的电话", "前夫的电话别帮我记，哪儿都别存", "retraction"),
    ("周三", "别忘了帮我记一下，周三复诊", None),
])
def test_a_day_off_the_road_is_temporary_and_dont_keep_it_anywhere_is_a_retraction(value: str, statement: str,
                                                                                  expected: str | None) -> None:
    assert refusal(value, statement, key="k") == expected
