"""Gate defects the twelfth blind set found (bench/quality_blind12.py: other people and relationships), each tested here
with other values and wording than that set's, beside guards for what must not change."""

from __future__ import annotations

import pytest
from one_fact import refusal, second

from ledger.assertion import unasserted
from ledger.gate import check, one_off, retraction
from ledger.people import others_opinion, someone_elses

# -- someone else's fact under the user's own key (seed 002: two people, two facts) -----------------------------------


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.city", "Glasgow", "my cousin, not my aunt, lives in Glasgow"),
    ("health.allergy", "walnuts", "Maya's allergic to walnuts so no brownies at the sleepover"),
    ("food.favourite_cake", "lemon drizzle", "Priya's favourite cake is lemon drizzle, get one for Friday"),
    ("health.allergy", "latex", "my husband's allergic to latex, the dentist needs to know"),
    ("preference.colour", "yellow", "my niece's favourite colour is yellow"),
    ("diet.avoid", "gluten", "Noor can't eat gluten, she's coeliac"),
    ("diet.avoid", "牛肉", "我妈信佛，牛肉一口不碰"),
    ("home.city", "厦门", "公公住在厦门，每年冬天过去看他"),
    ("drink.coffee", "美式", "我老公最爱喝美式，每天三杯"),
    ("profile.birthday", "4月2日", "我爸的生日是4月2日"),
])
def test_another_persons_fact_under_the_users_own_key_is_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) == "value_not_asserted"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("family.cousin.city", "Glasgow", "my cousin, not my aunt, lives in Glasgow"),
    ("family.daughter.allergy", "walnuts", "Maya's allergic to walnuts so no brownies at the sleepover"),
    ("friends.priya.favourite_cake", "lemon drizzle", "Priya's favourite cake is lemon drizzle, get one for Friday"),
    ("family.mother.diet", "牛肉", "我妈信佛，牛肉一口不碰"),
    ("family.father_in_law.city", "厦门", "公公住在厦门，每年冬天过去看他"),
    ("pets.dog.food", "salmon kibble", "Rex's favourite food is salmon kibble"),
])
def test_the_same_statement_under_that_persons_key_is_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("home.city", "Porto", "my husband and I moved to Porto in spring"),  # the speaker moved too
    ("stack.language", "Rust", "our team moved to Rust last quarter"),  # the speaker's own team
    ("health.allergy", "aspirin", "my mum says I'm allergic to aspirin, the GP confirmed it"),  # hearsay confirmed
    ("home.city", "Dublin", "my sister moved out of Dublin, but I still live there"),
    ("home.city", "Oslo", "my flatmate left Oslo in May, it's just me here now"),
    ("home.city", "Cardiff", "I live in Cardiff, my brother lives in Bath"),
    ("work.employer", "腾讯", "我老公在阿里，我在腾讯"),
    ("work.employer", "美团", "我老婆在美团，我也在美团"),
    ("care.caregiver", "张阿姨", "我爸的护工是张阿姨"),  # who the speaker arranged for the father
    ("home.key_holder", "Ravi", "our neighbour Ravi keeps our spare key"),  # the person is the value
    ("safety.nearest_er", "协和", "老人心脏不舒服的话，最近的急诊是协和"),  # a condition, then the speaker's fact
    ("preference.editor", "Vim", "Vim's my favourite, my brother hates it"),
    ("snack.favourite", "crisps", "Walkers' crisps are great"),
])
def test_the_users_own_fact_beside_other_people_is_not_refused(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


def test_the_user_repeating_their_own_city_beside_a_relatives_move_reinforces() -> None:
    statement = "my flatmate doesn't live in Oslo anymore, he went home to Bergen, so it's just me here now"
    assert not unasserted(statement, "Oslo")
    assert second("Oslo", "Oslo", statement, "home.city") == "reinforced"


def test_reading_someone_elses_needs_a_person() -> None:
    assert not someone_elses("lives in Leeds", "Leeds")
    assert not someone_elses("the weather in Leeds is grim", "Leeds")
    assert someone_elses("my sister? she's vegan these days", "vegan")
    # a bare "she" with no one else named before it may be an agent's note about the subject: kept (review 21)
    assert not someone_elses("she's vegan these days", "vegan")


# -- another person's opinion of the user is hearsay ------------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("product manager", "my dad reckons I should become a product manager"),
    ("Kotlin", "my manager wants me to pick up Kotlin this year"),
    ("purple", "my brother swears my favourite colour is purple. nope, it's orange"),
    ("考研", "我爸一直觉得我应该去考研"),
    ("学钢琴", "我婆婆非要我学钢琴"),
])
def test_another_persons_opinion_is_not_the_users(value: str, statement: str) -> None:
    assert others_opinion(statement, value)
    assert refusal(value, statement, "career.goal", "preference") == "value_not_asserted"


