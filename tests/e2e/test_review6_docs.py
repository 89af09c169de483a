"""Review of what README.md promises, done the way a user reads it: each test is a mismatch
between the documentation and the CLI that was found and fixed in the code."""

from __future__ import annotations

import json

import pytest

from commands.cli import EXIT_ERROR, EXIT_INVALID

pytestmark = pytest.mark.integration

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
