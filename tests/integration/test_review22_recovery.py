"""Review 22: an SRE's disaster-recovery and lifecycle drill of a data directory ("home").

Backups taken while a writer runs, restores (also of a backup older than an erasure), moving a home,
losing or damaging its pieces (key file, view, the SQLite -wal), a full disk in the middle of a write
or of an erasure, and `memledger migrate` interrupted and backed out.

Tests whose docstring says GUARD hold today and must keep holding; every other test is a defect: it
fails on the code reviewed and passes once the defect is fixed. Processes are synchronised by reading
their output and waiting for them (no sleeps); a full disk is a file-size limit (RLIMIT_FSIZE) set in
a child process, which works without root.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import sqlite3
import stat
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from commands import Erase, Remember, open_ledger
from commands.bootstrap import LedgerMoved
from commands.store.keyring import MASTER_KEY_ENV, WrongMasterKey
from ledger.errors import LedgerError

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
SECRET = "Quokkapox-7731"
T, S = "acme", "alice"


# ------------------------------------------------------------------------------------------------
# helpers
# ------------------------------------------------------------------------------------------------

def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in (MASTER_KEY_ENV, "MEMLEDGER_HOME", "MEMLEDGER_POSTGRES")}
    env["PYTHONPATH"] = str(ROOT)
    env.update(extra)
    return env


def _python(code: str, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=_env(),
                          timeout=timeout, cwd=ROOT, check=False)


def _cli(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home), *args],
                          capture_output=True, text=True, env=_env(), timeout=120, cwd=home.parent, check=False)


def _remember(ledger: Any, key: str, value: str, subject: str = S) -> Any:
    return ledger.handle(Remember(tenant=T, subject=subject, key=key, value=value, statement=f"I noted {value}"))


def _secret(ledger: Any) -> Any:
    return ledger.handle(Remember(tenant=T, subject=S, key="health.diagnosis", value=SECRET,
                                  statement=f"I was diagnosed with {SECRET}"))


def _files_containing(root: Path, needle: str) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and needle.encode() in p.read_bytes())


def _stored(home: Path) -> tuple[int, str]:
    """(events, digest of every stored event and wrapped key) of a SQLite event store."""
    con = sqlite3.connect(f"{(home / 'events.sqlite').as_uri()}?mode=ro", uri=True)
    try:
        digest = hashlib.sha256()
        rows = con.execute("SELECT originator_id, originator_version, topic, state FROM stored_events ORDER BY rowid")
        n = 0
        for row in rows:
            digest.update(repr(row).encode())
            n += 1
        for row in con.execute("SELECT fact_id, wrapped FROM memledger_keys ORDER BY fact_id"):
            digest.update(repr(row).encode())
        return n, digest.hexdigest()
    finally:
        con.close()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _phantoms_and_visibility(home: Path, *, postgres: str | None = None) -> tuple[list[str], bool]:
    """Open `home` (it must open), list the facts the view shows that the event store does not hold
    (phantoms), then write a new fact and say whether the view shows it (read-your-writes)."""
    ledger = open_ledger(home, postgres=postgres)
    try:
        shown = ledger.current(T, S)
        phantoms = []
        for fact in shown:
            try:
                ledger.get_fact(T, S, fact.fact_id)
            except LedgerError:
                phantoms.append(fact.key)
        new = ledger.handle(Remember(tenant=T, subject="bob", key="home.city", value="Oslo",
                                     statement="I live in Oslo"))
        visible = [f.fact_id for f in ledger.current(T, "bob")] == [new.fact_id]
        return phantoms, visible
    finally:
        ledger.close()


# A process writing through the Python API while it owns the view (as `memledger serve` does): one
# acknowledged command a line, until the stop file appears; then it closes (flushing its view).
WRITER = """
import sys
from pathlib import Path
from commands import open_ledger, Remember
home, stop = Path(sys.argv[1]), Path(sys.argv[2])
ledger = open_ledger(home)
i = 0
while not stop.exists():
    r = ledger.handle(Remember(tenant="acme", subject="alice", key=f"note.k{i}", value=f"v{i}",
                               statement=f"I noted v{i}", command_id=f"w-{i}"))
    print("ack", i, r.fact_id, r.position, flush=True)
    i += 1