@pytest.mark.parametrize(("value", "statement"), [
    ("Kotlin", "my manager wants me to pick up Kotlin and honestly I'm keen"),  # taken up
    ("低盐", "医生让我低盐饮食，以后菜谱注意"),  # an instruction the user follows
    ("游泳", "我老婆说我再去游泳就别回家了，照去不误"),  # no opinion of what the user should do
    ("十点", "我妈老让我早点睡，其实我一直十点睡"),  # the user's own clause
])
def test_advice_taken_up_or_the_users_own_words_are_not_hearsay(value: str, statement: str) -> None:
    assert refusal(value, statement, "habits.x", "preference") is None


# -- an ending said into an empty slot --------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("Mochi", "we lost our rabbit Mochi in the spring, the hutch is still in the garden"),
    ("Bramble", "had to put down Bramble on Tuesday"),
    ("Ziggy", "Ziggy passed away in his sleep last night"),
    ("球球", "球球上周走了，才八岁"),
    ("小黑", "小黑去汪星了"),
])
def test_a_pet_that_died_is_not_asserted(value: str, statement: str) -> None:
    assert unasserted(statement, value)


@pytest.mark.parametrize(("value", "statement"), [
    ("3kg", "I lost 3kg since new year"),
    ("一万步", "今天走了一万步"),
    ("Mochi", "we got a rabbit called Mochi"),
])
def test_losing_weight_or_walking_is_no_death(value: str, statement: str) -> None:
    assert not unasserted(statement, value)


# -- requests not to remember -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("statement", [
    "don't remember anything about my old flatmate, please",
    "do not store everything I said about Ben",
    "我前夫的事情都别记了", "这个别记着，谢谢", "加班的事别再记了",
])
def test_a_request_not_to_remember_is_a_retraction(statement: str) -> None:
    assert retraction(statement)
    assert refusal("x", statement) == "retraction"


def test_a_request_not_to_remember_in_traditional_is_a_retraction() -> None:
    assert refusal("x", "這個別記著，謝謝") == "retraction"  # (the gate reads Traditional as Simplified)


@pytest.mark.parametrize("statement", [
    "I don't remember anything about the accident", "你别记错了，是周三", "这事我记了一辈子",
])
def test_telling_what_one_remembers_is_no_retraction(statement: str) -> None:
    assert not retraction(statement)


# -- a lock's combination is an access code; contact details are not secrets -----------------------------------------


@pytest.mark.parametrize("statement", [
    "the padlock combo on the shed is 3-9-1", "gym locker combination: 0417", "the combination for the bike lock is 52 18 09",
])
def test_a_lock_combination_is_refused(statement: str) -> None:
    assert refusal("x", statement) == "prohibited_content"


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("friends.best.phone", "+1 415 555 0134", "Jo's cell is +1 415 555 0134"),
    ("family.aunt.address", "12 Elm Row, Leith", "auntie's address is 12 Elm Row, Leith"),
    ("friends.best.wechat", "amy_2021", "闺蜜微信 amy_2021"),
    ("neighbours", "Tom (no. 14)", "Tom at no. 14 has our spare key and feeds the cat"),
    ("food.favourite", "combo meal 2", "combo meal 2 is the best"),
    ("stack.language", "Go", "a combination of Go and Python"),
])
def test_contact_details_and_combos_of_other_kinds_are_stored(key: str, value: str, statement: str) -> None:
    assert refusal(value, statement, key) is None


# -- temporary stays of others ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement"), [
    ("my parents", "my parents are with us till Thursday"),
    ("舅舅", "舅舅这周来我家住两天"),
    ("苏州", "外婆来苏州住一阵，帮忙看孩子"),
])
def test_a_short_stay_is_temporary(value: str, statement: str) -> None:
    assert refusal(value, statement, "household.members") == "temporary_outside_task_scope"


def test_a_short_stay_in_a_task_scope_is_stored() -> None:
    r = check(key="household.guests", value="舅舅", statement="舅舅这周来我家住两天", evidence={}, source="user_stated",
              kind="temporary", scope="project:home/task:visit", allow_external=False)
    assert r is None


def test_a_name_said_beside_a_trip_is_no_temporary_name() -> None:
    statement = "老婆小芸这周出差，家里就我和狗"
    assert one_off(statement, "小芸")
    assert refusal("小芸", statement, "family.partner.name") is None
    assert second("小芸", "小芸", statement, "family.partner.name") == "reinforced"
    # the trip still makes a location temporary, and "just this once" still counts under a name key
    assert refusal("深圳", "老婆这周在深圳出差", "family.partner.location") == "temporary_outside_task_scope"
    assert refusal("Captain", "call me Captain just this once", "address.name") == "temporary_outside_task_scope"


@pytest.mark.parametrize("statement", ["I still live in Leeds", "we're staying in Lisbon for good"])
def test_still_and_staying_for_good_are_not_temporary(statement: str) -> None:
    assert not one_off(statement, "Leeds")
