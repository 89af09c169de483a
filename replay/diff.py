"""Compare two projection files: fact versions that differ, audit entries present in one only.

Both files are ATTACHed read-only in one DuckDB connection. A file another process has
locked (the live view while its owner runs) is read through its published snapshot.
"""

from __future__ import annotations

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
from projections.rebuild import same_store
from projections.schema import DOC_FIELDS, PROJECTION_VERSION, built_from, is_duckdb_file
from projections.source import EventSource
from projections.view import private_copy, snapshot_path_for
from replay.errors import FileMissing, OtherStore

# Every column the queries read a version's answer from (`projections.queries._SELECT`): the time
# lines, the slot (scope, key, context, and the lookup key sk/sh the queries filter on), and `doc`,
# the packed display fields (value, statement, kind, source, confidence, ...) they take values from.
# A projector bug in any of them changes what the agent is told; one that only the separate columns
# show, or only `doc`, is a difference too (the columns are what people read, `doc` what agents do).
TIMES = ("valid_from", "valid_to", "recorded_at", "expired_at")
COMPARED = ("status", "value", *TIMES, "tenant", "subject", "scope", "key", "context", "kind", "source",
            "statement", "confidence", "importance", "supersedes", "superseded_by", "evidence", "last_seen",
            "evidence_count", "sk", "sh", "doc")
WHOLE = ("status", "value", *TIMES)  # the fields of a version one file has and the other has not
CONTENT = ("value", "statement", "evidence")  # of an erased fact: reported as one difference, "value"
CURRENT_COMPARED = tuple(c for c in COMPARED if c != "expired_at")  # current_facts: open versions, no expiry


class VersionSide(BaseModel):
    model_config = ConfigDict(frozen=True)

    status: str
    value: JsonValue = None
    valid_from: datetime
    valid_to: datetime | None = None
    recorded_at: datetime
    expired_at: datetime | None = None
    context: dict[str, str] | None = None
    kind: str | None = None
    source: str | None = None


class _FactDiff(BaseModel):
    """What differs about one fact between the two files (the fields both kinds of difference report)."""

    model_config = ConfigDict(frozen=True)

    fact_id: str
    tenant: str
    subject: str
    key: str
    scope: str
    change: str  # changed | only_old | only_new
    fields: list[str]
    redacted: bool = False
    old: VersionSide | None = None
    new: VersionSide | None = None


class CurrentDiff(_FactDiff):
    """A fact whose row in `current_facts` (what `current()` answers: the believed, open version)
    differs, or that only one file holds there."""


class VersionDiff(_FactDiff):
    """One version of a fact (the `n`-th row the event at `position` wrote for it) that differs."""

    position: int
    n: int


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
    current: list[CurrentDiff] = []  # current_facts rows (of facts no event after compared_to touched)
    audit_only_old: list[AuditRow] = []
    audit_only_new: list[AuditRow] = []

    @property
    def fact_ids(self) -> list[str]:
        return sorted({v.fact_id for v in self.versions} | {c.fact_id for c in self.current})

    @property
    def empty(self) -> bool:
        return not (self.versions or self.current or self.audit_only_old or self.audit_only_new)


def _sql_str(s: str) -> str:
    return s.replace("'", "''")


def _is_lock_error(exc: Exception) -> bool:
    msg = str(exc).lower()
    return any(w in msg for w in ("lock", "conflicting", "already open", "already attached", "in use"))


def _attach(con: duckdb.DuckDBPyConnection, path: str, alias: str, temps: list[str]) -> str:
    """ATTACH `path` read-only; if its owner holds the lock, a private copy of its snapshot."""
    if not os.path.exists(path):
        field = _FIELDS.get(alias, alias)
        raise FileMissing(f"{field}: no such file: {path}", field=field)
    if not is_duckdb_file(path):  # (ATTACH of an SQLite file would first fetch DuckDB's sqlite extension)
        raise _not_a_view(alias, path, ValueError("not a DuckDB database file"))
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


_DOC = {name: i for i, name in enumerate(DOC_FIELDS)}
# columns selected per version: the separate columns, and `doc` unpacked (d_<field>) so a field that
# differs only inside `doc` (what the queries read) is named
_DOC_COLS = ", ".join(f"json_extract(doc, '$[{i}]')::VARCHAR AS d_{name}" for name, i in _DOC.items()
                      if name != "fact_id")
_COLUMNS = ("fact_id, tenant, subject, key, scope, status, value, statement, valid_from, valid_to, recorded_at, "
            "context, kind, source, confidence, importance, supersedes, superseded_by, evidence, last_seen, "
            "evidence_count, sk, sh, doc")


