"""Wires the event store to the DuckDB projection: the event source, the view, rebuilds."""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import duckdb
from eventsourcing.utils import get_topic

from commands.store.keyring import EVENTS_FILE
from commands.store.marks import write_mark
from ledger.errors import LedgerError
from ledger.events import FactErased, SubjectErased
from ledger.gcpause import gc_paused
from projections import Projector, View, open_view, rebuild
from projections.rebuild import same_store, store_identity
from projections.schema import built_from, decoded_through, holds_other_data, mark_built_from
from projections.view import is_lock_error, pid_alive, snapshot_path_for, sweep_reader_copies

if TYPE_CHECKING:
    from commands.ledger import Ledger
    from ledger.events import LedgerEvent

VIEWS_FILE = "views.duckdb"
ERASURE_TOPICS = (get_topic(FactErased), get_topic(SubjectErased))  # as stored (commands/store/mapper.py)
IDENTITY_EVENTS = 16  # first events whose stored bytes identify an event store (StoreEventSource.identity)
log = logging.getLogger(__name__)


class StoreEventSource:
    """The application's notification log, decoded (and unsealed) into ledger events.

    `records=True` (what the projector reads): read-side records (`ledger.records`) instead of
    validated pydantic models, the same fields for ~8 µs less an event; replay tools, which
    hand events to people and to the policy, read models."""

    def __init__(self, app: Any, *, records: bool = False) -> None:
        self.app = app
        self.records = records

    def read(self, after: int, limit: int) -> Sequence[tuple[int, LedgerEvent]]:
        # the collector paused over the read too, not only the decoding: building a chunk's
        # notifications with it on cost ~2x (measured 19 vs 8 us an event)
        with gc_paused():
            notes = self.app.recorder.select_notifications(start=after, limit=limit, inclusive_of_start=False)
            mapper = self.app.mapper
            events = mapper.to_records(notes) if self.records else mapper.to_domain_events(notes)
            return [(n.id, e) for n, e in zip(notes, events, strict=True)]

    def max_position(self) -> int:
        return int(self.app.recorder.max_notification_id() or 0)

    def identity(self, events: int = IDENTITY_EVENTS) -> str | None:
        """Which event store this is (`projections.rebuild.store_identity`): `<kind>:<n>:<digest>` of
        the kind of store and its first n (<= `events`) stored events, as stored (ids, topics, sealed
        bytes: a fact's sealed content has a random key and nonce, so two stores never share it).
        Those events never change once committed, so the id is stable while the log grows; a store
        migrated to PostgreSQL holds the same bytes at positions of its own, hence the kind. None
        for an empty store."""
        recorder = self.app.recorder
        notes = recorder.select_notifications(start=0, limit=events, inclusive_of_start=False)
        if not notes:
            return None
        kinds = {c.__module__.rpartition(".")[2] for c in type(recorder).__mro__}
        kind = next((k for k in ("postgres", "sqlite", "popo") if k in kinds), type(recorder).__name__)
        digest = hashlib.blake2b(digest_size=16)
        for n in notes:
            digest.update(f"{n.id}\x1f{n.originator_id}\x1f{n.originator_version}\x1f{n.topic}\x1f".encode())
            digest.update(bytes(n.state))
        return f"{kind}:{len(notes)}:{digest.hexdigest()}"


def views_path(home: Path) -> Path:
    return home / VIEWS_FILE


class ViewMismatch(LedgerError):
    """The data directory's view does not belong to the event store it is opened with: it shows
    positions the store has not reached (a store restored from a backup older than the view, its
    -wal deleted, emptied or deleted) or was built from another store (a view kept from before
    `memledger migrate`, another ledger's). Positions mean something only in their own log, so
    serving it would show facts the store does not hold and hide the commands acknowledged next.
    Nothing is changed: the operator restores the store that goes with the view, or rebuilds the
    view from this store (`memledger rebuild`, which keeps the old file as `views.duckdb.bak-*`)."""

    code = "view_mismatch"


def _store_name(source: StoreEventSource, home: Path) -> str:
    recorder = source.app.recorder
    return "the PostgreSQL event store" if "postgres" in type(recorder).__module__ else str(home / EVENTS_FILE)


