"""Review 36: look-alikes that policy 2026.12-46 decides right, and -46's intended new decisions (a fix of
`test_review36_regressions.py` must keep these)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from freezegun import freeze_time
from one_fact import decided, refusal
from said_on_days import fresh_ledger

from commands import Ledger, Remember

A = {"tenant": "acme", "subject": "alice"}
DAY0 = datetime(2026, 1, 1, 12, tzinfo=UTC)


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    yield from fresh_ledger()


def say(ledger: Ledger, day: int, value: str, statement: str, key: str = "home.city", **kw: Any) -> Any:
    with freeze_time(DAY0 + timedelta(days=day)):
        return ledger.handle(Remember(**A, key=key, value=value, statement=statement, **kw))


# == settling an open conflict in the same breath =======================================================================

@pytest.mark.parametrize("statement", [
    "Sorry, I meant Bare Lane when I said Halton, I've never been based at Halton",
    "I meant the Bare Lane clinic, not Halton, my mistake",
])
def test_a_slip_named_settles_the_conflict(ledger: Ledger, statement: str) -> None:
    say(ledger, 0, "Bare Lane clinic", "I'm based at Bare Lane clinic", key="work.base")
    other = say(ledger, 10, "Halton health centre", "I'm based at Halton health centre", key="work.base")
    result = say(ledger, 20, "Bare Lane clinic", statement, key="work.base")
    assert result.decision == "resolved"
    assert ledger.get_fact("acme", "alice", other.fact_id).status == "denied"


@pytest.mark.parametrize("statement", [
    "I'm based at Bare Lane clinic",
    "I meant to tell you, I'm at Bare Lane clinic now, Halton is closing down",
])
def test_a_restatement_without_a_slip_leaves_the_conflict_open(ledger: Ledger, statement: str) -> None:
    say(ledger, 0, "Bare Lane clinic", "I'm based at Bare Lane clinic", key="work.base")
    other = say(ledger, 10, "Halton health centre", "I'm based at Halton health centre", key="work.base")
    assert say(ledger, 20, "Bare Lane clinic", statement, key="work.base").decision != "resolved"
    assert ledger.get_fact("acme", "alice", other.fact_id).status == "conflicted"


# == sources: a system of record, guesses ===============================================================================

def test_a_users_change_against_a_system_of_record_is_a_conflict(ledger: Ledger) -> None:
    say(ledger, 0, "Leeds", "HR record", source="authoritative")
    assert say(ledger, 10, "York", "I moved to York").decision == "conflict"


def test_a_users_plain_restatement_of_a_system_of_record_reinforces_it(ledger: Ledger) -> None:
    say(ledger, 0, "Leeds", "HR record", source="authoritative")
    assert say(ledger, 10, "Leeds", "I live in Leeds").decision == "reinforced"
    assert say(ledger, 20, "Leeds", "I moved to Leeds last year").decision == "reinforced"


def test_two_guesses_of_different_values_conflict_and_of_the_same_value_reinforce(ledger: Ledger) -> None:
    # (the lead kept -45's conflict between two guesses of equal source: kept pending, confirming one left the other
    # pending beside it, where resolving the conflict denies it; tests/integration/test_review5_priority.py)
    say(ledger, 0, "Leeds", "maybe Leeds", source="inferred", confidence=0.6)
    assert say(ledger, 10, "York", "maybe York", source="inferred", confidence=0.6).decision == "conflict"
    assert say(ledger, 20, "York", "maybe York", source="inferred", confidence=0.6).decision == "reinforced"
    assert len(ledger.conflicts(**A)) == 2


def test_a_guess_against_a_users_value_is_pending_and_a_users_change_over_a_guess_is_a_change(ledger: Ledger) -> None:
    say(ledger, 0, "Leeds", "I live in Leeds")
    assert say(ledger, 5, "Hull", "maybe Hull", source="inferred", confidence=0.6).decision == "pending"
    assert say(ledger, 10, "York", "We moved to York").decision == "superseded"
    with freeze_time(DAY0 + timedelta(days=100)):
        assert [f.value for f in ledger.current(**A, key="home.city")] == ["York"]


def test_a_change_ending_only_a_guess_is_named_a_change(ledger: Ledger) -> None:
    say(ledger, 0, "Leeds", "maybe Leeds", source="inferred", confidence=0.6)
    assert say(ledger, 10, "York", "We moved to York").decision == "superseded"


# == "to be exact" ======================================================================================================

@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Roman pottery", "Roman samian ware", "Roman samian ware to be exact", "refined"),
    ("陶瓷", "宋代青瓷", "具体来说是宋代青瓷", "refined"),
    ("Roman pottery", "Greek pottery", "Greek pottery, to be exact", "conflict"),
    ("Roman pottery", "Greek glass", "well, Greek glass to be precise", "conflict"),
    ("Lisbon", "Porto", "Porto, to be exact", "conflict"),
])
def test_said_more_precisely(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("black cat", "black labrador retriever", "And we got a black labrador retriever, a rescue to be exact."),
    ("nuts", "pine nuts", "I'm allergic to pine nuts, to be exact."),
])
def test_to_be_exact_on_a_many_key_adds(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement, "many") == "added"


# == Spanish and Italian changes ========================================================================================

@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Java", "Kotlin", "Me he cambiado de Java a Kotlin.", "superseded"),
    ("Movistar", "Digi", "Nos hemos cambiado de Movistar a Digi, sale bastante más barato", "superseded"),
    ("Madrid", "Valencia", "Me he pasado a saludar a mi madre en Valencia.", "conflict"),
    ("Madrid", "Valencia", "Hoy me he pasado a ver a mi madre en Valencia.", "conflict"),
])
def test_spanish_and_italian_changes(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


# == the write gate =====================================================================================================

@pytest.mark.parametrize(("value", "statement"), [
    ("医用胶布", "胶布那个别瞎记，是洗洁精弄的"),
    ("4179", "The combination for Mrs Patel's key safe is 4179"),
    ("4179", "the combination to the lockbox by the back door is 4179"),
])
def test_refused(value: str, statement: str) -> None:
    assert refusal(value, statement) is not None


@pytest.mark.parametrize(("value", "statement"), [
    ("词根", "背单词别瞎记 要按词根记"),
    ("120", "the combination of the customer's key safe and a new lock costs 120"),
    ("2 eggs and toast", "My favourite combo for a lazy Sunday is 2 eggs and toast"),
    ("x", "Das Passwort in der Praxis ist seit 2019 gleich"),
    ("x", "La contraseña en la oficina es de 12 caracteres"),
    ("x", "Ich habe mein Passwort geändert, meine Kundennummer ist 4471229"),
])
def test_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None
