"""Review 35 guard on the embedded store (passes on d98b04a): a guess capped by a change (FactSuperseded.capped, policy
2026.12-45) reads the same right after the write (the read-your-writes overlay), after a reopen and after a rebuild
of the view from the log; confirming it after the reopen records it invalidated where the move began."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Confirm, Ledger, Remember, open_ledger
from commands.views import rebuild_live

pytestmark = pytest.mark.integration

A = {"tenant": "acme", "subject": "alice"}
JAN1, MAR1, MAY1 = (datetime(2025, m, 1, tzinfo=UTC) for m in (1, 3, 5))
NOW = datetime(2026, 3, 1, 12, tzinfo=UTC)


def versions(ledger: Ledger) -> list[tuple[Any, ...]]:
    return sorted(((f.fact_id, f.value, f.status, f.valid_from, f.valid_to, f.recorded_at, f.expired_at)
                   for f in ledger.history("acme", "alice", "home.city")), key=repr)


def test_a_capped_guess_reads_the_same_live_reopened_and_rebuilt(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with freeze_time(NOW):
        with open_ledger(home) as ledger:
            ledger.handle(Remember(**A, key="home.city", value="Berlin", statement="I live in Berlin",
                                   valid_from=JAN1))
            guess = ledger.handle(Remember(**A, key="home.city", value="Paris", source="inferred",
                                           valid_from=MAR1)).fact_id
            rome = ledger.handle(Remember(**A, key="home.city", value="Rome", statement="we moved to Rome",
                                          valid_from=MAY1))
            assert guess in rome.affected
            assert [f.value for f in ledger.current(**A, key="home.city")] == ["Rome"]  # read-your-writes
            before = versions(ledger)
            [latest] = [v for v in ledger.history("acme", "alice", "home.city")
                        if v.fact_id == guess and v.expired_at is None]
            assert (latest.status, latest.valid_to) == ("pending", MAY1)
        with open_ledger(home, views=False) as ledger:
            rebuild_live(ledger, home, progress=False)
        with open_ledger(home) as ledger:
            assert versions(ledger) == before
            assert ledger.get_fact("acme", "alice", guess).capped
            ledger.handle(Confirm(**A, fact_id=guess))
            kept = ledger.get_fact("acme", "alice", guess)
            assert (kept.status, kept.valid_from, kept.valid_to) == ("invalidated", MAR1, MAY1)
            assert [f.value for f in ledger.current(**A, key="home.city")] == ["Rome"]