def _versions_sql(log: str) -> str:
    return f"""
        SELECT {_COLUMNS}, {_DOC_COLS},
               coalesce(terminal_at, lead(recorded_at) OVER (PARTITION BY fact_id ORDER BY position, seq))
                   AS expired_at,
               position, row_number() OVER (PARTITION BY fact_id, position ORDER BY seq) AS n
        FROM (SELECT * FROM {log} WHERE position <= $upto)
    """


def _current_sql(alias: str, log: str) -> str:
    """current_facts of a file, without the facts an event after $upto touched (in either file: `late`):
    their row there answers for a later moment than the one compared."""
    return f"""
        SELECT {_COLUMNS}, {_DOC_COLS}, NULL::TIMESTAMPTZ AS expired_at
        FROM {alias}.current_facts WHERE fact_id NOT IN (SELECT fact_id FROM late)
    """


def _late_sql(old_log: str, new_log: str) -> str:
    return (f"SELECT fact_id FROM {old_log} WHERE position > $upto "
            f"UNION SELECT fact_id FROM {new_log} WHERE position > $upto")


def _differs(compared: tuple[str, ...]) -> str:
    """SQL: the row pair differs in a column or in a field of `doc`."""
    return " OR ".join(f"o.{c} IS DISTINCT FROM n.{c}" for c in compared)


def _changed(row: dict[str, Any], compared: tuple[str, ...], redacted: bool) -> list[str]:
    """The user-facing names of what differs: a column, or the same field inside `doc` (the value the
    queries answer with). Of an erased fact, content differences are one: "value"."""
    fields: list[str] = []
    for c in compared:
        if c == "doc":
            continue
        differs = row[f"old_{c}"] != row[f"new_{c}"]
        if c in _DOC:
            differs = differs or row[f"old_d_{c}"] != row[f"new_d_{c}"]
        if differs:
            fields.append("value" if redacted and c in CONTENT else c)
    if not fields and row["old_doc"] != row["new_doc"]:
        fields.append("doc")  # (the packing itself: same fields, other text)
    return list(dict.fromkeys(fields))


def _side(row: dict[str, Any], prefix: str, redacted: bool) -> VersionSide | None:
    if row[f"{prefix}status"] is None:
        return None
    value, context = row[f"{prefix}value"], row[f"{prefix}context"]
    return VersionSide(
        status=row[f"{prefix}status"],
        value=REDACTED_STATEMENT if redacted else (None if value is None else json.loads(value)),
        context=None if context is None else json.loads(context), kind=row[f"{prefix}kind"],
        source=row[f"{prefix}source"], **{c: row.get(f"{prefix}{c}") for c in TIMES},
    )


def _check_stores(con: duckdb.DuckDBPyConnection, paths: dict[str, str], source: EventSource | None) -> None:
    """Refuse (`OtherStore`, naming the argument) a file built from another event store than `source`'s,
    or two files built from different stores: their positions name different events, so every
    version would differ, or worse, some would match by accident."""
    stamps = {field: built_from(con, alias) for alias, field in _FIELDS.items()}
    for alias, field in _FIELDS.items():
        stamp = stamps[field]
        if stamp is not None and source is not None and same_store(stamp, source) is False:
            raise OtherStore(f"{field}: {paths[alias]} was built from another event store than this ledger's",
                             field=field)
    old, new = stamps["old"], stamps["new"]
    if old is not None and new is not None and old.split(":")[:2] == new.split(":")[:2] and old != new:
        raise OtherStore(f"new: {paths['new_v']} was built from another event store than {paths['old_v']}",
                         field="new")