ledger.history("acme", "alice", "note.k0")
ledger.close()
print("closed", flush=True)
"""


@pytest.fixture(scope="module")
def live_backup(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The drill of item 1: a writer keeps writing while the operator backs the event store up
    with SQLite's online backup (what `sqlite3 events.sqlite ".backup …"` does), copies master.key,
    and copies the rest of the home (the view) a moment later, once the writer stopped."""
    base = tmp_path_factory.mktemp("live")
    home, stop, backup = base / "home", base / "stop", base / "backup"
    backup.mkdir()
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(home), str(stop)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=_env(), cwd=ROOT)
    acks: list[tuple[int, str, int]] = []
    try:
        def read_ack() -> None:
            line = writer.stdout.readline()  # type: ignore[union-attr]
            assert line.startswith("ack "), (line, writer.stderr.read() if writer.poll() is not None else "")  # type: ignore[union-attr]
            _, i, fact_id, position = line.split()
            acks.append((int(i), fact_id, int(position)))

        while len(acks) < 40:
            read_ack()
        before = list(acks)  # acknowledged before the backup began
        src = sqlite3.connect(home / "events.sqlite")
        dst = sqlite3.connect(backup / "events.sqlite")
        with dst:
            src.backup(dst)  # one step: a consistent snapshot while the writer goes on
        src.close()
        dst.close()
        shutil.copy2(home / "master.key", backup / "master.key")
        count = len(acks)
        while len(acks) < count + 5:  # the writer acknowledged more after the backup
            read_ack()
    finally:
        stop.touch()
        out, err = writer.communicate(timeout=120)
    assert writer.returncode == 0, err
    assert out.rstrip().endswith("closed"), out[-500:]
    for line in out.splitlines():
        if line.startswith("ack "):
            _, i, fact_id, position = line.split()
            acks.append((int(i), fact_id, int(position)))
    shutil.copy2(home / "views.duckdb", backup / "views.duckdb.later")  # the rest of the home, copied after
    return {"home": home, "backup": backup, "before": before, "acks": acks}


def _restore(backup: Path, target: Path, *, view: bool) -> Path:
    target.mkdir(parents=True, mode=0o700)
    shutil.copy2(backup / "events.sqlite", target / "events.sqlite")
    shutil.copy2(backup / "master.key", target / "master.key")
    if view:
        shutil.copy2(backup / "views.duckdb.later", target / "views.duckdb")
    return target


# ------------------------------------------------------------------------------------------------
# 1. backing a home up while a writer writes
# ------------------------------------------------------------------------------------------------

def test_guard_an_online_sqlite_backup_plus_master_key_restores_every_acknowledged_command_elsewhere(
        live_backup: dict[str, Any], tmp_path: Path) -> None:
    """GUARD. The operator backs up a live home with SQLite's online backup of events.sqlite (the
    writer keeps writing) and copies master.key beside it (README: the master key is
    MEMLEDGER_MASTER_KEY or `master.key` in the data directory, so it must come along). Restored at
    another path on another machine, without the view: it opens, every command acknowledged before
    the backup began is there, the view is rebuilt from the log, and new writes are visible."""
    restored = _restore(live_backup["backup"], tmp_path / "other-machine" / "home", view=False)
    con = sqlite3.connect(restored / "events.sqlite")
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    con.close()
    with open_ledger(restored) as ledger:
        held = {f.fact_id for f in ledger.current(T, S)}
        missing = [i for i, fact_id, _ in live_backup["before"] if fact_id not in held]
        assert missing == [], f"commands acknowledged before the backup are missing: {missing}"
        assert ledger.max_position() >= live_backup["before"][-1][2]
        new = _remember(ledger, "home.city", "Oslo", subject="bob")
        assert [f.fact_id for f in ledger.current(T, "bob")] == [new.fact_id]


def test_a_backup_of_the_event_store_restored_with_a_view_copied_after_it_shows_facts_not_in_the_log_and_hides_new_writes(
        live_backup: dict[str, Any], tmp_path: Path) -> None:
    """The operator backs up a live home the natural way: SQLite's online backup of events.sqlite,
    then a copy of the rest of the home (master.key, views.duckdb) a moment later, while the writer
    has acknowledged a few more commands. README says nothing about how to back a home up, and calls
    the view "only a projection of the log". Restoring that backup and opening it, the operator
    expects either a refusal naming the problem (the view is ahead of the log) or a view that
    matches the log, and above all: "Read-your-writes: every query first makes the tail of the log
    visible". What happens: the view claims positions the restored log has not reached
    (projections/view.py `View._catch_up`: `tail = max_position - position; if tail <= 0: return 0`,
    a negative tail is taken for "caught up"; nothing compares the live view with the store it
    reads). It shows facts the event store does not hold (`get_fact` says not found), and the next
    acknowledged commands reuse those positions, so they never appear in `current()`, `history()`
    or the audit trail, now or after a restart."""
    restored = _restore(live_backup["backup"], tmp_path / "restored", view=True)
    try:
        phantoms, visible = _phantoms_and_visibility(restored)
    except LedgerError:
        return  # refused, typed: the operator is told the view is ahead of the log
    assert phantoms == [] and visible, (
        f"the restored home shows {len(phantoms)} facts that are not in its event store "
        f"(e.g. {phantoms[:3]}), and a command acknowledged after the restore is visible: {visible}")


# ------------------------------------------------------------------------------------------------
# 2. restoring a backup older than an erasure
# ------------------------------------------------------------------------------------------------

def _readme_sentences(*patterns: str) -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8").replace("\n", " ")
    return [s for s in re.split(r"(?<=[.;!?])\s+", text) if all(re.search(p, s, re.IGNORECASE) for p in patterns)]


