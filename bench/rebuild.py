"""End-to-end rebuild from the embedded event store: read, decrypt, decode and project.

bench/read.py feeds the projector already-decoded events; this measures what `memledger
rebuild` really does on SQLite. Prints medians of --runs runs and, as a baseline in the same
run, the rate of a raw `SELECT` of the same stored rows.

    python bench/rebuild.py [--n 30000] [--runs 3]
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from commands import Remember, open_ledger
from commands.views import StoreEventSource
from projections import rebuild

KEYS = ["home.city", "stack.language", "job.title", "diet", "hobby"]
STATEMENTS = ["we moved to a new one", "I like it", None]


def _commands(n: int, seed: int) -> list[Remember]:
    rng = random.Random(seed)
    return [Remember(tenant="acme", subject=f"user-{rng.randrange(max(1, n // 15))}", key=rng.choice(KEYS),
                     value=f"value {rng.randrange(5)}", statement=rng.choice(STATEMENTS),
                     evidence={"episode": f"chat-{rng.randrange(1000)}"}) for _ in range(n)]


def one_run(n: int, seed: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        writer = open_ledger(home, views=False)
        writer.handle_many(_commands(n, seed))
        writer.close()
        ledger = open_ledger(home, views=False)  # a fresh process state: no cached keys
        source = StoreEventSource(ledger.app, records=True)
        events = source.max_position()
        t = time.perf_counter()
        db = sqlite3.connect(home / "events.sqlite")
        rows = db.execute("SELECT rowid, originator_id, originator_version, topic, state FROM stored_events").fetchall()
        db.close()
        raw = time.perf_counter() - t
        assert len(rows) == events
        t = time.perf_counter()
        source.read(0, events)
        decode = time.perf_counter() - t
        ledger.close()
        ledger = open_ledger(home, views=False)
        t = time.perf_counter()
        rebuild(StoreEventSource(ledger.app, records=True), str(home / "rebuilt.duckdb"), progress=False)
        full = time.perf_counter() - t
        ledger.close()
    return {"events": events, "raw_select": events / raw, "read_decode": events / decode, "rebuild": events / full}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=30_000, help="commands written before each run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    runs = [one_run(args.n, args.seed + i) for i in range(args.runs)]
    med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
    print(f"end-to-end rebuild from SQLite: {int(med['events']):,} events, {args.runs} runs (medians)")
    print(f"  raw SELECT of the stored rows   {med['raw_select']:>12,.0f} events/s")
    print(f"  read + decrypt + decode         {med['read_decode']:>12,.0f} events/s"
          f"   ({med['read_decode'] / med['raw_select']:.3f} of raw)")
    print(f"  full rebuild (decode + project) {med['rebuild']:>12,.0f} events/s"
          f"   ({med['rebuild'] / med['raw_select']:.3f} of raw)")


if __name__ == "__main__":
    main()
