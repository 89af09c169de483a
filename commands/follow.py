"""Keep a ledger's view caught up as events are committed, from any process.

PostgreSQL: the library's LISTEN/NOTIFY subscription wakes the follower on every commit.
SQLite has no subscription: the follower polls the notification log's head.
Either way a wake-up only triggers a catch-up of everything new: a small tail goes to the
view's in-memory overlay, a large one to DuckDB in batches, never a transaction per event.
A second thread writes an overlay that has grown old even when no event arrives, so the
file and the published snapshot do not lag behind a quiet log.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from eventsourcing.persistence import Subscription
from eventsourcing.postgres import PostgresApplicationRecorder

if TYPE_CHECKING:
    from commands.ledger import Ledger


class Follower:
    """A background thread applying new events to the ledger's view."""

    def __init__(self, ledger: Ledger, *, poll_interval: float = 0.2, flush_check_interval: float = 1.0) -> None:
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

    @property
    def position(self) -> int:
        return int(self.ledger.views.position)

    def start(self) -> Follower:
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
        """Block until the view has applied `position` (True) or the timeout passed (False)."""
        with self._progress:
            return self._progress.wait_for(lambda: self.position >= position or self.error is not None, timeout)

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
            except BaseException as exc:  # reported to waiters, not swallowed
                self.error = exc
                return

    def _catch_up(self) -> None:
        with self.ledger._lock:
            self.ledger.views.catch_up()
        with self._progress:
            self._progress.notify_all()

    def _run(self) -> None:
        try:
            self._catch_up()
            recorder = self.ledger.app.recorder
            if isinstance(recorder, PostgresApplicationRecorder):
                self._follow_subscription(recorder)
            else:
                self._follow_polling()
        except BaseException as exc:  # reported to waiters, not swallowed
            self.error = exc
            with self._progress:
                self._progress.notify_all()

    def _follow_subscription(self, recorder: PostgresApplicationRecorder) -> None:
        with recorder.subscribe(gt=self.position) as subscription:
            self._subscription = subscription
            for notification in subscription:
                if self._stop.is_set():
                    break
                if notification.id > self.position:
                    self._catch_up()

    def _follow_polling(self) -> None:
        while not self._stop.wait(self.poll_interval):
            if self.ledger.max_position() > self.position:
                self._catch_up()
