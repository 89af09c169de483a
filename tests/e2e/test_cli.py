"""The CLI as agents and people use it: JSON in, JSON out, distinct exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from freezegun import freeze_time

from commands.cli import EXIT_CONFLICT, EXIT_INVALID, EXIT_NOT_FOUND

pytestmark = pytest.mark.integration


def test_remember_prints_the_decision_as_json(cli) -> None:  # type: ignore[no-untyped-def]
    out = cli("remember", "-t", "acme", "-s", "alice", "--key", "home.city", "--value", "Oslo")
    assert out.exit_code == 0, out.output
    result = json.loads(out.stdout)
    assert result["decision"] == "added"
    assert result["position"] >= 1


def test_handle_reads_json_lines_and_answers_one_line_each(cli) -> None:  # type: ignore[no-untyped-def]
    lines = "\n".join(json.dumps(c) for c in [
        {"type": "Remember", "tenant": "acme", "subject": "alice", "key": "stack.language", "value": "Java"},
        {"type": "Remember", "tenant": "acme", "subject": "alice", "key": "stack.language", "value": "Go",
         "statement": "we migrated to Go"},
        {"type": "Remember", "tenant": "acme", "subject": "alice", "key": "stack.language", "value": "Go"},
    ])
    out = cli("handle", stdin=lines)
    assert out.exit_code == 0, out.output
    assert [json.loads(line)["decision"] for line in out.stdout.splitlines()] == ["added", "superseded", "reinforced"]
    facts = cli("facts", "-t", "acme", "-s", "alice", "--json")
    assert facts.exit_code == 0, facts.output
    current = json.loads(facts.stdout)
    assert [(f["key"], f["value"], f["status"]) for f in current] == [("stack.language", "Go", "active")]


def test_invalid_input_is_json_on_stderr_with_its_exit_code(cli) -> None:  # type: ignore[no-untyped-def]
    out = cli("handle", stdin=json.dumps({"type": "Remember", "tenant": "", "subject": "a", "key": "k", "value": 1}))
    assert out.exit_code == EXIT_INVALID
    error = json.loads(out.stderr)
    assert error == {"error": "invalid_command", "field": "tenant", "message": error["message"]}
    assert "tenant" in error["message"]
    unknown = cli("handle", stdin=json.dumps({"type": "Forget"}))
    assert unknown.exit_code == EXIT_INVALID and json.loads(unknown.stderr)["field"] == "type"


def test_a_bad_line_refuses_the_whole_input_naming_its_line(cli) -> None:  # type: ignore[no-untyped-def]
    good = {"type": "Remember", "tenant": "acme", "subject": "alice", "key": "a", "value": "ok"}
    lines = "\n".join([json.dumps(good), '{"type": "Remember", "tenant": "acme", "subject": "alice", '
                        '"key": "b", "value": "\\ud800"}'])
    out = cli("handle", stdin="\n" + lines)  # a blank line first: numbers are the file's lines
    assert out.exit_code == EXIT_INVALID
    error = json.loads(out.stderr)
    assert error["field"] == "value" and error["message"].startswith("line 3: ")
    for bad in ('{"type": ["Remember"]}', "[" * 100_000 + "]" * 100_000):
        assert cli("handle", stdin=bad).exit_code == EXIT_INVALID
    nothing = cli("facts", "-t", "acme", "-s", "alice", "--json")  # nothing written: not even a ledger
    assert nothing.exit_code == EXIT_NOT_FOUND and json.loads(nothing.stderr)["field"] == "home"


@pytest.mark.parametrize("context", ["notjson", "[1]", '{"env": 1}'])
def test_a_bad_context_option_is_an_invalid_input(cli, context: str) -> None:  # type: ignore[no-untyped-def]
    out = cli("facts", "-t", "acme", "-s", "alice", "--context", context)
    assert out.exit_code == EXIT_INVALID
    assert json.loads(out.stderr)["field"] == "context"


def test_missing_fact_and_wrong_state_have_their_own_exit_codes(cli) -> None:  # type: ignore[no-untyped-def]
    added = json.loads(cli("remember", "-t", "acme", "-s", "alice", "--key", "k", "--value", "v").stdout)
    missing = cli("confirm", "-t", "acme", "-s", "alice", "0" * 32 + ".1")
    assert missing.exit_code == EXIT_NOT_FOUND
    assert json.loads(missing.stderr)["error"] == "not_found"
    other_tenant = cli("confirm", "-t", "evil", "-s", "alice", added["fact_id"])
    assert other_tenant.exit_code == EXIT_NOT_FOUND
    wrong_state = cli("confirm", "-t", "acme", "-s", "alice", added["fact_id"])
    assert wrong_state.exit_code == EXIT_CONFLICT


def test_audit_shows_refusals_without_their_content(cli) -> None:  # type: ignore[no-untyped-def]
    cli("remember", "-t", "acme", "-s", "alice", "--key", "note", "--value", "my password is hunter2")
    out = cli("audit", "-t", "acme", "--json")
    assert out.exit_code == 0, out.output
    entries = json.loads(out.stdout)
    assert [(e["decision"], e["reason"]) for e in entries] == [("rejected", "prohibited_content")]
    assert "hunter2" not in out.stdout


def test_rebuild_swaps_in_an_equal_view_and_refuses_while_another_process_owns_it(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import subprocess
    import sys

    for city in ("Oslo", "Bergen"):
        cli("remember", "-t", "acme", "-s", "alice", "--key", "home.city", "--value", city,
            "--statement", f"I moved to {city}")
    before = json.loads(cli("history", "-t", "acme", "-s", "alice", "home.city", "--json").stdout)
    out = cli("rebuild")
    assert out.exit_code == 0, out.output
    assert json.loads(out.stdout.splitlines()[-1])["rebuilt_to_position"] >= 2
    after = json.loads(cli("history", "-t", "acme", "-s", "alice", "home.city", "--json").stdout)
    assert after == before
    owner = subprocess.Popen(  # another process holds views.duckdb open
        [sys.executable, "-c", "import duckdb, sys; c = duckdb.connect(sys.argv[1]); print('ready', flush=True); "
         "sys.stdin.read()", str(tmp_path / "home" / "views.duckdb")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert owner.stdout is not None and owner.stdout.readline().strip() == "ready"
        refused = cli("rebuild")
        assert refused.exit_code == EXIT_CONFLICT
        assert "replay rebuild --into" in json.loads(refused.stderr)["message"]
    finally:
        owner.communicate("", timeout=30)


def test_demo_tells_the_story_in_its_own_directory_and_leaves_the_ledger_alone(cli) -> None:  # type: ignore[no-untyped-def]
    cli("remember", "-t", "acme", "-s", "zoe", "--key", "home.city", "--value", "Lisbon")
    out = cli("demo")
    assert out.exit_code == 0, out.output
    for step in ("superseded change_cue", "corrected user_correction", "added supplement",
                 "conflict contradiction", "invalidated ended_cue", "pending inferred_source", "rejected external_source",
                 "rejected prohibited_content", "erased user_erasure", "What held on 1 Feb 2026"):
        assert step in out.stdout
    recalled = out.stdout.split("What the agent recalls for")[1].split("History of home.city")[0]
    assert recalled.splitlines()[4].split("│")[5].strip() == "stack.language"  # the first row is the language
    past = out.stdout.split("Asked about the past")[1].split("History of home.city")[0]
    assert [(row.split("│")[4].strip(), row.split("│")[6].strip()) for row in past.splitlines()[4:6]] == [
        ("active", "Go"), ("superseded", "Java")]
    assert "hunter2" not in out.stdout and "Leopoldstraße" not in out.stdout
    mine = json.loads(cli("facts", "-t", "acme", "-s", "zoe", "--json").stdout)
    assert [f["value"] for f in mine] == ["Lisbon"]


def test_recall_ranks_the_matching_fact_first_and_names_a_bad_profile(cli) -> None:  # type: ignore[no-untyped-def]
    cli("remember", "-t", "acme", "-s", "alice", "--key", "stack.language", "--value", "Java",
        "--statement", "I develop in Java")
    cli("remember", "-t", "acme", "-s", "alice", "--key", "home.city", "--value", "Oslo")
    out = cli("recall", "-t", "acme", "-s", "alice", "what programming language?", "--json")
    assert out.exit_code == 0, out.output
    ranked = json.loads(out.stdout)
    assert [r["fact"]["value"] for r in ranked] == ["Java", "Oslo"]
    assert ranked[0]["relevance"] == 1.0 and ranked[0]["score"] > ranked[1]["score"]
    bad = cli("recall", "-t", "acme", "-s", "alice", "--profile", "gossip")
    assert bad.exit_code == EXIT_INVALID
    assert json.loads(bad.stderr)["field"] == "profile"


def test_recall_include_past_reaches_a_superseded_value(cli) -> None:  # type: ignore[no-untyped-def]
    cli("remember", "-t", "acme", "-s", "alice", "--key", "stack.language", "--value", "Java",
        "--statement", "I develop in Java")
    cli("remember", "-t", "acme", "-s", "alice", "--key", "stack.language", "--value", "Go",
        "--statement", "we migrated to Go")
    now = json.loads(cli("recall", "-t", "acme", "-s", "alice", "Java", "--json").stdout)
    assert [r["fact"]["value"] for r in now] == ["Go"]
    past = json.loads(cli("recall", "-t", "acme", "-s", "alice", "Java", "--include-past", "--json").stdout)
    assert [(r["fact"]["value"], r["status"], r["status_weight"]) for r in past] == [
        ("Go", "active", 1.0), ("Java", "superseded", 0.1)]
    listed = json.loads(cli("facts", "-t", "acme", "-s", "alice", "--include-past", "--json").stdout)
    assert [(f["value"], f["status"]) for f in listed] == [("Go", "active"), ("Java", "superseded")]


def test_facts_lists_a_preference_unstated_for_a_year_as_stale(cli) -> None:  # type: ignore[no-untyped-def]
    """DOMAIN §6: a user lists what is remembered with its status (active, stale, ...); a preference
    unused for 365 days is demoted to pending confirmation (§5). Only recall showed it: `facts` said
    active."""
    with freeze_time("2025-01-01T00:00:00Z"):
        cli("remember", "-t", "acme", "-s", "alice", "--key", "diet", "--value", "vegetarian", "--kind", "preference")
        cli("remember", "-t", "acme", "-s", "alice", "--key", "health.allergy", "--value", "peanuts", "--kind", "safety",
            "--cardinality", "many")
    with freeze_time("2025-12-31T23:59:59Z"):
        fresh = json.loads(cli("facts", "-t", "acme", "-s", "alice", "--json").stdout)
        assert sorted((f["key"], f["status"]) for f in fresh) == [("diet", "active"), ("health.allergy", "active")]
    with freeze_time("2026-01-01T00:00:00Z"):  # 365 days on: stale (half-open), the safety fact never
        out = cli("facts", "-t", "acme", "-s", "alice", "--json")
        assert out.exit_code == 0, out.output
        assert sorted((f["key"], f["status"]) for f in json.loads(out.stdout)) == [
            ("diet", "stale"), ("health.allergy", "active")]
        assert "stale" in cli("facts", "-t", "acme", "-s", "alice").stdout


def test_the_cli_runs_as_a_module_too(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """`python -m commands` and `python -m commands.cli` are the CLI (review 22: the second printed nothing, exit 0)."""
    import subprocess
    import sys

    for module in ("commands", "commands.cli"):
        out = subprocess.run([sys.executable, "-m", module, "--home", str(tmp_path / "home"), "remember", "-t", "acme",
                              "-s", "alice", "--key", "home.city", "--value", '"Lyon"'],
                             capture_output=True, text=True, timeout=120, check=False)
        assert out.returncode == 0, out.stderr
        assert '"decision": "added"' in out.stdout or '"decision": "reinforced"' in out.stdout
