"""Review 16: the HTTP API contract (`memledger serve`) and `memledger follow`, as an agent
developer integrating over HTTP and an operator running both in production.

Each test but the guards (marked GUARD in their docstrings) is a defect found in this review and
fails on the code it was found in. Concurrency is synchronised with events and bounded waits,
never with sleeps.
"""

from __future__ import annotations

import glob
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from commands import Ledger, Remember, open_ledger
from commands.follow import Follower
from commands.server import Tokens, create_app

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
ACME = "acme-token-0123456789"
GLOBEX = "globex-token-0123456789"
ADMIN = "admin-token-0123456789"
GRANTS: dict[str, str | list[str]] = {ACME: ["acme"], GLOBEX: ["globex"], ADMIN: "*"}
BASE = "/v1/tenants/acme/subjects/alice"


def _auth(token: str = ACME) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def ledger() -> Iterator[Ledger]:
    with open_ledger() as led:  # in memory, DuckDB views
        yield led


@pytest.fixture
def client(ledger: Ledger) -> TestClient:
    return TestClient(create_app(ledger, Tokens(GRANTS)), raise_server_exceptions=False)


def _remember(**fields: Any) -> dict[str, Any]:
    return {"type": "Remember", "tenant": "acme", "subject": "alice", "key": "home.city", **fields}


def _paris_then_berlin(client: TestClient) -> None:
    """Paris from 2025-01-01, Berlin from 2026-01-01 (Paris superseded there)."""
    paris = client.post("/v1/commands", json=_remember(value="Paris", valid_from="2025-01-01T00:00:00Z"),
                        headers=_auth())
    assert paris.json()["decision"] == "added", paris.text
    berlin = client.post("/v1/commands", json=_remember(value="Berlin", statement="I moved to Berlin",
                                                        valid_from="2026-01-01T00:00:00Z"), headers=_auth())
    assert berlin.json()["decision"] == "superseded", berlin.text


# -- 1. numbers read as Unix timestamps ---------------------------------------------------------


@pytest.mark.parametrize("valid_from", [20260315, "20260315"], ids=["number", "digit-text"])
def test_a_number_for_valid_from_is_not_silently_read_as_seconds_since_1970(client: TestClient,
                                                                            valid_from: Any) -> None:
    """An agent sent `"valid_from": 20260315` (a compact date, ISO 8601's basic format, or the
    number its own serializer produced). Expected: a 422 naming `valid_from`, or the fact valid from
    2026-03-15. Got: 200 "added", the fact valid from 1970-08-23T11:51:55Z (pydantic's lax mode reads
    a number, or digit-only text, as a Unix timestamp), so `as-of` answers for 1970."""
    r = client.post("/v1/commands", json=_remember(value="Oslo", valid_from=valid_from), headers=_auth())
    if r.status_code == 422:
        assert r.json()["error"] == "invalid_command" and r.json()["field"] == "valid_from"
        assert client.get(BASE + "/facts", headers=_auth()).json() == []
        return
    assert r.status_code == 200, r.text
    facts = client.get(BASE + "/facts", headers=_auth()).json()
    assert [f["valid_from"] for f in facts] == ["2026-03-15T00:00:00Z"]


def test_a_digit_only_valid_at_is_not_read_as_seconds_since_1970(client: TestClient) -> None:
    """An agent asked `as-of?valid_at=20260315` ("what held on 15 March 2026?", ISO 8601 basic
    format). Expected: a 422 naming `valid_at`, or Berlin (what held then). Got: 200 `[]`, the answer
    for 1970-08-23: FastAPI parses the query text as a datetime before the ledger's read check, which
    refuses numbers for exactly this reason ("pydantic would read 5 as 1970-01-01T00:00:05") but over
    HTTP only ever sees an already-made datetime."""
    _paris_then_berlin(client)
    r = client.get(BASE + "/as-of", params={"valid_at": "20260315"}, headers=_auth())
    if r.status_code == 422:
        assert r.json()["field"] == "valid_at"
        return
    assert [f["value"] for f in r.json()] == ["Berlin"], r.text


# -- 2. unknown query parameters ----------------------------------------------------------------


