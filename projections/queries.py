"""Read-side queries. The first argument is a `Projector`, a `View`, or a DuckDB
connection to a projection database. "now" is `datetime.now(timezone.utc)`."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

import duckdb
from pydantic import BaseModel, ConfigDict, JsonValue

from projections.schema import SK_SEP

_COLS = (
    "fact_id, tenant, subject, scope, key, context, value, statement, kind, source, status, "
    "valid_from, valid_to, recorded_at, {expired} AS expired_at, confidence, importance, "
    "supersedes, superseded_by, evidence"
)
_NAMES = [c.strip().split(" AS ")[-1] for c in _COLS.split(",")]
_EXPIRED_SQL = "coalesce(terminal_at, lead(recorded_at) OVER (PARTITION BY fact_id ORDER BY position, seq))"


class FactView(BaseModel):
    model_config = ConfigDict(frozen=True)

    fact_id: str
    tenant: str
    subject: str
    scope: str
    key: str
    context: dict[str, str]
    value: JsonValue = None
    statement: str | None = None
    kind: str
    source: str
    status: str
    valid_from: datetime
    valid_to: datetime | None = None
    recorded_at: datetime
    expired_at: datetime | None = None
    confidence: float | None = None
    importance: float | None = None
    supersedes: list[str] = []
    superseded_by: str | None = None
    evidence: dict[str, JsonValue] | None = None


class AuditEntry(BaseModel):
    model_config = ConfigDict(frozen=True)

    position: int
    at: datetime
    tenant: str
    subject: str
    command_id: str | None = None
    actor: str | None = None
    decision: str
    reason: str | None = None
    policy_version: str | None = None
    fact_id: str | None = None
    affected: list[str] = []
    key: str | None = None
    scope: str | None = None


# -- helpers
def _con(view: Any) -> duckdb.DuckDBPyConnection:
    if isinstance(view, duckdb.DuckDBPyConnection):
        return view
    con = getattr(view, "con", None)
    if con is None and hasattr(view, "projector"):
        con = view.projector.con
    if con is None:
        raise TypeError(f"not a projection: {view!r}")
    return con


def _max_event_at(view: Any, con: duckdb.DuckDBPyConnection) -> datetime | None:
    proj = getattr(view, "projector", view)
    if hasattr(proj, "max_event_at"):
        return proj.max_event_at
    row = con.execute("SELECT value FROM projection_meta WHERE key = 'max_event_at'").fetchone()
    return datetime.fromisoformat(row[0]) if row else None


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _aware(dt: datetime | None) -> datetime | None:
    if dt is None or dt.tzinfo is not None:
        return dt
    return dt.replace(tzinfo=timezone.utc)


def scope_prefixes(scope: str) -> list[str]:
    """`project:atlas/task:42` -> [global, project:atlas, project:atlas/task:42]."""
    if scope == "global":
        return ["global"]
    parts = scope.split("/")
    return ["global"] + ["/".join(parts[: i + 1]) for i in range(len(parts))]


def _to_view(row: tuple) -> FactView:
    d = dict(zip(_NAMES, row))
    d["context"] = json.loads(d["context"]) if d["context"] else {}
    d["value"] = None if d["value"] is None else json.loads(d["value"])
    d["evidence"] = None if d["evidence"] is None else json.loads(d["evidence"])
    d["supersedes"] = d["supersedes"] or []
    return FactView.model_validate(d)


def _applies(fact_ctx: dict[str, str], query_ctx: dict[str, str] | None) -> bool:
    if query_ctx is None:
        return True
    return all(query_ctx.get(k) == v for k, v in fact_ctx.items())


def _shadow(facts: list[FactView], scope: str, context: dict[str, str] | None) -> list[FactView]:
    """Context filter, then per (key, context) keep only the most specific scope."""
    depth = {s: i for i, s in enumerate(scope_prefixes(scope))}
    facts = [f for f in facts if f.scope in depth and _applies(f.context, context)]
    best: dict[tuple[str, str], int] = {}
    for f in facts:
        k = (f.key, json.dumps(f.context, sort_keys=True))
        best[k] = max(best.get(k, -1), depth[f.scope])
    return [f for f in facts if depth[f.scope] == best[(f.key, json.dumps(f.context, sort_keys=True))]]


def _filters(tenant: str, subject: str, scope: str, key: str | None) -> tuple[str, list[Any]]:
    prefixes = scope_prefixes(scope)
    sql = f"sk = ? AND scope IN ({', '.join('?' * len(prefixes))})"
    params: list[Any] = [tenant + SK_SEP + subject, *prefixes]
    if key is not None:
        sql += " AND key = ?"
        params.append(key)
    return sql, params


_ORDER = " ORDER BY key, scope, context, valid_from, fact_id"


# -- the queries
def current(view: Any, tenant: str, subject: str, *, scope: str = "global", key: str | None = None,
            context: dict[str, str] | None = None) -> list[FactView]:
    """What holds now: valid now and believed now (any believed status, with it)."""
    con = _con(view)
    now = _now()
    max_at = _max_event_at(view, con)
    if max_at is not None and now < max_at:
        # the clock is behind the log (frozen time in tests): answer from the versions
        return as_of(view, tenant, subject, valid_at=now, known_at=now, scope=scope, key=key, context=context)
    where, params = _filters(tenant, subject, scope, key)
    rows = con.execute(
        f"SELECT {_COLS.format(expired='NULL::TIMESTAMPTZ')} FROM current_facts WHERE {where} "
        "AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?) AND recorded_at <= ?" + _ORDER,
        [*params, now, now, now],
    ).fetchall()
    return _shadow([_to_view(r) for r in rows], scope, context)


def as_of(view: Any, tenant: str, subject: str, *, valid_at: datetime | None = None,
          known_at: datetime | None = None, scope: str = "global", key: str | None = None,
          context: dict[str, str] | None = None) -> list[FactView]:
    """valid_at only: what held then, as believed now. known_at only: what the ledger
    believed at known_at (about known_at). Both: what held at valid_at as known at known_at."""
    con = _con(view)
    known_at = _aware(known_at)
    valid_at = _aware(valid_at)
    if known_at is None:
        known_at = _now()
    if valid_at is None:
        valid_at = known_at
    where, params = _filters(tenant, subject, scope, key)
    rows = con.execute(
        f"WITH v AS (SELECT {_COLS.format(expired=_EXPIRED_SQL)}, position, seq FROM fact_log WHERE {where}) "
        "SELECT * EXCLUDE (position, seq) FROM v WHERE status <> 'erased' "
        "AND recorded_at <= ? AND (expired_at IS NULL OR expired_at > ?) "
        "AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)" + _ORDER,
        [*params, known_at, known_at, valid_at, valid_at],
    ).fetchall()
    return _shadow([_to_view(r) for r in rows], scope, context)


def history(view: Any, tenant: str, subject: str, key: str, *, scope: str | None = None,
            context: dict[str, str] | None = None) -> list[FactView]:
    """Every version of the slot(s) with both time lines, oldest first. `context`
    selects the slot exactly; erased versions appear without content."""
    con = _con(view)
    sql = "sk = ? AND key = ?"
    params: list[Any] = [tenant + SK_SEP + subject, key]
    if scope is not None:
        sql += " AND scope = ?"
        params.append(scope)
    if context is not None:
        sql += " AND context = ?"
        params.append(json.dumps(context, sort_keys=True, separators=(",", ":"), ensure_ascii=False))
    rows = con.execute(
        f"SELECT {_COLS.format(expired=_EXPIRED_SQL)}, position, seq FROM fact_log WHERE {sql} "
        "ORDER BY recorded_at, position, seq",
        params,
    ).fetchall()
    return [_to_view(r[:-2]) for r in rows]


def audit(view: Any, tenant: str, *, subject: str | None = None, fact_id: str | None = None,
          since: datetime | None = None, until: datetime | None = None) -> list[AuditEntry]:
    """Audit entries of a tenant, oldest first; `until` is exclusive."""
    con = _con(view)
    sql = "tenant = ?"
    params: list[Any] = [tenant]
    if subject is not None:
        sql += " AND subject = ?"
        params.append(subject)
    if fact_id is not None:
        sql += " AND (fact_id = ? OR list_contains(affected, ?))"
        params += [fact_id, fact_id]
    if since is not None:
        sql += ' AND "at" >= ?'
        params.append(_aware(since))
    if until is not None:
        sql += ' AND "at" < ?'
        params.append(_aware(until))
    rows = con.execute(
        'SELECT position, "at", tenant, subject, command_id, actor, decision, reason, policy_version, '
        f"fact_id, affected, key, scope FROM audit_trail WHERE {sql} ORDER BY position",
        params,
    ).fetchall()
    names = ["position", "at", "tenant", "subject", "command_id", "actor", "decision", "reason",
             "policy_version", "fact_id", "affected", "key", "scope"]
    return [AuditEntry.model_validate({**dict(zip(names, r)), "affected": r[10] or []}) for r in rows]


def conflicts(view: Any, tenant: str, subject: str) -> list[FactView]:
    """Open conflicts of a subject (facts with status conflicted), all scopes and contexts."""
    con = _con(view)
    rows = con.execute(
        f"SELECT {_COLS.format(expired='NULL::TIMESTAMPTZ')} FROM current_facts "
        "WHERE sk = ? AND status = 'conflicted' ORDER BY key, scope, context, recorded_at, fact_id",
        [tenant + SK_SEP + subject],
    ).fetchall()
    return [_to_view(r) for r in rows]
