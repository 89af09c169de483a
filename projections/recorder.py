"""Tracking of the last applied log position, in the same DuckDB transaction as the views."""

from __future__ import annotations

import threading

import duckdb
from eventsourcing.persistence import IntegrityError, Tracking, TrackingRecorder

TRACKING_DDL = """
CREATE TABLE IF NOT EXISTS projection_tracking (
    application_name VARCHAR PRIMARY KEY,
    notification_id BIGINT NOT NULL
)
"""


class DuckDBTrackingRecorder(TrackingRecorder):
    """`TrackingRecorder` on a DuckDB connection.

    One row per upstream application holds the largest applied notification id.
    Inserting an id that is not greater than the recorded one (a duplicate, or
    filling a gap below it) raises `IntegrityError`. When the connection is
    already inside a transaction (the projector's batch), the tracking row is
    written in that transaction; otherwise the recorder opens its own.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection | str = ":memory:") -> None:
        self.con = duckdb.connect(con) if isinstance(con, str) else con
        self._lock = threading.RLock()
        self.con.execute(TRACKING_DDL)

    def insert_tracking(self, tracking: Tracking, *, in_transaction: bool = False) -> None:
        with self._lock:
            if in_transaction:
                self._insert(tracking)
                return
            self.con.execute("BEGIN")
            try:
                self._insert(tracking)
            except BaseException:
                self.con.execute("ROLLBACK")
                raise
            self.con.execute("COMMIT")

    def _insert(self, tracking: Tracking) -> None:
        current = self._max(tracking.application_name)
        if current is not None and tracking.notification_id <= current:
            raise IntegrityError(
                f"tracking {tracking.application_name}#{tracking.notification_id} "
                f"not after recorded #{current}"
            )
        if current is None:
            self.con.execute(
                "INSERT INTO projection_tracking VALUES (?, ?)",
                [tracking.application_name, tracking.notification_id],
            )
        else:
            self.con.execute(
                "UPDATE projection_tracking SET notification_id = ? WHERE application_name = ?",
                [tracking.notification_id, tracking.application_name],
            )

    def _max(self, application_name: str) -> int | None:
        row = self.con.execute(
            "SELECT notification_id FROM projection_tracking WHERE application_name = ?",
            [application_name],
        ).fetchone()
        return None if row is None else int(row[0])

    def max_tracking_id(self, application_name: str) -> int | None:
        with self._lock:
            return self._max(application_name)
