"""Catch-up throughput alone: a bulk catch-up into an empty file, timed, from synthetic events.

    python bench/catchup.py --facts 200000 --runs 3            # this tree
    python bench/catchup.py --facts 200000 --ab /path/to/other/tree --runs 5
    python bench/catchup.py --facts 100000 --prof              # cProfile of one run (main thread)

`--ab DIR` compares two source trees fairly on a shared, noisy machine: every run spawns one
child per tree, alternating which goes first, each child catching up the same pickled events
into a fresh file; it prints each pair, the median events/s of each tree and the median of the
per-pair ratios (this tree / DIR). The events are generated once (bench/read.py's generator).
The loaded events are collected and frozen (gc.freeze) before the clock starts: see child().
"""

from __future__ import annotations

import argparse
import os
import pickle
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def events_file(facts: int, workdir: str) -> str:
    """Pickled synthetic events for `facts` facts (generated once per work directory)."""
    path = os.path.join(workdir, f"events-{facts}.pickle")
    if not os.path.exists(path):
        sys.path.insert(0, HERE)
        sys.path.insert(0, os.path.join(HERE, "bench"))
        from read import make_events

        _gen, events = make_events(facts, max(1, facts // 100))
        with open(path + ".tmp", "wb") as fh:
            pickle.dump(events, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(path + ".tmp", path)
    return path


def child(tree: str, events_path: str, workdir: str, batch: int, prof: bool) -> None:
    """One timed catch-up with the code of `tree`; prints `events seconds`."""
    sys.path.insert(0, tree)
    import gc

    from projections import ListEventSource, Projector

    with open(events_path, "rb") as fh:
        gc.disable()
        events = pickle.load(fh)
        gc.enable()
    # settle the collector before the clock starts: the ~20 M objects just loaded are pending
    # for a full collection, which catch_up (GC paused inside) would otherwise pay right after it
    # re-enables the GC (~10 s at 1M facts, measured). A real source holds one batch, not the log.
    gc.collect()
    gc.freeze()
    src = ListEventSource.of(events)
    path = os.path.join(workdir, f"cu-{os.getpid()}.duckdb")
    pr = None
    if prof:
        import cProfile

        pr = cProfile.Profile()
        pr.enable()
    t = time.perf_counter()
    with Projector(path) as proj:
        proj.catch_up(src, batch_size=batch)
    dt = time.perf_counter() - t
    if pr is not None:
        import pstats

        pr.disable()
        pstats.Stats(pr, stream=sys.stderr).sort_stats("tottime").print_stats(35)
    for f in (path, path + ".wal"):
        if os.path.exists(f):
            os.remove(f)
    print(len(events), dt)


def run_child(tree: str, events_path: str, workdir: str, batch: int, prof: bool = False) -> tuple[int, float]:
    out = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--child", tree, "--events", events_path, "--dir", workdir,
         "--batch", str(batch), *(["--prof"] if prof else [])],
        check=True, capture_output=not prof, text=True, env={**os.environ, "PYTHONPATH": tree},
    )
    if prof:
        raise SystemExit(0)
    n, dt = out.stdout.split()[-2:]
    return int(n), float(dt)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--facts", type=int, default=200_000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--batch", type=int, default=100_000)
    ap.add_argument("--ab", default=None, help="another source tree to compare against, interleaved")
    ap.add_argument("--prof", action="store_true")
    ap.add_argument("--dir", default=None, help="work directory (keeps the pickled events between invocations)")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--events", default=None, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        child(a.child, a.events, a.dir, a.batch, a.prof)
        return
    workdir = a.dir or tempfile.mkdtemp(prefix="memledger-catchup-")
    os.makedirs(workdir, exist_ok=True)
    try:
        ev = events_file(a.facts, workdir)
        if a.prof:
            run_child(HERE, ev, workdir, a.batch, prof=True)
        trees = [HERE] if a.ab is None else [HERE, os.path.abspath(a.ab)]
        eps: dict[str, list[float]] = {t: [] for t in trees}
        ratios = []
        for run in range(a.runs):
            order = trees if run % 2 == 0 else trees[::-1]
            got = {}
            for tree in order:
                n, dt = run_child(tree, ev, workdir, a.batch)
                got[tree] = n / dt
                eps[tree].append(n / dt)
            line = "  ".join(f"{os.path.basename(t)} {got[t]:,.0f} ev/s" for t in trees)
            if a.ab:
                ratios.append(got[HERE] / got[trees[1]])
                line += f"  ratio {ratios[-1]:.3f}"
            print(f"run {run + 1} ({n:,} events): {line}", flush=True)
        for t in trees:
            print(f"median {os.path.basename(t)}: {statistics.median(eps[t]):,.0f} ev/s over {a.runs} runs")
        if ratios:
            print(f"median ratio {os.path.basename(HERE)} / {os.path.basename(trees[1])}: "
                  f"{statistics.median(ratios):.3f}")
    finally:
        if a.dir is None:
            shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
