"""A change told before it happens, with the date it takes effect ("I'm moving to York on 1 June", valid_from 1 June,
said on 1 April): until 1 June the ledger answers Leeds, from then York, and what it believed on a day between says
the same, on every store."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from freezegun import freeze_time

from commands import Invalidate, Remember
from commands.ledger import Ledger

pytestmark = pytest.mark.integration

JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)


def remember(ledger: Ledger, value: str, statement: str, valid_from: datetime | None = None) -> str:
    return ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value=value, statement=statement,
                                  kind="profile", valid_from=valid_from)).decision


def values(facts) -> list[str]:
    return sorted(f.value for f in facts)


def statuses(facts) -> list[tuple[str, str]]:
    return sorted((f.value, f.status) for f in facts)


def test_a_scheduled_move_holds_from_its_date(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time("2026-03-01"):
        assert remember(ledger, "Leeds", "I live in Leeds") == "added"
    with freeze_time("2026-04-01"):
        assert remember(ledger, "York", "We're moving to York on 1 June", JUNE1) == "superseded"
    with freeze_time("2026-05-15"):
        # it holds, and its end is still to come: active, as an Invalidate dated later leaves it (an agent that
        # keeps only active facts would otherwise be told nothing)
        assert statuses(ledger.current("acme", "alice")) == [("Leeds", "active")]
    with freeze_time("2026-06-01"):  # half-open: on the day, York alone
        assert values(ledger.current("acme", "alice")) == ["York"]
    with freeze_time("2026-07-01"):
        assert values(ledger.as_of("acme", "alice", valid_at=datetime(2026, 5, 31, 23, tzinfo=UTC))) == ["Leeds"]
        assert values(ledger.as_of("acme", "alice", valid_at=datetime(2026, 6, 2, tzinfo=UTC))) == ["York"]
        # what an agent answering on 20 April was told about 20 April: Leeds, and York for after 1 June
        april20 = datetime(2026, 4, 20, tzinfo=UTC)
        assert statuses(ledger.as_of("acme", "alice", valid_at=april20, known_at=april20)) == [("Leeds", "active")]
        # as known now, the end has come: the record reads superseded for the time it held
        assert statuses(ledger.as_of("acme", "alice", valid_at=april20)) == [("Leeds", "superseded")]
        assert values(ledger.as_of("acme", "alice", valid_at=datetime(2026, 6, 2, tzinfo=UTC), known_at=april20)) == [
            "York"]
        assert values(ledger.as_of("acme", "alice", valid_at=april20, known_at=datetime(2026, 3, 15, tzinfo=UTC))) == [
            "Leeds"]
        history = ledger.history("acme", "alice", "home.city")
        york = next(f for f in history if f.value == "York")
        leeds = [f for f in history if f.value == "Leeds" and f.expired_at is None]
        assert york.valid_from == JUNE1 and york.status == "active"
        assert [f.valid_to for f in leeds] == [JUNE1]


def test_an_end_dated_later_reads_active_until_it_comes_in_every_read(make_ledger: Callable[..., Ledger]) -> None:
    ledger = make_ledger(views=True)
    with freeze_time("2026-03-01"):
        leeds = ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Leeds",
                                       statement="I live in Leeds")).fact_id
    with freeze_time("2026-04-01"):
        assert ledger.handle(Invalidate(tenant="acme", subject="alice", fact_id=leeds, valid_to=JUNE1)).decision == (
            "invalidated")
    april20 = datetime(2026, 4, 20, tzinfo=UTC)
    with freeze_time("2026-04-20"):
        assert statuses(ledger.current("acme", "alice")) == [("Leeds", "active")]
    with freeze_time("2026-07-01"):
        assert ledger.current("acme", "alice") == []
        assert statuses(ledger.as_of("acme", "alice", known_at=april20)) == [("Leeds", "active")]
        assert statuses(ledger.as_of("acme", "alice", valid_at=april20)) == [("Leeds", "invalidated")]
        assert [f.status for f in ledger.history("acme", "alice", "home.city")][-1] == "invalidated"
