"""Opening the views from any process.

DuckDB lets one process open a file for writing, and then nobody else can open
it, not even read-only. So:

- the **owner** (first process to lock `views.duckdb`) catches up and, at most
  every `snapshot_interval` seconds after a catch-up, on erasure and on close,
  publishes `views.snapshot.duckdb` (clustered copy written to a temp name, then
  `os.replace`: readers always see a whole snapshot);
- **any other process** copies the snapshot (or starts empty if there is none)
  to a private file, and catches up the tail from the event source itself, so it
  reads a consistent and current view without the lock.

A private copy holds fact content in plain text, so it lives beside the view (in the
data directory, under its permissions, where an erasure's sweep finds it), never in
the system's temporary directory: `<view>.reader-<pid>-<random>`, mode 0600. A
process that dies leaves it behind; `sweep_reader_copies` deletes those of dead
processes (DuckDB holds an `fcntl` lock on a file it has open, so a copy in use is
never taken for a leftover).
"""

from __future__ import annotations

import contextlib
import fcntl
import glob
import logging
import os
import secrets
import shutil
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Protocol

import duckdb

from ledger.errors import LedgerError
from ledger.events import LedgerEvent
from projections.overlay import DEFAULT_MAX_AGE, DEFAULT_MAX_EVENTS, Overlay, erases
from projections.projector import Projector
from projections.rebuild import store_identity
from projections.schema import ProjectionVersionMismatch, built_from, mark_built_from
from projections.source import EventSource

log = logging.getLogger(__name__)


class Purge(Protocol):
    """What a view owes its data directory when it applies an erasure: the copies of the view
    that predate it (rollback copies, an interrupted rebuild, side files, dead readers' copies)
    hold the erased content (`commands/views.py: PurgeDebt`)."""

    def due(self) -> None:
        """A chunk of the log holding an erasure was read and is about to be applied (before its
        commit): write the debt down, for the next open if this process dies first."""

    def applied(self) -> None:
        """The erasure was committed to the view: purge, and clear the debt."""


class _Watched:
    """A view's source as its projector reads it: a chunk holding an erasure makes the purge due
    before the projector can apply it (one type test an event, on what was read anyway)."""

    def __init__(self, source: EventSource, purge: Purge) -> None:
        self.source = source
        self.purge = purge

    def read(self, after: int, limit: int) -> Sequence[tuple[int, LedgerEvent]]:
        batch = self.source.read(after, limit)
        if erases(batch):
            self.purge.due()
        return batch

    def max_position(self) -> int:
        return self.source.max_position()

    def __getattr__(self, name: str) -> object:  # identity, app: what else a caller asks the source
        return getattr(self.source, name)


def _purge_hook(purge: Purge) -> Callable[[Projector], None]:
    def after_commit(projector: Projector) -> None:
        if projector.last_batch_erased:
            try:
                purge.applied()
            except Exception as exc:  # the erasure is committed; the debt stays written down
                log.warning("could not purge the copies of %s that predate an erasure: %s", projector.path, exc)
    return after_commit


def snapshot_path_for(path: str) -> str:
    root, ext = os.path.splitext(path)
    return f"{root}.snapshot{ext or '.duckdb'}"


READER_INFIX = ".reader-"


def private_copy(path: str, snapshot: str | None) -> str:
    """A new private copy of `snapshot` beside `path`, readable by this user only (when there is
    no snapshot, just its name: DuckDB makes an empty view there); the caller deletes it and its
    `.wal`."""
    private = f"{path}{READER_INFIX}{os.getpid()}-{secrets.token_hex(4)}"
    if snapshot is None:
        return private
    try:
        # one open() of the snapshot: a concurrent os.replace can't tear it
        with open(snapshot, "rb") as src, os.fdopen(os.open(private, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600),
                                                    "wb") as out:
            shutil.copyfileobj(src, out, 1 << 20)
    except FileNotFoundError as exc:
        if exc.filename != snapshot:
            raise
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.remove(private)
        raise
    return private


def _in_use(path: str) -> bool:
    """Whether some other process holds DuckDB's lock on `path` (never ask about a file this
    process has open: closing our descriptor would drop this process's own fcntl lock)."""
    try:
        fd = os.open(path, os.O_RDWR)
    except FileNotFoundError:
        return False
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # releases the probe's lock
    return False


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


