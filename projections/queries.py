"""Read-side queries. The first argument is a `Projector`, a `View`, or a DuckDB
connection to a projection database. "now" is `datetime.now(timezone.utc)`."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import duckdb
import orjson
from pydantic import BaseModel, ConfigDict, JsonValue

from ledger.errors import NOT_UNICODE, InvalidCommand, not_unicode
from ledger.names import check_identifier, check_name, check_scope, check_tenant, scope_prefixes
from ledger.slot import ENDED
from projections.overlay import Overlay
from projections.schema import DOC_FIELDS, SK_SEP, scalar, subject_hash
from projections.versions import (
    I_CONTEXT,
    I_DOC,
    I_EVIDENCE_COUNT,
    I_FACT_ID,
    I_KEY,
    I_LAST_SEEN,
    I_RECORDED_AT,
    I_SCOPE,
    I_STATUS,
    I_TERMINAL_AT,
    I_VALID_FROM,
    I_VALID_TO,
    canonical_json,
)

# expired_at over ONE subject's rows (filtered first): one unpartitioned window ordered by
# (fact_id, position, seq) -- DuckDB's partitioned window costs ~2-3 ms more of fixed setup
_EXPIRED_SQL = "coalesce(terminal_at, CASE WHEN lead(fact_id) OVER w = fact_id THEN lead(recorded_at) OVER w END)"
_WINDOW = " WINDOW w AS (ORDER BY fact_id, position, seq)"
_VERSION_COLS = (f"scope, key, context, status, valid_from, valid_to, recorded_at, {_EXPIRED_SQL} AS expired_at, "
                 "doc, last_seen, evidence_count, position, seq")


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
    # reinforcement: when the fact was last stated again (a NOOP "same" decision) and how many
    # times it has been stated in all; what recall's recency and retention read
    last_seen: datetime | None = None
    evidence_count: int | None = None


_FIELDS_SET = frozenset(FactView.model_fields)


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
    if hasattr(view, "max_event_at"):
        return view.max_event_at  # type: ignore[no-any-return]
    proj = getattr(view, "projector", view)
    if hasattr(proj, "max_event_at"):
        return proj.max_event_at  # type: ignore[no-any-return]
    return scalar(con, 'SELECT max("at") FROM audit_trail')


def _cold_through(view: Any) -> datetime | None:
    """Facts archived before this time are in fact_log_cold (projector.archive); None: none are."""
    projector = getattr(view, "projector", view)
    return getattr(projector, "cold_through", None)


def _overlay(view: Any, sk: str) -> Overlay | None:
    """The view's pending overlay when it holds versions of subject `sk` (projections/overlay.py)."""
    ov = getattr(view, "overlay", None)
    if ov is None or not ov.touches(sk):
        return None
    return ov  # type: ignore[no-any-return]


def _settled(view: Any) -> Any:
    """Queries that read the file as a whole (history, audit, conflicts) write the overlay first."""
    if getattr(view, "overlay", None) is not None:
        view.flush()
    return view


class _Match:
    """The WHERE clause of `_filters`, for the overlay's rows (log row tuples: versions.State)."""

    __slots__ = ("contexts", "key", "scopes")

    def __init__(self, scope: str, key: str | None, contexts: list[str] | None) -> None:
        self.scopes = frozenset(scope_prefixes(scope))
        self.key = key
        self.contexts = None if contexts is None else frozenset(contexts)

    def __call__(self, row: tuple) -> bool:
        return (row[I_SCOPE] in self.scopes and (self.key is None or row[I_KEY] == self.key)
                and (self.contexts is None or row[I_CONTEXT] in self.contexts))


def _now() -> datetime:
    return datetime.now(UTC)


def _aware(dt: datetime | None) -> datetime | None:
    if dt is None or dt.tzinfo is not None:
        return dt
    return dt.replace(tzinfo=UTC)


