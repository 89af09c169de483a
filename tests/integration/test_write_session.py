"""SQLite write sessions: a command's reads and its append run in ONE `BEGIN IMMEDIATE`
transaction (commands/store/sqlite_pool.py), committed once, or rolled back whole."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from uuid import uuid4

import pytest
from eventsourcing.persistence import ConnectionPoolClosedError, IntegrityError, StoredEvent

from commands import Remember, open_ledger
from commands.ledger import Ledger

pytestmark = pytest.mark.integration


def _remember(value: str = "Java", subject: str = "alice", **kw: object) -> Remember:
    return Remember(tenant="acme", subject=subject, key="stack.language", value=value,
                    statement=f"I develop in {value}", source="user_stated", kind="preference", **kw)


def _rows(home: Path) -> int:
    with sqlite3.connect(home / "events.sqlite") as db:
        return int(db.execute("SELECT count(*) FROM stored_events").fetchone()[0])


def _event(stream: object, version: int = 1) -> StoredEvent:
    return StoredEvent(originator_id=stream, originator_version=version, topic="t", state=b"{}")


@pytest.fixture
def ledger(tmp_path: Path) -> Ledger:
    return open_ledger(tmp_path, views=False)


def test_a_command_reads_and_appends_in_one_transaction(ledger: Ledger, tmp_path: Path) -> None:
    recorder = ledger.app.recorder
    ledger.handle(_remember())  # opens the sessions' writer connection
    pooled: list[object] = []
    real = recorder.datastore.pool.get_connection

    def counting(*a: object, **kw: object) -> object:
        pooled.append(kw.get("is_writer"))
        return real(*a, **kw)

    recorder.datastore.pool.get_connection = counting  # type: ignore[method-assign]
    statements: list[str] = []
    recorder.datastore._writer._sqlite_conn.set_trace_callback(statements.append)
    result = ledger.handle(_remember("Rust", subject="bob"))  # a new slot: its reads hit the store
    assert result.decision == "added"
    assert pooled == []  # no read transaction of its own
    assert statements[0] == "BEGIN IMMEDIATE" and statements[-1] == "COMMIT"
    assert statements.count("BEGIN IMMEDIATE") == 1 and statements.count("COMMIT") == 1
    assert any(s.startswith("SELECT") for s in statements) and any(s.startswith("INSERT") for s in statements)
    assert _rows(tmp_path) > 0


def test_everything_read_inside_a_session_sees_its_own_writes_and_others_see_them_after_commit(
        ledger: Ledger, tmp_path: Path) -> None:
    recorder = ledger.app.recorder
    stream = uuid4()
    outside: list[int] = []
    with recorder.write_session():
        recorder.insert_events([_event(stream)])
        assert [e.originator_version for e in recorder.select_events(stream)] == [1]  # the session's cursor
        t = threading.Thread(target=lambda: outside.append(len(recorder.select_events(stream))))
        t.start()
        t.join()
    assert outside == [0]  # another thread is not in this session: it reads the committed state
    assert [e.originator_version for e in recorder.select_events(stream)] == [1]


def test_an_error_inside_a_session_rolls_back_all_of_it(ledger: Ledger, tmp_path: Path) -> None:
    recorder = ledger.app.recorder
    before = _rows(tmp_path)

    def insert_then_fail() -> None:
        with recorder.write_session():
            recorder.insert_events([_event(uuid4())])
            raise RuntimeError("boom")

    with pytest.raises(RuntimeError, match="boom"):
        insert_then_fail()
    assert _rows(tmp_path) == before


def test_a_version_clash_inside_a_session_is_the_librarys_integrity_error_and_rolls_back(
        ledger: Ledger, tmp_path: Path) -> None:
    recorder = ledger.app.recorder
    stream = uuid4()
    recorder.insert_events([_event(stream)])
    before = _rows(tmp_path)

    def insert_then_clash() -> None:
        with recorder.write_session():
            recorder.insert_events([_event(uuid4())])
            recorder.insert_events([_event(stream)])  # version 1 again

    with pytest.raises(IntegrityError):
        insert_then_clash()
    assert _rows(tmp_path) == before
    with recorder.write_session():  # the connection is usable again
        recorder.insert_events([_event(stream, 2)])
    assert _rows(tmp_path) == before + 1


def test_sessions_do_not_nest(ledger: Ledger) -> None:
    recorder = ledger.app.recorder
    with recorder.write_session(), pytest.raises(RuntimeError, match="already open"), recorder.write_session():
        pass


def test_another_process_cannot_write_between_a_commands_read_and_its_append(
        ledger: Ledger, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """BEGIN IMMEDIATE takes SQLite's write lock before the slot is read: a second connection
    (another process) cannot append to the slot in between; it waits, then sees the result."""
    other = sqlite3.connect(tmp_path / "events.sqlite", timeout=0, isolation_level=None)
    blocked: list[bool] = []
    real = type(ledger)._decide

    def decide_then_try_a_foreign_write(self: Ledger, *args: object) -> object:
        try:
            other.execute("BEGIN IMMEDIATE")
            other.execute("ROLLBACK")
            blocked.append(False)
        except sqlite3.OperationalError:  # database is locked
            blocked.append(True)
        return real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(type(ledger), "_decide", decide_then_try_a_foreign_write)
    assert ledger.handle(_remember()).decision == "added"
    assert blocked == [True]
    other.execute("BEGIN IMMEDIATE")  # free again once the command committed
    other.execute("ROLLBACK")
    other.close()


def test_a_rejected_command_in_a_raising_handle_changes_nothing(ledger: Ledger, tmp_path: Path) -> None:
    ledger.handle(_remember(command_id="c-1"))
    before = _rows(tmp_path)
    with pytest.raises(Exception, match="command_id"):
        ledger.handle(_remember("Go", command_id="c-1"))  # same id, different command
    assert _rows(tmp_path) == before
    assert ledger.handle(_remember("Go")).decision in ("conflict", "superseded")  # and the ledger goes on


def test_closing_the_ledger_closes_the_sessions_writer_connection(tmp_path: Path) -> None:
    ledger = open_ledger(tmp_path, views=False)
    ledger.handle(_remember())
    writer = ledger.app.recorder.datastore._writer._sqlite_conn
    ledger.close()
    with pytest.raises(sqlite3.ProgrammingError, match="closed"):
        writer.execute("SELECT 1")
    with pytest.raises(ConnectionPoolClosedError):  # and a closed ledger opens no new one
        ledger.handle(_remember("Go"))
