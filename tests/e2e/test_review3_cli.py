"""Third review of the CLI as an operator runs it: each test is a defect that was found."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from commands.cli import EXIT_ERROR, EXIT_INVALID

pytestmark = pytest.mark.integration


def _remember(cli, value: str = "Oslo") -> dict:  # type: ignore[no-untyped-def]
    out = cli("remember", "-t", "acme", "-s", "alice", "--key", "home.city", "--value", value)
    assert out.exit_code == 0, (out.exception, out.output)
    return json.loads(out.stdout)  # type: ignore[no-any-return]


@pytest.mark.parametrize("name", ["events.sqlite", "master.key", "notes.txt"])
def test_replay_rebuild_into_a_file_that_is_not_a_projection_is_refused_and_leaves_it(
        cli, tmp_path: Path, name: str) -> None:  # type: ignore[no-untyped-def]
    # `replay rebuild --into PATH` replaced whatever PATH held: --into .memledger/events.sqlite
    # (a slip of the tab key) turned the event log into a DuckDB file, every fact lost
    _remember(cli)
    target = tmp_path / "home" / name
    if name == "notes.txt":
        target.write_text("the user's own file\n")
    before = target.read_bytes()
    out = cli("replay", "rebuild", "--into", str(target), "--no-progress")
    assert out.exit_code == EXIT_INVALID, (out.exception, out.output)
    assert json.loads(out.stderr)["error"] == "invalid_command"
    assert target.read_bytes() == before
    assert not Path(str(target) + ".building").exists()
    facts = cli("facts", "-t", "acme", "-s", "alice", "--json")
    assert facts.exit_code == 0, (facts.exception, facts.output)
    assert [f["value"] for f in json.loads(facts.stdout)] == ["Oslo"]


def test_replay_rebuild_into_an_earlier_side_file_still_replaces_it(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _remember(cli)
    side = tmp_path / "side.duckdb"
    assert cli("replay", "rebuild", "--into", str(side), "--no-progress").exit_code == 0
    _remember(cli, "Bergen")
    out = cli("replay", "rebuild", "--into", str(side), "--no-progress")
    assert out.exit_code == 0, (out.exception, out.output)
    assert json.loads(out.stdout)["position"] == 3


def test_an_event_store_that_is_not_a_database_is_a_json_store_error(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # a damaged events.sqlite ended in a Python traceback (sqlite3.DatabaseError), not the
    # documented JSON error with exit 1
    _remember(cli)
    store = tmp_path / "home" / "events.sqlite"
    store.write_bytes(b"this is not a database" * 100)
    for suffix in ("-wal", "-shm"):
        Path(str(store) + suffix).unlink(missing_ok=True)
    out = cli("facts", "-t", "acme", "-s", "alice")
    assert out.exit_code == EXIT_ERROR
    assert isinstance(out.exception, SystemExit), out.exception
    error = json.loads(out.stderr)
    assert error["error"] == "store_error" and "DatabaseError" in error["message"]
