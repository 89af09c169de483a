"""Exactly-once under crashes, erasure on disk, rebuild, multi-process views, property test."""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
import textwrap

import duckdb
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from projections import ListEventSource, Projector, open_view, rebuild
from projections.synthetic import generate
from projections.testing import StreamBuilder, dump, scratch, utc

pytestmark = pytest.mark.integration
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))




class Crash(Exception):
    pass


def test_crash_between_statements_in_process(tmp_path):
    src = ListEventSource.of(generate(1500, seed=11), step=2)
    path = str(tmp_path / "v.duckdb")
    rng = random.Random(5)
    done = False
    crashes = 0
    while not done:
        p = Projector(path)
        budget = rng.randrange(1, 40)

        remaining = [budget]

        def step(name, _b=remaining):
            _b[0] -= 1
            if _b[0] == 0:
                raise Crash(name)

        p._step = step
        try:
            p.catch_up(src, batch_size=rng.randrange(20, 300))
            done = True
        except Crash:
            crashes += 1
        p.close()
    assert crashes > 3
    with Projector(path) as p:
        assert p.position == src.max_position()
        assert dump(p.con) == scratch(src)


def test_killed_process_restarts_without_loss_or_repeat(killed_catch_ups):
    rng = random.Random(3)
    path, codes = killed_catch_ups(generate={"n": 1200, "seed": 12}, kill_at=[rng.randrange(3, 60) for _ in range(4)])
    assert 17 in codes
    src = ListEventSource.of(generate(1200, seed=12))
    with Projector(path) as p:
        assert p.position == src.max_position()
        assert dump(p.con) == scratch(src)


def test_erased_content_is_gone_from_the_file(tmp_path):
    path = str(tmp_path / "views.duckdb")
    b = StreamBuilder()
    secret = "7 Xylophone Crescent"
    fid = b.assert_(utc(2024, 1, 1), "home.address", secret)
    for i in range(200):  # enough data that blocks are really written
        b.assert_(utc(2024, 1, 2), f"note.{i}", f"harmless note {i}")
    with Projector(path) as p:
        p.catch_up(b.source)
        p.con.execute("CHECKPOINT")
    with open(path, "rb") as fh:
        raw = fh.read()
    assert secret.encode() in raw
    b.erase(utc(2024, 2, 1), fid)
    with Projector(path) as p:
        p.catch_up(b.source)
    for f in (path, path + ".wal"):
        if os.path.exists(f):
            with open(f, "rb") as fh:
                assert secret.encode() not in fh.read()
    with Projector(path) as p:  # still a valid, current database
        assert p.position == b.source.max_position()
        assert p.con.execute("SELECT count(*) FROM fact_log WHERE status = 'erased'").fetchone()[0] == 1


def test_rebuild_is_atomic_and_resumable(tmp_path):
    src = ListEventSource.of(generate(2000, seed=13))
    target = str(tmp_path / "views.duckdb")
    half = src.read(0, 900)[-1][0]
    # an interrupted rebuild leaves only the .building file
    with Projector(target + ".building") as p:
        p.catch_up(src, batch_size=100, until=half)
    assert not os.path.exists(target)
    pos = rebuild(src, target, progress=False)
    assert pos == src.max_position() and not os.path.exists(target + ".building")
    with Projector(target) as p:
        assert dump(p.con) == scratch(src)
    # until_position gives the projection as of a point of the log
    rebuild(src, str(tmp_path / "old.duckdb"), until_position=half, progress=False)
    with Projector(str(tmp_path / "old.duckdb")) as p:
        assert p.position == half


HOLDER = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, {root!r})
    from projections import ListEventSource, open_view
    from projections.synthetic import generate
    src = ListEventSource.of(generate(1500, seed=14)[:1000])
    v = open_view(sys.argv[1], src)
    assert v.owner
    v.publish()
    print("ready", v.position, flush=True)
    sys.stdin.readline()   # hold the lock until told to stop
    v.close()
""")


def test_second_process_reads_snapshot_and_catches_up(tmp_path):
    path = str(tmp_path / "views.duckdb")
    script = tmp_path / "holder.py"
    script.write_text(HOLDER.format(root=ROOT))
    proc = subprocess.Popen([sys.executable, str(script), path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        line = proc.stdout.readline()
        assert line.startswith("ready"), line
        with pytest.raises(duckdb.IOException):
            duckdb.connect(path, read_only=True)  # why the snapshot exists
        full = ListEventSource.of(generate(1500, seed=14))  # the log moved on since the snapshot
        with open_view(path, full) as v:
            assert not v.owner and v.position == full.max_position()
            assert dump(v.con) == scratch(full)
            private = v.private_path
        assert not os.path.exists(private)
    finally:
        proc.stdin.write("\n")
        proc.stdin.flush()
        proc.wait(timeout=60)
    # after the owner left, the next process owns the file and catches up the tail
    with open_view(path, full) as v:
        assert v.owner and dump(v.con) == scratch(full)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), n=st.integers(1, 250), cuts=st.lists(st.integers(1, 250), max_size=8))
def test_incremental_equals_rebuild(seed, n, cuts):
    events = generate(n, seed=seed, subjects=3)
    src = ListEventSource.of(events, step=3)
    p = Projector()
    items = src.read(0, 10**9)
    bounds = sorted({c for c in cuts if c < len(items)} | {0, len(items)})
    for a, b in itertools.pairwise(bounds):
        p.apply(items[a:b])
    assert dump(p.con) == scratch(src)


def test_recluster_keeps_contents_and_sorts_by_subject(tmp_path, monkeypatch):
    import projections.projector as projector_module

    monkeypatch.setattr(projector_module, "RECLUSTER_MIN_ROWS", 100)
    src = ListEventSource.of(generate(1500, seed=15, subjects=5))
    path = str(tmp_path / "v.duckdb")
    with Projector(path) as p:
        p.catch_up(src, batch_size=200)  # ends with a re-clustering (tail >= 100 rows)
        assert p.unclustered_rows == 0 and p.clustered_rows == p.log_rows > 100
        assert dump(p.con) == scratch(src)
        order = p.con.execute("SELECT sh FROM fact_log").fetchall()
        assert order == sorted(order)
        meta = p.con.execute("SELECT value FROM projection_meta WHERE key = 'clustered_rows'").fetchone()
        assert int(meta[0]) == p.log_rows
    with Projector(path) as p:  # the counters survive a reopen
        assert p.unclustered_rows == 0
