"""Read-side benchmark: catch-up / rebuild throughput, query latency, write-to-visible.

    python bench/read.py            # 1,000,000 facts over 10,000 subjects
    python bench/read.py --quick    # 100,000 facts over 1,000 subjects
    python bench/read.py --facts 300000 --subjects 3000 --runs 3

Synthetic events come from projections.synthetic (no event store). Figures are
medians over --build-runs catch-up/rebuild runs and --runs query passes. The naive row-at-a-time projector is measured on a
smaller sample (--naive-sample events) and its per-event cost extrapolated.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import duckdb

from ledger.events import FactCreatingEvent
from projections import ListEventSource, Projector, View, as_of, current, rebuild
from projections.synthetic import Generator


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


def make_events(facts: int, subjects: int, seed: int = 7):
    gen = Generator(seed, tenants=1, subjects=subjects, erasure=False)
    events, n_facts = [], 0
    while n_facts < facts:
        for e in gen.step_events():
            events.append(e)
            n_facts += isinstance(e, FactCreatingEvent)
    return gen, events


class NaiveProjector:
    """Row-at-a-time: one transaction per event, one INSERT per version, a keyed
    single-row UPDATE closing the previous version (the design we avoid)."""

    def __init__(self, path: str) -> None:
        self.con = duckdb.connect(path)
        self.con.execute("""CREATE TABLE fv (fact_id VARCHAR, tenant VARCHAR, subject VARCHAR, key VARCHAR,
            scope VARCHAR, value VARCHAR, status VARCHAR, valid_from TIMESTAMPTZ, valid_to TIMESTAMPTZ,
            recorded_at TIMESTAMPTZ, expired_at TIMESTAMPTZ)""")
        self.con.execute("CREATE TABLE trk (pos BIGINT)")
        self.con.execute("INSERT INTO trk VALUES (0)")

    def apply_one(self, pos: int, e) -> None:
        c = self.con
        c.execute("BEGIN")
        if isinstance(e, FactCreatingEvent):
            c.execute("INSERT INTO fv VALUES (?,?,?,?,?,?,?,?,?,?,NULL)",
                      [e.fact.fact_id, e.tenant, e.subject, e.slot.key, e.slot.scope, str(e.content.value),
                       e.fact.status, e.fact.valid_from, e.fact.valid_to, e.timestamp])
            for old in getattr(e, "superseded", []) + getattr(e, "corrected", []) + getattr(e, "conflicts_with", []):
                c.execute("UPDATE fv SET expired_at = ? WHERE fact_id = ? AND expired_at IS NULL", [e.timestamp, old])
                c.execute("INSERT INTO fv SELECT fact_id, tenant, subject, key, scope, value, 'superseded', valid_from, "
                          "?, ?, NULL FROM fv WHERE fact_id = ? AND expired_at = ?",
                          [e.fact.valid_from, e.timestamp, old, e.timestamp])
        elif hasattr(e, "fact_id"):
            c.execute("UPDATE fv SET expired_at = ? WHERE fact_id = ? AND expired_at IS NULL", [e.timestamp, e.fact_id])
            c.execute("INSERT INTO fv SELECT fact_id, tenant, subject, key, scope, value, status, valid_from, "
                      "valid_to, ?, NULL FROM fv WHERE fact_id = ? AND expired_at = ?",
                      [e.timestamp, e.fact_id, e.timestamp])
        c.execute("UPDATE trk SET pos = ?", [pos])
        c.execute("COMMIT")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--facts", type=int, default=1_000_000)
    ap.add_argument("--subjects", type=int, default=None)
    ap.add_argument("--quick", action="store_true", help="100k facts over 1k subjects")
    ap.add_argument("--runs", type=int, default=3, help="query passes (and builds, unless --build-runs)")
    ap.add_argument("--build-runs", type=int, default=None, help="catch-up + rebuild runs (default --runs)")
    ap.add_argument("--batch", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=2000)
    ap.add_argument("--naive-sample", type=int, default=3000)
    ap.add_argument("--visible", type=int, default=600,
                    help="write-to-visible samples (half through the overlay, half direct)")
    ap.add_argument("--dir", default=None, help="keep the files in this directory (default: a temporary one)")
    ap.add_argument("--keep", action="store_true", help="keep the temporary directory (~1 GB at 1M facts)")
    a = ap.parse_args()
    if a.quick:
        a.facts = 100_000
    subjects = a.subjects or max(1, a.facts // 100)
    workdir = a.dir or tempfile.mkdtemp(prefix="memledger-bench-")
    os.makedirs(workdir, exist_ok=True)
    print(f"generating {a.facts:,} facts over {subjects:,} subjects ...", flush=True)
    t = time.perf_counter()
    gen, events = make_events(a.facts, subjects)
    src = ListEventSource.of(events)
    print(f"  {len(events):,} events in {time.perf_counter() - t:.1f}s", flush=True)
    # the generated events are pending for a full collection, which the first catch-up (GC paused
    # inside) would pay right after it (~10 s at 1M facts): a cost of generating them, not of
    # projecting (a real source holds one batch). Settle it, and keep them out of later collections.
    gc.collect()
    gc.freeze()

    res: dict[str, list[float]] = {}

    def rec(k: str, v: float) -> None:
        res.setdefault(k, []).append(v)

    path = os.path.join(workdir, "views.duckdb")
    build_runs = a.build_runs or a.runs
    for run in range(build_runs):
        for p in (path, path + ".wal"):
            if os.path.exists(p):
                os.remove(p)
        t = time.perf_counter()
        with Projector(path) as proj:
            proj.catch_up(src, batch_size=a.batch)
        rec("catch_up_eps", len(events) / (time.perf_counter() - t))
        rb = os.path.join(workdir, "rebuilt.duckdb")
        t = time.perf_counter()
        rebuild(src, rb, progress=False, batch_size=a.batch)
        rec("rebuild_eps", len(events) / (time.perf_counter() - t))
        print(f"  run {run + 1}: catch-up {res['catch_up_eps'][-1]:,.0f} ev/s, "
              f"rebuild {res['rebuild_eps'][-1]:,.0f} ev/s", flush=True)

    rng = random.Random(1)
    now = gen.now
    tenants, subjs = gen.tenants, gen.subjects
    for label, db in (("incremental", path), ("rebuilt", os.path.join(workdir, "rebuilt.duckdb"))):
        proj = Projector(db)
        for _run in range(a.runs):
            lc, la = [], []
            if True:  # real clock: the synthetic log ends before today, so current() takes its fast path
                for _ in range(a.queries):
                    s = rng.choice(subjs)
                    t = time.perf_counter()
                    current(proj, tenants[0], s, scope="project:atlas/task:42", context={"env": "production"})
                    lc.append(time.perf_counter() - t)
                    k = datetime.fromtimestamp(rng.uniform(events[0].timestamp.timestamp(), now.timestamp()), UTC)
                    t = time.perf_counter()
                    as_of(proj, tenants[0], s, known_at=k)
                    la.append(time.perf_counter() - t)
            rec(f"{label}_current_p50_ms", pct(lc, 50) * 1e3)
            rec(f"{label}_current_p99_ms", pct(lc, 99) * 1e3)
            rec(f"{label}_as_of_p50_ms", pct(la, 50) * 1e3)
            rec(f"{label}_as_of_p99_ms", pct(la, 99) * 1e3)
        if label == "incremental":
            # write-to-visible: one decision's events appended, then made visible and read back.
            # With the overlay (what a Ledger does: View.catch_up stages small tails in memory and
            # writes them to the file every OVERLAY_EVENTS events, included here), and without it
            # (a DuckDB transaction per decision), interleaved so noise hits both alike.
            view = View(proj, src, owner=False, snapshot_path=None)
            lat, lat_direct = [], []
            for i in range(a.visible):
                evs = gen.step_events()
                pos0 = src.max_position()
                for e in evs:
                    src.append(e)
                t = time.perf_counter()
                if i % 2:
                    view.catch_up()
                    current(view, evs[-1].tenant, evs[-1].subject)
                    lat.append(time.perf_counter() - t)
                    assert view.position > pos0
                else:
                    view.flush()
                    t = time.perf_counter()
                    proj.catch_up(src)
                    current(proj, evs[-1].tenant, evs[-1].subject)
                    lat_direct.append(time.perf_counter() - t)
                    assert proj.position > pos0
            view.flush()
            rec("write_to_visible_p50_ms", pct(lat, 50) * 1e3)
            rec("write_to_visible_p99_ms", pct(lat, 99) * 1e3)
            rec("write_to_visible_direct_p50_ms", pct(lat_direct, 50) * 1e3)
            rec("write_to_visible_direct_p99_ms", pct(lat_direct, 99) * 1e3)
        proj.close()

    # naive row-at-a-time projector on a sample
    npath = os.path.join(workdir, "naive.duckdb")
    if os.path.exists(npath):
        os.remove(npath)
    naive = NaiveProjector(npath)
    sample = events[: a.naive_sample]
    t = time.perf_counter()
    for i, e in enumerate(sample, 1):
        naive.apply_one(i, e)
    naive_eps = len(sample) / (time.perf_counter() - t)
    naive.con.close()

    # hand-indexed SQLite table holding the same versions
    con = duckdb.connect(os.path.join(workdir, "rebuilt.duckdb"), read_only=True)
    rows = con.execute("SELECT fact_id, tenant, subject, scope, key, context, value, statement, status, "
                       "epoch_us(valid_from), epoch_us(valid_to), epoch_us(recorded_at), epoch_us(expired_at) "
                       "FROM fact_versions").fetchall()
    con.close()
    spath = os.path.join(workdir, "versions.sqlite")
    if os.path.exists(spath):
        os.remove(spath)
    sq = sqlite3.connect(spath)
    sq.execute("CREATE TABLE fv (fact_id TEXT, tenant TEXT, subject TEXT, scope TEXT, key TEXT, context TEXT, value TEXT, "
               "statement TEXT, status TEXT, valid_from INT, valid_to INT, recorded_at INT, expired_at INT)")
    sq.executemany("INSERT INTO fv VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", rows)
    sq.execute("CREATE INDEX fv_subject ON fv (tenant, subject, key, recorded_at)")
    sq.commit()
    n_versions = len(rows)
    del rows
    lc, la = [], []
    now_us = int(now.timestamp() * 1e6)
    for _ in range(a.queries):
        s = rng.choice(subjs)
        t = time.perf_counter()
        sq.execute("SELECT * FROM fv WHERE tenant=? AND subject=? AND expired_at IS NULL AND status IN "
                   "('active','pending','conflicted','superseded','invalidated') AND valid_from <= ? AND "
                   "(valid_to IS NULL OR valid_to > ?)", [tenants[0], s, now_us, now_us]).fetchall()
        lc.append(time.perf_counter() - t)
        k = int(rng.uniform(events[0].timestamp.timestamp(), now.timestamp()) * 1e6)
        t = time.perf_counter()
        sq.execute("SELECT * FROM fv WHERE tenant=? AND subject=? AND recorded_at <= ? AND (expired_at IS NULL OR "
                   "expired_at > ?) AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?) AND status <> 'erased'",
                   [tenants[0], s, k, k, k, k]).fetchall()
        la.append(time.perf_counter() - t)
    sq.close()

    med = {k: statistics.median(v) for k, v in res.items()}
    print()
    print(f"== memledger read side: {a.facts:,} facts, {subjects:,} subjects, {len(events):,} events, "
          f"{n_versions:,} versions; medians of {build_runs} build runs / {a.runs} query passes of "
          f"{a.queries:,} queries, batch {a.batch:,} ==")
    print(f"catch-up (file, from empty)      {med['catch_up_eps']:>12,.0f} events/s")
    print(f"rebuild (to a clustered file)    {med['rebuild_eps']:>12,.0f} events/s")
    for label in ("incremental", "rebuilt"):
        print(f"current  p50/p99 ({label:11s})  {med[f'{label}_current_p50_ms']:6.2f} / {med[f'{label}_current_p99_ms']:6.2f} ms")
        print(f"as_of    p50/p99 ({label:11s})  {med[f'{label}_as_of_p50_ms']:6.2f} / {med[f'{label}_as_of_p99_ms']:6.2f} ms")
    print(f"write-to-visible p50/p99         {med['write_to_visible_p50_ms']:6.2f} / {med['write_to_visible_p99_ms']:6.2f} ms"
          " (overlay; incl. its flushes)")
    print(f"  without the overlay p50/p99    {med['write_to_visible_direct_p50_ms']:6.2f} / "
          f"{med['write_to_visible_direct_p99_ms']:6.2f} ms (a DuckDB transaction per decision) -> overlay p50 is "
          f"{med['write_to_visible_direct_p50_ms'] / med['write_to_visible_p50_ms']:.1f}x faster")
    print(f"naive row-at-a-time projector    {naive_eps:>12,.0f} events/s (first {len(sample):,} events, "
          f"extrapolated: {len(events) / naive_eps / 60:,.1f} min for this log; it only slows as the table grows)")
    print(f"  -> batched catch-up is {med['catch_up_eps'] / naive_eps:,.0f}x faster")
    print(f"SQLite hand-indexed (tenant,subject,key,recorded_at) current p50/p99 {pct(lc, 50) * 1e3:.2f} / "
          f"{pct(lc, 99) * 1e3:.2f} ms, as_of {pct(la, 50) * 1e3:.2f} / {pct(la, 99) * 1e3:.2f} ms "
          "(raw rows, no shadowing/model building)")
    print(f"  -> DuckDB(rebuilt)/SQLite p99 ratio: current {med['rebuilt_current_p99_ms'] / (pct(lc, 99) * 1e3):.1f}x, "
          f"as_of {med['rebuilt_as_of_p99_ms'] / (pct(la, 99) * 1e3):.1f}x")
    if a.dir or a.keep:
        print(f"(files in {workdir})")
    else:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