def valid_args(may_be_none: tuple[str, ...] = (), **fields: Any) -> None:
    """Refuse an argument the ledger's names could never hold, naming it, as commands do
    (ledger/names.py): text that is not valid Unicode (a lone surrogate: what Python makes of
    invalid UTF-8 in a command line), a blank tenant or subject, a scope that is not a path (a
    blank one would read as `global`, `a//b` as `a`), a key or context that is not text. Each
    could only match nothing or answer another question without an error."""
    for name, v in fields.items():
        if v is None and (name in _OPTIONAL or name in may_be_none):
            continue
        try:
            if name == "context":
                if not isinstance(v, dict) or not all(isinstance(t, str) for kv in v.items() for t in kv):
                    raise ValueError("must be a mapping of text to text")
                texts = [t for kv in v.items() for t in kv]
            else:
                if not isinstance(v, str):
                    raise ValueError("must be text")
                texts = [v]
                _CHECKS[name](v)
            if any(not_unicode(t) for t in texts):
                raise ValueError(NOT_UNICODE)
        except ValueError as exc:
            raise InvalidCommand(f"{name}: {exc}", field=name) from None


_OPTIONAL = frozenset({"key", "context", "fact_id"})
_CHECKS: dict[str, Callable[[str], str]] = {
    "tenant": check_tenant, "subject": check_name, "scope": check_scope, "key": check_identifier,
    "fact_id": check_name,
}


# Rows of the point queries: the filter/sort columns plus `doc` (the display fields packed
# into one JSON array, schema.DOC_FIELDS): DuckDB costs ~0.15 ms per column scanned for a
# subject's rows, so 9 columns instead of 18. Timestamps are fetched as epoch microseconds and
# rebuilt here: DuckDB's own TIMESTAMPTZ -> datetime conversion goes through the time zone
# machinery (~3 us a value).
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_SELECT = ("scope, key, context, status, epoch_us(valid_from), epoch_us(valid_to), epoch_us(recorded_at), "
           "epoch_us({expired}), doc, epoch_us(last_seen), evidence_count")
_I_SCOPE, _I_KEY, _I_CONTEXT, _I_STATUS, _I_VALID_FROM = 0, 1, 2, 3, 4
assert DOC_FIELDS == ("fact_id", "statement", "kind", "source", "confidence", "importance", "supersedes",
                      "superseded_by", "value", "evidence"), "DOC_FIELDS changed: update _to_view"
_loads = json.loads
_doc_loads = orjson.loads
_new = object.__new__
_set = object.__setattr__
_DELTA = timedelta


def _load_doc(doc: str) -> list[Any]:
    try:
        return _doc_loads(doc)  # type: ignore[no-any-return]
    except orjson.JSONDecodeError:  # e.g. NaN in a value, which orjson rejects
        return _loads(doc)  # type: ignore[no-any-return]


def _to_view(row: tuple, tenant: str, subject: str, d: list[Any] | None = None) -> FactView:
    if d is None:
        d = _load_doc(row[8])
    ctx = row[2]
    vt, ex, seen = row[5], row[7], row[9]
    # the rows were written from validated events: no need to validate them again. This is
    # what FactView.model_construct does, without its per-field default handling (~10x faster)
    view = _new(FactView)
    _set(view, "__dict__", {
        "fact_id": d[0], "tenant": tenant, "subject": subject, "scope": row[0], "key": row[1],
        "context": _loads(ctx) if ctx and ctx != "{}" else {}, "value": d[8], "statement": d[1],
        "kind": d[2], "source": d[3], "status": row[3],
        "valid_from": _EPOCH + _DELTA(microseconds=row[4]),
        "valid_to": None if vt is None else _EPOCH + _DELTA(microseconds=vt),
        "recorded_at": _EPOCH + _DELTA(microseconds=row[6]),
        "expired_at": None if ex is None else _EPOCH + _DELTA(microseconds=ex),
        "confidence": d[4], "importance": d[5], "supersedes": d[6] or [], "superseded_by": d[7],
        "evidence": d[9], "last_seen": None if seen is None else _EPOCH + _DELTA(microseconds=seen),
        "evidence_count": row[10],
    })
    _set(view, "__pydantic_fields_set__", _FIELDS_SET)
    _set(view, "__pydantic_extra__", None)
    _set(view, "__pydantic_private__", None)
    return view


def _applies(fact_ctx: dict[str, str], query_ctx: dict[str, str] | None) -> bool:
    if query_ctx is None:
        return True
    return all(query_ctx.get(k) == v for k, v in fact_ctx.items())


_MAX_CONTEXT_SUBSETS = 8  # query contexts with more qualifiers are filtered in Python


