"""Erasure on a large PostgreSQL store: how long an `Erase` takes, and how long a fact's insert waits
behind it, with the key table in one piece (stores made before partitioning) and partitioned (new stores).

    python bench/erase_pg.py --postgres postgresql://postgres@127.0.0.1:5432/postgres
    python bench/erase_pg.py --keys 1000000 --runs 5       # $MEMLEDGER_TEST_POSTGRES is the default server

Each layout gets a fresh database (dropped afterwards) holding --keys wrapped keys: --facts real facts
written through the ledger, the rest copied straight into the key table (an erasure's VACUUM FULL
rewrites every row of what it vacuums, whoever wrote it). Then, alternating between the layouts so a
noisy machine hits both alike, each run erases one fact (`handle(Erase)`: the DELETE, the commit and
the VACUUM FULL of what held the key) while a second ledger on the store keeps writing new facts from
another thread (as another process would: one ledger runs one command at a time); the report gives
the median erasure time, the longest insert seen during it, and the partitioned/one-table ratios.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
import uuid
import zlib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import psycopg

from commands.bootstrap import open_ledger
from commands.messages import Erase, Remember

OLD_DDL = ("CREATE TABLE memledger_events_keys (fact_id text PRIMARY KEY, tenant text NOT NULL, "
           "subject text NOT NULL, wrapped bytea NOT NULL)")


def make_store(server: str, name: str, old: bool, keys: int, facts: int, home: str):  # type: ignore[no-untyped-def]
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = f"{server.rpartition('/')[0]}/{name}"
    if old:
        with psycopg.connect(url) as conn:
            conn.execute(OLD_DDL)
    ledger = open_ledger(home, postgres=url, views=False)
    ids = [ledger.handle(Remember(tenant="acme", subject=f"user-{i}", key="home.address", value=f"Street {i}")).fact_id
           for i in range(facts)]
    parts = ledger.app.recorder.key_parts  # type: ignore[attr-defined]
    wrapped = ledger.app.recorder.load_key(ids[0])  # type: ignore[attr-defined]  # (opening checks a key)
    with psycopg.connect(url) as conn, conn.cursor() as cur:
        cols = "(fact_id, tenant, subject, wrapped)" if old else "(fact_id, tenant, subject, wrapped, part)"
        with cur.copy(f"COPY memledger_events_keys {cols} FROM STDIN") as copy:
            for i in range(keys - facts):
                fact_id = f"{uuid.uuid4().hex}.1"
                row = (fact_id, "acme", f"filler-{i % 10_000}", wrapped)
                copy.write_row(row if old else (*row, zlib.crc32(fact_id.encode()) % parts))
        conn.commit()
        conn.autocommit = True
        conn.execute("VACUUM ANALYZE memledger_events_keys")
    return ledger, open_ledger(home, postgres=url, views=False), url, ids


def erase_once(ledger, other, fact_id: str, subject: str) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Seconds the erasure took, and the longest write `other` (a second ledger on the store, as in
    another process: one ledger runs one command at a time) saw meanwhile."""
    stop = threading.Event()
    longest = [0.0]

    def writer() -> None:
        i = 0
        while not stop.is_set():
            start = time.perf_counter()
            other.handle(Remember(tenant="acme", subject=f"writer-{uuid.uuid4().hex[:8]}", key="home.city",
                                   value=f"City {i}"))
            longest[0] = max(longest[0], time.perf_counter() - start)
            i += 1

    thread = threading.Thread(target=writer)
    thread.start()
    time.sleep(0.05)  # the writer is going
    start = time.perf_counter()
    ledger.handle(Erase(tenant="acme", subject=subject, fact_id=fact_id))
    took = time.perf_counter() - start
    stop.set()
    thread.join()
    return took, longest[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--postgres", default=os.environ.get("MEMLEDGER_TEST_POSTGRES"))
    parser.add_argument("--keys", type=int, default=1_000_000)
    parser.add_argument("--facts", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not args.postgres:
        parser.error("--postgres (or $MEMLEDGER_TEST_POSTGRES) names a server to create the databases on")
    suffix = uuid.uuid4().hex[:8]
    layouts = {"one table": True, "partitioned": False}
    stores = {}
    with tempfile.TemporaryDirectory() as tmp:
        try:
            for label, old in layouts.items():
                t0 = time.perf_counter()
                stores[label] = make_store(args.postgres, f"bench_erase_{suffix}_{int(old)}", old, args.keys,
                                           args.facts, os.path.join(tmp, label.replace(" ", "_")))
                print(f"{label}: {args.keys:,} keys ready in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
            results: dict[str, list[tuple[float, float]]] = {label: [] for label in layouts}
            for run in range(args.runs):
                for label in layouts:
                    ledger, other, _, ids = stores[label]
                    results[label].append(erase_once(ledger, other, ids[run], f"user-{run}"))
            loads: dict[str, list[float]] = {label: [] for label in layouts}
            for _ in range(args.runs):  # the price on the read side: a catch-up loads keys a batch at a time
                for label in layouts:
                    ledger, _, url, _ = stores[label]
                    with psycopg.connect(url) as conn:
                        sample = [r[0] for r in conn.execute(
                            "SELECT fact_id FROM memledger_events_keys ORDER BY random() LIMIT 1000")]
                    start = time.perf_counter()
                    assert len(ledger.app.recorder.load_keys(sample)) == len(sample)
                    loads[label].append(time.perf_counter() - start)
            print(f"{args.keys:,} keys, {args.runs} erasures per layout (medians):")
            med = {label: (statistics.median(r[0] for r in rs), statistics.median(r[1] for r in rs))
                   for label, rs in results.items()}
            for label, (took, stall) in med.items():
                print(f"  {label:12} erase {took * 1000:8.1f} ms   longest concurrent write {stall * 1000:8.1f} ms")
            one, part = med["one table"], med["partitioned"]
            load = {label: statistics.median(xs) for label, xs in loads.items()}
            for label, took in load.items():
                print(f"  {label:12} load_keys of 1,000 keys {took * 1000:6.1f} ms")
            print(f"  partitioned / one table: erase {part[0] / one[0]:.3f}x, longest write {part[1] / one[1]:.3f}x, "
                  f"load_keys {load['partitioned'] / load['one table']:.3f}x")
        finally:
            for ledger, other, url, _ in stores.values():
                ledger.close()
                other.close()
                with psycopg.connect(args.postgres, autocommit=True) as conn:
                    conn.execute(f'DROP DATABASE IF EXISTS "{url.rpartition("/")[2]}" WITH (FORCE)')


if __name__ == "__main__":
    main()
