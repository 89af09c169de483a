"""Compare two projection files: fact versions that differ, audit entries present in one only.

Both files are ATTACHed read-only in one DuckDB connection. A file another process has
locked (the live view while its owner runs) is read through its published snapshot.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterable
from datetime import datetime
from typing import Any

import duckdb
from pydantic import BaseModel, ConfigDict, JsonValue

from ledger.errors import InvalidCommand
from ledger.events import REDACTED_STATEMENT
from projections.queries import AuditEntry
from projections.schema import PROJECTION_VERSION
from projections.view import private_copy, snapshot_path_for

COMPARED = ("status", "value", "valid_from", "valid_to", "recorded_at", "expired_at")


class VersionSide(BaseModel):
    model_config = ConfigDict(frozen=True)

    status: str
    value: JsonValue = None
    valid_from: datetime
    valid_to: datetime | None = None
    recorded_at: datetime
    expired_at: datetime | None = None


class VersionDiff(BaseModel):
    """One version of a fact (the `n`-th row the event at `position` wrote for it) that differs."""

    model_config = ConfigDict(frozen=True)

    fact_id: str
    tenant: str
    subject: str
    key: str
    scope: str
    position: int
    n: int
    change: str  # changed | only_old | only_new
    fields: list[str]
    redacted: bool = False
    old: VersionSide | None = None
    new: VersionSide | None = None


class AuditRow(AuditEntry):
    """An audit entry as stored, with the event type that produced it."""

    event_type: str


class DiffReport(BaseModel):
    old_path: str
    new_path: str
    old_read_from: str
    new_read_from: str
    old_version: str | None
    new_version: str | None
    old_position: int
    new_position: int
    compared_to: int  # versions and audit entries up to this position are compared
    versions: list[VersionDiff] = []
    audit_only_old: list[AuditRow] = []
    audit_only_new: list[AuditRow] = []

    @property
    def fact_ids(self) -> list[str]:
        return sorted({v.fact_id for v in self.versions})

    @property
    def empty(self) -> bool:
        return not (self.versions or self.audit_only_old or self.audit_only_new)


def _sql_str(s: str) -> str:
    return s.replace("'", "''")


def _is_lock_error(exc: Exception) -> bool:
    msg = str(exc).lower()
    return any(w in msg for w in ("lock", "conflicting", "already open", "already attached", "in use"))


def _attach(con: duckdb.DuckDBPyConnection, path: str, alias: str, temps: list[str]) -> str:
    """ATTACH `path` read-only; if its owner holds the lock, a private copy of its snapshot."""
    if not os.path.exists(path):
        raise FileNotFoundError(errno.ENOENT, "no such file", path)
    try:
        con.execute(f"ATTACH '{_sql_str(path)}' AS {alias} (READ_ONLY)")
        return path
    except duckdb.Error as exc:
        snap = snapshot_path_for(path)
        if not _is_lock_error(exc):  # a text file, an empty one, a directory: say which
            raise _not_a_view(alias, path, exc) from None
        if not os.path.exists(snap):
            raise
    private = private_copy(path, snap)  # beside the view, not in /tmp: it holds fact content
    temps.append(private)
    con.execute(f"ATTACH '{_sql_str(private)}' AS {alias} (READ_ONLY)")
    return snap


_FIELDS = {"old_v": "old", "new_v": "new"}


def _not_a_view(alias: str, path: str, exc: Exception) -> InvalidCommand:
    field = _FIELDS.get(alias, alias)
    return InvalidCommand(f"{field}: {path} is not a memledger view (a DuckDB projection file such as views.duckdb): "
                          f"{str(exc).splitlines()[0] if str(exc) else type(exc).__name__}", field=field)


def _meta(con: duckdb.DuckDBPyConnection, alias: str, path: str) -> tuple[str | None, int]:
    try:
        con.execute(f"SELECT 1 FROM {alias}.projection_meta LIMIT 0")
        con.execute(f"SELECT 1 FROM {alias}.projection_tracking LIMIT 0")
    except duckdb.CatalogException as exc:  # a DuckDB file, but not a view
        raise _not_a_view(alias, path, exc) from None
    row = con.execute(f"SELECT value FROM {alias}.projection_meta WHERE key = 'projection_version'").fetchone()
    pos = con.execute(f"SELECT max(notification_id) FROM {alias}.projection_tracking").fetchone()
    return (None if row is None else row[0]), int(pos[0] or 0) if pos else 0


def _log(con: duckdb.DuckDBPyConnection, alias: str) -> str:
    """Every version a file holds: fact_log and, when the file has one, its cold storage."""
    cold = con.execute("SELECT count(*) FROM duckdb_tables() WHERE database_name = ? AND table_name = "
                       "'fact_log_cold'", [alias]).fetchone()
    if cold and cold[0]:
        return f"(SELECT * FROM {alias}.fact_log UNION ALL SELECT * FROM {alias}.fact_log_cold)"
    return f"{alias}.fact_log"


def _versions_sql(log: str) -> str:
    return f"""
        SELECT fact_id, tenant, subject, key, scope, status, value, valid_from, valid_to, recorded_at,
               coalesce(terminal_at, lead(recorded_at) OVER (PARTITION BY fact_id ORDER BY position, seq))
                   AS expired_at,
               position, row_number() OVER (PARTITION BY fact_id, position ORDER BY seq) AS n
        FROM (SELECT * FROM {log} WHERE position <= $upto)
    """


def _side(row: dict[str, Any], prefix: str, redacted: bool) -> VersionSide | None:
    if row[f"{prefix}status"] is None:
        return None
    value = row[f"{prefix}value"]
    return VersionSide(
        status=row[f"{prefix}status"],
        value=REDACTED_STATEMENT if redacted else (None if value is None else json.loads(value)),
        **{c: row[f"{prefix}{c}"] for c in ("valid_from", "valid_to", "recorded_at", "expired_at")},
    )


def diff(old_path: str | os.PathLike[str], new_path: str | os.PathLike[str], *,
         erased: Iterable[str] = (), align: bool = True) -> DiffReport:
    """Every fact version whose status, value or either time line differs between two
    projection files, and the audit entries present in one only.

    `align` (default) compares only what both files have projected (positions up to the
    smaller of their tracked positions), so a view that moved on is not reported as different.
    Values of facts erased in either file, or listed in `erased` (the caller passes the fact ids
    the event log says were erased), are shown as the redacted placeholder."""
    old_path, new_path = os.fspath(old_path), os.fspath(new_path)
    temps: list[str] = []
    con = duckdb.connect(":memory:")
    try:
        con.execute("SET TimeZone = 'UTC'")
        old_from = _attach(con, old_path, "old_v", temps)
        new_from = _attach(con, new_path, "new_v", temps)
        old_version, old_pos = _meta(con, "old_v", old_path)
        new_version, new_pos = _meta(con, "new_v", new_path)
        upto = min(old_pos, new_pos) if align else max(old_pos, new_pos)
        erased_ids = sorted(set(erased))
        old_log, new_log = _log(con, "old_v"), _log(con, "new_v")
        cols = ", ".join(f"o.{c} AS old_{c}, n.{c} AS new_{c}" for c in COMPARED)
        differs = " OR ".join(f"o.{c} IS DISTINCT FROM n.{c}" for c in COMPARED)
        sql = f"""
            WITH o AS ({_versions_sql(old_log)}), n AS ({_versions_sql(new_log)}),
            gone AS (
                SELECT fact_id FROM {old_log} WHERE status = 'erased' OR statement = $redacted
                UNION SELECT fact_id FROM {new_log} WHERE status = 'erased' OR statement = $redacted
                UNION SELECT unnest($erased::VARCHAR[])
            )
            SELECT coalesce(o.fact_id, n.fact_id) AS fact_id, coalesce(o.tenant, n.tenant) AS tenant,
                   coalesce(o.subject, n.subject) AS subject, coalesce(o.key, n.key) AS key,
                   coalesce(o.scope, n.scope) AS scope, coalesce(o.position, n.position) AS position,
                   coalesce(o.n, n.n) AS n, {cols},
                   coalesce(o.fact_id, n.fact_id) IN (SELECT fact_id FROM gone) AS redacted
            FROM o FULL OUTER JOIN n ON o.fact_id = n.fact_id AND o.position = n.position AND o.n = n.n
            WHERE o.fact_id IS NULL OR n.fact_id IS NULL OR {differs}
            ORDER BY position, fact_id, n
        """
        cur = con.execute(sql, {"upto": upto, "erased": erased_ids, "redacted": REDACTED_STATEMENT})
        names = [d[0] for d in cur.description]
        versions: list[VersionDiff] = []
        for raw in cur.fetchall():
            row = dict(zip(names, raw, strict=True))
            old = _side(row, "old_", row["redacted"])
            new = _side(row, "new_", row["redacted"])
            if old is None:
                change, fields = "only_new", list(COMPARED)
            elif new is None:
                change, fields = "only_old", list(COMPARED)
            else:
                change = "changed"
                fields = [c for c in COMPARED if row[f"old_{c}"] != row[f"new_{c}"]]
            versions.append(VersionDiff(
                fact_id=row["fact_id"], tenant=row["tenant"], subject=row["subject"], key=row["key"],
                scope=row["scope"], position=row["position"], n=row["n"], change=change, fields=fields,
                redacted=row["redacted"], old=old, new=new,
            ))
        audit_cols = ('position, "at", tenant, subject, command_id, actor, decision, reason, policy_version, '
                      "fact_id, affected, key, scope, event_type")

        def only(a: str, b: str) -> list[AuditRow]:
            rows = con.execute(
                f"SELECT * FROM (SELECT {audit_cols} FROM {a}.audit_trail WHERE position <= $upto "
                f"EXCEPT ALL SELECT {audit_cols} FROM {b}.audit_trail WHERE position <= $upto) ORDER BY position",
                {"upto": upto},
            ).fetchall()
            keys = [c.strip().strip('"') for c in audit_cols.split(",")]
            return [AuditRow.model_validate({**dict(zip(keys, r, strict=True)), "affected": r[10] or []}) for r in rows]

        return DiffReport(
            old_path=old_path, new_path=new_path, old_read_from=old_from, new_read_from=new_from,
            old_version=old_version, new_version=new_version, old_position=old_pos, new_position=new_pos,
            compared_to=upto, versions=versions, audit_only_old=only("old_v", "new_v"),
            audit_only_new=only("new_v", "old_v"),
        )
    finally:
        con.close()
        for t in temps:
            for p in (t, t + ".wal"):
                if os.path.exists(p):
                    os.remove(p)


def version_mismatch(report: DiffReport) -> list[str]:
    """Notes for files built by another projection version than this code's."""
    return [f"{which} was built by projection version {v}, this code is version {PROJECTION_VERSION}"
            for which, v in (("old", report.old_version), ("new", report.new_version))
            if v != str(PROJECTION_VERSION)]
