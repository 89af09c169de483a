"""A scrub debt that another process may have left: looked for now and then by a process that
keeps running (a server), not only at open."""

from __future__ import annotations

import time


class PolledScrubDebt:
    """`scrub_pending` for a recorder whose erasures owe a scrub (SQLite: a WAL checkpoint;
    PostgreSQL: a VACUUM FULL of the key table). True while this process owes one it could not pay
    yet, or when a look (at most every `debt_poll` seconds, made when a commit or close asks) finds
    a debt another process left: one killed between its erasure's commit and its scrub, or one whose
    scrub was blocked by a reader and then exited. Before, only the next process to open the store,
    or this process's own next erasure, paid that: a process that kept running never did, and the
    destroyed key stayed on disk meanwhile. Subclasses give `_debt_left`."""

    debt_poll = 60.0  # seconds between a process's looks for a debt another process left
    _owed = False
    _polled = 0.0

    def _debt_left(self) -> bool:
        raise NotImplementedError

    def _looked(self) -> None:
        """Opening the store looks itself: the first poll comes one interval later."""
        self._polled = time.monotonic()

    @property
    def scrub_pending(self) -> bool:
        if self._owed:
            return True
        now = time.monotonic()
        if now - self._polled < self.debt_poll:
            return False
        self._polled = now
        return self._debt_left()

    @scrub_pending.setter
    def scrub_pending(self, owed: bool) -> None:
        self._owed = owed