@pytest.mark.parametrize(("path", "params", "field"), [
    ("/as-of", {"valid_time": "2025-06-01T00:00:00Z"}, "valid_time"),  # a typo of valid_at
    ("/recall", {"query": "berlin"}, "query"),  # the Python API's name for `q`
    ("/facts", {"include_ended": "true"}, "include_ended"),
])
def test_an_unknown_query_parameter_is_refused_not_ignored(client: TestClient, path: str, params: dict[str, str],
                                                           field: str) -> None:
    """An agent asked `as-of?valid_time=2025-06-01T00:00:00Z` (meaning valid_at; or `recall?query=`, the
    Python API's parameter name, for `q`). Expected: 422 invalid_command naming the parameter, as the
    Python API (TypeError), the CLI (no such option) and every command body (extra fields forbidden)
    refuse it. Got: 200 with the answer to another question: what holds now (Berlin), not what held
    in June 2025 (Paris); recall unranked by the query. FastAPI ignores parameters it does not know."""
    _paris_then_berlin(client)
    r = client.get(BASE + path, params=params, headers=_auth())
    assert r.status_code == 422, r.text
    assert r.json()["error"] == "invalid_command" and r.json()["field"] == field


# -- 3. a subject with a slash ------------------------------------------------------------------


def test_a_subject_with_a_slash_written_over_http_can_be_read_over_http(client: TestClient) -> None:
    """An agent keys subjects by the ids of its own system (`team/alice`, `org/42/user/7`). It
    stored a fact for subject `team/alice` (200 "added": a slash is a valid name) and read it back
    at `/subjects/team%2Falice/facts`. Expected: the fact (or the write refused with 422 naming
    `subject`, if such names are not servable). Got: 404 not_found "Not Found": the server decodes
    %2F before routing, so no route matches, and no read endpoint can ever reach that subject."""
    w = client.post("/v1/commands", json=_remember(subject="team/alice", value="Oslo"), headers=_auth())
    if w.status_code == 422:
        assert w.json()["field"] == "subject"
        return
    assert w.json()["decision"] == "added", w.text
    r = client.get("/v1/tenants/acme/subjects/team%2Falice/facts", headers=_auth())
    assert r.status_code == 200, r.text
    assert [f["value"] for f in r.json()] == ["Oslo"]


# -- 4. include_past is two reads -----------------------------------------------------------------


