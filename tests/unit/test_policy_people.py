"""Defects the twelfth blind set found (bench/quality_blind12.py: other people and relationships) in what ends and
what changes, each tested here with other names and wording than that set's, beside guards for what must not change.
(The gate's side of that set, someone else's fact under the user's own key, is tested in test_policy_people_gate.py.)"""

from __future__ import annotations

import pytest
from one_fact import second

from ledger.cues import cue_of
from ledger.endings import ends


# A person or a pet gone from the user's life: the record ends, its history kept (seed 000: 明确过时 -> 标记失效)
@pytest.mark.parametrize(("value", "statement"), [
    ("Jonas", "Jonas and I split up in the spring, for the best"), ("Jonas", "I broke up with Jonas last week"),
    ("Ruth", "Ruth and I got divorced in 2024"), ("Ruth", "Ruth and I aren't together any more, please stop the date ideas"),
    ("Ollie", "we had to put Ollie down yesterday, he was 16"), ("Ollie", "Ollie passed away on tuesday"),
    ("Ollie", "we lost our old cat Ollie in june"), ("Dev", "Dev retired last month, the team threw a party"),
    ("Dev", "Dev left on monday for a startup"), ("Kim", "Kim and I don't speak anymore"),
    ("小雨", "我和小雨已经分手了"), ("国强", "我跟国强离婚了，房子归我"),
    ("咪咪", "咪咪昨天走了，陪了我们十二年"), ("咪咪", "咪咪去世了"), ("王姐", "王姐辞职了，下周不来了"),
    ("公公", "公公搬回老家了"), ("公公", "公公回老家了，不跟我们住了"),
])
def test_a_parting_ends_the_person_or_pet_it_names(value: str, statement: str) -> None:
    assert ends(statement, value)
    assert second(value, value, statement, key="people", cardinality="many") == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    ("Jonas", "I did not break up with Jonas"), ("Jonas", "Jonas and I broke up but we got back together"),
    ("Jonas", "will Jonas and I split up?"), ("Leo", "I had to put Leo to sleep early tonight"),
    ("Leo", "put Leo down for a nap at 2"), ("Dev", "Dev left the meeting early"), ("Dev", "Dev left his laptop here"),
    ("Ollie", "we lost Ollie in the park for an hour"), ("小雨", "我没跟小雨分手"), ("小雨", "跟小雨分手了，后来又复合了"),
    ("老周", "老周走了一趟上海"), ("国强", "要是跟国强离婚了怎么办"),
])
def test_guard_no_parting_when_negated_undone_asked_or_not_a_parting(value: str, statement: str) -> None:
    assert not ends(statement, value)


def test_someone_elses_ending_on_that_persons_key_ends_it() -> None:
    """On family.brother.city, "my brother no longer lives in Lyon" is the key's own ending; on the user's own key
    it says nothing of the user's city."""
    statement = "my brother no longer lives in Lyon, he went back to Nice"
    assert ends(statement, "Lyon", others=False)
    assert not ends(statement, "Lyon")
    assert second("Lyon", "Lyon", statement, key="family.brother.city") == "invalidated"


# Changes on another person's key, said of that person (DOMAIN 2: a change, the old value kept as history)
@pytest.mark.parametrize(("key", "old", "new", "statement"), [
    ("family.sister.surname", "Doyle", "Hart", "Orla took Sam's surname after the wedding"),
    ("family.sister.surname", "Doyle", "Orla Hart", "she's Orla Hart now"),
    ("family.partner.city", "Leeds", "Bath", "Rob moved down to Bath in May"),
    ("family.son.school", "Elm Primary", "Kingsway", "User's son Theo started at Kingsway in September."),
    ("family.son.age", "9", "10", "Theo turned 10 on friday"), ("family.son.grade", "二年级", "三年级", "儿子九月升三年级了"),
    ("family.daughter.age", "5", "6", "女儿上个月满6岁了"), ("family.father.phone", "13900000001", "13900000002",
                                                            "我爸换号了，新号码 13900000002"),
    ("family.father.city", "南京", "苏州", "我爸搬来苏州了，离我们近"), ("relationship.status", "单身", "恋爱中", "终于脱单了"),
    ("family.partner.name", "小雨", "阿哲", "跟小雨分手了，现在的男朋友是阿哲"),
])
def test_another_persons_change_on_their_key_supersedes(key: str, old: str, new: str, statement: str) -> None:
    assert second(old, new, statement, key=key) == "superseded"


def test_flipped_digits_correct_a_date() -> None:
    assert cue_of("oops, it's 31 May, not the 13th - I flipped the digits", ("31 May",)) == "correction"
    assert second("13 May", "31 May", "oops, it's 31 May - I flipped the digits", key="family.father.birthday") == "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Leeds", "Bath", "Rob is in Bath"), ("9", "10", "Theo is 10"), ("二年级", "三年级", "儿子三年级"),
])
def test_guard_a_different_value_without_a_change_is_still_a_conflict(old: str, new: str, statement: str) -> None:
    assert second(old, new, statement, key="family.son.x") == "conflict"
