"""The marks that write down an erasure's debts (the WAL scrub, the purge of the view's older
copies) are made before the erasure commits, and their names are synced to disk first: a power
cut after the durable commit must not lose the only record that erased text is still on disk."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from commands import Erase, Remember, open_ledger
from commands.store import marks


def test_a_mark_is_a_new_file_whose_directory_is_synced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real = os.fsync
    monkeypatch.setattr(marks.os, "fsync", lambda fd: (synced.append(os.readlink(f"/proc/self/fd/{fd}")), real(fd)))
    first = marks.write_mark(tmp_path / "debt")
    second = marks.write_mark(tmp_path / "debt")
    assert first != second and first.exists() and second.exists()
    assert first.name.startswith(f"debt.{os.getpid()}-") and first.stat().st_size == 0
    assert synced == [str(tmp_path), str(tmp_path)]


def test_an_erasure_syncs_its_marks_before_it_commits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ledger = open_ledger(tmp_path)
    try:
        fact = ledger.handle(Remember(tenant="t", subject="u", key="home.city", value="Lisbon",
                                      statement="I live in Lisbon", source="user_stated")).fact_id
        assert fact is not None
        db = tmp_path / "events.sqlite"
        # what was on disk when each directory sync happened: the mark files, and whether the
        # erasure was already committed (its FactErased event readable by another connection)
        seen: list[tuple[list[str], bool]] = []
        real = os.fsync

        def fsync(fd: int) -> None:
            if os.readlink(f"/proc/self/fd/{fd}") == str(tmp_path):
                with sqlite3.connect(db) as c:
                    erased = c.execute("SELECT COUNT(*) FROM stored_events WHERE topic LIKE '%FactErased'").fetchone()[0]
                seen.append((sorted(p.name.split(".")[-2] for p in tmp_path.glob("*pending.*")), erased > 0))
            real(fd)

        monkeypatch.setattr(marks.os, "fsync", fsync)
        assert ledger.handle(Erase(tenant="t", subject="u", fact_id=fact)).decision == "erased"
    finally:
        ledger.close()
    # both debts were written down and synced while the erasure was not yet committed
    before_commit = [names for names, committed in seen if not committed]
    assert any("purge-pending" in n for names in before_commit for n in names)
    assert any("scrub-pending" in n for names in before_commit for n in names)
