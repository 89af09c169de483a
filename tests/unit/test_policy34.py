"""Policy 2026.12-34: what the fourteenth blind set still missed after -33. A bare number is read with the unit or the
currency its statement gives it; a yes / no turned by "不…了" / "no longer" / "now" is a change; on a ranked key a list's
order is its value; an upgrade of a model ("iPhone 15" -> "iPhone 15 Pro") is a change, not a refinement."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from ledger.events import FactContent
from ledger.policy import Candidate, decide
from ledger.slot import Fact
from ledger.values import said, same_amount

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def decided(old: Any, old_statement: str | None, new: Any, statement: str, key: str = "k") -> str:
    """The user's statement of `new` on 1 June against `old`, said as `old_statement` on 1 January."""
    held = Fact(fact_id="s.1", kind="profile", source="user_stated", status="active", valid_from=JAN1, valid_to=None,
                recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=old, statement=old_statement), last_seen=JAN1)
    return decide([held], Candidate(key, new, statement, "user_stated", "profile", "one", JUNE1)).decision


# -- units said beside a bare number ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("value", "statement", "key"), [
    (1.80, "I'm 1.80 m", "180 length"),
    (180, "180 cm tall, for the bike fitting", "180 length"),
    (26, "空调开26度", "26 temperature"),
    (60000, "60,000 EUR a year", "60000 EUR"),
    ("£1,450", "rent", "1450 GBP"),
    (1450, "rent is $1,450 a month", "1450 USD"),
    (25, "I run 5 km in 25 min", "25 duration"),  # the unit beside this number, not the first one said
    (26, None, "26"),
    (26, "the goal is 26", "26"),
    ("Java", "I use Java 21", "java"),
])
def test_a_bare_number_takes_the_unit_its_statement_gives_it(value: Any, statement: str | None, key: str) -> None:
    assert said(value, statement) == key


@pytest.mark.parametrize(("old", "old_statement", "new", "statement", "expected"), [
    (1.80, "I'm 1.80 m", 180, "180 cm tall, for the bike fitting", "reinforced"),
    (26, "空调开26度", "26℃", "空调还是 26℃，再低会感冒", "reinforced"),
    ("£1,450", "rent", 1450, "rent is 1450 a month", "reinforced"),  # a currency said on one side only
    # the same JSON number in another currency: not the same amount; "now" marks the change
    (60000, "60,000 EUR a year", 60000, "they moved me to the US payroll, 60,000 USD now, same number lol",
     "superseded"),
    (60000, "60,000 EUR a year", 60000, "60,000 USD a year", "conflict"),
    (26, "the goal is 26", "26℃", "26℃ please", "conflict"),  # a dimension on one side only (review 24)
    # the same number, a unit on one side only (pounds are not in the table): no difference is said (review 25)
    (180, "180 cm", 180, "180 lb", "reinforced"),
    (26, "the goal is 26", 26, "26℃ please", "reinforced"),
])
def test_units_and_currencies_said_in_statements_decide_sameness(old: Any, old_statement: str, new: Any,
                                                                 statement: str, expected: str) -> None:
    assert decided(old, old_statement, new, statement) == expected


def test_same_amount_is_symmetric_and_not_fooled_by_other_numbers() -> None:
    a = (1.8, "1.8 m, and 70 kg")
    b = (180, "180 cm")
    assert same_amount(*a, *b) and same_amount(*b, *a)
    assert not same_amount(70, "70 kg", 70, "70 min")
    assert not same_amount(70, "70 EUR", 70, "70 GBP")


# -- yes / no ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("old", "new", "statement"), [
    (True, False, "不吃素了，医生说我贫血"),
    (True, False, "no longer vegetarian, doctor's orders"),
    (False, True, "I'm vegetarian now"),
    (True, False, "我不再吃肉"),
    (True, False, "我开始吃肉了"),
])
def test_a_yes_or_no_turned_with_a_change_word_is_a_change(old: bool, new: bool, statement: str) -> None:
    assert decided(old, None, new, statement, key="diet.vegetarian") == "superseded"


@pytest.mark.parametrize("statement", ["stopped drinking in March", "我不再喝酒", "no longer drinks, doctor's orders"])
def test_a_yes_or_no_turned_on_its_own_key(statement: str) -> None:
    assert decided(True, None, False, statement, key="diet.drinks_alcohol") == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    (True, False, "not vegetarian"),
    (False, True, "vegetarian, yes"),
])
def test_a_yes_or_no_turned_without_a_change_word_is_a_conflict(old: bool, new: bool, statement: str) -> None:
    assert decided(old, None, new, statement, key="diet.vegetarian") == "conflict"


def test_the_same_yes_said_with_now_is_a_restatement() -> None:
    assert decided(True, None, True, "still vegetarian now", key="diet.vegetarian") == "reinforced"


# -- rankings ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", ["music.top3_ranked", "music.top_3", "books.ranking", "goals.priorities",
                                 "deploy.steps", "food.top"])
def test_on_a_ranked_key_the_order_is_the_value(key: str) -> None:
    held = ["Radiohead", "Blur", "Pulp"]
    assert decided(held, None, ["Blur", "Radiohead", "Pulp"], "Blur, Radiohead, Pulp", key=key) == "conflict"
    assert decided(held, None, ["Radiohead", "Blur", "Pulp"], "Radiohead, Blur, Pulp", key=key) == "reinforced"


@pytest.mark.parametrize("key", ["stack.languages", "music.bands", "desktop.topics"])
def test_on_other_keys_a_list_is_a_set(key: str) -> None:
    assert decided(["Python", "Go"], None, ["Go", "Python"], "Go and Python", key=key) == "reinforced"


# -- upgrades ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("old", "new", "statement"), [
    ("iPhone 15", "iPhone 15 Pro", "upgraded to the iPhone 15 Pro, traded the old one in"),
    ("Mate 60", "Mate 60 Pro", "手机升级到 Mate 60 Pro 了"),
    ("Pixel 8", "Pixel 8 Pro", "traded my Pixel 8 in for the Pixel 8 Pro"),
])
def test_an_upgraded_model_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, None, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Java", "Java 21", "升级到 Java 21 了"),  # still Java, said more precisely (seed 000 细化)
    ("iPhone 15", "iPhone 15 Pro", "it's an iPhone 15 Pro, to be precise"),  # no upgrade word
])
def test_a_more_precise_name_without_an_upgrade_of_a_model_refines(old: str, new: str, statement: str) -> None:
    assert decided(old, None, new, statement) == "refined"


def test_a_number_in_words_takes_the_unit_said_after_it() -> None:
    assert decided(172, "I'm 172 cm", "one hundred seventy two",
                   "uh I'm one hundred seventy two centimetres like I said") == "reinforced"


def test_a_ranking_said_in_a_new_order_now_is_a_change() -> None:
    held = ["Radiohead", "Blur", "Pulp"]
    new = ["Blur", "Radiohead", "Pulp"]
    assert decided(held, None, new, "Blur's my number one now, then Radiohead, then Pulp",
                   key="music.top3_ranked") == "superseded"
    assert decided(held, None, new, "现在最喜欢 Blur，然后 Radiohead、Pulp", key="music.top3_ranked") == "superseded"
    assert decided(held, None, new, "Blur, Radiohead, Pulp, now and then", key="music.top3_ranked") == "conflict"
