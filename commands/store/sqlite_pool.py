"""SQLite connections: a real prepared-statement cache, and write sessions.

Statement cache. eventsourcing 9.5 opens its SQLite connections with `cached_statements=True`, which `sqlite3`
reads as a cache of ONE statement: every BEGIN, SELECT, INSERT and COMMIT of a transaction is
compiled again (measured on the ledger's store: a read transaction of one point query took
~80 us through the pool, ~9 us with statements cached; a Remember command runs ~8 statements).
This pool opens the same connections (WAL, autocommit, sqlite3.Row) with a cache of
`STATEMENT_CACHE` statements. Remove it when the library passes a number.

Write sessions. The library runs every recorder call in its own transaction: a command that
reads its slot, then appends, paid for two (a pool checkout, BEGIN and COMMIT each) and read
under a deferred lock another process could take before the append. `SessionDatastore.
write_session()` opens ONE `BEGIN IMMEDIATE` transaction on the writer connection; every
recorder call made by the same thread inside it (reads of slots, heads and keys, then the
insert) runs in that transaction, and the session's exit commits it once.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from eventsourcing.persistence import (
    ConnectionPoolClosedError,
    DataError,
    IntegrityError,
    InterfaceError,
    InternalError,
    OperationalError,
    PersistenceError,
)
from eventsourcing.sqlite import (
    SQLITE3_DEFAULT_LOCK_TIMEOUT,
    SQLiteConnection,
    SQLiteConnectionPool,
    SQLiteDatastore,
)
from tenacity import Retrying, retry_if_exception, stop_after_delay, wait_random_exponential

STATEMENT_CACHE = 256
# page cache of the write sessions' connection, in KiB (SQLite's default is 2 MiB): slot ids are
# hashes, so each event lands on a random leaf of the (stream, version) index, and a store past
# 2 MiB no longer keeps those leaves cached (20k commands batched: 6,748 -> 7,342 commands/s
# with 64 MiB, medians of 3; one at a time unchanged within noise)
WRITER_CACHE_KIB = 65_536


class StatementCachingPool(SQLiteConnectionPool):
    """`SQLiteConnectionPool` whose connections keep `STATEMENT_CACHE` compiled statements."""

    def _create_connection(self) -> SQLiteConnection:
        # As SQLiteConnectionPool._create_connection (eventsourcing 9.5.6), but for cached_statements.
        try:
            c = sqlite3.connect(
                database=self.db_name,
                uri=True,
                check_same_thread=False,
                isolation_level=None,  # autocommit: the library issues BEGIN itself
                cached_statements=STATEMENT_CACHE,
                timeout=self.lock_timeout or SQLITE3_DEFAULT_LOCK_TIMEOUT,
            )
        except (sqlite3.Error, TypeError) as e:
            raise InterfaceError(e) from e
        if not self.is_sqlite_memory_mode and not self.is_journal_mode_wal:
            try:
                self._use_wal(c)
            except BaseException:
                c.close()
                raise
            self.is_journal_mode_wal = True
        c.row_factory = sqlite3.Row
        return SQLiteConnection(sqlite_conn=c, max_age=self.max_age)

    def _use_wal(self, c: sqlite3.Connection) -> None:
        """Switch the file to WAL (once: the mode is kept in the file). SQLite does not run the busy
        handler for `journal_mode=WAL` while another connection writes to a file still in
        rollback-journal mode (a new store another process is setting up): it fails at once with
        "database is locked". Retried with a growing wait, up to the lock timeout every other
        statement waits."""
        timeout = self.lock_timeout or SQLITE3_DEFAULT_LOCK_TIMEOUT
        for attempt in Retrying(retry=retry_if_exception(_busy), stop=stop_after_delay(timeout),
                                wait=wait_random_exponential(multiplier=0.01, max=0.25), reraise=True):
            with attempt:
                cursor = c.cursor()
                cursor.execute("PRAGMA journal_mode;")
                if cursor.fetchone()[0].lower() != "wal":
                    cursor.execute("PRAGMA journal_mode=WAL;")
                    self.journal_mode_was_changed_to_wal = True


def _busy(exc: BaseException) -> bool:
    """SQLITE_BUSY or SQLITE_LOCKED (extended codes included): another connection holds the lock."""
    code = getattr(exc, "sqlite_errorcode", None)
    return isinstance(exc, sqlite3.OperationalError) and code is not None and (
        code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED))


def use_statement_cache(datastore: SQLiteDatastore) -> None:
    """Give a datastore that has not opened a connection yet a `StatementCachingPool` with the same settings."""
    old = datastore.pool
    datastore.pool = StatementCachingPool(
        db_name=old.db_name, lock_timeout=old.lock_timeout, pool_size=old.pool_size,
        max_overflow=old.max_overflow, pool_timeout=old.pool_timeout, max_age=old.max_age, pre_ping=old.pre_ping,
    )
    old.close()


# sqlite3's errors as the library's (what its SQLiteTransaction raises), most specific first
_ERRORS: tuple[tuple[type[sqlite3.Error], type[PersistenceError]], ...] = (
    (sqlite3.IntegrityError, IntegrityError), (sqlite3.OperationalError, OperationalError),
    (sqlite3.DataError, DataError), (sqlite3.InternalError, InternalError),
    (sqlite3.InterfaceError, InterfaceError), (sqlite3.Error, PersistenceError),
)


def _library_error(e: sqlite3.Error) -> PersistenceError:
    return next(lib for raw, lib in _ERRORS if isinstance(e, raw))(e)


class _Joined:
    """A recorder call inside a write session: the session's cursor, sqlite3's errors raised as
    the library's; nothing to begin or commit (a class, not a generator: a command makes
    several of these calls; timeit: 0.4 us a `with` against 1.4 us for @contextmanager)."""

    __slots__ = ("cursor",)

    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self.cursor = cursor

    def __enter__(self) -> sqlite3.Cursor:
        return self.cursor

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: object) -> None:
        if isinstance(exc, sqlite3.Error):
            raise _library_error(exc) from exc


class SessionDatastore(SQLiteDatastore):
    """The recorder's view of a `SQLiteDatastore` (sharing its pool, which it does not own),
    whose `transaction()` joins the calling thread's write session when one is open. Sessions
    run on one writer connection of their own, outside the pool (whose checkout and return
    took ~20 us of a ~550 us command), one session at a time."""

    def __init__(self, inner: SQLiteDatastore) -> None:  # no super().__init__: it would open a pool
        self.pool = inner.pool
        self.single_row_tracking = inner.single_row_tracking
        self.originator_id_type = inner.originator_id_type
        self._session = threading.local()
        self._writer: SQLiteConnection | None = None
        self._writer_lock = threading.Lock()

    def transaction(self, *, commit: bool) -> Any:
        # (the library's own transaction also yields the raw sqlite3 cursor, typed as its wrapper)
        cursor: sqlite3.Cursor | None = getattr(self._session, "cursor", None)
        if cursor is None:
            return super().transaction(commit=commit)
        return _Joined(cursor)

    @contextmanager
    def write_session(self) -> Iterator[None]:
        """One IMMEDIATE transaction for everything this thread reads and writes inside; an
        exception rolls all of it back. Not reentrant."""
        if getattr(self._session, "cursor", None) is not None:
            raise RuntimeError("a write session is already open on this thread")
        with self._writer_lock:
            if self._writer is None:
                if self.pool._closed:  # the application was closed: no new connection behind its back
                    raise ConnectionPoolClosedError("the event store is closed")
                writer = self.pool._create_connection()  # same settings as the pool's
                writer._sqlite_conn.execute(f"PRAGMA cache_size = -{WRITER_CACHE_KIB}")
                self._writer = writer
            conn = self._writer._sqlite_conn
            cursor = conn.cursor()
            try:
                with _Joined(cursor):
                    cursor.execute("BEGIN IMMEDIATE")  # waits (busy timeout) for other writers
                self._session.cursor = cursor
                try:
                    yield
                except BaseException:
                    conn.rollback()
                    raise
                try:
                    with _Joined(cursor):
                        conn.commit()
                except BaseException:
                    conn.rollback()  # a COMMIT that failed (busy, I/O) can leave the transaction open
                    raise
            finally:
                self._session.cursor = None
                cursor.close()

    def close(self) -> None:
        """Close the sessions' writer connection (the pool belongs to the inner datastore)."""
        with self._writer_lock:
            if self._writer is not None:
                self._writer.close()
                self._writer = None