def test_restoring_a_backup_taken_before_an_erasure_brings_the_erased_content_back_and_readme_never_says_so(
        tmp_path: Path) -> None:
    """The operator keeps nightly backups of the stopped home (`cp -a`, the most consistent copy
    there is). A user has a diagnosis erased; a week later a disk fails and the operator restores
    last night's backup, taken before the erasure. DOMAIN §6: "Erasure is real: after it, the content
    is gone from the event store, every projection, every index, archive and cache"; README:
    erasure "destroys the keys ... so the content cannot be recovered from any file even with the
    master key". Crypto-shredding with the fact keys stored in the same database as the events (and
    master.key in the same directory) means every backup holds the keys: the restore brings the
    erased diagnosis back, readable by `get_fact`, `facts` and recall. That may be an acceptable
    limit, but README says nothing about it for a SQLite home (its only mention of backups is
    PostgreSQL's WAL archive), so the operator cannot know that erasures must be re-applied after a
    restore, or that backups must be kept no longer than erasures may take. Expected: either the
    erased content stays unreadable after the restore, or README documents the limit and what to do
    (a sentence about restoring a backup and erasure)."""
    home, backup = tmp_path / "home", tmp_path / "nightly"
    with open_ledger(home) as ledger:
        fact = _secret(ledger)
    shutil.copytree(home, backup, symlinks=True)  # cp -a of the stopped home
    with open_ledger(home) as ledger:
        assert ledger.handle(Erase(tenant=T, subject=S, fact_id=fact.fact_id)).decision == "erased"
    assert _files_containing(home, SECRET) == []
    shutil.rmtree(home)
    shutil.copytree(backup, home, symlinks=True)  # the restore
    with open_ledger(home) as ledger:
        resurrected = ledger.get_fact(T, S, fact.fact_id).content.value == SECRET
        shown = [f.value for f in ledger.current(T, S)]
    documented = _readme_sentences(r"restor|back ?up", r"eras")
    assert not resurrected or documented, (
        f"the erased diagnosis is readable again after restoring a backup older than the erasure "
        f"(current() shows {shown}), and README has no sentence about restoring a backup and erasure")


# ------------------------------------------------------------------------------------------------
# 3. moving a home
# ------------------------------------------------------------------------------------------------

def test_guard_a_home_moved_with_its_key_file_opens_at_the_new_path(tmp_path: Path) -> None:
    """GUARD. `mv /srv/memledger /data/memledger` of a stopped home (key file inside): it opens at
    the new path with every fact and keeps working; nothing recorded the old path."""
    old, new = tmp_path / "srv" / "home", tmp_path / "data" / "home"
    with open_ledger(old) as ledger:
        ids = {_remember(ledger, f"note.k{i}", f"v{i}").fact_id for i in range(5)}
    new.parent.mkdir()
    shutil.move(str(old), str(new))
    with open_ledger(new) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == ids
        _remember(ledger, "home.city", "Oslo", subject="bob")
        assert [f.value for f in ledger.current(T, "bob")] == ["Oslo"]
    assert not old.exists()


@pytest.mark.parametrize("how", ["key_file_left_behind", "another_master_key_in_env"])
def test_guard_a_moved_home_without_its_key_is_refused_with_wrong_master_key_and_nothing_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    """GUARD. The home is copied to a new machine without master.key, or the new machine's service
    sets another MEMLEDGER_MASTER_KEY. README: "A master key that does not open the stored fact keys
    ... raises WrongMasterKey (`wrong_master_key`): nothing is read as erased, and no new key is
    made." Checked: the error is typed and named, no master.key is created, and the stored events,
    keys and the view are byte for byte as they were."""
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        _secret(ledger)
        _remember(ledger, "home.city", "Lisbon")
        ledger.current(T, S)
    if how == "key_file_left_behind":
        (home / "master.key").unlink()
    else:
        monkeypatch.setenv(MASTER_KEY_ENV, "ab" * 32)
    key_before = _sha(home / "master.key") if (home / "master.key").exists() else None
    stored, view = _stored(home), _sha(home / "views.duckdb")
    with pytest.raises(WrongMasterKey) as caught:
        open_ledger(home)
    assert caught.value.code == "wrong_master_key" and caught.value.field == MASTER_KEY_ENV
    assert (_sha(home / "master.key") if (home / "master.key").exists() else None) == key_before
    assert _stored(home) == stored
    assert _sha(home / "views.duckdb") == view


