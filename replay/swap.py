"""Make a rebuilt projection file the live view, atomically, keeping the old one for rollback."""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

import duckdb

from ledger.errors import InvalidCommand
from projections.projector import Projector
from projections.rebuild import same_store, store_identity
from projections.schema import built_from, holds_other_data, mark_built_from
from projections.source import EventSource
from projections.view import is_lock_error, snapshot_path_for
from replay.errors import FileMissing, OtherStore
from replay.rebuild import same_path


class LiveViewInUse(RuntimeError):
    """Another process owns the live view: swapping under it would be undone when it closes."""


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class SwapResult:
    live: str
    backup: str | None
    snapshot: str
    position: int


def _check_unlocked(path: str) -> None:
    """Raise LiveViewInUse when a process has `path` open. A file DuckDB cannot open for another
    reason (emptied by a full disk, a restore cut short) is damaged, not in use: swapping a good
    view in is the repair (the damaged file is kept as the backup)."""
    if not os.path.exists(path):
        return
    try:
        con = duckdb.connect(path, read_only=True)
    except duckdb.Error as exc:
        if is_lock_error(exc, path):
            raise LiveViewInUse(
                f"{path} is open by another process ({exc}); stop it first: it keeps serving the old file "
                "and republishes the old snapshot when it closes"
            ) from None
        return
    con.close()


def _backup_name(live: str, clock: Callable[[], datetime]) -> str:
    stamp = clock().astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    name, i = f"{live}.bak-{stamp}", 1
    while os.path.exists(name):
        i += 1
        name = f"{live}.bak-{stamp}-{i}"
    return name


def keep_backup(live_path: str, clock: Callable[[], datetime] = _now) -> str | None:
    """Keep the live file (and its WAL) as `<live>.bak-<UTC timestamp>` before it is replaced; the
    live name keeps pointing at the old file until then. None when there is no live file."""
    if not os.path.exists(live_path):
        return None
    backup = _backup_name(live_path, clock)
    try:
        os.link(live_path, backup)
    except OSError:
        shutil.copy2(live_path, backup)
    if os.path.exists(live_path + ".wal"):
        os.replace(live_path + ".wal", backup + ".wal")
    return backup


def _move_in(new_path: str, live_path: str) -> None:
    """`os.replace(new_path, live_path)`, also when `new_path` is on another file system (a rebuild
    into /tmp on a tmpfs): then it is copied beside the live file first (`<live>.swap-in`, deleted
    by an erasure if left behind), and the copy replaces the live file in one rename."""
    try:
        os.replace(new_path, live_path)
        return
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
    staged = live_path + ".swap-in"
    try:
        # fact content in plain text: the owner's only (os.replace keeps the mode)
        with open(new_path, "rb") as src, os.fdopen(
                os.open(staged, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "wb") as dst:
            os.fchmod(dst.fileno(), 0o600)  # (a leftover of an interrupted swap keeps its mode)
            shutil.copyfileobj(src, dst, 1 << 20)
            dst.flush()
            os.fsync(dst.fileno())
        os.replace(staged, live_path)
    except BaseException:
        if os.path.exists(staged):
            os.remove(staged)
        raise
    os.remove(new_path)  # moved, as on one file system


def _check_store(fresh: Projector, new_path: str, source: EventSource) -> None:
    """Refuse (`OtherStore`, field `file`) a file built from another event store than `source`'s: a
    wrong --home, or a file kept from before `memledger migrate` (PostgreSQL's positions differ).
    Caught up from this log at the position it claims, it would serve the other store's tenants and
    miss this one's events up to there. A file that does not say which store it was built from
    (built before that was recorded) is refused only when it claims a position this log has not
    reached."""
    recorded = built_from(fresh.con)
    if recorded is not None and same_store(recorded, source) is False:
        raise OtherStore(f"file: {new_path} was built from another event store than this ledger's "
                         f"({recorded}, this one is {store_identity(source)}): rebuild it from this ledger "
                         "with `replay rebuild --into`", field="file")
    end = source.max_position()
    if fresh.position > end:
        raise OtherStore(f"file: {new_path} is at position {fresh.position}, past the end of this ledger's log "
                         f"({end}): it was built from another event store; rebuild it with `replay rebuild "
                         "--into`", field="file")


def swap(new_path: str | os.PathLike[str], live_path: str | os.PathLike[str], *,
         source: EventSource | None = None, clock: Callable[[], datetime] = _now, catch_up: bool = True) -> SwapResult:
    """Replace `live_path` by `new_path` with one `os.replace` (readers always see a whole file),
    keeping the old live file as `<live>.bak-<UTC timestamp>`, then publish the snapshot other
    processes read. With `source`, the new file must have been built from its event store
    (`OtherStore` otherwise) and is first caught up to the end of the log (unless not `catch_up`).

    Raises `LiveViewInUse` while another process owns the live view, and
    `ProjectionVersionMismatch` if `new_path` was built by another projection version."""
    new_path, live_path = os.path.abspath(os.fspath(new_path)), os.path.abspath(os.fspath(live_path))
    if not os.path.exists(new_path):
        raise FileMissing(f"file: no such file: {new_path}", field="file")
    if same_path(new_path, live_path):
        raise InvalidCommand(f"file: {new_path} is already the live view", field="file")
    if holds_other_data(new_path):  # opening it as a projection would add tables to a user's database
        raise InvalidCommand(f"file: {new_path} is not a memledger view (a DuckDB projection file, e.g. from "
                             "`replay rebuild --into`)", field="file")
    _check_unlocked(live_path)
    with Projector(new_path) as fresh:  # checks the projection version
        if source is not None:
            _check_store(fresh, new_path, source)
            if catch_up:
                fresh.catch_up(source)
            store_id = store_identity(source)
            if store_id is not None and built_from(fresh.con) is None:
                mark_built_from(fresh.con, store_id)  # what it serves from now on
        fresh.con.execute("CHECKPOINT")
        position = fresh.position
    if os.path.exists(new_path + ".wal"):
        raise RuntimeError(f"{new_path}.wal remains after a checkpoint: is the file open elsewhere?")
    backup = keep_backup(live_path, clock)
    _move_in(new_path, live_path)
    snapshot = snapshot_path_for(live_path)
    with Projector(live_path) as live:
        live.write_snapshot(snapshot)
    return SwapResult(live=live_path, backup=backup, snapshot=snapshot, position=position)


def rollback(backup_path: str | os.PathLike[str], live_path: str | os.PathLike[str], *,
             source: EventSource | None = None, clock: Callable[[], datetime] = _now) -> SwapResult:
    """Swap a backup back in (the current live file becomes a backup in turn)."""
    tmp = f"{os.fspath(live_path)}.rollback"
    shutil.copy2(backup_path, tmp)
    return swap(tmp, live_path, source=source, clock=clock)
