"""SQLite connections with a real prepared-statement cache.

eventsourcing 9.5 opens its SQLite connections with `cached_statements=True`, which `sqlite3`
reads as a cache of ONE statement: every BEGIN, SELECT, INSERT and COMMIT of a transaction is
compiled again (measured on the ledger's store: a read transaction of one point query took
~80 us through the pool, ~9 us with statements cached; a Remember command runs ~8 statements).
This pool opens the same connections (WAL, autocommit, sqlite3.Row) with a cache of
`STATEMENT_CACHE` statements. Remove it when the library passes a number.
"""

from __future__ import annotations

import sqlite3

from eventsourcing.persistence import InterfaceError
from eventsourcing.sqlite import SQLITE3_DEFAULT_LOCK_TIMEOUT, SQLiteConnection, SQLiteConnectionPool, SQLiteDatastore

STATEMENT_CACHE = 256


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
            cursor = c.cursor()
            cursor.execute("PRAGMA journal_mode;")
            if cursor.fetchone()[0].lower() != "wal":
                cursor.execute("PRAGMA journal_mode=WAL;")
                self.journal_mode_was_changed_to_wal = True
            self.is_journal_mode_wal = True
        c.row_factory = sqlite3.Row
        return SQLiteConnection(sqlite_conn=c, max_age=self.max_age)


def use_statement_cache(datastore: SQLiteDatastore) -> None:
    """Give a datastore that has not opened a connection yet a `StatementCachingPool` with the same settings."""
    old = datastore.pool
    datastore.pool = StatementCachingPool(
        db_name=old.db_name, lock_timeout=old.lock_timeout, pool_size=old.pool_size,
        max_overflow=old.max_overflow, pool_timeout=old.pool_timeout, max_age=old.max_age, pre_ping=old.pre_ping,
    )
    old.close()