def _context_texts(context: dict[str, str]) -> list[str]:
    """Canonical JSON of every sub-context of `context`: a fact applies iff its context is one."""
    items = sorted(context.items())
    out = []
    for mask in range(1 << len(items)):
        out.append(canonical_json({k: v for i, (k, v) in enumerate(items) if mask >> i & 1}))
    return out


def _shadow_rows(rows: list[tuple], scope: str, context: dict[str, str] | None,
                 in_sql: bool, tenant: str, subject: str) -> list[FactView]:
    """Context filter (unless done in SQL), then per (key, context) keep only the most
    specific scope; builds FactViews only for the rows kept."""
    prefixes = scope_prefixes(scope)
    if context is not None and not in_sql:
        rows = [r for r in rows if _applies(_loads(r[_I_CONTEXT]) if r[_I_CONTEXT] else {}, context)]
    if len(prefixes) > 1:
        # a pending guess never shadows: it must not override a user-stated fact (DOMAIN.md
        # section 4), so it is returned beside what it would hide, and is hidden itself only
        # by a value that holds in a narrower scope
        depth = {s: i for i, s in enumerate(prefixes)}
        best: dict[tuple[str, str], int] = {}
        for r in rows:
            if r[_I_STATUS] == "pending":
                continue
            k = (r[_I_KEY], r[_I_CONTEXT])
            d = depth[r[_I_SCOPE]]
            if best.get(k, -1) < d:
                best[k] = d
        rows = [r for r in rows if depth[r[_I_SCOPE]] >= best.get((r[_I_KEY], r[_I_CONTEXT]), -1)]
    docs = [(r, _load_doc(r[8])) for r in rows]
    docs.sort(key=_order_key)
    return [_to_view(r, tenant, subject, d) for r, d in docs]


def _filters(tenant: str, subject: str, scope: str, key: str | None,
             context: dict[str, str] | None = None) -> tuple[str, list[Any], bool]:
    """WHERE clause on the clustering key (sh: zone maps skip other subjects' blocks), sk,
    scope prefixes, key and (when small) the sub-contexts of `context`."""
    prefixes = scope_prefixes(scope)
    sk = tenant + SK_SEP + subject
    sql = f"sh = ? AND sk = ? AND scope IN ({', '.join('?' * len(prefixes))})"
    params: list[Any] = [subject_hash(sk), sk, *prefixes]
    if key is not None:
        sql += " AND key = ?"
        params.append(key)
    in_sql = False
    if context is not None and len(context) <= _MAX_CONTEXT_SUBSETS:
        texts = _context_texts(context)
        sql += f" AND context IN ({', '.join('?' * len(texts))})"
        params += texts
        in_sql = True
    return sql, params, in_sql


def _match(scope: str, key: str | None, context: dict[str, str] | None, in_sql: bool) -> _Match:
    return _Match(scope, key, _context_texts(context) if in_sql and context is not None else None)


def _order_key(rd: tuple[tuple, list[Any]]) -> tuple:
    """ORDER BY key, scope, context, valid_from, fact_id -- in Python (an ORDER BY costs ~1.5 ms)."""
    r, d = rd
    return r[_I_KEY], r[_I_SCOPE], r[_I_CONTEXT], r[_I_VALID_FROM], d[0]


# -- the queries
def current(view: Any, tenant: str, subject: str, *, scope: str = "global", key: str | None = None,
            context: dict[str, str] | None = None) -> list[FactView]:
    """What holds now: valid now and believed now (any believed status, with it). A fact whose end is
    still to come (an Invalidate with a future `valid_to`, a change dated after now) has not ended: it
    reads as `active`, with that `valid_to`, and so does a conflicted value whose rival does not hold now (it
    began later or ended before: `conflicts()` still lists the pair); `history` shows the record's own status."""
    return _as_read(_current(view, tenant, subject, scope=scope, key=key, context=context), _now())


_UNTIL = frozenset({"superseded", "invalidated"})  # statuses of an end, which read `active` until the end comes


