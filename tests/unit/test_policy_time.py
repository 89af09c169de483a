"""Defects the seventh blind set found (bench/quality_blind7.py: time: late news, plans, temporary states, dated
endings), each tested here with other values and wording than that set's."""

from __future__ import annotations

from typing import Any

import pytest
from one_fact import decided

from ledger.assertion import unasserted
from ledger.gate import check, one_off, retraction


def refused(value: Any, statement: str) -> bool:
    return check(key="k", value=value, statement=statement, evidence={}, source="user_stated", kind="profile",
                 scope="global", allow_external=False, context={}) is not None


@pytest.mark.parametrize(("value", "statement"), [
    ("ING", "The debit card PIN I picked yesterday is 7302."),
    ("bank", "I reset my email password over the weekend, it's Orchid-Lantern-42 now."),
    ("work", "the password I use at work is Quartz-Fern-19"),
])
def test_a_pin_or_password_with_words_between_is_refused(value: str, statement: str) -> None:
    assert refused(value, statement)


@pytest.mark.parametrize("statement", ["The password manager I use is 1Password", "the PIN pad at the door is broken",
                                       "my password policy requires 12 characters"])
def test_password_look_alikes_are_stored(statement: str) -> None:
    assert not refused("x", statement)


@pytest.mark.parametrize("statement", ["Please forget where I said I worked.", "can you forget when my birthday is?",
                                       "Delete who I said my doctor was."])
def test_more_requests_to_forget(statement: str) -> None:
    assert retraction(statement)


@pytest.mark.parametrize("statement", [
    "Until Thursday I'm on the support rota.", "Working from Leeds, back to normal next week.",
    "This week I'm covering for Sam on nights.", "This weekend only we're on the backup DNS.",
    "今天在客户现场办公", "这周替老王值夜班",
])
def test_a_temporary_state_with_a_near_end_is_one_off(statement: str) -> None:
    assert one_off(statement)


@pytest.mark.parametrize("statement", ["I lived in Paris until 2019", "今天搬到上海了", "Back to normal service levels.",
                                       "今天代码评审通过了，后端用 Go", "今天替换成新的显示器了"])
def test_no_one_off_without_a_near_end(statement: str) -> None:
    assert not one_off(statement)


@pytest.mark.parametrize(("value", "statement"), [
    ("Lisbon", "We're relocating to Lisbon in October."),
    ("Stripe", "I'm starting at Stripe on 3 August, once the visa clears."),
    ("深圳", "等孩子放暑假就搬到深圳"),
])
def test_a_change_to_come_asserts_nothing_yet(value: str, statement: str) -> None:
    assert unasserted(statement, value)


@pytest.mark.parametrize(("value", "statement"), [
    ("Lisbon", "We moved to Lisbon in October."), ("深圳", "等了两年，终于搬到深圳了"),
])
def test_a_change_done_is_asserted(value: str, statement: str) -> None:
    assert not unasserted(statement, value)


def test_moved_my_long_named_thing_to_is_a_change() -> None:
    assert decided("HSBC", "Starling", "Moved my joint savings account to Starling last month.") == "superseded"


@pytest.mark.parametrize("statement", ["腾讯视频会员上个月就没续了", "腾讯视频会员到期没续费，现在不用了"])
def test_a_subscription_not_renewed_ends(statement: str) -> None:
    assert decided("腾讯视频会员", "腾讯视频会员", statement, "many") == "invalidated"
