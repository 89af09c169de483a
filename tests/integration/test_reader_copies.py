"""A second process's private copy of the view holds fact content in plain text: it lives in the
data directory (owner-only), and one left by a process that died is deleted by the next erasure."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import duckdb
import pytest

from commands import Erase, Remember, open_ledger
from commands.views import purge_backups, views_path
from projections.view import READER_INFIX, sweep_reader_copies

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
SECRET = "Wombat-Close-4471"

READER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from commands import open_ledger
    ledger = open_ledger(sys.argv[1])
    assert not ledger.views.owner
    print(",".join(f.value for f in ledger.current("acme", "alice")), ledger.views.private_path, flush=True)
    sys.stdin.readline()
""")


def _files_containing(root: Path, needle: bytes) -> list[str]:
    return sorted(p.name for p in root.rglob("*") if p.is_file() and needle in p.read_bytes())


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_killed_readers_copy_is_in_the_data_directory_and_gone_after_the_next_erasure(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)  # this process owns the view
    fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET))
    assert [f.value for f in ledger.current("acme", "alice")] == [SECRET]
    ledger.views.publish()  # the snapshot a reader copies holds the content
    script = tmp_path / "reader.py"
    script.write_text(READER.format(root=str(ROOT)))
    reader = subprocess.Popen([sys.executable, str(script), str(home)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        seen, private = reader.stdout.readline().split()  # type: ignore[union-attr]
        assert seen == SECRET
        copy = Path(private)
        assert copy.parent == home and copy.name.startswith(views_path(home).name + READER_INFIX)
        assert stat.S_IMODE(copy.stat().st_mode) == 0o600
        assert SECRET.encode() in copy.read_bytes()
        ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
        assert copy.exists()  # a live reader's copy is its own: it catches the erasure up on its next read
    finally:
        reader.send_signal(signal.SIGKILL)  # dies without closing: the copy stays behind
        reader.wait(timeout=60)
    assert copy.exists()
    ledger.handle(Erase(tenant="acme", subject="alice"))  # the next erasure sweeps it
    assert not copy.exists()
    assert _files_containing(home, SECRET.encode()) == []
    ledger.close()


def test_the_sweep_keeps_copies_in_use_and_of_live_processes(tmp_path: Path) -> None:
    view = tmp_path / "views.duckdb"
    dead = _dead_pid()
    stale = Path(f"{view}{READER_INFIX}{dead}-0001")
    stale.write_bytes(b"old content")
    Path(f"{stale}.wal").write_bytes(b"old wal")
    orphan_wal = Path(f"{view}{READER_INFIX}{dead}-0002.wal")
    orphan_wal.write_bytes(b"old wal")
    live = Path(f"{view}{READER_INFIX}{os.getppid()}-0003")  # a live process's (being copied, say)
    live.write_bytes(b"in use")
    held = Path(f"{view}{READER_INFIX}{dead}-0004")  # a dead pid as seen here, open elsewhere (another
    duckdb.connect(str(held)).close()                 # pid namespace): DuckDB's lock says it is in use
    holder = subprocess.Popen([sys.executable, "-c", f"import duckdb, sys; c = duckdb.connect({str(held)!r}); "
                               "print('ok', flush=True); sys.stdin.readline()"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "ok"  # type: ignore[union-attr]
        removed = sweep_reader_copies(str(view))
        assert sorted(removed) == sorted(map(str, (stale, Path(f"{stale}.wal"), orphan_wal)))
        assert live.exists() and held.exists()
    finally:
        holder.stdin.write("\n")  # type: ignore[union-attr]
        holder.stdin.flush()  # type: ignore[union-attr]
        holder.wait(timeout=60)
    assert [str(p) for p in purge_backups(tmp_path)] == [str(held)]  # closed now: swept with the erasure's purge
    assert live.exists()


def test_a_new_data_directory_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    home = tmp_path / "fresh" / "home"
    open_ledger(home).close()
    assert stat.S_IMODE(home.stat().st_mode) == 0o700
