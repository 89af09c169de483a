"""Review 14 of the CLI as an operator and an agent use it: recovering a damaged view, JSON lines
as JSON serialisers write them, and a data directory named wrong."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from commands.cli import build_app

pytestmark = pytest.mark.integration


def _remember_oslo(cli) -> None:  # type: ignore[no-untyped-def]
    out = cli("remember", "-t", "acme", "-s", "alice", "--key", "home.city", "--value", "Oslo")
    assert out.exit_code == 0, (out.exception, out.output)
    assert cli("facts", "-t", "acme", "-s", "alice", "--json").exit_code == 0  # the view file exists now


def _damage(view: Path) -> None:
    """What a full disk or a restore cut short leaves: the file without its header (an empty file).
    (A file cut in half keeps its header: `rebuild` copes with that one.)"""
    os.truncate(view, 0)


# -- 1. a damaged views.duckdb cannot be rebuilt ------------------------------------------------

def test_rebuild_replaces_a_damaged_view(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """views.duckdb is damaged (emptied by a full disk, or by a restore cut short): every
    read fails with "not a valid DuckDB database file". The view is only a projection of the event
    log, so the operator runs `memledger rebuild` ("project the whole log into a fresh view and swap
    it in"). Expected: a fresh view, the facts readable again. What happened: refused, exit 4,
    "views.duckdb is open in another process; stop it" while no process has it open:
    `_owned_elsewhere` (commands/views.py) takes any duckdb.IOException from opening the file
    read-only for another process's lock, and "not a valid DuckDB database file" is an IOException."""
    _remember_oslo(cli)
    _damage(tmp_path / "home" / "views.duckdb")
    assert cli("facts", "-t", "acme", "-s", "alice").exit_code != 0  # the damage is seen
    rebuilt = cli("rebuild")
    assert rebuilt.exit_code == 0, rebuilt.output
    facts = cli("facts", "-t", "acme", "-s", "alice", "--json")
    assert facts.exit_code == 0, facts.output
    assert [f["value"] for f in json.loads(facts.stdout)] == ["Oslo"]


def test_replay_swap_replaces_a_damaged_view(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The other way the error message of `rebuild` points to: `memledger replay rebuild --into FILE`
    then `memledger replay swap FILE` (README: "atomic; old file kept as views.duckdb.bak-<timestamp>").
    The side file builds fine; the swap is refused with a store_error quoting DuckDB ("not a valid
    DuckDB database file"): `_check_unlocked` (replay/swap.py) opens the live file to see whether it
    is locked and re-raises anything but a lock error. Expected: the damaged file is kept as the
    backup and the rebuilt one becomes the live view."""
    _remember_oslo(cli)
    _damage(tmp_path / "home" / "views.duckdb")
    side = tmp_path / "side.duckdb"
    built = cli("replay", "rebuild", "--into", str(side), "--no-progress")
    assert built.exit_code == 0, built.output
    swapped = cli("replay", "swap", str(side))
    assert swapped.exit_code == 0, swapped.output
    facts = cli("facts", "-t", "acme", "-s", "alice", "--json")
    assert facts.exit_code == 0, facts.output
    assert [f["value"] for f in json.loads(facts.stdout)] == ["Oslo"]


# -- 2. JSON lines with a line separator inside a string -----------------------------------------

@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"])
def test_handle_reads_json_lines_whose_text_holds_a_unicode_line_separator(cli, separator: str) -> None:  # type: ignore[no-untyped-def]
    """An agent sends two commands as JSON lines, written by `json.dumps(cmd, ensure_ascii=False)`
    (Python; JavaScript's JSON.stringify and Go's encoder write U+2028 raw too, and so do many
    others for U+0085), and one statement was pasted from a document holding a Unicode line or
    paragraph separator. Each line is valid JSON, and the lines are separated by "\\n" as JSON lines
    require. Expected: two results, exit 0. What happened: refused whole, exit 2, "line 1: stdin:
    not JSON (Unterminated string ...)": `handle` (commands/cli.py) splits stdin with
    `str.splitlines()`, which also breaks at U+2028, U+2029, U+0085 (and \\x1c-\\x1e, \\v, \\f), so
    the line is cut inside its string. A single such command passes only because the whole input
    then happens to parse as one JSON document."""
    commands = [
        {"type": "Remember", "tenant": "acme", "subject": "alice", "key": "home.city", "value": "Oslo",
         "statement": f"I live in Oslo.{separator}Since last spring."},
        {"type": "Remember", "tenant": "acme", "subject": "alice", "key": "stack.language", "value": "Go"},
    ]
    stdin = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in commands)
    assert all(json.loads(line) for line in stdin.split("\n") if line)  # valid JSON lines
    out = cli("handle", stdin=stdin)
    assert out.exit_code == 0, out.output
    assert [json.loads(line)["decision"] for line in out.stdout.splitlines()] == ["added", "added"]


# -- 3. a data directory named wrong ---------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ("erase", "--all", "-t", "acme", "-s", "alice"),
    ("facts", "-t", "acme", "-s", "alice", "--json"),
    ("audit", "-t", "acme", "--json"),
])
def test_a_data_directory_that_does_not_exist_is_an_error_not_a_new_empty_ledger(tmp_path: Path, args) -> None:  # type: ignore[no-untyped-def]
    """The operator handles a user's erasure request and mistypes the data directory
    (`--home /var/lib/memledgr`, or runs from a directory where $MEMLEDGER_HOME is not set). Expected:
    an error saying there is no ledger there, so they notice. What happened: exit 0,
    `{"decision": "erased", "reason": "user_erasure", ...}` (or an empty list of facts / audit
    entries), and a new ledger (events.sqlite, a new master.key, views) was created at the mistyped
    path: `open_ledger` (commands/bootstrap.py) makes the directory and a new store for every
    command, a read or an erasure included. The user's facts in the real data directory are untouched,
    and the operator was told they were erased."""
    real = tmp_path / "ledger"
    runner, app = CliRunner(), build_app()
    stored = runner.invoke(app, ["--home", str(real), "remember", "-t", "acme", "-s", "alice",
                                 "--key", "health.diagnosis", "--value", "asthma"])
    assert stored.exit_code == 0, stored.output
    typo = tmp_path / "ledgr"
    out = runner.invoke(app, ["--home", str(typo), *args])
    assert out.exit_code != 0, f"exit 0 on a data directory that does not exist: {out.stdout}"
    assert not typo.exists(), f"a new ledger was created at the mistyped path: {sorted(os.listdir(typo))}"


def test_guard_the_first_remember_still_creates_a_new_data_directory(tmp_path: Path) -> None:
    """GUARD (passes today): a fix for the test above must not stop the first write from creating a
    ledger: `memledger --home NEW remember ...` on a directory that does not exist yet still makes
    it (mode 0700) and stores the fact."""
    home = tmp_path / "new" / "ledger"
    runner, app = CliRunner(), build_app()
    out = runner.invoke(app, ["--home", str(home), "remember", "-t", "acme", "-s", "alice",
                              "--key", "home.city", "--value", "Oslo"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.stdout)["decision"] == "added"
    assert (home / "events.sqlite").exists() and (home.stat().st_mode & 0o777) == 0o700


# -- 4. `memledger serve` on a port that is taken ----------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]


def test_serve_on_a_port_in_use_is_a_json_error_with_exit_1_not_exit_3(tmp_path: Path) -> None:
    """The operator starts `memledger serve` while the port is taken (an old instance still running,
    another service). README, CLI: "Errors are JSON on stderr ... exit codes: 2 invalid input, 3 not
    found, 4 conflict (wrong state / concurrent writes), 1 other"; a service manager and the
    operator's scripts read the code that way. What happened: exit 3 ("not found") and uvicorn's
    plain log line "ERROR: [Errno 98] error while attempting to bind on address ... address already
    in use" on stderr, no JSON: `serve` (commands/cli_admin.py) lets uvicorn's own startup failure,
    `sys.exit(3)`, through. Expected: exit 1 and the documented JSON error naming the address."""
    import socket
    import subprocess
    import sys

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = subprocess.run(
            [sys.executable, "-c", "from commands.cli import main; main()", "--home", str(tmp_path / "home"),
             "serve", "--no-auth", "--port", str(port)],
            cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 1, (proc.returncode, proc.stderr)
    error = json.loads(proc.stderr.strip().splitlines()[-1])
    assert error["error"] and str(port) in error["message"], error
