"""Adversarial review of the CLI: each test is a defect that was found."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from commands.cli import EXIT_INVALID, build_app

pytestmark = pytest.mark.integration

HUGE = "1" * 5000  # beyond Python's int <-> str limit (4300 digits): json.loads raises ValueError
REMEMBER_K = json.dumps({"type": "Remember", "tenant": "a", "subject": "b", "key": "k", "value": 1})


@pytest.mark.parametrize(("args", "stdin", "field"), [
    (("handle",), REMEMBER_K[:-2] + HUGE + "}", None),
    (("remember", "-t", "a", "-s", "b", "--key", "k", "--value", HUGE), None, "value"),
    (("remember", "-t", "a", "-s", "b", "--key", "k", "--value", "x", "--context", HUGE), None, "context"),
    (("correct", "-t", "a", "-s", "b", "x.1", HUGE), None, "value"),
    (("facts", "-t", "a", "-s", "b", "--context", HUGE), None, "context"),
    (("recall", "-t", "a", "-s", "b", "--context", HUGE), None, "context"),
])
def test_a_number_too_long_to_parse_is_an_invalid_input_not_a_crash(cli, args, stdin, field) -> None:  # type: ignore[no-untyped-def]
    out = cli(*args, stdin=stdin)
    assert out.exit_code == EXIT_INVALID, (out.exception, out.output)
    error = json.loads(out.stderr)
    assert error["error"] == "invalid_command" and error["field"] == field


def test_a_number_too_long_on_a_later_line_names_that_line(cli) -> None:  # type: ignore[no-untyped-def]
    out = cli("handle", stdin=REMEMBER_K + "\n" + REMEMBER_K[:-2] + HUGE + "}")
    assert out.exit_code == EXIT_INVALID, (out.exception, out.output)
    assert json.loads(out.stderr)["message"].startswith("line 2: stdin: not JSON")
    assert out.stdout == ""  # nothing was written


@pytest.mark.parametrize("args", [
    ("facts", "-t", "a\udcff", "-s", "b"),
    ("facts", "-t", "a", "-s", "b", "--key", "k\udcff"),
    ("facts", "-t", "a", "-s", "b", "--context", '{"env": "\\udcff"}'),
    ("history", "-t", "a", "-s", "b", "k\udcff"),
    ("recall", "-t", "a", "-s", "b\udcff"),
])
def test_an_argument_that_is_not_unicode_is_an_invalid_input(cli, args) -> None:  # type: ignore[no-untyped-def]
    # invalid UTF-8 in argv arrives as lone surrogates; before: a DuckDB error, exit 1
    out = cli(*args)
    assert out.exit_code == EXIT_INVALID, (out.exception, out.output)
    assert json.loads(out.stderr)["error"] == "invalid_command"


def test_handle_takes_one_command_written_over_several_lines(cli) -> None:  # type: ignore[no-untyped-def]
    # "one JSON command or JSON lines": `jq .` output, a heredoc, an editor's file are one command
    # over many lines; each line was parsed alone and the first ('{') refused the input
    command = {"type": "Remember", "tenant": "a", "subject": "b", "key": "home.city", "value": {"city": "Oslo"}}
    out = cli("handle", stdin=json.dumps(command, indent=2) + "\n")
    assert out.exit_code == 0, (out.exception, out.output)
    assert json.loads(out.stdout)["decision"] == "added"
    lines = cli("handle", stdin=REMEMBER_K + "\n" + REMEMBER_K.replace('"value": 1', '"value": 2'))
    assert lines.exit_code == 0, lines.output
    assert [json.loads(line)["decision"] for line in lines.stdout.splitlines()] == ["added", "conflict"]


def test_handle_ignores_a_byte_order_mark(cli) -> None:  # type: ignore[no-untyped-def]
    # Windows tools (PowerShell's Out-File, Notepad) start UTF-8 text with U+FEFF
    out = cli("handle", stdin="\ufeff" + REMEMBER_K + "\n")
    assert out.exit_code == 0, (out.exception, out.output)
    assert json.loads(out.stdout)["decision"] == "added"


@pytest.mark.parametrize("command", [("facts",), ("recall",), ("history", "k1"), ("as-of",), ("audit",)])
def test_stored_text_is_shown_as_text_in_tables(cli, command) -> None:  # type: ignore[no-untyped-def]
    # rich read every cell as console markup: a value "[/bold]" crashed the table (MarkupError,
    # exit 1), "[link=...]" made a hyperlink, and an escape character in a value or statement
    # went to the terminal as is (colours, titles, OSC 8 links from whatever a fact was fed)
    assert cli("remember", "-t", "a", "-s", "b", "--key", "k1", "--value", "[/bold]",
               "--statement", "[red]alarm[/red]", "--actor", "[/agent]").exit_code == 0
    assert cli("remember", "-t", "a", "-s", "b", "--key", "k2", "--value", "x\x1b]8;;http://evil\x1b\\y",
               "--statement", "line\rover \x1b[31mred").exit_code == 0
    args = [command[0], "-t", "a", *([] if command[0] == "audit" else ["-s", "b"]), *command[1:]]
    out = cli(*args)
    assert out.exit_code == 0, (out.exception, out.output)
    assert "\x1b" not in out.stdout and "\r" not in out.stdout
    assert ("[/agent]" if command[0] == "audit" else "[/bold]") in out.stdout
    if command[0] in ("facts", "recall"):
        assert "[red]alarm[/red]" in out.stdout or command[0] == "facts"
        assert "\\x1b" in out.stdout  # shown, escaped


@pytest.mark.parametrize("args", [("history", "-t", "a", "-s", "b", "[/x]"), ("recall", "-t", "a", "-s", "b", "[/q]"),
                                  ("facts", "-t", "a", "-s", "[/s]")])
def test_markup_in_an_argument_shown_in_the_title_is_text(cli, args) -> None:  # type: ignore[no-untyped-def]
    assert cli("remember", "-t", "a", "-s", "other", "--key", "k", "--value", "x").exit_code == 0  # a ledger to read
    out = cli(*args)
    assert out.exit_code == 0, (out.exception, out.output)
    assert args[-1] in out.stdout


def test_a_store_that_cannot_be_opened_is_a_json_error_with_exit_1(tmp_path: Path) -> None:
    # "Errors are JSON on stderr": a --home that is a file (or unwritable, or a PostgreSQL server
    # that is down) ended in a Python traceback
    home = tmp_path / "not-a-directory"
    home.write_text("")
    out = CliRunner().invoke(build_app(), ["--home", str(home), "facts", "-t", "a", "-s", "b"])
    assert out.exit_code == 1
    assert isinstance(out.exception, SystemExit), out.exception
    error = json.loads(out.stderr)
    assert error["error"] == "store_error" and "not-a-directory" in error["message"] and error["field"] == "home"


def test_replay_explain_shows_stored_text_as_text(cli) -> None:  # type: ignore[no-untyped-def]
    """`replay explain` built its tree from rich markup with stored text in it: a value or actor
    holding "[/bold]" crashed it, "[link=...]" made a link, an escape character reached the terminal."""
    out = cli("remember", "-t", "a", "-s", "b", "--key", "note", "--value", "[/bold] \x1b[31mred",
              "--actor", "[link=https://evil.example]agent[/link]")
    assert out.exit_code == 0, out.output
    fact_id = json.loads(out.output)["fact_id"]
    shown = cli("replay", "explain", "-t", "a", "-s", "b", fact_id)
    assert shown.exit_code == 0, (shown.exception, shown.output)
    assert "[/bold]" in shown.output and "[link=https://evil.example]" in shown.output
    assert "\x1b" not in shown.output


def test_erasing_a_whole_subject_needs_all(cli) -> None:  # type: ignore[no-untyped-def]
    """`memledger erase -t T -s S $FACT_ID` with an empty, unquoted variable used to erase
    everything about the subject; that now takes an explicit --all."""
    for key in ("home.city", "diet"):
        assert cli("remember", "-t", "a", "-s", "b", "--key", key, "--value", "x").exit_code == 0
    refused = cli("erase", "-t", "a", "-s", "b")
    assert refused.exit_code == EXIT_INVALID and '"field": "fact_id"' in refused.output
    assert len(json.loads(cli("facts", "-t", "a", "-s", "b", "--json").output)) == 2  # nothing erased
    both = cli("erase", "-t", "a", "-s", "b", "--all", "x.1")
    assert both.exit_code == EXIT_INVALID
    done = cli("erase", "-t", "a", "-s", "b", "--all")
    assert done.exit_code == 0 and json.loads(done.output)["decision"] == "erased"
    assert json.loads(cli("facts", "-t", "a", "-s", "b", "--json").output) == []
