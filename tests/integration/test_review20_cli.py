"""Review 20: an operator with only README.md and `memledger --help` works a user's complaint through the CLI
("the assistant keeps saying I live in Paris; I moved to Lisbon in March; also it remembered my card PIN once;
and please forget everything about my ex").

The first group is one test per defect found; each fails on the code reviewed. The guards after them are
behaviours the workflow depends on that were verified to hold. Report: /tmp/review20.md."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import unicodedata
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from commands.cli import build_app

pytestmark = pytest.mark.integration

APP = build_app()
T = "acme"
MARIA = "maria"
PARIS_SINCE = "2024-01-01T00:00:00Z"
CITY_ONE = "013fb78e6cbd53b2bf8f36a29019d81f"  # the slot id of (acme, maria, global, home.city, {})


class Out:
    def __init__(self, code: int, stdout: str, stderr: str) -> None:
        self.code, self.stdout, self.stderr = code, stdout, stderr

    def json(self) -> Any:
        return json.loads(self.stdout)

    def error(self) -> dict[str, Any]:
        assert "Traceback" not in self.stderr, self.stderr
        return json.loads(self.stderr)


def cli(home: Path | str, *args: str, stdin: str | None = None) -> Out:
    result = CliRunner().invoke(APP, ["--home", str(home), *args], input=stdin)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"uncaught {type(result.exception).__name__}: {result.exception}\n{result.output}")
    return Out(result.exit_code, result.stdout, result.stderr)


def events(home: Path) -> int:
    con = sqlite3.connect(f"file:{home / 'events.sqlite'}?mode=ro", uri=True)
    try:
        return int(con.execute("SELECT count(*) FROM stored_events").fetchone()[0])
    finally:
        con.close()


def values(home: Path, *args: str, tenant: str = T, subject: str = MARIA) -> list[Any]:
    out = cli(home, *args, "-t", tenant, "-s", subject, "--json")
    assert out.code == 0, out.stderr
    return [row["value"] for row in out.json()]


def remember(home: Path, key: str, value: str, *extra: str, subject: str = MARIA, tenant: str = T) -> dict[str, Any]:
    out = cli(home, "remember", "-t", tenant, "-s", subject, "--key", key, "--value", value, *extra)
    assert out.code == 0, out.stderr
    return out.json()


def paris_then_lisbon_conflict(home: Path) -> tuple[str, str]:
    """Paris, stated with its start; then Lisbon said without a change cue: a conflict (the complaint)."""
    paris = remember(home, "home.city", "Paris", "--statement", "I live in Paris", "--valid-from", PARIS_SINCE,
                     "--actor", "agent:chat")
    lisbon = remember(home, "home.city", "Lisbon", "--statement", "Lisbon is lovely, I live there",
                      "--actor", "agent:chat")
    assert lisbon["decision"] == "conflict", lisbon
    return paris["fact_id"], lisbon["fact_id"]


def file_bytes(root: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in root.rglob("*") if p.is_file()}


# --------------------------------------------------------------------------------------------------------------
# Defects (each fails on the reviewed code)
# --------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "field"), [
    (("remember", "-t", T, "-s", MARIA, "--key", "work.employer", "--value", "Acme", "--valid-from", "20260301"),
     "valid_from"),
    (("as-of", "-t", T, "-s", MARIA, "--valid-at", "20260315"), "valid_at"),
    (("audit", "-t", T, "--since", "20261201"), "since"),
    (("recall", "-t", T, "-s", MARIA, "--valid-at", "20260315"), "valid_at"),
], ids=["remember-valid-from", "as-of-valid-at", "audit-since", "recall-valid-at"])
def test_d1_a_compact_date_on_the_command_line_is_refused_not_read_as_seconds_since_1970(tmp_path, args, field):
    # README (HTTP API): times "are ISO 8601 (a number or "20260315" is refused, not read as seconds since 1970)";
    # commands/messages.py refuses it for handle. The CLI's own date options read it as 1970-08-23: `remember`
    # stored a fact valid from August 1970, `as-of` answered about 1970 (and `replay believed --at 20260315`
    # reads the same text as 15 March 2026).
    home = tmp_path / "home"
    paris_then_lisbon_conflict(home)
    before = events(home)
    out = cli(home, *args)
    assert out.code == 2, out.stdout
    error = out.error()
    assert (error["error"], error["field"]) == ("invalid_command", field)
    assert events(home) == before


@pytest.mark.parametrize(("key", "value", "statement"), [
    ("notes.bank", "4821", "this is my card PIN"),
    ("notes.bank", "482913", "this is the code the bank just texted me"),
], ids=["card-pin", "one-time-code"])
def test_d2_digits_given_as_a_cli_value_are_refused_when_the_statement_says_they_are_a_secret(tmp_path, key, value,
                                                                                              statement):
    # `--value 4821` parses as the JSON number 4821; the gate's "a value whose statement says what it is"
    # rule (README, write gate; DOMAIN 4) only looks at text values, so the PIN is stored (the same value
    # quoted, --value '"4821"', is refused). `correct FACT 4821 --statement "this is my card PIN"` likewise.
    home = tmp_path / "home"
    result = remember(home, key, value, "--statement", statement)
    assert (result["decision"], result["reason"]) == ("rejected", "prohibited_content"), result
    assert values(home, "facts") == []


@pytest.mark.parametrize("statement", [
    "my PIN number 4821",
    "PIN no. 4821",
    "PIN #4821",
    "4821 is my card PIN",
    "my bank card's PIN number, 4821, please keep it",
])
def test_d3_a_card_pin_in_common_wording_is_refused(tmp_path, statement):
    # DOMAIN 4: credentials are refused and stored nowhere; README lists PINs among them ("the card PIN I set
    # last week is ..." was fixed in the seventh set). These wordings are stored as active facts.
    home = tmp_path / "home"
    result = remember(home, "notes.bank", statement, "--statement", statement)
    assert (result["decision"], result["reason"]) == ("rejected", "prohibited_content"), result


@pytest.mark.parametrize("key", ["payment.pin", "visa.pin", "account.pin", "payment.pin_code", "pin_code"])
def test_d4_a_key_that_names_a_pin_is_refused_like_card_pin(tmp_path, key):
    # README: a secret is refused "wherever it sits: ... the key itself". `card.pin`, `bank.pin` and
    # `finance.card.pin` holding "4821" are refused; these keys store the PIN as an active fact.
    home = tmp_path / "home"
    result = remember(home, key, '"4821"')
    assert (result["decision"], result["reason"]) == ("rejected", "prohibited_content"), result


def test_d5_resolving_a_conflict_for_the_new_city_keeps_the_old_city_in_the_past(tmp_path):
    # Paris held from 2024; Lisbon was said without a cue: a conflict. Before the operator acts, as-of
    # mid-2025 answers Paris (correct: nobody contested 2025). `resolve LISBON` then *denies* Paris over its whole
    # valid time, so "where did she live in June 2025?" answers nothing. README: keeping one "ends the values it
    # overlaps"; DOMAIN 2 ("keeping is harmless, deleting is harmful") and 3 (what held on a past day).
    home = tmp_path / "home"
    _, lisbon = paris_then_lisbon_conflict(home)
    assert values(home, "as-of", "--valid-at", "2025-06-15T00:00:00Z") == ["Paris"]
    out = cli(home, "resolve", lisbon, "-t", T, "-s", MARIA, "--actor", "ops:ana")
    assert out.code == 0 and out.json()["decision"] == "resolved", out.stderr
    assert values(home, "facts") == ["Lisbon"]
    assert values(home, "as-of", "--valid-at", "2025-06-15T00:00:00Z") == ["Paris"]


def test_d6_a_subject_given_twice_is_refused_not_the_last_one_erased(tmp_path):
    # `erase --all -t acme -s maria -s bob` erased bob (the last -s wins), exit 0. The HTTP API refuses a query
    # parameter given twice "(it would otherwise answer another question)"; here it destroys another person's data.
    home = tmp_path / "home"
    remember(home, "home.city", "Paris")
    remember(home, "home.city", "Porto", subject="bob")
    before = events(home)
    out = cli(home, "erase", "--all", "-t", T, "-s", MARIA, "-s", "bob")
    assert out.code == 2, out.stdout
    assert out.error()["field"] == "subject"
    assert events(home) == before
    assert values(home, "facts", subject="bob") == ["Porto"]


def test_d7_handle_refuses_a_command_with_a_field_given_twice(tmp_path):
    # `{"type": "Erase", "subject": "maria", "subject": "bob"}` erased bob's facts (the last key wins).
    home = tmp_path / "home"
    remember(home, "home.city", "Paris")
    remember(home, "home.city", "Porto", subject="bob")
    before = events(home)
    out = cli(home, "handle", stdin='{"type": "Erase", "tenant": "acme", "subject": "maria", "subject": "bob"}\n')
    assert out.code == 2, out.stdout
    assert out.error()["error"] == "invalid_command"
    assert events(home) == before
    assert values(home, "facts", subject="bob") == ["Porto"]


def test_d8_an_empty_home_is_refused_not_read_as_the_current_directory(tmp_path, monkeypatch):
    # `--home "$DATA_DIR"` with the variable unset: `remember` wrote events.sqlite and master.key into the
    # current directory. README: "an empty $FACT_ID never means everything"; an empty home is no directory.
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    monkeypatch.delenv("MEMLEDGER_HOME", raising=False)
    out = cli("", "remember", "-t", T, "-s", MARIA, "--key", "home.city", "--value", "Lisbon")
    assert out.code == 2, out.stdout
    assert out.error()["field"] == "home"
    assert list(cwd.iterdir()) == []


@pytest.mark.parametrize("args", [
    ("facts", "-t", T, "-s", MARIA),
    ("remember", "-t", T, "-s", MARIA, "--key", "home.city", "--value", "Lisbon"),
], ids=["facts", "remember"])
def test_d9_a_home_that_is_a_file_is_an_error_naming_home(tmp_path, args):
    # Got {"error": "store_error", "field": null, "message": "FileExistsError: [Errno 17] File exists: ..."}:
    # no field, a Python exception's name for a reason. (A read-only home likewise: "OSError: [Errno 30] ...".)
    home = tmp_path / "not-a-dir"
    home.write_text("hello\n")
    out = cli(home, *args)
    assert out.code != 0
    error = out.error()
    assert error["field"] == "home", error
    assert "Error:" not in error["message"] and "Errno" not in error["message"], error
    assert home.read_text() == "hello\n"


@pytest.mark.parametrize("args", [
    ("audit", "-t", T, "--since", "2026-12-31T00:00:00Z", "--until", "2026-01-01T00:00:00Z"),
    ("replay", "timeline", "-t", T, "-s", MARIA, "--since", "2026-12-31T00:00:00Z", "--until", "2026-01-01T00:00:00Z"),
], ids=["audit", "replay-timeline"])
def test_d10_a_time_window_that_ends_before_it_starts_is_refused(tmp_path, args):
    # Dates typed the wrong way round answered an empty audit trail, exit 0: "nothing happened". Commands refuse
    # an inverted valid interval (README, Errors); the operator's window should be refused the same way.
    home = tmp_path / "home"
    paris_then_lisbon_conflict(home)
    out = cli(home, *args)
    assert out.code == 2, out.stdout
    assert out.error()["field"] in ("since", "until")


@pytest.mark.parametrize("flag", ["-s", "-t"])
def test_d11_a_subject_or_tenant_with_surrounding_whitespace_is_refused_like_a_key(tmp_path, flag):
    # "maria " (pasted with a trailing space) opened a new subject: `facts -s maria` and `erase --all -s maria`
    # never see it. Keys and scope parts refuse surrounding whitespace for exactly this reason (README, Errors;
    # ledger/names.py: "text that only looks like another's would open a slot of its own").
    home = tmp_path / "home"
    remember(home, "home.city", "Paris")
    before = events(home)
    names = {"-t": T, "-s": MARIA}
    names[flag] += " "
    out = cli(home, "remember", "-t", names["-t"], "-s", names["-s"], "--key", "home.city", "--value", "Lisbon")
    assert out.code == 2, out.stdout
    assert out.error()["field"] == ("subject" if flag == "-s" else "tenant")
    assert events(home) == before


def test_d12_canonically_equivalent_unicode_names_are_one_subject(tmp_path):
    # "José" typed precomposed (NFC) and decomposed (NFD, e.g. pasted from a macOS file name) are the same text
    # by Unicode's definition, but opened two subjects: `facts -s José` missed what an agent stored, and
    # `erase --all -s José` left it (DOMAIN 6: clear everything at once; erasure is real). A name not in NFC is
    # now refused, naming the field, so every stored name is the one form a person types.
    home = tmp_path / "home"
    nfc, nfd = unicodedata.normalize("NFC", "José"), unicodedata.normalize("NFD", "José")
    remember(home, "relationship.ex", "Jonas Vanterpool", subject=nfc)
    for args, field in (((nfd, "relationship.ex"), "subject"), ((nfc, unicodedata.normalize("NFD", "café.fav")), "key")):
        out = cli(home, "remember", "-t", T, "-s", args[0], "--key", args[1], "--value", "x")
        assert out.code == 2 and out.error()["field"] == field, out.stderr
    assert cli(home, "erase", "--all", "-t", T, "-s", nfd).code == 2
    assert values(home, "facts", subject=nfc) == ["Jonas Vanterpool"]  # nothing stored changed
    assert cli(home, "erase", "--all", "-t", T, "-s", nfc).code == 0
    assert values(home, "facts", subject=nfc) == []


# --------------------------------------------------------------------------------------------------------------
# Guards (verified to hold)
# --------------------------------------------------------------------------------------------------------------

def test_guard_a_dated_move_supersedes_and_time_travel_answers_each_question(tmp_path):
    home = tmp_path / "home"
    remember(home, "home.city", "Paris", "--statement", "I live in Paris", "--valid-from", PARIS_SINCE)
    before_fix = datetime.now(UTC).isoformat()
    moved = remember(home, "home.city", "Lisbon", "--statement", "I moved to Lisbon in March",
                     "--valid-from", "2026-03-01T00:00:00Z", "--relation", "change", "--actor", "ops:ana",
                     "--evidence", '{"ticket": "SUP-77"}')
    assert moved["decision"] == "superseded"
    assert values(home, "facts") == ["Lisbon"]
    assert values(home, "as-of", "--valid-at", "2026-02-28T23:59:59Z") == ["Paris"]
    assert values(home, "as-of", "--valid-at", "2026-03-01T00:00:00Z") == ["Lisbon"]  # half-open: one holds
    # what the agent was told before the fix (transaction time), for the post-mortem
    assert values(home, "as-of", "--valid-at", "2026-04-15T00:00:00Z", "--known-at", before_fix) == ["Paris"]
    assert values(home, "replay", "believed", "--at", before_fix) == ["Paris"]
    audit = cli(home, "audit", "-t", T, "-s", MARIA, "--json").json()
    assert [(e["actor"], e["decision"]) for e in audit][-1] == ("ops:ana", "superseded")


def test_guard_erasing_the_ex_removes_the_content_from_every_file_and_keeps_who_did_it(tmp_path):
    home, side = tmp_path / "home", tmp_path / "side"
    side.mkdir()
    paris_then_lisbon_conflict(home)
    ex = remember(home, "relationship.ex", "Jonas Vanterpool", "--statement", "my ex, Jonas Vanterpool, texts me",
                  "--evidence", '{"quote": "Jonas Vanterpool still texts me"}')["fact_id"]
    out = cli(home, "replay", "rebuild", "--into", str(side / "fixed.duckdb"))
    assert out.code == 0, out.stderr
    assert "Jonas Vanterpool" in values(home, "facts")  # the live view and its snapshot now hold it too
    assert b"Vanterpool" in (side / "fixed.duckdb").read_bytes()
    before_erasure = datetime.now(UTC).isoformat()
    out = cli(home, "erase", ex, "-t", T, "-s", MARIA, "--actor", "ops:ana", "--command-id", "SUP-77-ex")
    assert out.code == 0 and out.json()["decision"] == "erased", out.stderr
    leaks = [name for name, data in {**file_bytes(home), **file_bytes(side)}.items() if b"Vanterpool" in data]
    assert leaks == []
    for args in (("as-of", "--known-at", before_erasure), ("replay", "believed", "--at", before_erasure),
                 ("facts", "--include-past")):
        assert "Vanterpool" not in json.dumps(values(home, *args))
    trail = cli(home, "audit", "-t", T, "--fact-id", ex, "--json").json()
    assert [(e["actor"], e["decision"], e["reason"]) for e in trail][-1] == ("ops:ana", "erased", "user_erasure")
    assert "Vanterpool" not in json.dumps(trail)
    assert values(home, "facts") == ["Paris", "Lisbon"]  # nothing else touched


def test_guard_a_pin_in_plain_wording_is_refused_and_stored_nowhere(tmp_path):
    home = tmp_path / "home"
    remember(home, "home.city", "Lisbon")
    result = remember(home, "notes.bank", "PIN 73914", "--statement", "my card PIN is 73914",
                      "--evidence", '{"quote": "PIN is 73914"}')
    assert (result["decision"], result["reason"]) == ("rejected", "prohibited_content")
    assert [n for n, data in file_bytes(home).items() if b"73914" in data] == []
    audit = cli(home, "audit", "-t", T, "--json").json()
    assert [e["decision"] for e in audit] == ["added", "rejected"]


def test_guard_a_fact_id_of_another_tenant_or_subject_is_not_found_for_every_command(tmp_path):
    home = tmp_path / "home"
    paris_then_lisbon_conflict(home)
    bob = remember(home, "home.city", "Porto", subject="bob")["fact_id"]
    other = remember(home, "home.city", "Madrid", tenant="globex")["fact_id"]
    before = events(home)
    for fact in (bob, other, f"{CITY_ONE}.9", "nonsense"):
        for args in (("erase", fact), ("correct", fact, "Lisbon"), ("invalidate", fact), ("confirm", fact),
                     ("deny", fact), ("resolve", fact), ("replay", "explain", fact)):
            out = cli(home, *args, "-t", T, "-s", MARIA)
            assert out.code == 3, (args, out.stdout)
            assert out.error()["error"] == "not_found"
    assert events(home) == before
    assert values(home, "facts", subject="bob") == ["Porto"]


@pytest.mark.parametrize(("args", "field"), [
    (("as-of", "--valid-at", "2026-02-30"), "valid_at"),
    (("as-of", "--valid-at", "2026-03-15T10:00:00 Europe/Lisbon"), "valid_at"),
    (("as-of", "--known-at", "15/03/2026"), "known_at"),
    (("remember", "--key", "home.city", "--value", "Lisbon", "--kind", "prefrence"), "kind"),
    (("remember", "--key", "home.city", "--value", "Lisbon", "--source", "userstated"), "source"),
    (("remember", "--key", "home.city", "--value", "Lisbon", "--context", "env=prod"), "context"),
    (("remember", "--key", "home.city", "--value", "   "), "value"),
    (("remember", "--key", "home.city"), "value"),
    (("remember", "--key", "k" * 300, "--value", "Lisbon"), "key"),
    (("remember", "--key", "home.city", "--value", "Lisbon", "--valid-from", "2026-03-01T00:00:00Z",
      "--valid-to", "2026-02-01T00:00:00Z"), "valid_to"),
    (("invalidate", f"{CITY_ONE}.1", "--reason", "user asked"), "reason"),
    (("erase", f"{CITY_ONE}.1", "--all"), "fact_id"),
    (("erase",), "fact_id"),
    (("correct", f"{CITY_ONE}.1", '{"city":'), "value"),
])
def test_guard_bad_operator_input_is_a_typed_error_and_changes_nothing(tmp_path, args, field):
    home = tmp_path / "home"
    paris_then_lisbon_conflict(home)
    before = events(home), file_bytes(home)[str(home / "events.sqlite")]
    out = cli(home, *args, "-t", T, "-s", MARIA)
    assert out.code == 2, out.stdout
    error = out.error()
    assert (error["error"], error["field"]) == ("invalid_command", field)
    assert (events(home), file_bytes(home)[str(home / "events.sqlite")]) == before


def test_guard_a_missing_home_is_not_found_and_nothing_is_created(tmp_path):
    home = tmp_path / "typo"
    for args in (("facts", "-t", T, "-s", MARIA), ("erase", "--all", "-t", T, "-s", MARIA),
                 ("replay", "timeline", "-t", T, "-s", MARIA), ("audit", "-t", T)):
        out = cli(home, *args)
        assert out.code == 3, out.stdout
        assert (out.error()["error"], out.error()["field"]) == ("not_found", "home")
    assert not home.exists()


def test_guard_a_command_id_retry_replays_and_its_reuse_for_another_command_is_refused(tmp_path):
    home = tmp_path / "home"
    paris, lisbon = paris_then_lisbon_conflict(home)
    first = cli(home, "deny", paris, "-t", T, "-s", MARIA, "--command-id", "SUP-77-1").json()
    before = events(home)
    again = cli(home, "deny", paris, "-t", T, "-s", MARIA, "--command-id", "SUP-77-1").json()
    assert again["replayed"] is True and again["decision"] == first["decision"] == "denied"
    out = cli(home, "erase", lisbon, "-t", T, "-s", MARIA, "--command-id", "SUP-77-1")
    assert out.code == 2 and out.error()["field"] == "command_id"
    assert events(home) == before


def test_guard_two_cli_processes_at_once_on_one_home(tmp_path):
    home = tmp_path / "home"
    _, lisbon = paris_then_lisbon_conflict(home)
    paris = f"{CITY_ONE}.1"
    exe = [sys.executable, "-c", "from commands.cli import main; main()", "--home", str(home)]
    env = {**os.environ, "COLUMNS": "200"}
    procs = [subprocess.Popen([*exe, "resolve", keep, "-t", T, "-s", MARIA], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env) for keep in (paris, lisbon)]
    procs.append(subprocess.Popen([*exe, "remember", "-t", T, "-s", MARIA, "--key", "lang.spoken", "--value",
                                   "Portuguese", "--cardinality", "many"], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, env=env))
    results = [(p.wait(timeout=60), *p.communicate()) for p in procs]
    for _, _, err in results:
        assert "Traceback" not in err, err
    resolves = sorted(code for code, _, _ in results[:2])
    assert resolves == [0, 4], results  # one keeps its side, the other is told the fact is no longer conflicted
    loser = next(err for code, _, err in results[:2] if code == 4)
    assert json.loads(loser)["error"] in ("invalid_transition", "conflict")  # README: exit 4, wrong state / concurrent
    assert results[2][0] == 0
    assert len(values(home, "facts", "-k", "home.city")) == 1
    assert values(home, "facts", "-k", "lang.spoken") == ["Portuguese"]
