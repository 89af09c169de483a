"""Policy 2026.12-16: defects the fourth blind set found (bench/quality_blind4.py: statements written by the agent
that extracted them, not by the user), each tested here with other values and wording than that set's."""

from __future__ import annotations

from typing import Any

import pytest

from ledger.assertion import unasserted
from ledger.cues import cue_of
from ledger.endings import ends
from ledger.gate import check, one_off, retraction


@pytest.mark.parametrize("statement", [
    "editor -> Helix (user switched)", "phone: Pixel 6 → Pixel 9", "db => Postgres, migrated last sprint",
    "User migrated, all services on Rust", "User ported their number from Vodafone to Three",
    "User sold the Golf and bought a Model 3", "User cycles to work now", "用户四月入职了字节", "旧电脑换掉了",
])
def test_terse_agent_notes_of_a_change(statement: str) -> None:
    assert cue_of(statement) == "change", statement


@pytest.mark.parametrize("statement", [
    "User corrected me: the clinic is on Hauptstraße", "my note was wrong, the school is St. Mary's",
    "Fixing my earlier note: the dog is called Rufus", "transcription error on my side: it's 10:30",
    "I mis-transcribed the postcode", "I had the date wrong, it's the 14th", "语音转写出错了，是海淀区", "我听错了，是周四",
])
def test_an_agent_fixing_its_own_note_is_a_correction(statement: str) -> None:
    assert cue_of(statement) == "correction", statement


def test_a_quote_of_the_users_own_words_asserts_them() -> None:
    assert not unasserted('User wrote: "I moved to Graz in May"', "Graz")
    assert not unasserted("用户说“我现在住在苏州”", "苏州")
    assert unasserted('Her landlord said "you should move to Graz"', "Graz")


def test_the_users_sister_moving_is_no_change_for_the_user() -> None:
    assert cue_of("User's sister moved to Porto in March") is None
    assert cue_of("The user's brother switched to Rust") is None


@pytest.mark.parametrize(("statement", "value"), [
    ("Netflix cancelled by the user today", "Netflix"), ("User got rid of the Xbox", "Xbox"),
    ("User sold the Vespa", "Vespa"), ("Spotify was cancelled this week", "Spotify"), ("已从阿里离职", "阿里"),
    ("爱奇艺会员今天退订了", "爱奇艺会员"),
])
def test_endings_for_good(statement: str, value: str) -> None:
    assert ends(statement, value), statement


@pytest.mark.parametrize(("statement", "value"), [
    ("no coffee today", "coffee"), ("I sold my old bike, the Brompton stays", "Brompton"),
    ("今天不喝咖啡了", "咖啡"), ("Netflix is great, my sister cancelled it though", "Netflix"),
])
def test_no_ending_for_good_without_one(statement: str, value: str) -> None:
    assert not ends(statement, value), statement


def _gate(value: Any, statement: str | None = None, key: str = "note") -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind="profile",
              scope="global", allow_external=False)
    return None if r is None else r.reason


@pytest.mark.parametrize(("value", "statement"), [
    ("558 201", "User read me the verification code 558 201"), ("ops", "生产库账号：root / Pa55word9"),
    ("x", "2FA code: 40-12-88"),
])
def test_relayed_secrets_are_refused(value: str, statement: str) -> None:
    assert _gate(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement"), [
    ("order 123 456", "order code 123 456 ships Monday"), ("Visa", "User pays with the Visa ending 4242"),
])
def test_look_alikes_of_relayed_secrets_are_stored(value: str, statement: str) -> None:
    assert _gate(value, statement) is None


@pytest.mark.parametrize("statement", [
    "User asked me to forget their employer", "User asked me not to remember the diagnosis",
    "remove the allergy from memory", "用户让我别记他的住址", "用户要求我把手机号删掉",
])
def test_relayed_retractions(statement: str) -> None:
    assert retraction(statement), statement


def test_one_off_for_this_named_session() -> None:
    assert one_off("User wants tabs just for this pairing session")
    assert not one_off("User asked about this session's agenda")
