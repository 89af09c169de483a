"""The same value written another way is the same value (DOMAIN 2: same -> NOOP; seed 000 ① 语义相同), found by the
fourteenth blind set (bench/quality_blind14.py): numbers, units, dates, times, phone numbers, lists, objects."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st
from one_fact import decided

from ledger.values import canonical, refines

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


@pytest.mark.parametrize(("a", "b"), [
    (3, "three"), (3, "三"), (21, "twenty-one"), (25000, "两万五"), (70, "七十"), ("60k", 60000), ("6万", 60000),
    ("£1450", "£1,450"), (1450, "1,450"), ("30%", "三成"), ("26℃", "26度"), ("70 kg", "about 70 kg"),
    ("70 kg", "七十公斤左右"), ("65 kg", "130斤"), ("180 cm", "一米八"), ("180 cm", "1.8米"), ("1.80 m", "180 cm"),
    ("一个半小时", "90分钟"), ("90 minutes", "1.5 hours"),
    ("1990-05-14", "14 May 1990"), ("1990-05-14", "May 14, 1990"), ("1990-05-14", "5/14/1990"),
    ("1990-05-14", "14/05/1990"), ("1990-05-14", "1990年5月14日"), ("1990-05-14", "九〇年五月十四"),
    ("07:00", "7am"), ("07:00", "早上七点"), ("19:30", "晚上七点半"), ("19:00", "7 pm"),
    ("18602153377", "186-0215-3377"), ("020 7946 0018", "020-7946-0018"), ("18602153377", "".join(chr(ord(ch) + 0xFEE0) for ch in "18602153377")),  # full width
    ("https://samlee.dev", "https://samlee.dev/"), ("Sam.Lee@Example.com", "sam.lee@example.com"),
    (["Python", "Go"], ["Go", "Python"]), (True, "是"), (True, "yes"), (False, "no"),
    ({"city": "Lyon", "country": "FR"}, {"country": "FR", "city": "lyon"}),
])
def test_the_same_value_written_another_way_compares_equal(a: object, b: object) -> None:
    assert canonical(a) == canonical(b)


@pytest.mark.parametrize(("a", "b"), [
    ("7am", "7pm"), ("早上七点", "晚上七点"), ("Python 3.11", "Python 3.12"), ("iPhone 15", "iPhone 15 Pro"),
    ("1990-05-05", "1990-06-05"), ("05/06/1990", "06/05/1990"),  # either could be day first: left as written
    ("02134", "2134"),  # an identifier's leading zero is kept
    ("70 kg", "70 min"), (26, "26℃"),  # a mass is no time; a bare number is no temperature
    ("3.10", "3.1"), ("7:00", "7am"),  # a version's trailing zero; "7:00" alone may be evening
    (70, 67), ("Room 101", "101"), ("Java", "JavaScript"), (["Python", "Go"], ["Python", "Go", "Rust"]),
    ("+44 20 7946 0018", "020 7946 0018"),  # a country code needs a table DOMAIN does not give
])
def test_different_values_stay_different(a: object, b: object) -> None:
    assert canonical(a) != canonical(b)


@given(st.integers(min_value=1000, max_value=10**9))
def test_a_grouped_amount_is_the_amount(n: int) -> None:
    assert canonical(f"{n:,}") == canonical(n) == canonical(f"${n:,}")


@given(st.dates(min_value=date(1900, 1, 1), max_value=date(2099, 12, 31)))
def test_a_date_in_any_of_its_usual_writings_is_one_date(d: date) -> None:
    iso = canonical(d.isoformat())
    assert iso == d.isoformat()
    assert canonical(f"{d.day} {MONTHS[d.month - 1]} {d.year}") == iso
    assert canonical(f"{MONTHS[d.month - 1]} {d.day}, {d.year}") == iso
    assert canonical(f"{d.year}年{d.month}月{d.day}日") == iso


@given(st.from_regex(r"1[3-9][0-9]{9}", fullmatch=True))
def test_a_phone_number_grouped_with_dashes_or_spaces_is_its_digits(n: str) -> None:
    assert canonical(f"{n[:3]}-{n[3:7]}-{n[7:]}") == canonical(f"{n[:3]} {n[3:7]} {n[7:]}") == canonical(n)


def test_lists_and_objects_refine_by_saying_more() -> None:
    assert refines(["Python", "Go"], ["Python", "Go", "Rust"]) is True
    assert refines(["Python", "Go"], ["Go", "Python"]) is False
    assert refines("Lyon", {"city": "Lyon", "country": "FR"}) is True
    assert refines("Paris", {"city": "Lyon", "country": "FR"}) is False
    assert refines("Java", "Java 21") is None  # text: the policy's own rule


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("£1450", "£1,450", "£1,450 rent paid for March, same as ever", "reinforced"),
    (25000, "两万五", "税前两万五，没变", "reinforced"),
    ("1990-05-14", "14 May 1990", "my birthday's 14 May 1990", "reinforced"),
    ("07:00", "早上七点", "早上七点起，周末也一样", "reinforced"),
    (["Python", "Go"], ["Go", "Python"], "Go and Python, those two", "reinforced"),
    (["Python", "Go"], ["Python", "Go", "Rust"], "Python, Go, and Rust too for the parser", "refined"),
    (["Python", "Go", "Rust"], ["Python", "Go"], "dropped Rust, just Python and Go these days", "superseded"),
    ("Lyon", {"city": "Lyon", "country": "FR"}, "Lyon, France, for the shipping form", "refined"),
    (70, 67, "down to 67 kg after the half-marathon block", "superseded"),
    ("140斤", "130斤", "瘦到130斤了！", "superseded"),
    (1450, 1500, "the new lease raised rent to 1500", "superseded"),
    ("60k", "65k", "got a raise to 65k", "superseded"),
    (21, 19, "turned it down to 19", "superseded"),
    ("sam.lee@example.com", "sam@samlee.dev", "new email: sam@samlee.dev", "superseded"),
    ("7am", "7pm", "7pm", "conflict"),
])
def test_the_policy_reads_values_by_what_they_are(old: object, new: object, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected
