"""Rebuild a projection database from the event log, atomically and resumably."""

from __future__ import annotations

import contextlib
import os
from typing import Any

from ledger.gcpause import gc_paused
from projections.projector import Projector
from projections.schema import built_from, mark_built_from
from projections.source import EventSource


def store_identity(source: EventSource, events: int | None = None) -> str | None:
    """The identity of the event store `source` reads (`<kind>:<n>:<digest of its first n events>`), or
    None when the source cannot tell (a list of events in a test) or the log is empty. A source
    tells through an `identity(events)` method (`commands.views.StoreEventSource`)."""
    identity = getattr(source, "identity", None)
    if not callable(identity):
        return None
    return identity() if events is None else identity(events)  # type: ignore[no-any-return]


def same_store(store_id: str, source: EventSource) -> bool | None:
    """Whether a file recorded as built from `store_id` was built from `source`'s store: the digest
    is recomputed over as many first events as it was made of (the log has grown since). None
    when that cannot be told (the source has no identity, an id of an unknown form)."""
    if not callable(getattr(source, "identity", None)):
        return None
    parts = store_id.split(":")
    if len(parts) != 3 or not parts[1].isdigit():
        return None
    return store_identity(source, int(parts[1])) == store_id


def _discard(path: str) -> None:
    for p in (path, path + ".wal"):
        with contextlib.suppress(FileNotFoundError):
            os.remove(p)


def _resumable(proj: Projector, source: EventSource, end: int) -> bool:
    """Whether an interrupted build (`<target>.building`) may be continued to `end`: a file at a
    later position than `end` would give a view past the position asked for (projecting is a
    fold over the log, so a prefix at or before `end` continued to `end` is exactly the view at
    `end`, whatever `until` it was started for), and a file from another event store holds that
    store's facts. A file holding events but no record of its store (left by an older version)
    is built again: only time is lost."""
    if proj.position == 0:
        return True
    if proj.position > end:
        return False
    recorded = built_from(proj.con)
    if recorded is None:
        return store_identity(source) is None
    return same_store(recorded, source) is not False


def rebuild(source: EventSource, target_path: str, *, until_position: int | None = None,
            progress: bool = True, batch_size: int = 100_000) -> int:
    """Project the log into `<target>.building` and os.replace it over `target_path`
    when complete. If `<target>.building` exists (an interrupted rebuild), continue
    from its tracked position, unless it is past `until_position` or from another event store
    (`_resumable`): then it is built again from the start. Returns the position the new database
    is at. The file records the store it was built from (`projection_meta.store_id`).

    Stop the process owning `target_path` first: the file is replaced underneath it."""
    building = f"{target_path}.building"
    end = source.max_position() if until_position is None else min(until_position, source.max_position())
    proj = Projector(building, compact_on_erasure=False)
    bar: Any = None
    try:
        if not _resumable(proj, source, end):
            proj.close()
            _discard(building)
            proj = Projector(building, compact_on_erasure=False)
        if proj.position == 0:  # (meta rows: the bulk below is still fresh)
            mark_built_from(proj.con, store_identity(source), source.max_position())
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