def test_a_side_file_registered_inside_the_home_survives_an_erasure_once_the_home_has_moved(tmp_path: Path) -> None:
    """The operator ran `memledger replay rebuild --into $HOME_DIR/fixed.duckdb` for a post-mortem
    (README: such side files "are registered in the data directory (`side-views.txt`) and deleted by
    a later erasure too"), then moved the home to a bigger disk (`mv`). A user then has a diagnosis
    erased. Expected: the erased content is gone from every file of the data directory (DOMAIN §6).
    What happens: `side-views.txt` holds the side file's absolute *old* path
    (commands/views.py `register_side_file`: `os.path.abspath`), so neither the erasure's purge
    (`_purge_side_files`) nor the open-time check (`purge_side_files_erased_since`) finds the file
    that moved along inside the data directory: the diagnosis stays in plain text in
    `fixed.duckdb`, in the data directory itself. (The other way round, a copy of a home erasing
    deletes side files that belong to the original's operator.)"""
    home, moved = tmp_path / "disk1" / "home", tmp_path / "disk2" / "home"
    with open_ledger(home) as ledger:
        fact = _secret(ledger)
    out = _cli(home, "replay", "rebuild", "--into", str(home / "fixed.duckdb"), "--no-progress")
    assert out.returncode == 0, out.stderr
    assert "fixed.duckdb" in _files_containing(home, SECRET)  # the post-mortem copy holds the content
    moved.parent.mkdir()
    shutil.move(str(home), str(moved))
    with open_ledger(moved) as ledger:
        assert ledger.handle(Erase(tenant=T, subject=S, fact_id=fact.fact_id)).decision == "erased"
    assert _files_containing(moved, SECRET) == [], "erased content left in the moved data directory"


# ------------------------------------------------------------------------------------------------
# 4. losing or damaging pieces
# ------------------------------------------------------------------------------------------------

def test_a_truncated_master_key_file_is_reported_as_that_file_not_as_a_malformed_environment_variable(
        tmp_path: Path) -> None:
    """A restore cut short (or a full disk) leaves `master.key` empty. MEMLEDGER_MASTER_KEY is not
    set. The operator expects an error naming the damaged file (README: the key is
    "MEMLEDGER_MASTER_KEY ... or `master.key` created 0600 in the data directory"), so that they
    restore that file. What happens: `InvalidCommand` ("invalid input", CLI exit 2) with the message
    "MEMLEDGER_MASTER_KEY: must be 32 bytes as hex or base64" and field MEMLEDGER_MASTER_KEY: it blames
    a variable that is not set and never names master.key (commands/store/keyring.py
    `load_master_key` passes the file's text to `parse_master_key`, whose message is about the
    variable). The file is left as it was (good)."""
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        _remember(ledger, "home.city", "Lisbon")
    (home / "master.key").write_bytes(b"")
    with pytest.raises(LedgerError) as caught:
        open_ledger(home)
    assert (home / "master.key").read_bytes() == b"", "the damaged key file was replaced"
    assert "master.key" in caught.value.message, caught.value.to_dict()


def test_a_master_key_file_restored_world_readable_is_tightened_or_refused(tmp_path: Path) -> None:
    """The operator restores a home with a tool that does not keep modes (`cp` without `-p`, an
    archive unpacked under umask 022): master.key comes back 0644. README: the key is "`master.key`
    created 0600 in the data directory", and memledger tightens every view file to 0600 when it opens
    one that is not ("a view file from an older version is tightened when opened"): the file that
    opens *every* fact deserves no less. Expected: opening the home narrows master.key to 0600 (or
    refuses, naming it). What happens: it is used as it is and stays readable by every local user
    (commands/store/keyring.py `load_master_key` only reads it)."""
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        _secret(ledger)
    os.chmod(home / "master.key", 0o644)
    refusal = None
    try:
        with open_ledger(home) as ledger:
            ledger.current(T, S)
    except LedgerError as exc:
        refusal = exc.message
    if refusal is not None:
        assert "master.key" in refusal
        return
    mode = stat.S_IMODE((home / "master.key").stat().st_mode)
    assert mode & 0o077 == 0, f"master.key left mode {oct(mode)}"


