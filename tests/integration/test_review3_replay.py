"""Third review of the replay tooling: each test is a defect that was found."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

import replay
from commands import Remember, open_ledger
from commands.views import StoreEventSource, views_path

pytestmark = pytest.mark.integration


def test_swap_takes_a_rebuild_from_another_file_system(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the README's own walk-through rebuilds into /tmp/fixed.duckdb and swaps it in: where /tmp
    # is a tmpfs (or the data directory another disk), os.replace fails with EXDEV and the swap
    # ended in "store_error: Invalid cross-device link"
    home, side = tmp_path / "home", tmp_path / "elsewhere" / "fixed.duckdb"
    side.parent.mkdir()
    ledger = open_ledger(home)
    ledger.handle(Remember(tenant="acme", subject="alice", key="home.city", value="Oslo"))
    ledger.close()
    ledger = open_ledger(home, views=False)
    source = StoreEventSource(ledger.app, records=True)
    replay.rebuild_into(source, side, progress=False)
    real_replace = os.replace

    def one_device_per_directory(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if os.path.dirname(os.path.abspath(src)) != os.path.dirname(os.path.abspath(dst)):
            raise OSError(errno.EXDEV, "Invalid cross-device link", str(src), None, str(dst))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", one_device_per_directory)
    result = replay.swap(side, views_path(home), source=source)
    monkeypatch.undo()
    ledger.close()
    assert result.position == 2 and not side.exists()  # moved in, as on one file system
    assert not list(home.glob("views.duckdb.swap-in*"))
    with open_ledger(home) as reopened:
        assert [f.value for f in reopened.current("acme", "alice")] == ["Oslo"]
