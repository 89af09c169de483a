"""Review 17: `memledger replay …` as an engineer runs it during a post-mortem: bad input, errors as
JSON naming the field, exit codes like the rest of the CLI, what the tables show.

Each test but the guards (marked GUARD in their docstrings) is a defect found in this review and
fails on the code it was found in.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from commands import Remember, open_ledger
from commands.cli import EXIT_INVALID, EXIT_NOT_FOUND, build_app

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "integration"))
from test_replay_support import SECRET, SUBJECT, TENANT, record

pytestmark = pytest.mark.integration


@pytest.fixture
def recorded(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """The shared replay story (an erasure included; bob and globex beside) in tmp_path/home."""
    home = tmp_path / "home"
    ledger = open_ledger(home, views=True)
    ids = record(ledger)
    ledger.close()  # (views.duckdb exists, nobody owns it)
    return home, ids


def _run(home: Path, *args: str) -> Any:
    return CliRunner().invoke(build_app(), ["--home", str(home), *args])


def _error(out: Any) -> dict[str, Any]:
    assert out.stderr.strip(), (out.stdout, out.exception)
    return json.loads(out.stderr.strip().splitlines()[-1])  # type: ignore[no-any-return]


# -- 1. timeline / explain do not validate names ---------------------------------------------------


@pytest.mark.parametrize(("args", "field"), [
    (["timeline", "-t", "", "-s", SUBJECT], "tenant"),
    (["timeline", "-t", TENANT, "-s", ""], "subject"),
    (["timeline", "-t", TENANT, "-s", SUBJECT, "--key", " home.city"], "key"),
    (["timeline", "-t", TENANT, "-s", SUBJECT, "--key", ""], "key"),
    (["explain", "x.1", "-t", "", "-s", SUBJECT], "tenant"),
], ids=["timeline-blank-tenant", "timeline-blank-subject", "timeline-key-with-space", "timeline-blank-key",
        "explain-blank-tenant"])
def test_replay_timeline_and_explain_refuse_invalid_names_like_every_other_read(
        recorded: tuple[Path, dict[str, str]], args: list[str], field: str) -> None:
    """A post-mortem typo: `replay timeline --key " home.city"` (a pasted space), or an empty $TENANT.
    Expected, as `facts`, `history`, `audit` and `replay believed` answer the same names: invalid_command,
    exit 2, naming the field. Got: `replay timeline` answers `[]`, exit 0 ("nothing ever happened to
    this key": the wrong conclusion), and `replay explain` with a blank tenant says not_found, exit 3.
    `commands/cli_replay.py: timeline / explain` never check the names (`cli_read._checked`)."""
    home, _ = recorded
    out = _run(home, "replay", *args, "--json")
    assert out.exit_code == EXIT_INVALID, (out.stdout, out.stderr)
    error = _error(out)
    assert error["error"] == "invalid_command" and error["field"] == field


# -- 2. replay's own refusals name no field -------------------------------------------------------


@pytest.mark.parametrize("case", ["rebuild-into-live-view", "rebuild-until-and-until-time", "swap-the-live-view",
                                  "diff-missing-file", "rebuild-into-missing-directory"])
def test_replay_refusals_are_typed_and_name_the_field(recorded: tuple[Path, dict[str, str]], tmp_path: Path,
                                                      case: str) -> None:
    """Every other CLI error names the field it is about (`{"error", "field", "message"}`), so an agent
    or a script can tell which argument to fix. Replay's own refusals say `"field": null`: --into the
    live view, --until with --until-time, `swap` of the live view itself, `diff` of a missing file; and
    --into a directory that does not exist is a `store_error` (exit 1, DuckDB's message about
    "<file>.building") rather than invalid input naming --into. Cause: `commands/cli_replay.py: _errors`
    turns ValueError and FileNotFoundError into errors with `field: None` (`_die`), and `rebuild` lets
    `opened()` report the DuckDB IOException as a store error."""
    home, _ = recorded
    live = home / "views.duckdb"
    args, fields, codes = {
        "rebuild-into-live-view": (["rebuild", "--into", str(live), "--no-progress"], {"into"}, {EXIT_INVALID}),
        "rebuild-until-and-until-time": (["rebuild", "--into", str(tmp_path / "s.duckdb"), "--until", "3",
                                          "--until-time", "2026-03-01T00:00:00Z", "--no-progress"],
                                         {"until", "until_time"}, {EXIT_INVALID}),
        "swap-the-live-view": (["swap", str(live)], {"file"}, {EXIT_INVALID}),
        "diff-missing-file": (["diff", str(live), str(tmp_path / "missing.duckdb")], {"new"}, {EXIT_NOT_FOUND}),
        "rebuild-into-missing-directory": (["rebuild", "--into", str(tmp_path / "no" / "s.duckdb"), "--no-progress"],
                                           {"into"}, {EXIT_INVALID, EXIT_NOT_FOUND}),
    }[case]
    out = _run(home, "replay", *args)
    assert out.exit_code in codes, (out.stdout, out.stderr)
    error = _error(out)
    assert error["error"] in ("invalid_command", "not_found") and error["field"] in fields, error


# -- 3. positions outside the log -----------------------------------------------------------------


@pytest.mark.parametrize("case", ["rebuild-negative", "rebuild-beyond-the-log", "redecide-negative"])
def test_a_position_outside_the_log_is_refused_naming_until(recorded: tuple[Path, dict[str, str]], tmp_path: Path,
                                                           case: str) -> None:
    """`--until POSITION` reproduces the view "as it was" at a position. A negative position, or one
    the log has not reached (a position copied from another store: PostgreSQL's differ from SQLite's),
    names no moment of this log. Expected: invalid_command, exit 2, field `until`. Got: exit 0: `rebuild
    --until -3` writes an empty view (position 0), `--until 100000` silently writes today's view, and
    `redecide --until -4` reports `"until": -4` with nothing re-decided. `replay/rebuild.py:
    resolve_until` and `replay/redecide.py: redecide` clamp with `min(until, max_position)` and never check."""
    home, _ = recorded
    side = str(tmp_path / "side.duckdb")
    args = {
        "rebuild-negative": ["rebuild", "--into", side, "--until", "-3", "--no-progress"],
        "rebuild-beyond-the-log": ["rebuild", "--into", side, "--until", "100000", "--no-progress"],
        "redecide-negative": ["redecide", "--policy", "ledger.policy:decide", "--until", "-4", "--json"],
    }[case]
    out = _run(home, "replay", *args)
    assert out.exit_code == EXIT_INVALID, (out.stdout, out.stderr)
    error = _error(out)
    assert error["error"] == "invalid_command" and error["field"] == "until"


# -- 4. the timeline table hides which slot a row is about ------------------------------------------


def test_the_timeline_table_shows_the_scope_and_context_of_each_row(tmp_path: Path) -> None:
    """The agent answered with the test database for a production question. `replay timeline --key
    db.host` (the table, what a person reads) shows two rows `db.host = db-prod-1` and `db.host =
    db-test-1` with nothing telling which is production and which is test, nor the project scope:
    TIMELINE_COLUMNS (`commands/cli_replay.py`) has no scope or context column (the JSON has both).
    Expected: each row's scope and context visible in the table."""
    home = tmp_path / "home"
    ledger = open_ledger(home, views=False)
    for env, value in (("production", "db-prod-1"), ("staging", "db-test-1")):
        ledger.handle(Remember(tenant=TENANT, subject=SUBJECT, key="db.host", value=value, scope="project:atlas",
                               context={"env": env}, statement=f"the {env} database is {value}"))
    ledger.close()
    out = _run(home, "replay", "timeline", "-t", TENANT, "-s", SUBJECT, "--key", "db.host")
    assert out.exit_code == 0, out.stderr
    assert "db-prod-1" in out.stdout  # (the table is there)
    assert "production" in out.stdout and "staging" in out.stdout
    assert "project:atlas" in out.stdout


# -- guards ------------------------------------------------------------------------------------------


def test_post_mortem_from_the_cli_keeps_tenants_apart_and_erased_content_out(
        recorded: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    """GUARD. believed / timeline / explain / rebuild --until / diff / redecide from the CLI: another
    tenant's fact id is not found exactly like a missing one (exit 3); no output shows the erased
    address; a registered side file built before the next erasure is deleted by it."""
    home, ids = recorded

    def ok(*args: str) -> Any:
        out = _run(home, "replay", *args)
        assert out.exit_code == 0, (out.stdout, out.stderr)
        assert SECRET not in out.stdout + out.stderr
        return out

    other = _run(home, "replay", "explain", ids["other"], "-t", TENANT, "-s", SUBJECT)
    missing = _run(home, "replay", "explain", ids["other"][:-1] + "7", "-t", TENANT, "-s", SUBJECT)
    assert other.exit_code == missing.exit_code == EXIT_NOT_FOUND
    assert _error(other)["error"] == _error(missing)["error"] == "not_found"
    rows = json.loads(ok("timeline", "-t", TENANT, "-s", SUBJECT, "--json").stdout)
    assert {(r["tenant"], r["subject"]) for r in rows} == {(TENANT, SUBJECT)}
    ok("timeline", "-t", TENANT, "-s", SUBJECT)
    ok("explain", ids["addr"], "-t", TENANT, "-s", SUBJECT)
    ok("believed", "-t", TENANT, "-s", SUBJECT, "--at", "2026-05-03T00:00:00Z", "--json")
    ok("redecide", "--policy", "ledger.policy:decide")
    side = tmp_path / "before.duckdb"
    erase_position = rows[-1]["position"]
    ok("rebuild", "--into", str(side), "--until", str(erase_position - 1), "--no-progress")
    assert SECRET.encode() not in side.read_bytes()
    ok("diff", str(home / "views.duckdb"), str(side), "--all", "--json")
    erased = _run(home, "erase", ids["java"], "-t", TENANT, "-s", SUBJECT)
    assert erased.exit_code == 0, erased.stderr
    assert not side.exists()  # it held "I use Java"
