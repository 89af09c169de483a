"""Rebuild a projection database from the event log, atomically and resumably."""

from __future__ import annotations

import os

from ledger.gcpause import gc_paused
from projections.projector import Projector
from projections.source import EventSource


def rebuild(source: EventSource, target_path: str, *, until_position: int | None = None,
            progress: bool = True, batch_size: int = 100_000) -> int:
    """Project the log into `<target>.building` and os.replace it over `target_path`
    when complete. If `<target>.building` exists (an interrupted rebuild), continue
    from its tracked position. Returns the position the new database is at.

    Stop the process owning `target_path` first: the file is replaced underneath it."""
    building = f"{target_path}.building"
    end = source.max_position() if until_position is None else min(until_position, source.max_position())
    proj = Projector(building, compact_on_erasure=False)
    bar = None
    try:
        if progress:
            from tqdm import tqdm

            bar = tqdm(total=end, initial=proj.position, unit="pos", desc=f"rebuild {os.path.basename(target_path)}",
                       dynamic_ncols=True)
        # bulk: current_facts derived once at the end, not kept batch by batch; no re-clustering
        # (a fresh bulk writes fact_log clustered; otherwise the compaction below does). The GC
        # stays paused throughout, as in Projector.catch_up (reading batches would trigger full
        # collections).
        with gc_paused(), proj.bulk(recluster=False):
            while proj.position < end:
                batch = source.read(proj.position, batch_size)
                batch = [(p, e) for p, e in batch if p <= end]
                if not batch:
                    break
                before = proj.position
                proj.apply(batch)
                if bar is not None:
                    bar.update(proj.position - before)
        if proj.unclustered_rows or proj._compact_pending():
            proj.compact()  # clustered by subject, no dead blocks
        else:  # a fresh bulk (from an empty file) wrote fact_log sorted, and no erased byte
            proj.con.execute("CHECKPOINT")
        position = proj.position
    finally:
        if bar is not None:
            bar.close()
        proj.close()
    if os.path.exists(target_path + ".wal"):
        os.remove(target_path + ".wal")  # a stale WAL must not replay onto the new file
    os.replace(building, target_path)
    return position
