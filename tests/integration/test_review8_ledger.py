"""Review 8, through the command API on every backend: ending statements that must not end a fact."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Ledger, Remember

pytestmark = pytest.mark.integration

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
MAR1 = datetime(2026, 3, 1, tzinfo=UTC)
APR1 = datetime(2026, 4, 1, tzinfo=UTC)


def say(ledger: Ledger, at: datetime, value: Any, statement: str, **fields: Any) -> Any:
    fields.setdefault("key", "diet.drink")
    with freeze_time(at):
        return ledger.handle(Remember(tenant="acme", subject="alice", value=value, statement=statement, **fields))


def test_an_ending_for_a_while_keeps_the_value(make_ledger: Callable[..., Ledger]) -> None:
    """An ending sent with a valid_to says the value stops until then: before, the fact was ended for
    good from the statement's start (the valid_to was dropped) and never came back."""
    ledger = make_ledger(views=True)
    coffee = say(ledger, JAN1, "coffee", "I drink coffee every morning")
    paused = say(ledger, MAR1, "coffee", "I don't drink coffee anymore", valid_to=datetime(2026, 3, 15, tzinfo=UTC))
    assert (paused.decision, paused.reason, paused.fact_id) == ("rejected", "ends_for_a_while", coffee.fact_id)
    with freeze_time(APR1):
        assert [(f.fact_id, f.status) for f in ledger.current("acme", "alice")] == [(coffee.fact_id, "active")]


def test_a_message_about_someone_else_keeps_the_users_fact(make_ledger: Callable[..., Ledger]) -> None:
    """An agent passes the user's whole message as the statement: before, the brother's move ended
    the user's own city."""
    ledger = make_ledger(views=True)
    berlin = say(ledger, JAN1, "Berlin", "I live in Berlin", key="home.city")
    again = say(ledger, MAR1, "Berlin", "I still live in Berlin. My brother no longer lives in Berlin though.",
                key="home.city")
    assert (again.decision, again.fact_id) == ("reinforced", berlin.fact_id)
    with freeze_time(APR1):
        assert [f.value for f in ledger.current("acme", "alice", key="home.city")] == ["Berlin"]
