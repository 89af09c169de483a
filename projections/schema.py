"""DuckDB schema of the read side, its version, and the clustered rewrite.

Physical tables (see README.md for the columns):

- `fact_log`       append-only: one row per version of a fact (transaction time
                   starts at `recorded_at`); only erasure ever rewrites rows.
- `fact_log_cold`  cold storage: the versions of facts invalidated or superseded 90 days ago or more
                   (Projector.archive); read by questions about times before `cold_through`.
- `fact_versions`  VIEW over both adding `expired_at` (= the next version's
                   `recorded_at`, or `terminal_at` for corrected/denied records).
- `current_facts`  the open, believed version of every fact that may still be
                   valid (status active/pending/conflicted/superseded/invalidated
                   with valid_to unset or later than the last change).
- `open_conflicts` VIEW: current_facts with status 'conflicted'.
- `audit_trail`    one row per event (no content).
- `projection_tracking`  (application_name, notification_id): last applied position.
- `projection_meta`      (key, value): `projection_version`, `clustered_rows`, `cold_through`, `store_id`.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

import duckdb

log = logging.getLogger(__name__)

PROJECTION_VERSION = 3  # 2: `sh` cluster hash column, no ART indexes, no PK on current_facts
# 3: `doc` column (the display fields of the version as one JSON array, see DOC_FIELDS)
APPLICATION_NAME = "memledger"
ROW_GROUP_SIZE = 8192  # rows per row group (DuckDB default 122,880): finer zone maps on `sh`
SK_SEP = "\x1f"  # tenant <US> subject, the lookup key

# Tables are clustered by (sh, sk). `sh` is a stable 63-bit hash of `sk`: DuckDB keeps
# only an 8-byte prefix of VARCHAR min/max statistics (every `sk` starts `tenant<US>`),
# so zone maps can only skip row groups on a numeric key.


def scalar(con: duckdb.DuckDBPyConnection, sql: str, params: list[Any] | None = None) -> Any:
    """The first column of the single row `sql` returns (aggregates, UPDATE counts).

    Raises RuntimeError if the statement returned no row, instead of a bare TypeError."""
    row = con.execute(sql, params).fetchone() if params is not None else con.execute(sql).fetchone()
    if row is None:
        raise RuntimeError(f"expected one row from: {sql}")
    return row[0]


@lru_cache(maxsize=1 << 16)
def subject_hash(sk: str) -> int:
    """The clustering key of `sk` (tenant <US> subject): non-negative, fits BIGINT."""
    return int.from_bytes(hashlib.blake2b(sk.encode(), digest_size=8).digest(), "big") >> 1



class ProjectionVersionMismatch(RuntimeError):
    """The database was built by another projection version."""

    def __init__(self, path: str, found: object, expected: int = PROJECTION_VERSION) -> None:
        self.path, self.found, self.expected = path, found, expected
        super().__init__(
            f"{path} was built by projection version {found}, this code is version {expected}; "
            f"rebuild it from the event log with `memledger replay rebuild` "
            f"(projections.rebuild.rebuild(source, {path!r}))"
        )


FACT_COLUMNS_SQL = """
    fact_id VARCHAR NOT NULL,
    tenant VARCHAR NOT NULL,
    subject VARCHAR NOT NULL,
    sk VARCHAR NOT NULL,
    sh BIGINT NOT NULL,
    scope VARCHAR NOT NULL,
    key VARCHAR NOT NULL,
    context VARCHAR NOT NULL,
    value VARCHAR,
    statement VARCHAR,
    kind VARCHAR NOT NULL,
    source VARCHAR NOT NULL,
    status VARCHAR NOT NULL,
    valid_from TIMESTAMPTZ NOT NULL,
    valid_to TIMESTAMPTZ,
    recorded_at TIMESTAMPTZ NOT NULL,
    terminal_at TIMESTAMPTZ,
    confidence DOUBLE,
    importance DOUBLE,
    supersedes VARCHAR[],
    superseded_by VARCHAR,
    evidence VARCHAR,
    last_seen TIMESTAMPTZ,
    evidence_count INTEGER,
    doc VARCHAR NOT NULL
