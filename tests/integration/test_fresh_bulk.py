"""A fresh bulk (a bulk beginning on an empty file: the first catch-up, every rebuild) keeps its
fact_log rows in memory and writes them once, sorted, in the one transaction that holds the
whole bulk: the same rows as a from-scratch build, nothing committed before it ends (crashes,
kills, close), erasures applied before any byte reaches the file, and its memory bound."""

from __future__ import annotations

import os
import random

import pytest

import projections.bulk as bulk_module
import projections.projector as projector_module
from projections import ListEventSource, Projector, rebuild
from projections.schema import CURRENT_STALE_KEY
from projections.synthetic import generate
from projections.testing import StreamBuilder, dump, scratch, utc

pytestmark = pytest.mark.integration

FRESH_END = ["fresh_log", "fresh_current", "fresh_meta", "tracking", "commit"]


class Crash(Exception):
    pass


@pytest.fixture
def small_bulk(monkeypatch):
    monkeypatch.setattr(projector_module, "BULK_MIN_EVENTS", 100)
    monkeypatch.setattr(projector_module, "RECLUSTER_MIN_ROWS", 100)


def counts(p: Projector) -> tuple[int, ...]:
    return p.con.execute(
        "SELECT (SELECT count(*) FROM fact_log), (SELECT count(*) FROM audit_trail), "
        "(SELECT count(*) FROM current_facts), (SELECT count(*) FROM projection_tracking), "
        "(SELECT count(*) FROM projection_meta WHERE key = ?)", [CURRENT_STALE_KEY]).fetchone()


def sorted_by_subject(p: Projector) -> bool:
    return all(
        (order := [r[0] for r in p.con.execute(f"SELECT sh FROM {t}").fetchall()]) == sorted(order)
        for t in ("fact_log", "current_facts")
    )


@pytest.mark.parametrize("erasure", [False, True])
def test_fresh_catch_up_writes_fact_log_once_sorted(tmp_path, small_bulk, erasure):
    src = ListEventSource.of(generate(2500, seed=31, subjects=5, erasure=erasure), step=2)
    seen: list[str] = []
    with Projector(str(tmp_path / "v.duckdb")) as p:
        p._step = seen.append
        p.catch_up(src, batch_size=150)
        assert "fresh_begin" in seen and seen.count("fresh_audit") > 5 and seen.count("fresh_log") == 1
        # no per-batch fact_log write, no compaction: the sorted write is the only one
        assert "log" not in seen and "compact_written" not in seen and "recluster" not in seen
        assert p.position == src.max_position() and p.unclustered_rows == 0 and p.clustered_rows == p.log_rows > 0
        assert counts(p)[4] == 0 and sorted_by_subject(p)
        assert dump(p.con) == scratch(src)
    with Projector(str(tmp_path / "v.duckdb")) as p:  # reopened: the same, nothing to repair
        assert dump(p.con) == scratch(src)


def test_fresh_bulk_commits_nothing_before_it_ends(tmp_path, small_bulk):
    src = ListEventSource.of(generate(1200, seed=32, subjects=3))
    path = str(tmp_path / "v.duckdb")
    with Projector(path) as p:
        with p.bulk():
            p.apply(src.read(0, 300))
            p.apply(src.read(p.position, 300))
            p._drain()  # the writer thread has written both batches' audit rows, uncommitted
            assert p._fresh is not None and counts(p) == (0, 0, 0, 0, 0)
        assert counts(p)[0] > 0 and p.position == p.recorder.max_tracking_id(p.application_name)
    # closed inside a fresh bulk: rolled back, the file is as before the bulk
    path = str(tmp_path / "w.duckdb")
    p = Projector(path)
    p._begin_bulk()
    assert p._fresh is not None
    p.apply(src.read(0, 300))
    p.apply(src.read(p.position, 300))
    p.close()
    with Projector(path) as p:
        assert p.position == 0 and counts(p) == (0, 0, 0, 0, 0)
        p.catch_up(src)
        assert dump(p.con) == scratch(src)


@pytest.mark.parametrize("at", ["fresh_begin", "fresh_audit", "fresh_staged", *FRESH_END, "fresh_committed"])
def test_crash_in_a_fresh_bulk_restarts_from_where_it_began(tmp_path, small_bulk, at):
    src = ListEventSource.of(generate(1500, seed=33, subjects=4), step=3)
    path = str(tmp_path / "v.duckdb")
    p = Projector(path)
    hits = [0]

    def step(name):
        if name == at:
            hits[0] += 1
            if hits[0] == 2 or at not in ("fresh_audit", "fresh_staged"):  # mid-bulk: the second batch
                raise Crash(name)

    p._step = step
    with pytest.raises(Crash):
        p.catch_up(src, batch_size=200)
    assert p._bulk is None and p._fresh is None and p._writer is None
    committed = at == "fresh_committed"
    assert p.position == (src.max_position() if committed else 0)
    log, audit, cur, tracking, stale = counts(p)
    assert stale == 0 and ((log > 0 and audit > 0 and cur > 0 and tracking == 1) if committed
                           else (log, audit, cur, tracking) == (0, 0, 0, 0))
    p.close()
    with Projector(path) as p:
        p.catch_up(src, batch_size=200)
        assert dump(p.con) == scratch(src) and sorted_by_subject(p)