def _as_read(views: list[FactView], known: datetime) -> list[FactView]:
    """The statuses of a time slice (current, as_of) as read at `known`: a value whose end comes after `known` (an
    Invalidate or a change dated later) had not ended then, and a conflicted value alone in its slot at the valid
    time asked (its rival began later or ended before: "在京东", then on day 30 "拼多多打工人报到": on day 15 only 京东
    held; no other value, of any status but pending, in its slot there) is contested by nothing there. Both read `active`; `history` and `conflicts()` keep each record's own
    status. (The views are built for this answer, owned by no one else.)"""
    contested: Counter[tuple[str, str, str]] | None = None
    for v in views:
        if v.status in _UNTIL and (v.valid_to is None or v.valid_to > known):
            v.__dict__["status"] = "active"
        elif v.status == "conflicted":
            if contested is None:
                # every other value of the slot there contests it, not only another conflicted one: a conflicted
                # guess beside the active value read active too (two values; found by test_slot_invariants' fuzzer)
                contested = Counter((w.scope, w.key, json.dumps(w.context, sort_keys=True)) for w in views
                                    if w.status != "pending")
            if contested[(v.scope, v.key, json.dumps(v.context, sort_keys=True))] == 1:
                v.__dict__["status"] = "active"
    return views


def _current(view: Any, tenant: str, subject: str, *, scope: str = "global", key: str | None = None,
             context: dict[str, str] | None = None) -> list[FactView]:
    valid_args(tenant=tenant, subject=subject, scope=scope, key=key, context=context)
    con = _con(view)
    now = _now()
    max_at = _max_event_at(view, con)
    if max_at is not None and now < max_at:
        # the clock is behind the log (frozen time in tests): answer from the versions
        return as_of(view, tenant, subject, valid_at=now, known_at=now, scope=scope, key=key, context=context)
    where, params, in_sql = _filters(tenant, subject, scope, key, context)
    sk = tenant + SK_SEP + subject
    ov = _overlay(view, sk)
    if ov is not None and ov.knows_subject(sk):
        # the overlay holds (or needs) every current row of the subject: answer from memory
        file_rows = ov.subject_rows(sk)
        stale, fresh = ov.current_rows(sk)
        states = [r for r in file_rows if r[I_FACT_ID] not in stale] + fresh
        rows = _current_from_states(states, _match(scope, key, context, in_sql), _us(now))
        return _shadow_rows(rows, scope, context, in_sql, tenant, subject)
    rows = con.execute(
        f"SELECT {_SELECT.format(expired='NULL::TIMESTAMPTZ')} FROM current_facts WHERE {where} "
        "AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?) AND recorded_at <= ?",
        [*params, now, now, now],
    ).fetchall()
    if ov is not None:
        rows = _merge_current(rows, ov, sk, _match(scope, key, context, in_sql), _us(now))
    return _shadow_rows(rows, scope, context, in_sql, tenant, subject)


def _merge_current(rows: list[tuple], ov: Overlay, sk: str, match: _Match, now: int) -> list[tuple]:
    """The file's current rows of a subject plus the overlay's. Without `knows_subject` the
    overlay holds only facts its own events created (a change to a fact of the file queues the
    subject until `subject_rows`), so no file row is stale."""
    _, fresh = ov.current_rows(sk)
    return rows + _current_from_states(fresh, match, now)


def _current_from_states(states: list[tuple], match: _Match, now: int) -> list[tuple]:
    """current()'s SQL, in Python, over version rows held in memory (log row tuples, timestamps
    as int microseconds: versions.State)."""
    out = []
    for f in states:
        if not match(f):
            continue
        vf, vt, rec = f[I_VALID_FROM], f[I_VALID_TO], f[I_RECORDED_AT]
        if vf <= now and (vt is None or vt > now) and rec <= now:
            out.append((f[I_SCOPE], f[I_KEY], f[I_CONTEXT], f[I_STATUS], vf, vt, rec, None, f[I_DOC],
                        f[I_LAST_SEEN], f[I_EVIDENCE_COUNT]))
    return out




def _overlay_versions(ov: Overlay, sk: str, match: _Match) -> list[tuple]:
    """The overlay's new versions of a subject as _LOG_SELECT rows (erased ones never staged)."""
    out = []
    for r in ov.log_rows(sk):
        if r[I_SCOPE] in match.scopes and (match.key is None or r[I_KEY] == match.key) and (
                match.contexts is None or r[I_CONTEXT] in match.contexts):
            out.append((r[I_FACT_ID], r[0], r[1], r[I_TERMINAL_AT], r[I_SCOPE], r[I_KEY], r[I_CONTEXT],
                        r[I_STATUS], r[I_VALID_FROM], r[I_VALID_TO], r[I_RECORDED_AT], r[I_DOC], r[I_LAST_SEEN], r[I_EVIDENCE_COUNT]))
    return out


