"""Keep a ledger's view caught up as events are committed, from any process.

PostgreSQL: the library's LISTEN/NOTIFY subscription wakes the follower on every commit.
SQLite has no subscription: the follower polls the notification log's head.
Either way a wake-up only triggers a catch-up of everything new: a small tail goes to the
view's in-memory overlay, a large one to DuckDB in batches, never a transaction per event.
A second thread writes an overlay that has grown old even when no event arrives, so the
file and the published snapshot do not lag behind a quiet log.

A lost connection (a server restart, a failover, a session the server ended) does not end
the follower: it catches up again and re-subscribes from its position, waiting 0.05 s, then
twice as long each time up to 5 s (tenacity). Only `max_failures` failures in a row, with no
successful catch-up between them, an outage lasting `max_outage` seconds (5 minutes; each
attempt against a database that is gone takes minutes of the pool's and the library's own
waits), or an error that is not a connection error (in either thread), stop it and are reported as `error` to `wait_for` and `wait`.
"""

from __future__ import annotations

import os
import threading
import time
from typing import TYPE_CHECKING, Any

from eventsourcing.persistence import InterfaceError, OperationalError, Subscription
from eventsourcing.postgres import PostgresApplicationRecorder
from tenacity import RetryCallState, Retrying, retry_if_exception_type

from ledger.errors import LedgerError

if TYPE_CHECKING:
    from commands.ledger import Ledger


# errors of the connection, not of the data: worth catching up again and re-subscribing
TRANSIENT = (OperationalError, InterfaceError)


