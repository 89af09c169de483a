"""Write-path benchmark: memledger `Remember` throughput on SQLite against raw sqlite3.

Measures, as medians of `--runs` runs of `--n` commands each (every run in fresh
temporary directories):

  one      `ledger.handle(cmd)` one at a time: each command is its own durable
           transaction (SQLite WAL, the ledger's own synchronous setting).
  batch    `ledger.handle_many(cmds)`: one transaction per 1,000 commands.
  raw one  baseline: the same JSON command payload bytes, one INSERT + COMMIT per
           row with plain sqlite3 (WAL, synchronous=FULL).
  raw batch baseline: executemany, one transaction per 1,000 rows.

and the ratios memledger / raw, paired within each run. Commands are built (and
validated) before the clock starts; only `handle` / `handle_many` is timed.

    python bench/write.py                    # defaults: --n 5000 --runs 5
    python bench/write.py --json             # machine-readable
    python bench/write.py --profile one      # cProfile one extra run, top functions to stderr
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import json
import os
import platform
import pstats
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from commands import Remember, open_ledger
from commands.ledger import BATCH_SIZE

GOALS = {"one": 2_000.0, "batch": 20_000.0}
TENANT = "acme"

# key -> (cardinality, kind, values, plain statement, change-cue statement)
KEYS: dict[str, tuple[str, str, list[str], str, str]] = {
    "stack.language": ("one", "preference", ["Java", "Python", "Go", "Rust", "TypeScript", "Kotlin", "C#"],
                       "I develop in {v}", "I switched to {v} last month"),
    "home.city": ("one", "profile", ["Berlin", "Paris", "Tokyo", "Lisbon", "Austin", "Toronto", "Nairobi"],
                  "I live in {v}", "We moved to {v} in the spring"),
    "work.employer": ("one", "profile", ["Initech", "Globex", "Umbrella", "Hooli", "Stark Industries"],
                      "I work at {v}", "I now work at {v}"),
    "diet.preference": ("one", "preference", ["vegetarian", "vegan", "omnivore", "pescatarian"],
                        "I eat {v}", "I changed to a {v} diet"),
    "editor.preferred": ("one", "preference", ["VS Code", "Vim", "Emacs", "IntelliJ", "Helix"],
                         "I write code in {v}", "I migrated to {v}"),
    "health.allergy": ("many", "safety", ["peanuts", "shellfish", "pollen", "lactose", "gluten", "penicillin"],
                       "I am allergic to {v}", "I am allergic to {v}"),
    "hobby": ("many", "preference", ["climbing", "chess", "running", "painting", "sailing", "baking"],
              "In my free time I enjoy {v}", "I enjoy {v}"),
}
KEY_WEIGHTS = [10, 6, 2, 2, 2, 3, 2]


# -- workload ----------------------------------------------------------------
def make_commands(n: int, subjects: int, seed: int) -> list[Remember]:
    """Deterministic, realistic Remember commands across many subjects and slots.

    Per slot the generator remembers the last value it sent: 40% of the time it
    repeats it (reinforced), 35% a new value with a change cue (superseded),
    25% a new value without a cue (conflict on single-valued keys, added on
    'many' keys). The first value of a slot is added.
    """
    rng = random.Random(seed)
    names = list(KEYS)
    last: dict[tuple[str, str], str] = {}
    out: list[Remember] = []
    for i in range(n):
        subject = f"user-{rng.randrange(subjects):05d}"
        key = rng.choices(names, KEY_WEIGHTS)[0]
        cardinality, kind, values, plain, change = KEYS[key]
        prev = last.get((subject, key))
        r = rng.random()
        if prev is not None and r < 0.40:
            value, template = prev, plain
        else:
            value = rng.choice([v for v in values if v != prev])
            template = change if prev is not None and r < 0.75 else plain
        last[(subject, key)] = value
        out.append(Remember(
            tenant=TENANT, subject=subject, key=key, value=value, statement=template.format(v=value),
            source="user_stated", kind=kind, cardinality=cardinality,
            evidence={"conversation": f"conv-{rng.randrange(100_000):05d}", "turn": i % 40},
        ))
    return out


def payloads(commands: list[Remember]) -> list[bytes]:
    """The JSON bytes the raw baseline stores: the command as received."""
    return [c.model_dump_json().encode() for c in commands]


# -- timed bodies ----------------------------------------------------------------
@contextlib.contextmanager
def scratch(parent: str | None) -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="memledger-bench-", dir=parent))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def store_stats(db: Path) -> dict[str, Any]:
    with contextlib.closing(sqlite3.connect(db)) as c:
        events = c.execute("SELECT COUNT(*) FROM stored_events").fetchone()[0]
        keys = c.execute("SELECT COUNT(*) FROM memledger_keys").fetchone()[0]
    return {"events": events, "keys": keys}


def run_memledger(commands: list[Remember], batched: bool, parent: str | None,
                  profile: cProfile.Profile | None = None) -> dict[str, Any]:
    with scratch(parent) as home:
        ledger = open_ledger(home, views=False)
        try:
            with ledger.app.recorder.datastore.transaction(commit=False) as c:  # type: ignore[attr-defined]
                c.execute("PRAGMA synchronous")
                synchronous = c.fetchone()[0]
                c.execute("PRAGMA journal_mode")
                journal = c.fetchone()[0]
            if profile:
                profile.enable()
            t0, c0 = time.perf_counter(), time.process_time()
            results = ledger.handle_many(commands) if batched else [ledger.handle(c) for c in commands]
            elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
            if profile:
                profile.disable()
        finally:
            ledger.close()
        stats = store_stats(home / "events.sqlite")
    return {"rate": len(commands) / elapsed, "seconds": elapsed, "cpu_us": 1e6 * cpu / len(commands),
            "synchronous": synchronous,
            "journal_mode": journal, "decisions": Counter(r.decision for r in results), **stats}


def _raw_db(home: Path) -> sqlite3.Connection:
    db = sqlite3.connect(home / "raw.sqlite", isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("CREATE TABLE commands (id INTEGER PRIMARY KEY, payload BLOB NOT NULL)")
    return db


def run_raw(rows: list[bytes], batched: bool, parent: str | None) -> dict[str, Any]:
    with scratch(parent) as home:
        db = _raw_db(home)
        insert = "INSERT INTO commands (payload) VALUES (?)"
        try:
            t0, c0 = time.perf_counter(), time.process_time()
            if batched:
                for i in range(0, len(rows), BATCH_SIZE):
                    db.execute("BEGIN")
                    db.executemany(insert, [(p,) for p in rows[i:i + BATCH_SIZE]])
                    db.execute("COMMIT")
            else:
                for p in rows:
                    db.execute("BEGIN")
                    db.execute(insert, (p,))
                    db.execute("COMMIT")
            elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
        finally:
            db.close()
    return {"rate": len(rows) / elapsed, "seconds": elapsed, "cpu_us": 1e6 * cpu / len(rows)}


# -- reporting ---------------------------------------------------------------
MODES: dict[str, str] = {
    "one": "memledger handle() one at a time",
    "raw_one": "raw sqlite3 INSERT+COMMIT per row",
    "batch": f"memledger handle_many() ({BATCH_SIZE}/txn)",
    "raw_batch": f"raw sqlite3 executemany ({BATCH_SIZE}/txn)",
}


def _loadavg() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


def summarise(values: list[float]) -> dict[str, Any]:
    med = statistics.median(values)
    return {"median": med, "min": min(values), "max": max(values),
            "spread_pct": 100.0 * (max(values) - min(values)) / med if med else 0.0, "runs": values}


def print_table(report: dict[str, Any], out: Any = sys.stdout) -> None:
    cfg, res, ratios = report["config"], report["results"], report["ratios"]
    def p(s: str = "") -> None:
        print(s, file=out)

    p(f"memledger write benchmark: {cfg['n']} commands x {cfg['runs']} runs, {cfg['subjects']} subjects, "
      f"seed {cfg['seed']}")
    m = report["machine"]
    p(f"python {m['python']}, sqlite {m['sqlite']}, {m['cpus']} cpus, load average {m['loadavg_before']} -> "
      f"{m['loadavg_after']}, {m['platform']}")
    p(f"ledger store: journal_mode={report['store']['journal_mode']} synchronous={report['store']['synchronous']} "
      f"(2 = FULL); raw baseline: WAL, synchronous=FULL")
    p()
    p(f"{'mode':<40} {'median cmd/s':>13} {'min':>10} {'max':>10} {'spread':>8} {'cpu us/cmd':>11}")
    p("-" * 97)
    for mode, label in MODES.items():
        s = res[mode]
        p(f"{label:<40} {s['median']:>13,.0f} {s['min']:>10,.0f} {s['max']:>10,.0f} {s['spread_pct']:>7.1f}%"
          f" {s['cpu_us_per_command']['median']:>11,.1f}")
    p()
    for mode in ("one", "batch"):
        r = ratios[mode]
        goal = report["goals"][mode]
        verdict = "MET" if goal["met"] else "NOT MET"
        p(f"{mode:<6} memledger/raw = {r['median']:.3f} (paired per run, min {r['min']:.3f}, max {r['max']:.3f});"
          f"  goal >= {goal['target']:,.0f}/s: {verdict}")
    p()
    for mode in ("one", "batch"):
        d = report["decisions"][mode]
        mix = ", ".join(f"{k} {v}" for k, v in sorted(d.items(), key=lambda kv: -kv[1]))
        p(f"decisions ({mode}): {mix}")
    rows = report["rows_per_command"]
    p(f"rows written per command (events + keys): one {rows['one']:.2f}, batch {rows['batch']:.2f}; raw 1.00")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=5_000, help="commands per run (default 5000)")
    ap.add_argument("--runs", type=int, default=5, help="runs; medians are reported (default 5)")
    ap.add_argument("--subjects", type=int, default=500, help="distinct subjects (default 500)")
    ap.add_argument("--seed", type=int, default=7, help="workload seed (default 7)")
    ap.add_argument("--warmup", type=int, default=200, help="untimed commands before the runs (default 200)")
    ap.add_argument("--dir", default=None, help="parent of the temporary directories (default: system temp)")
    ap.add_argument("--json", action="store_true", help="print the report as JSON instead of a table")
    ap.add_argument("--profile", choices=["one", "batch"], default=None,
                    help="after the runs, cProfile one extra memledger run of this mode; top functions to stderr")
    args = ap.parse_args(argv)
    if args.n < 1 or args.runs < 1:
        ap.error("--n and --runs must be positive")

    load_before = _loadavg()
    commands = make_commands(args.n, args.subjects, args.seed)
    rows = payloads(commands)
    if args.warmup:
        warm = make_commands(args.warmup, args.subjects, args.seed + 1)
        run_memledger(warm, False, args.dir)
        run_memledger(warm, True, args.dir)
        run_raw(payloads(warm), False, args.dir)

    rates: dict[str, list[float]] = {m: [] for m in MODES}
    cpu: dict[str, list[float]] = {m: [] for m in MODES}
    ratio_runs: dict[str, list[float]] = {"one": [], "batch": []}
    last: dict[str, dict[str, Any]] = {}
    bodies: dict[str, Callable[[], dict[str, Any]]] = {
        "one": lambda: run_memledger(commands, False, args.dir),
        "raw_one": lambda: run_raw(rows, False, args.dir),
        "batch": lambda: run_memledger(commands, True, args.dir),
        "raw_batch": lambda: run_raw(rows, True, args.dir),
    }
    for _ in range(args.runs):
        for mode, body in bodies.items():
            last[mode] = body()
            rates[mode].append(last[mode]["rate"])
            cpu[mode].append(last[mode]["cpu_us"])
        ratio_runs["one"].append(rates["one"][-1] / rates["raw_one"][-1])
        ratio_runs["batch"].append(rates["batch"][-1] / rates["raw_batch"][-1])

    results = {m: {**summarise(v), "cpu_us_per_command": summarise(cpu[m])} for m, v in rates.items()}
    report: dict[str, Any] = {
        "config": {"n": args.n, "runs": args.runs, "subjects": args.subjects, "seed": args.seed,
                   "warmup": args.warmup, "batch_size": BATCH_SIZE, "dir": args.dir or tempfile.gettempdir()},
        "machine": {"python": platform.python_version(), "sqlite": sqlite3.sqlite_version,
                    "cpus": os.cpu_count(), "platform": platform.platform(),
                    "loadavg_before": load_before, "loadavg_after": _loadavg()},
        "store": {"journal_mode": last["one"]["journal_mode"], "synchronous": last["one"]["synchronous"]},
        "results": results,
        "ratios": {k: summarise(v) for k, v in ratio_runs.items()},
        "goals": {m: {"target": t, "median": results[m]["median"], "met": results[m]["median"] >= t}
                  for m, t in GOALS.items()},
        "decisions": {m: dict(last[m]["decisions"]) for m in ("one", "batch")},
        "rows_per_command": {m: (last[m]["events"] + last[m]["keys"]) / args.n for m in ("one", "batch")},
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_table(report)

    if args.profile:
        prof = cProfile.Profile()
        run_memledger(commands, args.profile == "batch", args.dir, profile=prof)
        buf = io.StringIO()
        stats = pstats.Stats(prof, stream=buf)
        stats.sort_stats("cumulative").print_stats(40)
        stats.sort_stats("tottime").print_stats(25)
        print(buf.getvalue(), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
