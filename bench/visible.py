"""Write-to-visible end to end: `ledger.handle(Remember)` on SQLite, then `ledger.current()`
of that subject in the same process, with and without the in-memory overlay.

    python bench/visible.py                      # 3 runs x 600 writes, 2,000 subjects
    python bench/visible.py --runs 5 --subjects 200

Each run opens a fresh SQLite ledger with its DuckDB view, imports --preload commands with
`handle_many`, then times, per command, `handle()` (a durable commit) and the `current()` that
follows it (catch-up of the new events + the query), which must return the value just written.
Runs alternate between the overlay (the default: View.catch_up stages small tails in memory)
and a view whose overlay is off (a DuckDB transaction per decision), so a noisy machine hits
both alike; the report gives medians over runs of each run's p50/p99 and their ratio.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from commands.bootstrap import open_ledger
from commands.messages import Remember

KEYS = [("stack.language", ["Java", "Go", "Rust", "Python"]), ("home.city", ["Paris", "Berlin", "Lyon"]),
        ("editor.preferred", ["vim", "emacs", "vscode"]), ("work.employer", ["Acme", "Initech", "Globex"])]


def commands(n: int, subjects: int, seed: int) -> list[Remember]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        key, values = rng.choice(KEYS)
        value = rng.choice(values)
        cue = rng.random() < 0.4
        out.append(Remember(
            tenant="acme", subject=f"user-{rng.randrange(subjects):05d}", key=key, value=value,
            statement=f"I switched to {value}" if cue else f"It is {value}", source="user_stated",
            kind="preference", scope="global", context={}, cardinality="one", actor="agent:bench",
        ))
    return out


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


def run(overlay: bool, preload: list[Remember], timed: list[Remember], parent: str | None) -> dict[str, float]:
    with tempfile.TemporaryDirectory(dir=parent) as home:
        ledger = open_ledger(home)
        try:
            ledger.handle_many(preload)
            ledger.current("acme", "user-00000")  # the view caught up, the preload written to the file
            assert ledger.views is not None
            ledger.views.flush()
            if not overlay:
                ledger.views.overlay = None
            write, visible = [], []
            for cmd in timed:
                t0 = time.perf_counter()
                ledger.handle(cmd)
                t1 = time.perf_counter()
                facts = ledger.current(cmd.tenant, cmd.subject, key=cmd.key)
                t2 = time.perf_counter()
                if not any(f.value == cmd.value for f in facts):
                    raise AssertionError(f"{cmd.subject}/{cmd.key}={cmd.value} not visible: {facts}")
                write.append(t1 - t0)
                visible.append(t2 - t1)
        finally:
            ledger.close()
    return {"handle_p50": pct(write, 50), "visible_p50": pct(visible, 50), "visible_p99": pct(visible, 99)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3, help="runs of each mode")
    ap.add_argument("--n", type=int, default=600, help="timed writes per run")
    ap.add_argument("--preload", type=int, default=20_000, help="commands imported before timing")
    ap.add_argument("--subjects", type=int, default=2_000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--dir", default=None, help="parent of the temporary data directories")
    a = ap.parse_args()
    cmds = commands(a.preload + a.n, a.subjects, a.seed)
    preload, timed = cmds[: a.preload], cmds[a.preload:]
    print(f"memledger write-to-visible: SQLite ledger, {a.preload:,} commands preloaded over {a.subjects:,} "
          f"subjects, {a.n} timed writes x {a.runs} runs per mode; load average {os.getloadavg()[0]:.2f}")
    res: dict[str, list[dict[str, float]]] = {"overlay": [], "no overlay": []}
    for i in range(a.runs):
        for mode in ("overlay", "no overlay"):
            r = run(mode == "overlay", preload, timed, a.dir)
            res[mode].append(r)
            print(f"  run {i + 1} {mode:10s}: handle p50 {r['handle_p50'] * 1e3:5.2f} ms, then current() "
                  f"p50 {r['visible_p50'] * 1e3:5.2f} / p99 {r['visible_p99'] * 1e3:5.2f} ms", flush=True)
    med = {m: {k: statistics.median(r[k] for r in rs) for k in rs[0]} for m, rs in res.items()}
    ratios = [n["visible_p50"] / o["visible_p50"] for o, n in zip(res["overlay"], res["no overlay"], strict=True)]
    print()
    print(f"{'mode':12s} {'handle p50':>11s} {'visible p50':>12s} {'visible p99':>12s}")
    for m, r in med.items():
        print(f"{m:12s} {r['handle_p50'] * 1e3:8.2f} ms {r['visible_p50'] * 1e3:9.2f} ms {r['visible_p99'] * 1e3:9.2f} ms")
    print(f"overlay is {statistics.median(ratios):.1f}x faster at p50 (paired per run); goal: visible p50 <= 5 ms: "
          f"{'MET' if med['overlay']['visible_p50'] <= 0.005 else 'NOT MET'}")


if __name__ == "__main__":
    main()
