"""Erasure is real: after it, the content is in no file of the data directory."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from commands import Erase, Remember, open_ledger

pytestmark = pytest.mark.integration

SECRET = "Quokka-Lane-8812"


def _files_containing(home: Path, needle: bytes) -> list[str]:
    return sorted(p.name for p in home.rglob("*") if p.is_file() and needle in p.read_bytes())


def test_erased_content_is_gone_from_events_views_snapshots_and_backups(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ledger = open_ledger(home)
    fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET,
                                  statement=f"I live at {SECRET}"))
    for i in range(50):
        ledger.handle(Remember(tenant="acme", subject=f"user{i}", key="home.city", value=f"City {i}"))
    assert [f.value for f in ledger.current("acme", "alice")] == [SECRET]
    ledger.views.publish()  # a snapshot and a rollback copy that predate the erasure
    ledger.views.con.execute("CHECKPOINT")
    shutil.copyfile(home / "views.duckdb", home / "views.duckdb.bak-20260101T000000Z")
    assert "views.duckdb" in _files_containing(home, SECRET.encode())

    ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
    assert _files_containing(home, SECRET.encode()) == []
    history = ledger.history("acme", "alice", "home.address")
    assert history and all(v.value is None and v.status == "erased" for v in history)
    assert [e.decision for e in ledger.audit("acme", subject="alice")] == ["added", "erased"]
    ledger.close()
    assert _files_containing(home, SECRET.encode()) == []


SECRET = "Rue-Secrete-7-Lyon"


def _files_holding(home: Path, needle: str) -> list[str]:
    return sorted(p.name for p in home.rglob("*") if p.is_file() and needle.encode() in p.read_bytes())


def test_an_erasure_from_another_process_leaves_the_owners_files_when_it_closes(tmp_path: Path) -> None:
    import subprocess
    import sys

    home = tmp_path / "home"
    server = open_ledger(home)  # owns views.duckdb, like an agent's server
    fact = server.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET))
    server.history("acme", "alice", "home.address")  # the fact is in the file
    server.views.publish()  # and in the snapshot
    out = subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home), "erase", "-t", "acme",
                          "-s", "alice", fact.fact_id or ""], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    server.close()  # never queried again: closing must still take the erasure in
    assert _files_holding(home, SECRET) == []


def test_an_erasure_deletes_an_interrupted_rebuild(tmp_path: Path) -> None:
    from commands.views import StoreEventSource, views_path
    from projections.rebuild import rebuild

    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET))
        for i in range(5):
            ledger.handle(Remember(tenant="acme", subject=f"u{i}", key="home.city", value="Oslo"))

        class Interrupted(StoreEventSource):
            reads = 0

            def read(self, after: int, limit: int):  # type: ignore[no-untyped-def]
                self.reads += 1
                if self.reads == 3:
                    raise KeyboardInterrupt  # Ctrl-C during a long `memledger rebuild`
                return super().read(after, limit)

        with pytest.raises(KeyboardInterrupt):
            rebuild(Interrupted(ledger.app), str(views_path(home)), progress=False, batch_size=4)
        assert (home / "views.duckdb.building").exists()
        assert ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id)).decision == "erased"
    assert _files_holding(home, SECRET) == []


def test_an_erasure_leaves_the_owners_temporaries_to_the_owner(tmp_path: Path) -> None:
    """Another process may be writing them right now; the owner removes its own leftovers."""
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET))
    compact, snapshot_tmp = home / "views.duckdb.compact", home / "views.snapshot.duckdb.4242.tmp"
    with open_ledger(home, views=False) as writer:  # not the owner: the view is closed, but say a server runs
        compact.write_bytes(b"a compaction in progress")
        snapshot_tmp.write_bytes(b"a snapshot being written")
        writer.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id))
        assert compact.exists() and snapshot_tmp.exists()
    with open_ledger(home):  # the owner opens: nobody else writes these
        assert not compact.exists() and not snapshot_tmp.exists()
    assert _files_holding(home, SECRET) == []


def _cli(home: Path, *args: str) -> str:
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home), *args],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_an_erasure_deletes_side_files_that_replay_rebuild_wrote_outside_the_data_directory(tmp_path: Path) -> None:
    home = tmp_path / "home"
    elsewhere = tmp_path / "postmortem"
    elsewhere.mkdir()
    side = elsewhere / "fixed.duckdb"
    unrelated = elsewhere / "notes.duckdb"  # a file of the user's that was never registered
    with open_ledger(home) as ledger:
        fact = ledger.handle(Remember(tenant="acme", subject="alice", key="home.address", value=SECRET))
        ledger.handle(Remember(tenant="acme", subject="bob", key="home.city", value="Oslo"))
    _cli(home, "replay", "rebuild", "--into", str(side), "--no-progress")
    unrelated.write_bytes(side.read_bytes())
    assert SECRET.encode() in side.read_bytes()
    assert str(side) in (home / "side-views.txt").read_text()

    _cli(home, "erase", "-t", "acme", "-s", "alice", fact.fact_id or "")
    assert not side.exists()  # it held the erased content
    assert unrelated.exists()  # not ours: left alone
    assert not (home / "side-views.txt").exists()
    assert _files_holding(home, SECRET) == []
    # rebuilt after the erasure, the side file holds no content of it
    _cli(home, "replay", "rebuild", "--into", str(side), "--no-progress")
    assert SECRET.encode() not in side.read_bytes()


def test_a_registered_path_that_now_holds_something_else_is_not_deleted(tmp_path: Path) -> None:
    from commands.views import purge_backups, register_side_file

    home = tmp_path / "home"
    home.mkdir()
    other = tmp_path / "report.txt"
    other.write_text("the user's own file, written after the rebuild moved away")
    register_side_file(home, other)
    register_side_file(home, other)  # registered once
    assert (home / "side-views.txt").read_text().splitlines() == [str(other)]
    assert purge_backups(home) == []
    assert other.exists()