def diff(old_path: str | os.PathLike[str], new_path: str | os.PathLike[str], *,
         erased: Iterable[str] = (), align: bool = True, source: EventSource | None = None) -> DiffReport:
    """Every fact version that differs between two projection files (its status, value, time lines,
    slot, or any field the queries read: `COMPARED`), every fact whose `current_facts` row (what
    `current()` answers) differs, and the audit entries present in one only.

    `align` (default) compares only what both files have projected (positions up to the
    smaller of their tracked positions), so a view that moved on is not reported as different;
    `current_facts` rows are compared for the facts no later event touched.
    Values of facts erased in either file, or listed in `erased` (the caller passes the fact ids
    the event log says were erased), are shown as the redacted placeholder. A file built from
    another event store than `source`'s (or than the other file) is refused (`OtherStore`)."""
    old_path, new_path = os.fspath(old_path), os.fspath(new_path)
    temps: list[str] = []
    con = duckdb.connect(":memory:")
    try:
        con.execute("SET TimeZone = 'UTC'")
        old_from = _attach(con, old_path, "old_v", temps)
        new_from = _attach(con, new_path, "new_v", temps)
        old_version, old_pos = _meta(con, "old_v", old_path)
        new_version, new_pos = _meta(con, "new_v", new_path)
        _check_stores(con, {"old_v": old_path, "new_v": new_path}, source)
        upto = min(old_pos, new_pos) if align else max(old_pos, new_pos)
        erased_ids = sorted(set(erased))
        old_log, new_log = _log(con, "old_v"), _log(con, "new_v")
        doc_fields = [f"d_{name}" for name in _DOC if name != "fact_id"]

        def pairs(compared: tuple[str, ...]) -> str:
            return ", ".join(f"o.{c} AS old_{c}, n.{c} AS new_{c}" for c in (*compared, *doc_fields))

        gone = f"""
            gone AS (
                SELECT fact_id FROM {old_log} WHERE status = 'erased' OR statement = $redacted
                UNION SELECT fact_id FROM {new_log} WHERE status = 'erased' OR statement = $redacted
                UNION SELECT unnest($erased::VARCHAR[])
            )"""
        slot = ", ".join(f"coalesce(o.{c}, n.{c}) AS {c}" for c in ("fact_id", "tenant", "subject", "key", "scope"))
        sql = f"""
            WITH o AS ({_versions_sql(old_log)}), n AS ({_versions_sql(new_log)}), {gone}
            SELECT {slot}, coalesce(o.position, n.position) AS position,
                   coalesce(o.n, n.n) AS n, {pairs(COMPARED)},
                   coalesce(o.fact_id, n.fact_id) IN (SELECT fact_id FROM gone) AS redacted
            FROM o FULL OUTER JOIN n ON o.fact_id = n.fact_id AND o.position = n.position AND o.n = n.n
            WHERE o.fact_id IS NULL OR n.fact_id IS NULL OR {_differs(COMPARED)}
            ORDER BY position, fact_id, n
        """
        params = {"upto": upto, "erased": erased_ids, "redacted": REDACTED_STATEMENT}
        versions: list[VersionDiff] = []
        for row, change, fields, old, new in _rows(con, sql, params, COMPARED):
            versions.append(VersionDiff(
                fact_id=row["fact_id"], tenant=row["tenant"], subject=row["subject"], key=row["key"],
                scope=row["scope"], position=row["position"], n=row["n"], change=change, fields=fields,
                redacted=row["redacted"], old=old, new=new,
            ))
        sql = f"""
            WITH late AS ({_late_sql(old_log, new_log)}), {gone},
            o AS ({_current_sql("old_v", old_log)}), n AS ({_current_sql("new_v", new_log)})
            SELECT {slot}, {pairs(CURRENT_COMPARED)},
                   coalesce(o.fact_id, n.fact_id) IN (SELECT fact_id FROM gone) AS redacted
            FROM o FULL OUTER JOIN n ON o.fact_id = n.fact_id
            WHERE o.fact_id IS NULL OR n.fact_id IS NULL OR {_differs(CURRENT_COMPARED)}
            ORDER BY fact_id
        """
        current = [CurrentDiff(fact_id=row["fact_id"], tenant=row["tenant"], subject=row["subject"],
                               key=row["key"], scope=row["scope"], change=change, fields=fields,
                               redacted=row["redacted"], old=old, new=new)
                   for row, change, fields, old, new in _rows(con, sql, params, CURRENT_COMPARED)]
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
            compared_to=upto, versions=versions, current=current, audit_only_old=only("old_v", "new_v"),
            audit_only_new=only("new_v", "old_v"),
        )
    finally:
        con.close()
        for t in temps:
            for p in (t, t + ".wal"):
                if os.path.exists(p):
                    os.remove(p)


def _rows(con: duckdb.DuckDBPyConnection, sql: str, params: dict[str, Any], compared: tuple[str, ...],
          ) -> Iterable[tuple[dict[str, Any], str, list[str], VersionSide | None, VersionSide | None]]:
    """Each differing row pair of `sql`: the row, the kind of change, the fields, both sides."""
    cur = con.execute(sql, {k: v for k, v in params.items() if f"${k}" in sql})
    names = [d[0] for d in cur.description]
    for raw in cur.fetchall():
        row = dict(zip(names, raw, strict=True))
        old = _side(row, "old_", row["redacted"])
        new = _side(row, "new_", row["redacted"])
        if old is None:
            yield row, "only_new", [c for c in compared if c in WHOLE], old, new
        elif new is None:
            yield row, "only_old", [c for c in compared if c in WHOLE], old, new
        else:
            yield row, "changed", _changed(row, compared, row["redacted"]), old, new


def version_mismatch(report: DiffReport) -> list[str]:
    """Notes for files built by another projection version than this code's."""
    return [f"{which} was built by projection version {v}, this code is version {PROJECTION_VERSION}"
            for which, v in (("old", report.old_version), ("new", report.new_version))
            if v != str(PROJECTION_VERSION)]
