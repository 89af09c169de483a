"""Cold storage of the projection (DOMAIN.md 5): invalidated facts stay hot for 90 days, then
move to `fact_log_cold`, and "what held on 15 March" still answers, through a cold read.

A mixin of `Projector` (it uses the projector's connection and bulk mode's writer): `archive`
moves facts out of fact_log, `_thaw` moves them back when an event is about to change them.
Queries (`queries._cold_through`) read the cold table only for times before `cold_through`.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

import duckdb

from ledger.slot import ENDED
from projections.rows import STATE_SELECT, in_list, state_from_row
from projections.schema import COLD_THROUGH_KEY, FACT_LOG_ORDER, scalar, subject_hash, transaction
from projections.versions import State

COLD_AFTER = timedelta(days=90)  # DOMAIN.md 5: invalidated facts stay hot for 90 days
# What goes cold: a value whose valid time ended (ledger.slot.ENDED), invalidated or superseded by the next
# value (seed 002: "作废（invalid_at 有值）", a superseded edge's invalid_at is set too; most of a long history
# is superseded values).
_ENDED_SQL = ", ".join(f"'{status}'" for status in sorted(ENDED))


def parse_cold_through(text: str | None) -> datetime | None:
    """`projection_meta.cold_through` as an aware time (a file an earlier version archived with a
    naive `now` holds a naive one: UTC, which every cold read would otherwise fail to compare)."""
    if text is None:
        return None
    at = datetime.fromisoformat(text)
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


class ColdStorage:
    """Projector methods of cold storage (a mixin: `self` is always a Projector)."""

    cold_through: datetime | None  # facts archived before this time are in fact_log_cold

    if TYPE_CHECKING:  # the Projector members cold storage uses
        con: duckdb.DuckDBPyConnection
        _bulk: dict[str, State] | None

        def _step(self, name: str) -> None: ...
        def _drain(self) -> None: ...
        def seal_wal(self) -> None: ...

    def archive(self, now: datetime | None = None, *, after: timedelta = COLD_AFTER) -> int:
        """Move every fact whose last version is invalidated or superseded, with both time lines ended at
        least `after` before `now` (naive: UTC), out of fact_log into fact_log_cold (all its versions, in
        one transaction). Answers do not change: queries about times before `cold_through`
        read the cold table too, and an event that touches an archived fact moves it back.
        Returns the number of facts moved."""
        if self._bulk is not None:
            raise RuntimeError("archive() inside a bulk catch-up")
        if now is None:
            now = datetime.now(UTC)
        elif now.tzinfo is None:  # naive: UTC, as every query reads it (a naive cut-off broke every cold read)
            now = now.replace(tzinfo=UTC)
        cut = now - after
        if self.cold_through is not None and cut <= self.cold_through:
            return 0
        self._step("archive_begin")
        with transaction(self.con):
            self.con.execute(
                "CREATE TEMP TABLE memledger_cold_ids AS SELECT c.fact_id FROM fact_log c "
                f"WHERE c.status IN ({_ENDED_SQL}) AND c.valid_to <= $cut AND c.recorded_at <= $cut "
                "AND NOT EXISTS (SELECT 1 FROM fact_log l WHERE l.sh = c.sh AND l.fact_id = c.fact_id "
                "AND (l.position > c.position OR (l.position = c.position AND l.seq > c.seq)))",
                {"cut": cut},
            )
            moved = int(scalar(self.con, "SELECT count(*) FROM memledger_cold_ids"))
            if moved:
                self.con.execute("INSERT INTO fact_log_cold SELECT * FROM fact_log WHERE fact_id IN "
                                 f"(SELECT fact_id FROM memledger_cold_ids) ORDER BY {FACT_LOG_ORDER}")
                self._step("archive_copied")
                # current_facts keeps what it holds: it is filtered by valid time when read, and
                # equals a rebuild's (a version there is found before the cold table is looked at)
                self.con.execute("DELETE FROM fact_log WHERE fact_id IN (SELECT fact_id FROM memledger_cold_ids)")
            self.con.execute("DROP TABLE memledger_cold_ids")
            if moved or self.cold_through is not None:  # (nothing ever archived: queries skip the cold table)
                self.con.execute("INSERT INTO projection_meta VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET "
                                 "value = excluded.value", [COLD_THROUGH_KEY, cut.isoformat()])
            self._step("archive_commit")
        self.seal_wal()
        if moved or self.cold_through is not None:
            self.cold_through = cut
        return moved

    def _thaw(self, ids: list[str], sks: dict[str, str]) -> dict[str, State]:
        """Latest states of the archived facts among `ids`, after moving their versions back to
        fact_log (an event is about to change them). A fact still in current_facts (invalidated
        with an end after its recording) is not moved back: its new versions go to fact_log while
        the old ones stay cold, which every reader allows (the cold read unions both tables, and a
        question about a time after `cold_through` needs none of its cold versions)."""
        shs = sorted({subject_hash(sks[f]) for f in ids})
        sh_sql, sh_params = in_list(shs, "BIGINT")
        id_sql, id_params = in_list(ids, "VARCHAR")
        where = f"sh IN {sh_sql} AND fact_id IN {id_sql}"
        rows = self.con.execute(
            f"SELECT {STATE_SELECT} FROM fact_log_cold WHERE {where} "
            "QUALIFY row_number() OVER (PARTITION BY fact_id ORDER BY position DESC, seq DESC) = 1",
            [*sh_params, *id_params],
        ).fetchall()
        if not rows:
            return {}
        if self._bulk is not None:
            self._drain()  # the writer's batch in flight commits before this transaction
        with transaction(self.con):
            self.con.execute(f"INSERT INTO fact_log SELECT * FROM fact_log_cold WHERE {where} "
                             f"ORDER BY {FACT_LOG_ORDER}", [*sh_params, *id_params])
            self.con.execute(f"DELETE FROM fact_log_cold WHERE {where}", [*sh_params, *id_params])
        return {row[0]: state_from_row(row) for row in rows}
