"""Review 11: a guess the user stated (policy 2026.12-15, `FactReinforced` decision "confirmed") is the
user's value to the rest of the ledger: a later guess does not contest it, and denying its only rival keeps it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Confirm, Deny, Ledger, Remember

pytestmark = pytest.mark.integration

T, S = "acme", "alice"


def at(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)


def say(ledger: Ledger, when: datetime, key: str, value: Any, statement: str, **fields: Any) -> Any:
    with freeze_time(when):
        return ledger.handle(Remember(tenant=T, subject=S, key=key, value=value, statement=statement, **fields))


def test_a_later_guess_does_not_contest_a_guess_the_user_stated(make_ledger: Callable[..., Ledger]) -> None:
    # the user saying what an agent guessed makes it the user's value: a later guess waits (pending) beside it,
    # as it does when the user said it first, instead of flagging the user's value as contested
    ledger = make_ledger(views=True)
    guess = say(ledger, at(2026, 1, 1), "device.os", "macOS", "uses Cmd shortcuts, probably a Mac", source="inferred")
    said = say(ledger, at(2026, 1, 2), "device.os", "macOS", "yes, I'm on a Mac")
    assert said.decision == "confirmed"
    later = say(ledger, at(2026, 1, 3), "device.os", "Windows", "mentions Ctrl+Alt+Del, probably Windows",
                source="inferred")
    assert later.decision == "pending"
    with freeze_time(at(2026, 1, 4)):
        assert [(f.fact_id, f.status) for f in ledger.current(T, S, key="device.os")] == [
            (guess.fact_id, "active"), (later.fact_id, "pending")]
        assert ledger.conflicts(T, S) == []


def test_denying_the_only_rival_keeps_a_guess_the_user_stated(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    guess = say(ledger, at(2026, 1, 1), "device.os", "macOS", "probably a Mac", source="inferred")
    assert say(ledger, at(2026, 1, 2), "device.os", "macOS", "I'm on a Mac").decision == "confirmed"
    other = say(ledger, at(2026, 1, 3), "device.os", "Windows", "I'm on Windows")
    assert (other.decision, other.affected) == ("conflict", [guess.fact_id])
    with freeze_time(at(2026, 1, 4)):
        denied = ledger.handle(Deny(tenant=T, subject=S, fact_id=other.fact_id))
        assert denied.affected == [guess.fact_id]  # the user's value, contested by nothing now, is kept
        assert [(f.fact_id, f.status) for f in ledger.current(T, S, key="device.os")] == [(guess.fact_id, "active")]
    assert ledger.get_fact(T, S, guess.fact_id).status == "active"


def test_a_guess_the_user_confirmed_is_not_contested_by_a_later_guess(make_ledger: Callable[..., Ledger]) -> None:
    """The user's Confirm is the user's word, as stating the value is (suspected by review 11): before, the
    confirmed guess kept ranking as a guess, and a later agent guess flagged it as a conflict."""
    ledger = make_ledger(views=True)
    guess = say(ledger, at(2026, 1, 1), "device.os", "macOS", "probably a Mac", source="inferred")
    with freeze_time(at(2026, 1, 2)):
        assert ledger.handle(Confirm(tenant=T, subject=S, fact_id=guess.fact_id)).decision == "confirmed"
    later = say(ledger, at(2026, 1, 3), "device.os", "Linux", "probably Linux", source="inferred")
    assert later.decision == "pending"
    with freeze_time(at(2026, 1, 4)):
        assert ledger.conflicts(T, S) == []
        assert [(f.fact_id, f.status) for f in ledger.current(T, S, key="device.os")] == [
            (guess.fact_id, "active"), (later.fact_id, "pending")]