_LOG_SELECT = ("fact_id, position, seq, epoch_us(terminal_at), scope, key, context, status, epoch_us(valid_from), "
               "epoch_us(valid_to), epoch_us(recorded_at), doc, epoch_us(last_seen), evidence_count")
_US = timedelta(microseconds=1)


def _us(dt: datetime) -> int:
    return (dt - _EPOCH) // _US


def _as_of_rows(rows: list[tuple], known: int, valid: int) -> list[tuple]:
    """Versions (_LOG_SELECT rows) recorded at or before `known` and not expired by then,
    valid at `valid`; as _SELECT rows with expired_at = coalesce(terminal_at, next version's
    recorded_at)."""
    rows.sort()  # by (fact_id, position, seq): unique, so later fields are never compared
    out = []
    last = len(rows) - 1
    for i, r in enumerate(rows):
        recorded = r[10]
        if recorded > known or r[8] > valid:
            continue
        vt = r[9]
        if vt is not None and vt <= valid:
            continue
        expired = r[3]
        if expired is None and i < last:
            nxt = rows[i + 1]
            if nxt[0] == r[0]:
                expired = nxt[10]
        if expired is not None and expired <= known:
            continue
        out.append((r[4], r[5], r[6], r[7], r[8], vt, recorded, expired, r[11], r[12], r[13]))
    return out


def as_of(view: Any, tenant: str, subject: str, *, valid_at: datetime | None = None,
          known_at: datetime | None = None, scope: str = "global", key: str | None = None,
          context: dict[str, str] | None = None) -> list[FactView]:
    """valid_at only: what held then, as believed now. known_at only: what the ledger
    believed at known_at (about known_at). Both: what held at valid_at as known at known_at.
    A status is the record's as believed at known_at, where an end after known_at (a change or an
    Invalidate dated later) had not come yet: such a value reads `active`, as current() said then."""
    valid_args(tenant=tenant, subject=subject, scope=scope, key=key, context=context)
    con = _con(view)
    known_at = _aware(known_at)
    valid_at = _aware(valid_at)
    if known_at is None:
        known_at = _now()
    if valid_at is None:
        valid_at = known_at
    cold = _cold_through(view)
    rows, in_sql = _versions(view, con, tenant, subject, scope, key, context,
                             cold is not None and (valid_at < cold or known_at < cold))  # a cold read (DOMAIN.md 5)
    return _as_read(_shadow_rows(_as_of_rows(rows, _us(known_at), _us(valid_at)), scope, context, in_sql, tenant,
                                 subject), known_at)


def _versions(view: Any, con: duckdb.DuckDBPyConnection, tenant: str, subject: str, scope: str, key: str | None,
              context: dict[str, str] | None, cold: bool) -> tuple[list[tuple], bool]:
    """The subject's versions (_LOG_SELECT rows) in the read's scopes, key and context (when small: see
    _filters, which says whether it was done in SQL): the file's, the archive's when `cold`, the overlay's.
    The subject's rows are read (zone maps on sh) without a window: expired_at (the next version's
    recorded_at) and the time filters are computed in Python over the ~100-200 rows (a SQL window cost
    ~2 ms more: setup, and materialising every column). Erasure marks every version of a fact, so
    dropping erased rows first changes no lead."""
    where, params, in_sql = _filters(tenant, subject, scope, key, context)
    rows = con.execute(f"SELECT {_LOG_SELECT} FROM fact_log WHERE {where} AND status <> 'erased'", params).fetchall()
    if cold:
        rows += con.execute(
            f"SELECT {_LOG_SELECT} FROM fact_log_cold WHERE {where} AND status <> 'erased'", params
        ).fetchall()
    ov = _overlay(view, tenant + SK_SEP + subject)
    if ov is not None:
        rows += _overlay_versions(ov, tenant + SK_SEP + subject, _match(scope, key, context, in_sql))
    return rows, in_sql


