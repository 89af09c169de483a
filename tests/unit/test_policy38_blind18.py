"""Policy 2026.12-38: the eighteenth blind set's misses (`bench/quality_blind18.py`, a second representative sample),
each fixed as a rule and tested here with other wordings than the set's."""

from __future__ import annotations

import pytest
from one_fact import decided, refusal


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("7pm", "6pm", "I gave you the wrong time, dinner is at 6pm and always was"),
    ("Tuesday", "Thursday", "I told you the wrong day, the class is on Thursday"),
])
def test_gave_you_the_wrong_is_a_correction(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "corrected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("正式", "轻松", "以后跟我聊轻松点"),
    ("数学", "物理", "我转专业了，现在学物理"),
    ("East Midlands", "Yorkshire", "We now cover Yorkshire instead of the East Midlands"),
])
def test_a_lasting_change_said_in_these_words_supersedes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


def test_now_cover_without_instead_of_is_no_change_by_itself() -> None:
    assert decided("East Midlands", "Yorkshire", "We now cover Yorkshire as well") != "superseded"


@pytest.mark.parametrize(("value", "statement"), [
    ("German", "For this one email to the supplier, write it in German"),
    ("法语", "这次给法国客户的邮件用法语写"),
    ("夜班", "今天临时替同事上个夜班"),
    ("francés", "Solo para este correo, escríbelo en francés"),
])
def test_one_message_or_one_shift_is_temporary(value: str, statement: str) -> None:
    assert refusal(value, statement, key="reply.language") == "temporary_outside_task_scope"


@pytest.mark.parametrize(("value", "statement"), [
    ("法语", "这次搬家以后都用法语"),
    ("German", "I write this one in German every week"),
])
def test_lasting_wordings_near_them_are_stored(value: str, statement: str) -> None:
    assert refusal(value, statement, key="reply.language") is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("1234", "the four digits on the back of my Visa are 1234", "payment.note"),
    ("abcdwxyzefghijkl", "163 邮箱 SMTP 授权码：abcdwxyzefghijkl", "account.mail"),
    ("935", "935", "payment.card_cvv"),
    ("5183", "My gym locker code is 5183", "gym.locker"),
])
def test_a_card_code_or_a_mail_authorisation_code_is_refused(value: str, statement: str, key: str) -> None:
    assert refusal(value, statement, key) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement"), [
    ("4", "there are 4 digits on the back of the parcel label"),
    ("授权书", "软件授权码的邮件我收到了"),
])
def test_their_look_alikes_are_stored(value: str, statement: str) -> None:
    assert refusal(value, statement, key="notes.misc") is None


@pytest.mark.parametrize(("statement", "expected"), [
    ("No more Monster on the late shifts, my GP said so", "invalidated"),
    ("No more Monster left in the fridge", "rejected"),  # ran out: nothing ended, nothing stated
    ("no more than one Monster a day", "reinforced"),
])
def test_no_more_ends_the_habit_it_names(statement: str, expected: str) -> None:
    assert decided("Monster", "Monster", statement, cardinality="many") == expected
