"""Review of what README.md promises, done the way a user reads it: each test is a mismatch
between the documentation and the CLI that was found and fixed in the code."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from commands.cli import EXIT_ERROR, EXIT_INVALID, build_app

pytestmark = pytest.mark.integration

STORY = ("superseded change_cue", "corrected user_correction", "added supplement", "conflict contradiction",
         "pending inferred_source", "rejected external_source", "rejected prohibited_content", "erased user_erasure")


@pytest.mark.postgres
def test_demo_never_writes_into_the_configured_postgresql_store(cli, postgres_url: str) -> None:  # type: ignore[no-untyped-def]
    """README: `memledger demo` runs "on the embedded default (SQLite event store + DuckDB views in
    ./.memledger/demo)". With `--postgres` (or `$MEMLEDGER_POSTGRES`, set after `memledger migrate`)
    it wrote its story about acme/alice into the user's PostgreSQL store, with facts sealed under
    the demo directory's own master key: the user's next `facts` failed with wrong_master_key, and
    a second demo told another story (conflicts with the first run's facts)."""
    for _ in range(2):
        out = cli("--postgres", postgres_url, "demo")
        assert out.exit_code == 0, (out.exception, out.output)
        for step in STORY:
            assert step in out.stdout
        assert "Alice: 'I develop in Java' → added new_fact" in out.stdout
    untouched = cli("--postgres", postgres_url, "audit", "-t", "acme", "--json")
    assert untouched.exit_code == 0, (untouched.exception, untouched.output)
    assert json.loads(untouched.stdout) == []


def test_demo_errors_are_json_on_stderr(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """README: "Errors are JSON on stderr" with an exit code. `memledger demo` ended in a Python
    traceback for a bad MEMLEDGER_MASTER_KEY and for a data directory that cannot be made."""
    (tmp_path / "home").write_text("")  # --home is a file: no demo directory inside it
    no_dir = cli("demo")
    assert no_dir.exit_code == EXIT_ERROR, (no_dir.exception, no_dir.output)
    assert json.loads(no_dir.stderr)["error"] == "store_error"
    (tmp_path / "home").unlink()
    monkeypatch.setenv("MEMLEDGER_MASTER_KEY", "not-a-key")
    bad_key = cli("demo")
    assert bad_key.exit_code == EXIT_INVALID, (bad_key.exception, bad_key.output)
    assert json.loads(bad_key.stderr)["field"] == "MEMLEDGER_MASTER_KEY"


@pytest.mark.parametrize("args", [
    ("--postgres", "mysql://user@db-host/memledger", "facts", "-t", "a", "-s", "b"),
    ("--postgres", "postgresql://user@db-host:port/memledger", "facts", "-t", "a", "-s", "b"),
    ("migrate", "--to-postgres", "mysql://user@db-host/memledger", "--no-progress"),
])
def test_a_url_that_is_not_postgresql_is_an_invalid_input_naming_it(cli, args) -> None:  # type: ignore[no-untyped-def]
    """`--postgres URL` / `--to-postgres URL` with another scheme or a port that is not a number
    ended in a ValueError traceback (exit 1) instead of an invalid input (exit 2) naming it."""
    assert cli("remember", "-t", "a", "-s", "b", "--key", "k", "--value", "v").exit_code == 0  # a store to migrate
    out = cli(*args)
    assert out.exit_code == EXIT_INVALID, (out.exception, out.output)
    assert json.loads(out.stderr)["field"] == "postgres"


def test_migrate_to_a_server_that_is_down_is_a_json_store_error(cli) -> None:  # type: ignore[no-untyped-def]
    """`memledger migrate --to-postgres` against a server that does not answer ended in an
    OperationalError traceback; every other command reports it as a JSON store_error."""
    assert cli("remember", "-t", "a", "-s", "b", "--key", "k", "--value", "v").exit_code == 0
    out = cli("migrate", "--to-postgres", "postgresql://nobody@127.0.0.1:1/none", "--no-progress")
    assert out.exit_code == EXIT_ERROR, (out.exception, out.output)
    assert json.loads(out.stderr)["error"] == "store_error"
    facts = cli("facts", "-t", "a", "-s", "b", "--json")  # the SQLite store is still the ledger
    assert [f["value"] for f in json.loads(facts.stdout)] == ["v"]


def test_redecide_loads_a_policy_module_from_the_current_directory(cli, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """README: `memledger replay redecide --policy mypolicies:eager --json`. The `memledger` console
    script does not put the current directory on sys.path (as `python -m` does), so the user's
    mypolicies.py beside them was "No module named 'mypolicies'"."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mypolicies_r6.py").write_text("from ledger.policy import decide as eager\n")
    monkeypatch.delitem(sys.modules, "mypolicies_r6", raising=False)
    assert cli("remember", "-t", "a", "-s", "b", "--key", "k", "--value", "v").exit_code == 0
    out = cli("replay", "redecide", "--policy", "mypolicies_r6:eager", "--json")
    assert out.exit_code == 0, (out.exception, out.output)
    assert json.loads(out.stdout)["same"] == 1
    assert str(tmp_path) not in sys.path and os.getcwd() not in sys.path  # only for that import
    monkeypatch.delitem(sys.modules, "mypolicies_r6", raising=False)


@pytest.mark.parametrize(("args", "field"), [
    (("as-of", "-t", "a", "-s", "b", "--valid-at", "yesterday"), "valid_at"),
    (("facts", "-s", "b"), "tenant"),
    (("recall", "-t", "a", "-s", "b", "--limit", "ten"), "limit"),
    (("serve", "--tokens", "no-such-tokens.json"), "tokens"),
    (("facts", "-t", "a", "-s", "b", "--colour"), None),
    (("forget", "-t", "a"), None),
])
def test_a_usage_error_is_json_on_stderr_naming_the_option(cli, args, field) -> None:  # type: ignore[no-untyped-def]
    """README: "Errors are JSON on stderr ... exit codes: 2 invalid input". A missing option, a value
    the parser cannot read (`--valid-at yesterday`, `--limit ten`) or an unknown option or command
    was a rich text box on stderr instead: exit 2, but nothing an agent can parse."""
    out = cli(*args)
    assert out.exit_code == EXIT_INVALID, (out.exception, out.output)
    error = json.loads(out.stderr)
    assert error["error"] == "invalid_command" and error["field"] == field
    assert error["message"]


def test_help_and_no_arguments_still_print_the_help(cli) -> None:  # type: ignore[no-untyped-def]
    assert "remember" in cli("--help").stdout
    assert cli("--help").exit_code == 0
    for bare in (CliRunner().invoke(build_app(), []), cli("replay")):  # no command: the help, not JSON
        assert bare.exit_code == EXIT_INVALID
        assert "Usage:" in bare.output and "Commands" in bare.output