"""

# `doc`: the display fields of a version packed into one JSON array, in this order (value and
# evidence are the raw JSON of their columns). Point queries read the filter/sort columns plus
# `doc` instead of ~10 more columns: DuckDB costs ~0.15 ms per column scanned for a subject's
# rows. The separate columns stay for people reading the file; erasure rewrites both.
DOC_FIELDS = ("fact_id", "statement", "kind", "source", "confidence", "importance", "supersedes",
              "superseded_by", "value", "evidence")
# the erased form of `doc`, in SQL (same text as versions._doc of an erased row; ? = statement)
ERASED_DOC_SQL = ("json_array(fact_id, ?, kind, source, confidence, importance, supersedes, superseded_by, "
                  "NULL, NULL)::VARCHAR")

# column order of fact_log / current_facts (staging tables use the same order)
FACT_COLUMNS = [line.split()[0] for line in FACT_COLUMNS_SQL.strip().splitlines()]
LOG_COLUMNS = ["position", "seq", *FACT_COLUMNS]
AUDIT_COLUMNS = [
    "position", "at", "tenant", "subject", "command_id", "actor", "decision", "reason",
    "policy_version", "fact_id", "affected", "key", "scope", "context", "event_type",
]

TABLES_DDL = f"""
CREATE TABLE IF NOT EXISTS fact_log (
    position BIGINT NOT NULL,
    seq INTEGER NOT NULL,
    {FACT_COLUMNS_SQL}
);
CREATE TABLE IF NOT EXISTS current_facts (
    {FACT_COLUMNS_SQL}
);
CREATE TABLE IF NOT EXISTS audit_trail (
    position BIGINT NOT NULL,
    "at" TIMESTAMPTZ NOT NULL,
    tenant VARCHAR NOT NULL,
    subject VARCHAR NOT NULL,
    command_id VARCHAR,
    actor VARCHAR,
    decision VARCHAR NOT NULL,
    reason VARCHAR,
    policy_version VARCHAR,
    fact_id VARCHAR,
    affected VARCHAR[],
    key VARCHAR,
    scope VARCHAR,
    context VARCHAR,
    event_type VARCHAR NOT NULL
);
CREATE TABLE IF NOT EXISTS projection_tracking (
    application_name VARCHAR PRIMARY KEY,
    notification_id BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS projection_meta (
    key VARCHAR PRIMARY KEY,
    value VARCHAR
);
"""

# cold storage (DOMAIN.md 5): every version of a fact whose last version was invalidated or superseded, both
# of its time lines ended COLD_AFTER ago or more, moves here out of fact_log (cold.py: ColdStorage.archive).
# Queries about times before `projection_meta.cold_through` read it too; an event that touches
# such a fact moves its versions back first. Same columns as fact_log.
COLD_DDL = f"""
CREATE TABLE IF NOT EXISTS fact_log_cold (
    position BIGINT NOT NULL,
    seq INTEGER NOT NULL,
    {FACT_COLUMNS_SQL}
);
"""
COLD_THROUGH_KEY = "cold_through"

# No ART indexes: maintaining them made every batch insert/delete slow, and a point
# read through an index on unclustered rows still touched ~one block per row. Reads
# rely on clustering by (sh, sk) and zone maps on `sh` instead (README.md, figures).
INDEX_DDL = ""
FACT_LOG_ORDER = "sh, sk, fact_id, position, seq"
CURRENT_ORDER = "sh, sk, key, fact_id"

VIEWS_DDL = """
CREATE OR REPLACE VIEW fact_versions AS
SELECT
    fact_id, tenant, subject, scope, key, context, value, statement, kind, source, status,
    valid_from, valid_to, recorded_at,
    coalesce(terminal_at, lead(recorded_at) OVER (PARTITION BY fact_id ORDER BY position, seq))
        AS expired_at,
    confidence, importance, supersedes, superseded_by, evidence, last_seen, evidence_count,
    position, seq
FROM (SELECT * FROM fact_log UNION ALL SELECT * FROM fact_log_cold);
CREATE OR REPLACE VIEW open_conflicts AS
SELECT * FROM current_facts WHERE status = 'conflicted';
"""


def init_schema(con: duckdb.DuckDBPyConnection, path: str, *, indexes: bool = True) -> None:
    """Create tables if missing, check/declare the projection version."""
    con.execute("SET TimeZone = 'UTC'")
    exists = scalar(
        con,
        "SELECT count(*) FROM information_schema.tables WHERE table_name = 'projection_meta'"
        " AND table_catalog = current_database()",
    )
    if exists:
        row = con.execute("SELECT value FROM projection_meta WHERE key = 'projection_version'").fetchone()
        found = None if row is None else row[0]
        if found != str(PROJECTION_VERSION):
            raise ProjectionVersionMismatch(path, found)
        if not scalar(con, "SELECT count(*) FROM information_schema.tables WHERE table_name = 'fact_log_cold'"
                           " AND table_catalog = current_database()"):
            with transaction(con):  # a file from before cold storage: same rules, one more table
                con.execute(COLD_DDL)
                con.execute(VIEWS_DDL)
        return
    con.execute("BEGIN")
    con.execute(TABLES_DDL)
    con.execute(COLD_DDL)
    if indexes and INDEX_DDL:
        con.execute(INDEX_DDL)
    con.execute(VIEWS_DDL)
    con.execute(
        "INSERT INTO projection_meta VALUES ('projection_version', ?)", [str(PROJECTION_VERSION)]
    )
    con.execute("COMMIT")


def write_clustered_copy(con: duckdb.DuckDBPyConnection, target: str, *, derive_current: bool = False) -> None:
    """Write every table of `con`'s database into a new file `target`, clustered by
    subject key (so point reads touch few blocks), with fresh indexes and no dead
    blocks: erased content that lingered in old blocks of the source is not copied.
    `target` must not exist. The caller os.replace()s it into place. `derive_current`: the
    copy's current_facts is CURRENT_FROM_LOG_SQL over the source's fact_log (and the copy is
    not marked stale) instead of a copy of the source's current_facts."""
    if os.path.exists(target):
        os.remove(target)
    for suffix in (".wal",):
        if os.path.exists(target + suffix):
            os.remove(target + suffix)
    alias = "memledger_rewrite"
    con.execute(f"ATTACH '{_sql_str(target)}' AS {alias} (ROW_GROUP_SIZE {ROW_GROUP_SIZE})")
    try:
        seal(target)  # a copy of the content: the owner's only, also before it is renamed into place
        src = '"' + scalar(con, "SELECT current_database()").replace('"', '""') + '"'
        con.execute(f"USE {alias}")
        try:
            con.execute(TABLES_DDL)
            con.execute(COLD_DDL)
        finally:
            con.execute(f"USE {src}")
        con.execute("BEGIN")
        con.execute(f"INSERT INTO {alias}.fact_log SELECT * FROM {src}.fact_log ORDER BY {FACT_LOG_ORDER}")
        con.execute(f"INSERT INTO {alias}.fact_log_cold SELECT * FROM {src}.fact_log_cold ORDER BY {FACT_LOG_ORDER}")
        if derive_current:  # CURRENT_FROM_LOG_SQL names fact_log unqualified: the source (USE src)
            con.execute(f"INSERT INTO {alias}.current_facts {CURRENT_FROM_LOG_SQL}")
        else:
            con.execute(
                f"INSERT INTO {alias}.current_facts SELECT * FROM {src}.current_facts ORDER BY {CURRENT_ORDER}"
            )
        con.execute(f"INSERT INTO {alias}.audit_trail SELECT * FROM {src}.audit_trail ORDER BY position")
        con.execute(f"INSERT INTO {alias}.projection_tracking SELECT * FROM {src}.projection_tracking")
        con.execute(f"INSERT INTO {alias}.projection_meta SELECT * FROM {src}.projection_meta")
        # a fresh copy has no dead blocks: whatever erasure awaited compaction is gone from it
        con.execute(f"DELETE FROM {alias}.projection_meta WHERE key = ?", [COMPACT_PENDING_KEY])
        if derive_current:
            con.execute(f"DELETE FROM {alias}.projection_meta WHERE key = ?", [CURRENT_STALE_KEY])
        con.execute(
            f"INSERT INTO {alias}.projection_meta SELECT 'clustered_rows', count(*)::VARCHAR FROM {alias}.fact_log "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value"
        )
        con.execute("COMMIT")
        seal(target + ".wal")
        con.execute(f"USE {alias}")
        try:
            if INDEX_DDL:
                con.execute(INDEX_DDL)
            con.execute(VIEWS_DDL)
        finally:
            con.execute(f"USE {src}")
    finally:
        seal(target + ".wal")  # (DETACH checkpoints it into the file and deletes it)
        con.execute(f"DETACH {alias}")


# `current_facts` as a function of `fact_log`: the latest version of every fact (largest
# (position, seq); seq < 2**20: an event would need a million versions to overflow) that
# `versions.keep_current` keeps. Used after a bulk catch-up, which does not maintain
# current_facts batch by batch, and to repair a file such a catch-up left (crash).
CURRENT_FROM_LOG_SQL = (
    "SELECT " + ", ".join("f." + c for c in FACT_COLUMNS) + " FROM fact_log f JOIN "
    "(SELECT fact_id, max(position * 1048576 + seq) AS ps FROM fact_log GROUP BY fact_id) m "
    "ON f.fact_id = m.fact_id AND f.position * 1048576 + f.seq = m.ps "
    "WHERE f.status IN ('active', 'pending', 'conflicted', 'superseded', 'invalidated') "
    "AND (f.valid_to IS NULL OR f.valid_to > f.recorded_at) "
    "ORDER BY " + ", ".join("f." + c for c in CURRENT_ORDER.split(", "))
)
# projection_meta key present while current_facts lags fact_log (a bulk catch-up is running,
# or crashed): opening the file rebuilds current_facts from fact_log
CURRENT_STALE_KEY = "current_stale"
# set in the transaction of a batch that erased something, on a file: its old bytes linger in
# DuckDB's free blocks until the file is rewritten. Cleared by that rewrite (compact), so a crash
# or an error between the COMMIT and the compaction is finished on the next open or catch-up.
COMPACT_PENDING_KEY = "compact_pending"
# the event store a file was built from (`projections.rebuild.store_identity`), written by a rebuild:
# positions mean something only in their own log, so a file caught up from another store (a wrong
# --home, a file kept from before `memledger migrate`) would serve that store's facts. Absent from
# files built before it was recorded (and from the live view, which open_view builds): read as unknown.
STORE_ID_KEY = "store_id"
# the end of the log when a rebuild first read it: every erasure recorded up to there was committed before
# the file's events were decoded (their content read as erased), so only a later erasure, beyond this and
# the file's position, can have left erased content in it (commands/views.py: purge_side_files_erased_since)
DECODED_THROUGH_KEY = "decoded_through"


def built_from(con: duckdb.DuckDBPyConnection, alias: str | None = None) -> str | None:
    """The `store_id` of the file `con` uses (or of the database attached as `alias`), None if unknown."""
    table = "projection_meta" if alias is None else f"{alias}.projection_meta"
    row = con.execute(f"SELECT value FROM {table} WHERE key = ?", [STORE_ID_KEY]).fetchone()
    return None if row is None else str(row[0])


def mark_built_from(con: duckdb.DuckDBPyConnection, store_id: str | None, decoded_through: int | None = None) -> None:
    """Record the store a file is built from and (`decoded_through`) the log's end when it began."""
    for key, value in ((STORE_ID_KEY, store_id), (DECODED_THROUGH_KEY, decoded_through)):
        if value is not None:
            con.execute("INSERT INTO projection_meta VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = "
                        "excluded.value", [key, str(value)])


def decoded_through(con: duckdb.DuckDBPyConnection) -> int | None:
    row = con.execute("SELECT value FROM projection_meta WHERE key = ?", [DECODED_THROUGH_KEY]).fetchone()
    return None if row is None or not str(row[0]).isdigit() else int(row[0])


def recluster(con: duckdb.DuckDBPyConnection, *, derive_current: bool = False,
              step: Callable[[str], None] | None = None) -> int:
    """Rewrite `fact_log` and `current_facts` sorted by (sh, sk, ...) into new tables
    that replace the old ones, in one transaction (a crash leaves the old tables).
    `derive_current`: build current_facts from the sorted fact_log (CURRENT_FROM_LOG_SQL)
    instead of copying it, and clear the stale mark. Returns the fact_log row count,
    recorded as `projection_meta.clustered_rows`."""
    step = step or (lambda _name: None)
    with transaction(con):
        for table, order, cols in (("fact_log", FACT_LOG_ORDER, "position BIGINT NOT NULL, seq INTEGER NOT NULL,"),
                                   ("current_facts", CURRENT_ORDER, "")):
            step(f"recluster_{table}")
            con.execute(f"CREATE TABLE {table}__sorted ({cols} {FACT_COLUMNS_SQL})")
            if table == "current_facts" and derive_current:
                con.execute(f"INSERT INTO {table}__sorted {CURRENT_FROM_LOG_SQL}")
            else:
                con.execute(f"INSERT INTO {table}__sorted SELECT * FROM {table} ORDER BY {order}")
            con.execute(f"DROP TABLE {table}")
            con.execute(f"ALTER TABLE {table}__sorted RENAME TO {table}")
        n = scalar(con, "SELECT count(*) FROM fact_log")
        con.execute(
            "INSERT INTO projection_meta VALUES ('clustered_rows', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [str(n)],
        )
        if derive_current:
            con.execute("DELETE FROM projection_meta WHERE key = ?", [CURRENT_STALE_KEY])
        step("recluster_commit")
    return int(n)


@contextlib.contextmanager
def transaction(con: duckdb.DuckDBPyConnection) -> Iterator[None]:
    """BEGIN; the block; COMMIT. Any error (a crash injected by a test too) rolls back and
    propagates; a failing ROLLBACK (the connection is gone) does not hide it."""
    con.execute("BEGIN")
    try:
        yield
        con.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(duckdb.Error):
            con.execute("ROLLBACK")
        raise


def derive_current(con: duckdb.DuckDBPyConnection) -> None:
    """Replace current_facts by CURRENT_FROM_LOG_SQL (sorted) and clear the stale mark,
    in one transaction."""
    with transaction(con):
        con.execute(f"CREATE TABLE current_facts__derived ({FACT_COLUMNS_SQL})")
        con.execute(f"INSERT INTO current_facts__derived {CURRENT_FROM_LOG_SQL}")
        con.execute("DROP TABLE current_facts")
        con.execute("ALTER TABLE current_facts__derived RENAME TO current_facts")
        con.execute("DELETE FROM projection_meta WHERE key = ?", [CURRENT_STALE_KEY])


def _sql_str(s: str) -> str:
    return s.replace("'", "''")


def seal(*paths: str) -> None:
    """Make the files among `paths` that exist readable by their owner only (mode 0600).

    A view file holds fact content in plain text, and DuckDB creates it, its `.wal` and the
    copies it writes with the process umask (0644 in a directory the operator made 0755: any
    local user could read every fact). An empty file made beforehand is refused by DuckDB, and a
    WAL it deletes at every checkpoint and makes anew; the process's umask is not a library's
    to change. So each file is chmod-ed right after DuckDB made it."""
    for path in paths:
        try:
            if os.stat(path).st_mode & 0o077:
                os.chmod(path, 0o600)
        except FileNotFoundError:
            pass
        except PermissionError as exc:  # another user's file this one may write (a shared group): as before
            log.warning("could not make %s readable by its owner only: %s", path, exc)


_DUCKDB_MAGIC = b"DUCK"  # bytes 8..12 of every DuckDB database file


def is_duckdb_file(path: str | os.PathLike[str]) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(12)[8:12] == _DUCKDB_MAGIC
    except OSError:
        return False


def holds_other_data(path: str | os.PathLike[str]) -> bool:
    """`path` exists and holds something other than a memledger projection: not a DuckDB file at
    all (the event store, the master key, a user's file), or a DuckDB database without
    `projection_meta` (the user's own). A DuckDB file that cannot be opened (in use, say by
    `replay diff`) counts as a projection. Such a path is never deleted or replaced."""
    if not os.path.exists(path):
        return False
    if not is_duckdb_file(path):
        return True
    try:
        con = duckdb.connect(os.fspath(path), read_only=True)
    except duckdb.Error:
        return False
    try:
        return not scalar(con, "SELECT count(*) FROM information_schema.tables WHERE table_name = 'projection_meta'")
    except duckdb.Error:
        return False
    finally:
        con.close()