def test_killed_in_a_fresh_bulk_restarts_equal(killed_catch_ups, small_bulk, tmp_path):
    # the step indexes of the fresh bulk's last statements (deterministic: every batch's steps,
    # on either thread, come before them); the child counts steps the same way
    gen = {"n": 1500, "seed": 34, "subjects": 4}
    src = ListEventSource.of(generate(**gen))
    seen: list[str] = []
    with Projector(str(tmp_path / "dry.duckdb")) as p:
        p._step = seen.append
        p.catch_up(src, batch_size=97)
    kill_at = [seen.index(name) + 1 for name in ("fresh_log", "fresh_current", "commit", "fresh_committed")]
    rng = random.Random(8)
    kill_at += [rng.randrange(2, kill_at[0]) for _ in range(2)]
    setup = "import projections.projector as pm\npm.BULK_MIN_EVENTS = 100\npm.RECLUSTER_MIN_ROWS = 100"
    path, codes = killed_catch_ups(generate=gen, setup=setup, kill_at=kill_at)
    assert codes.count(17) >= 4
    with Projector(path) as p:
        assert p.position == src.max_position() and counts(p)[4] == 0
        assert dump(p.con) == scratch(src) and sorted_by_subject(p)


def test_fresh_memory_bound_writes_and_goes_on_as_an_ordinary_bulk(tmp_path, small_bulk, monkeypatch):
    monkeypatch.setattr(bulk_module, "FRESH_MAX_BYTES", 1)  # the first batch ends the fresh part
    src = ListEventSource.of(generate(2500, seed=35, subjects=5))
    seen: list[str] = []
    with Projector(str(tmp_path / "v.duckdb")) as p:
        p._step = seen.append
        p.catch_up(src, batch_size=150)
        assert seen.count("fresh_committed") == 1 and seen.index("fresh_committed") < seen.index("log")
        assert "compact_replaced" in seen and p.unclustered_rows == 0 and counts(p)[4] == 0
        assert dump(p.con) == scratch(src) and sorted_by_subject(p)
    # a crash after the fresh part committed keeps it: the restart goes on from its position
    path = str(tmp_path / "w.duckdb")
    p = Projector(path)
    first = src.read(0, 150)[-1][0]

    def crash_in_second_batch(name):
        if name == "log":
            raise Crash(name)

    p._step = crash_in_second_batch
    with pytest.raises(Crash):
        p.catch_up(src, batch_size=150)
    assert p.position == first and counts(p)[4] == 0  # stale repaired by the bulk's error path
    p.close()
    with Projector(path) as p:
        assert p.position == first
        p.catch_up(src, batch_size=150)
        assert dump(p.con) == scratch(src)


def test_erasure_in_a_fresh_bulk_never_reaches_the_file(tmp_path, small_bulk):
    secret = "7 Xylophone Crescent"
    b = StreamBuilder()
    fid = b.assert_(utc(2024, 1, 1), "home.address", secret)
    for i in range(300):
        b.assert_(utc(2024, 1, 2), f"note.{i}", f"harmless note {i}")
    b.erase(utc(2024, 2, 1), fid)
    for i in range(300):
        b.assert_(utc(2024, 2, 2), f"later.{i}", f"later note {i}")
    path = str(tmp_path / "views.duckdb")
    seen: list[str] = []
    hooks: list[bool] = []
    with Projector(path) as p:
        p._step = seen.append
        p.on_commit.append(lambda proj: hooks.append(proj.last_batch_erased))
        p.catch_up(b.source, batch_size=100)  # the fact and its erasure in different batches
        assert "fresh_log" in seen and "compact_written" not in seen and hooks == [True]
        p.con.execute("CHECKPOINT")
        assert p.con.execute("SELECT count(*) FROM fact_log WHERE status = 'erased'").fetchone()[0] == 1
    for name in os.listdir(tmp_path):
        with open(tmp_path / name, "rb") as fh:
            assert secret.encode() not in fh.read(), name
    with Projector(path) as p:
        assert dump(p.con) == scratch(b.source)


def test_rebuild_takes_the_fresh_path(tmp_path, monkeypatch):
    src = ListEventSource.of(generate(2000, seed=36, subjects=4))
    seen: list[str] = []
    monkeypatch.setattr(Projector, "_step", lambda self, name: seen.append(name))
    target = str(tmp_path / "views.duckdb")
    assert rebuild(src, target, progress=False, batch_size=300) == src.max_position()
    assert "fresh_log" in seen and "compact_written" not in seen
    assert sorted(os.listdir(tmp_path)) == ["views.duckdb"]
    with Projector(target) as p:
        assert counts(p)[4] == 0 and p.unclustered_rows == 0 and sorted_by_subject(p)
        assert dump(p.con) == scratch(src)