def sweep_reader_copies(path: str) -> list[str]:
    """Delete the private copies of `path` (and their `.wal`) that dead processes left behind (they
    may hold content erased since): those whose process is gone and that nobody has open."""
    prefix = path + READER_INFIX
    removed = []
    for found in glob.glob(glob.escape(prefix) + "*"):
        copy = found.removesuffix(".wal")
        pid_text = copy[len(prefix):].partition("-")[0]
        if not pid_text.isdigit() or int(pid_text) == os.getpid() or pid_alive(int(pid_text)) or _in_use(copy):
            continue
        with contextlib.suppress(FileNotFoundError):
            os.remove(found)
            removed.append(found)
    return removed


def is_lock_error(exc: Exception, path: str | None = None) -> bool:
    """Whether DuckDB refused to open `path` because a process (another, or this one) has it
    open: not a file it cannot read (emptied by a full disk, another program's file), which is
    damaged, not in use. The message quotes the path, which is left out of the test (a data
    directory under `/srv/blocks` is no lock)."""
    if isinstance(exc, duckdb.ResourceInUseException):  # this process has it open
        return True
    msg = str(exc)
    if path is not None:
        for quoted in {path, os.path.abspath(path)}:
            msg = msg.replace(quoted, "")
    msg = msg.lower()
    return any(w in msg for w in ("lock", "conflicting", "already open", "already attached",
                                  "with a different configuration"))  # (the last: this process, connect())


