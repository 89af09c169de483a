"""Opening the views from any process.

DuckDB lets one process open a file for writing, and then nobody else can open
it, not even read-only. So:

- the **owner** (first process to lock `views.duckdb`) catches up and, at most
  every `snapshot_interval` seconds after a catch-up, on erasure and on close,
  publishes `views.snapshot.duckdb` (clustered copy written to a temp name, then
  `os.replace`: readers always see a whole snapshot);
- **any other process** copies the snapshot (or starts empty if there is none)
  to a private temporary file, and catches up the tail from the event source
  itself, so it reads a consistent and current view without the lock.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time

import duckdb

from projections.projector import Projector
from projections.source import EventSource


def snapshot_path_for(path: str) -> str:
    root, ext = os.path.splitext(path)
    return f"{root}.snapshot{ext or '.duckdb'}"


def _is_lock_error(exc: Exception) -> bool:
    msg = str(exc).lower()
    return "lock" in msg or "conflicting" in msg or "already open" in msg or "already attached" in msg


class View:
    """A projection a process can read: the owned file, or a private copy."""

    def __init__(self, projector: Projector, source: EventSource, *, owner: bool,
                 snapshot_path: str | None, snapshot_interval: float = 30.0,
                 private_path: str | None = None, batch_size: int = 100_000) -> None:
        self.projector = projector
        self.source = source
        self.owner = owner
        self.snapshot_path = snapshot_path
        self.snapshot_interval = snapshot_interval
        self.private_path = private_path
        self.batch_size = batch_size
        self._last_snapshot = float("-inf")
        if owner and snapshot_path is not None:
            projector.on_commit.append(self._after_commit)

    @property
    def con(self) -> duckdb.DuckDBPyConnection:
        return self.projector.con

    @property
    def position(self) -> int:
        return self.projector.position

    def catch_up(self) -> int:
        """Apply the tail of the log; the owner may publish a snapshot afterwards."""
        n = self.projector.catch_up(self.source, self.batch_size)
        if n and self.owner:
            self.maybe_publish()
        return n

    refresh = catch_up

    def _after_commit(self, projector: Projector) -> None:
        if projector.last_batch_erased:  # the old snapshot still holds the erased content
            self.publish()

    def maybe_publish(self) -> bool:
        if time.monotonic() - self._last_snapshot >= self.snapshot_interval:
            self.publish()
            return True
        return False

    def publish(self) -> None:
        if self.owner and self.snapshot_path is not None:
            self.projector.write_snapshot(self.snapshot_path)
            self._last_snapshot = time.monotonic()

    def close(self) -> None:
        if self.projector.con is None:
            return
        if self.owner:
            self.publish()
        self.projector.close()
        if self.private_path is not None:
            for p in (self.private_path, self.private_path + ".wal"):
                if os.path.exists(p):
                    os.remove(p)

    def __enter__(self) -> View:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_view(path: str, source: EventSource, *, catch_up: bool = True, snapshot_interval: float = 30.0,
              batch_size: int = 100_000) -> View:
    """Open `path` as owner if its lock is free, else a private copy of its snapshot
    caught up from `source`. Either way the returned view is caught up (unless
    `catch_up=False`)."""
    path = str(path)
    snap = snapshot_path_for(path)
    try:
        view = View(Projector(path), source, owner=True, snapshot_path=snap,
                    snapshot_interval=snapshot_interval, batch_size=batch_size)
    except (duckdb.IOException, duckdb.Error) as exc:  # a lock held by another process, or by this one
        if not _is_lock_error(exc):
            raise
        fd, private = tempfile.mkstemp(prefix="memledger-view-", suffix=".duckdb")
        os.close(fd)
        os.remove(private)
        if os.path.exists(snap):
            shutil.copyfile(snap, private)  # one open(): a concurrent os.replace can't tear it
        view = View(Projector(private), source, owner=False, snapshot_path=None,
                    private_path=private, batch_size=batch_size)
    if catch_up:
        view.catch_up()
    return view
