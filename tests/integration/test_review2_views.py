"""Review 2 of the side-file registry (`side-views.txt`): an erasure deletes the projections that
`replay rebuild --into` wrote, and nothing else; a file it cannot delete does not turn a committed
erasure into an error, and stays registered for the next one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import duckdb
import pytest

from commands import Erase, Remember, open_ledger
from commands.views import SIDE_FILES, purge_backups, register_side_file
from projections import Projector

pytestmark = pytest.mark.integration


def test_a_registered_path_now_holding_another_duckdb_database_is_not_deleted(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    side = tmp_path / "analysis.duckdb"
    register_side_file(home, side)
    with Projector(str(side)):  # what `replay rebuild --into` wrote there once
        pass
    side.unlink()
    with duckdb.connect(str(side)) as con:  # later: the user's own database at the same path
        con.execute("CREATE TABLE sales AS SELECT 42 AS amount")
    purge_backups(home)
    assert side.exists()
    with duckdb.connect(str(side), read_only=True) as con:
        assert con.execute("SELECT amount FROM sales").fetchall() == [(42,)]


def test_a_registered_projection_is_still_deleted(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    side, building = tmp_path / "fixed.duckdb", tmp_path / "other.duckdb.building"
    with Projector(str(side)), Projector(str(building)):
        pass
    register_side_file(home, side)
    register_side_file(home, tmp_path / "other.duckdb")  # an interrupted rebuild: only .building exists
    assert set(purge_backups(home)) == {side, building}
    assert not side.exists() and not building.exists() and not (home / SIDE_FILES).exists()


def test_a_side_file_that_cannot_be_deleted_does_not_fail_the_erasure_and_stays_registered(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    locked, free = tmp_path / "locked.duckdb", tmp_path / "free.duckdb"
    with Projector(str(locked)), Projector(str(free)):
        pass
    unlink = Path.unlink

    def refuse(self: Path, *args: Any, **kwargs: Any) -> None:
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        unlink(self, *args, **kwargs)

    with open_ledger(home) as ledger:
        register_side_file(home, locked)
        register_side_file(home, free)
        fact = ledger.handle(Remember(tenant="acme", subject="alice", key="health.note", value="HIV positive"))
        monkeypatch.setattr(Path, "unlink", refuse)
        result = ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
        assert result.decision == "erased"  # committed: the caller must not be told it failed
        assert not free.exists() and locked.exists()
        assert (home / SIDE_FILES).read_text().splitlines() == [str(locked)]  # the next erasure retries
        monkeypatch.undo()
        purge_backups(home)
        assert not locked.exists() and not (home / SIDE_FILES).exists()
