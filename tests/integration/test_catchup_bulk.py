"""Bulk catch-up (current_facts derived at the end, states kept in memory): same rows as a
from-scratch build, under crashes, with the memory bound, erasure and both ways of ending."""

from __future__ import annotations

import os
import random

import pytest

import projections.bulk as bulk_module
import projections.projector as projector_module
from projections import ListEventSource, Projector
from projections.schema import CURRENT_STALE_KEY
from projections.synthetic import generate
from projections.testing import StreamBuilder, dump, scratch, utc

pytestmark = pytest.mark.integration




def stale(p: Projector) -> bool:
    return p.con.execute("SELECT count(*) FROM projection_meta WHERE key = ?", [CURRENT_STALE_KEY]).fetchone()[0] > 0


@pytest.fixture
def small_bulk(monkeypatch):
    monkeypatch.setattr(projector_module, "BULK_MIN_EVENTS", 100)
    monkeypatch.setattr(projector_module, "RECLUSTER_MIN_ROWS", 100)


@pytest.mark.parametrize("derive", [True, False])
def test_bulk_catch_up_equals_scratch(tmp_path, small_bulk, monkeypatch, derive):
    # first half per batch, then a bulk tail ended either in SQL or from memory
    monkeypatch.setattr(bulk_module, "BULK_DERIVE_FRACTION", 0.0 if derive else 1e9)
    monkeypatch.setattr(projector_module, "RECLUSTER_MIN_ROWS", 10**9)
    src = ListEventSource.of(generate(3000, seed=21, subjects=6), step=2)
    path = str(tmp_path / "v.duckdb")
    half = src.read(0, 1500)[-1][0]
    seen = []
    with Projector(path) as p:
        p.apply(src.read(0, 40))
        p.catch_up(src, batch_size=20, until=80)  # small tail: per batch
        p.catch_up(src, batch_size=137, until=half)  # bulk
        assert not stale(p) and p.position == half
        p._step = seen.append
        p.catch_up(src, batch_size=211)  # bulk again, over a non-empty current_facts
        assert not stale(p)
        assert ("derive_current" in seen) == derive and ("bulk_delete" in seen) != derive
        assert dump(p.con) == scratch(src)


def test_bulk_with_recluster_and_memory_bound(tmp_path, small_bulk, monkeypatch):
    monkeypatch.setattr(projector_module, "BULK_MAX_STATES", 50)  # ends and restarts the bulk often
    src = ListEventSource.of(generate(2500, seed=22, subjects=4))
    with Projector(str(tmp_path / "v.duckdb")) as p:
        seen = []
        p._step = seen.append
        p.catch_up(src, batch_size=150)
        assert seen.count("derive_current") + seen.count("bulk_delete") > 3  # the bound ended bulks
        assert "recluster_commit" in seen or "compact_written" in seen  # (erasures compact)
        assert not stale(p) and p._bulk is None
        assert dump(p.con) == scratch(src)
    src = ListEventSource.of(generate(2500, seed=22, subjects=4, erasure=False))
    with Projector(str(tmp_path / "w.duckdb")) as p:
        seen = []
        p._step = seen.append
        p.catch_up(src, batch_size=150)
        # a file ends a bulk whose re-clustering is due with a compaction that derives current_facts
        assert "compact_replaced" in seen and p.unclustered_rows == 0 and not stale(p)
        assert dump(p.con) == scratch(src)
        for table in ("fact_log", "current_facts"):
            order = p.con.execute(f"SELECT sh FROM {table}").fetchall()
            assert order == sorted(order)


class Crash(Exception):
    pass


def test_in_memory_bulk_reclusters_in_place(small_bulk):
    src = ListEventSource.of(generate(2000, seed=26, subjects=4, erasure=False))
    p = Projector()
    seen = []
    p._step = seen.append
    p.catch_up(src, batch_size=300)
    assert "recluster_commit" in seen and p.unclustered_rows == 0 and not stale(p)
    assert dump(p.con) == scratch(src)