def _ended_rows(rows: list[tuple], known: int, before: int) -> list[tuple]:
    """Versions (_LOG_SELECT rows) believed at `known` whose valid time ended at or before `before`,
    with an end status (superseded, invalidated): as _SELECT rows, expired_at NULL (believed)."""
    rows.sort()
    out = []
    last = len(rows) - 1
    for i, r in enumerate(rows):
        vt = r[9]
        # a value that held: ended by a change or an invalidation, or active with its own end (late news cut short by
        # a later value, a Remember with a past valid_to, the correction of an ended value); a valid time of zero
        # length never held (a value replaced where it began)
        if r[10] > known or vt is None or vt > before or vt <= r[8] or (r[7] not in ENDED and r[7] != "active"):
            continue
        expired = r[3]
        if expired is None and i < last and rows[i + 1][0] == r[0]:
            expired = rows[i + 1][10]
        if expired is not None and expired <= known:
            continue
        out.append((r[4], r[5], r[6], r[7], r[8], vt, r[10], None, r[11], r[12], r[13]))
    return out


def ended(view: Any, tenant: str, subject: str, *, before: datetime | None = None, scope: str = "global",
          key: str | None = None, context: dict[str, str] | None = None) -> list[FactView]:
    """Facts that held and stopped holding at or before `before` (default now), as believed now:
    superseded by a change, ended (invalidated), or active with an end of their own that has passed.
    Not corrected or denied facts (never true), nor erased ones, nor a value replaced where it began. Archived facts are read from cold storage. Scope and context as in `current`."""
    valid_args(tenant=tenant, subject=subject, scope=scope, key=key, context=context)
    con = _con(view)
    now = _now()
    before = _aware(before) or now
    rows, in_sql = _versions(view, con, tenant, subject, scope, key, context, _cold_through(view) is not None)
    return _shadow_rows(_ended_rows(rows, _us(now), _us(before)), scope, context, in_sql, tenant, subject)


def history(view: Any, tenant: str, subject: str, key: str, *, scope: str | None = None,
            context: dict[str, str] | None = None) -> list[FactView]:
    """Every version of the slot(s) with both time lines, oldest first. `context`
    selects the slot exactly; erased versions appear without content."""
    valid_args(("scope",), tenant=tenant, subject=subject, key=key, scope=scope, context=context)
    con = _con(_settled(view))
    sk = tenant + SK_SEP + subject
    sql = "sh = ? AND sk = ? AND key = ?"
    params: list[Any] = [subject_hash(sk), sk, key]
    if scope is not None:
        sql += " AND scope = ?"
        params.append(scope)
    if context is not None:
        sql += " AND context = ?"
        params.append(json.dumps(context, sort_keys=True, separators=(",", ":"), ensure_ascii=False))
    log = f"SELECT * FROM fact_log WHERE {sql}"
    if _cold_through(view) is not None:  # every version: the archived facts' too
        log, params = f"{log} UNION ALL SELECT * FROM fact_log_cold WHERE {sql}", [*params, *params]
    rows = con.execute(
        f"WITH f AS ({log}), "
        f"v AS (SELECT {_VERSION_COLS} FROM f{_WINDOW}) "
        f"SELECT {_SELECT.format(expired='expired_at')} FROM v ORDER BY recorded_at, position, seq",
        params,
    ).fetchall()
    return [_to_view(r, tenant, subject) for r in rows]


def audit(view: Any, tenant: str, *, subject: str | None = None, fact_id: str | None = None,
          since: datetime | None = None, until: datetime | None = None) -> list[AuditEntry]:
    """Audit entries of a tenant, oldest first; `until` is exclusive."""
    valid_args(("subject",), tenant=tenant, subject=subject, fact_id=fact_id)
    con = _con(_settled(view))
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
    valid_args(tenant=tenant, subject=subject)
    con = _con(_settled(view))
    sk = tenant + SK_SEP + subject
    # from every fact's latest version, not current_facts: a conflict about the past (late news
    # that clashes with a value that has since ended) is not valid now, yet awaits the user too
    rows = con.execute(
        f"SELECT {_SELECT.format(expired='NULL::TIMESTAMPTZ')} FROM (SELECT * FROM fact_log WHERE sh = ? AND sk = ? "
        "QUALIFY row_number() OVER (PARTITION BY fact_id ORDER BY position DESC, seq DESC) = 1) "
        "WHERE status = 'conflicted' ORDER BY key, scope, context, recorded_at, fact_id",
        [subject_hash(sk), sk],
    ).fetchall()
    return [_to_view(r, tenant, subject) for r in rows]