def test_facts_with_include_past_is_one_consistent_read(ledger: Ledger, client: TestClient,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """While one agent listed `facts?include_past=true`, another agent's write superseded Java by Go.
    Expected: the list as it stood before the write ([Java active]) or after it ([Go active, Java
    superseded]). Got: Java twice, once `active` and once `superseded`, and no Go: the endpoint
    calls `current()` and `ended()` under two separate acquisitions of the ledger's lock, and the
    write lands between them."""
    java = client.post("/v1/commands", json=_remember(key="stack.language", value="Java",
                                                      statement="I develop in Java",
                                                      valid_from="2026-01-10T00:00:00Z"), headers=_auth()).json()
    assert java["decision"] == "added"
    between, written = threading.Event(), threading.Event()
    original = ledger.ended

    def ended(*args: Any, **kwargs: Any) -> Any:
        between.set()  # current() has answered: let the other agent write now
        written.wait(timeout=3)  # (a server that holds the lock across both blocks that write: no wait)
        return original(*args, **kwargs)

    monkeypatch.setattr(ledger, "ended", ended)
    listed: dict[str, Any] = {}
    reader = threading.Thread(target=lambda: listed.update(
        r=client.get(BASE + "/facts", params={"include_past": "true", "key": "stack.language"}, headers=_auth())))
    reader.start()
    assert between.wait(timeout=10)

    def write() -> None:
        r = client.post("/v1/commands", json=_remember(key="stack.language", value="Go", statement="We migrated to Go",
                                                       valid_from="2026-03-01T00:00:00Z"), headers=_auth())
        assert r.json()["decision"] == "superseded", r.text
        written.set()

    writer = threading.Thread(target=write)
    writer.start()
    reader.join(timeout=30)
    writer.join(timeout=30)
    assert not reader.is_alive() and not writer.is_alive()
    rows = [(f["value"], f["status"]) for f in listed["r"].json()]
    assert rows in ([("Java", "active")], [("Go", "active"), ("Java", "superseded")]), rows


# -- 5. idempotency of a refused command ------------------------------------------------------------
# (Found: a different command sent under a refused command's id replays the refusal. Not a test: a refusal keeps
# no digest of its content on purpose (README, Idempotency), since a MAC of a refused password under a key the
# master key opens would let its holder test guesses of it. The README now says so; give each attempt its own id.)


def test_guard_same_command_id_in_one_batch_and_across_tenants(client: TestClient, ledger: Ledger) -> None:
    """GUARD (passes): the same command twice in one batch appends once (the second `replayed`);
    a different body with that id in the batch is an error result; another tenant's identical
    command_id is its own (command ids are unique per tenant) and learns nothing of acme's."""
    cmd = _remember(value="Oslo", command_id="turn-1")
    both = client.post("/v1/commands", json=[cmd, cmd], headers=_auth()).json()
    assert [r["replayed"] for r in both] == [False, True] and both[0]["fact_id"] == both[1]["fact_id"]
    position = ledger.max_position()
    other = client.post("/v1/commands", json=[{**cmd, "value": "Bergen"}], headers=_auth()).json()
    assert (other[0]["decision"], other[0]["reason"]) == ("error", "invalid_command")
    assert ledger.max_position() == position
    globex = client.post("/v1/commands", json={**cmd, "tenant": "globex", "value": "Bergen"},
                         headers=_auth(GLOBEX)).json()
    assert globex["decision"] == "added" and globex["replayed"] is False


# -- 6. the field an error names --------------------------------------------------------------------


def test_resolve_conflict_with_an_unknown_keep_names_the_field_keep(client: TestClient) -> None:
    """An agent resolved a conflict with a stale id: `{"type": "ResolveConflict", ..., "keep": <id>}`.
    Expected: 404 not_found naming `keep`, the field it sent (README: errors name the field). Got:
    `"field": "fact_id"`, a field ResolveConflict does not have (FactNotFound always says fact_id),
    so a client mapping errors back to its input finds nothing to point at."""
    r = client.post("/v1/commands", json={"type": "ResolveConflict", "tenant": "acme", "subject": "alice",
                                          "keep": "0" * 32 + ".1"}, headers=_auth())
    assert r.status_code == 404 and r.json()["error"] == "not_found"
    assert r.json()["field"] == "keep", r.text


def test_guard_another_tenants_fact_id_is_not_found_everywhere(client: TestClient, ledger: Ledger) -> None:
    """GUARD (passes): acme's token naming globex's real fact id in every command that takes one gets
    the same 404 as for an id that never existed, nothing is appended, and the audit filter by that
    id is empty."""
    theirs = client.post("/v1/commands", json={**_remember(value="Oslo"), "tenant": "globex"},
                         headers=_auth(GLOBEX)).json()["fact_id"]
    position = ledger.max_position()
    for fact_id in (theirs, theirs.split(".")[0] + ".99"):
        for body in ({"type": "Confirm", "fact_id": fact_id}, {"type": "Deny", "fact_id": fact_id},
                     {"type": "Correct", "fact_id": fact_id, "value": "x"},
                     {"type": "Invalidate", "fact_id": fact_id}, {"type": "Erase", "fact_id": fact_id}):
            r = client.post("/v1/commands", json={"tenant": "acme", "subject": "alice", **body}, headers=_auth())
            assert r.status_code == 404 and r.json() == {
                "error": "not_found", "field": "fact_id", "message": f"fact {fact_id!r} does not exist"}
    assert ledger.max_position() == position
    assert client.get("/v1/tenants/acme/audit", params={"fact_id": theirs}, headers=_auth()).json() == []


# -- 7. a big batch stalls the server --------------------------------------------------------------


def test_parsing_a_big_batch_does_not_stall_every_other_request(ledger: Ledger,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """An importer posted a large batch (10,000 commands, ~30 MiB: ~0.5 s of json.loads and pydantic
    on this machine). Expected: a load balancer's `/v1/health` and other agents' requests answered
    meanwhile. Got: nothing is answered until the batch is parsed: `handle` is `async` and parses the
    body and every command on the event loop itself (only `ledger.handle_many` goes to a thread).
    Here the parse is made to wait (bounded, 5 s) for a health check to be answered; the health check
    cannot be, since the loop is busy."""
    from commands import server

    parsing, healthy = threading.Event(), threading.Event()
    starved: list[bool] = []
    original = server._commands

    def slow_commands(body: Any) -> Any:
        parsing.set()
        starved.append(not healthy.wait(timeout=5))  # the parse of a big batch, made long
        return original(body)

    monkeypatch.setattr(server, "_commands", slow_commands)
    with TestClient(create_app(ledger, Tokens(GRANTS))) as client:  # one event loop, as uvicorn has
        posted: dict[str, Any] = {}
        importer = threading.Thread(target=lambda: posted.update(
            r=client.post("/v1/commands", json=[_remember(value="Oslo")], headers=_auth())))
        importer.start()
        assert parsing.wait(timeout=10)
        assert client.get("/v1/health").json() == {"status": "ok"}
        healthy.set()
        importer.join(timeout=30)
    assert posted["r"].status_code == 200
    assert starved == [False], "the health check waited for the batch to be parsed"


# -- 8. Follower.wait_for ---------------------------------------------------------------------------


def test_follower_wait_for_is_false_when_the_follower_failed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An operator's readiness check (or a test harness) calls `follower.wait_for(position)` after a
    write in another process, and reads the view when it returns True ("Block until the view has
    applied `position` (True) or the timeout passed (False)"). Expected: False, the follower has
    died (its catch-up failed) and never applied that position. Got: True at once: the predicate is
    `position >= wanted or error is not None`, so a dead follower reports every position applied."""
    home = tmp_path / "home"
    ledger = open_ledger(home)
    follower = Follower(ledger, poll_interval=0.01)

    def broken() -> int:
        raise RuntimeError("views.duckdb: disk full")

    monkeypatch.setattr(ledger.views, "catch_up", broken)
    try:
        follower.start()
        assert isinstance(follower.wait(timeout=10), RuntimeError)
        wanted = follower.position + 5
        with open_ledger(home, views=False) as writer:  # another writer's commits the view never gets
            for i in range(5):
                writer.handle(Remember(tenant="acme", subject="alice", key=f"k{i}", value=i))
        assert follower.position < wanted
        assert follower.wait_for(wanted, timeout=0.5) is False
    finally:
        follower.stop()
        monkeypatch.undo()
        ledger.close()


def test_guard_follower_brings_another_process_write_and_erasure_to_the_view_and_serve(tmp_path: Path) -> None:
    """GUARD (passes): the operator runs `memledger follow` (here: the owner with a Follower) and
    `memledger serve` (here: a private copy in this process, as when follow owns the view); an
    agent writes and then erases through `memledger handle` in another process. The follower applies
    both; the owner's files and snapshot keep no trace of the content; the server reads its writes."""
    home = tmp_path / "home"
    owner = open_ledger(home)
    follower = Follower(owner, poll_interval=0.01).start()
    served = open_ledger(home)
    assert owner.views.owner and not served.views.owner
    client = TestClient(create_app(served, Tokens(GRANTS)))
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "MEMLEDGER_HOME": str(home)}

    def handle(command: dict[str, Any]) -> dict[str, Any]:
        out = subprocess.run([sys.executable, "-c", "from commands.cli import main; main()", "handle"],
                             input=json.dumps(command), capture_output=True, text=True, cwd=ROOT, env=env,
                             timeout=120, check=False)
        assert out.returncode == 0, out.stderr
        return dict(json.loads(out.stdout.splitlines()[-1]))

    try:
        fact = handle({"type": "Remember", "tenant": "acme", "subject": "alice", "key": "health.diagnosis",
                       "value": "Zebrafish-77", "statement": "I was diagnosed with Zebrafish-77"})
        assert follower.wait_for(fact["position"], timeout=30) and follower.error is None
        assert [f["value"] for f in client.get(BASE + "/facts", headers=_auth()).json()] == ["Zebrafish-77"]
        erased = handle({"type": "Erase", "tenant": "acme", "subject": "alice", "fact_id": fact["fact_id"]})
        assert follower.wait_for(erased["position"], timeout=30) and follower.error is None
        assert client.get(BASE + "/facts", headers=_auth()).json() == []
        for path in glob.glob(str(home / "views*")):
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    assert b"Zebrafish-77" not in f.read(), path
    finally:
        follower.stop()
        served.close()
        owner.close()