_REBUILD_HINT = ("If this event store is the one to serve, run `memledger rebuild` (the view is rebuilt from it; "
                 "the old file is kept as views.duckdb.bak-<time>, deleted by the next erasure); otherwise restore "
                 "the event store that goes with the view. Nothing was changed")


_T = TypeVar("_T")


def _read_file(path: Path, read: Callable[[duckdb.DuckDBPyConnection], _T]) -> _T | None:
    """`read` of a projection file opened read-only; None when it cannot be read now (in use, damaged)."""
    try:
        con = duckdb.connect(str(path), read_only=True)
    except duckdb.Error:
        return None
    try:
        return read(con)
    except duckdb.Error:
        return None
    finally:
        con.close()


def _tracked(con: duckdb.DuckDBPyConnection) -> int:
    row = con.execute("SELECT max(notification_id) FROM projection_tracking").fetchone()
    return int(row[0] or 0) if row else 0


def _file_position(path: Path) -> int | None:
    """The last log position a view file holds, None when it cannot be read now (in use, damaged)."""
    return _read_file(path, _tracked)


def refuse_lost_store(home: Path) -> None:
    """Raise ViewMismatch when the SQLite event store of `home` is missing or empty while its view
    holds events: opening would start a fresh empty ledger under a view of the lost one (review
    22). Checked before anything is made in the directory."""
    store = home / EVENTS_FILE
    try:
        if store.stat().st_size > 0:
            return
        state = "is empty (0 bytes)"
        wal = Path(str(store) + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            return  # (its pages are in the -wal: opening tells)
    except FileNotFoundError:
        state = "is missing"
    view = views_path(home)
    position = _file_position(view) if view.exists() else None
    if not position:
        return
    raise ViewMismatch(f"{store} {state}, but {view} shows the event log up to position {position}: the event store "
                       "was lost (deleted, emptied by a full disk or a restore cut short), and no new empty ledger is "
                       "started over it. Restore events.sqlite (with its -wal) from a backup. To start a new ledger "
                       "here on purpose, move views.duckdb and views.snapshot.duckdb away first", field="home")


def check_view(view: View, source: StoreEventSource, home: Path) -> None:
    """Raise ViewMismatch unless the view at `home` belongs to `source`'s store: it is not ahead of
    the log, and the store it records (`projection_meta.store_id`) is this one. A live view that
    records none yet (made before it was recorded, or empty until now) is stamped with this store."""
    path = views_path(home)
    position = view.projector.position
    end = source.max_position()
    store = _store_name(source, home)
    if position > end:
        what = "is empty" if end == 0 else f"ends at position {end}"
        raise ViewMismatch(f"{path} shows the event log up to position {position}, but {store} {what}: the event "
                           "store is older than its view (restored from a backup taken before the view was copied, "
                           "its -wal deleted after a crash, emptied, or another ledger's). " + _REBUILD_HINT,
                           field="home")
    recorded = built_from(view.con)
    if recorded is not None:
        if same_store(recorded, source) is False:
            raise ViewMismatch(f"{path} was built from another event store ({recorded}) than {store} "
                               f"({store_identity(source)}): a view kept from before `memledger migrate`, or "
                               "another ledger's. " + _REBUILD_HINT, field="home")
    elif position > 0 and view.owner:
        mark_built_from(view.con, store_identity(source))


def attach_views(ledger: Ledger, home: Path | None) -> None:
    """Give the ledger its read side: the DuckDB file in `home`, or an in-memory one. A view file
    that does not belong to the event store is refused (`check_view`), never served."""
    source = StoreEventSource(ledger.app, records=True)
    if home is None:
        ledger.views = View(Projector(":memory:"), source, owner=True, snapshot_path=None)
        ledger.views.catch_up()
    else:
        # every view of the data directory (owned or a private copy) that applies an erasure purges
        # its copies, whichever process or data directory made the erasure (`PurgeDebt`)
        ledger.views = open_view(str(views_path(home)), source, purge=PurgeDebt(home),
                                 verify=lambda view: check_view(view, source, home))
        purge_side_files_erased_since(home, source)  # (a few globs when there is no copy)


# copies of the view that predate an erasure: rollback copies, an interrupted (or running:
# it fails at its swap and starts over next time) rebuild, a swap's copy from another disk.
# Not the owner's temporaries (a compaction, a snapshot being written): another process may be
# writing them right now (found in review); the owner deletes leftovers of its own when it
# opens the view.
_STALE_COPIES = (VIEWS_FILE + ".bak-*", VIEWS_FILE + ".building", VIEWS_FILE + ".building.wal",
                 VIEWS_FILE + ".swap-in")


# side files built by `memledger replay rebuild --into PATH` (anywhere on disk), one path a line:
# absolute, or relative to the data directory for a file inside it (so that it is still found
# once the directory is moved, and a copy of the directory names its own copy of the file, not
# the original's). They hold content as it was, so an erasure deletes them too
SIDE_FILES = "side-views.txt"
_SIDE_SUFFIXES = ("", ".wal", ".building", ".building.wal")


def _registered_as(home: Path, path: str | os.PathLike[str]) -> str:
    """How `path` is written in the registry: relative to `home` when it is inside it."""
    target = os.path.abspath(os.fspath(path))
    inside = os.path.relpath(target, os.path.abspath(home))
    if inside != os.curdir and not inside.startswith(os.pardir + os.sep) and inside != os.pardir:
        return inside
    return target


def _side_path(home: Path, line: str) -> str | None:
    """The file a registry line names (a relative one: inside `home`), None for a blank line."""
    if not line:
        return None
    return line if os.path.isabs(line) else os.path.join(os.path.abspath(home), line)


def register_side_file(home: Path, path: str | os.PathLike[str]) -> None:
    """Remember a projection file written outside the live view (elsewhere on disk, or inside the
    data directory), so that an erasure of content it may hold deletes it (`purge_backups`)."""
    target = _registered_as(home, path)
    registry = home / SIDE_FILES
    known = registry.read_text(encoding="utf-8").splitlines() if registry.exists() else []
    if target not in known:
        with registry.open("a", encoding="utf-8") as f:
            f.write(target + "\n")


def _unlink(path: Path, removed: list[Path]) -> bool:
    """Delete `path` if it exists; False when it exists and could not be deleted."""
    try:
        path.unlink()
    except FileNotFoundError:
        return True
    except OSError as exc:
        log.warning("could not delete %s, which may hold erased content: %s", path, exc)
        return False
    removed.append(path)
    return True


def _purge_side_files(home: Path) -> list[Path]:
    registry = home / SIDE_FILES
    if not registry.exists():
        return []
    removed: list[Path] = []
    seen = registry.read_text(encoding="utf-8").splitlines()
    failed = []
    live = views_path(home)
    for line in seen:
        named = _side_path(home, line)
        if named is None:
            continue
        base = Path(named)
        if live.exists() and _same_file(base, live):
            continue  # the live view under another name (a symlinked data directory): never a side file
        db_files = [Path(named + s) for s in ("", ".building")]
        if any(holds_other_data(f) for f in db_files):
            continue  # the path now holds something that is not a projection: not ours to delete
        deleted = [_unlink(Path(named + suffix), removed) for suffix in _SIDE_SUFFIXES]  # every one tried
        if not all(deleted):
            failed.append(line)
    # a file that could not be deleted stays registered for the next erasure (and so does a path
    # registered meanwhile); the erasure itself is committed and is not reported as failed
    later = [line for line in registry.read_text(encoding="utf-8").splitlines() if line not in seen]
    keep = list(dict.fromkeys(failed + later))
    if keep:
        tmp = registry.with_name(registry.name + ".tmp")
        tmp.write_text("".join(line + "\n" for line in keep), encoding="utf-8")
        os.replace(tmp, registry)
    else:
        registry.unlink(missing_ok=True)
    return removed


def _built_at(path: Path) -> tuple[int, str | None] | None:
    """The last position of the log whose erasures a projection file reflects, and the store it was
    built from; None when it cannot be read now (in use by a rebuild or a diff, damaged): it is
    left for a later look. Erasures up to the log's end when it was built were read as such (files
    from before that was recorded: only those up to its position)."""
    return _read_file(path, lambda con: (max(_tracked(con), decoded_through(con) or 0), built_from(con)))


def purge_side_files_erased_since(home: Path, source: StoreEventSource) -> list[Path]:
    """Delete the registered side files (and interrupted builds of them), and the data directory's
    own copies of the view (`_STALE_COPIES`: rollback copies, an interrupted rebuild), that an
    erasure recorded after they were built (beyond the log's end then, and their position) may have
    left holding erased content. `purge_backups` deletes them wherever an erasure is projected
    (`PurgeDebt`), but on PostgreSQL the process that erased (the server) may have another data
    directory than the one a side file is registered in (the operator's), and a copy can be made
    after its directory's view applied an erasure and still predate it (`replay swap` keeps a live
    view nobody had caught up as a rollback copy): so each process using a data directory also looks
    at the log itself when it opens its views and before every `replay` command: one read per
    copy for an erasure event after that position (a few globs when there is none). Files another
    store built, files in use or unreadable (damaged) and paths holding other data are left alone."""
    registry = home / SIDE_FILES
    candidates: list[Path] = [copy for pattern in _STALE_COPIES if not pattern.endswith(".wal")
                              for copy in home.glob(pattern)]
    if registry.exists():
        for line in dict.fromkeys(registry.read_text(encoding="utf-8").splitlines()):
            named = _side_path(home, line)
            if named is not None:
                candidates += [Path(named), Path(named + ".building")]
    if not candidates:
        return []
    live = views_path(home)
    removed: list[Path] = []
    for db in candidates:
        if not db.exists() or holds_other_data(db) or (live.exists() and _same_file(db, live)):
            continue
        state = _built_at(db)
        if state is None:
            continue
        through, store_id = state
        if store_id is not None and same_store(store_id, source) is False:
            continue  # positions of another log say nothing about this one's erasures
        later = source.app.recorder.select_notifications(start=through, limit=1, topics=ERASURE_TOPICS,
                                                         inclusive_of_start=False)
        if later:
            for path in (db, Path(str(db) + ".wal")):
                _unlink(path, removed)
    return removed


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def purge_backups(home: Path) -> list[Path]:
    """Delete every copy of the view that may predate an erasure: rollback copies and an
    interrupted rebuild in the data directory (`_STALE_COPIES`), private copies that dead
    readers left behind (`sweep_reader_copies`) and the side files that
    `replay rebuild --into` wrote elsewhere (`SIDE_FILES`). Runs after the erasure committed: a
    file that cannot be deleted is logged (and a side file kept registered), never raised."""
    removed: list[Path] = []
    for pattern in _STALE_COPIES:
        for copy in home.glob(pattern):
            _unlink(copy, removed)
    removed += [Path(p) for p in sweep_reader_copies(str(views_path(home)))]  # left by dead readers
    from commands.backup import scrub_backups  # (`memledger backup`'s copies: their erased keys go)

    scrub_backups(home)
    return removed + _purge_side_files(home)


# a purge owed to a data directory, written down before the erasure (or the view's applying of it)
# commits and deleted once `purge_backups` ran: `purge-pending.<pid>-<random>`, empty
PURGE_MARK = "purge-pending"


class PurgeDebt:
    """The purge of one data directory's copies of the view that predate an erasure
    (`purge_backups`), and its written-down debts, so that it is owed durably, not only by a
    process that may die (or fail) between an erasure's commit and its purge (review 18).

    - The erasing call (`Ledger.handle_many`, `Ledger.erasure_debt`): `owe()` writes a mark
      before a batch holding an `Erase` is written, `paid(mark)` deletes it once the ledger's
      `on_erasure` hooks (this purge) ran after the commit.
    - Every view of the data directory (`View.purge`: the owner, a private copy, `open_view`'s
      catch-up, `catch_up_unowned`), whichever process or data directory made the erasure: `due()`
      writes a mark when the view reads a chunk of the log holding an erasure, before applying it;
      `applied()`, after the commit that applied it, purges and deletes that mark.
    - `pay_left()` at every open of the data directory (`open_ledger`): marks left mean a process
      died (or failed) before its purge: purge, and delete the marks of processes that are gone (a
      live one deletes its own).

    The purge is idempotent and never touches the live view, its snapshot or a live reader's copy."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self._due: Path | None = None  # a view's mark while an erasure it read is not applied yet

    def _write(self) -> Path:
        return write_mark(self.home / PURGE_MARK)

    def marks(self) -> list[Path]:
        return list(self.home.glob(PURGE_MARK + ".*"))

    def owe(self) -> Path:
        """Write down that a purge is owed (before the erasure commits); the mark is `paid` after it."""
        return self._write()

    def paid(self, mark: object) -> None:
        if isinstance(mark, Path):
            mark.unlink(missing_ok=True)

    def due(self) -> None:
        """A view is about to apply an erasure: the purge is owed from then on."""
        if self._due is None:
            self._due = self._write()

    def applied(self) -> None:
        """A view committed an erasure: purge now."""
        purge_backups(self.home)
        mark, self._due = self._due, None
        self.paid(mark)

    def pay_left(self) -> list[Path]:
        """Purge for the marks found (a few globs when there are none); delete those whose process
        is gone. A live process's mark stays for it to delete: it may not have committed yet."""
        marks = self.marks()
        if not marks:
            return []
        try:
            removed = purge_backups(self.home)
        except OSError as exc:  # (the registry of side files unreadable): the marks stay for a later open
            log.warning("could not purge the copies of the view in %s that predate an erasure: %s", self.home, exc)
            return []
        for mark in marks:
            pid = mark.name[len(PURGE_MARK) + 1:].partition("-")[0]
            if pid.isdigit() and int(pid) != os.getpid() and not pid_alive(int(pid)):
                with contextlib.suppress(OSError):
                    mark.unlink()
        return removed


class ViewInUse(LedgerError):
    """Another process owns the live view: stop it, or use `replay rebuild --into` + `replay swap`."""

    code = "conflict"


def _probe(path: str) -> str | None:
    """"in use" when a process has the live view open, "damaged" when DuckDB cannot open it for
    another reason (emptied by a full disk, a restore cut short: only a rebuild repairs it), else
    None (a file that opens, or none)."""
    if not Path(path).exists():
        return None
    try:
        duckdb.connect(path, read_only=True).close()
    except duckdb.Error as exc:
        return "in use" if is_lock_error(exc, path) else "damaged"
    return None


def _owned_elsewhere(path: str) -> bool:
    """A process has the live view open (a damaged file is not in use: `rebuild_live` replaces it)."""
    return _probe(path) == "in use"


def _mismatched(path: str, source: StoreEventSource) -> bool:
    """Whether the view file at `path` is ahead of `source`'s log or records another store."""
    try:
        con = duckdb.connect(path, read_only=True)
    except duckdb.Error:
        return False
    try:
        row = con.execute("SELECT max(notification_id) FROM projection_tracking").fetchone()
        recorded = built_from(con)
    except duckdb.Error:
        return False
    finally:
        con.close()
    if row is not None and int(row[0] or 0) > source.max_position():
        return True
    return recorded is not None and same_store(recorded, source) is False


def rebuild_live(ledger: Ledger, home: Path, *, progress: bool = True, keep_mismatched: bool = True) -> int:
    """Rebuild the live view from the whole log into a side file, swapped in atomically when complete.

    The live view keeps serving while the rebuild runs; the swap is refused while another
    process owns the live view (it would keep writing to the replaced file). A damaged live
    file is replaced too, and kept as `views.duckdb.bak-<timestamp>` (as `replay swap` keeps it).
    """
    target = str(views_path(home))
    state = _probe(target)
    if state == "in use":
        raise ViewInUse(f"{target} is open in another process; stop it or use "
                        "`memledger replay rebuild --into FILE` then `memledger replay swap FILE`", field=None)
    source = StoreEventSource(ledger.app, records=True)
    # a damaged view, or one of another store or ahead of the log (`ViewMismatch`), is kept aside
    # (`views.duckdb.bak-*`: deleted by the next erasure, `purge_backups`)
    if state == "damaged" or (keep_mismatched and state is None and Path(target).exists()
                              and _mismatched(target, source)):
        from replay.swap import keep_backup  # (the replay package: ~13 ms of imports every open could spare)

        keep_backup(target)
    position = rebuild(source, target, progress=progress)
    with Projector(target) as fresh:
        fresh.write_snapshot(snapshot_path_for(target))
    return position
