"""Review 10 of the CLI as a new user ran it: each test is a defect that was found."""

from __future__ import annotations

import json

import pytest

from commands.cli import EXIT_INVALID, EXIT_NOT_FOUND

pytestmark = pytest.mark.integration

WHO = ("-t", "acme", "-s", "alice")


def _ok(out):  # type: ignore[no-untyped-def]
    assert out.exit_code == 0, (out.exception, out.output)
    return json.loads(out.stdout)


def _refused(out, field: str | None, code: int = EXIT_INVALID):  # type: ignore[no-untyped-def]
    assert out.exit_code == code, (out.exception, out.output)
    error = json.loads(out.stderr)
    assert error["field"] == field, error
    return error


def _facts(cli) -> list:  # type: ignore[no-untyped-def,type-arg]
    return _ok(cli("facts", *WHO, "--json"))  # type: ignore[no-any-return]


# -- item 3: --value is JSON if it parses, else text; broken JSON is not stored as text ---------
@pytest.mark.parametrize("text", ['{"a":', "[1, 2", '  {"city": Oslo}'])
def test_a_value_that_starts_like_json_but_does_not_parse_is_refused(cli, text: str) -> None:  # type: ignore[no-untyped-def]
    error = _refused(cli("remember", *WHO, "--key", "home.city", "--value", text), "value")
    assert "not JSON" in error["message"]
    # nothing written: the refused first command did not even create the ledger
    assert cli("facts", *WHO, "--json").exit_code == EXIT_NOT_FOUND


@pytest.mark.parametrize(("text", "value"), [("Oslo", "Oslo"), ("42", 42), ('{"a": 1}', {"a": 1}),
                                             ('"quoted"', "quoted"), ("New York", "New York"),
                                             ("[draft] notes", "[draft] notes"), ("[/bold]", "[/bold]")])
def test_a_value_is_json_if_it_parses_else_text(cli, text: str, value: object) -> None:  # type: ignore[no-untyped-def]
    _ok(cli("remember", *WHO, "--key", "home.city", "--value", text))
    assert [f["value"] for f in _facts(cli)] == [value]


@pytest.mark.parametrize("text", ["", "   ", "null"])
def test_an_empty_or_null_value_is_refused(cli, text: str) -> None:  # type: ignore[no-untyped-def]
    _refused(cli("remember", *WHO, "--key", "home.city", "--value", text), "value")
    fact = _ok(cli("remember", *WHO, "--key", "home.city", "--value", "Oslo"))["fact_id"]
    _refused(cli("correct", *WHO, fact, text), "value")
    assert [f["value"] for f in _facts(cli)] == ["Oslo"]


def test_the_value_rule_is_in_the_help(cli) -> None:  # type: ignore[no-untyped-def]
    for command in ("remember", "correct"):
        out = cli(command, "--help")
        assert out.exit_code == 0
        text = " ".join(out.stdout.replace("│", " ").split())
        assert "JSON if it parses" in text and "must be valid JSON" in text, text
        assert "begins as a JSON object or array" in text, text


def test_a_boolean_confidence_is_refused_by_handle(cli) -> None:  # type: ignore[no-untyped-def]
    line = json.dumps({"type": "Remember", "tenant": "acme", "subject": "alice", "key": "home.city",
                       "value": "Oslo", "confidence": True})
    _refused(cli("handle", stdin=line), "confidence")


# -- item 4: every command subcommand takes --command-id (and --actor): agents retry ------------
def _pending(cli, key: str, value: str = "x") -> str:  # type: ignore[no-untyped-def]
    return _ok(cli("remember", *WHO, "--key", key, "--value", value, "--source", "inferred"))["fact_id"]  # type: ignore[no-any-return]


def test_every_command_subcommand_takes_a_command_id_and_an_actor(cli) -> None:  # type: ignore[no-untyped-def]
    _ok(cli("remember", *WHO, "--key", "stack.language", "--value", "Java"))
    rust = _ok(cli("remember", *WHO, "--key", "stack.language", "--value", "Rust"))["fact_id"]
    home = _ok(cli("remember", *WHO, "--key", "home.city", "--value", "Oslo"))["fact_id"]
    calls = {
        "confirm": ("confirm", *WHO, _pending(cli, "job.title", "architect")),
        "deny": ("deny", *WHO, _pending(cli, "pet.name", "Rex")),
        "resolve": ("resolve", *WHO, rust),
        "erase": ("erase", *WHO, home),
        "invalidate": ("invalidate", *WHO, _ok(cli("remember", *WHO, "--key", "car", "--value", "Volvo"))["fact_id"]),
        "correct": ("correct", *WHO, _ok(cli("remember", *WHO, "--key", "team", "--value", "red"))["fact_id"], "blue"),
    }
    for name, args in calls.items():
        first = _ok(cli(*args, "--command-id", f"retry-{name}", "--actor", "agent:ops"))
        again = _ok(cli(*args, "--command-id", f"retry-{name}", "--actor", "agent:ops"))
        assert (again["replayed"], again["position"]) == (True, None), (name, again)
        assert {k: again[k] for k in ("decision", "fact_id", "affected")} == {
            k: first[k] for k in ("decision", "fact_id", "affected")}, name
    audit = _ok(cli("audit", "-t", "acme", "--subject", "alice", "--json"))
    by_command = {e["command_id"]: e["actor"] for e in audit}
    assert all(by_command[f"retry-{name}"] == "agent:ops" for name in calls)