def test_crash_inside_bulk_in_process(tmp_path, small_bulk):
    src = ListEventSource.of(generate(2000, seed=23, subjects=5), step=3)
    path = str(tmp_path / "v.duckdb")
    rng = random.Random(7)
    crashes, done = 0, False
    while not done:
        p = Projector(path)
        remaining = [rng.randrange(1, 30)]

        def step(name, _b=remaining):
            _b[0] -= 1
            if _b[0] == 0:
                raise Crash(name)

        p._step = step
        try:
            p.catch_up(src, batch_size=rng.randrange(40, 300))
            done = True
        except Crash:
            crashes += 1
            assert p._bulk is None
        p.close()
    assert crashes > 3
    with Projector(path) as p:
        assert p.position == src.max_position() and not stale(p)
        assert dump(p.con) == scratch(src)


def test_killed_inside_bulk_restarts_equal(killed_catch_ups):
    rng = random.Random(4)
    setup = "import projections.projector as pm\npm.BULK_MIN_EVENTS = 100\npm.RECLUSTER_MIN_ROWS = 100"
    path, codes = killed_catch_ups(generate={"n": 1500, "seed": 24, "subjects": 4}, setup=setup,
                                   kill_at=[rng.randrange(3, 80) for _ in range(4)])
    assert 17 in codes
    src = ListEventSource.of(generate(1500, seed=24, subjects=4))
    with Projector(path) as p:
        assert p.position == src.max_position() and not stale(p)
        assert dump(p.con) == scratch(src)


def test_stale_file_is_repaired_on_open(tmp_path, small_bulk, monkeypatch):
    # the ordinary bulk's per-batch commits leave the file stale; a fresh bulk (from an empty
    # file) commits nothing before it ends: tests/integration/test_fresh_bulk.py
    monkeypatch.setattr(bulk_module, "FRESH", False)
    src = ListEventSource.of(generate(1200, seed=25, subjects=3))
    path = str(tmp_path / "v.duckdb")
    p = Projector(path)

    def fail_inside_bulk():
        with p.bulk():
            p.apply(src.read(0, 300))
            p.apply(src.read(p.position, 300))  # the first batch has committed: the file is stale
            assert stale(p)
            raise Crash  # the bulk's exception path repairs at once

    with pytest.raises(Crash):
        fail_inside_bulk()
    assert not stale(p) and p._bulk is None and p._writer is None
    assert p.position == p.recorder.max_tracking_id(p.application_name)
    p.close()
    p = Projector(path)
    p._begin_bulk()
    p.apply(src.read(p.position, 600))  # committed, marked stale, never ended
    p.close()
    with Projector(path) as p:
        assert not stale(p)
        p.catch_up(src)
        assert dump(p.con) == scratch(src)


def test_erased_content_is_gone_after_a_bulk(tmp_path, small_bulk):
    path = str(tmp_path / "views.duckdb")
    b = StreamBuilder()
    secret = "7 Xylophone Crescent"
    fid = b.assert_(utc(2024, 1, 1), "home.address", secret)
    for i in range(300):
        b.assert_(utc(2024, 1, 2), f"note.{i}", f"harmless note {i}")
    with Projector(path) as p:
        p.catch_up(b.source)
        p.con.execute("CHECKPOINT")
    with open(path, "rb") as fh:
        assert secret.encode() in fh.read()
    b.erase(utc(2024, 2, 1), fid)
    for i in range(300):
        b.assert_(utc(2024, 2, 2), f"later.{i}", f"later note {i}")
    with Projector(path) as p:
        p.catch_up(b.source, batch_size=50)  # bulk tail with the erasure in its first batch
    for f in (path, path + ".wal"):
        if os.path.exists(f):
            with open(f, "rb") as fh:
                assert secret.encode() not in fh.read()
    with Projector(path) as p:
        assert dump(p.con) == scratch(b.source)