def owner_lock(path: str) -> int | None:
    """Take the view's owner lock (`<path>.owner`, an fcntl lock held as long as a process owns the view), or None
    when another process holds it. DuckDB's own lock on the file is let go while the owner compacts (it closes the
    file to rename the copy over it): a process that saw the file free then took it, and the owner could not reopen
    its own view (found in CI). The owner's lock spans that window."""
    fd = os.open(path + ".owner", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    return fd


def release_owner_lock(fd: int | None) -> None:
    if fd is not None:
        os.close(fd)  # (closing the descriptor releases the lock)


def catch_up_unowned(path: str, source: EventSource, *, publish: bool, batch_size: int = 100_000,
                     purge: Purge | None = None) -> bool:
    """Catch the view file at `path` up from `source` and release it again, as its owner would
    (an erasure in the tail is blanked and the file compacted, and `purge` run), if no process owns
    it: then publish its snapshot (`publish`, or whenever something was applied). False when a process
    owns it (that owner catches up), when there is none, or when it cannot be opened: damaged, or
    of another projection version (logged, not raised: the erasure is committed; such a file is
    rebuilt before anyone reads it)."""
    if not os.path.exists(path):
        return False
    fd = owner_lock(path)
    if fd is None:  # an owner is there (perhaps compacting, its file closed for a moment): it catches up
        return False
    try:
        try:
            projector = Projector(path)
        except (duckdb.Error, ProjectionVersionMismatch) as exc:
            if not (isinstance(exc, duckdb.Error) and is_lock_error(exc, path)):
                log.warning("could not catch up %s, which may hold erased content: %s", path, exc)
            return False
        try:
            if purge is not None:
                source = _Watched(source, purge)
                projector.on_commit.append(_purge_hook(purge))
            if projector.catch_up(source, batch_size) or publish:
                projector.write_snapshot(snapshot_path_for(path))
        finally:
            projector.close()
        return True
    finally:
        release_owner_lock(fd)


class ViewUnavailable(LedgerError):
    """The view's database cannot be used now (DuckDB invalidated its connection after a failed
    checkpoint, and opening it again failed): fix the cause (free space); the next query retries."""

    code = "store_error"


class View:
    """A projection a process can read: the owned file, or a private copy (of `live_path`)."""

    def __init__(self, projector: Projector, source: EventSource, *, owner: bool,
                 snapshot_path: str | None, snapshot_interval: float = 30.0,
                 private_path: str | None = None, batch_size: int = 100_000,
                 overlay_events: int = DEFAULT_MAX_EVENTS, overlay_age: float = DEFAULT_MAX_AGE,
                 live_path: str | None = None, purge: Purge | None = None) -> None:
        self.projector = projector
        # small tails go to memory first (projections/overlay.py); 0 disables the overlay
        self.overlay = Overlay(projector, max_events=overlay_events, max_age=overlay_age) if overlay_events else None
        self.source = source
        self.owner = owner
        self.snapshot_path = snapshot_path
        self.snapshot_interval = snapshot_interval
        self.private_path = private_path
        self.live_path = live_path
        self._invalidated = False  # DuckDB invalidated the connection (a failed checkpoint): reopened next time
        self.owner_fd: int | None = None  # the owner lock's descriptor (`owner_lock`), while this process owns the view
        self.batch_size = batch_size
        self._last_snapshot = float("-inf")
        self._last_archive = float("-inf")
        self.archive_interval = 3600.0  # seconds between two looks for facts to archive
        # the data directory's copies that predate an erasure this view applies (any process's,
        # from any data directory) are purged, and owed from before the commit: `Purge`
        # (after the snapshot is republished: a debt written down outlives a crash in between)
        if owner and snapshot_path is not None:
            projector.on_commit.append(self._after_commit)
        self.purge = purge
        if purge is not None:
            projector.on_commit.append(_purge_hook(purge))

    @property
    def con(self) -> duckdb.DuckDBPyConnection:
        return self.projector.con

    @property
    def position(self) -> int:
        """Last log position the queries see (in the file or in the overlay)."""
        return self.overlay.position if self.overlay is not None else self.projector.position

    @property
    def max_event_at(self) -> datetime | None:
        return self.overlay.max_event_at if self.overlay is not None else self.projector.max_event_at

    def catch_up(self) -> int:
        """Make the tail of the log visible. A small tail without erasures goes to the overlay
        (no DuckDB transaction); a large one, one with an erasure, or a full/old overlay is
        written to the file (the owner may then publish a snapshot, and archive).

        A connection DuckDB invalidated (a checkpoint that failed on a full disk) is reopened
        first: the file is caught up from the log again, and an erasure's compaction left owed
        is finished then (`Projector._open`)."""
        if self._invalidated:
            self._reopen()
        try:
            n = self._catch_up()
            if self.owner:
                self.maybe_archive()
        except duckdb.Error:
            self._invalidated = self._invalidated or not self._usable()
            raise
        return n

    def _usable(self) -> bool:
        """Whether the connection still answers (DuckDB invalidates it when a checkpoint fails)."""
        try:
            self.con.execute("SELECT 1 FROM projection_meta LIMIT 1").fetchone()  # (the file, not the session)
        except (duckdb.Error, AttributeError):
            return False
        return True

    def _reopen(self) -> None:
        """Open the file again on a new connection; what the overlay held is read from the log again."""
        path = self.projector.path
        with contextlib.suppress(Exception):
            if self.projector.con is not None:
                self.projector.con.close()
        self.projector.con = None  # type: ignore[assignment]
        try:
            self.projector._open()
        except duckdb.Error as exc:
            raise ViewUnavailable(f"{path}: the view's database connection was invalidated ({exc}); it is opened "
                                  "again on the next query once the cause is fixed (space freed), or restart the "
                                  "process", field=None) from exc
        if self.overlay is not None:
            self.overlay = Overlay(self.projector, max_events=self.overlay.max_events, max_age=self.overlay.max_age)
        self._invalidated = False
        log.warning("reopened %s after DuckDB invalidated its connection", path)

    def _catch_up(self) -> int:
        ov = self.overlay
        if ov is not None:
            position = ov.position
            tail = self.source.max_position() - position  # an upper bound: positions may have gaps
            if tail <= 0:
                if ov.due() and self.flush() and self.owner:
                    self.maybe_publish()
                return 0
            if ov.fits(tail) and not ov.due():
                batch = self.source.read(position, tail)
                if not erases(batch):
                    return ov.stage(batch)
            staged = self.flush()
        else:
            staged = 0
        n = self.projector.catch_up(self._reading(), self.batch_size)
        if (n or staged) and self.owner:
            self.maybe_publish()
        return n

    def _reading(self) -> EventSource:
        """The source as the projector reads it: watched for erasures when the view owes a purge."""
        return self.source if self.purge is None else _Watched(self.source, self.purge)

    def maybe_archive(self) -> int:
        """Move long-invalidated facts to cold storage (Projector.archive), at most every
        `archive_interval` seconds. The overlay may hold newer versions of a fact archived
        from the file: writing them moves the fact back first (Projector._thaw)."""
        if time.monotonic() - self._last_archive < self.archive_interval:
            return 0
        self._last_archive = time.monotonic()
        return self.projector.archive()

    def flush(self) -> int:
        """Write the overlay (if any) to the file in one transaction."""
        if self.overlay is None or not len(self.overlay):
            return 0
        return self.overlay.flush()

    refresh = catch_up

    def _after_commit(self, projector: Projector) -> None:
        if projector.last_batch_erased:  # the old snapshot still holds the erased content
            self.publish()

    def maybe_publish(self) -> bool:
        if time.monotonic() - self._last_snapshot >= self.snapshot_interval:
            self.publish()
            return True
        return False

    def write_snapshot(self, target: str) -> None:
        """A consistent copy of everything this view shows, at `target` (atomic replace)."""
        self.flush()
        self.projector.write_snapshot(target)

    def catch_up_live(self, *, publish: bool = True) -> bool:
        """A private copy's view: catch the live file up too (and publish its snapshot) if its owner
        has gone since this process opened it (`catch_up_unowned`). Run after an erasure: the
        live file and its snapshot must not keep the content because nobody owns them now."""
        if self.owner or self.live_path is None:
            return False
        return catch_up_unowned(self.live_path, self.source, publish=publish, batch_size=self.batch_size,
                                purge=self.purge)

    def stamp(self) -> None:
        """Record in the owned file which event store it is built from (`projection_meta.store_id`),
        if it holds events and records none yet: a later open refuses it beside another store."""
        if not self.owner or self.projector.position == 0 or built_from(self.con) is not None:
            return
        try:
            store_id = store_identity(self.source)
        except Exception:  # (the store unreachable now: the next open stamps it)
            log.warning("could not read the event store's identity for %s", self.projector.path, exc_info=True)
            return
        mark_built_from(self.con, store_id)

    def publish(self) -> None:
        if self.owner and self.snapshot_path is not None:
            self.flush()  # the snapshot is read by other processes: everything we show goes in
            self.projector.write_snapshot(self.snapshot_path)
            self._last_snapshot = time.monotonic()

    def close(self) -> None:
        if self.projector.con is None:
            return
        try:
            if self.owner:
                # the log may hold events this process never queried, an erasure from another
                # process among them: the file and the snapshot must not keep erased content
                self.catch_up()
                self.flush()  # so the next open need not re-read the tail
                self.stamp()
                self.publish()
        finally:
            self.projector.close()
            release_owner_lock(self.owner_fd)
            self.owner_fd = None
        if self.private_path is not None:
            for p in (self.private_path, self.private_path + ".wal"):
                if os.path.exists(p):
                    os.remove(p)
        # an erasure this process made may have found the live file still locked by an owner that
        # was closing (its last catch-up before the erasure): if nobody owns it now, catch it up
        self.catch_up_live(publish=False)

    def __enter__(self) -> View:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_view(path: str, source: EventSource, *, catch_up: bool = True, snapshot_interval: float = 30.0,
              batch_size: int = 100_000, purge: Purge | None = None,
              verify: Callable[[View], None] | None = None) -> View:
    """Open `path` as owner if its lock is free, else a private copy of its snapshot
    caught up from `source`. Either way the returned view is caught up (unless
    `catch_up=False`); an erasure it applies runs `purge` (`View.purge`). `verify(view)` runs
    before anything is read from `source` into it: what it raises closes the view and is raised."""
    path = str(path)
    snap = snapshot_path_for(path)
    sweep_reader_copies(path)
    fd = owner_lock(path)  # first: an owner compacting has let DuckDB's lock go, not this one
    try:
        if fd is None:
            raise duckdb.IOException(f"Could not set lock on file {path!r}: another process owns the view")
        view = View(Projector(path), source, owner=True, snapshot_path=snap,
                    snapshot_interval=snapshot_interval, batch_size=batch_size, purge=purge)
        view.owner_fd, fd = fd, None
        # only the owner writes snapshots: a temporary left by one cut short (a crash) may hold
        # content erased since, and nobody is writing it now
        for leftover in glob.glob(glob.escape(snap) + ".*.tmp"):
            with contextlib.suppress(FileNotFoundError):
                os.remove(leftover)
    except (duckdb.IOException, duckdb.Error) as exc:  # a lock held by another process, or by this one
        release_owner_lock(fd)
        if not is_lock_error(exc, path):
            raise
        private = private_copy(path, snap)
        view = View(Projector(private), source, owner=False, snapshot_path=None,
                    private_path=private, batch_size=batch_size, live_path=path, purge=purge)
        os.chmod(private, 0o600)  # DuckDB made it when there was no snapshot to copy
    if catch_up or verify is not None:
        try:
            if verify is not None:
                verify(view)
            if catch_up:
                view.catch_up()
        except BaseException:  # release the file (an owner's lock) and delete a private copy
            view.projector.close()
            release_owner_lock(view.owner_fd)
            view.owner_fd = None
            if view.private_path is not None:
                for p in (view.private_path, view.private_path + ".wal"):
                    with contextlib.suppress(FileNotFoundError):
                        os.remove(p)
            raise
    return view