def test_erase_all_takes_a_command_id(cli) -> None:  # type: ignore[no-untyped-def]
    _ok(cli("remember", *WHO, "--key", "home.city", "--value", "Oslo"))
    first = _ok(cli("erase", *WHO, "--all", "--command-id", "forget-alice"))
    again = _ok(cli("erase", *WHO, "--all", "--command-id", "forget-alice"))
    assert again["replayed"] is True and again["affected"] == first["affected"]


# -- item 5: `handle` with nothing on stdin is an invalid input, not a silent success ------------
@pytest.mark.parametrize("stdin", ["", "\n\n", "   \n\t\n", "\ufeff"])
def test_handle_with_empty_stdin_is_refused(cli, stdin: str) -> None:  # type: ignore[no-untyped-def]
    out = cli("handle", stdin=stdin)
    error = _refused(out, None)
    assert error["error"] == "invalid_command" and error["message"].startswith("stdin: empty")
    assert out.stdout == ""


# -- item 6: an unreachable PostgreSQL is the typed store_error, naming postgres -----------------
def test_an_unreachable_postgres_is_a_store_error_naming_it(cli) -> None:  # type: ignore[no-untyped-def]
    import socket

    from commands.cli import EXIT_ERROR

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    out = cli("--postgres", f"postgresql://u@127.0.0.1:{port}/db?connect_timeout=1", "facts", *WHO)
    error = _refused(out, "postgres", EXIT_ERROR)
    assert error["error"] == "store_error" and "cannot open the event store" in error["message"]


# -- item 8: small disagreements --------------------------------------------------------------
def test_erase_all_gives_the_reason_the_audit_trail_records(cli) -> None:  # type: ignore[no-untyped-def]
    _ok(cli("remember", *WHO, "--key", "home.city", "--value", "Oslo"))
    one = _ok(cli("remember", *WHO, "--key", "pet", "--value", "Rex"))["fact_id"]
    assert _ok(cli("erase", *WHO, one))["reason"] == "user_erasure"
    assert _ok(cli("erase", *WHO, "--all"))["reason"] == "user_erasure"
    audit = _ok(cli("audit", "-t", "acme", "--subject", "alice", "--json"))
    assert {e["reason"] for e in audit if e["decision"] == "erased"} == {"user_erasure"}


def test_replay_swap_of_a_missing_file_is_not_found(cli, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from commands.cli import EXIT_NOT_FOUND

    _ok(cli("remember", *WHO, "--key", "home.city", "--value", "Oslo"))
    error = _refused(cli("replay", "swap", str(tmp_path / "missing.duckdb")), "file", EXIT_NOT_FOUND)
    assert error["error"] == "not_found" and "missing.duckdb" in error["message"]


def test_replay_swap_of_a_file_that_is_not_a_view_is_refused_and_left_alone(cli, tmp_path) -> None:  # type: ignore[no-untyped-def]
    _ok(cli("remember", *WHO, "--key", "home.city", "--value", "Oslo"))
    notes = tmp_path / "notes.txt"
    notes.write_text("mine\n")
    error = _refused(cli("replay", "swap", str(notes)), "file")
    assert str(notes) in error["message"] and notes.read_text() == "mine\n"


def test_replay_diff_names_the_file_that_is_not_a_view(cli, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from commands.cli import EXIT_NOT_FOUND

    _ok(cli("remember", *WHO, "--key", "home.city", "--value", "Oslo"))
    view = tmp_path / "rebuilt.duckdb"
    _ok(cli("replay", "rebuild", "--into", str(view), "--no-progress"))
    text = tmp_path / "notduckdb.txt"
    text.write_text("not a view\n")
    error = _refused(cli("replay", "diff", str(text), str(view)), "old")
    assert str(text) in error["message"] and "not a memledger view" in error["message"]
    error = _refused(cli("replay", "diff", str(view), str(text)), "new")
    assert str(text) in error["message"]
    missing = _refused(cli("replay", "diff", str(view), str(tmp_path / "x.duckdb")), "new", EXIT_NOT_FOUND)
    assert "x.duckdb" in missing["message"]


def test_the_recall_table_marks_a_rolled_off_episode(cli, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from freezegun import freeze_time

    from commands import Remember, open_ledger

    with freeze_time("2020-01-01"), open_ledger(tmp_path / "home") as ledger:
        ledger.handle(Remember(tenant="acme", subject="alice", key="trip", value="Rome", kind="episodic",
                               statement="I was in Rome last week"))
    table = cli("recall", *WHO, "Rome", "--include-rolled-off")
    assert table.exit_code == 0, table.output
    assert "(rolled" in table.stdout, table.stdout
    rows = _ok(cli("recall", *WHO, "Rome", "--include-rolled-off", "--json"))
    assert [r["rolled_off"] for r in rows] == [True]
