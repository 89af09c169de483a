"""`memledger backup DEST` (commands/backup.py): a consistent copy of the SQLite event store, 0600,
registered in the data directory so that later erasures delete the erased facts' keys from it."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from commands import Erase, Remember, open_ledger
from commands.backup import BACKUPS, backup_store
from ledger.errors import InvalidCommand

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
T, S = "acme", "alice"
SECRET = "Quokkapox-7731"


def _keys(db: Path) -> set[str]:
    con = sqlite3.connect(db)
    try:
        return {r[0] for r in con.execute("SELECT fact_id FROM memledger_keys")}
    finally:
        con.close()


def _restore(backup: Path, home: Path, target: Path) -> Path:
    target.mkdir(mode=0o700)
    shutil.copy2(backup, target / "events.sqlite")
    shutil.copy2(home / "master.key", target / "master.key")
    return target


def test_a_backup_is_0600_registered_and_restores_every_fact_with_its_view_rebuilt(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ids = {ledger.handle(Remember(tenant=T, subject=S, key=f"note.k{i}", value=f"v{i}",
                                      statement=f"I noted v{i}")).fact_id for i in range(5)}
        report = backup_store(home, tmp_path / "b1.sqlite")  # while the ledger is open
        ledger.handle(Remember(tenant=T, subject=S, key="note.late", value="late", statement="I noted late"))
    backup = tmp_path / "b1.sqlite"
    assert report == {"backup": str(backup), "events": report["events"], "keys": 5}
    assert stat.S_IMODE(backup.stat().st_mode) == 0o600
    assert (home / BACKUPS).read_text().splitlines() == [str(backup)]
    restored = _restore(backup, home, tmp_path / "restored")
    with open_ledger(restored) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == ids


def test_an_erasure_after_a_backup_deletes_the_erased_facts_key_from_it(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        fact = ledger.handle(Remember(tenant=T, subject=S, key="health.diagnosis", value=SECRET,
                                      statement=f"I was diagnosed with {SECRET}"))
        kept = ledger.handle(Remember(tenant=T, subject=S, key="home.city", value="Oslo", statement="I live in Oslo"))
    inside = home / "backups" / "nightly.sqlite"  # inside the data directory: found after a move too
    inside.parent.mkdir()
    backup_store(home, inside)
    assert (home / BACKUPS).read_text().splitlines() == [os.path.join("backups", "nightly.sqlite")]
    moved = tmp_path / "moved"
    shutil.move(str(home), str(moved))
    backup = moved / "backups" / "nightly.sqlite"
    assert fact.fact_id in _keys(backup)
    with open_ledger(moved) as ledger:
        assert ledger.handle(Erase(tenant=T, subject=S, fact_id=fact.fact_id)).decision == "erased"
    assert _keys(backup) == {kept.fact_id}
    restored = _restore(backup, moved, tmp_path / "restored")
    with open_ledger(restored) as ledger:
        # the copy holds no Erase event (re-apply it after a restore), but the content cannot be read
        assert ledger.get_fact(T, S, fact.fact_id).content.redacted
        shown = {f.key: f.value for f in ledger.current(T, S)}
        assert shown == {"health.diagnosis": None, "home.city": "Oslo"}
        ledger.handle(Erase(tenant=T, subject=S, fact_id=fact.fact_id))  # re-applied: gone from the views too
        assert [f.value for f in ledger.current(T, S)] == ["Oslo"]


def test_a_backup_that_is_not_a_prefix_of_the_live_log_is_left_alone(tmp_path: Path) -> None:
    """The live store was restored from an older backup since: facts the newer backup holds and the
    live store never saw are not erasures, their keys stay."""
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ledger.handle(Remember(tenant=T, subject=S, key="note.a", value="a", statement="I noted a"))
    shutil.copy2(home / "events.sqlite", tmp_path / "old.sqlite")
    with open_ledger(home) as ledger:
        later = ledger.handle(Remember(tenant=T, subject=S, key="note.b", value="b", statement="I noted b"))
    backup_store(home, tmp_path / "newer.sqlite")
    (home / "views.duckdb").unlink()
    (home / "views.snapshot.duckdb").unlink(missing_ok=True)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{home / 'events.sqlite'}{suffix}").unlink(missing_ok=True)
    shutil.copy2(tmp_path / "old.sqlite", home / "events.sqlite")  # the live store restored from the older copy
    with open_ledger(home) as ledger:
        other = ledger.handle(Remember(tenant=T, subject="bob", key="note.c", value="c", statement="I noted c"))
        ledger.handle(Erase(tenant=T, subject="bob", fact_id=other.fact_id))
    assert later.fact_id in _keys(tmp_path / "newer.sqlite")


def test_a_backup_never_overwrites_a_file(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ledger.handle(Remember(tenant=T, subject=S, key="note.a", value="a", statement="I noted a"))
    (tmp_path / "taken").write_text("mine")
    with pytest.raises(InvalidCommand) as caught:
        backup_store(home, tmp_path / "taken")
    assert caught.value.field == "dest" and "exists" in caught.value.message
    assert (tmp_path / "taken").read_text() == "mine"


def test_the_cli_backs_up_and_refuses_a_directory_without_a_ledger(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ledger.handle(Remember(tenant=T, subject=S, key="note.a", value="a", statement="I noted a"))
    env = {k: v for k, v in os.environ.items() if k not in ("MEMLEDGER_MASTER_KEY", "MEMLEDGER_HOME",
                                                             "MEMLEDGER_POSTGRES")}
    env["PYTHONPATH"] = str(ROOT)

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", *args],
                              capture_output=True, text=True, env=env, timeout=120, check=False)

    out = cli("--home", str(home), "backup", str(tmp_path / "b.sqlite"))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["keys"] == 1
    out = cli("--home", str(tmp_path / "nowhere"), "backup", str(tmp_path / "c.sqlite"))
    assert out.returncode == 3 and json.loads(out.stderr)["error"] == "not_found"
    assert not (tmp_path / "c.sqlite").exists()
