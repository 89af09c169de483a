"""`memledger replay …` while another process owns the live view: JSON out, exit codes, no erased value."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import duckdb
import pytest
import typer
from typer.testing import CliRunner

from commands import cli, open_ledger
from commands.cli_replay import replay_app

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "integration"))
from test_replay_support import SECRET, SUBJECT, TENANT, record

pytestmark = pytest.mark.integration
SUPPORT = Path(__file__).resolve().parents[1] / "integration" / "test_replay_support.py"
OWNER = """
import sys
from commands import open_ledger
ledger = open_ledger(sys.argv[1])  # views on: this process owns views.duckdb and publishes its snapshot
ledger.views.catch_up(); ledger.views.publish()
print("ready", flush=True)
sys.stdin.readline()
ledger.close()
"""


def _app() -> typer.Typer:
    app = typer.Typer(pretty_exceptions_enable=False)
    app.callback()(cli._main)
    app.add_typer(replay_app, name="replay")
    return app


@pytest.fixture
def home(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    ledger = open_ledger(tmp_path / "home", views=False)
    ids = record(ledger)
    ledger.close()
    return tmp_path / "home", ids


def test_replay_commands_work_while_another_process_owns_the_live_view(
        home: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    path, ids = home
    runner, app = CliRunner(), _app()

    def run(*args: str, code: int = 0) -> Any:
        out = runner.invoke(app, ["--home", str(path), "replay", *args])
        assert out.exit_code == code, (out.stdout, out.stderr)
        assert SECRET not in out.stdout + out.stderr and "Secret" not in out.stdout
        return out

    owner = subprocess.Popen([sys.executable, "-c", OWNER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True)
    try:
        assert owner.stdout is not None and owner.stdout.readline().strip() == "ready"
        with pytest.raises(duckdb.IOException):  # really locked
            duckdb.connect(str(path / "views.duckdb"), read_only=True)

        events = json.loads(run("timeline", "-t", TENANT, "-s", SUBJECT, "--json").stdout)
        assert [e["decision"] for e in events][-2:] == ["added", "erased"]
        assert events[-2]["statement"] == "[erased]" and events[-2]["value"] is None
        run("timeline", "-t", TENANT, "-s", SUBJECT, "--key", "home.city", "--since", "2026-04-01")

        lineage = json.loads(run("explain", ids["paris"], "-t", TENANT, "-s", SUBJECT, "--json").stdout)
        assert [(r["relation"], r["fact_id"]) for r in lineage["relations"]] == [
            ("conflicts_with", ids["berlin"]), ("supersedes", ids["berlin"])]
        assert "supersedes" in run("explain", ids["paris"], "-t", TENANT, "-s", SUBJECT).stdout
        missing = run("explain", ids["bob"], "-t", TENANT, "-s", SUBJECT, code=cli.EXIT_NOT_FOUND)
        assert json.loads(missing.stderr)["error"] == "not_found"

        then = json.loads(run("believed", "-t", TENANT, "-s", SUBJECT, "--at", "2026-04-16T00:00:00Z",
                              "--key", "home.city", "--json").stdout)
        assert [(f["value"], f["status"]) for f in then] == [("Berlin", "conflicted"), ("Paris", "conflicted")]

        side = tmp_path / "side.duckdb"
        built = json.loads(run("rebuild", "--into", str(side), "--no-progress").stdout)
        assert built["position"] > 0 and side.exists()
        report = json.loads(run("diff", str(path / "views.duckdb"), str(side), "--json").stdout)
        assert report["versions"] == [] and report["fact_ids"] == []
        assert any("snapshot" in n for n in report["notes"])  # the locked live view was read via its snapshot
        run("diff", str(path / "views.duckdb"), str(side))
        refused = run("swap", str(side), code=cli.EXIT_CONFLICT)
        assert json.loads(refused.stderr)["error"] == "live_view_in_use"

        redecided = json.loads(run("redecide", "--policy", f"{SUPPORT}:eager", "--json").stdout)
        assert [(d["command"], d["old_decision"], d["new_decision"]) for d in redecided["divergences"]] == [
            ("Remember", "conflict", "superseded"), ("ResolveConflict", "resolved", "error")]
        assert [s["reason"] for s in redecided["skipped"]] == ["content_erased", "fact_skipped"]
        assert "content_erased" in run("redecide", "--policy", f"{SUPPORT}:eager").stdout
        bad = run("redecide", "--policy", "no.such.module:fn", code=cli.EXIT_INVALID)
        assert json.loads(bad.stderr)["field"] == "policy"
    finally:
        assert owner.stdin is not None
        owner.stdin.write("\n")
        owner.stdin.close()
        owner.wait(timeout=30)
    assert owner.returncode == 0

    swapped = json.loads(run("swap", str(side)).stdout)
    assert Path(swapped["backup"]).exists() and not side.exists()
    assert swapped["live"] == str(path / "views.duckdb")


def test_a_view_of_another_projection_version_says_to_rebuild(home: tuple[Path, dict[str, str]]) -> None:
    path, _ = home
    runner, app = CliRunner(), _app()
    ledger = open_ledger(path)  # builds views.duckdb
    ledger.close()
    con = duckdb.connect(str(path / "views.duckdb"))
    con.execute("UPDATE projection_meta SET value = '0' WHERE key = 'projection_version'")
    con.close()
    out = runner.invoke(app, ["--home", str(path), "replay", "believed", "-t", TENANT, "-s", SUBJECT,
                              "--at", "2026-05-01"])
    assert out.exit_code == cli.EXIT_ERROR
    error = json.loads(out.stderr)
    assert error["error"] == "projection_version_mismatch" and "memledger replay rebuild" in error["message"]
    side = path.parent / "rebuilt.duckdb"
    assert runner.invoke(app, ["--home", str(path), "replay", "rebuild", "--into", str(side), "--no-progress"]
                         ).exit_code == 0
    assert runner.invoke(app, ["--home", str(path), "replay", "swap", str(side)]).exit_code == 0
    out = runner.invoke(app, ["--home", str(path), "replay", "believed", "-t", TENANT, "-s", SUBJECT,
                              "--at", "2026-05-01", "--key", "stack.language", "--json"])
    assert out.exit_code == 0, out.stderr
    assert [f["value"] for f in json.loads(out.stdout)] == ["Go"]
