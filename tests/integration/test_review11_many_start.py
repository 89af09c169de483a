"""Review 11: on a many key, the same value dated earlier (policy 2026.12-15, `FactReinforced.valid_from`)
must not move a record's start across where another record of that value was recorded to end."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Ledger, Remember

pytestmark = pytest.mark.integration

T, S = "acme", "alice"


def at(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)


def say(ledger: Ledger, when: datetime, key: str, value: Any, statement: str, **fields: Any) -> Any:
    with freeze_time(when):
        return ledger.handle(Remember(tenant=T, subject=S, key=key, value=value, statement=statement, **fields))


def test_an_earlier_start_on_a_many_key_does_not_cross_where_the_value_was_recorded_to_end(
        make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    first = say(ledger, at(2026, 1, 1), "lang.spoken", "French", "I speak French", cardinality="many")
    ended = say(ledger, at(2026, 3, 1), "lang.spoken", "French", "I don't speak French anymore", cardinality="many")
    assert (ended.decision, ended.fact_id) == ("invalidated", first.fact_id)
    again = say(ledger, at(2026, 6, 1), "lang.spoken", "French", "I speak French", cardinality="many")
    assert again.decision == "added"
    # contradicts the recorded end in March: French did not hold without a break since 2025
    say(ledger, at(2026, 7, 1), "lang.spoken", "French", "I have spoken French since 2025", cardinality="many",
        valid_from=at(2025, 1, 1))
    with freeze_time(at(2026, 8, 1)):
        held_in_february = ledger.as_of(T, S, valid_at=at(2026, 2, 1), key="lang.spoken")
    assert [f.fact_id for f in held_in_february] == [first.fact_id]  # French once, not twice
    assert ledger.get_fact(T, S, again.fact_id).valid_from == at(2026, 6, 1)
