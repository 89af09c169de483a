"""Erasure inside a bulk catch-up, and erasures whose compaction was interrupted: the erased
content leaves current_facts at once, no snapshot published mid-bulk holds it, and the file is
compacted even when the bulk fails or the process dies between the COMMIT and the compaction.
(Found in review: both held before bulk mode, and failed with it.)"""

from __future__ import annotations

from pathlib import Path

import pytest

import projections.projector as pj
from projections import ListEventSource, Projector, current
from projections.testing import StreamBuilder, utc
from projections.view import View

pytestmark = pytest.mark.integration
SECRET = b"Rue Secr"


def _filler(b: StreamBuilder, n: int) -> None:
    for i in range(n):
        b.assert_(utc(2026, 2, 1, 0, i // 60, i % 60), f"k{i}", f"v{i}")


def _holders(tmp_path) -> list[str]:
    return sorted(f.name for f in tmp_path.iterdir() if f.is_file() and SECRET in f.read_bytes())


def test_no_snapshot_published_during_a_bulk_holds_erased_content(tmp_path, monkeypatch):
    monkeypatch.setattr(pj, "BULK_MIN_EVENTS", 20)
    b = StreamBuilder()
    secret = b.assert_(utc(2026, 1, 5), "home.city", "Rue Secrète 7")
    path, snap = str(tmp_path / "views.duckdb"), str(tmp_path / "views.snapshot.duckdb")
    view = View(Projector(path), b.source, owner=True, snapshot_path=snap, batch_size=10, overlay_events=0)
    view.catch_up()  # the fact is in current_facts, and in the first snapshot
    assert SECRET in Path(snap).read_bytes()
    _filler(b, 15)
    b.erase(utc(2026, 3, 1), secret)
    _filler(b, 30)
    published = []
    view.projector.on_commit.insert(0, lambda p: published.append(SECRET in p.con.execute(
        "SELECT string_agg(statement, '|') FROM current_facts").fetchone()[0].encode()))
    view.catch_up()  # a bulk: 46 events in batches of 10, the erasure in the second
    assert published == [False]  # the hooks ran once, after the bulk, on a view without it
    assert current(view, "acme", "alice", key="home.city") == []
    assert _holders(tmp_path) == []
    view.close()
    assert _holders(tmp_path) == []


class Flaky(ListEventSource):
    fail_after: int | None = None

    def read(self, after, limit):
        if self.fail_after is not None and after >= self.fail_after:
            raise ConnectionError("event store connection lost")
        return super().read(after, limit)


def test_a_bulk_failing_after_an_erasure_still_compacts_it(tmp_path, monkeypatch):
    monkeypatch.setattr(pj, "BULK_MIN_EVENTS", 20)
    src = Flaky()
    b = StreamBuilder(source=src)
    secret = b.assert_(utc(2026, 1, 5), "home.city", "Rue Secrète 7")
    path = str(tmp_path / "views.duckdb")
    with Projector(path) as proj:
        proj.catch_up(src)  # closed: checkpointed, the statement is in the file's blocks
    assert _holders(tmp_path) == ["views.duckdb"]
    proj = Projector(path)
    _filler(b, 5)
    b.erase(utc(2026, 3, 1), secret)
    _filler(b, 40)
    src.fail_after = 20  # a read after the erasure's batch fails (the event store went away)
    with pytest.raises(ConnectionError):
        proj.catch_up(src, batch_size=10)
    assert proj.position >= 7  # the erasure's batch was committed
    assert _holders(tmp_path) == []
    src.fail_after = None
    proj.catch_up(src, batch_size=10)
    assert proj.position == src.max_position()
    proj.close()
    assert _holders(tmp_path) == []


class Crash(Exception):
    pass


@pytest.mark.parametrize("bulk", [False, True])
def test_a_crash_between_the_erasure_commit_and_the_compaction_is_finished_on_open(tmp_path, monkeypatch, bulk):
    monkeypatch.setattr(pj, "BULK_MIN_EVENTS", 20 if bulk else 10**9)
    b = StreamBuilder()
    secret = b.assert_(utc(2026, 1, 5), "home.city", "Rue Secrète 7")
    path = str(tmp_path / "views.duckdb")
    with Projector(path) as proj:
        proj.catch_up(b.source)
    _filler(b, 5)
    b.erase(utc(2026, 3, 1), secret)
    _filler(b, 30)
    proj = Projector(path)

    def crash_before_compacting(name: str) -> None:
        if name in ("compact_written", "bulk_begin", "derive_current", "recluster"):
            raise Crash(name)

    proj._step = crash_before_compacting
    with pytest.raises(Crash):
        proj.catch_up(b.source, batch_size=10)
    proj.con.close()  # the process dies: no close(), no compaction
    proj.con = None
    with Projector(path) as reopened:  # opening finishes the compaction
        assert current(reopened, "acme", "alice", key="home.city") == []
    assert _holders(tmp_path) == []