def test_a_lost_master_key_beside_a_damaged_event_store_makes_no_new_key(tmp_path: Path) -> None:
    """A bad restore: master.key did not come back and events.sqlite was cut short. README: "A master
    key that does not open the stored fact keys (... a `master.key` lost beside an existing
    `events.sqlite`) raises `WrongMasterKey`: nothing is read as erased, and no new key is made."
    What happens: a raw `sqlite3.DatabaseError` ("database disk image is malformed", no LedgerError)
    *after* a brand-new random master.key was written into the home
    (commands/store/keyring.py `_holds_keys` answers "no keys" for a store it cannot read, and
    `load_master_key` then creates a key). The operator who next restores a good events.sqlite finds
    a master.key in place, believes the key came back, and gets WrongMasterKey with no hint that the
    key file is an impostor."""
    home = tmp_path / "home"
    with open_ledger(home, views=False) as ledger:
        ledger.handle_many([Remember(tenant=T, subject=S, key=f"note.k{i}", value=f"value {i} " * 30,
                                     statement=f"I noted {i}") for i in range(200)])
    (home / "master.key").unlink()
    size = (home / "events.sqlite").stat().st_size
    assert size > 65536
    with open(home / "events.sqlite", "r+b") as f:
        f.truncate(size // 2)
    with pytest.raises(Exception) as caught:
        open_ledger(home)
    assert not (home / "master.key").exists(), "a new master key was made beside an existing event store"
    assert isinstance(caught.value, LedgerError), f"untyped: {type(caught.value).__module__}.{type(caught.value).__name__}"


CRASHER = """
import os, signal, sys
from pathlib import Path
from commands import open_ledger, Remember
ledger = open_ledger(Path(sys.argv[1]))
for i in range(20):
    r = ledger.handle(Remember(tenant="acme", subject="alice", key=f"note.k{i}", value=f"v{i}",
                               statement=f"I noted v{i}"))
    print("ack", i, r.fact_id, r.position, flush=True)
ledger.history("acme", "alice", "note.k0")  # the view file is written up to the last position
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.fixture(scope="module")
def crashed_home(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A home whose writer (the owner of the view) was killed -9 after 20 acknowledged commands:
    its events are still in events.sqlite-wal, nothing checkpointed."""
    home = tmp_path_factory.mktemp("crash") / "home"
    out = _python(CRASHER, str(home))
    assert out.returncode == -signal.SIGKILL, out.stderr
    acks = [line.split() for line in out.stdout.splitlines() if line.startswith("ack ")]
    assert len(acks) == 20
    assert (home / "events.sqlite-wal").exists()
    return {"home": home, "acks": [(int(i), fid, int(pos)) for _, i, fid, pos in acks]}


@pytest.mark.parametrize("shm", ["kept", "deleted"])
def test_guard_a_writer_killed_mid_run_loses_no_acknowledged_command(crashed_home: dict[str, Any],
                                                                       tmp_path: Path, shm: str) -> None:
    """GUARD. The server is killed -9 (OOM killer); the operator copies the home as it is (with its
    -wal; the -shm kept, or deleted as a "stale lock file") and starts again: every acknowledged
    command is there and visible."""
    home = tmp_path / "home"
    shutil.copytree(crashed_home["home"], home, symlinks=True)
    if shm == "deleted":
        (home / "events.sqlite-shm").unlink()
    with open_ledger(home) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == {fid for _, fid, _ in crashed_home["acks"]}
        assert ledger.max_position() == crashed_home["acks"][-1][2]


@pytest.mark.parametrize("damage", ["wal_deleted_after_crash", "event_store_emptied", "event_store_deleted"])
def test_an_event_store_behind_its_view_is_refused_not_opened_as_a_new_empty_ledger(
        crashed_home: dict[str, Any], tmp_path: Path, damage: str) -> None:
    """The event store lost what the view has seen: after a crash someone deletes
    `events.sqlite-wal` and `-shm` "stale lock files" (where every acknowledged command still was),
    or a full disk / cut-short restore leaves events.sqlite empty, or it is deleted, while master.key
    and views.duckdb remain. The operator expects memledger to "never silently create a fresh empty
    ledger over an existing one": a typed refusal naming the problem. What happens: `open_ledger`
    starts an empty event store over the home without a word; the view goes on showing the 20 facts
    the log no longer holds; the new commands it acknowledges get positions the view has already
    passed, so they are never visible (projections/view.py `View._catch_up` takes a view ahead of the
    log for caught up; commands/bootstrap.py `open_ledger` creates the store: `CREATE_TABLE`). The
    master key record is gone with it, so a process with another key could now claim the store."""
    home = tmp_path / "home"
    shutil.copytree(crashed_home["home"], home, symlinks=True)
    if damage == "wal_deleted_after_crash":
        for suffix in ("-wal", "-shm"):
            (home / f"events.sqlite{suffix}").unlink()
    else:
        with open_ledger(home):  # a clean start and stop first: the events reach events.sqlite
            pass
        assert _stored(home)[0] >= 40
        if damage == "event_store_emptied":
            (home / "events.sqlite").write_bytes(b"")
        else:
            (home / "events.sqlite").unlink()
    try:
        phantoms, visible = _phantoms_and_visibility(home)
    except LedgerError:
        return
    pytest.fail(f"opened as a new ledger: the view shows {len(phantoms)} facts the event store does not hold; "
                f"a command acknowledged now is visible: {visible}")


def test_guard_a_deleted_view_is_rebuilt_from_the_log_when_the_home_opens(tmp_path: Path) -> None:
    """GUARD. views.duckdb (and its snapshot) deleted: "only a projection of the log". The next
    open rebuilds it; every fact is back."""
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ids = {_remember(ledger, f"note.k{i}", f"v{i}").fact_id for i in range(10)}
        ledger.current(T, S)
    for name in ("views.duckdb", "views.snapshot.duckdb"):
        (home / name).unlink(missing_ok=True)
    with open_ledger(home) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == ids


def test_guard_a_damaged_view_fails_reads_naming_it_and_memledger_rebuild_replaces_it(tmp_path: Path) -> None:
    """GUARD. views.duckdb emptied by a full disk. README: "every read fails with 'not a valid DuckDB
    database file' ... `memledger rebuild` ... replaces it, keeping the damaged file as
    views.duckdb.bak-<timestamp>". Checked with the CLI: `facts` fails (store_error, naming the
    file), writes still land, `rebuild` replaces the view, the facts are back, the events untouched."""
    home = tmp_path / "home"
    with open_ledger(home) as ledger:
        ids = {_remember(ledger, f"note.k{i}", f"v{i}").fact_id for i in range(5)}
        ledger.current(T, S)
    (home / "views.duckdb").write_bytes(b"")
    stored = _stored(home)
    out = _cli(home, "facts", "-t", T, "-s", S, "--json")
    assert out.returncode == 1
    error = json.loads(out.stderr.strip().splitlines()[-1])
    assert error["error"] == "store_error" and "views.duckdb" in error["message"], error
    assert _stored(home) == stored
    out = _cli(home, "rebuild")
    assert out.returncode == 0, out.stderr
    assert list(home.glob("views.duckdb.bak-*"))
    with open_ledger(home) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == ids
    assert _stored(home) == stored


# ------------------------------------------------------------------------------------------------
# 5. a full disk in the middle of handle_many, and under an erasure
# ------------------------------------------------------------------------------------------------

FULL_DISK_BATCH = """
import json, resource, signal, sys
from pathlib import Path
from commands import open_ledger, Remember
from ledger.errors import LedgerError
home = Path(sys.argv[1])

def commands(prefix, n):
    return [Remember(tenant="acme", subject=f"s{i % 50}", key=f"{prefix}.k{i}", value=f"{prefix} value {i} " * 8,
                     statement=f"I noted {prefix} {i}", command_id=f"{prefix}-{i}") for i in range(n)]

def size(home):
    wal = home / "events.sqlite-wal"
    return max(wal.stat().st_size if wal.exists() else 0, (home / "events.sqlite").stat().st_size)

bulk = commands("bulk", 2500)
# how much the first transaction of 1,000 takes on disk, measured on a scratch home of its own
scratch = home.parent / "scratch"
with open_ledger(scratch, views=False) as ledger:
    start = size(scratch)
    ledger.handle_many(bulk[:1000])
    grown = size(scratch) - start
ledger = open_ledger(home, views=False)
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) like a full disk
# room for the first transaction and half of the second
resource.setrlimit(resource.RLIMIT_FSIZE, (size(home) + grown * 3 // 2, resource.RLIM_INFINITY))
out = {"grown": grown}
try:
    ledger.handle_many(bulk)
    out["raised"] = None
except BaseException as exc:
    out["raised"] = {"type": f"{type(exc).__module__}.{type(exc).__name__}", "typed": isinstance(exc, LedgerError),
                     "code": getattr(exc, "code", None), "message": str(exc)}
resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))  # space freed
out["retry"] = [[r.decision, r.replayed] for r in ledger.handle_many(bulk)]
ledger.close()
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def full_disk_batch(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    home = tmp_path_factory.mktemp("full") / "home"
    out = _python(FULL_DISK_BATCH, str(home))
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    result["home"] = home
    return result


def test_guard_a_full_disk_in_the_middle_of_handle_many_keeps_whole_batches_and_a_retry_finishes_exactly_once(
        full_disk_batch: dict[str, Any]) -> None:
    """GUARD. A bulk import of 2,500 commands (three transactions: README "one transaction per
    1,000") runs into a full disk after its first transaction committed. The committed transaction
    stays; the failed one left nothing (not half applied); once space is freed, sending the same
    commands again with the same command ids replays what was stored and applies the rest, once."""
    assert full_disk_batch["raised"] is not None, "the disk never filled up: the drill did not run"
    retry = full_disk_batch["retry"]
    replayed = sum(1 for _, again in retry if again)
    assert replayed % 1000 == 0 and 0 < replayed < 2500, f"{replayed} commands were stored before the failure"
    assert all(again for _, again in retry[:replayed]) and not any(again for _, again in retry[replayed:])
    assert all(decision == "added" for decision, _ in retry)
    with open_ledger(full_disk_batch["home"]) as ledger:
        bulk = [f for s in range(50) for f in ledger.current(T, f"s{s}") if f.key.startswith("bulk.")]
        assert len(bulk) == 2500 and len({f.key for f in bulk}) == 2500
        con = sqlite3.connect(full_disk_batch["home"] / "events.sqlite")
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        con.close()


def test_a_full_disk_in_the_middle_of_handle_many_raises_a_typed_store_error(full_disk_batch: dict[str, Any]) -> None:
    """The same full disk, seen from the agent's Python process. README's errors are all typed
    (`LedgerError` subclasses with a code; the CLI reports a full disk as `store_error`, "no space";
    PostgreSQL's unreachable store is `StoreUnavailable`, `store_error`). What the caller gets:
    `eventsourcing.persistence.OperationalError: disk I/O error`, an exception of a library the
    README never names, so an agent catching `LedgerError` crashes instead of backing off, and
    nothing tells it that the first 1,000 commands were stored (commands/ledger.py `_try_batch`
    re-raises whatever the store raised)."""
    raised = full_disk_batch["raised"]
    assert raised is not None, "the disk never filled up: the drill did not run"
    assert raised["typed"], f"untyped error on a full disk: {raised['type']}: {raised['message']}"


FULL_DISK_ERASE = """
import json, resource, signal, sys
from pathlib import Path
from commands import open_ledger, Remember, Erase
from ledger.errors import LedgerError
home = Path(sys.argv[1])
ledger = open_ledger(home)
fact = ledger.handle(Remember(tenant="acme", subject="alice", key="health.diagnosis", value=sys.argv[2],
                              statement="I was diagnosed with " + sys.argv[2]))
ledger.current("acme", "alice")
out = {"fact_id": fact.fact_id}

def outcome(call):
    try:
        return {"ok": call()}
    except BaseException as exc:
        return {"type": f"{type(exc).__module__}.{type(exc).__name__}", "typed": isinstance(exc, LedgerError),
                "message": str(exc)[:300]}

signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
# the event store needs a few KiB for an erasure; compacting the view writes a file of ~2 MB
resource.setrlimit(resource.RLIMIT_FSIZE, (512 * 1024, resource.RLIM_INFINITY))
out["erase"] = outcome(lambda: ledger.handle(Erase(tenant="acme", subject="alice", fact_id=fact.fact_id)).decision)
resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))  # space freed
out["after"] = outcome(lambda: [f.value for f in ledger.current("acme", "alice")])
out["close"] = outcome(lambda: ledger.close())
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def full_disk_erase(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    home = tmp_path_factory.mktemp("full-erase") / "home"
    out = _python(FULL_DISK_ERASE, str(home), SECRET)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    result["home"] = home
    return result


def test_an_erasure_committed_while_the_view_cannot_be_written_is_not_reported_as_an_untyped_failure(
        full_disk_erase: dict[str, Any]) -> None:
    """A server owns the view; the disk fills up; a user's erasure arrives. The erasure is committed
    in the event store (its keys destroyed), then compacting the view fails for lack of space. The
    agent expects the `erased` result (the erasure happened and, per the architecture, the purge is
    owed durably), or at least a typed LedgerError saying it was stored. What it gets: a raw
    `duckdb.IOException` ("Checkpoint failed ... File too large") out of `handle(Erase)`, through
    the HTTP API a 500: it is told the erasure failed although it is done, and a plain retry is then
    refused with `invalid_transition` ("it is erased") (commands/ledger.py `handle_many` runs
    `_erased()` after the commit and lets its error escape)."""
    erase = full_disk_erase["erase"]
    assert "ok" in erase or erase.get("typed"), f"a committed erasure reported as {erase['type']}: {erase['message']}"
    if "ok" in erase:
        assert erase["ok"] == "erased"


def test_a_process_whose_view_hit_a_full_disk_answers_again_once_space_is_freed(full_disk_erase: dict[str, Any]) -> None:
    """Same drill: after the failed compaction the operator frees space. Expected: the server answers
    queries again (it owns a view it can catch up from the log, README: the view is "only a projection
    of the log"). What happens: DuckDB has invalidated the connection ("Database 'views' has been
    invalidated because checkpointing failed. Detach and reattach it"); every query of that process
    fails for good, close() fails too, and only a restart helps, which nothing tells the operator
    (projections/projector.py keeps the invalidated connection; commands/ledger.py `_view`)."""
    after = full_disk_erase["after"]
    assert "ok" in after, f"queries still fail after space was freed: {after['type']}: {after['message']}"
    assert after["ok"] == []


def test_guard_after_an_erasure_on_a_full_disk_the_next_open_leaves_the_content_in_no_file(
        full_disk_erase: dict[str, Any]) -> None:
    """GUARD. Whatever the erasing process managed, the erasure is in the event store and owed to
    the view (purge-pending marks): the next process to open the home leaves the diagnosis in no
    file and reads it as erased."""
    home = full_disk_erase["home"]
    with open_ledger(home) as ledger:
        assert ledger.current(T, S) == []
        assert ledger.get_fact(T, S, full_disk_erase["fact_id"]).content.redacted
    assert _files_containing(home, SECRET) == []


# ------------------------------------------------------------------------------------------------
# 6. memledger migrate, interrupted and backed out
# ------------------------------------------------------------------------------------------------

@pytest.fixture
def r22_pg() -> Iterator[str]:
    """A fresh PostgreSQL database named r22_*, dropped afterwards."""
    psycopg = pytest.importorskip("psycopg")
    base = os.environ.get("MEMLEDGER_TEST_POSTGRES") or "postgresql://postgres@127.0.0.1:55432/postgres"
    name = "r22_" + uuid.uuid4().hex[:12]
    try:
        with psycopg.connect(base, autocommit=True, connect_timeout=3) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
    except psycopg.OperationalError as exc:
        pytest.skip(f"no PostgreSQL at {base}: {exc}")
    yield f"{base.rpartition('/')[0]}/{name}"
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _sqlite_home_with_facts(home: Path, n: int = 30) -> set[str]:
    with open_ledger(home) as ledger:
        ids = {_remember(ledger, f"note.k{i}", f"v{i}").fact_id for i in range(n)}
        ledger.current(T, S)
    return ids


def _stop_after_first_chunk(copied: int) -> None:
    raise KeyboardInterrupt  # Ctrl-C (or a kill) once the first chunk is committed in PostgreSQL


@pytest.mark.postgres
def test_guard_a_migration_interrupted_mid_copy_leaves_the_sqlite_home_usable_and_a_rerun_finishes(
        tmp_path: Path, r22_pg: str) -> None:
    """GUARD. `memledger migrate` is interrupted after its first chunk; the operator backs out and
    keeps running on SQLite (a write lands), then runs the migration again (README: "an interrupted
    run resumes where it stopped"): the SQLite home was intact and usable, and PostgreSQL ends with
    every fact, the one written meanwhile included."""
    from commands.migrate import migrate_to_postgres

    home = tmp_path / "home"
    ids = _sqlite_home_with_facts(home)
    with pytest.raises(KeyboardInterrupt):
        migrate_to_postgres(home, r22_pg, chunk=10, progress=False, on_chunk=_stop_after_first_chunk)
    with open_ledger(home) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == ids
        assert all(ledger.get_fact(T, S, fid).content.value is not None for fid in ids)
        ids.add(_remember(ledger, "home.city", "Oslo").fact_id)
    report = migrate_to_postgres(home, r22_pg, progress=False)
    assert report.events == report.view_position
    with open_ledger(home, postgres=r22_pg) as ledger:
        assert {f.fact_id for f in ledger.current(T, S)} == ids


@pytest.mark.postgres
def test_a_migration_interrupted_while_retiring_sqlite_is_not_reopened_as_a_sqlite_ledger_whose_facts_read_as_erased(
        tmp_path: Path, r22_pg: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """`memledger migrate` copied everything, wrote `events.sqlite.moved`, shredded the SQLite key
    table, and was killed before deleting events.sqlite. The operator (or a service manager
    restarting the old configuration) opens the home without PostgreSQL. README:
    "`events.sqlite.moved` makes `open_ledger(home)` without PostgreSQL raise `LedgerMoved` instead
    of starting an empty ledger", and "Run the same command again after any interruption, including
    one during the retirement". What happens: it opens the half-retired SQLite store
    (commands/bootstrap.py raises LedgerMoved only when events.sqlite is gone too), every fact reads
    as erased (`[erased]`, its key shredded), new writes are accepted, and from then on every rerun of
    `migrate` fails ("a process wrote to the ledger during the migration"), while the view in the
    home (SQLite positions) shows those writes to PostgreSQL readers that do not have them."""
    from commands import migrate

    home = tmp_path / "home"
    ids = _sqlite_home_with_facts(home, n=5)
    unlink = Path.unlink

    def killed_before_deleting_the_store(self: Path, *args: Any, **kwargs: Any) -> None:
        if self.name == "events.sqlite":
            raise KeyboardInterrupt
        unlink(self, *args, **kwargs)

    monkeypatch.setattr(Path, "unlink", killed_before_deleting_the_store)
    with pytest.raises(KeyboardInterrupt):
        migrate.migrate_to_postgres(home, r22_pg, progress=False)
    monkeypatch.undo()
    assert (home / "events.sqlite.moved").exists() and (home / "events.sqlite").exists()
    try:
        ledger = open_ledger(home)
    except LedgerMoved:
        return
    try:
        contents = [ledger.get_fact(T, S, fid).content for fid in sorted(ids)]
    finally:
        ledger.close()
    pytest.fail(f"opened the half-retired SQLite store as a ledger: its facts read {contents[0]!r}")


@pytest.mark.postgres
def test_an_interrupted_migration_opened_with_postgres_does_not_serve_the_sqlite_view(
        tmp_path: Path, r22_pg: str) -> None:
    """The migration is interrupted after its first chunk, but the service's new configuration
    (MEMLEDGER_POSTGRES) is already rolled out and the server starts on PostgreSQL with the same
    home. Expected: a refusal (the view was built from another store: README records a file's
    `store_id` so that a view of another store is refused by `swap`), or a view rebuilt from
    PostgreSQL. What happens: the SQLite view is served as it is: it shows 30 facts of which
    PostgreSQL holds 5, and the commands the server then acknowledges on PostgreSQL get positions
    the SQLite view has passed, so they are never visible (projections/view.py `View._catch_up`;
    `open_view` never compares the live view with the store it reads)."""
    from commands.migrate import migrate_to_postgres

    home = tmp_path / "home"
    _sqlite_home_with_facts(home)
    with pytest.raises(KeyboardInterrupt):
        migrate_to_postgres(home, r22_pg, chunk=10, progress=False, on_chunk=_stop_after_first_chunk)
    try:
        phantoms, visible = _phantoms_and_visibility(home, postgres=r22_pg)
    except LedgerError:
        return
    assert phantoms == [] and visible, (
        f"the server on PostgreSQL shows {len(phantoms)} facts PostgreSQL does not hold, and a command it "
        f"acknowledged is visible: {visible}")
