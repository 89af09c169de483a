"""A change that capped an open conflict (FactCreatingEvent.capped, policy 2026.12-45) on the embedded store and
on PostgreSQL: the slot replayed from the store and a view rebuilt from the log say what the live view said, and
keeping a capped side afterwards decides the same as before the reopen."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from freezegun import freeze_time

from commands import Ledger, Remember, ResolveConflict, open_ledger
from commands.views import rebuild_live

pytestmark = pytest.mark.integration

T, S = "acme", "alice"


def at(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


def say(ledger: Ledger, when: datetime, value: str, statement: str) -> Any:
    with freeze_time(when):
        return ledger.handle(Remember(tenant=T, subject=S, key="home.city", value=value, statement=statement))


def versions(ledger: Ledger) -> list[tuple[Any, ...]]:
    with freeze_time(at(2026, 7, 1)):
        return sorted(((f.fact_id, f.value, f.status, f.valid_from, f.valid_to, f.recorded_at, f.expired_at)
                       for f in ledger.history(T, S, "home.city")), key=repr)


def _story(ledger: Ledger) -> tuple[str, str, str]:
    baotou = say(ledger, at(2026, 1, 1), "Baotou", "我住在包头").fact_id
    chifeng = say(ledger, at(2026, 2, 1), "Chifeng", "我住在赤峰")
    assert chifeng.decision == "conflict"
    ordos = say(ledger, at(2026, 3, 1), "Ordos", "我们搬到鄂尔多斯了")
    assert sorted(ordos.affected) == sorted([baotou, chifeng.fact_id])
    return baotou, chifeng.fact_id, ordos.fact_id


def _current(ledger: Ledger) -> list[str]:
    with freeze_time(at(2026, 7, 1)):
        return [f.value for f in ledger.current(T, S, key="home.city")]


def test_a_capped_conflict_survives_a_reopen_and_a_rebuild(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        baotou, chifeng, _ = _story(ledger)
        before = versions(ledger)
        assert _current(ledger) == ["Ordos"]
    with open_ledger(home, views=False) as ledger:
        rebuild_live(ledger, home, progress=False)
    with open_ledger(home) as ledger:
        assert versions(ledger) == before
        assert _current(ledger) == ["Ordos"]
        with freeze_time(at(2026, 7, 1)):
            assert sorted(f.value for f in ledger.conflicts(T, S)) == ["Baotou", "Chifeng"]
            audit = [e for e in ledger.audit(T, subject=S) if e.decision == "superseded" and e.reason == "change_cue"]
            assert len(audit) == 1 and set(audit[0].affected) >= {baotou, chifeng}
            # the slot from the store knows the sides were capped: keeping one records it ended at the move
            ledger.handle(ResolveConflict(tenant=T, subject=S, keep=chifeng))
            kept = ledger.get_fact(T, S, chifeng)
            assert (kept.status, kept.valid_to) == ("invalidated", at(2026, 3, 1))
        assert _current(ledger) == ["Ordos"]


@pytest.mark.postgres
def test_a_capped_conflict_on_postgres_reads_back_the_same(postgres_url: str, tmp_path: Path) -> None:
    with open_ledger(tmp_path / "first", postgres=postgres_url) as ledger:
        _, chifeng, _ = _story(ledger)
        before = versions(ledger)
        assert _current(ledger) == ["Ordos"]
    # another data directory on the same store (and master key): its view is projected from the PostgreSQL log
    (tmp_path / "second").mkdir()
    shutil.copy2(tmp_path / "first" / "master.key", tmp_path / "second" / "master.key")
    with open_ledger(tmp_path / "second", postgres=postgres_url) as again:
        assert versions(again) == before
        with freeze_time(at(2026, 7, 1)):
            again.handle(ResolveConflict(tenant=T, subject=S, keep=chifeng))
            kept = again.get_fact(T, S, chifeng)
        assert (kept.status, kept.valid_to) == ("invalidated", at(2026, 3, 1))
        assert _current(again) == ["Ordos"]
