"""`memledger backup DEST`: a consistent copy of a live SQLite event store, which later erasures reach.

SQLite's online backup API copies `events.sqlite` (its -wal included) as of one moment while writers
go on; the copy is made 0600. The view is not copied: it is rebuilt from the log when a restored home
opens. Nor is the master key: keep it apart from the backups (whoever holds both reads every fact).

A backup is registered in the data directory (`backups.txt`; relative to the directory when inside it,
as `side-views.txt`), and every erasure's purge (`commands.views.purge_backups`, owed durably by the
purge-pending marks) deletes from each registered backup, with `secure_delete`, the wrapped keys the live
store no longer holds: the erased facts' content can then not be read from the backup either. A backup
that is not a prefix of the live log (the live store was restored from an older backup since, or it is
another ledger's) is left alone: a key it holds that the live store lacks need not be an erasure there.
Copies made otherwise (`cp`, `sqlite3 .backup`, file-system snapshots) are not reached: restoring one
taken before an erasure brings the erased content back, so erasures must be applied again after it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
from pathlib import Path

from commands.store.keyring import EVENTS_FILE
from ledger.errors import InvalidCommand, LedgerError

BACKUPS = "backups.txt"
log = logging.getLogger(__name__)


class BackupFailed(LedgerError):
    """The backup could not be made (no event store, the destination cannot be written)."""

    code = "store_error"


def _registered_as(home: Path, path: Path) -> str:
    target = os.path.abspath(path)
    inside = os.path.relpath(target, os.path.abspath(home))
    return inside if not (inside == os.pardir or inside.startswith(os.pardir + os.sep)) else target


def _named(home: Path, line: str) -> Path:
    return Path(line) if os.path.isabs(line) else Path(os.path.abspath(home)) / line


def backup_store(home: str | os.PathLike[str], dest: str | os.PathLike[str]) -> dict[str, object]:
    """Copy `home`'s event store to `dest` (a new file, mode 0600) with SQLite's online backup API,
    and register it so that later erasures scrub its keys. Returns {"backup", "events", "keys"}."""
    home, dest = Path(home), Path(dest)
    store = home / EVENTS_FILE
    if not store.exists():
        raise BackupFailed(f"{store}: no SQLite event store to back up (on PostgreSQL use pg_dump or WAL archiving)",
                           field="home")
    if dest.exists() or Path(f"{dest}-wal").exists():
        raise InvalidCommand(f"dest: {dest} exists; give a new file (a backup never overwrites one)", field="dest")
    if os.path.abspath(dest) == os.path.abspath(store):
        raise InvalidCommand(f"dest: {dest} is the event store itself", field="dest")
    try:
        os.close(os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))  # 0600 before a byte is in it
    except OSError as exc:
        raise BackupFailed(f"dest: cannot create {dest} ({exc.strerror})", field="dest") from None
    registry = home / BACKUPS
    line = _registered_as(home, dest)
    known = registry.read_text(encoding="utf-8").splitlines() if registry.exists() else []
    if line not in known:  # registered first: an erasure while it is copied reaches it too
        with registry.open("a", encoding="utf-8") as f:
            f.write(line + "\n")
    try:
        src = sqlite3.connect(f"{store.resolve().as_uri()}?mode=ro", uri=True, timeout=30)
        dst = sqlite3.connect(dest)
        try:
            with dst:
                src.backup(dst)  # one step: a consistent snapshot of the whole store
            dst.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
            events = int(dst.execute("SELECT count(*) FROM stored_events").fetchone()[0])
            keys = int(dst.execute("SELECT count(*) FROM memledger_keys").fetchone()[0])
        finally:
            dst.close()
            src.close()
        os.chmod(dest, 0o600)
        # keys erased between the registration and the end of the copy
        scrub_backup(home, dest)
    except (sqlite3.Error, OSError) as exc:
        for p in (dest, Path(f"{dest}-journal"), Path(f"{dest}-wal")):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()
        raise BackupFailed(f"backup of {store} to {dest} failed ({type(exc).__name__}: {exc}); nothing was kept",
                           field="dest") from None
    return {"backup": str(dest), "events": events, "keys": keys}


def _is_prefix(con: sqlite3.Connection) -> bool:
    """Whether the backup's log (main) is a prefix of the live log (attached as `live`)."""
    last = con.execute("SELECT rowid, originator_id, originator_version, topic, state FROM main.stored_events "
                       "ORDER BY rowid DESC LIMIT 1").fetchone()
    if last is None:
        return True
    same = con.execute("SELECT originator_id, originator_version, topic, state FROM live.stored_events "
                       "WHERE rowid = ?", (last[0],)).fetchone()
    return same is not None and tuple(same) == tuple(last[1:])


def scrub_backup(home: Path, backup: Path) -> int:
    """Delete from `backup`, with secure_delete, the wrapped keys `home`'s live store no longer holds
    (its facts were erased there). Returns how many; 0 for a backup that is not a prefix of the live log."""
    store = home / EVENTS_FILE
    if not store.exists() or not backup.exists():
        return 0
    con = sqlite3.connect(backup, isolation_level=None, timeout=30)
    try:
        con.execute("PRAGMA secure_delete=ON")
        con.execute("ATTACH DATABASE ? AS live", (f"{store.resolve().as_uri()}?mode=ro",))
        if not _is_prefix(con):
            log.warning("%s is not a backup of %s as it is now (restored from an older backup since?): its keys "
                        "are left as they are; apply the erasures to it yourself", backup, store)
            return 0
        cur = con.execute("DELETE FROM main.memledger_keys WHERE fact_id NOT IN "
                          "(SELECT fact_id FROM live.memledger_keys)")
        con.execute("DETACH DATABASE live")
        if con.execute("PRAGMA journal_mode").fetchone()[0] == "wal":
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return int(cur.rowcount or 0)
    finally:
        con.close()


def scrub_backups(home: Path) -> list[Path]:
    """`scrub_backup` every registered backup that exists (run after an erasure: never raises; a
    backup that cannot be scrubbed now is logged and scrubbed by the next erasure's purge)."""
    registry = home / BACKUPS
    if not registry.exists():
        return []
    scrubbed = []
    for line in dict.fromkeys(registry.read_text(encoding="utf-8").splitlines()):
        if not line:
            continue
        path = _named(home, line)
        try:
            if scrub_backup(home, path):
                scrubbed.append(path)
        except (sqlite3.Error, OSError) as exc:
            log.warning("could not scrub the backup %s, which may hold an erased fact's key: %s", path, exc)
    return scrubbed