class Follower:
    """A background thread applying new events to the ledger's view."""

    def __init__(self, ledger: Ledger, *, poll_interval: float = 0.2, flush_check_interval: float = 1.0,
                 max_failures: int = 20, max_outage: float = 300.0) -> None:
        if ledger.views is None:
            raise ValueError("ledger: opened with views=False, nothing to follow into")
        self.ledger = ledger
        self.poll_interval = poll_interval
        self._stop = threading.Event()
        self._progress = threading.Condition()
        self.flush_check_interval = flush_check_interval
        self._thread = threading.Thread(target=self._run, name="memledger-follower", daemon=True)
        self._ticker = threading.Thread(target=self._tick, name="memledger-follower-flush", daemon=True)
        self._subscription: Subscription[Any] | None = None
        self.error: BaseException | None = None
        self.max_failures = max_failures
        # seconds an outage may last, from its first failure: against a database that is gone each
        # attempt fails only after the connection pool's waits and the library's own retries
        # (~3 minutes on PostgreSQL), so 20 failures alone took about an hour
        self.max_outage = max_outage
        self._clock = time.monotonic
        self._outage_since: float | None = None
        self.failures = 0  # in a row, since the last successful catch-up
        self.last_failure: BaseException | None = None  # the latest connection error retried
        self._store: str | None = None
        self._store_identity: tuple[int, int] | None = None

    @property
    def position(self) -> int:
        return int(self.ledger.views.position)

    def start(self) -> Follower:
        # the store file as it is now, before the thread runs (a file deleted before the first poll
        # must not become the identity the follower compares against)
        self._store = _store_file(self.ledger.app.recorder)
        self._store_identity = _identity(self._store) if self._store else None
        self._thread.start()
        self._ticker.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._subscription is not None:
            self._subscription.stop()
        self._thread.join(timeout=10)
        if self._ticker.is_alive():
            self._ticker.join(timeout=10)

    def wait_for(self, position: int, timeout: float = 10.0) -> bool:
        """Block until the view has applied `position` (True), or the timeout passed or the follower
        stopped on an error (False: `error` says which; the position was not applied)."""
        with self._progress:
            self._progress.wait_for(lambda: self.position >= position or self.error is not None, timeout)
            return self.position >= position

    def flush_if_due(self) -> bool:
        """Write the view's overlay if it is full or old (and let the owner republish)."""
        with self.ledger._lock:
            overlay = getattr(self.ledger.views, "overlay", None)
            if overlay is None or not overlay.due():
                return False
            self.ledger.views.catch_up()
            return True

    def _tick(self) -> None:
        while not self._stop.wait(self.flush_check_interval):
            try:
                self.flush_if_due()
            except TRANSIENT as exc:  # the next tick tries again
                self.last_failure = exc
            except BaseException as exc:  # reported to waiters, not swallowed, and the follower stops:
                self.error = exc          # `wait()` returns it instead of blocking on a follower with
                self._stop.set()          # no flusher (the following thread ends at its next check)
                if self._subscription is not None:
                    self._subscription.stop()
                with self._progress:
                    self._progress.notify_all()
                return

    def _catch_up(self) -> None:
        with self.ledger._lock:
            self.ledger.views.catch_up()
        self.failures = 0
        self._outage_since = None
        with self._progress:
            self._progress.notify_all()

    def _run(self) -> None:
        retrying = Retrying(
            retry=retry_if_exception_type(TRANSIENT),
            wait=self._backoff,
            stop=self._give_up,
            sleep=self._pause,  # stop() interrupts the wait
            reraise=True,
        )
        try:
            retrying(self._follow)
        except BaseException as exc:  # reported to waiters, not swallowed
            if not self._stop.is_set():  # a connection lost while stopping is no failure
                self.error = exc
        finally:
            self._stop.set()  # ends the flush thread too: a follower that stopped flushes nothing
            with self._progress:
                self._progress.notify_all()

    def _backoff(self, state: RetryCallState) -> float:
        """0.05 s, doubling to 5 s, counted from the last successful catch-up (each outage
        starts again at 0.05 s, whatever came before)."""
        return min(5.0, 0.05 * 2 ** max(0, self.failures - 1))

    def wait(self, timeout: float | None = None) -> BaseException | None:
        """Block until the follower stops (its error, or None) or the timeout passes."""
        self._thread.join(timeout)
        return self.error

    def _pause(self, seconds: float) -> None:
        self._stop.wait(seconds)

    def _give_up(self, state: RetryCallState) -> bool:
        """tenacity's stop condition, asked after each failed attempt."""
        self.failures += 1
        if state.outcome is not None:
            self.last_failure = state.outcome.exception()
        now = self._clock()
        if self._outage_since is None:  # the outage began with this failure
            self._outage_since = now
        return (self._stop.is_set() or self.failures >= self.max_failures
                or now - self._outage_since >= self.max_outage)

    def _follow(self) -> None:
        """Catch up, then follow until stopped; a connection error ends it (and is retried)."""
        if self._stop.is_set():
            return
        self._subscription = None
        self._catch_up()
        recorder = self.ledger.app.recorder
        if isinstance(recorder, PostgresApplicationRecorder):
            self._follow_subscription(recorder)
        else:
            self._follow_polling()

    def _follow_subscription(self, recorder: PostgresApplicationRecorder) -> None:
        with recorder.subscribe(gt=self.position) as subscription:
            self._subscription = subscription
            for notification in subscription:
                if self._stop.is_set():
                    break
                if notification.id > self.position:
                    self._catch_up()

    def _follow_polling(self) -> None:
        store, identity = self._store, self._store_identity
        while not self._stop.wait(self.poll_interval):
            if store is not None and _identity(store) != identity:
                # a connection keeps reading a deleted (or replaced) file: it would poll a log
                # nobody writes any more, forever, and never say so
                raise StoreGone(f"{store}: the event store file was deleted or replaced under the follower",
                                field=None)
            if self.ledger.max_position() > self.position:
                self._catch_up()


class StoreGone(LedgerError):
    """The SQLite file the follower reads is no longer the store at its path."""

    code = "store_error"


def _store_file(recorder: Any) -> str | None:
    pool = getattr(getattr(recorder, "datastore", None), "pool", None)
    if pool is None or getattr(pool, "is_sqlite_memory_mode", True):
        return None
    return str(pool.db_name)


def _identity(path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return st.st_dev, st.st_ino
