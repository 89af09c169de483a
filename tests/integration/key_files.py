"""What a PostgreSQL key table holds on disk, for the tests that check a destroyed key is gone."""

from __future__ import annotations

from pathlib import Path

import psycopg


def key_table_bytes(url: str, table: str = "memledger_events_keys") -> bytes:
    """The key table's files as the server has them on disk (dead tuples included): its own, or
    every partition's (a partitioned table has no file of its own)."""
    with psycopg.connect(url) as conn:
        conn.execute("CHECKPOINT")  # flush shared buffers so the files show what is stored
        paths = conn.execute(
            "SELECT current_setting('data_directory') || '/' || pg_relation_filepath(c.oid) FROM pg_class c "
            "WHERE (c.oid = %s::regclass OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = %s::regclass)) "
            "AND pg_relation_filepath(c.oid) IS NOT NULL", (table, table)).fetchall()
    assert paths, table
    return b"".join(Path(path).read_bytes() for (path,) in paths)
